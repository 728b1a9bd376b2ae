/*
 * np_ast.h - the abstract syntax tree of Nearly Python.
 *
 * The shape follows CPython's Parser/Python.asdl, hand-written as tagged unions. Every node lives in
 * an NpArena owned by one parse and is freed with it; nothing here is garbage collected. Every node
 * carries a full source span (1-based lines, 0-based columns counted in code points, end exclusive).
 * Identifiers are NUL-terminated UTF-8 strings copied into the arena (already NFKC-normalized);
 * string constants are (bytes, length) pairs because they may contain NUL.
 */
#ifndef NP_PARSER_AST_H
#define NP_PARSER_AST_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* ---------------------------------------------------------------- arena */

// A bump allocator: a chain of blocks, freed all at once by npast_arena_free.
typedef struct NpArenaBlock NpArenaBlock;
typedef struct NpArena {
    // The block currently being carved; older blocks hang off its [prev] chain.
    NpArenaBlock *head;
    // Total bytes handed out, so callers can cap the size of one parse.
    size_t used;
    // Hard cap on [used]; npast_alloc returns NULL once it would be exceeded (0 = no cap).
    size_t limit;
} NpArena;

void npast_arena_init(NpArena *a, size_t limit);
void npast_arena_free(NpArena *a);
// Returns [n] zeroed bytes aligned for any object, or NULL when the arena limit is reached.
void *npast_alloc(NpArena *a, size_t n);
// Copies [len] bytes of [s] into the arena and appends a NUL byte.
char *npast_strdup(NpArena *a, const char *s, size_t len);

/* ---------------------------------------------------------------- locations */

// A source span. Lines are 1-based; columns are 0-based code-point offsets; the end is exclusive.
typedef struct NpLoc {
    int line, col, end_line, end_col;
} NpLoc;

/* ---------------------------------------------------------------- sequences */

struct NpExpr;
struct NpStmt;
struct NpPattern;

// Sequences are a count plus an arena array of node pointers (items may be NULL where documented).
typedef struct NpExprSeq { int n; struct NpExpr **items; } NpExprSeq;
typedef struct NpStmtSeq { int n; struct NpStmt **items; } NpStmtSeq;
typedef struct NpPatternSeq { int n; struct NpPattern **items; } NpPatternSeq;
typedef struct NpNameSeq { int n; const char **items; } NpNameSeq;

/* ---------------------------------------------------------------- operators */

typedef enum NpBinOp {
    BINOP_ADD, BINOP_SUB, BINOP_MUL, BINOP_MATMUL, BINOP_DIV, BINOP_MOD, BINOP_POW,
    BINOP_LSHIFT, BINOP_RSHIFT, BINOP_BITOR, BINOP_BITXOR, BINOP_BITAND, BINOP_FLOORDIV,
    BINOP__COUNT
} NpBinOp;

typedef enum NpUnaryOp { UNARY_INVERT, UNARY_NOT, UNARY_UADD, UNARY_USUB } NpUnaryOp;

typedef enum NpBoolOp { BOOLOP_AND, BOOLOP_OR } NpBoolOp;

typedef enum NpCmpOp {
    CMP_EQ, CMP_NOTEQ, CMP_LT, CMP_LTE, CMP_GT, CMP_GTE, CMP_IS, CMP_ISNOT, CMP_IN, CMP_NOTIN
} NpCmpOp;

// Whether an expression is read, assigned or deleted; set by the parser on targets.
typedef enum NpCtx { CTX_LOAD, CTX_STORE, CTX_DEL } NpCtx;

/* ---------------------------------------------------------------- helper records */

// One formal parameter: `name: annotation`.
typedef struct NpArg {
    const char *name;
    struct NpExpr *annotation;  // NULL when absent.
    NpLoc loc;
} NpArg;

typedef struct NpArgSeq { int n; NpArg **items; } NpArgSeq;

// The parameter list of a def or lambda, exactly as CPython's `arguments` node.
typedef struct NpArguments {
    NpArgSeq posonlyargs;       // Parameters before `/`.
    NpArgSeq args;              // Ordinary positional-or-keyword parameters.
    NpArg *vararg;              // `*args`, or NULL.
    NpArgSeq kwonlyargs;        // Parameters after `*` or `*args`.
    NpExprSeq kw_defaults;      // One per kwonlyarg; an item is NULL when that one has no default.
    NpArg *kwarg;               // `**kwargs`, or NULL.
    NpExprSeq defaults;         // Defaults of the last posonlyargs+args, right-aligned.
} NpArguments;

