/*
 * np_ops.c - the generic object protocol: arithmetic, comparison, truth, hashing, len,
 * subscripting, membership and iteration over every builtin type, with CPython's semantics and
 * error messages. User classes' special methods are reached through np_lookup_special.
 *
 * Numbers: bool acts as int; int (small or big) goes to np_int_binop, mixes with float to
 * np_float_binop. Comparisons between ints and floats are exact, as in CPython. Containers
 * compare items with np_eq, whose identity shortcut matches PyObject_RichCompareBool.
 * Everything that may run Python code (np_call, np_next on a map, user methods) roots the
 * values it still needs afterwards.
 */
#include <math.h>
#include <string.h>

#include "np_descr.h"
#include "np_interp.h"
#include "np_runtime.h"

/* ================================================================ small helpers */

// True for bool, small int and big int values (user subclasses of int are not handled here).
static bool is_intlike(NpValue v)
{
    return v.tag == NP_T_INT || v.tag == NP_T_BOOL || NP_IS_BIGINT(v);
}

// A bool as the int it stands for; other values unchanged.
static NpValue as_int(NpValue v)
{
    if (v.tag == NP_T_BOOL)
        return np_int(v.u.i);
    return v;
}

static bool is_number(NpValue v)
{
    return is_intlike(v) || v.tag == NP_T_FLOAT;
}

// True when [v] is an object whose type is a user class, or a C module's type with native
// special methods (NP_TF_NATIVE_DUNDER), whose special methods np_lookup_special finds.
static bool is_user(NpValue v)
{
    return NP_IS_OBJ(v) && (NP_OBJ(v)->type->tflags & (NP_TF_USER | NP_TF_NATIVE_DUNDER));
}

static bool is_anyset(NpValue v)
{
    return NP_IS_SET(v);
}

// Calls [func] with [argc] arguments, rooting them across the call.
static bool call_rooted(NpVM *vm, NpValue func, int argc, NpValue *argv, NpValue *out)
{
    return np_call_rooted(vm, func, argc, argv, out);
}

// A special method set to None in a class body (`__eq__ = None`, `__add__ = None`): CPython
// looks it up as defined and calls it, raising TypeError; `__contains__ = None` says the
// object is not a container. Always returns -1.
static __attribute__((noinline)) int special_none(NpVM *vm, NpValue self, const char *name)
{
    if (strcmp(name, "__contains__") == 0)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object is not a container",
                         np_type_name(vm, self)), -1;
    return np_raisef(vm, NP_TYPE_TYPEERROR, "'NoneType' object is not callable"), -1;
}

// Calls [n], an unbound native method of [self]'s own class, with [self] and [arg] (UNDEF for
// none), both rooted on the register stack as np_call_rooted roots them: 1 with *out set, -1
// on error.
static inline __attribute__((always_inline)) int call_own_native(NpVM *vm, NpNative *n,
                                                                 NpValue self, NpValue arg,
                                                                 NpValue *out)
{
    int argc = NP_IS_UNDEF(arg) ? 1 : 2;
    NpValue *keep = np_stack_reserve(vm, (size_t)argc);
    if (!keep)
        return -1;
    keep[0] = self;
    if (argc == 2)
        keep[1] = arg;
    bool ok = n->fn(vm, argc, keep, NULL, out);
    np_stack_pop(vm, keep);
    return ok ? 1 : -1;
}

// Calls [fn], the special method np_lookup_special found for [self] (not None), with [self] and
// [arg] (UNDEF for none): 1 with *out set, -1 on error. A generated dataclass comparison may
// decide without a call (stdlib/np_lib_dataclasses.c). An unbound native method of [self]'s own
// class (datetime's __lt__, ...) is called straight, its arguments rooted on the register
// stack as np_call_rooted roots them: the receiver check np_call would make (an instance of the
// method's owner) holds, which spares np_call_rooted's dispatch (~150 instructions a call).
static inline __attribute__((always_inline)) int call_found(NpVM *vm, NpValue fn, NpValue self,
                                                            NpValue arg, NpValue *out)
{
    int argc = NP_IS_UNDEF(arg) ? 1 : 2;
    NpValue args[2] = {self, arg};
    if (NP_IS_KIND(fn, OBJ_NATIVE)) {
        int q = np_dc_quick_call(vm, fn, self, arg, out);
        if (q != 0)
            return q;
        NpNative *n = (NpNative *)NP_AS_OBJ(fn);
        if (NP_IS_UNDEF(n->self) && n->owner == NP_OBJ(self)->type)
            return call_own_native(vm, n, self, arg, out);
    }
    return call_rooted(vm, fn, argc, args, out) ? 1 : -1;
}

// Calls the user special method [name] of [self] with [arg] (UNDEF for none). Returns 1 with
// *out set, 0 when the class does not define it, -1 on error (a method set to None included).
static int call_special(NpVM *vm, NpValue self, const char *name, NpValue arg, NpValue *out)
{
    NpValue fn;
    if (!is_user(self) || !np_lookup_special(vm, self, name, &fn))
        return 0;
    if (NP_IS_NONE(fn))
        return special_none(vm, self, name);
    return call_found(vm, fn, self, arg, out);
}

// The int64 count of a sequence repetition; OverflowError for ints beyond int64 like CPython's
// "cannot fit 'int' into an index-sized integer".
static bool repeat_count(NpVM *vm, NpValue n, int64_t *out)
{
    if (np_bigint_small(n, out)) {
        if (*out < 0)
            *out = 0;
        return true;
    }
    if (NP_IS_BIGINT(n)) {
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR,
                         "cannot fit 'int' into an index-sized integer");
    }
    *out = as_int(n).u.i;
    if (*out < 0)
        *out = 0;
    return true;
}

/* ================================================================ recursion guard */

// Enters one level of C recursion over nested containers; false with RecursionError ("...
// exceeded[what]") past the recursion limit (shared with Python frames, as in CPython) or
// NP_MAX_NATIVE_DEPTH.
static bool enter_nested(NpVM *vm, const char *what)
{
    int depth = ++vm->native_depth;
    if (depth > NP_MAX_NATIVE_DEPTH || depth + vm->nframes > vm->recursion_limit) {
        vm->native_depth--;
        return np_raisef(vm, NP_TYPE_RECURSIONERROR, "maximum recursion depth exceeded%s", what);
    }
    return true;
}

static void leave_nested(NpVM *vm)
{
    vm->native_depth--;
}

/* ================================================================ truth, identity */

// np_truthy's class memo (np_class_memo_get) for a user instance's class: 0 when it defines
// neither __bool__ nor __len__ (its instances are true), its __bool__ when that is a Python
// function, its __len__ when it has no __bool__ and that is a native (deque), 1 when it
// defines either otherwise.
static const char TRUTH_MEMO[] = "truth: no __bool__ or __len__";

// Calls native [fn], the __len__ np_truthy's memo holds for the class of user instance [v]:
// directly when it is a method of v's own class (an unbound method whose receiver check
// call_other would make passes trivially; v rooted across it), else through call_rooted.
static bool call_len_native(NpVM *vm, NpValue fn, NpValue v, NpValue *r)
{
    NpNative *n = (NpNative *)NP_AS_OBJ(fn);
    if (!NP_IS_UNDEF(n->self) || n->owner != NP_OBJ(v)->type)
        return call_rooted(vm, fn, 1, &v, r);
    if (!np_push_root(vm, v))
        return false;
    bool ok = n->fn(vm, 1, &v, NULL, r);
    np_pop_roots(vm, 1);
    return ok;
}

// TRUTH_MEMO's value for a class whose __len__ is [fn] (and no __bool__): fn itself when it is
// an unbound native, which a class dict holds, else 1. np_lookup_special makes a fresh native
// bound to its function for a staticmethod or classmethod __len__; nothing holds that one, so
// a memo of it would dangle after the next collection.
static NpValue len_memo(NpValue fn)
{
    return NP_IS_KIND(fn, OBJ_NATIVE) && NP_IS_UNDEF(((NpNative *)NP_AS_OBJ(fn))->self)
               ? fn
               : np_int(1);
}

bool np_truthy(NpVM *vm, NpValue v, bool *res)
{
    switch (v.tag) {
    case NP_T_NONE:
    case NP_T_UNDEF:
        *res = false;
        return true;
    case NP_T_BOOL:
    case NP_T_INT:
        *res = v.u.i != 0;
        return true;
    case NP_T_FLOAT:
        *res = v.u.f != 0.0;
        return true;
    default:
        break;
    }
    NpObject *o = NP_OBJ(v);
    if (o->type->tflags & NP_TF_USER) {
        // A user instance whose class defines neither __bool__ nor __len__ (a linked list's
        // node in `while node:`) is true: remembered per class until the next class change.
        // (The memo is 1 for a class that defines either: the general path below.)
        NpValue memo;
        bool inst = o->kind == OBJ_INSTANCE;
        NpValue r;
        int k;
        if (inst && np_class_memo_get(vm, o->type, TRUTH_MEMO, &memo)) {
            if (NP_IS_INT(memo) && memo.u.i == 0) {
                *res = true;
                return true;
            }
            if (NP_IS_KIND(memo, OBJ_NATIVE)) {
                // No __bool__, and __len__ is this native (a deque's, `while queue:`): called
                // without looking either up (~700 instructions a test before, ~200 now).
                int64_t n;
                if (!call_len_native(vm, memo, v, &r) || !np_len_result(vm, r, &n))
                    return false;
                *res = n != 0;
                return true;
            }
            inst = false;
            // A __bool__ that is a Python function is called without looking it up again.
            k = NP_IS_INT(memo) ? call_special(vm, v, "__bool__", np_undef(), &r)
                                : call_rooted(vm, memo, 1, &v, &r) ? 1 : -1;
        } else {
            k = call_special(vm, v, "__bool__", np_undef(), &r);
        }
        if (k < 0)
            return false;
        if (k > 0) {
            NpValue fn;
            if (inst)
                np_class_memo_put(vm, o->type, TRUTH_MEMO,
                                  np_lookup_special(vm, v, "__bool__", &fn) &&
                                          NP_IS_KIND(fn, OBJ_FUNCTION) ? fn : np_int(1));
            if (!NP_IS_BOOL(r)) {
                return np_raisef(vm, NP_TYPE_TYPEERROR, "__bool__ should return bool, returned %s",
                                 np_type_name(vm, r));
            }
            *res = r.u.i != 0;
            return true;
        }
        NpValue fn;
        bool has_len = np_lookup_special(vm, v, "__len__", &fn);
        if (has_len || o->kind != OBJ_INSTANCE) {
            if (inst)
                np_class_memo_put(vm, o->type, TRUTH_MEMO, has_len ? len_memo(fn) : np_int(1));
            // (An instance of a user exception class without __len__ is true, as any object.
            // A subclass of a builtin layout whose class defines __len__, `class S(dict)`,
            // is as true as its __len__ says, as in CPython, not as its layout's length.)
            if (has_len) {
                int64_t n;
                if (!np_len(vm, v, &n))
                    return false;
                *res = n != 0;
                return true;
            }
        } else if (inst) {
            np_class_memo_put(vm, o->type, TRUTH_MEMO, np_int(0));
        }
    }
    switch (o->kind) {
    case OBJ_STR:
        *res = ((NpStr *)o)->len != 0;
        return true;
    case OBJ_BYTES:
        *res = ((NpBytes *)o)->len != 0;
        return true;
    case OBJ_BYTEARRAY:
        *res = ((NpByteArray *)o)->len != 0;
        return true;
    case OBJ_TUPLE:
        *res = ((NpTuple *)o)->n != 0;
        return true;
    case OBJ_LIST:
        *res = ((NpList *)o)->n != 0;
        return true;
    case OBJ_DICT:
        *res = ((NpDict *)o)->n != 0;
        return true;
    case OBJ_SET:
        *res = ((NpSet *)o)->used != 0;
        return true;
    case OBJ_RANGE:
        *res = ((NpRange *)o)->len != 0;
        return true;
    case OBJ_BIGINT:
        // Only an int subclass instance can hold zero (plain ints that fit are not boxed).
        *res = mpz_sgn(((NpBigInt *)o)->z) != 0;
        return true;
    case OBJ_ITER: {
        NpIter *it = (NpIter *)o;
        if (it->ikind == VIEW_DICT_KEYS || it->ikind == VIEW_DICT_VALUES ||
            it->ikind == VIEW_DICT_ITEMS) {
            *res = ((NpDict *)NP_AS_OBJ(it->src))->n != 0;
            return true;
        }
        *res = true;
        return true;
    }
    default:
        *res = true;
        return true;
    }
}

/* ================================================================ hashing */

// CPython's _Py_HashPointer: the address rotated by 4 bits.
static int64_t hash_pointer(const void *p)
{
    uint64_t y = (uint64_t)(uintptr_t)p;
    y = (y >> 4) | (y << 60);
    int64_t h = (int64_t)y;
    return h == -1 ? -2 : h;
}

// The hash of a tuple item that needs no dispatch into *h: an int below CPython's modulus (its
// own hash) or an exact str (its cached or computed hash). False for any other item.
static inline bool leaf_item_hash(NpVM *vm, NpValue it, int64_t *h)
{
    if (it.tag == NP_T_INT && it.u.i > -(int64_t)((1ULL << 61) - 1) &&
        it.u.i < (int64_t)((1ULL << 61) - 1)) {
        *h = it.u.i == -1 ? -2 : it.u.i;
        return true;
    }
    if (NP_IS_KIND(it, OBJ_STR) && NP_OBJ(it)->type == vm->types[NP_TYPE_STR]) {
        *h = np_str_hash(NP_AS_STR(it));
        return true;
    }
    return false;
}

// The hash of item [it] when it is an exact tuple of leaf items (a namedtuple's `rhs` of
// names, a coordinate inside a key): 1 with *h set, charged as np_hash charges it; 0 when it
// is anything else (np_hash decides; nothing was charged); -1 on an exhausted budget. One
// level only, so it needs no nesting guard: np_hash's dispatch and enter_nested are skipped.
static int flat_tuple_item_hash(NpVM *vm, NpValue it, int64_t *h)
{
    if (!NP_IS_KIND(it, OBJ_TUPLE) || NP_OBJ(it)->type != vm->types[NP_TYPE_TUPLE])
        return 0;
    const NpTuple *t = NP_AS_TUPLE(it);
    if (t->hdr.flags & NP_TUPLE_HASHED) {
        // (Kept by a dict or set that hashed it: the same value; sokoban's (boxes, (x, y)).)
        *h = np_tuple_kept_hash(t);
        return 1;
    }
    uint64_t acc = NP_XXPRIME_5;
    for (size_t i = 0; i < t->n; i++) {
        int64_t ih;
        if (!leaf_item_hash(vm, t->items[i], &ih))
            return 0;
        acc = np_tuplehash_step(acc, ih);
    }
    if (!np_budget_charge(vm, (int64_t)t->n))
        return -1;
    *h = np_tuplehash_finish(acc, t->n);
    // Its items are leaves, so its hash never changes: kept, as np_dict.c's nested_tuple_hash
    // keeps it (a namedtuple's `rhs` was hashed again with every item tuple holding the rule).
    if (t->n >= 2)
        np_tuple_keep_hash((NpTuple *)t, *h);
    return 1;
}

// CPython 3.8+'s tuplehash (xxHash-based) over [n] items. *stable is set when every item's
// hash is fixed for good (an unboxed value, an exact str, an exact tuple of such leaves), so
// the caller may keep the result in the tuple; anything hashed through np_hash otherwise (a
// user instance's __hash__ may change) clears it.
static bool hash_items(NpVM *vm, const NpValue *items, size_t n, int64_t *out, bool *stable)
{
    uint64_t acc = NP_XXPRIME_5;
    bool fixed = true;
    if (!np_budget_charge(vm, (int64_t)n))
        return false;
    for (size_t i = 0; i < n; i++) {
        int64_t h;
        NpValue it = items[i];
        if (!leaf_item_hash(vm, it, &h)) {
            int r = flat_tuple_item_hash(vm, it, &h);
            if (r < 0 || (r == 0 && !np_hash(vm, it, &h)))
                return false;
            if (r == 0 && it.tag == NP_T_OBJ)
                fixed = false;
        }
        acc = np_tuplehash_step(acc, h);
    }
    *out = np_tuplehash_finish(acc, n);
    *stable = fixed;
    return true;
}

// CPython's _shuffle_bits for frozenset hashing.
static uint64_t shuffle_bits(uint64_t h)
{
    return ((h ^ 89869747ULL) ^ (h << 16)) * 3644798167ULL;
}

// CPython's frozenset_hash (only live entries contribute; the empty/dummy corrections of the
// C version cancel out to exactly this).
static int64_t hash_frozenset(NpSet *s)
{
    if (s->hash != -1 && s->hash != 0)
        return s->hash;
    uint64_t hash = 0;
    for (size_t i = 0; i <= s->mask; i++) {
        if (!NP_IS_UNDEF(s->table[i].key))
            hash ^= shuffle_bits((uint64_t)s->table[i].hash);
    }
    hash ^= ((uint64_t)s->used + 1) * 1927868237ULL;
    hash ^= (hash >> 11) ^ (hash >> 25);
    hash = hash * 69069U + 907133923ULL;
    if (hash == (uint64_t)-1)
        hash = 590923713ULL;
    s->hash = (int64_t)hash;
    return s->hash;
}

// hash(range): hash((len, start, step)) with None for the parts that do not matter.
static bool hash_range(NpVM *vm, NpRange *r, int64_t *out)
{
    NpValue t[3] = {np_range_field(r, 3), np_none(), np_none()};
    if (r->len != 0) {
        t[1] = np_range_field(r, 0);
        if (r->len != 1)
            t[2] = np_range_field(r, 2);
    }
    bool stable;
    return hash_items(vm, t, 3, out, &stable);
}

static bool unhashable(NpVM *vm, NpValue v)
{
    return np_raisef(vm, NP_TYPE_TYPEERROR, "unhashable type: '%s'", np_type_name(vm, v));
}

