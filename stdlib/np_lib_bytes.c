/*
 * np_lib_bytes.c - the constructors and methods of bytes and bytearray, the codecs, and
 * str.encode / int.to_bytes / int.from_bytes.
 *
 * Every read-only method is written once over a (pointer, length) view of its receiver
 * (np_bytes_view) and returns results of the receiver's type (np_bytes_make_like), so bytes and
 * bytearray share them. Character classes are ASCII only, as in CPython. The codecs are utf-8,
 * ascii and latin-1 (with CPython's aliases) and the error handlers strict, ignore, replace,
 * backslashreplace and (encoding) xmlcharrefreplace; UnicodeEncodeError/UnicodeDecodeError carry
 * CPython's five args, from which their str() is built (np_unicode_exc_str). Other known
 * encodings and handlers raise NotImplementedError; unknown ones LookupError as in CPython.
 * Every O(n) method charges the budget for its length first (np_charge_text), and every
 * result is allocated through the accounting allocator.
 */

#include <ctype.h>
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"

// The receiver of a method: its bytes and length.
typedef struct View {
    const uint8_t *p;
    size_t n;
} View;

static View self_view(NpValue v)
{
    View w = {NULL, 0};
    np_bytes_view(v, &w.p, &w.n);
    return w;
}

static bool ret_like(NpVM *vm, NpValue like, const void *p, size_t n, NpValue *out)
{
    return np_bytes_make_like(vm, like, p, n, out);
}

static bool is_ws(uint8_t c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

// A bytes-like argument [v] of method [fname]: TypeError "a bytes-like object is required, not
// 'str'".
static bool need_bytes(NpVM *vm, NpValue v, View *w)
{
    if (np_bytes_view(v, &w->p, &w->n))
        return true;
    return np_raisef(vm, NP_TYPE_TYPEERROR, "a bytes-like object is required, not '%s'",
                     np_type_name(vm, v));
}

/* ---------------------------------------------------------------- codecs */

typedef enum Codec { CODEC_UTF8, CODEC_ASCII, CODEC_LATIN1 } Codec;
typedef enum Handler { H_STRICT, H_IGNORE, H_REPLACE, H_BACKSLASH, H_XMLREF, H_UNKNOWN } Handler;

static const char *const codec_names[] = {"utf-8", "ascii", "latin-1"};

// Normalizes an encoding name as CPython's codec lookup does (lower case, '-' and ' ' to '_').
static void norm_name(const NpStr *s, char *buf, size_t cap)
{
    size_t i = 0;
    for (; i < s->len && i + 1 < cap; i++) {
        char c = (char)tolower((unsigned char)s->data[i]);
        buf[i] = c == '-' || c == ' ' ? '_' : c;
    }
    buf[i] = 0;
}

static bool in_list(const char *name, const char *const *list)
{
    for (; *list; list++)
        if (strcmp(name, *list) == 0)
            return true;
    return false;
}

// Resolves encoding name [v] (a str; UNDEF means utf-8) for function [fname] (named by a
// TypeError when [v] is not a str).
static bool find_codec(NpVM *vm, const char *fname, NpValue v, Codec *out)
{
    static const char *const utf8[] = {"utf_8", "utf8", "u8", "utf", "cp65001", NULL};
    static const char *const ascii[] = {"ascii", "us_ascii", "646", "us", "cp367", "csascii",
                                        "ibm367", "iso646_us", "ansi_x3.4_1968", NULL};
    static const char *const latin1[] = {"latin_1", "latin1", "iso_8859_1", "iso8859_1", "8859",
                                         "cp819", "latin", "l1", "ibm819", "csisolatin1",
                                         "iso_ir_100", "iso_8859_1_1987", NULL};
    static const char *const other[] = {
        "utf_16", "utf16", "utf_16_le", "utf_16_be", "utf_16le", "utf_16be", "utf_32", "utf32",
        "utf_32_le", "utf_32_be", "utf_7", "utf7", "utf_8_sig", "cp1252", "windows_1252", "cp437",
        "cp1251", "cp850", "iso8859_15", "iso_8859_15", "latin9", "koi8_r", "shift_jis", "euc_jp",
        "gbk", "gb2312", "big5", "idna", "punycode", "raw_unicode_escape", "unicode_escape",
        "mbcs", "charmap", NULL};
    if (NP_IS_UNDEF(v)) {
        *out = CODEC_UTF8;
        return true;
    }
    if (!NP_IS_STR(v))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() argument 'encoding' must be str, not %s",
                         fname, np_type_name(vm, v));
    char name[40];
    NpStr *s = NP_AS_STR(v);
    norm_name(s, name, sizeof name);
    if (s->len < sizeof name && in_list(name, utf8))
        *out = CODEC_UTF8;
    else if (s->len < sizeof name && in_list(name, ascii))
        *out = CODEC_ASCII;
    else if (s->len < sizeof name && in_list(name, latin1))
        *out = CODEC_LATIN1;
    else if (s->len < sizeof name && in_list(name, other))
        return np_raisef(vm, NP_TYPE_NOTIMPLEMENTEDERROR,
                         "the '%s' codec is not supported in Nearly Python (only utf-8, ascii "
                         "and latin-1)",
                         s->data);
    else
        return np_raisef(vm, NP_TYPE_LOOKUPERROR, "unknown encoding: %s", s->data);
    return true;
}

// Resolves error handler name [v] (UNDEF means strict); an unknown name is only an error once
// an error has to be handled (H_UNKNOWN), as in CPython. [fname] names the function in the
// TypeError for a [v] that is not a str.
static bool find_handler(NpVM *vm, const char *fname, NpValue v, Handler *out)
{
    if (NP_IS_UNDEF(v)) {
        *out = H_STRICT;
        return true;
    }
    if (!NP_IS_STR(v))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() argument 'errors' must be str, not %s",
                         fname, np_type_name(vm, v));
    const char *n = NP_AS_STR(v)->data;
    *out = strcmp(n, "strict") == 0            ? H_STRICT
           : strcmp(n, "ignore") == 0          ? H_IGNORE
           : strcmp(n, "replace") == 0         ? H_REPLACE
           : strcmp(n, "backslashreplace") == 0 ? H_BACKSLASH
           : strcmp(n, "xmlcharrefreplace") == 0 ? H_XMLREF
                                                 : H_UNKNOWN;
    return true;
}

// Raises the error for handler [h] when it cannot deal with an error of this direction
// (LookupError for an unknown name, NotImplementedError for CPython handlers Nearly lacks) and
// returns true; false for strict (the caller raises the Unicode error).
static bool handler_fail(NpVM *vm, NpValue name, Handler h, bool decoding)
{
    if (h == H_UNKNOWN) {
        const char *n = NP_AS_STR(name)->data;
        if (strcmp(n, "surrogateescape") == 0 || strcmp(n, "surrogatepass") == 0 ||
            strcmp(n, "namereplace") == 0)
            return !np_raisef(vm, NP_TYPE_NOTIMPLEMENTEDERROR,
                              "the '%s' error handler is not supported in Nearly Python", n);
        return !np_raisef(vm, NP_TYPE_LOOKUPERROR, "unknown error handler name '%s'", n);
    }
    if (decoding && h == H_XMLREF)
        return !np_raisef(vm, NP_TYPE_TYPEERROR,
                          "don't know how to handle UnicodeDecodeError in error callback");
    return false;
}

// Raises UnicodeEncodeError/UnicodeDecodeError([enc], [obj], start, end, [reason]).
static bool raise_unicode(NpVM *vm, NpBuiltinTypeId tid, Codec c, NpValue obj, size_t start,
                          size_t end, const char *reason)
{
    NpTuple *args = np_tuple_new(vm, 5);
    if (!args)
        return false;
    NpStr *e = np_str_from_cstr(vm, codec_names[c]), *r = np_str_from_cstr(vm, reason);
    if (!e || !r)
        return false;
    args->items[0] = np_obj(&e->hdr);
    args->items[1] = obj;
    args->items[2] = np_int((int64_t)start);
    args->items[3] = np_int((int64_t)end);
    args->items[4] = np_obj(&r->hdr);
    NpException *x = np_exc_new(vm, vm->types[tid], args);
    return x ? np_raise_value(vm, np_obj(&x->hdr)) : false;
}

NpStr *np_unicode_exc_str(NpVM *vm, NpException *e, bool *handled)
{
    NpValue *a = e->args->items;
    bool enc = np_type_is_sub(e->hdr.type, vm->types[NP_TYPE_UNICODEENCODEERROR]);
    bool dec = np_type_is_sub(e->hdr.type, vm->types[NP_TYPE_UNICODEDECODEERROR]);
    *handled = false;
    if (!(enc || dec) || !NP_IS_STR(a[0]) || a[2].tag != NP_T_INT || a[3].tag != NP_T_INT ||
        !NP_IS_STR(a[4]) || (enc && !NP_IS_STR(a[1])) || (dec && !np_is_byteslike(a[1])))
        return NULL;
    *handled = true;
    int64_t start = a[2].u.i, end = a[3].u.i;
    const char *codec = NP_AS_STR(a[0])->data, *reason = NP_AS_STR(a[4])->data;
    NpBuf b;
    np_buf_init(&b, vm);
    if (enc) {
        NpStr *s = NP_AS_STR(a[1]);
        if (start >= 0 && (size_t)start < s->ncp && end == start + 1) {
            const char *p = s->data + np_str_offset(s, (size_t)start);
            uint32_t ch = np_utf8_decode(&p);
            const char *fmt = ch < 0x100     ? "'%s' codec can't encode character '\\x%02x' in "
                                               "position %lld: %s"
                              : ch < 0x10000 ? "'%s' codec can't encode character '\\u%04x' in "
                                               "position %lld: %s"
                                             : "'%s' codec can't encode character '\\U%08x' in "
                                               "position %lld: %s";
            np_buf_appendf(&b, fmt, codec, ch, (long long)start, reason);
        } else {
            np_buf_appendf(&b, "'%s' codec can't encode characters in position %lld-%lld: %s",
                           codec, (long long)start, (long long)end - 1, reason);
        }
    } else {
        const uint8_t *p;
        size_t n;
        np_bytes_view(a[1], &p, &n);
        if (start >= 0 && (size_t)start < n && end == start + 1)
            np_buf_appendf(&b, "'%s' codec can't decode byte 0x%02x in position %lld: %s", codec,
                           p[start], (long long)start, reason);
        else
            np_buf_appendf(&b, "'%s' codec can't decode bytes in position %lld-%lld: %s", codec,
                           (long long)start, (long long)end - 1, reason);
    }
    return np_buf_finish(&b);
}

