/*
 * np_range.c - range objects and slice objects, including
 * CPython's PySlice_Unpack + PySlice_AdjustIndices logic for resolving a slice against a length.
 */
#include "np_runtime.h"

/*
 * A range keeps int64 fields for the common case. When a bound, the length, or a value one step
 * past either end does not fit in int64 (range(2**70), range(0, 2**64, 2**62)), it is "big": the
 * exact values live in [bstart], [bstop], [bstep], [blen] and every operation goes through the
 * mpz functions below (np_range_item, np_range_find, np_range_slice, np_range_equal).
 */

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

// True when a range can use the int64 fields alone: its bounds and length fit, and so do the
// values one step before its start and one step past its end (what iteration, reversal and
// slicing compute), so no int64 arithmetic on it can overflow.
static bool range_fits(int64_t start, int64_t stop, int64_t step, int64_t len) {
    if (len < 0) return false;
    __int128 past = (__int128)start + (__int128)len * step;
    __int128 before = (__int128)start - step;
    (void)stop;
    return past >= INT64_MIN && past <= INT64_MAX && before >= INT64_MIN && before <= INT64_MAX;
}

// Fills the exact (NpValue) fields of a big range from mpz values.
static bool range_set_big(NpVM *vm, NpRange *r, mpz_t start, mpz_t stop, mpz_t step, mpz_t len) {
    r->big = true;
    r->bstart = r->bstop = r->bstep = r->blen = np_int(0);
    return np_int_from_mpz(vm, start, &r->bstart) && np_int_from_mpz(vm, stop, &r->bstop) &&
           np_int_from_mpz(vm, step, &r->bstep) && np_int_from_mpz(vm, len, &r->blen);
}

// CPython's compute_range_length on mpz values.
static void mpz_range_len(mpz_t len, const mpz_t start, const mpz_t stop, const mpz_t step) {
    int s = mpz_sgn(step);
    if ((s > 0 && mpz_cmp(start, stop) < 0) || (s < 0 && mpz_cmp(start, stop) > 0)) {
        mpz_sub(len, stop, start);
        if (s > 0) mpz_sub_ui(len, len, 1);
        else mpz_add_ui(len, len, 1);
        mpz_tdiv_q(len, len, step);
        mpz_add_ui(len, len, 1);
    } else {
        mpz_set_ui(len, 0);
    }
}

// True when [z] fits in int64.
static bool mpz_fits_i64(const mpz_t z) {
    return mpz_sizeinbase(z, 2) <= 63;
}

// Makes a range from mpz bounds: the int64 representation when range_fits, else a big one.
static NpRange *range_from_mpz(NpVM *vm, mpz_t start, mpz_t stop, mpz_t step) {
    NpRange *r = (NpRange *)np_alloc_obj(vm, sizeof(NpRange), OBJ_RANGE, vm->types[NP_TYPE_RANGE]);
    if (!r) return NULL;
    mpz_t len;
    mpz_init(len);
    mpz_range_len(len, start, stop, step);
    bool small = mpz_fits_i64(start) && mpz_fits_i64(stop) && mpz_fits_i64(step) &&
                 mpz_fits_i64(len);
    r->big = false;
    r->bstart = r->bstop = r->bstep = r->blen = np_undef();
    r->len = mpz_fits_i64(len) ? (int64_t)mpz_get_si(len) : -1;
    if (small) {
        r->start = (int64_t)mpz_get_si(start);
        r->stop = (int64_t)mpz_get_si(stop);
        r->step = (int64_t)mpz_get_si(step);
        small = range_fits(r->start, r->stop, r->step, r->len);
    }
    bool ok = small || range_set_big(vm, r, start, stop, step, len);
    mpz_clear(len);
    return ok ? r : NULL;
}

NpRange *np_range_new(NpVM *vm, int64_t start, int64_t stop, int64_t step) {
    if (step == 0) {
        np_raisef(vm, NP_TYPE_VALUEERROR, "range() arg 3 must not be zero");
        return NULL;
    }
    int64_t len = range_len(start, stop, step);
    if (!range_fits(start, stop, step, len)) {
        mpz_t a, b, c;
        mpz_init_set_si(a, start);
        mpz_init_set_si(b, stop);
        mpz_init_set_si(c, step);
        NpRange *r = range_from_mpz(vm, a, b, c);
        mpz_clears(a, b, c, NULL);
        return r;
    }
    // Every field is written below, so a recycled block need not be zeroed first.
    NpRange *r =
        (NpRange *)np_alloc_obj_uninit(vm, sizeof(NpRange), OBJ_RANGE, vm->types[NP_TYPE_RANGE]);
    if (!r) return NULL;
    r->start = start;
    r->stop = stop;
    r->step = step;
    r->len = len;
    r->big = false;
    r->bstart = r->bstop = r->bstep = r->blen = np_undef();
    return r;
}

