/*
 * np_descr.c - staticmethod, classmethod, property and super (all NpWrapper objects), and the
 * default protocol methods that user classes inherit from object and BaseException.
 *
 * Nothing here decides which attribute is reachable: np_attr.c finds a value and asks this file
 * what reading, writing or deleting it means. Zero-argument super() reads the implicit
 * `__class__` cell of the calling frame, which the compiler gives every function that mentions
 * `super` inside a class body (compiler/np_symtable.c), and the frame's first argument.
 */
#include <string.h>

#include "np_descr.h"
#include "np_interp.h"

/* ---------------------------------------------------------------- wrapper objects */

bool np_is_wrapper(NpVM *vm, NpValue v, NpBuiltinTypeId id)
{
    return NP_IS_KIND(v, OBJ_WRAPPER) && NP_OBJ(v)->type == vm->types[id];
}

// A new wrapper of builtin type [id] holding [a] and [b] ([c] and [d] start as None).
static NpWrapper *wrapper_new(NpVM *vm, NpBuiltinTypeId id, NpValue a, NpValue b)
{
    NpWrapper *w = (NpWrapper *)np_alloc_obj(vm, sizeof(NpWrapper), OBJ_WRAPPER, vm->types[id]);
    if (!w)
        return NULL;
    w->a = a;
    w->b = b;
    w->c = np_none();
    w->d = np_none();
    return w;
}

// The one-argument constructor shared by staticmethod(f) and classmethod(f).
static bool one_func_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kwnames,
                               NpValue *out)
{
    const char *name = t->name->data;
    if (!np_args_nokw(vm, name, kwnames))
        return false;
    if (argc != 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s expected 1 argument, got %d", name, argc);
    NpWrapper *w = wrapper_new(vm, (NpBuiltinTypeId)t->builtin_id, argv[0], np_none());
    if (!w)
        return false;
    *out = np_obj(&w->hdr);
    return true;
}

/* ---------------------------------------------------------------- property */

// property(fget=None, fset=None, fdel=None, doc=None). The wrapper's [d] holds the name
// (np_property_set_names), or, when an explicit doc was given, the tuple (name or None, doc).
static bool property_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kwnames,
                               NpValue *out)
{
    static const char *const names[] = {"fget", "fset", "fdel", "doc"};
    NpValue a[4];
    if (!np_args_bind(vm, "property", argc, argv, kwnames, names, 4, 4, 0, a))
        return false;
    NpWrapper *w = wrapper_new(vm, NP_TYPE_PROPERTY, np_none(), np_none());
    if (!w)
        return false;
    w->a = NP_IS_UNDEF(a[0]) ? np_none() : a[0];
    w->b = NP_IS_UNDEF(a[1]) ? np_none() : a[1];
    w->c = NP_IS_UNDEF(a[2]) ? np_none() : a[2];
    if (!NP_IS_UNDEF(a[3]) && !NP_IS_NONE(a[3])) {
        NpValue pair[2] = {np_none(), a[3]};
        NpTuple *nd = np_tuple_from(vm, pair, 2);
        if (!nd)
            return false;
        w->d = np_obj(&nd->hdr);
    }
    *out = np_obj(&w->hdr);
    return true;
}

// prop.getter(f) / prop.setter(f) / prop.deleter(f): a copy with one accessor replaced.
static bool property_with(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, int slot,
                          const char *name, NpValue *out)
{
    if (!np_args_nokw(vm, name, kwnames) || !np_args_count(vm, name, argc - 1, 1, 1))
        return false;
    NpWrapper *src = NP_AS_WRAPPER(argv[0]);
    NpWrapper *w = wrapper_new(vm, NP_TYPE_PROPERTY, src->a, src->b);
    if (!w)
        return false;
    w->c = src->c;
    w->d = src->d;  // CPython's property_copy keeps the name (and an explicit doc)
    if (NP_IS_KIND(src->d, OBJ_TUPLE)) {  // its own (name, doc) pair: set_names writes into it
        NpTuple *nd = np_tuple_from(vm, NP_AS_TUPLE(src->d)->items, 2);
        if (!nd)
            return false;
        w->d = np_obj(&nd->hdr);
    }
    NpValue *dst[3] = {&w->a, &w->b, &w->c};
    *dst[slot] = argv[1];
    *out = np_obj(&w->hdr);
    return true;
}

