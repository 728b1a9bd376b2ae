/*
 * np_class.c - user classes: BUILDCLASS (type creation with a C3 MRO) and the constructor of
 * user types (instance creation, then __init__ through the MRO).
 *
 * Supported bases: object, other user classes, the exception classes, and the builtin layouts
 * list, dict, set, frozenset, tuple, str and int (and the dict- and tuple-layout classes of
 * collections). An instance of a subclass of a builtin layout (NP_TF_EXT_ATTRS) IS an object
 * of that layout whose type is the subclass, followed by one attribute-dict slot
 * (np_ext_attrs_slot in np_object.h), so every builtin method and operator works on it, while
 * the special methods the class defines win (the object protocol looks user classes up first).
 * Mutable layouts start empty and are filled by __init__ (the class's, or list/dict/set's own,
 * reachable as super().__init__); immutable ones take their value from the constructor
 * arguments, as CPython's default __new__ does. `__new__` itself is not supported.
 */
#include <stdlib.h>
#include <string.h>

#include "np_code.h"
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

// True for the instance layouts a class statement may extend besides object's and
// BaseException's (see the file comment).
static bool ext_kind(uint8_t kind) {
    return kind == OBJ_LIST || kind == OBJ_DICT || kind == OBJ_SET || kind == OBJ_TUPLE ||
           kind == OBJ_STR || kind == OBJ_BIGINT;
}

// The type whose constructor builds the builtin value of an NP_TF_EXT_ATTRS class [t]: the
// nearest base that is not itself such a class (list, or a namedtuple class, or Counter).
static NpType *layout_root(NpType *t) {
    while (t->base && (t->tflags & NP_TF_EXT_ATTRS)) t = t->base;
    return t;
}

// Raises the TypeError for a base that is not a class. A stdlib function that CPython makes a
// class (itertools.count, cycle, accumulate...: Python functions or generators here) says it
// cannot be subclassed in Nearly Python; anything else says what it always did.
static bool bad_base(NpVM *vm, NpValue b) {
    if (NP_IS_KIND(b, OBJ_FUNCTION)) {
        NpFunction *f = (NpFunction *)NP_AS_OBJ(b);
        NpStr *key = np_intern_cstr(vm, "__name__");
        NpValue mod = key && f->globals ? np_dict_get_str(f->globals, key) : np_undef();
        if (NP_IS_STR(mod) && strcmp(NP_AS_STR(mod)->data, "__main__") != 0)
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "%s.%s is a function in Nearly Python, not a class, so it cannot be "
                             "subclassed", NP_AS_STR(mod)->data,
                             (f->name ? f->name : f->proto->name)->data);
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "bases must be types");
}

// True for a builtin type that CPython accepts as a base but Nearly does not.
static bool cpython_base_ok(const NpType *t) {
    static const char *const names[] = {"zip", "map", "filter", "enumerate", "reversed",
                                        "property", "staticmethod", "classmethod", "super",
                                        "type"};
    if (!(t->tflags & NP_TF_BUILTIN)) return false;
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (strcmp(t->name->data, names[i]) == 0) return true;
    return false;
}

// True, with CPython's TypeError raised, when stdlib Python class [t] stands for a C type
// CPython refuses as a base (operator.itemgetter, types.MappingProxyType,
// datetime.timezone): its class body binds `__np_final__` to the C type's name (read only
// from [t]'s own dict). Raises and returns true on an allocation failure too.
static bool final_class(NpVM *vm, NpType *t) {
    NpStr *key = np_intern_cstr(vm, "__np_final__");
    if (!key) return true;
    NpValue shown = t->dict ? np_dict_get_str(t->dict, key) : np_undef();
    if (!NP_IS_STR(shown)) return false;
    np_raisef(vm, NP_TYPE_TYPEERROR, "type '%s' is not an acceptable base type",
              NP_AS_STR(shown)->data);
    return true;
}

// Checks the bases of a new class and picks the layout of its instances.
static bool check_bases(NpVM *vm, NpTuple *bases, uint8_t *inst_kind, NpType **solid) {
    *inst_kind = OBJ_INSTANCE;
    *solid = NP_AS_TYPE(bases->items[0]);
    NpType *layout = NULL;
    for (size_t k = 0; k < bases->n; k++) {
        NpValue b = bases->items[k];
        if (!NP_IS_TYPE(b)) return bad_base(vm, b);
        NpType *bt = NP_AS_TYPE(b);
        for (size_t j = 0; j < k; j++)
            if (NP_AS_OBJ(bases->items[j]) == NP_AS_OBJ(b))
                return np_raisef(vm, NP_TYPE_TYPEERROR, "duplicate base class %s", bt->name->data);
        if (!(bt->tflags & (NP_TF_BASETYPE | NP_TF_USER)) || !bt->mro) {
            // CPython names a module's type by its dotted name (re.Match). Types it lets a
            // class subclass (itertools' chain and groupby, zip, property...) but Nearly does
            // not say so, rather than claim CPython's refusal.
            const char *shown = (bt->qualname ? bt->qualname : bt->name)->data;
            if (strncmp(shown, "itertools.", 10) == 0 || cpython_base_ok(bt))
                return np_raisef(vm, NP_TYPE_TYPEERROR,
                                 "subclassing '%s' is not supported in Nearly Python", shown);
            return np_raisef(vm, NP_TYPE_TYPEERROR, "type '%s' is not an acceptable base type",
                             shown);
        }
        if ((bt->tflags & NP_TF_USER) && final_class(vm, bt)) return false;
        if (bt->inst_kind == OBJ_INSTANCE) continue;
        if (bt->inst_kind != OBJ_EXCEPTION && !ext_kind(bt->inst_kind))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "subclassing '%s' is not supported in Nearly Python",
                             bt->name->data);
        // Two different builtin layouts (list and dict, or tuple and an exception) cannot be
        // combined; the exception classes all share one layout.
        NpType *root = bt->inst_kind == OBJ_EXCEPTION ? NULL : layout_root(bt);
        if (*inst_kind != OBJ_INSTANCE &&
            (*inst_kind != bt->inst_kind || (root && layout_root(layout) != root)))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "multiple bases have instance lay-out "
                             "conflict");
        if (*inst_kind == OBJ_INSTANCE) {
            *solid = bt;
            layout = bt;
        }
        *inst_kind = bt->inst_kind;
    }
    return true;
}

/* ---------------------------------------------------------------- builtin-layout subclasses */

static bool ext_adopt(NpVM *vm, NpType *t, NpValue v, NpValue *out);

bool np_ext_adopt(NpVM *vm, NpType *t, NpValue v, NpValue *out) { return ext_adopt(vm, t, v, out); }

NpType *np_ext_layout_root(NpType *t) { return layout_root(t); }

// Moves the fresh builtin value [v] (made by a builtin constructor, not referenced anywhere
// else when mutable) into a new object of type [t] with the attribute slot after the layout.
// Mutable layouts hand over their C buffers, so [v] is left empty; immutable ones are copied.
static bool ext_adopt(NpVM *vm, NpType *t, NpValue v, NpValue *out) {
    size_t slot = sizeof(NpDict *);
    NpObject *o;
    if (NP_IS_KIND(v, OBJ_BIGINT) || v.tag == NP_T_INT || v.tag == NP_T_BOOL) {
        NpBigInt *b = (NpBigInt *)np_alloc_obj(vm, sizeof(NpBigInt) + slot, OBJ_BIGINT, t);
        if (!b) return false;
        mpz_init(b->z);
        np_int_to_mpz(v, b->z);
        // GMP's limbs are charged apart from hdr.charged; free_obj uncharges them (np_gc.h).
        vm->bytes += (size_t)b->z->_mp_alloc * sizeof(mp_limb_t);
        o = &b->hdr;
    } else if (!NP_IS_OBJ(v) || !ext_kind(NP_KIND(v))) {
        return np_raisef(vm, NP_TYPE_TYPEERROR, "internal: %s() made a '%s'", t->name->data,
                         np_type_name(vm, v));
    } else {
        NpObject *src = NP_OBJ(v);
        size_t size = (size_t)((char *)np_ext_attrs_slot_at(src) - (char *)src) + slot;
        o = np_alloc_obj(vm, size, (NpObjKind)src->kind, t);
        if (!o) return false;
        switch ((NpObjKind)src->kind) {
        case OBJ_TUPLE: {
            NpTuple *a = (NpTuple *)src, *b = (NpTuple *)o;
            b->n = a->n;
            for (size_t k = 0; k < a->n; k++) b->items[k] = a->items[k];
            break;
        }
        case OBJ_STR: {
            NpStr *a = (NpStr *)src, *b = (NpStr *)o;
            b->len = a->len;
            b->ncp = a->ncp;
            b->hash = a->hash;
            b->hdr.flags = a->hdr.flags & (NP_STR_ASCII | NP_STR_HASHED);
            memcpy(b->data, a->data, a->len + 1);
            break;
        }
        case OBJ_LIST: {
            NpList *a = (NpList *)src, *b = (NpList *)o;
            *b = (NpList){b->hdr, a->n, a->cap, a->items};
            a->items = NULL;
            a->n = a->cap = 0;
            break;
        }
        case OBJ_DICT: {
            NpDict *a = (NpDict *)src;
            NpDictX *b = (NpDictX *)o;
            if (!np_dict_uninline(vm, a)) return false;
            NpObject hdr = b->d.hdr;
            b->d = *a;
            b->d.hdr = hdr;
            b->d.hdr.flags = (uint16_t)((a->hdr.flags & ~(NP_DICT_INLINE | NP_DICT_TAIL)) | NP_DICT_EXTRA);
            b->extra = (a->hdr.flags & NP_DICT_EXTRA) ? ((NpDictX *)a)->extra : np_none();
            a->index = NULL;
            a->entries = NULL;
            a->n = a->nentries = a->cap = a->mask = 0;
            break;
        }
        case OBJ_SET: {
            NpSet *a = (NpSet *)src, *b = (NpSet *)o;
            NpObject hdr = b->hdr;
            *b = *a;
            b->hdr = hdr;
            b->hash = -1;
            a->table = NULL;
            a->used = a->fill = a->mask = 0;
            break;
        }
        default: break;
        }
        // The buffers moved with their charge: the new object's [charged] covers only its
        // struct, so the bytes stay accounted exactly once (freed with the buffers later).
    }
    *out = np_obj(o);
    return true;
}