// Appends the encode-error replacement of code point [ch] for handler [h] to [out].
static void encode_replacement(NpBuf *out, Handler h, uint32_t ch)
{
    if (h == H_REPLACE)
        np_buf_append(out, "?", 1);
    else if (h == H_BACKSLASH)
        np_buf_appendf(out, ch < 0x100 ? "\\x%02x" : ch < 0x10000 ? "\\u%04x" : "\\U%08x", ch);
    else if (h == H_XMLREF)
        np_buf_appendf(out, "&#%u;", ch);
}

// True when the UTF-8 sequence at [p] encodes a surrogate (Nearly strs may hold lone
// surrogates, which no codec here can encode strictly).
static bool is_surrogate(const uint8_t *p)
{
    return p[0] == 0xED && p[1] >= 0xA0;
}

// s.encode(codec, handler): the bytes in *out.
static bool encode_str(NpVM *vm, NpStr *s, Codec c, Handler h, NpValue hname, NpValue *out)
{
    if (!np_charge_text(vm, s->len))
        return false;
    if ((s->hdr.flags & NP_STR_ASCII)) {
        NpBytes *b = np_bytes_new(vm, s->data, s->len);
        return b ? (*out = np_obj(&b->hdr), true) : false;
    }
    uint32_t limit = c == CODEC_ASCII ? 0x80 : c == CODEC_LATIN1 ? 0x100 : 0x110000;
    const char *reason = c == CODEC_ASCII    ? "ordinal not in range(128)"
                         : c == CODEC_LATIN1 ? "ordinal not in range(256)"
                                             : "surrogates not allowed";
    NpBuf b;
    np_buf_init(&b, vm);
    const char *p = s->data, *end = s->data + s->len;
    size_t idx = 0;
    while (p < end) {
        const char *q = p;
        uint32_t ch = np_utf8_decode(&q);
        bool bad = c == CODEC_UTF8 ? is_surrogate((const uint8_t *)p) : ch >= limit;
        if (!bad) {
            if (c == CODEC_UTF8) {
                np_buf_append(&b, p, (size_t)(q - p));
            } else {
                char byte = (char)ch;
                np_buf_append(&b, &byte, 1);
            }
            p = q, idx++;
            continue;
        }
        // A run of unencodable code points is one error, as in CPython.
        size_t start = idx;
        const char *r = p;
        while (r < end) {
            const char *t = r;
            uint32_t d = np_utf8_decode(&t);
            if (!(c == CODEC_UTF8 ? is_surrogate((const uint8_t *)r) : d >= limit))
                break;
            if (h != H_STRICT && h != H_UNKNOWN)
                encode_replacement(&b, h, d);
            r = t, idx++;
        }
        if (h == H_STRICT || h == H_UNKNOWN) {
            np_buf_free(&b);
            if (handler_fail(vm, hname, h, false))
                return false;
            return raise_unicode(vm, NP_TYPE_UNICODEENCODEERROR, c, np_obj(&s->hdr), start, idx,
                                 reason);
        }
        p = r;
    }
    if (b.failed) {
        np_buf_free(&b);
        return np_raise_nomem(vm);
    }
    NpBytes *r = np_bytes_new(vm, b.data ? b.data : "", b.len);
    np_buf_free(&b);
    return r ? (*out = np_obj(&r->hdr), true) : false;
}

// The length of the valid UTF-8 sequence at p[0..n) (n > 0), or 0 with *bad_end set to where
// the maximal invalid subpart ends and *truncated set when the data ran out first.
static size_t utf8_seq(const uint8_t *p, size_t n, size_t *bad_end, bool *truncated,
                       bool *bad_start)
{
    uint8_t c = p[0];
    *bad_start = false;
    size_t need;
    uint8_t lo = 0x80, hi = 0xBF;
    *truncated = false;
    if (c < 0x80)
        return 1;
    if (c >= 0xC2 && c <= 0xDF)
        need = 1;
    else if (c >= 0xE0 && c <= 0xEF)
        need = 2, lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
    else if (c >= 0xF0 && c <= 0xF4)
        need = 3, lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
    else {
        *bad_end = 1;
        *bad_start = true;
        return 0;
    }
    for (size_t k = 1; k <= need; k++) {
        if (k >= n) {
            *truncated = true;
            *bad_end = n;
            return 0;
        }
        uint8_t d = p[k];
        if (d < (k == 1 ? lo : 0x80) || d > (k == 1 ? hi : 0xBF)) {
            *bad_end = k;
            return 0;
        }
    }
    return need + 1;
}

// Appends code point [ch] (< 0x110000, not a surrogate) to [b] as UTF-8.
static void put_cp(NpBuf *b, uint32_t ch)
{
    char tmp[4];
    np_buf_append(b, tmp, (size_t)np_utf8_encode(ch, tmp));
}

// bytes.decode(codec, handler) of [src]: the str in *out.
static bool decode_bytes(NpVM *vm, NpValue src, Codec c, Handler h, NpValue hname, NpValue *out)
{
    View w = self_view(src);
    if (!np_charge_text(vm, w.n * 2))
        return false;
    NpBuf b;
    np_buf_init(&b, vm);
    for (size_t i = 0; i < w.n;) {
        uint8_t ch = w.p[i];
        size_t len = 0, bad = 1;
        bool trunc = false, bad_start = false;
        const char *reason = "ordinal not in range(128)";
        if (c == CODEC_LATIN1) {
            put_cp(&b, ch);
            i++;
            continue;
        }
        if (c == CODEC_ASCII) {
            len = ch < 0x80 ? 1 : 0;
        } else {
            len = utf8_seq(w.p + i, w.n - i, &bad, &trunc, &bad_start);
            reason = trunc ? "unexpected end of data"
                     : bad_start ? "invalid start byte"
                                 : "invalid continuation byte";
        }
        if (len) {
            np_buf_append(&b, (const char *)w.p + i, len);
            i += len;
            continue;
        }
        if (h == H_STRICT || h == H_UNKNOWN || h == H_XMLREF) {
            np_buf_free(&b);
            if (handler_fail(vm, hname, h, true))
                return false;
            return raise_unicode(vm, NP_TYPE_UNICODEDECODEERROR, c, src, i, i + bad, reason);
        }
        if (h == H_REPLACE)
            put_cp(&b, 0xFFFD);
        else if (h == H_BACKSLASH)
            for (size_t k = 0; k < bad; k++)
                np_buf_appendf(&b, "\\x%02x", w.p[i + k]);
        i += bad;
    }
    NpStr *s = np_buf_finish(&b);
    return s ? (*out = np_obj(&s->hdr), true) : false;
}

// Binds (encoding, errors) from [argc] arguments at [argv] for [fname].
static bool codec_args(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                       Codec *c, Handler *h, NpValue *hname)
{
    static const char *const names[] = {"encoding", "errors"};
    NpValue a[2];
    if (!np_args_bind(vm, fname, argc, argv, kw, names, 2, 2, 0, a) || !find_codec(vm, fname, a[0], c) ||
        !find_handler(vm, fname, a[1], h))
        return false;
    *hname = a[1];
    return true;
}

// s.encode() and b.decode() without arguments (UTF-8, strict) skip codec_args' binding.
bool nplib_str_encode(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (argc == 1 && (!kw || !kw->n))
        return encode_str(vm, NP_AS_STR(argv[0]), CODEC_UTF8, H_STRICT, np_undef(), out);
    Codec c;
    Handler h;
    NpValue hn;
    return codec_args(vm, "encode", argc - 1, argv + 1, kw, &c, &h, &hn) &&
           encode_str(vm, NP_AS_STR(argv[0]), c, h, hn, out);
}

static bool b_decode(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (argc == 1 && (!kw || !kw->n))
        return decode_bytes(vm, argv[0], CODEC_UTF8, H_STRICT, np_undef(), out);
    Codec c;
    Handler h;
    NpValue hn;
    return codec_args(vm, "decode", argc - 1, argv + 1, kw, &c, &h, &hn) &&
           decode_bytes(vm, argv[0], c, h, hn, out);
}

bool nplib_bytes_decode(NpVM *vm, NpValue src, NpValue enc, NpValue errors, NpValue *out)
{
    Codec c;
    Handler h;
    return find_codec(vm, "str", enc, &c) && find_handler(vm, "str", errors, &h) &&
           decode_bytes(vm, src, c, h, errors, out);
}

/* ---------------------------------------------------------------- constructors */

// The int value of item [v] for a byte, as bytes_from_iterable checks it: false with CPython's
// TypeError (not an int) or ValueError ([msg], out of range) pending.
static bool byte_item(NpVM *vm, NpValue v, const char *msg, char *out)
{
    if (!(v.tag == NP_T_INT || NP_IS_BOOL(v) || NP_IS_BIGINT(v)))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object cannot be interpreted as an integer",
                         np_type_name(vm, v));
    int64_t i = v.u.i;
    if (NP_IS_BIGINT(v) && !np_bigint_small(v, &i))
        i = -1;
    if (i < 0 || i > 255)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "%s", msg);
    *out = (char)i;
    return true;
}

