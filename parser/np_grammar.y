/*
 * np_grammar.y - the LALR(1) grammar of Nearly Python (Bison 3.8, pure, no conflicts).
 *
 * The grammar follows CPython's pre-3.9 LL(1) grammar rewritten for LALR: targets are parsed as
 * expressions and checked afterwards (npb_set_ctx), parameters and call arguments are flat lists
 * validated in C, and lists are left-recursive so Bison's stack stays shallow on long inputs.
 * Two start symbols are selected by the lexer's first token: START_FILE (a module) and
 * START_FEXPR (the expression inside an f-string's braces). Actions only build the AST.
 */
%require "3.8"
%define api.prefix {np_yy}
%define api.pure full
%define api.location.type {NpLoc}
%define parse.error custom
%locations
%param {NpLexer *lx}
%expect 0

%code requires {
#include "np_ast.h"
#include "np_build.h"
#include "np_lex.h"
}


%code {
#include <string.h>

#define YYLLOC_DEFAULT(Cur, Rhs, N)                                                               \
    do {                                                                                          \
        if (N) {                                                                                  \
            (Cur).line = YYRHSLOC(Rhs, 1).line;                                                   \
            (Cur).col = YYRHSLOC(Rhs, 1).col;                                                     \
            (Cur).end_line = YYRHSLOC(Rhs, N).end_line;                                           \
            (Cur).end_col = YYRHSLOC(Rhs, N).end_col;                                             \
        } else {                                                                                  \
            (Cur).line = (Cur).end_line = YYRHSLOC(Rhs, 0).end_line;                              \
            (Cur).col = (Cur).end_col = YYRHSLOC(Rhs, 0).end_col;                                 \
        }                                                                                         \
    } while (0)

// Long flat lists are left-recursive, but deeply right-nested expressions (-----x, a**b**c...)
// still push; allow a deep stack (it is heap-allocated by Bison).
#define YYMAXDEPTH 2000000
#define YYINITDEPTH 256

static int np_yylex(NP_YYSTYPE *val, NpLoc *loc, NpLexer *lx) { return nplex_next(lx, val, loc); }

// Aborts the parse when [x] is NULL or an error was recorded.
#define OK(x) do { if (!(x) || lx->failed) YYABORT; } while (0)
#define EXPR(k, l) npb_expr(lx, EXPR_##k, l)
#define STMT(k, l) npb_stmt(lx, STMT_##k, l)

static NpLoc span(NpLoc a, NpLoc b)
{
    NpLoc l = {a.line, a.col, b.end_line, b.end_col};
    return l;
}

static NpExpr *compare(NpLexer *lx, NpExpr *left, NpVec *ops, NpVec *rights, NpLoc loc)
{
    NpExpr *e = EXPR(COMPARE, loc);
    if (!e)
        return NULL;
    e->u.compare.left = left;
    e->u.compare.comparators = npb_exprs(lx, rights);
    e->u.compare.ops = npb_new(lx, sizeof(NpCmpOp) * (size_t)ops->n);
    if (!e->u.compare.ops)
        return NULL;
    for (int i = 0; i < ops->n; i++)
        e->u.compare.ops[i] = (NpCmpOp)(intptr_t)ops->items[i];
    return e;
}

static NpExpr *boolop(NpLexer *lx, NpBoolOp op, NpVec *v, NpLoc loc)
{
    NpExpr *e = EXPR(BOOLOP, loc);
    if (e) {
        e->u.boolop.op = op;
        e->u.boolop.values = npb_exprs(lx, v);
    }
    return e;
}

static NpExpr *comp(NpLexer *lx, NpExprKind kind, NpExpr *elt, NpExpr *val, NpVec *gens, NpLoc loc)
{
    NpExpr *e = npb_expr(lx, kind, loc);
    if (!e)
        return NULL;
    if (elt && elt->kind == EXPR_STARRED)
        return npb_error(lx, elt->loc, kind == EXPR_LISTCOMP ? "iterable unpacking cannot be used in comprehension"
                                                              : "iterable unpacking cannot be used in comprehension");
    if (kind == EXPR_DICTCOMP) {
        e->u.comp.key = elt;
        e->u.comp.value = val;
    } else {
        e->u.comp.elt = elt;
    }
    e->u.comp.generators.n = gens->n;
    e->u.comp.generators.items = (NpComprehension **)npb_new(lx, sizeof(void *) * (size_t)gens->n);
    if (!e->u.comp.generators.items)
        return NULL;
    for (int i = 0; i < gens->n; i++)
        e->u.comp.generators.items[i] = gens->items[i];
    return e;
}

// The tuple/expression of a parenthesized item list; handles `x as y` items of a with header.
static NpExpr *paren(NpLexer *lx, NpVec *v, NpLoc loc)
{
    NpExpr *as = NULL;
    for (int i = 0; i < v->n; i++) {
        NpExpr *e = v->items[i];
        if (e->kind == EXPR_IFEXP && e->u.ifexp.orelse == NPB_WITH_AS)
            as = e;
    }
    if (as && (lx->with_paren.line != loc.line || lx->with_paren.col != loc.col))
        return npb_error(lx, as->u.ifexp.body->loc, "invalid syntax");
    if (v->n == 1 && !v->flag && !as) {
        NpExpr *e = v->items[0];
        if (e->kind == EXPR_STARRED)
            return npb_error(lx, e->loc, "cannot use starred expression here");
        return e;
    }
    NpExpr *t = npb_seq(lx, EXPR_TUPLE, v, loc);
    if (as)
        lx->with_as_tuple = t;
    return t;
}

static NpWithItem *withitem(NpLexer *lx, NpExpr *e, NpExpr *target)
{
    NpWithItem *w = npb_new(lx, sizeof *w);
    if (!w)
        return NULL;
    w->context_expr = e;
    w->optional_vars = target;
    if (target && !npb_set_ctx(lx, target, CTX_STORE, TGT_WITH))
        return NULL;
    return w;
}

// Builds the with statement, expanding a parenthesized item list `with (a as b, c):`.
static NpStmt *with_stmt(NpLexer *lx, NpVec *items, NpVec *body, NpLoc loc)
{
    NpStmt *s = STMT(WITH, loc);
    if (!s)
        return NULL;
    NpWithItem *w0 = items->items[0];
    NpExpr *e0 = w0->context_expr;
    bool paren_tuple = items->n == 1 && !w0->optional_vars && e0->kind == EXPR_TUPLE &&
                       e0->loc.line == lx->with_paren.line && e0->loc.col == lx->with_paren.col &&
                       e0->u.seq.elts.n > 0;
    if (lx->with_as_tuple && !(paren_tuple && e0 == lx->with_as_tuple))
        return npb_error(lx, lx->with_as_tuple->loc, "invalid syntax");
    if (paren_tuple) {
        NpVec *nv = NULL;
        for (int i = 0; i < e0->u.seq.elts.n; i++) {
            NpExpr *e = e0->u.seq.elts.items[i];
            NpWithItem *w;
            if (e->kind == EXPR_IFEXP && e->u.ifexp.orelse == NPB_WITH_AS)
                w = withitem(lx, e->u.ifexp.test, e->u.ifexp.body);
            else
                w = withitem(lx, e, NULL);
            if (!w || !(nv = nv ? npb_push(lx, nv, w) : npb_vec(lx, w)))
                return NULL;
        }
        items = nv;
    }
    s->u.with.items.n = items->n;
    s->u.with.items.items = npb_new(lx, sizeof(void *) * (size_t)items->n);
    if (!s->u.with.items.items)
        return NULL;
    for (int i = 0; i < items->n; i++)
        s->u.with.items.items[i] = items->items[i];
    s->u.with.body = npb_stmts(lx, body);
    lx->with_as_tuple = NULL;
    return s;
}

static NpStmt *try_stmt(NpLexer *lx, NpVec *body, NpVec *handlers, NpVec *orelse, NpVec *fin,
                        NpLoc loc)
{
    if (handlers && handlers->flag == 3) {
        for (int i = 1; i < handlers->n; i++) {
            NpExceptHandler *h = handlers->items[i];
            return npb_error(lx, h->loc,
                             "cannot have both 'except' and 'except*' on the same 'try'");
        }
    }
    if (handlers) {
        for (int i = 0; i + 1 < handlers->n; i++) {
            NpExceptHandler *h = handlers->items[i];
            if (h->type == NULL)
                return npb_error(lx, h->loc, "default 'except:' must be last");
        }
    }
    NpStmt *s = npb_stmt(lx, handlers && handlers->flag == 2 ? STMT_TRYSTAR : STMT_TRY, loc);
    if (!s)
        return NULL;
    s->u.try_.body = npb_stmts(lx, body);
    if (handlers) {
        s->u.try_.handlers.n = handlers->n;
        s->u.try_.handlers.items = npb_new(lx, sizeof(void *) * (size_t)handlers->n);
        if (!s->u.try_.handlers.items)
            return NULL;
        for (int i = 0; i < handlers->n; i++)
            s->u.try_.handlers.items[i] = handlers->items[i];
    }
    if (orelse)
        s->u.try_.orelse = npb_stmts(lx, orelse);
    if (fin)
        s->u.try_.finalbody = npb_stmts(lx, fin);
    return s;
}

static NpExceptHandler *handler(NpLexer *lx, NpExpr *type, const char *name, NpVec *body,
                                NpLoc loc)
{
    NpExceptHandler *h = npb_new(lx, sizeof *h);
    if (!h)
        return NULL;
    h->type = type;
    h->name = name;
    h->body = npb_stmts(lx, body);
    h->loc = loc;
    return h;
}

// Keeps the hidden trailer slot (items[n]) of a vector while appending [item].
static NpVec *push2(NpLexer *lx, NpVec *v, void *item)
{
    void *hidden = v->items[v->n];
    v->items[v->n++] = item;
    if (!npb_push(lx, v, hidden))
        return NULL;
    v->n--;
    return v;
}

static NpAlias *alias(NpLexer *lx, const char *name, const char *as, NpLoc loc)
{
    NpAlias *a = npb_new(lx, sizeof *a);
    if (a) {
        a->name = name;
        a->asname = as;
        a->loc = loc;
    }
    return a;
}

static const char *dotted(NpLexer *lx, const char *a, const char *b)
{
    size_t na = strlen(a), nb = strlen(b);
    char *s = npb_new(lx, na + nb + 2);
    if (!s)
        return NULL;
    memcpy(s, a, na);
    s[na] = '.';
    memcpy(s + na + 1, b, nb + 1);
    return s;
}

static NpStmt *funcdef(NpLexer *lx, const char *name, NpArguments *args, NpExpr *ret, NpVec *body,
                       NpLoc loc)
{
    NpStmt *s = STMT(FUNCTIONDEF, loc);
    if (s) {
        s->u.funcdef.name = name;
        s->u.funcdef.args = args;
        s->u.funcdef.returns = ret;
        s->u.funcdef.body = npb_stmts(lx, body);
    }
    return s;
}

static NpParamItem *param(NpLexer *lx, int kind, const char *name, NpExpr *ann, NpExpr *def,
                          NpLoc loc, NpLoc nloc)
{
    NpParamItem *p = npb_new(lx, sizeof *p);
    if (!p)
        return NULL;
    p->kind = kind;
    p->def = def;
    p->loc = loc;
    if (name) {
        p->arg = npb_new(lx, sizeof *p->arg);
        if (!p->arg)
            return NULL;
        p->arg->name = name;
        p->arg->annotation = ann;
        p->arg->loc = nloc;
    }
    return p;
}

static NpCallArg *call_arg(NpLexer *lx, int kind, NpExpr *v, const char *name, NpLoc loc)
{
    NpCallArg *a = npb_new(lx, sizeof *a);
    if (a) {
        a->kind = kind;
        a->value = v;
        a->name = name;
        a->loc = loc;
    }
    return a;
}

static NpComprehension *compfor(NpLexer *lx, NpExpr *target, NpExpr *iter)
{
    NpComprehension *c = npb_new(lx, sizeof *c);
    if (!c || !npb_set_ctx(lx, target, CTX_STORE, TGT_COMP))
        return NULL;
    c->target = target;
    c->iter = iter;
    return c;
}

static bool compif(NpLexer *lx, NpVec *gens, NpExpr *cond)
{
    NpComprehension *c = gens->items[gens->n - 1];
    NpExpr **items = npb_new(lx, sizeof(void *) * (size_t)(c->ifs.n + 1));
    if (!items)
        return false;
    for (int i = 0; i < c->ifs.n; i++)
        items[i] = c->ifs.items[i];
    items[c->ifs.n++] = cond;
    c->ifs.items = items;
    return true;
}

static NpStmt *assign(NpLexer *lx, NpVec *chain, NpLoc loc)
{
    NpStmt *s = STMT(ASSIGN, loc);
    if (!s)
        return NULL;
    NpExpr *value = chain->items[chain->n - 1];
    chain->n--;
    for (int i = 0; i < chain->n; i++) {
        NpExpr *t = chain->items[i];
        if (t->kind == EXPR_YIELD || t->kind == EXPR_YIELDFROM)
            return npb_error(lx, t->loc, "assignment to yield expression not possible");
        if (!npb_set_ctx(lx, t, CTX_STORE, TGT_ASSIGN))
            return NULL;
    }
    if (!npb_check_value(lx, value))
        return NULL;
    s->u.assign.targets = npb_exprs(lx, chain);
    s->u.assign.value = value;
    return s;
}

// Whether [e] is a bitwise-or level expression (CPython's "cannot assign to X here. Maybe you
// meant '==' instead of '='?" is only given when both sides of the `=` are).
static bool bitor_level(const NpExpr *e)
{
    switch (e->kind) {
    case EXPR_YIELD: case EXPR_YIELDFROM: case EXPR_LAMBDA: case EXPR_IFEXP: case EXPR_COMPARE:
    case EXPR_BOOLOP: case EXPR_NAMEDEXPR: case EXPR_STARRED:
        return false;
    case EXPR_UNARYOP: return e->u.unaryop.op != UNARY_NOT;
    default: return true;
    }
}

static NpStmt *assign1(NpLexer *lx, NpExpr *target, NpExpr *value, NpLoc loc)
{
    if (target->kind == EXPR_YIELD || target->kind == EXPR_YIELDFROM)
        return npb_error(lx, target->loc, "assignment to yield expression not possible");
    const NpExpr *first = value;
    if (value->kind == EXPR_TUPLE && value->u.seq.elts.n > 0 &&
        value->u.seq.elts.items[0]->loc.col == value->loc.col &&
        value->u.seq.elts.items[0]->loc.line == value->loc.line)
        first = value->u.seq.elts.items[0];
    int mode = bitor_level(target) && bitor_level(first) ? TGT_ASSIGN_TOP : TGT_ASSIGN;
    if (!npb_set_ctx(lx, target, CTX_STORE, mode) || !npb_check_value(lx, value))
        return NULL;
    NpStmt *s = STMT(ASSIGN, loc);
    if (!s || !(s->u.assign.targets.items = npb_new(lx, sizeof(NpExpr *))))
        return NULL;
    s->u.assign.targets.n = 1;
    s->u.assign.targets.items[0] = target;
    s->u.assign.value = value;
    return s;
}

static const char *aug_kind(NpExpr *e)
{
    switch (e->kind) {
    case EXPR_TUPLE: return "tuple";
    case EXPR_LIST: return "list";
    case EXPR_NAME: case EXPR_ATTRIBUTE: case EXPR_SUBSCRIPT: return NULL;
    default: return npb_expr_desc(e);
    }
}

static NpStmt *augassign(NpLexer *lx, NpExpr *t, int op, NpExpr *v, NpLoc loc)
{
    const char *k = aug_kind(t);
    if (k)
        return npb_error(lx, t->loc, "'%s' is an illegal expression for augmented assignment", k);
    if (!npb_set_ctx(lx, t, CTX_STORE, TGT_ASSIGN))
        return NULL;
    NpStmt *s = STMT(AUGASSIGN, loc);
    if (s) {
        s->u.augassign.target = t;
        s->u.augassign.op = (NpBinOp)op;
        s->u.augassign.value = v;
    }
    return s;
}

static NpStmt *annassign(NpLexer *lx, NpExpr *t, NpExpr *ann, NpExpr *v, NpLoc loc, NpLoc tloc)
{
    if (t->kind == EXPR_TUPLE)
        return npb_error(lx, t->loc, "only single target (not tuple) can be annotated");
    if (t->kind == EXPR_LIST)
        return npb_error(lx, t->loc, "only single target (not list) can be annotated");
    if (t->kind != EXPR_NAME && t->kind != EXPR_ATTRIBUTE && t->kind != EXPR_SUBSCRIPT)
        return npb_error(lx, t->loc, "illegal target for annotation");
    if (!npb_set_ctx(lx, t, CTX_STORE, TGT_ASSIGN))
        return NULL;
    NpStmt *s = STMT(ANNASSIGN, loc);
    if (s) {
        s->u.annassign.target = t;
        s->u.annassign.annotation = ann;
        s->u.annassign.value = v;
        // Parenthesized names start before the name itself.
        s->u.annassign.simple = t->kind == EXPR_NAME && t->loc.col == tloc.col &&
                                t->loc.line == tloc.line;
    }
    return s;
}

static NpStmt *import_from(NpLexer *lx, int level, const char *mod, NpVec *names, NpLoc loc)
{
    NpStmt *s = STMT(IMPORTFROM, loc);
    if (!s)
        return NULL;
    s->u.importfrom.level = level;
    s->u.importfrom.module = mod;
    s->u.importfrom.names.n = names->n;
    s->u.importfrom.names.items = npb_new(lx, sizeof(void *) * (size_t)names->n);
    if (!s->u.importfrom.names.items)
        return NULL;
    for (int i = 0; i < names->n; i++)
        s->u.importfrom.names.items[i] = names->items[i];
    return s;
}

static NpNameSeq names(NpLexer *lx, NpVec *v)
{
    NpNameSeq s = {0, NULL};
    s.items = npb_new(lx, sizeof(void *) * (size_t)v->n);
    if (s.items) {
        s.n = v->n;
        for (int i = 0; i < v->n; i++)
            s.items[i] = v->items[i];
    }
    return s;
}

// `1 + 2j` in a pattern: a real left part and an imaginary right part.
static bool complex_ok(NpLexer *lx, NpExpr *left, const NpConst *right, NpLoc rloc)
{
    NpExpr *l = left->kind == EXPR_UNARYOP ? left->u.unaryop.operand : left;
    if (l->u.constant.kind == CONST_IMAG) {
        npb_error(lx, left->loc, "real number required in complex literal");
        return false;
    }
    if (right->kind != CONST_IMAG) {
        npb_error(lx, rloc, "imaginary number required in complex literal");
        return false;
    }
    return true;
}

static NpPattern *seq_pattern(NpLexer *lx, NpVec *v, NpLoc loc, bool group_ok)
{
    int stars = 0;
    for (int i = 0; v && i < v->n; i++) {
        NpPattern *p = v->items[i];
        if (p->kind == PAT_MATCHSTAR && ++stars > 1)
            return npb_error(lx, loc, "multiple starred names in sequence pattern");
    }
    if (v && v->n == 1 && !v->flag && group_ok) {
        NpPattern *p = v->items[0];
        if (p->kind != PAT_MATCHSTAR)
            return p;
    }
    NpPattern *p = npb_pattern(lx, PAT_MATCHSEQUENCE, loc);
    if (p && v)
        p->u.sequence.patterns = npb_patterns(lx, v);
    return p;
}

static NpPattern *capture(NpLexer *lx, const char *name, NpLoc loc)
{
    NpPattern *p = npb_pattern(lx, PAT_MATCHAS, loc);
    if (p && strcmp(name, "_") != 0)
        p->u.as.name = name;
    return p;
}

static NpPattern *value_pattern(NpLexer *lx, NpExpr *e, NpLoc loc)
{
    NpPattern *p = npb_pattern(lx, PAT_MATCHVALUE, loc);
    if (p)
        p->u.value.value = e;
    return p;
}

static NpPattern *class_pattern(NpLexer *lx, NpExpr *cls, NpVec *args, NpLoc loc)
{
    NpPattern *p = npb_pattern(lx, PAT_MATCHCLASS, loc);
    if (!p)
        return NULL;
    p->u.cls.cls = cls;
    if (!args)
        return p;
    NpVec *pos = NULL, *kn = NULL, *kp = NULL;
    for (int i = 0; i < args->n; i++) {
        NpPattern *a = args->items[i];
        if (a->kind == PAT__COUNT) {
            // A keyword sub-pattern: its name is in u.as.name and the pattern in u.as.pattern.
            if (!(kn = kn ? npb_push(lx, kn, (void *)a->u.as.name) : npb_vec(lx, (void *)a->u.as.name)))
                return NULL;
            if (!(kp = kp ? npb_push(lx, kp, a->u.as.pattern) : npb_vec(lx, a->u.as.pattern)))
                return NULL;
        } else {
            if (kn)
                return npb_error(lx, a->loc, "positional patterns follow keyword patterns");
            if (!(pos = pos ? npb_push(lx, pos, a) : npb_vec(lx, a)))
                return NULL;
        }
    }
    if (pos)
        p->u.cls.patterns = npb_patterns(lx, pos);
    if (kn) {
        p->u.cls.kwd_attrs = names(lx, kn);
        p->u.cls.kwd_patterns = npb_patterns(lx, kp);
    }
    return p;
}

static NpPattern *mapping_pattern(NpLexer *lx, NpVec *items, NpLoc loc)
{
    NpPattern *p = npb_pattern(lx, PAT_MATCHMAPPING, loc);
    if (!p || !items)
        return p;
    NpVec *keys = NULL, *pats = NULL;
    for (int i = 0; i < items->n; i++) {
        NpPattern *a = items->items[i];
        if (a->kind == PAT__COUNT) {
            if (p->u.mapping.rest)
                return npb_error(lx, a->loc, "invalid syntax");
            NpExpr *k = a->u.cls.cls;
            NpPattern *v = a->u.cls.patterns.items[0];
            if (!(keys = keys ? npb_push(lx, keys, k) : npb_vec(lx, k)))
                return NULL;
            if (!(pats = pats ? npb_push(lx, pats, v) : npb_vec(lx, v)))
                return NULL;
        } else {
            // `**rest` is a MatchStar carrying the name; it must come last.
            if (p->u.mapping.rest || i + 1 != items->n)
                return npb_error(lx, a->loc, "invalid syntax");
            p->u.mapping.rest = a->u.star.name;
        }
    }
    if (keys) {
        p->u.mapping.keys = npb_exprs(lx, keys);
        p->u.mapping.patterns = npb_patterns(lx, pats);
    }
    return p;
}

static void yyerror(NpLoc *loc, NpLexer *lx, const char *msg)
{
    npb_error(lx, *loc, "%s", msg);
}
}

