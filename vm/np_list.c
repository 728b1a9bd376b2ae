/*
 * np_list.c - list construction, growth, insertion and a stable merge sort.
 *
 * A list owns a C array of [cap] slots, charged to the VM (np_gc.h). Growth follows CPython's
 * over-allocation formula. The sort never calls user code while holding unrooted values: it
 * sorts a permutation of a rooted snapshot tuple, so a comparison that runs Python code (and
 * possibly a collection, or mutates the list) cannot free what is being sorted.
 */
#include <string.h>

#include "np_interp.h"
#include "np_runtime.h"

/* ---------------------------------------------------------------- construction and growth */

bool np_list_reserve(NpVM *vm, NpList *l, size_t cap) {
    if (cap <= l->cap) return true;
    if (cap > SIZE_MAX / sizeof(NpValue)) return np_raise_nomem(vm);
    NpValue *items = np_mem_realloc(vm, l->items, l->cap * sizeof(NpValue), cap * sizeof(NpValue));
    if (!items) return false;
    l->items = items;
    l->cap = cap;
    return true;
}

NpList *np_list_new(NpVM *vm, size_t cap) {
    NpList *l = (NpList *)np_alloc_obj(vm, sizeof(NpList), OBJ_LIST, vm->types[NP_TYPE_LIST]);
    if (!l) return NULL;
    if (cap && !np_list_reserve(vm, l, cap)) return NULL;
    return l;
}

NpList *np_list_from(NpVM *vm, const NpValue *items, size_t n) {
    NpList *l = np_list_new(vm, n);
    if (!l) return NULL;
    if (n) memcpy(l->items, items, n * sizeof(NpValue));
    l->n = n;
    return l;
}

// Makes room for one more item with CPython's growth pattern (about 1/8 extra).
static bool grow_for_one(NpVM *vm, NpList *l) {
    if (l->n < l->cap) return true;
    size_t want = l->n + 1;
    size_t cap = (want + (want >> 3) + 6) & ~(size_t)3;
    return np_list_reserve(vm, l, cap);
}

bool np_list_append(NpVM *vm, NpList *l, NpValue v) {
    if (!grow_for_one(vm, l)) return false;
    l->items[l->n++] = v;
    return true;
}

bool np_list_insert(NpVM *vm, NpList *l, int64_t i, NpValue v) {
    int64_t n = (int64_t)l->n;
    if (i < 0) {
        i += n;
        if (i < 0) i = 0;
    }
    if (i > n) i = n;
    // The items after [i] move one slot: charged like visiting them (a front-insert loop on a
    // big list otherwise ran for seconds between two limit checks).
    if (!np_charge_items(vm, (size_t)(n - i)) || !grow_for_one(vm, l)) return false;
    memmove(l->items + i + 1, l->items + i, (size_t)(n - i) * sizeof(NpValue));
    l->items[i] = v;
    l->n++;
    return true;
}

/* ---------------------------------------------------------------- sort */

// The state of one sort: the values compared ([keys], a rooted snapshot), the permutation
// being sorted ([perm]) and the merge buffer ([tmp]).
typedef struct SortCtx {
    NpVM *vm;
    const NpValue *keys;
    size_t *perm;
    size_t *tmp;
    size_t n;
} SortCtx;

// Whether [v] is an exact str or tuple (not a subclass, which may override comparisons).
static inline bool exact_kind(NpVM *vm, NpValue v, NpObjKind kind, int type_id) {
    return NP_IS_KIND(v, kind) && NP_OBJ(v)->type == vm->types[type_id];
}

// x < y for two exact tuples when every item up to the first unequal pair is a small int, a
// non-NaN float or an exact str, each pair of one kind: 1 or 0. CPython's order: the first
// unequal pair decides, else the shorter tuple is less. -1 when np_lt must decide.
static int tuple_lt_fast(NpVM *vm, const NpTuple *x, const NpTuple *y) {
    size_t n = x->n < y->n ? x->n : y->n;
    for (size_t k = 0; k < n; k++) {
        NpValue a = x->items[k], b = y->items[k];
        if (a.tag == NP_T_INT && b.tag == NP_T_INT) {
            if (a.u.i != b.u.i) return a.u.i < b.u.i;
        } else if (a.tag == NP_T_FLOAT && b.tag == NP_T_FLOAT) {
            if (a.u.f != a.u.f || b.u.f != b.u.f) return -1;
            if (a.u.f != b.u.f) return a.u.f < b.u.f;
        } else if (exact_kind(vm, a, OBJ_STR, NP_TYPE_STR) && exact_kind(vm, b, OBJ_STR, NP_TYPE_STR)) {
            if (a.u.o == b.u.o) continue;
            int cmp = np_str_cmp(NP_AS_STR(a), NP_AS_STR(b));
            if (cmp != 0) return cmp < 0;
        } else {
            return -1;
        }
    }
    return x->n < y->n;
}

