/*
 * np_serial.c - the canonical binary format of saved values (format described in np_serial.h),
 * its encoder, its decoder of untrusted bytes, markers for unsavable values, and XXH3-128
 * content addresses.
 *
 * Neither direction runs the script's Python code (decoding a module reference imports that
 * module, which runs only the module's own code, with the GC held). Functions are saved as the source text of their
 * definition and recompiled on load by the normal compiler (never as bytecode), inside a
 * synthesized wrapper that recreates their enclosing scopes, so a tampered store can at worst
 * produce a program the sandbox would run anyway. Dict keys and set members are only data or
 * objects hashed by identity, so hashing them never calls a user __hash__/__eq__. Allocation
 * never collects, so partial results need no GC roots while they are being built.
 */
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "np_compile.h"
#include "np_interp.h"
#include "np_parse.h"
#include "np_serial.h"

enum {
    T_NONE = 0x00,
    T_FALSE = 0x01,
    T_TRUE = 0x02,
    T_INT = 0x03,
    T_BIGINT = 0x04,
    T_FLOAT = 0x05,
    T_STR = 0x06,
    T_LIST = 0x07,
    T_TUPLE = 0x08,
    T_DICT = 0x09,
    T_SET = 0x0A,
    T_FROZENSET = 0x0B,
    T_REF = 0x0C,
    T_MARKER = 0x0D,
    T_XREF = 0x0E,
    T_BUILTIN = 0x0F,
    T_FUNC = 0x10,
    T_CELL = 0x11,
    T_CLASS = 0x12,
    T_INST = 0x13,
    T_BOUND = 0x14,
    T_WRAP = 0x15,
    T_EXT = 0x16,
    T_MODREF = 0x17,
    T_MDICT = 0x18,
    T_DCLASS = 0x19,
    T_BYTES = 0x1A,
    T_BYTEARRAY = 0x1B
};

static const uint8_t MAGIC[4] = {'N', 'P', 'V', NP_SERIAL_VERSION};

/* ---------------------------------------------------------------- content addresses */

NpHash np_hash_bytes(const void *data, size_t len) {
    XXH128_canonical_t c;
    XXH128_canonicalFromHash(&c, XXH3_128bits(data, len));
    NpHash h;
    memcpy(h.b, c.digest, 16);
    return h;
}

void np_hash_hex(const NpHash *h, char out[33]) {
    static const char digits[] = "0123456789abcdef";
    for (int i = 0; i < 16; i++) {
        out[2 * i] = digits[h->b[i] >> 4];
        out[2 * i + 1] = digits[h->b[i] & 15];
    }
    out[32] = '\0';
}

// The value of hex digit [c], or -1.
static int hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

bool np_hash_parse(const char *hex, NpHash *out) {
    if (!hex || strlen(hex) != 32) return false;
    for (int i = 0; i < 16; i++) {
        int hi = hexval(hex[2 * i]), lo = hexval(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) return false;
        out->b[i] = (uint8_t)(hi << 4 | lo);
    }
    return true;
}

/* ---------------------------------------------------------------- markers */

// A marker is an instance of the builtin type "unsaved_value" (NP_TYPE_UNSAVED) whose
// attribute dict holds the message under a key no attribute syntax can name.
#define MARKER_KEY " message"

bool np_serial_is_marker(NpValue v) {
    return NP_IS_KIND(v, OBJ_INSTANCE) && NP_OBJ(v)->type->builtin_id == NP_TYPE_UNSAVED;
}

// The message of marker [v], or NULL.
static NpStr *marker_msg(NpVM *vm, NpValue v) {
    if (!np_serial_is_marker(v)) return NULL;
    NpDict *a = ((NpInstance *)NP_AS_OBJ(v))->dict;
    NpStr *key = np_intern_cstr(vm, MARKER_KEY);
    NpValue m = a && key ? np_dict_get_str(a, key) : np_undef();
    return NP_IS_STR(m) ? NP_AS_STR(m) : NULL;
}

// Every special method of the marker type but __repr__: using the marker in any way (call,
// index, iterate, len, in, truth, arithmetic, a missing attribute, via np_serial_marker_raise) raises
// what it was.
static bool marker_use(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    (void)kwnames;
    (void)out;
    NpStr *m = argc ? marker_msg(vm, argv[0]) : NULL;
    return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "%s", m ? m->data : "unsaved value");
}

bool np_serial_marker_raise(NpVM *vm, NpValue v) {
    NpStr *m = marker_msg(vm, v);
    return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "%s", m ? m->data : "unsaved value");
}

// repr(marker): `<unsaved value: value 'g' (a generator) could not be saved between runs>`.
static bool marker_repr(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    (void)kwnames;
    NpStr *m = argc ? marker_msg(vm, argv[0]) : NULL;
    char buf[480];
    snprintf(buf, sizeof buf, "<unsaved value: %s>", m ? m->data : "?");
    NpStr *s = np_str_from_cstr(vm, buf);
    if (!s) return false;
    *out = np_obj(&s->hdr);
    return true;
}

// Gives the marker type its special methods, once per VM.
static bool marker_type_init(NpVM *vm) {
    NpType *t = vm->types[NP_TYPE_UNSAVED];
    if (t->tflags & NP_TF_NATIVE_DUNDER) return true;
    static const NpMethodDef defs[] = {{"__repr__", marker_repr, NP_NATIVE_METHOD},
                                       {"__call__", marker_use, NP_NATIVE_METHOD},
                                       {"__getitem__", marker_use, NP_NATIVE_METHOD},
                                       {"__setitem__", marker_use, NP_NATIVE_METHOD},
                                       {"__delitem__", marker_use, NP_NATIVE_METHOD},
                                       {"__iter__", marker_use, NP_NATIVE_METHOD},
                                       {"__len__", marker_use, NP_NATIVE_METHOD},
                                       {"__contains__", marker_use, NP_NATIVE_METHOD},
                                       {"__bool__", marker_use, NP_NATIVE_METHOD},
                                       {"__add__", marker_use, NP_NATIVE_METHOD},
                                       {"__radd__", marker_use, NP_NATIVE_METHOD},
                                       {"__sub__", marker_use, NP_NATIVE_METHOD},
                                       {"__rsub__", marker_use, NP_NATIVE_METHOD},
                                       {"__mul__", marker_use, NP_NATIVE_METHOD},
                                       {"__rmul__", marker_use, NP_NATIVE_METHOD},
                                       {"__truediv__", marker_use, NP_NATIVE_METHOD},
                                       {"__rtruediv__", marker_use, NP_NATIVE_METHOD},
                                       {"__floordiv__", marker_use, NP_NATIVE_METHOD},
                                       {"__rfloordiv__", marker_use, NP_NATIVE_METHOD},
                                       {"__mod__", marker_use, NP_NATIVE_METHOD},
                                       {"__rmod__", marker_use, NP_NATIVE_METHOD},
                                       {"__pow__", marker_use, NP_NATIVE_METHOD},
                                       {"__rpow__", marker_use, NP_NATIVE_METHOD},
                                       {"__matmul__", marker_use, NP_NATIVE_METHOD},
                                       {"__rmatmul__", marker_use, NP_NATIVE_METHOD},
                                       {"__and__", marker_use, NP_NATIVE_METHOD},
                                       {"__rand__", marker_use, NP_NATIVE_METHOD},
                                       {"__or__", marker_use, NP_NATIVE_METHOD},
                                       {"__ror__", marker_use, NP_NATIVE_METHOD},
                                       {"__xor__", marker_use, NP_NATIVE_METHOD},
                                       {"__rxor__", marker_use, NP_NATIVE_METHOD},
                                       {"__lshift__", marker_use, NP_NATIVE_METHOD},
                                       {"__rlshift__", marker_use, NP_NATIVE_METHOD},
                                       {"__rshift__", marker_use, NP_NATIVE_METHOD},
                                       {"__rrshift__", marker_use, NP_NATIVE_METHOD},
                                       {"__neg__", marker_use, NP_NATIVE_METHOD},
                                       {"__pos__", marker_use, NP_NATIVE_METHOD},
                                       {"__abs__", marker_use, NP_NATIVE_METHOD},
                                       {"__invert__", marker_use, NP_NATIVE_METHOD},
                                       {NULL, NULL, 0}};
    if (!np_type_add_methods(vm, t, defs)) return false;
    t->tflags |= NP_TF_NATIVE_DUNDER;
    return true;
}

// A marker value whose use raises [msg] (a str of valid UTF-8).
static bool marker_new(NpVM *vm, NpStr *msg, NpValue *out) {
    NpStr *key = np_intern_cstr(vm, MARKER_KEY);
    if (!key || !marker_type_init(vm) || !np_instance_new(vm, vm->types[NP_TYPE_UNSAVED], out))
        return false;
    return np_dict_set_str(vm, ((NpInstance *)NP_AS_OBJ(*out))->dict, key, np_obj(&msg->hdr));
}

/* ---------------------------------------------------------------- byte buffers */

// A growable byte buffer on malloc.
typedef struct Buf {
    uint8_t *d;
    size_t len, cap;
    bool failed;
    // Set once a description reached its length cap (and got its "...").
    bool cut;
} Buf;

static void buf_put(Buf *b, const void *p, size_t n) {
    if (b->failed || n == 0) return;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->len + n) cap *= 2;
        uint8_t *d = realloc(b->d, cap);
        if (!d) {
            b->failed = true;
            return;
        }
        b->d = d;
        b->cap = cap;
    }
    memcpy(b->d + b->len, p, n);
    b->len += n;
}

static void buf_str(Buf *b, const char *s) { buf_put(b, s, strlen(s)); }

/* ---------------------------------------------------------------- function sources */

// One scope around a definition, from its qualified name: a class or a function.
typedef struct Scope {
    const char *name;
    size_t len;
    bool func;
} Scope;

#define MAX_SCOPES 32
// Highest line number a restored definition keeps (the wrapper pads with that many newlines).
#define MAX_DEF_LINE (1 << 20)

// True for a plain identifier (ASCII letters, digits, _, and any non-ASCII byte; the lexer
// checks the rest when the wrapper is compiled).
static bool ident(const char *s, size_t n) {
    if (n == 0 || (s[0] >= '0' && s[0] <= '9')) return false;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (!(c >= 0x80 || c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
              (c >= '0' && c <= '9')))
            return false;
    }
    return true;
}

// Splits the qualified name [q] ("C.m.<locals>.g") of a def or lambda into its enclosing
// scopes (class C, function m) and returns their count; -1 when it cannot be rebuilt (a
// comprehension scope, a malformed name).
static int scope_chain(const char *q, size_t qlen, Scope *out) {
    const char *parts[2 * MAX_SCOPES + 2];
    size_t lens[2 * MAX_SCOPES + 2];
    int np = 0;
    size_t start = 0;
    for (size_t i = 0; i <= qlen; i++) {
        if (i < qlen && q[i] != '.') continue;
        if (np == 2 * MAX_SCOPES + 2) return -1;
        parts[np] = q + start;
        lens[np++] = i - start;
        start = i + 1;
    }
    const char *last = parts[np - 1];
    size_t lastn = lens[np - 1];
    if (!ident(last, lastn) && !(lastn == 8 && !memcmp(last, "<lambda>", 8))) return -1;
    int n = 0;
    for (int i = 0; i < np - 1; i++) {
        if (!ident(parts[i], lens[i]) || n == MAX_SCOPES) return -1;
        bool func = i + 1 < np - 1 && lens[i + 1] == 8 && !memcmp(parts[i + 1], "<locals>", 8);
        out[n++] = (Scope){parts[i], lens[i], func};
        if (func) i++;
    }
    return n;
}

// The byte offset of line [line] (1-based), column [col] (code points) in [s]; false when
// the position is outside the text.
static bool src_offset(const NpStr *s, int line, int col, size_t *off) {
    size_t i = 0;
    if (line < 1 || col < 0) return false;
    for (int l = 1; l < line; l++) {
        const char *nl = memchr(s->data + i, '\n', s->len - i);
        if (!nl) return false;
        i = (size_t)(nl - s->data) + 1;
    }
    for (int c = 0; c < col; c++) {
        if (i >= s->len || s->data[i] == '\n') return false;
        i++;
        while (i < s->len && ((unsigned char)s->data[i] & 0xC0) == 0x80) i++;
    }
    *off = i;
    return true;
}

// The saved text of proto [p]: for a def, its lines from the start of the `def` line
// (indentation included, in *indent bytes) to the end of its body; for a lambda, the
// expression. False when [p] has no source or its span does not fit it.
static bool def_text(const NpProto *p, bool lambda, const char **text, size_t *len,
                     size_t *indent) {
    size_t ls, ds, end;
    if (!p->source || p->span_line < 1 || !src_offset(p->source, p->span_line, 0, &ls) ||
        !src_offset(p->source, p->span_line, p->span_col, &ds) ||
        !src_offset(p->source, p->span_end_line, p->span_end_col, &end) || end <= ds)
        return false;
    if (lambda) ls = ds;
    for (size_t i = ls; i < ds; i++)
        if (p->source->data[i] != ' ' && p->source->data[i] != '\t') return false;
    *text = p->source->data + ls;
    *len = end - ls;
    *indent = ds - ls;
    return true;
}

static bool is_lambda(const NpProto *p) { return p->name && !strcmp(p->name->data, "<lambda>"); }

// The name of free variable [k] of [p].
static NpStr *free_name(const NpProto *p, int k) { return p->regnames[p->freedst[k]]; }

