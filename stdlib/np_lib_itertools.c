/*
 * np_lib_itertools.c - the `itertools` module. The module is written in Nearly Python
 * (stdlib/np_lib_itertools.py, embedded at build time); see docs/stdlib.md for its surface.
 * The combinatoric iterators (product, permutations, combinations,
 * combinations_with_replacement: ITER_PRODUCT .. ITER_CWR) step their index lists and build
 * each result tuple with the stepping functions below (also the private natives _pick,
 * _prod_next, ... in the module's globals): no Python code runs per item.
 * chain, compress, starmap, pairwise, zip_longest, groupby, count, repeat, cycle, accumulate,
 * islice, takewhile, dropwhile, filterfalse and the four above are native iterators (below): the Python
 * wrappers check the arguments and call _native; chain and groupby are the native types.
 * Capabilities: none (pure computation).
 */
#include <stdio.h>
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"

static const char itertools_src[] =
#include "np_lib_itertools_py.h"
    ;

/* ---------------------------------------------------------------- combinatoric natives */

// The arguments are the module's own private state (a pool tuple, an index list), never a
// script's values, but each native still checks their shape so a broken caller gets a
// RuntimeError rather than a bad read.
static bool bad_state(NpVM *vm, const char *fname)
{
    return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "itertools.%s: bad internal state", fname);
}

// The exact list [v] when it is one and holds at least [min] items, else NULL.
static NpList *state_list(NpValue v, size_t min)
{
    if (!NP_IS_LIST(v) || NP_AS_LIST(v)->n < min)
        return NULL;
    return NP_AS_LIST(v);
}

// True when [v] is a non-negative small int or a bool (r=True is 1, as in CPython).
static bool small_count(NpValue v)
{
    return (v.tag == NP_T_INT || v.tag == NP_T_BOOL) && v.u.i >= 0;
}

// Reads small-int item [i] of [l] into *out when it is in [0, limit).
static bool state_index(const NpList *l, size_t i, int64_t limit, int64_t *out)
{
    NpValue v = l->items[i];
    if (v.tag != NP_T_INT || v.u.i < 0 || v.u.i >= limit)
        return false;
    *out = v.u.i;
    return true;
}

// tuple(pool[indices[k]] for k in range(r)): the result tuple of combinations,
// combinations_with_replacement and permutations. Charged one unit per item.
static bool pick(NpVM *vm, const char *fname, NpValue poolv, NpList *idx, size_t r,
                 NpValue *out)
{
    if (!NP_IS_TUPLE(poolv) || idx->n < r)
        return bad_state(vm, fname);
    NpTuple *pool = NP_AS_TUPLE(poolv);
    if (!np_charge_items(vm, r))
        return false;
    NpTuple *t = np_tuple_new(vm, r);
    if (!t)
        return false;
    for (size_t k = 0; k < r; k++) {
        int64_t j;
        if (!state_index(idx, k, (int64_t)pool->n, &j))
            return bad_state(vm, fname);
        t->items[k] = pool->items[j];
    }
    *out = np_obj(&t->hdr);
    return true;
}

// Checks the (pool, indices, r) arguments every stepping native takes.
static bool step_args(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                      NpList **idx, size_t *r)
{
    if (!np_args_nokw(vm, fname, kw) || !np_args_count(vm, fname, argc, 3, 3))
        return false;
    if (!small_count(argv[2]) || !NP_IS_TUPLE(argv[0]))
        return bad_state(vm, fname);
    *r = (size_t)argv[2].u.i;
    *idx = state_list(argv[1], *r);
    return *idx != NULL || bad_state(vm, fname);
}

// _pick(pool, indices, r): the first result of combinations and the like.
static bool it_pick(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    NpList *idx;
    size_t r;
    return step_args(vm, "_pick", argc, argv, kw, &idx, &r) &&
           pick(vm, "_pick", argv[0], idx, r, out);
}

// Advances the indices [idx] (at least [r] items) of combinations ([replace] false) or
// combinations_with_replacement (true) over [pool] as CPython does and makes the next tuple,
// or None when they were the last: the rightmost index below its largest value (i + n - r, or
// n - 1 with replacement) goes up by one, and the indices after it follow it (counting up, or
// equal to it with replacement). [name] names the native in a bad-state error.
static inline __attribute__((always_inline)) bool comb_advance(NpVM *vm, const char *name,
                                                               bool replace, NpValue pool,
                                                               NpList *idx, size_t r,
                                                               NpValue *out)
{
    int64_t n = (int64_t)NP_AS_TUPLE(pool)->n;
    size_t i = r;
    while (i-- > 0) {
        int64_t v;
        if (!state_index(idx, i, n, &v))
            return bad_state(vm, name);
        if (v != (replace ? n - 1 : (int64_t)i + n - (int64_t)r))
            break;
    }
    if (i == (size_t)-1) {
        *out = np_none();
        return true;
    }
    int64_t v = idx->items[i].u.i + 1;
    for (size_t j = i; j < r; j++)
        idx->items[j] = np_int(replace ? v : v++);
    return pick(vm, name, pool, idx, r, out);
}

// comb_advance for the natives _comb_next and _cwr_next, their arguments checked first.
static bool comb_step(NpVM *vm, const char *name, bool replace, int argc, NpValue *argv,
                      NpTuple *kw, NpValue *out)
{
    NpList *idx;
    size_t r;
    return step_args(vm, name, argc, argv, kw, &idx, &r) &&
           comb_advance(vm, name, replace, argv[0], idx, r, out);
}

// _comb_next(pool, indices, r): the next tuple of combinations (comb_step).
static bool it_comb_next(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return comb_step(vm, "_comb_next", false, argc, argv, kw, out);
}

// _cwr_next(pool, indices, r): the same for combinations_with_replacement.
static bool it_cwr_next(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return comb_step(vm, "_cwr_next", true, argc, argv, kw, out);
}

// _perm_next(pool, indices, r, cycles): advances permutations' indices and cycles
// (CPython's algorithm; indices holds all n positions) and returns the next tuple of the
// first r, or None after the last.
static bool it_perm_next(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_perm_next", kw) || !np_args_count(vm, "_perm_next", argc, 4, 4))
        return false;
    if (!NP_IS_TUPLE(argv[0]) || !small_count(argv[2]))
        return bad_state(vm, "_perm_next");
    size_t n = NP_AS_TUPLE(argv[0])->n, r = (size_t)argv[2].u.i;
    NpList *idx = state_list(argv[1], n), *cyc = state_list(argv[3], r);
    if (!idx || !cyc || idx->n != n || r > n)
        return bad_state(vm, "_perm_next");
    if (!np_charge_items(vm, r))
        return false;
    for (size_t i = r; i-- > 0;) {
        int64_t c;
        if (!state_index(cyc, i, (int64_t)(n - i) + 1, &c) || c == 0)
            return bad_state(vm, "_perm_next");
        c--;
        if (c == 0) {
            // indices[i:] = indices[i + 1:] + indices[i:i + 1]
            NpValue first = idx->items[i];
            memmove(&idx->items[i], &idx->items[i + 1], (n - i - 1) * sizeof(NpValue));
            idx->items[n - 1] = first;
            cyc->items[i] = np_int((int64_t)(n - i));
        } else {
            cyc->items[i] = np_int(c);
            NpValue t = idx->items[i];
            idx->items[i] = idx->items[n - (size_t)c];
            idx->items[n - (size_t)c] = t;
            return pick(vm, "_perm_next", argv[0], idx, r, out);
        }
    }
    *out = np_none();
    return true;
}

