/*
 * np_interp.h - the interpreter's API: VM lifecycle and limits, running module code, calling,
 * generators, classes and the module registry; plus the helpers shared by the interpreter's
 * own files (np_interp.c, np_call.c, np_func.c, np_gen.c, np_module.c, np_class.c).
 *
 * See docs/vm.md for frames, the calling convention, exception unwinding and GC safe points.
 */
#ifndef NP_VM_INTERP_H
#define NP_VM_INTERP_H

#include <string.h>

#include "np_runtime.h"

/* ================================================================ lifecycle and limits */

// Runs module code [module_proto] with the globals dict [globals] (the CLI passes
// vm->main_globals with __name__ already set). Uses the budget and deadline the host set. True
// on success with the module's result (None) in [*result]; false with the exception in vm->exc.
bool npvm_run(NpVM *vm, NpProto *module_proto, NpDict *globals, NpValue *result);
// A new VM under a copy of [policy] (vm/np_policy.h; NULL = the default policy): its module
// grants, capabilities, hash seed, memory and recursion limits. npvm_new() is
// npvm_new_with_policy(NULL). NULL when out of memory.
struct NearlyPolicy;
NpVM *npvm_new_with_policy(const struct NearlyPolicy *policy);
// Gives a VM being created (policy, seed, limits and frames set) its boot state: by calling
// [build] (the first VM of a process, or when no image can be made), or by cloning the
// process's boot image (vm/np_boot.c). False when out of memory (the VM is then only fit for
// npvm_free).
bool np_boot(NpVM *vm, bool (*build)(NpVM *vm));
// How np_boot boots (tests compare the two ways): NP_BOOT_AUTO (build the first VM of the
// process, clone the others), NP_BOOT_ALWAYS (clone from the first), NP_BOOT_NEVER (build).
enum { NP_BOOT_AUTO, NP_BOOT_ALWAYS, NP_BOOT_NEVER };
void np_boot_set_mode(int mode);
// True once the process's boot image exists (made by the first np_boot that clones).
bool np_boot_image_ready(void);
// Installs a copy of [policy] (NULL = default) as vm->policy of a VM being created, and sets
// the capability flags and seeds from it (np_module.c).
bool np_policy_attach(NpVM *vm, const struct NearlyPolicy *policy);
// Recomputes vm->has_clock and vm->has_entropy after vm->policy changed (grant/revoke).
void np_policy_sync(NpVM *vm);
// Instruction budget of the next runs (charged on backward jumps and calls).
void npvm_set_budget(NpVM *vm, int64_t budget);
void npvm_set_memory_limit(NpVM *vm, size_t bytes);
// Python call depth; clamped to [1, NP_MAX_RECURSION_LIMIT]. Ignored while a run is active.
// Sets the script's ceiling too: sys.setrecursionlimit cannot go above it.
void npvm_set_recursion_limit(NpVM *vm, int limit);
// Lets sys.setrecursionlimit raise the limit up to [ceiling] (at most NP_MAX_RECURSION_LIMIT)
// without changing the limit the program starts with. Never lowers the ceiling; ignored while
// a run is active.
void npvm_allow_recursion_limit(NpVM *vm, int ceiling);
// Wall-clock limit from now, in seconds; 0 removes it.
void npvm_set_timeout(NpVM *vm, double seconds);
// Stops the running program with an uncatchable KeyboardInterrupt at its next check point.
// Async-signal-safe and thread-safe (an atomic store).
void npvm_interrupt(NpVM *vm);
// Registers an importable module: `import name` calls [init] on a fresh module object the
// first time (init fills mod->globals). False only when out of memory.
bool npvm_register_module(NpVM *vm, const char *name, bool (*init)(NpVM *, NpModuleObj *));

/* ================================================================ generators (np_gen.c) */

