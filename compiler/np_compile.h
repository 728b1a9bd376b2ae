/*
 * np_compile.h - the compiler's entry points: an AST module in, a proto (register bytecode) out.
 *
 * Compile-time errors (a `return` outside a function, a feature Nearly leaves out, a function
 * too large for the encoding) are reported as NpSyntaxError, exactly like parse errors, so the
 * CLI prints them the same way.
 */
#ifndef NP_COMPILER_COMPILE_H
#define NP_COMPILER_COMPILE_H

#include "np_parse.h"
#include "np_runtime.h"

// Compiles module [m] from file [filename] into a proto allocated on [vm]'s heap, or returns
// NULL with [err] filled (or with vm->exc set to MemoryError when the heap limit was hit).
NpProto *npcomp_module(NpVM *vm, const NpModule *m, const char *filename, NpSyntaxError *err);

// Writes a human-readable disassembly of [p] and its nested protos to [out] (`nearly dis`).
void npcomp_disassemble(NpVM *vm, NpProto *p, FILE *out);

#endif
