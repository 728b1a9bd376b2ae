/*
 * np_ast.c - the AST arena, node constructors, kind names and npast_dump.
 *
 * The arena is a chain of blocks carved by bumping a pointer; one parse owns one arena and frees it
 * all at once. npast_dump mirrors CPython's ast.dump(tree, indent=2), and also prints the span of
 * every statement (lineno/col_offset/end_lineno/end_col_offset, as include_attributes=True does).
 */
#include "np_ast.h"
#include "np_build.h"

#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

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

/* ---------------------------------------------------------------- dump */

// Deeper dumps than this many levels are elided as "..." so the recursive printer cannot exhaust
// the C stack on pathological inputs (e.g. 200,000 chained additions).
#define NP_DUMP_MAX_DEPTH 2000

// A small growable string for text fields (names, constants).
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

// What a field value is; the dump streams values straight to the output (no big strings), in
// the layout of CPython's ast.dump(indent=2): a node goes on one line when it has at most three
// fields, all "simple" (scalars, empty lists, nodes without fields).
typedef enum VKind {
    V_TEXT, V_EXPR, V_EXPRS, V_STMTS, V_PAT, V_PATS, V_NAMES, V_ARG, V_ARGS, V_ARGUMENTS,
    V_KEYWORDS, V_COMPS, V_ALIASES, V_HANDLERS, V_WITHITEMS, V_CASES, V_CMPOPS
} VKind;

typedef struct Val {
    VKind k;
    const void *p;  // The node, or the items of a sequence.
    int n;          // Sequence length.
    Str text;       // V_TEXT only.
} Val;

typedef struct Node {
    const char *cls;
    const char *names[12];
    Val vals[12];
    int n;
} Node;

typedef struct Dumper {
    FILE *out;
    // Print the span of every node that has one (not only of statements).
    bool all_locs;
} Dumper;

static void add_text(Node *nd, const char *name, const char *text)
{
    Val v = {V_TEXT, NULL, 0, {0}};
    str_cat(&v.text, text);
    nd->names[nd->n] = name;
    nd->vals[nd->n++] = v;
}

static void add_val(Node *nd, const char *name, VKind k, const void *p, int n)
{
    Val v = {k, p, n, {0}};
    nd->names[nd->n] = name;
    nd->vals[nd->n++] = v;
}

static void add_op(Node *nd, const char *name, const char *op)
{
    add_text(nd, name, op);
    str_cat(&nd->vals[nd->n - 1].text, "()");
}

static void add_int(Node *nd, const char *name, long v)
{
    char tmp[32];
    snprintf(tmp, sizeof tmp, "%ld", v);
    add_text(nd, name, tmp);
}

static const char *const binop_names[BINOP__COUNT] = {
    "Add", "Sub", "Mult", "MatMult", "Div", "Mod", "Pow",
    "LShift", "RShift", "BitOr", "BitXor", "BitAnd", "FloorDiv",
};
static const char *const unary_names[] = {"Invert", "Not", "UAdd", "USub"};
static const char *const boolop_names[] = {"And", "Or"};
static const char *const cmp_names[] = {"Eq", "NotEq", "Lt",    "LtE", "Gt",
                                        "GtE", "Is",  "IsNot", "In",  "NotIn"};
static const char *const ctx_names[] = {"Load()", "Store()", "Del()"};

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
        } else if (c >= 0x80) {
            // Python's repr escapes code points that are not printable (C*, Z* but space).
            utf8proc_int32_t cp;
            utf8proc_ssize_t n = utf8proc_iterate((const utf8proc_uint8_t *)s + i,
                                                  (utf8proc_ssize_t)(len - i), &cp);
            if (n <= 0) {
                snprintf(tmp, sizeof tmp, "\\x%02x", c);
                str_add(b, tmp, 4);
                continue;
            }
            utf8proc_category_t k = utf8proc_category(cp);
            bool printable = !(k == UTF8PROC_CATEGORY_CC || k == UTF8PROC_CATEGORY_CF ||
                               k == UTF8PROC_CATEGORY_CS || k == UTF8PROC_CATEGORY_CO ||
                               k == UTF8PROC_CATEGORY_CN || k == UTF8PROC_CATEGORY_ZL ||
                               k == UTF8PROC_CATEGORY_ZP || k == UTF8PROC_CATEGORY_ZS);
            if (printable) {
                str_add(b, s + i, (size_t)n);
            } else {
                char esc[16];
                int m = snprintf(esc, sizeof esc, cp < 0x100 ? "\\x%02x" : cp < 0x10000 ? "\\u%04x" : "\\U%08x",
                                 (unsigned)cp);
                str_add(b, esc, (size_t)m);
            }
            i += (size_t)n - 1;
        } else {
            str_add(b, (const char *)&c, 1);
        }
    }
    str_add(b, &q, 1);
}