%union {
    const char *name;
    NpConst constant;
    NpStrTok *str;
    int op;
    NpExpr *expr;
    NpStmt *stmt;
    NpVec *vec;
    NpPattern *pattern;
    NpArguments *args;
    NpParamItem *param;
    NpCallArg *carg;
    NpComprehension *comp;
    NpExceptHandler *handler;
    NpWithItem *withitem;
    NpAlias *alias;
    NpMatchCase *mcase;
}

%token START_FILE START_FEXPR
%token NEWLINE "end of line" INDENT "indent" DEDENT "dedent"
%token <name> NAME "identifier"
%token <constant> NUMBER "number"
%token <str> STRING "string"
%token <op> AUGASSIGN "augmented assignment"
%token K_FALSE "'False'" K_NONE "'None'" K_TRUE "'True'" K_AND "'and'" K_AS "'as'"
%token K_ASSERT "'assert'" K_AWAIT "'await'" K_BREAK "'break'" K_CLASS "'class'"
%token K_CONTINUE "'continue'" K_DEF "'def'" K_DEL "'del'" K_ELIF "'elif'" K_ELSE "'else'"
%token K_EXCEPT "'except'" K_FINALLY "'finally'" K_FOR "'for'" K_FROM "'from'"
%token K_GLOBAL "'global'" K_IF "'if'" K_IMPORT "'import'" K_IN "'in'" K_IS "'is'"
%token K_LAMBDA "'lambda'" K_NONLOCAL "'nonlocal'" K_NOT "'not'" K_OR "'or'" K_PASS "'pass'"
%token K_RAISE "'raise'" K_RETURN "'return'" K_TRY "'try'" K_WHILE "'while'" K_WITH "'with'"
%token K_YIELD "'yield'" K_MATCH "'match'" K_CASE "'case'"
%token POW "'**'" FLOORDIV "'//'" LSHIFT "'<<'" RSHIFT "'>>'" EQ "'=='" NE "'!='" LE "'<='"
%token GE "'>='" ARROW "'->'" WALRUS "':='" ELLIPSIS "'...'"
%token LPAR "'('" RPAR "')'" LSQB "'['" RSQB "']'" LBRACE "'{'" RBRACE "'}'" COLON "':'"
%token COMMA "','" SEMI "';'" PLUS "'+'" MINUS "'-'" STAR "'*'" SLASH "'/'" VBAR "'|'"
%token AMPER "'&'" LESS "'<'" GREATER "'>'" EQUAL "'='" DOT "'.'" PERCENT "'%'" TILDE "'~'"
%token CIRCUMFLEX "'^'" AT "'@'"

