/*
 * test_ops.c - unit tests of the object protocol (np_ops.c, np_repr.c), attribute dispatch
 * (np_attr.c), format() and % formatting (np_format.c), exception printing (np_exc.c) and the
 * short-str compare of dict and set probes (np_runtime.h np_str_eq_hashed).
 *
 * Expected values come from CPython 3.11 on 64-bit Linux. Prints every failure and exits
 * non-zero when any check fails.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "np_runtime.h"
#include "capture.h"

static int failures;
static int checks;

#define CHECK(cond)                                                                     \
    do {                                                                                \
        checks++;                                                                       \
        if (!(cond)) {                                                                  \
            failures++;                                                                 \
            printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);             \
        }                                                                               \
    } while (0)

/* ---------------------------------------------------------------- helpers */

// A str value from a C string.
static NpValue S(NpVM *vm, const char *s)
{
    return np_obj(&np_str_from_cstr(vm, s)->hdr);
}

static NpValue tuple2(NpVM *vm, NpValue a, NpValue b)
{
    NpValue items[2] = {a, b};
    return np_obj(&np_tuple_from(vm, items, 2)->hdr);
}

static NpValue list_of(NpVM *vm, const NpValue *items, size_t n)
{
    return np_obj(&np_list_from(vm, items, n)->hdr);
}

// An int value from a decimal string (may be big).
static NpValue I(NpVM *vm, const char *dec)
{
    mpz_t z;
    mpz_init_set_str(z, dec, 10);
    NpValue v;
    np_int_from_mpz(vm, z, &v);
    mpz_clear(z);
    return v;
}

// The message (str of the pending exception), and clears it.
static const char *take_error(NpVM *vm, char *buf, size_t size)
{
    if (NP_IS_UNDEF(vm->exc)) {
        snprintf(buf, size, "<no exception>");
        return buf;
    }
    NpValue e = vm->exc;
    np_exc_clear(vm);
    NpStr *msg = np_to_str(vm, e);
    snprintf(buf, size, "%s: %s", np_type_name(vm, e), msg ? msg->data : "?");
    np_exc_clear(vm);
    return buf;
}

// Checks that [ok] is false and the pending exception prints as [expect] ("Type: msg").
static void expect_error_at(NpVM *vm, bool ok, const char *expect, int line)
{
    char buf[512];
    checks++;
    const char *got = take_error(vm, buf, sizeof buf);
    if (ok || strcmp(got, expect) != 0) {
        failures++;
        printf("%s:%d: expected error \"%s\", got %s\"%s\"\n", __FILE__, line, expect,
               ok ? "success and " : "", got);
    }
}
#define EXPECT_ERROR(ok, msg) expect_error_at(vm, (ok), (msg), __LINE__)

// Checks repr(v) == [expect].
static void expect_repr_at(NpVM *vm, NpValue v, const char *expect, int line)
{
    checks++;
    NpStr *r = np_repr(vm, v);
    char buf[512];
    if (!r) {
        failures++;
        printf("%s:%d: repr failed: %s\n", __FILE__, line, take_error(vm, buf, sizeof buf));
        return;
    }
    if (strcmp(r->data, expect) != 0) {
        failures++;
        printf("%s:%d: repr: expected \"%s\", got \"%s\"\n", __FILE__, line, expect, r->data);
    }
}
#define EXPECT_REPR(v, s) expect_repr_at(vm, (v), (s), __LINE__)

// Checks format(v, spec) == [expect] (or the error "Type: msg" when expect starts with '!').
static void expect_format_at(NpVM *vm, NpValue v, const char *spec, const char *expect, int line)
{
    checks++;
    NpStr *r = np_format(vm, v, np_str_from_cstr(vm, spec));
    char buf[512];
    const char *got = r ? r->data : take_error(vm, buf, sizeof buf);
    const char *want = expect[0] == '!' ? expect + 1 : expect;
    if ((r == NULL) != (expect[0] == '!') || strcmp(got, want) != 0) {
        failures++;
        printf("%s:%d: format(_, '%s'): expected \"%s\", got \"%s\"\n", __FILE__, line, spec,
               expect, got);
    }
}
#define EXPECT_FORMAT(v, spec, s) expect_format_at(vm, (v), (spec), (s), __LINE__)

/* ---------------------------------------------------------------- repr */

