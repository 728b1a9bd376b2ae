/*
 * np_lib_dataclasses.c - the dataclasses module: @dataclass (init, repr, eq, order, frozen,
 * unsafe_hash), field(default=, default_factory=, init=, repr=, compare=), fields, asdict,
 * astuple, replace, is_dataclass, make_dataclass and FrozenInstanceError.
 *
 * Fields come from the class body's annotated names, which the compiler records in order
 * under the hidden `__np_annotated__` entry (annotations are never evaluated). The decorator
 * stores the resolved fields (a tuple of dataclasses.Field wrappers, inherited ones first) under
 * `__np_dc_fields__` and installs generic native methods that read that tuple from the
 * instance's class: no code is generated. Scripts cannot see the hidden entries (np_attr.c never
 * exposes dunder entries that are not functions).
 */
#include <string.h>

#include "np_descr.h"
#include "np_interp.h"
#include "np_runtime.h"
#include "np_strbuild.h"

// Field.c flag bits.
#define FIELD_INIT 0x1
#define FIELD_REPR 0x2
#define FIELD_COMPARE 0x4
// An InitVar pseudo-field: an __init__ parameter passed on to __post_init__, never an attribute,
// and left out of fields(), repr, comparisons, asdict and astuple.
#define FIELD_INITVAR 0x8
// A keyword-only field (field(kw_only=True), or every field of dataclass(kw_only=True)): never
// bound positionally and exempt from the default-order rule.
#define FIELD_KWONLY 0x10
// NP_FIELD_FACTORY (vm/np_object.h, 0x20): slot a holds the default_factory, not the default.
// field(hash=...) given and not None (FIELD_HASH_SET), and then its truth (FIELD_HASH_ON): a
// field is in the generated __hash__ when hash is true, or when it is None and compare is true.
#define FIELD_HASH_SET 0x40
#define FIELD_HASH_ON 0x80
// field(kw_only=) was given (True or False): dataclass(kw_only=True) and `_: KW_ONLY` then
// leave the field's FIELD_KWONLY bit as it is.
#define FIELD_KWONLY_SET 0x100
// The field() flags a saved dataclass keeps (np_dc_field_info, np_dc_rebuild).
#define SAVED_FLAGS (FIELD_INIT | FIELD_REPR | FIELD_COMPARE | FIELD_KWONLY | FIELD_HASH_SET | \
                     FIELD_HASH_ON | FIELD_KWONLY_SET)

// Decorator parameter bits (stored as an int under `__np_dc_params__`).
#define DC_INIT 0x1
#define DC_REPR 0x2
#define DC_EQ 0x4
#define DC_ORDER 0x8
#define DC_FROZEN 0x10
#define DC_UNSAFE_HASH 0x20
#define DC_KW_ONLY 0x40
#define DC_SLOTS 0x80

// hdr.flags bit of an instance (OBJ_INSTANCE, whose flags are otherwise unused) while the
// generated __repr__ runs on it, so a repr that reaches the same object again prints "...".
#define DC_IN_REPR 0x8000

/* ---------------------------------------------------------------- hidden class entries */

// The value of the hidden class entry [name] found on [t]'s MRO, or UNDEF.
static NpValue hidden(NpVM *vm, NpType *t, const char *name)
{
    NpStr *key = np_intern_cstr(vm, name);
    if (!key) {
        np_exc_clear(vm);
        return np_undef();
    }
    return np_type_lookup(t, key);
}

static bool set_hidden(NpVM *vm, NpType *t, const char *name, NpValue v)
{
    NpStr *key = np_intern_cstr(vm, name);
    return key && np_dict_set_str(vm, t->dict, key, v);
}

// The fields tuple of dataclass instance or class [v]; NULL when it is not a dataclass.
static NpTuple *fields_of(NpVM *vm, NpValue v)
{
    NpType *t = NP_IS_TYPE(v) ? NP_AS_TYPE(v) : np_typeof(vm, v);
    if (!(t->tflags & NP_TF_USER))
        return NULL;
    NpValue f = np_type_lookup(t, vm->s_dc_fields);
    return NP_IS_TUPLE(f) ? NP_AS_TUPLE(f) : NULL;
}

static NpWrapper *field_at(NpTuple *fields, size_t i)
{
    return NP_AS_WRAPPER(fields->items[i]);
}

static int field_flags(NpWrapper *f)
{
    return (int)f->c.u.i;
}

// A Field's default and default_factory (UNDEF when absent): they share slot a, told apart by
// NP_FIELD_FACTORY, since at most one is set; slot b keeps field(metadata=) (with the type,
// once decorated: field_set_type).
static NpValue field_default(NpWrapper *f)
{
    return (field_flags(f) & NP_FIELD_FACTORY) ? np_undef() : f->a;
}

static NpValue field_factory(NpWrapper *f)
{
    return (field_flags(f) & NP_FIELD_FACTORY) ? f->a : np_undef();
}

// A Field's metadata dict, or UNDEF (slot b: the dict, or the pair field_set_type made).
static NpValue field_metadata(NpWrapper *f)
{
    if (NP_IS_TUPLE(f->b) && NP_AS_TUPLE(f->b)->n == 2)
        return NP_IS_DICT(NP_AS_TUPLE(f->b)->items[0]) ? NP_AS_TUPLE(f->b)->items[0] : np_undef();
    return NP_IS_DICT(f->b) ? f->b : np_undef();
}

/* ---------------------------------------------------------------- field() */

// A new Field with default [def] or factory [fac] (UNDEF when absent; not both) and
// metadata [meta] (UNDEF or None when absent).
static NpWrapper *field_new(NpVM *vm, NpValue def, NpValue fac, NpValue meta, int flags)
{
    NpWrapper *w = (NpWrapper *)np_alloc_obj(vm, sizeof(NpWrapper), OBJ_WRAPPER,
                                             vm->types[NP_TYPE_FIELD]);
    if (!w)
        return NULL;
    flags &= ~NP_FIELD_FACTORY;
    w->a = NP_IS_UNDEF(fac) ? def : fac;
    w->b = meta;
    w->c = np_int(flags | (NP_IS_UNDEF(fac) ? 0 : NP_FIELD_FACTORY));
    w->d = np_none();
    return w;
}

// field(*, default, default_factory, init=True, repr=True, compare=True).
static bool dc_field(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    static const char *const names[] = {"default", "default_factory", "init", "repr",
                                        "compare", "hash", "metadata", "kw_only"};
    NpValue a[8];
    if (!np_args_bind(vm, "field", argc, argv, kwnames, names, 8, 0, 0, a))
        return false;
    if (!NP_IS_UNDEF(a[0]) && !NP_IS_UNDEF(a[1]))
        return np_raisef(vm, NP_TYPE_VALUEERROR, "cannot specify both default and default_factory");
    int flags = 0;
    const int bits[3] = {FIELD_INIT, FIELD_REPR, FIELD_COMPARE};
    for (int k = 0; k < 3; k++) {
        bool on = true;
        if (!NP_IS_UNDEF(a[2 + k]) && !np_truthy(vm, a[2 + k], &on))
            return false;
        if (on)
            flags |= bits[k];
    }
    bool kw_only = false, hash = false;
    if (!NP_IS_UNDEF(a[7]) && !NP_IS_NONE(a[7]) && !np_truthy(vm, a[7], &kw_only))
        return false;
    if (!NP_IS_UNDEF(a[5]) && !NP_IS_NONE(a[5])) {
        if (!np_truthy(vm, a[5], &hash))
            return false;
        flags |= FIELD_HASH_SET | (hash ? FIELD_HASH_ON : 0);
    }
    if (!NP_IS_UNDEF(a[6]) && !NP_IS_NONE(a[6]) && !NP_IS_DICT(a[6]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "Nearly's field(metadata=) takes a dict or None, "
                         "not %s", np_type_name(vm, a[6]));
    if (!NP_IS_UNDEF(a[7]) && !NP_IS_NONE(a[7]))
        flags |= FIELD_KWONLY_SET | (kw_only ? FIELD_KWONLY : 0);
    NpWrapper *w = field_new(vm, a[0], a[1], a[6], flags);
    if (!w)
        return false;
    *out = np_obj(&w->hdr);
    return true;
}

bool np_dc_field_flag(NpVM *vm, NpValue field, NpStr *name, NpValue *out)
{
    static const char *const names[] = {"init", "repr", "compare", "kw_only", "hash"};
    static const int bits[] = {FIELD_INIT, FIELD_REPR, FIELD_COMPARE, FIELD_KWONLY, FIELD_HASH_ON};
    (void)vm;
    int fl = field_flags(NP_AS_WRAPPER(field));
    for (int k = 0; k < 5; k++) {
        if (strcmp(name->data, names[k]) != 0)
            continue;
        if (out)
            *out = k == 4 && !(fl & FIELD_HASH_SET) ? np_none() : np_bool((fl & bits[k]) != 0);
        return true;
    }
    return false;
}

/* ---------------------------------------------------------------- __init__ */

// Appends CPython's quoted list of the missing names: 'a'; 'a' and 'b'; 'a', 'b', and 'c'.
// [kind] is "positional" or "keyword-only".
static bool raise_missing(NpVM *vm, NpType *t, NpTuple *fields, const int *idx, int n,
                          const char *kind)
{
    NpBuf b;
    np_buf_init(&b, vm);
    np_buf_appendf(&b, "%s.__init__() missing %d required %s argument%s: ",
                   t->qualname->data, n, kind, n == 1 ? "" : "s");
    for (int k = 0; k < n; k++) {
        if (k > 0)
            np_buf_appendc(&b, n == 2 ? " and " : (k == n - 1 ? ", and " : ", "));
        np_buf_appendc(&b, "'");
        np_buf_append_str(&b, NP_AS_STR(field_at(fields, (size_t)idx[k])->d));
        np_buf_appendc(&b, "'");
    }
    NpStr *msg = np_buf_finish(&b);
    return msg ? np_raisef(vm, NP_TYPE_TYPEERROR, "%s", msg->data) : false;
}

// Binds the call's arguments to the init fields into [vals] (UNDEF where not given).
static bool bind_init_args(NpVM *vm, NpType *t, NpTuple *fields, int argc, NpValue *argv,
                           NpTuple *kwnames, NpValue *vals)
{
    int nkw = kwnames ? (int)kwnames->n : 0, npos = argc - 1 - nkw;
    // Every field given, in order (the usual calls: all positionally, or the first ones
    // positionally and the rest by keyword in field order, `Order(id=1, name="x")`): nothing to
    // check but that each positional one is a plain positional init parameter and each keyword
    // is the next init field's own (interned) name. The arguments are then the values as is.
    if (npos >= 0 && (size_t)(npos + nkw) == fields->n) {
        size_t i = 0;
        while (i < (size_t)npos &&
               (field_flags(field_at(fields, i)) & (FIELD_INIT | FIELD_KWONLY)) == FIELD_INIT)
            i++;
        while (i >= (size_t)npos && i < fields->n &&
               (field_flags(field_at(fields, i)) & FIELD_INIT) &&
               NP_AS_OBJ(kwnames->items[i - (size_t)npos]) == NP_AS_OBJ(field_at(fields, i)->d))
            i++;
        if (i == fields->n) {
            memcpy(vals, argv + 1, fields->n * sizeof(NpValue));
            return true;
        }
    }
    int ninit = 0, nreq = 0;
    for (size_t i = 0; i < fields->n; i++) {
        NpWrapper *f = field_at(fields, i);
        vals[i] = np_undef();
        if ((field_flags(f) & (FIELD_INIT | FIELD_KWONLY)) == FIELD_INIT) {
            ninit++;
            nreq += NP_IS_UNDEF(f->a);
        }
    }
    if (npos > ninit) {
        if (nreq == ninit)
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "%s.__init__() takes %d positional argument%s but %d were given",
                             t->qualname->data, ninit + 1, ninit == 0 ? "" : "s", npos + 1);
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "%s.__init__() takes from %d to %d positional arguments but %d were "
                         "given", t->qualname->data, nreq + 1, ninit + 1, npos + 1);
    }
    int p = 0;
    for (size_t i = 0; i < fields->n && p < npos; i++)
        if ((field_flags(field_at(fields, i)) & (FIELD_INIT | FIELD_KWONLY)) == FIELD_INIT)
            vals[i] = argv[1 + p++];
    // Keyword names are usually the field names' own (interned) strs, often in field order:
    // each is looked for by identity from where the previous one was found, then by value.
    size_t next = 0;
    for (int k = 0; k < nkw; k++) {
        NpStr *kn = NP_AS_STR(kwnames->items[k]);
        size_t i = next < fields->n ? next : 0, tries = 0;
        while (tries < fields->n && !((field_flags(field_at(fields, i)) & FIELD_INIT) &&
                                      NP_AS_STR(field_at(fields, i)->d) == kn)) {
            i = i + 1 < fields->n ? i + 1 : 0;
            tries++;
        }
        if (tries == fields->n)
            i = 0;
        else
            next = i + 1;
        while (tries == fields->n && i < fields->n &&
               !((field_flags(field_at(fields, i)) & FIELD_INIT) &&
                 np_str_eq(NP_AS_STR(field_at(fields, i)->d), kn)))
            i++;
        if (i == fields->n)
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "%s.__init__() got an unexpected keyword argument '%s'",
                             t->qualname->data, kn->data);
        if (!NP_IS_UNDEF(vals[i]))
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "%s.__init__() got multiple values for argument '%s'",
                             t->qualname->data, kn->data);
        vals[i] = argv[1 + npos + k];
    }
    // As CPython: missing positional parameters are reported first, then keyword-only ones.
    int missing[256], nmiss = 0;
    for (int kwpass = 0; kwpass < 2 && nmiss == 0; kwpass++) {
        int want = FIELD_INIT | (kwpass ? FIELD_KWONLY : 0);
        for (size_t i = 0; i < fields->n; i++) {
            NpWrapper *f = field_at(fields, i);
            if ((field_flags(f) & (FIELD_INIT | FIELD_KWONLY)) == want && NP_IS_UNDEF(vals[i]) &&
                NP_IS_UNDEF(f->a) && nmiss < 256)
                missing[nmiss++] = (int)i;
        }
        if (nmiss)
            return raise_missing(vm, t, fields, missing, nmiss,
                                 kwpass ? "keyword-only" : "positional");
    }
    return true;
}

