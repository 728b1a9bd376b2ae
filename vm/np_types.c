/*
 * np_types.c - the builtin type objects, the well-known singletons and the builtins namespace.
 *
 * np_types_init builds every type listed in NP_BUILTIN_TYPES (np_vm.h) with its bases/MRO tuples
 * and an empty attribute dict, then lets the stdlib hooks (nplib_open_*) fill in the methods.
 * Builtin types form a single-inheritance tree, so each MRO is just the chain of bases.
 */
#include <string.h>

#include "np_descr.h"
#include "np_runtime.h"

/* ---------------------------------------------------------------- tables from the X-macro */

// Name, base and layout of each builtin type, indexed by NpBuiltinTypeId.
typedef struct TypeSpec {
    const char *name;
    int base;
    uint8_t kind;
    uint16_t flags;
} TypeSpec;

#define NP_X_TYPE_SPEC(id, name, base, kind, flags) {name, NP_TYPE_##base, kind, flags},
static const TypeSpec type_specs[NP_TYPE__COUNT] = {NP_BUILTIN_TYPES(NP_X_TYPE_SPEC)};
#undef NP_X_TYPE_SPEC

// The non-exception types that CPython's builtins module exposes by name.
static const NpBuiltinTypeId public_types[] = {
    NP_TYPE_OBJECT, NP_TYPE_TYPE,  NP_TYPE_BOOL,      NP_TYPE_INT,       NP_TYPE_FLOAT,
    NP_TYPE_STR,    NP_TYPE_TUPLE, NP_TYPE_LIST,      NP_TYPE_DICT,      NP_TYPE_SET,
    NP_TYPE_FROZENSET, NP_TYPE_RANGE, NP_TYPE_SLICE, NP_TYPE_ENUMERATE, NP_TYPE_ZIP,
    NP_TYPE_MAP,    NP_TYPE_FILTER, NP_TYPE_REVERSED, NP_TYPE_BYTES, NP_TYPE_BYTEARRAY,
};

/* ---------------------------------------------------------------- exception construction */

// The construct hook of every exception type: `ValueError("x", 1)` makes an instance whose
// args are the positional arguments. Keyword arguments are refused as in CPython.
static bool exc_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kwnames,
                          NpValue *out)
{
    if (kwnames && kwnames->n > 0)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes no keyword arguments", t->name->data);
    NpTuple *args = np_tuple_from(vm, argv, (size_t)argc);
    if (!args)
        return false;
    bool os = np_type_is_sub(t, vm->types[NP_TYPE_OSERROR]);
    NpException *e = np_exc_new(vm, os ? np_oserror_type(vm, t, argc, argv) : t, args);
    if (!e || (os && !np_oserror_init(vm, e, argc, argv)))
        return false;
    *out = np_obj(&e->hdr);
    return true;
}

/* ---------------------------------------------------------------- building the types */

// Allocates the bare type objects (no names yet: str does not exist until its type does).
static bool alloc_types(NpVM *vm)
{
    for (int i = 0; i < NP_TYPE__COUNT; i++) {
        size_t size = i == NP_TYPE_TYPE ? sizeof(NpTypeType) : sizeof(NpType);
        NpType *t = (NpType *)np_alloc_obj(vm, size, OBJ_TYPE, NULL);
        if (!t)
            return false;
        t->inst_kind = type_specs[i].kind;
        t->tflags = (uint16_t)(type_specs[i].flags | NP_TF_BUILTIN);
        t->builtin_id = (int16_t)i;
        vm->types[i] = t;
    }
    ((NpTypeType *)vm->types[NP_TYPE_TYPE])->str_hash_seed = vm->hash_seed;
    vm->types[NP_TYPE_LIST]->pattern = NP_PATTERN_SEQ;
    vm->types[NP_TYPE_TUPLE]->pattern = NP_PATTERN_SEQ;
    vm->types[NP_TYPE_RANGE]->pattern = NP_PATTERN_SEQ;
    vm->types[NP_TYPE_DICT]->pattern = NP_PATTERN_MAP;
    for (int i = 0; i < NP_TYPE__COUNT; i++) {
        NpType *t = vm->types[i];
        t->hdr.type = vm->types[NP_TYPE_TYPE];
        t->base = i == NP_TYPE_OBJECT ? NULL : vm->types[type_specs[i].base];
        if (t->tflags & NP_TF_EXCEPTION)
            t->construct = exc_construct;
    }
    return true;
}

// Gives strs made before the str type existed (e.g. interned by npvm_new) their type.
static void fix_early_strs(NpVM *vm)
{
    if (!vm->intern)
        return;
    for (size_t i = 0; i <= vm->intern_mask; i++) {
        NpStr *s = vm->intern[i];
        if (s && !s->hdr.type)
            s->hdr.type = vm->types[NP_TYPE_STR];
    }
}

