/*
 * np_lib_strfmt.c - str.format and str.format_map: the replacement-field syntax of CPython's
 * str.format ({0}, {name}, {0.attr}, {0[key]}, !r/!s/!a, nested {:{width}} specs, {{ and }}
 * escapes) with its exact error messages. Attribute fields go through np_getattr, the single
 * attribute path; each field's value is formatted with np_format.
 */
#include <string.h>

#include "np_lib.h"
#include "np_runtime.h"

#define SELF NP_AS_STR(argv[0])

// Stores a new object into [*out]; false when [o] is NULL (an exception is pending).
static bool ret_obj(void *o, NpValue *out)
{
    if (!o)
        return false;
    *out = np_obj((NpObject *)o);
    return true;
}


// The arguments a format string's replacement fields draw from.
typedef struct Fmt {
    NpVM *vm;
    // Positional arguments (str.format), or NULL for format_map.
    NpValue *args;
    int nargs;
    // Keyword arguments of str.format: [kwnames] names the values in [kwvals].
    NpValue *kwvals;
    NpTuple *kwnames;
    // The mapping of format_map, or UNDEF.
    NpValue mapping;
    // Field numbering so far: 0 none yet, 1 automatic ({}), 2 manual ({0}).
    int numbering;
    int64_t next_auto;
} Fmt;

// One parsed replacement field: byte ranges of the name and the spec within the format string.
typedef struct Field {
    size_t name_lo, name_hi, spec_lo, spec_hi;
    char conversion;
    bool spec_nested;
} Field;

/* Scans a field name starting at s[*i], up to the '}', ':' or '!' that ends it; inside an
 * index ("[...]") those characters are part of the key, so a '[' skips to its ']'. Returns
 * the terminator with *i just past it, 0 when the string ends first, -1 (ValueError) on a '{'. */
static int scan_field_name(NpVM *vm, const char *s, size_t len, size_t *i)
{
    while (*i < len) {
        char c = s[(*i)++];
        switch (c) {
        case '{':
            np_raisef(vm, NP_TYPE_VALUEERROR, "unexpected '{' in field name");
            return -1;
        case '}':
        case ':':
        case '!':
            return c;
        case '[':
            while (*i < len && s[*i] != ']')
                (*i)++;
            break;
        default:
            break;
        }
    }
    return 0;
}

/* Scans a format spec starting at s[*i] up to the '}' that balances the field's '{' (nested
 * fields such as "{:{width}}" are counted and marked for a second rendering pass). */
static bool scan_format_spec(NpVM *vm, const char *s, size_t len, size_t *i, Field *f)
{
    f->spec_lo = *i;
    for (size_t open = 1; *i < len; (*i)++) {
        if (s[*i] == '{') {
            f->spec_nested = true;
            open++;
        } else if (s[*i] == '}' && --open == 0) {
            f->spec_hi = (*i)++;
            return true;
        }
    }
    return np_raisef(vm, NP_TYPE_VALUEERROR, "unmatched '{' in format spec");
}

/* Parses the replacement field that starts at s[*i] (just after its '{'): the name, then an
 * optional "!c" conversion, then an optional ":spec", leaving *i after the closing '}'. The
 * errors and the order they are found in are CPython's. */
static bool parse_field(NpVM *vm, const char *s, size_t len, size_t *i, Field *f)
{
    *f = (Field){.name_lo = *i};
    int stop = scan_field_name(vm, s, len, i);
    if (stop < 0)
        return false;
    if (stop == 0)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "expected '}' before end of string");
    f->name_hi = *i - 1;
    if (stop == '}')
        return true;
    if (stop == '!') {
        if (*i == len)
            return np_raisef(vm, NP_TYPE_VALUEERROR,
                             "end of string while looking for conversion specifier");
        f->conversion = s[(*i)++];
        // After the conversion character comes the end of the field or a spec; a format
        // string that ends right there is reported by the spec scan below.
        if (*i < len && s[*i] == '}') {
            (*i)++;
            return true;
        }
        if (*i < len && s[(*i)++] != ':')
            return np_raisef(vm, NP_TYPE_VALUEERROR, "expected ':' after conversion specifier");
    }
    return scan_format_spec(vm, s, len, i, f);
}

// Parses a run of decimal digits as an index; -1 when [s] is empty or not all digits.
static int64_t field_index(NpVM *vm, const char *s, size_t n, bool *err)
{
    int64_t v = 0;
    *err = false;
    if (n == 0)
        return -1;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return -1;
        if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, s[i] - '0', &v)) {
            *err = true;
            np_raisef(vm, NP_TYPE_VALUEERROR, "Too many decimal digits in format string");
            return -1;
        }
    }
    return v;
}

