/*
 * np_set.c - set and frozenset: an open-addressing table of (key, hash) slots whose layout
 * follows the same rules as CPython 3.11's sets, so that iteration order (and printed output)
 * matches CPython whenever the element hashes do (ints, floats, tuples of those).
 *
 * Slot states: unused = UNDEF key and hash 0; dummy (deleted) = UNDEF key and hash -1; active =
 * any other key (a real hash is never -1). The table size is a power of two, at least 8. Every
 * operation visits slots in the order of one walk (SetWalk below): runs of up to
 * LINEAR_PROBES + 1 adjacent slots, each later run starting at first * 5 + 1 + perturb. An add
 * reuses the last dummy its walk passed, else takes the unused slot that ended it; taking an
 * unused slot resizes once fill * 5 reaches mask * 3, to fit used * 4 keys (used * 2 past
 * 50000). A resize reinserts the live keys in old slot order.
 */
#include <string.h>

#include "np_interp.h"
#include "np_runtime.h"

#define SET_MINSIZE 8
#define LINEAR_PROBES 9
#define PERTURB_SHIFT 5

/* ---------------------------------------------------------------- helpers */

// Identity of two values (same object, or same unboxed bits and tag).
static bool same_value(NpValue a, NpValue b) {
    if (a.tag != b.tag) return false;
    if (a.tag == NP_T_NONE || a.tag == NP_T_UNDEF) return true;
    return a.u.i == b.u.i;
}

// Compares a table key with [key]. Returns 1 equal, 0 different, -1 error, 2 when the set
// changed during a comparison that ran Python code (the caller restarts its probe).
static int compare_key(NpVM *vm, NpSet *s, NpSetEntry *e, NpValue key) {
    NpValue start = e->key;
    bool eq;
    if (np_cheap_compare(vm, start, key)) {
        if (!np_key_eq(vm, start, key, &eq)) return -1;
        return eq;
    }
    int q = np_key_eq_quick(vm, start, key);
    if (q != -1) return q == -2 ? -1 : q;
    NpSetEntry *table = s->table;
    if (!np_push_root(vm, np_obj(&s->hdr))) return -1;
    if (!np_push_root(vm, start)) {
        np_pop_roots(vm, 1);
        return -1;
    }
    if (!np_push_root(vm, key)) {
        np_pop_roots(vm, 2);
        return -1;
    }
    bool ok = np_key_eq(vm, start, key, &eq);
    np_pop_roots(vm, 3);
    if (!ok) return -1;
    if (eq) return 1;
    if (table != s->table || !same_value(e->key, start)) return 2;
    return 0;
}

/* ---------------------------------------------------------------- the probe walk */

// The order in which a hash visits the slots of a table, shared by every lookup, add and
// rebuild (iteration order depends on it, so it is the same everywhere). A walk visits runs of
// adjacent slots: a run starts at a slot [first] and covers first .. first + LINEAR_PROBES, or
// only [first] when that would pass the end of the table. The first run starts at hash & mask;
// each later one at (previous first * 5 + 1 + perturb) & mask, where perturb starts as the hash
// (as an unsigned number) and loses PERTURB_SHIFT low bits before each new run. The recurrence
// alone visits every slot, so a walk always ends at an unused slot.
typedef struct SetWalk {
    // The table's slot mask.
    size_t mask;
    // The slot the walk is at.
    size_t at;
    // The first slot of the current run.
    size_t first;
    // The hash bits not yet folded into the run starts.
    size_t perturb;
} SetWalk;

// Starts a walk for [hash] in a table of mask [mask]; returns its first slot.
static inline size_t walk_begin(SetWalk *w, size_t mask, int64_t hash) {
    w->mask = mask;
    w->perturb = (size_t)hash;
    w->first = w->at = (size_t)hash & mask;
    return w->at;
}

// Moves walk [w] to its next slot and returns it. Whether the run has LINEAR_PROBES more slots
// is decided here, not when it starts: most walks end at their first slot.
static inline size_t walk_next(SetWalk *w) {
    if (w->at != w->first + LINEAR_PROBES && w->first + LINEAR_PROBES <= w->mask) return ++w->at;
    w->perturb >>= PERTURB_SHIFT;
    w->first = w->at = (w->first * 5 + 1 + w->perturb) & w->mask;
    return w->at;
}

// Walks [table] from the current slot of [w] (included) to the first slot that is unused or
// holds a key with [hash], and returns it. When [dummy] is not NULL, *dummy is set to each
// dummy slot passed on the way, so it ends at the last one (where an add reuses a slot).
static inline NpSetEntry *walk_seek(SetWalk *w, NpSetEntry *table, int64_t hash,
                                    NpSetEntry **dummy) {
    NpSetEntry *e = &table[w->at];
    for (;;) {
        if (!NP_IS_UNDEF(e->key)) {
            if (e->hash == hash) return e;
        } else if (e->hash == 0) {
            return e;
        } else if (dummy) {
            *dummy = e;
        }
        e = &table[walk_next(w)];
    }
}

// Writes [key] and [hash] into slot [e].
static inline void fill_slot(NpSetEntry *e, NpValue key, int64_t hash) {
    e->key = key;
    e->hash = hash;
}

/* ---------------------------------------------------------------- resize */

