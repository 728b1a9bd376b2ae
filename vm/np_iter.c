/*
 * np_iter.c - iteration: iter() and next() over every builtin iterable, the builtin iterator
 * kinds (list/tuple/str/range/dict/set iterators, enumerate, zip, map, filter, reversed, the
 * callable iterator) and user __iter__/__next__. Moved out of np_ops.c unchanged.
 *
 * Anything that may run Python code (np_call, np_next on a map, user methods) roots the values
 * it still needs afterwards.
 */
#include <string.h>

#include "np_interp.h"
#include "np_runtime.h"
#include "np_lib.h"

// True when [v] is an object whose type is a user class, or a C module's type with native
// special methods (NP_TF_NATIVE_DUNDER), whose special methods np_lookup_special finds.
static bool is_user(NpValue v)
{
    return NP_IS_OBJ(v) && (NP_OBJ(v)->type->tflags & (NP_TF_USER | NP_TF_NATIVE_DUNDER));
}

// A bool as the int it stands for; other values unchanged.
static NpValue as_int(NpValue v)
{
    if (v.tag == NP_T_BOOL)
        return np_int(v.u.i);
    return v;
}

// Calls [func] with [argc] arguments, rooting them across the call.
static bool call_rooted(NpVM *vm, NpValue func, int argc, NpValue *argv, NpValue *out)
{
    return np_call_rooted(vm, func, argc, argv, out);
}

/* ================================================================ iteration */

// A new iterator object of builtin type [tid] walking [src] as [kind]. Every field is written
// here (a recycled block is not zeroed first: np_alloc_obj_uninit).
static NpIter *iter_new(NpVM *vm, NpBuiltinTypeId tid, NpIterKind kind, NpValue src)
{
    NpIter *it = (NpIter *)np_alloc_obj_uninit(vm, sizeof(NpIter), OBJ_ITER, vm->types[tid]);
    if (!it)
        return NULL;
    it->ikind = (uint8_t)kind;
    it->done = false;
    it->src = src;
    it->aux = np_none();
    it->i = it->n = it->step = 0;
    return it;
}

// The iterator of a dict over its keys, values or items.
static NpIter *dict_iter(NpVM *vm, NpValue d, NpIterKind kind)
{
    NpBuiltinTypeId tid = kind == ITER_DICT_KEYS     ? NP_TYPE_DICT_KEYITERATOR
                          : kind == ITER_DICT_VALUES ? NP_TYPE_DICT_VALUEITERATOR
                                                     : NP_TYPE_DICT_ITEMITERATOR;
    NpIter *it = iter_new(vm, tid, kind, d);
    if (it)
        it->n = it->step = (int64_t)NP_AS_DICT(d)->n;
    return it;
}

// iter() of user objects: __iter__ (whose result must be an iterator), else __getitem__.
static bool user_iter(NpVM *vm, NpValue v, NpValue *out, bool *handled)
{
    *handled = true;
    NpValue fn;
    if (np_lookup_special(vm, v, "__iter__", &fn)) {
        // `__iter__ = None` in a class says the object is not iterable, as in CPython.
        if (NP_IS_NONE(fn))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object is not iterable",
                             np_type_name(vm, v));
        if (!call_rooted(vm, fn, 1, &v, out))
            return false;
        bool ok = NP_IS_KIND(*out, OBJ_GENERATOR) ||
                  (NP_IS_ITER(*out) && NP_AS_ITER(*out)->ikind < VIEW_DICT_KEYS);
        NpValue nx;
        if (!ok && !np_lookup_special(vm, *out, "__next__", &nx)) {
            return np_raisef(vm, NP_TYPE_TYPEERROR, "iter() returned non-iterator of type '%s'",
                             np_type_name(vm, *out));
        }
        return true;
    }
    // A subclass of an iterable builtin layout (list, dict, str...) keeps that layout's
    // iterator even when it overrides __getitem__, as CPython's inherited tp_iter does.
    uint8_t k = NP_OBJ(v)->kind;
    bool layout_iter = k == OBJ_LIST || k == OBJ_TUPLE || k == OBJ_STR || k == OBJ_DICT ||
                       k == OBJ_SET || k == OBJ_BYTES || k == OBJ_BYTEARRAY;
    if (!layout_iter && np_lookup_special(vm, v, "__getitem__", &fn)) {
        NpIter *it = iter_new(vm, NP_TYPE_ITERATOR, ITER_SEQ, v);
        if (!it)
            return false;
        *out = np_obj(&it->hdr);
        return true;
    }
    if (np_lookup_special(vm, v, "__next__", &fn) && NP_OBJ(v)->kind == OBJ_INSTANCE) {
        *handled = false;
        return false;
    }
    *handled = false;
    return false;
}

// The builtin layout's part (np_*_layout in np_runtime.h), inlined into both callers.
static inline __attribute__((always_inline)) bool
iter_layout(NpVM *vm, NpValue v, NpValue *out);

bool np_iter(NpVM *vm, NpValue v, NpValue *out)
{
    if (is_user(v)) {
        bool handled;
        bool ok = user_iter(vm, v, out, &handled);
        if (handled)
            return ok;
    }
    return iter_layout(vm, v, out);
}

