/*
 * np_lex.h - the reentrant re2c lexer of Nearly Python (lexer/np_lex.re).
 *
 * All state lives in NpLexer: cursor, line bookkeeping, the indent stack (CPython's two stacks, one
 * with tabs to 8 columns and one with tabs as 1, to detect inconsistent tabs), the bracket stack
 * (implicit line joining and "'(' was never closed"), and the first syntax error. The buffer is a
 * NUL-terminated copy of the source with CRLF/CR turned into LF; the only NUL in it is the final one.
 */
#ifndef NP_LEXER_LEX_H
#define NP_LEXER_LEX_H

#include <stdbool.h>
#include <stddef.h>

#include "np_ast.h"
#include "np_parse.h"

// CPython's MAXINDENT: deeper block nesting is "too many levels of indentation".
#define NP_MAX_INDENT 100

// Flags of a string literal token.
enum { NP_STR_RAW = 1, NP_STR_BYTES = 2, NP_STR_FSTR = 4 };

// One string literal as written: the parser concatenates and decodes them (np_string.c).
typedef struct NpStrTok {
    // First byte of the body (after the opening quotes) in the lexer buffer, and its length.
    const char *body;
    size_t len;
    unsigned flags;
    // 1 or 3, and the quote character.
    int quote_len;
    char quote;
    // Span of the whole literal, prefix and quotes included.
    NpLoc loc;
    // File position of the body's first byte: line, code-point column, and that line's start.
    int body_line, body_col;
    const char *body_bol;
    // The next literal of an implicit concatenation, and (in the first one) the last.
    struct NpStrTok *next, *last;
} NpStrTok;

typedef struct NpLexer {
    // The NUL-terminated buffer, the cursor, the end, and the start of the current token.
    const char *buf, *cur, *lim, *tok;
    // Start of the current physical line and its 1-based number.
    const char *bol;
    int line;
    // Column cache: [cc_col] is the code-point column of [cc_pos] on the line starting at [cc_bol].
    const char *cc_bol, *cc_pos;
    int cc_col;
    // Sub-lexers of f-string expressions: line [line_base]+1 is the file line of their line 1, and
    // [col_base] is added to the columns of their first line.
    int line_base, col_base;
    // The indent stacks (columns with tabs to multiples of 8, and with tabs counted as 1).
    int indent[NP_MAX_INDENT + 1], altindent[NP_MAX_INDENT + 1];
    int nindent;
    // [match_block][k] is true when indent level k is the body of a match statement, where a
    // statement starting with `case` is the soft keyword.
    bool match_block[NP_MAX_INDENT + 1];
    int pending_dedents;
    // True when the next token starts a logical line, so indentation must be measured first.
    bool at_bol;
    // True in an f-string expression sub-lexer: no NEWLINE, INDENT or DEDENT tokens.
    bool fexpr;
    // Token emitted before any other to select the grammar's start rule (0 once emitted).
    int start_token;
    // The previous token's kind and span.
    int last, prev, prev2;
    // The identifiers of the last two tokens when they were names (else NULL).
    const char *last_name, *prev_name;
    NpLoc last_loc, prev_loc;
    // Position of a '(' directly after `with` (parenthesized with-items), and the tuple built
    // from it when it holds `x as y` items (see the with statement in np_grammar.y).
    NpLoc with_paren;
    struct NpExpr *with_as_tuple;
    // Bracket stack: the opening character and its 1-based line and 0-based column.
    int depth;
    char pstack[NP_MAX_PARSE_DEPTH + 1];
    int pline[NP_MAX_PARSE_DEPTH + 1], pcol[NP_MAX_PARSE_DEPTH + 1];
    // First token kind and line of the current logical line, and of the last `...:` header line.
    int line_first, line_first_line;
    int hdr_first, hdr_line;
    // Where nodes, names and string tokens go.
    NpArena *arena;
    // The first error; [failed] is set once it is filled.
    NpSyntaxError *err;
    bool failed;
    // Set on an error that the rest-of-file scan must not replace, or that it may (see np_parse.c).
    bool eof_unclosed;
    // Nesting of f-strings being parsed (a sub-lexer is one deeper than its parent).
    int fdepth;
    // The outermost lexer (itself for the file).
    struct NpLexer *root;
    // In the root: a spare lexer for f-string sub-parses, reused from field to field (so a field
    // costs no malloc); NULL while it is in use or before the first f-string.
    struct NpLexer *spare;
    // The parse produced a generic "invalid syntax" (parser-level) error.
    bool parser_error;
    // The error came from the lexer itself (a token error).
    bool lex_failed;
    // The module result of the file parse, or the expression of an f-string sub-parse.
    NpModule *module;
    NpExpr *fexpr_result;
    // Scratch vector of the statements of the current line (see simple_list in the grammar).
    struct NpVec *scratch;
} NpLexer;

union NP_YYSTYPE;

// Prepares [lx] to scan [buf] (NUL-terminated, [len] bytes, no other NUL, LF line ends only).
void nplex_init(NpLexer *lx, NpArena *arena, const char *buf, size_t len, NpSyntaxError *err,
                int start_token);

// Scans the next token: fills [val] and [loc] and returns the token kind (np_grammar.h), 0 at
// the end, or NP_YYerror after filling lx->err.
int nplex_next(NpLexer *lx, union NP_YYSTYPE *val, NpLoc *loc);

// Records a syntax error of [type] at 1-based [line] and 0-based columns [col]..[end_col) unless
// one is already recorded. Always returns false (convenient for `return nplex_error(...)`).
bool nplex_error(NpLexer *lx, const char *type, int line, int col, int end_col, const char *fmt,
                 ...) __attribute__((format(printf, 6, 7)));

// The code-point column of [p] on the line of the lexer buffer starting at [bol].
int nplex_col(NpLexer *lx, const char *bol, const char *p);

// Normalizes [src] into a fresh malloc'd NUL-terminated buffer (CRLF and CR become LF) after
// checking it for NUL bytes and invalid UTF-8; returns NULL with [err] filled on such input.
char *nplex_prepare(const char *src, size_t len, size_t *out_len, NpSyntaxError *err);

#endif
