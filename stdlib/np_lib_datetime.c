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

static bool datetime_init(NpVM *vm, NpModuleObj *mod) {
    NpNative *f = np_native_new(vm, "_clock_now", dt_clock_now, NULL);
    NpStr *key = np_intern_cstr(vm, "_clock_now");
    if (!f || !key || !np_dict_set_str(vm, mod->globals, key, np_obj(&f->hdr))) return false;
    return nplib_exec_source(vm, mod, datetime_src, "datetime.py");
}

bool nplib_register_datetime(NpVM *vm) {
    return npvm_register_module(vm, "datetime", datetime_init);
}
