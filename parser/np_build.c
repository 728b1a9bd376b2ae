/*
 * np_build.c - AST-building helpers for the grammar: arena vectors, constructors that turn arena
 * exhaustion into "program too large", assignment-target checks, and the validation of parameter
 * lists and call arguments (which the grammar parses as flat lists), all with CPython's messages.
 */
#include "np_build.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

const NpExpr npb_with_as_mark;

void *npb_error(NpLexer *lx, NpLoc loc, const char *fmt, ...)
{
    if (lx->failed)
        return NULL;
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    nplex_error(lx, "SyntaxError", loc.line, loc.col, loc.end_line == loc.line ? loc.end_col : -1,
                "%s", msg);
    if (loc.end_line != loc.line)
        lx->err->end_col = 1 << 20;  // Spans lines: underline to the end of the first one.
    return NULL;
}

void *npb_oom(NpLexer *lx)
{
    if (!lx->failed) {
        NpLoc l = lx->last_loc;
        nplex_error(lx, "SyntaxError", l.line, l.col, l.col, "program too large");
    }
    return NULL;
}

void *npb_new(NpLexer *lx, size_t size)
{
    void *p = npast_alloc(lx->arena, size);
    return p ? p : npb_oom(lx);
}

NpVec *npb_vec(NpLexer *lx, void *first)
{
    NpVec *v = npb_new(lx, sizeof *v);
    if (!v || !(v->items = npb_new(lx, 4 * sizeof(void *))))
        return NULL;
    v->cap = 4;
    v->items[v->n++] = first;
    return v;
}

NpVec *npb_push(NpLexer *lx, NpVec *v, void *item)
{
    // Keep one spare slot past n: some rules stash a hidden trailer there.
    if (v->n + 1 >= v->cap) {
        if (v->cap > (1 << 28))
            return npb_oom(lx);
        void **items = npb_new(lx, sizeof(void *) * (size_t)v->cap * 2);
        if (!items)
            return NULL;
        memcpy(items, v->items, sizeof(void *) * (size_t)(v->n + 1));
        v->items = items;
        v->cap *= 2;
    }
    v->items[v->n++] = item;
    return v;
}

NpVec *npb_copy(NpLexer *lx, const NpVec *v)
{
    NpVec *c = npb_new(lx, sizeof *c);
    int cap = v->n + 1 > 2 ? v->n + 1 : 2;
    if (!c || !(c->items = npb_new(lx, sizeof(void *) * (size_t)cap)))
        return NULL;
    memcpy(c->items, v->items, sizeof(void *) * (size_t)v->n);
    c->n = v->n;
    c->cap = cap;
    return c;
}

NpExprSeq npb_exprs(NpLexer *lx, const NpVec *v)
{
    NpExprSeq s = {0, NULL};
    if (!v || v->n == 0)
        return s;
    s.items = npb_new(lx, sizeof(NpExpr *) * (size_t)v->n);
    if (s.items) {
        s.n = v->n;
        for (int i = 0; i < v->n; i++)
            s.items[i] = v->items[i];
    }
    return s;
}

NpStmtSeq npb_stmts(NpLexer *lx, const NpVec *v)
{
    NpStmtSeq s = {0, NULL};
    if (!v || v->n == 0)
        return s;
    s.items = npb_new(lx, sizeof(NpStmt *) * (size_t)v->n);
    if (s.items) {
        s.n = v->n;
        for (int i = 0; i < v->n; i++)
            s.items[i] = v->items[i];
    }
    return s;
}

NpPatternSeq npb_patterns(NpLexer *lx, const NpVec *v)
{
    NpPatternSeq s = {0, NULL};
    if (!v || v->n == 0)
        return s;
    s.items = npb_new(lx, sizeof(NpPattern *) * (size_t)v->n);
    if (s.items) {
        s.n = v->n;
        for (int i = 0; i < v->n; i++)
            s.items[i] = v->items[i];
    }
    return s;
}

NpExpr *npb_expr(NpLexer *lx, NpExprKind kind, NpLoc loc)
{
    NpExpr *e = npast_expr(lx->arena, kind, loc);
    return e ? e : npb_oom(lx);
}

NpStmt *npb_stmt(NpLexer *lx, NpStmtKind kind, NpLoc loc)
{
    NpStmt *s = npast_stmt(lx->arena, kind, loc);
    return s ? s : npb_oom(lx);
}

NpPattern *npb_pattern(NpLexer *lx, NpPatternKind kind, NpLoc loc)
{
    NpPattern *p = npast_pattern(lx->arena, kind, loc);
    return p ? p : npb_oom(lx);
}

