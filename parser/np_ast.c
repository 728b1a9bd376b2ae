/*
 * np_ast.c - the AST arena, node constructors, kind names and npast_dump.
 *
 * The arena is a chain of blocks carved by bumping a pointer; one parse owns one arena and frees it
 * all at once. npast_dump mirrors CPython's ast.dump(tree, indent=2), and also prints the span of
 * every statement (lineno/col_offset/end_lineno/end_col_offset, as include_attributes=True does).
 */
#include "np_ast.h"

#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- arena */

struct NpArenaBlock {
    NpArenaBlock *prev;
    size_t size, used;
    // Payload follows, aligned to 16 bytes.
    _Alignas(16) unsigned char data[];
};

#define NP_ARENA_BLOCK (64 * 1024)

void npast_arena_init(NpArena *a, size_t limit)
{
    a->head = NULL;
    a->used = 0;
    a->limit = limit;
}

void npast_arena_free(NpArena *a)
{
    NpArenaBlock *b = a->head;
    while (b) {
        NpArenaBlock *p = b->prev;
        free(b);
        b = p;
    }
    a->head = NULL;
    a->used = 0;
}

void *npast_alloc(NpArena *a, size_t n)
{
    n = (n + 15) & ~(size_t)15;
    if (n == 0)
        n = 16;
    if (a->limit && (n > a->limit || a->used > a->limit - n))
        return NULL;
    NpArenaBlock *b = a->head;
    if (!b || b->size - b->used < n) {
        size_t size = n > NP_ARENA_BLOCK / 4 ? n : NP_ARENA_BLOCK;
        NpArenaBlock *nb = malloc(sizeof(NpArenaBlock) + size);
        if (!nb)
            return NULL;
        nb->size = size;
        nb->used = 0;
        if (b && size == n && b->size - b->used > 256) {
            // A big one-off allocation: keep carving the current block afterwards.
            nb->prev = b->prev;
            b->prev = nb;
        } else {
            nb->prev = b;
            a->head = nb;
        }
        b = nb;
    }
    void *p = b->data + b->used;
    b->used += n;
    a->used += n;
    memset(p, 0, n);
    return p;
}

char *npast_strdup(NpArena *a, const char *s, size_t len)
{
    char *p = npast_alloc(a, len + 1);
    if (!p)
        return NULL;
    if (len)
        memcpy(p, s, len);
    p[len] = 0;
    return p;
}

NpExpr *npast_expr(NpArena *a, NpExprKind kind, NpLoc loc)
{
    NpExpr *e = npast_alloc(a, sizeof *e);
    if (e) {
        e->kind = kind;
        e->loc = loc;
    }
    return e;
}

NpStmt *npast_stmt(NpArena *a, NpStmtKind kind, NpLoc loc)
{
    NpStmt *s = npast_alloc(a, sizeof *s);
    if (s) {
        s->kind = kind;
        s->loc = loc;
    }
    return s;
}

NpPattern *npast_pattern(NpArena *a, NpPatternKind kind, NpLoc loc)
{
    NpPattern *p = npast_alloc(a, sizeof *p);
    if (p) {
        p->kind = kind;
        p->loc = loc;
    }
    return p;
}

/* ---------------------------------------------------------------- names */

const char *const npast_expr_names[EXPR__COUNT] = {
    "BoolOp", "NamedExpr", "BinOp", "UnaryOp", "Lambda", "IfExp", "Dict", "Set", "ListComp",
    "SetComp", "DictComp", "GeneratorExp", "Yield", "YieldFrom", "Compare", "Call",
    "FormattedValue", "JoinedStr", "Constant", "Attribute", "Subscript", "Starred", "Name", "List",
    "Tuple", "Slice", "Await",
};

const char *const npast_pattern_names[PAT__COUNT] = {
    "MatchValue", "MatchSingleton", "MatchSequence", "MatchMapping",
    "MatchClass", "MatchStar",      "MatchAs",       "MatchOr",
};

const char *const npast_stmt_names[STMT__COUNT] = {
    "FunctionDef", "ClassDef", "Return", "Delete",   "Assign",   "AugAssign", "AnnAssign",
    "For",         "While",    "If",     "With",     "Match",    "Raise",     "Try",
    "TryStar",     "Assert",   "Import", "ImportFrom", "Global", "Nonlocal",  "Expr",
    "Pass",        "Break",    "Continue",
};