// Puts [key], known to be absent, into a table that has no dummies: the first empty slot of its
// walk.
static void insert_clean(NpSetEntry *table, size_t mask, NpValue key, int64_t hash) {
    SetWalk w;
    size_t i = walk_begin(&w, mask, hash);
    while (!NP_IS_UNDEF(table[i].key)) i = walk_next(&w);
    fill_slot(&table[i], key, hash);
}

// Allocates a table of [size] slots whose bytes the caller writes (a copy of another table).
// Tables go through np_items_resize, so the 8-slot table of a small set is a pool block (no
// malloc/free per set); every free of a table goes through np_items_free (free_table, and
// vm/np_gc.c's free_obj).
static NpSetEntry *raw_table(NpVM *vm, size_t size) {
    if (size > SIZE_MAX / sizeof(NpSetEntry)) {
        np_raise_nomem(vm);
        return NULL;
    }
    return np_items_resize(vm, NULL, 0, size * sizeof(NpSetEntry));
}

// Allocates a zeroed table of [size] slots (all unused).
static NpSetEntry *new_table(NpVM *vm, size_t size) {
    NpSetEntry *t = raw_table(vm, size);
    if (t) memset(t, 0, size * sizeof(NpSetEntry));
    return t;
}

// Frees table [t] of [size] slots. One in the boot arena goes through np_mem_realloc, which
// clears it: two boots must leave the same bytes there whatever their hash seeds.
static void free_table(NpVM *vm, NpSetEntry *t, size_t size) {
    if (np_in_arena(vm, t)) np_mem_realloc(vm, t, size * sizeof(NpSetEntry), 0);
    else np_items_free(vm, t, size * sizeof(NpSetEntry));
}

// The table size a resize for [minused] keys makes: the smallest power of two above it, at
// least SET_MINSIZE; 0 when that does not fit a size_t.
static size_t size_for(size_t minused) {
    size_t size = SET_MINSIZE;
    while (size <= minused) {
        if (size > SIZE_MAX / 2) return 0;
        size <<= 1;
    }
    return size;
}

// Rebuilds the table with the smallest power-of-two size above [minused], dropping dummies
// and reinserting active keys in old table order.
static bool table_resize(NpVM *vm, NpSet *s, size_t minused) {
    size_t size = size_for(minused);
    if (!size) return np_raise_nomem(vm);
    // An 8-slot table without dummies is kept as it is (no rebuild, same layout).
    if (size == SET_MINSIZE && s->mask == SET_MINSIZE - 1 && s->fill == s->used) return true;
    NpSetEntry *t = new_table(vm, size);
    if (!t) return false;
    NpSetEntry *old = s->table;
    size_t oldmask = s->mask;
    for (size_t i = 0; i <= oldmask; i++)
        if (!NP_IS_UNDEF(old[i].key)) insert_clean(t, size - 1, old[i].key, old[i].hash);
    free_table(vm, old, oldmask + 1);
    s->table = t;
    s->mask = size - 1;
    s->fill = s->used;
    s->version++;
    return true;
}

/* ---------------------------------------------------------------- add, lookup, discard */

// insert_unused's resize, after it stored [key] in slot [e] of [s]: to fit used * 4 keys
// (used * 2 for sets over 50 000 keys). Out of line: one add in many resizes.
static __attribute__((noinline)) bool grow_after_insert(NpVM *vm, NpSet *s, NpSetEntry *e) {
    if (table_resize(vm, s, s->used > 50000 ? s->used * 2 : s->used * 4)) return true;
    // Out of memory: take the key back out, so the table always keeps unused slots.
    fill_slot(e, np_undef(), 0);
    s->fill--;
    s->used--;
    return false;
}

// Stores [key] with [hash] in unused slot [e] of [s] (where a walk that found neither the key
// nor a dummy ended), then grows the table once it is 3/5 full (grow_after_insert).
static inline bool insert_unused(NpVM *vm, NpSet *s, NpSetEntry *e, NpValue key, int64_t hash) {
    np_gc_barrier_add(vm, s, key);
    s->version++;
    s->fill++;
    s->used++;
    fill_slot(e, key, hash);
    if (s->fill * 5 < s->mask * 3) return true;
    return grow_after_insert(vm, s, e);
}

// Stores [key] with [hash] in slot [e] of [s]: a dummy (no change to fill, no resize) or an
// unused slot (insert_unused). Inline: the adds of new keys call it once a key, and its own
// frame cost ~10 of its ~26 instructions (go_board: 2 M adds).
static inline bool store_new(NpVM *vm, NpSet *s, NpSetEntry *e, NpValue key, int64_t hash) {
    if (e->hash == 0) return insert_unused(vm, s, e, key, hash);
    np_gc_barrier_add(vm, s, key);
    s->version++;
    s->used++;
    fill_slot(e, key, hash);
    return true;
}

// True when [member] and [key] are both exact strs (of type [str]) with the same text: a str
// made afresh (split, slicing, input) then matches its equal member without the general path,
// as CPython's unicode_eq does; no Python code can run for exact strs. Only asked when their
// hashes are equal.
static inline bool exact_strs_equal(NpValue member, NpValue key, const NpType *str) {
    return NP_IS_STR(member) && NP_IS_STR(key) && NP_OBJ(member)->type == str &&
           NP_OBJ(key)->type == str && np_str_eq_hashed(NP_AS_STR(member), NP_AS_STR(key));
}

// What find_key found.
typedef enum { FIND_ERROR = -1, FIND_ABSENT = 0, FIND_FOUND = 1 } FindResult;