// list.__init__(self, iterable=()): empties the list and extends it.
static bool list_init(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out);
// dict.__init__(self, *args, **kwargs): dict.update with the same arguments.
static bool dict_init(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out);
// set.__init__(self, iterable=()): empties the set and updates it.
static bool set_init(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out);

// Calls the method [name] of the builtin type [id] on argv[0] with the other arguments.
static bool call_builtin_method(NpVM *vm, NpBuiltinTypeId id, const char *name, int argc,
                                NpValue *argv, NpTuple *kwnames, NpValue *out) {
    NpStr *key = np_intern_cstr(vm, name);
    if (!key) return false;
    NpValue m = np_dict_get_str(vm->types[id]->dict, key);
    if (NP_IS_UNDEF(m))
        return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "internal: no %s.%s", vm->types[id]->name->data,
                         name);
    return np_call_with_self(vm, m, argv[0], argc - 1, argv + 1, kwnames, out);
}

// Refuses keyword arguments to list/set.__init__ as CPython does.
static bool no_kwargs(NpVM *vm, const char *tname, NpTuple *kwnames) {
    if (kwnames && kwnames->n)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes no keyword arguments", tname);
    return true;
}

static bool list_init(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    if (argc < 1 || !NP_IS_LIST(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "descriptor '__init__' requires a 'list' object");
    if (!no_kwargs(vm, "list", kwnames)) return false;
    if (argc > 2)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "list expected at most 1 argument, got %d",
                         argc - 1);
    NpList *l = NP_AS_LIST(argv[0]);
    l->n = 0;
    *out = np_none();
    if (argc == 1) return true;
    NpValue r;
    return call_builtin_method(vm, NP_TYPE_LIST, "extend", argc, argv, NULL, &r);
}

static bool dict_init(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    if (argc < 1 || !NP_IS_DICT(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "descriptor '__init__' requires a 'dict' object");
    int npos = argc - 1 - (kwnames ? (int)kwnames->n : 0);
    if (npos > 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "dict expected at most 1 argument, got %d", npos);
    *out = np_none();
    if (argc == 1) return true;
    NpValue r;
    return call_builtin_method(vm, NP_TYPE_DICT, "update", argc, argv, kwnames, &r);
}

static bool set_init(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    if (argc < 1 || !NP_IS_SET(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "descriptor '__init__' requires a 'set' object");
    if (!no_kwargs(vm, "set", kwnames)) return false;
    if (argc > 2)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "set expected at most 1 argument, got %d",
                         argc - 1);
    if (!np_set_clear(vm, NP_AS_SET(argv[0]))) return false;
    *out = np_none();
    if (argc == 1) return true;
    NpValue r;
    return call_builtin_method(vm, NP_TYPE_SET, "update", argc, argv, NULL, &r);
}

NpValue np_builtin_init(NpVM *vm, NpType *t) {
    NpNativeFn fn = t == vm->types[NP_TYPE_LIST]  ? list_init
                    : t == vm->types[NP_TYPE_DICT] ? dict_init
                    : t == vm->types[NP_TYPE_SET]  ? set_init
                                                   : NULL;
    if (!fn) return np_undef();
    NpNative *n = np_native_new(vm, "__init__", fn, t);
    if (!n) {
        np_exc_clear(vm);
        return np_undef();
    }
    n->hdr.flags = NP_NATIVE_METHOD;
    return np_obj(&n->hdr);
}

// Runs __init__ [init] on the new object [self] (rooted meanwhile) with the constructor's
// arguments; it must return None, as CPython's type.__call__ checks.
static bool run_init(NpVM *vm, NpValue init, NpValue self, int argc, NpValue *argv,
                     NpTuple *kwnames) {
    if (!np_push_root(vm, self)) return false;
    NpValue r;
    bool ok = np_call_with_self(vm, init, self, argc, argv, kwnames, &r);
    np_pop_roots(vm, 1);
    if (!ok) return false;
    if (!NP_IS_NONE(r))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "__init__() should return None, not '%s'",
                         np_type_name(vm, r));
    return true;
}

// The constructor of NP_TF_EXT_ATTRS classes (see the file comment).
static bool ext_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kwnames,
                          NpValue *out) {
    NpType *root = layout_root(t);
    bool is_mutable = (t->inst_kind == OBJ_LIST || t->inst_kind == OBJ_DICT ||
                       t->inst_kind == OBJ_SET) &&
                      !np_type_is_sub(t, vm->types[NP_TYPE_FROZENSET]);
    NpValue v, self;
    if (is_mutable) {
        NpObject *fresh = t->inst_kind == OBJ_LIST   ? &np_list_new(vm, 0)->hdr
                          : t->inst_kind == OBJ_DICT ? &np_dict_new(vm)->hdr
                                                     : &np_set_new(vm, false)->hdr;
        if (!fresh) return false;
        v = np_obj(fresh);
    } else if (!root->construct || !root->construct(vm, root, argc, argv, kwnames, &v)) {
        return root->construct ? false
                               : np_raisef(vm, NP_TYPE_TYPEERROR, "cannot create '%s' instances",
                                           root->name->data);
    }
    if (!np_push_root(vm, v)) return false;
    bool ok = ext_adopt(vm, t, v, &self);
    np_pop_roots(vm, 1);
    if (!ok) return false;
    NpValue init = np_type_lookup(t, vm->s_init);
    if (!NP_IS_KIND(init, OBJ_FUNCTION) && !NP_IS_KIND(init, OBJ_NATIVE)) {
        if (!is_mutable) {
            *out = self;
            return true;
        }
        NpType *b = t;
        while (b && b->builtin_id < 0) b = b->base;
        init = b ? np_builtin_init(vm, b) : np_undef();
        if (NP_IS_UNDEF(init)) return np_raisef(vm, NP_TYPE_TYPEERROR, "internal: no __init__");
    }
    if (!run_init(vm, init, self, argc, argv, kwnames)) return false;
    *out = self;
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

// Special methods that CPython would call but Nearly never does (attribute interception,
// allocation, finalization, class-creation hooks): a class defining one is refused with a
// clear TypeError instead of silently behaving differently. __getattribute__ is also one of
// the names the attribute rule never exposes (vm/np_attr.c). (The descriptor protocol,
// __get__/__set__/__delete__, and __set_name__ are supported: np_attr.c, run_set_name.)
static bool check_unsupported_hooks(NpVM *vm, NpDict *ns) {
    static const char *const hooks[] = {"__getattribute__", "__del__"};
    for (size_t k = 0; k < sizeof hooks / sizeof hooks[0]; k++) {
        NpStr *key = np_intern_cstr(vm, hooks[k]);
        if (!key) return false;
        if (!NP_IS_UNDEF(np_dict_get_str(ns, key)))
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "defining %s in a class is not supported in Nearly Python",
                             hooks[k]);
    }
    return true;
}

// Class-behaviour tables (NpType.meta): the one mechanism by which a stdlib module gives a
// class the class-level behaviour CPython gets from a metaclass (enum: iterating, len(),
// Color['RED'], Color(1); typing: Generic[T]). Finds method [name] of [t]'s table, if [t] has
// one; the caller calls it with the class itself as the first argument. Only the stdlib sets
// tables (nplib_set_meta), and no attribute leads to one, so it is no reflection pivot.
bool np_class_meta_find(NpVM *vm, NpType *t, const char *name, NpValue *fn) {
    if (!t->meta) return false;
    NpStr *key = np_intern_cstr(vm, name);
    if (!key) {
        np_exc_clear(vm); // Out of memory while interning: behave as if absent (np_attr.c does).
        return false;
    }
    *fn = np_type_lookup(t->meta, key);
    return !NP_IS_UNDEF(*fn);
}

