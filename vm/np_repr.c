/*
 * np_repr.c - repr() and str() of every builtin object, in CPython 3.11's exact spelling.
 *
 * Containers are written into one NpBuf by a recursive walk that carries a ReprCtx: the stack
 * of containers being printed (so a container that contains itself prints as [...] / {...})
 * and the depth, capped at NP_REPR_MAX_DEPTH so deep nesting raises RecursionError instead of
 * exhausting the C stack. User classes' __repr__/__str__ are called through np_call.
 */
#include <stdio.h>
#include <string.h>

#include "np_descr.h"
#include "np_interp.h"
#include "np_runtime.h"

// The deepest container nesting repr() walks before raising RecursionError.
#define NP_REPR_MAX_DEPTH 1000

// State of one repr() walk.
typedef struct ReprCtx {
    NpVM *vm;
    NpBuf *b;
    // Number of containers in [active].
    int depth;
    // The object whose user __repr__ is skipped (np_repr_layout: list.__repr__(self) of a
    // subclass instance), or NULL.
    NpObject *layout_top;
    // The containers currently being printed, outermost first.
    NpObject *active[NP_REPR_MAX_DEPTH];
} ReprCtx;

static bool repr_value(ReprCtx *c, NpValue v);

/* ---------------------------------------------------------------- helpers */

// Appends the C string [s].
static void put(ReprCtx *c, const char *s)
{
    np_buf_appendc(c->b, s);
}

// Appends "<[what] object at 0x...>".
static void put_object_at(ReprCtx *c, const char *what, const void *p)
{
    np_buf_appendf(c->b, "<%s object at %p>", what, p);
}

// Calls [func] with the single argument [self] (rooted across the call).
static bool call1(NpVM *vm, NpValue func, NpValue self, NpValue *out)
{
    if (!np_push_root(vm, self))
        return false;
    NpValue arg = self;
    bool ok = np_call(vm, func, 1, &arg, NULL, out);
    np_pop_roots(vm, 1);
    return ok;
}

// Calls the user method [func] (a __repr__ or __str__, named [what]) on [self] and checks that
// it returned a str.
static NpStr *call_str_method(NpVM *vm, NpValue func, NpValue self, const char *what)
{
    NpValue r;
    // At the nested loops' depth limit, a recursion through __repr__ says "while calling a
    // Python object" (np_execute's own message is the plain one). CPython's message depends on
    // which of its counters trips first; this is the one it gives most often for __repr__.
    if (vm->c_depth >= NP_MAX_C_DEPTH && what[2] == 'r') {
        np_raisef(vm, NP_TYPE_RECURSIONERROR,
                  "maximum recursion depth exceeded while calling a Python object");
        return NULL;
    }
    if (!call1(vm, func, self, &r))
        return NULL;
    if (!NP_IS_STR(r)) {
        np_raisef(vm, NP_TYPE_TYPEERROR, "%s returned non-string (type %s)", what,
                  np_type_name(vm, r));
        return NULL;
    }
    return NP_AS_STR(r);
}

// Enters container [o]: false with RecursionError when too deep. *seen is set when [o] is
// already being printed further out (the caller then prints the "..." form).
static bool enter(ReprCtx *c, NpObject *o, bool *seen)
{
    *seen = false;
    for (int i = 0; i < c->depth; i++) {
        if (c->active[i] == o) {
            *seen = true;
            return true;
        }
    }
    int limit = c->vm->recursion_limit < NP_REPR_MAX_DEPTH ? c->vm->recursion_limit
                                                           : NP_REPR_MAX_DEPTH;
    if (c->depth >= limit) {
        return np_raisef(c->vm, NP_TYPE_RECURSIONERROR,
                         "maximum recursion depth exceeded while getting the repr of an object");
    }
    c->active[c->depth++] = o;
    return true;
}

static void leave(ReprCtx *c)
{
    c->depth--;
}

