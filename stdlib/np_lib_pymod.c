/*
 * np_lib_pymod.c - runs the Nearly Python source of a stdlib module (stdlib/np_lib_<mod>.py,
 * embedded at build time as a C string) in the globals of the module being imported.
 *
 * The module's protos are normally loaded from the build's precompiled blob for exactly this
 * source (compiler/np_precomp.h: no lexing, parsing or compiling at run time); without one (or
 * if it fails to load) the source is parsed and compiled. Either way this happens on each VM's
 * first import of the module and is charged to the running script's budget and memory limit
 * like any other code.
 */
#include <string.h>

#include "np_compile.h"
#include "np_interp.h"
#include "np_lib.h"
#include "np_parse.h"
#include "np_precomp.h"

// Arena limit for parsing an embedded module (they are a few thousand lines at most).
#define PYMOD_ARENA_LIMIT ((size_t)64 * 1024 * 1024)

// Marks [p] and every function nested in it as embedded stdlib code (NP_PROTO_STDLIB), whose
// imports skip the policy (vm/np_module.c). The stdlib's nesting is shallow; [depth] bounds it.
static void mark_stdlib(NpProto *p, int depth) {
    p->flags |= NP_PROTO_STDLIB;
    if (depth > 100) return;
    for (uint32_t k = 0; k < p->nconsts; k++)
        if (NP_IS_KIND(p->consts[k], OBJ_PROTO)) mark_stdlib((NpProto *)NP_AS_OBJ(p->consts[k]), depth + 1);
}

// Compiles [src] into a module proto named [filename], or NULL with an exception set.
static NpProto *compile_source(NpVM *vm, const char *src, size_t len, const char *filename) {
    NpArena arena;
    npast_arena_init(&arena, PYMOD_ARENA_LIMIT);
    NpSyntaxError serr;
    memset(&serr, 0, sizeof serr);
    NpModule *ast = npparse_module(&arena, src, len, filename, &serr);
    NpProto *proto = NULL;
    if (ast) proto = npcomp_module(vm, ast, filename, &serr);
    npast_arena_free(&arena);
    // A bug in the embedded source: report it instead of leaving the module half-made.
    if (!proto && serr.type[0])
        np_raisef(vm, NP_TYPE_RUNTIMEERROR, "internal error in %s line %d: %s", filename, serr.line, serr.msg);
    return proto;
}

bool nplib_exec_source(NpVM *vm, NpModuleObj *mod, const char *src, const char *filename) {
    size_t len = strlen(src);
    const NpPrecompEntry *pre = np_precomp_find(src, len);
    NpProto *proto = pre ? np_precomp_load(vm, pre, filename) : NULL;
    if (!proto && NP_IS_EXC(vm->exc)) return false;  // MemoryError while loading
    if (!proto) proto = compile_source(vm, src, len, filename);
    if (!proto) return false;
    mark_stdlib(proto, 0);
    NpFunction *fn = np_func_new(vm, proto, mod->globals, np_none(), np_none(), NULL);
    if (!fn) return false;
    NpValue result;
    return np_call_function(vm, fn, np_undef(), 0, NULL, NULL, &result);
}