// _prod_next(pools, indices): advances product's odometer over the list of pool tuples and
// returns the next tuple, or None after the last (the caller yields the first itself and
// never calls this with an empty pool).
static bool it_prod_next(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_prod_next", kw) || !np_args_count(vm, "_prod_next", argc, 2, 2))
        return false;
    NpList *pools = state_list(argv[0], 0);
    NpList *idx = pools ? state_list(argv[1], pools->n) : NULL;
    if (!idx || idx->n != pools->n)
        return bad_state(vm, "_prod_next");
    size_t n = pools->n;
    for (size_t k = 0; k < n; k++) {
        if (!NP_IS_TUPLE(pools->items[k]))
            return bad_state(vm, "_prod_next");
    }
    if (!np_charge_items(vm, n))
        return false;
    size_t i = n;
    while (i-- > 0) {
        int64_t v, len = (int64_t)NP_AS_TUPLE(pools->items[i])->n;
        if (!state_index(idx, i, len, &v))
            return bad_state(vm, "_prod_next");
        if (v + 1 < len) {
            idx->items[i] = np_int(v + 1);
            break;
        }
        idx->items[i] = np_int(0);
    }
    if (i == (size_t)-1) {
        *out = np_none();
        return true;
    }
    NpTuple *t = np_tuple_new(vm, n);
    if (!t)
        return false;
    for (size_t k = 0; k < n; k++)
        t->items[k] = NP_AS_TUPLE(pools->items[k])->items[idx->items[k].u.i];
    *out = np_obj(&t->hdr);
    return true;
}

/* ---------------------------------------------------------------- native iterators */

// chain, compress, starmap, pairwise and zip_longest are NpIters (ITER_CHAIN ..
// ITER_ZIP_LONGEST) of types this module makes when it is imported, so the idle VM does not
// grow. vm/np_iter.c's next() dispatch steps them through nplib_itertools_next, inside its
// wrapper guard (nesting depth, StopIteration raised by called code ends the iteration), and
// charges one budget unit per next(); the loops below that may skip many items charge each.
// Nothing here reads a script's values except through np_next, np_truthy and np_call.

// The iterator kind made by each module type, in the order of iter_type_names.
static const NpIterKind iter_type_kinds[] = {
    ITER_CHAIN,      ITER_COMPRESS,   ITER_STARMAP,  ITER_PAIRWISE,  ITER_ZIP_LONGEST,
    ITER_GROUPBY,    ITER_GROUPER,    ITER_COUNT,    ITER_REPEAT,    ITER_CYCLE,
    ITER_ACCUMULATE, ITER_ISLICE,     ITER_TAKEWHILE, ITER_DROPWHILE, ITER_FILTERFALSE,
    ITER_PRODUCT,    ITER_PERMUTATIONS, ITER_COMBINATIONS, ITER_CWR, ITER_TEE};
static const char *const iter_type_names[] = {
    "chain",      "compress", "starmap", "pairwise", "zip_longest", "groupby",   "_grouper",
    "count",      "repeat",   "cycle",   "accumulate", "islice",    "takewhile", "dropwhile",
    "filterfalse", "product", "permutations", "combinations", "combinations_with_replacement",
    "_tee"};
#define N_ITER_TYPES 20

// The next item of chain: from the current iterator, moving to the next iterable (iter() of it
// only once reached, as CPython does) whenever one ends; done once the iterables run out.
static int chain_next(NpVM *vm, NpIter *it, NpValue *out)
{
    for (;;) {
        if (!NP_IS_NONE(it->aux)) {
            int r = np_next(vm, it->aux, out);
            if (r != 0)
                return r;
            it->aux = np_none();
        }
        if (!np_budget_charge(vm, 1))
            return -1;
        NpValue src;
        if (it->step) {
            int r = np_next(vm, it->src, &src);
            if (r <= 0) {
                if (r == 0)
                    it->done = true;
                return r;
            }
        } else {
            NpTuple *t = NP_AS_TUPLE(it->src);
            if ((size_t)it->i >= t->n) {
                it->done = true;
                return 0;
            }
            src = t->items[it->i++];
        }
        if (!np_push_root(vm, src))
            return -1;
        bool ok = np_iter(vm, src, &it->aux);
        np_pop_roots(vm, 1);
        if (!ok) {
            // An iterable that iter() refuses ends the chain, as in CPython.
            it->aux = np_none();
            it->done = true;
            return -1;
        }
    }
}

// The next item of compress: data items whose selector (read after the item) is true; ends
// with the shorter input.
static int compress_next(NpVM *vm, NpIter *it, NpValue *out)
{
    for (;;) {
        NpValue d, sel;
        int r = np_next(vm, it->src, &d);
        if (r <= 0)
            return r;
        if (!np_push_root(vm, d))
            return -1;
        r = np_next(vm, it->aux, &sel);
        bool keep = false;
        if (r > 0 && !np_truthy(vm, sel, &keep))
            r = -1;
        np_pop_roots(vm, 1);
        if (r <= 0)
            return r;
        if (keep) {
            *out = d;
            return 1;
        }
        if (!np_budget_charge(vm, 1))
            return -1;
    }
}

// The next item of starmap: the function called with the items of the next argument sequence
// (a tuple as it is, any other iterable gathered into a list first).
static int starmap_next(NpVM *vm, NpIter *it, NpValue *out)
{
    NpValue args;
    int r = np_next(vm, it->src, &args);
    if (r <= 0)
        return r;
    if (!NP_IS_TUPLE(args)) {
        if (!np_push_root(vm, args))
            return -1;
        NpList *l = np_list_from_iter(vm, args);
        np_pop_roots(vm, 1);
        if (!l)
            return -1;
        args = np_obj(&l->hdr);
    }
    if (!np_push_root(vm, args))
        return -1;
    size_t n = NP_IS_TUPLE(args) ? NP_AS_TUPLE(args)->n : NP_AS_LIST(args)->n;
    NpValue *items = NP_IS_TUPLE(args) ? NP_AS_TUPLE(args)->items : NP_AS_LIST(args)->items;
    bool ok = n > INT32_MAX ? np_raisef(vm, NP_TYPE_OVERFLOWERROR, "too many arguments")
                            : np_call(vm, it->aux, (int)n, items, NULL, out);
    np_pop_roots(vm, 1);
    return ok ? 1 : -1;
}

