/*
 * np_gen.c - generators: calling a generator function makes an NpGenerator holding the frame's
 * registers inline; np_gen_resume pushes a c_boundary frame over those registers and runs the
 * loop until the next YIELD/YIELDFROM (suspend) or RETURN (finish).
 *
 * np_gen_drain (np_next_sink's generator case) lets a C consumer such as sum() take items inside
 * that loop: while the generator is vm->sink_gen, its YIELD offers each item to vm->sink and,
 * when the sink takes it, goes on at once (charging the resume) instead of returning.
 *
 * send/throw/close: throw sets NpGenerator.throwing and vm->exc so that the resumed frame raises
 * at its resume point (traceback entry at the yield); a pending `yield from` (NpGenerator.yf)
 * gets the throw or close first. close throws GeneratorExit and expects it (or StopIteration)
 * back; yielding instead is RuntimeError("generator ignored GeneratorExit").
 */
#include "np_code.h"
#include "np_interp.h"

bool np_gen_new(NpVM *vm, NpFunction *fn, NpValue self, int argc, const NpValue *argv,
                NpTuple *kwnames, NpValue *out) {
    NpProto *p = fn->proto;
    size_t size = sizeof(NpGenerator) + (size_t)p->nregs * sizeof(NpValue);
    NpGenerator *g = (NpGenerator *)np_alloc_obj(vm, size, OBJ_GENERATOR,
                                                 vm->types[NP_TYPE_GENERATOR]);
    if (!g) return false;
    g->func = fn;
    g->nregs = p->nregs;
    g->state = NP_GEN_CREATED;
    g->serial = ++vm->gen_serial;
    g->yf = np_undef();
    g->handling = np_undef();
    int hasself = !NP_IS_UNDEF(self);
    if (!kwnames && argc + hasself == p->argcount && p->kwonly == 0 && p->ncells == 0 &&
        !(p->flags & (NP_PROTO_VARARGS | NP_PROTO_VARKW))) {
        // Exactly the positional parameters and no cells to make (a generator expression's
        // shape): the registers are already UNDEF (the object is zeroed), so np_bind_args
        // reduces to copying the arguments and installing the free cells.
        if (hasself) g->regs[0] = self;
        for (int k = 0; k < argc; k++) g->regs[hasself + k] = argv[k];
        for (int k = 0; k < p->nfree; k++) g->regs[p->freedst[k]] = np_obj(&fn->cells[k]->hdr);
    } else if (!np_bind_args(vm, fn, g->regs, self, argc, argv, kwnames)) {
        return false;
    }
    *out = np_obj(&g->hdr);
    return true;
}

// Runs [g] from its resume point: with [throwing] false, [send] is the value of the pending
// yield; with [throwing] true, the exception in vm->exc (set by the caller) is raised there.
// 1 = it yielded *out, 0 = it returned *out, -1 = error.
static int gen_run(NpVM *vm, NpGenerator *g, NpValue send, bool throwing, NpValue *out) {
    switch ((NpGenState)g->state) {
    case NP_GEN_RUNNING:
        vm->exc = np_undef();
        np_raisef(vm, NP_TYPE_VALUEERROR, "generator already executing");
        return -1;
    case NP_GEN_DONE:
        if (throwing) return -1;
        *out = np_none();
        return 0;
    case NP_GEN_CREATED:
        // A throw before the first instruction ends the generator without running it.
        if (throwing) {
            g->state = NP_GEN_DONE;
            return -1;
        }
        if (!NP_IS_NONE(send)) {
            np_raisef(vm, NP_TYPE_TYPEERROR,
                      "can't send non-None value to a just-started generator");
            return -1;
        }
        break;
    case NP_GEN_SUSPENDED:
        if (!throwing) g->regs[g->resume_reg] = send;
        break;
    }
    if (!np_budget_charge(vm, 1)) return -1;
    NpFrame *f = np_frame_push(vm, g->func, g->regs);
    if (!f) return -1;
    bool at_yf = g->state == NP_GEN_SUSPENDED && g->pc < g->func->proto->ncode &&
                 GET_OP(g->func->proto->code[g->pc]) == OP_YIELDFROM;
    f->pc = g->func->proto->code + g->pc;
    // A throw at a pending YIELDFROM is raised by that instruction (for the traceback line
    // and the exception table), as if it had just run.
    if (throwing && at_yf) f->pc++;
    f->c_boundary = 1;
    f->gen = g;
    f->is_gen = 1;
    f->handling = g->handling;
    f->yf_resumed = !throwing && at_yf;
    g->throwing = throwing;
    NpGenState before = (NpGenState)g->state;
    g->state = NP_GEN_RUNNING;
    bool yielded;
    bool ok = np_execute(vm, out, &yielded);
    g->throwing = 0;
    if (!ok) {
        // A C-depth RecursionError is raised before the frame runs: the generator stays as it was.
        if (g->state == NP_GEN_RUNNING) g->state = (uint8_t)before;
        return -1;
    }
    if (yielded) return 1;
    g->state = NP_GEN_DONE;
    return 0;
}

