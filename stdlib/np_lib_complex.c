/*
 * np_lib_complex.c - the inits of the private module _complex (the builtin complex, written in
 * Nearly Python in stdlib/np_lib_complex.py) and of cmath (stdlib/np_lib_cmath.py), found by name
 * in np_lib_pure.c's table. Both get one native, _hypot: C's hypot, which CPython's complex abs()
 * and cmath use (math.hypot computes differently and can differ in the last bit); cmath also gets
 * _c99, C99's complex functions (Annex G special values) for arguments with an infinite or nan
 * part. _install puts the hot arithmetic methods of complex (+ - * / both ways, unary -, abs,
 * small integral powers) on the class as natives, with the Python methods as their fallback.
 */
#include <complex.h>
#include <float.h>
#include <stdio.h>
#include <string.h>
#include <math.h>

#include "np_interp.h"
#include "np_lib.h"
#include "np_runtime.h"

// _hypot(x, y): C's hypot of two floats (the callers pass only floats).
static bool cx_hypot(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_hypot", kw) || !np_args_count(vm, "_hypot", argc, 2, 2))
        return false;
    if (!NP_IS_FLOAT(argv[0]) || !NP_IS_FLOAT(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_hypot() takes two floats");
    *out = np_float(hypot(argv[0].u.f, argv[1].u.f));
    return true;
}

// The C99 complex functions _c99 applies, in the order cmath.py's _C99 names them.
static double complex (*const c99_fns[])(double complex) = {
    csqrt, cexp,  clog,  ccos,  csin,   ctan,   ccosh,  csinh,
    ctanh, cacos, casin, catan, cacosh, casinh, catanh,
};

// The complex x + yj exactly, infinities and nans included (x + y * I would compute 0 * inf).
// C11 lays a double complex out as two doubles, real part first; glibc's CMPLX macro is not
// defined under clang, which builds the fuzz harnesses.
static double complex make_complex(double x, double y) {
    double parts[2] = {x, y};
    double complex z;
    memcpy(&z, parts, sizeof z);
    return z;
}

// _c99(k, x, y): C99 function number [k] (c99_fns) of the complex x + yj, as the tuple (real,
// imag). cmath.py calls it only for an argument with an infinite or nan part: libm's results
// there follow C99 Annex G, which CPython's special-value tables follow too (cmath.py overrides
// the few cells where they differ).
static bool cx_c99(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_c99", kw) || !np_args_count(vm, "_c99", argc, 3, 3))
        return false;
    size_t n = sizeof c99_fns / sizeof c99_fns[0];
    if (!NP_IS_INT(argv[0]) || argv[0].u.i < 0 || (size_t)argv[0].u.i >= n ||
        !NP_IS_FLOAT(argv[1]) || !NP_IS_FLOAT(argv[2]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_c99() takes a function number and two floats");
    double complex r = c99_fns[argv[0].u.i](make_complex(argv[1].u.f, argv[2].u.f));
    NpValue parts[2] = {np_float(creal(r)), np_float(cimag(r))};
    NpTuple *t = np_tuple_from(vm, parts, 2);
    if (!t)
        return false;
    *out = np_obj(&t->hdr);
    return true;
}

/* ---------------------------------------------------------------- arithmetic fast path */

// The hot arithmetic methods of complex (+, -, *, / with a complex, int or float, and abs) are
// natives installed over the Python ones by _install (np_lib_complex.py keeps those as
// _slow_<name>). A native computes only when the receiver is an instance of the complex class
// itself (a user class named complex with object as its only base, its attributes the floats
// _r and _i as __init__ stores them) and the operand is a float, a small int or such an
// instance; anything else (subclasses, bools, big ints, other types, a state a script broke)
// goes to the Python method, which has every rule and error. The formulas are the Python
// ones, in the same order of operations, so results are the same to the bit.

// The parts of [v] into re/im when it is a plain complex of type [t] (see above). Only _r
// and _i can be its keys (__slots__), set in that order by __init__.
static inline bool cx_parts(NpValue v, const NpType *t, double *re, double *im) {
    if (!NP_IS_KIND(v, OBJ_INSTANCE)) return false;
    const NpInstance *o = (const NpInstance *)NP_AS_OBJ(v);
    if (o->hdr.type != t || !o->dict || o->dict->nentries != 2 || o->dict->n != 2) return false;
    const NpDictEntry *e = o->dict->entries;
    if (!NP_IS_FLOAT(e[0].value) || !NP_IS_FLOAT(e[1].value)) return false;
    *re = e[0].value.u.f;
    *im = e[1].value.u.f;
    return true;
}

// True when the str [key] is the two characters [name].
static inline bool cx_key_is(NpValue key, const char *name) {
    return NP_IS_STR(key) && NP_AS_STR(key)->len == 2 && NP_AS_STR(key)->data[0] == name[0] &&
           NP_AS_STR(key)->data[1] == name[1];
}

// The parts of [self] into re/im when it is a plain complex of the complex class: a user class
// (not shaped) named complex whose MRO is itself and object, its keys _r and _i.
static bool cx_self(NpValue self, double *re, double *im) {
    if (!NP_IS_KIND(self, OBJ_INSTANCE)) return false;
    const NpType *t = NP_AS_OBJ(self)->type;
    if (!(t->tflags & NP_TF_USER) || (t->tflags & NP_TF_SHAPES) || !t->mro || t->mro->n != 2 ||
        t->name->len != 7 || memcmp(t->name->data, "complex", 7) != 0 ||
        !cx_parts(self, t, re, im))
        return false;
    const NpDictEntry *e = ((const NpInstance *)NP_AS_OBJ(self))->dict->entries;
    return cx_key_is(e[0].key, "_r") && cx_key_is(e[1].key, "_i");
}

// The parts of operand [v] of a native on complex class [t]: a float, a small int (not a bool)
// or a plain complex.
static bool cx_operand(NpValue v, const NpType *t, double *re, double *im) {
    if (NP_IS_FLOAT(v)) {
        *re = v.u.f;
        *im = 0.0;
        return true;
    }
    if (NP_IS_INT(v)) {
        *re = (double)v.u.i;
        *im = 0.0;
        return true;
    }
    return cx_parts(v, t, re, im);
}

// A new complex re + im j of the class of [self] (a plain complex) into *out, its attributes
// stored under self's own keys. When self's "no attribute of the class" proof holds, the new
// instance carries it too (its keys are self's).
static bool cx_make(NpVM *vm, NpValue self, double re, double im, NpValue *out) {
    const NpInstance *s = (const NpInstance *)NP_AS_OBJ(self);
    NpStr *kr = NP_AS_STR(s->dict->entries[0].key);
    NpStr *ki = NP_AS_STR(s->dict->entries[1].key);
    bool proof = s->proof_epoch == vm->class_epoch && s->proof_version == s->dict->version;
    NpValue inst;
    if (!np_instance_new(vm, s->hdr.type, &inst) || !np_push_root(vm, inst)) return false;
    NpInstance *o = (NpInstance *)NP_AS_OBJ(inst);
    NpDict *d = o->dict;
    bool ok = (np_dict_append_str_quick(vm, d, kr, np_float(re)) >= 0 ||
               np_dict_store_str(vm, d, kr, np_float(re)) >= 0) &&
              (np_dict_append_str_quick(vm, d, ki, np_float(im)) >= 0 ||
               np_dict_store_str(vm, d, ki, np_float(im)) >= 0);
    np_pop_roots(vm, 1);
    if (ok && proof && o->proof_epoch == vm->class_epoch) o->proof_version = o->dict->version;
    *out = inst;
    return ok;
}

// Calls the Python method _slow_<name> of the receiver's class with the native's arguments.
static bool cx_slow(NpVM *vm, const char *name, int argc, NpValue *argv, NpTuple *kw,
                    NpValue *out) {
    if (argc < 1) return np_raisef(vm, NP_TYPE_TYPEERROR, "complex.%s() needs an argument", name);
    char buf[32];
    snprintf(buf, sizeof buf, "_slow_%s", name);
    NpStr *key = np_intern_cstr(vm, buf);
    if (!key) return false;
    NpValue fn = np_type_lookup(np_typeof(vm, argv[0]), key);
    if (NP_IS_UNDEF(fn))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "descriptor '%s' requires a 'complex' object",
                         name);
    return np_call(vm, fn, argc, argv, kw, out);
}

// The operators a binary native computes.
enum { CX_ADD, CX_RADD, CX_SUB, CX_RSUB, CX_MUL, CX_RMUL, CX_DIV };

static const char *const cx_op_names[] = {"__add__", "__radd__", "__sub__", "__rsub__",
                                          "__mul__", "__rmul__", "__truediv__"};

// a / b by Smith's method, as _divide in np_lib_complex.py; false for a zero divisor.
static bool cx_divide(double ar, double ai, double br, double bi, double *re, double *im) {
    double mr = fabs(br), mi = fabs(bi);
    if (mr >= mi) {
        if (mr == 0.0) return false;
        double q = bi / br, d = br + bi * q;
        *re = (ar + ai * q) / d;
        *im = (ai - ar * q) / d;
    } else if (mi > mr) {
        double q = br / bi, d = br * q + bi;
        *re = (ar * q + ai) / d;
        *im = (ai * q - ar) / d;
    } else {
        *re = *im = NAN;
    }
    return true;
}

// Checks the arguments of method [name] (after self): [want] positional ones, no keywords,
// with CPython's messages.
static bool cx_args(NpVM *vm, const char *name, int want, int argc, NpTuple *kw) {
    if (kw && kw->n)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "wrapper %s() takes no keyword arguments", name);
    if (argc - 1 != want)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "expected %d argument%s, got %d", want,
                         want == 1 ? "" : "s", argc - 1);
    return true;
}

// Operator [op] of self (argv[0]) and the operand argv[1], or the Python method.
static bool cx_binary(NpVM *vm, int op, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double a, b, c, d, re, im;
    if (!cx_args(vm, cx_op_names[op], 1, argc, kw)) return false;
    if (!cx_self(argv[0], &a, &b) || !cx_operand(argv[1], NP_AS_OBJ(argv[0])->type, &c, &d))
        return cx_slow(vm, cx_op_names[op], argc, argv, kw, out);
    switch (op) {
    case CX_ADD: re = a + c; im = b + d; break;
    case CX_RADD: re = c + a; im = d + b; break;
    case CX_SUB: re = a - c; im = b - d; break;
    case CX_RSUB: re = c - a; im = d - b; break;
    case CX_MUL: re = a * c - b * d; im = a * d + b * c; break;
    case CX_RMUL: re = c * a - d * b; im = c * b + d * a; break;
    default:
        if (!cx_divide(a, b, c, d, &re, &im))
            return np_raisef(vm, NP_TYPE_ZERODIVISIONERROR, "complex division by zero");
        break;
    }
    return cx_make(vm, argv[0], re, im, out);
}

static bool cx_add(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return cx_binary(vm, CX_ADD, argc, argv, kw, out);
}
static bool cx_radd(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return cx_binary(vm, CX_RADD, argc, argv, kw, out);
}
static bool cx_sub(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return cx_binary(vm, CX_SUB, argc, argv, kw, out);
}
static bool cx_rsub(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return cx_binary(vm, CX_RSUB, argc, argv, kw, out);
}
static bool cx_mul(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return cx_binary(vm, CX_MUL, argc, argv, kw, out);
}
static bool cx_rmul(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return cx_binary(vm, CX_RMUL, argc, argv, kw, out);
}
static bool cx_truediv(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return cx_binary(vm, CX_DIV, argc, argv, kw, out);
}

// abs(self): C's hypot of the parts; an infinite modulus of finite parts is an OverflowError.
static bool cx_abs(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double a, b;
    if (!cx_args(vm, "__abs__", 0, argc, kw)) return false;
    if (!cx_self(argv[0], &a, &b)) return cx_slow(vm, "__abs__", argc, argv, kw, out);
    double m = hypot(a, b);
    if (isinf(m) && isfinite(a) && isfinite(b))
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "absolute value too large");
    *out = np_float(m);
    return true;
}

