/*
 * np_lib_heapq.c - the `heapq` and `bisect` modules, written in Nearly Python
 * (stdlib/np_lib_heapq.py and stdlib/np_lib_bisect.py, embedded at build time); see
 * docs/stdlib.md for their surface. Capabilities: none (pure computation).
 */
#include "np_interp.h"
#include "np_lib.h"

static const char heapq_src[] =
#include "np_lib_heapq_py.h"
    ;

static const char bisect_src[] =
#include "np_lib_bisect_py.h"
    ;

static bool heapq_init(NpVM *vm, NpModuleObj *mod)
{
    return nplib_exec_source(vm, mod, heapq_src, "heapq.py");
}

static bool bisect_init(NpVM *vm, NpModuleObj *mod)
{
    return nplib_exec_source(vm, mod, bisect_src, "bisect.py");
}

bool nplib_register_heapq(NpVM *vm)
{
    return npvm_register_module(vm, "heapq", heapq_init) &&
           npvm_register_module(vm, "bisect", bisect_init);
}
