/*
 * np_compmatch.c - code generation for the match statement.
 *
 * The subject is evaluated once into a temporary. Each case compiles its pattern into checks
 * that jump to the case's failure label: literal/value patterns compare with EQ (None/True/False
 * with IS), sequence patterns use MATCHSEQ then UNPACK/UNPACKEX, mapping patterns MATCHMAP +
 * MATCHKEYS (+ COPYDICTWITHOUTKEYS for `**rest`), class patterns MATCHCLASS; sub-patterns then
 * run on the unpacked registers. Captured values go to registers reserved per case and are
 * stored into their names only when the whole pattern matched (as CPython 3.11 does), before
 * the guard. Compile-time errors follow CPython (unreachable patterns, names bound twice,
 * alternatives binding different names, repeated attributes or duplicate literal keys).
 */
#include <stdlib.h>
#include <string.h>

#include "np_compint.h"

// The capture names of one case and the registers holding their values until the store.
typedef struct NpCaptures {
    const char *names[256];
    int n;
    int base;
} NpCaptures;

// State of one pattern compilation: where failures jump and whether an irrefutable pattern
// is allowed here.
typedef struct NpPatCtx {
    NpFuncState *fs;
    NpCaptures *caps;
    NpJumpList *fail;
    bool allow_irrefutable;
} NpPatCtx;

static bool pat_error(NpFuncState *fs, const NpPattern *p, const char *msg, const char *name)
{
    if (name)
        return npcomp_error(fs->c, p->loc, msg, name);
    return npcomp_error(fs->c, p->loc, "%s", msg);
}

/* ---------------------------------------------------------------- capture names */

static int cap_find(const NpCaptures *caps, int from, const char *name)
{
    for (int i = from; i < caps->n; i++)
        if (strcmp(caps->names[i], name) == 0)
            return i;
    return -1;
}

static void cap_add(NpFuncState *fs, NpCaptures *caps, const NpPattern *p, const char *name)
{
    if (cap_find(caps, 0, name) >= 0) {
        npcomp_error(fs->c, p->loc, "multiple assignments to name '%s' in pattern", name);
        return;
    }
    if (caps->n == 256) {
        npcomp_error(fs->c, p->loc, "too many names bound by one pattern");
        return;
    }
    caps->names[caps->n++] = name;
}

static void collect(NpFuncState *fs, NpCaptures *caps, const NpPattern *p);

static void collect_seq(NpFuncState *fs, NpCaptures *caps, const NpPatternSeq *s)
{
    for (int i = 0; i < s->n && !fs->c->failed; i++)
        collect(fs, caps, s->items[i]);
}

// The names bound by the alternatives of an OR pattern must be the same set.
static void collect_or(NpFuncState *fs, NpCaptures *caps, const NpPattern *p)
{
    int base = caps->n;
    int first = -1;
    const char *firstnames[256];
    int n = p->u.or_.patterns.n;
    for (int i = 0; i < n && !fs->c->failed; i++) {
        const NpPattern *alt = p->u.or_.patterns.items[i];
        // CPython reports an irrefutable alternative before comparing the names bound.
        const NpPattern *a = alt;
        while (i < n - 1 && a->kind == PAT_MATCHAS && a->u.as.pattern)
            a = a->u.as.pattern;
        if (i < n - 1 && a->kind == PAT_MATCHAS) {
            if (a->u.as.name)
                pat_error(fs, a, "name capture '%s' makes remaining patterns unreachable",
                          a->u.as.name);
            else
                pat_error(fs, a, "wildcard makes remaining patterns unreachable", NULL);
            return;
        }
        caps->n = base;
        collect(fs, caps, alt);
        int cnt = caps->n - base;
        if (i == 0) {
            first = cnt;
            memcpy(firstnames, &caps->names[base], (size_t)cnt * sizeof(char *));
            continue;
        }
        bool same = cnt == first;
        for (int k = 0; same && k < first; k++)
            same = cap_find(caps, base, firstnames[k]) >= 0;
        if (!same && !fs->c->failed)
            npcomp_error(fs->c, p->loc, "alternative patterns bind different names");
    }
    if (first >= 0) {
        memcpy(&caps->names[base], firstnames, (size_t)first * sizeof(char *));
        caps->n = base + first;
    }
}

