/*
 * np_class.c - user classes: BUILDCLASS (type creation with a C3 MRO) and the constructor of
 * user types (instance creation, then __init__ through the MRO).
 *
 * Supported bases: object, other user classes and the exception classes. Subclassing other
 * builtin types (int, list, ...) is left to the language issue and raises TypeError for now.
 */
#include <stdlib.h>

#include "np_descr.h"
#include "np_interp.h"

// One sequence of the C3 merge: [items][pos..n) are still to be merged.
typedef struct MroSeq {
    NpType **items;
    size_t n, pos;
} MroSeq;

// True when [t] appears in the tail (after the head) of any sequence in [seqs].
static bool in_tail(MroSeq *seqs, size_t nseq, NpType *t) {
    for (size_t s = 0; s < nseq; s++)
        for (size_t k = seqs[s].pos + 1; k < seqs[s].n; k++)
            if (seqs[s].items[k] == t) return true;
    return false;
}

// Computes the C3 linearization of [t] with bases [bases] into [*out] (a tuple of types).
static bool c3_mro(NpVM *vm, NpType *t, NpTuple *bases, NpTuple **out) {
    size_t nseq = bases->n + 1, total = 1;
    for (size_t k = 0; k < bases->n; k++) total += NP_AS_TYPE(bases->items[k])->mro->n;
    MroSeq *seqs = calloc(nseq, sizeof *seqs);
    NpType **res = calloc(total + 1, sizeof *res);
    bool ok = false;
    if (!seqs || !res) {
        np_raise_nomem(vm);
        goto done;
    }
    for (size_t k = 0; k < bases->n; k++) {
        NpTuple *m = NP_AS_TYPE(bases->items[k])->mro;
        seqs[k].items = (NpType **)calloc(m->n, sizeof(NpType *));
        if (!seqs[k].items) {
            np_raise_nomem(vm);
            goto done;
        }
        for (size_t j = 0; j < m->n; j++) seqs[k].items[j] = NP_AS_TYPE(m->items[j]);
        seqs[k].n = m->n;
    }
    seqs[bases->n].items = (NpType **)calloc(bases->n, sizeof(NpType *));
    if (!seqs[bases->n].items) {
        np_raise_nomem(vm);
        goto done;
    }
    for (size_t j = 0; j < bases->n; j++) seqs[bases->n].items[j] = NP_AS_TYPE(bases->items[j]);
    seqs[bases->n].n = bases->n;
    size_t nres = 0;
    res[nres++] = t;
    for (;;) {
        NpType *next = NULL;
        bool any = false;
        for (size_t s = 0; s < nseq && !next; s++) {
            if (seqs[s].pos >= seqs[s].n) continue;
            any = true;
            NpType *head = seqs[s].items[seqs[s].pos];
            if (!in_tail(seqs, nseq, head)) next = head;
        }
        if (!any) break;
        if (!next) {
            NpBuf b;
            np_buf_init(&b, vm);
            np_buf_appendc(&b, "Cannot create a consistent method resolution\norder (MRO) for bases ");
            for (size_t k = 0; k < bases->n; k++) {
                if (k) np_buf_appendc(&b, ", ");
                np_buf_append_str(&b, NP_AS_TYPE(bases->items[k])->name);
            }
            NpStr *msg = np_buf_finish(&b);
            if (msg) np_raisef(vm, NP_TYPE_TYPEERROR, "%s", msg->data);
            goto done;
        }
        res[nres++] = next;
        for (size_t s = 0; s < nseq; s++)
            if (seqs[s].pos < seqs[s].n && seqs[s].items[seqs[s].pos] == next) seqs[s].pos++;
    }
    NpTuple *mro = np_tuple_new(vm, nres);
    if (!mro) goto done;
    for (size_t k = 0; k < nres; k++) mro->items[k] = np_obj(&res[k]->hdr);
    *out = mro;
    ok = true;
done:
    if (seqs)
        for (size_t s = 0; s < nseq; s++) free(seqs[s].items);
    free(seqs);
    free(res);
    return ok;
}

