/*
 * np_func.c - function objects, cells and bound methods, plus the method lookups the
 * interpreter needs (MRO lookup, with-statement protocol).
 */
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
    for (int k = 0; k < proto->nfree; k++) {
        NpValue c = enclosing_regs ? enclosing_regs[proto->freesrc[k]] : np_undef();
        if (!NP_IS_KIND(c, OBJ_CELL)) {
            // A compiler bug; fail cleanly rather than leave a dangling cell pointer.
            np_raisef(vm, NP_TYPE_RUNTIMEERROR, "invalid bytecode: free variable without a cell");
            return NULL;
        }
        fn->cells[k] = (NpCell *)NP_AS_OBJ(c);
    }
    return fn;
}

NpCell *np_cell_new(NpVM *vm, NpValue v) {
    NpCell *c = (NpCell *)np_alloc_obj(vm, sizeof(NpCell), OBJ_CELL, vm->types[NP_TYPE_CELL]);
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

NpValue np_type_lookup(NpType *t, NpStr *name) {
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
