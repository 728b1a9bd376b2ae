/*
 * np_list.c - list construction, growth, insertion and the sort (CPython's timsort).
 *
 * A list owns a C array of [cap] slots, charged to the VM (np_gc.h). Growth follows CPython's
 * over-allocation formula. The sort never calls user code while holding unrooted values: it
 * sorts the items (and keys) inside rooted tuples, so a comparison that runs Python code (and
 * possibly a collection, or mutates the list) cannot free what is being sorted.
 */
#include <string.h>

#include "np_interp.h"
#include "np_runtime.h"

/* ---------------------------------------------------------------- construction and growth */

bool np_list_reserve(NpVM *vm, NpList *l, size_t cap) {
    if (cap <= l->cap) return true;
    if (cap > SIZE_MAX / sizeof(NpValue)) return np_raise_nomem(vm);
    NpValue *items = np_items_resize(vm, l->items, l->cap * sizeof(NpValue), cap * sizeof(NpValue));
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

// CPython 3.11's list sort (its Objects/listsort.txt describes the algorithm): natural runs
// (strictly descending ones reversed), short runs extended to "minrun" by binary insertion,
// runs merged under the powersort policy, merges trimmed and switched to galloping when one side
// keeps winning. Same comparisons in the same order as CPython, so keys with side effects or an
// inconsistent order (NaN) give the same result and the same output.
//
// Keys and items are sorted in parallel arrays inside a rooted snapshot tuple, and the merge
// area is a rooted tuple too, so every value stays reachable while a comparison runs Python
// code. A pre-scan of the keys picks the comparison: all small ints, all floats, all exact strs
// or all exact tuples compare inline (CPython's unsafe_*_compare); anything else uses np_lt.

#define MIN_GALLOP 7
// The sort's helpers take the comparison kind as a constant and are inlined into one copy per
// kind (merge_at_*, timsort_*).
#define SORT_INLINE static inline __attribute__((always_inline))
#define MAX_PENDING 85

// The comparison chosen by the pre-scan of the keys.
typedef enum SortKind { SK_INT, SK_FLOAT, SK_STR, SK_TUPLE, SK_ANY } SortKind;

// A position in the parallel arrays: keys and items ([v] NULL when the keys are the items).
typedef struct Slice {
    NpValue *k;
    NpValue *v;
} Slice;

// A pending run: where it starts, its length and its powersort power.
typedef struct Run {
    Slice base;
    size_t len;
    int power;
} Run;

// The state of one sort.
typedef struct SortState {
    NpVM *vm;
    SortKind kind;
    // Start of the keys array (run start offsets for the powersort power).
    NpValue *basekeys;
    size_t listlen;
    size_t min_gallop;
    // The merge area (keys, then items when there are separate keys) and its capacity; its
    // tuple is rooted once allocated ([tmproot]).
    Slice tmp;
    size_t tmpcap;
    bool has_values, tmproot;
    // For keys that are all instances of one class whose __lt__ is a simple Python function
    // (sort_pylt): that function, called directly while vm->class_epoch is [lt_epoch]; else
    // UNDEF.
    NpValue ltfn;
    uint64_t lt_epoch;
    size_t npending;
    Run pending[MAX_PENDING];
} SortState;

static inline Slice sl_at(Slice s, ptrdiff_t i) {
    return (Slice){s.k + i, s.v ? s.v + i : NULL};
}

static inline void sl_copy(Slice d, ptrdiff_t di, Slice s, ptrdiff_t si, size_t n) {
    memcpy(d.k + di, s.k + si, n * sizeof(NpValue));
    if (d.v) memcpy(d.v + di, s.v + si, n * sizeof(NpValue));
}

static inline void sl_move(Slice d, ptrdiff_t di, Slice s, ptrdiff_t si, size_t n) {
    memmove(d.k + di, s.k + si, n * sizeof(NpValue));
    if (d.v) memmove(d.v + di, s.v + si, n * sizeof(NpValue));
}

// *d++ = *s++ (CPython's sortslice_copy_incr) and *d-- = *s-- (sortslice_copy_decr).
static inline void sl_copy_incr(Slice *d, Slice *s) {
    *d->k++ = *s->k++;
    if (d->v) *d->v++ = *s->v++;
}

static inline void sl_copy_decr(Slice *d, Slice *s) {
    *d->k-- = *s->k--;
    if (d->v) *d->v-- = *s->v--;
}

static void sl_reverse(Slice s, size_t n) {
    for (size_t i = 0, j = n; i + 1 < j; i++, j--) {
        NpValue t = s.k[i];
        s.k[i] = s.k[j - 1];
        s.k[j - 1] = t;
        if (s.v) {
            t = s.v[i];
            s.v[i] = s.v[j - 1];
            s.v[j - 1] = t;
        }
    }
}

// Whether [v] is an exact str or tuple (not a subclass, which may override comparisons).
static inline bool exact_kind(NpVM *vm, NpValue v, NpObjKind kind, int type_id) {
    return NP_IS_KIND(v, kind) && NP_OBJ(v)->type == vm->types[type_id];
}

// str order: code-point order is UTF-8 byte order.
static inline int str_lt(const NpStr *a, const NpStr *b) {
    if (a == b) return 0;
    size_t n = a->len < b->len ? a->len : b->len;
    int c = memcmp(a->data, b->data, n);
    return c ? c < 0 : a->len < b->len;
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

// a < b through np_lt (may run Python code; a and b are rooted by the sort's tuples).
static int lt_slow(NpVM *vm, NpValue a, NpValue b) {
    bool res;
    if (!np_lt(vm, a, b, &res)) return -1;
    return res;
}

// a < b for keys of mixed kinds: exact pairs of ints, floats or strs inline, else np_lt.
static int lt_any(NpVM *vm, NpValue a, NpValue b) {
    if (a.tag == NP_T_INT && b.tag == NP_T_INT) return a.u.i < b.u.i;
    if (a.tag == NP_T_FLOAT && b.tag == NP_T_FLOAT) return a.u.f < b.u.f;
    if (exact_kind(vm, a, OBJ_STR, NP_TYPE_STR) && exact_kind(vm, b, OBJ_STR, NP_TYPE_STR))
        return str_lt(NP_AS_STR(a), NP_AS_STR(b));
    if (exact_kind(vm, a, OBJ_TUPLE, NP_TYPE_TUPLE) && exact_kind(vm, b, OBJ_TUPLE, NP_TYPE_TUPLE)) {
        int r = tuple_lt_fast(vm, NP_AS_TUPLE(a), NP_AS_TUPLE(b));
        if (r >= 0) return r;
    }
    return lt_slow(vm, a, b);
}

// a < b for two instances of the class whose __lt__ is ms->ltfn: the function is called
// without np_lt's dispatch and lookup, as np_lt would call it (instance_compare), and only
// NotImplemented goes on to np_compare's remaining steps. A class changed since the pre-scan
// (its __lt__ may be another now) goes through np_lt.
static __attribute__((noinline)) int lt_py(SortState *ms, NpValue a, NpValue b) {
    NpVM *vm = ms->vm;
    if (vm->class_epoch != ms->lt_epoch) return lt_any(vm, a, b);
    NpValue args[2] = {a, b}, r;
    if (!np_call_function(vm, (NpFunction *)NP_AS_OBJ(ms->ltfn), np_undef(), 2, args, NULL, &r))
        return -1;
    if (NP_IS_BOOL(r)) return r.u.i != 0;
    if (NP_IS_OBJ(r) && NP_AS_OBJ(r) == vm->not_implemented &&
        !np_compare_after_left(vm, CMP_LT, a, b, &r))
        return -1;
    bool t;
    if (!np_truthy(vm, r, &t)) return -1;
    return t;
}

// a < b as the pre-scan decided: 1, 0, or -1 with an exception pending.
SORT_INLINE int sort_lt(SortState *ms, SortKind kind, NpValue a, NpValue b) {
    switch (kind) {
    case SK_INT: return a.u.i < b.u.i;
    case SK_FLOAT: return a.u.f < b.u.f;
    case SK_STR: return str_lt(NP_AS_STR(a), NP_AS_STR(b));
    case SK_TUPLE: {
        // Most tuple keys are decided by unequal first items; two small ints inline.
        const NpTuple *x = NP_AS_TUPLE(a), *y = NP_AS_TUPLE(b);
        if (x->n && y->n && x->items[0].tag == NP_T_INT && y->items[0].tag == NP_T_INT &&
            x->items[0].u.i != y->items[0].u.i)
            return x->items[0].u.i < y->items[0].u.i;
        int r = tuple_lt_fast(ms->vm, x, y);
        return r >= 0 ? r : lt_slow(ms->vm, a, b);
    }
    default: return NP_IS_UNDEF(ms->ltfn) ? lt_any(ms->vm, a, b) : lt_py(ms, a, b);
    }
}

// The comparison for [n] keys: one kind when every key is of it.
static SortKind sort_kind(NpVM *vm, const NpValue *keys, size_t n) {
    NpValue f = keys[0];
    SortKind kind = f.tag == NP_T_INT ? SK_INT : f.tag == NP_T_FLOAT ? SK_FLOAT
                  : exact_kind(vm, f, OBJ_STR, NP_TYPE_STR) ? SK_STR
                  : exact_kind(vm, f, OBJ_TUPLE, NP_TYPE_TUPLE) ? SK_TUPLE : SK_ANY;
    if (kind == SK_ANY) return kind;
    for (size_t i = 1; i < n; i++) {
        NpValue v = keys[i];
        if (v.tag != f.tag || (f.tag == NP_T_OBJ && NP_OBJ(v)->type != NP_OBJ(f)->type))
            return SK_ANY;
    }
    return kind;
}

// The __lt__ of [n] SK_ANY keys when they are all instances (instance layout) of one class
// whose __lt__, as np_lt finds it, is a Python function callable with two positional
// arguments (np_call_is_simple); else UNDEF.
static NpValue sort_pylt(NpVM *vm, const NpValue *keys, size_t n) {
    NpValue f = keys[0];
    if (!NP_IS_KIND(f, OBJ_INSTANCE)) return np_undef();
    NpType *t = NP_OBJ(f)->type;
    for (size_t i = 1; i < n; i++)
        if (!NP_IS_KIND(keys[i], OBJ_INSTANCE) || NP_OBJ(keys[i])->type != t) return np_undef();
    NpValue fn = np_compare_method(vm, CMP_LT, f, f);
    if (!NP_IS_KIND(fn, OBJ_FUNCTION) ||
        !np_call_is_simple((NpFunction *)NP_AS_OBJ(fn), np_undef(), 2, NULL))
        return np_undef();
    return fn;
}

// Sorts [lo, lo + n) by binary insertion, given that [lo, lo + start) is sorted (stable: an
// item goes after the equal ones). The pivot stays in its slot (rooted) while it is compared.
SORT_INLINE bool binarysort(SortState *ms, SortKind kind, Slice lo, size_t n, size_t start) {
    if (start == 0) start++;
    for (; start < n; start++) {
        size_t l = 0, r = start;
        NpValue pivot = lo.k[start];
        do {
            size_t p = l + ((r - l) >> 1);
            int k = sort_lt(ms, kind, pivot, lo.k[p]);
            if (k < 0) return false;
            if (k) r = p;
            else l = p + 1;
        } while (l < r);
        memmove(lo.k + l + 1, lo.k + l, (start - l) * sizeof(NpValue));
        lo.k[l] = pivot;
        if (lo.v) {
            NpValue pv = lo.v[start];
            memmove(lo.v + l + 1, lo.v + l, (start - l) * sizeof(NpValue));
            lo.v[l] = pv;
        }
    }
    return true;
}

// The length of the run starting at [lo] (of [n] keys left): ascending (a[i] <= a[i+1]) or
// strictly descending (*descending). -1 on error.
SORT_INLINE ptrdiff_t count_run(SortState *ms, SortKind kind, const NpValue *lo, size_t n, bool *descending) {
    *descending = false;
    if (n == 1) return 1;
    int k = sort_lt(ms, kind, lo[1], lo[0]);
    if (k < 0) return -1;
    size_t r = 2;
    if (k) {
        *descending = true;
        for (; r < n; r++) {
            if ((k = sort_lt(ms, kind, lo[r], lo[r - 1])) < 0) return -1;
            if (!k) break;
        }
    } else {
        for (; r < n; r++) {
            if ((k = sort_lt(ms, kind, lo[r], lo[r - 1])) < 0) return -1;
            if (k) break;
        }
    }
    return (ptrdiff_t)r;
}

// The leftmost position in sorted a[0, n) where [key] goes (a[k-1] < key <= a[k]), searched by
// galloping from a[hint]. -1 on error.
SORT_INLINE ptrdiff_t gallop_left(SortState *ms, SortKind kind, NpValue key, const NpValue *a, ptrdiff_t n,
                             ptrdiff_t hint) {
    ptrdiff_t ofs = 1, lastofs = 0, k;
    a += hint;
    if ((k = sort_lt(ms, kind, *a, key)) < 0) return -1;
    if (k) {
        // a[hint] < key: gallop right until a[hint + lastofs] < key <= a[hint + ofs].
        const ptrdiff_t maxofs = n - hint;
        while (ofs < maxofs) {
            if ((k = sort_lt(ms, kind, a[ofs], key)) < 0) return -1;
            if (!k) break;
            lastofs = ofs;
            ofs = (ofs << 1) + 1;
        }
        if (ofs > maxofs) ofs = maxofs;
        lastofs += hint;
        ofs += hint;
    } else {
        // key <= a[hint]: gallop left until a[hint - ofs] < key <= a[hint - lastofs].
        const ptrdiff_t maxofs = hint + 1;
        while (ofs < maxofs) {
            if ((k = sort_lt(ms, kind, *(a - ofs), key)) < 0) return -1;
            if (k) break;
            lastofs = ofs;
            ofs = (ofs << 1) + 1;
        }
        if (ofs > maxofs) ofs = maxofs;
        k = lastofs;
        lastofs = hint - ofs;
        ofs = hint - k;
    }
    a -= hint;
    ++lastofs;
    while (lastofs < ofs) {
        ptrdiff_t m = lastofs + ((ofs - lastofs) >> 1);
        if ((k = sort_lt(ms, kind, a[m], key)) < 0) return -1;
        if (k) lastofs = m + 1;
        else ofs = m;
    }
    return ofs;
}

// Like gallop_left, but the rightmost position (a[k-1] <= key < a[k]). -1 on error.
SORT_INLINE ptrdiff_t gallop_right(SortState *ms, SortKind kind, NpValue key, const NpValue *a, ptrdiff_t n,
                              ptrdiff_t hint) {
    ptrdiff_t ofs = 1, lastofs = 0, k;
    a += hint;
    if ((k = sort_lt(ms, kind, key, *a)) < 0) return -1;
    if (k) {
        // key < a[hint]: gallop left until a[hint - ofs] <= key < a[hint - lastofs].
        const ptrdiff_t maxofs = hint + 1;
        while (ofs < maxofs) {
            if ((k = sort_lt(ms, kind, key, *(a - ofs))) < 0) return -1;
            if (!k) break;
            lastofs = ofs;
            ofs = (ofs << 1) + 1;
        }
        if (ofs > maxofs) ofs = maxofs;
        k = lastofs;
        lastofs = hint - ofs;
        ofs = hint - k;
    } else {
        // a[hint] <= key: gallop right until a[hint + lastofs] <= key < a[hint + ofs].
        const ptrdiff_t maxofs = n - hint;
        while (ofs < maxofs) {
            if ((k = sort_lt(ms, kind, key, a[ofs])) < 0) return -1;
            if (k) break;
            lastofs = ofs;
            ofs = (ofs << 1) + 1;
        }
        if (ofs > maxofs) ofs = maxofs;
        lastofs += hint;
        ofs += hint;
    }
    a -= hint;
    ++lastofs;
    while (lastofs < ofs) {
        ptrdiff_t m = lastofs + ((ofs - lastofs) >> 1);
        if ((k = sort_lt(ms, kind, key, a[m])) < 0) return -1;
        if (k) ofs = m;
        else lastofs = m + 1;
    }
    return ofs;
}

// Makes the merge area hold [need] keys (and items): one rooted tuple of half the list, which
// no merge exceeds (a merge copies the shorter of two adjacent runs).
static bool merge_getmem(SortState *ms, size_t need) {
    if (need <= ms->tmpcap) return true;
    size_t cap = ms->listlen / 2 + 1;
    if (cap < need) cap = need;
    NpTuple *t = np_tuple_new(ms->vm, ms->has_values ? 2 * cap : cap);
    if (!t) return false;
    if (ms->tmproot) np_pop_roots(ms->vm, 1);
    ms->tmproot = false;
    if (!np_push_root(ms->vm, np_obj(&t->hdr))) return false;
    ms->tmproot = true;
    ms->tmp = (Slice){t->items, ms->has_values ? t->items + cap : NULL};
    ms->tmpcap = cap;
    return true;
}

// Merges the adjacent runs [ssa, na) and [ssb, nb) in place when na <= nb: a[0] > b[0] and
// a[na-1] is the greatest key (merge_at trimmed them). On an error the items stay a permutation.
SORT_INLINE bool merge_lo(SortState *ms, SortKind kind, Slice ssa, size_t na, Slice ssb, size_t nb) {
    size_t min_gallop, acount, bcount;
    ptrdiff_t k;
    bool ok = false;
    if (!merge_getmem(ms, na)) return false;
    sl_copy(ms->tmp, 0, ssa, 0, na);
    Slice dest = ssa;
    ssa = ms->tmp;
    sl_copy_incr(&dest, &ssb);
    --nb;
    if (nb == 0) goto succeed;
    if (na == 1) goto copyb;
    min_gallop = ms->min_gallop;
    for (;;) {
        acount = bcount = 0;
        // One pair at a time until one run wins min_gallop times in a row.
        for (;;) {
            if ((k = sort_lt(ms, kind, ssb.k[0], ssa.k[0])) < 0) goto fail;
            if (k) {
                sl_copy_incr(&dest, &ssb);
                ++bcount;
                acount = 0;
                if (--nb == 0) goto succeed;
                if (bcount >= min_gallop) break;
            } else {
                sl_copy_incr(&dest, &ssa);
                ++acount;
                bcount = 0;
                if (--na == 1) goto copyb;
                if (acount >= min_gallop) break;
            }
        }
        // Galloping until neither run wins MIN_GALLOP in a row.
        ++min_gallop;
        do {
            min_gallop -= min_gallop > 1;
            ms->min_gallop = min_gallop;
            if ((k = gallop_right(ms, kind, ssb.k[0], ssa.k, (ptrdiff_t)na, 0)) < 0) goto fail;
            acount = (size_t)k;
            if (k) {
                sl_copy(dest, 0, ssa, 0, (size_t)k);
                dest = sl_at(dest, k);
                ssa = sl_at(ssa, k);
                na -= (size_t)k;
                if (na == 1) goto copyb;
                // na == 0 only with an inconsistent comparison.
                if (na == 0) goto succeed;
            }
            sl_copy_incr(&dest, &ssb);
            if (--nb == 0) goto succeed;
            if ((k = gallop_left(ms, kind, ssa.k[0], ssb.k, (ptrdiff_t)nb, 0)) < 0) goto fail;
            bcount = (size_t)k;
            if (k) {
                sl_move(dest, 0, ssb, 0, (size_t)k);
                dest = sl_at(dest, k);
                ssb = sl_at(ssb, k);
                nb -= (size_t)k;
                if (nb == 0) goto succeed;
            }
            sl_copy_incr(&dest, &ssa);
            if (--na == 1) goto copyb;
        } while (acount >= MIN_GALLOP || bcount >= MIN_GALLOP);
        ++min_gallop;
        ms->min_gallop = min_gallop;
    }
succeed:
    ok = true;
fail:
    if (na) sl_copy(dest, 0, ssa, 0, na);
    return ok;
copyb:
    // The last item of a belongs at the end of the merge.
    sl_move(dest, 0, ssb, 0, nb);
    sl_copy(dest, (ptrdiff_t)nb, ssa, 0, 1);
    return true;
}

// merge_lo's mirror for na > nb: merges from the right end, with b in the merge area.
SORT_INLINE bool merge_hi(SortState *ms, SortKind kind, Slice ssa, size_t na, Slice ssb, size_t nb) {
    size_t min_gallop, acount, bcount;
    ptrdiff_t k;
    bool ok = false;
    if (!merge_getmem(ms, nb)) return false;
    Slice dest = sl_at(ssb, (ptrdiff_t)nb - 1);
    sl_copy(ms->tmp, 0, ssb, 0, nb);
    Slice basea = ssa, baseb = ms->tmp;
    ssb = sl_at(ms->tmp, (ptrdiff_t)nb - 1);
    ssa = sl_at(ssa, (ptrdiff_t)na - 1);
    sl_copy_decr(&dest, &ssa);
    if (--na == 0) goto succeed;
    if (nb == 1) goto copya;
    min_gallop = ms->min_gallop;
    for (;;) {
        acount = bcount = 0;
        for (;;) {
            if ((k = sort_lt(ms, kind, ssb.k[0], ssa.k[0])) < 0) goto fail;
            if (k) {
                sl_copy_decr(&dest, &ssa);
                ++acount;
                bcount = 0;
                if (--na == 0) goto succeed;
                if (acount >= min_gallop) break;
            } else {
                sl_copy_decr(&dest, &ssb);
                ++bcount;
                acount = 0;
                if (--nb == 1) goto copya;
                if (bcount >= min_gallop) break;
            }
        }
        ++min_gallop;
        do {
            min_gallop -= min_gallop > 1;
            ms->min_gallop = min_gallop;
            if ((k = gallop_right(ms, kind, ssb.k[0], basea.k, (ptrdiff_t)na, (ptrdiff_t)na - 1)) < 0)
                goto fail;
            k = (ptrdiff_t)na - k;
            acount = (size_t)k;
            if (k) {
                dest = sl_at(dest, -k);
                ssa = sl_at(ssa, -k);
                sl_move(dest, 1, ssa, 1, (size_t)k);
                na -= (size_t)k;
                if (na == 0) goto succeed;
            }
            sl_copy_decr(&dest, &ssb);
            if (--nb == 1) goto copya;
            if ((k = gallop_left(ms, kind, ssa.k[0], baseb.k, (ptrdiff_t)nb, (ptrdiff_t)nb - 1)) < 0)
                goto fail;
            k = (ptrdiff_t)nb - k;
            bcount = (size_t)k;
            if (k) {
                dest = sl_at(dest, -k);
                ssb = sl_at(ssb, -k);
                sl_copy(dest, 1, ssb, 1, (size_t)k);
                nb -= (size_t)k;
                if (nb == 1) goto copya;
                // nb == 0 only with an inconsistent comparison.
                if (nb == 0) goto succeed;
            }
            sl_copy_decr(&dest, &ssa);
            if (--na == 0) goto succeed;
        } while (acount >= MIN_GALLOP || bcount >= MIN_GALLOP);
        ++min_gallop;
        ms->min_gallop = min_gallop;
    }
succeed:
    ok = true;
fail:
    if (nb) sl_copy(dest, -((ptrdiff_t)nb - 1), baseb, 0, nb);
    return ok;
copya:
    // The first item of b belongs at the front of the merge.
    sl_move(dest, 1 - (ptrdiff_t)na, ssa, 1 - (ptrdiff_t)na, na);
    dest = sl_at(dest, -(ptrdiff_t)na);
    sl_copy(dest, 0, ssb, 0, 1);
    return true;
}

// Merges pending runs i and i + 1.
SORT_INLINE bool merge_at_t(SortState *ms, SortKind kind, size_t i) {
    Slice ssa = ms->pending[i].base, ssb = ms->pending[i + 1].base;
    size_t na = ms->pending[i].len, nb = ms->pending[i + 1].len;
    ms->pending[i].len = na + nb;
    if (i + 3 == ms->npending) ms->pending[i + 1] = ms->pending[i + 2];
    ms->npending--;
    // Items of a before b[0]'s place, and of b after a[-1]'s place, are already in place.
    ptrdiff_t k = gallop_right(ms, kind, ssb.k[0], ssa.k, (ptrdiff_t)na, 0);
    if (k < 0) return false;
    ssa = sl_at(ssa, k);
    na -= (size_t)k;
    if (na == 0) return true;
    k = gallop_left(ms, kind, ssa.k[na - 1], ssb.k, (ptrdiff_t)nb, (ptrdiff_t)nb - 1);
    if (k <= 0) return k == 0;
    nb = (size_t)k;
    return na <= nb ? merge_lo(ms, kind, ssa, na, ssb, nb) : merge_hi(ms, kind, ssa, na, ssb, nb);
}

// merge_at for each comparison kind (one copy per kind, so the comparison is inlined without
// the kind switch), and the dispatch to them from a caller whose kind is a constant.
#define SORT_MERGE_AT(SUF, KIND)                                                                  \
    static __attribute__((noinline)) bool merge_at_##SUF(SortState *ms, size_t i) {               \
        return merge_at_t(ms, KIND, i);                                                           \
    }
SORT_MERGE_AT(int, SK_INT)
SORT_MERGE_AT(float, SK_FLOAT)
SORT_MERGE_AT(str, SK_STR)
SORT_MERGE_AT(tuple, SK_TUPLE)
SORT_MERGE_AT(any, SK_ANY)

SORT_INLINE bool merge_at_k(SortState *ms, SortKind kind, size_t i) {
    switch (kind) {
    case SK_INT: return merge_at_int(ms, i);
    case SK_FLOAT: return merge_at_float(ms, i);
    case SK_STR: return merge_at_str(ms, i);
    case SK_TUPLE: return merge_at_tuple(ms, i);
    default: return merge_at_any(ms, i);
    }
}

// The powersort power of the boundary between run [s1, s1 + n1) and the run of [n2] after it,
// in a list of [n]: the first bit where the midpoints' binary fractions of n differ.
static int powerloop(size_t s1, size_t n1, size_t n2, size_t n) {
    int result = 0;
    size_t a = 2 * s1 + n1, b = a + n1 + n2;
    for (;;) {
        ++result;
        if (a >= n) {
            a -= n;
            b -= n;
        } else if (b >= n) {
            break;
        }
        a <<= 1;
        b <<= 1;
    }
    return result;
}

// A run of [n2] follows the last pending one: merges pending runs of greater power first.
SORT_INLINE bool found_new_run(SortState *ms, SortKind kind, size_t n2) {
    if (!ms->npending) return true;
    Run *p = ms->pending;
    size_t s1 = (size_t)(p[ms->npending - 1].base.k - ms->basekeys);
    int power = powerloop(s1, p[ms->npending - 1].len, n2, ms->listlen);
    while (ms->npending > 1 && p[ms->npending - 2].power > power)
        if (!merge_at_k(ms, kind, ms->npending - 2)) return false;
    p[ms->npending - 1].power = power;
    return true;
}

// Merges every pending run (the end of the sort).
SORT_INLINE bool merge_force_collapse(SortState *ms, SortKind kind) {
    Run *p = ms->pending;
    while (ms->npending > 1) {
        size_t n = ms->npending - 2;
        if (n > 0 && p[n - 1].len < p[n + 1].len) --n;
        if (!merge_at_k(ms, kind, n)) return false;
    }
    return true;
}

// CPython's minrun: n itself below 64, else a value in [32, 64] making n / minrun a power of
// two or a little less.
static size_t compute_minrun(size_t n) {
    size_t r = 0;
    while (n >= 64) {
        r |= n & 1;
        n >>= 1;
    }
    return n + r;
}

// Sorts the [n] keys (and items) at [lo]. On an error they are left a permutation.
SORT_INLINE bool timsort(SortState *ms, SortKind kind, Slice lo, size_t n) {
    size_t minrun = compute_minrun(n), left = n;
    do {
        bool descending;
        ptrdiff_t r = count_run(ms, kind, lo.k, left, &descending);
        if (r < 0) return false;
        size_t run = (size_t)r;
        if (descending) sl_reverse(lo, run);
        if (run < minrun) {
            size_t force = left <= minrun ? left : minrun;
            if (!binarysort(ms, kind, lo, force, run)) return false;
            run = force;
        }
        if (!found_new_run(ms, kind, run)) return false;
        ms->pending[ms->npending++] = (Run){lo, run, 0};
        lo = sl_at(lo, (ptrdiff_t)run);
        left -= run;
    } while (left);
    return merge_force_collapse(ms, kind);
}

// timsort for each comparison kind.
#define SORT_TIMSORT(SUF, KIND)                                                                   \
    static __attribute__((noinline)) bool timsort_##SUF(SortState *ms, Slice lo, size_t n) {      \
        return timsort(ms, KIND, lo, n);                                                          \
    }
