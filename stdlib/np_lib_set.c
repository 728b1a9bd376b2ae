/*
 * np_lib_set.c - the methods of set and frozenset and their constructors.
 *
 * The algorithms follow CPython's setobject.c step by step (which set is iterated, in which
 * order keys are inserted, when the table is compacted), because the iteration order of the
 * result, and so the printed output, depends on it. Results of a frozenset's methods are
 * frozensets, of a set's methods sets. Membership tests may run user __hash__/__eq__ code, so
 * every new set is rooted while it is being filled.
 */
#include <stdio.h>
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"
#include "np_runtime.h"

#define SELF NP_AS_SET(argv[0])

// Stores a new object into [*out]; false when [o] is NULL (an exception is pending).
static bool ret_obj(void *o, NpValue *out)
{
    if (!o)
        return false;
    *out = np_obj((NpObject *)o);
    return true;
}

// "set.add" or "frozenset.union": the qualified method name for messages.
static const char *qual(NpVM *vm, NpValue self, const char *m, char *buf, size_t n)
{
    snprintf(buf, n, "%s.%s", np_type_name(vm, self), m);
    return buf;
}

// one_arg's check of an unusual call (keywords, a wrong count), with the qualified name.
static __attribute__((noinline)) bool one_arg_check(NpVM *vm, const char *m, int argc,
                                                    NpValue *argv, NpTuple *kw)
{
    char b[48];
    const char *q = qual(vm, argv[0], m, b, sizeof b);
    return np_args_nokw(vm, q, kw) && np_args_count(vm, q, argc - 1, 1, 1);
}

// Checks a method with exactly one argument (inline: the common case costs two tests).
static inline bool one_arg(NpVM *vm, const char *m, int argc, NpValue *argv, NpTuple *kw)
{
    if (argc == 2 && (!kw || kw->n == 0))
        return true;  // the common case, without formatting the qualified name
    return one_arg_check(vm, m, argc, argv, kw);
}

// Checks a method without arguments.
static bool no_args(NpVM *vm, const char *m, int argc, NpValue *argv, NpTuple *kw)
{
    if (argc == 1 && (!kw || kw->n == 0))
        return true;  // the common case, without formatting the qualified name
    char b[48];
    const char *q = qual(vm, argv[0], m, b, sizeof b);
    return np_args_nokw(vm, q, kw) && np_args_count(vm, q, argc - 1, 0, 0);
}

// Checks a method with any number of positional arguments.
static bool var_args(NpVM *vm, const char *m, NpValue *argv, NpTuple *kw)
{
    if (!kw || kw->n == 0)
        return true;  // the common case, without formatting the qualified name
    char b[48];
    return np_args_nokw(vm, qual(vm, argv[0], m, b, sizeof b), kw);
}

// True for set and frozenset values.
static bool is_anyset(NpValue v)
{
    return NP_IS_SET(v);
}

// A new empty set with the same type as [so] (CPython's make_new_set_basetype).
static NpSet *new_like(NpVM *vm, NpSet *so)
{
    bool frozen = np_type_is_sub(so->hdr.type, vm->types[NP_TYPE_FROZENSET]);
    return np_set_new(vm, frozen);
}

// The state of update_internal's item sink: the set, and whether every key in it is plain
// (None, bool, small int, float or exact str: hashing and comparing such keys runs no Python
// code, while a plain key meeting a user object of the same hash would call its __eq__).
typedef struct SetSink {
    NpSet *s;
    bool plain;
} SetSink;

// True when [key] is a plain key (see SetSink).
static bool plain_key(NpVM *vm, NpValue key)
{
    return NP_IS_INT(key) || NP_IS_FLOAT(key) || NP_IS_BOOL(key) || NP_IS_NONE(key) ||
           (NP_IS_STR(key) && NP_AS_OBJ(key)->type == vm->types[NP_TYPE_STR]);
}