// Makes the intern table if the VM does not have one yet (np_str.c grows it as needed).
static bool init_intern(NpVM *vm)
{
    if (vm->intern)
        return true;
    // 512 slots hold the ~250 names the boot interns at load <= 1/2 without growing the table
    // (a table outgrown in the boot arena would leave its old room unused there).
    size_t size = 512;
    vm->intern = np_mem_realloc(vm, NULL, 0, size * sizeof(NpStr *));
    if (!vm->intern)
        return false;
    memset(vm->intern, 0, size * sizeof(NpStr *));
    vm->intern_n = 0;
    vm->intern_mask = size - 1;
    return true;
}

// Counts the length of [t]'s base chain including [t] itself.
static size_t chain_len(NpType *t)
{
    size_t n = 0;
    for (; t; t = t->base)
        n++;
    return n;
}

// A new empty class dict (writes to it bump vm->class_epoch, for the inline caches).
static NpDict *new_type_dict(NpVM *vm)
{
    NpDict *d = np_dict_new(vm);
    if (d)
        d->hdr.flags |= NP_DICT_CLASS;
    return d;
}

// Fills name, qualname, bases, mro and dict of builtin type [i]. Types with the same base share
// one immutable __bases__ tuple, and every builtin type starts with the VM's one shared empty
// dict (vm->empty_type_dict); np_type_add_methods gives a type its own dict when it gets methods.
// Most builtin types (exceptions, iterators) never do, which saves ~100 objects per VM.
static bool finish_type(NpVM *vm, int i)
{
    NpType *t = vm->types[i];
    t->name = np_intern_cstr(vm, type_specs[i].name);
    if (!t->name)
        return false;
    t->qualname = t->name;
    for (int j = 0; j < i && t->base; j++) {
        if (vm->types[j]->base == t->base && j != NP_TYPE_OBJECT) {
            t->bases = vm->types[j]->bases;
            break;
        }
    }
    if (!t->bases) {
        t->bases = np_tuple_new(vm, t->base ? 1 : 0);
        if (!t->bases)
            return false;
        if (t->base)
            t->bases->items[0] = np_obj(&t->base->hdr);
    }
    t->mro = np_tuple_new(vm, chain_len(t));
    if (!t->mro)
        return false;
    size_t k = 0;
    for (NpType *b = t; b; b = b->base)
        t->mro->items[k++] = np_obj(&b->hdr);
    t->dict = vm->empty_type_dict;
    return true;
}

// Makes a header-only singleton object of builtin type [id].
static NpObject *make_singleton(NpVM *vm, NpBuiltinTypeId id)
{
    return np_alloc_obj(vm, sizeof(NpObject), OBJ_SINGLETON, vm->types[id]);
}

// Binds [name] to [v] in the builtins dict.
static bool set_builtin(NpVM *vm, const char *name, NpValue v)
{
    NpStr *s = np_intern_cstr(vm, name);
    return s && np_dict_set_str(vm, vm->builtins, s, v);
}

// Puts the public builtin types, every exception class but BudgetExceeded, and the
// Ellipsis/NotImplemented constants into vm->builtins.
static bool register_builtins(NpVM *vm)
{
    size_t npub = sizeof public_types / sizeof public_types[0];
    for (size_t i = 0; i < npub; i++) {
        NpType *t = vm->types[public_types[i]];
        if (!np_dict_set_str(vm, vm->builtins, t->name, np_obj(&t->hdr)))
            return false;
    }
    for (int i = 0; i < NP_TYPE__COUNT; i++) {
        NpType *t = vm->types[i];
        if (!(t->tflags & NP_TF_EXCEPTION) || i == NP_TYPE_BUDGETEXCEEDED)
            continue;
        if (!np_dict_set_str(vm, vm->builtins, t->name, np_obj(&t->hdr)))
            return false;
    }
    NpValue oserr = np_obj(&vm->types[NP_TYPE_OSERROR]->hdr);
    return set_builtin(vm, "EnvironmentError", oserr) && set_builtin(vm, "IOError", oserr) &&
           set_builtin(vm, "Ellipsis", np_obj(vm->ellipsis)) &&
           set_builtin(vm, "NotImplemented", np_obj(vm->not_implemented));
}