// The next item of pairwise: (previous, next) of the source; done once the source ends.
static int pairwise_next(NpVM *vm, NpIter *it, NpValue *out)
{
    int r;
    if (NP_IS_UNDEF(it->aux)) {
        r = np_next(vm, it->src, &it->aux);
        if (r <= 0) {
            it->aux = np_undef();
            if (r == 0)
                it->done = true;
            return r;
        }
    }
    NpValue b;
    r = np_next(vm, it->src, &b);
    if (r <= 0) {
        if (r == 0) {
            it->done = true;
            it->aux = np_undef();
        }
        return r;
    }
    if (!np_push_root(vm, b))
        return -1;
    NpTuple *t = np_tuple_new(vm, 2);
    np_pop_roots(vm, 1);
    if (!t)
        return -1;
    t->items[0] = it->aux;
    t->items[1] = b;
    it->aux = b;
    *out = np_obj(&t->hdr);
    return 1;
}

// The next item of zip_longest: a tuple of one item per iterator, the fill value standing in
// for those that ended; done once all have ended, or on an error.
static int zip_longest_next(NpVM *vm, NpIter *it, NpValue *out)
{
    NpTuple *its = NP_AS_TUPLE(it->src);
    if (it->n <= 0) {
        it->done = true;
        return 0;
    }
    NpTuple *t = np_tuple_new(vm, its->n);
    if (!t || !np_push_root(vm, np_obj(&t->hdr)))
        return -1;
    int result = 1;
    for (size_t k = 0; k < its->n; k++) {
        if (NP_IS_NONE(its->items[k])) {
            t->items[k] = it->aux;
            continue;
        }
        int r = np_next(vm, its->items[k], &t->items[k]);
        np_gc_barrier(vm, t);  // t may have become old during a __next__ call
        if (r > 0)
            continue;
        if (r < 0 || --it->n == 0) {
            result = r;
            it->n = 0;
            it->done = true;
            break;
        }
        its->items[k] = np_none();
        t->items[k] = it->aux;
    }
    np_pop_roots(vm, 1);
    if (result > 0)
        *out = np_obj(&t->hdr);
    return result;
}

static NpIter *iter_of_type(NpVM *vm, NpValue t, const char *fname);

// groupby's state, shared with its groups (a private tuple in the groupby's [aux]): the key
// function (None for identity), the key of the current group (UNDEF before the first), the
// pending item read from the source and its key (UNDEF when none is pending), and the group
// iterator that is live (UNDEF when none): advancing the groupby ends every earlier group.
enum { GROUPBY_KEYFUNC, GROUPBY_TARGET, GROUPBY_VALUE, GROUPBY_KEY, GROUPBY_LIVE, GROUPBY_NSLOTS };

// True when [v] is the same value as [w] (Python's `is` for what an NpValue holds).
static bool same_value(NpValue v, NpValue w)
{
    return v.tag == w.tag && v.u.i == w.u.i;
}

// Reads the next source item of groupby [g] and its key into the pending slots: 1, 0 at the
// end of the source, -1 on an error.
static int groupby_fetch(NpVM *vm, NpIter *g)
{
    NpTuple *st = NP_AS_TUPLE(g->aux);
    NpValue v, k;
    int r = np_next(vm, g->src, &v);
    if (r <= 0)
        return r;
    NpValue kf = st->items[GROUPBY_KEYFUNC];
    if (NP_IS_NONE(kf)) {
        k = v;
    } else {
        if (!np_push_root(vm, v))
            return -1;
        // Resolved at each item (the key's class may change between them), without np_call's
        // dispatch and `__call__` lookup chain for an itemgetter (np_call_plan).
        NpCallPlan plan;
        np_call_plan(vm, kf, &plan);
        bool ok = np_call_plan_one(vm, &plan, v, &k);
        np_pop_roots(vm, 1);
        if (!ok)
            return -1;
    }
    np_gc_barrier(vm, st);
    st->items[GROUPBY_VALUE] = v;
    st->items[GROUPBY_KEY] = k;
    return 1;
}

// 1 when the pending key equals [target] (`is`, then ==), 0 when not, -1 on an error.
static int groupby_same(NpVM *vm, NpTuple *st, NpValue target)
{
    NpValue k = st->items[GROUPBY_KEY];
    if (same_value(k, target))
        return 1;
    bool eq = false;
    if (!np_push_root(vm, k) || !np_push_root(vm, target))
        return -1;
    bool ok = np_eq(vm, target, k, &eq);
    np_pop_roots(vm, 2);
    return ok ? eq : -1;
}

// The next (key, group) of groupby [g]: the items left in the current group are read and
// dropped, then a new group iterator starts at the first item whose key differs.
static int groupby_next(NpVM *vm, NpIter *g, NpValue *out)
{
    NpTuple *st = NP_AS_TUPLE(g->aux);
    st->items[GROUPBY_LIVE] = np_undef();
    for (;;) {
        if (NP_IS_UNDEF(st->items[GROUPBY_KEY])) {
            int r = groupby_fetch(vm, g);
            if (r <= 0)
                return r;
        }
        NpValue target = st->items[GROUPBY_TARGET];
        if (NP_IS_UNDEF(target))
            break;
        int same = groupby_same(vm, st, target);
        if (same < 0)
            return -1;
        if (!same)
            break;
        st->items[GROUPBY_KEY] = st->items[GROUPBY_VALUE] = np_undef();
        if (!np_budget_charge(vm, 1))
            return -1;
    }
    NpValue key = st->items[GROUPBY_KEY];
    np_gc_barrier(vm, st);
    st->items[GROUPBY_TARGET] = key;
    NpTuple *types = NP_AS_TUPLE(st->items[GROUPBY_NSLOTS]);
    NpIter *grp = iter_of_type(vm, types->items[6], "groupby");
    if (!grp || !np_push_root(vm, np_obj(&grp->hdr)))
        return -1;
    grp->src = np_obj(&g->hdr);
    grp->aux = key;
    NpTuple *pair = np_tuple_new(vm, 2);
    np_pop_roots(vm, 1);
    if (!pair)
        return -1;
    pair->items[0] = key;
    pair->items[1] = np_obj(&grp->hdr);
    np_gc_barrier(vm, st);
    st->items[GROUPBY_LIVE] = np_obj(&grp->hdr);
    *out = np_obj(&pair->hdr);
    return 1;
}

// The next item of a group: while it is the live group of its groupby, the pending item (read
// from the source when none is) if its key is the group's; it stays pending otherwise.
static int grouper_next(NpVM *vm, NpIter *grp, NpValue *out)
{
    NpIter *g = NP_AS_ITER(grp->src);
    NpTuple *st = NP_AS_TUPLE(g->aux);
    if (!same_value(st->items[GROUPBY_LIVE], np_obj(&grp->hdr)))
        return 0;
    if (NP_IS_UNDEF(st->items[GROUPBY_KEY])) {
        int r = groupby_fetch(vm, g);
        if (r <= 0)
            return r;
    }
    int same = groupby_same(vm, st, grp->aux);
    if (same <= 0)
        return same;
    *out = st->items[GROUPBY_VALUE];
    st->items[GROUPBY_KEY] = st->items[GROUPBY_VALUE] = np_undef();
    return 1;
}