%type <vec> stmts simple_line simple_list block elif_part else_opt decorators tse_items
%type <vec> assign_chain del_list names dotted_as_names import_as_names import_targets
%type <vec> params lparams handlers with_items paren_items list_items dict_items set_items
%type <vec> comp_clauses arglist subscripts comp_ops or_chain and_chain
%type <vec> subj_items cases pat_items class_args map_items exprlist_items
%type <stmt> simple_stmt compound_stmt expr_stmt if_stmt while_stmt for_stmt try_stmt with_stmt
%type <stmt> funcdef classdef decorated import_stmt match_stmt
%type <expr> namedexpr test test_nocond or_test and_test not_test comparison expr xor_expr
%type <expr> and_expr shift_expr arith term factor power primary atom star_expr star_exprs
%type <expr> yield_expr assign_rhs lambdef lambdef_nocond opt_test slice subscript exprlist
%type <expr> paren_item list_item ret_opt ann_opt default_opt tse_item strings_atom
%type <expr> decorator subject signed_number literal_expr name_or_attr attr_chain
%type <expr> dict_key guard
%type <args> params_opt lparams_opt
%type <param> param lparam
%type <carg> arg
%type <comp> comp_for
%type <handler> handler star_handler
%type <withitem> with_item
%type <alias> dotted_as_name import_as_name
%type <name> dotted_name
%type <op> comp_op dots dot
%type <pattern> case_pattern pattern or_pattern closed_pattern maybe_star map_item class_arg
%type <vec> or_alts
%type <mcase> case_block
%type <str> strings

%%

start
    : START_FILE file_input
    | START_FEXPR star_exprs {
        if ($2->kind == EXPR_STARRED) {
            npb_error(lx, $2->loc, "cannot use starred expression here");
            YYABORT;
        }
        lx->fexpr_result = $2;
    }
    | START_FEXPR yield_expr { lx->fexpr_result = $2; }
    ;

file_input
    : %empty {
        OK(lx->module = npb_new(lx, sizeof(NpModule)));
    }
    | stmts {
        OK(lx->module = npb_new(lx, sizeof(NpModule)));
        lx->module->body = npb_stmts(lx, $1);
        OK(!lx->failed);
    }
    ;

stmts
    : simple_line { OK($$ = npb_copy(lx, $1)); }
    | compound_stmt { OK($$ = npb_vec(lx, $1)); }
    | stmts simple_line {
        $$ = $1;
        for (int i = 0; i < $2->n; i++)
            OK($$ = npb_push(lx, $$, $2->items[i]));
    }
    | stmts compound_stmt { OK($$ = npb_push(lx, $1, $2)); }
    ;

simple_line
    : simple_list NEWLINE { $$ = $1; @$ = @1; }
    | simple_list SEMI NEWLINE { $$ = $1; @$ = @1; }
    ;

/* Statements of one line go to a scratch vector reused by every line (no allocation per line);
   `stmts` copies them out, and `block` copies them into a vector of its own. */
simple_list
    : simple_stmt {
        if (!lx->scratch)
            OK(lx->scratch = npb_vec(lx, $1));
        else {
            lx->scratch->n = 0;
            OK(npb_push(lx, lx->scratch, $1));
        }
        $$ = lx->scratch;
    }
    | simple_list SEMI simple_stmt { OK($$ = npb_push(lx, $1, $3)); }
    ;

block
    : simple_line { OK($$ = npb_copy(lx, $1)); }
    | NEWLINE INDENT stmts DEDENT { $$ = $3; @$ = @3; }
    ;

/* ---------------------------------------------------------------- simple statements */

