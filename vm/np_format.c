/*
 * np_format.c - format(value, spec) with the format-spec mini-language for int, float and str
 * (what f-strings and str.format use), and printf-style `str % args` and `bytes % args`.
 *
 * A spec is parsed into a Spec, then each type renders its digits (ASCII) and the shared
 * emit() adds sign, prefix, grouping, fill and alignment. %-formatting translates each
 * conversion into a Spec and reuses the same renderers. Error messages are CPython 3.11's.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"
#include "np_runtime.h"

/* ================================================================ the parsed spec */

// [[fill]align][sign][z][#][0][width][grouping][.precision][type]
typedef struct Spec {
    // Fill character (a code point) and alignment ('<', '>', '^', '=' or 0 for the default).
    uint32_t fill;
    // Presentation type (a code point), 0 when absent.
    uint32_t type;
    char align;
    // '+', '-', ' ' or 0.
    char sign;
    // The z flag (negative zero becomes zero), the # flag, and whether a 0 flag was given.
    bool zcoerce, alt, zero;
    // ',' or '_' or 0.
    char grouping;
    // True for %-formatting, whose rules differ in details (precision on ints).
    bool percent;
    // Minimum width and precision, -1 when absent.
    int64_t width, precision;
    // The value's type name for errors ("bool", a subclass's name), NULL for "%"-formatting.
    const char *tname;
} Spec;

// Reads a decimal number at [*p] (before [end]) into [*out]; false when it is absurdly large.
static bool read_num(NpVM *vm, const char **p, const char *end, int64_t *out)
{
    int64_t n = 0;
    while (*p < end && **p >= '0' && **p <= '9') {
        int digit = **p - '0';
        // CPython's bound (get_integer): every value up to PY_SSIZE_T_MAX is a number.
        if (n > (INT64_MAX - digit) / 10)
            return np_raisef(vm, NP_TYPE_VALUEERROR, "Too many decimal digits in format string");
        n = n * 10 + digit;
        (*p)++;
    }
    *out = n;
    return true;
}

// A presentation type [c] as CPython's messages show it: the character itself when printable
// ASCII, else \x and its hex code ("Unknown format code '\xe9' ..."), in [buf].
static const char *code_text(uint32_t c, char buf[16])
{
    if (c > 32 && c < 128)
        snprintf(buf, 16, "%c", (char)c);
    else
        snprintf(buf, 16, "\\x%x", (unsigned)c);
    return buf;
}

static bool is_align(char c)
{
    return c == '<' || c == '>' || c == '^' || c == '=';
}

// The ValueError of a grouping option [s] does not allow (kept out of check_grouping's path).
__attribute__((noinline, cold)) static bool grouping_error(NpVM *vm, const Spec *s)
{
    char buf[16];
    return np_raisef(vm, NP_TYPE_VALUEERROR, "Cannot specify '%c' with '%s'.", s->grouping,
                     code_text(s->type ? s->type : 's', buf));
}

// The ValueError "Unknown format code 'c' for object of type 'T'" for presentation type [c] of
// a value of type [tname] (kept out of the formatters' paths).
__attribute__((noinline, cold)) static void unknown_code(NpVM *vm, uint32_t c, const char *tname)
{
    char buf[16];
    np_raisef(vm, NP_TYPE_VALUEERROR, "Unknown format code '%s' for object of type '%s'",
              code_text(c, buf), tname);
}

// CPython's check of a grouping option against the presentation type.
static bool check_grouping(NpVM *vm, const Spec *s)
{
    if (!s->grouping)
        return true;
    switch (s->type) {
    case 'b': case 'o': case 'x': case 'X':
        if (s->grouping == '_')
            return true;
        break;
    case 0: case 'd': case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case '%':
        return true;
    default:
        break;
    }
    return grouping_error(vm, s);
}

// Parses the [len] bytes of spec [data] for a value of type [tname] (a str or str subclass when
// [is_str]); errors as CPython reports them.
static bool parse_spec_text(NpVM *vm, const char *data, size_t len, const char *tname,
                            bool is_str, Spec *s)
{
    *s = (Spec){.fill = ' ', .width = -1, .precision = -1, .tname = tname};
    const char *p = data, *end = data + len;
    // A fill character is any code point followed by an alignment character.
    const char *q = p;
    uint32_t cp = p < end ? np_utf8_decode(&q) : 0;
    bool fill_given = false;
    if (p < end && q < end && is_align(*q)) {
        fill_given = true;
        s->fill = cp;
        s->align = *q;
        p = q + 1;
    } else if (p < end && is_align(*p)) {
        s->align = *p++;
    }
    if (p < end && (*p == '+' || *p == '-' || *p == ' '))
        s->sign = *p++;
    if (p < end && *p == 'z') {
        s->zcoerce = true;
        p++;
    }
    if (p < end && *p == '#') {
        s->alt = true;
        p++;
    }
    if (p < end && *p == '0') {
        s->zero = true;
        p++;
    }
    if (p < end && *p >= '0' && *p <= '9' && !read_num(vm, &p, end, &s->width))
        return false;
    if (p < end && (*p == ',' || *p == '_'))
        s->grouping = *p++;
    // A second, different separator is an error; the same one again is read as the type
    // (",," is "Cannot specify ',' with ','.", as in CPython).
    if (p < end && (*p == ',' || *p == '_') && *p != s->grouping)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "Cannot specify both ',' and '_'.");
    if (p < end && *p == '.') {
        p++;
        if (p >= end || *p < '0' || *p > '9')
            return np_raisef(vm, NP_TYPE_VALUEERROR, "Format specifier missing precision");
        if (!read_num(vm, &p, end, &s->precision))
            return false;
    }
    // The type is one code point (a non-ASCII one fails later as an unknown format code).
    if (end - p > 1) {
        const char *tq = p;
        uint32_t tcp = (unsigned char)*p >= 0x80 ? np_utf8_decode(&tq) : 0;
        if (tq != end)
            return np_raisef(vm, NP_TYPE_VALUEERROR,
                             "Invalid format specifier '%.*s' for object of type '%s'",
                             (int)strnlen(data, len), data, tname);
        s->type = tcp;
    } else if (p < end) {
        s->type = (unsigned char)*p;
    }
    // The 0 flag means fill '0' (unless a fill was given) and, for numbers (whose default
    // alignment is right), '=' alignment unless an alignment was given.
    if (s->zero && !fill_given) {
        s->fill = '0';
        if (!s->align && !is_str)
            s->align = '=';
    }
    // CPython checks the separator against the type while parsing, for every value type.
    return check_grouping(vm, s);
}

// A spec parsed earlier, remembered by its text: the same few constant specs (">10", ".2f",
// ",") are formatted over and over by f-strings and str.format, and a memo hit costs a fraction
// of a parse. Keyed by content, not by address, so a freed and reused str cannot hit a stale
// entry; only specs of at most 8 bytes are remembered, packed into [key]; [len] is 0 in an
// unused entry. Per thread, like the other hint tables (a VM runs on one thread at a time),
// and fixed in size (SPEC_SETS sets of two entries, 8 KiB), so nothing grows with the program.
typedef struct SpecMemo {
    uint64_t key;
    uint8_t len;
    // Whether the spec was parsed for a str (the 0 flag then leaves the alignment alone).
    bool is_str;
    Spec spec;
} SpecMemo;

#define SPEC_SETS_LOG2 6
#define SPEC_SETS (1 << SPEC_SETS_LOG2)
static _Thread_local SpecMemo spec_memo[SPEC_SETS][2];

// parse_spec_text through the memo: a spec of at most 8 bytes seen before is copied from its
// entry (with this call's [tname], the only per-value field); a successful parse is recorded in
// the first entry of its set, the older one moving to the second (a program's specs often
// outnumber the sets, and two ways keep a pair of specs that share a set from evicting each
// other on every call).
static bool parse_spec(NpVM *vm, const char *data, size_t len, const char *tname, bool is_str,
                       Spec *s)
{
    if (len == 0 || len > 8)
        return parse_spec_text(vm, data, len, tname, is_str, s);
    uint64_t key = 0;
    for (size_t i = 0; i < len; i++)
        key |= (uint64_t)(unsigned char)data[i] << (8 * i);
    // A multiplicative hash of the text, its length and [is_str] (one spec is often used for
    // both strs and numbers); its top bits pick the set.
    uint64_t h = (key ^ (uint64_t)len << 56 ^ (uint64_t)is_str << 63) * 0x9E3779B97F4A7C15ull;
    SpecMemo *set = spec_memo[h >> (64 - SPEC_SETS_LOG2)];
    for (int w = 0; w < 2; w++) {
        SpecMemo *m = &set[w];
        if (m->key == key && m->len == len && m->is_str == is_str) {
            *s = m->spec;
            s->tname = tname;
            return true;
        }
    }
    if (!parse_spec_text(vm, data, len, tname, is_str, s))
        return false;
    set[1] = set[0];
    set[0].key = key;
    set[0].len = (uint8_t)len;
    set[0].is_str = is_str;
    set[0].spec = *s;
    return true;
}