// Builds the module that recompiles a saved definition: blank lines so the definition keeps
// its line number [line], then one header per enclosing scope (`class C:`, or `def f(a, b):`
// whose parameters are the free variables, so they become cells), each indented by a prefix
// of the definition's own indentation, then the definition (a lambda in parentheses). False
// when no such module exists.
static bool build_wrapper(Buf *b, bool lambda, int line, const Scope *sc, int nsc,
                          NpStr **frees, int nfree, const char *text, size_t len, size_t indent) {
    int h = nsc;
    if (!lambda && nsc == 0 && indent > 0) h = 1;  // an indented module-level def: `if 1:`
    if (!lambda && (size_t)h > indent) return false;
    if (!lambda && h > 0 && indent == 0) return false;
    if (line - 1 < h || line > MAX_DEF_LINE) return false;
    int jfunc = -1;
    for (int i = 0; i < nsc; i++)
        if (sc[i].func) jfunc = i;
    int nparams = 0;
    for (int k = 0; k < nfree; k++) nparams += strcmp(frees[k]->data, "__class__") != 0;
    if (nparams && jfunc < 0) return false;
    for (int i = 0; i < line - 1 - h; i++) buf_put(b, "\n", 1);
    for (int i = 0; i < h; i++) {
        if (lambda)
            for (int k = 0; k < i; k++) buf_put(b, " ", 1);
        else
            buf_put(b, text, (size_t)i);
        if (i >= nsc) {
            buf_str(b, "if 1:\n");
            continue;
        }
        buf_str(b, sc[i].func ? "def " : "class ");
        buf_put(b, sc[i].name, sc[i].len);
        if (sc[i].func) {
            buf_str(b, "(");
            bool first = true;
            for (int k = 0; k < nfree && i == jfunc; k++) {
                if (!strcmp(frees[k]->data, "__class__")) continue;
                if (!first) buf_str(b, ", ");
                buf_put(b, frees[k]->data, frees[k]->len);
                first = false;
            }
            buf_str(b, ")");
        }
        buf_str(b, ":\n");
    }
    if (lambda) {
        for (int k = 0; k < h; k++) buf_put(b, " ", 1);
        buf_str(b, "(");
        buf_put(b, text, len);
        buf_str(b, ")\n");
    } else {
        buf_put(b, text, len);
        buf_str(b, "\n");
    }
    return !b->failed;
}

void np_proto_attach_source(NpVM *vm, NpProto *p, NpStr *src) {
    (void)vm;
    p->source = src;
    for (uint32_t i = 0; i < p->nconsts; i++)
        if (NP_IS_KIND(p->consts[i], OBJ_PROTO))
            np_proto_attach_source(vm, (NpProto *)NP_AS_OBJ(p->consts[i]), src);
}

// The proto named [qualname] among the protos nested in [p] (depth-first), or NULL.
static NpProto *find_proto(NpProto *p, const char *qualname, size_t qlen, int depth) {
    if (depth > 200) return NULL;
    for (uint32_t i = 0; i < p->nconsts; i++) {
        if (!NP_IS_KIND(p->consts[i], OBJ_PROTO)) continue;
        NpProto *c = (NpProto *)NP_AS_OBJ(p->consts[i]);
        if (c->qualname && c->qualname->len == qlen && !memcmp(c->qualname->data, qualname, qlen))
            return c;
        NpProto *r = find_proto(c, qualname, qlen, depth + 1);
        if (r) return r;
    }
    return NULL;
}

// Why function [f] cannot be saved by value, or NULL when it can.
static const char *func_unsavable(NpVM *vm, NpFunction *f) {
    NpProto *p = f->proto;
    if (f->globals != vm->main_globals) return "a function from another module";
    const char *text;
    size_t len, indent;
    bool lambda = is_lambda(p);
    if (!p->qualname || !def_text(p, lambda, &text, &len, &indent))
        return "a function whose source is not available";
    Scope sc[MAX_SCOPES];
    int nsc = scope_chain(p->qualname->data, p->qualname->len, sc);
    if (nsc < 0) return "a function defined inside a comprehension";
    if (p->nfree > 255) return "an unusual closure";
    // On the heap: this runs inside the encoder's recursion.
    NpStr **frees = calloc(p->nfree ? p->nfree : 1, sizeof *frees);
    if (!frees) return "a function (out of memory)";
    const char *why = NULL;
    for (int k = 0; k < p->nfree && !why; k++) {
        frees[k] = free_name(p, k);
        if (!frees[k] || !ident(frees[k]->data, frees[k]->len)) why = "an unusual closure";
    }
    Buf b = {0};
    if (!why &&
        !build_wrapper(&b, lambda, p->span_line, sc, nsc, frees, p->nfree, text, len, indent))
        why = "a function whose definition cannot be rebuilt";
    free(b.d);
    free(frees);
    return why;
}

/* ---------------------------------------------------------------- encoder */

struct NpSerialEnc {
    NpVM *vm;
    // The identity memo of every heap object written so far: an open-addressing table from
    // object pointer to (number of the global it was first written under << 32 | its index).
    NpObject **mkeys;
    uint64_t *mvals;
    size_t mcap, mn;
    // The names of the globals encoded so far, by number.
    char **names;
    size_t nnames, names_cap;
};

// One value being encoded: the output buffer, the index the decoder will give the next
// object, and the nesting depth.
typedef struct Enc {
    NpVM *vm;
    NpSerialEnc *sh;
    uint32_t name_no;
    uint8_t *data;
    size_t len, cap;
    size_t next_index;
    // Set while writing a set member: containers are then written by value (no memo), so the
    // member's bytes do not depend on what was written before it.
    bool nomemo;
    const char *label;
    int depth;
} Enc;

// Appends [n] bytes; false with MemoryError or ValueError (too large) when it cannot.
static bool put(Enc *e, const void *p, size_t n) {
    if (e->len + n > NP_SERIAL_MAX_BYTES || e->len + n > e->vm->mem_limit)
        return np_raisef(e->vm, NP_TYPE_VALUEERROR, "value '%s' is too large to save", e->label);
    if (e->len + n > e->cap) {
        size_t cap = e->cap ? e->cap : 64;
        while (cap < e->len + n) cap *= 2;
        uint8_t *d = realloc(e->data, cap);
        if (!d) return np_raise_nomem(e->vm);
        e->data = d;
        e->cap = cap;
    }
    if (n) memcpy(e->data + e->len, p, n);
    e->len += n;
    return true;
}

static bool put_byte(Enc *e, uint8_t b) { return put(e, &b, 1); }

static bool put_varint(Enc *e, uint64_t x) {
    uint8_t buf[10];
    int n = 0;
    do {
        buf[n] = (uint8_t)(x & 0x7f);
        x >>= 7;
        if (x) buf[n] |= 0x80;
        n++;
    } while (x);
    return put(e, buf, (size_t)n);
}

// Writes a length-prefixed byte string.
static bool put_str(Enc *e, const char *s, size_t n) { return put_varint(e, n) && put(e, s, n); }

// The slot of [o] in the memo table (its key is NULL when absent).
static size_t memo_slot(const NpSerialEnc *m, NpObject *o) {
    size_t i = ((uintptr_t)o >> 4) * 0x9E3779B97F4A7C15ull & (m->mcap - 1);
    while (m->mkeys[i] && m->mkeys[i] != o) i = (i + 1) & (m->mcap - 1);
    return i;
}

// Grows the memo table to twice its size; false with MemoryError.
static bool memo_grow(NpSerialEnc *m) {
    size_t ncap = m->mcap ? m->mcap * 2 : 64;
    NpObject **ok = calloc(ncap, sizeof *ok);
    uint64_t *ov = calloc(ncap, sizeof *ov);
    if (!ok || !ov) {
        free(ok);
        free(ov);
        return np_raise_nomem(m->vm);
    }
    NpSerialEnc n = *m;
    n.mkeys = ok;
    n.mvals = ov;
    n.mcap = ncap;
    for (size_t i = 0; i < m->mcap; i++)
        if (m->mkeys[i]) {
            size_t s = memo_slot(&n, m->mkeys[i]);
            ok[s] = m->mkeys[i];
            ov[s] = m->mvals[i];
        }
    free(m->mkeys);
    free(m->mvals);
    m->mkeys = ok;
    m->mvals = ov;
    m->mcap = ncap;
    return true;
}

static bool enc_value(Enc *e, NpValue v);
static bool enc_pairs(Enc *e, NpDict *d);

// Starts writing heap object [o]: when it was written before (in this global or an earlier one
// of the same commit), writes a reference and sets *wrote; otherwise gives it the next index
// and enters one nesting level (the caller leaves it with e->depth--).
static bool enc_begin(Enc *e, NpObject *o, bool *wrote) {
    *wrote = false;
    NpSerialEnc *m = e->sh;
    if (!e->nomemo) {
        if (m->mn * 2 >= m->mcap && !memo_grow(m)) return false;
        size_t s = memo_slot(m, o);
        if (m->mkeys[s]) {
            *wrote = true;
            uint32_t nm = (uint32_t)(m->mvals[s] >> 32), idx = (uint32_t)m->mvals[s];
            if (nm == e->name_no) return put_byte(e, T_REF) && put_varint(e, idx);
            const char *name = m->names[nm];
            return put_byte(e, T_XREF) && put_str(e, name, strlen(name)) && put_varint(e, idx);
        }
        m->mkeys[s] = o;
        m->mvals[s] = (uint64_t)e->name_no << 32 | (uint32_t)e->next_index;
        m->mn++;
    }
    if (e->next_index >= NP_SERIAL_MAX_REFS)
        return np_raisef(e->vm, NP_TYPE_VALUEERROR, "value '%s' has too many parts to save",
                         e->label);
    e->next_index++;
    if (e->depth >= NP_SERIAL_MAX_DEPTH)
        return np_raisef(e->vm, NP_TYPE_VALUEERROR,
                         "value '%s' is nested too deeply to save (more than %d levels)",
                         e->label, NP_SERIAL_MAX_DEPTH);
    e->depth++;
    return true;
}

// Writes a marker for the unsavable value [v]; [what] describes it (NULL: "a <type>").
static bool enc_marker(Enc *e, NpValue v, const char *what) {
    char msg[400], desc[160];
    NpStr *ms = marker_msg(e->vm, v);
    if (ms) return put_byte(e, T_MARKER) && put_str(e, ms->data, ms->len);
    if (what) {
        snprintf(desc, sizeof desc, "%s", what);
    } else {
        const char *t = np_type_name(e->vm, v);
        snprintf(desc, sizeof desc, "%s %s", strchr("aeiouAEIOU", t[0]) ? "an" : "a", t);
    }
    if (e->depth == 0)
        snprintf(msg, sizeof msg, "value '%s' (%s) could not be saved between runs", e->label,
                 desc);
    else
        snprintf(msg, sizeof msg, "%s inside value '%s' could not be saved between runs", desc,
                 e->label);
    size_t n = strlen(msg);
    // snprintf may have cut a multi-byte character: back up to a valid prefix.
    while (n && !np_utf8_valid(msg, n)) n--;
    return put_byte(e, T_MARKER) && put_str(e, msg, n);
}

static bool enc_bigint(Enc *e, NpBigInt *b) {
    size_t n = (mpz_sizeinbase(b->z, 2) + 7) / 8;
    uint8_t *mag = malloc(n ? n : 1);
    if (!mag) return np_raise_nomem(e->vm);
    size_t count = 0;
    mpz_export(mag, &count, 1, 1, 1, 0, b->z);
    bool ok = put_byte(e, T_BIGINT) && put_byte(e, mpz_sgn(b->z) < 0 ? 1 : 0) &&
              put_varint(e, count) && put(e, mag, count);
    free(mag);
    return ok;
}

// True for immutable data of builtin types only (what a set member written by value is).
static bool plain_data(NpVM *vm, NpValue v, int depth) {
    if (v.tag != NP_T_OBJ) return v.tag == NP_T_NONE || v.tag == NP_T_BOOL ||
                                  v.tag == NP_T_INT || v.tag == NP_T_FLOAT;
    NpType *t = NP_OBJ(v)->type;
    if (t == vm->types[NP_TYPE_STR] || t == vm->types[NP_TYPE_INT] ||
        t == vm->types[NP_TYPE_BYTES])
        return true;
    if (depth > NP_SERIAL_MAX_DEPTH) return false;
    if (t == vm->types[NP_TYPE_TUPLE]) {
        NpTuple *tu = NP_AS_TUPLE(v);
        for (size_t i = 0; i < tu->n; i++)
            if (!plain_data(vm, tu->items[i], depth + 1)) return false;
        return true;
    }
    if (t == vm->types[NP_TYPE_FROZENSET]) {
        size_t pos = 0;
        NpValue k;
        while (np_set_next((NpSet *)NP_OBJ(v), &pos, &k))
            if (!plain_data(vm, k, depth + 1)) return false;
        return true;
    }
    return false;
}

// True when hashing and comparing [v] as a dict key runs no Python code: plain data, and
// objects hashed by identity (functions, classes, instances of classes that define neither
// __hash__ nor __eq__).
static bool key_safe(NpVM *vm, NpValue v, int depth) {
    if (plain_data(vm, v, 0)) return true;
    if (v.tag != NP_T_OBJ || depth > 8) return false;
    switch ((NpObjKind)NP_OBJ(v)->kind) {
    case OBJ_FUNCTION:
    case OBJ_NATIVE:
    case OBJ_WRAPPER: return true;
    case OBJ_TYPE: return true;
    case OBJ_BOUND: return key_safe(vm, ((NpBound *)NP_AS_OBJ(v))->self, depth + 1);
    case OBJ_INSTANCE: {
        NpType *t = NP_OBJ(v)->type;
        NpStr *h = np_intern_cstr(vm, "__hash__"), *q = np_intern_cstr(vm, "__eq__");
        if (!h || !q) return false;
        NpValue hv = np_type_lookup(t, h), qv = np_type_lookup(t, q);
        return (NP_IS_UNDEF(hv) || NP_IS_KIND(hv, OBJ_NATIVE)) &&
               (NP_IS_UNDEF(qv) || NP_IS_KIND(qv, OBJ_NATIVE));
    }
    case OBJ_TUPLE: {
        if (NP_OBJ(v)->type != vm->types[NP_TYPE_TUPLE]) return false;
        NpTuple *tu = NP_AS_TUPLE(v);
        for (size_t i = 0; i < tu->n; i++)
            if (!key_safe(vm, tu->items[i], depth + 1)) return false;
        return true;
    }
    default: return false;
    }
}

