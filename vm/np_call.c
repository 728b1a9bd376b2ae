/*
 * np_call.c - the calling convention: binding arguments to parameters exactly as CPython does
 * (with its TypeError messages), and np_call, which calls any callable from C.
 *
 * Arguments follow the NpNativeFn convention: [argc] values, the last kwnames->n of them
 * keyword values named by the str tuple [kwnames]. A Python function called from C runs in a
 * nested interpreter loop whose first frame is a c_boundary frame.
 */
#include <string.h>

#include "np_interp.h"

/* ================================================================ error messages */

// Appends the quoted names of parameters [idx][0..n) of [p] to [b] as CPython lists missing
// arguments: 'a'; 'a' and 'b'; 'a', 'b', and 'c'.
static void append_names(NpBuf *b, NpProto *p, const int *idx, int n) {
    for (int k = 0; k < n; k++) {
        if (k > 0) np_buf_appendc(b, n == 2 ? " and " : (k == n - 1 ? ", and " : ", "));
        np_buf_appendc(b, "'");
        np_buf_append_str(b, p->regnames[idx[k]]);
        np_buf_appendc(b, "'");
    }
}

// Raises "f() missing 2 required positional arguments: 'x' and 'y'" for the [n] parameters
// [idx] of [p]; [kind] is "positional" or "keyword-only".
static bool raise_missing(NpVM *vm, NpProto *p, const int *idx, int n, const char *kind) {
    NpBuf b;
    np_buf_init(&b, vm);
    np_buf_appendf(&b, "%s() missing %d required %s argument%s: ", p->qualname->data, n, kind,
                   n == 1 ? "" : "s");
    append_names(&b, p, idx, n);
    NpStr *msg = np_buf_finish(&b);
    if (!msg) return false;
    return np_raisef(vm, NP_TYPE_TYPEERROR, "%s", msg->data);
}

// Raises CPython's "takes N positional arguments but M were given" message.
static bool raise_too_many(NpVM *vm, NpFunction *fn, NpValue *regs, int given) {
    NpProto *p = fn->proto;
    int defcount = fn->defaults ? (int)fn->defaults->n : 0;
    int kwonly_given = 0;
    for (int k = p->argcount; k < p->argcount + p->kwonly; k++)
        if (!NP_IS_UNDEF(regs[k])) kwonly_given++;
    char sig[64], kwsig[96] = "";
    bool plural = p->argcount != 1;
    if (defcount) {
        plural = true;
        snprintf(sig, sizeof sig, "from %d to %d", p->argcount - defcount, p->argcount);
    } else {
        snprintf(sig, sizeof sig, "%d", p->argcount);
    }
    if (kwonly_given)
        snprintf(kwsig, sizeof kwsig, " positional argument%s (and %d keyword-only argument%s)",
                 given != 1 ? "s" : "", kwonly_given, kwonly_given != 1 ? "s" : "");
    return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes %s positional argument%s but %d%s %s given",
                     p->qualname->data, sig, plural ? "s" : "", given, kwsig,
                     given == 1 && !kwonly_given ? "was" : "were");
}

// Raises "f() got some positional-only arguments passed as keyword arguments: 'a, b'".
static bool raise_posonly_kw(NpVM *vm, NpProto *p, NpTuple *kwnames) {
    NpBuf b;
    np_buf_init(&b, vm);
    np_buf_appendf(&b, "%s() got some positional-only arguments passed as keyword arguments: '",
                   p->qualname->data);
    int n = 0;
    for (int k = 0; k < p->posonly; k++) {
        for (size_t j = 0; j < kwnames->n; j++) {
            if (np_str_eq(p->regnames[k], NP_AS_STR(kwnames->items[j]))) {
                if (n++) np_buf_appendc(&b, ", ");
                np_buf_append_str(&b, p->regnames[k]);
                break;
            }
        }
    }
    np_buf_appendc(&b, "'");
    NpStr *msg = np_buf_finish(&b);
    if (!msg) return false;
    return np_raisef(vm, NP_TYPE_TYPEERROR, "%s", msg->data);
}