static inline __attribute__((always_inline)) bool
iter_layout(NpVM *vm, NpValue v, NpValue *out)
{
    if (!NP_IS_OBJ(v))
        goto not_iterable;
    NpIter *it = NULL;
    switch (NP_KIND(v)) {
    case OBJ_LIST:
        it = iter_new(vm, NP_TYPE_LIST_ITERATOR, ITER_LIST, v);
        break;
    case OBJ_TUPLE:
        it = iter_new(vm, NP_TYPE_TUPLE_ITERATOR, ITER_TUPLE, v);
        break;
    case OBJ_STR:
        it = iter_new(vm, NP_TYPE_STR_ITERATOR, ITER_STR, v);
        break;
    case OBJ_BYTES:
        it = iter_new(vm, NP_TYPE_BYTES_ITERATOR, ITER_BYTES, v);
        break;
    case OBJ_BYTEARRAY:
        it = iter_new(vm, NP_TYPE_BYTES_ITERATOR, ITER_BYTES, v);
        break;
    case OBJ_RANGE: {
        NpRange *r = (NpRange *)NP_AS_OBJ(v);
        if (r->big) {
            it = iter_new(vm, NP_TYPE_RANGE_ITERATOR, ITER_RANGE_BIG, v);
            if (it)
                it->n = r->len < 0 ? INT64_MAX : r->len;
            break;
        }
        it = iter_new(vm, NP_TYPE_RANGE_ITERATOR, ITER_RANGE, np_none());
        if (it) {
            it->i = r->start;
            it->n = r->len;
            it->step = r->step;
        }
        break;
    }
    case OBJ_DICT:
        it = dict_iter(vm, v, ITER_DICT_KEYS);
        break;
    case OBJ_SET:
        it = iter_new(vm, NP_TYPE_SET_ITERATOR, ITER_SET, v);
        if (it)
            it->n = (int64_t)NP_AS_SET(v)->used;
        break;
    case OBJ_ITER: {
        NpIter *src = NP_AS_ITER(v);
        if (src->ikind == VIEW_DICT_KEYS)
            it = dict_iter(vm, src->src, ITER_DICT_KEYS);
        else if (src->ikind == VIEW_DICT_VALUES)
            it = dict_iter(vm, src->src, ITER_DICT_VALUES);
        else if (src->ikind == VIEW_DICT_ITEMS)
            it = dict_iter(vm, src->src, ITER_DICT_ITEMS);
        else {
            *out = v;
            return true;
        }
        break;
    }
    case OBJ_GENERATOR:
        *out = v;
        return true;
    default:
        if (is_user(v)) {
            NpValue fn;
            if (np_lookup_special(vm, v, "__next__", &fn)) {
                *out = v;
                return true;
            }
        }
        goto not_iterable;
    }
    if (!it)
        return false;
    *out = np_obj(&it->hdr);
    return true;
not_iterable:
    if (NP_IS_TYPE(v)) {
        // A class with a behaviour table (an enum) iterates through the table's __iter__.
        NpValue mfn, mit;
        if (!np_class_meta_find(vm, NP_AS_TYPE(v), "__iter__", &mfn))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "'type' object is not iterable");
        if (!np_call_with_self(vm, mfn, v, 0, NULL, NULL, &mit)) return false;
        return np_iter(vm, mit, out);
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object is not iterable", np_type_name(vm, v));
}

bool np_iter_layout(NpVM *vm, NpValue v, NpValue *out)
{
    return iter_layout(vm, v, out);
}

// Marks [it] exhausted and reports the end of iteration.
static int finished(NpIter *it)
{
    it->done = true;
    return 0;
}

// Slots of a str iterator's cache of non-ASCII characters (a tuple in NpIter.aux).
#define STR_WIDE_SLOTS 32
// A str iterator makes its cache only when at least this many bytes are left to iterate.
#define STR_WIDE_MIN_LEFT 64

// The cache slot of the non-ASCII UTF-8 sequence at [p] of [n] bytes (from its lead byte
// and last byte, which together tell apart the characters of one script).
static inline size_t wide_slot(const unsigned char *p, size_t n)
{
    return (size_t)(p[n - 1] ^ (p[0] << 3)) & (STR_WIDE_SLOTS - 1);
}

// The cached str of the non-ASCII sequence [p, p + n) in str iterator [it]'s cache, or NULL.
static inline NpStr *wide_cached(const NpIter *it, const unsigned char *p, size_t n)
{
    if (!NP_IS_TUPLE(it->aux))
        return NULL;
    NpValue e = NP_AS_TUPLE(it->aux)->items[wide_slot(p, n)];
    if (!NP_IS_STR(e) || NP_AS_STR(e)->len != n)
        return NULL;
    const unsigned char *d = (const unsigned char *)NP_AS_STR(e)->data;
    for (size_t k = 0; k < n; k++)
        if (d[k] != p[k])
            return NULL;
    return NP_AS_STR(e);
}

bool np_str_iter_cached(NpIter *it, NpValue *out)
{
    const NpStr *s = NP_AS_STR(it->src);
    const unsigned char *p = (const unsigned char *)s->data + it->i;
    size_t n = p[0] < 0xE0 ? 2 : p[0] < 0xF0 ? 3 : 4;
    NpStr *c = wide_cached(it, p, n);
    if (!c)
        return false;
    it->i += (int64_t)n;
    *out = np_obj(&c->hdr);
    return true;
}

