/*
 * np_compexpr.c - code generation for expressions, names, assignment targets and displays.
 *
 * Every expression is compiled "into" a register chosen by the caller (npcomp_expr_to), or into
 * whatever register is cheapest (npcomp_expr_any: a bound local is used in place, without a
 * copy). An instruction writes the target only as its last step, so `x = x + 1` may target x's
 * register directly; expressions that write the target more than once (and/or, conditional
 * expressions, chained comparisons) go through a temporary when the target is a named local.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "np_compint.h"

static void compile_comp(NpFuncState *fs, const NpExpr *e, int target);
static void hoist_comp(NpFuncState *fs, const NpExpr *e);
static void build_seq(NpFuncState *fs, const NpExprSeq *elts, NpExprKind kind, int target);
static void at_attr_name(NpFuncState *fs, const NpExpr *attr, NpLoc span);

/* ---------------------------------------------------------------- helpers */

// True when [r] is the register of a named variable (not a temporary).
static bool is_local_reg(NpFuncState *fs, int r)
{
    return r < fs->scope->nlocals;
}

// A fresh register at the top for a result destined to [target]: [target] itself when it is
// the topmost temporary, so multi-register instructions can build in place.
static int base_for(NpFuncState *fs, int target)
{
    if (!is_local_reg(fs, target) && target == fs->freereg - 1)
        return target;
    return npcomp_reserve(fs, 1);
}

// Moves the result from [base] to [target] and frees the temporaries above [target].
static void finish_base(NpFuncState *fs, int base, int target)
{
    if (base != target) {
        npcomp_emit_abc(fs, OP_MOVE, target, base, 0);
        npcomp_free_to(fs, base);
    } else {
        npcomp_free_to(fs, target + 1);
    }
}

static void load_const(NpFuncState *fs, NpValue v, int target)
{
    if (NP_IS_NONE(v))
        npcomp_emit_abc(fs, OP_LOADNONE, target, 0, 0);
    else if (NP_IS_BOOL(v))
        npcomp_emit_abc(fs, OP_LOADBOOL, target, (int)v.u.i, 0);
    else if (NP_IS_INT(v) && v.u.i >= NP_SBX_MIN && v.u.i <= NP_SBX_MAX)
        npcomp_emit(fs, MK_AsBx(OP_LOADI, target, (int)v.u.i));
    else
        npcomp_emit_abx(fs, OP_LOADK, target, npcomp_const(fs, v));
}

static NpSymbol *symbol(NpFuncState *fs, const char *name)
{
    return npcomp_lookup(fs->scope, name);
}

// The scope of [sym] as seen from the current function (absent names are globals).
static int sym_scope(const NpSymbol *sym)
{
    return sym ? sym->scope : SYM_GLOBAL_IMPLICIT;
}

// Before a read of local [sym] that `sym += v` may have made an owned str: emits DISOWN, so the
// read value is an ordinary immutable str (vm/np_strbuild.h). Class bodies never append in place.
static void emit_disown(NpFuncState *fs, const NpSymbol *sym)
{
    if ((sym->flags & DEF_STRAPPEND) && fs->scope->kind != SCOPE_CLASS)
        npcomp_emit_abc(fs, OP_DISOWN, sym->reg, 0, 0);
}

// Makes sure local [sym] is bound before a read: emits CHECKBOUND unless definitely assigned
// (CHECKFREE for a comprehension's by-value variable, which reports it as CPython reports an
// empty cell of the enclosing scope).
static void check_bound(NpFuncState *fs, NpSymbol *sym)
{
    if (npcomp_is_assigned(fs, sym->reg))
        return;
    npcomp_emit_abc(fs, sym->byval ? OP_CHECKFREE : OP_CHECKBOUND, sym->reg, 0, 0);
    npcomp_set_assigned(fs, sym->reg, true);
}

void npcomp_load_name_to(NpFuncState *fs, const char *name, int target, NpLoc loc)
{
    NpSymbol *sym = symbol(fs, name);
    switch (sym_scope(sym)) {
    case SYM_LOCAL:
        if (fs->scope->kind == SCOPE_CLASS && !npcomp_is_assigned(fs, sym->reg)) {
            // A class body reads an unbound name from the globals, like CPython's LOAD_NAME.
            npcomp_emit_abk(fs, OP_GETCLASSNAME, target, sym->reg, npcomp_const_name(fs, name));
            break;
        }
        check_bound(fs, sym);
        emit_disown(fs, sym);
        if (sym->reg != target)
            npcomp_emit_abc(fs, OP_MOVE, target, sym->reg, 0);
        break;
    case SYM_CELL:
    case SYM_FREE: npcomp_emit_abc(fs, OP_GETCELL, target, sym->reg, 0); break;
    default: npcomp_emit_abx(fs, OP_GETGLOBAL, target, npcomp_const_name(fs, name)); break;
    }
}

void npcomp_store_name(NpFuncState *fs, const char *name, int val, NpLoc loc)
{
    NpSymbol *sym = symbol(fs, name);
    switch (sym_scope(sym)) {
    case SYM_LOCAL:
        if (sym->reg != val)
            npcomp_emit_abc(fs, OP_MOVE, sym->reg, val, 0);
        npcomp_set_assigned(fs, sym->reg, true);
        break;
    case SYM_CELL:
    case SYM_FREE: npcomp_emit_abc(fs, OP_SETCELL, val, sym->reg, 0); break;
    default: npcomp_emit_abx(fs, OP_SETGLOBAL, val, npcomp_const_name(fs, name)); break;
    }
}

// The register of [e] when it is a plain local name (bound-checked), else -1.
static int local_of(NpFuncState *fs, const NpExpr *e)
{
    int r = npcomp_append_target(fs, e);
    if (r >= 0)
        emit_disown(fs, symbol(fs, e->u.name.id));
    return r;
}

int npcomp_append_target(NpFuncState *fs, const NpExpr *e)
{
    if (e->kind != EXPR_NAME)
        return -1;
    NpSymbol *sym = symbol(fs, e->u.name.id);
    if (sym_scope(sym) != SYM_LOCAL)
        return -1;
    if (fs->scope->kind == SCOPE_CLASS && !npcomp_is_assigned(fs, sym->reg))
        return -1;
    // An unbound local is reported at the name itself (CPython's LOAD_FAST).
    NpLoc loc = fs->curloc;
    const NpExpr *cur = fs->curexpr;
    fs->curloc = e->loc;
    fs->curexpr = e;
    check_bound(fs, sym);
    fs->curloc = loc;
    fs->curexpr = cur;
    return sym->reg;
}

/* ---------------------------------------------------------------- loop-invariant constants */

// True when [a] and [b] are the same constant as the constant table tells them apart: the
// same type and value (1, 1.0 and True stay distinct, and so do 0.0 and -0.0).
static bool same_const(NpValue a, NpValue b)
{
    if (a.tag != b.tag)
        return false;
    if (a.tag == NP_T_INT)
        return a.u.i == b.u.i;
    if (a.tag == NP_T_FLOAT)
        return memcmp(&a.u.f, &b.u.f, sizeof a.u.f) == 0;
    if (!NP_IS_STR(a) || !NP_IS_STR(b))
        return false;
    const NpStr *x = NP_AS_STR(a), *y = NP_AS_STR(b);
    return x == y || (x->len == y->len && memcmp(x->data, y->data, x->len) == 0);
}

// The value of [e] when it is a literal int (of one word), float or str, possibly negated:
// the constants a loop may keep in a register (they are immutable and loading them cannot
// fail).
static bool hoistable_const(NpFuncState *fs, const NpExpr *e, NpValue *v)
{
    const NpExpr *k = e;
    if (k->kind == EXPR_UNARYOP && k->u.unaryop.op == UNARY_USUB)
        k = k->u.unaryop.operand;
    if (k->kind != EXPR_CONSTANT)
        return false;
    NpConstKind ck = k->u.constant.kind;
    if (ck != CONST_INT && ck != CONST_FLOAT && (ck != CONST_STR || k != e))
        return false;
    if (!npcomp_fold(fs, e, v))
        return false;
    return v->tag == NP_T_INT || v->tag == NP_T_FLOAT || NP_IS_STR(*v);
}

// The register holding constant [v] before the enclosing loops, or -1.
static int hoisted_value(NpFuncState *fs, NpValue v)
{
    for (int j = fs->nhk - 1; j >= 0; j--)
        if (same_const(fs->hk_val[j], v))
            return fs->hk_reg[j];
    return -1;
}

// The register holding the value of literal [e] before the enclosing loops, or -1.
static int hoisted_operand(NpFuncState *fs, const NpExpr *e)
{
    NpValue v;
    if (fs->nhk == 0 || !hoistable_const(fs, e, &v))
        return -1;
    return hoisted_value(fs, v);
}

int npcomp_expr_any(NpFuncState *fs, const NpExpr *e)
{
    int r = local_of(fs, e);
    if (r >= 0)
        return r;
    r = hoisted_operand(fs, e);
    if (r >= 0)
        return r;
    return npcomp_expr_next(fs, e);
}

int npcomp_expr_local_or_to(NpFuncState *fs, const NpExpr *e, int target)
{
    int r = local_of(fs, e);
    if (r >= 0)
        return r;
    npcomp_expr_to(fs, e, target);
    return target;
}

int npcomp_expr_next(NpFuncState *fs, const NpExpr *e)
{
    int r = npcomp_reserve(fs, 1);
    npcomp_expr_to(fs, e, r);
    return r;
}

// Like npcomp_expr_any, but copies a local when the scope has walrus assignments (which could
// rebind it before the value is used).
static int operand(NpFuncState *fs, const NpExpr *e)
{
    if (fs->scope->has_walrus) {
        int r = hoisted_operand(fs, e);
        return r >= 0 ? r : npcomp_expr_next(fs, e);
    }
    return npcomp_expr_any(fs, e);
}

/* ---------------------------------------------------------------- operators */

static NpOpcode binop_opcode(NpBinOp op)
{
    static const NpOpcode ops[BINOP__COUNT] = {
        [BINOP_ADD] = OP_ADD, [BINOP_SUB] = OP_SUB, [BINOP_MUL] = OP_MUL,
        [BINOP_MATMUL] = OP_MATMUL, [BINOP_DIV] = OP_DIV, [BINOP_MOD] = OP_MOD,
        [BINOP_POW] = OP_POW, [BINOP_LSHIFT] = OP_LSHIFT, [BINOP_RSHIFT] = OP_RSHIFT,
        [BINOP_BITOR] = OP_BITOR, [BINOP_BITXOR] = OP_BITXOR, [BINOP_BITAND] = OP_BITAND,
        [BINOP_FLOORDIV] = OP_FLOORDIV,
    };
    return ops[op];
}

static NpOpcode cmp_opcode(NpCmpOp op)
{
    static const NpOpcode ops[] = {
        [CMP_EQ] = OP_EQ, [CMP_NOTEQ] = OP_NE, [CMP_LT] = OP_LT, [CMP_LTE] = OP_LE,
        [CMP_GT] = OP_GT, [CMP_GTE] = OP_GE, [CMP_IS] = OP_IS, [CMP_ISNOT] = OP_ISNOT,
        [CMP_IN] = OP_IN, [CMP_NOTIN] = OP_NOTIN,
    };
    return ops[op];
}

