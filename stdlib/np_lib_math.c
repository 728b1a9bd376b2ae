/*
 * np_lib_math.c - the `math` module: CPython 3.11's math functions and constants, with its
 * domain ("math domain error") and range ("math range error") errors.
 *
 * Integer functions (factorial, gcd, lcm, isqrt, comb, perm) work on big ints through GMP, and
 * check the result size against the memory limit before asking GMP for it.
 */
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>

#include "np_interp.h"
#include "np_runtime.h"

/* ---------------------------------------------------------------- argument conversion */

// Converts a real-number argument to double: "must be real number, not str" otherwise.
// A user object's __float__ (a Fraction's), as CPython's PyFloat_AsDouble: it must return a
// float. The caller keeps its own values rooted (this calls back into Python).
static bool float_hook(NpVM *vm, NpValue v, double *out) {
    NpValue fn, r;
    if (!np_lookup_special(vm, v, "__float__", &fn))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "must be real number, not %s",
                         np_type_name(vm, v));
    if (!np_call_rooted(vm, fn, 1, &v, &r)) return false;
    if (!NP_IS_FLOAT(r))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s.__float__ returned non-float (type %s)",
                         np_type_name(vm, v), np_type_name(vm, r));
    *out = r.u.f;
    return true;
}

static bool arg_double(NpVM *vm, NpValue v, double *out) {
    switch (v.tag) {
    case NP_T_INT:
    case NP_T_BOOL: *out = (double)v.u.i; return true;
    case NP_T_FLOAT: *out = v.u.f; return true;
    default:
        if (NP_IS_BIGINT(v)) return np_int_to_double(vm, v, out);
        return float_hook(vm, v, out);
    }
}

// True for int, bool and big int values.
static bool is_int(NpValue v) {
    return v.tag == NP_T_INT || v.tag == NP_T_BOOL || NP_IS_BIGINT(v);
}

// Requires an integer argument, with CPython's "'float' object cannot be interpreted as an
// integer" message.
static bool arg_int(NpVM *vm, NpValue v) {
    if (is_int(v)) return true;
    return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object cannot be interpreted as an integer",
                     np_type_name(vm, v));
}

// Turns a C result into a float value, mapping NaN from non-NaN input to a domain error and
// an infinite result from finite input to a range error, as CPython's math_1 does.
static bool float_result(NpVM *vm, double x, double r, bool can_overflow, NpValue *out) {
    if (isnan(r) && !isnan(x)) return np_raisef(vm, NP_TYPE_VALUEERROR, "math domain error");
    if (isinf(r) && isfinite(x)) {
        if (can_overflow) return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "math range error");
        return np_raisef(vm, NP_TYPE_VALUEERROR, "math domain error");
    }
    *out = np_float(r);
    return true;
}

/* ---------------------------------------------------------------- one-argument float functions */

// Defines a native applying a libm function of one double; [ovf] says whether an infinite
// result from finite input is an overflow (exp) rather than a domain error (log(0)).
#define MATH_FUNC1(pyname, cfn, ovf)                                                              \
    static bool math_##pyname(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {    \
        double x;                                                                                 \
        if (!np_args_nokw(vm, "math." #pyname, kw) || !np_args_count(vm, "math." #pyname, argc, 1, 1) ||         \
            !arg_double(vm, argv[0], &x))                                                        \
            return false;                                                                         \
        return float_result(vm, x, cfn(x), ovf, out);                                             \
    }

MATH_FUNC1(sin, sin, false)
MATH_FUNC1(cos, cos, false)
MATH_FUNC1(tan, tan, false)
MATH_FUNC1(asin, asin, false)
MATH_FUNC1(acos, acos, false)
MATH_FUNC1(atan, atan, false)
MATH_FUNC1(sinh, sinh, true)
MATH_FUNC1(cosh, cosh, true)
MATH_FUNC1(tanh, tanh, false)
MATH_FUNC1(asinh, asinh, false)
MATH_FUNC1(acosh, acosh, false)
MATH_FUNC1(atanh, atanh, false)
MATH_FUNC1(exp, exp, true)
MATH_FUNC1(exp2, exp2, true)
MATH_FUNC1(expm1, expm1, true)
MATH_FUNC1(fabs, fabs, false)
MATH_FUNC1(erf, erf, false)
MATH_FUNC1(erfc, erfc, false)
MATH_FUNC1(cbrt, cbrt, false)

// sqrt: a negative argument is a domain error (libm would return NaN).
static bool math_sqrt(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x;
    if (!np_args_nokw(vm, "math.sqrt", kw) || !np_args_count(vm, "math.sqrt", argc, 1, 1) ||
        !arg_double(vm, argv[0], &x))
        return false;
    if (x < 0) return np_raisef(vm, NP_TYPE_VALUEERROR, "math domain error");
    *out = np_float(sqrt(x));
    return true;
}

// func(v) for log, log2 and log10 the way CPython's loghelper does it: ints that fit a double
// are converted (correctly rounded) first; bigger ones use their mantissa and binary exponent,
// func(m) + e * func(2). Non-positive arguments are a domain error; NaN passes through.
static bool log_with(NpVM *vm, NpValue v, double (*func)(double), double *out) {
    double x = 0;
    if (NP_IS_BIGINT(v)) {
        NpBigInt *b = NP_AS_BIGINT(v);
        if (mpz_sgn(b->z) <= 0) return np_raisef(vm, NP_TYPE_VALUEERROR, "math domain error");
        if (mpz_sizeinbase(b->z, 2) <= 1024 && np_int_to_double(vm, v, &x)) {
            *out = func(x);
            return true;
        }
        np_exc_clear(vm);
        long exp;
        double mant = mpz_get_d_2exp(&exp, b->z);
        *out = func(mant) + (double)exp * func(2.0);
        return true;
    }
    if (!arg_double(vm, v, &x)) return false;
    if (isnan(x)) {
        *out = x;
        return true;
    }
    if (x <= 0) return np_raisef(vm, NP_TYPE_VALUEERROR, "math domain error");
    *out = func(x);
    return true;
}

