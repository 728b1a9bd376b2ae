/*
 * bench_embed.c - the in-process start-up benchmark (issue 7): how long creating a VM, running
 * `1 + 1` in it and destroying it takes, and how much memory an idle VM holds.
 *
 * Built by `make bench` (and `make all`) against build/libnearly.a through include/nearly.h only,
 * the way a host is. Prints key=value lines that bench/run_bench.py parses:
 *
 *   create_run_destroy_us  mean microseconds of one nearly_vm_new + nearly_run("1 + 1") +
 *                          nearly_vm_free, over --iters iterations (best of 5 batches);
 *   create_destroy_us      the same without the run;
 *   run_us                 one nearly_run("1 + 1") in an existing VM (parse, compile, execute);
 *   idle_vm_accounted      bytes charged to the VM's own memory accounting right after
 *                          nearly_vm_new (nearly_memory_used: every heap object, owned buffer
 *                          and VM table the memory limit counts);
 *   idle_vm_peak           nearly_peak_memory then: the high-water mark reached while building
 *                          the VM (dicts growing before they are compacted);
 *   idle_vm_malloc         bytes malloc'd and still held after nearly_vm_new (mallinfo2's
 *                          uordblks before and after): the accounted bytes plus everything the
 *                          VM mallocs outside its accounting (the VM handle and NpVM struct,
 *                          the policy copy, the module registry) and malloc's per-chunk headers;
 *   idle_vm_after_run_*    the accounted bytes, the peak and the malloc'd bytes after one
 *                          nearly_run("1 + 1").
 *
 * The idle-VM figures come from the process's first VM, which is built from scratch; every VM
 * after it is copied from the boot image (vm/np_boot.c), which the warm-up cycle makes before
 * anything is timed. The same objects are accounted either way.
 *
 * Usage: bench_embed [--iters N]. Exit status 1 when a run fails.
 */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "nearly.h"

static const char SRC[] = "1 + 1";

// Seconds on the monotonic clock.
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

// Bytes malloc currently hands out (in use, not free in its arenas or mmap'd).
static size_t malloc_in_use(void)
{
    struct mallinfo2 mi = mallinfo2();
    return mi.uordblks + mi.hblkhd;
}

// Creates a VM, optionally runs SRC in it, destroys it; returns 0 on failure.
static int one_cycle(int run)
{
    NearlyVM *vm = nearly_vm_new();
    if (!vm)
        return 0;
    int ok = !run || nearly_run(vm, SRC, sizeof SRC - 1, "<bench>") == NEARLY_OK;
    nearly_vm_free(vm);
    return ok;
}

// Mean microseconds per cycle over [iters] cycles, best of five batches; -1 on failure.
static double time_cycles(int iters, int run)
{
    double best = -1;
    for (int batch = 0; batch < 5; batch++) {
        double t0 = now();
        for (int i = 0; i < iters; i++) {
            if (!one_cycle(run))
                return -1;
        }
        double us = (now() - t0) * 1e6 / iters;
        if (best < 0 || us < best)
            best = us;
    }
    return best;
}

// Mean microseconds of one run of SRC in a VM that stays alive; -1 on failure.
static double time_runs(int iters)
{
    NearlyVM *vm = nearly_vm_new();
    if (!vm)
        return -1;
    double best = -1;
    for (int batch = 0; batch < 5 && best != -2; batch++) {
        double t0 = now();
        for (int i = 0; i < iters; i++) {
            if (nearly_run(vm, SRC, sizeof SRC - 1, "<bench>") != NEARLY_OK) {
                best = -2;
                break;
            }
        }
        double us = (now() - t0) * 1e6 / iters;
        if (best != -2 && (best < 0 || us < best))
            best = us;
    }
    nearly_vm_free(vm);
    return best < 0 ? -1 : best;
}

// Prints the idle VM's memory, counted both ways (see the header comment).
static int report_memory(void)
{
    size_t before = malloc_in_use();
    NearlyVM *vm = nearly_vm_new();
    if (!vm)
        return 0;
    size_t after_new = malloc_in_use();
    printf("idle_vm_accounted=%zu\n", nearly_memory_used(vm));
    printf("idle_vm_peak=%zu\n", nearly_peak_memory(vm));
    printf("idle_vm_malloc=%zu\n", after_new - before);
    if (nearly_run(vm, SRC, sizeof SRC - 1, "<bench>") != NEARLY_OK) {
        nearly_vm_free(vm);
        return 0;
    }
    printf("idle_vm_after_run_accounted=%zu\n", nearly_memory_used(vm));
    printf("idle_vm_after_run_peak=%zu\n", nearly_peak_memory(vm));
    printf("idle_vm_after_run_malloc=%zu\n", malloc_in_use() - before);
    nearly_vm_free(vm);
    return 1;
}

int main(int argc, char **argv)
{
    int iters = 2000;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--iters") == 0 && i + 1 < argc)
            iters = atoi(argv[++i]);
        else {
            fprintf(stderr, "usage: bench_embed [--iters N]\n");
            return 2;
        }
    }
    if (iters < 1)
        iters = 1;
    if (!report_memory()) {
        fprintf(stderr, "bench_embed: creating or running a VM failed\n");
        return 1;
    }
    // One warm-up cycle so the first batch does not pay for page faults of the first VM.
    if (!one_cycle(1))
        return 1;
    double crd = time_cycles(iters, 1), cd = time_cycles(iters, 0), run = time_runs(iters);
    if (crd < 0 || cd < 0 || run < 0) {
        fprintf(stderr, "bench_embed: a run failed\n");
        return 1;
    }
    printf("iterations=%d\n", iters);
    printf("create_run_destroy_us=%.2f\n", crd);
    printf("create_destroy_us=%.2f\n", cd);
    printf("run_us=%.2f\n", run);
    return 0;
}
