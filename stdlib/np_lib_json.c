/*
 * np_lib_json.c - the `json` module: loads and dumps with CPython 3.11's exact output and error
 * messages (json.decoder.JSONDecodeError with line/column/char positions).
 *
 * The decoder (written for Nearly: one loop over the document with an explicit stack of the
 * containers still open, see the decoder section) reports every error CPython's decoder
 * reports, first, at the same position, with the same message. It works on the UTF-8 bytes of
 * the document (JSON's syntax is ASCII) and converts byte offsets to code point positions only
 * when it raises. Nesting is limited like CPython's recursion check (RecursionError "maximum
 * recursion depth exceeded while decoding a JSON array from a unicode string"), and every
 * allocation is charged to the VM, so the memory limit bounds the size of what is built. The
 * decoder is fuzzed by fuzz/fuzz_json.c and pinned against CPython by
 * tests/lang/audit_c2_json_diff.py.
 *
 * The encoder (a recursive walk appending to one buffer; strings are escaped a run of UTF-8
 * bytes at a time; a stack of the open containers detects cycles) produces the output of
 * CPython's encoder (c_make_encoder, and json.encoder's _make_iterencode when indent is given):
 * key coercion, float reprs, ensure_ascii escapes, circular reference detection, default= and
 * sort_keys.
 *
 * load/dump (file objects) and the JSONEncoder/JSONDecoder classes are not provided.
 */
#include <math.h>
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"
#include "np_runtime.h"

/* ---------------------------------------------------------------- module objects */

// Interns [name] and stores [v] under it in module [m]'s namespace.
static bool mod_set(NpVM *vm, NpModuleObj *m, const char *name, NpValue v) {
    NpStr *key = np_intern_cstr(vm, name);
    return key && np_dict_set_str(vm, m->globals, key, v);
}

// The JSONDecodeError type of the json module that native [self] (argv[0]) belongs to.
static NpType *decode_error_type(NpVM *vm, NpValue module) {
    NpModuleObj *m = (NpModuleObj *)NP_AS_OBJ(module);
    NpStr *key = np_intern_cstr(vm, "JSONDecodeError");
    NpValue t = key ? np_dict_get_str(m->globals, key) : np_undef();
    return NP_IS_TYPE(t) ? NP_AS_TYPE(t) : vm->types[NP_TYPE_VALUEERROR];
}

// Sets attribute [name] of exception [e] (creating its attribute dict when needed).
static bool exc_set(NpVM *vm, NpException *e, const char *name, NpValue v) {
    if (!e->attrs) {
        e->attrs = np_dict_new(vm);
        if (!e->attrs) return false;
    }
    NpStr *key = np_intern_cstr(vm, name);
    return key && np_dict_set_str(vm, e->attrs, key, v);
}

// Makes a JSONDecodeError of type [t] for message [msg] at code point [pos] of [doc], with the
// attributes msg, doc, pos, lineno and colno, as json.decoder.JSONDecodeError.__init__ does.
static bool make_decode_error(NpVM *vm, NpType *t, NpStr *msg, NpStr *doc, int64_t pos,
                              NpValue *out) {
    // lineno = doc.count('\n', 0, pos) + 1; colno = pos - doc.rindex('\n', 0, pos).
    int64_t lineno = 1, last_nl = -1, cp = 0;
    for (size_t i = 0; i < doc->len && cp < pos; i++) {
        unsigned char c = (unsigned char)doc->data[i];
        if ((c & 0xC0) == 0x80) continue;
        if (c == '\n') {
            lineno++;
            last_nl = cp;
        }
        cp++;
    }
    int64_t colno = lineno == 1 ? pos + 1 : pos - last_nl;
    NpBuf b;
    np_buf_init(&b, vm);
    np_buf_append_str(&b, msg);
    np_buf_appendf(&b, ": line %lld column %lld (char %lld)", (long long)lineno,
                   (long long)colno, (long long)pos);
    NpStr *full = np_buf_finish(&b);
    if (!full) return false;
    NpValue fv = np_obj(&full->hdr);
    NpTuple *args = np_tuple_from(vm, &fv, 1);
    if (!args) return false;
    NpException *e = np_exc_new(vm, t, args);
    if (!e || !exc_set(vm, e, "msg", np_obj(&msg->hdr)) ||
        !exc_set(vm, e, "doc", np_obj(&doc->hdr)) || !exc_set(vm, e, "pos", np_int(pos)) ||
        !exc_set(vm, e, "lineno", np_int(lineno)) || !exc_set(vm, e, "colno", np_int(colno)))
        return false;
    *out = np_obj(&e->hdr);
    return true;
}

