/*
 * fuzz_exec.c - libFuzzer harness for execution through the public API (include/nearly.h).
 *
 * Each input runs as a __main__ module in a fresh VM with small limits: 100000 instructions,
 * 16 MiB of heap, a Python call depth of 200 and a one-second timeout. Any Python exception,
 * syntax error or tripped limit is a normal outcome; a crash, a sanitizer report, a hang past
 * the limits or a leak is a bug.
 *
 * The escape oracle. The process holds a random secret, the canary (npfuzz_canary: host memory
 * and the NEARLY_FUZZ_CANARY environment variable), and every VM is given canary capabilities
 * that the script is NOT granted:
 *   - host function `host_secret()`: registered, then its capability revoked (NameError);
 *   - host module `hostsecrets` (function `read()`, constant `KEY` = the canary): registered
 *     but not granted (ImportError);
 *   - host type `Vault`, bound to the global `vault`: its public `ping()` and `label` work, but
 *     the policy's `[capability Vault]` excludes `_*`, so `_unlock()` and `_key` do not exist.
 * Calling any of the canary callbacks, or the canary showing up in the script's output (stdout,
 * stderr, tracebacks, the final error message) or in a global the harness reads back after the
 * run (READ_BACK), aborts the process as loudly as a crash.
 *
 * NEARLY_FUZZ_GRANT_CANARY=1 in the environment grants all of the above instead, so a test can
 * show the oracle firing (tests/run_tests.py, kind "fuzzoracle"): the oracle can fail.
 */
#include <stdbool.h>
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

// Globals read back from the VM after each run and scanned for the canary (what a host would
// typically read: results a script leaves behind).
static const char *const READ_BACK[] = {"result", "out", "x", "s", "secret", "key", "data", NULL};

// Set once per process: whether the canary capabilities are granted (the oracle's self-test),
// and the policy every VM is made from.
static bool grant_canary;
static NearlyPolicy *fuzz_policy;

/* ---------------------------------------------------------------- canary callbacks */

// host_secret(): reachable only through an escape (its capability is revoked).
static NearlyValue *canary_function(void *ud, const NearlyValue *args, NearlyHostError *err) {
    npfuzz_escape("the ungranted host function host_secret() was called");
}

// hostsecrets.read(): reachable only through an escape (the module is not granted).
static NearlyValue *canary_module_read(void *ud, const NearlyValue *args, NearlyHostError *err) {
    npfuzz_escape("the ungranted host module function hostsecrets.read() was called");
}

// Vault.ping(): the granted, harmless method of the canary type.
static NearlyValue *vault_ping(void *ptr, void *ud, const NearlyValue *args, NearlyHostError *err) {
    return nearly_value_str("pong", 4);
}

// Vault._unlock(): excluded by the policy's `_*` pattern.
static NearlyValue *vault_unlock(void *ptr, void *ud, const NearlyValue *args,
                                 NearlyHostError *err) {
    npfuzz_escape("the excluded host method Vault._unlock() was called");
}

// Vault attributes: `label` is public; `_key` (the canary) is excluded by the policy.
static NearlyValue *vault_getattr(void *ptr, void *ud, const char *attr, NearlyHostError *err) {
    if (strcmp(attr, "label") == 0) return nearly_value_str("vault", 5);
    npfuzz_escape("the excluded host attribute Vault._key was read");
}

static const NearlyFunctionDef canary_module_fns[] = {{"read", canary_module_read}, {NULL, NULL}};
static const NearlyMethodDef vault_methods[] = {
    {"ping", vault_ping}, {"_unlock", vault_unlock}, {NULL, NULL}};
static const char *const vault_attrs[] = {"label", "_key", NULL};
static const NearlyTypeDef vault_def = {vault_methods, vault_attrs, vault_getattr, NULL, NULL};
// The host pointer the vault handle wraps (never dereferenced by the VM).
static int vault_object;

/* ---------------------------------------------------------------- setup */

