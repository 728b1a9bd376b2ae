/*
 * test_lexer.c - unit tests of the re2c lexer: token streams with NEWLINE/INDENT/DEDENT, implicit
 * and explicit line joining, soft keywords, numbers, source normalization (CRLF, NUL, UTF-8).
 * Exits 0 when every check passes; prints one line per failure.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_grammar.h"
#include "np_lex.h"

static int failures, checks;

#define CHECK(cond, ...)                                                                          \
    do {                                                                                          \
        checks++;                                                                                 \
        if (!(cond)) {                                                                            \
            failures++;                                                                           \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);                                           \
            printf(__VA_ARGS__);                                                                  \
            printf("\n");                                                                         \
        }                                                                                         \
    } while (0)

// Lexes [src] and compares the token kinds with [want] (terminated by -1; 0 is the end).
static void expect_tokens(const char *src, const int *want, int line)
{
    NpSyntaxError err;
    size_t n;
    char *buf = nplex_prepare(src, strlen(src), &n, &err);
    CHECK(buf != NULL, "line %d: prepare failed: %s", line, err.msg);
    if (!buf)
        return;
    NpArena a;
    npast_arena_init(&a, 0);
    NpLexer *lx = malloc(sizeof *lx);
    nplex_init(lx, &a, buf, n, &err, 0);
    for (int i = 0;; i++) {
        NP_YYSTYPE v;
        NpLoc l;
        int t = nplex_next(lx, &v, &l);
        if (want[i] == -1) {
            CHECK(0, "line %d: extra token %d at index %d", line, t, i);
            break;
        }
        if (t != want[i]) {
            CHECK(0, "line %d: token %d is %d, expected %d", line, i, t, want[i]);
            break;
        }
        if (t == 0 || t == NP_YYerror)
            break;
    }
    free(lx);
    free(buf);
    npast_arena_free(&a);
}

#define TOKENS(src, ...)                                                                          \
    do {                                                                                          \
        static const int want_[] = {__VA_ARGS__, -1};                                             \
        expect_tokens(src, want_, __LINE__);                                                      \
        checks++;                                                                                 \
    } while (0)

static void test_tokens(void)
{
    TOKENS("if x:\n    y = 1\n", K_IF, NAME, COLON, NEWLINE, INDENT, NAME, EQUAL, NUMBER, NEWLINE,
           DEDENT, 0);
    TOKENS("x\n\n   # c\n  \ny\n", NAME, NEWLINE, NAME, NEWLINE, 0);
    TOKENS("x = (1,\n  2)\n", NAME, EQUAL, LPAR, NUMBER, COMMA, NUMBER, RPAR, NEWLINE, 0);
    TOKENS("x = 1 + \\\n 2\n", NAME, EQUAL, NUMBER, PLUS, NUMBER, NEWLINE, 0);
    TOKENS("x", NAME, NEWLINE, 0);
    TOKENS("if a:\n  if b:\n    c\nd", K_IF, NAME, COLON, NEWLINE, INDENT, K_IF, NAME, COLON,
           NEWLINE, INDENT, NAME, NEWLINE, DEDENT, DEDENT, NAME, NEWLINE, 0);
    TOKENS("if a:\n  b", K_IF, NAME, COLON, NEWLINE, INDENT, NAME, NEWLINE, DEDENT, 0);
    TOKENS("match x:\n case 1: pass\n", K_MATCH, NAME, COLON, NEWLINE, INDENT, K_CASE, NUMBER,
           COLON, K_PASS, NEWLINE, DEDENT, 0);
    TOKENS("match = case\n", NAME, EQUAL, NAME, NEWLINE, 0);
    TOKENS("match(x)\n", NAME, LPAR, NAME, RPAR, NEWLINE, 0);
    TOKENS("a **= b // c ** d -> e := f ... g != h\n", NAME, AUGASSIGN, NAME, FLOORDIV, NAME, POW,
           NAME, ARROW, NAME, WALRUS, NAME, ELLIPSIS, NAME, NE, NAME, NEWLINE, 0);
    TOKENS("x = rb'a' f\"{b}\" '''c\nd'''\n", NAME, EQUAL, STRING, STRING, STRING, NEWLINE, 0);
    TOKENS("1 1.5 .5 5. 1e3 1_0 0x_f 0o7 0b1 2j 1if x else 2\n", NUMBER, NUMBER, NUMBER, NUMBER,
           NUMBER, NUMBER, NUMBER, NUMBER, NUMBER, NUMBER, NUMBER, K_IF, NAME, K_ELSE, NUMBER,
           NEWLINE, 0);
    TOKENS("x = 'abc\n", NAME, EQUAL, NP_YYerror);
    TOKENS("x = 1)\n", NAME, EQUAL, NUMBER, NP_YYerror);
    TOKENS("  x\n", INDENT, NAME, NEWLINE, DEDENT, 0);
    TOKENS("x = 1 $\n", NAME, EQUAL, NUMBER, NP_YYerror);
}

static void test_values(void)
{
    NpSyntaxError err;
    const char *src = "0x1_F 1_000.5 3j 'q' \xc3\xb1 \xef\xac\x81x";
    size_t n;
    char *buf = nplex_prepare(src, strlen(src), &n, &err);
    NpArena a;
    npast_arena_init(&a, 0);
    NpLexer *lx = malloc(sizeof *lx);
    nplex_init(lx, &a, buf, n, &err, 0);
    NP_YYSTYPE v;
    NpLoc l;
    CHECK(nplex_next(lx, &v, &l) == NUMBER && v.constant.kind == CONST_INT &&
              strcmp(v.constant.text, "0x1F") == 0,
          "hex text");
    CHECK(nplex_next(lx, &v, &l) == NUMBER && v.constant.kind == CONST_FLOAT &&
              v.constant.f == 1000.5,
          "float");
    CHECK(nplex_next(lx, &v, &l) == NUMBER && v.constant.kind == CONST_IMAG && v.constant.f == 3,
          "imag");
    CHECK(nplex_next(lx, &v, &l) == STRING && v.str->len == 1 && v.str->body[0] == 'q' &&
              l.col == 17 && l.end_col == 20,
          "string token %d-%d", l.col, l.end_col);
    CHECK(nplex_next(lx, &v, &l) == NAME && strcmp(v.name, "\xc3\xb1") == 0 && l.col == 21 &&
              l.end_col == 22,
          "unicode name at %d-%d [%s]", l.col, l.end_col, v.name);
    CHECK(nplex_next(lx, &v, &l) == NAME && strcmp(v.name, "fix") == 0, "NFKC name");
    free(lx);
    free(buf);
    npast_arena_free(&a);
}

static void test_prepare(void)
{
    NpSyntaxError err;
    size_t n;
    char *b = nplex_prepare("a\r\nb\rc\n", 7, &n, &err);
    CHECK(b && n == 6 && memcmp(b, "a\nb\nc\n", 6) == 0, "newline normalization");
    free(b);
    b = nplex_prepare("a\0b", 3, &n, &err);
    CHECK(!b && strcmp(err.msg, "source code cannot contain null bytes") == 0, "NUL");
    b = nplex_prepare("ok\n\xc3\x28", 5, &n, &err);
    CHECK(!b && err.line == 2 && strstr(err.msg, "can't decode byte 0xc3 in position 0"),
          "bad utf-8: %s", err.msg);
    b = nplex_prepare("\xef\xbb\xbfx", 4, &n, &err);
    CHECK(b && n == 1 && b[0] == 'x', "BOM skipped");
    free(b);
}

int main(void)
{
    test_tokens();
    test_values();
    test_prepare();
    printf("test_lexer: %d checks, %d failures\n", checks, failures);
    return failures != 0;
}