/* ================================================================ binding */

// Index of the parameter named [name] among registers [lo, hi) of [p], or -1.
static int find_param(NpProto *p, NpStr *name, int lo, int hi) {
    for (int k = lo; k < hi; k++)
        if (p->regnames[k] == name) return k;
    for (int k = lo; k < hi; k++)
        if (p->regnames[k] && np_str_eq(p->regnames[k], name)) return k;
    return -1;
}

// Binds the keyword arguments; [varkw] is the **kwargs dict or NULL.
static bool bind_keywords(NpVM *vm, NpFunction *fn, NpValue *regs, const NpValue *kwv,
                          NpTuple *kwnames, NpDict *varkw) {
    NpProto *p = fn->proto;
    int total = p->argcount + p->kwonly;
    for (size_t j = 0; j < kwnames->n; j++) {
        NpStr *name = NP_AS_STR(kwnames->items[j]);
        int k = find_param(p, name, p->posonly, total);
        if (k >= 0) {
            if (!NP_IS_UNDEF(regs[k]))
                return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() got multiple values for argument '%s'",
                                 p->qualname->data, name->data);
            regs[k] = kwv[j];
            continue;
        }
        if (varkw) {
            if (!np_dict_set(vm, varkw, kwnames->items[j], kwv[j])) return false;
            continue;
        }
        if (find_param(p, name, 0, p->posonly) >= 0) return raise_posonly_kw(vm, p, kwnames);
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() got an unexpected keyword argument '%s'",
                         p->qualname->data, name->data);
    }
    return true;
}

// Fills the parameters still unbound from the defaults; raises for the missing ones.
static bool bind_defaults(NpVM *vm, NpFunction *fn, NpValue *regs, int npos) {
    NpProto *p = fn->proto;
    int ndef = fn->defaults ? (int)fn->defaults->n : 0;
    int first_def = p->argcount - ndef;
    int missing[256], nmissing = 0;
    for (int k = npos; k < p->argcount; k++) {
        if (!NP_IS_UNDEF(regs[k])) continue;
        if (k >= first_def) regs[k] = fn->defaults->items[k - first_def];
        else missing[nmissing++] = k;
    }
    if (nmissing) return raise_missing(vm, p, missing, nmissing, "positional");
    for (int k = p->argcount; k < p->argcount + p->kwonly; k++) {
        if (!NP_IS_UNDEF(regs[k])) continue;
        NpValue d = fn->kwdefaults ? np_dict_get_str(fn->kwdefaults, p->regnames[k]) : np_undef();
        if (!NP_IS_UNDEF(d)) regs[k] = d;
        else missing[nmissing++] = k;
    }
    if (nmissing) return raise_missing(vm, p, missing, nmissing, "keyword-only");
    return true;
}

bool np_bind_cells(NpVM *vm, NpFunction *fn, NpValue *regs) {
    NpProto *p = fn->proto;
    for (int k = 0; k < p->ncells; k++) {
        NpCell *c = np_cell_new(vm, regs[p->cellregs[k]]);
        if (!c) return false;
        regs[p->cellregs[k]] = np_obj(&c->hdr);
    }
    for (int k = 0; k < p->nfree; k++) regs[p->freedst[k]] = np_obj(&fn->cells[k]->hdr);
    return true;
}