// Resumes generator [gen], sending [send] (None for next()). Returns 1 with the yielded value
// in [*out], 0 when the generator finished (its return value in [*out], no exception set), -1
// on error (exception pending). np_next calls this for OBJ_GENERATOR.
int np_gen_resume(NpVM *vm, NpGenerator *gen, NpValue send, NpValue *out);
// np_gen_resume (sending None) that keeps running while [sink] consumes the items [gen]
// yields (np_next_sink): returns the first item it refused (1), the end (0) or an error (-1).
int np_gen_drain(NpVM *vm, NpGenerator *gen, NpItemSink sink, void *ctx, NpValue *out);
// Raises exception instance [exc] inside [gen] at its yield point (a pending `yield from`
// delegate gets it first). Returns like np_gen_resume.
int np_gen_throw(NpVM *vm, NpGenerator *gen, NpValue exc, NpValue *out);
// generator.close(): true when the generator finished (or ignored nothing); false with the
// exception (RuntimeError "generator ignored GeneratorExit", or what the generator raised).
bool np_gen_close(NpVM *vm, NpGenerator *gen);

/* ================================================================ shared by the interpreter's files */

// Registers [n] fresh slots on the register stack (uninitialized; the caller fills them before
// the next safe point). NULL + MemoryError on failure. Released in LIFO order by np_stack_pop.
NpValue *np_stack_push(NpVM *vm, size_t n);
// Releases the topmost stack allocation, which starts at [p].
void np_stack_pop(NpVM *vm, NpValue *p);
// np_stack_push with its common case inline: [n] slots taken from the top of the current
// segment when they fit there, else np_stack_push's out-of-line path (a new segment). For the
// hot callers (argument rooting, frame registers). NULL + MemoryError on failure.
static inline __attribute__((always_inline)) NpValue *np_stack_reserve(NpVM *vm, size_t n) {
    NpStackSeg *seg = vm->seg;
    if (__builtin_expect(seg && seg->end - seg->top >= (ptrdiff_t)n, 1)) {
        NpValue *p = seg->top;
        seg->top += n;
        return p;
    }
    return np_stack_push(vm, n);
}
// The slow path of np_frame_push: raises RecursionError at the recursion limit, else charges
// the next NP_FRAME_CHUNK frames of the (already allocated) frame array to the memory
// accounting. False with the exception set.
bool np_frames_grow(NpVM *vm);
// Sets vm->frame_stop to min(recursion_limit, frames_cap): after either may have dropped.
static inline void np_frames_sync(NpVM *vm) {
    vm->frame_stop = vm->recursion_limit < vm->frames_cap ? vm->recursion_limit : vm->frames_cap;
}
// Sets every field of a new frame [f] of [fn] whose registers are [regs] and whose code
// ([fn]'s proto's) starts at [code]: returning into no register, no special return, no
// generator, no exception being handled. The one list of a fresh frame's fields, for
// np_frame_push and the interpreter's own push (vm/np_interp.c ENTER_FRAME).
static inline __attribute__((always_inline)) void np_frame_fill(NpFrame *f, NpFunction *fn,
                                                                NpValue *regs,
                                                                const uint32_t *code) {
    f->func = fn;
    f->regs = regs;
    f->pc = code;
    f->ret_reg = -1;
    f->special = 0;
    f->gen = NULL;
    f->handling = np_undef();
}
// Pushes a frame for [fn] whose registers are [regs]; NULL + RecursionError past the limit.
// Inline: every Python call and generator resumption runs it.
static inline NpFrame *np_frame_push(NpVM *vm, NpFunction *fn, NpValue *regs) {
    if (__builtin_expect(vm->nframes >= vm->frame_stop, 0) && !np_frames_grow(vm))
        return NULL;
    NpFrame *f = &vm->frames[vm->nframes++];
    np_frame_fill(f, fn, regs, fn->proto->code);
    return f;
}
// Makes the entry cells of a new frame of [fn] (its cell variables, a parameter's value moved
// into its cell) and installs its free cells in [regs]. False with MemoryError.
bool np_bind_cells(NpVM *vm, NpFunction *fn, NpValue *regs);
// Binds a call of [fn] (NP_PROTO_SIMPLE) with positional arguments only, as many as it has
// parameters or, when [defaults], fewer with its defaults covering the rest (np_call_is_simple):
// [self] (when not UNDEF) then the [argc] values [argv] into [regs], the missing parameters from
// fn->defaults, the named locals after the parameters unbound, then the cells. The temporaries
// are left as they are (NpProto.nlocals). False with MemoryError when a cell cannot be made.
// The interpreter's exact-arity CALL passes [defaults] false (a constant: no test is left).
// [p] is fn->proto, passed in so that a caller that has it loaded (the interpreter's CALL) does
// not have it read again after its own stores.
static inline __attribute__((always_inline)) bool np_bind_positional(NpVM *vm, NpFunction *fn,
                                                                     const NpProto *p,
                                                                     NpValue *regs, NpValue self,
                                                                     int argc, const NpValue *argv,
                                                                     bool defaults) {
    NpValue *d = regs;
    if (!NP_IS_UNDEF(self)) *d++ = self;
    switch (argc) {
    case 3: d[2] = argv[2]; // fall through
    case 2: d[1] = argv[1]; // fall through
    case 1: d[0] = argv[0]; // fall through
    case 0: break;
    default:
        for (int k = 0; k < argc; k++) d[k] = argv[k];
    }
    int npos = (int)(d - regs) + argc;
    if (defaults && __builtin_expect(npos < p->argcount, 0)) {
        const NpTuple *defs = fn->defaults;
        int first = p->argcount - (int)defs->n;
        for (int k = npos; k < p->argcount; k++) regs[k] = defs->items[k - first];
    }
    for (int k = p->argcount; k < p->nlocals; k++) regs[k] = np_undef();
#ifdef NP_POISON_TEMPS
    // Debug check (make CFLAGS=-DNP_POISON_TEMPS): a temporary read before it is written shows.
    for (int k = p->nlocals; k < p->nregs; k++) regs[k] = np_int(777777777);
#endif
    if (__builtin_expect((p->flags & NP_PROTO_CELLS) != 0, 0)) {
        // A closure that makes no cells of its own (a lambda or inner function reading or
        // rebinding its free variables) only gets its free cells, copied here without a call.
        if (p->ncells) return np_bind_cells(vm, fn, regs);
        for (int k = 0; k < p->nfree; k++) regs[p->freedst[k]] = np_obj(&fn->cells[k]->hdr);
    }
    return true;
}
// np_bind_positional for any call np_call_is_simple accepts (defaults included).
// Always inlined: with the free-cell copy of np_bind_positional, GCC stopped inlining it into
// the interpreter loop's reserve_bind (richards +2.9% instructions).
static inline __attribute__((always_inline)) bool np_bind_simple(NpVM *vm, NpFunction *fn,
                                                                 NpValue *regs, NpValue self,
                                                                 int argc, const NpValue *argv) {
    return np_bind_positional(vm, fn, fn->proto, regs, self, argc, argv, true);
}
// True when a call of [fn] with [nargs] positional arguments, [self] (UNDEF when absent) and
// keyword names [kwn] can bind with np_bind_simple: NP_PROTO_SIMPLE, no keywords, and the
// positional arguments fill the parameters, or the first ones with defaults for the rest.
static inline bool np_call_is_simple(const NpFunction *fn, NpValue self, int nargs,
                                     const NpTuple *kwn) {
    const NpProto *p = fn->proto;
    int npos = nargs + !NP_IS_UNDEF(self);
    if (!(p->flags & NP_PROTO_SIMPLE) || kwn) return false;
    return npos == p->argcount || (npos < p->argcount && fn->defaults &&
                                   npos >= p->argcount - (int)fn->defaults->n);
}
// Binds [argc] arguments [argv] (the last kwnames->n of them keyword values) to the parameters
// of [fn] in [regs] (proto->nregs slots), with CPython's TypeError messages, then makes the
// entry cells and installs the free cells.
// [self] (UNDEF when absent) is prepended to the positional arguments.
bool np_bind_args(NpVM *vm, NpFunction *fn, NpValue *regs, NpValue self, int argc,
                  const NpValue *argv, NpTuple *kwnames);