// At most this many fields are bound on the C stack by __init__; more go through a tuple.
#define DC_INIT_STACK 16

// np_class_memo_get's key for a dataclass's plain __init__: its fields tuple when __init__ can
// store every field straight into a new instance's attribute dict (np_store_is_plain for each
// name, no InitVar, and no __setattr__ of the class's own unless it is frozen, whose __init__
// bypasses it as CPython's object.__setattr__ does); None when __init__ needs the general path.
static const char plain_init_key[] = "dataclass plain init fields";

// True when dataclass [t] (or the dataclass it inherits from) is frozen.
static bool is_frozen(NpVM *vm, NpType *t)
{
    NpValue p = hidden(vm, t, "__np_dc_params__");
    return NP_IS_INT(p) && (p.u.i & DC_FROZEN);
}

// The plain __init__ field tuple of instance [self]'s class (see plain_init_key), or NULL.
static NpTuple *plain_init_fields(NpVM *vm, NpValue self)
{
    NpType *t = NP_OBJ(self)->type;
    NpValue memo, hook;
    if (np_class_memo_get(vm, t, plain_init_key, &memo))
        return NP_IS_TUPLE(memo) ? NP_AS_TUPLE(memo) : NULL;
    NpTuple *fields = fields_of(vm, self);
    if (fields && !is_frozen(vm, t) && np_lookup_special(vm, self, "__setattr__", &hook))
        fields = NULL;
    for (size_t i = 0; fields && i < fields->n; i++) {
        NpWrapper *f = field_at(fields, i);
        if ((field_flags(f) & FIELD_INITVAR) || !np_store_is_plain(vm, t, NP_AS_STR(f->d)))
            fields = NULL;
    }
    np_class_memo_put(vm, t, plain_init_key, fields ? np_obj(&fields->hdr) : np_none());
    return fields;
}

// Sets field [name] of [self] to [v] for __init__: straight into the attribute dict when the
// class is [plain], else as CPython's generated code does (self.name = v, through the class's
// __setattr__; object.__setattr__ for a frozen class).
static bool init_store(NpVM *vm, NpValue self, bool plain, bool frozen, NpStr *name, NpValue v)
{
    NpInstance *in = plain ? (NpInstance *)NP_AS_OBJ(self) : NULL;
    int r = in && (in->hdr.flags & NP_INST_SHAPED) ? np_inst_shape_store(vm, in, name, v) : 0;
    if (r != 0)
        return r > 0;
    NpDict *d = in ? np_instance_attrs(vm, in) : NULL;
    if (in && !d)
        return false;
    if (d)
        return np_dict_append_str_quick(vm, d, name, v) >= 0 || np_dict_set_str(vm, d, name, v);
    return plain || frozen ? np_setattr_plain(vm, self, name, v) : np_setattr(vm, self, name, v);
}

// Calls self.__post_init__(*initvars) when the class has one: the InitVar values of [vals], in
// field order, after self. Without InitVars (the usual case) no argument array is built; the
// InitVar values are gathered on the C stack when they fit, else in a rooted tuple.
static bool call_post_init(NpVM *vm, NpValue self, NpTuple *fields, const NpValue *vals,
                           bool plain)
{
    NpValue post, r;
    if (!np_lookup_special(vm, self, "__post_init__", &post))
        return true;
    if (plain)  // plain_init_fields: no InitVar among the fields.
        return np_call_with_self(vm, post, self, 0, NULL, NULL, &r);
    size_t n = 0;
    for (size_t i = 0; i < fields->n; i++)
        n += (field_flags(field_at(fields, i)) & FIELD_INITVAR) != 0;
    NpValue small[DC_INIT_STACK];
    NpTuple *args = NULL;
    if (n > DC_INIT_STACK &&
        (!(args = np_tuple_new(vm, n)) || !np_push_root(vm, np_obj(&args->hdr))))
        return false;
    NpValue *iv = args ? args->items : small;
    n = 0;
    for (size_t i = 0; i < fields->n; i++)
        if (field_flags(field_at(fields, i)) & FIELD_INITVAR)
            iv[n++] = vals[i];
    bool ok = np_call_with_self(vm, post, self, (int)n, iv, NULL, &r);
    if (args)
        np_pop_roots(vm, 1);
    return ok;
}

// Fills the unbound fields of [vals] with their defaults (calling default factories) and sets
// the attributes, field by field. A factory's result is stored before the next factory runs, so
// only InitVar values need [vals] to stay reachable (the caller roots it then).
static bool init_fields(NpVM *vm, NpValue self, NpTuple *fields, NpValue *vals, bool plain)
{
    bool frozen = !plain && is_frozen(vm, NP_OBJ(self)->type);
    for (size_t i = 0; i < fields->n; i++) {
        NpWrapper *f = field_at(fields, i);
        if (NP_IS_UNDEF(vals[i])) {
            if (!NP_IS_UNDEF(field_factory(f))) {
                if (!np_call(vm, f->a, 0, NULL, NULL, &vals[i]))
                    return false;
            } else if (!NP_IS_UNDEF(f->a)) {
                vals[i] = f->a;
            } else {
                continue;  // init=False without a default: left unset, as in CPython.
            }
        }
        if (!(field_flags(f) & FIELD_INITVAR) &&
            !init_store(vm, self, plain, frozen, NP_AS_STR(f->d), vals[i]))
            return false;
    }
    return true;
}

// The generated __init__: binds the fields, fills defaults (calling default factories), sets
// the attributes, then calls __post_init__. Plain classes (plain_init_fields) bind on the C
// stack and store into the instance's dict directly.
static bool dc_init(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    NpValue self = argv[0];
    NpTuple *fields = NP_IS_KIND(self, OBJ_INSTANCE) ? plain_init_fields(vm, self) : NULL;
    bool plain = fields != NULL;
    if (!fields)
        fields = fields_of(vm, self);
    if (!fields)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "__init__ of a non-dataclass");
    NpType *t = np_typeof(vm, self);
    NpValue stack[DC_INIT_STACK];
    if (plain && fields->n <= DC_INIT_STACK) {
        if (!bind_init_args(vm, t, fields, argc, argv, kwnames, stack) ||
            !init_fields(vm, self, fields, stack, true))
            return false;
        if (!call_post_init(vm, self, fields, stack, true))
            return false;
        *out = np_none();
        return true;
    }
    NpTuple *vals = np_tuple_new(vm, fields->n);
    if (!vals || !np_push_root(vm, np_obj(&vals->hdr)))
        return false;
    if (!np_push_root(vm, np_obj(&fields->hdr))) {
        np_pop_roots(vm, 1);
        return false;
    }
    bool ok = bind_init_args(vm, t, fields, argc, argv, kwnames, vals->items) &&
              init_fields(vm, self, fields, vals->items, plain) &&
              call_post_init(vm, self, fields, vals->items, false);
    np_pop_roots(vm, 2);
    if (!ok)
        return false;
    *out = np_none();
    return true;
}

/* ---------------------------------------------------------------- repr, eq, order, hash */

// The generated __repr__: "Point(x=1, y=2)" over the repr=True fields.
static bool dc_repr(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    NpValue self = argv[0];
    NpTuple *fields = fields_of(vm, self);
    if (!fields)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "__repr__ of a non-dataclass");
    // A dataclass that contains itself recurses through np_repr in C: bound it like the
    // object protocol's nested walks (RecursionError, never a C stack overflow).
    if (vm->native_depth + 1 > NP_MAX_NATIVE_DEPTH ||
        vm->native_depth + 1 + vm->nframes > vm->recursion_limit)
        return np_raisef(vm, NP_TYPE_RECURSIONERROR, "maximum recursion depth exceeded while "
                         "getting the repr of an object");
    // reprlib.recursive_repr: an instance met again inside its own repr prints as "...".
    NpObject *o = NP_IS_OBJ(self) ? NP_OBJ(self) : NULL;
    if (o && (o->flags & DC_IN_REPR)) {
        NpStr *dots = np_str_from_cstr(vm, "...");
        if (!dots)
            return false;
        *out = np_obj(&dots->hdr);
        return true;
    }
    NpTuple *parts = np_tuple_new(vm, fields->n);
    if (!parts || !np_push_root(vm, np_obj(&parts->hdr)))
        return false;
    if (o)
        o->flags |= DC_IN_REPR;
    vm->native_depth++;
    bool ok = true;
    for (size_t i = 0; ok && i < fields->n; i++) {
        NpWrapper *f = field_at(fields, i);
        if (!(field_flags(f) & FIELD_REPR))
            continue;
        NpValue v;
        NpStr *s = NULL;
        ok = np_getattr(vm, self, NP_AS_STR(f->d), &v) && (s = np_repr(vm, v)) != NULL;
        if (ok) {
            np_gc_barrier(vm, parts);  // parts may have become old during a __repr__ call
            parts->items[i] = np_obj(&s->hdr);
        }
    }
    vm->native_depth--;
    if (o)
        o->flags &= (uint16_t)~DC_IN_REPR;
    np_pop_roots(vm, 1);
    if (!ok)
        return false;
    NpBuf b;
    np_buf_init(&b, vm);
    NpType *t = np_typeof(vm, self);
    np_buf_append_str(&b, t->qualname ? t->qualname : t->name);
    np_buf_appendc(&b, "(");
    bool first = true;
    for (size_t i = 0; i < fields->n; i++) {
        if (!(field_flags(field_at(fields, i)) & FIELD_REPR))
            continue;
        np_buf_appendc(&b, first ? "" : ", ");
        first = false;
        np_buf_append_str(&b, NP_AS_STR(field_at(fields, i)->d));
        np_buf_appendc(&b, "=");
        np_buf_append_str(&b, NP_AS_STR(parts->items[i]));
    }
    np_buf_appendc(&b, ")");
    NpStr *s = np_buf_finish(&b);
    if (!s)
        return false;
    *out = np_obj(&s->hdr);
    return true;
}

