/*
 * np_api_repl.c - the internal entry points of `nearly repl` (np_api_repl.h): one input at a
 * time in "single" mode against the persistent __main__ globals, :dis of an input, and name
 * completion that asks the attribute rule (vm/np_complete.h) instead of running code.
 *
 * Echo is done by an AST rewrite rather than a compiler mode: each expression statement outside
 * def and class bodies becomes `__np_echo__(expr)`, a hidden builtin that prints the repr of a
 * value other than None and binds builtins._, like CPython's PRINT_EXPR and sys.displayhook.
 * So `for i in range(3): i` echoes 0, 1 and 2 as CPython's REPL does.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "np_api_repl.h"
#include "np_serial.h"
#include "np_compile.h"
#include "np_complete.h"
#include "np_embed.h"
#include "np_interp.h"
#include "np_parse.h"
#include "np_runtime.h"

// The largest AST arena one input may use (as nearly_run).
#define REPL_ARENA_LIMIT ((size_t)256 * 1024 * 1024)
// The name of the hidden echo builtin; completion never lists names with this prefix.
#define REPL_ECHO "__np_echo__"
#define REPL_HIDDEN_PREFIX "__np_"
// The file name of every input, as in CPython's REPL.
#define REPL_FILE "<stdin>"

NpVM *nearly_internal_vm(NearlyVM *h);

/* ---------------------------------------------------------------- echo */

// __np_echo__(value): prints repr(value) on the output sink unless it is None, and binds
// builtins._ to it.
static bool repl_echo(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    *out = np_none();
    if (!np_args_nokw(vm, REPL_ECHO, kwnames) || !np_args_count(vm, REPL_ECHO, argc, 1, 1))
        return false;
    if (NP_IS_NONE(argv[0]))
        return true;
    NpStr *r = np_repr(vm, argv[0]);
    if (!r)
        return false;
    vm->write_out(vm->write_ud, r->data, r->len);
    vm->write_out(vm->write_ud, "\n", 1);
    NpStr *under = np_intern_cstr(vm, "_");
    return under && np_dict_set_str(vm, vm->builtins, under, argv[0]);
}

// Installs __np_echo__ in the builtins once; false with MemoryError pending.
static bool install_echo(NpVM *vm)
{
    NpStr *key = np_intern_cstr(vm, REPL_ECHO);
    if (!key)
        return false;
    if (!NP_IS_UNDEF(np_dict_get_str(vm->builtins, key)))
        return true;
    NpNative *f = np_native_new(vm, REPL_ECHO, repl_echo, NULL);
    return f && np_dict_set_str(vm, vm->builtins, key, np_obj(&f->hdr));
}

static bool rewrite_seq(NpArena *a, NpStmtSeq *seq, int depth);

// Rewrites expression statement [st] into a call of the echo builtin; false when the arena is
// full.
static bool rewrite_expr_stmt(NpArena *a, NpStmt *st)
{
    NpExpr *e = st->u.expr.value;
    NpExpr *call = npast_expr(a, EXPR_CALL, e->loc);
    NpExpr *fn = npast_expr(a, EXPR_NAME, e->loc);
    NpExpr **args = npast_alloc(a, sizeof *args);
    char *name = npast_strdup(a, REPL_ECHO, strlen(REPL_ECHO));
    if (!call || !fn || !args || !name)
        return false;
    fn->u.name.id = name;
    fn->u.name.ctx = CTX_LOAD;
    args[0] = e;
    call->u.call.func = fn;
    call->u.call.args.n = 1;
    call->u.call.args.items = args;
    st->u.expr.value = call;
    return true;
}