// Runs the interpreter loop on the topmost frame (a c_boundary frame) until it returns
// (true, value in [*out]) or an exception escapes it (false). Sets *yielded when the frame is a
// generator frame that yielded instead of returning.
bool np_execute(NpVM *vm, NpValue *out, bool *yielded);
// Frees proto [p]'s inline caches (the icache array and its polymorphic blocks) and gives
// their bytes back to the memory accounting (vm/np_gc.c, when the proto is freed).
void np_icache_free(NpVM *vm, NpProto *p);
// Makes a generator for [fn] with arguments bound as np_bind_args does.
bool np_gen_new(NpVM *vm, NpFunction *fn, NpValue self, int argc, const NpValue *argv, NpTuple *kwnames,
                NpValue *out);
// A new function object from [proto] for the frame [f] (MAKEFUNC).
NpFunction *np_func_new(NpVM *vm, NpProto *proto, NpDict *globals, NpValue defaults,
                        NpValue kwdefaults, NpValue *enclosing_regs);
// A new cell holding [v].
NpCell *np_cell_new(NpVM *vm, NpValue v);
// Binds a class attribute [f] to [self]: Python functions become bound methods, natives are
// copied with self set; anything else is returned as is.
bool np_bind_method(NpVM *vm, NpValue f, NpValue self, NpValue *out);
// Looks [name] up through the MRO of type [t]; UNDEF when absent.
NpValue np_type_lookup(NpType *t, NpStr *name);
// Makes the VM's type lookup cache if it has none (false with MemoryError or the budget's
// error pending when its 10 KiB are refused), empties it (after a collection), frees it.
bool np_type_cache_init(NpVM *vm);
void np_type_cache_clear(NpVM *vm);
void np_type_cache_free(NpVM *vm);
// BUILDCLASS: R[A] body function, R[A+1] name, R[A+2] bases tuple.
// [kw] is None or the dict of the class statement's keyword arguments (consumed).
bool np_build_class(NpVM *vm, NpValue body, NpValue name, NpValue bases, NpValue kw, NpValue *out);
// Three-argument type(name, bases, ns): a class made like a class statement's from a copy of
// the namespace dict [ns] (str keys; `__qualname__` in it sets the qualname), no bases meaning
// (object,). The same checks as a class statement (bases, refused hooks, __slots__,
// __init_subclass__ of the bases).
bool np_class_from_namespace(NpVM *vm, NpStr *name, NpTuple *bases, NpDict *ns, NpValue *out);
// np_class_from_namespace with type()'s keyword arguments [kw] (a dict of str keys, or NULL):
// they go to the bases' __init_subclass__ as a class statement's do, with its errors.
bool np_class_from_namespace_kw(NpVM *vm, NpStr *name, NpTuple *bases, NpDict *ns, NpDict *kw,
                                NpValue *out);
