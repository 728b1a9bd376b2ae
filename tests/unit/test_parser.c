/*
 * test_parser.c - unit tests of the front end: AST shapes and spans (through npast_dump and direct
 * node inspection), CPython's error messages with their line/column, the caret rendering of
 * npparse_format_error, and hostile inputs (deep brackets, huge lines, random bytes...).
 * Exits 0 when every check passes; prints one line per failure.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "np_ast.h"
#include "np_parse.h"

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

// Parses [src]; returns the dump (malloc'd) or NULL with [err] filled.
static char *dump_of(const char *src, size_t len, NpSyntaxError *err)
{
    NpArena a;
    npast_arena_init(&a, 0);
    NpModule *m = npparse_module(&a, src, len, "t.py", err);
    char *out = NULL;
    if (m) {
        size_t n;
        FILE *f = open_memstream(&out, &n);
        npast_dump(m, f);
        fclose(f);
    }
    npast_arena_free(&a);
    return out;
}

static void expect_dump(const char *src, const char *needle, int line)
{
    NpSyntaxError err;
    char *d = dump_of(src, strlen(src), &err);
    if (!d) {
        CHECK(0, "line %d: %s: unexpected error %s: %s (%d:%d)", line, src, err.type, err.msg,
              err.line, err.col);
        return;
    }
    CHECK(strstr(d, needle) != NULL, "line %d: dump of %s lacks %s", line, src, needle);
    free(d);
}

static void expect_error(const char *src, const char *type, const char *msg, int eline, int ecol,
                         int line)
{
    NpSyntaxError err;
    char *d = dump_of(src, strlen(src), &err);
    if (d) {
        CHECK(0, "line %d: %s parsed, expected %s", line, src, msg);
        free(d);
        return;
    }
    CHECK(strcmp(err.type, type) == 0 && strcmp(err.msg, msg) == 0 && err.line == eline &&
              (ecol < 0 || err.col == ecol),
          "line %d: %s -> %s: %s at %d:%d, expected %s: %s at %d:%d", line, src, err.type,
          err.msg, err.line, err.col, type, msg, eline, ecol);
}

#define DUMP(src, needle) expect_dump(src, needle, __LINE__)
#define ERR(src, type, msg, l, c) expect_error(src, type, msg, l, c, __LINE__)

static void test_shapes(void)
{
    DUMP("x = 1\n", "Assign(\n      targets=[\n        Name(id='x', ctx=Store())],\n"
                    "      value=Constant(value=1),\n      lineno=1,\n      col_offset=0,\n"
                    "      end_lineno=1,\n      end_col_offset=5)");
    DUMP("-2**2\n", "UnaryOp(\n        op=USub(),\n        operand=BinOp(\n          "
                    "left=Constant(value=2),\n          op=Pow(),");
    DUMP("a = b = 1\n", "targets=[\n        Name(id='a', ctx=Store()),\n        Name(id='b', "
                        "ctx=Store())]");
    DUMP("a, *b = c\n", "Starred(\n              value=Name(id='b', ctx=Store()),");
    DUMP("x += 1\n", "op=Add()");
    DUMP("x //= 1\n", "op=FloorDiv()");
    DUMP("x: int = 1\n", "simple=1");
    DUMP("(x): int\n", "simple=0");
    DUMP("a < b < c\n", "ops=[\n          Lt(),\n          Lt()]");
    DUMP("a is not b not in c\n", "IsNot(),\n          NotIn()]");
    DUMP("a or b or c\n", "BoolOp(\n        op=Or(),\n        values=[");
    DUMP("f(x for x in y)\n", "GeneratorExp(");
    DUMP("f(a, *b, c=1, **d)\n", "keyword(\n            value=Name(id='d', ctx=Load()))");
    DUMP("a[1:2, ::3]\n", "Slice(\n              step=Constant(value=3))");
    DUMP("a[...]\n", "slice=Constant(value=Ellipsis)");
    DUMP("def f(a, b=1, /, c=2, *args, d, e=3, **kw) -> int: pass\n",
         "posonlyargs=[\n          arg(arg='a'),\n          arg(arg='b')]");
    DUMP("lambda *, k: k\n", "kwonlyargs=[\n            arg(arg='k')],\n          kw_defaults=[\n"
                             "            None]");
    DUMP("class C(B, metaclass=M): pass\n", "keyword(\n          arg='metaclass',");
    DUMP("try:\n    pass\nexcept (A, B) as e:\n    pass\n", "name='e'");
    DUMP("try:\n    pass\nexcept* E:\n    pass\n", "TryStar(");
    DUMP("raise X from Y\n", "cause=Name(id='Y', ctx=Load())");
    DUMP("from ..a.b import (c as d, e,)\n", "module='a.b'");
    DUMP("from ..a.b import (c as d, e,)\n", "level=2");
    DUMP("from . import *\n", "alias(name='*')");
    DUMP("import a.b.c as d\n", "alias(name='a.b.c', asname='d')");
    DUMP("with (a as b, c):\n    pass\n", "context_expr=Name(id='c', ctx=Load())");
    DUMP("with (a, b) as c:\n    pass\n", "optional_vars=Name(id='c', ctx=Store())");
    DUMP("@a.b(1)\ndef f(): pass\n", "decorator_list=[\n        Call(");
    DUMP("@dec\ndef f(): pass\n", "lineno=2");
    DUMP("x = [i for i in y if i if i > 1 for j in i]\n", "ifs=[\n");
    DUMP("x = {k: v for k, v in d}\n", "DictComp(");
    DUMP("x = {**a, 1: 2}\n", "keys=[\n          None,");
    DUMP("if (n := len(a)) > 1: pass\n", "NamedExpr(");
    DUMP("def g():\n    x = yield\n    y = yield from z\n", "YieldFrom(");
    DUMP("await x\n", "Await(");
    DUMP("x = 1j\n", "Constant(value=1j)");
    DUMP("x = 0x1f\n", "Constant(value=31)");
    DUMP("x = 1_000.5e-3\n", "Constant(value=1.0005)");
    DUMP("x = .5\n", "Constant(value=0.5)");
    DUMP("x = b'a\\x00' rb'\\d'\n", "Constant(value=b'a\\x00\\\\d')");
    DUMP("x = 'a' \"b\" '''c'''\n", "Constant(value='abc')");
    DUMP("x = '\\d\\n\\x41\\u00e9\\101'\n", "Constant(value='\\\\d\\nAéA')");
    DUMP("x = f'a{b!r:>{w}}c{d=}'\n", "FormattedValue(\n            value=Name(id='b', ctx=Load()),\n"
                                      "            conversion=114,\n            format_spec=JoinedStr(");
    DUMP("x = f'{d=}'\n", "Constant(value='d='),\n          FormattedValue(\n            value=Name("
                          "id='d', ctx=Load()),\n            conversion=114)");
    DUMP("x = f'{{}}' 'tail'\n", "Constant(value='{}tail')");
    DUMP("x = f'{a[\"k\"]}'\n", "Subscript(");
    DUMP("match = 1\nmatch(x)\ncase.foo = 2\n_ = 3\n", "Name(id='match', ctx=Store())");
    DUMP("match x:\n    case [a, *rest] | {1: b, **kw} | P(1, y=2) as z if z: pass\n",
         "MatchStar(name='rest')");
    DUMP("match x:\n    case _:\n        pass\n", "pattern=MatchAs(),");
    DUMP("match x:\n    case -1 | 1 + 2j | a.b | None:\n        pass\n", "MatchSingleton(value=None)");
    DUMP("match x, y:\n    case (1, 2):\n        pass\n", "subject=Tuple(");
    DUMP("x = 1;\n", "Assign(");
    DUMP("if a:\n    pass\nelif b:\n    pass\nelse:\n    pass\n", "orelse=[\n        If(");
    DUMP("for x, in y:\n    break\nelse:\n    continue\n", "Tuple(\n        elts=[\n          Name(id='x', ctx=Store())]");
    DUMP("del a, b[1], c.d\n", "Subscript(\n          value=Name(id='b', ctx=Load()),\n          "
                               "slice=Constant(value=1),\n          ctx=Del())");
    DUMP("global a, b\nnonlocal c\n", "Nonlocal(\n      names=[\n        'c']");
    DUMP("assert x, 'm'\n", "msg=Constant(value='m')");
    DUMP("ñ = 1\n", "Name(id='ñ', ctx=Store())");
    DUMP("ﬁ = 1\n", "Name(id='fi', ctx=Store())");  // NFKC: U+FB01 -> "fi"
    DUMP("x = (\n  1,\n  2,\n)\n", "end_lineno=4");
    DUMP("x = 1 \\\n  + 2\n", "end_lineno=2");
    DUMP("", "Module(\n  body=[],\n  type_ignores=[])");
    DUMP("# only a comment", "body=[]");
}

static void test_nodes(void)
{
    NpArena a;
    npast_arena_init(&a, 0);
    NpSyntaxError err;
    const char *src = "if x:\n    y = f(1, k=2)\n";
    NpModule *m = npparse_module(&a, src, strlen(src), "t.py", &err);
    CHECK(m && m->body.n == 1, "one statement");
    if (m && m->body.n == 1) {
        NpStmt *s = m->body.items[0];
        CHECK(s->kind == STMT_IF && s->loc.line == 1 && s->loc.col == 0 && s->loc.end_line == 2 &&
                  s->loc.end_col == 17,
              "if span %d:%d-%d:%d", s->loc.line, s->loc.col, s->loc.end_line, s->loc.end_col);
        NpStmt *b = s->u.if_.body.items[0];
        CHECK(b->kind == STMT_ASSIGN && b->loc.line == 2 && b->loc.col == 4, "assign");
        NpExpr *call = b->u.assign.value;
        CHECK(call->kind == EXPR_CALL && call->u.call.args.n == 1 &&
                  call->u.call.keywords.n == 1 &&
                  strcmp(call->u.call.keywords.items[0]->arg, "k") == 0,
              "call shape");
        CHECK(call->loc.col == 8 && call->loc.end_col == 17, "call span %d-%d", call->loc.col,
              call->loc.end_col);
    }
    npast_arena_free(&a);

    // Columns count code points; CRLF and a missing final newline are fine.
    npast_arena_init(&a, 0);
    src = "é = 'ü'; z = 1\r\nw = 2";
    m = npparse_module(&a, src, strlen(src), "t.py", &err);
    CHECK(m && m->body.n == 3, "crlf statements");
    if (m && m->body.n == 3) {
        CHECK(m->body.items[1]->loc.col == 9, "code-point column %d", m->body.items[1]->loc.col);
        CHECK(m->body.items[2]->loc.line == 2, "crlf line");
        NpExpr *v = m->body.items[0]->u.assign.value;
        CHECK(v->kind == EXPR_CONSTANT && v->u.constant.len == 2, "utf-8 string length");
    }
    npast_arena_free(&a);

    // A tiny arena limit gives a clean error.
    npast_arena_init(&a, 4096);
    src = "x = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]\n"
          "y = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]\n";
    m = npparse_module(&a, src, strlen(src), "t.py", &err);
    CHECK(!m && strcmp(err.msg, "program too large") == 0, "arena limit: %s", err.msg);
    npast_arena_free(&a);
}

static void test_errors(void)
{
    NpSyntaxError err;
    ERR("x = (1,\ny = 2\n", "SyntaxError", "'(' was never closed", 1, 5);
    ERR("foo(1, [2\n", "SyntaxError", "'[' was never closed", 1, 8);
    ERR("x = 1)\n", "SyntaxError", "unmatched ')'", 1, 6);
    ERR("x = (1]\n", "SyntaxError",
        "closing parenthesis ']' does not match opening parenthesis '('", 1, 7);
    ERR("x = (1,\n]\n", "SyntaxError",
        "closing parenthesis ']' does not match opening parenthesis '(' on line 1", 2, 1);
    ERR("if x\n    pass\n", "SyntaxError", "expected ':'", 1, 5);
    ERR("[a b]\n", "SyntaxError", "invalid syntax. Perhaps you forgot a comma?", 1, 2);
    ERR("x = 1 +\n", "SyntaxError", "invalid syntax", 1, 8);
    ERR("f() = 1\n", "SyntaxError",
        "cannot assign to function call here. Maybe you meant '==' instead of '='?", 1, 1);
    ERR("1 = x\n", "SyntaxError",
        "cannot assign to literal here. Maybe you meant '==' instead of '='?", 1, 1);
    ERR("(f(), a) = 1\n", "SyntaxError", "cannot assign to function call", 1, 2);
    ERR("for f() in x: pass\n", "SyntaxError", "cannot assign to function call", 1, 5);
    ERR("a + b += 1\n", "SyntaxError", "'expression' is an illegal expression for augmented assignment", 1, 1);
    ERR("del f()\n", "SyntaxError", "cannot delete function call", 1, 5);
    ERR("True = 1\n", "SyntaxError", "cannot assign to True", 1, 1);
    ERR("  x = 1\n", "IndentationError", "unexpected indent", 1, -1);
    ERR("if x:\n    a\n  b\n", "IndentationError",
        "unindent does not match any outer indentation level", 3, -1);
    ERR("if x:\n\ta\n        b\n", "TabError", "inconsistent use of tabs and spaces in indentation",
        3, -1);
    ERR("if x:\npass\n", "IndentationError",
        "expected an indented block after 'if' statement on line 1", 2, 1);
    ERR("def f():\n", "IndentationError",
        "expected an indented block after function definition on line 1", 1, -1);
    ERR("x = 0777\n", "SyntaxError",
        "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal "
        "integers",
        1, 5);
    ERR("x = 1__0\n", "SyntaxError", "invalid decimal literal", 1, 6);
    ERR("x = 1_\n", "SyntaxError", "invalid decimal literal", 1, 6);
    ERR("x = 0b2\n", "SyntaxError", "invalid digit '2' in binary literal", 1, 7);
    ERR("x = 'abc\n", "SyntaxError", "unterminated string literal (detected at line 1)", 1, 5);
    ERR("x = '''abc\n\n", "SyntaxError",
        "unterminated triple-quoted string literal (detected at line 2)", 1, 5);
    ERR("x = b'a' 'b'\n", "SyntaxError", "cannot mix bytes and nonbytes literals", 1, 13);
    ERR("f'{}'\n", "SyntaxError", "f-string: empty expression not allowed", 1, -1);
    ERR("f'}'\n", "SyntaxError", "f-string: single '}' is not allowed", 1, -1);
    ERR("f'{a!x}'\n", "SyntaxError",
        "f-string: invalid conversion character: expected 's', 'r', or 'a'", 1, -1);
    ERR("f'{a b}'\n", "SyntaxError", "f-string: invalid syntax. Perhaps you forgot a comma?", 1, -1);
    ERR("f'{\"\\n\"}'\n", "SyntaxError", "f-string expression part cannot include a backslash", 1, -1);
    ERR("f(a for a in b, c)\n", "SyntaxError", "Generator expression must be parenthesized", 1, 3);
    ERR("f(a=1, b)\n", "SyntaxError", "positional argument follows keyword argument", 1, -1);
    ERR("def f(a=1, b): pass\n", "SyntaxError", "non-default argument follows default argument", 1, 12);
    ERR("def f(*): pass\n", "SyntaxError", "named arguments must follow bare *", 1, 7);
    ERR("*a = 1\n", "SyntaxError", "starred assignment target must be in a list or tuple", 1, 1);
    ERR("a, *b, *c = x\n", "SyntaxError", "multiple starred expressions in assignment", 1, 1);
    ERR("x := 1\n", "SyntaxError", "invalid syntax", 1, 3);
    ERR("x = €\n", "SyntaxError", "invalid character '€' (U+20AC)", 1, 5);
    char *d = dump_of("x = 1\0\n", 7, &err);
    CHECK(!d && strcmp(err.msg, "source code cannot contain null bytes") == 0, "NUL: %s", err.msg);
    free(d);
    ERR("x = 1\n\xff\n", "SyntaxError",
        "(unicode error) 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte", 2, -1);
    ERR("if x = 1:\n    pass\n", "SyntaxError",
        "invalid syntax. Maybe you meant '==' or ':=' instead of '='?", 1, -1);
    ERR("print 'x'\n", "SyntaxError", "Missing parentheses in call to 'print'. Did you mean print(...)?", 1, 1);
    ERR("x = = 1\ny = 'abc\n", "SyntaxError", "unterminated string literal (detected at line 2)", 2, 5);
    ERR("x = 1 if 2\n", "SyntaxError", "expected 'else' after 'if' expression", 1, -1);
    ERR("try:\n    pass\n", "SyntaxError", "expected 'except' or 'finally' block", 2, 9);
    ERR("async def f(): pass\n", "SyntaxError", "async is not supported in Nearly Python", 1, 1);
    ERR("x = (a as b)\n", "SyntaxError", "invalid syntax", 1, -1);
    ERR("with (a as b).c:\n    pass\n", "SyntaxError", "invalid syntax", 1, -1);
}

static void test_format(void)
{
    const char *src = "x = 1\n    if (a b):\n";
    NpArena a;
    npast_arena_init(&a, 0);
    NpSyntaxError err;
    NpModule *m = npparse_module(&a, src, strlen(src), "f.py", &err);
    CHECK(!m, "indent error");
    char *out = NULL;
    size_t n;
    FILE *f = open_memstream(&out, &n);
    npparse_format_error(&err, src, strlen(src), "f.py", f);
    fclose(f);
    CHECK(strcmp(out, "  File \"f.py\", line 2\n    if (a b):\nIndentationError: unexpected indent\n") == 0 ||
              strcmp(out, "  File \"f.py\", line 2\n    if (a b):\n    ^\nIndentationError: unexpected indent\n") == 0,
          "format: [%s]", out);
    free(out);
    npast_arena_free(&a);

    src = "x = [1,\n     2 3]\n";
    npast_arena_init(&a, 0);
    m = npparse_module(&a, src, strlen(src), "f.py", &err);
    f = open_memstream(&out, &n);
    npparse_format_error(&err, src, strlen(src), "f.py", f);
    fclose(f);
    CHECK(strcmp(out, "  File \"f.py\", line 2\n    2 3]\n    ^^^\n"
                      "SyntaxError: invalid syntax. Perhaps you forgot a comma?\n") == 0,
          "format: [%s]", out);
    free(out);
    npast_arena_free(&a);
}

static void test_bad_input(void)
{
    NpSyntaxError err;
    size_t big = 100000;
    char *s = malloc(2 * 1024 * 1024);
    memset(s, '(', big);
    CHECK(!dump_of(s, big, &err) && strcmp(err.msg, "too many nested parentheses") == 0,
          "100k parens: %s", err.msg);

    // A 1 MB one-line list and 200k chained additions parse quickly.
    size_t n = (size_t)sprintf(s, "x = [");
    for (int i = 0; n < 1000000; i++)
        n += (size_t)sprintf(s + n, "%d, ", i);
    n += (size_t)sprintf(s + n, "0]\n");
    NpArena a;
    npast_arena_init(&a, 0);
    // Speed is measured by benchmarks, not here; the runner's timeout catches a hang.
    NpModule *m = npparse_module(&a, s, n, "big.py", &err);
    CHECK(m != NULL, "1 MB list");
    npast_arena_free(&a);

    n = (size_t)sprintf(s, "x = 1");
    for (int i = 0; i < 200000; i++)
        n += (size_t)sprintf(s + n, "+1");
    s[n++] = '\n';
    npast_arena_init(&a, 0);

    m = npparse_module(&a, s, n, "big.py", &err);

    CHECK(m != NULL, "200k additions");
    npast_arena_free(&a);

    // Deep blocks: CPython's 100-level limit.
    n = 0;
    for (int i = 0; i < 101; i++)
        n += (size_t)sprintf(s + n, "%*sif x:\n", i, "");
    n += (size_t)sprintf(s + n, "%*spass\n", 101, "");
    CHECK(!dump_of(s, n, &err) && strcmp(err.msg, "too many levels of indentation") == 0,
          "deep blocks: %s", err.msg);

    // Random bytes and token soup never crash (the sanitizer build checks memory).
    unsigned long seed = 12345;
    static const char *const toks[] = {"(", ")", "[", "]", "{", "}", ":", "if", "else", "def",
                                       "x", "1", "'s'", "=", "+", "*", "**", "lambda", "for",
                                       "in", "\n", "    ", ",", "yield", "not", ".", "f'{x}'",
                                       "match", "case", "_", "|", "\t", "\\\n", "f'{", "\"\"\""};
    for (int round = 0; round < 300; round++) {
        n = 0;
        int len = 1 + (int)(seed % 2000);
        for (int i = 0; i < len; i++) {
            seed = seed * 6364136223846793005UL + 1442695040888963407UL;
            if (round % 2)
                s[n++] = (char)(seed >> 56);
            else
                n += (size_t)sprintf(s + n, "%s ", toks[(seed >> 33) % (sizeof toks / sizeof *toks)]);
        }
        char *d = dump_of(s, n, &err);
        free(d);
    }
    const char *odd[] = {"", "\n", "\r", "x = 1\ry = 2\r", "if x:\r\n  y\r\n", "x = 1", "\f\n",
                         "if x:\n\f    y = 1\n", "\\", "x = \\", "'''", "f'", "(", "\t\tx\n",
                         "\xef\xbb\xbfx = 1\n", "#", "match x:\n    case", "with (", "lambda"};
    for (size_t i = 0; i < sizeof odd / sizeof *odd; i++) {
        char *d = dump_of(odd[i], strlen(odd[i]), &err);
        free(d);
    }
    char *e = dump_of("", 0, &err);
    CHECK(e != NULL, "empty file");
    free(e);
    free(s);
}

int main(void)
{
    test_shapes();
    test_nodes();
    test_errors();
    test_format();
    test_bad_input();
    printf("test_parser: %d checks, %d failures\n", checks, failures);
    return failures != 0;
}
