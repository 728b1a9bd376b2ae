/*
 * np_lib_fractions.c - the `fractions` module: Fraction, written in Nearly Python
 * (stdlib/np_lib_fractions.py, embedded at build time) after CPython 3.11's semantics. Needs no
 * capability.
 */
#include "np_interp.h"
#include "np_lib.h"

static const char fractions_src[] =
#include "np_lib_fractions_py.h"
    ;

static bool fractions_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_exec_source(vm, mod, fractions_src, "fractions.py");
}

bool nplib_register_fractions(NpVM *vm) {
    return npvm_register_module(vm, "fractions", fractions_init);
}