// Python's repr() of a float: the shortest text that reads back as the same value.
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
    int prec = 1;
    for (; prec <= 17; prec++) {
        snprintf(tmp, sizeof tmp, "%.*e", prec - 1, f);
        if (strtod(tmp, NULL) == f)
            break;
    }
    double af = fabs(f);
    if (af != 0 && (af >= 1e16 || af < 1e-4)) {
        // Exponent form as Python writes it: 1e+16, 1.5e-05.
        char *e = strchr(tmp, 'e');
        char mant[40];
        size_t m = (size_t)(e - tmp);
        memcpy(mant, tmp, m);
        mant[m] = 0;
        if (strchr(mant, '.')) {
            while (mant[strlen(mant) - 1] == '0')
                mant[strlen(mant) - 1] = 0;
            if (mant[strlen(mant) - 1] == '.')
                mant[strlen(mant) - 1] = 0;
        }
        int ex = atoi(e + 1);
        snprintf(tmp, sizeof tmp, "%se%c%02d", mant, ex < 0 ? '-' : '+', ex < 0 ? -ex : ex);
        str_cat(b, tmp);
        return;
    }
    for (int d = 0; d <= 17; d++) {
        snprintf(tmp, sizeof tmp, "%.*f", d, f);
        if (strtod(tmp, NULL) == f)
            break;
    }
    str_cat(b, tmp);
    if (!strchr(tmp, '.'))
        str_cat(b, ".0");
}

static void add_const(Node *nd, const char *name, const NpConst *c)
{
    Val v = {V_TEXT, NULL, 0, {0}};
    switch (c->kind) {
    case CONST_NONE: str_cat(&v.text, "None"); break;
    case CONST_TRUE: str_cat(&v.text, "True"); break;
    case CONST_FALSE: str_cat(&v.text, "False"); break;
    case CONST_ELLIPSIS: str_cat(&v.text, "Ellipsis"); break;
    case CONST_INT: {
        // Based literals are shown in decimal like CPython when they fit in 64 bits.
        const char *t = c->text ? c->text : "0";
        if (t[0] == '0' && t[1] && strchr("xXoObB", t[1])) {
            int base = strchr("xX", t[1]) ? 16 : strchr("oO", t[1]) ? 8 : 2;
            errno = 0;
            char *end;
            unsigned long long u = strtoull(t + 2, &end, base);
            if (errno == 0 && *end == 0) {
                char tmp[32];
                snprintf(tmp, sizeof tmp, "%llu", u);
                str_cat(&v.text, tmp);
                break;
            }
        }
        str_cat(&v.text, t);
        break;
    }
    case CONST_FLOAT: repr_float(&v.text, c->f); break;
    case CONST_IMAG:
        repr_float(&v.text, c->f);
        if (v.text.n > 2 && strcmp(v.text.s + v.text.n - 2, ".0") == 0)
            v.text.s[v.text.n -= 2] = 0;
        str_cat(&v.text, "j");
        break;
    case CONST_STR: repr_str(&v.text, c->str ? c->str : "", c->len, false); break;
    case CONST_BYTES: repr_str(&v.text, c->str ? c->str : "", c->len, true); break;
    }
    nd->names[nd->n] = name;
    nd->vals[nd->n++] = v;
}

static void add_name(Node *nd, const char *name, const char *s)
{
    Val v = {V_TEXT, NULL, 0, {0}};
    if (s)
        repr_str(&v.text, s, strlen(s), false);
    else
        str_cat(&v.text, "None");
    nd->names[nd->n] = name;
    nd->vals[nd->n++] = v;
}

#define ADD_SEQ(nd, name, kind, seq) add_val(nd, name, kind, (seq).items, (seq).n)