static const char *const binop_names[BINOP__COUNT] = {
    "Add", "Sub", "Mult", "MatMult", "Div", "Mod", "Pow",
    "LShift", "RShift", "BitOr", "BitXor", "BitAnd", "FloorDiv",
};
static const char *const unary_names[] = {"Invert", "Not", "UAdd", "USub"};
static const char *const boolop_names[] = {"And", "Or"};
static const char *const cmp_names[] = {"Eq", "NotEq", "Lt",    "LtE", "Gt",
                                        "GtE", "Is",  "IsNot", "In",  "NotIn"};
static const char *const ctx_names[] = {"Load()", "Store()", "Del()"};

/* ---------------------------------------------------------------- dump */

// Deeper trees than this are elided as "..." so the recursive dump cannot exhaust the C stack.
#define NP_DUMP_MAX_DEPTH 2000

// A growable string owned by the dumper (malloc'd; the dump is not a hot path).
typedef struct Str {
    char *s;
    size_t n, cap;
} Str;

static void str_add(Str *b, const char *s, size_t n)
{
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 64;
        while (cap < b->n + n + 1)
            cap *= 2;
        char *p = realloc(b->s, cap);
        if (!p)
            abort();
        b->s = p;
        b->cap = cap;
    }
    memcpy(b->s + b->n, s, n);
    b->n += n;
    b->s[b->n] = 0;
}

static void str_cat(Str *b, const char *s) { str_add(b, s, strlen(s)); }

static void str_fmt(Str *b, const char *fmt, long v)
{
    char tmp[64];
    int k = snprintf(tmp, sizeof tmp, fmt, v);
    str_add(b, tmp, (size_t)k);
}

// A formatted value: its text and whether CPython's dump considers it "simple".
typedef struct Val {
    Str s;
    bool simple;
} Val;

// The fields of one node being formatted.
typedef struct Node {
    Val vals[12];
    const char *names[12];
    int n;
    int level;
} Node;

static Val val_text(const char *s)
{
    Val v = {{0}, true};
    str_cat(&v.s, s);
    return v;
}

static void node_add(Node *nd, const char *name, Val v)
{
    nd->names[nd->n] = name;
    nd->vals[nd->n++] = v;
}

static void indent_to(Str *b, int level)
{
    str_add(b, "\n", 1);
    for (int i = 0; i < level; i++)
        str_add(b, "  ", 2);
}

static Val node_end(Node *nd, const char *cls)
{
    Val out = {{0}, false};
    bool allsimple = true;
    for (int i = 0; i < nd->n; i++)
        allsimple = allsimple && nd->vals[i].simple;
    str_cat(&out.s, cls);
    str_add(&out.s, "(", 1);
    bool oneline = allsimple && nd->n <= 3;
    for (int i = 0; i < nd->n; i++) {
        if (oneline) {
            if (i)
                str_add(&out.s, ", ", 2);
        } else {
            if (i)
                str_add(&out.s, ",", 1);
            indent_to(&out.s, nd->level);
        }
        str_cat(&out.s, nd->names[i]);
        str_add(&out.s, "=", 1);
        str_add(&out.s, nd->vals[i].s.s ? nd->vals[i].s.s : "", nd->vals[i].s.n);
        free(nd->vals[i].s.s);
    }
    str_add(&out.s, ")", 1);
    out.simple = oneline && nd->n == 0;
    return out;
}

// A list of already formatted items at [level].
typedef struct List {
    Str s;
    int n, level;
} List;

static void list_add(List *l, Val v)
{
    if (l->n == 0) {
        str_add(&l->s, "[", 1);
    } else {
        str_add(&l->s, ",", 1);
    }
    indent_to(&l->s, l->level);
    str_add(&l->s, v.s.s ? v.s.s : "", v.s.n);
    free(v.s.s);
    l->n++;
}

static Val list_end(List *l)
{
    if (l->n == 0) {
        free(l->s.s);
        return val_text("[]");
    }
    str_add(&l->s, "]", 1);
    Val v = {l->s, false};
    return v;
}