// find_key's result, when [quick], for a member it cannot compare without Python code.
#define FIND_UNDECIDED 2

// How find_key's walk goes on after comparing one same-hash member.
typedef enum { STEP_NEXT, STEP_FOUND, STEP_RESTART, STEP_ERROR, STEP_UNDECIDED } WalkStep;

// Compares the member of slot [e] with [key]. When [quick] (an exact tuple key that
// np_tuple_key_hash hashed: small ints, exact strs, exact tuples of those) the member is
// compared by identity, then by np_key_eq_quick, which runs no Python code: STEP_UNDECIDED
// when it cannot decide (a tuple holding a float or an instance, another kind of member).
// Otherwise by identity, exact strs' text, then compare_key (which may run __eq__, and asks
// for a restart when that changed the table).
static inline __attribute__((always_inline)) WalkStep
compare_member(NpVM *vm, NpSet *s, NpSetEntry *e, NpValue key, bool quick) {
    if (same_value(e->key, key)) return STEP_FOUND;
    if (quick) {
        int q = np_key_eq_quick(vm, e->key, key);
        if (q == 1) return STEP_FOUND;
        if (q == -2) return STEP_ERROR;
        return q < 0 ? STEP_UNDECIDED : STEP_NEXT;
    }
    if (exact_strs_equal(e->key, key, vm->types[NP_TYPE_STR])) return STEP_FOUND;
    int c = compare_key(vm, s, e, key);
    if (c == 1) return STEP_FOUND;
    if (c < 0) return STEP_ERROR;
    return c == 2 ? STEP_RESTART : STEP_NEXT;
}

// Looks for a member of [s] equal to [key] (of hash [hash]) along the key's walk. FIND_FOUND
// sets *slot to the member's slot; FIND_ABSENT sets *slot to where an add stores the key: the
// last dummy passed when [want_free] (adds reuse it), else the unused slot that ended the
// walk. FIND_ERROR: a comparison raised. A comparison that ran Python code and changed the
// table starts the walk over. [quick]: compare_member's quick mode, for exact tuple keys
// (minesweeper's `nb in self.flags` went through contains_general, np_key_hash, lookkey,
// compare_key, np_key_eq and tuple_key_eq); it returns FIND_UNDECIDED when a member needs
// Python code, and the caller walks again without [quick], making the same comparisons, so
// a member's __eq__ is called as CPython calls it.
static inline __attribute__((always_inline)) int
find_key(NpVM *vm, NpSet *s, NpValue key, int64_t hash, bool want_free, bool quick,
         NpSetEntry **slot) {
    SetWalk w;
    NpSetEntry *dummy = NULL;
    walk_begin(&w, s->mask, hash);
    for (;;) {
        NpSetEntry *e = walk_seek(&w, s->table, hash, want_free ? &dummy : NULL);
        if (NP_IS_UNDEF(e->key)) {
            *slot = dummy ? dummy : e;
            return FIND_ABSENT;
        }
        switch (compare_member(vm, s, e, key, quick)) {
        case STEP_FOUND: *slot = e; return FIND_FOUND;
        case STEP_ERROR: return FIND_ERROR;
        case STEP_UNDECIDED: return FIND_UNDECIDED;
        case STEP_RESTART:
            dummy = NULL;
            walk_begin(&w, s->mask, hash);
            break;
        case STEP_NEXT: walk_next(&w); break;
        }
    }
}

// True when [key] is a tuple of the builtin type itself (its items' kinds are not checked).
static inline bool exact_tuple_key(NpVM *vm, NpValue key) {
    return NP_IS_KIND(key, OBJ_TUPLE) && NP_OBJ(key)->type == vm->types[NP_TYPE_TUPLE];
}

// The hash of exact tuple [key] into *hash: 1 when np_tuple_key_hash made it (its items are
// small ints, exact strs or exact tuples of those: find_key may probe quickly), 2 when np_hash
// did (items of other kinds: a frozenset, a float; np_key_hash would try the flat hash
// again first), -1 on an error or an exhausted budget.
static inline int tuple_member_hash(NpVM *vm, NpValue key, int64_t *hash) {
    int r = np_tuple_key_hash(vm, NP_AS_TUPLE(key), hash);
    if (r != 0) return r;
    return np_hash(vm, key, hash) ? 2 : -1;
}

// Adds [key] with [hash] to [s] unless an equal key is present.
static bool add_entry(NpVM *vm, NpSet *s, NpValue key, int64_t hash) {
    NpSetEntry *e;
    FindResult r = find_key(vm, s, key, hash, true, false, &e);
    if (r == FIND_ABSENT) return store_new(vm, s, e, key, hash);
    return r == FIND_FOUND;
}

// The slot of the member of [s] equal to [key], or NULL (*err tells whether that is because
// of an exception).
static NpSetEntry *lookkey(NpVM *vm, NpSet *s, NpValue key, int64_t hash, bool *err) {
    NpSetEntry *e;
    FindResult r = find_key(vm, s, key, hash, false, false, &e);
    *err = r == FIND_ERROR;
    return r == FIND_FOUND ? e : NULL;
}