bool npcomp_small_int(NpFuncState *fs, const NpExpr *e, int *imm)
{
    NpValue v;
    if (e->kind != EXPR_CONSTANT && e->kind != EXPR_UNARYOP)
        return false;
    if (!npcomp_fold(fs, e, &v) || v.tag != NP_T_INT || v.u.i < NP_SC_MIN || v.u.i > NP_SC_MAX)
        return false;
    *imm = (int)v.u.i;
    return true;
}

// The immediate form of binary operator [op] (ADDI, SUBI), or OP_NOP when there is none.
static NpOpcode binop_imm_opcode(NpBinOp op)
{
    switch (op) {
    case BINOP_ADD: return OP_ADDI;
    case BINOP_SUB: return OP_SUBI;
    case BINOP_MUL: return OP_MULI;
    case BINOP_MOD: return OP_MODI;
    case BINOP_FLOORDIV: return OP_FLOORDIVI;
    case BINOP_BITAND: return OP_BITANDI;
    default: return OP_NOP;
    }
}

// Whether immediate [imm] suits [iop]: MODI and FLOORDIVI take positive divisors only (so
// their fast paths never divide by zero or by -1), BITANDI non-negative masks.
static bool imm_fits(NpOpcode iop, int imm)
{
    if (iop == OP_MODI || iop == OP_FLOORDIVI)
        return imm > 0;
    if (iop == OP_BITANDI)
        return imm >= 0;
    return true;
}

// The immediate form of comparison [op] (EQI ... GEI), or OP_NOP when there is none.
static NpOpcode cmp_imm_opcode(NpCmpOp op)
{
    switch (op) {
    case CMP_EQ: return OP_EQI;
    case CMP_NOTEQ: return OP_NEI;
    case CMP_LT: return OP_LTI;
    case CMP_LTE: return OP_LEI;
    case CMP_GT: return OP_GTI;
    case CMP_GTE: return OP_GEI;
    default: return OP_NOP;
    }
}

// True when spine operation [node] is a + compiled as ADD (not as ADDI with a small int).
static bool plain_add(NpFuncState *fs, const NpExpr *node)
{
    int imm;
    return node->u.binop.op == BINOP_ADD && !npcomp_small_int(fs, node->u.binop.right, &imm);
}

// Binary operation chains (a + b - c ...) are compiled iteratively along the left spine, with
// the longest constant prefix folded. Two or more +s in a row (`a + b + c`) are ADDCAT,
// ADDCATMID... ADDCATEND: their intermediate results live only in the chain's temporary, so
// a str built from exact strs grows in place there instead of being copied by each + (an
// owned str, vm/np_strbuild.h).
static bool compile_complex_fold(NpFuncState *fs, const NpExpr *e, int target);

static void compile_binop(NpFuncState *fs, const NpExpr *e, int target)
{
    if (compile_complex_fold(fs, e, target))
        return;
    int n = 0;
    const NpExpr *x = e;
    while (x->kind == EXPR_BINOP) {
        n++;
        x = x->u.binop.left;
    }
    const NpExpr **spine = malloc((size_t)n * sizeof(NpExpr *));
    if (!spine) {
        npcomp_error_line(fs->c, fs->curline, "out of memory during compilation");
        return;
    }
    const NpExpr *leftmost = x;
    x = e;
    for (int i = n - 1; i >= 0; i--, x = x->u.binop.left)
        spine[i] = x;
    int saved = fs->freereg;
    // Fold the constant prefix.
    NpValue acc;
    int i = 0;
    bool have = npcomp_fold(fs, leftmost, &acc);
    while (have && i < n) {
        NpValue r, res;
        if (!npcomp_fold(fs, spine[i]->u.binop.right, &r) ||
            !npcomp_fold_binop(fs, spine[i]->u.binop.op, acc, r, &res))
            break;
        acc = res;
        i++;
    }
    if (i == n) {
        load_const(fs, acc, target);
        free(spine);
        return;
    }
    // Intermediate results go to the temporary at [saved]; only the last operation writes
    // [target], so the target may also be an operand.
    int left;
    if (have) {
        // (A constant prefix the enclosing loops keep in a register is read there.)
        left = fs->nhk ? hoisted_value(fs, acc) : -1;
        if (left < 0) {
            left = npcomp_reserve(fs, 1);
            load_const(fs, acc, left);
        }
    } else {
        left = operand(fs, leftmost);
    }
    bool chain = false;  // the previous operation was ADDCAT or ADDCATMID
    for (; i < n && !fs->c->failed; i++) {
        const NpExpr *node = spine[i];
        int imm;
        NpOpcode iop = binop_imm_opcode(node->u.binop.op);
        bool use_imm = iop != OP_NOP && npcomp_small_int(fs, node->u.binop.right, &imm) &&
                       imm_fits(iop, imm);
        int right = use_imm ? 0 : npcomp_expr_any(fs, node->u.binop.right);
        fs->curline = node->loc.line;
        fs->curloc = node->loc;
        fs->curexpr = node;
        int dst = target;
        if (i < n - 1) {
            dst = saved;
            if (fs->freereg <= saved)
                npcomp_reserve(fs, 1);
        }
        NpOpcode op = binop_opcode(node->u.binop.op);
        bool next_add = i < n - 1 && plain_add(fs, spine[i + 1]);
        if (!use_imm && node->u.binop.op == BINOP_ADD && (chain || next_add))
            op = !chain ? OP_ADDCAT : next_add ? OP_ADDCATMID : OP_ADDCATEND;
        chain = !use_imm && (op == OP_ADDCAT || op == OP_ADDCATMID);
        if (use_imm)
            npcomp_emit_abc(fs, iop, dst, left, imm - NP_SC_MIN);
        else
            npcomp_emit_abc(fs, op, dst, left, right);
        left = dst;
        if (i < n - 1)
            npcomp_free_to(fs, saved + 1);
    }
    npcomp_free_to(fs, saved);
    free(spine);
}

static void compile_unary(NpFuncState *fs, const NpExpr *e, int target)
{
    NpValue v;
    if (compile_complex_fold(fs, e, target))
        return;
    if (e->u.unaryop.op != UNARY_NOT && npcomp_fold(fs, e, &v)) {
        load_const(fs, v, target);
        return;
    }
    int saved = fs->freereg;
    int r = npcomp_expr_any(fs, e->u.unaryop.operand);
    fs->curline = e->loc.line;
    static const NpOpcode ops[] = {[UNARY_INVERT] = OP_INVERT, [UNARY_NOT] = OP_NOT,
                                   [UNARY_UADD] = OP_POS, [UNARY_USUB] = OP_NEG};
    npcomp_emit_abc(fs, ops[e->u.unaryop.op], target, r, 0);
    npcomp_free_to(fs, saved);
}

// `a and b or c` producing the deciding operand's value into [target] (a temporary).
static void compile_boolop(NpFuncState *fs, const NpExpr *e, int target)
{
    NpJumpList done = {0};
    uint8_t before[32];
    const NpExprSeq *v = &e->u.boolop.values;
    npcomp_expr_to(fs, v->items[0], target);
    memcpy(before, fs->assigned, sizeof before);
    for (int i = 1; i < v->n; i++) {
        npcomp_jl_add(&done, npcomp_emit_condjmp(fs, target, e->u.boolop.op == BOOLOP_OR));
        npcomp_expr_to(fs, v->items[i], target);
    }
    npcomp_jl_patch_here(fs, &done);
    npcomp_jl_free(&done);
    memcpy(fs->assigned, before, sizeof before);
}

static void compile_ifexp(NpFuncState *fs, const NpExpr *e, int target)
{
    NpJumpList orelse = {0};
    npcomp_jump_if(fs, e->u.ifexp.test, false, &orelse);
    uint8_t before[32];
    memcpy(before, fs->assigned, sizeof before);
    npcomp_expr_to(fs, e->u.ifexp.body, target);
    int end = npcomp_emit_jmp(fs);
    npcomp_jl_patch_here(fs, &orelse);
    npcomp_jl_free(&orelse);
    memcpy(fs->assigned, before, sizeof before);
    npcomp_expr_to(fs, e->u.ifexp.orelse, target);
    npcomp_patch_here(fs, end);
    memcpy(fs->assigned, before, sizeof before);
}

// `a < b < c`: each middle operand is evaluated once; stops at the first false comparison.
static void compile_compare(NpFuncState *fs, const NpExpr *e, int target)
{
    int saved = fs->freereg;
    const NpExprSeq *cs = &e->u.compare.comparators;
    int left = operand(fs, e->u.compare.left);
    if (cs->n == 1) {
        int imm;
        NpOpcode iop = cmp_imm_opcode(e->u.compare.ops[0]);
        if (iop != OP_NOP && npcomp_small_int(fs, cs->items[0], &imm)) {
            fs->curline = e->loc.line;
            npcomp_emit_abc(fs, iop, target, left, imm - NP_SC_MIN);
            npcomp_free_to(fs, saved);
            return;
        }
        NpCmpOp op = e->u.compare.ops[0];
        NpValue k;
        if ((op == CMP_IS || op == CMP_ISNOT) && cs->items[0]->kind == EXPR_CONSTANT &&
            npcomp_fold(fs, cs->items[0], &k) && NP_IS_NONE(k)) {
            // `x is None`, `x is not None`: no register for the None.
            fs->curline = e->loc.line;
            npcomp_emit_abc(fs, op == CMP_IS ? OP_ISNONE : OP_ISNOTNONE, target, left, 0);
            npcomp_free_to(fs, saved);
            return;
        }
        int right = cs->items[0] == fs->hoisted ? fs->hoisted_reg : npcomp_expr_any(fs, cs->items[0]);
        fs->curline = e->loc.line;
        npcomp_emit_abc(fs, cmp_opcode(e->u.compare.ops[0]), target, left, right);
        npcomp_free_to(fs, saved);
        return;
    }
    NpJumpList done = {0};
    uint8_t before[32];
    memcpy(before, fs->assigned, sizeof before);
    for (int i = 0; i < cs->n && !fs->c->failed; i++) {
        int right = (i == cs->n - 1) ? npcomp_expr_any(fs, cs->items[i]) : operand(fs, cs->items[i]);
        fs->curline = e->loc.line;
        npcomp_emit_abc(fs, cmp_opcode(e->u.compare.ops[i]), target, left, right);
        if (i < cs->n - 1)
            npcomp_jl_add(&done, npcomp_emit_condjmp(fs, target, false));
        left = right;
    }
    npcomp_jl_patch_here(fs, &done);
    npcomp_jl_free(&done);
    memcpy(fs->assigned, before, sizeof before);
    npcomp_free_to(fs, saved);
}

/* ---------------------------------------------------------------- calls */

static bool call_has_star(const NpExpr *e)
{
    for (int i = 0; i < e->u.call.args.n; i++)
        if (e->u.call.args.items[i]->kind == EXPR_STARRED)
            return true;
    for (int i = 0; i < e->u.call.keywords.n; i++)
        if (!e->u.call.keywords.items[i]->arg)
            return true;
    return false;
}

// Reports `f(a=1, a=2)`.
static bool check_keywords(NpFuncState *fs, const NpKeywordSeq *kw)
{
    for (int i = 0; i < kw->n; i++) {
        if (!kw->items[i]->arg)
            continue;
        for (int j = 0; j < i; j++)
            if (kw->items[j]->arg && strcmp(kw->items[j]->arg, kw->items[i]->arg) == 0)
                return npcomp_error(fs->c, kw->items[i]->loc, "keyword argument repeated: %s",
                                    kw->items[i]->arg);
    }
    return true;
}

