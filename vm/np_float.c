/*
 * np_float.c - Python float semantics: repr (shortest round-trip, CPython's layout), hash
 * (Python's documented numeric hash), arithmetic with CPython's special cases and messages,
 * and parsing.
 *
 * One deliberate difference: CPython returns a complex for a negative base raised to a
 * fractional power; Nearly has no complex type and raises
 * ValueError (naming the missing complex numbers) instead.
 */
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_runtime.h"

#define HASH_BITS 61
#define HASH_MODULUS (((uint64_t)1 << HASH_BITS) - 1)
#define HASH_INF 314159

/* ---------------------------------------------------------------- repr */

// Lays out [ndig] significant digits [dig] with decimal exponent [exp] (value = d.ddd * 10^exp)
// the way CPython's repr does: fixed notation for -4 <= exp < 16, else d.ddde+XX.
static int layout_repr(bool neg, const char *dig, int ndig, int exp, char *buf) {
    char *p = buf;
    if (neg) *p++ = '-';
    if (exp < -4 || exp >= 16) {
        *p++ = dig[0];
        if (ndig > 1) {
            *p++ = '.';
            memcpy(p, dig + 1, (size_t)ndig - 1);
            p += ndig - 1;
        }
        p += sprintf(p, "e%c%02d", exp < 0 ? '-' : '+', exp < 0 ? -exp : exp);
    } else if (exp >= 0) {
        // Integer part: exp + 1 digits (padding with zeros), then the fraction or ".0".
        for (int i = 0; i <= exp; i++) *p++ = i < ndig ? dig[i] : '0';
        *p++ = '.';
        if (ndig > exp + 1) {
            memcpy(p, dig + exp + 1, (size_t)(ndig - exp - 1));
            p += ndig - exp - 1;
        } else {
            *p++ = '0';
        }
    } else {
        *p++ = '0';
        *p++ = '.';
        for (int i = 0; i < -exp - 1; i++) *p++ = '0';
        memcpy(p, dig, (size_t)ndig);
        p += ndig;
    }
    *p = '\0';
    return (int)(p - buf);
}

// Splits printf's "%e" output [tmp] ("d.ddde+XX") into its digits and decimal exponent.
static int split_e(const char *tmp, char *dig, int *exp) {
    int ndig = 0;
    const char *p = tmp;
    for (; *p && *p != 'e'; p++)
        if (*p != '.') dig[ndig++] = *p;
    *exp = atoi(p + 1);
    return ndig;
}

// Adds [delta] (+1 or -1) to the last place of the [ndig]-digit decimal dig * 10^exp, keeping
// ndig digits (carry into a new leading digit or borrow out of the leading one moves exp).
static void step_digits(char *dig, int ndig, int *exp, int delta) {
    int i = ndig - 1;
    if (delta > 0) {
        while (i >= 0 && dig[i] == '9') dig[i--] = '0';
        if (i >= 0) {
            dig[i]++;
        } else {
            dig[0] = '1';
            (*exp)++;
        }
    } else {
        while (i >= 0 && dig[i] == '0') dig[i--] = '9';
        dig[i]--;
        if (dig[0] == '0') {
            memmove(dig, dig + 1, (size_t)ndig - 1);
            dig[ndig - 1] = '9';
            (*exp)--;
        }
    }
}

// True when the decimal dig * 10^exp reads back as exactly [x].
static bool digits_roundtrip(const char *dig, int ndig, int exp, double x) {
    char tmp[48];
    int n = 0;
    tmp[n++] = dig[0];
    tmp[n++] = '.';
    memcpy(tmp + n, dig + 1, (size_t)ndig - 1);
    n += ndig - 1;
    snprintf(tmp + n, sizeof tmp - (size_t)n, "e%d", exp);
    return strtod(tmp, NULL) == x;
}

/* ---------------------------------------------------------------- exact decimal digits */

typedef unsigned __int128 u128;

// 10**k for k in 0..19 (10**19 < 2**64).
static const uint64_t POW10[20] = {
    1ULL, 10ULL, 100ULL, 1000ULL, 10000ULL, 100000ULL, 1000000ULL, 10000000ULL, 100000000ULL,
    1000000000ULL, 10000000000ULL, 100000000000ULL, 1000000000000ULL, 10000000000000ULL,
    100000000000000ULL, 1000000000000000ULL, 10000000000000000ULL, 100000000000000000ULL,
    1000000000000000000ULL, 10000000000000000000ULL};