// The module-qualified name of a user class as CPython prints it ("__main__.Foo").
static void put_type_qualname(ReprCtx *c, NpType *t)
{
    if (t->tflags & NP_TF_USER) {
        NpStr *modkey = np_intern_cstr(c->vm, "__module__");
        NpValue mod = modkey && t->dict ? np_dict_get_str(t->dict, modkey) : np_undef();
        if (NP_IS_STR(mod)) {
            // A class that says it is in builtins (ExceptionGroup) prints bare, as CPython's.
            if (strcmp(NP_AS_STR(mod)->data, "builtins") != 0) {
                np_buf_append_str(c->b, NP_AS_STR(mod));
                put(c, ".");
            }
        } else {
            put(c, "__main__.");
        }
    }
    np_buf_append_str(c->b, t->qualname ? t->qualname : t->name);
}

// itertools.count and repeat show their state as python3 does: count(next value), with the
// step after it unless the step is the int 1; repeat(object), with the times left after it
// unless it repeats forever.
static bool repr_count_repeat(ReprCtx *c, const NpIter *it)
{
    bool count = it->ikind == ITER_COUNT;
    put(c, count ? "count(" : "repeat(");
    if (!repr_value(c, count ? it->aux : it->src))
        return false;
    if (count && !((it->src.tag == NP_T_INT || it->src.tag == NP_T_BOOL) && it->src.u.i == 1)) {
        put(c, ", ");
        if (!repr_value(c, it->src))
            return false;
    } else if (!count && !it->step) {
        np_buf_appendf(c->b, ", %lld", (long long)it->n);
    }
    put(c, ")");
    return true;
}

/* ---------------------------------------------------------------- containers */

// Writes [n] items separated by ", ".
static bool repr_items(ReprCtx *c, const NpValue *items, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (i > 0)
            put(c, ", ");
        if (!repr_value(c, items[i]))
            return false;
    }
    return true;
}

static bool repr_list(ReprCtx *c, NpList *l)
{
    bool seen;
    if (!enter(c, &l->hdr, &seen))
        return false;
    if (seen) {
        put(c, "[...]");
        return true;
    }
    if (!np_charge_items(c->vm, l->n))
        return false;
    put(c, "[");
    // A user __repr__ of an item may shrink the list, so re-read its length every time.
    for (size_t i = 0; i < l->n; i++) {
        if (i > 0)
            put(c, ", ");
        if (!repr_value(c, l->items[i]))
            return false;
    }
    put(c, "]");
    leave(c);
    return true;
}

static bool repr_tuple(ReprCtx *c, NpTuple *t)
{
    bool seen;
    if (!enter(c, &t->hdr, &seen))
        return false;
    if (seen) {
        put(c, "(...)");
        return true;
    }
    if (!np_charge_items(c->vm, t->n))
        return false;
    put(c, "(");
    if (!repr_items(c, t->items, t->n))
        return false;
    put(c, t->n == 1 ? ",)" : ")");
    leave(c);
    return true;
}

static bool repr_dict(ReprCtx *c, NpDict *d)
{
    bool seen;
    if (!enter(c, &d->hdr, &seen))
        return false;
    if (seen) {
        put(c, "{...}");
        return true;
    }
    if (!np_charge_items(c->vm, d->n))
        return false;
    put(c, "{");
    size_t pos = 0;
    NpValue k, v;
    bool first = true;
    while (np_dict_next(d, &pos, &k, &v)) {
        if (!first)
            put(c, ", ");
        first = false;
        if (!repr_value(c, k))
            return false;
        put(c, ": ");
        if (!repr_value(c, v))
            return false;
    }
    put(c, "}");
    leave(c);
    return true;
}

static bool repr_set(ReprCtx *c, NpSet *s)
{
    bool frozen = s->hdr.type == c->vm->types[NP_TYPE_FROZENSET];
    NpType *t = s->hdr.type;
    bool plain = t == c->vm->types[NP_TYPE_SET];
    if (s->used == 0) {
        np_buf_append_str(c->b, t->name);
        put(c, "()");
        return true;
    }
    bool seen;
    if (!enter(c, &s->hdr, &seen))
        return false;
    if (seen) {
        np_buf_append_str(c->b, t->name);
        put(c, "(...)");
        return true;
    }
    if (!np_charge_items(c->vm, s->used))
        return false;
    if (!plain) {
        np_buf_append_str(c->b, t->name);
        put(c, "(");
    }
    (void)frozen;
    put(c, "{");
    size_t pos = 0;
    NpValue k;
    bool first = true;
    while (np_set_next(s, &pos, &k)) {
        if (!first)
            put(c, ", ");
        first = false;
        if (!repr_value(c, k))
            return false;
    }
    put(c, plain ? "}" : "})");
    leave(c);
    return true;
}

