/*
 * np_lib_struct.c - the `struct` module's natives: calcsize, pack, unpack and unpack_from over
 * CPython 3.11's format strings (byte order '@', '=', '<', '>', '!'; codes x c b B ? h H i I
 * l L q Q n N P e f d s p with repeat counts; native alignment and sizes of x86-64 under '@'),
 * with CPython's struct.error messages. The Nearly Python half (np_lib_struct.py) defines
 * `error`, `Struct`, `unpack_from`'s keywords, `iter_unpack` and `pack_into`. Pure computation, no capability; found by
 * name like the pure modules (stdlib/np_lib_pure.c), so an idle VM holds nothing of it.
 *
 * Sandbox: a format's total size is computed (and bounded) before anything is built; the
 * result bytes come from the accounted allocator, so `pack('1000000000x')` is a MemoryError
 * under the memory limit; the budget is charged one unit per item and per 64 bytes.
 */
#include <float.h>
#include <gmp.h>
#include <math.h>
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"

// The module's natives are bound to the module (argv[0]), where they find `error`.
static const char struct_src[] =
#include "np_lib_struct_py.h"
    ;

// The largest struct size accepted (CPython: "total struct size too long" past PY_SSIZE_T_MAX).
#define STRUCT_MAX_SIZE ((size_t)INT64_MAX)

