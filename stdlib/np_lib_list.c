/*
 * np_lib_list.c - the methods of list (append, extend, insert, pop, remove, index, count, sort,
 * reverse, copy, clear) and tuple (index, count), and the list() / tuple() constructors.
 *
 * Comparisons (np_eq) may run user __eq__ code that mutates the list being searched, so every
 * loop re-reads the list's length on each step instead of caching it, as CPython does.
 */
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"
#include "np_runtime.h"

#define SELF NP_AS_LIST(argv[0])

// Stores a new object into [*out]; false when [o] is NULL (an exception is pending).
static bool ret_obj(void *o, NpValue *out)
{
    if (!o)
        return false;
    *out = np_obj((NpObject *)o);
    return true;
}

// Checks a one-argument method: "list.append() takes exactly one argument (0 given)".
static bool one_arg(NpVM *vm, const char *fname, int argc, NpTuple *kw)
{
    return np_args_nokw(vm, fname, kw) && np_args_count(vm, fname, argc - 1, 1, 1);
}

// Checks a method without arguments: "list.copy() takes no arguments (1 given)".
static bool no_args(NpVM *vm, const char *fname, int argc, NpTuple *kw)
{
    return np_args_nokw(vm, fname, kw) && np_args_count(vm, fname, argc - 1, 0, 0);
}

/* ---------------------------------------------------------------- list */

// list.append(x) called with keywords or a wrong number of arguments: the error, or (an empty
// keyword tuple) the append.
static __attribute__((noinline)) bool list_append_checked(NpVM *vm, int argc, NpValue *argv,
                                                          NpTuple *kw, NpValue *out)
{
    if (!one_arg(vm, "list.append", argc, kw) || !np_list_append(vm, SELF, argv[1]))
        return false;
    *out = np_none();
    return true;
}

// list.append(x): with one positional argument (every correct call) a tail call into
// np_list_append, without a frame of its own (*out is ignored when the append fails).
static bool list_append(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (argc == 2 && !kw) {
        *out = np_none();
        return np_list_append(vm, SELF, argv[1]);
    }
    return list_append_checked(vm, argc, argv, kw, out);
}

bool nplib_list_extend(NpVM *vm, NpList *l, NpValue src)
{
    NpValue *items = NULL;
    size_t n = 0;
    if (NP_IS_LIST(src)) {
        items = NP_AS_LIST(src)->items;
        n = NP_AS_LIST(src)->n;
    } else if (NP_IS_TUPLE(src)) {
        items = NP_AS_TUPLE(src)->items;
        n = NP_AS_TUPLE(src)->n;
    }
    if (NP_IS_LIST(src) || NP_IS_TUPLE(src)) {
        if (n == 0)
            return true;
        if (l->n + n < l->n || !np_list_reserve(vm, l, l->n + n))
            return false;
        // Re-read the source array: reserving may have moved it when [src] is [l] itself.
        items = NP_IS_LIST(src) ? NP_AS_LIST(src)->items : items;
        np_gc_barrier(vm, l);
        memcpy(l->items + l->n, items, n * sizeof(NpValue));
        l->n += n;
        return true;
    }
    NpValue it, item;
    if (!np_iter(vm, src, &it) || !np_push_root(vm, it))
        return false;
    for (;;) {
        int r = np_next(vm, it, &item);
        if (r <= 0 || !np_list_append(vm, l, item)) {
            np_pop_roots(vm, 1);
            return r == 0;
        }
    }
}

static bool list_extend(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!one_arg(vm, "list.extend", argc, kw) || !nplib_list_extend(vm, SELF, argv[1]))
        return false;
    *out = np_none();
    return true;
}

static bool list_insert(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int64_t i;
    if (!np_args_nokw(vm, "list.insert", kw) || !np_args_count(vm, "insert", argc - 1, 2, 2) ||
        !nplib_as_ssize(vm, argv[1], &i) || !np_list_insert(vm, SELF, i, argv[2]))
        return false;
    *out = np_none();
    return true;
}

// list.pop([i]) with its argument checks, an index, the moved items charged, and the errors.
static __attribute__((noinline)) bool list_pop_general(NpVM *vm, int argc, NpValue *argv,
                                                       NpTuple *kw, NpValue *out)
{
    int64_t i = -1;
    if (!np_args_nokw(vm, "list.pop", kw) || !np_args_count(vm, "pop", argc - 1, 0, 1))
        return false;
    if (argc > 1 && !nplib_as_ssize(vm, argv[1], &i))
        return false;
    NpList *l = SELF;
    if (l->n == 0)
        return np_raisef(vm, NP_TYPE_INDEXERROR, "pop from empty list");
    if (i < 0)
        i += (int64_t)l->n;
    if (i < 0 || i >= (int64_t)l->n)
        return np_raisef(vm, NP_TYPE_INDEXERROR, "pop index out of range");
    // The items after [i] move one slot: charged like visiting them (see np_list_insert).
    if (!np_charge_items(vm, l->n - (size_t)i - 1))
        return false;
    *out = l->items[i];
    memmove(l->items + i, l->items + i + 1, (l->n - (size_t)i - 1) * sizeof(NpValue));
    l->n--;
    return true;
}