static bool property_getter(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    return property_with(vm, argc, argv, kwnames, 0, "getter", out);
}

static bool property_setter(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    return property_with(vm, argc, argv, kwnames, 1, "setter", out);
}

static bool property_deleter(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    return property_with(vm, argc, argv, kwnames, 2, "deleter", out);
}

// The name a property reports in its errors: the one np_property_set_names gave it (CPython's
// prop_name, set by __set_name__ when a class body defines it), or NULL when it has none (made
// outside a class body: `C.x = property(f)`), kept in the wrapper's [d].
static const char *property_name(NpWrapper *w)
{
    NpValue n = NP_IS_KIND(w->d, OBJ_TUPLE) ? NP_AS_TUPLE(w->d)->items[0] : w->d;
    return NP_IS_STR(n) ? NP_AS_STR(n)->data : NULL;
}

void np_property_set_names(NpVM *vm, NpDict *ns)
{
    size_t pos = 0;
    NpValue k, v;
    while (np_dict_next(ns, &pos, &k, &v))
        if (NP_IS_STR(k) && np_is_wrapper(vm, v, NP_TYPE_PROPERTY)) {
            NpWrapper *w = NP_AS_WRAPPER(v);
            if (NP_IS_KIND(w->d, OBJ_TUPLE))
                NP_AS_TUPLE(w->d)->items[0] = k;
            else
                w->d = k;
        }
}

// Raises CPython's AttributeError for writing ([what] "setter") or deleting ("deleter") a
// property that has no such accessor on [obj].
static bool property_missing(NpVM *vm, NpWrapper *w, NpValue obj, const char *what)
{
    const char *pname = property_name(w);
    if (pname)
        return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "property '%s' of '%s' object has no %s",
                         pname, np_type_name(vm, obj), what);
    return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "property of '%s' object has no %s",
                     np_type_name(vm, obj), what);
}

// Calls [fn] with [argc] arguments, kept alive across the call; the callers do not read them
// afterwards, so np_call_handover may leave them in the callee's registers.
static bool call_rooted(NpVM *vm, NpValue fn, int argc, NpValue *argv, NpValue *out)
{
    return np_call_handover(vm, fn, argc, argv, out);
}

bool np_property_set(NpVM *vm, NpValue prop, NpValue obj, NpStr *name, NpValue value)
{
    NpWrapper *w = NP_AS_WRAPPER(prop);
    (void)name;
    if (NP_IS_NONE(w->b))
        return property_missing(vm, w, obj, "setter");
    NpValue args[2] = {obj, value}, r;
    return call_rooted(vm, w->b, 2, args, &r);
}

bool np_property_del(NpVM *vm, NpValue prop, NpValue obj, NpStr *name)
{
    NpWrapper *w = NP_AS_WRAPPER(prop);
    (void)name;
    if (NP_IS_NONE(w->c))
        return property_missing(vm, w, obj, "deleter");
    NpValue r;
    return call_rooted(vm, w->c, 1, &obj, &r);
}

/* ---------------------------------------------------------------- descriptor reads */

// Calls the user descriptor method [name] ("__get__", "__set__", "__delete__") of descriptor
// [d] with [d] and the [argc] - 1 further arguments of [argv] (argv[0] is overwritten by d).
// A class without that method (a data descriptor with __delete__ only, on a store) raises
// CPython's AttributeError, the method's name.
static bool user_descr_call(NpVM *vm, NpValue d, const char *name, int argc, NpValue *argv,
                            NpValue *out)
{
    NpValue fn;
    if (!np_lookup_special(vm, d, name, &fn))
        return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "%s", name);
    argv[0] = d;
    return call_rooted(vm, fn, argc, argv, out);
}

bool np_descr_user_set(NpVM *vm, NpValue d, NpValue obj, NpValue value)
{
    NpValue args[3] = {d, obj, value}, r;
    return user_descr_call(vm, d, "__set__", 3, args, &r);
}