// np_hash's class memo (np_class_memo_get) for a user class: None when it defines neither
// __hash__ nor __eq__ (a NamedTuple, a plain class: its instances hash as their layout does,
// without the two lookups), or its __hash__ when that is a Python function or an unbound native
// of its MRO (a frozen dataclass's, complex's, Decimal's), called straight away. Absent
// otherwise (unhashable classes, other callables).
static const char HASH_MEMO[] = "hash: plain or __hash__";

// Calls the user __hash__ [fn] of [v] and converts its result as CPython does.
static inline __attribute__((always_inline)) bool call_user_hash(NpVM *vm, NpValue fn, NpValue v,
                                                              int64_t *out)
{
    NpValue r;
    const NpNative *n = NP_IS_KIND(fn, OBJ_NATIVE) ? (const NpNative *)NP_AS_OBJ(fn) : NULL;
    if (n && (n->hdr.flags & NP_NATIVE_METHOD) && NP_IS_UNDEF(n->self) &&
        n->owner == NP_OBJ(v)->type) {
        // A method native of v's own class (complex's, Decimal's): called as call_found does.
        NpValue *keep = np_stack_reserve(vm, 1);
        if (!keep)
            return false;
        keep[0] = v;
        bool ok = n->fn(vm, 1, keep, NULL, &r);
        np_stack_pop(vm, keep);
        if (!ok)
            return false;
    } else if (!call_rooted(vm, fn, 1, &v, &r)) {
        return false;
    }
    if (!is_intlike(r))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "__hash__ method should return an integer");
    // CPython keeps a result that fits in a machine word as it is (hash(s) where
    // __hash__ returns super().__hash__() is hash of the str) and hashes a bigger one.
    NpValue iv = as_int(r);
    int64_t h;
    if (iv.tag == NP_T_INT)
        h = iv.u.i;
    else if (!np_bigint_small(iv, &h))
        h = np_int_hash(iv);
    *out = h == -1 ? -2 : h;
    return true;
}

// True when, in the MRO of v's class, a builtin with its own __hash__ and __eq__ (str, int,
// tuple, float, bytes, frozenset) comes before every Python class that defines [name]: CPython
// then uses the builtin's slot, so `class C(str, Enum)` hashes as its str, not by
// Enum.__hash__. Only run when a class's hash is first worked out (the result is memoized).
static bool builtin_slot_first(NpVM *vm, NpValue v, const char *name)
{
    NpType *t = NP_OBJ(v)->type;
    NpStr *key = t->mro ? np_intern_cstr(vm, name) : NULL;
    if (!key) {
        np_exc_clear(vm);
        return false;
    }
    for (size_t k = 0; k < t->mro->n; k++) {
        NpType *m = NP_AS_TYPE(t->mro->items[k]);
        if ((m->tflags & (NP_TF_USER | NP_TF_NATIVE_DUNDER)) && m->dict) {
            if (!NP_IS_UNDEF(np_dict_get_str(m->dict, key)))
                return false;
        } else if (m == vm->types[NP_TYPE_STR] || m == vm->types[NP_TYPE_INT] ||
                   m == vm->types[NP_TYPE_TUPLE] || m == vm->types[NP_TYPE_FLOAT] ||
                   m == vm->types[NP_TYPE_BYTES] || m == vm->types[NP_TYPE_FROZENSET]) {
            return true;
        }
    }
    return false;
}

// hash() of instances of user classes: their __hash__, unhashable when it is None.
static bool hash_user(NpVM *vm, NpValue v, int64_t *out)
{
    NpValue fn;
    if (np_lookup_special(vm, v, "__hash__", &fn) && !builtin_slot_first(vm, v, "__hash__")) {
        if (NP_IS_NONE(fn))
            return unhashable(vm, v);
        // (An unbound native, such as a dataclass's generated __hash__, is the class dict's
        // own value as a function is, so it stays reachable while the memo holds; a
        // staticmethod's trampoline is made anew at each lookup and bound, so it is not kept.)
        if (NP_IS_KIND(fn, OBJ_FUNCTION) ||
            (NP_IS_KIND(fn, OBJ_NATIVE) && NP_IS_UNDEF(((NpNative *)NP_AS_OBJ(fn))->self)))
            np_class_memo_put(vm, NP_OBJ(v)->type, HASH_MEMO, fn);
        return call_user_hash(vm, fn, v, out);
    }
    // No __hash__ along the MRO: the instance hashes by identity, as object's does, even when
    // a class defines __eq__ (CPython decides unhashability only through `__hash__ = None`,
    // which class creation stores for a body defining __eq__ alone: np_class.c
    // eq_without_hash; so `del C.__hash__` or a later `C.__eq__ = f` leaves C hashable).
    return false;
}

// hash(int | str): independent of the members' order, as unions compare equal in any order.
static bool hash_union(NpVM *vm, NpTuple *t, int64_t *out)
{
    uint64_t h = 0x5bd1e995u;
    for (size_t i = 0; i < t->n; i++) {
        int64_t x;
        if (!np_hash(vm, t->items[i], &x))
            return false;
        h += (uint64_t)x * 0x9e3779b97f4a7c15u;
    }
    *out = (int64_t)(h == (uint64_t)-1 ? (uint64_t)-2 : h);
    return true;
}

// hash() of an object by its kind alone (no user __hash__ lookup): np_hash after the class
// dispatch, and np_hash_layout.
static inline __attribute__((always_inline)) bool hash_layout(NpVM *vm, NpValue v, int64_t *out)
{
    NpObject *o = NP_OBJ(v);
    switch (o->kind) {
    case OBJ_STR:
        // Hashing reads every byte once; the hash is cached, so only the first time pays.
        if (!(o->flags & NP_STR_HASHED) && !np_charge_text(vm, ((NpStr *)o)->len))
            return false;
        *out = np_str_hash((NpStr *)o);
        return true;
    case OBJ_BIGINT:
        *out = np_int_hash(v);
        return true;
    case OBJ_BYTES:
        if (!(o->flags & NP_BYTES_HASHED) && !np_charge_text(vm, ((NpBytes *)o)->len))
            return false;
        *out = np_bytes_hash((NpBytes *)o);
        return true;
    case OBJ_BYTEARRAY:
        return unhashable(vm, v);
    case OBJ_TUPLE: {
        if (o->type == vm->types[NP_TYPE_UNIONTYPE])
            return hash_union(vm, (NpTuple *)o, out);
        // A hash kept by np_tuple_keep_hash (here, or np_dict.c's for an exact tuple key) is
        // the items' hash: read back, uncharged, as no work is done. A tuple subclass reaches
        // this only when its class hashes as its layout does (np_hash's memo), or through
        // tuple.__hash__ (np_hash_layout): the same value either way. Earley items
        // `(rule, dot, origin)` hashed their namedtuple rule's items every time.
        NpTuple *t = (NpTuple *)o;
        if (o->flags & NP_TUPLE_HASHED) {
            *out = np_tuple_kept_hash(t);
            return true;
        }
        if (!enter_nested(vm, ""))
            return false;
        bool stable = false;
        bool ok = hash_items(vm, t->items, t->n, out, &stable);
        leave_nested(vm);
        if (ok && stable && t->n >= 2)
            np_tuple_keep_hash(t, *out);
        return ok;
    }
    case OBJ_SET:
        if (o->type != vm->types[NP_TYPE_FROZENSET] &&
            !np_type_is_sub(o->type, vm->types[NP_TYPE_FROZENSET]))
            return unhashable(vm, v);
        if (!np_charge_items(vm, ((NpSet *)o)->used))
            return false;
        *out = hash_frozenset((NpSet *)o);
        return true;
    case OBJ_RANGE:
        return hash_range(vm, (NpRange *)o, out);
    case OBJ_LIST:
    case OBJ_DICT:
    case OBJ_SLICE:
        return unhashable(vm, v);
    case OBJ_ITER: {
        NpIter *it = (NpIter *)o;
        // keys and items views compare like sets, so they are unhashable; values views
        // hash by identity, as in CPython.
        if (it->ikind == VIEW_DICT_KEYS || it->ikind == VIEW_DICT_ITEMS)
            return unhashable(vm, v);
        *out = hash_pointer(o);
        return true;
    }
    default:
        *out = hash_pointer(o);
        return true;
    }
}

bool np_hash(NpVM *vm, NpValue v, int64_t *out)
{
    switch (v.tag) {
    case NP_T_NONE:
        *out = 0xFCA86420;
        return true;
    case NP_T_BOOL:
    case NP_T_INT:
        *out = np_int_hash(as_int(v));
        return true;
    case NP_T_FLOAT:
        *out = np_float_hash(v.u.f);
        return true;
    case NP_T_OBJ:
        break;
    default:
        *out = 0;
        return true;
    }
    NpObject *o = NP_OBJ(v);
    NpValue memo;
    if ((o->type->tflags & NP_TF_USER) && np_class_memo_get(vm, o->type, HASH_MEMO, &memo)) {
        if (!NP_IS_NONE(memo)) {
            vm->exc = np_undef(); // (as below: a pending exception is not kept across the call)
            return call_user_hash(vm, memo, v, out);
        }
    } else if (o->type->tflags & NP_TF_USER) {
        NpValue saved = vm->exc;
        vm->exc = np_undef();
        if (hash_user(vm, v, out))
            return true;
        if (!NP_IS_UNDEF(vm->exc))
            return false;
        vm->exc = saved;
        // Neither __hash__ nor __eq__: the class hashes as its layout does until it changes.
        np_class_memo_put(vm, o->type, HASH_MEMO, np_none());
    }
    return hash_layout(vm, v, out);
}

// hash() of a value's layout, past any user __hash__: frozenset.__hash__ and the other builtin
// hash slots called on a subclass instance (np_slotwrap.c), where dispatching again would find
// the same slot and recurse without end.
bool np_hash_layout(NpVM *vm, NpValue v, int64_t *out)
{
    return NP_IS_OBJ(v) ? hash_layout(vm, v, out) : np_hash(vm, v, out);
}

bool np_hash_plain_instance(NpVM *vm, NpValue v, int64_t *out)
{
    if (!NP_IS_KIND(v, OBJ_INSTANCE))
        return false;
    NpObject *o = NP_OBJ(v);
    NpValue memo;
    if (!(o->type->tflags & NP_TF_USER) || !np_class_memo_get(vm, o->type, HASH_MEMO, &memo) ||
        !NP_IS_NONE(memo))
        return false;
    *out = hash_pointer(o);
    return true;
}

bool np_str_sub_plain(NpVM *vm, NpValue v)
{
    NpValue memo;
    const NpType *t = NP_OBJ(v)->type;
    return (t->tflags & NP_TF_USER) && np_class_memo_get(vm, t, HASH_MEMO, &memo) &&
           NP_IS_NONE(memo);
}

/* ================================================================ binary operators */

// The operator symbols CPython uses in "unsupported operand type(s) for X".
static const char *const binop_symbols[BINOP__COUNT] = {
    [BINOP_ADD] = "+",       [BINOP_SUB] = "-",     [BINOP_MUL] = "*",
    [BINOP_MATMUL] = "@",    [BINOP_DIV] = "/",     [BINOP_MOD] = "%",
    [BINOP_POW] = "** or pow()", [BINOP_LSHIFT] = "<<", [BINOP_RSHIFT] = ">>",
    [BINOP_BITOR] = "|",     [BINOP_BITXOR] = "^",  [BINOP_BITAND] = "&",
    [BINOP_FLOORDIV] = "//",
};

// Names of the special methods of each operator, plain and reflected.
static const char *const binop_names[BINOP__COUNT][2] = {
    [BINOP_ADD] = {"__add__", "__radd__"},
    [BINOP_SUB] = {"__sub__", "__rsub__"},
    [BINOP_MUL] = {"__mul__", "__rmul__"},
    [BINOP_MATMUL] = {"__matmul__", "__rmatmul__"},
    [BINOP_DIV] = {"__truediv__", "__rtruediv__"},
    [BINOP_MOD] = {"__mod__", "__rmod__"},
    [BINOP_POW] = {"__pow__", "__rpow__"},
    [BINOP_LSHIFT] = {"__lshift__", "__rlshift__"},
    [BINOP_RSHIFT] = {"__rshift__", "__rrshift__"},
    [BINOP_BITOR] = {"__or__", "__ror__"},
    [BINOP_BITXOR] = {"__xor__", "__rxor__"},
    [BINOP_BITAND] = {"__and__", "__rand__"},
    [BINOP_FLOORDIV] = {"__floordiv__", "__rfloordiv__"},
};

static const char *const inplace_names[BINOP__COUNT] = {
    [BINOP_ADD] = "__iadd__",      [BINOP_SUB] = "__isub__",       [BINOP_MUL] = "__imul__",
    [BINOP_MATMUL] = "__imatmul__", [BINOP_DIV] = "__itruediv__",  [BINOP_MOD] = "__imod__",
    [BINOP_POW] = "__ipow__",      [BINOP_LSHIFT] = "__ilshift__", [BINOP_RSHIFT] = "__irshift__",
    [BINOP_BITOR] = "__ior__",     [BINOP_BITXOR] = "__ixor__",    [BINOP_BITAND] = "__iand__",
    [BINOP_FLOORDIV] = "__ifloordiv__",
};

// CPython's TypeError for `a op b`, or with [inplace] for `a op= b` ("for +=:", "for **=:").
static bool unsupported(NpVM *vm, NpBinOp op, NpValue a, NpValue b, bool inplace)
{
    const char *sym = binop_symbols[op];
    if (inplace && op == BINOP_POW)
        sym = "**";
    char ta[104], tb[104];  // type names cut at 100 bytes, as CPython's message cuts them
    return np_raisef(vm, NP_TYPE_TYPEERROR, "unsupported operand type(s) for %s%s: '%s' and '%s'",
                     sym, inplace ? "=" : "", np_name_cut(ta, np_type_name(vm, a), 100),
                     np_name_cut(tb, np_type_name(vm, b), 100));
}

// Numbers: int op int, or float arithmetic when either side is a float.
static bool number_binop(NpVM *vm, NpBinOp op, NpValue a, NpValue b, bool inplace, NpValue *out)
{
    if (is_intlike(a) && is_intlike(b)) {
        if (op == BINOP_MATMUL)
            return unsupported(vm, op, a, b, inplace);
        if (NP_IS_BOOL(a) && NP_IS_BOOL(b) &&
            (op == BINOP_BITAND || op == BINOP_BITOR || op == BINOP_BITXOR)) {
            int64_t r = op == BINOP_BITAND ? (a.u.i & b.u.i)
                        : op == BINOP_BITOR ? (a.u.i | b.u.i)
                                            : (a.u.i ^ b.u.i);
            *out = np_bool(r != 0);
            return true;
        }
        return np_int_binop(vm, op, as_int(a), as_int(b), out);
    }
    switch (op) {
    case BINOP_ADD: case BINOP_SUB: case BINOP_MUL: case BINOP_DIV:
    case BINOP_MOD: case BINOP_POW: case BINOP_FLOORDIV:
        break;
    default:
        return unsupported(vm, op, a, b, inplace);
    }
    double x, y;
    if (a.tag == NP_T_FLOAT)
        x = a.u.f;
    else if (!np_int_to_double(vm, as_int(a), &x))
        return false;
    if (b.tag == NP_T_FLOAT)
        y = b.u.f;
    else if (!np_int_to_double(vm, as_int(b), &y))
        return false;
    return np_float_binop(vm, op, x, y, out);
}

// [items] of [n] values copied [count] times into a fresh array of a new list or tuple.
static void fill_repeat(NpValue *dst, const NpValue *src, size_t n, int64_t count)
{
    if (n == 0 || count <= 0)
        return;
    // One copy of the source, then double the filled prefix: O(log count) memcpy calls.
    size_t total = n * (size_t)count, done = n;
    memcpy(dst, src, n * sizeof(NpValue));
    while (done < total) {
        size_t chunk = done < total - done ? done : total - done;
        memcpy(dst + done, dst, chunk * sizeof(NpValue));
        done += chunk;
    }
}

// True (with MemoryError set) when [n] items times [count] cannot be allocated at all.
static bool repeat_too_big(NpVM *vm, size_t n, int64_t count)
{
    if (n == 0 || count == 0)
        return false;
    if ((uint64_t)count > (SIZE_MAX / sizeof(NpValue)) / n ||
        (uint64_t)count * n * sizeof(NpValue) > vm->mem_limit) {
        np_raise_nomem(vm);
        return true;
    }
    return false;
}

// seq * n for str, list and tuple.
static bool seq_repeat(NpVM *vm, NpValue seq, NpValue n, NpValue *out)
{
    int64_t count = 0;
    if (!repeat_count(vm, n, &count))
        return false;
    NpObject *o = NP_OBJ(seq);
    if (o->kind == OBJ_STR) {
        NpStr *s = np_str_repeat(vm, (NpStr *)o, count);
        if (!s)
            return false;
        *out = np_obj(&s->hdr);
        return true;
    }
    if (o->kind == OBJ_LIST) {
        NpList *src = (NpList *)o;
        size_t len = src->n;
        if (repeat_too_big(vm, len, count))
            return false;
        NpList *l = np_list_new(vm, len * (size_t)count);
        if (!l)
            return false;
        fill_repeat(l->items, src->items, len, count);
        l->n = len * (size_t)count;
        *out = np_obj(&l->hdr);
        return true;
    }
    NpTuple *src = (NpTuple *)o;
    if (count == 1 && src->hdr.type == vm->types[NP_TYPE_TUPLE]) {
        *out = seq;
        return true;
    }
    if (repeat_too_big(vm, src->n, count))
        return false;
    NpTuple *t = np_tuple_new(vm, src->n * (size_t)count);
    if (!t)
        return false;
    fill_repeat(t->items, src->items, src->n, count);
    *out = np_obj(&t->hdr);
    return true;
}

static bool is_sequence(NpValue v)
{
    return NP_IS_STR(v) || NP_IS_LIST(v) || NP_IS_TUPLE(v);
}