// repr of a big range (NpRange.big): its exact bounds in decimal.
static bool repr_range_big(ReprCtx *c, NpRange *r)
{
    put(c, "range(");
    for (int k = 0; k < 3; k++) {
        NpValue f = np_range_field(r, k);
        if (k == 2 && f.tag == NP_T_INT && f.u.i == 1)
            break;
        NpStr *s = np_int_to_str(c->vm, f);
        if (!s)
            return false;
        if (k > 0)
            put(c, ", ");
        np_buf_append_str(c->b, s);
    }
    put(c, ")");
    return true;
}

static bool repr_range(ReprCtx *c, NpRange *r)
{
    if (r->big)
        return repr_range_big(c, r);
    if (r->step == 1)
        np_buf_appendf(c->b, "range(%lld, %lld)", (long long)r->start, (long long)r->stop);
    else
        np_buf_appendf(c->b, "range(%lld, %lld, %lld)", (long long)r->start, (long long)r->stop,
                       (long long)r->step);
    return true;
}

static bool repr_slice(ReprCtx *c, NpSlice *s)
{
    put(c, "slice(");
    if (!repr_value(c, s->start))
        return false;
    put(c, ", ");
    if (!repr_value(c, s->stop))
        return false;
    put(c, ", ");
    if (!repr_value(c, s->step))
        return false;
    put(c, ")");
    return true;
}

// dict_keys([...]), dict_values([...]), dict_items([(k, v), ...]).
static bool repr_view(ReprCtx *c, NpIter *it)
{
    NpDict *d = (NpDict *)NP_AS_OBJ(it->src);
    bool seen;
    np_buf_append_str(c->b, it->hdr.type->name);
    if (!enter(c, &it->hdr, &seen))
        return false;
    if (seen) {
        put(c, "(...)");
        return true;
    }
    put(c, "([");
    size_t pos = 0;
    NpValue k, v;
    bool first = true;
    while (np_dict_next(d, &pos, &k, &v)) {
        if (!first)
            put(c, ", ");
        first = false;
        if (it->ikind == VIEW_DICT_ITEMS) {
            put(c, "(");
            if (!repr_value(c, k))
                return false;
            put(c, ", ");
            if (!repr_value(c, v))
                return false;
            put(c, ")");
        } else if (!repr_value(c, it->ikind == VIEW_DICT_KEYS ? k : v)) {
            return false;
        }
    }
    put(c, "])");
    leave(c);
    return true;
}

/* ---------------------------------------------------------------- callables, types, misc */

static bool repr_native(ReprCtx *c, NpNative *n)
{
    // A `__slots__` member read from its class (np_attr.c slot_member).
    if ((n->hdr.flags & NP_NATIVE_MEMBER) && NP_IS_STR(n->self) && n->owner &&
        (n->owner->tflags & NP_TF_USER)) {
        np_buf_appendf(c->b, "<member '%s' of '%s' objects>", NP_AS_STR(n->self)->data,
                       n->owner->name->data);
        return true;
    }
    if (NP_IS_UNDEF(n->self)) {
        if ((n->hdr.flags & NP_NATIVE_METHOD) && n->owner)
            np_buf_appendf(c->b, "<%s '%s' of '%s' objects>",
                           np_slot_wrapper_name(c->vm, n->owner, n->name) ? "slot wrapper"
                                                                          : "method",
                           n->name, np_type_cname(n->owner));
        else
            np_buf_appendf(c->b, "<built-in function %s>", n->name);
        return true;
    }
    if (NP_IS_KIND(n->self, OBJ_MODULE)) {
        np_buf_appendf(c->b, "<built-in function %s>", n->name);
        return true;
    }
    const char *tn = NP_IS_TYPE(n->self) ? "type" : np_type_name(c->vm, n->self);
    // A bound slot wrapper (`[].__len__`) is a method-wrapper in CPython.
    bool wrapper = (n->hdr.flags & NP_NATIVE_METHOD) && n->owner && !NP_IS_TYPE(n->self) &&
                   np_slot_wrapper_name(c->vm, n->owner, n->name);
    np_buf_appendf(c->b, wrapper ? "<method-wrapper '%s' of %s object at %p>"
                                 : "<built-in method %s of %s object at %p>", n->name, tn,
                   NP_IS_OBJ(n->self) ? (void *)NP_AS_OBJ(n->self) : (void *)n);
    return true;
}

