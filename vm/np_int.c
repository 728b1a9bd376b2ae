/*
 * np_int.c - Python int semantics: unboxed int64 fast paths, GMP bigints on overflow, parsing,
 * formatting, hashing and conversion to float.
 *
 * Invariant (np_value.h): an int that fits in int64 is always an unboxed NP_T_INT; NpBigInt only
 * holds larger values. Every GMP operation whose result could be large is preceded by a size
 * estimate checked against the memory limit (GMP aborts on allocation failure, so we must refuse
 * before calling it). bool values are accepted wherever an int is (True == 1).
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

#include "np_interp.h"
#include "np_runtime.h"

#define HASH_BITS 61
#define HASH_MODULUS (((uint64_t)1 << HASH_BITS) - 1)

/* ---------------------------------------------------------------- boxing */

// True for an unboxed int or bool (both keep their value in u.i).
static bool is_small(NpValue v) { return v.tag == NP_T_INT || v.tag == NP_T_BOOL; }

bool np_int_from_mpz(NpVM *vm, const mpz_t z, NpValue *out) {
    if (mpz_fits_slong_p(z)) {
        *out = np_int(mpz_get_si(z));
        return true;
    }
    size_t limbs = mpz_size(z) * sizeof(mp_limb_t);
    if (limbs > UINT32_MAX - sizeof(NpBigInt)) return np_raise_nomem(vm);
    if (!np_mem_charge(vm, limbs)) return false;
    NpBigInt *b = (NpBigInt *)np_alloc_obj(vm, sizeof(NpBigInt), OBJ_BIGINT, vm->types[NP_TYPE_INT]);
    if (!b) {
        np_mem_uncharge(vm, limbs);
        return false;
    }
    mpz_init_set(b->z, z);
    // Account exactly for what GMP allocated, so the sweep can give back hdr.charged.
    size_t got = (size_t)b->z->_mp_alloc * sizeof(mp_limb_t);
    if (got > limbs) vm->bytes += got - limbs;
    else np_mem_uncharge(vm, limbs - got);
    *out = np_obj(&b->hdr);
    return true;
}

// Turns [z] into an int value and consumes it: a small int (z is cleared), or a new NpBigInt
// that takes over z's limbs without copying them. False (z cleared) on MemoryError.
static bool int_take_mpz(NpVM *vm, mpz_t z, NpValue *out) {
    if (mpz_fits_slong_p(z)) {
        *out = np_int(mpz_get_si(z));
        mpz_clear(z);
        return true;
    }
    size_t got = (size_t)z->_mp_alloc * sizeof(mp_limb_t);
    if (got > UINT32_MAX - sizeof(NpBigInt) || !np_mem_charge(vm, got)) {
        mpz_clear(z);
        return got > UINT32_MAX - sizeof(NpBigInt) ? np_raise_nomem(vm) : false;
    }
    NpBigInt *b = (NpBigInt *)np_alloc_obj(vm, sizeof(NpBigInt), OBJ_BIGINT, vm->types[NP_TYPE_INT]);
    if (!b) {
        np_mem_uncharge(vm, got);
        mpz_clear(z);
        return false;
    }
    b->z[0] = z[0];
    *out = np_obj(&b->hdr);
    return true;
}

// A read-only mpz view of int value [v] for GMP's inputs, without copying: a big int's own
// limbs, or a small int's magnitude in [*limb]. The view must never be written or cleared.
_Static_assert(sizeof(mp_limb_t) >= sizeof(uint64_t), "a small int's magnitude fits one limb");
static void int_view(NpValue v, mpz_t z, mp_limb_t *limb) {
    if (!is_small(v)) {
        z[0] = NP_AS_BIGINT(v)->z[0];
        return;
    }
    uint64_t m = v.u.i < 0 ? (uint64_t)0 - (uint64_t)v.u.i : (uint64_t)v.u.i;
    *limb = (mp_limb_t)m;
    mpz_roinit_n(z, limb, m == 0 ? 0 : v.u.i < 0 ? -1 : 1);
}

void np_int_to_mpz(NpValue v, mpz_t z) {
    if (is_small(v)) mpz_set_si(z, v.u.i);
    else mpz_set(z, NP_AS_BIGINT(v)->z);
}

/* ---------------------------------------------------------------- size guards */

// Bit length of |v| for any int value.
static uint64_t int_bits(NpValue v) {
    if (is_small(v)) {
        uint64_t u = v.u.i < 0 ? -(uint64_t)v.u.i : (uint64_t)v.u.i;
        return u ? 64 - (uint64_t)__builtin_clzll(u) : 0;
    }
    return mpz_sizeinbase(NP_AS_BIGINT(v)->z, 2);
}

// Fails with MemoryError when an int of [bits] bits could not be stored within the memory
// limit (called before any GMP operation that would produce it).
static bool check_bits(NpVM *vm, uint64_t bits) {
    uint64_t bytes = bits / 8 + 64;
    if (bits > ((uint64_t)1 << 60) || vm->bytes > vm->mem_limit ||
        bytes > (vm->mem_limit - vm->bytes))
        return np_raise_nomem(vm);
    return true;
}

/* ---------------------------------------------------------------- conversions */

bool np_int_as_i64(NpVM *vm, NpValue v, int64_t *out) {
    if (is_small(v)) {
        *out = v.u.i;
        return true;
    }
    if (np_bigint_small(v, out))  // an int subclass instance
        return true;
    return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "Python int too large to convert to C ssize_t");
}

// Converts |z| (not fitting a double exactly) to the correctly rounded double, or returns
// false when it is too large (HUGE_VAL would result).
static bool mpz_to_double(const mpz_t z, double *out) {
    size_t nbits = mpz_sizeinbase(z, 2);
    if (nbits <= 53) {
        *out = mpz_get_d(z);
        return true;
    }
    if (nbits > DBL_MAX_EXP) return false;
    // Keep 55 significant bits (53 + a round bit + a sticky bit), fold the rest into the sticky
    // bit, and let the hardware's int->double conversion round half to even.
    size_t shift = nbits - 55;
    mpz_t t;
    mpz_init(t);
    mpz_abs(t, z);
    bool sticky = mpz_scan1(t, 0) < shift;
    mpz_tdiv_q_2exp(t, t, shift);
    uint64_t x = (uint64_t)mpz_get_ui(t) | (sticky ? 1u : 0u);
    mpz_clear(t);
    double d = ldexp((double)x, (int)shift);
    if (isinf(d)) return false;
    *out = mpz_sgn(z) < 0 ? -d : d;
    return true;
}

