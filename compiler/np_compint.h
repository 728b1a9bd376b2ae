/*
 * np_compint.h - internal declarations shared by the compiler's files (np_symtable.c, np_emit.c,
 * np_compile.c, np_compexpr.c). Not part of any other module's API.
 *
 * Pipeline: np_symtable.c builds one NpScope per module/def/lambda/comprehension/class body and
 * resolves every name (local, cell, free, global); np_compile.c (statements) and np_compexpr.c
 * (expressions) walk the AST again and emit code through np_emit.c, which owns the per-function
 * buffers (code, lines, constants, exception table) and builds the final NpProto.
 */
#ifndef NP_COMPILER_COMPINT_H
#define NP_COMPILER_COMPINT_H

#ifndef NP_CORE
#error "np_compint.h is an internal header"
#endif

#include "np_code.h"
#include "np_compile.h"

/* ---------------------------------------------------------------- limits */

// Deepest expression/statement recursion the compiler follows before "too complex".
#define NP_COMP_MAX_DEPTH 1200
// Most instructions one proto may hold (a sanity cap far below the sJ range).
#define NP_COMP_MAX_CODE (4 * 1024 * 1024)
// Elements evaluated into registers at once when building a long display or call.
#define NP_COMP_CHUNK 32
// Most variables one comprehension receives by value (NpSymbol.byval): each takes an argument
// register at the call site, so a comprehension reading more keeps them all as cells.
#define NP_COMP_MAX_BYVAL 64
// Loop-invariant constants (np_compexpr.c npcomp_hoist_begin): at most NP_HOIST_LOOP loaded
// before one loop, NP_HOIST_TOTAL for all the loops around a point, and none once the
// function's registers reach NP_HOIST_MAX_REG (the rest stay for temporaries).
#define NP_HOIST_LOOP 8
#define NP_HOIST_TOTAL 32
#define NP_HOIST_MAX_REG 160

/* ---------------------------------------------------------------- symbols and scopes */

// Pass-1 facts about a name in one scope (bit flags).
enum {
    DEF_LOCAL = 0x1,      // Bound here: assignment, def, class, import, for/with/except target.
    DEF_PARAM = 0x2,      // A parameter.
    DEF_GLOBAL = 0x4,     // Declared `global` (or an implicit global of a module-level walrus).
    DEF_NONLOCAL = 0x8,   // Declared `nonlocal` (or a walrus target inside a comprehension).
    DEF_USE = 0x10,       // Read here.
    DEF_DEL = 0x20,       // Deleted here (or an `except ... as` name): reads always check.
    DEF_ANNOT = 0x40,     // Annotated (`x: int`).
    DEF_COMPITER = 0x80,  // A comprehension iteration variable.
    DEF_IMPLICIT = 0x100,  // Added by analysis (a free variable passed through this scope).
    DEF_STRAPPEND = 0x200, // Target of `x += v` with v not a number literal: a local's other
                           // reads emit DISOWN first (vm/np_strbuild.h).
    DEF_CLASSVAR = 0x400,  // Annotated with typing's ClassVar: not a dataclass/NamedTuple field.
    DEF_INITVAR = 0x800,   // Annotated with dataclasses' InitVar: an __init__-only pseudo-field.
    DEF_KWMARK = 0x1000    // Annotated with dataclasses' KW_ONLY (`_: KW_ONLY`): the fields
                           // after it are keyword-only; it is no field itself.
};

// Where a name lives after analysis.
typedef enum NpSymScope {
    SYM_NONE,
    SYM_LOCAL,            // A register of the frame.
    SYM_CELL,             // A register holding an NpCell made at entry.
    SYM_FREE,             // A register receiving an NpCell from the enclosing function.
    SYM_GLOBAL_EXPLICIT,  // `global x`.
    SYM_GLOBAL_IMPLICIT   // Module-level names and names bound nowhere enclosing.
} NpSymScope;