SORT_TIMSORT(int, SK_INT)
SORT_TIMSORT(float, SK_FLOAT)
SORT_TIMSORT(str, SK_STR)
SORT_TIMSORT(tuple, SK_TUPLE)
SORT_TIMSORT(any, SK_ANY)

// Sorts with the comparison the pre-scan chose (ms->kind).
static bool sort_by_kind(SortState *ms, Slice lo, size_t n) {
    switch (ms->kind) {
    case SK_INT: return timsort_int(ms, lo, n);
    case SK_FLOAT: return timsort_float(ms, lo, n);
    case SK_STR: return timsort_str(ms, lo, n);
    case SK_TUPLE: return timsort_tuple(ms, lo, n);
    default: return timsort_any(ms, lo, n);
    }
}

// compute_keys' loop state: the snapshot, its item count and the index of the key being made.
typedef struct {
    NpTuple *snap;
    size_t n, i;
} KeyLoop;

// compute_keys' np_call_each step: stores the key of item i, then asks for the next one.
static int key_step(NpVM *vm, NpCallEach *e) {
    (void)vm;
    KeyLoop *k = e->ctx;
    k->snap->items[k->i] = e->result;
    if (++k->i == k->n) return 0;
    e->arg = k->snap->items[k->n + k->i];
    return 1;
}