// 10**k for k in 0..38 as a 128-bit integer.
static u128 pow10_128(int k) {
    return k <= 19 ? (u128)POW10[k] : (u128)POW10[19] * POW10[k - 19];
}

// *out = v << sh; false when bits would be lost.
static bool shl_fits(u128 v, int sh, u128 *out) {
    if (sh == 0) {
        *out = v;
        return true;
    }
    if (sh >= 128 || (v >> (128 - sh)) != 0) return false;
    *out = v << sh;
    return true;
}

// *v *= 10**k for k >= 0; false on overflow of 128 bits.
static bool mul_pow10(u128 *v, int k) {
    return k <= 38 && !__builtin_mul_overflow(*v, pow10_128(k), v);
}

// a / b rounded to the nearest integer, ties to even (b > 0).
static u128 div_round_even(u128 a, u128 b) {
    u128 q = a / b, r = a - q * b;
    if (r > b - r || (r == b - r && (q & 1))) q++;
    return q;
}

// Splits finite x > 0 into x = m * 2**e exactly, with m < 2**53 an integer.
static uint64_t split_double(double x, int *e) {
    // From the bits (frexp and ldexp are library calls): a subnormal's mantissa is shifted up
    // to 53 bits like frexp's, so every caller sees m >= 2**52.
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    int be = (int)(bits >> 52 & 0x7FF);
    uint64_t m = bits & ((1ULL << 52) - 1);
    if (be) {
        *e = be - 1075;
        return m | 1ULL << 52;
    }
    int sh = __builtin_clzll(m) - 11;
    *e = -1074 - sh;
    return m << sh;
}

// m * 2**e * 10**s rounded to an integer, ties to even; false when an intermediate value does
// not fit 128 bits.
static bool scaled_round(uint64_t m, int e, int s, u128 *out) {
    if (s >= 0) {
        u128 n = m;
        if (!mul_pow10(&n, s)) return false;
        if (e >= 0) return shl_fits(n, e, out);
        if (-e >= 128) {
            if (n >> 127) return false;
            *out = 0;  // below half of 2**-e
            return true;
        }
        int k = -e;
        u128 q = n >> k, rem = n - (q << k), half = (u128)1 << (k - 1);
        if (rem > half || (rem == half && (q & 1))) q++;
        *out = q;
        return true;
    }
    if (-s > 38) return false;
    u128 d = pow10_128(-s), x = m;
    if (e >= 0) {
        if (!shl_fits(x, e, &x)) return false;
    } else if (!shl_fits(d, -e, &d)) {
        return false;
    }
    *out = div_round_even(x, d);
    return true;
}

bool np_float_digits(double x, int ndig, char *dig, int *exp10) {
    if (!(x > 0) || isinf(x) || ndig < 1 || ndig > 18) return false;
    int e;
    uint64_t m = split_double(x, &e);
    // x lies in [2**b, 2**(b+1)); b * log10(2) (78913 / 2**18, rounded down) is the decimal
    // exponent or one less; the loop below corrects it either way.
    int b = e + 52;  // frexp normalizes: m >= 2**52 even for subnormal x
    int E = (int)(((int64_t)b * 78913) >> 18);
    for (int tries = 0; tries < 4; tries++) {
        u128 q;
        if (!scaled_round(m, e, ndig - 1 - E, &q)) return false;
        if (q >= POW10[ndig]) {
            E++;
            continue;
        }
        if (q < POW10[ndig - 1]) {
            E--;
            continue;
        }
        uint64_t v = (uint64_t)q;
        for (int k = ndig - 1; k >= 0; k--, v /= 10) dig[k] = (char)('0' + v % 10);
        *exp10 = E;
        return true;
    }
    return false;
}