// update_internal's item sink (np_next_sink): adds a plain key to a set of plain keys, so adding
// it runs no Python code. A resize is done here only while the table is small (the new table
// stays under 4 KiB, which charges no budget); if it fails (the memory limit), the key is
// refused and the general path's np_set_add raises the same MemoryError.
static bool set_sink(NpVM *vm, void *ctx, NpValue key)
{
    SetSink *k = ctx;
    if (!k->plain || !plain_key(vm, key) ||
        ((k->s->fill + 1) * 5 >= k->s->mask * 3 && k->s->mask >= 32))
        return false;
    if (np_set_add(vm, k->s, key))
        return true;
    np_exc_clear(vm);
    return false;
}

// Adds every element of iterable [other] to [s] (CPython's set_update_internal).
static bool update_internal(NpVM *vm, NpSet *s, NpValue other)
{
    if (is_anyset(other))
        return np_set_merge(vm, s, NP_AS_SET(other));
    if (NP_IS_DICT(other) && NP_AS_OBJ(other)->type == vm->types[NP_TYPE_DICT]) {
        NpDict *d = NP_AS_DICT(other);
        size_t pos = 0;
        NpValue k, v;
        if (!np_set_presize(vm, s, d->n))
            return false;
        while (np_dict_next(d, &pos, &k, &v))
            if (!np_set_add(vm, s, k))
                return false;
        return true;
    }
    if ((NP_IS_LIST(other) && NP_OBJ(other)->type == vm->types[NP_TYPE_LIST]) ||
        (NP_IS_TUPLE(other) && NP_OBJ(other)->type == vm->types[NP_TYPE_TUPLE])) {
        // An exact list or tuple: its items by index, no iterator (a key's __hash__/__eq__ may
        // change a list, so its length and array are read again for each item, as its
        // iterator would). The table grows as the keys come, not sized for the item count up
        // front: CPython does not presize here, and a table sized ahead (2048 slots for 700
        // items of which 100 differ, where CPython's grows to 256) iterates in another order.
        if (!np_push_root(vm, other))
            return false;
        bool ok = true;
        for (size_t i = 0; ok; i++) {
            if (NP_IS_LIST(other) ? i >= NP_AS_LIST(other)->n : i >= NP_AS_TUPLE(other)->n)
                break;
            ok = np_set_add(vm, s, NP_IS_LIST(other) ? NP_AS_LIST(other)->items[i]
                                                     : NP_AS_TUPLE(other)->items[i]);
        }
        np_pop_roots(vm, 1);
        return ok;
    }
    NpValue it, key;
    if (!np_iter(vm, other, &it) || !np_push_root(vm, it))
        return false;
    SetSink sink = {s, s->used == 0};
    for (;;) {
        int r = np_next_sink(vm, it, set_sink, &sink, &key);
        if (r > 0 && !plain_key(vm, key))
            sink.plain = false;
        if (r <= 0 || !np_set_add(vm, s, key)) {
            np_pop_roots(vm, 1);
            return r == 0;
        }
    }
}

// A new set of type [frozen] holding the elements of [src] (NULL on error); rooted on return,
// so the caller pops one root.
static NpSet *make_set(NpVM *vm, bool frozen, NpValue src)
{
    NpSet *s = np_set_new(vm, frozen);
    if (!s || !np_push_root(vm, np_obj((NpObject *)s)))
        return NULL;
    if (!NP_IS_UNDEF(src) && !update_internal(vm, s, src)) {
        np_pop_roots(vm, 1);
        return NULL;
    }
    return s;
}

// A copy of [so] with its type; rooted on return like make_set.
static NpSet *copy_set(NpVM *vm, NpSet *so)
{
    NpSet *s = new_like(vm, so);
    if (!s || !np_push_root(vm, np_obj((NpObject *)s)))
        return NULL;
    if (!np_set_merge(vm, s, so)) {
        np_pop_roots(vm, 1);
        return NULL;
    }
    return s;
}

/* ---------------------------------------------------------------- mutators */

static bool set_add(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!one_arg(vm, "add", argc, argv, kw) || !np_set_add(vm, SELF, argv[1]))
        return false;
    *out = np_none();
    return true;
}

static bool set_remove(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    bool found;
    if (!one_arg(vm, "remove", argc, argv, kw) || !np_set_discard(vm, SELF, argv[1], &found))
        return false;
    if (!found)
        return np_raise_keyerror(vm, argv[1]);
    *out = np_none();
    return true;
}

