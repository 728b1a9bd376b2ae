/*
 * np_lex.re - the re2c lexer of Nearly Python: tokens, NEWLINE/INDENT/DEDENT, numbers, names.
 *
 * Pure: every bit of state is in NpLexer. The buffer is NUL-terminated and contains no other NUL
 * (nplex_prepare checks), so re2c's end-of-input rule ($) fires only at the real end. String
 * literals are only delimited here (their bodies are decoded by parser/np_string.c), and the soft
 * keywords `match`/`case` are recognized by looking ahead to the end of the logical line.
 */
#include "np_lex.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

#include "np_grammar.h"

bool nplex_error(NpLexer *lx, const char *type, int line, int col, int end_col, const char *fmt,
                 ...)
{
    if (lx->failed)
        return false;
    lx->failed = true;
    NpSyntaxError *e = lx->err;
    snprintf(e->type, sizeof e->type, "%s", type);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
    e->line = line;
    e->col = col + 1;
    e->end_col = end_col > col ? end_col + 1 : col + 2;
    return false;
}

int nplex_col(NpLexer *lx, const char *bol, const char *p)
{
    const char *q = bol;
    int col = 0;
    if (lx->cc_bol == bol && lx->cc_pos <= p) {
        q = lx->cc_pos;
        col = lx->cc_col;
    }
    for (; q < p; q++)
        col += ((unsigned char)*q & 0xC0) != 0x80;
    lx->cc_bol = bol;
    lx->cc_pos = p;
    lx->cc_col = col;
    return col;
}

// File line of buffer line [line].
static int map_line(const NpLexer *lx, int line) { return line + lx->line_base; }

// File column of column [col] on buffer line [line].
static int map_col(const NpLexer *lx, int line, int col)
{
    return line == 1 ? col + lx->col_base : col;
}

// Records an error at buffer position [p] (on the current line).
static int err_at(NpLexer *lx, const char *p, const char *type, const char *msg)
{
    int col = map_col(lx, lx->line, nplex_col(lx, lx->bol, p));
    nplex_error(lx, type, map_line(lx, lx->line), col, col, "%s", msg);
    return NP_YYerror;
}

static void set_loc(NpLexer *lx, NpLoc *loc, int line0, const char *bol0, const char *start)
{
    loc->line = map_line(lx, line0);
    loc->col = map_col(lx, line0, nplex_col(lx, bol0, start));
    loc->end_line = map_line(lx, lx->line);
    loc->end_col = map_col(lx, lx->line, nplex_col(lx, lx->bol, lx->cur));
}

char *nplex_prepare(const char *src, size_t len, size_t *out_len, NpSyntaxError *err)
{
    memset(err, 0, sizeof *err);
    // Skip a UTF-8 byte order mark, as CPython does.
    if (len >= 3 && memcmp(src, "\xEF\xBB\xBF", 3) == 0) {
        src += 3;
        len -= 3;
    }
    int line = 1;
    size_t bol = 0;
    for (size_t i = 0; i < len;) {
        unsigned char c = (unsigned char)src[i];
        if (c == 0) {
            snprintf(err->type, sizeof err->type, "SyntaxError");
            snprintf(err->msg, sizeof err->msg, "source code cannot contain null bytes");
            err->line = line;
            err->col = 0;
            return NULL;
        }
        if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < len && src[i + 1] == '\n')
                i++;
            i++;
            line++;
            bol = i;
            continue;
        }
        if (c < 0x80) {
            i++;
            continue;
        }
        utf8proc_int32_t cp;
        utf8proc_ssize_t n = utf8proc_iterate((const utf8proc_uint8_t *)src + i,
                                              (utf8proc_ssize_t)(len - i), &cp);
        if (n < 0) {
            snprintf(err->type, sizeof err->type, "SyntaxError");
            snprintf(err->msg, sizeof err->msg,
                     "(unicode error) 'utf-8' codec can't decode byte 0x%02x in position %zu: %s",
                     c, i - bol, (c >= 0x80 && c < 0xC2) || c > 0xF4 ? "invalid start byte"
                                                                      : "invalid continuation byte");
            err->line = line;
            err->col = 1;
            err->end_col = 0;
            return NULL;
        }
        i += (size_t)n;
    }
    char *buf = malloc(len + 1);
    if (!buf)
        return NULL;
    size_t o = 0;
    for (size_t i = 0; i < len; i++) {
        char c = src[i];
        if (c == '\r') {
            if (i + 1 < len && src[i + 1] == '\n')
                i++;
            c = '\n';
        }
        buf[o++] = c;
    }
    buf[o] = 0;
    *out_len = o;
    return buf;
}

