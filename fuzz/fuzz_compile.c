/*
 * fuzz_compile.c - libFuzzer harness for the compiler (symbol tables, constant folding, code
 * generation, compiler/).
 *
 * Each input that parses is compiled in one VM that all inputs share (with a 64 MiB memory
 * limit); a compiled module is disassembled into /dev/null, then the VM is collected. Syntax
 * errors and MemoryError are fine; a crash, a sanitizer report or a hang is a bug.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "np_compile.h"
#include "np_interp.h"
#include "np_parse.h"
#include "np_runtime.h"

// The VM all inputs of one process compile into, and the disassembly sink.
static NpVM *fuzz_vm;
static FILE *null_out;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!fuzz_vm) {
        fuzz_vm = npvm_new();
        null_out = fopen("/dev/null", "w");
        if (!fuzz_vm || !null_out) abort();
        npvm_set_memory_limit(fuzz_vm, (size_t)64 << 20);
    }
    size_t len;
    char *src = npfuzz_copy(data, size, &len);
    NpArena arena;
    npast_arena_init(&arena, (size_t)64 << 20);
    NpSyntaxError err;
    memset(&err, 0, sizeof err);
    NpModule *m = npparse_module(&arena, src, len, "<fuzz>", &err);
    if (m) {
        NpProto *p = npcomp_module(fuzz_vm, m, "<fuzz>", &err);
        if (p) npcomp_disassemble(fuzz_vm, p, null_out);
    }
    npast_arena_free(&arena);
    free(src);
    np_exc_clear(fuzz_vm);
    np_gc_collect(fuzz_vm);
    return 0;
}