bool np_descr_user_del(NpVM *vm, NpValue d, NpValue obj)
{
    NpValue args[2] = {d, obj}, r;
    return user_descr_call(vm, d, "__delete__", 2, args, &r);
}

bool np_descr_get(NpVM *vm, NpValue v, NpValue obj, NpType *t, NpValue *out)
{
    if (np_user_descr(v) & NP_TF_DESCR_GET) {
        NpValue args[3] = {v, NP_IS_UNDEF(obj) ? np_none() : obj, np_obj(&t->hdr)};
        return user_descr_call(vm, v, "__get__", 3, args, out);
    }
    if (NP_IS_KIND(v, OBJ_WRAPPER)) {
        NpType *wt = NP_OBJ(v)->type;
        NpWrapper *w = NP_AS_WRAPPER(v);
        if (wt == vm->types[NP_TYPE_STATICMETHOD]) {
            *out = w->a;
            return true;
        }
        if (wt == vm->types[NP_TYPE_CLASSMETHOD])
            return np_bind_method(vm, w->a, np_obj(&t->hdr), out);
        if (wt == vm->types[NP_TYPE_PROPERTY] && !NP_IS_UNDEF(obj)) {
            if (NP_IS_NONE(w->a))
                return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "unreadable attribute");
            return call_rooted(vm, w->a, 1, &obj, out);
        }
        *out = v;
        return true;
    }
    if (NP_IS_UNDEF(obj)) {
        *out = v;
        return true;
    }
    if (NP_IS_KIND(v, OBJ_FUNCTION))
        return np_bind_method(vm, v, obj, out);
    if (NP_IS_KIND(v, OBJ_NATIVE)) {
        NpNative *n = (NpNative *)NP_AS_OBJ(v);
        if (NP_IS_UNDEF(n->self) && (n->hdr.flags & NP_NATIVE_CLASSMETHOD))
            return np_bind_method(vm, v, np_obj(&t->hdr), out);
        if (NP_IS_UNDEF(n->self) && (n->hdr.flags & NP_NATIVE_METHOD) &&
            !(n->hdr.flags & NP_NATIVE_STATIC))
            return np_bind_method(vm, v, obj, out);
    }
    *out = v;
    return true;
}

/* ---------------------------------------------------------------- super */

// Finds the class of zero-argument super(): the `__class__` cell of the calling frame.
static bool frame_class_and_self(NpVM *vm, NpValue *cls, NpValue *self)
{
    if (vm->nframes == 0)
        return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "super(): no arguments");
    NpFrame *f = &vm->frames[vm->nframes - 1];
    NpProto *p = f->func->proto;
    if (p->argcount == 0)
        return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "super(): no arguments");
    *self = f->regs[0];
    for (uint16_t k = 0; k < p->ncells; k++) {
        // A first parameter captured by a closure lives in a cell.
        if (p->cellregs[k] == 0 && NP_IS_KIND(*self, OBJ_CELL))
            *self = ((NpCell *)NP_AS_OBJ(*self))->value;
    }
    if (NP_IS_UNDEF(*self))
        return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "super(): arg[0] deleted");
    for (uint16_t k = 0; k < p->nfree; k++) {
        uint8_t r = p->freedst[k];
        NpStr *n = p->regnames ? p->regnames[r] : NULL;
        if (n && strcmp(n->data, "__class__") == 0 && NP_IS_KIND(f->regs[r], OBJ_CELL)) {
            *cls = ((NpCell *)NP_AS_OBJ(f->regs[r]))->value;
            if (!NP_IS_TYPE(*cls))
                return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "super(): empty __class__ cell");
            return true;
        }
    }
    return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "super(): __class__ cell not found");
}