// The one-character str for the non-ASCII sequence [p, p + n) that str iterator [it] is at:
// the interned one, so `ch == "é"` against a literal is decided by identity and a dict lookup
// finds its hash made, remembered in the iterator's cache (made here once enough of the
// string is left) so the same character later costs no hashing (np_str_iter_cached).
static NpStr *str_iter_wide(NpVM *vm, NpIter *it, const char *p, size_t n)
{
    NpStr *c = wide_cached(it, (const unsigned char *)p, n);
    if (c)
        return c;
    if (!(c = np_intern(vm, p, n)))
        return NULL;
    if (NP_IS_NONE(it->aux) && NP_AS_STR(it->src)->len - (size_t)it->i >= STR_WIDE_MIN_LEFT) {
        NpTuple *t = np_tuple_new(vm, STR_WIDE_SLOTS);
        if (!t)
            return NULL;
        it->aux = np_obj(&t->hdr);
    }
    if (NP_IS_TUPLE(it->aux)) {
        np_gc_barrier(vm, NP_AS_OBJ(it->aux));
        NP_AS_TUPLE(it->aux)->items[wide_slot((const unsigned char *)p, n)] = np_obj(&c->hdr);
    }
    return c;
}

static int next_str(NpVM *vm, NpIter *it, NpValue *out)
{
    NpStr *s = NP_AS_STR(it->src);
    if ((size_t)it->i >= s->len)
        return finished(it);
    const char *p = s->data + it->i;
    const char *q = p;
    np_utf8_decode(&q);
    NpStr *c = q - p == 1 ? np_str_char(vm, p, 1) : str_iter_wide(vm, it, p, (size_t)(q - p));
    if (!c)
        return -1;
    it->i += q - p;
    *out = np_obj(&c->hdr);
    return 1;
}

static int next_dict(NpVM *vm, NpIter *it, NpValue *out)
{
    NpDict *d = NP_AS_DICT(it->src);
    if (it->n != (int64_t)d->n) {
        it->n = -1;
        np_raisef(vm, NP_TYPE_RUNTIMEERROR, "dictionary changed size during iteration");
        return -1;
    }
    size_t pos = (size_t)it->i;
    NpValue k, v;
    if (!np_dict_next(d, &pos, &k, &v))
        return finished(it);
    if (it->step == 0) {
        // More entries than the dict had when iteration began, at the same size: keys were
        // deleted and others added (CPython raises this too, and stays finished).
        finished(it);
        np_raisef(vm, NP_TYPE_RUNTIMEERROR, "dictionary keys changed during iteration");
        return -1;
    }
    it->step--;
    it->i = (int64_t)pos;
    if (it->ikind == ITER_DICT_KEYS) {
        *out = k;
    } else if (it->ikind == ITER_DICT_VALUES) {
        *out = v;
    } else {
        NpValue kv[2] = {k, v};
        NpTuple *t = np_tuple_from(vm, kv, 2);
        if (!t)
            return -1;
        *out = np_obj(&t->hdr);
    }
    return 1;
}

static int next_set(NpVM *vm, NpIter *it, NpValue *out)
{
    NpSet *s = NP_AS_SET(it->src);
    if (it->n != (int64_t)s->used) {
        it->n = -1;
        np_raisef(vm, NP_TYPE_RUNTIMEERROR, "Set changed size during iteration");
        return -1;
    }
    size_t pos = (size_t)it->i;
    if (!np_set_next(s, &pos, out))
        return finished(it);
    it->i = (int64_t)pos;
    return 1;
}

// enumerate's next. The end of the source does not mark the enumerate done: as in CPython, a
// later next() asks the source again (an iterator class may go on after a StopIteration).
static int next_enumerate(NpVM *vm, NpIter *it, NpValue *out)
{
    NpValue v;
    int r = np_next(vm, it->src, &v);
    if (r <= 0)
        return r;
    NpValue kv[2] = {it->aux, v};
    NpTuple *t = np_tuple_from(vm, kv, 2);
    if (!t)
        return -1;
    if (!np_int_binop(vm, BINOP_ADD, as_int(it->aux), np_int(1), &it->aux))
        return -1;
    *out = np_obj(&t->hdr);
    return 1;
}

// zip(strict=True) found that iterator [k] (0-based) ended while others did not, or the
// reverse: raises CPython's ValueError.
static int zip_mismatch(NpVM *vm, size_t k, bool shorter)
{
    if (k == 1) {
        np_raisef(vm, NP_TYPE_VALUEERROR, "zip() argument 2 is %s than argument 1",
                  shorter ? "shorter" : "longer");
    } else {
        np_raisef(vm, NP_TYPE_VALUEERROR, "zip() argument %zu is %s than arguments 1-%zu", k + 1,
                  shorter ? "shorter" : "longer", k);
    }
    return -1;
}

// After the first iterator of a strict zip ended: every other one must end too.
static int zip_check_rest(NpVM *vm, NpTuple *its)
{
    for (size_t j = 1; j < its->n; j++) {
        NpValue x;
        int r = np_next(vm, its->items[j], &x);
        if (r < 0)
            return -1;
        if (r > 0)
            return zip_mismatch(vm, j, false);
    }
    return 0;
}

static int next_zip(NpVM *vm, NpIter *it, NpValue *out)
{
    NpTuple *its = NP_AS_TUPLE(it->src);
    if (its->n == 0)
        return finished(it);
    NpTuple *t = np_tuple_new(vm, its->n);
    if (!t || !np_push_root(vm, np_obj(&t->hdr)))
        return -1;
    int result = 1;
    for (size_t k = 0; k < its->n; k++) {
        int r = np_next(vm, its->items[k], &t->items[k]);
        np_gc_barrier(vm, t);  // t may have become old during a __next__ call
        if (r > 0)
            continue;
        // As CPython's zip, no done mark: a later next() asks the iterators again.
        if (r == 0 && it->i == 1)
            r = k == 0 ? zip_check_rest(vm, its) : zip_mismatch(vm, k, true);
        result = r;
        break;
    }
    np_pop_roots(vm, 1);
    if (result > 0)
        *out = np_obj(&t->hdr);
    return result;
}