// The usual keyword call of a NP_PROTO_SIMPLE function (`f(x, key=k)`): the positional
// arguments copied, each keyword found among the parameters after them by identity (the
// compiler interns both names), the rest from the defaults. Returns 1 when bound, 0 on error
// (MemoryError from a cell), -1 with nothing raised when anything does not fit (an unknown,
// repeated or non-interned name, a missing argument): np_bind_args then binds from scratch and
// raises CPython's error.
static int bind_simple_keywords(NpVM *vm, NpFunction *fn, NpValue *regs, NpValue self, int argc,
                                const NpValue *argv, const NpTuple *kwnames) {
    const NpProto *p = fn->proto;
    int nkw = (int)kwnames->n, hasself = !NP_IS_UNDEF(self);
    int npos = argc - nkw + hasself;
    if (npos > p->argcount) return -1;
    for (int k = 0; k < npos; k++) regs[k] = hasself ? (k ? argv[k - 1] : self) : argv[k];
    for (int k = npos; k < p->argcount; k++) regs[k] = np_undef();
    int lo = npos > p->posonly ? npos : p->posonly;
    const NpValue *kwv = argv + argc - nkw;
    for (int j = 0; j < nkw; j++) {
        const NpStr *name = NP_AS_STR(kwnames->items[j]);
        int k = lo;
        while (k < p->argcount && p->regnames[k] != name) k++;
        if (k == p->argcount || !NP_IS_UNDEF(regs[k])) return -1;
        regs[k] = kwv[j];
    }
    int first = p->argcount - (fn->defaults ? (int)fn->defaults->n : 0);
    for (int k = npos; k < p->argcount; k++) {
        if (!NP_IS_UNDEF(regs[k])) continue;
        if (k < first) return -1;
        regs[k] = fn->defaults->items[k - first];
    }
    for (int k = p->argcount; k < p->nlocals; k++) regs[k] = np_undef();
    return !(p->flags & NP_PROTO_CELLS) || np_bind_cells(vm, fn, regs);
}

// The forwarding shape `def wrapper(*args, **kwargs)` (no named parameters: every positional
// argument goes to the tuple, every keyword to the dict, nothing can be missing or repeated):
// bound directly, without np_bind_args' passes over parameters and defaults. Its keywords
// are distinct names (a call site's, or a dict's keys), so each is a plain insertion.
static bool bind_forward(NpVM *vm, NpFunction *fn, NpValue *regs, NpValue self, int argc,
                         const NpValue *argv, NpTuple *kwnames) {
    const NpProto *p = fn->proto;
    int nkw = kwnames ? (int)kwnames->n : 0, hasself = !NP_IS_UNDEF(self);
    int npos = argc - nkw;
    NpTuple *t = np_tuple_new(vm, (size_t)(npos + hasself));
    if (!t) return false;
    if (hasself) t->items[0] = self;
    if (npos) memcpy(t->items + hasself, argv, (size_t)npos * sizeof(NpValue));
    regs[0] = np_obj(&t->hdr);
    int reg = 1;
    if (p->flags & NP_PROTO_VARKW) {
        NpDict *d = np_dict_new(vm);
        if (!d) return false;
        regs[reg++] = np_obj(&d->hdr);
        for (int j = 0; j < nkw; j++)
            if (!np_dict_set(vm, d, kwnames->items[j], argv[npos + j])) return false;
    }
    for (int k = reg; k < p->nlocals; k++) regs[k] = np_undef();
    return !(p->flags & NP_PROTO_CELLS) || np_bind_cells(vm, fn, regs);
}

