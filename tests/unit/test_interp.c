/*
 * test_interp.c - unit tests of the interpreter (vm/np_interp.c and friends) on hand-assembled
 * protos: recursion, budget exhaustion, handlers, tracebacks, generators, classes, closures,
 * argument binding messages, chaining and GC safety under a loop that allocates.
 */
#include <stdio.h>
#include <string.h>
#include "np_code.h"
#include "np_interp.h"

// Proto descriptions below leave trailing fields zero on purpose.
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

static NpVM *vm;
#define ABC MK_ABC
#define ABX MK_ABx
#define ASBX MK_AsBx

// A hand-written proto: code, constants, register and parameter counts, names, cells, handlers.
typedef struct { const uint32_t *code; int ncode; NpValue *k; int nk; int nregs, argc, posonly, kwonly, flags; const char *name; const char **names; const uint8_t *cellregs; int ncells; const uint8_t *fsrc, *fdst; int nfree; const NpHandlerEntry *h; int nh; } PD;

// Builds a proto on the heap from [d], with line i + 1 for instruction i.
static NpProto *mk(PD d) {
    NpProto *p = (NpProto *)np_alloc_obj(vm, sizeof(NpProto), OBJ_PROTO, vm->types[NP_TYPE_CODE]);
    p->code = np_mem_realloc(vm, NULL, 0, d.ncode * 4); memcpy(p->code, d.code, d.ncode * 4); p->ncode = d.ncode;
    p->lines = np_mem_realloc(vm, NULL, 0, d.ncode * 4); for (int i = 0; i < d.ncode; i++) p->lines[i] = i + 1;
    if (d.nk) { p->consts = np_mem_realloc(vm, NULL, 0, d.nk * sizeof(NpValue)); memcpy(p->consts, d.k, d.nk * sizeof(NpValue)); p->nconsts = d.nk; }
    p->nregs = d.nregs; p->argcount = d.argc; p->posonly = d.posonly; p->kwonly = d.kwonly; p->flags = d.flags;
    p->regnames = np_mem_realloc(vm, NULL, 0, d.nregs * sizeof(NpStr *)); memset(p->regnames, 0, d.nregs * sizeof(NpStr *));
    for (int i = 0; d.names && d.names[i]; i++) p->regnames[i] = np_intern_cstr(vm, d.names[i]);
    if (d.ncells) { p->cellregs = np_mem_realloc(vm, NULL, 0, d.ncells); memcpy(p->cellregs, d.cellregs, d.ncells); p->ncells = d.ncells; }
    if (d.nfree) { p->freesrc = np_mem_realloc(vm, NULL, 0, d.nfree); p->freedst = np_mem_realloc(vm, NULL, 0, d.nfree); memcpy(p->freesrc, d.fsrc, d.nfree); memcpy(p->freedst, d.fdst, d.nfree); p->nfree = d.nfree; }
    if (d.nh) { p->handlers = np_mem_realloc(vm, NULL, 0, d.nh * sizeof(NpHandlerEntry)); memcpy(p->handlers, d.h, d.nh * sizeof(NpHandlerEntry)); p->nhandlers = d.nh; }
    p->name = p->qualname = np_intern_cstr(vm, d.name); p->filename = np_intern_cstr(vm, "t.py");
    // What the compiler sets (compiler/np_emit.c): every register starts unbound, cells flagged.
    p->nlocals = (uint16_t)d.nregs;
    if (d.ncells || d.nfree) p->flags |= NP_PROTO_CELLS;
    return p;
}
#define N(a) (int)(sizeof(a) / sizeof(a[0]))
static NpValue S(const char *s) { return np_obj(&np_intern_cstr(vm, s)->hdr); }
static NpValue P(NpProto *p) { return np_obj(&p->hdr); }


static int failures;

// Checks that a run succeeded with int result [want].
static void expect_int(const char *what, bool ok, NpValue r, int64_t want) {
    if (ok && NP_IS_INT(r) && r.u.i == want) return;
    failures++;
    printf("FAIL %s: ok=%d\n", what, ok);
    vm->exc = np_undef();
}

