/*
 * np_symtable.c - the compiler's first pass: scopes and name resolution (CPython's symtable.c).
 *
 * Pass 1 walks the whole module and records, per scope (module, def, lambda, comprehension, class
 * body), every name with DEF_* flags. Pass 2 (analyze) classifies each name as local, cell, free
 * or global with CPython's rules, propagates free variables up through intermediate scopes, and
 * assigns registers: parameters first, then other locals in order of appearance, then free
 * variables. See docs/compiler.md.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_compint.h"

/* ---------------------------------------------------------------- symbol tables */

// FNV-1a hash of a NUL-terminated name.
static uint32_t name_hash(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (uint8_t)*s) * 16777619u;
    return h;
}

NpSymbol *npcomp_lookup(NpScope *s, const char *name)
{
    if (!s->htab)
        return NULL;
    uint32_t h = name_hash(name);
    for (int i = (int)(h & (uint32_t)s->hmask);; i = (i + 1) & s->hmask) {
        int k = s->htab[i];
        if (k == 0)
            return NULL;
        NpSymbol *sym = &s->syms[k - 1];
        if (sym->hash == h && strcmp(sym->name, name) == 0)
            return sym;
    }
}

// Rebuilds the hash index of [s] at twice the size.
static bool rehash(NpScope *s)
{
    int size = s->htab ? (s->hmask + 1) * 2 : 16;
    int *t = calloc((size_t)size, sizeof(int));
    if (!t)
        return false;
    free(s->htab);
    s->htab = t;
    s->hmask = size - 1;
    for (int k = 0; k < s->nsyms; k++) {
        int i = (int)(s->syms[k].hash & (uint32_t)s->hmask);
        while (t[i])
            i = (i + 1) & s->hmask;
        t[i] = k + 1;
    }
    return true;
}

// Finds or adds [name] in [s] and ORs [flags] into it; NULL on out-of-memory.
static NpSymbol *add_sym(NpCompiler *c, NpScope *s, const char *name, int flags)
{
    NpSymbol *sym = npcomp_lookup(s, name);
    if (sym) {
        sym->flags |= (uint16_t)flags;
        return sym;
    }
    if (s->nsyms == s->capsyms) {
        int cap = s->capsyms ? s->capsyms * 2 : 16;
        NpSymbol *n = realloc(s->syms, (size_t)cap * sizeof(NpSymbol));
        if (!n)
            return NULL;
        s->syms = n;
        s->capsyms = cap;
    }
    if (!s->htab || (s->nsyms + 1) * 2 > s->hmask + 1) {
        if (!rehash(s))
            return NULL;
    }
    sym = &s->syms[s->nsyms++];
    sym->name = name;
    sym->hash = name_hash(name);
    sym->flags = (uint16_t)flags;
    sym->scope = SYM_NONE;
    sym->reg = -1;
    sym->passreg = -1;
    sym->declline = 0;
    sym->byval = false;
    sym->entry_bound = false;
    sym->nested_rebind = false;
    sym->captured = false;
    int i = (int)(sym->hash & (uint32_t)s->hmask);
    while (s->htab[i])
        i = (i + 1) & s->hmask;
    s->htab[i] = s->nsyms;
    return sym;
}

NpScope *npcomp_child(NpScope *s, const void *node)
{
    for (int i = 0; i < s->nchildren; i++)
        if (s->children[i]->node == node)
            return s->children[i];
    return NULL;
}

// Builds the CPython qualified name of a scope named [name] inside [parent].
static char *make_qualname(NpScope *parent, const char *name)
{
    size_t n = strlen(name);
    if (!parent || parent->kind == SCOPE_MODULE)
        return strdup(name);
    const char *mid = parent->kind == SCOPE_CLASS ? "." : ".<locals>.";
    size_t len = strlen(parent->qualname) + strlen(mid) + n + 1;
    char *q = malloc(len);
    if (q)
        snprintf(q, len, "%s%s%s", parent->qualname, mid, name);
    return q;
}

// Creates a scope as the newest child of [parent]; NULL on out-of-memory.
static NpScope *new_scope(NpCompiler *c, NpScope *parent, NpScopeKind kind, NpScopeSub sub,
                          const void *node, const char *name, int line)
{
    NpScope *s = calloc(1, sizeof(NpScope));
    if (!s)
        return NULL;
    if (c->nall == c->capall) {
        int cap = c->capall ? c->capall * 2 : 16;
        NpScope **a = realloc(c->all, (size_t)cap * sizeof(NpScope *));
        if (!a) {
            free(s);
            return NULL;
        }
        c->all = a;
        c->capall = cap;
    }
    c->all[c->nall++] = s;
    s->kind = kind;
    s->sub = sub;
    s->node = node;
    s->name = name;
    s->parent = parent;
    s->firstline = line;
    s->qualname = make_qualname(parent, name);
    if (!s->qualname)
        return NULL;
    if (parent) {
        if (parent->nchildren == parent->capchildren) {
            int cap = parent->capchildren ? parent->capchildren * 2 : 4;
            NpScope **a = realloc(parent->children, (size_t)cap * sizeof(NpScope *));
            if (!a)
                return NULL;
            parent->children = a;
            parent->capchildren = cap;
        }
        parent->children[parent->nchildren++] = s;
    }
    return s;
}

void npcomp_symtable_free(NpCompiler *c)
{
    for (int i = 0; i < c->nall; i++) {
        NpScope *s = c->all[i];
        free(s->syms);
        free(s->htab);
        free(s->children);
        free(s->qualname);
        free(s);
    }
    free(c->all);
    c->all = NULL;
    for (int i = 0; i < c->nstrs; i++)
        free(c->strs[i]);
    free(c->strs);
    c->strs = NULL;
    c->nstrs = c->capstrs = 0;
    c->nall = c->capall = 0;
}

