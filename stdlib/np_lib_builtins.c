/*
 * np_lib_builtins.c - the builtin functions (print, len, sorted, min, round, isinstance, ...) and
 * the constructors of range, slice, enumerate, zip, map, filter, reversed, object and type.
 *
 * Every function reproduces CPython 3.11's results and error messages. Natives that call back
 * into Python (key functions, user __eq__, iterators of map objects) root what they created
 * before such calls; their arguments are already rooted by the caller.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "np_descr.h"
#include "np_interp.h"
#include "np_lib.h"
#include "np_runtime.h"

/* ---------------------------------------------------------------- small helpers */

// The value of keyword argument [k] of a native call, by position in [kwnames].
static NpValue kwvalue(int argc, NpValue *argv, NpTuple *kwnames, size_t k)
{
    return argv[argc - (int)kwnames->n + (int)k];
}

// True when keyword [k] of [kwnames] is [name].
static bool kwis(NpTuple *kwnames, size_t k, const char *name)
{
    NpStr *s = NP_AS_STR(kwnames->items[k]);
    return strlen(name) == s->len && memcmp(name, s->data, s->len) == 0;
}

// Raises "'x' is an invalid keyword argument for f()" for keyword [k].
static bool bad_kw(NpVM *vm, NpTuple *kwnames, size_t k, const char *fname)
{
    return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' is an invalid keyword argument for %s()",
                     NP_AS_STR(kwnames->items[k])->data, fname);
}

// Writes [n] bytes to the script's standard output, charging the budget first like other text
// work (1 unit per NP_COST_TEXT_BYTES, at least 1): printing was free, so `while True:
// print(s)` sent gigabytes to the host's sink before the timeout stopped it (escape corpus,
// res_print_flood.py). False with BudgetExceeded (or a timeout) pending.
static bool write_out(NpVM *vm, const char *s, size_t n)
{
    if (!np_budget_charge(vm, np_cost_text(n) + 1))
        return false;
    if (vm->write_out && n > 0)
        vm->write_out(vm->write_ud, s, n);
    return true;
}

// Stores a new object into [*out]; false (MemoryError pending) when [o] is NULL.
static bool ret_obj(void *o, NpValue *out)
{
    if (!o)
        return false;
    *out = np_obj((NpObject *)o);
    return true;
}

/* ---------------------------------------------------------------- print, len, repr, ascii */

// Checks that print's sep/end argument is None or a str.
static bool check_sep(NpVM *vm, NpValue v, const char *what)
{
    if (NP_IS_UNDEF(v) || NP_IS_NONE(v) || NP_IS_STR(v))
        return true;
    return np_raisef(vm, NP_TYPE_TYPEERROR, "%s must be None or a string, not %s", what,
                     np_type_name(vm, v));
}

// Writes one piece of print's output: to the VM's output sink, or, when print got a file
// ([write] is its bound write method, rooted by the caller), as file.write(piece) the way
// CPython prints to a file (sys.stdout, sys.stderr or any object with a write method).
static bool print_piece(NpVM *vm, NpValue write, NpStr *piece, const char *s, size_t n)
{
    if (NP_IS_UNDEF(write))
        return write_out(vm, s, n);
    if (!piece && !(piece = np_str_new(vm, s, n)))
        return false;
    NpValue arg = np_obj(&piece->hdr), ignored;
    return np_call_rooted(vm, write, 1, &arg, &ignored);
}

// Calls file.flush() for print(..., file=f, flush=True).
static bool print_flush(NpVM *vm, NpValue file)
{
    NpStr *name = np_intern_cstr(vm, "flush");
    NpValue fn, ignored;
    if (!name || !np_getattr(vm, file, name, &fn) || !np_push_root(vm, fn))
        return false;
    bool ok = np_call_rooted(vm, fn, 0, NULL, &ignored);
    np_pop_roots(vm, 1);
    return ok;
}

// Writes print's objects, separators and end (see bi_print).
static bool print_all(NpVM *vm, NpValue write, int nargs, NpValue *argv, NpValue sep, NpValue end)
{
    NpStr *sep_s = NP_IS_STR(sep) ? NP_AS_STR(sep) : NULL;
    NpStr *end_s = NP_IS_STR(end) ? NP_AS_STR(end) : NULL;
    for (int i = 0; i < nargs; i++) {
        if (i > 0 && !(sep_s ? print_piece(vm, write, sep_s, sep_s->data, sep_s->len)
                             : print_piece(vm, write, NULL, " ", 1)))
            return false;
        NpStr *s = np_to_str(vm, argv[i]);
        if (!s || !print_piece(vm, write, s, s->data, s->len))
            return false;
    }
    return end_s ? print_piece(vm, write, end_s, end_s->data, end_s->len)
                 : print_piece(vm, write, NULL, "\n", 1);
}

// print(*objects, sep=' ', end='\n', file=None, flush=False); each piece is written as soon as
// it is converted, like CPython, so an error in str() of a later argument keeps earlier output.
static bool bi_print(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int nargs = NPLIB_NPOS(argc, kw);
    NpValue sep = np_undef(), end = np_undef(), file = np_undef(), flush = np_undef();
    for (size_t k = 0; kw && k < kw->n; k++) {
        NpValue v = kwvalue(argc, argv, kw, k);
        if (kwis(kw, k, "sep"))
            sep = v;
        else if (kwis(kw, k, "end"))
            end = v;
        else if (kwis(kw, k, "file"))
            file = v;
        else if (kwis(kw, k, "flush"))
            flush = v;
        else
            return bad_kw(vm, kw, k, "print");
    }
    if (!check_sep(vm, sep, "sep") || !check_sep(vm, end, "end"))
        return false;
    if (NP_IS_UNDEF(file) || NP_IS_NONE(file)) {
        if (!print_all(vm, np_undef(), nargs, argv, sep, end))
            return false;
        *out = np_none();
        return true;
    }
    NpStr *name = np_intern_cstr(vm, "write");
    NpValue write;
    if (!name || !np_getattr(vm, file, name, &write) || !np_push_root(vm, write))
        return false;
    bool ok = print_all(vm, write, nargs, argv, sep, end);
    np_pop_roots(vm, 1);
    if (!ok)
        return false;
    if (!NP_IS_UNDEF(flush)) {
        bool truth;
        if (!np_truthy(vm, flush, &truth) || (truth && !print_flush(vm, file)))
            return false;
    }
    *out = np_none();
    return true;
}

// Checks the "f(x)" shape shared by the one-argument builtins.
static bool one_arg(NpVM *vm, const char *fname, int argc, NpTuple *kw)
{
    return np_args_nokw(vm, fname, kw) && np_args_count(vm, fname, argc, 1, 1);
}

bool np_builtin_len(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int64_t n;
    if (!one_arg(vm, "len", argc, kw) || !np_len(vm, argv[0], &n))
        return false;
    *out = np_int(n);
    return true;
}

static bool bi_repr(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return one_arg(vm, "repr", argc, kw) && ret_obj(np_repr(vm, argv[0]), out);
}

static bool bi_ascii(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return one_arg(vm, "ascii", argc, kw) && ret_obj(nplib_ascii(vm, argv[0]), out);
}

/* ---------------------------------------------------------------- iteration builtins */

// iter(obj) or iter(callable, sentinel).
static bool bi_iter(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "iter", kw) || !np_args_count(vm, "iter", argc, 1, 2))
        return false;
    if (argc == 1)
        return np_iter(vm, argv[0], out);
    NpValue f = argv[0];
    bool ok = NP_IS_OBJ(f) && (NP_KIND(f) == OBJ_FUNCTION || NP_KIND(f) == OBJ_NATIVE ||
                               NP_KIND(f) == OBJ_BOUND || NP_KIND(f) == OBJ_TYPE);
    if (!ok && NP_IS_KIND(f, OBJ_INSTANCE)) {
        NpValue call;
        ok = np_getattr(vm, f, np_intern_cstr(vm, "__call__"), &call);
        if (!ok)
            np_exc_clear(vm);
    }
    if (!ok)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "iter(v, w): v must be callable");
    NpIter *it = nplib_iter_new(vm, NP_TYPE_CALLABLE_ITERATOR, ITER_CALLABLE);
    if (!it)
        return false;
    it->src = argv[0];
    it->aux = argv[1];
    return ret_obj(it, out);
}

// next(iterator[, default]).
bool np_builtin_next(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "next", kw) || !np_args_count(vm, "next", argc, 1, 2))
        return false;
    int r = np_next(vm, argv[0], out);
    if (r < 0)
        return false;
    if (r > 0)
        return true;
    if (argc == 2) {
        *out = argv[1];
        return true;
    }
    // A generator that returned a value raises StopIteration(value).
    if (NP_IS_KIND(argv[0], OBJ_GENERATOR) && !NP_IS_NONE(*out)) {
        NpValue v = *out;
        NpTuple *args = np_tuple_from(vm, &v, 1);
        NpException *e = args ? np_exc_new(vm, vm->types[NP_TYPE_STOPITERATION], args) : NULL;
        return e ? np_raise_value(vm, np_obj(&e->hdr)) : false;
    }
    return np_raise_value(vm, np_obj((NpObject *)vm->types[NP_TYPE_STOPITERATION]));
}

// The truth of a None, bool, small int or float [v]: 0 or 1; -1 for anything else.
static int plain_truth(NpValue v)
{
    if (NP_IS_BOOL(v) || NP_IS_INT(v))
        return v.u.i != 0;
    if (NP_IS_FLOAT(v))
        return v.u.f != 0.0;
    if (NP_IS_NONE(v))
        return 0;
    return -1;
}

// any()'s item sink (np_next_sink): takes the plainly false items, which change nothing.
static bool any_sink(NpVM *vm, void *ctx, NpValue item)
{
    (void)vm, (void)ctx;
    return plain_truth(item) == 0;
}

// all()'s item sink: takes the plainly true items.
static bool all_sink(NpVM *vm, void *ctx, NpValue item)
{
    (void)vm, (void)ctx;
    return plain_truth(item) == 1;
}

// any()/all()'s loop over iterator [it] ([want] true for any): the first item whose truth
// is [want] decides, else the end gives !want.
static bool any_all_loop(NpVM *vm, NpValue it, bool want, NpValue *out)
{
    NpValue item;
    if (!np_push_root(vm, it))
        return false;
    bool result = !want, ok = true;
    for (;;) {
        int r = np_next_sink(vm, it, want ? any_sink : all_sink, NULL, &item);
        bool t;
        if (r <= 0) {
            ok = r == 0;
            break;
        }
        if (!np_truthy(vm, item, &t)) {
            ok = false;
            break;
        }
        if (t == want) {
            result = want;
            break;
        }
    }
    np_pop_roots(vm, 1);
    *out = np_bool(result);
    return ok;
}

// any(iterable) when [want] is true, all(iterable) when false.
static bool any_all(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw, bool want,
                    NpValue *out)
{
    NpValue it;
    if (!one_arg(vm, fname, argc, kw) || !np_iter(vm, argv[0], &it))
        return false;
    return any_all_loop(vm, it, want, out);
}

// any()/all()'s NpDrain finish: the refused [item] (a truth that may need __bool__) decides or
// the rest of [gen] does; at the end, !want. A deciding item leaves [gen] suspended after it.
static bool any_all_finish(NpVM *vm, NpValue item, NpValue gen, bool want, NpValue *out)
{
    if (NP_IS_UNDEF(item)) {
        *out = np_bool(!want);
        return true;
    }
    bool t;
    if (!np_push_root(vm, item))
        return false;
    bool ok = np_truthy(vm, item, &t);
    np_pop_roots(vm, 1);
    if (!ok)
        return false;
    if (t == want) {
        *out = np_bool(want);
        return true;
    }
    return any_all_loop(vm, gen, want, out);
}