// Checks that a run failed with exception type [type] and message [msg] (NULL = any), and
// that its traceback names the functions [tb] outermost first (NULL = not checked).
static void expect_exc(const char *what, bool ok, const char *type, const char *msg,
                       const char *tb) {
    if (ok || !NP_IS_EXC(vm->exc)) {
        failures++;
        printf("FAIL %s: no exception\n", what);
        return;
    }
    NpException *e = NP_AS_EXC(vm->exc);
    const char *t = e->hdr.type->name->data;
    const char *m = e->args && e->args->n && NP_IS_STR(e->args->items[0])
                        ? NP_AS_STR(e->args->items[0])->data
                        : "";
    char tbs[256] = "";
    for (uint32_t k = 0; k < e->ntb && strlen(tbs) < 200; k++) {
        if (k) strcat(tbs, " ");
        strcat(tbs, e->tb[k].proto->name->data);
    }
    if (strcmp(t, type) || (msg && strcmp(m, msg)) || (tb && strcmp(tbs, tb))) {
        failures++;
        printf("FAIL %s: %s: %s [%s]\n", what, t, m, tbs);
    }
    vm->exc = np_undef();
}

static bool run(NpProto *m, NpValue *r) {
    NpDict *g = np_dict_new(vm);
    np_dict_set_str(vm, g, np_intern_cstr(vm, "__name__"), S("__main__"));
    vm->main_globals = g;
    return npvm_run(vm, m, g, r);
}

// A module that defines global [name] as a function of proto [fp], then runs [tail].
static NpProto *def_and_call(NpProto *fp, const char *name, int arg) {
    uint32_t c[] = {ABC(OP_LOADNONE, 0, 0, 0), ABC(OP_LOADNONE, 1, 0, 0), ABX(OP_MAKEFUNC, 0, 1),
                    ABX(OP_SETGLOBAL, 0, 0), ABX(OP_GETGLOBAL, 0, 0), ASBX(OP_LOADI, 1, arg),
                    ABC(OP_CALL, 0, 1, 0), ABC(OP_RETURN, 0, 0, 0)};
    NpValue k[] = {S(name), P(fp)};
    return mk((PD){c, N(c), k, 2, 3, 0, 0, 0, NP_PROTO_MODULE, "<module>"});
}

static void test_calls(void) {
    NpValue r;
    uint32_t fibc[] = {ASBX(OP_LOADI, 1, 2), ABC(OP_LT, 1, 0, 1), ASBX(OP_JMPIFNOT, 1, 1),
                       ABC(OP_RETURN, 0, 0, 0), ABX(OP_GETGLOBAL, 1, 0), ASBX(OP_LOADI, 3, 1),
                       ABC(OP_SUB, 2, 0, 3), ABC(OP_CALL, 1, 1, 0), ABX(OP_GETGLOBAL, 2, 0),
                       ASBX(OP_LOADI, 4, 2), ABC(OP_SUB, 3, 0, 4), ABC(OP_CALL, 2, 1, 0),
                       ABC(OP_ADD, 1, 1, 2), ABC(OP_RETURN, 1, 0, 0)};
    NpValue fibk[] = {S("fib")};
    const char *fibn[] = {"n", NULL};
    NpProto *fib = mk((PD){fibc, N(fibc), fibk, 1, 5, 1, 0, 0, 0, "fib", fibn});
    expect_int("fib(20)", run(def_and_call(fib, "fib", 20), &r), r, 6765);

    uint32_t rc[] = {ABX(OP_GETGLOBAL, 1, 0), ABC(OP_MOVE, 2, 0, 0), ABC(OP_CALL, 1, 1, 0),
                     ABC(OP_RETURN, 1, 0, 0)};
    NpProto *rp = mk((PD){rc, 4, fibk, 1, 3, 1, 0, 0, 0, "fib", fibn});
    expect_exc("recursion", run(def_and_call(rp, "fib", 0), &r), "RecursionError",
               "maximum recursion depth exceeded", NULL);
    if (vm->nframes != 0) {
        failures++;
        printf("FAIL frames left: %d\n", vm->nframes);
    }
}