// The constructor of a class whose behaviour table has __call__ (enum lookups by value): calls
// it with the class first. np_class_plain_construct is the ordinary construction.
static bool meta_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kwnames,
                           NpValue *out) {
    NpValue fn;
    if (!np_class_meta_find(vm, t, "__call__", &fn)) return np_class_plain_construct(vm, t, argc, argv, kwnames, out);
    return np_call_with_self(vm, fn, np_obj(&t->hdr), argc, argv, kwnames, out);
}

/* ---------------------------------------------------------------- __new__ */

static bool new_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kwnames,
                          NpValue *out);

// The `__new__` a user class along [t]'s MRO defines (a plain function, an implicit
// staticmethod, or the function of an explicit staticmethod), or UNDEF.
static NpValue user_new(NpVM *vm, NpType *t) {
    NpStr *key = np_intern_cstr(vm, "__new__");
    if (!key) {
        np_exc_clear(vm);
        return np_undef();
    }
    for (size_t k = 0; t->mro && k < t->mro->n; k++) {
        NpType *b = NP_AS_TYPE(t->mro->items[k]);
        if (!(b->tflags & NP_TF_USER) || !b->dict) continue;
        NpValue v = np_dict_get_str(b->dict, key);
        if (np_is_wrapper(vm, v, NP_TYPE_STATICMETHOD)) v = NP_AS_WRAPPER(v)->a;
        if (!NP_IS_UNDEF(v)) return v;
    }
    return np_undef();
}

// True for the layouts a class with __new__ may have: plain instances and the immutable
// builtin layouts (str, int, tuple, frozenset), whose `T.__new__(cls, ...)` np_new_native
// gives. Mutable containers and exceptions keep refusing the hook.
static bool new_layout_ok(NpVM *vm, NpType *t) {
    if (t->inst_kind == OBJ_INSTANCE) return true;
    if (t->inst_kind == OBJ_SET) return np_type_is_sub(t, vm->types[NP_TYPE_FROZENSET]);
    return t->inst_kind == OBJ_STR || t->inst_kind == OBJ_BIGINT || t->inst_kind == OBJ_TUPLE;
}

// Marks user class [t] NP_TF_NEW when a class along its MRO defines __new__, so that calling
// it runs new_construct; refuses the hook on layouts new_layout_ok does not allow.
static bool set_new_flag(NpVM *vm, NpType *t) {
    if (NP_IS_UNDEF(user_new(vm, t))) return true;
    if (!new_layout_ok(vm, t))
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "defining __new__ in a class is not supported in Nearly Python");
    t->tflags |= NP_TF_NEW;
    t->construct = new_construct;
    return true;
}

// CPython's type.__call__ for a class with __new__: obj = cls.__new__(cls, *args, **kw); when
// obj is an instance of cls, the __init__ its class defines runs on it with the same
// arguments (a builtin layout's own __init__ does nothing here).
static bool new_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kwnames,
                          NpValue *out) {
    NpValue fn = user_new(vm, t);
    if (NP_IS_UNDEF(fn)) return np_user_construct(vm, t, argc, argv, kwnames, out);
    NpValue *args = np_stack_push(vm, (size_t)argc + 1);
    if (!args) return false;
    args[0] = np_obj(&t->hdr);
    if (argc) memcpy(args + 1, argv, (size_t)argc * sizeof(NpValue));
    NpValue obj;
    bool ok = np_call(vm, fn, argc + 1, args, kwnames, &obj);
    np_stack_pop(vm, args);
    if (!ok) return false;
    NpType *ot = np_typeof(vm, obj);
    NpValue init = np_type_is_sub(ot, t) ? np_type_lookup(ot, vm->s_init) : np_undef();
    if (NP_IS_KIND(init, OBJ_FUNCTION) && !run_init(vm, init, obj, argc, argv, kwnames))
        return false;
    *out = obj;
    return true;
}

// True when class [t] was made by a stdlib module (its body, or C, recorded a `__module__`
// other than __main__: set_module), not by the script.
static bool stdlib_class(NpVM *vm, NpType *t) {
    NpStr *key = np_intern_cstr(vm, "__module__");
    if (!key) {
        np_exc_clear(vm);
        return true;
    }
    NpValue m = np_dict_get_str(t->dict, key);
    return NP_IS_STR(m) && strcmp(NP_AS_STR(m)->data, "__main__") != 0;
}

bool np_class_new_bare(NpVM *vm, NpType *t, NpValue *out) {
    NpValue fn = (t->tflags & NP_TF_NEW) ? user_new(vm, t) : np_undef();
    if (NP_IS_UNDEF(fn)) return np_instance_new(vm, t, out);
    NpValue cls = np_obj(&t->hdr);
    return np_call(vm, fn, 1, &cls, NULL, out);
}

// object.__new__(cls, *args): a bare instance of the script's class [cls] (plain instance
// layout and the ordinary constructor or __new__'s; never a stdlib class itself, as CPython
// refuses its C classes), with CPython's errors for extra arguments.
static bool object_new(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    if (argc < 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "object.__new__(): not enough arguments");
    if (!NP_IS_TYPE(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "object.__new__(X): X is not a type object (%s)",
                         np_type_name(vm, argv[0]));
    NpType *t = NP_AS_TYPE(argv[0]);
    if (!(t->tflags & NP_TF_USER) || t->inst_kind != OBJ_INSTANCE || stdlib_class(vm, t) ||
        (t->construct != np_user_construct && t->construct != new_construct &&
         t->construct != meta_construct))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "object.__new__(%s) is not safe, use %s.__new__()",
                         t->name->data, t->name->data);
    if (argc > 1 || (kwnames && kwnames->n)) {
        if (t->tflags & NP_TF_NEW)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "object.__new__() takes exactly one argument "
                             "(the type to instantiate)");
        if (!NP_IS_KIND(np_type_lookup(t, vm->s_init), OBJ_FUNCTION))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes no arguments", t->name->data);
    }
    return np_instance_new(vm, t, out);
}

// T.__new__(cls, *args) of an immutable builtin layout T (str, int, tuple, frozenset; the
// native's self): the value T's constructor (or that of cls's layout root, a namedtuple class)
// makes from args, moved into a new instance of user subclass cls.
static bool builtin_new(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    NpType *bt = NP_AS_TYPE(argv[0]);
    if (argc < 2)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s.__new__(): not enough arguments",
                         bt->name->data);
    if (!NP_IS_TYPE(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s.__new__(X): X is not a type object (%s)",
                         bt->name->data, np_type_name(vm, argv[1]));
    NpType *t = NP_AS_TYPE(argv[1]);
    if (t == bt) return bt->construct(vm, bt, argc - 2, argv + 2, kwnames, out);
    if (!np_type_is_sub(t, bt) || !(t->tflags & NP_TF_EXT_ATTRS) || !new_layout_ok(vm, t))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s.__new__(%s): %s is not a subtype of %s",
                         bt->name->data, t->name->data, t->name->data, bt->name->data);
    NpType *root = layout_root(t);
    NpValue v;
    if (!root->construct || !root->construct(vm, root, argc - 2, argv + 2, kwnames, &v))
        return root->construct ? false
                               : np_raisef(vm, NP_TYPE_TYPEERROR, "cannot create '%s' instances",
                                           root->name->data);
    if (!np_push_root(vm, v)) return false;
    bool ok = ext_adopt(vm, t, v, out);
    np_pop_roots(vm, 1);
    return ok;
}

NpValue np_new_native(NpVM *vm, NpType *t) {
    bool obj = t == vm->types[NP_TYPE_OBJECT];
    if (!obj && t != vm->types[NP_TYPE_STR] && t != vm->types[NP_TYPE_INT] &&
        t != vm->types[NP_TYPE_TUPLE] && t != vm->types[NP_TYPE_FROZENSET])
        return np_undef();
    NpNative *n = np_native_new(vm, "__new__", obj ? object_new : builtin_new, NULL);
    if (!n) {
        np_exc_clear(vm);
        return np_undef();
    }
    if (!obj) n->self = np_obj(&t->hdr);
    return np_obj(&n->hdr);
}


bool np_class_plain_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kwnames,
                              NpValue *out) {
    if (!(t->tflags & NP_TF_USER))
        return t->construct ? t->construct(vm, t, argc, argv, kwnames, out)
                            : np_raisef(vm, NP_TYPE_TYPEERROR, "cannot create instances");
    if (t->tflags & NP_TF_NEW) return new_construct(vm, t, argc, argv, kwnames, out);
    return (t->tflags & NP_TF_EXT_ATTRS) ? ext_construct(vm, t, argc, argv, kwnames, out)
                                         : np_user_construct(vm, t, argc, argv, kwnames, out);
}

// Gives the user class [t] its ordinary constructor back when its behaviour table's __call__
// would only construct (abc, for a class with no abstract methods: the table's __call__, a
// Python call with *args and **kwargs, cost ~18 000 instructions per construction). The plain
// constructor also lets CALL run __init__ as a frame of the calling loop. A subclass gets
// meta_construct again from inherit_meta before its table's _class_created_ runs.
void np_class_plain_call(NpType *t) {
    if (t->construct != meta_construct || !(t->tflags & NP_TF_USER)) return;
    t->construct = (t->tflags & NP_TF_NEW)         ? new_construct
                   : (t->tflags & NP_TF_EXT_ATTRS) ? ext_construct
                                                   : np_user_construct;
}

