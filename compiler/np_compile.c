/*
 * np_compile.c - the compiler's entry point and code generation for statements.
 *
 * npcomp_module runs the symbol-table pass (np_symtable.c), then compiles the module body and,
 * recursively, every nested function, lambda, comprehension and class body into NpProtos.
 * Control flow that leaves a try/with/except block (return, break, continue) first runs that
 * block's cleanup inline (finally body, __exit__, popping the handled exception); the code run
 * for the cleanup is excluded from the block's own protected ranges. See docs/compiler.md.
 */
#include <stdlib.h>
#include <string.h>

#include "np_compint.h"
#include "np_strbuild.h"

// The parse arena's cap when a traceback recompiles a source for its spans (as nearly_run's).
#define NP_POS_ARENA_LIMIT ((size_t)256 * 1024 * 1024)

static void compile_stmt(NpFuncState *fs, const NpStmt *st);

/* ---------------------------------------------------------------- definite assignment */

typedef struct NpAssignState {
    uint8_t bits[32];
    bool dead;
} NpAssignState;

// At a loop head, names deleted anywhere in the function (del, or the implicit deletion of an
// `except ... as` name) may be unbound on the next iteration: forget them.
static void forget_deleted(NpFuncState *fs)
{
    NpScope *s = fs->scope;
    for (int i = 0; i < s->nsyms; i++)
        if ((s->syms[i].flags & DEF_DEL) && s->syms[i].scope == SYM_LOCAL)
            npcomp_set_assigned(fs, s->syms[i].reg, false);
}

static NpAssignState save_state(NpFuncState *fs)
{
    NpAssignState s;
    memcpy(s.bits, fs->assigned, sizeof s.bits);
    s.dead = fs->dead;
    return s;
}

static void set_state(NpFuncState *fs, NpAssignState s)
{
    memcpy(fs->assigned, s.bits, sizeof s.bits);
    fs->dead = s.dead;
}

// The state where two paths join: a name is assigned when it is on every live path.
static NpAssignState merge_state(NpAssignState a, NpAssignState b)
{
    if (a.dead)
        return b;
    if (b.dead)
        return a;
    for (int i = 0; i < 32; i++)
        a.bits[i] &= b.bits[i];
    return a;
}

/* ---------------------------------------------------------------- unwinding */

// Unbinds the name of an `except ... as name` clause (CLEAR for a local; store None then
// delete for globals and cells, as CPython does).
static void clear_exc_name(NpFuncState *fs, const char *name)
{
    NpSymbol *sym = npcomp_lookup(fs->scope, name);
    if (sym && sym->scope == SYM_LOCAL) {
        npcomp_emit_abc(fs, OP_CLEAR, sym->reg, 0, 0);
        npcomp_set_assigned(fs, sym->reg, false);
        return;
    }
    int saved = fs->freereg;
    int t = npcomp_reserve(fs, 1);
    npcomp_emit_abc(fs, OP_LOADNONE, t, 0, 0);
    NpLoc loc = {fs->curline, 0, fs->curline, 0};
    npcomp_store_name(fs, name, t, loc);
    NpExpr del;
    memset(&del, 0, sizeof del);
    del.kind = EXPR_NAME;
    del.loc = loc;
    del.u.name.id = name;
    del.u.name.ctx = CTX_DEL;
    npcomp_delete(fs, &del);
    npcomp_free_to(fs, saved);
}

// Emits the cleanup of block [i] (its range is already suspended).
static void emit_cleanup(NpFuncState *fs, int i)
{
    NpBlock *b = &fs->blocks[i];
    switch (b->kind) {
    case BLK_FINALLY: {
        // Compile the finally body with only the blocks outside this one visible.
        int n = fs->nblocks;
        int hidden = n - i;
        NpBlock *copy = malloc((size_t)hidden * sizeof(NpBlock));
        if (!copy) {
            npcomp_error_line(fs->c, fs->curline, "out of memory during compilation");
            return;
        }
        memcpy(copy, &fs->blocks[i], (size_t)hidden * sizeof(NpBlock));
        const NpStmtSeq *body = b->finalbody;
        fs->nblocks = i;
        npcomp_stmts(fs, body);
        memcpy(&fs->blocks[i], copy, (size_t)hidden * sizeof(NpBlock));
        fs->nblocks = n;
        free(copy);
        break;
    }
    case BLK_HANDLER:
        npcomp_emit_abc(fs, OP_POPEXC, b->reg, 0, 0);
        if (b->exc_name)
            clear_exc_name(fs, b->exc_name);
        break;
    case BLK_FINALLY_EXC: npcomp_emit_abc(fs, OP_POPEXC, b->reg, 0, 0); break;
    case BLK_WITH: npcomp_emit_abc(fs, OP_WITHEXIT, b->reg, 0, 0); break;
    case BLK_LOOP: npcomp_emit_abc(fs, OP_GENCLOSE, b->reg, 0, 0); break;
    default: break;
    }
}

// Whether block [b] has cleanup code: every kind but loops that own no generator.
static bool has_cleanup(const NpBlock *b)
{
    return b->kind != BLK_LOOP || b->reg >= 0;
}

// Runs the cleanups of blocks [downto, nblocks) innermost first, suspending their ranges.
static void unwind(NpFuncState *fs, int downto)
{
    for (int i = fs->nblocks - 1; i >= downto && !fs->c->failed; i--) {
        if (!has_cleanup(&fs->blocks[i]))
            continue;
        npcomp_block_suspend(fs, &fs->blocks[i]);
        emit_cleanup(fs, i);
    }
}

// Reopens the ranges suspended by unwind, after the jump that left them.
static void rewind_ranges(NpFuncState *fs, int downto)
{
    for (int i = downto; i < fs->nblocks; i++)
        if (has_cleanup(&fs->blocks[i]))
            npcomp_block_resume(fs, &fs->blocks[i]);
}

static bool needs_unwind(NpFuncState *fs, int downto)
{
    for (int i = downto; i < fs->nblocks; i++)
        if (has_cleanup(&fs->blocks[i]) && fs->blocks[i].kind != BLK_TRY)
            return true;
    return false;
}

static int innermost_loop(NpFuncState *fs)
{
    for (int i = fs->nblocks - 1; i >= 0; i--)
        if (fs->blocks[i].kind == BLK_LOOP)
            return i;
    return -1;
}

// True (with CPython's SyntaxError) when leaving to block [downto] would leave an except*
// clause (reported at [loc]: CPython's is a return's value when it has one).
static bool leaves_star(NpFuncState *fs, NpLoc loc, int downto)
{
    for (int i = downto; i < fs->nblocks; i++)
        if (fs->blocks[i].star)
            return !npcomp_error(fs->c, loc, "'break', 'continue' and 'return' cannot "
                                 "appear in an except* block");
    return false;
}

static void compile_return(NpFuncState *fs, const NpStmt *st)
{
    if (leaves_star(fs, st->u.ret.value ? st->u.ret.value->loc : st->loc, 0))
        return;
    int saved = fs->freereg;
    int r = -1;
    if (st->u.ret.value)
        r = needs_unwind(fs, 0) ? npcomp_expr_next(fs, st->u.ret.value)
                                : npcomp_expr_any(fs, st->u.ret.value);
    fs->curline = st->loc.line;
    unwind(fs, 0);
    fs->curline = st->loc.line;
    if (r >= 0)
        npcomp_emit_abc(fs, OP_RETURN, r, 0, 0);
    else
        npcomp_emit_abc(fs, OP_RETURNNONE, 0, 0, 0);
    rewind_ranges(fs, 0);
    npcomp_free_to(fs, saved);
    fs->dead = true;
}

// Emits a copy of for loop block [b]'s back edge where the code would jump to it (compiler21):
// `FORLOOP it -> body; EXTRA dst` at the for statement's line and span, then a JMP to the
// loop's exit (b->exits) for an exhausted iterator, so an iteration that ends there runs one
// dispatch instead of a JMP and the FORLOOP. The caller makes sure the point is in the same
// exception ranges as the back edge, except an owning loop's generator-closing range (an
// iterator that raises in next() is the owned generator, finished, or no generator at all,
// so the GENCLOSE there does nothing before re-raising). False, with nothing emitted, when
// [b] has no copies or the backward offset does not fit.
static bool emit_back_edge_copy(NpFuncState *fs, NpBlock *b)
{
    if (!b->copies || b->fl_body - (fs->ncode + 2) < NP_SBX_MIN)
        return false;
    int line = fs->curline;
    NpLoc loc = fs->curloc;
    fs->curline = b->fl_loc.line;
    fs->curloc = b->fl_loc;
    npcomp_emit(fs, MK_AsBx(OP_FORLOOP, b->fl_it, b->fl_body - (fs->ncode + 2)));
    npcomp_emit(fs, MK_Ax(OP_EXTRA, (uint32_t)b->fl_dst));
    npcomp_jl_add(&b->exits, npcomp_emit_jmp(fs));
    fs->curline = line;
    fs->curloc = loc;
    return true;
}

static void compile_break_continue(NpFuncState *fs, const NpStmt *st)
{
    int loop = innermost_loop(fs);
    bool brk = st->kind == STMT_BREAK;
    if (loop < 0) {
        npcomp_error(fs->c, st->loc, brk ? "'break' outside loop" : "'continue' not properly in loop");
        return;
    }
    // break also leaves the loop itself, closing the generator it owns.
    int downto = brk ? loop : loop + 1;
    if (leaves_star(fs, st->loc, downto))
        return;
    unwind(fs, downto);
    fs->curline = st->loc.line;
    // unwind suspended the ranges of the blocks left, so a continue runs the back edge's copy
    // in the back edge's own ranges.
    if (brk)
        npcomp_jl_add(&fs->blocks[loop].breaks, npcomp_emit_jmp(fs));
    else if (emit_back_edge_copy(fs, &fs->blocks[loop]))
        ;
    else if (fs->blocks[loop].continue_pc < 0)
        npcomp_jl_add(&fs->blocks[loop].continues, npcomp_emit_jmp(fs));
    else
        npcomp_emit_jmp_to(fs, fs->blocks[loop].continue_pc);
    rewind_ranges(fs, downto);
    fs->dead = true;
}

// Pops the innermost block, handing its protected ranges to the caller (who adds handler
// entries once the handler's pc is known). Free [*ranges] afterwards.
static NpPcRange *take_ranges(NpFuncState *fs, int *n)
{
    NpBlock *b = &fs->blocks[fs->nblocks - 1];
    npcomp_block_suspend(fs, b);
    NpPcRange *r = b->ranges;
    *n = b->nranges;
    b->ranges = NULL;
    b->nranges = 0;
    npcomp_pop_block(fs, -1, 0);
    return r;
}

static void add_ranges(NpFuncState *fs, NpPcRange *r, int n, int handler, int reg)
{
    for (int i = 0; i < n; i++)
        npcomp_add_handler(fs, r[i].start, r[i].end, handler, reg);
    free(r);
}

/* ---------------------------------------------------------------- control flow */

// `if test: break` / `if test: continue` with no else, when leaving for the loop runs no
// cleanup (no try, with, except or generator-owning for loop in between): the test jumps
// straight to the loop's break or continue target when true, instead of jumping over a JMP.
// False (nothing emitted) for any other statement.
static bool compile_if_jump(NpFuncState *fs, const NpStmt *st)
{
    const NpStmtSeq *body = &st->u.if_.body;
    if (st->u.if_.orelse.n != 0 || body->n != 1)
        return false;
    int kind = body->items[0]->kind;
    int loop = innermost_loop(fs);
    if ((kind != STMT_BREAK && kind != STMT_CONTINUE) || loop < 0)
        return false;
    bool brk = kind == STMT_BREAK;
    for (int i = brk ? loop : loop + 1; i < fs->nblocks; i++)
        if (has_cleanup(&fs->blocks[i]))
            return false;
    NpBlock *b = &fs->blocks[loop];
    if (!brk && b->continue_pc >= 0)
        return false;
    fs->curline = st->loc.line;
    npcomp_jump_if(fs, st->u.if_.test, true, brk ? &b->breaks : &b->continues);
    return true;
}

// The last statement of [seq], or NULL when it is empty.
static const NpStmt *last_stmt(const NpStmtSeq *seq)
{
    return seq->n > 0 ? seq->items[seq->n - 1] : NULL;
}