// -self: the parts negated.
static bool cx_neg(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double a, b;
    if (!cx_args(vm, "__neg__", 0, argc, kw)) return false;
    if (!cx_self(argv[0], &a, &b)) return cx_slow(vm, "__neg__", argc, argv, kw, out);
    return cx_make(vm, argv[0], -a, -b, out);
}

// The int exponent of a power the native computes: an int, integral float or complex with a
// zero imaginary part and an integral real part within [-100, 100], as _power's first case.
static bool cx_small_exponent(NpValue v, const NpType *t, int *n) {
    double re, im;
    if (NP_IS_INT(v)) {
        if (v.u.i < -100 || v.u.i > 100) return false;
        *n = (int)v.u.i;
        return true;
    }
    if (!cx_operand(v, t, &re, &im) || im != 0.0 || !(re >= -100.0 && re <= 100.0) ||
        re != (double)(int)re)
        return false;
    *n = (int)re;
    return true;
}

// self ** n for a small int exponent: _int_power's squarings and products in the same order,
// then 1 / x ** -n for a negative n, with python3's errors.
static bool cx_pow(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double xr, xi;
    int n;
    // CPython's messages start with a space.
    if (argc == 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR, " expected at least 1 argument, got 0");
    if (argc > 3)
        return np_raisef(vm, NP_TYPE_TYPEERROR, " expected at most 2 arguments, got %d", argc - 1);
    if (argc < 2 || (kw && kw->n) || (argc == 3 && !NP_IS_NONE(argv[2])) ||
        !cx_self(argv[0], &xr, &xi) || !cx_small_exponent(argv[1], NP_AS_OBJ(argv[0])->type, &n))
        return cx_slow(vm, "__pow__", argc, argv, kw, out);
    double rr = 1.0, ri = 0.0;
    for (int k = n < 0 ? -n : n; k;) {
        if (k & 1) {
            double t = rr * xr - ri * xi;
            ri = rr * xi + ri * xr;
            rr = t;
        }
        k >>= 1;
        if (k) {
            double t = xr * xr - xi * xi;
            xi = xr * xi + xi * xr;
            xr = t;
        }
    }
    if (n < 0) {
        if (rr == 0.0 && ri == 0.0)
            return np_raisef(vm, NP_TYPE_ZERODIVISIONERROR, "0.0 to a negative or complex power");
        double qr, qi;
        cx_divide(1.0, 0.0, rr, ri, &qr, &qi);
        rr = qr;
        ri = qi;
    }
    if (isinf(rr) || isinf(ri))
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "complex exponentiation");
    return cx_make(vm, argv[0], rr, ri, out);
}