// JSONDecodeError(msg, doc, pos): the constructor scripts can call.
static bool decode_error_construct(NpVM *vm, NpType *t, int argc, NpValue *argv,
                                   NpTuple *kwnames, NpValue *out) {
    static const char *const names[] = {"msg", "doc", "pos"};
    NpValue a[3];
    if (!np_args_bind(vm, "JSONDecodeError", argc, argv, kwnames, names, 3, 3, 3, a))
        return false;
    if (!NP_IS_STR(a[0]) || !NP_IS_STR(a[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "JSONDecodeError() msg and doc must be str");
    int64_t pos;
    if (!nplib_as_ssize(vm, a[2], &pos)) return false;
    if (pos < 0 || pos > (int64_t)NP_AS_STR(a[1])->ncp)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "JSONDecodeError() pos out of range");
    return make_decode_error(vm, t, NP_AS_STR(a[0]), NP_AS_STR(a[1]), pos, out);
}

/* ---------------------------------------------------------------- decoder
 *
 * One pass over the document's bytes with an explicit stack of the containers still open
 * (decode_document), no recursion: a value is read where one must start (read_value: a scalar,
 * or an opening bracket, which pushes a container), then handed to the innermost open
 * container (or returned when none is open), after which a ',' asks for the next member and
 * a closing bracket completes the container, itself a value handed on the same way. Every
 * error is the first one CPython's decoder reports, at the same position.
 */

// State of one loads() call.
typedef struct Decoder {
    NpVM *vm;
    // The document and its bytes.
    NpStr *doc;
    const char *s;
    size_t len;
    // strict=False allows control characters inside strings.
    bool strict;
    // The optional hooks (UNDEF when not given).
    NpValue object_hook, object_pairs_hook, parse_float, parse_int, parse_constant;
    // The most containers that may be open at once (CPython's recursion check).
    int max_depth;
    NpType *err_type;
    // A \uXXXX surrogate that no other escape completed to a pair (CPython makes it a str
    // character, which Nearly's str cannot hold): the first one, kept until the document turns
    // out valid or a hook would see it, and then raised (lone_surrogate), so that any syntax
    // error of the document is reported first as CPython would.
    bool has_lone;
    uint32_t lone;
} Decoder;

// Raises JSONDecodeError [msg] at byte offset [at]; returns false.
static bool dec_error(Decoder *d, const char *msg, size_t at) {
    NpStr *m = np_str_from_cstr(d->vm, msg);
    if (!m) return false;
    int64_t pos = (int64_t)nplib_cp_count(d->doc, at);
    NpValue e;
    if (!make_decode_error(d->vm, d->err_type, m, d->doc, pos, &e)) return false;
    return np_raise_value(d->vm, e);
}

// The ValueError of a pending lone surrogate (true when there is none).
static bool lone_surrogate(Decoder *d) {
    if (!d->has_lone) return true;
    return np_raisef(d->vm, NP_TYPE_VALUEERROR,
                     "lone surrogate \\u%04x in JSON string is not supported", (unsigned)d->lone);
}

static bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// The offset of the first byte from [i] that is not JSON whitespace; inline, as most calls
// find none.
static inline size_t skip_ws(const Decoder *d, size_t i) {
    while (i < d->len && is_ws(d->s[i])) i++;
    return i;
}

// True when byte [i] exists and is [c].
static bool byte_is(const Decoder *d, size_t i, char c) { return i < d->len && d->s[i] == c; }

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Value of hex digit [c], or -1.
static int hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// Reads 4 hex digits at [i] (which the caller has checked exist) into [*cp]; false when one is
// not a hex digit.
static bool read_hex4(const Decoder *d, size_t i, uint32_t *cp) {
    uint32_t v = 0;
    for (size_t k = 0; k < 4; k++) {
        int h = hexval(d->s[i + k]);
        if (h < 0) return false;
        v = v * 16 + (uint32_t)h;
    }
    *cp = v;
    return true;
}

/* Strings. */

// Appends code point [cp] to [b] as UTF-8; a surrogate is noted as pending (Decoder.lone) and
// left out.
static void put_code_point(Decoder *d, NpBuf *b, uint32_t cp) {
    if (cp >= 0xD800 && cp <= 0xDFFF) {
        if (!d->has_lone) d->lone = cp;
        d->has_lone = true;
        return;
    }
    char enc[4];
    np_buf_append(b, enc, (size_t)np_utf8_encode(cp, enc));
}

// The \uXXXX escape whose 'u' is at [u]: four hex digits with at least one more character
// after them (the closing quote, at the least), else "Invalid \uXXXX escape" at the 'u'. A
// high surrogate directly followed by a \uXXXX low surrogate, with a character after that, is
// joined with it into one code point. Returns the offset after the escape (or the pair), 0
// with the error raised.
static size_t read_u_escape(Decoder *d, size_t u, NpBuf *b) {
    uint32_t cp, low;
    if (u + 5 >= d->len || !read_hex4(d, u + 1, &cp)) return dec_error(d, "Invalid \\uXXXX escape", u);
    size_t after = u + 5;
    bool high = cp >= 0xD800 && cp <= 0xDBFF;
    if (high && after + 6 < d->len && d->s[after] == '\\' && d->s[after + 1] == 'u') {
        if (!read_hex4(d, after + 2, &low)) return dec_error(d, "Invalid \\uXXXX escape", after + 1);
        if (low >= 0xDC00 && low <= 0xDFFF) {
            put_code_point(d, b, 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00));
            return after + 6;
        }
    }
    put_code_point(d, b, cp);
    return after;
}

// The escape whose backslash is at [bs], in the string opened at [open]: appends what it
// stands for to [b] and returns the offset after it, 0 with the error raised.
static size_t read_escape(Decoder *d, size_t open, size_t bs, NpBuf *b) {
    static const char names[] = "\"\\/bfnrt", meanings[] = "\"\\/\b\f\n\r\t";
    size_t at = bs + 1;
    if (at >= d->len) return dec_error(d, "Unterminated string starting at", open);
    char c = d->s[at];
    if (c == 'u') return read_u_escape(d, at, b);
    const char *hit = c ? memchr(names, c, sizeof names - 1) : NULL;
    if (!hit) return dec_error(d, "Invalid \\escape", bs);
    np_buf_append(b, meanings + (hit - names), 1);
    return at + 1;
}

// The end of the run of string bytes from [i] that need no attention: it stops at a quote, a
// backslash, the end of the document, or (when strict) a control character.
static inline size_t plain_run(const Decoder *d, size_t i) {
    const unsigned char *s = (const unsigned char *)d->s;
    size_t n = d->len;
    if (d->strict) {
        while (i < n && s[i] != '"' && s[i] != '\\' && s[i] >= 0x20) i++;
    } else {
        while (i < n && s[i] != '"' && s[i] != '\\') i++;
    }
    return i;
}

