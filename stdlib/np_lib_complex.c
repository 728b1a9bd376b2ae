/*
 * np_lib_complex.c - the inits of the private module _complex (the builtin complex, written in
 * Nearly Python in stdlib/np_lib_complex.py) and of cmath (stdlib/np_lib_cmath.py), found by name
 * in np_lib_pure.c's table. Both get one native, _hypot: C's hypot, which CPython's complex abs()
 * and cmath use (math.hypot computes differently and can differ in the last bit); cmath also gets
 * _c99, C99's complex functions (Annex G special values) for arguments with an infinite or nan
 * part.
 */
#include <complex.h>
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

static const NpMethodDef complex_natives[] = {
    {"_hypot", cx_hypot, 0},
    {NULL, NULL, 0},
};

static const NpMethodDef cmath_natives[] = {
    {"_hypot", cx_hypot, 0},
    {"_c99", cx_c99, 0},
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
