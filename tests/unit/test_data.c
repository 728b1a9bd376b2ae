/*
 * test_data.c - unit tests of the runtime's data structures: ints (overflow into bigints and
 * back, floor division, hashing, parsing), floats (repr, arithmetic, parsing), str (repr,
 * indexing, interning), dict ordering, set iteration order (checked against CPython 3.11's
 * printed output), list sort, range/slice, the memory limit and the garbage collector.
 * Prints every failure and exits non-zero when any check fails.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_runtime.h"

static int failures = 0;
static int checks = 0;

#define CHECK(cond)                                                                \
    do {                                                                           \
        checks++;                                                                  \
        if (!(cond)) {                                                             \
            failures++;                                                            \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                          \
    } while (0)

// Checks that str [s] (may be NULL) holds [want]; reports [what] on mismatch.
static void check_text(int line, const char *what, NpStr *s, const char *want) {
    checks++;
    if (s && s->len == strlen(want) && memcmp(s->data, want, s->len) == 0) return;
    failures++;
    fprintf(stderr, "%s:%d: %s: got %s%s%s, want \"%s\"\n", __FILE__, line, what,
            s ? "\"" : "", s ? s->data : "NULL", s ? "\"" : "", want);
}
#define CHECK_STR(s, want) check_text(__LINE__, #s, (s), (want))

// Formats the pending exception as "Type: message" into [buf] and clears it ("" if none).
static const char *exc_text(NpVM *vm, char *buf, size_t size) {
    buf[0] = '\0';
    if (!NP_IS_EXC(vm->exc)) return buf;
    NpException *e = NP_AS_EXC(vm->exc);
    const char *tname = e->hdr.type && e->hdr.type->name ? e->hdr.type->name->data : "?";
    const char *msg = "";
    if (e->args && e->args->n == 1 && NP_IS_STR(e->args->items[0]))
        msg = NP_AS_STR(e->args->items[0])->data;
    else if (e->args && e->args->n == 2 && NP_IS_STR(e->args->items[1]))
        msg = NP_AS_STR(e->args->items[1])->data;
    snprintf(buf, size, msg[0] ? "%s: %s" : "%s", tname, msg);
    np_exc_clear(vm);
    return buf;
}

// Checks that the pending exception reads [want] ("Type: message").
static void check_exc(int line, NpVM *vm, const char *want) {
    char buf[512];
    exc_text(vm, buf, sizeof buf);
    checks++;
    if (strcmp(buf, want) == 0) return;
    failures++;
    fprintf(stderr, "%s:%d: exception: got \"%s\", want \"%s\"\n", __FILE__, line, buf, want);
}
#define CHECK_EXC(vm, want) check_exc(__LINE__, (vm), (want))

/* ---------------------------------------------------------------- ints */

// Parses [text] in [base] (must succeed).
static NpValue parse_int(NpVM *vm, const char *text, int base) {
    NpValue v = np_none();
    if (!np_int_parse(vm, text, strlen(text), base, &v)) {
        char buf[512];
        fprintf(stderr, "parse_int(%s): %s\n", text, exc_text(vm, buf, sizeof buf));
        failures++;
    }
    return v;
}

// Applies [op] and returns str(result) (ints) or repr (floats); NULL on error.
static NpStr *binop_text(NpVM *vm, NpBinOp op, NpValue a, NpValue b) {
    NpValue r;
    if (!np_int_binop(vm, op, a, b, &r)) return NULL;
    if (r.tag == NP_T_FLOAT) return np_float_repr(vm, r.u.f);
    return np_int_to_str(vm, r);
}

static void test_int_overflow(NpVM *vm) {
    NpValue r;
    CHECK(np_int_binop(vm, BINOP_ADD, np_int(INT64_MAX), np_int(1), &r));
    CHECK(NP_IS_BIGINT(r));
    CHECK_STR(np_int_to_str(vm, r), "9223372036854775808");
    NpValue back;
    CHECK(np_int_binop(vm, BINOP_SUB, r, np_int(1), &back));
    CHECK(back.tag == NP_T_INT && back.u.i == INT64_MAX);
    CHECK(np_int_binop(vm, BINOP_FLOORDIV, np_int(INT64_MIN), np_int(-1), &r));
    CHECK_STR(np_int_to_str(vm, r), "9223372036854775808");
    CHECK_STR(binop_text(vm, BINOP_POW, np_int(2), np_int(100)), "1267650600228229401496703205376");
    CHECK_STR(binop_text(vm, BINOP_POW, np_int(7), np_int(30)), "22539340290692258087863249");
    CHECK_STR(binop_text(vm, BINOP_POW, np_int(-2), np_int(63)), "-9223372036854775808");
    NpValue p = parse_int(vm, "-9223372036854775808", 10);
    CHECK(p.tag == NP_T_INT && p.u.i == INT64_MIN);
    CHECK(np_int_binop(vm, BINOP_MUL, np_int(INT64_MAX), np_int(INT64_MAX), &r) && NP_IS_BIGINT(r));
    CHECK(np_int_binop(vm, BINOP_FLOORDIV, r, np_int(INT64_MAX), &r));
    CHECK(r.tag == NP_T_INT && r.u.i == INT64_MAX);
    CHECK_STR(binop_text(vm, BINOP_LSHIFT, np_int(1), np_int(100)), "1267650600228229401496703205376");
    CHECK_STR(binop_text(vm, BINOP_RSHIFT, np_int(-1), np_int(200)), "-1");
    CHECK_STR(binop_text(vm, BINOP_RSHIFT, np_int(-5), np_int(1)), "-3");
    CHECK(binop_text(vm, BINOP_LSHIFT, np_int(1), np_int(-1)) == NULL);
    CHECK_EXC(vm, "ValueError: negative shift count");
    NpValue big = parse_int(vm, "1000000000000000000000000000000", 10);
    NpValue negbig = parse_int(vm, "-1000000000000000000000000000000", 10);
    CHECK_STR(binop_text(vm, BINOP_BITAND, negbig, np_int(0xFFFF)), "0");
    CHECK_STR(binop_text(vm, BINOP_BITXOR, big, big), "0");
    CHECK_STR(np_int_to_base(vm, np_int(-255), 16), "-0xff");
    CHECK_STR(np_int_to_base(vm, np_int(5), 2), "0b101");
    CHECK_STR(np_int_to_base(vm, big, 8), "0o1447626234640431647336510000000000");
}