bool np_int_to_double(NpVM *vm, NpValue v, double *out) {
    if (is_small(v)) {
        *out = (double)v.u.i;
        return true;
    }
    if (!mpz_to_double(NP_AS_BIGINT(v)->z, out))
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "int too large to convert to float");
    return true;
}

/* ---------------------------------------------------------------- comparison, hash */

int np_int_cmp(NpValue a, NpValue b) {
    if (is_small(a) && is_small(b)) return a.u.i < b.u.i ? -1 : a.u.i > b.u.i;
    int c;
    if (is_small(a)) c = -mpz_cmp_si(NP_AS_BIGINT(b)->z, a.u.i);
    else if (is_small(b)) c = mpz_cmp_si(NP_AS_BIGINT(a)->z, b.u.i);
    else c = mpz_cmp(NP_AS_BIGINT(a)->z, NP_AS_BIGINT(b)->z);
    return c < 0 ? -1 : c > 0;
}

int64_t np_int_hash(NpValue v) {
    uint64_t x;
    bool neg;
    // Below the modulus (2**61 - 1) in magnitude an int is its own hash (-1 excepted): no
    // 64-bit division for the ints dict and set keys usually are.
    if (is_small(v) && v.u.i > -(int64_t)HASH_MODULUS && v.u.i < (int64_t)HASH_MODULUS)
        return v.u.i == -1 ? -2 : v.u.i;
    if (is_small(v)) {
        neg = v.u.i < 0;
        x = (neg ? -(uint64_t)v.u.i : (uint64_t)v.u.i) % HASH_MODULUS;
    } else if (NP_AS_BIGINT(v)->z->_mp_size >= -2 && NP_AS_BIGINT(v)->z->_mp_size <= 2) {
        // One or two limbs (64-bit hashes, Zobrist keys, masks): 2^64 is 8 modulo P = 2^61 - 1,
        // so |z| = hi * 2^64 + lo is hi * 8 + lo modulo P, which folds below P in two steps
        // (the bits from 61 up are worth 1 each, as 2^61 is 1 modulo P): no GMP division.
        const __mpz_struct *z = NP_AS_BIGINT(v)->z;
        neg = z->_mp_size < 0;
        uint64_t lo = z->_mp_size ? z->_mp_d[0] : 0;
        uint64_t hi = z->_mp_size == 2 || z->_mp_size == -2 ? z->_mp_d[1] : 0;
        unsigned __int128 t = (unsigned __int128)hi * 8 + lo;
        t = (t & HASH_MODULUS) + (t >> HASH_BITS);
        x = (uint64_t)((t & HASH_MODULUS) + (t >> HASH_BITS));
        if (x >= HASH_MODULUS) x -= HASH_MODULUS;
    } else {
        const mpz_srcptr z = NP_AS_BIGINT(v)->z;
        neg = mpz_sgn(z) < 0;
        x = mpz_fdiv_ui(z, HASH_MODULUS);  // of the signed value; fix below
        if (neg && x) x = HASH_MODULUS - x;  // now |z| mod P
    }
    int64_t h = neg ? -(int64_t)x : (int64_t)x;
    return h == -1 ? -2 : h;
}

/* ---------------------------------------------------------------- formatting */

// Makes a str holding z in [base] with [prefix] after the sign. The string is built in VM
// memory checked against the limit before GMP writes it.
static NpStr *mpz_to_str(NpVM *vm, const mpz_t z, int base, const char *prefix) {
    size_t digits = mpz_sizeinbase(z, base);
    size_t plen = strlen(prefix);
    size_t cap = digits + 2;
    char *tmp = np_mem_realloc(vm, NULL, 0, cap);
    if (!tmp) return NULL;
    mpz_get_str(tmp, base, z);
    size_t n = strlen(tmp);
    bool neg = tmp[0] == '-';
    NpStr *s = np_str_alloc(vm, n + plen);
    if (s) {
        char *d = s->data;
        if (neg) *d++ = '-';
        memcpy(d, prefix, plen);
        memcpy(d + plen, tmp + neg, n - neg);
        np_str_finish(s);
    }
    np_mem_realloc(vm, tmp, cap, 0);
    return s;
}

static const char DIGIT_LIMIT_MSG[] =
    "Exceeds the limit (%d digits) for integer string conversion; "
    "use sys.set_int_max_str_digits() to increase the limit";

int np_i64_to_dec(int64_t v, char *buf) {
    char tmp[24];
    int n = 0;
    // Work on the magnitude as unsigned so INT64_MIN needs no special case.
    uint64_t m = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    do {
        tmp[n++] = (char)('0' + m % 10);
        m /= 10;
    } while (m);
    int len = 0;
    if (v < 0) buf[len++] = '-';
    while (n) buf[len++] = tmp[--n];
    return len;
}