static void test_repr(NpVM *vm)
{
    NpDict *d = np_dict_new(vm);
    NpValue inner[3] = {np_none(), np_bool(true), np_float(1.5)};
    np_dict_set(vm, d, S(vm, "k"), list_of(vm, inner, 3));
    NpValue one = np_int(2);
    NpValue items[5] = {np_int(1), S(vm, "a"), np_obj(&np_tuple_from(vm, &one, 1)->hdr),
                        np_obj(&np_dict_new(vm)->hdr), np_obj(&d->hdr)};
    EXPECT_REPR(list_of(vm, items, 5), "[1, 'a', (2,), {}, {'k': [None, True, 1.5]}]");
    EXPECT_REPR(np_obj(&np_tuple_new(vm, 0)->hdr), "()");
    EXPECT_REPR(tuple2(vm, np_int(-3), S(vm, "it's")), "(-3, \"it's\")");
    NpSet *s = np_set_new(vm, false);
    EXPECT_REPR(np_obj(&s->hdr), "set()");
    np_set_add(vm, s, np_int(1));
    np_set_add(vm, s, np_int(2));
    EXPECT_REPR(np_obj(&s->hdr), "{1, 2}");
    NpSet *fs = np_set_new(vm, true);
    EXPECT_REPR(np_obj(&fs->hdr), "frozenset()");
    np_set_add(vm, fs, np_int(1));
    EXPECT_REPR(np_obj(&fs->hdr), "frozenset({1})");
    EXPECT_REPR(np_obj(&np_range_new(vm, 0, 5, 1)->hdr), "range(0, 5)");
    EXPECT_REPR(np_obj(&np_range_new(vm, 0, 10, 2)->hdr), "range(0, 10, 2)");
    EXPECT_REPR(np_obj(&np_slice_new(vm, np_int(1), np_int(2), np_none())->hdr),
                "slice(1, 2, None)");
    EXPECT_REPR(np_obj(vm->not_implemented), "NotImplemented");
    EXPECT_REPR(np_obj(vm->ellipsis), "Ellipsis");
    EXPECT_REPR(np_obj(&vm->types[NP_TYPE_INT]->hdr), "<class 'int'>");
    EXPECT_REPR(np_float(1e16), "1e+16");
    EXPECT_REPR(I(vm, "123456789012345678901234567890"), "123456789012345678901234567890");

    // Recursive containers.
    NpList *l = np_list_new(vm, 0);
    np_list_append(vm, l, np_int(1));
    np_list_append(vm, l, np_obj(&l->hdr));
    EXPECT_REPR(np_obj(&l->hdr), "[1, [...]]");
    NpDict *rd = np_dict_new(vm);
    np_dict_set(vm, rd, S(vm, "self"), np_obj(&rd->hdr));
    EXPECT_REPR(np_obj(&rd->hdr), "{'self': {...}}");

    // Deep nesting fails cleanly.
    NpValue deep = np_obj(&np_list_new(vm, 0)->hdr);
    for (int i = 0; i < 3000; i++)
        deep = list_of(vm, &deep, 1);
    EXPECT_ERROR(np_repr(vm, deep) != NULL,
                 "RecursionError: maximum recursion depth exceeded while getting the repr of an "
                 "object");

    // Exceptions: repr and str.
    NpValue args2[2] = {S(vm, "x"), np_int(1)};
    NpException *e = np_exc_new(vm, vm->types[NP_TYPE_VALUEERROR], np_tuple_from(vm, args2, 2));
    EXPECT_REPR(np_obj(&e->hdr), "ValueError('x', 1)");
    CHECK(strcmp(np_to_str(vm, np_obj(&e->hdr))->data, "('x', 1)") == 0);
    NpException *ke =
        np_exc_new(vm, vm->types[NP_TYPE_KEYERROR], np_tuple_from(vm, args2, 1));
    CHECK(strcmp(np_to_str(vm, np_obj(&ke->hdr))->data, "'x'") == 0);
    EXPECT_REPR(np_obj(&np_exc_new(vm, vm->types[NP_TYPE_VALUEERROR], NULL)->hdr),
                "ValueError()");
}

/* ---------------------------------------------------------------- operators */