/* ---------------------------------------------------------------- pass 1 */

static void visit_expr(NpCompiler *c, NpScope *s, const NpExpr *e);
static void visit_stmts(NpCompiler *c, NpScope *s, const NpStmtSeq *seq);

// Records an out-of-memory failure.
static void oom(NpCompiler *c)
{
    npcomp_error_line(c, 0, "out of memory during compilation");
}

// Adds [name] with [flags], reporting out-of-memory.
static NpSymbol *note(NpCompiler *c, NpScope *s, const char *name, int flags)
{
    NpSymbol *sym = add_sym(c, s, name, flags);
    if (!sym)
        oom(c);
    return sym;
}

// CPython's private name mangling: inside a class body (and the functions nested in it) an
// identifier `__x` that does not end with `__` becomes `_Class__x`, the class name stripped of
// its leading underscores. Returns [name] itself when no mangling applies; NULL on OOM.
static const char *mangle(NpCompiler *c, NpScope *s, const char *name)
{
    if (name[0] != '_' || name[1] != '_')
        return name;
    size_t n = strlen(name);
    if ((n >= 2 && name[n - 1] == '_' && name[n - 2] == '_') || strchr(name, '.'))
        return name;
    while (s && s->kind != SCOPE_CLASS)
        s = s->parent;
    if (!s)
        return name;
    const char *cls = s->name;
    while (*cls == '_')
        cls++;
    if (!*cls)
        return name;
    size_t cn = strlen(cls);
    char *buf = malloc(cn + n + 2);
    if (!buf) {
        oom(c);
        return NULL;
    }
    buf[0] = '_';
    memcpy(buf + 1, cls, cn);
    memcpy(buf + 1 + cn, name, n + 1);
    const char *r = npcomp_strdup(c, buf, cn + n + 1);
    free(buf);
    if (!r)
        oom(c);
    return r;
}

// Mangles the identifier slot [*slot] of the AST in place (see mangle), so the compiler's
// second pass sees the same names. The AST is otherwise read-only here; this is the one place
// pass 1 writes to it.
static void mangle_slot(NpCompiler *c, NpScope *s, const char **slot)
{
    const char *m = mangle(c, s, *slot);
    if (m)
        *slot = m;
}

static bool is_comp(const NpScope *s)
{
    return s->sub == SUB_LISTCOMP || s->sub == SUB_SETCOMP || s->sub == SUB_DICTCOMP ||
           s->sub == SUB_GENEXP;
}

// True for a list, set or dict comprehension: called at once and run to completion while the
// enclosing frame waits, so it may receive the enclosing function's locals by value. A
// generator expression runs later and must see later rebinds (it keeps cells).
static bool is_eager_comp(const NpScope *s)
{
    return s->sub == SUB_LISTCOMP || s->sub == SUB_SETCOMP || s->sub == SUB_DICTCOMP;
}

// A left-leaning chain of binary operators (a + b + c + ...), walked iteratively because it
// can be very long, in source order as CPython's symbol table walks it (leftmost operand
// first, then each right operand), so the first error reported is CPython's: in
// `(i := 1) + (j := 2)` inside a comprehension over i, j, the one naming i.
static void visit_binop_chain(NpCompiler *c, NpScope *s, const NpExpr *e)
{
    const NpExpr *small[64], **rights = small;
    size_t n = 0;
    for (const NpExpr *x = e; x->kind == EXPR_BINOP; x = x->u.binop.left)
        n++;
    if (n > sizeof small / sizeof small[0] && !(rights = malloc(n * sizeof *rights))) {
        oom(c);
        return;
    }
    const NpExpr *x = e;
    for (size_t k = n; k > 0; k--, x = x->u.binop.left)
        rights[k - 1] = x->u.binop.right;
    visit_expr(c, s, x);
    for (size_t k = 0; k < n && !c->failed; k++)
        visit_expr(c, s, rights[k]);
    if (rights != small)
        free(rights);
}

static void visit_exprs(NpCompiler *c, NpScope *s, const NpExprSeq *seq)
{
    for (int i = 0; i < seq->n && !c->failed; i++)
        if (seq->items[i])
            visit_expr(c, s, seq->items[i]);
}

// Refuses a walrus where CPython's symbol table does, before its value is visited (so the
// first error reported is CPython's): in a comprehension's iterable expression, rebinding an
// iteration variable of any enclosing comprehension, or binding from a comprehension in a
// class body.
static void check_walrus(NpCompiler *c, NpScope *s, const NpExpr *t)
{
    if (c->comp_iter_expr > 0) {
        npcomp_error(c, t->loc,
                     "assignment expression cannot be used in a comprehension iterable expression");
        return;
    }
    const char *name = t->u.name.id;
    NpScope *t_scope = s;
    for (; is_comp(t_scope); t_scope = t_scope->parent) {
        NpSymbol *it = npcomp_lookup(t_scope, name);
        if (it && (it->flags & DEF_COMPITER)) {
            npcomp_error(c, t->loc,
                         "assignment expression cannot rebind comprehension iteration variable '%s'",
                         name);
            return;
        }
    }
    if (t_scope != s && t_scope->kind == SCOPE_CLASS)
        npcomp_error(c, t->loc,
                     "assignment expression within a comprehension cannot be used in a class body");
}

// A walrus target (checked by check_walrus): binds in the nearest enclosing non-comprehension
// scope (PEP 572).
static void visit_walrus_target(NpCompiler *c, NpScope *s, const NpExpr *t)
{
    const char *name = t->u.name.id;
    if (!is_comp(s)) {
        note(c, s, name, DEF_LOCAL);
        return;
    }
    NpScope *t_scope = s;
    while (is_comp(t_scope))
        t_scope = t_scope->parent;
    int flag = t_scope->kind == SCOPE_MODULE ? DEF_GLOBAL : DEF_NONLOCAL;
    for (NpScope *p = s; p != t_scope; p = p->parent)
        note(c, p, name, flag);
    note(c, t_scope, name, DEF_LOCAL);
}

