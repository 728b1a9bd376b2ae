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
    NEARLY_ERR_USAGE = 4,    // The API was misused (NULL arguments and the like).
    NEARLY_EXIT = 5          // The program raised SystemExit: see nearly_exit_code.
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
// Fixes the str hash seed of VMs made from [policy] (the policy file's `[vm] hash_seed`), for
// reproducible runs. Without it every VM gets its own random seed, drawn by
// nearly_vm_new_with_policy from the host's entropy source (getrandom), so hash flooding
// cannot be planned in advance.
NEARLY_API void nearly_policy_set_hash_seed(NearlyPolicy *policy, uint64_t seed);
// The policy in the file format, malloc'd (release it with free()); NULL when out of memory.
NEARLY_API char *nearly_policy_format(const NearlyPolicy *policy);

// Creates a VM with the default policy and limits (see docs/limits.md); NULL when out of memory.
NEARLY_API NearlyVM *nearly_vm_new(void);
// Creates a VM under a copy of [policy] (NULL = the default policy): its limits become the VM's
// limits (later nearly_set_* calls override them), its modules and capabilities what scripts
// may use, its hash_seed the seed of string hashing.
NEARLY_API NearlyVM *nearly_vm_new_with_policy(const NearlyPolicy *policy);
NEARLY_API void nearly_vm_free(NearlyVM *vm);
// The str hash seed [vm] uses (fixed by its policy, or drawn at random when it was made).
NEARLY_API uint64_t nearly_hash_seed(NearlyVM *vm);

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
// The recursion limit is also the highest a script's sys.setrecursionlimit may set (above it the
// request is capped silently). This lets the script go up to [depth] (at most 20000) while runs
// still start at the limit set above; it never lowers what is allowed. The CLI allows 20000
// unless --recursion-limit or the policy sets a limit.
NEARLY_API void nearly_allow_recursion_limit(NearlyVM *vm, int depth);
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
// After a run that returned NEARLY_EXIT: the exit status the program's uncaught SystemExit asks
// for, as CPython computes it (0 for no code or None, the int, or 1 after printing any other
// code to the error output). 0 after any other run.
NEARLY_API int nearly_exit_code(NearlyVM *vm);
NEARLY_API const char *nearly_error_message(NearlyVM *vm);

// Instructions charged by the last run, and the heap's high-water mark in bytes.
NEARLY_API int64_t nearly_budget_used(NearlyVM *vm);
NEARLY_API size_t nearly_peak_memory(NearlyVM *vm);
// Bytes the VM's heap holds now, as the memory limit counts them (objects, their buffers and
// the VM's tables; docs/limits.md). An idle VM holds about 62 KiB.
NEARLY_API size_t nearly_memory_used(NearlyVM *vm);

/* ================================================================================================
 * Host values, host functions and versioned state (the embedding API; docs/embedding.md).
 * Implemented in vm/np_api_values.c, vm/np_serial.c, vm/np_state.c and vm/np_store_sqlite.c.
 *
 * Ownership: a NearlyValue is a plain tree owned by the host. Values cross into and out of a VM
 * only as deep copies, so no pointer into a VM's heap ever reaches the host and a script that
 * mutates what it was given never changes the host's tree.
 * ================================================================================================ */

// A host value tree: None, bool, int (any size), float, str (UTF-8), list, tuple, dict (ordered
// key/value pairs), set or frozenset. Opaque; built and read with the functions below.
typedef struct NearlyValue NearlyValue;

typedef enum NearlyValueKind {
    NEARLY_VALUE_NONE = 0,
    NEARLY_VALUE_BOOL,
    NEARLY_VALUE_INT,
    NEARLY_VALUE_FLOAT,
    NEARLY_VALUE_STR,
    NEARLY_VALUE_LIST,
    NEARLY_VALUE_TUPLE,
    NEARLY_VALUE_DICT,
    NEARLY_VALUE_SET,
    NEARLY_VALUE_FROZENSET
} NearlyValueKind;

// Deepest tree that crosses the boundary, and most nodes one copy may make.
#define NEARLY_VALUE_MAX_DEPTH 200
#define NEARLY_VALUE_MAX_NODES (1u << 22)

// Constructors: each returns a new tree the caller owns, or NULL when out of memory.
// nearly_value_int_text takes an optional '-' and decimal digits (at most 4300, Python's
// limit), nearly_value_str valid UTF-8; both return NULL on malformed input.
NEARLY_API NearlyValue *nearly_value_none(void);
NEARLY_API NearlyValue *nearly_value_bool(int b);
NEARLY_API NearlyValue *nearly_value_int(int64_t i);
NEARLY_API NearlyValue *nearly_value_int_text(const char *digits);
NEARLY_API NearlyValue *nearly_value_float(double d);
NEARLY_API NearlyValue *nearly_value_str(const char *s, size_t len);
NEARLY_API NearlyValue *nearly_value_new(NearlyValueKind kind);  // an empty container
// Adds [item] at the end of a list, tuple, set or frozenset. Takes ownership of [item] in every
// case (it is freed when the call fails). Returns 1 on success, 0 on a wrong kind or no memory.
NEARLY_API int nearly_value_append(NearlyValue *container, NearlyValue *item);
// Appends the pair ([key], [value]) to a dict, taking ownership of both. Duplicate keys are
// kept on the host side; in a VM the last one wins, as in a Python dict display.
NEARLY_API int nearly_value_dict_set(NearlyValue *dict, NearlyValue *key, NearlyValue *value);
// Frees a tree and everything in it (NULL is ignored).
NEARLY_API void nearly_value_free(NearlyValue *v);