// self.<name> for a compare field: an instance attribute of a user instance is read straight
// from its dict when no property of the class shadows it (np_getattr's order: a property
// first, then the instance's own attributes); any other case goes through np_getattr.
static bool field_value(NpVM *vm, NpValue self, NpStr *name, NpValue *out)
{
    if (NP_IS_KIND(self, OBJ_INSTANCE) && name->len > 0 && name->data[0] != '_') {
        NpInstance *in = (NpInstance *)NP_AS_OBJ(self);
        NpValue a = np_inst_get(in, name);
        if (!NP_IS_UNDEF(a) && (in->hdr.type->tflags & NP_TF_USER) &&
            !np_is_wrapper(vm, np_type_lookup(in->hdr.type, name), NP_TYPE_PROPERTY)) {
            *out = a;
            return true;
        }
    }
    return np_getattr(vm, self, name, out);
}

// True when field [f] takes part in comparisons ([hash] false) or in the generated __hash__
// ([hash] true: field(hash=True), or hash=None and compare=True, as CPython decides).
static bool field_in(NpWrapper *f, bool hash)
{
    int fl = field_flags(f);
    if (hash && (fl & FIELD_HASH_SET))
        return (fl & FIELD_HASH_ON) != 0;
    return (fl & FIELD_COMPARE) != 0;
}

// The tuple of [self]'s compare fields (or, with [hash], its hash fields).
static bool compare_tuple(NpVM *vm, NpValue self, NpTuple *fields, bool hash, NpValue *out)
{
    size_t n = 0;
    for (size_t i = 0; i < fields->n; i++)
        n += field_in(field_at(fields, i), hash);
    NpTuple *t = np_tuple_new(vm, n);
    // Rooted while filled: reading a field can run a descriptor, and so a collection.
    if (!t || !np_push_root(vm, np_obj(&t->hdr)))
        return false;
    size_t k = 0;
    for (size_t i = 0; i < fields->n; i++) {
        NpWrapper *f = field_at(fields, i);
        if (field_in(f, hash) && !field_value(vm, self, NP_AS_STR(f->d), &t->items[k++])) {
            np_pop_roots(vm, 1);
            return false;
        }
        np_gc_barrier(vm, t);  // t may have become old during a property's call
    }
    np_pop_roots(vm, 1);
    *out = np_obj(&t->hdr);
    return true;
}

// At most this many compare fields are gathered on the C stack; more go through tuples.
#define DC_STACK_FIELDS 16

// np_class_memo_get's key for a dataclass's "plain" field tuple: the fields when every compare
// field is a public name that no property of the class shadows, so an instance's value is read
// straight from its dict with no class lookup (field_value's first case, decided once per class
// change instead of once per read); None when some field needs field_value's checks.
static const char plain_fields_key[] = "dataclass plain compare fields";

// The plain field tuple of class [t] (see plain_fields_key), or NULL.
static NpTuple *plain_fields(NpVM *vm, NpType *t)
{
    NpValue memo;
    if (np_class_memo_get(vm, t, plain_fields_key, &memo))
        return NP_IS_TUPLE(memo) ? NP_AS_TUPLE(memo) : NULL;
    NpTuple *fields = fields_of(vm, np_obj(&t->hdr));
    for (size_t i = 0; fields && i < fields->n; i++) {
        NpWrapper *f = field_at(fields, i);
        NpStr *name = NP_AS_STR(f->d);
        if ((field_flags(f) & FIELD_COMPARE) &&
            (name->len == 0 || name->data[0] == '_' ||
             np_is_wrapper(vm, np_type_lookup(t, name), NP_TYPE_PROPERTY)))
            fields = NULL;
    }
    np_class_memo_put(vm, t, plain_fields_key, fields ? np_obj(&fields->hdr) : np_none());
    return fields;
}

// The value of attribute [name] in instance dict [d], whose entry [hint] usually holds it (the
// generated __init__ stores the fields in order, so field i is entry i), else found by a
// probe; UNDEF when absent or when [d] may hold owned strs (the caller takes np_getattr then).
static inline NpValue plain_attr(NpInstance *in, NpStr *name, size_t hint)
{
    if (in && (in->hdr.flags & NP_INST_SHAPED)) {
        // A shaped instance: field i is value i the same way.
        if (hint < in->nvals && np_inst_layout(in)->keys[hint] == name)
            return np_inst_vals(in)[hint];
        int64_t k = np_inst_shape_find(in, name);
        return k >= 0 ? np_inst_vals(in)[k] : np_undef();
    }
    NpDict *d = in ? in->dict : NULL;
    if (!d || (d->hdr.flags & NP_DICT_OWNED_STRS))
        return np_undef();
    if (hint < d->nentries && d->entries[hint].key.tag == NP_T_OBJ &&
        d->entries[hint].key.u.o == &name->hdr)
        return d->entries[hint].value;
    int64_t k = np_dict_find_str(d, name);
    return k >= 0 ? d->entries[k].value : np_undef();
}

// Reads the compare fields of [self] into [vals] (rooted, one root each; *nrooted counts them).
// With [plain] (plain_fields gave [fields] for self's class), an instance's own attributes are
// read from its dict directly.
static bool gather_fields(NpVM *vm, NpValue self, NpTuple *fields, bool plain, NpValue *vals,
                          size_t *n, size_t *nrooted)
{
    *n = 0;
    NpInstance *attrs = plain ? (NpInstance *)NP_AS_OBJ(self) : NULL;
    for (size_t i = 0; i < fields->n; i++) {
        NpWrapper *f = field_at(fields, i);
        if (!(field_flags(f) & FIELD_COMPARE))
            continue;
        NpValue v = plain_attr(attrs, NP_AS_STR(f->d), i);
        if (NP_IS_UNDEF(v) && !field_value(vm, self, NP_AS_STR(f->d), &v))
            return false;
        vals[*n] = v;
        if (!np_push_root(vm, v))
            return false;
        ++*n;
        ++*nrooted;
    }
    return true;
}

// `(self.f1, self.f2, ...) OP (other.f1, other.f2, ...)` as the generated method computes it,
// without building the tuples: every field of self, then of other, is read first, then the
// first unequal pair decides (== and != by that alone, the orderings by comparing the pair),
// and all-equal fields make ==, <= and >= true, as tuple comparison does.
// [plain]: the fields came from plain_fields (self and other are instances of that class).
static bool compare_fields(NpVM *vm, NpCmpOp op, NpValue self, NpValue other, NpTuple *fields,
                           bool plain, NpValue *out)
{
    NpValue a[DC_STACK_FIELDS], b[DC_STACK_FIELDS];
    size_t na, nb, nrooted = 0;
    bool ok = gather_fields(vm, self, fields, plain, a, &na, &nrooted) &&
              gather_fields(vm, other, fields, plain, b, &nb, &nrooted);
    size_t i = 0;
    for (; ok && i < na; i++) {
        bool eq;
        ok = np_eq(vm, a[i], b[i], &eq);
        if (ok && !eq)
            break;
    }
    if (ok) {
        if (i == na)
            *out = np_bool(op == CMP_EQ || op == CMP_LTE || op == CMP_GTE);
        else if (op == CMP_EQ || op == CMP_NOTEQ)
            *out = np_bool(op == CMP_NOTEQ);
        else if (a[i].tag == NP_T_INT && b[i].tag == NP_T_INT)
            *out = np_bool(op == CMP_LT    ? a[i].u.i < b[i].u.i
                           : op == CMP_LTE ? a[i].u.i <= b[i].u.i
                           : op == CMP_GT  ? a[i].u.i > b[i].u.i
                                           : a[i].u.i >= b[i].u.i);
        else
            ok = np_compare(vm, op, a[i], b[i], out);
    }
    np_pop_roots(vm, nrooted);
    return ok;
}

static bool dc_eq(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out);
static bool dc_lt(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out);
static bool dc_le(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out);
static bool dc_gt(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out);
static bool dc_ge(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out);

// True when instance [in] (whose dict, if it has one, is known not to hold owned strs:
// plain_attr read a field from it) has attribute [name], usually at entry [hint].
static inline bool has_attr(NpInstance *in, NpStr *name, size_t hint)
{
    if (in->hdr.flags & NP_INST_SHAPED)
        return !NP_IS_UNDEF(plain_attr(in, name, hint));
    NpDict *d = in->dict;
    if (hint < d->nentries && d->entries[hint].key.tag == NP_T_OBJ &&
        d->entries[hint].key.u.o == &name->hdr)
        return true;
    return np_dict_find_str(d, name) >= 0;
}

// `self OP other` for two instances of one class whose compare fields are [plain]
// (plain_fields), decided with no call, no rooting and no side effect: each pair of fields is
// read from the two instance dicts and ordered by np_quick_compare (small ints, non-NaN floats,
// exact strs, flat tuples of those) until the first unequal pair decides. 1 with *out set, 0
// when some field is missing from a dict or needs np_eq/np_compare (the caller then compares
// from the start: nothing ran yet), -1 on an exhausted budget.
// The order of field values [x] and [y] in *c (<0, 0, >0) for quick_fields: small ints and
// non-NaN floats here, the rest by np_quick_compare. 1 when decided, 0 when np_eq/np_compare
// must decide, -1 on an exhausted budget.
static inline int quick_pair(NpVM *vm, NpValue x, NpValue y, int *c)
{
    if (x.tag == NP_T_INT && y.tag == NP_T_INT) {
        *c = (x.u.i > y.u.i) - (x.u.i < y.u.i);
        return 1;
    }
    if (x.tag == NP_T_FLOAT && y.tag == NP_T_FLOAT && x.u.f == x.u.f && y.u.f == y.u.f) {
        *c = (x.u.f > y.u.f) - (x.u.f < y.u.f);
        return 1;
    }
    return np_quick_compare(vm, x, y, c);
}

// quick_fields for two shaped instances of the class (so of one layout) that both hold at least
// [plain]'s count of values: field i is value i of each wherever the layout's name i is the
// field's name (the generated __init__ stores the fields in order), and then no field can be
// missing, so no check of the rest follows the deciding pair. 2 when some compare field sits
// elsewhere in the layout (quick_fields' general loop decides), else quick_fields' answer.
static int quick_shaped(NpVM *vm, NpCmpOp op, NpInstance *da, NpInstance *db, NpTuple *plain,
                        NpValue *out)
{
    NpStr *const *keys = np_inst_layout(da)->keys;
    const NpValue *va = np_inst_vals(da), *vb = np_inst_vals(db);
    int c = 0;
    size_t i = 0;
    for (; i < plain->n && c == 0; i++) {
        NpWrapper *f = field_at(plain, i);
        if (!(field_flags(f) & FIELD_COMPARE))
            continue;
        if (keys[i] != NP_AS_STR(f->d))
            return 2;
        int r = quick_pair(vm, va[i], vb[i], &c);
        if (r <= 0)
            return r;
    }
    for (; i < plain->n; i++) {
        NpWrapper *f = field_at(plain, i);
        if ((field_flags(f) & FIELD_COMPARE) && keys[i] != NP_AS_STR(f->d))
            return 2;
    }
    *out = np_bool(np_cmp_result(op, c));
    return 1;
}