static void test_binops(NpVM *vm)
{
    NpValue r;
    EXPECT_ERROR(np_binop(vm, BINOP_ADD, np_int(1), S(vm, "a"), &r),
                 "TypeError: unsupported operand type(s) for +: 'int' and 'str'");
    EXPECT_ERROR(np_binop(vm, BINOP_ADD, S(vm, "a"), np_int(1), &r),
                 "TypeError: can only concatenate str (not \"int\") to str");
    EXPECT_ERROR(np_binop(vm, BINOP_ADD, list_of(vm, NULL, 0),
                          np_obj(&np_tuple_new(vm, 0)->hdr), &r),
                 "TypeError: can only concatenate list (not \"tuple\") to list");
    EXPECT_ERROR(np_binop(vm, BINOP_MUL, S(vm, "a"), np_float(1.5), &r),
                 "TypeError: can't multiply sequence by non-int of type 'float'");
    EXPECT_ERROR(np_binop(vm, BINOP_POW, np_none(), np_int(1), &r),
                 "TypeError: unsupported operand type(s) for ** or pow(): 'NoneType' and 'int'");
    EXPECT_ERROR(np_binop(vm, BINOP_MUL, list_of(vm, &r, 0), I(vm, "100000000000000000000"), &r),
                 "OverflowError: cannot fit 'int' into an index-sized integer");
    NpValue z = np_int(0);
    EXPECT_ERROR(np_binop(vm, BINOP_MUL, list_of(vm, &z, 1), I(vm, "4611686018427387904"), &r),
                 "MemoryError: ");
    EXPECT_ERROR(np_unaryop(vm, UNARY_USUB, S(vm, "a"), &r),
                 "TypeError: bad operand type for unary -: 'str'");
    EXPECT_ERROR(np_unaryop(vm, UNARY_INVERT, np_float(1.5), &r),
                 "TypeError: bad operand type for unary ~: 'float'");

    CHECK(np_binop(vm, BINOP_ADD, np_bool(true), np_bool(true), &r) && NP_IS_INT(r) &&
          r.u.i == 2);
    CHECK(np_binop(vm, BINOP_BITOR, np_bool(true), np_bool(false), &r) && NP_IS_BOOL(r) &&
          r.u.i == 1);
    CHECK(np_binop(vm, BINOP_ADD, np_int(1), np_float(2.5), &r) && NP_IS_FLOAT(r) &&
          r.u.f == 3.5);
    CHECK(np_binop(vm, BINOP_MUL, np_int(3), list_of(vm, &z, 1), &r));
    EXPECT_REPR(r, "[0, 0, 0]");
    CHECK(np_binop(vm, BINOP_MUL, S(vm, "ab"), np_int(2), &r));
    EXPECT_REPR(r, "'abab'");
    CHECK(np_binop(vm, BINOP_ADD, tuple2(vm, np_int(1), np_int(2)),
                   tuple2(vm, np_int(3), np_int(4)), &r));
    EXPECT_REPR(r, "(1, 2, 3, 4)");

    // Sets: the result order follows CPython's algorithms.
    NpSet *a = np_set_new(vm, false), *b = np_set_new(vm, true);
    for (int i = 0; i < 5; i++)
        np_set_add(vm, a, np_int(i));
    for (int i = 3; i < 8; i++)
        np_set_add(vm, b, np_int(i));
    CHECK(np_binop(vm, BINOP_BITOR, np_obj(&a->hdr), np_obj(&b->hdr), &r));
    EXPECT_REPR(r, "{0, 1, 2, 3, 4, 5, 6, 7}");
    CHECK(np_binop(vm, BINOP_BITAND, np_obj(&a->hdr), np_obj(&b->hdr), &r));
    EXPECT_REPR(r, "{3, 4}");
    CHECK(np_binop(vm, BINOP_SUB, np_obj(&b->hdr), np_obj(&a->hdr), &r));
    EXPECT_REPR(r, "frozenset({5, 6, 7})");
    CHECK(np_binop(vm, BINOP_BITXOR, np_obj(&a->hdr), np_obj(&b->hdr), &r));
    EXPECT_REPR(r, "{0, 1, 2, 5, 6, 7}");

    // list += iterable extends in place.
    NpValue l = list_of(vm, &z, 1);
    CHECK(np_inplace_binop(vm, BINOP_ADD, l, S(vm, "ab"), &r) && np_is(r, l));
    EXPECT_REPR(l, "[0, 'a', 'b']");
    CHECK(np_inplace_binop(vm, BINOP_ADD, l, l, &r));
    EXPECT_REPR(l, "[0, 'a', 'b', 0, 'a', 'b']");
}

static void test_compare(NpVM *vm)
{
    NpValue r;
    EXPECT_ERROR(np_compare(vm, CMP_LT, np_int(1), S(vm, "a"), &r),
                 "TypeError: '<' not supported between instances of 'int' and 'str'");
    EXPECT_ERROR(np_compare(vm, CMP_GTE, list_of(vm, NULL, 0), np_obj(&np_tuple_new(vm, 0)->hdr),
                            &r),
                 "TypeError: '>=' not supported between instances of 'list' and 'tuple'");
    CHECK(np_compare(vm, CMP_EQ, np_int(1), S(vm, "a"), &r) && NP_IS_BOOL(r) && r.u.i == 0);
    // 2**53 + 1 is not equal to float(2**53), and compares greater.
    CHECK(np_compare(vm, CMP_EQ, np_int((1LL << 53) + 1), np_float(9007199254740992.0), &r) &&
          r.u.i == 0);
    CHECK(np_compare(vm, CMP_GT, np_int((1LL << 53) + 1), np_float(9007199254740992.0), &r) &&
          r.u.i == 1);
    CHECK(np_compare(vm, CMP_LT, np_float(1e300), I(vm, "1" "000000000000000000000000000000"
                                                   "0000000000000000000000000000000000000000"
                                                   "000000000000000000000000000000000000000"
                                                   "0000000000000000000000000000000000000000"
                                                   "0000000000000000000000000000000000000000"
                                                   "0000000000000000000000000000000000000000"
                                                   "0000000000000000000000000000000000000000"
                                                   "0000000000000000000000000000000000000000"),
                     &r) && r.u.i == 1);
    CHECK(np_compare(vm, CMP_EQ, np_float(NAN), np_float(NAN), &r) && r.u.i == 0);
    CHECK(np_compare(vm, CMP_LT, np_float(1.5), np_int(2), &r) && r.u.i == 1);
    CHECK(np_compare(vm, CMP_EQ, np_bool(true), np_float(1.0), &r) && r.u.i == 1);
    NpValue a[2] = {np_int(1), np_int(2)}, b[2] = {np_int(1), np_int(3)};
    CHECK(np_compare(vm, CMP_LT, list_of(vm, a, 2), list_of(vm, b, 2), &r) && r.u.i == 1);
    CHECK(np_compare(vm, CMP_LT, list_of(vm, a, 1), list_of(vm, a, 2), &r) && r.u.i == 1);
    CHECK(np_compare(vm, CMP_EQ, tuple2(vm, a[0], a[1]), tuple2(vm, a[0], a[1]), &r) &&
          r.u.i == 1);
    CHECK(np_compare(vm, CMP_LT, S(vm, "abc"), S(vm, "abd"), &r) && r.u.i == 1);
    // A list containing the same NaN object equals itself (identity shortcut).
    NpValue nan = np_float(NAN);
    NpValue ln = list_of(vm, &nan, 1);
    CHECK(np_compare(vm, CMP_EQ, ln, list_of(vm, &nan, 1), &r) && r.u.i == 1);
    NpSet *s1 = np_set_new(vm, false), *s2 = np_set_new(vm, true);
    np_set_add(vm, s1, np_int(1));
    np_set_add(vm, s2, np_int(1));
    np_set_add(vm, s2, np_int(2));
    CHECK(np_compare(vm, CMP_LT, np_obj(&s1->hdr), np_obj(&s2->hdr), &r) && r.u.i == 1);
    CHECK(np_compare(vm, CMP_EQ, np_obj(&s1->hdr), np_obj(&s2->hdr), &r) && r.u.i == 0);
    NpDict *d1 = np_dict_new(vm), *d2 = np_dict_new(vm);
    np_dict_set(vm, d1, S(vm, "a"), np_int(1));
    np_dict_set(vm, d2, S(vm, "a"), np_float(1.0));
    CHECK(np_compare(vm, CMP_EQ, np_obj(&d1->hdr), np_obj(&d2->hdr), &r) && r.u.i == 1);
    CHECK(np_compare(vm, CMP_EQ, np_none(), np_none(), &r) && r.u.i == 1);
}