// bytes_from_iterable for an exact list or tuple (`bytes((B64[n >> 18], ...))`): its items
// read in place, with no iterator object nor np_next per item; one budget unit per item.
// -1 when [src] is neither (the caller iterates), else 1 done or 0 with the error pending.
static int bytes_from_items(NpVM *vm, NpValue src, const char *msg, NpBuf *b)
{
    const NpValue *items;
    size_t n;
    if (NP_IS_KIND(src, OBJ_LIST) && NP_OBJ(src)->type == vm->types[NP_TYPE_LIST]) {
        items = NP_AS_LIST(src)->items;
        n = NP_AS_LIST(src)->n;
    } else if (NP_IS_KIND(src, OBJ_TUPLE) && NP_OBJ(src)->type == vm->types[NP_TYPE_TUPLE]) {
        items = NP_AS_TUPLE(src)->items;
        n = NP_AS_TUPLE(src)->n;
    } else {
        return -1;
    }
    if (!np_budget_charge(vm, (int64_t)n))
        return 0;
    for (size_t i = 0; i < n; i++) {
        char c;
        if (!byte_item(vm, items[i], msg, &c)) {
            // An instance (whose __index__ may run code that changes the list): the caller
            // iterates instead.
            if (NP_IS_OBJ(items[i]) && (NP_OBJ(items[i])->type->tflags & NP_TF_USER)) {
                np_exc_clear(vm);
                b->len -= i;  // the bytes of the items before (one each)
                return -1;
            }
            return 0;
        }
        np_buf_append(b, &c, 1);
        if (b->failed)
            return np_raise_nomem(vm) ? 1 : 0;
    }
    return 1;
}

// The bytes of [src] for bytes(src)/bytearray(src) when it is neither an int, a str nor
// bytes-like: an iterable of ints in range(0, 256) ([msg] is CPython's range message).
static bool bytes_from_iterable(NpVM *vm, NpValue src, const char *msg, NpBuf *b)
{
    int quick = bytes_from_items(vm, src, msg, b);
    if (quick >= 0)
        return quick > 0;
    NpValue it, item;
    if (!np_iter(vm, src, &it)) {
        if (NP_IS_OBJ(vm->exc) && np_type_is_sub(NP_OBJ(vm->exc)->type,
                                                 vm->types[NP_TYPE_TYPEERROR])) {
            np_exc_clear(vm);
            return np_raisef(vm, NP_TYPE_TYPEERROR, "cannot convert '%s' object to %s",
                             np_type_name(vm, src), msg[0] == 'b' && msg[4] == 's' ? "bytes"
                                                                                  : "bytearray");
        }
        return false;
    }
    size_t mark = vm->nroots;
    if (!np_push_root(vm, it))
        return false;
    int r;
    while ((r = np_next(vm, it, &item)) > 0) {
        // Not an int: an instance's __index__ gives one, or the TypeError.
        if (!(item.tag == NP_T_INT || NP_IS_BOOL(item) || NP_IS_BIGINT(item)) &&
            (!np_bytes_index_item(vm, &item) ||
             !(item.tag == NP_T_INT || NP_IS_BOOL(item) || NP_IS_BIGINT(item)))) {
            np_pop_roots(vm, vm->nroots - mark);
            if (!NP_IS_UNDEF(vm->exc))
                return false;
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "'%s' object cannot be interpreted as an integer",
                             np_type_name(vm, item));
        }
        int64_t v = item.u.i;
        if (NP_IS_BIGINT(item) && !np_bigint_small(item, &v))
            v = -1;
        if (v < 0 || v > 255) {
            np_pop_roots(vm, vm->nroots - mark);
            return np_raisef(vm, NP_TYPE_VALUEERROR, "%s", msg);
        }
        char c = (char)v;
        np_buf_append(b, &c, 1);
        if (b->failed)
            break;
    }
    np_pop_roots(vm, vm->nroots - mark);
    if (b->failed)
        return np_raise_nomem(vm);
    return r == 0;
}

// The shared body of bytes(...) and bytearray(...): the initial bytes in [b].
static bool ctor_bytes(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                       NpBuf *b, bool is_bytes)
{
    static const char *const names[] = {"source", "encoding", "errors"};
    NpValue a[3];
    if (!np_args_bind(vm, fname, argc, argv, kw, names, 3, 3, 0, a))
        return false;
    NpValue src = a[0];
    if (NP_IS_UNDEF(src)) {
        if (!NP_IS_UNDEF(a[1]) || !NP_IS_UNDEF(a[2]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, NP_IS_UNDEF(a[1])
                                                        ? "errors without a string argument"
                                                        : "encoding without a string argument");
        return true;
    }
    if (is_bytes && NP_IS_UNDEF(a[1]) && NP_IS_UNDEF(a[2])) {  // bytes(x) asks x.__bytes__ first
        NpValue r;
        int got = np_bytes_dunder(vm, src, &r);
        if (got != 0) {
            if (got > 0)
                np_buf_append(b, (const char *)NP_AS_BYTES(r)->data, NP_AS_BYTES(r)->len);
            return got > 0 && (!b->failed || np_raise_nomem(vm));
        }
    }
    if (NP_IS_STR(src)) {
        if (NP_IS_UNDEF(a[1]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "string argument without an encoding");
        Codec c;
        Handler h;
        NpValue r;
        if (!find_codec(vm, fname, a[1], &c) || !find_handler(vm, fname, a[2], &h) ||
            !encode_str(vm, NP_AS_STR(src), c, h, a[2], &r))
            return false;
        np_buf_append(b, (const char *)NP_AS_BYTES(r)->data, NP_AS_BYTES(r)->len);
        return !b->failed || np_raise_nomem(vm);
    }
    if (!NP_IS_UNDEF(a[1]) || !NP_IS_UNDEF(a[2]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, NP_IS_UNDEF(a[1])
                                                    ? "errors without a string argument"
                                                    : "encoding without a string argument");
    const uint8_t *p;
    size_t n;
    if (np_bytes_view(src, &p, &n)) {
        np_buf_append(b, (const char *)p, n);
        return !b->failed || np_raise_nomem(vm);
    }
    if (src.tag == NP_T_INT || NP_IS_BOOL(src) || NP_IS_BIGINT(src)) {
        int64_t count = src.u.i;
        if (NP_IS_BIGINT(src) && !np_bigint_small(src, &count))
            return np_raisef(vm, NP_TYPE_OVERFLOWERROR,
                             "cannot fit 'int' into an index-sized integer");
        if (count < 0)
            return np_raisef(vm, NP_TYPE_VALUEERROR, "negative count");
        if ((uint64_t)count > (uint64_t)INT64_MAX / 4)
            return np_raise_nomem(vm);
        if (!np_charge_text(vm, (size_t)count))
            return false;
        for (int64_t k = 0; k < count && !b->failed; k += 256) {
            static const char zeros[256];
            np_buf_append(b, zeros, count - k < 256 ? (size_t)(count - k) : 256);
        }
        return !b->failed || np_raise_nomem(vm);
    }
    return bytes_from_iterable(vm, src,
                               is_bytes ? "bytes must be in range(0, 256)"
                                        : "byte must be in range(0, 256)",
                               b);
}

static bool new_bytes(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)t;
    NpBuf b;
    np_buf_init(&b, vm);
    bool ok = ctor_bytes(vm, "bytes", argc, argv, kw, &b, true);
    NpBytes *r = ok ? np_bytes_new(vm, b.data ? b.data : "", b.len) : NULL;
    np_buf_free(&b);
    return r ? (*out = np_obj(&r->hdr), true) : false;
}

static bool new_bytearray(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                          NpValue *out)
{
    (void)t;
    NpBuf b;
    np_buf_init(&b, vm);
    bool ok = ctor_bytes(vm, "bytearray", argc, argv, kw, &b, false);
    NpByteArray *r = ok ? np_bytearray_new(vm, b.data ? b.data : "", b.len) : NULL;
    np_buf_free(&b);
    return r ? (*out = np_obj(&r->hdr), true) : false;
}

/* ---------------------------------------------------------------- hex */

// The separator of hex(sep, bytes_per_sep) in [*c]: CPython's checks in its order (a length of 1
// first, then str or bytes, then ASCII), with its messages.
static bool hex_sep(NpVM *vm, NpValue sep, char *c)
{
    int64_t n;
    if (!np_len(vm, sep, &n))
        return false;
    if (n != 1)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "sep must be length 1.");
    View w;
    if (NP_IS_STR(sep))
        w = (View){(const uint8_t *)NP_AS_STR(sep)->data, NP_AS_STR(sep)->len};
    else if (NP_IS_BYTES(sep))
        w = self_view(sep);
    else
        return np_raisef(vm, NP_TYPE_TYPEERROR, "sep must be str or bytes.");
    if (w.n != 1 || w.p[0] > 127)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "sep must be ASCII.");
    *c = (char)w.p[0];
    return true;
}