/* ================================================================ output assembly */

// Appends code point [cp] [n] times.
static void put_fill(NpBuf *b, uint32_t cp, int64_t n)
{
    char enc[4];
    int len = np_utf8_encode(cp, enc);
    for (int64_t i = 0; i < n; i++)
        np_buf_append(b, enc, (size_t)len);
}

// Copies [n] bytes to [d] and returns the end: the pieces of a formatted value are mostly a
// few bytes, for which a byte loop is cheaper than a memcpy call.
static inline char *copy_short(char *d, const char *src, size_t n)
{
    if (n > 16) {
        memcpy(d, src, n);
        return d + n;
    }
    for (size_t i = 0; i < n; i++)
        d[i] = src[i];
    return d + n;
}

// Writes code point [cp] [n] times at [d] (room for n times its UTF-8 length); returns the end.
static inline char *fill_raw(char *d, uint32_t cp, int64_t n)
{
    if (n <= 0)
        return d;
    if (cp < 0x80) {
        // Pads are mostly a few bytes: a loop is cheaper than a memset call for those.
        if (n <= 16) {
            for (int64_t i = 0; i < n; i++)
                d[i] = (char)cp;
        } else {
            memset(d, (int)cp, (size_t)n);
        }
        return d + n;
    }
    char enc[4];
    int len = np_utf8_encode(cp, enc);
    for (int64_t i = 0; i < n; i++, d += len)
        memcpy(d, enc, (size_t)len);
    return d;
}

// Writes [digits] (ASCII, [n] of them) at [d] with separator [sep] every [group] digits, first
// left-padding with zeros to [mindigits] digits; returns the end.
static char *grouped_raw(char *d, const char *digits, size_t n, char sep, int group,
                         size_t mindigits)
{
    size_t total = n > mindigits ? n : mindigits;
    if (!sep) {
        d = fill_raw(d, '0', (int64_t)(total - n));
        return copy_short(d, digits, n);
    }
    // The first group holds what is left over from whole groups; a separator follows every
    // group but the last.
    size_t run = total % (size_t)group;
    if (run == 0)
        run = (size_t)group;
    for (size_t i = 0; i < total; i++) {
        *d++ = i < total - n ? '0' : digits[i - (total - n)];
        if (--run == 0 && i + 1 < total) {
            *d++ = sep;
            run = (size_t)group;
        }
    }
    return d;
}

// Grouped length of [n] digits.
static size_t grouped_len(size_t n, char sep, int group)
{
    return sep && n > 0 ? n + (n - 1) / (size_t)group : n;
}

// The pieces of a formatted number: sign, prefix (0x...), integer digits, and the rest
// (fraction, exponent, %), all ASCII.
typedef struct NumParts {
    const char *sign;
    const char *prefix;
    const char *digits;
    size_t ndigits;
    const char *rest;
    size_t nrest;
} NumParts;

// True (with MemoryError) when a width would need more memory than the VM may ever use.
static bool width_too_big(NpVM *vm, const Spec *s)
{
    // Compare by division: width * 4 wraps around for widths of 2**62 and more.
    if (s->width > 0 && (uint64_t)s->width > vm->mem_limit / 4) {
        // Past any machine's memory CPython raises a MemoryError a script can catch; a width
        // that only passes the VM's limit ends the run (docs/limits.md).
        if ((uint64_t)s->width > (uint64_t)INT64_MAX / 8)
            np_raise_nomem_catchable(vm);
        else
            np_raise_nomem(vm);
        return true;
    }
    return false;
}

// Writes a number with fill, alignment (default right) and grouping ([group] digits apart).
// Finishes new str [r] whose code points the caller counted ([ncp]; np_str_finish would count
// them again): ASCII exactly when every byte is one code point.
static void finish_counted(NpStr *r, size_t ncp)
{
    r->ncp = ncp;
    if (ncp == r->len)
        r->hdr.flags |= NP_STR_ASCII;
}

// Room for a rendered value of [n] bytes: at the end of buffer [into] when one is given (the
// value is then never a str of its own; *r is set to vm->s_empty, a non-NULL "written"), else
// in a new str *r. NULL (with the exception set) when there is no memory.
static char *out_room(NpVM *vm, NpBuf *into, size_t n, NpStr **r)
{
    if (into) {
        char *d = np_buf_room(into, n);
        *r = d ? vm->s_empty : NULL;
        return d;
    }
    *r = np_str_alloc(vm, n);
    return *r ? (*r)->data : NULL;
}

// The UTF-8 length of fill character [cp] (a space or another ASCII character, mostly).
static inline size_t fill_bytes(uint32_t cp)
{
    if (cp < 0x80)
        return 1;
    char enc[4];
    return (size_t)np_utf8_encode(cp, enc);
}

// The length of a sign or prefix (at most two bytes), without a strlen call.
static size_t short_len(const char *t)
{
    // Written out, not as a loop: the compiler turns a loop into a strlen call.
    return t[0] ? (t[1] ? 2 : 1) : 0;
}

static NpStr *emit_number(NpVM *vm, const Spec *s, const NumParts *np, int group, NpBuf *into)
{
    if (width_too_big(vm, s))
        return NULL;
    size_t nsign = short_len(np->sign), nprefix = short_len(np->prefix);
    size_t head = nsign + nprefix;
    size_t mindigits = 0;
    char align = s->align ? s->align : '>';
    if (align == '=' && s->fill == '0' && s->grouping && s->width > 0) {
        // Zero padding becomes part of the grouped digits, as in CPython.
        size_t need = (size_t)s->width > head + np->nrest ? (size_t)s->width - head - np->nrest
                                                          : 0;
        size_t n = np->ndigits;
        while (grouped_len(n, s->grouping, group) < need)
            n++;
        mindigits = n;
    }
    size_t body = head + grouped_len(np->ndigits > mindigits ? np->ndigits : mindigits,
                                     s->grouping, group) + np->nrest;
    int64_t pad = s->width > (int64_t)body ? s->width - (int64_t)body : 0;
    int64_t left = align == '>' ? pad : align == '^' ? pad / 2 : 0;
    int64_t right = align == '<' ? pad : align == '^' ? pad - pad / 2 : 0;
    size_t fill_len = fill_bytes(s->fill);
    // The result's exact size is known, so it is written straight into the new str.
    NpStr *r;
    char *d = out_room(vm, into, body + (size_t)pad * fill_len, &r);
    if (!d)
        return NULL;
    d = fill_raw(d, s->fill, left);
    for (size_t k = 0; k < nsign; k++)
        *d++ = np->sign[k];
    for (size_t k = 0; k < nprefix; k++)
        *d++ = np->prefix[k];
    if (align == '=')
        d = fill_raw(d, s->fill, pad);
    d = grouped_raw(d, np->digits, np->ndigits, s->grouping, group, mindigits);
    d = copy_short(d, np->rest, np->nrest);
    fill_raw(d, s->fill, right);
    // Sign, prefix, digits, separators and the rest are ASCII; each fill is one code point.
    if (!into)
        finish_counted(r, r->len - (size_t)pad * (fill_len - 1));
    return r;
}

// Writes [text] ([len] bytes, [ncp] code points) padded to the width (default left).
static NpStr *emit_text(NpVM *vm, const Spec *s, const char *text, size_t len, size_t ncp,
                        char defalign, NpBuf *into)
{
    if (width_too_big(vm, s))
        return NULL;
    char align = s->align ? s->align : defalign;
    int64_t pad = s->width > (int64_t)ncp ? s->width - (int64_t)ncp : 0;
    int64_t left = align == '>' || align == '=' ? pad : align == '^' ? pad / 2 : 0;
    size_t fill_len = fill_bytes(s->fill);
    NpStr *r;
    char *d = out_room(vm, into, len + (size_t)pad * fill_len, &r);
    if (!d)
        return NULL;
    d = fill_raw(d, s->fill, left);
    d = copy_short(d, text, len);
    fill_raw(d, s->fill, pad - left);
    if (!into)
        finish_counted(r, ncp + (size_t)pad);
    return r;
}

/* ================================================================ str */

