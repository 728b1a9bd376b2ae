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

bool nplib_class_getitem(NpVM *vm, NpValue cls, NpValue key, NpValue *out) {
    NpStr *name = np_intern_cstr(vm, "typing"), *fname = np_intern_cstr(vm, "_class_getitem");
    NpValue mod;
    if (!name || !fname || !np_import(vm, name, &mod)) return false;
    NpValue fn = np_dict_get_str(((NpModuleObj *)NP_AS_OBJ(mod))->globals, fname);
    if (NP_IS_UNDEF(fn))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "type '%s' is not subscriptable",
                         NP_AS_TYPE(cls)->name->data);
    NpValue args[2] = {cls, key};
    return np_call_rooted(vm, fn, 2, args, out);
}

bool nplib_register_typing(NpVM *vm) { return npvm_register_module(vm, "typing", typing_init); }
