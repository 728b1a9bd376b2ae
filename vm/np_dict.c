/*
 * np_dict.c - dict: CPython's compact, insertion-ordered hash map, plus the key hashing and
 * key equality shared with sets.
 *
 * Layout (np_object.h): a sparse index of int32 entry numbers (EMPTY -1, DUMMY -2) whose size is
 * a power of two, over a dense array of entries in insertion order. A deleted entry keeps its
 * slot with an UNDEF key until the next resize compacts the array. The entry array holds at most
 * 2/3 of the index size ("usable"), so every probe sequence ends at an EMPTY slot.
 * Lookups that compare with np_eq may run Python code; they root what they hold and restart
 * when the dict changed under them (CPython does the same).
 */
#include <math.h>
#include <string.h>

#include "np_hash.h"
#include "np_interp.h"
#include "np_runtime.h"
#include "np_strbuild.h"

#define DKIX_EMPTY (-1)
#define DKIX_DUMMY (-2)
#define PERTURB_SHIFT 5
#define DICT_MINSIZE 8
#define UNLIKELY_DICT(x) __builtin_expect(!!(x), 0)

// The entry number held by index slot value [k] (>= 0) of an index of mask [mask]: the bits
// under the mask (the bits above hold the entry's hash tag, np_dict_slot_of).
static inline size_t slot_entry(int32_t k, size_t mask) { return (size_t)k & mask; }

// The largest entry number an index of mask [mask] can hold (the mask, but at most 2^31 - 1:
// an index slot is an int32).
static inline uint32_t entry_limit(size_t mask) { return (uint32_t)mask & 0x7FFFFFFFu; }

// The tag that index slots of entries with [hash] carry in an index of mask [mask] (the
// hash's bits above entry_limit's, np_dict_slot_of).
static inline uint32_t hash_tag(int64_t hash, size_t mask) {
    return (uint32_t)hash & (entry_limit(mask) ^ 0x7FFFFFFFu);
}

// The entry number in index slot value [k] when [k] holds a live entry whose tag is [tag]
// (hash_tag's), else a number above [limit] (entry_limit's): an EMPTY or DUMMY slot, or an
// entry whose hash differs from the key's in the tag bits. One xor and one compare, and the
// entry is not loaded: a probe for a key whose hash cannot change (an exact str, an int, an
// exact tuple of those) passes another key's slot without the cache miss of reading a big
// table's entry. dict_lookup does not use it: an object whose __hash__ changed is still found
// by identity when its probe meets its old slot, as in CPython.
static inline uint32_t tagged_entry(int32_t k, uint32_t tag) { return (uint32_t)k ^ tag; }

// Returns [v], a value read out of [d], first making it an ordinary str if it is an owned one
// (np_strbuild.h): every read of a dict that may hold owned strs goes through here.
static inline NpValue read_value(const NpDict *d, NpValue v) {
    if (UNLIKELY_DICT(d->hdr.flags & NP_DICT_OWNED_STRS)) np_str_disown(v);
    return v;
}

// Marks a change of [d]'s key set (or, for a class dict, of any value): a fresh VM-wide
// version, so iterators and inline caches see it, and a new class epoch for class dicts.
static inline void bump_version(NpVM *vm, NpDict *d) {
    d->version = ++vm->dict_epoch;
    if (UNLIKELY_DICT(d->hdr.flags & NP_DICT_CLASS)) vm->class_epoch++;
}

/* ---------------------------------------------------------------- keys */

// Identity of two values as `is` sees it (same object, or same unboxed bits and tag).
static bool same_value(NpValue a, NpValue b) {
    if (a.tag != b.tag) return false;
    if (a.tag == NP_T_NONE || a.tag == NP_T_UNDEF) return true;
    return a.u.i == b.u.i;  // compares the pointer, the int, or the float's bits
}

// The hash of small int [i] (np_int_hash without the call: |i| below 2^61 - 1 is its own hash).
static inline int64_t small_int_hash(int64_t i) {
    const int64_t m = ((int64_t)1 << 61) - 1;
    if (i > -m && i < m) return i == -1 ? -2 : i;
    return np_int_hash(np_int(i));
}

// The hash of exact str [s] of [vm] with no call when it is cached or at most 16 bytes long
// (np_hash_short inline, the result cached as np_str_hash caches it): a key made by slicing,
// concatenation or split is hashed where it is looked up. An exact str's seed is vm's (its
// type's type carries vm->hash_seed, which np_str_hash reads).
static inline int64_t exact_str_hash(const NpVM *vm, NpStr *s) {
    if (s->hdr.flags & NP_STR_HASHED) return s->hash;
    if (s->len > 16) return np_str_hash(s);
    s->hash = np_hash_short(s->data, s->len, vm->hash_seed);
    s->hdr.flags |= NP_STR_HASHED;
    return s->hash;
}

// The hash of a tuple item that is a small int (below CPython's modulus) or an exact str [st]
// into *h; false for any other item.
static inline bool flat_item_hash(const NpVM *vm, const NpType *st, NpValue it, int64_t *h) {
    // -modulus < v < modulus in one unsigned compare (CPython's modulus is 2^61 - 1).
    const uint64_t m1 = ((uint64_t)1 << 61) - 2;
    if (it.tag == NP_T_INT && (uint64_t)it.u.i + m1 <= 2 * m1) {
        *h = it.u.i == -1 ? -2 : it.u.i;
        return true;
    }
    if (NP_IS_KIND(it, OBJ_STR) && NP_OBJ(it)->type == st) {
        *h = exact_str_hash(vm, NP_AS_STR(it));
        return true;
    }
    return false;
}

// The hash of exact tuple [v] nested in a tuple key (`(state, action)` with state = (r, c)) when
// its items are all small ints or exact strs; false otherwise.
static inline bool nested_tuple_hash(NpVM *vm, NpValue v, int64_t *h) {
    if (!NP_IS_KIND(v, OBJ_TUPLE) || NP_OBJ(v)->type != vm->types[NP_TYPE_TUPLE]) return false;
    NpTuple *t = NP_AS_TUPLE(v);
    if (t->hdr.flags & NP_TUPLE_HASHED) {
        *h = np_tuple_kept_hash(t);
        return true;
    }
    const NpType *st = vm->types[NP_TYPE_STR];
    uint64_t acc = NP_XXPRIME_5;
    for (size_t i = 0; i < t->n; i++) {
        int64_t ih;
        if (!flat_item_hash(vm, st, t->items[i], &ih)) return false;
        acc = np_tuplehash_step(acc, ih);
    }
    *h = np_tuplehash_finish(acc, t->n);
    if (t->n >= 2) np_tuple_keep_hash(t, *h);
    return true;
}

// flat_tuple_hash for a key with a nested tuple among its items (one level, of small ints and
// exact strs); charged as np_hash charges (each tuple's length). Out of line, so the flat
// loop stays lean.
static __attribute__((noinline)) int nested_key_hash(NpVM *vm, NpTuple *t, int64_t *out) {
    const NpType *st = vm->types[NP_TYPE_STR];
    uint64_t acc = NP_XXPRIME_5;
    int64_t charge = (int64_t)t->n;
    for (size_t i = 0; i < t->n; i++) {
        int64_t h;
        if (!flat_item_hash(vm, st, t->items[i], &h)) {
            if (!nested_tuple_hash(vm, t->items[i], &h)) return 0;
            charge += (int64_t)NP_AS_TUPLE(t->items[i])->n;
        }
        acc = np_tuplehash_step(acc, h);
    }
    if (!np_budget_charge(vm, charge)) return -1;
    *out = np_tuplehash_finish(acc, t->n);
    if (t->n >= 2) np_tuple_keep_hash(t, *out);
    return 1;
}

// The tuple hash state after the leading small-int items from *it on (a state, a coordinate:
// often all of them), *it moved to the first item that is not one. A loop of its own: the int
// test and the step without flat_item_hash's other cases take ~18 instructions an item, not 22.
static inline uint64_t int_items_hash(const NpValue **itp, const NpValue *end) {
    const uint64_t m1 = ((uint64_t)1 << 61) - 2;
    uint64_t acc = NP_XXPRIME_5;
    const NpValue *it = *itp;
    for (; it < end; it++) {
        int64_t v = it->u.i;
        if (it->tag != NP_T_INT || (uint64_t)v + m1 > 2 * m1) break;
        acc = np_tuplehash_step(acc, v - (v == -1));  // -1 hashes as -2
    }
    *itp = it;
    return acc;
}

// The hash of an exact tuple whose items are all small ints (below CPython's modulus), exact
// strs or exact tuples of those (one level), as np_hash computes it, without its type dispatch
// and nesting guard (the coordinates, pairs and (state, action) keys of grids and counts): 1
// done, 0 when an item is of another kind (np_hash must decide; nothing was charged), -1 on an
// exhausted budget. Always inlined into its three callers: a frame of its own cost ~70
// instructions per tuple-key lookup (sliding_puzzle -1.9% with lookup_general's inlining).
// The hash of a tuple of two or more items is kept in it (np_tuple_keep_hash: the items are
// immutable, so their hash is too), and a tuple hashed before costs a flag test and two loads
// (sokoban's `q not in seen and q not in self.walls`, sliding_puzzle's `if nb not in dist:
// dist[nb] = d`); nothing is charged then, as no work is done.
static inline __attribute__((always_inline)) int flat_tuple_hash(NpVM *vm, NpTuple *t,
                                                                 int64_t *out) {
    if (t->hdr.flags & NP_TUPLE_HASHED) {
        *out = np_tuple_kept_hash(t);
        return 1;
    }
    const NpType *st = vm->types[NP_TYPE_STR];
    const NpValue *it = t->items, *end = it + t->n;
    uint64_t acc = int_items_hash(&it, end);
    for (; it < end; it++) {
        int64_t h;
        if (!flat_item_hash(vm, st, *it, &h)) return nested_key_hash(vm, t, out);
        acc = np_tuplehash_step(acc, h);
    }
    if (!np_budget_charge(vm, (int64_t)t->n)) return -1;
    *out = np_tuplehash_finish(acc, t->n);
    if (t->n >= 2) np_tuple_keep_hash(t, *out);
    return 1;
}