// The part a float or a small int (not a bool) [v] gives complex(): its float value.
static inline bool cx_arg_part(NpValue v, double *part) {
    if (NP_IS_FLOAT(v)) {
        *part = v.u.f;
        return true;
    }
    if (!NP_IS_INT(v)) return false;
    *part = (double)v.u.i;  // rounded to nearest, as float(int) is
    return true;
}

// True when [self] is a new instance of the complex class itself (the class cx_self accepts)
// with no attribute set yet: what complex(...) hands to __init__.
static bool cx_fresh(NpValue self) {
    if (!NP_IS_KIND(self, OBJ_INSTANCE)) return false;
    const NpInstance *o = (const NpInstance *)NP_AS_OBJ(self);
    const NpType *t = o->hdr.type;
    return (t->tflags & NP_TF_USER) && !(t->tflags & NP_TF_SHAPES) && t->mro && t->mro->n == 2 &&
           t->name->len == 7 && memcmp(t->name->data, "complex", 7) == 0 && o->dict &&
           o->dict->nentries == 0 && o->dict->n == 0;
}

// Stores the float [v] as attribute [key] of the complex [o] (its dict has no such key yet).
static bool cx_store(NpVM *vm, NpInstance *o, NpStr *key, double v) {
    return np_dict_append_str_quick(vm, o->dict, key, np_float(v)) >= 0 ||
           np_dict_store_str(vm, o->dict, key, np_float(v)) >= 0;
}