// A new user class [name] with attribute dict [dict] and base classes [bases] (checked as a
// class statement checks them); NULL with a pending TypeError. Runs no Python code. Used by
// BUILDCLASS and by versioned state, which restores a class before its bases and dict are
// known (np_class_set_bases then sets the real bases, recomputing the layout and the MRO).
NpType *np_class_make(NpVM *vm, NpStr *name, NpStr *qualname, NpTuple *bases, NpDict *dict);
bool np_class_set_bases(NpVM *vm, NpType *t, NpTuple *bases);
// Moves the fresh builtin value [v] into a new object of type [t] with an attribute slot
// after its layout (what instances of a user subclass of list, dict, ... are), and the type
// whose constructor builds such a class's builtin value (list, or a namedtuple class).
bool np_ext_adopt(NpVM *vm, NpType *t, NpValue v, NpValue *out);
NpType *np_ext_layout_root(NpType *t);
// Refuses a class namespace that defines a hook Nearly never calls (__new__, __del__, ...).
bool np_class_check_hooks(NpVM *vm, NpDict *ns);
// IMPORT / IMPORTFROM / IMPORTSTAR.
bool np_import(NpVM *vm, NpStr *name, NpValue *out);
// IMPORT as a script does it: [name] must be granted by vm->policy unless [importer] (the code
// running the import) is embedded stdlib code (NP_PROTO_STDLIB). A denied module raises
// ModuleNotFoundError like a missing one, noting the policy when the module exists.
bool np_import_checked(NpVM *vm, const NpProto *importer, NpStr *name, NpValue *out);
bool np_import_from(NpVM *vm, NpValue mod, NpStr *name, NpValue *out);
// A name module [m] makes on first use (a stdlib module's rarely used classes, compiled only
// when a script asks for them): when m's globals hold a "__lazy__" dict whose entry for [name]
// is a loader, the loader is called with the module (it defines names in m's globals) and *out
// is [name]'s value afterwards. *out is UNDEF when [m] has no such name; false on an error.
bool np_module_lazy(NpVM *vm, NpModuleObj *m, NpStr *name, NpValue *out);
bool np_import_star(NpVM *vm, NpValue mod, NpDict *globals);
// WITHENTER: [*exitfn] := bound mgr.__exit__, [*entered] := mgr.__enter__().
bool np_with_enter(NpVM *vm, NpValue mgr, NpValue *exitfn, NpValue *entered);
// Sets the implicit __context__ of a newly raised exception [exc] from the exceptions being
// handled by the live frames (innermost first), breaking cycles as CPython does.
void np_set_context(NpVM *vm, NpValue exc);
// The exception an except or finally block of some running frame is handling (the innermost
// one), or UNDEF: what a bare `raise` re-raises and sys.exc_info() reports.
NpValue np_handled_exception(NpVM *vm);
// Raises the uncatchable limit errors.
bool np_raise_uncatchable(NpVM *vm, NpBuiltinTypeId id, const char *msg);
// Slow path of the budget charge: budget exhausted, deadline passed, interrupt requested.
bool np_check_limits(NpVM *vm);
// Calls a NpFunction from C (the c_boundary path of np_call).
bool np_call_function(NpVM *vm, NpFunction *fn, NpValue self, int argc, const NpValue *argv,
                      NpTuple *kwnames, NpValue *out);
