/*
 * np_lib_dict.c - the methods of dict (keys/values/items views, get, pop, popitem, setdefault,
 * update, copy, clear, fromkeys) and the dict() constructor.
 *
 * Views are NpIter objects of kind VIEW_DICT_* over the dict; np_ops.c gives them their repr,
 * len and iteration. Key lookups may run user __hash__/__eq__, so new dicts are rooted across
 * them.
 */
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"
#include "np_runtime.h"

#define SELF NP_AS_DICT(argv[0])

// Stores a new object into [*out]; false when [o] is NULL (an exception is pending).
static bool ret_obj(void *o, NpValue *out)
{
    if (!o)
        return false;
    *out = np_obj((NpObject *)o);
    return true;
}

// Checks a method without arguments: "dict.copy() takes no arguments (1 given)".
static bool no_args(NpVM *vm, const char *fname, int argc, NpTuple *kw)
{
    return np_args_nokw(vm, fname, kw) && np_args_count(vm, fname, argc - 1, 0, 0);
}

/* ---------------------------------------------------------------- views */

// Makes a keys/values/items view of the dict in argv[0].
static bool make_view(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                      NpBuiltinTypeId tid, NpIterKind kind, NpValue *out)
{
    if (!no_args(vm, fname, argc, kw))
        return false;
    NpIter *it = nplib_iter_new(vm, tid, kind);
    if (!it)
        return false;
    it->src = argv[0];
    return ret_obj(it, out);
}

static bool dict_keys(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return make_view(vm, "dict.keys", argc, argv, kw, NP_TYPE_DICT_KEYS, VIEW_DICT_KEYS, out);
}

static bool dict_values(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return make_view(vm, "dict.values", argc, argv, kw, NP_TYPE_DICT_VALUES, VIEW_DICT_VALUES,
                     out);
}

static bool dict_items(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return make_view(vm, "dict.items", argc, argv, kw, NP_TYPE_DICT_ITEMS, VIEW_DICT_ITEMS, out);
}

/* ---------------------------------------------------------------- lookups */

// get(key, default=None).
bool nplib_dict_get(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    bool found;
    // The checks are calls only when they may fail (this is the hot counting idiom).
    if (((kw && kw->n > 0) || argc < 2 || argc > 3) &&
        (!np_args_nokw(vm, "dict.get", kw) || !np_args_count(vm, "get", argc - 1, 1, 2)))
        return false;
    if (!np_dict_get(vm, SELF, argv[1], out, &found))
        return false;
    if (!found)
        *out = argc > 2 ? argv[2] : np_none();
    return true;
}

// pop(key[, default]).
static bool dict_pop(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    bool found;
    if (!np_args_nokw(vm, "dict.pop", kw) || !np_args_count(vm, "pop", argc - 1, 1, 2) ||
        !np_dict_del(vm, SELF, argv[1], out, &found))
        return false;
    if (found)
        return true;
    if (argc > 2) {
        *out = argv[2];
        return true;
    }
    return np_raise_keyerror(vm, argv[1]);
}

// popitem(): removes and returns the last inserted (key, value) pair.
static bool dict_popitem(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!no_args(vm, "dict.popitem", argc, kw))
        return false;
    NpDict *d = SELF;
    if (d->n == 0)
        return np_raisef(vm, NP_TYPE_KEYERROR, "popitem(): dictionary is empty");
    size_t i = d->nentries;
    while (i > 0 && NP_IS_UNDEF(d->entries[i - 1].key))
        i--;
    NpValue kv[2] = {d->entries[i - 1].key, d->entries[i - 1].value};
    NpTuple *t = np_tuple_from(vm, kv, 2);
    bool found;
    if (!t || !np_push_root(vm, np_obj((NpObject *)t)))
        return false;
    bool ok = np_dict_del(vm, d, kv[0], NULL, &found);
    np_pop_roots(vm, 1);
    return ok && ret_obj(t, out);
}