void nplex_init(NpLexer *lx, NpArena *arena, const char *buf, size_t len, NpSyntaxError *err,
                int start_token)
{
    memset(lx, 0, sizeof *lx);
    lx->buf = lx->cur = lx->tok = lx->bol = buf;
    lx->lim = buf + len;
    lx->line = 1;
    lx->at_bol = true;
    lx->start_token = start_token;
    lx->last = START_FILE;
    lx->arena = arena;
    lx->err = err;
    lx->root = lx;
}

/* ---------------------------------------------------------------- soft keywords */

// Skips a string literal starting at the quote [p]; returns the position after it (or [lim]).
static const char *skip_string(const char *p, const char *lim)
{
    char q = *p;
    int triple = p + 2 < lim && p[1] == q && p[2] == q;
    p += triple ? 3 : 1;
    while (p < lim) {
        if (*p == '\\') {
            p += 2;
            continue;
        }
        if (*p == q) {
            if (!triple)
                return p + 1;
            if (p + 2 < lim && p[1] == q && p[2] == q)
                return p + 3;
        }
        if (*p == '\n' && !triple)
            return p;
        p++;
    }
    return lim;
}

// True when the logical line from [p] ends with a ':' outside brackets (a compound statement
// header), which is what makes `match` / `case` keywords at the start of a statement.
static bool line_ends_with_colon(const char *p, const char *lim)
{
    int depth = 0;
    bool colon = false;
    while (p < lim) {
        char c = *p;
        if (c == ' ' || c == '\t' || c == '\f') {
            p++;
            continue;
        }
        if (c == '#') {
            while (p < lim && *p != '\n')
                p++;
            continue;
        }
        if (c == '\\' && p + 1 < lim && p[1] == '\n') {
            p += 2;
            continue;
        }
        if (c == '\n') {
            if (depth == 0)
                return colon;
            p++;
            continue;
        }
        if (c == '\'' || c == '"') {
            p = skip_string(p, lim);
            colon = false;
            continue;
        }
        if (c == '(' || c == '[' || c == '{')
            depth++;
        else if ((c == ')' || c == ']' || c == '}') && depth > 0)
            depth--;
        colon = (c == ':' && depth == 0);
        if (c == ':' && p + 1 < lim && p[1] == '=')
            colon = false, p++;
        p++;
    }
    return colon;
}

// Decides whether the identifier `match`/`case` just scanned is the soft keyword.
static bool soft_keyword(NpLexer *lx)
{
    if (lx->fexpr || lx->depth > 0)
        return false;
    if (!(lx->last == NEWLINE || lx->last == INDENT || lx->last == DEDENT ||
          lx->last == START_FILE))
        return false;
    if (lx->tok[0] == 'c')
        return lx->match_block[lx->nindent];
    // `match: int`, `match = 1`, `match.x`, `match[...]`-targets are ordinary names.
    const char *p = lx->cur;
    while (*p == ' ' || *p == '\t' || *p == '\f')
        p++;
    if (*p == ':' || *p == '=' || *p == '.' || *p == ',' || *p == ')' || *p == '\n' || *p == 0 ||
        *p == ';' || *p == '#')
        return false;
    if ((p[0] == '+' || p[0] == '-' || p[0] == '*' || p[0] == '/' || p[0] == '%' || p[0] == '|' ||
         p[0] == '&' || p[0] == '^' || p[0] == '@' || p[0] == '<' || p[0] == '>') &&
        p[1] == '=')
        return false;
    return line_ends_with_colon(lx->cur, lx->lim);
}

/* ---------------------------------------------------------------- names */

static bool id_start(utf8proc_int32_t c)
{
    utf8proc_category_t k = utf8proc_category(c);
    return c == '_' || k == UTF8PROC_CATEGORY_LU || k == UTF8PROC_CATEGORY_LL ||
           k == UTF8PROC_CATEGORY_LT || k == UTF8PROC_CATEGORY_LM || k == UTF8PROC_CATEGORY_LO ||
           k == UTF8PROC_CATEGORY_NL || c == 0x2118 || c == 0x212E || c == 0x309B || c == 0x309C;
}

static bool id_continue(utf8proc_int32_t c)
{
    utf8proc_category_t k = utf8proc_category(c);
    return id_start(c) || k == UTF8PROC_CATEGORY_MN || k == UTF8PROC_CATEGORY_MC ||
           k == UTF8PROC_CATEGORY_ND || k == UTF8PROC_CATEGORY_PC || c == 0xB7 || c == 0x387 ||
           (c >= 0x1369 && c <= 0x1371) || c == 0x19DA;
}

