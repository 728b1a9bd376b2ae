/*
 * cli_vm.c - VM creation shared by `nearly run`, `nearly repl` and `nearly state`: applies the
 * NEARLY_HASH_SEED environment variable (host side; the VM core never reads the environment)
 * and lets a script's sys.setrecursionlimit raise the depth up to NP_MAX_RECURSION_LIMIT unless
 * the policy sets a recursion limit (--recursion-limit, applied later, sets it too).
 */
#include "cli_vm.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "np_conf.h"
#include "np_policy.h"

bool cli_parse_seed(const char *s, uint64_t *out) {
    if (!s || !*s || *s == '-' || *s == '+' || *s == ' ' || *s == '\t') return false;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 0);
    if (errno || end == s || *end) return false;
    *out = (uint64_t)v;
    return true;
}

// Makes the VM for [policy] with the environment's hash seed (see cli_vm_new).
static NearlyVM *vm_with_seed(const NearlyPolicy *policy) {
    const char *env = getenv("NEARLY_HASH_SEED");
    uint64_t seed;
    if ((policy && policy->has_hash_seed) || !env || !*env)
        return nearly_vm_new_with_policy(policy);
    if (!cli_parse_seed(env, &seed)) {
        fprintf(stderr, "nearly: ignoring bad NEARLY_HASH_SEED: %s\n", env);
        return nearly_vm_new_with_policy(policy);
    }
    NearlyPolicy *p = policy ? np_policy_copy(policy) : nearly_policy_default();
    if (!p) return NULL;
    // As a host seed, not a policy seed: `:policy` in the REPL shows only what the policy says.
    p->host_seed = seed;
    p->has_host_seed = true;
    NearlyVM *vm = nearly_vm_new_with_policy(p);
    nearly_policy_free(p);
    return vm;
}

NearlyVM *cli_vm_new(const NearlyPolicy *policy) {
    NearlyVM *vm = vm_with_seed(policy);
    // Runs start at the default limit (CPython's 1000); only sys.setrecursionlimit goes higher.
    if (vm && !(policy && policy->has_recursion))
        nearly_allow_recursion_limit(vm, NP_MAX_RECURSION_LIMIT);
    return vm;
}
