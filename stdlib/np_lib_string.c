/*
 * np_lib_string.c - the `string` and `textwrap` modules, written in Nearly Python
 * (stdlib/np_lib_string.py, stdlib/np_lib_textwrap.py) and embedded at build time. Both are
 * pure: they need no capability. textwrap splits text into chunks with the re module and its
 * own hyphen scanner, breaking lines where CPython does.
 */
#include "np_interp.h"
#include "np_lib.h"

static const char string_src[] =
#include "np_lib_string_py.h"
    ;

static const char textwrap_src[] =
#include "np_lib_textwrap_py.h"
    ;

static bool string_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_exec_source(vm, mod, string_src, "string.py");
}

static bool textwrap_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_exec_source(vm, mod, textwrap_src, "textwrap.py");
}

bool nplib_register_string(NpVM *vm) {
    return npvm_register_module(vm, "string", string_init) &&
           npvm_register_module(vm, "textwrap", textwrap_init);
}