// Compares d * 10**k with M * 2**f: -1, 0 or 1, and 2 when a side does not fit 128 bits.
static int cmp_scaled(uint64_t d, int k, uint64_t M, int f) {
    u128 a = d, b = M;
    if (k > 0 ? !mul_pow10(&a, k) : !mul_pow10(&b, -k)) return 2;
    if (f > 0 ? !shl_fits(b, f, &b) : !shl_fits(a, -f, &a)) return 2;
    return a < b ? -1 : a > b;
}

// Whether the decimal dig[0].dig[1..] * 10**exp ([ndig] digits) reads back as [x] (normal,
// above DBL_MIN): it lies inside x's rounding interval, whose ends belong to x when x's
// mantissa is even (strtod rounds ties to even). -1 when the comparison needs more than 128
// bits. Same answer as strtod(text) == x, without the text.
static int roundtrip_exact(const char *dig, int ndig, int exp, double x) {
    if (!(x > DBL_MIN)) return -1;
    int e;
    uint64_t m = split_double(x, &e);
    uint64_t d = 0;
    for (int i = 0; i < ndig; i++) d = d * 10 + (uint64_t)(dig[i] - '0');
    // The interval's ends in units of 2**(e-2): the gap below a power of two is half as wide.
    uint64_t lo = m == (1ULL << 52) ? 4 * m - 1 : 4 * m - 2, hi = 4 * m + 2;
    int k = exp - ndig + 1;
    int c_lo = cmp_scaled(d, k, lo, e - 2), c_hi = cmp_scaled(d, k, hi, e - 2);
    if (c_lo == 2 || c_hi == 2) return -1;
    bool even = (m & 1) == 0;
    return (c_lo > 0 || (c_lo == 0 && even)) && (c_hi < 0 || (c_hi == 0 && even));
}

// shortest_digits() computed exactly in 128-bit integers: the same candidates in the same
// order, each made by np_float_digits instead of printf and checked by roundtrip_exact instead
// of strtod. -1 when some step does not fit (very large or small x): the caller uses printf.
static int shortest_digits_exact(double x, char *dig, int *exp) {
    int ndig = 15, ok;
    if (!np_float_digits(x, 15, dig, exp) || (ok = roundtrip_exact(dig, 15, *exp, x)) < 0)
        return -1;
    if (ok) return ndig;
    for (ndig = 16; ndig < 17; ndig++) {
        if (!np_float_digits(x, ndig, dig, exp)) return -1;
        if ((ok = roundtrip_exact(dig, ndig, *exp, x)) != 0) return ok > 0 ? ndig : -1;
        for (int delta = -1; delta <= 1; delta += 2) {
            char alt[20];
            int aexp = *exp;
            memcpy(alt, dig, (size_t)ndig);
            step_digits(alt, ndig, &aexp, delta);
            if ((ok = roundtrip_exact(alt, ndig, aexp, x)) < 0) return -1;
            if (ok) {
                memcpy(dig, alt, (size_t)ndig);
                *exp = aexp;
                return ndig;
            }
        }
    }
    return np_float_digits(x, 17, dig, exp) ? 17 : -1;
}

// Finds the shortest digit string that reads back as [x] > 0 (and, among those, the closest
// to x, as David Gay's dtoa does). printf's correctly rounded output at each precision is the
// closest candidate; when it fails only because of a rounding tie or the narrower interval
// below a power of two, its neighbour one unit away may still read back, so it is tried too.
static int shortest_digits(double x, char *dig, int *exp) {
    char tmp[40];
    int first = 1;
    if (x >= DBL_MIN) {
        // For normal doubles every decimal of at most DBL_DIG (15) significant digits survives
        // decimal -> double -> 15 digits. So if some string of at most 15 digits reads back as
        // x, it is x's 15-digit rounding (the caller drops the trailing zeros), and when that
        // rounding does not read back, no string of 15 digits or fewer does: start at 16.
        snprintf(tmp, sizeof tmp, "%.14e", x);
        int ndig = split_e(tmp, dig, exp);
        if (strtod(tmp, NULL) == x) return ndig;
        first = 16;
    }
    for (int prec = first; prec < 17; prec++) {
        snprintf(tmp, sizeof tmp, "%.*e", prec - 1, x);
        int ndig = split_e(tmp, dig, exp);
        if (strtod(tmp, NULL) == x) return ndig;
        for (int delta = -1; delta <= 1; delta += 2) {
            char alt[20];
            int aexp = *exp;
            memcpy(alt, dig, (size_t)ndig);
            step_digits(alt, ndig, &aexp, delta);
            if (digits_roundtrip(alt, ndig, aexp, x)) {
                memcpy(dig, alt, (size_t)ndig);
                *exp = aexp;
                return ndig;
            }
        }
    }
    snprintf(tmp, sizeof tmp, "%.16e", x);
    return split_e(tmp, dig, exp);
}