// str + str, list + list, tuple + tuple with CPython's "can only concatenate" messages.
static bool seq_concat(NpVM *vm, NpValue a, NpValue b, NpValue *out)
{
    NpObjKind k = NP_KIND(a);
    if (!NP_IS_KIND(b, k)) {
        const char *what = k == OBJ_STR ? "str" : k == OBJ_LIST ? "list" : "tuple";
        return np_raisef(vm, NP_TYPE_TYPEERROR, "can only concatenate %s (not \"%s\") to %s",
                         what, np_type_name(vm, b), what);
    }
    if (k == OBJ_STR) {
        NpStr *s = np_str_concat(vm, NP_AS_STR(a), NP_AS_STR(b));
        if (!s)
            return false;
        *out = np_obj(&s->hdr);
        return true;
    }
    if (k == OBJ_LIST) {
        NpList *x = NP_AS_LIST(a), *y = NP_AS_LIST(b);
        NpList *l = np_list_new(vm, x->n + y->n);
        if (!l)
            return false;
        if (x->n) memcpy(l->items, x->items, x->n * sizeof(NpValue));
        if (y->n) memcpy(l->items + x->n, y->items, y->n * sizeof(NpValue));
        l->n = x->n + y->n;
        *out = np_obj(&l->hdr);
        return true;
    }
    NpTuple *x = NP_AS_TUPLE(a), *y = NP_AS_TUPLE(b);
    NpTuple *t = np_tuple_new(vm, x->n + y->n);
    if (!t)
        return false;
    memcpy(t->items, x->items, x->n * sizeof(NpValue));
    memcpy(t->items + x->n, y->items, y->n * sizeof(NpValue));
    *out = np_obj(&t->hdr);
    return true;
}

/* ---------------------------------------------------------------- set algebra */

// A new empty set with the frozenness of [like].
static NpSet *new_set_like(NpVM *vm, NpSet *like)
{
    bool frozen = np_type_is_sub(like->hdr.type, vm->types[NP_TYPE_FROZENSET]);
    return np_set_new(vm, frozen);
}

// Fills [r] with a | b, a & b, a - b or a ^ b following CPython's algorithms (and so its
// iteration orders). A member's __eq__ may run Python code, and so a collection: the caller
// keeps [r] rooted.
static bool set_binop_into(NpVM *vm, NpBinOp op, NpSet *a, NpSet *b, NpSet *r)
{
    // Charged for the elements walked, before walking them: & walks the smaller set, the
    // others may walk both (their results are also charged through their allocation).
    size_t walked = op == BINOP_BITAND ? (a->used < b->used ? a->used : b->used)
                                       : a->used + b->used;
    if (!np_charge_items(vm, walked))
        return false;
    size_t pos = 0;
    NpValue k;
    int64_t h;
    bool found;
    switch (op) {
    case BINOP_BITOR:
        if (!np_set_union(vm, r, a, b))
            return false;
        break;
    case BINOP_BITAND: {
        // a & a is a copy of a (CPython's set_intersection), laid out as a's table.
        if (a == b) {
            if (!np_set_merge(vm, r, a))
                return false;
            break;
        }
        // CPython iterates the smaller set, the right one on ties.
        NpSet *small = b, *big = a;
        if (b->used > a->used) {
            small = a;
            big = b;
        }
        while (np_set_next_hashed(small, &pos, &k, &h)) {
            if (!np_set_contains_hashed(vm, big, k, h, &found))
                return false;
            if (found && !np_set_add_hashed(vm, r, k, h))
                return false;
        }
        break;
    }
    case BINOP_SUB:
        if ((a->used >> 2) > b->used) {
            if (!np_set_merge(vm, r, a))
                return false;
            while (np_set_next_hashed(b, &pos, &k, &h)) {
                if (!np_set_discard_hashed(vm, r, k, h, &found))
                    return false;
            }
            np_set_compact(vm, r);
            break;
        }
        while (np_set_next_hashed(a, &pos, &k, &h)) {
            if (!np_set_contains_hashed(vm, b, k, h, &found))
                return false;
            if (!found && !np_set_add_hashed(vm, r, k, h))
                return false;
        }
        break;
    case BINOP_BITXOR:
        if (!np_set_merge(vm, r, b))
            return false;
        while (np_set_next_hashed(a, &pos, &k, &h)) {
            if (!np_set_discard_hashed(vm, r, k, h, &found))
                return false;
            if (!found && !np_set_add_hashed(vm, r, k, h))
                return false;
        }
        break;
    default:
        return false;
    }
    return true;
}

// a | b, a & b, a - b, a ^ b of two sets: the result set stays rooted while it is filled.
static bool set_binop(NpVM *vm, NpBinOp op, NpSet *a, NpSet *b, NpValue *out)
{
    NpSet *r = new_set_like(vm, a);
    if (!r || !np_push_root(vm, np_obj(&r->hdr)))
        return false;
    bool ok = set_binop_into(vm, op, a, b, r);
    np_pop_roots(vm, 1);
    *out = np_obj(&r->hdr);
    return ok;
}

// dict | dict: a copy of [a] updated with [b]. The copy stays rooted while a key's __eq__ or
// __hash__ may run Python code.
static bool dict_or(NpVM *vm, NpDict *a, NpDict *b, NpValue *out)
{
    NpDict *r = np_dict_copy(vm, a);
    if (!r || !np_push_root(vm, np_obj(&r->hdr)))
        return false;
    size_t pos = 0;
    NpValue k, v;
    bool ok = true;
    while (ok && np_dict_next(b, &pos, &k, &v))
        ok = np_dict_set(vm, r, k, v);
    np_pop_roots(vm, 1);
    *out = np_obj(&r->hdr);
    return ok;
}

// True for d.keys() and d.items() views, which support the set operators.
static bool is_setlike_view(NpValue v)
{
    return NP_IS_ITER(v) &&
           (NP_AS_ITER(v)->ikind == VIEW_DICT_KEYS || NP_AS_ITER(v)->ikind == VIEW_DICT_ITEMS);
}

// A new mutable set of the items of any iterable (sets are returned as they are).
static NpSet *to_set(NpVM *vm, NpValue v)
{
    if (NP_IS_SET(v))
        return NP_AS_SET(v);
    NpList *l = np_list_from_iter(vm, v);
    if (!l || !np_push_root(vm, np_obj(&l->hdr)))
        return NULL;
    // The set is rooted while it is filled: a key's __hash__ or __eq__ may run Python code.
    NpSet *s = np_set_new(vm, false);
    if (!s || !np_push_root(vm, np_obj(&s->hdr))) {
        np_pop_roots(vm, 1);
        return NULL;
    }
    for (size_t i = 0; s && i < l->n; i++) {
        if (!np_set_add(vm, s, l->items[i]))
            s = NULL;
    }
    np_pop_roots(vm, 2);
    return s;
}

// `a.keys() & b.keys()` as CPython 3.11 computes it (_PyDictView_Intersect): the keys of the
// smaller dict (the right one when both are as big) that the other dict holds, added to a new
// set in that order, so the result iterates as CPython's does. One pass with a probe per key,
// where view_binop's way built a set of each side and then a third (genealogy_kin's common
// ancestors: 1/3 of the instructions). The iterated dict changing size under a key's __eq__
// raises CPython's RuntimeError.
static bool keys_view_and(NpVM *vm, NpIter *a, NpIter *b, NpValue *out)
{
    NpDict *self = (NpDict *)NP_AS_OBJ(a->src), *other = (NpDict *)NP_AS_OBJ(b->src);
    if (other->n > self->n) {
        NpDict *t = self;
        self = other;
        other = t;
    }
    if (!np_charge_items(vm, other->n))
        return false;
    NpSet *r = np_set_new(vm, false);
    if (!r || !np_push_root(vm, np_obj(&r->hdr)))
        return false;
    size_t pos = 0, n = other->n;
    NpValue k, v;
    bool ok = true;
    while (ok && np_dict_next(other, &pos, &k, &v)) {
        bool found;
        // The key is rooted: a key's __eq__ may delete it from [other] and collect.
        if (!np_push_root(vm, k)) {
            ok = false;
            break;
        }
        ok = np_dict_get(vm, self, k, NULL, &found) && (!found || np_set_add(vm, r, k));
        np_pop_roots(vm, 1);
        if (ok && other->n != n)
            ok = np_raisef(vm, NP_TYPE_RUNTIMEERROR, "dictionary changed size during iteration");
    }
    np_pop_roots(vm, 1);
    *out = np_obj(&r->hdr);
    return ok;
}

// keys/items views with | & - ^: both sides become sets and the result is a set.
static bool view_binop(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out)
{
    if (op == BINOP_BITAND && NP_IS_ITER(a) && NP_IS_ITER(b) &&
        NP_AS_ITER(a)->ikind == VIEW_DICT_KEYS && NP_AS_ITER(b)->ikind == VIEW_DICT_KEYS)
        return keys_view_and(vm, NP_AS_ITER(a), NP_AS_ITER(b), out);
    NpSet *x = to_set(vm, a);
    if (!x || !np_push_root(vm, np_obj(&x->hdr)))
        return false;
    NpSet *y = to_set(vm, b);
    if (!y || !np_push_root(vm, np_obj(&y->hdr))) {
        np_pop_roots(vm, 1);
        return false;
    }
    int roots = 2;
    bool ok = true;
    if (np_type_is_sub(x->hdr.type, vm->types[NP_TYPE_FROZENSET])) {
        // The operators work on a mutable copy, rooted too while keys' __eq__ may run.
        NpSet *c = np_set_new(vm, false);
        ok = c && np_push_root(vm, np_obj(&c->hdr));
        roots += ok;
        ok = ok && np_set_merge(vm, c, x);
        x = c;
    }
    ok = ok && set_binop(vm, op, x, y, out);
    np_pop_roots(vm, roots);
    return ok;
}

static int builtin_compare(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, NpValue *out);

// A keys/items view compared with a set or another such view: both sides as sets, as
// CPython's dictview_richcompare does (== != < <= > >=).
static bool view_compare(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, NpValue *out)
{
    NpSet *x = to_set(vm, a);
    if (!x || !np_push_root(vm, np_obj(&x->hdr)))
        return false;
    NpSet *y = to_set(vm, b);
    int r = -1;
    if (y && np_push_root(vm, np_obj(&y->hdr))) {
        r = builtin_compare(vm, op, np_obj(&x->hdr), np_obj(&y->hdr), out);
        np_pop_roots(vm, 1);
    }
    np_pop_roots(vm, 1);
    if (r == 0)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "internal: view comparison");
    return r > 0;
}

// True for what `X | Y` makes a union of: a type, None, or such a union.
static bool union_operand(NpVM *vm, NpValue v)
{
    return NP_IS_TYPE(v) || NP_IS_NONE(v) ||
           (NP_IS_OBJ(v) && NP_OBJ(v)->type == vm->types[NP_TYPE_UNIONTYPE]);
}

// `int | str`, `int | None`: a types.UnionType, kept as a tuple of the member types (None as
// NoneType, nested unions flattened, duplicates dropped) whose type is UnionType, so
// isinstance/issubclass take it as they take a tuple; np_repr prints `int | None`. A single
// member is returned as itself (`int | int` is int).
static bool make_union(NpVM *vm, NpValue a, NpValue b, NpValue *out)
{
    NpValue items[64];
    size_t n = 0;
    NpValue ops[2] = {a, b};
    for (int k = 0; k < 2; k++) {
        bool is_union = NP_IS_OBJ(ops[k]) && NP_OBJ(ops[k])->type == vm->types[NP_TYPE_UNIONTYPE];
        size_t m = is_union ? NP_AS_TUPLE(ops[k])->n : 1;
        for (size_t i = 0; i < m; i++) {
            NpValue v = is_union ? NP_AS_TUPLE(ops[k])->items[i] : ops[k];
            if (NP_IS_NONE(v))
                v = np_obj(&vm->types[NP_TYPE_NONE]->hdr);
            bool dup = false;
            for (size_t j = 0; j < n && !dup; j++)
                dup = NP_AS_OBJ(items[j]) == NP_AS_OBJ(v);
            if (dup)
                continue;
            if (n == sizeof items / sizeof items[0])
                return np_raisef(vm, NP_TYPE_TYPEERROR, "too many types in a union");
            items[n++] = v;
        }
    }
    if (n == 1) {
        *out = NP_AS_OBJ(items[0]) == &vm->types[NP_TYPE_NONE]->hdr ? np_none() : items[0];
        return true;
    }
    NpTuple *t = np_tuple_from(vm, items, n);
    if (!t)
        return false;
    t->hdr.type = vm->types[NP_TYPE_UNIONTYPE];
    *out = np_obj(&t->hdr);
    return true;
}

// Operators of builtin non-numeric types. Returns 1 handled, 0 not applicable, -1 error.
static int builtin_binop(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out)
{
    if (np_is_byteslike(a) || np_is_byteslike(b)) {
        int r = np_bytes_binop(vm, op, a, b, out);
        if (r != 0)
            return r;
    }
    switch (op) {
    case BINOP_ADD:
        if (is_sequence(a))
            return seq_concat(vm, a, b, out) ? 1 : -1;
        return 0;
    case BINOP_MUL:
        if (is_sequence(a) && is_intlike(b))
            return seq_repeat(vm, a, b, out) ? 1 : -1;
        if (is_intlike(a) && is_sequence(b))
            return seq_repeat(vm, b, a, out) ? 1 : -1;
        if (is_sequence(a)) {
            np_raisef(vm, NP_TYPE_TYPEERROR, "can't multiply sequence by non-int of type '%s'",
                      np_type_name(vm, b));
            return -1;
        }
        if (is_sequence(b)) {
            np_raisef(vm, NP_TYPE_TYPEERROR, "can't multiply sequence by non-int of type '%s'",
                      np_type_name(vm, a));
            return -1;
        }
        return 0;
    case BINOP_MOD:
        if (NP_IS_STR(a)) {
            NpStr *s = np_str_percent(vm, NP_AS_STR(a), b);
            if (!s)
                return -1;
            *out = np_obj(&s->hdr);
            return 1;
        }
        return 0;
    case BINOP_BITOR:
        if (union_operand(vm, a) && union_operand(vm, b) && !(NP_IS_NONE(a) && NP_IS_NONE(b)))
            return make_union(vm, a, b, out) ? 1 : -1;
        if (NP_IS_DICT(a) && NP_IS_DICT(b))
            return dict_or(vm, NP_AS_DICT(a), NP_AS_DICT(b), out) ? 1 : -1;
        /* fall through */
    case BINOP_BITAND:
    case BINOP_BITXOR:
    case BINOP_SUB:
        if (is_anyset(a) && is_anyset(b))
            return set_binop(vm, op, NP_AS_SET(a), NP_AS_SET(b), out) ? 1 : -1;
        if (is_setlike_view(a) || is_setlike_view(b)) {
            NpValue it;
            // The other operand must be iterable, else the usual unsupported-operand error.
            if (!np_iter(vm, is_setlike_view(a) ? b : a, &it)) {
                np_exc_clear(vm);
                return 0;
            }
            return view_binop(vm, op, a, b, out) ? 1 : -1;
        }
        return 0;
    default:
        return 0;
    }
}

// True when [b]'s class is a proper subclass of [a]'s (both user classes): CPython then tries
// b's reflected method before a's method.
static bool right_sub_first(NpValue a, NpValue b)
{
    return is_user(a) && is_user(b) && NP_OBJ(a)->type != NP_OBJ(b)->type &&
           np_type_is_sub(NP_OBJ(b)->type, NP_OBJ(a)->type);
}

int np_binop_layout(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out)
{
    if (is_number(a) && is_number(b))
        return number_binop(vm, op, a, b, false, out) ? 1 : -1;
    return builtin_binop(vm, op, a, b, out);
}

// User classes: a.__op__(b), then b.__rop__(a). Returns 1 handled, 0 neither applies, -1 error.
// [left_done]: a.__op__(b) already ran in the interpreter (np_binop_method) and returned
// NotImplemented, so only the steps after it remain.
static int user_binop(NpVM *vm, NpBinOp op, NpValue a, NpValue b, bool left_done, NpValue *out)
{
    int r;
    // A right operand whose class is a proper subclass of the left's gets the first try.
    if (!left_done && right_sub_first(a, b)) {
        r = call_special(vm, b, binop_names[op][1], a, out);
        if (r < 0)
            return -1;
        if (r > 0 && !(NP_IS_OBJ(*out) && NP_AS_OBJ(*out) == vm->not_implemented))
            return 1;
    }
    r = left_done ? 0 : call_special(vm, a, binop_names[op][0], b, out);
    if (r < 0)
        return -1;
    if (r > 0 && !(NP_IS_OBJ(*out) && NP_AS_OBJ(*out) == vm->not_implemented))
        return 1;
    if (is_user(b) && !(is_user(a) && NP_OBJ(a)->type == NP_OBJ(b)->type)) {
        r = call_special(vm, b, binop_names[op][1], a, out);
        if (r < 0)
            return -1;
        if (r > 0 && !(NP_IS_OBJ(*out) && NP_AS_OBJ(*out) == vm->not_implemented))
            return 1;
    }
    return 0;
}

// np_binop; [left_done] as user_binop's; [inplace]: for `a op= b` (the TypeError's symbol).
static bool binop(NpVM *vm, NpBinOp op, NpValue a, NpValue b, bool left_done, bool inplace,
                  NpValue *out)
{
    // Int subclass instances are boxed ints of a user type: their own operators come first.
    if (is_number(a) && is_number(b) && !is_user(a) && !is_user(b))
        return number_binop(vm, op, a, b, inplace, out);
    if (is_user(a) || is_user(b)) {
        int r = user_binop(vm, op, a, b, left_done, out);
        if (r != 0)
            return r > 0;
        if (is_number(a) && is_number(b))
            return number_binop(vm, op, a, b, inplace, out);
    }
    int r = builtin_binop(vm, op, a, b, out);
    if (r != 0)
        return r > 0;
    return unsupported(vm, op, a, b, inplace);
}

// True when [a] and [b] are both ints of the int type itself, unboxed or GMP ones (not bools,
// not instances of int subclasses, which may define operators): any operator but @ on them is
// np_int_binop's, without binop's number, user and container tests (~90 instructions per big-int
// operation: LCG steps, 64-bit masks and hashes in bloom_hashing and regex_nfa).
static inline bool exact_ints(NpVM *vm, NpValue a, NpValue b)
{
    return (a.tag == NP_T_INT || (NP_IS_BIGINT(a) && NP_OBJ(a)->type == vm->types[NP_TYPE_INT])) &&
           (b.tag == NP_T_INT || (NP_IS_BIGINT(b) && NP_OBJ(b)->type == vm->types[NP_TYPE_INT]));
}

