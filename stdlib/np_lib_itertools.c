/*
 * np_lib_itertools.c - the `itertools` module. The module is written in Nearly Python
 * (stdlib/np_lib_itertools.py, embedded at build time); see docs/stdlib.md for its surface.
 * The combinatoric generators (product, permutations, combinations,
 * combinations_with_replacement) step their index lists and build each result tuple with the
 * private natives below, put in the module's globals before its source runs: one native call
 * per item instead of a Python index loop plus tuple(generator expression).
 * Capabilities: none (pure computation).
 */
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

// Advances the indices of combinations ([replace] false) or combinations_with_replacement
// (true) as CPython does and returns the next tuple, or None when they were the last: the
// rightmost index below its largest value (i + n - r, or n - 1 with replacement) goes up by one,
// and the indices after it follow it (counting up, or equal to it with replacement).
static bool comb_step(NpVM *vm, const char *name, bool replace, int argc, NpValue *argv,
                      NpTuple *kw, NpValue *out)
{
    NpList *idx;
    size_t r;
    if (!step_args(vm, name, argc, argv, kw, &idx, &r))
        return false;
    int64_t n = (int64_t)NP_AS_TUPLE(argv[0])->n;
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
    return pick(vm, name, argv[0], idx, r, out);
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

static const NpMethodDef itertools_natives[] = {
    {"_pick", it_pick, 0},           {"_comb_next", it_comb_next, 0},
    {"_cwr_next", it_cwr_next, 0},   {"_perm_next", it_perm_next, 0},
    {"_prod_next", it_prod_next, 0}, {NULL, NULL, 0},
};

static bool itertools_init(NpVM *vm, NpModuleObj *mod)
{
    return nplib_add_natives(vm, mod, itertools_natives) &&
           nplib_exec_source(vm, mod, itertools_src, "itertools.py");
}

bool nplib_register_itertools(NpVM *vm)
{
    return npvm_register_module(vm, "itertools", itertools_init);
}
