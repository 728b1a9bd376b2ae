/*
 * np_lib_heapq.c - the `heapq` and `bisect` modules: heapq's heappush, heappop, heapify,
 * heapreplace and heappushpop and all of bisect are natives here (binary heap repair and binary
 * search, making the same comparisons in the same order as CPython's, so results and __lt__
 * side effects come out identical); the rest of heapq is Nearly Python
 * (stdlib/np_lib_heapq.py and stdlib/np_lib_bisect.py, embedded at build time). See
 * docs/stdlib.md for their surface. Capabilities: none (pure computation).
 */
#include "np_interp.h"
#include "np_lib.h"

static const char heapq_src[] =
#include "np_lib_heapq_py.h"
    ;

static const char bisect_src[] =
#include "np_lib_bisect_py.h"
    ;

/* ---------------------------------------------------------------- heapq natives */

// The `<` of two instances of one user class as one heap or bisect operation runs it: the
// class's __lt__ is looked up once (np_compare_method, as np_lt's instance_compare would) and
// then called directly while no class has changed since (vm->class_epoch): a simple Python
// function by np_call_function, a dataclass's generated one by np_dc_quick_call. This spares
// each comparison np_lt's dispatch, the lookup and np_call's (~110-150 instructions).
typedef struct InstLt {
    // The class looked up (NULL before the first comparison of two instances) and the class
    // epoch then.
    const NpType *type;
    uint64_t epoch;
    // Its __lt__ when it is one of the two kinds above, else UNDEF (np_lt decides).
    NpValue fn;
} InstLt;

// a < b by the memo [m] when a and b are instances of one user class: 1 with *res, 0 when
// np_lt must decide (nothing ran), -1 with the exception (as np_lt would raise it).
static int inst_lt(NpVM *vm, InstLt *m, NpValue a, NpValue b, bool *res)
{
    if (!NP_IS_KIND(a, OBJ_INSTANCE) || !NP_IS_KIND(b, OBJ_INSTANCE))
        return 0;
    const NpType *t = NP_OBJ(a)->type;
    if (NP_OBJ(b)->type != t || !(t->tflags & NP_TF_USER))
        return 0;
    if (m->type != t || m->epoch != vm->class_epoch) {
        NpValue fn = np_compare_method(vm, CMP_LT, a, b);
        bool simple = NP_IS_KIND(fn, OBJ_FUNCTION) &&
                      np_call_is_simple((NpFunction *)NP_AS_OBJ(fn), np_undef(), 2, NULL);
        m->type = t;
        m->epoch = vm->class_epoch;
        m->fn = simple || NP_IS_KIND(fn, OBJ_NATIVE) ? fn : np_undef();
    }
    NpValue r;
    if (NP_IS_UNDEF(m->fn)) {
        return 0;
    } else if (NP_IS_KIND(m->fn, OBJ_NATIVE)) {
        int q = np_dc_quick_call(vm, m->fn, a, b, &r);
        if (q <= 0)
            return q;  // 0: not a generated comparison it could decide; np_lt starts over
    } else {
        // a and b are the list's items (rooted), and the callee's frame holds its arguments.
        NpValue args[2] = {a, b};
        if (!np_call_function(vm, (NpFunction *)NP_AS_OBJ(m->fn), np_undef(), 2, args, NULL, &r))
            return -1;
        if (NP_IS_OBJ(r) && NP_AS_OBJ(r) == vm->not_implemented &&
            !np_compare_after_left(vm, CMP_LT, a, b, &r))
            return -1;
    }
    if (NP_IS_BOOL(r)) {
        *res = r.u.i != 0;
        return 1;
    }
    return np_truthy(vm, r, res) ? 1 : -1;
}

// 1 when [a] and [b] are exact lists (heap entries such as heapq.merge's [key, rank, value,
// iterator]) whose first items np_quick_compare finds unequal, with their order in *c: list
// comparison is decided by the first unequal pair, so that is a < b's answer. 0 for anything
// else (equal first items, other kinds), which the caller decides; -1 on an exhausted budget.
static inline int first_items_differ(NpVM *vm, NpValue a, NpValue b, int *c)
{
    NpType *lt = vm->types[NP_TYPE_LIST];
    if (!NP_IS_LIST(a) || !NP_IS_LIST(b) || NP_OBJ(a)->type != lt || NP_OBJ(b)->type != lt ||
        !NP_AS_LIST(a)->n || !NP_AS_LIST(b)->n)
        return 0;
    int q = np_quick_compare(vm, NP_AS_LIST(a)->items[0], NP_AS_LIST(b)->items[0], c);
    return q > 0 ? *c != 0 : q;
}