bool np_bind_args(NpVM *vm, NpFunction *fn, NpValue *regs, NpValue self, int argc,
                  const NpValue *argv, NpTuple *kwnames) {
    NpProto *p = fn->proto;
    if ((p->flags & NP_PROTO_SIMPLE) && kwnames) {
        int r = bind_simple_keywords(vm, fn, regs, self, argc, argv, kwnames);
        if (r >= 0) return r;
    }
    if (p->argcount == 0 && p->kwonly == 0 &&
        (p->flags & (NP_PROTO_VARARGS | NP_PROTO_CLASS | NP_PROTO_MODULE)) == NP_PROTO_VARARGS &&
        (!kwnames || (p->flags & NP_PROTO_VARKW)))
        return bind_forward(vm, fn, regs, self, argc, argv, kwnames);
    int nkw = kwnames ? (int)kwnames->n : 0;
    int hasself = !NP_IS_UNDEF(self);
    int npos = argc - nkw + hasself;
    int total = p->argcount + p->kwonly;
    // A function's temporaries are written before they are read (np_bind_simple), so only its
    // named locals start unbound; a class body or module reads unassigned names as UNDEF.
    int nclear = (p->flags & (NP_PROTO_CLASS | NP_PROTO_MODULE)) ? p->nregs : p->nlocals;
    for (int k = 0; k < nclear; k++) regs[k] = np_undef();
    int ncopy = npos < p->argcount ? npos : p->argcount;
    for (int k = 0; k < ncopy; k++) regs[k] = hasself ? (k ? argv[k - 1] : self) : argv[k];
    int reg = total;
    if (p->flags & NP_PROTO_VARARGS) {
        int extra = npos > p->argcount ? npos - p->argcount : 0;
        NpTuple *t = np_tuple_new(vm, (size_t)extra);
        if (!t) return false;
        // With a bound self and no named parameters (`def m(*args)` as a method) self is the
        // tuple's first item: argv[-1] is not self for every caller (CALLEX puts its keyword
        // names there).
        for (int k = 0; k < extra; k++) {
            int at = p->argcount + k - hasself;
            t->items[k] = at < 0 ? self : argv[at];
        }
        regs[reg++] = np_obj(&t->hdr);
    }
    NpDict *varkw = NULL;
    if (p->flags & NP_PROTO_VARKW) {
        varkw = np_dict_new(vm);
        if (!varkw) return false;
        regs[reg] = np_obj(&varkw->hdr);
    }
    if (nkw && !bind_keywords(vm, fn, regs, argv + argc - nkw, kwnames, varkw)) return false;
    if (npos > p->argcount && !(p->flags & NP_PROTO_VARARGS))
        return raise_too_many(vm, fn, regs, npos);
    if (!bind_defaults(vm, fn, regs, npos)) return false;
    return !(p->flags & NP_PROTO_CELLS) || np_bind_cells(vm, fn, regs);
}

/* ================================================================ calls from C */

// Calls [fn] from C when the call binds simply (NP_PROTO_SIMPLE: exact arity, no keywords, so
// not a generator) and the current stack segment has room: the budget charge, the argument copy
// and the c_boundary frame are done here, then the nested interpreter loop runs it. Returns 1
// (true) / 0 (false, exception pending) when it made the call, -1 when the call needs the
// general path (call_function_slow). Inline in np_call, np_call_with_self and
// np_call_function, so the common call from C (special methods, key functions, callbacks)
// goes through one C frame before np_execute instead of three.
static inline __attribute__((always_inline)) int call_simple(NpVM *vm, NpFunction *fn,
                                                             NpValue self, int argc,
                                                             const NpValue *argv,
                                                             NpTuple *kwnames, NpValue *out) {
    NpProto *p = fn->proto;
    NpStackSeg *seg = vm->seg;
    if (__builtin_expect(!np_call_is_simple(fn, self, argc, kwnames) || !seg ||
                             seg->end - seg->top < (ptrdiff_t)p->nregs,
                         0))
        return -1;
    if (!np_budget_charge(vm, 1)) return 0;
    NpValue *regs = seg->top;
    seg->top += p->nregs;
    NpFrame *f;
    if (__builtin_expect(!np_bind_simple(vm, fn, regs, self, argc, argv), 0) ||
        __builtin_expect(!(f = np_frame_push(vm, fn, regs)), 0)) {
        np_stack_pop(vm, regs);
        return 0;
    }
    f->c_boundary = 1;
    bool yielded;
    return np_execute(vm, out, &yielded);
}

