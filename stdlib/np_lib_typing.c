/*
 * np_lib_typing.c - the `typing` module: names usable in annotations, subscriptable (List[int],
 * Optional[int]) with CPython's reprs (stdlib/np_lib_typing.py). Needs no capability.
 * Generic, NamedTuple and TypedDict use class-behaviour tables (the natives of np_lib_enum.c).
 */
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"

static const char typing_src[] =
#include "np_lib_typing_py.h"
    ;

// np_class_memo_get's key for a NamedTuple class's own `_nt_` entry (the namedtuple type
// _NamedTupleMeta made for it).
static const char nt_type_key[] = "NamedTuple _nt_";

// The constructor of a `class P(NamedTuple)` class after _nt_forward: the namedtuple type in
// P's own `_nt_` entry builds the instance, as _NamedTupleMeta.__call__ would, without a
// Python frame.
static bool nt_forward_construct(NpVM *vm, NpType *t, int argc, NpValue *argv,
                                 NpTuple *kwnames, NpValue *out) {
    NpValue nt;
    if (!np_class_memo_get(vm, t, nt_type_key, &nt)) {
        NpStr *key = np_intern_cstr(vm, "_nt_");
        if (!key) return false;
        nt = np_dict_get_str(t->dict, key);
        np_class_memo_put(vm, t, nt_type_key, nt);
    }
    if (!NP_IS_TYPE(nt) || !NP_AS_TYPE(nt)->construct)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "cannot create '%s' instances", t->name->data);
    return NP_AS_TYPE(nt)->construct(vm, NP_AS_TYPE(nt), argc, argv, kwnames, out);
}

// _nt_forward(cls): calls of NamedTuple class [cls] (whose `_nt_` entry is set) go straight
// to its namedtuple type (nt_forward_construct). typing.py deletes the name after use.
static bool ty_nt_forward(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_nt_forward", kw) || !np_args_count(vm, "_nt_forward", argc, 1, 1))
        return false;
    if (!NP_IS_TYPE(argv[0]) || !(NP_AS_TYPE(argv[0])->tflags & NP_TF_USER) ||
        !NP_AS_TYPE(argv[0])->meta)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_nt_forward() needs a NamedTuple class");
    NP_AS_TYPE(argv[0])->construct = nt_forward_construct;
    *out = np_none();
    return true;
}

// The globals get_type_hints resolves [obj]'s string annotations in: a function's module
// globals; for a class, those of a function defined in its body, else of the module its
// `__module__` names. NULL when there are none.
static NpDict *hint_globals(NpVM *vm, NpValue obj) {
    if (NP_IS_KIND(obj, OBJ_FUNCTION)) return ((NpFunction *)NP_AS_OBJ(obj))->globals;
    if (!NP_IS_TYPE(obj) || !(NP_AS_TYPE(obj)->tflags & NP_TF_USER)) return NULL;
    NpDict *d = NP_AS_TYPE(obj)->dict;
    NpValue k, v;
    for (size_t i = 0; np_dict_next(d, &i, &k, &v);)
        if (NP_IS_KIND(v, OBJ_FUNCTION)) return ((NpFunction *)NP_AS_OBJ(v))->globals;
    NpStr *key = np_intern_cstr(vm, "__module__");
    NpValue mn = key ? np_dict_get_str(d, key) : np_undef();
    // (A class of __main__ has no `__module__` entry: np_class.c set_module.)
    if (NP_IS_UNDEF(mn) || (NP_IS_STR(mn) && strcmp(NP_AS_STR(mn)->data, "__main__") == 0))
        return vm->main_globals;
    if (!NP_IS_STR(mn)) return NULL;
    NpValue m = np_dict_get_str(vm->modules, NP_AS_STR(mn));
    return NP_IS_KIND(m, OBJ_MODULE) ? ((NpModuleObj *)NP_AS_OBJ(m))->globals : NULL;
}

// _hint_name(obj, name): the value [name] has where [obj] (a function or class) was defined,
// then among the builtins, for get_type_hints' evaluation of string annotations; NameError as
// CPython's eval raises. Hidden `__np_` entries are never found, nor a stdlib module's
// private names (np_module_attr_visible), so this reaches only what the script could name.
static bool ty_hint_name(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_hint_name", kw) || !np_args_count(vm, "_hint_name", argc, 2, 2))
        return false;
    if (!NP_IS_STR(argv[1])) return np_raisef(vm, NP_TYPE_TYPEERROR, "name must be a str");
    NpStr *name = NP_AS_STR(argv[1]);
    bool hidden = strncmp(name->data, "__np", 4) == 0;
    NpDict *g = hint_globals(vm, argv[0]);
    NpValue v = g && !hidden ? np_dict_get_str(g, name) : np_undef();
    if (!NP_IS_UNDEF(v) && g != vm->main_globals && !np_module_attr_visible(vm, name, v))
        v = np_undef();
    if (NP_IS_UNDEF(v) && !hidden && name->len > 0 && name->data[0] != '_')
        v = np_dict_get_str(vm->builtins, name);
    if (NP_IS_UNDEF(v))
        return np_raisef(vm, NP_TYPE_NAMEERROR, "name '%s' is not defined", name->data);
    *out = v;
    return true;
}

// The constructor of a protocol class (a class naming Protocol as a direct base, and Protocol
// itself): CPython's Protocol refuses instances of protocols. Classes that merely inherit a
// protocol keep their own constructor, so their instances cost nothing more.
static bool proto_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kwnames,
                            NpValue *out) {
    (void)t, (void)argc, (void)argv, (void)kwnames, (void)out;
    return np_raisef(vm, NP_TYPE_TYPEERROR, "Protocols cannot be instantiated");
}

// _proto_refuse(cls): calls of protocol class [cls] raise CPython's TypeError
// (proto_construct). typing.py deletes the name after use.
static bool ty_proto_refuse(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_proto_refuse", kw) || !np_args_count(vm, "_proto_refuse", argc, 1, 1))
        return false;
    if (!NP_IS_TYPE(argv[0]) || !(NP_AS_TYPE(argv[0])->tflags & NP_TF_USER))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_proto_refuse() needs a class");
    NP_AS_TYPE(argv[0])->construct = proto_construct;
    *out = np_none();
    return true;
}

static const NpMethodDef typing_natives[] = {
    {"_nt_forward", ty_nt_forward, 0},
    {"_proto_refuse", ty_proto_refuse, 0},
    {"_hint_name", ty_hint_name, 0},
    {NULL, NULL, 0},
};

static bool typing_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_add_natives(vm, mod, nplib_class_natives) &&
           nplib_add_natives(vm, mod, typing_natives) &&
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