bool np_range_make(NpVM *vm, NpValue start, NpValue stop, NpValue step, NpValue *out) {
    if (start.tag == NP_T_INT && stop.tag == NP_T_INT && step.tag == NP_T_INT) {
        // Small ints (the usual range(n)): no mpz arithmetic (np_range_new still makes a big
        // range when one step past an end would not fit in int64).
        NpRange *r = np_range_new(vm, start.u.i, stop.u.i, step.u.i);
        if (!r) return false;
        *out = np_obj(&r->hdr);
        return true;
    }
    mpz_t a, b, c;
    mpz_inits(a, b, c, NULL);
    np_int_to_mpz(start, a);
    np_int_to_mpz(stop, b);
    np_int_to_mpz(step, c);
    NpRange *r = NULL;
    if (mpz_sgn(c) == 0) np_raisef(vm, NP_TYPE_VALUEERROR, "range() arg 3 must not be zero");
    else r = range_from_mpz(vm, a, b, c);
    mpz_clears(a, b, c, NULL);
    if (!r) return false;
    *out = np_obj(&r->hdr);
    return true;
}

NpValue np_range_field(const NpRange *r, int which) {
    if (r->big) {
        NpValue f[4] = {r->bstart, r->bstop, r->bstep, r->blen};
        return f[which];
    }
    int64_t f[4] = {r->start, r->stop, r->step, r->len};
    return np_int(f[which]);
}

// Loads field [which] of [r] (0 start, 1 stop, 2 step, 3 length) into the initialized [z].
static void field_mpz(const NpRange *r, int which, mpz_t z) {
    np_int_to_mpz(np_range_field(r, which), z);
}

bool np_range_at(NpVM *vm, const NpRange *r, const mpz_t i, NpValue *out) {
    mpz_t v, t;
    mpz_inits(v, t, NULL);
    field_mpz(r, 0, v);
    field_mpz(r, 2, t);
    mpz_addmul(v, t, i);
    bool ok = np_int_from_mpz(vm, v, out);
    mpz_clears(v, t, NULL);
    return ok;
}

bool np_range_item(NpVM *vm, const NpRange *r, NpValue index, NpValue *out) {
    mpz_t i, len;
    mpz_inits(i, len, NULL);
    np_int_to_mpz(index, i);
    field_mpz(r, 3, len);
    if (mpz_sgn(i) < 0) mpz_add(i, i, len);
    bool ok;
    if (mpz_sgn(i) < 0 || mpz_cmp(i, len) >= 0)
        ok = np_raisef(vm, NP_TYPE_INDEXERROR, "range object index out of range");
    else
        ok = np_range_at(vm, r, i, out);
    mpz_clears(i, len, NULL);
    return ok;
}

bool np_range_find(NpVM *vm, const NpRange *r, NpValue v, NpValue *index) {
    mpz_t off, start, step, len;
    mpz_inits(off, start, step, len, NULL);
    np_int_to_mpz(v, off);
    field_mpz(r, 0, start);
    field_mpz(r, 2, step);
    field_mpz(r, 3, len);
    mpz_sub(off, off, start);
    bool ok = true;
    *index = np_undef();
    if (mpz_divisible_p(off, step)) {
        mpz_divexact(off, off, step);
        if (mpz_sgn(off) >= 0 && mpz_cmp(off, len) < 0) ok = np_int_from_mpz(vm, off, index);
    }
    mpz_clears(off, start, step, len, NULL);
    return ok;
}

bool np_range_equal(const NpRange *a, const NpRange *b) {
    if (np_int_cmp(np_range_field(a, 3), np_range_field(b, 3)) != 0) return false;
    if (a->len == 0) return true;
    if (np_int_cmp(np_range_field(a, 0), np_range_field(b, 0)) != 0) return false;
    return a->len == 1 || np_int_cmp(np_range_field(a, 2), np_range_field(b, 2)) == 0;
}

// A slice bound [v] that is an instance of a user class with __index__ (x[Idx():]): its
// index as np_index gives it, into [*out]. False without an exception when it has none.
static bool user_slice_index(NpVM *vm, NpValue v, int64_t *out, bool *raised) {
    NpValue fn;
    *raised = false;
    if (!NP_IS_OBJ(v) || !(NP_OBJ(v)->type->tflags & NP_TF_USER) ||
        !np_lookup_special(vm, v, "__index__", &fn))
        return false;
    *raised = !np_index(vm, v, out);
    return !*raised;
}