// A keyword argument in a call; [arg] is NULL for `**mapping`.
typedef struct NpKeyword {
    const char *arg;
    struct NpExpr *value;
    NpLoc loc;
} NpKeyword;

typedef struct NpKeywordSeq { int n; NpKeyword **items; } NpKeywordSeq;

// One `for target in iter if cond...` clause of a comprehension.
typedef struct NpComprehension {
    struct NpExpr *target;
    struct NpExpr *iter;
    NpExprSeq ifs;
} NpComprehension;

typedef struct NpComprehensionSeq { int n; NpComprehension **items; } NpComprehensionSeq;

// One `except type as name:` clause; [type] and [name] may be NULL.
typedef struct NpExceptHandler {
    struct NpExpr *type;
    const char *name;
    NpStmtSeq body;
    NpLoc loc;
} NpExceptHandler;

typedef struct NpHandlerSeq { int n; NpExceptHandler **items; } NpHandlerSeq;

// One `expr as target` item of a with statement; [optional_vars] may be NULL.
typedef struct NpWithItem {
    struct NpExpr *context_expr;
    struct NpExpr *optional_vars;
} NpWithItem;

typedef struct NpWithItemSeq { int n; NpWithItem **items; } NpWithItemSeq;

// One `name as asname` of an import; [name] may be dotted ("a.b.c"); [asname] may be NULL.
// In `from m import *` there is one alias whose name is "*".
typedef struct NpAlias {
    const char *name;
    const char *asname;
    NpLoc loc;
} NpAlias;

typedef struct NpAliasSeq { int n; NpAlias **items; } NpAliasSeq;

// One `case pattern if guard: body` of a match statement; [guard] may be NULL.
typedef struct NpMatchCase {
    struct NpPattern *pattern;
    struct NpExpr *guard;
    NpStmtSeq body;
} NpMatchCase;

typedef struct NpMatchCaseSeq { int n; NpMatchCase **items; } NpMatchCaseSeq;

/* ---------------------------------------------------------------- constants */

typedef enum NpConstKind {
    CONST_NONE, CONST_TRUE, CONST_FALSE, CONST_ELLIPSIS,
    CONST_INT,      // [text]: the literal as written with `_` removed, e.g. "0x1f", "123".
    CONST_FLOAT,    // [f]: the parsed value.
    CONST_IMAG,     // [f]: the imaginary part of `3j`; compiled as the call complex(0.0, f).
    CONST_STR,      // [str]/[len]: decoded UTF-8 bytes (may hold NUL), escapes already applied.
    CONST_BYTES     // [str]/[len]: raw bytes of a b'' literal.
} NpConstKind;

typedef struct NpConst {
    NpConstKind kind;
    double f;
    const char *text;
    const char *str;
    size_t len;
} NpConst;

/* ---------------------------------------------------------------- expressions */

#define NP_EXPR_KINDS(X)                                                                          \
    X(BOOLOP) X(NAMEDEXPR) X(BINOP) X(UNARYOP) X(LAMBDA) X(IFEXP) X(DICT) X(SET) X(LISTCOMP)      \
    X(SETCOMP) X(DICTCOMP) X(GENEXP) X(YIELD) X(YIELDFROM) X(COMPARE) X(CALL) X(FORMATTED)        \
    X(JOINEDSTR) X(CONSTANT) X(ATTRIBUTE) X(SUBSCRIPT) X(STARRED) X(NAME) X(LIST) X(TUPLE)        \
    X(SLICE) X(AWAIT)

#define NP_X_EXPR_ENUM(k) EXPR_##k,
typedef enum NpExprKind { NP_EXPR_KINDS(NP_X_EXPR_ENUM) EXPR__COUNT } NpExprKind;
#undef NP_X_EXPR_ENUM

// Printable names of the expression kinds, indexed by NpExprKind ("BinOp", "Name", ...).
extern const char *const npast_expr_names[EXPR__COUNT];

