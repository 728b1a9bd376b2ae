/*
 * np_lib_abc.c - the `abc` module (ABC, ABCMeta, abstractmethod; stdlib/np_lib_abc.py, on a
 * class-behaviour table, see np_lib_enum.c) and the `__future__` module (its feature names, so
 * `from __future__ import annotations` works: Nearly never evaluates annotations anyway).
 * Neither needs a capability.
 */
#include "np_interp.h"
#include "np_lib.h"

static const char abc_src[] =
#include "np_lib_abc_py.h"
    ;

static bool abc_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_add_natives(vm, mod, nplib_class_natives) &&
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
           npvm_register_module(vm, "__future__", future_init);
}