// a < b for heap ordering: two floats or two small ints, and exact tuples of small ints, floats and strs
// (np_quick_compare) or exact lists whose first items decide (first_items_differ), inline, instances of one class by inst_lt, anything else through np_lt
// (which may run a user __lt__, and so may collect garbage or change the list).
static inline bool heap_lt(NpVM *vm, InstLt *m, NpValue a, NpValue b, bool *res)
{
    if (a.tag == NP_T_FLOAT && b.tag == NP_T_FLOAT) {
        *res = a.u.f < b.u.f;
        return true;
    }
    // Small ints (a running median's heaps, priorities pushed bare) compare inline too.
    if (a.tag == NP_T_INT && b.tag == NP_T_INT) {
        *res = a.u.i < b.u.i;
        return true;
    }
    int c, q = NP_IS_TUPLE(a) ? np_quick_compare(vm, a, b, &c) : 0;
    if (q != 0) {
        *res = c < 0;
        return q > 0;
    }
    if ((q = first_items_differ(vm, a, b, &c)) != 0) {
        *res = c < 0;
        return q > 0;
    }
    q = inst_lt(vm, m, a, b, res);
    if (q != 0)
        return q > 0;
    return np_lt(vm, a, b, res);
}

// The heap argument: a list (or list subclass), else CPython's TypeError naming [fname].
static NpList *heap_arg(NpVM *vm, const char *fname, NpValue v, bool first_of_many)
{
    if (NP_IS_LIST(v))
        return NP_AS_LIST(v);
    // Argument clinic's wording: None is named as "None", not by its type.
    np_raisef(vm, NP_TYPE_TYPEERROR, "%s() argument%s must be list, not %s", fname,
              first_of_many ? " 1" : "", NP_IS_NONE(v) ? "None" : np_type_name(vm, v));
    return NULL;
}

// CPython's RuntimeError when a comparison changed the heap's length.
static bool heap_changed(NpVM *vm)
{
    return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "list changed size during iteration");
}

/* The heap algorithms. A heap is a list whose item at i is not greater than those at 2i + 1 and
 * 2i + 2. Python code may run in every comparison (a user __lt__), so items are only ever
 * swapped inside the list, where they stay rooted and where a comparison that mutates the list
 * sees them; a comparison that changes the list's length ends the operation with the
 * RuntimeError above. Which items are compared, in which order and with which one on the left
 * is observable through a logging __lt__ and matches CPython's (pinned by
 * tests/lang/audit_c2_heapq_cmp_log.py): repairs from the top are bottom-up (Floyd's variant:
 * carry the item down the path of smaller children to a leaf, one comparison a level, then let
 * it rise), and heapify orders its repairs by subtree on long lists (heap_build). */

// One heap operation on [list]: its length when the operation began and the __lt__ memo its
// comparisons share.
typedef struct HeapOp {
    NpVM *vm;
    NpList *list;
    size_t len;
    InstLt memo;
} HeapOp;

// *less = items[a] < items[b]; false with the exception raised by the comparison or by a
// change of the list's length.
static inline bool heap_less(HeapOp *h, size_t a, size_t b, bool *less)
{
    NpValue *it = h->list->items;
    if (!heap_lt(h->vm, &h->memo, it[a], it[b], less))
        return false;
    return h->list->n == h->len || heap_changed(h->vm);
}

// Exchanges the items at [a] and [b] (re-reading the list: a comparison may have replaced
// either).
static inline void heap_swap(NpList *l, size_t a, size_t b)
{
    NpValue t = l->items[a];
    l->items[a] = l->items[b];
    l->items[b] = t;
}

// Lets the item at [at] rise while it is less than its parent, never above position [floor].
static bool heap_rise(HeapOp *h, size_t floor, size_t at)
{
    while (at > floor) {
        size_t parent = (at - 1) / 2;
        bool less;
        if (!heap_less(h, at, parent, &less))
            return false;
        if (!less)
            break;
        heap_swap(h->list, at, parent);
        at = parent;
    }
    return true;
}