// Appends the names [p] binds to [caps] (in CPython's order), reporting duplicates.
static void collect(NpFuncState *fs, NpCaptures *caps, const NpPattern *p)
{
    NpCompiler *c = fs->c;
    if (++c->depth > NP_COMP_MAX_DEPTH) {
        npcomp_error(c, p->loc, "too many nested patterns");
        c->depth--;
        return;
    }
    switch (p->kind) {
    case PAT_MATCHSEQUENCE: collect_seq(fs, caps, &p->u.sequence.patterns); break;
    case PAT_MATCHMAPPING:
        collect_seq(fs, caps, &p->u.mapping.patterns);
        if (p->u.mapping.rest)
            cap_add(fs, caps, p, p->u.mapping.rest);
        break;
    case PAT_MATCHCLASS:
        collect_seq(fs, caps, &p->u.cls.patterns);
        collect_seq(fs, caps, &p->u.cls.kwd_patterns);
        break;
    case PAT_MATCHSTAR:
        if (p->u.star.name)
            cap_add(fs, caps, p, p->u.star.name);
        break;
    case PAT_MATCHAS:
        if (p->u.as.pattern)
            collect(fs, caps, p->u.as.pattern);
        if (p->u.as.name)
            cap_add(fs, caps, p, p->u.as.name);
        break;
    case PAT_MATCHOR: collect_or(fs, caps, p); break;
    default: break;
    }
    c->depth--;
}

static int cap_reg(const NpCaptures *caps, const char *name)
{
    int i = cap_find(caps, 0, name);
    return i < 0 ? caps->base : caps->base + i;
}

/* ---------------------------------------------------------------- checks */

// Emits `JMPIFNOT t -> fail`.
static void fail_unless(NpPatCtx *pc, int t)
{
    npcomp_jl_add(pc->fail, npcomp_emit_condjmp(pc->fs, t, false));
}

// Emits a failure jump unless R[v] is not None (MATCHKEYS/MATCHCLASS results).
static void fail_if_none(NpPatCtx *pc, int v)
{
    NpFuncState *fs = pc->fs;
    int saved = fs->freereg;
    int t = npcomp_reserve(fs, 1);
    npcomp_emit_abc(fs, OP_LOADNONE, t, 0, 0);
    npcomp_emit_abc(fs, OP_ISNOT, t, v, t);
    fail_unless(pc, t);
    npcomp_free_to(fs, saved);
}

static bool is_wildcard(const NpPattern *p)
{
    return p->kind == PAT_MATCHAS && !p->u.as.pattern && !p->u.as.name;
}

static void compile_pattern(NpPatCtx *pc, const NpPattern *p, int subj);

// Matches sub-pattern [p] against R[r]; sub-patterns may always be irrefutable.
static void compile_sub(NpPatCtx *pc, const NpPattern *p, int r)
{
    bool saved = pc->allow_irrefutable;
    pc->allow_irrefutable = true;
    compile_pattern(pc, p, r);
    pc->allow_irrefutable = saved;
}

// Emits an ABC instruction followed by an EXTRA word carrying [ax].
static void emit_with_extra(NpFuncState *fs, NpOpcode op, int a, int b, int c, int ax)
{
    npcomp_emit_abc(fs, op, a, b, c);
    npcomp_emit(fs, MK_Ax(OP_EXTRA, ax));
}

