/*
 * np_lib_unicodedata.c - the `unicodedata` module's common functions through utf8proc (already
 * the lexer's dependency): category, bidirectional, combining, mirrored, decimal, normalize and
 * is_normalized (NFC, NFD, NFKC, NFKD), and unidata_version, with CPython 3.11's messages.
 * name, lookup, digit, decimal, numeric, east_asian_width and decomposition read the tables of
 * np_lib_uninames.c, generated from CPython 3.11 (stdlib/tools/gen_uninames.py).
 * Not provided (AttributeError): ucd_3_2_0.
 * Pure computation, no capability; found by name like the pure modules (stdlib/np_lib_pure.c),
 * so an idle VM holds nothing of it.
 *
 * Sandbox: normalize decomposes into a buffer from the accounted allocator (utf8proc is asked
 * for the size first) and charges the budget one unit per 64 bytes of input and output.
 */
#include <string.h>
#include <utf8proc.h>

#include "np_interp.h"
#include "np_lib.h"
#include "np_lib_uninames.h"

// The code point of [v] when it is a str of exactly one character; else CPython's TypeError
// naming function [fn] (whose "argument" is "argument 1" when it also takes a default).
static bool one_char(NpVM *vm, const char *fn, NpValue v, utf8proc_int32_t *c) {
    bool numbered = strcmp(fn, "name") == 0 || strcmp(fn, "decimal") == 0 ||
                    strcmp(fn, "digit") == 0 || strcmp(fn, "numeric") == 0;
    const char *arg = numbered ? "argument 1" : "argument";
    if (NP_IS_STR(v)) {
        const NpStr *s = NP_AS_STR(v);
        utf8proc_ssize_t k = utf8proc_iterate((const utf8proc_uint8_t *)s->data,
                                              (utf8proc_ssize_t)s->len, c);
        if (k > 0 && (size_t)k == s->len) return true;
        if (k <= 0 && s->len > 0 && s->len <= 4) {  // a lone surrogate (WTF-8)
            const uint8_t *p = (const uint8_t *)s->data;
            if (s->len == 3 && p[0] == 0xED && p[1] >= 0xA0) {
                *c = ((p[0] & 0x0F) << 12) | ((p[1] & 0x3F) << 6) | (p[2] & 0x3F);
                return true;
            }
        }
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() %s must be a unicode character, not str",
                         fn, arg);
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() %s must be a unicode character, not %s",
                     fn, arg, np_type_name(vm, v));
}

// Checks the argument count of one-character function [fn].
static bool one_arg(NpVM *vm, const char *fn, int argc, NpTuple *kw) {
    return np_args_nokw(vm, fn, kw) && np_args_count(vm, fn, argc, 1, 1);
}

static bool ud_category(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    utf8proc_int32_t c;
    if (!one_arg(vm, "category", argc, kw) || !one_char(vm, "category", argv[0], &c)) return false;
    NpStr *s = np_str_from_cstr(vm, utf8proc_category_string(c));
    if (!s) return false;
    *out = np_obj(&s->hdr);
    return true;
}

// Bidi class names in utf8proc's enum order (1 = L); 0 (unassigned) is ''.
static const char *const bidi_names[] = {"",   "L",  "LRE", "LRO", "R",   "AL",  "RLE", "RLO",
                                         "PDF", "EN", "ES",  "ET",  "AN",  "CS",  "NSM", "BN",
                                         "B",  "S",  "WS",  "ON",  "LRI", "RLI", "FSI", "PDI"};

static bool ud_bidirectional(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    utf8proc_int32_t c;
    if (!one_arg(vm, "bidirectional", argc, kw) || !one_char(vm, "bidirectional", argv[0], &c))
        return false;
    int k = utf8proc_get_property(c)->bidi_class;
    const char *name = k >= 0 && k < (int)(sizeof bidi_names / sizeof *bidi_names) ? bidi_names[k] : "";
    NpStr *s = np_str_from_cstr(vm, name);
    if (!s) return false;
    *out = np_obj(&s->hdr);
    return true;
}

static bool ud_combining(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    utf8proc_int32_t c;
    if (!one_arg(vm, "combining", argc, kw) || !one_char(vm, "combining", argv[0], &c)) return false;
    *out = np_int(utf8proc_get_property(c)->combining_class);
    return true;
}