// map with more than MAP_STACK_ARGS iterables: the arguments are gathered in a new tuple.
static int next_map_tuple(NpVM *vm, NpIter *it, NpValue *out)
{
    NpTuple *its = NP_AS_TUPLE(it->src);
    // The arguments are gathered on the register stack (marked by the GC; valid values before
    // any np_next can reach a safe point) instead of in a new tuple per item.
    NpValue *args = np_stack_push(vm, its->n);
    if (!args)
        return -1;
    for (size_t k = 0; k < its->n; k++)
        args[k] = np_none();
    int result = 1;
    for (size_t k = 0; k < its->n && result > 0; k++) {
        int r = np_next(vm, its->items[k], &args[k]);
        if (r <= 0)
            result = r;
    }
    if (result > 0 && !np_call(vm, it->aux, (int)its->n, args, NULL, out))
        result = -1;
    np_stack_pop(vm, args);
    if (result == 0)
        it->done = true;
    return result;
}

// The most iterables whose items next_map gathers on the C stack.
#define MAP_STACK_ARGS 4

// The next item of map(f, it1, ...): f called with one item of each iterable. The arguments
// sit in a C array, each rooted while later ones are fetched and during the call (no tuple
// per item).
static int next_map(NpVM *vm, NpIter *it, NpValue *out)
{
    NpTuple *its = NP_AS_TUPLE(it->src);
    size_t n = its->n, rooted = 0;
    if (n > MAP_STACK_ARGS)
        return next_map_tuple(vm, it, out);
    NpValue args[MAP_STACK_ARGS];
    int result = 1;
    for (size_t k = 0; k < n; k++) {
        int r = np_next(vm, its->items[k], &args[k]);
        if (r <= 0 || !np_push_root(vm, args[k])) {
            result = r <= 0 ? r : -1;
            break;
        }
        rooted++;
    }
    if (result > 0 && !np_call(vm, it->aux, (int)n, args, NULL, out))
        result = -1;
    np_pop_roots(vm, rooted);
    if (result == 0)
        it->done = true;
    return result;
}

static int next_filter(NpVM *vm, NpIter *it, NpValue *out)
{
    for (;;) {
        NpValue v;
        int r = np_next(vm, it->src, &v);
        if (r <= 0)
            return r == 0 ? finished(it) : -1;
        bool keep;
        if (NP_IS_NONE(it->aux)) {
            if (!np_truthy(vm, v, &keep))
                return -1;
        } else {
            NpValue res;
            if (!np_push_root(vm, v))
                return -1;
            NpValue arg = v;
            bool ok = np_call(vm, it->aux, 1, &arg, NULL, &res) && np_truthy(vm, res, &keep);
            np_pop_roots(vm, 1);
            if (!ok)
                return -1;
        }
        if (keep) {
            *out = v;
            return 1;
        }
    }
}

// Old-style iteration by __getitem__(0), (1), ... until IndexError.
static int next_seq(NpVM *vm, NpIter *it, NpValue *out)
{
    if (np_getitem(vm, it->src, np_int(it->i), out)) {
        it->i++;
        return 1;
    }
    if (np_exc_matches(vm, vm->types[NP_TYPE_INDEXERROR]) ||
        np_exc_matches(vm, vm->types[NP_TYPE_STOPITERATION])) {
        np_exc_clear(vm);
        return finished(it);
    }
    return -1;
}

// iter(callable, sentinel).
static int next_callable(NpVM *vm, NpIter *it, NpValue *out)
{
    if (!np_call(vm, it->src, 0, NULL, NULL, out))
        return -1;
    bool eq;
    if (!np_eq(vm, *out, it->aux, &eq))
        return -1;
    return eq ? finished(it) : 1;
}

// reversed(list) (also used for tuples): walks indexes downwards.
// The next value of a big range: start + i * step computed exactly.
static int next_range_big(NpVM *vm, NpIter *it, NpValue *out)
{
    if (it->i >= it->n)
        return finished(it);
    mpz_t i;
    mpz_init_set_si(i, it->i);
    bool ok = np_range_at(vm, (NpRange *)NP_AS_OBJ(it->src), i, out);
    mpz_clear(i);
    if (!ok)
        return -1;
    it->i++;
    return 1;
}

static int next_list_rev(NpIter *it, NpValue *out)
{
    size_t n = NP_IS_LIST(it->src) ? NP_AS_LIST(it->src)->n : NP_AS_TUPLE(it->src)->n;
    if (it->i < 0 || (size_t)it->i >= n)
        return finished(it);
    *out = NP_IS_LIST(it->src) ? NP_AS_LIST(it->src)->items[it->i]
                               : NP_AS_TUPLE(it->src)->items[it->i];
    it->i--;
    return 1;
}

// The error return of enumerate, zip, map or filter's next (-1), unless the error is a
// StopIteration, which reads as the end instead (0): raised anywhere inside CPython's __next__
// of these (map's or filter's function, filter's truth test, a wrapped iterator), it ends every
// consumer, so `list(map(f, xs))` stops where f raised it. As in CPython the iterator is not
// marked done: a later next() goes on with the source's next item.
static int stop_ends(NpVM *vm)
{
    if (!np_exc_matches(vm, vm->types[NP_TYPE_STOPITERATION]))
        return -1;
    np_exc_clear(vm);
    return 0;
}