void np_class_set_meta(NpVM *vm, NpType *t, NpType *table) {
    NpValue fn;
    t->meta = table;
    table->tflags |= NP_TF_META_TABLE;
    if (np_class_meta_find(vm, t, "__call__", &fn)) t->construct = meta_construct;
}

// Checks the keyword arguments of a class statement (`class R(TypedDict, total=False)`)
// against the `_class_keywords_` tuple of [t]'s behaviour table, with CPython's errors: a class
// whose table names none reports what object.__init_subclass__ does; a table naming some
// reports an unknown one as its metaclass's __new__ does. Fills [names]/[vals] for the call.
static bool class_keywords(NpVM *vm, NpType *t, NpDict *kw, NpTuple **names, NpValue *vals) {
    NpValue allowed = np_undef();
    NpStr *key = np_intern_cstr(vm, "_class_keywords_");
    if (!key) return false;
    if (t->meta) allowed = np_type_lookup(t->meta, key);
    bool has = NP_IS_TUPLE(allowed) && NP_AS_TUPLE(allowed)->n > 0;
    if (!has)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s.__init_subclass__() takes no keyword arguments",
                         t->name->data);
    *names = np_tuple_new(vm, kw->n);
    if (!*names) return false;
    size_t pos = 0, n = 0;
    NpValue k, v;
    while (np_dict_next(kw, &pos, &k, &v)) {
        bool ok = false;
        for (size_t j = 0; j < NP_AS_TUPLE(allowed)->n; j++)
            {
            NpValue a = NP_AS_TUPLE(allowed)->items[j];
            if (NP_IS_STR(a) && NP_IS_STR(k) && np_str_eq(NP_AS_STR(a), NP_AS_STR(k))) ok = true;
        }
        if (!ok)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "%s.__new__() got an unexpected keyword argument '%s'",
                             t->meta->name->data, NP_AS_STR(k)->data);
        (*names)->items[n] = k;
        vals[n++] = v;
    }
    return true;
}

// CPython's __init_subclass__: after class [t] is made, the first `__init_subclass__` a user
// class along t's MRO after t defines (a plain function is an implicit classmethod) runs with
// t and the class statement's keyword arguments [kw]. True with *ran false when no base has
// one (object's does nothing; keywords then go to inherit_meta and its errors).
static bool run_init_subclass(NpVM *vm, NpType *t, NpDict *kw, bool *ran) {
    *ran = false;
    NpStr *key = np_intern_cstr(vm, "__init_subclass__");
    if (!key) return false;
    NpValue fn = np_undef();
    for (size_t k = 1; k < t->mro->n && NP_IS_UNDEF(fn); k++) {
        NpType *b = NP_AS_TYPE(t->mro->items[k]);
        if ((b->tflags & NP_TF_USER) && b->dict) fn = np_dict_get_str(b->dict, key);
    }
    if (np_is_wrapper(vm, fn, NP_TYPE_CLASSMETHOD)) fn = NP_AS_WRAPPER(fn)->a;
    if (!NP_IS_KIND(fn, OBJ_FUNCTION)) return true;
    *ran = true;
    size_t nkw = kw ? kw->n : 0;
    NpValue args[1 + NP_CLASS_MAX_KEYWORDS];
    NpTuple *names = nkw ? np_tuple_new(vm, nkw) : NULL;
    if (nkw && !names) return false;
    args[0] = np_obj(&t->hdr);
    size_t pos = 0, n = 0;
    NpValue k, v;
    while (kw && np_dict_next(kw, &pos, &k, &v)) {
        names->items[n] = k;
        args[1 + n++] = v;
    }
    // The keyword values stay reachable through [kw] (the class statement's register).
    if (!np_push_root(vm, args[0])) return false;
    if (names && !np_push_root(vm, np_obj(&names->hdr))) {
        np_pop_roots(vm, 1);
        return false;
    }
    NpValue r;
    bool ok = np_call(vm, fn, 1 + (int)n, args, names, &r);
    np_pop_roots(vm, names ? 2 : 1);
    return ok;
}

// Replaces the pending exception, raised by __set_name__ of [value] (stored as [key] in the
// body of class [t]), by CPython 3.11's RuntimeError with it as the cause and context. The
// run's own stops (budget, timeout, memory: NP_EXC_UNCATCHABLE) pass through unchanged.
static bool set_name_error(NpVM *vm, NpType *t, NpValue value, NpStr *key) {
    NpValue cause = vm->exc;
    if (!NP_IS_EXC(cause) || (NP_OBJ(cause)->flags & NP_EXC_UNCATCHABLE)) return false;
    if (!np_push_root(vm, cause)) return false;
    np_raisef(vm, NP_TYPE_RUNTIMEERROR, "Error calling __set_name__ on '%s' instance '%s' in '%s'",
              np_type_name(vm, value), key->data, t->name->data);
    np_pop_roots(vm, 1);
    if (NP_IS_EXC(vm->exc) && !(NP_OBJ(vm->exc)->flags & NP_EXC_UNCATCHABLE)) {
        NpException *e = NP_AS_EXC(vm->exc);
        e->cause = e->context = cause;
        e->suppress_context = true;
    }
    return false;
}

// CPython's type_new_set_names: after class [t] is made, every value of its namespace whose
// class defines __set_name__ (a user descriptor) gets __set_name__(t, key), in definition
// order. The pairs are copied first, as CPython copies the dict, so a hook that adds class
// attributes does not disturb the walk. Most classes hold no user instances and copy nothing.
static bool run_set_name(NpVM *vm, NpType *t) {
    size_t pos = 0, n = 0;
    NpValue k, v;
    while (np_dict_next(t->dict, &pos, &k, &v))
        if (NP_IS_STR(k) && NP_IS_OBJ(v) && (NP_OBJ(v)->type->tflags & NP_TF_USER)) n++;
    if (n == 0) return true;
    NpTuple *pairs = np_tuple_new(vm, 2 * n);
    if (!pairs) return false;
    size_t i = 0;
    pos = 0;
    while (i < 2 * n && np_dict_next(t->dict, &pos, &k, &v)) {
        if (!NP_IS_STR(k) || !NP_IS_OBJ(v) || !(NP_OBJ(v)->type->tflags & NP_TF_USER)) continue;
        pairs->items[i++] = k;
        pairs->items[i++] = v;
    }
    if (!np_push_root(vm, np_obj(&t->hdr))) return false;
    if (!np_push_root(vm, np_obj(&pairs->hdr))) {
        np_pop_roots(vm, 1);
        return false;
    }
    bool ok = true;
    for (size_t j = 0; ok && j < i; j += 2) {
        NpValue fn, r, args[3] = {pairs->items[j + 1], np_obj(&t->hdr), pairs->items[j]};
        if (!np_lookup_special(vm, args[0], "__set_name__", &fn)) continue;
        if (!np_call(vm, fn, 3, args, NULL, &r))
            ok = set_name_error(vm, t, args[0], NP_AS_STR(args[2]));
    }
    np_pop_roots(vm, 2);
    return ok;
}

// A new class inherits the first behaviour table along its MRO (unless a stdlib metaclass was
// named), and that table's _class_created_ then runs on it, with the class statement's keyword
// arguments [kw] (NULL when none); enum turns the class body's values into members there.
static bool inherit_meta(NpVM *vm, NpType *t, NpDict *kw) {
    for (size_t k = 1; k < t->mro->n && !t->meta; k++) t->meta = NP_AS_TYPE(t->mro->items[k])->meta;
    NpValue fn, r, self = np_obj(&t->hdr);
    NpTuple *names = NULL;
    NpValue vals[NP_CLASS_MAX_KEYWORDS];
    if (kw && kw->n > 0 && !class_keywords(vm, t, kw, &names, vals)) return false;
    if (np_class_meta_find(vm, t, "__call__", &fn)) t->construct = meta_construct;
    if (!np_class_meta_find(vm, t, "_class_created_", &fn)) return true;
    if (!np_push_root(vm, self)) return false;
    if (names && !np_push_root(vm, np_obj(&names->hdr))) return false;
    bool ok = np_call_with_self(vm, fn, self, names ? (int)names->n : 0, vals, names, &r);
    np_pop_roots(vm, names ? 2 : 1);
    return ok;
}

// Checks a stdlib metaclass named by `metaclass=` against the behaviour table [t] inherits:
// naming the inherited one is redundant (as in CPython), a different one is CPython's metaclass
// conflict, and without an inherited one only a table meant to stand alone (abc.ABCMeta, which
// sets _class_standalone_) may be named.
static bool check_metaclass(NpVM *vm, NpType *t, NpType *table) {
    NpType *inherited = NULL;
    for (size_t k = 1; k < t->mro->n && !inherited; k++) inherited = NP_AS_TYPE(t->mro->items[k])->meta;
    if (inherited && inherited != table)
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "metaclass conflict: the metaclass of a derived class must be a "
                         "(non-strict) subclass of the metaclasses of all its bases");
    NpStr *key = np_intern_cstr(vm, "_class_standalone_");
    if (!key) return false;
    if (!inherited && NP_IS_UNDEF(np_type_lookup(table, key))) {
        return np_raisef(vm, NP_TYPE_TYPEERROR, "metaclass=%s needs a base class of its kind in "
                         "Nearly Python", table->name->data);
    }
    return true;
}