// setdefault(key, default=None).
static bool dict_setdefault(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    bool found;
    if (!np_args_nokw(vm, "dict.setdefault", kw) ||
        !np_args_count(vm, "setdefault", argc - 1, 1, 2) ||
        !np_dict_get(vm, SELF, argv[1], out, &found))
        return false;
    if (found)
        return true;
    *out = argc > 2 ? argv[2] : np_none();
    return np_dict_set(vm, SELF, argv[1], *out);
}

/* ---------------------------------------------------------------- update */

// How many pairs zip(xs, ys) of lists or tuples will still give (the shortest's rest), or 0
// when [it] is anything else.
static size_t zip_pairs_left(NpVM *vm, NpValue it)
{
    if (!NP_IS_ITER(it) || NP_AS_ITER(it)->ikind != ITER_ZIP || NP_AS_ITER(it)->done ||
        NP_OBJ(it)->type != vm->types[NP_TYPE_ZIP])
        return 0;
    NpTuple *its = NP_AS_TUPLE(NP_AS_ITER(it)->src);
    size_t left = SIZE_MAX;
    for (size_t k = 0; k < its->n; k++) {
        NpValue sub = its->items[k];
        if (!NP_IS_ITER(sub) || NP_AS_ITER(sub)->done)
            return 0;
        NpIter *si = NP_AS_ITER(sub);
        size_t n;
        if (si->ikind == ITER_LIST && NP_OBJ(sub)->type == vm->types[NP_TYPE_LIST_ITERATOR])
            n = NP_AS_LIST(si->src)->n;
        else if (si->ikind == ITER_TUPLE &&
                 NP_OBJ(sub)->type == vm->types[NP_TYPE_TUPLE_ITERATOR])
            n = NP_AS_TUPLE(si->src)->n;
        else
            return 0;
        n = (size_t)si->i < n ? n - (size_t)si->i : 0;
        left = n < left ? n : left;
    }
    return its->n == 2 && left != SIZE_MAX ? left : 0;
}

// dict(pairs) / d.update(pairs) for an exact list or tuple of pairs, while its items are exact
// 2-tuples: each pair is stored straight from the sequence, without an iterator or np_next.
// Returns the index of the first item it did not take (the sequence's length when it took
// them all), or -1 with the exception set. The length and the items are read afresh at every
// step, as a list iterator would (a key's __eq__ may change the list). The caller goes on from
// the returned index with the general loop.
static int64_t merge_pair_seq(NpVM *vm, NpDict *d, NpValue pairs)
{
    const NpType *tt = vm->types[NP_TYPE_TUPLE];
    bool list = NP_IS_LIST(pairs);
    size_t i = 0;
    for (;; i++) {
        size_t n = list ? NP_AS_LIST(pairs)->n : NP_AS_TUPLE(pairs)->n;
        if (i >= n)
            break;
        NpValue item = list ? NP_AS_LIST(pairs)->items[i] : NP_AS_TUPLE(pairs)->items[i];
        if (!NP_IS_TUPLE(item) || NP_OBJ(item)->type != tt || NP_AS_TUPLE(item)->n != 2)
            break;
        // Rooted: a key's __eq__ may drop the pair from the list.
        if (!np_push_root(vm, item))
            return -1;
        bool ok = np_dict_set(vm, d, NP_AS_TUPLE(item)->items[0], NP_AS_TUPLE(item)->items[1]);
        np_pop_roots(vm, 1);
        if (!ok)
            return -1;
    }
    return (int64_t)i;
}

