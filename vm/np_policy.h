/*
 * np_policy.h - the sandbox policy: which limits a VM runs under, which modules a script may
 * import and which capabilities (clock, entropy, host functions and types) it is granted.
 *
 * A policy is plain malloc'd data, independent of any VM: it is parsed from the text format of
 * docs/policy.md (np_policy_parse), or made in code (np_policy_default). A VM made from a policy
 * keeps its own copy (vm->policy), which nearly_grant_module and friends then change. Everything
 * the policy does not grant is denied.
 */
#ifndef NP_VM_POLICY_H
#define NP_VM_POLICY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// Largest policy file accepted, in bytes; a bigger one is an error, not a slow parse.
#define NP_POLICY_MAX_FILE ((size_t)1024 * 1024)
// Longest line accepted, in bytes (without the newline).
#define NP_POLICY_MAX_LINE 4096
// Most names one list may hold (modules, capabilities, attribute patterns).
#define NP_POLICY_MAX_NAMES 4096
// Longest name or glob pattern, in bytes.
#define NP_POLICY_MAX_NAME 128

// A growable list of malloc'd strings (names or glob patterns).
typedef struct NpNameList {
    char **items;
    int n, cap;
} NpNameList;

// One granted capability: a built-in one ("clock", "entropy") or a host function, type or
// module registered by the embedding host under [name]. For host types, [include] and
// [exclude] are glob patterns over attribute names (agex's model): an attribute exists for the
// script when it matches some include pattern and no exclude pattern. Defaults: include "*",
// exclude "_*".
typedef struct NpPolicyCap {
    char *name;
    NpNameList include, exclude;
    // Line of the policy file that granted it (0 when granted in code), for messages.
    int line;
} NpPolicyCap;

// The policy. Limits that are not set ([has_*] false) keep the VM's defaults (vm/np_conf.h).
struct NearlyPolicy {
    int64_t budget;
    size_t memory;
    int recursion;
    double timeout;
    uint64_t hash_seed;
    bool has_budget, has_memory, has_recursion, has_timeout, has_hash_seed;
    // The hash seed the embedding host drew for a VM whose policy fixes none ([has_hash_seed]
    // false): set by nearly_vm_new_with_policy from getrandom (or by the CLI from
    // $NEARLY_HASH_SEED), never written to a policy file; the VM core never reads entropy for it.
    uint64_t host_seed;
    bool has_host_seed;
    // Module name patterns a script may import, and patterns carved out of them again.
    NpNameList modules, denied_modules;
    // Granted capabilities, in file order.
    NpPolicyCap *caps;
    int ncaps, caps_cap;
};
typedef struct NearlyPolicy NpPolicy;

// Parses [len] bytes of policy text. [name] is used in messages ("name:line: message"). On
// failure returns NULL and writes one line (no newline) into [err] (size [errlen]).
NpPolicy *np_policy_parse(const char *text, size_t len, const char *name, char *err,
                          size_t errlen);
// Reads and parses the file [path] (at most NP_POLICY_MAX_FILE bytes).
NpPolicy *np_policy_load(const char *path, char *err, size_t errlen);
// The default policy: the pure stdlib modules, no clock, no entropy, default limits.
NpPolicy *np_policy_default(void);
// A deep copy of [p]; NULL when out of memory.
NpPolicy *np_policy_copy(const NpPolicy *p);
void np_policy_free(NpPolicy *p);

// True when [p] lets a script import module [name].
bool np_policy_allows_module(const NpPolicy *p, const char *name);
// Grants or revokes module [name] (a name or glob). False when out of memory or malformed.
bool np_policy_grant_module(NpPolicy *p, const char *name);
bool np_policy_revoke_module(NpPolicy *p, const char *name);
// The capability granted under [name], or NULL.
const NpPolicyCap *np_policy_find_cap(const NpPolicy *p, const char *name);
// Grants capability [name] (default attribute patterns) or revokes it. False when out of
// memory or malformed.
bool np_policy_grant_cap(NpPolicy *p, const char *name);
bool np_policy_revoke_cap(NpPolicy *p, const char *name);
// True when attribute [attr] of host capability [cap] is visible under its patterns.
bool np_policy_cap_allows_attr(const NpPolicyCap *cap, const char *attr);

// Writes [p] in the file format (so it can be shown, e.g. by the REPL's :policy, and parsed
// back). Returns a malloc'd string, or NULL when out of memory.
char *np_policy_format(const NpPolicy *p);

// Glob match of [name] against [pat]: '*' matches any run of characters, '?' one character.
// Runs in O(len(pat) * len(name)) with no recursion.
bool np_glob_match(const char *pat, const char *name);

#endif