static void test_hash(NpVM *vm)
{
    int64_t h;
    CHECK(np_hash(vm, tuple2(vm, np_int(1), np_int(2)), &h) && h == -3550055125485641917LL);
    CHECK(np_hash(vm, np_float(1.5), &h) && h == 1152921504606846977LL);
    CHECK(np_hash(vm, np_int(-1), &h) && h == -2);
    CHECK(np_hash(vm, I(vm, "2305843009213693952"), &h) && h == 1);
    CHECK(np_hash(vm, np_obj(&np_tuple_new(vm, 0)->hdr), &h) && h == 5740354900026072187LL);
    NpSet *fs = np_set_new(vm, true);
    CHECK(np_hash(vm, np_obj(&fs->hdr), &h) && h == 133146708735736LL);
    fs = np_set_new(vm, true);
    for (int i = 1; i <= 3; i++)
        np_set_add(vm, fs, np_int(i));
    CHECK(np_hash(vm, np_obj(&fs->hdr), &h) && h == -272375401224217160LL);
    NpValue inner = tuple2(vm, np_int(2), np_int(3));
    NpValue t3[3] = {np_int(1), inner, np_bool(true)};
    CHECK(np_hash(vm, np_obj(&np_tuple_from(vm, t3, 3)->hdr), &h) && h == -967618612459855757LL);
    CHECK(np_hash(vm, np_obj(&np_range_new(vm, 0, 5, 1)->hdr), &h) &&
          h == 5795932985296280846LL);
    EXPECT_ERROR(np_hash(vm, list_of(vm, NULL, 0), &h), "TypeError: unhashable type: 'list'");
    NpValue l = list_of(vm, NULL, 0);
    EXPECT_ERROR(np_hash(vm, np_obj(&np_tuple_from(vm, &l, 1)->hdr), &h),
                 "TypeError: unhashable type: 'list'");
    EXPECT_ERROR(np_hash(vm, np_obj(&np_set_new(vm, false)->hdr), &h),
                 "TypeError: unhashable type: 'set'");
}

/* ---------------------------------------------------------------- items, iteration */