static void repr_str(Str *b, const char *s, size_t len, bool bytes)
{
    bool has_sq = memchr(s, '\'', len) != NULL, has_dq = memchr(s, '"', len) != NULL;
    char q = (has_sq && !has_dq) ? '"' : '\'';
    if (bytes)
        str_add(b, "b", 1);
    str_add(b, &q, 1);
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        char tmp[8];
        if (c == (unsigned char)q || c == '\\') {
            tmp[0] = '\\';
            tmp[1] = (char)c;
            str_add(b, tmp, 2);
        } else if (c == '\n') {
            str_add(b, "\\n", 2);
        } else if (c == '\r') {
            str_add(b, "\\r", 2);
        } else if (c == '\t') {
            str_add(b, "\\t", 2);
        } else if (c < 0x20 || c == 0x7f || (bytes && c >= 0x80)) {
            snprintf(tmp, sizeof tmp, "\\x%02x", c);
            str_add(b, tmp, 4);
        } else {
            str_add(b, (const char *)&c, 1);
        }
    }
    str_add(b, &q, 1);
}

static void repr_float(Str *b, double f)
{
    char tmp[64];
    if (isinf(f)) {
        str_cat(b, f > 0 ? "inf" : "-inf");
        return;
    }
    if (isnan(f)) {
        str_cat(b, "nan");
        return;
    }
    for (int prec = 1; prec <= 17; prec++) {
        snprintf(tmp, sizeof tmp, "%.*g", prec, f);
        if (strtod(tmp, NULL) == f)
            break;
    }
    // Python's repr switches to exponent form at 1e16; %g switches at the precision, so redo it.
    double af = fabs(f);
    if (af >= 1e16 || (af != 0 && af < 1e-4)) {
        char *e = strchr(tmp, 'e');
        if (e && (e[2] == '0') && e[3]) {
            // Python prints e+16 / e-05 as e+16 / e-05; C does the same, nothing to fix.
        }
    } else if (strchr(tmp, 'e')) {
        snprintf(tmp, sizeof tmp, "%.17f", f);
        // Trim to the shortest representation that round-trips.
        for (int prec = 0; prec <= 17; prec++) {
            char t2[64];
            snprintf(t2, sizeof t2, "%.*f", prec, f);
            if (strtod(t2, NULL) == f) {
                memcpy(tmp, t2, strlen(t2) + 1);
                break;
            }
        }
    }
    str_cat(b, tmp);
    if (!strpbrk(tmp, ".e"))
        str_cat(b, ".0");
}

static Val fmt_const(const NpConst *c)
{
    Val v = {{0}, true};
    switch (c->kind) {
    case CONST_NONE: str_cat(&v.s, "None"); break;
    case CONST_TRUE: str_cat(&v.s, "True"); break;
    case CONST_FALSE: str_cat(&v.s, "False"); break;
    case CONST_ELLIPSIS: str_cat(&v.s, "Ellipsis"); break;
    case CONST_INT: {
        // Show based literals in decimal like CPython when they fit in 64 bits.
        const char *t = c->text ? c->text : "0";
        if (t[0] == '0' && t[1] && strchr("xXoObB", t[1])) {
            int base = strchr("xX", t[1]) ? 16 : strchr("oO", t[1]) ? 8 : 2;
            errno = 0;
            char *end;
            unsigned long long u = strtoull(t + 2, &end, base);
            if (errno == 0 && *end == 0) {
                char tmp[32];
                snprintf(tmp, sizeof tmp, "%llu", u);
                str_cat(&v.s, tmp);
                break;
            }
        }
        str_cat(&v.s, t);
        break;
    }
    case CONST_FLOAT: repr_float(&v.s, c->f); break;
    case CONST_IMAG:
        repr_float(&v.s, c->f);
        if (v.s.n > 2 && strcmp(v.s.s + v.s.n - 2, ".0") == 0)
            v.s.s[v.s.n -= 2] = 0;
        str_cat(&v.s, "j");
        break;
    case CONST_STR: repr_str(&v.s, c->str ? c->str : "", c->len, false); break;
    case CONST_BYTES: repr_str(&v.s, c->str ? c->str : "", c->len, true); break;
    }
    return v;
}

static Val fmt_name(const char *s)
{
    Val v = {{0}, true};
    if (!s) {
        str_cat(&v.s, "None");
        return v;
    }
    repr_str(&v.s, s, strlen(s), false);
    return v;
}