// Builds the constant tuple of keyword names of a call.
static int kwnames_const(NpFuncState *fs, const NpKeywordSeq *kw)
{
    NpValue items[256];
    for (int i = 0; i < kw->n; i++) {
        NpStr *s = np_intern_cstr(fs->c->vm, kw->items[i]->arg);
        if (!s)
            return 0;
        items[i] = np_obj(&s->hdr);
    }
    NpTuple *t = np_tuple_from(fs->c->vm, items, (size_t)kw->n);
    if (!t) {
        npcomp_error_line(fs->c, fs->curline, "out of memory during compilation");
        return 0;
    }
    return npcomp_const(fs, np_obj(&t->hdr));
}

// Marks the LISTEXTEND that builds the positional arguments of a CALLEX whose callee is in
// R[base] (code from pc [start]): their C operand becomes the distance from the list to the
// callee, so a `*x` that is not iterable names the function as CPython does.
static void mark_call_extends(NpFuncState *fs, int start, int base)
{
    int acc = -1;
    for (int pc = fs->ncode - 1; pc >= start; pc--)
        if (GET_OP(fs->code[pc]) == OP_LISTTOTUPLE && GET_A(fs->code[pc]) == base + 1) {
            acc = GET_B(fs->code[pc]);
            break;
        }
    if (acc <= base || acc - base > 255)
        return;
    for (int pc = start; pc < fs->ncode; pc++) {
        NpInstr i = fs->code[pc];
        if (GET_OP(i) == OP_LISTEXTEND && GET_A(i) == acc && GET_C(i) == 0)
            fs->code[pc] = MK_ABC(OP_LISTEXTEND, acc, GET_B(i), acc - base);
    }
}

// CALLEX: R[base] func, R[base+1] tuple of positional args, R[base+2] dict of keywords.
// `f(*a)` and `f(*a, **m)` (a decorator's forwarding call) pass a and m as they are, with C=1:
// CALLEX makes the tuple only when a is none (as CPython's CALL_FUNCTION_EX does) and reads m's
// entries itself, so no list, tuple and dict are built per call.
static void compile_callex(NpFuncState *fs, const NpExpr *e, int base)
{
    npcomp_reserve(fs, 2);
    const NpKeywordSeq *rkw = &e->u.call.keywords;
    if (e->u.call.args.n == 1 && e->u.call.args.items[0]->kind == EXPR_STARRED &&
        (rkw->n == 0 || (rkw->n == 1 && !rkw->items[0]->arg))) {
        npcomp_expr_to(fs, e->u.call.args.items[0]->u.starred.value, base + 1);
        if (rkw->n)
            npcomp_expr_to(fs, rkw->items[0]->value, base + 2);
        else
            npcomp_emit_abc(fs, OP_LOADNONE, base + 2, 0, 0);
        fs->curline = e->loc.line;
        npcomp_emit_abc(fs, OP_CALLEX, base, 0, 1);
        return;
    }
    int argstart = fs->ncode;
    build_seq(fs, &e->u.call.args, EXPR_TUPLE, base + 1);
    // CPython names the function only for a lone `*x` (passed directly to CALL_FUNCTION_EX).
    if (e->u.call.args.n == 1 && e->u.call.args.items[0]->kind == EXPR_STARRED)
        mark_call_extends(fs, argstart, base);
    const NpKeywordSeq *kw = &e->u.call.keywords;
    int d = base + 2;
    if (kw->n == 0)
        npcomp_emit_abc(fs, OP_LOADNONE, d, 0, 0);
    else
        npcomp_emit_abc(fs, OP_BUILDDICT, d, 0, 0);
    int i = 0;
    while (i < kw->n && !fs->c->failed) {
        int saved = fs->freereg;
        if (!kw->items[i]->arg) {
            int m = npcomp_expr_any(fs, kw->items[i]->value);
            npcomp_emit_abc(fs, OP_DICTMERGE, d, m, 0);
            i++;
        } else {
            // A run of k=v keywords goes into its own dict, merged with duplicate checks.
            int t = npcomp_reserve(fs, 1);
            npcomp_emit_abc(fs, OP_BUILDDICT, t, 0, 0);
            for (; i < kw->n && kw->items[i]->arg; i++) {
                int k = npcomp_reserve(fs, 1);
                npcomp_emit_abx(fs, OP_LOADK, k, npcomp_const_name(fs, kw->items[i]->arg));
                int v = npcomp_expr_any(fs, kw->items[i]->value);
                npcomp_emit_abc(fs, OP_DICTSET, t, k, v);
                npcomp_free_to(fs, k);
            }
            npcomp_emit_abc(fs, OP_DICTMERGE, d, t, 0);
        }
        npcomp_free_to(fs, saved);
    }
    fs->curline = e->loc.line;
    npcomp_emit_abc(fs, OP_CALLEX, base, 0, 0);
}

// `super().name(...)` in a method, where `super` is the global name and the function has the
// implicit `__class__` cell: loads `super` into [base] and emits SUPERMETHOD, which does what
// `CALL base 0; LOADMETHOD base base name` does but can skip making the super object (its
// inline cache, vm/np_interp.c). False (nothing emitted) for any other shape.
static bool compile_super_method(NpFuncState *fs, const NpExpr *func, int base)
{
    const NpExpr *v = func->u.attribute.value;
    if (v->kind != EXPR_CALL || v->u.call.args.n || v->u.call.keywords.n)
        return false;
    const NpExpr *f = v->u.call.func;
    if (f->kind != EXPR_NAME || strcmp(f->u.name.id, "super") != 0 ||
        fs->scope->kind != SCOPE_FUNCTION)
        return false;
    int scope = sym_scope(symbol(fs, "super"));
    NpSymbol *cls = symbol(fs, "__class__");
    if ((scope != SYM_GLOBAL_IMPLICIT && scope != SYM_GLOBAL_EXPLICIT) || !cls ||
        cls->scope != SYM_FREE)
        return false;
    fs->curline = v->loc.line;
    npcomp_load_name_to(fs, "super", base, f->loc);
    npcomp_reserve(fs, 1);
    fs->curline = func->loc.line;
    npcomp_emit_abk(fs, OP_SUPERMETHOD, base, cls->reg, npcomp_const_name(fs, func->u.attribute.attr));
    return true;
}

// `3j`: Nearly has no complex constants, so an imaginary literal is the call complex(0.0, 3.0)
// of the builtin complex (a Nearly Python class made on first use by vm/np_exc.c
// np_builtin_missing), loaded by the name "<complex>", which no global can shadow.
// The call complex(re, im) of the builtin (the hidden global "<complex>") into [target], for
// the source of [e] (an imaginary literal or a folded expression around one).
static void compile_complex(NpFuncState *fs, const NpExpr *e, double re, double im, int target)
{
    int base = base_for(fs, target);
    npcomp_emit_abx(fs, OP_GETGLOBAL, base, npcomp_const_name(fs, "<complex>"));
    load_const(fs, np_float(re), npcomp_reserve(fs, 1));
    load_const(fs, np_float(im), npcomp_reserve(fs, 1));
    fs->curline = e->loc.line;
    npcomp_emit_abc(fs, OP_CALL, base, 2, 0);
    finish_base(fs, base, target);
}

static void compile_imag(NpFuncState *fs, const NpExpr *e, int target)
{
    compile_complex(fs, e, 0.0, e->u.constant.f, target);
}

// True when [e] is an imaginary literal; its value goes to *im.
static bool imag_literal(const NpExpr *e, double *im)
{
    if (e->kind != EXPR_CONSTANT || e->u.constant.kind != CONST_IMAG)
        return false;
    *im = e->u.constant.f;
    return true;
}

// `-2j`, `+2j`, `1 + 2j`, `-1.5 - 2j`: an imaginary literal under a unary sign, or added to
// or subtracted from a folded float or int of at most 53 bits (not a bool), is the one call
// complex(re, im) with the parts the operators would compute from complex(0.0, im): -z negates
// both parts, x + z is (x + 0.0, 0.0 + im) and x - z is (x - 0.0, 0.0 - im), so signed zeros
// come out as they do at run time. False for anything else.
static bool compile_complex_fold(NpFuncState *fs, const NpExpr *e, int target)
{
    double im, x;
    NpValue v;
    if (e->kind == EXPR_UNARYOP && (e->u.unaryop.op == UNARY_USUB || e->u.unaryop.op == UNARY_UADD) &&
        imag_literal(e->u.unaryop.operand, &im)) {
        bool neg = e->u.unaryop.op == UNARY_USUB;
        compile_complex(fs, e, neg ? -0.0 : 0.0, neg ? -im : im, target);
        return true;
    }
    if (e->kind != EXPR_BINOP || (e->u.binop.op != BINOP_ADD && e->u.binop.op != BINOP_SUB) ||
        !imag_literal(e->u.binop.right, &im) || !npcomp_fold(fs, e->u.binop.left, &v))
        return false;
    if (NP_IS_FLOAT(v))
        x = v.u.f;
    else if (NP_IS_INT(v) && v.u.i <= (INT64_C(1) << 53) && v.u.i >= -(INT64_C(1) << 53))
        x = (double)v.u.i;
    else
        return false;
    if (e->u.binop.op == BINOP_ADD)
        compile_complex(fs, e, x + 0.0, 0.0 + im, target);
    else
        compile_complex(fs, e, x - 0.0, 0.0 - im, target);
    return true;
}

static bool has_starred(const NpExprSeq *elts);

// `isinstance(x, C)` and `isinstance(x, (C1, ..., Cn))` (n <= 8) with the callee already in
// [base]: ISINST, which the interpreter answers in place while the name is the builtin and the
// classes are plain types. A tuple display's items go to consecutive registers, evaluated in
// the display's order, and are made a tuple only when the call is made (another callee, a
// class with __instancecheck__), so the program sees exactly what the call would.
static void compile_isinstance(NpFuncState *fs, const NpExpr *e, int base)
{
    const NpExpr *cls = e->u.call.args.items[1];
    NpValue folded;
    npcomp_expr_next(fs, e->u.call.args.items[0]);
    bool items = cls->kind == EXPR_TUPLE && cls->u.seq.elts.n >= 1 && cls->u.seq.elts.n <= 8 &&
                 !has_starred(&cls->u.seq.elts) && !npcomp_fold(fs, cls, &folded);
    if (items) {
        for (int i = 0; i < cls->u.seq.elts.n; i++)
            npcomp_expr_next(fs, cls->u.seq.elts.items[i]);
    } else {
        npcomp_expr_next(fs, cls);
    }
    fs->curline = e->loc.line;
    npcomp_emit_abc(fs, OP_ISINST, base, items ? cls->u.seq.elts.n : 1, items);
}