// One set member's standalone encoding, for sorting members canonically.
typedef struct Member {
    uint8_t *bytes;
    size_t len;
} Member;

static int member_cmp(const void *a, const void *b) {
    const Member *x = a, *y = b;
    size_t n = x->len < y->len ? x->len : y->len;
    int c = memcmp(x->bytes, y->bytes, n);
    if (c) return c;
    return x->len < y->len ? -1 : x->len > y->len;
}

// Writes the members of set [s] (plain data) in the order of their own canonical encodings.
// Members are immutable data written by value, so each member's standalone bytes are exactly
// what goes into the output (written once: nested sets cost linear time).
static bool enc_set_members(Enc *e, NpSet *s) {
    Member *m = calloc(s->used ? s->used : 1, sizeof *m);
    if (!m) return np_raise_nomem(e->vm);
    size_t pos = 0, n = 0;
    NpValue k;
    bool ok = true;
    while (ok && n < s->used && np_set_next(s, &pos, &k)) {
        Enc sub = {.vm = e->vm, .sh = e->sh, .label = e->label, .depth = e->depth,
                   .nomemo = true};
        ok = enc_value(&sub, k);
        e->next_index += sub.next_index;
        m[n].bytes = sub.data;
        m[n].len = sub.len;
        n++;
    }
    if (ok) qsort(m, n, sizeof *m, member_cmp);
    ok = ok && put_varint(e, n);
    for (size_t i = 0; ok && i < n; i++) ok = put(e, m[i].bytes, m[i].len);
    for (size_t i = 0; i < n; i++) free(m[i].bytes);
    free(m);
    return ok;
}

// Writes the contents of container [o] laid out as [tag] (items, pairs or sorted members).
static bool enc_body(Enc *e, NpObject *o, uint8_t tag) {
    switch (tag) {
    case T_LIST:
    case T_TUPLE: {
        NpValue *items = tag == T_LIST ? ((NpList *)o)->items : ((NpTuple *)o)->items;
        size_t n = tag == T_LIST ? ((NpList *)o)->n : ((NpTuple *)o)->n;
        bool ok = put_varint(e, n);
        // A list cannot change while it is encoded (no Python code runs), so [items] is stable.
        for (size_t i = 0; ok && i < n; i++) ok = enc_value(e, items[i]);
        return ok;
    }
    case T_DICT: {
        NpDict *d = (NpDict *)o;
        size_t pos = 0;
        NpValue k, val;
        bool ok = put_varint(e, d->n);
        while (ok && np_dict_next(d, &pos, &k, &val)) ok = enc_value(e, k) && enc_value(e, val);
        return ok;
    }
    default: return enc_set_members(e, (NpSet *)o);
    }
}

// Writes a container (list, tuple, dict, set, frozenset of the exact builtin type).
static bool enc_container(Enc *e, NpValue v, uint8_t tag) {
    NpObject *o = NP_OBJ(v);
    bool wrote;
    if (!enc_begin(e, o, &wrote)) return false;
    if (wrote) return true;
    bool ok = put_byte(e, tag) && enc_body(e, o, tag);
    e->depth--;
    return ok;
}

// Why the contents of dict or set [o] cannot be saved ([tag] T_DICT or T_SET), or NULL: dict
// keys must hash without running code, set members must be plain data.
static const char *body_unsavable(NpVM *vm, NpObject *o, uint8_t tag) {
    size_t pos = 0;
    NpValue k, val;
    if (tag == T_DICT) {
        while (np_dict_next((NpDict *)o, &pos, &k, &val))
            if (!key_safe(vm, k, 0)) return "a dict with keys that define __hash__ or __eq__";
    } else if (tag == T_SET) {
        while (np_set_next((NpSet *)o, &pos, &k))
            if (!plain_data(vm, k, 0)) return "a set of objects other than plain data";
    }
    return NULL;
}

static const char *class_unsavable(NpVM *vm, NpType *t, int depth);
static bool module_ref(NpVM *vm, const NpObject *o, NpStr **mod, NpStr **attr);

// The container tag of the builtin layout of [t], a user subclass of list, dict or set
// (exactly: not of frozenset, namedtuple or defaultdict), or 0.
static uint8_t ext_tag(NpVM *vm, NpType *t) {
    if (!(t->tflags & NP_TF_EXT_ATTRS)) return 0;
    NpType *root = np_ext_layout_root(t);
    return root == vm->types[NP_TYPE_LIST]  ? T_LIST
           : root == vm->types[NP_TYPE_DICT] ? T_DICT
           : root == vm->types[NP_TYPE_SET]  ? T_SET
                                             : 0;
}

// Writes an instance of a user subclass of list, dict or set: its layout, class, contents
// and attributes.
static bool enc_ext(Enc *e, NpObject *o, uint8_t tag) {
    bool wrote;
    if (!enc_begin(e, o, &wrote)) return false;
    if (wrote) return true;
    NpDict **slot = np_ext_attrs_slot(o);
    bool ok = put_byte(e, T_EXT) && put_byte(e, tag) && enc_value(e, np_obj(&o->type->hdr)) &&
              enc_body(e, o, tag) && enc_pairs(e, slot ? *slot : NULL);
    e->depth--;
    return ok;
}

// True when [t] is a dict-layout class of a module (collections.Counter, OrderedDict,
// defaultdict): instances are dicts (with defaultdict's extra slot) and the class itself is a
// module reference, so an instance is saved as its class's reference plus its contents.
static bool module_dict_class(NpVM *vm, NpType *t) {
    NpStr *mod, *attr;
    return (t->tflags & NP_TF_USER) && t->inst_kind == OBJ_DICT &&
           !(t->tflags & NP_TF_EXT_ATTRS) && module_ref(vm, &t->hdr, &mod, &attr) && attr;
}

// Writes an instance of a module's dict-layout class (see np_serial.h, tag 0x18).
static bool enc_mdict(Enc *e, NpObject *o) {
    bool wrote;
    if (!enc_begin(e, o, &wrote)) return false;
    if (wrote) return true;
    bool extra = (o->flags & NP_DICT_EXTRA) != 0;
    bool ok = put_byte(e, T_MDICT) && put_byte(e, extra) &&
              enc_value(e, np_obj(&o->type->hdr)) &&
              (!extra || enc_value(e, ((NpDictX *)o)->extra)) && enc_body(e, o, T_DICT);
    e->depth--;
    return ok;
}

// Writes the entries of [d] (NULL: none) inline: n, then n (key, value) pairs.
static bool enc_pairs(Enc *e, NpDict *d) {
    if (!d) return put_varint(e, 0);
    size_t pos = 0;
    NpValue k, val;
    bool ok = put_varint(e, d->n);
    while (ok && np_dict_next(d, &pos, &k, &val)) ok = enc_value(e, k) && enc_value(e, val);
    return ok;
}

// The builtins entry named [name] when it is [o] itself, so [o] can be saved by name.
static bool is_builtin(NpVM *vm, NpObject *o, const char *name) {
    NpStr *key = name ? np_intern_cstr(vm, name) : NULL;
    if (!key) return false;
    NpValue b = np_dict_get_str(vm->builtins, key);
    return b.tag == NP_T_OBJ && NP_OBJ(b) == o;
}

// Why class [t] cannot be saved by value, or NULL when it can.
static const char *class_value_unsavable(NpVM *vm, NpType *t, int depth) {
    if (t->tflags & NP_TF_BUILTIN)
        return is_builtin(vm, &t->hdr, t->name->data) ? NULL : "a class from a module";
    if (!(t->tflags & NP_TF_USER) || depth > 64) return "a class from a module";
    // Class-behaviour tables (enum, typing) are set by a module and not saved.
    if (t->meta) return "an Enum, NamedTuple, TypedDict or other class made by a module";
    int dcp;
    bool dc = np_dc_saved_params(vm, t, &dcp);
    NpStr *mk = np_intern_cstr(vm, "__module__");
    NpValue m = mk ? np_dict_get_str(t->dict, mk) : np_undef();
    if (!NP_IS_UNDEF(m) && !(NP_IS_STR(m) && !strcmp(NP_AS_STR(m)->data, "__main__")))
        return "a class from a module";
    size_t pos = 0;
    NpValue k, v;
    while (np_dict_next(t->dict, &pos, &k, &v)) {
        // A dataclass is saved without what @dataclass made (rebuilt on load).
        if (dc && NP_IS_STR(k) && np_dc_is_made(vm, t, dcp, NP_AS_STR(k), v)) continue;
        NpValue f = NP_IS_KIND(v, OBJ_WRAPPER) ? NP_AS_WRAPPER(v)->a : v;
        if (NP_IS_KIND(f, OBJ_FUNCTION) && ((NpFunction *)NP_AS_OBJ(f))->globals != vm->main_globals)
            return "a class from a module";
        // Methods installed by a module (dataclass, namedtuple) and its hidden descriptors
        // cannot be rebuilt: the whole class becomes a marker rather than half a class.
        if (NP_IS_KIND(v, OBJ_NATIVE) && !np_serial_is_marker(v) &&
            !(NP_IS_UNDEF(((NpNative *)NP_AS_OBJ(v))->self) &&
              is_builtin(vm, NP_OBJ(v), ((NpNative *)NP_AS_OBJ(v))->name)))
            return "a dataclass, namedtuple or other class made by a module";
        if (NP_IS_KIND(v, OBJ_WRAPPER) && NP_OBJ(v)->type != vm->types[NP_TYPE_STATICMETHOD] &&
            NP_OBJ(v)->type != vm->types[NP_TYPE_CLASSMETHOD] &&
            NP_OBJ(v)->type != vm->types[NP_TYPE_PROPERTY])
            return "a dataclass, namedtuple or other class made by a module";
    }
    for (size_t i = 0; i < t->bases->n; i++) {
        const char *why = class_unsavable(vm, NP_AS_TYPE(t->bases->items[i]), depth + 1);
        if (why) return why;
    }
    return NULL;
}

// Why class [t] cannot be saved, by value or as a module reference, or NULL when it can.
static const char *class_unsavable(NpVM *vm, NpType *t, int depth) {
    const char *why = class_value_unsavable(vm, t, depth);
    NpStr *mod, *attr;
    return why && module_ref(vm, &t->hdr, &mod, &attr) ? NULL : why;
}

/* ---------------------------------------------------------------- module references */

// A module, or a public global of an imported module (json.dumps, collections.Counter), is
// saved by reference: the module's name and the attribute's name. Loading imports the module
// under the loading VM's policy and reads the attribute through np_getattr, the one attribute
// dispatch, so a store can only name what a script could reach itself.

// Finds [o] among the imported modules and their public globals: sets [*mod] and [*attr]
// (NULL for the module itself). False when [o] is neither. `__main__` is never a reference:
// its values are saved by value or become markers.
static bool module_ref(NpVM *vm, const NpObject *o, NpStr **mod, NpStr **attr) {
    size_t pos = 0;
    NpValue k, m;
    while (np_dict_next(vm->modules, &pos, &k, &m)) {
        if (!NP_IS_KIND(m, OBJ_MODULE) || !NP_IS_STR(k) || !strcmp(NP_AS_STR(k)->data, "__main__"))
            continue;
        const NpModuleObj *mo = (const NpModuleObj *)NP_AS_OBJ(m);
        *mod = NP_AS_STR(k);
        *attr = NULL;
        if (&mo->hdr == o) return true;
        size_t p2 = 0;
        NpValue an, av;
        while (np_dict_next(mo->globals, &p2, &an, &av)) {
            if (av.tag != NP_T_OBJ || NP_OBJ(av) != o || !NP_IS_STR(an)) continue;
            NpStr *s = NP_AS_STR(an);
            if (s->len == 0 || s->data[0] == '_') continue;
            *attr = s;
            return true;
        }
    }
    return false;
}

// Writes [o] as a module reference when it is one (*done set), else nothing.
static bool enc_modref(Enc *e, const NpObject *o, bool *done) {
    NpStr *mod, *attr;
    *done = module_ref(e->vm, o, &mod, &attr);
    if (!*done) return true;
    return put_byte(e, T_MODREF) && put_str(e, mod->data, mod->len) &&
           put_str(e, attr ? attr->data : "", attr ? attr->len : 0);
}

static bool enc_builtin(Enc *e, const char *name) {
    return put_byte(e, T_BUILTIN) && put_str(e, name, strlen(name));
}