// Validates and NFKC-normalizes the non-ASCII identifier [tok, cur) into the arena.
static int name_unicode(NpLexer *lx, union NP_YYSTYPE *val)
{
    const char *p = lx->tok;
    bool first = true;
    while (p < lx->cur) {
        utf8proc_int32_t c;
        utf8proc_ssize_t n =
            utf8proc_iterate((const utf8proc_uint8_t *)p, lx->cur - p, &c);
        if (n <= 0)
            return err_at(lx, p, "SyntaxError", "invalid character");
        if (first ? !id_start(c) : !id_continue(c)) {
            char msg[96];
            int len = (int)n;
            if (c < 0x80 || (utf8proc_category(c) != UTF8PROC_CATEGORY_ZS && c > 0x20))
                snprintf(msg, sizeof msg, "invalid character '%.*s' (U+%04X)", len, p, (unsigned)c);
            else
                snprintf(msg, sizeof msg, "invalid non-printable character U+%04X", (unsigned)c);
            return err_at(lx, p, "SyntaxError", msg);
        }
        first = false;
        p += n;
    }
    utf8proc_uint8_t *norm = NULL;
    utf8proc_ssize_t n = utf8proc_map((const utf8proc_uint8_t *)lx->tok, lx->cur - lx->tok, &norm,
                                      UTF8PROC_STABLE | UTF8PROC_COMPAT | UTF8PROC_COMPOSE);
    if (n < 0)
        return err_at(lx, lx->tok, "SyntaxError", "invalid identifier");
    val->name = npast_strdup(lx->arena, (const char *)norm, (size_t)n);
    free(norm);
    if (!val->name)
        return err_at(lx, lx->tok, "SyntaxError", "program too large");
    return NAME;
}

/* ---------------------------------------------------------------- numbers */

static bool is_idchar(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c >= 0x80;
}

// CPython's verify_end_of_number: a number may be directly followed by some keywords.
static bool keyword_follows(const char *p)
{
    static const char *const kws[] = {"and", "else", "for", "if", "in", "is", "not", "or"};
    for (size_t i = 0; i < sizeof kws / sizeof kws[0]; i++) {
        size_t n = strlen(kws[i]);
        if (strncmp(p, kws[i], n) == 0)
            return true;
    }
    return false;
}

enum { NUM_DEC, NUM_HEX, NUM_OCT, NUM_BIN, NUM_FLOAT, NUM_IMAG };

static int number(NpLexer *lx, union NP_YYSTYPE *val, int kind)
{
    static const char *const names[] = {"decimal", "hexadecimal", "octal", "binary", "decimal",
                                        "imaginary"};
    const char *end = lx->cur;
    bool bad_end = is_idchar((unsigned char)*end) && !keyword_follows(end);
    if (bad_end && (unsigned char)*end >= 0x80) {
        // A non-identifier character (e.g. U+00A0) is reported by itself, as CPython does.
        utf8proc_int32_t cp;
        if (utf8proc_iterate((const utf8proc_uint8_t *)end, lx->lim - end, &cp) > 0 &&
            !id_continue(cp))
            bad_end = false;
    }
    if (bad_end) {
        if ((kind == NUM_OCT || kind == NUM_BIN) && *end >= '0' && *end <= '9') {
            char msg[64];
            snprintf(msg, sizeof msg, "invalid digit '%c' in %s literal", *end, names[kind]);
            return err_at(lx, end, "SyntaxError", msg);
        }
        char msg[64];
        snprintf(msg, sizeof msg, "invalid %s literal", names[kind]);
        // CPython points at the underscore, or else at the last digit.
        const char *at = *end == '_' ? end : end - 1;
        return err_at(lx, at, "SyntaxError", msg);
    }
    size_t n = (size_t)(lx->cur - lx->tok);
    char *text = npast_alloc(lx->arena, n + 1);
    if (!text)
        return err_at(lx, lx->tok, "SyntaxError", "program too large");
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (lx->tok[i] != '_')
            text[k++] = lx->tok[i];
    text[k] = 0;
    NpConst c = {0};
    if (kind == NUM_FLOAT) {
        c.kind = CONST_FLOAT;
        c.f = strtod(text, NULL);
    } else if (kind == NUM_IMAG) {
        c.kind = CONST_IMAG;
        text[k - 1] = 0;
        c.f = strtod(text, NULL);
    } else {
        c.kind = CONST_INT;
        c.text = text;
        if (kind == NUM_DEC && text[0] == '0')
            text[1] = 0;  // "00" and "0_0" are just 0.
    }
    val->constant = c;
    return NUMBER;
}

/* ---------------------------------------------------------------- strings */