static bool repr_bound(ReprCtx *c, NpBound *b)
{
    put(c, "<bound method ");
    if (NP_IS_KIND(b->func, OBJ_FUNCTION)) {
        NpFunction *f = (NpFunction *)NP_AS_OBJ(b->func);
        np_buf_append_str(c->b, f->qualname ? f->qualname : f->proto->qualname);
    } else {
        put(c, "?");
    }
    put(c, " of ");
    if (!repr_value(c, b->self))
        return false;
    put(c, ">");
    return true;
}

static bool repr_exception(ReprCtx *c, NpException *e)
{
    np_buf_append_str(c->b, e->hdr.type->name);
    if (e->args->n == 1) {
        // The exception counts as a container level, so `x = ValueError(x)` nested 100000
        // times raises RecursionError instead of overflowing the C stack (escape corpus,
        // res_exception_args_nest.py). One that holds itself recurses in CPython too.
        bool seen;
        if (!enter(c, &e->hdr, &seen))
            return false;
        if (seen)
            return np_raisef(c->vm, NP_TYPE_RECURSIONERROR,
                             "maximum recursion depth exceeded while getting the repr of an object");
        put(c, "(");
        bool ok = repr_value(c, e->args->items[0]);
        leave(c);
        if (!ok)
            return false;
        put(c, ")");
        return true;
    }
    return repr_tuple(c, e->args);
}

// Instances of user classes: their __repr__, or <__main__.Foo object at 0x...>.
static bool repr_instance(ReprCtx *c, NpValue v)
{
    NpValue fn;
    if (np_lookup_special(c->vm, v, "__repr__", &fn)) {
        NpStr *s = call_str_method(c->vm, fn, v, "__repr__");
        if (!s)
            return false;
        np_buf_append_str(c->b, s);
        return true;
    }
    put(c, "<");
    put_type_qualname(c, NP_OBJ(v)->type);
    np_buf_appendf(c->b, " object at %p>", (void *)NP_AS_OBJ(v));
    return true;
}

static bool repr_singleton(ReprCtx *c, NpObject *o)
{
    if (o == c->vm->not_implemented)
        put(c, "NotImplemented");
    else if (o == c->vm->ellipsis)
        put(c, "Ellipsis");
    else
        put_object_at(c, o->type->name->data, o);
    return true;
}

// staticmethod/classmethod show the function they wrap; super shows its class and object;
// property and Field use the default form.
static bool repr_wrapper(ReprCtx *c, NpObject *o)
{
    NpVM *vm = c->vm;
    NpWrapper *w = (NpWrapper *)o;
    if (o->type == vm->types[NP_TYPE_STATICMETHOD] || o->type == vm->types[NP_TYPE_CLASSMETHOD]) {
        np_buf_appendf(c->b, "<%s(", o->type->name->data);
        if (!repr_value(c, w->a))
            return false;
        put(c, ")>");
        return true;
    }
    if (o->type == vm->types[NP_TYPE_SUPER]) {
        // CPython prints the types' tp_name: just the class name for classes a script made.
        put(c, "<super: <class '");
        np_buf_append_str(c->b, NP_AS_TYPE(w->a)->name);
        put(c, "'>, <");
        np_buf_append_str(c->b, (NP_IS_TYPE(w->b) ? NP_AS_TYPE(w->b) : np_typeof(vm, w->b))->name);
        put(c, " object>>");
        return true;
    }
    put_object_at(c, o->type->name->data, o);
    return true;
}