static bool math_log(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double num, den;
    if (!np_args_nokw(vm, "log", kw) ||
        ((argc < 1 || argc > 2) &&
         !np_raisef(vm, NP_TYPE_TYPEERROR, "math.log requires 1 to 2 arguments")) ||
        !log_with(vm, argv[0], log, &num))
        return false;
    if (argc == 2) {
        if (!log_with(vm, argv[1], log, &den)) return false;
        if (den == 0) return np_raisef(vm, NP_TYPE_ZERODIVISIONERROR, "float division by zero");
        num /= den;
    }
    *out = np_float(num);
    return true;
}

static bool math_log2(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x;
    if (!np_args_nokw(vm, "math.log2", kw) || !np_args_count(vm, "math.log2", argc, 1, 1) ||
        !log_with(vm, argv[0], log2, &x))
        return false;
    *out = np_float(x);
    return true;
}

static bool math_log10(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x;
    if (!np_args_nokw(vm, "math.log10", kw) || !np_args_count(vm, "math.log10", argc, 1, 1) ||
        !log_with(vm, argv[0], log10, &x))
        return false;
    *out = np_float(x);
    return true;
}

static bool math_log1p(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x;
    if (!np_args_nokw(vm, "math.log1p", kw) || !np_args_count(vm, "math.log1p", argc, 1, 1) ||
        !arg_double(vm, argv[0], &x))
        return false;
    if (x <= -1) return np_raisef(vm, NP_TYPE_VALUEERROR, "math domain error");
    *out = np_float(log1p(x));
    return true;
}

/* ---------------------------------------------------------------- two-argument float functions */

// Reads two real arguments for [name].
static bool two_doubles(NpVM *vm, const char *name, int argc, NpValue *argv, NpTuple *kw,
                        double *x, double *y) {
    return np_args_nokw(vm, name, kw) && np_args_count(vm, name, argc, 2, 2) &&
           arg_double(vm, argv[0], x) && arg_double(vm, argv[1], y);
}

static bool math_pow(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x, y;
    if (!two_doubles(vm, "pow", argc, argv, kw, &x, &y)) return false;
    if (x == 0 && y < 0) return np_raisef(vm, NP_TYPE_VALUEERROR, "math domain error");
    if (x < 0 && isfinite(y) && y != floor(y))
        return np_raisef(vm, NP_TYPE_VALUEERROR, "math domain error");
    double r = pow(x, y);
    if (isinf(r) && isfinite(x) && isfinite(y))
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "math range error");
    *out = np_float(r);
    return true;
}

static bool math_atan2(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double y, x;
    if (!two_doubles(vm, "atan2", argc, argv, kw, &y, &x)) return false;
    *out = np_float(atan2(y, x));
    return true;
}

static bool math_fmod(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x, y;
    if (!two_doubles(vm, "fmod", argc, argv, kw, &x, &y)) return false;
    if (y == 0 && !isnan(x)) return np_raisef(vm, NP_TYPE_VALUEERROR, "math domain error");
    if (isinf(x) && !isnan(y)) return np_raisef(vm, NP_TYPE_VALUEERROR, "math domain error");
    *out = np_float(fmod(x, y));
    return true;
}

static bool math_copysign(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x, y;
    if (!two_doubles(vm, "copysign", argc, argv, kw, &x, &y)) return false;
    *out = np_float(copysign(x, y));
    return true;
}

static bool math_nextafter(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x, y;
    if (!two_doubles(vm, "nextafter", argc, argv, kw, &x, &y)) return false;
    *out = np_float(nextafter(x, y));
    return true;
}

// ulp(x): the value of the last bit of |x|'s significand, 2**(E - 52) for |x| in
// [2**E, 2**(E+1)) and the smallest subnormal below DBL_MIN; NaN and inf come back as they are.
static bool math_ulp(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x;
    if (!np_args_nokw(vm, "math.ulp", kw) || !np_args_count(vm, "math.ulp", argc, 1, 1) ||
        !arg_double(vm, argv[0], &x))
        return false;
    x = fabs(x);
    if (!isfinite(x)) {
        *out = np_float(x);
        return true;
    }
    int e;
    frexp(x, &e);  // x = f * 2**e with f in [0.5, 1): its top bit is 2**(e - 1)
    *out = np_float(x < DBL_MIN ? ldexp(1.0, DBL_MIN_EXP - DBL_MANT_DIG) : ldexp(1.0, e - DBL_MANT_DIG));
    return true;
}

static bool math_remainder(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x, y;
    if (!two_doubles(vm, "remainder", argc, argv, kw, &x, &y)) return false;
    if ((y == 0 && !isnan(x)) || (isinf(x) && !isnan(y)))
        return np_raisef(vm, NP_TYPE_VALUEERROR, "math domain error");
    *out = np_float(remainder(x, y));
    return true;
}

static bool math_ldexp(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x;
    if (!np_args_nokw(vm, "ldexp", kw) || !np_args_count(vm, "ldexp", argc, 2, 2) ||
        !arg_double(vm, argv[0], &x) || !arg_int(vm, argv[1]))
        return false;
    int64_t e;
    if (NP_IS_BIGINT(argv[1]))
        e = mpz_sgn(NP_AS_BIGINT(argv[1])->z) > 0 ? 100000 : -100000;
    else
        e = argv[1].u.i;
    if (e > 100000) e = 100000;
    if (e < -100000) e = -100000;
    double r = ldexp(x, (int)e);
    if (isinf(r) && isfinite(x)) return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "math range error");
    *out = np_float(r);
    return true;
}