// Scans a string literal whose prefix and opening quote are [tok, cur).
static int string(NpLexer *lx, union NP_YYSTYPE *val, NpLoc *loc)
{
    int line0 = lx->line;
    const char *bol0 = lx->bol;
    unsigned flags = 0;
    const char *p = lx->tok;
    for (; *p != '\'' && *p != '"'; p++) {
        char c = (char)(*p | 0x20);
        if (c == 'r')
            flags |= NP_STR_RAW;
        else if (c == 'b')
            flags |= NP_STR_BYTES;
        else if (c == 'f')
            flags |= NP_STR_FSTR;
    }
    char q = *p;
    int triple = (lx->cur[0] == q && lx->cur[1] == q);
    const char *s = lx->cur + (triple ? 2 : 0);
    const char *body = s;
    for (;;) {
        char c = *s;
        if (c == 0 && s >= lx->lim) {
            lx->cur = s;
            int col = map_col(lx, line0, nplex_col(lx, bol0, lx->tok));
            int at = lx->line - (s > lx->buf && s[-1] == '\n');
            nplex_error(lx, "SyntaxError", map_line(lx, line0), col, col,
                        triple ? "unterminated triple-quoted string literal (detected at line %d)"
                               : "unterminated string literal (detected at line %d)",
                        map_line(lx, at));
            return NP_YYerror;
        }
        if (c == '\\' && s[1] != 0) {
            if (s[1] == '\n') {
                lx->line++;
                lx->bol = s + 2;
            }
            s += 2;
            continue;
        }
        if (c == '\n') {
            if (!triple) {
                lx->cur = s;
                int col = map_col(lx, line0, nplex_col(lx, bol0, lx->tok));
                nplex_error(lx, "SyntaxError", map_line(lx, line0), col, col,
                            "unterminated string literal (detected at line %d)",
                            map_line(lx, line0));
                return NP_YYerror;
            }
            lx->line++;
            lx->bol = s + 1;
        }
        if (c == q && (!triple || (s[1] == q && s[2] == q)))
            break;
        s++;
    }
    NpStrTok *t = npast_alloc(lx->arena, sizeof *t);
    if (!t)
        return err_at(lx, lx->tok, "SyntaxError", "program too large");
    // Columns in increasing order, so the column cache keeps this linear on long lines.
    int tok_col = nplex_col(lx, bol0, lx->tok);
    t->body = body;
    t->len = (size_t)(s - body);
    t->flags = flags;
    t->quote = q;
    t->quote_len = triple ? 3 : 1;
    t->body_line = map_line(lx, line0);
    t->body_col = map_col(lx, line0, nplex_col(lx, bol0, body));
    t->body_bol = bol0;
    t->last = t;
    lx->cur = s + (triple ? 3 : 1);
    loc->line = map_line(lx, line0);
    loc->col = map_col(lx, line0, tok_col);
    loc->end_line = map_line(lx, lx->line);
    loc->end_col = map_col(lx, lx->line, nplex_col(lx, lx->bol, lx->cur));
    t->loc = *loc;
    val->str = t;
    return STRING;
}

/* ---------------------------------------------------------------- brackets */

static int open_bracket(NpLexer *lx, char c, int kind)
{
    if (lx->depth >= NP_MAX_PARSE_DEPTH)
        return err_at(lx, lx->tok, "SyntaxError", "too many nested parentheses");
    lx->pstack[lx->depth] = c;
    lx->pline[lx->depth] = map_line(lx, lx->line);
    lx->pcol[lx->depth] = map_col(lx, lx->line, nplex_col(lx, lx->bol, lx->tok));
    lx->depth++;
    return kind;
}

static int close_bracket(NpLexer *lx, char c, int kind)
{
    char msg[128];
    if (lx->depth == 0) {
        snprintf(msg, sizeof msg, "unmatched '%c'", c);
        return err_at(lx, lx->tok, "SyntaxError", msg);
    }
    char o = lx->pstack[lx->depth - 1];
    if ((o == '(' && c != ')') || (o == '[' && c != ']') || (o == '{' && c != '}')) {
        if (lx->pline[lx->depth - 1] != map_line(lx, lx->line))
            snprintf(msg, sizeof msg,
                     "closing parenthesis '%c' does not match opening parenthesis '%c' on line %d",
                     c, o, lx->pline[lx->depth - 1]);
        else
            snprintf(msg, sizeof msg,
                     "closing parenthesis '%c' does not match opening parenthesis '%c'", c, o);
        return err_at(lx, lx->tok, "SyntaxError", msg);
    }
    lx->depth--;
    return kind;
}

/* ---------------------------------------------------------------- indentation */