static void test_items(NpVM *vm)
{
    NpValue items[10], r;
    for (int i = 0; i < 10; i++)
        items[i] = np_int(i);
    NpValue l = list_of(vm, items, 10);
    NpSlice *step2 = np_slice_new(vm, np_none(), np_none(), np_int(2));
    CHECK(np_getitem(vm, l, np_obj(&step2->hdr), &r));
    EXPECT_REPR(r, "[0, 2, 4, 6, 8]");
    CHECK(np_getitem(vm, l, np_int(-1), &r) && r.u.i == 9);
    EXPECT_ERROR(np_getitem(vm, l, np_int(10), &r), "IndexError: list index out of range");
    EXPECT_ERROR(np_getitem(vm, l, S(vm, "a"), &r),
                 "TypeError: list indices must be integers or slices, not str");
    EXPECT_ERROR(np_setitem(vm, l, np_obj(&step2->hdr), list_of(vm, items, 3)),
                 "ValueError: attempt to assign sequence of size 3 to extended slice of size 5");
    EXPECT_ERROR(np_setitem(vm, l, np_obj(&np_slice_new(vm, np_int(1), np_int(2), np_none())->hdr),
                            np_int(5)),
                 "TypeError: can only assign an iterable");
    CHECK(np_delitem(vm, l, np_obj(&step2->hdr)));
    EXPECT_REPR(l, "[1, 3, 5, 7, 9]");
    CHECK(np_setitem(vm, l, np_obj(&np_slice_new(vm, np_int(1), np_int(3), np_none())->hdr),
                     list_of(vm, items, 4)));
    EXPECT_REPR(l, "[1, 0, 1, 2, 3, 7, 9]");
    CHECK(np_setitem(vm, l, np_obj(&np_slice_new(vm, np_none(), np_none(), np_int(-3))->hdr),
                     list_of(vm, items + 7, 3)));
    EXPECT_REPR(l, "[9, 0, 1, 8, 3, 7, 7]");
    EXPECT_ERROR(np_setitem(vm, l, np_int(7), np_none()),
                 "IndexError: list assignment index out of range");
    NpValue s = S(vm, "h\xc3\xa9llo");
    CHECK(np_getitem(vm, s, np_int(1), &r));
    EXPECT_REPR(r, "'\xc3\xa9'");
    CHECK(np_getitem(vm, s, np_obj(&np_slice_new(vm, np_none(), np_none(), np_int(-1))->hdr), &r));
    EXPECT_REPR(r, "'oll\xc3\xa9h'");
    EXPECT_ERROR(np_getitem(vm, s, np_int(5), &r), "IndexError: string index out of range");
    EXPECT_ERROR(np_getitem(vm, s, S(vm, "x"), &r),
                 "TypeError: string indices must be integers, not 'str'");
    EXPECT_ERROR(np_setitem(vm, s, np_int(0), s),
                 "TypeError: 'str' object does not support item assignment");
    EXPECT_ERROR(np_getitem(vm, np_int(1), np_int(0), &r),
                 "TypeError: 'int' object is not subscriptable");
    NpDict *d = np_dict_new(vm);
    EXPECT_ERROR(np_getitem(vm, np_obj(&d->hdr), S(vm, "k"), &r), "KeyError: 'k'");
    EXPECT_ERROR(np_getitem(vm, np_obj(&d->hdr), list_of(vm, NULL, 0), &r),
                 "TypeError: unhashable type: 'list'");
    NpValue rg = np_obj(&np_range_new(vm, 0, 10, 1)->hdr);
    CHECK(np_getitem(vm, rg, np_obj(&np_slice_new(vm, np_none(), np_none(), np_int(-1))->hdr),
                     &r));
    EXPECT_REPR(r, "range(9, -1, -1)");
    EXPECT_ERROR(np_getitem(vm, rg, np_int(10), &r), "IndexError: range object index out of range");

    bool in;
    EXPECT_ERROR(np_contains(vm, s, np_int(1), &in),
                 "TypeError: 'in <string>' requires string as left operand, not int");
    CHECK(np_contains(vm, s, S(vm, "ll"), &in) && in);
    CHECK(np_contains(vm, rg, np_int(9), &in) && in);
    CHECK(np_contains(vm, rg, np_float(3.0), &in) && in);
    CHECK(np_contains(vm, np_obj(&np_range_new(vm, 10, 0, -3)->hdr), np_int(4), &in) && in);
    CHECK(np_contains(vm, np_obj(&np_range_new(vm, 10, 0, -3)->hdr), np_int(5), &in) && !in);
    EXPECT_ERROR(np_contains(vm, np_int(3), np_int(5), &in),
                 "TypeError: argument of type 'int' is not iterable");
    int64_t n;
    EXPECT_ERROR(np_len(vm, np_int(5), &n), "TypeError: object of type 'int' has no len()");
    CHECK(np_len(vm, s, &n) && n == 5);
}

static void test_iter(NpVM *vm)
{
    NpDict *d = np_dict_new(vm);
    np_dict_set(vm, d, np_int(1), np_int(1));
    NpValue it, v;
    CHECK(np_iter(vm, np_obj(&d->hdr), &it));
    CHECK(np_next(vm, it, &v) == 1);
    np_dict_set(vm, d, np_int(2), np_int(2));
    CHECK(np_next(vm, it, &v) == -1);
    EXPECT_ERROR(false, "RuntimeError: dictionary changed size during iteration");
    EXPECT_ERROR(np_iter(vm, np_int(5), &it), "TypeError: 'int' object is not iterable");
    NpList *l = np_list_from_iter(vm, S(vm, "abc"));
    EXPECT_REPR(np_obj(&l->hdr), "['a', 'b', 'c']");
    l = np_list_from_iter(vm, np_obj(&np_range_new(vm, 5, -5, -3)->hdr));
    EXPECT_REPR(np_obj(&l->hdr), "[5, 2, -1, -4]");
    CHECK(np_iter(vm, np_obj(&l->hdr), &it));
    NpStr *ir = np_repr(vm, it);
    CHECK(ir && strncmp(ir->data, "<list_iterator object at 0x", 27) == 0);
}

/* ---------------------------------------------------------------- attributes */