// One bound of a slice as an mpz: None leaves [z] at [dflt]; ints are taken exactly.
static bool slice_bound(NpVM *vm, NpValue v, mpz_t z) {
    if (NP_IS_NONE(v)) return true;
    if (v.tag == NP_T_INT || v.tag == NP_T_BOOL || NP_IS_BIGINT(v)) {
        np_int_to_mpz(v, z);
        return true;
    }
    int64_t i;
    bool raised;
    if (user_slice_index(vm, v, &i, &raised)) {
        mpz_set_si(z, (long)i);
        return true;
    }
    return !raised && np_raisef(vm, NP_TYPE_TYPEERROR, "slice indices must be integers or None "
                                "or have an __index__ method");
}

// Clamps the slice bound [i] against [len] (CPython's _PySlice_GetLongIndices).
static void clamp_bound(mpz_t i, const mpz_t len, bool neg_step) {
    if (mpz_sgn(i) < 0) {
        mpz_add(i, i, len);
        if (mpz_sgn(i) < 0) mpz_set_si(i, neg_step ? -1 : 0);
    } else if (mpz_cmp(i, len) >= 0) {
        mpz_set(i, len);
        if (neg_step) mpz_sub_ui(i, i, 1);
    }
}

bool np_range_slice(NpVM *vm, const NpRange *r, NpSlice *s, NpValue *out) {
    mpz_t a, b, st, len, rs, rstep;
    mpz_inits(a, b, st, len, rs, rstep, NULL);
    field_mpz(r, 3, len);
    field_mpz(r, 0, rs);
    field_mpz(r, 2, rstep);
    mpz_set_ui(st, 1);
    bool ok = slice_bound(vm, s->step, st);
    if (ok && mpz_sgn(st) == 0)
        ok = np_raisef(vm, NP_TYPE_VALUEERROR, "slice step cannot be zero");
    if (ok) {
        bool neg = mpz_sgn(st) < 0;
        if (neg) {
            mpz_sub_ui(a, len, 1);
            mpz_set_si(b, -1);
        } else {
            mpz_set_ui(a, 0);
            mpz_set(b, len);
        }
        bool has_a = !NP_IS_NONE(s->start), has_b = !NP_IS_NONE(s->stop);
        ok = slice_bound(vm, s->start, a) && slice_bound(vm, s->stop, b);
        if (ok && has_a) clamp_bound(a, len, neg);
        if (ok && has_b) clamp_bound(b, len, neg);
    }
    if (ok) {
        // new start = rs + a*rstep, new stop = rs + b*rstep, new step = st*rstep.
        mpz_mul(a, a, rstep);
        mpz_add(a, a, rs);
        mpz_mul(b, b, rstep);
        mpz_add(b, b, rs);
        mpz_mul(st, st, rstep);
        NpRange *nr = range_from_mpz(vm, a, b, st);
        ok = nr != NULL;
        if (ok) *out = np_obj(&nr->hdr);
    }
    mpz_clears(a, b, st, len, rs, rstep, NULL);
    return ok;
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
    bool raised;
    if (user_slice_index(vm, v, out, &raised)) return true;
    return !raised && np_raisef(vm, NP_TYPE_TYPEERROR, "slice indices must be integers or None "
                                "or have an __index__ method");
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

// One bound of a step-1 slice when it is None or a small int: *out is [dflt] or the int.
// False for anything else (bigints, __index__ objects), which the general path handles.
static inline bool plain_bound(NpValue v, int64_t dflt, int64_t *out) {
    if (NP_IS_NONE(v)) {
        *out = dflt;
        return true;
    }
    if (v.tag != NP_T_INT) return false;
    *out = v.u.i;
    return true;
}

bool np_slice_indices(NpVM *vm, NpSlice *s, int64_t len, int64_t *start, int64_t *stop,
                      int64_t *step, int64_t *count) {
    int64_t a, b;
    // The common `xs[i:j]`: no step and int or omitted bounds, resolved without the calls and
    // the division of the general path below (same clamping, step 1).
    if (NP_IS_NONE(s->step) && plain_bound(s->start, 0, &a) && plain_bound(s->stop, len, &b)) {
        adjust_bound(&a, len, 1);
        adjust_bound(&b, len, 1);
        *start = a;
        *stop = b;
        *step = 1;
        *count = a < b ? b - a : 0;
        return true;
    }
    int64_t st = 1;
    if (!slice_index(vm, s->step, &st)) return false;
    if (st == 0) return np_raisef(vm, NP_TYPE_VALUEERROR, "slice step cannot be zero");
    // -step must not overflow (CPython clamps to -PY_SSIZE_T_MAX the same way).
    if (st < -INT64_MAX) st = -INT64_MAX;
    a = st < 0 ? INT64_MAX : 0;
    b = st < 0 ? INT64_MIN : INT64_MAX;
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
