/*
 * np_lib_statistics.c - the `statistics` module: CPython 3.11's algorithms with exact fraction
 * sums, so results are bit-identical (stdlib/np_lib_statistics.py). Needs no capability.
 */
#include "np_interp.h"
#include "np_lib.h"

static const char statistics_src[] =
#include "np_lib_statistics_py.h"
    ;

static bool statistics_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_exec_source(vm, mod, statistics_src, "statistics.py");
}

bool nplib_register_statistics(NpVM *vm) { return npvm_register_module(vm, "statistics", statistics_init); }