simple_stmt
    : expr_stmt
    | K_PASS { OK($$ = STMT(PASS, @$)); }
    | K_BREAK { OK($$ = STMT(BREAK, @$)); }
    | K_CONTINUE { OK($$ = STMT(CONTINUE, @$)); }
    | K_RETURN { OK($$ = STMT(RETURN, @$)); }
    | K_RETURN star_exprs {
        OK(npb_check_value(lx, $2));
        OK($$ = STMT(RETURN, @$));
        $$->u.ret.value = $2;
    }
    | K_RAISE { OK($$ = STMT(RAISE, @$)); }
    | K_RAISE test { OK($$ = STMT(RAISE, @$)); $$->u.raise.exc = $2; }
    | K_RAISE test K_FROM test {
        OK($$ = STMT(RAISE, @$));
        $$->u.raise.exc = $2;
        $$->u.raise.cause = $4;
    }
    | K_GLOBAL names { OK($$ = STMT(GLOBAL, @$)); $$->u.names.names = names(lx, $2); OK(!lx->failed); }
    | K_NONLOCAL names { OK($$ = STMT(NONLOCAL, @$)); $$->u.names.names = names(lx, $2); OK(!lx->failed); }
    | K_ASSERT test { OK($$ = STMT(ASSERT, @$)); $$->u.assert_.test = $2; }
    | K_ASSERT test COMMA test {
        OK($$ = STMT(ASSERT, @$));
        $$->u.assert_.test = $2;
        $$->u.assert_.msg = $4;
    }
    | K_DEL del_list {
        for (int i = 0; i < $2->n; i++)
            OK(npb_set_ctx(lx, $2->items[i], CTX_DEL, TGT_DEL));
        OK($$ = STMT(DELETE, @$));
        $$->u.del.targets = npb_exprs(lx, $2);
    }
    | K_DEL del_list COMMA {
        for (int i = 0; i < $2->n; i++)
            OK(npb_set_ctx(lx, $2->items[i], CTX_DEL, TGT_DEL));
        OK($$ = STMT(DELETE, @$));
        $$->u.del.targets = npb_exprs(lx, $2);
    }
    | import_stmt
    ;

names
    : NAME { OK($$ = npb_vec(lx, (void *)$1)); }
    | names COMMA NAME { OK($$ = npb_push(lx, $1, (void *)$3)); }
    ;

del_list
    : expr { OK($$ = npb_vec(lx, $1)); }
    | star_expr { OK($$ = npb_vec(lx, $1)); }
    | del_list COMMA expr { OK($$ = npb_push(lx, $1, $3)); }
    | del_list COMMA star_expr { OK($$ = npb_push(lx, $1, $3)); }
    ;

expr_stmt
    : star_exprs {
        OK(npb_check_value(lx, $1));
        OK($$ = STMT(EXPR, @$));
        $$->u.expr.value = $1;
    }
    | yield_expr { OK($$ = STMT(EXPR, @$)); $$->u.expr.value = $1; }
    | star_exprs AUGASSIGN assign_rhs { OK($$ = augassign(lx, $1, $2, $3, @$)); }
    | star_exprs COLON test { OK($$ = annassign(lx, $1, $3, NULL, @$, @1)); }
    | star_exprs COLON test EQUAL assign_rhs { OK($$ = annassign(lx, $1, $3, $5, @$, @1)); }
    | star_exprs EQUAL assign_rhs { OK($$ = assign1(lx, $1, $3, @$)); }
    | yield_expr EQUAL assign_rhs { OK($$ = assign1(lx, $1, $3, @$)); }
    | assign_chain EQUAL assign_rhs { OK(npb_push(lx, $1, $3)); OK($$ = assign(lx, $1, @$)); }
    ;

/* Two or more targets (`a = b = c`); the single-target form above allocates no vector. */
assign_chain
    : star_exprs EQUAL assign_rhs { OK($$ = npb_vec(lx, $1)); OK($$ = npb_push(lx, $$, $3)); }
    | yield_expr EQUAL assign_rhs { OK($$ = npb_vec(lx, $1)); OK($$ = npb_push(lx, $$, $3)); }
    | assign_chain EQUAL assign_rhs { OK($$ = npb_push(lx, $1, $3)); }
    ;

assign_rhs
    : star_exprs
    | yield_expr
    ;

import_stmt
    : K_IMPORT dotted_as_names {
        OK($$ = STMT(IMPORT, @$));
        $$->u.import.names.n = $2->n;
        OK($$->u.import.names.items = npb_new(lx, sizeof(void *) * (size_t)$2->n));
        for (int i = 0; i < $2->n; i++)
            $$->u.import.names.items[i] = $2->items[i];
    }
    | K_FROM dotted_name K_IMPORT import_targets { OK($$ = import_from(lx, 0, $2, $4, @$)); }
    | K_FROM dots dotted_name K_IMPORT import_targets { OK($$ = import_from(lx, $2, $3, $5, @$)); }
    | K_FROM dots K_IMPORT import_targets { OK($$ = import_from(lx, $2, NULL, $4, @$)); }
    ;

dots
    : dot
    | dots dot { $$ = $1 + $2; }
    ;

dot
    : DOT { $$ = 1; }
    | ELLIPSIS { $$ = 3; }
    ;

dotted_name
    : NAME
    | dotted_name DOT NAME { OK($$ = dotted(lx, $1, $3)); }
    ;

dotted_as_names
    : dotted_as_name { OK($$ = npb_vec(lx, $1)); }
    | dotted_as_names COMMA dotted_as_name { OK($$ = npb_push(lx, $1, $3)); }
    ;

dotted_as_name
    : dotted_name { OK($$ = alias(lx, $1, NULL, @$)); }
    | dotted_name K_AS NAME { OK($$ = alias(lx, $1, $3, @$)); }
    ;

import_targets
    : STAR {
        NpAlias *a;
        OK(a = alias(lx, "*", NULL, @$));
        OK($$ = npb_vec(lx, a));
    }
    | LPAR import_as_names RPAR { $$ = $2; }
    | LPAR import_as_names COMMA RPAR { $$ = $2; }
    | import_as_names
    ;

import_as_names
    : import_as_name { OK($$ = npb_vec(lx, $1)); }
    | import_as_names COMMA import_as_name { OK($$ = npb_push(lx, $1, $3)); }
    ;

import_as_name
    : NAME { OK($$ = alias(lx, $1, NULL, @$)); }
    | NAME K_AS NAME { OK($$ = alias(lx, $1, $3, @$)); }
    ;

/* ---------------------------------------------------------------- compound statements */

compound_stmt
    : if_stmt
    | while_stmt
    | for_stmt
    | try_stmt
    | with_stmt
    | funcdef
    | classdef
    | decorated
    | match_stmt
    ;

if_stmt
    : K_IF namedexpr COLON block elif_part {
        OK($$ = STMT(IF, @$));
        $$->u.if_.test = $2;
        $$->u.if_.body = npb_stmts(lx, $4);
        if ($5)
            $$->u.if_.orelse = npb_stmts(lx, $5);
    }
    ;

elif_part
    : %empty { $$ = NULL; }
    | K_ELIF namedexpr COLON block elif_part {
        NpStmt *s;
        OK(s = STMT(IF, @$));
        s->u.if_.test = $2;
        s->u.if_.body = npb_stmts(lx, $4);
        if ($5)
            s->u.if_.orelse = npb_stmts(lx, $5);
        OK($$ = npb_vec(lx, s));
    }
    | K_ELSE COLON block { $$ = $3; }
    ;

else_opt
    : %empty { $$ = NULL; }
    | K_ELSE COLON block { $$ = $3; }
    ;

while_stmt
    : K_WHILE namedexpr COLON block else_opt {
        OK($$ = STMT(WHILE, @$));
        $$->u.while_.test = $2;
        $$->u.while_.body = npb_stmts(lx, $4);
        if ($5)
            $$->u.while_.orelse = npb_stmts(lx, $5);
    }
    ;

for_stmt
    : K_FOR exprlist K_IN star_exprs COLON block else_opt {
        OK(npb_set_ctx(lx, $2, CTX_STORE, TGT_FOR));
        OK(npb_check_value(lx, $4));
        OK($$ = STMT(FOR, @$));
        $$->u.for_.target = $2;
        $$->u.for_.iter = $4;
        $$->u.for_.body = npb_stmts(lx, $6);
        if ($7)
            $$->u.for_.orelse = npb_stmts(lx, $7);
    }
    ;

try_stmt
    : K_TRY COLON block handlers else_opt {
        OK($$ = try_stmt(lx, $3, $4, $5, NULL, @$));
    }
    | K_TRY COLON block handlers else_opt K_FINALLY COLON block {
        OK($$ = try_stmt(lx, $3, $4, $5, $8, @$));
    }
    | K_TRY COLON block K_FINALLY COLON block {
        OK($$ = try_stmt(lx, $3, NULL, NULL, $6, @$));
    }
    ;

handlers
    : handler { OK($$ = npb_vec(lx, $1)); $$->flag = 1; }
    | star_handler { OK($$ = npb_vec(lx, $1)); $$->flag = 2; }
    | handlers handler { OK($$ = npb_push(lx, $1, $2)); $$->flag |= 1; }
    | handlers star_handler { OK($$ = npb_push(lx, $1, $2)); $$->flag |= 2; }
    ;

handler
    : K_EXCEPT COLON block { OK($$ = handler(lx, NULL, NULL, $3, @$)); }
    | K_EXCEPT test COLON block { OK($$ = handler(lx, $2, NULL, $4, @$)); }
    | K_EXCEPT test K_AS NAME COLON block { OK($$ = handler(lx, $2, $4, $6, @$)); }
    | K_EXCEPT test COMMA exprlist_items COLON block {
        npb_error(lx, span($2->loc, @4),
                  "multiple exception types must be parenthesized");
        YYABORT;
    }
    ;

star_handler
    : K_EXCEPT STAR test COLON block { OK($$ = handler(lx, $3, NULL, $5, @$)); }
    | K_EXCEPT STAR test K_AS NAME COLON block { OK($$ = handler(lx, $3, $5, $7, @$)); }
    | K_EXCEPT STAR COLON {
        npb_error(lx, @3, "expected one or more exception types");
        YYABORT;
    }
    ;

with_stmt
    : K_WITH with_items COLON block { OK($$ = with_stmt(lx, $2, $4, @$)); }
    ;

with_items
    : with_item { OK($$ = npb_vec(lx, $1)); }
    | with_items COMMA with_item { OK($$ = npb_push(lx, $1, $3)); }
    ;

with_item
    : test { OK($$ = withitem(lx, $1, NULL)); }
    | test K_AS expr { OK($$ = withitem(lx, $1, $3)); }
    ;

funcdef
    : K_DEF NAME LPAR params_opt RPAR ret_opt COLON block {
        OK($$ = funcdef(lx, $2, $4, $6, $8, @$));
    }
    ;

ret_opt
    : %empty { $$ = NULL; }
    | ARROW test { $$ = $2; }
    ;

params_opt
    : %empty { OK($$ = npb_new(lx, sizeof(NpArguments))); }
    | params { OK($$ = npb_params(lx, $1)); }
    | params COMMA { OK($$ = npb_params(lx, $1)); }
    ;