static Val fmt_int(long n)
{
    Val v = {{0}, true};
    str_fmt(&v.s, "%ld", n);
    return v;
}

static Val fmt_expr(const NpExpr *e, int level);
static Val fmt_stmts(const NpStmtSeq *s, int level);
static Val fmt_pattern(const NpPattern *p, int level);

static Val fmt_exprs(const NpExprSeq *s, int level)
{
    List l = {{0}, 0, level + 1};
    for (int i = 0; i < s->n; i++)
        list_add(&l, s->items[i] ? fmt_expr(s->items[i], level + 1) : val_text("None"));
    return list_end(&l);
}

static Val fmt_names(const NpNameSeq *s, int level)
{
    List l = {{0}, 0, level + 1};
    for (int i = 0; i < s->n; i++)
        list_add(&l, fmt_name(s->items[i]));
    return list_end(&l);
}

static Val fmt_patterns(const NpPatternSeq *s, int level)
{
    List l = {{0}, 0, level + 1};
    for (int i = 0; i < s->n; i++)
        list_add(&l, fmt_pattern(s->items[i], level + 1));
    return list_end(&l);
}

static Val fmt_arg(const NpArg *a, int level)
{
    Node nd = {.level = level + 1};
    node_add(&nd, "arg", fmt_name(a->name));
    if (a->annotation)
        node_add(&nd, "annotation", fmt_expr(a->annotation, level + 1));
    return node_end(&nd, "arg");
}

static Val fmt_args(const NpArgSeq *s, int level)
{
    List l = {{0}, 0, level + 1};
    for (int i = 0; i < s->n; i++)
        list_add(&l, fmt_arg(s->items[i], level + 1));
    return list_end(&l);
}

static Val fmt_arguments(const NpArguments *a, int level)
{
    Node nd = {.level = level + 1};
    int lv = level + 1;
    NpArguments empty;
    if (!a) {
        memset(&empty, 0, sizeof empty);
        a = &empty;
    }
    node_add(&nd, "posonlyargs", fmt_args(&a->posonlyargs, lv));
    node_add(&nd, "args", fmt_args(&a->args, lv));
    if (a->vararg)
        node_add(&nd, "vararg", fmt_arg(a->vararg, lv));
    node_add(&nd, "kwonlyargs", fmt_args(&a->kwonlyargs, lv));
    node_add(&nd, "kw_defaults", fmt_exprs(&a->kw_defaults, lv));
    if (a->kwarg)
        node_add(&nd, "kwarg", fmt_arg(a->kwarg, lv));
    node_add(&nd, "defaults", fmt_exprs(&a->defaults, lv));
    return node_end(&nd, "arguments");
}

static Val fmt_keywords(const NpKeywordSeq *s, int level)
{
    List l = {{0}, 0, level + 1};
    for (int i = 0; i < s->n; i++) {
        Node nd = {.level = level + 2};
        if (s->items[i]->arg)
            node_add(&nd, "arg", fmt_name(s->items[i]->arg));
        node_add(&nd, "value", fmt_expr(s->items[i]->value, level + 2));
        list_add(&l, node_end(&nd, "keyword"));
    }
    return list_end(&l);
}

static Val fmt_comps(const NpComprehensionSeq *s, int level)
{
    List l = {{0}, 0, level + 1};
    for (int i = 0; i < s->n; i++) {
        const NpComprehension *c = s->items[i];
        Node nd = {.level = level + 2};
        node_add(&nd, "target", fmt_expr(c->target, level + 2));
        node_add(&nd, "iter", fmt_expr(c->iter, level + 2));
        node_add(&nd, "ifs", fmt_exprs(&c->ifs, level + 2));
        node_add(&nd, "is_async", fmt_int(0));
        list_add(&l, node_end(&nd, "comprehension"));
    }
    return list_end(&l);
}