static int quick_fields(NpVM *vm, NpCmpOp op, NpValue self, NpValue other, NpTuple *plain,
                        NpValue *out)
{
    NpInstance *da = (NpInstance *)NP_AS_OBJ(self);
    NpInstance *db = (NpInstance *)NP_AS_OBJ(other);
    if ((da->hdr.flags & db->hdr.flags & NP_INST_SHAPED) && da->nvals >= plain->n &&
        db->nvals >= plain->n) {
        int r = quick_shaped(vm, op, da, db, plain, out);
        if (r != 2)
            return r;
    }
    int c = 0;
    size_t i = 0;
    for (; i < plain->n && c == 0; i++) {
        NpWrapper *f = field_at(plain, i);
        if (!(field_flags(f) & FIELD_COMPARE))
            continue;
        NpValue x = plain_attr(da, NP_AS_STR(f->d), i), y = plain_attr(db, NP_AS_STR(f->d), i);
        if (NP_IS_UNDEF(x) || NP_IS_UNDEF(y))
            return 0;
        int r = quick_pair(vm, x, y, &c);
        if (r <= 0)
            return r;
    }
    // Past the deciding pair the fields are only checked to exist: CPython reads them all
    // (an AttributeError) before comparing.
    for (; i < plain->n; i++) {
        NpWrapper *f = field_at(plain, i);
        if ((field_flags(f) & FIELD_COMPARE) && (!has_attr(da, NP_AS_STR(f->d), i) ||
                                                 !has_attr(db, NP_AS_STR(f->d), i)))
            return 0;
    }
    *out = np_bool(np_cmp_result(op, c));
    return 1;
}

// The comparison operator of a generated method, or -1 for any other native.
static int dc_native_op(NpNativeFn fn)
{
    return fn == dc_lt ? CMP_LT : fn == dc_eq ? CMP_EQ : fn == dc_le ? CMP_LTE
         : fn == dc_gt ? CMP_GT : fn == dc_ge ? CMP_GTE : -1;
}

int np_dc_quick_call(NpVM *vm, NpValue fn, NpValue self, NpValue other, NpValue *out)
{
    int op = dc_native_op(((NpNative *)NP_AS_OBJ(fn))->fn);
    if (op < 0 || !NP_IS_KIND(self, OBJ_INSTANCE) || !NP_IS_KIND(other, OBJ_INSTANCE))
        return 0;
    NpType *t = NP_OBJ(self)->type;
    if (t != NP_OBJ(other)->type || !(t->tflags & NP_TF_USER))
        return 0;
    NpTuple *plain = plain_fields(vm, t);
    return plain ? quick_fields(vm, (NpCmpOp)op, self, other, plain, out) : 0;
}

// Compares the field tuples of two instances of the same class with [op]; NotImplemented
// for other classes, as the generated methods do.
static bool dc_compare(NpVM *vm, NpCmpOp op, int argc, NpValue *argv, NpValue *out)
{
    if (argc != 2)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "expected 1 argument, got %d", argc - 1);
    NpType *t = np_typeof(vm, argv[0]);
    if (NP_IS_KIND(argv[0], OBJ_INSTANCE) && NP_IS_KIND(argv[1], OBJ_INSTANCE) &&
        t == NP_OBJ(argv[1])->type && (t->tflags & NP_TF_USER)) {
        NpTuple *plain = plain_fields(vm, t);
        int q = plain ? quick_fields(vm, op, argv[0], argv[1], plain, out) : 0;
        if (q != 0)
            return q > 0;
        if (plain && plain->n <= DC_STACK_FIELDS)
            return compare_fields(vm, op, argv[0], argv[1], plain, true, out);
    }
    NpTuple *fields = fields_of(vm, argv[0]);
    if (!fields || t != np_typeof(vm, argv[1])) {
        *out = np_obj(vm->not_implemented);
        return true;
    }
    if (fields->n <= DC_STACK_FIELDS)
        return compare_fields(vm, op, argv[0], argv[1], fields, false, out);
    NpValue a, b;
    if (!compare_tuple(vm, argv[0], fields, false, &a) || !np_push_root(vm, a))
        return false;
    bool ok = compare_tuple(vm, argv[1], fields, false, &b) && np_push_root(vm, b);
    if (ok) {
        ok = np_compare(vm, op, a, b, out);
        np_pop_roots(vm, 1);
    }
    np_pop_roots(vm, 1);
    return ok;
}

static bool dc_eq(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    return dc_compare(vm, CMP_EQ, argc, argv, out);
}

static bool dc_lt(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    return dc_compare(vm, CMP_LT, argc, argv, out);
}

static bool dc_le(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    return dc_compare(vm, CMP_LTE, argc, argv, out);
}

static bool dc_gt(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    return dc_compare(vm, CMP_GT, argc, argv, out);
}

static bool dc_ge(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    return dc_compare(vm, CMP_GTE, argc, argv, out);
}

// True when hashing [v] runs no code and cannot fail but for the budget: a small int, an exact
// str, a float, a bool or None.
static bool scalar_key(NpVM *vm, NpValue v)
{
    return v.tag == NP_T_INT || v.tag == NP_T_FLOAT || v.tag == NP_T_BOOL || v.tag == NP_T_NONE ||
           (NP_IS_KIND(v, OBJ_STR) && NP_OBJ(v)->type == vm->types[NP_TYPE_STR]);
}

// True when [v] is an exact tuple of scalar_key items (a frozen dataclass's `deps: tuple` of
// names, a coordinate pair): its hash, like theirs, runs no code.
static bool scalar_tuple(NpVM *vm, NpValue v)
{
    if (!NP_IS_KIND(v, OBJ_TUPLE) || NP_OBJ(v)->type != vm->types[NP_TYPE_TUPLE])
        return false;
    const NpTuple *t = NP_AS_TUPLE(v);
    for (size_t i = 0; i < t->n; i++)
        if (!scalar_key(vm, t->items[i]))
            return false;
    return true;
}

// hash(tuple of [self]'s hash fields) without building the tuple, when every hash field is a
// plain compare field (plain_fields) holding a value whose hash runs no code (a small int, an
// exact str, a float, a bool, None, or an exact tuple of those), as hash_items (vm/np_ops.c)
// hashes a tuple: 1 with *out, 0 when the tuple must be built, -1 on an exhausted budget.
static int quick_hash(NpVM *vm, NpValue self, int64_t *out)
{
    if (!NP_IS_KIND(self, OBJ_INSTANCE) || !(NP_OBJ(self)->type->tflags & NP_TF_USER))
        return 0;
    NpTuple *plain = plain_fields(vm, NP_OBJ(self)->type);
    if (!plain)
        return 0;
    NpInstance *d = (NpInstance *)NP_AS_OBJ(self);
    uint64_t acc = NP_XXPRIME_5;
    size_t n = 0;
    for (size_t i = 0; i < plain->n; i++) {
        NpWrapper *f = field_at(plain, i);
        if (!field_in(f, true))
            continue;
        NpValue v = (field_flags(f) & FIELD_COMPARE) ? plain_attr(d, NP_AS_STR(f->d), i)
                                                     : np_undef();
        int64_t h;
        if (v.tag == NP_T_INT && v.u.i > -(int64_t)((1ULL << 61) - 1) &&
            v.u.i < (int64_t)((1ULL << 61) - 1))
            h = v.u.i == -1 ? -2 : v.u.i;  // an int below CPython's modulus is its own hash
        else if (NP_IS_KIND(v, OBJ_STR) && NP_OBJ(v)->type == vm->types[NP_TYPE_STR])
            h = np_str_hash(NP_AS_STR(v));
        else if (!(v.tag == NP_T_FLOAT || v.tag == NP_T_BOOL || v.tag == NP_T_NONE ||
                   scalar_tuple(vm, v)))
            return 0;
        else if (!np_hash(vm, v, &h))
            return -1;
        acc = np_tuplehash_step(acc, h);
        n++;
    }
    if (!np_budget_charge(vm, (int64_t)n))
        return -1;
    *out = np_tuplehash_finish(acc, n);
    return 1;
}

// The generated __hash__ (frozen or unsafe_hash): hash of the hash fields' tuple (field_in).
static bool dc_hash(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    int64_t qh;
    int q = quick_hash(vm, argv[0], &qh);
    if (q != 0) {
        if (q > 0)
            *out = np_int(qh);
        return q > 0;
    }
    NpTuple *fields = fields_of(vm, argv[0]);
    NpValue t;
    int64_t h;
    if (!fields)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "__hash__ of a non-dataclass");
    // The tuple stays rooted while its items' __hash__ methods run (they may collect).
    if (!compare_tuple(vm, argv[0], fields, true, &t) || !np_push_root(vm, t))
        return false;
    bool ok = np_hash(vm, t, &h);
    np_pop_roots(vm, 1);
    if (ok)
        *out = np_int(h);
    return ok;
}

// The FrozenInstanceError class of the dataclass of [self].
static NpType *frozen_error(NpVM *vm, NpValue self)
{
    NpValue e = hidden(vm, np_typeof(vm, self), "__np_dc_frozenerr__");
    return NP_IS_TYPE(e) ? NP_AS_TYPE(e) : vm->types[NP_TYPE_ATTRIBUTEERROR];
}

// The generated __setattr__/__delattr__ of a frozen dataclass.
static bool dc_frozen_set(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    const char *n = argc > 1 && NP_IS_STR(argv[1]) ? NP_AS_STR(argv[1])->data : "?";
    return np_raise(vm, frozen_error(vm, argv[0]), "cannot assign to field '%s'", n);
}

static bool dc_frozen_del(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    const char *n = argc > 1 && NP_IS_STR(argv[1]) ? NP_AS_STR(argv[1])->data : "?";
    return np_raise(vm, frozen_error(vm, argv[0]), "cannot delete field '%s'", n);
}

/* ---------------------------------------------------------------- the decorator */

// True when [v]'s class has `__hash__ = None`, which CPython refuses as a field default ("use
// default_factory"): list, dict, set and bytearray, and user classes that set `__hash__ = None`
// or define __eq__ without __hash__ (a plain eq dataclass's instances among them). A frozenset
// shares the set layout but is hashable. Only the class is looked at; no __hash__ runs.
static bool is_mutable_default(NpVM *vm, NpValue v)
{
    NpType *t = np_typeof(vm, v);
    NpValue fn;
    if ((t->tflags & NP_TF_USER) && np_lookup_special(vm, v, "__hash__", &fn))
        return NP_IS_NONE(fn);
    return NP_IS_LIST(v) || NP_IS_DICT(v) || NP_IS_BYTEARRAY(v) ||
           (NP_IS_SET(v) && !np_type_is_sub(t, vm->types[NP_TYPE_FROZENSET]));
}

// True when [name] is in the compiler's name tuple [key] of [t]'s body: annotated InitVar
// (`__np_initvars__`) or KW_ONLY (`__np_kwonly__`).
static bool is_marked(NpVM *vm, NpType *t, NpStr *name, const char *what)
{
    NpStr *key = np_intern_cstr(vm, what);
    NpValue iv = key ? np_dict_get_str(t->dict, key) : np_undef();
    for (size_t i = 0; NP_IS_TUPLE(iv) && i < NP_AS_TUPLE(iv)->n; i++)
        if (np_str_eq(NP_AS_STR(NP_AS_TUPLE(iv)->items[i]), name))
            return true;
    return false;
}