// Raises struct.error (the class the Python half defined in module [mod]) with [msg].
static bool struct_error(NpVM *vm, NpValue mod, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static bool struct_error(NpVM *vm, NpValue mod, const char *fmt, ...) {
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    NpStr *key = np_intern_cstr(vm, "error");
    NpValue t = key && NP_IS_KIND(mod, OBJ_MODULE)
                    ? np_dict_get_str(((NpModuleObj *)NP_AS_OBJ(mod))->globals, key)
                    : np_undef();
    return np_raise(vm, NP_IS_TYPE(t) ? NP_AS_TYPE(t) : vm->types[NP_TYPE_VALUEERROR], "%s", msg);
}

// A format string being read: its text, the byte order and whether native sizes and
// alignment apply ('@', the default).
typedef struct Fmt {
    const char *p, *end;
    bool little;  // byte order
    bool native;  // native sizes and alignment
} Fmt;

// One parsed code: the format character and its repeat count.
typedef struct Code {
    char c;
    size_t count;
} Code;

// Starts reading [s] of [n] bytes: the optional byte-order character first.
static void fmt_start(Fmt *f, const char *s, size_t n) {
    f->p = s;
    f->end = s + n;
    f->little = true;
    f->native = true;
    if (n == 0) return;
    switch (*s) {
    case '@': f->p++; break;
    case '=': case '<': f->native = false; f->p++; break;
    case '>': case '!': f->native = false; f->little = false; f->p++; break;
    default: break;
    }
}

// The size of code [c] under [f] (0 for a character no table has).
static size_t code_size(const Fmt *f, char c) {
    switch (c) {
    case 'x': case 'c': case 'b': case 'B': case '?': case 's': case 'p': return 1;
    case 'h': case 'H': case 'e': return 2;
    case 'i': case 'I': case 'f': return 4;
    case 'l': case 'L': return f->native ? 8 : 4;
    case 'q': case 'Q': case 'd': return 8;
    case 'n': case 'N': case 'P': return f->native ? 8 : 0;
    default: return 0;
    }
}

// Reads the next code into [*code]: 1 read, 0 at the end, -1 on an error (raised).
static int fmt_next(NpVM *vm, NpValue mod, Fmt *f, Code *code) {
    while (f->p < f->end && (*f->p == ' ' || (*f->p >= '\t' && *f->p <= '\r'))) f->p++;
    if (f->p >= f->end) return 0;
    size_t count = 1;
    if (*f->p >= '0' && *f->p <= '9') {
        count = 0;
        while (f->p < f->end && *f->p >= '0' && *f->p <= '9') {
            if (count > (STRUCT_MAX_SIZE - 9) / 10)
                return struct_error(vm, mod, "total struct size too long"), -1;
            count = count * 10 + (size_t)(*f->p++ - '0');
        }
        if (f->p >= f->end) return struct_error(vm, mod, "repeat count given without format specifier"), -1;
    }
    char c = *f->p++;
    if (code_size(f, c) == 0) return struct_error(vm, mod, "bad char in struct format"), -1;
    code->c = c;
    code->count = count;
    return 1;
}

// How many values code [c] with [count] takes or gives: s and p one, x none, others count.
static size_t code_items(const Code *c) {
    return c->c == 'x' ? 0 : (c->c == 's' || c->c == 'p') ? 1 : c->count;
}

// The padding before a native item of [size] bytes at [off] (alignment to its size).
static size_t align_pad(const Fmt *f, char c, size_t size, size_t off) {
    if (!f->native || c == 's' || c == 'p' || size <= 1) return 0;
    return (size - off % size) % size;
}

// Computes the total size and item count of the format [s] ([n] bytes); false on an error.
static bool fmt_measure(NpVM *vm, NpValue mod, const char *s, size_t n, size_t *size,
                        size_t *items) {
    Fmt f;
    Code c;
    int r;
    fmt_start(&f, s, n);
    *size = 0;
    *items = 0;
    while ((r = fmt_next(vm, mod, &f, &c)) > 0) {
        size_t sz = code_size(&f, c.c);
        size_t pad = align_pad(&f, c.c, sz, *size);
        if (c.count > (STRUCT_MAX_SIZE - *size - pad) / sz)
            return struct_error(vm, mod, "total struct size too long");
        *size += pad + sz * c.count;
        *items += code_items(&c);
    }
    return r == 0 && np_budget_charge(vm, (int64_t)(n / 16 + 1));
}

// The format argument (str or bytes) as bytes; false with CPython's TypeError otherwise.
static bool fmt_arg(NpVM *vm, NpValue v, const char **s, size_t *n) {
    if (NP_IS_STR(v)) {
        *s = NP_AS_STR(v)->data;
        *n = NP_AS_STR(v)->len;
        return true;
    }
    if (NP_IS_BYTES(v)) {
        *s = (const char *)NP_AS_BYTES(v)->data;
        *n = NP_AS_BYTES(v)->len;
        return true;
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "Struct() argument 1 must be a str or bytes object, not %s",
                     np_type_name(vm, v));
}

/* ---------------------------------------------------------------- packing */

// Stores the low [size] bytes of [u] at [q] in the format's byte order.
static void put_uint(const Fmt *f, uint8_t *q, uint64_t u, size_t size) {
    for (size_t i = 0; i < size; i++) q[f->little ? i : size - 1 - i] = (uint8_t)(u >> (8 * i));
}

// The CPython message for an integer [c] of [size] bytes out of range ([negative]: below zero
// for an unsigned code).
static bool range_error(NpVM *vm, NpValue mod, char c, size_t size, bool negative) {
    if (c == 'b') return struct_error(vm, mod, "byte format requires -128 <= number <= 127");
    if (c == 'B') return struct_error(vm, mod, "ubyte format requires 0 <= number <= 255");
    if (c == 'h') return struct_error(vm, mod, "short format requires -32768 <= number <= 32767");
    if (c == 'H') return struct_error(vm, mod, "ushort format requires 0 <= number <= 65535");
    if (negative || size == 8) return struct_error(vm, mod, "argument out of range");
    uint64_t ulargest = ((uint64_t)1 << (8 * size)) - 1;
    if (c == 'I' || c == 'L')
        return struct_error(vm, mod, "'%c' format requires 0 <= number <= %llu", c,
                            (unsigned long long)ulargest);
    int64_t largest = (int64_t)(ulargest >> 1);
    return struct_error(vm, mod, "'%c' format requires %lld <= number <= %lld", c,
                        (long long)~largest, (long long)largest);
}

// Packs the integer [v] for code [c] of [size] bytes at [q]; false on an error.
static bool pack_int(NpVM *vm, NpValue mod, const Fmt *f, char c, size_t size, NpValue v,
                     uint8_t *q) {
    bool is_unsigned = c == 'B' || c == 'H' || c == 'I' || c == 'L' || c == 'Q' || c == 'N' ||
                       c == 'P';
    uint64_t u;
    if (NP_IS_INT(v) || NP_IS_BOOL(v)) {
        int64_t x = v.u.i;
        if (is_unsigned && x < 0) return range_error(vm, mod, c, size, true);
        if (size < 8) {
            int64_t lo = is_unsigned ? 0 : -((int64_t)1 << (8 * size - 1));
            int64_t hi = is_unsigned ? ((int64_t)1 << (8 * size)) - 1 : ((int64_t)1 << (8 * size - 1)) - 1;
            if (x < lo || x > hi) return range_error(vm, mod, c, size, false);
        }
        u = (uint64_t)x;
    } else if (nplib_is_int(v)) {  // a big int: only Q, N, P (and L natively) can hold one
        mpz_t z;
        mpz_init(z);
        np_int_to_mpz(v, z);
        bool ok = is_unsigned && size == 8 && mpz_sgn(z) >= 0 && mpz_sizeinbase(z, 2) <= 64;
        u = 0;
        if (ok) {
            mpz_t lo;
            mpz_init(lo);
            mpz_fdiv_r_2exp(lo, z, 32);
            uint64_t low = (uint64_t)mpz_get_ui(lo);
            mpz_fdiv_q_2exp(lo, z, 32);
            u = ((uint64_t)mpz_get_ui(lo) << 32) | low;
            mpz_clear(lo);
        }
        bool neg = mpz_sgn(z) < 0;
        mpz_clear(z);
        if (!ok) return range_error(vm, mod, c, size, is_unsigned && neg);
    } else {
        return struct_error(vm, mod, "required argument is not an integer");
    }
    put_uint(f, q, u, size);
    return true;
}

// IEEE half precision of [x] as CPython's PyFloat_Pack2 rounds it (to nearest even); false
// with OverflowError when it is too large.
static bool half_bits(NpVM *vm, double x, uint16_t *out) {
    unsigned sign = signbit(x) ? 1 : 0;
    int e;
    unsigned bits;
    if (x == 0.0) {
        *out = (uint16_t)(sign << 15);
        return true;
    }
    if (isinf(x)) {
        *out = (uint16_t)((sign << 15) | 0x7c00);
        return true;
    }
    if (isnan(x)) {
        *out = (uint16_t)((sign << 15) | 0x7e00);
        return true;
    }
    double f = frexp(fabs(x), &e);
    f *= 2.0;
    e--;
    if (e >= 16) goto overflow;
    if (e < -25) {
        f = 0.0;
        e = 0;
    } else if (e < -14) {
        f = ldexp(f, 14 + e);
        e = 0;
    } else {
        e += 15;
        f -= 1.0;
    }
    f *= 1024.0;
    bits = (unsigned)f;
    if (f - bits > 0.5 || (f - bits == 0.5 && (bits % 2) == 1)) {
        if (++bits == 1024) {
            bits = 0;
            if (++e == 31) goto overflow;
        }
    }
    *out = (uint16_t)(bits | ((unsigned)e << 10) | (sign << 15));
    return true;
overflow:
    return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "float too large to pack with e format");
}