static Val fmt_expr(const NpExpr *e, int level)
{
    if (!e)
        return val_text("None");
    if (level > NP_DUMP_MAX_DEPTH)
        return val_text("...");
    Node nd = {.level = level + 1};
    int lv = level + 1;
    switch (e->kind) {
    case EXPR_BOOLOP:
        node_add(&nd, "op", val_text(boolop_names[e->u.boolop.op]));
        str_cat(&nd.vals[nd.n - 1].s, "()");
        node_add(&nd, "values", fmt_exprs(&e->u.boolop.values, lv));
        break;
    case EXPR_NAMEDEXPR:
        node_add(&nd, "target", fmt_expr(e->u.namedexpr.target, lv));
        node_add(&nd, "value", fmt_expr(e->u.namedexpr.value, lv));
        break;
    case EXPR_BINOP:
        node_add(&nd, "left", fmt_expr(e->u.binop.left, lv));
        node_add(&nd, "op", val_text(binop_names[e->u.binop.op]));
        str_cat(&nd.vals[nd.n - 1].s, "()");
        node_add(&nd, "right", fmt_expr(e->u.binop.right, lv));
        break;
    case EXPR_UNARYOP: {
        Val op = val_text(unary_names[e->u.unaryop.op]);
        str_cat(&op.s, "()");
        node_add(&nd, "op", op);
        node_add(&nd, "operand", fmt_expr(e->u.unaryop.operand, lv));
        break;
    }
    case EXPR_LAMBDA:
        node_add(&nd, "args", fmt_arguments(e->u.lambda.args, lv));
        node_add(&nd, "body", fmt_expr(e->u.lambda.body, lv));
        break;
    case EXPR_IFEXP:
        node_add(&nd, "test", fmt_expr(e->u.ifexp.test, lv));
        node_add(&nd, "body", fmt_expr(e->u.ifexp.body, lv));
        node_add(&nd, "orelse", fmt_expr(e->u.ifexp.orelse, lv));
        break;
    case EXPR_DICT:
        node_add(&nd, "keys", fmt_exprs(&e->u.dict.keys, lv));
        node_add(&nd, "values", fmt_exprs(&e->u.dict.values, lv));
        break;
    case EXPR_SET: node_add(&nd, "elts", fmt_exprs(&e->u.set.elts, lv)); break;
    case EXPR_LISTCOMP:
    case EXPR_SETCOMP:
    case EXPR_GENEXP:
        node_add(&nd, "elt", fmt_expr(e->u.comp.elt, lv));
        node_add(&nd, "generators", fmt_comps(&e->u.comp.generators, lv));
        break;
    case EXPR_DICTCOMP:
        node_add(&nd, "key", fmt_expr(e->u.comp.key, lv));
        node_add(&nd, "value", fmt_expr(e->u.comp.value, lv));
        node_add(&nd, "generators", fmt_comps(&e->u.comp.generators, lv));
        break;
    case EXPR_YIELD:
    case EXPR_YIELDFROM:
    case EXPR_AWAIT:
        if (e->u.yield.value || e->kind != EXPR_YIELD)
            node_add(&nd, "value", fmt_expr(e->u.yield.value, lv));
        break;
    case EXPR_COMPARE: {
        node_add(&nd, "left", fmt_expr(e->u.compare.left, lv));
        List l = {{0}, 0, lv + 1};
        for (int i = 0; i < e->u.compare.comparators.n; i++) {
            Val op = val_text(cmp_names[e->u.compare.ops[i]]);
            str_cat(&op.s, "()");
            list_add(&l, op);
        }
        node_add(&nd, "ops", list_end(&l));
        node_add(&nd, "comparators", fmt_exprs(&e->u.compare.comparators, lv));
        break;
    }
    case EXPR_CALL:
        node_add(&nd, "func", fmt_expr(e->u.call.func, lv));
        node_add(&nd, "args", fmt_exprs(&e->u.call.args, lv));
        node_add(&nd, "keywords", fmt_keywords(&e->u.call.keywords, lv));
        break;
    case EXPR_FORMATTED:
        node_add(&nd, "value", fmt_expr(e->u.formatted.value, lv));
        node_add(&nd, "conversion", fmt_int(e->u.formatted.conversion));
        if (e->u.formatted.format_spec)
            node_add(&nd, "format_spec", fmt_expr(e->u.formatted.format_spec, lv));
        break;
    case EXPR_JOINEDSTR: node_add(&nd, "values", fmt_exprs(&e->u.joinedstr.values, lv)); break;
    case EXPR_CONSTANT: node_add(&nd, "value", fmt_const(&e->u.constant)); break;
    case EXPR_ATTRIBUTE:
        node_add(&nd, "value", fmt_expr(e->u.attribute.value, lv));
        node_add(&nd, "attr", fmt_name(e->u.attribute.attr));
        node_add(&nd, "ctx", val_text(ctx_names[e->u.attribute.ctx]));
        break;
    case EXPR_SUBSCRIPT:
        node_add(&nd, "value", fmt_expr(e->u.subscript.value, lv));
        node_add(&nd, "slice", fmt_expr(e->u.subscript.slice, lv));
        node_add(&nd, "ctx", val_text(ctx_names[e->u.subscript.ctx]));
        break;
    case EXPR_STARRED:
        node_add(&nd, "value", fmt_expr(e->u.starred.value, lv));
        node_add(&nd, "ctx", val_text(ctx_names[e->u.starred.ctx]));
        break;
    case EXPR_NAME:
        node_add(&nd, "id", fmt_name(e->u.name.id));
        node_add(&nd, "ctx", val_text(ctx_names[e->u.name.ctx]));
        break;
    case EXPR_LIST:
    case EXPR_TUPLE:
        node_add(&nd, "elts", fmt_exprs(&e->u.seq.elts, lv));
        node_add(&nd, "ctx", val_text(ctx_names[e->u.seq.ctx]));
        break;
    case EXPR_SLICE:
        if (e->u.slice.lower)
            node_add(&nd, "lower", fmt_expr(e->u.slice.lower, lv));
        if (e->u.slice.upper)
            node_add(&nd, "upper", fmt_expr(e->u.slice.upper, lv));
        if (e->u.slice.step)
            node_add(&nd, "step", fmt_expr(e->u.slice.step, lv));
        break;
    default: break;
    }
    return node_end(&nd, (unsigned)e->kind < EXPR__COUNT ? npast_expr_names[e->kind] : "?");
}