static void test_int_division(NpVM *vm) {
    CHECK_STR(binop_text(vm, BINOP_FLOORDIV, np_int(-7), np_int(2)), "-4");
    CHECK_STR(binop_text(vm, BINOP_MOD, np_int(-7), np_int(2)), "1");
    CHECK_STR(binop_text(vm, BINOP_MOD, np_int(7), np_int(-2)), "-1");
    CHECK_STR(binop_text(vm, BINOP_FLOORDIV, np_int(7), np_int(-2)), "-4");
    CHECK_STR(binop_text(vm, BINOP_MOD, np_int(INT64_MIN), np_int(-1)), "0");
    NpValue negbig = parse_int(vm, "-1000000000000000000000000000000", 10);
    NpValue big = parse_int(vm, "1000000000000000000000000000000", 10);
    CHECK_STR(binop_text(vm, BINOP_FLOORDIV, negbig, np_int(7)), "-142857142857142857142857142858");
    CHECK_STR(binop_text(vm, BINOP_MOD, negbig, np_int(7)), "6");
    CHECK_STR(binop_text(vm, BINOP_FLOORDIV, big, np_int(-7)), "-142857142857142857142857142858");
    CHECK_STR(binop_text(vm, BINOP_MOD, big, np_int(-7)), "-6");
    CHECK(binop_text(vm, BINOP_FLOORDIV, np_int(1), np_int(0)) == NULL);
    CHECK_EXC(vm, "ZeroDivisionError: integer division or modulo by zero");
    CHECK(binop_text(vm, BINOP_MOD, big, np_int(0)) == NULL);
    CHECK_EXC(vm, "ZeroDivisionError: integer modulo by zero");
    CHECK(binop_text(vm, BINOP_MOD, np_int(1), np_int(0)) == NULL);
    CHECK_EXC(vm, "ZeroDivisionError: integer modulo by zero");
    CHECK(binop_text(vm, BINOP_DIV, np_int(1), np_int(0)) == NULL);
    CHECK_EXC(vm, "ZeroDivisionError: division by zero");
    // True division is correctly rounded, including for big operands.
    CHECK_STR(binop_text(vm, BINOP_DIV, np_int(1), np_int(3)), "0.3333333333333333");
    CHECK_STR(binop_text(vm, BINOP_DIV, np_int(0), np_int(-5)), "-0.0");
    NpValue e400 = parse_int(vm, "1" "0000000000" "0000000000" "0000000000" "0000000000", 10);
    NpValue t;
    CHECK(np_int_binop(vm, BINOP_POW, np_int(10), np_int(400), &t));
    NpValue u;
    CHECK(np_int_binop(vm, BINOP_POW, np_int(10), np_int(399), &u));
    CHECK_STR(binop_text(vm, BINOP_DIV, t, u), "10.0");
    CHECK(binop_text(vm, BINOP_DIV, t, np_int(3)) == NULL);
    CHECK_EXC(vm, "OverflowError: integer division result too large for a float");
    CHECK_STR(binop_text(vm, BINOP_DIV, np_int(1), t), "0.0");
    (void)e400;
    NpValue two64;
    CHECK(np_int_binop(vm, BINOP_POW, np_int(2), np_int(64), &two64));
    CHECK_STR(binop_text(vm, BINOP_DIV, two64, np_int(3)), "6.148914691236517e+18");
    NpValue a, b;
    CHECK(np_int_binop(vm, BINOP_ADD, two64, np_int(1), &a));
    CHECK(np_int_binop(vm, BINOP_ADD, np_int((int64_t)1 << 53), np_int(1), &b));
    CHECK_STR(binop_text(vm, BINOP_DIV, a, b), "2047.9999999999998");
    NpValue p3, p2;
    CHECK(np_int_binop(vm, BINOP_POW, np_int(3), np_int(700), &p3));
    CHECK(np_int_binop(vm, BINOP_POW, np_int(2), np_int(2180), &p2));
    CHECK_STR(binop_text(vm, BINOP_DIV, p3, p2), "5.4e-323");  // subnormal result
    // Negative exponents go through float pow.
    CHECK_STR(binop_text(vm, BINOP_POW, np_int(2), np_int(-1)), "0.5");
    CHECK_STR(binop_text(vm, BINOP_POW, np_int(3), np_int(-2)), "0.1111111111111111");
    CHECK(binop_text(vm, BINOP_POW, np_int(0), np_int(-1)) == NULL);
    CHECK_EXC(vm, "ZeroDivisionError: 0.0 cannot be raised to a negative power");
    double d;
    CHECK(!np_int_to_double(vm, t, &d));
    CHECK_EXC(vm, "OverflowError: int too large to convert to float");
}

static void test_int_hash_parse(NpVM *vm) {
    CHECK(np_int_hash(np_int(-1)) == -2);
    CHECK(np_int_hash(np_int(((int64_t)1 << 61) - 1)) == 0);
    CHECK(np_int_hash(np_int(INT64_MIN)) == -4);
    NpValue p;
    CHECK(np_int_binop(vm, BINOP_POW, np_int(2), np_int(100), &p));
    CHECK(np_int_hash(p) == 549755813888LL);
    CHECK(np_int_binop(vm, BINOP_SUB, np_int(0), p, &p));
    CHECK(np_int_hash(p) == -549755813888LL);
    NpValue v = parse_int(vm, " 1_2 ", 10);
    CHECK(v.tag == NP_T_INT && v.u.i == 12);
    v = parse_int(vm, "0x1f", 0);
    CHECK(v.tag == NP_T_INT && v.u.i == 31);
    v = parse_int(vm, "-0b101", 0);
    CHECK(v.tag == NP_T_INT && v.u.i == -5);
    v = parse_int(vm, "0x_ff", 16);
    CHECK(v.tag == NP_T_INT && v.u.i == 255);
    v = parse_int(vm, "z", 36);
    CHECK(v.tag == NP_T_INT && v.u.i == 35);
    v = parse_int(vm, "\xd9\xa3\xd9\xa4", 10);  // Arabic-Indic "34"
    CHECK(v.tag == NP_T_INT && v.u.i == 34);
    v = parse_int(vm, "00", 0);
    CHECK(v.tag == NP_T_INT && v.u.i == 0);
    const char *bad[] = {"abc", "010", "1__2", "_1", "1_", "", " ", "0x", "12a", "- 1"};
    const int bases[] = {10, 0, 10, 10, 10, 10, 10, 16, 10, 10};
    const char *want[] = {
        "ValueError: invalid literal for int() with base 10: 'abc'",
        "ValueError: invalid literal for int() with base 0: '010'",
        "ValueError: invalid literal for int() with base 10: '1__2'",
        "ValueError: invalid literal for int() with base 10: '_1'",
        "ValueError: invalid literal for int() with base 10: '1_'",
        "ValueError: invalid literal for int() with base 10: ''",
        "ValueError: invalid literal for int() with base 10: ' '",
        "ValueError: invalid literal for int() with base 16: '0x'",
        "ValueError: invalid literal for int() with base 10: '12a'",
        "ValueError: invalid literal for int() with base 10: '- 1'",
    };
    for (int i = 0; i < 10; i++) {
        NpValue out;
        CHECK(!np_int_parse(vm, bad[i], strlen(bad[i]), bases[i], &out));
        CHECK_EXC(vm, want[i]);
    }
    // The repr in the message is cut to 200 characters.
    char xs[301];
    memset(xs, 'x', 300);
    xs[300] = '\0';
    NpValue out;
    CHECK(!np_int_parse(vm, xs, 300, 10, &out));
    char want_x[300];
    snprintf(want_x, sizeof want_x, "ValueError: invalid literal for int() with base 10: '%.199s", xs);
    CHECK_EXC(vm, want_x);
    // The 4300-digit limits, both ways.
    char *digits = malloc(5001);
    memset(digits, '1', 5000);
    digits[5000] = '\0';
    CHECK(!np_int_parse(vm, digits, 5000, 10, &out));
    CHECK_EXC(vm, "ValueError: Exceeds the limit (4300 digits) for integer string conversion: "
                  "value has 5000 digits; use sys.set_int_max_str_digits() to increase the limit");
    v = parse_int(vm, digits + 700, 10);  // exactly 4300 digits is allowed
    NpStr *s = np_int_to_str(vm, v);
    CHECK(s && s->len == 4300);
    CHECK(np_int_binop(vm, BINOP_MUL, v, np_int(10), &v));
    CHECK(np_int_to_str(vm, v) == NULL);
    CHECK_EXC(vm, "ValueError: Exceeds the limit (4300 digits) for integer string conversion; "
                  "use sys.set_int_max_str_digits() to increase the limit");
    CHECK(np_int_to_base(vm, v, 16) != NULL);  // power-of-two bases have no limit
    free(digits);
}

