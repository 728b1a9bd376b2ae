/*
 * np_lib_datetime.c - the `datetime` module: date, time, datetime, timedelta, tzinfo and
 * timezone, written in Nearly Python (stdlib/np_lib_datetime.py) and embedded at build time.
 *
 * Needs no capability for computing with given dates; today()/now()/utcnow() and anything that
 * needs the local time zone raise RuntimeError until a host can grant the 'clock' capability.
 */
#include "np_interp.h"
#include "np_lib.h"

static const char datetime_src[] =
#include "np_lib_datetime_py.h"
    ;

static bool datetime_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_exec_source(vm, mod, datetime_src, "datetime.py");
}

bool nplib_register_datetime(NpVM *vm) {
    return npvm_register_module(vm, "datetime", datetime_init);
}
