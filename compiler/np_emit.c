/*
 * np_emit.c - the code buffer of one function being compiled: instructions and their lines,
 * deduplicated constants, the register stack, jumps and their patching, the block stack with
 * its protected ranges (the exception table), and the final NpProto.
 *
 * Invariant: registers below fs->freereg are live (locals, then temporaries in LIFO order).
 * Conditional jumps use sBx; when one does not fit, the function is compiled again with
 * fs->longjumps set, where every conditional jump is an inverted short jump over a JMP.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_compint.h"

/* ---------------------------------------------------------------- errors */

// Fills the error record from [line]/[col] (0-based col, -1 = unknown) and a message.
static bool verror(NpCompiler *c, int line, int col, int end_col, const char *fmt, va_list ap)
{
    if (c->failed)
        return false;
    c->failed = true;
    NpSyntaxError *e = c->err;
    snprintf(e->type, sizeof e->type, "SyntaxError");
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    e->line = line;
    e->col = col >= 0 ? col + 1 : 0;
    e->end_col = col >= 0 ? (end_col > col ? end_col + 1 : col + 2) : 0;
    return false;
}

bool npcomp_error(NpCompiler *c, NpLoc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int end = loc.end_line == loc.line ? loc.end_col : loc.col + 1;
    verror(c, loc.line, loc.col, end, fmt, ap);
    va_end(ap);
    return false;
}

bool npcomp_error_line(NpCompiler *c, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    verror(c, line, -1, -1, fmt, ap);
    va_end(ap);
    return false;
}

// Records out-of-memory as a compile failure.
static void oom(NpFuncState *fs)
{
    npcomp_error_line(fs->c, fs->curline, "out of memory during compilation");
}

/* ---------------------------------------------------------------- state */

void npcomp_fs_init(NpFuncState *fs, NpCompiler *c, NpScope *scope)
{
    memset(fs, 0, sizeof *fs);
    fs->c = c;
    fs->scope = scope;
    fs->prev = c->fs;
    fs->freereg = fs->maxreg = scope->nlocals;
    fs->curline = scope->firstline;
}

// Frees the buffers of [fs] (blocks included).
static void free_buffers(NpFuncState *fs)
{
    free(fs->code);
    free(fs->lines);
    free(fs->pos);
    free(fs->consts);
    free(fs->khash);
    free(fs->handlers);
    for (int i = 0; i < fs->nblocks; i++) {
        free(fs->blocks[i].ranges);
        npcomp_jl_free(&fs->blocks[i].breaks);
        npcomp_jl_free(&fs->blocks[i].continues);
    }
    free(fs->blocks);
}

void npcomp_fs_reset(NpFuncState *fs)
{
    NpCompiler *c = fs->c;
    NpScope *s = fs->scope;
    NpFuncState *prev = fs->prev;
    free_buffers(fs);
    memset(fs, 0, sizeof *fs);
    fs->c = c;
    fs->scope = s;
    fs->prev = prev;
    fs->freereg = fs->maxreg = s->nlocals;
    fs->curline = s->firstline;
}

void npcomp_fs_free(NpFuncState *fs)
{
    free_buffers(fs);
}

/* ---------------------------------------------------------------- instructions */

// The anchors of [e] for CPython's `~~^~~` caret lines (NpCodePos.kind, a, b), when [e] is a
// binary operation or a subscript on one line.
static void pos_anchors(const NpExpr *e, NpCodePos *p)
{
    if (!e || e->loc.line != e->loc.end_line)
        return;
    if (e->kind == EXPR_BINOP) {
        p->kind = NP_POS_BINOP;
        p->a = e->u.binop.left->loc.end_col;
        p->b = e->u.binop.right->loc.col;
    } else if (e->kind == EXPR_SUBSCRIPT) {
        p->kind = NP_POS_SUBSCRIPT;
        p->a = e->u.subscript.value->loc.end_col;
        p->b = e->u.subscript.slice->loc.end_col;
    }
}