static void compile_if(NpFuncState *fs, const NpStmt *st)
{
    if (compile_if_jump(fs, st))
        return;
    NpJumpList ends = {0};
    NpAssignState out = {{0}, true};
    // The last statement of a for loop's body (directly, not inside a try or with): a branch
    // that ends where the loop's back edge follows ends with a copy of it (and so do the
    // branches of an if statement last in such a branch).
    const NpStmt *outer_tail = fs->tail;
    NpBlock *loop = NULL;
    if (st == fs->tail && fs->nblocks > 0 && fs->blocks[fs->nblocks - 1].copies)
        loop = &fs->blocks[fs->nblocks - 1];
    // elif chains are walked iteratively.
    while (st && !fs->c->failed) {
        fs->curline = st->loc.line;
        NpJumpList orelse = {0};
        npcomp_jump_if(fs, st->u.if_.test, false, &orelse);
        NpAssignState after_test = save_state(fs);
        fs->tail = loop ? last_stmt(&st->u.if_.body) : NULL;
        npcomp_stmts(fs, &st->u.if_.body);
        out = merge_state(out, save_state(fs));
        const NpStmtSeq *e = &st->u.if_.orelse;
        if (e->n > 0 && !fs->dead && !(loop && emit_back_edge_copy(fs, loop)))
            npcomp_jl_add(&ends, npcomp_emit_jmp(fs));
        npcomp_jl_patch_here(fs, &orelse);
        npcomp_jl_free(&orelse);
        set_state(fs, after_test);
        if (e->n == 1 && e->items[0]->kind == STMT_IF) {
            st = e->items[0];
            continue;
        }
        fs->tail = loop ? last_stmt(e) : NULL;
        npcomp_stmts(fs, e);
        out = merge_state(out, save_state(fs));
        st = NULL;
    }
    fs->tail = outer_tail;
    npcomp_jl_patch_here(fs, &ends);
    npcomp_jl_free(&ends);
    set_state(fs, out);
}

// Pops a loop block, keeping its break jumps for the caller to patch after the else clause.
static NpJumpList pop_loop(NpFuncState *fs)
{
    NpBlock *b = &fs->blocks[fs->nblocks - 1];
    NpJumpList breaks = b->breaks;
    b->breaks = (NpJumpList){0};
    npcomp_pop_block(fs, -1, 0);
    return breaks;
}

// Points the pending `continue` jumps of the innermost (for) loop at [target]: its FORLOOP, or
// the loop's head when the loop was too long for a FORLOOP at the bottom.
static void patch_continues(NpFuncState *fs, int target)
{
    NpBlock *b = &fs->blocks[fs->nblocks - 1];
    for (int i = 0; i < b->continues.n; i++)
        npcomp_patch(fs, b->continues.pcs[i], target);
    npcomp_jl_free(&b->continues);
}

// A while loop is rotated (as CPython 3.11 does): the test is compiled twice, once at the top
// to enter the loop and once at the bottom, where it jumps back to the body when true, so an
// iteration runs one conditional jump instead of a JMP back plus the test's jump out. A
// fused comparison at the bottom takes the backward jump itself (charging the budget like
// any backward jump). `continue` jumps forward to the bottom test. Both copies are compiled
// in the loop head's definite-assignment state.
// When while test [test] is one comparison with a number or str literal on the right that is
// no small-int immediate (`i < 1000000`, `s != "end"`), loads it into a new register before the
// loop and records it in fs->hoisted, so both copies of the rotated test read that register
// instead of running a LOADK per iteration.
static void hoist_test_constant(NpFuncState *fs, const NpExpr *test)
{
    fs->hoisted = NULL;
    if (test->kind != EXPR_COMPARE || test->u.compare.comparators.n != 1)
        return;
    const NpExpr *k = test->u.compare.comparators.items[0];
    NpCmpOp op = test->u.compare.ops[0];
    int imm;
    if (k->kind != EXPR_CONSTANT || op == CMP_IS || op == CMP_ISNOT || npcomp_small_int(fs, k, &imm))
        return;
    NpConstKind ck = k->u.constant.kind;
    if (ck != CONST_INT && ck != CONST_FLOAT && ck != CONST_STR)
        return;
    fs->hoisted_reg = npcomp_expr_next(fs, k);
    fs->hoisted = k;
}

static void compile_while_plain(NpFuncState *fs, const NpStmt *st)
{
    forget_deleted(fs);
    int saved = fs->freereg;
    const NpExpr *outer = fs->hoisted;
    int outer_reg = fs->hoisted_reg;
    hoist_test_constant(fs, st->u.while_.test);
    // Constants the body uses as operands are loaded once here, before the loop.
    fs->curline = st->loc.line;
    int hoist = npcomp_hoist_begin(fs, &st->u.while_.body, NULL);
    NpAssignState before = save_state(fs);
    int b = npcomp_push_block(fs, BLK_LOOP);
    fs->blocks[b].continue_pc = -1;
    NpJumpList exit = {0};
    npcomp_jump_if(fs, st->u.while_.test, false, &exit);
    int body = fs->ncode;
    npcomp_stmts(fs, &st->u.while_.body);
    patch_continues(fs, fs->ncode);
    set_state(fs, before);
    fs->curline = st->loc.line;
    NpJumpList again = {0};
    npcomp_jump_if(fs, st->u.while_.test, true, &again);
    for (int i = 0; i < again.n; i++)
        npcomp_patch(fs, again.pcs[i], body);
    npcomp_jl_free(&again);
    NpJumpList breaks = pop_loop(fs);
    npcomp_jl_patch_here(fs, &exit);
    npcomp_jl_free(&exit);
    set_state(fs, before);
    fs->hoisted = outer;
    fs->hoisted_reg = outer_reg;
    npcomp_hoist_end(fs, hoist);
    npcomp_stmts(fs, &st->u.while_.orelse);
    npcomp_jl_patch_here(fs, &breaks);
    npcomp_jl_free(&breaks);
    npcomp_free_to(fs, saved);
    set_state(fs, before);
}

// The part of a for loop after its iterator is in R[it]: the head, the body, the back edge, the
// generator-closing handler when [ownreg] >= 0, and the else clause; break jumps land after it.
static void compile_for_loop(NpFuncState *fs, const NpStmt *st, int it, int ownreg)
{
    bool own = ownreg >= 0;
    NpAssignState before = save_state(fs);
    // Constants the body uses as operands are loaded once here, before the loop's top.
    fs->curline = st->loc.line;
    int hoist = npcomp_hoist_begin(fs, &st->u.for_.body, NULL);
    // The loop is rotated (npcomp_emit_forhead): a plain local target gets each item from the
    // FORLOOPs themselves; any other target is stored from R[it+1] at the body's start.
    int local = npcomp_for_target(fs, st->u.for_.target);
    int dst = local >= 0 ? local : it + 1;
    fs->curline = st->loc.line;
    int exit;
    int top = npcomp_emit_forhead(fs, it, dst, &exit);
    int body_pc = top + 3;
    int b = npcomp_push_block(fs, BLK_LOOP);
    // continue goes forward to the back edge (FORLOOP fetches the next item itself);
    // patched by patch_continues.
    fs->blocks[b].continue_pc = -1;
    fs->blocks[b].reg = ownreg;
    // continue and the branches of a last if statement end with copies of the back edge.
    fs->blocks[b].copies = true;
    fs->blocks[b].fl_it = it;
    fs->blocks[b].fl_dst = dst;
    fs->blocks[b].fl_body = body_pc;
    fs->blocks[b].fl_loc = st->loc;
    if (local >= 0)
        npcomp_set_assigned(fs, local, true);
    else
        npcomp_store(fs, st->u.for_.target, it + 1);
    const NpStmt *outer_tail = fs->tail;
    fs->tail = last_stmt(&st->u.for_.body);
    npcomp_stmts(fs, &st->u.for_.body);
    fs->tail = outer_tail;
    fs->curline = st->loc.line;
    NpPcRange *body = NULL;
    int nbody = 0;
    int done = -1;
    if (own) {
        // The back edge stays outside the generator-closing ranges, like the head.
        NpBlock *lb = &fs->blocks[fs->nblocks - 1];
        npcomp_block_suspend(fs, lb);
        body = lb->ranges;
        nbody = lb->nranges;
        lb->ranges = NULL;
        lb->nranges = lb->capranges = 0;
        int back = fs->ncode;
        if (npcomp_emit_forloop(fs, it, dst, body_pc, top)) {
            done = npcomp_emit_jmp(fs);
            patch_continues(fs, back);
        } else {
            patch_continues(fs, top);
        }
    } else {
        int back = fs->ncode;
        patch_continues(fs, npcomp_emit_forloop(fs, it, dst, body_pc, top) ? back : top);
    }
    NpJumpList exits = fs->blocks[fs->nblocks - 1].exits;
    fs->blocks[fs->nblocks - 1].exits = (NpJumpList){0};
    NpJumpList breaks = pop_loop(fs);
    if (own) {
        int x = npcomp_reserve(fs, 3);
        add_ranges(fs, body, nbody, fs->ncode, x);
        npcomp_emit_abc(fs, OP_PUSHEXC, x, 0, 0);
        npcomp_emit_abc(fs, OP_GENCLOSE, ownreg, 0, 0);
        npcomp_emit_abc(fs, OP_POPEXC, x, 0, 0);
        npcomp_emit_abc(fs, OP_RERAISE, x, 0, 0);
    }
    npcomp_patch_here(fs, exit);
    npcomp_patch_here(fs, done);
    npcomp_jl_patch_here(fs, &exits);
    npcomp_jl_free(&exits);
    set_state(fs, before);
    npcomp_hoist_end(fs, hoist);
    npcomp_stmts(fs, &st->u.for_.orelse);
    npcomp_jl_patch_here(fs, &breaks);
    npcomp_jl_free(&breaks);
    set_state(fs, before);
}

/* ---------------------------------------------------------------- module-level loops in registers */

// A module-level `for`/`while` loop whose body is only assignments, augmented assignments,
// if/while, break/continue and pass over names, int/float/bool literals and operators (no
// call, attribute, subscript or anything else that could run Python code or read the globals
// behind the loop's back) is compiled twice. The register copy runs with its globals in
// registers, as a function's locals: REGLOAD tests at entry that every global it reads holds
// an exact int, bool or float (operators on those only make more of them, so no Python code
// can run) and, for a for loop, that the iterator is a range's; REGSTORE writes the names the
// body assigns back at every exit, and in a handler an escaping exception (even a limit's)
// runs first. When a test fails, the plain copy runs with GETGLOBAL/SETGLOBAL as before.
// Every written name must exist at entry except a for loop's target, so no write-back adds
// two keys in another order than CPython's stores would.

// Most names and AST nodes a loop may have to get a register copy (the body is compiled twice).
#define REGLOOP_MAX_NAMES 24
#define REGLOOP_MAX_NODES 400

// The plan of one register copy: its names, their symbols' saved analysis, their registers.
typedef struct NpRegLoop {
    int n, nodes;
    bool ok;
    NpSymbol *sym[REGLOOP_MAX_NAMES];
    NpSymbol saved[REGLOOP_MAX_NAMES];
    bool written[REGLOOP_MAX_NAMES];
    int k[REGLOOP_MAX_NAMES];
    // The index of the for loop's target among the names, or -1.
    int target;
} NpRegLoop;

// Adds global [name] to [rl] (marked written when [write]); refuses names that are not
// module-level globals or that are deleted anywhere (a deletion needs the dict).
static int regloop_name(NpFuncState *fs, NpRegLoop *rl, const char *name, bool write)
{
    NpSymbol *sym = npcomp_lookup(fs->scope, name);
    if (!sym || (sym->scope != SYM_GLOBAL_IMPLICIT && sym->scope != SYM_GLOBAL_EXPLICIT) ||
        (sym->flags & DEF_DEL)) {
        rl->ok = false;
        return -1;
    }
    for (int j = 0; j < rl->n; j++)
        if (rl->sym[j] == sym) {
            rl->written[j] |= write;
            return j;
        }
    if (rl->n == REGLOOP_MAX_NAMES) {
        rl->ok = false;
        return -1;
    }
    rl->sym[rl->n] = sym;
    rl->written[rl->n] = write;
    return rl->n++;
}