// Writes dataclass [t]'s dict without what @dataclass made, then its parameters and own
// fields: params, n, then n times (name, field() flags, has-bits: 1 default, 2 factory,
// the default and factory that are present).
static bool enc_dc_rest(Enc *e, NpType *t, int params) {
    NpVM *vm = e->vm;
    size_t pos = 0, n = 0;
    NpValue k, v;
    while (np_dict_next(t->dict, &pos, &k, &v))
        n += !(NP_IS_STR(k) && np_dc_is_made(vm, t, params, NP_AS_STR(k), v));
    bool ok = put_varint(e, n);
    pos = 0;
    while (ok && np_dict_next(t->dict, &pos, &k, &v))
        if (!(NP_IS_STR(k) && np_dc_is_made(vm, t, params, NP_AS_STR(k), v)))
            ok = enc_value(e, k) && enc_value(e, v);
    NpStr *name;
    NpValue def, fac;
    int flags;
    size_t nf = 0;
    for (size_t i = 0; np_dc_field_info(vm, t, i, &name, &def, &fac, &flags); i++)
        nf += np_dc_own_field(vm, t, name);
    ok = ok && put_varint(e, (uint64_t)params) && put_varint(e, nf);
    for (size_t i = 0; ok && np_dc_field_info(vm, t, i, &name, &def, &fac, &flags); i++) {
        if (!np_dc_own_field(vm, t, name)) continue;
        ok = enc_value(e, np_obj(&name->hdr)) && put_varint(e, (uint64_t)flags) &&
             put_varint(e, (NP_IS_UNDEF(def) ? 0u : 1u) | (NP_IS_UNDEF(fac) ? 0u : 2u)) &&
             (NP_IS_UNDEF(def) || enc_value(e, def)) && (NP_IS_UNDEF(fac) || enc_value(e, fac));
    }
    return ok;
}

static bool enc_class(Enc *e, NpType *t) {
    if ((t->tflags & NP_TF_BUILTIN) && is_builtin(e->vm, &t->hdr, t->name->data))
        return enc_builtin(e, t->name->data);
    // A class that cannot be saved by value reached here as a module reference.
    if (class_value_unsavable(e->vm, t, 0)) {
        bool done;
        if (!enc_modref(e, &t->hdr, &done)) return false;
        if (done) return true;
    }
    bool wrote;
    if (!enc_begin(e, &t->hdr, &wrote)) return false;
    if (wrote) return true;
    int dcp;
    bool dc = np_dc_saved_params(e->vm, t, &dcp);
    bool ok = put_byte(e, dc ? T_DCLASS : T_CLASS) && put_str(e, t->name->data, t->name->len) &&
              put_str(e, t->qualname->data, t->qualname->len) && put_varint(e, t->bases->n);
    for (size_t i = 0; ok && i < t->bases->n; i++) ok = enc_value(e, t->bases->items[i]);
    ok = ok && (dc ? enc_dc_rest(e, t, dcp) : enc_pairs(e, t->dict));
    e->depth--;
    return ok;
}

// An instance that keeps its fields in C (NP_INST_PACKED: a Decimal, a complex) gets its
// attribute dict first, from its class's native __np_unpack__(self) (complex) or else its
// native __getattr__ (asked for a name it lacks, which it answers with AttributeError after
// making the dict), so it is saved as the class's Python code makes it.
static bool unpack_instance(NpVM *vm, NpInstance *o) {
    if (!(o->hdr.flags & NP_INST_PACKED) || o->dict) return true;
    NpStr *hook = np_intern_cstr(vm, "__np_unpack__");
    if (!hook) return false;
    NpValue unpack = np_type_lookup(o->hdr.type, hook), self = np_obj(&o->hdr), done;
    if (NP_IS_KIND(unpack, OBJ_NATIVE)) return np_call(vm, unpack, 1, &self, NULL, &done);
    NpStr *key = np_intern_cstr(vm, "__getattr__");
    NpValue fn = key ? np_type_lookup(o->hdr.type, key) : np_undef();
    if (!NP_IS_KIND(fn, OBJ_NATIVE)) return key != NULL;
    NpValue args[2] = {np_obj(&o->hdr), np_obj(&key->hdr)}, r;
    if (np_call(vm, fn, 2, args, NULL, &r)) return true;
    if (!o->dict || !np_exc_matches(vm, vm->types[NP_TYPE_ATTRIBUTEERROR])) return false;
    np_exc_clear(vm);
    return true;
}

static bool enc_instance(Enc *e, NpInstance *o) {
    bool wrote;
    // (A shaped instance is saved from the dict it gets here, as any other.)
    if (!unpack_instance(e->vm, o) ||
        ((o->hdr.flags & NP_INST_SHAPED) && !np_instance_attrs(e->vm, o)))
        return false;
    if (!enc_begin(e, &o->hdr, &wrote)) return false;
    if (wrote) return true;
    bool ok = put_byte(e, T_INST) && enc_value(e, np_obj(&o->hdr.type->hdr)) &&
              enc_pairs(e, o->dict);
    e->depth--;
    return ok;
}

static bool enc_cell(Enc *e, NpCell *c) {
    bool wrote;
    if (!enc_begin(e, &c->hdr, &wrote)) return false;
    if (wrote) return true;
    bool full = !NP_IS_UNDEF(c->value);
    bool ok = put_byte(e, T_CELL) && put_byte(e, full) && (!full || enc_value(e, c->value));
    e->depth--;
    return ok;
}

// Writes function [f] as its definition's source text plus what `def` bound (see np_serial.h).
static bool enc_function(Enc *e, NpFunction *f) {
    bool wrote;
    if (!enc_begin(e, &f->hdr, &wrote)) return false;
    if (wrote) return true;
    NpProto *p = f->proto;
    bool lambda = is_lambda(p);
    const char *text;
    size_t len, indent;
    def_text(p, lambda, &text, &len, &indent);  // checked by func_unsavable
    bool ok = put_byte(e, T_FUNC) && put_byte(e, lambda) && put_varint(e, (uint64_t)p->span_line) &&
              put_str(e, p->filename ? p->filename->data : "", p->filename ? p->filename->len : 0) &&
              put_str(e, p->qualname->data, p->qualname->len) && put_str(e, text, len) &&
              put_varint(e, p->nfree);
    for (int k = 0; ok && k < p->nfree; k++)
        ok = put_str(e, free_name(p, k)->data, free_name(p, k)->len);
    NpValue defaults = f->defaults ? np_obj(&f->defaults->hdr) : np_none();
    ok = ok && enc_value(e, np_obj(&f->name->hdr)) && enc_value(e, np_obj(&f->qualname->hdr)) &&
         enc_value(e, defaults) && enc_pairs(e, f->kwdefaults) && enc_pairs(e, f->attrs);
    for (int k = 0; ok && k < p->nfree; k++) ok = enc_cell(e, f->cells[k]);
    e->depth--;
    return ok;
}

// Writes a bound method, or staticmethod / classmethod / property ([kind] 0, 1, 2) holding
// [a], [b], [c].
static bool enc_object3(Enc *e, NpObject *o, uint8_t tag, int kind, NpValue a, NpValue b,
                        NpValue c) {
    bool wrote;
    if (!enc_begin(e, o, &wrote)) return false;
    if (wrote) return true;
    bool ok = put_byte(e, tag) && (kind < 0 || put_byte(e, (uint8_t)kind)) && enc_value(e, a) &&
              enc_value(e, b) && (kind < 0 || enc_value(e, c));
    e->depth--;
    return ok;
}

// Writes a heap object that is not builtin data: functions, classes, instances, methods,
// descriptors, builtins (by name); anything else becomes a marker.
static bool enc_object(Enc *e, NpValue v) {
    NpVM *vm = e->vm;
    NpObject *o = NP_OBJ(v);
    const char *why = NULL;
    char buf[160];
    switch ((NpObjKind)o->kind) {
    case OBJ_FUNCTION:
        why = func_unsavable(vm, (NpFunction *)o);
        if (!why) return enc_function(e, (NpFunction *)o);
        break;
    case OBJ_TYPE:
        why = class_unsavable(vm, (NpType *)o, 0);
        if (!why) return enc_class(e, (NpType *)o);
        break;
    case OBJ_INSTANCE:
        if (!class_unsavable(vm, o->type, 0) && o->type->inst_kind == OBJ_INSTANCE)
            return enc_instance(e, (NpInstance *)o);
        snprintf(buf, sizeof buf, "an instance of class '%.100s', which could not be saved",
                 o->type->name->data);
        why = buf;
        break;
    case OBJ_BOUND: {
        NpBound *b = (NpBound *)o;
        if (NP_IS_KIND(b->func, OBJ_FUNCTION))
            return enc_object3(e, o, T_BOUND, -1, b->self, b->func, np_none());
        break;
    }
    case OBJ_WRAPPER: {
        NpWrapper *w = (NpWrapper *)o;
        int kind = o->type == vm->types[NP_TYPE_STATICMETHOD]  ? 0
                   : o->type == vm->types[NP_TYPE_CLASSMETHOD] ? 1
                   : o->type == vm->types[NP_TYPE_PROPERTY]    ? 2
                                                               : -1;
        if (kind >= 0) return enc_object3(e, o, T_WRAP, kind, w->a, w->b, w->c);
        break;
    }
    case OBJ_NATIVE: {
        NpNative *n = (NpNative *)o;
        if (np_serial_is_marker(v)) break;
        if (NP_IS_UNDEF(n->self) && is_builtin(vm, o, n->name)) return enc_builtin(e, n->name);
        break;
    }
    default:
        if (o->kind == OBJ_DICT && module_dict_class(vm, o->type)) {
            why = body_unsavable(vm, o, T_DICT);
            if (!why) return enc_mdict(e, o);
        } else if (ext_tag(vm, o->type) && !class_unsavable(vm, o->type, 0)) {
            uint8_t tag = ext_tag(vm, o->type);
            why = body_unsavable(vm, o, tag);
            if (!why) return enc_ext(e, o, tag);
        } else if (o->type->tflags & NP_TF_EXT_ATTRS) {
            snprintf(buf, sizeof buf, "an instance of '%.60s', a subclass of '%.60s'",
                     o->type->name->data, o->type->base->name->data);
            why = buf;
        }
        break;
    }
    bool done;
    if (!enc_modref(e, o, &done)) return false;
    return done || enc_marker(e, v, why);
}

// Writes bytearray [b]: an object (it is mutable, so a second reference to it is a ref).
static bool enc_bytearray(Enc *e, NpByteArray *b) {
    bool wrote;
    if (!enc_begin(e, &b->hdr, &wrote)) return false;
    if (wrote) return true;
    bool ok = put_byte(e, T_BYTEARRAY) && put_str(e, (const char *)b->data, b->len);
    e->depth--;
    return ok;
}

static bool enc_value(Enc *e, NpValue v) {
    switch (v.tag) {
    case NP_T_NONE: return put_byte(e, T_NONE);
    case NP_T_BOOL: return put_byte(e, v.u.i ? T_TRUE : T_FALSE);
    case NP_T_INT: {
        uint64_t z = ((uint64_t)v.u.i << 1) ^ (uint64_t)(v.u.i >> 63);
        return put_byte(e, T_INT) && put_varint(e, z);
    }
    case NP_T_FLOAT: {
        uint64_t bits;
        memcpy(&bits, &v.u.f, 8);
        uint8_t b[9] = {T_FLOAT};
        for (int i = 0; i < 8; i++) b[1 + i] = (uint8_t)(bits >> (8 * i));
        return put(e, b, 9);
    }
    case NP_T_OBJ: break;
    default: return enc_marker(e, v, NULL);
    }
    NpVM *vm = e->vm;
    NpType *t = NP_OBJ(v)->type;
    if (t == vm->types[NP_TYPE_STR]) {
        NpStr *s = NP_AS_STR(v);
        return put_byte(e, T_STR) && put_str(e, s->data, s->len);
    }
    if (t == vm->types[NP_TYPE_INT] && NP_IS_BIGINT(v)) return enc_bigint(e, NP_AS_BIGINT(v));
    if (t == vm->types[NP_TYPE_BYTES]) {
        NpBytes *b = NP_AS_BYTES(v);
        return put_byte(e, T_BYTES) && put_str(e, (const char *)b->data, b->len);
    }
    if (t == vm->types[NP_TYPE_BYTEARRAY]) return enc_bytearray(e, NP_AS_BYTEARRAY(v));
    if (t == vm->types[NP_TYPE_LIST]) return enc_container(e, v, T_LIST);
    if (t == vm->types[NP_TYPE_TUPLE]) return enc_container(e, v, T_TUPLE);
    if (t == vm->types[NP_TYPE_DICT] && NP_IS_DICT(v) && !(NP_OBJ(v)->flags & NP_DICT_EXTRA)) {
        const char *why = body_unsavable(vm, NP_OBJ(v), T_DICT);
        return why ? enc_marker(e, v, why) : enc_container(e, v, T_DICT);
    }
    if (t == vm->types[NP_TYPE_SET] || t == vm->types[NP_TYPE_FROZENSET]) {
        const char *why = body_unsavable(vm, NP_OBJ(v), T_SET);
        return why ? enc_marker(e, v, why)
                   : enc_container(e, v, t == vm->types[NP_TYPE_SET] ? T_SET : T_FROZENSET);
    }
    return enc_object(e, v);
}

NpSerialEnc *np_serial_enc_new(NpVM *vm) {
    NpSerialEnc *m = calloc(1, sizeof *m);
    if (m) m->vm = vm;
    return m;
}

void np_serial_enc_free(NpSerialEnc *m) {
    if (!m) return;
    for (size_t i = 0; i < m->nnames; i++) free(m->names[i]);
    free(m->names);
    free(m->mkeys);
    free(m->mvals);
    free(m);
}

bool np_serial_enc_value(NpSerialEnc *m, NpValue v, const char *label, uint8_t **out,
                         size_t *len) {
    NpVM *vm = m->vm;
    label = label ? label : "?";
    if (m->nnames == m->names_cap) {
        size_t cap = m->names_cap ? m->names_cap * 2 : 16;
        char **n = realloc(m->names, cap * sizeof *n);
        if (!n) return np_raise_nomem(vm);
        m->names = n;
        m->names_cap = cap;
    }
    char *copy = strdup(label);
    if (!copy) return np_raise_nomem(vm);
    m->names[m->nnames] = copy;
    Enc e = {.vm = vm, .sh = m, .name_no = (uint32_t)m->nnames++, .label = label};
    if (!put(&e, MAGIC, sizeof MAGIC) || !enc_value(&e, v)) {
        free(e.data);
        return false;
    }
    *out = e.data;
    *len = e.len;
    return true;
}