static void expr_fields(const NpExpr *e, Node *nd)
{
    nd->cls = (unsigned)e->kind < EXPR__COUNT ? npast_expr_names[e->kind] : "?";
    switch (e->kind) {
    case EXPR_BOOLOP:
        add_op(nd, "op", boolop_names[e->u.boolop.op]);
        ADD_SEQ(nd, "values", V_EXPRS, e->u.boolop.values);
        break;
    case EXPR_NAMEDEXPR:
        add_val(nd, "target", V_EXPR, e->u.namedexpr.target, 0);
        add_val(nd, "value", V_EXPR, e->u.namedexpr.value, 0);
        break;
    case EXPR_BINOP:
        add_val(nd, "left", V_EXPR, e->u.binop.left, 0);
        add_op(nd, "op", binop_names[e->u.binop.op]);
        add_val(nd, "right", V_EXPR, e->u.binop.right, 0);
        break;
    case EXPR_UNARYOP:
        add_op(nd, "op", unary_names[e->u.unaryop.op]);
        add_val(nd, "operand", V_EXPR, e->u.unaryop.operand, 0);
        break;
    case EXPR_LAMBDA:
        add_val(nd, "args", V_ARGUMENTS, e->u.lambda.args, 0);
        add_val(nd, "body", V_EXPR, e->u.lambda.body, 0);
        break;
    case EXPR_IFEXP:
        add_val(nd, "test", V_EXPR, e->u.ifexp.test, 0);
        add_val(nd, "body", V_EXPR, e->u.ifexp.body, 0);
        add_val(nd, "orelse", V_EXPR, e->u.ifexp.orelse, 0);
        break;
    case EXPR_DICT:
        ADD_SEQ(nd, "keys", V_EXPRS, e->u.dict.keys);
        ADD_SEQ(nd, "values", V_EXPRS, e->u.dict.values);
        break;
    case EXPR_SET: ADD_SEQ(nd, "elts", V_EXPRS, e->u.set.elts); break;
    case EXPR_LISTCOMP:
    case EXPR_SETCOMP:
    case EXPR_GENEXP:
        add_val(nd, "elt", V_EXPR, e->u.comp.elt, 0);
        ADD_SEQ(nd, "generators", V_COMPS, e->u.comp.generators);
        break;
    case EXPR_DICTCOMP:
        add_val(nd, "key", V_EXPR, e->u.comp.key, 0);
        add_val(nd, "value", V_EXPR, e->u.comp.value, 0);
        ADD_SEQ(nd, "generators", V_COMPS, e->u.comp.generators);
        break;
    case EXPR_YIELD:
    case EXPR_YIELDFROM:
    case EXPR_AWAIT:
        if (e->u.yield.value || e->kind != EXPR_YIELD)
            add_val(nd, "value", V_EXPR, e->u.yield.value, 0);
        break;
    case EXPR_COMPARE:
        add_val(nd, "left", V_EXPR, e->u.compare.left, 0);
        add_val(nd, "ops", V_CMPOPS, e->u.compare.ops, e->u.compare.comparators.n);
        ADD_SEQ(nd, "comparators", V_EXPRS, e->u.compare.comparators);
        break;
    case EXPR_CALL:
        add_val(nd, "func", V_EXPR, e->u.call.func, 0);
        ADD_SEQ(nd, "args", V_EXPRS, e->u.call.args);
        ADD_SEQ(nd, "keywords", V_KEYWORDS, e->u.call.keywords);
        break;
    case EXPR_FORMATTED:
        add_val(nd, "value", V_EXPR, e->u.formatted.value, 0);
        add_int(nd, "conversion", e->u.formatted.conversion);
        if (e->u.formatted.format_spec)
            add_val(nd, "format_spec", V_EXPR, e->u.formatted.format_spec, 0);
        break;
    case EXPR_JOINEDSTR: ADD_SEQ(nd, "values", V_EXPRS, e->u.joinedstr.values); break;
    case EXPR_CONSTANT: add_const(nd, "value", &e->u.constant); break;
    case EXPR_ATTRIBUTE:
        add_val(nd, "value", V_EXPR, e->u.attribute.value, 0);
        add_name(nd, "attr", e->u.attribute.attr);
        add_text(nd, "ctx", ctx_names[e->u.attribute.ctx]);
        break;
    case EXPR_SUBSCRIPT:
        add_val(nd, "value", V_EXPR, e->u.subscript.value, 0);
        add_val(nd, "slice", V_EXPR, e->u.subscript.slice, 0);
        add_text(nd, "ctx", ctx_names[e->u.subscript.ctx]);
        break;
    case EXPR_STARRED:
        add_val(nd, "value", V_EXPR, e->u.starred.value, 0);
        add_text(nd, "ctx", ctx_names[e->u.starred.ctx]);
        break;
    case EXPR_NAME:
        add_name(nd, "id", e->u.name.id);
        add_text(nd, "ctx", ctx_names[e->u.name.ctx]);
        break;
    case EXPR_LIST:
    case EXPR_TUPLE:
        ADD_SEQ(nd, "elts", V_EXPRS, e->u.seq.elts);
        add_text(nd, "ctx", ctx_names[e->u.seq.ctx]);
        break;
    case EXPR_SLICE:
        if (e->u.slice.lower)
            add_val(nd, "lower", V_EXPR, e->u.slice.lower, 0);
        if (e->u.slice.upper)
            add_val(nd, "upper", V_EXPR, e->u.slice.upper, 0);
        if (e->u.slice.step)
            add_val(nd, "step", V_EXPR, e->u.slice.step, 0);
        break;
    default: break;
    }
}