int np_tuple_hash_items(NpVM *vm, NpTuple *t, int64_t *out) {
    return flat_tuple_hash(vm, t, out);
}

bool np_key_hash(NpVM *vm, NpValue key, int64_t *out) {
    switch (key.tag) {
    case NP_T_INT: *out = small_int_hash(key.u.i); return true;
    case NP_T_BOOL: *out = np_int_hash(key); return true;
    case NP_T_FLOAT: *out = np_float_hash(key.u.f); return true;
    case NP_T_OBJ:
        if (NP_KIND(key) == OBJ_STR && NP_OBJ(key)->type == vm->types[NP_TYPE_STR]) {
            *out = np_str_hash(NP_AS_STR(key));
            return true;
        }
        if (NP_KIND(key) == OBJ_BIGINT && NP_OBJ(key)->type == vm->types[NP_TYPE_INT]) {
            *out = np_int_hash(key);
            return true;
        }
        if (NP_KIND(key) == OBJ_TUPLE && NP_OBJ(key)->type == vm->types[NP_TYPE_TUPLE]) {
            int r = flat_tuple_hash(vm, NP_AS_TUPLE(key), out);
            if (r != 0) return r > 0;
        }
        return np_hash(vm, key, out);
    default: return np_hash(vm, key, out);
    }
}

// True when [v] is a tuple of the builtin type itself (a subclass may define __eq__).
static inline bool exact_tuple(NpVM *vm, NpValue v) {
    return NP_IS_KIND(v, OBJ_TUPLE) && NP_OBJ(v)->type == vm->types[NP_TYPE_TUPLE];
}

// Equality of two distinct strs of the same length: different cached hashes decide at once
// (the words of tuple keys are hashed when the key is), else the bytes, a short text inline
// (np_str_eq_hashed) instead of np_str_eq's call and memcmp (markov_text's (word, word) keys:
// ~45 instructions per item pair).
static inline bool str_text_eq(const NpStr *a, const NpStr *b) {
    if ((a->hdr.flags & b->hdr.flags & NP_STR_HASHED) && a->hash != b->hash) return false;
    return np_str_eq_hashed(a, b);
}

// Equality of two exact tuple keys (coordinates, pairs) item by item: identical values, small
// ints and exact strs decide here, anything else (nested tuples included, so the C stack never
// grows with the nesting) through np_eq. Charged like np_eq's item comparison.
static bool tuple_key_eq(NpVM *vm, NpTuple *a, NpTuple *b, bool *eq) {
    *eq = false;
    if (a->n != b->n) return true;
    if (!np_budget_charge(vm, (int64_t)a->n)) return false;
    NpType *st = vm->types[NP_TYPE_STR];
    for (size_t i = 0; i < a->n; i++) {
        NpValue x = a->items[i], y = b->items[i];
        if (same_value(x, y) && !(x.tag == NP_T_FLOAT && isnan(x.u.f))) continue;
        if (x.tag == NP_T_INT && y.tag == NP_T_INT) return true;  // different small ints
        if (NP_IS_KIND(x, OBJ_STR) && NP_IS_KIND(y, OBJ_STR) && NP_OBJ(x)->type == st &&
            NP_OBJ(y)->type == st) {
            if (NP_AS_STR(x)->len != NP_AS_STR(y)->len) return true;
            if (!np_charge_text(vm, NP_AS_STR(x)->len)) return false;
            if (!str_text_eq(NP_AS_STR(x), NP_AS_STR(y))) return true;
            continue;
        }
        bool item_eq;
        if (!np_eq(vm, x, y, &item_eq)) return false;
        // (*eq stays false until every item is equal: an earlier item equal through np_eq,
        // `(1.0, 5)` against `(1, 0)`, must not leave it set for a later unequal one.)
        if (!item_eq) return true;
    }
    *eq = true;
    return true;
}

// Equality of two tuple items for np_key_eq_quick when they are two exact strs (name pairs,
// (user, kind) keys), charged as tuple_key_eq charges: 1 equal, 0 different, -1 when the items
// are not two exact strs, -2 on an exhausted budget.
static inline int str_items_eq(NpVM *vm, NpValue p, NpValue q) {
    NpType *st = vm->types[NP_TYPE_STR];
    if (!NP_IS_KIND(p, OBJ_STR) || !NP_IS_KIND(q, OBJ_STR) || NP_OBJ(p)->type != st ||
        NP_OBJ(q)->type != st)
        return -1;
    NpStr *sp = NP_AS_STR(p), *sq = NP_AS_STR(q);
    if (sp->len != sq->len) return 0;
    if (!np_charge_text(vm, sp->len)) return -2;
    return str_text_eq(sp, sq);
}

// Equality of two tuple items that are not two small ints nor identical: two exact strs, or
// two exact tuples (one level: the state of a (state, action) key) whose item pairs are
// identical, two small ints or two exact strs. 1 equal, 0 different, -1 undecided (np_key_eq
// decides), -2 on an exhausted budget. Out of line, so the int loop stays lean.
static __attribute__((noinline)) int other_items_eq(NpVM *vm, NpValue p, NpValue q) {
    int r = str_items_eq(vm, p, q);
    if (r != -1 || !exact_tuple(vm, p) || !exact_tuple(vm, q)) return r;
    NpTuple *x = NP_AS_TUPLE(p), *y = NP_AS_TUPLE(q);
    if (x->n != y->n) return 0;
    if (!np_budget_charge(vm, (int64_t)x->n)) return -2;
    for (size_t i = 0; i < x->n; i++) {
        NpValue a = x->items[i], b = y->items[i];
        if (a.tag == NP_T_INT && b.tag == NP_T_INT) {
            if (a.u.i != b.u.i) return 0;
        } else if (!(same_value(a, b) && a.tag != NP_T_FLOAT)) {
            r = str_items_eq(vm, a, b);
            if (r <= 0) return r;
        }
    }
    return 1;
}

// Equality of exact tuples [x] and [y] of one length as far as their items are small ints (the
// coordinates and states of grid and puzzle keys): 1 equal, 0 different, -1 at the first pair
// that is not two ints (np_key_eq_quick decides then). Charged by the caller.
static inline int int_items_eq(const NpTuple *x, const NpTuple *y) {
    const NpValue *p = x->items, *q = y->items;
    size_t n = x->n, i = 0;
    // Two items a round (a state of 9 or a tour of 40 ints spends ~11 instructions an item in
    // a loop of one): an int pair is told by p's tag and the two tags being equal.
    for (; i + 1 < n; i += 2) {
        if (p[i].tag != NP_T_INT || q[i].tag != p[i].tag) return -1;
        if (p[i].u.i != q[i].u.i) return 0;
        if (p[i + 1].tag != NP_T_INT || q[i + 1].tag != p[i + 1].tag) return -1;
        if (p[i + 1].u.i != q[i + 1].u.i) return 0;
    }
    if (i < n) {
        if (p[i].tag != NP_T_INT || q[i].tag != p[i].tag) return -1;
        if (p[i].u.i != q[i].u.i) return 0;
    }
    return 1;
}

// np_key_eq_quick for exact tuples [x] and [y] of one length whose items are not all small
// ints, item by item. Out of line, so that np_key_eq_quick needs no frame for int tuples.
static __attribute__((noinline)) int mixed_items_eq(NpVM *vm, const NpTuple *x, const NpTuple *y) {
    int r;
    const NpType *st = vm->types[NP_TYPE_STR];
    for (size_t i = 0; i < x->n; i++) {
        NpValue p = x->items[i], q = y->items[i];
        if (p.tag == NP_T_INT && q.tag == NP_T_INT) {
            if (p.u.i != q.u.i) return np_budget_charge(vm, (int64_t)x->n) ? 0 : -2;
        } else if (same_value(p, q) && p.tag != NP_T_FLOAT) {
            continue;
        } else if (p.tag == NP_T_OBJ && q.tag == NP_T_OBJ && NP_OBJ(p)->type == st &&
                   NP_OBJ(q)->type == st) {
            // Two exact strs (markov_text's word pairs: equal texts in distinct objects) here,
            // not through other_items_eq's call; charged as str_items_eq charges.
            const NpStr *sp = NP_AS_STR(p), *sq = NP_AS_STR(q);
            if (sp->len != sq->len) return np_budget_charge(vm, (int64_t)x->n) ? 0 : -2;
            if (!np_charge_text(vm, sp->len)) return -2;
            if (!str_text_eq(sp, sq)) return np_budget_charge(vm, (int64_t)x->n) ? 0 : -2;
        } else {
            r = other_items_eq(vm, p, q);
            if (r == 0) return np_budget_charge(vm, (int64_t)x->n) ? 0 : -2;
            if (r < 0) return r;
        }
    }
    return np_budget_charge(vm, (int64_t)x->n) ? 1 : -2;
}

// Tuples of small ints (most keys) decide in int_items_eq's loop, with no frame (one with
// mixed_items_eq's loop inlined cost a 2-int tuple's comparison ~30 instructions of register
// pushes and pops: sokoban_solver's 2 M); others item by item in mixed_items_eq.
int np_key_eq_quick(NpVM *vm, NpValue a, NpValue b) {
    if (!exact_tuple(vm, a) || !exact_tuple(vm, b)) return -1;
    const NpTuple *x = NP_AS_TUPLE(a), *y = NP_AS_TUPLE(b);
    if (x->n != y->n) return 0;
    int r = int_items_eq(x, y);
    if (r < 0) return mixed_items_eq(vm, x, y);
    return np_budget_charge(vm, (int64_t)x->n) ? r : -2;
}

// True when [a] and [b] are tuples of one user subclass of tuple that defines no rich
// comparison method (a NamedTuple's Point keys): their == is tuple's, item by item, as
// tuple_key_eq compares (np_eq's way there costs ~600 instructions more per key).
static inline bool plain_tuple_pair(NpVM *vm, NpValue a, NpValue b) {
    return NP_IS_KIND(a, OBJ_TUPLE) && NP_IS_KIND(b, OBJ_TUPLE) &&
           NP_OBJ(a)->type == NP_OBJ(b)->type && (NP_OBJ(a)->type->tflags & NP_TF_USER) &&
           np_cmp_plain(vm, a);
}

