/*
 * test_slab_chunks.c - a VM whose slabs grow past a few MiB carves them from chunks it maps
 * itself (vm/np_gc.c chunk_map, huge pages); freeing the VM must unmap them. Six VMs in turn
 * each build and drop some 20 MB of small objects of two sizes (the second size reuses the
 * first's idle slabs when a collection finds them), print the right count, and are freed; the
 * process's resident memory afterwards must be well under its peak. When np_gc_free_all left
 * the chunks mapped, every VM's chunks stayed resident and this failed.
 */
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>

#include "nearly.h"
#include "capture.h"

static const char SCRIPT[] =
    "total = 0\n"
    "for n in (2, 9):\n"
    "    keep = None\n"
    "    keep = [tuple(range(n)) for _ in range(150_000)]\n"
    "    total += len(keep)\n"
    "print(total)\n";

// Captured stdout of the current run.
static Capture cap;

// The process's resident set now, in KiB (from /proc/self/status; 0 when unreadable).
static long rss_now_kib(void) {
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kib = 0;
    if (!f) return 0;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "VmRSS: %ld", &kib) == 1) break;
    fclose(f);
    return kib;
}

// The process's peak resident set so far, in KiB.
static long rss_peak_kib(void) {
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_maxrss;
}

int main(void) {
    int failures = 0;
    for (int round = 0; round < 6; round++) {
        NearlyVM *vm = nearly_vm_new();
        if (!vm) return 1;
        nearly_set_timeout(vm, 120);
        nearly_set_output(vm, capture, NULL, &cap);
        capture_reset(&cap);
        NearlyStatus st = nearly_run(vm, SCRIPT, sizeof SCRIPT - 1, "<chunks>");
        if (st != NEARLY_OK || strcmp(cap.buf, "300000\n") != 0) {
            printf("FAIL: round %d printed '%s' (%s)\n", round, cap.buf,
                   st != NEARLY_OK ? nearly_error_message(vm) : "ok");
            failures++;
        }
        nearly_vm_free(vm);
    }
    long now = rss_now_kib(), peak = rss_peak_kib();
#if !defined(__SANITIZE_ADDRESS__)
    // AddressSanitizer keeps freed memory on purpose, and the pool (with its chunks) is off there.
    if (now && now > peak / 2) {
        printf("FAIL: %ld KiB resident after the VMs were freed (peak %ld KiB)\n", now, peak);
        failures++;
    }
#endif
    printf("resident %ld KiB after, peak %ld KiB, %s\n", now, peak, failures ? "failed" : "ok");
    return failures != 0;
}