static bool ud_mirrored(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    utf8proc_int32_t c;
    if (!one_arg(vm, "mirrored", argc, kw) || !one_char(vm, "mirrored", argv[0], &c)) return false;
    *out = np_int(utf8proc_get_property(c)->bidi_mirrored ? 1 : 0);
    return true;
}

/* ---------------------------------------------------------------- numeric values */

// The numeric properties of [c], or NULL when it has no numeric value.
static const NpUniNum *num_of(utf8proc_int32_t c) {
    size_t lo = 0, hi = np_uni_nnum;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (np_uni_num[mid].cp < (uint32_t)c) lo = mid + 1;
        else hi = mid;
    }
    return lo < np_uni_nnum && np_uni_num[lo].cp == (uint32_t)c ? &np_uni_num[lo] : NULL;
}

// decimal, digit and numeric (chr[, default]) ([which] 0, 1, 2): the value, else the default
// or CPython's ValueError [msg].
static bool num_fn(NpVM *vm, const char *fn, int which, const char *msg, int argc, NpValue *argv,
                   NpTuple *kw, NpValue *out) {
    utf8proc_int32_t c;
    if (!np_args_nokw(vm, fn, kw) || !np_args_count(vm, fn, argc, 1, 2) ||
        !one_char(vm, fn, argv[0], &c))
        return false;
    const NpUniNum *u = num_of(c);
    int v = !u ? -1 : which == 0 ? u->decimal : u->digit;
    if (u && which == 2) {
        *out = np_float(u->numeric);
        return true;
    }
    if (v >= 0) {
        *out = np_int(v);
        return true;
    }
    if (argc == 2) {
        *out = argv[1];
        return true;
    }
    return np_raisef(vm, NP_TYPE_VALUEERROR, "%s", msg);
}

static bool ud_decimal(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return num_fn(vm, "decimal", 0, "not a decimal", argc, argv, kw, out);
}
static bool ud_digit(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return num_fn(vm, "digit", 1, "not a digit", argc, argv, kw, out);
}
static bool ud_numeric(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return num_fn(vm, "numeric", 2, "not a numeric character", argc, argv, kw, out);
}

// east_asian_width(chr): the width class of the range holding [c].
static bool ud_east_asian_width(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    static const char *const names[] = {"N", "Na", "A", "W", "H", "F"};
    utf8proc_int32_t c;
    if (!one_arg(vm, "east_asian_width", argc, kw) || !one_char(vm, "east_asian_width", argv[0], &c))
        return false;
    size_t lo = 0, hi = np_uni_neaw;
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if ((np_uni_eaw[mid] >> 3) <= (uint32_t)c) lo = mid;
        else hi = mid;
    }
    unsigned w = np_uni_eaw[lo] & 7;
    NpStr *r = np_intern_cstr(vm, names[w < 6 ? w : 0]);
    if (!r) return false;
    *out = np_obj(&r->hdr);
    return true;
}

// decomposition(chr): the character's decomposition mapping as text ('<compat> 0020 0308',
// '0041 0300'), '' when it has none.
static bool ud_decomposition(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    utf8proc_int32_t c;
    if (!one_arg(vm, "decomposition", argc, kw) || !one_char(vm, "decomposition", argv[0], &c))
        return false;
    size_t lo = 0, hi = np_uni_ndecomp;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (np_uni_decomp[2 * mid] < (uint32_t)c) lo = mid + 1;
        else hi = mid;
    }
    size_t a = 0, b = 0;
    if (lo < np_uni_ndecomp && np_uni_decomp[2 * lo] == (uint32_t)c) {
        a = np_uni_decomp[2 * lo + 1];
        b = np_uni_decomp[2 * lo + 3];
    }
    NpStr *r = np_str_new(vm, (const char *)np_uni_decomp_text + a, b - a);
    if (!r) return false;
    *out = np_obj(&r->hdr);
    return true;
}

/* ---------------------------------------------------------------- names */

// The short names of the Hangul jamo a syllable's name is made of (CPython's tables).
static const char *const jamo_l[19] = {"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S",
                                       "SS", "", "J", "JJ", "C", "K", "T", "P", "H"};
static const char *const jamo_v[21] = {"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O",
                                       "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU",
                                       "EU", "YI", "I"};
