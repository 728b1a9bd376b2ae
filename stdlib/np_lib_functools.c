/*
 * np_lib_functools.c - the `functools` module: reduce, partial, lru_cache/cache, cmp_to_key,
 * wraps/update_wrapper and total_ordering, written in Nearly Python (stdlib/np_lib_functools.py,
 * embedded at build time). Two natives: _set_ordering adds a derived comparison method to a
 * user class for total_ordering (attribute writes never set dunder names), and _lru_methods
 * installs the native __call__ of lru_cache's wrapper class (a cached call with positional
 * arguments never runs Python code besides the cached function itself). The Python part
 * captures both and deletes them from the module. Capabilities: none (pure computation).
 */
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"
#include "np_strbuild.h"

// _set_ordering(cls, name, func): cls.<name> = func for a user class and one of the four
// ordering method names.
static bool ft_set_ordering(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_set_ordering", kw) ||
        !np_args_count(vm, "_set_ordering", argc, 3, 3))
        return false;
    if (!NP_IS_TYPE(argv[0]) || !(NP_AS_TYPE(argv[0])->tflags & NP_TF_USER))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "total_ordering() requires a class");
    static const char *const names[] = {"__lt__", "__le__", "__gt__", "__ge__"};
    bool ok = false;
    for (size_t k = 0; k < 4; k++)
        ok = ok || (NP_IS_STR(argv[1]) && strcmp(NP_AS_STR(argv[1])->data, names[k]) == 0);
    if (!ok || !NP_IS_KIND(argv[2], OBJ_FUNCTION))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_set_ordering: bad arguments");
    NpStr *name = np_intern(vm, NP_AS_STR(argv[1])->data, NP_AS_STR(argv[1])->len);
    if (!name || !np_dict_set_str(vm, NP_AS_TYPE(argv[0])->dict, name, argv[2]))
        return false;
    *out = np_none();
    return true;
}

/* ---------------------------------------------------------------- lru_cache's __call__ */

// True when str [k] is [name] of [len] (at most 8) bytes, compared as one word (a
// constant-size memcpy is inlined where a memcmp is a library call).
static inline __attribute__((always_inline)) bool lru_name_is(const NpStr *k, const char *name,
                                                              size_t len)
{
    uint64_t have = 0, want = 0;
    if (k->len != len)
        return false;
    memcpy(&have, k->data, len);
    memcpy(&want, name, len);
    return have == want;
}

// The wrapper's state: slots (value pointers) into its attribute values for the attributes the
// Python class's __init__ sets.
typedef struct LruState {
    NpValue *func, *maxsize, *typed, *cache, *hits, *misses;
    // When they point into the instance's attribute dict (a dict-mode instance): that dict,
    // its entry array and version when they were found (lru_reload); [attrs] is NULL when
    // they point into a shaped instance's value array, which stays in place while the
    // instance stays shaped.
    const NpDict *attrs;
    const NpDictEntry *entries;
    uint64_t version;
} LruState;

// True when the dict entry [e]'s key is the str [name] of [len] (at most 8) bytes, compared as
// one word (a constant-size memcpy is inlined where a memcmp is a library call).
static inline __attribute__((always_inline)) bool lru_key_is(const NpDictEntry *e,
                                                             const char *name, size_t len)
{
    return NP_IS_STR(e->key) && lru_name_is(NP_AS_STR(e->key), name, len);
}

// Points the six slots of [st] at the values [v] of a shaped instance (__init__'s order:
// _func, _maxsize, _typed, _cache, _hits, _misses).
static inline void lru_point(LruState *st, NpValue *v)
{
    st->func = &v[0];
    st->maxsize = &v[1];
    st->typed = &v[2];
    st->cache = &v[3];
    st->hits = &v[4];
    st->misses = &v[5];
}

// The layout kind bit (NpLayout.kind) of the wrapper class's layout whose first six names are
// __init__'s six state attributes in its order. A layout only grows, so once set the bit stays
// true; these natives set it only on such a layout and datetime's (the other users of kind
// bits, with deque's and StringIO's) never meet one.
#define LRU_LAYOUT 0x400u