// Measures the indentation of a new logical line, skipping blank and comment-only lines, and
// queues INDENT/DEDENT. Returns INDENT, DEDENT, 0 (no change), -1 at the end, or NP_YYerror.
static int indentation(NpLexer *lx)
{
    for (;;) {
        const char *p = lx->cur;
        int col = 0, alt = 0;
        for (;; p++) {
            if (*p == ' ') {
                col++, alt++;
            } else if (*p == '\t') {
                col = (col / 8 + 1) * 8;
                alt++;
            } else if (*p == '\f') {
                col = alt = 0;
            } else {
                break;
            }
        }
        if (*p == '#') {
            while (*p != '\n' && *p != 0)
                p++;
        }
        if (*p == '\n') {
            lx->cur = p + 1;
            lx->line++;
            lx->bol = lx->cur;
            continue;
        }
        if (*p == '\\' && p[1] == '\n') {
            // A continuation line that starts a statement: the indentation is that of the next
            // physical line's text, as CPython effectively treats it; keep it simple and skip.
            lx->cur = p + 2;
            lx->line++;
            lx->bol = lx->cur;
            continue;
        }
        lx->cur = p;
        if (p >= lx->lim)
            return -1;
        int top = lx->nindent ? lx->indent[lx->nindent - 1] : 0;
        int alttop = lx->nindent ? lx->altindent[lx->nindent - 1] : 0;
        if (col == top) {
            if (alt != alttop)
                goto taberror;
            return 0;
        }
        if (col > top) {
            if (alt <= alttop)
                goto taberror;
            if (lx->nindent >= NP_MAX_INDENT)
                return err_at(lx, p, "IndentationError", "too many levels of indentation");
            lx->indent[lx->nindent] = col;
            lx->altindent[lx->nindent] = alt;
            lx->nindent++;
            return INDENT;
        }
        int n = 0;
        while (lx->nindent > 0 && col < lx->indent[lx->nindent - 1]) {
            lx->nindent--;
            n++;
        }
        top = lx->nindent ? lx->indent[lx->nindent - 1] : 0;
        alttop = lx->nindent ? lx->altindent[lx->nindent - 1] : 0;
        if (col != top) {
            // CPython reports this one at the end of the line.
            const char *eol = p;
            while (*eol && *eol != '\n')
                eol++;
            return err_at(lx, eol, "IndentationError",
                          "unindent does not match any outer indentation level");
        }
        if (alt != alttop)
            goto taberror;
        lx->pending_dedents = n - 1;
        return DEDENT;
    taberror:
        nplex_error(lx, "TabError", map_line(lx, lx->line), 0, -1,
                    "inconsistent use of tabs and spaces in indentation");
        lx->err->end_col = 0;
        return NP_YYerror;
    }
}

/* ---------------------------------------------------------------- the scanner */

/*!re2c
    re2c:define:YYCTYPE = "unsigned char";
    re2c:define:YYCURSOR = "cur";
    re2c:define:YYMARKER = "mar";
    re2c:define:YYLIMIT = "lim";
    re2c:yyfill:enable = 0;
    re2c:eof = 0;

    digitpart = [0-9] ("_"? [0-9])*;
    exponent = [eE] [+-]? digitpart;
    pointfloat = digitpart? "." digitpart | digitpart ".";
    float = pointfloat exponent? | digitpart exponent;
    strprefix = [rRuUfFbB] | [rR][bBfF] | [bBfF][rR];
    idstart = [a-zA-Z_\u0080-\U0010FFFF];
    idcont = [a-zA-Z0-9_\u0080-\U0010FFFF];
*/