// Takes `metaclass=` out of a class statement's keywords [kw]: `type` is CPython's default and
// ignored; a stdlib behaviour table standing for a metaclass (abc.ABCMeta, enum.EnumMeta) is
// stored in [table]; anything else is refused, since a script-defined metaclass could run code
// at points Nearly does not model.
static bool take_metaclass(NpVM *vm, NpDict *kw, NpType **table) {
    *table = NULL;
    NpStr *key = np_intern_cstr(vm, "metaclass");
    if (!key) return false;
    NpValue m = np_dict_get_str(kw, key), old;
    if (NP_IS_UNDEF(m)) return true;
    bool found;
    if (!np_dict_del(vm, kw, np_obj(&key->hdr), &old, &found)) return false;
    if (NP_IS_KIND(m, OBJ_TYPE) && NP_AS_TYPE(m) == vm->types[NP_TYPE_TYPE]) return true;
    if (NP_IS_KIND(m, OBJ_TYPE) && (NP_AS_TYPE(m)->tflags & NP_TF_META_TABLE)) {
        *table = NP_AS_TYPE(m);
        return true;
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR,
                     "metaclass= is not supported in Nearly Python (only type and the stdlib's "
                     "abc.ABCMeta and enum.EnumMeta)");
}

// Gives class [t] NP_TF_DESCR_GET when a class along its MRO defines __get__, and
// NP_TF_DESCR_SET when one defines __set__ or __delete__ (CPython fills tp_descr_get and
// tp_descr_set the same way), so an attribute lookup tells a descriptor from plain class data
// by one flag test of the value's type. These three cannot be assigned after the class is
// made, so the flags stay true.
static bool set_descr_flags(NpVM *vm, NpType *t) {
    NpStr *get = np_intern_cstr(vm, "__get__"), *set = np_intern_cstr(vm, "__set__");
    NpStr *del = np_intern_cstr(vm, "__delete__");
    if (!get || !set || !del) return false;
    for (size_t k = 0; k < t->mro->n; k++) {
        NpType *m = NP_AS_TYPE(t->mro->items[k]);
        if (!(m->tflags & NP_TF_USER) || !m->dict) continue;
        if (!NP_IS_UNDEF(np_dict_get_str(m->dict, get))) t->tflags |= NP_TF_DESCR_GET;
        if (!NP_IS_UNDEF(np_dict_get_str(m->dict, set)) ||
            !NP_IS_UNDEF(np_dict_get_str(m->dict, del)))
            t->tflags |= NP_TF_DESCR_SET;
    }
    return true;
}

// `__qualname__ = "X.C"` in a class body: the class's __qualname__ (a str, else CPython's
// TypeError), taken out of the namespace as CPython's type() does.
static bool body_qualname(NpVM *vm, NpDict *ns, NpStr **qualname) {
    NpStr *key = np_intern_cstr(vm, "__qualname__");
    if (!key) return false;
    NpValue v = np_dict_get_str(ns, key);
    if (NP_IS_UNDEF(v)) return true;
    if (!NP_IS_STR(v))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "type __qualname__ must be a str, not %s",
                         np_type_name(vm, v));
    *qualname = NP_AS_STR(v);
    bool found;
    NpValue old;
    return np_dict_del(vm, ns, np_obj(&key->hdr), &old, &found);
}

// Gives [t] the match-pattern kind (NpType.pattern) of the first class of its MRO after
// itself that has one, so a subclass of list, dict or collections.abc.Sequence matches as its
// base does.
static void inherit_pattern(NpType *t) {
    t->pattern = NP_PATTERN_NONE;
    for (size_t k = 1; k < t->mro->n && t->pattern == NP_PATTERN_NONE; k++)
        if (NP_IS_TYPE(t->mro->items[k])) t->pattern = NP_AS_TYPE(t->mro->items[k])->pattern;
}

bool np_class_set_bases(NpVM *vm, NpType *t, NpTuple *bases) {
    uint8_t inst_kind;
    NpType *solid;
    if (!check_bases(vm, bases, &inst_kind, &solid) || !np_type_cache_init(vm)) return false;
    t->base = solid;
    t->bases = bases;
    vm->class_epoch++;
    t->inst_kind = inst_kind;
    t->tflags = NP_TF_USER | NP_TF_BASETYPE | (inst_kind == OBJ_EXCEPTION ? NP_TF_EXCEPTION : 0) |
                (t->tflags & NP_TF_SHAPES);
    t->builtin_id = -1;
    t->construct = np_user_construct;
    if (ext_kind(inst_kind)) {
        t->tflags |= NP_TF_EXT_ATTRS;
        t->construct = ext_construct;
    }
    if (!c3_mro(vm, t, bases, &t->mro)) return false;
    inherit_pattern(t);
    return set_descr_flags(vm, t) && set_new_flag(vm, t);
}

bool np_class_check_hooks(NpVM *vm, NpDict *ns) { return check_unsupported_hooks(vm, ns); }

// np_class_make for a class whose instances may be shaped ([shaped]: NP_TF_SHAPES). Every user
// class is allocated as an NpClassType (its comparison memo; the layout only when shaped).
static NpType *class_make(NpVM *vm, NpStr *name, NpStr *qualname, NpTuple *bases, NpDict *dict,
                          bool shaped) {
    NpType *t = (NpType *)np_alloc_obj(vm, sizeof(NpClassType), OBJ_TYPE, vm->types[NP_TYPE_TYPE]);
    if (!t) return NULL;
    if (shaped) t->tflags = NP_TF_SHAPES;
    t->name = name;
    t->qualname = qualname ? qualname : name;
    t->dict = dict;
    t->dict->hdr.flags |= NP_DICT_CLASS;
    return np_class_set_bases(vm, t, bases) ? t : NULL;
}

NpType *np_class_make(NpVM *vm, NpStr *name, NpStr *qualname, NpTuple *bases, NpDict *dict) {
    return class_make(vm, name, qualname, bases, dict, false);
}

// Whether [b] is abc.ABC, whose behaviour table checks abstract methods when its subclasses
// are called and never touches their instances' attributes.
static bool is_abc_base(NpVM *vm, NpType *b) {
    if (!(b->tflags & NP_TF_USER) || !b->meta || strcmp(b->name->data, "ABC") != 0) return false;
    NpStr *key = np_intern_cstr(vm, "__module__");
    NpValue m = key ? np_dict_get_str(b->dict, key) : np_undef();
    if (!key) np_exc_clear(vm);
    return NP_IS_STR(m) && strcmp(NP_AS_STR(m)->data, "abc") == 0;
}

// Whether a class statement with [body], [bases] (of instance layout [inst_kind]) and no
// behaviour table of its own makes an NP_TF_SHAPES class: a class of __main__, fractions or
// datetime (other stdlib modules' natives read their classes' instance dicts directly) with plain
// instances whose every base is object, abc.ABC or shaped.
static bool shapes_eligible(NpVM *vm, NpValue body, NpTuple *bases, uint8_t inst_kind) {
    if (inst_kind != OBJ_INSTANCE || !NP_IS_KIND(body, OBJ_FUNCTION)) return false;
    NpDict *g = ((NpFunction *)NP_AS_OBJ(body))->globals;
    NpValue mod = g ? np_dict_get_str(g, vm->s_name) : np_undef();
    // (And fractions: Fraction is pure Nearly Python that no native reads the dict of; and
    // datetime, whose natives read shaped instances through their layouts' kind bits.)
    const char *m = NP_IS_STR(mod) ? NP_AS_STR(mod)->data : "";
    if (strcmp(m, "__main__") != 0 && strcmp(m, "fractions") != 0 && strcmp(m, "datetime") != 0)
        return false;
    for (size_t i = 0; i < bases->n; i++) {
        NpType *b = NP_AS_TYPE(bases->items[i]);
        if (b != vm->types[NP_TYPE_OBJECT] && !(b->tflags & NP_TF_SHAPES) && !is_abc_base(vm, b))
            return false;
    }
    return true;
}

// Adds slot name [n] of class [t] to [names]: a private `__x` is mangled as CPython does, and
// a name the class body also binds is refused ("'x' in __slots__ conflicts with class
// variable"). `__dict__` makes the instances take any attribute (*open); `__weakref__` is
// accepted and means nothing here.
static bool add_slot_name(NpVM *vm, NpType *t, NpValue n, NpSet *names, bool *open) {
    if (!NP_IS_STR(n))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "__slots__ items must be strings, not '%s'",
                         np_type_name(vm, n));
    NpStr *s = NP_AS_STR(n);
    if (strcmp(s->data, "__dict__") == 0) {
        *open = true;
        return true;
    }
    if (strcmp(s->data, "__weakref__") == 0) return true;
    if (s->len > 2 && s->data[0] == '_' && s->data[1] == '_' &&
        !(s->data[s->len - 1] == '_' && s->data[s->len - 2] == '_')) {
        const char *cls = t->name->data;
        while (*cls == '_') cls++;
        NpBuf b;
        np_buf_init(&b, vm);
        np_buf_appendf(&b, "_%s%s", cls, s->data);
        s = np_buf_finish(&b);
        if (!s) return false;
    }
    NpStr *key = np_intern(vm, s->data, s->len);
    if (!key) return false;
    if (!NP_IS_UNDEF(np_dict_get_str(t->dict, key)))
        return np_raisef(vm, NP_TYPE_VALUEERROR, "'%s' in __slots__ conflicts with class variable",
                         key->data);
    return np_set_add(vm, names, np_obj(&key->hdr));
}

