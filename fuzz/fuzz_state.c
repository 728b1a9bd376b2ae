/*
 * fuzz_state.c - libFuzzer harness for the decoder of saved values (vm/np_serial.c), which
 * reads untrusted bytes from state stores.
 *
 * Each input is decoded as-is and with the format's magic prepended (so the fuzzer reaches the
 * value grammar quickly), inside one VM with a 16 MiB memory limit. A value that decodes is
 * encoded again, and that encoding must decode, re-encode to the same bytes (canonical form)
 * and hash the same. The input is also decoded as the second global of a commit whose first
 * global ("a") is the input itself, which reaches cross-global references (xrefs). Function
 * records make the decoder recompile their source (the compiler is fuzzed on its own too).
 * Any decoding error is fine; a crash, a sanitizer report or a leak is a bug.
 *
 * `make fuzz` builds build/fuzz/fuzz_state (libFuzzer) and build/fuzz/replay_state (replays
 * the files named on its command line); seeds are in fuzz/seeds/state/ when present.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_interp.h"
#include "np_serial.h"

// The VM shared by all inputs of one fuzzing process (collected after every input).
static NpVM *fuzz_vm;

// Checks that [v] survives encode -> decode -> encode with identical bytes.
static void check_roundtrip(NpVM *vm, NpValue v) {
    uint8_t *a = NULL, *b = NULL;
    size_t alen, blen;
    NpValue v2;
    if (!np_serial_encode(vm, v, "fuzz", &a, &alen)) return;
    if (!np_serial_decode(vm, a, alen, &v2)) {
        fprintf(stderr, "fuzz_state: an encoding does not decode\n");
        abort();
    }
    if (!np_serial_encode(vm, v2, "fuzz", &b, &blen)) {
        free(a);
        return;
    }
    if (alen != blen || memcmp(a, b, alen)) {
        fprintf(stderr, "fuzz_state: re-encoding differs (%zu vs %zu bytes)\n", alen, blen);
        abort();
    }
    free(a);
    free(b);
}

// Decodes [data] as global "a" and then again as global "b" of one commit.
static void decode_commit(NpVM *vm, const uint8_t *data, size_t size) {
    NpSerialDec *d = np_serial_dec_new(vm);
    if (!d) return;
    NpValue v;
    if (np_serial_dec_value(d, "a", data, size, &v)) np_serial_dec_value(d, "b", data, size, &v);
    np_serial_dec_free(d);
    np_exc_clear(vm);
}

static void fuzz_one(NpVM *vm, const uint8_t *data, size_t size) {
    NpValue v;
    if (np_serial_decode(vm, data, size, &v)) check_roundtrip(vm, v);
    np_exc_clear(vm);
    uint8_t *buf = malloc(size + 4);
    if (!buf) return;
    memcpy(buf, "NPV\x02", 4);
    if (size) memcpy(buf + 4, data, size);
    if (np_serial_decode(vm, buf, size + 4, &v)) check_roundtrip(vm, v);
    np_exc_clear(vm);
    decode_commit(vm, buf, size + 4);
    free(buf);
    np_exc_clear(vm);
    np_gc_collect(vm);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!fuzz_vm) {
        fuzz_vm = npvm_new();
        if (!fuzz_vm) abort();
        npvm_set_memory_limit(fuzz_vm, (size_t)16 << 20);
    }
    fuzz_one(fuzz_vm, data, size);
    return 0;
}

#ifndef NP_LIBFUZZER
// Replays each file named on the command line through the harness.
int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) {
            perror(argv[i]);
            return 1;
        }
        static uint8_t buf[1 << 20];
        size_t n = fread(buf, 1, sizeof buf, f);
        fclose(f);
        LLVMFuzzerTestOneInput(buf, n);
        printf("%s: ok\n", argv[i]);
    }
    if (fuzz_vm) npvm_free(fuzz_vm);
    return 0;
}
#endif
