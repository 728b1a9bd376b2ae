/*
 * np_lib_enum.c - the `enum` module: Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique,
 * written in Nearly Python (stdlib/np_lib_enum.py, embedded at build time). Needs no capability.
 *
 * Nearly has no metaclasses. What CPython's EnumType does at the class level (iterating a class,
 * len(Color), Color['RED'], Color(1), <enum 'Color'>, turning the class body's values into
 * members) comes from a class-behaviour table (NpType.meta, vm/np_class.c), set on Enum by the
 * native _set_meta and inherited by every subclass. Three natives give the Python part what
 * attribute access does not; it captures them and deletes them from the module:
 *   _set_meta(cls, table)    gives user class [cls] the behaviour table [table] (a user class);
 *   _construct(cls, *args)   builds an instance the ordinary way (layout value, then __init__),
 *                            bypassing the table's __call__, to make a member;
 *   _class_items(cls)        [(name, value), ...] of the class body, in definition order;
 *   _class_set(cls, k, v)    sets a class attribute scripts may not set (__members__);
 *   _make_class(name, base)  an empty subclass sharing base's table (the functional API);
 *   _class_bases(cls)        the tuple of [cls]'s direct bases (typing.Protocol's test of
 *                            which classes are protocols).
 */
#include <string.h>

#include "np_descr.h"
#include "np_interp.h"
#include "np_lib.h"

// True when [v] is a user class (the only kind these natives accept).
static bool is_user_class(NpValue v) {
    return NP_IS_TYPE(v) && (NP_AS_TYPE(v)->tflags & NP_TF_USER);
}

