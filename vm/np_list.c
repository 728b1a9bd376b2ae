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
    // A recycled block is not zeroed (np_alloc_obj's memset); every field is set here.
    NpList *l = (NpList *)np_alloc_obj_uninit_pooled(vm, sizeof(NpList), OBJ_LIST,
                                                     vm->types[NP_TYPE_LIST]);
    if (!l) return NULL;
    l->n = l->cap = 0;
    l->items = NULL;
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
    np_gc_barrier_append(vm, l, v);
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
    np_gc_barrier(vm, l);
    l->items[i] = v;
    l->n++;
    return true;
}

/* ---------------------------------------------------------------- sort */

// CPython 3.11's list sort algorithm, written here from its prose description (CPython's
// Objects/listsort.txt): natural runs (strictly descending ones reversed), short runs extended to
// "minrun" by binary insertion, runs merged under the powersort policy, merges trimmed and
// switched to galloping when one side keeps winning. The comparisons are CPython's, in the same
// order, so keys with side effects or an inconsistent order (NaN) give the same result and the
// same output (tests/lang/sort_compare_log.py pins the sequence). The code's structure is our
// own: one merge routine for both directions, one galloping search for both tie rules.
//
// Keys and items are sorted in parallel arrays inside a rooted snapshot tuple, and the merge
// area is a rooted tuple too, so every value stays reachable while a comparison runs Python
// code. A pre-scan of the keys picks the comparison: all small ints, all floats, all exact strs
// or all exact tuples compare inline (CPython's unsafe_*_compare); anything else uses np_lt.

#define MIN_GALLOP 7
// The sort's helpers take the comparison kind as a constant and are inlined into one copy per
// kind (merge_pending_*, timsort_*).
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

// str order: code-point order is UTF-8 byte order. The first 8 bytes are compared inline
// (names and words sorted together mostly differ there; memcmp is a library call), the rest
// by memcmp.
static inline int str_lt(const NpStr *a, const NpStr *b) {
    if (a == b) return 0;
    size_t n = a->len < b->len ? a->len : b->len;
    size_t head = n < 8 ? n : 8;
    const unsigned char *x = (const unsigned char *)a->data, *y = (const unsigned char *)b->data;
    for (size_t i = 0; i < head; i++)
        if (x[i] != y[i]) return x[i] < y[i];
    int c = n > 8 ? memcmp(x + 8, y + 8, n - 8) : 0;
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
        } else if ((a.tag == NP_T_BOOL || a.tag == NP_T_INT) &&
                   (b.tag == NP_T_BOOL || b.tag == NP_T_INT)) {
            // A bool orders as the int 0 or 1 (`key=lambda t: (t.done, t.rank)`).
            if (a.u.i != b.u.i) return a.u.i < b.u.i;
        } else {
            return -1;
        }
    }
    return x->n < y->n;
}