/* ---------------------------------------------------------------- floats */

// Checks repr(d).
static void check_repr(int line, double d, const char *want) {
    char buf[40];
    np_float_repr_buf(d, buf);
    checks++;
    if (strcmp(buf, want) == 0) return;
    failures++;
    fprintf(stderr, "%s:%d: float repr: got %s, want %s\n", __FILE__, line, buf, want);
}
#define CHECK_REPR(d, want) check_repr(__LINE__, (d), (want))

// Returns repr(a op b), or NULL on error.
static NpStr *fbinop(NpVM *vm, NpBinOp op, double a, double b) {
    NpValue r;
    if (!np_float_binop(vm, op, a, b, &r)) return NULL;
    return np_float_repr(vm, r.u.f);
}

static void test_float(NpVM *vm) {
    CHECK_REPR(0.1, "0.1");
    CHECK_REPR(1.0 / 3, "0.3333333333333333");
    CHECK_REPR(1e16, "1e+16");
    CHECK_REPR(1e-5, "1e-05");
    CHECK_REPR(123456789012345678.0, "1.2345678901234568e+17");
    CHECK_REPR(5e-324, "5e-324");
    CHECK_REPR(1.7976931348623157e308, "1.7976931348623157e+308");
    CHECK_REPR(-0.0, "-0.0");
    CHECK_REPR(100.0, "100.0");
    CHECK_REPR(1e22, "1e+22");
    CHECK_REPR(1.5e300, "1.5e+300");
    CHECK_REPR(0.0001, "0.0001");
    CHECK_REPR(2.5e-7, "2.5e-07");
    CHECK_REPR(9007199254740993.0, "9007199254740992.0");
    CHECK_REPR(5.9604644775390625e-08, "5.960464477539063e-08");  // 2**-24: printf's tie rounds down
    CHECK_REPR(-5.684341886080801486968994140625e-14, "-5.684341886080802e-14");
    CHECK_REPR(1.0 / 0.0, "inf");
    CHECK_REPR(-1.0 / 0.0, "-inf");
    CHECK_REPR(0.0 / 0.0, "nan");
    CHECK(np_float_hash(1.5) == 1152921504606846977LL);
    CHECK(np_float_hash(-2.5e300) == -756645147675703959LL);
    CHECK(np_float_hash(1e-300) == 482449582752280463LL);
    CHECK(np_float_hash(2.0) == 2);
    CHECK(np_float_hash(-1.0) == -2);
    CHECK(np_float_hash(1.0 / 0.0) == 314159);
    CHECK_STR(fbinop(vm, BINOP_MOD, -7.5, 2), "0.5");
    CHECK_STR(fbinop(vm, BINOP_FLOORDIV, 7.5, -2), "-4.0");
    CHECK_STR(fbinop(vm, BINOP_MOD, -0.0, 5), "0.0");
    CHECK_STR(fbinop(vm, BINOP_POW, -2, 3), "-8.0");
    CHECK_STR(fbinop(vm, BINOP_POW, 2, 0.5), "1.4142135623730951");
    CHECK(fbinop(vm, BINOP_MOD, 1, 0) == NULL);
    CHECK_EXC(vm, "ZeroDivisionError: float modulo");
    CHECK(fbinop(vm, BINOP_FLOORDIV, 1, 0) == NULL);
    CHECK_EXC(vm, "ZeroDivisionError: float floor division by zero");
    CHECK(fbinop(vm, BINOP_DIV, 1, 0) == NULL);
    CHECK_EXC(vm, "ZeroDivisionError: float division by zero");
    CHECK(fbinop(vm, BINOP_POW, 0.0, -1) == NULL);
    CHECK_EXC(vm, "ZeroDivisionError: 0.0 cannot be raised to a negative power");
    CHECK(fbinop(vm, BINOP_POW, 10.0, 400) == NULL);
    CHECK_EXC(vm, "OverflowError: Numerical result out of range");
    // A negative base to a fractional power is a complex (stdlib/np_lib_complex.py), as in CPython.
    NpValue cpow;
    CHECK(np_float_binop(vm, BINOP_POW, -8.0, 0.5, &cpow) && cpow.tag != NP_T_FLOAT);
    const char *good[] = {" 1.5 ", "1e5", "-Infinity", "nan", "1_000.5", ".5", "5.", "+1E-3",
                          "\xd9\xa1.\xd9\xa5"};
    const char *reprs[] = {"1.5", "100000.0", "-inf", "nan", "1000.5", "0.5", "5.0", "0.001", "1.5"};
    for (int i = 0; i < 9; i++) {
        double d = 0;
        CHECK(np_float_parse(vm, good[i], strlen(good[i]), &d));
        char buf[40];
        np_float_repr_buf(d, buf);
        checks++;
        if (strcmp(buf, reprs[i]) != 0) {
            failures++;
            fprintf(stderr, "float(%s) = %s, want %s\n", good[i], buf, reprs[i]);
        }
    }
    const char *bad[] = {"abc", "1__0", "", "0x10", "1e", "_1", "1._5", "in f"};
    for (int i = 0; i < 8; i++) {
        double d;
        CHECK(!np_float_parse(vm, bad[i], strlen(bad[i]), &d));
        char want[100];
        snprintf(want, sizeof want, "ValueError: could not convert string to float: '%s'", bad[i]);
        CHECK_EXC(vm, want);
    }
}

/* ---------------------------------------------------------------- str */

// repr of the UTF-8 text [s].
static NpStr *repr_of(NpVM *vm, const char *s) {
    NpStr *str = np_str_new(vm, s, strlen(s));
    return str ? np_str_repr(vm, str) : NULL;
}

static void test_str(NpVM *vm) {
    CHECK_STR(repr_of(vm, "it's"), "\"it's\"");
    CHECK_STR(repr_of(vm, "a\"b"), "'a\"b'");
    CHECK_STR(repr_of(vm, "a'b\"c"), "'a\\'b\"c'");
    CHECK_STR(repr_of(vm, "\n\t\\\r"), "'\\n\\t\\\\\\r'");
    NpStr *nul = np_str_new(vm, "\0\x7f", 2);
    CHECK_STR(np_str_repr(vm, nul), "'\\x00\\x7f'");
    CHECK_STR(repr_of(vm, "\xc2\xa0\xe2\x80\x8b\xe2\x80\xa8"), "'\\xa0\\u200b\\u2028'");
    CHECK_STR(repr_of(vm, "\xf0\x9f\x98\x80\xc3\xa9 x"), "'\xf0\x9f\x98\x80\xc3\xa9 x'");
    CHECK_STR(repr_of(vm, "\xf3\xa0\x80\x81"), "'\\U000e0001'");  // a Cf tag character
    NpStr *u = np_str_from_cstr(vm, "h\xc3\xa9llo\xf0\x9f\x98\x80!");
    CHECK(u->ncp == 7 && !(u->hdr.flags & NP_STR_ASCII));
    CHECK(np_str_offset(u, 2) == 3 && np_str_offset(u, 6) == 10 && np_str_offset(u, 7) == u->len);
    CHECK_STR(np_str_char_at(vm, u, 1), "\xc3\xa9");
    CHECK_STR(np_str_char_at(vm, u, 5), "\xf0\x9f\x98\x80");
    NpStr *ab = np_str_from_cstr(vm, "ab");
    NpStr *r = np_str_repeat(vm, ab, 3);
    CHECK_STR(r, "ababab");
    CHECK(r->ncp == 6 && (r->hdr.flags & NP_STR_ASCII));
    CHECK_STR(np_str_concat(vm, ab, u), "abh\xc3\xa9llo\xf0\x9f\x98\x80!");
    CHECK(np_str_repeat(vm, ab, INT64_MAX / 2 + 1) == NULL);
    CHECK_EXC(vm, "OverflowError: repeated string is too long");
    CHECK(np_intern_cstr(vm, "spam") == np_intern_cstr(vm, "spam"));
    CHECK(np_str_eq(np_intern_cstr(vm, "spam"), np_str_from_cstr(vm, "spam")));
    CHECK(np_str_cmp(ab, np_str_from_cstr(vm, "abc")) < 0);
    CHECK(np_str_hash(ab) != -1 && np_str_hash(ab) == np_str_hash(np_str_from_cstr(vm, "ab")));
    CHECK(np_utf8_valid("h\xc3\xa9", 3) && !np_utf8_valid("\xc3", 1) && !np_utf8_valid("\xed\xa0\x80", 3));
    NpBuf b;
    np_buf_init(&b, vm);
    np_buf_appendc(&b, "x=");
    np_buf_appendf(&b, "%d", 42);
    np_buf_append_str(&b, ab);
    CHECK_STR(np_buf_finish(&b), "x=42ab");
}