// Rewrites the expression statements of [st] and of the statements nested in it, except in def
// and class bodies (their expression statements are not echoed, as in CPython). The parser caps
// nesting at NP_MAX_PARSE_DEPTH, and [depth] guards the recursion anyway.
static bool rewrite_stmt(NpArena *a, NpStmt *st, int depth)
{
    if (depth > 4 * NP_MAX_PARSE_DEPTH)
        return true;
    switch (st->kind) {
    case STMT_EXPR: return rewrite_expr_stmt(a, st);
    case STMT_FOR:
        return rewrite_seq(a, &st->u.for_.body, depth) && rewrite_seq(a, &st->u.for_.orelse, depth);
    case STMT_WHILE:
        return rewrite_seq(a, &st->u.while_.body, depth) &&
               rewrite_seq(a, &st->u.while_.orelse, depth);
    case STMT_IF:
        return rewrite_seq(a, &st->u.if_.body, depth) && rewrite_seq(a, &st->u.if_.orelse, depth);
    case STMT_WITH: return rewrite_seq(a, &st->u.with.body, depth);
    case STMT_MATCH:
        for (int i = 0; i < st->u.match.cases.n; i++)
            if (!rewrite_seq(a, &st->u.match.cases.items[i]->body, depth))
                return false;
        return true;
    case STMT_TRY:
    case STMT_TRYSTAR:
        for (int i = 0; i < st->u.try_.handlers.n; i++)
            if (!rewrite_seq(a, &st->u.try_.handlers.items[i]->body, depth))
                return false;
        return rewrite_seq(a, &st->u.try_.body, depth) &&
               rewrite_seq(a, &st->u.try_.orelse, depth) &&
               rewrite_seq(a, &st->u.try_.finalbody, depth);
    default: return true;
    }
}

static bool rewrite_seq(NpArena *a, NpStmtSeq *seq, int depth)
{
    for (int i = 0; i < seq->n; i++)
        if (!rewrite_stmt(a, seq->items[i], depth + 1))
            return false;
    return true;
}

/* ---------------------------------------------------------------- running an input */

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

// Prints syntax error [e] of [src] through the error sink and records it in [res].
static NearlyStatus report_syntax(NpVM *vm, const NpSyntaxError *e, const char *src, size_t len,
                                  NpReplResult *res)
{
    char *text = NULL;
    size_t textlen = 0;
    FILE *mem = open_memstream(&text, &textlen);
    if (mem) {
        npparse_format_error(e, src, len, REPL_FILE, mem);
        fclose(mem);
        vm->write_err(vm->write_ud, text, textlen);
        free(text);
    }
    snprintf(res->type, sizeof res->type, "%s", e->type);
    snprintf(res->msg, sizeof res->msg, "%s", e->msg);
    return res->status = NEARLY_ERR_SYNTAX;
}

// Prints the pending exception's traceback (no source lines) and records it in [res].
static NearlyStatus report_exception(NpVM *vm, NpReplResult *res)
{
    NpValue exc = vm->exc;
    if (NP_IS_UNDEF(exc)) {
        snprintf(res->type, sizeof res->type, "SystemError");
        return res->status = NEARLY_ERR_RUNTIME;
    }
    np_exc_print(vm, exc, NULL, 0);
    bool limit = np_api_is_limit_error(vm, exc);
    snprintf(res->type, sizeof res->type, "%s", np_type_name(vm, exc));
    np_exc_clear(vm);
    NpStr *msg = np_to_str(vm, exc);
    np_exc_clear(vm);
    snprintf(res->msg, sizeof res->msg, "%s", msg ? msg->data : "");
    return res->status = limit ? NEARLY_ERR_LIMIT : NEARLY_ERR_RUNTIME;
}

// Parses [src] and rewrites it for echo; NULL after reporting a syntax error (or MemoryError,
// pending) into [res]/[serr].
static NpModule *parse_input(NpVM *vm, NpArena *arena, const char *src, size_t len,
                             NpSyntaxError *serr)
{
    memset(serr, 0, sizeof *serr);
    NpModule *mod = npparse_module(arena, src, len, REPL_FILE, serr);
    if (!mod)
        return NULL;
    if (!install_echo(vm))
        return NULL;
    if (!rewrite_seq(arena, &mod->body, 0)) {
        snprintf(serr->type, sizeof serr->type, "SyntaxError");
        snprintf(serr->msg, sizeof serr->msg, "too many statements");
        return NULL;
    }
    return mod;
}