static bool set_discard(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    bool found;
    if (!one_arg(vm, "discard", argc, argv, kw) || !np_set_discard(vm, SELF, argv[1], &found))
        return false;
    *out = np_none();
    return true;
}

// pop(): removes the first element in table order (CPython scans from its "finger", which is
// the same slot for the usual pop-until-empty loops).
static bool set_pop(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!no_args(vm, "pop", argc, argv, kw))
        return false;
    if (!np_set_pop(SELF, out))
        return np_raisef(vm, NP_TYPE_KEYERROR, "pop from an empty set");
    return true;
}

static bool set_clear(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!no_args(vm, "clear", argc, argv, kw) || !np_set_clear(vm, SELF))
        return false;
    *out = np_none();
    return true;
}

static bool set_copy(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!no_args(vm, "copy", argc, argv, kw))
        return false;
    if (NP_AS_OBJ(argv[0])->type == vm->types[NP_TYPE_FROZENSET]) {
        *out = argv[0];
        return true;
    }
    NpSet *s = copy_set(vm, SELF);
    if (!s)
        return false;
    np_pop_roots(vm, 1);
    return ret_obj(s, out);
}

static bool set_update(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!var_args(vm, "update", argv, kw))
        return false;
    for (int i = 1; i < argc; i++)
        if (!update_internal(vm, SELF, argv[i]))
            return false;
    *out = np_none();
    return true;
}

/* ---------------------------------------------------------------- algebra */

static bool set_union(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!var_args(vm, "union", argv, kw))
        return false;
    NpSet *r = copy_set(vm, SELF);
    if (!r)
        return false;
    bool ok = true;
    for (int i = 1; i < argc && ok; i++)
        if (!np_is(argv[i], argv[0]))
            ok = update_internal(vm, r, argv[i]);
    np_pop_roots(vm, 1);
    return ok && ret_obj(r, out);
}

// Adds [key] to [r] when it is in [so] (one step of an intersection).
static bool keep_if_in(NpVM *vm, NpSet *r, NpSet *so, NpValue key)
{
    bool found;
    if (!np_set_contains(vm, so, key, &found))
        return false;
    return !found || np_set_add(vm, r, key);
}

// so & other (CPython's set_intersection); the result is rooted on return.
static NpSet *intersection(NpVM *vm, NpSet *so, NpValue other)
{
    if (NP_AS_OBJ(other) == (NpObject *)so && is_anyset(other))
        return copy_set(vm, so);
    NpSet *r = new_like(vm, so);
    if (!r || !np_push_root(vm, np_obj((NpObject *)r)))
        return NULL;
    bool ok = true;
    if (is_anyset(other)) {
        NpSet *a = so, *b = NP_AS_SET(other);
        if (b->used > a->used) {
            NpSet *t = a;
            a = b;
            b = t;
        }
        ok = np_charge_items(vm, b->used);
        size_t pos = 0;
        NpValue key;
        int64_t hash;
        bool found;
        while (ok && np_set_next_hashed(b, &pos, &key, &hash)) {
            ok = np_set_contains_hashed(vm, a, key, hash, &found);
            if (ok && found)
                ok = np_set_add_hashed(vm, r, key, hash);
        }
    } else {
        NpValue it, key;
        ok = np_iter(vm, other, &it) && np_push_root(vm, it);
        if (ok) {
            for (;;) {
                int rc = np_next(vm, it, &key);
                if (rc <= 0 || !keep_if_in(vm, r, so, key)) {
                    ok = rc == 0;
                    break;
                }
            }
            np_pop_roots(vm, 1);
        }
    }
    if (!ok) {
        np_pop_roots(vm, 1);
        return NULL;
    }
    return r;
}