static NpStr *format_str(NpVM *vm, NpStr *v, const Spec *s, NpBuf *into)
{
    if (s->type && s->type != 's') {
        unknown_code(vm, s->type, s->tname ? s->tname : "str");
        return NULL;
    }
    if (!s->percent) {
        if (s->sign) {
            np_raisef(vm, NP_TYPE_VALUEERROR, s->sign == ' '
                                                  ? "Space not allowed in string format specifier"
                                                  : "Sign not allowed in string format specifier");
            return NULL;
        }
        if (s->zcoerce) {
            np_raisef(vm, NP_TYPE_VALUEERROR,
                      "Negative zero coercion (z) not allowed in string format specifier");
            return NULL;
        }
        if (s->alt) {
            np_raisef(vm, NP_TYPE_VALUEERROR,
                      "Alternate form (#) not allowed in string format specifier");
            return NULL;
        }
        if (s->grouping) {
            np_raisef(vm, NP_TYPE_VALUEERROR, "Cannot specify '%c' with 's'.", s->grouping);
            return NULL;
        }
        if (s->align == '=') {
            np_raisef(vm, NP_TYPE_VALUEERROR,
                      "'=' alignment not allowed in string format specifier");
            return NULL;
        }
    }
    size_t len = v->len, ncp = v->ncp;
    if (s->precision >= 0 && (size_t)s->precision < ncp) {
        ncp = (size_t)s->precision;
        len = np_str_offset(v, ncp);
    }
    if (len == v->len && (s->width < 0 || (size_t)s->width <= ncp)) {
        if (!into)
            return v;
        np_buf_append_str(into, v);
        return vm->s_empty;
    }
    return emit_text(vm, s, v->data, len, ncp, '<', into);
}

/* ================================================================ float */

// Writes "d.ddd" then "e+XX" (at least two exponent digits) for [n] digits [dig] with decimal
// exponent [exp]; the point only when digits follow it or [point] asks for it.
static int put_exp_form(char *buf, const char *dig, int n, int exp, bool point, bool upper)
{
    int len = 0;
    buf[len++] = dig[0];
    if (n > 1 || point)
        buf[len++] = '.';
    memcpy(buf + len, dig + 1, (size_t)(n - 1));
    len += n - 1;
    buf[len++] = upper ? 'E' : 'e';
    buf[len++] = exp < 0 ? '-' : '+';
    int a = exp < 0 ? -exp : exp;
    if (a >= 100)
        buf[len++] = (char)('0' + a / 100);
    buf[len++] = (char)('0' + a / 10 % 10);
    buf[len++] = (char)('0' + a % 10);
    buf[len] = '\0';
    return len;
}

// Writes [n] digits [dig] with decimal exponent [exp] (-4 <= exp < n) in fixed notation:
// "ddd.ddd" or "0.000ddd"; the point only when digits follow it or [point] asks for it.
static int put_fixed_form(char *buf, const char *dig, int n, int exp, bool point)
{
    int len = 0;
    if (exp >= 0) {
        memcpy(buf, dig, (size_t)exp + 1);
        len = exp + 1;
        if (n > exp + 1 || point)
            buf[len++] = '.';
        memcpy(buf + len, dig + exp + 1, (size_t)(n - exp - 1));
        len += n - exp - 1;
    } else {
        buf[len++] = '0';
        buf[len++] = '.';
        memset(buf + len, '0', (size_t)(-exp - 1));
        len += -exp - 1;
        memcpy(buf + len, dig, (size_t)n);
        len += n;
    }
    buf[len] = '\0';
    return len;
}

// The 'g' family for finite x > 0 with [prec] (1..17) significant digits, from exact digits
// (np_float_digits) instead of printf. Exponent form when the decimal exponent is below -4 or
// at least [limit] (prec for 'g', prec - 1 for no type); trailing zeros go unless [alt]; [dot0]
// (no type) keeps a ".0" on fixed output without a point. -1 when the digits need printf.
static int general_exact(char *buf, double x, int prec, bool alt, bool upper, int limit,
                         bool dot0)
{
    char dig[20];
    int exp;
    if (!np_float_digits(x, prec, dig, &exp))
        return -1;
    int n = prec;
    if (!alt)
        while (n > 1 && dig[n - 1] == '0')
            n--;
    if (exp < -4 || exp >= limit)
        return put_exp_form(buf, dig, n, exp, alt, upper);
    if (n < exp + 1)
        n = exp + 1;  // zeros of the integer part stay
    int len = put_fixed_form(buf, dig, n, exp, alt);
    if (dot0 && n <= exp + 1 && !alt) {
        memcpy(buf + len, ".0", 3);
        len += 2;
    }
    return len;
}

// Formats finite [x] (>= 0) in Python's no-type-with-precision style: like 'g', but the
// exponent form is used from precision - 1 on and fixed output keeps a ".0".
static int float_general_dot0(char *buf, size_t size, double x, int prec, bool alt)
{
    if (prec == 0)
        prec = 1;
    if (x > 0 && prec <= 17) {
        int n = general_exact(buf, x, prec, alt, false, prec - 1, true);
        if (n >= 0)
            return n;
    }
    // Only the exponent is read from [tmp]. More than 40 digits never change it (rounding can
    // carry into the exponent only through a run of 9s, and no double has 40 of them), and more
    // would not fit: the 'e' would be cut off (found by fuzz_format: format(1.5, '.60')).
    char tmp[64];
    snprintf(tmp, sizeof tmp, "%.*e", prec - 1 > 40 ? 40 : prec - 1, x);
    int exp = atoi(strchr(tmp, 'e') + 1);
    int n;
    if (exp < -4 || exp >= prec - 1) {
        n = snprintf(buf, size, alt ? "%#.*e" : "%.*e", prec - 1, x);
        if (!alt) {
            // Strip trailing zeros of the mantissa.
            char *e = strchr(buf, 'e');
            char *m = e;
            // Only a fraction loses zeros: format(0.0, '.1') is '0e+00'.
            while (memchr(buf, '.', (size_t)(e - buf)) && m > buf && m[-1] == '0')
                m--;
            if (m > buf && m[-1] == '.')
                m--;
            memmove(m, e, strlen(e) + 1);
            n = (int)strlen(buf);
        }
        return n;
    }
    n = snprintf(buf, size, "%.*f", prec - 1 - exp, x);
    if (!alt && strchr(buf, '.')) {
        while (buf[n - 1] == '0')
            buf[--n] = '\0';
        if (buf[n - 1] == '.')
            buf[--n] = '\0';
    }
    if (!strchr(buf, '.') && !strchr(buf, 'e')) {
        strcpy(buf + n, ".0");
        n += 2;
    }
    return n;
}

// Writes the decimal digits of [q] at [out] (room for 40) and returns how many.
static int u128_digits(unsigned __int128 q, char *out)
{
    char tmp[40];
    int n = 0;
    while (q > UINT64_MAX) {
        // Peel 19 digits at a time so the rest runs on 64-bit divisions.
        uint64_t low = (uint64_t)(q % 10000000000000000000ULL);
        q /= 10000000000000000000ULL;
        for (int k = 0; k < 19; k++, low /= 10)
            tmp[n++] = (char)('0' + low % 10);
    }
    uint64_t r = (uint64_t)q;
    do {
        tmp[n++] = (char)('0' + r % 10);
        r /= 10;
    } while (r);
    for (int k = 0; k < n; k++)
        out[k] = tmp[n - 1 - k];
    return n;
}

// printf's "%.*f" for finite [x] >= 0 and [prec] <= 19, computed exactly in 128-bit integers
// (np_float_scaled_round: x = m * 2**e, so x * 10**prec = m * 10**prec * 2**e, rounded half to
// even like glibc and CPython's dtoa). Returns the length written to [buf] (room for 64), or -1
// when the value is too large for 128 bits (the caller falls back to snprintf).
static int fixed_exact(char *buf, double x, int prec, bool alt)
{
    unsigned __int128 q;
    if (!np_float_scaled_round(x, prec, &q))
        return -1;
    char digits[40];
    int nd = u128_digits(q, digits);
    int len = 0;
    if (nd <= prec) {
        // 0.000ddd: the integer part is 0 and zeros lead the fraction.
        buf[len++] = '0';
        buf[len++] = '.';
        memset(buf + len, '0', (size_t)(prec - nd));
        len += prec - nd;
        memcpy(buf + len, digits, (size_t)nd);
        len += nd;
    } else {
        memcpy(buf, digits, (size_t)(nd - prec));
        len = nd - prec;
        if (prec > 0 || alt)
            buf[len++] = '.';
        memcpy(buf + len, digits + nd - prec, (size_t)prec);
        len += prec;
    }
    buf[len] = '\0';
    return len;
}