typedef struct NpSymbol {
    const char *name;
    uint32_t hash;
    // DEF_* bits from the first pass.
    uint16_t flags;
    // An NpSymScope, set by analysis.
    uint8_t scope;
    // The register of a local/cell/free name, or -1.
    int16_t reg;
    // In a class body, the register holding the cell of a same-named variable of an enclosing
    // function that a method needs (the class's own binding lives in [reg]); -1 otherwise.
    int16_t passreg;
    // Line of the global/nonlocal declaration, for error messages.
    int declline;
    // In a list, set or dict comprehension: a variable of an enclosing function that this
    // comprehension and the comprehensions nested in it only read (no def, lambda, genexp or
    // walrus reaches it). While analysis runs it marks a candidate; after finalize_byval it is
    // true only when the name is handed over by value: a hidden parameter after `.0` (SYM_LOCAL
    // here, copied at the call from the enclosing function's plain local, or from its own cell
    // when no nested scope rebinds it: np_compexpr.c compile_comp), since the enclosing frame
    // cannot run while the comprehension does.
    bool byval;
    // Some scope nested in this one declares the name nonlocal (or binds it with a walrus from
    // a comprehension), so its cell may change while a comprehension runs.
    bool nested_rebind;
    // A [byval] parameter the call site found definitely assigned (set by compile_comp before
    // the comprehension's body is compiled): its reads need no CHECKFREE.
    bool entry_bound;
    // A plain local of a function that a nested def, lambda or genexp reads: analysis keeps it
    // a register when it is a parameter that nothing rebinds (NpSymbol.byval's counterpart for
    // closures, np_symtable.c keep_fixed_params), and MAKEFUNC then gives each closure a cell
    // of its own holding the value (vm/np_func.c np_func_new); otherwise it becomes a cell.
    bool captured;
} NpSymbol;

typedef enum NpScopeKind { SCOPE_MODULE, SCOPE_FUNCTION, SCOPE_CLASS } NpScopeKind;

// What a function scope was made from (for names, qualnames and special rules).
typedef enum NpScopeSub {
    SUB_MODULE, SUB_DEF, SUB_LAMBDA, SUB_LISTCOMP, SUB_SETCOMP, SUB_DICTCOMP, SUB_GENEXP, SUB_CLASS
} NpScopeSub;

typedef struct NpScope {
    NpScopeKind kind;
    NpScopeSub sub;
    // The AST node that opened the scope (an NpStmt or NpExpr), used to find it again.
    const void *node;
    const char *name;
    // malloc'd CPython-style qualified name ("C.f", "f.<locals>.<lambda>").
    char *qualname;
    struct NpScope *parent;
    struct NpScope **children;
    int nchildren, capchildren;
    // Symbols in insertion order (parameters first), with an open-addressing index [htab] of
    // size [hmask] + 1 holding symbol numbers + 1 (0 = empty).
    NpSymbol *syms;
    int nsyms, capsyms;
    int *htab;
    int hmask;
    // The scope contains yield / yield from.
    bool generator;
    // The scope contains an assignment expression (reads of locals are then copied before use
    // in binary operations, since the walrus may rebind them mid-expression).
    bool has_walrus;
    // A class body with an annotated simple name (`x: int`): its `__annotations__` local is
    // made an empty dict first, and each annotation is stored in it (CPython's SETUP_ANNOTATIONS).
    bool has_annotations;
    // Register assignment: [nlocals] registers hold names; temporaries start there.
    int nlocals;
    int firstline;
} NpScope;

/* ---------------------------------------------------------------- the compiler */

struct NpFuncState;

// One compilation of a module.
typedef struct NpCompiler {
    NpVM *vm;
    const char *filename;
    NpStr *filename_str;
    NpSyntaxError *err;
    // Set on the first error; the compiler then unwinds without emitting more.
    bool failed;
    // Current recursion depth (expressions and statements) and the first-pass depth.
    int depth;
    NpScope *module_scope;
    // Every scope made, for freeing.
    NpScope **all;
    int nall, capall;
    // The function being compiled.
    struct NpFuncState *fs;
    // Strings made by the compiler (names of dotted-import bindings), freed at the end.
    char **strs;
    int nstrs, capstrs;
    // Set only by npcomp_positions (a traceback being formatted recompiles the source): every
    // emitted instruction's source span is recorded, and each finished proto's spans are
    // handed to this recorder. NULL for ordinary compiles, which record nothing.
    struct NpPosRecorder *pos;
    // `from __future__ import annotations` was seen (the symtable pass sets it): annotations
    // are then stored as their source text, unparsed from the AST, instead of evaluated.
    bool future_annotations;
    // Pass 1 is inside a comprehension's iterable expression (a count, as they nest), where a
    // walrus is refused, in nested lambdas and comprehensions too (CPython's rule).
    int comp_iter_expr;
    // Pass 1 is visiting a comprehension's `for` target: each name bound there is marked an
    // iteration variable, and refused if a walrus of the same comprehension bound it first.
    bool comp_iter_target;
} NpCompiler;