// *res = keys[i] < keys[j]. Ints, floats and strs compare inline, and so do tuples of them
// (tuple_lt_fast); anything else goes through np_lt (which may run Python code).
static bool key_lt(SortCtx *c, size_t i, size_t j, bool *res) {
    NpValue a = c->keys[i], b = c->keys[j];
    if (exact_kind(c->vm, a, OBJ_TUPLE, NP_TYPE_TUPLE) &&
        exact_kind(c->vm, b, OBJ_TUPLE, NP_TYPE_TUPLE)) {
        int r = tuple_lt_fast(c->vm, NP_AS_TUPLE(a), NP_AS_TUPLE(b));
        if (r >= 0) {
            *res = r != 0;
            return true;
        }
    }
    if (a.tag == NP_T_INT && b.tag == NP_T_INT) {
        *res = a.u.i < b.u.i;
        return true;
    }
    if (a.tag == NP_T_FLOAT && b.tag == NP_T_FLOAT) {
        *res = a.u.f < b.u.f;
        return true;
    }
    if (NP_IS_STR(a) && NP_IS_STR(b)) {
        *res = np_str_cmp(NP_AS_STR(a), NP_AS_STR(b)) < 0;
        return true;
    }
    return np_lt(c->vm, a, b, res);
}

// Sorts perm[lo, hi) by binary insertion (stable: an item goes after the equal ones).
static bool insertion_sort(SortCtx *c, size_t lo, size_t hi) {
    for (size_t k = lo + 1; k < hi; k++) {
        size_t x = c->perm[k], l = lo, r = k;
        while (l < r) {
            size_t mid = l + (r - l) / 2;
            bool lt;
            if (!key_lt(c, x, c->perm[mid], &lt)) return false;
            if (lt) r = mid;
            else l = mid + 1;
        }
        memmove(c->perm + l + 1, c->perm + l, (k - l) * sizeof(size_t));
        c->perm[l] = x;
    }
    return true;
}

// Merges the sorted runs perm[lo, mid) and perm[mid, hi) (stable: ties take the left item).
static bool merge_runs(SortCtx *c, size_t lo, size_t mid, size_t hi) {
    bool lt;
    // Already in order (common for presorted input): nothing to do.
    if (!key_lt(c, c->perm[mid], c->perm[mid - 1], &lt)) return false;
    if (!lt) return true;
    size_t i = lo, j = mid, k = 0;
    while (i < mid && j < hi) {
        if (!key_lt(c, c->perm[j], c->perm[i], &lt)) return false;
        c->tmp[k++] = lt ? c->perm[j++] : c->perm[i++];
    }
    while (i < mid) c->tmp[k++] = c->perm[i++];
    while (j < hi) c->tmp[k++] = c->perm[j++];
    memcpy(c->perm + lo, c->tmp, k * sizeof(size_t));
    return true;
}

#define SORT_RUN 32

// Bottom-up merge sort of c->perm: insertion-sorted runs of SORT_RUN, then doubling merges.
static bool merge_sort(SortCtx *c) {
    for (size_t lo = 0; lo < c->n; lo += SORT_RUN) {
        size_t hi = lo + SORT_RUN < c->n ? lo + SORT_RUN : c->n;
        if (!insertion_sort(c, lo, hi)) return false;
    }
    for (size_t width = SORT_RUN; width < c->n; width *= 2) {
        for (size_t lo = 0; lo + width < c->n; lo += 2 * width) {
            size_t mid = lo + width;
            size_t hi = mid + width < c->n ? mid + width : c->n;
            if (!merge_runs(c, lo, mid, hi)) return false;
        }
    }
    return true;
}

// Reverses perm[0, n).
static void reverse_perm(size_t *perm, size_t n) {
    for (size_t i = 0, j = n; i + 1 < j; i++, j--) {
        size_t t = perm[i];
        perm[i] = perm[j - 1];
        perm[j - 1] = t;
    }
}

// Writes the sorted order back: items (and keys) are taken from the snapshot through perm.
static void apply_perm(NpList *l, NpList *keys, const NpTuple *snap, const size_t *perm, size_t n) {
    size_t voff = keys ? n : 0;
    for (size_t i = 0; i < n; i++) {
        l->items[i] = snap->items[voff + perm[i]];
        if (keys) keys->items[i] = snap->items[perm[i]];
    }
}

bool np_list_sort(NpVM *vm, NpList *l, NpList *keys, bool reverse) {
    size_t n = l->n;
    if (n < 2) return true;
    if (!np_budget_charge(vm, np_cost_nlogn(n))) return false;
    if (keys && keys->n != n) return np_raisef(vm, NP_TYPE_VALUEERROR, "list modified during sort");
    // Snapshot: keys (if any) then items, rooted while comparisons may run Python code.
    NpTuple *snap = np_tuple_new(vm, keys ? 2 * n : n);
    if (!snap) return false;
    if (keys) memcpy(snap->items, keys->items, n * sizeof(NpValue));
    memcpy(snap->items + (keys ? n : 0), l->items, n * sizeof(NpValue));
    if (!np_push_root(vm, np_obj(&snap->hdr))) return false;
    size_t bytes = 2 * n * sizeof(size_t);
    size_t *buf = np_mem_realloc(vm, NULL, 0, bytes);
    if (!buf) {
        np_pop_roots(vm, 1);
        return false;
    }
    SortCtx c = {vm, snap->items, buf, buf + n, n};
    for (size_t i = 0; i < n; i++) c.perm[i] = i;
    // reverse=True keeps stability like CPython: reverse, stable sort, reverse back.
    if (reverse) reverse_perm(c.perm, n);
    NpValue *items_before = l->items;
    bool ok = merge_sort(&c);
    if (ok && reverse) reverse_perm(c.perm, n);
    if (ok && (l->n != n || l->items != items_before || (keys && keys->n != n)))
        ok = np_raisef(vm, NP_TYPE_VALUEERROR, "list modified during sort");
    if (ok) apply_perm(l, keys, snap, c.perm, n);
    np_mem_realloc(vm, buf, bytes, 0);
    np_pop_roots(vm, 1);
    return ok;
}