// Makes the singletons, the preallocated MemoryError and the namespace dicts.
static bool make_globals(NpVM *vm)
{
    vm->not_implemented = make_singleton(vm, NP_TYPE_NOTIMPLEMENTED);
    vm->ellipsis = make_singleton(vm, NP_TYPE_ELLIPSIS);
    if (!vm->not_implemented || !vm->ellipsis)
        return false;
    vm->memory_error = np_exc_new(vm, vm->types[NP_TYPE_MEMORYERROR], NULL);
    if (!vm->memory_error)
        return false;
    vm->builtins = np_dict_new(vm);
    vm->modules = np_dict_new(vm);
    vm->main_globals = np_dict_new(vm);
    // Room for the ~120 builtins in one step; np_types_compact trims the spare entries.
    if (!vm->builtins || !vm->modules || !vm->main_globals ||
        !np_dict_reserve(vm, vm->builtins, 128))
        return false;
    NpStr *key = np_intern_cstr(vm, "__name__");
    NpStr *val = np_intern_cstr(vm, "__main__");
    return key && val && np_dict_set_str(vm, vm->main_globals, key, np_obj(&val->hdr));
}

// slice.indices(length): (start, stop, step) resolved against a sequence of [length] items.
// Lengths beyond int64 are refused with OverflowError (CPython accepts any int).
static bool slice_indices(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    if (kwnames && kwnames->n)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "slice.indices() takes no keyword arguments");
    if (argc != 2)
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "slice.indices() takes exactly one argument (%d given)", argc - 1);
    int64_t len, start, stop, step, count;
    if (!np_index(vm, argv[1], &len))
        return false;
    if (len < 0)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "length should not be negative");
    if (!np_slice_indices(vm, (NpSlice *)NP_AS_OBJ(argv[0]), len, &start, &stop, &step, &count))
        return false;
    NpTuple *t = np_tuple_new(vm, 3);
    if (!t)
        return false;
    t->items[0] = np_int(start);
    t->items[1] = np_int(stop);
    t->items[2] = np_int(step);
    *out = np_obj(&t->hdr);
    return true;
}

// slice.start, slice.stop and slice.step (read-only members).
static bool slice_get_start(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)vm, (void)argc, (void)kw;
    *out = ((NpSlice *)NP_AS_OBJ(argv[0]))->start;
    return true;
}

static bool slice_get_stop(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)vm, (void)argc, (void)kw;
    *out = ((NpSlice *)NP_AS_OBJ(argv[0]))->stop;
    return true;
}

static bool slice_get_step(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)vm, (void)argc, (void)kw;
    *out = ((NpSlice *)NP_AS_OBJ(argv[0]))->step;
    return true;
}

static const NpMethodDef slice_methods[] = {
    {"indices", slice_indices, NP_NATIVE_METHOD},
    {"start", slice_get_start, NP_NATIVE_GETTER | NP_NATIVE_MEMBER},
    {"stop", slice_get_stop, NP_NATIVE_GETTER | NP_NATIVE_MEMBER},
    {"step", slice_get_step, NP_NATIVE_GETTER | NP_NATIVE_MEMBER},
    {NULL, NULL, 0},
};

bool np_types_init(NpVM *vm)
{
    if (!init_intern(vm) || !alloc_types(vm))
        return false;
    fix_early_strs(vm);
    if (!(vm->empty_type_dict = new_type_dict(vm)))
        return false;
    for (int i = 0; i < NP_TYPE__COUNT; i++) {
        if (!finish_type(vm, i))
            return false;
    }
    if (!make_globals(vm) || !register_builtins(vm))
        return false;
    return nplib_open_builtins(vm) && nplib_open_str(vm) && nplib_open_bytes(vm) &&
           nplib_open_list(vm) && nplib_open_dict(vm) && nplib_open_set(vm) && nplib_open_numbers(vm) &&
           np_descr_init(vm) && (np_type_defer_methods(vm->types[NP_TYPE_SLICE]), true);
}

/* ---------------------------------------------------------------- type queries */

NpType *np_typeof(NpVM *vm, NpValue v)
{
    switch (v.tag) {
    case NP_T_NONE:
        return vm->types[NP_TYPE_NONE];
    case NP_T_BOOL:
        return vm->types[NP_TYPE_BOOL];
    case NP_T_INT:
        return vm->types[NP_TYPE_INT];
    case NP_T_FLOAT:
        return vm->types[NP_TYPE_FLOAT];
    case NP_T_OBJ:
        return NP_OBJ(v)->type;
    default:
        // UNDEF never reaches scripts; report it as NoneType rather than crash.
        return vm->types[NP_TYPE_NONE];
    }
}

// The dotted names of the stdlib Python classes flagged NP_TF_CTYPE_NAME (CPython's C types
// of the same names), found by their bare name.
static const char *const ctype_names[][2] = {
    {"deque", "collections.deque"},
    {"OrderedDict", "collections.OrderedDict"},
    {"defaultdict", "collections.defaultdict"},
    {"HASH", "_hashlib.HASH"},
    {"StringIO", "_io.StringIO"},
    {"BytesIO", "_io.BytesIO"},
    {"KeyWrapper", "functools.KeyWrapper"},
};