// super() and super(type, obj).
static bool super_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kwnames,
                            NpValue *out)
{
    if (!np_args_nokw(vm, "super", kwnames))
        return false;
    NpValue cls, obj;
    if (argc == 0) {
        if (!frame_class_and_self(vm, &cls, &obj))
            return false;
    } else if (argc == 2) {
        cls = argv[0];
        obj = argv[1];
        if (!NP_IS_TYPE(cls))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "super() argument 1 must be a type, not %s",
                             np_type_name(vm, cls));
    } else if (argc == 1) {
        return np_raisef(vm, NP_TYPE_TYPEERROR, "one-argument super() is not supported");
    } else {
        return np_raisef(vm, NP_TYPE_TYPEERROR, "super() expected at most 2 arguments, got %d",
                         argc);
    }
    NpType *c = NP_AS_TYPE(cls);
    bool ok = NP_IS_TYPE(obj) ? np_type_is_sub(NP_AS_TYPE(obj), c) : np_isinstance(vm, obj, c);
    if (!ok)
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "super(type, obj): obj must be an instance or subtype of type");
    NpWrapper *w = wrapper_new(vm, NP_TYPE_SUPER, cls, obj);
    if (!w)
        return false;
    *out = np_obj(&w->hdr);
    return true;
}

// True for names of the form __x__.
static bool is_dunder(const NpStr *name)
{
    return name->len >= 5 && name->data[0] == '_' && name->data[1] == '_' &&
           name->data[name->len - 1] == '_' && name->data[name->len - 2] == '_';
}

// Finds [name] in the MRO after super object [sup]'s class: *v is the raw class attribute (not
// yet bound), *obj the object super() was made for, *ot its type (or the class itself when
// super() was made on a class, *on_class). False with AttributeError when no class has it.
static bool super_lookup(NpVM *vm, NpValue sup, NpStr *name, NpValue *v, NpValue *obj,
                         NpType **ot, bool *on_class)
{
    NpWrapper *w = NP_AS_WRAPPER(sup);
    NpType *start = NP_AS_TYPE(w->a);
    *obj = w->b;
    *on_class = NP_IS_TYPE(*obj);
    *ot = *on_class ? NP_AS_TYPE(*obj) : np_typeof(vm, *obj);
    NpTuple *mro = (*ot)->mro;
    size_t k = 0;
    while (mro && k < mro->n && NP_AS_OBJ(mro->items[k]) != &start->hdr)
        k++;
    bool dunder = is_dunder(name);
    for (k++; mro && k < mro->n; k++) {
        NpType *m = NP_AS_TYPE(mro->items[k]);
        *v = np_undef();
        if (m->tflags & NP_TF_USER) {
            *v = np_dict_get_str(m->dict, name);
            // Dunder names only resolve to functions and descriptors a class defines, and to
            // the method natives a stdlib module put there (a dataclass's __init__ and
            // __eq__, decimal's operators): `super().__init__(...)` in a dataclass's subclass.
            if (dunder && !NP_IS_KIND(*v, OBJ_FUNCTION) && !NP_IS_KIND(*v, OBJ_WRAPPER) &&
                !(NP_IS_KIND(*v, OBJ_NATIVE) && NP_IS_UNDEF(((NpNative *)NP_AS_OBJ(*v))->self) &&
                  (NP_OBJ(*v)->flags & NP_NATIVE_METHOD)))
                *v = np_undef();

        } else if (dunder && strcmp(name->data, "__new__") == 0) {
            *v = np_new_native(vm, m);  // object.__new__, str.__new__ ... (np_class.c)
        } else if (dunder) {
            // A builtin exception type's own __init__ and __str__ (KeyError's str is its repr).
            bool exc_own = (strcmp(name->data, "__init__") == 0 ||
                            strcmp(name->data, "__str__") == 0) &&
                           np_type_is_sub(m, vm->types[NP_TYPE_BASEEXCEPTION]);
            if (m == vm->types[NP_TYPE_OBJECT] || m == vm->types[NP_TYPE_BASEEXCEPTION] || exc_own)
                *v = np_default_dunder(vm, m, name);
            else if (strcmp(name->data, "__init__") == 0)
                *v = np_builtin_init(vm, m);  // list/dict/set.__init__ of a subclass
            else
                *v = np_builtin_dunder(vm, m, name);  // super().__setitem__(k, v), ...
        } else if (name->data[0] != '_' && m->dict) {
            *v = np_dict_get_str(m->dict, name);
        }
        // __init_subclass__ is an implicit classmethod: a base's hook, or object's, is bound
        // to the class here (object's names the class in its error).
        if ((NP_IS_KIND(*v, OBJ_FUNCTION) || NP_IS_KIND(*v, OBJ_NATIVE)) &&
            strcmp(name->data, "__init_subclass__") == 0)
            return np_bind_method(vm, *v, *on_class ? *obj : np_obj(&(*ot)->hdr), v);
        if (!NP_IS_UNDEF(*v))
            return true;
    }
    return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "'super' object has no attribute '%s'",
                     name->data);
}