// A growable list of instruction indexes (pending jumps to patch).
typedef struct NpJumpList {
    int *pcs;
    int n, cap;
} NpJumpList;

typedef enum NpBlockKind {
    BLK_LOOP,         // A for/while loop: break and continue stop here.
    BLK_TRY,          // The body of a try with except clauses.
    BLK_FINALLY,      // The protected part of a try-finally: leaving runs [finalbody].
    BLK_HANDLER,      // An except clause body: leaving pops the handled exception.
    BLK_FINALLY_EXC,  // The finally body run on the exceptional path (PUSHEXC active).
    BLK_WITH          // The body of a with: leaving calls __exit__.
} NpBlockKind;

// A protected pc range of a block: [start, end).
typedef struct NpPcRange {
    int start, end;
} NpPcRange;

// A block of the statement nesting that break/continue/return must unwind through.
typedef struct NpBlock {
    NpBlockKind kind;
    // Start of the currently open protected range, or -1 while suspended.
    int range_start;
    NpPcRange *ranges;
    int nranges, capranges;
    // HANDLER/FINALLY_EXC: the register of the exception (POPEXC operand); WITH: exit register;
    // LOOP: the register holding the generator the loop owns (GENCLOSE operand), or -1.
    int reg;
    // HANDLER: the `as` name to delete when leaving, or NULL; [star] on an except* clause's
    // block (return, and break/continue of a loop outside it, are refused there).
    const char *exc_name;
    bool star;
    // FINALLY: the finally body to run when leaving.
    const NpStmtSeq *finalbody;
    // LOOP: where continue jumps (-1: forward to the for loop's back edge, not emitted yet; the
    // jumps wait in [continues]), and the pending break jumps.
    int continue_pc;
    NpJumpList breaks, continues;
    // LOOP of a for statement (compiler21): [copies] when a `continue` or the end of an if
    // branch in tail position may run a copy of the back edge (`FORLOOP fl_it -> fl_body;
    // EXTRA fl_dst` at the for statement's line and span [fl_loc]) followed by a JMP to the
    // loop's exit, which waits in [exits] (the else clause, as the exhausted back edge).
    bool copies;
    int fl_it, fl_dst, fl_body;
    NpLoc fl_loc;
    NpJumpList exits;
} NpBlock;