// The hash of a set member: a small int (below CPython's modulus, its own hash) and an exact
// str inline, an identity-hashed instance of a user class (the nodes and states of graph
// searches) by np_hash_plain_instance (~35 instructions, where np_key_hash's way through
// np_hash takes ~95), anything else (a str subclass may define __hash__) through np_key_hash.
static inline bool member_hash(NpVM *vm, NpValue key, int64_t *out) {
    const int64_t m = ((int64_t)1 << 61) - 1;
    if (key.tag == NP_T_INT && key.u.i > -m && key.u.i < m) {
        *out = key.u.i == -1 ? -2 : key.u.i;
        return true;
    }
    if (NP_IS_STR(key) && NP_OBJ(key)->type == vm->types[NP_TYPE_STR]) {
        *out = np_str_hash(NP_AS_STR(key));
        return true;
    }
    if (NP_IS_KIND(key, OBJ_INSTANCE) && np_hash_plain_instance(vm, key, out)) return true;
    return np_key_hash(vm, key, out);
}

// Every field is written here, so the set comes from the pool unzeroed, and the first table's
// size is a constant, so clearing it is a few inline stores (no memset calls: ~45 instructions
// less a set; regex_nfa makes 350 000).
NpSet *np_set_new(NpVM *vm, bool frozen) {
    NpType *t = vm->types[frozen ? NP_TYPE_FROZENSET : NP_TYPE_SET];
    NpSet *s = (NpSet *)np_alloc_obj_uninit(vm, sizeof(NpSet), OBJ_SET, t);
    if (!s) return NULL;
    s->used = s->fill = 0;
    s->mask = SET_MINSIZE - 1;
    s->table = NULL;
    s->hash = -1;
    s->version = 0;
    s->finger = 0;
    NpSetEntry *table = np_items_resize(vm, NULL, 0, SET_MINSIZE * sizeof(NpSetEntry));
    if (!table) return NULL;  // the sweep frees the half-made set (its table is NULL)
    memset(table, 0, SET_MINSIZE * sizeof(NpSetEntry));
    s->table = table;
    return s;
}

// The hash of a small int (below CPython's modulus) or exact str key into *out; false for any
// other key. Such keys almost always match a member by identity (strs are interned).
static inline bool quick_hash(NpVM *vm, NpValue key, int64_t *out) {
    const int64_t m = ((int64_t)1 << 61) - 1;
    if (key.tag == NP_T_INT && key.u.i > -m && key.u.i < m) {
        *out = key.u.i == -1 ? -2 : key.u.i;
        return true;
    }
    if (NP_IS_STR(key) && NP_OBJ(key)->type == vm->types[NP_TYPE_STR]) {
        *out = np_str_hash(NP_AS_STR(key));
        return true;
    }
    return false;
}

// lookkey for a quick_hash key without the general path's comparisons: 1 when an identical
// member is found, 0 when the walk reaches an unused slot first, -1 when a slot with the same
// hash holds another value (True for 1, 1.0, an equal but distinct str: lookkey decides).
static inline int lookkey_quick(const NpSet *s, NpValue key, int64_t hash, const NpType *str) {
    SetWalk w;
    walk_begin(&w, s->mask, hash);
    const NpSetEntry *e = walk_seek(&w, s->table, hash, NULL);
    if (NP_IS_UNDEF(e->key)) return 0;
    return same_value(e->key, key) || exact_strs_equal(e->key, key, str) ? 1 : -1;
}

// The quick probe of [s] for exact tuple [key]: hashes it into *hash, then, when its items
// allow (tuple_member_hash), walks with find_key's quick mode ([want_free] as find_key's).
// FIND_ERROR, FIND_FOUND or FIND_ABSENT (*e the slot), or FIND_UNDECIDED: the general path,
// with *hash, decides.
static inline __attribute__((always_inline)) int
probe_tuple(NpVM *vm, NpSet *s, NpValue key, bool want_free, int64_t *hash, NpSetEntry **e) {
    int t = tuple_member_hash(vm, key, hash);
    if (t < 0) return FIND_ERROR;
    if (t != 1) return FIND_UNDECIDED;
    return find_key(vm, s, key, *hash, want_free, true, e);
}

// np_set_add of an exact tuple [key]: hashed by tuple_member_hash, probed by find_key in its quick mode
// when its items allow, else by add_entry. Out of line and called by np_set_add itself, so
// add_general's frame for other keys (frozensets, instances) stays as it was (inlined there it
// cost them ~8 instructions an add: maze_astar +0.3%).
static __attribute__((noinline)) bool add_tuple(NpVM *vm, NpSet *s, NpValue key) {
    int64_t hash;
    NpSetEntry *e;
    int r = probe_tuple(vm, s, key, true, &hash, &e);
    if (r == FIND_ABSENT) return store_new(vm, s, e, key, hash);
    if (r != FIND_UNDECIDED) return r == FIND_FOUND;
    return add_entry(vm, s, key, hash);
}

// np_set_add after its quick probe (a new key, or one the probe could not decide). An
// identity-hashed instance (np_hash_plain_instance) takes the quick probe's one walk too,
// here, out of the int and str path (a call there made it spill registers).
static __attribute__((noinline)) bool add_general(NpVM *vm, NpSet *s, NpValue key) {
    int64_t hash;
    if (NP_IS_KIND(key, OBJ_INSTANCE) && np_hash_plain_instance(vm, key, &hash)) {
        SetWalk w;
        NpSetEntry *dummy = NULL;
        walk_begin(&w, s->mask, hash);
        NpSetEntry *e = walk_seek(&w, s->table, hash, &dummy);
        if (NP_IS_UNDEF(e->key)) return store_new(vm, s, dummy ? dummy : e, key, hash);
        if (same_value(e->key, key)) return true;
        return add_entry(vm, s, key, hash);
    }
    if (!member_hash(vm, key, &hash)) return false;
    return add_entry(vm, s, key, hash);
}