// bytes.hex(sep=None, bytes_per_sep=1): a positive group size counts groups from the right, a
// negative one from the left, as in CPython; 0 or no sep puts no separator.
static bool b_hex(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {"sep", "bytes_per_sep"};
    NpValue a[2];
    int64_t group = 1;
    char sep = 0;
    if (!np_args_bind(vm, "hex", argc - 1, argv + 1, kw, names, 2, 2, 0, a) ||
        (!NP_IS_UNDEF(a[1]) && !nplib_as_ssize(vm, a[1], &group)))
        return false;
    if (NP_IS_UNDEF(a[0]))
        group = 0;
    else if (!hex_sep(vm, a[0], &sep))
        return false;
    View w = self_view(argv[0]);
    if (!np_charge_text(vm, w.n * 3))
        return false;
    uint64_t step = group < 0 ? (uint64_t)0 - (uint64_t)group : (uint64_t)group;
    static const char hex[] = "0123456789abcdef";
    if (step == 0 && w.n > 0) {
        // No separator (hashlib's hexdigest): the str is made at its size and filled, ASCII
        // by construction, instead of appended to a buffer two characters at a time.
        NpStr *s = np_str_alloc(vm, 2 * w.n);
        if (!s)
            return false;
        for (size_t i = 0; i < w.n; i++) {
            s->data[2 * i] = hex[w.p[i] >> 4];
            s->data[2 * i + 1] = hex[w.p[i] & 15];
        }
        s->ncp = s->len;
        s->hdr.flags |= NP_STR_ASCII;
        *out = np_obj(&s->hdr);
        return true;
    }
    NpBuf b;
    np_buf_init(&b, vm);
    for (size_t i = 0; i < w.n; i++) {
        // The bytes before a separator: i counted from the left, or w.n - i from the right.
        uint64_t before = group < 0 ? i : w.n - i;
        if (step && i > 0 && before % step == 0)
            np_buf_append(&b, &sep, 1);
        char t[2] = {hex[w.p[i] >> 4], hex[w.p[i] & 15]};
        np_buf_append(&b, t, 2);
    }
    NpStr *s = np_buf_finish(&b);
    return s ? (*out = np_obj(&s->hdr), true) : false;
}

static int hexval(char c)
{
    return c >= '0' && c <= '9' ? c - '0'
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                  : -1;
}

// bytes.fromhex(s) / bytearray.fromhex(s) (argv[0] is the class).
static bool b_fromhex(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "fromhex", kw) || !np_args_count(vm, "fromhex", argc - 1, 1, 1))
        return false;
    if (!NP_IS_STR(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "fromhex() argument must be str, not %s",
                         np_type_name(vm, argv[1]));
    NpStr *s = NP_AS_STR(argv[1]);
    if (!np_charge_text(vm, s->len))
        return false;
    NpBuf b;
    np_buf_init(&b, vm);
    size_t i = 0, cp = 0;
    while (i < s->len) {
        if (is_ws((uint8_t)s->data[i])) {
            i++, cp++;
            continue;
        }
        int hi = hexval(s->data[i]);
        int lo = i + 1 < s->len ? hexval(s->data[i + 1]) : -1;
        if (hi < 0 || lo < 0) {
            np_buf_free(&b);
            size_t at = hi < 0 ? cp : cp + 1;
            return np_raisef(vm, NP_TYPE_VALUEERROR,
                             "non-hexadecimal number found in fromhex() arg at position %zu", at);
        }
        char c = (char)(hi << 4 | lo);
        np_buf_append(&b, &c, 1);
        i += 2, cp += 2;
    }
    bool ba = NP_IS_TYPE(argv[0]) && NP_AS_TYPE(argv[0]) == vm->types[NP_TYPE_BYTEARRAY];
    NpObject *r = ba ? (NpObject *)np_bytearray_new(vm, b.data ? b.data : "", b.len)
                     : (NpObject *)np_bytes_new(vm, b.data ? b.data : "", b.len);
    np_buf_free(&b);
    return r ? (*out = np_obj(r), true) : false;
}

/* ---------------------------------------------------------------- searching */

// The [start, end) arguments at argv[from], argv[from+1] clamped to [0, n] like slices.
static bool range_args(NpVM *vm, int argc, NpValue *argv, int from, size_t n, size_t *lo,
                       size_t *hi)
{
    int64_t s = 0, e = (int64_t)n;
    if (argc > from && !nplib_slice_index(vm, argv[from], 0, &s))
        return false;
    if (argc > from + 1 && !nplib_slice_index(vm, argv[from + 1], (int64_t)n, &e))
        return false;
    if (s < 0)
        s += (int64_t)n;
    if (e < 0)
        e += (int64_t)n;
    s = s < 0 ? 0 : s;
    e = e < 0 ? 0 : e > (int64_t)n ? (int64_t)n : e;
    *lo = (size_t)s;
    *hi = (size_t)e;
    return true;
}

// The needle of find/count/index: bytes-like or an int (one byte).
static bool needle(NpVM *vm, NpValue v, View *w, uint8_t *one)
{
    if (np_bytes_view(v, &w->p, &w->n))
        return true;
    if (NP_IS_OBJ(v) && (NP_OBJ(v)->type->tflags & NP_TF_USER) && !np_bytes_index_item(vm, &v))
        return false;
    if (v.tag == NP_T_INT || NP_IS_BOOL(v) || NP_IS_BIGINT(v)) {
        if (!np_bytes_byte_value(vm, v, one))
            return false;
        w->p = one;
        w->n = 1;
        return true;
    }
    if (np_bytes_view(v, &w->p, &w->n))
        return true;
    return np_raisef(vm, NP_TYPE_TYPEERROR,
                     "argument should be integer or bytes-like object, not '%s'",
                     np_type_name(vm, v));
}

// The offset of the first (or last, [rev]) [sub] in h[lo, hi), or -1.
static int64_t find_in(View h, size_t lo, size_t hi, View sub, bool rev)
{
    if (lo > hi || hi - lo < sub.n)
        return lo <= hi && sub.n == 0 ? (int64_t)(rev ? hi : lo) : -1;
    if (sub.n == 0)
        return (int64_t)(rev ? hi : lo);
    if (!rev) {
        const uint8_t *f = memmem(h.p + lo, hi - lo, sub.p, sub.n);
        return f ? (int64_t)(f - h.p) : -1;
    }
    for (size_t i = hi - sub.n + 1; i-- > lo;)
        if (memcmp(h.p + i, sub.p, sub.n) == 0)
            return (int64_t)i;
    return -1;
}

// The view of self again after a needle's __index__ ran (it may have resized a bytearray):
// CPython searches the length self had before, so no more than [old_n] bytes.
static View fresh_view(NpValue self, size_t old_n)
{
    View h = self_view(self);
    if (h.n > old_n)
        h.n = old_n;
    return h;
}

static bool do_find(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw, bool rev,
                    bool raise, NpValue *out)
{
    View h = self_view(argv[0]), sub;
    uint8_t one;
    size_t lo, hi;
    if (!np_args_nokw(vm, fname, kw) || !np_args_count(vm, fname, argc - 1, 1, 3) ||
        !needle(vm, argv[1], &sub, &one))
        return false;
    h = fresh_view(argv[0], h.n);
    if (!range_args(vm, argc, argv, 2, h.n, &lo, &hi))
        return false;
    int64_t at = find_in(h, lo, hi, sub, rev);
    // Charged for the bytes the search passed over (to the match's end, or the whole range),
    // so `b.find(x, i)` in a scanning loop pays for the text once, not the whole object a call.
    size_t seen = lo > hi ? 0 : at < 0 ? hi - lo : rev ? hi - (size_t)at : (size_t)at + sub.n - lo;
    if (!np_charge_text(vm, seen))
        return false;
    if (at < 0 && raise)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "subsection not found");
    *out = np_int(at);
    return true;
}

static bool b_find(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_find(vm, "find", argc, argv, kw, false, false, out);
}
static bool b_rfind(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_find(vm, "rfind", argc, argv, kw, true, false, out);
}
static bool b_index(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_find(vm, "index", argc, argv, kw, false, true, out);
}
static bool b_rindex(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_find(vm, "rindex", argc, argv, kw, true, true, out);
}

static bool b_count(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    View h = self_view(argv[0]), sub;
    uint8_t one;
    size_t lo, hi;
    if (!np_args_nokw(vm, "count", kw) || !np_args_count(vm, "count", argc - 1, 1, 3) ||
        !needle(vm, argv[1], &sub, &one))
        return false;
    h = fresh_view(argv[0], h.n);
    if (!range_args(vm, argc, argv, 2, h.n, &lo, &hi) ||
        !np_charge_text(vm, lo > hi ? 0 : hi - lo))
        return false;
    int64_t n = 0;
    if (lo > hi) {
        n = 0;
    } else if (sub.n == 0) {
        n = (int64_t)(hi - lo) + 1;
    } else {
        int64_t at;
        while ((at = find_in(h, lo, hi, sub, false)) >= 0) {
            n++;
            lo = (size_t)at + sub.n;
        }
    }
    *out = np_int(n);
    return true;
}

static bool do_affix(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw, bool end,
                     NpValue *out)
{
    View h = self_view(argv[0]), sub;
    size_t lo, hi;
    if (!np_args_nokw(vm, fname, kw) || !np_args_count(vm, fname, argc - 1, 1, 3) ||
        !range_args(vm, argc, argv, 2, h.n, &lo, &hi))
        return false;
    NpValue pat = argv[1];
    size_t nalt = NP_IS_TUPLE(pat) ? NP_AS_TUPLE(pat)->n : 1;
    for (size_t k = 0; k < nalt; k++) {
        NpValue one = NP_IS_TUPLE(pat) ? NP_AS_TUPLE(pat)->items[k] : pat;
        if (!np_bytes_view(one, &sub.p, &sub.n)) {
            if (NP_IS_TUPLE(pat))
                return np_raisef(vm, NP_TYPE_TYPEERROR,
                                 "a bytes-like object is required, not '%s'",
                                 np_type_name(vm, one));
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "%s first arg must be bytes or a tuple of bytes, not %s", fname,
                             np_type_name(vm, one));
        }
        if (lo <= hi && hi - lo >= sub.n &&
            memcmp(h.p + (end ? hi - sub.n : lo), sub.p, sub.n) == 0) {
            *out = np_bool(true);
            return true;
        }
    }
    *out = np_bool(false);
    return true;
}