int np_gen_resume(NpVM *vm, NpGenerator *g, NpValue send, NpValue *out) {
    return gen_run(vm, g, send, false, out);
}

int np_gen_drain(NpVM *vm, NpGenerator *g, NpItemSink sink, void *ctx, NpValue *out) {
    // The interpreter's YIELD offers items to vm->sink while vm->sink_gen is g (np_interp.c
    // gen_suspend); a nested drain (the generator's body calling sum() on another one) saves
    // and restores the outer one.
    NpGenerator *sg = vm->sink_gen;
    NpItemSink ss = vm->sink;
    void *sc = vm->sink_ctx;
    vm->sink_gen = g;
    vm->sink = sink;
    vm->sink_ctx = ctx;
    int r = gen_run(vm, g, np_none(), false, out);
    vm->sink_gen = sg;
    vm->sink = ss;
    vm->sink_ctx = sc;
    return r;
}

// Closes a `yield from` delegate that is not a generator: calls its close() method if it has
// one. False with the exception that close() raised.
static bool close_iter(NpVM *vm, NpValue it) {
    NpValue meth, r;
    NpStr *name = np_intern_cstr(vm, "close");
    if (!name) return false;
    if (!np_getattr(vm, it, name, &meth)) {
        if (!np_exc_matches(vm, vm->types[NP_TYPE_ATTRIBUTEERROR])) return false;
        np_exc_clear(vm);
        return true;
    }
    return np_call(vm, meth, 0, NULL, NULL, &r);
}

// Throws [exc] into the delegate [yf] of a pending `yield from`: 1 = it yielded *out, 0 = it
// finished with value *out, -1 = it raised (vm->exc), 2 = it has no throw() method.
static int throw_into_delegate(NpVM *vm, NpValue yf, NpValue exc, NpValue *out) {
    if (NP_IS_GEN(yf)) return np_gen_throw(vm, NP_AS_GEN(yf), exc, out);
    NpValue meth;
    NpStr *name = np_intern_cstr(vm, "throw");
    if (!name) return -1;
    if (!np_getattr(vm, yf, name, &meth)) {
        if (!np_exc_matches(vm, vm->types[NP_TYPE_ATTRIBUTEERROR])) return -1;
        np_exc_clear(vm);
        return 2;
    }
    if (np_call(vm, meth, 1, &exc, NULL, out)) return 1;
    if (!np_exc_matches(vm, vm->types[NP_TYPE_STOPITERATION])) return -1;
    NpException *e = NP_AS_EXC(vm->exc);
    *out = e->args && e->args->n > 0 ? e->args->items[0] : np_none();
    np_exc_clear(vm);
    return 0;
}

int np_gen_throw(NpVM *vm, NpGenerator *g, NpValue exc, NpValue *out) {
    if (g->state == NP_GEN_RUNNING) {
        np_raisef(vm, NP_TYPE_VALUEERROR, "generator already executing");
        return -1;
    }
    if (!np_push_root(vm, exc)) return -1;
    int r = 2;
    NpValue yf = g->yf;
    if (g->state == NP_GEN_SUSPENDED && !NP_IS_UNDEF(yf)) {
        // Delegate to the sub-iterator while this generator counts as running.
        g->state = NP_GEN_RUNNING;
        if (np_isinstance(vm, exc, vm->types[NP_TYPE_GENERATOREXIT])) {
            bool closed = NP_IS_GEN(yf) ? np_gen_close(vm, NP_AS_GEN(yf)) : close_iter(vm, yf);
            r = closed ? 2 : -1;
        } else {
            r = throw_into_delegate(vm, yf, exc, out);
        }
        g->state = NP_GEN_SUSPENDED;
        if (r == 1) {
            np_pop_roots(vm, 1);
            return 1;
        }
        g->yf = np_undef();
        if (r == 0) {
            // The delegate returned: `yield from` evaluates to its value and the body goes on.
            g->pc++;
            g->at_yf = 0;
            np_pop_roots(vm, 1);
            return gen_run(vm, g, *out, false, out);
        }
        // r == -1: the delegate's exception is raised in this generator instead.
        if (r < 0) exc = vm->exc;
    }
    np_pop_roots(vm, 1);
    vm->exc = exc;
    return gen_run(vm, g, np_none(), true, out);
}

bool np_gen_close(NpVM *vm, NpGenerator *g) {
    if (g->state == NP_GEN_CREATED || g->state == NP_GEN_DONE) {
        g->state = NP_GEN_DONE;
        return true;
    }
    NpException *e = np_exc_new(vm, vm->types[NP_TYPE_GENERATOREXIT], NULL);
    if (!e) return false;
    NpValue out;
    int r = np_gen_throw(vm, g, np_obj(&e->hdr), &out);
    if (r == 1)
        return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "generator ignored GeneratorExit");
    if (r == 0) return true;
    if (np_exc_matches(vm, vm->types[NP_TYPE_GENERATOREXIT]) ||
        np_exc_matches(vm, vm->types[NP_TYPE_STOPITERATION])) {
        np_exc_clear(vm);
        return true;
    }
    return false;
}