bool np_serial_encode(NpVM *vm, NpValue v, const char *label, uint8_t **out, size_t *len) {
    NpSerialEnc *m = np_serial_enc_new(vm);
    if (!m) return np_raise_nomem(vm);
    bool ok = np_serial_enc_value(m, v, label, out, len);
    np_serial_enc_free(m);
    return ok;
}

/* ---------------------------------------------------------------- decoder */

// A global decoded earlier in the same commit: its name and the objects it made, by index
// (what a cross-global reference points into).
typedef struct DecName {
    char *name;
    NpValue *refs;
    size_t n;
} DecName;

struct NpSerialDec {
    NpVM *vm;
    DecName *names;
    size_t nnames, cap;
    // Bytes of function source recompiled so far (capped: MAX_SOURCE_BYTES).
    size_t src_bytes;
};

// A growable array of object pointers (decoded classes, instances, dicts with object keys).
typedef struct PtrVec {
    void **v;
    size_t n, cap;
} PtrVec;

static bool vec_push(PtrVec *pv, void *p) {
    if (pv->n == pv->cap) {
        size_t cap = pv->cap ? pv->cap * 2 : 16;
        void **v = realloc(pv->v, cap * sizeof *v);
        if (!v) return false;
        pv->v = v;
        pv->cap = cap;
    }
    pv->v[pv->n++] = p;
    return true;
}

// One decoding in progress: the unread input, the objects made so far by index, and for
// each whether it is finished (a reference to an unfinished set would see it half-built).
typedef struct Dec {
    NpVM *vm;
    NpSerialDec *sh;
    const uint8_t *p, *end;
    NpValue *refs;
    uint8_t *done;
    size_t nrefs, cap;
    int depth;
    // Classes (whose real bases are set once the whole value is read, bases first),
    // instances (whose class must then have the plain instance layout) and dicts keyed by
    // objects (whose keys must then still hash without running code).
    PtrVec classes, insts, objdicts;
    // The last class accepted for a module dict instance (T_MDICT), so it is checked once.
    NpType *mdict_ok;
    // Saved dataclasses (DcSaved), rebuilt by dec_finish in the order read (bases first).
    PtrVec dcs;
} Dec;

// A dataclass read from a T_DCLASS record: its plain class, the decorator's parameters and its
// own fields (names, field() flags, defaults and factories, UNDEF when absent).
typedef struct DcSaved {
    NpType *t;
    int params;
    size_t n;
    NpStr **names;
    NpValue *defs, *facs;
    int *flags;
} DcSaved;

static void dc_saved_free(DcSaved *s) {
    if (!s) return;
    free(s->names);
    free(s->defs);
    free(s->facs);
    free(s->flags);
    free(s);
}

// Raises the decoder's error; always false.
static bool corrupt(Dec *d, const char *what) {
    return np_raisef(d->vm, NP_TYPE_VALUEERROR, "corrupt saved value: %s", what);
}

static bool get_byte(Dec *d, uint8_t *b) {
    *b = 0;
    if (d->p >= d->end) return corrupt(d, "truncated");
    *b = *d->p++;
    return true;
}

static bool get_varint(Dec *d, uint64_t *out) {
    uint64_t x = 0;
    *out = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        uint8_t b;
        if (!get_byte(d, &b)) return false;
        if (shift == 63 && (b & 0x7e)) return corrupt(d, "varint overflow");
        x |= (uint64_t)(b & 0x7f) << shift;
        if (!(b & 0x80)) {
            *out = x;
            return true;
        }
    }
    return corrupt(d, "varint too long");
}

// Reads a count of items each at least [minsize] bytes long, checked against the input left.
static bool get_count(Dec *d, size_t minsize, size_t *out) {
    uint64_t n = 0;
    *out = 0;
    if (!get_varint(d, &n)) return false;
    if (n > (uint64_t)(d->end - d->p) / minsize) return corrupt(d, "count larger than the input");
    *out = (size_t)n;
    return true;
}

// Reads a length-prefixed string of valid UTF-8 without NUL bytes (names, source text).
static bool get_text(Dec *d, const char **s, size_t *n) {
    if (!get_count(d, 1, n)) return false;
    *s = (const char *)d->p;
    if (!np_utf8_valid(*s, *n) || memchr(*s, 0, *n)) return corrupt(d, "malformed name or source");
    d->p += *n;
    return true;
}

// Registers a new object (not finished yet) and returns its index.
static bool add_ref(Dec *d, NpValue v, size_t *idx) {
    if (d->nrefs >= NP_SERIAL_MAX_REFS) return corrupt(d, "too many containers");
    if (d->nrefs == d->cap) {
        size_t cap = d->cap ? d->cap * 2 : 32;
        NpValue *r = realloc(d->refs, cap * sizeof *r);
        if (!r) return np_raise_nomem(d->vm);
        d->refs = r;
        uint8_t *dn = realloc(d->done, cap);
        if (!dn) return np_raise_nomem(d->vm);
        d->done = dn;
        d->cap = cap;
    }
    d->refs[d->nrefs] = v;
    d->done[d->nrefs] = 0;
    *idx = d->nrefs++;
    return true;
}

static bool dec_value(Dec *d, NpValue *out);

// Decodes a value that must be a str of the exact builtin type.
static bool dec_exact_str(Dec *d, NpValue *out) {
    if (!dec_value(d, out)) return false;
    if (!NP_IS_STR(*out) || NP_OBJ(*out)->type != d->vm->types[NP_TYPE_STR])
        return corrupt(d, "a name is not a str");
    return true;
}

// Reads [n] (key, value) pairs with str keys into [*dict] (made when [n] > 0 and *dict is
// NULL); duplicate keys are an error.
static bool dec_pairs(Dec *d, NpDict **dict) {
    size_t n;
    if (!get_count(d, 2, &n)) return false;
    if (n && !*dict && !(*dict = np_dict_new(d->vm))) return false;
    size_t before = *dict ? (*dict)->n : 0;
    for (size_t i = 0; i < n; i++) {
        NpValue k, v;
        if (!dec_exact_str(d, &k) || !dec_value(d, &v) ||
            !np_dict_set_str(d->vm, *dict, NP_AS_STR(k), v))
            return false;
    }
    if (n && (*dict)->n != before + n) return corrupt(d, "duplicate attribute name");
    return true;
}

static bool dec_bigint(Dec *d, NpValue *out) {
    uint8_t sign;
    size_t n;
    if (!get_byte(d, &sign) || !get_count(d, 1, &n)) return false;
    if (sign > 1 || n == 0 || d->p[0] == 0) return corrupt(d, "malformed big int");
    if (!np_mem_charge(d->vm, n)) return false;
    mpz_t z;
    mpz_init(z);
    mpz_import(z, n, 1, 1, 1, 0, d->p);
    d->p += n;
    if (sign) mpz_neg(z, z);
    bool ok = np_int_from_mpz(d->vm, z, out);
    mpz_clear(z);
    np_mem_uncharge(d->vm, n);
    return ok;
}

static bool dec_str(Dec *d, bool marker, NpValue *out) {
    size_t n;
    if (!get_count(d, 1, &n)) return false;
    if (!np_utf8_valid((const char *)d->p, n)) return corrupt(d, "invalid UTF-8 in a str");
    NpStr *s = np_str_new(d->vm, (const char *)d->p, n);
    if (!s) return false;
    d->p += n;
    if (marker) return marker_new(d->vm, s, out);
    *out = np_obj(&s->hdr);
    return true;
}

// A bytes value (T_BYTES), or a bytearray (T_BYTEARRAY: an object, so it takes an index).
static bool dec_bytes(Dec *d, uint8_t tag, NpValue *out) {
    size_t n, idx;
    if (!get_count(d, 1, &n)) return false;
    if (tag == T_BYTES) {
        NpBytes *b = np_bytes_new(d->vm, d->p, n);
        if (!b) return false;
        *out = np_obj(&b->hdr);
    } else {
        NpByteArray *b = np_bytearray_new(d->vm, d->p, n);
        if (!b) return false;
        *out = np_obj(&b->hdr);
        if (!add_ref(d, *out, &idx)) return false;
        d->done[idx] = 1;
    }
    d->p += n;
    return true;
}

static bool dec_container(Dec *d, uint8_t tag, NpValue *out) {
    NpVM *vm = d->vm;
    size_t n, idx;
    if (!get_count(d, tag == T_DICT ? 2 : 1, &n)) return false;
    bool ok = true;
    if (tag == T_LIST || tag == T_TUPLE) {
        NpValue *items;
        if (tag == T_LIST) {
            NpList *l = np_list_new(vm, n);
            if (!l) return false;
            for (size_t i = 0; i < n; i++) l->items[i] = np_none();
            l->n = n;
            items = l->items;
            *out = np_obj(&l->hdr);
        } else {
            NpTuple *t = np_tuple_new(vm, n);
            if (!t) return false;
            items = t->items;
            *out = np_obj(&t->hdr);
        }
        ok = add_ref(d, *out, &idx);
        for (size_t i = 0; ok && i < n; i++) ok = dec_value(d, &items[i]);
    } else if (tag == T_DICT) {
        NpDict *dict = np_dict_new(vm);
        if (!dict) return false;
        *out = np_obj(&dict->hdr);
        ok = add_ref(d, *out, &idx);
        bool objkeys = false;
        for (size_t i = 0; ok && i < n; i++) {
            NpValue k, v;
            ok = dec_value(d, &k) && dec_value(d, &v);
            if (ok && !plain_data(vm, k, 0)) {
                objkeys = true;
                if (!key_safe(vm, k, 0)) ok = corrupt(d, "a dict key that defines __hash__");
            }
            ok = ok && np_dict_set(vm, dict, k, v);
        }
        if (ok && dict->n != n) ok = corrupt(d, "duplicate dict key");
        if (ok && objkeys && !vec_push(&d->objdicts, dict)) ok = np_raise_nomem(vm);
    } else {
        NpSet *s = np_set_new(vm, tag == T_FROZENSET);
        if (!s) return false;
        *out = np_obj(&s->hdr);
        ok = add_ref(d, *out, &idx);
        for (size_t i = 0; ok && i < n; i++) {
            NpValue k;
            ok = dec_value(d, &k);
            if (ok && !plain_data(vm, k, 0)) ok = corrupt(d, "a set member that is not data");
            ok = ok && np_set_add(vm, s, k);
        }
        if (ok && s->used != n) ok = corrupt(d, "duplicate set member");
    }
    if (ok) d->done[idx] = 1;
    return ok;
}

// Compiles the wrapper module [src] and returns the proto named [q] in it; NULL with an
// exception (a corrupt-value error when it does not compile).
static NpProto *compile_wrapper(Dec *d, Buf *src, const char *fname, const char *q, size_t qn) {
    NpVM *vm = d->vm;
    NpArena arena;
    npast_arena_init(&arena, (size_t)16 << 20);
    NpSyntaxError serr;
    memset(&serr, 0, sizeof serr);
    NpModule *mod = npparse_module(&arena, (const char *)src->d, src->len, fname, &serr);
    NpProto *mp = mod ? npcomp_module(vm, mod, fname, &serr) : NULL;
    npast_arena_free(&arena);
    if (!mp) {
        if (serr.type[0] || NP_IS_UNDEF(vm->exc)) {
            np_exc_clear(vm);
            corrupt(d, "a saved function's source does not compile");
        }
        return NULL;
    }
    NpStr *s = np_str_new(vm, (const char *)src->d, src->len);
    if (!s) return NULL;
    np_proto_attach_source(vm, mp, s);
    NpProto *p = find_proto(mp, q, qn, 0);
    if (!p) corrupt(d, "a saved function's source does not define it");
    return p;
}

// Most source text (with the wrapper's padding) one commit's functions may recompile.
#define MAX_SOURCE_BYTES ((size_t)64 << 20)