// Repairs the subtree rooted at [root] when both of its child subtrees are heaps: the root's
// item goes down to a leaf, each step swapping it with the smaller child (the left one on a
// tie), then rises back as far as it must (not above [root]).
static bool heap_sink(HeapOp *h, size_t root)
{
    size_t at = root;
    for (size_t kid = 2 * at + 1; kid < h->len; kid = 2 * at + 1) {
        if (kid + 1 < h->len) {
            bool left_less;
            if (!heap_less(h, kid, kid + 1, &left_less))
                return false;
            kid += !left_less;
        }
        heap_swap(h->list, at, kid);
        at = kid;
    }
    return heap_rise(h, root, at);
}

// Sinks the nodes hi, hi - 1, ..., lo; after each node that is a left child (odd), also its
// parent, and so on up while the node just sunk is a left child: the right sibling came
// before it, so both subtrees of that parent are heaps by then.
static bool heap_sink_run(HeapOp *h, size_t hi, size_t lo)
{
    for (size_t i = hi + 1; i-- > lo;) {
        size_t node = i;
        if (!heap_sink(h, node))
            return false;
        while (node & 1) {
            node >>= 1;
            if (!heap_sink(h, node))
                return false;
        }
    }
    return true;
}

// Heap order for the whole list, each node with children sunk once after its subtrees. Lists
// of up to 2500 items take the nodes from the last one with a child back to the root. Longer
// ones (the order CPython uses there, found by comparing __lt__ logs): with m nodes that have
// children and [row] the first position of the tree row that holds the last of them, the nodes
// from row - 1 back to m / 2, then from m - 1 back to row, each followed by the parents it
// completes (heap_sink_run), which reaches every node below m / 2.
static bool heap_build(HeapOp *h)
{
    size_t m = h->len / 2;
    if (h->len <= 2500) {
        for (size_t i = m; i-- > 0;) {
            if (!heap_sink(h, i))
                return false;
        }
        return true;
    }
    size_t row = 1;
    while (row * 2 <= m)
        row *= 2;
    row -= 1;
    return heap_sink_run(h, row - 1, m / 2) && heap_sink_run(h, m - 1, row);
}

// heappush(heap, item): appends item and restores the heap invariant.
static bool hq_heappush(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_heapq.heappush", kw) || !np_args_count(vm, "heappush", argc, 2, 2))
        return false;
    NpList *l = heap_arg(vm, "heappush", argv[0], true);
    if (!l || !np_list_append(vm, l, argv[1]))
        return false;
    HeapOp h = {vm, l, l->n, {0}};
    if (!heap_rise(&h, 0, l->n - 1))
        return false;
    *out = np_none();
    return true;
}

// Puts [item] at the top of non-empty heap [l] and repairs it; *out is the old top, kept
// rooted while comparisons may run Python code.
static bool heap_replace_top(NpVM *vm, NpList *l, NpValue item, NpValue *out)
{
    NpValue top = l->items[0];
    if (!np_push_root(vm, top))
        return false;
    np_gc_barrier(vm, l);
    l->items[0] = item;
    HeapOp h = {vm, l, l->n, {0}};
    bool ok = heap_sink(&h, 0);
    np_pop_roots(vm, 1);
    if (ok)
        *out = top;
    return ok;
}

// heappop(heap): removes and returns the smallest item.
static bool hq_heappop(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_heapq.heappop", kw) ||
        !np_args_count(vm, "_heapq.heappop", argc, 1, 1))
        return false;
    NpList *l = heap_arg(vm, "heappop", argv[0], false);
    if (!l)
        return false;
    if (l->n == 0)
        return np_raisef(vm, NP_TYPE_INDEXERROR, "index out of range");
    NpValue last = l->items[--l->n];
    if (l->n == 0) {
        *out = last;
        return true;
    }
    return heap_replace_top(vm, l, last, out);
}

// heapreplace(heap, item): pops the smallest item, then pushes item (one repair).
static bool hq_heapreplace(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_heapq.heapreplace", kw) ||
        !np_args_count(vm, "heapreplace", argc, 2, 2))
        return false;
    NpList *l = heap_arg(vm, "heapreplace", argv[0], true);
    if (!l)
        return false;
    if (l->n == 0)
        return np_raisef(vm, NP_TYPE_INDEXERROR, "index out of range");
    return heap_replace_top(vm, l, argv[1], out);
}