/* ---------------------------------------------------------------- dict */

static void test_dict(NpVM *vm) {
    NpDict *d = np_dict_new(vm);
    for (int i = 0; i < 100; i++) CHECK(np_dict_set(vm, d, np_int(i), np_int(i)));
    for (int i = 0; i < 100; i += 2) {
        bool found;
        CHECK(np_dict_del(vm, d, np_int(i), NULL, &found) && found);
    }
    for (int i = 0; i < 20; i += 4) CHECK(np_dict_set(vm, d, np_int(i), np_int(-i)));
    CHECK(d->n == 55);
    // CPython: [1, 3, ..., 99, 0, 4, 8, 12, 16]
    int64_t want[55], k = 0;
    for (int i = 1; i < 100; i += 2) want[k++] = i;
    for (int i = 0; i < 20; i += 4) want[k++] = i;
    NpDict *c = np_dict_copy(vm, d);
    NpDict *dicts[2] = {d, c};
    for (int j = 0; j < 2; j++) {
        size_t pos = 0;
        NpValue key, val;
        k = 0;
        bool ok = true;
        while (np_dict_next(dicts[j], &pos, &key, &val)) ok &= k < 55 && key.u.i == want[k++];
        CHECK(ok && k == 55);
    }
    NpValue v;
    bool found;
    CHECK(np_dict_get(vm, d, np_int(8), &v, &found) && found && v.u.i == -8);
    CHECK(np_dict_get(vm, d, np_int(2), &v, &found) && !found);
    CHECK(np_dict_get(vm, d, np_float(3.0), &v, &found) && found && v.u.i == 3);  // 3.0 == 3
    CHECK(np_dict_get(vm, d, np_bool(true), &v, &found) && found && v.u.i == 1);
    // Str keys: interned fast path and ordinary strs find each other.
    NpStr *name = np_intern_cstr(vm, "name");
    CHECK(np_dict_set_str(vm, d, name, np_int(7)));
    NpStr *copy = np_str_from_cstr(vm, "name");
    CHECK(np_dict_get(vm, d, np_obj(&copy->hdr), &v, &found) && found && v.u.i == 7);
    CHECK(np_dict_set(vm, d, np_obj(&copy->hdr), np_int(8)));
    CHECK(np_dict_get_str(d, name).u.i == 8 && d->n == 56);
    CHECK(NP_IS_UNDEF(np_dict_get_str(d, np_intern_cstr(vm, "other"))));
    np_dict_clear(vm, d);
    CHECK(d->n == 0 && NP_IS_UNDEF(np_dict_get_str(d, name)));
    CHECK(np_dict_set(vm, d, np_none(), np_int(1)));
    CHECK(np_dict_get(vm, d, np_none(), &v, &found) && found);
}

/* ---------------------------------------------------------------- set */

// Checks that iterating [s] yields the ints [want] in order ([n] of them).
static void check_set_order(int line, NpSet *s, const int64_t *want, size_t n) {
    size_t pos = 0, k = 0;
    NpValue key;
    bool ok = s->used == n;
    while (np_set_next(s, &pos, &key)) {
        if (k >= n || key.tag != NP_T_INT || key.u.i != want[k]) ok = false;
        k++;
    }
    checks++;
    if (ok && k == n) return;
    failures++;
    fprintf(stderr, "%s:%d: set order differs from CPython:", __FILE__, line);
    pos = 0;
    while (np_set_next(s, &pos, &key)) fprintf(stderr, " %lld", (long long)key.u.i);
    fprintf(stderr, "\n");
}
#define CHECK_SET(s, ...)                                                     \
    do {                                                                      \
        const int64_t w_[] = {__VA_ARGS__};                                   \
        check_set_order(__LINE__, (s), w_, sizeof w_ / sizeof w_[0]);         \
    } while (0)