// "00" "01" ... "99": the two digits of each number below 100, for small_to_str.
static const char DIGIT_PAIRS[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

// The number of decimal digits of [m] (1 for 0): compares against the powers of ten, no
// division per digit.
static size_t decimal_digits(uint64_t m) {
    size_t n = 1;
    uint64_t p = 10;
    while (n < 20 && m >= p) {
        n++;
        p *= 10;
    }
    return n;
}

// The decimal str of small int [i]: its digits written straight into a new ASCII str (no
// copy through a buffer, no code-point count); 0-9 are the VM's shared one-character strs, as
// CPython's str(7) is its latin-1 singleton.
static NpStr *small_to_str(NpVM *vm, int64_t i) {
    if (i >= 0 && i <= 9) {
        char c = (char)('0' + i);
        return np_str_char(vm, &c, 1);
    }
    uint64_t m = i < 0 ? 0 - (uint64_t)i : (uint64_t)i;
    size_t n = (size_t)(i < 0) + decimal_digits(m);
    NpStr *s = np_str_alloc(vm, n);
    if (!s) return NULL;
    char *p = s->data + n;
    // Two digits per division (the pair table), as CPython's and fmt's writers do.
    while (m >= 100) {
        unsigned r = (unsigned)(m % 100);
        m /= 100;
        *--p = DIGIT_PAIRS[2 * r + 1];
        *--p = DIGIT_PAIRS[2 * r];
    }
    if (m >= 10) {
        *--p = DIGIT_PAIRS[2 * m + 1];
        *--p = DIGIT_PAIRS[2 * m];
    } else {
        *--p = (char)('0' + m);
    }
    if (i < 0) *--p = '-';
    s->ncp = n;
    s->hdr.flags |= NP_STR_ASCII;
    return s;
}

NpStr *np_int_to_str(NpVM *vm, NpValue v) {
    if (is_small(v)) return small_to_str(vm, v.u.i);
    const mpz_srcptr z = NP_AS_BIGINT(v)->z;
    // sizeinbase may overestimate by one; check the exact count after formatting.
    if (mpz_sizeinbase(z, 10) > NP_INT_MAX_STR_DIGITS + 1) {
        np_raisef(vm, NP_TYPE_VALUEERROR, DIGIT_LIMIT_MSG, NP_INT_MAX_STR_DIGITS);
        return NULL;
    }
    if (!np_charge_text(vm, mpz_sizeinbase(z, 10)))
        return NULL;
    NpStr *s = mpz_to_str(vm, z, 10, "");
    if (s && s->len - (s->data[0] == '-') > NP_INT_MAX_STR_DIGITS) {
        np_raisef(vm, NP_TYPE_VALUEERROR, DIGIT_LIMIT_MSG, NP_INT_MAX_STR_DIGITS);
        return NULL;
    }
    return s;
}

NpStr *np_int_to_base(NpVM *vm, NpValue v, int base) {
    const char *prefix = base == 16 ? "0x" : base == 8 ? "0o" : base == 2 ? "0b" : "";
    if (base == 10) return np_int_to_str(vm, v);
    mpz_t z;
    mpz_init(z);
    np_int_to_mpz(v, z);
    NpStr *s = mpz_to_str(vm, z, base, prefix);
    mpz_clear(z);
    return s;
}

/* ---------------------------------------------------------------- parsing */

// The digit value of a Unicode decimal digit (category Nd), found by counting how many Nd code
// points precede it in its block of ten; -1 for anything else.
static int unicode_digit(uint32_t cp) {
    if (utf8proc_category((utf8proc_int32_t)cp) != UTF8PROC_CATEGORY_ND) return -1;
    int k = 0;
    while (k < 9 && cp > 0 &&
           utf8proc_category((utf8proc_int32_t)(cp - 1)) == UTF8PROC_CATEGORY_ND) {
        cp--;
        k++;
    }
    return k;  // Nd runs are whole blocks of ten starting at a zero; longer runs are too.
}

// True for the code points str.isspace() accepts (which int() and float() strip).
static bool unicode_space(uint32_t cp) {
    if (cp == ' ' || (cp >= 0x09 && cp <= 0x0D) || (cp >= 0x1C && cp <= 0x1F) || cp == 0x85)
        return true;
    if (cp < 0x80) return false;
    utf8proc_category_t c = utf8proc_category((utf8proc_int32_t)cp);
    return c == UTF8PROC_CATEGORY_ZS || c == UTF8PROC_CATEGORY_ZL || c == UTF8PROC_CATEGORY_ZP;
}

// Copies [s] into [out] (a buffer of at least len + 1 bytes) as ASCII: Unicode whitespace
// becomes ' ', Unicode decimal digits become '0'..'9', and outer whitespace is stripped.
// Returns false when a non-ASCII character that is neither remains (the input is invalid).
// True for the ASCII whitespace int() and float() strip: space and \t \n \v \f \r.
static bool ascii_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

bool np_numstr_to_ascii(const char *s, size_t len, char *out, size_t *outlen) {
    const char *p = s, *end = s + len;
    size_t n = 0;
    while (p < end) {
        if ((unsigned char)*p < 0x80) {
            out[n++] = *p++;
            continue;
        }
        uint32_t cp = np_utf8_decode(&p);
        int d = unicode_digit(cp);
        if (d >= 0) out[n++] = (char)('0' + d);
        else if (unicode_space(cp)) out[n++] = ' ';
        else return false;
    }
    // Only ASCII whitespace is stripped now (CPython: Unicode spaces became ' ' above, and
    // ASCII's \x1c-\x1f, which str.isspace() accepts, stay and make the literal invalid).
    size_t a = 0;
    while (a < n && ascii_space(out[a])) a++;
    while (n > a && ascii_space(out[n - 1])) n--;
    memmove(out, out + a, n - a);
    *outlen = n - a;
    out[*outlen] = '\0';
    return true;
}

// Value of ASCII digit [c] in bases up to 36, or 99 for a non-digit.
static int digit_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

// Raises CPython's "invalid literal for int() with base B: 'text'" (repr cut to 200 chars).
static bool invalid_literal(NpVM *vm, const char *s, size_t len, int base) {
    NpStr *src = np_str_new(vm, s, len);
    NpStr *r = src ? np_str_repr(vm, src) : NULL;
    if (!r) return false;
    size_t cut = r->ncp > 200 ? np_str_offset(r, 200) : r->len;
    return np_raisef(vm, NP_TYPE_VALUEERROR, "invalid literal for int() with base %d: %.*s", base,
                     (int)cut, r->data);
}

// Checks digits/underscore placement of [p, p+n) in [base] and copies the digits without
// underscores into [digits]. [after_prefix] allows one leading underscore ("0x_ff").
static bool scan_digits(const char *p, size_t n, int base, bool after_prefix, char *digits,
                        size_t *ndigits) {
    size_t k = 0;
    bool prev_digit = after_prefix;
    if (n == 0) return false;
    for (size_t i = 0; i < n; i++) {
        if (p[i] == '_') {
            if (!prev_digit) return false;
            prev_digit = false;
            continue;
        }
        if (digit_value(p[i]) >= base) return false;
        digits[k++] = p[i];
        prev_digit = true;
    }
    if (!prev_digit || k == 0) return false;
    digits[k] = '\0';
    *ndigits = k;
    return true;
}

// Detects and skips a 0x/0o/0b prefix valid for [*base] (0 = pick from the prefix).
static size_t skip_prefix(const char *p, size_t n, int *base) {
    if (n < 2 || p[0] != '0') return 0;
    char c = (char)(p[1] | 0x20);
    int b = c == 'x' ? 16 : c == 'o' ? 8 : c == 'b' ? 2 : 0;
    if (b == 0 || (*base != 0 && *base != b)) return 0;
    *base = b;
    return 2;
}

// Parses the cleaned ASCII text [t] (length n) into an int; false means "invalid literal"
// (no exception set) unless *raised says an exception is pending.
static bool parse_ascii_int(NpVM *vm, char *t, size_t n, int base, NpValue *out, bool *raised) {
    // Scanning and converting the digits is at least linear: charged before (power-of-two bases
    // have no digit limit).
    if (!np_charge_text(vm, n)) {
        *raised = true;
        return false;
    }
    size_t i = 0;
    bool neg = false;
    if (i < n && (t[i] == '+' || t[i] == '-')) neg = t[i++] == '-';
    int b = base;
    size_t pre = skip_prefix(t + i, n - i, &b);
    if (b == 0) b = 10;
    char *digits = t;  // digits are compacted in place (they never outrun the read position)
    size_t nd = 0;
    if (!scan_digits(t + i + pre, n - i - pre, b, pre > 0, digits, &nd)) return false;
    // Base 0 forbids leading zeros in nonzero decimal literals ("010").
    if (base == 0 && b == 10 && digits[0] == '0') {
        for (size_t k = 0; k < nd; k++)
            if (digits[k] != '0') return false;
    }
    if ((b & (b - 1)) != 0 && nd > NP_INT_MAX_STR_DIGITS) {
        *raised = true;
        return np_raisef(vm, NP_TYPE_VALUEERROR,
                         "Exceeds the limit (%d digits) for integer string conversion: value has "
                         "%zu digits; use sys.set_int_max_str_digits() to increase the limit",
                         NP_INT_MAX_STR_DIGITS, nd);
    }
    int64_t acc = 0;
    size_t k = 0;
    for (; k < nd; k++) {
        if (__builtin_mul_overflow(acc, b, &acc) || __builtin_add_overflow(acc, digit_value(digits[k]), &acc))
            break;
    }
    if (k == nd) {
        *out = np_int(neg ? -acc : acc);
        return true;
    }
    if (!check_bits(vm, (uint64_t)nd * 6)) {
        *raised = true;
        return false;
    }
    mpz_t z;
    mpz_init(z);
    mpz_set_str(z, digits, b);
    if (neg) mpz_neg(z, z);
    *raised = true;  // from here on any failure comes with an exception
    bool ok = np_int_from_mpz(vm, z, out);
    mpz_clear(z);
    return ok;
}

// The longest text parse_small takes (a 64-digit binary number with its sign and a few spaces):
// longer ones, which may be huge, go to the general parser and its charges.
#define NP_SMALL_PARSE_MAX 72

// The value of ASCII digit [c] in bases up to 36 (either letter case), or a number of at least
// 36 for any other byte: the letters are found by folding case with | 0x20, and everything
// below '0', between '9' and 'a' after folding, or past 'z' maps outside 0..35.
static inline unsigned ascii_digit(char c) {
    unsigned d = (unsigned)(unsigned char)c - '0';
    if (d <= 9) return d;
    d = ((unsigned)(unsigned char)c | 0x20) - 'a';
    return d < 26 ? d + 10 : 36;
}

// int(s, base) for the common shape in an explicit base 2..36: optional ASCII whitespace, an
// optional sign, ASCII digits of [base] (either case) whose value fits int64, optional ASCII
// whitespace (`int(hexdigest[:12], 16)`, `int(bits, 2)`, `int("42")`). False (nothing set)
// for anything else (underscores, a 0x prefix, other digits, longer numbers): the general
// parser then gives the value or the error. Bounded by NP_SMALL_PARSE_MAX, so not charged.
static inline __attribute__((always_inline)) bool parse_small(const char *s, size_t len, int base,
                                                              NpValue *out) {
    if (len > NP_SMALL_PARSE_MAX) return false;
    size_t i = 0, end = len;
    while (i < end && ascii_space(s[i])) i++;
    while (end > i && ascii_space(s[end - 1])) end--;
    bool neg = false;
    if (i < end && (s[i] == '-' || s[i] == '+')) neg = s[i++] == '-';
    if (i == end) return false;
    // Up to [safe] digits cannot overflow (10^18, 16^15 and 36^12 are below 2^63): those are
    // summed unchecked, any further ones with overflow checks.
    size_t safe = base <= 10 ? 18 : base <= 16 ? 15 : 12;
    size_t plain_end = end - i > safe ? i + safe : end;
    int64_t v = 0;
    for (; i < plain_end; i++) {
        unsigned d = ascii_digit(s[i]);
        if (d >= (unsigned)base) return false;
        v = v * base + (int64_t)d;
    }
    for (; i < end; i++) {
        unsigned d = ascii_digit(s[i]);
        if (d >= (unsigned)base || __builtin_mul_overflow(v, base, &v) ||
            __builtin_add_overflow(v, (int64_t)d, &v))
            return false;
    }
    *out = np_int(neg ? -v : v);
    return true;
}

// Parses [s] in [base] as int() does; false with *raised false when the text is not a valid
// literal (the caller raises the message naming it), false with *raised true on another error.
static bool parse_text(NpVM *vm, const char *s, size_t len, int base, NpValue *out, bool *raised) {
    *raised = true;
    if (base != 0 && (base < 2 || base > 36))
        return np_raisef(vm, NP_TYPE_VALUEERROR, "int() base must be >= 2 and <= 36, or 0");
    // Decimal, the common base, gets its own copy of the loop with the base a constant.
    if (base == 10 ? parse_small(s, len, 10, out) : base != 0 && parse_small(s, len, base, out))
        return true;
    char *t = np_mem_realloc(vm, NULL, 0, len + 1);
    if (!t) return false;
    size_t n = 0;
    bool ok = false;
    *raised = false;
    if (np_numstr_to_ascii(s, len, t, &n)) ok = parse_ascii_int(vm, t, n, base, out, raised);
    np_mem_realloc(vm, t, len + 1, 0);
    return ok;
}

bool np_int_parse(NpVM *vm, const char *s, size_t len, int base, NpValue *out) {
    bool raised;
    if (parse_text(vm, s, len, base, out, &raised)) return true;
    return raised ? false : invalid_literal(vm, s, len, base);
}

bool np_int_parse_bytes(NpVM *vm, const uint8_t *s, size_t len, int base, NpValue *out) {
    bool raised = false, ascii = true;
    for (size_t i = 0; i < len; i++)
        ascii &= s[i] < 0x80;
    // Bytes hold no Unicode digits or spaces: any non-ASCII byte makes the literal invalid.
    if (ascii && parse_text(vm, (const char *)s, len, base, out, &raised)) return true;
    if (raised) return false;
    // CPython names the first 200 bytes by their (ASCII) repr, itself cut to 200 characters.
    NpBytes *cut = np_bytes_new(vm, s, len < 200 ? len : 200);
    NpStr *r = cut ? np_bytes_repr(vm, np_obj((NpObject *)cut)) : NULL;
    if (!r) return false;
    return np_raisef(vm, NP_TYPE_VALUEERROR, "invalid literal for int() with base %d: %.*s", base,
                     (int)(r->len < 200 ? r->len : 200), r->data);
}

/* ---------------------------------------------------------------- small-int arithmetic */

// Python floor division of int64s; false when the result overflows (INT64_MIN // -1).
static bool floordiv64(int64_t a, int64_t b, int64_t *q) {
    if (a == INT64_MIN && b == -1) return false;
    int64_t d = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) d--;
    *q = d;
    return true;
}