bool np_super_getattr(NpVM *vm, NpValue sup, NpStr *name, NpValue *out)
{
    NpValue v, obj;
    NpType *ot;
    bool on_class;
    if (!super_lookup(vm, sup, name, &v, &obj, &ot, &on_class))
        return false;
    if (on_class && !NP_IS_KIND(v, OBJ_WRAPPER) && !np_user_descr(v)) {
        *out = v;
        return true;
    }
    return np_descr_get(vm, v, on_class ? np_undef() : obj, ot, out);
}

bool np_super_getmethod(NpVM *vm, NpValue sup, NpStr *name, NpValue *func, NpValue *self)
{
    NpValue v, obj;
    NpType *ot;
    bool on_class;
    if (!super_lookup(vm, sup, name, &v, &obj, &ot, &on_class))
        return false;
    if (!on_class && NP_IS_KIND(v, OBJ_FUNCTION)) {
        *func = v;  // what np_descr_get would bind: call v with obj first, unbound
        *self = obj;
        return true;
    }
    *self = np_undef();
    if (on_class && !NP_IS_KIND(v, OBJ_WRAPPER) && !np_user_descr(v)) {
        *func = v;
        return true;
    }
    return np_descr_get(vm, v, on_class ? np_undef() : obj, ot, func);
}

/* ---------------------------------------------------------------- object's protocol methods */

// object.__init__(self): extra arguments are refused as CPython does when __init__ is not
// overridden.
static bool obj_init(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    if (argc > 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "object.__init__() takes exactly one argument (the instance to "
                         "initialize)");
    *out = np_none();
    return true;
}

// object.__eq__: identity, else NotImplemented.
static bool obj_eq(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    if (!np_args_count(vm, "__eq__", argc - 1, 1, 1))
        return false;
    *out = np_is(argv[0], argv[1]) ? np_bool(true) : np_obj(vm->not_implemented);
    return true;
}

// object.__ne__: the inverse of self.__eq__(other) unless that is NotImplemented.
static bool obj_ne(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    if (!np_args_count(vm, "__ne__", argc - 1, 1, 1))
        return false;
    NpValue fn, r;
    if (np_lookup_special(vm, argv[0], "__eq__", &fn) && !NP_IS_NONE(fn)) {
        if (!call_rooted(vm, fn, 2, argv, &r))
            return false;
    } else {
        r = np_is(argv[0], argv[1]) ? np_bool(true) : np_obj(vm->not_implemented);
    }
    if (NP_IS_OBJ(r) && NP_OBJ(r) == vm->not_implemented) {
        *out = r;
        return true;
    }
    bool t;
    if (!np_truthy(vm, r, &t))
        return false;
    *out = np_bool(!t);
    return true;
}

// object.__lt__ and the other orderings: NotImplemented.
static bool obj_notimpl(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    *out = np_obj(vm->not_implemented);
    return true;
}

// object.__hash__: CPython's pointer hash (the address rotated right by 4 bits).
static bool obj_hash(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    if (!np_args_count(vm, "__hash__", argc - 1, 0, 0))
        return false;
    uint64_t p = NP_IS_OBJ(argv[0]) ? (uint64_t)(uintptr_t)NP_AS_OBJ(argv[0]) : 0;
    int64_t h = (int64_t)((p >> 4) | (p << 60));
    *out = np_int(h == -1 ? -2 : h);
    return true;
}

