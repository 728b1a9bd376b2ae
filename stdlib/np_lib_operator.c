/*
 * np_lib_operator.c - the `operator` module. The module is written in Nearly Python
 * (stdlib/np_lib_operator.py, embedded at build time); see docs/stdlib.md for its surface.
 * Capabilities: none (pure computation).
 */
#include "np_interp.h"
#include "np_lib.h"

static const char operator_src[] =
#include "np_lib_operator_py.h"
    ;

static bool operator_init(NpVM *vm, NpModuleObj *mod)
{
    return nplib_exec_source(vm, mod, operator_src, "operator.py");
}

bool nplib_register_operator(NpVM *vm)
{
    return npvm_register_module(vm, "operator", operator_init);
}