// Accessors. Pointers returned are borrowed from [v] and live as long as it does.
NEARLY_API NearlyValueKind nearly_value_kind(const NearlyValue *v);
NEARLY_API int nearly_value_as_bool(const NearlyValue *v);
// Stores an int that fits in int64 into [*out] and returns 1; 0 for a bigger int or non-int.
NEARLY_API int nearly_value_as_int(const NearlyValue *v, int64_t *out);
// The decimal text of any int, malloc'd (release with free()); NULL for a non-int.
NEARLY_API char *nearly_value_int_to_text(const NearlyValue *v);
NEARLY_API double nearly_value_as_float(const NearlyValue *v);
// A str's UTF-8 bytes (NUL-terminated; may contain NULs) and length; NULL for a non-str.
NEARLY_API const char *nearly_value_as_str(const NearlyValue *v, size_t *len);
// Items of a container (pairs of a dict), 0 for scalars.
NEARLY_API size_t nearly_value_len(const NearlyValue *v);
NEARLY_API const NearlyValue *nearly_value_item(const NearlyValue *v, size_t i);
NEARLY_API const NearlyValue *nearly_value_dict_key(const NearlyValue *v, size_t i);
NEARLY_API const NearlyValue *nearly_value_dict_value(const NearlyValue *v, size_t i);

// Binds global [name] of the VM's __main__ namespace to a deep copy of [value]. Fails (with
// nearly_error_type/message set) when a dict key or set member is unhashable, the tree is too
// deep or the memory limit is reached.
NEARLY_API NearlyStatus nearly_set_global(NearlyVM *vm, const char *name, const NearlyValue *value);
// Stores a deep copy of global [name] into [*out] (the caller frees it). Fails with NameError
// when the name is unbound, TypeError when the value (or something inside it) is not one of the
// host value kinds, ValueError when it is cyclic, too deep or too large.
NEARLY_API NearlyStatus nearly_get_global(NearlyVM *vm, const char *name, NearlyValue **out);

// A host error raised by a host function: the name of a builtin exception type ("" or an
// unknown name means RuntimeError) and its message.
typedef struct NearlyHostError {
    char type[64];
    char message[512];
} NearlyHostError;

// A host function. [args] is a tuple of copies of the positional arguments, owned by the VM
// for the duration of the call. On success return a new tree (the VM takes it and frees it);
// on failure fill [err] and return NULL. The function must not call back into the same VM.
typedef NearlyValue *(*NearlyHostFn)(void *ud, const NearlyValue *args, NearlyHostError *err);

// Makes host function [fn] callable by scripts as the builtin [name] (an identifier). The
// VM's policy must grant capability [name] (nearly_grant_capability or the policy file);
// otherwise nothing is registered and NEARLY_ERR_USAGE is returned. A call made after the
// capability is revoked raises NameError, as for any missing name.
NEARLY_API NearlyStatus nearly_register_function(NearlyVM *vm, const char *name, NearlyHostFn fn,
                                                 void *ud);

// Host modules. A module of host functions and constants, importable by scripts only while the
// policy grants the module name (nearly_grant_module or `modules` in the policy file); the
// functions are called like those of nearly_register_function, with [ud] of the definition.
// The arrays end with an entry whose name is NULL; [constants] values are copied into the VM.
typedef struct NearlyFunctionDef {
    const char *name;
    NearlyHostFn fn;
} NearlyFunctionDef;
typedef struct NearlyConstDef {
    const char *name;
    const NearlyValue *value;
} NearlyConstDef;
typedef struct NearlyModuleDef {
    const NearlyFunctionDef *functions;  // may be NULL
    const NearlyConstDef *constants;     // may be NULL
    void *ud;
} NearlyModuleDef;

// Registers module [name] (an identifier that is not already a module). NEARLY_ERR_USAGE for
// bad arguments (a NULL or non-identifier name, a NULL fn, a taken name).
NEARLY_API NearlyStatus nearly_register_module(NearlyVM *vm, const char *name,
                                               const NearlyModuleDef *def);