// Looks up the first part of a field name: a positional index or a keyword.
static bool field_first(Fmt *f, const char *s, size_t n, NpValue *out)
{
    NpVM *vm = f->vm;
    bool err;
    int64_t idx = field_index(vm, s, n, &err);
    if (err)
        return false;
    if (n == 0) {
        if (f->numbering == 2)
            return np_raisef(vm, NP_TYPE_VALUEERROR, "cannot switch from manual field "
                                                     "specification to automatic field numbering");
        f->numbering = 1;
        idx = f->next_auto++;
    } else if (idx >= 0) {
        if (f->numbering == 1)
            return np_raisef(vm, NP_TYPE_VALUEERROR, "cannot switch from automatic field "
                                                     "numbering to manual field specification");
        f->numbering = 2;
    }
    if (idx >= 0) {
        if (!f->args)
            return np_raisef(vm, NP_TYPE_VALUEERROR, "Format string contains positional fields");
        if (idx >= f->nargs)
            return np_raisef(vm, NP_TYPE_INDEXERROR,
                             "Replacement index %lld out of range for positional args tuple",
                             (long long)idx);
        *out = f->args[idx];
        return true;
    }
    NpStr *key = np_str_new(vm, s, n);
    if (!key)
        return false;
    if (!NP_IS_UNDEF(f->mapping))
        return np_getitem(vm, f->mapping, np_obj((NpObject *)key), out);
    for (size_t k = 0; f->kwnames && k < f->kwnames->n; k++) {
        if (np_str_eq(NP_AS_STR(f->kwnames->items[k]), key)) {
            *out = f->kwvals[k];
            return true;
        }
    }
    return np_raise_keyerror(vm, np_obj((NpObject *)key));
}

// Applies one ".attr" or "[key]" step at [*i] of the field name to [*obj].
static bool field_step(NpVM *vm, const char *s, size_t hi, size_t *i, NpValue *obj)
{
    char c = s[(*i)++];
    size_t lo = *i;
    if (c == '.') {
        while (*i < hi && s[*i] != '.' && s[*i] != '[')
            (*i)++;
        if (*i == lo)
            return np_raisef(vm, NP_TYPE_VALUEERROR, "Empty attribute in format string");
        NpStr *name = np_intern(vm, s + lo, *i - lo);
        return name && np_getattr(vm, *obj, name, obj);
    }
    if (c != '[')
        return np_raisef(vm, NP_TYPE_VALUEERROR,
                         "Only '.' or '[' may follow ']' in format field specifier");
    while (*i < hi && s[*i] != ']')
        (*i)++;
    if (*i >= hi)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "Missing ']' in format string");
    size_t end = (*i)++;
    if (end == lo)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "Empty attribute in format string");
    bool err;
    int64_t idx = field_index(vm, s + lo, end - lo, &err);
    if (err)
        return false;
    NpValue key = np_int(idx);
    if (idx < 0) {
        NpStr *k = np_str_new(vm, s + lo, end - lo);
        if (!k)
            return false;
        key = np_obj((NpObject *)k);
    }
    return np_getitem(vm, *obj, key, obj);
}

// Resolves a whole field name ("0", "name.attr[key]") to its object.
static bool field_value(Fmt *f, const char *s, size_t lo, size_t hi, NpValue *out)
{
    size_t i = lo;
    while (i < hi && s[i] != '.' && s[i] != '[')
        i++;
    if (!field_first(f, s + lo, i - lo, out))
        return false;
    while (i < hi) {
        if (!np_push_root(f->vm, *out))
            return false;
        bool ok = field_step(f->vm, s, hi, &i, out);
        np_pop_roots(f->vm, 1);
        if (!ok)
            return false;
    }
    return true;
}

// Applies a !r / !s / !a conversion.
static bool convert_value(NpVM *vm, char conv, NpValue *v)
{
    NpStr *r;
    switch (conv) {
    case 0:
        return true;
    case 'r':
        r = np_repr(vm, *v);
        break;
    case 's':
        r = np_to_str(vm, *v);
        // An exact str, so a str subclass's own __format__ is not applied after !s.
        if (r && r->hdr.type != vm->types[NP_TYPE_STR])
            r = np_str_new(vm, r->data, r->len);
        break;
    case 'a':
        r = nplib_ascii(vm, *v);
        break;
    default:
        if (conv > 32 && conv < 127)
            return np_raisef(vm, NP_TYPE_VALUEERROR, "Unknown conversion specifier %c", conv);
        return np_raisef(vm, NP_TYPE_VALUEERROR, "Unknown conversion specifier \\x%x",
                         (unsigned)(unsigned char)conv);
    }
    if (!r)
        return false;
    *v = np_obj((NpObject *)r);
    return true;
}