// Records the span of the instruction being emitted at fs->ncode (npcomp_positions only).
static void record_pos(NpFuncState *fs)
{
    if (fs->ncode >= fs->cappos) {
        int cap = fs->capcode > fs->ncode ? fs->capcode : fs->ncode + 64;
        NpCodePos *np = realloc(fs->pos, (size_t)cap * sizeof(NpCodePos));
        if (!np) {
            oom(fs);
            return;
        }
        fs->pos = np;
        fs->cappos = cap;
    }
    NpCodePos *p = &fs->pos[fs->ncode];
    memset(p, 0, sizeof *p);
    p->line = fs->curloc.line;
    p->col = fs->curloc.col;
    p->end_line = fs->curloc.end_line;
    p->end_col = fs->curloc.end_col;
    if (fs->curexpr && fs->curexpr->loc.line == fs->curloc.line &&
        fs->curexpr->loc.col == fs->curloc.col)
        pos_anchors(fs->curexpr, p);
}

int npcomp_emit(NpFuncState *fs, NpInstr i)
{
    if (fs->ncode == fs->capcode) {
        if (fs->ncode >= NP_COMP_MAX_CODE) {
            npcomp_error_line(fs->c, fs->curline, "function too large");
            fs->ncode = 0;
        }
        int cap = fs->capcode ? fs->capcode * 2 : 64;
        NpInstr *nc = realloc(fs->code, (size_t)cap * sizeof(NpInstr));
        int32_t *nl = nc ? realloc(fs->lines, (size_t)cap * sizeof(int32_t)) : NULL;
        if (nc)
            fs->code = nc;
        if (!nc || !nl) {
            oom(fs);
            fs->ncode = 0;
            return 0;
        }
        fs->lines = nl;
        fs->capcode = cap;
    }
    fs->code[fs->ncode] = i;
    fs->lines[fs->ncode] = fs->curline;
    if (fs->c->pos)
        record_pos(fs);
    return fs->ncode++;
}

int npcomp_emit_abc(NpFuncState *fs, NpOpcode op, int a, int b, int c)
{
    return npcomp_emit(fs, MK_ABC(op, a & 0xff, b & 0xff, c & 0xff));
}

int npcomp_emit_abx(NpFuncState *fs, NpOpcode op, int a, int bx)
{
    return npcomp_emit(fs, MK_ABx(op, a & 0xff, bx & 0xffff));
}

void npcomp_emit_abk(NpFuncState *fs, NpOpcode op, int a, int b, int k)
{
    if (k < NP_C_EXTENDED) {
        npcomp_emit_abc(fs, op, a, b, k);
    } else {
        npcomp_emit_abc(fs, op, a, b, NP_C_EXTENDED);
        npcomp_emit(fs, MK_Ax(OP_EXTRA, k));
    }
}

/* ---------------------------------------------------------------- registers */

int npcomp_reserve(NpFuncState *fs, int n)
{
    int r = fs->freereg;
    if (r + n > NP_MAX_REGS) {
        npcomp_error_line(fs->c, fs->curline, "too many local variables / expression too complex");
        // Keep the numbers in range so the rest of this (failed) compilation stays harmless.
        fs->freereg = fs->scope->nlocals;
        return fs->freereg;
    }
    fs->freereg += n;
    if (fs->freereg > fs->maxreg)
        fs->maxreg = fs->freereg;
    return r;
}

void npcomp_free_to(NpFuncState *fs, int reg)
{
    if (reg >= fs->scope->nlocals && reg < fs->freereg)
        fs->freereg = reg;
}

/* ---------------------------------------------------------------- constants */

// A hash of a constant consistent with const_same; 0 for constants never deduplicated.
static uint64_t const_hash(NpValue v)
{
    uint64_t h = (uint64_t)v.tag * 0x9e3779b97f4a7c15ull;
    switch (v.tag) {
    case NP_T_INT:
    case NP_T_BOOL: return h ^ (uint64_t)v.u.i * 0xff51afd7ed558ccdull;
    case NP_T_FLOAT: {
        uint64_t b;
        memcpy(&b, &v.u.f, sizeof b);
        return h ^ b * 0xc4ceb9fe1a85ec53ull;
    }
    case NP_T_NONE: return h;
    case NP_T_OBJ:
        if (NP_IS_STR(v))
            return h ^ (uint64_t)(uintptr_t)NP_OBJ(v) * 0x9e3779b97f4a7c15ull;
        if (NP_IS_TUPLE(v)) {
            NpTuple *t = NP_AS_TUPLE(v);
            uint64_t x = 0x1234567 + t->n;
            for (size_t i = 0; i < t->n; i++) {
                uint64_t ih = const_hash(t->items[i]);
                if (!ih)
                    return 0;
                x = (x ^ ih) * 0x100000001b3ull;
            }
            return x | 1;
        }
        return 0;
    default: return 0;
    }
}

