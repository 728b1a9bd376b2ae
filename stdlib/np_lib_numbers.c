/*
 * np_lib_numbers.c - the int(), float() and bool() constructors and the few numeric methods
 * methods and attributes of int and float: bit_length, bit_count, as_integer_ratio, conjugate,
 * real/imag/numerator/denominator (read-only getters, NP_NATIVE_GETTER), float.is_integer,
 * float.hex and float.fromhex. int.to_bytes/from_bytes are in np_lib_bytes.c.
 *
 * Conversions reproduce CPython's errors exactly ("cannot convert float NaN to integer", "int()
 * can't convert non-string with explicit base", "int too large to convert to float", ...).
 */
#include <ctype.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_lib.h"
#include "np_runtime.h"

// Stores a new object into [*out]; false when [o] is NULL (an exception is pending).
static bool ret_obj(void *o, NpValue *out)
{
    if (!o)
        return false;
    *out = np_obj((NpObject *)o);
    return true;
}

bool nplib_double_to_int(NpVM *vm, double d, NpValue *out)
{
    if (isnan(d))
        return np_raisef(vm, NP_TYPE_VALUEERROR, "cannot convert float NaN to integer");
    if (isinf(d))
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "cannot convert float infinity to integer");
    if (d >= -9.2e18 && d <= 9.2e18) {
        *out = np_int((int64_t)d);
        return true;
    }
    mpz_t z;
    mpz_init_set_d(z, d);
    bool ok = np_int_from_mpz(vm, z, out);
    mpz_clear(z);
    return ok;
}

/* ---------------------------------------------------------------- int() */

// Calls the user special method [name] of [v] (e.g. __int__) and checks that it returned an
// int; false with *found false (no exception) when [v] has no such method.
static bool call_special_int(NpVM *vm, NpValue v, const char *name, bool *found, NpValue *out)
{
    NpValue fn;
    *found = np_lookup_special(vm, v, name, &fn);
    if (!*found)
        return false;
    if (!np_call(vm, fn, 1, &v, NULL, out))
        return false;
    if (NP_IS_BOOL(*out))
        *out = np_int(out->u.i);
    if (!nplib_is_int(*out))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s returned non-int (type %s)", name,
                         np_type_name(vm, *out));
    return true;
}

// int(b) or int(b, base) of a bytes or bytearray [x] (its digits as ASCII text).
static bool int_from_bytes_text(NpVM *vm, NpValue x, int base, NpValue *out)
{
    if (NP_IS_BYTES(x))
        return np_int_parse_bytes(vm, NP_AS_BYTES(x)->data, NP_AS_BYTES(x)->len, base, out);
    NpByteArray *ba = NP_AS_BYTEARRAY(x);
    // An empty bytearray may have no buffer at all.
    return np_int_parse_bytes(vm, ba->len ? ba->data : (const uint8_t *)"", ba->len, base, out);
}

// int(x) without a base.
static bool int_from_value(NpVM *vm, NpValue x, NpValue *out)
{
    if (NP_IS_INT(x) || (NP_IS_BIGINT(x) && NP_OBJ(x)->type == vm->types[NP_TYPE_INT])) {
        *out = x;
        return true;
    }
    // An instance of an int subclass gives the exact int of its value, as in CPython.
    if (NP_IS_BIGINT(x))
        return np_int_from_mpz(vm, NP_AS_BIGINT(x)->z, out);
    if (NP_IS_BOOL(x)) {
        *out = np_int(x.u.i);
        return true;
    }
    if (NP_IS_FLOAT(x))
        return nplib_double_to_int(vm, trunc(x.u.f), out);
    if (NP_IS_STR(x))
        return np_int_parse(vm, NP_AS_STR(x)->data, NP_AS_STR(x)->len, 10, out);
    if (NP_IS_BYTES(x) || NP_IS_BYTEARRAY(x))
        return int_from_bytes_text(vm, x, 10, out);
    bool found;
    if (call_special_int(vm, x, "__int__", &found, out) || found)
        return found && NP_IS_UNDEF(vm->exc);
    if (call_special_int(vm, x, "__index__", &found, out) || found)
        return found && NP_IS_UNDEF(vm->exc);
    return np_raisef(vm, NP_TYPE_TYPEERROR,
                     "int() argument must be a string, a bytes-like object or a real number, "
                     "not '%s'",
                     np_type_name(vm, x));
}