static bool repr_misc(ReprCtx *c, NpObject *o)
{
    switch (o->kind) {
    case OBJ_FUNCTION: {
        NpFunction *f = (NpFunction *)o;
        NpStr *q = f->qualname ? f->qualname : f->proto->qualname;
        np_buf_appendf(c->b, "<function %s at %p>", q ? q->data : "?", (void *)o);
        return true;
    }
    case OBJ_TYPE: {
        NpValue fn; // A class-behaviour table's __repr__ (<enum 'Color'>).
        if (np_class_meta_find(c->vm, (NpType *)o, "__repr__", &fn)) {
            NpStr *s = call_str_method(c->vm, fn, np_obj(o), "__repr__");
            if (!s)
                return false;
            np_buf_append_str(c->b, s);
            return true;
        }
    }
        put(c, "<class '");
        put_type_qualname(c, (NpType *)o);
        put(c, "'>");
        return true;
    case OBJ_MODULE: {
        NpModuleObj *m = (NpModuleObj *)o;
        np_buf_appendf(c->b, "<module '%s' (built-in)>", m->name ? m->name->data : "?");
        return true;
    }
    case OBJ_PROTO: {
        NpProto *p = (NpProto *)o;
        np_buf_appendf(c->b, "<code object %s at %p, file \"%s\", line %d>",
                       p->name ? p->name->data : "?", (void *)o,
                       p->filename ? p->filename->data : "?", (int)p->firstline);
        return true;
    }
    case OBJ_GENERATOR: {
        NpGenerator *g = (NpGenerator *)o;
        NpStr *q = g->func ? (g->func->qualname ? g->func->qualname : g->func->proto->qualname)
                           : NULL;
        np_buf_appendf(c->b, "<generator object %s at %p>", q ? q->data : "?", (void *)o);
        return true;
    }
    case OBJ_SINGLETON:
        return repr_singleton(c, o);
    case OBJ_WRAPPER:
        return repr_wrapper(c, o);
    default:
        put_object_at(c, o->type ? o->type->name->data : "object", o);
        return true;
    }
}

// `int | None` (np_ops.c make_union): builtin types by name, user classes module-qualified
// as in their class repr, NoneType as None.
static bool repr_union(ReprCtx *c, NpTuple *u)
{
    for (size_t i = 0; i < u->n; i++) {
        if (i > 0)
            put(c, " | ");
        NpType *t = NP_AS_TYPE(u->items[i]);
        if (t == c->vm->types[NP_TYPE_NONE])
            put(c, "None");
        else
            put_type_qualname(c, t);
    }
    return true;
}

/* ---------------------------------------------------------------- dispatch */

static bool repr_obj(ReprCtx *c, NpValue v)
{
    NpObject *o = NP_OBJ(v);
    if ((o->type->tflags & NP_TF_USER) && o->kind != OBJ_INSTANCE && o->kind != OBJ_TYPE &&
        o != c->layout_top) {
        // A user subclass of a builtin (list, Exception, ...) may define __repr__.
        NpValue fn;
        if (np_lookup_special(c->vm, v, "__repr__", &fn)) {
            NpStr *s = call_str_method(c->vm, fn, v, "__repr__");
            if (!s)
                return false;
            np_buf_append_str(c->b, s);
            return true;
        }
    }
    switch (o->kind) {
    case OBJ_BYTES:
    case OBJ_BYTEARRAY: {
        const uint8_t *p;
        size_t n;
        np_bytes_view(v, &p, &n);
        if (!np_charge_text(c->vm, n * 4))
            return false;
        np_bytes_repr_to(c->b, v);
        return true;
    }
    case OBJ_STR: {
        NpStr *s = np_str_repr(c->vm, (NpStr *)o);
        if (!s)
            return false;
        np_buf_append_str(c->b, s);
        return true;
    }
    case OBJ_BIGINT: {
        NpStr *s = np_int_to_str(c->vm, v);
        if (!s)
            return false;
        np_buf_append_str(c->b, s);
        return true;
    }
    case OBJ_TUPLE:
        if (o->type == c->vm->types[NP_TYPE_UNIONTYPE])
            return repr_union(c, (NpTuple *)o);
        return repr_tuple(c, (NpTuple *)o);
    case OBJ_LIST:
        return repr_list(c, (NpList *)o);
    case OBJ_DICT:
        return repr_dict(c, (NpDict *)o);
    case OBJ_SET:
        return repr_set(c, (NpSet *)o);
    case OBJ_RANGE:
        return repr_range(c, (NpRange *)o);
    case OBJ_SLICE:
        return repr_slice(c, (NpSlice *)o);
    case OBJ_NATIVE:
        return repr_native(c, (NpNative *)o);
    case OBJ_BOUND:
        return repr_bound(c, (NpBound *)o);
    case OBJ_EXCEPTION:
        return repr_exception(c, (NpException *)o);
    case OBJ_INSTANCE:
        return repr_instance(c, v);
    case OBJ_ITER: {
        NpIter *it = (NpIter *)o;
        if (it->ikind == VIEW_DICT_KEYS || it->ikind == VIEW_DICT_VALUES ||
            it->ikind == VIEW_DICT_ITEMS)
            return repr_view(c, it);
        if (it->ikind == ITER_COUNT || it->ikind == ITER_REPEAT)
            return repr_count_repeat(c, it);
        // A stdlib module's iterator type names its module (itertools.accumulate), as CPython's
        // repr does: the type's qualname, which np_builtin_type_new gives it.
        put_object_at(c, (o->type->qualname ? o->type->qualname : o->type->name)->data, o);
        return true;
    }
    default:
        return repr_misc(c, o);
    }
}