// True when [a] and [b] are small ints or bools (at least one a bool, exact_ints having taken
// two ints) under an operator other than & | ^ (two bools give a bool there) and @: the answer
// is np_int_binop's on the ints they stand for, as number_binop would find after binop's
// number, user and container tests (`(v > 0) - (v < 0)`, `n += found`, `price * taxed`).
static inline bool bool_arith(NpBinOp op, NpValue a, NpValue b)
{
    return (a.tag == NP_T_BOOL || a.tag == NP_T_INT) && (b.tag == NP_T_BOOL || b.tag == NP_T_INT) &&
           op != BINOP_BITAND && op != BINOP_BITOR && op != BINOP_BITXOR && op != BINOP_MATMUL;
}

// Special method [name] of a packed instance [self] (NP_INST_PACKED: a complex or Decimal a
// stdlib native made) when it is a method native of self's class itself, called with self and
// [arg] (UNDEF: none) as call_special would call it, without its dataclass and ownership tests
// and the dispatch around it: `x op v` of an unboxed int or float x and such a v (x's own
// operator cannot take v, so the answer starts with v's reflected method) and unary - + ~ of
// v. 1 with *out set, 0 when the general path must decide (another method, or NotImplemented:
// the general path then asks the method again, which natives answer the same), -1 on error.
static int packed_call(NpVM *vm, NpValue self, const char *name, NpValue arg, NpValue *out)
{
    NpValue fn;
    if (!np_lookup_special(vm, self, name, &fn) || !NP_IS_KIND(fn, OBJ_NATIVE))
        return 0;
    NpNative *n = (NpNative *)NP_AS_OBJ(fn);
    if (!(n->hdr.flags & NP_NATIVE_METHOD) || !NP_IS_UNDEF(n->self) ||
        n->owner != NP_OBJ(self)->type)
        return 0;
    if (call_own_native(vm, n, self, arg, out) < 0)
        return -1;
    return NP_IS_OBJ(*out) && NP_AS_OBJ(*out) == vm->not_implemented ? 0 : 1;
}

bool np_binop(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out)
{
    if (op != BINOP_MATMUL && exact_ints(vm, a, b))
        return np_int_binop(vm, op, a, b, out);
    if ((a.tag == NP_T_FLOAT || a.tag == NP_T_INT) && NP_IS_KIND(b, OBJ_INSTANCE) &&
        (NP_OBJ(b)->flags & NP_INST_PACKED)) {
        int r = packed_call(vm, b, binop_names[op][1], a, out);
        if (r != 0)
            return r > 0;
    }
    if (bool_arith(op, a, b))
        return np_int_binop(vm, op, as_int(a), as_int(b), out);
    // Two exact strs (neither can have an __add__/__radd__ of its own): concatenated at once,
    // without the dispatch through the number, user and byte-like cases.
    if (op == BINOP_ADD && NP_IS_STR(a) && NP_IS_STR(b) &&
        NP_OBJ(a)->type == vm->types[NP_TYPE_STR] && NP_OBJ(b)->type == vm->types[NP_TYPE_STR]) {
        NpStr *r = np_str_concat(vm, NP_AS_STR(a), NP_AS_STR(b));
        if (!r)
            return false;
        *out = np_obj(&r->hdr);
        return true;
    }
    // Two exact bytes (`kind + b" " + size + b"\0" + payload`): np_bytes_binop's concatenation
    // straight, without binop's number, user and dispatch steps (~150 instructions a +).
    if (op == BINOP_ADD && NP_IS_BYTES(a) && NP_IS_BYTES(b) &&
        NP_OBJ(a)->type == vm->types[NP_TYPE_BYTES] && NP_OBJ(b)->type == vm->types[NP_TYPE_BYTES])
        return np_bytes_binop(vm, op, a, b, out) > 0;
    return binop(vm, op, a, b, false, false, out);
}

NpValue np_binop_method(NpVM *vm, NpBinOp op, NpValue a, NpValue b)
{
    NpValue fn;
    if (right_sub_first(a, b) || !np_lookup_special(vm, a, binop_names[op][0], &fn) ||
        NP_IS_NONE(fn))
        return np_undef();
    return fn;
}

NpValue np_inplace_method(NpVM *vm, NpBinOp op, NpValue a, NpValue b, bool *inplace)
{
    NpValue fn;
    *inplace = is_user(a) && np_lookup_special(vm, a, inplace_names[op], &fn) && !NP_IS_NONE(fn);
    return *inplace ? fn : np_binop_method(vm, op, a, b);
}

bool np_binop_after_left(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out)
{
    return binop(vm, op, a, b, true, false, out);
}

bool np_inplace_after(NpVM *vm, NpBinOp op, NpValue a, NpValue b, bool left_done, NpValue *out)
{
    return binop(vm, op, a, b, left_done, true, out);
}

/* ---------------------------------------------------------------- in-place operators */

// list += iterable: extends [l] in place.
static bool list_extend(NpVM *vm, NpList *l, NpValue src)
{
    if (NP_IS_LIST(src) || NP_IS_TUPLE(src)) {
        size_t n = NP_IS_LIST(src) ? NP_AS_LIST(src)->n : NP_AS_TUPLE(src)->n;
        if (!np_list_reserve(vm, l, l->n + n))
            return false;
        // Re-read the source after the reserve: it may be [l] itself.
        const NpValue *items = NP_IS_LIST(src) ? NP_AS_LIST(src)->items : NP_AS_TUPLE(src)->items;
        np_gc_barrier(vm, l);
        if (n)
            memmove(l->items + l->n, items, n * sizeof(NpValue));
        l->n += n;
        return true;
    }
    NpList *tmp = np_list_from_iter(vm, src);
    if (!tmp)
        return false;
    return list_extend(vm, l, np_obj(&tmp->hdr));
}

// list *= n in place.
static bool list_irepeat(NpVM *vm, NpList *l, NpValue n)
{
    int64_t count = 0;
    if (!repeat_count(vm, n, &count))
        return false;
    if (count == 0 || l->n == 0) {
        l->n = 0;
        return true;
    }
    if (repeat_too_big(vm, l->n, count))
        return false;
    size_t len = l->n;
    if (!np_list_reserve(vm, l, len * (size_t)count))
        return false;
    for (int64_t k = 1; k < count; k++)
        memcpy(l->items + (size_t)k * len, l->items, len * sizeof(NpValue));
    l->n = len * (size_t)count;
    return true;
}

// set |= &= -= ^= on a mutable set: updates [a] in place from set [b].
static bool set_inplace(NpVM *vm, NpBinOp op, NpSet *a, NpSet *b)
{
    size_t pos = 0;
    NpValue k;
    bool found;
    if (op == BINOP_BITOR)
        return np_set_merge(vm, a, b);
    int64_t h;
    if (op == BINOP_SUB) {
        if (a == b)
            return np_set_clear(vm, a);
        while (np_set_next_hashed(b, &pos, &k, &h)) {
            if (!np_set_discard_hashed(vm, a, k, h, &found))
                return false;
        }
        np_set_compact(vm, a);
        return true;
    }
    if (op == BINOP_BITXOR) {
        if (a == b)
            return np_set_clear(vm, a);
        while (np_set_next_hashed(b, &pos, &k, &h)) {
            if (!np_set_discard_hashed(vm, a, k, h, &found))
                return false;
            if (!found && !np_set_add_hashed(vm, a, k, h))
                return false;
        }
        return true;
    }
    // &=: compute the intersection, then take its table, layout included.
    NpValue r;
    if (!set_binop(vm, BINOP_BITAND, a, b, &r))
        return false;
    np_set_take_table(vm, a, NP_AS_SET(r));
    return true;
}

bool np_inplace_binop(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out)
{
    if (op != BINOP_MATMUL && exact_ints(vm, a, b))
        return np_int_binop(vm, op, a, b, out);
    if (bool_arith(op, a, b))
        return np_int_binop(vm, op, as_int(a), as_int(b), out);
    if (is_user(a)) {
        int r = call_special(vm, a, inplace_names[op], b, out);
        if (r < 0)
            return false;
        if (r > 0 && !(NP_IS_OBJ(*out) && NP_AS_OBJ(*out) == vm->not_implemented))
            return true;
    }
    if (NP_IS_LIST(a)) {
        if (op == BINOP_ADD) {
            if (!list_extend(vm, NP_AS_LIST(a), b))
                return false;
            *out = a;
            return true;
        }
        if (op == BINOP_MUL && is_intlike(b)) {
            if (!list_irepeat(vm, NP_AS_LIST(a), b))
                return false;
            *out = a;
            return true;
        }
    }
    if (NP_IS_BYTEARRAY(a) && (op == BINOP_ADD || op == BINOP_MUL)) {
        int r = np_bytearray_inplace(vm, op, a, b, out);
        if (r != 0)
            return r > 0;
    }
    if (NP_IS_SET(a) && NP_IS_SET(b) &&
        !np_type_is_sub(NP_OBJ(a)->type, vm->types[NP_TYPE_FROZENSET]) &&
        (op == BINOP_BITOR || op == BINOP_BITAND || op == BINOP_SUB || op == BINOP_BITXOR)) {
        if (!set_inplace(vm, op, NP_AS_SET(a), NP_AS_SET(b)))
            return false;
        *out = a;
        return true;
    }
    if (NP_IS_DICT(a) && op == BINOP_BITOR && NP_IS_DICT(b)) {
        size_t pos = 0;
        NpValue k, v;
        NpDict *src = NP_AS_DICT(b);
        while (np_dict_next(src, &pos, &k, &v)) {
            if (!np_dict_set(vm, NP_AS_DICT(a), k, v))
                return false;
        }
        *out = a;
        return true;
    }
    if (NP_IS_DICT(a) && op == BINOP_BITOR) {
        // dict |= any other mapping or iterable of pairs, by dict.update's rules and errors (as
        // CPython's dict_ior).
        NpStr *name = np_intern_cstr(vm, "update");
        NpValue fn = name ? np_type_lookup(vm->types[NP_TYPE_DICT], name) : np_undef();
        NpValue args[2] = {a, b}, r;
        if (!NP_IS_UNDEF(fn)) {
            if (!np_call_rooted(vm, fn, 2, args, &r))
                return false;
            *out = a;
            return true;
        }
    }
    return binop(vm, op, a, b, false, true, out);
}

/* ---------------------------------------------------------------- unary operators */

bool np_unaryop(NpVM *vm, NpUnaryOp op, NpValue a, NpValue *out)
{
    if (op == UNARY_NOT) {
        bool t;
        if (!np_truthy(vm, a, &t))
            return false;
        *out = np_bool(!t);
        return true;
    }
    static const char *const names[] = {[UNARY_INVERT] = "__invert__", [UNARY_UADD] = "__pos__",
                                        [UNARY_USUB] = "__neg__", [UNARY_NOT] = ""};
    static const char *const syms[] = {[UNARY_INVERT] = "~", [UNARY_UADD] = "+",
                                       [UNARY_USUB] = "-", [UNARY_NOT] = "not"};
    // An int subclass may define its own unary operators.
    if (NP_IS_BIGINT(a) && is_user(a)) {
        int r = call_special(vm, a, names[op], np_undef(), out);
        if (r != 0)
            return r > 0;
    }
    if (is_intlike(a)) {
        NpValue x = as_int(a);
        if (op == UNARY_UADD) {
            *out = x;
            return true;
        }
        if (op == UNARY_USUB)
            return np_int_binop(vm, BINOP_SUB, np_int(0), x, out);
        // ~x == -x - 1
        NpValue neg;
        return np_int_binop(vm, BINOP_SUB, np_int(0), x, &neg) &&
               np_int_binop(vm, BINOP_SUB, neg, np_int(1), out);
    }
    if (a.tag == NP_T_FLOAT && op != UNARY_INVERT) {
        *out = np_float(op == UNARY_USUB ? -a.u.f : a.u.f);
        return true;
    }
    if (NP_IS_KIND(a, OBJ_INSTANCE) && (NP_OBJ(a)->flags & NP_INST_PACKED)) {
        int r = packed_call(vm, a, names[op], np_undef(), out);
        if (r != 0)
            return r > 0;
    }
    if (is_user(a)) {
        int r = call_special(vm, a, names[op], np_undef(), out);
        if (r != 0)
            return r > 0;
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "bad operand type for unary %s: '%s'", syms[op],
                     np_type_name(vm, a));
}

/* ================================================================ comparison */

static const char *const cmp_symbols[] = {
    [CMP_EQ] = "==", [CMP_NOTEQ] = "!=", [CMP_LT] = "<", [CMP_LTE] = "<=",
    [CMP_GT] = ">",  [CMP_GTE] = ">=",
};

// Exact comparison of an int value with a double that is not NaN: <0, 0 or >0.
static int int_float_cmp(NpValue i, double d)
{
    if (isinf(d))
        return d > 0 ? -1 : 1;
    if (i.tag == NP_T_INT && i.u.i > -(1LL << 53) && i.u.i < (1LL << 53)) {
        double x = (double)i.u.i;
        return x < d ? -1 : x > d ? 1 : 0;
    }
    // A boxed int of the same range (an IntEnum member against a float priority): exact as
    // a double too, without copying it into a temporary mpz.
    if (NP_IS_BIGINT(i) && mpz_fits_slong_p(NP_AS_BIGINT(i)->z)) {
        long v = mpz_get_si(NP_AS_BIGINT(i)->z);
        if (v > -(1L << 53) && v < (1L << 53)) {
            double x = (double)v;
            return x < d ? -1 : x > d ? 1 : 0;
        }
    }
    mpz_t z;
    mpz_init(z);
    np_int_to_mpz(i, z);
    int c = mpz_cmp_d(z, d);
    if (c == 0) {
        // mpz_cmp_d compares against the exact double; a fractional part decides ties.
        double fl = floor(d);
        c = fl < d ? -1 : 0;
    }
    mpz_clear(z);
    return c;
}

// Numbers of any kind compared exactly. NaN makes every ordering false and != true.
static bool number_compare(NpCmpOp op, NpValue a, NpValue b)
{
    if (is_intlike(a) && is_intlike(b))
        return np_cmp_result(op, np_int_cmp(as_int(a), as_int(b)));
    if (a.tag == NP_T_FLOAT && b.tag == NP_T_FLOAT) {
        double x = a.u.f, y = b.u.f;
        switch (op) {
        case CMP_EQ: return x == y;
        case CMP_NOTEQ: return x != y;
        case CMP_LT: return x < y;
        case CMP_LTE: return x <= y;
        case CMP_GT: return x > y;
        default: return x >= y;
        }
    }
    double d = a.tag == NP_T_FLOAT ? a.u.f : b.u.f;
    if (isnan(d))
        return op == CMP_NOTEQ;
    int c = a.tag == NP_T_FLOAT ? -int_float_cmp(as_int(b), d) : int_float_cmp(as_int(a), d);
    return np_cmp_result(op, c);
}

// The operator with its operands swapped (a < b is b > a).
static NpCmpOp swapped(NpCmpOp op)
{
    switch (op) {
    case CMP_LT: return CMP_GT;
    case CMP_LTE: return CMP_GTE;
    case CMP_GT: return CMP_LT;
    case CMP_GTE: return CMP_LTE;
    default: return op;
    }
}

// Three-way comparison of two values that runs no code: small ints, non-NaN floats, exact strs
// and (when [nested]) exact tuples of those and of such tuples, charged as items_compare and
// builtin_compare charge. 1 with *c (<0, 0, >0) decided, 0 when np_eq/np_compare must decide,
// -1 on an exhausted budget. Split into an inlined leaf test and out-of-line str and tuple
// parts, so that the common int pair pays no register saves (a heap of (int, obj) entries was
// ~115 instructions a compare in the recursive version, half of them its prologue and epilogue).

// quick_cmp for two exact strs.
static __attribute__((noinline)) int quick_str(NpVM *vm, NpStr *sx, NpStr *sy, int *c)
{
    if (sx == sy) {
        *c = 0;
        return 1;
    }
    if (!np_charge_text(vm, sx->len < sy->len ? sx->len : sy->len))
        return -1;
    *c = np_str_cmp(sx, sy);
    return 1;
}

// Whether [v] is a small int, a bool or a big int of the exact type int (a subclass of int may
// define its own comparisons).
static inline bool exact_int_operand(NpVM *vm, NpValue v)
{
    return v.tag == NP_T_INT || v.tag == NP_T_BOOL ||
           (NP_IS_BIGINT(v) && NP_OBJ(v)->type == vm->types[NP_TYPE_INT]);
}

// Whether [x] and [y] are both exact_int_operand and at least one is a big int (a pair of
// small ints and bools is decided before this is asked).
static inline bool exact_int_pair(NpVM *vm, NpValue x, NpValue y)
{
    return (NP_IS_BIGINT(x) || NP_IS_BIGINT(y)) && exact_int_operand(vm, x) &&
           exact_int_operand(vm, y);
}

// quick_cmp without tuples: small ints, non-NaN floats, exact strs.
static inline __attribute__((always_inline)) int quick_leaf(NpVM *vm, NpValue x, NpValue y,
                                                            int *c)
{
    if (x.tag == NP_T_INT && y.tag == NP_T_INT) {
        *c = (x.u.i > y.u.i) - (x.u.i < y.u.i);
        return 1;
    }
    if (x.tag == NP_T_FLOAT && y.tag == NP_T_FLOAT && x.u.f == x.u.f && y.u.f == y.u.f) {
        *c = (x.u.f > y.u.f) - (x.u.f < y.u.f);
        return 1;
    }
    if (x.tag == NP_T_OBJ && y.tag == NP_T_OBJ && NP_OBJ(x)->type == vm->types[NP_TYPE_STR] &&
        NP_OBJ(y)->type == NP_OBJ(x)->type)
        return quick_str(vm, NP_AS_STR(x), NP_AS_STR(y), c);
    // A bool against a bool or a small int compares as the int 0 or 1 (a sort or min key like
    // `(m.busy, len(m.queue), m.id)`); tested last, so the other pairs pay nothing for it.
    if ((x.tag == NP_T_BOOL || x.tag == NP_T_INT) && (y.tag == NP_T_BOOL || y.tag == NP_T_INT)) {
        *c = (x.u.i > y.u.i) - (x.u.i < y.u.i);
        return 1;
    }
    return 0;
}