// Renders |x| (finite) for presentation type [type] into a buffer of [size] bytes.
static int float_body(char *buf, size_t size, double x, const Spec *s, char type)
{
    int prec = s->precision < 0 ? 6 : (int)s->precision;
    switch (type) {
    case 0:
        if (s->precision < 0) {
            int n = np_float_repr_buf(x, buf);
            buf[n] = '\0';
            return n;
        }
        return float_general_dot0(buf, size, x, (int)s->precision, s->alt);
    case 'e': case 'E':
        if (x > 0 && prec <= 16) {
            char dig[20];
            int exp;
            if (np_float_digits(x, prec + 1, dig, &exp))
                return put_exp_form(buf, dig, prec + 1, exp, s->alt, type == 'E');
        }
        return snprintf(buf, size, s->alt ? (type == 'e' ? "%#.*e" : "%#.*E")
                                          : (type == 'e' ? "%.*e" : "%.*E"), prec, x);
    case 'f': case 'F': case '%':
        if (prec <= 19) {
            int n = fixed_exact(buf, x, prec, s->alt);
            if (n >= 0)
                return n;
        }
        return snprintf(buf, size, s->alt ? "%#.*f" : "%.*f", prec, x);
    default: /* g G n */
        if (prec == 0)
            prec = 1;
        if (x > 0 && prec <= 17) {
            int n = general_exact(buf, x, prec, s->alt, type == 'G', prec, false);
            if (n >= 0)
                return n;
        }
        return snprintf(buf, size, s->alt ? (type == 'G' ? "%#.*G" : "%#.*g")
                                          : (type == 'G' ? "%.*G" : "%.*g"), prec, x);
    }
}

// True when every digit in [buf] is zero (so -0.00 may be coerced by the z flag).
static bool all_zero_digits(const char *buf)
{
    for (; *buf && *buf != 'e' && *buf != 'E'; buf++) {
        if (*buf >= '1' && *buf <= '9')
            return false;
    }
    return true;
}

static NpStr *format_float(NpVM *vm, double x, const Spec *s, NpBuf *into)
{
    uint32_t type = s->type;
    if (type && type != 'f' && !(type < 128 && strchr("eEFgGn%", (int)type))) {
        unknown_code(vm, type, s->tname ? s->tname : "float");
        return NULL;
    }
    if (type == 'n' && s->grouping) {
        np_raisef(vm, NP_TYPE_VALUEERROR, "Cannot specify '%c' with 'n'.", s->grouping);
        return NULL;
    }
    if (!check_grouping(vm, s))
        return NULL;
    if (s->precision > 100000 || (s->precision > 0 && (uint64_t)s->precision * 2 > vm->mem_limit)) {
        np_raise_nomem(vm);
        return NULL;
    }
    if (type == '%')
        x *= 100;
    bool neg = signbit(x) && !isnan(x);
    double ax = fabs(x);
    size_t size = (size_t)(s->precision > 0 ? s->precision : 0) + 400;
    // Most precisions fit the stack buffer; larger ones take a charged heap buffer.
    char stackbuf[512];
    char *buf = size <= sizeof stackbuf ? stackbuf : np_mem_realloc(vm, NULL, 0, size);
    if (!buf)
        return NULL;
    bool upper = type == 'E' || type == 'F' || type == 'G';
    int n;
    if (isinf(ax))
        n = snprintf(buf, size, upper ? "INF" : "inf");
    else if (isnan(ax))
        n = snprintf(buf, size, upper ? "NAN" : "nan");
    else
        n = float_body(buf, size, ax, s, type);
    if (type == '%')
        buf[n++] = '%', buf[n] = '\0';
    if (neg && s->zcoerce && !isinf(ax) && all_zero_digits(buf))
        neg = false;
    NumParts np = {.sign = neg ? "-" : s->sign == '+' ? "+" : s->sign == ' ' ? " " : "",
                   .prefix = ""};
    // The integer digits are the leading run of digits; the rest is fraction/exponent/%.
    size_t nd = 0;
    if (!isinf(ax) && !isnan(ax)) {
        while (buf[nd] >= '0' && buf[nd] <= '9')
            nd++;
    }
    np.digits = buf;
    np.ndigits = nd;
    np.rest = buf + nd;
    np.nrest = (size_t)n - nd;
    Spec s2 = *s;
    if (isinf(ax) || isnan(ax))
        s2.grouping = 0;
    NpStr *r = emit_number(vm, &s2, &np, 3, into);
    if (buf != stackbuf)
        np_mem_realloc(vm, buf, size, 0);
    return r;
}

/* ================================================================ int */

// %c / 'c': the character with code point [v].
static NpStr *format_char(NpVM *vm, NpValue v, const Spec *s, NpBuf *into)
{
    int64_t cp = 0;
    // An int subclass's instance holds its value as a big int object even when it is small.
    bool big = NP_IS_BIGINT(v) && !mpz_fits_slong_p(NP_AS_BIGINT(v)->z);
    if (NP_IS_BIGINT(v) && !big)
        cp = mpz_get_si(NP_AS_BIGINT(v)->z);
    else if (!big)
        cp = v.u.i;
    // format() converts to a C long first (CPython's format_long_internal); % checks the range.
    if (big && !s->percent) {
        np_raisef(vm, NP_TYPE_OVERFLOWERROR, "Python int too large to convert to C long");
        return NULL;
    }
    if (big || cp < 0 || cp > 0x10FFFF) {
        np_raisef(vm, NP_TYPE_OVERFLOWERROR, "%%c arg not in range(0x110000)");
        return NULL;
    }
    char enc[4];
    int len = np_utf8_encode((uint32_t)cp, enc);
    // Numbers are right-aligned by default, 'c' included (CPython's format_long_internal).
    return emit_text(vm, s, enc, (size_t)len, 1, '>', into);
}

// Checks the options an int spec may not combine; false with ValueError.
static bool check_int_spec(NpVM *vm, const Spec *s)
{
    if (s->percent)
        return true;
    if (s->zcoerce) {
        return np_raisef(vm, NP_TYPE_VALUEERROR,
                         "Negative zero coercion (z) not allowed in integer format specifier");
    }
    if (s->precision >= 0)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "Precision not allowed in integer format specifier");
    if (s->type == 'c') {
        if (s->sign) {
            return np_raisef(vm, NP_TYPE_VALUEERROR,
                             "Sign not allowed with integer format specifier 'c'");
        }
        if (s->alt) {
            return np_raisef(vm, NP_TYPE_VALUEERROR,
                             "Alternate form (#) not allowed with integer format specifier 'c'");
        }
    }
    if (s->type == 'n' && s->grouping)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "Cannot specify '%c' with 'n'.", s->grouping);
    return check_grouping(vm, s);
}

// Writes the digits of |i| in [base] (2, 8, 10 or 16, lower case) backwards, ending just before
// [end] (room for 64 before it), and returns where they start; INT64_MIN is handled through its
// unsigned magnitude. Two decimal digits a step from a table of the pairs, shifts for the
// powers of two.
static char *small_int_digits(int64_t i, int base, char *end)
{
    static const char pairs[] = "00010203040506070809101112131415161718192021222324"
                                "25262728293031323334353637383940414243444546474849"
                                "50515253545556575859606162636465666768697071727374"
                                "75767778798081828384858687888990919293949596979899";
    uint64_t m = i < 0 ? (uint64_t)0 - (uint64_t)i : (uint64_t)i;
    char *d = end;
    if (base == 10) {
        while (m >= 100) {
            unsigned k = (unsigned)(m % 100) * 2;
            m /= 100;
            *--d = pairs[k + 1];
            *--d = pairs[k];
        }
        if (m >= 10) {
            *--d = pairs[m * 2 + 1];
            *--d = pairs[m * 2];
        } else {
            *--d = (char)('0' + m);
        }
    } else {
        int shift = base == 16 ? 4 : base == 8 ? 3 : 1;
        do {
            *--d = "0123456789abcdef"[m & (uint64_t)(base - 1)];
            m >>= shift;
        } while (m);
    }
    return d;
}