// The next value of an iterator that wraps others (enumerate, zip, map, filter, itertools'
// chain .. filterfalse). Each calls
// np_next on what it wraps, so a chain a script builds in a loop (`g = map(abs, g)` 100000
// times) recurses in C once per level: the levels are counted like nested containers
// (native_depth, bounded by the recursion limit and NP_MAX_NATIVE_DEPTH), so a deep chain
// raises RecursionError instead of overflowing the C stack (found by the escape corpus,
// tests/security/corpus/res_map_chain.py).
static int next_wrapper(NpVM *vm, NpIter *it, NpValue *out)
{
    int depth = ++vm->native_depth;
    if (depth > NP_MAX_NATIVE_DEPTH || depth + vm->nframes > vm->recursion_limit) {
        vm->native_depth--;
        np_raisef(vm, NP_TYPE_RECURSIONERROR, "maximum recursion depth exceeded");
        return -1;
    }
    int r;
    switch (it->ikind) {
    case ITER_ENUMERATE:
        r = next_enumerate(vm, it, out);
        break;
    case ITER_ZIP:
        r = next_zip(vm, it, out);
        break;
    case ITER_MAP:
        r = next_map(vm, it, out);
        break;
    case ITER_CHAIN:
    case ITER_COMPRESS:
    case ITER_STARMAP:
    case ITER_PAIRWISE:
    case ITER_ZIP_LONGEST:
    case ITER_GROUPBY:
    case ITER_GROUPER:
    case ITER_COUNT:
    case ITER_REPEAT:
    case ITER_CYCLE:
    case ITER_ACCUMULATE:
    case ITER_ISLICE:
    case ITER_TAKEWHILE:
    case ITER_DROPWHILE:
    case ITER_FILTERFALSE:
    case ITER_PRODUCT:
    case ITER_PERMUTATIONS:
    case ITER_COMBINATIONS:
    case ITER_CWR:
    case ITER_TEE:
        r = nplib_itertools_next(vm, it, out);
        break;
    default:
        r = next_filter(vm, it, out);
        break;
    }
    vm->native_depth--;
    return r < 0 ? stop_ends(vm) : r;
}

static int next_builtin(NpVM *vm, NpIter *it, NpValue *out)
{
    if (!np_budget_charge(vm, 1))
        return -1;
    if (it->done)
        return 0;
    switch (it->ikind) {
    case ITER_LIST:
        if ((size_t)it->i >= NP_AS_LIST(it->src)->n)
            return finished(it);
        *out = NP_AS_LIST(it->src)->items[it->i++];
        return 1;
    case ITER_LIST_REV:
        return next_list_rev(it, out);
    case ITER_TUPLE:
        if ((size_t)it->i >= NP_AS_TUPLE(it->src)->n)
            return finished(it);
        *out = NP_AS_TUPLE(it->src)->items[it->i++];
        return 1;
    case ITER_STR:
        return next_str(vm, it, out);
    case ITER_RANGE:
        if (it->n <= 0)
            return finished(it);
        *out = np_int(it->i);
        it->i = (int64_t)((uint64_t)it->i + (uint64_t)it->step);
        it->n--;
        return 1;
    case ITER_RANGE_BIG:
        return next_range_big(vm, it, out);
    case ITER_DICT_KEYS:
    case ITER_DICT_VALUES:
    case ITER_DICT_ITEMS:
        return next_dict(vm, it, out);
    case ITER_SET:
        return next_set(vm, it, out);
    case ITER_ENUMERATE:
    case ITER_ZIP:
    case ITER_MAP:
    case ITER_FILTER:
    case ITER_CHAIN:
    case ITER_COMPRESS:
    case ITER_STARMAP:
    case ITER_PAIRWISE:
    case ITER_ZIP_LONGEST:
    case ITER_GROUPBY:
    case ITER_GROUPER:
    case ITER_COUNT:
    case ITER_REPEAT:
    case ITER_CYCLE:
    case ITER_ACCUMULATE:
    case ITER_ISLICE:
    case ITER_TAKEWHILE:
    case ITER_DROPWHILE:
    case ITER_FILTERFALSE:
    case ITER_PRODUCT:
    case ITER_PERMUTATIONS:
    case ITER_COMBINATIONS:
    case ITER_CWR:
    case ITER_TEE:
        return next_wrapper(vm, it, out);
    case ITER_SEQ:
        return next_seq(vm, it, out);
    case ITER_BYTES:
        return np_bytes_next(it, out);
    case ITER_DEQUE:
    case ITER_DEQUE_REV:
        return nplib_deque_next(vm, it, out);
    case ITER_CALLABLE:
        return next_callable(vm, it, out);
    default:
        np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object is not an iterator", it->hdr.type->name->data);
        return -1;
    }
}

int np_next(NpVM *vm, NpValue it, NpValue *out)
{
    if (NP_IS_ITER(it))
        return next_builtin(vm, NP_AS_ITER(it), out);
    if (NP_IS_GEN(it)) {
        int r = np_gen_resume(vm, NP_AS_GEN(it), np_none(), out);
        return r;
    }
    if (is_user(it)) {
        NpValue fn;
        if (np_lookup_special(vm, it, "__next__", &fn)) {
            if (call_rooted(vm, fn, 1, &it, out))
                return 1;
            if (np_exc_matches(vm, vm->types[NP_TYPE_STOPITERATION])) {
                np_exc_clear(vm);
                return 0;
            }
            return -1;
        }
    }
    np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object is not an iterator", np_type_name(vm, it));
    return -1;
}