static void regloop_expr(NpFuncState *fs, NpRegLoop *rl, const NpExpr *e)
{
    if (!rl->ok || ++rl->nodes > REGLOOP_MAX_NODES) {
        rl->ok = false;
        return;
    }
    switch (e->kind) {
    case EXPR_NAME: regloop_name(fs, rl, e->u.name.id, false); break;
    case EXPR_CONSTANT: {
        NpConstKind k = e->u.constant.kind;
        rl->ok = k == CONST_INT || k == CONST_FLOAT || k == CONST_TRUE || k == CONST_FALSE;
        break;
    }
    case EXPR_BINOP:
        regloop_expr(fs, rl, e->u.binop.left);
        regloop_expr(fs, rl, e->u.binop.right);
        break;
    case EXPR_UNARYOP: regloop_expr(fs, rl, e->u.unaryop.operand); break;
    case EXPR_BOOLOP:
        for (int j = 0; j < e->u.boolop.values.n; j++)
            regloop_expr(fs, rl, e->u.boolop.values.items[j]);
        break;
    case EXPR_COMPARE:
        regloop_expr(fs, rl, e->u.compare.left);
        for (int j = 0; j < e->u.compare.comparators.n; j++)
            regloop_expr(fs, rl, e->u.compare.comparators.items[j]);
        break;
    case EXPR_IFEXP:
        regloop_expr(fs, rl, e->u.ifexp.test);
        regloop_expr(fs, rl, e->u.ifexp.body);
        regloop_expr(fs, rl, e->u.ifexp.orelse);
        break;
    default: rl->ok = false; break;
    }
}

static void regloop_stmts(NpFuncState *fs, NpRegLoop *rl, const NpStmtSeq *seq);

static void regloop_stmt(NpFuncState *fs, NpRegLoop *rl, const NpStmt *st)
{
    if (!rl->ok || ++rl->nodes > REGLOOP_MAX_NODES) {
        rl->ok = false;
        return;
    }
    switch (st->kind) {
    case STMT_ASSIGN: {
        // `a, b = b, a + b`: a tuple of names from a tuple display (a tuple of numbers).
        const NpExpr *v = st->u.assign.value;
        const NpExpr *t0 = st->u.assign.targets.items[0];
        if (st->u.assign.targets.n == 1 && t0->kind == EXPR_TUPLE && v->kind == EXPR_TUPLE) {
            for (int j = 0; j < v->u.seq.elts.n; j++)
                regloop_expr(fs, rl, v->u.seq.elts.items[j]);
            for (int j = 0; j < t0->u.seq.elts.n && rl->ok; j++) {
                const NpExpr *t = t0->u.seq.elts.items[j];
                if (t->kind != EXPR_NAME)
                    rl->ok = false;
                else
                    regloop_name(fs, rl, t->u.name.id, true);
            }
            break;
        }
        regloop_expr(fs, rl, v);
        for (int j = 0; j < st->u.assign.targets.n && rl->ok; j++) {
            const NpExpr *t = st->u.assign.targets.items[j];
            if (t->kind != EXPR_NAME)
                rl->ok = false;
            else
                regloop_name(fs, rl, t->u.name.id, true);
        }
        break;
    }
    case STMT_AUGASSIGN:
        if (st->u.augassign.target->kind != EXPR_NAME) {
            rl->ok = false;
            break;
        }
        regloop_expr(fs, rl, st->u.augassign.target);
        regloop_name(fs, rl, st->u.augassign.target->u.name.id, true);
        regloop_expr(fs, rl, st->u.augassign.value);
        break;
    case STMT_IF:
        regloop_expr(fs, rl, st->u.if_.test);
        regloop_stmts(fs, rl, &st->u.if_.body);
        regloop_stmts(fs, rl, &st->u.if_.orelse);
        break;
    case STMT_WHILE:
        rl->ok = rl->ok && st->u.while_.orelse.n == 0;
        regloop_expr(fs, rl, st->u.while_.test);
        regloop_stmts(fs, rl, &st->u.while_.body);
        break;
    case STMT_PASS:
    case STMT_BREAK:
    case STMT_CONTINUE: break;
    default: rl->ok = false; break;
    }
}

static void regloop_stmts(NpFuncState *fs, NpRegLoop *rl, const NpStmtSeq *seq)
{
    for (int j = 0; j < seq->n && rl->ok; j++)
        regloop_stmt(fs, rl, seq->items[j]);
}

// Fills [rl] for loop [st] (a for or while statement); false when the loop gets no register
// copy: not at module level, inside another loop's plain copy, an else clause, a for target
// that is not a plain name, a body outside the subset above, or name constants past 254.
static bool regloop_plan(NpFuncState *fs, const NpStmt *st, NpRegLoop *rl)
{
    *rl = (NpRegLoop){.ok = true, .target = -1};
    if (fs->scope->kind != SCOPE_MODULE || fs->no_regloop)
        return false;
    if (st->kind == STMT_FOR) {
        const NpExpr *t = st->u.for_.target;
        if (t->kind != EXPR_NAME || st->u.for_.orelse.n)
            return false;
        rl->target = regloop_name(fs, rl, t->u.name.id, true);
        regloop_stmts(fs, rl, &st->u.for_.body);
    } else {
        if (st->u.while_.orelse.n)
            return false;
        regloop_expr(fs, rl, st->u.while_.test);
        regloop_stmts(fs, rl, &st->u.while_.body);
    }
    if (!rl->ok || rl->n == 0)
        return false;
    for (int j = 0; j < rl->n; j++) {
        rl->k[j] = npcomp_const_name(fs, rl->sym[j]->name);
        if (rl->k[j] < 0 || rl->k[j] > 254)
            return false;
    }
    return true;
}

// Emits REGSTORE of every name the loop assigns.
static void regloop_store(NpFuncState *fs, const NpRegLoop *rl, int first)
{
    for (int j = 0; j < rl->n; j++)
        if (rl->written[j])
            npcomp_emit_abc(fs, OP_REGSTORE, first + j, 0, rl->k[j]);
}

// Compiles loop [st]'s register copy when it has one (its iterator already in R[it] for a for
// loop) and returns the jump from its end over the plain copy (-1 when there is none); the
// entry tests' jumps land at the plain copy, which the caller compiles next.
static int regloop_copy(NpFuncState *fs, const NpStmt *st, int it)
{
    NpRegLoop rl;
    if (!regloop_plan(fs, st, &rl))
        return -1;
    NpAssignState before = save_state(fs);
    int saved = fs->freereg;
    int first = npcomp_reserve(fs, rl.n);
    int x = npcomp_reserve(fs, 1);
    fs->curline = st->loc.line;
    NpJumpList plain = {0};
    if (st->kind == STMT_FOR) {
        npcomp_emit_abc(fs, OP_REGLOAD, it, 1, 0);
        npcomp_jl_add(&plain, npcomp_emit_jmp(fs));
    }
    for (int j = 0; j < rl.n; j++) {
        if (j == rl.target) {
            npcomp_emit_abc(fs, OP_CLEAR, first + j, 0, 0);
            continue;
        }
        npcomp_emit_abc(fs, OP_REGLOAD, first + j, 0, rl.k[j]);
        npcomp_jl_add(&plain, npcomp_emit_jmp(fs));
    }
    // The names become locals of the module's registers while the copy is compiled.
    for (int j = 0; j < rl.n; j++) {
        NpSymbol *sym = rl.sym[j];
        rl.saved[j] = *sym;
        sym->scope = SYM_LOCAL;
        sym->reg = (int16_t)(first + j);
        sym->flags &= (uint16_t)~DEF_STRAPPEND;
        npcomp_set_assigned(fs, first + j, j != rl.target);
    }
    int start = fs->ncode;
    if (st->kind == STMT_FOR)
        compile_for_loop(fs, st, it, -1);
    else
        compile_while_plain(fs, st);
    int end = fs->ncode;
    for (int j = 0; j < rl.n; j++)
        *rl.sym[j] = rl.saved[j];
    fs->curline = st->loc.line;
    regloop_store(fs, &rl, first);
    int over = npcomp_emit_jmp(fs);
    bool any = false;
    for (int j = 0; j < rl.n; j++)
        any |= rl.written[j];
    if (any) {
        npcomp_add_handler(fs, start, end, fs->ncode, x);
        regloop_store(fs, &rl, first);
        npcomp_emit_abc(fs, OP_RERAISE, x, 0, 0);
    }
    npcomp_jl_patch_here(fs, &plain);
    npcomp_jl_free(&plain);
    npcomp_free_to(fs, saved);
    set_state(fs, before);
    return over;
}

// A while loop (compile_while_plain), after its register copy when it has one.
static void compile_while(NpFuncState *fs, const NpStmt *st)
{
    int over = regloop_copy(fs, st, -1);
    bool outer = fs->no_regloop;
    fs->no_regloop = outer || over >= 0;
    compile_while_plain(fs, st);
    fs->no_regloop = outer;
    npcomp_patch_here(fs, over);
}

// Whether a for loop's iterable may produce a generator that only the loop can reach: a call
// or a generator expression. At run time GENOWN keeps it only if it is a generator made during
// the iterable's evaluation and not yet started (so `for x in iter(g)` never owns `g`).
static bool iter_may_own(const NpExpr *e)
{
    return e->kind == EXPR_CALL || e->kind == EXPR_GENEXP;
}

// A for loop. When it owns the generator its header made (see iter_may_own), leaving the loop
// early closes it as CPython's reference counting does: break and return emit GENCLOSE among
// the block cleanups, and an exception escaping the body goes through the loop's handler
// `PUSHEXC x; GENCLOSE own; POPEXC x; RERAISE x`. Exhausting the loop needs no close. A
// module-level loop may get a register copy first (regloop_copy); it never owns a generator,
// since its iterator is a range's.
static void compile_for(NpFuncState *fs, const NpStmt *st)
{
    forget_deleted(fs);
    NpAssignState before = save_state(fs);
    int saved = fs->freereg;
    bool own = iter_may_own(st->u.for_.iter);
    int ownreg = -1;
    if (own) {
        ownreg = npcomp_reserve(fs, 1);
        fs->curline = st->loc.line;
        npcomp_emit_abc(fs, OP_GENMARK, ownreg, 0, 0);
    }
    int it = npcomp_reserve(fs, 1);
    // A local iterable is read in place (GETITER it, local), not copied to [it] first.
    int src = npcomp_expr_local_or_to(fs, st->u.for_.iter, it);
    npcomp_reserve(fs, 1);
    fs->curline = st->loc.line;
    npcomp_emit_abc(fs, OP_GETITER, it, src, 0);
    if (own)
        npcomp_emit_abc(fs, OP_GENOWN, it, ownreg, 0);
    int over = regloop_copy(fs, st, it);
    bool outer = fs->no_regloop;
    fs->no_regloop = outer || over >= 0;
    compile_for_loop(fs, st, it, ownreg);
    fs->no_regloop = outer;
    npcomp_patch_here(fs, over);
    npcomp_free_to(fs, saved);
    set_state(fs, before);
}

/* ---------------------------------------------------------------- exceptions */

// Emits the cleanup handler for exceptions raised inside a handler region: restore the
// previously handled exception (saved by PUSHEXC [x]) and re-raise the new one from [x]+2.
static void emit_restore_handler(NpFuncState *fs, NpPcRange *r, int n, int x)
{
    if (n == 0) {
        free(r);
        return;
    }
    int pc = fs->ncode;
    add_ranges(fs, r, n, pc, x + 2);
    npcomp_emit_abc(fs, OP_POPEXC, x, 0, 0);
    npcomp_emit_abc(fs, OP_RERAISE, x + 2, 0, 0);
}

// Compiles one except clause; the handled exception is in R[x]. Returns with the clause's
// end jump added to [ends].
static void compile_handler(NpFuncState *fs, const NpExceptHandler *h, int x, int hb,
                            NpJumpList *ends, NpAssignState *out, NpAssignState start)
{
    set_state(fs, start);
    fs->curline = h->loc.line;
    int nomatch = -1;
    if (h->type) {
        int saved = fs->freereg;
        int t = npcomp_expr_next(fs, h->type);
        fs->curline = h->loc.line;
        npcomp_emit_abc(fs, OP_EXCMATCH, t, x, t);
        nomatch = npcomp_emit_condjmp(fs, t, false);
        npcomp_free_to(fs, saved);
    }
    if (h->name) {
        npcomp_store_name(fs, h->name, x, h->loc);
        fs->blocks[hb].exc_name = h->name;
        // The body of a named clause is protected so that an exception escaping it first
        // unbinds the name (then the handler region's entry restores the handled exception).
        npcomp_push_block(fs, BLK_TRY);
    }
    npcomp_stmts(fs, &h->body);
    int nr = 0;
    NpPcRange *r = h->name ? take_ranges(fs, &nr) : NULL;
    if (!fs->dead) {
        emit_cleanup(fs, hb);
        npcomp_jl_add(ends, npcomp_emit_jmp(fs));
    }
    fs->blocks[hb].exc_name = NULL;
    *out = merge_state(*out, save_state(fs));
    if (nr > 0) {
        add_ranges(fs, r, nr, fs->ncode, x + 2);
        clear_exc_name(fs, h->name);
        npcomp_emit_abc(fs, OP_RERAISE, x + 2, 0, 0);
        fs->dead = true;
    } else {
        free(r);
    }
    if (nomatch >= 0)
        npcomp_patch_here(fs, nomatch);
}