static NpStr *format_int(NpVM *vm, NpValue v, const Spec *s, NpBuf *into)
{
    uint32_t type = s->type ? s->type : 'd';
    if (type == 'e' || type == 'E' || type == 'f' || type == 'F' || type == 'g' || type == 'G' ||
        type == '%') {
        double d;
        if (!np_int_to_double(vm, v, &d))
            return NULL;
        return format_float(vm, d, s, into);
    }
    if (type != 'd' && type != 'x' && type != 'X' && type != 'b' && type != 'o' && type != 'c' &&
        type != 'n') {
        unknown_code(vm, type, s->tname ? s->tname : "int");
        return NULL;
    }
    if (!check_int_spec(vm, s))
        return NULL;
    if (type == 'c')
        return format_char(vm, v, s, into);
    int base = type == 'b' ? 2 : type == 'o' ? 8 : (type == 'x' || type == 'X') ? 16 : 10;
    const char *p;
    bool neg;
    size_t nd;
    char small[72];  // 64 binary digits of a small int, no sign
    if (NP_IS_INT(v)) {
        neg = v.u.i < 0;
        p = small_int_digits(v.u.i, base, small + sizeof small);
        nd = (size_t)(small + sizeof small - p);
    } else {
        NpStr *digits = np_int_to_base(vm, v, base);
        if (!digits)
            return NULL;
        p = digits->data;
        neg = *p == '-';
        if (neg)
            p++;
        if (base != 10)
            p += 2;  // np_int_to_base writes the 0x/0o/0b prefix.
        nd = digits->len - (size_t)(p - digits->data);
    }
    char *upper = NULL;
    if (type == 'X') {
        upper = np_mem_realloc(vm, NULL, 0, nd + 1);
        if (!upper)
            return NULL;
        for (size_t i = 0; i < nd; i++)
            upper[i] = (p[i] >= 'a' && p[i] <= 'f') ? (char)(p[i] - 32) : p[i];
        p = upper;
    }
    static const char *const prefixes[] = {"0b", "0o", "0x", "0X"};
    const char *prefix = "";
    if (s->alt && base != 10)
        prefix = prefixes[type == 'b' ? 0 : type == 'o' ? 1 : type == 'x' ? 2 : 3];
    // %-formatting's precision is a minimum number of digits.
    NumParts np = {.sign = neg ? "-" : s->sign == '+' ? "+" : s->sign == ' ' ? " " : "",
                   .prefix = prefix, .digits = p, .ndigits = nd, .rest = "", .nrest = 0};
    NpStr *r;
    if (s->percent && s->precision > (int64_t)nd) {
        if (width_too_big(vm, &(Spec){.width = s->precision})) {
            r = NULL;
        } else {
            NpBuf b;
            np_buf_init(&b, vm);
            put_fill(&b, '0', s->precision - (int64_t)nd);
            np_buf_append(&b, p, nd);
            NpStr *padded = np_buf_finish(&b);
            if (padded) {
                np.digits = padded->data;
                np.ndigits = padded->len;
            }
            r = padded ? emit_number(vm, s, &np, 3, into) : NULL;
        }
    } else {
        r = emit_number(vm, s, &np, base == 10 ? 3 : 4, into);
    }
    if (upper)
        np_mem_realloc(vm, upper, nd + 1, 0);
    return r;
}

/* ================================================================ format() */

NpStr *np_format(NpVM *vm, NpValue v, NpStr *spec)
{
    NpType *t = np_typeof(vm, v);
    if (t->tflags & NP_TF_USER) {
        NpValue fn, r;
        if (np_lookup_special(vm, v, "__format__", &fn)) {
            NpValue args[2] = {v, np_obj(&spec->hdr)};
            if (!np_push_root(vm, v) || !np_push_root(vm, args[1]))
                return NULL;
            bool ok = np_call(vm, fn, 2, args, NULL, &r);
            np_pop_roots(vm, 2);
            if (!ok)
                return NULL;
            if (!NP_IS_STR(r)) {
                np_raisef(vm, NP_TYPE_TYPEERROR, "__format__ must return a str, not %s",
                          np_type_name(vm, r));
                return NULL;
            }
            return NP_AS_STR(r);
        }
    }
    return np_format_plain(vm, v, spec->data, spec->len);
}

// np_format_plain's work with the result's destination: [into] (the result written at its end,
// vm->s_empty returned) or, when NULL, a new str.
static NpStr *format_plain(NpVM *vm, NpValue v, const char *spec, size_t len, NpBuf *into)
{
    if (len == 0) {
        NpStr *r = np_to_str(vm, v);
        if (r && into) {
            np_buf_append_str(into, r);
            r = vm->s_empty;
        }
        return r;
    }
    Spec s;
    const char *tname = np_typeof(vm, v)->name->data;
    if (NP_IS_INT(v) || NP_IS_BOOL(v) || NP_IS_BIGINT(v)) {
        if (!parse_spec(vm, spec, len, tname, false, &s))
            return NULL;
        return format_int(vm, NP_IS_BOOL(v) ? np_int(v.u.i) : v, &s, into);
    }
    if (NP_IS_FLOAT(v)) {
        if (!parse_spec(vm, spec, len, tname, false, &s))
            return NULL;
        return format_float(vm, v.u.f, &s, into);
    }
    if (NP_IS_STR(v)) {
        if (!parse_spec(vm, spec, len, tname, true, &s))
            return NULL;
        return format_str(vm, NP_AS_STR(v), &s, into);
    }
    np_raisef(vm, NP_TYPE_TYPEERROR, "unsupported format string passed to %s.__format__",
              np_type_name(vm, v));
    return NULL;
}

NpStr *np_format_plain(NpVM *vm, NpValue v, const char *spec, size_t len)
{
    return format_plain(vm, v, spec, len, NULL);
}

bool np_format_plain_to(NpVM *vm, NpValue v, const char *spec, size_t len, NpBuf *into)
{
    return format_plain(vm, v, spec, len, into) != NULL;
}

/* ================================================================ str % args */

// The conversion steps of `%`, inlined into each of its two loops (str's and bytes'): see
// percent_one.
#define PERCENT_INLINE static inline __attribute__((always_inline))

// State of one `fmt % args` evaluation.
typedef struct Percent {
    NpVM *vm;
    // The positional arguments (a tuple's items, or the single non-tuple argument).
    const NpValue *args;
    size_t nargs, next;
    // The mapping for %(key)s, or UNDEF.
    NpValue mapping;
} Percent;

// Takes the next positional argument.
static bool next_arg(Percent *pc, NpValue *out)
{
    if (pc->next >= pc->nargs) {
        return np_raisef(pc->vm, NP_TYPE_TYPEERROR, "not enough arguments for format string");
    }
    *out = pc->args[pc->next++];
    return true;
}

// Reads a width or precision: digits, or '*' taken from the arguments.
static bool percent_num(Percent *pc, const char **p, const char *end, int64_t *out, bool *neg)
{
    *neg = false;
    if (*p < end && **p == '*') {
        (*p)++;
        NpValue v = np_none();
        if (!next_arg(pc, &v))
            return false;
        if (!NP_IS_INT(v) && !NP_IS_BOOL(v))
            return np_raisef(pc->vm, NP_TYPE_TYPEERROR, "* wants int");
        *out = v.u.i;
        if (*out < 0) {
            *neg = true;
            // -INT64_MIN does not exist; any width that large is refused later anyway.
            *out = *out == INT64_MIN ? INT64_MAX : -*out;
        }
        return true;
    }
    return read_num(pc->vm, p, end, out);
}

// Converts one argument for %d/%i/%u/%x/%X/%o: ints pass, floats truncate for d/i/u only.
static bool percent_int_arg(Percent *pc, NpValue v, char conv, NpValue *out)
{
    NpVM *vm = pc->vm;
    if (NP_IS_INT(v) || NP_IS_BIGINT(v)) {
        *out = v;
        return true;
    }
    if (NP_IS_BOOL(v)) {
        *out = np_int(v.u.i);
        return true;
    }
    if (NP_IS_FLOAT(v)) {
        if (conv == 'x' || conv == 'X' || conv == 'o') {
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "%%%c format: an integer is required, not float", conv);
        }
        double d = trunc(v.u.f);
        if (isinf(d))
            return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "cannot convert float infinity to integer");
        if (isnan(d))
            return np_raisef(vm, NP_TYPE_VALUEERROR, "cannot convert float NaN to integer");
        mpz_t z;
        mpz_init_set_d(z, d);
        bool ok = np_int_from_mpz(vm, z, out);
        mpz_clear(z);
        return ok;
    }
    if (conv == 'x' || conv == 'X' || conv == 'o') {
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%%%c format: an integer is required, not %s",
                         conv, np_type_name(vm, v));
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "%%%c format: a real number is required, not %s",
                     conv, np_type_name(vm, v));
}

