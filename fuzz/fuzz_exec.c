/*
 * fuzz_exec.c - libFuzzer harness for execution through the public API (include/nearly.h).
 *
 * Each input runs as a __main__ module in a fresh VM with small limits: 100000 instructions,
 * 16 MiB of heap, a Python call depth of 200 and a one-second timeout. Output goes to a sink
 * that discards it but holds the escape oracle: the process keeps a random canary string in
 * host memory and in its environment (npfuzz_canary), and if a script ever prints it, the
 * harness aborts as loudly as a crash. Any Python exception, syntax error or tripped limit is a
 * normal outcome; a crash, a sanitizer report, a hang past the limits or a leak is a bug.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "nearly.h"

// Limits of every run (small, so that each input finishes quickly).
#define FUZZ_BUDGET 100000
#define FUZZ_MEMORY ((size_t)16 << 20)
#define FUZZ_RECURSION 200
#define FUZZ_TIMEOUT_SEC 1.0

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    npfuzz_canary();
    size_t len;
    char *src = npfuzz_copy(data, size, &len);
    NearlyVM *vm = nearly_vm_new();
    if (!vm) abort();
    nearly_set_budget(vm, FUZZ_BUDGET);
    nearly_set_memory_limit(vm, FUZZ_MEMORY);
    nearly_set_recursion_limit(vm, FUZZ_RECURSION);
    nearly_set_timeout(vm, FUZZ_TIMEOUT_SEC);
    NpFuzzSink sink;
    npfuzz_sink_reset(&sink, src, len);
    nearly_set_output(vm, npfuzz_sink_write, npfuzz_sink_write, &sink);
    NearlyStatus st = nearly_run(vm, src, len, "<fuzz>");
    if (st == NEARLY_ERR_USAGE) {
        fprintf(stderr, "fuzz_exec: nearly_run reported a usage error\n");
        abort();
    }
    // The error text the host sees is output too.
    npfuzz_sink_write(&sink, nearly_error_message(vm), strlen(nearly_error_message(vm)));
    nearly_vm_free(vm);
    free(src);
    return 0;
}