// The rest of a string literal opened at [open] whose first plain run ends at [at], which is
// not its closing quote: the plain runs and decoded escapes are gathered in a buffer.
static bool read_string_rest(Decoder *d, size_t open, size_t at, size_t *end, NpValue *out) {
    NpBuf b;
    np_buf_init(&b, d->vm);
    size_t from = open + 1;
    while (!byte_is(d, at, '"')) {
        size_t next = 0;
        if (at >= d->len) {
            dec_error(d, "Unterminated string starting at", open);
        } else if (d->s[at] != '\\') {
            dec_error(d, "Invalid control character at", at);
        } else {
            np_buf_append(&b, d->s + from, at - from);
            next = read_escape(d, open, at, &b);
        }
        if (!next) {
            np_buf_free(&b);
            return false;
        }
        from = next;
        at = plain_run(d, from);
    }
    *end = at + 1;
    np_buf_append(&b, d->s + from, at - from);
    NpStr *r = np_buf_finish(&b);
    if (!r) return false;
    *out = np_obj(&r->hdr);
    return true;
}

// The string literal whose opening quote is at byte [open]; *end is the offset after its
// closing quote. One without escapes (the usual case) is copied in one piece.
static inline bool read_string(Decoder *d, size_t open, size_t *end, NpValue *out) {
    size_t at = plain_run(d, open + 1);
    if (!byte_is(d, at, '"')) return read_string_rest(d, open, at, end, out);
    NpStr *r = np_str_new(d->vm, d->s + open + 1, at - open - 1);
    if (!r) return false;
    *end = at + 1;
    *out = np_obj(&r->hdr);
    return true;
}

/* Scalars. */

// Calls hook [fn] with one argument [arg] (a pending lone surrogate is raised instead: the
// hook would have seen it).
static bool call_hook(Decoder *d, NpValue fn, NpValue arg, NpValue *out) {
    NpVM *vm = d->vm;
    if (!lone_surrogate(d) || !np_push_root(vm, arg)) return false;
    bool ok = np_call(vm, fn, 1, &arg, NULL, out);
    np_pop_roots(vm, 1);
    return ok;
}

// Calls hook [fn] on the source text of bytes [from, to).
static bool call_on_text(Decoder *d, NpValue fn, size_t from, size_t to, NpValue *out) {
    NpStr *t = np_str_new(d->vm, d->s + from, to - from);
    return t && call_hook(d, fn, np_obj(&t->hdr), out);
}

// The end of the run of decimal digits that starts at s[i] (i itself when there is none).
static size_t digit_run(const Decoder *d, size_t i) {
    while (i < d->len && is_digit(d->s[i])) i++;
    return i;
}

/* A JSON number at s[start] ('-' or a digit): an optional '-', then "0" or a nonzero digit
 * with the digits after it, then a fraction and an exponent, each taken only when at least
 * one digit follows its '.' or 'e' (and sign); otherwise the number ends before it. A '-'
 * without a digit is no value at all ("Expecting value" at start). */
static bool match_number(Decoder *d, size_t start, size_t *end, NpValue *out) {
    size_t i = start + (d->s[start] == '-');
    if (i >= d->len || !is_digit(d->s[i])) return dec_error(d, "Expecting value", start);
    i = d->s[i] == '0' ? i + 1 : digit_run(d, i);
    bool is_float = false;
    if (i + 1 < d->len && d->s[i] == '.' && is_digit(d->s[i + 1])) {
        is_float = true;
        i = digit_run(d, i + 1);
    }
    if (i < d->len && (d->s[i] == 'e' || d->s[i] == 'E')) {
        size_t digits = i + 1;
        if (digits < d->len && (d->s[digits] == '-' || d->s[digits] == '+')) digits++;
        size_t stop = digit_run(d, digits);
        if (stop > digits) {
            is_float = true;
            i = stop;
        }
    }
    *end = i;
    size_t n = i - start;
    if (is_float) {
        if (!NP_IS_UNDEF(d->parse_float)) return call_on_text(d, d->parse_float, start, i, out);
        double v;
        if (!np_float_parse(d->vm, d->s + start, n, &v)) return false;
        *out = np_float(v);
        return true;
    }
    if (!NP_IS_UNDEF(d->parse_int)) return call_on_text(d, d->parse_int, start, i, out);
    if (n <= 18) {
        int64_t v = 0;
        size_t k = start + (d->s[start] == '-');
        for (; k < i; k++) v = v * 10 + (d->s[k] - '0');
        *out = np_int(d->s[start] == '-' ? -v : v);
        return true;
    }
    return np_int_parse(d->vm, d->s + start, n, 10, out);
}

// True when the document has the ASCII text [word] at [idx].
static bool has_word(const Decoder *d, size_t idx, const char *word) {
    size_t n = strlen(word);
    return idx + n <= d->len && memcmp(d->s + idx, word, n) == 0;
}

// The literal names a value may be: JSON's three and the float constants Python accepts.
static const struct {
    const char *word;
    NpTag tag;  // NONE, BOOL or FLOAT
    double f;
} json_words[] = {
    {"null", NP_T_NONE, 0},         {"true", NP_T_BOOL, 1},           {"false", NP_T_BOOL, 0},
    {"NaN", NP_T_FLOAT, NAN},       {"Infinity", NP_T_FLOAT, INFINITY},
    {"-Infinity", NP_T_FLOAT, -INFINITY},
};

// A literal name at [at] (json_words): 1 with the value, 0 when none is there, -1 on error
// (parse_constant raised).
static int read_word(Decoder *d, size_t at, size_t *end, NpValue *out) {
    for (size_t k = 0; k < sizeof json_words / sizeof json_words[0]; k++) {
        const char *w = json_words[k].word;
        if (d->s[at] != w[0] || !has_word(d, at, w)) continue;
        *end = at + strlen(w);
        switch (json_words[k].tag) {
        case NP_T_NONE: *out = np_none(); return 1;
        case NP_T_BOOL: *out = np_bool(json_words[k].f != 0); return 1;
        default: break;
        }
        if (NP_IS_UNDEF(d->parse_constant)) {
            *out = np_float(json_words[k].f);
            return 1;
        }
        NpStr *s = np_str_from_cstr(d->vm, w);
        return s && call_hook(d, d->parse_constant, np_obj(&s->hdr), out) ? 1 : -1;
    }
    return 0;
}