// What try ... except and try ... except* share up to their clauses: the state and registers
// on entry, the jumps to the end, the state after the body and else, the exception's register
// and the handler block.
typedef struct TryHead {
    NpAssignState start, out;
    int saved, x, hb;
    NpJumpList ends;
} TryHead;

// Compiles the body and else of try statement [st] and opens its handler: the exception
// arrives in R[h->x]; R[x+1] keeps the outer handled exception.
static void try_head_open(NpFuncState *fs, const NpStmt *st, TryHead *h)
{
    h->start = save_state(fs);
    h->saved = fs->freereg;
    npcomp_push_block(fs, BLK_TRY);
    npcomp_stmts(fs, &st->u.try_.body);
    int nbody;
    NpPcRange *body = take_ranges(fs, &nbody);
    npcomp_stmts(fs, &st->u.try_.orelse);
    h->ends = (NpJumpList){0};
    if (!fs->dead)
        npcomp_jl_add(&h->ends, npcomp_emit_jmp(fs));
    h->out = save_state(fs);
    h->x = npcomp_reserve(fs, 3);
    add_ranges(fs, body, nbody, fs->ncode, h->x);
    fs->curline = st->u.try_.handlers.items[0]->loc.line;
    npcomp_emit_abc(fs, OP_PUSHEXC, h->x, 0, 0);
    h->hb = npcomp_push_block(fs, BLK_HANDLER);
    fs->blocks[h->hb].reg = h->x;
}

static void compile_try_except(NpFuncState *fs, const NpStmt *st)
{
    TryHead th;
    try_head_open(fs, st, &th);
    NpAssignState start = th.start, out = th.out;
    NpJumpList ends = th.ends;
    int saved = th.saved, x = th.x, hb = th.hb;
    bool catchall = false;
    for (int i = 0; i < st->u.try_.handlers.n && !fs->c->failed; i++) {
        const NpExceptHandler *h = st->u.try_.handlers.items[i];
        compile_handler(fs, h, x, hb, &ends, &out, start);
        catchall |= h->type == NULL;
    }
    int nh;
    NpPcRange *hr = take_ranges(fs, &nh);
    if (!catchall) {
        npcomp_emit_abc(fs, OP_POPEXC, x, 0, 0);
        npcomp_emit_abc(fs, OP_RERAISE, x, 0, 0);
    }
    emit_restore_handler(fs, hr, nh, x);
    npcomp_jl_patch_here(fs, &ends);
    npcomp_jl_free(&ends);
    npcomp_free_to(fs, saved);
    set_state(fs, out);
}

// One except* clause (PEP 654): the part of the exception the state R[s] still holds that
// matches the clause's type (EXCSTAR 1) is bound, becomes the handled exception and runs the
// body; an exception escaping the body is collected (EXCSTAR 2) for the end of the statement.
static void compile_star_handler(NpFuncState *fs, const NpExceptHandler *h, int s,
                                 NpAssignState *out, NpAssignState start)
{
    set_state(fs, start);
    int saved = fs->freereg;
    int m = npcomp_reserve(fs, 3);
    npcomp_expr_to(fs, h->type, m);
    fs->curline = h->loc.line;
    npcomp_emit_abc(fs, OP_EXCSTAR, m, s, 1);
    int nomatch = npcomp_emit_condjmp(fs, m, false);
    npcomp_emit_abc(fs, OP_PUSHEXC, m, 0, 0);
    int hb = npcomp_push_block(fs, BLK_HANDLER);
    fs->blocks[hb].reg = m;
    fs->blocks[hb].star = true;
    if (h->name) {
        npcomp_store_name(fs, h->name, m, h->loc);
        fs->blocks[hb].exc_name = h->name;
    }
    npcomp_push_block(fs, BLK_TRY);
    npcomp_stmts(fs, &h->body);
    int nr;
    NpPcRange *r = take_ranges(fs, &nr);
    NpJumpList done = {0};
    if (!fs->dead) {
        emit_cleanup(fs, hb);
        npcomp_jl_add(&done, npcomp_emit_jmp(fs));
    }
    *out = merge_state(*out, save_state(fs));
    fs->dead = false;
    // An exception escaping the body arrives in R[m+2]: collected, and the next clause runs.
    add_ranges(fs, r, nr, fs->ncode, m + 2);
    npcomp_emit_abc(fs, OP_POPEXC, m, 0, 0);
    if (h->name)
        clear_exc_name(fs, h->name);
    npcomp_emit_abc(fs, OP_EXCSTAR, m + 2, s, 2);
    npcomp_jl_add(&done, npcomp_emit_jmp(fs));
    fs->blocks[hb].exc_name = NULL;
    int nh;
    NpPcRange *hr = take_ranges(fs, &nh);
    emit_restore_handler(fs, hr, nh, m);
    npcomp_jl_patch_here(fs, &done);
    npcomp_jl_free(&done);
    npcomp_patch_here(fs, nomatch);
    npcomp_free_to(fs, saved);
}

// try ... except* (PEP 654): the exception arrives in R[x]; R[s] keeps the except* state
// (vm/np_exc.c np_excstar); every clause whose type matches a part runs; then what is left
// unmatched and what the clauses raised is re-raised (EXCSTAR 3), or nothing is.
static void compile_try_star(NpFuncState *fs, const NpStmt *st)
{
    TryHead th;
    try_head_open(fs, st, &th);
    NpAssignState start = th.start, out = th.out;
    NpJumpList ends = th.ends;
    int saved = th.saved, x = th.x;
    int s = npcomp_reserve(fs, 1);
    npcomp_emit_abc(fs, OP_EXCSTAR, s, x, 0);
    out = merge_state(out, start);
    for (int i = 0; i < st->u.try_.handlers.n && !fs->c->failed; i++)
        compile_star_handler(fs, st->u.try_.handlers.items[i], s, &out, start);
    set_state(fs, start);
    fs->curline = st->u.try_.handlers.items[0]->loc.line;
    int r = npcomp_reserve(fs, 1);
    npcomp_emit_abc(fs, OP_EXCSTAR, r, s, 3);
    int handled = npcomp_emit_condjmp(fs, r, false);
    npcomp_emit_abc(fs, OP_POPEXC, x, 0, 0);
    npcomp_emit_abc(fs, OP_RERAISE, r, 0, 0);
    npcomp_patch_here(fs, handled);
    npcomp_emit_abc(fs, OP_POPEXC, x, 0, 0);
    npcomp_jl_add(&ends, npcomp_emit_jmp(fs));
    int nh;
    NpPcRange *hr = take_ranges(fs, &nh);
    emit_restore_handler(fs, hr, nh, x);
    npcomp_jl_patch_here(fs, &ends);
    npcomp_jl_free(&ends);
    npcomp_free_to(fs, saved);
    set_state(fs, out);
}

static void compile_try_finally(NpFuncState *fs, const NpStmt *st)
{
    NpAssignState start = save_state(fs);
    int saved = fs->freereg;
    int b = npcomp_push_block(fs, BLK_FINALLY);
    fs->blocks[b].finalbody = &st->u.try_.finalbody;
    if (st->u.try_.handlers.n > 0 && st->kind == STMT_TRYSTAR)
        compile_try_star(fs, st);
    else if (st->u.try_.handlers.n > 0)
        compile_try_except(fs, st);
    else
        npcomp_stmts(fs, &st->u.try_.body);
    int nbody;
    NpPcRange *body = take_ranges(fs, &nbody);
    // Normal path: run the finally body and continue.
    npcomp_stmts(fs, &st->u.try_.finalbody);
    NpAssignState out = save_state(fs);
    int end = fs->dead ? -1 : npcomp_emit_jmp(fs);
    // Exceptional path: run it with the exception being handled, then re-raise.
    set_state(fs, start);
    int x = npcomp_reserve(fs, 3);
    add_ranges(fs, body, nbody, fs->ncode, x);
    npcomp_emit_abc(fs, OP_PUSHEXC, x, 0, 0);
    int fb = npcomp_push_block(fs, BLK_FINALLY_EXC);
    fs->blocks[fb].reg = x;
    npcomp_stmts(fs, &st->u.try_.finalbody);
    int nf;
    NpPcRange *fr = take_ranges(fs, &nf);
    if (!fs->dead) {
        npcomp_emit_abc(fs, OP_POPEXC, x, 0, 0);
        npcomp_emit_abc(fs, OP_RERAISE, x, 0, 0);
    }
    emit_restore_handler(fs, fr, nf, x);
    if (end >= 0)
        npcomp_patch_here(fs, end);
    npcomp_free_to(fs, saved);
    set_state(fs, out);
}

static void compile_try(NpFuncState *fs, const NpStmt *st)
{
    if (st->u.try_.finalbody.n > 0)
        compile_try_finally(fs, st);
    else if (st->kind == STMT_TRYSTAR)
        compile_try_star(fs, st);
    else if (st->u.try_.handlers.n > 0)
        compile_try_except(fs, st);
    else
        npcomp_stmts(fs, &st->u.try_.body);
}

// One with item (and, recursively, the ones after it, then the body).
static void compile_with_item(NpFuncState *fs, const NpStmt *st, int k)
{
    const NpWithItem *item = st->u.with.items.items[k];
    NpAssignState start = save_state(fs);
    int saved = fs->freereg;
    int w = npcomp_reserve(fs, 2);
    npcomp_expr_to(fs, item->context_expr, w + 1);
    fs->curline = st->loc.line;
    npcomp_emit_abc(fs, OP_WITHENTER, w, w + 1, 0);
    if (item->optional_vars)
        npcomp_store(fs, item->optional_vars, w + 1);
    int b = npcomp_push_block(fs, BLK_WITH);
    fs->blocks[b].reg = w;
    if (k + 1 < st->u.with.items.n)
        compile_with_item(fs, st, k + 1);
    else
        npcomp_stmts(fs, &st->u.with.body);
    int nbody;
    NpPcRange *body = take_ranges(fs, &nbody);
    fs->curline = st->loc.line;
    int end = -1;
    if (!fs->dead) {
        npcomp_emit_abc(fs, OP_WITHEXIT, w, 0, 0);
        end = npcomp_emit_jmp(fs);
    }
    // Exceptional path: __exit__(type, exc, traceback); a true result swallows the exception.
    int x = npcomp_reserve(fs, 3);
    add_ranges(fs, body, nbody, fs->ncode, x);
    npcomp_emit_abc(fs, OP_PUSHEXC, x, 0, 0);
    int cstart = fs->ncode;
    npcomp_emit_abc(fs, OP_WITHEXCEXIT, w, x, 0);
    int swallow = npcomp_emit_condjmp(fs, w + 1, true);
    int cend = fs->ncode;
    npcomp_emit_abc(fs, OP_POPEXC, x, 0, 0);
    npcomp_emit_abc(fs, OP_RERAISE, x, 0, 0);
    npcomp_patch_here(fs, swallow);
    npcomp_emit_abc(fs, OP_POPEXC, x, 0, 0);
    int end2 = npcomp_emit_jmp(fs);
    NpPcRange *r = malloc(sizeof(NpPcRange));
    if (r) {
        r->start = cstart;
        r->end = cend;
    }
    emit_restore_handler(fs, r, r ? 1 : 0, x);
    if (end >= 0)
        npcomp_patch_here(fs, end);
    npcomp_patch_here(fs, end2);
    npcomp_free_to(fs, saved);
    set_state(fs, start);
}

static void compile_raise(NpFuncState *fs, const NpStmt *st)
{
    int saved = fs->freereg;
    if (!st->u.raise.exc) {
        npcomp_emit_abc(fs, OP_RAISE, 0, 0, 0);
    } else if (!st->u.raise.cause) {
        int r = npcomp_expr_any(fs, st->u.raise.exc);
        fs->curline = st->loc.line;
        npcomp_emit_abc(fs, OP_RAISE, r, 1, 0);
    } else {
        int base = npcomp_reserve(fs, 2);
        npcomp_expr_to(fs, st->u.raise.exc, base);
        npcomp_expr_to(fs, st->u.raise.cause, base + 1);
        fs->curline = st->loc.line;
        npcomp_emit_abc(fs, OP_RAISE, base, 2, 0);
    }
    npcomp_free_to(fs, saved);
    fs->dead = true;
}

