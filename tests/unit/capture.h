/*
 * capture.h - the output sink the C unit tests give a VM (nearly_set_output, or vm->write_out /
 * vm->write_err in the tests that reach inside): everything written is appended to a Capture's
 * buffer, cut at its size and always NUL-terminated, so a test can compare it with strcmp.
 * One copy for every unit test instead of one per file.
 */
#ifndef NP_TEST_CAPTURE_H
#define NP_TEST_CAPTURE_H

#include <stddef.h>
#include <string.h>

// What a VM wrote: the first sizeof buf - 1 bytes of it, then a NUL.
typedef struct Capture {
    char buf[8192];
    size_t len;
} Capture;

// Empties [c].
static inline void capture_reset(Capture *c) {
    c->len = 0;
    c->buf[0] = '\0';
}

// Appends [len] bytes of [data] to [c], dropping what does not fit.
static inline void capture_append(Capture *c, const char *data, size_t len) {
    if (c->len + len >= sizeof c->buf) len = sizeof c->buf - 1 - c->len;
    memcpy(c->buf + c->len, data, len);
    c->len += len;
    c->buf[c->len] = '\0';
}

// The write callback itself: [ud] is the Capture that collects the output.
static inline void capture(void *ud, const char *data, size_t len) {
    capture_append((Capture *)ud, data, len);
}

#endif