// list.pop(): `stack.pop()` of a non-empty list, the common case (work stacks, DFS, undo
// logs), takes the last item with no arguments to check, no items to move or charge and no
// memmove call, in a leaf without a frame; anything else goes to list_pop_general.
static bool list_pop(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (argc == 1 && !kw && SELF->n > 0) {
        *out = SELF->items[--SELF->n];
        return true;
    }
    return list_pop_general(vm, argc, argv, kw, out);
}

// Finds the first index in [start, stop) of [l] holding a value equal to [x]; -1 when absent.
static bool list_find(NpVM *vm, NpList *l, NpValue x, int64_t start, int64_t stop, int64_t *at)
{
    *at = -1;
    // Charged for the whole range before searching (an upper bound, like `x in list`).
    int64_t end = stop < (int64_t)l->n ? stop : (int64_t)l->n;
    if (end > start && !np_charge_items(vm, (size_t)(end - start)))
        return false;
    for (int64_t i = start; i < end; i++) {
        bool eq;
        NpValue item = l->items[i];
        if (np_is(item, x)) {
            *at = i;
            return true;
        }
        if (!np_eq(vm, item, x, &eq))
            return false;
        if (eq) {
            *at = i;
            return true;
        }
    }
    return true;
}

static bool list_remove(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int64_t at;
    if (!one_arg(vm, "list.remove", argc, kw) || !list_find(vm, SELF, argv[1], 0, INT64_MAX, &at))
        return false;
    NpList *l = SELF;
    if (at < 0 || at >= (int64_t)l->n)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "list.remove(x): x not in list");
    memmove(l->items + at, l->items + at + 1, (l->n - (size_t)at - 1) * sizeof(NpValue));
    l->n--;
    *out = np_none();
    return true;
}

// Resolves the optional start/stop of index() against [len] like CPython (negative indices
// count from the end, then clamp at 0).
static bool index_range(NpVM *vm, int argc, NpValue *argv, int64_t len, int64_t *start,
                        int64_t *stop)
{
    *start = 0;
    *stop = INT64_MAX;
    if (argc > 2 && !nplib_slice_index(vm, argv[2], 0, start))
        return false;
    if (argc > 3 && !nplib_slice_index(vm, argv[3], INT64_MAX, stop))
        return false;
    if (*start < 0 && (*start += len) < 0)
        *start = 0;
    if (*stop < 0 && (*stop += len) < 0)
        *stop = 0;
    return true;
}

static bool list_index(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int64_t start, stop, at;
    if (!np_args_nokw(vm, "list.index", kw) || !np_args_count(vm, "index", argc - 1, 1, 3) ||
        !index_range(vm, argc, argv, (int64_t)SELF->n, &start, &stop) ||
        !list_find(vm, SELF, argv[1], start, stop, &at))
        return false;
    if (at < 0) {
        NpStr *r = np_repr(vm, argv[1]);
        return r && np_raisef(vm, NP_TYPE_VALUEERROR, "%s is not in list", r->data);
    }
    *out = np_int(at);
    return true;
}

// Counts the items of [items] (re-read through [l] when it is a list) equal to [x].
static bool count_equal(NpVM *vm, NpValue seq, NpValue x, int64_t *n)
{
    *n = 0;
    if (!np_charge_items(vm, NP_IS_LIST(seq) ? NP_AS_LIST(seq)->n : NP_AS_TUPLE(seq)->n))
        return false;
    for (size_t i = 0;; i++) {
        NpValue item;
        if (NP_IS_LIST(seq)) {
            if (i >= NP_AS_LIST(seq)->n)
                break;
            item = NP_AS_LIST(seq)->items[i];
        } else {
            if (i >= NP_AS_TUPLE(seq)->n)
                break;
            item = NP_AS_TUPLE(seq)->items[i];
        }
        bool eq = np_is(item, x);
        if (!eq && !np_eq(vm, item, x, &eq))
            return false;
        *n += eq;
    }
    return true;
}

static bool list_count(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int64_t n;
    if (!one_arg(vm, "list.count", argc, kw) || !count_equal(vm, argv[0], argv[1], &n))
        return false;
    *out = np_int(n);
    return true;
}

// list.sort(*, key=None, reverse=False).
static bool list_sort(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {"key", "reverse"};
    NpValue a[2];
    int reverse = 0;
    if (!np_args_bind(vm, "sort", argc - 1, argv + 1, kw, names, 2, 0, 0, a))
        return false;
    if (!NP_IS_UNDEF(a[1]) && !nplib_as_cint(vm, a[1], &reverse))
        return false;
    if (!nplib_sort(vm, SELF, a[0], reverse != 0))
        return false;
    *out = np_none();
    return true;
}

