/*
 * test_pool_rss.c - host memory follows the memory limit, not the peak per size class: a script
 * that fills most of the limit with objects of one size, drops them and does the same with ten
 * other sizes must run to the end (its garbage is collected before the limit is reached) and
 * the process's peak RSS must stay within a small multiple of the limit (wholly free pool slabs
 * go back to malloc after a collection, vm/np_gc.c pool_reclaim). Before that, the free lists of
 * eleven size classes each kept about one limit's worth.
 */
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>

#include "nearly.h"
#include "capture.h"

#define LIMIT_MB 24

static const char SCRIPT[] =
    "keep = None\n"
    "total = 0\n"
    "for n in range(1, 12):\n"
    "    keep = None\n"
    "    count = 10_000_000 // (16 * n + 48)\n"
    "    keep = [tuple(range(n)) for _ in range(count)]\n"
    "    total += len(keep)\n"
    "print(total)\n";

// Captured stdout of the run.
static Capture cap;

// The process's peak resident set so far, in MiB.
static long peak_rss_mib(void) {
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_maxrss / 1024;
}

int main(void) {
    NearlyVM *vm = nearly_vm_new();
    if (!vm) return 1;
    nearly_set_memory_limit(vm, (size_t)LIMIT_MB << 20);
    nearly_set_timeout(vm, 120);
    nearly_set_output(vm, capture, NULL, &cap);
    NearlyStatus st = nearly_run(vm, SCRIPT, sizeof SCRIPT - 1, "<pool>");
    int failures = 0;
    if (st != NEARLY_OK) {
        printf("FAIL: run ended with %s: %s\n", nearly_error_type(vm), nearly_error_message(vm));
        failures++;
    }
    long want = 0;
    for (int n = 1; n < 12; n++) want += 10000000 / (16 * n + 48);
    char expect[64];
    snprintf(expect, sizeof expect, "%ld\n", want);
    if (strcmp(cap.buf, expect) != 0) {
        printf("FAIL: printed %s, expected %s", cap.buf, expect);
        failures++;
    }
    long rss = peak_rss_mib();
#if !defined(__SANITIZE_ADDRESS__)
    // AddressSanitizer's quarantine keeps freed memory on purpose, and the pool is off there.
    if (rss > 3 * LIMIT_MB) {
        printf("FAIL: peak RSS %ld MiB under a %d MiB limit\n", rss, LIMIT_MB);
        failures++;
    }
#endif
    nearly_vm_free(vm);
    printf("peak RSS %ld MiB, %s\n", rss, failures ? "failed" : "ok");
    return failures != 0;
}