// Gives the instructions emitted next the span of expression [e] (an assignment's target:
// CPython's tracebacks point at it), for the caret lines (np_emit.c record_pos).
static void span_of(NpFuncState *fs, const NpExpr *e)
{
    fs->curloc = e->loc;
    fs->curexpr = e;
}

// ... and of statement [st] again.
static void span_of_stmt(NpFuncState *fs, const NpStmt *st)
{
    fs->curloc = st->loc;
    fs->curexpr = NULL;
}

static void compile_assert(NpFuncState *fs, const NpStmt *st)
{
    NpJumpList ok = {0};
    npcomp_jump_if(fs, st->u.assert_.test, true, &ok);
    NpAssignState after = save_state(fs);
    int saved = fs->freereg;
    int t = npcomp_reserve(fs, 1);
    fs->curline = st->loc.line;
    npcomp_emit_abc(fs, OP_LOADBUILTIN, t, NP_TYPE_ASSERTIONERROR, 0);
    if (st->u.assert_.msg) {
        npcomp_reserve(fs, 1);
        npcomp_expr_to(fs, st->u.assert_.msg, t + 1);
        fs->curline = st->loc.line;
        npcomp_emit_abc(fs, OP_CALL, t, 1, 0);
    }
    // CPython's traceback points at the failed test.
    span_of(fs, st->u.assert_.test);
    npcomp_emit_abc(fs, OP_RAISE, t, 1, 0);
    npcomp_free_to(fs, saved);
    npcomp_jl_patch_here(fs, &ok);
    npcomp_jl_free(&ok);
    set_state(fs, after);
}

/* ---------------------------------------------------------------- assignment */

// Whether value [i] of parallel assignment `targets = values` may be read where it is at
// store time instead of being copied to a temporary first: it is a plain local name, the scope
// has no walrus (the later values run no code that can rebind a plain local then), and no
// store of targets [0, i) can write it (a name target other than it, an attribute or a
// subscript; a nested unpacking could). A read of an unbound local still raises in order:
// the caller emits its check where the value is evaluated.
static bool parallel_in_place(NpFuncState *fs, const NpExprSeq *targets, int i, const NpExpr *v)
{
    int r = npcomp_for_target(fs, v);
    if (r < 0 || fs->scope->has_walrus)
        return false;
    for (int j = 0; j < i; j++) {
        const NpExpr *t = targets->items[j];
        if (t->kind == EXPR_NAME) {
            if (npcomp_for_target(fs, t) == r)
                return false;
        } else if (t->kind != EXPR_ATTRIBUTE && t->kind != EXPR_SUBSCRIPT) {
            return false;
        }
    }
    return true;
}

// `a, b = x, y` with matching lengths: evaluate every value, then store left to right. A value
// that is a plain local no earlier store can write is stored from its own register
// (parallel_in_place: `a, b = b, a + b` copies only `a + b` to a temporary), and a constant
// is loaded when its target is stored (`a, b = 0, 1` is two loads into the locals).
static bool parallel_assign(NpFuncState *fs, const NpExpr *t, const NpExpr *v)
{
    if ((t->kind != EXPR_TUPLE && t->kind != EXPR_LIST) ||
        (v->kind != EXPR_TUPLE && v->kind != EXPR_LIST) || t->u.seq.elts.n != v->u.seq.elts.n ||
        t->u.seq.elts.n > NP_COMP_CHUNK)
        return false;
    for (int i = 0; i < t->u.seq.elts.n; i++)
        if (t->u.seq.elts.items[i]->kind == EXPR_STARRED ||
            v->u.seq.elts.items[i]->kind == EXPR_STARRED)
            return false;
    int saved = fs->freereg;
    int base = fs->freereg;
    int src[NP_COMP_CHUNK];
    bool in_place = false;
    for (int i = 0; i < v->u.seq.elts.n; i++) {
        const NpExpr *e = v->u.seq.elts.items[i];
        NpValue k;
        if (npcomp_fold(fs, e, &k)) {
            // A constant has no effect and cannot raise: it is loaded when its target is
            // stored, straight into a plain local.
            src[i] = -1;
            in_place = true;
        } else if (parallel_in_place(fs, &t->u.seq.elts, i, e)) {
            // The local is bound-checked (and made no owned str) here, in evaluation order; a
            // class body's name that may be unbound still goes to a temporary.
            src[i] = npcomp_expr_any(fs, e);
            in_place = true;
        } else {
            src[i] = npcomp_expr_next(fs, e);
        }
    }
    int first = in_place ? -1 : npcomp_consecutive_locals(fs, &t->u.seq.elts);
    if (first >= 0) {
        // Consecutive locals take every value with one MOVEN.
        npcomp_emit_abc(fs, OP_MOVEN, first, base, t->u.seq.elts.n);
        for (int i = 0; i < t->u.seq.elts.n; i++)
            npcomp_set_assigned(fs, first + i, true);
        npcomp_free_to(fs, saved);
        return true;
    }
    for (int i = 0; i < t->u.seq.elts.n; i++) {
        const NpExpr *ti = t->u.seq.elts.items[i];
        int r = src[i];
        if (r < 0) {
            int local = npcomp_for_target(fs, ti);
            if (local >= 0) {
                npcomp_expr_to(fs, v->u.seq.elts.items[i], local);
                npcomp_set_assigned(fs, local, true);
                continue;
            }
            r = npcomp_expr_next(fs, v->u.seq.elts.items[i]);
        }
        npcomp_store(fs, ti, r);
    }
    npcomp_free_to(fs, saved);
    return true;
}

// `obj[key] = CONST` as one SETITEMK (the constant as an operand, no load into a register):
// true when emitted. Evaluating the literal has no effect, so obj and key first is unobservable.
static bool store_item_const(NpFuncState *fs, const NpExpr *t, const NpExpr *value)
{
    NpValue v;
    if (t->kind != EXPR_SUBSCRIPT || value->kind != EXPR_CONSTANT || !npcomp_fold(fs, value, &v))
        return false;
    int saved = fs->freereg;
    int k = npcomp_const(fs, v);
    if (k >= NP_C_EXTENDED)
        return false;
    int obj = npcomp_expr_any(fs, t->u.subscript.value);
    int key = npcomp_expr_any(fs, t->u.subscript.slice);
    fs->curline = t->loc.line;
    span_of(fs, t);
    npcomp_emit_abc(fs, OP_SETITEMK, obj, key, k);
    npcomp_free_to(fs, saved);
    return true;
}

// Whether [a] and [b] are names of the same variable.
static bool same_name(const NpExpr *a, const NpExpr *b)
{
    return a->kind == EXPR_NAME && b->kind == EXPR_NAME && strcmp(a->u.name.id, b->u.name.id) == 0;
}

// Whether `t = value` is the counting idiom `d[k] = d.get(k, dflt) + imm`: d and k names (the
// same in both places), two positional arguments and a small int literal imm.
static bool is_count_assign(NpFuncState *fs, const NpExpr *t, const NpExpr *value)
{
    int imm;
    if (t->kind != EXPR_SUBSCRIPT || value->kind != EXPR_BINOP || value->u.binop.op != BINOP_ADD ||
        !npcomp_small_int(fs, value->u.binop.right, &imm))
        return false;
    const NpExpr *call = value->u.binop.left;
    if (call->kind != EXPR_CALL || call->u.call.args.n != 2 || call->u.call.keywords.n != 0)
        return false;
    const NpExpr *fn = call->u.call.func;
    return fn->kind == EXPR_ATTRIBUTE && strcmp(fn->u.attribute.attr, "get") == 0 &&
           same_name(fn->u.attribute.value, t->u.subscript.value) &&
           same_name(call->u.call.args.items[0], t->u.subscript.slice) &&
           call->u.call.args.items[1]->kind != EXPR_STARRED;
}

// `d[k] = d.get(k, dflt) + imm` compiled as usual, then the get's CALLMETHOD made a DICTCOUNT
// that skips the rest of the statement when it did the update itself (vm/np_interp.c; any
// other receiver, key or value runs the instructions as they are). Reading d and k again after
// the get gives the same objects when no Python code ran, which DICTCOUNT makes sure of. True
// when the statement was compiled (fused or not).
static bool count_assign(NpFuncState *fs, const NpExpr *t, const NpExpr *value)
{
    if (!is_count_assign(fs, t, value))
        return false;
    int saved = fs->freereg;
    int r = npcomp_expr_any(fs, value);
    int call = fs->ncode - 2;
    npcomp_store(fs, t, r);
    int skip = fs->ncode - (call + 1);
    if (call < 0) {
        npcomp_free_to(fs, saved);
        return true;
    }
    NpInstr c = fs->code[call], add = fs->code[call + 1], set = fs->code[fs->ncode - 1];
    if (GET_OP(c) == OP_CALLMETHOD && GET_B(c) == 2 && GET_C(c) == 0 &&
        GET_OP(add) == OP_ADDI && GET_B(add) == GET_A(c) && GET_OP(set) == OP_SETITEM &&
        GET_C(set) == r && skip < NP_C_EXTENDED)
        fs->code[call] = MK_ABC(OP_DICTCOUNT, GET_A(c), 2, skip);
    npcomp_free_to(fs, saved);
    return true;
}

static void compile_assign(NpFuncState *fs, const NpExprSeq *targets, const NpExpr *value)
{
    int saved = fs->freereg;
    if (targets->n == 1) {
        const NpExpr *t = targets->items[0];
        if (t->kind == EXPR_NAME) {
            NpSymbol *sym = npcomp_lookup(fs->scope, t->u.name.id);
            if (sym && sym->scope == SYM_LOCAL) {
                npcomp_expr_to(fs, value, sym->reg);
                npcomp_set_assigned(fs, sym->reg, true);
                return;
            }
        }
        if (parallel_assign(fs, t, value) || store_item_const(fs, t, value) ||
            count_assign(fs, t, value))
            return;
    }
    int r = npcomp_expr_any(fs, value);
    for (int i = 0; i < targets->n; i++)
        npcomp_store(fs, targets->items[i], r);
    npcomp_free_to(fs, saved);
}

// Whether register [r] holds a global of a module-level loop's register copy (regloop_copy
// makes those names SYM_LOCAL; a module scope has no other local).
static bool is_regloop_reg(NpFuncState *fs, int r)
{
    NpScope *s = fs->scope;
    for (int j = 0; j < s->nsyms; j++)
        if (s->syms[j].scope == SYM_LOCAL && s->syms[j].reg == r)
            return true;
    return false;
}

// Emits R[dst] := R[cur] op= [value]: IADDI/ISUBI when [value] is a small int literal, else
// the value into a register and INPLACE (+ the owned-str flag, vm/np_strbuild.h).
static void emit_inplace(NpFuncState *fs, const NpStmt *st, int dst, int cur, bool owned)
{
    int op = st->u.augassign.op;
    int imm;
    span_of_stmt(fs, st);
    if ((op == BINOP_ADD || op == BINOP_SUB) && npcomp_small_int(fs, st->u.augassign.value, &imm)) {
        fs->curline = st->loc.line;
        npcomp_emit_abc(fs, op == BINOP_ADD ? OP_IADDI : OP_ISUBI, dst, cur, imm - NP_SC_MIN);
        return;
    }
    int rhs = npcomp_expr_any(fs, st->u.augassign.value);
    fs->curline = st->loc.line;
    // A module-level loop's register copy holds only ints, bools and floats, for which
    // `x op= v` is `x = x op v` with the same results and errors when op is one of these (the
    // bitwise, shift and `@` operators raise a TypeError on floats that names `op=`, so they
    // stay INPLACE): the plain operator skips INPLACE's operator decoding.
    static const NpOpcode plain[BINOP__COUNT] = {
        [BINOP_ADD] = OP_ADD, [BINOP_SUB] = OP_SUB, [BINOP_MUL] = OP_MUL, [BINOP_DIV] = OP_DIV,
        [BINOP_MOD] = OP_MOD, [BINOP_POW] = OP_POW, [BINOP_FLOORDIV] = OP_FLOORDIV};
    if (fs->scope->kind == SCOPE_MODULE && dst == cur && plain[op] != 0 &&
        is_regloop_reg(fs, dst)) {
        npcomp_emit_abc(fs, plain[op], dst, cur, rhs);
        return;
    }
    npcomp_emit_abc(fs, OP_INPLACE, dst, cur, rhs);
    npcomp_emit(fs, MK_Ax(OP_EXTRA, owned ? op | NP_INPLACE_OWNED : op));
}