// True when two constants are the same value of the same type (1, 1.0 and True differ).
static bool const_same(NpValue a, NpValue b)
{
    if (a.tag != b.tag)
        return false;
    switch (a.tag) {
    case NP_T_INT:
    case NP_T_BOOL: return a.u.i == b.u.i;
    case NP_T_FLOAT: return memcmp(&a.u.f, &b.u.f, sizeof(double)) == 0;
    case NP_T_NONE: return true;
    case NP_T_OBJ:
        if (NP_OBJ(a) == NP_OBJ(b))
            return true;
        if (NP_IS_TUPLE(a) && NP_IS_TUPLE(b)) {
            NpTuple *x = NP_AS_TUPLE(a), *y = NP_AS_TUPLE(b);
            if (x->n != y->n)
                return false;
            for (size_t i = 0; i < x->n; i++)
                if (!const_same(x->items[i], y->items[i]))
                    return false;
            return true;
        }
        return false;
    default: return false;
    }
}

// Grows the dedup index to hold more entries.
static bool khash_grow(NpFuncState *fs)
{
    int size = fs->khash ? (fs->kmask + 1) * 2 : 64;
    int *t = calloc((size_t)size, sizeof(int));
    if (!t)
        return false;
    free(fs->khash);
    fs->khash = t;
    fs->kmask = size - 1;
    for (int k = 0; k < fs->nconsts; k++) {
        uint64_t h = const_hash(fs->consts[k]);
        if (!h)
            continue;
        int i = (int)(h & (uint64_t)fs->kmask);
        while (t[i])
            i = (i + 1) & fs->kmask;
        t[i] = k + 1;
    }
    return true;
}

int npcomp_const(NpFuncState *fs, NpValue v)
{
    uint64_t h = const_hash(v);
    if (h && fs->khash) {
        for (int i = (int)(h & (uint64_t)fs->kmask); fs->khash[i]; i = (i + 1) & fs->kmask)
            if (const_same(fs->consts[fs->khash[i] - 1], v))
                return fs->khash[i] - 1;
    }
    if (fs->nconsts >= 65535) {
        npcomp_error_line(fs->c, fs->curline, "function too large");
        return 0;
    }
    if (fs->nconsts == fs->capconsts) {
        int cap = fs->capconsts ? fs->capconsts * 2 : 16;
        NpValue *n = realloc(fs->consts, (size_t)cap * sizeof(NpValue));
        if (!n) {
            oom(fs);
            return 0;
        }
        fs->consts = n;
        fs->capconsts = cap;
    }
    int k = fs->nconsts++;
    fs->consts[k] = v;
    if (h) {
        if ((!fs->khash || fs->nconsts * 2 > fs->kmask + 1) && !khash_grow(fs)) {
            oom(fs);
            return k;
        }
        int i = (int)(h & (uint64_t)fs->kmask);
        while (fs->khash[i] && fs->khash[i] != k + 1)
            i = (i + 1) & fs->kmask;
        fs->khash[i] = k + 1;
    }
    return k;
}

int npcomp_const_str(NpFuncState *fs, const char *s, size_t len)
{
    NpStr *str = np_intern(fs->c->vm, s, len);
    if (!str) {
        npcomp_error_line(fs->c, fs->curline, "out of memory during compilation");
        return 0;
    }
    return npcomp_const(fs, np_obj(&str->hdr));
}

int npcomp_const_name(NpFuncState *fs, const char *name)
{
    return npcomp_const_str(fs, name, strlen(name));
}

/* ---------------------------------------------------------------- jumps */

int npcomp_emit_jmp(NpFuncState *fs)
{
    return npcomp_emit(fs, MK_sJ(OP_JMP, 0));
}

int npcomp_emit_condjmp(NpFuncState *fs, int reg, bool when)
{
    if (!fs->longjumps)
        return npcomp_emit(fs, MK_AsBx(when ? OP_JMPIF : OP_JMPIFNOT, reg, 0));
    npcomp_emit(fs, MK_AsBx(when ? OP_JMPIFNOT : OP_JMPIF, reg, 1));
    return npcomp_emit_jmp(fs);
}