// heappushpop(heap, item): pushes item, then pops the smallest (item itself when it is).
static bool hq_heappushpop(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_heapq.heappushpop", kw) ||
        !np_args_count(vm, "heappushpop", argc, 2, 2))
        return false;
    NpList *l = heap_arg(vm, "heappushpop", argv[0], true);
    if (!l)
        return false;
    *out = argv[1];
    if (l->n == 0)
        return true;
    bool lt;
    InstLt m = {0};
    // The one comparison outside a repair: a length change here is only an error when it
    // emptied the list.
    if (!heap_lt(vm, &m, l->items[0], argv[1], &lt))
        return false;
    if (!lt)
        return true;
    if (l->n == 0)
        return np_raisef(vm, NP_TYPE_INDEXERROR, "index out of range");
    return heap_replace_top(vm, l, argv[1], out);
}

// heapify(x): turns list x into a heap in place, in linear time.
static bool hq_heapify(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_heapq.heapify", kw) ||
        !np_args_count(vm, "_heapq.heapify", argc, 1, 1))
        return false;
    NpList *l = heap_arg(vm, "heapify", argv[0], false);
    if (!l || !np_charge_items(vm, l->n))
        return false;
    HeapOp h = {vm, l, l->n, {0}};
    if (!heap_build(&h))
        return false;
    *out = np_none();
    return true;
}

static const NpMethodDef heapq_natives[] = {
    {"heappush", hq_heappush, 0},       {"heappop", hq_heappop, 0},
    {"heapreplace", hq_heapreplace, 0}, {"heappushpop", hq_heappushpop, 0},
    {"heapify", hq_heapify, 0},         {NULL, NULL, 0},
};

static bool heapq_init(NpVM *vm, NpModuleObj *mod)
{
    return nplib_add_natives(vm, mod, heapq_natives) &&
           nplib_exec_source(vm, mod, heapq_src, "heapq.py");
}

/* ---------------------------------------------------------------- bisect natives */

// The bound arguments of bisect_*/insort_*(a, x, lo=0, hi=None, *, key=None).
typedef struct BisectArgs {
    NpValue a, x, key;
    int64_t lo, hi;
} BisectArgs;

// Binds and checks the arguments as CPython's _bisect does: lo >= 0, hi None -> len(a).
static bool bisect_args(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                        BisectArgs *b)
{
    static const char *const names[] = {"a", "x", "lo", "hi", "key"};
    NpValue v[5];
    if (!np_args_bind(vm, fname, argc, argv, kw, names, 5, 4, 2, v))
        return false;
    b->a = v[0];
    b->x = v[1];
    b->key = NP_IS_UNDEF(v[4]) ? np_none() : v[4];
    b->lo = 0;
    if (!NP_IS_UNDEF(v[2]) && !nplib_as_ssize(vm, v[2], &b->lo))
        return false;
    if (b->lo < 0)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "lo must be non-negative");
    if (NP_IS_UNDEF(v[3]) || NP_IS_NONE(v[3]))
        return np_len(vm, b->a, &b->hi);
    return nplib_as_ssize(vm, v[3], &b->hi);
}

// a[i] (an exact list read in place, with the IndexError of a list that shrank meanwhile),
// then key(a[i]) when a key is given; the item is kept in root slot [slot].
static bool bisect_item(NpVM *vm, const BisectArgs *b, int64_t i, size_t slot, NpValue *out)
{
    NpValue item;
    if (NP_IS_LIST(b->a) && NP_OBJ(b->a)->type == vm->types[NP_TYPE_LIST]) {
        NpList *l = NP_AS_LIST(b->a);
        if ((uint64_t)i >= l->n)
            return np_raisef(vm, NP_TYPE_INDEXERROR, "list index out of range");
        item = l->items[i];
    } else if (!np_getitem(vm, b->a, np_int(i), &item)) {
        return false;
    }
    if (NP_IS_NONE(b->key)) {
        *out = item;
        return true;
    }
    nplib_root_set(vm, slot, item);
    return np_call(vm, b->key, 1, &item, NULL, out);
}