static bool obj_repr(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    if (argc != 1)  // a slot wrapper's wording
        return np_raisef(vm, NP_TYPE_TYPEERROR, "expected 0 arguments, got %d", argc - 1);
    NpStr *s = NP_IS_EXC(argv[0]) ? NULL : np_repr_default(vm, argv[0]);
    if (NP_IS_EXC(argv[0])) {
        // BaseException.__repr__ ignores a user __repr__ but not the args' reprs.
        NpException *e = NP_AS_EXC(argv[0]);
        NpBuf b;
        np_buf_init(&b, vm);
        np_buf_append_str(&b, e->hdr.type->name);
        NpStr *inner = e->args->n == 1 ? np_repr(vm, e->args->items[0])
                                       : np_repr(vm, np_obj(&e->args->hdr));
        if (!inner) {
            np_buf_free(&b);
            return false;
        }
        if (e->args->n == 1)
            np_buf_appendc(&b, "(");
        np_buf_append_str(&b, inner);
        if (e->args->n == 1)
            np_buf_appendc(&b, ")");
        s = np_buf_finish(&b);
    }
    if (!s)
        return false;
    *out = np_obj(&s->hdr);
    return true;
}

// object.__str__: repr(self) (which uses a user __repr__); BaseException.__str__ for exceptions.
static bool obj_str(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    if (argc != 1)  // a slot wrapper's wording
        return np_raisef(vm, NP_TYPE_TYPEERROR, "expected 0 arguments, got %d", argc - 1);
    NpStr *s = NP_IS_EXC(argv[0]) ? np_exc_str_base(vm, argv[0]) : np_repr(vm, argv[0]);
    if (!s)
        return false;
    *out = np_obj(&s->hdr);
    return true;
}

// object.__format__(self, spec): str(self) for an empty spec, else TypeError.
static bool obj_format(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    if (!np_args_count(vm, "__format__", argc - 1, 1, 1))
        return false;
    if (!NP_IS_STR(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "__format__() argument must be str, not %s",
                         np_type_name(vm, argv[1]));
    if (NP_AS_STR(argv[1])->len > 0)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "unsupported format string passed to %s.__format__",
                         np_type_name(vm, argv[0]));
    NpStr *s = np_to_str(vm, argv[0]);
    if (!s)
        return false;
    *out = np_obj(&s->hdr);
    return true;
}