static const char *const jamo_t[28] = {"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG",
                                       "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS",
                                       "S", "SS", "NG", "J", "C", "K", "T", "P", "H"};
enum { HANGUL_FIRST = 0xAC00, HANGUL_LAST = 0xD7A3, UNI_NAME_MAX = 256 };

// Appends word number [w] to [b].
static void put_word(NpBuf *b, size_t w) {
    np_buf_append(b, (const char *)np_uni_words + np_uni_word_off[w],
                  np_uni_word_off[w + 1] - np_uni_word_off[w]);
}

// Writes the name of [c] into [b]; false when it has none. Charged one unit per 64 names
// walked in its run.
static bool name_of(NpVM *vm, utf8proc_int32_t c, NpBuf *b, bool *found) {
    *found = false;
    char hex[16];
    if (c >= HANGUL_FIRST && c <= HANGUL_LAST) {
        int k = c - HANGUL_FIRST;
        np_buf_append(b, "HANGUL SYLLABLE ", 16);
        const char *parts[3] = {jamo_l[k / (21 * 28)], jamo_v[k % (21 * 28) / 28], jamo_t[k % 28]};
        for (int i = 0; i < 3; i++) np_buf_append(b, parts[i], strlen(parts[i]));
        *found = true;
        return true;
    }
    for (size_t i = 0; i < np_uni_nalgo; i++) {
        if ((uint32_t)c >= np_uni_algo[i].first && (uint32_t)c <= np_uni_algo[i].last) {
            np_buf_append(b, np_uni_algo[i].prefix, strlen(np_uni_algo[i].prefix));
            int n = snprintf(hex, sizeof hex, c > 0xFFFF ? "%05X" : "%04X", (unsigned)c);
            np_buf_append(b, hex, (size_t)n);
            *found = true;
            return true;
        }
    }
    size_t lo = 0, hi = np_uni_nruns;
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if (np_uni_runs[3 * mid] <= (uint32_t)c) lo = mid;
        else hi = mid;
    }
    uint32_t first = np_uni_runs[3 * lo], count = np_uni_runs[3 * lo + 1];
    if ((uint32_t)c < first || (uint32_t)c - first >= count) return true;
    if (!np_budget_charge(vm, ((uint32_t)c - first) / 64 + 1)) return false;
    const unsigned char *p = np_uni_names + np_uni_runs[3 * lo + 2];
    for (uint32_t k = first; k < (uint32_t)c; k++) p += 1 + p[0];
    const unsigned char *end = p + 1 + p[0];
    for (p++; p < end;) {
        size_t w = p[0] < 0x80 ? (size_t)(p[0] - 1) : 127 + ((size_t)(p[0] & 0x7F) << 8 | p[1]);
        p += p[0] < 0x80 ? 1 : 2;
        if (w >= np_uni_nwords) return true;
        put_word(b, w);
        if (p < end) np_buf_append(b, " ", 1);
    }
    *found = true;
    return true;
}

// name(chr[, default]).
static bool ud_name(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    utf8proc_int32_t c;
    if (!np_args_nokw(vm, "name", kw) || !np_args_count(vm, "name", argc, 1, 2) ||
        !one_char(vm, "name", argv[0], &c))
        return false;
    NpBuf b;
    np_buf_init(&b, vm);
    bool found;
    if (!name_of(vm, c, &b, &found)) {
        np_buf_free(&b);
        return false;
    }
    if (!found) {
        np_buf_free(&b);
        if (argc == 2) {
            *out = argv[1];
            return true;
        }
        return np_raisef(vm, NP_TYPE_VALUEERROR, "no such name");
    }
    NpStr *r = np_buf_finish(&b);
    if (!r) return false;
    *out = np_obj(&r->hdr);
    return true;
}

// The number of the word [w] (of [n] bytes), or -1 when no name has it.
static int64_t word_number(const char *w, size_t n) {
    size_t lo = 0, hi = np_uni_nwords;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        uint32_t k = np_uni_word_alpha[mid];
        const char *x = (const char *)np_uni_words + np_uni_word_off[k];
        size_t xn = np_uni_word_off[k + 1] - np_uni_word_off[k];
        int c = memcmp(x, w, xn < n ? xn : n);
        if (c == 0) c = xn < n ? -1 : xn > n;
        if (c == 0) return k;
        if (c < 0) lo = mid + 1;
        else hi = mid;
    }
    return -1;
}

