/*
 * fuzz_parse.c - libFuzzer harness for the front end (lexer + Bison grammar + AST builder,
 * parser/np_parse.c).
 *
 * Each input is parsed as a module. On success the AST is dumped (npast_dump) and on failure the
 * syntax error is rendered the way CPython prints it (npparse_format_error), both into /dev/null,
 * so the printers see every shape of tree and error location too. Any SyntaxError is fine; a
 * crash, a sanitizer report or a hang is a bug.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "np_parse.h"

// Where the dumps and error renderings go (opened once per process).
static FILE *null_out;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!null_out) null_out = fopen("/dev/null", "w");
    if (!null_out) abort();
    size_t len;
    char *src = npfuzz_copy(data, size, &len);
    NpArena arena;
    npast_arena_init(&arena, (size_t)64 << 20);
    NpSyntaxError err;
    memset(&err, 0, sizeof err);
    NpModule *m = npparse_module(&arena, src, len, "<fuzz>", &err);
    if (m)
        npast_dump(m, null_out);
    else
        npparse_format_error(&err, src, len, "<fuzz>", null_out);
    npast_arena_free(&arena);
    free(src);
    return 0;
}