// np_call_function for the calls call_simple does not take: generators, keywords, defaults,
// *args/**kwargs, a new stack segment.
static bool call_function_slow(NpVM *vm, NpFunction *fn, NpValue self, int argc,
                               const NpValue *argv, NpTuple *kwnames, NpValue *out) {
    NpProto *p = fn->proto;
    if (p->flags & NP_PROTO_GENERATOR) return np_gen_new(vm, fn, self, argc, argv, kwnames, out);
    if (!np_budget_charge(vm, 1)) return false;
    NpValue *regs;
    if (np_call_is_simple(fn, self, argc, kwnames)) {
        if (!(regs = np_stack_push(vm, p->nregs))) return false;
        if (!np_bind_simple(vm, fn, regs, self, argc, argv)) {
            np_stack_pop(vm, regs);
            return false;
        }
    } else {
        if (!(regs = np_stack_push(vm, p->nregs ? p->nregs : 1))) return false;
        if (!np_bind_args(vm, fn, regs, self, argc, argv, kwnames)) {
            np_stack_pop(vm, regs);
            return false;
        }
    }
    NpFrame *f = np_frame_push(vm, fn, regs);
    if (!f) {
        np_stack_pop(vm, regs);
        return false;
    }
    f->c_boundary = 1;
    bool yielded;
    return np_execute(vm, out, &yielded);
}

bool np_call_function(NpVM *vm, NpFunction *fn, NpValue self, int argc, const NpValue *argv,
                      NpTuple *kwnames, NpValue *out) {
    int r = call_simple(vm, fn, self, argc, argv, kwnames, out);
    if (r >= 0) return r;
    return call_function_slow(vm, fn, self, argc, argv, kwnames, out);
}

bool np_call_with_self(NpVM *vm, NpValue callable, NpValue self, int argc, const NpValue *argv,
                       NpTuple *kwnames, NpValue *out) {
    if (NP_IS_KIND(callable, OBJ_FUNCTION)) {
        NpFunction *fn = (NpFunction *)NP_AS_OBJ(callable);
        int r = call_simple(vm, fn, self, argc, argv, kwnames, out);
        if (r >= 0) return r;
        return call_function_slow(vm, fn, self, argc, argv, kwnames, out);
    }
    NpValue *args = np_stack_push(vm, (size_t)argc + 1);
    if (!args) return false;
    args[0] = self;
    if (argc) memcpy(args + 1, argv, (size_t)argc * sizeof(NpValue));
    bool ok = np_call(vm, callable, argc + 1, args, kwnames, out);
    np_stack_pop(vm, args);
    return ok;
}

// True when CPython makes [name] on [owner] a slot wrapper (`int.__add__`), whose wrong-receiver
// error and repr are worded differently from a method descriptor's (`list.append`,
// `dict.__getitem__`): the dunders but the plain methods listed below, list's and dict's
// __getitem__ and the dict and set __contains__.
bool np_slot_wrapper_name(NpVM *vm, const NpType *owner, const char *name) {
    static const char *const methods[] = {
        "__format__", "__missing__", "__sizeof__", "__reversed__", "__getnewargs__",
        "__round__", "__trunc__", "__floor__", "__ceil__", "__reduce__", "__reduce_ex__",
        "__dir__", "__init_subclass__", "__subclasshook__", "__class_getitem__", "__copy__",
        "__deepcopy__", "__getstate__", "__new__"};
    size_t len = strlen(name);
    if (len < 5 || strncmp(name, "__", 2) != 0 || strcmp(name + len - 2, "__") != 0) return false;
    for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
        if (strcmp(name, methods[i]) == 0) return false;
    bool list_or_dict = owner == vm->types[NP_TYPE_LIST] || owner == vm->types[NP_TYPE_DICT];
    if (strcmp(name, "__getitem__") == 0 && list_or_dict) return false;
    bool set_or_dict = owner == vm->types[NP_TYPE_DICT] || owner == vm->types[NP_TYPE_SET] ||
                       owner == vm->types[NP_TYPE_FROZENSET];
    return !(strcmp(name, "__contains__") == 0 && set_or_dict);
}