static void compile_augassign(NpFuncState *fs, const NpStmt *st)
{
    const NpExpr *t = st->u.augassign.target;
    int saved = fs->freereg;
    int op = st->u.augassign.op;
    if (t->kind == EXPR_NAME) {
        NpSymbol *sym = npcomp_lookup(fs->scope, t->u.name.id);
        // `g += v` on a global: GETGLOBALAUG and an owned INPLACE make str appends amortized
        // O(1) (vm/np_strbuild.h); the instructions behave as GETGLOBAL/INPLACE otherwise.
        bool owned = op == BINOP_ADD && (!sym || sym->scope == SYM_GLOBAL_EXPLICIT ||
                                         sym->scope == SYM_GLOBAL_IMPLICIT);
        // `x += v` on a function local: the same in place, since every other read of x is
        // preceded by DISOWN (DEF_STRAPPEND, see np_compexpr.c).
        bool local_owned = op == BINOP_ADD && sym && sym->scope == SYM_LOCAL &&
                           (sym->flags & DEF_STRAPPEND) && fs->scope->kind != SCOPE_CLASS;
        int cur;
        if (local_owned) {
            cur = npcomp_append_target(fs, t);
            owned = cur == sym->reg;
        } else if (owned) {
            cur = npcomp_reserve(fs, 1);
            fs->curline = t->loc.line;
            npcomp_emit_abx(fs, OP_GETGLOBALAUG, cur, npcomp_const_name(fs, t->u.name.id));
        } else {
            cur = npcomp_expr_any(fs, t);
        }
        int dst = (sym && sym->scope == SYM_LOCAL) ? sym->reg : npcomp_reserve(fs, 1);
        emit_inplace(fs, st, dst, cur, owned);
        npcomp_store_name(fs, t->u.name.id, dst, t->loc);
    } else if (t->kind == EXPR_ATTRIBUTE) {
        int obj = npcomp_expr_any(fs, t->u.attribute.value);
        int k = npcomp_const_name(fs, t->u.attribute.attr);
        int cur = npcomp_reserve(fs, 1);
        fs->curline = t->loc.line;
        span_of(fs, t);
        npcomp_emit_abk(fs, OP_GETATTR, cur, obj, k);
        emit_inplace(fs, st, cur, cur, false);
        span_of(fs, t);
        npcomp_emit_abk(fs, OP_SETATTR, obj, cur, k);
    } else if (t->kind == EXPR_SUBSCRIPT) {
        int obj = npcomp_expr_any(fs, t->u.subscript.value);
        int imm;
        if (npcomp_small_int(fs, t->u.subscript.slice, &imm)) {
            // `x[0] += v`: the index is an operand of GETITEMI and SETITEMI.
            int cur = npcomp_reserve(fs, 1);
            fs->curline = t->loc.line;
            span_of(fs, t);
            npcomp_emit_abc(fs, OP_GETITEMI, cur, obj, imm - NP_SC_MIN);
            emit_inplace(fs, st, cur, cur, false);
            span_of(fs, t);
            npcomp_emit_abc(fs, OP_SETITEMI, obj, imm - NP_SC_MIN, cur);
            npcomp_free_to(fs, saved);
            return;
        }
        int key = npcomp_expr_any(fs, t->u.subscript.slice);
        int cur = npcomp_reserve(fs, 1);
        fs->curline = t->loc.line;
        span_of(fs, t);
        int get = npcomp_emit_abc(fs, OP_GETITEM, cur, obj, key);
        emit_inplace(fs, st, cur, cur, false);
        span_of(fs, t);
        npcomp_emit_abc(fs, OP_SETITEM, obj, key, cur);
        // `d[k] += imm`: the GETITEM, IADDI (ISUBI) and SETITEM in a row become DICTADD's.
        NpOpcode next = GET_OP(fs->code[get + 1]);
        if (get + 3 == fs->ncode && (next == OP_IADDI || next == OP_ISUBI))
            fs->code[get] = MK_ABC(OP_DICTADD, cur, obj, key);
    } else {
        npcomp_error(fs->c, t->loc, "'%s' is an illegal expression for augmented assignment",
                     npast_expr_names[t->kind]);
    }
    npcomp_free_to(fs, saved);
}

/* ---------------------------------------------------------------- definitions */

// Evaluates the decorators into consecutive registers; returns the first (or -1 when none).
static int eval_decorators(NpFuncState *fs, const NpExprSeq *decos)
{
    int first = decos->n ? fs->freereg : -1;
    for (int i = 0; i < decos->n; i++)
        npcomp_expr_next(fs, decos->items[i]);
    return first;
}

// Applies decorators d[0..n-1] (in registers first..first+n-1) to the object in
// register first+n, innermost first; returns the register holding the result.
static int apply_decorators(NpFuncState *fs, const NpExprSeq *decos, int first, int obj)
{
    for (int i = decos->n - 1; i >= 0; i--) {
        fs->curline = decos->items[i]->loc.line;
        npcomp_emit_abc(fs, OP_CALL, first + i, 1, 0);
        obj = first + i;
    }
    return obj;
}

/* ---------------------------------------------------------------- annotations */

// Appends the text [s] to the fixed buffer [b] of [cap] bytes at [*n]; false when it is full.
static bool ann_put(char *b, size_t cap, size_t *n, const char *s, size_t len)
{
    if (*n + len + 1 > cap)
        return false;
    memcpy(b + *n, s, len);
    *n += len;
    b[*n] = 0;
    return true;
}

static bool ann_unparse(char *b, size_t cap, size_t *n, const NpExpr *e, int depth);

// Unparses the items of [seq] separated by ", " (a subscript's tuple, a list's items).
static bool ann_unparse_seq(char *b, size_t cap, size_t *n, const NpExprSeq *seq, int depth)
{
    for (int i = 0; i < seq->n; i++)
        if ((i && !ann_put(b, cap, n, ", ", 2)) || !ann_unparse(b, cap, n, seq->items[i], depth))
            return false;
    return true;
}

// Appends the repr of a str constant when it needs no escapes (CPython's ast.unparse: single
// quotes); false for any other string.
static bool ann_unparse_str(char *b, size_t cap, size_t *n, const NpConst *k)
{
    for (size_t i = 0; i < k->len; i++)
        if (k->str[i] == '\\' || k->str[i] == '\'' || (unsigned char)k->str[i] < 0x20)
            return false;
    return ann_put(b, cap, n, "'", 1) && ann_put(b, cap, n, k->str, k->len) &&
           ann_put(b, cap, n, "'", 1);
}

// Appends the source text CPython's `from __future__ import annotations` stores for
// annotation [e] (ast.unparse's spelling) for the forms annotations use: names, dotted names,
// subscripts, `X | Y`, lists, tuples and simple constants (negative numbers too). False for anything else (the
// caller reports it) or when the text does not fit.
static bool ann_unparse(char *b, size_t cap, size_t *n, const NpExpr *e, int depth)
{
    if (depth > 32)
        return false;
    switch (e->kind) {
    case EXPR_NAME: return ann_put(b, cap, n, e->u.name.id, strlen(e->u.name.id));
    case EXPR_ATTRIBUTE:
        return ann_unparse(b, cap, n, e->u.attribute.value, depth + 1) &&
               ann_put(b, cap, n, ".", 1) &&
               ann_put(b, cap, n, e->u.attribute.attr, strlen(e->u.attribute.attr));
    case EXPR_SUBSCRIPT: {
        const NpExpr *sl = e->u.subscript.slice;
        if (!ann_unparse(b, cap, n, e->u.subscript.value, depth + 1) ||
            !ann_put(b, cap, n, "[", 1))
            return false;
        bool ok = sl->kind == EXPR_TUPLE && sl->u.seq.elts.n > 0
                      ? ann_unparse_seq(b, cap, n, &sl->u.seq.elts, depth + 1)
                      : ann_unparse(b, cap, n, sl, depth + 1);
        return ok && ann_put(b, cap, n, "]", 1);
    }
    case EXPR_BINOP:
        return e->u.binop.op == BINOP_BITOR &&
               ann_unparse(b, cap, n, e->u.binop.left, depth + 1) &&
               ann_put(b, cap, n, " | ", 3) &&
               ann_unparse(b, cap, n, e->u.binop.right, depth + 1);
    case EXPR_UNARYOP:  // `Literal[-1]`
        return e->u.unaryop.op == UNARY_USUB && e->u.unaryop.operand->kind == EXPR_CONSTANT &&
               ann_put(b, cap, n, "-", 1) &&
               ann_unparse(b, cap, n, e->u.unaryop.operand, depth + 1);
    case EXPR_LIST:
        return ann_put(b, cap, n, "[", 1) &&
               ann_unparse_seq(b, cap, n, &e->u.seq.elts, depth + 1) && ann_put(b, cap, n, "]", 1);
    case EXPR_TUPLE:
        return ann_put(b, cap, n, "(", 1) &&
               ann_unparse_seq(b, cap, n, &e->u.seq.elts, depth + 1) &&
               (e->u.seq.elts.n != 1 || ann_put(b, cap, n, ",", 1)) && ann_put(b, cap, n, ")", 1);
    case EXPR_CONSTANT: {
        const NpConst *k = &e->u.constant;
        switch (k->kind) {
        case CONST_NONE: return ann_put(b, cap, n, "None", 4);
        case CONST_TRUE: return ann_put(b, cap, n, "True", 4);
        case CONST_FALSE: return ann_put(b, cap, n, "False", 5);
        case CONST_ELLIPSIS: return ann_put(b, cap, n, "...", 3);
        case CONST_INT: return ann_put(b, cap, n, k->text, strlen(k->text));
        case CONST_STR: return ann_unparse_str(b, cap, n, k);
        default: return false;
        }
    }
    default: return false;
    }
}

// Puts annotation [e] into register [r]: its value, or under `from __future__ import
// annotations` its text as a str constant.
static void annotation_to(NpFuncState *fs, const NpExpr *e, int r)
{
    if (!fs->c->future_annotations) {
        npcomp_expr_to(fs, e, r);
        return;
    }
    char text[512];
    size_t n = 0;
    text[0] = 0;
    if (!ann_unparse(text, sizeof text, &n, e, 0)) {
        npcomp_error(fs->c, e->loc, "this annotation is not supported with "
                     "'from __future__ import annotations' in Nearly Python");
        return;
    }
    npcomp_emit_abx(fs, OP_LOADK, r, npcomp_const_str(fs, text, n));
}

// Stores annotation [e] of [name] in the dict in register [d].
static void annotation_set(NpFuncState *fs, int d, const char *name, const NpExpr *e)
{
    if (!e)
        return;
    int saved = fs->freereg;
    int k = npcomp_reserve(fs, 2);
    npcomp_emit_abx(fs, OP_LOADK, k, npcomp_const_name(fs, name));
    annotation_to(fs, e, k + 1);
    npcomp_emit_abc(fs, OP_DICTSET, d, k, k + 1);
    npcomp_free_to(fs, saved);
}

static void annotation_params(NpFuncState *fs, int d, const NpArgSeq *params)
{
    for (int i = 0; i < params->n; i++)
        annotation_set(fs, d, params->items[i]->name, params->items[i]->annotation);
}

static int count_annotated(const NpArgSeq *params)
{
    int n = 0;
    for (int i = 0; i < params->n; i++)
        n += params->items[i]->annotation != NULL;
    return n;
}

// Puts (name, annotation) of each annotated parameter of [params] into registers from
// *[next] on.
static void annotation_pairs(NpFuncState *fs, const NpArgSeq *params, int *next)
{
    for (int i = 0; i < params->n; i++) {
        if (!params->items[i]->annotation)
            continue;
        npcomp_emit_abx(fs, OP_LOADK, *next, npcomp_const_name(fs, params->items[i]->name));
        annotation_to(fs, params->items[i]->annotation, *next + 1);
        *next += 2;
    }
}

static void annotation_pair(NpFuncState *fs, const char *name, const NpExpr *e, int *next)
{
    if (!e)
        return;
    npcomp_emit_abx(fs, OP_LOADK, *next, npcomp_const_name(fs, name));
    annotation_to(fs, e, *next + 1);
    *next += 2;
}

// How many annotations a def has.
static int def_annotations(const NpArguments *a, const NpExpr *returns)
{
    return count_annotated(&a->args) + count_annotated(&a->posonlyargs) +
           count_annotated(&a->kwonlyargs) + (a->vararg && a->vararg->annotation) +
           (a->kwarg && a->kwarg->annotation) + (returns != NULL);
}