int npcomp_emit_forhead(NpFuncState *fs, int it, int dst, int *exit)
{
    // FORLOOP's jump on an item is relative to the word after its EXTRA word: +1 skips the
    // JMP to the exit, which runs only when the iterator is exhausted at once.
    int top = npcomp_emit(fs, MK_AsBx(OP_FORLOOP, it, 1));
    npcomp_emit(fs, MK_Ax(OP_EXTRA, (uint32_t)dst));
    *exit = npcomp_emit_jmp(fs);
    return top;
}

int npcomp_for_target(NpFuncState *fs, const NpExpr *target)
{
    if (target->kind != EXPR_NAME)
        return -1;
    const NpSymbol *sym = npcomp_lookup(fs->scope, target->u.name.id);
    return sym && sym->scope == SYM_LOCAL ? sym->reg : -1;
}

bool npcomp_emit_forloop(NpFuncState *fs, int it, int dst, int body, int top)
{
    int off = body - (fs->ncode + 2);
    if (off < NP_SBX_MIN) {
        npcomp_emit_jmp_to(fs, top);
        return false;
    }
    npcomp_emit(fs, MK_AsBx(OP_FORLOOP, it, off));
    npcomp_emit(fs, MK_Ax(OP_EXTRA, (uint32_t)dst));
    return true;
}

void npcomp_patch(NpFuncState *fs, int pc, int target)
{
    if (pc < 0 || pc >= fs->ncode)
        return;
    NpInstr i = fs->code[pc];
    int off = target - (pc + 1);
    NpOpcode op = GET_OP(i);
    if (op == OP_JMP) {
        if (off < NP_SJ_MIN || off > NP_SJ_MAX) {
            npcomp_error_line(fs->c, fs->curline, "function too large");
            return;
        }
        fs->code[pc] = MK_sJ(OP_JMP, off);
        return;
    }
    if (off < NP_SBX_MIN || off > NP_SBX_MAX) {
        fs->jump_overflow = true;
        return;
    }
    fs->code[pc] = MK_AsBx(op, GET_A(i), off);
}

void npcomp_patch_here(NpFuncState *fs, int pc)
{
    npcomp_patch(fs, pc, fs->ncode);
}

void npcomp_emit_jmp_to(NpFuncState *fs, int target)
{
    int pc = npcomp_emit_jmp(fs);
    npcomp_patch(fs, pc, target);
}

void npcomp_jl_add(NpJumpList *jl, int pc)
{
    if (jl->n == jl->cap) {
        int cap = jl->cap ? jl->cap * 2 : 4;
        int *n = realloc(jl->pcs, (size_t)cap * sizeof(int));
        if (!n)
            return;  // Lost jump: only possible when out of memory, which fails elsewhere too.
        jl->pcs = n;
        jl->cap = cap;
    }
    jl->pcs[jl->n++] = pc;
}

void npcomp_jl_patch_here(NpFuncState *fs, NpJumpList *jl)
{
    for (int i = 0; i < jl->n; i++)
        npcomp_patch_here(fs, jl->pcs[i]);
    jl->n = 0;
}

void npcomp_jl_free(NpJumpList *jl)
{
    free(jl->pcs);
    jl->pcs = NULL;
    jl->n = jl->cap = 0;
}

/* ---------------------------------------------------------------- exception table and blocks */

void npcomp_add_handler(NpFuncState *fs, int start, int end, int handler, int reg)
{
    if (end <= start)
        return;
    if (fs->nhandlers == fs->caphandlers) {
        int cap = fs->caphandlers ? fs->caphandlers * 2 : 8;
        NpHandlerEntry *n = realloc(fs->handlers, (size_t)cap * sizeof(NpHandlerEntry));
        if (!n) {
            oom(fs);
            return;
        }
        fs->handlers = n;
        fs->caphandlers = cap;
    }
    NpHandlerEntry *h = &fs->handlers[fs->nhandlers++];
    h->start = (uint32_t)start;
    h->end = (uint32_t)end;
    h->handler = (uint32_t)handler;
    h->reg = (uint8_t)reg;
}

int npcomp_push_block(NpFuncState *fs, NpBlockKind kind)
{
    if (fs->nblocks == fs->capblocks) {
        int cap = fs->capblocks ? fs->capblocks * 2 : 8;
        NpBlock *n = realloc(fs->blocks, (size_t)cap * sizeof(NpBlock));
        if (!n) {
            oom(fs);
            return 0;
        }
        fs->blocks = n;
        fs->capblocks = cap;
    }
    NpBlock *b = &fs->blocks[fs->nblocks];
    memset(b, 0, sizeof *b);
    b->kind = kind;
    b->range_start = fs->ncode;
    b->reg = -1;
    return fs->nblocks++;
}