NpExpr *npb_name(NpLexer *lx, const char *id, NpLoc loc)
{
    NpExpr *e = npb_expr(lx, EXPR_NAME, loc);
    if (e)
        e->u.name.id = id;
    return e;
}

NpExpr *npb_const(NpLexer *lx, NpConstKind kind, NpLoc loc)
{
    NpExpr *e = npb_expr(lx, EXPR_CONSTANT, loc);
    if (e)
        e->u.constant.kind = kind;
    return e;
}

NpExpr *npb_binop(NpLexer *lx, NpExpr *l, NpBinOp op, NpExpr *r, NpLoc loc)
{
    NpExpr *e = npb_expr(lx, EXPR_BINOP, loc);
    if (e) {
        e->u.binop.left = l;
        e->u.binop.op = op;
        e->u.binop.right = r;
    }
    return e;
}

NpExpr *npb_unary(NpLexer *lx, NpUnaryOp op, NpExpr *x, NpLoc loc)
{
    NpExpr *e = npb_expr(lx, EXPR_UNARYOP, loc);
    if (e) {
        e->u.unaryop.op = op;
        e->u.unaryop.operand = x;
    }
    return e;
}

NpExpr *npb_seq(NpLexer *lx, NpExprKind kind, const NpVec *v, NpLoc loc)
{
    NpExpr *e = npb_expr(lx, kind, loc);
    if (e) {
        e->u.seq.elts = npb_exprs(lx, v);
        e->u.seq.ctx = CTX_LOAD;
    }
    return e;
}

/* ---------------------------------------------------------------- targets */

// CPython's name for an expression that cannot be a target (_PyPegen_get_expr_name).
const char *npb_expr_desc(const NpExpr *e)
{
    switch (e->kind) {
    case EXPR_CALL: return "function call";
    case EXPR_CONSTANT:
        switch (e->u.constant.kind) {
        case CONST_NONE: return "None";
        case CONST_TRUE: return "True";
        case CONST_FALSE: return "False";
        case CONST_ELLIPSIS: return "ellipsis";
        default: return "literal";
        }
    case EXPR_BINOP:
    case EXPR_UNARYOP:
    case EXPR_BOOLOP: return "expression";
    case EXPR_COMPARE: return "comparison";
    case EXPR_IFEXP: return "conditional expression";
    case EXPR_LAMBDA: return "lambda";
    case EXPR_DICT: return "dict literal";
    case EXPR_SET: return "set display";
    case EXPR_LISTCOMP: return "list comprehension";
    case EXPR_DICTCOMP: return "dict comprehension";
    case EXPR_SETCOMP: return "set comprehension";
    case EXPR_GENEXP: return "generator expression";
    case EXPR_YIELD:
    case EXPR_YIELDFROM: return "yield expression";
    case EXPR_AWAIT: return "await expression";
    case EXPR_JOINEDSTR:
    case EXPR_FORMATTED: return "f-string expression";
    case EXPR_NAMEDEXPR: return "named expression";
    case EXPR_SLICE: return "slice";
    default: return "expression";
    }
}

static bool set_ctx(NpLexer *lx, NpExpr *e, NpCtx ctx, int mode, int depth)
{
    switch (e->kind) {
    case EXPR_NAME:
        if (strcmp(e->u.name.id, "__debug__") == 0) {
            npb_error(lx, e->loc, ctx == CTX_DEL ? "cannot delete __debug__"
                                                 : "cannot assign to __debug__");
            return false;
        }
        e->u.name.ctx = ctx;
        return true;
    case EXPR_ATTRIBUTE: e->u.attribute.ctx = ctx; return true;
    case EXPR_SUBSCRIPT: e->u.subscript.ctx = ctx; return true;
    case EXPR_STARRED:
        if (ctx == CTX_DEL) {
            npb_error(lx, e->loc, "cannot delete starred");
            return false;
        }
        if (depth == 0) {
            npb_error(lx, e->loc, "starred assignment target must be in a list or tuple");
            return false;
        }
        e->u.starred.ctx = ctx;
        return set_ctx(lx, e->u.starred.value, ctx, mode, depth + 1);
    case EXPR_TUPLE:
    case EXPR_LIST: {
        int stars = 0;
        for (int i = 0; i < e->u.seq.elts.n; i++) {
            NpExpr *x = e->u.seq.elts.items[i];
            if (x->kind == EXPR_STARRED && ++stars == 2 && ctx != CTX_DEL) {
                npb_error(lx, e->loc, "multiple starred expressions in assignment");
                return false;
            }
            if (x->kind == EXPR_STARRED && ctx != CTX_DEL) {
                x->u.starred.ctx = ctx;
                if (!set_ctx(lx, x->u.starred.value, ctx, mode, depth + 1))
                    return false;
                continue;
            }
            if (!set_ctx(lx, x, ctx, mode, depth + 1))
                return false;
        }
        e->u.seq.ctx = ctx;
        return true;
    }
    default: break;
    }
    const char *d = npb_expr_desc(e);
    if (ctx == CTX_DEL) {
        npb_error(lx, e->loc, "cannot delete %s", d);
    } else if (mode == TGT_ASSIGN_TOP && depth == 0 && e->kind != EXPR_CONSTANT) {
        npb_error(lx, e->loc, "cannot assign to %s here. Maybe you meant '==' instead of '='?", d);
    } else if (mode == TGT_ASSIGN_TOP && depth == 0 && e->u.constant.kind > CONST_ELLIPSIS) {
        npb_error(lx, e->loc, "cannot assign to %s here. Maybe you meant '==' instead of '='?", d);
    } else {
        npb_error(lx, e->loc, "cannot assign to %s", d);
    }
    return false;
}