/* ---------------------------------------------------------------- count .. filterfalse */

// count, repeat, cycle, accumulate, islice, takewhile, dropwhile and filterfalse are native
// iterators too (ITER_COUNT .. ITER_FILTERFALSE), written from the module's documentation and
// python3's observable behaviour: which source items each reads, and that only islice (at its
// end) and takewhile (after a false predicate) stop for good; the others ask their source
// again on the next call, as python3's do.

// The next item of count: the current value, then current + step (two small ints or floats
// added directly, anything else through the + operator).
static int count_next(NpVM *vm, NpIter *it, NpValue *out)
{
    NpValue cur = it->aux, next;
    if (!np_sum_fast(cur, it->src, &next)) {
        if (!np_push_root(vm, cur))
            return -1;
        bool ok = np_binop(vm, BINOP_ADD, cur, it->src, &next);
        np_pop_roots(vm, 1);
        if (!ok)
            return -1;
    }
    it->aux = next;
    *out = cur;
    return 1;
}

// The next item of repeat: the object, while times are left.
static int repeat_next(NpIter *it, NpValue *out)
{
    if (!it->step) {
        if (it->n <= 0)
            return 0;
        it->n--;
    }
    *out = it->src;
    return 1;
}

// The next item of cycle: the source's next item (kept in the list), then, once the source has
// ended, the kept items over and over; nothing when the source gave none.
static int cycle_next(NpVM *vm, NpIter *it, NpValue *out)
{
    NpList *saved = NP_AS_LIST(it->aux);
    if (!it->step) {
        int r = np_next(vm, it->src, out);
        if (r < 0)
            return r;
        if (r > 0) {
            if (!np_push_root(vm, *out))
                return -1;
            bool ok = np_list_append(vm, saved, *out);
            np_pop_roots(vm, 1);
            return ok ? 1 : -1;
        }
        it->step = 1;
        it->i = 0;
        it->src = np_none();
    }
    if (saved->n == 0)
        return 0;
    if ((size_t)it->i >= saved->n)
        it->i = 0;
    *out = saved->items[it->i++];
    return 1;
}

// The next item of source [src] for accumulate: an exact list iterator (the usual source,
// `accumulate(weights)`) is stepped here, charged as np_next charges it, without np_next's
// dispatch; any other source goes through np_next. 1 with [*v] set, 0 at the end, -1.
static int source_next(NpVM *vm, NpValue src, NpValue *v)
{
    if (!NP_IS_ITER(src) || (NP_OBJ(src)->type->tflags & NP_TF_USER) ||
        NP_AS_ITER(src)->ikind != ITER_LIST)
        return np_next(vm, src, v);
    NpIter *li = NP_AS_ITER(src);
    if (!np_budget_charge(vm, 1))
        return -1;
    const NpList *l = NP_AS_LIST(li->src);
    if (li->done || (size_t)li->i >= l->n) {
        li->done = true;
        return 0;
    }
    *v = l->items[li->i++];
    return 1;
}

// The next item of accumulate: the initial value first when one was given, then the running
// total after each source item (the first item as it is when there is no initial value),
// combined by the function or, without one, by +.
static int accumulate_next(NpVM *vm, NpIter *it, NpValue *out)
{
    NpTuple *st = NP_AS_TUPLE(it->aux);
    if (it->n) {
        it->n = 0;
        *out = st->items[1];
        return 1;
    }
    NpValue v;
    int r = source_next(vm, it->src, &v);
    if (r <= 0)
        return r;
    NpValue total = st->items[1];
    if (NP_IS_UNDEF(total)) {
        np_gc_barrier(vm, st);
        st->items[1] = *out = v;
        return 1;
    }
    NpValue func = st->items[0];
    if (NP_IS_NONE(func) && np_sum_fast(total, v, out)) {
        np_gc_barrier(vm, st);
        st->items[1] = *out;
        return 1;
    }
    if (!np_push_root(vm, v))
        return -1;
    NpValue args[2] = {total, v};
    bool ok = NP_IS_NONE(func) ? np_binop(vm, BINOP_ADD, total, v, out)
                               : np_call_rooted(vm, func, 2, args, out);
    np_pop_roots(vm, 1);
    if (!ok)
        return -1;
    np_gc_barrier(vm, st);
    st->items[1] = *out;
    return 1;
}

// The exact list iterator that accumulate [it] may step itself (nplib_accumulate_drain): when
// no initial value is pending, there is no function, a running total exists and the source is
// an exact list iterator that is not done; else NULL.
static NpIter *accumulate_quick_source(NpIter *it)
{
    const NpTuple *st = NP_AS_TUPLE(it->aux);
    NpValue src = it->src;
    if (it->done || it->n || !NP_IS_NONE(st->items[0]) || NP_IS_UNDEF(st->items[1]) ||
        !NP_IS_ITER(src) || (NP_OBJ(src)->type->tflags & NP_TF_USER) ||
        NP_AS_ITER(src)->ikind != ITER_LIST || NP_AS_ITER(src)->done)
        return NULL;
    return NP_AS_ITER(src);
}

int nplib_accumulate_drain(NpVM *vm, NpIter *it, NpItemSink sink, void *ctx, NpValue *out)
{
    NpValue self = np_obj(&it->hdr);
    for (;;) {
        NpIter *li = accumulate_quick_source(it);
        if (li) {
            // Each source item that adds to the total by np_sum_fast (an int or float, never an
            // object, so the tuple's store needs no barrier) is charged 2, as next() of the
            // accumulate and of its source charge it. The sinks run no Python code, but one may
            // append to the source list itself (`l.extend(accumulate(l))`): its length and
            // items are read again for every item.
            NpTuple *st = NP_AS_TUPLE(it->aux);
            NpValue total = st->items[1];
            const NpList *l = NP_AS_LIST(li->src);
            while ((size_t)li->i < l->n && np_sum_fast(total, l->items[li->i], out)) {
                if (!np_budget_charge(vm, 2))
                    return -1;
                li->i++;
                st->items[1] = total = *out;
                if (!sink(vm, ctx, total))
                    return 1;
            }
        }
        // The end, the first item, an initial value, a function or any other add or source.
        int r = np_next(vm, self, out);
        if (r <= 0 || !sink(vm, ctx, *out))
            return r;
    }
}

