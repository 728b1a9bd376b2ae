/*
 * np_func.c - function objects, cells and bound methods, plus the method lookups the
 * interpreter needs (MRO lookup, with-statement protocol).
 */
#include <string.h>

#include "np_interp.h"

NpFunction *np_func_new(NpVM *vm, NpProto *proto, NpDict *globals, NpValue defaults,
                        NpValue kwdefaults, NpValue *enclosing_regs) {
    size_t size = sizeof(NpFunction) + (size_t)proto->nfree * sizeof(NpCell *);
    NpFunction *fn =
        (NpFunction *)np_alloc_obj(vm, size, OBJ_FUNCTION, vm->types[NP_TYPE_FUNCTION]);
    if (!fn) return NULL;
    fn->proto = proto;
    fn->globals = globals;
    fn->defaults = NP_IS_TUPLE(defaults) && NP_AS_TUPLE(defaults)->n ? NP_AS_TUPLE(defaults) : NULL;
    fn->kwdefaults = NP_IS_DICT(kwdefaults) ? NP_AS_DICT(kwdefaults) : NULL;
    fn->name = proto->name;
    fn->qualname = proto->qualname ? proto->qualname : proto->name;
    fn->annotations = NULL;
    for (int k = 0; k < proto->nfree; k++) {
        NpValue c = enclosing_regs ? enclosing_regs[proto->freesrc[k]] : np_undef();
        if (NP_IS_KIND(c, OBJ_CELL)) {
            fn->cells[k] = (NpCell *)NP_AS_OBJ(c);
            continue;
        }
        if (NP_IS_UNDEF(c)) {
            // A compiler bug; fail cleanly rather than leave a dangling cell pointer.
            np_raisef(vm, NP_TYPE_RUNTIMEERROR, "invalid bytecode: free variable without a cell");
            return NULL;
        }
        // A parameter the enclosing function keeps as a plain register, since nothing rebinds
        // it (compiler/np_symtable.c keep_fixed_params; cells are never values a program
        // holds): this function gets a cell of its own holding the value. [fn] is rooted while
        // the cell is made; its cells not yet set are NULL (np_alloc_obj zeroes), which the
        // collector skips, and a function needs no write barrier (np_gc.h).
        if (!np_push_root(vm, np_obj(&fn->hdr))) return NULL;
        NpCell *own = np_cell_new(vm, c);
        np_pop_roots(vm, 1);
        if (!own) return NULL;
        fn->cells[k] = own;
    }
    return fn;
}

NpCell *np_cell_new(NpVM *vm, NpValue v) {
    // Not zeroed first: the header and the value are all a cell has (np_alloc_obj_uninit).
    NpCell *c = (NpCell *)np_alloc_obj_uninit(vm, sizeof(NpCell), OBJ_CELL,
                                              vm->types[NP_TYPE_CELL]);
    if (c) c->value = v;
    return c;
}

bool np_bind_method(NpVM *vm, NpValue f, NpValue self, NpValue *out) {
    if (NP_IS_KIND(f, OBJ_FUNCTION)) {
        NpBound *b =
            (NpBound *)np_alloc_obj(vm, sizeof(NpBound), OBJ_BOUND, vm->types[NP_TYPE_METHOD]);
        if (!b) return false;
        b->self = self;
        b->func = f;
        *out = np_obj(&b->hdr);
        return true;
    }
    if (NP_IS_KIND(f, OBJ_NATIVE)) {
        NpNative *n = (NpNative *)NP_AS_OBJ(f);
        if (NP_IS_UNDEF(n->self) && !(n->hdr.flags & NP_NATIVE_STATIC)) {
            NpNative *c = (NpNative *)np_alloc_obj(vm, sizeof(NpNative), OBJ_NATIVE, n->hdr.type);
            if (!c) return false;
            c->hdr.flags = n->hdr.flags;
            c->fn = n->fn;
            c->name = n->name;
            c->owner = n->owner;
            c->self = self;
            *out = np_obj(&c->hdr);
            return true;
        }
    }
    *out = f;
    return true;
}