bool npb_set_ctx(NpLexer *lx, NpExpr *e, NpCtx ctx, int mode)
{
    return set_ctx(lx, e, ctx, mode, 0);
}

bool npb_check_value(NpLexer *lx, NpExpr *e)
{
    if (e->kind == EXPR_STARRED) {
        npb_error(lx, e->loc, "can't use starred expression here");
        return false;
    }
    return true;
}

/* ---------------------------------------------------------------- parameters */

static bool arg_push(NpLexer *lx, NpArgSeq *s, NpArg *a)
{
    NpArg **items = npb_new(lx, sizeof(NpArg *) * (size_t)(s->n + 1));
    if (!items)
        return false;
    if (s->n)
        memcpy(items, s->items, sizeof(NpArg *) * (size_t)s->n);
    items[s->n++] = a;
    s->items = items;
    return true;
}

NpArguments *npb_params(NpLexer *lx, const NpVec *items)
{
    NpArguments *a = npb_new(lx, sizeof *a);
    if (!a)
        return NULL;
    NpVec *pos = NULL, *kwonly = NULL, *defaults = NULL, *kwdefs = NULL;
    bool seen_slash = false, seen_star = false, seen_kwarg = false, seen_default = false;
    int bare_star = -1;
    int npos_before_slash = 0;
    for (int i = 0; i < items->n; i++) {
        NpParamItem *p = items->items[i];
        if (seen_kwarg)
            return npb_error(lx, p->loc, "arguments cannot follow var-keyword argument");
        switch (p->kind) {
        case PI_SLASH:
            if (seen_slash)
                return npb_error(lx, p->loc, "/ may appear only once");
            if (seen_star)
                return npb_error(lx, p->loc, "/ must be ahead of *");
            if (!pos)
                return npb_error(lx, p->loc, "at least one argument must precede /");
            seen_slash = true;
            npos_before_slash = pos->n;
            break;
        case PI_NAME:
            if (seen_star) {
                if (!(kwonly = kwonly ? npb_push(lx, kwonly, p->arg) : npb_vec(lx, p->arg)))
                    return NULL;
                if (!(kwdefs = kwdefs ? npb_push(lx, kwdefs, p->def) : npb_vec(lx, p->def)))
                    return NULL;
                bare_star = -1;
            } else {
                if (p->def) {
                    seen_default = true;
                    if (!(defaults = defaults ? npb_push(lx, defaults, p->def)
                                              : npb_vec(lx, p->def)))
                        return NULL;
                } else if (seen_default) {
                    return npb_error(lx, p->loc, "non-default argument follows default argument");
                }
                if (!(pos = pos ? npb_push(lx, pos, p->arg) : npb_vec(lx, p->arg)))
                    return NULL;
            }
            break;
        case PI_STAR:
            if (seen_star)
                return npb_error(lx, p->loc, "* argument may appear only once");
            seen_star = true;
            if (p->arg)
                a->vararg = p->arg;
            else
                bare_star = i;
            break;
        case PI_DSTAR:
            seen_kwarg = true;
            a->kwarg = p->arg;
            break;
        }
    }
    if (bare_star >= 0) {
        NpParamItem *p = items->items[bare_star];
        return npb_error(lx, p->loc, "named arguments must follow bare *");
    }
    for (int i = 0; pos && i < pos->n; i++)
        if (!arg_push(lx, i < npos_before_slash ? &a->posonlyargs : &a->args, pos->items[i]))
            return NULL;
    for (int i = 0; kwonly && i < kwonly->n; i++)
        if (!arg_push(lx, &a->kwonlyargs, kwonly->items[i]))
            return NULL;
    a->defaults = npb_exprs(lx, defaults);
    a->kw_defaults = npb_exprs(lx, kwdefs);
    // Duplicate names are reported here (CPython's symtable does it at compile time).
    if (items->n <= 256) {
        for (int i = 0; i < items->n; i++) {
            NpParamItem *p = items->items[i];
            for (int j = 0; p->arg && j < i; j++) {
                NpParamItem *q = items->items[j];
                if (q->arg && strcmp(p->arg->name, q->arg->name) == 0)
                    return npb_error(lx, p->loc, "duplicate argument '%s' in function definition",
                                     p->arg->name);
            }
        }
    }
    return lx->failed ? NULL : a;
}

