/*
 * np_lib_operator.c - the `operator` module. The module is written in Nearly Python
 * (stdlib/np_lib_operator.py, embedded at build time); see docs/stdlib.md for its surface.
 * The `__call__` of itemgetter and attrgetter are natives here (sort keys call them once per
 * item), working on the Python classes' own state: `_items` / `_paths` and `_single`.
 * Capabilities: none (pure computation).
 */
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"
#include "np_strbuild.h"

/* ---------------------------------------------------------------- itemgetter, attrgetter */

// The value of instance attribute [name] of [self] (found by scanning its dict's few
// entries, cheaper than interning the name), or NULL. Always inlined with getter_load, so
// [name] is a literal: strlen folds and memcmp becomes a few compares (it was ~85 instructions
// a lookup through the libc calls; grade_report sorts and groups by itemgetter 66 K times).
static inline __attribute__((always_inline)) NpValue *getter_slot(NpValue self, const char *name)
{
    NpDict *attrs = ((NpInstance *)NP_AS_OBJ(self))->dict;
    size_t len = strlen(name);
    for (size_t i = 0; attrs && i < attrs->nentries; i++) {
        NpDictEntry *e = &attrs->entries[i];
        if (NP_IS_STR(e->key) && NP_AS_STR(e->key)->len == len &&
            memcmp(NP_AS_STR(e->key)->data, name, len) == 0)
            return &e->value;
    }
    return NULL;
}

// Checks a getter call `g(obj)` (CPython's messages) and loads the getter's tuple attribute
// [field] into *items and `_single` into *single.
static inline __attribute__((always_inline)) bool getter_load(NpVM *vm, const char *cls,
                                                              const char *field, int argc,
                                                              NpValue *argv, NpTuple *kw,
                                                              NpTuple **items, bool *single)
{
    if (kw && kw->n > 0)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes no keyword arguments", cls);
    if (argc < 1 || !NP_IS_KIND(argv[0], OBJ_INSTANCE))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "descriptor '__call__' requires a '%s' object",
                         cls);
    if (argc != 2)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s expected 1 argument, got %d", cls, argc - 1);
    NpValue *it = getter_slot(argv[0], field), *sg = getter_slot(argv[0], "_single");
    if (!it || !NP_IS_TUPLE(*it) || NP_AS_TUPLE(*it)->n == 0 || !sg || !NP_IS_BOOL(*sg))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object is not initialized", cls);
    *items = NP_AS_TUPLE(*it);
    *single = sg->u.i != 0;
    return true;
}

// Entry hints for an itemgetter's first GETTER_HINTS keys: the entry number where key i was
// last found, in whichever dict. A hint proves itself (the dict's entry there holds that very
// key: the same object or small int, and a dict holds a key once), so a stale one, another
// dict's or another VM's, only costs the check; records built by one display keep each key at
// one entry number (grade_report's itemgetter("section", "student")). Per thread, outside NpVM
// so the idle VM does not grow.
#define GETTER_HINTS 4
static _Thread_local size_t getter_hint[GETTER_HINTS];

// obj[key] for item [i] of an itemgetter: an exact dict's item from its entry hint or
// np_dict_find_entry (records sorted or grouped by a field: ~140 instructions less than
// np_getitem's dispatch and lookup), anything else, and a missing key (KeyError, as the
// interpreter's GETITEM does), through np_getitem.
static inline bool getter_item(NpVM *vm, NpValue obj, NpValue key, size_t i, NpValue *out)
{
    // A tuple's or list's item by a small int index in range (`itemgetter(0, 1)` over rows):
    // read directly; an index out of range raises through np_getitem.
    if (key.tag == NP_T_INT && (NP_IS_TUPLE(obj) || NP_IS_LIST(obj)) &&
        (NP_OBJ(obj)->type == vm->types[NP_TYPE_TUPLE] ||
         NP_OBJ(obj)->type == vm->types[NP_TYPE_LIST])) {
        size_t n = NP_IS_TUPLE(obj) ? NP_AS_TUPLE(obj)->n : NP_AS_LIST(obj)->n;
        int64_t k = key.u.i < 0 ? key.u.i + (int64_t)n : key.u.i;
        if (k >= 0 && (uint64_t)k < n) {
            *out = NP_IS_TUPLE(obj) ? NP_AS_TUPLE(obj)->items[k] : NP_AS_LIST(obj)->items[k];
            return true;
        }
    }
    if (NP_IS_OBJ(obj) && NP_OBJ(obj)->type == vm->types[NP_TYPE_DICT] &&
        !(NP_OBJ(obj)->flags & NP_DICT_OWNED_STRS)) {
        NpDict *d = NP_AS_DICT(obj);
        bool hinted = i < GETTER_HINTS && (key.tag == NP_T_OBJ || key.tag == NP_T_INT);
        size_t h = hinted ? getter_hint[i] : SIZE_MAX;
        if (h < d->nentries && d->entries[h].key.tag == key.tag &&
            d->entries[h].key.u.i == key.u.i) {
            *out = d->entries[h].value;
            return true;
        }
        int64_t hash, ix;
        if (!np_dict_find_entry(vm, d, key, &hash, &ix))
            return false;
        if (ix >= 0) {
            if (hinted)
                getter_hint[i] = (size_t)ix;
            *out = d->entries[ix].value;
            return true;
        }
    }
    return np_getitem(vm, obj, key, out);
}