// Whether [x] and [y] are both exact tuples.
static inline bool exact_tuples(NpVM *vm, NpValue x, NpValue y)
{
    return x.tag == NP_T_OBJ && y.tag == NP_T_OBJ && NP_OBJ(x)->type == vm->types[NP_TYPE_TUPLE] &&
           NP_OBJ(y)->type == NP_OBJ(x)->type;
}

static int quick_boxed_int(NpVM *vm, NpValue x, NpValue y, int *c);

// quick_cmp for two exact tuples: quick_leaf on their items up to the first unequal pair, and
// while [depth] > 0 quick_tuple on items that are exact tuples too (heap entries like
// (distance, (row, col))), charged as items_compare charges each level.
static __attribute__((noinline)) int quick_tuple(NpVM *vm, NpTuple *tx, NpTuple *ty, int depth,
                                                 int *c)
{
    size_t n = tx->n < ty->n ? tx->n : ty->n;
    for (size_t i = 0; i < n; i++) {
        NpValue x = tx->items[i], y = ty->items[i];
        int r = quick_leaf(vm, x, y, c);
        if (r == 0 && depth > 0 && exact_tuples(vm, x, y))
            r = quick_tuple(vm, NP_AS_TUPLE(x), NP_AS_TUPLE(y), depth - 1, c);
        else if (r == 0 && (NP_IS_BIGINT(x) || NP_IS_BIGINT(y)))
            r = quick_boxed_int(vm, x, y, c);
        if (r <= 0)
            return r;
        if (*c != 0)
            return np_budget_charge(vm, (int64_t)tx->n) ? 1 : -1;
    }
    *c = (tx->n > ty->n) - (tx->n < ty->n);
    return np_budget_charge(vm, (int64_t)tx->n) ? 1 : -1;
}

static inline int native_order(NpVM *vm, NpValue a, NpValue b, int *c);

static inline __attribute__((always_inline)) int quick_cmp(NpVM *vm, NpValue x, NpValue y,
                                                           bool nested, int *c)
{
    int r = quick_leaf(vm, x, y, c);
    if (r != 0)
        return r;
    if (NP_IS_KIND(x, OBJ_INSTANCE))
        return native_order(vm, x, y, c);
    if (NP_IS_BIGINT(x) || NP_IS_BIGINT(y))
        return quick_boxed_int(vm, x, y, c);
    if (!nested)
        return 0;
    if (exact_tuples(vm, x, y))
        return quick_tuple(vm, NP_AS_TUPLE(x), NP_AS_TUPLE(y), 1, c);
    return 0;
}

int np_quick_compare(NpVM *vm, NpValue a, NpValue b, int *c)
{
    return quick_cmp(vm, a, b, true, c);
}

static inline bool instance_compare_value(NpVM *vm, NpCmpOp op, NpValue a, NpValue b,
                                          NpValue *r);

// Lexicographic comparison of two item arrays, the way list and tuple compare.
static bool items_compare(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, NpValue *out)
{
    size_t i = 0;
    if (!np_budget_charge(vm, (int64_t)(NP_IS_LIST(a) ? NP_AS_LIST(a)->n : NP_AS_TUPLE(a)->n)))
        return false;
    for (;; i++) {
        size_t na = NP_IS_LIST(a) ? NP_AS_LIST(a)->n : NP_AS_TUPLE(a)->n;
        size_t nb = NP_IS_LIST(b) ? NP_AS_LIST(b)->n : NP_AS_TUPLE(b)->n;
        if (i >= na || i >= nb) {
            if ((op == CMP_EQ || op == CMP_NOTEQ) && na != nb) {
                *out = np_bool(op == CMP_NOTEQ);
                return true;
            }
            *out = np_bool(np_cmp_result(op, na < nb ? -1 : na > nb ? 1 : 0));
            return true;
        }
        if ((op == CMP_EQ || op == CMP_NOTEQ) && na != nb) {
            *out = np_bool(op == CMP_NOTEQ);
            return true;
        }
        NpValue x = NP_IS_LIST(a) ? NP_AS_LIST(a)->items[i] : NP_AS_TUPLE(a)->items[i];
        NpValue y = NP_IS_LIST(b) ? NP_AS_LIST(b)->items[i] : NP_AS_TUPLE(b)->items[i];
        // Small ints, floats, strs and flat tuples of them (heap entries, sort keys,
        // coordinates) decide without a call.
        int c, q = quick_cmp(vm, x, y, true, &c);
        if (q < 0)
            return false;
        if (q > 0) {
            if (c == 0)
                continue;
            *out = np_bool(np_cmp_result(op, c));
            return true;
        }
        bool eq;
        if (!np_eq(vm, x, y, &eq))
            return false;
        if (!eq) {
            if (op == CMP_EQ || op == CMP_NOTEQ) {
                *out = np_bool(op == CMP_NOTEQ);
                return true;
            }
            // The deciding pair: a user instance's own method straight (np_compare's result).
            if (NP_IS_KIND(x, OBJ_INSTANCE))
                return instance_compare_value(vm, op, x, y, out);
            return np_compare(vm, op, x, y, out);
        }
    }
}

// True when every key of [a] is in [b].
static bool set_issubset(NpVM *vm, NpSet *a, NpSet *b, bool *res)
{
    *res = false;
    if (a->used > b->used)
        return true;
    if (!np_charge_items(vm, a->used))
        return false;
    return np_set_contains_all(vm, a, b, res);
}

// True when [a] and [b] both carry a computed frozenset hash and the two differ, which proves
// them unequal without a walk (CPython's set_richcompare makes the same test before
// set_issubset). A hash of -1 or 0 is "not computed" here (see hash_frozenset).
static bool frozen_hashes_differ(const NpSet *a, const NpSet *b)
{
    return a->hash != -1 && a->hash != 0 && b->hash != -1 && b->hash != 0 && a->hash != b->hash;
}

static bool set_compare(NpVM *vm, NpCmpOp op, NpSet *a, NpSet *b, bool *res)
{
    switch (op) {
    case CMP_EQ:
    case CMP_NOTEQ:
        if (a->used != b->used || frozen_hashes_differ(a, b)) {
            *res = op == CMP_NOTEQ;
            return true;
        }
        if (!set_issubset(vm, a, b, res))
            return false;
        if (op == CMP_NOTEQ)
            *res = !*res;
        return true;
    case CMP_LT:
        if (a->used >= b->used) {
            *res = false;
            return true;
        }
        return set_issubset(vm, a, b, res);
    case CMP_LTE:
        return set_issubset(vm, a, b, res);
    case CMP_GT:
        if (a->used <= b->used) {
            *res = false;
            return true;
        }
        return set_issubset(vm, b, a, res);
    default:
        return set_issubset(vm, b, a, res);
    }
}

static bool dict_equal(NpVM *vm, NpDict *a, NpDict *b, bool *res)
{
    *res = false;
    if (a->n != b->n)
        return true;
    if (!np_charge_items(vm, a->n))
        return false;
    size_t pos = 0;
    NpValue k, v;
    while (np_dict_next(a, &pos, &k, &v)) {
        NpValue w;
        bool found, eq;
        if (!np_push_root(vm, k))
            return false;
        bool ok = np_dict_get(vm, b, k, &w, &found) && (!found || np_eq(vm, v, w, &eq));
        np_pop_roots(vm, 1);
        if (!ok)
            return false;
        if (!found || !eq)
            return true;
    }
    *res = true;
    return true;
}

// range == range compares the sequences they describe.
static bool range_equal(NpRange *a, NpRange *b)
{
    if (a->big || b->big)
        return np_range_equal(a, b);
    if (a->len != b->len)
        return false;
    if (a->len == 0)
        return true;
    if (a->start != b->start)
        return false;
    return a->len == 1 || a->step == b->step;
}

// Builtin comparisons. 1 handled, 0 not supported for these types, -1 error.
// True when [v] is a types.UnionType (`int | str`, kept as a tuple: see make_union).
static bool is_union(NpVM *vm, NpValue v)
{
    return NP_OBJ(v)->type == vm->types[NP_TYPE_UNIONTYPE];
}

// `==`/`!=` with a union on either side: equal when both are unions of the same members in
// any order (CPython compares their member sets; `int | str == str | int`); unions have no
// order, so other comparisons are not handled (TypeError).
static int union_compare(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, NpValue *out)
{
    if (op != CMP_EQ && op != CMP_NOTEQ)
        return 0;
    bool r = is_union(vm, a) && is_union(vm, b) && NP_AS_TUPLE(a)->n == NP_AS_TUPLE(b)->n;
    for (size_t i = 0; r && i < NP_AS_TUPLE(a)->n; i++) {
        bool found = false;
        for (size_t j = 0; !found && j < NP_AS_TUPLE(b)->n; j++)
            found = np_is(NP_AS_TUPLE(a)->items[i], NP_AS_TUPLE(b)->items[j]);
        r = found;
    }
    *out = np_bool(op == CMP_EQ ? r : !r);
    return 1;
}

static int builtin_compare(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, NpValue *out)
{
    if (is_number(a) && is_number(b)) {
        *out = np_bool(number_compare(op, a, b));
        return 1;
    }
    if (!NP_IS_OBJ(a) || !NP_IS_OBJ(b))
        return 0;
    NpObjKind ka = NP_KIND(a), kb = NP_KIND(b);
    if (ka == OBJ_STR && kb == OBJ_STR) {
        NpStr *sa = NP_AS_STR(a), *sb = NP_AS_STR(b);
        if (!np_charge_text(vm, sa->len < sb->len ? sa->len : sb->len))
            return -1;
        *out = np_bool(np_cmp_result(op, np_str_cmp(sa, sb)));
        return 1;
    }
    if (ka == OBJ_TUPLE && kb == OBJ_TUPLE && (is_union(vm, a) || is_union(vm, b)))
        return union_compare(vm, op, a, b, out);
    if ((ka == OBJ_LIST || ka == OBJ_TUPLE) && ka == kb)
        return items_compare(vm, op, a, b, out) ? 1 : -1;
    if ((ka == OBJ_BYTES || ka == OBJ_BYTEARRAY) && (kb == OBJ_BYTES || kb == OBJ_BYTEARRAY))
        return np_bytes_compare(vm, op, a, b, out);
    if (ka == OBJ_SET && kb == OBJ_SET) {
        bool r;
        if (!set_compare(vm, op, NP_AS_SET(a), NP_AS_SET(b), &r))
            return -1;
        *out = np_bool(r);
        return 1;
    }
    if (op != CMP_EQ && op != CMP_NOTEQ)
        return 0;
    bool r;
    if (ka == OBJ_DICT && kb == OBJ_DICT) {
        if (!dict_equal(vm, NP_AS_DICT(a), NP_AS_DICT(b), &r))
            return -1;
    } else if (ka == OBJ_RANGE && kb == OBJ_RANGE) {
        r = range_equal((NpRange *)NP_AS_OBJ(a), (NpRange *)NP_AS_OBJ(b));
    } else if (ka == OBJ_SLICE && kb == OBJ_SLICE) {
        // As CPython's: (start, stop, step) == (start, stop, step).
        NpSlice *x = (NpSlice *)NP_AS_OBJ(a), *y = (NpSlice *)NP_AS_OBJ(b);
        r = true;
        if (r && !np_eq(vm, x->start, y->start, &r)) return -1;
        if (r && !np_eq(vm, x->stop, y->stop, &r)) return -1;
        if (r && !np_eq(vm, x->step, y->step, &r)) return -1;
    } else {
        return 0;
    }
    *out = np_bool(op == CMP_EQ ? r : !r);
    return 1;
}

int np_compare_layout(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, NpValue *out)
{
    return builtin_compare(vm, op, a, b, out);
}

// The rich-comparison special method names, indexed by NpCmpOp.
static const char *const cmp_names[] = {
    [CMP_EQ] = "__eq__", [CMP_NOTEQ] = "__ne__", [CMP_LT] = "__lt__",
    [CMP_LTE] = "__le__", [CMP_GT] = "__gt__",   [CMP_GTE] = "__ge__",
};

// True when [b]'s class is a proper subclass of [a]'s: as CPython's do_richcompare, b's
// reflected method is then tried first (and only once).
static bool cmp_sub_first(NpValue a, NpValue b)
{
    return is_user(b) && NP_IS_OBJ(a) && NP_OBJ(a)->type != NP_OBJ(b)->type &&
           np_type_is_sub(NP_OBJ(b)->type, NP_OBJ(a)->type);
}

// NpClassType.cmp_flags bits: the class defines (or inherits) at least one of the six
// rich-comparison methods; and, shifted by an NpCmpOp, builtin_slot_first holds for that
// operator's method name (a str, int or tuple subclass whose builtin comes first in the MRO).
#define CMP_MEMO_ANY 0x1u
#define CMP_MEMO_BUILTIN_FIRST(op) (0x100u << (op))

// cmp_memo past a stale memo: the six lookups (and builtin_slot_first for each name) made
// again for user instance [v]'s class. NULL when a lookup gave a trampoline
// (np_special_stable), which the memo cannot keep: the caller then asks np_lookup_special.
static __attribute__((noinline)) NpClassType *cmp_memo_fill(NpVM *vm, NpValue v)
{
    NpClassType *c = (NpClassType *)NP_OBJ(v)->type;
    uint32_t flags = 0;
    for (int k = CMP_EQ; k <= CMP_GTE; k++) {
        NpValue fn;
        if (!np_lookup_special(vm, v, cmp_names[k], &fn))
            fn = np_undef();
        else if (!np_special_stable(fn))
            return NULL;
        else
            flags |= CMP_MEMO_ANY;
        c->cmp_fn[k] = fn;
        if (builtin_slot_first(vm, v, cmp_names[k]))
            flags |= CMP_MEMO_BUILTIN_FIRST(k);
    }
    c->cmp_flags = flags;
    c->cmp_epoch = vm->class_epoch;
    return c;
}

// The comparison memo of user instance [v]'s class (NpClassType: what np_lookup_special and
// builtin_slot_first answer for the six comparison names, until the next class change), or
// NULL when [v] is no instance of a user class or the memo cannot be kept. A hit is a flag
// test and one compare, where a lookup through np_lookup_special's cache was ~25 instructions
// and an answer for a class with no comparison methods took ~1400 (`a != b` of two Enum
// members: four lookups, two MRO walks of builtin_slot_first, then == the same way).
static inline NpClassType *cmp_memo(NpVM *vm, NpValue v)
{
    if (!NP_IS_OBJ(v) || !(NP_OBJ(v)->type->tflags & NP_TF_USER))
        return NULL;
    NpClassType *c = (NpClassType *)NP_OBJ(v)->type;
    if (__builtin_expect(c->cmp_epoch == vm->class_epoch, 1))
        return c;
    return cmp_memo_fill(vm, v);
}

// Whether [v] compares as a plain int with no code run: a small int or bool, a big int, or an
// int subclass instance (an IntEnum member) whose class takes all six comparison methods from
// int before any of its own (the memo's builtin-first bits), so neither operand order, nor the
// reflected subclass-first rule, calls a script's method.
static inline bool plain_int_order(NpVM *vm, NpValue v)
{
    if (v.tag == NP_T_INT || v.tag == NP_T_BOOL)
        return true;
    if (!NP_IS_BIGINT(v))
        return false;
    if (NP_OBJ(v)->type == vm->types[NP_TYPE_INT])
        return true;
    NpClassType *k = cmp_memo(vm, v);
    uint32_t all = 0;
    for (int op = CMP_EQ; op <= CMP_GTE; op++)
        all |= CMP_MEMO_BUILTIN_FIRST(op);
    return k && (k->cmp_flags & all) == all;
}

// quick_cmp for a pair with a boxed int (a big int, an IntEnum member in a heap entry or a sort
// key) against an int: their int order (np_int_cmp), 1 with *c; 0 when a script's comparison
// method could run or the other operand is no int (a float takes number_compare's path).
static __attribute__((noinline)) int quick_boxed_int(NpVM *vm, NpValue x, NpValue y, int *c)
{
    if (!plain_int_order(vm, x) || !plain_int_order(vm, y))
        return 0;
    int r = np_int_cmp(as_int(x), as_int(y));
    *c = (r > 0) - (r < 0);
    return 1;
}

// The order of user instances [a] and [b] (a is one) when both are of one class whose
// comparison methods are the datetime module's natives (np_dt_quick_order: dates, datetimes,
// timedeltas, times as sort keys, heap entries, dataclass fields, list.index): 1 with *c, else
// 0. A class with other methods costs the memo read and one tag test.
static inline int native_order(NpVM *vm, NpValue a, NpValue b, int *c)
{
    if (!NP_IS_KIND(b, OBJ_INSTANCE) || NP_OBJ(a)->type != NP_OBJ(b)->type)
        return 0;
    // A shaped instance whose layout a stdlib module classified as none of its kinds (a
    // dataclass, any user class) stops here: np_dt_quick_order classifies a layout first.
    NpInstance *ia = (NpInstance *)NP_AS_OBJ(a);
    if (!(ia->hdr.flags & NP_INST_SHAPED) || ia->nvals == 0)
        return 0;
    const NpLayout *l = np_inst_layout(ia);
    if (l->kind_n == l->n && l->kind == 0)
        return 0;
    NpClassType *k = cmp_memo(vm, a);
    if (!k || !NP_IS_KIND(k->cmp_fn[CMP_LT], OBJ_NATIVE))
        return 0;
    return np_dt_quick_order(k->cmp_fn, a, b, c);
}

// np_lookup_special(v, cmp_names[op]) through the class's comparison memo when it has one.
static inline bool cmp_lookup(NpVM *vm, NpValue v, NpCmpOp op, NpValue *fn)
{
    NpClassType *c = cmp_memo(vm, v);
    if (!c)
        return np_lookup_special(vm, v, cmp_names[op], fn);
    *fn = c->cmp_fn[op];
    return !NP_IS_UNDEF(*fn);
}

