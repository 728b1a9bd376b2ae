/*
 * np_lib_copy.c - the `copy` module: copy and deepcopy, written in Nearly Python
 * (stdlib/np_lib_copy.py, embedded at build time). Two natives give the Python part what
 * attribute access does not: _inst_new(cls) makes an instance of a plain user class without
 * calling __init__, _inst_items(obj) lists an instance's own attributes and _inst_set(obj,
 * name, value) sets one on the copy as CPython's reconstruction does. The Python part
 * captures both and deletes them from the module. Capabilities: none (pure computation).
 */
#include "np_descr.h"
#include "np_interp.h"
#include "np_lib.h"

// _inst_new(cls): a new, empty instance of a user class with instance layout (also io's, for
// the __copy__ of StringIO and BytesIO); a class with __new__ gets `cls.__new__(cls)`, as
// CPython's copy reconstructs it (a singleton's copy is itself).
bool nplib_copy_inst_new(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_count(vm, "_inst_new", argc, 1, 1))
        return false;
    if (!NP_IS_TYPE(argv[0]) || !(NP_AS_TYPE(argv[0])->tflags & NP_TF_USER) ||
        NP_AS_TYPE(argv[0])->inst_kind != OBJ_INSTANCE)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "cannot copy this object");
    return np_class_new_bare(vm, NP_AS_TYPE(argv[0]), out);
}

// _inst_items(obj): [(name, value), ...] of a user instance's own attributes.
bool nplib_copy_inst_items(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_count(vm, "_inst_items", argc, 1, 1))
        return false;
    if (!NP_IS_KIND(argv[0], OBJ_INSTANCE))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "cannot copy this object");
    NpInstance *in = (NpInstance *)NP_AS_OBJ(argv[0]);
    if ((in->hdr.flags & NP_INST_PACKED) && !in->dict) {
        // A packed instance (a complex the natives made: stdlib/np_lib_complex.c) is given the
        // attribute dict of its parts by its class's __np_unpack__ first, as vm/np_serial.c
        // does before saving one, so the copy gets them as attributes.
        NpStr *hook = np_intern_cstr(vm, "__np_unpack__");
        if (!hook)
            return false;
        NpValue fn = np_type_lookup(in->hdr.type, hook), done;
        if (NP_IS_KIND(fn, OBJ_NATIVE) && !np_call(vm, fn, 1, argv, NULL, &done))
            return false;
    }
    NpDict *attrs = in->dict;
    bool shaped = in->hdr.flags & NP_INST_SHAPED;
    NpList *l = np_list_new(vm, shaped ? in->nvals : attrs ? attrs->n : 0);
    if (!l)
        return false;
    size_t pos = 0;
    NpValue k, v;
    // (A shaped instance's names and values, in its layout's order.)
    for (uint32_t i = 0; shaped && i < in->nvals; i++) {
        NpValue pair[2] = {np_obj(&np_inst_layout(in)->keys[i]->hdr), np_inst_vals(in)[i]};
        NpTuple *t = np_tuple_from(vm, pair, 2);
        if (!t || !np_list_append(vm, l, np_obj(&t->hdr)))
            return false;
    }
    while (attrs && np_dict_next(attrs, &pos, &k, &v)) {
        if (!NP_IS_STR(k))
            continue;
        NpValue pair[2] = {k, v};
        NpTuple *t = np_tuple_from(vm, pair, 2);
        if (!t || !np_list_append(vm, l, np_obj(&t->hdr)))
            return false;
    }
    *out = np_obj(&l->hdr);
    return true;
}

// _inst_set(obj, name, value): sets one attribute of a copy as CPython's reconstruction does:
// a slot through np_setattr (the class's __setattr__ runs, as CPython sets slot state with
// setattr), anything else without the class's hook (CPython updates the copy's __dict__
// directly, so a frozen dataclass or a logging __setattr__ is not called).
static bool copy_inst_set(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    if (!np_args_count(vm, "_inst_set", argc, 3, 3))
        return false;
    if (!NP_IS_KIND(argv[0], OBJ_INSTANCE) || !NP_IS_STR(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "cannot copy this object");
    NpStr *name = NP_AS_STR(argv[1]);
    int slot = np_slot_declared(vm, argv[0], name);
    if (slot == -2)
        return false;
    if (!(slot == 1 ? np_setattr(vm, argv[0], name, argv[2])
                    : np_setattr_plain(vm, argv[0], name, argv[2])))
        return false;
    *out = np_none();
    return true;
}

static const char copy_src[] =
#include "np_lib_copy_py.h"
    ;

static bool copy_init(NpVM *vm, NpModuleObj *mod)
{
    static const NpMethodDef natives[] = {
        {"_inst_new", nplib_copy_inst_new, 0},
        {"_inst_items", nplib_copy_inst_items, 0},
        {"_inst_set", copy_inst_set, 0},
        {NULL, NULL, 0},
    };
    for (const NpMethodDef *d = natives; d->name; d++) {
        NpNative *f = np_native_new(vm, d->name, d->fn, NULL);
        NpStr *key = np_intern_cstr(vm, d->name);
        if (!f || !key || !np_dict_set_str(vm, mod->globals, key, np_obj(&f->hdr)))
            return false;
    }
    return nplib_exec_source(vm, mod, copy_src, "copy.py");
}

bool nplib_register_copy(NpVM *vm)
{
    return npvm_register_module(vm, "copy", copy_init);
}