static void pattern_fields(const NpPattern *p, Node *nd)
{
    nd->cls = (unsigned)p->kind < PAT__COUNT ? npast_pattern_names[p->kind] : "?";
    switch (p->kind) {
    case PAT_MATCHVALUE: add_val(nd, "value", V_EXPR, p->u.value.value, 0); break;
    case PAT_MATCHSINGLETON: {
        NpConst c = {.kind = p->u.singleton.value};
        add_const(nd, "value", &c);
        break;
    }
    case PAT_MATCHSEQUENCE: ADD_SEQ(nd, "patterns", V_PATS, p->u.sequence.patterns); break;
    case PAT_MATCHMAPPING:
        ADD_SEQ(nd, "keys", V_EXPRS, p->u.mapping.keys);
        ADD_SEQ(nd, "patterns", V_PATS, p->u.mapping.patterns);
        if (p->u.mapping.rest)
            add_name(nd, "rest", p->u.mapping.rest);
        break;
    case PAT_MATCHCLASS:
        add_val(nd, "cls", V_EXPR, p->u.cls.cls, 0);
        ADD_SEQ(nd, "patterns", V_PATS, p->u.cls.patterns);
        ADD_SEQ(nd, "kwd_attrs", V_NAMES, p->u.cls.kwd_attrs);
        ADD_SEQ(nd, "kwd_patterns", V_PATS, p->u.cls.kwd_patterns);
        break;
    case PAT_MATCHSTAR:
        if (p->u.star.name)
            add_name(nd, "name", p->u.star.name);
        break;
    case PAT_MATCHAS:
        if (p->u.as.pattern)
            add_val(nd, "pattern", V_PAT, p->u.as.pattern, 0);
        if (p->u.as.name)
            add_name(nd, "name", p->u.as.name);
        break;
    case PAT_MATCHOR: ADD_SEQ(nd, "patterns", V_PATS, p->u.or_.patterns); break;
    default: break;
    }
}