static Val fmt_pattern(const NpPattern *p, int level)
{
    if (!p)
        return val_text("None");
    if (level > NP_DUMP_MAX_DEPTH)
        return val_text("...");
    Node nd = {.level = level + 1};
    int lv = level + 1;
    switch (p->kind) {
    case PAT_MATCHVALUE: node_add(&nd, "value", fmt_expr(p->u.value.value, lv)); break;
    case PAT_MATCHSINGLETON: {
        NpConst c = {.kind = p->u.singleton.value};
        node_add(&nd, "value", fmt_const(&c));
        break;
    }
    case PAT_MATCHSEQUENCE: node_add(&nd, "patterns", fmt_patterns(&p->u.sequence.patterns, lv)); break;
    case PAT_MATCHMAPPING:
        node_add(&nd, "keys", fmt_exprs(&p->u.mapping.keys, lv));
        node_add(&nd, "patterns", fmt_patterns(&p->u.mapping.patterns, lv));
        if (p->u.mapping.rest)
            node_add(&nd, "rest", fmt_name(p->u.mapping.rest));
        break;
    case PAT_MATCHCLASS:
        node_add(&nd, "cls", fmt_expr(p->u.cls.cls, lv));
        node_add(&nd, "patterns", fmt_patterns(&p->u.cls.patterns, lv));
        node_add(&nd, "kwd_attrs", fmt_names(&p->u.cls.kwd_attrs, lv));
        node_add(&nd, "kwd_patterns", fmt_patterns(&p->u.cls.kwd_patterns, lv));
        break;
    case PAT_MATCHSTAR:
        if (p->u.star.name)
            node_add(&nd, "name", fmt_name(p->u.star.name));
        break;
    case PAT_MATCHAS:
        if (p->u.as.pattern)
            node_add(&nd, "pattern", fmt_pattern(p->u.as.pattern, lv));
        if (p->u.as.name)
            node_add(&nd, "name", fmt_name(p->u.as.name));
        break;
    case PAT_MATCHOR: node_add(&nd, "patterns", fmt_patterns(&p->u.or_.patterns, lv)); break;
    default: break;
    }
    return node_end(&nd, (unsigned)p->kind < PAT__COUNT ? npast_pattern_names[p->kind] : "?");
}