params
    : param { OK($$ = npb_vec(lx, $1)); }
    | params COMMA param { OK($$ = npb_push(lx, $1, $3)); }
    ;

param
    : NAME ann_opt default_opt { OK($$ = param(lx, PI_NAME, $1, $2, $3, @$, span(@1, @2))); }
    | STAR { OK($$ = param(lx, PI_STAR, NULL, NULL, NULL, @$, @$)); }
    | STAR NAME ann_opt default_opt {
        if ($4) {
            npb_error(lx, @4, "var-positional argument cannot have default value");
            YYABORT;
        }
        OK($$ = param(lx, PI_STAR, $2, $3, NULL, @$, span(@2, @3)));
    }
    | POW NAME ann_opt default_opt {
        if ($4) {
            npb_error(lx, @4, "var-keyword argument cannot have default value");
            YYABORT;
        }
        OK($$ = param(lx, PI_DSTAR, $2, $3, NULL, @$, span(@2, @3)));
    }
    | SLASH { OK($$ = param(lx, PI_SLASH, NULL, NULL, NULL, @$, @$)); }
    ;

ann_opt
    : %empty { $$ = NULL; }
    | COLON test { $$ = $2; }
    ;

default_opt
    : %empty { $$ = NULL; }
    | EQUAL test { $$ = $2; }
    ;

lparams_opt
    : %empty { OK($$ = npb_new(lx, sizeof(NpArguments))); }
    | lparams { OK($$ = npb_params(lx, $1)); }
    | lparams COMMA { OK($$ = npb_params(lx, $1)); }
    ;

lparams
    : lparam { OK($$ = npb_vec(lx, $1)); }
    | lparams COMMA lparam { OK($$ = npb_push(lx, $1, $3)); }
    ;

lparam
    : NAME default_opt { OK($$ = param(lx, PI_NAME, $1, NULL, $2, @$, @1)); }
    | STAR { OK($$ = param(lx, PI_STAR, NULL, NULL, NULL, @$, @$)); }
    | STAR NAME { OK($$ = param(lx, PI_STAR, $2, NULL, NULL, @$, @2)); }
    | POW NAME { OK($$ = param(lx, PI_DSTAR, $2, NULL, NULL, @$, @2)); }
    | SLASH { OK($$ = param(lx, PI_SLASH, NULL, NULL, NULL, @$, @$)); }
    ;

classdef
    : K_CLASS NAME COLON block {
        OK($$ = STMT(CLASSDEF, @$));
        $$->u.classdef.name = $2;
        $$->u.classdef.body = npb_stmts(lx, $4);
    }
    | K_CLASS NAME LPAR RPAR COLON block {
        OK($$ = STMT(CLASSDEF, @$));
        $$->u.classdef.name = $2;
        $$->u.classdef.body = npb_stmts(lx, $6);
    }
    | K_CLASS NAME LPAR arglist RPAR COLON block {
        OK($$ = STMT(CLASSDEF, @$));
        $$->u.classdef.name = $2;
        OK(npb_class_args(lx, $$, $4));
        $$->u.classdef.body = npb_stmts(lx, $7);
    }
    ;

decorated
    : decorators funcdef {
        $$ = $2;
        $$->u.funcdef.decorators = npb_exprs(lx, $1);
        @$ = @2;
    }
    | decorators classdef {
        $$ = $2;
        $$->u.classdef.decorators = npb_exprs(lx, $1);
        @$ = @2;
    }
    ;

decorators
    : decorator { OK($$ = npb_vec(lx, $1)); }
    | decorators decorator { OK($$ = npb_push(lx, $1, $2)); }
    ;

decorator
    : AT namedexpr NEWLINE { $$ = $2; }
    ;

/* ---------------------------------------------------------------- match statement */

match_stmt
    : K_MATCH subject COLON NEWLINE INDENT cases DEDENT {
        OK($$ = STMT(MATCH, @$));
        @$.end_line = @6.end_line;
        @$.end_col = @6.end_col;
        $$->loc = @$;
        $$->u.match.subject = $2;
        $$->u.match.cases.n = $6->n;
        OK($$->u.match.cases.items = npb_new(lx, sizeof(void *) * (size_t)$6->n));
        for (int i = 0; i < $6->n; i++)
            $$->u.match.cases.items[i] = $6->items[i];
    }
    ;

subject
    : subj_items {
        if ($1->n == 1 && !$1->flag) {
            $$ = $1->items[0];
            if ($$->kind == EXPR_STARRED) {
                npb_error(lx, @1, "invalid syntax");
                YYABORT;
            }
        } else {
            OK($$ = npb_seq(lx, EXPR_TUPLE, $1, @$));
        }
    }
    | subj_items COMMA { OK($$ = npb_seq(lx, EXPR_TUPLE, $1, @$)); }
    ;

subj_items
    : list_item { OK($$ = npb_vec(lx, $1)); }
    | subj_items COMMA list_item { OK($$ = npb_push(lx, $1, $3)); $$->flag = 1; }
    ;

cases
    : case_block { OK($$ = npb_vec(lx, $1)); }
    | cases case_block { OK($$ = npb_push(lx, $1, $2)); }
    ;

case_block
    : K_CASE case_pattern guard COLON block {
        OK($$ = npb_new(lx, sizeof(NpMatchCase)));
        $$->pattern = $2;
        $$->guard = $3;
        $$->body = npb_stmts(lx, $5);
    }
    ;

guard
    : %empty { $$ = NULL; }
    | K_IF namedexpr { $$ = $2; }
    ;

case_pattern
    : pat_items { OK($$ = seq_pattern(lx, $1, @$, true)); }
    | pat_items COMMA { $1->flag = 1; OK($$ = seq_pattern(lx, $1, @$, true)); }
    ;

pat_items
    : maybe_star { OK($$ = npb_vec(lx, $1)); }
    | pat_items COMMA maybe_star { OK($$ = npb_push(lx, $1, $3)); $$->flag = 1; }
    ;

maybe_star
    : pattern
    | STAR NAME {
        OK($$ = npb_pattern(lx, PAT_MATCHSTAR, @$));
        if (strcmp($2, "_") != 0)
            $$->u.star.name = $2;
    }
    ;

pattern
    : or_pattern
    | or_pattern K_AS NAME {
        if (strcmp($3, "_") == 0) {
            npb_error(lx, @3, "cannot use '_' as a target");
            YYABORT;
        }
        OK($$ = npb_pattern(lx, PAT_MATCHAS, @$));
        $$->u.as.pattern = $1;
        $$->u.as.name = $3;
    }
    ;

or_pattern
    : closed_pattern
    | or_alts {
        OK($$ = npb_pattern(lx, PAT_MATCHOR, @$));
        $$->u.or_.patterns = npb_patterns(lx, $1);
    }
    ;

or_alts
    : closed_pattern VBAR closed_pattern { OK($$ = npb_vec(lx, $1)); OK($$ = npb_push(lx, $$, $3)); }
    | or_alts VBAR closed_pattern { OK($$ = npb_push(lx, $1, $3)); }
    ;

closed_pattern
    : literal_expr { OK($$ = value_pattern(lx, $1, @$)); }
    | K_NONE { OK($$ = npb_pattern(lx, PAT_MATCHSINGLETON, @$)); $$->u.singleton.value = CONST_NONE; }
    | K_TRUE { OK($$ = npb_pattern(lx, PAT_MATCHSINGLETON, @$)); $$->u.singleton.value = CONST_TRUE; }
    | K_FALSE { OK($$ = npb_pattern(lx, PAT_MATCHSINGLETON, @$)); $$->u.singleton.value = CONST_FALSE; }
    | NAME { OK($$ = capture(lx, $1, @$)); }
    | attr_chain { OK($$ = value_pattern(lx, $1, @$)); }
    | name_or_attr LPAR RPAR { OK($$ = class_pattern(lx, $1, NULL, @$)); }
    | name_or_attr LPAR class_args RPAR { OK($$ = class_pattern(lx, $1, $3, @$)); }
    | name_or_attr LPAR class_args COMMA RPAR { OK($$ = class_pattern(lx, $1, $3, @$)); }
    | LPAR RPAR { OK($$ = seq_pattern(lx, NULL, @$, false)); }
    | LPAR pat_items RPAR { OK($$ = seq_pattern(lx, $2, @$, true)); }
    | LPAR pat_items COMMA RPAR { $2->flag = 1; OK($$ = seq_pattern(lx, $2, @$, true)); }
    | LSQB RSQB { OK($$ = seq_pattern(lx, NULL, @$, false)); }
    | LSQB pat_items RSQB { OK($$ = seq_pattern(lx, $2, @$, false)); }
    | LSQB pat_items COMMA RSQB { OK($$ = seq_pattern(lx, $2, @$, false)); }
    | LBRACE RBRACE { OK($$ = mapping_pattern(lx, NULL, @$)); }
    | LBRACE map_items RBRACE { OK($$ = mapping_pattern(lx, $2, @$)); }
    | LBRACE map_items COMMA RBRACE { OK($$ = mapping_pattern(lx, $2, @$)); }
    ;

name_or_attr
    : NAME { OK($$ = npb_name(lx, $1, @$)); }
    | attr_chain
    ;

attr_chain
    : name_or_attr DOT NAME {
        OK($$ = EXPR(ATTRIBUTE, @$));
        $$->u.attribute.value = $1;
        $$->u.attribute.attr = $3;
    }
    ;

literal_expr
    : signed_number
    | signed_number PLUS NUMBER {
        NpExpr *r;
        OK(complex_ok(lx, $1, &$3, @3));
        OK(r = npb_const(lx, CONST_INT, @3));
        r->u.constant = $3;
        OK($$ = npb_binop(lx, $1, BINOP_ADD, r, @$));
    }
    | signed_number MINUS NUMBER {
        NpExpr *r;
        OK(complex_ok(lx, $1, &$3, @3));
        OK(r = npb_const(lx, CONST_INT, @3));
        r->u.constant = $3;
        OK($$ = npb_binop(lx, $1, BINOP_SUB, r, @$));
    }
    | strings {
        OK($$ = npb_strings(lx, $1, @$));
        if ($$->kind == EXPR_JOINEDSTR) {
            npb_error(lx, @$, "patterns may only match literals and attribute lookups");
            YYABORT;
        }
    }
    ;