static bool any_finish(NpVM *vm, NpValue *state, NpValue item, NpValue *argv, NpValue *out)
{
    (void)state;
    return any_all_finish(vm, item, argv[0], true, out);
}

static bool all_finish(NpVM *vm, NpValue *state, NpValue item, NpValue *argv, NpValue *out)
{
    (void)state;
    return any_all_finish(vm, item, argv[0], false, out);
}

static bool bi_any(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return any_all(vm, "any", argc, argv, kw, true, out);
}

static bool bi_all(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return any_all(vm, "all", argc, argv, kw, false, out);
}

// sorted(iterable, /, *, key=None, reverse=False).
static bool bi_sorted(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int nargs = NPLIB_NPOS(argc, kw);
    if (nargs != 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "sorted expected 1 argument, got %d", nargs);
    NpValue key = np_undef(), rev = np_undef();
    for (size_t k = 0; kw && k < kw->n; k++) {
        if (kwis(kw, k, "key"))
            key = kwvalue(argc, argv, kw, k);
        else if (kwis(kw, k, "reverse"))
            rev = kwvalue(argc, argv, kw, k);
        else
            return bad_kw(vm, kw, k, "sort");
    }
    // As CPython, the iterable is read before reverse is converted (list.sort's C int).
    int reverse = 0;
    NpList *l = np_list_from_iter(vm, argv[0]);
    if (!l || (!NP_IS_UNDEF(rev) && !nplib_as_cint(vm, rev, &reverse)))
        return false;
    if (!nplib_sort(vm, l, key, reverse != 0))
        return false;
    return ret_obj(l, out);
}

// The state of one min()/max() call.
typedef struct MinMax {
    const char *name;
    // CMP_GT for max, CMP_LT for min.
    NpCmpOp op;
    NpValue key;
    // Index of the first of the three root slots: current key, best item, best key (the
    // item under consideration is rooted by the caller).
    size_t slot;
    NpValue best, bestkey;
    // [key] resolved once (np_call_plan) when it is set and no Python function: minmax_step's
    // calls of a native key (NULL: called by np_call).
    const NpCallPlan *plan;
    // Set by minmax_sink when the budget ran out while it compared (the error is pending and
    // the item it refused ends the loop).
    bool failed;
} MinMax;

// Considers [item], whose key is [k], as the new best of [m].
static bool minmax_keyed(NpVM *vm, MinMax *m, NpValue item, NpValue k)
{
    if (NP_IS_UNDEF(m->best)) {
        m->best = item;
        m->bestkey = k;
    } else {
        NpValue res;
        bool t;
        if (k.tag == NP_T_INT && m->bestkey.tag == NP_T_INT) {
            // Two small int keys (the usual key=lambda): compared here, no Python code.
            t = m->op == CMP_GT ? k.u.i > m->bestkey.u.i : k.u.i < m->bestkey.u.i;
        } else if (k.tag == NP_T_FLOAT && m->bestkey.tag == NP_T_FLOAT) {
            t = m->op == CMP_GT ? k.u.f > m->bestkey.u.f : k.u.f < m->bestkey.u.f;
        } else {
            // Keys that compare without running code (tuples of small ints, bools, floats and
            // strs: `key=lambda m: (m.busy, len(m.queue), m.id)`) are ordered here too.
            int c, q = np_quick_compare(vm, k, m->bestkey, &c);
            if (q < 0)
                return false;
            if (q > 0) {
                t = m->op == CMP_GT ? c > 0 : c < 0;
            } else {
                nplib_root_set(vm, m->slot, k);
                if (!np_compare(vm, m->op, k, m->bestkey, &res) || !np_truthy(vm, res, &t))
                    return false;
            }
        }
        if (t) {
            m->best = item;
            m->bestkey = k;
        }
    }
    nplib_root_set(vm, m->slot + 1, m->best);
    nplib_root_set(vm, m->slot + 2, m->bestkey);
    return true;
}

// Considers [item] as the new best of [m].
static bool minmax_step(NpVM *vm, MinMax *m, NpValue item)
{
    NpValue k = item;
    if (!NP_IS_UNDEF(m->key) && !NP_IS_NONE(m->key)) {
        if (!(m->plan ? np_call_plan_one(vm, m->plan, item, &k)
                      : np_call(vm, m->key, 1, &item, NULL, &k)))
            return false;
    }
    return minmax_keyed(vm, m, item, k);
}

// The state of min()/max() over an iterator with a key function (minmax_each).
typedef struct {
    MinMax *m;
    // The iterator, and the root slot that holds the item whose key is being computed.
    NpValue it;
    size_t slot;
} MinMaxEach;

// minmax_each's np_call_each step: the key of e->arg is e->result; the next item follows.
static int minmax_each_step(NpVM *vm, NpCallEach *e)
{
    MinMaxEach *l = e->ctx;
    if (!minmax_keyed(vm, l->m, e->arg, e->result))
        return -1;
    NpValue item;
    int r = np_next(vm, l->it, &item);
    if (r <= 0)
        return r;
    nplib_root_set(vm, l->slot, item);
    e->arg = item;
    return 1;
}

// Feeds every item of iterator [it] with its key to minmax_keyed, the key a Python function
// (np_call_each_inline) whose calls all run in one interpreter loop (np_call_each).
static bool minmax_each(NpVM *vm, MinMax *m, NpValue it)
{
    NpValue item;
    int r = np_next(vm, it, &item);
    if (r <= 0)
        return r == 0;
    MinMaxEach l = {m, it, vm->nroots};
    if (!np_push_root(vm, item))
        return false;
    NpCallEach e = {.arg = item, .step = minmax_each_step, .ctx = &l};
    bool ok = np_call_each(vm, m->key, &e);
    np_pop_roots(vm, 1);
    return ok;
}

// minmax_keyed's test of [item] against the best of [m] (its key is the item itself) by
// np_quick_compare: 2 better, 1 not better, 0 undecided, -1 on an exhausted budget. Out of
// line, so that minmax_sink's other cases save no registers for the call.
static __attribute__((noinline)) int minmax_sink_quick(NpVM *vm, const MinMax *m, NpValue item)
{
    int c, q = np_quick_compare(vm, item, m->best, &c);
    if (q <= 0)
        return q;
    return (m->op == CMP_GT ? c > 0 : c < 0) ? 2 : 1;
}

// min()/max()'s item sink (np_next_sink): without a key, takes the first item, any two small
// ints or two floats, and any pair np_quick_compare orders without Python code (strs, tuples of
// numbers and strs, big ints: `min(region)` over a set of coordinate pairs went back to
// minmax_iter and minmax_step for each item, ~300 instructions an item). A budget exhausted
// by the comparison refuses the item with m->failed set.
static bool minmax_sink(NpVM *vm, void *ctx, NpValue item)
{
    MinMax *m = ctx;
    if (!NP_IS_UNDEF(m->key) && !NP_IS_NONE(m->key))
        return false;
    bool better;
    if (NP_IS_UNDEF(m->best)) {
        better = true;
    } else if (NP_IS_INT(item) && NP_IS_INT(m->best)) {
        better = m->op == CMP_GT ? item.u.i > m->best.u.i : item.u.i < m->best.u.i;
    } else if (NP_IS_FLOAT(item) && NP_IS_FLOAT(m->best)) {
        better = m->op == CMP_GT ? item.u.f > m->best.u.f : item.u.f < m->best.u.f;
    } else {
        int q = minmax_sink_quick(vm, m, item);
        if (q <= 0) {
            m->failed = q < 0;
            return false;
        }
        better = q == 2;
    }
    if (better) {
        m->best = m->bestkey = item;
        nplib_root_set(vm, m->slot + 1, item);
        nplib_root_set(vm, m->slot + 2, item);
    }
    return true;
}

// Feeds every item of iterable [src] to minmax_step.
static bool minmax_iter(NpVM *vm, MinMax *m, NpValue src)
{
    NpValue it, item;
    if (!np_iter(vm, src, &it) || !np_push_root(vm, it))
        return false;
    if (np_call_each_inline(m->key)) {
        bool ok = minmax_each(vm, m, it);
        np_pop_roots(vm, 1);
        return ok;
    }
    for (;;) {
        int r = np_next_sink(vm, it, minmax_sink, m, &item);
        if (r <= 0 || m->failed) {
            np_pop_roots(vm, 1);
            return r == 0 && !m->failed;
        }
        if (!np_push_root(vm, item)) {
            np_pop_roots(vm, 1);
            return false;
        }
        bool ok = minmax_step(vm, m, item);
        np_pop_roots(vm, 1);
        if (!ok) {
            np_pop_roots(vm, 1);
            return false;
        }
    }
}

// min(a, b, ...) / max(a, b, ...) without keywords when every argument is a small int, or
// every one a float: the first extreme wins, as with the general loop (IEEE comparisons, so
// NaNs behave as CPython's float comparisons make them). False when the fast path does not
// apply.
static inline bool minmax_numbers(int nargs, const NpValue *argv, bool ismax, NpValue *out)
{
    uint8_t tag = argv[0].tag;
    if (tag != NP_T_INT && tag != NP_T_FLOAT)
        return false;
    for (int i = 1; i < nargs; i++)
        if (argv[i].tag != tag)
            return false;
    int best = 0;
    if (tag == NP_T_INT) {
        // The best value kept in a register (edit distances' min of three small ints).
        int64_t b = argv[0].u.i;
        for (int i = 1; i < nargs; i++) {
            int64_t x = argv[i].u.i;
            if (ismax ? x > b : x < b) {
                b = x;
                best = i;
            }
        }
        *out = argv[best];
        return true;
    }
    for (int i = 1; i < nargs; i++) {
        bool better = ismax ? argv[i].u.f > argv[best].u.f : argv[i].u.f < argv[best].u.f;
        if (better)
            best = i;
    }
    *out = argv[best];
    return true;
}

// The result of min()/max() after [m] saw every item: the best, else [dflt], else ValueError.
static bool minmax_result(NpVM *vm, const MinMax *m, NpValue dflt, NpValue *out)
{
    if (NP_IS_UNDEF(m->best)) {
        if (NP_IS_UNDEF(dflt))
            return np_raisef(vm, NP_TYPE_VALUEERROR, "%s() arg is an empty sequence", m->name);
        *out = dflt;
        return true;
    }
    *out = m->best;
    return true;
}

// min()/max()'s NpDrain sink: [ctx] is the best item so far (UNDEF before the first), taken as
// minmax_sink takes items without a key (the first item, then two small ints or two floats).
static inline bool minmax_take(NpValue *best, NpValue item, bool ismax)
{
    bool better;
    if (NP_IS_UNDEF(*best))
        better = true;
    else if (NP_IS_INT(item) && NP_IS_INT(*best))
        better = ismax ? item.u.i > best->u.i : item.u.i < best->u.i;
    else if (NP_IS_FLOAT(item) && NP_IS_FLOAT(*best))
        better = ismax ? item.u.f > best->u.f : item.u.f < best->u.f;
    else
        return false;
    if (better)
        *best = item;
    return true;
}

static bool max_drain_sink(NpVM *vm, void *ctx, NpValue item)
{
    (void)vm;
    return minmax_take(ctx, item, true);
}

static bool min_drain_sink(NpVM *vm, void *ctx, NpValue item)
{
    (void)vm;
    return minmax_take(ctx, item, false);
}