static void test_attr(NpVM *vm)
{
    NpValue r;
    EXPECT_ERROR(np_getattr(vm, np_int(1), np_intern_cstr(vm, "foo"), &r),
                 "AttributeError: 'int' object has no attribute 'foo'");
    EXPECT_ERROR(np_getattr(vm, np_obj(&vm->types[NP_TYPE_INT]->hdr), np_intern_cstr(vm, "foo"),
                            &r),
                 "AttributeError: type object 'int' has no attribute 'foo'");
    EXPECT_ERROR(np_getattr(vm, list_of(vm, NULL, 0), np_intern_cstr(vm, "__dict__"), &r),
                 "AttributeError: 'list' object has no attribute '__dict__'");
    EXPECT_ERROR(np_getattr(vm, np_obj(&vm->types[NP_TYPE_INT]->hdr),
                            np_intern_cstr(vm, "__subclasses__"), &r),
                 "AttributeError: type object 'int' has no attribute '__subclasses__'");
    CHECK(np_getattr(vm, np_int(1), np_intern_cstr(vm, "__class__"), &r) &&
          NP_AS_OBJ(r) == &vm->types[NP_TYPE_INT]->hdr);
    CHECK(np_getattr(vm, r, np_intern_cstr(vm, "__name__"), &r) && NP_IS_STR(r) &&
          strcmp(NP_AS_STR(r)->data, "int") == 0);
    EXPECT_ERROR(np_setattr(vm, list_of(vm, NULL, 0), np_intern_cstr(vm, "x"), np_none()),
                 "AttributeError: 'list' object has no attribute 'x'");
    NpValue args = S(vm, "m");
    NpException *e = np_exc_new(vm, vm->types[NP_TYPE_VALUEERROR], np_tuple_from(vm, &args, 1));
    CHECK(np_getattr(vm, np_obj(&e->hdr), np_intern_cstr(vm, "args"), &r));
    EXPECT_REPR(r, "('m',)");
    NpValue argv[2] = {S(vm, "x"), np_int(1)};
    NpTuple *kw = np_tuple_from(vm, argv, 1);
    NpType *ve = vm->types[NP_TYPE_VALUEERROR];
    EXPECT_ERROR(ve->construct(vm, ve, 2, argv, kw, &r),
                 "TypeError: ValueError() takes no keyword arguments");
    CHECK(ve->construct(vm, ve, 2, argv, NULL, &r));
    EXPECT_REPR(r, "ValueError('x', 1)");
}

/* ---------------------------------------------------------------- format */

static void test_format(NpVM *vm)
{
    NpValue n1234 = np_int(1234);
    EXPECT_FORMAT(n1234, "08,", "0,001,234");
    EXPECT_FORMAT(n1234, "010,", "00,001,234");
    EXPECT_FORMAT(n1234, "*=10,", "*****1,234");
    EXPECT_FORMAT(np_int(-1234), "010,", "-0,001,234");
    EXPECT_FORMAT(n1234, "#010_x", "0x000_04d2");
    EXPECT_FORMAT(np_int(255), "#_b", "0b1111_1111");
    EXPECT_FORMAT(np_int(-12), "#x", "-0xc");
    EXPECT_FORMAT(np_int(12), "#X", "0XC");
    EXPECT_FORMAT(np_int(5), "=+5", "+   5");
    EXPECT_FORMAT(np_int(-5), "^+5", " -5  ");
    EXPECT_FORMAT(np_int(1), "x<3", "1xx");
    EXPECT_FORMAT(np_int(65), "c", "A");
    EXPECT_FORMAT(np_int(12), "%", "1200.000000%");
    EXPECT_FORMAT(np_bool(true), ">5", "    1");
    EXPECT_FORMAT(np_bool(true), "", "True");
    EXPECT_FORMAT(I(vm, "1000000000000000000000000000000"), ",",
                  "1,000,000,000,000,000,000,000,000,000,000");
    EXPECT_FORMAT(np_float(INFINITY), "010", "0000000inf");
    EXPECT_FORMAT(np_float(NAN), "+010", "+000000nan");
    EXPECT_FORMAT(np_float(1.5), ".0", "2e+00");
    EXPECT_FORMAT(np_float(1.0), ".3", "1.0");
    EXPECT_FORMAT(np_float(100.0), ".3", "1e+02");
    EXPECT_FORMAT(np_float(10.0), ".3", "10.0");
    EXPECT_FORMAT(np_float(1e16), ",", "1e+16");
    EXPECT_FORMAT(np_float(1234567.0), ",", "1,234,567.0");
    EXPECT_FORMAT(np_float(1234567.0), "012,.2f", "1,234,567.00");
    EXPECT_FORMAT(np_float(1.5), ".3%", "150.000%");
    EXPECT_FORMAT(np_float(-0.0), "z", "0.0");
    EXPECT_FORMAT(np_float(-0.0001), "z.2f", "0.00");
    EXPECT_FORMAT(np_float(123456789.0), ".3", "1.23e+08");
    EXPECT_FORMAT(np_float(1.5), "#.3", "1.50");
    EXPECT_FORMAT(np_float(1.5), "e", "1.500000e+00");
    EXPECT_FORMAT(np_float(INFINITY), "E", "INF");
    EXPECT_FORMAT(np_float(3.0), "g", "3");
    EXPECT_FORMAT(np_float(2.675), ".2f", "2.67");
    EXPECT_FORMAT(np_float(1.25), "^9.1f", "   1.2   ");
    EXPECT_FORMAT(S(vm, "a"), "05", "a0000");
    EXPECT_FORMAT(S(vm, "abc"), ".2", "ab");
    EXPECT_FORMAT(S(vm, "abc"), "^7", "  abc  ");
    EXPECT_FORMAT(S(vm, "\xc3\xa9"), "\xe2\x98\x85>3", "\xe2\x98\x85\xe2\x98\x85\xc3\xa9");
    EXPECT_FORMAT(S(vm, "a"), "d", "!ValueError: Unknown format code 'd' for object of type 'str'");
    EXPECT_FORMAT(np_float(1.5), "d",
                  "!ValueError: Unknown format code 'd' for object of type 'float'");
    EXPECT_FORMAT(np_int(1), ",x", "!ValueError: Cannot specify ',' with 'x'.");
    EXPECT_FORMAT(np_int(1), ".2d",
                  "!ValueError: Precision not allowed in integer format specifier");
    EXPECT_FORMAT(S(vm, "a"), "=5",
                  "!ValueError: '=' alignment not allowed in string format specifier");
    EXPECT_FORMAT(S(vm, "a"), "+", "!ValueError: Sign not allowed in string format specifier");
    EXPECT_FORMAT(np_int(1), "abc",
                  "!ValueError: Invalid format specifier 'abc' for object of type 'int'");
    EXPECT_FORMAT(np_int(1), ".", "!ValueError: Format specifier missing precision");
    EXPECT_FORMAT(np_int(-1), "c", "!OverflowError: %c arg not in range(0x110000)");
    EXPECT_FORMAT(list_of(vm, NULL, 0), "x",
                  "!TypeError: unsupported format string passed to list.__format__");
    EXPECT_FORMAT(list_of(vm, NULL, 0), "", "[]");
    EXPECT_FORMAT(np_int(1), "1000000000000", "!MemoryError: ");
}