static void test_limits_and_handlers(void) {
    NpValue r;
    uint32_t loopc[] = {ABC(OP_NOP, 0, 0, 0), MK_sJ(OP_JMP, -2)};
    npvm_set_budget(vm, 100000);
    expect_exc("budget", run(mk((PD){loopc, 2, NULL, 0, 1, 0, 0, 0, 0, "<module>"}), &r),
               "BudgetExceeded", "instruction budget exhausted (100000 instructions)", NULL);
    // A handler covering the loop must not catch the budget error.
    NpHandlerEntry h1[] = {{0, 2, 3, 0}};
    uint32_t tryc[] = {ABC(OP_NOP, 0, 0, 0), MK_sJ(OP_JMP, -2), ABC(OP_RETURNNONE, 0, 0, 0),
                       ABC(OP_RETURN, 0, 0, 0)};
    npvm_set_budget(vm, 50000);
    expect_exc("budget uncatchable",
               run(mk((PD){tryc, 4, NULL, 0, 1, 0, 0, 0, 0, "<module>", NULL, NULL, 0, NULL, NULL,
                           0, h1, 1}),
                   &r),
               "BudgetExceeded", NULL, NULL);
    npvm_set_budget(vm, NP_DEFAULT_BUDGET);

    NpHandlerEntry h2[] = {{2, 3, 4, 3}};
    uint32_t zc[] = {ASBX(OP_LOADI, 0, 1), ASBX(OP_LOADI, 1, 0), ABC(OP_FLOORDIV, 2, 0, 1),
                     ABC(OP_RETURNNONE, 0, 0, 0), ASBX(OP_LOADI, 0, 7),
                     ABC(OP_RETURN, 0, 0, 0)};
    expect_int("handler",
               run(mk((PD){zc, N(zc), NULL, 0, 4, 0, 0, 0, 0, "<module>", NULL, NULL, 0, NULL, NULL,
                           0, h2, 1}),
                   &r),
               r, 7);

    // Traceback through two calls, outermost first.
    uint32_t fc[] = {ASBX(OP_LOADI, 0, 1), ASBX(OP_LOADI, 1, 0), ABC(OP_FLOORDIV, 2, 0, 1),
                     ABC(OP_RETURN, 2, 0, 0)};
    const char *fn[] = {"x", NULL};
    NpProto *ff = mk((PD){fc, 4, NULL, 0, 3, 1, 0, 0, 0, "f", fn});
    expect_exc("traceback", run(def_and_call(ff, "f", 0), &r), "ZeroDivisionError", NULL,
               "<module> f");

    // except ...: raise ValueError sets __context__.
    NpHandlerEntry h3[] = {{2, 3, 4, 3}};
    uint32_t cc[] = {ASBX(OP_LOADI, 0, 1), ASBX(OP_LOADI, 1, 0), ABC(OP_FLOORDIV, 2, 0, 1),
                     ABC(OP_RETURNNONE, 0, 0, 0), ABC(OP_PUSHEXC, 3, 0, 0),
                     ABC(OP_LOADBUILTIN, 5, NP_TYPE_VALUEERROR, 0), ABC(OP_RAISE, 5, 1, 0)};
    bool ok = run(mk((PD){cc, N(cc), NULL, 0, 6, 0, 0, 0, 0, "<module>", NULL, NULL, 0, NULL, NULL,
                          0, h3, 1}),
                  &r);
    if (ok || !NP_IS_EXC(vm->exc) || !NP_IS_EXC(NP_AS_EXC(vm->exc)->context)) {
        failures++;
        printf("FAIL context\n");
    }
    vm->exc = np_undef();
    uint32_t c2[] = {ABC(OP_RAISE, 0, 0, 0)};
    expect_exc("bare raise", run(mk((PD){c2, 1, NULL, 0, 1, 0, 0, 0, 0, "<module>"}), &r),
               "RuntimeError", "No active exception to reraise", NULL);
    uint32_t c4[] = {ASBX(OP_LOADI, 0, 1), ABC(OP_LOADBUILTIN, 1, NP_TYPE_INT, 0),
                     ABC(OP_EXCMATCH, 2, 0, 1)};
    expect_exc("excmatch", run(mk((PD){c4, 3, NULL, 0, 3, 0, 0, 0, 0, "<module>"}), &r),
               "TypeError",
               "catching classes that do not inherit from BaseException is not allowed", NULL);
    uint32_t c5[] = {ABX(OP_IMPORT, 0, 0)};
    NpValue k5[] = {S("os")};
    expect_exc("import", run(mk((PD){c5, 1, k5, 1, 1, 0, 0, 0, 0, "<module>"}), &r),
               "ModuleNotFoundError", "No module named 'os'", NULL);
    uint32_t c6[] = {0xff};
    expect_exc("bad opcode", run(mk((PD){c6, 1, NULL, 0, 1, 0, 0, 0, 0, "<module>"}), &r),
               "RuntimeError", NULL, NULL);
}