// Python modulo of int64s (the result has the sign of b).
static int64_t mod64(int64_t a, int64_t b) {
    if (b == -1) return 0;
    int64_t r = a % b;
    if (r != 0 && ((r < 0) != (b < 0))) r += b;
    return r;
}

// a ** e for e >= 0 by repeated squaring; false on int64 overflow.
static bool pow64(int64_t a, int64_t e, int64_t *out) {
    int64_t r = 1;
    while (e > 0) {
        if (e & 1)
            if (__builtin_mul_overflow(r, a, &r)) return false;
        e >>= 1;
        if (e && __builtin_mul_overflow(a, a, &a)) return false;
    }
    *out = r;
    return true;
}

// Tries [op] on two unboxed ints. Returns 1 with *out set, 0 when the result needs a bigint
// (or more work), -1 on error.
static int small_binop(NpVM *vm, NpBinOp op, int64_t a, int64_t b, NpValue *out) {
    int64_t r;
    switch (op) {
    case BINOP_ADD: if (__builtin_add_overflow(a, b, &r)) return 0; break;
    case BINOP_SUB: if (__builtin_sub_overflow(a, b, &r)) return 0; break;
    case BINOP_MUL: if (__builtin_mul_overflow(a, b, &r)) return 0; break;
    case BINOP_FLOORDIV:
        if (b == 0) goto zerodiv;
        if (!floordiv64(a, b, &r)) return 0;
        break;
    case BINOP_MOD:
        if (b == 0) {
            np_raisef(vm, NP_TYPE_ZERODIVISIONERROR, "integer modulo by zero");
            return -1;
        }
        r = mod64(a, b);
        break;
    case BINOP_BITAND: r = a & b; break;
    case BINOP_BITOR: r = a | b; break;
    case BINOP_BITXOR: r = a ^ b; break;
    case BINOP_RSHIFT:
        if (b < 0) goto negshift;
        r = b >= 64 ? (a < 0 ? -1 : 0) : (a >> b);
        break;
    case BINOP_LSHIFT:
        if (b < 0) goto negshift;
        if (a == 0) { r = 0; break; }
        if (b >= 63) return 0;
        r = (int64_t)((uint64_t)a << b);
        if ((r >> b) != a) return 0;
        break;
    case BINOP_POW:
        if (b < 0) return 0;
        if (!pow64(a, b, &r)) return 0;
        break;
    default: return 0;
    }
    *out = np_int(r);
    return 1;
zerodiv:
    np_raisef(vm, NP_TYPE_ZERODIVISIONERROR, "integer division or modulo by zero");
    return -1;
negshift:
    np_raisef(vm, NP_TYPE_VALUEERROR, "negative shift count");
    return -1;
}