/* ---------------------------------------------------------------- calls */

// Sorts call arguments into positional (with Starred) and keyword lists.
static bool sort_args(NpLexer *lx, const NpVec *args, NpExprSeq *pos, NpKeywordSeq *kws)
{
    NpVec *pv = NULL, *kv = NULL;
    bool seen_kw = false, seen_dstar = false;
    for (int i = 0; args && i < args->n; i++) {
        NpCallArg *a = args->items[i];
        NpExpr *v = a->value;
        switch (a->kind) {
        case CA_GENEXP:
            if (args->n > 1) {
                npb_error(lx, a->loc, "Generator expression must be parenthesized");
                return false;
            }
            /* fall through */
        case CA_POS:
            if (seen_dstar) {
                npb_error(lx, a->loc, "positional argument follows keyword argument unpacking");
                return false;
            }
            if (seen_kw) {
                npb_error(lx, a->loc, "positional argument follows keyword argument");
                return false;
            }
            if (!(pv = pv ? npb_push(lx, pv, v) : npb_vec(lx, v)))
                return false;
            break;
        case CA_STAR: {
            if (seen_dstar) {
                npb_error(lx, a->loc,
                          "iterable argument unpacking follows keyword argument unpacking");
                return false;
            }
            NpExpr *s = npb_expr(lx, EXPR_STARRED, a->loc);
            if (!s)
                return false;
            s->u.starred.value = v;
            if (!(pv = pv ? npb_push(lx, pv, s) : npb_vec(lx, s)))
                return false;
            break;
        }
        case CA_KW:
        case CA_DSTAR: {
            if (a->kind == CA_KW) {
                seen_kw = true;
                for (int j = 0; kv && j < kv->n && kv->n < 256; j++) {
                    NpKeyword *k = kv->items[j];
                    if (k->arg && strcmp(k->arg, a->name) == 0) {
                        npb_error(lx, a->loc, "keyword argument repeated: %s", a->name);
                        return false;
                    }
                }
            } else {
                seen_dstar = true;
            }
            NpKeyword *k = npb_new(lx, sizeof *k);
            if (!k)
                return false;
            k->arg = a->kind == CA_KW ? a->name : NULL;
            k->value = v;
            k->loc = a->loc;
            if (!(kv = kv ? npb_push(lx, kv, k) : npb_vec(lx, k)))
                return false;
            break;
        }
        }
    }
    *pos = npb_exprs(lx, pv);
    if (kv) {
        kws->items = npb_new(lx, sizeof(NpKeyword *) * (size_t)kv->n);
        if (!kws->items)
            return false;
        kws->n = kv->n;
        for (int i = 0; i < kv->n; i++)
            kws->items[i] = kv->items[i];
    }
    return !lx->failed;
}

NpExpr *npb_call(NpLexer *lx, NpExpr *func, const NpVec *args, NpLoc loc, bool comma)
{
    if (comma && args->n == 1 && ((NpCallArg *)args->items[0])->kind == CA_GENEXP)
        return npb_error(lx, ((NpCallArg *)args->items[0])->loc,
                         "Generator expression must be parenthesized");
    NpExpr *e = npb_expr(lx, EXPR_CALL, loc);
    if (!e)
        return NULL;
    e->u.call.func = func;
    if (!sort_args(lx, args, &e->u.call.args, &e->u.call.keywords))
        return NULL;
    return e;
}

bool npb_class_args(NpLexer *lx, NpStmt *s, const NpVec *args)
{
    for (int i = 0; i < args->n; i++) {
        NpCallArg *a = args->items[i];
        if (a->kind == CA_GENEXP) {
            npb_error(lx, a->loc, "invalid syntax");
            return false;
        }
    }
    return sort_args(lx, args, &s->u.classdef.bases, &s->u.classdef.keywords);
}