// The bytes %s/%b/%r/%a/%c conversions of [v] (the others are str's), padded per [s] into [b];
// NULL on error. %s and %b take a bytes-like object or one whose class defines __bytes__; %r
// is %a (ascii() of the value); %c an int in range(256) or a single byte.
static NpStr *percent_convert_bytes(Percent *pc, char conv, NpValue v, Spec *s, NpBuf *b)
{
    NpVM *vm = pc->vm;
    const uint8_t *p;
    size_t n;
    if (conv == 'r' || conv == 'a') {
        NpStr *str = nplib_ascii(vm, v);  // ASCII: one byte per code point
        if (!str)
            return NULL;
        p = (const uint8_t *)str->data;
        n = str->len;
    } else if (conv == 'c') {
        uint8_t c;
        if (np_bytes_view(v, &p, &n) && n == 1) {
            c = p[0];
        } else if (v.tag == NP_T_INT || NP_IS_BOOL(v) || NP_IS_BIGINT(v)) {
            int64_t i = v.u.i;
            if ((NP_IS_BIGINT(v) && !np_bigint_small(v, &i)) || i < 0 || i > 255) {
                np_raisef(vm, NP_TYPE_OVERFLOWERROR, "%%c arg not in range(256)");
                return NULL;
            }
            c = (uint8_t)i;
        } else {
            np_raisef(vm, NP_TYPE_TYPEERROR,
                      "%%c requires an integer in range(256) or a single byte");
            return NULL;
        }
        return emit_text(vm, s, (const char *)&c, 1, 1, '>', b);
    } else {
        NpValue r = v;
        int got = np_bytes_view(v, &p, &n) ? 0 : np_bytes_dunder(vm, v, &r);
        if (got < 0)
            return NULL;
        if (!np_bytes_view(r, &p, &n)) {
            np_raisef(vm, NP_TYPE_TYPEERROR, "%%b requires a bytes-like object, or an object "
                      "that implements __bytes__, not '%s'", np_type_name(vm, v));
            return NULL;
        }
    }
    if (s->precision >= 0 && (size_t)s->precision < n)
        n = (size_t)s->precision;
    return emit_text(vm, s, (const char *)p, n, n, '>', b);
}

// Renders one conversion [conv] of value [v] with spec [s] at the end of [b]; NULL on error.
PERCENT_INLINE NpStr *percent_convert(Percent *pc, bool bytes, char conv, NpValue v, Spec *s,
                                      NpBuf *b)
{
    NpVM *vm = pc->vm;
    if (bytes && strchr("srabc", conv))
        return percent_convert_bytes(pc, conv, v, s, b);
    switch (conv) {
    case 's': case 'r': case 'a': {
        NpStr *str = conv == 's' ? np_to_str(vm, v) : conv == 'r' ? np_repr(vm, v)
                                                                    : nplib_ascii(vm, v);
        if (!str)
            return NULL;
        s->type = 0;
        s->align = s->align ? s->align : '>';
        return format_str(vm, str, s, b);
    }
    case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': {
        NpValue iv;
        if (!percent_int_arg(pc, v, conv, &iv))
            return NULL;
        s->type = (conv == 'x' || conv == 'X' || conv == 'o') ? conv : 'd';
        return format_int(vm, iv, s, b);
    }
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': {
        double d;
        if (NP_IS_FLOAT(v)) {
            d = v.u.f;
        } else if (NP_IS_INT(v) || NP_IS_BOOL(v) || NP_IS_BIGINT(v)) {
            if (!np_int_to_double(vm, NP_IS_BOOL(v) ? np_int(v.u.i) : v, &d))
                return NULL;
        } else {
            np_raisef(vm, NP_TYPE_TYPEERROR, bytes ? "float argument required, not %s"
                                                       : "must be real number, not %s",
                      np_type_name(vm, v));
            return NULL;
        }
        s->type = conv;
        if (s->precision < 0)
            s->precision = 6;
        return format_float(vm, d, s, b);
    }
    case 'c':
        if (NP_IS_STR(v)) {
            if (NP_AS_STR(v)->ncp != 1) {
                np_raisef(vm, NP_TYPE_TYPEERROR, "%%c requires int or char");
                return NULL;
            }
            return emit_text(vm, s, NP_AS_STR(v)->data, NP_AS_STR(v)->len, 1, '>', b);
        }
        if (!NP_IS_INT(v) && !NP_IS_BIGINT(v) && !NP_IS_BOOL(v)) {
            np_raisef(vm, NP_TYPE_TYPEERROR, "%%c requires int or char");
            return NULL;
        }
        return format_char(vm, NP_IS_BOOL(v) ? np_int(v.u.i) : v, s, b);
    default:
        return NULL;
    }
}

// Parses "(key)" at [*p] and looks it up in the mapping.
PERCENT_INLINE bool percent_key(Percent *pc, bool bytes, const char **p, const char *end,
                                NpValue *out)
{
    NpVM *vm = pc->vm;
    if (NP_IS_UNDEF(pc->mapping))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "format requires a mapping");
    const char *start = ++*p;
    int depth = 1;
    while (*p < end) {
        if (**p == '(')
            depth++;
        else if (**p == ')' && --depth == 0)
            break;
        (*p)++;
    }
    if (*p >= end)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "incomplete format key");
    if (bytes) {  // a bytes key, looked up as any mapping does
        NpBytes *bkey = np_bytes_new(vm, start, (size_t)(*p - start));
        (*p)++;
        pc->next = pc->nargs;
        return bkey && np_getitem(vm, pc->mapping, np_obj(&bkey->hdr), out);
    }
    // Interned: a key seen before (the dict's own literal keys, mostly) is found without a new
    // str, and with its hash cached.
    NpStr *key = np_intern(vm, start, (size_t)(*p - start));
    (*p)++;
    if (!key)
        return false;
    pc->next = pc->nargs;  // A mapping format uses no positional arguments.
    NpValue m = pc->mapping;
    if (NP_IS_DICT(m) && NP_OBJ(m)->type == vm->types[NP_TYPE_DICT]) {
        // An exact dict: probed directly; a missing key raises KeyError through np_getitem.
        bool found = false;
        if (!np_dict_get(vm, NP_AS_DICT(m), np_obj(&key->hdr), out, &found))
            return false;
        if (found)
            return true;
    }
    return np_getitem(vm, m, np_obj(&key->hdr), out);
}

// Parses the flags, width and precision of one conversion into [s].
PERCENT_INLINE bool percent_spec(Percent *pc, const char **p, const char *end, Spec *s)
{
    *s = (Spec){.fill = ' ', .width = -1, .precision = -1, .percent = true};
    for (; *p < end; (*p)++) {
        char c = **p;
        if (c == '-')
            s->align = '<';
        else if (c == '+')
            s->sign = '+';
        else if (c == ' ')
            s->sign = s->sign ? s->sign : ' ';
        else if (c == '#')
            s->alt = true;
        else if (c == '0')
            s->zero = true;
        else
            break;
    }
    bool neg;
    if (*p < end && (**p == '*' || (**p >= '0' && **p <= '9'))) {
        if (!percent_num(pc, p, end, &s->width, &neg))
            return false;
        if (neg)
            s->align = '<';
    }
    if (*p < end && **p == '.') {
        (*p)++;
        s->precision = 0;
        if (*p < end && (**p == '*' || (**p >= '0' && **p <= '9'))) {
            if (!percent_num(pc, p, end, &s->precision, &neg))
                return false;
        }
    }
    while (*p < end && (**p == 'h' || **p == 'l' || **p == 'L'))
        (*p)++;
    return true;
}

// The common conversions written straight into [b], with no intermediate str and nothing that
// can fail: %d/%i/%u/%x/%X of a small int with at most a '-' or '0' flag and a width up to 64
// (no sign flag, '#' or precision), and %s of an exact str without width or precision. False
// (nothing written) when the conversion needs the general path.
PERCENT_INLINE bool percent_direct(NpVM *vm, char conv, NpValue v, const Spec *s, NpBuf *b)
{
    if (conv == 's' && s->width < 0 && s->precision < 0 && NP_IS_KIND(v, OBJ_STR) &&
        NP_OBJ(v)->type == vm->types[NP_TYPE_STR]) {
        np_buf_append_str(b, NP_AS_STR(v));
        return true;
    }
    if (v.tag != NP_T_INT || s->sign || s->alt || s->precision >= 0 || s->width > 64)
        return false;
    int base;
    if (conv == 'd' || conv == 'i' || conv == 'u')
        base = 10;
    else if (conv == 'x' || conv == 'X')
        base = 16;
    else
        return false;
    char buf[72];
    char *digits = small_int_digits(v.u.i, base, buf + sizeof buf);
    size_t nd = (size_t)(buf + sizeof buf - digits);
    if (conv == 'X') {
        for (size_t i = 0; i < nd; i++)
            if (digits[i] >= 'a')
                digits[i] = (char)(digits[i] - 32);
    }
    bool neg = v.u.i < 0;
    int64_t pad = s->width - (int64_t)(nd + neg);
    if (pad > 0 && s->align != '<' && s->fill != '0')
        put_fill(b, ' ', pad);
    if (neg)
        np_buf_append(b, "-", 1);
    if (pad > 0 && s->fill == '0')
        put_fill(b, '0', pad);
    np_buf_append(b, digits, nd);
    if (pad > 0 && s->align == '<')
        put_fill(b, ' ', pad);
    return true;
}