// min()/max()'s NpDrain finish: the best so far in *state, then the refused [item] and the rest
// of [gen] through the general loop (no key, no default).
static bool minmax_finish(NpVM *vm, const NpValue *state, NpValue item, NpValue gen, bool ismax,
                          NpValue *out)
{
    MinMax m = {ismax ? "max" : "min", ismax ? CMP_GT : CMP_LT, np_undef(), vm->nroots, *state,
                *state, NULL, false};
    for (int i = 0; i < 3; i++)
        if (!np_push_root(vm, i ? *state : np_none())) {
            np_pop_roots(vm, (size_t)i);
            return false;
        }
    bool ok = true;
    if (!NP_IS_UNDEF(item)) {
        ok = np_push_root(vm, item);
        if (ok) {
            ok = minmax_step(vm, &m, item);
            np_pop_roots(vm, 1);
        }
        ok = ok && minmax_iter(vm, &m, gen);
    }
    np_pop_roots(vm, 3);
    return ok && minmax_result(vm, &m, np_undef(), out);
}

static bool max_finish(NpVM *vm, NpValue *state, NpValue item, NpValue *argv, NpValue *out)
{
    return minmax_finish(vm, state, item, argv[0], true, out);
}

static bool min_finish(NpVM *vm, NpValue *state, NpValue item, NpValue *argv, NpValue *out)
{
    return minmax_finish(vm, state, item, argv[0], false, out);
}

// min() and max(): min(iterable, *, key=None, default=...) or min(a, b, *args, key=None).
static bool minmax(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out, bool ismax)
{
    if (argc >= 2 && (!kw || kw->n == 0) && minmax_numbers(argc, argv, ismax, out))
        return true;
    MinMax m = {ismax ? "max" : "min", ismax ? CMP_GT : CMP_LT, np_undef(), 0, np_undef(),
                np_undef(), NULL, false};
    int nargs = NPLIB_NPOS(argc, kw);
    if (nargs == 0)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s expected at least 1 argument, got 0", m.name);
    NpValue dflt = np_undef();
    for (size_t k = 0; kw && k < kw->n; k++) {
        if (kwis(kw, k, "key"))
            m.key = kwvalue(argc, argv, kw, k);
        else if (kwis(kw, k, "default"))
            dflt = kwvalue(argc, argv, kw, k);
        else
            return bad_kw(vm, kw, k, m.name);
    }
    if (nargs > 1 && !NP_IS_UNDEF(dflt))
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "Cannot specify a default for %s() with multiple positional arguments",
                         m.name);
    // A Python key is called by np_call (or np_call_each's loop); a native one is planned.
    NpCallPlan plan;
    if (!NP_IS_UNDEF(m.key) && !NP_IS_NONE(m.key) && !NP_IS_KIND(m.key, OBJ_FUNCTION)) {
        np_call_plan(vm, m.key, &plan);
        m.plan = &plan;
    }
    m.slot = vm->nroots;
    for (int i = 0; i < 3; i++)
        if (!np_push_root(vm, np_none())) {
            np_pop_roots(vm, (size_t)i);
            return false;
        }
    bool ok = true;
    if (nargs == 1)
        ok = minmax_iter(vm, &m, argv[0]);
    for (int i = 0; ok && nargs > 1 && i < nargs; i++)
        ok = minmax_step(vm, &m, argv[i]);
    np_pop_roots(vm, 3);
    return ok && minmax_result(vm, &m, dflt, out);
}

// max() and min() try minmax_numbers before entering minmax, whose frame (six saved
// registers, the MinMax state) would otherwise be set up for every call of two or three ints.
static bool bi_max(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (argc >= 2 && !kw && minmax_numbers(argc, argv, true, out))
        return true;
    return minmax(vm, argc, argv, kw, out, true);
}

static bool bi_min(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (argc >= 2 && !kw && minmax_numbers(argc, argv, false, out))
        return true;
    return minmax(vm, argc, argv, kw, out, false);
}

// acc + item with a fast path for small ints and floats (the result equals np_binop's).
static bool sum_add(NpVM *vm, NpValue acc, NpValue item, NpValue *out)
{
    return np_sum_fast(acc, item, out) || np_binop(vm, BINOP_ADD, acc, item, out);
}

// sum()'s item sink (np_next_sink, and its NpDrain's): [ctx] is the running total, which
// np_sum_fast updates (its results are never heap values, so the total's root slot needs no
// update).
static bool sum_sink(NpVM *vm, void *ctx, NpValue item)
{
    (void)vm;
    NpValue *acc = ctx;
    return np_sum_fast(*acc, item, acc);
}

// sum()'s loop: adds every item of iterator [it] to [acc], left to right.
static bool sum_loop(NpVM *vm, NpValue it, NpValue acc, NpValue *out)
{
    NpValue item;
    if (!np_push_root(vm, it))
        return false;
    size_t slot = vm->nroots;
    if (!np_push_root(vm, acc)) {
        np_pop_roots(vm, 1);
        return false;
    }
    bool ok;
    for (;;) {
        int r = np_next_sink(vm, it, sum_sink, &acc, &item);
        if (r <= 0) {
            ok = r == 0;
            break;
        }
        if (!(ok = sum_add(vm, acc, item, &acc)))
            break;
        nplib_root_set(vm, slot, acc);
    }
    np_pop_roots(vm, 2);
    *out = acc;
    return ok;
}

// Items sum_quick walks between two budget charges.
#define SUM_QUICK_CHUNK 4096

// sum() of an exact list or tuple, or of a deque iterated by its own native __iter__, whose
// items np_sum_fast adds all (ints without overflow, and floats): 1 with the total in
// *out, walking the items array without an iterator or a sink call per item; -1 when the budget
// charge fails. 0 with nothing raised and nothing charged when that is not the case or an item
// is not such a number; the caller then sums from the start the general way (np_sum_fast is
// pure, so the partial total is simply dropped, and the charges made so far are given back).
// The budget is charged as the iterator path charges, one per item plus one, a chunk at a time
// after the chunk's items are checked: a charge that trips falls inside a run of pure additions
// where the iterator path's per-item charges would trip too, so a limited run stops as it would.
static int sum_quick(NpVM *vm, NpValue seq, NpValue acc, NpValue *out)
{
    const NpValue *items;
    size_t n;
    if (!NP_IS_OBJ(seq))
        return 0;
    NpType *t = NP_OBJ(seq)->type;
    if (t == vm->types[NP_TYPE_LIST]) {
        items = NP_AS_LIST(seq)->items;
        n = NP_AS_LIST(seq)->n;
    } else if (t == vm->types[NP_TYPE_TUPLE]) {
        items = NP_AS_TUPLE(seq)->items;
        n = NP_AS_TUPLE(seq)->n;
    } else if (!NP_IS_KIND(seq, OBJ_INSTANCE) || !nplib_deque_window(vm, seq, &items, &n)) {
        return 0;
    }
    size_t i = 0;
    while (i < n) {
        size_t end = n - i > SUM_QUICK_CHUNK ? i + SUM_QUICK_CHUNK : n;
        for (size_t j = i; j < end; j++)
            if (!np_sum_fast(acc, items[j], &acc)) {
                np_budget_set_left(vm, np_budget_left(vm) + (int64_t)i);
                return 0;
            }
        if (!np_budget_charge(vm, (int64_t)(end - i)))
            return -1;
        i = end;
    }
    if (!np_budget_charge(vm, 1))
        return -1;
    *out = acc;
    return 1;
}

// sum(iterable, /, start=0): plain left-to-right addition, as CPython 3.11 does.
static bool bi_sum(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {NULL, "start"};
    NpValue a[2];
    if (NPLIB_NPOS(argc, kw) == 0 && argc <= 2)
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "sum() takes at least 1 positional argument (0 given)");
    // (`sum(xs)`, the usual call, skips the binder: ~70 instructions.)
    if (argc == 1 && (!kw || kw->n == 0)) {
        a[0] = argv[0];
        a[1] = np_undef();
    } else if (!np_args_bind(vm, "sum", argc, argv, kw, names, 2, 2, 1, a)) {
        return false;
    }
    NpValue acc = NP_IS_UNDEF(a[1]) ? np_int(0) : a[1];
    if (NP_IS_STR(acc))
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "sum() can't sum strings [use ''.join(seq) instead]");
    int quick = sum_quick(vm, a[0], acc, out);
    if (quick)
        return quick > 0;
    NpValue it;
    if (!np_iter(vm, a[0], &it))
        return false;
    return sum_loop(vm, it, acc, out);
}

// sum()'s NpDrain finish: the total so far in *state plus the refused [item] and the rest of
// [gen] the general way.
static bool sum_finish(NpVM *vm, NpValue *state, NpValue item, NpValue *argv, NpValue *out)
{
    NpValue gen = argv[0];
    if (NP_IS_UNDEF(item)) {
        *out = *state;
        return true;
    }
    NpValue acc;
    if (!np_push_root(vm, item))
        return false;
    bool ok = sum_add(vm, *state, item, &acc);
    np_pop_roots(vm, 1);
    return ok && sum_loop(vm, gen, acc, out);
}

// sorted()'s NpDrain finish: the list in *state gets the refused [item] and the rest of the
// generator, then is sorted (no key: a drain never has keywords).
static bool sorted_finish(NpVM *vm, NpValue *state, NpValue item, NpValue *argv, NpValue *out)
{
    NpList *l = NP_AS_LIST(*state);
    if ((!NP_IS_UNDEF(item) && !np_list_fill(vm, l, item, argv[0])) ||
        !nplib_sort(vm, l, np_none(), false))
        return false;
    *out = *state;
    return true;
}

// list(g)'s and tuple(g)'s NpDrain finishes (the CALL of the exact type, no user subclass):
// the list in *state gets the refused [item] and the rest of the generator; tuple copies it.
static bool list_of_finish(NpVM *vm, NpValue *state, NpValue item, NpValue *argv, NpValue *out)
{
    if (!NP_IS_UNDEF(item) && !np_list_fill(vm, NP_AS_LIST(*state), item, argv[0]))
        return false;
    *out = *state;
    return true;
}

static bool tuple_of_finish(NpVM *vm, NpValue *state, NpValue item, NpValue *argv, NpValue *out)
{
    if (!list_of_finish(vm, state, item, argv, out))
        return false;
    NpList *l = NP_AS_LIST(*state);
    return ret_obj(np_tuple_from(vm, l->items, l->n), out);
}

// `lst.extend(g)`'s NpDrain finish (the method of an exact list, flagged in np_lib_list.c): the
// receiver, which is the drain's state and already holds the items taken, gets the refused
// [item] and the rest of the generator appended; the call returns None.
static bool extend_finish(NpVM *vm, NpValue *state, NpValue item, NpValue *argv, NpValue *out)
{
    if (!NP_IS_UNDEF(item) && !np_list_fill(vm, NP_AS_LIST(*state), item, argv[1]))
        return false;
    *out = np_none();
    return true;
}

const NpDrain np_drains[NP_DRAIN__END - 1] = {
    {bi_sum, NP_DRAIN_ZERO, sum_sink, sum_finish},
    {bi_any, NP_DRAIN_UNDEF, any_sink, any_finish},
    {bi_all, NP_DRAIN_UNDEF, all_sink, all_finish},
    {bi_min, NP_DRAIN_UNDEF, min_drain_sink, min_finish},
    {bi_max, NP_DRAIN_UNDEF, max_drain_sink, max_finish},
    {bi_sorted, NP_DRAIN_LIST, np_drain_list_sink, sorted_finish},
    {nplib_str_join, NP_DRAIN_LIST, np_drain_list_sink, nplib_str_join_finish},
    {NULL, NP_DRAIN_LIST, np_drain_list_sink, list_of_finish},
    {NULL, NP_DRAIN_LIST, np_drain_list_sink, tuple_of_finish},
    {NULL, NP_DRAIN_SELF, np_drain_list_sink, extend_finish},
};
_Static_assert(NP_DRAIN_SUM == 1 && NP_DRAIN_JOIN == 7 && NP_DRAIN__END == 11,
               "np_drains lists the NpDrainKinds in order");