signed_number
    : NUMBER { OK($$ = npb_const(lx, CONST_INT, @$)); $$->u.constant = $1; }
    | MINUS NUMBER {
        NpExpr *n;
        OK(n = npb_const(lx, CONST_INT, @2));
        n->u.constant = $2;
        OK($$ = npb_unary(lx, UNARY_USUB, n, @$));
    }
    ;

map_items
    : map_item { OK($$ = npb_vec(lx, $1)); }
    | map_items COMMA map_item { OK($$ = npb_push(lx, $1, $3)); }
    ;

map_item
    : dict_key COLON pattern {
        // A key/pattern pair, carried in a scratch pattern of kind PAT__COUNT.
        OK($$ = npb_pattern(lx, PAT_MATCHCLASS, @$));
        $$->kind = PAT__COUNT;
        $$->u.cls.cls = $1;
        OK($$->u.cls.patterns.items = npb_new(lx, sizeof(NpPattern *)));
        $$->u.cls.patterns.n = 1;
        $$->u.cls.patterns.items[0] = $3;
    }
    | POW NAME {
        OK($$ = npb_pattern(lx, PAT_MATCHSTAR, @$));
        $$->u.star.name = $2;
    }
    ;

dict_key
    : literal_expr
    | attr_chain
    | K_NONE { OK($$ = npb_const(lx, CONST_NONE, @$)); }
    | K_TRUE { OK($$ = npb_const(lx, CONST_TRUE, @$)); }
    | K_FALSE { OK($$ = npb_const(lx, CONST_FALSE, @$)); }
    ;

class_args
    : class_arg { OK($$ = npb_vec(lx, $1)); }
    | class_args COMMA class_arg { OK($$ = npb_push(lx, $1, $3)); }
    ;

class_arg
    : pattern
    | NAME EQUAL pattern {
        OK($$ = npb_pattern(lx, PAT_MATCHAS, @$));
        $$->kind = PAT__COUNT;
        $$->u.as.name = $1;
        $$->u.as.pattern = $3;
    }
    ;

/* ---------------------------------------------------------------- expressions */

/* A single item needs no vector: most statements are `x = expr`. */
star_exprs
    : tse_item
    | tse_item COMMA {
        NpVec *v;
        OK(v = npb_vec(lx, $1));
        OK($$ = npb_seq(lx, EXPR_TUPLE, v, @$));
    }
    | tse_items { OK($$ = npb_seq(lx, EXPR_TUPLE, $1, @$)); }
    | tse_items COMMA { OK($$ = npb_seq(lx, EXPR_TUPLE, $1, @$)); }
    ;

tse_items
    : tse_item COMMA tse_item { OK($$ = npb_vec(lx, $1)); OK($$ = npb_push(lx, $$, $3)); }
    | tse_items COMMA tse_item { OK($$ = npb_push(lx, $1, $3)); }
    ;

tse_item
    : test
    | star_expr
    ;

star_expr
    : STAR expr {
        OK($$ = EXPR(STARRED, @$));
        $$->u.starred.value = $2;
    }
    ;

exprlist
    : exprlist_items { OK($$ = $1->n == 1 ? $1->items[0] : npb_seq(lx, EXPR_TUPLE, $1, @$)); }
    | exprlist_items COMMA { OK($$ = npb_seq(lx, EXPR_TUPLE, $1, @$)); }
    ;

exprlist_items
    : expr { OK($$ = npb_vec(lx, $1)); }
    | star_expr { OK($$ = npb_vec(lx, $1)); }
    | exprlist_items COMMA expr { OK($$ = npb_push(lx, $1, $3)); }
    | exprlist_items COMMA star_expr { OK($$ = npb_push(lx, $1, $3)); }
    ;

yield_expr
    : K_YIELD { OK($$ = EXPR(YIELD, @$)); }
    | K_YIELD star_exprs {
        OK(npb_check_value(lx, $2));
        OK($$ = EXPR(YIELD, @$));
        $$->u.yield.value = $2;
    }
    | K_YIELD K_FROM test { OK($$ = EXPR(YIELDFROM, @$)); $$->u.yield.value = $3; }
    ;

namedexpr
    : test
    | test WALRUS test {
        NpExpr *t = $1;
        if (t->kind != EXPR_NAME) {
            npb_error(lx, t->loc, "cannot use assignment expressions with %s",
                      t->kind == EXPR_ATTRIBUTE   ? "attribute"
                      : t->kind == EXPR_SUBSCRIPT ? "subscript"
                      : t->kind == EXPR_TUPLE     ? "tuple"
                      : t->kind == EXPR_LIST      ? "list"
                                                  : npb_expr_desc(t));
            YYABORT;
        }
        t->u.name.ctx = CTX_STORE;
        OK($$ = EXPR(NAMEDEXPR, @$));
        $$->u.namedexpr.target = t;
        $$->u.namedexpr.value = $3;
    }
    ;

test
    : or_test
    | or_test K_IF or_test K_ELSE test {
        OK($$ = EXPR(IFEXP, @$));
        $$->u.ifexp.body = $1;
        $$->u.ifexp.test = $3;
        $$->u.ifexp.orelse = $5;
    }
    | lambdef
    ;

test_nocond
    : or_test
    | lambdef_nocond
    ;

lambdef
    : K_LAMBDA lparams_opt COLON test {
        OK($$ = EXPR(LAMBDA, @$));
        $$->u.lambda.args = $2;
        $$->u.lambda.body = $4;
    }
    ;

lambdef_nocond
    : K_LAMBDA lparams_opt COLON test_nocond {
        OK($$ = EXPR(LAMBDA, @$));
        $$->u.lambda.args = $2;
        $$->u.lambda.body = $4;
    }
    ;

or_test
    : and_test
    | or_chain { OK($$ = boolop(lx, BOOLOP_OR, $1, @$)); }
    ;

or_chain
    : and_test K_OR and_test { OK($$ = npb_vec(lx, $1)); OK($$ = npb_push(lx, $$, $3)); }
    | or_chain K_OR and_test { OK($$ = npb_push(lx, $1, $3)); }
    ;

and_test
    : not_test
    | and_chain { OK($$ = boolop(lx, BOOLOP_AND, $1, @$)); }
    ;

and_chain
    : not_test K_AND not_test { OK($$ = npb_vec(lx, $1)); OK($$ = npb_push(lx, $$, $3)); }
    | and_chain K_AND not_test { OK($$ = npb_push(lx, $1, $3)); }
    ;

not_test
    : K_NOT not_test { OK($$ = npb_unary(lx, UNARY_NOT, $2, @$)); }
    | comparison
    ;

comparison
    : expr
    | expr comp_ops { OK($$ = compare(lx, $1, $2, $2->items ? (NpVec *)$2->items[$2->n] : NULL, @$)); }
    ;

comp_ops
    : comp_op expr {
        // Operators in [items], right operands in the vector stored just past the last item.
        NpVec *r;
        OK(r = npb_vec(lx, $2));
        OK($$ = npb_vec(lx, (void *)(intptr_t)$1));
        OK($$ = npb_push(lx, $$, r));
        $$->n = 1;
    }
    | comp_ops comp_op expr {
        OK(npb_push(lx, (NpVec *)$1->items[$1->n], $3));
        OK($$ = push2(lx, $1, (void *)(intptr_t)$2));
    }
    ;

comp_op
    : LESS { $$ = CMP_LT; }
    | GREATER { $$ = CMP_GT; }
    | EQ { $$ = CMP_EQ; }
    | GE { $$ = CMP_GTE; }
    | LE { $$ = CMP_LTE; }
    | NE { $$ = CMP_NOTEQ; }
    | K_IN { $$ = CMP_IN; }
    | K_NOT K_IN { $$ = CMP_NOTIN; }
    | K_IS { $$ = CMP_IS; }
    | K_IS K_NOT { $$ = CMP_ISNOT; }
    ;

expr
    : xor_expr
    | expr VBAR xor_expr { OK($$ = npb_binop(lx, $1, BINOP_BITOR, $3, @$)); }
    ;

xor_expr
    : and_expr
    | xor_expr CIRCUMFLEX and_expr { OK($$ = npb_binop(lx, $1, BINOP_BITXOR, $3, @$)); }
    ;

and_expr
    : shift_expr
    | and_expr AMPER shift_expr { OK($$ = npb_binop(lx, $1, BINOP_BITAND, $3, @$)); }
    ;

shift_expr
    : arith
    | shift_expr LSHIFT arith { OK($$ = npb_binop(lx, $1, BINOP_LSHIFT, $3, @$)); }
    | shift_expr RSHIFT arith { OK($$ = npb_binop(lx, $1, BINOP_RSHIFT, $3, @$)); }
    ;

arith
    : term
    | arith PLUS term { OK($$ = npb_binop(lx, $1, BINOP_ADD, $3, @$)); }
    | arith MINUS term { OK($$ = npb_binop(lx, $1, BINOP_SUB, $3, @$)); }
    ;

term
    : factor
    | term STAR factor { OK($$ = npb_binop(lx, $1, BINOP_MUL, $3, @$)); }
    | term SLASH factor { OK($$ = npb_binop(lx, $1, BINOP_DIV, $3, @$)); }
    | term PERCENT factor { OK($$ = npb_binop(lx, $1, BINOP_MOD, $3, @$)); }
    | term FLOORDIV factor { OK($$ = npb_binop(lx, $1, BINOP_FLOORDIV, $3, @$)); }
    | term AT factor { OK($$ = npb_binop(lx, $1, BINOP_MATMUL, $3, @$)); }
    ;

factor
    : PLUS factor { OK($$ = npb_unary(lx, UNARY_UADD, $2, @$)); }
    | MINUS factor { OK($$ = npb_unary(lx, UNARY_USUB, $2, @$)); }
    | TILDE factor { OK($$ = npb_unary(lx, UNARY_INVERT, $2, @$)); }
    | power
    ;