typedef struct NpExpr {
    NpExprKind kind;
    NpLoc loc;
    union {
        // `a and b and c`: [values] has two or more items.
        struct { NpBoolOp op; NpExprSeq values; } boolop;
        // `target := value`; [target] is a Name in store context.
        struct { struct NpExpr *target, *value; } namedexpr;
        struct { struct NpExpr *left; NpBinOp op; struct NpExpr *right; } binop;
        struct { NpUnaryOp op; struct NpExpr *operand; } unaryop;
        struct { NpArguments *args; struct NpExpr *body; } lambda;
        // `body if test else orelse`.
        struct { struct NpExpr *test, *body, *orelse; } ifexp;
        // `{k: v, **m}`: a NULL key means `**values[i]`.
        struct { NpExprSeq keys, values; } dict;
        struct { NpExprSeq elts; } set;
        // listcomp, setcomp and genexp use [elt]; dictcomp uses [key] and [value].
        struct { struct NpExpr *elt, *key, *value; NpComprehensionSeq generators; } comp;
        // `yield value` ([value] may be NULL), `yield from value`, `await value`.
        struct { struct NpExpr *value; } yield;
        // `left op0 c0 op1 c1 ...`: [ops] has [comparators.n] items.
        struct { struct NpExpr *left; NpCmpOp *ops; NpExprSeq comparators; } compare;
        // [args] may contain Starred items for `*x`; [keywords] holds `k=v` and `**m`.
        struct { struct NpExpr *func; NpExprSeq args; NpKeywordSeq keywords; } call;
        // One `{value!conversion:format_spec}` of an f-string. [conversion] is -1, 's', 'r' or
        // 'a'; [format_spec] is NULL or a JoinedStr. For `{x=}` the parser emits the literal text
        // "x=" as a Constant before this node and sets conversion to 'r' when no spec is given.
        struct { struct NpExpr *value; int conversion; struct NpExpr *format_spec; } formatted;
        // An f-string: Constant (str) and FormattedValue parts in order.
        struct { NpExprSeq values; } joinedstr;
        NpConst constant;
        struct { struct NpExpr *value; const char *attr; NpCtx ctx; } attribute;
        // `value[slice]`; a tuple subscript `a[1, 2:3]` has a Tuple (of Slices) as [slice].
        struct { struct NpExpr *value, *slice; NpCtx ctx; } subscript;
        struct { struct NpExpr *value; NpCtx ctx; } starred;
        struct { const char *id; NpCtx ctx; } name;
        // list and tuple literals or targets.
        struct { NpExprSeq elts; NpCtx ctx; } seq;
        // `lower:upper:step`; each part may be NULL.
        struct { struct NpExpr *lower, *upper, *step; } slice;
    } u;
} NpExpr;

/* ---------------------------------------------------------------- patterns (match) */

#define NP_PATTERN_KINDS(X)                                                                       \
    X(MATCHVALUE) X(MATCHSINGLETON) X(MATCHSEQUENCE) X(MATCHMAPPING) X(MATCHCLASS) X(MATCHSTAR)   \
    X(MATCHAS) X(MATCHOR)

#define NP_X_PAT_ENUM(k) PAT_##k,
typedef enum NpPatternKind { NP_PATTERN_KINDS(NP_X_PAT_ENUM) PAT__COUNT } NpPatternKind;
#undef NP_X_PAT_ENUM

extern const char *const npast_pattern_names[PAT__COUNT];

typedef struct NpPattern {
    NpPatternKind kind;
    NpLoc loc;
    union {
        // A literal or dotted-name value compared with ==.
        struct { NpExpr *value; } value;
        // None, True or False, compared with `is`.
        struct { NpConstKind value; } singleton;
        struct { NpPatternSeq patterns; } sequence;
        // `{k: p, **rest}`; [rest] may be NULL.
        struct { NpExprSeq keys; NpPatternSeq patterns; const char *rest; } mapping;
        // `cls(p, k=p)`.
        struct {
            NpExpr *cls;
            NpPatternSeq patterns;
            NpNameSeq kwd_attrs;
            NpPatternSeq kwd_patterns;
        } cls;
        // `*name` inside a sequence pattern; [name] is NULL for `*_`.
        struct { const char *name; } star;
        // `pattern as name`; both NULL is `_`; [pattern] NULL and [name] set is a capture.
        struct { struct NpPattern *pattern; const char *name; } as;
        struct { NpPatternSeq patterns; } or_;
    } u;
} NpPattern;