// complex.__init__(self, real, imag): a new plain complex from one or two floats or small ints
// (the constructor calls of literals like 2j and of complex(x) in numeric code) sets _r and _i
// as the Python __init__ does, without its frame; anything else (strs, complex or other
// arguments, keywords, a subclass, a second call) runs the Python __init__. Like SETATTR's
// cached store, it keeps the new instance's "no shadowing key" proof when neither name is an
// attribute of the class.
static bool cx_init(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double re, im = 0.0;
    if ((kw && kw->n) || argc < 2 || argc > 3 || !cx_fresh(argv[0]) ||
        !cx_arg_part(argv[1], &re) || (argc == 3 && !cx_arg_part(argv[2], &im)))
        return cx_slow(vm, "__init__", argc, argv, kw, out);
    NpInstance *o = (NpInstance *)NP_AS_OBJ(argv[0]);
    NpStr *kr = np_intern_cstr(vm, "_r");
    NpStr *ki = kr ? np_intern_cstr(vm, "_i") : NULL;
    if (!ki) return false;
    bool proof = np_inst_proven(vm, o) && NP_IS_UNDEF(np_type_lookup(o->hdr.type, kr)) &&
                 NP_IS_UNDEF(np_type_lookup(o->hdr.type, ki));
    if (!cx_store(vm, o, kr, re) || !cx_store(vm, o, ki, im)) return false;
    if (proof) np_inst_prove(o);
    *out = np_none();
    return true;
}