// builtin_slot_first(v, cmp_names[op]) for user instance [v], through the memo.
static bool cmp_builtin_first(NpVM *vm, NpValue v, NpCmpOp op)
{
    NpClassType *c = cmp_memo(vm, v);
    return c ? (c->cmp_flags & CMP_MEMO_BUILTIN_FIRST(op)) != 0
             : builtin_slot_first(vm, v, cmp_names[op]);
}

// call_special for the comparison method of [op] (cmp_lookup): 1 with *out set, 0 when the
// class defines none, -1 on error.
static int call_compare(NpVM *vm, NpValue self, NpCmpOp op, NpValue arg, NpValue *out)
{
    NpValue fn;
    if (!is_user(self) || !cmp_lookup(vm, self, op, &fn))
        return 0;
    if (NP_IS_NONE(fn))
        return special_none(vm, self, cmp_names[op]);
    return call_found(vm, fn, self, arg, out);
}

// True when [v] is not a user instance or its class defines no rich-comparison method, so
// user_compare has nothing to call for it (the class's comparison memo; a C module's type
// with native special methods asks the lookups).
static inline bool cmp_plain(NpVM *vm, NpValue v)
{
    if (!is_user(v))
        return true;
    NpClassType *c = cmp_memo(vm, v);
    if (c)
        return !(c->cmp_flags & CMP_MEMO_ANY);
    NpValue fn;
    for (int k = CMP_EQ; k <= CMP_GTE; k++)
        if (np_lookup_special(vm, v, cmp_names[k], &fn))
            return false;
    return true;
}

bool np_cmp_plain(NpVM *vm, NpValue v)
{
    return cmp_plain(vm, v);
}

// User comparisons: a.__op__(b), then the reflected b.__rop__(a); __ne__ defaults to not __eq__.
// [left_done]: a.__op__(b) already ran in the interpreter (np_compare_method) and returned
// NotImplemented (so b is not of a proper subclass of a's class), only the steps after it remain.
static int user_compare(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, bool left_done, NpValue *out)
{
    if (cmp_plain(vm, a) &&
        ((NP_IS_OBJ(a) && NP_IS_OBJ(b) && NP_OBJ(a)->type == NP_OBJ(b)->type) || cmp_plain(vm, b)))
        return 0;
    // A str, int or tuple subclass whose MRO reaches the builtin's comparison before any Python
    // definition (class R(str) with only __lt__, asked R("c") > R("a")) compares as the builtin,
    // as CPython's inherited slot does, when the other operand is of the same builtin kind.
    if (!left_done && NP_IS_OBJ(a) && NP_IS_OBJ(b) && NP_KIND(a) == NP_KIND(b) &&
        (NP_KIND(a) == OBJ_STR || NP_KIND(a) == OBJ_BIGINT || NP_KIND(a) == OBJ_TUPLE) &&
        is_user(a) && cmp_builtin_first(vm, a, op))
        return 0;
    bool sub_first = !left_done && cmp_sub_first(a, b);
    int r;
    if (sub_first) {
        r = call_compare(vm, b, swapped(op), a, out);
        if (r < 0)
            return -1;
        if (r > 0 && !(NP_IS_OBJ(*out) && NP_AS_OBJ(*out) == vm->not_implemented))
            return 1;
    }
    r = left_done ? 0 : call_compare(vm, a, op, b, out);
    if (r < 0)
        return -1;
    if (r > 0 && !(NP_IS_OBJ(*out) && NP_AS_OBJ(*out) == vm->not_implemented))
        return 1;
    r = sub_first ? 0 : call_compare(vm, b, swapped(op), a, out);
    if (r < 0)
        return -1;
    if (r > 0 && !(NP_IS_OBJ(*out) && NP_AS_OBJ(*out) == vm->not_implemented))
        return 1;
    // __ne__ defaults to not __eq__ only when it would resolve to object's: a str, int, ...
    // subclass inherits its builtin's (class N(str) with only __eq__: N("a") != "a" is False).
    if (op == CMP_NOTEQ && !(is_user(a) && cmp_builtin_first(vm, a, CMP_NOTEQ)) &&
        !(is_user(b) && cmp_builtin_first(vm, b, CMP_NOTEQ))) {
        NpValue eq;
        r = user_compare(vm, CMP_EQ, a, b, false, &eq);
        if (r <= 0)
            return r;
        bool t;
        if (!np_truthy(vm, eq, &t))
            return -1;
        *out = np_bool(!t);
        return 1;
    }
    return 0;
}

static bool compare_objects(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, bool left_done,
                            NpValue *out);

bool np_compare(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, NpValue *out)
{
    bool res;
    int sr = np_str_compare_exact(vm, op, a, b, &res);
    if (sr != 0) {
        if (sr > 0)
            *out = np_bool(res);
        return sr > 0;
    }
    // Two exact tuples of small ints, floats and strs (and such tuples one level down): a key
    // like `(len(dom), -degree, v) < best` decides here, as items_compare would, without
    // compare_objects' user, view and nesting steps (graph_coloring's search: ~100 of the ~190
    // instructions such a comparison took).
    if (op <= CMP_GTE && exact_tuples(vm, a, b)) {
        int c, q = quick_tuple(vm, NP_AS_TUPLE(a), NP_AS_TUPLE(b), 1, &c);
        if (q < 0)
            return false;
        if (q > 0) {
            *out = np_bool(np_cmp_result(op, c));
            return true;
        }
    } else if (op <= CMP_GTE && exact_int_pair(vm, a, b)) {
        // Two ints of which one is big (the interpreter decides two small ints itself): GMP's
        // compare without compare_objects' user, view and dispatch steps.
        *out = np_bool(np_cmp_result(op, np_int_cmp(a, b)));
        return true;
    }
    switch (op) {
    case CMP_IS:
        *out = np_bool(np_is(a, b));
        return true;
    case CMP_ISNOT:
        *out = np_bool(!np_is(a, b));
        return true;
    case CMP_IN:
    case CMP_NOTIN:
        if (!np_contains(vm, b, a, &res))
            return false;
        *out = np_bool(op == CMP_IN ? res : !res);
        return true;
    default:
        break;
    }
    return compare_objects(vm, op, a, b, false, out);
}

NpValue np_compare_method(NpVM *vm, NpCmpOp op, NpValue a, NpValue b)
{
    NpValue fn;
    if (op > CMP_GTE || cmp_sub_first(a, b) || !cmp_lookup(vm, a, op, &fn) || NP_IS_NONE(fn))
        return np_undef();
    return fn;
}

bool np_compare_after_left(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, NpValue *out)
{
    return compare_objects(vm, op, a, b, true, out);
}

// np_compare's rich comparisons (== != < <= > >=) past the str fast path; [left_done] as
// user_compare's.
static bool compare_objects(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, bool left_done,
                            NpValue *out)
{
    if (is_user(a) || is_user(b)) {
        int r = user_compare(vm, op, a, b, left_done, out);
        if (r != 0)
            return r > 0;
    }
    int r;
    if ((is_setlike_view(a) && (is_setlike_view(b) || NP_IS_SET(b))) ||
        (is_setlike_view(b) && NP_IS_SET(a)))
        return view_compare(vm, op, a, b, out);
    if (NP_IS_OBJ(a) && NP_IS_OBJ(b) && NP_KIND(a) == NP_KIND(b) &&
        (NP_KIND(a) == OBJ_LIST || NP_KIND(a) == OBJ_TUPLE || NP_KIND(a) == OBJ_DICT ||
         NP_KIND(a) == OBJ_SET)) {
        if (!enter_nested(vm, " in comparison"))
            return false;
        r = builtin_compare(vm, op, a, b, out);
        leave_nested(vm);
    } else {
        r = builtin_compare(vm, op, a, b, out);
    }
    if (r != 0)
        return r > 0;
    if (op == CMP_EQ || op == CMP_NOTEQ) {
        bool same = np_is(a, b);
        *out = np_bool(op == CMP_EQ ? same : !same);
        return true;
    }
    char ta[104], tb[104];  // type names cut at 100 bytes, as CPython's message cuts them
    return np_raisef(vm, NP_TYPE_TYPEERROR,
                     "'%s' not supported between instances of '%s' and '%s'", cmp_symbols[op],
                     np_name_cut(ta, np_type_name(vm, a), 100),
                     np_name_cut(tb, np_type_name(vm, b), 100));
}

// np_compare for a user instance [a] (instance layout), its result in *r: a's own comparison
// method, when np_compare would call it first (np_compare_method), is called directly, and only
// NotImplemented goes on to the rest of np_compare's steps. Inlined into its two callers.
static inline __attribute__((always_inline)) bool
instance_compare_value(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, NpValue *r)
{
    NpValue fn = np_compare_method(vm, op, a, b);
    if (NP_IS_UNDEF(fn)) {
        // Two instances of one class that defines no __eq__ (or sets it to None, which
        // call_special treats as absent too: CPython raises TypeError there, Nearly does not):
        // a's and b's lookups both fail, so np_compare would end at identity.
        if (op == CMP_EQ && NP_IS_KIND(b, OBJ_INSTANCE) && NP_OBJ(a)->type == NP_OBJ(b)->type) {
            *r = np_bool(np_is(a, b));
            return true;
        }
        return np_compare(vm, op, a, b, r);
    }
    if (call_found(vm, fn, a, b, r) < 0)
        return false;
    if (NP_IS_OBJ(*r) && NP_AS_OBJ(*r) == vm->not_implemented)
        return np_compare_after_left(vm, op, a, b, r);
    return true;
}

// np_eq / np_lt when [a] is a user instance (instance_compare_value); the result's truth is
// *res.
static bool instance_compare(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, bool *res)
{
    NpValue r;
    if (!instance_compare_value(vm, op, a, b, &r))
        return false;
    if (NP_IS_BOOL(r)) {
        *res = r.u.i != 0;
        return true;
    }
    return np_truthy(vm, r, res);
}

// True when str [v]'s == is str's own: an exact str, or a subclass whose classes define no
// __eq__ (a Symbol(str) interned by a Lisp reader, compared with the plain str keys of a
// dict). np_lookup_special's cached hit is ~25 instructions; np_compare's path for a subclass
// was ~400.
static inline bool str_text_eq(NpVM *vm, NpValue v)
{
    NpValue fn;
    return NP_OBJ(v)->type == vm->types[NP_TYPE_STR] || !cmp_lookup(vm, v, CMP_EQ, &fn);
}

// True when set-layout object [v]'s type is set or frozenset itself (a subclass may define
// __eq__).
static inline bool exact_set_type(NpVM *vm, NpValue v)
{
    const NpType *t = NP_OBJ(v)->type;
    return t == vm->types[NP_TYPE_SET] || t == vm->types[NP_TYPE_FROZENSET];
}

bool np_eq(NpVM *vm, NpValue a, NpValue b, bool *res)
{
    if (np_is(a, b) && !(a.tag == NP_T_FLOAT && isnan(a.u.f))) {
        *res = true;
        return true;
    }
    if (a.tag == NP_T_FLOAT && isnan(a.u.f) && np_is(a, b)) {
        // Identity implies equality for container items, even for NaN (CPython's `is` check).
        *res = true;
        return true;
    }
    if (a.tag == NP_T_INT && b.tag == NP_T_INT) {
        *res = a.u.i == b.u.i;
        return true;
    }
    if (NP_IS_STR(a) && NP_IS_STR(b) && NP_OBJ(a)->type == vm->types[NP_TYPE_STR] &&
        NP_OBJ(b)->type == vm->types[NP_TYPE_STR]) {
        // Two exact strs (a subclass may define __eq__): only equal lengths are compared byte
        // by byte.
        NpStr *sa = NP_AS_STR(a), *sb = NP_AS_STR(b);
        if (sa->len == sb->len && !np_charge_text(vm, sa->len))
            return false;
        *res = np_str_eq(sa, sb);
        return true;
    }
    if (NP_IS_STR(a) && NP_IS_STR(b) && str_text_eq(vm, a) && str_text_eq(vm, b)) {
        NpStr *sa = NP_AS_STR(a), *sb = NP_AS_STR(b);
        if (sa->len == sb->len && !np_charge_text(vm, sa->len))
            return false;
        *res = np_str_eq(sa, sb);
        return true;
    }
    if (NP_IS_KIND(a, OBJ_INSTANCE))
        return instance_compare(vm, CMP_EQ, a, b, res);
    // Two exact sets or frozensets (the frozenset states of `(states, ch)` dict keys): their
    // comparison without np_compare's dispatch (~230 instructions a pair).
    if (NP_IS_KIND(a, OBJ_SET) && NP_IS_KIND(b, OBJ_SET) && exact_set_type(vm, a) &&
        exact_set_type(vm, b)) {
        if (!enter_nested(vm, " in comparison"))
            return false;
        bool ok = set_compare(vm, CMP_EQ, NP_AS_SET(a), NP_AS_SET(b), res);
        leave_nested(vm);
        return ok;
    }
    // Two tuples, NamedTuple instances included (a tuple subclass whose classes define no
    // comparison method compares as its tuple), of small ints, floats and exact strs, as
    // dict and set probes of Point(x, y) keys meet them: quick_tuple, without np_compare's
    // dispatch (~590 instructions for two Points).
    if (NP_IS_KIND(a, OBJ_TUPLE) && NP_IS_KIND(b, OBJ_TUPLE) && cmp_plain(vm, a) &&
        cmp_plain(vm, b)) {
        int c, q = quick_tuple(vm, NP_AS_TUPLE(a), NP_AS_TUPLE(b), 1, &c);
        if (q < 0)
            return false;
        if (q > 0) {
            *res = c == 0;
            return true;
        }
    }
    NpValue r;
    if (!np_compare(vm, CMP_EQ, a, b, &r))
        return false;
    if (NP_IS_BOOL(r)) {
        *res = r.u.i != 0;
        return true;
    }
    return np_truthy(vm, r, res);
}

bool np_lt(NpVM *vm, NpValue a, NpValue b, bool *res)
{
    if (a.tag == NP_T_INT && b.tag == NP_T_INT) {
        *res = a.u.i < b.u.i;
        return true;
    }
    if (a.tag == NP_T_FLOAT && b.tag == NP_T_FLOAT) {
        *res = a.u.f < b.u.f;  // false when either is a NaN, as in Python
        return true;
    }
    if (NP_IS_KIND(a, OBJ_INSTANCE))
        return instance_compare(vm, CMP_LT, a, b, res);
    NpValue r;
    if (NP_IS_KIND(a, OBJ_TUPLE) && NP_IS_KIND(b, OBJ_TUPLE) &&
        NP_OBJ(a)->type == vm->types[NP_TYPE_TUPLE] && NP_OBJ(b)->type == NP_OBJ(a)->type) {
        // Two exact tuples (sort and heap keys np_quick_compare could not decide): items_compare
        // as np_compare reaches it (compare_objects, builtin_compare), without the dispatch.
        if (!enter_nested(vm, " in comparison"))
            return false;
        bool ok = items_compare(vm, CMP_LT, a, b, &r);
        leave_nested(vm);
        if (!ok)
            return false;
    } else if (!np_compare(vm, CMP_LT, a, b, &r)) {
        return false;
    }
    if (NP_IS_BOOL(r)) {
        *res = r.u.i != 0;
        return true;
    }
    return np_truthy(vm, r, res);
}

/* ================================================================ len, index */

bool np_len_result(NpVM *vm, NpValue r, int64_t *out)
{
    if (!is_intlike(r)) {
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object cannot be interpreted as an integer",
                         np_type_name(vm, r));
    }
    if (NP_IS_BIGINT(r))
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "cannot fit 'int' into an index-sized integer");
    if (as_int(r).u.i < 0)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "__len__() should return >= 0");
    *out = as_int(r).u.i;
    return true;
}

// np_truthy's memo (TRUTH_MEMO) for the class of user instance [v], made now when absent, as
// np_truthy makes it (np_len reads it too).
static bool truth_memo(NpVM *vm, NpValue v, NpValue *memo)
{
    NpType *t = NP_OBJ(v)->type;
    if (np_class_memo_get(vm, t, TRUTH_MEMO, memo))
        return true;
    NpValue fn;
    if (np_lookup_special(vm, v, "__bool__", &fn))
        *memo = NP_IS_KIND(fn, OBJ_FUNCTION) ? fn : np_int(1);
    else if (np_lookup_special(vm, v, "__len__", &fn))
        *memo = len_memo(fn);
    else
        *memo = np_int(0);
    np_class_memo_put(vm, t, TRUTH_MEMO, *memo);
    return true;
}

bool np_len(NpVM *vm, NpValue v, int64_t *out)
{
    if (NP_IS_OBJ(v)) {
        NpObject *o = NP_OBJ(v);
        // is_user: also C types with native special methods (unsaved_value markers).
        if (is_user(v)) {
            NpValue r, memo;
            // np_truthy's memo, when it holds the native __len__ of v's own class (a deque's):
            // called directly (len(queue) in a loop).
            if (o->kind == OBJ_INSTANCE && truth_memo(vm, v, &memo) &&
                NP_IS_KIND(memo, OBJ_NATIVE) && ((NpNative *)NP_AS_OBJ(memo))->owner == o->type)
                return call_len_native(vm, memo, v, &r) && np_len_result(vm, r, out);
            // A dict subclass without __len__ (Counter, defaultdict, OrderedDict): its length,
            // after one cached lookup, as contains_user_dict does (call_special found nothing
            // and went on to the layout, ~45 instructions more).
            if (o->kind == OBJ_DICT && !np_lookup_special(vm, v, "__len__", &r)) {
                *out = (int64_t)((NpDict *)o)->n;
                return true;
            }
            int k = call_special(vm, v, "__len__", np_undef(), &r);
            if (k < 0)
                return false;
            if (k > 0)
                return np_len_result(vm, r, out);
        }
        switch (o->kind) {
        case OBJ_STR: *out = (int64_t)((NpStr *)o)->ncp; return true;
        case OBJ_BYTES: *out = (int64_t)((NpBytes *)o)->len; return true;
        case OBJ_BYTEARRAY: *out = (int64_t)((NpByteArray *)o)->len; return true;
        case OBJ_TUPLE: *out = (int64_t)((NpTuple *)o)->n; return true;
        case OBJ_LIST: *out = (int64_t)((NpList *)o)->n; return true;
        case OBJ_DICT: *out = (int64_t)((NpDict *)o)->n; return true;
        case OBJ_SET: *out = (int64_t)((NpSet *)o)->used; return true;
        case OBJ_RANGE:
            *out = ((NpRange *)o)->len;
            return *out >= 0 || np_raisef(vm, NP_TYPE_OVERFLOWERROR,
                                          "Python int too large to convert to C ssize_t");
        case OBJ_ITER: {
            NpIter *it = (NpIter *)o;
            if (it->ikind == VIEW_DICT_KEYS || it->ikind == VIEW_DICT_VALUES ||
                it->ikind == VIEW_DICT_ITEMS) {
                *out = (int64_t)((NpDict *)NP_AS_OBJ(it->src))->n;
                return true;
            }
            break;
        }
        default:
            break;
        }
    }
    NpValue mfn, n; // A class with a behaviour table: its __len__ (len(Color)).
    if (NP_IS_TYPE(v) && np_class_meta_find(vm, NP_AS_TYPE(v), "__len__", &mfn)) {
        if (!np_call_with_self(vm, mfn, v, 0, NULL, NULL, &n)) return false;
        if (NP_IS_INT(n)) {
            *out = n.u.i;
            return true;
        }
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "object of type '%s' has no len()",
                     np_type_name(vm, v));
}