// Gives the decorated field [f] of class [t] its Field.type: the class's evaluated annotation
// of [name] (a str under `from __future__ import annotations`). Slot b then holds the pair
// (metadata or None, type), which np_attr.c's getattr_field reads.
static bool field_set_type(NpVM *vm, NpType *t, NpWrapper *f, NpStr *name)
{
    NpStr *key = np_intern_cstr(vm, "__annotations__");
    if (!key)
        return false;
    NpValue ann = np_dict_get_str(t->dict, key);
    NpValue ty = NP_IS_DICT(ann) ? np_dict_get_str(NP_AS_DICT(ann), name) : np_undef();
    if (NP_IS_UNDEF(ty))
        return true;
    NpTuple *pair = np_tuple_new(vm, 2);
    if (!pair)
        return false;
    pair->items[0] = NP_IS_DICT(f->b) ? f->b : np_none();
    pair->items[1] = ty;
    f->b = np_obj(&pair->hdr);
    return true;
}

// Collects the fields of [t]: inherited dataclass fields first, then the class's own
// annotated names (replacing inherited ones of the same name) into list [out].
static bool collect_fields(NpVM *vm, NpType *t, NpList *out, bool kw_only)
{
    for (size_t k = t->mro->n; k-- > 1;) {
        NpType *b = NP_AS_TYPE(t->mro->items[k]);
        NpTuple *bf = (b->tflags & NP_TF_USER) ? fields_of(vm, np_obj(&b->hdr)) : NULL;
        for (size_t i = 0; bf && i < bf->n; i++) {
            size_t j = 0;
            while (j < out->n && !np_str_eq(NP_AS_STR(NP_AS_WRAPPER(out->items[j])->d),
                                            NP_AS_STR(field_at(bf, i)->d)))
                j++;
            if (j < out->n)
                out->items[j] = bf->items[i];
            else if (!np_list_append(vm, out, bf->items[i]))
                return false;
        }
    }
    NpStr *akey = np_intern_cstr(vm, "__np_annotated__");
    NpValue ann = akey ? np_dict_get_str(t->dict, akey) : np_undef();
    bool kw_marked = false;
    for (size_t i = 0; NP_IS_TUPLE(ann) && i < NP_AS_TUPLE(ann)->n; i++) {
        // (Only the class body makes this tuple, of strs; a decoded class may hold anything.)
        if (!NP_IS_STR(NP_AS_TUPLE(ann)->items[i]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "dataclass field names must be strings");
        NpStr *name = NP_AS_STR(NP_AS_TUPLE(ann)->items[i]);
        if (is_marked(vm, t, name, "__np_kwonly__")) {
            // `_: KW_ONLY`: no field; the fields after it are keyword-only.
            if (kw_marked)
                return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' is KW_ONLY, but KW_ONLY has "
                                 "already been specified", name->data);
            kw_only = kw_marked = true;
            continue;
        }
        NpValue v = np_dict_get_str(t->dict, name);
        bool is_field = np_is_wrapper(vm, v, NP_TYPE_FIELD);
        // CPython checks a plain default and field(default=...) alike, but not an InitVar's.
        NpValue dflt = is_field ? field_default(NP_AS_WRAPPER(v)) : v;
        if (!NP_IS_UNDEF(dflt) && is_mutable_default(vm, dflt) &&
            !is_marked(vm, t, name, "__np_initvars__")) {
            // CPython formats the default's class: `<class '__main__.S'>` for a subclass.
            NpStr *cls = np_repr(vm, np_obj(&np_typeof(vm, dflt)->hdr));
            return cls && np_raisef(vm, NP_TYPE_VALUEERROR, "mutable default %s for field "
                                    "%s is not allowed: use default_factory",
                                    cls->data, name->data);
        }
        NpWrapper *f;
        if (is_field) {
            NpWrapper *src = NP_AS_WRAPPER(v);
            f = field_new(vm, field_default(src), field_factory(src), field_metadata(src),
                          field_flags(src));
        } else {
            f = field_new(vm, v, np_undef(), np_undef(), FIELD_INIT | FIELD_REPR | FIELD_COMPARE);
        }
        if (!f)
            return false;
        if (is_marked(vm, t, name, "__np_initvars__"))
            f->c = np_int(FIELD_INIT | FIELD_INITVAR);
        if (kw_only && !(field_flags(f) & FIELD_KWONLY_SET))
            f->c = np_int(field_flags(f) | FIELD_KWONLY);
        f->d = np_obj(&name->hdr);
        if (!field_set_type(vm, t, f, name))
            return false;
        // The class attribute keeps a plain default; a field() object or factory is removed.
        bool found;
        NpValue old;
        if (!NP_IS_UNDEF(field_default(f)) ? !np_dict_set_str(vm, t->dict, name, f->a)
                               : !np_dict_del(vm, t->dict, np_obj(&name->hdr), &old, &found))
            return false;
        size_t j = 0;
        while (j < out->n && !np_str_eq(NP_AS_STR(NP_AS_WRAPPER(out->items[j])->d), name))
            j++;
        if (j < out->n)
            out->items[j] = np_obj(&f->hdr);
        else if (!np_list_append(vm, out, np_obj(&f->hdr)))
            return false;
    }
    return true;
}

// "non-default argument 'b' follows default argument" among the init fields.
static bool check_default_order(NpVM *vm, NpList *fields)
{
    bool seen_default = false;
    for (size_t i = 0; i < fields->n; i++) {
        NpWrapper *f = NP_AS_WRAPPER(fields->items[i]);
        if ((field_flags(f) & (FIELD_INIT | FIELD_KWONLY)) != FIELD_INIT)
            continue;
        bool has = !NP_IS_UNDEF(f->a);
        if (!has && seen_default)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "non-default argument '%s' follows default "
                             "argument", NP_AS_STR(f->d)->data);
        seen_default = seen_default || has;
    }
    return true;
}

// Installs the native [fn] as method [name] of [t] unless the class body defines it; with
// [strict] an existing definition is a TypeError (the ordering methods).
static bool install(NpVM *vm, NpType *t, const char *name, NpNativeFn fn, bool strict)
{
    NpStr *key = np_intern_cstr(vm, name);
    if (!key)
        return false;
    if (!NP_IS_UNDEF(np_dict_get_str(t->dict, key))) {
        if (strict)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "Cannot overwrite attribute %s in class %s. "
                             "Consider using functools.total_ordering", name, t->name->data);
        return true;
    }
    NpNative *n = np_native_new(vm, name, fn, t);
    if (!n)
        return false;
    n->hdr.flags = NP_NATIVE_METHOD;
    return np_dict_set_str(vm, t->dict, key, np_obj(&n->hdr));
}

// The init fields' names, for __match_args__.
static NpTuple *match_args(NpVM *vm, NpTuple *fields)
{
    size_t n = 0;
    for (size_t i = 0; i < fields->n; i++)
        n += (field_flags(field_at(fields, i)) & FIELD_INIT) != 0;
    NpTuple *t = np_tuple_new(vm, n);
    if (!t)
        return NULL;
    size_t k = 0;
    for (size_t i = 0; i < fields->n; i++)
        if (field_flags(field_at(fields, i)) & FIELD_INIT)
            t->items[k++] = field_at(fields, i)->d;
    return t;
}

// Installs hashing by CPython's table: eq without frozen makes instances unhashable unless
// the class defines __hash__; eq+frozen or unsafe_hash generate one.
static bool install_hash(NpVM *vm, NpType *t, int params, bool has_own)
{
    NpStr *key = np_intern_cstr(vm, "__hash__");
    if (!key)
        return false;
    // The implicit `__hash__ = None` of a body defining __eq__ makes way for the generated one.
    bool found;
    NpValue old;
    if (!has_own && !np_dict_del(vm, t->dict, np_obj(&key->hdr), &old, &found))
        return false;
    if (params & DC_UNSAFE_HASH)
        return install(vm, t, "__hash__", dc_hash, false);
    if (!(params & DC_EQ) || has_own)
        return true;
    if (params & DC_FROZEN)
        return install(vm, t, "__hash__", dc_hash, false);
    return np_dict_set_str(vm, t->dict, key, np_none());
}

// True when the class body of [t] set __hash__ itself, read before the decorator adds __eq__:
// as in CPython's dataclass, the `__hash__ = None` a body defining __eq__ got at class
// creation (np_class.c eq_without_hash) does not count.
static bool explicit_hash(NpVM *vm, NpType *t, bool *out)
{
    NpStr *key = np_intern_cstr(vm, "__hash__"), *eqkey = np_intern_cstr(vm, "__eq__");
    if (!key || !eqkey)
        return false;
    NpValue own = np_dict_get_str(t->dict, key);
    *out = !NP_IS_UNDEF(own) && !(NP_IS_NONE(own) && !NP_IS_UNDEF(np_dict_get_str(t->dict, eqkey)));
    return true;
}

// The field of [fields] named [name], or UNDEF.
static NpValue field_named(NpTuple *fields, NpStr *name)
{
    for (size_t i = 0; i < fields->n; i++)
        if (np_str_eq(NP_AS_STR(field_at(fields, i)->d), name))
            return fields->items[i];
    return np_undef();
}

// Fills __dataclass_fields__ [fd] of class [t] in CPython's order: the bases' entries first,
// then the class's own annotations, where a name that is no field (a ClassVar) gets a
// pseudo-Field with its name, type and class value as default, as CPython lists it (never in
// [fields], so no generated method sees it); `_: KW_ONLY` gets none.
static bool fill_field_dict(NpVM *vm, NpType *t, NpTuple *fields, NpDict *fd)
{
    NpStr *fdkey = np_intern_cstr(vm, "__dataclass_fields__");
    NpStr *akey = np_intern_cstr(vm, "__annotations__");
    if (!fdkey || !akey)
        return false;
    NpValue key, v;
    for (size_t k = t->mro->n; k-- > 1;) {
        NpType *b = NP_AS_TYPE(t->mro->items[k]);
        NpValue bd = (b->tflags & NP_TF_USER) ? np_dict_get_str(b->dict, fdkey) : np_undef();
        for (size_t pos = 0; NP_IS_DICT(bd) && np_dict_next(NP_AS_DICT(bd), &pos, &key, &v);)
            if (NP_IS_STR(key) && !np_dict_set_str(vm, fd, NP_AS_STR(key), v))
                return false;
    }
    NpValue ann = np_dict_get_str(t->dict, akey);
    for (size_t pos = 0; NP_IS_DICT(ann) && np_dict_next(NP_AS_DICT(ann), &pos, &key, &v);) {
        if (!NP_IS_STR(key) || is_marked(vm, t, NP_AS_STR(key), "__np_kwonly__"))
            continue;
        NpStr *name = np_intern(vm, NP_AS_STR(key)->data, NP_AS_STR(key)->len);
        if (!name)
            return false;
        NpValue f = field_named(fields, name);
        if (NP_IS_UNDEF(f)) {
            NpWrapper *cv = field_new(vm, np_dict_get_str(t->dict, name), np_undef(), np_undef(),
                                      FIELD_INIT | FIELD_REPR | FIELD_COMPARE);
            if (!cv)
                return false;
            cv->d = np_obj(&name->hdr);
            if (!field_set_type(vm, t, cv, name))
                return false;
            f = np_obj(&cv->hdr);
        }
        if (!np_dict_set_str(vm, fd, name, f))
            return false;
    }
    // Every field is listed even when the annotations dict lacks it.
    for (size_t i = 0; i < fields->n; i++) {
        NpStr *name = NP_AS_STR(field_at(fields, i)->d);
        if (NP_IS_UNDEF(np_dict_get_str(fd, name)) &&
            !np_dict_set_str(vm, fd, name, fields->items[i]))
            return false;
    }
    return true;
}