// _set_meta(cls, table) (see the file comment).
static bool en_set_meta(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    if (!np_args_count(vm, "_set_meta", argc, 2, 2)) return false;
    if (!is_user_class(argv[0]) || !is_user_class(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_set_meta() needs two classes");
    np_class_set_meta(vm, NP_AS_TYPE(argv[0]), NP_AS_TYPE(argv[1]));
    *out = np_none();
    return true;
}

// _construct(cls, *args): cls's ordinary construction, without its behaviour table's __call__.
static bool en_construct(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    int npos = argc - (kw ? (int)kw->n : 0);
    if (npos < 1 || !is_user_class(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_construct() needs a class");
    NpType *t = NP_AS_TYPE(argv[0]);
    return np_class_plain_construct(vm, t, argc - 1, argv + 1, kw, out);
}

// _class_items(cls): the class's own attributes, in definition order.
static bool en_class_items(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    if (!np_args_count(vm, "_class_items", argc, 1, 1)) return false;
    if (!is_user_class(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_class_items() needs a class");
    NpDict *d = NP_AS_TYPE(argv[0])->dict;
    NpList *l = np_list_new(vm, 0);
    if (!l) return false;
    size_t pos = 0;
    NpValue k, v;
    while (np_dict_next(d, &pos, &k, &v)) {
        // The compiler's and dataclasses' hidden `__np_*` entries stay hidden, except the
        // annotated names (a tuple of strings NamedTuple reads).
        if (NP_IS_STR(k) && strncmp(NP_AS_STR(k)->data, "__np_", 5) == 0 &&
            strcmp(NP_AS_STR(k)->data, "__np_annotated__") != 0)
            continue;
        NpValue pair[2] = {k, v};
        NpTuple *t = np_tuple_from(vm, pair, 2);
        if (!t || !np_list_append(vm, l, np_obj(&t->hdr))) return false;
    }
    *out = np_obj(&l->hdr);
    return true;
}

// _class_set(cls, name, value): writes a class attribute the attribute rule keeps scripts from
// writing (__members__).
static bool en_class_set(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    if (!np_args_count(vm, "_class_set", argc, 3, 3)) return false;
    if (!is_user_class(argv[0]) || !NP_IS_STR(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_class_set() needs a class and a name");
    // Never the hidden entries other C code trusts (`__np_*`, e.g. dataclasses' field tuple) or
    // the hooks class creation refuses: defence in depth, the native is private anyway.
    static const char *const refused[] = {"__classcell__", "__getattribute__", "__new__",
                                          "__init_subclass__", "__class_getitem__", "__del__",
                                          "__set_name__", "__setattr__", "__delattr__"};
    const char *name = NP_AS_STR(argv[1])->data;
    bool bad = strncmp(name, "__np_", 5) == 0;
    for (size_t k = 0; k < sizeof refused / sizeof refused[0]; k++)
        bad = bad || strcmp(name, refused[k]) == 0;
    if (bad) return np_raisef(vm, NP_TYPE_TYPEERROR, "_class_set() cannot set '%s'", name);
    if (!np_dict_set(vm, NP_AS_TYPE(argv[0])->dict, argv[1], argv[2])) return false;
    vm->class_epoch++;
    *out = np_none();
    return true;
}

// _class_bases(cls): the class statement's bases of user class [cls], as a tuple.
static bool en_class_bases(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    if (!np_args_count(vm, "_class_bases", argc, 1, 1)) return false;
    if (!is_user_class(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_class_bases() needs a class");
    NpTuple *b = NP_AS_TYPE(argv[0])->bases;
    if (!b && !(b = np_tuple_new(vm, 0))) return false;
    *out = np_obj(&b->hdr);
    return true;
}

static const char enum_src[] =
#include "np_lib_enum_py.h"
    ;

bool nplib_add_natives(NpVM *vm, NpModuleObj *mod, const NpMethodDef *defs) {
    for (const NpMethodDef *d = defs; d->name; d++) {
        NpNative *f = np_native_new(vm, d->name, d->fn, NULL);
        NpStr *key = np_intern_cstr(vm, d->name);
        if (!f || !key || !np_dict_set_str(vm, mod->globals, key, np_obj(&f->hdr))) return false;
    }
    return true;
}

// _make_class(name, base): a new empty subclass of user class [base] that shares its behaviour
// table, without running the table's _class_created_ (the caller fills it first); enum's
// functional API (Enum('Color', 'RED GREEN'), IntEnum('P', [('LOW', 1)]), StrEnum(...)).
static bool en_make_class(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    if (!np_args_count(vm, "_make_class", argc, 2, 2)) return false;
    if (!NP_IS_STR(argv[0]) || !is_user_class(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_make_class() needs a name and a class");
    NpType *base = NP_AS_TYPE(argv[1]);
    NpType *t = np_class_new(vm, NP_AS_STR(argv[0])->data, base, "__main__");
    if (!t) return false;
    // A base with a builtin layout (IntEnum, StrEnum, IntFlag) needs the layout-extending
    // constructor that np_class_set_bases picks, as a class statement gets.
    if (base->inst_kind != OBJ_INSTANCE && !np_class_set_bases(vm, t, t->bases)) return false;
    if (base->meta) np_class_set_meta(vm, t, base->meta);
    *out = np_obj(&t->hdr);
    return true;
}

const NpMethodDef nplib_class_natives[] = {
    {"_make_class", en_make_class, 0},
    {"_set_meta", en_set_meta, 0},
    {"_construct", en_construct, 0},
    {"_class_items", en_class_items, 0},
    {"_class_set", en_class_set, 0},
    {"_class_bases", en_class_bases, 0},
    {NULL, NULL, 0},
};

// np_class_memo_get's keys for the interned names "_name_" and "_value_", remembered per
// member class (the members' dicts hold those very strs as keys, so they stay reachable from
// the class) so a member's hash interns nothing.
static const char memo_name_key[] = "enum _name_";
static const char memo_value_key[] = "enum _value_";

// hash(member.<name>): the member's own attribute read from its dict when it has one there,
// else through np_getattr (members of int/str layouts).
static bool attr_hash(NpVM *vm, int argc, NpValue *argv, const char *memo, const char *name,
                      NpValue *out) {
    if (argc != 1) return np_raisef(vm, NP_TYPE_TYPEERROR, "__hash__() takes no arguments");
    NpType *t = np_typeof(vm, argv[0]);
    NpValue k, v = np_undef();
    if (!np_class_memo_get(vm, t, memo, &k) || !NP_IS_STR(k)) {
        NpStr *key = np_intern_cstr(vm, name);
        if (!key) return false;
        k = np_obj(&key->hdr);
        np_class_memo_put(vm, t, memo, k);
    }
    if (NP_IS_KIND(argv[0], OBJ_INSTANCE) && ((NpInstance *)NP_AS_OBJ(argv[0]))->dict)
        v = np_dict_get_str(((NpInstance *)NP_AS_OBJ(argv[0]))->dict, NP_AS_STR(k));
    if (NP_IS_UNDEF(v) && !np_getattr(vm, argv[0], NP_AS_STR(k), &v)) return false;
    int64_t h;
    if (!np_hash(vm, v, &h)) return false;
    *out = np_int(h);
    return true;
}

// Enum.__hash__: hash(self._name_), as CPython's.
static bool en_name_hash(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    return attr_hash(vm, argc, argv, memo_name_key, "_name_", out);
}

// ReprEnum's and Flag's __hash__: hash(self._value_).
static bool en_value_hash(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    return attr_hash(vm, argc, argv, memo_value_key, "_value_", out);
}

// The natives only enum.py uses (methods: bound to the member they are read from).
static const NpMethodDef enum_natives[] = {
    {"_name_hash", en_name_hash, 0},
    {"_value_hash", en_value_hash, 0},
    {NULL, NULL, 0},
};

static bool enum_init(NpVM *vm, NpModuleObj *mod) {
    if (!nplib_add_natives(vm, mod, nplib_class_natives) ||
        !nplib_add_natives(vm, mod, enum_natives))
        return false;
    // The hash natives are methods: `member.__hash__` binds them like a def would.
    for (const NpMethodDef *d = enum_natives; d->name; d++) {
        NpStr *key = np_intern_cstr(vm, d->name);
        NpValue f = key ? np_dict_get_str(mod->globals, key) : np_undef();
        if (!NP_IS_KIND(f, OBJ_NATIVE)) return false;
        NP_OBJ(f)->flags |= NP_NATIVE_METHOD;
    }
    return nplib_exec_source(vm, mod, enum_src, "enum.py");
}

bool nplib_register_enum(NpVM *vm) { return npvm_register_module(vm, "enum", enum_init); }