// Whether shaped layout [l] starts with the wrapper's six state names.
static inline bool lru_layout_std(NpLayout *l)
{
    if (__builtin_expect(l->kind & LRU_LAYOUT, 1))
        return true;
    NpStr *const *k = l->keys;
    if (l->n < 6 || !lru_name_is(k[0], "_func", 5) || !lru_name_is(k[1], "_maxsize", 8) ||
        !lru_name_is(k[2], "_typed", 6) || !lru_name_is(k[3], "_cache", 6) ||
        !lru_name_is(k[4], "_hits", 5) || !lru_name_is(k[5], "_misses", 7))
        return false;
    l->kind = LRU_LAYOUT;
    l->kind_n = l->n;
    return true;
}

// The attribute slots where __init__ left them: the first six values of a shaped instance
// (the class is shaped: ft_lru_methods), or entries 0-5 of a dict-mode one's dict in the order
// __init__ sets them (every wrapper until a script deletes and sets an attribute again).
static bool lru_load_placed(const NpInstance *o, const NpDict *attrs, LruState *st)
{
    if (!attrs) {
        if (o->nvals < 6 || !lru_layout_std(np_inst_layout(o)))
            return false;
        lru_point(st, np_inst_vals((NpInstance *)o));
        return true;
    }
    const NpDictEntry *e = attrs->entries;
    if (attrs->nentries < 6 || !lru_key_is(&e[0], "_func", 5) ||
        !lru_key_is(&e[1], "_maxsize", 8) || !lru_key_is(&e[2], "_typed", 6) ||
        !lru_key_is(&e[3], "_cache", 6) || !lru_key_is(&e[4], "_hits", 5) ||
        !lru_key_is(&e[5], "_misses", 7))
        return false;
    st->func = &attrs->entries[0].value;
    st->maxsize = &attrs->entries[1].value;
    st->typed = &attrs->entries[2].value;
    st->cache = &attrs->entries[3].value;
    st->hits = &attrs->entries[4].value;
    st->misses = &attrs->entries[5].value;
    return true;
}

static inline bool lru_values_ok(const LruState *st);
static bool lru_state_ok(const LruState *st);

// Records value slot [v] of the attribute named [k] in [st] when it is one of the six.
static void lru_slot_note(const NpStr *k, NpValue *v, LruState *st)
{
    if (k->len < 5)
        return;
    // Told apart by length and second letter, then confirmed (constant-size compares).
    const char *d = k->data;
    switch (k->len * 256 + (unsigned char)d[1]) {
    case 5 * 256 + 'f': if (memcmp(d, "_func", 5) == 0) st->func = v; break;
    case 5 * 256 + 'h': if (memcmp(d, "_hits", 5) == 0) st->hits = v; break;
    case 6 * 256 + 't': if (memcmp(d, "_typed", 6) == 0) st->typed = v; break;
    case 6 * 256 + 'c': if (memcmp(d, "_cache", 6) == 0) st->cache = v; break;
    case 7 * 256 + 'm': if (memcmp(d, "_misses", 7) == 0) st->misses = v; break;
    case 8 * 256 + 'm': if (memcmp(d, "_maxsize", 8) == 0) st->maxsize = v; break;
    default: break;
    }
}

// Finds the wrapper's attribute slots where __init__ put them, else by scanning its few
// attributes (cheaper than interning each name); false when one is missing or of the wrong
// kind.
static bool lru_load(NpValue self, LruState *st)
{
    if (!NP_IS_KIND(self, OBJ_INSTANCE))
        return false;
    NpInstance *o = (NpInstance *)NP_AS_OBJ(self);
    NpDict *attrs = (o->hdr.flags & NP_INST_SHAPED) ? NULL : o->dict;
    if (!attrs && !(o->hdr.flags & NP_INST_SHAPED))
        return false;
    st->attrs = attrs;
    if (attrs) {
        st->entries = attrs->entries;
        st->version = attrs->version;
    }
    // The placed slots are all found (no null test needed), only their values are checked.
    if (lru_load_placed(o, attrs, st))
        return lru_values_ok(st);
    st->func = st->maxsize = st->typed = st->cache = st->hits = st->misses = NULL;
    if (!attrs) {
        const NpLayout *l = np_inst_layout(o);
        for (uint32_t i = 0; i < o->nvals; i++)
            lru_slot_note(l->keys[i], &np_inst_vals(o)[i], st);
    } else {
        for (size_t i = 0; i < attrs->nentries; i++)
            if (NP_IS_STR(attrs->entries[i].key))
                lru_slot_note(NP_AS_STR(attrs->entries[i].key), &attrs->entries[i].value, st);
    }
    return lru_state_ok(st);
}