// `__slots__` in a class body: when the class and every base but object and the builtin
// layouts declare slots (and none names `__dict__`), its instances take only the declared
// names (NP_TF_SLOTS); assigning another raises CPython's AttributeError (np_attr.c). The
// instances still keep their attributes in their dict (same speed, same layout).
static bool apply_slots(NpVM *vm, NpType *t) {
    NpStr *skey = np_intern_cstr(vm, "__slots__");
    if (!skey) return false;
    NpValue decl = np_dict_get_str(t->dict, skey);
    if (NP_IS_UNDEF(decl)) return true;
    NpSet *names = np_set_new(vm, false);
    if (!names) return false;
    bool open = false;
    if (NP_IS_STR(decl)) {
        if (!add_slot_name(vm, t, decl, names, &open)) return false;
    } else if (NP_IS_TUPLE(decl) || NP_IS_LIST(decl)) {
        const NpValue *items = NP_IS_TUPLE(decl) ? NP_AS_TUPLE(decl)->items : NP_AS_LIST(decl)->items;
        size_t n = NP_IS_TUPLE(decl) ? NP_AS_TUPLE(decl)->n : NP_AS_LIST(decl)->n;
        for (size_t k = 0; k < n; k++)
            if (!add_slot_name(vm, t, items[k], names, &open)) return false;
    } else {
        return np_raisef(vm, NP_TYPE_TYPEERROR, "__slots__ must be a str, tuple or list in "
                         "Nearly, not '%s'", np_type_name(vm, decl));
    }
    return open || np_class_restrict_slots(vm, t, names);
}

bool np_class_restrict_slots(NpVM *vm, NpType *t, NpSet *names) {
    NpStr *nkey = np_intern_cstr(vm, "__np_slots__");
    if (!nkey) return false;
    bool open = false;
    for (size_t k = 1; !open && t->mro && k < t->mro->n; k++) {
        NpType *b = NP_AS_TYPE(t->mro->items[k]);
        if (b == vm->types[NP_TYPE_OBJECT]) continue;
        if (!(b->tflags & NP_TF_USER)) {
            open = (b->tflags & NP_TF_EXCEPTION) != 0;  // BaseException instances have a dict
            continue;
        }
        if (!(b->tflags & NP_TF_SLOTS)) {
            open = true;  // a base without __slots__ gives its instances a __dict__
            continue;
        }
        NpValue bn = np_dict_get_str(b->dict, nkey);
        NpValue it, v;
        int r = 0;
        if (NP_IS_SET(bn)) {
            if (!np_iter(vm, bn, &it)) return false;
            while ((r = np_next(vm, it, &v)) > 0)
                if (!np_set_add(vm, names, v)) return false;
        }
        if (r < 0) return false;
    }
    if (open) return true;
    t->tflags |= NP_TF_SLOTS;
    return np_dict_set_str(vm, t->dict, nkey, np_obj(&names->hdr));
}

// A class made by a stdlib module's Python half (collections/abc.py) records that module's
// name as `__module__` when its body did not, as CPython's class bodies do, so its repr is
// <class 'collections.abc.Mapping'>. Classes of __main__ are left as they are (the repr's
// default is __main__).
static bool set_module(NpVM *vm, NpType *t, NpValue body) {
    if (!NP_IS_KIND(body, OBJ_FUNCTION)) return true;
    NpDict *g = ((NpFunction *)NP_AS_OBJ(body))->globals;
    NpValue mod = g ? np_dict_get_str(g, vm->s_name) : np_undef();
    if (!NP_IS_STR(mod) || strcmp(NP_AS_STR(mod)->data, "__main__") == 0) return true;
    NpStr *key = np_intern_cstr(vm, "__module__");
    if (!key) return false;
    if (!NP_IS_UNDEF(np_dict_get_str(t->dict, key))) return true;
    return np_dict_set_str(vm, t->dict, key, mod);
}

// PEP 560: a base of a class statement that is not a class but whose class defines
// __mro_entries__ (typing's C[int] of a user Generic class C) stands for the tuple of classes
// that method returns for the original bases [*bases], as in CPython. [*bases] is replaced by
// the resolved tuple (unchanged when every base is a class).
static bool resolve_mro_entries(NpVM *vm, NpTuple **bases) {
    NpTuple *orig = *bases;
    size_t k = 0;
    while (k < orig->n && NP_IS_TYPE(orig->items[k])) k++;
    if (k == orig->n) return true;
    NpList *l = np_list_new(vm, orig->n);
    if (!l || !np_push_root(vm, np_obj(&l->hdr))) return false;
    bool ok = true;
    for (size_t j = 0; ok && j < orig->n; j++) {
        NpValue b = orig->items[j], fn, r;
        if (NP_IS_TYPE(b) || !np_lookup_special(vm, b, "__mro_entries__", &fn)) {
            ok = np_list_append(vm, l, b);
            continue;
        }
        NpValue arg = np_obj(&orig->hdr);
        ok = np_call_with_self(vm, fn, b, 1, &arg, NULL, &r);
        if (ok && !NP_IS_TUPLE(r))
            ok = np_raisef(vm, NP_TYPE_TYPEERROR, "__mro_entries__ must return a tuple");
        for (size_t e = 0; ok && e < NP_AS_TUPLE(r)->n; e++)
            ok = np_list_append(vm, l, NP_AS_TUPLE(r)->items[e]);
    }
    if (ok) *bases = np_tuple_from(vm, l->items, l->n);
    np_pop_roots(vm, 1);
    return ok && *bases;
}

// A class whose body defines __eq__ but not __hash__ gets `__hash__ = None`, as CPython's
// type creation sets it: its instances are unhashable even when a base defines __hash__.
static bool eq_without_hash(NpVM *vm, NpType *t) {
    NpStr *eq = np_intern_cstr(vm, "__eq__"), *hash = np_intern_cstr(vm, "__hash__");
    if (!eq || !hash) return false;
    if (NP_IS_UNDEF(np_dict_get_str(t->dict, eq)) || !NP_IS_UNDEF(np_dict_get_str(t->dict, hash)))
        return true;
    return np_dict_set_str(vm, t->dict, hash, np_none());
}

// A class whose body starts with a docstring (NP_PROTO_DOC: its constant 0) gets it as
// `__doc__` in its dict, as CPython's class bodies do, unless the body assigned `__doc__`
// itself. (A class without one reads None: vm/np_attr.c doc_or_module.)
static bool set_doc(NpVM *vm, NpType *t, NpValue body) {
    if (!NP_IS_KIND(body, OBJ_FUNCTION)) return true;
    const NpProto *p = ((NpFunction *)NP_AS_OBJ(body))->proto;
    if (!(p->flags & NP_PROTO_DOC) || p->nconsts == 0) return true;
    NpStr *key = np_intern_cstr(vm, "__doc__");
    if (!key) return false;
    if (!NP_IS_UNDEF(np_dict_get_str(t->dict, key))) return true;
    return np_dict_set_str(vm, t->dict, key, p->consts[0]);
}

bool np_build_class(NpVM *vm, NpValue body, NpValue name, NpValue bases_v, NpValue kw_v,
                    NpValue *out) {
    if (!NP_IS_STR(name) || !NP_IS_TUPLE(bases_v) || !(NP_IS_NONE(kw_v) || NP_IS_DICT(kw_v)))
        return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "invalid bytecode: BUILDCLASS operands");
    NpDict *kw = NP_IS_DICT(kw_v) ? NP_AS_DICT(kw_v) : NULL;
    NpType *table = NULL;
    if (kw && kw->n > NP_CLASS_MAX_KEYWORDS)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "too many class keyword arguments");
    if (kw && !take_metaclass(vm, kw, &table)) return false;
    NpTuple *bases = NP_AS_TUPLE(bases_v);
    if (!resolve_mro_entries(vm, &bases)) return false;
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
    if (!check_unsupported_hooks(vm, NP_AS_DICT(ns))) return false;
    NpStr *qualname = NP_AS_STR(name);
    if (NP_IS_KIND(body, OBJ_FUNCTION)) {
        NpFunction *bf = (NpFunction *)NP_AS_OBJ(body);
        if (bf->qualname) qualname = bf->qualname;
    }
    if (!body_qualname(vm, NP_AS_DICT(ns), &qualname)) return false;
    bool shaped = !table && shapes_eligible(vm, body, bases, inst_kind);
    NpType *t = class_make(vm, NP_AS_STR(name), qualname, bases, NP_AS_DICT(ns), shaped);
    if (!t || !fill_class_cell(vm, t) || !apply_slots(vm, t) || !set_module(vm, t, body) ||
        !eq_without_hash(vm, t) || !set_doc(vm, t, body))
        return false;
    np_property_set_names(vm, t->dict);
    if (!run_set_name(vm, t)) return false;
    if (table && !check_metaclass(vm, t, table)) return false;
    if (table) t->meta = table;
    bool ran;
    if (!run_init_subclass(vm, t, kw, &ran) || !inherit_meta(vm, t, ran ? NULL : kw))
        return false;
    *out = np_obj(&t->hdr);
    return true;
}