// Builds a def's annotations in register [d] in CPython 3.11's order (positional parameters,
// positional-only ones, *args, keyword-only ones, **kwargs, 'return'): a (name, value, ...)
// tuple for SETANNOT (one allocation per def; the dict is made on the first read), or, past
// what one BUILDTUPLE takes, the dict itself for SETATTR. Returns 0 when the def has no
// annotation (nothing emitted), 1 for the tuple, 2 for the dict.
static int func_annotations(NpFuncState *fs, const NpArguments *a, const NpExpr *returns, int d)
{
    int n = def_annotations(a, returns);
    if (n == 0)
        return 0;
    if (2 * n <= 250) {
        int saved = fs->freereg;
        int first = npcomp_reserve(fs, 2 * n), next = first;
        annotation_pairs(fs, &a->args, &next);
        annotation_pairs(fs, &a->posonlyargs, &next);
        if (a->vararg)
            annotation_pair(fs, a->vararg->name, a->vararg->annotation, &next);
        annotation_pairs(fs, &a->kwonlyargs, &next);
        if (a->kwarg)
            annotation_pair(fs, a->kwarg->name, a->kwarg->annotation, &next);
        annotation_pair(fs, "return", returns, &next);
        npcomp_emit_abc(fs, OP_BUILDTUPLE, d, first, 2 * n);
        npcomp_free_to(fs, saved);
        return 1;
    }
    npcomp_emit_abc(fs, OP_BUILDDICT, d, 0, 0);
    annotation_params(fs, d, &a->args);
    annotation_params(fs, d, &a->posonlyargs);
    if (a->vararg)
        annotation_set(fs, d, a->vararg->name, a->vararg->annotation);
    annotation_params(fs, d, &a->kwonlyargs);
    if (a->kwarg)
        annotation_set(fs, d, a->kwarg->name, a->kwarg->annotation);
    annotation_set(fs, d, "return", returns);
    return 2;
}

// `x: T` (a simple name) in a class body or at module level: `__annotations__[x] = T` after
// any assignment (a module's dict is its global `__annotations__`).
static void class_annassign(NpFuncState *fs, const NpStmt *st)
{
    fs->curline = st->loc.line;
    if (fs->scope->kind == SCOPE_MODULE) {
        int saved = fs->freereg;
        int d = npcomp_reserve(fs, 1);
        npcomp_load_name_to(fs, "__annotations__", d, st->loc);
        annotation_set(fs, d, st->u.annassign.target->u.name.id, st->u.annassign.annotation);
        npcomp_free_to(fs, saved);
        return;
    }
    NpSymbol *sym = npcomp_lookup(fs->scope, "__annotations__");
    if (!sym || sym->reg < 0)
        return;
    annotation_set(fs, sym->reg, st->u.annassign.target->u.name.id, st->u.annassign.annotation);
}

// CPython's SETUP_ANNOTATIONS for a module whose body annotates a simple name: a new dict in
// the global `__annotations__` before the body runs.
static void module_annotations(NpFuncState *fs)
{
    if (!fs->scope->has_annotations)
        return;
    int saved = fs->freereg;
    int d = npcomp_reserve(fs, 1);
    npcomp_emit_abc(fs, OP_BUILDDICT, d, 0, 0);
    NpLoc loc = {0};
    loc.line = 1;
    npcomp_store_name(fs, "__annotations__", d, loc);
    npcomp_free_to(fs, saved);
}

static void compile_funcdef(NpFuncState *fs, const NpStmt *st)
{
    int saved = fs->freereg;
    int first = eval_decorators(fs, &st->u.funcdef.decorators);
    fs->curline = st->loc.line;
    int a = npcomp_reserve(fs, 3);
    bool defaults = npcomp_defaults(fs, st->u.funcdef.args, a);
    int ann = func_annotations(fs, st->u.funcdef.args, st->u.funcdef.returns, a + 2);
    NpScope *s = npcomp_child(fs->scope, st);
    if (s)
        npcomp_make_function(fs, s, st->u.funcdef.args, &st->u.funcdef.body, NULL, a, defaults);
    fs->curline = st->loc.line;
    if (ann == 1)
        npcomp_emit_abc(fs, OP_SETANNOT, a, a + 2, 0);
    else if (ann == 2)
        npcomp_emit_abk(fs, OP_SETATTR, a, a + 2, npcomp_const_name(fs, "__annotations__"));
    int r = apply_decorators(fs, &st->u.funcdef.decorators, first, a);
    fs->curline = st->loc.line;
    npcomp_store_name(fs, st->u.funcdef.name, r, st->loc);
    npcomp_free_to(fs, saved);
}

// Checks a class statement's keyword arguments: `**` unpacking is not supported, and a keyword
// may appear once (CPython's SyntaxError).
static bool check_class_keywords(NpFuncState *fs, const NpKeywordSeq *kw)
{
    if (kw->n > NP_CLASS_MAX_KEYWORDS)
        return npcomp_error(fs->c, kw->items[0]->loc, "too many class keyword arguments");
    for (int i = 0; i < kw->n; i++) {
        if (!kw->items[i]->arg)
            return npcomp_error(fs->c, kw->items[i]->loc,
                                "class keyword argument unpacking (**) is not supported");
        for (int j = 0; j < i; j++)
            if (strcmp(kw->items[j]->arg, kw->items[i]->arg) == 0)
                return npcomp_error(fs->c, kw->items[i]->loc, "keyword argument repeated: %s",
                                    kw->items[i]->arg);
    }
    return true;
}

// Builds the dict of a class statement's keyword arguments in register [d] (BUILDCLASS's
// R[A+3]); the VM passes them to the class-behaviour table or refuses them (vm/np_class.c).
static void class_keywords_dict(NpFuncState *fs, const NpKeywordSeq *kw, int d)
{
    npcomp_emit_abc(fs, OP_BUILDDICT, d, 0, 0);
    for (int i = 0; i < kw->n; i++) {
        int k = npcomp_reserve(fs, 1);
        npcomp_emit_abx(fs, OP_LOADK, k, npcomp_const_name(fs, kw->items[i]->arg));
        int v = npcomp_expr_any(fs, kw->items[i]->value);
        npcomp_emit_abc(fs, OP_DICTSET, d, k, v);
        npcomp_free_to(fs, k);
    }
}

static void compile_classdef(NpFuncState *fs, const NpStmt *st)
{
    const NpKeywordSeq *kw = &st->u.classdef.keywords;
    if (!check_class_keywords(fs, kw))
        return;
    int saved = fs->freereg;
    int first = eval_decorators(fs, &st->u.classdef.decorators);
    fs->curline = st->loc.line;
    int a = npcomp_reserve(fs, kw->n ? 4 : 3);
    NpScope *s = npcomp_child(fs->scope, st);
    if (s)
        npcomp_make_function(fs, s, NULL, &st->u.classdef.body, NULL, a, false);
    npcomp_emit_abx(fs, OP_LOADK, a + 1, npcomp_const_name(fs, st->u.classdef.name));
    NpExpr bases;
    memset(&bases, 0, sizeof bases);
    bases.kind = EXPR_TUPLE;
    bases.loc = st->loc;
    bases.u.seq.elts = st->u.classdef.bases;
    npcomp_expr_to(fs, &bases, a + 2);
    if (kw->n)
        class_keywords_dict(fs, kw, a + 3);
    fs->curline = st->loc.line;
    npcomp_emit_abc(fs, OP_BUILDCLASS, a, kw->n ? 1 : 0, 0);
    npcomp_free_to(fs, a + 1);
    int r = apply_decorators(fs, &st->u.classdef.decorators, first, a);
    fs->curline = st->loc.line;
    npcomp_store_name(fs, st->u.classdef.name, r, st->loc);
    npcomp_free_to(fs, saved);
}

/* ---------------------------------------------------------------- imports */

static void compile_import(NpFuncState *fs, const NpStmt *st)
{
    for (int i = 0; i < st->u.import.names.n; i++) {
        const NpAlias *al = st->u.import.names.items[i];
        int saved = fs->freereg;
        int t = npcomp_reserve(fs, 1);
        npcomp_emit_abx(fs, OP_IMPORT, t, npcomp_const_name(fs, al->name));
        const char *bind = npcomp_import_binding(fs->c, al);
        if (!bind)
            return;
        if (!al->asname && bind != al->name)
            npcomp_emit_abx(fs, OP_IMPORT, t, npcomp_const_name(fs, bind));
        npcomp_store_name(fs, bind, t, al->loc);
        npcomp_free_to(fs, saved);
    }
}

static void compile_importfrom(NpFuncState *fs, const NpStmt *st)
{
    if (st->u.importfrom.level > 0 || !st->u.importfrom.module) {
        npcomp_error(fs->c, st->loc, "relative imports are not supported");
        return;
    }
    int saved = fs->freereg;
    int m = npcomp_reserve(fs, 1);
    npcomp_emit_abx(fs, OP_IMPORT, m, npcomp_const_name(fs, st->u.importfrom.module));
    for (int i = 0; i < st->u.importfrom.names.n; i++) {
        const NpAlias *al = st->u.importfrom.names.items[i];
        if (strcmp(al->name, "*") == 0) {
            npcomp_emit_abc(fs, OP_IMPORTSTAR, m, 0, 0);
            continue;
        }
        int t = npcomp_reserve(fs, 1);
        npcomp_emit_abk(fs, OP_IMPORTFROM, t, m, npcomp_const_name(fs, al->name));
        npcomp_store_name(fs, al->asname ? al->asname : al->name, t, al->loc);
        npcomp_free_to(fs, m + 1);
    }
    npcomp_free_to(fs, saved);
}

/* ---------------------------------------------------------------- statements */

static void compile_expr_stmt(NpFuncState *fs, const NpExpr *e)
{
    if (e->kind == EXPR_CONSTANT) {
        NpValue v;
        npcomp_fold(fs, e, &v);  // Reports complex/bytes literals; the value is unused.
        return;
    }
    int saved = fs->freereg;
    npcomp_expr_next(fs, e);
    npcomp_free_to(fs, saved);
}

static void compile_stmt(NpFuncState *fs, const NpStmt *st)
{
    fs->curline = st->loc.line;
    fs->curloc = st->loc;
    fs->curexpr = NULL;
    switch (st->kind) {
    case STMT_FUNCTIONDEF: compile_funcdef(fs, st); break;
    case STMT_CLASSDEF: compile_classdef(fs, st); break;
    case STMT_RETURN: compile_return(fs, st); break;
    case STMT_DELETE:
        for (int i = 0; i < st->u.del.targets.n; i++)
            npcomp_delete(fs, st->u.del.targets.items[i]);
        break;
    case STMT_ASSIGN: compile_assign(fs, &st->u.assign.targets, st->u.assign.value); break;
    case STMT_AUGASSIGN: compile_augassign(fs, st); break;
    case STMT_ANNASSIGN:
        if (st->u.annassign.value) {
            NpExprSeq one = {1, (NpExpr **)&st->u.annassign.target};
            compile_assign(fs, &one, st->u.annassign.value);
        }
        if (fs->scope->has_annotations && st->u.annassign.simple &&
            st->u.annassign.target->kind == EXPR_NAME)
            class_annassign(fs, st);
        break;
    case STMT_FOR: compile_for(fs, st); break;
    case STMT_WHILE: compile_while(fs, st); break;
    case STMT_IF: compile_if(fs, st); break;
    case STMT_WITH: compile_with_item(fs, st, 0); break;
    case STMT_MATCH: npcomp_match(fs, st); break;
    case STMT_RAISE: compile_raise(fs, st); break;
    case STMT_TRY:
    case STMT_TRYSTAR: compile_try(fs, st); break;
    case STMT_ASSERT: compile_assert(fs, st); break;
    case STMT_IMPORT: compile_import(fs, st); break;
    case STMT_IMPORTFROM: compile_importfrom(fs, st); break;
    case STMT_EXPR: compile_expr_stmt(fs, st->u.expr.value); break;
    case STMT_BREAK:
    case STMT_CONTINUE: compile_break_continue(fs, st); break;
    default: break;  // global, nonlocal, pass
    }
}

void npcomp_stmts(NpFuncState *fs, const NpStmtSeq *seq)
{
    NpCompiler *c = fs->c;
    if (++c->depth > NP_COMP_MAX_DEPTH) {
        npcomp_error_line(c, fs->curline, "too many nested blocks");
        c->depth--;
        return;
    }
    for (int i = 0; i < seq->n && !c->failed; i++)
        compile_stmt(fs, seq->items[i]);
    c->depth--;
}

/* ---------------------------------------------------------------- protos */