// np_next_sink for a str iterator: each character (the VM's shared str for an ASCII one) is
// charged and handed to [sink] without np_next's dispatch.
static int str_drain(NpVM *vm, NpIter *it, NpItemSink sink, void *ctx, NpValue *out)
{
    NpStr *s = NP_AS_STR(it->src);
    while ((size_t)it->i < s->len) {
        if (!np_budget_charge(vm, 1))
            return -1;
        const char *p = s->data + it->i, *q = p;
        if ((unsigned char)*p < 0x80)
            q++;
        else
            np_utf8_decode(&q);
        NpStr *c = q - p == 1 ? np_str_char(vm, p, 1) : str_iter_wide(vm, it, p, (size_t)(q - p));
        if (!c)
            return -1;
        it->i += q - p;
        *out = np_obj(&c->hdr);
        if (!sink(vm, ctx, *out))
            return 1;
    }
    return finished(it);
}

// np_next_sink for a set iterator (`sorted(s)`, `list(s)`, `sum(s)`): each member is charged
// and handed to [sink] without np_next's dispatch. A sink may run Python code that resizes
// the set, so every step goes through next_set, which checks the size.
static int set_drain(NpVM *vm, NpIter *it, NpItemSink sink, void *ctx, NpValue *out)
{
    for (;;) {
        if (!np_budget_charge(vm, 1))
            return -1;
        int r = next_set(vm, it, out);
        if (r != 1)
            return r;
        if (!sink(vm, ctx, *out))
            return 1;
    }
}

// The state of a map or filter iterator drained into a sink through np_call_each.
typedef struct {
    NpIter *it;
    // The iterator the function's arguments come from.
    NpValue src;
    NpItemSink sink;
    void *ctx;
    // The item the sink refused (UNDEF while none was).
    NpValue refused;
} CallDrain;

// The argument of the next call of a map or filter drain: the next item of its source, each
// charged 1 as np_next on the map or filter would. 1 with e->arg, 0 at the end (the iterator
// marked done), -1 on an error.
static int call_drain_next(NpVM *vm, CallDrain *d, NpCallEach *e)
{
    if (!np_budget_charge(vm, 1))
        return -1;
    int r = np_next(vm, d->src, &e->arg);
    return r == 0 ? finished(d->it) : r;
}

// map_drain's np_call_each step: the sink takes f's value or it is handed back.
static int map_drain_step(NpVM *vm, NpCallEach *e)
{
    CallDrain *d = e->ctx;
    if (!d->sink(vm, d->ctx, e->result)) {
        d->refused = e->result;
        return 0;
    }
    return call_drain_next(vm, d, e);
}

// filter_drain's np_call_each step: an item the function accepts is offered to the sink. The
// item (the call's argument) is rooted while the value's truth may run Python code.
static int filter_drain_step(NpVM *vm, NpCallEach *e)
{
    CallDrain *d = e->ctx;
    bool keep;
    if (NP_IS_BOOL(e->result)) {
        keep = e->result.u.i != 0;
    } else {
        if (!np_push_root(vm, e->arg))
            return -1;
        bool ok = np_truthy(vm, e->result, &keep);
        np_pop_roots(vm, 1);
        if (!ok)
            return -1;
    }
    if (keep && !d->sink(vm, d->ctx, e->arg)) {
        d->refused = e->arg;
        return 0;
    }
    return call_drain_next(vm, d, e);
}

// np_next_sink of map(f, it) and filter(f, it) with a function: every call runs in one
// interpreter loop for a Python function (np_call_each) instead of a nested loop per item.
static int call_drain(NpVM *vm, NpIter *it, NpItemSink sink, void *ctx, NpValue *out)
{
    bool map = it->ikind == ITER_MAP;
    CallDrain d = {it, map ? NP_AS_TUPLE(it->src)->items[0] : it->src, sink, ctx, np_undef()};
    NpCallEach e = {.step = map ? map_drain_step : filter_drain_step, .ctx = &d};
    int r = call_drain_next(vm, &d, &e);
    if (r <= 0)
        return r;
    if (!np_call_each(vm, it->aux, &e))
        return stop_ends(vm);
    if (NP_IS_UNDEF(d.refused))
        return 0;
    *out = d.refused;
    return 1;
}

int np_next_sink(NpVM *vm, NpValue it, NpItemSink sink, void *ctx, NpValue *out)
{
    if (NP_IS_ITER(it) && !NP_AS_ITER(it)->done && !is_user(it)) {
        NpIter *ci = NP_AS_ITER(it);
        if ((ci->ikind == ITER_MAP && NP_AS_TUPLE(ci->src)->n == 1) ||
            (ci->ikind == ITER_FILTER && !NP_IS_NONE(ci->aux)))
            return call_drain(vm, ci, sink, ctx, out);
    }
    if (NP_IS_GEN(it))
        return np_gen_drain(vm, NP_AS_GEN(it), sink, ctx, out);
    if (NP_IS_ITER(it) && NP_AS_ITER(it)->ikind == ITER_DEQUE)
        return nplib_deque_drain(vm, NP_AS_ITER(it), sink, ctx, out);
    if (NP_IS_ITER(it) && NP_AS_ITER(it)->ikind == ITER_STR && !is_user(it) &&
        !NP_AS_ITER(it)->done)
        return str_drain(vm, NP_AS_ITER(it), sink, ctx, out);
    if (NP_IS_ITER(it) && NP_AS_ITER(it)->ikind == ITER_ACCUMULATE && !is_user(it))
        return nplib_accumulate_drain(vm, NP_AS_ITER(it), sink, ctx, out);
    if (NP_IS_ITER(it) && NP_AS_ITER(it)->ikind == ITER_SET && !is_user(it) &&
        !NP_AS_ITER(it)->done)
        return set_drain(vm, NP_AS_ITER(it), sink, ctx, out);
    for (;;) {
        int r = np_next(vm, it, out);
        if (r <= 0 || !sink(vm, ctx, *out))
            return r;
    }
}