static bool fmt_render(Fmt *f, const char *s, size_t len, int depth, NpBuf *b);

// Formats the value of field [fd] and appends it to [b].
static bool fmt_field(Fmt *f, const char *s, const Field *fd, int depth, NpBuf *b)
{
    NpVM *vm = f->vm;
    NpValue v;
    if (!field_value(f, s, fd->name_lo, fd->name_hi, &v) || !convert_value(vm, fd->conversion, &v))
        return false;
    size_t speclen = fd->spec_hi - fd->spec_lo;
    if (!fd->spec_nested && !(np_typeof(vm, v)->tflags & NP_TF_USER)) {
        // A builtin value: its spec is read in place, and a small int with no spec is written
        // straight into the result.
        if (speclen == 0 && NP_IS_INT(v)) {
            char digits[24];
            np_buf_append(b, digits, (size_t)np_i64_to_dec(v.u.i, digits));
            return true;
        }
        if (speclen == 0 && NP_IS_STR(v)) {
            np_buf_append_str(b, NP_AS_STR(v));
            return true;
        }
        // Written straight into the result, with no str of its own.
        return np_format_plain_to(vm, v, s + fd->spec_lo, speclen, b);
    }
    if (!np_push_root(vm, v))
        return false;
    NpStr *spec;
    if (fd->spec_nested) {
        NpBuf sb;
        np_buf_init(&sb, vm);
        if (!fmt_render(f, s + fd->spec_lo, fd->spec_hi - fd->spec_lo, depth - 1, &sb)) {
            np_buf_free(&sb);
            np_pop_roots(vm, 1);
            return false;
        }
        spec = np_buf_finish(&sb);
    } else {
        spec = np_str_new(vm, s + fd->spec_lo, fd->spec_hi - fd->spec_lo);
    }
    NpStr *r = NULL;
    // An exact str with no spec is itself; a str subclass may define its own __format__.
    if (spec && NP_IS_STR(v) && NP_OBJ(v)->type == vm->types[NP_TYPE_STR] && spec->len == 0)
        r = NP_AS_STR(v);
    else if (spec && np_push_root(vm, np_obj((NpObject *)spec))) {
        r = np_format(vm, v, spec);
        np_pop_roots(vm, 1);
    }
    np_pop_roots(vm, 1);
    if (!r)
        return false;
    np_buf_append_str(b, r);
    return true;
}

/* Renders format string s[0..len) into [b]: literal text is copied up to each brace, a doubled
 * brace ("{{" or "}}") stands for one, and a single '{' opens a replacement field. A lone '}'
 * or a '{' that ends the string is an error. [depth] limits how deeply specs may nest. */
static bool fmt_render(Fmt *f, const char *s, size_t len, int depth, NpBuf *b)
{
    NpVM *vm = f->vm;
    if (depth <= 0)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "Max string recursion exceeded");
    size_t i = 0;
    while (i < len) {
        size_t brace = i;
        while (brace < len && s[brace] != '{' && s[brace] != '}')
            brace++;
        np_buf_append(b, s + i, brace - i);
        if (brace == len)
            break;
        char c = s[brace];
        if (brace + 1 < len && s[brace + 1] == c) {  // an escaped brace
            np_buf_append(b, &c, 1);
            i = brace + 2;
            continue;
        }
        if (c == '}')
            return np_raisef(vm, NP_TYPE_VALUEERROR, "Single '}' encountered in format string");
        if (brace + 1 == len)
            return np_raisef(vm, NP_TYPE_VALUEERROR, "Single '{' encountered in format string");
        i = brace + 1;
        Field fd;
        if (!parse_field(vm, s, len, &i, &fd) || !fmt_field(f, s, &fd, depth, b))
            return false;
    }
    return !b->failed || np_raise_nomem(vm);
}

// Runs [f] over format string [self] and stores the result.
static bool fmt_run(Fmt *f, NpStr *self, NpValue *out)
{
    NpBuf b;
    np_buf_init(&b, f->vm);
    if (!fmt_render(f, self->data, self->len, 2, &b)) {
        np_buf_free(&b);
        return false;
    }
    return ret_obj(np_buf_finish(&b), out);
}

bool nplib_str_format(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int npos = NPLIB_NPOS(argc, kw);
    Fmt f = {vm, argv + 1, npos - 1, argv + npos, kw, np_undef(), 0, 0};
    return fmt_run(&f, SELF, out);
}

bool nplib_str_format_map(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "str.format_map", kw) ||
        !np_args_count(vm, "str.format_map", argc - 1, 1, 1))
        return false;
    Fmt f = {vm, NULL, 0, NULL, NULL, argv[1], 0, 0};
    return fmt_run(&f, SELF, out);
}