// lru_load again after Python code may have run: the slots stay where they were while a
// shaped instance stays shaped, and while a dict-mode one's dict is the same one with the same
// entry array and no key added or deleted since, so only their values are checked again.
static bool lru_reload(NpValue self, LruState *st)
{
    const NpInstance *o = (const NpInstance *)NP_AS_OBJ(self);
    if (!st->attrs ? (o->hdr.flags & NP_INST_SHAPED)
                   : (!(o->hdr.flags & NP_INST_SHAPED) && o->dict == st->attrs &&
                      st->attrs->entries == st->entries && st->attrs->version == st->version))
        return lru_values_ok(st);
    return lru_load(self, st);
}

// True when the slots lru_load found hold what the native call needs (a cache dict, int
// counters, a positive or None maxsize and typed=False).
static bool lru_state_ok(const LruState *st)
{
    return st->func && st->maxsize && st->typed && st->cache && st->hits && st->misses &&
           lru_values_ok(st);
}

// lru_state_ok's test of the values once every slot is known to be found.
static inline bool lru_values_ok(const LruState *st)
{
    return NP_IS_DICT(*st->cache) && NP_IS_INT(*st->hits) && NP_IS_INT(*st->misses) &&
           (NP_IS_NONE(*st->maxsize) || (NP_IS_INT(*st->maxsize) && st->maxsize->u.i > 0)) &&
           NP_IS_BOOL(*st->typed) && !st->typed->u.i;
}

// The cache key of positional arguments [args] as functools' _make_key makes it without
// keywords or typed=True: one exact int or str is its own key, anything else the args tuple.
static bool lru_key(NpVM *vm, int n, const NpValue *args, NpValue *key)
{
    if (n == 1 && (args[0].tag == NP_T_INT ||
                   ((NP_IS_KIND(args[0], OBJ_STR) || NP_IS_KIND(args[0], OBJ_BIGINT)) &&
                    (NP_OBJ(args[0])->type == vm->types[NP_TYPE_STR] ||
                     NP_OBJ(args[0])->type == vm->types[NP_TYPE_INT])))) {
        *key = args[0];
        return true;
    }
    NpTuple *t = np_tuple_new(vm, (size_t)n);
    if (!t)
        return false;
    for (int i = 0; i < n; i++)
        t->items[i] = args[i];
    *key = np_obj(&t->hdr);
    return true;
}

// Calls the Python-level method _call_py(self, *args, **kw) (keywords, typed=True, maxsize=0
// or a wrapper whose state a script replaced) with the [n] positional arguments [args].
static bool lru_slow(NpVM *vm, NpValue self, int n, NpValue *args, NpTuple *kw, NpValue *out)
{
    NpStr *name = np_intern_cstr(vm, "_call_py");
    NpValue fn;
    if (!name || !np_getattr(vm, self, name, &fn) || !np_push_root(vm, fn))
        return false;
    bool ok = np_call(vm, fn, n, args, kw, out);
    np_pop_roots(vm, 1);
    return ok;
}

// Stores [result] under [key] after a miss, as the Python version does: nothing when the call
// itself filled the key, else evict the oldest entry first when the cache is full. One probe
// finds the key absent and the insertion reuses its hash; the eviction takes the first entry
// in order without a lookup (np_dict_drop_first: the deleted entries evictions leave at the
// front are skipped through their hints, and dropped when the insertions fill the array).
static bool lru_store(NpVM *vm, NpValue self, NpValue key, NpValue result)
{
    LruState st;
    if (!lru_load(self, &st))
        return true;  // the state was replaced during the call: nothing to keep it in
    NpDict *cache = NP_AS_DICT(*st.cache);
    int64_t hash, ix;
    if (!np_dict_find_entry(vm, cache, key, &hash, &ix))
        return false;
    if (ix >= 0)
        return true;
    // The lookup may have run a key's __eq__: the state is read again, and nothing is stored
    // when that code replaced the cache (the old dict may be gone).
    if (!lru_reload(self, &st) || NP_AS_DICT(*st.cache) != cache)
        return true;
    if (NP_IS_INT(*st.maxsize) && (int64_t)cache->n >= st.maxsize->u.i && cache->n > 0)
        np_dict_drop_first(vm, cache);
    return np_dict_insert_absent(vm, cache, key, hash, result);
}