static void test_set(NpVM *vm) {
    // print({5, 3, 10, 1, 100}) -> {1, 3, 100, 5, 10}
    NpSet *s = np_set_new(vm, false);
    int64_t lit[] = {5, 3, 10, 1, 100};
    for (int i = 0; i < 5; i++) CHECK(np_set_add(vm, s, np_int(lit[i])));
    CHECK_SET(s, 1, 3, 100, 5, 10);
    // set(range(20)) - {3}: CPython copies (set_merge) then discards, then compacts.
    NpSet *r = np_set_new(vm, false);
    for (int i = 0; i < 20; i++) CHECK(np_set_add(vm, r, np_int(i)));
    NpSet *c = np_set_new(vm, false);
    CHECK(np_set_merge(vm, c, r));
    bool found;
    CHECK(np_set_discard(vm, c, np_int(3), &found) && found);
    np_set_compact(vm, c);
    CHECK_SET(c, 0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19);
    // s = set(range(100)); discard multiples of 3; add 1000, -5, 33 (33 reuses a dummy slot).
    NpSet *h = np_set_new(vm, false);
    for (int i = 0; i < 100; i++) CHECK(np_set_add(vm, h, np_int(i)));
    for (int i = 0; i < 100; i += 3) CHECK(np_set_discard(vm, h, np_int(i), &found) && found);
    CHECK(np_set_add(vm, h, np_int(1000)) && np_set_add(vm, h, np_int(-5)));
    CHECK(np_set_add(vm, h, np_int(33)));
    CHECK_SET(h, 1, 2, 4, 5, 7, 8, 10, 11, 13, 14, 16, 17, 19, 20, 22, 23, 25, 26, 28, 29, 31, 32,
              34, 35, 37, 38, 40, 41, 33, 43, 44, 46, 47, 49, 50, 52, 53, 55, 56, 58, 59, 61, 62,
              64, 65, 67, 68, 70, 71, 73, 74, 76, 77, 79, 80, 82, 83, 85, 86, 88, 89, 91, 92, 94,
              95, 97, 98, 1000, -5);
    // {-1, -2, 2**61, 2**62, 7, 15, 23, 31}: hash(-1) == hash(-2) collide. CPython 3.11
    // compiles a constant set display into a frozenset that the compiler rebuilds from its own
    // iteration order (merge_consts_recursive), then SET_UPDATE merges it into a new set.
    NpSet *g1 = np_set_new(vm, true), *g2 = np_set_new(vm, true), *g = np_set_new(vm, false);
    int64_t gl[] = {-1, -2, (int64_t)1 << 61, (int64_t)1 << 62, 7, 15, 23, 31};
    for (int i = 0; i < 8; i++) CHECK(np_set_add(vm, g1, np_int(gl[i])));
    CHECK_SET(g1, (int64_t)1 << 61, (int64_t)1 << 62, 7, 15, -2, 23, -1, 31);
    size_t gpos = 0;
    NpValue gkey;
    while (np_set_next(g1, &gpos, &gkey)) CHECK(np_set_add(vm, g2, gkey));
    CHECK(np_set_merge(vm, g, g2));
    CHECK_SET(g, (int64_t)1 << 61, (int64_t)1 << 62, 7, 15, -1, 23, -2, 31);
    // {(i*7919) % 1009 for i in range(300)} minus multiples of 5: first 40 of 239 members.
    NpSet *m = np_set_new(vm, false);
    for (int i = 0; i < 300; i++) CHECK(np_set_add(vm, m, np_int((i * 7919) % 1009)));
    for (int i = 0; i < 1009; i += 5) CHECK(np_set_discard(vm, m, np_int(i), &found));
    CHECK(m->used == 239);
    int64_t first[] = {513, 1, 517, 518, 9, 522, 13, 526, 17, 21, 534, 538, 26, 29, 542, 546, 34,
                       547, 38, 551, 42, 46, 559, 563, 54, 567, 58, 571, 59, 63, 576, 579, 67, 71,
                       584, 588, 79, 592, 83, 596};
    size_t pos = 0, k = 0;
    NpValue key;
    bool ok = true;
    while (k < 40 && np_set_next(m, &pos, &key)) ok &= key.u.i == first[k++];
    CHECK(ok && k == 40);
    // Floats and ints mix: {1.5, 2.5, 0.1, 100, 7.0} -> {0.1, 1.5, 2.5, 100, 7.0}.
    NpSet *f = np_set_new(vm, true);
    NpValue fl[] = {np_float(1.5), np_float(2.5), np_float(0.1), np_int(100), np_float(7.0)};
    for (int i = 0; i < 5; i++) CHECK(np_set_add(vm, f, fl[i]));
    NpValue wantf[] = {np_float(0.1), np_float(1.5), np_float(2.5), np_int(100), np_float(7.0)};
    pos = k = 0;
    ok = true;
    while (np_set_next(f, &pos, &key)) ok &= k < 5 && key.tag == wantf[k].tag && key.u.i == wantf[k++].u.i;
    CHECK(ok && k == 5);
    CHECK(np_set_contains(vm, f, np_float(100.0), &found) && found);
    CHECK(np_set_contains(vm, f, np_int(7), &found) && found);
    CHECK(np_set_add(vm, f, np_int(7)) && f->used == 5);
    CHECK(np_set_clear(vm, f) && f->used == 0 && f->mask == 7);
}

/* ---------------------------------------------------------------- list sort, range, slice */

static void test_list(NpVM *vm) {
    NpList *l = np_list_new(vm, 0);
    unsigned x = 12345;
    for (int i = 0; i < 1000; i++) {
        x = x * 1103515245u + 12345u;
        CHECK(np_list_append(vm, l, np_int((x >> 8) % 500)));
    }
    CHECK(np_list_sort(vm, l, np_undef(), false));
    bool sorted = true;
    for (size_t i = 1; i < l->n; i++) sorted &= l->items[i - 1].u.i <= l->items[i].u.i;
    CHECK(sorted && l->n == 1000);
    // Stability with a key and reverse: items are tuples (i,) + (0,) * (i % 3) sorted by len,
    // so reverse=True must keep the original order among equal keys (CPython: reverse, stable
    // sort, reverse).
    NpList *items = np_list_new(vm, 0);
    for (int i = 0; i < 100; i++) {
        NpTuple *t = np_tuple_new(vm, 1 + (size_t)(i % 3));
        CHECK(t != NULL);
        t->items[0] = np_int(i);
        for (size_t k = 1; k < t->n; k++) t->items[k] = np_int(0);
        CHECK(np_list_append(vm, items, np_obj(&t->hdr)));
    }
    NpValue len = np_dict_get_str(vm->builtins, np_intern_cstr(vm, "len"));
    CHECK(!NP_IS_UNDEF(len) && np_list_sort(vm, items, len, true));
    bool stable = true;
    for (size_t i = 1; i < 100; i++) {
        int64_t a = NP_AS_TUPLE(items->items[i - 1])->items[0].u.i;
        int64_t b = NP_AS_TUPLE(items->items[i])->items[0].u.i;
        stable &= (a % 3 > b % 3) || (a % 3 == b % 3 && a < b);
    }
    CHECK(stable && items->n == 100 && vm->nroots == 0);
    for (size_t i = 0; i < 100; i++) items->items[i] = np_int((int64_t)i);
    CHECK(np_list_insert(vm, items, -1000, np_int(-1)) && items->items[0].u.i == -1);
    CHECK(np_list_insert(vm, items, 1000, np_int(-2)) && items->items[items->n - 1].u.i == -2);
    // A failing comparison aborts the sort cleanly and leaves the list unchanged.
    NpList *mixed = np_list_new(vm, 0);
    NpStr *sx = np_str_from_cstr(vm, "x");
    CHECK(np_list_append(vm, mixed, np_int(2)) && np_list_append(vm, mixed, np_obj(&sx->hdr)));
    CHECK(!np_list_sort(vm, mixed, np_undef(), false));
    np_exc_clear(vm);
    CHECK(mixed->items[0].u.i == 2 && vm->nroots == 0);

    NpRange *rg = np_range_new(vm, 10, 0, -3);
    CHECK(rg && rg->len == 4);
    rg = np_range_new(vm, INT64_MIN, INT64_MAX, 1);
    CHECK(rg && rg->len == -1);
    CHECK(np_range_new(vm, 0, 1, 0) == NULL);
    CHECK_EXC(vm, "ValueError: range() arg 3 must not be zero");
    int64_t a, b, st, n;
    NpSlice *sl = np_slice_new(vm, np_none(), np_none(), np_int(-1));
    CHECK(np_slice_indices(vm, sl, 5, &a, &b, &st, &n) && a == 4 && b == -1 && n == 5);
    sl = np_slice_new(vm, np_int(-100), np_int(3), np_none());
    CHECK(np_slice_indices(vm, sl, 5, &a, &b, &st, &n) && a == 0 && b == 3 && n == 3);
    sl = np_slice_new(vm, np_int(1), np_int(100), np_int(2));
    CHECK(np_slice_indices(vm, sl, 10, &a, &b, &st, &n) && a == 1 && b == 10 && n == 5);
    sl = np_slice_new(vm, np_none(), np_none(), np_int(0));
    CHECK(!np_slice_indices(vm, sl, 10, &a, &b, &st, &n));
    CHECK_EXC(vm, "ValueError: slice step cannot be zero");
}

/* ---------------------------------------------------------------- memory limit and GC */

