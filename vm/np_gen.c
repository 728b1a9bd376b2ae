/*
 * np_gen.c - generators: calling a generator function makes an NpGenerator holding the frame's
 * registers inline; np_gen_resume pushes a c_boundary frame over those registers and runs the
 * loop until the next YIELD/YIELDFROM (suspend) or RETURN (finish).
 *
 * send/throw/close methods come with the language issue; the resume path already takes the
 * value sent in, and NpGenerator.yf records the delegate of a pending `yield from`.
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
    g->yf = np_undef();
    g->handling = np_undef();
    if (!np_bind_args(vm, fn, g->regs, self, argc, argv, kwnames)) return false;
    *out = np_obj(&g->hdr);
    return true;
}

int np_gen_resume(NpVM *vm, NpGenerator *g, NpValue send, NpValue *out) {
    switch ((NpGenState)g->state) {
    case NP_GEN_RUNNING:
        np_raisef(vm, NP_TYPE_VALUEERROR, "generator already executing");
        return -1;
    case NP_GEN_DONE: *out = np_none(); return 0;
    case NP_GEN_CREATED:
        if (!NP_IS_NONE(send)) {
            np_raisef(vm, NP_TYPE_TYPEERROR,
                      "can't send non-None value to a just-started generator");
            return -1;
        }
        break;
    case NP_GEN_SUSPENDED: g->regs[g->resume_reg] = send; break;
    }
    if (!np_budget_charge(vm, 1)) return -1;
    NpFrame *f = np_frame_push(vm, g->func, g->regs);
    if (!f) return -1;
    f->pc = g->pc;
    f->c_boundary = 1;
    f->gen = g;
    f->handling = g->handling;
    f->yf_resumed = g->state == NP_GEN_SUSPENDED && g->pc < g->func->proto->ncode &&
                    GET_OP(g->func->proto->code[g->pc]) == OP_YIELDFROM;
    NpGenState before = (NpGenState)g->state;
    g->state = NP_GEN_RUNNING;
    bool yielded;
    if (!np_execute(vm, out, &yielded)) {
        // A C-depth RecursionError is raised before the frame runs: the generator stays as it was.
        if (g->state == NP_GEN_RUNNING) g->state = (uint8_t)before;
        return -1;
    }
    if (yielded) return 1;
    g->state = NP_GEN_DONE;
    return 0;
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

// Methods of the generator type (close and throw come with the language issue).
static const NpMethodDef gen_methods[] = {
    {"send", gen_send, NP_NATIVE_METHOD},
    {NULL, NULL, 0},
};

bool np_gen_init_type(NpVM *vm) {
    return np_type_add_methods(vm, vm->types[NP_TYPE_GENERATOR], gen_methods);
}