// The jamo of [table] ([n] of them) that [s] starts with, the longest (as CPython's
// find_syllable), advancing *s; -1 when none.
static int take_jamo(const char **s, const char *end, const char *const *table, int n) {
    int best = -1;
    size_t blen = 0;
    for (int i = 0; i < n; i++) {
        size_t k = strlen(table[i]);
        if (k <= (size_t)(end - *s) && (best < 0 || k > blen) && memcmp(*s, table[i], k) == 0) {
            best = i;
            blen = k;
        }
    }
    *s += blen;
    return best;
}

// The code point of a Hangul syllable or CJK unified ideograph name (case-sensitive, as
// CPython's), or -1.
static int32_t algo_code(const char *s, size_t n) {
    const char *end = s + n;
    if (n > 16 && memcmp(s, "HANGUL SYLLABLE ", 16) == 0) {
        const char *p = s + 16;
        int l = take_jamo(&p, end, jamo_l, 19), v = take_jamo(&p, end, jamo_v, 21);
        int t = take_jamo(&p, end, jamo_t, 28);
        if (l >= 0 && v >= 0 && t >= 0 && p == end) return HANGUL_FIRST + (l * 21 + v) * 28 + t;
        return -1;
    }
    if (n == 26 || n == 27) {
        if (memcmp(s, "CJK UNIFIED IDEOGRAPH-", 22) != 0) return -1;
        uint32_t v = 0;
        for (const char *p = s + 22; p < end; p++) {
            if (*p >= '0' && *p <= '9') v = v * 16 + (uint32_t)(*p - '0');
            else if (*p >= 'A' && *p <= 'F') v = v * 16 + (uint32_t)(*p - 'A' + 10);
            else return -1;
        }
        for (size_t i = 0; i < np_uni_nalgo; i++)
            if (strcmp(np_uni_algo[i].prefix, "CJK UNIFIED IDEOGRAPH-") == 0 &&
                v >= np_uni_algo[i].first && v <= np_uni_algo[i].last)
                return (int32_t)v;
    }
    return -1;
}

// The code point named [u] (upper-cased, [n] bytes) among the other PREFIX-XXXX ranges and the
// word-coded names, or -1. The scan of every name is charged.
static bool table_code(NpVM *vm, const char *u, size_t n, int32_t *out) {
    *out = -1;
    for (size_t i = 0; i < np_uni_nalgo; i++) {
        size_t k = strlen(np_uni_algo[i].prefix);
        // CJK unified ideographs only by algo_code's case-sensitive rule.
        if (n <= k || memcmp(u, np_uni_algo[i].prefix, k) != 0 ||
            strcmp(np_uni_algo[i].prefix, "CJK UNIFIED IDEOGRAPH-") == 0)
            continue;
        char *e;
        char hex[8];
        if (n - k > 5) continue;
        memcpy(hex, u + k, n - k);
        hex[n - k] = '\0';
        unsigned long v = strtoul(hex, &e, 16);
        char again[8];
        snprintf(again, sizeof again, v > 0xFFFF ? "%05lX" : "%04lX", v);
        if (*e == '\0' && strcmp(again, hex) == 0 && v >= np_uni_algo[i].first &&
            v <= np_uni_algo[i].last) {
            *out = (int32_t)v;
            return true;
        }
    }
    // The words as the names store them.
    unsigned char code[UNI_NAME_MAX * 2];
    size_t len = 0;
    for (size_t i = 0; i <= n;) {
        size_t j = i;
        while (j < n && u[j] != ' ') j++;
        int64_t w = word_number(u + i, j - i);
        if (w < 0) return true;
        if (w < 127) {
            code[len++] = (unsigned char)(w + 1);
        } else {
            code[len++] = (unsigned char)(0x80 | (w - 127) >> 8);
            code[len++] = (unsigned char)((w - 127) & 0xFF);
        }
        i = j + 1;
    }
    if (!np_budget_charge(vm, (int64_t)(np_uni_names_len / 64))) return false;
    for (size_t r = 0; r < np_uni_nruns; r++) {
        const unsigned char *p = np_uni_names + np_uni_runs[3 * r + 2];
        for (uint32_t k = 0; k < np_uni_runs[3 * r + 1]; k++, p += 1 + p[0]) {
            if (p[0] == len && memcmp(p + 1, code, len) == 0) {
                *out = (int32_t)(np_uni_runs[3 * r] + k);
                return true;
            }
        }
    }
    return true;
}