static void stmt_fields(const NpStmt *s, Node *nd)
{
    nd->cls = (unsigned)s->kind < STMT__COUNT ? npast_stmt_names[s->kind] : "?";
    switch (s->kind) {
    case STMT_FUNCTIONDEF:
        add_name(nd, "name", s->u.funcdef.name);
        add_val(nd, "args", V_ARGUMENTS, s->u.funcdef.args, 0);
        ADD_SEQ(nd, "body", V_STMTS, s->u.funcdef.body);
        ADD_SEQ(nd, "decorator_list", V_EXPRS, s->u.funcdef.decorators);
        if (s->u.funcdef.returns)
            add_val(nd, "returns", V_EXPR, s->u.funcdef.returns, 0);
        break;
    case STMT_CLASSDEF:
        add_name(nd, "name", s->u.classdef.name);
        ADD_SEQ(nd, "bases", V_EXPRS, s->u.classdef.bases);
        ADD_SEQ(nd, "keywords", V_KEYWORDS, s->u.classdef.keywords);
        ADD_SEQ(nd, "body", V_STMTS, s->u.classdef.body);
        ADD_SEQ(nd, "decorator_list", V_EXPRS, s->u.classdef.decorators);
        break;
    case STMT_RETURN:
        if (s->u.ret.value)
            add_val(nd, "value", V_EXPR, s->u.ret.value, 0);
        break;
    case STMT_DELETE: ADD_SEQ(nd, "targets", V_EXPRS, s->u.del.targets); break;
    case STMT_ASSIGN:
        ADD_SEQ(nd, "targets", V_EXPRS, s->u.assign.targets);
        add_val(nd, "value", V_EXPR, s->u.assign.value, 0);
        break;
    case STMT_AUGASSIGN:
        add_val(nd, "target", V_EXPR, s->u.augassign.target, 0);
        add_op(nd, "op", binop_names[s->u.augassign.op]);
        add_val(nd, "value", V_EXPR, s->u.augassign.value, 0);
        break;
    case STMT_ANNASSIGN:
        add_val(nd, "target", V_EXPR, s->u.annassign.target, 0);
        add_val(nd, "annotation", V_EXPR, s->u.annassign.annotation, 0);
        if (s->u.annassign.value)
            add_val(nd, "value", V_EXPR, s->u.annassign.value, 0);
        add_int(nd, "simple", s->u.annassign.simple);
        break;
    case STMT_FOR:
        add_val(nd, "target", V_EXPR, s->u.for_.target, 0);
        add_val(nd, "iter", V_EXPR, s->u.for_.iter, 0);
        ADD_SEQ(nd, "body", V_STMTS, s->u.for_.body);
        ADD_SEQ(nd, "orelse", V_STMTS, s->u.for_.orelse);
        break;
    case STMT_WHILE:
    case STMT_IF:
        add_val(nd, "test", V_EXPR, s->u.if_.test, 0);
        ADD_SEQ(nd, "body", V_STMTS, s->u.if_.body);
        ADD_SEQ(nd, "orelse", V_STMTS, s->u.if_.orelse);
        break;
    case STMT_WITH:
        ADD_SEQ(nd, "items", V_WITHITEMS, s->u.with.items);
        ADD_SEQ(nd, "body", V_STMTS, s->u.with.body);
        break;
    case STMT_MATCH:
        add_val(nd, "subject", V_EXPR, s->u.match.subject, 0);
        ADD_SEQ(nd, "cases", V_CASES, s->u.match.cases);
        break;
    case STMT_RAISE:
        if (s->u.raise.exc)
            add_val(nd, "exc", V_EXPR, s->u.raise.exc, 0);
        if (s->u.raise.cause)
            add_val(nd, "cause", V_EXPR, s->u.raise.cause, 0);
        break;
    case STMT_TRY:
    case STMT_TRYSTAR:
        ADD_SEQ(nd, "body", V_STMTS, s->u.try_.body);
        ADD_SEQ(nd, "handlers", V_HANDLERS, s->u.try_.handlers);
        ADD_SEQ(nd, "orelse", V_STMTS, s->u.try_.orelse);
        ADD_SEQ(nd, "finalbody", V_STMTS, s->u.try_.finalbody);
        break;
    case STMT_ASSERT:
        add_val(nd, "test", V_EXPR, s->u.assert_.test, 0);
        if (s->u.assert_.msg)
            add_val(nd, "msg", V_EXPR, s->u.assert_.msg, 0);
        break;
    case STMT_IMPORT: ADD_SEQ(nd, "names", V_ALIASES, s->u.import.names); break;
    case STMT_IMPORTFROM:
        if (s->u.importfrom.module)
            add_name(nd, "module", s->u.importfrom.module);
        ADD_SEQ(nd, "names", V_ALIASES, s->u.importfrom.names);
        add_int(nd, "level", s->u.importfrom.level);
        break;
    case STMT_GLOBAL:
    case STMT_NONLOCAL: ADD_SEQ(nd, "names", V_NAMES, s->u.names.names); break;
    case STMT_EXPR: add_val(nd, "value", V_EXPR, s->u.expr.value, 0); break;
    default: break;
    }
    add_int(nd, "lineno", s->loc.line);
    add_int(nd, "col_offset", s->loc.col);
    add_int(nd, "end_lineno", s->loc.end_line);
    add_int(nd, "end_col_offset", s->loc.end_col);
}