static void add_params(NpCompiler *c, NpScope *s, const NpArguments *a)
{
    const NpArgSeq *seqs[3] = {&a->posonlyargs, &a->args, &a->kwonlyargs};
    const NpArg *extra[2] = {a->vararg, a->kwarg};
    for (int k = 0; k < 5 && !c->failed; k++) {
        int n = k < 3 ? seqs[k]->n : (extra[k - 3] ? 1 : 0);
        for (int i = 0; i < n; i++) {
            const NpArg *arg = k < 3 ? seqs[k]->items[i] : extra[k - 3];
            mangle_slot(c, s, (const char **)&((NpArg *)arg)->name);
            if (npcomp_lookup(s, arg->name)) {
                npcomp_error(c, arg->loc, "duplicate argument '%s' in function definition",
                             arg->name);
                return;
            }
            note(c, s, arg->name, DEF_PARAM);
        }
    }
}

// Visits the defaults of [a] in the enclosing scope [s].
static void visit_defaults(NpCompiler *c, NpScope *s, const NpArguments *a)
{
    visit_exprs(c, s, &a->defaults);
    visit_exprs(c, s, &a->kw_defaults);
}

static void visit_param_annotations(NpCompiler *c, NpScope *s, const NpArgSeq *params)
{
    for (int i = 0; i < params->n; i++)
        visit_expr(c, s, params->items[i]->annotation);
}

// Visits the parameter and return annotations of a def in the enclosing scope [s], where the
// def statement evaluates them (not under `from __future__ import annotations`: strings then).
static void visit_annotations(NpCompiler *c, NpScope *s, const NpArguments *a,
                              const NpExpr *returns)
{
    if (c->future_annotations)
        return;
    visit_param_annotations(c, s, &a->posonlyargs);
    visit_param_annotations(c, s, &a->args);
    visit_param_annotations(c, s, &a->kwonlyargs);
    if (a->vararg)
        visit_expr(c, s, a->vararg->annotation);
    if (a->kwarg)
        visit_expr(c, s, a->kwarg->annotation);
    visit_expr(c, s, returns);
}

static void visit_comp(NpCompiler *c, NpScope *s, const NpExpr *e, NpScopeSub sub,
                       const char *name)
{
    const NpComprehensionSeq *g = &e->u.comp.generators;
    if (g->n == 0)
        return;
    c->comp_iter_expr++;
    visit_expr(c, s, g->items[0]->iter);
    c->comp_iter_expr--;
    NpScope *cs = new_scope(c, s, SCOPE_FUNCTION, sub, e, name, e->loc.line);
    if (!cs) {
        oom(c);
        return;
    }
    cs->generator = sub == SUB_GENEXP;
    note(c, cs, ".0", DEF_PARAM);
    for (int i = 0; i < g->n && !c->failed; i++) {
        NpComprehension *gen = g->items[i];
        if (i > 0) {
            c->comp_iter_expr++;
            visit_expr(c, cs, gen->iter);
            c->comp_iter_expr--;
        }
        bool outer_target = c->comp_iter_target;
        c->comp_iter_target = true;
        visit_expr(c, cs, gen->target);
        c->comp_iter_target = outer_target;
        visit_exprs(c, cs, &gen->ifs);
    }
    // Iteration variables may not be rebound by a walrus (checked when the element is seen).
    for (int i = 0; i < cs->nsyms; i++)
        if (cs->syms[i].flags & DEF_LOCAL)
            cs->syms[i].flags |= DEF_COMPITER;
    const NpExpr *elt = e->u.comp.elt;
    if (elt && elt->kind == EXPR_STARRED) {
        npcomp_error(c, elt->loc, "iterable unpacking cannot be used in comprehension");
        return;
    }
    if (elt)
        visit_expr(c, cs, elt);
    if (e->u.comp.key)
        visit_expr(c, cs, e->u.comp.key);
    if (e->u.comp.value)
        visit_expr(c, cs, e->u.comp.value);
}

static const char *comp_kind_name(const NpScope *s)
{
    switch (s->sub) {
    case SUB_LISTCOMP: return "list comprehension";
    case SUB_SETCOMP: return "set comprehension";
    case SUB_DICTCOMP: return "dict comprehension";
    default: return "generator expression";
    }
}

static void visit_yield(NpCompiler *c, NpScope *s, const NpExpr *e)
{
    if (s->kind != SCOPE_FUNCTION) {
        npcomp_error(c, e->loc, "'yield' outside function");
        return;
    }
    if (is_comp(s)) {
        npcomp_error(c, e->loc, "'yield' inside %s", comp_kind_name(s));
        return;
    }
    s->generator = true;
    if (e->u.yield.value)
        visit_expr(c, s, e->u.yield.value);
}

static void visit_name(NpCompiler *c, NpScope *s, const NpExpr *e)
{
    mangle_slot(c, s, (const char **)&((NpExpr *)e)->u.name.id);
    int f = e->u.name.ctx == CTX_LOAD ? DEF_USE
          : e->u.name.ctx == CTX_STORE ? DEF_LOCAL : DEF_LOCAL | DEF_DEL;
    if (c->comp_iter_target && f == DEF_LOCAL && is_comp(s)) {
        // A comprehension's iteration variable: refused when a walrus of this comprehension
        // bound the name first (it then names the enclosing scope's variable).
        NpSymbol *old = npcomp_lookup(s, e->u.name.id);
        if (old && (old->flags & (DEF_GLOBAL | DEF_NONLOCAL))) {
            npcomp_error(c, e->loc,
                         "comprehension inner loop cannot rebind assignment expression target '%s'",
                         e->u.name.id);
            return;
        }
        NpSymbol *sym = note(c, s, e->u.name.id, f);
        if (sym)
            sym->flags |= DEF_COMPITER;
        return;
    }
    note(c, s, e->u.name.id, f);
    // As in CPython, a function that reads `super` gets the implicit `__class__` free variable,
    // a cell of the enclosing class body that BUILDCLASS fills with the new class; zero-argument
    // super() reads it from the calling frame (vm/np_descr.c).
    if (e->u.name.ctx == CTX_LOAD && s->kind == SCOPE_FUNCTION && strcmp(e->u.name.id, "super") == 0)
        note(c, s, "__class__", DEF_USE);
}