// The next item of islice: the source items before the next index to yield are read and
// dropped (each charged), then that item is yielded and the next index moves on by the step,
// never past the stop; the islice ends for good once it has read up to the stop or the
// source ends.
static int islice_next(NpVM *vm, NpIter *it, NpValue *out)
{
    int64_t target = it->aux.u.i;
    NpValue v;
    while (it->i < target) {
        int r = np_next(vm, it->src, &v);
        if (r <= 0)
            return r == 0 ? (it->done = true, 0) : -1;
        it->i++;
        if (!np_budget_charge(vm, 1))
            return -1;
    }
    if (it->n >= 0 && it->i >= it->n) {
        it->done = true;
        return 0;
    }
    int r = np_next(vm, it->src, out);
    if (r <= 0)
        return r == 0 ? (it->done = true, 0) : -1;
    it->i++;
    int64_t next;
    if (__builtin_add_overflow(target, it->step, &next) || (it->n >= 0 && next > it->n))
        next = it->n >= 0 ? it->n : INT64_MAX;
    it->aux = np_int(next);
    return 1;
}

// Calls predicate [pred] on [v] (or, for filterfalse ([none_is_truth]), takes v's truth when
// pred is None): 1 true, 0 false, -1 on an error.
static int pred_test(NpVM *vm, NpValue pred, NpValue v, bool none_is_truth)
{
    bool yes;
    if (none_is_truth && NP_IS_NONE(pred))
        return np_truthy(vm, v, &yes) ? yes : -1;
    if (!np_push_root(vm, v))
        return -1;
    NpValue res;
    bool ok = np_call_rooted(vm, pred, 1, &v, &res) && np_truthy(vm, res, &yes);
    np_pop_roots(vm, 1);
    return ok ? yes : -1;
}

// The next item of takewhile: the source's next item while the predicate holds; the first item
// that fails it ends the takewhile for good.
static int takewhile_next(NpVM *vm, NpIter *it, NpValue *out)
{
    int r = np_next(vm, it->src, out);
    if (r <= 0)
        return r;
    r = pred_test(vm, it->aux, *out, false);
    if (r == 0)
        it->done = true;
    return r;
}

// The next item of dropwhile (the items the predicate holds for are skipped until one fails
// it, then every item is passed on) and of filterfalse (only the items it fails).
static int dropfilter_next(NpVM *vm, NpIter *it, NpValue *out)
{
    bool drop = it->ikind == ITER_DROPWHILE;
    for (;;) {
        int r = np_next(vm, it->src, out);
        if (r <= 0 || (drop && it->i))
            return r;
        if (!np_push_root(vm, *out))
            return -1;
        r = pred_test(vm, it->aux, *out, !drop);
        np_pop_roots(vm, 1);
        if (r <= 0) {
            if (r == 0 && drop)
                it->i = 1;
            return r < 0 ? -1 : 1;
        }
        if (!np_budget_charge(vm, 1))
            return -1;
    }
}

// The next item of tee reader [it]: the value of the cell after its last one, read from the
// shared source (and linked for the other readers) when no reader got that far yet.
static int tee_next(NpVM *vm, NpIter *it, NpValue *out)
{
    if (!NP_IS_LIST(it->aux) || NP_AS_LIST(it->aux)->n != 2)
        return bad_state(vm, "tee"), -1;
    NpList *cell = NP_AS_LIST(it->aux);
    NpValue nxt = cell->items[1];
    if (NP_IS_NONE(nxt)) {
        NpValue v;
        int r = np_next(vm, it->src, &v);
        if (r <= 0)
            return r;
        if (!NP_IS_NONE(cell->items[1]) || it->aux.u.o != &cell->hdr)
            return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "cannot re-enter the tee iterator"), -1;
        NpList *fresh = np_list_new(vm, 2);
        if (!fresh)
            return -1;
        fresh->items[0] = v;
        fresh->items[1] = np_none();
        fresh->n = 2;
        np_gc_barrier(vm, cell);
        nxt = cell->items[1] = np_obj(&fresh->hdr);
    }
    if (!NP_IS_LIST(nxt) || NP_AS_LIST(nxt)->n != 2)
        return bad_state(vm, "tee"), -1;
    it->aux = nxt;
    *out = NP_AS_LIST(nxt)->items[0];
    return 1;
}

// The iterators of this section, by kind (nplib_itertools_next sends the others to theirs).
static int simple_next(NpVM *vm, NpIter *it, NpValue *out)
{
    switch (it->ikind) {
    case ITER_COUNT:
        return count_next(vm, it, out);
    case ITER_REPEAT:
        return repeat_next(it, out);
    case ITER_CYCLE:
        return cycle_next(vm, it, out);
    case ITER_ACCUMULATE:
        return accumulate_next(vm, it, out);
    case ITER_ISLICE:
        return islice_next(vm, it, out);
    case ITER_TAKEWHILE:
        return takewhile_next(vm, it, out);
    case ITER_TEE:
        return tee_next(vm, it, out);
    default:
        return dropfilter_next(vm, it, out);
    }
}

// The next item of a product, permutations, combinations or combinations_with_replacement
// iterator: the first is the pick of the initial indices, each later one the stepping
// natives' (which charge the budget per item of the tuple); None from them ends it.
static int combo_next(NpVM *vm, NpIter *it, NpValue *out)
{
    if (it->done)
        return 0;
    NpValue r = np_int(it->n), res;
    bool ok;
    if (it->ikind == ITER_PRODUCT) {
        NpValue a[2] = {it->src, it->aux};
        if (!it->i) {
            NpList *pools = NP_AS_LIST(it->src);
            NpTuple *t = np_tuple_new(vm, pools->n);
            if (!t || !np_charge_items(vm, pools->n))
                return -1;
            for (size_t k = 0; k < pools->n; k++)
                t->items[k] = NP_AS_TUPLE(pools->items[k])->items[0];
            res = np_obj(&t->hdr);
            ok = true;
        } else {
            ok = it_prod_next(vm, 2, a, NULL, &res);
        }
    } else if (it->ikind == ITER_PERMUTATIONS) {
        NpTuple *st = NP_AS_TUPLE(it->aux);
        NpValue a[4] = {it->src, st->items[0], r, st->items[1]};
        ok = it->i ? it_perm_next(vm, 4, a, NULL, &res) : it_pick(vm, 3, a, NULL, &res);
    } else if (it->i && NP_IS_TUPLE(it->src) && NP_IS_LIST(it->aux) &&
               NP_AS_LIST(it->aux)->n >= (size_t)it->n) {
        // A later item of combinations or combinations_with_replacement: the state combo_setup
        // made is stepped here, not through the natives' argument checks (about 80 of the
        // ~300 instructions an item cost).
        bool cwr = it->ikind == ITER_CWR;
        ok = comb_advance(vm, cwr ? "_cwr_next" : "_comb_next", cwr, it->src,
                          NP_AS_LIST(it->aux), (size_t)it->n, &res);
    } else {
        NpValue a[3] = {it->src, it->aux, r};
        ok = !it->i ? it_pick(vm, 3, a, NULL, &res)
             : it->ikind == ITER_CWR ? it_cwr_next(vm, 3, a, NULL, &res)
                                     : it_comb_next(vm, 3, a, NULL, &res);
    }
    if (!ok)
        return -1;
    it->i = 1;
    if (NP_IS_NONE(res)) {
        it->done = true;
        return 0;
    }
    *out = res;
    return 1;
}