// Calls [key] on every item (snap->items[n + i]) into snap->items[i], in one interpreter loop
// for a Python key function (np_call_each).
static bool compute_keys(NpVM *vm, NpTuple *snap, size_t n, NpValue key) {
    if (!np_call_each_inline(key)) {
        // A native key (attrgetter, len, str.lower): the plain loop is cheaper.
        for (size_t i = 0; i < n; i++) {
            NpValue arg = snap->items[n + i];
            if (!np_call(vm, key, 1, &arg, NULL, &snap->items[i])) return false;
        }
        return true;
    }
    if (n == 0) return true;
    KeyLoop k = {snap, n, 0};
    NpCallEach e = {.arg = snap->items[n], .step = key_step, .ctx = &k};
    return np_call_each(vm, key, &e);
}

// Puts [items] (capacity [cap], [n] of them now in [sorted]) back into [l] after the sort; a
// list changed meanwhile (it was empty during the sort) loses the change and reports it.
static bool reattach(NpVM *vm, NpList *l, NpValue *items, size_t cap, const NpValue *sorted,
                     size_t n, bool ok) {
    if (l->items || l->n) {
        if (l->items) np_items_free(vm, l->items, l->cap * sizeof(NpValue));
        if (ok) ok = np_raisef(vm, NP_TYPE_VALUEERROR, "list modified during sort");
    }
    l->items = items;
    l->cap = cap;
    l->n = n;
    if (n) memcpy(items, sorted, n * sizeof(NpValue));
    return ok;
}