// A value that is not a container at [at]: a string, a literal name or a number.
static bool read_scalar(Decoder *d, size_t at, size_t *end, NpValue *out) {
    if (at >= d->len) return dec_error(d, "Expecting value", at);
    char c = d->s[at];
    if (c == '"') return read_string(d, at, end, out);
    if (c == '-' || is_digit(c)) {
        int w = c == '-' ? read_word(d, at, end, out) : 0;
        return w ? w > 0 : match_number(d, at, end, out);
    }
    int w = read_word(d, at, end, out);
    return w ? w > 0 : dec_error(d, "Expecting value", at);
}

/* Containers. */

// The containers open at one moment, [depth] of them: each one's list of members (an array's
// own result list; an object's keys and values, alternating) is a VM root, the one at level k
// in root slot base + k (hooks push and pop their own roots above them), and the bits of
// [objects] tell the objects (1) from the arrays (0), one per level.
typedef struct OpenSet {
    size_t base, depth;
    uint8_t objects[NP_MAX_NATIVE_DEPTH / 8 + 1];
} OpenSet;

// The members list of the container open at level [k].
static inline NpList *open_members(const Decoder *d, const OpenSet *o, size_t k) {
    return NP_AS_LIST(d->vm->roots[o->base + k]);
}

// Whether the container open at level [depth] is an object.
static inline bool open_is_object(const OpenSet *o, size_t depth) {
    return o->objects[depth >> 3] >> (depth & 7) & 1;
}

// Opens an object or array whose bracket is at [at]; RecursionError with CPython's message
// when max_depth containers are open already.
static bool open_container(Decoder *d, OpenSet *o, size_t at) {
    bool obj = d->s[at] == '{';
    size_t depth = o->depth;
    if (depth >= (size_t)d->max_depth)
        return np_raisef(d->vm, NP_TYPE_RECURSIONERROR,
                         "maximum recursion depth exceeded while decoding a JSON %s from a "
                         "unicode string", obj ? "object" : "array");
    NpList *members = np_list_new(d->vm, 0);
    if (!np_budget_charge(d->vm, 1) || !members || !np_push_root(d->vm, np_obj(&members->hdr)))
        return false;
    o->depth++;
    uint8_t bit = (uint8_t)(1u << (depth & 7));
    o->objects[depth >> 3] = obj ? o->objects[depth >> 3] | bit : o->objects[depth >> 3] & ~bit;
    return true;
}

// The value of a completed object from its members [m] (k0, v0, k1, v1, ...): a dict, or
// what object_pairs_hook (given a list of pairs) or object_hook (given the dict) returns.
static bool object_value(Decoder *d, NpList *m, NpValue *out) {
    NpVM *vm = d->vm;
    if (!NP_IS_UNDEF(d->object_pairs_hook)) {
        NpList *pairs = np_list_new(vm, m->n / 2);
        if (!pairs) return false;
        for (size_t k = 0; k + 1 < m->n; k += 2) {
            NpTuple *t = np_tuple_from(vm, m->items + k, 2);
            if (!t || !np_list_append(vm, pairs, np_obj(&t->hdr))) return false;
        }
        return call_hook(d, d->object_pairs_hook, np_obj(&pairs->hdr), out);
    }
    NpDict *dict = np_dict_new(vm);
    if (!dict) return false;
    for (size_t k = 0; k + 1 < m->n; k += 2)
        if (!np_dict_set(vm, dict, m->items[k], m->items[k + 1])) return false;
    if (!NP_IS_UNDEF(d->object_hook)) return call_hook(d, d->object_hook, np_obj(&dict->hdr), out);
    *out = np_obj(&dict->hdr);
    return true;
}

// Completes the innermost open container: *out is its value, and it is no longer open.
static bool close_container(Decoder *d, OpenSet *o, NpValue *out) {
    size_t top = o->depth - 1;
    NpList *m = open_members(d, o, top);
    bool ok = true;
    if (open_is_object(o, top))
        ok = object_value(d, m, out);
    else
        *out = np_obj(&m->hdr);
    if (ok && top > 0)
        ok = np_list_append(d->vm, open_members(d, o, top - 1), *out);
    np_pop_roots(d->vm, 1);
    o->depth = top;
    return ok;
}

// Reads an object member's key and its ':' from [at] (just past the '{' or the ',' and any
// whitespace) into the innermost object; *at moves to where the member's value starts.
static bool read_key(Decoder *d, OpenSet *o, size_t *at) {
    size_t i = *at, end;
    NpValue key;
    if (!byte_is(d, i, '"'))
        return dec_error(d, "Expecting property name enclosed in double quotes", i);
    if (!read_string(d, i, &end, &key) ||
        !np_list_append(d->vm, open_members(d, o, o->depth - 1), key))
        return false;
    i = skip_ws(d, end);
    if (!byte_is(d, i, ':')) return dec_error(d, "Expecting ':' delimiter", i);
    *at = skip_ws(d, i + 1);
    return true;
}

/* Reads the value at [at] and everything it contains; *end is the offset after it. The loop's
 * state is where the next value starts ([at]); after a value, the innermost container decides
 * what comes next (a ',' and a member, its closing bracket, else an error). */