static void compile_call(NpFuncState *fs, const NpExpr *e, int target)
{
    const NpExpr *func = e->u.call.func;
    const NpExprSeq *args = &e->u.call.args;
    const NpKeywordSeq *kw = &e->u.call.keywords;
    if (!check_keywords(fs, kw))
        return;
    int base = base_for(fs, target);
    if (call_has_star(e) || args->n + kw->n > 100) {
        npcomp_expr_to(fs, func, base);
        compile_callex(fs, e, base);
        finish_base(fs, base, target);
        return;
    }
    bool method = func->kind == EXPR_ATTRIBUTE;
    if (!method) {
        npcomp_expr_to(fs, func, base);
    } else if (!compile_super_method(fs, func, base)) {
        int obj = local_of(fs, func->u.attribute.value);
        if (obj < 0) {
            npcomp_expr_to(fs, func->u.attribute.value, base);
            obj = base;
        }
        npcomp_reserve(fs, 1);
        // A missing method is reported at `obj.name`, the call at the whole call (CPython).
        at_attr_name(fs, func, func->loc);
        fs->curexpr = func;
        npcomp_emit_abk(fs, OP_LOADMETHOD, base, obj, npcomp_const_name(fs, func->u.attribute.attr));
        fs->curloc = e->loc;
        fs->curexpr = e;
    }
    if (!method && !kw->n && args->n == 2 && func->kind == EXPR_NAME &&
        strcmp(func->u.name.id, "isinstance") == 0) {
        compile_isinstance(fs, e, base);
        finish_base(fs, base, target);
        return;
    }
    for (int i = 0; i < args->n; i++)
        npcomp_expr_next(fs, args->items[i]);
    for (int i = 0; i < kw->n; i++)
        npcomp_expr_next(fs, kw->items[i]->value);
    fs->curline = e->loc.line;
    if (method)
        at_attr_name(fs, func, e->loc);
    // A result bound for a local (`x = f(a)`) is moved there by the MOVE finish_base emits
    // next; CALLMOVE/CALLMETHODMOVE may store it there directly and skip that MOVE. The MOVE
    // keeps the call's line and position (a frame entered from the call saves the pc after it).
    bool to_local = !kw->n && base != target && is_local_reg(fs, target);
    NpOpcode op = method ? (to_local ? OP_CALLMETHODMOVE : OP_CALLMETHOD)
                         : (to_local ? OP_CALLMOVE : OP_CALL);
    npcomp_emit_abc(fs, op, base, args->n + kw->n, kw->n);
    if (kw->n)
        npcomp_emit(fs, MK_Ax(OP_EXTRA, kwnames_const(fs, kw)));
    finish_base(fs, base, target);
}

/* ---------------------------------------------------------------- displays */

static bool has_starred(const NpExprSeq *elts)
{
    for (int i = 0; i < elts->n; i++)
        if (elts->items[i]->kind == EXPR_STARRED)
            return true;
    return false;
}

// Loads a constant tuple of all of [elts] into a new register when they all fold, else -1.
static int const_elts(NpFuncState *fs, const NpExprSeq *elts)
{
    NpValue *items = malloc((size_t)elts->n * sizeof(NpValue));
    if (!items)
        return -1;
    bool ok = true;
    for (int i = 0; i < elts->n && ok; i++)
        ok = elts->items[i]->kind != EXPR_STARRED && npcomp_fold(fs, elts->items[i], &items[i]);
    NpTuple *t = ok ? np_tuple_from(fs->c->vm, items, (size_t)elts->n) : NULL;
    free(items);
    if (!t)
        return -1;
    int r = npcomp_reserve(fs, 1);
    npcomp_emit_abx(fs, OP_LOADK, r, npcomp_const(fs, np_obj(&t->hdr)));
    return r;
}

// npcomp_fold widened for a set display's items to the int and float expressions CPython folds
// but npcomp_fold leaves to run time (ints past int64, powers, mixed int/float operations),
// evaluated by the runtime's own operators; false (no exception left) when CPython would not
// fold [e] either, so the display is built item by item as CPython builds it then. [depth]
// bounds the recursion (a deeper expression is left unfolded).
static bool fold_set_item(NpFuncState *fs, const NpExpr *e, int depth, NpValue *out)
{
    NpVM *vm = fs->c->vm;
    if (npcomp_fold(fs, e, out))
        return true;
    if (fs->c->failed || depth > 32)
        return false;
    NpValue a, b;
    bool ok = false;
    if (e->kind == EXPR_UNARYOP && e->u.unaryop.op != UNARY_NOT) {
        ok = fold_set_item(fs, e->u.unaryop.operand, depth + 1, &a) &&
             (NP_IS_INT(a) || NP_IS_BIGINT(a) || NP_IS_FLOAT(a)) &&
             np_unaryop(vm, e->u.unaryop.op, a, out);
    } else if (e->kind == EXPR_BINOP) {
        bool num = fold_set_item(fs, e->u.binop.left, depth + 1, &a) &&
                   fold_set_item(fs, e->u.binop.right, depth + 1, &b) &&
                   (NP_IS_INT(a) || NP_IS_BIGINT(a) || NP_IS_FLOAT(a)) &&
                   (NP_IS_INT(b) || NP_IS_BIGINT(b) || NP_IS_FLOAT(b));
        bool ints = num && !NP_IS_FLOAT(a) && !NP_IS_FLOAT(b);
        // (A negative base to a float power would make a complex, a Python class: not here.)
        bool neg = num && (NP_IS_FLOAT(a) ? a.u.f < 0 || isnan(a.u.f)
                                          : NP_IS_BIGINT(a) ? mpz_sgn(NP_AS_BIGINT(a)->z) < 0
                                                            : a.u.i < 0);
        ok = num && (!ints || npcomp_int_fold_allowed(e->u.binop.op, a, b)) &&
             !(e->u.binop.op == BINOP_POW && !ints && neg) &&
             np_binop(vm, e->u.binop.op, a, b, out);
    }
    if (!ok)
        np_exc_clear(vm);
    return ok;
}

// Loads the constant frozenset CPython 3.11 makes for a set display of three or more
// constants: a frozenset of the items in source order, rebuilt once from its own iteration
// order (the compiler's constant merging does that), so that SETUPDATE into an empty set gives
// CPython's exact iteration order. Returns the register, or -1 when an item does not fold.
static int const_frozenset(NpFuncState *fs, const NpExprSeq *elts)
{
    NpVM *vm = fs->c->vm;
    NpSet *first = np_set_new(vm, true), *second = np_set_new(vm, true);
    if (!first || !second)
        return -1;
    for (int i = 0; i < elts->n; i++) {
        NpValue v;
        if (elts->items[i]->kind == EXPR_STARRED || !fold_set_item(fs, elts->items[i], 0, &v) ||
            !np_set_add(vm, first, v))
            return -1;
    }
    size_t pos = 0;
    NpValue key;
    while (np_set_next(first, &pos, &key))
        if (!np_set_add(vm, second, key))
            return -1;
    int r = npcomp_reserve(fs, 1);
    npcomp_emit_abx(fs, OP_LOADK, r, npcomp_const(fs, np_obj(&second->hdr)));
    return r;
}

// Builds a list/tuple/set display of [elts] (starred items allowed) into [target]: short
// displays with one BUILD instruction, long ones in chunks so registers never run out.
static void build_seq(NpFuncState *fs, const NpExprSeq *elts, NpExprKind kind, int target)
{
    NpOpcode build = kind == EXPR_SET ? OP_BUILDSET : kind == EXPR_TUPLE ? OP_BUILDTUPLE
                                                                          : OP_BUILDLIST;
    int saved = fs->freereg;
    if (kind == EXPR_SET && elts->n > 2 && !has_starred(elts)) {
        int acc = base_for(fs, target);
        npcomp_emit_abc(fs, OP_BUILDSET, acc, 0, 0);
        int k = const_frozenset(fs, elts);
        if (k < 0)
            np_exc_clear(fs->c->vm);
        else {
            npcomp_emit_abc(fs, OP_SETUPDATE, acc, k, 0);
            if (acc != target)
                npcomp_emit_abc(fs, OP_MOVE, target, acc, 0);
            npcomp_free_to(fs, saved);
            return;
        }
        npcomp_free_to(fs, saved);
    }
    if (kind == EXPR_TUPLE && elts->n == 2 && !has_starred(elts)) {
        // `(a, b)`: the items stay where they are (a local in place; operand() copies the first
        // when a walrus could rebind it while the second is evaluated).
        int first = operand(fs, elts->items[0]);
        int second = npcomp_expr_any(fs, elts->items[1]);
        npcomp_emit_abc(fs, OP_BUILDPAIR, target, first, second);
        npcomp_free_to(fs, saved);
        return;
    }
    if (!has_starred(elts) && elts->n <= NP_COMP_CHUNK) {
        int base = fs->freereg;
        for (int i = 0; i < elts->n; i++)
            npcomp_expr_next(fs, elts->items[i]);
        npcomp_emit_abc(fs, build, target, base, elts->n);
        npcomp_free_to(fs, saved);
        return;
    }
    // acc is a list (or set) extended chunk by chunk.
    int acc = base_for(fs, target);
    bool set = kind == EXPR_SET;
    NpOpcode extend = set ? OP_SETUPDATE : OP_LISTEXTEND;
    npcomp_emit_abc(fs, set ? OP_BUILDSET : OP_BUILDLIST, acc, 0, 0);
    int k = elts->n > NP_COMP_CHUNK ? const_elts(fs, elts) : -1;
    if (k >= 0) {
        npcomp_emit_abc(fs, extend, acc, k, 0);
        npcomp_free_to(fs, k);
    }
    for (int i = 0; i < elts->n && k < 0 && !fs->c->failed;) {
        const NpExpr *x = elts->items[i];
        if (x->kind == EXPR_STARRED) {
            int r = npcomp_expr_any(fs, x->u.starred.value);
            npcomp_emit_abc(fs, extend, acc, r, 0);
            npcomp_free_to(fs, acc + 1);
            i++;
            continue;
        }
        int chunk = fs->freereg, n = 0;
        int t = npcomp_reserve(fs, 1);
        for (; i < elts->n && n < NP_COMP_CHUNK && elts->items[i]->kind != EXPR_STARRED; i++, n++)
            npcomp_expr_next(fs, elts->items[i]);
        npcomp_emit_abc(fs, set ? OP_BUILDSET : OP_BUILDLIST, t, t + 1, n);
        npcomp_emit_abc(fs, extend, acc, t, 0);
        npcomp_free_to(fs, chunk);
    }
    if (kind == EXPR_TUPLE)
        npcomp_emit_abc(fs, OP_LISTTOTUPLE, target, acc, 0);
    else if (acc != target)
        npcomp_emit_abc(fs, OP_MOVE, target, acc, 0);
    npcomp_free_to(fs, saved);
}

static void build_dict(NpFuncState *fs, const NpExpr *e, int target)
{
    const NpExprSeq *keys = &e->u.dict.keys, *vals = &e->u.dict.values;
    int saved = fs->freereg;
    bool star = false;
    for (int i = 0; i < keys->n; i++)
        star |= keys->items[i] == NULL;
    if (!star && keys->n <= NP_COMP_CHUNK / 2) {
        int base = fs->freereg;
        for (int i = 0; i < keys->n; i++) {
            npcomp_expr_next(fs, keys->items[i]);
            npcomp_expr_next(fs, vals->items[i]);
        }
        npcomp_emit_abc(fs, OP_BUILDDICT, target, base, keys->n);
        npcomp_free_to(fs, saved);
        return;
    }
    int acc = base_for(fs, target);
    npcomp_emit_abc(fs, OP_BUILDDICT, acc, 0, 0);
    for (int i = 0; i < keys->n && !fs->c->failed; i++) {
        if (!keys->items[i]) {
            int m = npcomp_expr_any(fs, vals->items[i]);
            npcomp_emit_abc(fs, OP_DICTUPDATE, acc, m, 0);
        } else {
            int k = npcomp_expr_any(fs, keys->items[i]);
            int v = npcomp_expr_any(fs, vals->items[i]);
            npcomp_emit_abc(fs, OP_DICTSET, acc, k, v);
        }
        npcomp_free_to(fs, acc + 1);
    }
    if (acc != target)
        npcomp_emit_abc(fs, OP_MOVE, target, acc, 0);
    npcomp_free_to(fs, saved);
}