// lru_find's case of a bounded cache [cache] (the wrapper's, state in *st): the entry of [key]
// found by one lookup and moved to the end in place (most recently used last). 1 on a hit (the
// value in *result, counted), 0 on a miss, -1 with an exception, 2 when the lookup ran a key's
// __eq__ that changed the cache's keys (its version) or the wrapper, so the entry number may
// be stale: the general path decides again. The cache is rooted across the lookup, as such
// code could make the wrapper drop it.
static int lru_find_bounded(NpVM *vm, NpValue self, LruState *st, NpDict *cache, NpValue key,
                            NpValue *result)
{
    int64_t hash, ix;
    uint64_t version = cache->version;
    if (!np_push_root(vm, np_obj(&cache->hdr)))
        return -1;
    bool ok = np_dict_find_entry(vm, cache, key, &hash, &ix);
    np_pop_roots(vm, 1);
    if (!ok)
        return -1;
    if (cache->version != version)
        return 2;
    // A miss: the callers load the state again before they use it.
    if (ix < 0)
        return 0;
    if (!lru_reload(self, st) || NP_AS_DICT(*st->cache) != cache)
        return 2;
    *result = cache->entries[ix].value;
    *st->hits = np_int(st->hits->u.i + 1);
    return np_dict_move_entry_last(vm, cache, (size_t)ix) ? 1 : -1;
}

// Looks the [n] positional arguments [args] up in the cache of the wrapper [self] (its state
// loaded in *st): 1 on a hit (the value in *result, counted as a hit and moved to the end of a
// bounded cache), 0 on a miss with the key in *key pushed as a GC root for the caller to pop,
// -1 with the exception.
static int lru_find(NpVM *vm, NpValue self, LruState *st, int n, const NpValue *args,
                    NpValue *key, NpValue *result)
{
    if (!lru_key(vm, n, args, key) || !np_push_root(vm, *key))
        return -1;
    NpDict *cache = NP_AS_DICT(*st->cache);
    if (NP_IS_INT(*st->maxsize) && !(cache->hdr.flags & NP_DICT_OWNED_STRS)) {
        int r = lru_find_bounded(vm, self, st, cache, *key, result);
        if (r != 2) {
            if (r != 0)
                np_pop_roots(vm, 1);
            return r;
        }
        // The wrapper's state is gone: a miss, which the callers finish through _call_py.
        if (!lru_reload(self, st))
            return 0;
    }
    bool found;
    if (!np_dict_get(vm, NP_AS_DICT(*st->cache), *key, result, &found)) {
        np_pop_roots(vm, 1);
        return -1;
    }
    if (!found)
        return 0;
    bool ok = true;
    // np_dict_get may have run a key's __eq__, which could have changed the wrapper.
    if (lru_reload(self, st)) {
        *st->hits = np_int(st->hits->u.i + 1);
        if (NP_IS_INT(*st->maxsize)) {
            ok = np_push_root(vm, *result) &&
                 np_dict_del(vm, NP_AS_DICT(*st->cache), *key, NULL, &found) &&
                 np_dict_set(vm, NP_AS_DICT(*st->cache), *key, *result);
            np_pop_roots(vm, 1);
        }
    }
    np_pop_roots(vm, 1);
    return ok ? 1 : -1;
}

// A miss of the wrapper [self] on the [n] positional arguments [args] (cache key [key], rooted
// by the caller) run through C: counts the miss, calls the function and stores its result.
static bool lru_miss_call(NpVM *vm, NpValue self, int n, NpValue *args, NpValue key,
                          NpValue *out)
{
    LruState st;
    if (!lru_load(self, &st))
        return lru_slow(vm, self, n, args, NULL, out);
    *st.misses = np_int(st.misses->u.i + 1);
    NpValue func = *st.func, result;
    bool ok = np_push_root(vm, func) && np_call(vm, func, n, args, NULL, &result);
    if (ok) {
        ok = np_push_root(vm, result) && lru_store(vm, self, key, result);
        np_pop_roots(vm, 1);
    }
    np_pop_roots(vm, 1);
    if (ok)
        *out = result;
    return ok;
}