static bool list_reverse(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!no_args(vm, "list.reverse", argc, kw))
        return false;
    NpList *l = SELF;
    for (size_t i = 0, j = l->n; i + 1 < j; i++, j--) {
        NpValue t = l->items[i];
        l->items[i] = l->items[j - 1];
        l->items[j - 1] = t;
    }
    *out = np_none();
    return true;
}

static bool list_copy(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return no_args(vm, "list.copy", argc, kw) &&
           ret_obj(np_list_from(vm, SELF->items, SELF->n), out);
}

static bool list_clear(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!no_args(vm, "list.clear", argc, kw))
        return false;
    NpList *l = SELF;
    l->n = 0;
    *out = np_none();
    return true;
}

// list(iterable=()).
static bool new_list(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "list", kw) || !np_args_count(vm, "list", argc, 0, 1))
        return false;
    NpList *l = argc == 0 ? np_list_new(vm, 0) : np_list_from_iter(vm, argv[0]);
    if (!l)
        return false;
    l->hdr.type = t;
    return ret_obj(l, out);
}

/* ---------------------------------------------------------------- tuple */

static bool tuple_index(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int64_t start, stop;
    NpTuple *t = NP_AS_TUPLE(argv[0]);
    if (!np_args_nokw(vm, "tuple.index", kw) || !np_args_count(vm, "index", argc - 1, 1, 3) ||
        !index_range(vm, argc, argv, (int64_t)t->n, &start, &stop))
        return false;
    int64_t end = stop < (int64_t)t->n ? stop : (int64_t)t->n;
    if (end > start && !np_charge_items(vm, (size_t)(end - start)))
        return false;
    for (int64_t i = start; i < end; i++) {
        bool eq = np_is(t->items[i], argv[1]);
        if (!eq && !np_eq(vm, t->items[i], argv[1], &eq))
            return false;
        if (eq) {
            *out = np_int(i);
            return true;
        }
    }
    return np_raisef(vm, NP_TYPE_VALUEERROR, "tuple.index(x): x not in tuple");
}

static bool tuple_count(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int64_t n;
    if (!one_arg(vm, "tuple.count", argc, kw) || !count_equal(vm, argv[0], argv[1], &n))
        return false;
    *out = np_int(n);
    return true;
}

// tuple(iterable=()).
static bool new_tuple(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "tuple", kw) || !np_args_count(vm, "tuple", argc, 0, 1))
        return false;
    if (argc == 0)
        return ret_obj(np_tuple_new(vm, 0), out);
    if (NP_IS_TUPLE(argv[0]) && t == vm->types[NP_TYPE_TUPLE] &&
        NP_OBJ(argv[0])->type == t) { // Only an exact tuple is returned as is (not a namedtuple).
        *out = argv[0];
        return true;
    }
    NpTuple *r;
    if (NP_IS_LIST(argv[0]) && NP_OBJ(argv[0])->type == vm->types[NP_TYPE_LIST]) {
        // An exact list's items copied once (no intermediate list).
        r = np_tuple_from(vm, NP_AS_LIST(argv[0])->items, NP_AS_LIST(argv[0])->n);
    } else {
        NpList *l = np_list_from_iter(vm, argv[0]);
        r = l ? np_tuple_from(vm, l->items, l->n) : NULL;
    }
    if (!r)
        return false;
    r->hdr.type = t;
    return ret_obj(r, out);
}

/* ---------------------------------------------------------------- registration */

static const NpMethodDef list_methods[] = {
    {"append", list_append, NP_NATIVE_METHOD},
    {"extend", list_extend, NP_NATIVE_METHOD | NP_NATIVE_DRAIN(NP_DRAIN_EXTEND)},
    {"insert", list_insert, NP_NATIVE_METHOD},
    {"pop", list_pop, NP_NATIVE_METHOD},
    {"remove", list_remove, NP_NATIVE_METHOD},
    {"index", list_index, NP_NATIVE_METHOD},
    {"count", list_count, NP_NATIVE_METHOD},
    {"sort", list_sort, NP_NATIVE_METHOD},
    {"reverse", list_reverse, NP_NATIVE_METHOD},
    {"copy", list_copy, NP_NATIVE_METHOD},
    {"clear", list_clear, NP_NATIVE_METHOD},
    {NULL, NULL, 0},
};

static const NpMethodDef tuple_methods[] = {
    {"index", tuple_index, NP_NATIVE_METHOD},
    {"count", tuple_count, NP_NATIVE_METHOD},
    {NULL, NULL, 0},
};

bool nplib_open_list(NpVM *vm)
{
    vm->types[NP_TYPE_LIST]->construct = new_list;
    vm->types[NP_TYPE_TUPLE]->construct = new_tuple;
    return np_type_add_methods(vm, vm->types[NP_TYPE_LIST], list_methods) &&
           np_type_add_methods(vm, vm->types[NP_TYPE_TUPLE], tuple_methods);
}