// The double of half-precision [bits] (PyFloat_Unpack2).
static double half_value(uint16_t bits) {
    int sign = bits >> 15, e = (bits >> 10) & 0x1f;
    unsigned f = bits & 0x3ff;
    if (e == 0x1f) return f == 0 ? (sign ? -INFINITY : INFINITY) : (sign ? -NAN : NAN);
    double x = (double)f / 1024.0;
    if (e == 0)
        e = -14;
    else {
        x += 1.0;
        e -= 15;
    }
    x = ldexp(x, e);
    return sign ? -x : x;
}

// Packs the number [v] for float code [c] at [q]; false on an error.
static bool pack_float(NpVM *vm, NpValue mod, const Fmt *f, char c, NpValue v, uint8_t *q) {
    double x;
    if (NP_IS_FLOAT(v))
        x = v.u.f;
    else if (NP_IS_INT(v) || NP_IS_BOOL(v))
        x = (double)v.u.i;
    else if (nplib_is_int(v)) {
        mpz_t z;
        mpz_init(z);
        np_int_to_mpz(v, z);
        bool big = mpz_sizeinbase(z, 2) > 1024;
        x = mpz_get_d(z);
        mpz_clear(z);
        if (big) return struct_error(vm, mod, "required argument is not a float");
    } else
        return struct_error(vm, mod, "required argument is not a float");
    if (c == 'd') {
        uint64_t u;
        memcpy(&u, &x, 8);
        if (isnan(x))
            u &= ~NP_NAN_STAMP_MASK;  // float()'s identity stamp (np_float_fresh_nan)
        put_uint(f, q, u, 8);
    } else if (c == 'f') {
        float y = (float)x;
        if (isinf(y) && !isinf(x) && !f->native)  // native 'f' rounds to inf, as CPython's
            return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "float too large to pack with f format");
        uint32_t u;
        memcpy(&u, &y, 4);
        put_uint(f, q, u, 4);
    } else {
        uint16_t h = 0;
        if (!half_bits(vm, x, &h)) return false;
        put_uint(f, q, h, 2);
    }
    return true;
}