static bool read_document_value(Decoder *d, OpenSet *o, size_t at, size_t *end, NpValue *out) {
    for (;;) {
        NpValue v;
        char c = at < d->len ? d->s[at] : 0;
        bool closed = false;
        if (c == '[' || c == '{') {
            if (!open_container(d, o, at)) return false;
            at = skip_ws(d, at + 1);
            if (!byte_is(d, at, c == '[' ? ']' : '}')) {
                if (c == '{' && !read_key(d, o, &at)) return false;
                continue;
            }
            at++;
            if (!close_container(d, o, &v)) return false;
            closed = true;
        } else if (!read_scalar(d, at, &at, &v)) {
            return false;
        }
        // [v] ends before [at]: it belongs to the innermost open container (a closed one was
        // added to its parent already), and that decides what follows.
        for (;;) {
            size_t depth = o->depth;
            if (depth == 0) {
                *out = v;
                *end = at;
                return true;
            }
            NpList *members = open_members(d, o, depth - 1);
            if (!closed && !np_list_append(d->vm, members, v)) return false;
            bool obj = open_is_object(o, depth - 1);
            at = skip_ws(d, at);
            if (byte_is(d, at, ',')) {
                at = skip_ws(d, at + 1);
                if (obj && !read_key(d, o, &at)) return false;
                break;
            }
            if (!byte_is(d, at, obj ? '}' : ']')) return dec_error(d, "Expecting ',' delimiter", at);
            at++;
            if (!close_container(d, o, &v)) return false;
            closed = true;
        }
    }
}

// Decodes the whole document (json.decoder.JSONDecoder.decode).
static bool decode(Decoder *d, NpValue *out) {
    NpVM *vm = d->vm;
    if (d->len >= 3 && memcmp(d->s, "\xEF\xBB\xBF", 3) == 0)
        return dec_error(d, "Unexpected UTF-8 BOM (decode using utf-8-sig)", 0);
    if (!np_budget_charge(vm, (int64_t)(d->len / 64))) return false;
    OpenSet o;  // a bit per possible level: 376 bytes of C stack
    o.base = vm->nroots;
    o.depth = 0;
    size_t end = 0;
    bool ok = read_document_value(d, &o, skip_ws(d, 0), &end, out);
    np_pop_roots(vm, vm->nroots - o.base);  // the containers left open by an error
    if (ok && (end = skip_ws(d, end)) != d->len) ok = dec_error(d, "Extra data", end);
    return ok && lone_surrogate(d);
}

// Stores an optional hook argument, treating None as absent (as CPython does).
static NpValue hook(NpValue v) { return NP_IS_NONE(v) ? np_undef() : v; }

// loads/dumps with a cls= other than None: the same arguments go to the Python half's [name]
// (_loads_cls/_dumps_cls in stdlib/np_lib_json.py), which calls cls(**kw).decode/encode.
static bool call_with_cls(NpVM *vm, NpValue mod, const char *name, int argc, NpValue *argv,
                          NpTuple *kwnames, NpValue *out) {
    NpStr *key = np_intern_cstr(vm, name);
    if (!key) return false;
    NpValue fn = np_dict_get_str(((NpModuleObj *)NP_AS_OBJ(mod))->globals, key);
    if (NP_IS_UNDEF(fn)) return np_raisef(vm, NP_TYPE_TYPEERROR, "cls= is not supported");
    return np_call(vm, fn, argc - 1, argv + 1, kwnames, out);
}

