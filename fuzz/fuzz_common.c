/*
 * fuzz_common.c - the helpers all Nearly fuzz harnesses share (see fuzz_common.h): the input copy,
 * the canary of the escape oracle and its output sink, and the replay main().
 */
#include "fuzz_common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

char *npfuzz_copy(const uint8_t *data, size_t size, size_t *out_len) {
    if (size > NP_FUZZ_MAX_INPUT) size = NP_FUZZ_MAX_INPUT;
    char *buf = malloc(size + 1);
    if (!buf) abort();
    if (size) memcpy(buf, data, size);
    buf[size] = '\0';
    *out_len = size;
    return buf;
}

// The process's canary: "NPCANARY-" and 24 random hex digits, made on first use.
static char canary[40];

const char *npfuzz_canary(void) {
    if (canary[0]) return canary;
    uint64_t seed = (uint64_t)time(NULL) ^ ((uint64_t)(uintptr_t)&seed << 16);
    FILE *f = fopen("/dev/urandom", "rb");
    if (f) {
        if (fread(&seed, sizeof seed, 1, f) != 1) seed ^= 0x9e3779b97f4a7c15u;
        fclose(f);
    }
    char *p = canary + sprintf(canary, "NPCANARY-");
    for (int i = 0; i < 24; i++) {
        seed = seed * 6364136223846793005u + 1442695040888963407u;
        *p++ = "0123456789abcdef"[(seed >> 59) & 15];
    }
    *p = '\0';
    // The host-side copy a script must never reach (the VM reads no environment variables).
    setenv("NEARLY_FUZZ_CANARY", canary, 1);
    return canary;
}

void npfuzz_sink_reset(NpFuzzSink *s, const char *input, size_t len) {
    s->tail_len = 0;
    s->total = 0;
    s->input_has_canary = npfuzz_has_canary(input, len);
}

// True when [hay] ([n] bytes) contains the canary. A plain loop on purpose: libFuzzer hooks
// memmem/strstr/memcmp (and traces comparisons in instrumented code) to learn the strings an
// input is compared with, so a library search would hand the secret to the fuzzer. This file is
// compiled without coverage instrumentation for the same reason (see the Makefile).
bool npfuzz_has_canary(const char *hay, size_t n) {
    const char *c = npfuzz_canary();
    size_t cl = strlen(c);
    for (size_t i = 0; i + cl <= n; i++) {
        size_t k = 0;
        while (k < cl && hay[i + k] == c[k]) k++;
        if (k == cl) return true;
    }
    return false;
}

void npfuzz_escape(const char *what) {
    fprintf(stderr, "ESCAPE ORACLE: %s (canary %s)\n", what, npfuzz_canary());
    fflush(stderr);
    abort();
}

// Aborts when [hay] ([n] bytes) contains the canary, unless the input itself held it.
static void check_canary(NpFuzzSink *s, const char *hay, size_t n) {
    if (!s->input_has_canary && npfuzz_has_canary(hay, n))
        npfuzz_escape("the script's output contains the host's canary");
}

void npfuzz_sink_write(void *ud, const char *data, size_t len) {
    NpFuzzSink *s = ud;
    s->total += len;
    // Check the previous tail joined with the start of this chunk, then the chunk itself.
    char join[128];
    size_t head = len < 63 ? len : 63;
    memcpy(join, s->tail, s->tail_len);
    memcpy(join + s->tail_len, data, head);
    check_canary(s, join, s->tail_len + head);
    check_canary(s, data, len);
    // Keep the last 63 bytes of everything seen.
    if (len >= 63) {
        memcpy(s->tail, data + len - 63, 63);
        s->tail_len = 63;
    } else {
        size_t keep = s->tail_len + len > 63 ? 63 - len : s->tail_len;
        memmove(s->tail, s->tail + s->tail_len - keep, keep);
        memcpy(s->tail + keep, data, len);
        s->tail_len = keep + len;
    }
}

#ifndef NP_LIBFUZZER
// Replays each file named on the command line through the harness (no libFuzzer needed), so a
// crash file from a campaign reproduces under a debugger or a plain sanitizer build.
int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE...\n", argv[0]);
        return 2;
    }
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) {
            perror(argv[i]);
            return 1;
        }
        size_t cap = 1 << 16, n = 0;
        uint8_t *buf = malloc(cap);
        if (!buf) abort();
        size_t got;
        while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
            n += got;
            if (n == cap) {
                buf = realloc(buf, cap *= 2);
                if (!buf) abort();
            }
        }
        fclose(f);
        LLVMFuzzerTestOneInput(buf, n);
        free(buf);
        printf("%s: ok\n", argv[i]);
    }
    return 0;
}
#endif