// Per-proto compilation state.
typedef struct NpFuncState {
    NpCompiler *c;
    struct NpFuncState *prev;
    NpScope *scope;
    NpInstr *code;
    int32_t *lines;
    int ncode, capcode;
    NpValue *consts;
    int nconsts, capconsts;
    // Dedup index over [consts]: open addressing, entries are const index + 1.
    int *khash;
    int kmask;
    NpHandlerEntry *handlers;
    int nhandlers, caphandlers;
    // First free register, and the highest register count reached.
    int freereg, maxreg;
    // Line given to emitted instructions.
    int curline;
    // Span given to emitted instructions when c->pos records positions: the statement or
    // expression being compiled (curexpr is NULL for a statement), and the recorded spans,
    // [ncode] entries of capacity [cappos] (NULL when not recording).
    NpLoc curloc;
    const NpExpr *curexpr;
    NpCodePos *pos;
    int cappos;
    NpBlock *blocks;
    int nblocks, capblocks;
    // Definite assignment: bit r set when register r certainly holds a value here; [dead] when
    // the current point is unreachable (after return/break/continue/raise).
    uint8_t assigned[32];
    bool dead;
    // Emit every conditional jump as an inverted short jump over a JMP (the retry mode used
    // when a conditional jump did not fit in sBx), and whether that happened.
    bool longjumps;
    bool jump_overflow;
    // Set while a module-level loop's plain copy is compiled (np_compile.c regloop_*): loops
    // inside it get no register copy of their own, so nesting does not double code per level.
    bool no_regloop;
    // The last statement of the innermost for loop's body, or of a branch of an if statement
    // in that position (compiler21): an if statement that is [tail] ends its branches with a
    // copy of the loop's back edge instead of a JMP to it (np_compile.c compile_if).
    const NpStmt *tail;
    // The constant right operand of the innermost while loop's test comparison (`i < 1000000`),
    // loaded once before the loop into register [hoisted_reg] (np_compile.c compile_while_plain),
    // or NULL: compile_compare reads it from there instead of a LOADK per iteration.
    const NpExpr *hoisted;
    int hoisted_reg;
    // Constants loaded once before the enclosing loops of the code being compiled (np_compexpr.c
    // npcomp_hoist_begin, compiler20): throughout those loops register hk_reg[j] holds constant
    // hk_val[j] (an int, float or str of the constant table), and npcomp_expr_any reads an
    // operand of that value there instead of emitting a LOADK/LOADI per iteration.
    int nhk;
    NpValue hk_val[NP_HOIST_TOTAL];
    int hk_reg[NP_HOIST_TOTAL];
} NpFuncState;

/* ---------------------------------------------------------------- np_symtable.c */

// Builds and analyzes every scope of [m]; false with c->err filled on a compile error.
bool npcomp_symtable(NpCompiler *c, const NpModule *m);
// Frees every scope.
void npcomp_symtable_free(NpCompiler *c);
// Looks up [name] in [s] (NULL when absent).
NpSymbol *npcomp_lookup(NpScope *s, const char *name);
// A NUL-terminated copy of [n] bytes of [s] owned by the compiler; NULL on out-of-memory.
char *npcomp_strdup(NpCompiler *c, const char *s, size_t n);
// The name an import alias binds (asname, or the first component of a dotted module name).
const char *npcomp_import_binding(NpCompiler *c, const NpAlias *al);
// The child scope of [s] opened by AST [node].
NpScope *npcomp_child(NpScope *s, const void *node);
// The number of variables comprehension scope [s] receives by value (NpSymbol.byval).
int npcomp_byval_count(const NpScope *s);

/* ---------------------------------------------------------------- np_emit.c */

