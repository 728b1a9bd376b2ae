/*
 * np_lib_time.c - the `time` module (stdlib/np_lib_time.py) and its natives.
 *
 * Reading a clock needs the 'clock' capability of the VM's policy (vm->has_clock). Without it,
 * _now() returns None for the wall clock (the Python part raises RuntimeError naming the
 * function) and a virtual time for the duration clocks (monotonic, perf_counter,
 * process_time): NP_VCLOCK_NS_PER_UNIT nanoseconds per budget unit the VM has used, so a
 * program that times itself runs, deterministically, and learns nothing of the host. With it,
 * time() reads CLOCK_REALTIME, monotonic()/perf_counter() CLOCK_MONOTONIC and process_time()
 * the process's CPU clock. _sleep() sleeps in short slices and checks the VM's limits after
 * each one, so the run's timeout and a host interrupt stop a sleep as they stop a loop.
 */
#include <time.h>

#include "np_interp.h"
#include "np_lib.h"

// Longest slice one sleep waits before checking the timeout and the interrupt flag, in seconds.
#define TIME_SLEEP_SLICE 0.01

// Reads clock [id] as seconds.
static double read_clock(clockid_t id) {
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

// Reads clock [id] as integer nanoseconds.
static int64_t read_clock_ns(clockid_t id) {
    struct timespec ts;
    clock_gettime(id, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

// Virtual nanoseconds one budget unit (about one instruction) advances the virtual clock.
#define NP_VCLOCK_NS_PER_UNIT 10

// The virtual clock in nanoseconds: advanced by the budget used since the last read. A new
// run resets [budget] upwards; then the units used are counted from that run's start.
static int64_t virtual_clock_ns(NpVM *vm) {
    int64_t left = np_budget_left(vm);
    int64_t used = vm->vclock_mark - left;
    if (used < 0) used = vm->budget_start - left;
    if (used < 0) used = 0;
    vm->vclock_ns += used * NP_VCLOCK_NS_PER_UNIT;
    vm->vclock_mark = left;
    return vm->vclock_ns;
}

// The duration clocks (1, 3, 4, 5) without the 'clock' capability; None for the wall clock.
static NpValue virtual_now(NpVM *vm, int64_t which) {
    if (which != 1 && which != 3 && which != 4 && which != 5) return np_none();
    int64_t ns = virtual_clock_ns(vm);
    return (which == 1 || which == 4) ? np_float((double)ns * 1e-9) : np_int(ns);
}

// _now(which): 0 = realtime s, 1 = monotonic s, 2 = realtime ns, 3 = monotonic ns,
// 4 = process CPU s, 5 = process CPU ns. Without the 'clock' capability: None for 0 and 2, the
// virtual clock for the others.
static bool time_now(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_now", kw) || !np_args_count(vm, "_now", argc, 1, 1)) return false;
    int64_t which = NP_IS_INT(argv[0]) ? argv[0].u.i : -1;
    if (!vm->has_clock) {
        *out = virtual_now(vm, which);
        return true;
    }
    switch (which) {
    case 0: *out = np_float(read_clock(CLOCK_REALTIME)); return true;
    case 1: *out = np_float(read_clock(CLOCK_MONOTONIC)); return true;
    case 2: *out = np_int(read_clock_ns(CLOCK_REALTIME)); return true;
    case 3: *out = np_int(read_clock_ns(CLOCK_MONOTONIC)); return true;
    case 4: *out = np_float(read_clock(CLOCK_PROCESS_CPUTIME_ID)); return true;
    case 5: *out = np_int(read_clock_ns(CLOCK_PROCESS_CPUTIME_ID)); return true;
    default: return np_raisef(vm, NP_TYPE_VALUEERROR, "_now: unknown clock");
    }
}

// _sleep(secs): secs is a non-negative float checked by the Python part. Returns False without
// the 'clock' capability. Stops early with the run's TimeoutError or KeyboardInterrupt.
static bool time_sleep(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_sleep", kw) || !np_args_count(vm, "_sleep", argc, 1, 1)) return false;
    if (!vm->has_clock) {
        *out = np_bool(false);
        return true;
    }
    double secs = NP_IS_FLOAT(argv[0]) ? argv[0].u.f : NP_IS_INT(argv[0]) ? (double)argv[0].u.i : 0;
    double end = read_clock(CLOCK_MONOTONIC) + secs;
    for (;;) {
        double now = read_clock(CLOCK_MONOTONIC);
        if (now >= end) break;
        double left = end - now;
        if (vm->deadline > 0 && vm->deadline - now < left) left = vm->deadline - now;
        if (left > TIME_SLEEP_SLICE) left = TIME_SLEEP_SLICE;
        if (left > 0) {
            struct timespec ts = {(time_t)left, (long)((left - (double)(time_t)left) * 1e9)};
            nanosleep(&ts, NULL);
        }
        if (!np_check_limits(vm)) return false;
    }
    *out = np_bool(true);
    return true;
}

static const char time_src[] =
#include "np_lib_time_py.h"
    ;

static bool time_init(NpVM *vm, NpModuleObj *mod) {
    static const struct {
        const char *name;
        NpNativeFn fn;
    } natives[] = {{"_now", time_now}, {"_sleep", time_sleep}};
    for (size_t i = 0; i < sizeof natives / sizeof natives[0]; i++) {
        NpNative *f = np_native_new(vm, natives[i].name, natives[i].fn, NULL);
        NpStr *key = np_intern_cstr(vm, natives[i].name);
        if (!f || !key || !np_dict_set_str(vm, mod->globals, key, np_obj(&f->hdr))) return false;
    }
    return nplib_exec_source(vm, mod, time_src, "time.py");
}

bool nplib_register_time(NpVM *vm) { return npvm_register_module(vm, "time", time_init); }
