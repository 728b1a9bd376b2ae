/*
 * np_lib_functools.c - the `functools` module: reduce, partial, lru_cache/cache, cmp_to_key,
 * wraps/update_wrapper and total_ordering, written in Nearly Python (stdlib/np_lib_functools.py,
 * embedded at build time). The one native, _set_ordering, adds a derived comparison method to
 * a user class for total_ordering (attribute writes never set dunder names); the Python part
 * captures it and deletes it from the module. Capabilities: none (pure computation).
 */
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"

// _set_ordering(cls, name, func): cls.<name> = func for a user class and one of the four
// ordering method names.
static bool ft_set_ordering(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_set_ordering", kw) ||
        !np_args_count(vm, "_set_ordering", argc, 3, 3))
        return false;
    if (!NP_IS_TYPE(argv[0]) || !(NP_AS_TYPE(argv[0])->tflags & NP_TF_USER))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "total_ordering() requires a class");
    static const char *const names[] = {"__lt__", "__le__", "__gt__", "__ge__"};
    bool ok = false;
    for (size_t k = 0; k < 4; k++)
        ok = ok || (NP_IS_STR(argv[1]) && strcmp(NP_AS_STR(argv[1])->data, names[k]) == 0);
    if (!ok || !NP_IS_KIND(argv[2], OBJ_FUNCTION))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_set_ordering: bad arguments");
    NpStr *name = np_intern(vm, NP_AS_STR(argv[1])->data, NP_AS_STR(argv[1])->len);
    if (!name || !np_dict_set_str(vm, NP_AS_TYPE(argv[0])->dict, name, argv[2]))
        return false;
    *out = np_none();
    return true;
}

static const char functools_src[] =
#include "np_lib_functools_py.h"
    ;

static bool functools_init(NpVM *vm, NpModuleObj *mod)
{
    NpNative *f = np_native_new(vm, "_set_ordering", ft_set_ordering, NULL);
    NpStr *key = np_intern_cstr(vm, "_set_ordering");
    if (!f || !key || !np_dict_set_str(vm, mod->globals, key, np_obj(&f->hdr)))
        return false;
    return nplib_exec_source(vm, mod, functools_src, "functools.py");
}

bool nplib_register_functools(NpVM *vm)
{
    return npvm_register_module(vm, "functools", functools_init);
}