// An unbound builtin method called through its type (`list.append(x, 1)`) gets its receiver
// as the first argument: refuse a receiver of the wrong type, as CPython does, since the C
// method trusts its self's layout.
static bool check_unbound_self(NpVM *vm, NpNative *n, int argc, NpValue *argv) {
    if (!(n->hdr.flags & NP_NATIVE_METHOD) || !n->owner) return true;
    const char *tname = np_type_cname(n->owner);
    if (argc < 1 && np_slot_wrapper_name(vm, n->owner, n->name))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "descriptor '%s' of '%s' object needs an argument",
                         n->name, tname);
    if (argc < 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "unbound method %s.%s() needs an argument",
                         n->owner->name->data, n->name);
    if (np_isinstance(vm, argv[0], n->owner)) return true;
    if (np_slot_wrapper_name(vm, n->owner, n->name))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "descriptor '%s' requires a '%s' object but "
                         "received a '%s'", n->name, tname, np_type_name(vm, argv[0]));
    return np_raisef(vm, NP_TYPE_TYPEERROR,
                     "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", n->name,
                     tname, np_type_name(vm, argv[0]));
}

// np_call for every callable but a Python function.
// Calls unbound native [n] from C, one level of native recursion deeper: a native that calls
// natives with no Python frame between them (a builtin hash slot set as a subclass's __hash__
// dispatching back to itself) ends in RecursionError instead of overflowing the C stack.
static bool call_native_guarded(NpVM *vm, NpNative *n, int argc, NpValue *argv,
                                NpTuple *kwnames, NpValue *out) {
    if (__builtin_expect(++vm->native_depth > NP_MAX_NATIVE_DEPTH, 0)) {
        vm->native_depth--;
        return np_raisef(vm, NP_TYPE_RECURSIONERROR, "maximum recursion depth exceeded");
    }
    bool ok = n->fn(vm, argc, argv, kwnames, out);
    vm->native_depth--;
    return ok;
}

bool np_call_nested(NpVM *vm, NpValue callable, int argc, NpValue *argv, NpTuple *kwnames,
                    NpValue *out) {
    if (__builtin_expect(++vm->native_depth > NP_MAX_NATIVE_DEPTH, 0)) {
        vm->native_depth--;
        return np_raisef(vm, NP_TYPE_RECURSIONERROR, "maximum recursion depth exceeded");
    }
    bool ok = np_call(vm, callable, argc, argv, kwnames, out);
    vm->native_depth--;
    return ok;
}

static bool call_other(NpVM *vm, NpValue callable, int argc, NpValue *argv, NpTuple *kwnames,
                       NpValue *out) {
    if (!NP_IS_OBJ(callable)) goto not_callable;
    switch (NP_KIND(callable)) {
    case OBJ_NATIVE: {
        NpNative *n = (NpNative *)NP_AS_OBJ(callable);
        if (NP_IS_UNDEF(n->self)) {
            if (!check_unbound_self(vm, n, argc, argv)) return false;
            return call_native_guarded(vm, n, argc, argv, kwnames, out);
        }
        NpValue *args = np_stack_push(vm, (size_t)argc + 1);
        if (!args) return false;
        args[0] = n->self;
        if (argc) memcpy(args + 1, argv, (size_t)argc * sizeof(NpValue));
        bool ok = n->fn(vm, argc + 1, args, kwnames, out);
        np_stack_pop(vm, args);
        return ok;
    }
    case OBJ_FUNCTION:
        return call_function_slow(vm, (NpFunction *)NP_AS_OBJ(callable), np_undef(), argc, argv,
                                  kwnames, out);
    case OBJ_BOUND: {
        NpBound *b = (NpBound *)NP_AS_OBJ(callable);
        return np_call_with_self(vm, b->func, b->self, argc, argv, kwnames, out);
    }
    case OBJ_TYPE: {
        NpType *t = NP_AS_TYPE(callable);
        if (!t->construct)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "cannot create '%s' instances", t->name->data);
        return t->construct(vm, t, argc, argv, kwnames, out);
    }
    default: {
        // A staticmethod object calls its function (CPython 3.10+); classmethod, property
        // and super objects are not callable.
        if (NP_OBJ(callable)->type == vm->types[NP_TYPE_STATICMETHOD]) {
            // (Unwrapped in a loop, each level charged: nested staticmethods call through.)
            NpType *sm = vm->types[NP_TYPE_STATICMETHOD];
            do {
                if (!np_budget_charge(vm, 1)) return false;
                callable = NP_AS_WRAPPER(callable)->a;
            } while (NP_IS_OBJ(callable) && NP_OBJ(callable)->type == sm);
            return np_call(vm, callable, argc, argv, kwnames, out);
        }
        // Instances of user classes (and of native-dunder types) with a __call__ method, found
        // as every special method is (a staticmethod or a callable object is called without
        // the instance, a classmethod with its class).
        NpValue fn;
        if (np_lookup_special(vm, callable, "__call__", &fn))
            return np_call_with_self(vm, fn, callable, argc, argv, kwnames, out);
        break;
    }
    }
