/*
 * np_parse.h - the front end's entry point: source text in, AST (np_ast.h) or a syntax error out.
 *
 * The lexer (lexer/np_lex.re, re2c) and the grammar (parser/np_parse.y, pure Bison) are driven from
 * here. Nothing is global: two parses may run at once on different threads. Errors never longjmp; a
 * failed parse returns NULL and fills an NpSyntaxError, and the arena is freed by the caller.
 */
#ifndef NP_PARSER_PARSE_H
#define NP_PARSER_PARSE_H

#include "np_ast.h"

// A syntax error with everything needed to print it the way CPython does.
typedef struct NpSyntaxError {
    // "SyntaxError", "IndentationError" or "TabError" (CPython's class names).
    char type[24];
    // CPython's wording where it has one, e.g. "invalid syntax", "'(' was never closed",
    // "unterminated string literal (detected at line 3)", "expected ':'".
    char msg[256];
    // 1-based line and 1-based column of the caret (CPython's offset), 0 when unknown.
    int line, col;
    // Column where the caret run ends (exclusive, 1-based); equal to col+1 for a single caret.
    int end_col;
} NpSyntaxError;

// Parses [len] bytes of [src] (which need not be NUL-terminated and may contain NUL bytes) as a
// module named [filename]. Returns the module, allocated in [arena], or NULL with [err] filled.
// Never crashes or hangs on any input; nesting deeper than NP_MAX_PARSE_DEPTH is a SyntaxError
// ("too many nested parentheses"), and arena exhaustion is reported as a SyntaxError too.
NpModule *npparse_module(NpArena *arena, const char *src, size_t len, const char *filename,
                         NpSyntaxError *err);

// Renders [err] as CPython prints an uncaught SyntaxError (without the "Traceback" header):
//   File "<filename>", line N
//     <source line, stripped of leading whitespace>
//         ^^^
//   SyntaxError: msg
// into [out]. [src]/[len] are the source the error came from.
void npparse_format_error(const NpSyntaxError *err, const char *src, size_t len,
                          const char *filename, FILE *out);

// Maximum bracket/block nesting the parser accepts before giving a clean SyntaxError.
#define NP_MAX_PARSE_DEPTH 200

#endif
