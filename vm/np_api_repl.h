/*
 * np_api_repl.h - what `nearly repl` (cli/repl.c) needs beyond include/nearly.h: running one
 * input in "single" mode against the persistent __main__ globals, disassembling an input, and
 * completing names. Internal: only the CLI includes it.
 *
 * Echo: before compiling, every expression statement of the input that is not inside a def or
 * class body is rewritten in the AST into a call of the hidden builtin __np_echo__, which prints
 * repr(value) unless it is None and binds builtins._ to it, as CPython's sys.displayhook does.
 * The compiler is untouched; `:dis` shows the rewritten code.
 */
#ifndef NP_VM_API_REPL_H
#define NP_VM_API_REPL_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "nearly.h"

// What one REPL input did.
typedef struct NpReplResult {
    NearlyStatus status;
    // Type name and message (str(exc), cut to fit) of the exception that ended it; "" on success.
    char type[64];
    char msg[256];
    // Instructions charged, wall time in seconds, heap bytes at the start and the run's peak.
    int64_t instructions;
    double seconds;
    size_t heap_before, heap_peak, heap_after;
    // Bytes past the memory limit of the allocation that was refused (0 when unknown).
    size_t mem_over;
} NpReplResult;

// Parses, rewrites, compiles and runs [len] bytes of [src] as one REPL input named "<stdin>" in
// the __main__ globals, under [budget] instructions and [timeout] seconds (0 = none). Syntax
// errors and tracebacks (without source lines, as in CPython's REPL) go to the error sink.
NearlyStatus np_repl_run(NearlyVM *h, const char *src, size_t len, int64_t budget,
                         double timeout, NpReplResult *res);

// Writes the bytecode of [src] compiled as a REPL input to [out] (nothing is run). False after
// printing the syntax error to [out].
bool np_repl_dis(NearlyVM *h, const char *src, size_t len, FILE *out);

// Completion of [word] (the identifier or dotted name before the cursor, e.g. "ma", "math.sq",
// "obj.attr.x"): a malloc'd, NULL-terminated, sorted and duplicate-free array of malloc'd full
// replacements, or NULL when there are none (or memory ran out). Candidates are keywords,
// globals and builtins for a plain name; for a dotted name, the attributes the attribute rule
// lets a script reach (vm/np_complete.h), found without running any code.
char **np_repl_complete(NearlyVM *h, const char *word, size_t len);
// Frees what np_repl_complete returned.
void np_repl_free_completions(char **list);

// The VM's memory limit in bytes, the heap in use, and the recursion limit (for :limits).
size_t np_repl_memory_limit(NearlyVM *h);
size_t np_repl_heap_bytes(NearlyVM *h);
int np_repl_recursion_limit(NearlyVM *h);

#endif