static void test_generators_classes(void) {
    NpValue r;
    // def gen(n): i = 0; while i < n: yield i; i += 1 -- summed with FORITER.
    uint32_t genc[] = {ASBX(OP_LOADI, 1, 0), ABC(OP_LT, 2, 1, 0), ASBX(OP_JMPIFNOT, 2, 4),
                       ABC(OP_YIELD, 3, 1, 0), ASBX(OP_LOADI, 3, 1), ABC(OP_ADD, 1, 1, 3),
                       MK_sJ(OP_JMP, -6), ABC(OP_RETURNNONE, 0, 0, 0)};
    const char *gn[] = {"n", "i", NULL};
    NpProto *genp = mk((PD){genc, N(genc), NULL, 0, 4, 1, 0, 0, NP_PROTO_GENERATOR, "gen", gn});
    uint32_t m4[] = {ABC(OP_LOADNONE, 0, 0, 0), ABC(OP_LOADNONE, 1, 0, 0), ABX(OP_MAKEFUNC, 0, 0),
                     ASBX(OP_LOADI, 1, 100), ABC(OP_CALL, 0, 1, 0), ABC(OP_GETITER, 1, 0, 0),
                     ASBX(OP_LOADI, 4, 0), ASBX(OP_FORITER, 1, 2), ABC(OP_ADD, 4, 4, 2),
                     MK_sJ(OP_JMP, -3), ABC(OP_RETURN, 4, 0, 0)};
    NpValue m4k[] = {P(genp)};
    expect_int("generator", run(mk((PD){m4, N(m4), m4k, 1, 5, 0, 0, 0, 0, "<module>"}), &r), r,
               4950);

    // class C: __init__(self, x): self.x = x; get(self): return self.x * 2
    uint32_t initc[] = {ABC(OP_SETATTR, 0, 1, 0), ABC(OP_RETURNNONE, 0, 0, 0)};
    NpValue xk[] = {S("x")};
    const char *in_n[] = {"self", "x", NULL};
    NpProto *initp = mk((PD){initc, 2, xk, 1, 2, 2, 0, 0, 0, "C.__init__", in_n});
    uint32_t getc[] = {ABC(OP_GETATTR, 1, 0, 0), ASBX(OP_LOADI, 2, 2), ABC(OP_MUL, 1, 1, 2),
                       ABC(OP_RETURN, 1, 0, 0)};
    NpProto *getp = mk((PD){getc, 4, xk, 1, 3, 1, 0, 0, 0, "C.get", in_n});
    uint32_t bodyc[] = {ABX(OP_LOADK, 0, 0), ABC(OP_LOADNONE, 1, 0, 0), ABC(OP_LOADNONE, 2, 0, 0),
                        ABX(OP_MAKEFUNC, 1, 1), ABX(OP_LOADK, 2, 2), ABC(OP_LOADNONE, 3, 0, 0),
                        ABC(OP_LOADNONE, 4, 0, 0), ABX(OP_MAKEFUNC, 3, 3), ABC(OP_BUILDDICT, 0, 0, 2),
                        ABC(OP_RETURN, 0, 0, 0)};
    NpValue bodyk[] = {S("__init__"), P(initp), S("get"), P(getp)};
    NpProto *bodyp = mk((PD){bodyc, N(bodyc), bodyk, 4, 5, 0, 0, 0, NP_PROTO_CLASS, "C"});
    uint32_t m6[] = {ABC(OP_LOADNONE, 0, 0, 0), ABC(OP_LOADNONE, 1, 0, 0), ABX(OP_MAKEFUNC, 0, 0),
                     ABX(OP_LOADK, 1, 1), ABC(OP_BUILDTUPLE, 2, 3, 0), ABC(OP_BUILDCLASS, 0, 0, 0),
                     ABX(OP_SETGLOBAL, 0, 1), ABX(OP_GETGLOBAL, 1, 1), ASBX(OP_LOADI, 2, 21),
                     ABC(OP_CALL, 1, 1, 0), ABC(OP_LOADMETHOD, 2, 1, 2), ABC(OP_CALLMETHOD, 2, 0, 0),
                     ABC(OP_RETURN, 2, 0, 0)};
    NpValue m6k[] = {P(bodyp), S("C"), S("get")};
    expect_int("class", run(mk((PD){m6, N(m6), m6k, 3, 5, 0, 0, 0, 0, "<module>"}), &r), r, 42);
    uint32_t m7[] = {ABC(OP_LOADNONE, 0, 0, 0), ABC(OP_LOADNONE, 1, 0, 0), ABX(OP_MAKEFUNC, 0, 0),
                     ABX(OP_LOADK, 1, 1), ABC(OP_BUILDTUPLE, 2, 3, 0), ABC(OP_BUILDCLASS, 0, 0, 0),
                     ASBX(OP_LOADI, 1, 1), ASBX(OP_LOADI, 2, 2), ABC(OP_CALL, 0, 2, 0),
                     ABC(OP_RETURN, 0, 0, 0)};
    expect_exc("class arity", run(mk((PD){m7, N(m7), m6k, 3, 5, 0, 0, 0, 0, "<module>"}), &r),
               "TypeError", "C.__init__() takes 2 positional arguments but 3 were given", NULL);
}