// Turns class [cls] into a dataclass with [params].
// Appends annotation [ty] as inspect.formatannotation writes it in a signature: a builtin
// class by its qualname, another class as module.qualname, anything else by its repr without
// 'typing.' prefixes. Returns false when a repr failed.
static bool append_annotation(NpVM *vm, NpBuf *b, NpValue ty)
{
    if (NP_IS_TYPE(ty)) {
        NpType *t = NP_AS_TYPE(ty);
        if (t->tflags & NP_TF_USER) {
            NpStr *mkey = np_intern_cstr(vm, "__module__");
            NpValue m = mkey && t->dict ? np_dict_get_str(t->dict, mkey) : np_undef();
            if (NP_IS_STR(m))
                np_buf_append_str(b, NP_AS_STR(m));
            else
                np_buf_appendc(b, "__main__");
            np_buf_appendc(b, ".");
        }
        np_buf_append_str(b, t->qualname ? t->qualname : t->name);
        return true;
    }
    NpStr *r = np_repr(vm, ty);
    if (!r)
        return false;
    for (size_t i = 0; i < r->len; i++) {
        if (r->len - i >= 7 && memcmp(r->data + i, "typing.", 7) == 0)
            i += 6;
        else
            np_buf_append(b, r->data + i, 1);
    }
    return true;
}

// Gives a dataclass without a docstring CPython's generated one, its name and the signature
// of its __init__: "Item(name: str, qty: int = 0, tags: list = <factory>, *, k: int = 1)".
static bool set_generated_doc(NpVM *vm, NpType *t, NpTuple *fields)
{
    NpStr *dkey = np_intern_cstr(vm, "__doc__");
    if (!dkey)
        return false;
    NpValue doc = np_dict_get_str(t->dict, dkey);
    if (!NP_IS_UNDEF(doc) && !NP_IS_NONE(doc))
        return true;
    NpBuf b;
    np_buf_init(&b, vm);
    np_buf_append_str(&b, t->name);
    np_buf_appendc(&b, "(");
    bool first = true;
    for (int pass = 0; pass < 2; pass++) {
        bool star = false;
        for (size_t i = 0; i < fields->n; i++) {
            NpWrapper *f = field_at(fields, i);
            int fl = field_flags(f);
            if (!(fl & FIELD_INIT) || ((fl & FIELD_KWONLY) != 0) != (pass == 1))
                continue;
            if (!np_budget_charge(vm, 1)) {
                np_buf_free(&b);
                return false;
            }
            np_buf_appendc(&b, first ? "" : ", ");
            if (pass == 1 && !star)
                np_buf_appendc(&b, "*, ");
            first = false;
            star = true;
            np_buf_append_str(&b, NP_AS_STR(f->d));
            NpValue ty = NP_IS_TUPLE(f->b) && NP_AS_TUPLE(f->b)->n == 2
                             ? NP_AS_TUPLE(f->b)->items[1] : np_undef();
            if (!NP_IS_UNDEF(ty)) {
                np_buf_appendc(&b, ": ");
                if (!append_annotation(vm, &b, ty)) {
                    np_buf_free(&b);
                    return false;
                }
            }
            NpValue def = field_default(f);
            if (!NP_IS_UNDEF(field_factory(f))) {
                np_buf_appendc(&b, " = <factory>");
            } else if (!NP_IS_UNDEF(def)) {
                NpStr *r = np_repr(vm, def);
                if (!r) {
                    np_buf_free(&b);
                    return false;
                }
                np_buf_appendc(&b, " = ");
                np_buf_append_str(&b, r);
            }
        }
    }
    np_buf_appendc(&b, ")");
    NpStr *text = np_buf_finish(&b);
    return text && np_dict_set_str(vm, t->dict, dkey, np_obj(&text->hdr));
}

static bool process(NpVM *vm, NpValue cls, int params, NpValue frozen_err, NpValue *out)
{
    if (!NP_IS_TYPE(cls) || !(NP_AS_TYPE(cls)->tflags & NP_TF_USER))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "dataclass() should be called on a class");
    NpType *t = NP_AS_TYPE(cls);
    if ((params & DC_ORDER) && !(params & DC_EQ))
        return np_raisef(vm, NP_TYPE_VALUEERROR, "eq must be true if order is true");
    NpList *fl = np_list_new(vm, 4);
    if (!fl || !collect_fields(vm, t, fl, (params & DC_KW_ONLY) != 0) || !check_default_order(vm, fl))
        return false;
    NpTuple *fields = np_tuple_from(vm, fl->items, fl->n);
    NpTuple *ma = fields ? match_args(vm, fields) : NULL;
    NpStr *makey = np_intern_cstr(vm, "__match_args__");
    if (!ma || !makey || !np_dict_set_str(vm, t->dict, vm->s_dc_fields, np_obj(&fields->hdr)) ||
        !set_hidden(vm, t, "__np_dc_frozenerr__", frozen_err) ||
        !set_hidden(vm, t, "__np_dc_params__", np_int(params)))
        return false;
    if (NP_IS_UNDEF(np_dict_get_str(t->dict, makey)) &&
        !np_dict_set_str(vm, t->dict, makey, np_obj(&ma->hdr)))
        return false;
    // __dataclass_fields__: {name: Field} of the fields (InitVars included, as in CPython);
    // np_attr.c lets scripts read this one dunder (a dict of Field objects, nothing reflective).
    NpDict *fd = np_dict_new(vm);
    NpStr *fdkey = np_intern_cstr(vm, "__dataclass_fields__");
    if (!fd || !fdkey || !np_dict_set_str(vm, t->dict, fdkey, np_obj(&fd->hdr)))
        return false;
    if (!fill_field_dict(vm, t, fields, fd))
        return false;
    bool has_hash;
    if (!explicit_hash(vm, t, &has_hash))
        return false;
    // The instances' room (NpType.inst_attrs): one value per field, so the first instance of a
    // class with more than 4 fields keeps its slots (np_class.c sizes a first instance from a
    // Python __init__'s stores; this one is native).
    if (fields->n > t->inst_attrs)
        t->inst_attrs = fields->n < NP_LAYOUT_MAX ? (uint8_t)fields->n : NP_LAYOUT_MAX;
    bool ok = (!(params & DC_INIT) || install(vm, t, "__init__", dc_init, false)) &&
              (!(params & DC_REPR) || install(vm, t, "__repr__", dc_repr, false)) &&
              (!(params & DC_EQ) || install(vm, t, "__eq__", dc_eq, false));
    if (ok && (params & DC_ORDER))
        ok = install(vm, t, "__lt__", dc_lt, true) && install(vm, t, "__le__", dc_le, true) &&
             install(vm, t, "__gt__", dc_gt, true) && install(vm, t, "__ge__", dc_ge, true);
    if (ok && (params & DC_FROZEN))
        ok = install(vm, t, "__setattr__", dc_frozen_set, false) &&
             install(vm, t, "__delattr__", dc_frozen_del, false);
    if (!ok || !install_hash(vm, t, params, has_hash) || !set_generated_doc(vm, t, fields))
        return false;
    // slots=True: the instances take only the fields' names (CPython makes a new class with
    // __slots__; Nearly restricts this one, np_class_restrict_slots).
    if (params & DC_SLOTS) {
        NpSet *names = np_set_new(vm, false);
        if (!names)
            return false;
        for (size_t i = 0; i < fields->n; i++)
            if (!np_set_add(vm, names, field_at(fields, i)->d))
                return false;
        if (!np_class_restrict_slots(vm, t, names))
            return false;
        // `DC.__slots__`: the tuple of the fields' names, as CPython's new class binds.
        NpTuple *decl = np_tuple_new(vm, fields->n);
        NpStr *skey = decl ? np_intern_cstr(vm, "__slots__") : NULL;
        if (!skey)
            return false;
        for (size_t i = 0; i < fields->n; i++)
            decl->items[i] = field_at(fields, i)->d;
        if (!np_dict_set_str(vm, t->dict, skey, np_obj(&decl->hdr)))
            return false;
    }
    *out = cls;
    return true;
}

// The FrozenInstanceError class of the module this native belongs to.
static NpValue module_frozen_error(NpVM *vm)
{
    NpStr *mkey = np_intern_cstr(vm, "dataclasses");
    NpValue m = mkey ? np_dict_get_str(vm->modules, mkey) : np_undef();
    NpStr *key = np_intern_cstr(vm, "FrozenInstanceError");
    if (NP_IS_KIND(m, OBJ_MODULE) && key)
        return np_dict_get_str(((NpModuleObj *)NP_AS_OBJ(m))->globals, key);
    return np_none();
}

// The decorator returned by dataclass(...) with parameters: its bound self is the params int.
static bool dc_apply(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    if (!np_args_nokw(vm, "dataclass", kwnames) || !np_args_count(vm, "dataclass", argc - 1, 1, 1))
        return false;
    return process(vm, argv[1], (int)argv[0].u.i, module_frozen_error(vm), out);
}

// The decorator parameter bits of dataclass()'s keyword values [a] (init, repr, eq, order,
// unsafe_hash, frozen, kw_only, match_args, slots, weakref_slot in that order; UNDEF when not
// given). match_args and weakref_slot are accepted and have no effect (__match_args__ is
// always set); slots restricts the instances' attribute names to the fields (DC_SLOTS).
static bool dc_params(NpVM *vm, const NpValue *a, int *params)
{
    static const int bits[] = {DC_INIT, DC_REPR, DC_EQ, DC_ORDER, DC_UNSAFE_HASH, DC_FROZEN,
                               DC_KW_ONLY, 0, DC_SLOTS};
    static const bool defaults[] = {true, true, true, false, false, false, false, true, false};
    *params = 0;
    for (int k = 0; k < 9; k++) {
        bool on = defaults[k];
        if (!NP_IS_UNDEF(a[k]) && !np_truthy(vm, a[k], &on))
            return false;
        if (on)
            *params |= bits[k];
    }
    return true;
}

// dataclass(cls=None, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False,
// frozen=False, kw_only=False, match_args=True, slots=False, weakref_slot=False).
static bool dc_dataclass(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    static const char *const names[] = {"cls",      "init",       "repr",  "eq",
                                        "order",    "unsafe_hash", "frozen", "kw_only",
                                        "match_args", "slots",    "weakref_slot"};
    NpValue a[11];
    int params;
    if (!np_args_bind(vm, "dataclass", argc, argv, kwnames, names, 11, 1, 0, a) ||
        !dc_params(vm, a + 1, &params))
        return false;
    if (!NP_IS_UNDEF(a[0]) && !NP_IS_NONE(a[0]))
        return process(vm, a[0], params, module_frozen_error(vm), out);
    NpNative *n = np_native_new(vm, "wrap", dc_apply, NULL);
    if (!n)
        return false;
    n->self = np_int(params);
    *out = np_obj(&n->hdr);
    return true;
}

/* ---------------------------------------------------------------- make_dataclass() */

// Python's keywords, which make_dataclass refuses as field names.
static const char *const py_keywords[] = {
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
    "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if",
    "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try",
    "while", "with", "yield", NULL};

// The value of the dataclasses module global [name] (KW_ONLY), or UNDEF.
static NpValue module_global(NpVM *vm, const char *name)
{
    NpStr *mkey = np_intern_cstr(vm, "dataclasses");
    NpValue m = mkey ? np_dict_get_str(vm->modules, mkey) : np_undef();
    NpStr *key = np_intern_cstr(vm, name);
    if (NP_IS_KIND(m, OBJ_MODULE) && key)
        return np_dict_get_str(((NpModuleObj *)NP_AS_OBJ(m))->globals, key);
    return np_undef();
}

