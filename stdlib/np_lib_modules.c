/*
 * np_lib_modules.c - the list of importable stdlib modules, registered with every new VM, and
 * nplib_add_methods, which gives a class of a Python-written module its C methods.
 *
 * Registering only records a name and an init function; a module's objects are built on its
 * first import. Which of these a script may import is the policy's decision (the sandbox issue).
 */
#include "np_interp.h"
#include "np_lib.h"
#include "np_runtime.h"

// One registration hook per module, each defined in stdlib/np_lib_<module>.c.
static bool (*const module_hooks[])(NpVM *) = {
    nplib_register_math,
    nplib_register_collections,
    nplib_register_itertools,
    nplib_register_functools,
    nplib_register_operator,
    nplib_register_heapq,
    nplib_register_copy,
    nplib_register_dataclasses,
    nplib_register_json,
    nplib_register_re,
    nplib_register_string,
    nplib_register_random,
    nplib_register_datetime,
    nplib_register_statistics,
    nplib_register_fractions,
    nplib_register_csv,
    nplib_register_time,
    nplib_register_typing,
    nplib_register_enum,
    nplib_register_abc,
    nplib_register_contextlib,
    nplib_register_sys,
};

bool nplib_register_modules(NpVM *vm) {
    for (size_t i = 0; i < sizeof module_hooks / sizeof module_hooks[0]; i++)
        if (!module_hooks[i](vm)) return false;
    return true;
}

bool nplib_add_methods(NpVM *vm, NpType *t, const NpMethodDef *defs)
{
    for (const NpMethodDef *m = defs; m->name; m++) {
        NpNative *n = np_native_new(vm, m->name, m->fn, t);
        NpStr *key = np_intern_cstr(vm, m->name);
        if (!n || !key)
            return false;
        n->hdr.flags = NP_NATIVE_METHOD;
        if (!np_dict_set_str(vm, t->dict, key, np_obj(&n->hdr)))
            return false;
    }
    return true;
}