static void test_percent(NpVM *vm)
{
    NpValue a[10] = {np_float(3.14159), np_int(42), S(vm, "hi"), S(vm, "hi"), np_int(255),
                     np_int(-42), np_float(12345.678), np_int(65), np_int(8), np_int(7)};
    NpStr *r = np_str_percent(vm, np_str_from_cstr(vm, "%5.2f|%-4d|%s|%r|%x|%05d|%+.3e|%c|%%|%#o|%.3d"),
                              np_obj(&np_tuple_from(vm, a, 10)->hdr));
    CHECK(r && strcmp(r->data, " 3.14|42  |hi|'hi'|ff|-0042|+1.235e+04|A|%|0o10|007") == 0);
    NpDict *d = np_dict_new(vm);
    NpValue one = np_int(1);
    np_dict_set(vm, d, S(vm, "a"), list_of(vm, &one, 1));
    np_dict_set(vm, d, S(vm, "b"), np_float(2.25));
    r = np_str_percent(vm, np_str_from_cstr(vm, "%(a)s-%(b)05.1f"), np_obj(&d->hdr));
    CHECK(r && strcmp(r->data, "[1]-002.2") == 0);
    NpValue b[4] = {np_int(5), np_int(3), np_int(4), S(vm, "x")};
    r = np_str_percent(vm, np_str_from_cstr(vm, "%*d|%-*s|"), np_obj(&np_tuple_from(vm, b, 4)->hdr));
    CHECK(r && strcmp(r->data, "    3|x   |") == 0);
    r = np_str_percent(vm, np_str_from_cstr(vm, "%10.4s|%i"),
                       tuple2(vm, S(vm, "abcdefg"), np_float(3.9)));
    CHECK(r && strcmp(r->data, "      abcd|3") == 0);
    EXPECT_ERROR(np_str_percent(vm, np_str_from_cstr(vm, "%s %s"), np_int(1)) != NULL,
                 "TypeError: not enough arguments for format string");
    EXPECT_ERROR(np_str_percent(vm, np_str_from_cstr(vm, "%s"), tuple2(vm, one, one)) != NULL,
                 "TypeError: not all arguments converted during string formatting");
    EXPECT_ERROR(np_str_percent(vm, np_str_from_cstr(vm, "%d"), S(vm, "a")) != NULL,
                 "TypeError: %d format: a real number is required, not str");
    EXPECT_ERROR(np_str_percent(vm, np_str_from_cstr(vm, "%x"), np_float(1.5)) != NULL,
                 "TypeError: %x format: an integer is required, not float");
    EXPECT_ERROR(np_str_percent(vm, np_str_from_cstr(vm, "%z"), one) != NULL,
                 "ValueError: unsupported format character 'z' (0x7a) at index 1");
    EXPECT_ERROR(np_str_percent(vm, np_str_from_cstr(vm, "%(a)s"), one) != NULL,
                 "TypeError: format requires a mapping");
    EXPECT_ERROR(np_str_percent(vm, np_str_from_cstr(vm, "%(zz)s"), np_obj(&d->hdr)) != NULL,
                 "KeyError: 'zz'");
    EXPECT_ERROR(np_str_percent(vm, np_str_from_cstr(vm, "%c"), S(vm, "ab")) != NULL,
                 "TypeError: %c requires int or char");
}

/* ---------------------------------------------------------------- tracebacks */

// A fake proto for traceback entries.
static NpProto *fake_proto(NpVM *vm, const char *name, const char *file, bool module)
{
    NpProto *p = (NpProto *)np_alloc_obj(vm, sizeof(NpProto), OBJ_PROTO, vm->types[NP_TYPE_CODE]);
    p->name = np_intern_cstr(vm, name);
    p->qualname = p->name;
    p->filename = np_intern_cstr(vm, file);
    p->flags = module ? NP_PROTO_MODULE : 0;
    return p;
}