int np_drain_find(NpNativeFn fn)
{
    for (size_t k = 0; fn && k < sizeof np_drains / sizeof np_drains[0]; k++)
        if (np_drains[k].fn == fn)
            return (int)k + 1;
    return 0;
}

/* ---------------------------------------------------------------- numbers */

// True when [fn] is an unbound native method of a class in the MRO of [v]'s class (decimal's
// __abs__): calling its C function with v is what np_call would do once its unbound-self check
// passed (vm/np_call.c call_other), without that trip (~60 instructions per abs(Decimal)).
static bool native_method_of(NpValue fn, NpValue v)
{
    if (!NP_IS_KIND(fn, OBJ_NATIVE) || !NP_IS_OBJ(v))
        return false;
    const NpNative *n = (const NpNative *)NP_AS_OBJ(fn);
    return (n->hdr.flags & NP_NATIVE_METHOD) && NP_IS_UNDEF(n->self) && n->owner &&
           np_type_is_sub(NP_OBJ(v)->type, n->owner);
}

static bool bi_abs(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!one_arg(vm, "abs", argc, kw))
        return false;
    NpValue v = argv[0];
    if (NP_IS_FLOAT(v)) {
        *out = np_float(fabs(v.u.f));
        return true;
    }
    if (NP_IS_BOOL(v)) {
        *out = np_int(v.u.i);
        return true;
    }
    if (NP_IS_INT(v) && v.u.i != INT64_MIN) {
        // A negative small int negated here (`abs(r1 - r2)` of grid distances), not through
        // np_unaryop; INT64_MIN's negation is a big int, made there.
        *out = v.u.i >= 0 ? v : np_int(-v.u.i);
        return true;
    }
    // An int subclass that defines __abs__ takes it below; one that does not is an int here.
    NpValue fn;
    if (NP_IS_INT(v) ||
        (NP_IS_BIGINT(v) && (NP_OBJ(v)->type == vm->types[NP_TYPE_INT] ||
                             !np_lookup_special(vm, v, "__abs__", &fn)))) {
        if (NP_IS_BIGINT(v) && mpz_sgn(NP_AS_BIGINT(v)->z) > 0) {
            *out = v;
            return true;
        }
        return np_unaryop(vm, UNARY_USUB, v, out);
    }
    if (np_lookup_special(vm, v, "__abs__", &fn)) {
        if (native_method_of(fn, v))
            return ((NpNative *)NP_AS_OBJ(fn))->fn(vm, 1, &v, NULL, out);
        return np_call(vm, fn, 1, &v, NULL, out);
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "bad operand type for abs(): '%s'",
                     np_type_name(vm, v));
}

// Rounds [q] to the nearest integer, ties to even, into [z].
static void mpq_round_even(mpz_t z, const mpq_t q)
{
    mpz_t r, twice;
    mpz_inits(r, twice, NULL);
    mpz_fdiv_qr(z, r, mpq_numref(q), mpq_denref(q));
    mpz_mul_2exp(twice, r, 1);
    int c = mpz_cmp(twice, mpq_denref(q));
    if (c > 0 || (c == 0 && mpz_odd_p(z)))
        mpz_add_ui(z, z, 1);
    mpz_clears(r, twice, NULL);
}

// round(x, nd) for a float: the exact value scaled by 10**nd, rounded half-even, then turned back
// into the nearest double through strtod, like CPython's dtoa-based double_round.
static bool round_float_nd(NpVM *vm, double x, int64_t nd, NpValue *out)
{
    if (!isfinite(x) || nd > 323 || x == 0.0) {
        *out = np_float(x);
        return true;
    }
    if (nd < -308) {
        *out = np_float(0.0 * x);
        return true;
    }
    // Common case: the scaled value rounded exactly in 128 bits; when it is below 2**53 and
    // 10**nd is exact as a double (nd <= 22), one IEEE division gives the nearest double.
    unsigned __int128 sq;
    if (nd >= 0 && np_float_scaled_round(fabs(x), (int)nd, &sq) && sq < ((unsigned __int128)1 << 53)) {
        static const double pow10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
                                       1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19};
        double d = (double)(uint64_t)sq / pow10[nd];
        *out = np_float(x < 0 ? -d : d);
        return true;
    }
    mpq_t q;
    mpz_t p, z;
    mpq_init(q);
    mpz_inits(p, z, NULL);
    mpq_set_d(q, fabs(x));
    mpz_ui_pow_ui(p, 10, (unsigned long)(nd < 0 ? -nd : nd));
    if (nd >= 0)
        mpz_mul(mpq_numref(q), mpq_numref(q), p);
    else
        mpz_mul(mpq_denref(q), mpq_denref(q), p);
    mpq_canonicalize(q);
    mpq_round_even(z, q);
    char *digits = mpz_get_str(NULL, 10, z);
    char buf[16];
    snprintf(buf, sizeof buf, "e%lld", (long long)-nd);
    size_t n = strlen(digits) + strlen(buf) + 2;
    char *s = malloc(n);
    double d = HUGE_VAL;
    if (s) {
        snprintf(s, n, "%s%s%s", x < 0 ? "-" : "", digits, buf);
        d = strtod(s, NULL);
        free(s);
    }
    free(digits);
    mpq_clear(q);
    mpz_clears(p, z, NULL);
    if (isinf(d))
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "rounded value too large to represent");
    *out = np_float(d);
    return true;
}

// round(x) for a float: nearest int, ties to even.
static bool round_float(NpVM *vm, double x, NpValue *out)
{
    double r = round(x);
    if (fabs(x - r) == 0.5)
        r = 2.0 * round(x / 2.0);
    return nplib_double_to_int(vm, r, out);
}

// round(n, nd) for an int with nd < 0: nearest multiple of 10**-nd, ties to even.
static bool round_int_nd(NpVM *vm, NpValue v, int64_t nd, NpValue *out)
{
    mpz_t z, p, q, r, twice;
    mpz_inits(z, p, q, r, twice, NULL);
    np_int_to_mpz(v, z);
    size_t digits = mpz_sizeinbase(z, 10);
    bool ok;
    if ((uint64_t)(-(nd + 1)) >= digits) {
        *out = np_int(0);
        ok = true;
    } else {
        mpz_ui_pow_ui(p, 10, (unsigned long)-nd);
        mpz_fdiv_qr(q, r, z, p);
        mpz_mul_2exp(twice, r, 1);
        int c = mpz_cmp(twice, p);
        if (c > 0 || (c == 0 && mpz_odd_p(q)))
            mpz_add_ui(q, q, 1);
        mpz_mul(q, q, p);
        ok = np_int_from_mpz(vm, q, out);
    }
    mpz_clears(z, p, q, r, twice, NULL);
    return ok;
}

// round(number, ndigits=None).
static bool bi_round(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {"number", "ndigits"};
    NpValue a[2];
    if (!np_args_bind(vm, "round", argc, argv, kw, names, 2, 2, 1, a))
        return false;
    NpValue x = a[0];
    bool nodigits = NP_IS_UNDEF(a[1]) || NP_IS_NONE(a[1]);
    int64_t nd = 0;
    // (An int subclass's instance asks its class: its own __round__, else int's.)
    if (!nplib_is_number(x) || (NP_IS_OBJ(x) && (NP_OBJ(x)->type->tflags & NP_TF_USER))) {
        NpValue fn, args[2] = {x, a[1]};
        if (np_lookup_special(vm, x, "__round__", &fn))
            return np_call(vm, fn, nodigits ? 1 : 2, args, NULL, out);  // None: no argument
        if (!nplib_is_number(x))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "type %s doesn't define __round__ method",
                             np_type_name(vm, x));
        // (int's own rounding, of the plain int value.)
        if (!np_call_rooted(vm, np_obj(&vm->types[NP_TYPE_INT]->hdr), 1, &a[0], &x))
            return false;
    }
    if (!nodigits && !nplib_is_int(a[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object cannot be interpreted as an integer",
                         np_type_name(vm, a[1]));
    if (!nodigits)
        nplib_slice_index(vm, a[1], 0, &nd);
    if (NP_IS_FLOAT(x))
        return nodigits ? round_float(vm, x.u.f, out) : round_float_nd(vm, x.u.f, nd, out);
    if (NP_IS_BOOL(x))
        x = np_int(x.u.i);
    if (nodigits || nd >= 0) {
        *out = x;
        return true;
    }
    return round_int_nd(vm, x, nd, out);
}

// True when [v] is a numeric zero (for divmod's ZeroDivisionError).
static bool is_zero(NpValue v)
{
    if (NP_IS_INT(v) || NP_IS_BOOL(v))
        return v.u.i == 0;
    return NP_IS_FLOAT(v) && v.u.f == 0.0;
}

// divmod of two unboxed ints ([b] nonzero, not INT64_MIN by -1): C's truncating quotient and
// remainder turned into Python's floor quotient and a remainder with the divisor's sign.
static bool divmod_small(NpVM *vm, int64_t a, int64_t b, NpValue *out)
{
    int64_t q = a / b, r = a % b;
    if (r != 0 && ((r < 0) != (b < 0))) {
        q -= 1;
        r += b;
    }
    NpValue items[2] = {np_int(q), np_int(r)};
    return ret_obj(np_tuple_from(vm, items, 2), out);
}

static bool bi_divmod(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    // divmod(i - 1, 26) of two small ints: the quotient and remainder before any other check.
    if (argc == 2 && !kw && NP_IS_INT(argv[0]) && NP_IS_INT(argv[1]) && argv[1].u.i != 0 &&
        !(argv[0].u.i == INT64_MIN && argv[1].u.i == -1))
        return divmod_small(vm, argv[0].u.i, argv[1].u.i, out);
    if (!np_args_nokw(vm, "divmod", kw) || !np_args_count(vm, "divmod", argc, 2, 2))
        return false;
    NpValue a = argv[0], b = argv[1], q, r, fn;
    // User classes: a.__divmod__(b), then b.__rdivmod__(a) (datetime.timedelta defines both).
    if (np_lookup_special(vm, a, "__divmod__", &fn)) {
        if (!np_call_with_self(vm, fn, a, 1, &b, NULL, out))
            return false;
        if (!(NP_IS_OBJ(*out) && NP_AS_OBJ(*out) == vm->not_implemented))
            return true;
    }
    if (np_lookup_special(vm, b, "__rdivmod__", &fn)) {
        if (!np_call_with_self(vm, fn, b, 1, &a, NULL, out))
            return false;
        if (!(NP_IS_OBJ(*out) && NP_AS_OBJ(*out) == vm->not_implemented))
            return true;
    }
    if (!nplib_is_number(a) || !nplib_is_number(b))
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "unsupported operand type(s) for divmod(): '%s' and '%s'",
                         np_type_name(vm, a), np_type_name(vm, b));
    if (is_zero(b))
        return np_raisef(vm, NP_TYPE_ZERODIVISIONERROR,
                         NP_IS_FLOAT(a) || NP_IS_FLOAT(b) ? "float divmod()"
                                                          : "integer division or modulo by zero");
    if (!np_binop(vm, BINOP_FLOORDIV, a, b, &q) || !np_binop(vm, BINOP_MOD, a, b, &r))
        return false;
    NpValue items[2] = {q, r};
    return ret_obj(np_tuple_from(vm, items, 2), out);
}

