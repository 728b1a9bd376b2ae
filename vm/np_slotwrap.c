/*
 * np_slotwrap.c - the protocol special methods of builtin types as callable attributes:
 * `list.__getitem__(xs, 1)`, `(5).__add__(3)`, `dict.__contains__`, `str.__len__`, and
 * `super().__setitem__(k, v)` / `super().__repr__()` in a subclass of dict or list.
 *
 * CPython exposes these as slot wrappers. Nearly keeps one closed table (SLOTS below) of the
 * harmless ones: each is a native that runs the builtin layout's own behaviour on its receiver
 * (the np_*_layout functions of np_ops.c, np_iter.c and np_repr.c, which skip the special
 * methods a user subclass defines, so `super().__getitem__(k)` inside a user __getitem__ does
 * not call itself). Nothing reflective is in the table; np_attr.c's never-list is checked
 * before any lookup reaches here. Receivers of the wrong type are refused by the call path
 * (np_call.c check_unbound_self), because every native here has its builtin type as owner.
 */
#include <math.h>
#include <string.h>

#include "np_descr.h"
#include "np_runtime.h"

// The builtin layouts a special method applies to (a type's family is the first of these
// types along its MRO).
enum {
    F_INT = 1 << 0,
    F_FLOAT = 1 << 1,
    F_STR = 1 << 2,
    F_TUPLE = 1 << 3,
    F_LIST = 1 << 4,
    F_DICT = 1 << 5,
    F_SET = 1 << 6,
    F_RANGE = 1 << 7,
    F_ITER = 1 << 8,
};
#define F_NUM (F_INT | F_FLOAT)
#define F_SEQ (F_STR | F_TUPLE | F_LIST)
#define F_SIZED (F_SEQ | F_DICT | F_SET | F_RANGE)

/* ---------------------------------------------------------------- helpers */

// CPython's slot-wrapper arity message: "expected 1 argument, got 0".
static bool slot_args(NpVM *vm, int argc, int want)
{
    if (argc - 1 == want)
        return true;
    return np_raisef(vm, NP_TYPE_TYPEERROR, "expected %d argument%s, got %d", want,
                     want == 1 ? "" : "s", argc - 1);
}

static bool not_implemented(NpVM *vm, NpValue *out)
{
    *out = np_obj(vm->not_implemented);
    return true;
}

// The exact builtin value of an immutable receiver (an int or str subclass instance becomes
// a plain int or str with the same value), so generic operations skip the subclass's own
// special methods. Mutable layouts and exact values are returned unchanged.
static bool exact_value(NpVM *vm, NpValue v, NpValue *out)
{
    *out = v;
    if (!NP_IS_OBJ(v) || !(NP_OBJ(v)->type->tflags & NP_TF_USER))
        return true;
    switch (NP_KIND(v)) {
    case OBJ_BIGINT:
        return np_int_from_mpz(vm, NP_AS_BIGINT(v)->z, out);
    case OBJ_STR: {
        NpStr *s = np_str_new(vm, NP_AS_STR(v)->data, NP_AS_STR(v)->len);
        if (!s)
            return false;
        *out = np_obj(&s->hdr);
        return true;
    }
    case OBJ_TUPLE: {
        NpTuple *t = np_tuple_from(vm, NP_AS_TUPLE(v)->items, NP_AS_TUPLE(v)->n);
        if (!t)
            return false;
        *out = np_obj(&t->hdr);
        return true;
    }
    default:
        return true;
    }
}

// True when a number's own operator does not take [other]: int's take only ints
// (`int.__add__(1, 1.5)` is NotImplemented; float's reflected method does the work, and
// `(3).__mul__("a")` leaves the repetition to str), float's take ints and floats.
static bool int_receiver_float_other(NpValue self, NpValue other)
{
    bool self_int = self.tag == NP_T_INT || self.tag == NP_T_BOOL || NP_IS_BIGINT(self);
    bool other_int = other.tag == NP_T_INT || other.tag == NP_T_BOOL || NP_IS_BIGINT(other);
    if (self_int)
        return !other_int;
    // float's operators take ints and floats, nothing else (`(1.5).__mul__("a")`).
    return self.tag == NP_T_FLOAT && !other_int && other.tag != NP_T_FLOAT;
}

/* ---------------------------------------------------------------- container methods */