// A list of [n] small ints: [start], [start] + [step], ... (step 0: all equal).
static NpList *int_list(NpVM *vm, size_t n, int64_t start, int64_t step)
{
    NpList *l = np_list_new(vm, n);
    if (!l || !np_charge_items(vm, n))
        return NULL;
    for (size_t k = 0; k < n; k++)
        l->items[k] = np_int(start + (int64_t)k * step);
    l->n = n;
    return l;
}

// Sets up a new combinatoric iterator [it] over [src] (a list of pool tuples for product, else
// the pool tuple) with [aux] its r (None for product): the index lists of the first item, or
// [done] when there is no item at all.
static bool combo_setup(NpVM *vm, NpIter *it, NpValue src, NpValue aux)
{
    bool product = it->ikind == ITER_PRODUCT;
    if (product ? !NP_IS_LIST(src) : !NP_IS_TUPLE(src) || !small_count(aux))
        return bad_state(vm, "_native");
    it->src = src;
    size_t r = product ? 0 : (size_t)aux.u.i, n;
    it->n = (int64_t)r;
    if (product) {
        NpList *pools = NP_AS_LIST(src);
        n = pools->n;
        for (size_t k = 0; k < n; k++) {
            if (!NP_IS_TUPLE(pools->items[k]))
                return bad_state(vm, "_native");
            if (NP_AS_TUPLE(pools->items[k])->n == 0)
                it->done = true;
        }
        NpList *idx = int_list(vm, n, 0, 0);
        it->aux = idx ? np_obj(&idx->hdr) : np_none();
        return idx != NULL;
    }
    n = NP_AS_TUPLE(src)->n;
    if (it->ikind == ITER_CWR ? (n == 0 && r > 0) : r > n) {
        it->done = true;
        return true;
    }
    NpList *idx = int_list(vm, it->ikind == ITER_PERMUTATIONS ? n : r, 0,
                           it->ikind == ITER_CWR ? 0 : 1);
    if (!idx)
        return false;
    it->aux = np_obj(&idx->hdr);
    if (it->ikind != ITER_PERMUTATIONS)
        return true;
    NpList *cyc = int_list(vm, r, (int64_t)n, -1);
    NpTuple *st = cyc ? np_tuple_new(vm, 2) : NULL;
    if (!st)
        return false;
    np_gc_barrier(vm, st);
    st->items[0] = np_obj(&idx->hdr);
    st->items[1] = np_obj(&cyc->hdr);
    it->aux = np_obj(&st->hdr);
    return true;
}

int nplib_itertools_next(NpVM *vm, NpIter *it, NpValue *out)
{
    if (it->ikind >= ITER_PRODUCT && it->ikind <= ITER_CWR)
        return combo_next(vm, it, out);
    if (it->ikind >= ITER_COUNT)
        return simple_next(vm, it, out);
    if (it->ikind == ITER_GROUPBY)
        return groupby_next(vm, it, out);
    if (it->ikind == ITER_GROUPER)
        return grouper_next(vm, it, out);
    switch (it->ikind) {
    case ITER_CHAIN:
        return chain_next(vm, it, out);
    case ITER_COMPRESS:
        return compress_next(vm, it, out);
    case ITER_STARMAP:
        return starmap_next(vm, it, out);
    case ITER_PAIRWISE:
        return pairwise_next(vm, it, out);
    default:
        return zip_longest_next(vm, it, out);
    }
}

// A new iterator of module type [t] and kind [kind] with an empty state.
static NpIter *iter_alloc(NpVM *vm, NpType *t, int kind)
{
    NpIter *it = (NpIter *)np_alloc_obj(vm, sizeof(NpIter), OBJ_ITER, t);
    if (!it)
        return NULL;
    it->ikind = (uint8_t)kind;
    it->done = false;
    it->src = np_none();
    it->aux = np_none();
    it->i = it->n = it->step = 0;
    return it;
}

// A new iterator of module type [t] (one of iter_type_names), its kind read from the type's
// position in the module's "_iter_types" tuple; or NULL with TypeError for any other type.
static NpIter *iter_of_type(NpVM *vm, NpValue t, const char *fname)
{
    if (NP_IS_KIND(t, OBJ_TYPE) && NP_AS_TYPE(t)->inst_kind == OBJ_ITER &&
        (NP_AS_TYPE(t)->tflags & NP_TF_BUILTIN)) {
        const NpStr *name = NP_AS_TYPE(t)->name;
        for (int k = 0; k < N_ITER_TYPES; k++) {
            // The first letter first: a strcmp of every name before the match cost ~500
            // instructions per iterator made (combinations is the 18th).
            if (name->data[0] != iter_type_names[k][0] || name->len != strlen(iter_type_names[k]) ||
                memcmp(name->data, iter_type_names[k], name->len) != 0)
                continue;
            return iter_alloc(vm, NP_AS_TYPE(t), iter_type_kinds[k]);
        }
    }
    bad_state(vm, fname);
    return NULL;
}

// Sets up the state of a new count .. filterfalse iterator [it] from _native's arguments: the
// cycle's item list, accumulate's own (function, total) tuple, islice's next index.
static bool simple_setup(NpVM *vm, NpIter *it, NpValue aux)
{
    if (it->ikind == ITER_CYCLE) {
        NpList *l = np_list_new(vm, 0);
        if (!l)
            return false;
        it->aux = np_obj(&l->hdr);
    } else if (it->ikind == ITER_ACCUMULATE) {
        if (!NP_IS_TUPLE(aux) || NP_AS_TUPLE(aux)->n != 2)
            return bad_state(vm, "_native");
        NpTuple *st = np_tuple_from(vm, NP_AS_TUPLE(aux)->items, 2);
        if (!st)
            return false;
        if (!it->n)
            st->items[1] = np_undef();
        it->aux = np_obj(&st->hdr);
    } else if (it->ikind == ITER_ISLICE) {
        if (!small_count(aux) || it->n < -1 || it->step <= 0)
            return bad_state(vm, "_native");
        it->aux = np_int(aux.u.i);
    } else {
        it->aux = aux;
    }
    return true;
}

