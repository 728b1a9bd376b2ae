/*
 * np_precomp.h - precompiled stdlib modules: a module proto (and every proto nested in it)
 * serialized to bytes at build time and loaded back into a VM instead of lexing, parsing and
 * compiling the module's embedded source on each first import (docs/compiler.md, "Precompiled
 * stdlib").
 *
 * The build compiles each stdlib/np_lib_*.py with the freshly built compiler (stdlib/tools/
 * gen_precomp.c) and embeds the blobs in $(BUILD)/gen/np_precomp_data.c, whose table
 * (np_precomp_table) maps a module's source text (its length and XXH3-64 hash) to its blob.
 * nplib_exec_source (stdlib/np_lib_pymod.c) asks np_precomp_find first and compiles the source
 * only when no blob matches or the blob fails to load.
 */
#ifndef NP_COMPILER_PRECOMP_H
#define NP_COMPILER_PRECOMP_H

#include <stddef.h>
#include <stdint.h>

#include "np_runtime.h"

// One precompiled module: the source it was compiled from (length and XXH3-64 of its bytes),
// the serialized protos, and the XXH3-64 of those bytes, checked before every load so a
// corrupted blob is refused rather than run.
typedef struct NpPrecompEntry {
    uint64_t src_hash;
    size_t src_len;
    uint64_t blob_hash;
    const uint8_t *blob;
    size_t blob_len;
} NpPrecompEntry;

// The build's table ($(BUILD)/gen/np_precomp_data.c, or stdlib/tools/np_precomp_empty.c in the
// first build stage, which has no entries).
extern const NpPrecompEntry np_precomp_table[];
extern const size_t np_precomp_count;

// The table entry whose source is exactly [src] ([len] bytes), or NULL.
const NpPrecompEntry *np_precomp_find(const char *src, size_t len);

// Serializes module proto [p] and its nested protos into a malloc'd buffer ([*out], [*len]).
// False when a constant has a kind the format does not hold or malloc fails (build time only).
bool np_precomp_dump(NpVM *vm, const NpProto *p, uint8_t **out, size_t *len);

// Loads the protos of entry [e] into [vm], every proto's filename set to [filename]; NULL when
// the blob's hash does not match or the blob is malformed (no exception left set) or on
// MemoryError (vm->exc set). The caller then compiles the source instead.
NpProto *np_precomp_load(NpVM *vm, const NpPrecompEntry *e, const char *filename);

// Loads [len] bytes of serialized protos without checking a hash: every read is bounds-checked
// and the structure validated, so malformed input gives NULL, never a crash (tests/unit/
// test_precomp.c flips and truncates bytes). The bytecode itself is not verified: only blobs
// whose hash matched the build's may be run.
NpProto *np_precomp_parse(NpVM *vm, const uint8_t *data, size_t len, const char *filename);

#endif