bool np_key_eq(NpVM *vm, NpValue a, NpValue b, bool *eq) {
    if (same_value(a, b)) {
        *eq = true;
        return true;
    }
    bool ia = a.tag == NP_T_INT || a.tag == NP_T_BOOL, ib = b.tag == NP_T_INT || b.tag == NP_T_BOOL;
    if (ia && ib) {
        *eq = a.u.i == b.u.i;
        return true;
    }
    if (a.tag == NP_T_FLOAT && b.tag == NP_T_FLOAT) {
        *eq = a.u.f == b.u.f;
        return true;
    }
    // Two exact strs compare by text; a str subclass may define __eq__ (np_eq runs it).
    NpType *st = vm->types[NP_TYPE_STR];
    bool sa = NP_IS_STR(a) && NP_OBJ(a)->type == st, sb = NP_IS_STR(b) && NP_OBJ(b)->type == st;
    if (sa && sb) {
        *eq = np_str_eq(NP_AS_STR(a), NP_AS_STR(b));
        return true;
    }
    // An exact str never equals an int, float or bool; anything else may involve user __eq__.
    if ((sa && (ib || b.tag == NP_T_FLOAT)) || (sb && (ia || a.tag == NP_T_FLOAT))) {
        *eq = false;
        return true;
    }
    if (exact_tuple(vm, a) && exact_tuple(vm, b)) return tuple_key_eq(vm, NP_AS_TUPLE(a), NP_AS_TUPLE(b), eq);
    if (plain_tuple_pair(vm, a, b)) return tuple_key_eq(vm, NP_AS_TUPLE(a), NP_AS_TUPLE(b), eq);
    return np_eq(vm, a, b, eq);
}


/* ---------------------------------------------------------------- tables */

// Entries that fit an index of [size] slots (2/3 of it).
static size_t usable(size_t size) { return size * 2 / 3; }

// Bytes of the one allocation holding a dict's tables: [cap] entries, then an index of [size]
// int32 slots (so a dict's tables cost one malloc, not two).
static size_t table_bytes(size_t cap, size_t size) {
    return cap * sizeof(NpDictEntry) + size * sizeof(int32_t);
}

// Allocates the tables for [size] index slots and [cap] entries: returns the entries and sets
// *index. Tables go through np_items_resize, so a small dict's (up to 10 entries, 16 index
// slots) are pool blocks: making and dropping small dicts (dict(pairs), kwargs, records)
// costs no malloc/free. Every resize and free of them goes through np_items_* too.
static NpDictEntry *table_alloc(NpVM *vm, size_t size, size_t cap, int32_t **index) {
    // At most 2^31 slots, so the mask is below 2^31 and a slot value's entry number (the bits
    // under the mask) is never confused with EMPTY or DUMMY (dict_get_int's `ix <= mask`).
    if (size > ((size_t)1 << 31)) {
        np_raise_nomem(vm);
        return NULL;
    }
    NpDictEntry *entries = np_items_resize(vm, NULL, 0, table_bytes(cap, size));
    if (entries) *index = (int32_t *)(entries + cap);
    return entries;
}

// The room for tables right after the struct of a dict set up by np_dict_init_inline.
static inline NpDictEntry *inline_entries(NpDict *d) { return (NpDictEntry *)(d + 1); }

// True when d's tables are in its inline room (they must not be freed or reallocated).
static inline bool tables_inline(NpDict *d) {
    return (d->hdr.flags & NP_DICT_INLINE) && d->entries == inline_entries(d);
}

void np_dict_free_tables(NpVM *vm, NpDict *d) {
    // Tables in the boot arena go through np_mem_realloc, which clears them: two boots must
    // leave the same bytes there whatever their hash seeds (tests/unit/test_boot.c).
    size_t bytes = table_bytes(d->cap, d->mask + 1);
    if (d->entries && !tables_inline(d)) {
        if (np_in_arena(vm, d->entries)) np_mem_realloc(vm, d->entries, bytes, 0);
        else np_items_free(vm, d->entries, bytes);
    }
    d->index = NULL;
    d->entries = NULL;
}

bool np_dict_refuse_write(NpVM *vm) {
    return np_raisef(vm, NP_TYPE_TYPEERROR,
                     "the dict returned by vars() is read-only in Nearly Python; "
                     "use setattr() or delattr() on the object");
}

int64_t np_dict_owner_store_str(NpVM *vm, NpDict *d, NpStr *key, NpValue value) {
    if (!(d->hdr.flags & NP_DICT_READONLY)) return np_dict_store_str(vm, d, key, value);
    d->hdr.flags &= (uint16_t)~NP_DICT_READONLY;
    int64_t k = np_dict_store_str(vm, d, key, value);
    if (k >= 0 && !np_dict_fit(vm, d)) k = -1;
    d->hdr.flags |= NP_DICT_READONLY;
    // Fitting compacts deleted entries, which moves the entry numbers.
    return k < 0 ? -1 : np_dict_find_str(d, key);
}

bool np_dict_owner_del(NpVM *vm, NpDict *d, NpValue key, NpValue *old, bool *found) {
    if (!(d->hdr.flags & NP_DICT_READONLY)) return np_dict_del(vm, d, key, old, found);
    d->hdr.flags &= (uint16_t)~NP_DICT_READONLY;
    bool ok = np_dict_del(vm, d, key, old, found) && np_dict_fit(vm, d);
    d->hdr.flags |= NP_DICT_READONLY;
    return ok;
}

// A write to dict [d] that must also mark a class change (NP_DICT_CLASS) or be refused
// (NP_DICT_READONLY): false with TypeError for a read-only dict, else bumps the class epoch.
static __attribute__((noinline)) bool flagged_write(NpVM *vm, NpDict *d) {
    if (d->hdr.flags & NP_DICT_READONLY) return np_dict_refuse_write(vm);
    vm->class_epoch++;
    return true;
}

// Replaces d's tables with an index of [size] slots and a compacted copy of its live entries in
// an entry array of [cap] (at least d->n, at most usable(size)) entries. Refused for a read-only
// dict, which has no spare entry, so this is where its insertions end up.
static bool dict_rebuild(NpVM *vm, NpDict *d, size_t size, size_t cap) {
    if (UNLIKELY_DICT(d->hdr.flags & NP_DICT_READONLY)) return np_dict_refuse_write(vm);
    if (size > SIZE_MAX / sizeof(NpDictEntry) / 2) return np_raise_nomem(vm);
    int32_t *index;
    NpDictEntry *entries = table_alloc(vm, size, cap, &index);
    if (!entries) return false;
    memset(index, 0xFF, size * sizeof(int32_t));  // every slot DKIX_EMPTY
    size_t k = 0, mask = size - 1;
    for (size_t i = 0; i < d->nentries; i++) {
        NpDictEntry *e = &d->entries[i];
        if (NP_IS_UNDEF(e->key)) continue;
        entries[k] = *e;
        size_t j = (size_t)e->hash & mask;
        for (size_t perturb = (size_t)e->hash; index[j] != DKIX_EMPTY;) {
            perturb >>= PERTURB_SHIFT;
            j = (j * 5 + perturb + 1) & mask;
        }
        index[j] = np_dict_slot_of(k++, e->hash, mask);
    }
    np_dict_free_tables(vm, d);
    d->index = index;
    d->entries = entries;
    d->mask = mask;
    d->cap = cap;
    d->nentries = k;
    bump_version(vm, d);
    return true;
}

// Replaces d's tables with an index of [size] slots and room for usable(size) entries.
static bool dict_resize(NpVM *vm, NpDict *d, size_t size) {
    return dict_rebuild(vm, d, size, usable(size));
}

// The smallest index size (a power of two) whose usable entries hold [n].
static size_t size_holding(size_t n) {
    size_t size = DICT_MINSIZE;
    while (usable(size) < n) size *= 2;
    return size;
}

// The smallest index that holds [n] entries at a load of at most 3/4: the size a dict that
// no longer grows is fitted to (np_dict_fit). Its next insert finds no spare entry and rebuilds
// at the normal 2/3 load, so the denser index only ever serves lookups.
static size_t size_fitted(size_t n) {
    size_t size = DICT_MINSIZE;
    while (size / 4 * 3 < n) size *= 2;
    return size;
}

bool np_dict_fit(NpVM *vm, NpDict *d) {
    if (!d->index) return true;
    if (tables_inline(d) && d->nentries == d->n) return true;  // its room is paid for anyway
    if (d->nentries != d->n || size_fitted(d->n) < d->mask + 1)
        return dict_rebuild(vm, d, size_fitted(d->n), d->n);
    if (d->cap == d->nentries) return true;
    // No deleted entries: the index stays valid; move it down over the spare entries and give
    // the tail of the allocation back (shrinking in place, no rehash).
    size_t size = d->mask + 1;
    memmove(d->entries + d->n, d->index, size * sizeof(int32_t));
    NpDictEntry *e = np_items_resize(vm, d->entries, table_bytes(d->cap, size),
                                    table_bytes(d->n, size));
    if (!e) {  // cannot happen when shrinking; restore the layout to stay consistent
        memmove(d->entries + d->cap, d->entries + d->n, size * sizeof(int32_t));
        return false;
    }
    d->entries = e;
    d->index = (int32_t *)(e + d->n);
    d->cap = d->n;
    return true;
}

bool np_dict_compact(NpVM *vm, NpDict *d) {
    if (!d->index || d->nentries == d->n) return true;
    return dict_rebuild(vm, d, d->mask + 1, d->cap);
}

bool np_dict_reserve(NpVM *vm, NpDict *d, size_t extra) {
    if (extra > SIZE_MAX / 4 - d->n) return np_raise_nomem(vm);
    if (d->index && d->nentries + extra <= d->cap) return true;
    return dict_rebuild(vm, d, size_holding(d->n + extra), d->n + extra);
}

bool np_dict_presize(NpVM *vm, NpDict *d, size_t n) {
    if (d->index || n <= usable(DICT_MINSIZE)) return true;
    if (n > SIZE_MAX / 4) return np_raise_nomem(vm);
    size_t size = size_holding(n);
    return dict_rebuild(vm, d, size, usable(size));
}

// The index size for holding [n] entries with room to grow (CPython's used * 3 growth rate).
static size_t size_for(size_t n) {
    size_t size = DICT_MINSIZE;
    while (size < n * 3) size *= 2;
    return size;
}