// pow(base, exp, mod) for ints: modular exponentiation, with a modular inverse for a negative
// exponent (Python 3.8+).
// pow(b, e, m) when all three are small ints (bools included), e >= 0 and m is neither 0 nor
// INT64_MIN: square-and-multiply in 128-bit products, no GMP. Charged as the GMP path charges
// a one-limb modulus. The result takes m's sign, as in CPython.
static bool pow_mod_small(NpVM *vm, int64_t b, int64_t e, int64_t m, NpValue *out)
{
    uint64_t um = m < 0 ? (uint64_t)-m : (uint64_t)m, r = 1 % um;
    int bits = e == 0 ? 1 : 64 - __builtin_clzll((uint64_t)e);
    if (!np_budget_charge(vm, (int64_t)bits * (int64_t)np_cost_nlogn(2)))
        return false;
    int64_t bm = b % (int64_t)um;
    uint64_t x = (uint64_t)(bm < 0 ? bm + (int64_t)um : bm);
    for (uint64_t k = (uint64_t)e; k != 0; k >>= 1) {
        if (k & 1)
            r = (uint64_t)((unsigned __int128)r * x % um);
        x = (uint64_t)((unsigned __int128)x * x % um);
    }
    int64_t res = (int64_t)r;
    if (m < 0 && r != 0)
        res -= (int64_t)um;
    *out = np_int(res);
    return true;
}

static bool pow_mod(NpVM *vm, NpValue b, NpValue e, NpValue m, NpValue *out)
{
    if ((b.tag == NP_T_INT || b.tag == NP_T_BOOL) && (e.tag == NP_T_INT || e.tag == NP_T_BOOL) &&
        (m.tag == NP_T_INT || m.tag == NP_T_BOOL) && e.u.i >= 0 && m.u.i != INT64_MIN)
        return pow_mod_small(vm, b.u.i, e.u.i, m.u.i, out);
    mpz_t zb, ze, zm, r;
    mpz_inits(zb, ze, zm, r, NULL);
    np_int_to_mpz(b, zb);
    np_int_to_mpz(e, ze);
    np_int_to_mpz(m, zm);
    bool ok = true;
    bool neg = mpz_sgn(zm) < 0;
    mpz_abs(zm, zm);
    if (mpz_cmp_ui(zm, 1) == 0) {
        mpz_set_ui(r, 0);
    } else {
        if (mpz_sgn(ze) < 0) {
            if (!mpz_invert(zb, zb, zm))
                ok = np_raisef(vm, NP_TYPE_VALUEERROR,
                               "base is not invertible for the given modulus");
            mpz_neg(ze, ze);
        }
        // Charged before the work: one modular multiplication of the modulus's limbs per bit
        // of the exponent. GMP cannot be interrupted; pow(3, 10**100000, 10**100000 + 1) ran
        // for minutes past every limit (escape corpus, res_pow_mod_big.py).
        if (ok) {
            double limbs = (double)mpz_size(zm) + 1, cost = (double)mpz_sizeinbase(ze, 2) *
                (double)np_cost_nlogn((uint64_t)limbs);
            ok = np_budget_charge(vm, cost > 9e18 ? INT64_MAX : (int64_t)cost);
        }
        if (ok)
            mpz_powm(r, zb, ze, zm);
        if (ok && neg && mpz_sgn(r) != 0)
            mpz_sub(r, r, zm);
    }
    if (ok)
        ok = np_int_from_mpz(vm, r, out);
    mpz_clears(zb, ze, zm, r, NULL);
    return ok;
}

// The power slot of an operand of three-argument pow, as CPython's ternary power sees it: int's
// (bools and big ints too), float's, complex's (the builtin complex, a Python class here, once
// it is loaded), or none that a modulus can reach (a class's __pow__ is called on the base only;
// an exponent's or modulus's class gives NotImplemented, as CPython's slot does).
enum { POW_NONE, POW_INT, POW_FLOAT, POW_COMPLEX };
static int pow_slot(NpVM *vm, NpValue v)
{
    if (nplib_is_int(v))
        return POW_INT;
    if (NP_IS_FLOAT(v))
        return POW_FLOAT;
    if (!NP_IS_OBJ(v) || !(NP_OBJ(v)->type->tflags & NP_TF_USER))
        return POW_NONE;
    NpStr *name = np_intern_cstr(vm, "<complex>");
    NpValue cx = name ? np_dict_get_str(vm->builtins, name) : np_undef();
    return NP_IS_TYPE(cx) && np_type_is_sub(NP_OBJ(v)->type, NP_AS_TYPE(cx)) ? POW_COMPLEX
                                                                           : POW_NONE;
}

// The error of pow(base, exp, mod) with a modulus when not all three are ints: the operands'
// power slots are tried in CPython's order (base's, then exp's and mod's when another), float's
// refusing any modulus (TypeError), complex's once base and exp are numbers (ValueError
// "complex modulo"); int's and the rest give way. [base_tried] when the base's class's
// __pow__ already ran and gave NotImplemented.
static bool pow_mod_error(NpVM *vm, const NpValue *a, bool base_tried)
{
    int s[3] = {pow_slot(vm, a[0]), pow_slot(vm, a[1]), pow_slot(vm, a[2])};
    for (int k = 0; k < 3; k++) {
        if (s[k] == POW_NONE || (k > 0 && s[k] == s[0]) || (k == 2 && s[2] == s[1]) ||
            (k == 0 && base_tried))
            continue;
        if (s[k] == POW_FLOAT)
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "pow() 3rd argument not allowed unless all arguments are integers");
        if (s[k] == POW_COMPLEX && s[0] != POW_NONE && s[1] != POW_NONE)
            return np_raisef(vm, NP_TYPE_VALUEERROR, "complex modulo");
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR,
                     "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'",
                     np_type_name(vm, a[0]), np_type_name(vm, a[1]), np_type_name(vm, a[2]));
}

// pow(base, exp, mod=None).
static bool bi_pow(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {"base", "exp", "mod"};
    NpValue a[3];
    if (!np_args_bind(vm, "pow", argc, argv, kw, names, 3, 3, 2, a))
        return false;
    if (NP_IS_UNDEF(a[2]) || NP_IS_NONE(a[2]))
        return np_binop(vm, BINOP_POW, a[0], a[1], out);
    // A user class's __pow__(self, exp, mod), as CPython's ternary power calls it; its
    // NotImplemented gives the TypeError below.
    NpValue fn;
    bool base_tried = false;
    if (NP_IS_OBJ(a[0]) && (NP_OBJ(a[0])->type->tflags & NP_TF_USER) &&
        np_lookup_special(vm, a[0], "__pow__", &fn)) {
        if (!np_call_rooted(vm, fn, 3, a, out))
            return false;
        if (!np_is(*out, np_obj(vm->not_implemented)))
            return true;
        base_tried = true;
    }
    if (!nplib_is_int(a[0]) || !nplib_is_int(a[1]) || !nplib_is_int(a[2]))
        return pow_mod_error(vm, a, base_tried);
    if (is_zero(a[2]))
        return np_raisef(vm, NP_TYPE_VALUEERROR, "pow() 3rd argument cannot be 0");
    return pow_mod(vm, a[0], a[1], a[2], out);
}

// hex(), oct() and bin(): "-0x1f" style.
static bool int_base(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                     int base, const char *prefix, NpValue *out)
{
    if (!one_arg(vm, fname, argc, kw))
        return false;
    NpValue v = argv[0], fn;
    // An object with __index__ is converted by it first, as CPython's PyNumber_Index.
    if (!nplib_is_int(v) && np_lookup_special(vm, v, "__index__", &fn)) {
        if (!np_call_rooted(vm, fn, 1, argv, &v))
            return false;
        if (!nplib_is_int(v))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "__index__ returned non-int (type %s)",
                             np_type_name(vm, v));
    }
    if (!nplib_is_int(v))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object cannot be interpreted as an integer",
                         np_type_name(vm, v));
    mpz_t z;
    mpz_init(z);
    np_int_to_mpz(v, z);
    size_t cap = mpz_sizeinbase(z, base) + 4;
    NpStr *s = NULL;
    if (np_mem_charge(vm, cap)) {
        char *digits = malloc(cap);
        if (digits) {
            mpz_get_str(digits, base, z);
            NpBuf b;
            np_buf_init(&b, vm);
            bool neg = digits[0] == '-';
            if (neg)
                np_buf_append(&b, "-", 1);
            np_buf_appendc(&b, prefix);
            np_buf_appendc(&b, digits + neg);
            s = np_buf_finish(&b);
            free(digits);
        } else {
            np_raise_nomem(vm);
        }
        np_mem_uncharge(vm, cap);
    }
    mpz_clear(z);
    return ret_obj(s, out);
}

static bool bi_hex(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return int_base(vm, "hex", argc, argv, kw, 16, "0x", out);
}

static bool bi_oct(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return int_base(vm, "oct", argc, argv, kw, 8, "0o", out);
}

static bool bi_bin(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return int_base(vm, "bin", argc, argv, kw, 2, "0b", out);
}

static bool bi_chr(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    // chr(65 + r) of an ASCII code whose shared one-character str exists: that str at once.
    if (argc == 1 && !kw && argv[0].tag == NP_T_INT && (uint64_t)argv[0].u.i < 128 &&
        vm->ascii_chars[argv[0].u.i]) {
        *out = np_obj(&vm->ascii_chars[argv[0].u.i]->hdr);
        return true;
    }
    if (!one_arg(vm, "chr", argc, kw))
        return false;
    NpValue v = argv[0];
    // An int, bool or int subclass by its value, anything else through __index__ (as CPython).
    int64_t c;
    if (NP_IS_BIGINT(v) && !np_bigint_small(v, &c))
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "Python int too large to convert to C int");
    if (!np_index(vm, v, &c))
        return false;
    if (c > INT32_MAX || c < INT32_MIN)
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "Python int too large to convert to C int");
    if (c < 0 || c >= 0x110000)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "chr() arg not in range(0x110000)");
    char buf[4];
    int n = np_utf8_encode((uint32_t)c, buf);
    // ASCII characters come from the VM's shared one-character strs (as str indexing does).
    return ret_obj(np_str_char(vm, buf, (size_t)n), out);
}

static bool bi_ord(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!one_arg(vm, "ord", argc, kw))
        return false;
    // One ASCII character (the common case) without decoding.
    if (NP_IS_STR(argv[0]) && NP_AS_STR(argv[0])->len == 1) {
        *out = np_int((unsigned char)NP_AS_STR(argv[0])->data[0]);
        return true;
    }
    // ord(b"a") and ord(bytearray(b"a")): the byte.
    if (NP_IS_BYTES(argv[0]) || NP_IS_BYTEARRAY(argv[0])) {
        bool ba = NP_IS_BYTEARRAY(argv[0]);
        size_t n = ba ? NP_AS_BYTEARRAY(argv[0])->len : NP_AS_BYTES(argv[0])->len;
        if (n != 1)
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "ord() expected a character, but string of length %zu found", n);
        *out = np_int(ba ? NP_AS_BYTEARRAY(argv[0])->data[0] : NP_AS_BYTES(argv[0])->data[0]);
        return true;
    }
    if (!NP_IS_STR(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "ord() expected string of length 1, but %s found",
                         np_type_name(vm, argv[0]));
    NpStr *s = NP_AS_STR(argv[0]);
    if (s->ncp != 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "ord() expected a character, but string of length %zu found", s->ncp);
    const char *p = s->data;
    *out = np_int(np_utf8_decode(&p));
    return true;
}

/* ---------------------------------------------------------------- objects and types */

static bool bi_hash(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int64_t h;
    if (!one_arg(vm, "hash", argc, kw) || !np_hash(vm, argv[0], &h))
        return false;
    *out = np_int(h);
    return true;
}