// np_set_add for a key that is not an exact tuple.
static __attribute__((noinline)) bool add_other(NpVM *vm, NpSet *s, NpValue key) {
    int64_t hash;
    if (quick_hash(vm, key, &hash)) {
        // One walk for a small int or exact str key, which no Python code compares: it ends at
        // an identical member (or an equal exact str), or where the key is stored. A same-hash
        // slot holding another value (1 and True) goes the general way.
        SetWalk w;
        NpSetEntry *dummy = NULL;
        walk_begin(&w, s->mask, hash);
        NpSetEntry *e = walk_seek(&w, s->table, hash, &dummy);
        if (NP_IS_UNDEF(e->key)) return store_new(vm, s, dummy ? dummy : e, key, hash);
        if (same_value(e->key, key) || exact_strs_equal(e->key, key, vm->types[NP_TYPE_STR]))
            return true;
    }
    return add_general(vm, s, key);
}

// A dispatch with no frame, as np_set_contains's.
bool np_set_add(NpVM *vm, NpSet *s, NpValue key) {
    if (exact_tuple_key(vm, key)) return add_tuple(vm, s, key);
    return add_other(vm, s, key);
}

// np_set_contains of an exact tuple [key] (add_tuple's way: called by np_set_contains itself,
// out of contains_general's frame).
static __attribute__((noinline)) bool contains_tuple(NpVM *vm, NpSet *s, NpValue key,
                                                     bool *found) {
    int64_t hash;
    NpSetEntry *e;
    int r = probe_tuple(vm, s, key, false, &hash, &e);
    if (r == FIND_ERROR) return false;
    if (r != FIND_UNDECIDED) {
        *found = r == FIND_FOUND;
        return true;
    }
    bool err;
    *found = lookkey(vm, s, key, hash, &err) != NULL;
    return !err;
}

// np_set_contains for a key the quick probe could not decide.
static __attribute__((noinline)) bool contains_general(NpVM *vm, NpSet *s, NpValue key,
                                                       bool *found) {
    int64_t hash;
    bool err;
    if (!member_hash(vm, key, &hash)) return false;
    if (NP_IS_KIND(key, OBJ_INSTANCE)) {
        // (An identity-hashed instance, as add_general takes it.)
        int r = lookkey_quick(s, key, hash, vm->types[NP_TYPE_STR]);
        if (r >= 0) {
            *found = r == 1;
            return true;
        }
    }
    *found = lookkey(vm, s, key, hash, &err) != NULL;
    return !err;
}

// True when exact tuples [x] and [y] of one length hold the same small ints item by item; false
// when an item differs or is not a small int (the full comparison then decides).
static inline bool same_int_items(const NpTuple *x, const NpTuple *y) {
    for (size_t i = 0; i < x->n; i++)
        if (x->items[i].tag != NP_T_INT || y->items[i].tag != NP_T_INT ||
            x->items[i].u.i != y->items[i].u.i)
            return false;
    return true;
}

// np_set_contains for an exact tuple [key] that keeps its hash (NP_TUPLE_HASHED: a state or
// coordinate tested before, `q not in seen and q not in walls`): the walk in a leaf with no
// call but tail calls, so no frame (contains_tuple's calls of np_tuple_hash_items and
// np_key_eq_quick make it push six registers and spill). The walk's end, the very tuple, or
// an equal tuple of small ints (charged as np_key_eq_quick charges, when the budget has room
// without a limits check) decide here; anything else (another kind of member of equal hash,
// unequal items, a charge that would reach the check) goes to contains_tuple, which starts
// again and decides.
static NP_NOIPA bool contains_kept_tuple(NpVM *vm, NpSet *s, NpValue key,
                                                       bool *found) {
    const NpTuple *t = NP_AS_TUPLE(key);
    int64_t hash = np_tuple_kept_hash(t);
    SetWalk w;
    walk_begin(&w, s->mask, hash);
    const NpSetEntry *e = walk_seek(&w, s->table, hash, NULL);
    if (NP_IS_UNDEF(e->key)) {
        *found = false;
        return true;
    }
    if (e->key.tag == NP_T_OBJ) {
        const NpTuple *u = NP_AS_TUPLE(e->key);
        if (u == t) {
            *found = true;
            return true;
        }
        if (u->hdr.type == t->hdr.type && u->n == t->n && vm->tick >= (int64_t)t->n &&
            same_int_items(u, t)) {
            vm->tick -= (int64_t)t->n;
            *found = true;
            return true;
        }
    }
    return contains_tuple(vm, s, np_obj((NpObject *)&t->hdr), found);
}

