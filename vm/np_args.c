/*
 * np_args.c - argument checking and binding for natives (with CPython's exact messages), plus
 * the small helpers stdlib/np_lib.h shares between the builtin functions and type methods.
 *
 * Natives receive positional arguments first, then one value per name in [kwnames]; these
 * helpers turn that into named parameter slots and produce the TypeErrors CPython's argument
 * clinic produces ("f() takes at most 2 arguments (3 given)", "'x' is an invalid keyword
 * argument for f()", ...).
 */
#include <string.h>

#include "np_lib.h"
#include "np_runtime.h"

bool np_args_nokw_fail(NpVM *vm, const char *fname)
{
    return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes no keyword arguments", fname);
}

bool np_args_count_fail(NpVM *vm, const char *fname, int argc, int min, int max)
{
    if (max == 0)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes no arguments (%d given)", fname, argc);
    if (min == 1 && max == 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes exactly one argument (%d given)",
                         fname, argc);
    if (min == max)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s expected %d argument%s, got %d", fname, min,
                         min == 1 ? "" : "s", argc);
    if (argc < min)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s expected at least %d argument%s, got %d", fname,
                         min, min == 1 ? "" : "s", argc);
    return np_raisef(vm, NP_TYPE_TYPEERROR, "%s expected at most %d argument%s, got %d", fname, max,
                     max == 1 ? "" : "s", argc);
}

// Index of parameter [key] in [names], or -1.
static int find_param(const char *const *names, int nparams, NpStr *key)
{
    for (int i = 0; i < nparams; i++) {
        if (names[i] && strlen(names[i]) == key->len && memcmp(names[i], key->data, key->len) == 0)
            return i;
    }
    return -1;
}

// Reports the first keyword of [kwnames] that does not bind: unknown, or naming a parameter
// already filled positionally (CPython's error_unexpected_keyword_arg).
static bool bad_keyword(NpVM *vm, const char *fname, NpTuple *kwnames, const char *const *names,
                        int nparams, int nargs)
{
    for (size_t k = 0; k < kwnames->n; k++) {
        NpStr *key = NP_AS_STR(kwnames->items[k]);
        int i = find_param(names, nparams, key);
        if (i < 0)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' is an invalid keyword argument for %s()",
                             key->data, fname);
        if (i < nargs)
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "argument for %s() given by name ('%s') and position (%d)", fname,
                             key->data, i + 1);
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() got multiple values for an argument", fname);
}

// Checks the positional count against [npos] and the total count against [nparams].
static bool check_counts(NpVM *vm, const char *fname, int nargs, int nkw, int nparams, int npos,
                         int nrequired)
{
    if (nargs + nkw > nparams)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes at most %d %sargument%s (%d given)",
                         fname, nparams, nargs == 0 ? "keyword " : "", nparams == 1 ? "" : "s",
                         nargs + nkw);
    if (nargs > npos) {
        if (npos == 0)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes no positional arguments", fname);
        int minpos = nrequired < npos ? nrequired : npos;
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes %s %d positional argument%s (%d given)",
                         fname, minpos < npos ? "at most" : "exactly", npos, npos == 1 ? "" : "s",
                         nargs);
    }
    return true;
}

// np_args_bind with keywords to place or counts to check (and report).
static __attribute__((noinline)) bool args_bind_general(NpVM *vm, const char *fname, int argc,
                                                        NpValue *argv, NpTuple *kwnames,
                                                        const char *const *names, int nparams,
                                                        int npos, int nrequired, NpValue *out)
{
    int nkw = kwnames ? (int)kwnames->n : 0;
    int nargs = argc - nkw;
    if (!check_counts(vm, fname, nargs, nkw, nparams, npos, nrequired))
        return false;
    for (int i = 0; i < nparams; i++)
        out[i] = i < nargs ? argv[i] : np_undef();
    // As CPython's argument clinic does, a required argument found missing is reported before
    // a keyword that does not bind (`combinations([1], x=1)` names 'r').
    bool stray = false;
    for (int k = 0; k < nkw; k++) {
        int i = find_param(names, nparams, NP_AS_STR(kwnames->items[k]));
        if (i < 0 || i < nargs || !NP_IS_UNDEF(out[i]))
            stray = true;
        else
            out[i] = argv[nargs + k];
    }
    for (int i = 0; i < nrequired; i++) {
        if (!NP_IS_UNDEF(out[i]))
            continue;
        if (i < npos)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() missing required argument '%s' (pos %d)",
                             fname, names[i] ? names[i] : "", i + 1);
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() missing required keyword-only argument '%s'",
                         fname, names[i]);
    }
    return !stray || bad_keyword(vm, fname, kwnames, names, nparams, nargs);
}