// id(x): the address for heap objects; for unboxed values an odd number derived from the
// value (addresses are even, so the two never collide), stable for equal values.
static bool bi_id(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!one_arg(vm, "id", argc, kw))
        return false;
    NpValue v = argv[0];
    uint64_t x;
    if (NP_IS_OBJ(v)) {
        x = (uint64_t)(uintptr_t)v.u.o;
    } else {
        uint64_t bits;
        memcpy(&bits, &v.u, sizeof bits);
        if (NP_IS_NONE(v))
            bits = 0;
        x = ((bits * 0x9E3779B97F4A7C15ULL + v.tag) << 1 | 1) & 0x3FFFFFFFFFFFFFFFULL;
    }
    *out = np_int((int64_t)x);
    return true;
}

// The value of [name] in the MRO of [t], or UNDEF.
static NpValue mro_lookup(NpType *t, NpStr *name)
{
    if (!t->mro)
        return t->dict ? np_dict_get_str(t->dict, name) : np_undef();
    for (size_t i = 0; i < t->mro->n; i++) {
        NpType *b = NP_AS_TYPE(t->mro->items[i]);
        if (b->dict) {
            NpValue v = np_dict_get_str(b->dict, name);
            if (!NP_IS_UNDEF(v))
                return v;
        }
    }
    return np_undef();
}

// vars(obj): a read-only view of a user instance's attributes (np_vars). `vars()` without an
// argument would be the caller's locals, which Nearly does not hand to scripts: a clear TypeError.
static bool bi_vars(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (kw && kw->n > 0)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "vars() takes no keyword arguments");
    if (argc == 0)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "vars() without an argument (the caller's "
                         "locals) is not supported in Nearly");
    if (argc > 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "vars expected at most 1 argument, got %d", argc);
    return np_vars(vm, argv[0], out);
}

static bool bi_callable(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!one_arg(vm, "callable", argc, kw))
        return false;
    NpValue v = argv[0];
    bool r = false;
    if (NP_IS_OBJ(v)) {
        uint8_t k = NP_KIND(v);
        r = k == OBJ_FUNCTION || k == OBJ_NATIVE || k == OBJ_BOUND || k == OBJ_TYPE ||
            NP_OBJ(v)->type == vm->types[NP_TYPE_STATICMETHOD];
        if (!r && k == OBJ_INSTANCE) {
            NpStr *name = np_intern_cstr(vm, "__call__");
            if (!name)
                return false;
            r = !NP_IS_UNDEF(mro_lookup(np_typeof(vm, v), name));
        }
    }
    *out = np_bool(r);
    return true;
}

// Checks and interns an attribute name for getattr/setattr/hasattr/delattr.
static NpStr *attr_name(NpVM *vm, NpValue v)
{
    if (!NP_IS_STR(v)) {
        np_raisef(vm, NP_TYPE_TYPEERROR, "attribute name must be string, not '%s'",
                  np_type_name(vm, v));
        return NULL;
    }
    // CPython's attribute dicts compare such a name with their keys through its own __eq__
    // and __hash__ (which may print, or find nothing); Nearly looks names up by their
    // characters, so it refuses them rather than differ.
    NpValue fn;
    if (NP_OBJ(v)->type != vm->types[NP_TYPE_STR] &&
        (np_lookup_special(vm, v, "__eq__", &fn) || np_lookup_special(vm, v, "__hash__", &fn))) {
        np_raisef(vm, NP_TYPE_TYPEERROR,
                  "an attribute name of a str subclass that defines __eq__ or __hash__ ('%s') is "
                  "not supported in Nearly Python", np_type_name(vm, v));
        return NULL;
    }
    // (A name that is already interned, such as a literal, skips the call.)
    NpStr *s = NP_AS_STR(v);
    return (s->hdr.flags & NP_STR_INTERNED) ? s : np_intern_str(vm, s);
}

static bool bi_getattr(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "getattr", kw) || !np_args_count(vm, "getattr", argc, 2, 3))
        return false;
    NpStr *name = attr_name(vm, argv[1]);
    if (!name)
        return false;
    int own = np_attr_own_plain(argv[0], name, out);
    if (own > 0)
        return true;
    if (argc == 3 && own < 0 && np_attr_surely_missing(vm, argv[0], name)) {
        *out = argv[2];
        return true;
    }
    if (np_getattr(vm, argv[0], name, out))
        return true;
    if (argc == 3 && np_exc_matches(vm, vm->types[NP_TYPE_ATTRIBUTEERROR])) {
        np_exc_clear(vm);
        *out = argv[2];
        return true;
    }
    return false;
}

static bool bi_hasattr(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "hasattr", kw) || !np_args_count(vm, "hasattr", argc, 2, 2))
        return false;
    NpStr *name = attr_name(vm, argv[1]);
    NpValue v;
    if (!name)
        return false;
    int own = np_attr_own_plain(argv[0], name, &v);
    if (own > 0) {
        *out = np_bool(true);
        return true;
    }
    if (own < 0 && np_attr_surely_missing(vm, argv[0], name)) {
        *out = np_bool(false);
        return true;
    }
    if (np_getattr(vm, argv[0], name, &v)) {
        *out = np_bool(true);
        return true;
    }
    if (!np_exc_matches(vm, vm->types[NP_TYPE_ATTRIBUTEERROR]))
        return false;
    np_exc_clear(vm);
    *out = np_bool(false);
    return true;
}

// After setattr(o, S('x'), v) with a str subclass S made a new attribute of user instance [o]
// (whose class has no __setattr__ of its own): CPython's attribute dict keeps the S object as
// the key (vars(o) shows it). Nearly's attribute code works on the interned name, so the key
// object is swapped in after the store (same characters, same str hash) and the dict marked
// NP_DICT_USER_KEYS; the instance takes a dict for good.
static bool keep_subclass_key(NpVM *vm, NpValue obj, NpValue key, NpStr *name)
{
    NpDict *d = np_instance_attrs(vm, (NpInstance *)NP_AS_OBJ(obj));
    if (!d)
        return false;
    int64_t ix = np_dict_find_str(d, name);
    if (ix >= 0) {
        d->entries[ix].key = key;
        // A str subclass may compare by Python code: the dict's entry hints must stand aside.
        d->hdr.flags |= NP_DICT_USER_KEYS;
    }
    return true;
}

static bool bi_setattr(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "setattr", kw) || !np_args_count(vm, "setattr", argc, 3, 3))
        return false;
    NpStr *name = attr_name(vm, argv[1]);
    *out = np_none();
    if (!name)
        return false;
    NpValue hook, obj = argv[0];
    bool sub_key = NP_OBJ(argv[1])->type != vm->types[NP_TYPE_STR] &&
                   NP_IS_KIND(obj, OBJ_INSTANCE) && (NP_OBJ(obj)->type->tflags & NP_TF_USER) &&
                   !(NP_OBJ(obj)->type->tflags & NP_TF_SLOTS) &&
                   NP_IS_UNDEF(np_inst_get((NpInstance *)NP_AS_OBJ(obj), name)) &&
                   !np_lookup_special(vm, obj, "__setattr__", &hook);
    if (!np_setattr(vm, obj, name, argv[2]))
        return false;
    return !sub_key || keep_subclass_key(vm, obj, argv[1], name);
}

static bool bi_delattr(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "delattr", kw) || !np_args_count(vm, "delattr", argc, 2, 2))
        return false;
    NpStr *name = attr_name(vm, argv[1]);
    *out = np_none();
    return name && np_delattr(vm, argv[0], name);
}

// isinstance/issubclass against [cls]: a type or a (nested) tuple of types. [v] is the object
// (isinstance) or the class (issubclass, [sub] true).
static bool check_class(NpVM *vm, NpValue v, NpValue cls, bool sub, int depth, bool *res)
{
    if (NP_IS_TYPE(cls)) {
        *res = sub ? np_type_is_sub(NP_AS_TYPE(v), NP_AS_TYPE(cls))
                   : np_isinstance(vm, v, NP_AS_TYPE(cls));
        // A class-behaviour table may widen the test (collections.abc: isinstance([], Iterable)).
        NpValue fn, r;
        if (!*res && np_class_meta_find(vm, NP_AS_TYPE(cls),
                                        sub ? "__subclasscheck__" : "__instancecheck__", &fn)) {
            if (!np_call_with_self(vm, fn, cls, 1, &v, NULL, &r))
                return false;
            return np_truthy(vm, r, res);
        }
        return true;
    }
    // Any other object whose class defines __instancecheck__/__subclasscheck__ decides itself,
    // as in CPython (typing.Union[int, str], typing.List).
    NpValue check, r;
    if (!NP_IS_TUPLE(cls) &&
        np_lookup_special(vm, cls, sub ? "__subclasscheck__" : "__instancecheck__", &check)) {
        NpValue args[2] = {cls, v};
        return np_call_rooted(vm, check, 2, args, &r) && np_truthy(vm, r, res);
    }
    if (!NP_IS_TUPLE(cls))
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         sub ? "issubclass() arg 2 must be a class, a tuple of classes, or a union"
                             : "isinstance() arg 2 must be a type, a tuple of types, or a union");
    if (depth > 1000)
        return np_raisef(vm, NP_TYPE_RECURSIONERROR,
                         "maximum recursion depth exceeded in __instancecheck__");
    NpTuple *t = NP_AS_TUPLE(cls);
    *res = false;
    for (size_t i = 0; i < t->n && !*res; i++)
        if (!check_class(vm, v, t->items[i], sub, depth + 1, res))
            return false;
    return true;
}

bool np_builtin_isinstance(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    bool r;
    // A class, or a tuple of classes, without behaviour tables (so without __instancecheck__)
    // decides by the MRO alone, an exact class first: `isinstance(v, str)` of a float and
    // `isinstance(v, NUMBERS)` with a tuple of plain types are answered here, without
    // check_class.
    // (A tuple past 16 items takes check_class, which the budget bounds per item.)
    if (argc == 2 && !kw &&
        (NP_IS_TYPE(argv[1]) || (NP_IS_TUPLE(argv[1]) && NP_AS_TUPLE(argv[1])->n <= 16))) {
        NpType *t = NP_IS_OBJ(argv[0]) ? NP_OBJ(argv[0])->type : np_typeof(vm, argv[0]);
        int plain = NP_IS_TYPE(argv[1])
                        ? np_isinstance_plain(t, &argv[1], 1)
                        : np_isinstance_plain(t, NP_AS_TUPLE(argv[1])->items,
                                              NP_AS_TUPLE(argv[1])->n);
        if (plain >= 0) {
            *out = np_bool(plain);
            return true;
        }
    }
    if (!np_args_nokw(vm, "isinstance", kw) || !np_args_count(vm, "isinstance", argc, 2, 2) ||
        !check_class(vm, argv[0], argv[1], false, 0, &r))
        return false;
    *out = np_bool(r);
    return true;
}

static bool bi_issubclass(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    bool r;
    if (!np_args_nokw(vm, "issubclass", kw) || !np_args_count(vm, "issubclass", argc, 2, 2))
        return false;
    if (!NP_IS_TYPE(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "issubclass() arg 1 must be a class");
    if (!check_class(vm, argv[0], argv[1], true, 0, &r))
        return false;
    *out = np_bool(r);
    return true;
}

// format(value, format_spec='').
static bool bi_format(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "format", kw) || !np_args_count(vm, "format", argc, 1, 2))
        return false;
    NpStr *spec;
    if (argc == 2) {
        if (!NP_IS_STR(argv[1]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "format() argument 2 must be str, not %s",
                             np_type_name(vm, argv[1]));
        spec = NP_AS_STR(argv[1]);
    } else if (!(spec = np_str_new(vm, "", 0))) {
        return false;
    }
    return ret_obj(np_format(vm, argv[0], spec), out);
}

/* ---------------------------------------------------------------- constructors */