static void visit_lambda(NpCompiler *c, NpScope *s, const NpExpr *e)
{
    visit_defaults(c, s, e->u.lambda.args);
    NpScope *ls = new_scope(c, s, SCOPE_FUNCTION, SUB_LAMBDA, e, "<lambda>", e->loc.line);
    if (!ls) {
        oom(c);
        return;
    }
    add_params(c, ls, e->u.lambda.args);
    if (!c->failed)
        visit_expr(c, ls, e->u.lambda.body);
}

// Visits the children of expression [e] other than the ones with special scoping.
static void visit_expr_children(NpCompiler *c, NpScope *s, const NpExpr *e)
{
    switch (e->kind) {
    case EXPR_BOOLOP: visit_exprs(c, s, &e->u.boolop.values); break;
    case EXPR_UNARYOP: visit_expr(c, s, e->u.unaryop.operand); break;
    case EXPR_IFEXP:
        visit_expr(c, s, e->u.ifexp.test);
        visit_expr(c, s, e->u.ifexp.body);
        visit_expr(c, s, e->u.ifexp.orelse);
        break;
    case EXPR_DICT:
        for (int i = 0; i < e->u.dict.values.n && !c->failed; i++) {
            if (e->u.dict.keys.items[i])
                visit_expr(c, s, e->u.dict.keys.items[i]);
            visit_expr(c, s, e->u.dict.values.items[i]);
        }
        break;
    case EXPR_SET: visit_exprs(c, s, &e->u.set.elts); break;
    case EXPR_COMPARE:
        visit_expr(c, s, e->u.compare.left);
        visit_exprs(c, s, &e->u.compare.comparators);
        break;
    case EXPR_CALL:
        visit_expr(c, s, e->u.call.func);
        visit_exprs(c, s, &e->u.call.args);
        for (int i = 0; i < e->u.call.keywords.n && !c->failed; i++)
            visit_expr(c, s, e->u.call.keywords.items[i]->value);
        break;
    case EXPR_FORMATTED:
        visit_expr(c, s, e->u.formatted.value);
        if (e->u.formatted.format_spec)
            visit_expr(c, s, e->u.formatted.format_spec);
        break;
    case EXPR_JOINEDSTR: visit_exprs(c, s, &e->u.joinedstr.values); break;
    case EXPR_ATTRIBUTE:
        mangle_slot(c, s, (const char **)&((NpExpr *)e)->u.attribute.attr);
        visit_expr(c, s, e->u.attribute.value);
        break;
    case EXPR_SUBSCRIPT:
        visit_expr(c, s, e->u.subscript.value);
        visit_expr(c, s, e->u.subscript.slice);
        break;
    case EXPR_STARRED: visit_expr(c, s, e->u.starred.value); break;
    case EXPR_LIST:
    case EXPR_TUPLE: visit_exprs(c, s, &e->u.seq.elts); break;
    case EXPR_SLICE:
        if (e->u.slice.lower)
            visit_expr(c, s, e->u.slice.lower);
        if (e->u.slice.upper)
            visit_expr(c, s, e->u.slice.upper);
        if (e->u.slice.step)
            visit_expr(c, s, e->u.slice.step);
        break;
    default: break;
    }
}

static void visit_expr(NpCompiler *c, NpScope *s, const NpExpr *e)
{
    if (c->failed || !e)
        return;
    if (++c->depth > NP_COMP_MAX_DEPTH) {
        npcomp_error(c, e->loc, "expression too complex");
        c->depth--;
        return;
    }
    switch (e->kind) {
    case EXPR_NAMEDEXPR:
        s->has_walrus = true;
        check_walrus(c, s, e->u.namedexpr.target);
        visit_expr(c, s, e->u.namedexpr.value);
        if (!c->failed)
            visit_walrus_target(c, s, e->u.namedexpr.target);
        break;
    case EXPR_BINOP: visit_binop_chain(c, s, e); break;
    case EXPR_LAMBDA: visit_lambda(c, s, e); break;
    case EXPR_LISTCOMP: visit_comp(c, s, e, SUB_LISTCOMP, "<listcomp>"); break;
    case EXPR_SETCOMP: visit_comp(c, s, e, SUB_SETCOMP, "<setcomp>"); break;
    case EXPR_DICTCOMP: visit_comp(c, s, e, SUB_DICTCOMP, "<dictcomp>"); break;
    case EXPR_GENEXP: visit_comp(c, s, e, SUB_GENEXP, "<genexpr>"); break;
    case EXPR_YIELD:
    case EXPR_YIELDFROM: visit_yield(c, s, e); break;
    case EXPR_AWAIT:
        npcomp_error(c, e->loc, s->kind == SCOPE_FUNCTION ? "'await' outside async function"
                                                           : "'await' outside function");
        break;
    case EXPR_NAME: visit_name(c, s, e); break;
    default: visit_expr_children(c, s, e); break;
    }
    c->depth--;
}

