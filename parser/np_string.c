/*
 * np_string.c - decoding of string literals and f-strings (CPython 3.11 rules).
 *
 * The lexer only delimits literals; here an implicit concatenation ("a" 'b' f"{c}") becomes one
 * Constant (str or bytes) or one JoinedStr. Escapes are decoded straight into the arena (a decoded
 * body is never longer than the raw one). Each `{expr}` of an f-string is parsed by a nested,
 * reentrant parse of its text (npb_parse_fexpr) whose positions map back into the file.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "np_build.h"

// State of one concatenation being built.
typedef struct Cat {
    NpLexer *lx;
    NpStrTok *tok;       // The literal being decoded.
    char *buf;           // Decoded text of the pending constant part.
    size_t len;
    NpVec *values;       // JoinedStr parts so far (f-strings only).
    NpLoc loc;           // Span of the whole concatenation.
    // Position cache of body_pos: [pos] in the current literal is at [line]:[col].
    const char *pos;
    int line, col;
} Cat;

static int hexval(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

static size_t put_utf8(char *out, uint32_t c)
{
    if (c < 0x80) {
        out[0] = (char)c;
        return 1;
    }
    if (c < 0x800) {
        out[0] = (char)(0xC0 | (c >> 6));
        out[1] = (char)(0x80 | (c & 0x3F));
        return 2;
    }
    if (c < 0x10000) {
        out[0] = (char)(0xE0 | (c >> 12));
        out[1] = (char)(0x80 | ((c >> 6) & 0x3F));
        out[2] = (char)(0x80 | (c & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (c >> 18));
    out[1] = (char)(0x80 | ((c >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((c >> 6) & 0x3F));
    out[3] = (char)(0x80 | (c & 0x3F));
    return 4;
}

// String errors are reported where CPython puts them: just after the literal(s).
static void *at_end(Cat *c, const char *msg)
{
    NpLoc l = {c->loc.end_line, c->loc.end_col, c->loc.end_line, c->loc.end_col};
    return npb_error(c->lx, l, "%s", msg);
}

static bool str_error(Cat *c, const char *fmt, size_t a, size_t b, const char *what)
{
    char msg[200];
    snprintf(msg, sizeof msg, fmt, a, b, what);
    at_end(c, msg);
    return false;
}

// Decodes raw text [s, e) of the current literal (escapes unless raw) onto c->buf.
static bool decode(Cat *c, const char *s, const char *e)
{
    unsigned flags = c->tok->flags;
    bool bytes = flags & NP_STR_BYTES;
    char *o = c->buf + c->len;
    const char *body = c->tok->body;
    for (const char *p = s; p < e;) {
        unsigned char ch = (unsigned char)*p;
        if (bytes && ch >= 0x80) {
            at_end(c, "bytes can only contain ASCII literal characters");
            return false;
        }
        if (ch != '\\' || (flags & NP_STR_RAW) || p + 1 >= e) {
            *o++ = (char)ch;
            p++;
            continue;
        }
        size_t pos = (size_t)(p - body);
        char x = p[1];
        p += 2;
        switch (x) {
        case '\n': break;
        case '\\': *o++ = '\\'; break;
        case '\'': *o++ = '\''; break;
        case '"': *o++ = '"'; break;
        case 'a': *o++ = '\a'; break;
        case 'b': *o++ = '\b'; break;
        case 'f': *o++ = '\f'; break;
        case 'n': *o++ = '\n'; break;
        case 'r': *o++ = '\r'; break;
        case 't': *o++ = '\t'; break;
        case 'v': *o++ = '\v'; break;
        case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
            uint32_t v = (uint32_t)(x - '0');
            for (int k = 0; k < 2 && p < e && *p >= '0' && *p <= '7'; k++)
                v = v * 8 + (uint32_t)(*p++ - '0');
            if (bytes)
                *o++ = (char)(v & 0xFF);
            else
                o += put_utf8(o, v);
            break;
        }
        case 'x':
        case 'u':
        case 'U': {
            if (bytes && x != 'x') {
                *o++ = '\\';
                *o++ = x;
                break;
            }
            int n = x == 'x' ? 2 : x == 'u' ? 4 : 8;
            uint32_t v = 0;
            int k = 0;
            for (; k < n && p < e && hexval(*p) >= 0; k++)
                v = v * 16 + (uint32_t)hexval(*p++);
            if (k < n) {
                if (bytes)
                    return str_error(c, "(value error) invalid \\x escape at position %zu", pos,
                                     0, "");
                return str_error(c,
                                 "(unicode error) 'unicodeescape' codec can't decode bytes in "
                                 "position %zu-%zu: truncated %s escape",
                                 pos, pos + 1 + (size_t)k,
                                 x == 'x' ? "\\xXX" : x == 'u' ? "\\uXXXX" : "\\UXXXXXXXX");
            }
            if (bytes) {
                *o++ = (char)v;
            } else {
                if (v > 0x10FFFF)
                    return str_error(c,
                                     "(unicode error) 'unicodeescape' codec can't decode bytes "
                                     "in position %zu-%zu: %s",
                                     pos, pos + 9, "illegal Unicode character");
                o += put_utf8(o, v);
            }
            break;
        }
        case 'N':
            if (!bytes) {
                const char *q = p;
                if (q < e && *q == '{') {
                    while (q < e && *q != '}')
                        q++;
                }
                return str_error(c,
                                 "(unicode error) 'unicodeescape' codec can't decode bytes in "
                                 "position %zu-%zu: %s",
                                 pos, pos + (size_t)(q - p) + 1,
                                 "\\N{...} escapes are not supported in Nearly Python");
            }
            /* fall through */
        default:
            // Unknown escapes are kept as written, as CPython does.
            *o++ = '\\';
            p--;
            break;
        }
    }
    c->len = (size_t)(o - c->buf);
    return true;
}

