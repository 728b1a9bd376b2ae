/*
 * np_lib_datetime.c - the `datetime` module: date, time, datetime, timedelta, tzinfo and
 * timezone, written in Nearly Python (stdlib/np_lib_datetime.py) and embedded at build time.
 *
 * Needs no capability for computing with given dates. today()/now()/utcnow() read the clock
 * through _clock_now(), which needs the policy's 'clock' capability (RuntimeError without it);
 * Nearly's local time zone is UTC (reading the host's zone would read its environment).
 */
#include <time.h>

#include "np_interp.h"
#include "np_descr.h"
#include "np_lib.h"

static const char datetime_src[] =
#include "np_lib_datetime_py.h"
    ;

// _clock_now(): the CLOCK_REALTIME time in seconds, or None without the 'clock' capability.
static bool dt_clock_now(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)argv;
    if (!np_args_nokw(vm, "_clock_now", kw) || !np_args_count(vm, "_clock_now", argc, 0, 0))
        return false;
    if (!vm->has_clock) {
        *out = np_none();
        return true;
    }
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    *out = np_float((double)ts.tv_sec + (double)ts.tv_nsec * 1e-9);
    return true;
}

// _setf(obj, name1, value1, name2, value2, ...): writes the fields of a new date, time,
// datetime, timedelta or timezone in one native call. The classes' own __setattr__ refuses
// every write (their fields are read-only as in CPython), so construction goes around it the
// way object.__setattr__ does, without a Python-level call per field.
static bool dt_setf(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_setf", kw)) return false;
    if (argc < 1 || (argc - 1) % 2 != 0)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_setf() takes an object and name/value pairs");
    for (int i = 1; i < argc; i += 2) {
        if (!NP_IS_STR(argv[i]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "_setf() names must be str");
        NpStr *n = np_intern(vm, NP_AS_STR(argv[i])->data, NP_AS_STR(argv[i])->len);
        if (!n || !np_setattr_plain(vm, argv[0], n, argv[i + 1])) return false;
    }
    *out = np_none();
    return true;
}

// Binds the native helper [fn] as the module global [name].
static bool dt_add_native(NpVM *vm, NpModuleObj *mod, const char *name, NpNativeFn fn) {
    NpNative *f = np_native_new(vm, name, fn, NULL);
    NpStr *key = np_intern_cstr(vm, name);
    return f && key && np_dict_set_str(vm, mod->globals, key, np_obj(&f->hdr));
}

static bool datetime_init(NpVM *vm, NpModuleObj *mod) {
    if (!dt_add_native(vm, mod, "_clock_now", dt_clock_now) ||
        !dt_add_native(vm, mod, "_setf", dt_setf))
        return false;
    return nplib_exec_source(vm, mod, datetime_src, "datetime.py");
}

bool nplib_register_datetime(NpVM *vm) {
    return npvm_register_module(vm, "datetime", datetime_init);
}
