/*
 * fuzz_lex.c - libFuzzer harness for the re2c lexer (lexer/np_lex.re).
 *
 * Each input is normalized by nplex_prepare (CRLF, encoding checks) and scanned token by token
 * until the end or the first error. A crash, a sanitizer report or a lexer that stops making
 * progress (more tokens than the input could possibly hold) is a bug.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "np_grammar.h"
#include "np_lex.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    size_t len, n;
    char *src = npfuzz_copy(data, size, &len);
    NpSyntaxError err;
    memset(&err, 0, sizeof err);
    char *buf = nplex_prepare(src, len, &n, &err);
    free(src);
    if (!buf) return 0;
    NpArena arena;
    npast_arena_init(&arena, (size_t)64 << 20);
    NpLexer *lx = malloc(sizeof *lx);
    if (!lx) abort();
    nplex_init(lx, &arena, buf, n, &err, 0);
    // Every token but DEDENTs consumes at least one byte; each DEDENT pops one indent level.
    size_t max_tokens = 4 * n + 4 * NP_MAX_INDENT + 16;
    for (size_t i = 0;; i++) {
        if (i > max_tokens) {
            fprintf(stderr, "fuzz_lex: %zu tokens from %zu bytes: the lexer does not progress\n",
                    i, n);
            abort();
        }
        NP_YYSTYPE v;
        NpLoc loc;
        int t = nplex_next(lx, &v, &loc);
        if (t == 0 || t == NP_YYerror) break;
    }
    free(lx->spare);
    free(lx);
    free(buf);
    npast_arena_free(&arena);
    return 0;
}