/* ---------------------------------------------------------------- statements */

#define NP_STMT_KINDS(X)                                                                          \
    X(FUNCTIONDEF) X(CLASSDEF) X(RETURN) X(DELETE) X(ASSIGN) X(AUGASSIGN) X(ANNASSIGN) X(FOR)     \
    X(WHILE) X(IF) X(WITH) X(MATCH) X(RAISE) X(TRY) X(TRYSTAR) X(ASSERT) X(IMPORT)                \
    X(IMPORTFROM) X(GLOBAL) X(NONLOCAL) X(EXPR) X(PASS) X(BREAK) X(CONTINUE)

#define NP_X_STMT_ENUM(k) STMT_##k,
typedef enum NpStmtKind { NP_STMT_KINDS(NP_X_STMT_ENUM) STMT__COUNT } NpStmtKind;
#undef NP_X_STMT_ENUM

extern const char *const npast_stmt_names[STMT__COUNT];

typedef struct NpStmt {
    NpStmtKind kind;
    NpLoc loc;
    union {
        // [returns] may be NULL. [loc] starts at `def` (not at the first decorator).
        struct {
            const char *name;
            NpArguments *args;
            NpStmtSeq body;
            NpExprSeq decorators;
            NpExpr *returns;
        } funcdef;
        // [keywords] holds class keywords such as metaclass=, which the compiler rejects.
        struct {
            const char *name;
            NpExprSeq bases;
            NpKeywordSeq keywords;
            NpStmtSeq body;
            NpExprSeq decorators;
        } classdef;
        // [value] may be NULL.
        struct { NpExpr *value; } ret;
        struct { NpExprSeq targets; } del;
        // `t1 = t2 = value`: [targets] in source order.
        struct { NpExprSeq targets; NpExpr *value; } assign;
        struct { NpExpr *target; NpBinOp op; NpExpr *value; } augassign;
        // [value] may be NULL; [simple] is 1 for a plain unparenthesized name target.
        struct { NpExpr *target, *annotation, *value; int simple; } annassign;
        struct { NpExpr *target, *iter; NpStmtSeq body, orelse; } for_;
        struct { NpExpr *test; NpStmtSeq body, orelse; } while_;
        // `elif` chains are nested Ifs in [orelse], as in CPython.
        struct { NpExpr *test; NpStmtSeq body, orelse; } if_;
        struct { NpWithItemSeq items; NpStmtSeq body; } with;
        struct { NpExpr *subject; NpMatchCaseSeq cases; } match;
        // `raise exc from cause`; both may be NULL.
        struct { NpExpr *exc, *cause; } raise;
        // try and try-star share this layout.
        struct { NpStmtSeq body; NpHandlerSeq handlers; NpStmtSeq orelse, finalbody; } try_;
        // [msg] may be NULL.
        struct { NpExpr *test, *msg; } assert_;
        struct { NpAliasSeq names; } import;
        // `from ..module import names`; [module] may be NULL when [level] > 0.
        struct { const char *module; NpAliasSeq names; int level; } importfrom;
        // global and nonlocal.
        struct { NpNameSeq names; } names;
        struct { NpExpr *value; } expr;
    } u;
} NpStmt;

/* ---------------------------------------------------------------- module */

// A parsed file: its statements, in the arena that owns every node.
typedef struct NpModule {
    NpStmtSeq body;
} NpModule;

/* ---------------------------------------------------------------- constructors and dump */

// Allocates a node of [kind] at [loc] with a zeroed union; NULL when the arena is exhausted.
NpExpr *npast_expr(NpArena *a, NpExprKind kind, NpLoc loc);
NpStmt *npast_stmt(NpArena *a, NpStmtKind kind, NpLoc loc);
NpPattern *npast_pattern(NpArena *a, NpPatternKind kind, NpLoc loc);

// Writes an indented, CPython-ast.dump-like rendering of [m] to [out] (used by `nearly ast`).
void npast_dump(const NpModule *m, FILE *out);

#endif
