/*
 * nearly.h - the public API of Nearly, the only header a host includes.
 *
 * A NearlyVM is one isolated interpreter: its own heap, limits and globals. Many VMs may live in
 * one process; each may be used by one thread at a time. This is the first slice of the API (run
 * source under limits, capture output); host values, capabilities and versioned state come with
 * the embedding issue.
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

// Creates a VM with the default limits (see docs/limits.md); NULL when out of memory.
NEARLY_API NearlyVM *nearly_vm_new(void);
NEARLY_API void nearly_vm_free(NearlyVM *vm);

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