bool np_index(NpVM *vm, NpValue v, int64_t *out)
{
    if (v.tag == NP_T_INT || v.tag == NP_T_BOOL) {
        *out = v.u.i;
        return true;
    }
    if (np_bigint_small(v, out))
        return true;
    if (NP_IS_BIGINT(v)) {
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR,
                         "cannot fit 'int' into an index-sized integer");
    }
    if (is_user(v)) {
        NpValue r;
        int k = call_special(vm, v, "__index__", np_undef(), &r);
        if (k < 0)
            return false;
        if (k > 0) {
            if (!is_intlike(r)) {
                return np_raisef(vm, NP_TYPE_TYPEERROR,
                                 "__index__ returned non-int (type %s)", np_type_name(vm, r));
            }
            return np_index(vm, r, out);
        }
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object cannot be interpreted as an integer",
                     np_type_name(vm, v));
}

/* ================================================================ subscripting */

// Normalizes index [key] of a sequence of [len] items named [what] ("list", "tuple"...):
// negative indexes count from the end; IndexError "[what] index out of range" otherwise.
static bool seq_index(NpVM *vm, NpValue key, int64_t len, const char *what, int64_t *out)
{
    int64_t i = key.u.i;
    if (np_bigint_small(key, &i)) {
        // An int subclass instance (boxed) with a small value.
    } else if (NP_IS_BIGINT(key)) {
        return np_raisef(vm, NP_TYPE_INDEXERROR, "cannot fit 'int' into an index-sized integer");
    }
    if (i < 0)
        i += len;
    if (i < 0 || i >= len)
        return np_raisef(vm, NP_TYPE_INDEXERROR, "%s index out of range", what);
    *out = i;
    return true;
}

// The TypeError for a non-integer index of a builtin sequence.
static bool bad_index(NpVM *vm, const char *what, NpValue key)
{
    if (strcmp(what, "string") == 0) {
        return np_raisef(vm, NP_TYPE_TYPEERROR, "string indices must be integers, not '%s'",
                         np_type_name(vm, key));
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "%s indices must be integers or slices, not %s",
                     what, np_type_name(vm, key));
}

// Resolves an index-like user object through __index__ so it can be used as a subscript.
static bool user_index_key(NpVM *vm, NpValue obj, NpValue *key)
{
    // Mappings use the key itself (its __hash__/__eq__), never its __index__.
    if (!is_user(*key) || NP_IS_DICT(obj))
        return true;
    NpValue fn;
    if (!np_lookup_special(vm, *key, "__index__", &fn))
        return true;
    int64_t i;
    if (!np_index(vm, *key, &i))
        return false;
    *key = np_int(i);
    return true;
}

// s[start:stop:step] of a str, by code points.
static bool str_slice(NpVM *vm, NpStr *s, NpSlice *sl, NpValue *out)
{
    int64_t start, stop, step, count;
    if (!np_slice_indices(vm, sl, (int64_t)s->ncp, &start, &stop, &step, &count))
        return false;
    NpStr *r;
    if (step == 1) {
        // Through the VM's str cursor: `s[i:j]` in a scan over a long non-ASCII str walks
        // from the last position used, not from the start.
        size_t a = np_str_offset_vm(vm, s, (size_t)start);
        size_t b = count > 0 ? np_str_offset_vm(vm, s, (size_t)(start + count)) : a;
        if (a == 0 && b == s->len && s->hdr.type == vm->types[NP_TYPE_STR]) {
            *out = np_obj(&s->hdr);
            return true;
        }
        r = np_str_new(vm, s->data + a, b - a);
    } else if (s->hdr.flags & NP_STR_ASCII) {
        // `s[::-1]`, `s[::2]` of an ASCII str: bytes are characters, picked in place.
        r = np_str_alloc(vm, (size_t)count);
        if (!r)
            return false;
        for (int64_t k = 0, i = start; k < count; k++, i += step)
            r->data[k] = s->data[i];
        r->ncp = (size_t)count;
        r->hdr.flags |= NP_STR_ASCII;
    } else {
        NpBuf b;
        np_buf_init(&b, vm);
        for (int64_t k = 0, i = start; k < count; k++, i += step) {
            size_t off = np_str_offset_vm(vm, s, (size_t)i);
            const char *p = s->data + off;
            const char *q = p;
            np_utf8_decode(&q);
            np_buf_append(&b, p, (size_t)(q - p));
        }
        r = np_buf_finish(&b);
    }
    if (!r)
        return false;
    *out = np_obj(&r->hdr);
    return true;
}

// Copies the items selected by [sl] from [items] (of [len]) into a new list or tuple.
static bool items_slice(NpVM *vm, const NpValue *items, int64_t len, NpSlice *sl, bool tuple,
                        NpValue *out)
{
    int64_t start, stop, step, count;
    if (!np_slice_indices(vm, sl, len, &start, &stop, &step, &count))
        return false;
    NpValue *dst;
    NpObject *o;
    if (tuple) {
        NpTuple *t = np_tuple_new(vm, (size_t)count);
        if (!t)
            return false;
        dst = t->items;
        o = &t->hdr;
    } else {
        NpList *l = np_list_new(vm, (size_t)count);
        if (!l)
            return false;
        l->n = (size_t)count;
        dst = l->items;
        o = &l->hdr;
    }
    for (int64_t k = 0, i = start; k < count; k++, i += step)
        dst[k] = items[i];
    *out = np_obj(o);
    return true;
}

// Fills [sl], a slice on the C stack, with the three values at [parts]. Only functions that
// read a slice's bounds and never keep it may be given one (np_getslice, np_setslice).
static void stack_slice(NpSlice *sl, const NpValue *parts)
{
    memset(sl, 0, sizeof *sl);
    sl->start = parts[0];
    sl->stop = parts[1];
    sl->step = parts[2];
}

// One bound of `s[a:b]` when it is None or a small int, clamped into [0, len] as a step-1
// slice clamps it; false for anything else (bools, big ints, __index__ objects: the general
// path).
static inline bool ascii_bound(NpValue v, int64_t dflt, int64_t len, int64_t *out)
{
    int64_t i;
    if (NP_IS_NONE(v))
        i = dflt;
    else if (v.tag == NP_T_INT)
        i = v.u.i;
    else
        return false;
    if (i < 0) {
        i += len;
        if (i < 0)
            i = 0;
    } else if (i > len) {
        i = len;
    }
    *out = i;
    return true;
}

// `s[a:b]` of an exact ASCII str [s] with None or small-int bounds and no step (the slices of
// tokenizers and word puzzles): bytes are characters, so no offsets are looked up and the
// result's ASCII flag and length are known without counting. One character is the interned
// char (as `s[i]` gives), nothing the interned "", all of [s] [s] itself. False when the
// bounds need the general path.
static bool ascii_slice(NpVM *vm, NpStr *s, const NpValue *parts, NpValue *out)
{
    int64_t len = (int64_t)s->len, a, b;
    if (!ascii_bound(parts[0], 0, len, &a) || !ascii_bound(parts[1], len, len, &b))
        return false;
    NpStr *r;
    if (b - a == len) {
        r = s;
    } else if (b - a == 1) {
        r = np_str_char(vm, s->data + a, 1);
    } else if (b <= a && vm->s_empty) {
        r = vm->s_empty;
    } else {
        size_t n = b > a ? (size_t)(b - a) : 0;
        r = np_str_alloc(vm, n);
        if (r) {
            memcpy(r->data, s->data + a, n);
            r->ncp = n;
            r->hdr.flags |= NP_STR_ASCII;
        }
    }
    *out = r ? np_obj(&r->hdr) : np_undef();
    return true;
}

int np_getslice(NpVM *vm, NpValue obj, const NpValue *parts, NpValue *out)
{
    if (!NP_IS_OBJ(obj))
        return 0;
    NpObject *o = NP_AS_OBJ(obj);
    NpSlice sl;
    bool ok;
    if (o->type == vm->types[NP_TYPE_STR] && (o->flags & NP_STR_ASCII) && NP_IS_NONE(parts[2]) &&
        ascii_slice(vm, (NpStr *)o, parts, out))
        return NP_IS_UNDEF(*out) ? -1 : 1;
    if (o->type == vm->types[NP_TYPE_LIST]) {
        stack_slice(&sl, parts);
        ok = items_slice(vm, ((NpList *)o)->items, (int64_t)((NpList *)o)->n, &sl, false, out);
    } else if (o->type == vm->types[NP_TYPE_TUPLE]) {
        stack_slice(&sl, parts);
        ok = items_slice(vm, ((NpTuple *)o)->items, (int64_t)((NpTuple *)o)->n, &sl, true, out);
    } else if (o->type == vm->types[NP_TYPE_STR]) {
        stack_slice(&sl, parts);
        ok = str_slice(vm, (NpStr *)o, &sl, out);
    } else {
        return 0;
    }
    return ok ? 1 : -1;
}

// range(...)[i] and range(...)[a:b:c].
static bool range_getitem(NpVM *vm, NpRange *r, NpValue key, NpValue *out)
{
    if (NP_IS_KIND(key, OBJ_SLICE))
        return np_range_slice(vm, r, (NpSlice *)NP_AS_OBJ(key), out);
    if (!is_intlike(key))
        return bad_index(vm, "range", key);
    int64_t i;
    if (r->big || NP_IS_BIGINT(key))
        return np_range_item(vm, r, as_int(key), out);
    if (!seq_index(vm, as_int(key), r->len, "range object", &i))
        return false;
    *out = np_int(r->start + i * r->step);
    return true;
}

// d[key] with KeyError, or __missing__ for dict subclasses that define it.
static bool dict_getitem(NpVM *vm, NpValue d, NpValue key, NpValue *out)
{
    bool found;
    if (!np_dict_get(vm, NP_AS_DICT(d), key, out, &found))
        return false;
    if (found)
        return true;
    return np_dict_missing(vm, d, key, out);
}

bool np_dict_missing(NpVM *vm, NpValue d, NpValue key, NpValue *out)
{
    if (is_user(d)) {
        int r = call_special(vm, d, "__missing__", key, out);
        if (r != 0)
            return r > 0;
    }
    return np_raise_keyerror(vm, key);
}

// The builtin layout's part (np_*_layout in np_runtime.h), inlined into both callers.
static inline __attribute__((always_inline)) bool
getitem_layout(NpVM *vm, NpValue obj, NpValue key, NpValue *out);

bool np_getitem(NpVM *vm, NpValue obj, NpValue key, NpValue *out)
{
    if (is_user(obj)) {
        int r = call_special(vm, obj, "__getitem__", key, out);
        if (r != 0)
            return r > 0;
    }
    return getitem_layout(vm, obj, key, out);
}

// `C[key]` of user class [t] whose class body (or a base's) defines __class_getitem__: a plain
// function is an implicit classmethod, as in CPython (a staticmethod gets only the key).
// 1 with the result in [*out], 0 on an exception, -1 when no class along the MRO defines it.
static int user_class_getitem(NpVM *vm, NpType *t, NpValue key, NpValue *out) {
    NpStr *name = np_intern_cstr(vm, "__class_getitem__");
    if (!name) return 0;
    NpValue fn = np_type_lookup(t, name);
    if (NP_IS_UNDEF(fn)) return -1;
    if (np_is_wrapper(vm, fn, NP_TYPE_STATICMETHOD))
        return np_call(vm, NP_AS_WRAPPER(fn)->a, 1, &key, NULL, out) ? 1 : 0;
    if (np_is_wrapper(vm, fn, NP_TYPE_CLASSMETHOD)) fn = NP_AS_WRAPPER(fn)->a;
    NpValue args[2] = {np_obj(&t->hdr), key};
    return np_call(vm, fn, 2, args, NULL, out) ? 1 : 0;
}

static inline __attribute__((always_inline)) bool
getitem_layout(NpVM *vm, NpValue obj, NpValue key, NpValue *out)
{
    if (!user_index_key(vm, obj, &key))
        return false;
    if (!NP_IS_OBJ(obj))
        goto not_subscriptable;
    int64_t i;
    bool is_slice = NP_IS_KIND(key, OBJ_SLICE);
    switch (NP_KIND(obj)) {
    case OBJ_LIST: {
        NpList *l = NP_AS_LIST(obj);
        if (is_slice)
            return items_slice(vm, l->items, (int64_t)l->n, (NpSlice *)NP_AS_OBJ(key), false,
                               out);
        if (!is_intlike(key))
            return bad_index(vm, "list", key);
        if (!seq_index(vm, as_int(key), (int64_t)l->n, "list", &i))
            return false;
        *out = l->items[i];
        return true;
    }
    case OBJ_TUPLE: {
        NpTuple *t = NP_AS_TUPLE(obj);
        if (is_slice)
            return items_slice(vm, t->items, (int64_t)t->n, (NpSlice *)NP_AS_OBJ(key), true,
                               out);
        if (!is_intlike(key))
            return bad_index(vm, "tuple", key);
        if (!seq_index(vm, as_int(key), (int64_t)t->n, "tuple", &i))
            return false;
        *out = t->items[i];
        return true;
    }
    case OBJ_STR: {
        NpStr *s = NP_AS_STR(obj);
        if (is_slice)
            return str_slice(vm, s, (NpSlice *)NP_AS_OBJ(key), out);
        if (!is_intlike(key))
            return bad_index(vm, "string", key);
        if (!seq_index(vm, as_int(key), (int64_t)s->ncp, "string", &i))
            return false;
        NpStr *c = np_str_char_at(vm, s, (size_t)i);
        if (!c)
            return false;
        *out = np_obj(&c->hdr);
        return true;
    }
    case OBJ_DICT:
        return dict_getitem(vm, obj, key, out);
    case OBJ_BYTES:
    case OBJ_BYTEARRAY:
        return np_bytes_getitem(vm, obj, key, out);
    case OBJ_RANGE:
        return range_getitem(vm, (NpRange *)NP_AS_OBJ(obj), key, out);
    case OBJ_TYPE: {
        // A class with a behaviour table: its __getitem__ (Color['RED'], Generic[T]).
        NpValue mfn;
        if (np_class_meta_find(vm, NP_AS_TYPE(obj), "__getitem__", &mfn))
            return np_call_with_self(vm, mfn, obj, 1, &key, NULL, out);
        if (NP_AS_TYPE(obj)->tflags & NP_TF_USER) {
            int r = user_class_getitem(vm, NP_AS_TYPE(obj), key, out);
            if (r >= 0) return r > 0;
        }
        // list[int], dict[str, int]: typing's GenericAlias (stdlib/np_lib_typing.py decides
        // which classes are generic and raises "type 'int' is not subscriptable" otherwise).
        return nplib_class_getitem(vm, obj, key, out);
    }
    default:
        break;
    }
not_subscriptable:
    return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object is not subscriptable",
                     np_type_name(vm, obj));
}

bool np_getitem_layout(NpVM *vm, NpValue obj, NpValue key, NpValue *out)
{
    return getitem_layout(vm, obj, key, out);
}

// Replaces items [start, start + count) of [l] with the [m] values of [src] (a plain slice
// assignment; [src] never aliases [l]'s buffer here).
static bool list_replace(NpVM *vm, NpList *l, int64_t start, int64_t count, const NpValue *src,
                         size_t m)
{
    size_t tail = l->n - (size_t)(start + count);
    // The tail moves: charged like visiting its items (see np_list_insert).
    if (!np_charge_items(vm, tail))
        return false;
    if (m > (size_t)count && !np_list_reserve(vm, l, l->n + m - (size_t)count))
        return false;
    if (tail)
        memmove(l->items + start + m, l->items + start + count, tail * sizeof(NpValue));
    np_gc_barrier(vm, l);
    if (m)
        memcpy(l->items + start, src, m * sizeof(NpValue));
    l->n = (size_t)start + m + tail;
    return true;
}

// Deletes the items selected by a slice from [l] (del l[a:b:c]).
static bool list_delslice(NpVM *vm, NpList *l, NpSlice *sl)
{
    int64_t start, stop, step, count;
    if (!np_slice_indices(vm, sl, (int64_t)l->n, &start, &stop, &step, &count))
        return false;
    if (count == 0)
        return true;
    if (step < 0) {
        // Walk the same items in increasing order.
        start = start + (count - 1) * step;
        step = -step;
    }
    if (step == 1)
        return list_replace(vm, l, start, count, NULL, 0);
    size_t w = (size_t)start;
    for (size_t r = (size_t)start; r < l->n; r++) {
        bool selected = r <= (size_t)(start + (count - 1) * step) &&
                        (r - (size_t)start) % (size_t)step == 0;
        if (!selected)
            l->items[w++] = l->items[r];
    }
    l->n = w;
    return true;
}