// self.conjugate(): the parts with the imaginary one negated, a plain complex.
static bool cx_conjugate(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double a, b;
    if (kw && kw->n)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "complex.conjugate() takes no keyword arguments");
    if (argc > 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "complex.conjugate() takes no arguments (%d given)",
                         argc - 1);
    if (argc < 1 || !cx_self(argv[0], &a, &b)) return cx_slow(vm, "conjugate", argc, argv, kw, out);
    return cx_make(vm, argv[0], a, -b, out);
}

static const NpMethodDef complex_methods[] = {
    {"__init__", cx_init, 0},       {"conjugate", cx_conjugate, 0},
    {"__add__", cx_add, 0},         {"__radd__", cx_radd, 0}, {"__sub__", cx_sub, 0},
    {"__rsub__", cx_rsub, 0},       {"__mul__", cx_mul, 0},   {"__rmul__", cx_rmul, 0},
    {"__truediv__", cx_truediv, 0}, {"__abs__", cx_abs, 0},   {"__neg__", cx_neg, 0},
    {"__pow__", cx_pow, 0},
    {NULL, NULL, 0},
};

// _install(cls): puts the natives above on the complex class [cls] (over its Python methods,
// which the module keeps as _slow_<name>).
static bool cx_install(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (argc != 1 || !NP_IS_TYPE(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "internal: expected a class");
    if (!nplib_add_methods(vm, NP_AS_TYPE(argv[0]), complex_methods)) return false;
    *out = np_none();
    return true;
}

/* ---------------------------------------------------------------- cmath fast path */

// _fast(k, z): cmath's sqrt (k 0) or exp (k 1) of a plain complex z with finite parts whose
// result is finite, computed as np_lib_cmath.py's _root and _exp do (the same libm calls and
// operations in the same order); None for anything else, which cmath.py then computes.
static bool cm_fast(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double x, y, re, im;
    *out = np_none();
    if (argc != 2 || (kw && kw->n) || !NP_IS_INT(argv[0]) || !cx_self(argv[1], &x, &y) ||
        !isfinite(x) || !isfinite(y))
        return true;
    if (argv[0].u.i == 0) {
        if (x == 0.0 && y == 0.0) {
            re = 0.0;
            im = y;
        } else {
            double ax = fabs(x), ay = fabs(y), t;
            if (ax < DBL_MIN && ay < DBL_MIN) {
                double up = ldexp(ax, 53);
                t = ldexp(sqrt(up + hypot(up, ldexp(ay, 53))), -27);
            } else {
                ax /= 8.0;
                t = 2.0 * sqrt(ax + hypot(ax, ay / 8.0));
            }
            double half = ay / (2.0 * t);
            re = x >= 0.0 ? t : half;
            im = x >= 0.0 ? copysign(half, y) : copysign(t, y);
        }
    } else if (argv[0].u.i == 1) {
        // Past log(DBL_MAX / 4) cmath.py scales by e; that and overflow stay there.
        if (x > log(DBL_MAX / 4.0)) return true;
        double m = exp(x);
        re = m * cos(y);
        im = m * sin(y);
        if (!isfinite(re) || !isfinite(im)) return true;
    } else {
        return true;
    }
    return cx_make(vm, argv[1], re, im, out);
}

static const NpMethodDef complex_natives[] = {
    {"_hypot", cx_hypot, 0},
    {"_install", cx_install, 0},
    {NULL, NULL, 0},
};

static const NpMethodDef cmath_natives[] = {
    {"_hypot", cx_hypot, 0},
    {"_c99", cx_c99, 0},
    {"_fast", cm_fast, 0},
    {NULL, NULL, 0},
};

static const char complex_src[] =
#include "np_lib_complex_py.h"
    ;
static const char cmath_src[] =
#include "np_lib_cmath_py.h"
    ;

bool nplib_complex_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_add_natives(vm, mod, complex_natives) &&
           nplib_exec_source(vm, mod, complex_src, "_complex.py");
}

bool nplib_cmath_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_add_natives(vm, mod, cmath_natives) &&
           nplib_exec_source(vm, mod, cmath_src, "cmath.py");
}