// Scans one raw token at lx->cur (after indentation processing).
static int scan(NpLexer *lx, union NP_YYSTYPE *val, NpLoc *loc)
{
    const unsigned char *cur, *mar, *lim = (const unsigned char *)lx->lim;
again:
    lx->tok = lx->cur;
    cur = (const unsigned char *)lx->cur;
    mar = cur;
    int line0 = lx->line;
    const char *bol0 = lx->bol;
    int t;
#define TOK(k) do { t = (k); goto done; } while (0)
    /*!re2c
    $ { lx->cur = (const char *)cur; return -1; }
    [ \t\f]+ { lx->cur = (const char *)cur; goto again; }
    "\\" "\n" {
        lx->cur = (const char *)cur;
        lx->line++;
        lx->bol = lx->cur;
        goto again;
    }
    "\\" {
        lx->cur = (const char *)cur;
        if (cur >= lim)
            return err_at(lx, lx->tok, "SyntaxError", "unexpected EOF while parsing");
        return err_at(lx, (const char *)cur, "SyntaxError",
                      "unexpected character after line continuation character");
    }
    "#" [^\n\x00]* { lx->cur = (const char *)cur; goto again; }
    "\n" {
        lx->cur = (const char *)cur;
        if (lx->depth > 0 || lx->fexpr) {
            lx->line++;
            lx->bol = lx->cur;
            goto again;
        }
        set_loc(lx, loc, line0, bol0, lx->tok);
        loc->end_col = loc->col + 1;
        lx->line++;
        lx->bol = lx->cur;
        lx->at_bol = true;
        return NEWLINE;
    }

    "False" { TOK(K_FALSE); }
    "None" { TOK(K_NONE); }
    "True" { TOK(K_TRUE); }
    "and" { TOK(K_AND); }
    "as" { TOK(K_AS); }
    "assert" { TOK(K_ASSERT); }
    "async" {
        return err_at(lx, lx->tok, "SyntaxError", "async is not supported in Nearly Python");
    }
    "await" { TOK(K_AWAIT); }
    "break" { TOK(K_BREAK); }
    "class" { TOK(K_CLASS); }
    "continue" { TOK(K_CONTINUE); }
    "def" { TOK(K_DEF); }
    "del" { TOK(K_DEL); }
    "elif" { TOK(K_ELIF); }
    "else" { TOK(K_ELSE); }
    "except" { TOK(K_EXCEPT); }
    "finally" { TOK(K_FINALLY); }
    "for" { TOK(K_FOR); }
    "from" { TOK(K_FROM); }
    "global" { TOK(K_GLOBAL); }
    "if" { TOK(K_IF); }
    "import" { TOK(K_IMPORT); }
    "in" { TOK(K_IN); }
    "is" { TOK(K_IS); }
    "lambda" { TOK(K_LAMBDA); }
    "nonlocal" { TOK(K_NONLOCAL); }
    "not" { TOK(K_NOT); }
    "or" { TOK(K_OR); }
    "pass" { TOK(K_PASS); }
    "raise" { TOK(K_RAISE); }
    "return" { TOK(K_RETURN); }
    "try" { TOK(K_TRY); }
    "while" { TOK(K_WHILE); }
    "with" { TOK(K_WITH); }
    "yield" { TOK(K_YIELD); }
    "match" | "case" {
        lx->cur = (const char *)cur;
        if (soft_keyword(lx))
            TOK(lx->tok[0] == 'm' ? K_MATCH : K_CASE);
        val->name = lx->tok[0] == 'm' ? "match" : "case";
        TOK(NAME);
    }

    strprefix? ['"] {
        lx->cur = (const char *)cur;
        return string(lx, val, loc);
    }

    [a-zA-Z_] [a-zA-Z0-9_]* {
        lx->cur = (const char *)cur;
        val->name = npast_strdup(lx->arena, lx->tok, (size_t)(lx->cur - lx->tok));
        if (!val->name)
            return err_at(lx, lx->tok, "SyntaxError", "program too large");
        TOK(NAME);
    }
    idstart idcont* {
        lx->cur = (const char *)cur;
        t = name_unicode(lx, val);
        if (t == NP_YYerror)
            return t;
        goto done;
    }

    [1-9] ("_"? [0-9])* | "0"+ ("_"? "0")* { lx->cur = (const char *)cur; t = number(lx, val, NUM_DEC); goto num; }
    "0" ("_"? [0-9])+ {
        lx->cur = (const char *)cur;
        return err_at(lx, lx->tok, "SyntaxError",
                      "leading zeros in decimal integer literals are not permitted; use an 0o "
                      "prefix for octal integers");
    }
    "0" [xX] ("_"? [0-9a-fA-F])+ { lx->cur = (const char *)cur; t = number(lx, val, NUM_HEX); goto num; }
    "0" [oO] ("_"? [0-7])+ { lx->cur = (const char *)cur; t = number(lx, val, NUM_OCT); goto num; }
    "0" [bB] ("_"? [01])+ { lx->cur = (const char *)cur; t = number(lx, val, NUM_BIN); goto num; }
    "0" [xX] "_"? {
        lx->cur = (const char *)cur;
        return err_at(lx, lx->cur - 1, "SyntaxError", "invalid hexadecimal literal");
    }
    "0" [oO] "_"? {
        lx->cur = (const char *)cur;
        if (*cur >= '0' && *cur <= '9') {
            char msg[64];
            snprintf(msg, sizeof msg, "invalid digit '%c' in octal literal", *cur);
            return err_at(lx, lx->cur, "SyntaxError", msg);
        }
        return err_at(lx, lx->cur, "SyntaxError", "invalid octal literal");
    }
    "0" [bB] "_"? {
        lx->cur = (const char *)cur;
        if (*cur >= '0' && *cur <= '9') {
            char msg[64];
            snprintf(msg, sizeof msg, "invalid digit '%c' in binary literal", *cur);
            return err_at(lx, lx->cur, "SyntaxError", msg);
        }
        return err_at(lx, lx->cur, "SyntaxError", "invalid binary literal");
    }
    float { lx->cur = (const char *)cur; t = number(lx, val, NUM_FLOAT); goto num; }
    (float | digitpart) [jJ] { lx->cur = (const char *)cur; t = number(lx, val, NUM_IMAG); goto num; }
    digitpart [eE] [+-]? {
        lx->cur = (const char *)cur;
        // `10else`: the digits end the number and `else` follows (CPython allows that).
        const char *e = lx->tok;
        while (*e != 'e' && *e != 'E')
            e++;
        if (keyword_follows(e) && (lx->tok[0] != '0' || e == lx->tok + 1)) {
            lx->cur = e;
            t = number(lx, val, NUM_DEC);
            goto num;
        }
        return err_at(lx, lx->tok, "SyntaxError", "invalid decimal literal");
    }

    "(" { lx->cur = (const char *)cur; t = open_bracket(lx, '(', LPAR); goto brk; }
    "[" { lx->cur = (const char *)cur; t = open_bracket(lx, '[', LSQB); goto brk; }
    "{" { lx->cur = (const char *)cur; t = open_bracket(lx, '{', LBRACE); goto brk; }
    ")" { lx->cur = (const char *)cur; t = close_bracket(lx, ')', RPAR); goto brk; }
    "]" { lx->cur = (const char *)cur; t = close_bracket(lx, ']', RSQB); goto brk; }
    "}" { lx->cur = (const char *)cur; t = close_bracket(lx, '}', RBRACE); goto brk; }

    "**" { TOK(POW); }
    "//" { TOK(FLOORDIV); }
    "<<" { TOK(LSHIFT); }
    ">>" { TOK(RSHIFT); }
    "==" { TOK(EQ); }
    "!=" { TOK(NE); }
    "<=" { TOK(LE); }
    ">=" { TOK(GE); }
    "->" { TOK(ARROW); }
    ":=" { TOK(WALRUS); }
    "..." { TOK(ELLIPSIS); }
    "+=" { val->op = BINOP_ADD; TOK(AUGASSIGN); }
    "-=" { val->op = BINOP_SUB; TOK(AUGASSIGN); }
    "*=" { val->op = BINOP_MUL; TOK(AUGASSIGN); }
    "@=" { val->op = BINOP_MATMUL; TOK(AUGASSIGN); }
    "/=" { val->op = BINOP_DIV; TOK(AUGASSIGN); }
    "%=" { val->op = BINOP_MOD; TOK(AUGASSIGN); }
    "&=" { val->op = BINOP_BITAND; TOK(AUGASSIGN); }
    "|=" { val->op = BINOP_BITOR; TOK(AUGASSIGN); }
    "^=" { val->op = BINOP_BITXOR; TOK(AUGASSIGN); }
    "<<=" { val->op = BINOP_LSHIFT; TOK(AUGASSIGN); }
    ">>=" { val->op = BINOP_RSHIFT; TOK(AUGASSIGN); }
    "**=" { val->op = BINOP_POW; TOK(AUGASSIGN); }
    "//=" { val->op = BINOP_FLOORDIV; TOK(AUGASSIGN); }
    "+" { TOK(PLUS); }
    "-" { TOK(MINUS); }
    "*" { TOK(STAR); }
    "/" { TOK(SLASH); }
    "%" { TOK(PERCENT); }
    "@" { TOK(AT); }
    "&" { TOK(AMPER); }
    "|" { TOK(VBAR); }
    "^" { TOK(CIRCUMFLEX); }
    "~" { TOK(TILDE); }
    "<" { TOK(LESS); }
    ">" { TOK(GREATER); }
    "=" { TOK(EQUAL); }
    "." { TOK(DOT); }
    "," { TOK(COMMA); }
    ":" { TOK(COLON); }
    ";" { TOK(SEMI); }
    "!" { TOK(NP_YYUNDEF); }

    * {
        lx->cur = (const char *)cur;
        unsigned char c = (unsigned char)lx->tok[0];
        if (c == '$' || c == '?' || c == '`')
            return err_at(lx, lx->tok, "SyntaxError", "invalid syntax");
        char msg[64];
        if (c < 0x20 || c == 0x7f)
            snprintf(msg, sizeof msg, "invalid non-printable character U+%04X", c);
        else
            snprintf(msg, sizeof msg, "invalid character '%c' (U+%04X)", c, c);
        return err_at(lx, lx->tok, "SyntaxError", msg);
    }
    */
num:
    if (t == NP_YYerror)
        return t;
    goto fin;
brk:
    if (t == NP_YYerror)
        return t;
    goto fin;
done:
    lx->cur = (const char *)cur;
fin:
    set_loc(lx, loc, line0, bol0, lx->tok);
    return t;
#undef TOK
}