// Packs the bytes [v] for 's' or 'p' of [count] bytes at [q] (zero-padded, truncated).
static bool pack_string(NpVM *vm, NpValue mod, char c, size_t count, NpValue v, uint8_t *q) {
    const uint8_t *p;
    size_t n;
    if (!NP_IS_BYTES(v) && !NP_IS_BYTEARRAY(v))
        return struct_error(vm, mod, "argument for '%c' must be a bytes object", c);
    np_bytes_view(v, &p, &n);
    if (c == 's') {
        memcpy(q, p, n < count ? n : count);
        return true;
    }
    if (count == 0) return true;
    size_t m = n < count - 1 ? n : count - 1;
    if (m > 255) m = 255;
    memcpy(q + 1, p, n < count - 1 ? n : count - 1);
    q[0] = (uint8_t)m;
    return true;
}

// Packs one value [v] of code [c] at [q].
static bool pack_one(NpVM *vm, NpValue mod, const Fmt *f, char c, NpValue v, uint8_t *q) {
    switch (c) {
    case '?': {
        bool t;
        if (!np_truthy(vm, v, &t)) return false;
        *q = t;
        return true;
    }
    case 'c': {
        const uint8_t *p;
        size_t n;
        if ((!NP_IS_BYTES(v) && !NP_IS_BYTEARRAY(v)) || (np_bytes_view(v, &p, &n), n != 1))
            return struct_error(vm, mod, "char format requires a bytes object of length 1");
        *q = p[0];
        return true;
    }
    case 'e': case 'f': case 'd': return pack_float(vm, mod, f, c, v, q);
    default: return pack_int(vm, mod, f, c, code_size(f, c), v, q);
    }
}

// Packs values [vals] ([nvals] of them) by format [s] into [q] of [size] bytes (zeroed).
static bool pack_into_buf(NpVM *vm, NpValue mod, const char *s, size_t n, NpValue *vals,
                          size_t nvals, uint8_t *q) {
    Fmt f;
    Code c;
    int r;
    size_t off = 0, k = 0;
    fmt_start(&f, s, n);
    while ((r = fmt_next(vm, mod, &f, &c)) > 0) {
        size_t sz = code_size(&f, c.c);
        off += align_pad(&f, c.c, sz, off);
        if (c.c == 's' || c.c == 'p') {
            if (!pack_string(vm, mod, c.c, c.count, vals[k++], q + off)) return false;
            off += c.count;
            continue;
        }
        if (c.c == 'x') {
            off += c.count;
            continue;
        }
        for (size_t i = 0; i < c.count; i++, off += sz)
            if (!pack_one(vm, mod, &f, c.c, vals[k++], q + off)) return false;
    }
    (void)nvals;
    return r == 0;
}