// The Euclidean norm of [v] (n values) as CPython 3.11 computes it, correctly rounded in
// nearly every case: any infinity gives inf, else any NaN gives nan; otherwise the values are
// scaled by a power of two so the largest is in [0.5, 1), the squares are summed in
// double-double (fma gives each square's rounding error exactly), and the square root gets one
// correction step from the exact residual, then the scale is undone.
static double vector_norm(const double *v, size_t n) {
    double max = 0;
    bool nan = false;
    for (size_t i = 0; i < n; i++) {
        double a = fabs(v[i]);
        if (isinf(a)) return INFINITY;
        if (isnan(a)) nan = true;
        else if (a > max) max = a;
    }
    if (nan) return NAN;
    if (max == 0 || n == 1) return max;
    int e;
    frexp(max, &e);
    double hi = 0, lo = 0;
    for (size_t i = 0; i < n; i++) {
        double x = ldexp(fabs(v[i]), -e);
        double p = x * x, perr = fma(x, x, -p);
        double s = hi + p, bv = s - hi, serr = (hi - (s - bv)) + (p - bv);
        hi = s;
        lo += serr + perr;
    }
    double h = sqrt(hi + lo);
    double hh = h * h, hherr = fma(h, h, -hh);
    double r = ((hi - hh) + lo) - hherr;
    h += r / (2.0 * h);
    return ldexp(h, e);
}

static bool math_hypot(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "math.hypot", kw)) return false;
    double small[16], *v = argc <= 16 ? small : malloc((size_t)argc * sizeof *v);
    if (!v) return np_raise_nomem(vm);
    for (int i = 0; i < argc; i++) {
        if (!arg_double(vm, argv[i], &v[i])) {
            if (v != small) free(v);
            return false;
        }
    }
    *out = np_float(vector_norm(v, (size_t)argc));
    if (v != small) free(v);
    return true;
}

/* ---------------------------------------------------------------- rounding to int */

// Converts an integral double to an int value (big when needed); errors on inf and nan.
static bool double_to_int(NpVM *vm, double d, NpValue *out) {
    if (isinf(d))
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "cannot convert float infinity to integer");
    if (isnan(d)) return np_raisef(vm, NP_TYPE_VALUEERROR, "cannot convert float NaN to integer");
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

// floor/ceil/trunc share the shape: ints pass through, floats are rounded by [fn]. Any other
// object's special method [special] (__floor__, __ceil__; NULL for none) decides when its
// class defines one, as CPython asks a Fraction; else the object must convert to float.
static bool round_with(NpVM *vm, const char *name, int argc, NpValue *argv, NpTuple *kw,
                       double (*fn)(double), const char *special, NpValue *out) {
    if (!np_args_nokw(vm, name, kw) || !np_args_count(vm, name, argc, 1, 1)) return false;
    NpValue v = argv[0], hook;
    // An int subclass's instance asks its class (its own __floor__, else int's, np_slotwrap.c).
    bool user_int = NP_IS_OBJ(v) && (NP_OBJ(v)->type->tflags & NP_TF_USER);
    if (is_int(v)) {
        if (user_int && special && np_lookup_special(vm, v, special, &hook))
            return np_call_rooted(vm, hook, 1, argv, out);
        *out = v.tag == NP_T_BOOL ? np_int(v.u.i) : v;
        return true;
    }
    if (special && v.tag != NP_T_FLOAT && np_lookup_special(vm, v, special, &hook))
        return np_call_rooted(vm, hook, 1, argv, out);
    double x;
    if (!arg_double(vm, v, &x)) return false;
    return double_to_int(vm, fn(x), out);
}

static bool math_floor(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return round_with(vm, "math.floor", argc, argv, kw, floor, "__floor__", out);
}

static bool math_ceil(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return round_with(vm, "math.ceil", argc, argv, kw, ceil, "__ceil__", out);
}

// trunc() of a non-number asks its __trunc__ (CPython never falls back to __float__ here).
static bool math_trunc(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    NpValue fn;
    bool user_int = argc == 1 && NP_IS_BIGINT(argv[0]) &&
                    (NP_OBJ(argv[0])->type->tflags & NP_TF_USER);  // asks its class too
    if (argc == 1 && !NP_IS_INT(argv[0]) && (!NP_IS_BIGINT(argv[0]) || user_int) &&
        argv[0].tag != NP_T_BOOL && argv[0].tag != NP_T_FLOAT && (!kw || kw->n == 0)) {
        if (np_lookup_special(vm, argv[0], "__trunc__", &fn))
            return np_call_rooted(vm, fn, 1, argv, out);
        if (!user_int)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "type %s doesn't define __trunc__ method",
                             np_type_name(vm, argv[0]));
    }
    return round_with(vm, "math.trunc", argc, argv, kw, trunc, NULL, out);
}

/* ---------------------------------------------------------------- predicates and misc */

static bool one_double(NpVM *vm, const char *name, int argc, NpValue *argv, NpTuple *kw,
                       double *x) {
    return np_args_nokw(vm, name, kw) && np_args_count(vm, name, argc, 1, 1) &&
           arg_double(vm, argv[0], x);
}

static bool math_isnan(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x;
    if (!one_double(vm, "math.isnan", argc, argv, kw, &x)) return false;
    *out = np_bool(isnan(x));
    return true;
}

static bool math_isinf(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x;
    if (!one_double(vm, "math.isinf", argc, argv, kw, &x)) return false;
    *out = np_bool(isinf(x));
    return true;
}