static Val fmt_aliases(const NpAliasSeq *s, int level)
{
    List l = {{0}, 0, level + 1};
    for (int i = 0; i < s->n; i++) {
        Node nd = {.level = level + 2};
        node_add(&nd, "name", fmt_name(s->items[i]->name));
        if (s->items[i]->asname)
            node_add(&nd, "asname", fmt_name(s->items[i]->asname));
        list_add(&l, node_end(&nd, "alias"));
    }
    return list_end(&l);
}

static Val fmt_handlers(const NpHandlerSeq *s, int level)
{
    List l = {{0}, 0, level + 1};
    for (int i = 0; i < s->n; i++) {
        const NpExceptHandler *h = s->items[i];
        Node nd = {.level = level + 2};
        if (h->type)
            node_add(&nd, "type", fmt_expr(h->type, level + 2));
        if (h->name)
            node_add(&nd, "name", fmt_name(h->name));
        node_add(&nd, "body", fmt_stmts(&h->body, level + 2));
        list_add(&l, node_end(&nd, "ExceptHandler"));
    }
    return list_end(&l);
}

static Val fmt_stmt(const NpStmt *s, int level)
{
    if (level > NP_DUMP_MAX_DEPTH)
        return val_text("...");
    Node nd = {.level = level + 1};
    int lv = level + 1;
    switch (s->kind) {
    case STMT_FUNCTIONDEF:
        node_add(&nd, "name", fmt_name(s->u.funcdef.name));
        node_add(&nd, "args", fmt_arguments(s->u.funcdef.args, lv));
        node_add(&nd, "body", fmt_stmts(&s->u.funcdef.body, lv));
        node_add(&nd, "decorator_list", fmt_exprs(&s->u.funcdef.decorators, lv));
        if (s->u.funcdef.returns)
            node_add(&nd, "returns", fmt_expr(s->u.funcdef.returns, lv));
        break;
    case STMT_CLASSDEF:
        node_add(&nd, "name", fmt_name(s->u.classdef.name));
        node_add(&nd, "bases", fmt_exprs(&s->u.classdef.bases, lv));
        node_add(&nd, "keywords", fmt_keywords(&s->u.classdef.keywords, lv));
        node_add(&nd, "body", fmt_stmts(&s->u.classdef.body, lv));
        node_add(&nd, "decorator_list", fmt_exprs(&s->u.classdef.decorators, lv));
        break;
    case STMT_RETURN:
        if (s->u.ret.value)
            node_add(&nd, "value", fmt_expr(s->u.ret.value, lv));
        break;
    case STMT_DELETE: node_add(&nd, "targets", fmt_exprs(&s->u.del.targets, lv)); break;
    case STMT_ASSIGN:
        node_add(&nd, "targets", fmt_exprs(&s->u.assign.targets, lv));
        node_add(&nd, "value", fmt_expr(s->u.assign.value, lv));
        break;
    case STMT_AUGASSIGN: {
        node_add(&nd, "target", fmt_expr(s->u.augassign.target, lv));
        Val op = val_text(binop_names[s->u.augassign.op]);
        str_cat(&op.s, "()");
        node_add(&nd, "op", op);
        node_add(&nd, "value", fmt_expr(s->u.augassign.value, lv));
        break;
    }
    case STMT_ANNASSIGN:
        node_add(&nd, "target", fmt_expr(s->u.annassign.target, lv));
        node_add(&nd, "annotation", fmt_expr(s->u.annassign.annotation, lv));
        if (s->u.annassign.value)
            node_add(&nd, "value", fmt_expr(s->u.annassign.value, lv));
        node_add(&nd, "simple", fmt_int(s->u.annassign.simple));
        break;
    case STMT_FOR:
        node_add(&nd, "target", fmt_expr(s->u.for_.target, lv));
        node_add(&nd, "iter", fmt_expr(s->u.for_.iter, lv));
        node_add(&nd, "body", fmt_stmts(&s->u.for_.body, lv));
        node_add(&nd, "orelse", fmt_stmts(&s->u.for_.orelse, lv));
        break;
    case STMT_WHILE:
    case STMT_IF:
        node_add(&nd, "test", fmt_expr(s->u.if_.test, lv));
        node_add(&nd, "body", fmt_stmts(&s->u.if_.body, lv));
        node_add(&nd, "orelse", fmt_stmts(&s->u.if_.orelse, lv));
        break;
    case STMT_WITH: {
        List l = {{0}, 0, lv + 1};
        for (int i = 0; i < s->u.with.items.n; i++) {
            const NpWithItem *w = s->u.with.items.items[i];
            Node wn = {.level = lv + 2};
            node_add(&wn, "context_expr", fmt_expr(w->context_expr, lv + 2));
            if (w->optional_vars)
                node_add(&wn, "optional_vars", fmt_expr(w->optional_vars, lv + 2));
            list_add(&l, node_end(&wn, "withitem"));
        }
        node_add(&nd, "items", list_end(&l));
        node_add(&nd, "body", fmt_stmts(&s->u.with.body, lv));
        break;
    }
    case STMT_MATCH: {
        node_add(&nd, "subject", fmt_expr(s->u.match.subject, lv));
        List l = {{0}, 0, lv + 1};
        for (int i = 0; i < s->u.match.cases.n; i++) {
            const NpMatchCase *c = s->u.match.cases.items[i];
            Node cn = {.level = lv + 2};
            node_add(&cn, "pattern", fmt_pattern(c->pattern, lv + 2));
            if (c->guard)
                node_add(&cn, "guard", fmt_expr(c->guard, lv + 2));
            node_add(&cn, "body", fmt_stmts(&c->body, lv + 2));
            list_add(&l, node_end(&cn, "match_case"));
        }
        node_add(&nd, "cases", list_end(&l));
        break;
    }
    case STMT_RAISE:
        if (s->u.raise.exc)
            node_add(&nd, "exc", fmt_expr(s->u.raise.exc, lv));
        if (s->u.raise.cause)
            node_add(&nd, "cause", fmt_expr(s->u.raise.cause, lv));
        break;
    case STMT_TRY:
    case STMT_TRYSTAR:
        node_add(&nd, "body", fmt_stmts(&s->u.try_.body, lv));
        node_add(&nd, "handlers", fmt_handlers(&s->u.try_.handlers, lv));
        node_add(&nd, "orelse", fmt_stmts(&s->u.try_.orelse, lv));
        node_add(&nd, "finalbody", fmt_stmts(&s->u.try_.finalbody, lv));
        break;
    case STMT_ASSERT:
        node_add(&nd, "test", fmt_expr(s->u.assert_.test, lv));
        if (s->u.assert_.msg)
            node_add(&nd, "msg", fmt_expr(s->u.assert_.msg, lv));
        break;
    case STMT_IMPORT: node_add(&nd, "names", fmt_aliases(&s->u.import.names, lv)); break;
    case STMT_IMPORTFROM:
        if (s->u.importfrom.module)
            node_add(&nd, "module", fmt_name(s->u.importfrom.module));
        node_add(&nd, "names", fmt_aliases(&s->u.importfrom.names, lv));
        node_add(&nd, "level", fmt_int(s->u.importfrom.level));
        break;
    case STMT_GLOBAL:
    case STMT_NONLOCAL: node_add(&nd, "names", fmt_names(&s->u.names.names, lv)); break;
    case STMT_EXPR: node_add(&nd, "value", fmt_expr(s->u.expr.value, lv)); break;
    default: break;
    }
    node_add(&nd, "lineno", fmt_int(s->loc.line));
    node_add(&nd, "col_offset", fmt_int(s->loc.col));
    node_add(&nd, "end_lineno", fmt_int(s->loc.end_line));
    node_add(&nd, "end_col_offset", fmt_int(s->loc.end_col));
    return node_end(&nd, (unsigned)s->kind < STMT__COUNT ? npast_stmt_names[s->kind] : "?");
}

static Val fmt_stmts(const NpStmtSeq *s, int level)
{
    List l = {{0}, 0, level + 1};
    for (int i = 0; i < s->n; i++)
        list_add(&l, fmt_stmt(s->items[i], level + 1));
    return list_end(&l);
}

void npast_dump(const NpModule *m, FILE *out)
{
    Node nd = {.level = 1};
    NpStmtSeq empty = {0, NULL};
    node_add(&nd, "body", fmt_stmts(m ? &m->body : &empty, 1));
    node_add(&nd, "type_ignores", val_text("[]"));
    Val v = node_end(&nd, "Module");
    fwrite(v.s.s, 1, v.s.n, out);
    fputc('\n', out);
    free(v.s.s);
}