void np_gen_trace(NpVM *vm, NpGenerator *g) {
    if (g->func) np_gc_mark_obj(vm, &g->func->hdr);
    np_gc_mark_value(vm, g->yf);
    np_gc_mark_value(vm, g->handling);
    for (uint16_t k = 0; k < g->nregs; k++) np_gc_mark_value(vm, g->regs[k]);
}

// generator.send(value): resumes with [value]; StopIteration(return value) when it finishes.
static bool gen_send(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    if (!np_args_nokw(vm, "send", kwnames)) return false;
    if (argc != 2 || !NP_IS_GEN(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "send() takes exactly one argument (%d given)",
                         argc - 1);
    int r = np_gen_resume(vm, NP_AS_GEN(argv[0]), argv[1], out);
    if (r != 0) return r > 0;
    NpTuple *args = NP_IS_NONE(*out) ? NULL : np_tuple_from(vm, out, 1);
    if (!NP_IS_NONE(*out) && !args) return false;
    NpException *e = np_exc_new(vm, vm->types[NP_TYPE_STOPITERATION], args);
    if (!e) return false;
    vm->exc = np_obj(&e->hdr);
    return false;
}

// Raises StopIteration(value) for a generator that finished with [value] (None: no args).
static bool raise_stop(NpVM *vm, NpValue value) {
    NpTuple *args = NP_IS_NONE(value) ? NULL : np_tuple_from(vm, &value, 1);
    if (!NP_IS_NONE(value) && !args) return false;
    NpException *e = np_exc_new(vm, vm->types[NP_TYPE_STOPITERATION], args);
    if (!e) return false;
    vm->exc = np_obj(&e->hdr);
    return false;
}

// The exception instance generator.throw(typ[, val]) raises, with CPython's checks.
static bool throw_value(NpVM *vm, NpValue typ, NpValue val, NpValue *exc) {
    if (NP_IS_TYPE(typ) && (NP_AS_TYPE(typ)->tflags & NP_TF_EXCEPTION)) {
        if (NP_IS_EXC(val) && np_isinstance(vm, val, NP_AS_TYPE(typ))) {
            *exc = val;
            return true;
        }
        int n = NP_IS_UNDEF(val) || NP_IS_NONE(val) ? 0 : 1;
        if (n && NP_IS_TUPLE(val)) {
            NpTuple *t = NP_AS_TUPLE(val);
            if (!np_call(vm, typ, (int)t->n, t->items, NULL, exc)) return false;
        } else if (!np_call(vm, typ, n, &val, NULL, exc)) {
            return false;
        }
        if (NP_IS_EXC(*exc)) return true;
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "calling %s should have returned an instance of BaseException, not %s",
                         NP_AS_TYPE(typ)->name->data, np_type_name(vm, *exc));
    }
    if (NP_IS_EXC(typ)) {
        if (!NP_IS_UNDEF(val) && !NP_IS_NONE(val))
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "instance exception may not have a separate value");
        *exc = typ;
        return true;
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR,
                     "exceptions must be classes or instances deriving from BaseException, not %s",
                     np_type_name(vm, typ));
}

// generator.throw(typ[, val[, tb]]): raises the exception at the yield point.
static bool gen_throw(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    if (!np_args_nokw(vm, "throw", kwnames)) return false;
    if (argc < 2 || argc > 4 || !NP_IS_GEN(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "throw expected at least 1 argument, got %d",
                         argc - 1);
    if (argc == 4 && !NP_IS_NONE(argv[3]))
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "throw() third argument must be a traceback object");
    NpValue exc;
    if (!throw_value(vm, argv[1], argc > 2 ? argv[2] : np_undef(), &exc)) return false;
    int r = np_gen_throw(vm, NP_AS_GEN(argv[0]), exc, out);
    if (r != 0) return r > 0;
    return raise_stop(vm, *out);
}

// generator.close(): GeneratorExit at the yield point.
static bool gen_close(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    if (!np_args_nokw(vm, "close", kwnames)) return false;
    if (argc != 1 || !NP_IS_GEN(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "close() takes no arguments (%d given)",
                         argc - 1);
    if (!np_gen_close(vm, NP_AS_GEN(argv[0]))) return false;
    *out = np_none();
    return true;
}

// Methods of the generator type.
const NpMethodDef np_gen_methods[] = {
    {"send", gen_send, NP_NATIVE_METHOD},
    {"throw", gen_throw, NP_NATIVE_METHOD},
    {"close", gen_close, NP_NATIVE_METHOD},
    {NULL, NULL, 0},
};

bool np_gen_init_type(NpVM *vm) {
    np_type_defer_methods(vm->types[NP_TYPE_GENERATOR]);
    return true;
}