void npcomp_block_suspend(NpFuncState *fs, NpBlock *b)
{
    if (b->range_start < 0)
        return;
    if (fs->ncode > b->range_start) {
        if (b->nranges == b->capranges) {
            int cap = b->capranges ? b->capranges * 2 : 2;
            NpPcRange *n = realloc(b->ranges, (size_t)cap * sizeof(NpPcRange));
            if (!n) {
                oom(fs);
                return;
            }
            b->ranges = n;
            b->capranges = cap;
        }
        b->ranges[b->nranges].start = b->range_start;
        b->ranges[b->nranges].end = fs->ncode;
        b->nranges++;
    }
    b->range_start = -1;
}

void npcomp_block_resume(NpFuncState *fs, NpBlock *b)
{
    b->range_start = fs->ncode;
}

void npcomp_pop_block(NpFuncState *fs, int handler_pc, int reg)
{
    if (fs->nblocks == 0)
        return;
    NpBlock *b = &fs->blocks[fs->nblocks - 1];
    npcomp_block_suspend(fs, b);
    if (handler_pc >= 0)
        for (int i = 0; i < b->nranges; i++)
            npcomp_add_handler(fs, b->ranges[i].start, b->ranges[i].end, handler_pc, reg);
    free(b->ranges);
    npcomp_jl_free(&b->breaks);
    npcomp_jl_free(&b->continues);
    npcomp_jl_free(&b->exits);
    fs->nblocks--;
}

/* ---------------------------------------------------------------- the proto */

// Copies [size] bytes into a new VM-charged buffer ([*ok] false on MemoryError).
static void *vm_copy(NpVM *vm, const void *src, size_t size, bool *ok)
{
    if (size == 0 || !*ok)
        return NULL;
    void *p = np_mem_realloc(vm, NULL, 0, size);
    if (!p) {
        *ok = false;
        return NULL;
    }
    memcpy(p, src, size);
    return p;
}

// Fills the register names, cell and free-variable tables of [p] from the scope.
static bool fill_names(NpFuncState *fs, NpProto *p)
{
    NpVM *vm = fs->c->vm;
    NpScope *s = fs->scope;
    int ncells = 0, nfree = 0;
    for (int i = 0; i < s->nsyms; i++) {
        ncells += s->syms[i].scope == SYM_CELL;
        nfree += s->syms[i].scope == SYM_FREE;
    }
    p->regnames = np_mem_realloc(vm, NULL, 0, (size_t)p->nregs * sizeof(NpStr *));
    if (!p->regnames && p->nregs)
        return false;
    memset(p->regnames, 0, (size_t)p->nregs * sizeof(NpStr *));
    uint8_t cells[256], fsrc[256], fdst[256];
    ncells = nfree = 0;
    for (int i = 0; i < s->nsyms; i++) {
        NpSymbol *sym = &s->syms[i];
        if (sym->reg < 0)
            continue;
        NpStr *name = np_intern_cstr(vm, sym->name);
        if (!name)
            return false;
        p->regnames[sym->reg] = name;
        if (sym->scope == SYM_CELL)
            cells[ncells++] = (uint8_t)sym->reg;
        // A free variable, and in a class body the cell a method or comprehension needs of
        // an enclosing function's variable that the class binds too (its [passreg]).
        int dst = sym->scope == SYM_FREE ? sym->reg
                : s->kind == SCOPE_CLASS && sym->passreg >= 0 ? sym->passreg : -1;
        if (dst >= 0) {
            NpSymbol *ps = s->parent ? npcomp_lookup(s->parent, sym->name) : NULL;
            int src = !ps ? 0 : (s->parent->kind == SCOPE_CLASS && ps->passreg >= 0) ? ps->passreg
                                                                                   : ps->reg;
            fsrc[nfree] = (uint8_t)src;
            fdst[nfree++] = (uint8_t)dst;
        }
    }
    bool ok = true;
    p->cellregs = vm_copy(vm, cells, (size_t)ncells, &ok);
    if (!ok)
        return false;
    p->ncells = (uint16_t)ncells;
    p->freesrc = vm_copy(vm, fsrc, (size_t)nfree, &ok);
    p->freedst = vm_copy(vm, fdst, (size_t)nfree, &ok);
    if (!ok) {
        if (p->freesrc)
            np_mem_realloc(vm, p->freesrc, (size_t)nfree, 0);
        p->freesrc = NULL;
        return false;
    }
    p->nfree = (uint16_t)nfree;
    return true;
}