/* ---------------------------------------------------------------- true division */

// Correctly rounded a / b for arbitrary ints (CPython's long_true_divide algorithm: scale so
// the quotient has DBL_MANT_DIG + 2 bits, divide with a sticky bit, round half to even).
static bool true_divide(NpVM *vm, NpValue a, NpValue b, NpValue *out) {
    if (is_small(b) && b.u.i == 0) return np_raisef(vm, NP_TYPE_ZERODIVISIONERROR, "division by zero");
    const int64_t lim = (int64_t)1 << 53;
    if (is_small(a) && is_small(b) && a.u.i >= -lim && a.u.i <= lim && b.u.i >= -lim && b.u.i <= lim) {
        *out = np_float((double)a.u.i / (double)b.u.i);
        return true;
    }
    mpz_t x, y, r;
    mpz_inits(x, y, r, NULL);
    np_int_to_mpz(a, x);
    np_int_to_mpz(b, y);
    bool neg = (mpz_sgn(x) < 0) != (mpz_sgn(y) < 0);
    mpz_abs(x, x);
    mpz_abs(y, y);
    bool ok = true;
    double result;
    if (mpz_sgn(x) == 0) {
        result = 0.0;
        goto done;
    }
    long diff = (long)mpz_sizeinbase(x, 2) - (long)mpz_sizeinbase(y, 2);
    if (diff > DBL_MAX_EXP) goto overflow;
    if (diff < DBL_MIN_EXP - DBL_MANT_DIG - 1) {
        result = 0.0;
        goto done;
    }
    long shift = (diff > DBL_MIN_EXP ? diff : DBL_MIN_EXP) - DBL_MANT_DIG - 2;
    if (shift < 0) mpz_mul_2exp(x, x, (mp_bitcnt_t)-shift);
    else mpz_mul_2exp(y, y, (mp_bitcnt_t)shift);
    mpz_tdiv_qr(x, r, x, y);
    bool inexact = mpz_sgn(r) != 0;
    long xbits = (long)mpz_sizeinbase(x, 2);
    long extra = (xbits > DBL_MIN_EXP - shift ? xbits : DBL_MIN_EXP - shift) - DBL_MANT_DIG;
    uint64_t q = (uint64_t)mpz_get_ui(x);  // fits: at most DBL_MANT_DIG + 3 bits
    uint64_t mask = (uint64_t)1 << (extra - 1);
    uint64_t low = q | (inexact ? 1u : 0u);
    if ((low & mask) && (low & (3 * mask - 1))) low += mask;
    q = low & ~(2 * mask - 1);
    result = ldexp((double)q, (int)shift);
    if (isinf(result)) goto overflow;
done:
    *out = np_float(neg ? -result : result);
    mpz_clears(x, y, r, NULL);
    return ok;
overflow:
    mpz_clears(x, y, r, NULL);
    return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "integer division result too large for a float");
}