NearlyStatus np_repl_run(NearlyVM *h, const char *src, size_t len, int64_t budget,
                         double timeout, NpReplResult *res)
{
    memset(res, 0, sizeof *res);
    NpVM *vm = nearly_internal_vm(h);
    if (!vm || (!src && len))
        return res->status = NEARLY_ERR_USAGE;
    if (!src)
        src = "";
    NpArena arena;
    npast_arena_init(&arena, REPL_ARENA_LIMIT);
    NpSyntaxError serr;
    NpModule *mod = parse_input(vm, &arena, src, len, &serr);
    if (!mod) {
        npast_arena_free(&arena);
        return serr.type[0] ? report_syntax(vm, &serr, src, len, res) : report_exception(vm, res);
    }
    npvm_set_budget(vm, budget);
    res->heap_before = vm->bytes;
    vm->mem_refused = 0;
    vm->peak_bytes = vm->bytes;
    NpProto *proto = npcomp_module(vm, mod, REPL_FILE, &serr);
    npast_arena_free(&arena);
    if (!proto)
        return serr.type[0] ? report_syntax(vm, &serr, src, len, res) : report_exception(vm, res);
    // The input's functions keep their source, so versioned state can save them by value.
    NpStr *source = np_str_new(vm, src, len);
    if (!source)
        return report_exception(vm, res);
    np_proto_attach_source(vm, proto, source);
    NpStr *key = np_intern_cstr(vm, "__name__");
    NpStr *main_name = np_str_from_cstr(vm, "__main__");
    if (!key || !main_name || !np_dict_set_str(vm, vm->main_globals, key, np_obj(&main_name->hdr)))
        return report_exception(vm, res);
    double t0 = now_seconds();
    npvm_set_timeout(vm, timeout);
    NpValue result;
    bool ok = npvm_run(vm, proto, vm->main_globals, &result);
    npvm_set_timeout(vm, 0);
    res->seconds = now_seconds() - t0;
    res->instructions = vm->budget_start - np_budget_left(vm);
    res->heap_peak = np_mem_peak(vm);
    res->mem_over = vm->mem_refused;
    res->heap_after = vm->bytes;
    if (!ok)
        return report_exception(vm, res);
    return res->status = NEARLY_OK;
}

bool np_repl_dis(NearlyVM *h, const char *src, size_t len, FILE *out)
{
    NpVM *vm = nearly_internal_vm(h);
    NpArena arena;
    npast_arena_init(&arena, REPL_ARENA_LIMIT);
    NpSyntaxError serr;
    NpModule *mod = parse_input(vm, &arena, src, len, &serr);
    NpProto *p = mod ? npcomp_module(vm, mod, REPL_FILE, &serr) : NULL;
    npast_arena_free(&arena);
    if (!p) {
        if (serr.type[0])
            npparse_format_error(&serr, src, len, REPL_FILE, out);
        else
            fputs("MemoryError\n", out);
        np_exc_clear(vm);
        return false;
    }
    npcomp_disassemble(vm, p, out);
    return true;
}

size_t np_repl_memory_limit(NearlyVM *h) { return nearly_internal_vm(h)->mem_limit; }

size_t np_repl_heap_bytes(NearlyVM *h) { return nearly_internal_vm(h)->bytes; }

int np_repl_recursion_limit(NearlyVM *h) { return nearly_internal_vm(h)->recursion_limit; }

/* ---------------------------------------------------------------- completion */

// Python's keywords (and the soft ones), offered when completing a plain name.
static const char *const repl_keywords[] = {
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "case", "class",
    "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if",
    "import", "in", "is", "lambda", "match", "nonlocal", "not", "or", "pass", "raise", "return",
    "try", "while", "with", "yield", NULL};

// A growing list of candidates: full replacements made of [head] plus a matching name.
typedef struct CompList {
    char **items;
    size_t n, cap;
    // The text before the name ("" or "obj.attr.") and the partial name to match.
    const char *head;
    size_t headlen;
    const char *part;
    size_t partlen;
    bool failed;
} CompList;

// Adds [name] ([len] bytes) when it extends the partial name and is not hidden: names made by
// the REPL itself are never offered, and underscore names only once the user typed '_'.
static void comp_add(CompList *c, const char *name, size_t len)
{
    if (c->failed || len < c->partlen || memcmp(name, c->part, c->partlen) != 0)
        return;
    if (len >= strlen(REPL_HIDDEN_PREFIX) && !memcmp(name, REPL_HIDDEN_PREFIX, strlen(REPL_HIDDEN_PREFIX)))
        return;
    if (name[0] == '_' && (c->partlen == 0 || c->part[0] != '_'))
        return;
    if (c->n + 2 > c->cap) {
        size_t cap = c->cap ? c->cap * 2 : 32;
        char **items = realloc(c->items, cap * sizeof *items);
        if (!items) {
            c->failed = true;
            return;
        }
        c->items = items;
        c->cap = cap;
    }
    char *s = malloc(c->headlen + len + 1);
    if (!s) {
        c->failed = true;
        return;
    }
    memcpy(s, c->head, c->headlen);
    memcpy(s + c->headlen, name, len);
    s[c->headlen + len] = '\0';
    c->items[c->n++] = s;
}