// Whether the FORLOOP at [k] of [code] ([n] words; its EXTRA word at k + 1) jumps back to a
// SETGLOBAL of its loop variable's register (a module-level `for x in ...`), which FORLOOPG
// then does itself.
static bool forloop_stores_global(const uint32_t *code, int n, int k)
{
    int body = k + 2 + GET_sBx(code[k]);
    return body >= 0 && body < n && GET_OP(code[body]) == OP_SETGLOBAL &&
           GET_A(code[body]) == (int)GET_Ax(code[k + 1]);
}

// True when the body of the FORLOOP at [k] starts with the UNPACK of its loop variable's
// register (`for a, b in pairs`).
static bool forloop_unpacks(const uint32_t *code, int n, int k)
{
    int body = k + 2 + GET_sBx(code[k]);
    return body >= 0 && body < n && GET_OP(code[body]) == OP_UNPACK &&
           GET_C(code[body]) == (int)GET_Ax(code[k + 1]);
}

// A JMP to a RETURN or RETURNNONE (the end of an if/else, a loop's exit before `return x`)
// becomes a copy of that word (compiler21): returning runs no cleanup, raises nothing in this
// frame and reads no pc-dependent state, and the compiler emits every block's cleanup before
// a jump that leaves it, so returning at the JMP is returning at its target one dispatch
// sooner. The word count is unchanged, so nothing is relocated.
static void thread_returns(uint32_t *code, int n)
{
    for (int k = 0; k < n; k++) {
        if (GET_OP(code[k]) != OP_JMP)
            continue;
        int t = k + 1 + GET_sJ(code[k]);
        if (t >= 0 && t < n && (GET_OP(code[t]) == OP_RETURN || GET_OP(code[t]) == OP_RETURNNONE))
            code[k] = code[t];
    }
}

// Superinstructions that need no relocation: the first word of a common pair gets an opcode
// that runs both and skips the second (MOVE + MOVE: MOVE2; GETGLOBAL + GETGLOBAL: GETGLOBAL2;
// GETGLOBAL + MOVE: GETGLOBALMOVE; MOVE + CALL: MOVECALL, whose CALL is entered by a direct
// jump; MOVE + CALLMOVE: MOVECALLMOVE, likewise). The second word stays in place as it was, so
// a jump to it, the line table and the exception table are unaffected; a fused GETGLOBAL that
// misses its cache runs as a plain GETGLOBAL and leaves the second word to run on its own (so a
// NameError or a cache fill happens at the right word).
static void fuse_pairs(uint32_t *code, int n)
{
    thread_returns(code, n);
    for (int k = 0; k + 1 < n; k++) {
        NpOpcode a = GET_OP(code[k]), b = GET_OP(code[k + 1]);
        NpOpcode fused = OP__COUNT;
        if (a == OP_MOVE && b == OP_MOVE)
            fused = OP_MOVE2;
        else if (a == OP_GETGLOBAL && b == OP_GETGLOBAL)
            fused = OP_GETGLOBAL2;
        else if (a == OP_GETGLOBAL && b == OP_MOVE)
            fused = OP_GETGLOBALMOVE;
        else if (a == OP_MOVE && b == OP_CALL)
            fused = OP_MOVECALL;
        else if (a == OP_MOVE && b == OP_CALLMOVE)
            fused = OP_MOVECALLMOVE;
        else if (a == OP_GETCELL && b == OP_GETCELL)
            fused = OP_GETCELL2;
        else if (a == OP_LISTAPPEND && b == OP_FORLOOP)
            fused = OP_LISTAPPENDLOOP;
        else if (a == OP_LOADNONE && b == OP_LOADNONE)
            fused = OP_LOADNONE2;
        else if (a == OP_FORLOOP && b == OP_EXTRA && forloop_stores_global(code, n, k))
            fused = OP_FORLOOPG;
        else if (a == OP_FORLOOP && b == OP_EXTRA && forloop_unpacks(code, n, k))
            fused = OP_FORLOOPU;
        if (fused != OP__COUNT)
            code[k] = (code[k] & ~(uint32_t)0xFF) | fused;
    }
}