// The ValueError for unsupported conversion byte [c] at [index] of a bytes format. CPython
// names the byte as a C char: printable and control ASCII as itself, and a byte above 127 (a
// negative char) fails in its message formatting with an OverflowError instead.
static bool percent_bad_byte(NpVM *vm, unsigned char c, size_t index)
{
    if (c > 127)
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "character argument not in range(0x110000)");
    return np_raisef(vm, NP_TYPE_VALUEERROR,
                     "unsupported format character '%c' (0x%x) at index %zu", (char)c,
                     (unsigned)c, index);
}

// One conversion starting after '%' at [*p] of the format starting at [fmt]; the result goes to
// [b]. [bytes] is true for `bytes % args` (and bytearray's): keys are bytes, %b is %s, %r is
// %a, and %s and %c take bytes (np_bytes_percent). Inlined, with the conversion helpers it
// inlined when str's loop was its only caller (percent_spec, percent_key, percent_direct,
// percent_convert), into both loops, where [bytes] is a constant: called out of line, a
// `str % args` of five conversions cost 2% more (conform18).
PERCENT_INLINE bool percent_one(Percent *pc, bool bytes, const char *fmt, const char **p,
                                const char *end, NpBuf *b)
{
    NpVM *vm = pc->vm;
    NpValue v = np_undef();
    const char *start = *p;
    if (*p < end && **p == '(' && !percent_key(pc, bytes, p, end, &v))
        return false;
    Spec s;
    if (!percent_spec(pc, p, end, &s))
        return false;
    if (*p >= end)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "incomplete format");
    char conv = **p;
    if (conv == '%') {
        if (*p == start) {
            (*p)++;
            np_buf_append(b, "%", 1);
            return true;
        }
        // A key, flags, a width or a precision before the second '%' ("%5%"): CPython 3.11
        // takes an argument for it ("not enough arguments" when none is left), then refuses
        // the '%' as a conversion character (below).
        if (NP_IS_UNDEF(v) && !next_arg(pc, &v))
            return false;
    }
    if (conv != 's' && conv != 'd' && (!conv || !strchr("raiuxXoeEfFgGc", conv)) &&
        !(bytes && conv == 'b')) {
        if (bytes)
            return percent_bad_byte(vm, (unsigned char)conv, (size_t)(*p - fmt));
        const char *q = *p;
        uint32_t cp = np_utf8_decode(&q);
        size_t index = 0;
        for (const char *r = fmt; r < *p; index++)
            np_utf8_decode(&r);
        if (cp >= 32 && cp < 127) {
            return np_raisef(vm, NP_TYPE_VALUEERROR,
                             "unsupported format character '%c' (0x%x) at index %zu", (char)cp,
                             (unsigned)cp, index);
        }
        return np_raisef(vm, NP_TYPE_VALUEERROR,
                         "unsupported format character '?' (0x%x) at index %zu", (unsigned)cp,
                         index);
    }
    (*p)++;
    if (s.zero && s.align != '<' && conv != 's' && conv != 'r' && conv != 'a' && conv != 'c') {
        s.fill = '0';
        s.align = '=';
    }
    if (NP_IS_UNDEF(v) && !next_arg(pc, &v))
        return false;
    if (!bytes && percent_direct(pc->vm, conv, v, &s, b))
        return true;
    return percent_convert(pc, bytes, conv, v, &s, b) != NULL;
}

// The most conversions (and %% escapes) percent_simple handles.
#define PERCENT_SIMPLE_MAX 10
// The widest field percent_simple pads; a wider one takes the general path (and its limits).
#define PERCENT_SIMPLE_WIDTH 64

// One conversion or %% escape of percent_simple, ready to copy: where its spec is in the
// format ([at] its '%', [end] after its conversion character), the bytes of its value, their
// count and code points, and its padding: [pad] fill characters, '0' after the sign or spaces
// before ([left] false) or after ([left] true) the value.
typedef struct {
    size_t at, end;
    const char *p;
    size_t len, ncp;
    size_t pad;
    bool left, zero;
    // The quote written before and after the value (%r of a plain ASCII str), or 0.
    char quote;
} SimplePiece;

// Whether repr() of the ASCII str [a] is [a] between single quotes: printable characters
// only, none of them a quote or a backslash (repr escapes those or picks other quotes).
static bool repr_is_quoted(const NpStr *a)
{
    if (!(a->hdr.flags & NP_STR_ASCII))
        return false;
    for (size_t i = 0; i < a->len; i++) {
        unsigned char c = (unsigned char)a->data[i];
        if (c < 0x20 || c > 0x7e || c == '\'' || c == '\\')
            return false;
    }
    return true;
}

// Reads the flags ('-' and '0' only) and width (up to PERCENT_SIMPLE_WIDTH) of a conversion
// at [*q] for percent_simple; false for anything else (a key, '*', a precision, other flags).
static inline bool simple_spec(const char **q, const char *end, SimplePiece *pc, size_t *width)
{
    const char *p = *q;
    pc->left = pc->zero = false;
    for (; p < end && (*p == '-' || *p == '0'); p++) {
        if (*p == '-')
            pc->left = true;
        else
            pc->zero = true;
    }
    size_t w = 0;
    for (; p < end && *p >= '0' && *p <= '9'; p++) {
        w = w * 10 + (size_t)(*p - '0');
        if (w > PERCENT_SIMPLE_WIDTH)
            return false;
    }
    *width = w;
    *q = p;
    return true;
}

// `fmt % args` when every conversion is %s, %d, %i, %u, %x or %X with at most the '-' and '0'
// flags and a width up to PERCENT_SIMPLE_WIDTH (or a %% escape), and each argument is an
// exact str (for %s) or a small int that is no bool, at most PERCENT_SIMPLE_MAX of them and
// exactly as many as the conversions: the result is sized first and written once, without
// the general path's spec parsing and its NpBuf and copy ("%s#%d" % (node, i) went through
// both, ~520 instructions; "%02d:%02d" and "0x%x" did until session 17). The padding follows
// the general path: '0' pads numbers after their sign (ignored for %s and with '-'), a width
// counts code points. Returns false, with nothing done, for any other shape, which the
// general path then formats or reports; true with [*out] set (NULL on MemoryError).
static bool percent_simple(NpVM *vm, NpStr *fmt, const NpValue *args, size_t nargs,
                           NpStr **out)
{
    SimplePiece pieces[PERCENT_SIMPLE_MAX];
    char digits[PERCENT_SIMPLE_MAX][24];
    size_t n = 0, np = 0, len = fmt->len, ncp = fmt->ncp;
    bool ascii = fmt->hdr.flags & NP_STR_ASCII;
    const char *p = fmt->data, *end = fmt->data + fmt->len;
    while ((p = memchr(p, '%', (size_t)(end - p))) != NULL) {
        if (np == PERCENT_SIMPLE_MAX)
            return false;
        SimplePiece *pc = &pieces[np];
        pc->at = (size_t)(p - fmt->data);
        p++;
        size_t width;
        if (!simple_spec(&p, end, pc, &width) || p == end)
            return false;
        char c = *p++;
        pc->end = (size_t)(p - fmt->data);
        pc->quote = 0;
        if (c == '%') {
            // "%%" only: flags or a width before it take an argument in CPython 3.11.
            if (pc->end - pc->at != 2)
                return false;
            pc->p = "%";
            pc->len = pc->ncp = 1;
        } else {
            if (n == nargs)
                return false;
            NpValue v = args[n];
            if (NP_IS_INT(v) && (c == 's' || c == 'r' || c == 'd' || c == 'i' || c == 'u' ||
                                 c == 'x' || c == 'X')) {
                char *e = digits[n] + sizeof digits[n];
                char *d = small_int_digits(v.u.i, c == 'x' || c == 'X' ? 16 : 10, e);
                if (c == 'X') {
                    for (char *u = d; u < e; u++)
                        if (*u >= 'a')
                            *u = (char)(*u - 32);
                }
                if (v.u.i < 0)
                    *--d = '-';
                pc->p = d;
                pc->len = pc->ncp = (size_t)(e - d);
                // '0' pads a number (not %s or %r) unless '-' is given.
                pc->zero = pc->zero && !pc->left && c != 's' && c != 'r';
            } else if (c == 's' && NP_IS_STR(v) &&
                       NP_AS_STR(v)->hdr.type == vm->types[NP_TYPE_STR]) {
                const NpStr *a = NP_AS_STR(v);
                pc->p = a->data;
                pc->len = a->len;
                pc->ncp = a->ncp;
                pc->zero = false;
                ascii = ascii && (a->hdr.flags & NP_STR_ASCII);
            } else if (c == 'r' && NP_IS_STR(v) &&
                       NP_AS_STR(v)->hdr.type == vm->types[NP_TYPE_STR] &&
                       NP_AS_STR(v)->len <= 64 && repr_is_quoted(NP_AS_STR(v))) {
                const NpStr *a = NP_AS_STR(v);
                pc->p = a->data;
                pc->len = a->len;
                pc->ncp = a->ncp;
                pc->zero = false;
                pc->quote = '\'';
            } else {
                return false;
            }
            n++;
        }
        // The spec's bytes (ASCII) give way to the piece, its quotes and its padding.
        size_t shown = pc->ncp + (pc->quote ? 2 : 0);
        pc->pad = width > shown ? width - shown : 0;
        len += pc->len + (shown - pc->ncp) + pc->pad - (pc->end - pc->at);
        ncp += shown + pc->pad - (pc->end - pc->at);
        np++;
    }
    if (n != nargs)
        return false;
    // The copy is paid for with the result's allocation (a large one is charged to the budget
    // by its size, as the general path's buffer growth is).
    NpStr *r = np_str_alloc(vm, len);
    *out = r;
    if (!r)
        return true;
    char *w = r->data;
    size_t pos = 0;
    for (size_t k = 0; k < np; k++) {
        const SimplePiece *pc = &pieces[k];
        w = np_copy_short(w, fmt->data + pos, pc->at - pos);
        const char *src = pc->p;
        size_t m = pc->len;
        if (pc->zero && pc->pad) {
            if (*src == '-') {
                *w++ = '-';
                src++;
                m--;
            }
            w = fill_raw(w, '0', (int64_t)pc->pad);
        } else if (pc->pad && !pc->left) {
            w = fill_raw(w, ' ', (int64_t)pc->pad);
        }
        if (pc->quote)
            *w++ = pc->quote;
        w = np_copy_short(w, src, m);
        if (pc->quote)
            *w++ = pc->quote;
        if (pc->pad && pc->left)
            w = fill_raw(w, ' ', (int64_t)pc->pad);
        pos = pc->end;
    }
    np_copy_short(w, fmt->data + pos, fmt->len - pos);
    r->data[len] = 0;
    r->ncp = ncp;
    if (ascii)
        r->hdr.flags |= NP_STR_ASCII;
    *out = r;
    return true;
}

