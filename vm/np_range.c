/*
 * np_range.c - range objects (int64 bounds, length computed once) and slice objects, including
 * CPython's PySlice_Unpack + PySlice_AdjustIndices logic for resolving a slice against a length.
 */
#include "np_runtime.h"

/* ---------------------------------------------------------------- range */

// Number of items of range(start, stop, step) (step != 0), or -1 when it exceeds INT64_MAX
// (len() of such a range raises OverflowError, as in CPython).
static int64_t range_len(int64_t start, int64_t stop, int64_t step) {
    uint64_t span, ustep;
    if (step > 0) {
        if (start >= stop) return 0;
        span = (uint64_t)stop - (uint64_t)start;
        ustep = (uint64_t)step;
    } else {
        if (start <= stop) return 0;
        span = (uint64_t)start - (uint64_t)stop;
        ustep = -(uint64_t)step;
    }
    uint64_t n = (span - 1) / ustep + 1;
    return n > (uint64_t)INT64_MAX ? -1 : (int64_t)n;
}

NpRange *np_range_new(NpVM *vm, int64_t start, int64_t stop, int64_t step) {
    if (step == 0) {
        np_raisef(vm, NP_TYPE_VALUEERROR, "range() arg 3 must not be zero");
        return NULL;
    }
    NpRange *r = (NpRange *)np_alloc_obj(vm, sizeof(NpRange), OBJ_RANGE, vm->types[NP_TYPE_RANGE]);
    if (!r) return NULL;
    r->start = start;
    r->stop = stop;
    r->step = step;
    r->len = range_len(start, stop, step);
    return r;
}

/* ---------------------------------------------------------------- slice */

NpSlice *np_slice_new(NpVM *vm, NpValue start, NpValue stop, NpValue step) {
    NpSlice *s = (NpSlice *)np_alloc_obj(vm, sizeof(NpSlice), OBJ_SLICE, vm->types[NP_TYPE_SLICE]);
    if (!s) return NULL;
    s->start = start;
    s->stop = stop;
    s->step = step;
    return s;
}

// Converts a slice bound to int64, clamping big ints to the int64 range like CPython's
// _PyEval_SliceIndex clamps to Py_ssize_t. None leaves *out untouched.
static bool slice_index(NpVM *vm, NpValue v, int64_t *out) {
    if (NP_IS_NONE(v)) return true;
    if (v.tag == NP_T_INT || v.tag == NP_T_BOOL) {
        *out = v.u.i;
        return true;
    }
    if (NP_IS_BIGINT(v)) {
        *out = mpz_sgn(NP_AS_BIGINT(v)->z) < 0 ? INT64_MIN : INT64_MAX;
        return true;
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR,
                     "slice indices must be integers or None or have an __index__ method");
}

// Clamps [*i] into the valid range for a sequence of [len] items (PySlice_AdjustIndices).
static void adjust_bound(int64_t *i, int64_t len, int64_t step) {
    if (*i < 0) {
        *i += len;
        if (*i < 0) *i = step < 0 ? -1 : 0;
    } else if (*i >= len) {
        *i = step < 0 ? len - 1 : len;
    }
}

bool np_slice_indices(NpVM *vm, NpSlice *s, int64_t len, int64_t *start, int64_t *stop,
                      int64_t *step, int64_t *count) {
    int64_t st = 1;
    if (!slice_index(vm, s->step, &st)) return false;
    if (st == 0) return np_raisef(vm, NP_TYPE_VALUEERROR, "slice step cannot be zero");
    // -step must not overflow (CPython clamps to -PY_SSIZE_T_MAX the same way).
    if (st < -INT64_MAX) st = -INT64_MAX;
    int64_t a = st < 0 ? INT64_MAX : 0;
    int64_t b = st < 0 ? INT64_MIN : INT64_MAX;
    if (!slice_index(vm, s->start, &a) || !slice_index(vm, s->stop, &b)) return false;
    adjust_bound(&a, len, st);
    adjust_bound(&b, len, st);
    int64_t n = 0;
    if (st < 0) {
        if (b < a) n = (int64_t)(((uint64_t)a - (uint64_t)b - 1) / (uint64_t)(-st) + 1);
    } else {
        if (a < b) n = (int64_t)(((uint64_t)b - (uint64_t)a - 1) / (uint64_t)st + 1);
    }
    *start = a;
    *stop = b;
    *step = st;
    *count = n;
    return true;
}