// The chained intersection of SELF with argv[1..]; rooted on return. The first step is
// SELF & argv[1] itself (not a copy's), so s.intersection(s) is a copy of s's table as in
// CPython, not s's members added one by one (another order when they collide).
static NpSet *intersection_multi(NpVM *vm, int argc, NpValue *argv)
{
    NpSet *r = argc > 1 ? intersection(vm, SELF, argv[1]) : copy_set(vm, SELF);
    if (!r)
        return NULL;
    for (int i = 2; i < argc; i++) {
        NpSet *n = intersection(vm, r, argv[i]);
        if (!n) {
            np_pop_roots(vm, 1);
            return NULL;
        }
        // Drop the previous result's root, keeping the new one.
        vm->roots[vm->nroots - 2] = vm->roots[vm->nroots - 1];
        np_pop_roots(vm, 1);
        r = n;
    }
    return r;
}

static bool set_intersection(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!var_args(vm, "intersection", argv, kw))
        return false;
    NpSet *r = intersection_multi(vm, argc, argv);
    if (!r)
        return false;
    np_pop_roots(vm, 1);
    return ret_obj(r, out);
}

// Replaces the contents of [s] with those of [r] by taking r's table, layout included (a
// copy into a table sized for r's count could be smaller than r's grown table, and then later
// adds and removals would order differently from CPython).
static bool replace_contents(NpVM *vm, NpSet *s, NpSet *r)
{
    np_set_take_table(vm, s, r);
    return true;
}

static bool set_intersection_update(NpVM *vm, int argc, NpValue *argv, NpTuple *kw,
                                    NpValue *out)
{
    if (!var_args(vm, "intersection_update", argv, kw))
        return false;
    NpSet *r = intersection_multi(vm, argc, argv);
    if (!r)
        return false;
    bool ok = replace_contents(vm, SELF, r);
    np_pop_roots(vm, 1);
    *out = np_none();
    return ok;
}

// Removes every element of [other] from [s] (CPython's set_difference_update_internal).
static bool difference_update(NpVM *vm, NpSet *s, NpValue other)
{
    bool found;
    if (NP_AS_OBJ(other) == (NpObject *)s && is_anyset(other))
        return np_set_clear(vm, s);
    if (is_anyset(other)) {
        size_t pos = 0;
        NpValue key;
        int64_t hash;
        while (np_set_next_hashed(NP_AS_SET(other), &pos, &key, &hash))
            if (!np_set_discard_hashed(vm, s, key, hash, &found))
                return false;
    } else {
        NpValue it, key;
        if (!np_iter(vm, other, &it) || !np_push_root(vm, it))
            return false;
        for (;;) {
            int r = np_next(vm, it, &key);
            if (r <= 0 || !np_set_discard(vm, s, key, &found)) {
                np_pop_roots(vm, 1);
                if (r != 0)
                    return false;
                break;
            }
        }
    }
    np_set_compact(vm, s);
    return true;
}

// so - other (CPython's set_difference); rooted on return.
static NpSet *difference(NpVM *vm, NpSet *so, NpValue other)
{
    size_t other_size = 0;
    bool sized = is_anyset(other) || NP_IS_DICT(other);
    if (is_anyset(other))
        other_size = NP_AS_SET(other)->used;
    else if (NP_IS_DICT(other))
        other_size = NP_AS_DICT(other)->n;
    if (!sized || (so->used >> 2) > other_size) {
        NpSet *r = copy_set(vm, so);
        if (r && !difference_update(vm, r, other)) {
            np_pop_roots(vm, 1);
            return NULL;
        }
        return r;
    }
    NpSet *r = new_like(vm, so);
    if (!r || !np_push_root(vm, np_obj((NpObject *)r)))
        return NULL;
    size_t pos = 0;
    NpValue key;
    bool ok = true;
    int64_t hash;
    while (ok && np_set_next_hashed(so, &pos, &key, &hash)) {
        bool found;
        if (is_anyset(other))
            ok = np_set_contains_hashed(vm, NP_AS_SET(other), key, hash, &found);
        else
            ok = np_dict_get(vm, NP_AS_DICT(other), key, NULL, &found);
        if (ok && !found)
            ok = np_set_add_hashed(vm, r, key, hash);
    }
    if (!ok) {
        np_pop_roots(vm, 1);
        return NULL;
    }
    return r;
}