// _native(type, src, aux[, i, n, step]): a new native iterator of module type [type] over the
// module's own prepared arguments: [src] an iterator (a tuple of iterators for zip_longest, a
// tuple of iterables for chain, count's step, repeat's object), [aux] and the small ints [i],
// [n], [step] as ITER_CHAIN .. ITER_FILTERFALSE describe (accumulate's aux is the tuple
// (function, initial), [n] 1 when there is an initial value; islice's aux is its start). The
// wrappers in itertools.py check the script's arguments first.
static bool it_native(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_native", kw) || !np_args_count(vm, "_native", argc, 3, 6))
        return false;
    int64_t ints[3] = {0, 0, 0};
    for (int k = 3; k < argc; k++) {
        if (argv[k].tag != NP_T_INT && argv[k].tag != NP_T_BOOL)
            return bad_state(vm, "_native");
        ints[k - 3] = argv[k].u.i;
    }
    NpIter *it = iter_of_type(vm, argv[0], "_native");
    if (!it)
        return false;
    if (it->ikind >= ITER_PRODUCT && it->ikind <= ITER_CWR) {
        // Rooted while its index lists are made (they are its own, stored in it).
        if (!np_push_root(vm, np_obj(&it->hdr)))
            return false;
        bool ok = combo_setup(vm, it, argv[1], argv[2]);
        np_pop_roots(vm, 1);
        *out = np_obj(&it->hdr);
        return ok;
    }
    if (it->ikind >= ITER_COUNT) {
        it->src = argv[1];
        it->i = ints[0];
        it->n = ints[1];
        it->step = ints[2];
        if (!np_push_root(vm, np_obj(&it->hdr)))
            return false;
        bool ok = simple_setup(vm, it, argv[2]);
        np_pop_roots(vm, 1);
        *out = np_obj(&it->hdr);
        return ok;
    }
    // groupby's objects hold each other and a state tuple: only groupby_construct and
    // groupby_next make them.
    if (it->ikind == ITER_GROUPBY || it->ikind == ITER_GROUPER)
        return bad_state(vm, "_native");
    bool tuple_src = it->ikind == ITER_ZIP_LONGEST || it->ikind == ITER_CHAIN;
    if (tuple_src != NP_IS_TUPLE(argv[1]))
        return bad_state(vm, "_native");
    it->src = argv[1];
    if (it->ikind == ITER_ZIP_LONGEST)
        it->n = (int64_t)NP_AS_TUPLE(argv[1])->n;
    if (it->ikind == ITER_CHAIN)
        it->aux = np_none();
    else if (it->ikind == ITER_PAIRWISE)
        it->aux = np_undef();
    else
        it->aux = argv[2];
    *out = np_obj(&it->hdr);
    return true;
}

// chain(*iterables): calling the chain type. No keywords, as in CPython.
static bool chain_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                            NpValue *out)
{
    if (kw && kw->n)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "chain() takes no keyword arguments");
    NpTuple *args = np_tuple_from(vm, argv, (size_t)argc);
    if (!args || !np_push_root(vm, np_obj(&args->hdr)))
        return false;
    NpValue targs[3] = {np_obj(&t->hdr), np_obj(&args->hdr), np_none()};
    bool ok = it_native(vm, 3, targs, NULL, out);
    np_pop_roots(vm, 1);
    return ok;
}

// groupby(iterable, key=None): calling the groupby type.
static bool groupby_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                              NpValue *out)
{
    static const char *const names[] = {"iterable", "key"};
    NpValue a[2];
    if (!np_args_bind(vm, "groupby", argc, argv, kw, names, 2, 2, 1, a))
        return false;
    NpValue src;
    if (!np_iter(vm, a[0], &src) || !np_push_root(vm, src))
        return false;
    // The slots, then the module's type tuple (for making groups) in slot GROUPBY_NSLOTS.
    NpTuple *st = np_tuple_new(vm, GROUPBY_NSLOTS + 1);
    if (!st || !np_push_root(vm, np_obj(&st->hdr))) {
        np_pop_roots(vm, 1);
        return false;
    }
    st->items[GROUPBY_KEYFUNC] = NP_IS_UNDEF(a[1]) ? np_none() : a[1];
    st->items[GROUPBY_TARGET] = st->items[GROUPBY_VALUE] = np_undef();
    st->items[GROUPBY_KEY] = st->items[GROUPBY_LIVE] = np_undef();
    NpValue types = np_type_lookup(t, np_intern_cstr(vm, "_types"));
    st->items[GROUPBY_NSLOTS] = types;
    NpIter *g = NP_IS_TUPLE(types) ? iter_of_type(vm, np_obj(&t->hdr), "groupby") : NULL;
    np_pop_roots(vm, 2);
    if (!g)
        return NP_IS_TUPLE(types) ? false : bad_state(vm, "groupby");
    g->src = src;
    g->aux = np_obj(&st->hdr);
    *out = np_obj(&g->hdr);
    return true;
}

// chain.from_iterable(iterable), a classmethod of the chain type: iter() of the argument now,
// each item's iter() when reached.
static bool chain_from_iterable(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "from_iterable", kw) ||
        !np_args_count(vm, "from_iterable", argc - 1, 1, 1))
        return false;
    NpValue src;
    if (!np_iter(vm, argv[1], &src) || !np_push_root(vm, src))
        return false;
    NpIter *it = iter_of_type(vm, argv[0], "from_iterable");
    np_pop_roots(vm, 1);
    if (!it)
        return false;
    it->src = src;
    it->step = 1;
    *out = np_obj(&it->hdr);
    return true;
}

// A builtin type [name] of module itertools whose instances are native iterators (made only by
// it_native and chain_construct).
static NpType *iter_type_new(NpVM *vm, const char *name)
{
    char qual[48];  // room for itertools.combinations_with_replacement
    snprintf(qual, sizeof qual, "itertools.%s", name);
    // The qualified name is what the reprs show (<class 'itertools.chain'>), as re's types do.
    return np_builtin_type_new(vm, name, qual, vm->types[NP_TYPE_OBJECT], OBJ_ITER, 0,
                               sizeof(NpType));
}

// Makes the native iterator types and puts them in the module's globals as "_iter_types" (in
// the order of iter_type_names); the chain type gets its constructor and from_iterable.
static bool add_iter_types(NpVM *vm, NpModuleObj *mod)
{
    NpTuple *types = np_tuple_new(vm, N_ITER_TYPES);
    NpStr *key = types ? np_intern_cstr(vm, "_iter_types") : NULL;
    if (!key || !np_dict_set_str(vm, mod->globals, key, np_obj(&types->hdr)))
        return false;
    for (int k = 0; k < N_ITER_TYPES; k++) {
        NpType *t = iter_type_new(vm, iter_type_names[k]);
        if (!t)
            return false;
        types->items[k] = np_obj(&t->hdr);
    }
    // groupby's groups are made from its "_types" (the same tuple) by groupby_next.
    NpType *groupby = NP_AS_TYPE(types->items[5]);
    groupby->construct = groupby_construct;
    NpStr *tkey = np_intern_cstr(vm, "_types");
    if (!tkey || !np_dict_set_str(vm, groupby->dict, tkey, np_obj(&types->hdr)))
        return false;
    NpType *chain = NP_AS_TYPE(types->items[0]);
    chain->construct = chain_construct;
    NpNative *fi = np_native_new(vm, "from_iterable", chain_from_iterable, chain);
    NpStr *name = fi ? np_intern_cstr(vm, "from_iterable") : NULL;
    if (!name)
        return false;
    fi->hdr.flags = NP_NATIVE_CLASSMETHOD;
    return np_dict_set_str(vm, chain->dict, name, np_obj(&fi->hdr));
}