/* ---------------------------------------------------------------- f-strings */

static void compile_formatted(NpFuncState *fs, const NpExpr *e, int target)
{
    int saved = fs->freereg;
    int v = npcomp_expr_any(fs, e->u.formatted.value);
    fs->curline = e->loc.line;
    int conv = e->u.formatted.conversion;
    if (conv == 's' || conv == 'r' || conv == 'a') {
        int dst = e->u.formatted.format_spec ? npcomp_reserve(fs, 1) : target;
        npcomp_emit_abc(fs, OP_CONVERT, dst, v, conv);
        v = dst;
        if (!e->u.formatted.format_spec) {
            npcomp_free_to(fs, saved);
            return;
        }
    }
    if (e->u.formatted.format_spec) {
        int spec = npcomp_expr_next(fs, e->u.formatted.format_spec);
        npcomp_emit_abc(fs, OP_FORMAT, target, v, spec);
    } else {
        npcomp_emit_abc(fs, OP_FORMATSIMPLE, target, v, 0);
    }
    npcomp_free_to(fs, saved);
}

static void compile_joinedstr(NpFuncState *fs, const NpExpr *e, int target)
{
    const NpExprSeq *parts = &e->u.joinedstr.values;
    if (parts->n == 0) {
        npcomp_emit_abx(fs, OP_LOADK, target, npcomp_const_str(fs, "", 0));
        return;
    }
    if (parts->n == 1) {
        npcomp_expr_to(fs, parts->items[0], target);
        return;
    }
    int saved = fs->freereg;
    int base = npcomp_reserve(fs, 1), n = 1;
    npcomp_expr_to(fs, parts->items[0], base);
    for (int i = 1; i < parts->n && !fs->c->failed; i++) {
        if (n == NP_COMP_CHUNK) {
            npcomp_emit_abc(fs, OP_BUILDSTR, base, base, n);
            npcomp_free_to(fs, base + 1);
            n = 1;
        }
        npcomp_expr_next(fs, parts->items[i]);
        n++;
    }
    fs->curline = e->loc.line;
    npcomp_emit_abc(fs, OP_BUILDSTR, target, base, n);
    npcomp_free_to(fs, saved);
}

/* ---------------------------------------------------------------- other expressions */

static void compile_subscript(NpFuncState *fs, const NpExpr *e, int target)
{
    int saved = fs->freereg;
    int obj = operand(fs, e->u.subscript.value);
    int imm;
    // A small int literal index is an operand of GETITEMI (evaluating it has no effect).
    if (npcomp_small_int(fs, e->u.subscript.slice, &imm)) {
        fs->curline = e->loc.line;
        npcomp_emit_abc(fs, OP_GETITEMI, target, obj, imm - NP_SC_MIN);
        npcomp_free_to(fs, saved);
        return;
    }
    if (e->u.subscript.slice->kind == EXPR_SLICE) {
        // `x[a:b:c]`: the parts are operands of GETSLICE, so no slice object is made for the
        // common receivers (the VM makes one for any other).
        int base = npcomp_slice_parts(fs, e->u.subscript.slice);
        fs->curline = e->loc.line;
        npcomp_emit_abc(fs, OP_GETSLICE, target, obj, base);
        npcomp_free_to(fs, saved);
        return;
    }
    int key = npcomp_expr_any(fs, e->u.subscript.slice);
    fs->curline = e->loc.line;
    npcomp_emit_abc(fs, OP_GETITEM, target, obj, key);
    npcomp_free_to(fs, saved);
}

int npcomp_slice_parts(NpFuncState *fs, const NpExpr *e)
{
    int base = npcomp_reserve(fs, 3);
    const NpExpr *parts[3] = {e->u.slice.lower, e->u.slice.upper, e->u.slice.step};
    for (int i = 0; i < 3; i++) {
        if (parts[i])
            npcomp_expr_to(fs, parts[i], base + i);
        else
            npcomp_emit_abc(fs, OP_LOADNONE, base + i, 0, 0);
    }
    return base;
}

static void compile_slice(NpFuncState *fs, const NpExpr *e, int target)
{
    int saved = fs->freereg;
    int base = npcomp_slice_parts(fs, e);
    npcomp_emit_abc(fs, OP_BUILDSLICE, target, base, 0);
    npcomp_free_to(fs, saved);
}

static void compile_lambda(NpFuncState *fs, const NpExpr *e, int target)
{
    int saved = fs->freereg;
    int a = npcomp_reserve(fs, 2);
    bool defaults = npcomp_defaults(fs, e->u.lambda.args, a);
    NpScope *s = npcomp_child(fs->scope, e);
    if (s)
        npcomp_make_function(fs, s, e->u.lambda.args, NULL, e->u.lambda.body, a, defaults);
    npcomp_emit_abc(fs, OP_MOVE, target, a, 0);
    npcomp_free_to(fs, saved);
}

static void compile_yield(NpFuncState *fs, const NpExpr *e, int target)
{
    int saved = fs->freereg;
    int v;
    if (e->kind == EXPR_YIELDFROM) {
        v = npcomp_expr_next(fs, e->u.yield.value);
        fs->curline = e->loc.line;
        npcomp_emit_abc(fs, OP_GETITER, v, v, 0);
        npcomp_emit_abc(fs, OP_YIELDFROM, target, v, 0);
    } else {
        if (e->u.yield.value) {
            v = npcomp_expr_any(fs, e->u.yield.value);
        } else {
            v = npcomp_reserve(fs, 1);
            npcomp_emit_abc(fs, OP_LOADNONE, v, 0, 0);
        }
        fs->curline = e->loc.line;
        npcomp_emit_abc(fs, OP_YIELD, target, v, 0);
    }
    npcomp_free_to(fs, saved);
}

static void compile_namedexpr(NpFuncState *fs, const NpExpr *e, int target)
{
    const char *name = e->u.namedexpr.target->u.name.id;
    NpSymbol *sym = symbol(fs, name);
    if (sym_scope(sym) == SYM_LOCAL && !is_local_reg(fs, target)) {
        npcomp_expr_to(fs, e->u.namedexpr.value, sym->reg);
        npcomp_set_assigned(fs, sym->reg, true);
        npcomp_emit_abc(fs, OP_MOVE, target, sym->reg, 0);
        return;
    }
    npcomp_expr_to(fs, e->u.namedexpr.value, target);
    npcomp_store_name(fs, name, target, e->loc);
}

// Expressions that write their target more than once must not target a named local directly.
static bool writes_twice(const NpExpr *e)
{
    return e->kind == EXPR_BOOLOP || e->kind == EXPR_IFEXP || e->kind == EXPR_NAMEDEXPR ||
           (e->kind == EXPR_COMPARE && e->u.compare.comparators.n > 1);
}

// CPython 3.11's location of an attribute access (and of the method call) whose name is on a
// later line than its object (`(data\n  .strip())`): it starts at the name, on the name's line
// (update_start_location_to_match_attr); [span] is the location otherwise. Sets the line and
// the span given to the next instructions.
static void at_attr_name(NpFuncState *fs, const NpExpr *attr, NpLoc span)
{
    fs->curloc = span;
    fs->curline = span.line;
    if (attr->loc.line == attr->loc.end_line)
        return;
    int len = 0;
    for (const char *p = attr->u.attribute.attr; *p; p++)
        len += ((unsigned char)*p & 0xc0) != 0x80;
    fs->curline = fs->curloc.line = attr->loc.end_line;
    fs->curloc.col = len <= attr->loc.end_col ? attr->loc.end_col - len : -1;
    if (fs->curloc.end_line < fs->curloc.line)
        fs->curloc.end_line = fs->curloc.line;
    if (fs->curloc.end_line == fs->curloc.line && fs->curloc.end_col < fs->curloc.col)
        fs->curloc.end_col = fs->curloc.col;
}

static void compile_expr_kind(NpFuncState *fs, const NpExpr *e, int target)
{
    switch (e->kind) {
    case EXPR_BOOLOP: compile_boolop(fs, e, target); break;
    case EXPR_NAMEDEXPR: compile_namedexpr(fs, e, target); break;
    case EXPR_BINOP: compile_binop(fs, e, target); break;
    case EXPR_UNARYOP: compile_unary(fs, e, target); break;
    case EXPR_LAMBDA: compile_lambda(fs, e, target); break;
    case EXPR_IFEXP: compile_ifexp(fs, e, target); break;
    case EXPR_DICT: build_dict(fs, e, target); break;
    case EXPR_SET: build_seq(fs, &e->u.set.elts, EXPR_SET, target); break;
    case EXPR_LISTCOMP:
    case EXPR_SETCOMP:
    case EXPR_DICTCOMP:
    case EXPR_GENEXP: compile_comp(fs, e, target); break;
    case EXPR_YIELD:
    case EXPR_YIELDFROM: compile_yield(fs, e, target); break;
    case EXPR_COMPARE: compile_compare(fs, e, target); break;
    case EXPR_CALL: compile_call(fs, e, target); break;
    case EXPR_FORMATTED: compile_formatted(fs, e, target); break;
    case EXPR_JOINEDSTR: compile_joinedstr(fs, e, target); break;
    case EXPR_ATTRIBUTE: {
        int saved = fs->freereg;
        int obj = npcomp_expr_any(fs, e->u.attribute.value);
        at_attr_name(fs, e, e->loc);
        npcomp_emit_abk(fs, OP_GETATTR, target, obj, npcomp_const_name(fs, e->u.attribute.attr));
        npcomp_free_to(fs, saved);
        break;
    }
    case EXPR_SUBSCRIPT: compile_subscript(fs, e, target); break;
    case EXPR_STARRED: npcomp_error(fs->c, e->loc, "can't use starred expression here"); break;
    case EXPR_NAME:
        // `__debug__` is the constant True (no -O here), as CPython's compiler makes it.
        if (strcmp(e->u.name.id, "__debug__") == 0)
            npcomp_emit_abc(fs, OP_LOADBOOL, target, 1, 0);
        else
            npcomp_load_name_to(fs, e->u.name.id, target, e->loc);
        break;
    case EXPR_LIST: build_seq(fs, &e->u.seq.elts, EXPR_LIST, target); break;
    case EXPR_TUPLE: {
        NpValue v;
        if (npcomp_fold(fs, e, &v))
            load_const(fs, v, target);
        else
            build_seq(fs, &e->u.seq.elts, EXPR_TUPLE, target);
        break;
    }
    case EXPR_SLICE: compile_slice(fs, e, target); break;
    case EXPR_AWAIT: npcomp_error(fs->c, e->loc, "'await' outside async function"); break;
    case EXPR_CONSTANT: {
        NpValue v;
        if (e->u.constant.kind == CONST_IMAG)
            compile_imag(fs, e, target);
        else if (npcomp_fold(fs, e, &v))
            load_const(fs, v, target);
        break;
    }
    default: npcomp_error(fs->c, e->loc, "unsupported expression"); break;
    }
}