static bool math_isfinite(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x;
    if (!one_double(vm, "math.isfinite", argc, argv, kw, &x)) return false;
    *out = np_bool(isfinite(x));
    return true;
}

static bool math_degrees(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x;
    if (!one_double(vm, "math.degrees", argc, argv, kw, &x)) return false;
    *out = np_float(x * (180.0 / M_PI));
    return true;
}

static bool math_radians(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x;
    if (!one_double(vm, "math.radians", argc, argv, kw, &x)) return false;
    *out = np_float(x * (M_PI / 180.0));
    return true;
}

static bool math_modf(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x, ip;
    if (!one_double(vm, "math.modf", argc, argv, kw, &x)) return false;
    double fp = isinf(x) ? copysign(0.0, x) : modf(x, &ip);
    if (isinf(x)) ip = x;
    NpValue items[2] = {np_float(fp), np_float(ip)};
    NpTuple *t = np_tuple_from(vm, items, 2);
    if (!t) return false;
    *out = np_obj(&t->hdr);
    return true;
}

static bool math_frexp(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x;
    if (!one_double(vm, "math.frexp", argc, argv, kw, &x)) return false;
    int e = 0;
    double m = (isinf(x) || isnan(x)) ? x : frexp(x, &e);
    NpValue items[2] = {np_float(m), np_int(e)};
    NpTuple *t = np_tuple_from(vm, items, 2);
    if (!t) return false;
    *out = np_obj(&t->hdr);
    return true;
}

/* ---------------------------------------------------------------- gamma and lgamma
 *
 * Both use Lanczos' approximation
 *     gamma(a) = S(a) * t^(a - 1/2) * e^-t,   t = a + g - 1/2,   a > 0,
 * where S is a ratio of two degree-12 polynomials, with the published parameters g and
 * coefficients that CPython also uses: results must equal python3.11's to the last bit (the C
 * library's tgamma and lgamma differ in the last digits), so every floating-point operation
 * below happens in the same order as there. Negative arguments go through the reflection
 * formula gamma(-a) = -pi / (a * sin(pi a) * gamma(a)).
 */
#define NP_PI 3.141592653589793238462643383279502884197
#define LZ_TERMS 13
// Lanczos' g, and g - 1/2 (both exact in a double).
static const double lz_g = 6.024680040776729583740234375;
static const double lz_shift = 5.524680040776729583740234375;
// The numerator of S, constant term first.
static const double lz_top[LZ_TERMS] = {
    23531376880.410759688572007674451636754734846804940,
    42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843,
    17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708,
    1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801,
    31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768,
    186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024,
    210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408};
// The denominator of S, a(a+1)...(a+11) expanded, constant term first.
static const double lz_bottom[LZ_TERMS] = {
    0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0, 13339535.0,
    2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0};
// gamma(n) = (n-1)! is exact in a double up to this n; below it, integers use the product.
#define EXACT_FACTORIAL_MAX 23

/* Evaluates the polynomial with coefficients c (constant first) at a. Below 5 it is Horner's
 * rule from the top coefficient; from 5 up it is the polynomial divided by a^12, Horner's rule
 * in 1/a from the constant term (which cannot overflow). S is the ratio of the two, so the
 * common a^12 cancels. */
static double lz_poly(const double *c, double a) {
    double acc = 0.0;
    if (a < 5.0) {
        for (int k = LZ_TERMS - 1; k >= 0; k--) acc = acc * a + c[k];
    } else {
        for (int k = 0; k < LZ_TERMS; k++) acc = acc / a + c[k];
    }
    return acc;
}

// The rational factor S(a) of Lanczos' approximation, for a > 0.
static double lz_ratio(double a) {
    return lz_poly(lz_top, a) / lz_poly(lz_bottom, a);
}

/* sin(pi * x) for finite x, exactly 0 or +-1 at integers and half-integers. |x| is reduced
 * modulo 2 (exactly), then the nearest multiple k/2 of 1/2 is taken off, leaving an argument in
 * [-1/4, 1/4] (exact); an odd k means the cosine of what is left. In the third quarter the
 * distance is taken the other way round (1 - u), which keeps sin(pi * 1) at +0. */
static double np_sin_pi(double x) {
    double u = fmod(fabs(x), 2.0);
    int k = (int)round(2.0 * u);
    double near = 0.5 * k;
    double v;
    if (k == 2) v = sin(NP_PI * (near - u));
    else if (k == 3) v = -cos(NP_PI * (u - near));
    else v = (k & 1) ? cos(NP_PI * (u - near)) : sin(NP_PI * (u - near));
    return copysign(1.0, x) * v;
}

/* The base t = a + (g - 1/2) of the power and exponential, and a relative correction for the
 * rounding of that sum: t^(a-1/2) e^-t is, to first order, off by a factor (1 + g*err/t) when
 * t is off by err, so callers scale by (1 + *fix) (or divide for the reflection). */
static double lz_base(double a, double *fix) {
    double t = a + lz_shift;
    double big = a > lz_shift ? a : lz_shift, small = a > lz_shift ? lz_shift : a;
    double err = (t - big) - small;
    *fix = err * lz_g / t;
    return t;
}

/* Applies t^(a - 1/2) to r: multiplies, or divides when `divide` (the reflection). From a = 140
 * the power itself would overflow before the product does, so it is applied as two halves. */
static double lz_apply_power(double r, double t, double a, bool divide) {
    if (a < 140.0) {
        double p = pow(t, a - 0.5);
        return divide ? r / p : r * p;
    }
    double half = pow(t, a / 2.0 - 0.25);
    for (int i = 0; i < 2; i++) r = divide ? r / half : r * half;
    return r;
}

/* gamma(x) for a finite x that is not 0 or a negative integer; +-inf when it overflows, +-0
 * when it underflows. */