power
    : primary
    | primary POW factor { OK($$ = npb_binop(lx, $1, BINOP_POW, $3, @$)); }
    | K_AWAIT primary { OK($$ = EXPR(AWAIT, @$)); $$->u.yield.value = $2; }
    | K_AWAIT primary POW factor {
        NpExpr *a;
        OK(a = EXPR(AWAIT, span(@1, @2)));
        a->u.yield.value = $2;
        OK($$ = npb_binop(lx, a, BINOP_POW, $4, @$));
    }
    ;

primary
    : atom
    | primary DOT NAME {
        OK($$ = EXPR(ATTRIBUTE, @$));
        $$->u.attribute.value = $1;
        $$->u.attribute.attr = $3;
    }
    | primary LPAR RPAR { OK($$ = npb_call(lx, $1, NULL, @$, false)); }
    | primary LPAR arglist RPAR {
        // A lone generator argument `f(x for x in y)` spans the call's parentheses.
        if ($3->n == 1 && ((NpCallArg *)$3->items[0])->kind == CA_GENEXP)
            ((NpCallArg *)$3->items[0])->value->loc = span(@2, @4);
        OK($$ = npb_call(lx, $1, $3, @$, false));
    }
    | primary LPAR arglist COMMA RPAR { OK($$ = npb_call(lx, $1, $3, @$, true)); }
    | primary LSQB subscripts RSQB {
        OK($$ = EXPR(SUBSCRIPT, @$));
        $$->u.subscript.value = $1;
        if ($3->n == 1 && !$3->flag && ((NpExpr *)$3->items[0])->kind != EXPR_STARRED) {
            $$->u.subscript.slice = $3->items[0];
        } else {
            NpLoc l = @3;
            OK($$->u.subscript.slice = npb_seq(lx, EXPR_TUPLE, $3, l));
        }
    }
    | primary LSQB subscripts COMMA RSQB {
        OK($$ = EXPR(SUBSCRIPT, @$));
        $$->u.subscript.value = $1;
        OK($$->u.subscript.slice = npb_seq(lx, EXPR_TUPLE, $3, @3));
    }
    ;

subscripts
    : subscript { OK($$ = npb_vec(lx, $1)); }
    | subscripts COMMA subscript { OK($$ = npb_push(lx, $1, $3)); $$->flag = 1; }
    ;

subscript
    : namedexpr
    | slice
    | star_expr
    ;

slice
    : opt_test COLON opt_test {
        OK($$ = EXPR(SLICE, $1 ? @$ : span(@2, @$)));
        $$->u.slice.lower = $1;
        $$->u.slice.upper = $3;
    }
    | opt_test COLON opt_test COLON opt_test {
        OK($$ = EXPR(SLICE, $1 ? @$ : span(@2, @$)));
        $$->u.slice.lower = $1;
        $$->u.slice.upper = $3;
        $$->u.slice.step = $5;
    }
    ;

opt_test
    : %empty { $$ = NULL; }
    | test
    ;

arglist
    : arg { OK($$ = npb_vec(lx, $1)); }
    | arglist COMMA arg { OK($$ = npb_push(lx, $1, $3)); }
    ;

arg
    : namedexpr { OK($$ = call_arg(lx, CA_POS, $1, NULL, @$)); }
    | namedexpr comp_clauses {
        NpExpr *g;
        OK(g = comp(lx, EXPR_GENEXP, $1, NULL, $2, @$));
        OK($$ = call_arg(lx, CA_GENEXP, g, NULL, @$));
    }
    | test EQUAL test {
        if ($1->kind != EXPR_NAME) {
            npb_error(lx, span(@1, @2),
                      $1->kind == EXPR_CONSTANT && $1->u.constant.kind <= CONST_FALSE
                          ? "cannot assign to %s"
                          : "expression cannot contain assignment, perhaps you meant \"==\"?",
                      $1->kind == EXPR_CONSTANT ? ($1->u.constant.kind == CONST_NONE ? "None"
                                                   : $1->u.constant.kind == CONST_TRUE ? "True"
                                                                                       : "False")
                                                : "");
            YYABORT;
        }
        OK($$ = call_arg(lx, CA_KW, $3, $1->u.name.id, @$));
    }
    | STAR test { OK($$ = call_arg(lx, CA_STAR, $2, NULL, @$)); }
    | STAR test comp_clauses {
        npb_error(lx, @$, "iterable unpacking cannot be used in comprehension");
        YYABORT;
    }
    | POW test { OK($$ = call_arg(lx, CA_DSTAR, $2, NULL, @$)); }
    ;

comp_clauses
    : comp_for { OK($$ = npb_vec(lx, $1)); }
    | comp_clauses comp_for { OK($$ = npb_push(lx, $1, $2)); }
    | comp_clauses K_IF test_nocond { OK(compif(lx, $1, $3)); $$ = $1; }
    ;

comp_for
    : K_FOR exprlist K_IN or_test { OK($$ = compfor(lx, $2, $4)); }
    ;

atom
    : NAME { OK($$ = npb_name(lx, $1, @$)); }
    | NUMBER { OK($$ = npb_const(lx, CONST_INT, @$)); $$->u.constant = $1; }
    | strings_atom
    | ELLIPSIS { OK($$ = npb_const(lx, CONST_ELLIPSIS, @$)); }
    | K_NONE { OK($$ = npb_const(lx, CONST_NONE, @$)); }
    | K_TRUE { OK($$ = npb_const(lx, CONST_TRUE, @$)); }
    | K_FALSE { OK($$ = npb_const(lx, CONST_FALSE, @$)); }
    | LPAR RPAR { OK($$ = npb_seq(lx, EXPR_TUPLE, NULL, @$)); }
    | LPAR yield_expr RPAR { $$ = $2; }
    | LPAR paren_items RPAR { OK($$ = paren(lx, $2, @$)); }
    | LPAR paren_items COMMA RPAR { $2->flag = 1; OK($$ = paren(lx, $2, @$)); }
    | LPAR namedexpr comp_clauses RPAR { OK($$ = comp(lx, EXPR_GENEXP, $2, NULL, $3, @$)); }
    | LPAR star_expr comp_clauses RPAR { OK($$ = comp(lx, EXPR_GENEXP, $2, NULL, $3, @$)); }
    | LSQB RSQB { OK($$ = npb_seq(lx, EXPR_LIST, NULL, @$)); }
    | LSQB list_items RSQB { OK($$ = npb_seq(lx, EXPR_LIST, $2, @$)); }
    | LSQB list_items COMMA RSQB { OK($$ = npb_seq(lx, EXPR_LIST, $2, @$)); }
    | LSQB namedexpr comp_clauses RSQB { OK($$ = comp(lx, EXPR_LISTCOMP, $2, NULL, $3, @$)); }
    | LSQB star_expr comp_clauses RSQB { OK($$ = comp(lx, EXPR_LISTCOMP, $2, NULL, $3, @$)); }
    | LBRACE RBRACE { OK($$ = EXPR(DICT, @$)); }
    | LBRACE dict_items RBRACE {
        OK($$ = EXPR(DICT, @$));
        NpVec *k = $2, *v = $2->items[$2->n];
        $$->u.dict.keys = npb_exprs(lx, k);
        $$->u.dict.values = npb_exprs(lx, v);
    }
    | LBRACE dict_items COMMA RBRACE {
        OK($$ = EXPR(DICT, @$));
        NpVec *k = $2, *v = $2->items[$2->n];
        $$->u.dict.keys = npb_exprs(lx, k);
        $$->u.dict.values = npb_exprs(lx, v);
    }
    | LBRACE set_items RBRACE { OK($$ = EXPR(SET, @$)); $$->u.set.elts = npb_exprs(lx, $2); }
    | LBRACE set_items COMMA RBRACE { OK($$ = EXPR(SET, @$)); $$->u.set.elts = npb_exprs(lx, $2); }
    | LBRACE test COLON test comp_clauses RBRACE { OK($$ = comp(lx, EXPR_DICTCOMP, $2, $4, $5, @$)); }
    | LBRACE namedexpr comp_clauses RBRACE { OK($$ = comp(lx, EXPR_SETCOMP, $2, NULL, $3, @$)); }
    | LBRACE star_expr comp_clauses RBRACE { OK($$ = comp(lx, EXPR_SETCOMP, $2, NULL, $3, @$)); }
    | LBRACE POW expr comp_clauses RBRACE {
        npb_error(lx, span(@2, @3), "dict unpacking cannot be used in dict comprehension");
        YYABORT;
    }
    ;

strings_atom
    : strings { OK($$ = npb_strings(lx, $1, @$)); }
    ;

strings
    : STRING { $$ = $1; }
    | strings STRING { $$ = $1; $1->last->next = $2; $1->last = $2; }
    ;

paren_items
    : paren_item { OK($$ = npb_vec(lx, $1)); }
    | paren_items COMMA paren_item { OK($$ = npb_push(lx, $1, $3)); $$->flag = 1; }
    ;

paren_item
    : namedexpr
    | star_expr
    | test K_AS expr {
        OK($$ = EXPR(IFEXP, @$));
        $$->u.ifexp.test = $1;
        $$->u.ifexp.body = $3;
        $$->u.ifexp.orelse = NPB_WITH_AS;
    }
    ;

list_items
    : list_item { OK($$ = npb_vec(lx, $1)); }
    | list_items COMMA list_item { OK($$ = npb_push(lx, $1, $3)); }
    ;

list_item
    : namedexpr
    | star_expr
    ;

set_items
    : list_item { OK($$ = npb_vec(lx, $1)); }
    | set_items COMMA list_item { OK($$ = npb_push(lx, $1, $3)); }
    ;