/* The type lookup cache: CPython's type attribute cache, direct-mapped on (type, name). An
 * entry holds the result of walking the MRO, found or not (undef), for the class epoch of the
 * fill: any write to any class dict and any class creation bumps vm->class_epoch, so an entry
 * of an older epoch is never used. Every collection empties the cache, so an entry never names
 * a freed type or str whose address a new object could take. Lookups reach the cache through
 * the `type` type (every type's type), since np_type_lookup has no VM argument. */
#define NP_TYPE_CACHE_SIZE 256

typedef struct NpTypeCacheEntry {
    const NpType *type;
    const NpStr *name;
    uint64_t epoch;
    NpValue value;
} NpTypeCacheEntry;

typedef struct NpTypeCache {
    // The VM's class epoch (&vm->class_epoch).
    const uint64_t *epoch;
    NpTypeCacheEntry e[NP_TYPE_CACHE_SIZE];
} NpTypeCache;

bool np_type_cache_init(NpVM *vm) {
    if (vm->type_cache) return true;
    NpTypeCache *tc = np_mem_realloc(vm, NULL, 0, sizeof(NpTypeCache));
    if (!tc) return false;
    memset(tc, 0, sizeof *tc);
    tc->epoch = &vm->class_epoch;
    vm->type_cache = tc;
    ((NpTypeType *)vm->types[NP_TYPE_TYPE])->tcache = tc;
    return true;
}

void np_type_cache_clear(NpVM *vm) {
    if (vm->type_cache) memset(vm->type_cache->e, 0, sizeof vm->type_cache->e);
}

void np_type_cache_free(NpVM *vm) {
    if (!vm->type_cache) return;
    np_mem_realloc(vm, vm->type_cache, sizeof(NpTypeCache), 0);
    vm->type_cache = NULL;
}

// The MRO walk behind np_type_lookup.
static NpValue type_lookup_walk(NpType *t, NpStr *name) {
    if (t->mro) {
        for (size_t k = 0; k < t->mro->n; k++) {
            NpType *m = NP_AS_TYPE(t->mro->items[k]);
            if (!m->dict) continue;
            NpValue v = np_dict_get_str(m->dict, name);
            if (!NP_IS_UNDEF(v)) return v;
        }
        return np_undef();
    }
    for (int depth = 0; t && depth < 1000; depth++) {
        if (t->dict) {
            NpValue v = np_dict_get_str(t->dict, name);
            if (!NP_IS_UNDEF(v)) return v;
        }
        if (t->base == t) break;
        t = t->base;
    }
    return np_undef();
}

NpValue np_type_lookup(NpType *t, NpStr *name) {
    NpTypeCache *tc = t->hdr.type ? np_type_of_types(t)->tcache : NULL;
    if (!tc) return type_lookup_walk(t, name);
    uintptr_t h = ((uintptr_t)t >> 4) * 31 + ((uintptr_t)name >> 4);
    NpTypeCacheEntry *e = &tc->e[(h ^ (h >> 8)) & (NP_TYPE_CACHE_SIZE - 1)];
    uint64_t epoch = *tc->epoch;
    if (e->type == t && e->name == name && e->epoch == epoch) return e->value;
    NpValue v = type_lookup_walk(t, name);
    *e = (NpTypeCacheEntry){.type = t, .name = name, .epoch = epoch, .value = v};
    return v;
}

bool np_with_enter(NpVM *vm, NpValue mgr, NpValue *exitfn, NpValue *entered) {
    NpType *t = np_typeof(vm, mgr);
    NpValue enter = np_type_lookup(t, vm->s_enter);
    if (NP_IS_UNDEF(enter))
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "'%s' object does not support the context manager protocol",
                         t->name->data);
    NpValue exit = np_type_lookup(t, vm->s_exit);
    if (NP_IS_UNDEF(exit))
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "'%s' object does not support the context manager protocol (missed "
                         "__exit__ method)",
                         t->name->data);
    if (!np_bind_method(vm, exit, mgr, exitfn) || !np_push_root(vm, *exitfn)) return false;
    bool ok = np_call_with_self(vm, enter, mgr, 0, NULL, NULL, entered);
    np_pop_roots(vm, 1);
    return ok;
}
