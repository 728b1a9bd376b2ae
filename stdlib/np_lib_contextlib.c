/*
 * np_lib_contextlib.c - the `contextlib` module, written in Nearly Python
 * (stdlib/np_lib_contextlib.py, embedded at build time): contextmanager, suppress,
 * nullcontext, closing, ExitStack. Pure: it needs no capability.
 */
#include "np_interp.h"
#include "np_lib.h"

static const char contextlib_src[] =
#include "np_lib_contextlib_py.h"
    ;

static bool contextlib_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_exec_source(vm, mod, contextlib_src, "contextlib.py");
}

bool nplib_register_contextlib(NpVM *vm) {
    return npvm_register_module(vm, "contextlib", contextlib_init);
}
