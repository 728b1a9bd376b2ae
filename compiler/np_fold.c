/*
 * np_fold.c - compile-time evaluation of literals and constant arithmetic.
 *
 * Folds number/str literals, unary minus/plus/invert, binary arithmetic on ints (past int64
 * within CPython's folding limits: `2**64`, `1 << 64`) and floats, str concatenation and tuples
 * of constants. It never folds anything whose result could be huge or raise (`1/0`,
 * `2**100000`, `'a' * 10**9` stay runtime operations), and only folds float operations whose C
 * result is exactly Python's (+, -, *, /).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "np_compint.h"

// Largest str a fold may produce (CPython's limit for folding is 4096 too).
#define NP_FOLD_MAX_STR 4096

// Turns the pending runtime exception (from parsing an int literal) into a compile error.
static void exc_to_error(NpFuncState *fs, const NpExpr *e)
{
    NpVM *vm = fs->c->vm;
    const char *msg = "invalid literal";
    if (NP_IS_EXC(vm->exc)) {
        NpException *x = NP_AS_EXC(vm->exc);
        if (x->args && x->args->n > 0 && NP_IS_STR(x->args->items[0]))
            msg = NP_AS_STR(x->args->items[0])->data;
        if (x == vm->memory_error)
            msg = "out of memory during compilation";
    }
    npcomp_error(fs->c, e->loc, "%s", msg);
    np_exc_clear(vm);
}

static bool fold_constant(NpFuncState *fs, const NpExpr *e, NpValue *out)
{
    NpVM *vm = fs->c->vm;
    const NpConst *k = &e->u.constant;
    switch (k->kind) {
    case CONST_NONE: *out = np_none(); return true;
    case CONST_TRUE: *out = np_bool(true); return true;
    case CONST_FALSE: *out = np_bool(false); return true;
    case CONST_ELLIPSIS: *out = np_obj(vm->ellipsis); return true;
    case CONST_FLOAT: *out = np_float(k->f); return true;
    case CONST_INT:
        if (!np_int_parse(vm, k->text, strlen(k->text), 0, out)) {
            exc_to_error(fs, e);
            return false;
        }
        return true;
    case CONST_STR: {
        NpStr *s = np_intern(vm, k->str, k->len);
        if (!s) {
            exc_to_error(fs, e);
            return false;
        }
        *out = np_obj(&s->hdr);
        return true;
    }
    case CONST_IMAG: return false;  // not a constant: compile_imag (np_compexpr.c) calls complex
    case CONST_BYTES: {
        NpBytes *b = np_bytes_new(vm, k->str ? k->str : "", k->len);
        if (!b) {
            exc_to_error(fs, e);
            return false;
        }
        *out = np_obj(&b->hdr);
        return true;
    }
    }
    return false;
}

// Python's floor division and modulo of int64s (b != 0, no INT64_MIN / -1).
static int64_t floordiv64(int64_t a, int64_t b)
{
    int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        q--;
    return q;
}

static int64_t mod64(int64_t a, int64_t b)
{
    int64_t m = a % b;
    if (m != 0 && ((m < 0) != (b < 0)))
        m += b;
    return m;
}

// a ** b for small non-negative b with overflow detection.
static bool pow64(int64_t a, int64_t b, int64_t *out)
{
    int64_t r = 1;
    if (b < 0 || b > 64)
        return a == 1 && b >= 0 ? (*out = 1, true) : false;
    for (int64_t i = 0; i < b; i++)
        if (__builtin_mul_overflow(r, a, &r))
            return false;
    *out = r;
    return true;
}

static bool fold_int_op(NpBinOp op, int64_t a, int64_t b, NpValue *out)
{
    int64_t r;
    switch (op) {
    case BINOP_ADD: if (__builtin_add_overflow(a, b, &r)) return false; break;
    case BINOP_SUB: if (__builtin_sub_overflow(a, b, &r)) return false; break;
    case BINOP_MUL: if (__builtin_mul_overflow(a, b, &r)) return false; break;
    case BINOP_FLOORDIV:
    case BINOP_MOD:
        if (b == 0 || (a == INT64_MIN && b == -1))
            return false;
        r = op == BINOP_MOD ? mod64(a, b) : floordiv64(a, b);
        break;
    case BINOP_DIV: {
        const int64_t lim = (int64_t)1 << 53;
        if (b == 0 || a > lim || a < -lim || b > lim || b < -lim)
            return false;
        *out = np_float((double)a / (double)b);
        return true;
    }
    case BINOP_POW: if (!pow64(a, b, &r)) return false; break;
    case BINOP_LSHIFT:
        // Shift as unsigned (a signed shift of a negative value is undefined), then check
        // that shifting back gives [a] again, i.e. nothing overflowed.
        if (b < 0 || b > 62)
            return false;
        r = (int64_t)((uint64_t)a << b);
        if ((r >> b) != a)
            return false;
        break;
    case BINOP_RSHIFT:
        if (b < 0)
            return false;
        r = b >= 63 ? (a < 0 ? -1 : 0) : a >> b;
        break;
    case BINOP_BITAND: r = a & b; break;
    case BINOP_BITOR: r = a | b; break;
    case BINOP_BITXOR: r = a ^ b; break;
    default: return false;
    }
    *out = np_int(r);
    return true;
}

static bool fold_float_op(NpBinOp op, double a, double b, NpValue *out)
{
    double r;
    switch (op) {
    case BINOP_ADD: r = a + b; break;
    case BINOP_SUB: r = a - b; break;
    case BINOP_MUL: r = a * b; break;
    case BINOP_DIV:
        if (b == 0)
            return false;
        r = a / b;
        break;
    default: return false;
    }
    *out = np_float(r);
    return true;
}

// Concatenates two constant strs when the result stays small.
static bool fold_str_add(NpFuncState *fs, NpStr *a, NpStr *b, NpValue *out)
{
    if (a->len + b->len > NP_FOLD_MAX_STR)
        return false;
    char buf[NP_FOLD_MAX_STR + 1];
    memcpy(buf, a->data, a->len);
    memcpy(buf + a->len, b->data, b->len);
    NpStr *s = np_intern(fs->c->vm, buf, a->len + b->len);
    if (!s)
        return false;
    *out = np_obj(&s->hdr);
    return true;
}

// The bit length of int [v] (a small int or a GMP one): abs(v).bit_length().
static uint64_t int_bits(NpValue v)
{
    if (NP_IS_BIGINT(v))
        return mpz_sgn(NP_AS_BIGINT(v)->z) ? mpz_sizeinbase(NP_AS_BIGINT(v)->z, 2) : 0;
    uint64_t m = v.u.i < 0 ? (uint64_t)0 - (uint64_t)v.u.i : (uint64_t)v.u.i;
    return m ? 64 - (uint64_t)__builtin_clzll(m) : 0;
}

bool npcomp_int_fold_allowed(NpBinOp op, NpValue a, NpValue b)
{
    uint64_t ab = int_bits(a), bb = int_bits(b);
    bool bneg = NP_IS_BIGINT(b) ? mpz_sgn(NP_AS_BIGINT(b)->z) < 0 : b.u.i < 0;
    switch (op) {
    case BINOP_MUL: return ab + bb <= 128;
    case BINOP_POW: return ab == 0 || bneg || (bb <= 8 && ab * (uint64_t)b.u.i <= 128);
    case BINOP_LSHIFT: return ab == 0 || bneg || (bb <= 8 && ab + (uint64_t)b.u.i <= 128);
    default: return true;
    }
}

// True for an exact int value, unboxed or a GMP one (a bool or an int subclass is neither).
static bool exact_int(NpVM *vm, NpValue v)
{
    return NP_IS_INT(v) || (NP_IS_BIGINT(v) && NP_OBJ(v)->type == vm->types[NP_TYPE_INT]);
}

// Folds int [a] op int [b] when the result leaves int64 or an operand is already past it
// (`2**64`, `1 << 64`, `(1 << 64) - 1`), within CPython's folding limits, by the runtime's own
// operator, so the constant is exactly what the operation would give at run time (an LCG's
// `% 2**64` otherwise computes the power at every step). An operation that raises (division
// by zero, a negative shift) is left to run time, where it raises.
static bool fold_big_int_op(NpFuncState *fs, NpBinOp op, NpValue a, NpValue b, NpValue *out)
{
    NpVM *vm = fs->c->vm;
    if (op == BINOP_DIV || op == BINOP_MATMUL || !exact_int(vm, a) || !exact_int(vm, b) ||
        !npcomp_int_fold_allowed(op, a, b))
        return false;
    if (np_int_binop(vm, op, a, b, out))
        return true;
    np_exc_clear(vm);
    return false;
}

// Folds [a] op [b] for two constant values when it is safe; false leaves it to run time.
static bool fold_binop_values(NpFuncState *fs, NpBinOp op, NpValue a, NpValue b, NpValue *out)
{
    if (NP_IS_INT(a) && NP_IS_INT(b) && fold_int_op(op, a.u.i, b.u.i, out))
        return true;
    if (fold_big_int_op(fs, op, a, b, out))
        return true;
    if (NP_IS_INT(a) && NP_IS_INT(b))
        return false;
    bool an = NP_IS_INT(a) || NP_IS_FLOAT(a), bn = NP_IS_INT(b) || NP_IS_FLOAT(b);
    if (an && bn) {
        const int64_t lim = (int64_t)1 << 53;
        if ((NP_IS_INT(a) && (a.u.i > lim || a.u.i < -lim)) ||
            (NP_IS_INT(b) && (b.u.i > lim || b.u.i < -lim)))
            return false;
        double x = NP_IS_INT(a) ? (double)a.u.i : a.u.f;
        double y = NP_IS_INT(b) ? (double)b.u.i : b.u.f;
        return fold_float_op(op, x, y, out);
    }
    if (op == BINOP_ADD && NP_IS_STR(a) && NP_IS_STR(b))
        return fold_str_add(fs, NP_AS_STR(a), NP_AS_STR(b), out);
    return false;
}

bool npcomp_fold_binop(NpFuncState *fs, NpBinOp op, NpValue a, NpValue b, NpValue *out)
{
    return fold_binop_values(fs, op, a, b, out);
}

static bool fold_unary(NpFuncState *fs, const NpExpr *e, NpValue *out)
{
    NpValue v;
    if (!npcomp_fold(fs, e->u.unaryop.operand, &v))
        return false;
    switch (e->u.unaryop.op) {
    case UNARY_USUB:
        if (NP_IS_INT(v) && v.u.i != INT64_MIN) {
            *out = np_int(-v.u.i);
            return true;
        }
        if (NP_IS_FLOAT(v)) {
            *out = np_float(-v.u.f);
            return true;
        }
        return false;
    case UNARY_UADD:
        if (NP_IS_INT(v) || NP_IS_FLOAT(v)) {
            *out = v;
            return true;
        }
        return false;
    case UNARY_INVERT:
        if (NP_IS_INT(v)) {
            *out = np_int(~v.u.i);
            return true;
        }
        return false;
    default: return false;
    }
}

// Folds a left-leaning chain of binary operations iteratively (chains can be very long).
static bool fold_binop_chain(NpFuncState *fs, const NpExpr *e, NpValue *out)
{
    int n = 0;
    const NpExpr *x = e;
    while (x->kind == EXPR_BINOP) {
        n++;
        x = x->u.binop.left;
    }
    NpValue acc;
    if (!npcomp_fold(fs, x, &acc))
        return false;
    const NpExpr **spine = malloc((size_t)n * sizeof(NpExpr *));
    if (!spine)
        return false;
    x = e;
    for (int i = n - 1; i >= 0; i--, x = x->u.binop.left)
        spine[i] = x;
    bool ok = true;
    for (int i = 0; i < n && ok; i++) {
        NpValue r;
        ok = npcomp_fold(fs, spine[i]->u.binop.right, &r) &&
             fold_binop_values(fs, spine[i]->u.binop.op, acc, r, &acc);
    }
    free(spine);
    if (ok)
        *out = acc;
    return ok;
}

static bool fold_tuple(NpFuncState *fs, const NpExpr *e, NpValue *out)
{
    const NpExprSeq *s = &e->u.seq.elts;
    if (e->u.seq.ctx != CTX_LOAD)
        return false;
    NpValue *items = s->n ? malloc((size_t)s->n * sizeof(NpValue)) : NULL;
    if (s->n && !items)
        return false;
    bool ok = true;
    for (int i = 0; i < s->n && ok; i++)
        ok = s->items[i]->kind != EXPR_STARRED && npcomp_fold(fs, s->items[i], &items[i]);
    NpTuple *t = ok ? np_tuple_from(fs->c->vm, items, (size_t)s->n) : NULL;
    free(items);
    if (!t) {
        if (ok)
            np_exc_clear(fs->c->vm);
        return false;
    }
    *out = np_obj(&t->hdr);
    return true;
}

bool npcomp_fold(NpFuncState *fs, const NpExpr *e, NpValue *out)
{
    if (fs->c->failed)
        return false;
    switch (e->kind) {
    case EXPR_CONSTANT: return fold_constant(fs, e, out);
    case EXPR_UNARYOP: return fold_unary(fs, e, out);
    case EXPR_BINOP: return fold_binop_chain(fs, e, out);
    case EXPR_TUPLE: return fold_tuple(fs, e, out);
    case EXPR_NAME:
        // `__debug__` is the constant True, as in CPython without -O.
        if (strcmp(e->u.name.id, "__debug__") != 0)
            return false;
        *out = np_bool(true);
        return true;
    default: return false;
    }
}