// Checks the bases of a new class and picks the layout of its instances.
static bool check_bases(NpVM *vm, NpTuple *bases, uint8_t *inst_kind, NpType **solid) {
    *inst_kind = OBJ_INSTANCE;
    *solid = NP_AS_TYPE(bases->items[0]);
    for (size_t k = 0; k < bases->n; k++) {
        NpValue b = bases->items[k];
        if (!NP_IS_TYPE(b)) return np_raisef(vm, NP_TYPE_TYPEERROR, "bases must be types");
        NpType *bt = NP_AS_TYPE(b);
        for (size_t j = 0; j < k; j++)
            if (NP_AS_OBJ(bases->items[j]) == NP_AS_OBJ(b))
                return np_raisef(vm, NP_TYPE_TYPEERROR, "duplicate base class %s", bt->name->data);
        if (!(bt->tflags & (NP_TF_BASETYPE | NP_TF_USER)) || !bt->mro)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "type '%s' is not an acceptable base type",
                             bt->name->data);
        if (bt->inst_kind == OBJ_EXCEPTION) {
            if (*inst_kind != OBJ_EXCEPTION) *solid = bt;
            *inst_kind = OBJ_EXCEPTION;
        } else if (bt->inst_kind != OBJ_INSTANCE) {
            return np_raisef(vm, NP_TYPE_TYPEERROR, "subclassing '%s' is not supported",
                             bt->name->data);
        }
    }
    return true;
}

// Removes the implicit `__classcell__` entry the class body returns when a method uses
// super() (compiler/np_compile.c class_namespace) and stores the new class in that cell. The
// cell object itself never becomes visible: it is gone before the class is published.
static bool fill_class_cell(NpVM *vm, NpType *t) {
    NpStr *key = np_intern_cstr(vm, "__classcell__");
    if (!key) return false;
    NpValue cell = np_dict_get_str(t->dict, key), old;
    if (NP_IS_UNDEF(cell)) return true;
    bool found;
    if (!np_dict_del(vm, t->dict, np_obj(&key->hdr), &old, &found)) return false;
    if (NP_IS_KIND(cell, OBJ_CELL)) ((NpCell *)NP_AS_OBJ(cell))->value = np_obj(&t->hdr);
    return true;
}

bool np_build_class(NpVM *vm, NpValue body, NpValue name, NpValue bases_v, NpValue *out) {
    if (!NP_IS_STR(name) || !NP_IS_TUPLE(bases_v))
        return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "invalid bytecode: BUILDCLASS operands");
    NpTuple *bases = NP_AS_TUPLE(bases_v);
    if (bases->n == 0) {
        NpValue obj = np_obj(&vm->types[NP_TYPE_OBJECT]->hdr);
        bases = np_tuple_from(vm, &obj, 1);
        if (!bases) return false;
    }
    uint8_t inst_kind;
    NpType *solid;
    if (!check_bases(vm, bases, &inst_kind, &solid)) return false;
    if (!np_push_root(vm, np_obj(&bases->hdr))) return false;
    NpValue ns;
    bool ok = np_call(vm, body, 0, NULL, NULL, &ns);
    np_pop_roots(vm, 1);
    if (!ok) return false;
    if (!NP_IS_DICT(ns))
        return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "invalid bytecode: class body returned %s",
                         np_type_name(vm, ns));
    NpType *t = (NpType *)np_alloc_obj(vm, sizeof(NpType), OBJ_TYPE, vm->types[NP_TYPE_TYPE]);
    if (!t) return false;
    t->name = NP_AS_STR(name);
    t->qualname = t->name;
    if (NP_IS_KIND(body, OBJ_FUNCTION)) {
        NpFunction *bf = (NpFunction *)NP_AS_OBJ(body);
        if (bf->qualname) t->qualname = bf->qualname;
    }
    t->base = solid;
    t->bases = bases;
    t->dict = NP_AS_DICT(ns);
    t->inst_kind = inst_kind;
    t->tflags = NP_TF_USER | NP_TF_BASETYPE | (inst_kind == OBJ_EXCEPTION ? NP_TF_EXCEPTION : 0);
    t->builtin_id = -1;
    t->construct = np_user_construct;
    if (!c3_mro(vm, t, bases, &t->mro)) return false;
    if (!fill_class_cell(vm, t)) return false;
    *out = np_obj(&t->hdr);
    return true;
}