static bool repr_value(ReprCtx *c, NpValue v)
{
    char buf[40];
    switch (v.tag) {
    case NP_T_NONE:
        put(c, "None");
        return true;
    case NP_T_BOOL:
        put(c, v.u.i ? "True" : "False");
        return true;
    case NP_T_INT:
        np_buf_append(c->b, buf, (size_t)np_i64_to_dec(v.u.i, buf));
        return true;
    case NP_T_FLOAT: {
        int n = np_float_repr_buf(v.u.f, buf);
        np_buf_append(c->b, buf, (size_t)n);
        return true;
    }
    case NP_T_OBJ:
        return repr_obj(c, v);
    default:
        put(c, "<undefined>");
        return true;
    }
}

// Runs a repr walk of [v] with a fresh context (heap-allocated: it holds the active stack).
static NpStr *repr_walk(NpVM *vm, NpValue v, NpObject *layout_top)
{
    ReprCtx *c = np_mem_realloc(vm, NULL, 0, sizeof(ReprCtx));
    if (!c)
        return NULL;
    NpBuf b;
    np_buf_init(&b, vm);
    c->vm = vm;
    c->b = &b;
    c->depth = 0;
    c->layout_top = layout_top;
    if (!np_push_root(vm, v)) {
        np_mem_realloc(vm, c, sizeof(ReprCtx), 0);
        np_buf_free(&b);
        return NULL;
    }
    bool ok = repr_value(c, v);
    np_pop_roots(vm, 1);
    np_mem_realloc(vm, c, sizeof(ReprCtx), 0);
    if (!ok) {
        np_buf_free(&b);
        return NULL;
    }
    NpStr *s = np_buf_finish(&b);
    if (!s && NP_IS_UNDEF(vm->exc))
        np_raise_nomem(vm);
    return s;
}

/* ---------------------------------------------------------------- public entry points */

NpStr *np_repr(NpVM *vm, NpValue v)
{
    // Scalars need no walk context.
    char buf[40];
    switch (v.tag) {
    case NP_T_NONE:
        return np_str_new(vm, "None", 4);
    case NP_T_BOOL:
        return v.u.i ? np_str_new(vm, "True", 4) : np_str_new(vm, "False", 5);
    case NP_T_INT:
        return np_str_new(vm, buf, (size_t)np_i64_to_dec(v.u.i, buf));
    case NP_T_FLOAT:
        return np_str_new(vm, buf, (size_t)np_float_repr_buf(v.u.f, buf));
    default:
        break;
    }
    if (NP_IS_OBJ(v) && !(NP_OBJ(v)->type->tflags & NP_TF_USER)) {
        if (NP_KIND(v) == OBJ_STR)
            return np_str_repr(vm, NP_AS_STR(v));
        if (NP_KIND(v) == OBJ_BIGINT)
            return np_int_to_str(vm, v);
    }
    // A user instance with a __repr__ (the usual `repr(obj)`, `!r`, a print of a list of
    // them goes through the walk) needs no walk context: the method's str is the repr, the
    // very object it returned (a str subclass's instance too, as CPython's repr()).
    if (NP_IS_KIND(v, OBJ_INSTANCE) && (NP_OBJ(v)->type->tflags & NP_TF_USER)) {
        NpValue fn;
        if (np_lookup_special(vm, v, "__repr__", &fn))
            return call_str_method(vm, fn, v, "__repr__");
    }
    return repr_walk(vm, v, NULL);
}