// Adds the pairs of [pairs] (an iterable of 2-item iterables) to [d].
static bool merge_pairs(NpVM *vm, NpDict *d, NpValue pairs)
{
    NpValue it, item;
    int64_t start = 0;
    if ((NP_IS_LIST(pairs) && NP_OBJ(pairs)->type == vm->types[NP_TYPE_LIST]) ||
        (NP_IS_TUPLE(pairs) && NP_OBJ(pairs)->type == vm->types[NP_TYPE_TUPLE])) {
        start = merge_pair_seq(vm, d, pairs);
        if (start < 0)
            return false;
        size_t n = NP_IS_LIST(pairs) ? NP_AS_LIST(pairs)->n : NP_AS_TUPLE(pairs)->n;
        if ((size_t)start >= n)
            return true;
    }
    if (!np_iter(vm, pairs, &it) || !np_push_root(vm, it))
        return false;
    if (start > 0)  // the exact list's or tuple's own iterator: go on after merge_pair_seq's
        NP_AS_ITER(it)->i = start;
    // dict(zip(keys, values)) into an empty dict: the tables sized once (at most 4096 entries
    // ahead, in case the keys repeat).
    size_t left = d->n == 0 ? zip_pairs_left(vm, it) : 0;
    if (left > 1 && !np_dict_reserve(vm, d, left < 4096 ? left : 4096)) {
        np_pop_roots(vm, 1);
        return false;
    }
    bool ok = true;
    for (int64_t idx = start; ok; idx++) {
        NpValue pair[2];
        int r = NP_IS_ITER(it) ? np_next_unpacked(NP_AS_ITER(it), pair, 2) : -1;
        if (r > 0) {
            // zip(keys, values), enumerate(xs), d.items() over plain sources: the pair without
            // a tuple (rooted: a key's __eq__ may drop them from their source).
            size_t roots = vm->nroots;
            ok = np_push_root(vm, pair[0]) && np_push_root(vm, pair[1]) &&
                 np_dict_set(vm, d, pair[0], pair[1]);
            np_pop_roots(vm, vm->nroots - roots);
            continue;
        }
        if (r < 0)
            r = np_next(vm, it, &item);
        if (r <= 0) {
            ok = r == 0;
            break;
        }
        NpList *kv = NULL;
        if (NP_IS_TUPLE(item) && NP_AS_OBJ(item)->type == vm->types[NP_TYPE_TUPLE] &&
            NP_AS_TUPLE(item)->n == 2) {
            // An exact 2-tuple (zip's, items()'): its items are the pair, no copy needed.
            if (!np_push_root(vm, item)) {
                ok = false;
                break;
            }
            ok = np_dict_set(vm, d, NP_AS_TUPLE(item)->items[0], NP_AS_TUPLE(item)->items[1]);
            np_pop_roots(vm, 1);
            continue;
        }
        if (!np_push_root(vm, item)) {
            ok = false;
            break;
        }
        NpValue probe;
        if (!np_iter(vm, item, &probe)) {
            if (np_exc_matches(vm, vm->types[NP_TYPE_TYPEERROR])) {
                np_exc_clear(vm);
                np_raisef(vm, NP_TYPE_TYPEERROR,
                          "cannot convert dictionary update sequence element #%lld to a sequence",
                          (long long)idx);
            }
            ok = false;
        } else {
            kv = np_list_from_iter(vm, item);
            ok = kv != NULL;
        }
        if (ok && kv->n != 2)
            ok = np_raisef(vm, NP_TYPE_VALUEERROR,
                           "dictionary update sequence element #%lld has length %zu; 2 is required",
                           (long long)idx, kv->n);
        if (ok && np_push_root(vm, np_obj((NpObject *)kv))) {
            ok = np_dict_set(vm, d, kv->items[0], kv->items[1]);
            np_pop_roots(vm, 1);
        }
        np_pop_roots(vm, 1);
    }
    np_pop_roots(vm, 1);
    return ok;
}

// Adds every key of mapping [m] (anything with keys() and []) to [d].
static bool merge_mapping(NpVM *vm, NpDict *d, NpValue m, NpValue keysfn)
{
    NpValue keys, it, k, v;
    if (!np_call(vm, keysfn, 0, NULL, NULL, &keys) || !np_iter(vm, keys, &it) ||
        !np_push_root(vm, it))
        return false;
    bool ok = true;
    for (;;) {
        int r = np_next(vm, it, &k);
        if (r <= 0) {
            ok = r == 0;
            break;
        }
        if (!np_push_root(vm, k)) {
            ok = false;
            break;
        }
        ok = np_getitem(vm, m, k, &v) && np_dict_set(vm, d, k, v);
        np_pop_roots(vm, 1);
        if (!ok)
            break;
    }
    np_pop_roots(vm, 1);
    return ok;
}

