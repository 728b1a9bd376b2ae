/*
 * np_lib_unicodedata.c - the `unicodedata` module's common functions through utf8proc (already
 * the lexer's dependency): category, bidirectional, combining, mirrored, decimal, normalize and
 * is_normalized (NFC, NFD, NFKC, NFKD), and unidata_version, with CPython 3.11's messages.
 * Not provided (AttributeError): name, lookup, digit, numeric, east_asian_width,
 * decomposition, ucd_3_2_0 (they need Unicode tables utf8proc does not carry).
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

// The code point of [v] when it is a str of exactly one character; else CPython's TypeError
// naming function [fn].
static bool one_char(NpVM *vm, const char *fn, NpValue v, utf8proc_int32_t *c) {
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
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() argument must be a unicode character, not str",
                         fn);
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() argument must be a unicode character, not %s",
                     fn, np_type_name(vm, v));
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

// decimal(chr[, default]): the value of a decimal digit (category Nd). Decimal digits come in
// runs of ten from zero, and adjacent runs start on multiples of ten from the first one, so the
// value is the distance from the start of the Nd block modulo 10.
static bool ud_decimal(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    utf8proc_int32_t c;
    if (!np_args_nokw(vm, "decimal", kw) || !np_args_count(vm, "decimal", argc, 1, 2) ||
        !one_char(vm, "decimal", argv[0], &c))
        return false;
    if (utf8proc_category(c) != UTF8PROC_CATEGORY_ND) {
        if (argc == 2) {
            *out = argv[1];
            return true;
        }
        return np_raisef(vm, NP_TYPE_VALUEERROR, "not a decimal");
    }
    utf8proc_int32_t z = c;
    while (z > 0 && utf8proc_category(z - 1) == UTF8PROC_CATEGORY_ND) z--;
    *out = np_int((c - z) % 10);
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