// int(x=0, /, base=10).
static bool new_int(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {NULL, "base"};
    NpValue a[2];
    // (`int(x)`, the usual call, skips the binder: ~65 instructions.)
    if (argc == 1 && (!kw || kw->n == 0))
        return int_from_value(vm, argv[0], out);
    if (!np_args_bind(vm, "int", argc, argv, kw, names, 2, 2, 0, a))
        return false;
    if (NP_IS_UNDEF(a[0])) {
        if (!NP_IS_UNDEF(a[1]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "int() missing string argument");
        *out = np_int(0);
        return true;
    }
    if (NP_IS_UNDEF(a[1]))
        return int_from_value(vm, a[0], out);
    // The base goes through an instance's __index__; a big int base is clamped, as CPython's
    // conversion, so it fails the range check below.
    int64_t base = 37;
    NpValue b = a[1];
    if (!np_bytes_index_item(vm, &b) ||
        (!(NP_IS_BIGINT(b) && !np_bigint_small(b, &base)) && !nplib_as_ssize(vm, b, &base)))
        return false;
    if (base != 0 && (base < 2 || base > 36))
        return np_raisef(vm, NP_TYPE_VALUEERROR, "int() base must be >= 2 and <= 36, or 0");
    if (NP_IS_BYTES(a[0]) || NP_IS_BYTEARRAY(a[0]))
        return int_from_bytes_text(vm, a[0], (int)base, out);
    if (!NP_IS_STR(a[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "int() can't convert non-string with explicit base");
    return np_int_parse(vm, NP_AS_STR(a[0])->data, NP_AS_STR(a[0])->len, (int)base, out);
}

/* ---------------------------------------------------------------- float() and bool() */

// float(x=0.0, /).
static bool new_float(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    double d = 0.0;
    if (!np_args_nokw(vm, "float", kw) || !np_args_count(vm, "float", argc, 0, 1))
        return false;
    if (argc == 0) {
        *out = np_float(0.0);
        return true;
    }
    NpValue x = argv[0];
    if (NP_IS_FLOAT(x)) {
        *out = x;
        return true;
    }
    if (nplib_is_int(x)) {
        if (!np_int_to_double(vm, x, &d))
            return false;
    } else if (NP_IS_STR(x)) {
        if (!np_float_parse(vm, NP_AS_STR(x)->data, NP_AS_STR(x)->len, &d))
            return false;
    } else if (NP_IS_BYTES(x) || NP_IS_BYTEARRAY(x)) {
        if (!np_float_parse_bytes(vm, x, &d))
            return false;
    } else {
        NpValue fn, r;
        if (!np_lookup_special(vm, x, "__float__", &fn))
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "float() argument must be a string or a real number, not '%s'",
                             np_type_name(vm, x));
        if (!np_call(vm, fn, 1, &x, NULL, &r))
            return false;
        if (!NP_IS_FLOAT(r))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "%s.__float__ returned non-float (type %s)",
                             np_type_name(vm, x), np_type_name(vm, r));
        d = r.u.f;
    }
    *out = np_float(d);
    return true;
}

// bool(x=False, /).
static bool new_bool(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    bool b = false;
    if (!np_args_nokw(vm, "bool", kw) || !np_args_count(vm, "bool", argc, 0, 1))
        return false;
    if (argc == 1 && !np_truthy(vm, argv[0], &b))
        return false;
    *out = np_bool(b);
    return true;
}

/* ---------------------------------------------------------------- methods */

// Checks a method without arguments: "int.bit_length() takes no arguments (1 given)".
static bool no_args(NpVM *vm, const char *fname, int argc, NpTuple *kw)
{
    return np_args_nokw(vm, fname, kw) && np_args_count(vm, fname, argc - 1, 0, 0);
}

static bool int_bit_length(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!no_args(vm, "int.bit_length", argc, kw))
        return false;
    NpValue v = argv[0];
    if (NP_IS_INT(v) || NP_IS_BOOL(v)) {
        uint64_t m = v.u.i < 0 ? (uint64_t)0 - (uint64_t)v.u.i : (uint64_t)v.u.i;
        *out = np_int(m == 0 ? 0 : 64 - __builtin_clzll(m));
        return true;
    }
    *out = np_int((int64_t)mpz_sizeinbase(NP_AS_BIGINT(v)->z, 2));
    return true;
}

static bool int_bit_count(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!no_args(vm, "int.bit_count", argc, kw))
        return false;
    NpValue v = argv[0];
    if (NP_IS_INT(v) || NP_IS_BOOL(v)) {
        uint64_t m = v.u.i < 0 ? (uint64_t)0 - (uint64_t)v.u.i : (uint64_t)v.u.i;
        *out = np_int(__builtin_popcountll(m));
        return true;
    }
    mpz_t z;
    mpz_init(z);
    mpz_abs(z, NP_AS_BIGINT(v)->z);
    *out = np_int((int64_t)mpz_popcount(z));
    mpz_clear(z);
    return true;
}

// Makes the 2-tuple (a, b).
static bool pair(NpVM *vm, NpValue a, NpValue b, NpValue *out)
{
    NpValue items[2] = {a, b};
    return ret_obj(np_tuple_from(vm, items, 2), out);
}