static void compile_sequence(NpPatCtx *pc, const NpPattern *p, int subj)
{
    NpFuncState *fs = pc->fs;
    const NpPatternSeq *s = &p->u.sequence.patterns;
    int n = s->n, star = -1;
    bool trivial = true;
    for (int i = 0; i < n; i++) {
        const NpPattern *sp = s->items[i];
        if (sp->kind == PAT_MATCHSTAR) {
            if (star >= 0) {
                pat_error(fs, sp, "multiple starred names in sequence pattern", NULL);
                return;
            }
            star = i;
            trivial &= sp->u.star.name == NULL;
        } else {
            trivial &= is_wildcard(sp);
        }
    }
    if (n > 255) {
        pat_error(fs, p, "too many sub-patterns in sequence pattern", NULL);
        return;
    }
    int saved = fs->freereg;
    int t = npcomp_reserve(fs, 1);
    fs->curline = p->loc.line;
    emit_with_extra(fs, OP_MATCHSEQ, t, subj, star >= 0, star >= 0 ? n - 1 : n);
    fail_unless(pc, t);
    npcomp_free_to(fs, saved);
    if (trivial || n == 0)
        return;
    int base = npcomp_reserve(fs, n);
    if (star < 0) {
        npcomp_emit_abc(fs, OP_UNPACK, base, n, subj);
    } else {
        npcomp_emit_abc(fs, OP_MOVE, base, subj, 0);
        npcomp_emit_abc(fs, OP_UNPACKEX, base, star, n - 1 - star);
    }
    for (int i = 0; i < n && !fs->c->failed; i++) {
        const NpPattern *sp = s->items[i];
        if (sp->kind == PAT_MATCHSTAR) {
            if (sp->u.star.name)
                npcomp_emit_abc(fs, OP_MOVE, cap_reg(pc->caps, sp->u.star.name), base + i, 0);
        } else {
            compile_sub(pc, sp, base + i);
        }
    }
    npcomp_free_to(fs, saved);
}

// Reports a literal key that occurs twice in one mapping pattern (CPython's compile-time check).
static bool check_dup_keys(NpFuncState *fs, const NpPattern *p)
{
    const NpExprSeq *keys = &p->u.mapping.keys;
    NpValue vals[256];
    bool lit[256];
    for (int i = 0; i < keys->n; i++) {
        lit[i] = keys->items[i]->kind == EXPR_CONSTANT && npcomp_fold(fs, keys->items[i], &vals[i]);
        if (fs->c->failed)
            return false;
        for (int k = 0; lit[i] && k < i; k++) {
            bool eq = false;
            if (!lit[k] || vals[k].tag != vals[i].tag ||
                !np_key_eq(fs->c->vm, vals[k], vals[i], &eq) || !eq)
                continue;
            NpStr *r = np_repr(fs->c->vm, vals[i]);
            return npcomp_error(fs->c, keys->items[i]->loc, "mapping pattern checks duplicate key (%s)",
                                r ? r->data : "?");
        }
    }
    return true;
}

static void compile_mapping(NpPatCtx *pc, const NpPattern *p, int subj)
{
    NpFuncState *fs = pc->fs;
    const NpExprSeq *keys = &p->u.mapping.keys;
    int n = keys->n;
    if (n > 255) {
        pat_error(fs, p, "too many sub-patterns in mapping pattern", NULL);
        return;
    }
    if (!check_dup_keys(fs, p))
        return;
    int saved = fs->freereg;
    int t = npcomp_reserve(fs, 1);
    fs->curline = p->loc.line;
    emit_with_extra(fs, OP_MATCHMAP, t, subj, 0, n);
    fail_unless(pc, t);
    if (n == 0 && !p->u.mapping.rest) {
        npcomp_free_to(fs, saved);
        return;
    }
    // t: the keys tuple; t+1: the values tuple, then unpacked into t+1...
    npcomp_reserve(fs, n > 0 ? n : 1);
    for (int i = 0; i < n; i++)
        npcomp_expr_to(fs, keys->items[i], t + i);
    fs->curline = p->loc.line;
    npcomp_emit_abc(fs, OP_BUILDTUPLE, t, t, n);
    npcomp_free_to(fs, t + 1);
    if (n > 0) {
        int v = npcomp_reserve(fs, n);
        npcomp_emit_abc(fs, OP_MATCHKEYS, v, subj, t);
        fail_if_none(pc, v);
        npcomp_emit_abc(fs, OP_UNPACK, v, n, v);
        for (int i = 0; i < n && !fs->c->failed; i++)
            compile_sub(pc, p->u.mapping.patterns.items[i], v + i);
    }
    if (p->u.mapping.rest)
        npcomp_emit_abc(fs, OP_COPYDICTWITHOUTKEYS, cap_reg(pc->caps, p->u.mapping.rest), subj, t);
    npcomp_free_to(fs, saved);
}

