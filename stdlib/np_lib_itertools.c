/*
 * np_lib_itertools.c - the `itertools` module. The module is written in Nearly Python
 * (stdlib/np_lib_itertools.py, embedded at build time); see docs/stdlib.md for its surface.
 * Capabilities: none (pure computation).
 */
#include "np_interp.h"
#include "np_lib.h"

static const char itertools_src[] =
#include "np_lib_itertools_py.h"
    ;

static bool itertools_init(NpVM *vm, NpModuleObj *mod)
{
    return nplib_exec_source(vm, mod, itertools_src, "itertools.py");
}

bool nplib_register_itertools(NpVM *vm)
{
    return npvm_register_module(vm, "itertools", itertools_init);
}