dict_items
    : test COLON test {
        // Keys in [items], values in the vector stored just past the last key.
        NpVec *v;
        OK(v = npb_vec(lx, $3));
        OK($$ = npb_vec(lx, $1));
        OK($$ = npb_push(lx, $$, v));
        $$->n = 1;
    }
    | POW expr {
        NpVec *v;
        OK(v = npb_vec(lx, $2));
        OK($$ = npb_vec(lx, NULL));
        OK($$ = npb_push(lx, $$, v));
        $$->n = 1;
    }
    | dict_items COMMA test COLON test {
        OK(npb_push(lx, (NpVec *)$1->items[$1->n], $5));
        OK($$ = push2(lx, $1, $3));
    }
    | dict_items COMMA POW expr {
        OK(npb_push(lx, (NpVec *)$1->items[$1->n], $4));
        OK($$ = push2(lx, $1, NULL));
    }
    ;

%%

/* ---------------------------------------------------------------- error messages */

// Statement names used by "expected an indented block after ...".
static const char *header_name(int tok)
{
    switch (tok) {
    case K_IF: return "'if' statement";
    case K_ELIF: return "'elif' statement";
    case K_ELSE: return "'else' statement";
    case K_WHILE: return "'while' statement";
    case K_FOR: return "'for' statement";
    case K_WITH: return "'with' statement";
    case K_TRY: return "'try' statement";
    case K_EXCEPT: return "'except' statement";
    case K_FINALLY: return "'finally' statement";
    case K_DEF: return "function definition";
    case K_CLASS: return "class definition";
    case K_MATCH: return "'match' statement";
    case K_CASE: return "'case' statement";
    default: return NULL;
    }
}

static bool ends_atom(int t)
{
    return t == NAME || t == NUMBER || t == STRING || t == RPAR || t == RSQB || t == RBRACE ||
           t == K_TRUE || t == K_FALSE || t == K_NONE || t == ELLIPSIS;
}

static bool starts_atom(int t)
{
    return t == NAME || t == NUMBER || t == STRING || t == LPAR || t == LSQB || t == LBRACE ||
           t == K_TRUE || t == K_FALSE || t == K_NONE || t == ELLIPSIS || t == TILDE;
}

// Bison's custom error hook: picks CPython's wording for the most common failures.
static int yyreport_syntax_error(const yypcontext_t *ctx, NpLexer *lx)
{
    if (lx->failed)
        return 0;
    lx->parser_error = true;
    yysymbol_kind_t la = yypcontext_token(ctx);
    NpLoc loc = *yypcontext_location(ctx);
    yysymbol_kind_t exp[64];
    int n = yypcontext_expected_tokens(ctx, exp, 64);
    bool want_colon = false, want_indent = false, want_equal = false, want_else = false;
    bool want_except = false, want_finally = false;
    for (int i = 0; i < n; i++) {
        want_else |= exp[i] == YYSYMBOL_K_ELSE;
        want_except |= exp[i] == YYSYMBOL_K_EXCEPT;
        want_finally |= exp[i] == YYSYMBOL_K_FINALLY;
        want_colon |= exp[i] == YYSYMBOL_COLON;
        want_indent |= exp[i] == YYSYMBOL_INDENT;
        want_equal |= exp[i] == YYSYMBOL_EQUAL;
    }
    if (la == YYSYMBOL_INDENT) {
        nplex_error(lx, "IndentationError", loc.line, loc.end_col, loc.end_col,
                    "unexpected indent");
        lx->err->col = loc.end_col;
        lx->err->end_col = -1;
        return 0;
    }
    if (want_indent && n == 1) {
        NpLoc at = la == YYSYMBOL_YYEOF || la == YYSYMBOL_DEDENT ? lx->prev_loc : loc;
        if (la == YYSYMBOL_YYEOF)
            at = lx->last == NEWLINE ? lx->last_loc : lx->prev_loc;
        const char *what = header_name(lx->hdr_first);
        if (la == YYSYMBOL_YYEOF)
            at.col = at.end_col = -1;  // CPython prints no caret for this one at the end.
        if (what)
            nplex_error(lx, "IndentationError", at.line, at.col, at.end_col,
                        "expected an indented block after %s on line %d", what, lx->hdr_line);
        else
            nplex_error(lx, "IndentationError", at.line, at.col, at.end_col,
                        "expected an indented block");
        return 0;
    }
    if (la == YYSYMBOL_DEDENT) {
        nplex_error(lx, "IndentationError", loc.line, loc.col, loc.col, "unexpected unindent");
        return 0;
    }
    if (want_except && want_finally) {
        nplex_error(lx, "SyntaxError", loc.line, loc.col, loc.end_col,
                    "expected 'except' or 'finally' block");
        return 0;
    }
    if (want_else && !want_colon && la != YYSYMBOL_K_ELSE) {
        nplex_error(lx, "SyntaxError", loc.line, loc.col, loc.end_col,
                    "expected 'else' after 'if' expression");
        return 0;
    }
    if (want_colon && !lx->fexpr &&
        ((la == YYSYMBOL_COMMA && lx->depth > 0 && lx->pstack[lx->depth - 1] == '{') ||
         la == YYSYMBOL_RBRACE)) {
        nplex_error(lx, "SyntaxError", lx->prev_loc.line, lx->prev_loc.col, lx->prev_loc.end_col,
                    "':' expected after dictionary key");
        return 0;
    }
    // CPython's def rule forces the ':' after the parameters (and the return annotation).
    if (want_colon && lx->line_first == K_DEF && lx->depth == 0 && la != YYSYMBOL_COLON &&
        (lx->prev == RPAR || la == YYSYMBOL_NEWLINE || !want_equal)) {
        nplex_error(lx, "SyntaxError", loc.line, loc.col, loc.end_col, "expected ':'");
        return 0;
    }
    if (la == YYSYMBOL_NEWLINE && lx->prev == COMMA && lx->line_first == K_FROM && lx->depth == 0) {
        nplex_error(lx, "SyntaxError", loc.line, loc.col, loc.col,
                    "trailing comma not allowed without surrounding parentheses");
        return 0;
    }
    if (want_colon && la == YYSYMBOL_NEWLINE) {
        nplex_error(lx, "SyntaxError", loc.line, loc.col, loc.col, "expected ':'");
        return 0;
    }
    // CPython's invalid_named_expression: `name = value` where only an expression may be.
    if (la == YYSYMBOL_EQUAL && !want_equal && lx->prev == NAME && !lx->fexpr) {
        if (lx->prev2 == DOT)
            nplex_error(lx, "SyntaxError", lx->prev_loc.line, lx->prev_loc.col, loc.end_col,
                        "cannot assign to attribute here. Maybe you meant '==' instead of '='?");
        else
            nplex_error(lx, "SyntaxError", lx->prev_loc.line, lx->prev_loc.col, loc.end_col,
                        "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
        return 0;
    }
    int prev = lx->prev, cur = lx->last;
    // Bracket depth between the two tokens (the lookahead may have opened or closed one).
    int depth = lx->depth - (cur == LPAR || cur == LSQB || cur == LBRACE) +
                (cur == RPAR || cur == RSQB || cur == RBRACE);
    if (lx->line_first == K_DEF && n == 1 && exp[0] == YYSYMBOL_LPAR) {
        nplex_error(lx, "SyntaxError", loc.line, loc.col, loc.end_col, "expected '('");
        return 0;
    }
    // Not in a def header: parameters are not expressions there.
    if ((depth > 0 || lx->fexpr) && lx->line_first != K_DEF && lx->line_first != K_CASE &&
        ends_atom(prev) &&
        starts_atom(cur) &&
        !(prev == NAME && cur == STRING)) {
        nplex_error(lx, "SyntaxError", lx->prev_loc.line, lx->prev_loc.col, loc.end_col,
                    "invalid syntax. Perhaps you forgot a comma?");
        return 0;
    }
    if (!lx->fexpr && prev == NAME && lx->line_first == NAME && lx->line_first_line == loc.line &&
        (cur == STRING || cur == NAME || cur == NUMBER) && lx->prev_loc.col == 0) {
        // `print "x"`: CPython's legacy print statement hint.
        const char *p = lx->prev_name;
        if (p && (strcmp(p, "print") == 0 || strcmp(p, "exec") == 0)) {
            nplex_error(lx, "SyntaxError", lx->prev_loc.line, lx->prev_loc.col, loc.end_col,
                        "Missing parentheses in call to '%s'. Did you mean %s(...)?", p, p);
            return 0;
        }
    }
    nplex_error(lx, "SyntaxError", loc.line, loc.col, loc.end_col > loc.col ? loc.end_col : loc.col,
                "invalid syntax");
    return 0;
}

/* ---------------------------------------------------------------- f-string sub-parse */

NpExpr *npb_parse_fexpr(NpLexer *outer, const char *text, size_t len, int line, int col)
{
    NpLexer *root = outer->root;
    NpLexer *sub = root->spare ? root->spare : malloc(sizeof *sub);
    root->spare = NULL;
    char *buf = npast_alloc(outer->arena, len + 1);
    if (!sub || !buf) {
        free(sub);
        return npb_oom(outer);
    }
    memcpy(buf, text, len);
    buf[len] = 0;
    NpSyntaxError err;
    memset(&err, 0, sizeof err);
    nplex_init(sub, outer->arena, buf, len, &err, START_FEXPR);
    sub->fexpr = true;
    sub->line_base = line - 1;
    sub->col_base = col;
    sub->fdepth = outer->fdepth + 1;
    sub->root = outer->root;
    int rc = np_yyparse(sub);
    NpExpr *e = sub->fexpr_result;
    if (rc != 0 || !e) {
        if (!err.msg[0])
            snprintf(err.msg, sizeof err.msg, "invalid syntax");
        if (!outer->failed) {
            *outer->err = err;
            if (strncmp(err.msg, "f-string", 8) != 0) {
                char msg[sizeof err.msg + 16];
                snprintf(msg, sizeof msg, "f-string: %.*s", (int)sizeof err.msg - 16, err.msg);
                memcpy(outer->err->msg, msg, sizeof outer->err->msg - 1);
                outer->err->msg[sizeof outer->err->msg - 1] = 0;
            }
            outer->failed = true;
        }
        e = NULL;
    }
    // Give the lexer back for the next field (a nested f-string may have parked its own).
    if (root->spare)
        free(root->spare);
    root->spare = sub;
    return e;
}