static bool slot_len(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    if (!slot_args(vm, argc, 0))
        return false;
    NpObject *o = NP_OBJ(argv[0]);
    int64_t n;
    switch (o->kind) {
    case OBJ_STR: n = (int64_t)((NpStr *)o)->ncp; break;
    case OBJ_TUPLE: n = (int64_t)((NpTuple *)o)->n; break;
    case OBJ_LIST: n = (int64_t)((NpList *)o)->n; break;
    case OBJ_DICT: n = (int64_t)((NpDict *)o)->n; break;
    case OBJ_SET: n = (int64_t)((NpSet *)o)->used; break;
    default: return np_len(vm, argv[0], &n) && (*out = np_int(n), true);
    }
    *out = np_int(n);
    return true;
}

static bool slot_getitem(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    // list's and dict's __getitem__ are methods in CPython, with a method's arity message.
    uint8_t k = NP_OBJ(argv[0])->kind;
    if (argc != 2 && (k == OBJ_LIST || k == OBJ_DICT))
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "%s.__getitem__() takes exactly one argument (%d given)",
                         k == OBJ_LIST ? "list" : "dict", argc - 1);
    return slot_args(vm, argc, 1) && np_getitem_layout(vm, argv[0], argv[1], out);
}

static bool slot_setitem(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    *out = np_none();
    return slot_args(vm, argc, 2) && np_setitem_layout(vm, argv[0], argv[1], argv[2]);
}

static bool slot_delitem(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    *out = np_none();
    return slot_args(vm, argc, 1) && np_delitem_layout(vm, argv[0], argv[1]);
}

static bool slot_contains(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    bool r;
    if (!slot_args(vm, argc, 1) || !np_contains_layout(vm, argv[0], argv[1], &r))
        return false;
    *out = np_bool(r);
    return true;
}

static bool slot_iter(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    return slot_args(vm, argc, 0) && np_iter_layout(vm, argv[0], out);
}

static bool slot_next(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    return slot_args(vm, argc, 0) && np_builtin_next(vm, 1, argv, NULL, out);
}

/* ---------------------------------------------------------------- object protocol */

static bool slot_repr(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    if (!slot_args(vm, argc, 0))
        return false;
    NpStr *s = np_repr_layout(vm, argv[0]);
    if (!s)
        return false;
    *out = np_obj(&s->hdr);
    return true;
}

// str.__str__: the text itself as an exact str (a subclass instance's text, copied).
static bool slot_str(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    return slot_args(vm, argc, 0) && exact_value(vm, argv[0], out);
}

static bool slot_hash(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    NpValue v;
    int64_t h;
    if (!slot_args(vm, argc, 0) || !exact_value(vm, argv[0], &v) || !np_hash_layout(vm, v, &h))
        return false;
    *out = np_int(h);
    return true;
}

static bool slot_bool(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    NpValue v;
    bool r;
    if (!slot_args(vm, argc, 0) || !exact_value(vm, argv[0], &v) || !np_truthy(vm, v, &r))
        return false;
    *out = np_bool(r);
    return true;
}

// __int__, __float__, __index__: the builtin conversion of the exact value.
static bool convert_with(NpVM *vm, NpBuiltinTypeId to, int argc, NpValue *argv, NpValue *out)
{
    NpValue v;
    if (!slot_args(vm, argc, 0) || !exact_value(vm, argv[0], &v))
        return false;
    return np_call(vm, np_obj(&vm->types[to]->hdr), 1, &v, NULL, out);
}

static bool slot_int(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    return convert_with(vm, NP_TYPE_INT, argc, argv, out);
}

static bool slot_float(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    return convert_with(vm, NP_TYPE_FLOAT, argc, argv, out);
}

// int's and float's __floor__, __ceil__ and __trunc__ (methods in CPython, with a method's
// arity message): the integral value as an int; a float's through C's [fn] and then int(),
// which raises CPython's errors for infinities and NaN.
static bool integral_with(NpVM *vm, double (*fn)(double), const char *name, int argc,
                          NpValue *argv, NpValue *out)
{
    if (argc != 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s.%s() takes no arguments (%d given)",
                         NP_IS_FLOAT(argv[0]) ? "float" : "int", name, argc - 1);
    NpValue v;
    if (!exact_value(vm, argv[0], &v))
        return false;
    if (NP_IS_FLOAT(v))
        v = np_float(fn(v.u.f));
    return np_call_rooted(vm, np_obj(&vm->types[NP_TYPE_INT]->hdr), 1, &v, out);
}