static void comp_add_str(void *ud, const NpStr *name)
{
    comp_add(ud, name->data, name->len);
}

// Adds the str keys of [d].
static void comp_add_dict(CompList *c, NpDict *d)
{
    size_t pos = 0;
    NpValue k, v;
    while (d && np_dict_next(d, &pos, &k, &v))
        if (NP_IS_STR(k))
            comp_add_str(c, NP_AS_STR(k));
}

static int comp_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

// True when [s] ([len] bytes) can be an identifier (ASCII letters, digits, '_', or UTF-8).
static bool ident_like(const char *s, size_t len)
{
    if (len == 0 || (s[0] >= '0' && s[0] <= '9'))
        return false;
    for (size_t i = 0; i < len; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (!(ch == '_' || ch >= 0x80 || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
              (ch >= '0' && ch <= '9')))
            return false;
    }
    return true;
}

// Resolves the dotted name [s] ([len] bytes, no trailing dot) without running code: the first
// part from the globals or builtins, the rest through np_attr_peek. False when any part is
// missing or cannot be read that way.
static bool resolve_dotted(NpVM *vm, const char *s, size_t len, NpValue *out)
{
    size_t i = 0;
    bool first = true;
    NpValue cur = np_undef();
    while (i <= len) {
        size_t j = i;
        while (j < len && s[j] != '.')
            j++;
        if (!ident_like(s + i, j - i))
            return false;
        NpStr *name = np_intern(vm, s + i, j - i);
        if (!name) {
            np_exc_clear(vm);
            return false;
        }
        if (first) {
            cur = np_dict_get_str(vm->main_globals, name);
            if (NP_IS_UNDEF(cur))
                cur = np_dict_get_str(vm->builtins, name);
            if (NP_IS_UNDEF(cur))
                return false;
            first = false;
        } else if (!np_attr_peek(vm, cur, name, &cur)) {
            return false;
        }
        i = j + 1;
    }
    *out = cur;
    return true;
}

char **np_repl_complete(NearlyVM *h, const char *word, size_t len)
{
    NpVM *vm = nearly_internal_vm(h);
    if (!vm || !word)
        return NULL;
    CompList c;
    memset(&c, 0, sizeof c);
    const char *dot = NULL;
    for (size_t i = 0; i < len; i++)
        if (word[i] == '.')
            dot = word + i;
    if (!dot) {
        c.head = "";
        c.part = word;
        c.partlen = len;
        for (int i = 0; repl_keywords[i]; i++)
            comp_add(&c, repl_keywords[i], strlen(repl_keywords[i]));
        comp_add_dict(&c, vm->main_globals);
        comp_add_dict(&c, vm->builtins);
    } else {
        NpValue obj;
        if (!resolve_dotted(vm, word, (size_t)(dot - word), &obj))
            return NULL;
        c.head = word;
        c.headlen = (size_t)(dot - word) + 1;
        c.part = dot + 1;
        c.partlen = len - c.headlen;
        np_attr_list(vm, obj, comp_add_str, &c);
    }
    if (c.failed || c.n == 0) {
        for (size_t i = 0; i < c.n; i++)
            free(c.items[i]);
        free(c.items);
        return NULL;
    }
    qsort(c.items, c.n, sizeof *c.items, comp_cmp);
    size_t k = 0;
    for (size_t i = 0; i < c.n; i++) {
        if (k > 0 && !strcmp(c.items[k - 1], c.items[i]))
            free(c.items[i]);
        else
            c.items[k++] = c.items[i];
    }
    c.items[k] = NULL;
    return c.items;
}

void np_repl_free_completions(char **list)
{
    if (!list)
        return;
    for (size_t i = 0; list[i]; i++)
        free(list[i]);
    free(list);
}