static int emit(NpLexer *lx, int t, const NpLoc *loc, const char *name)
{
    lx->prev_name = lx->last_name;
    lx->last_name = name;
    if (lx->last == NEWLINE || lx->last == INDENT || lx->last == DEDENT ||
        lx->last == START_FILE) {
        if (t != NEWLINE && t != INDENT && t != DEDENT) {
            lx->line_first = t;
            lx->line_first_line = loc->line;
        }
    }
    if (t == NEWLINE && lx->last == COLON) {
        lx->hdr_first = lx->line_first;
        lx->hdr_line = lx->line_first_line;
    }
    if (t == K_WITH)
        lx->with_paren.line = -1, lx->with_as_tuple = NULL;
    else if (lx->last == K_WITH && t == LPAR)
        lx->with_paren = *loc;
    lx->prev2 = lx->prev;
    lx->prev = lx->last;
    lx->prev_loc = lx->last_loc;
    lx->last = t;
    lx->last_loc = *loc;
    return t;
}

static int next_token(NpLexer *lx, union NP_YYSTYPE *val, NpLoc *loc);

int nplex_next(NpLexer *lx, union NP_YYSTYPE *val, NpLoc *loc)
{
    bool was = lx->failed;
    int t = next_token(lx, val, loc);
    if (t == NP_YYerror && !was)
        lx->lex_failed = true;
    return t;
}