// contains_other for a small int [key] (|key| below 2^60, not -1: its own hash): the walk of
// lookkey_quick in a leaf with no call but tail calls, so it sets up no frame (contains_other's
// call of np_str_hash for str keys made it push six registers for every int key too); a slot
// of equal hash holding another value (True for 1, 1.0) goes to contains_general.
static NP_NOIPA bool contains_int(NpVM *vm, NpSet *s, NpValue key, bool *found) {
    int64_t hash = key.u.i;
    if ((uint64_t)((hash >> 60) + 1) > 1 || hash == -1) return contains_general(vm, s, key, found);
    SetWalk w;
    walk_begin(&w, s->mask, hash);
    const NpSetEntry *e = walk_seek(&w, s->table, hash, NULL);
    if (NP_IS_UNDEF(e->key)) {
        *found = false;
        return true;
    }
    if (e->key.tag == NP_T_INT && e->key.u.i == hash) {  // (-1 hashes as -2: compare)
        *found = true;
        return true;
    }
    return contains_general(vm, s, np_int(hash), found);
}

// np_set_contains for a key that is not an exact tuple: the quick probe of a small int or an
// exact str, then contains_general.
static __attribute__((noinline)) bool contains_other(NpVM *vm, NpSet *s, NpValue key,
                                                     bool *found) {
    int64_t hash;
    if (quick_hash(vm, key, &hash)) {
        int r = lookkey_quick(s, key, hash, vm->types[NP_TYPE_STR]);
        if (r >= 0) {
            *found = r == 1;
            return true;
        }
    }
    return contains_general(vm, s, key, found);
}

// A dispatch with no frame of its own: with contains_other's probe inlined here, every key,
// an exact tuple too, paid its ~35 instructions of register pushes and pops (sokoban_solver's
// 5.3 M tuple tests). Small ints and tuples that keep their hash go to the frameless leaves
// contains_int and contains_kept_tuple.
bool np_set_contains(NpVM *vm, NpSet *s, NpValue key, bool *found) {
    if (key.tag == NP_T_INT) return contains_int(vm, s, key, found);
    if (exact_tuple_key(vm, key)) {
        if (NP_OBJ(key)->flags & NP_TUPLE_HASHED) return contains_kept_tuple(vm, s, key, found);
        return contains_tuple(vm, s, key, found);
    }
    return contains_other(vm, s, key, found);
}

// The quick probe first (an absent key, an identical member, an equal exact str), then
// lookkey's comparisons from the walk's start: the same comparisons as lookkey alone.
bool np_set_contains_hashed(NpVM *vm, NpSet *s, NpValue key, int64_t hash, bool *found) {
    int r = lookkey_quick(s, key, hash, vm->types[NP_TYPE_STR]);
    if (r >= 0) {
        *found = r == 1;
        return true;
    }
    bool err;
    *found = lookkey(vm, s, key, hash, &err) != NULL;
    return !err;
}

// Empties the slot [e] of a member of [s] (a dummy now: walks pass it).
static inline void remove_slot(NpSet *s, NpSetEntry *e) {
    e->key = np_undef();
    e->hash = -1;
    s->used--;
    s->version++;
}

bool np_set_discard(NpVM *vm, NpSet *s, NpValue key, bool *found) {
    int64_t hash;
    if (!exact_tuple_key(vm, key)) {
        if (!member_hash(vm, key, &hash)) return false;
        return np_set_discard_hashed(vm, s, key, hash, found);
    }
    NpSetEntry *e;
    int r = probe_tuple(vm, s, key, false, &hash, &e);
    if (r == FIND_ERROR) return false;
    if (r != FIND_UNDECIDED) {
        *found = r == FIND_FOUND;
        if (*found) remove_slot(s, e);
        return true;
    }
    return np_set_discard_hashed(vm, s, key, hash, found);
}

// The quick probe's walk first (np_set_contains_hashed's): an unused slot, an identical member
// or an equal exact str decides; another same-hash member takes lookkey from the walk's start.
bool np_set_discard_hashed(NpVM *vm, NpSet *s, NpValue key, int64_t hash, bool *found) {
    SetWalk w;
    walk_begin(&w, s->mask, hash);
    NpSetEntry *e = walk_seek(&w, s->table, hash, NULL);
    if (NP_IS_UNDEF(e->key)) {
        *found = false;
        return true;
    }
    if (!same_value(e->key, key) && !exact_strs_equal(e->key, key, vm->types[NP_TYPE_STR])) {
        bool err;
        e = lookkey(vm, s, key, hash, &err);
        if (err) return false;
    }
    *found = e != NULL;
    if (e) remove_slot(s, e);
    return true;
}

NpList *np_set_list(NpVM *vm, NpSet *s) {
    // Charged one a member, as the drain through next_set it replaces charged.
    if (!np_charge_items(vm, s->used)) return NULL;
    NpList *l = np_list_new(vm, s->used);
    if (!l) return NULL;
    // No Python code runs here, so the set cannot change under the loop.
    const NpSetEntry *t = s->table;
    for (size_t i = 0; i <= s->mask; i++)
        if (!NP_IS_UNDEF(t[i].key)) l->items[l->n++] = t[i].key;
    return l;
}

bool np_set_pop(NpSet *s, NpValue *key) {
    if (s->used == 0) return false;
    size_t i = s->finger & s->mask;
    while (NP_IS_UNDEF(s->table[i].key)) i = (i + 1) & s->mask;
    *key = s->table[i].key;
    s->table[i].key = np_undef();
    s->table[i].hash = -1;
    s->used--;
    s->version++;
    s->finger = i + 1;
    return true;
}

bool np_set_presize(NpVM *vm, NpSet *s, size_t n) {
    if ((s->fill + n) * 5 < s->mask * 3) return true;
    return table_resize(vm, s, (s->used + n) * 2);
}

/* ---------------------------------------------------------------- bulk operations */