// Sets the arrays of [p] from [fs]; counts are set together with their arrays so a proto
// abandoned half-way is still consistent for the GC.
static bool fill_arrays(NpFuncState *fs, NpProto *p)
{
    NpVM *vm = fs->c->vm;
    bool ok = true;
    size_t csize = (size_t)fs->ncode * sizeof(uint32_t);
    uint32_t *code = vm_copy(vm, fs->code, csize, &ok);
    int32_t *lines = vm_copy(vm, fs->lines, csize, &ok);
    if (!ok) {
        if (code)
            np_mem_realloc(vm, code, csize, 0);
        return false;
    }
    fuse_pairs(code, fs->ncode);
    p->code = code;
    p->lines = lines;
    p->ncode = (uint32_t)fs->ncode;
    p->consts = vm_copy(vm, fs->consts, (size_t)fs->nconsts * sizeof(NpValue), &ok);
    if (!ok)
        return false;
    p->nconsts = (uint32_t)fs->nconsts;
    p->handlers = vm_copy(vm, fs->handlers, (size_t)fs->nhandlers * sizeof(NpHandlerEntry), &ok);
    if (!ok)
        return false;
    p->nhandlers = (uint32_t)fs->nhandlers;
    return true;
}

// Gives the recorded spans of [fs] (compiled into [p]) to the compiler's position recorder;
// true when not recording.
static bool hand_positions(NpFuncState *fs, NpProto *p)
{
    NpPosRecorder *r = fs->c->pos;
    if (!r)
        return true;
    if (r->n == r->cap) {
        size_t cap = r->cap ? r->cap * 2 : 16;
        struct NpPosEntry *ni = realloc(r->items, cap * sizeof *ni);
        if (!ni) {
            oom(fs);
            return false;
        }
        r->items = ni;
        r->cap = cap;
    }
    r->items[r->n].proto = p;
    r->items[r->n].pos = fs->pos;
    r->items[r->n].n = (uint32_t)fs->ncode;
    r->n++;
    fs->pos = NULL;
    fs->cappos = 0;
    return true;
}

NpProto *npcomp_finish(NpFuncState *fs, int argcount, int posonly, int kwonly, int flags)
{
    NpCompiler *c = fs->c;
    NpVM *vm = c->vm;
    if (c->failed)
        return NULL;
    NpProto *p = (NpProto *)np_alloc_obj(vm, sizeof(NpProto), OBJ_PROTO, vm->types[NP_TYPE_CODE]);
    if (!p)
        return NULL;
    p->nregs = (uint16_t)(fs->maxreg > 0 ? fs->maxreg : 1);
    p->argcount = (uint16_t)argcount;
    p->posonly = (uint16_t)posonly;
    p->kwonly = (uint16_t)kwonly;
    // Parameters, locals and cell variables come first (np_symtable.c assign_registers); the free
    // variables after them are installed by every call, so they are not counted.
    int nlocals = 0;
    for (int i = 0; i < fs->scope->nsyms; i++) {
        const NpSymbol *sym = &fs->scope->syms[i];
        if ((sym->scope == SYM_LOCAL || sym->scope == SYM_CELL) && sym->reg >= nlocals)
            nlocals = sym->reg + 1;
    }
    p->nlocals = (uint16_t)nlocals;
    p->flags = (uint16_t)flags;
    p->firstline = fs->scope->firstline;
    p->filename = c->filename_str;
    p->name = np_intern_cstr(vm, fs->scope->name);
    p->qualname = p->name ? np_intern_cstr(vm, fs->scope->qualname) : NULL;
    if (!p->qualname || !fill_arrays(fs, p) || !fill_names(fs, p) || !hand_positions(fs, p))
        return NULL;
    if (kwonly == 0 &&
        !(flags & (NP_PROTO_VARARGS | NP_PROTO_VARKW | NP_PROTO_GENERATOR | NP_PROTO_MODULE |
                   NP_PROTO_CLASS)))
        p->flags |= NP_PROTO_SIMPLE;
    if (p->ncells || p->nfree)
        p->flags |= NP_PROTO_CELLS;
    if (!(flags & (NP_PROTO_GENERATOR | NP_PROTO_MODULE | NP_PROTO_CLASS))) {
        p->flags |= NP_PROTO_RETNONE;
        for (uint32_t k = 0; k < p->ncode; k++)
            if (GET_OP(p->code[k]) == OP_RETURN)
                p->flags &= (uint16_t)~NP_PROTO_RETNONE;
    }
    return p;
}