// Charges [n] units to the instruction budget; long-running natives may call it. False with
// the uncatchable limit error pending when the budget, deadline or interrupt trips. Inline:
// the slow path (np_check_limits) runs every NP_CHECK_INTERVAL units.
static inline bool np_budget_charge(NpVM *vm, int64_t n) {
    if (NP_LIMITS_OFF) return true;
    vm->tick -= n;
    if (__builtin_expect(vm->tick < 0, 0)) return np_check_limits(vm);
    return true;
}
// The instruction budget left in this run (negative once it is exhausted).
static inline int64_t np_budget_left(const NpVM *vm) { return vm->check_at + vm->tick; }
// Sets the budget left to [b] without moving the next check (a [b] below it checks at the next
// charge, as a spent budget must).
static inline void np_budget_set_left(NpVM *vm, int64_t b) { vm->tick = b - vm->check_at; }
// NpFrame.is_init of the c_boundary frame of an np_call_each loop (vm/np_call.c): its return
// gives the value to the loop's step and, when the step asks for another call, pushes the next
// call's frame in the same interpreter loop (np_interp.c, each_return). Only ever on a
// c_boundary frame, so it never meets the other return actions (vm/np_interp.c).
#define NP_FRAME_EACH 254
// Pushes the frame of one call of np_call_each's [fn] (np_call_is_simple with one argument)
// with argument e->arg, marked c_boundary and NP_FRAME_EACH; charges the call as call_simple
// does. False with the exception (budget, MemoryError, RecursionError).
static inline __attribute__((always_inline)) bool np_call_each_enter(NpVM *vm, NpFunction *fn,
                                                                  const NpCallEach *e) {
    if (!np_budget_charge(vm, 1)) return false;
    NpValue *regs = np_stack_reserve(vm, (size_t)fn->proto->nregs);
    if (!regs) return false;
    NpFrame *f;
    if (__builtin_expect(!np_bind_simple(vm, fn, regs, np_undef(), 1, &e->arg), 0) ||
        __builtin_expect(!(f = np_frame_push(vm, fn, regs)), 0)) {
        np_stack_pop(vm, regs);
        return false;
    }
    f->c_boundary = 1;
    f->is_init = NP_FRAME_EACH;
    return true;
}
// Budget costs of native work, in budget units (docs/limits.md, "The budget unit"): 1 unit per
// element visited, per NP_COST_TEXT_BYTES bytes of text scanned or built, per 64-bit limb of
// big-int operand, and per NP_COST_ALLOC_BYTES bytes of memory allocated during a run.
#define NP_COST_TEXT_BYTES 16
#define NP_COST_ALLOC_BYTES 64
// Cost of scanning or building [bytes] bytes of text: 1 unit per 16 bytes.
static inline int64_t np_cost_text(size_t bytes) { return (int64_t)(bytes / NP_COST_TEXT_BYTES); }
// Cost of super-linear work on [n] items (sorting, big-int multiplication): n * (1 + log2 n).
static inline int64_t np_cost_nlogn(uint64_t n) {
    int lg = 0;
    for (uint64_t k = n; k > 1; k >>= 1) lg++;
    return (int64_t)(n > ((uint64_t)INT64_MAX >> 7) ? INT64_MAX : n * (uint64_t)(1 + lg));
}
// Work below these sizes is free: its cost is part of the instruction that asked for it, and
// the hot paths (short str ==, small containers) pay no function call.
#define NP_COST_FREE_BYTES 256
#define NP_COST_FREE_ITEMS 32
// Charges for scanning or building [bytes] bytes of text, before doing it (np_cost_text).
// False with the limit error pending.
static inline bool np_charge_text(NpVM *vm, size_t bytes) {
    return bytes < NP_COST_FREE_BYTES || np_budget_charge(vm, np_cost_text(bytes));
}