not_callable:
    return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object is not callable",
                     np_type_name(vm, callable));
}

bool np_call(NpVM *vm, NpValue callable, int argc, NpValue *argv, NpTuple *kwnames,
             NpValue *out) {
    if (__builtin_expect(NP_IS_KIND(callable, OBJ_FUNCTION), 1)) {
        int r = call_simple(vm, (NpFunction *)NP_AS_OBJ(callable), np_undef(), argc, argv,
                            kwnames, out);
        if (r >= 0) return r;
    }
    return call_other(vm, callable, argc, argv, kwnames, out);
}

bool np_call_rooted(NpVM *vm, NpValue callable, int argc, const NpValue *argv, NpValue *out) {
    // The copies on the register stack are what keeps the arguments alive: the GC marks
    // [slots, top) of every segment.
    NpValue *keep = np_stack_reserve(vm, (size_t)argc);
    if (!keep) return false;
    for (int k = 0; k < argc; k++) keep[k] = argv[k];
    int r = -1;
    if (__builtin_expect(NP_IS_KIND(callable, OBJ_FUNCTION), 1))
        r = call_simple(vm, (NpFunction *)NP_AS_OBJ(callable), np_undef(), argc, keep, NULL, out);
    if (r < 0) r = call_other(vm, callable, argc, keep, NULL, out);
    np_stack_pop(vm, keep);
    return r;
}

bool np_call_handover(NpVM *vm, NpValue callable, int argc, const NpValue *argv, NpValue *out) {
    // call_simple copies the arguments into the new frame's registers before anything can
    // collect (collections run only at the interpreter's safe points).
    if (__builtin_expect(NP_IS_KIND(callable, OBJ_FUNCTION), 1)) {
        int r = call_simple(vm, (NpFunction *)NP_AS_OBJ(callable), np_undef(), argc, argv, NULL,
                            out);
        if (r >= 0) return r;
    }
    return np_call_rooted(vm, callable, argc, argv, out);
}

void np_call_plan(NpVM *vm, NpValue callable, NpCallPlan *p) {
    *p = (NpCallPlan){.callable = callable, .fn = NULL, .self = np_undef()};
    if (NP_IS_KIND(callable, OBJ_NATIVE)) {
        NpNative *n = (NpNative *)NP_AS_OBJ(callable);
        // A builtin function (len, abs, str): call_other's unbound case without the receiver
        // check it skips for non-methods; a bound builtin method (`d.get`): its self first.
        if (!NP_IS_UNDEF(n->self) || !(n->hdr.flags & NP_NATIVE_METHOD)) {
            p->fn = n->fn;
            p->self = n->self;
        }
        return;
    }
    if (!NP_IS_KIND(callable, OBJ_INSTANCE)) return;
    // An instance whose class's __call__ is an unbound method native of that class or a base
    // (itemgetter, attrgetter, an lru_cache wrapper, partial): the receiver check passes once
    // for all calls, as the instance stays the same.
    NpValue fn;
    if (!np_lookup_special(vm, callable, "__call__", &fn) || !NP_IS_KIND(fn, OBJ_NATIVE)) return;
    NpNative *n = (NpNative *)NP_AS_OBJ(fn);
    if (!NP_IS_UNDEF(n->self) || !(n->hdr.flags & NP_NATIVE_METHOD) || !n->owner ||
        !np_type_is_sub(np_typeof(vm, callable), n->owner))
        return;
    p->fn = n->fn;
    p->self = callable;
    p->special = true;
    p->epoch = vm->class_epoch;
}