// Reads a function record's header, rebuilds and compiles its wrapper module, checks that
// the definition gives back exactly the record, and makes the function (with placeholder
// cells). NULL with an exception. Its buffers are on the heap: decoding recurses.
static NpFunction *make_function(Dec *d) {
    NpVM *vm = d->vm;
    uint8_t lambda;
    uint64_t line;
    const char *fname, *q, *text;
    size_t fnlen, qn, tn, nfree;
    if (!get_byte(d, &lambda) || !get_varint(d, &line) || !get_text(d, &fname, &fnlen) ||
        !get_text(d, &q, &qn) || !get_text(d, &text, &tn) || !get_count(d, 1, &nfree))
        return NULL;
    if (lambda > 1 || line > MAX_DEF_LINE || nfree > 255) {
        corrupt(d, "malformed function");
        return NULL;
    }
    NpStr **frees = calloc(256, sizeof *frees);
    NpValue *regs = calloc(256, sizeof *regs);
    char *fn = malloc(fnlen + 1);
    Buf b = {0};
    NpFunction *f = NULL;
    if (!frees || !regs || !fn) {
        np_raise_nomem(vm);
        goto done;
    }
    for (size_t k = 0; k < nfree; k++) {
        const char *s;
        size_t n;
        if (!get_text(d, &s, &n)) goto done;
        if (!ident(s, n)) {
            corrupt(d, "malformed free variable name");
            goto done;
        }
        if (!(frees[k] = np_str_new(vm, s, n))) goto done;
    }
    Scope sc[MAX_SCOPES];
    int nsc = scope_chain(q, qn, sc);
    // A def's indentation is its text's leading blanks.
    size_t indent = 0;
    while (!lambda && indent < tn && (text[indent] == ' ' || text[indent] == '\t')) indent++;
    if (nsc < 0 ||
        !build_wrapper(&b, lambda, (int)line, sc, nsc, frees, (int)nfree, text, tn, indent)) {
        corrupt(d, "a saved function cannot be rebuilt");
        goto done;
    }
    buf_put(&b, "", 1);
    if (b.failed) {
        np_raise_nomem(vm);
        goto done;
    }
    b.len--;
    d->sh->src_bytes += b.len;
    if (d->sh->src_bytes > MAX_SOURCE_BYTES) {
        corrupt(d, "the saved functions' sources are too large");
        goto done;
    }
    memcpy(fn, fname, fnlen);
    fn[fnlen] = '\0';
    NpProto *p = compile_wrapper(d, &b, fn, q, qn);
    if (!p) goto done;
    const char *t2;
    size_t n2, ind2;
    if (is_lambda(p) != lambda || p->span_line != (int32_t)line ||
        !def_text(p, lambda, &t2, &n2, &ind2) || n2 != tn || memcmp(t2, text, tn) ||
        p->nfree != nfree) {
        corrupt(d, "a saved function's source does not match its record");
        goto done;
    }
    for (size_t k = 0; k < nfree; k++)
        if (!np_str_eq(free_name(p, (int)k), frees[k])) {
            corrupt(d, "a saved function's closure does not match its source");
            goto done;
        }
    // MAKEFUNC takes cells from the enclosing frame's registers: give it placeholders, which
    // the saved cells replace.
    NpCell *tmp = np_cell_new(vm, np_undef());
    if (!tmp) goto done;
    for (int i = 0; i < 256; i++) regs[i] = np_obj(&tmp->hdr);
    f = np_func_new(vm, p, vm->main_globals, np_none(), np_none(), regs);
done:
    free(frees);
    free(regs);
    free(fn);
    free(b.d);
    return f;
}

// Reads a function: its definition (recompiled, never bytecode), then what `def` bound.
static bool dec_function(Dec *d, NpValue *out) {
    NpVM *vm = d->vm;
    size_t idx;
    NpFunction *f = make_function(d);
    if (!f) return false;
    NpProto *p = f->proto;
    size_t nfree = p->nfree;
    *out = np_obj(&f->hdr);
    if (!add_ref(d, *out, &idx)) return false;
    NpValue name, qual, defs;
    if (!dec_exact_str(d, &name) || !dec_exact_str(d, &qual) || !dec_value(d, &defs)) return false;
    f->name = NP_AS_STR(name);
    f->qualname = NP_AS_STR(qual);
    if (!NP_IS_NONE(defs)) {
        if (!NP_IS_TUPLE(defs) || NP_OBJ(defs)->type != vm->types[NP_TYPE_TUPLE] ||
            NP_AS_TUPLE(defs)->n == 0 || NP_AS_TUPLE(defs)->n > p->argcount)
            return corrupt(d, "malformed function defaults");
        f->defaults = NP_AS_TUPLE(defs);
    }
    if (!dec_pairs(d, &f->kwdefaults) || !dec_pairs(d, &f->attrs)) return false;
    for (size_t k = 0; k < nfree; k++) {
        NpValue c;
        if (!dec_value(d, &c)) return false;
        if (!NP_IS_KIND(c, OBJ_CELL)) return corrupt(d, "a closure cell is not a cell");
        f->cells[k] = (NpCell *)NP_AS_OBJ(c);
    }
    d->done[idx] = 1;
    return true;
}

static bool dec_cell(Dec *d, NpValue *out) {
    size_t idx;
    uint8_t full;
    NpCell *c = np_cell_new(d->vm, np_undef());
    if (!c) return false;
    *out = np_obj(&c->hdr);
    if (!add_ref(d, *out, &idx) || !get_byte(d, &full)) return false;
    if (full > 1) return corrupt(d, "malformed cell");
    if (full && !dec_value(d, &c->value)) return false;
    d->done[idx] = 1;
    return true;
}

static long class_index(const Dec *d, const NpType *t);

// Object [idx] of the value (what [what] names: "class 'Base'", "an instance") needs class or
// base [cls], a marker (its module is not granted here): the object becomes a marker too, so
// one missing module costs the values that need it, not the whole load. Later references get
// the marker; references made while the object was being read keep the unfinished object.
static bool lost_class(Dec *d, size_t idx, NpValue cls, const char *what, NpValue *out) {
    char msg[480];
    NpStr *cm = marker_msg(d->vm, cls);
    snprintf(msg, sizeof msg, "%s could not be restored: %s", what, cm ? cm->data : "?");
    size_t n = strlen(msg);
    while (n && !np_utf8_valid(msg, n)) n--;
    NpStr *m = np_str_new(d->vm, msg, n);
    if (!m || !marker_new(d->vm, m, out)) return false;
    d->refs[idx] = *out;
    return true;
}

// Reads a class: made first with object as its base (so references to it from its own bases'
// or dict's values resolve), then its bases (set once the whole value is read) and its dict.
static bool dec_class(Dec *d, NpValue *out) {
    NpVM *vm = d->vm;
    const char *nm, *qn;
    size_t nl, ql, idx, nb;
    if (!get_text(d, &nm, &nl) || !get_text(d, &qn, &ql)) return false;
    NpStr *name = np_str_new(vm, nm, nl), *qual = np_str_new(vm, qn, ql);
    NpValue obj = np_obj(&vm->types[NP_TYPE_OBJECT]->hdr);
    NpTuple *b0 = np_tuple_from(vm, &obj, 1);
    NpDict *dict = np_dict_new(vm);
    if (!name || !qual || !b0 || !dict) return false;
    NpType *t = np_class_make(vm, name, qual, b0, dict);
    if (!t) return false;
    *out = np_obj(&t->hdr);
    if (!add_ref(d, *out, &idx)) return false;
    if (!vec_push(&d->classes, t)) return np_raise_nomem(vm);
    if (!get_count(d, 1, &nb)) return false;
    if (nb == 0 || nb > 64) return corrupt(d, "malformed class bases");
    NpTuple *bases = np_tuple_new(vm, nb);
    if (!bases) return false;
    NpValue lost = np_undef();
    for (size_t i = 0; i < nb; i++) {
        if (!dec_value(d, &bases->items[i])) return false;
        if (np_serial_is_marker(bases->items[i]) && NP_IS_UNDEF(lost)) lost = bases->items[i];
        else if (!NP_IS_TYPE(bases->items[i])) return corrupt(d, "a class base is not a class");
    }
    // A base that is not available here: the class becomes a marker before its dict is read,
    // so its methods' and instances' references to it get the marker (the placeholder class
    // keeps the base object).
    char what[160];
    snprintf(what, sizeof what, "class '%.100s'", name->data);
    if (!NP_IS_UNDEF(lost) && !lost_class(d, idx, lost, what, out)) return false;
    if (NP_IS_UNDEF(lost)) t->bases = bases;
    NpDict *td = t->dict;
    if (!dec_pairs(d, &td)) return false;
    if (!np_class_check_hooks(vm, t->dict)) {
        np_exc_clear(vm);
        return corrupt(d, "a class defines an unsupported hook");
    }
    // The dataclass module's hidden entries are only ever made by its decorator on load.
    size_t pos = 0;
    NpValue hk, hv;
    while (np_dict_next(t->dict, &pos, &hk, &hv))
        if (!strncmp(NP_AS_STR(hk)->data, "__np_dc_", 8) ||
            !strcmp(NP_AS_STR(hk)->data, "__dataclass_fields__"))
            return corrupt(d, "a class with dataclass entries");
    vm->class_epoch++;
    d->done[idx] = 1;
    return true;
}

// Most fields a saved dataclass may have.
#define MAX_DC_FIELDS 4096

// Reads a dataclass: a plain class record (its dict without what @dataclass made), then the
// decorator's parameters and the class's own fields. The class is rebuilt by dec_finish, once
// its bases are set, by running the decorator on it. When the dataclasses module is not granted
// here the class becomes a marker.
static bool dec_dclass(Dec *d, NpValue *out) {
    NpVM *vm = d->vm;
    size_t idx = d->nrefs;
    NpStr *mname = np_intern_cstr(vm, "dataclasses");
    NpValue mod;
    if (!mname) return false;
    vm->gc_hold++;
    bool have = np_import_checked(vm, NULL, mname, &mod);
    vm->gc_hold--;
    if (!have) {
        if (NP_IS_OBJ(vm->exc) && (NP_OBJ(vm->exc)->flags & NP_EXC_UNCATCHABLE)) return false;
        np_exc_clear(vm);
    }
    if (!dec_class(d, out)) return false;
    NpType *t = NP_IS_TYPE(d->refs[idx]) ? NP_AS_TYPE(d->refs[idx]) : NULL;
    uint64_t params;
    size_t n;
    if (!get_varint(d, &params) || !get_count(d, 3, &n)) return false;
    if (params & ~(uint64_t)NP_DC_PARAMS_MASK) return corrupt(d, "bad dataclass parameters");
    if (n > MAX_DC_FIELDS) return corrupt(d, "too many dataclass fields");
    DcSaved *s = calloc(1, sizeof *s);
    if (!s) return np_raise_nomem(vm);
    s->t = t;
    s->params = (int)params;
    s->n = n;
    s->names = calloc(n ? n : 1, sizeof *s->names);
    s->defs = calloc(n ? n : 1, sizeof *s->defs);
    s->facs = calloc(n ? n : 1, sizeof *s->facs);
    s->flags = calloc(n ? n : 1, sizeof *s->flags);
    bool ok = s->names && s->defs && s->facs && s->flags;
    if (!ok) np_raise_nomem(vm);
    for (size_t i = 0; ok && i < n; i++) {
        NpValue nm;
        uint64_t fl, has;
        s->defs[i] = s->facs[i] = np_undef();
        ok = dec_exact_str(d, &nm) && get_varint(d, &fl) && get_varint(d, &has);
        if (ok && (fl > 0x1F || has > 3)) ok = corrupt(d, "bad dataclass field");
        if (ok) {
            s->names[i] = NP_AS_STR(nm);
            s->flags[i] = (int)fl;
        }
        if (ok && (has & 1)) ok = dec_value(d, &s->defs[i]);
        if (ok && (has & 2)) ok = dec_value(d, &s->facs[i]);
    }
    // A lost base already made the class a marker; so does a dataclasses module not granted.
    if (ok && np_serial_is_marker(d->refs[idx])) {
        dc_saved_free(s);
        return true;
    }
    if (ok && !have) {
        dc_saved_free(s);
        NpStr *m = np_str_from_cstr(vm, "'dataclasses' is not available here (module not granted)");
        NpValue mk;
        char what[160];
        snprintf(what, sizeof what, "class '%.100s'", t ? t->name->data : "?");
        return m && marker_new(vm, m, &mk) && lost_class(d, idx, mk, what, out);
    }
    if (ok && !t) ok = corrupt(d, "a dataclass record without a class");
    if (ok && !vec_push(&d->dcs, s)) ok = np_raise_nomem(vm);
    if (!ok) dc_saved_free(s);
    return ok;
}

static bool dec_instance(Dec *d, NpValue *out) {
    NpVM *vm = d->vm;
    size_t idx;
    NpValue cls;
    if (!np_instance_new(vm, vm->types[NP_TYPE_OBJECT], out)) return false;
    NpInstance *o = (NpInstance *)NP_AS_OBJ(*out);
    if (!add_ref(d, *out, &idx) || !dec_value(d, &cls)) return false;
    bool lost = np_serial_is_marker(cls);
    if (!lost && (!NP_IS_TYPE(cls) || !(NP_AS_TYPE(cls)->tflags & NP_TF_USER)))
        return corrupt(d, "an instance's class is not a class");
    if (!lost) o->hdr.type = NP_AS_TYPE(cls);
    if (!lost && !vec_push(&d->insts, o)) return np_raise_nomem(vm);
    if (!dec_pairs(d, &o->dict)) return false;
    d->done[idx] = 1;
    return !lost || lost_class(d, idx, cls, "an instance", out);
}

// Reads the contents of [o], an instance of a subclass of list, dict or set ([tag]).
static bool dec_ext_body(Dec *d, NpObject *o, uint8_t tag) {
    NpVM *vm = d->vm;
    size_t n, before = tag == T_DICT ? ((NpDict *)o)->n : tag == T_SET ? ((NpSet *)o)->used : 0;
    bool objkeys = false;
    if (!get_count(d, tag == T_DICT ? 2 : 1, &n)) return false;
    for (size_t i = 0; i < n; i++) {
        NpValue k, v;
        if (!dec_value(d, &k)) return false;
        if (tag == T_LIST) {
            if (!np_list_append(vm, (NpList *)o, k)) return false;
        } else if (tag == T_DICT) {
            if (!plain_data(vm, k, 0)) {
                objkeys = true;
                if (!key_safe(vm, k, 0)) return corrupt(d, "a dict key that defines __hash__");
            }
            if (!dec_value(d, &v) || !np_dict_set(vm, (NpDict *)o, k, v)) return false;
        } else {
            if (!plain_data(vm, k, 0)) return corrupt(d, "a set member that is not data");
            if (!np_set_add(vm, (NpSet *)o, k)) return false;
        }
    }
    if (tag == T_DICT && ((NpDict *)o)->n != before + n) return corrupt(d, "duplicate dict key");
    if (tag == T_SET && ((NpSet *)o)->used != before + n) return corrupt(d, "duplicate set member");
    if (objkeys && !vec_push(&d->objdicts, o)) return np_raise_nomem(vm);
    return true;
}