static bool set_difference(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!var_args(vm, "difference", argv, kw))
        return false;
    NpSet *r = argc == 1 ? copy_set(vm, SELF) : difference(vm, SELF, argv[1]);
    if (!r)
        return false;
    bool ok = true;
    for (int i = 2; i < argc && ok; i++)
        ok = difference_update(vm, r, argv[i]);
    np_pop_roots(vm, 1);
    return ok && ret_obj(r, out);
}

static bool set_difference_update(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!var_args(vm, "difference_update", argv, kw))
        return false;
    for (int i = 1; i < argc; i++)
        if (!difference_update(vm, SELF, argv[i]))
            return false;
    *out = np_none();
    return true;
}

// s ^= other (CPython's set_symmetric_difference_update).
static bool symdiff_update(NpVM *vm, NpSet *s, NpValue other)
{
    if (NP_AS_OBJ(other) == (NpObject *)s && is_anyset(other))
        return np_set_clear(vm, s);
    NpSet *o;
    size_t roots = 0;
    if (is_anyset(other)) {
        o = NP_AS_SET(other);
    } else {
        o = make_set(vm, false, other);
        if (!o)
            return false;
        roots = 1;
    }
    size_t pos = 0;
    NpValue key;
    int64_t hash;
    bool ok = true;
    while (ok && np_set_next_hashed(o, &pos, &key, &hash)) {
        bool found;
        ok = np_set_discard_hashed(vm, s, key, hash, &found) &&
             (found || np_set_add_hashed(vm, s, key, hash));
    }
    np_pop_roots(vm, roots);
    return ok;
}

static bool set_symmetric_difference(NpVM *vm, int argc, NpValue *argv, NpTuple *kw,
                                     NpValue *out)
{
    if (!one_arg(vm, "symmetric_difference", argc, argv, kw))
        return false;
    NpSet *r = new_like(vm, SELF);
    if (!r || !np_push_root(vm, np_obj((NpObject *)r)))
        return false;
    bool ok = update_internal(vm, r, argv[1]) && symdiff_update(vm, r, argv[0]);
    np_pop_roots(vm, 1);
    return ok && ret_obj(r, out);
}

static bool set_symmetric_difference_update(NpVM *vm, int argc, NpValue *argv, NpTuple *kw,
                                            NpValue *out)
{
    if (!one_arg(vm, "symmetric_difference_update", argc, argv, kw) ||
        !symdiff_update(vm, SELF, argv[1]))
        return false;
    *out = np_none();
    return true;
}

/* ---------------------------------------------------------------- comparisons */

// True when every element of [a] is in [b].
static bool subset_of(NpVM *vm, NpSet *a, NpSet *b, bool *res)
{
    *res = false;
    if (a->used > b->used)
        return true;
    if (!np_charge_items(vm, a->used))
        return false;
    return np_set_contains_all(vm, a, b, res);
}

static bool set_issubset(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    bool r, ok;
    if (!one_arg(vm, "issubset", argc, argv, kw))
        return false;
    if (is_anyset(argv[1])) {
        ok = subset_of(vm, SELF, NP_AS_SET(argv[1]), &r);
    } else {
        NpSet *o = make_set(vm, false, argv[1]);
        if (!o)
            return false;
        ok = subset_of(vm, SELF, o, &r);
        np_pop_roots(vm, 1);
    }
    *out = np_bool(r);
    return ok;
}

static bool set_issuperset(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    bool r = true;
    if (!one_arg(vm, "issuperset", argc, argv, kw))
        return false;
    if (is_anyset(argv[1])) {
        bool ok = subset_of(vm, NP_AS_SET(argv[1]), SELF, &r);
        *out = np_bool(r);
        return ok;
    }
    NpValue it, key;
    if (!np_iter(vm, argv[1], &it) || !np_push_root(vm, it))
        return false;
    bool ok = true;
    for (;;) {
        int rc = np_next(vm, it, &key);
        bool found;
        if (rc <= 0) {
            ok = rc == 0;
            break;
        }
        if (!(ok = np_set_contains(vm, SELF, key, &found)))
            break;
        if (!found) {
            r = false;
            break;
        }
    }
    np_pop_roots(vm, 1);
    *out = np_bool(r);
    return ok;
}