static bool slot_floor(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    return integral_with(vm, floor, "__floor__", argc, argv, out);
}

static bool slot_ceil(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    return integral_with(vm, ceil, "__ceil__", argc, argv, out);
}

static bool slot_trunc(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    return integral_with(vm, trunc, "__trunc__", argc, argv, out);
}

// int.__round__(ndigits) and float.__round__(ndigits): the builtin round() of the exact value;
// int's takes no None (CPython: "'NoneType' object cannot be interpreted as an integer").
static bool slot_round(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    if (argc > 2)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "__round__ expected at most 1 argument, got %d",
                         argc - 1);
    if (argc == 2 && !NP_IS_FLOAT(argv[0]) && NP_IS_NONE(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'NoneType' object cannot be interpreted as an "
                         "integer");
    NpValue args[2];
    if (!exact_value(vm, argv[0], &args[0]))
        return false;
    args[1] = argc == 2 ? argv[1] : np_none();
    NpStr *key = np_intern_cstr(vm, "round");
    NpValue fn = key ? np_dict_get_str(vm->builtins, key) : np_undef();
    if (NP_IS_UNDEF(fn))
        return key && np_raisef(vm, NP_TYPE_TYPEERROR, "round() is not available");
    return np_call_rooted(vm, fn, argc, args, out);
}