// Moves the pending constant text into a Constant part of the JoinedStr.
static bool flush(Cat *c, NpVec **values, char **buf, size_t *len, NpLoc loc)
{
    if (*len == 0)
        return true;
    NpExpr *k = npb_const(c->lx, CONST_STR, loc);
    if (!k)
        return false;
    k->u.constant.str = *buf;
    k->u.constant.len = *len;
    (*buf)[*len] = 0;
    *values = *values ? npb_push(c->lx, *values, k) : npb_vec(c->lx, k);
    if (!*values)
        return false;
    // Continue in fresh space after the terminated text.
    *buf += *len + 1;
    *len = 0;
    return true;
}

// File line/column of [p] inside the body of the current literal.
static void body_pos(Cat *c, const char *p, int *line, int *col)
{
    NpStrTok *t = c->tok;
    // Fields are visited left to right: continue from the previous answer when possible.
    if (!(c->pos && c->pos >= t->body && c->pos <= p && c->pos <= t->body + t->len)) {
        c->pos = t->body;
        c->line = t->body_line;
        c->col = t->body_col;
    }
    for (const char *q = c->pos; q < p; q++) {
        if (*q == '\n') {
            c->line++;
            c->col = 0;
        } else {
            c->col += ((unsigned char)*q & 0xC0) != 0x80;
        }
    }
    c->pos = p;
    *line = c->line;
    *col = c->col;
}

static bool ferr(Cat *c, const char *msg)
{
    at_end(c, msg);
    return false;
}

static bool fstring_parts(Cat *c, const char **ps, const char *e, int level, NpVec **values,
                          char **buf, size_t *len);