int nplib_mapping_to_dict(NpVM *vm, NpValue m, NpValue *out)
{
    NpStr *name = np_intern_cstr(vm, "keys");
    NpValue keysfn;
    if (!name)
        return -1;
    if (!np_getattr(vm, m, name, &keysfn)) {
        if (!np_exc_matches(vm, vm->types[NP_TYPE_ATTRIBUTEERROR]))
            return -1;
        np_exc_clear(vm);
        return 0;
    }
    if (!np_push_root(vm, keysfn))
        return -1;
    NpDict *d = np_dict_new(vm);
    bool ok = d && np_push_root(vm, np_obj(&d->hdr));
    if (ok) {
        ok = merge_mapping(vm, d, m, keysfn);
        np_pop_roots(vm, 1);
    }
    np_pop_roots(vm, 1);
    if (!ok) {
        // CPython reports any AttributeError while merging as "not a mapping".
        if (!np_exc_matches(vm, vm->types[NP_TYPE_ATTRIBUTEERROR]))
            return -1;
        np_exc_clear(vm);
        return 0;
    }
    *out = np_obj(&d->hdr);
    return 1;
}

// dict.update(src) for a dict, a mapping (an object with keys()) or an iterable of pairs.
static bool dict_merge(NpVM *vm, NpDict *d, NpValue src)
{
    if (NP_IS_DICT(src)) {
        NpDict *s = NP_AS_DICT(src);
        size_t pos = 0;
        NpValue k, v;
        while (np_dict_next(s, &pos, &k, &v))
            if (!np_dict_set(vm, d, k, v))
                return false;
        return true;
    }
    NpValue keysfn;
    // (Builtin objects with keys() are dicts; a class may have a keys attribute too.)
    if (NP_IS_KIND(src, OBJ_INSTANCE) || NP_IS_TYPE(src)) {
        NpStr *name = np_intern_cstr(vm, "keys");
        if (!name)
            return false;
        if (np_getattr(vm, src, name, &keysfn))
            return merge_mapping(vm, d, src, keysfn);
        if (!np_exc_matches(vm, vm->types[NP_TYPE_ATTRIBUTEERROR]))
            return false;
        np_exc_clear(vm);
    }
    return merge_pairs(vm, d, src);
}

// Adds the keyword arguments of a native call to [d].
static bool merge_kwargs(NpVM *vm, NpDict *d, int argc, NpValue *argv, NpTuple *kw)
{
    for (size_t k = 0; kw && k < kw->n; k++)
        if (!np_dict_set(vm, d, kw->items[k], argv[argc - (int)kw->n + (int)k]))
            return false;
    return true;
}

// update([other], **kwargs).
static bool dict_update(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int npos = NPLIB_NPOS(argc, kw);
    if (!np_args_count(vm, "update", npos - 1, 0, 1))
        return false;
    if (npos > 1 && !dict_merge(vm, SELF, argv[1]))
        return false;
    if (!merge_kwargs(vm, SELF, argc, argv, kw))
        return false;
    *out = np_none();
    return true;
}

static bool dict_copy(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return no_args(vm, "dict.copy", argc, kw) && ret_obj(np_dict_copy(vm, SELF), out);
}

static bool dict_clear(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!no_args(vm, "dict.clear", argc, kw))
        return false;
    if (SELF->hdr.flags & NP_DICT_READONLY)
        return np_dict_refuse_write(vm);
    np_dict_clear(vm, SELF);
    *out = np_none();
    return true;
}