// lookup(name): the character named [name] (a str or bytes; ASCII letters in any case, except
// in Hangul syllable and CJK unified ideograph names, as CPython's), or the string of an
// alias or a named sequence; KeyError otherwise.
static bool ud_lookup(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "lookup", kw)) return false;
    if (argc != 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "unicodedata.lookup() takes exactly one argument (%d given)", argc);
    const char *s;
    size_t n;
    if (NP_IS_STR(argv[0])) {
        s = NP_AS_STR(argv[0])->data;
        n = NP_AS_STR(argv[0])->len;
    } else if (NP_IS_KIND(argv[0], OBJ_BYTES)) {
        s = (const char *)NP_AS_BYTES(argv[0])->data;
        n = NP_AS_BYTES(argv[0])->len;
    } else {
        return np_raisef(vm, NP_TYPE_TYPEERROR, "a bytes-like object is required, not '%s'",
                         np_type_name(vm, argv[0]));
    }
    if (n > UNI_NAME_MAX) {
        return np_raisef(vm, NP_TYPE_KEYERROR, "name too long");
    }
    char u[UNI_NAME_MAX + 1];
    for (size_t i = 0; i < n; i++) u[i] = s[i] >= 'a' && s[i] <= 'z' ? (char)(s[i] - 32) : s[i];
    u[n] = '\0';
    int32_t c = algo_code(s, n);
    if (c < 0 && memchr(s, '\0', n) == NULL && !table_code(vm, u, n, &c)) return false;
    uint32_t cps[4];
    size_t ncp = 0;
    if (c >= 0) {
        cps[ncp++] = (uint32_t)c;
    } else {
        for (size_t i = 0; i < np_uni_nextra && ncp == 0; i++) {
            if (strlen(np_uni_extra[i].name) == n && memcmp(np_uni_extra[i].name, u, n) == 0) {
                ncp = np_uni_extra[i].n;
                memcpy(cps, np_uni_extra[i].cps, ncp * sizeof *cps);
            }
        }
    }
    if (ncp == 0) {
        NpStr *m = np_str_new(vm, s, n);
        return m && np_raisef(vm, NP_TYPE_KEYERROR, "undefined character name '%s'", m->data);
    }
    NpBuf b;
    np_buf_init(&b, vm);
    for (size_t i = 0; i < ncp; i++) {
        utf8proc_uint8_t enc[4];
        utf8proc_ssize_t k = utf8proc_encode_char((utf8proc_int32_t)cps[i], enc);
        np_buf_append(&b, (const char *)enc, (size_t)k);
    }
    NpStr *r = np_buf_finish(&b);
    if (!r) return false;
    *out = np_obj(&r->hdr);
    return true;
}

// The utf8proc options of normalization form [form] (NFC, NFD, NFKC, NFKD); false with
// CPython's errors otherwise.
static bool form_options(NpVM *vm, const char *fn, NpValue form, utf8proc_option_t *opts) {
    if (!NP_IS_STR(form))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() argument 1 must be str, not %s", fn,
                         np_type_name(vm, form));
    const char *f = NP_AS_STR(form)->data;
    utf8proc_option_t base = UTF8PROC_STABLE;
    if (strcmp(f, "NFC") == 0)
        *opts = base | UTF8PROC_COMPOSE;
    else if (strcmp(f, "NFD") == 0)
        *opts = base | UTF8PROC_DECOMPOSE;
    else if (strcmp(f, "NFKC") == 0)
        *opts = base | UTF8PROC_COMPOSE | UTF8PROC_COMPAT;
    else if (strcmp(f, "NFKD") == 0)
        *opts = base | UTF8PROC_DECOMPOSE | UTF8PROC_COMPAT;
    else
        return np_raisef(vm, NP_TYPE_VALUEERROR, "invalid normalization form");
    return true;
}