/* ---------------------------------------------------------------- bigint arithmetic */

// int ** negative int: computed in floating point like CPython.
static bool negative_pow(NpVM *vm, NpValue a, NpValue b, NpValue *out) {
    double x, y;
    if (!np_int_to_double(vm, a, &x) || !np_int_to_double(vm, b, &y)) return false;
    return np_float_binop(vm, BINOP_POW, x, y, out);
}

// Budget cost of a big-int operation on operands of [ba] and [bb] bits (docs/limits.md):
// linear ones charge their limbs; multiplication, division and pow charge n * (1 + log2 n) for
// the n limbs of operands and result, an upper bound of GMP's subquadratic algorithms.
static int64_t big_cost(NpBinOp op, uint64_t ba, uint64_t bb, NpValue b) {
    uint64_t limbs = ba / 64 + bb / 64 + 2;
    if (op == BINOP_POW && is_small(b) && b.u.i > 0)
        limbs = ba / 64 + 1 > UINT64_MAX / 2 / (uint64_t)b.u.i ? UINT64_MAX / 2
                                                                : (ba / 64 + 1) * (uint64_t)b.u.i;
    if (op == BINOP_MUL || op == BINOP_FLOORDIV || op == BINOP_MOD || op == BINOP_POW)
        return np_cost_nlogn(limbs);
    return (int64_t)(limbs > INT64_MAX ? INT64_MAX : limbs);
}

// pow for a non-negative exponent that is not both-small-and-fitting.
static bool big_pow(NpVM *vm, NpValue a, NpValue b, mpz_t x, mpz_t r) {
    // Bases 0, 1 and -1 give small results whatever the exponent.
    if (is_small(a) && a.u.i >= -1 && a.u.i <= 1) {
        bool odd = is_small(b) ? (b.u.i & 1) : mpz_odd_p(NP_AS_BIGINT(b)->z);
        bool zero_exp = is_small(b) && b.u.i == 0;
        if (a.u.i == 1 || zero_exp) mpz_set_si(r, 1);
        else if (a.u.i == 0) mpz_set_si(r, 0);
        else mpz_set_si(r, odd ? -1 : 1);
        return true;
    }
    if (!is_small(b)) return np_raise_nomem(vm);
    uint64_t bits = int_bits(a);
    if (b.u.i > 0 && bits > UINT64_MAX / (uint64_t)b.u.i) return np_raise_nomem(vm);
    if (!check_bits(vm, bits * (uint64_t)b.u.i)) return false;
    if (!np_budget_charge(vm, big_cost(BINOP_POW, bits, 0, b))) return false;
    mpz_pow_ui(r, x, (unsigned long)b.u.i);
    return true;
}

// a << b for non-negative b.
static bool big_lshift(NpVM *vm, NpValue a, NpValue b, mpz_t x, mpz_t r) {
    if (mpz_sgn(x) == 0) {
        mpz_set_ui(r, 0);
        return true;
    }
    if (!is_small(b)) return np_raise_nomem(vm);
    uint64_t bits = int_bits(a) + (uint64_t)b.u.i;
    if (bits < (uint64_t)b.u.i || !check_bits(vm, bits)) return np_raise_nomem(vm);
    mpz_mul_2exp(r, x, (mp_bitcnt_t)b.u.i);
    return true;
}

// a >> b for non-negative b (floors, like Python).
static void big_rshift(NpValue b, mpz_t x, mpz_t r) {
    if (!is_small(b) || (uint64_t)b.u.i >= mpz_sizeinbase(x, 2) + 1) {
        mpz_set_si(r, mpz_sgn(x) < 0 ? -1 : 0);
        return;
    }
    mpz_fdiv_q_2exp(r, x, (mp_bitcnt_t)b.u.i);
}

// The general path: both operands as mpz, with size guards before growing operations.
static bool big_binop(NpVM *vm, NpBinOp op, NpValue a, NpValue b, mpz_t x, mpz_t y, mpz_t r) {
    uint64_t ba = int_bits(a), bb = int_bits(b);
    if (op != BINOP_MUL && op != BINOP_POW && !np_budget_charge(vm, big_cost(op, ba, bb, b)))
        return false;
    switch (op) {
    case BINOP_ADD:
    case BINOP_SUB:
        if (!check_bits(vm, (ba > bb ? ba : bb) + 1)) return false;
        if (op == BINOP_ADD) mpz_add(r, x, y);
        else mpz_sub(r, x, y);
        return true;
    case BINOP_MUL:
        if (!check_bits(vm, ba + bb) || !np_budget_charge(vm, big_cost(op, ba, bb, b)))
            return false;
        mpz_mul(r, x, y);
        return true;
    case BINOP_FLOORDIV:
    case BINOP_MOD:
        if (mpz_sgn(y) == 0)
            return np_raisef(vm, NP_TYPE_ZERODIVISIONERROR, op == BINOP_MOD
                                 ? "integer modulo by zero" : "integer division or modulo by zero");
        if (op == BINOP_FLOORDIV) mpz_fdiv_q(r, x, y);
        else mpz_fdiv_r(r, x, y);
        return true;
    case BINOP_BITAND: mpz_and(r, x, y); return true;
    case BINOP_BITOR: mpz_ior(r, x, y); return true;
    case BINOP_BITXOR: mpz_xor(r, x, y); return true;
    case BINOP_LSHIFT:
    case BINOP_RSHIFT:
        if (mpz_sgn(y) < 0) return np_raisef(vm, NP_TYPE_VALUEERROR, "negative shift count");
        if (op == BINOP_RSHIFT) {
            big_rshift(b, x, r);
            return true;
        }
        return big_lshift(vm, a, b, x, r);
    case BINOP_POW: return big_pow(vm, a, b, x, r);
    default:
        return np_raisef(vm, NP_TYPE_TYPEERROR, "unsupported operand type(s) for int operation");
    }
}