// Puts the names of class scope [s] that have flag [flag] (and not DEF_CLASSVAR), in order of
// first appearance, into the class namespace (register [d]) as a tuple under [key], using
// register [k]; nothing when there are none. For the dataclasses module: annotated names
// (`x: int`) under `__np_annotated__`, those annotated InitVar under `__np_initvars__` and
// KW_ONLY under `__np_kwonly__`;
// annotations themselves are never evaluated, and np_attr.c never exposes these entries.
static bool emit_annotated(NpFuncState *fs, NpScope *s, int d, int k, int flag, const char *key)
{
    int nann = 0;
    for (int i = 0; i < s->nsyms; i++)
        nann += (s->syms[i].flags & (flag | DEF_CLASSVAR)) == flag;
    if (nann == 0)
        return true;
    NpTuple *names = np_tuple_new(fs->c->vm, (size_t)nann);
    if (!names) {
        npcomp_error_line(fs->c, fs->curline, "out of memory during compilation");
        return false;
    }
    int j = 0;
    for (int i = 0; i < s->nsyms; i++) {
        if ((s->syms[i].flags & (flag | DEF_CLASSVAR)) != flag)
            continue;
        NpStr *n = np_intern_cstr(fs->c->vm, s->syms[i].name);
        if (!n) {
            npcomp_error_line(fs->c, fs->curline, "out of memory during compilation");
            return false;
        }
        names->items[j++] = np_obj(&n->hdr);
    }
    int v = npcomp_reserve(fs, 1);
    npcomp_emit_abx(fs, OP_LOADK, v, npcomp_const(fs, np_obj(&names->hdr)));
    npcomp_emit_abx(fs, OP_LOADK, k, npcomp_const_name(fs, key));
    npcomp_emit_abc(fs, OP_DICTSET, d, k, v);
    return true;
}

// The class body ends by returning a dict of its names (see BUILDCLASS in docs/compiler.md).
static void class_namespace(NpFuncState *fs)
{
    NpScope *s = fs->scope;
    int d = npcomp_reserve(fs, 1);
    npcomp_emit_abc(fs, OP_BUILDDICT, d, 0, 0);
    int k = npcomp_reserve(fs, 1);
    for (int i = 0; i < s->nsyms; i++) {
        NpSymbol *sym = &s->syms[i];
        if (sym->scope != SYM_LOCAL || sym->reg < 0)
            continue;
        bool maybe_unbound = !npcomp_is_assigned(fs, sym->reg);
        int start = fs->ncode;
        if (maybe_unbound)
            npcomp_emit_abc(fs, OP_CHECKBOUND, sym->reg, 0, 0);
        npcomp_emit_abx(fs, OP_LOADK, k, npcomp_const_name(fs, sym->name));
        npcomp_emit_abc(fs, OP_DICTSET, d, k, sym->reg);
        // A name unbound at the end (deleted, or bound on some paths only) is left out: the
        // UnboundLocalError of CHECKBOUND is caught by an entry that just skips the store.
        if (maybe_unbound)
            npcomp_add_handler(fs, start, fs->ncode, fs->ncode, k);
    }
    // The implicit `__class__` cell (methods using super()) goes to BUILDCLASS as the cell
    // object itself under `__classcell__`; np_build_class removes it and fills it.
    // The annotated names (except ClassVar ones), the InitVar ones and the KW_ONLY marker's,
    // for dataclasses.
    if (!emit_annotated(fs, s, d, k, DEF_ANNOT, "__np_annotated__") ||
        !emit_annotated(fs, s, d, k, DEF_INITVAR, "__np_initvars__") ||
        !emit_annotated(fs, s, d, k, DEF_KWMARK, "__np_kwonly__"))
        return;
    NpSymbol *cls = npcomp_lookup(s, "__class__");
    if (cls && cls->scope == SYM_CELL && cls->reg >= 0) {
        npcomp_emit_abx(fs, OP_LOADK, k, npcomp_const_name(fs, "__classcell__"));
        npcomp_emit_abc(fs, OP_DICTSET, d, k, cls->reg);
    }
    npcomp_emit_abc(fs, OP_RETURN, d, 0, 0);
}

// The docstring of a def or class body [body] of scope [s] (its first statement, when that
// is a string literal), or NULL. It becomes the body's constant 0 under NP_PROTO_DOC, which
// `f.__doc__` and the class's `__doc__` read (vm/np_attr.c, vm/np_class.c).
static const NpConst *docstring_of(const NpScope *s, const NpStmtSeq *body)
{
    if ((s->sub != SUB_DEF && s->sub != SUB_CLASS) || !body || body->n == 0)
        return NULL;
    const NpStmt *st = body->items[0];
    if (st->kind != STMT_EXPR || st->u.expr.value->kind != EXPR_CONSTANT ||
        st->u.expr.value->u.constant.kind != CONST_STR)
        return NULL;
    return &st->u.expr.value->u.constant;
}

// Emits the body of scope [s] once.
static void emit_body(NpFuncState *fs, const NpArguments *args, const NpStmtSeq *body,
                      const NpExpr *node)
{
    NpScope *s = fs->scope;
    int nparams = 0;
    if (args)
        nparams = args->posonlyargs.n + args->args.n + args->kwonlyargs.n + (args->vararg != NULL) +
                  (args->kwarg != NULL);
    bool comp = s->sub == SUB_LISTCOMP || s->sub == SUB_SETCOMP || s->sub == SUB_DICTCOMP ||
                s->sub == SUB_GENEXP;
    if (comp)
        nparams = 1;
    for (int r = 0; r < nparams; r++)
        npcomp_set_assigned(fs, r, true);
    // A by-value variable is assigned at entry when the call site found it assigned.
    for (int i = 0; comp && i < s->nsyms; i++)
        if (s->syms[i].byval && s->syms[i].entry_bound)
            npcomp_set_assigned(fs, s->syms[i].reg, true);
    if (s->sub == SUB_LAMBDA) {
        int r = npcomp_expr_any(fs, node);
        npcomp_emit_abc(fs, OP_RETURN, r, 0, 0);
    } else if (comp) {
        npcomp_comp_body(fs, node);
    } else {
        const NpConst *doc = docstring_of(s, body);
        if (doc && npcomp_const_str(fs, doc->str, doc->len) != 0)
            npcomp_error_line(fs->c, fs->curline, "internal error: docstring is not constant 0");
        NpSymbol *ann = s->has_annotations ? npcomp_lookup(s, "__annotations__") : NULL;
        if (ann && ann->reg >= 0) {  // CPython's SETUP_ANNOTATIONS
            npcomp_emit_abc(fs, OP_BUILDDICT, ann->reg, 0, 0);
            npcomp_set_assigned(fs, ann->reg, true);
        }
        npcomp_stmts(fs, body);
        if (s->kind == SCOPE_CLASS)
            class_namespace(fs);
        else
            npcomp_emit_abc(fs, OP_RETURNNONE, 0, 0, 0);
    }
}

NpProto *npcomp_function_proto(NpCompiler *c, NpScope *s, const NpArguments *args,
                               const NpStmtSeq *body, const NpExpr *lambda_body)
{
    NpFuncState fs;
    npcomp_fs_init(&fs, c, s);
    c->fs = &fs;
    const NpExpr *node = lambda_body ? lambda_body : (const NpExpr *)s->node;
    emit_body(&fs, args, body, node);
    if (fs.jump_overflow && !c->failed) {
        // A conditional jump did not fit in sBx: compile again with long jumps everywhere.
        npcomp_fs_reset(&fs);
        fs.longjumps = true;
        emit_body(&fs, args, body, node);
    }
    int flags = s->generator ? NP_PROTO_GENERATOR : 0;
    bool comp = s->sub == SUB_LISTCOMP || s->sub == SUB_SETCOMP || s->sub == SUB_DICTCOMP ||
                s->sub == SUB_GENEXP;
    // Every comprehension's function object is invisible to scripts: MAKEFUNC may reuse it.
    if (comp)
        flags |= NP_PROTO_GENEXPR;
    if (docstring_of(s, body))
        flags |= NP_PROTO_DOC;
    int argcount = 1 + (comp ? npcomp_byval_count(s) : 0), posonly = 0, kwonly = 0;
    if (s->kind == SCOPE_CLASS) {
        flags |= NP_PROTO_CLASS;
        argcount = 0;
    } else if (args) {
        argcount = args->posonlyargs.n + args->args.n;
        posonly = args->posonlyargs.n;
        kwonly = args->kwonlyargs.n;
        flags |= (args->vararg ? NP_PROTO_VARARGS : 0) | (args->kwarg ? NP_PROTO_VARKW : 0);
    }
    NpProto *p = npcomp_finish(&fs, argcount, posonly, kwonly, flags);
    if (p && (s->sub == SUB_DEF || s->sub == SUB_LAMBDA)) {
        // Kept for versioned state, which saves a function as its source (vm/np_serial.c).
        NpLoc loc = s->sub == SUB_DEF ? ((const NpStmt *)s->node)->loc
                                      : ((const NpExpr *)s->node)->loc;
        p->span_line = loc.line;
        p->span_col = loc.col;
        p->span_end_line = loc.end_line;
        p->span_end_col = loc.end_col;
    }
    if (!p && !c->failed) {
        c->failed = true;
        snprintf(c->err->type, sizeof c->err->type, "MemoryError");
        snprintf(c->err->msg, sizeof c->err->msg, "out of memory during compilation");
    }
    c->fs = fs.prev;
    npcomp_fs_free(&fs);
    return p;
}

static NpProto *module_proto(NpCompiler *c, const NpModule *m)
{
    NpFuncState fs;
    npcomp_fs_init(&fs, c, c->module_scope);
    c->fs = &fs;
    module_annotations(&fs);
    npcomp_stmts(&fs, &m->body);
    npcomp_emit_abc(&fs, OP_RETURNNONE, 0, 0, 0);
    if (fs.jump_overflow && !c->failed) {
        npcomp_fs_reset(&fs);
        fs.longjumps = true;
        module_annotations(&fs);
        npcomp_stmts(&fs, &m->body);
        npcomp_emit_abc(&fs, OP_RETURNNONE, 0, 0, 0);
    }
    NpProto *p = npcomp_finish(&fs, 0, 0, 0, NP_PROTO_MODULE);
    if (!p && !c->failed) {
        c->failed = true;
        snprintf(c->err->type, sizeof c->err->type, "MemoryError");
        snprintf(c->err->msg, sizeof c->err->msg, "out of memory during compilation");
    }
    c->fs = NULL;
    npcomp_fs_free(&fs);
    return p;
}

NpProto *npcomp_module(NpVM *vm, const NpModule *m, const char *filename, NpSyntaxError *err)
{
    NpCompiler c;
    memset(&c, 0, sizeof c);
    memset(err, 0, sizeof *err);
    c.vm = vm;
    c.filename = filename;
    c.err = err;
    c.filename_str = np_str_from_cstr(vm, filename ? filename : "<string>");
    NpProto *p = NULL;
    if (!c.filename_str) {
        snprintf(err->type, sizeof err->type, "MemoryError");
        snprintf(err->msg, sizeof err->msg, "out of memory during compilation");
    } else if (npcomp_symtable(&c, m)) {
        p = module_proto(&c, m);
    }
    npcomp_symtable_free(&c);
    return c.failed ? NULL : p;
}

bool npcomp_positions(NpVM *vm, const char *src, size_t len, const char *filename,
                      NpPosRecorder *rec)
{
    memset(rec, 0, sizeof *rec);
    NpArena arena;
    npast_arena_init(&arena, NP_POS_ARENA_LIMIT);
    NpSyntaxError serr;
    memset(&serr, 0, sizeof serr);
    NpModule *mod = npparse_module(&arena, src, len, filename, &serr);
    bool ok = false;
    if (mod) {
        NpCompiler c;
        memset(&c, 0, sizeof c);
        c.vm = vm;
        c.filename = filename;
        c.err = &serr;
        c.pos = rec;
        c.filename_str = np_str_from_cstr(vm, filename ? filename : "<string>");
        if (c.filename_str && npcomp_symtable(&c, mod))
            ok = module_proto(&c, mod) != NULL;
        npcomp_symtable_free(&c);
        ok = ok && !c.failed;
    }
    npast_arena_free(&arena);
    if (!ok)
        npcomp_positions_free(rec);
    return ok;
}

void npcomp_positions_free(NpPosRecorder *rec)
{
    for (size_t i = 0; i < rec->n; i++)
        free(rec->items[i].pos);
    free(rec->items);
    memset(rec, 0, sizeof *rec);
}
