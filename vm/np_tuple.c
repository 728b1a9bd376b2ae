/*
 * np_tuple.c - tuple construction. Tuples are immutable once published; their items live
 * inline after the header (NpTuple.items), so a tuple is one allocation.
 */
#include <string.h>

#include "np_runtime.h"

// A tuple of [n] items whose items the caller writes at once: a recycled block is not zeroed
// first (np_alloc_obj_uninit), since every field is written before anything can read it.
static NpTuple *tuple_alloc(NpVM *vm, size_t n) {
    if (n > (SIZE_MAX - sizeof(NpTuple)) / sizeof(NpValue)) {
        np_raise_nomem(vm);
        return NULL;
    }
    NpTuple *t = (NpTuple *)np_alloc_obj_uninit(vm, sizeof(NpTuple) + n * sizeof(NpValue),
                                                OBJ_TUPLE, vm->types[NP_TYPE_TUPLE]);
    if (t) t->n = n;
    return t;
}

NpTuple *np_tuple_new(NpVM *vm, size_t n) {
    NpTuple *t = tuple_alloc(vm, n);
    if (!t) return NULL;
    for (size_t i = 0; i < n; i++) t->items[i] = np_none();
    return t;
}

NpTuple *np_tuple_from(NpVM *vm, const NpValue *items, size_t n) {
    NpTuple *t = tuple_alloc(vm, n);
    if (!t) return NULL;
    // The interpreter's BUILDTUPLE makes mostly pairs and triples (`return a, b`, a stack's
    // `(indent, mode, doc)`): those are copied item by item, where a memcpy call cost ~15
    // instructions more than the copy.
    if (n <= 4) {
        switch (n) {
        case 4: t->items[3] = items[3]; /* fall through */
        case 3: t->items[2] = items[2]; /* fall through */
        case 2: t->items[1] = items[1]; /* fall through */
        case 1: t->items[0] = items[0]; /* fall through */
        default: break;
        }
    } else {
        memcpy(t->items, items, n * sizeof(NpValue));
    }
    return t;
}

NpTuple *np_tuple_pair(NpVM *vm, NpValue a, NpValue b) {
    NpTuple *t = tuple_alloc(vm, 2);
    if (t) {
        t->items[0] = a;
        t->items[1] = b;
    }
    return t;
}