// `global` / `nonlocal` declarations with CPython's ordering errors.
static void visit_decl(NpCompiler *c, NpScope *s, const NpStmt *st, bool global)
{
    const char *kw = global ? "global" : "nonlocal";
    if (!global && s->kind == SCOPE_MODULE) {
        npcomp_error(c, st->loc, "nonlocal declaration not allowed at module level");
        return;
    }
    for (int i = 0; i < st->u.names.names.n && !c->failed; i++) {
        mangle_slot(c, s, &((NpStmt *)st)->u.names.names.items[i]);
        const char *name = st->u.names.names.items[i];
        NpSymbol *sym = npcomp_lookup(s, name);
        int f = sym ? sym->flags : 0;
        if (f & DEF_PARAM)
            npcomp_error(c, st->loc, "name '%s' is parameter and %s", name, kw);
        else if (f & (global ? DEF_NONLOCAL : DEF_GLOBAL))
            npcomp_error_line(c, sym->declline ? sym->declline : st->loc.line,
                              "name '%s' is nonlocal and global", name);
        else if (f & DEF_USE)
            npcomp_error(c, st->loc, "name '%s' is used prior to %s declaration", name, kw);
        else if (f & DEF_ANNOT)
            npcomp_error(c, st->loc, "annotated name '%s' can't be %s", name, kw);
        else if (f & DEF_LOCAL)
            npcomp_error(c, st->loc, "name '%s' is assigned to before %s declaration", name, kw);
        else if ((sym = note(c, s, name, global ? DEF_GLOBAL : DEF_NONLOCAL)) && !sym->declline)
            sym->declline = st->loc.line;
    }
}

// The name an `import` alias binds: the asname, or the first component of a dotted name
// (a copy owned by the compiler). NULL on out-of-memory.
const char *npcomp_import_binding(NpCompiler *c, const NpAlias *al)
{
    if (al->asname)
        return al->asname;
    const char *dot = strchr(al->name, '.');
    if (!dot)
        return al->name;
    return npcomp_strdup(c, al->name, (size_t)(dot - al->name));
}

char *npcomp_strdup(NpCompiler *c, const char *s, size_t n)
{
    if (c->nstrs == c->capstrs) {
        int cap = c->capstrs ? c->capstrs * 2 : 8;
        char **a = realloc(c->strs, (size_t)cap * sizeof(char *));
        if (!a)
            return NULL;
        c->strs = a;
        c->capstrs = cap;
    }
    char *r = malloc(n + 1);
    if (!r)
        return NULL;
    memcpy(r, s, n);
    r[n] = 0;
    c->strs[c->nstrs++] = r;
    return r;
}

static void visit_import(NpCompiler *c, NpScope *s, const NpStmt *st)
{
    const NpAliasSeq *names = st->kind == STMT_IMPORT ? &st->u.import.names
                                                      : &st->u.importfrom.names;
    for (int i = 0; i < names->n && !c->failed; i++) {
        const NpAlias *al = names->items[i];
        if (st->kind == STMT_IMPORTFROM && strcmp(al->name, "*") == 0) {
            if (s->kind != SCOPE_MODULE)
                npcomp_error(c, st->loc, "import * only allowed at module level");
            continue;
        }
        if (st->kind == STMT_IMPORTFROM && st->u.importfrom.module &&
            strcmp(st->u.importfrom.module, "__future__") == 0 &&
            strcmp(al->name, "annotations") == 0)
            c->future_annotations = true;
        const char *b = st->kind == STMT_IMPORT ? npcomp_import_binding(c, al)
                                                : (al->asname ? al->asname : al->name);
        if (!b) {
            oom(c);
            return;
        }
        note(c, s, b, DEF_LOCAL);
    }
}

static void visit_funcdef(NpCompiler *c, NpScope *s, const NpStmt *st)
{
    visit_exprs(c, s, &st->u.funcdef.decorators);
    visit_defaults(c, s, st->u.funcdef.args);
    visit_annotations(c, s, st->u.funcdef.args, st->u.funcdef.returns);
    // The function keeps its unmangled __name__; only the name it is stored under is mangled.
    const char *plain = st->u.funcdef.name;
    mangle_slot(c, s, (const char **)&((NpStmt *)st)->u.funcdef.name);
    note(c, s, st->u.funcdef.name, DEF_LOCAL);
    NpScope *fs = new_scope(c, s, SCOPE_FUNCTION, SUB_DEF, st, plain, st->loc.line);
    if (!fs) {
        oom(c);
        return;
    }
    add_params(c, fs, st->u.funcdef.args);
    visit_stmts(c, fs, &st->u.funcdef.body);
}

static void visit_classdef(NpCompiler *c, NpScope *s, const NpStmt *st)
{
    visit_exprs(c, s, &st->u.classdef.decorators);
    visit_exprs(c, s, &st->u.classdef.bases);
    for (int i = 0; i < st->u.classdef.keywords.n && !c->failed; i++)
        visit_expr(c, s, st->u.classdef.keywords.items[i]->value);
    // The class's own scope keeps the unmangled name (it names the class for mangling).
    const char *plain = st->u.classdef.name;
    mangle_slot(c, s, (const char **)&((NpStmt *)st)->u.classdef.name);
    note(c, s, st->u.classdef.name, DEF_LOCAL);
    NpScope *cs = new_scope(c, s, SCOPE_CLASS, SUB_CLASS, st, plain, st->loc.line);
    if (!cs) {
        oom(c);
        return;
    }
    visit_stmts(c, cs, &st->u.classdef.body);
}