/* ---------------------------------------------------------------- two-limb ints */

// Ints of magnitude below 2^127 (64-bit masks, hashes, bitboards, LCG products before their
// `% 2**64`, double hashing's `(a + i*b) % m`) are computed in 128-bit arithmetic instead of
// through GMP, and a result that does not fit int64 gets its one or two limbs inside its
// NpBigInt (int_from_limb), so no GMP temporary and no malloc'd limb are made.
_Static_assert(GMP_NUMB_BITS == 64, "the 128-bit path assumes 64-bit limbs without nails");

// [v] (an int value, small or big) as a signed 128-bit number when |v| < 2^127; false for a
// larger big int. A big int here has one or two limbs (a zero-limb one is never made).
static inline bool limb_value(NpValue v, __int128 *x) {
    if (is_small(v)) {
        *x = v.u.i;
        return true;
    }
    const __mpz_struct *z = NP_AS_BIGINT(v)->z;
    int size = z->_mp_size;
    unsigned n = (unsigned)(size < 0 ? -size : size);
    if (n - 1 > 1) return n == 0 ? (*x = 0, true) : false;
    unsigned __int128 m = z->_mp_d[0];
    if (n == 2) {
        if (z->_mp_d[1] >> 63) return false;
        m |= (unsigned __int128)z->_mp_d[1] << 64;
    }
    *x = size < 0 ? -(__int128)m : (__int128)m;
    return true;
}

// Bit length of |x| (int_bits for a value of at most two limbs; 128 for -2^127).
static uint64_t limb_bits(__int128 x) {
    unsigned __int128 m = x < 0 ? -(unsigned __int128)x : (unsigned __int128)x;
    uint64_t lo = (uint64_t)m, hi = (uint64_t)(m >> 64);
    return hi ? 128 - (uint64_t)__builtin_clzll(hi) : lo ? 64 - (uint64_t)__builtin_clzll(lo) : 0;
}

// Stores [x] as an int value: unboxed when it fits int64, else a new NpBigInt whose one or two
// limbs live right after its struct (free_obj leaves such limbs alone). -1 on MemoryError, 1
// done.
static int int_from_limb(NpVM *vm, __int128 x, NpValue *out) {
    if ((__int128)(int64_t)x == x) {
        *out = np_int((int64_t)x);
        return 1;
    }
    unsigned __int128 m = x < 0 ? -(unsigned __int128)x : (unsigned __int128)x;
    int n = (m >> 64) ? 2 : 1;
    NpBigInt *b = (NpBigInt *)np_alloc_obj(vm, sizeof(NpBigInt) + (size_t)n * sizeof(mp_limb_t),
                                           OBJ_BIGINT, vm->types[NP_TYPE_INT]);
    if (!b) return -1;
    mp_limb_t *limb = (mp_limb_t *)(b + 1);
    limb[0] = (mp_limb_t)m;
    if (n == 2) limb[1] = (mp_limb_t)(m >> 64);
    b->z->_mp_alloc = n;
    b->z->_mp_size = x < 0 ? -n : n;
    b->z->_mp_d = limb;
    *out = np_obj(&b->hdr);
    return 1;
}

bool np_int_from_u64(NpVM *vm, uint64_t u, NpValue *out) {
    return int_from_limb(vm, (__int128)u, out) > 0;
}

bool np_bigint_limb_inline(const NpBigInt *b) {
    return b->z->_mp_d == (const mp_limb_t *)(b + 1);
}

// 128-bit floor division or modulo of [x] by non-zero [y] (both of magnitude below 2^127, so
// the C quotient cannot overflow), rounded like Python's // and %. A non-negative [x] by a
// positive [y] skips libgcc's 128-bit division where it can: a power of two is a shift or a
// mask, and two values below 2^64 take one 64-bit division (an LCG's `% 2**64`, `% m` and
// `// 3` on 64-bit hashes).
static __int128 limb_divmod(NpBinOp op, __int128 x, __int128 y) {
    if (x >= 0 && y > 0) {
        unsigned __int128 ux = (unsigned __int128)x, uy = (unsigned __int128)y;
        if ((uy & (uy - 1)) == 0) {
            if (op != BINOP_FLOORDIV) return (__int128)(ux & (uy - 1));
            uint64_t lo = (uint64_t)uy, hi = (uint64_t)(uy >> 64);
            int k = lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll(hi);
            return (__int128)(ux >> k);
        }
        if ((ux >> 64) == 0 && (uy >> 64) == 0) {
            uint64_t a = (uint64_t)ux, b = (uint64_t)uy;
            return op == BINOP_FLOORDIV ? (__int128)(a / b) : (__int128)(a % b);
        }
    }
    __int128 q = x / y, m = x % y;
    if (m != 0 && ((m < 0) != (y < 0))) {
        q -= 1;
        m += y;
    }
    return op == BINOP_FLOORDIV ? q : m;
}

// How many whole limbs of bits an operand of limb_binop adds to big_cost's count (bits / 64):
// 1 for a big int (|v| is at least 2^63 and, for limb_value, below 2^127) and for INT64_MIN
// (64 bits), 0 for any other unboxed int.
static inline unsigned limb_words(NpValue v) {
    return is_small(v) ? v.u.i == INT64_MIN : 1;
}

// The budget cost of a limb_binop operation on [a] and [b]: big_cost's for their bit lengths
// (limbs = bits / 64 of each plus 2; n * (1 + log2 n) of them for *, // and %).
static inline int64_t limb_cost(NpBinOp op, NpValue a, NpValue b) {
    static const uint8_t nlogn[5] = {0, 1, 4, 6, 12};
    unsigned n = 2 + limb_words(a) + limb_words(b);
    return op == BINOP_MUL || op == BINOP_FLOORDIV || op == BINOP_MOD ? nlogn[n] : n;
}