// itemgetter(*items)(obj): obj[item], or the tuple of obj[item] for each item.
static bool op_itemgetter_call(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    NpTuple *items = NULL;
    bool single = false;
    if (!getter_load(vm, "itemgetter", "_items", argc, argv, kw, &items, &single))
        return false;
    if (single)
        return getter_item(vm, argv[1], items->items[0], 0, out);
    NpTuple *t = np_tuple_new(vm, items->n);
    if (!t || !np_push_root(vm, np_obj(&t->hdr)))
        return false;
    bool ok = true;
    for (size_t i = 0; ok && i < items->n; i++) {
        ok = getter_item(vm, argv[1], items->items[i], i, &t->items[i]);
        np_gc_barrier(vm, t);  // t may have become old during a __getitem__ call
    }
    np_pop_roots(vm, 1);
    *out = np_obj(&t->hdr);
    return ok;
}

// Follows one dotted path (a list of names) from [obj] with getattr; the list's names are
// interned in place on first use (equal strs, so nothing visible changes).
static bool getter_resolve(NpVM *vm, NpValue obj, NpValue path, NpValue *out)
{
    if (!NP_IS_LIST(path))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'attrgetter' object is not initialized");
    NpList *names = NP_AS_LIST(path);
    for (size_t i = 0; i < names->n; i++) {
        if (!NP_IS_STR(names->items[i]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "attribute name must be a string");
        NpStr *name = NP_AS_STR(names->items[i]);
        if (!(name->hdr.flags & NP_STR_INTERNED)) {
            name = np_intern_str(vm, name);
            if (!name)
                return false;
            names->items[i] = np_obj(&name->hdr);
        }
        if (!np_getattr(vm, obj, name, &obj))
            return false;
    }
    *out = obj;
    return true;
}

// attrgetter(*attrs)(obj): the (dotted) attribute, or the tuple of them.
static bool op_attrgetter_call(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    NpTuple *paths = NULL;
    bool single = false;
    if (!getter_load(vm, "attrgetter", "_paths", argc, argv, kw, &paths, &single))
        return false;
    if (single)
        return getter_resolve(vm, argv[1], paths->items[0], out);
    NpTuple *t = np_tuple_new(vm, paths->n);
    if (!t || !np_push_root(vm, np_obj(&t->hdr)))
        return false;
    bool ok = true;
    for (size_t i = 0; ok && i < paths->n; i++) {
        ok = getter_resolve(vm, argv[1], paths->items[i], &t->items[i]);
        np_gc_barrier(vm, t);  // t may have become old during a __getattr__ call
    }
    np_pop_roots(vm, 1);
    *out = np_obj(&t->hdr);
    return ok;
}

// _getter_methods(itemgetter, attrgetter): installs the natives above as their __call__.
static bool op_getter_methods(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    if (argc != 2 || !NP_IS_TYPE(argv[0]) || !NP_IS_TYPE(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_getter_methods() needs two classes");
    static const NpMethodDef calls[2][2] = {{{"__call__", op_itemgetter_call, 0}, {NULL, NULL, 0}},
                                            {{"__call__", op_attrgetter_call, 0}, {NULL, NULL, 0}}};
    for (int i = 0; i < 2; i++)
        if (!nplib_add_methods(vm, NP_AS_TYPE(argv[i]), calls[i]))
            return false;
    *out = np_none();
    return true;
}

static const NpMethodDef operator_natives[] = {
    {"_getter_methods", op_getter_methods, 0},
    {NULL, NULL, 0},
};

static const char operator_src[] =
#include "np_lib_operator_py.h"
    ;

static bool operator_init(NpVM *vm, NpModuleObj *mod)
{
    return nplib_add_natives(vm, mod, operator_natives) &&
           nplib_exec_source(vm, mod, operator_src, "operator.py");
}

bool nplib_register_operator(NpVM *vm)
{
    return npvm_register_module(vm, "operator", operator_init);
}