static void visit_pattern(NpCompiler *c, NpScope *s, const NpPattern *p)
{
    if (!p || c->failed)
        return;
    switch (p->kind) {
    case PAT_MATCHVALUE: visit_expr(c, s, p->u.value.value); break;
    case PAT_MATCHSEQUENCE:
        for (int i = 0; i < p->u.sequence.patterns.n; i++)
            visit_pattern(c, s, p->u.sequence.patterns.items[i]);
        break;
    case PAT_MATCHMAPPING:
        visit_exprs(c, s, &p->u.mapping.keys);
        for (int i = 0; i < p->u.mapping.patterns.n; i++)
            visit_pattern(c, s, p->u.mapping.patterns.items[i]);
        if (p->u.mapping.rest)
            note(c, s, p->u.mapping.rest, DEF_LOCAL);
        break;
    case PAT_MATCHCLASS:
        visit_expr(c, s, p->u.cls.cls);
        for (int i = 0; i < p->u.cls.patterns.n; i++)
            visit_pattern(c, s, p->u.cls.patterns.items[i]);
        for (int i = 0; i < p->u.cls.kwd_patterns.n; i++)
            visit_pattern(c, s, p->u.cls.kwd_patterns.items[i]);
        break;
    case PAT_MATCHSTAR:
        if (p->u.star.name)
            note(c, s, p->u.star.name, DEF_LOCAL);
        break;
    case PAT_MATCHAS:
        visit_pattern(c, s, p->u.as.pattern);
        if (p->u.as.name)
            note(c, s, p->u.as.name, DEF_LOCAL);
        break;
    case PAT_MATCHOR:
        for (int i = 0; i < p->u.or_.patterns.n; i++)
            visit_pattern(c, s, p->u.or_.patterns.items[i]);
        break;
    default: break;
    }
}

static void visit_try(NpCompiler *c, NpScope *s, const NpStmt *st)
{
    visit_stmts(c, s, &st->u.try_.body);
    for (int i = 0; i < st->u.try_.handlers.n && !c->failed; i++) {
        NpExceptHandler *h = st->u.try_.handlers.items[i];
        if (h->type)
            visit_expr(c, s, h->type);
        if (h->name)
            note(c, s, h->name, DEF_LOCAL | DEF_DEL);
        visit_stmts(c, s, &h->body);
    }
    visit_stmts(c, s, &st->u.try_.orelse);
    visit_stmts(c, s, &st->u.try_.finalbody);
}

// True when annotation [a] names [what] (`ClassVar`, `ClassVar[int]`, `typing.ClassVar[int]`;
// the same for InitVar and KW_ONLY), which dataclasses recognizes the same way, without evaluating it.
static bool annotation_is(const NpExpr *a, const char *what)
{
    if (a && a->kind == EXPR_SUBSCRIPT)
        a = a->u.subscript.value;
    if (!a)
        return false;
    if (a->kind == EXPR_NAME)
        return strcmp(a->u.name.id, what) == 0;
    return a->kind == EXPR_ATTRIBUTE && strcmp(a->u.attribute.attr, what) == 0;
}

static void visit_annassign(NpCompiler *c, NpScope *s, const NpStmt *st)
{
    const NpExpr *t = st->u.annassign.target;
    if (t->kind == EXPR_NAME) {
        mangle_slot(c, s, (const char **)&((NpExpr *)t)->u.name.id);
        NpSymbol *sym = npcomp_lookup(s, t->u.name.id);
        if (sym && (sym->flags & (DEF_GLOBAL | DEF_NONLOCAL)) && st->u.annassign.simple) {
            npcomp_error(c, st->loc, "annotated name '%s' can't be %s", t->u.name.id,
                         (sym->flags & DEF_GLOBAL) ? "global" : "nonlocal");
            return;
        }
        const NpExpr *a = st->u.annassign.annotation;
        note(c, s, t->u.name.id,
             DEF_LOCAL | DEF_ANNOT | (annotation_is(a, "ClassVar") ? DEF_CLASSVAR : 0) |
                 (annotation_is(a, "InitVar") ? DEF_INITVAR : 0) |
                 (annotation_is(a, "KW_ONLY") ? DEF_KWMARK : 0));
        // A class body stores `x: T`'s annotation in its `__annotations__` dict.
        // So does a module, in its global `__annotations__` (module_proto creates it).
        if ((s->kind == SCOPE_CLASS || s->kind == SCOPE_MODULE) && st->u.annassign.simple) {
            s->has_annotations = true;
            note(c, s, "__annotations__", DEF_LOCAL);
            if (!c->future_annotations)
                visit_expr(c, s, a);
        }
    } else if (st->u.annassign.value) {
        visit_expr(c, s, t);
    }
    if (st->u.annassign.value)
        visit_expr(c, s, st->u.annassign.value);
}

