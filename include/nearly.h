/*
 * nearly.h - the public API of Nearly, the only header a host includes.
 *
 * A NearlyVM is one isolated interpreter: its own heap, limits and globals. Many VMs may live in
 * one process; each may be used by one thread at a time. This is the first slice of the API (run
 * source under limits, capture output); host values, capabilities and versioned state come with
 * the embedding issue. Policies (nearly_policy_*) say what a VM's scripts may use.
 */
#ifndef NEARLY_H
#define NEARLY_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define NEARLY_API __attribute__((visibility("default")))

typedef struct NearlyVM NearlyVM;

// Result of running source text.
typedef enum NearlyStatus {
    NEARLY_OK = 0,           // The program ran to completion.
    NEARLY_ERR_SYNTAX = 1,   // The source did not parse or compile (a SyntaxError).
    NEARLY_ERR_RUNTIME = 2,  // An exception escaped the program.
    NEARLY_ERR_LIMIT = 3,    // A limit tripped: budget, memory, recursion, time or interrupt.
    NEARLY_ERR_USAGE = 4     // The API was misused (NULL arguments and the like).
} NearlyStatus;

// Receives [len] bytes of output; [ud] is the pointer given to nearly_set_output.
typedef void (*NearlyWriteFn)(void *ud, const char *data, size_t len);

// A sandbox policy (docs/policy.md): the limits a VM runs under, the modules a script may
// import and the capabilities it holds ("clock", "entropy", host functions and types).
// Everything a policy does not grant is denied. A policy is plain data owned by the caller; a
// VM made from it keeps its own copy, so the policy may be freed right after.
typedef struct NearlyPolicy NearlyPolicy;

// Reads and parses the policy file [path] (at most 1 MiB). On failure returns NULL and writes
// one line "path:line: message" into [err] (of size [errlen]); nothing is half-read.
NEARLY_API NearlyPolicy *nearly_policy_load(const char *path, char *err, size_t errlen);
// Parses [len] bytes of policy text; [name] names it in error messages (NULL = "<policy>").
NEARLY_API NearlyPolicy *nearly_policy_parse(const char *text, size_t len, const char *name,
                                             char *err, size_t errlen);
// The default policy: the pure stdlib modules (math, json, re, random, itertools, ...), no
// clock, no entropy, no host capability, the default limits. NULL when out of memory.
NEARLY_API NearlyPolicy *nearly_policy_default(void);
NEARLY_API void nearly_policy_free(NearlyPolicy *policy);
// The policy in the file format, malloc'd (release it with free()); NULL when out of memory.
NEARLY_API char *nearly_policy_format(const NearlyPolicy *policy);

// Creates a VM with the default policy and limits (see docs/limits.md); NULL when out of memory.
NEARLY_API NearlyVM *nearly_vm_new(void);
// Creates a VM under a copy of [policy] (NULL = the default policy): its limits become the VM's
// limits (later nearly_set_* calls override them), its modules and capabilities what scripts
// may use, its hash_seed the seed of string hashing.
NEARLY_API NearlyVM *nearly_vm_new_with_policy(const NearlyPolicy *policy);
NEARLY_API void nearly_vm_free(NearlyVM *vm);

// Grants or revokes, for the next runs, the import of module [name] (a name or a glob such as
// "coll*"). Revoking also carves the name out of any glob that grants it. A module already
// imported stays bound where the script stored it. Returns 1 on success, 0 when [name] is
// malformed or memory ran out.
NEARLY_API int nearly_grant_module(NearlyVM *vm, const char *name);
NEARLY_API int nearly_revoke_module(NearlyVM *vm, const char *name);
// Grants or revokes capability [name]: "clock", "entropy", or a host function or type name.
// Returns 1 on success, 0 when [name] is malformed or memory ran out.
NEARLY_API int nearly_grant_capability(NearlyVM *vm, const char *name);
NEARLY_API int nearly_revoke_capability(NearlyVM *vm, const char *name);
// The VM's current policy (with grants and revocations applied) in the file format, malloc'd
// (release it with free()); NULL when out of memory.
NEARLY_API char *nearly_vm_policy_text(NearlyVM *vm);

// Limits of the next runs. Instruction budget per run; heap bytes; Python call depth; seconds
// of wall time per run (0 = no time limit).
NEARLY_API void nearly_set_budget(NearlyVM *vm, int64_t instructions);
NEARLY_API void nearly_set_memory_limit(NearlyVM *vm, size_t bytes);
NEARLY_API void nearly_set_recursion_limit(NearlyVM *vm, int depth);
NEARLY_API void nearly_set_timeout(NearlyVM *vm, double seconds);

// Routes the program's stdout and stderr (tracebacks included); the default is the process's.
NEARLY_API void nearly_set_output(NearlyVM *vm, NearlyWriteFn out, NearlyWriteFn err, void *ud);

// Stops a running program with KeyboardInterrupt. Safe to call from another thread or from a
// signal handler.
NEARLY_API void nearly_interrupt(NearlyVM *vm);

// Parses, compiles and runs [len] bytes of [src] as the __main__ module named [filename]. A
// syntax error or an uncaught exception is reported through the err sink, CPython style.
NEARLY_API NearlyStatus nearly_run(NearlyVM *vm, const char *src, size_t len,
                                   const char *filename);

// The type name and message of the exception that ended the last run ("" when it succeeded).
// The strings stay valid until the next run or nearly_vm_free.
NEARLY_API const char *nearly_error_type(NearlyVM *vm);
NEARLY_API const char *nearly_error_message(NearlyVM *vm);

// Instructions charged by the last run, and the heap's high-water mark in bytes.
NEARLY_API int64_t nearly_budget_used(NearlyVM *vm);
NEARLY_API size_t nearly_peak_memory(NearlyVM *vm);

#ifdef __cplusplus
}
#endif

#endif