static bool set_isdisjoint(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!one_arg(vm, "isdisjoint", argc, argv, kw))
        return false;
    NpSet *so = SELF;
    bool r = true, ok = true, found;
    NpValue key;
    if (is_anyset(argv[1])) {
        // CPython walks the argument unless it is the bigger set (on a tie, the argument).
        NpSet *a = NP_AS_SET(argv[1]), *b = so;
        if (a->used > b->used) {
            NpSet *t = a;
            a = b;
            b = t;
        }
        if (!np_charge_items(vm, a->used))
            return false;
        size_t pos = 0;
        int64_t hash;
        while (r && ok && np_set_next_hashed(a, &pos, &key, &hash))
            if ((ok = np_set_contains_hashed(vm, b, key, hash, &found)) && found)
                r = false;
        *out = np_bool(r);
        return ok;
    }
    NpValue it;
    if (!np_iter(vm, argv[1], &it) || !np_push_root(vm, it))
        return false;
    while (r && ok) {
        int rc = np_next(vm, it, &key);
        if (rc <= 0) {
            ok = rc == 0;
            break;
        }
        if ((ok = np_set_contains(vm, so, key, &found)) && found)
            r = false;
    }
    np_pop_roots(vm, 1);
    *out = np_bool(r);
    return ok;
}

/* ---------------------------------------------------------------- constructors, registration */

// set(iterable=()) and frozenset(iterable=()).
static bool new_set_common(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                           bool frozen, NpValue *out)
{
    const char *name = frozen ? "frozenset" : "set";
    if (!np_args_nokw(vm, name, kw) || !np_args_count(vm, name, argc, 0, 1))
        return false;
    if (frozen && argc == 1 && NP_IS_SET(argv[0]) &&
        NP_AS_OBJ(argv[0])->type == vm->types[NP_TYPE_FROZENSET] &&
        t == vm->types[NP_TYPE_FROZENSET]) {
        *out = argv[0];
        return true;
    }
    NpSet *s = make_set(vm, frozen, argc == 1 ? argv[0] : np_undef());
    if (!s)
        return false;
    np_pop_roots(vm, 1);
    s->hdr.type = t;
    return ret_obj(s, out);
}

static bool new_set(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return new_set_common(vm, t, argc, argv, kw, false, out);
}

static bool new_frozenset(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                          NpValue *out)
{
    return new_set_common(vm, t, argc, argv, kw, true, out);
}

static const NpMethodDef set_methods[] = {
    {"add", set_add, NP_NATIVE_METHOD},
    {"remove", set_remove, NP_NATIVE_METHOD},
    {"discard", set_discard, NP_NATIVE_METHOD},
    {"pop", set_pop, NP_NATIVE_METHOD},
    {"clear", set_clear, NP_NATIVE_METHOD},
    {"update", set_update, NP_NATIVE_METHOD},
    {"intersection_update", set_intersection_update, NP_NATIVE_METHOD},
    {"difference_update", set_difference_update, NP_NATIVE_METHOD},
    {"symmetric_difference_update", set_symmetric_difference_update, NP_NATIVE_METHOD},
    {"copy", set_copy, NP_NATIVE_METHOD},
    {"union", set_union, NP_NATIVE_METHOD},
    {"intersection", set_intersection, NP_NATIVE_METHOD},
    {"difference", set_difference, NP_NATIVE_METHOD},
    {"symmetric_difference", set_symmetric_difference, NP_NATIVE_METHOD},
    {"issubset", set_issubset, NP_NATIVE_METHOD},
    {"issuperset", set_issuperset, NP_NATIVE_METHOD},
    {"isdisjoint", set_isdisjoint, NP_NATIVE_METHOD},
    {NULL, NULL, 0},
};

// The first index of set_methods that frozenset shares (the non-mutating ones).
#define FROZEN_FIRST 9

bool nplib_open_set(NpVM *vm)
{
    vm->types[NP_TYPE_SET]->construct = new_set;
    vm->types[NP_TYPE_FROZENSET]->construct = new_frozenset;
    return np_type_add_methods(vm, vm->types[NP_TYPE_SET], set_methods) &&
           np_type_add_methods(vm, vm->types[NP_TYPE_FROZENSET], set_methods + FROZEN_FIRST);
}