// pack(fmt, *values) -> bytes.
static bool st_pack(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    if (argc < 2) return np_raisef(vm, NP_TYPE_TYPEERROR, "pack expected at least 1 argument, got 0");
    const char *s;
    size_t n, size, items;
    if (!fmt_arg(vm, argv[1], &s, &n) || !fmt_measure(vm, argv[0], s, n, &size, &items))
        return false;
    if (items != (size_t)(argc - 2))
        return struct_error(vm, argv[0], "pack expected %zu items for packing (got %d)", items, argc - 2);
    if (!np_budget_charge(vm, (int64_t)(items + size / 64 + 1))) return false;
    NpBytes *b = np_bytes_alloc(vm, size);
    if (!b) return false;
    memset(b->data, 0, size);
    if (!pack_into_buf(vm, argv[0], s, n, argv + 2, items, b->data)) return false;
    *out = np_obj(&b->hdr);
    return true;
}

/* ---------------------------------------------------------------- unpacking */

// Reads [size] bytes at [p] in the format's byte order.
static uint64_t get_uint(const Fmt *f, const uint8_t *p, size_t size) {
    uint64_t u = 0;
    for (size_t i = 0; i < size; i++) u |= (uint64_t)p[f->little ? i : size - 1 - i] << (8 * i);
    return u;
}

// The value of one item of code [c] at [p].
static bool unpack_one(NpVM *vm, const Fmt *f, char c, const uint8_t *p, NpValue *out) {
    size_t size = code_size(f, c);
    switch (c) {
    case '?': *out = np_bool(*p != 0); return true;
    case 'c': {
        NpBytes *b = np_bytes_new(vm, p, 1);
        if (!b) return false;
        *out = np_obj(&b->hdr);
        return true;
    }
    case 'e': *out = np_float(half_value((uint16_t)get_uint(f, p, 2))); return true;
    case 'f': {
        uint32_t u = (uint32_t)get_uint(f, p, 4);
        float y;
        memcpy(&y, &u, 4);
        *out = np_float((double)y);
        return true;
    }
    case 'd': {
        uint64_t u = get_uint(f, p, 8);
        double x;
        memcpy(&x, &u, 8);
        *out = np_float(x);
        return true;
    }
    default: break;
    }
    uint64_t u = get_uint(f, p, size);
    bool is_unsigned = c == 'B' || c == 'H' || c == 'I' || c == 'L' || c == 'Q' || c == 'N' ||
                       c == 'P';
    if (!is_unsigned) {
        if (size < 8 && (u >> (8 * size - 1)) & 1) u |= ~(uint64_t)0 << (8 * size);
        *out = np_int((int64_t)u);
        return true;
    }
    if (u <= (uint64_t)INT64_MAX) {
        *out = np_int((int64_t)u);
        return true;
    }
    mpz_t z;
    mpz_init_set_ui(z, (unsigned long)(u >> 32));
    mpz_mul_2exp(z, z, 32);
    mpz_add_ui(z, z, (unsigned long)(u & 0xffffffffu));
    bool ok = np_int_from_mpz(vm, z, out);
    mpz_clear(z);
    return ok;
}

// Unpacks [p] (exactly the format's size) by format [s] into a new tuple.
static bool unpack_buf(NpVM *vm, NpValue mod, const char *s, size_t n, size_t items,
                       const uint8_t *p, NpValue *out) {
    NpTuple *t = np_tuple_new(vm, items);
    if (!t) return false;
    for (size_t i = 0; i < items; i++) t->items[i] = np_none();
    Fmt f;
    Code c;
    int r;
    size_t off = 0, k = 0;
    fmt_start(&f, s, n);
    while ((r = fmt_next(vm, mod, &f, &c)) > 0) {
        size_t sz = code_size(&f, c.c);
        off += align_pad(&f, c.c, sz, off);
        if (c.c == 'x') {
            off += c.count;
            continue;
        }
        if (c.c == 's' || c.c == 'p') {
            size_t len = c.count, start = off;
            if (c.c == 'p') {
                len = c.count ? p[off] : 0;
                if (c.count && len > c.count - 1) len = c.count - 1;
                start = off + 1;
            }
            NpBytes *b = np_bytes_new(vm, p + start, len);
            if (!b) return false;
            t->items[k++] = np_obj(&b->hdr);
            off += c.count;
            continue;
        }
        for (size_t i = 0; i < c.count; i++, off += sz)
            if (!unpack_one(vm, &f, c.c, p + off, &t->items[k++])) return false;
    }
    if (r < 0) return false;
    *out = np_obj(&t->hdr);
    return true;
}