// _lru_cache_wrapper.__call__(self, *args): a positional call looks the key up in the cache
// dict (a hit moves the key to the end when the cache is bounded), else counts a miss, calls
// the function and stores its result; every other call goes to the Python _call_py.
static bool ft_lru_call(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    LruState st;
    if (argc < 1 || (kw && kw->n > 0) || !lru_load(argv[0], &st))
        return argc >= 1 ? lru_slow(vm, argv[0], argc - 1, argv + 1, kw, out)
                         : np_raisef(vm, NP_TYPE_TYPEERROR, "__call__ needs a wrapper");
    NpValue key, result;
    int r = lru_find(vm, argv[0], &st, argc - 1, argv + 1, &key, &result);
    if (r != 0) {
        if (r > 0)
            *out = result;
        return r > 0;
    }
    bool ok = lru_miss_call(vm, argv[0], argc - 1, argv + 1, key, out);
    np_pop_roots(vm, 1);
    return ok;
}

// True when the wrapper's function (state [st]) is a Python function the interpreter can call
// in its own loop with [n] positional arguments (np_call_is_simple).
static bool lru_func_simple(const LruState *st, int n)
{
    return NP_IS_KIND(*st->func, OBJ_FUNCTION) &&
           np_call_is_simple((NpFunction *)NP_AS_OBJ(*st->func), np_undef(), n, NULL);
}

// A positional call of the wrapper [self] with [n] arguments [args] (self sits just before
// them) as the interpreter's CALL runs it (vm/np_interp.c, do_call), so that a miss runs the
// function as a frame of the calling loop instead of a nested one: NP_NC_DONE with the result
// in *out (a hit, or a rare call finished here), NP_NC_ENTER with the function to call in
// *out (the miss is counted; the frame's return hands the result to np_lru_store),
// NP_NC_GENERAL when the ordinary call must take it (nothing done yet), NP_NC_ERROR.
int np_lru_enter(NpVM *vm, NpValue self, int n, NpValue *args, NpValue *out)
{
    LruState st;
    if (!lru_load(self, &st) || !lru_func_simple(&st, n))
        return NP_NC_GENERAL;
    NpValue key;
    int r = lru_find(vm, self, &st, n, args, &key, out);
    if (r != 0)
        return r > 0 ? NP_NC_DONE : NP_NC_ERROR;
    if (!lru_reload(self, &st) || !lru_func_simple(&st, n)) {
        // The lookup ran a key's __eq__ that changed the wrapper: finish the call in C.
        bool ok = lru_miss_call(vm, self, n, args, key, out);
        np_pop_roots(vm, 1);
        return ok ? NP_NC_DONE : NP_NC_ERROR;
    }
    np_pop_roots(vm, 1);
    *st.misses = np_int(st.misses->u.i + 1);
    *out = *st.func;
    return NP_NC_ENTER;
}

// The end of np_lru_enter's miss: stores [result], returned by the wrapper [self]'s function
// for the [n] arguments [args], in the cache (the key is made again from the arguments).
bool np_lru_store(NpVM *vm, NpValue self, int n, const NpValue *args, NpValue result)
{
    NpValue key;
    if (!np_push_root(vm, result))
        return false;
    bool ok = lru_key(vm, n, args, &key) && np_push_root(vm, key);
    if (ok) {
        ok = lru_store(vm, self, key, result);
        np_pop_roots(vm, 1);
    }
    np_pop_roots(vm, 1);
    return ok;
}

/* ---------------------------------------------------------------- partial's __call__ */

// The partial object [self]'s func, args tuple and keywords dict, where __init__ put them
// (entries 0-2 of its instance dict); false when they are not there or of the wrong kind.
static bool partial_load(NpVM *vm, NpValue self, NpValue *func, NpTuple **args, NpDict **kw)
{
    if (!NP_IS_KIND(self, OBJ_INSTANCE))
        return false;
    const NpDict *attrs = ((NpInstance *)NP_AS_OBJ(self))->dict;
    if (!attrs || attrs->nentries < 3)
        return false;
    const NpDictEntry *e = attrs->entries;
    if (!lru_key_is(&e[0], "func", 4) || !lru_key_is(&e[1], "args", 4) ||
        !lru_key_is(&e[2], "keywords", 8) || !NP_IS_TUPLE(e[1].value) ||
        !NP_IS_KIND(e[2].value, OBJ_DICT) || NP_OBJ(e[2].value)->type != vm->types[NP_TYPE_DICT] ||
        (NP_AS_DICT(e[2].value)->hdr.flags & NP_DICT_OWNED_STRS))
        return false;
    *func = e[0].value;
    *args = NP_AS_TUPLE(e[1].value);
    *kw = NP_AS_DICT(e[2].value);
    return true;
}