void npcomp_expr_to(NpFuncState *fs, const NpExpr *e, int target)
{
    NpCompiler *c = fs->c;
    if (c->failed)
        return;
    if (++c->depth > NP_COMP_MAX_DEPTH) {
        npcomp_error(c, e->loc, "expression too complex");
        c->depth--;
        return;
    }
    int line = fs->curline;
    NpLoc loc = fs->curloc;
    const NpExpr *cur = fs->curexpr;
    fs->curline = e->loc.line;
    fs->curloc = e->loc;
    fs->curexpr = e;
    if (is_local_reg(fs, target) && writes_twice(e)) {
        int saved = fs->freereg;
        int t = npcomp_reserve(fs, 1);
        compile_expr_kind(fs, e, t);
        npcomp_emit_abc(fs, OP_MOVE, target, t, 0);
        npcomp_free_to(fs, saved);
    } else {
        compile_expr_kind(fs, e, target);
    }
    fs->curline = line;
    fs->curloc = loc;
    fs->curexpr = cur;
    c->depth--;
}

/* ---------------------------------------------------------------- conditions */

// The truth value of a constant, or -1 when [e] is not a foldable constant.
static int const_truth(NpFuncState *fs, const NpExpr *e)
{
    if (e->kind != EXPR_CONSTANT)
        return -1;
    NpValue v;
    if (!npcomp_fold(fs, e, &v))
        return -1;
    switch (v.tag) {
    case NP_T_NONE: return 0;
    case NP_T_BOOL:
    case NP_T_INT: return v.u.i != 0;
    case NP_T_FLOAT: return v.u.f != 0;
    default: return NP_IS_STR(v) ? NP_AS_STR(v)->len != 0 : -1;
    }
}

// The compare-and-branch form of an is / is not / in / not in test (ISJ ... NOTINJ), or OP_NOP.
static int identity_branch_form(int op)
{
    switch (op) {
    case OP_IS: return OP_ISJ;
    case OP_ISNOT: return OP_ISNOTJ;
    case OP_ISNONE: return OP_ISNONEJ;
    case OP_ISNOTNONE: return OP_ISNOTNONEJ;
    case OP_IN: return OP_INJ;
    case OP_NOTIN: return OP_NOTINJ;
    default: return OP_NOP;
    }
}

// When test [e] was a single comparison just compiled into the temporary [r] (at or above
// [saved], so only the conditional jump about to be emitted reads it), turns that EQ ... GEI
// instruction (or an is / in test) into its compare-and-branch form (EQJ ... GEIJ, ISJ ...
// NOTINJ), which takes the jump itself.
_Static_assert(OP_GE - OP_EQ == 5 && OP_GEJ - OP_EQJ == 5 && OP_GEI - OP_EQI == 5 &&
                   OP_GEIJ - OP_EQIJ == 5,
               "comparison opcodes and their compare-and-branch forms are in the same order");
static void fuse_compare(NpFuncState *fs, const NpExpr *e, int r, int saved)
{
    if (fs->c->failed || e->kind != EXPR_COMPARE || e->u.compare.comparators.n != 1 ||
        r < saved || r < fs->scope->nlocals || fs->ncode == 0)
        return;
    NpInstr *last = &fs->code[fs->ncode - 1];
    int op = GET_OP(*last);
    if ((int)GET_A(*last) != r)
        return;
    if (op >= OP_EQ && op <= OP_GE)
        *last = (*last & ~(NpInstr)0xff) | (NpInstr)(op - OP_EQ + OP_EQJ);
    else if (op >= OP_EQI && op <= OP_GEI)
        *last = (*last & ~(NpInstr)0xff) | (NpInstr)(op - OP_EQI + OP_EQIJ);
    else if (identity_branch_form(op) != OP_NOP)
        *last = (*last & ~(NpInstr)0xff) | (NpInstr)identity_branch_form(op);
}

void npcomp_jump_if(NpFuncState *fs, const NpExpr *e, bool when, NpJumpList *jl)
{
    if (fs->c->failed)
        return;
    if (e->kind == EXPR_UNARYOP && e->u.unaryop.op == UNARY_NOT) {
        npcomp_jump_if(fs, e->u.unaryop.operand, !when, jl);
        return;
    }
    int truth = const_truth(fs, e);
    if (truth >= 0) {
        if (truth == (int)when)
            npcomp_jl_add(jl, npcomp_emit_jmp(fs));
        return;
    }
    if (e->kind == EXPR_BOOLOP) {
        const NpExprSeq *v = &e->u.boolop.values;
        bool is_and = e->u.boolop.op == BOOLOP_AND;
        uint8_t before[32];
        memcpy(before, fs->assigned, sizeof before);
        if (is_and != when) {
            // and/false, or/true: any operand deciding jumps straight to the target.
            for (int i = 0; i < v->n; i++)
                npcomp_jump_if(fs, v->items[i], when, jl);
        } else {
            NpJumpList skip = {0};
            for (int i = 0; i < v->n - 1; i++)
                npcomp_jump_if(fs, v->items[i], !when, &skip);
            npcomp_jump_if(fs, v->items[v->n - 1], when, jl);
            npcomp_jl_patch_here(fs, &skip);
            npcomp_jl_free(&skip);
        }
        memcpy(fs->assigned, before, sizeof before);
        // The first operand always runs, so its assignments are definite.
        return;
    }
    int saved = fs->freereg;
    int line = fs->curline;
    fs->curline = e->loc.line;
    int r = npcomp_expr_any(fs, e);
    fuse_compare(fs, e, r, saved);
    npcomp_jl_add(jl, npcomp_emit_condjmp(fs, r, when));
    fs->curline = line;
    npcomp_free_to(fs, saved);
}

/* ---------------------------------------------------------------- targets */

int npcomp_consecutive_locals(NpFuncState *fs, const NpExprSeq *elts)
{
    if (elts->n < 2)
        return -1;
    int first = -1;
    for (int i = 0; i < elts->n; i++) {
        const NpExpr *x = elts->items[i];
        if (x->kind != EXPR_NAME)
            return -1;
        NpSymbol *sym = symbol(fs, x->u.name.id);
        if (sym_scope(sym) != SYM_LOCAL)
            return -1;
        if (i == 0)
            first = sym->reg;
        else if (sym->reg != first + i)
            return -1;
    }
    return first;
}

static void store_unpack(NpFuncState *fs, const NpExpr *t, int val)
{
    const NpExprSeq *elts = &t->u.seq.elts;
    int star = -1;
    for (int i = 0; i < elts->n; i++) {
        if (elts->items[i]->kind != EXPR_STARRED)
            continue;
        if (star >= 0) {
            npcomp_error(fs->c, elts->items[i]->loc, "multiple starred expressions in assignment");
            return;
        }
        star = i;
    }
    int first = star < 0 ? npcomp_consecutive_locals(fs, elts) : -1;
    if (first >= 0) {
        // UNPACK writes all the targets or none (vm/np_interp.c unpack), so no temporaries.
        npcomp_emit_abc(fs, OP_UNPACK, first, elts->n, val);
        for (int i = 0; i < elts->n; i++)
            npcomp_set_assigned(fs, first + i, true);
        return;
    }
    int saved = fs->freereg;
    int base = npcomp_reserve(fs, elts->n > 0 ? elts->n : 1);
    if (star < 0) {
        npcomp_emit_abc(fs, OP_UNPACK, base, elts->n, val);
    } else {
        if (val != base)
            npcomp_emit_abc(fs, OP_MOVE, base, val, 0);
        npcomp_emit_abc(fs, OP_UNPACKEX, base, star, elts->n - star - 1);
    }
    for (int i = 0; i < elts->n; i++) {
        const NpExpr *x = elts->items[i];
        npcomp_store(fs, x->kind == EXPR_STARRED ? x->u.starred.value : x, base + i);
    }
    npcomp_free_to(fs, saved);
}

void npcomp_store(NpFuncState *fs, const NpExpr *t, int val)
{
    if (fs->c->failed)
        return;
    int saved = fs->freereg;
    int line = fs->curline;
    NpLoc loc = fs->curloc;
    const NpExpr *cur = fs->curexpr;
    fs->curline = t->loc.line;
    fs->curloc = t->loc;
    fs->curexpr = t;
    switch (t->kind) {
    case EXPR_NAME: npcomp_store_name(fs, t->u.name.id, val, t->loc); break;
    case EXPR_ATTRIBUTE: {
        int obj = npcomp_expr_any(fs, t->u.attribute.value);
        fs->curline = t->loc.line;
        npcomp_emit_abk(fs, OP_SETATTR, obj, val, npcomp_const_name(fs, t->u.attribute.attr));
        break;
    }
    case EXPR_SUBSCRIPT: {
        int obj = npcomp_expr_any(fs, t->u.subscript.value);
        int imm;
        if (npcomp_small_int(fs, t->u.subscript.slice, &imm)) {
            fs->curline = t->loc.line;
            npcomp_emit_abc(fs, OP_SETITEMI, obj, imm - NP_SC_MIN, val);
            break;
        }
        if (t->u.subscript.slice->kind == EXPR_SLICE) {
            int base = npcomp_slice_parts(fs, t->u.subscript.slice);
            fs->curline = t->loc.line;
            npcomp_emit_abc(fs, OP_SETSLICE, obj, base, val);
            break;
        }
        int key = npcomp_expr_any(fs, t->u.subscript.slice);
        fs->curline = t->loc.line;
        npcomp_emit_abc(fs, OP_SETITEM, obj, key, val);
        break;
    }
    case EXPR_TUPLE:
    case EXPR_LIST: store_unpack(fs, t, val); break;
    case EXPR_STARRED:
        npcomp_error(fs->c, t->loc, "starred assignment target must be in a list or tuple");
        break;
    default: npcomp_error(fs->c, t->loc, "cannot assign to expression"); break;
    }
    fs->curline = line;
    fs->curloc = loc;
    fs->curexpr = cur;
    npcomp_free_to(fs, saved);
}

void npcomp_delete(NpFuncState *fs, const NpExpr *t)
{
    int saved = fs->freereg;
    NpLoc loc = fs->curloc;
    const NpExpr *cur = fs->curexpr;
    fs->curline = t->loc.line;
    fs->curloc = t->loc;
    fs->curexpr = t;
    switch (t->kind) {
    case EXPR_NAME: {
        NpSymbol *sym = symbol(fs, t->u.name.id);
        switch (sym_scope(sym)) {
        case SYM_LOCAL:
            check_bound(fs, sym);
            npcomp_emit_abc(fs, OP_CLEAR, sym->reg, 0, 0);
            npcomp_set_assigned(fs, sym->reg, false);
            break;
        case SYM_CELL:
        case SYM_FREE: npcomp_emit_abc(fs, OP_DELCELL, 0, sym->reg, 0); break;
        default: npcomp_emit_abx(fs, OP_DELGLOBAL, 0, npcomp_const_name(fs, t->u.name.id)); break;
        }
        break;
    }
    case EXPR_ATTRIBUTE: {
        int obj = npcomp_expr_any(fs, t->u.attribute.value);
        npcomp_emit_abk(fs, OP_DELATTR, obj, 0, npcomp_const_name(fs, t->u.attribute.attr));
        break;
    }
    case EXPR_SUBSCRIPT: {
        int obj = npcomp_expr_any(fs, t->u.subscript.value);
        int key = npcomp_expr_any(fs, t->u.subscript.slice);
        fs->curline = t->loc.line;
        npcomp_emit_abc(fs, OP_DELITEM, obj, key, 0);
        break;
    }
    case EXPR_TUPLE:
    case EXPR_LIST:
        for (int i = 0; i < t->u.seq.elts.n; i++)
            npcomp_delete(fs, t->u.seq.elts.items[i]);
        break;
    default: npcomp_error(fs->c, t->loc, "cannot delete expression"); break;
    }
    fs->curloc = loc;
    fs->curexpr = cur;
    npcomp_free_to(fs, saved);
}