// dict.fromkeys(iterable, value=None), a class method: argv[0] is the class.
static bool dict_fromkeys(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "dict.fromkeys", kw) || !np_args_count(vm, "fromkeys", argc - 1, 1, 2))
        return false;
    NpValue value = argc > 2 ? argv[2] : np_none();
    NpDict *d = np_dict_new(vm);
    NpValue it, k;
    if (!d || !np_push_root(vm, np_obj((NpObject *)d)))
        return false;
    if (NP_IS_TYPE(argv[0]))
        d->hdr.type = NP_AS_TYPE(argv[0]);
    bool ok = np_iter(vm, argv[1], &it) && np_push_root(vm, it);
    if (ok) {
        for (;;) {
            int r = np_next(vm, it, &k);
            if (r <= 0 || !np_dict_set(vm, d, k, value)) {
                ok = r == 0;
                break;
            }
        }
        np_pop_roots(vm, 1);
    }
    np_pop_roots(vm, 1);
    return ok && ret_obj(d, out);
}

// dict(mapping_or_iterable=(), **kwargs).
static bool new_dict(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int npos = NPLIB_NPOS(argc, kw);
    if (!np_args_count(vm, "dict", npos, 0, 1))
        return false;
    NpDict *d = np_dict_new(vm);
    if (!d || !np_push_root(vm, np_obj((NpObject *)d)))
        return false;
    d->hdr.type = t;
    // dict(other_dict) (query_groupby's `out = dict(row)`) copies other's tables in one pass,
    // charged its length, with its entries' stored hashes, as CPython does (no key is hashed
    // or compared again), where dict_merge stored each entry through np_dict_set.
    bool ok = (npos == 0 ||
               (NP_IS_DICT(argv[0])
                    ? np_budget_charge(vm, (int64_t)NP_AS_DICT(argv[0])->n) &&
                          np_dict_fill_copy(vm, d, NP_AS_DICT(argv[0]))
                    : dict_merge(vm, d, argv[0]))) &&
              merge_kwargs(vm, d, argc, argv, kw);
    np_pop_roots(vm, 1);
    return ok && ret_obj(d, out);
}

// keys()/items() view .isdisjoint(iterable): True when no item of [iterable] is in the view.
static bool view_isdisjoint(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    const char *name = NP_AS_ITER(argv[0])->ikind == VIEW_DICT_KEYS ? "dict_keys.isdisjoint"
                                                                    : "dict_items.isdisjoint";
    if (!np_args_nokw(vm, name, kw) || !np_args_count(vm, name, argc - 1, 1, 1))
        return false;
    NpValue it, x;
    if (!np_iter(vm, argv[1], &it) || !np_push_root(vm, it))
        return false;
    int r = 0;
    bool in = false;
    while (!in && (r = np_next(vm, it, &x)) > 0) {
        if (!np_contains(vm, argv[0], x, &in)) {
            r = -1;
            break;
        }
    }
    np_pop_roots(vm, 1);
    if (r < 0)
        return false;
    *out = np_bool(!in);
    return true;
}

const NpMethodDef nplib_view_methods[] = {
    {"isdisjoint", view_isdisjoint, NP_NATIVE_METHOD},
    {NULL, NULL, 0},
};

static const NpMethodDef dict_methods[] = {
    {"keys", dict_keys, NP_NATIVE_METHOD},
    {"values", dict_values, NP_NATIVE_METHOD},
    {"items", dict_items, NP_NATIVE_METHOD},
    {"get", nplib_dict_get, NP_NATIVE_METHOD},
    {"pop", dict_pop, NP_NATIVE_METHOD},
    {"popitem", dict_popitem, NP_NATIVE_METHOD},
    {"setdefault", dict_setdefault, NP_NATIVE_METHOD},
    {"update", dict_update, NP_NATIVE_METHOD},
    {"copy", dict_copy, NP_NATIVE_METHOD},
    {"clear", dict_clear, NP_NATIVE_METHOD},
    {"fromkeys", dict_fromkeys, NP_NATIVE_CLASSMETHOD},
    {NULL, NULL, 0},
};

bool nplib_open_dict(NpVM *vm)
{
    vm->types[NP_TYPE_DICT]->construct = new_dict;
    np_type_defer_methods(vm->types[NP_TYPE_DICT_KEYS]);
    np_type_defer_methods(vm->types[NP_TYPE_DICT_ITEMS]);
    return np_type_add_methods(vm, vm->types[NP_TYPE_DICT], dict_methods);
}