static void compile_class(NpPatCtx *pc, const NpPattern *p, int subj)
{
    NpFuncState *fs = pc->fs;
    int npos = p->u.cls.patterns.n, nkw = p->u.cls.kwd_attrs.n;
    if (npos + nkw > 255) {
        pat_error(fs, p, "too many sub-patterns in class pattern", NULL);
        return;
    }
    NpValue items[256];
    for (int i = 0; i < nkw; i++) {
        const char *name = p->u.cls.kwd_attrs.items[i];
        for (int k = 0; k < i; k++)
            if (strcmp(p->u.cls.kwd_attrs.items[k], name) == 0) {
                pat_error(fs, p->u.cls.kwd_patterns.items[i],
                          "attribute name repeated in class pattern: %s", name);
                return;
            }
        NpStr *s = np_intern_cstr(fs->c->vm, name);
        if (!s) {
            npcomp_error_line(fs->c, fs->curline, "out of memory during compilation");
            return;
        }
        items[i] = np_obj(&s->hdr);
    }
    NpTuple *names = np_tuple_from(fs->c->vm, items, (size_t)nkw);
    if (!names) {
        npcomp_error_line(fs->c, fs->curline, "out of memory during compilation");
        return;
    }
    int saved = fs->freereg;
    int cr = npcomp_reserve(fs, 2);
    npcomp_expr_to(fs, p->u.cls.cls, cr);
    fs->curline = p->loc.line;
    npcomp_emit_abx(fs, OP_LOADK, cr + 1, npcomp_const(fs, np_obj(&names->hdr)));
    npcomp_emit_abc(fs, OP_MATCHCLASS, cr, subj, npos);
    fail_if_none(pc, cr);
    int total = npos + nkw;
    if (total > 0) {
        npcomp_free_to(fs, cr);
        int v = npcomp_reserve(fs, total);
        npcomp_emit_abc(fs, OP_UNPACK, v, total, cr);
        for (int i = 0; i < npos && !fs->c->failed; i++)
            compile_sub(pc, p->u.cls.patterns.items[i], v + i);
        for (int i = 0; i < nkw && !fs->c->failed; i++)
            compile_sub(pc, p->u.cls.kwd_patterns.items[i], v + npos + i);
    }
    npcomp_free_to(fs, saved);
}

static void compile_or(NpPatCtx *pc, const NpPattern *p, int subj)
{
    NpFuncState *fs = pc->fs;
    NpJumpList done = {0};
    NpJumpList *outer = pc->fail;
    bool allow = pc->allow_irrefutable;
    int n = p->u.or_.patterns.n;
    for (int i = 0; i < n && !fs->c->failed; i++) {
        NpJumpList altfail = {0};
        pc->fail = &altfail;
        pc->allow_irrefutable = i == n - 1 && allow;
        compile_pattern(pc, p->u.or_.patterns.items[i], subj);
        pc->fail = outer;
        if (i < n - 1) {
            npcomp_jl_add(&done, npcomp_emit_jmp(fs));
            npcomp_jl_patch_here(fs, &altfail);
        } else {
            for (int k = 0; k < altfail.n; k++)
                npcomp_jl_add(outer, altfail.pcs[k]);
        }
        npcomp_jl_free(&altfail);
    }
    pc->allow_irrefutable = allow;
    npcomp_jl_patch_here(fs, &done);
    npcomp_jl_free(&done);
}