static void test_memory_limit(NpVM *vm) {
    size_t saved = vm->mem_limit;
    vm->mem_limit = vm->bytes + 4 * 1024 * 1024;
    size_t before = vm->bytes;
    NpStr *a = np_str_from_cstr(vm, "a");
    before = vm->bytes;
    CHECK(np_str_repeat(vm, a, 1000000000000LL) == NULL);
    CHECK_EXC(vm, "MemoryError");
    NpList *l = np_list_new(vm, 0);
    before = vm->bytes;
    CHECK(!np_list_reserve(vm, l, 1000000000000ULL));
    CHECK_EXC(vm, "MemoryError");
    NpValue r;
    CHECK(!np_int_binop(vm, BINOP_POW, np_int(2), np_int(1000000000000LL), &r));
    CHECK_EXC(vm, "MemoryError");
    CHECK(!np_int_binop(vm, BINOP_LSHIFT, np_int(1), np_int(1000000000000LL), &r));
    CHECK_EXC(vm, "MemoryError");
    NpValue ten10;
    CHECK(np_int_binop(vm, BINOP_POW, np_int(10), np_int(10), &ten10));
    CHECK(!np_int_binop(vm, BINOP_POW, np_int(10), ten10, &r));  // 10**10**10
    CHECK_EXC(vm, "MemoryError");
    CHECK(np_tuple_new(vm, (size_t)1 << 40) == NULL);
    CHECK_EXC(vm, "MemoryError");
    CHECK(vm->bytes == before);
    // A big but allowed power still works, and big exponents of 1, 0 and -1 are fine.
    CHECK(np_int_binop(vm, BINOP_POW, np_int(3), np_int(10000), &r) && NP_IS_BIGINT(r));
    CHECK(np_int_binop(vm, BINOP_POW, np_int(-1), ten10, &r) && r.u.i == 1);
    vm->mem_limit = saved;
}

static void test_gc(NpVM *vm) {
    // Grow the root stack first so its buffer is part of the baseline.
    CHECK(np_push_root(vm, np_none()));
    np_pop_roots(vm, 1);
    np_gc_collect(vm);
    size_t base = vm->bytes;
    NpList *keep = np_list_new(vm, 0);
    CHECK(np_push_root(vm, np_obj(&keep->hdr)));
    NpStr *kept = np_str_from_cstr(vm, "kept");
    CHECK(np_list_append(vm, keep, np_obj(&kept->hdr)));
    for (int i = 0; i < 1000; i++) {
        NpList *garbage = np_list_new(vm, 10);
        NpDict *d = np_dict_new(vm);
        NpSet *s = np_set_new(vm, false);
        NpValue big;
        CHECK(np_int_binop(vm, BINOP_POW, np_int(3), np_int(200), &big));
        CHECK(np_dict_set(vm, d, big, np_obj(&garbage->hdr)));
        CHECK(np_set_add(vm, s, big));
        CHECK(np_list_append(vm, garbage, np_obj(&s->hdr)));
    }
    NpStr *tmp = np_intern_cstr(vm, "only_interned_here");
    size_t interned = vm->intern_n;
    (void)tmp;
    size_t grown = vm->bytes;
    CHECK(grown > base + 100000);
    np_gc_collect(vm);
    CHECK(vm->bytes < base + 4096);
    CHECK(vm->intern_n == interned - 1);
    CHECK(keep->n == 1 && NP_AS_STR(keep->items[0]) == kept && kept->len == 4);
    CHECK(np_intern_cstr(vm, "spam") != NULL);
    np_pop_roots(vm, 1);
    np_gc_collect_full(vm);
    CHECK(vm->bytes <= base);
    CHECK(vm->next_gc >= NP_GC_INITIAL_THRESHOLD);
}

// True when [o] is an old object (it survived a collection and was not freed): in the old log
// (vm/np_gc.c sweep_young) or on the old list (the boot's objects).
static bool on_old_list(NpVM *vm, const NpObject *o) {
    for (size_t i = 0; i < vm->nold; i++)
        if (vm->old[i] == o) return true;
    for (const NpObject *p = vm->objects; p; p = p->gc_next)
        if (p == o) return true;
    return false;
}

// The old log (vm/np_gc.c sweep_young, sweep_old_log): each collection appends its survivors
// in allocation order; a major collection frees the dead old objects and packs the survivors,
// in their order, ahead of the ones its own young sweep appended; a full collection shrinks a
// log that outgrew its entries.
static void test_old_log(NpVM *vm) {
    np_gc_collect_full(vm);
    size_t base = vm->nold;
    NpList *keep = np_list_new(vm, 0), *drop = np_list_new(vm, 0);
    CHECK(np_push_root(vm, np_obj(&keep->hdr)) && np_push_root(vm, np_obj(&drop->hdr)));
    NpStr *kept[3], *dead = NULL;
    for (int batch = 0; batch < 3; batch++) {
        for (int i = 0; i < 30000; i++) {
            NpStr *s = np_str_from_cstr(vm, "old-log");
            CHECK(s);
            if (i == 7) {
                kept[batch] = s;
                CHECK(np_list_append(vm, keep, np_obj(&s->hdr)));
            }
            if (i == 9 && batch == 1) {
                dead = s;
                CHECK(np_list_append(vm, drop, np_obj(&s->hdr)));
            }
        }
        np_gc_collect(vm);
    }
    size_t nold = vm->nold;
    CHECK(nold >= base + 6 && on_old_list(vm, &dead->hdr));
    // The kept strs are in the log in allocation order.
    size_t at[3] = {0, 0, 0};
    for (size_t i = 0; i < vm->nold; i++)
        for (int b = 0; b < 3; b++)
            if (vm->old[i] == &kept[b]->hdr) at[b] = i + 1;
    CHECK(at[0] && at[0] < at[1] && at[1] < at[2]);
    drop->n = 0;  // the dead str is unreachable now (a drop of items needs no barrier)
    size_t cap = vm->old_cap;
    np_gc_collect_full(vm);
    CHECK(!on_old_list(vm, &dead->hdr) && on_old_list(vm, &kept[2]->hdr));
    CHECK(vm->nold == nold - 1 && vm->old_cap <= cap);
    for (size_t i = 0; i < vm->nold; i++)
        for (int b = 0; b < 3; b++)
            if (vm->old[i] == &kept[b]->hdr) at[b] = i + 1;
    CHECK(at[0] && at[0] < at[1] && at[1] < at[2]);
    np_pop_roots(vm, 2);
    np_gc_collect_full(vm);
    CHECK(!on_old_list(vm, &kept[0]->hdr) && vm->nold < nold);
}

// The young-object log (vm/np_gc.c): new objects are logged, not linked; a collection empties
// the log, appends its survivors to the old log and frees the rest; a log grown by a burst of
// allocations shrinks again, to its first size after a full collection.
static void test_young_log(NpVM *vm) {
    np_gc_collect_full(vm);
    CHECK(vm->nyoung == 0);
    size_t first_cap = vm->young_cap;
    NpList *keep = np_list_new(vm, 0);
    CHECK(np_push_root(vm, np_obj(&keep->hdr)));
    CHECK(vm->nyoung == 1 && vm->young[0] == &keep->hdr);
    for (int i = 0; i < 20000; i++) {
        NpStr *s = np_str_from_cstr(vm, "young");
        CHECK(s && vm->young[vm->nyoung - 1] == &s->hdr);
        if (i % 1000 == 0) CHECK(np_list_append(vm, keep, np_obj(&s->hdr)));
    }
    CHECK(vm->nyoung >= 20001 && vm->young_cap >= vm->nyoung);
    size_t old = vm->gc_old;
    np_gc_collect(vm);
    CHECK(vm->nyoung == 0);
    // The list and its 20 strs: 21 survivors, now old.
    CHECK(vm->gc_old == old + 21);
    CHECK(on_old_list(vm, &keep->hdr));
    CHECK(keep->n == 20 && NP_AS_STR(keep->items[19])->len == 5);
    np_pop_roots(vm, 1);
    np_gc_collect_full(vm);
    CHECK(vm->young_cap <= (first_cap > 256 ? first_cap : 256));
}