// Positional arguments only, enough and not too many (`pat.match(s)`, the common call):
// nothing to check or report, so the parameters are filled in one pass, in a leaf without a
// frame; anything else goes to args_bind_general.
bool np_args_bind(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kwnames,
                  const char *const *names, int nparams, int npos, int nrequired, NpValue *out)
{
    if ((!kwnames || kwnames->n == 0) && argc >= nrequired && argc <= npos && argc <= nparams) {
        for (int i = 0; i < argc; i++)
            out[i] = argv[i];
        for (int i = argc; i < nparams; i++)
            out[i] = np_undef();
        return true;
    }
    return args_bind_general(vm, fname, argc, argv, kwnames, names, nparams, npos, nrequired,
                             out);
}

/* ------------------------------------------------ binding worded like a Python function */

// "'a'", "'a' and 'b'", "'a', 'b', and 'c'": the names of the [n] parameters of [names] whose
// index is set in [which], as CPython lists missing arguments.
static void list_names(NpBuf *b, const char *const *names, const bool *which, int nparams, int n)
{
    int k = 0;
    for (int i = 0; i < nparams; i++) {
        if (!which[i])
            continue;
        k++;
        const char *sep = k == 1 ? "" : k < n ? ", " : n == 2 ? " and " : ", and ";
        np_buf_appendf(b, "%s'%s'", sep, names[i]);
    }
}

// Reports the missing required parameters among the first [nrequired] (positional ones first,
// then keyword-only ones), worded as CPython words a Python function's.
static bool py_missing(NpVM *vm, const char *fname, const NpValue *out, const char *const *names,
                       int npos, int nrequired)
{
    bool which[NP_ARGS_MAX_PARAMS] = {false};
    int npos_missing = 0, nkw_missing = 0;
    for (int i = 0; i < nrequired && i < NP_ARGS_MAX_PARAMS; i++)
        if (NP_IS_UNDEF(out[i]) && i < npos)
            which[i] = true, npos_missing++;
    bool kw = npos_missing == 0;
    if (kw)
        for (int i = npos; i < nrequired && i < NP_ARGS_MAX_PARAMS; i++)
            if (NP_IS_UNDEF(out[i]))
                which[i] = true, nkw_missing++;
    int n = kw ? nkw_missing : npos_missing;
    NpBuf b;
    np_buf_init(&b, vm);
    np_buf_appendf(&b, "%s() missing %d required %s argument%s: ", fname, n,
                   kw ? "keyword-only" : "positional", n == 1 ? "" : "s");
    list_names(&b, names, which, nrequired, n);
    NpStr *msg = np_buf_finish(&b);
    return msg ? np_raisef(vm, NP_TYPE_TYPEERROR, "%s", msg->data) : false;
}

bool np_args_bind_py(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kwnames,
                     const char *const *names, int nparams, int npos, int nrequired, NpValue *out)
{
    int nkw = kwnames ? (int)kwnames->n : 0;
    int nargs = argc - nkw;
    if (nargs > npos) {
        int minpos = nrequired < npos ? nrequired : npos;
        if (minpos < npos)
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "%s() takes from %d to %d positional arguments but %d were given",
                             fname, minpos, npos, nargs);
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "%s() takes %d positional argument%s but %d %s given", fname, npos,
                         npos == 1 ? "" : "s", nargs, nargs == 1 ? "was" : "were");
    }
    for (int i = 0; i < nparams; i++)
        out[i] = i < nargs ? argv[i] : np_undef();
    for (int k = 0; k < nkw; k++) {
        NpStr *key = NP_AS_STR(kwnames->items[k]);
        int i = find_param(names, nparams, key);
        if (i < 0)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() got an unexpected keyword argument '%s'",
                             fname, key->data);
        if (!NP_IS_UNDEF(out[i]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() got multiple values for argument '%s'",
                             fname, key->data);
        out[i] = argv[nargs + k];
    }
    for (int i = 0; i < nrequired; i++)
        if (NP_IS_UNDEF(out[i]))
            return py_missing(vm, fname, out, names, npos, nrequired);
    return true;
}

