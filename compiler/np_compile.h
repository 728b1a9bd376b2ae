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

// The source span of one instruction, recorded only when a traceback is formatted (never kept
// in a proto): lines 1-based, columns 0-based code points. [kind] tells what the span's node
// is, for CPython 3.11's `~~^~~` anchors: NP_POS_BINOP with [a] the end column of the left
// operand and [b] the start column of the right one, NP_POS_SUBSCRIPT with [a] the end column
// of the subscripted value and [b] that of the index (both only when the node is on one line).
enum { NP_POS_PLAIN, NP_POS_BINOP, NP_POS_SUBSCRIPT };
typedef struct NpCodePos {
    int32_t line, col, end_line, end_col;
    int32_t kind, a, b;
} NpCodePos;

// What npcomp_positions found: for each proto compiled from the source, its instructions'
// spans (malloc'd; npcomp_positions_free frees them).
typedef struct NpPosRecorder {
    struct NpPosEntry {
        NpProto *proto;
        NpCodePos *pos;
        uint32_t n;
    } *items;
    size_t n, cap;
} NpPosRecorder;

// Compiles [src] again (as module [filename]) recording every instruction's span into [rec];
// false when it does not parse or compile (then no spans are known). The protos it makes are
// garbage as soon as the caller drops [rec]: they must not be kept across a collection.
bool npcomp_positions(NpVM *vm, const char *src, size_t len, const char *filename,
                      NpPosRecorder *rec);
void npcomp_positions_free(NpPosRecorder *rec);

// Writes a human-readable disassembly of [p] and its nested protos to [out] (`nearly dis`).
void npcomp_disassemble(NpVM *vm, NpProto *p, FILE *out);

#endif