// range(stop) / range(start, stop[, step]): bounds of any size (big ones make a big range).
static bool new_range(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "range", kw) || !np_args_count(vm, "range", argc, 1, 3))
        return false;
    // range(n) and range(a, b[, c]) of small ints (not bools: their tags differ), the usual
    // `for i in range(len(xs))`: straight to np_range_new.
    if (argv[0].tag == NP_T_INT && (argc == 1 || argv[1].tag == NP_T_INT) &&
        (argc < 3 || argv[2].tag == NP_T_INT)) {
        NpRange *r = argc == 1 ? np_range_new(vm, 0, argv[0].u.i, 1)
                               : np_range_new(vm, argv[0].u.i, argv[1].u.i,
                                              argc == 3 ? argv[2].u.i : 1);
        return ret_obj(r ? &r->hdr : NULL, out);
    }
    NpValue a[3] = {np_int(0), np_int(0), np_int(1)};
    for (int i = 0; i < argc; i++) {
        NpValue v = argv[i];
        if (NP_IS_BOOL(v))
            v = np_int(v.u.i);
        int64_t small;
        if (!nplib_is_int(v) && !np_index(vm, v, &small))  // __index__ of user objects
            return false;
        a[argc == 1 ? 1 : i] = nplib_is_int(v) ? v : np_int(small);
    }
    return np_range_make(vm, a[0], a[1], a[2], out);
}

// slice(stop) / slice(start, stop[, step]).
// NoneType(), type(...)() and type(NotImplemented)(): the singleton itself, as in CPython
// (whose message calls the ellipsis type EllipsisType).
static bool new_singleton(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                          NpValue *out)
{
    (void)argv;
    bool ell = t == vm->types[NP_TYPE_ELLIPSIS];
    if (argc > 0 || (kw && kw->n))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s takes no arguments",
                         ell ? "EllipsisType" : t->name->data);
    *out = t == vm->types[NP_TYPE_NONE] ? np_none()
         : np_obj(ell ? vm->ellipsis : vm->not_implemented);
    return true;
}

static bool new_slice(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "slice", kw) || !np_args_count(vm, "slice", argc, 1, 3))
        return false;
    NpValue none = np_none();
    if (argc == 1)
        return ret_obj(np_slice_new(vm, none, argv[0], none), out);
    return ret_obj(np_slice_new(vm, argv[0], argv[1], argc == 3 ? argv[2] : none), out);
}

// enumerate(iterable, start=0).
static bool new_enumerate(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                          NpValue *out)
{
    static const char *const names[] = {"iterable", "start"};
    NpValue a[2];
    if (!np_args_bind(vm, "enumerate", argc, argv, kw, names, 2, 2, 0, a))
        return false;
    if (NP_IS_UNDEF(a[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "enumerate() missing required argument 'iterable'");
    NpValue start = NP_IS_UNDEF(a[1]) ? np_int(0) : a[1];
    if (!nplib_is_int(start))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object cannot be interpreted as an integer",
                         np_type_name(vm, start));
    if (NP_IS_BOOL(start))
        start = np_int(start.u.i);
    NpValue src;
    if (!np_iter(vm, a[0], &src) || !np_push_root(vm, src))
        return false;
    NpIter *it = nplib_iter_new(vm, NP_TYPE_ENUMERATE, ITER_ENUMERATE);
    np_pop_roots(vm, 1);
    if (!it)
        return false;
    it->src = src;
    it->aux = start;
    return ret_obj(it, out);
}

// Makes a tuple holding iter(x) for each of the [n] values of [argv] (for zip and map).
static NpTuple *iter_tuple(NpVM *vm, int n, NpValue *argv)
{
    NpTuple *t = np_tuple_new(vm, (size_t)n);
    if (!t || !np_push_root(vm, np_obj((NpObject *)t)))
        return NULL;
    for (int i = 0; i < n; i++) {
        if (!np_iter(vm, argv[i], &t->items[i])) {
            np_pop_roots(vm, 1);
            return NULL;
        }
        np_gc_barrier(vm, t);  // t may have become old during an __iter__ call
    }
    np_pop_roots(vm, 1);
    return t;
}

// zip(*iterables, strict=False).
static bool new_zip(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int nargs = NPLIB_NPOS(argc, kw);
    bool strict = false;
    if (kw && kw->n > 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "zip() takes at most 1 keyword argument (%zu given)", kw->n);
    if (kw && kw->n == 1) {
        if (!kwis(kw, 0, "strict"))
            return bad_kw(vm, kw, 0, "zip");
        if (!np_truthy(vm, argv[nargs], &strict))
            return false;
    }
    NpTuple *its = iter_tuple(vm, nargs, argv);
    if (!its || !np_push_root(vm, np_obj((NpObject *)its)))
        return false;
    NpIter *it = nplib_iter_new(vm, NP_TYPE_ZIP, ITER_ZIP);
    np_pop_roots(vm, 1);
    if (!it)
        return false;
    it->src = np_obj((NpObject *)its);
    it->i = strict;
    return ret_obj(it, out);
}

// map(function, iterable, *iterables).
static bool new_map(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "map", kw))
        return false;
    if (argc < 2)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "map() must have at least two arguments.");
    NpTuple *its = iter_tuple(vm, argc - 1, argv + 1);
    if (!its || !np_push_root(vm, np_obj((NpObject *)its)))
        return false;
    NpIter *it = nplib_iter_new(vm, NP_TYPE_MAP, ITER_MAP);
    np_pop_roots(vm, 1);
    if (!it)
        return false;
    it->src = np_obj((NpObject *)its);
    it->aux = argv[0];
    return ret_obj(it, out);
}

// filter(function or None, iterable).
static bool new_filter(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "filter", kw) || !np_args_count(vm, "filter", argc, 2, 2))
        return false;
    NpValue src;
    if (!np_iter(vm, argv[1], &src) || !np_push_root(vm, src))
        return false;
    NpIter *it = nplib_iter_new(vm, NP_TYPE_FILTER, ITER_FILTER);
    np_pop_roots(vm, 1);
    if (!it)
        return false;
    it->src = src;
    it->aux = argv[0];
    return ret_obj(it, out);
}

// Reverses list [l] in place.
static void list_reverse(NpList *l)
{
    for (size_t i = 0, j = l->n; i + 1 < j; i++, j--) {
        NpValue tmp = l->items[i];
        l->items[i] = l->items[j - 1];
        l->items[j - 1] = tmp;
    }
}

// reversed() of a tuple, str, bytes, bytearray or dict: a reversed snapshot walked by a list
// iterator (a tuple, a str and bytes are immutable, so the snapshot is exact; a dict's view is of
// its keys at call time).
static bool reversed_copy(NpVM *vm, NpValue seq, NpBuiltinTypeId tid, NpValue *out)
{
    NpList *l = np_list_from_iter(vm, seq);
    if (!l || !np_push_root(vm, np_obj((NpObject *)l)))
        return false;
    list_reverse(l);
    NpIter *it = nplib_iter_new(vm, tid, ITER_LIST);
    np_pop_roots(vm, 1);
    if (!it)
        return false;
    it->src = np_obj((NpObject *)l);
    it->i = 0;
    return ret_obj(it, out);
}

// reversed(big range): iterates range(last, first - step, -step), computed exactly.
static bool reversed_range_big(NpVM *vm, NpRange *r, NpValue *out)
{
    mpz_t len, last, before, step;
    mpz_inits(len, last, before, step, NULL);
    np_int_to_mpz(np_range_field(r, 3), len);
    np_int_to_mpz(np_range_field(r, 0), before);
    np_int_to_mpz(np_range_field(r, 2), step);
    bool ok = true;
    if (mpz_sgn(len) > 0) {
        mpz_sub_ui(len, len, 1);
        ok = np_range_at(vm, r, len, out);
    } else {
        *out = np_range_field(r, 0);
    }
    np_int_to_mpz(*out, last);
    mpz_sub(before, before, step);
    if (r->len == 0)
        mpz_set(before, last);
    mpz_neg(step, step);
    NpValue a, b, rng = np_undef();
    ok = ok && np_int_from_mpz(vm, last, &a) && np_push_root(vm, a);
    if (ok) {
        ok = np_int_from_mpz(vm, before, &b) && np_push_root(vm, b);
        if (ok) {
            ok = np_int_from_mpz(vm, step, out) && np_range_make(vm, a, b, *out, &rng);
            np_pop_roots(vm, 1);
        }
        np_pop_roots(vm, 1);
    }
    mpz_clears(len, last, before, step, NULL);
    return ok && np_iter(vm, rng, out);
}

// reversed(range): a range iterator running from the last element backwards.
static bool reversed_range(NpVM *vm, NpRange *r, NpValue *out)
{
    if (r->big)
        return reversed_range_big(vm, r, out);
    if (r->step == INT64_MIN)
        return reversed_copy(vm, np_obj((NpObject *)r), NP_TYPE_RANGE_ITERATOR, out);
    NpIter *it = nplib_iter_new(vm, NP_TYPE_RANGE_ITERATOR, ITER_RANGE);
    if (!it)
        return false;
    it->n = r->len;
    it->step = -r->step;
    it->i = r->len > 0 ? r->start + (r->len - 1) * r->step : r->start;
    return ret_obj(it, out);
}

// reversed(sequence).
static bool new_reversed(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                         NpValue *out)
{
    if (!np_args_nokw(vm, "reversed", kw))
        return false;
    if (argc != 1)  // CPython's wording for reversed: the "expected N" form, not "exactly one"
        return np_raisef(vm, NP_TYPE_TYPEERROR, "reversed expected 1 argument, got %d", argc);
    NpValue v = argv[0];
    if (NP_IS_LIST(v)) {
        NpIter *it = nplib_iter_new(vm, NP_TYPE_LIST_REVITERATOR, ITER_LIST_REV);
        if (!it)
            return false;
        it->src = v;
        it->i = (int64_t)NP_AS_LIST(v)->n - 1;
        return ret_obj(it, out);
    }
    if (NP_IS_KIND(v, OBJ_RANGE))
        return reversed_range(vm, (NpRange *)v.u.o, out);
    // (A bytearray is copied too: a change while its reversed iterator runs is not seen.)
    if (NP_IS_TUPLE(v) || NP_IS_STR(v) || NP_IS_BYTES(v) || NP_IS_BYTEARRAY(v))
        return reversed_copy(vm, v, NP_TYPE_REVERSED, out);
    if (NP_IS_DICT(v) || NP_IS_KIND(v, OBJ_ITER)) {
        if (NP_IS_DICT(v) || NP_AS_ITER(v)->ikind == VIEW_DICT_KEYS ||
            NP_AS_ITER(v)->ikind == VIEW_DICT_VALUES || NP_AS_ITER(v)->ikind == VIEW_DICT_ITEMS)
            return reversed_copy(vm, v, NP_TYPE_REVERSED, out);
    }
    NpValue fn;
    // (`__reversed__ = None` in a class says the object is not reversible, as in CPython.)
    bool has = np_lookup_special(vm, v, "__reversed__", &fn);
    if (has && !NP_IS_NONE(fn))
        return np_call(vm, fn, 1, &v, NULL, out);
    NpValue getitem, lenfn;
    if (!has && np_lookup_special(vm, v, "__getitem__", &getitem) &&
        np_lookup_special(vm, v, "__len__", &lenfn))
        return reversed_copy(vm, v, NP_TYPE_REVERSED, out);
    return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object is not reversible", np_type_name(vm, v));
}

// object(): a featureless instance.
static bool new_object(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (argc > 0)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "object() takes no arguments");
    return ret_obj(np_alloc_obj(vm, sizeof(NpInstance), OBJ_INSTANCE, t), out);
}