/* ---------------------------------------------------------------- shared stdlib helpers */

bool nplib_is_int(NpValue v)
{
    return NP_IS_INT(v) || NP_IS_BOOL(v) || NP_IS_BIGINT(v);
}

bool nplib_is_number(NpValue v)
{
    return nplib_is_int(v) || NP_IS_FLOAT(v);
}

bool nplib_as_ssize(NpVM *vm, NpValue v, int64_t *out)
{
    if (NP_IS_INT(v) || NP_IS_BOOL(v)) {
        *out = v.u.i;
        return true;
    }
    if (np_bigint_small(v, out))  // an int subclass instance
        return true;
    if (NP_IS_BIGINT(v))
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "Python int too large to convert to C ssize_t");
    return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object cannot be interpreted as an integer",
                     np_type_name(vm, v));
}

bool nplib_as_cint(NpVM *vm, NpValue v, int *out)
{
    int64_t i;
    if (NP_IS_BIGINT(v) && !np_bigint_small(v, &i))
        i = INT64_MAX;
    else if (!nplib_as_ssize(vm, v, &i))
        return false;
    if (i < INT32_MIN || i > INT32_MAX)
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "Python int too large to convert to C int");
    *out = (int)i;
    return true;
}

bool nplib_slice_index(NpVM *vm, NpValue v, int64_t dflt, int64_t *out)
{
    if (NP_IS_NONE(v) || NP_IS_UNDEF(v)) {
        *out = dflt;
        return true;
    }
    if (NP_IS_INT(v) || NP_IS_BOOL(v)) {
        *out = v.u.i;
        return true;
    }
    if (NP_IS_BIGINT(v)) {
        *out = mpz_sgn(NP_AS_BIGINT(v)->z) < 0 ? INT64_MIN : INT64_MAX;
        return true;
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR,
                     "slice indices must be integers or have an __index__ method");
}

bool nplib_register(NpVM *vm, const char *name, NpNativeFn fn)
{
    NpNative *f = np_native_new(vm, name, fn, NULL);
    if (!f)
        return false;
    NpStr *key = np_intern_cstr(vm, name);
    return key && np_dict_set_str(vm, vm->builtins, key, np_obj((NpObject *)f));
}

NpIter *nplib_iter_new(NpVM *vm, NpBuiltinTypeId tid, NpIterKind kind)
{
    NpIter *it = (NpIter *)np_alloc_obj(vm, sizeof(NpIter), OBJ_ITER, vm->types[tid]);
    if (!it)
        return NULL;
    it->ikind = (uint8_t)kind;
    it->done = false;
    it->src = np_undef();
    it->aux = np_undef();
    it->i = it->n = it->step = 0;
    return it;
}

bool nplib_sort(NpVM *vm, NpList *l, NpValue key, bool reverse)
{
    return np_list_sort(vm, l, key, reverse);
}

NpStr *nplib_ascii(NpVM *vm, NpValue v)
{
    NpStr *r = np_repr(vm, v);
    if (!r || (r->hdr.flags & NP_STR_ASCII))
        return r;
    NpBuf b;
    np_buf_init(&b, vm);
    const char *p = r->data, *end = r->data + r->len;
    while (p < end) {
        uint32_t cp = np_utf8_decode(&p);
        if (cp < 0x80) {
            char c = (char)cp;
            np_buf_append(&b, &c, 1);
        } else if (cp < 0x100) {
            np_buf_appendf(&b, "\\x%02x", cp);
        } else if (cp < 0x10000) {
            np_buf_appendf(&b, "\\u%04x", cp);
        } else {
            np_buf_appendf(&b, "\\U%08x", cp);
        }
    }
    return np_buf_finish(&b);
}

size_t nplib_cp_count(const NpStr *s, size_t nbytes)
{
    if (s->hdr.flags & NP_STR_ASCII)
        return nbytes;
    size_t n = 0;
    for (size_t i = 0; i < nbytes; i++)
        n += ((unsigned char)s->data[i] & 0xC0) != 0x80;
    return n;
}