// json.loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
// parse_constant=None, object_pairs_hook=None, strict=True). argv[0] is the module.
static bool json_loads(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    static const char *const names[] = {"s",         "cls",           "object_hook",
                                        "parse_float", "parse_int",   "parse_constant",
                                        "object_pairs_hook", "strict"};
    NpValue a[8];
    if (!np_args_bind_py(vm, "loads", argc - 1, argv + 1, kwnames, names, 8, 1, 1, a)) return false;
    if (!NP_IS_UNDEF(a[1]) && !NP_IS_NONE(a[1]))
        return call_with_cls(vm, argv[0], "_loads_cls", argc, argv, kwnames, out);
    if (!NP_IS_STR(a[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "the JSON object must be str, bytes or bytearray, not %s",
                         np_type_name(vm, a[0]));
    Decoder d;
    memset(&d, 0, sizeof d);
    d.vm = vm;
    d.doc = NP_AS_STR(a[0]);
    d.s = d.doc->data;
    d.len = d.doc->len;
    d.object_hook = hook(a[2]);
    d.parse_float = hook(a[3]);
    d.parse_int = hook(a[4]);
    d.parse_constant = hook(a[5]);
    d.object_pairs_hook = hook(a[6]);
    bool strict = true;
    if (!NP_IS_UNDEF(a[7]) && !np_truthy(vm, a[7], &strict)) return false;
    d.strict = strict;
    // CPython: the recursion limit minus the Python frames of loads/decode/raw_decode.
    d.max_depth = vm->recursion_limit - 4 - vm->nframes;
    if (d.max_depth > NP_MAX_NATIVE_DEPTH) d.max_depth = NP_MAX_NATIVE_DEPTH;
    d.err_type = decode_error_type(vm, argv[0]);
    return decode(&d, out);
}

/* ---------------------------------------------------------------- encoder */

// Calls [fn] with one argument [arg] (default=).
static bool call1(NpVM *vm, NpValue fn, NpValue arg, NpValue *out) {
    if (!np_push_root(vm, arg)) return false;
    bool ok = np_call(vm, fn, 1, &arg, NULL, out);
    np_pop_roots(vm, 1);
    return ok;
}

// State of one dumps() call.
typedef struct Encoder {
    NpVM *vm;
    NpBuf b;
    bool skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys;
    // The indent string (NULL for compact output) and the separators.
    NpStr *indent;
    NpStr *item_sep, *key_sep;
    NpValue default_fn;
    int depth, max_depth;
    // Containers being encoded (circular reference detection), [nstack] of them.
    NpObject **stack;
    size_t nstack, stack_cap;
} Encoder;

// Appends [s] as a JSON string literal with CPython's escapes.
static void enc_string(Encoder *e, const NpStr *s) {
    NpBuf *b = &e->b;
    np_buf_append(b, "\"", 1);
    const char *p = s->data, *endp = s->data + s->len;
    const char *run = p;
    while (p < endp) {
        unsigned char c = (unsigned char)*p;
        // Printable ASCII other than '"' and '\\' is copied as it is (most bytes).
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
            p++;
            continue;
        }
        const char *esc = NULL;
        switch (c) {
        case '"': esc = "\\\""; break;
        case '\\': esc = "\\\\"; break;
        case '\n': esc = "\\n"; break;
        case '\r': esc = "\\r"; break;
        case '\t': esc = "\\t"; break;
        case '\b': esc = "\\b"; break;
        case '\f': esc = "\\f"; break;
        default: break;
        }
        bool plain = !esc && c >= 0x20 && (c < 0x7f || (!e->ensure_ascii && c >= 0x7f));
        if (plain) {
            p++;
            continue;
        }
        np_buf_append(b, run, (size_t)(p - run));
        if (esc) {
            np_buf_appendc(b, esc);
            p++;
        } else {
            const char *q = p;
            uint32_t cp = np_utf8_decode(&q);
            p = q;
            if (cp >= 0x10000) {
                uint32_t v = cp - 0x10000;
                np_buf_appendf(b, "\\u%04x\\u%04x", 0xD800 | (v >> 10), 0xDC00 | (v & 0x3FF));
            } else {
                np_buf_appendf(b, "\\u%04x", cp);
            }
        }
        run = p;
    }
    np_buf_append(b, run, (size_t)(p - run));
    np_buf_append(b, "\"", 1);
}

// Appends float [d] as CPython's encoder does (float.__repr__, NaN, Infinity, -Infinity).
static bool enc_float(Encoder *e, double d) {
    if (isnan(d) || isinf(d)) {
        if (!e->allow_nan)
            return np_raisef(e->vm, NP_TYPE_VALUEERROR,
                             "Out of range float values are not JSON compliant");
        np_buf_appendc(&e->b, isnan(d) ? "NaN" : d > 0 ? "Infinity" : "-Infinity");
        return true;
    }
    char buf[40];
    int n = np_float_repr_buf(d, buf);
    np_buf_append(&e->b, buf, (size_t)n);
    return true;
}

// Appends an int (small or big).
static bool enc_int(Encoder *e, NpValue v) {
    if (NP_IS_BIGINT(v)) {
        NpStr *s = np_int_to_str(e->vm, v);
        if (!s) return false;
        np_buf_append_str(&e->b, s);
        return true;
    }
    // Digits written backwards from the end of a small buffer (no printf per int).
    char tmp[24], *d = tmp + sizeof tmp;
    uint64_t u = v.u.i < 0 ? 0 - (uint64_t)v.u.i : (uint64_t)v.u.i;
    do {
        *--d = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v.u.i < 0)
        *--d = '-';
    np_buf_append(&e->b, d, (size_t)(tmp + sizeof tmp - d));
    return true;
}

// Appends a newline and the indent repeated [level] times (indent mode only).
static void enc_newline(Encoder *e, int level) {
    np_buf_append(&e->b, "\n", 1);
    for (int i = 0; i < level; i++) np_buf_append_str(&e->b, e->indent);
}

// Pushes container [o] on the circular-check stack: ValueError when it is already there.
static bool enc_push(Encoder *e, NpObject *o) {
    if (!e->check_circular) return true;
    for (size_t i = 0; i < e->nstack; i++)
        if (e->stack[i] == o)
            return np_raisef(e->vm, NP_TYPE_VALUEERROR, "Circular reference detected");
    if (e->nstack == e->stack_cap) {
        size_t ncap = e->stack_cap ? e->stack_cap * 2 : 16;
        NpObject **s = np_mem_realloc(e->vm, e->stack, e->stack_cap * sizeof *s, ncap * sizeof *s);
        if (!s) return false;
        e->stack = s;
        e->stack_cap = ncap;
    }
    e->stack[e->nstack++] = o;
    return true;
}

static void enc_pop(Encoder *e) {
    if (e->check_circular) e->nstack--;
}

static bool enc_value(Encoder *e, NpValue v, int level);

// Encodes a container or a default() result one nesting level down, with CPython's
// recursion check (empty containers count too).
static bool enc_nested(Encoder *e, NpValue v, int level) {
    if (!NP_IS_OBJ(v) || NP_IS_STR(v) || NP_IS_BIGINT(v)) return enc_value(e, v, level);
    if (e->depth + 1 > e->max_depth)
        return np_raisef(e->vm, NP_TYPE_RECURSIONERROR,
                         "maximum recursion depth exceeded while encoding a JSON object");
    e->depth++;
    bool ok = enc_value(e, v, level);
    e->depth--;
    return ok;
}

// Encodes the [n] items of a list or tuple.
static bool enc_array(Encoder *e, NpValue seq, int level) {
    NpObject *o = NP_AS_OBJ(seq);
    size_t n = NP_IS_LIST(seq) ? NP_AS_LIST(seq)->n : NP_AS_TUPLE(seq)->n;
    if (n == 0) {
        np_buf_append(&e->b, "[]", 2);
        return true;
    }
    if (!enc_push(e, o)) return false;
    np_buf_append(&e->b, "[", 1);
    if (e->indent) enc_newline(e, level + 1);
    for (size_t i = 0;; i++) {
        // Re-read: default() may have changed the list meanwhile.
        size_t cur = NP_IS_LIST(seq) ? NP_AS_LIST(seq)->n : NP_AS_TUPLE(seq)->n;
        if (i >= cur) break;
        if (i > 0) {
            np_buf_append_str(&e->b, e->item_sep);
            if (e->indent) enc_newline(e, level + 1);
        }
        NpValue item = NP_IS_LIST(seq) ? NP_AS_LIST(seq)->items[i] : NP_AS_TUPLE(seq)->items[i];
        if (!enc_nested(e, item, level + 1)) return false;
    }
    if (e->indent) enc_newline(e, level);
    np_buf_append(&e->b, "]", 1);
    enc_pop(e);
    return true;
}

// Appends dict key [k] coerced to a string as CPython does; *skip is set for keys skipkeys
// drops.
static bool enc_key(Encoder *e, NpValue k, bool *skip) {
    *skip = false;
    if (NP_IS_STR(k)) {
        enc_string(e, NP_AS_STR(k));
        return true;
    }
    np_buf_append(&e->b, "\"", 1);
    if (NP_IS_FLOAT(k)) {
        if (!enc_float(e, k.u.f)) return false;
    } else if (NP_IS_BOOL(k)) {
        np_buf_appendc(&e->b, k.u.i ? "true" : "false");
    } else if (NP_IS_NONE(k)) {
        np_buf_appendc(&e->b, "null");
    } else if (NP_IS_INT(k) || NP_IS_BIGINT(k)) {
        if (!enc_int(e, k)) return false;
    } else {
        e->b.len--;  // drop the quote
        if (e->skipkeys) {
            *skip = true;
            return true;
        }
        return np_raisef(e->vm, NP_TYPE_TYPEERROR,
                         "keys must be str, int, float, bool or None, not %s",
                         np_type_name(e->vm, k));
    }
    np_buf_append(&e->b, "\"", 1);
    return true;
}

// Encodes a dict from a rooted snapshot of its items (default() may run Python code).
static bool enc_dict(Encoder *e, NpValue dv, int level) {
    NpVM *vm = e->vm;
    NpDict *d = NP_AS_DICT(dv);
    if (d->n == 0) {
        np_buf_append(&e->b, "{}", 2);
        return true;
    }
    if (!enc_push(e, NP_AS_OBJ(dv))) return false;
    NpList *keys = np_list_new(vm, d->n);
    if (!keys) return false;
    size_t pos = 0;
    NpValue k, v;
    while (np_dict_next(d, &pos, &k, &v))
        if (!np_list_append(vm, keys, k)) return false;
    NpList *vals = np_list_new(vm, keys->n);
    if (!vals || !np_push_root(vm, np_obj(&keys->hdr))) return false;
    if (!np_push_root(vm, np_obj(&vals->hdr))) {
        np_pop_roots(vm, 1);
        return false;
    }
    bool ok = false;
    if (e->sort_keys && !np_list_sort(vm, keys, np_undef(), false)) goto done;
    for (size_t i = 0; i < keys->n; i++) {
        bool found;
        if (!np_dict_get(vm, d, keys->items[i], &v, &found)) goto done;
        if (!np_list_append(vm, vals, found ? v : np_none())) goto done;
    }
    np_buf_append(&e->b, "{", 1);
    if (e->indent) enc_newline(e, level + 1);
    bool first = true;
    for (size_t i = 0; i < keys->n; i++) {
        size_t mark = e->b.len;
        if (!first) {
            np_buf_append_str(&e->b, e->item_sep);
            if (e->indent) enc_newline(e, level + 1);
        }
        bool skip;
        if (!enc_key(e, keys->items[i], &skip)) goto done;
        if (skip) {
            e->b.len = mark;
            continue;
        }
        first = false;
        np_buf_append_str(&e->b, e->key_sep);
        if (!enc_nested(e, vals->items[i], level + 1)) goto done;
    }
    if (e->indent) enc_newline(e, level);
    np_buf_append(&e->b, "}", 1);
    enc_pop(e);
    ok = true;
done:
    np_pop_roots(vm, 2);
    return ok;
}

// Encodes any value; unknown objects go through default= (or TypeError).
static bool enc_value(Encoder *e, NpValue v, int level) {
    NpVM *vm = e->vm;
    if (e->b.failed) return np_raise_nomem(vm);
    switch (v.tag) {
    case NP_T_NONE: np_buf_appendc(&e->b, "null"); return true;
    case NP_T_BOOL: np_buf_appendc(&e->b, v.u.i ? "true" : "false"); return true;
    case NP_T_INT: return enc_int(e, v);
    case NP_T_FLOAT: return enc_float(e, v.u.f);
    default: break;
    }
    if (NP_IS_STR(v)) {
        enc_string(e, NP_AS_STR(v));
        return true;
    }
    if (NP_IS_BIGINT(v)) return enc_int(e, v);
    if (NP_IS_LIST(v) || NP_IS_TUPLE(v)) return enc_array(e, v, level);
    if (NP_IS_DICT(v)) return enc_dict(e, v, level);
    if (NP_IS_UNDEF(e->default_fn))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "Object of type %s is not JSON serializable",
                         np_type_name(vm, v));
    if (!enc_push(e, NP_IS_OBJ(v) ? NP_AS_OBJ(v) : NULL)) return false;
    NpValue r;
    if (!call1(vm, e->default_fn, v, &r) || !np_push_root(vm, r)) return false;
    bool ok = enc_nested(e, r, level);
    np_pop_roots(vm, 1);
    if (ok) enc_pop(e);
    return ok;
}

