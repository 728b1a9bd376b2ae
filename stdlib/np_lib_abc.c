/*
 * np_lib_abc.c - the `abc` module (ABC, ABCMeta, abstractmethod; stdlib/np_lib_abc.py, on a
 * class-behaviour table, see np_lib_enum.c), `collections.abc` (stdlib/np_lib_collections_abc.py)
 * and the `__future__` module (its feature names, so
 * `from __future__ import annotations` works: Nearly never evaluates annotations anyway).
 * Neither needs a capability.
 */
#include "np_descr.h"
#include "np_interp.h"
#include "np_lib.h"

// _inner_funcs(v): the functions a class-body value wraps, so abc can tell that
// `@property @abstractmethod def x` is abstract: a property's fget/fset/fdel (the ones set), the
// function of a classmethod/staticmethod, or (v,) for anything else. Returns only values a
// script put there itself. Captured as a default argument and deleted from abc's globals.
static bool abc_inner_funcs(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_inner_funcs", kw) || !np_args_count(vm, "_inner_funcs", argc, 1, 1))
        return false;
    NpValue items[3];
    size_t n = 0;
    if (np_is_wrapper(vm, argv[0], NP_TYPE_PROPERTY)) {
        NpWrapper *w = NP_AS_WRAPPER(argv[0]);
        const NpValue parts[3] = {w->a, w->b, w->c};
        for (int k = 0; k < 3; k++)
            if (!NP_IS_NONE(parts[k]) && !NP_IS_UNDEF(parts[k])) items[n++] = parts[k];
    } else if (np_is_wrapper(vm, argv[0], NP_TYPE_CLASSMETHOD) ||
               np_is_wrapper(vm, argv[0], NP_TYPE_STATICMETHOD)) {
        items[n++] = NP_AS_WRAPPER(argv[0])->a;
    } else {
        items[n++] = argv[0];
    }
    NpTuple *t = np_tuple_from(vm, items, n);
    if (!t) return false;
    *out = np_obj(&t->hdr);
    return true;
}

// _plain_call(cls): cls has no abstract methods, so calling it needs no check: its ordinary
// constructor replaces ABCMeta.__call__ (vm/np_class.c np_class_plain_call). Captured as a
// default argument and deleted from abc's globals.
static bool abc_plain_call(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_plain_call", kw) || !np_args_count(vm, "_plain_call", argc, 1, 1))
        return false;
    if (!NP_IS_TYPE(argv[0])) return np_raisef(vm, NP_TYPE_TYPEERROR, "_plain_call() needs a class");
    np_class_plain_call(NP_AS_TYPE(argv[0]));
    *out = np_none();
    return true;
}

// _set_pattern(cls, kind): makes the user class [cls] a sequence (kind 1) or mapping (kind 2)
// for match patterns (NpType.pattern) unless it already is one, as subclassing or registering
// with collections.abc.Sequence/Mapping does; builtin types keep theirs. Subclasses made later
// inherit it (vm/np_class.c). Used by collections.abc and collections, which delete it.
bool nplib_set_pattern(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_set_pattern", kw) || !np_args_count(vm, "_set_pattern", argc, 2, 2))
        return false;
    if (!NP_IS_TYPE(argv[0]) || !NP_IS_INT(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_set_pattern() needs a class and a kind");
    NpType *t = NP_AS_TYPE(argv[0]);
    int64_t kind = argv[1].u.i;
    if ((t->tflags & NP_TF_USER) && t->pattern == NP_PATTERN_NONE &&
        (kind == NP_PATTERN_SEQ || kind == NP_PATTERN_MAP))
        t->pattern = (uint8_t)kind;
    *out = np_none();
    return true;
}

static const NpMethodDef pattern_natives[] = {{"_set_pattern", nplib_set_pattern, 0},
                                              {NULL, NULL, 0}};

static const NpMethodDef abc_natives[] = {
    {"_inner_funcs", abc_inner_funcs, 0}, {"_plain_call", abc_plain_call, 0}, {NULL, NULL, 0}};

static const char abc_src[] =
#include "np_lib_abc_py.h"
    ;

static const char collections_abc_src[] =
#include "np_lib_collections_abc_py.h"
    ;

// collections.abc (stdlib/np_lib_collections_abc.py): the abstract collection classes.
static bool collections_abc_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_add_natives(vm, mod, nplib_class_natives) &&
           nplib_add_natives(vm, mod, pattern_natives) &&
           nplib_exec_source(vm, mod, collections_abc_src, "collections/abc.py");
}

static bool abc_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_add_natives(vm, mod, nplib_class_natives) &&
           nplib_add_natives(vm, mod, abc_natives) &&
           nplib_exec_source(vm, mod, abc_src, "abc.py");
}

// __future__'s features: _Feature objects with CPython's repr and getters.
static const char future_src[] =
    "class _Feature:\n"
    "    def __init__(self, optional, mandatory, flag):\n"
    "        self.optional = optional\n"
    "        self.mandatory = mandatory\n"
    "        self.compiler_flag = flag\n"
    "    def getOptionalRelease(self):\n"
    "        return self.optional\n"
    "    def getMandatoryRelease(self):\n"
    "        return self.mandatory\n"
    "    def __repr__(self):\n"
    "        return '_Feature' + repr((self.optional, self.mandatory, self.compiler_flag))\n"
    "nested_scopes = _Feature((2, 1, 0, 'beta', 1), (2, 2, 0, 'alpha', 0), 16)\n"
    "generators = _Feature((2, 2, 0, 'alpha', 1), (2, 3, 0, 'final', 0), 0)\n"
    "division = _Feature((2, 2, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 131072)\n"
    "absolute_import = _Feature((2, 5, 0, 'alpha', 1), (3, 0, 0, 'alpha', 0), 262144)\n"
    "with_statement = _Feature((2, 5, 0, 'alpha', 1), (2, 6, 0, 'alpha', 0), 524288)\n"
    "print_function = _Feature((2, 6, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 1048576)\n"
    "unicode_literals = _Feature((2, 6, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 2097152)\n"
    "generator_stop = _Feature((3, 5, 0, 'beta', 1), (3, 7, 0, 'alpha', 0), 8388608)\n"
    "annotations = _Feature((3, 7, 0, 'beta', 1), None, 16777216)\n"
    "all_feature_names = ['nested_scopes', 'generators', 'division', 'absolute_import',\n"
    "    'with_statement', 'print_function', 'unicode_literals', 'generator_stop',\n"
    "    'annotations']\n";

static bool future_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_exec_source(vm, mod, future_src, "__future__.py");
}

bool nplib_register_abc(NpVM *vm) {
    return npvm_register_module(vm, "abc", abc_init) &&
           npvm_register_module(vm, "collections.abc", collections_abc_init) &&
           npvm_register_module(vm, "__future__", future_init);
}