// object.__setattr__(self, name, value) and object.__delattr__(self, name): the plain
// attribute write, bypassing nothing np_attr.c enforces (used by frozen-class idioms).
static bool obj_setattr(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    if (!np_args_count(vm, "__setattr__", argc - 1, 2, 2))
        return false;
    if (!NP_IS_STR(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "attribute name must be string, not '%s'",
                         np_type_name(vm, argv[1]));
    NpStr *n = np_intern(vm, NP_AS_STR(argv[1])->data, NP_AS_STR(argv[1])->len);
    if (!n || !np_setattr_plain(vm, argv[0], n, argv[2]))
        return false;
    *out = np_none();
    return true;
}

static bool obj_delattr(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    if (!np_args_count(vm, "__delattr__", argc - 1, 1, 1))
        return false;
    if (!NP_IS_STR(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "attribute name must be string, not '%s'",
                         np_type_name(vm, argv[1]));
    NpStr *n = np_intern(vm, NP_AS_STR(argv[1])->data, NP_AS_STR(argv[1])->len);
    if (!n || !np_delattr_plain(vm, argv[0], n))
        return false;
    *out = np_none();
    return true;
}

// BaseException.__init__(self, *args): sets e.args.
static bool exc_init(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    if (kwnames && kwnames->n)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes no keyword arguments",
                         np_type_name(vm, argv[0]));
    if (!NP_IS_EXC(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "descriptor '__init__' requires a "
                         "'BaseException' object but received a '%s'", np_type_name(vm, argv[0]));
    NpTuple *args = np_tuple_from(vm, argv + 1, (size_t)(argc - 1));
    if (!args)
        return false;
    NP_AS_EXC(argv[0])->args = args;
    *out = np_none();
    // super().__init__(...) of an OSError subclass reaches OSError.__init__: its fields too.
    if (np_isinstance(vm, argv[0], vm->types[NP_TYPE_OSERROR]))
        return np_oserror_init(vm, NP_AS_EXC(argv[0]), argc - 1, argv + 1);
    return true;
}

// object.__init_subclass__(cls): does nothing, and takes no keyword arguments (reached only by
// `super().__init_subclass__(**kw)` in a class's own hook, bound to the class by super_lookup;
// np_class.c run_init_subclass runs the hooks).
static bool obj_init_subclass(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    const char *cls = argc > 0 && NP_IS_TYPE(argv[0]) ? NP_AS_TYPE(argv[0])->name->data : "object";
    if (kwnames && kwnames->n)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s.__init_subclass__() takes no keyword arguments",
                         cls);
    if (argc > 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "%s.__init_subclass__() takes no arguments (%d given)", cls, argc - 1);
    *out = np_none();
    return true;
}

// BaseException.__str__(self): the args alone (np_exc_str_plain), as `Exception.__str__(e)`
// reaches it for a KeyError too.
static bool exc_str_plain(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    (void)kwnames;
    if (argc != 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "expected 0 arguments, got %d", argc - 1);
    NpStr *s = np_exc_str_plain(vm, argv[0]);
    if (!s)
        return false;
    *out = np_obj(&s->hdr);
    return true;
}

// True for the builtin exception types that define their own __str__ in CPython (the rest
// inherit BaseException's).
static bool exc_own_str(NpVM *vm, NpType *m)
{
    static const NpBuiltinTypeId own[] = {
        NP_TYPE_BASEEXCEPTION, NP_TYPE_KEYERROR,       NP_TYPE_OSERROR,
        NP_TYPE_SYNTAXERROR,   NP_TYPE_IMPORTERROR,    NP_TYPE_NAMEERROR,
        NP_TYPE_ATTRIBUTEERROR, NP_TYPE_UNICODEDECODEERROR, NP_TYPE_UNICODEENCODEERROR,
    };
    for (size_t i = 0; i < sizeof own / sizeof own[0]; i++)
        if (m == vm->types[own[i]])
            return true;
    return false;
}

// The builtin exception type whose own __init__ ([fn] exc_init: every builtin exception type
// has one in CPython) or __str__ (obj_str: exc_own_str) a lookup on exception class [t] finds:
// the first such type in its MRO, which names the method in a wrong receiver's TypeError
// (`Exception.__init__(5)`: "requires a 'Exception' object").
static NpType *exc_dunder_owner(NpVM *vm, NpType *t, NpNativeFn fn)
{
    for (size_t k = 0; t->mro && k < t->mro->n; k++) {
        NpType *m = NP_AS_TYPE(t->mro->items[k]);
        if ((m->tflags & NP_TF_USER) || !np_type_is_sub(m, vm->types[NP_TYPE_BASEEXCEPTION]))
            continue;
        if (fn == exc_init || exc_own_str(vm, m))
            return m;
    }
    return vm->types[NP_TYPE_BASEEXCEPTION];
}

// The closed list of protocol methods user classes inherit from object.
static const NpMethodDef object_dunders[] = {
    {"__init__", obj_init, NP_NATIVE_METHOD},     {"__eq__", obj_eq, NP_NATIVE_METHOD},
    {"__ne__", obj_ne, NP_NATIVE_METHOD},         {"__lt__", obj_notimpl, NP_NATIVE_METHOD},
    {"__le__", obj_notimpl, NP_NATIVE_METHOD},    {"__gt__", obj_notimpl, NP_NATIVE_METHOD},
    {"__ge__", obj_notimpl, NP_NATIVE_METHOD},    {"__hash__", obj_hash, NP_NATIVE_METHOD},
    {"__repr__", obj_repr, NP_NATIVE_METHOD},     {"__str__", obj_str, NP_NATIVE_METHOD},
    {"__format__", obj_format, NP_NATIVE_METHOD}, {"__setattr__", obj_setattr, NP_NATIVE_METHOD},
    {"__delattr__", obj_delattr, NP_NATIVE_METHOD}, {"__init_subclass__", obj_init_subclass, 0},
    {NULL, NULL, 0},
};

NpValue np_default_dunder(NpVM *vm, NpType *t, NpStr *name)
{
    bool exc = np_type_is_sub(t, vm->types[NP_TYPE_BASEEXCEPTION]);
    // A subclass of list, dict or set inherits that type's __init__ (not object's).
    if (strcmp(name->data, "__init__") == 0 && (t->tflags & NP_TF_EXT_ATTRS) && t->mro) {
        for (size_t k = 0; k < t->mro->n; k++) {
            NpValue b = np_builtin_init(vm, NP_AS_TYPE(t->mro->items[k]));
            if (!NP_IS_UNDEF(b))
                return b;
        }
    }
    for (const NpMethodDef *d = object_dunders; d->name; d++) {
        if (strcmp(d->name, name->data) != 0)
            continue;
        NpNativeFn fn = d->fn;
        NpType *owner = vm->types[NP_TYPE_OBJECT];
        if (exc && fn == obj_init) {
            fn = exc_init;
            owner = exc_dunder_owner(vm, t, fn);
        }
        if (exc && fn == obj_repr)
            owner = vm->types[NP_TYPE_BASEEXCEPTION];
        if (exc && fn == obj_str) {
            owner = exc_dunder_owner(vm, t, fn);
            if (owner == vm->types[NP_TYPE_BASEEXCEPTION])
                fn = exc_str_plain;
        }
        NpNative *n = np_native_new(vm, d->name, fn, owner);
        if (!n) {
            np_exc_clear(vm);
            return np_undef();
        }
        n->hdr.flags = d->flags;
        return np_obj(&n->hdr);
    }
    return np_undef();
}

// The read-only attributes prop.fget / prop.fset / prop.fdel (NP_NATIVE_GETTER, called with
// argv = {prop}): the accessors, None where there is none.
static bool property_fget(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    (void)vm, (void)argc, (void)kwnames;
    *out = NP_AS_WRAPPER(argv[0])->a;
    return true;
}

static bool property_fset(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    (void)vm, (void)argc, (void)kwnames;
    *out = NP_AS_WRAPPER(argv[0])->b;
    return true;
}

static bool property_fdel(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    (void)vm, (void)argc, (void)kwnames;
    *out = NP_AS_WRAPPER(argv[0])->c;
    return true;
}

bool np_property_doc(NpVM *vm, NpValue prop, NpValue *out)
{
    NpWrapper *w = NP_AS_WRAPPER(prop);
    *out = np_none();
    if (NP_IS_KIND(w->d, OBJ_TUPLE)) {
        *out = NP_AS_TUPLE(w->d)->items[1];
        return true;
    }
    if (NP_IS_NONE(w->a))
        return true;
    NpStr *name = np_intern_cstr(vm, "__doc__");
    if (!name)
        return false;
    if (np_getattr(vm, w->a, name, out))
        return true;
    if (!np_exc_matches(vm, vm->types[NP_TYPE_ATTRIBUTEERROR]))
        return false;
    np_exc_clear(vm);  // a getter without a __doc__: None, as in CPython
    *out = np_none();
    return true;
}

/* ---------------------------------------------------------------- registration */

const NpMethodDef np_property_methods[] = {
    {"getter", property_getter, NP_NATIVE_METHOD},
    {"setter", property_setter, NP_NATIVE_METHOD},
    {"deleter", property_deleter, NP_NATIVE_METHOD},
    {"fget", property_fget, NP_NATIVE_GETTER},
    {"fset", property_fset, NP_NATIVE_GETTER},
    {"fdel", property_fdel, NP_NATIVE_GETTER},
    {NULL, NULL, 0},
};

bool np_descr_init(NpVM *vm)
{
    vm->types[NP_TYPE_STATICMETHOD]->construct = one_func_construct;
    vm->types[NP_TYPE_CLASSMETHOD]->construct = one_func_construct;
    vm->types[NP_TYPE_PROPERTY]->construct = property_construct;
    vm->types[NP_TYPE_SUPER]->construct = super_construct;
    static const NpBuiltinTypeId pub[] = {NP_TYPE_STATICMETHOD, NP_TYPE_CLASSMETHOD,
                                          NP_TYPE_PROPERTY, NP_TYPE_SUPER};
    for (size_t i = 0; i < sizeof pub / sizeof pub[0]; i++) {
        NpType *t = vm->types[pub[i]];
        if (!np_dict_set_str(vm, vm->builtins, t->name, np_obj(&t->hdr)))
            return false;
    }
    np_type_defer_methods(vm->types[NP_TYPE_PROPERTY]);
    return true;
}