bool np_list_sort(NpVM *vm, NpList *l, NpValue key, bool reverse) {
    size_t n = l->n;
    bool haskey = !NP_IS_UNDEF(key) && !NP_IS_NONE(key);
    if (n < 2 && !haskey) return true;
    if (!np_budget_charge(vm, np_cost_nlogn(n))) return false;
    // Snapshot: keys (if any) then items, rooted with the list (sorted()'s new list is held by
    // C code only) while keys and comparisons run Python code.
    NpTuple *snap = np_tuple_new(vm, haskey ? 2 * n : n);
    if (!snap) return false;
    NpValue *vals = snap->items + (haskey ? n : 0);
    if (n) memcpy(vals, l->items, n * sizeof(NpValue));  // an empty list may have no items array
    if (!np_push_root(vm, np_obj(&snap->hdr))) return false;
    if (!np_push_root(vm, np_obj(&l->hdr))) {
        np_pop_roots(vm, 1);
        return false;
    }
    // Like CPython, the list is empty while it is sorted; a change is detected at the end.
    NpValue *items = l->items;
    size_t cap = l->cap;
    l->items = NULL;
    l->n = l->cap = 0;
    bool ok = !haskey || compute_keys(vm, snap, n, key);
    SortState *ms = NULL;
    // Fewer than 64 items are one run (minrun is n, timsort), so they need one pending entry:
    // their state is allocated without the rest of the stack, a small malloc instead of 2.8 KB
    // (~400 instructions less per sort of a short list).
    size_t mssize = n < 64 ? offsetof(SortState, pending) + sizeof(Run) : sizeof(SortState);
    if (ok && n >= 2) {
        ms = np_mem_realloc(vm, NULL, 0, mssize);
        ok = ms != NULL;
    }
    if (ms) {
        // Field by field: a compound literal would also zero the 85-entry pending stack (2.7 KB,
        // ~360 instructions per sort), whose entries are always written before they are read.
        ms->vm = vm;
        ms->basekeys = snap->items;
        ms->listlen = n;
        ms->min_gallop = MIN_GALLOP;
        ms->tmp = (Slice){NULL, NULL};
        ms->tmpcap = 0;
        ms->has_values = haskey;
        ms->tmproot = false;
        ms->npending = 0;
        ms->kind = sort_kind(vm, snap->items, n);
        ms->ltfn = ms->kind == SK_ANY ? sort_pylt(vm, snap->items, n) : np_undef();
        ms->lt_epoch = vm->class_epoch;
        Slice all = {snap->items, haskey ? vals : NULL};
        // reverse=True keeps stability like CPython: reverse, stable sort, reverse back (also
        // after an error, which leaves a permutation).
        if (reverse) sl_reverse(all, n);
        ok = sort_by_kind(ms, all, n);
        if (reverse) sl_reverse(all, n);
        if (ms->tmproot) np_pop_roots(vm, 1);
        np_mem_realloc(vm, ms, mssize, 0);
    }
    ok = reattach(vm, l, items, cap, vals, n, ok);
    np_pop_roots(vm, 2);
    return ok;
}