NpStr *np_repr_layout(NpVM *vm, NpValue v)
{
    return NP_IS_OBJ(v) ? repr_walk(vm, v, NP_OBJ(v)) : np_repr(vm, v);
}

static NpStr *exc_str_args(NpVM *vm, NpException *e, bool key_repr);

// str(e) of an exception: "" for no args, str(arg) for one (repr for KeyError), else str(args);
// OSError's and the Unicode errors' own forms first.
static NpStr *exc_str(NpVM *vm, NpException *e)
{
    if (np_type_is_sub(e->hdr.type, vm->types[NP_TYPE_OSERROR])) {
        NpStr *s;
        if (np_oserror_str(vm, e, &s))
            return s;
    }
    if (e->args->n == 5) {
        bool handled;
        NpStr *s = np_unicode_exc_str(vm, e, &handled);
        if (handled)
            return s;
    }
    return exc_str_args(vm, e, np_type_is_sub(e->hdr.type, vm->types[NP_TYPE_KEYERROR]));
}

// BaseException's str of [e] from its args alone: "" for none, str(arg) for one (its repr when
// [key_repr], as KeyError's __str__ does), else str(args).
static NpStr *exc_str_args(NpVM *vm, NpException *e, bool key_repr)
{
    if (e->args->n == 0)
        return np_str_new(vm, "", 0);
    if (e->args->n == 1) {
        NpValue a = e->args->items[0];
        if (key_repr)
            return np_repr(vm, a);
        // str(ValueError(ValueError(...))) recurses in C once per level: bounded like nested
        // containers (native_depth), RecursionError instead of a C stack overflow.
        int depth = ++vm->native_depth;
        if (depth > NP_MAX_NATIVE_DEPTH || depth + vm->nframes > vm->recursion_limit) {
            vm->native_depth--;
            np_raisef(vm, NP_TYPE_RECURSIONERROR,
                      "maximum recursion depth exceeded while getting the str of an object");
            return NULL;
        }
        NpStr *s = np_to_str(vm, a);
        vm->native_depth--;
        return s;
    }
    return np_repr(vm, np_obj(&e->args->hdr));
}

NpStr *np_to_str(NpVM *vm, NpValue v)
{
    if (NP_IS_OBJ(v)) {
        NpObject *o = NP_OBJ(v);
        if (o->type->tflags & NP_TF_USER) {
            NpValue fn;
            if (np_lookup_special(vm, v, "__str__", &fn))
                return call_str_method(vm, fn, v, "__str__");
        }
        if (o->kind == OBJ_STR)
            return (NpStr *)o;
        if (o->kind == OBJ_EXCEPTION)
            return exc_str(vm, (NpException *)o);
    }
    return np_repr(vm, v);
}

NpStr *np_repr_default(NpVM *vm, NpValue v)
{
    if (!NP_IS_OBJ(v))
        return np_repr(vm, v);
    NpBuf b;
    np_buf_init(&b, vm);
    ReprCtx c = {.vm = vm, .b = &b, .depth = 0};
    put(&c, "<");
    put_type_qualname(&c, NP_OBJ(v)->type);
    np_buf_appendf(&b, " object at %p>", (void *)NP_AS_OBJ(v));
    return np_buf_finish(&b);
}

NpStr *np_exc_str_plain(NpVM *vm, NpValue v)
{
    return NP_IS_EXC(v) ? exc_str_args(vm, NP_AS_EXC(v), false) : np_to_str(vm, v);
}

NpStr *np_exc_str_base(NpVM *vm, NpValue v)
{
    return NP_IS_EXC(v) ? exc_str(vm, NP_AS_EXC(v)) : np_to_str(vm, v);
}