// The str of an indent argument: an int n gives n spaces, a str is used as is.
static bool indent_arg(NpVM *vm, NpValue v, NpStr **out) {
    if (NP_IS_UNDEF(v) || NP_IS_NONE(v)) {
        *out = NULL;
        return true;
    }
    if (NP_IS_STR(v)) {
        *out = NP_AS_STR(v);
        return true;
    }
    if (NP_IS_INT(v) || NP_IS_BOOL(v)) {
        int64_t n = v.u.i < 0 ? 0 : v.u.i;
        if (n > 1 << 20) return np_raise_nomem(vm);
        NpStr *sp = np_str_from_cstr(vm, " ");
        *out = sp ? np_str_repeat(vm, sp, n) : NULL;
        return *out != NULL;
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "can't multiply sequence by non-int of type '%s'",
                     np_type_name(vm, v));
}

// Reads separators=(item_separator, key_separator).
static bool separators_arg(NpVM *vm, NpValue v, Encoder *e) {
    NpList *l = np_list_from_iter(vm, v);
    if (!l) return false;
    if (l->n > 2)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "too many values to unpack (expected 2)");
    if (l->n < 2)
        return np_raisef(vm, NP_TYPE_VALUEERROR,
                         "not enough values to unpack (expected 2, got %zu)", l->n);
    if (!NP_IS_STR(l->items[0]) || !NP_IS_STR(l->items[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "make_encoder() argument 6 must be str, not %s",
                         np_type_name(vm, NP_IS_STR(l->items[0]) ? l->items[1] : l->items[0]));
    e->item_sep = NP_AS_STR(l->items[0]);
    e->key_sep = NP_AS_STR(l->items[1]);
    return true;
}

// Reads a boolean keyword argument with default [dflt].
static bool flag_arg(NpVM *vm, NpValue v, bool dflt, bool *out) {
    if (NP_IS_UNDEF(v)) {
        *out = dflt;
        return true;
    }
    return np_truthy(vm, v, out);
}

// json.dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
// cls=None, indent=None, separators=None, default=None, sort_keys=False).
static bool json_dumps(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    static const char *const names[] = {"obj",       "skipkeys", "ensure_ascii", "check_circular",
                                        "allow_nan", "cls",      "indent",       "separators",
                                        "default",   "sort_keys"};
    NpValue a[10];
    if (!np_args_bind_py(vm, "dumps", argc - 1, argv + 1, kwnames, names, 10, 1, 1, a))
        return false;
    if (!NP_IS_UNDEF(a[5]) && !NP_IS_NONE(a[5]))
        return call_with_cls(vm, argv[0], "_dumps_cls", argc, argv, kwnames, out);
    Encoder e;
    memset(&e, 0, sizeof e);
    e.vm = vm;
    if (!flag_arg(vm, a[1], false, &e.skipkeys) || !flag_arg(vm, a[2], true, &e.ensure_ascii) ||
        !flag_arg(vm, a[3], true, &e.check_circular) ||
        !flag_arg(vm, a[4], true, &e.allow_nan) || !flag_arg(vm, a[9], false, &e.sort_keys) ||
        !indent_arg(vm, a[6], &e.indent))
        return false;
    e.item_sep = np_str_from_cstr(vm, e.indent ? "," : ", ");
    e.key_sep = np_str_from_cstr(vm, ": ");
    if (!e.item_sep || !e.key_sep) return false;
    if (!NP_IS_UNDEF(a[7]) && !NP_IS_NONE(a[7]) && !separators_arg(vm, a[7], &e)) return false;
    e.default_fn = hook(a[8]);
    // Strings made above are only reachable from here: keep them alive across default().
    NpTuple *keep = np_tuple_new(vm, 3);
    if (!keep) return false;
    keep->items[0] = np_obj(&e.item_sep->hdr);
    keep->items[1] = np_obj(&e.key_sep->hdr);
    keep->items[2] = e.indent ? np_obj(&e.indent->hdr) : np_none();
    if (!np_push_root(vm, np_obj(&keep->hdr))) return false;
    e.max_depth = vm->recursion_limit - 4 - vm->nframes;
    if (e.max_depth > NP_MAX_NATIVE_DEPTH) e.max_depth = NP_MAX_NATIVE_DEPTH;
    np_buf_init(&e.b, vm);
    bool ok = enc_nested(&e, a[0], 0);
    np_pop_roots(vm, 1);
    np_mem_realloc(vm, e.stack, e.stack_cap * sizeof *e.stack, 0);
    if (!ok) {
        np_buf_free(&e.b);
        return false;
    }
    if (!np_budget_charge(vm, (int64_t)(e.b.len / 64))) {
        np_buf_free(&e.b);
        return false;
    }
    NpStr *s = np_buf_finish(&e.b);
    if (!s) return false;
    *out = np_obj(&s->hdr);
    return true;
}

// json.load/json.dump need file objects, which Nearly does not have.
static bool json_nofile(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    return np_raisef(vm, NP_TYPE_NOTIMPLEMENTEDERROR,
                     "json.load()/json.dump() need file objects, which Nearly does not have; "
                     "use json.loads()/json.dumps()");
}

/* ---------------------------------------------------------------- registration */

// Makes json.decoder.JSONDecodeError, a subclass of ValueError.
static NpType *make_error_type(NpVM *vm) {
    // The qualified name carries the module so tracebacks and reprs read as CPython's.
    NpType *t = np_builtin_type_new(vm, "JSONDecodeError", "json.decoder.JSONDecodeError",
                                    vm->types[NP_TYPE_VALUEERROR], OBJ_EXCEPTION,
                                    NP_TF_EXCEPTION | NP_TF_BASETYPE, sizeof(NpType));
    if (t) t->construct = decode_error_construct;
    return t;
}

// Fills the json module's namespace (called on first import). The functions are bound to the
// module so they can find its JSONDecodeError type.
// The Nearly Python half: JSONEncoder, JSONDecoder, _dumps_cls, _loads_cls.
static const char json_py_src[] =
#include "np_lib_json_py.h"
    ;

static bool json_init(NpVM *vm, NpModuleObj *m) {
    static const NpMethodDef funcs[] = {{"loads", json_loads, 0}, {"dumps", json_dumps, 0},
                                        {"load", json_nofile, 0}, {"dump", json_nofile, 0},
                                        {NULL, NULL, 0}};
    for (const NpMethodDef *d = funcs; d->name; d++) {
        NpNative *f = np_native_new(vm, d->name, d->fn, NULL);
        if (!f) return false;
        f->self = np_obj(&m->hdr);
        if (!mod_set(vm, m, d->name, np_obj(&f->hdr))) return false;
    }
    NpType *t = make_error_type(vm);
    return t && mod_set(vm, m, "JSONDecodeError", np_obj(&t->hdr)) &&
           nplib_exec_source(vm, m, json_py_src, "json.py");
}

bool nplib_register_json(NpVM *vm) { return npvm_register_module(vm, "json", json_init); }