// A young log past 1 MiB of entries is mapped, not malloc'd, and grows by mremap (vm/np_gc.c
// young_map): the entries made before each move stay in place and in order, a collection sweeps
// them all, and a full collection moves the log back to a small malloc'd one that keeps working.
static void test_young_log_mapped(NpVM *vm) {
    np_gc_collect_full(vm);
    NpList *keep = np_list_new(vm, 0);
    CHECK(np_push_root(vm, np_obj(&keep->hdr)));
    NpObject *first = NULL;
    for (int i = 0; i < 400000; i++) {
        NpStr *s = np_str_from_cstr(vm, "mapped");
        CHECK(s);
        if (i == 0) first = &s->hdr;
        if (i % 1000 == 0) CHECK(np_list_append(vm, keep, np_obj(&s->hdr)));
    }
    // 400 001 entries: a log of 524 288 (4 MiB), reached through the mapped sizes.
    CHECK(vm->nyoung == 400001 && vm->young_cap >= vm->nyoung);
    CHECK(vm->young[0] == &keep->hdr && vm->young[1] == first);
    CHECK(vm->young[vm->nyoung - 1]->kind == OBJ_STR);
    size_t old = vm->gc_old;
    np_gc_collect(vm);
    CHECK(vm->nyoung == 0);
    CHECK(vm->gc_old == old + 401);
    CHECK(keep->n == 400 && NP_AS_STR(keep->items[399])->len == 6);
    np_pop_roots(vm, 1);
    np_gc_collect_full(vm);
    CHECK(vm->young_cap <= 256);
    NpStr *s = np_str_from_cstr(vm, "after");
    CHECK(s && vm->nyoung == 1 && vm->young[0] == &s->hdr);
    np_gc_collect_full(vm);
}

// The append log (gc20): an old list appended to is remembered for appends (NP_LIST_TAIL),
// its young items logged; a young item moved below the old ones before the minor collection
// still survives it, a plain store makes the list traced whole, and a log that outgrows the
// young objects is given up (the lists traced whole).
static void test_gc_append_log(NpVM *vm) {
    np_gc_collect_full(vm);
    NpList *l = np_list_new(vm, 0);
    CHECK(l && np_push_root(vm, np_obj(&l->hdr)));
    for (int i = 0; i < 20; i++) {
        NpStr *s = np_str_from_cstr(vm, "old item");
        CHECK(s && np_list_append(vm, l, np_obj(&s->hdr)));
    }
    np_gc_collect_full(vm);
    CHECK(l->hdr.marked == vm->gc_epoch && vm->ntail == 0);
    // An int and an old object: no barrier work.
    CHECK(np_list_append(vm, l, np_int(7)) && np_list_append(vm, l, l->items[0]));
    CHECK(!(l->hdr.flags & NP_LIST_TAIL) && l->hdr.marked == vm->gc_epoch && vm->ntail == 0);
    NpStr *x = np_str_from_cstr(vm, "appended young");
    CHECK(x && np_list_append(vm, l, np_obj(&x->hdr)));
    CHECK((l->hdr.flags & NP_LIST_TAIL) && l->hdr.marked == vm->gc_epoch && vm->ntail == 1);
    // pop(0) without a barrier: the young str moves below the list's old length.
    NpValue last = l->items[l->n - 1];
    memmove(l->items + 1, l->items, (l->n - 1) * sizeof(NpValue));
    l->items[0] = last;
    uint8_t epoch = vm->gc_epoch;
    np_gc_collect(vm);
    CHECK(vm->gc_epoch == epoch && on_old_list(vm, &x->hdr) && vm->ntail == 0);
    CHECK(!(l->hdr.flags & NP_LIST_TAIL) && l->hdr.marked == vm->gc_epoch);
    // Append, then a plain store: remembered plainly, traced whole.
    NpStr *y = np_str_from_cstr(vm, "young appended"), *z = np_str_from_cstr(vm, "young stored");
    CHECK(y && z && np_list_append(vm, l, np_obj(&y->hdr)));
    np_gc_barrier(vm, l);
    l->items[3] = np_obj(&z->hdr);
    CHECK(!(l->hdr.flags & NP_LIST_TAIL) && l->hdr.marked == (vm->gc_epoch | NP_GC_REMEMBERED));
    np_gc_collect(vm);
    CHECK(on_old_list(vm, &y->hdr) && on_old_list(vm, &z->hdr));
    // One young object appended past the log's bound: the log is given up.
    NpStr *w = np_str_from_cstr(vm, "many times");
    CHECK(w);
    for (int i = 0; i < 20000; i++) CHECK(np_list_append(vm, l, np_obj(&w->hdr)));
    CHECK(!(l->hdr.flags & NP_LIST_TAIL) && l->hdr.marked == (vm->gc_epoch | NP_GC_REMEMBERED));
    CHECK(vm->ntail < 20000);
    np_gc_collect(vm);
    CHECK(on_old_list(vm, &w->hdr) && vm->ntail == 0);
    // A major collection drops the flag with the remembered list.
    NpStr *v = np_str_from_cstr(vm, "before major");
    CHECK(v && np_list_append(vm, l, np_obj(&v->hdr)) && (l->hdr.flags & NP_LIST_TAIL));
    np_gc_collect_full(vm);
    CHECK(!(l->hdr.flags & NP_LIST_TAIL) && vm->ntail == 0 && on_old_list(vm, &v->hdr));
    np_pop_roots(vm, 1);
    np_gc_collect_full(vm);
}

// The insertion log (mem21): an old dict given a new key is remembered for insertions
// (NP_DICT_TAIL), its young key and value logged; a resize that moves the entries before the
// minor collection loses neither, an overwrite makes the dict traced whole, a deletion needs
// nothing, an instance's embedded dict is remembered plainly, and a major collection drops
// the flag.
static void test_gc_insert_log(NpVM *vm) {
    np_gc_collect_full(vm);
    NpDict *d = np_dict_new(vm);
    CHECK(d && np_push_root(vm, np_obj(&d->hdr)));
    for (int i = 0; i < 4; i++) {
        NpStr *s = np_str_from_cstr(vm, i == 0 ? "k0" : i == 1 ? "k1" : i == 2 ? "k2" : "k3");
        CHECK(s && np_dict_set(vm, d, np_obj(&s->hdr), np_obj(&s->hdr)));
    }
    np_gc_collect_full(vm);
    CHECK(d->hdr.marked == vm->gc_epoch && vm->ntail == 0);
    // An int key and value: no barrier work.
    CHECK(np_dict_set(vm, d, np_int(1), np_int(2)));
    CHECK(!(d->hdr.flags & NP_DICT_TAIL) && d->hdr.marked == vm->gc_epoch && vm->ntail == 0);
    // Young keys and values, enough of them that the tables are rebuilt (entries move).
    NpStr *first = NULL;
    for (int i = 0; i < 40; i++) {
        char buf[32];
        snprintf(buf, sizeof buf, "young key %d", i);
        NpStr *k = np_str_from_cstr(vm, buf);
        NpList *v = np_list_new(vm, 0);
        CHECK(k && v && np_dict_set(vm, d, np_obj(&k->hdr), np_obj(&v->hdr)));
        if (!first) first = k;
    }
    CHECK((d->hdr.flags & NP_DICT_TAIL) && d->hdr.marked == vm->gc_epoch && vm->ntail == 80);
    // A deletion needs no barrier.
    NpValue gone = np_obj(&first->hdr);
    bool found = false;
    CHECK(np_dict_del(vm, d, gone, NULL, &found) && found);
    uint8_t epoch = vm->gc_epoch;
    np_gc_collect(vm);
    CHECK(vm->gc_epoch == epoch && vm->ntail == 0 && !(d->hdr.flags & NP_DICT_TAIL));
    CHECK(d->n == 44 && on_old_list(vm, d->entries[d->nentries - 1].key.u.o));
    CHECK(on_old_list(vm, d->entries[d->nentries - 1].value.u.o));
    // An insertion, then an overwrite: remembered plainly, traced whole.
    NpStr *a = np_str_from_cstr(vm, "inserted"), *b = np_str_from_cstr(vm, "overwritten");
    CHECK(a && b && np_dict_set(vm, d, np_obj(&a->hdr), np_int(0)) && (d->hdr.flags & NP_DICT_TAIL));
    CHECK(np_dict_set(vm, d, d->entries[0].key, np_obj(&b->hdr)));
    CHECK(!(d->hdr.flags & NP_DICT_TAIL) && d->hdr.marked == (vm->gc_epoch | NP_GC_REMEMBERED));
    np_gc_collect(vm);
    CHECK(on_old_list(vm, &a->hdr) && on_old_list(vm, &b->hdr));
    // A major collection drops the flag with the remembered list.
    NpStr *c = np_str_from_cstr(vm, "before major");
    CHECK(c && np_dict_set(vm, d, np_obj(&c->hdr), np_none()) && (d->hdr.flags & NP_DICT_TAIL));
    np_gc_collect_full(vm);
    CHECK(!(d->hdr.flags & NP_DICT_TAIL) && vm->ntail == 0 && on_old_list(vm, &c->hdr));
    np_pop_roots(vm, 1);
    np_gc_collect_full(vm);
}