// The buffer argument [v] as bytes, with CPython's TypeError for anything else.
static bool buffer_arg(NpVM *vm, NpValue v, const uint8_t **p, size_t *n) {
    if (np_bytes_view(v, p, n)) return true;
    return np_raisef(vm, NP_TYPE_TYPEERROR, "a bytes-like object is required, not '%s'",
                     np_type_name(vm, v));
}

// unpack(fmt, buffer) -> tuple.
static bool st_unpack(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    if (argc != 3) return np_raisef(vm, NP_TYPE_TYPEERROR, "unpack expected 2 arguments, got %d", argc - 1);
    const char *s;
    size_t n, size, items, len;
    const uint8_t *p;
    if (!fmt_arg(vm, argv[1], &s, &n) || !fmt_measure(vm, argv[0], s, n, &size, &items) ||
        !buffer_arg(vm, argv[2], &p, &len))
        return false;
    if (len != size) return struct_error(vm, argv[0], "unpack requires a buffer of %zu bytes", size);
    return np_budget_charge(vm, (int64_t)(items + size / 64 + 1)) &&
           unpack_buf(vm, argv[0], s, n, items, p, out);
}

// _unpack_from(fmt, buffer, offset) -> tuple (the Python half binds the keywords).
static bool st_unpack_from(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    if (argc != 4) return np_raisef(vm, NP_TYPE_TYPEERROR, "_unpack_from expected 3 arguments");
    const char *s;
    size_t n, size, items, len;
    const uint8_t *p;
    int64_t off;
    if (!fmt_arg(vm, argv[1], &s, &n) || !fmt_measure(vm, argv[0], s, n, &size, &items) ||
        !buffer_arg(vm, argv[2], &p, &len) || !np_index(vm, argv[3], &off))
        return false;
    if (off < 0) {
        if ((uint64_t)-off > len)
            return struct_error(vm, argv[0], "offset %lld out of range for %zu-byte buffer",
                                (long long)off, len);
        off += (int64_t)len;
    }
    if ((uint64_t)off > len || len - (size_t)off < size) {
        return struct_error(vm, argv[0],
                            "unpack_from requires a buffer of at least %zu bytes for unpacking "
                            "%zu bytes at offset %lld (actual buffer size is %zu)",
                            size + (size_t)off, size, (long long)off, len);
    }
    return np_budget_charge(vm, (int64_t)(items + size / 64 + 1)) &&
           unpack_buf(vm, argv[0], s, n, items, p + off, out);
}

// calcsize(fmt) -> int.
static bool st_calcsize(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    if (argc != 2) return np_raisef(vm, NP_TYPE_TYPEERROR, "calcsize() takes exactly one argument (%d given)", argc - 1);
    const char *s;
    size_t n, size, items;
    if (!fmt_arg(vm, argv[1], &s, &n) || !fmt_measure(vm, argv[0], s, n, &size, &items))
        return false;
    *out = np_int((int64_t)size);
    return true;
}

static const NpMethodDef struct_natives[] = {
    {"pack", st_pack, 0},
    {"unpack", st_unpack, 0},
    {"_unpack_from", st_unpack_from, 0},
    {"calcsize", st_calcsize, 0},
    {NULL, NULL, 0},
};

bool nplib_struct_init(NpVM *vm, NpModuleObj *mod) {
    for (const NpMethodDef *d = struct_natives; d->name; d++) {
        NpNative *f = np_native_new(vm, d->name, d->fn, NULL);
        NpStr *key = np_intern_cstr(vm, d->name);
        if (!f || !key) return false;
        f->self = np_obj(&mod->hdr);
        if (!np_dict_set_str(vm, mod->globals, key, np_obj(&f->hdr))) return false;
    }
    return nplib_exec_source(vm, mod, struct_src, "struct.py");
}