// Makes the policy every VM runs under: the default one plus a [capability Vault] section
// that hides `_*` (or, with NEARLY_FUZZ_GRANT_CANARY=1, hides nothing).
static void setup_once(void) {
    const char *g = getenv("NEARLY_FUZZ_GRANT_CANARY");
    grant_canary = g && strcmp(g, "1") == 0;
    NearlyPolicy *def = nearly_policy_default();
    char *text = def ? nearly_policy_format(def) : NULL;
    if (!text) abort();
    nearly_policy_free(def);
    const char *extra = grant_canary ? "\n[capability Vault]\ninclude = *\nexclude = zz_nothing\n"
                                     : "\n[capability Vault]\ninclude = *\nexclude = _*\n";
    size_t n = strlen(text) + strlen(extra) + 1;
    char *full = malloc(n);
    if (!full) abort();
    snprintf(full, n, "%s%s", text, extra);
    char err[256];
    fuzz_policy = nearly_policy_parse(full, strlen(full), "<fuzz policy>", err, sizeof err);
    if (!fuzz_policy) {
        fprintf(stderr, "fuzz_exec: bad harness policy: %s\n", err);
        abort();
    }
    // A fixed str hash seed, so a crash found with one input replays the same way (API VMs
    // otherwise draw a random seed each).
    nearly_policy_set_hash_seed(fuzz_policy, 0);
    free(text);
    free(full);
}

// Registers the canary capabilities in [vm] (see the file comment); aborts if the API refuses.
static void register_canaries(NearlyVM *vm) {
    if (!nearly_grant_capability(vm, "host_secret") ||
        nearly_register_function(vm, "host_secret", canary_function, NULL) != NEARLY_OK)
        abort();
    if (!grant_canary && !nearly_revoke_capability(vm, "host_secret")) abort();

    NearlyValue *key = nearly_value_str(npfuzz_canary(), strlen(npfuzz_canary()));
    if (!key) abort();
    NearlyConstDef consts[] = {{"KEY", key}, {NULL, NULL}};
    NearlyModuleDef mod = {canary_module_fns, consts, NULL};
    if (nearly_register_module(vm, "hostsecrets", &mod) != NEARLY_OK) abort();
    nearly_value_free(key);
    if (grant_canary && !nearly_grant_module(vm, "hostsecrets")) abort();

    if (!nearly_grant_capability(vm, "Vault")) abort();
    NearlyType *vault = nearly_register_type(vm, "Vault", &vault_def);
    if (!vault || nearly_set_handle(vm, "vault", vault, &vault_object) != NEARLY_OK) abort();
}

// Aborts when the value tree [v] holds the canary in any string (keys included).
static void scan_value(const NearlyValue *v, const char *name) {
    size_t len;
    const char *s = nearly_value_as_str(v, &len);
    if (s && npfuzz_has_canary(s, len)) {
        char what[160];
        snprintf(what, sizeof what, "the global '%s' read back by the host holds the canary", name);
        npfuzz_escape(what);
    }
    bool dict = nearly_value_kind(v) == NEARLY_VALUE_DICT;
    for (size_t i = 0; i < nearly_value_len(v); i++) {
        if (dict) {
            scan_value(nearly_value_dict_key(v, i), name);
            scan_value(nearly_value_dict_value(v, i), name);
        } else {
            scan_value(nearly_value_item(v, i), name);
        }
    }
}

/* ---------------------------------------------------------------- the harness */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    npfuzz_canary();
    if (!fuzz_policy) setup_once();
    size_t len;
    char *src = npfuzz_copy(data, size, &len);
    NearlyVM *vm = nearly_vm_new_with_policy(fuzz_policy);
    if (!vm) abort();
    register_canaries(vm);
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
    // So are the values a host reads back (unless the input itself spelled out the canary).
    for (int i = 0; READ_BACK[i] && !sink.input_has_canary; i++) {
        NearlyValue *v = NULL;
        if (nearly_get_global(vm, READ_BACK[i], &v) == NEARLY_OK && v) scan_value(v, READ_BACK[i]);
        nearly_value_free(v);
    }
    nearly_vm_free(vm);
    free(src);
    return 0;
}