bool np_class_from_namespace(NpVM *vm, NpStr *name, NpTuple *bases, NpDict *ns, NpValue *out) {
    return np_class_from_namespace_kw(vm, name, bases, ns, NULL, out);
}

bool np_class_from_namespace_kw(NpVM *vm, NpStr *name, NpTuple *bases, NpDict *ns, NpDict *kw,
                                NpValue *out) {
    if (kw && kw->n > NP_CLASS_MAX_KEYWORDS)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "too many class keyword arguments");
    if (bases->n == 0) {
        NpValue obj = np_obj(&vm->types[NP_TYPE_OBJECT]->hdr);
        bases = np_tuple_from(vm, &obj, 1);
        if (!bases) return false;
    }
    for (size_t k = 0; k < bases->n; k++)
        if (!NP_IS_TYPE(bases->items[k]))  // (what CPython's type() says for a non-class base)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "metaclass conflict: the metaclass of a "
                             "derived class must be a (non-strict) subclass of the metaclasses "
                             "of all its bases");
    uint8_t inst_kind;
    NpType *solid;
    if (!check_bases(vm, bases, &inst_kind, &solid)) return false;
    // The class gets its own dict with interned str keys, as a class body's namespace has.
    NpDict *dict = np_dict_new(vm);
    if (!dict) return false;
    NpStr *qualname = name;
    NpValue k, v;
    for (size_t pos = 0; np_dict_next(ns, &pos, &k, &v);) {
        if (!NP_IS_STR(k))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "type() argument 3 must have str keys, not %s",
                             np_type_name(vm, k));
        NpStr *key = np_intern(vm, NP_AS_STR(k)->data, NP_AS_STR(k)->len);
        if (!key) return false;
        if (strcmp(key->data, "__qualname__") == 0) {
            if (!NP_IS_STR(v))
                return np_raisef(vm, NP_TYPE_TYPEERROR, "type __qualname__ must be a str, not %s",
                                 np_type_name(vm, v));
            qualname = NP_AS_STR(v);
            continue;
        }
        if (!np_dict_set_str(vm, dict, key, v)) return false;
    }
    if (!check_unsupported_hooks(vm, dict)) return false;
    NpType *t = np_class_make(vm, name, qualname, bases, dict);
    if (!t || !apply_slots(vm, t) || !eq_without_hash(vm, t)) return false;
    np_property_set_names(vm, t->dict);
    bool ran;
    if (!run_init_subclass(vm, t, kw, &ran) || !inherit_meta(vm, t, ran ? NULL : kw))
        return false;
    *out = np_obj(&t->hdr);
    return true;
}

// How many words of an __init__'s code init_store_hint reads at most, and how many names it
// counts at most: a fixed bound on work done once per class, so nothing is charged for it.
#define INIT_HINT_WORDS 1024
#define INIT_HINT_NAMES 32

// Adds to [names] (holding [*n], at most INIT_HINT_NAMES) each distinct attribute name that
// Python function [fn]'s code stores on its first parameter (a SETATTR, or its quickened
// SETATTRSLOT, on register 0: `self.x = ...`), reading at most INIT_HINT_WORDS words.
static void init_store_names(NpValue fn, const NpStr **names, uint32_t *n) {
    if (!NP_IS_KIND(fn, OBJ_FUNCTION)) return;
    const NpProto *p = ((const NpFunction *)NP_AS_OBJ(fn))->proto;
    if (p->argcount < 1) return;
    uint32_t end = p->ncode < INIT_HINT_WORDS ? p->ncode : INIT_HINT_WORDS;
    for (uint32_t k = 0; k < end && *n < INIT_HINT_NAMES; k++) {
        uint32_t w = p->code[k];
        NpOpcode op = GET_OP(w);
        if ((op != OP_SETATTR && op != OP_SETATTRSLOT) || GET_A(w) != 0) continue;
        uint32_t c = (uint32_t)GET_C(w);
        if (c == NP_C_EXTENDED) {
            if (k + 1 >= p->ncode) break;
            c = (uint32_t)GET_Ax(p->code[k + 1]);
        }
        if (c >= p->nconsts || !NP_IS_STR(p->consts[c])) continue;
        const NpStr *name = NP_AS_STR(p->consts[c]);
        uint32_t j = 0;
        while (j < *n && names[j] != name) j++;
        if (j == *n) names[(*n)++] = name;
    }
}

// The room the first shaped instance of class [t] gets: the distinct names the __init__
// functions of its MRO store on self (init_store_names: an instance of a class whose
// __init__ sets more than 4 attributes would otherwise outgrow 4 values and take a dict for
// good, so a class's only instance, an interpreter's or simulation's state, never got the
// quickened slot instructions), and at least 4. Names a subclass's and a base's __init__ both
// store count twice; the next instances are sized by what instances really had.
static uint32_t init_store_hint(NpVM *vm, NpType *t) {
    const NpStr *names[INIT_HINT_NAMES];
    uint32_t n = 0;
    NpTuple *mro = t->mro;
    for (size_t k = 0; mro && k < mro->n; k++) {
        NpType *b = NP_AS_TYPE(mro->items[k]);
        if (b->dict && (b->tflags & NP_TF_USER))
            init_store_names(np_dict_get_str(b->dict, vm->s_init), names, &n);
    }
    return n > 4 ? n : 4;
}

// A new shaped instance of NP_TF_SHAPES class [t], with room for as many values as its
// instances have had after __init__ or grew to (init_store_hint before any was seen).
static bool shaped_instance_new(NpVM *vm, NpType *t, NpValue *out) {
    if (!t->inst_attrs) t->inst_attrs = (uint8_t)init_store_hint(vm, t);
    size_t cap = t->inst_attrs;
    if (cap > NP_LAYOUT_MAX) cap = NP_LAYOUT_MAX;
    NpInstance *o = (NpInstance *)np_alloc_obj_uninit(
        vm, sizeof(NpInstance) + cap * sizeof(NpValue), OBJ_INSTANCE, t);
    if (!o) return false;
    o->hdr.flags = NP_INST_SHAPED;
    o->dict = NULL;
    o->nvals = o->proof_nvals = 0;
    o->proof_epoch = vm->class_epoch;
    *out = np_obj(&o->hdr);
    return true;
}

int64_t np_inst_shape_find(const NpInstance *o, const NpStr *name) {
    const NpLayout *l = np_inst_layout(o);
    uint32_t n = o->nvals;
    bool interned = name->hdr.flags & NP_STR_INTERNED;
    if (!n || (interned && !(l->bloom & np_layout_bit(name)))) return -1;
    for (uint32_t i = 0; i < n; i++)
        if (l->keys[i] == name) return i;
    if (interned) return -1;  // equal interned strs are one object
    for (uint32_t i = 0; i < n; i++)
        if (l->keys[i]->len == name->len && memcmp(l->keys[i]->data, name->data, name->len) == 0)
            return i;
    return -1;
}

// Appends [name] to the layout of shaped class [c] (whose instance with as many values as the
// layout has names adds it): false with MemoryError when the layout cannot grow.
static bool layout_append(NpVM *vm, NpClassType *c, NpStr *name) {
    NpLayout *l = c->layout;
    uint32_t n = l ? l->n : 0, cap = l ? l->cap : 0;
    if (n == cap) {
        uint32_t ncap = cap ? cap * 2 : 8;
        l = np_items_resize(vm, l, l ? sizeof(NpLayout) + cap * sizeof(NpStr *) : 0,
                            sizeof(NpLayout) + ncap * sizeof(NpStr *));
        if (!l) return false;
        if (!cap) {
            // A new block (possibly recycled from the pool: not zeroed).
            l->bloom = 0;
            l->kind = l->kind_n = 0;
        }
        l->n = n;
        l->cap = ncap;
        c->layout = l;
    }
    l->keys[n] = name;
    l->bloom |= np_layout_bit(name);
    l->n = n + 1;
    return true;
}