/* ---------------------------------------------------------------- functions */

bool npcomp_defaults(NpFuncState *fs, const NpArguments *args, int a)
{
    int nkw = 0;
    for (int i = 0; i < args->kw_defaults.n; i++)
        nkw += args->kw_defaults.items[i] != NULL;
    if (args->defaults.n == 0 && nkw == 0)
        return false;
    if (args->defaults.n == 0)
        npcomp_emit_abc(fs, OP_LOADNONE, a, 0, 0);
    else
        build_seq(fs, &args->defaults, EXPR_TUPLE, a);
    if (nkw == 0) {
        npcomp_emit_abc(fs, OP_LOADNONE, a + 1, 0, 0);
        return true;
    }
    npcomp_emit_abc(fs, OP_BUILDDICT, a + 1, 0, 0);
    for (int i = 0; i < args->kw_defaults.n && i < args->kwonlyargs.n; i++) {
        if (!args->kw_defaults.items[i])
            continue;
        int saved = fs->freereg;
        int k = npcomp_reserve(fs, 1);
        npcomp_emit_abx(fs, OP_LOADK, k, npcomp_const_name(fs, args->kwonlyargs.items[i]->name));
        int v = npcomp_expr_any(fs, args->kw_defaults.items[i]);
        npcomp_emit_abc(fs, OP_DICTSET, a + 1, k, v);
        npcomp_free_to(fs, saved);
    }
    return true;
}

void npcomp_make_function(NpFuncState *fs, NpScope *s, const NpArguments *args,
                          const NpStmtSeq *body, const NpExpr *lambda_body, int a, bool defaults)
{
    int line = fs->curline;
    NpProto *p = npcomp_function_proto(fs->c, s, args, body, lambda_body);
    fs->curline = line;
    if (!p)
        return;
    int k = npcomp_const(fs, np_obj(&p->hdr));
    npcomp_emit_abx(fs, defaults ? OP_MAKEFUNC : OP_MAKEFUNC0, a, k);
}

/* ---------------------------------------------------------------- comprehensions */

// Emits the element step of the innermost loop of comprehension [e] into result [res].
static void comp_element(NpFuncState *fs, const NpExpr *e, int res)
{
    int saved = fs->freereg;
    switch (e->kind) {
    case EXPR_LISTCOMP:
    case EXPR_SETCOMP: {
        int v = npcomp_expr_any(fs, e->u.comp.elt);
        npcomp_emit_abc(fs, e->kind == EXPR_LISTCOMP ? OP_LISTAPPEND : OP_SETADD, res, v, 0);
        break;
    }
    case EXPR_DICTCOMP: {
        int k = npcomp_expr_any(fs, e->u.comp.key);
        int v = npcomp_expr_any(fs, e->u.comp.value);
        npcomp_emit_abc(fs, OP_DICTSET, res, k, v);
        break;
    }
    default: {
        int v = npcomp_expr_any(fs, e->u.comp.elt);
        int t = npcomp_reserve(fs, 1);
        npcomp_emit_abc(fs, OP_YIELD, t, v, 0);
        break;
    }
    }
    npcomp_free_to(fs, saved);
}

// One `for ... in ... if ...` level of a comprehension body (recursing for the next level).
static void comp_loop(NpFuncState *fs, const NpExpr *e, int level, int res)
{
    const NpComprehension *gen = e->u.comp.generators.items[level];
    int saved = fs->freereg;
    // The loop is rotated (npcomp_emit_forhead). A plain local target gets each item from the
    // FORLOOPs themselves, which then never write R[it+1], so the first loop iterates over
    // `.0` (R[0]) in place; any other target is stored from the scratch register R[it+1].
    int local = npcomp_for_target(fs, gen->target);
    int it;
    if (level == 0 && local >= 0) {
        it = 0;
    } else {
        it = npcomp_reserve(fs, 1);
        if (level == 0) {
            npcomp_emit_abc(fs, OP_MOVE, it, 0, 0);
        } else {
            int src = npcomp_expr_local_or_to(fs, gen->iter, it);
            npcomp_emit_abc(fs, OP_GETITER, it, src, 0);
        }
        npcomp_reserve(fs, 1);
    }
    int dst = local >= 0 ? local : it + 1;
    int exit;
    int top = npcomp_emit_forhead(fs, it, dst, &exit);
    int body = top + 3;
    if (local >= 0)
        npcomp_set_assigned(fs, local, true);
    else
        npcomp_store(fs, gen->target, it + 1);
    NpJumpList skip = {0};
    for (int i = 0; i < gen->ifs.n; i++)
        npcomp_jump_if(fs, gen->ifs.items[i], false, &skip);
    if (level + 1 < e->u.comp.generators.n)
        comp_loop(fs, e, level + 1, res);
    else
        comp_element(fs, e, res);
    // An item the `if`s reject goes straight to the back edge, which fetches the next one
    // (or, when the loop is too long for FORLOOP, to the loop's head).
    int next = fs->ncode;
    if (!npcomp_emit_forloop(fs, it, dst, body, top))
        next = top;
    for (int i = 0; i < skip.n; i++)
        npcomp_patch(fs, skip.pcs[i], next);
    npcomp_jl_free(&skip);
    npcomp_patch_here(fs, exit);
    npcomp_free_to(fs, saved);
}

void npcomp_comp_body(NpFuncState *fs, const NpExpr *e)
{
    int res = -1;
    // The loop's own instructions are reported at the whole comprehension (CPython).
    fs->curloc = e->loc;
    fs->curexpr = e;
    if (e->kind != EXPR_GENEXP) {
        res = npcomp_reserve(fs, 1);
        NpOpcode op = e->kind == EXPR_LISTCOMP ? OP_BUILDLIST
                    : e->kind == EXPR_SETCOMP ? OP_BUILDSET : OP_BUILDDICT;
        npcomp_emit_abc(fs, op, res, 0, 0);
    }
    // Constants the loop uses as operands are loaded once, before it (the comprehension's
    // function ends with its loop, so they stay for the whole call).
    hoist_comp(fs, e);
    comp_loop(fs, e, 0, res);
    if (res >= 0)
        npcomp_emit_abc(fs, OP_RETURN, res, 0, 0);
    else
        npcomp_emit_abc(fs, OP_RETURNNONE, 0, 0, 0);
}

// Tells each by-value variable of comprehension scope [s] (NpSymbol.byval) whether the
// enclosing function's local is definitely assigned here, so the comprehension's reads of it
// need no check; returns how many there are.
static int byval_note_bound(NpFuncState *fs, NpScope *s)
{
    int n = 0;
    for (int i = 0; i < s->nsyms; i++) {
        NpSymbol *sym = &s->syms[i];
        if (!sym->byval)
            continue;
        NpSymbol *ps = symbol(fs, sym->name);
        // A cell's binding is not tracked, but a parameter's cell is filled at entry and only
        // `del` could empty it.
        if (ps && ps->scope == SYM_CELL)
            sym->entry_bound = (ps->flags & DEF_PARAM) && !(ps->flags & DEF_DEL);
        else
            sym->entry_bound = ps && npcomp_is_assigned(fs, ps->reg);
        n++;
    }
    return n;
}

// Copies the enclosing locals comprehension [s] receives by value into its argument registers
// from [r] on, in the order of its parameters (an unbound local passes its UNDEF marker, which
// the comprehension's CHECKFREE reports only if it reads it); a cell's value is read by
// CELLVALUE, which passes an empty cell's UNDEF the same way.
static void byval_args(NpFuncState *fs, NpScope *s, int r)
{
    for (int i = 0; i < s->nsyms; i++) {
        NpSymbol *sym = &s->syms[i];
        if (!sym->byval)
            continue;
        NpSymbol *ps = symbol(fs, sym->name);
        if (!ps || (ps->scope != SYM_LOCAL && ps->scope != SYM_CELL) || ps->reg < 0) {
            npcomp_error_line(fs->c, fs->curline, "internal error: by-value name '%s' not local",
                              sym->name);
            return;
        }
        if (ps->scope == SYM_CELL) {
            npcomp_emit_abc(fs, OP_CELLVALUE, r++, ps->reg, 0);
            continue;
        }
        emit_disown(fs, ps);
        npcomp_emit_abc(fs, OP_MOVE, r++, ps->reg, 0);
    }
}

// The call site: make the comprehension function, evaluate the first iterable here, copy the
// by-value variables (after the iterable, which a walrus may have rebound them in), call.
static void compile_comp(NpFuncState *fs, const NpExpr *e, int target)
{
    NpScope *s = npcomp_child(fs->scope, e);
    if (!s || e->u.comp.generators.n == 0)
        return;
    int saved = fs->freereg;
    int a = base_for(fs, target);
    int nbyval = byval_note_bound(fs, s);
    npcomp_reserve(fs, 1 + nbyval);
    npcomp_make_function(fs, s, NULL, NULL, e, a, false);
    // A local iterable is read in place (GETITER a+1, local), not copied to R[a+1] first.
    int src = npcomp_expr_local_or_to(fs, e->u.comp.generators.items[0]->iter, a + 1);
    fs->curline = e->loc.line;
    npcomp_emit_abc(fs, OP_GETITER, a + 1, src, 0);
    byval_args(fs, s, a + 2);
    npcomp_emit_abc(fs, OP_CALL, a, 1 + nbyval, 0);
    if (target != a)
        npcomp_emit_abc(fs, OP_MOVE, target, a, 0);
    npcomp_free_to(fs, saved > a ? saved : a);
    if (target == a)
        npcomp_free_to(fs, a + 1);
}

/* ---------------------------------------------------------------- loop-invariant constants: the scan */

// What npcomp_hoist_begin's scan of a loop found: distinct constants used as operands.
typedef struct NpHoistScan {
    NpValue val[NP_HOIST_LOOP];
    int n;
    // AST nodes visited, bounded so a huge body costs bounded compile time.
    int nodes;
} NpHoistScan;

// Notes literal [e] (an operand that npcomp_expr_any or compile_binop's constant prefix would
// otherwise load with a LOADK/LOADI each time) unless already noted or hoisted by an outer loop.
// A str is put in the constant table at once, so the value kept is the table's own.
static void hoist_note(NpFuncState *fs, NpHoistScan *hs, const NpExpr *e)
{
    NpValue v;
    if (hs->n == NP_HOIST_LOOP || !hoistable_const(fs, e, &v) || hoisted_value(fs, v) >= 0)
        return;
    for (int j = 0; j < hs->n; j++)
        if (same_const(hs->val[j], v))
            return;
    if (NP_IS_STR(v)) {
        int k = npcomp_const(fs, v);
        if (fs->c->failed)
            return;
        v = fs->consts[k];
    }
    hs->val[hs->n++] = v;
}

// True when [e] is a bare literal (so a binary operation with it on the left may fold).
static bool literal(const NpExpr *e)
{
    return e->kind == EXPR_CONSTANT ||
           (e->kind == EXPR_UNARYOP && e->u.unaryop.operand->kind == EXPR_CONSTANT);
}

