/*
 * np_build.h - private helpers shared by the grammar (np_grammar.y) and the string/f-string
 * decoder (np_string.c): growable arena vectors, node constructors that report arena exhaustion,
 * target-context checks, parameter and call-argument assembly. Not part of the parser contract.
 */
#ifndef NP_PARSER_BUILD_H
#define NP_PARSER_BUILD_H

#include "np_ast.h"
#include "np_lex.h"

// A growable array in the arena (old storage is abandoned on growth: total cost stays O(n)).
typedef struct NpVec {
    void **items;
    int n, cap;
    // Rule-specific flag (e.g. "had a trailing comma").
    int flag;
} NpVec;

// One formal parameter item before validation: `name`, `name=d`, `*`, `*name`, `**name`, `/`.
enum { PI_NAME, PI_STAR, PI_DSTAR, PI_SLASH };
typedef struct NpParamItem {
    int kind;
    NpArg *arg;           // NULL for bare `*` and `/`.
    NpExpr *def;          // Default value or NULL.
    NpLoc loc;
} NpParamItem;

// One call argument before sorting into args/keywords.
enum { CA_POS, CA_STAR, CA_KW, CA_DSTAR, CA_GENEXP };
typedef struct NpCallArg {
    int kind;
    NpExpr *value;
    const char *name;
    NpLoc loc;
} NpCallArg;

// Assignment-target kinds for npb_set_ctx.
enum { TGT_ASSIGN, TGT_ASSIGN_TOP, TGT_FOR, TGT_DEL, TGT_WITH, TGT_COMP };

// Records a SyntaxError at [loc] (CPython's span) and returns NULL.
void *npb_error(NpLexer *lx, NpLoc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void *npb_oom(NpLexer *lx);

NpVec *npb_vec(NpLexer *lx, void *first);
NpVec *npb_push(NpLexer *lx, NpVec *v, void *item);
// A fresh vector with the items of [v].
NpVec *npb_copy(NpLexer *lx, const NpVec *v);
NpExprSeq npb_exprs(NpLexer *lx, const NpVec *v);
NpStmtSeq npb_stmts(NpLexer *lx, const NpVec *v);
NpPatternSeq npb_patterns(NpLexer *lx, const NpVec *v);
void *npb_new(NpLexer *lx, size_t size);

NpExpr *npb_expr(NpLexer *lx, NpExprKind kind, NpLoc loc);
NpStmt *npb_stmt(NpLexer *lx, NpStmtKind kind, NpLoc loc);
NpPattern *npb_pattern(NpLexer *lx, NpPatternKind kind, NpLoc loc);
NpExpr *npb_name(NpLexer *lx, const char *id, NpLoc loc);
NpExpr *npb_const(NpLexer *lx, NpConstKind kind, NpLoc loc);
NpExpr *npb_binop(NpLexer *lx, NpExpr *l, NpBinOp op, NpExpr *r, NpLoc loc);
NpExpr *npb_unary(NpLexer *lx, NpUnaryOp op, NpExpr *e, NpLoc loc);
// Builds a Tuple (or List) of [v] in load context.
NpExpr *npb_seq(NpLexer *lx, NpExprKind kind, const NpVec *v, NpLoc loc);

// Sets [ctx] on a target, rejecting what cannot be assigned/deleted with CPython's messages.
bool npb_set_ctx(NpLexer *lx, NpExpr *e, NpCtx ctx, int mode);
// Checks an expression used as a value: no bare starred expression.
bool npb_check_value(NpLexer *lx, NpExpr *e);

NpArguments *npb_params(NpLexer *lx, const NpVec *items);
// [comma] tells that the argument list had a trailing comma.
NpExpr *npb_call(NpLexer *lx, NpExpr *func, const NpVec *args, NpLoc loc, bool comma);
// CPython's description of an expression in error messages ("function call", "literal"...).
const char *npb_expr_desc(const NpExpr *e);
bool npb_class_args(NpLexer *lx, NpStmt *s, const NpVec *args);

// Builds the Constant or JoinedStr of an implicit concatenation of string literals (np_string.c).
NpExpr *npb_strings(NpLexer *lx, NpStrTok *first, NpLoc loc);

// Parses the f-string expression [text, text+len) located at file [line]:[col] (np_grammar.y).
NpExpr *npb_parse_fexpr(NpLexer *outer, const char *text, size_t len, int line, int col);

// npast_dump with the span of every node (expressions, patterns, args...), for tests.
void npast_dump_locs(const NpModule *m, FILE *out);

// Marker stored in IfExp.orelse for `x as y` inside the parentheses of a with statement.
extern const NpExpr npb_with_as_mark;
#define NPB_WITH_AS ((NpExpr *)&npb_with_as_mark)

#endif