const char *np_type_cname(NpType *t)
{
    // A builtin type a stdlib module made (itertools.count, re.Match) is named in messages by
    // its dotted name, as CPython's C types are (their tp_name). Its exceptions (re.error,
    // JSONDecodeError) are Python classes there, named bare.
    if ((t->tflags & NP_TF_BUILTIN) && t->qualname && t->inst_kind != OBJ_EXCEPTION)
        return t->qualname->data;
    if (__builtin_expect(t->tflags & NP_TF_CTYPE_NAME, 0)) {
        for (size_t i = 0; i < sizeof ctype_names / sizeof ctype_names[0]; i++)
            if (strcmp(t->name->data, ctype_names[i][0]) == 0)
                return ctype_names[i][1];
    }
    return t->name->data;
}

const char *np_type_name(NpVM *vm, NpValue v)
{
    return np_type_cname(np_typeof(vm, v));
}

bool np_type_is_sub(NpType *t, NpType *base)
{
    if (t == base)
        return true;
    if (!t->mro) {
        for (NpType *b = t->base; b; b = b->base) {
            if (b == base)
                return true;
        }
        return false;
    }
    for (size_t i = 1; i < t->mro->n; i++) {
        if (NP_AS_OBJ(t->mro->items[i]) == &base->hdr)
            return true;
    }
    return false;
}

bool np_isinstance(NpVM *vm, NpValue v, NpType *t)
{
    return np_type_is_sub(np_typeof(vm, v), t);
}

/* ---------------------------------------------------------------- native functions */

NpNative *np_native_new(NpVM *vm, const char *name, NpNativeFn fn, NpType *owner)
{
    NpNative *f = (NpNative *)np_alloc_obj(vm, sizeof(NpNative), OBJ_NATIVE,
                                           vm->types[NP_TYPE_BUILTIN_FUNCTION]);
    if (!f)
        return NULL;
    f->fn = fn;
    f->name = name;
    f->owner = owner;
    f->self = np_undef();
    return f;
}

// The methods of the builtin types that get them on first use (np_type_defer_methods): types
// of which an idle VM needs nothing, so their natives, dicts and names cost it nothing.
static const NpMethodDef *deferred_methods(const NpType *t)
{
    switch (t->builtin_id) {
    case NP_TYPE_BYTES: return nplib_bytes_methods;
    case NP_TYPE_BYTEARRAY: return nplib_bytearray_methods;
    case NP_TYPE_GENERATOR: return np_gen_methods;
    case NP_TYPE_PROPERTY: return np_property_methods;
    case NP_TYPE_RANGE: return nplib_range_methods;
    case NP_TYPE_TYPE: return nplib_type_methods;
    case NP_TYPE_SLICE: return slice_methods;
    case NP_TYPE_DICT_KEYS:
    case NP_TYPE_DICT_ITEMS: return nplib_view_methods;
    default: return NULL;
    }
}

void np_type_defer_methods(NpType *t)
{
    t->tflags |= NP_TF_LAZY_METHODS;
}

int np_type_install_lazy(NpVM *vm, NpType *t)
{
    if (!(t->tflags & NP_TF_LAZY_METHODS))
        return 0;
    const NpMethodDef *defs = deferred_methods(t);
    // The flag stays until every method is in: after a MemoryError part-way, the next lookup
    // tries again (entries already made are stored over) instead of missing for good.
    if (defs && !np_type_add_methods(vm, t, defs))
        return -1;
    t->tflags &= (uint16_t)~NP_TF_LAZY_METHODS;
    return defs ? 1 : 0;
}

bool np_type_add_methods(NpVM *vm, NpType *t, const NpMethodDef *defs)
{
    if (t->dict == vm->empty_type_dict && defs->name && !(t->dict = new_type_dict(vm)))
        return false;
    size_t n = 0;
    while (defs[n].name)
        n++;
    if (!np_dict_reserve(vm, t->dict, n))
        return false;
    for (; defs->name; defs++) {
        NpNative *f = np_native_new(vm, defs->name, defs->fn, t);
        if (!f)
            return false;
        f->hdr.flags = defs->flags;
        NpStr *key = np_intern_cstr(vm, defs->name);
        if (!key || !np_dict_set_str(vm, t->dict, key, np_obj(&f->hdr)))
            return false;
    }
    return true;
}

bool np_types_compact(NpVM *vm)
{
    // The main namespace holds only __name__ until a script stores a global; its first store
    // grows the tables back to the normal size.
    if (!np_dict_fit(vm, vm->builtins) || !np_dict_fit(vm, vm->main_globals))
        return false;
    for (int i = 0; i < NP_TYPE__COUNT; i++) {
        NpDict *d = vm->types[i]->dict;
        if (d && d != vm->empty_type_dict && !np_dict_fit(vm, d))
            return false;
    }
    return true;
}