int np_float_repr_buf(double d, char *buf) {
    if (isnan(d)) return sprintf(buf, "nan");
    if (isinf(d)) return sprintf(buf, d < 0 ? "-inf" : "inf");
    if (d == 0) return sprintf(buf, signbit(d) ? "-0.0" : "0.0");
    char dig[20];
    int exp;
    int ndig = shortest_digits_exact(fabs(d), dig, &exp);
    if (ndig < 0) ndig = shortest_digits(fabs(d), dig, &exp);
    while (ndig > 1 && dig[ndig - 1] == '0') ndig--;
    return layout_repr(d < 0, dig, ndig, exp, buf);
}

bool np_float_scaled_round(double x, int prec, unsigned __int128 *out) {
    if (!(x >= 0) || isinf(x) || prec < 0 || prec > 19) return false;
    int e = 0;
    uint64_t m = x == 0 ? 0 : split_double(x, &e);  // x = m * 2**e exactly
    unsigned __int128 n = m;
    for (int k = 0; k < prec; k++) n *= 10;  // m < 2**53 and 10**19 < 2**64: below 2**117
    if (x == 0) {
        *out = 0;
    } else if (e >= 0) {
        if (e > 9) return false;  // x >= 2**62
        *out = n << e;
    } else if (-e >= 120) {
        *out = 0;  // n < 2**117 is below half of 2**-e
    } else {
        int k = -e;
        unsigned __int128 q = n >> k;
        unsigned __int128 rem = n - (q << k), half = (unsigned __int128)1 << (k - 1);
        if (rem > half || (rem == half && (q & 1))) q++;
        *out = q;
    }
    return true;
}

NpStr *np_float_repr(NpVM *vm, double d) {
    char buf[40];
    int n = np_float_repr_buf(d, buf);
    return np_str_new(vm, buf, (size_t)n);
}

/* ---------------------------------------------------------------- hash */

// Since Python 3.10 a NaN hashes by identity (object.__hash__), so two NaNs made apart hash
// differently. A NaN's identity here is its bits (float() stamps each NaN it makes,
// np_float_fresh_nan): they are mixed into a non-negative hash, never -1.
static int64_t nan_hash(double v) {
    uint64_t u;
    memcpy(&u, &v, 8);
    u *= 0x9e3779b97f4a7c15u;
    return (int64_t)(u >> 4);
}

/* Python's numeric hash (documented with the numeric types: "Hashing of numeric types"): a
 * finite x = m * 2**e hashes to m * 2**e modulo the prime P = 2**61 - 1 (2**e for e < 0 being
 * the inverse of 2**-e), negated for negative x, with -1 replaced by -2; infinities hash to
 * +-314159. Since 2**61 is 1 modulo P, multiplying by 2**e is a rotation of the 61-bit residue
 * by e mod 61 places. So an integral float hashes like the equal int. */
int64_t np_float_hash(double v) {
    if (isinf(v)) return v > 0 ? HASH_INF : -HASH_INF;
    if (isnan(v)) return nan_hash(v);
    if (v == 0) return 0;
    int e;
    uint64_t m = split_double(fabs(v), &e);  // below 2**53 < P: already a residue
    int turn = e % HASH_BITS;
    if (turn < 0) turn += HASH_BITS;
    uint64_t r = turn ? ((m << turn) & HASH_MODULUS) | (m >> (HASH_BITS - turn)) : m;
    int64_t h = v < 0 ? -(int64_t)r : (int64_t)r;
    return h == -1 ? -2 : h;
}

/* ---------------------------------------------------------------- arithmetic */