// The next item of a list, tuple or range iterator [it] (what needs no allocation and cannot
// fail): 1 with *out, 0 at the end (marking it done as next() does).
static inline int plain_next(NpIter *it, NpValue *out)
{
    switch (it->ikind) {
    case ITER_LIST:
        if (it->done || (size_t)it->i >= NP_AS_LIST(it->src)->n)
            return finished(it);
        *out = NP_AS_LIST(it->src)->items[it->i++];
        return 1;
    case ITER_TUPLE:
        if (it->done || (size_t)it->i >= NP_AS_TUPLE(it->src)->n)
            return finished(it);
        *out = NP_AS_TUPLE(it->src)->items[it->i++];
        return 1;
    default:  // ITER_RANGE
        if (it->n <= 0)
            return finished(it);
        *out = np_int(it->i);
        it->i = (int64_t)((uint64_t)it->i + (uint64_t)it->step);
        it->n--;
        return 1;
    }
}

// True when [v] is an exact list, tuple or range iterator (plain_next can step it).
static inline bool plain_iter(NpValue v)
{
    if (!NP_IS_ITER(v) || (NP_OBJ(v)->type->tflags & NP_TF_USER))
        return false;
    uint8_t k = NP_AS_ITER(v)->ikind;
    return k == ITER_LIST || k == ITER_TUPLE || k == ITER_RANGE;
}

// The list iterator [v] when it is an exact list iterator that plain_next may step, else NULL.
static inline NpIter *plain_list_iter(NpValue v)
{
    if (!NP_IS_ITER(v) || (NP_OBJ(v)->type->tflags & NP_TF_USER) ||
        NP_AS_ITER(v)->ikind != ITER_LIST)
        return NULL;
    return NP_AS_ITER(v);
}

// `for a, b in zip(xs, ys)` over two lists (the usual pairing of rows, vectors, names and
// values), for np_next_unpacked: the two list iterators stepped here, without the general
// path's kind dispatch per source. 1 with dst[0..1] set, 0 at the end (the first list's item
// consumed when only the second ran out, as zip does), -2 when the zip is of another shape.
static inline int zip2_lists(NpIter *it, NpValue *dst)
{
    NpTuple *its = NP_AS_TUPLE(it->src);
    NpIter *x, *y;
    if (its->n != 2 || it->i == 1 || !(x = plain_list_iter(its->items[0])) ||
        !(y = plain_list_iter(its->items[1])))
        return -2;
    if (it->done)
        return 0;
    const NpList *lx = NP_AS_LIST(x->src), *ly = NP_AS_LIST(y->src);
    if (x->done || (size_t)x->i >= lx->n) {
        x->done = true;
        return finished(it);
    }
    NpValue a = lx->items[x->i++];
    if (y->done || (size_t)y->i >= ly->n) {
        y->done = true;
        return finished(it);
    }
    dst[0] = a;
    dst[1] = ly->items[y->i++];
    return 1;
}

// `for i, x in enumerate(xs)` over a list, for np_next_unpacked: the list iterator stepped
// here. 1 with dst[0..1] set, 0 at the end, -2 when the enumerate is of another shape (its
// count must stay a small int: np_next makes the big one).
static inline int enumerate_list(NpIter *it, NpValue *dst)
{
    NpIter *x = plain_list_iter(it->src);
    if (!x || it->aux.tag != NP_T_INT || it->aux.u.i == INT64_MAX)
        return -2;
    if (it->done)
        return 0;
    const NpList *l = NP_AS_LIST(x->src);
    if (x->done || (size_t)x->i >= l->n) {
        x->done = true;
        return finished(it);
    }
    dst[0] = it->aux;
    dst[1] = l->items[x->i++];
    it->aux.u.i++;
    return 1;
}