// Gives empty [dst] a table of [size] slots (a power of two) holding [src]'s active keys,
// inserted in [src]'s slot order: the table is a copy of [src]'s when the sizes are equal and
// [src] has no dummies (copied straight into fresh memory, which is not cleared first), else
// walks into a cleared table. What np_set_merge's resize of an empty [dst] followed by its
// copy makes, and what a later resize of that copy to [size] makes (it reinserts in the
// copy's slot order, which is [src]'s).
static bool fill_empty(NpVM *vm, NpSet *dst, NpSet *src, size_t size) {
    np_gc_barrier(vm, dst);  // [dst] may be old: `s |= t` into an emptied s
    bool copy = size == src->mask + 1 && src->fill == src->used;
    NpSetEntry *t = dst->table;  // (all its slots unused)
    if (size != dst->mask + 1) {
        t = copy ? raw_table(vm, size) : new_table(vm, size);
        if (!t) return false;
        free_table(vm, dst->table, dst->mask + 1);
        dst->table = t;
        dst->mask = size - 1;
    }
    if (copy) {
        memcpy(t, src->table, size * sizeof(NpSetEntry));
    } else {
        for (size_t i = 0; i <= src->mask; i++)
            if (!NP_IS_UNDEF(src->table[i].key))
                insert_clean(t, size - 1, src->table[i].key, src->table[i].hash);
    }
    dst->fill = dst->used = src->used;
    dst->version++;
    return true;
}

// The table size np_set_merge leaves empty [dst] with before copying [n] keys into it: its
// own, unless the merge's up-front resize (for n * 2 keys) applies; 0 on overflow.
static size_t empty_merge_size(const NpSet *dst, size_t n) {
    if (n * 5 < dst->mask * 3) return dst->mask + 1;
    return size_for(n * 2);
}

// How many source slots ahead (slots, not keys: at most 3/5 of them are in use) np_set_merge
// prefetches the destination slot of a key. Each add's first probe lands at a random place in
// the destination, which in a table bigger than the cache is a miss: perf put half of
// add_entry's time on that one load in CRDT-style merges of 10 000-key sets. Fetched this far
// ahead, many misses overlap (a merge micro-benchmark: 8 ahead -6%, 32 ahead -37%, 128 the same).
#define MERGE_AHEAD 32
// The smallest destination mask for which np_set_merge prefetches (256 slots, 6 KiB): below
// it the prefetches only cost instructions (~6 per source slot). A threshold at L2 sizes
// (4096 slots) missed the common case of many mid-sized sets that do not fit the cache
// together: crdt_replicas (eight replicas' sets of 1-4 K tags) 0.60 s at 4096, 0.54 at 256.
#define MERGE_PREFETCH_MASK 255

// Prefetches the slot of [dst] where a probe for [hash] starts (any hash: the index is masked,
// so the address is always inside the table).
static inline void prefetch_first_slot(const NpSet *dst, int64_t hash) {
    __builtin_prefetch(&dst->table[(size_t)hash & dst->mask]);
}

// Adds [key] with [hash] to [dst] for a merge: a walk that meets an identical key ends there,
// one that ends at an unused slot without passing a same-hash key stores it (in the last dummy
// passed, if any, as add_entry would); a same-hash slot holding another value (an equal str
// made separately, 1 and True, a user object) takes add_entry's comparisons.
static inline bool merge_key(NpVM *vm, NpSet *dst, NpValue key, int64_t hash) {
    SetWalk w;
    NpSetEntry *dummy = NULL;
    walk_begin(&w, dst->mask, hash);
    NpSetEntry *e = walk_seek(&w, dst->table, hash, &dummy);
    if (NP_IS_UNDEF(e->key)) return store_new(vm, dst, dummy ? dummy : e, key, hash);
    if (same_value(e->key, key) || exact_strs_equal(e->key, key, vm->types[NP_TYPE_STR]))
        return true;
    return add_entry(vm, dst, key, hash);
}

// merge_key's one walk (the adds of & and - results, of symmetric differences, of
// intersection and difference methods) instead of add_entry's general loop.
bool np_set_add_hashed(NpVM *vm, NpSet *s, NpValue key, int64_t hash) {
    return merge_key(vm, s, key, hash);
}

