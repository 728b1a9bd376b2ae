/*
 * np_lib_complex.c - the inits of the private module _complex (the builtin complex, written in
 * Nearly Python in stdlib/np_lib_complex.py) and of cmath (stdlib/np_lib_cmath.py), found by name
 * in np_lib_pure.c's table. Both get one native, _hypot: C's hypot, which CPython's complex abs()
 * and cmath use (math.hypot computes differently and can differ in the last bit).
 */
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

static const NpMethodDef complex_natives[] = {
    {"_hypot", cx_hypot, 0},
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
    return nplib_add_natives(vm, mod, complex_natives) &&
           nplib_exec_source(vm, mod, cmath_src, "cmath.py");
}