static bool int_as_integer_ratio(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!no_args(vm, "int.as_integer_ratio", argc, kw))
        return false;
    NpValue v = NP_IS_BOOL(argv[0]) ? np_int(argv[0].u.i) : argv[0];
    return pair(vm, v, np_int(1), out);
}

static bool float_is_integer(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!no_args(vm, "float.is_integer", argc, kw))
        return false;
    double d = argv[0].u.f;
    *out = np_bool(isfinite(d) && d == floor(d));
    return true;
}

static bool float_as_integer_ratio(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!no_args(vm, "float.as_integer_ratio", argc, kw))
        return false;
    double d = argv[0].u.f;
    if (isinf(d))
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "cannot convert Infinity to integer ratio");
    if (isnan(d))
        return np_raisef(vm, NP_TYPE_VALUEERROR, "cannot convert NaN to integer ratio");
    mpq_t q;
    mpq_init(q);
    mpq_set_d(q, d);
    NpValue n, den;
    bool ok = np_int_from_mpz(vm, mpq_numref(q), &n) && np_int_from_mpz(vm, mpq_denref(q), &den);
    mpq_clear(q);
    if (!ok)
        return false;
    // Both parts are fresh: root the numerator while the denominator's tuple is made.
    if (!np_push_root(vm, n))
        return false;
    if (!np_push_root(vm, den)) {
        np_pop_roots(vm, 1);
        return false;
    }
    ok = pair(vm, n, den, out);
    np_pop_roots(vm, 2);
    return ok;
}

/* ---------------------------------------------------------------- number protocol attributes */

// int.conjugate() / int.real / int.numerator: the int itself (a bool becomes its int).
static bool int_self(NpVM *vm, NpValue v, NpValue *out)
{
    *out = NP_IS_BOOL(v) ? np_int(v.u.i) : v;
    return true;
}

static bool int_conjugate(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return no_args(vm, "int.conjugate", argc, kw) && int_self(vm, argv[0], out);
}

// Getters (NP_NATIVE_GETTER): called with argv = {self} when the attribute is read.
static bool int_get_self(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return int_self(vm, argv[0], out);
}

static bool int_get_zero(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    *out = np_int(0);
    return true;
}

static bool int_get_one(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    *out = np_int(1);
    return true;
}

static bool float_conjugate(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!no_args(vm, "float.conjugate", argc, kw))
        return false;
    *out = argv[0];
    return true;
}

static bool float_get_self(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    *out = argv[0];
    return true;
}

static bool float_get_zero(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    *out = np_float(0.0);
    return true;
}

/* ---------------------------------------------------------------- float.hex / float.fromhex */

// float.hex(): CPython's float_hex, 13 hex digits after the point and a signed exponent.
static bool float_hex(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!no_args(vm, "float.hex", argc, kw))
        return false;
    double x = argv[0].u.f;
    char buf[64];
    if (isnan(x) || isinf(x)) {
        np_float_repr_buf(x, buf);
    } else if (x == 0.0) {
        snprintf(buf, sizeof buf, "%s0x0.0p+0", signbit(x) ? "-" : "");
    } else {
        int e;
        double m = frexp(fabs(x), &e);
        int shift = 1 - (DBL_MIN_EXP - e > 0 ? DBL_MIN_EXP - e : 0);
        m = ldexp(m, shift);
        e -= shift;
        static const char digits[] = "0123456789abcdef";
        int n = snprintf(buf, sizeof buf, "%s0x%c.", x < 0 ? "-" : "", digits[(int)m]);
        m -= (int)m;
        for (int i = 0; i < (DBL_MANT_DIG + 2 - (DBL_MANT_DIG + 2) % 4) / 4; i++) {
            m *= 16.0;
            buf[n++] = digits[(int)m];
            m -= (int)m;
        }
        snprintf(buf + n, sizeof buf - (size_t)n, "p%c%d", e < 0 ? '-' : '+', e < 0 ? -e : e);
    }
    return ret_obj(np_str_from_cstr(vm, buf), out);
}