// The call of the partial object [self] with the [n] arguments [args], the last kwn->n of
// them keywords named by [kwn] (NULL: none): self.func gets self.args, then the positional
// arguments, then self.keywords updated by the call's keywords (a name given again takes its
// place), laid out above the stack top. A Python function that is not a generator is bound
// into registers pushed below that block when [inloop] (NP_NC_ENTER with *fn and *regs: the
// caller enters the frame), anything else is called here (NP_NC_DONE, the result in *out).
static int partial_call(NpVM *vm, NpValue self, int n, NpValue *args, NpTuple *kwn,
                        bool inloop, NpFunction **fn, NpValue **regs, NpValue *out)
{
    NpValue func;
    NpTuple *pargs;
    NpDict *pkw;
    if (!partial_load(vm, self, &func, &pargs, &pkw))
        return NP_NC_GENERAL;
    size_t nkw = kwn ? kwn->n : 0, npos = (size_t)n - nkw, extra = 0;
    // Keywords of the call not already in self.keywords are appended after them.
    for (size_t k = 0; k < nkw && pkw->n; k++)
        extra += np_dict_find_str(pkw, NP_AS_STR(kwn->items[k])) < 0;
    if (!pkw->n)
        extra = nkw;
    size_t total_kw = pkw->n + extra, total = pargs->n + npos + total_kw;
    if (total > 100000000) {
        np_raise_nomem(vm);
        return NP_NC_ERROR;
    }
    NpTuple *names = NULL;
    if (total_kw && !(names = np_tuple_new(vm, total_kw)))
        return NP_NC_ERROR;
    NpFunction *pf = NULL;
    NpValue *pregs = NULL;
    if (inloop && NP_IS_KIND(func, OBJ_FUNCTION) &&
        !(((NpFunction *)NP_AS_OBJ(func))->proto->flags & NP_PROTO_GENERATOR)) {
        pf = (NpFunction *)NP_AS_OBJ(func);
        if (!(pregs = np_stack_push(vm, pf->proto->nregs ? pf->proto->nregs : 1)))
            return NP_NC_ERROR;
    }
    NpValue *block = np_stack_push(vm, total + 1);
    if (!block) {
        if (pregs)
            np_stack_pop(vm, pregs);
        return NP_NC_ERROR;
    }
    // Slot 0 keeps [names] alive while the call runs.
    block[0] = names ? np_obj(&names->hdr) : np_none();
    NpValue *at = block + 1;
    memcpy(at, pargs->items, pargs->n * sizeof(NpValue));
    memcpy(at + pargs->n, args, npos * sizeof(NpValue));
    NpValue *kv = at + pargs->n + npos;
    size_t pos = 0, k = 0;
    NpValue key, val;
    bool ok = true;
    while (np_dict_next(pkw, &pos, &key, &val)) {
        if (!NP_IS_STR(key)) {
            ok = np_raisef(vm, NP_TYPE_TYPEERROR, "keywords must be strings");
            break;
        }
        names->items[k] = key;
        kv[k++] = val;
    }
    for (size_t j = 0; ok && j < nkw; j++) {
        int64_t ix = pkw->n ? np_dict_find_str(pkw, NP_AS_STR(kwn->items[j])) : -1;
        size_t slot = k;
        // self.keywords' entries sit in kv in entry order, deleted entries skipped.
        if (ix >= 0) {
            slot = 0;
            for (int64_t e = 0; e < ix; e++)
                slot += !NP_IS_UNDEF(pkw->entries[e].key);
        } else {
            names->items[k++] = kwn->items[j];
        }
        kv[slot] = args[npos + j];
    }
    int r = NP_NC_ERROR;
    if (ok && pregs) {
        // Binding allocates (a *args tuple, a **kwargs dict) but collects nothing.
        if (np_bind_args(vm, pf, pregs, np_undef(), (int)total, at, names)) {
            np_stack_pop(vm, block);
            *fn = pf;
            *regs = pregs;
            return NP_NC_ENTER;
        }
    } else if (ok && np_call(vm, func, (int)total, at, names, out)) {
        r = NP_NC_DONE;
    }
    np_stack_pop(vm, block);
    if (pregs)
        np_stack_pop(vm, pregs);
    return r;
}