// The insertion point of [x] in b->a[lo:hi]: after equal items when [right], else before.
static bool bisect_find(NpVM *vm, const BisectArgs *b, NpValue x, bool right, int64_t *out)
{
    int64_t lo = b->lo, hi = b->hi;
    size_t slot = vm->nroots;
    if (!np_push_root(vm, np_none()) || !np_push_root(vm, np_none()))
        return false;
    bool ok = true;
    InstLt m = {0};
    while (ok && lo < hi) {
        int64_t mid = (int64_t)(((uint64_t)lo + (uint64_t)hi) / 2);
        NpValue item;
        bool lt;
        ok = bisect_item(vm, b, mid, slot, &item);
        if (ok) {
            nplib_root_set(vm, slot + 1, item);
            // Two floats or two small ints are compared here (C's < is false for a NaN, as
            // Python's is); every other x takes np_quick_compare first, not only tuples:
            // random.choices' float cumulative weights went np_lt -> np_compare ->
            // builtin_compare (~270 instructions a step, ~2 700 a call).
            int c, q;
            if ((x.tag == NP_T_FLOAT || x.tag == NP_T_INT) && item.tag == x.tag) {
                NpValue lo_v = right ? x : item, hi_v = right ? item : x;
                lt = x.tag == NP_T_FLOAT ? lo_v.u.f < hi_v.u.f : lo_v.u.i < hi_v.u.i;
            } else if ((q = right ? np_quick_compare(vm, x, item, &c)
                                  : np_quick_compare(vm, item, x, &c)) != 0) {
                lt = c < 0;
                ok = q > 0;
            } else if ((q = right ? inst_lt(vm, &m, x, item, &lt) : inst_lt(vm, &m, item, x, &lt)) != 0) {
                ok = q > 0;
            } else {
                ok = right ? np_lt(vm, x, item, &lt) : np_lt(vm, item, x, &lt);
            }
        }
        if (ok && right == lt)
            hi = mid;
        else if (ok)
            lo = mid + 1;
    }
    np_pop_roots(vm, 2);
    *out = lo;
    return ok;
}

// bisect_left / bisect_right.
static bool bisect_common(NpVM *vm, const char *fname, bool right, int argc, NpValue *argv,
                          NpTuple *kw, NpValue *out)
{
    BisectArgs b;
    int64_t i;
    if (!bisect_args(vm, fname, argc, argv, kw, &b) || !bisect_find(vm, &b, b.x, right, &i))
        return false;
    *out = np_int(i);
    return true;
}

// insort_left / insort_right: the insertion point of key(x) (or x), then a.insert(i, x)
// (list.insert itself for an exact list, else the object's insert method).
static bool insort_common(NpVM *vm, const char *fname, bool right, int argc, NpValue *argv,
                          NpTuple *kw, NpValue *out)
{
    BisectArgs b;
    if (!bisect_args(vm, fname, argc, argv, kw, &b))
        return false;
    NpValue kx = b.x;
    if (!NP_IS_NONE(b.key) && !np_call(vm, b.key, 1, &b.x, NULL, &kx))
        return false;
    int64_t i;
    if (!np_push_root(vm, kx))
        return false;
    bool ok = bisect_find(vm, &b, kx, right, &i);
    np_pop_roots(vm, 1);
    if (!ok)
        return false;
    *out = np_none();
    if (NP_IS_LIST(b.a) && NP_OBJ(b.a)->type == vm->types[NP_TYPE_LIST])
        return np_list_insert(vm, NP_AS_LIST(b.a), i, b.x);
    NpStr *name = np_intern_cstr(vm, "insert");
    NpValue fn, res, args[2] = {np_int(i), b.x};
    if (!name || !np_getattr(vm, b.a, name, &fn) || !np_push_root(vm, fn))
        return false;
    ok = np_call(vm, fn, 2, args, NULL, &res);
    np_pop_roots(vm, 1);
    return ok;
}

static bool bs_bisect_left(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return bisect_common(vm, "bisect_left", false, argc, argv, kw, out);
}

static bool bs_bisect_right(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return bisect_common(vm, "bisect_right", true, argc, argv, kw, out);
}

static bool bs_insort_left(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return insort_common(vm, "insort_left", false, argc, argv, kw, out);
}

static bool bs_insort_right(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return insort_common(vm, "insort_right", true, argc, argv, kw, out);
}

static const NpMethodDef bisect_natives[] = {
    {"bisect_left", bs_bisect_left, 0},   {"bisect_right", bs_bisect_right, 0},
    {"insort_left", bs_insort_left, 0},   {"insort_right", bs_insort_right, 0},
    {NULL, NULL, 0},
};

static bool bisect_init(NpVM *vm, NpModuleObj *mod)
{
    return nplib_add_natives(vm, mod, bisect_natives) &&
           nplib_exec_source(vm, mod, bisect_src, "bisect.py");
}

bool nplib_register_heapq(NpVM *vm)
{
    return npvm_register_module(vm, "heapq", heapq_init) &&
           npvm_register_module(vm, "bisect", bisect_init);
}