static bool b_startswith(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_affix(vm, "startswith", argc, argv, kw, false, out);
}
static bool b_endswith(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_affix(vm, "endswith", argc, argv, kw, true, out);
}

/* ---------------------------------------------------------------- split, strip, join */

// Appends a new piece h[a, b) of [self]'s type to list [l].
static bool add_piece(NpVM *vm, NpList *l, NpValue self, const uint8_t *p, size_t n)
{
    NpValue v;
    return ret_like(vm, self, p, n, &v) && np_list_append(vm, l, v);
}

static bool do_split(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw, bool rev,
                     NpValue *out)
{
    static const char *const names[] = {"sep", "maxsplit"};
    NpValue a[2];
    View h = self_view(argv[0]), sep = {NULL, 0};
    int64_t max = -1;
    if (!np_args_bind(vm, fname, argc - 1, argv + 1, kw, names, 2, 2, 0, a) ||
        (!NP_IS_UNDEF(a[1]) && !nplib_as_ssize(vm, a[1], &max)) || !np_charge_text(vm, h.n))
        return false;
    bool ws = NP_IS_UNDEF(a[0]) || NP_IS_NONE(a[0]);
    if (!ws) {
        if (!need_bytes(vm, a[0], &sep))
            return false;
        if (sep.n == 0)
            return np_raisef(vm, NP_TYPE_VALUEERROR, "empty separator");
    }
    if (max < 0)
        max = INT64_MAX;
    NpList *l = np_list_new(vm, 0);
    if (!l)
        return false;
    *out = np_obj(&l->hdr);
    if (!rev) {
        size_t i = 0;
        if (ws) {
            while (true) {
                while (i < h.n && is_ws(h.p[i]))
                    i++;
                if (i == h.n)
                    break;
                size_t j = i;
                if (max-- <= 0) {
                    size_t e = h.n;
                    while (e > i && is_ws(h.p[e - 1]))
                        e--;
                    return add_piece(vm, l, argv[0], h.p + i, e - i);
                }
                while (j < h.n && !is_ws(h.p[j]))
                    j++;
                if (!add_piece(vm, l, argv[0], h.p + i, j - i))
                    return false;
                i = j;
            }
            return true;
        }
        while (max-- > 0) {
            int64_t at = find_in(h, i, h.n, sep, false);
            if (at < 0)
                break;
            if (!add_piece(vm, l, argv[0], h.p + i, (size_t)at - i))
                return false;
            i = (size_t)at + sep.n;
        }
        return add_piece(vm, l, argv[0], h.p + i, h.n - i);
    }
    // rsplit: collect from the right, then reverse the list.
    size_t e = h.n;
    if (ws) {
        while (true) {
            while (e > 0 && is_ws(h.p[e - 1]))
                e--;
            if (e == 0)
                break;
            if (max-- <= 0) {
                size_t s = 0;
                while (s < e && is_ws(h.p[s]))
                    s++;
                if (!add_piece(vm, l, argv[0], h.p + s, e - s))
                    return false;
                break;
            }
            size_t s = e;
            while (s > 0 && !is_ws(h.p[s - 1]))
                s--;
            if (!add_piece(vm, l, argv[0], h.p + s, e - s))
                return false;
            e = s;
        }
    } else {
        while (max-- > 0) {
            int64_t at = find_in(h, 0, e, sep, true);
            if (at < 0)
                break;
            if (!add_piece(vm, l, argv[0], h.p + at + sep.n, e - (size_t)at - sep.n))
                return false;
            e = (size_t)at;
        }
        if (!add_piece(vm, l, argv[0], h.p, e))
            return false;
    }
    for (size_t i = 0, j = l->n ? l->n - 1 : 0; i < j; i++, j--) {
        NpValue t = l->items[i];
        l->items[i] = l->items[j];
        l->items[j] = t;
    }
    return true;
}

static bool b_split(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_split(vm, "split", argc, argv, kw, false, out);
}
static bool b_rsplit(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_split(vm, "rsplit", argc, argv, kw, true, out);
}

// strip/lstrip/rstrip: [which] bit 1 strips the left, bit 2 the right.
static bool do_strip(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw, int which,
                     NpValue *out)
{
    View h = self_view(argv[0]), chars = {NULL, 0};
    if (!np_args_nokw(vm, fname, kw) || !np_args_count(vm, fname, argc - 1, 0, 1))
        return false;
    bool ws = argc < 2 || NP_IS_NONE(argv[1]);
    if (!ws && !need_bytes(vm, argv[1], &chars))
        return false;
    size_t i = 0, e = h.n;
#define STRIPPED(c) (ws ? is_ws(c) : memchr(chars.p, (c), chars.n) != NULL)
    if (which & 1)
        while (i < e && STRIPPED(h.p[i]))
            i++;
    if (which & 2)
        while (e > i && STRIPPED(h.p[e - 1]))
            e--;
#undef STRIPPED
    return ret_like(vm, argv[0], h.p + i, e - i, out);
}

static bool b_strip(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_strip(vm, "strip", argc, argv, kw, 3, out);
}
static bool b_lstrip(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_strip(vm, "lstrip", argc, argv, kw, 1, out);
}
static bool b_rstrip(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_strip(vm, "rstrip", argc, argv, kw, 2, out);
}

static bool b_join(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "join", kw) || !np_args_count(vm, "join", argc - 1, 1, 1))
        return false;
    NpList *items = np_list_from_iter(vm, argv[1]);
    if (!items)
        return false;
    View sep = self_view(argv[0]);
    size_t total = 0;
    for (size_t i = 0; i < items->n; i++) {
        View w;
        if (!np_bytes_view(items->items[i], &w.p, &w.n))
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "sequence item %zu: expected a bytes-like object, %s found", i,
                             np_type_name(vm, items->items[i]));
        total += w.n + (i ? sep.n : 0);
    }
    if (!np_charge_text(vm, total))
        return false;
    NpBuf b;
    np_buf_init(&b, vm);
    for (size_t i = 0; i < items->n; i++) {
        View w = self_view(items->items[i]);
        if (i)
            np_buf_append(&b, (const char *)sep.p, sep.n);
        np_buf_append(&b, (const char *)w.p, w.n);
    }
    bool ok = !b.failed && ret_like(vm, argv[0], b.data ? b.data : "", b.len, out);
    if (b.failed)
        np_raise_nomem(vm);
    np_buf_free(&b);
    return ok;
}

static bool b_replace(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    View h = self_view(argv[0]), old, new;
    int64_t count = -1;
    if (!np_args_nokw(vm, "replace", kw) || !np_args_count(vm, "replace", argc - 1, 2, 3) ||
        !need_bytes(vm, argv[1], &old) || !need_bytes(vm, argv[2], &new) ||
        (argc > 3 && !nplib_as_ssize(vm, argv[3], &count)) || !np_charge_text(vm, h.n))
        return false;
    if (count < 0)
        count = INT64_MAX;
    NpBuf b;
    np_buf_init(&b, vm);
    size_t i = 0;
    if (old.n == 0) {
        // An empty pattern matches before every byte and at the end.
        for (; count > 0 && i <= h.n && !b.failed; count--) {
            np_buf_append(&b, (const char *)new.p, new.n);
            if (i < h.n)
                np_buf_append(&b, (const char *)h.p + i, 1);
            i++;
        }
        if (i < h.n)
            np_buf_append(&b, (const char *)h.p + i, h.n - i);
    } else {
        for (; count > 0 && !b.failed; count--) {
            int64_t at = find_in(h, i, h.n, old, false);
            if (at < 0)
                break;
            np_buf_append(&b, (const char *)h.p + i, (size_t)at - i);
            np_buf_append(&b, (const char *)new.p, new.n);
            i = (size_t)at + old.n;
        }
        np_buf_append(&b, (const char *)h.p + i, h.n - i);
    }
    bool ok = !b.failed && ret_like(vm, argv[0], b.data ? b.data : "", b.len, out);
    if (b.failed)
        np_raise_nomem(vm);
    np_buf_free(&b);
    return ok;
}

/* ---------------------------------------------------------------- case, predicates, padding */

static bool do_case(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw, bool up,
                    NpValue *out)
{
    View h = self_view(argv[0]);
    if (!np_args_nokw(vm, fname, kw) || !np_args_count(vm, fname, argc - 1, 0, 0) ||
        !ret_like(vm, argv[0], h.p, h.n, out))
        return false;
    uint8_t *d;
    size_t n;
    np_bytes_view(*out, (const uint8_t **)&d, &n);
    for (size_t i = 0; i < n; i++)
        d[i] = (uint8_t)(up ? (d[i] >= 'a' && d[i] <= 'z' ? d[i] - 32 : d[i])
                            : (d[i] >= 'A' && d[i] <= 'Z' ? d[i] + 32 : d[i]));
    return true;
}

static bool b_upper(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_case(vm, "upper", argc, argv, kw, true, out);
}
static bool b_lower(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_case(vm, "lower", argc, argv, kw, false, out);
}