// Parses one `{...}` field starting after its '{' at *ps; appends its parts.
static bool fstring_field(Cat *c, const char **ps, const char *e, int level, NpVec **values,
                          char **buf, size_t *len)
{
    if (level >= 2)
        return ferr(c, "f-string: expressions nested too deeply");
    const char *p = *ps, *start = p;
    char pstack[NP_MAX_PARSE_DEPTH];
    int depth = 0;
    char quote = 0;
    int qlen = 0;
    for (; p < e; p++) {
        char ch = *p;
        if (ch == '\\')
            return ferr(c, "f-string expression part cannot include a backslash");
        if (quote) {
            if (ch == quote && (qlen == 1 || (p + 2 < e && p[1] == quote && p[2] == quote))) {
                p += qlen - 1;
                quote = 0;
            }
            continue;
        }
        if (ch == '\'' || ch == '"') {
            quote = ch;
            qlen = (p + 2 < e && p[1] == ch && p[2] == ch) ? 3 : 1;
            p += qlen - 1;
            continue;
        }
        if (ch == '(' || ch == '[' || ch == '{') {
            if (depth >= NP_MAX_PARSE_DEPTH)
                return ferr(c, "f-string: too many nested parenthesis");
            pstack[depth++] = ch;
            continue;
        }
        if (ch == '#')
            return ferr(c, "f-string expression part cannot include '#'");
        if (depth == 0 && (ch == '!' || ch == ':' || ch == '}' || ch == '=' || ch == '>' ||
                           ch == '<')) {
            if (p + 1 < e && p[1] == '=' && ch != ':' && ch != '}') {
                p++;
                continue;
            }
            if (ch == '>' || ch == '<')
                continue;
            break;
        }
        if (ch == ')' || ch == ']' || ch == '}') {
            char msg[96];
            if (!depth) {
                snprintf(msg, sizeof msg, "f-string: unmatched '%c'", ch);
                return ferr(c, msg);
            }
            char o = pstack[--depth];
            if ((o == '(' && ch != ')') || (o == '[' && ch != ']') || (o == '{' && ch != '}')) {
                snprintf(msg, sizeof msg,
                         "f-string: closing parenthesis '%c' does not match opening parenthesis "
                         "'%c'",
                         ch, o);
                return ferr(c, msg);
            }
        }
    }
    if (quote)
        return ferr(c, "f-string: unterminated string");
    if (depth) {
        char msg[64];
        snprintf(msg, sizeof msg, "f-string: unmatched '%c'", pstack[depth - 1]);
        return ferr(c, msg);
    }
    if (p >= e)
        return ferr(c, "f-string: expecting '}'");
    const char *q = start;
    while (q < p && (*q == ' ' || *q == '\t' || *q == '\n' || *q == '\f' || *q == '\r'))
        q++;
    if (q == p)
        return ferr(c, "f-string: empty expression not allowed");
    int line, col;
    body_pos(c, start, &line, &col);
    NpExpr *value = npb_parse_fexpr(c->lx, start, (size_t)(p - start), line, col);
    if (!value)
        return false;
    int conversion = -1;
    const char *text_end = NULL;
    if (*p == '=') {
        p++;
        while (p < e && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\f' || *p == '\r'))
            p++;
        text_end = p;
        if (p >= e)
            return ferr(c, "f-string: expecting '}'");
    }
    if (*p == '!') {
        p++;
        if (p >= e)
            return ferr(c, "f-string: expecting '}'");
        if (*p != 's' && *p != 'r' && *p != 'a')
            return ferr(c, "f-string: invalid conversion character: expected 's', 'r', or 'a'");
        conversion = *p++;
        if (p >= e || (*p != ':' && *p != '}'))
            return ferr(c, "f-string: expecting '}'");
    }
    NpExpr *spec = NULL;
    if (p < e && *p == ':') {
        p++;
        NpVec *sv = NULL;
        char *sbuf = *buf + *len + 1;
        size_t slen = 0;
        if (!fstring_parts(c, &p, e, level + 1, &sv, &sbuf, &slen))
            return false;
        if (!flush(c, &sv, &sbuf, &slen, c->loc))
            return false;
        spec = npb_expr(c->lx, EXPR_JOINEDSTR, c->loc);
        if (!spec)
            return false;
        spec->u.joinedstr.values = npb_exprs(c->lx, sv);
        // The pending text continues after the spec's text.
        if (*len == 0)
            *buf = sbuf;
        else {
            // Keep pending text contiguous: move it after the spec's storage.
            memmove(sbuf, *buf, *len);
            *buf = sbuf;
        }
    }
    if (p >= e || *p != '}')
        return ferr(c, "f-string: expecting '}'");
    p++;
    if (text_end) {
        size_t n = (size_t)(text_end - start);
        memcpy(*buf + *len, start, n);
        *len += n;
        if (conversion == -1 && !spec)
            conversion = 'r';
    }
    if (!flush(c, values, buf, len, c->loc))
        return false;
    NpExpr *f = npb_expr(c->lx, EXPR_FORMATTED, c->loc);
    if (!f)
        return false;
    f->u.formatted.value = value;
    f->u.formatted.conversion = conversion;
    f->u.formatted.format_spec = spec;
    *values = *values ? npb_push(c->lx, *values, f) : npb_vec(c->lx, f);
    *ps = p;
    return *values != NULL;
}

// Parses literal text and fields from *ps until the end (level 0) or a closing '}' (specs).
static bool fstring_parts(Cat *c, const char **ps, const char *e, int level, NpVec **values,
                          char **buf, size_t *len)
{
    const char *p = *ps;
    bool raw = c->tok->flags & NP_STR_RAW;
    while (p < e) {
        const char *lit = p;
        while (p < e && *p != '{' && *p != '}') {
            if (*p == '\\' && !raw && p + 1 < e) {
                if (p[1] == 'N' && p + 2 < e && p[2] == '{') {
                    while (p < e && *p != '}')
                        p++;
                    if (p < e)
                        p++;
                    continue;
                }
                // `\{` keeps the backslash and the brace still opens a field (3.11).
                p += (p[1] == '{' || p[1] == '}') ? 1 : 2;
                continue;
            }
            p++;
        }
        if (p > lit) {
            Cat sub = *c;
            sub.buf = *buf;
            sub.len = *len;
            if (!decode(&sub, lit, p))
                return false;
            *len = sub.len;
        }
        if (p >= e)
            break;
        if (*p == '{') {
            if (level == 0 && p + 1 < e && p[1] == '{') {
                (*buf)[(*len)++] = '{';
                p += 2;
                continue;
            }
            p++;
            if (!fstring_field(c, &p, e, level, values, buf, len))
                return false;
            continue;
        }
        // '}'
        if (level > 0)
            break;
        if (p + 1 < e && p[1] == '}') {
            (*buf)[(*len)++] = '}';
            p += 2;
            continue;
        }
        return ferr(c, "f-string: single '}' is not allowed");
    }
    if (level > 0 && (p >= e || *p != '}'))
        return ferr(c, "f-string: expecting '}'");
    *ps = p;
    return true;
}

NpExpr *npb_strings(NpLexer *lx, NpStrTok *first, NpLoc loc)
{
    Cat c = {.lx = lx, .loc = loc};
    bool any_f = false, any_bytes = (first->flags & NP_STR_BYTES) != 0;
    size_t total = 0;
    for (NpStrTok *t = first; t; t = t->next) {
        any_f |= (t->flags & NP_STR_FSTR) != 0;
        total += t->len;
    }
    // Room for the text plus a NUL after every constant part (at most one per raw byte).
    char *buf = npb_new(lx, total * 3 + 16);
    if (!buf)
        return NULL;
    if (!any_f) {
        c.buf = buf;
        for (NpStrTok *t = first; t; t = t->next) {
            c.tok = t;
            if (((t->flags & NP_STR_BYTES) != 0) != any_bytes)
                return at_end(&c, "cannot mix bytes and nonbytes literals");
            if (!decode(&c, t->body, t->body + t->len))
                return NULL;
        }
        c.buf[c.len] = 0;
        NpExpr *k = npb_const(lx, any_bytes ? CONST_BYTES : CONST_STR, loc);
        if (!k)
            return NULL;
        k->u.constant.str = c.buf;
        k->u.constant.len = c.len;
        return k;
    }
    NpVec *values = NULL;
    char *cur = buf;
    size_t len = 0;
    for (NpStrTok *t = first; t; t = t->next) {
        c.tok = t;
        // As CPython, literals are checked in order: an f-string error before a later mix-up.
        if (((t->flags & NP_STR_BYTES) != 0) != any_bytes)
            return at_end(&c, "cannot mix bytes and nonbytes literals");
        if (!(t->flags & NP_STR_FSTR)) {
            c.buf = cur;
            c.len = len;
            if (!decode(&c, t->body, t->body + t->len))
                return NULL;
            len = c.len;
            continue;
        }
        const char *p = t->body;
        if (!fstring_parts(&c, &p, t->body + t->len, 0, &values, &cur, &len))
            return NULL;
    }
    if (!flush(&c, &values, &cur, &len, loc))
        return NULL;
    NpExpr *j = npb_expr(lx, EXPR_JOINEDSTR, loc);
    if (!j)
        return NULL;
    j->u.joinedstr.values = npb_exprs(lx, values);
    return lx->failed ? NULL : j;
}