static void visit_stmt(NpCompiler *c, NpScope *s, const NpStmt *st)
{
    switch (st->kind) {
    case STMT_FUNCTIONDEF: visit_funcdef(c, s, st); break;
    case STMT_CLASSDEF: visit_classdef(c, s, st); break;
    case STMT_RETURN:
        if (s->kind != SCOPE_FUNCTION) {
            npcomp_error(c, st->loc, "'return' outside function");
            return;
        }
        visit_expr(c, s, st->u.ret.value);
        break;
    case STMT_DELETE: visit_exprs(c, s, &st->u.del.targets); break;
    case STMT_ASSIGN:
        visit_expr(c, s, st->u.assign.value);
        visit_exprs(c, s, &st->u.assign.targets);
        break;
    case STMT_AUGASSIGN:
        visit_expr(c, s, st->u.augassign.target);
        if (st->u.augassign.target->kind == EXPR_NAME) {
            const NpExpr *v = st->u.augassign.value;
            bool number = v->kind == EXPR_CONSTANT &&
                          (v->u.constant.kind == CONST_INT || v->u.constant.kind == CONST_FLOAT);
            note(c, s, st->u.augassign.target->u.name.id,
                 st->u.augassign.op == BINOP_ADD && !number ? DEF_USE | DEF_STRAPPEND : DEF_USE);
        }
        visit_expr(c, s, st->u.augassign.value);
        break;
    case STMT_ANNASSIGN: visit_annassign(c, s, st); break;
    case STMT_FOR:
        visit_expr(c, s, st->u.for_.iter);
        visit_expr(c, s, st->u.for_.target);
        visit_stmts(c, s, &st->u.for_.body);
        visit_stmts(c, s, &st->u.for_.orelse);
        break;
    case STMT_WHILE:
    case STMT_IF:
        visit_expr(c, s, st->u.if_.test);
        visit_stmts(c, s, &st->u.if_.body);
        visit_stmts(c, s, &st->u.if_.orelse);
        break;
    case STMT_WITH:
        for (int i = 0; i < st->u.with.items.n && !c->failed; i++) {
            visit_expr(c, s, st->u.with.items.items[i]->context_expr);
            visit_expr(c, s, st->u.with.items.items[i]->optional_vars);
        }
        visit_stmts(c, s, &st->u.with.body);
        break;
    case STMT_MATCH:
        visit_expr(c, s, st->u.match.subject);
        for (int i = 0; i < st->u.match.cases.n && !c->failed; i++) {
            NpMatchCase *mc = st->u.match.cases.items[i];
            visit_pattern(c, s, mc->pattern);
            visit_expr(c, s, mc->guard);
            visit_stmts(c, s, &mc->body);
        }
        break;
    case STMT_RAISE:
        visit_expr(c, s, st->u.raise.exc);
        visit_expr(c, s, st->u.raise.cause);
        break;
    case STMT_TRY:
    case STMT_TRYSTAR: visit_try(c, s, st); break;
    case STMT_ASSERT:
        visit_expr(c, s, st->u.assert_.test);
        visit_expr(c, s, st->u.assert_.msg);
        break;
    case STMT_IMPORT:
    case STMT_IMPORTFROM: visit_import(c, s, st); break;
    case STMT_GLOBAL: visit_decl(c, s, st, true); break;
    case STMT_NONLOCAL: visit_decl(c, s, st, false); break;
    case STMT_EXPR: visit_expr(c, s, st->u.expr.value); break;
    default: break;
    }
}

static void visit_stmts(NpCompiler *c, NpScope *s, const NpStmtSeq *seq)
{
    if (++c->depth > NP_COMP_MAX_DEPTH) {
        npcomp_error_line(c, seq->n ? seq->items[0]->loc.line : 0, "too many nested blocks");
        c->depth--;
        return;
    }
    for (int i = 0; i < seq->n && !c->failed; i++)
        visit_stmt(c, s, seq->items[i]);
    c->depth--;
}

/* ---------------------------------------------------------------- pass 2: analysis */

// True when [name] is bound by a function scope enclosing [s] (class scopes are skipped).
static bool bound_outside(NpScope *s, const char *name)
{
    for (NpScope *p = s->parent; p; p = p->parent) {
        if (p->kind == SCOPE_CLASS && strcmp(name, "__class__") == 0)
            return true;  // The implicit class cell (see visit_name).
        if (p->kind == SCOPE_CLASS)
            continue;
        if (p->kind == SCOPE_MODULE)
            return false;
        NpSymbol *sym = npcomp_lookup(p, name);
        if (!sym)
            continue;
        if (sym->flags & DEF_GLOBAL)
            return false;
        if (sym->flags & (DEF_LOCAL | DEF_PARAM | DEF_NONLOCAL))
            return true;
    }
    return false;
}

// Classifies the names of [s] itself.
static bool classify(NpCompiler *c, NpScope *s)
{
    for (int i = 0; i < s->nsyms; i++) {
        NpSymbol *sym = &s->syms[i];
        int f = sym->flags;
        if (f & DEF_GLOBAL) {
            sym->scope = SYM_GLOBAL_EXPLICIT;
        } else if (f & DEF_NONLOCAL) {
            if (!bound_outside(s, sym->name))
                return npcomp_error_line(c, sym->declline ? sym->declline : s->firstline,
                                         "no binding for nonlocal '%s' found",
                                         sym->name);
            sym->scope = SYM_FREE;
        } else if (s->kind == SCOPE_MODULE) {
            sym->scope = SYM_GLOBAL_IMPLICIT;
        } else if (f & (DEF_LOCAL | DEF_PARAM)) {
            sym->scope = SYM_LOCAL;
        } else if (bound_outside(s, sym->name)) {
            sym->scope = SYM_FREE;
            // Only read here (a walrus target is DEF_NONLOCAL): a by-value candidate.
            sym->byval = is_eager_comp(s) && strcmp(sym->name, "__class__") != 0;
        } else {
            sym->scope = SYM_GLOBAL_IMPLICIT;
        }
    }
    return true;
}

// Makes [s] provide [name] to a child that uses it as a free variable; [need] is the child's
// symbol ([from_class]: the child is a class body). A child comprehension's by-value candidate
// leaves a plain local of [s] a local (no cell); a def, lambda or genexp marks it [captured]
// (keep_fixed_params decides once every child is seen); a class body makes it a cell, and a
// comprehension [s] passing the name on stays a candidate only while every child needing it
// is one.
static bool provide_free(NpCompiler *c, NpScope *s, const NpSymbol *need, bool from_class)
{
    const char *name = need->name;
    NpSymbol *sym = npcomp_lookup(s, name);
    bool rebind = (need->flags & DEF_NONLOCAL) || need->nested_rebind;
    if (s->kind == SCOPE_CLASS && strcmp(name, "__class__") == 0) {
        // The class body owns the implicit `__class__` cell (class_namespace hands it to
        // BUILDCLASS as `__classcell__`).
        if (!sym && !(sym = add_sym(c, s, name, DEF_IMPLICIT))) {
            oom(c);
            return false;
        }
        sym->scope = SYM_CELL;
        return true;
    }
    if (sym)
        sym->nested_rebind |= rebind;
    if (sym && s->kind == SCOPE_FUNCTION && sym->scope == SYM_LOCAL) {
        if (from_class)
            sym->scope = SYM_CELL;
        else if (!need->byval)
            sym->captured = true;
        return true;
    }
    if (sym && (sym->scope == SYM_CELL || sym->scope == SYM_FREE)) {
        if (!need->byval)
            sym->byval = false;
        return true;
    }
    if (sym && s->kind == SCOPE_CLASS && sym->scope == SYM_LOCAL) {
        sym->passreg = 0;
        return true;
    }
    if (!sym) {
        sym = add_sym(c, s, name, DEF_IMPLICIT);
        if (!sym) {
            oom(c);
            return false;
        }
    }
    sym->scope = SYM_FREE;
    sym->byval = need->byval && is_eager_comp(s);
    sym->nested_rebind = rebind;
    return true;
}