// Normalizes [s] with [opts] into a new str at [*out]; a str utf8proc cannot read (lone
// surrogates) is returned unchanged.
static bool normalize_str(NpVM *vm, NpStr *s, utf8proc_option_t opts, NpValue *out) {
    // No ASCII code point has a decomposition or combines, so an ASCII str is in every form
    // already, and CPython's quick check returns the argument itself (a subclass's too).
    if (s->hdr.flags & NP_STR_ASCII) {
        *out = np_obj(&s->hdr);
        return true;
    }
    const utf8proc_uint8_t *p = (const utf8proc_uint8_t *)s->data;
    utf8proc_ssize_t n = utf8proc_decompose(p, (utf8proc_ssize_t)s->len, NULL, 0, opts);
    if (n < 0) {
        *out = np_obj(&s->hdr);
        return true;
    }
    if (!np_budget_charge(vm, (int64_t)(s->len / 64 + (size_t)n / 16 + 1))) return false;
    size_t bytes = ((size_t)n + 1) * sizeof(utf8proc_int32_t);
    utf8proc_int32_t *buf = np_mem_realloc(vm, NULL, 0, bytes);
    if (!buf) return false;
    utf8proc_ssize_t m = utf8proc_decompose(p, (utf8proc_ssize_t)s->len, buf, n, opts);
    if (m >= 0) m = utf8proc_normalize_utf32(buf, m, opts);
    bool ok = true;
    if (m < 0) {
        *out = np_obj(&s->hdr);
    } else {
        NpBuf b;
        np_buf_init(&b, vm);
        for (utf8proc_ssize_t i = 0; i < m; i++) {
            utf8proc_uint8_t enc[4];
            utf8proc_ssize_t k = utf8proc_encode_char(buf[i], enc);
            np_buf_append(&b, (const char *)enc, (size_t)k);
        }
        NpStr *r = np_buf_finish(&b);
        ok = r != NULL;
        if (ok) *out = np_obj(&r->hdr);
    }
    np_mem_realloc(vm, buf, bytes, 0);
    return ok;
}

static bool ud_normalize(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    utf8proc_option_t opts;
    if (!np_args_nokw(vm, "normalize", kw) || !np_args_count(vm, "normalize", argc, 2, 2) ||
        !form_options(vm, "normalize", argv[0], &opts))
        return false;
    if (!NP_IS_STR(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "normalize() argument 2 must be str, not %s",
                         np_type_name(vm, argv[1]));
    return normalize_str(vm, NP_AS_STR(argv[1]), opts, out);
}

static bool ud_is_normalized(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    utf8proc_option_t opts;
    if (!np_args_nokw(vm, "is_normalized", kw) || !np_args_count(vm, "is_normalized", argc, 2, 2) ||
        !form_options(vm, "is_normalized", argv[0], &opts))
        return false;
    if (!NP_IS_STR(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "is_normalized() argument 2 must be str, not %s",
                         np_type_name(vm, argv[1]));
    NpValue r;
    if (!normalize_str(vm, NP_AS_STR(argv[1]), opts, &r)) return false;
    *out = np_bool(np_str_eq(NP_AS_STR(r), NP_AS_STR(argv[1])));
    return true;
}

static const NpMethodDef unicodedata_natives[] = {
    {"category", ud_category, 0},
    {"bidirectional", ud_bidirectional, 0},
    {"combining", ud_combining, 0},
    {"mirrored", ud_mirrored, 0},
    {"decimal", ud_decimal, 0},
    {"digit", ud_digit, 0},
    {"numeric", ud_numeric, 0},
    {"east_asian_width", ud_east_asian_width, 0},
    {"name", ud_name, 0},
    {"lookup", ud_lookup, 0},
    {"decomposition", ud_decomposition, 0},
    {"normalize", ud_normalize, 0},
    {"is_normalized", ud_is_normalized, 0},
    {NULL, NULL, 0},
};

bool nplib_unicodedata_init(NpVM *vm, NpModuleObj *mod) {
    // CPython 3.11's Unicode version (utf8proc may be newer: a code point assigned after 14.0
    // reads as assigned here).
    NpStr *key = np_intern_cstr(vm, "unidata_version");
    NpStr *ver = np_str_from_cstr(vm, "14.0.0");
    return key && ver && np_dict_set_str(vm, mod->globals, key, np_obj(&ver->hdr)) &&
           nplib_add_natives(vm, mod, unicodedata_natives);
}