// Host types. An instance is a capability handle: an opaque object wrapping a host pointer.
// It is the only thing that crosses the boundary by reference; scripts can only call its
// whitelisted methods and read its whitelisted attributes. A name exists for the script when
// the type lists it (in [methods] or [attrs]) and the policy's [capability NAME] patterns
// allow it (include, default "*"; exclude, default "_*"); any other name does not exist
// (AttributeError). The VM owns the handle object; when it is collected or the VM is freed,
// [finalize] (if not NULL) is called with the host pointer, once.
typedef NearlyValue *(*NearlyMethodFn)(void *ptr, void *ud, const NearlyValue *args,
                                       NearlyHostError *err);
typedef struct NearlyMethodDef {
    const char *name;
    NearlyMethodFn fn;
} NearlyMethodDef;
typedef struct NearlyTypeDef {
    const NearlyMethodDef *methods;  // ends with a NULL name; may be NULL
    const char *const *attrs;        // readable attribute names, ends with NULL; may be NULL
    // Reads attribute [attr] (one of [attrs]) of the object [ptr]: a new tree, or NULL with
    // [err] filled.
    NearlyValue *(*getattr)(void *ptr, void *ud, const char *attr, NearlyHostError *err);
    void (*finalize)(void *ptr, void *ud);
    void *ud;
} NearlyTypeDef;
// A registered host type, owned by the VM (valid until nearly_vm_free).
typedef struct NearlyType NearlyType;

// Registers host type [name]; the policy must grant capability [name] (else NULL, with
// nearly_error_message saying why). [def] is copied, but the strings and arrays it points to
// must outlive the VM. NULL for bad arguments or no memory.
NEARLY_API NearlyType *nearly_register_type(NearlyVM *vm, const char *name,
                                            const NearlyTypeDef *def);
// Binds global [name] to a new handle of [type] wrapping [ptr]. On failure the handle is not
// made and [finalize] is not called.
NEARLY_API NearlyStatus nearly_set_handle(NearlyVM *vm, const char *name, NearlyType *type,
                                          void *ptr);

// Versioned state. A store keeps commits of a VM's global namespace: each value is saved in a
// canonical binary form under its XXH3-128 hash (equal values are stored once), and a commit
// records its parent, a map from names to hashes, the host's time and the budget used. Commit
// ids are 32 lowercase hex digits; wherever an id is taken, "HEAD" or a unique prefix of at
// least 4 digits works too. Values that cannot be saved (functions, classes, instances,
// modules' objects, ...) are stored as markers: using one in a later run raises RuntimeError
// "value 'f' (a function) could not be saved between runs".
typedef struct NearlyStore NearlyStore;

// An empty in-memory store; NULL when out of memory.
NEARLY_API NearlyStore *nearly_store_new(void);
// Opens (creating if needed) the SQLite store at [path] (WAL mode). Every row is checked against
// its hash; a truncated or corrupted file gives NULL and a message in [err].
NEARLY_API NearlyStore *nearly_store_open(const char *path, char *err, size_t errlen);
NEARLY_API void nearly_store_free(NearlyStore *store);
// The message of the store's last failure ("" when none).
NEARLY_API const char *nearly_store_error(const NearlyStore *store);
// Writes HEAD's id into [id] and returns 1, or returns 0 when the store has no commit yet.
NEARLY_API int nearly_store_head(const NearlyStore *store, char id[33]);

// Commits the VM's __main__ globals (except modules and __dunder__ names) as a child of HEAD
// and moves HEAD to it. [time] is the host's timestamp; the budget used is the last run's.
// Call it only after a run that returned NEARLY_OK: a failed run commits nothing. The new
// commit's id goes to [id] when not NULL. NEARLY_ERR_RUNTIME with nearly_store_error set when
// a value could not be encoded or the store could not be written.
NEARLY_API NearlyStatus nearly_state_commit(NearlyStore *store, NearlyVM *vm, int64_t time,
                                            char id[33]);
// Replaces the VM's saved globals with those of commit [id] (NULL = HEAD; nothing to do when
// the store is empty). HEAD does not move.
NEARLY_API NearlyStatus nearly_state_load(NearlyStore *store, NearlyVM *vm, const char *id);
// Moves HEAD to commit [id]; the next commit's parent is that commit.
NEARLY_API NearlyStatus nearly_state_checkout(NearlyStore *store, const char *id);
// Readable reports, malloc'd (release with free()); NULL with nearly_store_error set on
// failure. log: every commit from HEAD back to the root. show: commit [id]'s metadata and each
// name with its value's repr. diff: names added (+), removed (-) and changed (~) from [a] to
// [b]. [vm] is a scratch VM used to decode values for their reprs.
NEARLY_API char *nearly_state_log(NearlyStore *store);
NEARLY_API char *nearly_state_show(NearlyStore *store, NearlyVM *vm, const char *id);
NEARLY_API char *nearly_state_diff(NearlyStore *store, NearlyVM *vm, const char *a,
                                   const char *b);

#ifdef __cplusplus
}
#endif

#endif