// Raises OverflowError(34, 'Numerical result out of range'), CPython's errno-style error.
static bool range_error(NpVM *vm) {
    NpTuple *args = np_tuple_new(vm, 2);
    if (!args) return false;
    args->items[0] = np_int(ERANGE);
    NpStr *msg = np_str_from_cstr(vm, "Numerical result out of range");
    if (!msg) return false;
    args->items[1] = np_obj(&msg->hdr);
    NpException *e = np_exc_new(vm, vm->types[NP_TYPE_OVERFLOWERROR], args);
    if (!e) return false;
    return np_raise_value(vm, np_obj(&e->hdr));
}

/* x ** 2 without pow(), when that gives pow()'s own result. CPython computes x ** 2.0 with the C
 * library's pow, and glibc's pow is not correctly rounded (its bound is 0.54 ULP): for about one
 * x in 2300 it differs from the correctly rounded x * x, so x * x alone would print other digits
 * than CPython. The exact square is r + e, with e found by Dekker's product (x split into two
 * 26-bit halves; exact while x is between 2^-450 and 2^450, so r is normal and nothing
 * overflows). When e is 0, or under 0.4 of r's unit in the last place (r not a power of two,
 * whose lower neighbour is closer), every other double is over 0.6 ULP from the exact square,
 * so pow must return r too. Checked against glibc's pow on 315 M such x, random and near the
 * midpoints of 27-bit squares, with no difference. Returns false when undecided (about one x in
 * five, and every x out of range, infinite or NaN): the caller calls pow. */
#if defined(__GNUC__) && !defined(__clang__)
__attribute__((optimize("fp-contract=off"))) // Dekker's product needs each product rounded
#endif
bool np_float_square(double x, double *out) {
    double ax = fabs(x);
    if (!(ax > 0x1p-450 && ax < 0x1p450)) return false;
    double r = x * x;
    double c = x * 134217729.0; // 2^27 + 1: Veltkamp's split
    double hi = c - (c - x), lo = x - hi;
    double e = ((hi * hi - r) + 2.0 * hi * lo) + lo * lo;
    if (e != 0) {
        uint64_t bits;
        memcpy(&bits, &r, sizeof bits);
        if ((bits & 0x000FFFFFFFFFFFFFull) == 0) return false;
        uint64_t scale_bits = bits & 0x7FF0000000000000ull; // 2^exponent of r
        double scale;
        memcpy(&scale, &scale_bits, sizeof scale);
        if (!(fabs(e) < scale * 0x1.999999999999ap-54)) return false; // 0.4 * 2^-52 * 2^exp
    }
    *out = r;
    return true;
}

/* float ** float. C99's pow (Annex F) already gives Python's result for every special
 * operand: x ** 0 and 1 ** y are 1 even for NaN, (-1) ** +-inf is 1, infinite exponents and
 * bases follow the magnitude and the sign of an odd integral exponent, NaN propagates. Python
 * differs only where C reports an error: zero to a finite negative power (ZeroDivisionError; to
 * -inf it is inf, as in C), a
 * negative finite base to a fractional finite power (a complex result in CPython; see
 * np_complex_float_pow), and a finite result too large (OverflowError, errno style). */
static bool float_pow(NpVM *vm, double v, double w, NpValue *out) {
    if (v == 0 && w < 0 && isfinite(w))
        return np_raisef(vm, NP_TYPE_ZERODIVISIONERROR, "0.0 cannot be raised to a negative power");
    if (v < 0 && isfinite(v) && isfinite(w) && w != floor(w))
        return np_complex_float_pow(vm, v, w, out);
    double r;
    if (w == 2.0 && np_float_square(v, &r)) {
        *out = np_float(r);
        return true;
    }
    r = pow(v, w);
    if (isinf(r) && isfinite(v) && isfinite(w)) return range_error(vm);
    *out = np_float(r);
    return true;
}

/* Python's x % y and x // y for y != 0. fmod's remainder r is exact and has x's
 * sign; Python's remainder has y's, so r moves by one y when the signs differ (a zero takes
 * y's sign). x - r is then an exact multiple of y, so (x - r) / y is within rounding of an
 * integer, minus one for the moved remainder; the quotient is that value snapped to the
 * integer it is closest to (a zero takes the sign of x / y). */