static double np_gamma(double x) {
    double a = fabs(x);
    if (x == floor(x) && x <= EXACT_FACTORIAL_MAX) {  // a positive integer: (x-1)!
        double f = 1.0;
        for (double k = 2.0; k < x; k += 1.0) f *= k;
        return f;
    }
    if (a < 1e-20) return 1.0 / x;  // gamma(x) = 1/x - Euler's constant + O(x)
    if (a > 200.0) return x > 0.0 ? HUGE_VAL : copysign(0.0, np_sin_pi(x));
    double fix, t = lz_base(a, &fix);
    if (x > 0.0) {
        double r = lz_ratio(a) / exp(t);
        r += fix * r;
        return lz_apply_power(r, t, a, false);
    }
    double r = -NP_PI / np_sin_pi(a) / a * exp(t) / lz_ratio(a);
    r -= fix * r;
    return lz_apply_power(r, t, a, true);
}

/* log|gamma(x)| for a finite x that is not a pole or 1 or 2. The positive case is the log of
 * Lanczos' formula; the negative one the log of the reflection formula. */
static double np_lgamma(double x) {
    double a = fabs(x);
    if (a < 1e-20) return -log(a);
    double lg = log(lz_ratio(a)) - lz_g;
    lg += (a - 0.5) * (log(a + lz_g - 0.5) - 1);
    if (x > 0.0) return lg;
    return log(NP_PI) - log(fabs(np_sin_pi(a))) - log(a) - lg;
}

static bool math_gamma(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x;
    if (!one_double(vm, "math.gamma", argc, argv, kw, &x)) return false;
    if (isnan(x) || x == INFINITY) {
        *out = np_float(x);
        return true;
    }
    if ((x <= 0 && x == floor(x)) || x == -INFINITY)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "math domain error");
    double r = np_gamma(x);
    if (isinf(r)) return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "math range error");
    *out = np_float(r);
    return true;
}

static bool math_lgamma(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x;
    if (!one_double(vm, "math.lgamma", argc, argv, kw, &x)) return false;
    if (!isfinite(x)) {
        *out = np_float(isnan(x) ? x : INFINITY);
        return true;
    }
    if (x == floor(x) && x <= 2.0) {  // poles, and lgamma(1) = lgamma(2) = 0 exactly
        if (x <= 0.0) return np_raisef(vm, NP_TYPE_VALUEERROR, "math domain error");
        *out = np_float(0.0);
        return true;
    }
    double r = np_lgamma(x);
    if (isinf(r)) return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "math range error");
    *out = np_float(r);
    return true;
}

// isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0): PEP 485's test |a - b| <= max(rel_tol *
// max(|a|, |b|), abs_tol), after the tolerances are checked; equal values (infinities too) are
// close, an infinity is close to nothing else, and NaN to nothing.
static bool math_isclose(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    static const char *const names[] = {"a", "b", "rel_tol", "abs_tol"};
    NpValue args[4];
    if (!np_args_bind(vm, "isclose", argc, argv, kw, names, 4, 2, 2, args)) return false;
    double a, b, rel = 1e-9, abst = 0.0;
    if (!arg_double(vm, args[0], &a) || !arg_double(vm, args[1], &b)) return false;
    if (!NP_IS_UNDEF(args[2]) && !arg_double(vm, args[2], &rel)) return false;
    if (!NP_IS_UNDEF(args[3]) && !arg_double(vm, args[3], &abst)) return false;
    if (rel < 0 || abst < 0)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "tolerances must be non-negative");
    bool close = a == b;
    if (!close && isfinite(a) && isfinite(b)) {
        double gap = fabs(a - b), scale = fmax(fabs(a), fabs(b));
        close = gap <= rel * scale || gap <= abst;
    }
    *out = np_bool(close);
    return true;
}

/* ---------------------------------------------------------------- integer functions */

// Loads an integer argument into [z] (initialized by the caller).
static bool arg_mpz(NpVM *vm, NpValue v, mpz_t z) {
    if (!arg_int(vm, v)) return false;
    np_int_to_mpz(v.tag == NP_T_BOOL ? np_int(v.u.i) : v, z);
    return true;
}

// Rough bits of n! (n log2 n), to refuse results the memory limit could never hold.
static bool factorial_fits(NpVM *vm, unsigned long n) {
    double bits = n < 2 ? 1 : (double)n * log2((double)n);
    return bits / 8 < (double)vm->mem_limit;
}

// Charges the budget, before the work, for a product of about [terms] factors whose result has
// about [bits] bits (factorial, comb, perm): the big-int multiplication cost of the result's
// limbs, n * (1 + log2 n), times 4 per doubling of the number of factors (measured: GMP takes
// about that long against the interpreter's speed per budget unit). GMP cannot be
// interrupted, so without this math.perm(10**6, 5*10**5) ran for minutes past every limit
// (escape corpus, res_math_perm.py).
static bool charge_product(NpVM *vm, double bits, double terms) {
    double limbs = bits / 64 + 1;
    double cost = 4 * (double)np_cost_nlogn((uint64_t)limbs) * (log2(terms + 1) + 1);
    return np_budget_charge(vm, cost > 9e18 ? INT64_MAX : (int64_t)cost);
}

// Budget cost of GMP work on an operand of [bits] bits (gcd, lcm, isqrt): n log n in limbs.
static bool charge_limbs(NpVM *vm, size_t bits) {
    return np_budget_charge(vm, np_cost_nlogn(bits / 64 + 1));
}