int np_next_unpacked(NpIter *it, NpValue *dst, int n)
{
    if (it->hdr.type->tflags & NP_TF_USER)
        return -1;
    if (n == 2 && (it->ikind == ITER_ZIP || it->ikind == ITER_ENUMERATE)) {
        int r = it->ikind == ITER_ZIP ? zip2_lists(it, dst) : enumerate_list(it, dst);
        if (r != -2)
            return r;
    }
    switch (it->ikind) {
    case ITER_ENUMERATE: {
        // The count must stay a small int (np_next makes the big one).
        if (n != 2 || !plain_iter(it->src) || it->aux.tag != NP_T_INT || it->aux.u.i == INT64_MAX)
            return -1;
        if (it->done)
            return 0;
        NpValue v;
        if (!plain_next(NP_AS_ITER(it->src), &v))
            return finished(it);
        dst[0] = it->aux;
        dst[1] = v;
        it->aux.u.i++;
        return 1;
    }
    case ITER_ZIP: {
        // Not zip(strict=True) ([i] == 1), whose mismatch errors np_next raises.
        NpTuple *its = NP_AS_TUPLE(it->src);
        NpValue got[8];
        if ((size_t)n != its->n || n == 0 || n > 8 || it->i == 1)
            return -1;
        for (int k = 0; k < n; k++)
            if (!plain_iter(its->items[k]))
                return -1;
        if (it->done)
            return 0;
        if (n == 2) {
            // `for a, b in zip(xs, ys)`: both items read before either target is written (the
            // targets keep their values when the zip ends).
            NpValue a, b;
            if (!plain_next(NP_AS_ITER(its->items[0]), &a) ||
                !plain_next(NP_AS_ITER(its->items[1]), &b))
                return finished(it);
            dst[0] = a;
            dst[1] = b;
            return 1;
        }
        // In order, stopping at the first exhausted one, as next_zip does.
        for (int k = 0; k < n; k++)
            if (!plain_next(NP_AS_ITER(its->items[k]), &got[k]))
                return finished(it);
        for (int k = 0; k < n; k++)
            dst[k] = got[k];
        return 1;
    }
    case ITER_DICT_ITEMS: {
        NpDict *d = NP_AS_DICT(it->src);
        if (n != 2 || it->n != (int64_t)d->n)
            return -1;  // np_next raises "dictionary changed size during iteration"
        if (it->done)
            return 0;
        size_t pos = (size_t)it->i;
        NpValue k, v;
        if (!np_dict_next(d, &pos, &k, &v))
            return finished(it);
        if (it->step == 0)
            return -1;  // np_next raises "dictionary keys changed during iteration"
        it->step--;
        it->i = (int64_t)pos;
        dst[0] = k;
        dst[1] = v;
        return 1;
    }
    default:
        return -1;
    }
}

// np_list_from_iter's sink: appends while the list has room, and grows a small list itself (a
// growth under 4 KiB charges no budget, so the only possible failure is the memory limit: then
// the item is refused and the general path's append raises the same MemoryError).
static bool list_sink(NpVM *vm, void *ctx, NpValue v)
{
    NpList *l = ctx;
    if (l->n < l->cap) {
        np_gc_barrier(vm, l);
        l->items[l->n++] = v;
        return true;
    }
    if (l->n >= 200)
        return false;
    if (np_list_append(vm, l, v))
        return true;
    np_exc_clear(vm);
    return false;
}

bool np_drain_list_sink(NpVM *vm, void *ctx, NpValue item)
{
    return list_sink(vm, NP_AS_LIST(*(NpValue *)ctx), item);
}

bool np_list_fill(NpVM *vm, NpList *l, NpValue item, NpValue it)
{
    if (!NP_IS_UNDEF(item) && !np_list_append(vm, l, item))
        return false;
    if (!np_push_root(vm, it))
        return false;
    bool ok = true;
    for (;;) {
        NpValue v;
        int r = np_next_sink(vm, it, list_sink, l, &v);
        if (r == 0)
            break;
        if (r < 0 || !np_list_append(vm, l, v)) {
            ok = false;
            break;
        }
    }
    np_pop_roots(vm, 1);
    return ok;
}

NpList *np_list_from_iter(NpVM *vm, NpValue iterable)
{
    if (NP_IS_LIST(iterable) && !is_user(iterable))
        return np_list_from(vm, NP_AS_LIST(iterable)->items, NP_AS_LIST(iterable)->n);
    if (NP_IS_TUPLE(iterable) && !is_user(iterable))
        return np_list_from(vm, NP_AS_TUPLE(iterable)->items, NP_AS_TUPLE(iterable)->n);
    // An exact dict and the views of any dict: straight from the entries (np_dict.c).
    if (NP_IS_OBJ(iterable) && NP_OBJ(iterable)->type == vm->types[NP_TYPE_DICT])
        return np_dict_view_list(vm, NP_AS_DICT(iterable), 0);
    if (NP_IS_ITER(iterable) && NP_AS_ITER(iterable)->ikind >= VIEW_DICT_KEYS &&
        NP_AS_ITER(iterable)->ikind <= VIEW_DICT_ITEMS && !is_user(iterable))
        return np_dict_view_list(vm, NP_AS_DICT(NP_AS_ITER(iterable)->src),
                                 NP_AS_ITER(iterable)->ikind - VIEW_DICT_KEYS);
    if (NP_IS_SET(iterable) && !is_user(iterable))
        return np_set_list(vm, NP_AS_SET(iterable));
    if (NP_IS_KIND(iterable, OBJ_RANGE) && ((NpRange *)NP_AS_OBJ(iterable))->len < 0) {
        // CPython sizes the list from len() first: a range longer than int64 fails at once.
        np_raisef(vm, NP_TYPE_OVERFLOWERROR, "Python int too large to convert to C ssize_t");
        return NULL;
    }
    NpValue it;
    if (!np_iter(vm, iterable, &it))
        return NULL;
    // list(s) of an exact str: room for every character, so str_drain's sink never refuses.
    bool chars = NP_IS_STR(iterable) && !is_user(iterable);
    NpList *l = np_list_new(vm, chars ? NP_AS_STR(iterable)->ncp : 0);
    if (!l || !np_push_root(vm, it))
        return NULL;
    if (!np_push_root(vm, np_obj(&l->hdr))) {
        np_pop_roots(vm, 1);
        return NULL;
    }
    NpList *result = np_list_fill(vm, l, np_undef(), it) ? l : NULL;
    np_pop_roots(vm, 2);
    return result;
}