static void float_divmod(double x, double y, double *q, double *m) {
    double r = fmod(x, y);
    bool moved = r != 0 && (r < 0) != (y < 0);
    *m = r == 0 ? copysign(0.0, y) : moved ? r + y : r;
    double approx = (x - r) / y;
    if (moved) approx -= 1.0;
    if (approx == 0) {
        *q = copysign(0.0, x / y);
        return;
    }
    double whole = floor(approx);
    *q = approx - whole > 0.5 ? whole + 1.0 : whole;
}

bool np_float_binop(NpVM *vm, NpBinOp op, double a, double b, NpValue *out) {
    double q, m;
    switch (op) {
    case BINOP_ADD: *out = np_float(a + b); return true;
    case BINOP_SUB: *out = np_float(a - b); return true;
    case BINOP_MUL: *out = np_float(a * b); return true;
    case BINOP_DIV:
        if (b == 0) return np_raisef(vm, NP_TYPE_ZERODIVISIONERROR, "float division by zero");
        *out = np_float(a / b);
        return true;
    case BINOP_FLOORDIV:
        if (b == 0) return np_raisef(vm, NP_TYPE_ZERODIVISIONERROR, "float floor division by zero");
        float_divmod(a, b, &q, &m);
        *out = np_float(q);
        return true;
    case BINOP_MOD:
        if (b == 0) return np_raisef(vm, NP_TYPE_ZERODIVISIONERROR, "float modulo");
        float_divmod(a, b, &q, &m);
        *out = np_float(m);
        return true;
    case BINOP_POW: return float_pow(vm, a, b, out);
    default:
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "unsupported operand type(s) for float operation: 'float' and 'float'");
    }
}

/* ---------------------------------------------------------------- parsing */

// Case-insensitive match of the whole of [s] (length n) against lowercase [word].
static bool word_eq(const char *s, size_t n, const char *word) {
    if (strlen(word) != n) return false;
    for (size_t i = 0; i < n; i++)
        if ((s[i] | 0x20) != word[i]) return false;
    return true;
}

// Copies a run of digits with single underscores between digits from [*p] to [*o]; returns
// the number of digits copied, or -1 when an underscore is misplaced.
static long copy_digits(const char **p, const char *end, char **o) {
    long n = 0;
    const char *s = *p;
    while (s < end && ((*s >= '0' && *s <= '9') || *s == '_')) {
        if (*s == '_') {
            if (n == 0 || s + 1 >= end || s[1] < '0' || s[1] > '9') return -1;
        } else {
            *(*o)++ = *s;
            n++;
        }
        s++;
    }
    *p = s;
    return n;
}

// Validates Python float syntax in [s, s+n) and writes the literal without underscores to
// [o] for strtod; false when the syntax is not Python's.
static bool clean_float(const char *s, size_t n, char *o) {
    const char *p = s, *end = s + n;
    if (p < end && (*p == '+' || *p == '-')) *o++ = *p++;
    const char *body = p;
    size_t rest = (size_t)(end - p);
    if (word_eq(body, rest, "inf") || word_eq(body, rest, "infinity") || word_eq(body, rest, "nan")) {
        memcpy(o, body, rest);
        o[rest] = '\0';
        return true;
    }
    long ip = copy_digits(&p, end, &o);
    long fp = 0;
    if (ip < 0) return false;
    if (p < end && *p == '.') {
        *o++ = *p++;
        fp = copy_digits(&p, end, &o);
        if (fp < 0) return false;
    }
    if (ip + fp == 0) return false;
    if (p < end && (*p == 'e' || *p == 'E')) {
        *o++ = *p++;
        if (p < end && (*p == '+' || *p == '-')) *o++ = *p++;
        if (copy_digits(&p, end, &o) <= 0) return false;
    }
    *o = '\0';
    return p == end;
}