// type(x): the type of x; type(name, bases, ns, **kw): a new class, the keyword arguments going
// to the bases' __init_subclass__ as a class statement's do. CPython's errors: keywords with one
// positional argument, then any other count of positional arguments.
static bool new_type(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int nkw = kw ? (int)kw->n : 0, npos = argc - nkw;
    if (npos == 1 && nkw == 0) {
        *out = np_obj((NpObject *)np_typeof(vm, argv[0]));
        return true;
    }
    if (npos == 1)
        return np_args_nokw_fail(vm, "type");
    if (npos != 3)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "type() takes 1 or 3 arguments");
    static const char *const what[3] = {"str", "tuple", "dict"};
    bool ok[3] = {NP_IS_STR(argv[0]), NP_IS_TUPLE(argv[1]), NP_IS_DICT(argv[2])};
    for (int i = 0; i < 3; i++)
        if (!ok[i])
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "type.__new__() argument %d must be %s, not %s", i + 1, what[i],
                             np_type_name(vm, argv[i]));
    if (nkw == 0)
        return np_class_from_namespace(vm, NP_AS_STR(argv[0]), NP_AS_TUPLE(argv[1]),
                                       NP_AS_DICT(argv[2]), out);
    NpDict *kd = np_dict_new(vm);
    if (!kd || !np_push_root(vm, np_obj(&kd->hdr)))
        return false;
    bool done = true;
    for (int k = 0; k < nkw && done; k++)
        done = np_dict_set(vm, kd, kw->items[k], argv[npos + k]);
    done = done && np_class_from_namespace_kw(vm, NP_AS_STR(argv[0]), NP_AS_TUPLE(argv[1]),
                                              NP_AS_DICT(argv[2]), kd, out);
    np_pop_roots(vm, 1);
    return done;
}

// type.mro(C) / C.mro(): a new list of C.__mro__ (C3 order, the class itself first).
static bool type_mro(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "mro", kw))
        return false;
    if (argc < 1 || !NP_IS_TYPE(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         argc < 1 ? "unbound method type.mro() needs an argument"
                                  : "descriptor 'mro' for 'type' objects doesn't apply to a '%s' "
                                    "object",
                         argc < 1 ? "" : np_type_name(vm, argv[0]));
    if (argc != 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s.mro() takes no arguments (%d given)",
                         NP_AS_TYPE(argv[0])->name->data, argc - 1);
    NpTuple *m = NP_AS_TYPE(argv[0])->mro;
    NpList *l = np_list_from(vm, m ? m->items : NULL, m ? m->n : 0);
    if (!l)
        return false;
    *out = np_obj(&l->hdr);
    return true;
}

// The methods of `type`, installed on the first lookup of a name `type` may have
// (np_types.c deferred_methods), so the idle VM does not hold them.
const NpMethodDef nplib_type_methods[] = {
    {"mro", type_mro, NP_NATIVE_METHOD},
    {NULL, NULL, 0},
};

/* ---------------------------------------------------------------- range methods */

// Finds [v] in range [r]: its index as an int value, or UNDEF. Ints and bools compare exactly,
// integral floats by value; other values never equal a range element.
static bool range_find(NpVM *vm, NpRange *r, NpValue v, NpValue *index)
{
    *index = np_undef();
    if (NP_IS_BOOL(v))
        v = np_int(v.u.i);
    if (NP_IS_FLOAT(v)) {
        if (!isfinite(v.u.f) || v.u.f != floor(v.u.f))
            return true;
        if (!nplib_double_to_int(vm, v.u.f, &v))
            return false;
    }
    if (!nplib_is_int(v))
        return true;
    return np_range_find(vm, r, v, index);
}

// range.index/count of an instance of a user class: CPython compares every element with ==
// (_PySequence_IterSearch). Stores the first matching index (UNDEF when none) in *first and
// the number of matches (up to [limit]) in *count.
static bool range_scan(NpVM *vm, NpRange *r, NpValue v, int64_t limit, NpValue *first,
                       int64_t *count)
{
    *first = np_undef();
    *count = 0;
    mpz_t k;
    mpz_init(k);
    bool ok = true;
    for (int64_t n = r->len < 0 ? INT64_MAX : r->len, i = 0; ok && i < n; i++) {
        NpValue x;
        bool eq = false;
        mpz_set_si(k, i);
        ok = np_range_at(vm, r, k, &x) && np_eq(vm, x, v, &eq);
        if (ok && eq) {
            if (NP_IS_UNDEF(*first))
                *first = np_int(i);
            if (++*count >= limit)
                break;
        }
    }
    mpz_clear(k);
    return ok;
}

// True for instances of user classes, whose __eq__ may equal range elements.
static bool is_user_obj(NpVM *vm, NpValue v)
{
    return (np_typeof(vm, v)->tflags & NP_TF_USER) != 0;
}

static bool range_index(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "range.index", kw) ||
        !np_args_count(vm, "range.index", argc - 1, 1, 1))
        return false;
    int64_t n;
    if (is_user_obj(vm, argv[1])) {
        if (!range_scan(vm, (NpRange *)argv[0].u.o, argv[1], 1, out, &n))
            return false;
    } else if (!range_find(vm, (NpRange *)argv[0].u.o, argv[1], out)) {
        return false;
    }
    if (!NP_IS_UNDEF(*out))
        return true;
    if (!nplib_is_int(argv[1]))
        return np_raisef(vm, NP_TYPE_VALUEERROR, "sequence.index(x): x not in sequence");
    NpStr *r = np_repr(vm, argv[1]);
    return r && np_raisef(vm, NP_TYPE_VALUEERROR, "%s is not in range", r->data);
}

static bool range_count(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "range.count", kw) ||
        !np_args_count(vm, "range.count", argc - 1, 1, 1))
        return false;
    if (is_user_obj(vm, argv[1])) {
        int64_t n;
        if (!range_scan(vm, (NpRange *)argv[0].u.o, argv[1], INT64_MAX, out, &n))
            return false;
        *out = np_int(n);
        return true;
    }
    if (!range_find(vm, (NpRange *)argv[0].u.o, argv[1], out))
        return false;
    *out = np_int(!NP_IS_UNDEF(*out));
    return true;
}

// The read-only attributes range.start, range.stop and range.step (NP_NATIVE_GETTER).
static bool range_get_start(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    *out = np_range_field((NpRange *)argv[0].u.o, 0);
    return true;
}

static bool range_get_stop(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    *out = np_range_field((NpRange *)argv[0].u.o, 1);
    return true;
}

static bool range_get_step(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    *out = np_range_field((NpRange *)argv[0].u.o, 2);
    return true;
}

const NpMethodDef nplib_range_methods[] = {
    {"index", range_index, NP_NATIVE_METHOD},
    {"count", range_count, NP_NATIVE_METHOD},
    {"start", range_get_start, NP_NATIVE_GETTER | NP_NATIVE_MEMBER},
    {"stop", range_get_stop, NP_NATIVE_GETTER | NP_NATIVE_MEMBER},
    {"step", range_get_step, NP_NATIVE_GETTER | NP_NATIVE_MEMBER},
    {NULL, NULL, 0},
};

/* ---------------------------------------------------------------- registration */

static const struct {
    const char *name;
    NpNativeFn fn;
} builtin_funcs[] = {
    {"print", bi_print},       {"len", np_builtin_len},           {"repr", bi_repr},
    {"ascii", bi_ascii},       {"iter", bi_iter},         {"next", np_builtin_next},
    {"any", bi_any},           {"all", bi_all},           {"sorted", bi_sorted},
    {"max", bi_max},           {"min", bi_min},           {"sum", bi_sum},
    {"abs", bi_abs},           {"round", bi_round},       {"divmod", bi_divmod},
    {"pow", bi_pow},           {"hex", bi_hex},           {"oct", bi_oct},
    {"bin", bi_bin},           {"chr", bi_chr},           {"ord", bi_ord},
    {"hash", bi_hash},         {"id", bi_id},             {"callable", bi_callable},
    {"vars", bi_vars},
    {"getattr", bi_getattr},   {"hasattr", bi_hasattr},   {"setattr", bi_setattr},
    {"delattr", bi_delattr},   {"isinstance", np_builtin_isinstance}, {"issubclass", bi_issubclass},
    {"format", bi_format},     {NULL, NULL},
};

// Adds [v] to the builtins under [name] unless something is already registered there.
static bool add_builtin_value(NpVM *vm, NpStr *name, NpValue v)
{
    if (!name)
        return false;
    if (!NP_IS_UNDEF(np_dict_get_str(vm->builtins, name)))
        return true;
    return np_dict_set_str(vm, vm->builtins, name, v);
}

// True for the builtin types that scripts can name (internal iterator types are not exposed).
static bool type_is_public(int id)
{
    switch (id) {
    case NP_TYPE_OBJECT: case NP_TYPE_TYPE: case NP_TYPE_BOOL: case NP_TYPE_INT:
    case NP_TYPE_FLOAT: case NP_TYPE_STR: case NP_TYPE_TUPLE: case NP_TYPE_LIST:
    case NP_TYPE_DICT: case NP_TYPE_SET: case NP_TYPE_FROZENSET: case NP_TYPE_RANGE:
    case NP_TYPE_SLICE: case NP_TYPE_ENUMERATE: case NP_TYPE_ZIP: case NP_TYPE_MAP:
    case NP_TYPE_FILTER: case NP_TYPE_REVERSED:
        return true;
    case NP_TYPE_BUDGETEXCEEDED:
    case NP_TYPE_UNIONTYPE:
        return false;
    default:
        return id >= NP_TYPE_BASEEXCEPTION;
    }
}

bool nplib_open_builtins(NpVM *vm)
{
    for (int i = 0; builtin_funcs[i].name; i++) {
        if (!nplib_register(vm, builtin_funcs[i].name, builtin_funcs[i].fn))
            return false;
        int k = np_drain_find(builtin_funcs[i].fn);
        if (k) {
            // The interpreter's CALL reads the kind here before it drains a generator itself.
            NpValue f = np_dict_get_str(vm->builtins, np_intern_cstr(vm, builtin_funcs[i].name));
            NP_AS_OBJ(f)->flags |= (uint16_t)NP_NATIVE_DRAIN(k);
        }
    }
    vm->types[NP_TYPE_RANGE]->construct = new_range;
    np_type_defer_methods(vm->types[NP_TYPE_RANGE]);
    vm->types[NP_TYPE_SLICE]->construct = new_slice;
    vm->types[NP_TYPE_NONE]->construct = new_singleton;
    vm->types[NP_TYPE_ELLIPSIS]->construct = new_singleton;
    vm->types[NP_TYPE_NOTIMPLEMENTED]->construct = new_singleton;
    vm->types[NP_TYPE_ENUMERATE]->construct = new_enumerate;
    vm->types[NP_TYPE_ZIP]->construct = new_zip;
    vm->types[NP_TYPE_MAP]->construct = new_map;
    vm->types[NP_TYPE_FILTER]->construct = new_filter;
    vm->types[NP_TYPE_REVERSED]->construct = new_reversed;
    vm->types[NP_TYPE_OBJECT]->construct = new_object;
    vm->types[NP_TYPE_TYPE]->construct = new_type;
    np_type_defer_methods(vm->types[NP_TYPE_TYPE]);
    for (int id = 0; id < NP_TYPE__COUNT; id++) {
        NpType *t = vm->types[id];
        if (t && type_is_public(id) && !add_builtin_value(vm, t->name, np_obj((NpObject *)t)))
            return false;
    }
    if (vm->not_implemented &&
        !add_builtin_value(vm, np_intern_cstr(vm, "NotImplemented"), np_obj(vm->not_implemented)))
        return false;
    if (vm->ellipsis &&
        !add_builtin_value(vm, np_intern_cstr(vm, "Ellipsis"), np_obj(vm->ellipsis)))
        return false;
    return true;
}