static void test_binding(void) {
    NpValue r;
    const char *pn[] = {"a", "b", "k", NULL};
    uint32_t retc[] = {ABC(OP_RETURN, 0, 0, 0)};
    NpProto *bp = mk((PD){retc, 1, NULL, 0, 3, 2, 0, 1, 0, "g", pn});
    NpValue one = np_int(1);
    NpTuple *defs = np_tuple_from(vm, &one, 1);
    NpFunction *bf = np_func_new(vm, bp, vm->main_globals, np_obj(&defs->hdr), np_none(), NULL);
    NpValue fv = np_obj(&bf->hdr);
    np_push_root(vm, fv);
    NpValue args[4] = {np_int(1), np_int(2), np_int(3), np_int(4)};
    NpValue kn1[] = {S("k")}, kn2[] = {S("a"), S("k")}, kn3[] = {S("z")};
    NpTuple *kk = np_tuple_from(vm, kn1, 1);
    np_push_root(vm, np_obj(&kk->hdr));
    expect_exc("too many", np_call(vm, fv, 4, args, kk, &r), "TypeError",
               "g() takes from 1 to 2 positional arguments but 3 positional arguments (and 1 "
               "keyword-only argument) were given",
               NULL);
    expect_exc("kwonly missing", np_call(vm, fv, 1, args, NULL, &r), "TypeError",
               "g() missing 1 required keyword-only argument: 'k'", NULL);
    expect_exc("missing", np_call(vm, fv, 0, args, NULL, &r), "TypeError",
               "g() missing 1 required positional argument: 'a'", NULL);
    expect_exc("multiple", np_call(vm, fv, 3, args, np_tuple_from(vm, kn2, 2), &r), "TypeError",
               "g() got multiple values for argument 'a'", NULL);
    expect_exc("unexpected", np_call(vm, fv, 2, args, np_tuple_from(vm, kn3, 1), &r),
               "TypeError", "g() got an unexpected keyword argument 'z'", NULL);
    NpValue a2[2] = {np_int(5), np_int(2)};
    expect_int("defaults", np_call(vm, fv, 2, a2, kk, &r), r, 5);
    NpProto *bp3 = mk((PD){retc, 1, NULL, 0, 3, 3, 0, 0, 0, "g3", pn});
    NpValue f3 = np_obj(&np_func_new(vm, bp3, vm->main_globals, np_none(), np_none(), NULL)->hdr);
    expect_exc("missing 3", np_call(vm, f3, 0, args, NULL, &r), "TypeError",
               "g3() missing 3 required positional arguments: 'a', 'b', and 'k'", NULL);
    NpProto *bpo = mk((PD){retc, 1, NULL, 0, 3, 3, 2, 0, 0, "h", pn});
    NpValue fo = np_obj(&np_func_new(vm, bpo, vm->main_globals, np_none(), np_none(), NULL)->hdr);
    NpValue kn4[] = {S("a"), S("b"), S("k")};
    expect_exc("posonly", np_call(vm, fo, 3, args, np_tuple_from(vm, kn4, 3), &r), "TypeError",
               "h() got some positional-only arguments passed as keyword arguments: 'a, b'",
               NULL);
    np_pop_roots(vm, 2);
}

static void test_gc_loop(void) {
    NpValue r;
    // while i < 30000: a = [i]; b = [a]; i += 1 -- allocates past the GC threshold.
    uint32_t gcc[] = {ASBX(OP_LOADI, 0, 0), ASBX(OP_LOADI, 3, 1), ASBX(OP_LOADI, 4, 30000),
                      ABC(OP_BUILDLIST, 1, 0, 1), ABC(OP_BUILDLIST, 2, 1, 1), ABC(OP_ADD, 0, 0, 3),
                      ABC(OP_LT, 5, 0, 4), ASBX(OP_JMPIF, 5, -5), ABC(OP_RETURN, 0, 0, 0)};
    expect_int("gc loop", run(mk((PD){gcc, N(gcc), NULL, 0, 6, 0, 0, 0, 0, "<module>"}), &r), r,
               30000);
}

int main(void) {
    vm = npvm_new();
    if (!vm) return 1;
    test_calls();
    test_limits_and_handlers();
    test_generators_classes();
    test_binding();
    test_gc_loop();
    npvm_free(vm);
    printf("test_interp: %s\n", failures ? "FAILED" : "ok");
    return failures != 0;
}