// True when [a] (an object, neither a tuple nor the format's own text type) is subscriptable by
// key as CPython's `%` asks (its type has mp_subscript): a list, str, bytes, bytearray or range,
// or a user class with __getitem__ other than collections.deque's own (CPython's deque indexes
// only as a sequence). Such an argument is the mapping of %(key)s, and its lone-argument use
// raises no "not all arguments converted".
static __attribute__((noinline)) bool percent_mapping_arg(NpVM *vm, NpValue a)
{
    if (NP_IS_LIST(a) || NP_IS_STR(a) || NP_IS_BYTES(a) || NP_IS_BYTEARRAY(a) ||
        NP_IS_KIND(a, OBJ_RANGE))
        return true;
    if (!(np_typeof(vm, a)->tflags & NP_TF_USER))
        return false;
    NpValue fn;
    if (!np_lookup_special(vm, a, "__getitem__", &fn))
        return false;
    if (NP_IS_KIND(fn, OBJ_NATIVE)) {
        NpType *owner = ((NpNative *)NP_AS_OBJ(fn))->owner;
        if (owner && strcmp(np_type_cname(owner), "collections.deque") == 0)
            return false;
    }
    return true;
}

// Starts [pc] for the arguments *[args] of `fmt % args` ([bytes]: a bytes format): a tuple's
// items are the positional arguments; any other value is the one positional argument, and a
// dict, or an object subscriptable by key that is not a str (nor bytes-like, for a bytes
// format), is also the mapping for %(key)s (percent_mapping_arg). [args] must outlive the
// evaluation.
PERCENT_INLINE void percent_start(Percent *pc, NpVM *vm, const NpValue *args, bool bytes)
{
    NpValue a = *args;
    *pc = (Percent){.vm = vm, .mapping = np_undef()};
    if (NP_IS_TUPLE(a)) {
        pc->args = NP_AS_TUPLE(a)->items;
        pc->nargs = NP_AS_TUPLE(a)->n;
        return;
    }
    pc->args = args;
    pc->nargs = 1;
    bool textlike = NP_IS_STR(a) || (bytes && (NP_IS_BYTES(a) || NP_IS_BYTEARRAY(a)));
    if (NP_IS_DICT(a) || (NP_IS_OBJ(a) && !textlike && percent_mapping_arg(vm, a)))
        pc->mapping = a;
}

// The loop of `%` over the format [fmt] of [len] bytes: literal runs are copied into [b], each
// `%` is converted by percent_one. False when a conversion raised.
PERCENT_INLINE bool percent_run(Percent *pc, bool bytes, const char *fmt, size_t len, NpBuf *b)
{
    const char *p = fmt, *end = fmt + len;
    bool ok = true;
    while (p < end && ok) {
        const char *pct = memchr(p, '%', (size_t)(end - p));
        if (!pct) {
            np_buf_append(b, p, (size_t)(end - p));
            break;
        }
        np_buf_append(b, p, (size_t)(pct - p));
        p = pct + 1;
        ok = percent_one(pc, bytes, fmt, &p, end, b);
    }
    return ok;
}

NpStr *np_str_percent(NpVM *vm, NpStr *fmt, NpValue args)
{
    NpStr *simple;
    if (NP_IS_TUPLE(args) ? percent_simple(vm, fmt, NP_AS_TUPLE(args)->items,
                                           NP_AS_TUPLE(args)->n, &simple)
                          : (NP_IS_STR(args) || NP_IS_INT(args)) &&
                                percent_simple(vm, fmt, &args, 1, &simple))
        return simple;
    Percent pc;
    percent_start(&pc, vm, &args, false);
    if (!np_push_root(vm, args))
        return NULL;
    NpBuf b;
    np_buf_init(&b, vm);
    bool ok = percent_run(&pc, false, fmt->data, fmt->len, &b);
    np_pop_roots(vm, 1);
    if (ok && pc.next < pc.nargs && NP_IS_UNDEF(pc.mapping)) {
        ok = np_raisef(vm, NP_TYPE_TYPEERROR,
                       "not all arguments converted during string formatting");
    }
    if (!ok) {
        np_buf_free(&b);
        return NULL;
    }
    return np_buf_finish(&b);
}

/* ================================================================ bytes % args */

bool np_bytes_percent(NpVM *vm, NpValue fmtv, NpValue args, NpValue *out)
{
    const uint8_t *data;
    size_t len;
    np_bytes_view(fmtv, &data, &len);
    if (!np_charge_text(vm, len))
        return false;
    Percent pc;
    percent_start(&pc, vm, &args, true);
    if (!np_push_root(vm, args))
        return false;
    // A bytearray format is copied first: a conversion may run Python code (__bytes__,
    // __repr__, a mapping's __getitem__) that resizes it under the parse. (Bytes objects do
    // not move.)
    NpValue src = fmtv;
    if (NP_IS_BYTEARRAY(fmtv)) {
        NpBytes *copy = np_bytes_new(vm, data, len);
        if (!copy) {
            np_pop_roots(vm, 1);
            return false;
        }
        src = np_obj(&copy->hdr);
        np_bytes_view(src, &data, &len);
    }
    if (!np_push_root(vm, src)) {
        np_pop_roots(vm, 1);
        return false;
    }
    NpBuf b;
    np_buf_init(&b, vm);
    bool ok = percent_run(&pc, true, (const char *)data, len, &b);
    np_pop_roots(vm, 2);
    if (ok && pc.next < pc.nargs && NP_IS_UNDEF(pc.mapping)) {
        ok = np_raisef(vm, NP_TYPE_TYPEERROR,
                       "not all arguments converted during bytes formatting");
    }
    if (ok && b.failed)
        ok = np_raise_nomem(vm);
    if (ok && NP_IS_BYTEARRAY(fmtv)) {
        NpByteArray *r = np_bytearray_new(vm, b.data ? b.data : "", b.len);
        ok = r != NULL;
        if (ok)
            *out = np_obj(&r->hdr);
    } else if (ok) {
        NpBytes *r = np_bytes_new(vm, b.data ? b.data : "", b.len);
        ok = r != NULL;
        if (ok)
            *out = np_obj(&r->hdr);
    }
    np_buf_free(&b);
    return ok;
}