// `a OP b` (== != < <= > >=) for two exact strs (a subclass may define __eq__/__lt__), the
// budget charged for the bytes compared: 1 with *res set, 0 when a or b is not an exact str (or
// [op] is another operator), -1 with the budget's error pending. np_compare and the
// interpreter's compare-and-branch both start here.
static inline int np_str_compare_exact(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, bool *res) {
    NpType *st = vm->types[NP_TYPE_STR];
    if (op > CMP_GTE || !NP_IS_KIND(a, OBJ_STR) || !NP_IS_KIND(b, OBJ_STR) ||
        NP_AS_OBJ(a)->type != st || NP_AS_OBJ(b)->type != st)
        return 0;
    const NpStr *sa = NP_AS_STR(a), *sb = NP_AS_STR(b);
    if (op == CMP_EQ || op == CMP_NOTEQ) {
        // Only two distinct strs of one length need their bytes compared.
        if (sa->len == sb->len && sa != sb && !np_charge_text(vm, sa->len)) return -1;
        *res = np_str_eq(sa, sb) == (op == CMP_EQ);
        return 1;
    }
    if (!np_charge_text(vm, sa->len < sb->len ? sa->len : sb->len)) return -1;
    int c = np_str_cmp(sa, sb);
    *res = op == CMP_LT ? c < 0 : op == CMP_LTE ? c <= 0 : op == CMP_GT ? c > 0 : c >= 0;
    return 1;
}
// Charges for visiting [n] items of a container (1 unit each), before doing it.
static inline bool np_charge_items(NpVM *vm, size_t n) {
    return n < NP_COST_FREE_ITEMS || np_budget_charge(vm, (int64_t)n);
}
// Writes CPython's name of a callable for messages ("__main__.f()", "print()") into [buf].
void np_func_str(NpVM *vm, NpValue fn, char *buf, size_t size);
// Calls [callable] with [self] prepended to the arguments.
bool np_call_with_self(NpVM *vm, NpValue callable, NpValue self, int argc, const NpValue *argv,
                       NpTuple *kwnames, NpValue *out);
// The constructor of user classes (NpType.construct for NP_TF_USER types).
bool np_user_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kwnames,
                       NpValue *out);