NpDict *np_dict_new(NpVM *vm) {
    return (NpDict *)np_alloc_obj(vm, sizeof(NpDict), OBJ_DICT, vm->types[NP_TYPE_DICT]);
}

_Static_assert(NP_DICT_INLINE_INDEX(NP_DICT_INLINE_MAX) * 2 / 3 >= NP_DICT_INLINE_MAX &&
                   NP_DICT_INLINE_INDEX(1) == DICT_MINSIZE,
               "inline tables keep the index at most 2/3 full");

bool np_dict_uninline(NpVM *vm, NpDict *d) {
    if (!tables_inline(d)) return true;
    return dict_rebuild(vm, d, d->mask + 1, d->cap);
}

/* ---------------------------------------------------------------- lookup */

// Finds [key] (with [hash]) in d. On return *ix is its entry number or -1, and *slot its index
// slot (for an absent key of a dict with tables, the EMPTY slot that ended the probe, where
// insert_at can put it). May run Python code (np_eq); restarts if the dict changed during a
// comparison.
static bool dict_lookup(NpVM *vm, NpDict *d, NpValue key, int64_t hash, int64_t *ix, size_t *slot) {
restart:
    *ix = -1;
    if (!d->index) return true;
    size_t mask = d->mask, i = (size_t)hash & mask, perturb = (size_t)hash;
    for (;;) {
        int32_t k = d->index[i];
        if (k == DKIX_EMPTY) {
            *slot = i;
            return true;
        }
        if (k >= 0) {
            NpDictEntry *e = &d->entries[slot_entry(k, mask)];
            if (same_value(e->key, key)) goto found;
            if (e->hash == hash) {
                NpValue ek = e->key;
                bool eq;
                int q;
                if (np_cheap_compare(vm, ek, key)) {
                    if (!np_key_eq(vm, ek, key, &eq)) return false;
                } else if ((q = np_key_eq_quick(vm, ek, key)) >= 0) {
                    eq = q;
                } else if (q == -2) {
                    return false;
                } else {
                    uint64_t version = d->version;
                    NpDictEntry *entries = d->entries;
                    if (!np_push_root(vm, np_obj(&d->hdr)) || !np_push_root(vm, ek)) return false;
                    if (!np_push_root(vm, key)) {
                        np_pop_roots(vm, 2);
                        return false;
                    }
                    bool ok = np_key_eq(vm, ek, key, &eq);
                    np_pop_roots(vm, 3);
                    if (!ok) return false;
                    if (d->version != version || d->entries != entries || !same_value(e->key, ek))
                        goto restart;
                }
                if (eq) goto found;
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
found:
    *ix = (int64_t)slot_entry(d->index[i], mask);
    *slot = i;
    return true;
}

// An instance's embedded attribute dict (NP_DICT_EMBEDDED) is about to outgrow its inline
// room with its [n]th entry: its class's next instances get room for n (np_instance_new).
static void learn_overflow(NpDict *d, size_t n) {
    NpType *t = ((NpInstance *)d - 1)->hdr.type;
    if (n > t->inst_attrs) t->inst_attrs = n > 255 ? 255 : (uint8_t)n;
}

// True when comparing [v] with other keys never runs Python code: an unboxed value, an exact
// str or int, or an exact tuple of those (nested tuples one level deep).
static bool plain_key(NpVM *vm, NpValue v, bool nested) {
    if (v.tag != NP_T_OBJ || np_cheap_operand(vm, v)) return true;
    if (nested || !exact_tuple(vm, v)) return false;
    const NpTuple *t = NP_AS_TUPLE(v);
    for (size_t i = 0; i < t->n; i++)
        if (!plain_key(vm, t->items[i], true)) return false;
    return true;
}

// Marks d (NP_DICT_USER_KEYS) when [key], looked up by the general path (so perhaps about to be
// inserted: every insertion of a key that is not an exact str or a small int, or a flat tuple
// of those, follows a lookup there), is not a plain key. Conservative: a lookup of such a key
// that is absent marks d too, which only turns its hints off.
static __attribute__((noinline)) void note_key_kind(NpVM *vm, NpDict *d, NpValue key) {
    if (!plain_key(vm, key, false)) d->hdr.flags |= NP_DICT_USER_KEYS;
}

// Appends a new entry for a key known to be absent, growing the tables when full.
static bool insert_new(NpVM *vm, NpDict *d, NpValue key, int64_t hash, NpValue value) {
    if (!d->index || d->nentries >= d->cap) {
        if (UNLIKELY_DICT(d->hdr.flags & NP_DICT_EMBEDDED) && tables_inline(d))
            learn_overflow(d, d->n + 1);
        if (!dict_resize(vm, d, size_for(d->n))) return false;
    }
    size_t mask = d->mask, i = (size_t)hash & mask;
    for (size_t perturb = (size_t)hash; d->index[i] >= 0;) {
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
    d->index[i] = np_dict_slot_of(d->nentries, hash, mask);
    np_gc_barrier_insert(vm, d, key, value);
    d->entries[d->nentries++] = (NpDictEntry){hash, key, value};
    d->n++;
    bump_version(vm, d);
    return true;
}

// Appends a new entry for [key], absent from d, whose lookup ended at the EMPTY index slot
// [slot]: the entry goes there without a second probe while the tables have room (any EMPTY
// slot of the key's probe sequence is a valid place; an earlier DUMMY one is left for the next
// rebuild to clear), else insert_new grows the tables first.
static inline bool insert_at(NpVM *vm, NpDict *d, size_t slot, NpValue key, int64_t hash,
                             NpValue value) {
    if (UNLIKELY_DICT(!d->index || d->nentries >= d->cap)) return insert_new(vm, d, key, hash, value);
    d->index[slot] = np_dict_slot_of(d->nentries, hash, d->mask);
    np_gc_barrier_insert(vm, d, key, value);
    d->entries[d->nentries++] = (NpDictEntry){hash, key, value};
    d->n++;
    bump_version(vm, d);
    return true;
}

/* ---------------------------------------------------------------- str and int keys */

// Result of find_simple when an entry with the key's hash is of another kind (a float equal to
// an int, a user object with __eq__): dict_lookup must decide.
#define FIND_GENERAL (-2)

// The probe loop shared by find_simple and find_leaf: finds an exact str ([isstr]) or small int
// key with [hash] in d (which has tables) without calling anything fallible. Returns the entry
// number (with [leaf] false, *slot its index slot), -1 when absent (with [leaf] false, *slot the
// EMPTY slot that ended the probe), FIND_GENERAL when an entry of another kind (a str subclass,
// whose type is not the exact key's, among them) has the same hash, so only the general
// comparison can tell, or, with [leaf], when an equal-length str is longer than
// np_str_eq_hashed's inline compare (which would be a call, and the leaf path makes none).
// [isstr] and [leaf] are constants at every call site: always inlined, each caller gets its own
// loop (out of line it cost ~7% on dict_count; a frame in np_dict_get costs ~25 instructions).
static inline __attribute__((always_inline)) int64_t probe_simple(const NpDict *d, NpValue key,
                                                                  int64_t hash, bool isstr,
                                                                  bool leaf, size_t *slot) {
    size_t mask = d->mask, i = (size_t)hash & mask, perturb = (size_t)hash;
    uint32_t limit = entry_limit(mask), tag = hash_tag(hash, mask);
    for (;;) {
        int32_t k = d->index[i];
        if (k == DKIX_EMPTY) {
            if (!leaf) *slot = i;
            return -1;
        }
        uint32_t ix = tagged_entry(k, tag);
        if (ix <= limit) {
            k = (int32_t)ix;
            const NpDictEntry *e = &d->entries[ix];
            if (e->key.u.i == key.u.i && e->key.tag == key.tag) goto found;
            if (e->hash == hash) {
                // (An object whose type is the exact str type is a str: no kind test.)
                if (isstr && e->key.tag == NP_T_OBJ && NP_OBJ(e->key)->type == NP_OBJ(key)->type) {
                    size_t n = NP_AS_STR(key)->len;
                    if (NP_AS_STR(e->key)->len == n) {
                        if (leaf && n > 16) return FIND_GENERAL;
                        if (np_str_eq_hashed(NP_AS_STR(e->key), NP_AS_STR(key))) goto found;
                    }
                } else if (!isstr && e->key.tag == NP_T_BOOL) {
                    if (e->key.u.i == key.u.i) goto found;
                } else if (isstr || e->key.tag != NP_T_INT) {
                    return FIND_GENERAL;
                }
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
        continue;
    found:
        if (!leaf) *slot = i;
        return k;
    }
}

// Finds an exact str ([isstr]) or small int key with [hash] in d without calling anything
// fallible: probe_simple's results, -1 also when d has no tables.
static inline __attribute__((always_inline)) int64_t find_simple(const NpDict *d, NpValue key,
                                                                 int64_t hash, bool isstr,
                                                                 size_t *slot) {
    if (!d->index) return -1;
    return probe_simple(d, key, hash, isstr, false, slot);
}

// The hash of [key] and its entry by find_simple when it is an exact str or a small int: true
// when that settled the lookup (*ix is the entry or -1), false when the general path must run
// (a str subclass may define __hash__ and __eq__).
static inline __attribute__((always_inline)) bool lookup_simple(NpVM *vm, NpDict *d, NpValue key,
                                                                int64_t *hash, int64_t *ix,
                                                                size_t *slot) {
    bool isstr;
    if (key.tag == NP_T_INT) {
        *hash = small_int_hash(key.u.i);
        isstr = false;
    } else if (NP_IS_STR(key) && NP_OBJ(key)->type == vm->types[NP_TYPE_STR]) {
        NpStr *ks = NP_AS_STR(key);
        *hash = (ks->hdr.flags & NP_STR_HASHED) ? ks->hash : np_str_hash(ks);  // cached: no call
        isstr = true;
    } else {
        return false;
    }
    *ix = find_simple(d, key, *hash, isstr, slot);
    return *ix != FIND_GENERAL;
}

// Result of find_tuple when the budget ran out (the limit error is pending).
#define FIND_ERROR (-3)

// Finds exact tuple [key] with [hash] (flat_tuple_hash's) in d, comparing with entries of equal
// hash that are exact tuples inline (int_items_eq, else np_key_eq_quick), so a lookup of a
// coordinate or state key makes no call for its comparison: the entry number (*slot its index
// slot), -1 when absent (*slot the EMPTY slot that ended the probe), FIND_GENERAL when an entry
// of another kind has the same hash or np_key_eq_quick cannot decide (dict_lookup must),
// FIND_ERROR on an exhausted budget. Charged as np_key_eq_quick charges (the length per
// comparison). Always inlined into its two callers (a call cost sliding_puzzle 0.5%).
static inline __attribute__((always_inline)) int64_t find_tuple(NpVM *vm, const NpDict *d,
                                                               NpValue key, int64_t hash,
                                                               size_t *slot) {
    const NpTuple *t = NP_AS_TUPLE(key);
    const NpType *tt = vm->types[NP_TYPE_TUPLE];
    size_t mask = d->mask, i = (size_t)hash & mask, perturb = (size_t)hash;
    uint32_t limit = entry_limit(mask), tag = hash_tag(hash, mask);
    for (;;) {
        int32_t k = d->index[i];
        if (k == DKIX_EMPTY) {
            *slot = i;
            return -1;
        }
        uint32_t ix = tagged_entry(k, tag);
        if (ix <= limit) {
            k = (int32_t)ix;
            const NpDictEntry *e = &d->entries[ix];
            if (e->key.u.o == key.u.o && e->key.tag == NP_T_OBJ) goto found;
            if (e->hash == hash) {
                if (e->key.tag != NP_T_OBJ || NP_KIND(e->key) != OBJ_TUPLE ||
                    NP_OBJ(e->key)->type != tt)
                    return FIND_GENERAL;
                const NpTuple *u = NP_AS_TUPLE(e->key);
                if (u->n == t->n) {
                    int r = int_items_eq(u, t);
                    if (r >= 0) {
                        if (!np_budget_charge(vm, (int64_t)t->n)) return FIND_ERROR;
                    } else {
                        r = np_key_eq_quick(vm, e->key, key);
                        if (r == -2) return FIND_ERROR;
                        if (r < 0) return FIND_GENERAL;
                    }
                    if (r) goto found;
                }
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
        continue;
    found:
        *slot = i;
        return k;
    }
}

// Finds str [key] of a plain str subclass (np_str_sub_plain) with [hash] in d (which has
// tables): an identical entry, or one of the exact str type or key's own type with the same
// text, is key's (neither type has an __eq__ of its own, so str's equality decides, as in
// CPython: lisp_interp's Symbol('+') finds the '+' of a dict of builtins): the entry number,
// -1 when absent (*slot the EMPTY slot that ended the probe), FIND_GENERAL when an entry of
// another kind has the same hash (dict_lookup must decide). Runs no Python code; np_key_eq's
// way there (np_eq on a user type) cost ~170 instructions a comparison.
static __attribute__((noinline)) int64_t find_str_sub(const NpVM *vm, const NpDict *d, NpValue key,
                                                      int64_t hash, size_t *slot) {
    const NpType *st = vm->types[NP_TYPE_STR], *kt = NP_OBJ(key)->type;
    size_t mask = d->mask, i = (size_t)hash & mask, perturb = (size_t)hash;
    for (;;) {
        int32_t k = d->index[i];
        if (k == DKIX_EMPTY) {
            *slot = i;
            return -1;
        }
        if (k >= 0) {
            k = (int32_t)slot_entry(k, mask);
            const NpDictEntry *e = &d->entries[k];
            if (e->key.u.o == key.u.o && e->key.tag == NP_T_OBJ) goto found;
            if (e->hash == hash) {
                if (!NP_IS_KIND(e->key, OBJ_STR) ||
                    (NP_OBJ(e->key)->type != st && NP_OBJ(e->key)->type != kt))
                    return FIND_GENERAL;
                if (np_str_eq_hashed(NP_AS_STR(e->key), NP_AS_STR(key))) goto found;
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
        continue;
    found:
        *slot = i;
        return k;
    }
}

// lookup_general for a str of a user subclass of str: through find_str_sub when its class is
// plain (np_str_sub_plain), hashed as np_hash hashes it (its text, charged the first time);
// 0 when the class is not plain (the general lookup must run), 1 when done, -1 with an
// exception.
static __attribute__((noinline)) int lookup_str_sub(NpVM *vm, NpDict *d, NpValue key, int64_t *hash,
                                                    int64_t *ix, size_t *slot) {
    if (!np_str_sub_plain(vm, key)) return 0;
    NpStr *s = NP_AS_STR(key);
    if (!(s->hdr.flags & NP_STR_HASHED) && !np_charge_text(vm, s->len)) return -1;
    *hash = np_str_hash(s);
    if (!(d->hdr.flags & NP_DICT_USER_KEYS)) note_key_kind(vm, d, key);
    *ix = -1;
    if (!d->index) return 1;
    *ix = find_str_sub(vm, d, key, *hash, slot);
    if (*ix != FIND_GENERAL) return 1;
    return dict_lookup(vm, d, key, *hash, ix, slot) ? 1 : -1;
}

// The hash of [key] and its entry (*ix, -1 when absent; *slot as dict_lookup sets it) for any
// key: exact tuples of small ints and strs through flat_tuple_hash and find_tuple, others (and
// tuples find_tuple cannot decide) through np_key_hash or np_hash and dict_lookup. False with an
// exception. Always inlined into its four callers (dict_get_general, np_dict_set,
// np_dict_find_entry, np_dict_del), so a tuple key's lookup is one frame, not three.
static inline __attribute__((always_inline)) bool lookup_general(NpVM *vm, NpDict *d, NpValue key,
                                                                 int64_t *hash, int64_t *ix,
                                                                 size_t *slot) {
    if (exact_tuple(vm, key)) {
        int r = flat_tuple_hash(vm, NP_AS_TUPLE(key), hash);
        if (r < 0) return false;
        if (r == 0) {
            note_key_kind(vm, d, key);
            return np_hash(vm, key, hash) && dict_lookup(vm, d, key, *hash, ix, slot);
        }
        if (!d->index) {
            *ix = -1;
            return true;
        }
        *ix = find_tuple(vm, d, key, *hash, slot);
        if (*ix == FIND_ERROR) return false;
        return *ix != FIND_GENERAL || dict_lookup(vm, d, key, *hash, ix, slot);
    }
    if (key.tag == NP_T_OBJ) {
        if (NP_KIND(key) == OBJ_STR && NP_OBJ(key)->type != vm->types[NP_TYPE_STR]) {
            int r = lookup_str_sub(vm, d, key, hash, ix, slot);
            if (r) return r > 0;
        }
        if (!(d->hdr.flags & NP_DICT_USER_KEYS)) note_key_kind(vm, d, key);
    }
    return np_key_hash(vm, key, hash) && dict_lookup(vm, d, key, *hash, ix, slot);
}

// The entry number of the last key np_dict_get found or np_dict_set inserted, in whichever
// dict: a hint for the next np_dict_set, which in the counting idiom (`d[k] = d.get(k, 0) + 1`,
// `d[k] += 1`) stores under the same key, and for np_dict_get's general path (a key object
// read back). The hint proves itself: it is used only when d has that entry and the entry's
// key is the very key being stored (identical object or small int), so a stale hint, another
// dict's or another VM's, only costs the check. Per thread (VMs on other threads never share
// it), outside NpVM so the idle VM does not grow.
static _Thread_local size_t last_found_ix;
// The key object (its pointer; an int key's bits) of the lookup or store that set
// last_found_ix: np_dict_get's general path tries the hint only for that same object, whose
// equality with the entry's key it then checks (the object may since have been freed and its
// address reused).
static _Thread_local const void *last_found_key;

// hint_holds for an exact tuple [key] that is not the entry's very key [ekey]: 1 when ekey is
// an exact tuple np_key_eq_quick finds equal to it (ints, strs, identical items: then d's entry
// is key's, as a dict holds a key once, whatever dict the hint came from), 0 when not or
// undecided (the full lookup decides), -1 on an exhausted budget (charged as the lookup's
// comparison would be). The cells of a counting loop (`c[(x, y)] = c.get((x, y), 0) + 1`)
// are equal tuples made anew, so this spares the store a tuple hash and a probe.
static __attribute__((noinline)) int tuple_hint_holds(NpVM *vm, NpValue ekey, NpValue key) {
    int r = np_key_eq_quick(vm, ekey, key);
    return r == -2 ? -1 : r == 1;
}

// 1 when entry last_found_ix of d holds [key]: the very key, for an exact str whose hash is
// cached (np_dict_get hashed it) an exact str with that hash and the same bytes (a dict holds a
// key once, so that entry is the key's; the words of a counting loop are equal strs made anew,
// not the object stored first), or an equal exact tuple (tuple_hint_holds); 0 when not, -1
// with an exception.
static inline int hint_holds(NpVM *vm, const NpDict *d, NpValue key) {
    size_t hint = last_found_ix;
    if (hint >= d->nentries || (d->hdr.flags & NP_DICT_USER_KEYS)) return false;
    const NpDictEntry *e = &d->entries[hint];
    if (same_value(e->key, key)) return true;
    if (NP_IS_KIND(key, OBJ_TUPLE) && NP_IS_KIND(e->key, OBJ_TUPLE))
        return tuple_hint_holds(vm, e->key, key);
    if (!NP_IS_STR(key) || !NP_IS_STR(e->key) || !(NP_OBJ(key)->flags & NP_STR_HASHED)) return false;
    NpStr *a = NP_AS_STR(key), *b = NP_AS_STR(e->key);
    NpType *st = vm->types[NP_TYPE_STR];
    return a->hdr.type == st && b->hdr.type == st && a->hash == e->hash && np_str_eq_hashed(a, b);
}

// np_dict_get for every key and dict: hashes that may run code or allocate, comparisons that
// may, dicts holding owned strs. Out of line, so that np_dict_get's own path calls nothing.
static __attribute__((noinline)) bool dict_get_general(NpVM *vm, NpDict *d, NpValue key,
                                                       NpValue *out, bool *found) {
    int64_t hash, ix;
    size_t slot;
    // The very tuple object the last general lookup found or the last store wrote (`if k not
    // in cache: cache[k] = f(k)` then `return cache[k]`, with k a tuple made anew each time,
    // so not the object the entry holds): its entry, without hashing the key again. The
    // pointer only selects the check; the entry's key must still equal k (hint_holds, a
    // comparison that costs less than the hash), so a stale pointer costs only the check.
    if (key.tag == NP_T_OBJ && key.u.o == last_found_key && NP_KIND(key) == OBJ_TUPLE) {
        int held = hint_holds(vm, d, key);
        if (held < 0) return false;
        if (held) {
            *found = true;
            if (out) *out = read_value(d, d->entries[last_found_ix].value);
            return true;
        }
    }
    if (!lookup_simple(vm, d, key, &hash, &ix, &slot) &&
        !lookup_general(vm, d, key, &hash, &ix, &slot))
        return false;
    *found = ix >= 0;
    // A miss leaves no hint (an insertion follows, which an old entry's check would only delay).
    last_found_ix = ix >= 0 ? (size_t)ix : SIZE_MAX;
    last_found_key = key.u.o;
    if (out) *out = ix >= 0 ? read_value(d, d->entries[ix].value) : np_undef();
    return true;
}

// The probe of np_dict_get's leaf path for an exact str key with a cached hash ([isstr]) or a
// small int, in a dict with tables: the entry number, -1 when absent, FIND_GENERAL when the leaf
// path cannot decide (probe_simple with [leaf]).
static inline __attribute__((always_inline)) int64_t find_leaf(const NpDict *d, NpValue key,
                                                               int64_t hash, bool isstr) {
    return probe_simple(d, key, hash, isstr, true, NULL);
}

// np_dict_get's end for a leaf probe's result [ix] (an entry, -1 when absent): sets *found,
// *out when asked and the hint for a following np_dict_set.
static inline __attribute__((always_inline)) bool leaf_result(const NpDict *d, int64_t ix,
                                                              NpValue *out, bool *found) {
    *found = ix >= 0;
    last_found_ix = ix >= 0 ? (size_t)ix : SIZE_MAX;
    if (out) *out = ix >= 0 ? d->entries[ix].value : np_undef();
    return true;
}

// np_dict_get's end for a key a leaf probe found at entry [ix], [e]: leaf_result without
// indexing the entries again (one register less in the probe loops).
static inline __attribute__((always_inline)) bool leaf_found(const NpDictEntry *e, size_t ix,
                                                             NpValue *out, bool *found) {
    *found = true;
    last_found_ix = ix;
    if (out) *out = e->value;
    return true;
}

// np_dict_get's end for a key a leaf probe did not find.
static inline __attribute__((always_inline)) bool leaf_absent(NpValue *out, bool *found) {
    *found = false;
    last_found_ix = SIZE_MAX;
    if (out) *out = np_undef();
    return true;
}

// np_dict_get for an instance key of a class hashing by identity (no __hash__ or __eq__: a
// node, a logic variable): found by identity; an entry of equal hash that is not the very
// object is left to the general path's comparison (prolog_solve's `t in s`). Out of line, so
// that its call of np_hash_plain_instance does not make np_dict_get set up a frame for the str
// and int keys (six pushes, six pops and spills: ~20 instructions a lookup).
static __attribute__((noinline)) bool dict_get_instance(NpVM *vm, NpDict *d, NpValue key,
                                                        NpValue *out, bool *found) {
    int64_t h;
    if (!np_hash_plain_instance(vm, key, &h)) return dict_get_general(vm, d, key, out, found);
    int64_t ix = find_leaf(d, key, h, false);
    if (ix == FIND_GENERAL) return dict_get_general(vm, d, key, out, found);
    return leaf_result(d, ix, out, found);
}

// The leaf probes of np_dict_get for a small int and for an exact str with a cached hash
// (dict_get_int, dict_get_str) are functions of their own, tail-called by np_dict_get, so that
// np_dict_get has no loop and sets up no frame, and each writes probe_simple's loop with fewer
// live values (the entry test `ix <= mask` without entry_limit's separate register: an index
// never has more than 2^31 slots, table_alloc), so it needs four saved registers, not six:
// the int lookup that took ~73 instructions (six pushes, six pops, spills) takes ~55.

// np_dict_get's probe for small int [key] (not -1, whose hash is -2: np_dict_get leaves it to
// dict_get_general) in d, which has tables and no owned strs: an int or bool entry of equal
// value is key's (True == 1); an entry of equal hash of another kind (a float, an instance)
// is left to dict_get_general's comparison.
static NP_NOIPA bool dict_get_int(NpVM *vm, NpDict *d, NpValue kv, NpValue *out,
                                                   bool *found) {
    int64_t key = kv.u.i;
    // |key| below 2^60 (so below CPython's modulus 2^61 - 1: its own hash), and not -1.
    if ((uint64_t)((key >> 60) + 1) > 1 || key == -1)
        return dict_get_general(vm, d, np_int(key), out, found);
    size_t mask = d->mask, i = (size_t)key & mask, perturb = (size_t)key;
    uint32_t tag = hash_tag(key, mask);
    for (;;) {
        int32_t k = d->index[i];
        if (k == DKIX_EMPTY) return leaf_absent(out, found);
        size_t ix = tagged_entry(k, tag);
        if (ix <= mask) {
            const NpDictEntry *e = &d->entries[ix];
            if (e->key.u.i == key && (e->key.tag == NP_T_INT || e->key.tag == NP_T_BOOL))
                return leaf_found(e, ix, out, found);
            if (e->hash == key && e->key.tag != NP_T_INT && e->key.tag != NP_T_BOOL)
                return dict_get_general(vm, d, np_int(key), out, found);
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
}

// np_dict_get's probe for exact str [ks] whose hash is cached, in d (with tables, no owned
// strs): the very object, or an exact str of the same text (np_str_eq_hashed, inline up to 16
// bytes), is key's; an entry of equal hash of another type (a str subclass may define __eq__),
// or an equal-length str longer than 16 bytes (its compare would be a call), goes on to
// dict_get_general.
static NP_NOIPA bool dict_get_str(NpVM *vm, NpDict *d, NpValue key, NpValue *out,
                                                   bool *found) {
    const NpStr *ks = NP_AS_STR(key);
    size_t mask = d->mask, i = (size_t)ks->hash & mask, perturb = (size_t)ks->hash;
    uint32_t tag = hash_tag(ks->hash, mask);
    for (;;) {
        int32_t k = d->index[i];
        if (k == DKIX_EMPTY) return leaf_absent(out, found);
        size_t ix = tagged_entry(k, tag);
        if (ix <= mask) {
            const NpDictEntry *e = &d->entries[ix];
            if (e->key.u.o == &ks->hdr && e->key.tag == NP_T_OBJ)
                return leaf_found(e, ix, out, found);
            if (e->hash == ks->hash) {
                // An equal exact str (the usual case: a key made anew), else, as a 64-bit hash
                // collision is rare, dict_get_general decides; so no probe value is live here.
                const NpStr *es = NP_AS_STR(e->key);
                if (e->key.tag == NP_T_OBJ && es->hdr.type == ks->hdr.type && es->len == ks->len &&
                    ks->len <= 16 && np_str_eq_hashed(ks, es))
                    return leaf_found(e, ix, out, found);
                break;
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
    return dict_get_general(vm, d, np_obj((NpObject *)&ks->hdr), out, found);
}

// np_dict_get for an exact str key whose hash is not cached yet, in a dict with tables and no
// owned strs: one of at most 16 bytes (a key just made by slicing, concatenation, split or
// join: `table[w[:i] + "_" + w[i + 1:]]`, sudoku's `values[r + c]`) is hashed inline
// (np_hash_short: XXH3's short-input path) and probed by find_leaf in this frame, with no call,
// where dict_get_general's frame and np_str_hash's call cost ~90 instructions more (a tail
// call to dict_get_str after the hash cost word_ladder 0.2%); a longer str, and any probe
// find_leaf cannot decide, goes on to dict_get_general. Out of line, so that np_dict_get's
// path for hashed keys stays as short as it was (inlined there, the hash cost pagerank_links'
// hashed-name lookups ~3 instructions each).
static __attribute__((noinline)) bool dict_get_fresh(NpVM *vm, NpDict *d, NpValue key, NpValue *out,
                                                     bool *found) {
    NpStr *ks = NP_AS_STR(key);
    if (ks->len > 16) return dict_get_general(vm, d, key, out, found);
    ks->hash = np_hash_short(ks->data, ks->len, vm->hash_seed);
    ks->hdr.flags |= NP_STR_HASHED;
    int64_t ix = find_leaf(d, key, ks->hash, true);
    if (ix == FIND_GENERAL) return dict_get_general(vm, d, key, out, found);
    return leaf_result(d, ix, out, found);
}

// The dispatch of a lookup by key kind: no call but tail calls, so no frame to set up. An exact
// str key whose hash is cached or a small int, in a dict with tables and no owned strs, is
// probed by a leaf (dict_get_str, dict_get_int); anything else, and any probe find_leaf cannot
// decide, goes to dict_get_fresh, dict_get_instance or dict_get_general.
bool np_dict_get(NpVM *vm, NpDict *d, NpValue key, NpValue *out, bool *found) {
    // (The leaves take np_dict_get's own arguments, so each tail call is a jump.)
    if (!d->index || (d->hdr.flags & NP_DICT_OWNED_STRS)) return dict_get_general(vm, d, key, out, found);
    if (key.tag == NP_T_INT) return dict_get_int(vm, d, key, out, found);
    if (key.tag == NP_T_OBJ && NP_KIND(key) == OBJ_STR && NP_OBJ(key)->type == vm->types[NP_TYPE_STR]) {
        if (!(NP_OBJ(key)->flags & NP_STR_HASHED)) return dict_get_fresh(vm, d, key, out, found);
        return dict_get_str(vm, d, key, out, found);
    }
    if (key.tag == NP_T_OBJ && NP_KIND(key) == OBJ_INSTANCE) return dict_get_instance(vm, d, key, out, found);
    return dict_get_general(vm, d, key, out, found);
}

// The end of np_dict_set once [key]'s lookup is done: overwrites entry [ix] or, when it is -1,
// inserts key (with [hash]) at index slot [slot], and leaves the entry as the next hint.
static inline __attribute__((always_inline)) bool store_found(NpVM *vm, NpDict *d, NpValue key,
                                                              NpValue value, int64_t hash,
                                                              int64_t ix, size_t slot) {
    if (ix >= 0) {
        if (UNLIKELY_DICT(d->hdr.flags & (NP_DICT_CLASS | NP_DICT_READONLY)) && !flagged_write(vm, d))
            return false;
        np_gc_barrier(vm, d);
        d->entries[ix].value = value;  // like CPython, the original key object is kept
        last_found_ix = (size_t)ix;
        last_found_key = key.u.o;
        return true;
    }
    if (!insert_at(vm, d, slot, key, hash, value)) return false;
    last_found_ix = d->nentries - 1;  // the new entry is the last: a hint for reading it back
    last_found_key = key.u.o;
    return true;
}

// np_dict_set for a key that is not an exact str or small int (tuple keys, through the inlined
// lookup_general): out of line, so that the str and int stores do not set up its larger frame
// (dict_count's np_dict_set: 31.5 M -> 35.6 M instructions with lookup_general inlined there).
static __attribute__((noinline)) bool dict_set_general(NpVM *vm, NpDict *d, NpValue key,
                                                       NpValue value) {
    int64_t hash, ix;
    size_t slot = 0;
    if (!lookup_general(vm, d, key, &hash, &ix, &slot)) return false;
    return store_found(vm, d, key, value, hash, ix, slot);
}

bool np_dict_set(NpVM *vm, NpDict *d, NpValue key, NpValue value) {
    int64_t hash = 0, ix;
    size_t slot = 0;
    int held = hint_holds(vm, d, key);
    if (held < 0) return false;
    if (held) {
        ix = (int64_t)last_found_ix;  // the key np_dict_get just found: no hash, no probe
    } else if (!lookup_simple(vm, d, key, &hash, &ix, &slot)) {
        return dict_set_general(vm, d, key, value);
    }
    return store_found(vm, d, key, value, hash, ix, slot);
}

// np_dict_count's lookup of an exact tuple key of small ints and strs (flat_tuple_hash), whose
// comparisons run no Python code (find_tuple hands any other over): 1 when settled (*ix the
// entry or -1, *slot where to insert), 0 when not (nothing was charged unless the key was
// hashed: the statement's instructions then hash it again), -1 with an exception.
static __attribute__((noinline)) int count_tuple_lookup(NpVM *vm, NpDict *d, NpValue key,
                                                        int64_t *hash, int64_t *ix, size_t *slot) {
    if (!exact_tuple(vm, key)) return 0;
    int r = flat_tuple_hash(vm, NP_AS_TUPLE(key), hash);
    if (r <= 0) return r;
    if (!d->index) {
        *ix = -1;
        return 1;
    }
    *ix = find_tuple(vm, d, key, *hash, slot);
    if (*ix == FIND_ERROR) return -1;
    return *ix != FIND_GENERAL;
}

int np_dict_count(NpVM *vm, NpDict *d, NpValue key, const NpValue *dflt, int64_t add) {
    int64_t hash, ix, r;
    size_t slot = 0;
    if (UNLIKELY_DICT(d->hdr.flags & (NP_DICT_CLASS | NP_DICT_READONLY))) return 0;
    if (!lookup_simple(vm, d, key, &hash, &ix, &slot)) {
        // Coordinate and pair keys (`c[(x, y)] = c.get((x, y), 0) + 1`). Only with a default:
        // DICTADD's caller (`d[k] += 1`) has no way to pass on the exhausted budget that
        // hashing a tuple may meet.
        int q = dflt ? count_tuple_lookup(vm, d, key, &hash, &ix, &slot) : 0;
        if (q <= 0) return q;
    }
    if (ix >= 0) {
        NpDictEntry *e = &d->entries[ix];
        if (e->value.tag != NP_T_INT || __builtin_add_overflow(e->value.u.i, add, &r)) return 0;
        e->value.u.i = r;
        return 1;
    }
    if (!dflt || dflt->tag != NP_T_INT || __builtin_add_overflow(dflt->u.i, add, &r)) return 0;
    return insert_at(vm, d, slot, key, hash, np_int(r)) ? 1 : -1;
}

// Stores pairs [from, npairs) of [items] into [d] one by one through np_dict_set (keys that may
// run Python code: user __hash__/__eq__, floats equal to ints), with d rooted meanwhile.
static bool build_rest(NpVM *vm, NpDict *d, const NpValue *items, size_t from, size_t npairs) {
    if (!np_push_root(vm, np_obj(&d->hdr))) return false;
    bool ok = true;
    for (size_t k = from; ok && k < npairs; k++) ok = np_dict_set(vm, d, items[2 * k], items[2 * k + 1]);
    np_pop_roots(vm, 1);
    return ok;
}

bool np_dict_build(NpVM *vm, const NpValue *items, size_t npairs, NpValue *out) {
    NpDict *d = np_dict_new(vm);
    if (!d) return false;
    *out = np_obj(&d->hdr);
    if (!np_push_root(vm, *out)) return false;
    // A display of 1..NP_DICT_INLINE_MAX pairs gets CPython's room for it (np_dict_presize):
    // all of the index's usable 2/3, which scripts see when they add keys while iterating (the
    // iterator meets the new entries). Its tables are a pool block, not inline room in the
    // object: a record built by a display and then given more keys would keep dead inline
    // tables for life (tests/limits/dict_growth_rate.py; log_pipeline's peak RSS 91 -> 114 MB).
    bool small = npairs > 0 && npairs <= NP_DICT_INLINE_MAX;
    size_t size = small ? NP_DICT_INLINE_INDEX(npairs) : 0;
    bool ok = small ? dict_rebuild(vm, d, size, usable(size)) : np_dict_presize(vm, d, npairs);
    np_pop_roots(vm, 1);
    if (!ok) return false;
    if (!small) return build_rest(vm, d, items, 0, npairs);
    // Exact str and small int keys go straight into the tables (nothing fallible, nothing
    // allocated): a repeated key keeps its first place and takes the later value, as in CPython.
    size_t k = 0;
    for (; k < npairs; k++) {
        NpValue key = items[2 * k];
        int64_t hash, ix;
        size_t slot = 0;
        if (!lookup_simple(vm, d, key, &hash, &ix, &slot)) break;
        if (ix >= 0) {
            d->entries[ix].value = items[2 * k + 1];
            continue;
        }
        d->index[slot] = np_dict_slot_of(d->nentries, hash, d->mask);
        d->entries[d->nentries++] = (NpDictEntry){hash, key, items[2 * k + 1]};
        d->n++;
    }
    bump_version(vm, d);
    return k == npairs || build_rest(vm, d, items, k, npairs);
}

bool np_dict_find_entry(NpVM *vm, NpDict *d, NpValue key, int64_t *hash, int64_t *ix) {
    size_t slot;
    return lookup_simple(vm, d, key, hash, ix, &slot) ||
           lookup_general(vm, d, key, hash, ix, &slot);
}

bool np_dict_insert_absent(NpVM *vm, NpDict *d, NpValue key, int64_t hash, NpValue value) {
    return insert_new(vm, d, key, hash, value);
}

bool np_dict_del(NpVM *vm, NpDict *d, NpValue key, NpValue *old, bool *found) {
    int64_t hash, ix;
    size_t slot;
    if (!lookup_general(vm, d, key, &hash, &ix, &slot)) return false;
    *found = ix >= 0;
    if (ix < 0) return true;
    if (UNLIKELY_DICT(d->hdr.flags & NP_DICT_READONLY)) return np_dict_refuse_write(vm);
    NpDictEntry *e = &d->entries[ix];
    if (old) *old = read_value(d, e->value);
    e->key = np_undef();
    e->value = np_undef();
    d->index[slot] = DKIX_DUMMY;
    d->n--;
    bump_version(vm, d);
    return true;
}

// The first entry at or after [i] (< n) of d that is live, or n. A deleted entry's value is
// undefined, and its payload (0 when deleted) is a hint: the run of deleted entries starting
// there reaches at least that entry number. The hints let an LRU built on
// `del d[next(iter(d))]` (and functools.lru_cache's eviction) skip the run of deleted entries
// before the first live one in a few steps instead of one by one: each scan stores where it
// ended in the run's first entry. A hint never points past a live entry: deleted entries stay
// deleted until a rebuild rewrites the array, new entries go only at nentries, nentries never
// falls but in a rebuild or a clear, and move_to_end(last=False) shifts runs up one place,
// which leaves their hints short, not long.
static size_t skip_deleted(NpDict *d, size_t i, size_t n) {
    NpDictEntry *e = d->entries;
    size_t start = i;
    while (i < n && NP_IS_UNDEF(e[i].key)) {
        size_t hint = (size_t)e[i].value.u.i;
        i = hint > i && hint <= n ? hint : i + 1;
    }
    if (i > start + 1) e[start].value.u.i = (int64_t)i;
    return i;
}

/* ---------------------------------------------------------------- order changes (OrderedDict) */

// Removes live entry number [ix]: its index slot, found by probing with the entry's stored hash
// for the slot that holds [ix] (no key comparison, so nothing fallible), becomes a dummy.
static void remove_entry(NpVM *vm, NpDict *d, size_t ix) {
    NpDictEntry *e = &d->entries[ix];
    size_t mask = d->mask, i = (size_t)e->hash & mask, perturb = (size_t)e->hash;
    while (d->index[i] < 0 || slot_entry(d->index[i], mask) != ix) {
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
    d->index[i] = DKIX_DUMMY;
    e->key = np_undef();
    e->value = np_undef();
    d->n--;
    // nentries stays: it bounds the index slots in use (live and dummy), and giving the last
    // entry number back let a loop of insert-then-remove-first fill the index with dummies
    // until an absent key's probe found no empty slot (and never ended).
    bump_version(vm, d);
}

bool np_dict_pop_first(NpVM *vm, NpDict *d, NpValue *key, NpValue *value) {
    size_t p = d->nentries && NP_IS_UNDEF(d->entries[0].key) ? skip_deleted(d, 0, d->nentries) : 0;
    if (p >= d->nentries) return false;
    // Deleted entries piled up in front (a queue of keys popped from the front): squeeze them
    // out in place once they number about 4 sqrt(n), which balances the scans (p per pop)
    // against the O(n) compaction: O(sqrt n) per pop instead of O(n). The compaction visits
    // every entry and rebuilds the index: charged one unit per entry, as other C loops over
    // user-sized data are (false with the budget's error pending).
    if (p >= 8 && p * p >= 16 * d->n) {
        if (!np_charge_items(vm, d->nentries)) return false;
        size_t k = 0;
        for (size_t i = p; i < d->nentries; i++)
            if (!NP_IS_UNDEF(d->entries[i].key)) d->entries[k++] = d->entries[i];
        d->nentries = k;
        np_dict_reindex(d);
        bump_version(vm, d);
        p = 0;
    }
    *key = d->entries[p].key;
    *value = read_value(d, d->entries[p].value);
    remove_entry(vm, d, p);
    return true;
}

bool np_dict_drop_first(NpVM *vm, NpDict *d) {
    size_t p = d->nentries && NP_IS_UNDEF(d->entries[0].key) ? skip_deleted(d, 0, d->nentries) : 0;
    if (p >= d->nentries) return false;
    remove_entry(vm, d, p);
    return true;
}

bool np_dict_move_entry_last(NpVM *vm, NpDict *d, size_t ix) {
    NpDictEntry e = d->entries[ix];
    if (ix + 1 == d->nentries) return true;
    if (d->nentries >= d->cap) {
        // Full: grow as an insertion would (dropping deleted entries, so entry numbers
        // change), then find the entry again.
        if (!dict_resize(vm, d, size_for(d->n))) return false;
        ix = 0;
        while (!same_value(d->entries[ix].key, e.key)) ix++;
        if (ix + 1 == d->nentries) return true;
    }
    remove_entry(vm, d, ix);
    // The freed dummy slot or another free one takes the entry's new number.
    size_t mask = d->mask, i = (size_t)e.hash & mask;
    for (size_t perturb = (size_t)e.hash; d->index[i] >= 0;) {
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
    d->index[i] = np_dict_slot_of(d->nentries, e.hash, mask);
    d->entries[d->nentries++] = e;
    d->n++;
    return true;
}

bool np_dict_move_to_end(NpVM *vm, NpDict *d, NpValue key, bool last, bool *found) {
    int64_t hash, ix;
    size_t slot;
    if (!np_key_hash(vm, key, &hash) || !dict_lookup(vm, d, key, hash, &ix, &slot)) return false;
    *found = ix >= 0;
    if (ix < 0) return true;
    if (last) return np_dict_move_entry_last(vm, d, (size_t)ix);
    NpDictEntry e = d->entries[ix];
    if (ix == 0) return true;
    // To the front: the entries before it move up one place and the index is rebuilt (O(n), as
    // the dict's entry order is its array order).
    memmove(d->entries + 1, d->entries, (size_t)ix * sizeof(NpDictEntry));
    d->entries[0] = e;
    np_dict_reindex(d);
    bump_version(vm, d);
    return true;
}

/* ---------------------------------------------------------------- interned-str fast paths */

// Finds the entry of str [key] without calling anything fallible; -1 when absent, with *slot
// the EMPTY index slot that ended the probe when d has tables (insert_at).
static inline int64_t find_str_slot(NpDict *d, NpStr *key, int64_t hash, size_t *slot) {
    if (!d->index) return -1;
    size_t mask = d->mask, i = (size_t)hash & mask, perturb = (size_t)hash;
    uint32_t limit = entry_limit(mask), tag = hash_tag(hash, mask);
    for (;;) {
        int32_t k = d->index[i];
        if (k == DKIX_EMPTY) {
            *slot = i;
            return -1;
        }
        uint32_t ix = tagged_entry(k, tag);
        if (ix <= limit) {
            k = (int32_t)ix;
            NpDictEntry *e = &d->entries[ix];
            if (e->key.tag == NP_T_OBJ && e->key.u.o == &key->hdr) return k;
            if (e->hash == hash && NP_IS_STR(e->key) && np_str_eq(NP_AS_STR(e->key), key)) return k;
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
}

// Finds the entry of str [key] without calling anything fallible; -1 when absent.
static int64_t find_str(NpDict *d, NpStr *key, int64_t hash) {
    size_t slot;
    return find_str_slot(d, key, hash, &slot);
}

NpValue np_dict_get_str(NpDict *d, NpStr *key) {
    int64_t k = find_str(d, key, np_str_hash(key));
    return k >= 0 ? read_value(d, d->entries[k].value) : np_undef();
}

int64_t np_dict_find_str(NpDict *d, NpStr *key) {
    return find_str(d, key, np_str_hash(key));
}

// The hash of str [key], without a call when it is cached (attribute and global names are).
static inline int64_t str_hash(NpStr *key) {
    return (key->hdr.flags & NP_STR_HASHED) ? key->hash : np_str_hash(key);
}

int64_t np_dict_store_str(NpVM *vm, NpDict *d, NpStr *key, NpValue value) {
    int64_t hash = str_hash(key);
    size_t slot = 0;
    int64_t k = find_str_slot(d, key, hash, &slot);
    if (k >= 0) {
        if (UNLIKELY_DICT(d->hdr.flags & (NP_DICT_CLASS | NP_DICT_READONLY)) && !flagged_write(vm, d))
            return -1;
        np_gc_barrier(vm, d);
        d->entries[k].value = value;
        return k;
    }
    if (!insert_at(vm, d, slot, np_obj(&key->hdr), hash, value)) return -1;
    return (int64_t)d->nentries - 1;
}

bool np_dict_set_str(NpVM *vm, NpDict *d, NpStr *key, NpValue value) {
    return np_dict_store_str(vm, d, key, value) >= 0;
}

/* ---------------------------------------------------------------- iteration, clear, copy */

NpList *np_dict_view_list(NpVM *vm, NpDict *d, int what) {
    size_t n = d->n, pos = 0;
    NpList *l = np_list_new(vm, n);
    if (!l) return NULL;
    NpValue k, v;
    // No Python code runs here, so the dict cannot change under the loop.
    while (l->n < n && np_dict_next(d, &pos, &k, &v)) {
        if (what == 2) {
            NpTuple *t = np_tuple_new(vm, 2);
            if (!t) return NULL;
            t->items[0] = k;
            t->items[1] = v;
            l->items[l->n++] = np_obj(&t->hdr);
        } else {
            l->items[l->n++] = what ? v : k;
        }
    }
    return l;
}

bool np_dict_next(NpDict *d, size_t *pos, NpValue *key, NpValue *value) {
    size_t i = *pos, n = d->nentries;
    const NpDictEntry *e = d->entries;
    if (i < n && NP_IS_UNDEF(e[i].key)) i = skip_deleted(d, i, n);
    if (i >= n) {
        *pos = i;
        return false;
    }
    *pos = i + 1;
    if (key) *key = e[i].key;
    if (value) *value = read_value(d, e[i].value);
    return true;
}

void np_dict_clear(NpVM *vm, NpDict *d) {
    np_dict_free_tables(vm, d);
    d->n = d->nentries = d->cap = d->mask = 0;
    bump_version(vm, d);
}

NpDict *np_dict_copy(NpVM *vm, NpDict *d) {
    NpDict *c = np_dict_new(vm);
    if (!c || np_dict_fill_copy(vm, c, d)) return c;
    return NULL;
}

// The end of np_dict_fill_copy when d has no deleted entries and an index of the size c was
// given: every entry keeps its number, so d's index is c's as it stands and both arrays are
// copied whole instead of probing each entry into a cleared index (sudoku_sets' values.copy()
// of 81 entries).
static bool clone_tables(NpVM *vm, NpDict *c, const NpDict *d) {
    memcpy(c->entries, d->entries, d->n * sizeof(NpDictEntry));
    memcpy(c->index, d->index, (d->mask + 1) * sizeof(int32_t));
    if (UNLIKELY_DICT(d->hdr.flags & NP_DICT_OWNED_STRS))
        for (size_t i = 0; i < d->n; i++) read_value(d, d->entries[i].value);
    c->n = c->nentries = d->n;
    c->hdr.flags |= d->hdr.flags & NP_DICT_USER_KEYS;
    bump_version(vm, c);
    return true;
}

bool np_dict_fill_copy(NpVM *vm, NpDict *c, NpDict *d) {
    if (d->n == 0) return true;
    size_t size = DICT_MINSIZE;
    while (usable(size) < d->n) size *= 2;
    int32_t *index;
    NpDictEntry *entries = table_alloc(vm, size, usable(size), &index);
    if (!entries) return false;
    c->index = index;
    c->entries = entries;
    c->mask = size - 1;
    c->cap = usable(size);
    if (d->nentries == d->n && d->mask + 1 == size) return clone_tables(vm, c, d);
    memset(index, 0xFF, size * sizeof(int32_t));
    for (size_t i = 0; i < d->nentries; i++) {
        NpDictEntry *e = &d->entries[i];
        if (NP_IS_UNDEF(e->key)) continue;
        size_t j = (size_t)e->hash & c->mask;
        for (size_t perturb = (size_t)e->hash; index[j] != DKIX_EMPTY;) {
            perturb >>= PERTURB_SHIFT;
            j = (j * 5 + perturb + 1) & c->mask;
        }
        index[j] = np_dict_slot_of(c->nentries, e->hash, c->mask);
        entries[c->nentries++] = *e;
        read_value(d, e->value);
    }
    c->n = c->nentries;
    c->hdr.flags |= d->hdr.flags & NP_DICT_USER_KEYS;
    bump_version(vm, c);
    return true;
}

void np_dict_reindex(NpDict *d) {
    if (!d->index) return;
    memset(d->index, 0xFF, (d->mask + 1) * sizeof(int32_t));  // every slot DKIX_EMPTY
    for (size_t i = 0; i < d->nentries; i++) {
        NpDictEntry *e = &d->entries[i];
        if (NP_IS_UNDEF(e->key)) continue;
        size_t j = (size_t)e->hash & d->mask;
        for (size_t perturb = (size_t)e->hash; d->index[j] != DKIX_EMPTY;) {
            perturb >>= PERTURB_SHIFT;
            j = (j * 5 + perturb + 1) & d->mask;
        }
        d->index[j] = np_dict_slot_of(i, e->hash, d->mask);
    }
}