static int next_token(NpLexer *lx, union NP_YYSTYPE *val, NpLoc *loc)
{
    if (lx->failed)
        return NP_YYerror;
    if (lx->start_token) {
        int t = lx->start_token;
        lx->start_token = 0;
        memset(loc, 0, sizeof *loc);
        loc->line = loc->end_line = map_line(lx, 1);
        loc->col = loc->end_col = lx->col_base;
        return t;
    }
    if (lx->pending_dedents > 0) {
        lx->pending_dedents--;
        *loc = lx->last_loc;
        loc->col = loc->end_col = 0;
        return emit(lx, DEDENT, loc, NULL);
    }
    if (lx->at_bol && !lx->fexpr) {
        lx->at_bol = false;
        int t = indentation(lx);
        if (t == NP_YYerror)
            return t;
        if (t == INDENT)
            lx->match_block[lx->nindent] = lx->hdr_first == K_MATCH && lx->last == NEWLINE &&
                                           lx->prev == COLON;
        if (t == INDENT || t == DEDENT) {
            loc->line = loc->end_line = lx->line;
            loc->col = 0;
            loc->end_col = nplex_col(lx, lx->bol, lx->cur);
            return emit(lx, t, loc, NULL);
        }
    }
    int t = scan(lx, val, loc);
    if (t == NP_YYerror)
        return t;
    if (t == -1) {
        // End of input: close the line, the blocks and the brackets.
        loc->line = loc->end_line = map_line(lx, lx->line);
        loc->col = loc->end_col = map_col(lx, lx->line, nplex_col(lx, lx->bol, lx->cur));
        if (lx->depth > 0) {
            if (lx->fexpr)
                return err_at(lx, lx->cur, "SyntaxError", "f-string: expecting '}'");
            int d = lx->depth - 1;
            char o = lx->pstack[d];
            nplex_error(lx, "SyntaxError", lx->pline[d], lx->pcol[d], lx->pcol[d],
                        "'%c' was never closed", o);
            lx->eof_unclosed = true;
            return NP_YYerror;
        }
        if (!lx->fexpr) {
            if (lx->last != NEWLINE && lx->last != INDENT && lx->last != DEDENT &&
                lx->last != START_FILE) {
                *loc = lx->last_loc;
                loc->col = loc->end_col;
                loc->line = loc->end_line;
                loc->end_col++;
                return emit(lx, NEWLINE, loc, NULL);
            }
            // Like CPython, errors at the end point at the last line's NEWLINE.
            if (lx->last == NEWLINE || lx->last == DEDENT)
                *loc = lx->last_loc;
            if (lx->nindent > 0) {
                lx->nindent--;
                return emit(lx, DEDENT, loc, NULL);
            }
        }
        return 0;
    }
    return emit(lx, t, loc, t == NAME ? val->name : NULL);
}