// ns[name] = v for a str [name] of C.
static bool set_dict_entry(NpVM *vm, NpDict *ns, const char *name, NpValue v)
{
    NpStr *key = np_intern_cstr(vm, name);
    return key && np_dict_set_str(vm, ns, key, v);
}

// Checks make_dataclass's field name [name] as CPython does: a str identifier, not a keyword,
// not in the names so far [seen].
static bool check_field_name(NpVM *vm, NpValue name, NpDict *seen)
{
    bool ident = false;
    if (NP_IS_STR(name)) {
        NpStr *m = np_intern_cstr(vm, "isidentifier");
        NpValue fn, r;
        if (!m || !np_getattr(vm, name, m, &fn) || !np_call(vm, fn, 0, NULL, NULL, &r))
            return false;
        ident = NP_IS_BOOL(r) && r.u.i;
    }
    NpStr *rep = np_repr(vm, name);
    if (!rep)
        return false;
    if (!ident)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "Field names must be valid identifiers: %s",
                         rep->data);
    for (const char *const *k = py_keywords; *k; k++)
        if (strcmp(*k, NP_AS_STR(name)->data) == 0)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "Field names must not be keywords: %s",
                             rep->data);
    if (!NP_IS_UNDEF(np_dict_get_str(seen, NP_AS_STR(name))))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "Field name duplicated: %s", rep->data);
    return true;
}

// Adds make_dataclass's field spec [item] (a name, (name, type) or (name, type, default or
// Field)) to the class namespace [ns], its annotations [ann] and the annotated names [order];
// a `KW_ONLY` type goes to [kwonly] as the compiler records `_: KW_ONLY`.
static bool add_field_spec(NpVM *vm, NpValue item, NpDict *ns, NpDict *ann, NpList *order,
                           NpList *kwonly)
{
    NpValue name = item, tp = np_undef(), spec = np_undef();
    if (NP_IS_TUPLE(item) || NP_IS_LIST(item)) {
        size_t n = NP_IS_TUPLE(item) ? NP_AS_TUPLE(item)->n : NP_AS_LIST(item)->n;
        const NpValue *it = NP_IS_TUPLE(item) ? NP_AS_TUPLE(item)->items : NP_AS_LIST(item)->items;
        if (n != 2 && n != 3) {
            NpStr *rep = np_repr(vm, item);
            return rep && np_raisef(vm, NP_TYPE_TYPEERROR, "Invalid field: %s", rep->data);
        }
        name = it[0];
        tp = it[1];
        spec = n == 3 ? it[2] : np_undef();
    } else if (!NP_IS_STR(item)) {
        return np_raisef(vm, NP_TYPE_TYPEERROR, "object of type '%s' has no len()",
                         np_type_name(vm, item));
    }
    if (!check_field_name(vm, name, ann))
        return false;
    NpStr *key = np_intern(vm, NP_AS_STR(name)->data, NP_AS_STR(name)->len);
    if (!key)
        return false;
    if (NP_IS_UNDEF(tp)) {
        NpStr *any = np_str_from_cstr(vm, "typing.Any");
        if (!any)
            return false;
        tp = np_obj(&any->hdr);
    }
    NpValue kwo = module_global(vm, "KW_ONLY");
    if (!NP_IS_UNDEF(kwo) && np_is(tp, kwo) && !np_list_append(vm, kwonly, np_obj(&key->hdr)))
        return false;
    if (!NP_IS_UNDEF(spec) && !np_dict_set_str(vm, ns, key, spec))
        return false;
    return np_dict_set_str(vm, ann, key, tp) && np_list_append(vm, order, np_obj(&key->hdr));
}

// Appends the items of iterable [src] to [specs] (rooted while Python code may run).
static bool gather_specs(NpVM *vm, NpValue src, NpList *specs)
{
    NpValue it, item;
    if (!np_push_root(vm, np_obj(&specs->hdr)))
        return false;
    bool ok = np_iter(vm, src, &it) && np_push_root(vm, it);
    if (ok) {
        int r;
        while (ok && (r = np_next(vm, it, &item)) > 0)
            ok = np_list_append(vm, specs, item);
        ok = ok && r == 0;
        np_pop_roots(vm, 1);
    }
    np_pop_roots(vm, 1);
    return ok;
}

// make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True, eq=True,
// order=False, unsafe_hash=False, frozen=False, match_args=True, kw_only=False, slots=False,
// weakref_slot=False): the class type(cls_name, bases, namespace) would make with the fields
// annotated (as a class body records them: `__np_annotated__`), then decorated. As in
// CPython its `__module__` is 'types'.
static bool dc_make_dataclass(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    static const char *const names[] = {
        "cls_name", "fields", "bases", "namespace", "init", "repr", "eq", "order", "unsafe_hash",
        "frozen", "kw_only", "match_args", "slots", "weakref_slot"};
    NpValue a[14];
    int params;
    if (!np_args_bind_py(vm, "make_dataclass", argc, argv, kwnames, names, 14, 2, 2, a) ||
        !dc_params(vm, a + 4, &params))
        return false;
    if (!NP_IS_STR(a[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "type.__new__() argument 1 must be str, not %s",
                         np_type_name(vm, a[0]));
    NpValue bases = NP_IS_UNDEF(a[2]) ? np_undef() : a[2];
    if (!NP_IS_UNDEF(bases) && !NP_IS_TUPLE(bases))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "type.__new__() argument 2 must be tuple, not %s",
                         np_type_name(vm, bases));
    if (!NP_IS_UNDEF(a[3]) && !NP_IS_NONE(a[3]) && !NP_IS_DICT(a[3]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "make_dataclass() namespace must be a dict in "
                         "Nearly, not '%s'", np_type_name(vm, a[3]));
    // The fields iterable may be a generator (Python code runs): its items are gathered
    // into a rooted list before anything else is made.
    NpList *specs = np_list_new(vm, 4);
    if (!specs || !gather_specs(vm, a[1], specs))
        return false;
    NpDict *ns = np_dict_new(vm), *ann = np_dict_new(vm);
    NpList *order = np_list_new(vm, 4), *kwonly = np_list_new(vm, 0);
    NpTuple *empty = np_tuple_new(vm, 0);
    if (!ns || !ann || !order || !kwonly || !empty)
        return false;
    NpValue k, v;
    for (size_t pos = 0; NP_IS_DICT(a[3]) && np_dict_next(NP_AS_DICT(a[3]), &pos, &k, &v);) {
        if (!NP_IS_STR(k))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "type() argument 3 must have str keys, "
                             "not %s", np_type_name(vm, k));
        if (!np_dict_set_str(vm, ns, NP_AS_STR(k), v))
            return false;
    }
    for (size_t i = 0; i < specs->n; i++)
        if (!add_field_spec(vm, specs->items[i], ns, ann, order, kwonly))
            return false;
    NpTuple *ot = np_tuple_from(vm, order->items, order->n);
    NpTuple *kt = np_tuple_from(vm, kwonly->items, kwonly->n);
    NpStr *mod = np_str_from_cstr(vm, "types");
    if (!ot || !kt || !mod || !set_dict_entry(vm, ns, "__annotations__", np_obj(&ann->hdr)) ||
        !set_dict_entry(vm, ns, "__np_annotated__", np_obj(&ot->hdr)) ||
        !set_dict_entry(vm, ns, "__module__", np_obj(&mod->hdr)) ||
        (kt->n && !set_dict_entry(vm, ns, "__np_kwonly__", np_obj(&kt->hdr))))
        return false;
    NpValue cls;
    if (!np_class_from_namespace(vm, NP_AS_STR(a[0]), NP_IS_UNDEF(bases) ? empty
                                 : NP_AS_TUPLE(bases), ns, &cls))
        return false;
    return process(vm, cls, params, module_frozen_error(vm), out);
}

/* ---------------------------------------------------------------- saving between runs */

// The natives process() installs (so np_dc_is_made can tell them from the class body's).
static bool is_dc_native(NpNativeFn fn)
{
    return fn == dc_init || fn == dc_repr || fn == dc_eq || fn == dc_lt || fn == dc_le ||
           fn == dc_gt || fn == dc_ge || fn == dc_hash || fn == dc_frozen_set ||
           fn == dc_frozen_del;
}

bool np_dc_saved_params(NpVM *vm, NpType *t, int *params)
{
    if (!(t->tflags & NP_TF_USER))
        return false;
    NpStr *key = np_intern_cstr(vm, "__np_dc_params__");
    NpValue p = key ? np_dict_get_str(t->dict, key) : np_undef();
    if (!NP_IS_INT(p) || !fields_of(vm, np_obj(&t->hdr)))
        return false;
    *params = (int)p.u.i;
    return true;
}

bool np_dc_is_made(NpVM *vm, NpType *t, int params, NpStr *key, NpValue v)
{
    static const char *const hidden_names[] = {"__np_dc_fields__", "__np_dc_frozenerr__",
                                               "__np_dc_params__", "__dataclass_fields__",
                                               "__match_args__"};
    for (size_t i = 0; i < sizeof hidden_names / sizeof *hidden_names; i++)
        if (!strcmp(key->data, hidden_names[i]))
            return true;
    if (NP_IS_KIND(v, OBJ_NATIVE)) {
        NpNative *n = (NpNative *)NP_AS_OBJ(v);
        if (n->owner == t && is_dc_native(n->fn))
            return true;
    }
    // install_hash's `__hash__ = None` (eq without frozen or unsafe_hash): process() sets it
    // again, and a body's own `__hash__ = None` means the same.
    if (!strcmp(key->data, "__hash__") && NP_IS_NONE(v) && (params & DC_EQ) &&
        !(params & (DC_FROZEN | DC_UNSAFE_HASH)))
        return true;
    // An own field's entry (its plain default): the saved field record restores it.
    return np_dc_own_field(vm, t, key);
}

bool np_dc_field_info(NpVM *vm, NpType *t, size_t i, NpStr **name, NpValue *def, NpValue *fac,
                      int *flags)
{
    NpTuple *f = fields_of(vm, np_obj(&t->hdr));
    if (!f || i >= f->n)
        return false;
    NpWrapper *w = field_at(f, i);
    *name = NP_AS_STR(w->d);
    *def = field_default(w);
    *fac = field_factory(w);
    *flags = field_flags(w) & SAVED_FLAGS;
    return true;
}

bool np_dc_own_field(NpVM *vm, NpType *t, NpStr *name)
{
    NpStr *akey = np_intern_cstr(vm, "__np_annotated__");
    NpValue ann = akey ? np_dict_get_str(t->dict, akey) : np_undef();
    for (size_t i = 0; NP_IS_TUPLE(ann) && i < NP_AS_TUPLE(ann)->n; i++)
        if (NP_IS_STR(NP_AS_TUPLE(ann)->items[i]) &&
            np_str_eq(NP_AS_STR(NP_AS_TUPLE(ann)->items[i]), name))
            return true;
    return false;
}

bool np_dc_rebuild(NpVM *vm, NpType *t, int params, NpStr *const *names, const NpValue *defs,
                   const NpValue *facs, const int *flags, size_t n)
{
    if (params & ~NP_DC_PARAMS_MASK)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "bad dataclass parameters");
    for (size_t i = 0; i < n; i++) {
        // The entry a `name: T = field(...)` line leaves in the class body.
        // (field(metadata=...) is not saved: the rebuilt field has none.)
        NpWrapper *w = field_new(vm, defs[i], facs[i], np_undef(),
                                 flags[i] & SAVED_FLAGS);
        if (!w)
            return false;
        w->d = np_obj(&names[i]->hdr);
        if (!np_dict_set_str(vm, t->dict, names[i], np_obj(&w->hdr)))
            return false;
    }
    NpValue out;
    return process(vm, np_obj(&t->hdr), params, module_frozen_error(vm), &out);
}