// User class [t]'s ordinary construction (layout value, then __init__), ignoring the __call__ of
// a class-behaviour table (NpType.meta); stdlib/np_lib_enum.c makes members with it.
bool np_class_plain_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kwnames,
                              NpValue *out);
// Gives user class [t] the class-behaviour table [table] (NpType.meta), routing calls of [t]
// through the table's __call__ when it has one (only stdlib/np_lib_enum.c's _set_meta calls it).
void np_class_set_meta(NpVM *vm, NpType *t, NpType *table);
// Gives user class [t] back its ordinary constructor when its table's __call__ is not needed
// (abc: no abstract methods); vm/np_class.c.
void np_class_plain_call(NpType *t);
// A new, uninitialized instance of user class [t] (no __init__ call): one allocation holding
// the instance and its attribute dict (NP_INST_EMBEDDED), with room for as many attributes as
// np_instance_learn has seen on t's instances.
bool np_instance_new(NpVM *vm, NpType *t, NpValue *out);

// Records, after __init__ returned on instance [v] (made by np_instance_new), how many
// attributes it has: the most seen sizes the next instances of its class (NpType.inst_attrs).
static inline void np_instance_learn(NpValue v) {
    NpInstance *o = (NpInstance *)NP_AS_OBJ(v);
    NpType *t = o->hdr.type;
    size_t n = (o->hdr.flags & NP_INST_SHAPED) ? o->nvals : o->dict ? o->dict->n : 0;
    if (n > t->inst_attrs) t->inst_attrs = n > 255 ? 255 : (uint8_t)n;
}
// The index of own attribute [name] among shaped instance [o]'s values, or -1.
int64_t np_inst_shape_find(const NpInstance *o, const NpStr *name);
// Stores [v] as attribute [name] of shaped instance [o] in its value array: 1 + its index in
// the array when stored, 0
// when the instance cannot keep its shape for it (the caller stores through
// np_instance_attrs), -1 with MemoryError.
int np_inst_shape_store(NpVM *vm, NpInstance *o, NpStr *name, NpValue v);
// The attribute dict of instance [o] (NULL for a packed one without): a shaped instance gets
// one now, holding its values, and stays unshaped. NULL with MemoryError when that fails.
NpDict *np_instance_attrs(NpVM *vm, NpInstance *o);
// Own attribute [name] of instance [o] (shaped or with a dict), UNDEF when it has none.
NpValue np_inst_get(const NpInstance *o, const NpStr *name);
// Whether the "no shadowing key" proof of instance [o] holds (NpInstance): no own attribute
// of it is named like an attribute of its class. An instance without attributes (a packed
// one with no dict) has none.
static inline bool np_inst_proven(const NpVM *vm, const NpInstance *o) {
    if (o->hdr.flags & NP_INST_SHAPED)
        return o->proof_epoch == vm->class_epoch && o->proof_nvals == o->nvals;
    return !o->dict ||
           (o->proof_epoch == vm->class_epoch && o->proof_version == o->dict->version);
}
// Renews the proof of instance [o] after a store that keeps it (one whose name is no class
// attribute, made while the proof held).
static inline void np_inst_prove(NpInstance *o) {
    if (o->hdr.flags & NP_INST_SHAPED) o->proof_nvals = o->nvals;
    else if (o->dict) o->proof_version = o->dict->version;
}
// The write barrier (np_gc.h) for a store into the attribute storage of user instance [o]
// that C code reaches through a pointer it found earlier (a slot of the value array of a
// shaped instance, or an entry of its attribute dict, embedded or not): both holders.
static inline void np_inst_barrier(NpVM *vm, NpInstance *o) {
    np_gc_barrier(vm, o);
    if (o->dict) np_gc_barrier(vm, o->dict);
}
// Adds the generator type's methods (send); called by npvm_new.
bool np_gen_init_type(NpVM *vm);
// Marks the generator's fields (for np_gc.c's trace of OBJ_GENERATOR).
void np_gen_trace(NpVM *vm, NpGenerator *g);
// Frees the module registry (npvm_free).
void np_modreg_free(NpVM *vm);

#endif