// The generational mark (vm/np_gc.h): a minor collection does not trace an old container
// unless a store passed the write barrier, so new objects stored into an old list, dict and
// set through the store helpers survive it; an old object that died stays until a major
// collection frees it.
static void test_gc_minor(NpVM *vm) {
    np_gc_collect_full(vm);
    NpList *l = np_list_new(vm, 0);
    NpDict *d = np_dict_new(vm);
    NpSet *s = np_set_new(vm, false);
    NpList *dead = np_list_new(vm, 0);
    NpList *outer = np_list_new(vm, 0);
    CHECK(l && d && s && dead && outer);
    // Held by an old list, not rooted themselves: minor collections trace C roots whole.
    CHECK(np_list_append(vm, outer, np_obj(&l->hdr)) && np_list_append(vm, outer, np_obj(&d->hdr)) &&
          np_list_append(vm, outer, np_obj(&s->hdr)));
    CHECK(np_push_root(vm, np_obj(&outer->hdr)) && np_push_root(vm, np_obj(&dead->hdr)));
    np_gc_collect_full(vm);
    np_pop_roots(vm, 1);  // [dead] is unreachable from here on
    CHECK(!vm->gc_major_next && l->hdr.marked == vm->gc_epoch);
    NpStr *x = np_str_from_cstr(vm, "appended"), *y = np_str_from_cstr(vm, "dict value");
    NpStr *z = np_str_from_cstr(vm, "set member"), *k = np_str_from_cstr(vm, "key");
    CHECK(x && y && z && k);
    CHECK(np_list_append(vm, l, np_obj(&x->hdr)));
    CHECK(np_dict_set(vm, d, np_obj(&k->hdr), np_obj(&y->hdr)));
    CHECK(np_set_add(vm, s, np_obj(&z->hdr)));
    // Remembered: on the remembered list (the gray array); the list for an append only
    // (NP_LIST_TAIL: its mark stays the epoch, the appended str is in the append log).
    CHECK(l->hdr.marked == vm->gc_epoch && (l->hdr.flags & NP_LIST_TAIL) && vm->ngray >= 3);
    // The dict and the set for an insertion (NP_DICT_TAIL, NP_SET_TAIL, mem21): their new
    // keys and values are logged too.
    CHECK((d->hdr.flags & NP_DICT_TAIL) && d->hdr.marked == vm->gc_epoch);
    CHECK((s->hdr.flags & NP_SET_TAIL) && s->hdr.marked == vm->gc_epoch);
    CHECK(vm->ntail == 4 && vm->tail[0] == &x->hdr && vm->tail[1] == &k->hdr && vm->tail[2] == &y->hdr);
    CHECK(vm->tail[3] == &z->hdr);
    uint8_t epoch = vm->gc_epoch;
    np_gc_collect(vm);
    CHECK(vm->gc_epoch == epoch);  // a minor collection
    CHECK(on_old_list(vm, &x->hdr) && on_old_list(vm, &y->hdr) && on_old_list(vm, &z->hdr));
    CHECK(l->hdr.marked == vm->gc_epoch && l->n == 1 && NP_AS_STR(l->items[0]) == x);
    CHECK(on_old_list(vm, &dead->hdr));  // old garbage waits for a major collection
    np_gc_collect_full(vm);
    CHECK(vm->gc_epoch != epoch && !on_old_list(vm, &dead->hdr) && on_old_list(vm, &x->hdr));
    np_pop_roots(vm, 1);
    np_gc_collect_full(vm);
}

// The nursery (vm/np_gc.c plan_next): with a big live heap the next collection comes after a
// young allocation far smaller than the live heap, and is minor; an old structure that died is
// still freed by a major collection after a bounded amount of allocation, although the heap no
// longer grows.
static void test_gc_nursery(NpVM *vm) {
    np_gc_collect_full(vm);
    NpList *big = np_list_new(vm, 0), *dead = np_list_new(vm, 0);
    CHECK(big && dead && np_list_reserve(vm, big, 1u << 20) && np_list_reserve(vm, dead, 1u << 16));
    CHECK(np_push_root(vm, np_obj(&big->hdr)) && np_push_root(vm, np_obj(&dead->hdr)));
    np_gc_collect_full(vm);
    np_pop_roots(vm, 1);  // [dead] is unreachable from here on, but old
    size_t live = vm->bytes;
    CHECK(live > (16u << 20) && !vm->gc_major_next);
    CHECK(vm->next_gc - live >= NP_GC_NURSERY && vm->next_gc - live < live / 2);
    uint8_t epoch = vm->gc_epoch;
    size_t allocated = 0, collections = 0;
    while (on_old_list(vm, &dead->hdr) && allocated < 20 * live) {
        NpList *garbage = np_list_new(vm, 0);
        CHECK(garbage && np_list_reserve(vm, garbage, 4096));
        allocated += 4096 * sizeof(NpValue);
        if (vm->gc_pending) {
            np_gc_collect(vm);
            if (++collections == 1) CHECK(vm->gc_epoch == epoch);  // the first one is minor
        }
    }
    CHECK(!on_old_list(vm, &dead->hdr) && collections > 2 && big->cap >= (1u << 20));
    np_pop_roots(vm, 1);
    np_gc_collect_full(vm);
}

int main(void) {
    NpVM *vm = npvm_new();
    if (!vm) {
        fprintf(stderr, "npvm_new failed\n");
        return 1;
    }
    test_int_overflow(vm);
    test_int_division(vm);
    test_int_hash_parse(vm);
    test_float(vm);
    test_str(vm);
    test_dict(vm);
    test_set(vm);
    test_list(vm);
    test_memory_limit(vm);
    test_gc(vm);
    test_young_log(vm);
    test_young_log_mapped(vm);
    test_old_log(vm);
    test_gc_minor(vm);
    test_gc_append_log(vm);
    test_gc_insert_log(vm);
    test_gc_nursery(vm);
    CHECK(NP_IS_UNDEF(vm->exc));
    npvm_free(vm);
    printf("test_data: %d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