int np_inst_shape_store(NpVM *vm, NpInstance *o, NpStr *name, NpValue v) {
    // Every path below that stores does so with no safe point after this (np_gc.h): the
    // layout's growth and the name's interning allocate, but allocation never collects.
    np_gc_barrier(vm, o);
    // The usual case first: the next name of the layout (layout names are distinct, so the
    // instance has no value of it yet).
    const NpLayout *nl = np_inst_layout(o);
    uint32_t next = o->nvals;
    if (nl && next < nl->n && nl->keys[next] == name && next < np_inst_capvals(o)) {
        np_inst_vals(o)[next] = v;
        o->nvals = next + 1;
        return (int)next + 1;
    }
    int64_t i = np_inst_shape_find(o, name);
    if (i >= 0) {
        np_inst_vals(o)[i] = v;
        return (int)i + 1;
    }
    NpClassType *c = (NpClassType *)o->hdr.type;
    uint32_t n = o->nvals;
    if (n >= np_inst_capvals(o)) {
        // Full: this instance takes a dict; later ones get room for one more value.
        if (c->t.inst_attrs <= n && n < NP_LAYOUT_MAX) c->t.inst_attrs = (uint8_t)(n + 1);
        return 0;
    }
    NpLayout *l = c->layout;
    if (l && n < l->n) {
        // Another instance went on from here: the same name keeps the shape, another does not.
        NpStr *k = l->keys[n];
        if (k != name && (k->len != name->len || memcmp(k->data, name->data, k->len) != 0))
            return 0;
    } else {
        if (n >= NP_LAYOUT_MAX || name->hdr.type != vm->types[NP_TYPE_STR]) return 0;
        NpStr *key = np_intern(vm, name->data, name->len);
        if (!key || !layout_append(vm, c, key)) return -1;
    }
    np_inst_vals(o)[n] = v;
    o->nvals = n + 1;
    return (int)n + 1;
}

NpDict *np_instance_attrs(NpVM *vm, NpInstance *o) {
    if (!(o->hdr.flags & NP_INST_SHAPED)) return o->dict;
    NpDict *d = np_dict_new(vm);
    if (!d) return NULL;
    const NpLayout *l = np_inst_layout(o);
    const NpValue *vals = np_inst_vals(o);
    for (uint32_t i = 0; i < o->nvals; i++)
        if (!np_dict_set_str(vm, d, l->keys[i], vals[i])) return NULL;
    // The proof carries over to the dict (its keys are the same names); else it stays broken.
    o->proof_version = o->proof_nvals == o->nvals ? d->version : UINT64_MAX;
    o->dict = d;
    np_gc_barrier(vm, o);
    o->hdr.flags &= (uint16_t)~NP_INST_SHAPED;
    return d;
}

NpValue np_inst_get(const NpInstance *o, const NpStr *name) {
    if (o->hdr.flags & NP_INST_SHAPED) {
        int64_t i = np_inst_shape_find(o, name);
        return i < 0 ? np_undef() : np_inst_vals((NpInstance *)o)[i];
    }
    return o->dict ? np_dict_get_str(o->dict, (NpStr *)name) : np_undef();
}

bool np_instance_new(NpVM *vm, NpType *t, NpValue *out) {
    if (t->tflags & NP_TF_SHAPES) return shaped_instance_new(vm, t, out);
    // Room for as many attributes as t's instances have had after __init__ or grew to (5, the
    // room of an 8-slot index, before any was seen), within the inline tables' limit.
    size_t cap = t->inst_attrs ? t->inst_attrs : 5;
    if (cap > NP_DICT_INLINE_MAX) cap = NP_DICT_INLINE_MAX;
    NpInstance *o = (NpInstance *)np_alloc_obj_uninit(
        vm, sizeof(NpInstance) + np_dict_inline_size(cap), OBJ_INSTANCE, t);
    if (!o) return false;
    NpDict *attrs = np_instance_dict(o);
    np_dict_init_inline(vm, attrs, cap);
    attrs->hdr.flags |= NP_DICT_EMBEDDED;
    o->hdr.flags = NP_INST_EMBEDDED;
    o->dict = attrs;
    o->proof_epoch = vm->class_epoch;
    o->proof_version = attrs->version;
    *out = np_obj(&o->hdr);
    return true;
}

// True when the native __init__ [init] of user class [t] may be called by native_init: an
// unbound method native of t or of a base of t, so a new instance of t passes the receiver
// test np_call's check_unbound_self would make.
static bool native_init_ok(const NpType *t, NpValue init) {
    if (!NP_IS_KIND(init, OBJ_NATIVE) || t->inst_kind != OBJ_INSTANCE) return false;
    const NpNative *n = (const NpNative *)NP_AS_OBJ(init);
    return NP_IS_UNDEF(n->self) && (n->hdr.flags & NP_NATIVE_METHOD) && n->owner &&
           np_type_is_sub((NpType *)t, n->owner);
}

// Runs the native __init__ [n] (native_init_ok: a dataclass's generated one, a stdlib
// class's) of the new instance [inst] with the [argc] arguments [argv] and sets *out to inst.
// The instance and the arguments are put on the register stack, which roots them, and the
// native runs on them there, as np_call_with_self and call_other would call it.
static bool native_init(NpVM *vm, NpNative *n, NpValue inst, int argc, NpValue *argv,
                        NpTuple *kwnames, NpValue *out) {
    NpValue *args = np_stack_push(vm, (size_t)argc + 1);
    if (!args) return false;
    args[0] = inst;
    for (int k = 0; k < argc; k++) args[k + 1] = argv[k];
    NpValue r;
    bool ok = n->fn(vm, argc + 1, args, kwnames, &r);
    np_stack_pop(vm, args);
    if (!ok) return false;
    if (!NP_IS_NONE(r))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "__init__() should return None, not '%s'",
                         np_type_name(vm, r));
    np_instance_learn(inst);
    *out = inst;
    return true;
}

bool np_user_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kwnames,
                       NpValue *out) {
    NpValue inst;
    int npos = argc - (kwnames ? (int)kwnames->n : 0);
    NpValue init = np_type_lookup(t, vm->s_init);
    if (t->inst_kind == OBJ_EXCEPTION) {
        // A subclass of OSError gets errno/strerror/filename as CPython's OSError.__init__ sets
        // them; one with its own __init__ starts with no args and gets them from its
        // super().__init__ call (np_descr.c exc_init), as CPython's OSError.__new__ leaves it.
        bool os = np_type_is_sub(t, vm->types[NP_TYPE_OSERROR]);
        bool own_init = os && NP_IS_KIND(init, OBJ_FUNCTION);
        NpTuple *args = np_tuple_from(vm, argv, own_init ? 0 : (size_t)npos);
        if (!args) return false;
        NpException *e = np_exc_new(vm, t, args);
        if (!e || (os && !np_oserror_init(vm, e, own_init ? 0 : npos, argv))) return false;
        inst = np_obj(&e->hdr);
    } else if (!np_instance_new(vm, t, &inst)) {
        return false;
    }
    if (native_init_ok(t, init))
        return native_init(vm, (NpNative *)NP_AS_OBJ(init), inst, argc, argv, kwnames, out);
    if (NP_IS_KIND(init, OBJ_FUNCTION) || NP_IS_KIND(init, OBJ_NATIVE)) {
        if (!np_push_root(vm, inst)) return false;
        NpValue r;
        bool ok = np_call_with_self(vm, init, inst, argc, argv, kwnames, &r);
        np_pop_roots(vm, 1);
        if (!ok) return false;
        if (!NP_IS_NONE(r))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "__init__() should return None, not '%s'",
                             np_type_name(vm, r));
        if (t->inst_kind == OBJ_INSTANCE) np_instance_learn(inst);
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

NpType *np_builtin_type_new(NpVM *vm, const char *name, const char *qualname, NpType *base,
                            uint8_t kind, uint16_t flags, size_t size) {
    NpType *t = (NpType *)np_alloc_obj(vm, size, OBJ_TYPE, vm->types[NP_TYPE_TYPE]);
    if (!t || !np_push_root(vm, np_obj(&t->hdr))) return NULL;
    t->name = np_intern_cstr(vm, name);
    t->qualname = t->name ? np_intern_cstr(vm, qualname) : NULL;
    t->base = base;
    t->bases = t->qualname ? np_tuple_new(vm, 1) : NULL;
    t->mro = t->bases ? np_tuple_new(vm, base->mro->n + 1) : NULL;
    t->dict = t->mro ? np_dict_new(vm) : NULL;
    np_pop_roots(vm, 1);
    if (!t->dict) return NULL;
    t->bases->items[0] = np_obj(&base->hdr);
    t->mro->items[0] = np_obj(&t->hdr);
    for (size_t i = 0; i < base->mro->n; i++) t->mro->items[i + 1] = base->mro->items[i];
    inherit_pattern(t);
    t->inst_kind = kind;
    t->tflags = (uint16_t)(NP_TF_BUILTIN | flags);
    t->builtin_id = -1;
    return t;
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
    if (!check_bases(vm, bases, &inst_kind, &solid) || !np_type_cache_init(vm)) return NULL;
    NpType *t = (NpType *)np_alloc_obj(vm, sizeof(NpClassType), OBJ_TYPE, vm->types[NP_TYPE_TYPE]);
    if (!t) return NULL;
    t->name = t->qualname = n;
    t->base = solid;
    t->bases = bases;
    t->dict = dict;
    dict->hdr.flags |= NP_DICT_CLASS;
    vm->class_epoch++;
    t->inst_kind = inst_kind;
    t->tflags = NP_TF_USER | NP_TF_BASETYPE | (inst_kind == OBJ_EXCEPTION ? NP_TF_EXCEPTION : 0);
    t->builtin_id = -1;
    t->construct = np_user_construct;
    if (!c3_mro(vm, t, bases, &t->mro)) return NULL;
    inherit_pattern(t);
    return t;
}