static bool is_ascii_space(char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

// Case-insensitive match of the ASCII word [w] at [p] (of [n] bytes); its length or 0.
static size_t match_word(const char *p, size_t n, const char *w)
{
    size_t k = strlen(w);
    if (n < k)
        return 0;
    for (size_t i = 0; i < k; i++)
        if ((p[i] | 0x20) != w[i])
            return 0;
    return k;
}

// Parses the body of a float.fromhex() string (sign already consumed) into a "0x...p..." C
// string for strtod, which rounds hex input correctly. Returns the number of bytes consumed,
// or 0 when the text is not a hexadecimal float.
static size_t hex_body(NpBuf *b, const char *p, size_t n)
{
    size_t i = 0, digits = 0;
    if (n >= 2 && p[0] == '0' && (p[1] | 0x20) == 'x')
        i = 2;
    np_buf_appendc(b, "0x");
    for (; i < n && isxdigit((unsigned char)p[i]); i++, digits++)
        np_buf_append(b, p + i, 1);
    if (i < n && p[i] == '.') {
        np_buf_appendc(b, ".");
        for (i++; i < n && isxdigit((unsigned char)p[i]); i++, digits++)
            np_buf_append(b, p + i, 1);
    }
    if (digits == 0)
        return 0;
    np_buf_appendc(b, "p");
    if (i < n && (p[i] | 0x20) == 'p') {
        i++;
        if (i < n && (p[i] == '+' || p[i] == '-'))
            np_buf_append(b, p + i++, 1);
        size_t start = i;
        for (; i < n && isdigit((unsigned char)p[i]); i++)
            np_buf_append(b, p + i, 1);
        if (i == start)
            return 0;
    } else {
        np_buf_appendc(b, "0");
    }
    return i;
}

// The value of a fromhex() string without its sign: inf/nan words or a hex float.
static bool fromhex_value(NpVM *vm, const char *p, size_t n, size_t *used, double *d)
{
    size_t k;
    if ((k = match_word(p, n, "infinity")) || (k = match_word(p, n, "inf"))) {
        *used = k;
        *d = INFINITY;
        return true;
    }
    if ((k = match_word(p, n, "nan"))) {
        *used = k;
        *d = NAN;
        return true;
    }
    NpBuf b;
    np_buf_init(&b, vm);
    *used = hex_body(&b, p, n);
    np_buf_append(&b, "", 1);
    if (b.failed)
        return false;
    *d = *used ? strtod(b.data, NULL) : 0.0;
    np_buf_free(&b);
    if (*used && isinf(*d))
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR,
                         "hexadecimal value too large to represent as a float");
    return true;
}

// float.fromhex(string) (a classmethod: argv[0] is the type).
static bool float_fromhex(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "float.fromhex", kw) ||
        !np_args_count(vm, "float.fromhex", argc - 1, 1, 1))
        return false;
    if (!NP_IS_STR(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "bad argument type for built-in operation");
    const char *p = NP_AS_STR(argv[1])->data;
    size_t n = NP_AS_STR(argv[1])->len, i = 0, used;
    while (i < n && is_ascii_space(p[i]))
        i++;
    bool neg = i < n && p[i] == '-';
    if (i < n && (p[i] == '-' || p[i] == '+'))
        i++;
    double d;
    if (!fromhex_value(vm, p + i, n - i, &used, &d))
        return false;
    i += used;
    while (i < n && is_ascii_space(p[i]))
        i++;
    if (used == 0 || i != n)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "invalid hexadecimal floating-point string");
    *out = np_float(neg ? -d : d);
    return true;
}

static const NpMethodDef int_methods[] = {
    {"conjugate", int_conjugate, NP_NATIVE_METHOD},
    {"real", int_get_self, NP_NATIVE_GETTER},
    {"imag", int_get_zero, NP_NATIVE_GETTER},
    {"numerator", int_get_self, NP_NATIVE_GETTER},
    {"denominator", int_get_one, NP_NATIVE_GETTER},
    {"to_bytes", nplib_int_to_bytes, NP_NATIVE_METHOD},
    {"from_bytes", nplib_int_from_bytes, NP_NATIVE_CLASSMETHOD},
    {"bit_length", int_bit_length, NP_NATIVE_METHOD},
    {"bit_count", int_bit_count, NP_NATIVE_METHOD},
    {"as_integer_ratio", int_as_integer_ratio, NP_NATIVE_METHOD},
    {NULL, NULL, 0},
};

static const NpMethodDef float_methods[] = {
    {"is_integer", float_is_integer, NP_NATIVE_METHOD},
    {"conjugate", float_conjugate, NP_NATIVE_METHOD},
    {"real", float_get_self, NP_NATIVE_GETTER},
    {"imag", float_get_zero, NP_NATIVE_GETTER},
    {"hex", float_hex, NP_NATIVE_METHOD},
    {"fromhex", float_fromhex, NP_NATIVE_CLASSMETHOD},
    {"as_integer_ratio", float_as_integer_ratio, NP_NATIVE_METHOD},
    {NULL, NULL, 0},
};

bool nplib_open_numbers(NpVM *vm)
{
    vm->types[NP_TYPE_INT]->construct = new_int;
    vm->types[NP_TYPE_FLOAT]->construct = new_float;
    vm->types[NP_TYPE_BOOL]->construct = new_bool;
    return np_type_add_methods(vm, vm->types[NP_TYPE_INT], int_methods) &&
           np_type_add_methods(vm, vm->types[NP_TYPE_FLOAT], float_methods);
}