static void hoist_scan_expr(NpFuncState *fs, NpHoistScan *hs, const NpExpr *e, int depth);

static void hoist_scan_seq(NpFuncState *fs, NpHoistScan *hs, const NpExprSeq *seq, int depth)
{
    for (int i = 0; i < seq->n; i++)
        hoist_scan_expr(fs, hs, seq->items[i], depth);
}

// Notes the operands of a binary operation that compile_binop reads through npcomp_expr_any or
// as its constant prefix: a literal right operand with no immediate form, a literal left one.
static void hoist_scan_binop(NpFuncState *fs, NpHoistScan *hs, const NpExpr *e, int depth)
{
    const NpExpr *l = e->u.binop.left, *r = e->u.binop.right;
    int imm;
    NpOpcode iop = binop_imm_opcode(e->u.binop.op);
    bool imm_form = iop != OP_NOP && npcomp_small_int(fs, r, &imm) && imm_fits(iop, imm);
    if (!imm_form && !literal(l))
        hoist_note(fs, hs, r);
    if (literal(l) && !literal(r))
        hoist_note(fs, hs, l);
    hoist_scan_expr(fs, hs, l, depth + 1);
    hoist_scan_expr(fs, hs, r, depth + 1);
}

// Notes the literal operands of a comparison (no small-int immediate of a single comparison).
static void hoist_scan_compare(NpFuncState *fs, NpHoistScan *hs, const NpExpr *e, int depth)
{
    const NpExprSeq *cs = &e->u.compare.comparators;
    int imm;
    if (cs->n == 1) {
        bool imm_form = cmp_imm_opcode(e->u.compare.ops[0]) != OP_NOP &&
                        npcomp_small_int(fs, cs->items[0], &imm);
        if (!imm_form && !literal(e->u.compare.left))
            hoist_note(fs, hs, cs->items[0]);
    } else {
        for (int i = 0; i < cs->n; i++)
            hoist_note(fs, hs, cs->items[i]);
    }
    if (!literal(cs->items[0]))
        hoist_note(fs, hs, e->u.compare.left);
    hoist_scan_expr(fs, hs, e->u.compare.left, depth + 1);
    hoist_scan_seq(fs, hs, cs, depth + 1);
}

// Walks expression [e] of a loop body for hoistable operands. Nested scopes (lambdas,
// comprehensions) are other functions and are not entered; correctness never depends on the
// scan (an operand is read from a register only when the register holds its exact value).
static void hoist_scan_expr(NpFuncState *fs, NpHoistScan *hs, const NpExpr *e, int depth)
{
    if (!e || depth > 48 || ++hs->nodes > 4000 || hs->n == NP_HOIST_LOOP || fs->c->failed)
        return;
    int imm;
    switch (e->kind) {
    case EXPR_BINOP: hoist_scan_binop(fs, hs, e, depth); break;
    case EXPR_COMPARE: hoist_scan_compare(fs, hs, e, depth); break;
    case EXPR_SUBSCRIPT:
        if (e->u.subscript.slice->kind != EXPR_SLICE &&
            !npcomp_small_int(fs, e->u.subscript.slice, &imm))
            hoist_note(fs, hs, e->u.subscript.slice);
        hoist_scan_expr(fs, hs, e->u.subscript.value, depth + 1);
        hoist_scan_expr(fs, hs, e->u.subscript.slice, depth + 1);
        break;
    case EXPR_UNARYOP: hoist_scan_expr(fs, hs, e->u.unaryop.operand, depth + 1); break;
    case EXPR_BOOLOP: hoist_scan_seq(fs, hs, &e->u.boolop.values, depth + 1); break;
    case EXPR_NAMEDEXPR: hoist_scan_expr(fs, hs, e->u.namedexpr.value, depth + 1); break;
    case EXPR_IFEXP:
        hoist_scan_expr(fs, hs, e->u.ifexp.test, depth + 1);
        hoist_scan_expr(fs, hs, e->u.ifexp.body, depth + 1);
        hoist_scan_expr(fs, hs, e->u.ifexp.orelse, depth + 1);
        break;
    case EXPR_CALL:
        hoist_scan_expr(fs, hs, e->u.call.func, depth + 1);
        hoist_scan_seq(fs, hs, &e->u.call.args, depth + 1);
        for (int i = 0; i < e->u.call.keywords.n; i++)
            hoist_scan_expr(fs, hs, e->u.call.keywords.items[i]->value, depth + 1);
        break;
    case EXPR_ATTRIBUTE: hoist_scan_expr(fs, hs, e->u.attribute.value, depth + 1); break;
    case EXPR_STARRED: hoist_scan_expr(fs, hs, e->u.starred.value, depth + 1); break;
    case EXPR_LIST:
    case EXPR_TUPLE: hoist_scan_seq(fs, hs, &e->u.seq.elts, depth + 1); break;
    case EXPR_SET: hoist_scan_seq(fs, hs, &e->u.set.elts, depth + 1); break;
    case EXPR_DICT:
        hoist_scan_seq(fs, hs, &e->u.dict.keys, depth + 1);
        hoist_scan_seq(fs, hs, &e->u.dict.values, depth + 1);
        break;
    case EXPR_FORMATTED: hoist_scan_expr(fs, hs, e->u.formatted.value, depth + 1); break;
    case EXPR_JOINEDSTR: hoist_scan_seq(fs, hs, &e->u.joinedstr.values, depth + 1); break;
    case EXPR_SLICE:
        hoist_scan_expr(fs, hs, e->u.slice.lower, depth + 1);
        hoist_scan_expr(fs, hs, e->u.slice.upper, depth + 1);
        hoist_scan_expr(fs, hs, e->u.slice.step, depth + 1);
        break;
    case EXPR_YIELD:
    case EXPR_YIELDFROM: hoist_scan_expr(fs, hs, e->u.yield.value, depth + 1); break;
    default: break;
    }
}

static void hoist_scan_stmts(NpFuncState *fs, NpHoistScan *hs, const NpStmtSeq *seq, int depth);

// Walks statement [st] of a loop body (a def or class inside is another scope: skipped).
static void hoist_scan_stmt(NpFuncState *fs, NpHoistScan *hs, const NpStmt *st, int depth)
{
    switch (st->kind) {
    case STMT_EXPR: hoist_scan_expr(fs, hs, st->u.expr.value, depth); break;
    case STMT_ASSIGN:
        hoist_scan_seq(fs, hs, &st->u.assign.targets, depth);
        hoist_scan_expr(fs, hs, st->u.assign.value, depth);
        break;
    case STMT_AUGASSIGN: {
        int imm;
        const NpExpr *v = st->u.augassign.value;
        NpBinOp op = st->u.augassign.op;
        if (!((op == BINOP_ADD || op == BINOP_SUB) && npcomp_small_int(fs, v, &imm)))
            hoist_note(fs, hs, v);
        hoist_scan_expr(fs, hs, st->u.augassign.target, depth);
        hoist_scan_expr(fs, hs, v, depth);
        break;
    }
    case STMT_RETURN: hoist_scan_expr(fs, hs, st->u.ret.value, depth); break;
    case STMT_IF:
        hoist_scan_expr(fs, hs, st->u.if_.test, depth);
        hoist_scan_stmts(fs, hs, &st->u.if_.body, depth + 1);
        hoist_scan_stmts(fs, hs, &st->u.if_.orelse, depth + 1);
        break;
    case STMT_WHILE:
        hoist_scan_expr(fs, hs, st->u.while_.test, depth);
        hoist_scan_stmts(fs, hs, &st->u.while_.body, depth + 1);
        hoist_scan_stmts(fs, hs, &st->u.while_.orelse, depth + 1);
        break;
    case STMT_FOR:
        hoist_scan_expr(fs, hs, st->u.for_.iter, depth);
        hoist_scan_stmts(fs, hs, &st->u.for_.body, depth + 1);
        hoist_scan_stmts(fs, hs, &st->u.for_.orelse, depth + 1);
        break;
    case STMT_WITH:
        for (int i = 0; i < st->u.with.items.n; i++)
            hoist_scan_expr(fs, hs, st->u.with.items.items[i]->context_expr, depth);
        hoist_scan_stmts(fs, hs, &st->u.with.body, depth + 1);
        break;
    case STMT_TRY:
    case STMT_TRYSTAR:
        hoist_scan_stmts(fs, hs, &st->u.try_.body, depth + 1);
        for (int i = 0; i < st->u.try_.handlers.n; i++)
            hoist_scan_stmts(fs, hs, &st->u.try_.handlers.items[i]->body, depth + 1);
        hoist_scan_stmts(fs, hs, &st->u.try_.orelse, depth + 1);
        hoist_scan_stmts(fs, hs, &st->u.try_.finalbody, depth + 1);
        break;
    default: break;
    }
}

static void hoist_scan_stmts(NpFuncState *fs, NpHoistScan *hs, const NpStmtSeq *seq, int depth)
{
    if (depth > 48)
        return;
    for (int i = 0; i < seq->n && hs->n < NP_HOIST_LOOP && hs->nodes <= 4000; i++)
        hoist_scan_stmt(fs, hs, seq->items[i], depth);
}

// Loads what scan [hs] found into registers of their own and makes them visible to
// npcomp_expr_any.
static void hoist_emit(NpFuncState *fs, const NpHoistScan *hs)
{
    for (int j = 0; j < hs->n && fs->nhk < NP_HOIST_TOTAL && fs->freereg < NP_HOIST_MAX_REG &&
                    !fs->c->failed;
         j++) {
        int r = npcomp_reserve(fs, 1);
        load_const(fs, hs->val[j], r);
        fs->hk_val[fs->nhk] = hs->val[j];
        fs->hk_reg[fs->nhk] = r;
        fs->nhk++;
    }
}

// True when the loop about to be compiled may get registers for its constants.
static bool hoist_room(NpFuncState *fs)
{
    return !fs->c->failed && fs->freereg < NP_HOIST_MAX_REG && fs->nhk < NP_HOIST_TOTAL;
}

int npcomp_hoist_begin(NpFuncState *fs, const NpStmtSeq *body, const NpExpr *test)
{
    int mark = fs->nhk;
    if (!hoist_room(fs))
        return mark;
    NpHoistScan hs = {.n = 0, .nodes = 0};
    if (test)
        hoist_scan_expr(fs, &hs, test, 0);
    hoist_scan_stmts(fs, &hs, body, 0);
    hoist_emit(fs, &hs);
    return mark;
}

// The same for comprehension [e], whose function is its loop: the element (key and value),
// the `if`s and the inner iterables, all evaluated per item.
static void hoist_comp(NpFuncState *fs, const NpExpr *e)
{
    if (!hoist_room(fs))
        return;
    NpHoistScan hs = {.n = 0, .nodes = 0};
    const NpComprehensionSeq *gens = &e->u.comp.generators;
    for (int i = 0; i < gens->n; i++) {
        if (i > 0)
            hoist_scan_expr(fs, &hs, gens->items[i]->iter, 0);
        hoist_scan_seq(fs, &hs, &gens->items[i]->ifs, 0);
    }
    hoist_scan_expr(fs, &hs, e->u.comp.elt, 0);
    hoist_scan_expr(fs, &hs, e->u.comp.key, 0);
    hoist_scan_expr(fs, &hs, e->u.comp.value, 0);
    hoist_emit(fs, &hs);
}

void npcomp_hoist_end(NpFuncState *fs, int mark)
{
    fs->nhk = mark;
}
