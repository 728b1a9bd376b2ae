/*
 * np_lib_typing.c - the `typing` module: names usable in annotations, subscriptable (List[int],
 * Optional[int]) with CPython's reprs (stdlib/np_lib_typing.py). Needs no capability.
 * Generic, NamedTuple and TypedDict use class-behaviour tables (the natives of np_lib_enum.c).
 */
#include "np_interp.h"
#include "np_lib.h"

static const char typing_src[] =
#include "np_lib_typing_py.h"
    ;

static bool typing_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_add_natives(vm, mod, nplib_class_natives) &&
           nplib_exec_source(vm, mod, typing_src, "typing.py");
}

bool nplib_register_typing(NpVM *vm) { return npvm_register_module(vm, "typing", typing_init); }