static void compile_pattern(NpPatCtx *pc, const NpPattern *p, int subj)
{
    NpFuncState *fs = pc->fs;
    NpCompiler *c = fs->c;
    if (c->failed)
        return;
    if (++c->depth > NP_COMP_MAX_DEPTH) {
        npcomp_error(c, p->loc, "too many nested patterns");
        c->depth--;
        return;
    }
    fs->curline = p->loc.line;
    int saved = fs->freereg;
    switch (p->kind) {
    case PAT_MATCHVALUE: {
        int t = npcomp_expr_next(fs, p->u.value.value);
        fs->curline = p->loc.line;
        npcomp_emit_abc(fs, OP_EQ, t, subj, t);
        fail_unless(pc, t);
        break;
    }
    case PAT_MATCHSINGLETON: {
        int t = npcomp_reserve(fs, 1);
        if (p->u.singleton.value == CONST_NONE)
            npcomp_emit_abc(fs, OP_LOADNONE, t, 0, 0);
        else
            npcomp_emit_abc(fs, OP_LOADBOOL, t, p->u.singleton.value == CONST_TRUE, 0);
        npcomp_emit_abc(fs, OP_IS, t, subj, t);
        fail_unless(pc, t);
        break;
    }
    case PAT_MATCHSEQUENCE: compile_sequence(pc, p, subj); break;
    case PAT_MATCHMAPPING: compile_mapping(pc, p, subj); break;
    case PAT_MATCHCLASS: compile_class(pc, p, subj); break;
    case PAT_MATCHSTAR: pat_error(fs, p, "can't use starred name here", NULL); break;
    case PAT_MATCHAS:
        if (!p->u.as.pattern && !pc->allow_irrefutable) {
            if (p->u.as.name)
                pat_error(fs, p, "name capture '%s' makes remaining patterns unreachable",
                          p->u.as.name);
            else
                pat_error(fs, p, "wildcard makes remaining patterns unreachable", NULL);
            break;
        }
        if (p->u.as.pattern)
            compile_pattern(pc, p->u.as.pattern, subj);
        if (p->u.as.name)
            npcomp_emit_abc(fs, OP_MOVE, cap_reg(pc->caps, p->u.as.name), subj, 0);
        break;
    case PAT_MATCHOR: compile_or(pc, p, subj); break;
    default: break;
    }
    npcomp_free_to(fs, saved);
    c->depth--;
}

/* ---------------------------------------------------------------- the statement */

void npcomp_match(NpFuncState *fs, const NpStmt *st)
{
    int saved = fs->freereg;
    int subj = npcomp_expr_next(fs, st->u.match.subject);
    uint8_t start[32], out[32];
    memcpy(start, fs->assigned, sizeof start);
    memcpy(out, start, sizeof out);
    bool startdead = fs->dead;
    NpJumpList ends = {0};
    NpCaptures *caps = malloc(sizeof *caps);
    if (!caps) {
        npcomp_error(fs->c, st->loc, "out of memory during compilation");
        return;
    }
    int ncases = st->u.match.cases.n;
    for (int i = 0; i < ncases && !fs->c->failed; i++) {
        const NpMatchCase *mc = st->u.match.cases.items[i];
        memcpy(fs->assigned, start, sizeof start);
        fs->dead = startdead;
        caps->n = 0;
        collect(fs, caps, mc->pattern);
        if (fs->c->failed)
            break;
        caps->base = npcomp_reserve(fs, caps->n > 0 ? caps->n : 1);
        NpJumpList fail = {0};
        NpPatCtx pc = {fs, caps, &fail, mc->guard != NULL || i == ncases - 1};
        compile_pattern(&pc, mc->pattern, subj);
        fs->curline = mc->pattern->loc.line;
        for (int k = 0; k < caps->n; k++)
            npcomp_store_name(fs, caps->names[k], caps->base + k, mc->pattern->loc);
        npcomp_free_to(fs, caps->base);
        if (mc->guard)
            npcomp_jump_if(fs, mc->guard, false, &fail);
        npcomp_stmts(fs, &mc->body);
        if (!fs->dead) {
            npcomp_jl_add(&ends, npcomp_emit_jmp(fs));
            for (int b = 0; b < 32; b++)
                out[b] &= fs->assigned[b];
        }
        npcomp_jl_patch_here(fs, &fail);
        npcomp_jl_free(&fail);
    }
    free(caps);
    npcomp_jl_patch_here(fs, &ends);
    npcomp_jl_free(&ends);
    memcpy(fs->assigned, out, sizeof out);
    fs->dead = startdead;
    npcomp_free_to(fs, saved);
}