/* ---------------------------------------------------------------- module functions */

// fields(obj or class): the tuple of Field objects.
static bool dc_fields(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    if (!np_args_nokw(vm, "fields", kwnames) || !np_args_count(vm, "fields", argc, 1, 1))
        return false;
    NpTuple *f = fields_of(vm, argv[0]);
    if (!f)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "must be called with a dataclass type or instance");
    NpList *l = np_list_new(vm, 0);
    if (!l)
        return false;
    for (size_t i = 0; i < f->n; i++)
        if (!(field_flags(field_at(f, i)) & FIELD_INITVAR) && !np_list_append(vm, l, f->items[i]))
            return false;
    NpTuple *t = np_tuple_from(vm, l->items, l->n);
    if (!t)
        return false;
    *out = np_obj(&t->hdr);
    return true;
}

static bool dc_is_dataclass(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    if (!np_args_nokw(vm, "is_dataclass", kwnames) ||
        !np_args_count(vm, "is_dataclass", argc, 1, 1))
        return false;
    *out = np_bool(fields_of(vm, argv[0]) != NULL);
    return true;
}

static bool convert(NpVM *vm, NpValue v, bool as_dict, int depth, NpValue *out);

// asdict/astuple of one dataclass instance [v] with fields [fields].
static bool convert_instance(NpVM *vm, NpValue v, NpTuple *fields, bool as_dict, int depth,
                             NpValue *out)
{
    NpDict *d = as_dict ? np_dict_new(vm) : NULL;
    NpList *l = as_dict ? NULL : np_list_new(vm, fields->n);
    if ((as_dict && !d) || (!as_dict && !l))
        return false;
    NpValue res = as_dict ? np_obj(&d->hdr) : np_obj(&l->hdr);
    if (!np_push_root(vm, res))
        return false;
    bool ok = true;
    for (size_t i = 0; ok && i < fields->n; i++) {
        NpValue x, c;
        NpStr *name = NP_AS_STR(field_at(fields, i)->d);
        if (field_flags(field_at(fields, i)) & FIELD_INITVAR)
            continue;
        ok = np_getattr(vm, v, name, &x) && convert(vm, x, as_dict, depth + 1, &c) &&
             (as_dict ? np_dict_set_str(vm, d, name, c) : np_list_append(vm, l, c));
    }
    np_pop_roots(vm, 1);
    if (!ok)
        return false;
    if (as_dict) {
        *out = res;
        return true;
    }
    NpTuple *t = np_tuple_from(vm, l->items, l->n);
    if (!t)
        return false;
    *out = np_obj(&t->hdr);
    return true;
}

// Copies [v] recursively as asdict/astuple do: dataclass instances become dicts (or tuples),
// lists, tuples and dicts are copied with converted items, anything else is kept.
static bool convert(NpVM *vm, NpValue v, bool as_dict, int depth, NpValue *out)
{
    if (depth > 200)
        return np_raisef(vm, NP_TYPE_RECURSIONERROR, "maximum recursion depth exceeded");
    NpTuple *fields = NP_IS_TYPE(v) ? NULL : fields_of(vm, v);
    if (fields)
        return convert_instance(vm, v, fields, as_dict, depth, out);
    if (NP_IS_LIST(v) || NP_IS_TUPLE(v)) {
        bool list = NP_IS_LIST(v);
        NpList *l = np_list_new(vm, 4);
        if (!l || !np_push_root(vm, np_obj(&l->hdr)))
            return false;
        bool ok = true;
        for (size_t i = 0; ok; i++) {
            size_t n = list ? NP_AS_LIST(v)->n : NP_AS_TUPLE(v)->n;
            if (i >= n)
                break;
            NpValue c, x = list ? NP_AS_LIST(v)->items[i] : NP_AS_TUPLE(v)->items[i];
            ok = convert(vm, x, as_dict, depth + 1, &c) && np_list_append(vm, l, c);
        }
        np_pop_roots(vm, 1);
        if (!ok)
            return false;
        if (list) {
            *out = np_obj(&l->hdr);
            return true;
        }
        NpTuple *t = np_tuple_from(vm, l->items, l->n);
        if (!t)
            return false;
        *out = np_obj(&t->hdr);
        return true;
    }
    if (NP_IS_DICT(v)) {
        NpDict *d = np_dict_new(vm);
        if (!d || !np_push_root(vm, np_obj(&d->hdr)))
            return false;
        size_t pos = 0;
        NpValue k, x;
        bool ok = true;
        while (ok && np_dict_next(NP_AS_DICT(v), &pos, &k, &x)) {
            NpValue ck, cx;
            ok = convert(vm, k, as_dict, depth + 1, &ck) &&
                 convert(vm, x, as_dict, depth + 1, &cx) && np_dict_set(vm, d, ck, cx);
        }
        np_pop_roots(vm, 1);
        if (!ok)
            return false;
        *out = np_obj(&d->hdr);
        return true;
    }
    *out = v;
    return true;
}

// asdict(obj) / astuple(obj).
static bool dc_convert(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, bool as_dict,
                       NpValue *out)
{
    const char *fname = as_dict ? "asdict" : "astuple";
    if (!np_args_nokw(vm, fname, kwnames) || !np_args_count(vm, fname, argc, 1, 1))
        return false;
    if (NP_IS_TYPE(argv[0]) || !fields_of(vm, argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() should be called on dataclass instances",
                         fname);
    return convert(vm, argv[0], as_dict, 0, out);
}

static bool dc_asdict(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    return dc_convert(vm, argc, argv, kwnames, true, out);
}

static bool dc_astuple(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    return dc_convert(vm, argc, argv, kwnames, false, out);
}

// replace(obj, /, **changes): a new instance from obj's init fields updated with [changes].
static bool dc_replace(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    int nkw = kwnames ? (int)kwnames->n : 0;
    if (argc - nkw != 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "replace() takes 1 positional argument but %d "
                         "were given", argc - nkw);
    NpValue obj = argv[0];
    NpTuple *fields = NP_IS_TYPE(obj) ? NULL : fields_of(vm, obj);
    if (!fields)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "replace() should be called on dataclass instances");
    NpDict *kw = np_dict_new(vm);
    if (!kw || !np_push_root(vm, np_obj(&kw->hdr)))
        return false;
    bool ok = true;
    for (size_t i = 0; ok && i < fields->n; i++) {
        NpWrapper *f = field_at(fields, i);
        NpValue v;
        if ((field_flags(f) & (FIELD_INIT | FIELD_INITVAR)) == FIELD_INIT)
            ok = np_getattr(vm, obj, NP_AS_STR(f->d), &v) &&
                 np_dict_set_str(vm, kw, NP_AS_STR(f->d), v);
    }
    for (int k = 0; ok && k < nkw; k++) {
        NpStr *kn = NP_AS_STR(kwnames->items[k]);
        size_t i = 0;
        while (i < fields->n && !np_str_eq(NP_AS_STR(field_at(fields, i)->d), kn))
            i++;
        if (i < fields->n && !(field_flags(field_at(fields, i)) & FIELD_INIT)) {
            np_raisef(vm, NP_TYPE_VALUEERROR, "field %s is declared with init=False, it cannot "
                      "be specified with replace()", kn->data);
            ok = false;
            break;
        }
        ok = np_dict_set_str(vm, kw, kn, argv[1 + k]);
    }
    NpTuple *names = ok ? np_tuple_new(vm, kw->n) : NULL;
    NpTuple *vals = names ? np_tuple_new(vm, kw->n) : NULL;
    ok = ok && vals;
    if (ok) {
        size_t pos = 0, j = 0;
        NpValue k, v;
        while (np_dict_next(kw, &pos, &k, &v)) {
            names->items[j] = k;
            vals->items[j++] = v;
        }
        ok = np_push_root(vm, np_obj(&names->hdr));
        if (ok) {
            ok = np_call(vm, np_obj(&np_typeof(vm, obj)->hdr), (int)vals->n, vals->items, names,
                         out);
            np_pop_roots(vm, 1);
        }
    }
    np_pop_roots(vm, 1);
    return ok;
}

static const NpMethodDef dc_funcs[] = {
    {"dataclass", dc_dataclass, 0}, {"field", dc_field, 0},     {"fields", dc_fields, 0},
    {"asdict", dc_asdict, 0},       {"astuple", dc_astuple, 0}, {"replace", dc_replace, 0},
    {"is_dataclass", dc_is_dataclass, 0}, {"make_dataclass", dc_make_dataclass, 0},
    {NULL, NULL, 0},
};

// Fills the module namespace on first import.
static bool dc_init_module(NpVM *vm, NpModuleObj *m)
{
    for (const NpMethodDef *d = dc_funcs; d->name; d++) {
        NpNative *f = np_native_new(vm, d->name, d->fn, NULL);
        NpStr *key = np_intern_cstr(vm, d->name);
        if (!f || !key || !np_dict_set_str(vm, m->globals, key, np_obj(&f->hdr)))
            return false;
    }
    // InitVar: only a name to import (annotations are never evaluated; the compiler spots
    // `x: InitVar[...]` by name, see DEF_INITVAR).
    NpType *iv = np_class_new(vm, "InitVar", vm->types[NP_TYPE_OBJECT], "dataclasses");
    NpStr *ivkey = np_intern_cstr(vm, "InitVar");
    if (!iv || !ivkey || !np_dict_set_str(vm, m->globals, ivkey, np_obj(&iv->hdr)))
        return false;
    // KW_ONLY: the sentinel of `_: KW_ONLY` (spotted by name by the compiler, DEF_KWMARK).
    NpType *kt = np_class_new(vm, "_KW_ONLY_TYPE", vm->types[NP_TYPE_OBJECT], "dataclasses");
    NpValue kwo;
    NpStr *kwkey = np_intern_cstr(vm, "KW_ONLY");
    if (!kt || !kwkey || !np_instance_new(vm, kt, &kwo) ||
        !np_dict_set_str(vm, m->globals, kwkey, kwo))
        return false;
    // MISSING: the sentinel a Field's default/default_factory read as when unset. The Field
    // type keeps it under a hidden entry for vm/np_attr.c (getattr_field).
    NpType *mt = np_class_new(vm, "_MISSING_TYPE", vm->types[NP_TYPE_OBJECT], "dataclasses");
    NpValue missing;
    NpStr *mkey = np_intern_cstr(vm, "MISSING"), *hkey = np_intern_cstr(vm, "__np_missing__");
    if (!mt || !mkey || !hkey || !np_instance_new(vm, mt, &missing) ||
        !np_dict_set_str(vm, m->globals, mkey, missing) ||
        !np_dict_set_str(vm, vm->types[NP_TYPE_FIELD]->dict, hkey, missing))
        return false;
    NpType *fe = np_class_new(vm, "FrozenInstanceError", vm->types[NP_TYPE_ATTRIBUTEERROR],
                              "dataclasses");
    NpStr *key = np_intern_cstr(vm, "FrozenInstanceError");
    NpStr *fkey = np_intern_cstr(vm, "Field");
    return fe && key && fkey && np_dict_set_str(vm, m->globals, key, np_obj(&fe->hdr)) &&
           np_dict_set_str(vm, m->globals, fkey, np_obj(&vm->types[NP_TYPE_FIELD]->hdr));
}

bool nplib_register_dataclasses(NpVM *vm)
{
    return npvm_register_module(vm, "dataclasses", dc_init_module);
}