// Reads an instance of a user subclass of list, dict or set: made with the builtin type first
// (with the attribute slot), then given its class, contents and attributes.
static bool dec_ext(Dec *d, NpValue *out) {
    NpVM *vm = d->vm;
    uint8_t tag;
    size_t idx;
    NpValue cls;
    if (!get_byte(d, &tag)) return false;
    NpObject *fresh = tag == T_LIST   ? &np_list_new(vm, 0)->hdr
                      : tag == T_DICT ? &np_dict_new(vm)->hdr
                      : tag == T_SET  ? &np_set_new(vm, false)->hdr
                                      : NULL;
    if (tag != T_LIST && tag != T_DICT && tag != T_SET) return corrupt(d, "unknown layout");
    NpType *bt = vm->types[tag == T_LIST ? NP_TYPE_LIST : tag == T_DICT ? NP_TYPE_DICT : NP_TYPE_SET];
    if (!fresh || !np_ext_adopt(vm, bt, np_obj(fresh), out)) return false;
    NpObject *o = NP_OBJ(*out);
    if (!add_ref(d, *out, &idx) || !dec_value(d, &cls)) return false;
    bool lost = np_serial_is_marker(cls);
    if (!lost && (!NP_IS_TYPE(cls) || !(NP_AS_TYPE(cls)->tflags & NP_TF_USER)))
        return corrupt(d, "an instance's class is not a class");
    NpDict **slot = np_ext_attrs_slot_at(o);
    if (!lost) o->type = NP_AS_TYPE(cls);
    if (!lost && !vec_push(&d->insts, o)) return np_raise_nomem(vm);
    if (!slot || !dec_ext_body(d, o, tag) || !dec_pairs(d, slot)) return false;
    d->done[idx] = 1;
    return !lost || lost_class(d, idx, cls, "an instance", out);
}

// Reads an instance of a module's dict-layout class (Counter, OrderedDict, defaultdict): the
// dict is allocated directly with that layout (no constructor or __init__ runs), then given its
// class (which must be such a class, reached as a module reference), defaultdict's
// default_factory and its contents.
static bool dec_mdict(Dec *d, NpValue *out) {
    NpVM *vm = d->vm;
    uint8_t extra;
    size_t idx;
    NpValue cls;
    if (!get_byte(d, &extra)) return false;
    if (extra > 1) return corrupt(d, "malformed dict layout");
    NpDictX *x = (NpDictX *)np_alloc_obj(vm, extra ? sizeof(NpDictX) : sizeof(NpDict), OBJ_DICT,
                                         vm->types[NP_TYPE_DICT]);
    if (!x) return false;
    if (extra) {
        x->d.hdr.flags |= NP_DICT_EXTRA;
        x->extra = np_none();
    }
    *out = np_obj(&x->d.hdr);
    if (!add_ref(d, *out, &idx) || !dec_value(d, &cls)) return false;
    bool lost = np_serial_is_marker(cls);
    if (!lost) {
        NpType *t = NP_IS_TYPE(cls) ? NP_AS_TYPE(cls) : NULL;
        // The class must be a module's dict class now, with the same layout; the last class
        // checked is remembered (module_ref scans the modules).
        if (!t || (t != d->mdict_ok && (class_index(d, t) >= 0 || !module_dict_class(vm, t))) ||
            extra != !(t->tflags & NP_TF_BASETYPE))
            return corrupt(d, "a dict instance's class is not a module's dict class");
        d->mdict_ok = t;
        x->d.hdr.type = t;
    }
    if (extra && !dec_value(d, &x->extra)) return false;
    if (!dec_ext_body(d, &x->d.hdr, T_DICT)) return false;
    d->done[idx] = 1;
    // Its class is not available here (module not granted): the instance becomes a marker.
    return !lost || lost_class(d, idx, cls, "an instance", out);
}

// Reads a bound method (T_BOUND) or a staticmethod / classmethod / property (T_WRAP).
static bool dec_object3(Dec *d, uint8_t tag, NpValue *out) {
    NpVM *vm = d->vm;
    size_t idx;
    uint8_t kind = 0;
    if (tag == T_WRAP) {
        static const NpBuiltinTypeId ids[] = {NP_TYPE_STATICMETHOD, NP_TYPE_CLASSMETHOD,
                                              NP_TYPE_PROPERTY};
        if (!get_byte(d, &kind)) return false;
        if (kind > 2) return corrupt(d, "unknown descriptor kind");
        NpWrapper *w =
            (NpWrapper *)np_alloc_obj(vm, sizeof(NpWrapper), OBJ_WRAPPER, vm->types[ids[kind]]);
        if (!w) return false;
        w->a = w->b = w->c = w->d = np_none();
        *out = np_obj(&w->hdr);
        if (!add_ref(d, *out, &idx)) return false;
        if (!dec_value(d, &w->a) || !dec_value(d, &w->b) || !dec_value(d, &w->c)) return false;
    } else {
        NpBound *b =
            (NpBound *)np_alloc_obj(vm, sizeof(NpBound), OBJ_BOUND, vm->types[NP_TYPE_METHOD]);
        if (!b) return false;
        b->self = b->func = np_none();
        *out = np_obj(&b->hdr);
        NpValue self, func;
        if (!add_ref(d, *out, &idx) || !dec_value(d, &self) || !dec_value(d, &func)) return false;
        if (!NP_IS_KIND(func, OBJ_FUNCTION)) return corrupt(d, "a method's function is missing");
        b->self = self;
        b->func = func;
    }
    d->done[idx] = 1;
    return true;
}

static bool dec_builtin(Dec *d, NpValue *out) {
    NpVM *vm = d->vm;
    const char *s;
    size_t n;
    if (!get_text(d, &s, &n)) return false;
    NpStr *key = np_str_new(vm, s, n);
    if (!key) return false;
    NpValue v = np_dict_get_str(vm->builtins, key);
    if (NP_IS_UNDEF(v)) {
        char msg[300];
        snprintf(msg, sizeof msg, "builtin '%.200s' is not available here", key->data);
        NpStr *m = np_str_from_cstr(vm, msg);
        return m && marker_new(vm, m, out);
    }
    const char *own = NP_IS_TYPE(v)                ? NP_AS_TYPE(v)->name->data
                      : NP_IS_KIND(v, OBJ_NATIVE) ? ((NpNative *)NP_AS_OBJ(v))->name
                                                  : NULL;
    if (!own || strlen(own) != n || memcmp(own, s, n)) return corrupt(d, "unknown builtin");
    *out = v;
    return true;
}

// Reads a module reference: imports the module under this VM's policy and reads the attribute
// through the attribute rule. A module that is not granted here, or an attribute it no longer
// has, becomes a marker saying so. The GC is held while the module's code runs: the values
// decoded so far are not rooted (np_serial.c never collects otherwise).
static bool dec_modref(Dec *d, NpValue *out) {
    NpVM *vm = d->vm;
    const char *s, *a;
    size_t n, an;
    if (!get_text(d, &s, &n) || !get_text(d, &a, &an)) return false;
    if (n == 0) return corrupt(d, "empty module name");
    NpStr *name = np_intern(vm, s, n), *attr = an ? np_intern(vm, a, an) : NULL;
    if (!name || (an && !attr)) return false;
    vm->gc_hold++;
    bool ok = np_import_checked(vm, NULL, name, out);
    if (ok && attr) ok = np_getattr(vm, *out, attr, out);
    vm->gc_hold--;
    if (ok) return true;
    if (NP_IS_OBJ(vm->exc) && (NP_OBJ(vm->exc)->flags & NP_EXC_UNCATCHABLE)) return false;
    np_exc_clear(vm);
    char msg[400];
    snprintf(msg, sizeof msg, "'%.100s%s%.100s' is not available here (module not granted or "
             "name missing)", name->data, attr ? "." : "", attr ? attr->data : "");
    NpStr *m = np_str_from_cstr(vm, msg);
    return m && marker_new(vm, m, out);
}

static bool dec_xref(Dec *d, NpValue *out) {
    const char *s;
    size_t n;
    uint64_t i;
    if (!get_text(d, &s, &n) || !get_varint(d, &i)) return false;
    for (size_t k = 0; k < (d->sh ? d->sh->nnames : 0); k++) {
        DecName *dn = &d->sh->names[k];
        if (strlen(dn->name) == n && !memcmp(dn->name, s, n)) {
            if (i >= dn->n) return corrupt(d, "reference past the end of another value");
            *out = dn->refs[i];
            return true;
        }
    }
    return corrupt(d, "reference to a value that is not in this commit");
}

// Reads an object that has parts (one nesting level deeper).
static bool dec_nested(Dec *d, uint8_t tag, NpValue *out) {
    if (d->depth >= NP_SERIAL_MAX_DEPTH) return corrupt(d, "nested too deeply");
    d->depth++;
    bool ok;
    switch (tag) {
    case T_FUNC: ok = dec_function(d, out); break;
    case T_CELL: ok = dec_cell(d, out); break;
    case T_CLASS: ok = dec_class(d, out); break;
    case T_DCLASS: ok = dec_dclass(d, out); break;
    case T_INST: ok = dec_instance(d, out); break;
    case T_EXT: ok = dec_ext(d, out); break;
    case T_MDICT: ok = dec_mdict(d, out); break;
    case T_BOUND:
    case T_WRAP: ok = dec_object3(d, tag, out); break;
    default: ok = dec_container(d, tag, out); break;
    }
    d->depth--;
    return ok;
}

static bool dec_value(Dec *d, NpValue *out) {
    uint8_t tag;
    *out = np_none();
    if (!get_byte(d, &tag)) return false;
    switch (tag) {
    case T_NONE: *out = np_none(); return true;
    case T_FALSE: *out = np_bool(false); return true;
    case T_TRUE: *out = np_bool(true); return true;
    case T_INT: {
        uint64_t z;
        if (!get_varint(d, &z)) return false;
        *out = np_int((int64_t)(z >> 1) ^ -(int64_t)(z & 1));
        return true;
    }
    case T_BIGINT: return dec_bigint(d, out);
    case T_FLOAT: {
        if (d->end - d->p < 8) return corrupt(d, "truncated float");
        uint64_t bits = 0;
        for (int i = 0; i < 8; i++) bits |= (uint64_t)d->p[i] << (8 * i);
        d->p += 8;
        double f;
        memcpy(&f, &bits, 8);
        *out = np_float(f);
        return true;
    }
    case T_STR: return dec_str(d, false, out);
    case T_MARKER: return dec_str(d, true, out);
    case T_BYTES:
    case T_BYTEARRAY: return dec_bytes(d, tag, out);
    case T_LIST:
    case T_TUPLE:
    case T_DICT:
    case T_SET:
    case T_FROZENSET:
    case T_FUNC:
    case T_CELL:
    case T_CLASS:
    case T_DCLASS:
    case T_INST:
    case T_EXT:
    case T_MDICT:
    case T_BOUND:
    case T_WRAP: return dec_nested(d, tag, out);
    case T_BUILTIN: return dec_builtin(d, out);
    case T_MODREF: return dec_modref(d, out);
    case T_XREF: return dec_xref(d, out);
    case T_REF: {
        uint64_t i;
        if (!get_varint(d, &i)) return false;
        if (i >= d->nrefs) return corrupt(d, "reference to a later value");
        // A set is hashed and iterated while it is built: a reference into an unfinished one
        // would see it half-built. (Lists, dicts, tuples and objects may be reached again
        // while being built: a cycle.)
        NpValue v = d->refs[i];
        if (!d->done[i] && NP_IS_SET(v)) return corrupt(d, "reference into an unfinished set");
        *out = v;
        return true;
    }
    default: return corrupt(d, "unknown tag");
    }
}

// The index of class [t] in d->classes, or -1.
static long class_index(const Dec *d, const NpType *t) {
    for (size_t i = 0; i < d->classes.n; i++)
        if (d->classes.v[i] == t) return (long)i;
    return -1;
}

// Inserts the entries of dict [dict] again (same object, same order), so keys are hashed by
// their classes' final methods. Keys that now compare equal make the value corrupt.
static bool rehash_dict(Dec *d, NpDict *dict) {
    size_t n = dict->n, pos = 0, i = 0;
    NpValue *kv = malloc((n ? n : 1) * 2 * sizeof *kv);
    if (!kv) return np_raise_nomem(d->vm);
    NpValue k, v;
    while (i < n && np_dict_next(dict, &pos, &k, &v)) {
        kv[2 * i] = k;
        kv[2 * i + 1] = v;
        i++;
    }
    np_dict_clear(d->vm, dict);
    bool ok = true;
    for (size_t j = 0; ok && j < i; j++) ok = np_dict_set(d->vm, dict, kv[2 * j], kv[2 * j + 1]);
    free(kv);
    if (!ok) {
        if (NP_IS_OBJ(d->vm->exc) && (NP_OBJ(d->vm->exc)->flags & NP_EXC_UNCATCHABLE)) return false;
        np_exc_clear(d->vm);
        return corrupt(d, "a dict key that cannot be hashed");
    }
    return dict->n == n || corrupt(d, "duplicate dict key");
}

