/*
 * np_parse.c - the front end's driver: npparse_module and npparse_format_error.
 *
 * One parse = one malloc'd lexer struct, one normalized copy of the source, and the caller's
 * arena. After a parser-level error the rest of the file is scanned for token errors, which take
 * precedence as in CPython (_PyPegen_tokenize_full_source_to_check_for_errors).
 */
#include "np_parse.h"

#include <stdlib.h>
#include <string.h>

#include "np_build.h"
#include "np_grammar.h"
#include "np_lex.h"

// Default cap on the arena of one parse when the caller set none.
#define NP_PARSE_ARENA_LIMIT ((size_t)256 * 1024 * 1024)

static void set_plain(NpSyntaxError *err, const char *msg)
{
    memset(err, 0, sizeof *err);
    snprintf(err->type, sizeof err->type, "SyntaxError");
    snprintf(err->msg, sizeof err->msg, "%s", msg);
}

// Scans the tokens after a parser error; a token error found there replaces the parser's.
static void scan_rest(NpLexer *lx)
{
    NpSyntaxError saved = *lx->err;
    // CPython compares with the line of the last token read, not the error's own line.
    int cur_line = lx->last_loc.line > saved.line ? lx->last_loc.line : saved.line;
    if (strcmp(saved.msg, "unexpected indent") == 0 || strcmp(saved.msg, "unexpected unindent") == 0)
        return;
    lx->failed = false;
    lx->eof_unclosed = false;
    memset(lx->err, 0, sizeof *lx->err);
    // CPython's parser has usually read one token past an opening bracket it failed on.
    bool peek = lx->last == LPAR || lx->last == LSQB || lx->last == LBRACE;
    for (long guard = 0; guard < 100000000L; guard++) {
        NP_YYSTYPE v;
        NpLoc l;
        int t = nplex_next(lx, &v, &l);
        if (t == 0)
            break;
        if (t == NP_YYerror) {
            if (lx->eof_unclosed && !(cur_line > lx->err->line))
                break;
            // Indentation and line-continuation errors are not exceptions in CPython's
            // tokenizer, so they do not replace the parser's error.
            if (strcmp(lx->err->type, "SyntaxError") != 0 ||
                strstr(lx->err->msg, "after line continuation") ||
                strcmp(lx->err->msg, "unexpected EOF while parsing") == 0)
                break;
            return;
        }
        if (peek && l.line > cur_line)
            cur_line = l.line;
        peek = false;
    }
    *lx->err = saved;
    lx->failed = true;
}

NpModule *npparse_module(NpArena *arena, const char *src, size_t len, const char *filename,
                         NpSyntaxError *err)
{
    (void)filename;
    if (arena->limit == 0)
        arena->limit = NP_PARSE_ARENA_LIMIT;
    size_t n = 0;
    char *buf = nplex_prepare(src, len, &n, err);
    if (!buf) {
        if (!err->msg[0])
            set_plain(err, "program too large");
        return NULL;
    }
    NpLexer *lx = malloc(sizeof *lx);
    if (!lx) {
        free(buf);
        set_plain(err, "program too large");
        return NULL;
    }
    nplex_init(lx, arena, buf, n, err, START_FILE);
    int rc = np_yyparse(lx);
    NpModule *m = NULL;
    if (rc == 0 && !lx->failed && lx->module) {
        m = lx->module;
    } else {
        if (!lx->failed) {
            NpLoc l = lx->last_loc;
            nplex_error(lx, "SyntaxError", l.line, l.col, l.col,
                        rc == 2 ? "too many nested parentheses" : "invalid syntax");
        }
        if (!lx->lex_failed)
            scan_rest(lx);
    }
    free(buf);
    free(lx->spare);
    free(lx);
    return m;
}

// Finds 1-based line [line] of [src] (CRLF, CR and LF end lines); returns its start and length.
static const char *find_line(const char *src, size_t len, int line, size_t *out_len)
{
    const char *p = src, *end = src + len;
    if (len >= 3 && memcmp(src, "\xEF\xBB\xBF", 3) == 0)
        p += 3;
    for (int l = 1; l < line; l++) {
        while (p < end && *p != '\n' && *p != '\r')
            p++;
        if (p >= end)
            return NULL;
        if (*p == '\r' && p + 1 < end && p[1] == '\n')
            p++;
        p++;
    }
    const char *q = p;
    while (q < end && *q != '\n' && *q != '\r')
        q++;
    *out_len = (size_t)(q - p);
    return p;
}

void npparse_format_error(const NpSyntaxError *err, const char *src, size_t len,
                          const char *filename, FILE *out)
{
    fprintf(out, "  File \"%s\", line %d\n", filename ? filename : "<string>", err->line);
    size_t n = 0;
    const char *text = err->line > 0 && src ? find_line(src, len, err->line, &n) : NULL;
    if (text && memchr(text, 0, n) == NULL) {
        // Strip leading whitespace, adjusting the (code-point) offset as CPython does.
        int offset = err->col - 1, end = err->end_col - 1;
        size_t skip = 0;
        while (skip < n && (text[skip] == ' ' || text[skip] == '\t' || text[skip] == '\f')) {
            skip++;
            offset--;
            end--;
        }
        text += skip;
        n -= skip;
        int chars = 0;
        for (size_t i = 0; i < n; i++)
            chars += ((unsigned char)text[i] & 0xC0) != 0x80;
        fprintf(out, "    %.*s\n", (int)n, text);
        if (offset > chars)
            offset = chars;
        if (offset >= 0 && err->col > 0) {
            fputs("    ", out);
            for (int i = 0; i < offset; i++)
                fputc(' ', out);
            // Only plain SyntaxErrors carry an end offset (IndentationError/TabError do not).
            bool plain = strcmp(err->type, "SyntaxError") == 0 || !err->type[0];
            int reps = plain && err->end_col > 0 && end > offset ? end - offset : 1;
            // CPython never underlines past the end of the line (plus one column).
            if (offset + reps > chars + 1)
                reps = chars + 1 - offset > 1 ? chars + 1 - offset : 1;
            for (int i = 0; i < reps; i++)
                fputc('^', out);
            fputc('\n', out);
        }
    }
    fprintf(out, "%s: %s\n", err->type[0] ? err->type : "SyntaxError", err->msg);
}