static bool slot_format(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    NpValue v;
    if (!slot_args(vm, argc, 1) || !exact_value(vm, argv[0], &v))
        return false;
    if (!NP_IS_STR(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "format() argument 2 must be str, not %s",
                         np_type_name(vm, argv[1]));
    NpStr *s = np_format(vm, v, NP_AS_STR(argv[1]));
    if (!s)
        return false;
    *out = np_obj(&s->hdr);
    return true;
}

/* ---------------------------------------------------------------- operators */

// A rich comparison of the layout: NotImplemented when the builtin types do not compare.
static bool compare_with(NpVM *vm, NpCmpOp op, int argc, NpValue *argv, NpValue *out)
{
    if (!slot_args(vm, argc, 1))
        return false;
    if (int_receiver_float_other(argv[0], argv[1]))
        return not_implemented(vm, out);
    int r = np_compare_layout(vm, op, argv[0], argv[1], out);
    return r > 0 || (r == 0 && not_implemented(vm, out));
}

// A binary operator of the layout, [reflected] for __radd__ and friends.
static bool binop_with(NpVM *vm, NpBinOp op, bool reflected, int argc, NpValue *argv,
                       NpValue *out)
{
    if (!slot_args(vm, argc, 1))
        return false;
    if (int_receiver_float_other(argv[0], argv[1]))
        return not_implemented(vm, out);
    NpValue a = reflected ? argv[1] : argv[0], b = reflected ? argv[0] : argv[1];
    int r = np_binop_layout(vm, op, a, b, out);
    return r > 0 || (r == 0 && not_implemented(vm, out));
}

static bool unary_with(NpVM *vm, NpUnaryOp op, int argc, NpValue *argv, NpValue *out)
{
    NpValue v;
    return slot_args(vm, argc, 0) && exact_value(vm, argv[0], &v) && np_unaryop(vm, op, v, out);
}

#define CMP_SLOT(fname, op)                                                                   \
    static bool slot_##fname(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)   \
    {                                                                                         \
        (void)kw;                                                                             \
        return compare_with(vm, op, argc, argv, out);                                         \
    }
CMP_SLOT(eq, CMP_EQ)
CMP_SLOT(ne, CMP_NOTEQ)
CMP_SLOT(lt, CMP_LT)
CMP_SLOT(le, CMP_LTE)
CMP_SLOT(gt, CMP_GT)
CMP_SLOT(ge, CMP_GTE)

#define BIN_SLOT(fname, op)                                                                   \
    static bool slot_##fname(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)   \
    {                                                                                         \
        (void)kw;                                                                             \
        return binop_with(vm, op, false, argc, argv, out);                                    \
    }                                                                                         \
    static bool slot_r##fname(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)  \
    {                                                                                         \
        (void)kw;                                                                             \
        return binop_with(vm, op, true, argc, argv, out);                                     \
    }
BIN_SLOT(add, BINOP_ADD)
BIN_SLOT(sub, BINOP_SUB)
BIN_SLOT(mul, BINOP_MUL)
BIN_SLOT(truediv, BINOP_DIV)
BIN_SLOT(floordiv, BINOP_FLOORDIV)
BIN_SLOT(mod, BINOP_MOD)
BIN_SLOT(pow, BINOP_POW)
BIN_SLOT(lshift, BINOP_LSHIFT)
BIN_SLOT(rshift, BINOP_RSHIFT)
BIN_SLOT(and, BINOP_BITAND)
BIN_SLOT(or, BINOP_BITOR)
BIN_SLOT(xor, BINOP_BITXOR)

#define UN_SLOT(fname, op)                                                                    \
    static bool slot_##fname(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)   \
    {                                                                                         \
        (void)kw;                                                                             \
        return unary_with(vm, op, argc, argv, out);                                           \
    }
UN_SLOT(neg, UNARY_USUB)
UN_SLOT(pos, UNARY_UADD)
UN_SLOT(invert, UNARY_INVERT)

static bool slot_abs(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    NpValue v, lt;
    if (!slot_args(vm, argc, 0) || !exact_value(vm, argv[0], &v) ||
        !np_compare(vm, CMP_LT, v, np_int(0), &lt))
        return false;
    if ((lt.tag == NP_T_BOOL && lt.u.i))
        return np_unaryop(vm, UNARY_USUB, v, out);
    *out = v.tag == NP_T_BOOL ? np_int(v.u.i) : v;
    return true;
}

/* ---------------------------------------------------------------- the table */

// One special method: its name, the native, and the families it exists on.
typedef struct SlotDef {
    const char *name;
    NpNativeFn fn;
    unsigned families;
} SlotDef;

#define BIN_ROW(n, f, fam) {"__" #n "__", slot_##f, fam}, {"__r" #n "__", slot_r##f, fam}
static const SlotDef SLOTS[] = {
    {"__len__", slot_len, F_SIZED},
    {"__getitem__", slot_getitem, F_SEQ | F_DICT | F_RANGE},
    {"__setitem__", slot_setitem, F_LIST | F_DICT},
    {"__delitem__", slot_delitem, F_LIST | F_DICT},
    {"__contains__", slot_contains, F_SIZED},
    {"__iter__", slot_iter, F_SIZED | F_ITER},
    {"__next__", slot_next, F_ITER},
    {"__repr__", slot_repr, F_NUM | F_SIZED},
    {"__str__", slot_str, F_STR},
    {"__hash__", slot_hash, F_NUM | F_STR | F_TUPLE | F_RANGE},
    {"__bool__", slot_bool, F_NUM},
    {"__int__", slot_int, F_NUM},
    {"__float__", slot_float, F_NUM},
    {"__index__", slot_int, F_INT},
    {"__format__", slot_format, F_NUM | F_STR},
    {"__eq__", slot_eq, F_NUM | F_SIZED},
    {"__ne__", slot_ne, F_NUM | F_SIZED},
    {"__lt__", slot_lt, F_NUM | F_SIZED},
    {"__le__", slot_le, F_NUM | F_SIZED},
    {"__gt__", slot_gt, F_NUM | F_SIZED},
    {"__ge__", slot_ge, F_NUM | F_SIZED},
    BIN_ROW(add, add, F_NUM | F_SEQ),
    BIN_ROW(sub, sub, F_NUM | F_SET),
    BIN_ROW(mul, mul, F_NUM | F_SEQ),
    BIN_ROW(truediv, truediv, F_NUM),
    BIN_ROW(floordiv, floordiv, F_NUM),
    BIN_ROW(mod, mod, F_NUM | F_STR),
    BIN_ROW(pow, pow, F_NUM),
    BIN_ROW(lshift, lshift, F_INT),
    BIN_ROW(rshift, rshift, F_INT),
    BIN_ROW(and, and, F_INT | F_SET),
    BIN_ROW(or, or, F_INT | F_SET | F_DICT),
    BIN_ROW(xor, xor, F_INT | F_SET),
    {"__neg__", slot_neg, F_NUM},
    {"__pos__", slot_pos, F_NUM},
    {"__abs__", slot_abs, F_NUM},
    {"__invert__", slot_invert, F_INT},
    {"__floor__", slot_floor, F_NUM},
    {"__ceil__", slot_ceil, F_NUM},
    {"__trunc__", slot_trunc, F_NUM},
    {"__round__", slot_round, F_NUM},
    {NULL, NULL, 0},
};

// The family of [t] and the builtin type that gives it (*owner), or 0.
static unsigned family_of(NpVM *vm, NpType *t, NpType **owner)
{
    static const struct {
        NpBuiltinTypeId id;
        unsigned family;
    } roots[] = {
        {NP_TYPE_BOOL, F_INT},   {NP_TYPE_INT, F_INT},     {NP_TYPE_FLOAT, F_FLOAT},
        {NP_TYPE_STR, F_STR},    {NP_TYPE_TUPLE, F_TUPLE}, {NP_TYPE_LIST, F_LIST},
        {NP_TYPE_DICT, F_DICT},  {NP_TYPE_SET, F_SET},     {NP_TYPE_FROZENSET, F_SET},
        {NP_TYPE_RANGE, F_RANGE},
    };
    for (size_t k = 0; t->mro && k < t->mro->n; k++) {
        NpType *m = NP_AS_TYPE(t->mro->items[k]);
        for (size_t r = 0; r < sizeof roots / sizeof roots[0]; r++) {
            if (m == vm->types[roots[r].id]) {
                *owner = m;
                return roots[r].family;
            }
        }
    }
    // Builtin iterators and generators (never subclassed); dict views are not iterators.
    bool view = t == vm->types[NP_TYPE_DICT_KEYS] || t == vm->types[NP_TYPE_DICT_VALUES] ||
                t == vm->types[NP_TYPE_DICT_ITEMS];
    if (!(t->tflags & NP_TF_USER) && !view &&
        (t->inst_kind == OBJ_ITER || t->inst_kind == OBJ_GENERATOR)) {
        *owner = t;
        return F_ITER;
    }
    return 0;
}

bool np_builtin_has_dunder(NpVM *vm, NpType *t, const char *name)
{
    NpType *owner = NULL;
    unsigned fam = family_of(vm, t, &owner);
    for (const SlotDef *d = SLOTS; fam && d->name; d++)
        if ((d->families & fam) && strcmp(d->name, name) == 0)
            return true;
    return false;
}

// `f.__call__(x)` runs f(x): the receiver, any callable, is called with the other arguments.
static bool slot_call(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return np_call_nested(vm, argv[0], argc - 1, argv + 1, kw, out);
}

NpValue np_call_dunder(NpVM *vm, NpType *t)
{
    NpNative *n = np_native_new(vm, "__call__", slot_call, t);
    if (!n)
        return np_undef();
    n->hdr.flags = NP_NATIVE_METHOD;
    return np_obj(&n->hdr);
}

NpValue np_builtin_dunder(NpVM *vm, NpType *t, NpStr *name)
{
    NpType *owner = NULL;
    unsigned fam = family_of(vm, t, &owner);
    if (!fam)
        return np_undef();
    // The mutable containers are unhashable: their __hash__ is None, as CPython's class
    // attribute is (`list.__hash__ is None`); frozenset's is the hash native, like the others.
    if (strcmp(name->data, "__hash__") == 0 && (fam & (F_LIST | F_DICT | F_SET))) {
        if (owner != vm->types[NP_TYPE_FROZENSET])
            return np_none();
        if (t != owner)
            return np_undef();
        fam = F_TUPLE;  // (the row of the hashable families)
    }
    for (const SlotDef *d = SLOTS; d->name; d++) {
        if (!(d->families & fam) || strcmp(d->name, name->data) != 0)
            continue;
        NpNative *n = np_native_new(vm, d->name, d->fn, owner);
        if (!n) {
            np_exc_clear(vm);
            return np_undef();
        }
        n->hdr.flags = NP_NATIVE_METHOD;
        return np_obj(&n->hdr);
    }
    // The layouts that define no __str__ or __format__ of their own have object's (as CPython's
    // `list.__str__` is object's slot wrapper, calling repr): owned by object, so any receiver
    // may be passed (`list.__str__(5)` is '5' there too).
    if (strcmp(name->data, "__str__") == 0 || strcmp(name->data, "__format__") == 0)
        return np_default_dunder(vm, vm->types[NP_TYPE_OBJECT], name);
    return np_undef();
}