// np_int_binop for two operands below 2^127 (not both small, or a small op that overflowed):
// the result in 128-bit arithmetic, charged as big_binop charges. 1 done, -1 error, 0 when the
// operation or its result is not one this path handles (pow, division by zero, negative
// shifts, a sum, product or shift that overflows 128 bits): the general path then does it.
static int limb_binop(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out) {
    __int128 x, y, r;
    if (op == BINOP_POW || !limb_value(a, &x) || !limb_value(b, &y)) return 0;
    switch (op) {
    case BINOP_ADD:
        if (__builtin_add_overflow(x, y, &r)) return 0;
        break;
    case BINOP_SUB:
        if (__builtin_sub_overflow(x, y, &r)) return 0;
        break;
    case BINOP_BITAND: r = x & y; break;
    case BINOP_BITOR: r = x | y; break;
    case BINOP_BITXOR: r = x ^ y; break;
    case BINOP_MUL:
        if (__builtin_mul_overflow(x, y, &r)) return 0;
        break;
    case BINOP_FLOORDIV:
    case BINOP_MOD:
        if (y == 0) return 0;
        r = limb_divmod(op, x, y);
        break;
    case BINOP_RSHIFT:
        if (y < 0) return 0;
        r = y >= 127 ? (x < 0 ? -1 : 0) : x >> (int)y;
        break;
    case BINOP_LSHIFT: {
        if (y < 0 || y >= 127 || limb_bits(x) + (uint64_t)y > 126) return 0;
        unsigned __int128 m = x < 0 ? -(unsigned __int128)x : (unsigned __int128)x;
        r = x < 0 ? -(__int128)(m << (int)y) : (__int128)(m << (int)y);
        break;
    }
    default: return 0;
    }
    if (!np_budget_charge(vm, limb_cost(op, a, b))) return -1;
    return int_from_limb(vm, r, out);
}

/* ---------------------------------------------------------------- inline-limb results */

// The largest result, in limbs, that inline_binop stores inside its NpBigInt (32 KiB): larger
// ones take the general path, whose size guards run before anything is allocated.
#define NP_INLINE_LIMBS 4096

// An upper bound, in limbs, of what GMP grows the result of [op] to (its MPZ_REALLOC requests)
// for the linear operations whose bound is plain: + and - of any signs, &, | and ^ of two
// non-negative ints, << and >> by a small non-negative count. 0 for anything else.
static size_t result_limbs(NpBinOp op, const mpz_t x, const mpz_t y, NpValue b) {
    size_t sx = mpz_size(x), sy = mpz_size(y), hi = sx > sy ? sx : sy;
    switch (op) {
    case BINOP_ADD:
    case BINOP_SUB: return hi + 1;
    case BINOP_BITAND: return mpz_sgn(x) >= 0 && mpz_sgn(y) >= 0 ? (sx < sy ? sx : sy) + 1 : 0;
    case BINOP_BITOR:
    case BINOP_BITXOR: return mpz_sgn(x) >= 0 && mpz_sgn(y) >= 0 ? hi + 1 : 0;
    case BINOP_LSHIFT:
        if (!is_small(b) || b.u.i < 0 || b.u.i > (int64_t)NP_INLINE_LIMBS * GMP_NUMB_BITS) return 0;
        return sx + (size_t)b.u.i / GMP_NUMB_BITS + 2;
    case BINOP_RSHIFT: return is_small(b) && b.u.i >= 0 ? sx + 1 : 0;
    default: return 0;
    }
}

// np_int_binop's general path for the operations result_limbs bounds, when the bound is at most
// NP_INLINE_LIMBS: the result is computed straight into the limbs that follow a new NpBigInt
// (np_bigint_limb_inline), so it costs one allocation instead of the object's plus GMP's limb
// malloc, and the sweep frees it in one (b64 decoders' `(buf << 6) | c` on a growing buffer).
// A result that fits int64 is returned unboxed (the object is left for the collector); a
// bound of at most two limbs (`big & 0xFF`) is computed on the C stack. Same charges and
// errors as the general path. 1 done, -1 error, 0 not handled.
static int inline_binop(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out) {
    mpz_t x, y;
    mp_limb_t lx, ly, stack[2];
    int_view(a, x, &lx);
    int_view(b, y, &ly);
    size_t n = result_limbs(op, x, y, b);
    if (n == 0 || n > NP_INLINE_LIMBS) return 0;
    NpBigInt *o = NULL;
    mpz_t tmp, *r = &tmp;
    if (n <= 2) {
        tmp->_mp_d = stack;
        n = 2;
    } else {
        o = (NpBigInt *)np_alloc_obj(vm, sizeof(NpBigInt) + n * sizeof(mp_limb_t), OBJ_BIGINT,
                                     vm->types[NP_TYPE_INT]);
        if (!o) return -1;
        o->z->_mp_d = (mp_limb_t *)(o + 1);
        r = &o->z;
    }
    (*r)->_mp_alloc = (int)n;
    (*r)->_mp_size = 0;
    if (!big_binop(vm, op, a, b, x, y, *r)) return -1;
    if (mpz_fits_slong_p(*r)) {
        *out = np_int(mpz_get_si(*r));
        return 1;
    }
    if (!o) return np_int_from_mpz(vm, tmp, out) ? 1 : -1;
    *out = np_obj(&o->hdr);
    return 1;
}

// np_int_binop past the two-limb path: inline_binop's, else GMP's with a malloc'd result.
// Kept out of np_int_binop so that its common paths (int64, two limbs) do not pay for this
// one's registers and stack frame on entry.
static __attribute__((noinline)) bool big_general(NpVM *vm, NpBinOp op, NpValue a, NpValue b,
                                                  NpValue *out) {
    int lr = inline_binop(vm, op, a, b, out);
    if (lr != 0) return lr > 0;
    // The operands are read in place and the result's limbs move into the new int.
    mpz_t x, y, r;
    mp_limb_t lx, ly;
    int_view(a, x, &lx);
    int_view(b, y, &ly);
    mpz_init(r);
    if (!big_binop(vm, op, a, b, x, y, r)) {
        mpz_clear(r);
        return false;
    }
    return int_take_mpz(vm, r, out);
}

bool np_int_binop(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out) {
    if (op == BINOP_DIV) return true_divide(vm, a, b, out);
    if (is_small(a) && is_small(b)) {
        int r = small_binop(vm, op, a.u.i, b.u.i, out);
        if (r != 0) return r > 0;
    }
    if (op == BINOP_POW) {
        bool negexp = is_small(b) ? b.u.i < 0 : mpz_sgn(NP_AS_BIGINT(b)->z) < 0;
        if (negexp) return negative_pow(vm, a, b, out);
    }
    int lr = limb_binop(vm, op, a, b, out);
    if (lr != 0) return lr > 0;
    return big_general(vm, op, a, b, out);
}
