/*
 * np_lib_time.c - the `time` module: every clock function raises RuntimeError until a host can grant the
 * 'clock' capability (stdlib/np_lib_time.py).
 */
#include "np_interp.h"
#include "np_lib.h"

static const char time_src[] =
#include "np_lib_time_py.h"
    ;

static bool time_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_exec_source(vm, mod, time_src, "time.py");
}

bool nplib_register_time(NpVM *vm) { return npvm_register_module(vm, "time", time_init); }