bool np_instance_new(NpVM *vm, NpType *t, NpValue *out) {
    NpDict *attrs = np_dict_new(vm);
    if (!attrs) return false;
    NpInstance *o = (NpInstance *)np_alloc_obj(vm, sizeof(NpInstance), OBJ_INSTANCE, t);
    if (!o) return false;
    o->attrs = attrs;
    *out = np_obj(&o->hdr);
    return true;
}

bool np_user_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kwnames,
                       NpValue *out) {
    NpValue inst;
    int npos = argc - (kwnames ? (int)kwnames->n : 0);
    if (t->inst_kind == OBJ_EXCEPTION) {
        NpTuple *args = np_tuple_from(vm, argv, (size_t)npos);
        if (!args) return false;
        NpException *e = np_exc_new(vm, t, args);
        if (!e) return false;
        inst = np_obj(&e->hdr);
    } else if (!np_instance_new(vm, t, &inst)) {
        return false;
    }
    NpValue init = np_type_lookup(t, vm->s_init);
    if (NP_IS_KIND(init, OBJ_FUNCTION) || NP_IS_KIND(init, OBJ_NATIVE)) {
        if (!np_push_root(vm, inst)) return false;
        NpValue r;
        bool ok = np_call_with_self(vm, init, inst, argc, argv, kwnames, &r);
        np_pop_roots(vm, 1);
        if (!ok) return false;
        if (!NP_IS_NONE(r))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "__init__() should return None, not '%s'",
                             np_type_name(vm, r));
    } else if (t->inst_kind == OBJ_EXCEPTION) {
        if (kwnames && kwnames->n)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes no keyword arguments",
                             t->name->data);
    } else if (argc > 0) {
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes no arguments", t->name->data);
    }
    *out = inst;
    return true;
}

NpType *np_class_new(NpVM *vm, const char *name, NpType *base, const char *module) {
    NpValue b = np_obj(&base->hdr);
    NpTuple *bases = np_tuple_from(vm, &b, 1);
    NpDict *dict = np_dict_new(vm);
    NpStr *n = np_intern_cstr(vm, name);
    NpStr *modkey = np_intern_cstr(vm, "__module__");
    NpStr *mod = np_str_from_cstr(vm, module);
    if (!bases || !dict || !n || !modkey || !mod) return NULL;
    if (!np_dict_set_str(vm, dict, modkey, np_obj(&mod->hdr))) return NULL;
    uint8_t inst_kind;
    NpType *solid;
    if (!check_bases(vm, bases, &inst_kind, &solid)) return NULL;
    NpType *t = (NpType *)np_alloc_obj(vm, sizeof(NpType), OBJ_TYPE, vm->types[NP_TYPE_TYPE]);
    if (!t) return NULL;
    t->name = t->qualname = n;
    t->base = solid;
    t->bases = bases;
    t->dict = dict;
    t->inst_kind = inst_kind;
    t->tflags = NP_TF_USER | NP_TF_BASETYPE | (inst_kind == OBJ_EXCEPTION ? NP_TF_EXCEPTION : 0);
    t->builtin_id = -1;
    t->construct = np_user_construct;
    if (!c3_mro(vm, t, bases, &t->mro)) return NULL;
    return t;
}