// The ASCII case maps of capitalize, swapcase and title ([how] 0, 1, 2), applied to a copy of
// self: bytes keep non-ASCII bytes as they are, as CPython's (C locale) bytes methods do.
static bool do_recase(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw, int how,
                      NpValue *out)
{
    View h = self_view(argv[0]);
    if (!np_args_nokw(vm, fname, kw) || !np_args_count(vm, fname, argc - 1, 0, 0) ||
        !np_charge_text(vm, h.n) || !ret_like(vm, argv[0], h.p, h.n, out))
        return false;
    uint8_t *d;
    size_t n;
    np_bytes_view(*out, (const uint8_t **)&d, &n);
    bool prev_cased = false;
    for (size_t i = 0; i < n; i++) {
        uint8_t c = d[i];
        bool up = c >= 'A' && c <= 'Z', lo = c >= 'a' && c <= 'z';
        bool to_up = how == 1 ? lo : how == 0 ? i == 0 && lo : !prev_cased && lo;
        bool to_lo = how == 1 ? up : how == 0 ? i > 0 && up : prev_cased && up;
        d[i] = (uint8_t)(to_up ? c - 32 : to_lo ? c + 32 : c);
        prev_cased = up || lo;
    }
    return true;
}

static bool b_capitalize(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_recase(vm, "capitalize", argc, argv, kw, 0, out);
}
static bool b_swapcase(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_recase(vm, "swapcase", argc, argv, kw, 1, out);
}
static bool b_title(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_recase(vm, "title", argc, argv, kw, 2, out);
}

// removeprefix(prefix) and removesuffix(suffix) ([suffix]): a copy of self without it when it
// starts (ends) with the bytes-like argument.
static bool do_remove_affix(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, bool suffix,
                            NpValue *out)
{
    bool ba = NP_IS_BYTEARRAY(argv[0]);
    const char *fname = suffix ? (ba ? "bytearray.removesuffix" : "bytes.removesuffix")
                               : (ba ? "bytearray.removeprefix" : "bytes.removeprefix");
    View h = self_view(argv[0]), a;
    if (!np_args_nokw(vm, fname, kw) || !np_args_count(vm, fname, argc - 1, 1, 1) ||
        !need_bytes(vm, argv[1], &a) || !np_charge_text(vm, h.n))
        return false;
    size_t cut = a.n <= h.n && a.n > 0 &&
                 memcmp(suffix ? h.p + h.n - a.n : h.p, a.p, a.n) == 0 ? a.n : 0;
    return ret_like(vm, argv[0], suffix ? h.p : h.p + cut, h.n - cut, out);
}

static bool b_removeprefix(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_remove_affix(vm, argc, argv, kw, false, out);
}
static bool b_removesuffix(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_remove_affix(vm, argc, argv, kw, true, out);
}

// expandtabs(tabsize=8): each tab replaced by spaces up to the next multiple of tabsize
// (none for a tabsize of 0 or less), the column counted from the last \n or \r.
static bool b_expandtabs(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {"tabsize"};
    NpValue a[1];
    int tab = 8;
    View h = self_view(argv[0]);
    if (!np_args_bind(vm, "expandtabs", argc - 1, argv + 1, kw, names, 1, 1, 0, a) ||
        (!NP_IS_UNDEF(a[0]) && !nplib_as_cint(vm, a[0], &tab)) || !np_charge_text(vm, h.n))
        return false;
    NpBuf b;
    np_buf_init(&b, vm);
    size_t col = 0;
    for (size_t i = 0; i < h.n && !b.failed; i++) {
        uint8_t c = h.p[i];
        if (c == '\t') {
            if (tab > 0) {
                size_t k = (size_t)tab - col % (size_t)tab;
                if (!np_charge_text(vm, k))
                    break;
                for (size_t j = 0; j < k; j++)
                    np_buf_append(&b, " ", 1);
                col += k;
            }
            continue;
        }
        np_buf_append(&b, (const char *)&c, 1);
        col = c == '\n' || c == '\r' ? 0 : col + 1;
    }
    bool ok = !b.failed && !NP_IS_OBJ(vm->exc) &&
              ret_like(vm, argv[0], b.data ? b.data : "", b.len, out);
    if (b.failed)
        ok = np_raise_nomem(vm);
    np_buf_free(&b);
    return ok;
}

// bytes.maketrans(frm, to) (static): the 256-byte table mapping each byte of frm to the byte of
// to at the same position, every other byte to itself.
static bool b_maketrans(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    View f, t;
    if (!np_args_nokw(vm, "maketrans", kw) || !np_args_count(vm, "maketrans", argc, 2, 2) ||
        !need_bytes(vm, argv[0], &f) || !need_bytes(vm, argv[1], &t))
        return false;
    if (f.n != t.n)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "maketrans arguments must have same length");
    if (!np_charge_text(vm, f.n))
        return false;
    uint8_t table[256];
    for (int i = 0; i < 256; i++)
        table[i] = (uint8_t)i;
    for (size_t i = 0; i < f.n; i++)
        table[f.p[i]] = t.p[i];
    NpBytes *r = np_bytes_new(vm, (const char *)table, 256);
    return r ? (*out = np_obj(&r->hdr), true) : false;
}

// translate(table, /, delete=b''): self without the bytes of delete, each other byte mapped
// through the 256-byte table (None keeps them).
static bool b_translate(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {NULL, "delete"};
    NpValue a[2];
    View h = self_view(argv[0]), t = {NULL, 0}, del = {NULL, 0};
    if (NPLIB_NPOS(argc, kw) < 2)  // table is positional-only
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "translate() takes at least 1 positional argument (0 given)");
    if (!np_args_bind(vm, "translate", argc - 1, argv + 1, kw, names, 2, 2, 1, a))
        return false;
    if (!NP_IS_NONE(a[0])) {
        if (!need_bytes(vm, a[0], &t))
            return false;
        if (t.n != 256)
            return np_raisef(vm, NP_TYPE_VALUEERROR,
                             "translation table must be 256 characters long");
    }
    if (!NP_IS_UNDEF(a[1]) && !need_bytes(vm, a[1], &del))
        return false;
    if (!np_charge_text(vm, h.n + del.n))
        return false;
    bool drop[256] = {false};
    for (size_t i = 0; i < del.n; i++)
        drop[del.p[i]] = true;
    NpBuf b;
    np_buf_init(&b, vm);
    for (size_t i = 0; i < h.n && !b.failed; i++) {
        if (drop[h.p[i]])
            continue;
        uint8_t c = t.p ? t.p[h.p[i]] : h.p[i];
        np_buf_append(&b, (const char *)&c, 1);
    }
    bool ok = !b.failed && ret_like(vm, argv[0], b.data ? b.data : "", b.len, out);
    if (b.failed)
        ok = np_raise_nomem(vm);
    np_buf_free(&b);
    return ok;
}

enum { P_DIGIT, P_ALPHA, P_SPACE, P_ALNUM, P_UPPER, P_LOWER, P_ASCII, P_TITLE };

static bool do_pred(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw, int what,
                    NpValue *out)
{
    View h = self_view(argv[0]);
    if (!np_args_nokw(vm, fname, kw) || !np_args_count(vm, fname, argc - 1, 0, 0))
        return false;
    bool r = h.n > 0 || what == P_ASCII, cased = false, prev_cased = false;
    if (!np_charge_text(vm, h.n))
        return false;
    for (size_t i = 0; i < h.n && r; i++) {
        uint8_t c = h.p[i];
        bool up = c >= 'A' && c <= 'Z', lo = c >= 'a' && c <= 'z', dg = c >= '0' && c <= '9';
        switch (what) {
        case P_DIGIT: r = dg; break;
        case P_ALPHA: r = up || lo; break;
        case P_SPACE: r = is_ws(c); break;
        case P_ALNUM: r = up || lo || dg; break;
        case P_UPPER: r = !lo, cased |= up; break;
        case P_ASCII: r = c < 0x80; break;
        case P_TITLE:
            // Upper-case letters only after uncased bytes, lower-case only after cased ones.
            r = !(up && prev_cased) && !(lo && !prev_cased);
            cased |= up;
            prev_cased = up || lo;
            break;
        default: r = !up, cased |= lo; break;
        }
    }
    if (what == P_UPPER || what == P_LOWER || what == P_TITLE)
        r = r && cased;
    *out = np_bool(r);
    return true;
}

#define PRED(fn, name, what)                                                                      \
    static bool fn(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)                  \
    {                                                                                             \
        return do_pred(vm, name, argc, argv, kw, what, out);                                      \
    }
PRED(b_isdigit, "isdigit", P_DIGIT)
PRED(b_isalpha, "isalpha", P_ALPHA)
PRED(b_isspace, "isspace", P_SPACE)
PRED(b_isalnum, "isalnum", P_ALNUM)
PRED(b_isupper, "isupper", P_UPPER)
PRED(b_islower, "islower", P_LOWER)
PRED(b_isascii, "isascii", P_ASCII)
PRED(b_istitle, "istitle", P_TITLE)
#undef PRED

// center/ljust/rjust: [how] 0 center, 1 ljust, 2 rjust.
static bool do_pad(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw, int how,
                   NpValue *out)
{
    View h = self_view(argv[0]);
    int64_t width;
    uint8_t fill = ' ';
    if (!np_args_nokw(vm, fname, kw) || !np_args_count(vm, fname, argc - 1, 1, 2) ||
        !nplib_as_ssize(vm, argv[1], &width))
        return false;
    if (argc > 2) {
        View f;
        if (!np_bytes_view(argv[2], &f.p, &f.n) || f.n != 1)
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "%s() argument 2 must be a byte string of length 1, not %s", fname,
                             np_type_name(vm, argv[2]));
        fill = f.p[0];
    }
    if (width <= (int64_t)h.n)
        return ret_like(vm, argv[0], h.p, h.n, out);
    if ((uint64_t)width > (uint64_t)INT64_MAX / 4)
        return np_raise_nomem(vm);
    size_t pad = (size_t)width - h.n, left;
    if (how == 1)
        left = 0;
    else if (how == 2)
        left = pad;
    else
        left = pad / 2 + (pad & (size_t)width & 1);
    if (!np_charge_text(vm, (size_t)width) || !ret_like(vm, argv[0], NULL, 0, out))
        return false;
    NpValue r;
    uint8_t *d;
    if (NP_IS_BYTEARRAY(argv[0])) {
        NpByteArray *a = NP_AS_BYTEARRAY(*out);
        if (!np_bytearray_reserve(vm, a, (size_t)width))
            return false;
        a->len = (size_t)width;
        d = a->data;
    } else {
        NpBytes *b = np_bytes_alloc(vm, (size_t)width);
        if (!b)
            return false;
        r = np_obj(&b->hdr);
        *out = r;
        d = b->data;
    }
    h = self_view(argv[0]);
    memset(d, fill, (size_t)width);
    memcpy(d + left, h.p, h.n);
    return true;
}