// Once the whole value is read: gives each class its real bases (bases before subclasses,
// recomputing layouts and MROs), then checks that every instance's class has the plain
// instance layout and that object dict keys still hash without running code.
static bool dec_finish(Dec *d) {
    NpVM *vm = d->vm;
    size_t n = d->classes.n, left = n;
    uint8_t *fixed = calloc(n ? n : 1, 1);
    if (!fixed) return np_raise_nomem(vm);
    bool ok = true;
    while (ok && left) {
        bool progress = false;
        for (size_t i = 0; ok && i < n; i++) {
            if (fixed[i]) continue;
            NpType *t = d->classes.v[i];
            bool ready = true;
            for (size_t j = 0; ready && j < t->bases->n; j++) {
                long k = class_index(d, NP_AS_TYPE(t->bases->items[j]));
                ready = k < 0 || fixed[k];
            }
            if (!ready) continue;
            if (!np_class_set_bases(vm, t, t->bases)) {
                np_exc_clear(vm);
                ok = corrupt(d, "invalid class bases");
            }
            fixed[i] = 1;
            left--;
            progress = true;
        }
        if (ok && !progress) ok = corrupt(d, "a class inherits from itself");
    }
    free(fixed);
    // Dataclasses: the decorator runs on each (the trusted module code a script could call),
    // bases first; the GC is held as the values decoded so far are not rooted.
    for (size_t i = 0; ok && i < d->dcs.n; i++) {
        DcSaved *s = d->dcs.v[i];
        vm->gc_hold++;
        bool built = np_dc_rebuild(vm, s->t, s->params, s->names, s->defs, s->facs, s->flags,
                                   s->n);
        vm->gc_hold--;
        if (!built) {
            if (NP_IS_OBJ(vm->exc) && (NP_OBJ(vm->exc)->flags & NP_EXC_UNCATCHABLE)) return false;
            np_exc_clear(vm);
            ok = corrupt(d, "a dataclass that cannot be rebuilt");
        }
        vm->class_epoch++;
    }
    for (size_t i = 0; ok && i < d->insts.n; i++) {
        NpObject *o = d->insts.v[i];
        NpType *t = o->type;
        uint8_t want = o->kind == OBJ_LIST ? T_LIST : o->kind == OBJ_DICT ? T_DICT : T_SET;
        if (!(t->tflags & NP_TF_USER) ||
            (o->kind == OBJ_INSTANCE ? t->inst_kind != OBJ_INSTANCE : ext_tag(vm, t) != want))
            ok = corrupt(d, "an instance of a class with another layout");
    }
    for (size_t i = 0; ok && i < d->objdicts.n; i++) {
        size_t pos = 0;
        NpValue k, v;
        while (ok && np_dict_next(d->objdicts.v[i], &pos, &k, &v))
            if (!key_safe(vm, k, 0)) ok = corrupt(d, "a dict key that defines __hash__");
    }
    // Keys that are dataclass instances were hashed by identity while their class was still
    // plain: with the decorator's __hash__/__eq__ now installed, those dicts are rehashed.
    for (size_t i = 0; ok && d->dcs.n && i < d->objdicts.n; i++) {
        vm->gc_hold++;
        ok = rehash_dict(d, d->objdicts.v[i]);
        vm->gc_hold--;
    }
    return ok;
}

NpSerialDec *np_serial_dec_new(NpVM *vm) {
    NpSerialDec *s = calloc(1, sizeof *s);
    if (s) s->vm = vm;
    return s;
}

void np_serial_dec_free(NpSerialDec *s) {
    if (!s) return;
    for (size_t i = 0; i < s->nnames; i++) {
        free(s->names[i].name);
        free(s->names[i].refs);
    }
    free(s->names);
    free(s);
}

bool np_serial_dec_value(NpSerialDec *s, const char *label, const uint8_t *data, size_t len,
                         NpValue *out) {
    NpVM *vm = s ? s->vm : NULL;
    Dec d = {.vm = vm, .sh = s, .p = data, .end = data + len};
    if (len < sizeof MAGIC || memcmp(data, MAGIC, 3)) return corrupt(&d, "bad magic");
    if (data[3] != NP_SERIAL_VERSION) {
        char msg[120];
        snprintf(msg, sizeof msg, "format version %d is not supported (this build reads %d)",
                 data[3], NP_SERIAL_VERSION);
        return corrupt(&d, msg);
    }
    d.p += sizeof MAGIC;
    bool ok = dec_value(&d, out);
    if (ok && d.p != d.end) ok = corrupt(&d, "trailing bytes");
    ok = ok && dec_finish(&d);
    if (ok && s->nnames == s->cap) {
        size_t cap = s->cap ? s->cap * 2 : 16;
        DecName *n = realloc(s->names, cap * sizeof *n);
        if (!n) ok = np_raise_nomem(vm);
        else {
            s->names = n;
            s->cap = cap;
        }
    }
    char *copy = ok ? strdup(label ? label : "?") : NULL;
    if (ok && !copy) ok = np_raise_nomem(vm);
    if (ok) {
        s->names[s->nnames++] = (DecName){copy, d.refs, d.nrefs};
        d.refs = NULL;
    }
    free(d.refs);
    free(d.done);
    free(d.classes.v);
    free(d.insts.v);
    free(d.objdicts.v);
    for (size_t i = 0; i < d.dcs.n; i++) dc_saved_free(d.dcs.v[i]);
    free(d.dcs.v);
    return ok;
}

bool np_serial_decode(NpVM *vm, const uint8_t *data, size_t len, NpValue *out) {
    NpSerialDec *s = np_serial_dec_new(vm);
    if (!s) return np_raise_nomem(vm);
    bool ok = np_serial_dec_value(s, "?", data, len, out);
    np_serial_dec_free(s);
    return ok;
}

/* ---------------------------------------------------------------- descriptions */

#define DESCRIBE_MAX_DEPTH 64
#define DESCRIBE_MAX_LEN 100000

// Appends a readable description of [v] to [b]: the repr of builtin data, and for objects a
// description made without running any Python code (no user __repr__). [open] holds the
// containers being described, for cycles.
static void describe(NpVM *vm, Buf *b, NpValue v, NpObject **open, int depth) {
    if (b->len > DESCRIBE_MAX_LEN) {
        if (!b->cut) buf_str(b, "...");
        b->cut = true;
        return;
    }
    if (v.tag != NP_T_OBJ || NP_OBJ(v)->type == vm->types[NP_TYPE_STR] ||
        NP_OBJ(v)->type == vm->types[NP_TYPE_INT] || NP_OBJ(v)->type == vm->types[NP_TYPE_BYTES] ||
        NP_OBJ(v)->type == vm->types[NP_TYPE_BYTEARRAY]) {
        NpStr *r = np_repr(vm, v);
        if (r) buf_put(b, r->data, r->len);
        else {
            np_exc_clear(vm);
            buf_str(b, "<?>");
        }
        return;
    }
    NpObject *o = NP_OBJ(v);
    NpStr *mod, *attr;
    for (int i = 0; i < depth; i++)
        if (open[i] == o) {
            buf_str(b, o->kind == OBJ_LIST ? "[...]" : o->kind == OBJ_DICT ? "{...}" : "...");
            return;
        }
    if (depth >= DESCRIBE_MAX_DEPTH) {
        buf_str(b, "...");
        return;
    }
    open[depth] = o;
    NpType *t = o->type;
    if ((t->tflags & NP_TF_EXT_ATTRS) && ext_tag(vm, t)) {
        // An instance of a subclass of list, dict or set: `L([1, 2])`, then its attributes.
        buf_str(b, t->qualname->data);
        buf_str(b, "(");
        o->type = np_ext_layout_root(t);
        describe(vm, b, v, open, depth);
        o->type = t;
        NpDict **slot = np_ext_attrs_slot(o);
        size_t pos = 0;
        NpValue k, val;
        while (!b->cut && slot && *slot && np_dict_next(*slot, &pos, &k, &val)) {
            buf_str(b, ", ");
            if (NP_IS_STR(k)) buf_str(b, NP_AS_STR(k)->data);
            buf_str(b, "=");
            describe(vm, b, val, open, depth + 1);
        }
        buf_str(b, ")");
        return;
    }
    if (o->kind == OBJ_DICT && module_dict_class(vm, t)) {
        // A module's dict class: `Counter({'a': 2})`, `defaultdict(<class 'list'>, {})`.
        buf_str(b, t->name->data);
        buf_str(b, "(");
        if (o->flags & NP_DICT_EXTRA) {
            describe(vm, b, ((NpDictX *)o)->extra, open, depth + 1);
            buf_str(b, ", ");
        }
        o->type = vm->types[NP_TYPE_DICT];
        describe(vm, b, v, open, depth);
        o->type = t;
        buf_str(b, ")");
        return;
    }
    if (np_serial_is_marker(v)) {
        NpStr *m = marker_msg(vm, v);
        buf_str(b, "<unsaved: ");
        buf_str(b, m ? m->data : "?");
        buf_str(b, ">");
    } else if (t == vm->types[NP_TYPE_LIST] || t == vm->types[NP_TYPE_TUPLE]) {
        bool list = t == vm->types[NP_TYPE_LIST];
        NpValue *items = list ? ((NpList *)o)->items : ((NpTuple *)o)->items;
        size_t n = list ? ((NpList *)o)->n : ((NpTuple *)o)->n;
        buf_str(b, list ? "[" : "(");
        for (size_t i = 0; i < n && !b->cut; i++) {
            if (i) buf_str(b, ", ");
            describe(vm, b, items[i], open, depth + 1);
        }
        buf_str(b, list ? "]" : n == 1 ? ",)" : ")");
    } else if (t == vm->types[NP_TYPE_DICT] && NP_IS_DICT(v)) {
        size_t pos = 0, i = 0;
        NpValue k, val;
        buf_str(b, "{");
        while (!b->cut && np_dict_next(NP_AS_DICT(v), &pos, &k, &val)) {
            if (i++) buf_str(b, ", ");
            describe(vm, b, k, open, depth + 1);
            buf_str(b, ": ");
            describe(vm, b, val, open, depth + 1);
        }
        buf_str(b, "}");
    } else if (t == vm->types[NP_TYPE_SET] || t == vm->types[NP_TYPE_FROZENSET]) {
        bool fz = t == vm->types[NP_TYPE_FROZENSET];
        NpSet *s = (NpSet *)o;
        size_t pos = 0, i = 0;
        NpValue k;
        buf_str(b, s->used == 0 ? (fz ? "frozenset(" : "set(") : fz ? "frozenset({" : "{");
        while (!b->cut && np_set_next(s, &pos, &k)) {
            if (i++) buf_str(b, ", ");
            describe(vm, b, k, open, depth + 1);
        }
        buf_str(b, s->used == 0 ? ")" : fz ? "})" : "}");
    } else if (o->kind == OBJ_FUNCTION) {
        buf_str(b, "<function ");
        buf_str(b, ((NpFunction *)o)->qualname->data);
        buf_str(b, ">");
    } else if (o->kind == OBJ_MODULE && module_ref(vm, o, &mod, &attr)) {
        buf_str(b, "<module '");
        buf_str(b, mod->data);
        buf_str(b, "'>");
    } else if (o->kind == OBJ_TYPE && module_ref(vm, o, &mod, &attr) && attr) {
        buf_str(b, "<class '");
        buf_str(b, mod->data);
        buf_str(b, ".");
        buf_str(b, attr->data);
        buf_str(b, "'>");
    } else if (o->kind == OBJ_TYPE) {
        NpType *c = (NpType *)o;
        buf_str(b, (c->tflags & NP_TF_USER) ? "<class '__main__." : "<class '");
        buf_str(b, c->qualname->data);
        buf_str(b, "'>");
    } else if (o->kind == OBJ_INSTANCE) {
        NpInstance *in = (NpInstance *)o;
        NpDict *a = in->dict;
        // An instance of a module's class (collections.deque) names that module.
        bool ref = module_ref(vm, &t->hdr, &mod, &attr) && attr;
        buf_str(b, "<");
        buf_str(b, ref ? mod->data : "__main__");
        buf_str(b, ".");
        buf_str(b, ref ? attr->data : t->qualname->data);
        buf_str(b, " object");
        size_t pos = 0, i = 0;
        NpValue k, val;
        while (!b->cut && a && np_dict_next(a, &pos, &k, &val)) {
            buf_str(b, i++ ? ", " : " ");
            if (NP_IS_STR(k)) buf_str(b, NP_AS_STR(k)->data);
            buf_str(b, "=");
            describe(vm, b, val, open, depth + 1);
        }
        for (uint32_t j = 0; (in->hdr.flags & NP_INST_SHAPED) && !b->cut && j < in->nvals; j++) {
            buf_str(b, j ? ", " : " ");
            buf_str(b, np_inst_layout(in)->keys[j]->data);
            buf_str(b, "=");
            describe(vm, b, np_inst_vals(in)[j], open, depth + 1);
        }
        buf_str(b, ">");
    } else if (o->kind == OBJ_BOUND) {
        NpBound *m = (NpBound *)o;
        buf_str(b, "<bound method ");
        if (NP_IS_KIND(m->func, OBJ_FUNCTION))
            buf_str(b, ((NpFunction *)NP_AS_OBJ(m->func))->qualname->data);
        buf_str(b, " of ");
        describe(vm, b, m->self, open, depth + 1);
        buf_str(b, ">");
    } else if (o->kind == OBJ_WRAPPER && t != vm->types[NP_TYPE_PROPERTY]) {
        buf_str(b, "<");
        buf_str(b, t->name->data);
        buf_str(b, "(");
        describe(vm, b, ((NpWrapper *)o)->a, open, depth + 1);
        buf_str(b, ")>");
    } else if (o->kind == OBJ_NATIVE && NP_IS_UNDEF(((NpNative *)o)->self)) {
        buf_str(b, "<built-in function ");
        buf_str(b, ((NpNative *)o)->name);
        buf_str(b, ">");
    } else {
        buf_str(b, "<");
        buf_str(b, np_type_name(vm, v));
        buf_str(b, " object>");
    }
}

char *np_serial_describe(NpVM *vm, NpValue v) {
    NpObject *open[DESCRIBE_MAX_DEPTH];
    Buf b = {0};
    describe(vm, &b, v, open, 0);
    buf_put(&b, "", 1);
    if (b.failed) {
        free(b.d);
        return NULL;
    }
    return (char *)b.d;
}