bool np_call_plan_one(NpVM *vm, const NpCallPlan *p, NpValue arg, NpValue *out) {
    if (!p->fn || (p->special && p->epoch != vm->class_epoch))
        return np_call_rooted(vm, p->callable, 1, &arg, out);
    // The arguments on the register stack (self first when there is one), which roots them
    // while the native runs, as call_other and np_call_rooted lay them out.
    bool self = !NP_IS_UNDEF(p->self);
    NpValue *args = np_stack_push(vm, 2);
    if (!args) return false;
    args[0] = p->self;
    args[1] = arg;
    bool ok;
    // An unbound native (a builtin function, an instance's __call__) counts one level of
    // native recursion, as call_native_guarded does.
    bool guard = !self || p->special;
    if (guard && __builtin_expect(++vm->native_depth > NP_MAX_NATIVE_DEPTH, 0))
        ok = np_raisef(vm, NP_TYPE_RECURSIONERROR, "maximum recursion depth exceeded");
    else
        ok = self ? p->fn(vm, 2, args, NULL, out) : p->fn(vm, 1, args + 1, NULL, out);
    if (guard) vm->native_depth--;
    np_stack_pop(vm, args);
    return ok;
}

bool np_call_each_inline(NpValue callable) {
    return NP_IS_KIND(callable, OBJ_FUNCTION) &&
           np_call_is_simple((NpFunction *)NP_AS_OBJ(callable), np_undef(), 1, NULL);
}

bool np_call_each(NpVM *vm, NpValue callable, NpCallEach *e) {
    if (NP_IS_KIND(callable, OBJ_FUNCTION)) {
        NpFunction *fn = (NpFunction *)NP_AS_OBJ(callable);
        if (np_call_is_simple(fn, np_undef(), 1, NULL)) {
            // Every call's frame is a c_boundary frame with return action NP_FRAME_EACH: the
            // interpreter runs the step at its return and the next call in the same loop.
            if (!np_call_each_enter(vm, fn, e)) return false;
            bool yielded;
            return np_execute(vm, &e->result, &yielded);
        }
    }
    // Anything else through np_call_plan_one, the callable resolved once (a native key or
    // map function, an itemgetter).
    NpCallPlan plan;
    np_call_plan(vm, callable, &plan);
    for (;;) {
        if (!np_call_plan_one(vm, &plan, e->arg, &e->result)) return false;
        int r = e->step(vm, e);
        if (r <= 0) return r == 0;
    }
}

void np_func_str(NpVM *vm, NpValue fn, char *buf, size_t size) {
    if (NP_IS_KIND(fn, OBJ_BOUND)) fn = ((NpBound *)NP_AS_OBJ(fn))->func;
    if (NP_IS_KIND(fn, OBJ_FUNCTION)) {
        NpFunction *f = (NpFunction *)NP_AS_OBJ(fn);
        NpValue mod = f->globals ? np_dict_get_str(f->globals, vm->s_name) : np_undef();
        if (NP_IS_STR(mod))
            snprintf(buf, size, "%s.%s()", NP_AS_STR(mod)->data, f->qualname->data);
        else
            snprintf(buf, size, "%s()", f->qualname->data);
    } else if (NP_IS_KIND(fn, OBJ_NATIVE)) {
        snprintf(buf, size, "%s()", ((NpNative *)NP_AS_OBJ(fn))->name);
    } else if (NP_IS_TYPE(fn)) {
        snprintf(buf, size, "%s()", NP_AS_TYPE(fn)->name->data);
    } else {
        snprintf(buf, size, "%s object", np_type_name(vm, fn));
    }
}