static bool b_center(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_pad(vm, "center", argc, argv, kw, 0, out);
}
static bool b_ljust(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_pad(vm, "ljust", argc, argv, kw, 1, out);
}
static bool b_rjust(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_pad(vm, "rjust", argc, argv, kw, 2, out);
}

static bool b_zfill(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    View h = self_view(argv[0]);
    int64_t width;
    if (!np_args_nokw(vm, "zfill", kw) || !np_args_count(vm, "zfill", argc - 1, 1, 1) ||
        !nplib_as_ssize(vm, argv[1], &width))
        return false;
    if (width <= (int64_t)h.n)
        return ret_like(vm, argv[0], h.p, h.n, out);
    if ((uint64_t)width > (uint64_t)INT64_MAX / 4)
        return np_raise_nomem(vm);
    if (!np_charge_text(vm, (size_t)width))
        return false;
    NpBuf b;
    np_buf_init(&b, vm);
    size_t sign = h.n && (h.p[0] == '+' || h.p[0] == '-');
    np_buf_append(&b, (const char *)h.p, sign);
    for (size_t k = 0; k < (size_t)width - h.n && !b.failed; k++)
        np_buf_append(&b, "0", 1);
    np_buf_append(&b, (const char *)h.p + sign, h.n - sign);
    bool ok = !b.failed && ret_like(vm, argv[0], b.data, b.len, out);
    if (b.failed)
        np_raise_nomem(vm);
    np_buf_free(&b);
    return ok;
}

static bool do_partition(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                         bool rev, NpValue *out)
{
    View h = self_view(argv[0]), sep;
    if (!np_args_nokw(vm, fname, kw) || !np_args_count(vm, fname, argc - 1, 1, 1) ||
        !need_bytes(vm, argv[1], &sep) || !np_charge_text(vm, h.n))
        return false;
    if (sep.n == 0)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "empty separator");
    int64_t at = find_in(h, 0, h.n, sep, rev);
    NpTuple *t = np_tuple_new(vm, 3);
    if (!t)
        return false;
    *out = np_obj(&t->hdr);
    size_t a = at < 0 ? (rev ? 0 : h.n) : (size_t)at;
    size_t sn = at < 0 ? 0 : sep.n;
    // Not found: (self, b'', b'') or (b'', b'', self).
    return ret_like(vm, argv[0], h.p, a, &t->items[0]) &&
           ret_like(vm, argv[0], sep.p, sn, &t->items[1]) &&
           ret_like(vm, argv[0], h.p + a + sn, h.n - a - sn, &t->items[2]);
}

static bool b_partition(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_partition(vm, "partition", argc, argv, kw, false, out);
}
static bool b_rpartition(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_partition(vm, "rpartition", argc, argv, kw, true, out);
}

static bool b_splitlines(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {"keepends"};
    NpValue a[1];
    bool keep = false;
    View h = self_view(argv[0]);
    if (!np_args_bind(vm, "splitlines", argc - 1, argv + 1, kw, names, 1, 1, 0, a) ||
        (!NP_IS_UNDEF(a[0]) && !np_truthy(vm, a[0], &keep)) || !np_charge_text(vm, h.n))
        return false;
    NpList *l = np_list_new(vm, 0);
    if (!l)
        return false;
    *out = np_obj(&l->hdr);
    size_t i = 0;
    while (i < h.n) {
        size_t j = i;
        while (j < h.n && h.p[j] != '\n' && h.p[j] != '\r')
            j++;
        size_t eol = j;
        if (j < h.n)
            j += h.p[j] == '\r' && j + 1 < h.n && h.p[j + 1] == '\n' ? 2 : 1;
        if (!add_piece(vm, l, argv[0], h.p + i, (keep ? j : eol) - i))
            return false;
        i = j;
    }
    return true;
}

/* ---------------------------------------------------------------- bytearray mutators */

#define SELF_BA NP_AS_BYTEARRAY(argv[0])

static bool ba_append(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    uint8_t c;
    if (!np_args_nokw(vm, "append", kw) || !np_args_count(vm, "append", argc - 1, 1, 1) ||
        !np_bytes_byte_value(vm, argv[1], &c) ||
        !np_bytearray_reserve(vm, SELF_BA, SELF_BA->len + 1))
        return false;
    SELF_BA->data[SELF_BA->len++] = c;
    *out = np_none();
    return true;
}

static bool ba_extend(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "extend", kw) || !np_args_count(vm, "extend", argc - 1, 1, 1))
        return false;
    View w;
    if (np_bytes_view(argv[1], &w.p, &w.n)) {
        if (!np_bytearray_splice(vm, SELF_BA, SELF_BA->len, 0, w.p, w.n))
            return false;
    } else {
        if (NP_IS_STR(argv[1]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "expected iterable of integers; got: 'str'");
        NpBuf b;
        np_buf_init(&b, vm);
        bool ok = bytes_from_iterable(vm, argv[1], "byte must be in range(0, 256)", &b) &&
                  np_bytearray_splice(vm, SELF_BA, SELF_BA->len, 0, (const uint8_t *)b.data,
                                      b.len);
        np_buf_free(&b);
        if (!ok)
            return false;
    }
    *out = np_none();
    return true;
}

static bool ba_pop(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int64_t i = -1;
    NpByteArray *a = SELF_BA;
    if (!np_args_nokw(vm, "pop", kw) || !np_args_count(vm, "pop", argc - 1, 0, 1) ||
        (argc > 1 && !nplib_as_ssize(vm, argv[1], &i)))
        return false;
    if (a->len == 0)
        return np_raisef(vm, NP_TYPE_INDEXERROR, "pop from empty bytearray");
    if (i < 0)
        i += (int64_t)a->len;
    if (i < 0 || i >= (int64_t)a->len)
        return np_raisef(vm, NP_TYPE_INDEXERROR, "pop index out of range");
    *out = np_int(a->data[i]);
    return np_bytearray_splice(vm, a, (size_t)i, 1, NULL, 0);
}

static bool ba_insert(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int64_t i;
    uint8_t c;
    NpByteArray *a = SELF_BA;
    if (!np_args_nokw(vm, "insert", kw) || !np_args_count(vm, "insert", argc - 1, 2, 2) ||
        !nplib_as_ssize(vm, argv[1], &i) || !np_bytes_byte_value(vm, argv[2], &c))
        return false;
    if (i < 0)
        i = i + (int64_t)a->len < 0 ? 0 : i + (int64_t)a->len;
    if (i > (int64_t)a->len)
        i = (int64_t)a->len;
    *out = np_none();
    return np_bytearray_splice(vm, a, (size_t)i, 0, &c, 1);
}

static bool ba_remove(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    uint8_t c;
    NpByteArray *a = SELF_BA;
    if (!np_args_nokw(vm, "remove", kw) || !np_args_count(vm, "remove", argc - 1, 1, 1) ||
        !np_bytes_byte_value(vm, argv[1], &c))
        return false;
    uint8_t *f = a->len ? memchr(a->data, c, a->len) : NULL;
    if (!f)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "value not found in bytearray");
    *out = np_none();
    return np_bytearray_splice(vm, a, (size_t)(f - a->data), 1, NULL, 0);
}

static bool ba_clear(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "clear", kw) || !np_args_count(vm, "clear", argc - 1, 0, 0))
        return false;
    np_bytearray_free_buf(vm, SELF_BA);
    *out = np_none();
    return true;
}

static bool ba_reverse(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    NpByteArray *a = SELF_BA;
    if (!np_args_nokw(vm, "reverse", kw) || !np_args_count(vm, "reverse", argc - 1, 0, 0) ||
        !np_charge_text(vm, a->len))
        return false;
    for (size_t i = 0, j = a->len ? a->len - 1 : 0; i < j; i++, j--) {
        uint8_t t = a->data[i];
        a->data[i] = a->data[j];
        a->data[j] = t;
    }
    *out = np_none();
    return true;
}

static bool ba_copy(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    View h = self_view(argv[0]);
    if (!np_args_nokw(vm, "copy", kw) || !np_args_count(vm, "copy", argc - 1, 0, 0) ||
        !np_charge_text(vm, h.n))
        return false;
    return ret_like(vm, argv[0], h.p, h.n, out);
}

/* ---------------------------------------------------------------- int.to_bytes, from_bytes */

static bool byteorder_arg(NpVM *vm, NpValue v, bool *little)
{
    if (NP_IS_UNDEF(v)) {
        *little = false;
        return true;
    }
    if (!NP_IS_STR(v))
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "to_bytes() argument 'byteorder' must be str, not %s",
                         np_type_name(vm, v));
    const char *s = NP_AS_STR(v)->data;
    if (strcmp(s, "little") == 0)
        *little = true;
    else if (strcmp(s, "big") == 0)
        *little = false;
    else
        return np_raisef(vm, NP_TYPE_VALUEERROR, "byteorder must be either 'little' or 'big'");
    return true;
}

