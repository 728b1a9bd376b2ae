/*
 * np_lib_complex.c - the inits of the private module _complex (the builtin complex, written in
 * Nearly Python in stdlib/np_lib_complex.py) and of cmath (stdlib/np_lib_cmath.py), found by name
 * in np_lib_pure.c's table. Both get one native, _hypot: C's hypot, which CPython's complex abs()
 * and cmath use (math.hypot computes differently and can differ in the last bit); cmath also gets
 * _c99, C99's complex functions (Annex G special values) for arguments with an infinite or nan
 * part. _install puts the hot methods of complex (+ - * / both ways, unary - and +, abs, small
 * integral powers, ==, !=, hash, bool, conjugate) on the class as natives, with the Python
 * methods as their fallback, and makes cx_construct its constructor: the values the natives make
 * are packed (CxPacked: two doubles after the instance, no attribute dict), read by the Python
 * code through _split, and by cmath's through its own _split.
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

// The hot methods of complex (+, -, *, / with a complex, int or float, abs, ==, hash, bool,
// real/imag) are natives installed over the Python ones by _install (np_lib_complex.py keeps
// those as _slow_<name>). A native computes only when the receiver is an instance of the
// complex class itself (the class whose constructor is cx_construct: _install sets it, and a
// subclass gets the ordinary constructor) and the operand is a float, a small int or such an
// instance; anything else (subclasses, bools, big ints, other types) goes to the Python method,
// which has every rule and error. The formulas are the Python ones, in the same order of
// operations, so results are the same to the bit.
//
// A complex the natives make is packed (NP_INST_PACKED, CxPacked): its two floats follow the
// NpInstance and it has no attribute dict, so it is one 64-byte pool block, is made without
// np_instance_new and is a leaf for the collector (vm/np_gc.c is_leaf). Python code (complex,
// cmath) gets the parts with the native _split; an attribute _r or _i is missing (as in
// CPython) unless the instance was given its dict: vm/np_serial.c and copy's _inst_items ask
// __np_unpack__ (cx_unpack) for it first; from then on the dict holds the parts and the natives
// read the dict.
typedef struct CxPacked {
    NpInstance inst;
    double re, im;
} CxPacked;
_Static_assert(sizeof(CxPacked) == 64, "a packed complex is one 64-byte pool block");

static bool cx_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                         NpValue *out);

// True when [t] is the complex class itself.
static inline bool cx_class(const NpType *t) { return t->construct == cx_construct; }

// True when the str [key] is the two characters [name].
static inline bool cx_key_is(NpValue key, const char *name) {
    return NP_IS_STR(key) && NP_AS_STR(key)->len == 2 && NP_AS_STR(key)->data[0] == name[0] &&
           NP_AS_STR(key)->data[1] == name[1];
}

// The parts of [v] into re/im when it is an instance of the complex class itself: packed, or
// with the attribute dict __init__ (or cx_unpack) filled with the floats _r and _i in that
// order. False for anything else (a subclass, another type, a state a script broke).
static inline bool cx_parts(NpValue v, double *re, double *im) {
    if (!NP_IS_KIND(v, OBJ_INSTANCE)) return false;
    const NpInstance *o = (const NpInstance *)NP_AS_OBJ(v);
    if (!cx_class(o->hdr.type)) return false;
    if (!o->dict) {
        if (!(o->hdr.flags & NP_INST_PACKED)) return false;
        *re = ((const CxPacked *)o)->re;
        *im = ((const CxPacked *)o)->im;
        return true;
    }
    if (o->dict->nentries != 2 || o->dict->n != 2) return false;
    const NpDictEntry *e = o->dict->entries;
    if (!NP_IS_FLOAT(e[0].value) || !NP_IS_FLOAT(e[1].value) || !cx_key_is(e[0].key, "_r") ||
        !cx_key_is(e[1].key, "_i"))
        return false;
    *re = e[0].value.u.f;
    *im = e[1].value.u.f;
    return true;
}

// The parts of [self] when it is a plain complex (cx_parts).
static inline bool cx_self(NpValue self, double *re, double *im) {
    return cx_parts(self, re, im);
}

// The parts of operand [v] of a native: a float, a small int (not a bool) or a plain complex.
static inline bool cx_operand(NpValue v, double *re, double *im) {
    if (NP_IS_FLOAT(v)) {
        *re = v.u.f;
        *im = 0.0;
        return true;
    }
    if (NP_IS_INT(v)) {
        *re = (double)v.u.i;  // rounded to nearest, as float(int) is
        *im = 0.0;
        return true;
    }
    return cx_parts(v, re, im);
}

// A new packed complex re + im j of the complex class [t] into *out.
static bool cx_new(NpVM *vm, NpType *t, double re, double im, NpValue *out) {
    CxPacked *p = (CxPacked *)np_alloc_obj_uninit(vm, sizeof(CxPacked), OBJ_INSTANCE, t);
    if (!p) return false;
    p->inst.hdr.flags = NP_INST_PACKED;
    p->inst.dict = NULL;
    p->inst.proof_epoch = 0;
    p->inst.proof_version = 0;
    p->re = re;
    p->im = im;
    *out = np_obj(&p->inst.hdr);
    return true;
}

// A new complex re + im j of the class of [self] (a plain complex) into *out.
static inline bool cx_make(NpVM *vm, NpValue self, double re, double im, NpValue *out) {
    return cx_new(vm, NP_AS_OBJ(self)->type, re, im, out);
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
enum { CX_ADD, CX_RADD, CX_SUB, CX_RSUB, CX_MUL, CX_RMUL, CX_DIV, CX_RDIV };

static const char *const cx_op_names[] = {"__add__", "__radd__", "__sub__", "__rsub__",
                                          "__mul__", "__rmul__", "__truediv__",
                                          "__rtruediv__"};

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

// Operator [op] of self (argv[0]) and the operand argv[1], or the Python method. (Inlined into
// each operator's native, so [op] is a constant there.)
static inline __attribute__((always_inline)) bool cx_binary(NpVM *vm, int op, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double a, b, c, d, re, im;
    if (!cx_args(vm, cx_op_names[op], 1, argc, kw)) return false;
    if (!cx_self(argv[0], &a, &b) || !cx_operand(argv[1], &c, &d))
        return cx_slow(vm, cx_op_names[op], argc, argv, kw, out);
    switch (op) {
    case CX_ADD: re = a + c; im = b + d; break;
    case CX_RADD: re = c + a; im = d + b; break;
    case CX_SUB: re = a - c; im = b - d; break;
    case CX_RSUB: re = c - a; im = d - b; break;
    case CX_MUL: re = a * c - b * d; im = a * d + b * c; break;
    case CX_RMUL: re = c * a - d * b; im = c * b + d * a; break;
    case CX_DIV:
        if (!cx_divide(a, b, c, d, &re, &im))
            return np_raisef(vm, NP_TYPE_ZERODIVISIONERROR, "complex division by zero");
        break;
    default:
        if (!cx_divide(c, d, a, b, &re, &im))
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
static bool cx_rtruediv(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return cx_binary(vm, CX_RDIV, argc, argv, kw, out);
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
static bool cx_small_exponent(NpValue v, int *n) {
    double re, im;
    if (NP_IS_INT(v)) {
        if (v.u.i < -100 || v.u.i > 100) return false;
        *n = (int)v.u.i;
        return true;
    }
    if (!cx_operand(v, &re, &im) || im != 0.0 || !(re >= -100.0 && re <= 100.0) ||
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
        !cx_self(argv[0], &xr, &xi) || !cx_small_exponent(argv[1], &n))
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

// True when [self] is a new instance of the complex class itself with its attribute dict and
// no attribute set yet: what np_user_construct hands to __init__.
static bool cx_fresh(NpValue self) {
    if (!NP_IS_KIND(self, OBJ_INSTANCE)) return false;
    const NpInstance *o = (const NpInstance *)NP_AS_OBJ(self);
    return cx_class(o->hdr.type) && !(o->hdr.flags & NP_INST_PACKED) && o->dict &&
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

// The interned attribute name "_r" or "_i" ([imag]): the names the Python code keeps the parts
// under.
static NpStr *cx_part_name(NpVM *vm, bool imag) { return np_intern_cstr(vm, imag ? "_i" : "_r"); }

// Part [imag] of [self]: read directly from a plain complex, else its attribute _r or _i (a
// subclass instance, whose __init__ stored them), with that attribute's errors.
static bool cx_part(NpVM *vm, NpValue self, bool imag, NpValue *out) {
    double re, im;
    if (cx_parts(self, &re, &im)) {
        *out = np_float(imag ? im : re);
        return true;
    }
    NpStr *key = cx_part_name(vm, imag);
    return key && np_getattr(vm, self, key, out);
}

// _real(z) and _imag(z): the getters of the properties real and imag.
static bool cx_real(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "real", kw) || !np_args_count(vm, "real", argc, 1, 1)) return false;
    return cx_part(vm, argv[0], false, out);
}
static bool cx_imag(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "imag", kw) || !np_args_count(vm, "imag", argc, 1, 1)) return false;
    return cx_part(vm, argv[0], true, out);
}

// _split(z): the tuple (real part, imaginary part) of a complex or complex subclass instance,
// as the Python code of complex and cmath reads them (z._r, z._i).
static bool cx_split(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_split", kw) || !np_args_count(vm, "_split", argc, 1, 1)) return false;
    NpValue parts[2];
    if (!cx_part(vm, argv[0], false, &parts[0]) || !cx_part(vm, argv[0], true, &parts[1]))
        return false;
    NpTuple *t = np_tuple_from(vm, parts, 2);
    if (!t) return false;
    *out = np_obj(&t->hdr);
    return true;
}

// complex.__np_unpack__(self) (hidden from scripts: an `__np_` name), asked by vm/np_serial.c
// before it saves an instance: a packed complex gets the attribute dict __init__ would have
// made, with _r and _i, so it is saved as the Python code's instances are.
static bool cx_unpack(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "__np_unpack__", kw) || !np_args_count(vm, "__np_unpack__", argc, 1, 1))
        return false;
    NpValue self = argv[0];
    NpInstance *o = NP_IS_KIND(self, OBJ_INSTANCE) ? (NpInstance *)NP_AS_OBJ(self) : NULL;
    if (o && (o->hdr.flags & NP_INST_PACKED) && !o->dict) {
        const CxPacked *p = (const CxPacked *)o;
        double parts[2] = {p->re, p->im};
        for (int k = 0; k < 2; k++) {
            NpStr *key = cx_part_name(vm, k == 1);
            if (!key || !np_setattr(vm, self, key, np_float(parts[k]))) return false;
        }
    }
    *out = np_none();
    return true;
}

// Whether plain complex [self] equals [other] (a float, an int of at most 53 bits, not a bool,
// or a plain complex) into *same, as the Python __eq__ decides; false for any other operand.
static bool cx_equal(NpValue self, NpValue other, bool *same) {
    double a, b, c, d;
    if (!cx_parts(self, &a, &b)) return false;
    if (NP_IS_INT(other)) {
        if (other.u.i > (INT64_C(1) << 53) || other.u.i < -(INT64_C(1) << 53)) return false;
    } else if (!NP_IS_FLOAT(other) && !NP_IS_KIND(other, OBJ_INSTANCE)) {
        return false;
    }
    if (!cx_operand(other, &c, &d)) return false;
    *same = a == c && b == d;
    return true;
}

// self == other and self != other ([negate]).
static bool cx_compare(NpVM *vm, const char *name, bool negate, int argc, NpValue *argv,
                       NpTuple *kw, NpValue *out) {
    bool same;
    if (!cx_args(vm, name, 1, argc, kw)) return false;
    if (!cx_equal(argv[0], argv[1], &same)) return cx_slow(vm, name, argc, argv, kw, out);
    *out = np_bool(same != negate);
    return true;
}
static bool cx_eq(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return cx_compare(vm, "__eq__", false, argc, argv, kw, out);
}
static bool cx_ne(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return cx_compare(vm, "__ne__", true, argc, argv, kw, out);
}

// hash(self): the documented numeric hash, hash(re) + 1000003 * hash(im) wrapped to 64 bits,
// -1 taken as -2.
static bool cx_hash(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double a, b;
    if (!cx_args(vm, "__hash__", 0, argc, kw)) return false;
    if (!cx_self(argv[0], &a, &b)) return cx_slow(vm, "__hash__", argc, argv, kw, out);
    uint64_t h = (uint64_t)np_float_hash(a) + UINT64_C(1000003) * (uint64_t)np_float_hash(b);
    int64_t v = (int64_t)h;
    *out = np_int(v == -1 ? -2 : v);
    return true;
}

// bool(self): whether a part is nonzero.
static bool cx_bool(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double a, b;
    if (!cx_args(vm, "__bool__", 0, argc, kw)) return false;
    if (!cx_self(argv[0], &a, &b)) return cx_slow(vm, "__bool__", argc, argv, kw, out);
    *out = np_bool(a != 0.0 || b != 0.0);
    return true;
}

// +self: a new complex with the same parts.
static bool cx_pos(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    double a, b;
    if (!cx_args(vm, "__pos__", 0, argc, kw)) return false;
    if (!cx_self(argv[0], &a, &b)) return cx_slow(vm, "__pos__", argc, argv, kw, out);
    return cx_make(vm, argv[0], a, b, out);
}

// complex's constructor (the class's construct, set by _install). For the complex class itself
// and no keywords: complex() and complex(x) or complex(x, y) of floats and small ints make a
// packed complex with no __init__ call, and complex(z) of a plain complex returns z (as
// CPython does). Anything else (strs, other types, keywords, a subclass: np_user_construct and
// __init__, as before) is constructed by np_user_construct, and a plain result is repacked.
static bool cx_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                         NpValue *out) {
    double re = 0.0, im = 0.0, a, b;
    if (!(kw && kw->n) && argc <= 2 && cx_class(t)) {
        if (argc == 1 && cx_parts(argv[0], &a, &b)) {
            *out = argv[0];
            return true;
        }
        if ((argc < 1 || cx_arg_part(argv[0], &re)) && (argc < 2 || cx_arg_part(argv[1], &im)))
            return cx_new(vm, t, re, im, out);
    }
    NpValue v;
    if (!np_user_construct(vm, t, argc, argv, kw, &v)) return false;
    if (NP_IS_KIND(v, OBJ_INSTANCE) && ((NpInstance *)NP_AS_OBJ(v))->dict &&
        cx_parts(v, &re, &im))
        return cx_new(vm, t, re, im, out);
    *out = v;
    return true;
}

static const NpMethodDef complex_methods[] = {
    {"__init__", cx_init, 0},       {"conjugate", cx_conjugate, 0},
    {"__add__", cx_add, 0},         {"__radd__", cx_radd, 0}, {"__sub__", cx_sub, 0},
    {"__rsub__", cx_rsub, 0},       {"__mul__", cx_mul, 0},   {"__rmul__", cx_rmul, 0},
    {"__truediv__", cx_truediv, 0}, {"__abs__", cx_abs, 0},   {"__neg__", cx_neg, 0},
    {"__pow__", cx_pow, 0},         {"__rtruediv__", cx_rtruediv, 0},
    {"__eq__", cx_eq, 0},           {"__ne__", cx_ne, 0},     {"__hash__", cx_hash, 0},
    {"__bool__", cx_bool, 0},       {"__pos__", cx_pos, 0},   {"__np_unpack__", cx_unpack, 0},
    {NULL, NULL, 0},
};

// _install(cls): puts the natives above on the complex class [cls] (over its Python methods,
// which the module keeps as _slow_<name>).
static bool cx_install(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (argc != 1 || !NP_IS_TYPE(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "internal: expected a class");
    if (!nplib_add_methods(vm, NP_AS_TYPE(argv[0]), complex_methods)) return false;
    NP_AS_TYPE(argv[0])->construct = cx_construct;
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
    {"_real", cx_real, 0},
    {"_imag", cx_imag, 0},
    {"_split", cx_split, 0},
    {NULL, NULL, 0},
};

static const NpMethodDef cmath_natives[] = {
    {"_hypot", cx_hypot, 0},
    {"_c99", cx_c99, 0},
    {"_fast", cm_fast, 0},
    {"_split", cx_split, 0},
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