// Stores the [n] values at [src] into the slice (start, stop, step, count) of [l]: the part
// of l[a:b:c] = iterable after the source is a sequence of values that running code cannot
// change (a copy, or an exact list or tuple other than [l]).
static bool list_assign_slice(NpVM *vm, NpList *l, int64_t start, int64_t stop, int64_t step,
                              int64_t count, const NpValue *src, size_t n)
{
    if (step == 1) {
        if (stop < start)
            stop = start;
        return list_replace(vm, l, start, stop - start, src, n);
    }
    if ((int64_t)n != count) {
        return np_raisef(vm, NP_TYPE_VALUEERROR,
                         "attempt to assign sequence of size %zu to extended slice of size %lld",
                         n, (long long)count);
    }
    np_gc_barrier(vm, l);
    for (int64_t k = 0, i = start; k < count; k++, i += step)
        l->items[i] = src[k];
    return true;
}

// True when [value] is an exact list (other than [self]) or an exact tuple, whose items a slice
// assignment can read in place, as CPython's PySequence_Fast does: sets *items and *n.
// Subclasses may override __iter__, so they are iterated like any other iterable.
static bool exact_seq_items(NpVM *vm, NpValue value, const NpList *self, const NpValue **items,
                            size_t *n)
{
    if (!NP_IS_OBJ(value))
        return false;
    NpObject *o = NP_AS_OBJ(value);
    if (o->type == vm->types[NP_TYPE_LIST] && o != &self->hdr) {
        *items = ((NpList *)o)->items;
        *n = ((NpList *)o)->n;
        return true;
    }
    if (o->type == vm->types[NP_TYPE_TUPLE]) {
        *items = ((NpTuple *)o)->items;
        *n = ((NpTuple *)o)->n;
        return true;
    }
    return false;
}

// l[a:b:c] = iterable.
static bool list_setslice(NpVM *vm, NpList *l, NpSlice *sl, NpValue value)
{
    int64_t start, stop, step, count;
    if (!np_slice_indices(vm, sl, (int64_t)l->n, &start, &stop, &step, &count))
        return false;
    const NpValue *items;
    size_t n;
    if (exact_seq_items(vm, value, l, &items, &n))
        return list_assign_slice(vm, l, start, stop, step, count, items, n);
    NpValue it;
    if (!np_iter(vm, value, &it)) {
        if (np_exc_matches(vm, vm->types[NP_TYPE_TYPEERROR])) {
            np_exc_clear(vm);
            return np_raisef(vm, NP_TYPE_TYPEERROR, step == 1 ? "can only assign an iterable"
                                                              : "must assign iterable to "
                                                                "extended slice");
        }
        return false;
    }
    // Always copy the source first: it may be [l] itself or run code that changes [l].
    NpList *src = np_list_from_iter(vm, value);
    if (!src)
        return false;
    return list_assign_slice(vm, l, start, stop, step, count, src->items, src->n);
}

int np_setslice(NpVM *vm, NpValue obj, const NpValue *parts, NpValue value)
{
    if (!NP_IS_OBJ(obj) || NP_AS_OBJ(obj)->type != vm->types[NP_TYPE_LIST])
        return 0;
    // list_setslice reads the bounds before it may run any Python code (a source iterator).
    NpSlice sl;
    stack_slice(&sl, parts);
    return list_setslice(vm, NP_AS_LIST(obj), &sl, value) ? 1 : -1;
}

// The builtin layout's part (np_*_layout in np_runtime.h), inlined into both callers.
static inline __attribute__((always_inline)) bool
setitem_layout(NpVM *vm, NpValue obj, NpValue key, NpValue value);

bool np_setitem(NpVM *vm, NpValue obj, NpValue key, NpValue value)
{
    if (is_user(obj)) {
        NpValue fn, r;
        if (np_lookup_special(vm, obj, "__setitem__", &fn)) {
            NpValue args[3] = {obj, key, value};
            return call_rooted(vm, fn, 3, args, &r);
        }
    }
    return setitem_layout(vm, obj, key, value);
}

static inline __attribute__((always_inline)) bool
setitem_layout(NpVM *vm, NpValue obj, NpValue key, NpValue value)
{
    if (!user_index_key(vm, obj, &key))
        return false;
    if (NP_IS_LIST(obj)) {
        NpList *l = NP_AS_LIST(obj);
        if (NP_IS_KIND(key, OBJ_SLICE))
            return list_setslice(vm, l, (NpSlice *)NP_AS_OBJ(key), value);
        if (!is_intlike(key))
            return bad_index(vm, "list", key);
        int64_t i;
        if (!seq_index(vm, as_int(key), (int64_t)l->n, "list assignment", &i))
            return false;
        np_gc_barrier(vm, l);
        l->items[i] = value;
        return true;
    }
    if (NP_IS_DICT(obj))
        return np_dict_set(vm, NP_AS_DICT(obj), key, value);
    if (NP_IS_BYTEARRAY(obj))
        return np_bytearray_setitem(vm, obj, key, value);
    if (NP_IS_OBJ(obj) && NP_KIND(obj) == OBJ_TYPE) {
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'type' object does not support item assignment");
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object does not support item assignment",
                     np_type_name(vm, obj));
}

bool np_setitem_layout(NpVM *vm, NpValue obj, NpValue key, NpValue value)
{
    return setitem_layout(vm, obj, key, value);
}

// The builtin layout's part (np_*_layout in np_runtime.h), inlined into both callers.
static inline __attribute__((always_inline)) bool
delitem_layout(NpVM *vm, NpValue obj, NpValue key);

bool np_delitem(NpVM *vm, NpValue obj, NpValue key)
{
    if (is_user(obj)) {
        NpValue fn, r;
        if (np_lookup_special(vm, obj, "__delitem__", &fn)) {
            NpValue args[2] = {obj, key};
            return call_rooted(vm, fn, 2, args, &r);
        }
    }
    return delitem_layout(vm, obj, key);
}

static inline __attribute__((always_inline)) bool
delitem_layout(NpVM *vm, NpValue obj, NpValue key)
{
    if (!user_index_key(vm, obj, &key))
        return false;
    if (NP_IS_LIST(obj)) {
        NpList *l = NP_AS_LIST(obj);
        if (NP_IS_KIND(key, OBJ_SLICE))
            return list_delslice(vm, l, (NpSlice *)NP_AS_OBJ(key));
        if (!is_intlike(key))
            return bad_index(vm, "list", key);
        int64_t i;
        if (!seq_index(vm, as_int(key), (int64_t)l->n, "list assignment", &i))
            return false;
        return list_replace(vm, l, i, 1, NULL, 0);
    }
    if (NP_IS_DICT(obj)) {
        bool found;
        NpValue old;
        if (!np_dict_del(vm, NP_AS_DICT(obj), key, &old, &found))
            return false;
        return found || np_raise_keyerror(vm, key);
    }
    if (NP_IS_BYTEARRAY(obj))
        return np_bytearray_delitem(vm, obj, key);
    if (NP_IS_TUPLE(obj) || NP_IS_STR(obj) || NP_IS_KIND(obj, OBJ_RANGE) || NP_IS_BYTES(obj)) {
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object doesn't support item deletion",
                         np_type_name(vm, obj));
    }
    if (!NP_IS_OBJ(obj) || NP_KIND(obj) != OBJ_DICT) {
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object does not support item deletion",
                         np_type_name(vm, obj));
    }
    return false;
}

bool np_delitem_layout(NpVM *vm, NpValue obj, NpValue key)
{
    return delitem_layout(vm, obj, key);
}

/* ================================================================ membership */

// `item in items[0..n)` by np_eq; the array is re-read each step (np_eq may run code).
static bool seq_contains(NpVM *vm, NpValue seq, NpValue item, bool *res)
{
    *res = false;
    if (!np_budget_charge(vm, (int64_t)(NP_IS_LIST(seq) ? NP_AS_LIST(seq)->n : NP_AS_TUPLE(seq)->n)))
        return false;
    for (size_t i = 0;; i++) {
        size_t n = NP_IS_LIST(seq) ? NP_AS_LIST(seq)->n : NP_AS_TUPLE(seq)->n;
        if (i >= n)
            return true;
        NpValue x = NP_IS_LIST(seq) ? NP_AS_LIST(seq)->items[i] : NP_AS_TUPLE(seq)->items[i];
        // A small int against a small int or bool is equal exactly when the values are (True
        // == 1): no trip through np_eq's dispatch for `day in days`. Anything else (floats, big
        // ints, objects with __eq__) still compares through np_eq, which may run user code, so
        // the length and items are read again each time.
        if (item.tag == NP_T_INT && (x.tag == NP_T_INT || x.tag == NP_T_BOOL)) {
            if (x.u.i == item.u.i)
                return *res = true;
            continue;
        }
        if (!np_eq(vm, x, item, res))
            return false;
        if (*res)
            return true;
    }
}

// `item in range(...)` for a big range (NpRange.big): exact arithmetic for ints, a scan
// comparing with == for anything else.
static bool range_contains_big(NpVM *vm, NpRange *r, NpValue item, bool *res)
{
    if (item.tag == NP_T_INT || item.tag == NP_T_BOOL || NP_IS_BIGINT(item)) {
        NpValue idx;
        if (!np_range_find(vm, r, as_int(item), &idx))
            return false;
        *res = !NP_IS_UNDEF(idx);
        return true;
    }
    mpz_t k;
    mpz_init(k);
    bool ok = true;
    for (int64_t n = r->len < 0 ? INT64_MAX : r->len; ok && !*res && n > 0; n--) {
        NpValue x;
        ok = np_range_at(vm, r, k, &x) && np_eq(vm, x, item, res);
        mpz_add_ui(k, k, 1);
    }
    mpz_clear(k);
    return ok;
}

// `item in range(...)`: arithmetic for ints, a scan comparing with == for anything else.
static bool range_contains(NpVM *vm, NpRange *r, NpValue item, bool *res)
{
    *res = false;
    if (r->big)
        return range_contains_big(vm, r, item, res);
    if (item.tag == NP_T_INT || item.tag == NP_T_BOOL) {
        int64_t v = item.u.i;
        if (r->len == 0)
            return true;
        if (r->step > 0 ? (v < r->start || v >= r->stop) : (v > r->start || v <= r->stop))
            return true;
        *res = ((uint64_t)(v - r->start) % (uint64_t)(r->step > 0 ? r->step : -r->step)) == 0;
        if (r->step < 0)
            *res = ((uint64_t)(r->start - v) % (uint64_t)(-r->step)) == 0;
        return true;
    }
    if (NP_IS_BIGINT(item))
        return true;
    for (int64_t k = 0; k < r->len; k++) {
        if (!np_eq(vm, np_int(r->start + k * r->step), item, res))
            return false;
        if (*res)
            return true;
    }
    return true;
}

// `item in it` for iterators: consumes items until one is equal.
static bool iter_contains(NpVM *vm, NpValue it, NpValue item, bool *res)
{
    *res = false;
    if (!np_push_root(vm, it) || !np_push_root(vm, item))
        return false;
    bool ok = true;
    for (;;) {
        NpValue x;
        int r = np_next(vm, it, &x);
        if (r <= 0) {
            ok = r == 0;
            break;
        }
        if (!np_eq(vm, x, item, res)) {
            ok = false;
            break;
        }
        if (*res)
            break;
    }
    np_pop_roots(vm, 2);
    return ok;
}

// `item in view` for dict views.
static bool view_contains(NpVM *vm, NpIter *v, NpValue item, bool *res)
{
    NpDict *d = (NpDict *)NP_AS_OBJ(v->src);
    if (v->ikind == VIEW_DICT_KEYS)
        return np_dict_get(vm, d, item, NULL, res);
    if (v->ikind == VIEW_DICT_ITEMS) {
        *res = false;
        if (!NP_IS_TUPLE(item) || NP_AS_TUPLE(item)->n != 2)
            return true;
        NpValue val;
        bool found;
        if (!np_dict_get(vm, d, NP_AS_TUPLE(item)->items[0], &val, &found))
            return false;
        return !found || np_eq(vm, val, NP_AS_TUPLE(item)->items[1], res);
    }
    size_t pos = 0;
    NpValue k, val;
    *res = false;
    while (np_dict_next(d, &pos, &k, &val)) {
        if (!np_eq(vm, val, item, res))
            return false;
        if (*res)
            return true;
    }
    return true;
}

// The builtin layout's part (np_*_layout in np_runtime.h), inlined into both callers.
static inline __attribute__((always_inline)) bool
contains_layout(NpVM *vm, NpValue container, NpValue item, bool *res);

static __attribute__((noinline)) bool contains_general(NpVM *vm, NpValue container,
                                                       NpValue item, bool *res);
static __attribute__((noinline)) bool contains_user_dict(NpVM *vm, NpValue container,
                                                         NpValue item, bool *res);

bool np_contains(NpVM *vm, NpValue container, NpValue item, bool *res)
{
    // Exact sets and dicts first, as tail calls without a frame of their own (`x in seen` in
    // loops); everything else in contains_general.
    if (NP_IS_OBJ(container) && !is_user(container)) {
        if (NP_KIND(container) == OBJ_SET)
            return np_set_contains(vm, NP_AS_SET(container), item, res);
        if (NP_KIND(container) == OBJ_DICT)
            return np_dict_get(vm, NP_AS_DICT(container), item, NULL, res);
        // `ch in s` with a one-byte needle and a short exact str (`d in values[sq]`): a byte
        // loop up to 16 bytes (cheaper than the library call), else one memchr (an ASCII byte
        // never occurs inside a UTF-8 sequence), below the text charge.
        if (NP_KIND(container) == OBJ_STR && NP_IS_STR(item) && NP_AS_STR(item)->len == 1 &&
            NP_AS_STR(container)->len < NP_COST_FREE_BYTES) {
            const NpStr *c = NP_AS_STR(container);
            char ch = NP_AS_STR(item)->data[0];
            if (c->len <= 16) {
                bool in = false;
                for (size_t i = 0; i < c->len && !in; i++) in = c->data[i] == ch;
                *res = in;
                return true;
            }
            *res = memchr(c->data, (unsigned char)ch, c->len) != NULL;
            return true;
        }
    } else if (NP_IS_KIND(container, OBJ_DICT)) {
        return contains_user_dict(vm, container, item, res);
    }
    return contains_general(vm, container, item, res);
}

// np_contains for a user subclass of dict (Counter, defaultdict, OrderedDict): when its class
// does not define __contains__, dict's own lookup, as contains_general would reach it through
// call_special and contains_layout (~65 instructions more). Kept out of np_contains so that
// its exact-dict path stays a tail call without a frame.
static __attribute__((noinline)) bool contains_user_dict(NpVM *vm, NpValue container,
                                                         NpValue item, bool *res)
{
    NpValue fn;
    if (!np_lookup_special(vm, container, "__contains__", &fn))
        return np_dict_get(vm, NP_AS_DICT(container), item, NULL, res);
    return contains_general(vm, container, item, res);
}

// np_contains for user instances (their __contains__) and every other layout.
static __attribute__((noinline)) bool contains_general(NpVM *vm, NpValue container,
                                                       NpValue item, bool *res)
{
    if (is_user(container)) {
        NpValue r;
        int k = call_special(vm, container, "__contains__", item, &r);
        if (k < 0)
            return false;
        if (k > 0)
            return np_truthy(vm, r, res);
    }
    return contains_layout(vm, container, item, res);
}

static inline __attribute__((always_inline)) bool
contains_layout(NpVM *vm, NpValue container, NpValue item, bool *res)
{
    if (NP_IS_OBJ(container)) {
        switch (NP_KIND(container)) {
        case OBJ_LIST:
        case OBJ_TUPLE:
            return seq_contains(vm, container, item, res);
        case OBJ_STR:
            if (!NP_IS_STR(item)) {
                return np_raisef(vm, NP_TYPE_TYPEERROR,
                                 "'in <string>' requires string as left operand, not %s",
                                 np_type_name(vm, item));
            }
            if (!np_charge_text(vm, NP_AS_STR(container)->len))
                return false;
            *res = NP_AS_STR(item)->len == 0 ||
                   np_find_bytes(NP_AS_STR(container)->data, NP_AS_STR(container)->len,
                                 NP_AS_STR(item)->data, NP_AS_STR(item)->len) != NULL;
            return true;
        case OBJ_DICT:
            return np_dict_get(vm, NP_AS_DICT(container), item, NULL, res);
        case OBJ_BYTES:
        case OBJ_BYTEARRAY:
            return np_bytes_contains(vm, container, item, res);
        case OBJ_SET:
            return np_set_contains(vm, NP_AS_SET(container), item, res);
        case OBJ_RANGE:
            return range_contains(vm, (NpRange *)NP_AS_OBJ(container), item, res);
        case OBJ_ITER: {
            NpIter *v = NP_AS_ITER(container);
            if (v->ikind == VIEW_DICT_KEYS || v->ikind == VIEW_DICT_VALUES ||
                v->ikind == VIEW_DICT_ITEMS)
                return view_contains(vm, v, item, res);
            return iter_contains(vm, container, item, res);
        }
        case OBJ_GENERATOR:
            return iter_contains(vm, container, item, res);
        default:
            break;
        }
    }
    if (is_user(container)) {
        NpValue fn;
        if (np_lookup_special(vm, container, "__iter__", &fn) ||
            np_lookup_special(vm, container, "__getitem__", &fn)) {
            NpValue it;
            if (!np_iter(vm, container, &it))
                return false;
            return iter_contains(vm, it, item, res);
        }
    }
    NpValue mfn, r; // A class with a behaviour table: its __contains__, else its items.
    if (NP_IS_TYPE(container) &&
        np_class_meta_find(vm, NP_AS_TYPE(container), "__contains__", &mfn)) {
        if (!np_call_with_self(vm, mfn, container, 1, &item, NULL, &r)) return false;
        return np_truthy(vm, r, res);
    }
    if (NP_IS_TYPE(container) && np_class_meta_find(vm, NP_AS_TYPE(container), "__iter__", &mfn)) {
        NpValue it;
        if (!np_iter(vm, container, &it))
            return false;
        return iter_contains(vm, it, item, res);
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "argument of type '%s' is not iterable",
                     np_type_name(vm, container));
}

bool np_contains_layout(NpVM *vm, NpValue container, NpValue item, bool *res)
{
    return contains_layout(vm, container, item, res);
}