// Gives registers to the names of [s]: parameters (a comprehension's `.0`, then its by-value
// variables in symbol order, which compile_comp passes in that order), other locals, then free
// variables.
static bool assign_registers(NpCompiler *c, NpScope *s)
{
    int r = 0;
    if (s->kind == SCOPE_MODULE)
        return true;
    for (int pass = 0; pass < 4; pass++) {
        for (int i = 0; i < s->nsyms; i++) {
            NpSymbol *sym = &s->syms[i];
            bool local = sym->scope == SYM_LOCAL || sym->scope == SYM_CELL;
            bool param = (sym->flags & DEF_PARAM) || sym->byval;
            bool take = pass == 0 ? local && param
                      : pass == 1 ? local && !param
                      : pass == 2 ? sym->scope == SYM_FREE : sym->passreg == 0;
            if (!take)
                continue;
            if (pass == 3)
                sym->passreg = (int16_t)r++;
            else
                sym->reg = (int16_t)r++;
        }
    }
    s->nlocals = r;
    if (r > NP_MAX_REGS - 8)
        return npcomp_error_line(c, s->firstline, "too many local variables");
    return true;
}

// A local of function [s] that closures read ([captured]) stays a plain register when its
// value cannot change once a closure exists: a parameter (bound before any closure is made)
// that the function never binds again (no assignment, augmented assignment, for/with/except/
// import/match target, def or class of that name, walrus from a comprehension: all DEF_LOCAL),
// never deletes, and that no nested scope declares nonlocal (nested_rebind); no class body
// needs it (provide_free). Each closure then captures the value in a cell of its own, made by
// MAKEFUNC: no closure can tell, since nothing stores into any of those cells. Any other
// captured local becomes a cell, as CPython's are.
static void keep_fixed_params(NpScope *s)
{
    for (int i = 0; i < s->nsyms; i++) {
        NpSymbol *sym = &s->syms[i];
        if (!sym->captured || sym->scope != SYM_LOCAL)
            continue;
        bool fixed = (sym->flags & DEF_PARAM) && !sym->nested_rebind &&
                     !(sym->flags & (DEF_LOCAL | DEF_DEL | DEF_NONLOCAL | DEF_GLOBAL));
        if (!fixed)
            sym->scope = SYM_CELL;
    }
}

// Classifies the names of [s] and its descendants (bottom-up: a scope provides what its
// children need after they are analyzed).
static bool analyze(NpCompiler *c, NpScope *s)
{
    if (!classify(c, s))
        return false;
    for (int k = 0; k < s->nchildren; k++) {
        NpScope *ch = s->children[k];
        if (!analyze(c, ch))
            return false;
        for (int i = 0; i < ch->nsyms; i++) {
            NpSymbol *sym = &ch->syms[i];
            bool needs = sym->scope == SYM_FREE || (ch->kind == SCOPE_CLASS && sym->passreg >= 0);
            if (needs && !provide_free(c, s, sym, ch->kind == SCOPE_CLASS))
                return false;
        }
    }
    if (s->kind == SCOPE_FUNCTION)
        keep_fixed_params(s);
    if (is_eager_comp(s) && npcomp_byval_count(s) > NP_COMP_MAX_BYVAL)
        for (int i = 0; i < s->nsyms; i++)
            s->syms[i].byval = false;
    return true;
}

// Top-down, once every scope is analyzed: a comprehension's by-value candidate becomes a
// hidden parameter when the enclosing function's variable stayed a plain local (no def,
// lambda, genexp or class body made it a cell), or is a cell of that function that no nested
// scope rebinds (only the function's own frame stores into it, and it waits while the
// comprehension runs); otherwise it stays a free variable read through the cell (a free
// variable of the enclosing function may be rebound by an outer frame the comprehension
// resumes, a generator's). Then registers are given, parents before children.
static bool finalize_byval(NpCompiler *c, NpScope *s)
{
    for (int i = 0; i < s->nsyms; i++) {
        NpSymbol *sym = &s->syms[i];
        if (!sym->byval)
            continue;
        NpSymbol *ps = s->parent && s->parent->kind == SCOPE_FUNCTION
                           ? npcomp_lookup(s->parent, sym->name) : NULL;
        bool plain = ps && (ps->scope == SYM_LOCAL ||
                            (ps->scope == SYM_CELL && !ps->nested_rebind));
        if (plain && sym->scope == SYM_FREE)
            sym->scope = SYM_LOCAL;
        else
            sym->byval = false;
    }
    if (!assign_registers(c, s))
        return false;
    for (int k = 0; k < s->nchildren; k++)
        if (!finalize_byval(c, s->children[k]))
            return false;
    return true;
}

int npcomp_byval_count(const NpScope *s)
{
    int n = 0;
    for (int i = 0; i < s->nsyms; i++)
        n += s->syms[i].byval;
    return n;
}

bool npcomp_symtable(NpCompiler *c, const NpModule *m)
{
    NpScope *s = new_scope(c, NULL, SCOPE_MODULE, SUB_MODULE, m, "<module>", 1);
    if (!s) {
        oom(c);
        return false;
    }
    c->module_scope = s;
    visit_stmts(c, s, &m->body);
    if (c->failed)
        return false;
    return analyze(c, s) && finalize_byval(c, s);
}