// Records a compile error at [loc] (first one wins) and returns false.
bool npcomp_error(NpCompiler *c, NpLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
bool npcomp_error_line(NpCompiler *c, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

void npcomp_fs_init(NpFuncState *fs, NpCompiler *c, NpScope *scope);
void npcomp_fs_reset(NpFuncState *fs);
void npcomp_fs_free(NpFuncState *fs);
// Appends an instruction (with the current line); returns its pc.
int npcomp_emit(NpFuncState *fs, NpInstr i);
int npcomp_emit_abc(NpFuncState *fs, NpOpcode op, int a, int b, int c);
int npcomp_emit_abx(NpFuncState *fs, NpOpcode op, int a, int bx);
// Emits an ABC instruction whose C operand is constant [k] (a name), using an EXTRA word when
// [k] does not fit in 8 bits.
void npcomp_emit_abk(NpFuncState *fs, NpOpcode op, int a, int b, int k);
// Registers: reserve [n] at the top, free down to [reg] (LIFO).
int npcomp_reserve(NpFuncState *fs, int n);
void npcomp_free_to(NpFuncState *fs, int reg);
// Constants (deduplicated); -1 on MemoryError.
int npcomp_const(NpFuncState *fs, NpValue v);
int npcomp_const_str(NpFuncState *fs, const char *s, size_t len);
int npcomp_const_name(NpFuncState *fs, const char *name);
// Jumps. A jump is recorded by the pc of its instruction and patched later.
int npcomp_emit_jmp(NpFuncState *fs);
// Emits a jump taken when the truthiness of R[reg] equals [when]; returns the pc to patch.
int npcomp_emit_condjmp(NpFuncState *fs, int reg, bool when);
// The small int literal [e] as the immediate of ADDI/SUBI/LTI/IADDI...: true with it in *[imm]
// when [e] folds to an int (not a bool) in [NP_SC_MIN, NP_SC_MAX] (np_compexpr.c).
bool npcomp_small_int(NpFuncState *fs, const NpExpr *e, int *imm);
// The register of the first target when targets [elts] are two or more plain local names
// whose registers are consecutive in order (`a, b, c = ...`), else -1.
int npcomp_consecutive_locals(NpFuncState *fs, const NpExprSeq *elts);
// A for loop is rotated: its head is `FORLOOP it +1; EXTRA dst; JMP exit`, the same
// instruction as the back edge at the bottom, so the first item goes straight into the loop
// variable's register R[dst] (or R[it+1], the scratch register, when the target is no plain
// local and the store code follows) and the body starts after the JMP, which only an iterator
// exhausted at once reaches. Emits the head; returns its pc (the body starts 3 words later),
// with *[exit] the JMP to patch to the loop's exit.
int npcomp_emit_forhead(NpFuncState *fs, int it, int dst, int *exit);
// The register of for target [target] when it is a plain local name (the head's FORLOOP can
// store each item there itself, with no store code), else -1.
int npcomp_for_target(NpFuncState *fs, const NpExpr *target);
// Emits a for loop's back edge: FORLOOP (next item into R[dst], jump to [body]) when the
// offset fits, else a JMP to the loop's head at [top] (which fetches the item and enters the
// body). True when FORLOOP was emitted (it falls through when the iterator is exhausted).
bool npcomp_emit_forloop(NpFuncState *fs, int it, int dst, int body, int top);
void npcomp_patch(NpFuncState *fs, int pc, int target);
void npcomp_patch_here(NpFuncState *fs, int pc);
void npcomp_jl_add(NpJumpList *jl, int pc);
void npcomp_jl_patch_here(NpFuncState *fs, NpJumpList *jl);
void npcomp_jl_free(NpJumpList *jl);
// Emits a backward jump to [target].
void npcomp_emit_jmp_to(NpFuncState *fs, int target);
// Exception table.
void npcomp_add_handler(NpFuncState *fs, int start, int end, int handler, int reg);
// Blocks.
// Pushes a block whose protected range starts here; returns its index in fs->blocks (the array
// may move when more blocks are pushed, so keep the index, not a pointer).
int npcomp_push_block(NpFuncState *fs, NpBlockKind kind);
void npcomp_pop_block(NpFuncState *fs, int handler_pc, int reg);
void npcomp_block_suspend(NpFuncState *fs, NpBlock *b);
void npcomp_block_resume(NpFuncState *fs, NpBlock *b);
// Builds the proto from [fs]; NULL on error.
NpProto *npcomp_finish(NpFuncState *fs, int argcount, int posonly, int kwonly, int flags);

// Definite assignment helpers.
static inline bool npcomp_is_assigned(NpFuncState *fs, int r)
{
    return fs->dead || (r >= 0 && r < 256 && (fs->assigned[r >> 3] >> (r & 7)) & 1);
}
static inline void npcomp_set_assigned(NpFuncState *fs, int r, bool on)
{
    if (r < 0 || r >= 256)
        return;
    if (on)
        fs->assigned[r >> 3] |= (uint8_t)(1u << (r & 7));
    else
        fs->assigned[r >> 3] &= (uint8_t)~(1u << (r & 7));
}

/* ---------------------------------------------------------------- np_compexpr.c */

// Compiles [e] so that its value ends up in register [target] (a local's register or an
// already reserved temporary).
void npcomp_expr_to(NpFuncState *fs, const NpExpr *e, int target);
// Compiles [e] into some register and returns it: a local's own register when [e] is a bound
// local, otherwise a new temporary at the top.
int npcomp_expr_any(NpFuncState *fs, const NpExpr *e);
// The register of local name [e] like npcomp_expr_any, without the DISOWN of a DEF_STRAPPEND
// local: for the left operand of `x += v` only. -1 if [e] is not a (bound-checked) local.
int npcomp_append_target(NpFuncState *fs, const NpExpr *e);
// Compiles [e] into a new temporary at the top and returns it.
int npcomp_expr_next(NpFuncState *fs, const NpExpr *e);
// The register of [e] when it is a bound local (as npcomp_expr_any), else compiles [e] into
// [target] and returns that: for an operand read at once, so no MOVE copies a local first.
int npcomp_expr_local_or_to(NpFuncState *fs, const NpExpr *e, int target);
// Evaluates the start, stop and step of slice expression [e] (None where left out) into three
// new consecutive registers and returns the first (GETSLICE, SETSLICE and BUILDSLICE read them).
int npcomp_slice_parts(NpFuncState *fs, const NpExpr *e);
// Emits code that jumps to a pc added to [jl] when bool(e) == [when], else falls through.
void npcomp_jump_if(NpFuncState *fs, const NpExpr *e, bool when, NpJumpList *jl);
// Loads the constants that loop body [body] (and, when not NULL, the while test [test]) uses as
// operands into registers of their own before the loop, for npcomp_expr_any to read there;
// returns the state npcomp_hoist_end restores when the loop's body is compiled.
int npcomp_hoist_begin(NpFuncState *fs, const NpStmtSeq *body, const NpExpr *test);
void npcomp_hoist_end(NpFuncState *fs, int mark);
// Stores the value in register [val] into assignment target [t].
void npcomp_store(NpFuncState *fs, const NpExpr *t, int val);
// Stores register [val] into the variable [name] (any scope).
void npcomp_store_name(NpFuncState *fs, const char *name, int val, NpLoc loc);
// Loads variable [name] into register [target].
void npcomp_load_name_to(NpFuncState *fs, const char *name, int target, NpLoc loc);
// Deletes target [t].
void npcomp_delete(NpFuncState *fs, const NpExpr *t);
// Compiles a nested function scope's proto (def body, lambda, comprehension) and emits
// MAKEFUNC into [a] (with [defaults]: the defaults already in R[a], R[a+1]), else MAKEFUNC0.
void npcomp_make_function(NpFuncState *fs, NpScope *s, const NpArguments *args,
                          const NpStmtSeq *body, const NpExpr *lambda_body, int a, bool defaults);
// Compiles the body of comprehension [e] (the function proto's code).
void npcomp_comp_body(NpFuncState *fs, const NpExpr *e);
// Builds the defaults tuple/kwdefaults dict of [args] into R[a] and R[a+1]; false, with
// nothing emitted, when [args] has neither (MAKEFUNC0 then needs no operands).
bool npcomp_defaults(NpFuncState *fs, const NpArguments *args, int a);
/* ---------------------------------------------------------------- np_fold.c */

// Tries to evaluate [e] at compile time (literals, constant arithmetic, constant tuples).
bool npcomp_fold(NpFuncState *fs, const NpExpr *e, NpValue *out);
// Folds [a] op [b] when that is safe (small results, no exceptions).
bool npcomp_fold_binop(NpFuncState *fs, NpBinOp op, NpValue a, NpValue b, NpValue *out);
// Whether CPython's constant folding evaluates int [a] op int [b] (its limits, found by
// black-box runs of python3.11's compiler): a product, power or left shift only while the
// result stays within 128 bits (bits(a) + bits(b), bits(a) * b, bits(a) + b), anything else.
bool npcomp_int_fold_allowed(NpBinOp op, NpValue a, NpValue b);

/* ---------------------------------------------------------------- np_compmatch.c */

// Compiles a match statement.
void npcomp_match(NpFuncState *fs, const NpStmt *st);

/* ---------------------------------------------------------------- np_compile.c */

// Compiles a statement sequence.
void npcomp_stmts(NpFuncState *fs, const NpStmtSeq *seq);
// Compiles the body of function scope [s] into a proto.
NpProto *npcomp_function_proto(NpCompiler *c, NpScope *s, const NpArguments *args,
                               const NpStmtSeq *body, const NpExpr *lambda_body);

#endif