// np_set_merge's loop over the slots of [src] into non-empty [dst]; [prefetch] is a constant
// at each call, so each loop is compiled without the other's test. Tables of the same size
// often hold a shared key in the same slot (sets that grew alike, as replicas of one set do):
// for a key in the first slot of its walk (slot i = hash & mask), slot i of [dst] is looked at
// in step with [src], and an identical key there means the key is present. That is exactly the
// first step of the key's walk in [dst], so no __eq__ call is skipped (their number is
// observable); a key elsewhere may meet same-hash keys before its slot and takes the walk.
// Otherwise the walk's first slot is a random place in [dst], prefetched MERGE_AHEAD slots
// ahead when asked.
static inline __attribute__((always_inline)) bool merge_slots(NpVM *vm, NpSet *dst, NpSet *src,
                                                              bool prefetch) {
    // A user __eq__ run by an add may change [src] and [dst]: [src]'s table and mask are read
    // again after each add that was not decided by identity, [dst]'s at each use.
    const NpSetEntry *st = src->table, *end = st + src->mask + 1;
    for (const NpSetEntry *p = st; p < end; p++) {
        if (prefetch && p + MERGE_AHEAD < end) prefetch_first_slot(dst, p[MERGE_AHEAD].hash);
        if (NP_IS_UNDEF(p->key)) continue;
        int64_t hash = p->hash;
        // A key in its home slot (hash & mask, where its walk starts) is present when the
        // same slot of [dst] holds the same hash, tag and bits (identity; a None or a value
        // this test misses takes merge_key, which decides it as before). The slot number is
        // found only for the keys that go on to merge_key: as p - st, a division by the
        // 24-byte entry size, it cost 5 of the ~26 instructions of a key found at once.
        size_t mask = src->mask;
        if (dst->mask == mask && st + ((size_t)hash & mask) == p) {
            const NpSetEntry *d = &dst->table[(size_t)hash & mask];
            if (d->hash == hash && d->key.u.i == p->key.u.i && d->key.tag == p->key.tag) continue;
        }
        NpValue key = p->key;
        size_t i = (size_t)(p - st);
        if (!merge_key(vm, dst, key, hash)) return false;
        // Go on from slot i + 1 of [src]'s table as it is now (it may have been resized).
        if (i >= src->mask) break;
        st = src->table;
        end = st + src->mask + 1;
        p = st + i;
    }
    return true;
}

bool np_set_merge(NpVM *vm, NpSet *dst, NpSet *src) {
    if (dst == src || src->used == 0) return true;
    if (dst->fill == 0) {
        // The resize below, then a copy: one table, not cleared when it is copied over.
        size_t size = empty_merge_size(dst, src->used);
        return size ? fill_empty(vm, dst, src, size) : np_raise_nomem(vm);
    }
    // One big resize up front, expecting few overlapping keys.
    if ((dst->fill + src->used) * 5 >= dst->mask * 3) {
        if (!table_resize(vm, dst, (dst->used + src->used) * 2)) return false;
        // Only dummies were left (a set emptied by pops or discards): the copy.
        if (dst->fill == 0) return fill_empty(vm, dst, src, dst->mask + 1);
    }
    if (dst->mask >= MERGE_PREFETCH_MASK && dst->mask != src->mask)
        return merge_slots(vm, dst, src, true);
    return merge_slots(vm, dst, src, false);
}

bool np_set_union(NpVM *vm, NpSet *dst, NpSet *a, NpSet *b) {
    // a | a is a copy of a (merging a again would resize the copy and reorder it, as
    // CPython does not: its set_or returns the copy).
    if (a == b) return np_set_merge(vm, dst, a);
    if (dst->fill != 0 || dst == a || dst == b || a->used == 0) {
        return np_set_merge(vm, dst, a) && np_set_merge(vm, dst, b);
    }
    // [dst] after merging [a]: a table of size1. When that is a copy of [a]'s table and
    // merging [b] then resizes it (to size2), the resize reinserts [a]'s keys in [a]'s slot
    // order: the table fill_empty makes at size2 directly (no table of size1 at all).
    size_t size1 = empty_merge_size(dst, a->used), size = size1;
    if (!size1) return np_raise_nomem(vm);
    if (size1 == a->mask + 1 && a->fill == a->used && b->used != 0 &&
        (a->used + b->used) * 5 >= (size1 - 1) * 3) {
        size = size_for((a->used + b->used) * 2);
        if (!size) return np_raise_nomem(vm);
    }
    return fill_empty(vm, dst, a, size) && np_set_merge(vm, dst, b);
}

bool np_set_contains_all(NpVM *vm, NpSet *a, NpSet *b, bool *res) {
    *res = false;
    // A's table and mask are read at each step: a user __eq__ run by a lookup may change them.
    for (size_t i = 0; i <= a->mask; i++) {
        const NpSetEntry *e = &a->table[i];
        if (NP_IS_UNDEF(e->key)) continue;
        // Same-size tables often hold a shared key in the same slot (see merge_slots).
        if (a->mask == b->mask && ((size_t)e->hash & b->mask) == i) {
            const NpSetEntry *d = &b->table[i];
            if (d->hash == e->hash && same_value(d->key, e->key)) continue;
        }
        bool found;
        if (!np_set_contains_hashed(vm, b, e->key, e->hash, &found)) return false;
        if (!found) return true;
    }
    *res = true;
    return true;
}

bool np_set_clear(NpVM *vm, NpSet *s) {
    NpSetEntry *t = new_table(vm, SET_MINSIZE);
    if (!t) return false;
    free_table(vm, s->table, s->mask + 1);
    s->table = t;
    s->mask = SET_MINSIZE - 1;
    s->fill = s->used = 0;
    s->version++;
    return true;
}

void np_set_take_table(NpVM *vm, NpSet *dst, NpSet *src) {
    NpSetEntry *table = dst->table;
    np_gc_barrier(vm, dst);
    np_gc_barrier(vm, src);
    size_t mask = dst->mask, fill = dst->fill, used = dst->used;
    dst->table = src->table;
    dst->mask = src->mask;
    dst->fill = src->fill;
    dst->used = src->used;
    src->table = table;
    src->mask = mask;
    src->fill = fill;
    src->used = used;
    dst->version++;
    src->version++;
}

void np_set_compact(NpVM *vm, NpSet *s) {
    if (s->fill - s->used <= s->mask / 4) return;
    if (!table_resize(vm, s, s->used > 50000 ? s->used * 2 : s->used * 4)) np_exc_clear(vm);
}
