/*
 * fuzz_common.h - what the Nearly fuzz harnesses share: the libFuzzer entry point's prototype,
 * a NUL-terminated copy of each input, the output sink with the escape oracle, and the replay
 * main() that runs the harness over files named on the command line (built without libFuzzer).
 *
 * Every harness defines LLVMFuzzerTestOneInput and includes this header; fuzz_common.c is linked
 * into every harness binary (libFuzzer, AFL++ and replay builds alike).
 */
#ifndef NP_FUZZ_COMMON_H
#define NP_FUZZ_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// The libFuzzer entry point every harness defines.
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

// Largest input a harness looks at; longer inputs are cut (the fuzzers run with -max_len below).
#define NP_FUZZ_MAX_INPUT ((size_t)64 * 1024)

// Returns a malloc'ed NUL-terminated copy of [data] ([size] bytes, at most NP_FUZZ_MAX_INPUT
// of them kept, length in [*out_len]); aborts when malloc fails, as a fuzzer should.
char *npfuzz_copy(const uint8_t *data, size_t size, size_t *out_len);

// The escape oracle's secret: a random string made once per process, also placed in the
// process environment as NEARLY_FUZZ_CANARY. A script has no way to reach either, so seeing it
// in a script's output means it read host memory it was never given.
const char *npfuzz_canary(void);

// An output sink for nearly_set_output: discards the text but scans it for the canary (across
// chunk boundaries), and aborts the process with a report when it appears. [ud] must point at
// an NpFuzzSink.
typedef struct NpFuzzSink {
    // The last bytes seen, so a canary split across two writes is still found.
    char tail[64];
    size_t tail_len;
    // Total bytes written, for statistics.
    size_t total;
    // The input itself contains the canary (then echoing it is no escape; a fuzzer cannot
    // normally know it, as fuzz_common.c never compares it in a way libFuzzer can observe).
    bool input_has_canary;
} NpFuzzSink;

// Reports an escape ("ESCAPE ORACLE: [what]") on stderr and aborts the process, which libFuzzer
// and AFL++ record as a crash. Called when a script reached something it was never granted.
_Noreturn void npfuzz_escape(const char *what);

// True when [hay] ([n] bytes) contains the canary.
bool npfuzz_has_canary(const char *hay, size_t n);
// Starts a run of [input] ([len] bytes).
void npfuzz_sink_reset(NpFuzzSink *s, const char *input, size_t len);
void npfuzz_sink_write(void *ud, const char *data, size_t len);

#endif