bool nplib_int_to_bytes(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {"length", "byteorder", "signed"};
    NpValue a[3];
    int64_t length = 1;
    bool little, sign = false;
    if (!np_args_bind(vm, "to_bytes", argc - 1, argv + 1, kw, names, 3, 2, 0, a) ||
        (!NP_IS_UNDEF(a[0]) && !nplib_as_ssize(vm, a[0], &length)) ||
        !byteorder_arg(vm, a[1], &little) || (!NP_IS_UNDEF(a[2]) && !np_truthy(vm, a[2], &sign)))
        return false;
    if (length < 0)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "length argument must be non-negative");
    if ((uint64_t)length > (uint64_t)INT64_MAX / 4)
        return np_raise_nomem(vm);
    mpz_t z, m;
    mpz_init(z);
    np_int_to_mpz(argv[0], z);
    if (mpz_sgn(z) < 0 && !sign) {
        mpz_clear(z);
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "can't convert negative int to unsigned");
    }
    // Fits when -2**(8n-1) <= z < 2**(8n-1) (signed) or z < 2**(8n) (unsigned).
    size_t bits = mpz_sgn(z) < 0 ? mpz_sizeinbase(z, 2) : mpz_sizeinbase(z, 2);
    bool fits;
    if (mpz_sgn(z) == 0)
        fits = true;
    else if (!sign)
        fits = bits <= (size_t)length * 8;
    else if (mpz_sgn(z) > 0)
        fits = bits < (size_t)length * 8;
    else {
        // -2**k fits in k+1 bits: compare |z| - 1.
        mpz_init(m);
        mpz_neg(m, z);
        mpz_sub_ui(m, m, 1);
        fits = mpz_sgn(m) == 0 || mpz_sizeinbase(m, 2) < (size_t)length * 8;
        mpz_clear(m);
    }
    if (!fits) {
        mpz_clear(z);
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "int too big to convert");
    }
    NpBytes *b = np_bytes_alloc(vm, (size_t)length);
    if (!b) {
        mpz_clear(z);
        return false;
    }
    memset(b->data, 0, (size_t)length);
    if (mpz_sgn(z) < 0) {
        // Two's complement: z + 2**(8n).
        mpz_init_set_ui(m, 1);
        mpz_mul_2exp(m, m, (mp_bitcnt_t)length * 8);
        mpz_add(z, z, m);
        mpz_clear(m);
    }
    size_t count = 0;
    if (length > 0 && mpz_sgn(z) != 0) {
        size_t need = (mpz_sizeinbase(z, 2) + 7) / 8;
        mpz_export(b->data + (size_t)length - need, &count, 1, 1, 1, 0, z);
    }
    mpz_clear(z);
    if (little)
        for (size_t i = 0, j = (size_t)length ? (size_t)length - 1 : 0; i < j; i++, j--) {
            uint8_t t = b->data[i];
            b->data[i] = b->data[j];
            b->data[j] = t;
        }
    *out = np_obj(&b->hdr);
    return true;
}

// int.from_bytes of at most 8 bytes without GMP: an unboxed int, or for an unsigned value of
// 2^63 or more (64-bit hashes: `int.from_bytes(digest[:8], "big")`) a one-limb big int. 1 with
// *out set, -1 on MemoryError, 0 when mpz must make the int (more than 8 bytes).
static int small_from_bytes(NpVM *vm, View w, bool little, bool sign, NpValue *out)
{
    if (w.n > 8)
        return 0;
    uint64_t v = 0;
    for (size_t i = 0; i < w.n; i++)
        v = (v << 8) | w.p[little ? w.n - 1 - i : i];
    if (sign && w.n && w.n < 8 && (v >> (w.n * 8 - 1)))
        v |= ~(uint64_t)0 << (w.n * 8);  // sign-extends the top byte's bit
    else if (!sign && v > (uint64_t)INT64_MAX)
        return np_int_from_u64(vm, v, out) ? 1 : -1;
    *out = np_int((int64_t)v);
    return 1;
}

bool nplib_int_from_bytes(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {"bytes", "byteorder", "signed"};
    NpValue a[3];
    bool little, sign = false;
    if (!np_args_bind(vm, "from_bytes", argc - 1, argv + 1, kw, names, 3, 2, 1, a) ||
        !byteorder_arg(vm, a[1], &little) || (!NP_IS_UNDEF(a[2]) && !np_truthy(vm, a[2], &sign)))
        return false;
    View w;
    NpValue tmp;
    if (!np_bytes_view(a[0], &w.p, &w.n)) {
        if (NP_IS_STR(a[0]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "cannot convert 'str' object to bytes");
        if (!new_bytes(vm, vm->types[NP_TYPE_BYTES], 1, &a[0], NULL, &tmp))
            return false;
        w = self_view(tmp);
    }
    if (!np_charge_text(vm, w.n))
        return false;
    int small = small_from_bytes(vm, w, little, sign, out);
    if (small != 0)
        return small > 0;
    mpz_t z;
    mpz_init(z);
    if (w.n)
        mpz_import(z, w.n, little ? -1 : 1, 1, 1, 0, w.p);
    if (sign && w.n && (w.p[little ? w.n - 1 : 0] & 0x80)) {
        mpz_t m;
        mpz_init_set_ui(m, 1);
        mpz_mul_2exp(m, m, (mp_bitcnt_t)w.n * 8);
        mpz_sub(z, z, m);
        mpz_clear(m);
    }
    bool ok = np_int_from_mpz(vm, z, out);
    mpz_clear(z);
    return ok;
}

/* ---------------------------------------------------------------- registration */

#define COMMON_METHODS                                                                            \
    {"decode", b_decode, NP_NATIVE_METHOD}, {"hex", b_hex, NP_NATIVE_METHOD},                     \
        {"fromhex", b_fromhex, NP_NATIVE_CLASSMETHOD}, {"join", b_join, NP_NATIVE_METHOD},        \
        {"count", b_count, NP_NATIVE_METHOD}, {"find", b_find, NP_NATIVE_METHOD},                 \
        {"rfind", b_rfind, NP_NATIVE_METHOD}, {"index", b_index, NP_NATIVE_METHOD},               \
        {"rindex", b_rindex, NP_NATIVE_METHOD}, {"startswith", b_startswith, NP_NATIVE_METHOD},   \
        {"endswith", b_endswith, NP_NATIVE_METHOD}, {"split", b_split, NP_NATIVE_METHOD},         \
        {"rsplit", b_rsplit, NP_NATIVE_METHOD}, {"strip", b_strip, NP_NATIVE_METHOD},             \
        {"lstrip", b_lstrip, NP_NATIVE_METHOD}, {"rstrip", b_rstrip, NP_NATIVE_METHOD},           \
        {"replace", b_replace, NP_NATIVE_METHOD}, {"upper", b_upper, NP_NATIVE_METHOD},           \
        {"lower", b_lower, NP_NATIVE_METHOD}, {"isdigit", b_isdigit, NP_NATIVE_METHOD},           \
        {"isalpha", b_isalpha, NP_NATIVE_METHOD}, {"isspace", b_isspace, NP_NATIVE_METHOD},       \
        {"isalnum", b_isalnum, NP_NATIVE_METHOD}, {"isupper", b_isupper, NP_NATIVE_METHOD},       \
        {"islower", b_islower, NP_NATIVE_METHOD}, {"partition", b_partition, NP_NATIVE_METHOD},   \
        {"rpartition", b_rpartition, NP_NATIVE_METHOD},                                           \
        {"splitlines", b_splitlines, NP_NATIVE_METHOD}, {"zfill", b_zfill, NP_NATIVE_METHOD},     \
        {"center", b_center, NP_NATIVE_METHOD}, {"ljust", b_ljust, NP_NATIVE_METHOD},             \
        {"rjust", b_rjust, NP_NATIVE_METHOD}, {"isascii", b_isascii, NP_NATIVE_METHOD},           \
        {"istitle", b_istitle, NP_NATIVE_METHOD},                                                 \
        {"capitalize", b_capitalize, NP_NATIVE_METHOD},                                           \
        {"swapcase", b_swapcase, NP_NATIVE_METHOD}, {"title", b_title, NP_NATIVE_METHOD},         \
        {"removeprefix", b_removeprefix, NP_NATIVE_METHOD},                                       \
        {"removesuffix", b_removesuffix, NP_NATIVE_METHOD},                                       \
        {"expandtabs", b_expandtabs, NP_NATIVE_METHOD},                                           \
        {"maketrans", b_maketrans, NP_NATIVE_STATIC},                                             \
        {"translate", b_translate, NP_NATIVE_METHOD}

const NpMethodDef nplib_bytes_methods[] = {
    COMMON_METHODS,
    {NULL, NULL, 0},
};

const NpMethodDef nplib_bytearray_methods[] = {
    COMMON_METHODS,
    {"append", ba_append, NP_NATIVE_METHOD},
    {"extend", ba_extend, NP_NATIVE_METHOD},
    {"pop", ba_pop, NP_NATIVE_METHOD},
    {"insert", ba_insert, NP_NATIVE_METHOD},
    {"remove", ba_remove, NP_NATIVE_METHOD},
    {"clear", ba_clear, NP_NATIVE_METHOD},
    {"reverse", ba_reverse, NP_NATIVE_METHOD},
    {"copy", ba_copy, NP_NATIVE_METHOD},
    {NULL, NULL, 0},
};

bool nplib_open_bytes(NpVM *vm)
{
    vm->types[NP_TYPE_BYTES]->construct = new_bytes;
    vm->types[NP_TYPE_BYTEARRAY]->construct = new_bytearray;
    // The ~70 natives of bytes and bytearray would add 14 KiB to every idle VM: they are made
    // by the first lookup that needs them (np_type_install_lazy).
    np_type_defer_methods(vm->types[NP_TYPE_BYTES]);
    np_type_defer_methods(vm->types[NP_TYPE_BYTEARRAY]);
    return true;
}
