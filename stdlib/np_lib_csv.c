/*
 * np_lib_csv.c - the `csv` and `io` modules, written in Nearly Python (stdlib/np_lib_csv.py,
 * stdlib/np_lib_io.py, embedded at build time). Both are pure: csv reads any iterable of str
 * lines and writes to any object with write(); io has only StringIO (no files). Need no
 * capability.
 */
#include "np_interp.h"
#include "np_lib.h"

static const char csv_src[] =
#include "np_lib_csv_py.h"
    ;

static const char io_src[] =
#include "np_lib_io_py.h"
    ;

static bool csv_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_exec_source(vm, mod, csv_src, "csv.py");
}

static bool io_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_exec_source(vm, mod, io_src, "io.py");
}

bool nplib_register_csv(NpVM *vm) {
    return npvm_register_module(vm, "csv", csv_init) && npvm_register_module(vm, "io", io_init);
}