// Fills the fields of one element of [k] (a node kind, or the element kind of a sequence).
static void item_fields(VKind k, const void *p, Node *nd)
{
    switch (k) {
    case V_EXPR:
    case V_EXPRS: expr_fields(p, nd); break;
    case V_STMTS: stmt_fields(p, nd); break;
    case V_PAT:
    case V_PATS: pattern_fields(p, nd); break;
    case V_ARG:
    case V_ARGS: {
        const NpArg *a = p;
        nd->cls = "arg";
        add_name(nd, "arg", a->name);
        if (a->annotation)
            add_val(nd, "annotation", V_EXPR, a->annotation, 0);
        break;
    }
    case V_ARGUMENTS: {
        static const NpArguments empty;
        const NpArguments *a = p ? p : &empty;
        nd->cls = "arguments";
        ADD_SEQ(nd, "posonlyargs", V_ARGS, a->posonlyargs);
        ADD_SEQ(nd, "args", V_ARGS, a->args);
        if (a->vararg)
            add_val(nd, "vararg", V_ARG, a->vararg, 0);
        ADD_SEQ(nd, "kwonlyargs", V_ARGS, a->kwonlyargs);
        ADD_SEQ(nd, "kw_defaults", V_EXPRS, a->kw_defaults);
        if (a->kwarg)
            add_val(nd, "kwarg", V_ARG, a->kwarg, 0);
        ADD_SEQ(nd, "defaults", V_EXPRS, a->defaults);
        break;
    }
    case V_KEYWORDS: {
        const NpKeyword *kw = p;
        nd->cls = "keyword";
        if (kw->arg)
            add_name(nd, "arg", kw->arg);
        add_val(nd, "value", V_EXPR, kw->value, 0);
        break;
    }
    case V_COMPS: {
        const NpComprehension *c = p;
        nd->cls = "comprehension";
        add_val(nd, "target", V_EXPR, c->target, 0);
        add_val(nd, "iter", V_EXPR, c->iter, 0);
        ADD_SEQ(nd, "ifs", V_EXPRS, c->ifs);
        add_int(nd, "is_async", 0);
        break;
    }
    case V_ALIASES: {
        const NpAlias *a = p;
        nd->cls = "alias";
        add_name(nd, "name", a->name);
        if (a->asname)
            add_name(nd, "asname", a->asname);
        break;
    }
    case V_HANDLERS: {
        const NpExceptHandler *h = p;
        nd->cls = "ExceptHandler";
        if (h->type)
            add_val(nd, "type", V_EXPR, h->type, 0);
        if (h->name)
            add_name(nd, "name", h->name);
        ADD_SEQ(nd, "body", V_STMTS, h->body);
        break;
    }
    case V_WITHITEMS: {
        const NpWithItem *w = p;
        nd->cls = "withitem";
        add_val(nd, "context_expr", V_EXPR, w->context_expr, 0);
        if (w->optional_vars)
            add_val(nd, "optional_vars", V_EXPR, w->optional_vars, 0);
        break;
    }
    case V_CASES: {
        const NpMatchCase *c = p;
        nd->cls = "match_case";
        add_val(nd, "pattern", V_PAT, c->pattern, 0);
        if (c->guard)
            add_val(nd, "guard", V_EXPR, c->guard, 0);
        ADD_SEQ(nd, "body", V_STMTS, c->body);
        break;
    }
    default: nd->cls = "?"; break;
    }
}

static bool is_list(VKind k)
{
    return k == V_EXPRS || k == V_STMTS || k == V_PATS || k == V_NAMES || k == V_ARGS ||
           k == V_KEYWORDS || k == V_COMPS || k == V_ALIASES || k == V_HANDLERS ||
           k == V_WITHITEMS || k == V_CASES || k == V_CMPOPS;
}

// CPython's notion of a simple value: a scalar, an empty list or a node without fields.
static bool is_simple(const Val *v, bool all_locs)
{
    if (v->k == V_TEXT || (!is_list(v->k) && !v->p))
        return true;
    if (is_list(v->k))
        return v->n == 0;
    if (all_locs)
        return false;
    if (v->k == V_EXPR) {
        const NpExpr *e = v->p;
        return (e->kind == EXPR_YIELD && !e->u.yield.value) ||
               (e->kind == EXPR_SLICE && !e->u.slice.lower && !e->u.slice.upper &&
                !e->u.slice.step);
    }
    if (v->k == V_PAT) {
        const NpPattern *p = v->p;
        return (p->kind == PAT_MATCHAS && !p->u.as.pattern && !p->u.as.name) ||
               (p->kind == PAT_MATCHSTAR && !p->u.star.name);
    }
    return false;
}