static bool math_factorial(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "math.factorial", kw) || !np_args_count(vm, "math.factorial", argc, 1, 1))
        return false;
    NpValue v = argv[0];
    if (v.tag == NP_T_FLOAT)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'float' object cannot be interpreted as an integer");
    if (!arg_int(vm, v)) return false;
    if ((NP_IS_BIGINT(v) && mpz_sgn(NP_AS_BIGINT(v)->z) < 0) || (!NP_IS_BIGINT(v) && v.u.i < 0))
        return np_raisef(vm, NP_TYPE_VALUEERROR, "factorial() not defined for negative values");
    if (NP_IS_BIGINT(v) || !factorial_fits(vm, (unsigned long)v.u.i))
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "factorial() argument should not exceed %ld",
                         (long)LONG_MAX);
    double n = (double)v.u.i;
    if (!charge_product(vm, n < 2 ? 1 : n * log2(n), n)) return false;
    mpz_t z;
    mpz_init(z);
    mpz_fac_ui(z, (unsigned long)v.u.i);
    bool ok = np_int_from_mpz(vm, z, out);
    mpz_clear(z);
    return ok;
}

// gcd and lcm fold over any number of arguments.
static bool gcd_lcm(NpVM *vm, const char *name, bool lcm, int argc, NpValue *argv, NpTuple *kw,
                    NpValue *out) {
    if (!np_args_nokw(vm, name, kw)) return false;
    mpz_t acc, x;
    mpz_init_set_ui(acc, lcm ? 1 : 0);
    mpz_init(x);
    bool ok = true;
    for (int i = 0; i < argc && ok; i++) {
        ok = arg_mpz(vm, argv[i], x) &&
             charge_limbs(vm, mpz_sizeinbase(acc, 2) + mpz_sizeinbase(x, 2));
        if (!ok) break;
        if (lcm) {
            size_t bits = mpz_sizeinbase(acc, 2) + mpz_sizeinbase(x, 2);
            if (bits / 8 > vm->mem_limit) {
                ok = np_raise_nomem(vm);
                break;
            }
            // A gcd and a division on the accumulator's limbs, charged before (a million
            // arguments ran past the timeout, escape corpus res_math_lcm_many.py).
            if (!(ok = np_budget_charge(vm, np_cost_nlogn(bits / 64 + 1))))
                break;
            mpz_lcm(acc, acc, x);
        } else {
            mpz_gcd(acc, acc, x);
        }
    }
    if (ok) ok = np_int_from_mpz(vm, acc, out);
    mpz_clear(acc);
    mpz_clear(x);
    return ok;
}

// Euclid's gcd of two int64 magnitudes (as uint64, so |INT64_MIN| fits).
static uint64_t gcd_u64(uint64_t a, uint64_t b) {
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

// |v| of a small int as uint64 (well defined for INT64_MIN too).
static uint64_t abs_u64(int64_t v) { return v < 0 ? 0 - (uint64_t)v : (uint64_t)v; }

// gcd(a, b) of two small ints without GMP: fractions.Fraction normalizes every result with it,
// and the mpz round trip was ~800 instructions a call (heldout6, bench/fraction_gauss.py). A
// result of 2**63 (gcd(-2**63, 0)) does not fit an int64 and takes the GMP path.
static bool math_gcd(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (argc == 2 && !kw && NP_IS_INT(argv[0]) && NP_IS_INT(argv[1])) {
        uint64_t g = gcd_u64(abs_u64(argv[0].u.i), abs_u64(argv[1].u.i));
        if (g <= (uint64_t)INT64_MAX) {
            *out = np_int((int64_t)g);
            return true;
        }
    }
    return gcd_lcm(vm, "math.gcd", false, argc, argv, kw, out);
}

static bool math_lcm(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return gcd_lcm(vm, "math.lcm", true, argc, argv, kw, out);
}

static bool math_isqrt(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "math.isqrt", kw) || !np_args_count(vm, "math.isqrt", argc, 1, 1)) return false;
    mpz_t z;
    mpz_init(z);
    bool ok = arg_mpz(vm, argv[0], z);
    if (ok && mpz_sgn(z) < 0)
        ok = np_raisef(vm, NP_TYPE_VALUEERROR, "isqrt() argument must be nonnegative");
    if (ok) ok = charge_limbs(vm, mpz_sizeinbase(z, 2));
    if (ok) {
        mpz_sqrt(z, z);
        ok = np_int_from_mpz(vm, z, out);
    }
    mpz_clear(z);
    return ok;
}

// comb(n, k) and perm(n, k=None) with CPython's argument errors, by GMP's binomial (and
// perm(n, k) = comb(n, k) * k!). n may be any size; the number of factors (min(k, n - k) for
// comb, k for perm) must fit a machine word (CPython's OverflowError) and the result the
// memory limit.
static bool comb_perm(NpVM *vm, const char *name, bool perm, int argc, NpValue *argv,
                      NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, name, kw) || !np_args_count(vm, name, argc, perm ? 1 : 2, 2))
        return false;
    mpz_t n, k, r;
    mpz_inits(n, k, r, NULL);
    bool ok = arg_mpz(vm, argv[0], n);
    if (ok && argc == 2 && !(perm && NP_IS_NONE(argv[1])))
        ok = arg_mpz(vm, argv[1], k);
    else if (ok)
        mpz_set(k, n);
    if (ok && mpz_sgn(n) < 0)
        ok = np_raisef(vm, NP_TYPE_VALUEERROR, "n must be a non-negative integer");
    if (ok && mpz_sgn(k) < 0)
        ok = np_raisef(vm, NP_TYPE_VALUEERROR, "k must be a non-negative integer");
    if (ok && mpz_cmp(k, n) > 0) {
        mpz_set_ui(r, 0);
    } else if (ok) {
        if (!perm) {
            mpz_sub(r, n, k);  // comb(n, k) == comb(n, n - k): the fewer factors
            if (mpz_cmp(r, k) < 0)
                mpz_set(k, r);
        }
        // Bits of the result: about k * log2(n) (n's bit length bounds log2(n + 1)).
        double kk = mpz_get_d(k), bits = kk * (double)mpz_sizeinbase(n, 2) + 1;
        if (!mpz_fits_slong_p(k)) {
            ok = np_raisef(vm, NP_TYPE_OVERFLOWERROR, "%s must not exceed %ld",
                           perm ? "k" : "min(n - k, k)", LONG_MAX);
        } else if (!factorial_fits(vm, mpz_get_ui(k)) || bits / 8 > (double)vm->mem_limit) {
            ok = np_raise_nomem(vm);
        } else if (!charge_product(vm, bits, kk)) {
            ok = false;
        } else {
            mpz_bin_ui(r, n, mpz_get_ui(k));
            if (perm) {
                // Two fast GMP products instead of k multiplications of a growing number.
                mpz_t f;
                mpz_init(f);
                mpz_fac_ui(f, mpz_get_ui(k));
                mpz_mul(r, r, f);
                mpz_clear(f);
            }
        }
    }
    if (ok) ok = np_int_from_mpz(vm, r, out);
    mpz_clears(n, k, r, NULL);
    return ok;
}