static void test_traceback(NpVM *vm)
{
    Capture cap = {.len = 0};
    void *old_ud = vm->write_ud;
    NpWriteFn old_err = vm->write_err;
    vm->write_err = capture;
    vm->write_ud = &cap;
    const char *src = "def f(x):\n    return 1 / x\n\ntry:\n    f(0)\nexcept Exception as e:\n"
                      "    raise ValueError('bad', 2)\n";
    NpProto *mod = fake_proto(vm, "<module>", "prog.py", true);
    NpProto *f = fake_proto(vm, "f", "prog.py", false);
    NpValue msg = S(vm, "division by zero");
    NpException *inner =
        np_exc_new(vm, vm->types[NP_TYPE_ZERODIVISIONERROR], np_tuple_from(vm, &msg, 1));
    np_exc_add_trace(vm, inner, mod, 5, 0);
    np_exc_add_trace(vm, inner, f, 2, 0);
    NpValue args[2] = {S(vm, "bad"), np_int(2)};
    NpException *outer = np_exc_new(vm, vm->types[NP_TYPE_VALUEERROR], np_tuple_from(vm, args, 2));
    np_exc_add_trace(vm, outer, mod, 7, 0);
    outer->context = np_obj(&inner->hdr);
    np_exc_print(vm, np_obj(&outer->hdr), src, strlen(src));
    const char *expect =
        "Traceback (most recent call last):\n"
        "  File \"prog.py\", line 5, in <module>\n"
        "    f(0)\n"
        "  File \"prog.py\", line 2, in f\n"
        "    return 1 / x\n"
        "ZeroDivisionError: division by zero\n"
        "\nDuring handling of the above exception, another exception occurred:\n\n"
        "Traceback (most recent call last):\n"
        "  File \"prog.py\", line 7, in <module>\n"
        "    raise ValueError('bad', 2)\n"
        "ValueError: ('bad', 2)\n";
    checks++;
    if (strcmp(cap.buf, expect) != 0) {
        failures++;
        printf("traceback mismatch:\n--- got\n%s--- expected\n%s", cap.buf, expect);
    }
    // Direct cause, an exception without args, and repeated frames.
    capture_reset(&cap);
    NpException *a = np_exc_new(vm, vm->types[NP_TYPE_KEYERROR], np_tuple_from(vm, args, 1));
    NpException *b = np_exc_new(vm, vm->types[NP_TYPE_RUNTIMEERROR], NULL);
    for (int i = 0; i < 6; i++)
        np_exc_add_trace(vm, b, f, 2, 0);
    b->cause = np_obj(&a->hdr);
    b->suppress_context = true;
    np_exc_print(vm, np_obj(&b->hdr), NULL, 0);
    expect = "KeyError: 'bad'\n"
             "\nThe above exception was the direct cause of the following exception:\n\n"
             "Traceback (most recent call last):\n"
             "  File \"prog.py\", line 2, in f\n"
             "  File \"prog.py\", line 2, in f\n"
             "  File \"prog.py\", line 2, in f\n"
             "  [Previous line repeated 3 more times]\n"
             "RuntimeError\n";
    checks++;
    if (strcmp(cap.buf, expect) != 0) {
        failures++;
        printf("traceback mismatch:\n--- got\n%s--- expected\n%s", cap.buf, expect);
    }
    vm->write_err = old_err;
    vm->write_ud = old_ud;
}

// np_str_eq_hashed (the short-str compare of dict and set probes) on strs of every length up
// to 20 bytes: an equal copy compares equal, and a copy with any one byte changed does not (a
// dict reaches the compare only for equal hashes, so script tests could not see a wrong
// "equal" for most of these).
static void test_str_eq_short(NpVM *vm)
{
    const char *base = "abcdefghijklmnopqrst";
    for (size_t n = 0; n <= 20; n++) {
        NpStr *a = np_str_new(vm, base, n), *b = np_str_new(vm, base, n);
        CHECK(a && b && np_str_eq_hashed(a, b) && np_str_eq_hashed(b, a));
        for (size_t pos = 0; pos < n; pos++) {
            char buf[21];
            memcpy(buf, base, n);
            buf[pos] = '#';
            NpStr *c = np_str_new(vm, buf, n);
            CHECK(c && !np_str_eq_hashed(a, c) && !np_str_eq_hashed(c, a));
        }
        if (n > 0) {
            NpStr *shorter = np_str_new(vm, base, n - 1);
            CHECK(shorter && !np_str_eq_hashed(a, shorter));
        }
    }
}

int main(void)
{
    NpVM *vm = npvm_new();
    if (!vm) {
        printf("npvm_new failed\n");
        return 1;
    }
    test_repr(vm);
    test_binops(vm);
    test_compare(vm);
    test_hash(vm);
    test_items(vm);
    test_iter(vm);
    test_attr(vm);
    test_format(vm);
    test_percent(vm);
    test_traceback(vm);
    test_str_eq_short(vm);
    npvm_free(vm);
    printf("test_ops: %d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