int np_partial_enter(NpVM *vm, NpValue self, int n, NpValue *args, NpTuple *kwn,
                     NpFunction **fn, NpValue **regs, NpValue *out)
{
    return partial_call(vm, self, n, args, kwn, true, fn, regs, out);
}

// partial.__call__(self, *args, **kw) for calls from C (map, sorted's key, a callback): the
// native call when the object is as __init__ made it, else the Python _call_py.
static bool ft_partial_call(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (argc < 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "__call__ needs a partial object");
    int r = partial_call(vm, argv[0], argc - 1, argv + 1, kw && kw->n ? kw : NULL, false, NULL,
                         NULL, out);
    if (r != NP_NC_GENERAL)
        return r == NP_NC_DONE;
    return lru_slow(vm, argv[0], argc - 1, argv + 1, kw, out);
}

// _partial_methods(cls): makes ft_partial_call the __call__ of partial [cls].
static bool ft_partial_methods(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    if (argc != 1 || !NP_IS_TYPE(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_partial_methods() needs a class");
    static const NpMethodDef call[] = {{"__call__", ft_partial_call, 0}, {NULL, NULL, 0}};
    if (!nplib_add_methods(vm, NP_AS_TYPE(argv[0]), call))
        return false;
    // As for lru_cache's class: CALL may take the class's instances to np_partial_enter.
    NP_AS_TYPE(argv[0])->tflags |= NP_TF_PARTIAL;
    *out = np_none();
    return true;
}

// _lru_methods(cls): makes ft_lru_call the __call__ of lru_cache's wrapper class [cls].
static bool ft_lru_methods(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    if (argc != 1 || !NP_IS_TYPE(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_lru_methods() needs a class");
    static const NpMethodDef call[] = {{"__call__", ft_lru_call, 0}, {NULL, NULL, 0}};
    if (!nplib_add_methods(vm, NP_AS_TYPE(argv[0]), call))
        return false;
    // Scripts cannot set a class's __call__, and subclasses do not inherit the flag: CALL may
    // take the class's instances to np_lru_enter.
    NpType *cls = NP_AS_TYPE(argv[0]);
    cls->tflags |= NP_TF_LRU;
    // The instances are shaped (as __main__'s are): the state is the first six values of each
    // instance's array, found through the layout's kind bit (lru_load_placed). Room for
    // __init__'s six and update_wrapper's six from the first instance on (which would
    // otherwise outgrow the default four values and live in a dict for good).
    if ((cls->tflags & NP_TF_USER) && cls->inst_kind == OBJ_INSTANCE &&
        !((NpClassType *)cls)->layout) {
        cls->tflags |= NP_TF_SHAPES;
        cls->inst_attrs = 12;
    }
    *out = np_none();
    return true;
}

// _ctype_name(cls): names the class [cls] (cmp_to_key's KeyWrapper) in messages by the
// dotted name of CPython's C type, functools.KeyWrapper (NP_TF_CTYPE_NAME, vm/np_types.c).
static bool ft_ctype_name(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    if (argc != 1 || !NP_IS_TYPE(argv[0]) || !(NP_AS_TYPE(argv[0])->tflags & NP_TF_USER))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_ctype_name() takes a class");
    NP_AS_TYPE(argv[0])->tflags |= NP_TF_CTYPE_NAME;
    *out = np_none();
    return true;
}

static const NpMethodDef functools_natives[] = {
    {"_ctype_name", ft_ctype_name, 0},
    {"_set_ordering", ft_set_ordering, 0},
    {"_lru_methods", ft_lru_methods, 0},
    {"_partial_methods", ft_partial_methods, 0},
    {NULL, NULL, 0},
};

static const char functools_src[] =
#include "np_lib_functools_py.h"
    ;

static bool functools_init(NpVM *vm, NpModuleObj *mod)
{
    return nplib_add_natives(vm, mod, functools_natives) &&
           nplib_exec_source(vm, mod, functools_src, "functools.py");
}

bool nplib_register_functools(NpVM *vm)
{
    return npvm_register_module(vm, "functools", functools_init);
}