static bool math_comb(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return comb_perm(vm, "comb", false, argc, argv, kw, out);
}

static bool math_perm(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return comb_perm(vm, "perm", true, argc, argv, kw, out);
}

/* ---------------------------------------------------------------- iterable functions */

// prod(iterable, *, start=1): multiplies with the generic operator, like CPython.
static bool math_prod(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    static const char *const names[] = {"iterable", "start"};
    NpValue args[2];
    int npos = argc - (kw ? (int)kw->n : 0);
    if (npos == 0 || (npos > 1 && argc <= 2))
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "prod() takes exactly 1 positional argument (%d given)", npos);
    if (!np_args_bind(vm, "prod", argc, argv, kw, names, 2, 1, 1, args)) return false;
    NpValue acc = NP_IS_UNDEF(args[1]) ? np_int(1) : args[1];
    NpValue it, item;
    if (!np_iter(vm, args[0], &it)) return false;
    if (!np_push_root(vm, it)) return false;
    size_t pushed = 1;
    bool ok = true;
    int r;
    while ((r = np_next(vm, it, &item)) == 1) {
        if (!np_binop(vm, BINOP_MUL, acc, item, &acc) || !np_push_root(vm, acc)) {
            ok = false;
            break;
        }
        pushed++;
    }
    np_pop_roots(vm, pushed);
    if (!ok || r < 0) return false;
    *out = acc;
    return true;
}

/* math.fsum: the correctly rounded sum, by Shewchuk's exact summation. The exact running total
 * is a list of non-overlapping nonzero doubles (the "partials"), smallest magnitude first;
 * adding a value sweeps it through them with error-free two-sums. Infinities and NaNs are
 * summed apart (they discard the partials), and a finite input whose running total leaves the
 * doubles is "intermediate overflow", as in CPython. */
typedef struct {
    double *part;   // the partials, smallest magnitude first, none zero
    size_t n, cap;  // partials in use and allocated
    double special; // the sum of the infinite and NaN inputs
    double infs;    // the sum of the infinite inputs only: NaN when +inf and -inf both occur
    bool any_special;
} FsumAcc;

/* Adds v to the partials in place: each partial is combined with the running value through an
 * exact two-sum (larger magnitude first), the rounding error is kept as a partial when nonzero
 * and the rounded sum carries on. Returns the final rounded sum, which the caller appends. */
static double fsum_sweep(FsumAcc *acc, double v) {
    size_t kept = 0;
    for (size_t k = 0; k < acc->n; k++) {
        double w = acc->part[k];
        bool swap = fabs(v) < fabs(w);
        double big = swap ? w : v, small = swap ? v : w;
        double sum = big + small;
        double err = small - (sum - big);
        if (err != 0.0) acc->part[kept++] = err;
        v = sum;
    }
    acc->n = kept;
    return v;
}

// Adds one input to the accumulator; false with OverflowError or MemoryError raised.
static bool fsum_add(NpVM *vm, FsumAcc *acc, double v) {
    if (!isfinite(v)) {
        acc->special += v;
        if (isinf(v)) acc->infs += v;
        acc->any_special = true;
        acc->n = 0;
        return true;
    }
    double top = fsum_sweep(acc, v);
    if (top == 0.0) return true;
    if (!isfinite(top)) return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "intermediate overflow in fsum");
    if (acc->n == acc->cap) {
        size_t cap = acc->cap * 2;
        double *grown = np_mem_realloc(vm, acc->part, acc->cap * sizeof(double), cap * sizeof(double));
        if (!grown) return false;
        acc->part = grown;
        acc->cap = cap;
    }
    acc->part[acc->n++] = top;
    return true;
}

/* Rounds the exact total held in part[0..n) to one double. From the largest partial down, the
 * partials are added while the additions stay exact; the first inexact one leaves a nonzero
 * tail. When that tail sits exactly at a rounding midpoint and the remaining smaller partials
 * push the true value past it (same sign as the tail), round-half-even went the wrong way:
 * moving the total by twice the tail, if that is exact, gives the correctly rounded result. */
static double fsum_round(const double *part, size_t n) {
    if (n == 0) return 0.0;
    size_t k = n - 1;
    double total = part[k], tail = 0.0;
    while (k > 0) {
        double next = part[--k];
        double sum = total + next;
        tail = next - (sum - total);
        total = sum;
        if (tail != 0.0) break;
    }
    if (k > 0 && tail != 0.0 && (tail < 0.0) == (part[k - 1] < 0.0)) {
        double twice = tail * 2.0, moved = total + twice;
        if (moved - total == twice) total = moved;
    }
    return total;
}