static void indent(Dumper *d, int level)
{
    fputc('\n', d->out);
    for (int i = 0; i < level; i++)
        fputs("  ", d->out);
}

static void emit_node(Dumper *d, VKind k, const void *p, int level);

// Writes one value formatted at [level] (CPython's _format(value, level)).
static void emit_val(Dumper *d, Val *v, int level)
{
    if (v->k == V_TEXT) {
        fputs(v->text.s ? v->text.s : "", d->out);
        free(v->text.s);
        return;
    }
    if (!is_list(v->k)) {
        if (!v->p)
            fputs("None", d->out);
        else
            emit_node(d, v->k, v->p, level);
        return;
    }
    if (v->n == 0) {
        fputs("[]", d->out);
        return;
    }
    fputc('[', d->out);
    for (int i = 0; i < v->n; i++) {
        if (i)
            fputc(',', d->out);
        indent(d, level + 1);
        if (v->k == V_NAMES) {
            Node tmp = {0};
            add_name(&tmp, "", ((const char *const *)v->p)[i]);
            emit_val(d, &tmp.vals[0], level + 1);
        } else if (v->k == V_CMPOPS) {
            fprintf(d->out, "%s()", cmp_names[((const NpCmpOp *)v->p)[i]]);
        } else {
            const void *item = ((const void *const *)v->p)[i];
            if (!item)
                fputs("None", d->out);
            else
                emit_node(d, v->k, item, level + 1);
        }
    }
    fputc(']', d->out);
}

static void emit_node(Dumper *d, VKind k, const void *p, int level)
{
    if (level > NP_DUMP_MAX_DEPTH) {
        fputs("...", d->out);
        return;
    }
    Node nd = {0};
    item_fields(k, p, &nd);
    if (d->all_locs) {
        const NpLoc *l = NULL;
        if (k == V_EXPR || k == V_EXPRS)
            l = &((const NpExpr *)p)->loc;
        else if (k == V_PAT || k == V_PATS)
            l = &((const NpPattern *)p)->loc;
        else if (k == V_ARG || k == V_ARGS)
            l = &((const NpArg *)p)->loc;
        else if (k == V_KEYWORDS)
            l = &((const NpKeyword *)p)->loc;
        else if (k == V_ALIASES)
            l = &((const NpAlias *)p)->loc;
        else if (k == V_HANDLERS)
            l = &((const NpExceptHandler *)p)->loc;
        if (l) {
            add_int(&nd, "lineno", l->line);
            add_int(&nd, "col_offset", l->col);
            add_int(&nd, "end_lineno", l->end_line);
            add_int(&nd, "end_col_offset", l->end_col);
        }
    }
    bool oneline = nd.n <= 3;
    for (int i = 0; i < nd.n && oneline; i++)
        oneline = is_simple(&nd.vals[i], d->all_locs);
    fputs(nd.cls, d->out);
    fputc('(', d->out);
    for (int i = 0; i < nd.n; i++) {
        if (oneline) {
            if (i)
                fputs(", ", d->out);
        } else {
            if (i)
                fputc(',', d->out);
            indent(d, level + 1);
        }
        fputs(nd.names[i], d->out);
        fputc('=', d->out);
        emit_val(d, &nd.vals[i], level + 1);
    }
    fputc(')', d->out);
}

static void dump(const NpModule *m, FILE *out, bool all_locs)
{
    Dumper d = {out, all_locs};
    NpStmtSeq body = m ? m->body : (NpStmtSeq){0, NULL};
    fputs("Module(", out);
    indent(&d, 1);
    fputs("body=", out);
    Val v = {V_STMTS, body.items, body.n, {0}};
    emit_val(&d, &v, 1);
    fputc(',', out);
    indent(&d, 1);
    fputs("type_ignores=[])\n", out);
}

void npast_dump(const NpModule *m, FILE *out) { dump(m, out, false); }

void npast_dump_locs(const NpModule *m, FILE *out) { dump(m, out, true); }