// Powers of ten that are exact doubles (10^22 is the largest).
static const double exact_pow10[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                       1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                       1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

// Parses the common plain literal ("-12.5", "3e4", " 7 ") exactly without strtod: the digits
// (at most 2^53 as an integer) times or divided by an exact power of ten up to 10^22 is one
// correctly rounded IEEE operation, so the result is strtod's (Clinger's fast path). False
// when the text is anything else (underscores, non-ASCII, inf/nan, more digits, a larger
// exponent, bad syntax): the general path decides those, errors included.
static bool parse_float_quick(const char *s, size_t len, double *out) {
    const char *p = s, *end = s + len;
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    while (end > p && (end[-1] == ' ' || end[-1] == '\t')) end--;
    bool neg = false;
    if (p < end && (*p == '+' || *p == '-')) neg = *p++ == '-';
    uint64_t m = 0;
    int ndig = 0, scale = 0;
    for (; p < end && (unsigned)(*p - '0') < 10; p++, ndig++) m = m * 10 + (uint64_t)(*p - '0');
    if (p < end && *p == '.')
        for (p++; p < end && (unsigned)(*p - '0') < 10; p++, ndig++, scale--)
            m = m * 10 + (uint64_t)(*p - '0');
    // More than 15 digits may have wrapped or passed 2^53: strtod's.
    if (ndig == 0 || ndig > 15) return false;
    if (p < end && (*p == 'e' || *p == 'E')) {
        p++;
        bool eneg = false;
        if (p < end && (*p == '+' || *p == '-')) eneg = *p++ == '-';
        int e = 0, edig = 0;
        for (; p < end && (unsigned)(*p - '0') < 10 && edig < 4; p++, edig++) e = e * 10 + (*p - '0');
        if (edig == 0) return false;
        scale += eneg ? -e : e;
    }
    if (p != end || scale < -22 || scale > 22) return false;
    double d = (double)m;
    d = scale < 0 ? d / exact_pow10[-scale] : d * exact_pow10[scale];
    *out = neg ? -d : d;
    return true;
}

double np_float_fresh_nan(NpVM *vm, double x) {
    if (!isnan(x)) return x;
    uint64_t u;
    memcpy(&u, &x, 8);
    // The VM-wide counter dict versions come from: bumping it only skips a version number.
    u = (u & ~NP_NAN_STAMP_MASK) | (++vm->dict_epoch & NP_NAN_STAMP_MASK);
    memcpy(&x, &u, 8);
    return x;
}

// Parses [s] as float() does; false with *bad set when it is not a float literal (the caller
// raises the message naming it), false with *bad clear when memory ran out.
static bool parse_float_text(NpVM *vm, const char *s, size_t len, double *out, bool *bad) {
    *bad = false;
    if (parse_float_quick(s, len, out)) return true;
    char *t = np_mem_realloc(vm, NULL, 0, 2 * len + 2);
    if (!t) return false;
    char *clean = t + len + 1;
    size_t n = 0;
    bool ok = np_numstr_to_ascii(s, len, t, &n) && memchr(t, '\0', n) == NULL &&
              clean_float(t, n, clean);
    if (ok) *out = np_float_fresh_nan(vm, strtod(clean, NULL));
    np_mem_realloc(vm, t, 2 * len + 2, 0);
    *bad = !ok;
    return ok;
}

bool np_float_parse_bytes(NpVM *vm, NpValue v, double *out) {
    const uint8_t *s;
    size_t len;
    if (!np_bytes_view(v, &s, &len)) return np_raisef(vm, NP_TYPE_TYPEERROR, "bytes expected");
    bool bad = true, ascii = true;
    for (size_t i = 0; i < len; i++)
        ascii &= s[i] < 0x80;
    // Bytes hold no Unicode digits or spaces: any non-ASCII byte makes the literal invalid.
    if (ascii && parse_float_text(vm, len ? (const char *)s : "", len, out, &bad)) return true;
    if (!bad) return false;
    NpStr *r = np_bytes_repr(vm, v);
    if (!r) return false;
    return np_raisef(vm, NP_TYPE_VALUEERROR, "could not convert string to float: %s", r->data);
}

bool np_float_parse(NpVM *vm, const char *s, size_t len, double *out) {
    bool bad;
    if (parse_float_text(vm, s, len, out, &bad)) return true;
    if (!bad) return false;
    NpStr *src = np_str_new(vm, s, len);
    NpStr *r = src ? np_str_repr(vm, src) : NULL;
    if (!r) return false;
    return np_raisef(vm, NP_TYPE_VALUEERROR, "could not convert string to float: %s", r->data);
}
