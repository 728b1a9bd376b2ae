/*
 * fuzz_policy.c - libFuzzer harness for the policy parser (vm/np_policy.c).
 *
 * Each input is parsed as policy text. A parse either fails with a "name:line: message" error
 * or yields a policy; a policy is formatted back to text, which must parse again to a policy
 * with the same grants (a round-trip oracle), and is copied and queried. Any crash, sanitizer
 * report, leak or oracle failure is a bug.
 *
 * Built by `make fuzz` as build/fuzz/fuzz_policy (and build/fuzz/replay_policy FILE...), a
 * stand-alone harness. Without -DNP_LIBFUZZER the file builds a replay program.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_policy.h"

// Checks that [q] grants what [p] grants (round-trip oracle); aborts when it does not.
static void same_grants(const NpPolicy *p, const NpPolicy *q) {
    bool ok = p->has_budget == q->has_budget && p->budget == q->budget &&
              p->has_memory == q->has_memory && p->memory == q->memory &&
              p->has_recursion == q->has_recursion && p->recursion == q->recursion &&
              p->has_hash_seed == q->has_hash_seed && p->hash_seed == q->hash_seed &&
              p->modules.n == q->modules.n && p->denied_modules.n == q->denied_modules.n &&
              p->ncaps == q->ncaps;
    for (int i = 0; ok && i < p->modules.n; i++)
        ok = !strcmp(p->modules.items[i], q->modules.items[i]);
    for (int i = 0; ok && i < p->ncaps; i++) ok = np_policy_find_cap(q, p->caps[i].name) != NULL;
    if (!ok) {
        fprintf(stderr, "fuzz_policy: formatted policy does not round-trip\n");
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char err[256];
    NpPolicy *p = np_policy_parse((const char *)data, size, "fuzz", err, sizeof err);
    if (!p) {
        if (strncmp(err, "fuzz:", 5)) {
            fprintf(stderr, "fuzz_policy: error without a location: %s\n", err);
            abort();
        }
        return 0;
    }
    char *text = np_policy_format(p);
    if (text) {
        NpPolicy *q = np_policy_parse(text, strlen(text), "fmt", err, sizeof err);
        if (!q) {
            fprintf(stderr, "fuzz_policy: formatted policy does not parse: %s\n%s", err, text);
            abort();
        }
        same_grants(p, q);
        np_policy_free(q);
        free(text);
    }
    NpPolicy *c = np_policy_copy(p);
    if (c) {
        (void)np_policy_allows_module(c, "math");
        np_policy_revoke_module(c, "math");
        np_policy_grant_cap(c, "clock");
        for (int i = 0; i < c->ncaps; i++) (void)np_policy_cap_allows_attr(&c->caps[i], "attr");
        np_policy_free(c);
    }
    np_policy_free(p);
    return 0;
}

#ifndef NP_LIBFUZZER
// Replays each file named on the command line through the harness.
int main(int argc, char **argv) {
    static uint8_t buf[(1 << 20) + 1];
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) {
            perror(argv[i]);
            return 1;
        }
        size_t n = fread(buf, 1, sizeof buf, f);
        fclose(f);
        LLVMFuzzerTestOneInput(buf, n);
        printf("%s: ok\n", argv[i]);
    }
    return 0;
}
#endif