// Calling itertools type [t] whose arguments a Python wrapper checks (count, islice, ...): the
// wrapper, kept in the type's dict under "__np_make__" (a dunder, so no script reaches it on a
// builtin type), runs with the call's arguments and returns the native iterator.
static bool wrapped_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                              NpValue *out)
{
    // The type's dict holds that one entry (_as_type put it there): found by a scan of the
    // entries, cheaper than interning the name for a probe.
    const NpDictEntry *e = t->dict->entries;
    for (size_t k = 0; k < t->dict->nentries; k++) {
        if (NP_IS_STR(e[k].key) && NP_AS_STR(e[k].key)->len == 11 &&
            memcmp(NP_AS_STR(e[k].key)->data, "__np_make__", 11) == 0 &&
            NP_IS_KIND(e[k].value, OBJ_FUNCTION))
            return np_call(vm, e[k].value, argc, argv, kw, out);
    }
    return bad_state(vm, t->name->data);
}

// The longest range combo_construct turns into a pool itself.
#define COMBO_RANGE_MAX 4096

// Checks the arguments of a call of combinations, combinations_with_replacement or
// permutations ([perm]: r optional) as CPython's argument clinic does, with its messages
// ("combinations() missing required argument 'r' (pos 2)", "takes at most 2 arguments"),
// before the Python wrapper, whose own binding would word them as a Python function's.
static bool combo_args_ok(NpVM *vm, const NpType *t, bool perm, int argc, NpValue *argv,
                          NpTuple *kw)
{
    static const char *const names[] = {"iterable", "r"};
    NpValue bound[2];
    return np_args_bind(vm, t->name->data, argc, argv, kw, names, 2, 2, perm ? 1 : 2, bound);
}

// Calling combinations, combinations_with_replacement or permutations (type [t]): with an
// exact list, tuple or small range and a small int r (or, for permutations, no r or None),
// the iterator is made here, as the Python wrapper would make it (`pool = tuple(iterable)`,
// which has no side effect for these, then checks that pass for such an r, then _native);
// every other call (keywords, another iterable, any other r, which may raise) runs the
// wrapper. The wrapper's frame, its tuple() and isinstance calls and _native's type lookup
// cost ~2 300 instructions per iterator, which music_harmony pays 61 000 times.
static bool combo_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                            NpValue *out)
{
    bool perm = t->name->data[0] == 'p';
    int kind = perm ? ITER_PERMUTATIONS : t->name->len == 12 ? ITER_COMBINATIONS : ITER_CWR;
    NpValue src = argc >= 1 ? argv[0] : np_undef();
    bool list = NP_IS_LIST(src) && NP_OBJ(src)->type == vm->types[NP_TYPE_LIST];
    bool tuple = NP_IS_TUPLE(src) && NP_OBJ(src)->type == vm->types[NP_TYPE_TUPLE];
    // A range of at most COMBO_RANGE_MAX ints (`combinations(range(4), 2)`); a longer one takes
    // the wrapper, whose tuple() raises as CPython's when it does not fit.
    const NpRange *rg = NP_IS_KIND(src, OBJ_RANGE) ? (const NpRange *)NP_AS_OBJ(src) : NULL;
    bool range = rg && !rg->big && rg->len >= 0 && rg->len <= COMBO_RANGE_MAX;
    bool plain_r = argc == 2 && small_count(argv[1]);
    bool no_r = perm && (argc == 1 || (argc == 2 && NP_IS_NONE(argv[1])));
    if ((kw && kw->n) || !(list || tuple || range) || !(plain_r || no_r))
        return combo_args_ok(vm, t, perm, argc, argv, kw) &&
               wrapped_construct(vm, t, argc, argv, kw, out);
    NpValue pool = src;
    if (!tuple) {
        size_t n = list ? NP_AS_LIST(src)->n : (size_t)rg->len;
        if (!np_charge_items(vm, n))
            return false;
        NpTuple *pt = list ? np_tuple_from(vm, NP_AS_LIST(src)->items, n) : np_tuple_new(vm, n);
        if (!pt)
            return false;
        if (range) {
            for (size_t k = 0; k < n; k++)
                pt->items[k] = np_int(rg->start + (int64_t)k * rg->step);
        }
        pool = np_obj(&pt->hdr);
    }
    NpValue r = no_r ? np_int((int64_t)NP_AS_TUPLE(pool)->n) : np_int(argv[1].u.i);
    if (!np_push_root(vm, pool))
        return false;
    NpIter *it = iter_alloc(vm, t, kind);
    bool ok = it && np_push_root(vm, np_obj(&it->hdr));
    if (ok) {
        ok = combo_setup(vm, it, pool, r);
        np_pop_roots(vm, 1);
        *out = np_obj(&it->hdr);
    }
    np_pop_roots(vm, 1);
    return ok;
}

// True when type [t] is named [name].
static bool named(const NpType *t, const char *name)
{
    return t->name->len == strlen(name) && memcmp(t->name->data, name, t->name->len) == 0;
}

// _as_type(type, wrapper): makes calling the native iterator type [type] run the Python
// function [wrapper] (wrapped_construct), so the module's name is the type itself, as in
// CPython (isinstance(x, itertools.count), type(x) is itertools.count); returns the type.
static bool it_as_type(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_as_type", kw) || !np_args_count(vm, "_as_type", argc, 2, 2))
        return false;
    if (!NP_IS_KIND(argv[0], OBJ_TYPE) || !NP_IS_KIND(argv[1], OBJ_FUNCTION) ||
        NP_AS_TYPE(argv[0])->inst_kind != OBJ_ITER)
        return bad_state(vm, "_as_type");
    NpType *t = NP_AS_TYPE(argv[0]);
    NpStr *key = np_intern_cstr(vm, "__np_make__");
    if (!key || !np_dict_set_str(vm, t->dict, key, argv[1]))
        return false;
    // combinations, combinations_with_replacement and permutations make the common calls
    // themselves (combo_construct).
    t->construct = named(t, "combinations") || named(t, "combinations_with_replacement") ||
                           named(t, "permutations")
                       ? combo_construct
                       : wrapped_construct;
    *out = argv[0];
    return true;
}

static const NpMethodDef itertools_natives[] = {
    {"_pick", it_pick, 0},           {"_comb_next", it_comb_next, 0},
    {"_cwr_next", it_cwr_next, 0},   {"_perm_next", it_perm_next, 0},
    {"_prod_next", it_prod_next, 0}, {"_native", it_native, 0},
    {"_as_type", it_as_type, 0},     {NULL, NULL, 0},
};

static bool itertools_init(NpVM *vm, NpModuleObj *mod)
{
    return nplib_add_natives(vm, mod, itertools_natives) && add_iter_types(vm, mod) &&
           nplib_exec_source(vm, mod, itertools_src, "itertools.py");
}

bool nplib_register_itertools(NpVM *vm)
{
    return npvm_register_module(vm, "itertools", itertools_init);
}