// x < y for two exact tuples tuple_lt_fast could not order: np_quick_compare's answer when
// it decides (items that are tuples of such items: `key=lambda e: (e.day, (e.h, e.m))`),
// else np_lt's. 1, 0, or -1 with an exception pending.
static __attribute__((noinline)) int tuple_lt_rest(NpVM *vm, NpValue a, NpValue b) {
    int c, q = np_quick_compare(vm, a, b, &c);
    if (q < 0) return -1;
    if (q > 0) return c < 0;
    bool res;
    if (!np_lt(vm, a, b, &res)) return -1;
    return res;
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
        return r >= 0 ? r : tuple_lt_rest(vm, a, b);
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
        return r >= 0 ? r : tuple_lt_rest(ms->vm, a, b);
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

// Whether [item] goes before [key] in sorted order: item < key, or with [ties] also item == key
// (then the test is not key < item, the one comparison the sort makes). 1, 0, or -1 on error.
SORT_INLINE int goes_before(SortState *ms, SortKind kind, NpValue item, NpValue key, bool ties) {
    if (!ties) return sort_lt(ms, kind, item, key);
    int r = sort_lt(ms, kind, key, item);
    return r < 0 ? r : !r;
}

// Bisection inside a bracket: the first i in [lo, hi] whose a[i] does not go before [key]
// (goes_before), given that the answer lies in that range. -1 on error.
SORT_INLINE ptrdiff_t bisect_bracket(SortState *ms, SortKind kind, NpValue key, const NpValue *a,
                                     size_t lo, size_t hi, bool ties) {
    while (lo < hi) {
        size_t mid = lo + ((hi - lo) >> 1);
        int r = goes_before(ms, kind, a[mid], key, ties);
        if (r < 0) return -1;
        if (r) lo = mid + 1;
        else hi = mid;
    }
    return (ptrdiff_t)lo;
}

// How many items of sorted a[0, n) go before [key] (goes_before), found by probing outward from
// a[hint] at distances 1, 3, 7, 15, ... until the boundary is bracketed, then bisecting the
// bracket: cheap when the boundary is near [hint]. -1 on error.
SORT_INLINE ptrdiff_t gallop(SortState *ms, SortKind kind, NpValue key, const NpValue *a, size_t n,
                             size_t hint, bool ties) {
    int r = goes_before(ms, kind, a[hint], key, ties);
    if (r < 0) return -1;
    size_t near = 0, far = 1;  // distances from hint: near is on hint's side of the boundary
    if (r) {
        size_t room = n - hint;
        for (; far < room; near = far, far = 2 * far + 1) {
            if ((r = goes_before(ms, kind, a[hint + far], key, ties)) < 0) return -1;
            if (!r) break;
        }
        if (far > room) far = room;
        return bisect_bracket(ms, kind, key, a, hint + near + 1, hint + far, ties);
    }
    size_t room = hint + 1;
    for (; far < room; near = far, far = 2 * far + 1) {
        if ((r = goes_before(ms, kind, a[hint - far], key, ties)) < 0) return -1;
        if (r) break;
    }
    if (far > room) far = room;
    return bisect_bracket(ms, kind, key, a, hint + 1 - far, hint - near, ties);
}

// Extends the sorted run s[0, have) to s[0, want) by inserting each next item after the equal
// ones found by bisection (so the sort stays stable). The item being placed stays in its slot,
// rooted, while it is compared.
SORT_INLINE bool insertion_extend(SortState *ms, SortKind kind, Slice s, size_t have, size_t want) {
    for (size_t i = have ? have : 1; i < want; i++) {
        NpValue key = s.k[i];
        ptrdiff_t at = bisect_bracket(ms, kind, key, s.k, 0, i, true);
        if (at < 0) return false;
        size_t pos = (size_t)at;
        memmove(s.k + pos + 1, s.k + pos, (i - pos) * sizeof(NpValue));
        s.k[pos] = key;
        if (s.v) {
            NpValue item = s.v[i];
            memmove(s.v + pos + 1, s.v + pos, (i - pos) * sizeof(NpValue));
            s.v[pos] = item;
        }
    }
    return true;
}

// The length of the natural run at the start of keys[0, n): non-descending, or strictly
// descending (*down). Each step compares keys[i] < keys[i - 1]; -1 on error.
SORT_INLINE ptrdiff_t natural_run(SortState *ms, SortKind kind, const NpValue *keys, size_t n,
                                  bool *down) {
    *down = false;
    if (n < 2) return (ptrdiff_t)n;
    int r = sort_lt(ms, kind, keys[1], keys[0]);
    if (r < 0) return -1;
    *down = r;
    size_t len = 2;
    for (; len < n; len++) {
        if ((r = sort_lt(ms, kind, keys[len], keys[len - 1])) < 0) return -1;
        if (r != *down) break;
    }
    return (ptrdiff_t)len;
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

/* A merge of two adjacent runs, a on the left and b on the right. The shorter run is copied into
 * the merge area (the "spare" side) and the other stays where it lies (the "home" side). The
 * output fills the pair's slots from the left end when a is the spare run (forward) and from the
 * right end when b is (backward), so the output never overtakes the home items not yet placed.
 * Both directions make the comparisons of one algorithm: single steps comparing b's next item
 * with a's, and, once one side keeps winning, galloping (gallop) for how many items each side
 * supplies in a row. */

// One side of a merge: its next item in the direction the output fills, and how many are left.
typedef struct MergeSide {
    Slice next;
    size_t n;
} MergeSide;

// A merge in progress: its two sides, where the next output item goes, and the direction.
typedef struct Merge {
    MergeSide home, spare;
    Slice out;
    bool forward;
} Merge;

// How a merge's step ended: go on, all placed but what is left of the spare side, the spare
// side down to its one item that goes last, or an exception.
typedef enum MergeStep { MS_GO, MS_DONE, MS_LAST, MS_ERR } MergeStep;

// Places the next [k] items of side [s] at the output, in order.
static inline void merge_take(Merge *m, MergeSide *s, size_t k) {
    if (m->forward) {
        sl_move(m->out, 0, s->next, 0, k);
        m->out = sl_at(m->out, (ptrdiff_t)k);
        s->next = sl_at(s->next, (ptrdiff_t)k);
    } else {
        m->out = sl_at(m->out, -(ptrdiff_t)k);
        s->next = sl_at(s->next, -(ptrdiff_t)k);
        sl_move(m->out, 1, s->next, 1, k);
    }
    s->n -= k;
}

// Copies the item at *from to *out and moves both [d] slots on.
static inline void step_item(Slice *out, Slice *from, ptrdiff_t d) {
    *out->k = *from->k;
    out->k += d;
    from->k += d;
    if (out->v) {
        *out->v = *from->v;
        out->v += d;
        from->v += d;
    }
}

// merge_take of one item.
static inline void merge_take1(Merge *m, MergeSide *s) {
    step_item(&m->out, &s->next, m->forward ? 1 : -1);
    s->n--;
}

// What the count left on side [s] means: the home side empty ends the merge; the spare side
// ends it empty, or at its last item (which is known to go after every home item left).
static inline MergeStep merge_left(const Merge *m, const MergeSide *s) {
    if (s == &m->spare && s->n == 1) return MS_LAST;
    return s->n ? MS_GO : MS_DONE;
}

// How many items of side [s] come before [key] in the direction the output fills: a's items
// win ties ([ties]), b's lose them. -1 on error.
SORT_INLINE ptrdiff_t merge_count(SortState *ms, SortKind kind, const Merge *m, const MergeSide *s,
                                  NpValue key, bool ties) {
    if (m->forward) return gallop(ms, kind, key, s->next.k, s->n, 0, ties);
    ptrdiff_t k = gallop(ms, kind, key, s->next.k - (s->n - 1), s->n, s->n - 1, ties);
    return k < 0 ? k : (ptrdiff_t)s->n - k;
}

// Single steps until one side supplies [limit] items in a row: b's next item is placed when it
// is less than a's (the home side's in either direction), else a's. The hot loop of a merge: it
// works on local copies of the cursors, which the compiler keeps in registers, and stores them
// back when it stops.
SORT_INLINE MergeStep merge_singles(SortState *ms, SortKind kind, Merge *m, size_t limit) {
    const ptrdiff_t d = m->forward ? 1 : -1;
    Slice out = m->out, h = m->home.next, sp = m->spare.next;
    size_t nh = m->home.n, ns = m->spare.n, home_wins = 0, spare_wins = 0;
    MergeStep st;
    for (;;) {
        int r = m->forward ? sort_lt(ms, kind, *h.k, *sp.k) : sort_lt(ms, kind, *sp.k, *h.k);
        if (r < 0) {
            st = MS_ERR;
            break;
        }
        if (r) {
            step_item(&out, &h, d);
            spare_wins = 0;
            if (!--nh) {
                st = MS_DONE;
                break;
            }
            if (++home_wins >= limit) {
                st = MS_GO;
                break;
            }
        } else {
            step_item(&out, &sp, d);
            home_wins = 0;
            if (--ns == 1) {
                st = MS_LAST;
                break;
            }
            if (++spare_wins >= limit) {
                st = MS_GO;
                break;
            }
        }
    }
    m->out = out;
    m->home = (MergeSide){h, nh};
    m->spare = (MergeSide){sp, ns};
    return st;
}

// Half a gallop round: places the items of side [s] that come before the next item of side [t]
// ([ties]: s is run a), then that item; *count gets how many came from s.
SORT_INLINE MergeStep merge_gallop_half(SortState *ms, SortKind kind, Merge *m, MergeSide *s,
                                        MergeSide *t, bool ties, size_t *count) {
    ptrdiff_t k = merge_count(ms, kind, m, s, *t->next.k, ties);
    if (k < 0) return MS_ERR;
    *count = (size_t)k;
    MergeStep st;
    if (k) {
        merge_take(m, s, (size_t)k);
        if ((st = merge_left(m, s)) != MS_GO) return st;
    }
    merge_take1(m, t);
    return merge_left(m, t);
}

// One gallop round: a's items that come before b's next one, then that item; then b's items
// that come before a's next one, then that item. *from_a and *from_b get the two counts.
SORT_INLINE MergeStep merge_gallop_round(SortState *ms, SortKind kind, Merge *m, size_t *from_a,
                                         size_t *from_b) {
    MergeSide *a = m->forward ? &m->spare : &m->home, *b = m->forward ? &m->home : &m->spare;
    MergeStep st = merge_gallop_half(ms, kind, m, a, b, true, from_a);
    return st != MS_GO ? st : merge_gallop_half(ms, kind, m, b, a, false, from_b);
}

// Gallop rounds while either side supplies MIN_GALLOP or more items at once. The threshold for
// coming back (ms->min_gallop) drops by one each round (not below 1) and rises by one on leaving,
// so data that gallops well gallops sooner next time.
SORT_INLINE MergeStep merge_gallops(SortState *ms, SortKind kind, Merge *m) {
    size_t limit = ms->min_gallop + 1, from_a, from_b;
    do {
        if (limit > 1) limit--;
        ms->min_gallop = limit;
        MergeStep st = merge_gallop_round(ms, kind, m, &from_a, &from_b);
        if (st != MS_GO) return st;
    } while (from_a >= MIN_GALLOP || from_b >= MIN_GALLOP);
    ms->min_gallop = limit + 1;
    return MS_GO;
}

// Merges a = [sa, na) and b = [sb, nb) (adjacent, trimmed by merge_pending so that b[0] goes
// before a[0] and a[na - 1] after b[nb - 1]). On an error the items stay a permutation.
SORT_INLINE bool merge_pair(SortState *ms, SortKind kind, Slice sa, size_t na, Slice sb, size_t nb,
                            bool forward) {
    if (!merge_getmem(ms, forward ? na : nb)) return false;
    Merge m = {.forward = forward};
    if (forward) {
        sl_copy(ms->tmp, 0, sa, 0, na);
        m.spare = (MergeSide){ms->tmp, na};
        m.home = (MergeSide){sb, nb};
        m.out = sa;
    } else {
        sl_copy(ms->tmp, 0, sb, 0, nb);
        m.spare = (MergeSide){sl_at(ms->tmp, (ptrdiff_t)nb - 1), nb};
        m.home = (MergeSide){sl_at(sa, (ptrdiff_t)na - 1), na};
        m.out = sl_at(sb, (ptrdiff_t)nb - 1);
    }
    // The trimming guarantees the first placed item is the home side's.
    merge_take1(&m, &m.home);
    MergeStep st = merge_left(&m, &m.home);
    if (st == MS_GO && m.spare.n == 1) st = MS_LAST;
    while (st == MS_GO) {
        st = merge_singles(ms, kind, &m, ms->min_gallop);
        if (st == MS_GO) st = merge_gallops(ms, kind, &m);
    }
    if (st == MS_LAST) {
        merge_take(&m, &m.home, m.home.n);
        merge_take1(&m, &m.spare);
        return true;
    }
    // Done or failed: the spare items left fill the gap the output left, in order.
    merge_take(&m, &m.spare, m.spare.n);
    return st == MS_DONE;
}

// Merges pending runs i and i + 1 into run i: first skips a's items that are already in place
// (those before b[0]'s place) and b's (those after a's last item's place).
SORT_INLINE bool merge_pending_t(SortState *ms, SortKind kind, size_t i) {
    Run *p = ms->pending;
    Slice sa = p[i].base, sb = p[i + 1].base;
    size_t na = p[i].len, nb = p[i + 1].len;
    p[i].len = na + nb;
    memmove(p + i + 1, p + i + 2, (ms->npending - i - 2) * sizeof(Run));
    ms->npending--;
    ptrdiff_t skip = gallop(ms, kind, sb.k[0], sa.k, na, 0, true);
    if (skip < 0) return false;
    sa = sl_at(sa, skip);
    na -= (size_t)skip;
    if (na == 0) return true;
    ptrdiff_t keep = gallop(ms, kind, sa.k[na - 1], sb.k, nb, nb - 1, false);
    if (keep <= 0) return keep == 0;
    nb = (size_t)keep;
    return na <= nb ? merge_pair(ms, kind, sa, na, sb, nb, true)
                    : merge_pair(ms, kind, sa, na, sb, nb, false);
}

// merge_pending for each comparison kind (one copy per kind, so the comparison is inlined
// without the kind switch), and the dispatch to them from a caller whose kind is a constant.
#define SORT_MERGE_PENDING(SUF, KIND)                                                             \
    static __attribute__((noinline)) bool merge_pending_##SUF(SortState *ms, size_t i) {          \
        return merge_pending_t(ms, KIND, i);                                                      \
    }
SORT_MERGE_PENDING(int, SK_INT)
SORT_MERGE_PENDING(float, SK_FLOAT)
SORT_MERGE_PENDING(str, SK_STR)
SORT_MERGE_PENDING(tuple, SK_TUPLE)
SORT_MERGE_PENDING(any, SK_ANY)

SORT_INLINE bool merge_pending(SortState *ms, SortKind kind, size_t i) {
    switch (kind) {
    case SK_INT: return merge_pending_int(ms, i);
    case SK_FLOAT: return merge_pending_float(ms, i);
    case SK_STR: return merge_pending_str(ms, i);
    case SK_TUPLE: return merge_pending_tuple(ms, i);
    default: return merge_pending_any(ms, i);
    }
}

// The powersort power of the boundary between the run [s1, s1 + n1) and the run of [n2] after
// it, in a list of [n]: the position (from 1) of the first bit where the binary fractions of the
// two runs' midpoints, (s1 + n1/2) / n and (s1 + n1 + n2/2) / n, differ. Their first 64 bits
// are exact integer quotients, and two midpoints at least 1/n apart differ within them.
static int boundary_power(size_t s1, size_t n1, size_t n2, size_t n) {
    unsigned __int128 twice_n = (unsigned __int128)n * 2;
    uint64_t x = (uint64_t)(((unsigned __int128)(2 * s1 + n1) << 64) / twice_n);
    uint64_t y = (uint64_t)(((unsigned __int128)(2 * s1 + 2 * n1 + n2) << 64) / twice_n);
    return __builtin_clzll(x ^ y) + 1;
}

// Pushes the run [s, s + len) on the pending stack, first merging the runs below whose
// boundary has a greater power than the new boundary's (the powersort policy).
SORT_INLINE bool push_run(SortState *ms, SortKind kind, Slice s, size_t len) {
    if (ms->npending) {
        Run *top = &ms->pending[ms->npending - 1];
        int power = boundary_power((size_t)(top->base.k - ms->basekeys), top->len, len, ms->listlen);
        while (ms->npending > 1 && ms->pending[ms->npending - 2].power > power)
            if (!merge_pending(ms, kind, ms->npending - 2)) return false;
        ms->pending[ms->npending - 1].power = power;
    }
    ms->pending[ms->npending++] = (Run){s, len, 0};
    return true;
}

// Merges what is pending at the end: always one of the last two pairs, the one whose outer
// run is shorter.
SORT_INLINE bool merge_all(SortState *ms, SortKind kind) {
    while (ms->npending > 1) {
        size_t i = ms->npending - 2;
        if (i > 0 && ms->pending[i - 1].len < ms->pending[i + 1].len) i--;
        if (!merge_pending(ms, kind, i)) return false;
    }
    return true;
}

// The shortest run the main loop leaves: n itself below 64, else n's six leading bits, plus one
// when any lower bit is set (so n / minrun is a power of two or a little less).
static size_t min_run_length(size_t n) {
    if (n < 64) return n;
    int drop = 64 - __builtin_clzll((unsigned long long)n) - 6;
    size_t lead = n >> drop;
    return lead + ((n & (((size_t)1 << drop) - 1)) != 0);
}

// Sorts the [n] keys (and items) at [lo]: natural runs (descending ones reversed), each short
// one extended to the minimum run length by insertion, pushed and merged. On an error the
// items are left a permutation.
SORT_INLINE bool timsort(SortState *ms, SortKind kind, Slice lo, size_t n) {
    size_t minrun = min_run_length(n);
    for (size_t done = 0; done < n;) {
        Slice s = sl_at(lo, (ptrdiff_t)done);
        size_t left = n - done;
        bool down;
        ptrdiff_t r = natural_run(ms, kind, s.k, left, &down);
        if (r < 0) return false;
        size_t len = (size_t)r;
        if (down) sl_reverse(s, len);
        if (len < minrun) {
            size_t want = left < minrun ? left : minrun;
            if (!insertion_extend(ms, kind, s, len, want)) return false;
            len = want;
        }
        if (!push_run(ms, kind, s, len)) return false;
        done += len;
    }
    return merge_all(ms, kind);
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
    KeyLoop *k = e->ctx;
    // The snapshot may have become old in a collection during the key calls.
    np_gc_barrier(vm, k->snap);
    k->snap->items[k->i] = e->result;
    if (++k->i == k->n) return 0;
    e->arg = k->snap->items[k->n + k->i];
    return 1;
}

// Calls [key] on every item (snap->items[n + i]) into snap->items[i], in one interpreter loop
// for a Python key function (np_call_each).
static bool compute_keys(NpVM *vm, NpTuple *snap, size_t n, NpValue key) {
    if (!np_call_each_inline(key)) {
        // A native key (attrgetter, len, str.lower): the plain loop is cheaper, with the
        // callable resolved once (np_call_plan).
        NpCallPlan plan;
        np_call_plan(vm, key, &plan);
        for (size_t i = 0; i < n; i++) {
            NpValue arg = snap->items[n + i];
            if (!np_call_plan_one(vm, &plan, arg, &snap->items[i])) return false;
            np_gc_barrier(vm, snap);
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