static bool math_fsum(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "math.fsum", kw) || !np_args_count(vm, "math.fsum", argc, 1, 1)) return false;
    NpList *items = np_list_from_iter(vm, argv[0]);
    // Rooted: an item's __float__ (a Fraction's) runs Python code, so a collection may run.
    if (!items || !np_push_root(vm, np_obj(&items->hdr))) return false;
    FsumAcc acc = {.cap = 32};
    acc.part = np_mem_realloc(vm, NULL, 0, acc.cap * sizeof(double));
    bool ok = acc.part != NULL;
    for (size_t i = 0; ok && i < items->n; i++) {
        double x;
        ok = arg_double(vm, items->items[i], &x) && fsum_add(vm, &acc, x);
    }
    double total = ok ? fsum_round(acc.part, acc.n) : 0.0;
    if (acc.part) np_mem_realloc(vm, acc.part, acc.cap * sizeof(double), 0);
    np_pop_roots(vm, 1);
    if (!ok) return false;
    if (acc.any_special) {
        if (isnan(acc.infs)) return np_raisef(vm, NP_TYPE_VALUEERROR, "-inf + inf in fsum");
        total = acc.special;
    }
    *out = np_float(total);
    return true;
}

static bool math_dist(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "dist", kw) || !np_args_count(vm, "dist", argc, 2, 2)) return false;
    NpList *p = np_list_from_iter(vm, argv[0]);
    if (!p) return false;
    NpList *q = np_list_from_iter(vm, argv[1]);
    if (!q) return false;
    if (p->n != q->n)
        return np_raisef(vm, NP_TYPE_VALUEERROR,
                         "both points must have the same number of dimensions");
    double *v = malloc((p->n ? p->n : 1) * sizeof *v);
    if (!v) return np_raise_nomem(vm);
    for (size_t i = 0; i < p->n; i++) {
        double a, b;
        if (!arg_double(vm, p->items[i], &a) || !arg_double(vm, q->items[i], &b)) {
            free(v);
            return false;
        }
        v[i] = a - b;
    }
    *out = np_float(vector_norm(v, p->n));
    free(v);
    return true;
}

/* ---------------------------------------------------------------- registration */

static const NpMethodDef math_funcs[] = {
    {"sqrt", math_sqrt, 0},       {"sin", math_sin, 0},         {"cos", math_cos, 0},
    {"tan", math_tan, 0},         {"asin", math_asin, 0},       {"acos", math_acos, 0},
    {"atan", math_atan, 0},       {"atan2", math_atan2, 0},     {"sinh", math_sinh, 0},
    {"cosh", math_cosh, 0},       {"tanh", math_tanh, 0},       {"asinh", math_asinh, 0},
    {"acosh", math_acosh, 0},     {"atanh", math_atanh, 0},     {"exp", math_exp, 0},
    {"exp2", math_exp2, 0},       {"expm1", math_expm1, 0},     {"log", math_log, 0},
    {"log2", math_log2, 0},       {"log10", math_log10, 0},     {"log1p", math_log1p, 0},
    {"pow", math_pow, 0},         {"fabs", math_fabs, 0},       {"floor", math_floor, 0},
    {"ceil", math_ceil, 0},       {"trunc", math_trunc, 0},     {"isnan", math_isnan, 0},
    {"isinf", math_isinf, 0},     {"isfinite", math_isfinite, 0},
    {"degrees", math_degrees, 0}, {"radians", math_radians, 0}, {"fmod", math_fmod, 0},
    {"copysign", math_copysign, 0}, {"remainder", math_remainder, 0},
    {"modf", math_modf, 0},       {"frexp", math_frexp, 0},     {"ldexp", math_ldexp, 0},
    {"hypot", math_hypot, 0},     {"erf", math_erf, 0},         {"erfc", math_erfc, 0},
    {"gamma", math_gamma, 0},     {"lgamma", math_lgamma, 0},   {"cbrt", math_cbrt, 0},
    {"isclose", math_isclose, 0}, {"factorial", math_factorial, 0},
    {"gcd", math_gcd, 0},         {"lcm", math_lcm, 0},         {"isqrt", math_isqrt, 0},
    {"comb", math_comb, 0},       {"perm", math_perm, 0},       {"prod", math_prod, 0},
    {"fsum", math_fsum, 0},       {"dist", math_dist, 0},       {"ulp", math_ulp, 0},
    {"nextafter", math_nextafter, 0}, {NULL, NULL, 0}};

// Adds one float constant to the module namespace.
static bool set_const(NpVM *vm, NpModuleObj *m, const char *name, double v) {
    NpStr *key = np_intern_cstr(vm, name);
    return key && np_dict_set_str(vm, m->globals, key, np_float(v));
}

// Fills the math module's namespace (called by the module registry on first import).
static bool math_init(NpVM *vm, NpModuleObj *m) {
    for (const NpMethodDef *d = math_funcs; d->name; d++) {
        NpNative *f = np_native_new(vm, d->name, d->fn, NULL);
        NpStr *key = np_intern_cstr(vm, d->name);
        if (!f || !key || !np_dict_set_str(vm, m->globals, key, np_obj(&f->hdr))) return false;
    }
    return set_const(vm, m, "pi", M_PI) && set_const(vm, m, "e", M_E) &&
           set_const(vm, m, "tau", 2 * M_PI) && set_const(vm, m, "inf", INFINITY) &&
           set_const(vm, m, "nan", NAN);
}

bool nplib_register_math(NpVM *vm) { return npvm_register_module(vm, "math", math_init); }
