/*
 * np_interp.c - the interpreter: VM lifecycle and limits, the register stack, frames, the
 * dispatch loop (np_execute) and exception unwinding.
 *
 * Python-to-Python calls push a frame and continue in the same loop; only calls from C
 * (np_call, generator resumption) nest a loop invocation, bounded by NP_MAX_C_DEPTH. Registers
 * live in stack segments that never move, so register pointers stay valid across calls.
 * See docs/vm.md.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "np_code.h"
#include "np_descr.h"
#include "np_interp.h"
#include "np_tb.h"
#include "np_lib.h"
#include "np_match.h"
#include "np_strbuild.h"
#include "np_policy.h"

#define LIKELY(x) __builtin_expect(!!(x), 1)
#define UNLIKELY(x) __builtin_expect(!!(x), 0)

/* ================================================================ register stack */

// Bytes of a segment with [slots] slots.
static size_t seg_bytes(size_t slots) { return sizeof(NpStackSeg) + slots * sizeof(NpValue); }

// Frees segment [s] and every segment after it.
static void seg_free_chain(NpVM *vm, NpStackSeg *s) {
    while (s) {
        NpStackSeg *next = s->next;
        np_mem_realloc(vm, s, seg_bytes((size_t)(s->end - s->slots)), 0);
        s = next;
    }
}

NpValue *np_stack_push(NpVM *vm, size_t n) {
    NpStackSeg *s = vm->seg;
    if (LIKELY(s && (size_t)(s->end - s->top) >= n)) {
        NpValue *p = s->top;
        s->top += n;
        return p;
    }
    NpStackSeg *nx = s ? s->next : NULL;
    if (nx && (size_t)(nx->end - nx->slots) < n) {
        seg_free_chain(vm, nx);
        s->next = nx = NULL;
    }
    if (!nx) {
        // Segments double from NP_SEG_FIRST_SLOTS up to NP_SEG_SLOTS, so a VM that only runs
        // small scripts never holds a big stack (nor pays for mmap'ing one).
        size_t prev = s ? (size_t)(s->end - s->slots) : 0;
        size_t cap = prev ? (prev >= NP_SEG_SLOTS / 2 ? NP_SEG_SLOTS : prev * 2) : NP_SEG_FIRST_SLOTS;
        if (cap < n) cap = n;
        nx = np_mem_realloc(vm, NULL, 0, seg_bytes(cap));
        if (!nx) return NULL;
        // Every slot of a segment holds a valid value or UNDEF (see npvm_mark_roots).
        memset(nx->slots, 0, cap * sizeof(NpValue));
        nx->prev = s;
        nx->next = NULL;
        nx->end = nx->slots + cap;
        if (s) s->next = nx;
    }
    nx->top = nx->slots + n;
    vm->seg = nx;
    return nx->slots;
}

void np_stack_pop(NpVM *vm, NpValue *p) {
    NpStackSeg *s = vm->seg;
    s->top = p;
    if (p == s->slots && s->prev) vm->seg = s->prev;
}

/* ================================================================ frames */

bool np_frames_grow(NpVM *vm) {
    int limit = vm->recursion_limit < vm->frames_alloc ? vm->recursion_limit : vm->frames_alloc;
    np_frames_sync(vm);
    if (vm->nframes >= limit) {
        np_raisef(vm, NP_TYPE_RECURSIONERROR, "maximum recursion depth exceeded");
        return false;
    }
    if (vm->nframes < vm->frames_cap) return true;
    int more = vm->frames_alloc - vm->frames_cap;
    if (more > NP_FRAME_CHUNK) more = NP_FRAME_CHUNK;
    if (!np_mem_charge(vm, (size_t)more * sizeof(NpFrame))) return false;
    vm->frames_cap += more;
    np_frames_sync(vm);
    return true;
}

// Marks the live register stack and clears the rest. A call leaves its temporaries as the
// previous user of those slots left them (np_bind_simple), so every slot must always hold either
// UNDEF or a value the collector has not freed: slots below a segment's top are marked (a stale
// value there stays alive until overwritten), and slots above it, which nothing marks, are set
// to UNDEF here, before the sweep frees what they pointed to. New segments start cleared.
void npvm_mark_roots(NpVM *vm) {
    for (NpStackSeg *s = vm->seg; s; s = s->prev) {
        for (NpValue *v = s->slots; v < s->top; v++) np_gc_mark_value(vm, *v);
        memset(s->top, 0, (size_t)(s->end - s->top) * sizeof(NpValue));
    }
    for (NpStackSeg *s = vm->seg ? vm->seg->next : NULL; s; s = s->next)
        memset(s->slots, 0, (size_t)(s->end - s->slots) * sizeof(NpValue));
    for (int k = 0; k < vm->nframes; k++) {
        NpFrame *f = &vm->frames[k];
        np_gc_mark_obj(vm, &f->func->hdr);
        np_gc_mark_value(vm, f->handling);
        if (f->gen) {
            np_gc_mark_obj(vm, &f->gen->hdr);
            np_gen_trace(vm, f->gen);
        }
    }
    NpStr *names[] = {vm->s_init, vm->s_enter, vm->s_exit, vm->s_name,
                      vm->s_all,  vm->s_send,  vm->s_empty, vm->s_dc_fields};
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
        if (names[k]) np_gc_mark_obj(vm, &names[k]->hdr);
    if (vm->empty_type_dict) np_gc_mark_obj(vm, &vm->empty_type_dict->hdr);
    for (size_t k = 0; k < 128; k++)
        if (vm->ascii_chars[k]) np_gc_mark_obj(vm, &vm->ascii_chars[k]->hdr);
}

/* ================================================================ limits */

// The CLOCK_MONOTONIC time in seconds.
static double now_sec(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

// The budget value at which the next limit check happens: NP_CHECK_INTERVAL units from now,
// and never later than the budget running out.
static int64_t next_check(int64_t budget) {
    return budget > NP_CHECK_INTERVAL ? budget - NP_CHECK_INTERVAL : 0;
}

bool np_raise_uncatchable(NpVM *vm, NpBuiltinTypeId id, const char *msg) {
    NpTuple *args = NULL;
    if (msg) {
        NpStr *s = np_str_from_cstr(vm, msg);
        if (!s) return false;
        NpValue sv = np_obj(&s->hdr);
        if (!(args = np_tuple_from(vm, &sv, 1))) return false;
    }
    NpException *e = np_exc_new(vm, vm->types[id], args);
    if (!e) return false;
    e->hdr.flags |= NP_EXC_UNCATCHABLE;
    vm->exc = np_obj(&e->hdr);
    return false;
}

// Puts the next limit check NP_CHECK_INTERVAL units before the budget left [b] (or at its end),
// with vm->tick counting down to it.
static void budget_rebase(NpVM *vm, int64_t b) {
    vm->check_at = next_check(b);
    vm->tick = b - vm->check_at;
}

bool np_check_limits(NpVM *vm) {
    char msg[96];
    int64_t left = np_budget_left(vm);
    if (left < 0) {
        // Stay exhausted: the next charge checks (and raises) again.
        vm->check_at = left;
        vm->tick = 0;
        snprintf(msg, sizeof msg, "instruction budget exhausted (%lld instructions)",
                 (long long)vm->budget_start);
        return np_raise_uncatchable(vm, NP_TYPE_BUDGETEXCEEDED, msg);
    }
    budget_rebase(vm, left);
    if (atomic_exchange(&vm->interrupt, 0))
        return np_raise_uncatchable(vm, NP_TYPE_KEYBOARDINTERRUPT, NULL);
    if (vm->deadline > 0 && now_sec() >= vm->deadline) {
        snprintf(msg, sizeof msg, "execution time limit exceeded (%g s)", vm->timeout_sec);
        return np_raise_uncatchable(vm, NP_TYPE_TIMEOUTERROR, msg);
    }
    return true;
}


void npvm_set_budget(NpVM *vm, int64_t budget) {
    vm->budget_start = budget;
    budget_rebase(vm, budget);
}

void npvm_set_memory_limit(NpVM *vm, size_t bytes) { vm->mem_limit = bytes; }

// Makes room in the frame array for [limit] nested calls (only between runs: frames never move
// while one runs). False when it cannot.
static bool frames_reserve(NpVM *vm, int limit) {
    if (limit + 1 <= vm->frames_alloc) return true;
    if (vm->nframes > 0) return false;
    // No frame is live, so nothing needs copying (a realloc would copy the old array: 12% of
    // the CLI's start-up, which allows 20000). Not charged here: frames_grow charges the frames
    // as calls reach them.
    NpFrame *nf = malloc((size_t)(limit + 1) * sizeof(NpFrame));
    if (!nf) return false;
    free(vm->frames);
    vm->frames = nf;
    vm->frames_alloc = limit + 1;
    return true;
}

void npvm_set_recursion_limit(NpVM *vm, int limit) {
    if (limit < 1) limit = 1;
    if (limit > NP_MAX_RECURSION_LIMIT) limit = NP_MAX_RECURSION_LIMIT;
    if (vm->nframes > 0 || !frames_reserve(vm, limit)) return;
    vm->recursion_limit = vm->recursion_ceiling = limit;
    np_frames_sync(vm);
}

void npvm_allow_recursion_limit(NpVM *vm, int ceiling) {
    if (ceiling > NP_MAX_RECURSION_LIMIT) ceiling = NP_MAX_RECURSION_LIMIT;
    if (ceiling <= vm->recursion_ceiling || !frames_reserve(vm, ceiling)) return;
    vm->recursion_ceiling = ceiling;
}

void npvm_set_timeout(NpVM *vm, double seconds) {
    vm->timeout_sec = seconds;
    vm->deadline = seconds > 0 ? now_sec() + seconds : 0;
}

void npvm_interrupt(NpVM *vm) { atomic_store(&vm->interrupt, 1); }

/* ================================================================ lifecycle */

// Default output sinks.
static void default_out(void *ud, const char *data, size_t len) {
    (void)ud;
    fwrite(data, 1, len, stdout);
}

static void default_err(void *ud, const char *data, size_t len) {
    (void)ud;
    fflush(stdout);
    fwrite(data, 1, len, stderr);
}

// Interns the names the interpreter uses.
static bool intern_names(NpVM *vm) {
    vm->s_init = np_intern_cstr(vm, "__init__");
    vm->s_enter = np_intern_cstr(vm, "__enter__");
    vm->s_exit = np_intern_cstr(vm, "__exit__");
    vm->s_name = np_intern_cstr(vm, "__name__");
    vm->s_all = np_intern_cstr(vm, "__all__");
    vm->s_send = np_intern_cstr(vm, "send");
    vm->s_empty = np_intern_cstr(vm, "");
    vm->s_dc_fields = np_intern_cstr(vm, "__np_dc_fields__");
    return vm->s_init && vm->s_enter && vm->s_exit && vm->s_name && vm->s_all && vm->s_send &&
           vm->s_empty && vm->s_dc_fields;
}

// Builds the boot state of a new VM (what vm/np_boot.c's image holds, NP_VM_BOOT_FIELDS): in
// the boot arena, the builtin types with their methods, the builtins, the interned names, the
// namespaces and the module registry. It depends on nothing but the VM's hash seed.
static bool boot_build(NpVM *vm) {
    if (!np_arena_open(vm, NP_BOOT_ARENA_BYTES) || !np_types_init(vm) || !intern_names(vm))
        return false;
    if (!vm->main_globals) vm->main_globals = np_dict_new(vm);
    if (!vm->modules) vm->modules = np_dict_new(vm);
    if (!vm->main_globals || !vm->modules || !nplib_register_modules(vm) ||
        !np_gen_init_type(vm) || !np_types_compact(vm))
        return false;
    np_arena_close(vm);
    np_exc_clear(vm);
    return true;
}

NpVM *npvm_new(void) { return npvm_new_with_policy(NULL); }

NpVM *npvm_new_with_policy(const struct NearlyPolicy *policy) {
    NpVM *vm = calloc(1, sizeof *vm);
    if (!vm) return NULL;
    // The policy comes first: the hash seed must be known before the first str is hashed.
    if (!np_policy_attach(vm, policy)) {
        free(vm);
        return NULL;
    }
    vm->mem_limit = NP_DEFAULT_MEMORY_LIMIT;
    vm->next_gc = NP_GC_INITIAL_THRESHOLD;
    // No object carries this epoch, so the write barrier does nothing before the first
    // collection, which is a major one (np_gc.h).
    vm->gc_epoch = NP_GC_NO_EPOCH;
    vm->recursion_limit = vm->recursion_ceiling = NP_DEFAULT_RECURSION_LIMIT;
    vm->write_out = default_out;
    vm->write_err = default_err;
    vm->exc = np_undef();
    atomic_init(&vm->interrupt, 0);
    npvm_set_budget(vm, NP_DEFAULT_BUDGET);
    vm->frames_alloc = NP_DEFAULT_RECURSION_LIMIT + 1;
    vm->frames = malloc((size_t)vm->frames_alloc * sizeof(NpFrame));
    if (!vm->frames || !np_boot(vm, boot_build)) {
        npvm_free(vm);
        return NULL;
    }
    if (vm->policy->has_memory) npvm_set_memory_limit(vm, vm->policy->memory);
    if (vm->policy->has_recursion) npvm_set_recursion_limit(vm, vm->policy->recursion);
    np_exc_clear(vm);
    return vm;
}

void npvm_free(NpVM *vm) {
    if (!vm) return;
    np_modreg_free(vm);  // first: its table may live in the boot arena np_gc_free_all frees
    np_type_cache_free(vm);
    np_tb_cache_free(vm);
    np_gc_free_all(vm);
    NpStackSeg *first = vm->seg;
    while (first && first->prev) first = first->prev;
    seg_free_chain(vm, first);
    vm->seg = NULL;
    np_mem_uncharge(vm, (size_t)vm->frames_cap * sizeof(NpFrame));
    free(vm->frames);
    np_policy_free(vm->policy);
    free(vm);
}

bool npvm_run(NpVM *vm, NpProto *module_proto, NpDict *globals, NpValue *result) {
    budget_rebase(vm, np_budget_left(vm));
    if (vm->memory_error) vm->memory_error->ntb = 0;
    NpFunction *fn = np_func_new(vm, module_proto, globals, np_none(), np_none(), NULL);
    if (!fn) return false;
    return np_call_function(vm, fn, np_undef(), 0, NULL, NULL, result);
}

/* ================================================================ exceptions */

void np_set_context(NpVM *vm, NpValue exc) {
    if (!NP_IS_EXC(exc)) return;
    NpValue handled = np_undef();
    for (int k = vm->nframes - 1; k >= 0; k--) {
        if (!NP_IS_UNDEF(vm->frames[k].handling)) {
            handled = vm->frames[k].handling;
            break;
        }
    }
    if (!NP_IS_EXC(handled) || NP_AS_OBJ(handled) == NP_AS_OBJ(exc)) return;
    // Break a cycle exc -> ... -> handled -> ... -> exc the way CPython does.
    NpException *o = NP_AS_EXC(handled);
    int steps = 0;
    for (; steps < 100000 && NP_IS_EXC(o->context); steps++) {
        if (NP_AS_OBJ(o->context) == NP_AS_OBJ(exc)) {
            o->context = np_none();
            break;
        }
        o = NP_AS_EXC(o->context);
    }
    // The walk is charged (one unit per link) so that raising inside handlers of an ever
    // longer context chain, quadratic in total, cannot outrun the budget. It is only taken off
    // the budget here, not checked: the next check (a loop's jump or a call) raises
    // BudgetExceeded, never the middle of this raise (escape corpus, res_context_chain.py).
    vm->tick -= steps;
    NP_AS_EXC(exc)->context = handled;
}

// Index of the instruction that was running in a frame whose saved or local pc is [pc]
// (the instruction after it, possibly after its EXTRA word).
static uint32_t instr_index(const uint32_t *code, const uint32_t *pc) {
    if (pc <= code) return 0;
    uint32_t idx = (uint32_t)(pc - code) - 1;
    if (idx > 0 && GET_OP(code[idx]) == OP_EXTRA) idx--;
    return idx;
}

// Appends a traceback entry for [p] at instruction [idx]; entries of one unwinding pass are
// appended innermost first and put in order by finish_tb. A failure (MemoryError) only loses
// the entry: the exception being raised stays pending.
static void add_trace(NpVM *vm, NpProto *p, uint32_t idx) {
    NpValue exc = vm->exc;
    if (!NP_IS_EXC(exc)) return;
    int line = p->lines && idx < p->ncode ? p->lines[idx] : p->firstline;
    if (!np_exc_add_trace(vm, NP_AS_EXC(exc), p, line, idx)) vm->exc = exc;
}

// Reverses tb[lo, hi).
static void reverse_tb(NpTraceEntry *tb, uint32_t lo, uint32_t hi) {
    while (hi > lo + 1) {
        NpTraceEntry t = tb[lo];
        tb[lo++] = tb[--hi];
        tb[hi] = t;
    }
}

// Ends an unwinding pass: the entries appended since [mark] (innermost first) are outer frames
// of the older ones, so the traceback becomes reversed(new) + old: outermost first (CPython's
// order, what np_exc_print expects).
static void finish_tb(NpValue exc, uint32_t mark) {
    if (!NP_IS_EXC(exc)) return;
    NpException *e = NP_AS_EXC(exc);
    if (mark >= e->ntb) return;
    reverse_tb(e->tb, 0, e->ntb);
    reverse_tb(e->tb, e->ntb - mark, e->ntb);
}

// The exception being handled by the innermost frame that handles one, or UNDEF.
static NpValue handled_exception(NpVM *vm) {
    for (int k = vm->nframes - 1; k >= 0; k--)
        if (!NP_IS_UNDEF(vm->frames[k].handling)) return vm->frames[k].handling;
    return np_undef();
}

NpValue np_handled_exception(NpVM *vm) { return handled_exception(vm); }

// True when exception value [exc] matches [t], a type or a (nested) tuple of types; false with
// TypeError when [t] holds something that is not an exception class.
static bool exc_match(NpVM *vm, NpValue exc, NpValue t, int depth, bool *res) {
    if (NP_IS_TUPLE(t) && depth < 64) {
        NpTuple *tu = NP_AS_TUPLE(t);
        *res = false;
        for (size_t k = 0; k < tu->n; k++) {
            bool r;
            if (!exc_match(vm, exc, tu->items[k], depth + 1, &r)) return false;
            if (r) *res = true;
        }
        return true;
    }
    if (!NP_IS_TYPE(t) || !(NP_AS_TYPE(t)->tflags & NP_TF_EXCEPTION))
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "catching classes that do not inherit from BaseException is not allowed");
    *res = np_type_is_sub(np_typeof(vm, exc), NP_AS_TYPE(t));
    return true;
}

// PEP 479: a StopIteration escaping generator frame [p] becomes RuntimeError("generator raised
// StopIteration") caused by it.
static void convert_stopiteration(NpVM *vm) {
    NpValue exc = vm->exc;
    if (!np_isinstance(vm, exc, vm->types[NP_TYPE_STOPITERATION])) return;
    if (!np_push_root(vm, exc)) return;
    np_raisef(vm, NP_TYPE_RUNTIMEERROR, "generator raised StopIteration");
    np_pop_roots(vm, 1);
    if (NP_IS_EXC(vm->exc) && NP_AS_OBJ(vm->exc) != NP_AS_OBJ(exc)) {
        NpException *e = NP_AS_EXC(vm->exc);
        e->cause = exc;
        e->context = exc;
        e->suppress_context = true;
    }
}

// The exception instance RAISE raises for operand [exc]: an instance as is, a class
// instantiated by calling it (so a user __init__ runs); TypeError for anything else.
static bool make_exc(NpVM *vm, NpValue exc, NpValue *out) {
    if (NP_IS_EXC(exc)) {
        *out = exc;
        return true;
    }
    if (NP_IS_TYPE(exc) && (NP_AS_TYPE(exc)->tflags & NP_TF_EXCEPTION)) {
        if (!np_call(vm, exc, 0, NULL, NULL, out)) return false;
        if (NP_IS_EXC(*out)) return true;
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "calling %s should have returned an instance of BaseException, not %s",
                         NP_AS_TYPE(exc)->name->data, np_type_name(vm, *out));
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "exceptions must derive from BaseException");
}

// The cause operand of `raise x from y`: None, an exception, or an exception class.
static bool make_cause(NpVM *vm, NpValue c, NpValue *out) {
    if (NP_IS_NONE(c) || NP_IS_EXC(c)) {
        *out = c;
        return true;
    }
    if (NP_IS_TYPE(c) && (NP_AS_TYPE(c)->tflags & NP_TF_EXCEPTION)) {
        if (!np_call(vm, c, 0, NULL, NULL, out)) return false;
        if (NP_IS_EXC(*out)) return true;
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "exception causes must derive from BaseException");
}

/* ================================================================ slow paths of the loop */

// UnboundLocalError/NameError for reading the empty register or cell [reg] of [p].
static bool raise_unbound(NpVM *vm, NpProto *p, int reg, bool cell) {
    const char *name = p->regnames && reg < p->nregs && p->regnames[reg]
                           ? p->regnames[reg]->data
                           : "?";
    bool local = true;
    if (cell) {
        local = false;
        for (int k = 0; k < p->ncells; k++)
            if (p->cellregs[k] == reg) local = true;
    }
    if (!local)
        return np_raisef(vm, NP_TYPE_NAMEERROR,
                         "cannot access free variable '%s' where it is not associated with a "
                         "value in enclosing scope",
                         name);
    return np_raisef(vm, NP_TYPE_UNBOUNDLOCALERROR,
                     "cannot access local variable '%s' where it is not associated with a value",
                     name);
}

// UNPACK: [dst][0..n) := exactly n items of [src].
static bool unpack(NpVM *vm, NpValue src, NpValue *dst, int n) {
    NpValue *items = NULL;
    size_t len = 0;
    // Exact tuples and lists only: a subclass may define __iter__.
    bool exact = NP_IS_OBJ(src) && !(NP_OBJ(src)->type->tflags & NP_TF_USER);
    if (exact && NP_IS_TUPLE(src)) {
        items = NP_AS_TUPLE(src)->items;
        len = NP_AS_TUPLE(src)->n;
    } else if (exact && NP_IS_LIST(src)) {
        items = NP_AS_LIST(src)->items;
        len = NP_AS_LIST(src)->n;
    }
    if (items || (exact && NP_IS_TUPLE(src))) {
        if (len < (size_t)n)
            return np_raisef(vm, NP_TYPE_VALUEERROR,
                             "not enough values to unpack (expected %d, got %zu)", n, len);
        if (len > (size_t)n)
            return np_raisef(vm, NP_TYPE_VALUEERROR, "too many values to unpack (expected %d)", n);
        memmove(dst, items, (size_t)n * sizeof(NpValue));
        return true;
    }
    NpValue it;
    if (!np_iter(vm, src, &it)) {
        if (np_exc_matches(vm, vm->types[NP_TYPE_TYPEERROR]))
            np_raisef(vm, NP_TYPE_TYPEERROR, "cannot unpack non-iterable %s object",
                      np_type_name(vm, src));
        return false;
    }
    if (!np_push_root(vm, it)) return false;
    // The items go to a scratch block on the register stack (rooted) and reach [dst] only when
    // all n came and no more: the targets may be the variables themselves (the compiler
    // unpacks straight into consecutive locals), and a failed unpacking assigns none of them.
    NpValue *buf = np_stack_push(vm, (size_t)n + 1);
    if (!buf) {
        np_pop_roots(vm, 1);
        return false;
    }
    for (int k = 0; k <= n; k++) buf[k] = np_undef();
    bool ok = false;
    int k = 0;
    for (; k < n; k++) {
        int r = np_next(vm, it, &buf[k]);
        if (r < 0) goto done;
        if (r == 0) {
            np_raisef(vm, NP_TYPE_VALUEERROR, "not enough values to unpack (expected %d, got %d)",
                      n, k);
            goto done;
        }
    }
    int r = np_next(vm, it, &buf[n]);
    if (r > 0) np_raisef(vm, NP_TYPE_VALUEERROR, "too many values to unpack (expected %d)", n);
    ok = r == 0;
    if (ok) memcpy(dst, buf, (size_t)n * sizeof(NpValue));
done:
    np_stack_pop(vm, buf);
    np_pop_roots(vm, 1);
    return ok;
}

// UNPACKEX: dst[0..nb) := first items, dst[nb] := list of the middle, then na last items.
static bool unpack_ex(NpVM *vm, NpValue src, NpValue *dst, int nb, int na) {
    NpValue it;
    if (!np_iter(vm, src, &it)) {
        if (np_exc_matches(vm, vm->types[NP_TYPE_TYPEERROR]))
            np_raisef(vm, NP_TYPE_TYPEERROR, "cannot unpack non-iterable %s object",
                      np_type_name(vm, src));
        return false;
    }
    NpList *l = np_list_from_iter(vm, it);
    if (!l) return false;
    size_t n = l->n;
    if (n < (size_t)(nb + na))
        return np_raisef(vm, NP_TYPE_VALUEERROR,
                         "not enough values to unpack (expected at least %d, got %zu)", nb + na,
                         n);
    NpList *mid = np_list_from(vm, l->items + nb, n - (size_t)nb - (size_t)na);
    if (!mid) return false;
    memmove(dst, l->items, (size_t)nb * sizeof(NpValue));
    dst[nb] = np_obj(&mid->hdr);
    memmove(dst + nb + 1, l->items + n - na, (size_t)na * sizeof(NpValue));
    return true;
}

// LISTEXTEND: appends the items of iterable [src] to [l]; [fn] is the called function when the
// list holds f(*x) arguments (named in the error message), else UNDEF.
static bool list_extend(NpVM *vm, NpList *l, NpValue src, NpValue fn) {
    if (NP_IS_LIST(src) || NP_IS_TUPLE(src)) {
        size_t n = NP_IS_LIST(src) ? NP_AS_LIST(src)->n : NP_AS_TUPLE(src)->n;
        if (!np_list_reserve(vm, l, l->n + n)) return false;
        NpValue *items = NP_IS_LIST(src) ? NP_AS_LIST(src)->items : NP_AS_TUPLE(src)->items;
        np_gc_barrier(vm, l);
        if (n) memcpy(l->items + l->n, items, n * sizeof(NpValue));
        l->n += n;
        return true;
    }
    NpValue it;
    if (!np_iter(vm, src, &it)) {
        if (np_exc_matches(vm, vm->types[NP_TYPE_TYPEERROR])) {
            char fname[160];
            if (NP_IS_UNDEF(fn)) {
                np_raisef(vm, NP_TYPE_TYPEERROR, "Value after * must be an iterable, not %s",
                          np_type_name(vm, src));
            } else {
                np_func_str(vm, fn, fname, sizeof fname);
                np_raisef(vm, NP_TYPE_TYPEERROR, "%s argument after * must be an iterable, not %s",
                          fname, np_type_name(vm, src));
            }
        }
        return false;
    }
    NpList *tmp = np_list_from_iter(vm, it);
    if (!tmp) return false;
    return list_extend(vm, l, np_obj(&tmp->hdr), fn);
}

// CALLEX with C=1 when R[A+1] ([r][1]) is no tuple: makes it the tuple of its items, naming the
// function [r][0] when it is not iterable. A dict in [r][2] is copied first (`f(*a, **m)`
// merges m before a is iterated, so an iteration that changes m does not change the call).
static __attribute__((noinline)) bool callex_tuple(NpVM *vm, NpValue *r) {
    if (NP_IS_DICT(r[2])) {
        NpDict *c = np_dict_copy(vm, NP_AS_DICT(r[2]));
        if (!c) return false;
        r[2] = np_obj(&c->hdr);
    }
    if (NP_IS_LIST(r[1])) {
        NpTuple *t = np_tuple_from(vm, NP_AS_LIST(r[1])->items, NP_AS_LIST(r[1])->n);
        if (!t) return false;
        r[1] = np_obj(&t->hdr);
        return true;
    }
    NpList *l = np_list_new(vm, 0);
    if (!l || !np_push_root(vm, np_obj(&l->hdr))) return false;
    bool ok = list_extend(vm, l, r[1], r[0]);
    NpTuple *t = ok ? np_tuple_from(vm, l->items, l->n) : NULL;
    np_pop_roots(vm, 1);
    if (!t) return false;
    r[1] = np_obj(&t->hdr);
    return true;
}

// Adds every item of iterable [src] to set [s] (SETUPDATE); [s] must be rooted by the caller.
static bool set_update(NpVM *vm, NpSet *s, NpValue src) {
    // A set source merges table-wise like CPython's set_merge, which fixes iteration order.
    if (NP_IS_SET(src)) return np_set_merge(vm, s, NP_AS_SET(src));
    NpList *tmp = np_list_from_iter(vm, src);
    if (!tmp || !np_push_root(vm, np_obj(&tmp->hdr))) return false;
    bool ok = true;
    for (size_t k = 0; ok && k < tmp->n; k++) ok = np_set_add(vm, s, tmp->items[k]);
    np_pop_roots(vm, 1);
    return ok;
}

// True when every key of [d] is a str (so `f(**d)` needs no "keywords must be strings" error).
static bool str_keys_only(const NpDict *d) {
    for (size_t i = 0; i < d->nentries; i++) {
        NpValue k = d->entries[i].key;
        if (!NP_IS_UNDEF(k) && !NP_IS_STR(k)) return false;
    }
    return true;
}

// DICTUPDATE / DICTMERGE of [src] into [d]; [merge] reports duplicate keys and names the
// called function [fn] in messages (for f(**a, **b)).
static bool dict_update(NpVM *vm, NpDict *d, NpValue src, bool merge, NpValue fn) {
    char fname[160];
    if (!NP_IS_DICT(src)) {
        // A mapping that is no dict (keys() and []): its items as a dict, merged as one.
        NpValue md;
        int r = nplib_mapping_to_dict(vm, src, &md);
        if (r < 0) return false;
        if (r > 0) {
            if (!np_push_root(vm, md)) return false;
            bool ok = dict_update(vm, d, md, merge, fn);
            np_pop_roots(vm, 1);
            return ok;
        }
        if (!merge)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object is not a mapping",
                             np_type_name(vm, src));
        np_func_str(vm, fn, fname, sizeof fname);
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s argument after ** must be a mapping, not %s",
                         fname, np_type_name(vm, src));
    }
    NpDict *s = NP_AS_DICT(src);
    // Into the fresh empty dict of `{**s, ...}` or `f(**s)`: s's entries are copied in one pass.
    if (d->n == 0 && !d->entries && (!merge || str_keys_only(s))) return np_dict_fill_copy(vm, d, s);
    size_t pos = 0;
    NpValue k, v;
    while (np_dict_next(s, &pos, &k, &v)) {
        if (merge) {
            if (!NP_IS_STR(k)) return np_raisef(vm, NP_TYPE_TYPEERROR, "keywords must be strings");
            bool found;
            if (!np_dict_get(vm, d, k, NULL, &found)) return false;
            if (found) {
                np_func_str(vm, fn, fname, sizeof fname);
                return np_raisef(vm, NP_TYPE_TYPEERROR,
                                 "%s got multiple values for keyword argument '%s'", fname,
                                 NP_AS_STR(k)->data);
            }
        }
        if (!np_dict_set(vm, d, k, v)) return false;
    }
    return true;
}

// BUILDSTR: the concatenation of the [n] strs at [parts].
static bool build_str(NpVM *vm, const NpValue *parts, int n, NpValue *out) {
    size_t total = 0;
    for (int k = 0; k < n; k++) {
        if (!NP_IS_STR(parts[k]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "can only concatenate str (not \"%s\") to str",
                             np_type_name(vm, parts[k]));
        total += NP_AS_STR(parts[k])->len;
    }
    if (n == 1) {
        *out = parts[0];
        return true;
    }
    NpStr *s = np_str_alloc(vm, total);
    if (!s) return false;
    size_t at = 0, ncp = 0;
    for (int k = 0; k < n; k++) {
        NpStr *p = NP_AS_STR(parts[k]);
        memcpy(s->data + at, p->data, p->len);
        at += p->len;
        ncp += p->ncp;
    }
    s->data[total] = '\0';
    // The parts' code points add up (no recount); all ASCII exactly when ncp == len.
    s->ncp = ncp;
    if (ncp == total) s->hdr.flags |= NP_STR_ASCII;
    *out = np_obj(&s->hdr);
    return true;
}

// BUILDSET / BUILDDICT: containers whose insertions may run user __hash__/__eq__, so the new
// container is rooted while it is filled.
static bool build_set(NpVM *vm, const NpValue *items, int n, NpValue *out) {
    NpSet *s = np_set_new(vm, false);
    if (!s || !np_push_root(vm, np_obj(&s->hdr))) return false;
    bool ok = true;
    for (int k = 0; ok && k < n; k++) ok = np_set_add(vm, s, items[k]);
    np_pop_roots(vm, 1);
    *out = np_obj(&s->hdr);
    return ok;
}

// FORMATSIMPLE / CONVERT.
static bool format_simple(NpVM *vm, NpValue v, NpValue *out) {
    // Only an exact str is its own format; a str subclass may define __format__.
    if (NP_IS_STR(v) && NP_OBJ(v)->type == vm->types[NP_TYPE_STR]) {
        *out = v;
        return true;
    }
    NpStr *s = NP_IS_INT(v) ? np_int_to_str(vm, v) : np_format(vm, v, vm->s_empty);
    if (!s) return false;
    *out = np_obj(&s->hdr);
    return true;
}

static bool convert(NpVM *vm, NpValue v, int how, NpValue *out) {
    NpStr *s;
    if (how == 'r') s = np_repr(vm, v);
    else if (how == 'a') s = nplib_ascii(vm, v);
    else if (NP_IS_STR(v)) s = NP_AS_STR(v);
    else s = np_to_str(vm, v);
    // !s gives an exact str, so a str subclass's own __format__ is not applied after it.
    if (s && s->hdr.type != vm->types[NP_TYPE_STR]) s = np_str_new(vm, s->data, s->len);
    if (!s) return false;
    *out = np_obj(&s->hdr);
    return true;
}

// YIELDFROM's step: sends [send] into [sub]. 1 = it yielded *out, 0 = it finished with *out.
static int yf_send(NpVM *vm, NpValue sub, NpValue send, NpValue *out) {
    if (NP_IS_GEN(sub)) return np_gen_resume(vm, NP_AS_GEN(sub), send, out);
    if (NP_IS_NONE(send)) {
        int r = np_next(vm, sub, out);
        if (r == 0) *out = np_none();
        return r;
    }
    NpValue meth;
    if (!np_getattr(vm, sub, vm->s_send, &meth)) return -1;
    if (np_call(vm, meth, 1, &send, NULL, out)) return 1;
    if (!np_exc_matches(vm, vm->types[NP_TYPE_STOPITERATION])) return -1;
    NpException *e = NP_AS_EXC(vm->exc);
    *out = e->args && e->args->n > 0 ? e->args->items[0] : np_none();
    np_exc_clear(vm);
    return 0;
}

// WITHEXCEXIT: calls exit(type(exc), exc, None) and stores whether it returned a true value.
// True when the handler at instruction [h] of [p] is an `except T:` clause: an EXCMATCH
// among its first instructions (a `finally:` block or a with statement's exit has none).
static bool handler_matches(const NpProto *p, uint32_t h) {
    for (uint32_t i = h; i < p->ncode && i < h + 8; i++)
        if (GET_OP(p->code[i]) == OP_EXCMATCH) return true;
    return false;
}

// True when the instruction before [pc] lies in one of [p]'s `except T:` handler ranges: an
// exception raised there is most likely caught in its own frame (`try: o.x except
// AttributeError:`), so the uncaught report's AttributeError suggestion (np_attr_error_note)
// need not be prepared. A try/finally or with body re-raises: the note is made there.
static bool pc_handled(const NpProto *p, const uint32_t *code, const uint32_t *pc) {
    uint32_t idx = instr_index(code, pc);
    for (uint32_t h = 0; h < p->nhandlers; h++)
        if (idx >= p->handlers[h].start && idx < p->handlers[h].end &&
            handler_matches(p, p->handlers[h].handler))
            return true;
    return false;
}

// True when a handler whose first instruction is REGSTORE (a module-level loop's write-back,
// compiler/np_compile.c regloop_copy) covers the instruction before [pc].
__attribute__((noinline, cold)) static bool writeback_handler(const NpProto *p,
                                                             const uint32_t *code,
                                                             const uint32_t *pc) {
    uint32_t idx = instr_index(code, pc);
    for (uint32_t h = 0; h < p->nhandlers; h++)
        if (idx >= p->handlers[h].start && idx < p->handlers[h].end &&
            GET_OP(code[p->handlers[h].handler]) == OP_REGSTORE)
            return true;
    return false;
}

static bool with_exc_exit(NpVM *vm, NpValue exitfn, NpValue exc, NpValue *out) {
    // The third argument is the exception's opaque traceback object, as CPython passes its
    // traceback (rooted by np_call_rooted: nothing else holds it).
    NpValue args[3] = {np_obj(&np_typeof(vm, exc)->hdr), exc, np_none()};
    NpValue r;
    bool t;
    if (!np_tb_object(vm, exc, &args[2]) ||
        !np_call_rooted(vm, exitfn, 3, args, &r) || !np_truthy(vm, r, &t)) return false;
    *out = np_bool(t);
    return true;
}

// Truth value of [v] without a call for the common kinds: 0 or 1, or -1 when slow. An exact
// str, list, tuple, dict or set (`while queue:`, `if seen:`) is true when it is not empty, as
// np_truthy's own switch says for a type that is not a user class; anything else (user
// classes and subclasses, with their __bool__/__len__) goes to np_truthy.
static inline int fast_truth(NpValue v) {
    // (Tests in order of frequency, not a switch: a bool or int is one range compare.)
    if (LIKELY(v.tag == NP_T_BOOL || v.tag == NP_T_INT)) return v.u.i != 0;
    if (v.tag == NP_T_OBJ) {
        const NpObject *o = NP_OBJ(v);
        if (o->type->tflags & NP_TF_USER) return -1;
        switch (o->kind) {
        case OBJ_LIST: return ((const NpList *)o)->n != 0;
        case OBJ_STR: return ((const NpStr *)o)->len != 0;
        case OBJ_DICT: return ((const NpDict *)o)->n != 0;
        case OBJ_TUPLE: return ((const NpTuple *)o)->n != 0;
        case OBJ_SET: return ((const NpSet *)o)->used != 0;
        default: return -1;
        }
    }
    if (v.tag == NP_T_NONE) return 0;
    if (v.tag == NP_T_FLOAT) return v.u.f != 0.0;
    return -1;
}

// True when [b] and [c] are both exact strs (neither can have an __add__/__radd__ of its own).
static inline bool exact_strs(NpVM *vm, NpValue b, NpValue c) {
    return NP_IS_KIND(b, OBJ_STR) && NP_IS_KIND(c, OBJ_STR) &&
           NP_AS_OBJ(b)->type == vm->types[NP_TYPE_STR] && NP_AS_OBJ(c)->type == vm->types[NP_TYPE_STR];
}

// Mixed int/float arithmetic: true with both operands as doubles when one is a float and the
// other a float or a small int (int64 -> double rounds to nearest, as CPython's int.__float__).
static inline bool mixed_floats(NpValue b, NpValue c, double *x, double *y) {
    if (b.tag == NP_T_FLOAT) {
        if (c.tag == NP_T_FLOAT) *y = c.u.f;
        else if (c.tag == NP_T_INT) *y = (double)c.u.i;
        else return false;
        *x = b.u.f;
        return true;
    }
    if (c.tag == NP_T_FLOAT && b.tag == NP_T_INT) {
        *x = (double)b.u.i;
        *y = c.u.f;
        return true;
    }
    return false;
}

// Whether int64 [v] converts to double exactly (|v| <= 2^53), so int / int may divide doubles.
static inline bool exact_double(int64_t v) { return v >= -(INT64_C(1) << 53) && v <= (INT64_C(1) << 53); }

// Floor division and modulo of int64s with Python's signs; false when the fast path does not
// apply (zero divisor or INT64_MIN // -1).
static inline bool i64_floordiv(int64_t a, int64_t b, int64_t *q) {
    if (b == 0 || (b == -1 && a == INT64_MIN)) return false;
    int64_t d = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) d--;
    *q = d;
    return true;
}

static inline bool i64_mod(int64_t a, int64_t b, int64_t *r) {
    if (b == 0 || b == -1) return false;
    int64_t m = a % b;
    if (m != 0 && ((m < 0) != (b < 0))) m += b;
    *r = m;
    return true;
}

/* ================================================================ inline caches */

// The inline cache of the instruction at [pc] - 1 in [p], allocating the proto's cache array on
// first use (charged to memory, freed with the proto by np_icache_free). NULL when the array would
// pass the memory limit: the lookup then just stays uncached, so a cache never raises. The array
// has one entry more than the code: its [key] heads the proto's list of polymorphic blocks.
// NpFrame.is_init of a special method's frame pushed by dunder_enter whose result is dropped
// (__setitem__: NP_FRAME_DISCARD), or is the result of a binary operator (NP_FRAME_BINOP + its
// NpBinOp) or of a comparison (NP_FRAME_COMPARE + its NpCmpOp) unless it is NotImplemented;
// 1 is an inline __init__'s. A frame whose result goes to R[A] as it is (__getitem__) is an
// ordinary frame (0, the lean return).
// NP_FRAME_INPLACE + op: an in-place method (`__iadd__`) whose NotImplemented goes on to the
// whole binary operator, as np_inplace_binop does for a user instance.
#define NP_FRAME_DISCARD 2
#define NP_FRAME_BINOP 3
#define NP_FRAME_COMPARE (NP_FRAME_BINOP + BINOP__COUNT)
#define NP_FRAME_INPLACE (NP_FRAME_COMPARE + CMP_GTE + 1)
// NP_FRAME_IADD_LEFT + op: INPLACE's `__add__` (no `__iadd__`): NotImplemented goes on as
// after NP_FRAME_BINOP + op, with the in-place operator's TypeError.
#define NP_FRAME_IADD_LEFT (NP_FRAME_INPLACE + BINOP__COUNT)
// dunder_method's kinds besides NP_FRAME_BINOP + op, NP_FRAME_COMPARE + op and
// NP_FRAME_INPLACE + op (INPLACE: `__iadd__`, else `__add__` as NP_FRAME_BINOP + op): the
// special methods found by name, NP_DUNDER_NAMED + their index in named_specials.
#define NP_DUNDER_NAMED (NP_FRAME_IADD_LEFT + BINOP__COUNT)
#define NP_DUNDER_GETITEM (NP_DUNDER_NAMED + 0)
#define NP_DUNDER_SETITEM (NP_DUNDER_NAMED + 1)
// NpFrame.is_init of the function's frame of an lru_cache miss that CALL runs in this loop
// (np_lru_enter): its return stores the result in the cache (np_lru_store) and, like the
// unwinding past it, gives back the recursion level the wrapper call counted (NpVM.lru_depth).
#define NP_FRAME_LRU 255
#define NP_DUNDER_LEN (NP_DUNDER_NAMED + 2)
#define NP_DUNDER_CONTAINS (NP_DUNDER_NAMED + 3)
#define NP_DUNDER_NEXT (NP_DUNDER_NAMED + 4)
// The name and argument count (besides self) of each special method found by name.
static const struct {
    const char *name;
    int nargs;
} named_specials[] = {{"__getitem__", 1}, {"__setitem__", 2}, {"__len__", 0}, {"__contains__", 1},
                      {"__next__", 0}};
// Return actions of special methods whose result is converted before it lands in R[A]: len()'s
// __len__ (checked, an int: NP_FRAME_LEN), `in`'s and `not in`'s __contains__ (its truth as a
// bool: NP_FRAME_CONTAINS, NP_FRAME_NOTCONTAINS).
#define NP_FRAME_LEN (NP_DUNDER_NAMED + 5)
#define NP_FRAME_CONTAINS (NP_FRAME_LEN + 1)
#define NP_FRAME_NOTCONTAINS (NP_FRAME_LEN + 2)
// A for loop's (FORITER, FORLOOP) __next__ of a user iterator: its result is the loop's next
// item (do_return goes on as the loop instruction would), and a StopIteration it raises ends
// the loop (unwind), as np_next's caller would.
#define NP_FRAME_NEXT (NP_FRAME_LEN + 3)
_Static_assert(NP_FRAME_NEXT < NP_FRAME_LRU, "return actions stay below NP_FRAME_LRU (and fit NpFrame.is_init)");
_Static_assert(NP_FRAME_NEXT < NP_FRAME_EACH && NP_FRAME_EACH < NP_FRAME_LRU,
               "np_call_each's return action is none of the others");

// The result of a special method run with return action [act] (NP_FRAME_LEN...) from its
// method's result [*res]. False with the exception.
static bool dunder_convert(NpVM *vm, int act, NpValue *res) {
    if (act == NP_FRAME_LEN) {
        int64_t n;
        if (!np_len_result(vm, *res, &n)) return false;
        *res = np_int(n);
        return true;
    }
    bool t;
    if (!np_truthy(vm, *res, &t)) return false;
    *res = np_bool(t == (act == NP_FRAME_CONTAINS));
    return true;
}

// The result of the operator or comparison instruction before [pc] (before its EXTRA word for
// INPLACE; registers [R]) whose special method, run by dunder_enter with return action [act],
// returned [*res]: that value, or when it is NotImplemented, what np_binop / np_compare go on to
// produce from there (the reflected method, the fallbacks, the TypeError). False with the
// exception.
static bool dunder_result(NpVM *vm, int act, const uint32_t *pc, const NpValue *R,
                          NpValue *res) {
    if (act >= NP_FRAME_LEN) return dunder_convert(vm, act, res);
    if (!NP_IS_OBJ(*res) || NP_AS_OBJ(*res) != vm->not_implemented) return true;
    uint32_t ins = GET_OP(pc[-1]) == OP_EXTRA ? pc[-2] : pc[-1];
    NpValue a = R[GET_B(ins)], b = R[GET_C(ins)];
    if (act >= NP_FRAME_IADD_LEFT)
        return np_inplace_after(vm, (NpBinOp)(act - NP_FRAME_IADD_LEFT), a, b, true, res);
    if (act >= NP_FRAME_INPLACE)
        return np_inplace_after(vm, (NpBinOp)(act - NP_FRAME_INPLACE), a, b, false, res);
    if (act < NP_FRAME_COMPARE)
        return np_binop_after_left(vm, (NpBinOp)(act - NP_FRAME_BINOP), a, b, res);
    return np_compare_after_left(vm, (NpCmpOp)(act - NP_FRAME_COMPARE), a, b, res);
}

// The scale from an instruction's address to its cache's (NpProto.icache_pc).
#define ICACHE_PC_SCALE (sizeof(NpInlineCache) / sizeof(uint32_t))
_Static_assert(sizeof(NpInlineCache) % sizeof(uint32_t) == 0, "icache_pc scales exactly");
// The inline cache of the instruction before [pc] from NpProto.icache_pc [bias] (not 0): in
// unsigned arithmetic, so the bias may wrap around.
#define ICACHE_BEFORE(bias, pc) ((NpInlineCache *)((bias) + (uintptr_t)(pc) * ICACHE_PC_SCALE))

static NpInlineCache *icache_at(NpVM *vm, NpProto *p, const uint32_t *code, const uint32_t *pc) {
    if (UNLIKELY(!p->icache)) {
        size_t size = ((size_t)p->ncode + 1) * sizeof(NpInlineCache);
        if (vm->bytes > vm->mem_limit || size > vm->mem_limit - vm->bytes) return NULL;
        NpInlineCache *c = calloc(1, size);
        if (!c || !np_mem_charge(vm, size)) {
            free(c);
            return NULL;
        }
        p->icache = c;
        p->icache_pc = (uintptr_t)c - ((uintptr_t)p->code + sizeof(uint32_t)) * ICACHE_PC_SCALE;
    }
    return &p->icache[pc - 1 - code];
}

// True when [fn], the operator or comparison method found for user instance [a], is a method
// native of a class in a's MRO (a stdlib module's native in its Python class: decimal's
// __sub__, datetime's __lt__): binop_slow and compare_slow call it with (a, b) directly, which
// is what call_other would do (its unbound-self check passes: a is an instance of the owner).
static bool native_dunder(NpValue fn, NpValue a) {
    if (!NP_IS_KIND(fn, OBJ_NATIVE)) return false;
    const NpNative *n = (const NpNative *)NP_AS_OBJ(fn);
    return (n->hdr.flags & NP_NATIVE_METHOD) && NP_IS_UNDEF(n->self) && n->owner &&
           np_type_is_sub(NP_OBJ(a)->type, n->owner);
}

// The special method dunder_enter runs at the instruction before [pc] for the user instance
// [a] (or, for an operator or comparison, the native binop_slow / compare_slow call): [kind] NP_FRAME_BINOP + op for `a op b`, NP_FRAME_COMPARE + op for a comparison, or
// NP_DUNDER_NAMED + i for named_specials[i] (b UNDEF). UNDEF when the general path must take
// it (no such Python function, or one np_call_is_simple refuses). The answer depends only on
// the classes of a and b (a's MRO dicts, and for operators whether b's class is a proper
// subclass of a's), so the instruction's inline cache keeps it for (a's class, b's class or
// NULL for an unboxed b) under the class epoch; this fills it.
static __attribute__((noinline)) NpValue dunder_method_fill(NpVM *vm, NpProto *p,
                                                              const uint32_t *code,
                                                              const uint32_t *pc, int kind,
                                                              NpValue a, NpValue b, int *act) {
    NpValue fn;
    int nargs = 1;
    *act = kind;
    if (kind >= NP_DUNDER_NAMED) {
        nargs = named_specials[kind - NP_DUNDER_NAMED].nargs;
        *act = kind == NP_DUNDER_SETITEM ? NP_FRAME_DISCARD
               : kind == NP_DUNDER_LEN ? NP_FRAME_LEN
               : kind == NP_DUNDER_CONTAINS ? NP_FRAME_CONTAINS
               : kind == NP_DUNDER_NEXT ? NP_FRAME_NEXT : 0;
        if (!np_lookup_special(vm, a, named_specials[kind - NP_DUNDER_NAMED].name, &fn))
            fn = np_undef();
    } else if (kind >= NP_FRAME_INPLACE) {
        bool iop;
        fn = np_inplace_method(vm, (NpBinOp)(kind - NP_FRAME_INPLACE), a, b, &iop);
        if (!iop) *act = kind - NP_FRAME_INPLACE + NP_FRAME_IADD_LEFT;
    } else if (kind >= NP_FRAME_COMPARE) {
        fn = np_compare_method(vm, (NpCmpOp)(kind - NP_FRAME_COMPARE), a, b);
    } else {
        fn = np_binop_method(vm, (NpBinOp)(kind - NP_FRAME_BINOP), a, b);
    }
    if (kind < NP_DUNDER_NAMED && native_dunder(fn, a)) {
        // Kept: binop_slow / compare_slow / INPLACE call it directly (dunder_native).
    } else if (!NP_IS_KIND(fn, OBJ_FUNCTION) ||
               !np_call_is_simple((NpFunction *)NP_AS_OBJ(fn), a, nargs, NULL)) {
        fn = np_undef();
    }
    NpInlineCache *c = icache_at(vm, p, code, pc);
    if (c)
        *c = (NpInlineCache){.key = NP_OBJ(a)->type,
                             .gdict = NP_IS_OBJ(b) ? (const void *)NP_OBJ(b)->type : NULL,
                             .guard = vm->class_epoch,
                             .ix = *act,
                             .value = fn};
    return fn;
}

// dunder_method_fill's answer (the method, and its frame's return action in *act) from the
// inline cache when it holds.
static inline __attribute__((always_inline)) NpValue dunder_method(NpVM *vm, NpProto *p,
                                                                   const uint32_t *code,
                                                                   const uint32_t *pc, int kind,
                                                                   NpValue a, NpValue b,
                                                                   int *act) {
    const void *bt = NP_IS_OBJ(b) ? (const void *)NP_OBJ(b)->type : NULL;
    const NpInlineCache *c = p->icache_pc ? ICACHE_BEFORE(p->icache_pc, pc) : NULL;
    if (LIKELY(c && c->key == NP_OBJ(a)->type && c->gdict == bt && c->guard == vm->class_epoch)) {
        *act = (int)c->ix;
        return c->value;
    }
    return dunder_method_fill(vm, p, code, pc, kind, a, b, act);
}

// The registers of a frame of [fn] (proto [cp], a call np_call_is_simple accepts) with [self]
// and the [n] arguments [args] bound (np_bind_simple): taken from the top of the current stack
// segment when it has room, else from a new one. NULL with the exception set (MemoryError);
// nothing stays reserved then. One inlined copy serves every frame entry of np_execute (a call,
// a special method, a for loop's __next__).
// The segment test is np_stack_reserve's, written out: through that helper np_execute's code
// came out different (fib +0.4% instructions on the same path).
static inline __attribute__((always_inline)) NpValue *reserve_bind(NpVM *vm, NpFunction *fn,
                                                                   const NpProto *cp, NpValue self,
                                                                   int n, const NpValue *args) {
    NpStackSeg *seg = vm->seg;
    NpValue *regs;
    if (LIKELY(seg && seg->end - seg->top >= (ptrdiff_t)cp->nregs)) {
        regs = seg->top;
        seg->top += cp->nregs;
    } else if (UNLIKELY(!(regs = np_stack_push(vm, cp->nregs)))) {
        return NULL;
    }
    if (UNLIKELY(!np_bind_simple(vm, fn, regs, self, n, args))) {
        np_stack_pop(vm, regs);
        return NULL;
    }
    return regs;
}

// True when [exc], leaving a for loop's __next__ frame, ends that loop: a catchable
// StopIteration. unwind asks it before the general frame pop and pops that frame itself, so no
// value (the frame's return action) stays live across the general path: kept live past
// LOAD_FRAME, it cost the hot handlers registers (loops +5%, fib +2% instructions).
static __attribute__((noinline)) bool next_stops(NpVM *vm, NpValue exc) {
    return !(NP_AS_EXC(exc)->hdr.flags & NP_EXC_UNCATCHABLE) &&
           np_isinstance(vm, exc, vm->types[NP_TYPE_STOPITERATION]);
}

/* Polymorphic attribute sites. An attribute cache entry (GETATTR, SETATTR, LOADMETHOD) answers
 * for one type, or two sharing the same answer ([gdict]). When a third type, or a second one
 * with another answer, arrives at the same class epoch, the site turns polymorphic: its entry's
 * [key] becomes &icache_poly_tag and its [gdict] points to an NpPolyCache of ICACHE_WAYS more
 * entries, one per type, so a hit replays exactly what a monomorphic hit would. The block has
 * one epoch guard for all its ways (a fill at a newer epoch empties it first) and its types in
 * one array, so a lookup checks the epoch once and then compares type pointers. A site stays
 * polymorphic once it is (its block is reused after an epoch change). Blocks are owned by the
 * proto (a list headed by the key of the extra entry after its icache array) and freed with it,
 * so an entry overwritten by another kind of fill loses nothing; a site finds its block again
 * by its instruction index. */
#define ICACHE_WAYS 8

typedef struct NpPolyCache {
    struct NpPolyCache *next;
    // The instruction index of the site the block belongs to.
    uint32_t site;
    // The way the next fill replaces when every way is taken (round robin).
    uint32_t victim;
    // The class epoch every way was filled at.
    uint64_t guard;
    // The type each way answers for (its [key]), NULL for a free way.
    const void *types[ICACHE_WAYS];
    NpInlineCache way[ICACHE_WAYS];
} NpPolyCache;

// The [key] of a polymorphic site's entry: an address that is no type, module or dict.
static const char icache_poly_tag = 0;
// The key of a GETATTR entry for "a user data descriptor (in [gdict]) whose class's __get__
// (in [value]) is a Python function, for instances of the type in [ix]": not a type, so the
// hit tests never take it; GETATTR reads it only after its typed test missed, and runs the
// __get__ as a frame of its loop (icache_fill_descr_get).
static const char icache_dget_tag = 0;

void np_icache_free(NpVM *vm, NpProto *p) {
    if (!p->icache) return;
    NpPolyCache *b = (NpPolyCache *)p->icache[p->ncode].key;
    while (b) {
        NpPolyCache *next = b->next;
        free(b);
        np_mem_uncharge(vm, sizeof(NpPolyCache));
        b = next;
    }
    free(p->icache);
    np_mem_uncharge(vm, ((size_t)p->ncode + 1) * sizeof(NpInlineCache));
    p->icache = NULL;
    p->icache_pc = 0;
}

// The polymorphic block of the site at instruction index [site] of [p] (whose icache array
// exists): the one it had before, else a new empty one (charged). NULL past the memory limit.
static NpPolyCache *icache_poly_block(NpVM *vm, NpProto *p, uint32_t site) {
    NpInlineCache *head = &p->icache[p->ncode];
    for (NpPolyCache *b = (NpPolyCache *)head->key; b; b = b->next)
        if (b->site == site) return b;
    size_t size = sizeof(NpPolyCache);
    if (vm->bytes > vm->mem_limit || size > vm->mem_limit - vm->bytes) return NULL;
    NpPolyCache *b = calloc(1, size);
    if (!b || !np_mem_charge(vm, size)) {
        free(b);
        return NULL;
    }
    b->site = site;
    b->next = (NpPolyCache *)head->key;
    head->key = b;
    return b;
}

// A cache guard no dict version equals (versions count up from the VM's dict_epoch).
#define ICACHE_NO_VERSION UINT64_MAX
// Set in the guard of a GETGLOBAL cache that found its name in the builtins (the globals
// dict's version | this bit), so such an entry never passes global_slot's test. Versions stay
// far below 2^63.
#define ICACHE_BUILTIN_BIT (UINT64_C(1) << 63)

// The guard a global cache filled now for globals dict [g] may carry: g's version, unless g is
// a class namespace or may hold owned strs (ICACHE_NO_VERSION: GETGLOBALAUG's hit checks the
// entry's name instead), or its version is still 0 (a dict built without np_dict.c's insert
// paths, e.g. a copy: 0 is not unique to one dict, every other version is).
static inline uint64_t global_guard(const NpDict *g) {
    bool plain = !(g->hdr.flags & (NP_DICT_OWNED_STRS | NP_DICT_CLASS));
    return plain && g->version != 0 ? g->version : ICACHE_NO_VERSION;
}

// Fills GETGLOBAL's cache [c] for [name] after a successful slow lookup: the entry in the
// globals dict [g] with g's version as guard and the address of the entry's value in [gdict]
// (any insertion or deletion, which is all that can renumber, delete or move entries, changes
// the version; see global_slot), or the address of the builtins entry, guarded by [g]'s
// version with ICACHE_BUILTIN_BIT set (the name is absent from g) and the builtins' version
// in [ix] (builtin_slot). A globals dict that may hold owned strs
// or is a class namespace gets no guard (global_guard), so global_slot misses.
static void icache_fill_global(NpVM *vm, NpInlineCache *c, NpDict *g, NpStr *name) {
    int64_t k = np_dict_find_str(g, name);
    if (k >= 0) {
        *c = (NpInlineCache){.key = g, .gdict = &g->entries[k].value, .ix = k, .guard = global_guard(g)};
        return;
    }
    NpDict *b = vm->builtins;
    k = np_dict_find_str(b, name);
    if (k >= 0 && g->version != 0 && b->version != 0 && !(b->hdr.flags & NP_DICT_OWNED_STRS))
        *c = (NpInlineCache){.key = b, .gdict = &b->entries[k].value,
                             .guard = g->version | ICACHE_BUILTIN_BIT, .ix = (int64_t)b->version};
}

// The value stored in entry [ix] of [d] when that entry is still the str [name] (by identity),
// as it is (an owned str is not disowned); UNDEF otherwise (the caller takes the slow path).
__attribute__((always_inline)) static inline NpValue icache_entry_raw(const NpDict *d, int64_t ix, const NpStr *name) {
    if ((uint64_t)ix < d->nentries && d->entries[ix].key.tag == NP_T_OBJ &&
        d->entries[ix].key.u.o == &name->hdr)
        return d->entries[ix].value;
    return np_undef();
}

// Whether GETGLOBAL / SETGLOBAL cache [c] holds the address of a live entry's value of globals
// dict [g] (global_value): the cache was filled for [g] at its current version. Versions come
// from the VM's one counter (np_dict.c bump_version), so equal versions mean the same dict and
// no insertion or deletion since the fill (the only changes that rebuild, compact or move the
// entry array); a builtins entry carries ICACHE_BUILTIN_BIT and never matches. One compare:
// no test of the cached dict, no bound check of the entry number.
__attribute__((always_inline)) static inline bool global_slot(const NpInlineCache *c, const NpDict *g) {
    return c->guard == g->version;
}

// Whether GETGLOBAL cache [c] holds the address of a live builtins entry for globals dict [g]:
// g still lacks the name (g's version, marked with ICACHE_BUILTIN_BIT) and the builtins have
// not gained or lost an entry since (their version in [ix]).
__attribute__((always_inline)) static inline bool builtin_slot(const NpVM *vm, const NpInlineCache *c,
                                                              const NpDict *g) {
    return c->guard == (g->version | ICACHE_BUILTIN_BIT) && (uint64_t)c->ix == vm->builtins->version;
}

// The value slot in the globals dict or the builtins that a cache passing global_slot or
// builtin_slot names.
#define global_value(c) ((NpValue *)(uintptr_t)(c)->gdict)

// icache_entry_raw for a dict that holds no owned strs (reading one would have to disown it).
// The whole test is written out in this order: built on icache_entry_raw, GCC laid out the
// GETGLOBAL hit path worse (binary_trees +1% instructions).
__attribute__((always_inline)) static inline NpValue icache_entry(const NpDict *d, int64_t ix, const NpStr *name) {
    if ((uint64_t)ix < d->nentries && d->entries[ix].key.tag == NP_T_OBJ &&
        d->entries[ix].key.u.o == &name->hdr && !(d->hdr.flags & NP_DICT_OWNED_STRS))
        return d->entries[ix].value;
    return np_undef();
}

// Whether GETATTR / LOADMETHOD of [name] on [o] may use an attribute cache: a user-class
// instance and a name that does not start with two underscores (dunder and special attributes
// keep the general path; `self._x` is a plain attribute, which the never-list never holds).
static inline bool icache_attr_ok(NpValue o, const NpStr *name) {
    return NP_IS_KIND(o, OBJ_INSTANCE) && (NP_OBJ(o)->type->tflags & NP_TF_USER) &&
           name->len > 0 && !(name->data[0] == '_' && name->data[1] == '_');
}

// `mod.name` from the inline cache: the entry of [name] in the module's globals, when the cache
// was filled for this module object and its dict (both compared, so a new module at a freed
// one's address misses) and the entry still holds [name]. A module value is never served from
// the cache: whether the script may see it depends on the policy (np_module_attr_visible).
static inline bool icache_module_get(const NpInlineCache *c, NpValue o, const NpStr *name,
                                     NpValue *out) {
    const NpModuleObj *m = (const NpModuleObj *)NP_AS_OBJ(o);
    if (c->key != m || !m->globals || c->gdict != m->globals) return false;
    NpValue v = icache_entry(m->globals, c->ix, name);
    if (NP_IS_UNDEF(v) || NP_IS_KIND(v, OBJ_MODULE)) return false;
    *out = v;
    return true;
}

// Fills the module-attribute cache after np_getattr / np_getmethod found [v] as `mod.name`
// (so the attribute rule allowed it); names with a leading underscore are never cached.
static void icache_module_fill(NpVM *vm, NpProto *p, const uint32_t *code, const uint32_t *pc,
                               NpValue o, NpStr *name, NpValue v) {
    NpModuleObj *m = (NpModuleObj *)NP_AS_OBJ(o);
    if (!m->globals || name->len == 0 || name->data[0] == '_' || NP_IS_KIND(v, OBJ_MODULE)) return;
    int64_t ix = np_dict_find_str(m->globals, name);
    NpInlineCache *c = ix >= 0 ? icache_at(vm, p, code, pc) : NULL;
    if (c) *c = (NpInlineCache){.key = m, .gdict = m->globals, .ix = ix};
}

// Whether [o] is an object of a builtin type that has no attribute dict of its own (not an
// instance, exception, function, module or class): its methods depend on its type alone, so
// LOADMETHOD may cache them by type with no shadowing check (list, dict, str, set, tuple,
// frozenset, range, dict views, iterators, generators...).
// A native method found on the builtin type of an OBJ_INSTANCE object (a stdlib module's
// re.Pattern or re.Match): LOADMETHOD caches it as it does a user class's method (ix 0, guarded
// by the instance's "no shadowing key" proof or one probe of its dict), which is the rule
// np_getmethod applies to every instance for names without a leading underscore.
static inline bool icache_builtin_inst_ok(NpValue o, NpValue found, const NpStr *name) {
    return NP_IS_KIND(o, OBJ_INSTANCE) && NP_IS_KIND(found, OBJ_NATIVE) &&
           !(NP_OBJ(o)->type->tflags & NP_TF_USER) && name->len > 0 && name->data[0] != '_';
}

static inline bool builtin_plain(NpValue o) {
    if (!NP_IS_OBJ(o) || (NP_OBJ(o)->type->tflags & NP_TF_USER)) return false;
    uint8_t k = NP_KIND(o);
    return k != OBJ_INSTANCE && k != OBJ_EXCEPTION && k != OBJ_FUNCTION && k != OBJ_MODULE &&
           k != OBJ_TYPE;
}

// A class attribute GETATTR may replay from its cache: a plain value that np_getattr hands out
// as it is stored (not a function, native or descriptor, which bind or compute). A user
// descriptor is told by its class's flags (np_user_descr), so this test is made when a cache
// is filled, never on a hit.
static inline bool icache_plain_class_value(NpValue v) {
    return !NP_IS_UNDEF(v) && !NP_IS_KIND(v, OBJ_FUNCTION) && !NP_IS_KIND(v, OBJ_NATIVE) &&
           !NP_IS_KIND(v, OBJ_WRAPPER) && !np_user_descr(v);
}

// Whether `o.name = v` on user instance [o] is a plain store into its attribute dict: its class
// defines no __setattr__ and no class attribute [name] (so no property or other descriptor).
// 1: the class has no attribute [name]; 2: it has a plain value of that name (not a function,
// native or descriptor), which the instance's own attribute shadows; 0: neither, or a
// __setattr__ (the store is not plain).
static int icache_plain_store(NpVM *vm, NpValue o, NpStr *name) {
    NpValue hook;
    if (np_lookup_special(vm, o, "__setattr__", &hook)) return 0;
    NpValue v = np_type_lookup(NP_OBJ(o)->type, name);
    return NP_IS_UNDEF(v) ? 1 : icache_plain_class_value(v) ? 2 : 0;
}

// SETATTR's cached store of [v] as [name] in the attribute dict of user instance [inst]:
// overwrites entry c->ix when it is still [name], else stores through the dict (a new name on
// a fresh instance usually by np_dict_append_str_quick, with no probe or call) and remembers
// the entry for next time. When the cache proved [name] is no class attribute ([value] UNDEF;
// a name that shadows a plain class value has [value] True), a new key keeps the instance's
// "no shadowing key" proof (NpInstance) when it held before the store.
static inline bool icache_store_attr(NpVM *vm, NpInlineCache *c, NpInstance *inst, NpStr *name,
                                     NpValue v) {
    NpDict *attrs = inst->dict;
    int64_t ix = c->ix;
    if ((uint64_t)ix < attrs->nentries && attrs->entries[ix].key.tag == NP_T_OBJ &&
        attrs->entries[ix].key.u.o == &name->hdr) {
        np_gc_barrier(vm, attrs);
        attrs->entries[ix].value = v;
        return true;
    }
    bool proven = NP_IS_UNDEF(c->value) && inst->proof_epoch == vm->class_epoch &&
                  inst->proof_version == attrs->version;
    ix = np_dict_append_str_quick(vm, attrs, name, v);
    if (ix < 0) ix = np_dict_owner_store_str(vm, attrs, name, v);
    if (ix < 0) return false;
    if (proven) inst->proof_version = attrs->version;
    c->ix = ix;
    return true;
}

// Whether an attribute cache filled for type [key] (or its second type [gdict]) at class epoch
// [guard] applies to an object of type [t] now.
static inline bool icache_type_hit(NpVM *vm, const NpInlineCache *c, const NpType *t) {
    return (c->key == t || c->gdict == t) && c->guard == vm->class_epoch;
}

// The way of polymorphic site [c] that applies to type [t] now, or NULL: the slow half of
// ICACHE_TYPED, for a site whose own entry missed.
static inline __attribute__((always_inline)) NpInlineCache *icache_poly_find(NpVM *vm,
                                                                            NpInlineCache *c,
                                                                            const NpType *t) {
    if (c->key != &icache_poly_tag) return NULL;
    NpPolyCache *b = (NpPolyCache *)c->gdict;
    if (b->guard != vm->class_epoch) return NULL;
    const void *const *ty = b->types;
    // (Unrolled by hand: GCC leaves a counted loop here.)
#define ICACHE_WAY(k) \
    if (ty[k] == t) return &b->way[k];
    ICACHE_WAY(0) ICACHE_WAY(1) ICACHE_WAY(2) ICACHE_WAY(3)
    ICACHE_WAY(4) ICACHE_WAY(5) ICACHE_WAY(6) ICACHE_WAY(7)
#undef ICACHE_WAY
    _Static_assert(ICACHE_WAYS == 8, "icache_poly_find compares eight ways");
    return NULL;
}

// Whether attribute site entry [c] (an lvalue) has an entry for type [t] now; on a hit through
// its polymorphic block, [c] is set to that way, so the caller replays [c] either way.
#define ICACHE_TYPED(c, t) \
    (LIKELY(icache_type_hit(vm, (c), (t))) || ((c) = icache_poly_find(vm, (c), (t))) != NULL)

// Whether user instance [inst] has no own attribute [name], so what its class gives for the
// name stands: free while the instance's "no shadowing key" proof holds for the current class
// epoch, else one probe of its attribute dict.
static inline bool icache_not_own(NpVM *vm, const NpInstance *inst, const NpStr *name) {
    if (np_inst_proven(vm, inst)) return true;
    if (inst->hdr.flags & NP_INST_SHAPED) return np_inst_shape_find(inst, name) < 0;
    return np_dict_find_str(inst->dict, (NpStr *)name) < 0;
}

// SETATTR's cached store of [v] as [name] in shaped instance [inst]: the value slot c->ix when
// the class's layout has [name] there and the instance has it, else np_inst_shape_store (a new
// name in layout order is appended), remembering the slot. The proof carries forward as in
// icache_store_attr. 1 stored, 0 the instance cannot keep its shape for it, -1 on error.
// The caller passes the write barrier on [inst] after a store (np_gc.h): here it kept GCC from
// inlining this function into np_execute (richards +2.8% instructions).
static inline int icache_store_shaped(NpVM *vm, NpInlineCache *c, NpInstance *inst, NpStr *name,
                                      NpValue v) {
    uint64_t ix = (uint64_t)c->ix;
    const NpLayout *l = np_inst_layout(inst);
    uint32_t n = inst->nvals;
    if (ix < n && l->keys[ix] == name) {
        np_inst_vals(inst)[ix] = v;
        return 1;
    }
    bool proven = NP_IS_UNDEF(c->value) && np_inst_proven(vm, inst);
    if (ix == n && l && ix < l->n && l->keys[ix] == name && ix < np_inst_capvals(inst)) {
        // The next name of the layout, as the last instance stored here: appended.
        np_inst_vals(inst)[ix] = v;
        inst->nvals = n + 1;
        if (proven) inst->proof_nvals = n + 1;
        return 1;
    }
    int r = np_inst_shape_store(vm, inst, name, v);
    if (r <= 0) return r;
    if (proven) inst->proof_nvals = inst->nvals;
    c->ix = r - 1;
    return 1;
}

// LOADMETHOD's entry kind for a method of a user subclass of a builtin layout (list, dict,
// tuple...), whose instances keep their own attributes in np_ext_attrs_slot's dict.
#define ICACHE_EXT 4
// LOADMETHOD's entry kind for a staticmethod's function reached through a user instance
// (`self.validate(x)`): called without self while the instance does not shadow the name.
#define ICACHE_STATIC_INST 6

// Whether LOADMETHOD may cache a method found on [o]'s class by the ICACHE_EXT rule: [o] is an
// object of a user subclass of a builtin layout (its own attributes, if any, are in the dict
// np_ext_attrs_slot gives), or a dict of a dict-layout class (collections.Counter, defaultdict,
// OrderedDict), which has no attribute slot, so nothing can shadow its class's methods.
static inline bool icache_ext_kind(NpValue o) {
    uint16_t f = NP_OBJ(o)->type->tflags;
    return (f & NP_TF_EXT_ATTRS) || (NP_KIND(o) == OBJ_DICT && (f & NP_TF_USER));
}

// Whether user-subclass-of-builtin object [o] has no own attribute [name] (its attribute
// dict, made on the first store, is absent or lacks the name), so its class's method stands.
static inline bool icache_ext_not_own(NpValue o, const NpStr *name) {
    NpDict **slot = np_ext_attrs_slot(NP_OBJ(o));
    return !slot || !*slot || np_dict_find_str(*slot, (NpStr *)name) < 0;
}

// GETATTR's cache entry number for "a property whose getter (in [value]) is a Python function".
#define ICACHE_PROPERTY (-3)
// GETATTR's entry numbers for a class value ([value]) that only a receiver that is the class
// itself (ICACHE_TYPE_ONLY: `T.__name__`) or only an instance of it (ICACHE_INST_ONLY:
// `obj.__class__`, no entry hint) may replay: one site may see both T and T's instances.
#define ICACHE_TYPE_ONLY (-4)
#define ICACHE_INST_ONLY (-5)

// Whether cache entries [c] and [w] give the same answer, so one entry may serve both types:
// the same value (the method, the class attribute, the property getter, or UNDEF for "the
// instance dict decides", whose [ix] is only a hint) of the same kind ([ix]).
static bool icache_same_answer(const NpInlineCache *c, const NpInlineCache *w) {
    if (c->value.tag != w->value.tag || c->value.u.i != w->value.u.i) return false;
    return NP_IS_UNDEF(w->value) || c->ix == w->ix;
}

// Puts [want] (for type want->key, at the current epoch) into polymorphic block [b]: over the
// way that held its type, else into the first free way, else over the round-robin victim. A
// block filled at an older epoch is emptied first.
static void icache_poly_put(NpVM *vm, NpPolyCache *b, const NpInlineCache *want) {
    if (b->guard != vm->class_epoch) {
        memset(b->types, 0, sizeof b->types);
        b->guard = vm->class_epoch;
        b->victim = 0;
    }
    int k = 0;
    while (k < ICACHE_WAYS && b->types[k] && b->types[k] != want->key) k++;
    if (k == ICACHE_WAYS) k = (int)(b->victim++ % ICACHE_WAYS);
    b->types[k] = want->key;
    b->way[k] = *want;
}

// Fills an attribute cache for type [t] with [want]: a live entry for another type with the
// same answer takes [t] as its second type; a live entry that cannot (a different answer, or a
// third type) makes the site polymorphic; else the entry is overwritten.
static void icache_fill_typed(NpVM *vm, NpProto *p, const uint32_t *code, const uint32_t *pc,
                              NpType *t, NpInlineCache want) {
    NpInlineCache *c = icache_at(vm, p, code, pc);
    if (!c) return;
    // (A descriptor entry's [gdict] is no second type: the new entry replaces it.)
    if (c->key == &icache_dget_tag) c->key = NULL;
    want.key = t;
    want.gdict = NULL;
    want.guard = vm->class_epoch;
    if (c->key == &icache_poly_tag) {
        icache_poly_put(vm, (NpPolyCache *)c->gdict, &want);
        return;
    }
    if (c->key && c->key != t && c->gdict != t && c->guard == vm->class_epoch) {
        if (!c->gdict && icache_same_answer(c, &want)) {
            c->gdict = t;
            return;
        }
        NpPolyCache *b = icache_poly_block(vm, p, (uint32_t)(pc - 1 - code));
        if (b) {
            // The entry's type (and its second type) become the first ways.
            NpInlineCache one = *c;
            const void *second = one.gdict;
            *c = (NpInlineCache){.key = &icache_poly_tag, .gdict = b};
            memset(b->types, 0, sizeof b->types);
            b->guard = vm->class_epoch;
            b->victim = 0;
            one.gdict = NULL;
            icache_poly_put(vm, b, &one);
            if (second) {
                one.key = second;
                icache_poly_put(vm, b, &one);
            }
            icache_poly_put(vm, b, &want);
            return;
        }
    }
    *c = want;
}

// Fills SUPERMETHOD's cache after `super().name` in a method of class [cls] with self of type
// [t] found the plain function [fn]. The site's own entry holds (key: cls, gdict: t); when
// another live pair arrives (a base method's super() call run for self of several subclasses,
// or one code object shared by functions of several classes) the site turns polymorphic like
// an attribute site, its ways keyed by t and holding cls in [gdict].
static void icache_fill_super(NpVM *vm, NpProto *p, const uint32_t *code, const uint32_t *pc,
                              NpObject *cls, NpType *t, NpValue fn) {
    NpInlineCache *c = icache_at(vm, p, code, pc);
    if (!c) return;
    NpInlineCache want = {.key = t, .gdict = cls, .guard = vm->class_epoch, .value = fn};
    if (c->key == &icache_poly_tag) {
        icache_poly_put(vm, (NpPolyCache *)c->gdict, &want);
        return;
    }
    if (c->key && c->guard == vm->class_epoch && (c->key != cls || c->gdict != t)) {
        NpPolyCache *b = icache_poly_block(vm, p, (uint32_t)(pc - 1 - code));
        if (b) {
            NpInlineCache old = {.key = c->gdict, .gdict = c->key, .guard = c->guard,
                                 .value = c->value};
            *c = (NpInlineCache){.key = &icache_poly_tag, .gdict = b};
            memset(b->types, 0, sizeof b->types);
            b->guard = vm->class_epoch;
            b->victim = 0;
            icache_poly_put(vm, b, &old);
            icache_poly_put(vm, b, &want);
            return;
        }
    }
    *c = (NpInlineCache){.key = cls, .gdict = t, .guard = vm->class_epoch, .value = fn};
}

// Whether [o] is a user class and [name] may have its class-attribute read cached (no leading
// underscore: dunders and specials keep the general path).
static inline bool icache_type_ok(NpValue o, const NpStr *name) {
    return NP_IS_TYPE(o) && (NP_AS_TYPE(o)->tflags & NP_TF_USER) && name->len > 0 &&
           name->data[0] != '_';
}

// Fills LOADMETHOD's cache after `T.name` on user class [o] gave [got] with no self: what to
// call and whether the class goes first (ix 3: a classmethod, whose bound method is not made
// again) or nothing does (ix 2: a plain function, a staticmethod's function, a plain value).
static void icache_fill_type_method(NpVM *vm, NpProto *p, const uint32_t *code,
                                    const uint32_t *pc, NpValue o, NpStr *name, NpValue got) {
    NpValue raw = np_type_lookup(NP_AS_TYPE(o), name);
    NpInlineCache want = {.ix = 2};
    if (np_is_wrapper(vm, raw, NP_TYPE_CLASSMETHOD) && NP_IS_KIND(got, OBJ_BOUND) &&
        ((NpBound *)NP_AS_OBJ(got))->self.u.o == NP_AS_OBJ(o) &&
        NP_IS_OBJ(((NpBound *)NP_AS_OBJ(got))->self)) {
        want.ix = 3;
        want.value = ((NpBound *)NP_AS_OBJ(got))->func;
    } else if (np_is_wrapper(vm, raw, NP_TYPE_STATICMETHOD) || NP_IS_KIND(raw, OBJ_FUNCTION) ||
               icache_plain_class_value(raw)) {
        want.value = got;
        if (np_is_wrapper(vm, raw, NP_TYPE_STATICMETHOD) ? got.u.o != NP_AS_WRAPPER(raw)->a.u.o
                                                         : got.tag != raw.tag || got.u.i != raw.u.i)
            return;
    } else {
        return;
    }
    icache_fill_typed(vm, p, code, pc, NP_AS_TYPE(o), want);
}

// Fills GETATTR's cache after np_getattr read [name] of user instance [o] as [got]: an instance
// attribute when the class has none of that name (the entry number is a hint, re-probed on a
// miss), a plain class attribute the instance does not shadow, or a property's Python getter.
// Fills GETATTR's descriptor entry (icache_dget_tag) for instances of [t] reading the user
// data descriptor [d] (a class attribute with __get__ and __set__ or __delete__, so it wins
// over the instance's own attributes) when its class's __get__ is a Python function that
// np_call_is_simple accepts for (d; obj, type) and [t] has no __getattr__ (which an
// AttributeError raised by __get__ must reach).
static void icache_fill_descr_get(NpVM *vm, NpProto *p, const uint32_t *code,
                                  const uint32_t *pc, NpType *t, NpValue d) {
    NpValue fn;
    NpStr *hook = np_intern_cstr(vm, "__getattr__");
    if (!hook) {
        np_exc_clear(vm);
        return;
    }
    if (!NP_IS_UNDEF(np_type_lookup(t, hook)) || !np_lookup_special(vm, d, "__get__", &fn) ||
        !NP_IS_KIND(fn, OBJ_FUNCTION) ||
        !np_call_is_simple((NpFunction *)NP_AS_OBJ(fn), d, 2, NULL))
        return;
    NpInlineCache *c = icache_at(vm, p, code, pc);
    if (c && c->key != &icache_poly_tag)
        *c = (NpInlineCache){.key = &icache_dget_tag,
                             .gdict = NP_AS_OBJ(d),
                             .guard = vm->class_epoch,
                             .ix = (int64_t)(intptr_t)t,
                             .value = fn};
}

static void icache_fill_getattr(NpVM *vm, NpProto *p, const uint32_t *code, const uint32_t *pc,
                                NpValue o, NpStr *name, NpValue got) {
    NpType *t = NP_OBJ(o)->type;
    NpInstance *inst = (NpInstance *)NP_AS_OBJ(o);
    NpDict *attrs = inst->dict;
    bool shaped = inst->hdr.flags & NP_INST_SHAPED;
    NpValue v = np_type_lookup(t, name);
    if (np_is_wrapper(vm, v, NP_TYPE_PROPERTY)) {
        // (Not with a __getattr__, which an AttributeError from the getter must reach. Looked
        // up by type, not with np_lookup_special on [o]: keeping the whole of o live for this
        // call cost every GETATTR hit an instruction.)
        NpValue fget = NP_AS_WRAPPER(v)->a;
        NpStr *hook = np_intern_cstr(vm, "__getattr__");
        if (!hook) np_exc_clear(vm);
        if (NP_IS_KIND(fget, OBJ_FUNCTION) && hook && NP_IS_UNDEF(np_type_lookup(t, hook)))
            icache_fill_typed(vm, p, code, pc, t,
                              (NpInlineCache){.ix = ICACHE_PROPERTY, .value = fget});
        return;
    }
    if ((np_user_descr(v) & (NP_TF_DESCR_GET | NP_TF_DESCR_SET)) ==
        (NP_TF_DESCR_GET | NP_TF_DESCR_SET)) {
        icache_fill_descr_get(vm, p, code, pc, t, v);
        return;
    }
    // (A shaped instance's [ix] is the name's slot in its value array.)
    int64_t k = shaped ? np_inst_shape_find(inst, name) : attrs ? np_dict_find_str(attrs, name) : -1;
    if (NP_IS_UNDEF(v)) {
        if (k >= 0) icache_fill_typed(vm, p, code, pc, t, (NpInlineCache){.ix = k});
    } else if (icache_plain_class_value(v)) {
        // A plain class value: handed out as it is, unless the instance shadows it (then got
        // is its own value); [ix] is a hint of the instance's entry for the name, if any.
        NpValue want = k < 0 ? v : shaped ? np_inst_vals(inst)[k] : attrs->entries[k].value;
        if (want.tag == got.tag && want.u.i == got.u.i)
            icache_fill_typed(vm, p, code, pc, t, (NpInlineCache){.ix = k < 0 ? -1 : k, .value = v});
    }
}

/* Quickening. A GETATTR, LOADMETHOD or SETATTR whose site's cache entry was just filled for one
 * type, in the shape its commonest hit replays, is rewritten in place to a specialized opcode
 * (GETATTRSLOT, LOADMETHODFN, SETATTRSLOT) whose handler tests only what that shape needs: the
 * receiver's type against the entry's [key], the class epoch, and the instance's state. Any miss
 * rewrites the word back to the generic opcode (same operands) and runs that handler, which
 * fills or turns the site polymorphic as before; only a later fill quickens it again, so a site
 * that hits through its second type or a polymorphic block stays generic and never churns. The
 * generic handlers are the only writers of an entry, and they run on a quickened word only after
 * that rewrite, so a quickened handler always sees the entry it was quickened for. A miss
 * dispatches the rewritten word again rather than jumping into the generic handler: direct
 * edges into those handlers changed GCC's register allocation of the whole loop (fib +3.6%
 * instructions in CALL's frame entry, which no quickened opcode touches). Code arrays
 * are per VM and writable (compiled or loaded from the precompiled stdlib into the VM's heap;
 * the boot image holds no code); nothing else reads these opcodes but `nearly dis`. */

// Rewrites the opcode of the instruction before [pc] to [op], keeping its operands.
static inline void requicken(const uint32_t *pc, NpOpcode op) {
    uint32_t *w = (uint32_t *)(uintptr_t)(pc - 1);
    *w = (*w & ~(uint32_t)0xff) | (uint32_t)op;
}

// The site's own entry (not a polymorphic way) of the instruction before [pc] when it answers
// for [t] at the current class epoch, as its [key] or, with [two], as its second type [gdict]
// (a second type shares an entry when the answer is the same value: for an instance slot,
// whose [value] is UNDEF, that says nothing of the slot, so slot entries pass two=false and
// their handlers test [key] alone); NULL otherwise, and for an instruction whose name
// is in an EXTRA word (so the quickened handlers have no word to skip and read K[C] directly).
static inline const NpInlineCache *quicken_entry(const NpVM *vm, const NpProto *p,
                                                 const uint32_t *pc, const NpType *t, bool two) {
    if (!p->icache || GET_C(pc[-1]) == NP_C_EXTENDED) return NULL;
    const NpInlineCache *c = ICACHE_BEFORE(p->icache_pc, pc);
    bool mine = c->key == t ? (two || c->gdict == NULL) : two && c->gdict == t;
    return mine && c->guard == vm->class_epoch ? c : NULL;
}

// Whether the site of the instruction before [pc] is polymorphic (its entry heads a block of
// ways) and names its attribute in C, so GETATTRPOLY / LOADMETHODPOLY may serve it.
static inline bool quicken_poly(const NpProto *p, const uint32_t *pc) {
    return p->icache && GET_C(pc[-1]) != NP_C_EXTENDED &&
           ICACHE_BEFORE(p->icache_pc, pc)->key == &icache_poly_tag;
}

// After GETATTR's fill for user instance [o]: quickens the site to GETATTRSLOT when its entry is
// an instance value in a shaped instance's slot: no class attribute of the name, or a plain
// class value ([value]) that the instance's own value there shadows (a dataclass field's
// default), which an instance without the slot misses to the generic handler for. The slot is
// checked against o's class's layout: a fill may have left the entry as it was (one made for an
// instance with a dict keeps an entry number), and the layout only grows, so a slot that holds
// [name] now holds it for every shaped instance of the class.
static __attribute__((noinline)) void quicken_getattr(NpVM *vm, const NpProto *p,
                                                      const uint32_t *pc, NpValue o,
                                                      const NpStr *name) {
    const NpInstance *inst = (const NpInstance *)NP_AS_OBJ(o);
    const NpInlineCache *c = quicken_entry(vm, p, pc, NP_OBJ(o)->type, false);
    if (c && c->ix >= 0 && (inst->hdr.flags & NP_INST_SHAPED) &&
        (uint64_t)c->ix < inst->nvals && np_inst_layout(inst)->keys[c->ix] == name)
        requicken(pc, OP_GETATTRSLOT);
    else if (quicken_poly(p, pc))
        requicken(pc, OP_GETATTRPOLY);
}

// GETATTR's hit on shaped instance [inst]'s slot through the site's own entry of one type (the
// site was not quickened at its fill: its first instance had a dict, or had not the slot yet,
// or it missed once since): quickened to GETATTRSLOT again under quicken_getattr's checks. A
// site whose instances alternate between a dict and slots pays a dispatch per change.
static __attribute__((noinline)) void quicken_slot_hit(NpVM *vm, const NpProto *p,
                                                       const uint32_t *pc,
                                                       const NpInstance *inst) {
    const NpInlineCache *c = quicken_entry(vm, p, pc, inst->hdr.type, false);
    if (c && c->ix >= 0 && (uint64_t)c->ix < inst->nvals &&
        np_inst_layout(inst)->keys[c->ix] == NP_AS_STR(p->consts[GET_C(pc[-1])]))
        requicken(pc, OP_GETATTRSLOT);
}

// After GETATTR's fill for `T.name` on user class [o]: quickens the site to GETATTRTYPE when its
// entry is a plain class value for T.
static __attribute__((noinline)) void quicken_class_attr(NpVM *vm, const NpProto *p,
                                                         const uint32_t *pc, NpValue o) {
    const NpInlineCache *c = quicken_entry(vm, p, pc, NP_AS_TYPE(o), true);
    if (c && c->ix == -1 && !NP_IS_UNDEF(c->value)) requicken(pc, OP_GETATTRTYPE);
}

// icache_not_own's probe, out of line for LOADMETHODFN (inlined, its calls cost the whole
// loop's register allocation: fib +3.6% instructions): whether user instance [inst] lacks an
// own attribute [name].
static __attribute__((noinline)) bool not_own_probe(const NpInstance *inst, const NpStr *name) {
    if (inst->hdr.flags & NP_INST_SHAPED) return np_inst_shape_find(inst, name) < 0;
    return np_dict_find_str(inst->dict, (NpStr *)name) < 0;
}

// icache_poly_find out of line, for GETATTRPOLY (with that and LOADMETHODPOLY's copies inlined
// too, the loop's register allocation changed: fib +0.4% instructions; this one out of line
// keeps fib at main's count and gives richards most of the gain).
static __attribute__((noinline)) NpInlineCache *poly_way(NpVM *vm, NpInlineCache *c,
                                                         const NpType *t) {
    return icache_poly_find(vm, c, t);
}

// After LOADMETHOD's fill for user instance [o]: quickens the site to LOADMETHODFN when its
// entry is a method found on o's class (kind 0).
static __attribute__((noinline)) void quicken_loadmethod(NpVM *vm, const NpProto *p,
                                                         const uint32_t *pc, NpValue o) {
    const NpInlineCache *c = quicken_entry(vm, p, pc, NP_OBJ(o)->type, true);
    const NpInstance *inst = (const NpInstance *)NP_AS_OBJ(o);
    if (c && c->ix == 0 && NP_IS_OBJ(c->value) &&
        ((inst->hdr.flags & NP_INST_SHAPED) || inst->dict))
        requicken(pc, OP_LOADMETHODFN);
    else if (quicken_poly(p, pc))
        requicken(pc, OP_LOADMETHODPOLY);
}

// After LOADMETHOD's fill for [o], an object of a builtin type with no attribute dict: quickens
// the site to LOADMETHODB when its entry is o's type's method (kind 1).
static __attribute__((noinline)) void quicken_builtin_method(NpVM *vm, const NpProto *p,
                                                             const uint32_t *pc, NpValue o) {
    const NpInlineCache *c = quicken_entry(vm, p, pc, NP_OBJ(o)->type, true);
    if (c && c->ix == 1 && NP_IS_OBJ(c->value))
        requicken(pc, OP_LOADMETHODB);
    else if (quicken_poly(p, pc))
        requicken(pc, OP_LOADMETHODPOLY);
}

// After SETATTR's fill for user instance [o] (which now holds [name]): when o is shaped and its
// class's layout has the name at a slot o has, the entry keeps that slot and the site is
// quickened to SETATTRSLOT (a store over an existing value: the proof is unchanged; or, on an
// instance that has just the slots before it, an append: slot_append).
static __attribute__((noinline)) void quicken_setattr(NpVM *vm, const NpProto *p,
                                                      const uint32_t *pc, NpValue o,
                                                      NpStr *name) {
    NpInstance *inst = (NpInstance *)NP_AS_OBJ(o);
    NpInlineCache *c = (NpInlineCache *)quicken_entry(vm, p, pc, NP_OBJ(o)->type, false);
    if (!c || !(inst->hdr.flags & NP_INST_SHAPED)) return;
    int64_t k = np_inst_shape_find(inst, name);
    if (k < 0 || (uint64_t)k >= inst->nvals) return;
    c->ix = k;
    requicken(pc, OP_SETATTRSLOT);
}

// SETATTRSLOT's store into shaped instance [inst] of the entry's type when the entry's slot is
// the instance's next one: the class's layout has the name there (quicken_setattr checked it,
// and a layout only grows), so when the value array has room the value is appended and the
// "no shadowing key" proof carried forward as icache_store_shaped does (not for a name that
// shadows a plain class value: [value] True). Out of line, as np_execute's register allocation
// needs (see "Quickening"). Whether it stored.
// The caller passes the write barrier after it (np_gc.h): inside, the possible call made this
// function save registers (raytrace +1.4% instructions).
static __attribute__((noinline)) bool slot_append(const NpVM *vm, const NpInlineCache *c,
                                                  NpInstance *inst, NpValue v) {
    uint32_t n = inst->nvals;
    if ((uint64_t)c->ix != n || n >= np_inst_capvals(inst)) return false;
    bool proven = NP_IS_UNDEF(c->value) && np_inst_proven(vm, inst);
    np_inst_vals(inst)[n] = v;
    inst->nvals = n + 1;
    if (proven) inst->proof_nvals = n + 1;
    return true;
}

// The key of a SETATTR entry for "a property whose setter (in [value]) is a Python function,
// for instances of the type in [ix] (and of the type in [gdict] with its low bit set)": not a
// type, so the store's hit test (ICACHE_TYPED) never
// takes it and ordinary stores pay nothing for it; only SETATTR's miss path reads it.
static const char icache_setter_tag = 0;
// The key of a SETATTR entry for "a user data descriptor (in [gdict]) whose class's __set__
// (in [value]) is a Python function, for instances of the type in [ix]": read, like the
// setter entry, only on SETATTR's miss path.
static const char icache_dset_tag = 0;

// The function SETATTR may run as a frame of its loop to store [name] on user instance [o] at
// the instruction before [pc] (np_store_setter's answer, accepted by np_call_is_simple): a
// property's setter (*desc UNDEF; called with o and the value) or a data descriptor's __set__
// (*desc the descriptor; called with it, o and the value), from the site's setter entry or by
// filling it; UNDEF when np_setattr must do the store.
static __attribute__((noinline)) NpValue setattr_property(NpVM *vm, NpProto *p,
                                                          const uint32_t *code,
                                                          const uint32_t *pc, NpValue o,
                                                          NpStr *name, NpValue *desc) {
    NpType *t = NP_OBJ(o)->type;
    // (A second class with the same setter, a subclass, is kept in [gdict] with its low bit
    // set, so that it is no type either.)
    const void *t2 = (const void *)((uintptr_t)t | 1);
    NpInlineCache *c = p->icache ? &p->icache[pc - 1 - code] : NULL;
    bool live = c && c->key == &icache_setter_tag && c->guard == vm->class_epoch;
    *desc = np_undef();
    if (live && (c->ix == (int64_t)(intptr_t)t || c->gdict == t2)) return c->value;
    if (c && c->key == &icache_dset_tag && c->guard == vm->class_epoch &&
        c->ix == (int64_t)(intptr_t)t) {
        *desc = np_obj((NpObject *)(uintptr_t)c->gdict);
        return c->value;
    }
    NpValue fset = np_store_setter(vm, o, name, desc);
    bool descr = !NP_IS_UNDEF(*desc);
    if (NP_IS_UNDEF(fset) ||
        !np_call_is_simple((NpFunction *)NP_AS_OBJ(fset), descr ? *desc : o, descr ? 2 : 1, NULL)) {
        // (A stale setter entry makes room for the plain store's entry.)
        if (c && (c->key == &icache_setter_tag || c->key == &icache_dset_tag))
            *c = (NpInlineCache){.key = NULL};
        *desc = np_undef();
        return np_undef();
    }
    if (descr) {
        // (The descriptor is a class attribute: a change to it or to any class bumps the
        // class epoch, so a live entry's descriptor is alive.)
        c = icache_at(vm, p, code, pc);
        if (c && c->key != &icache_poly_tag)
            *c = (NpInlineCache){.key = &icache_dset_tag,
                                 .gdict = NP_AS_OBJ(*desc),
                                 .guard = vm->class_epoch,
                                 .ix = (int64_t)(intptr_t)t,
                                 .value = fset};
        return fset;
    }
    if (live && c->value.u.o == fset.u.o) {
        c->gdict = t2;
        return fset;
    }
    c = icache_at(vm, p, code, pc);
    if (c && c->key != &icache_poly_tag)
        *c = (NpInlineCache){.key = &icache_setter_tag,
                             .guard = vm->class_epoch,
                             .ix = (int64_t)(intptr_t)t,
                             .value = fset};
    return fset;
}

// Fills GETATTR's cache after `T.name` on user class [o] read [got]: a plain class attribute
// handed out as stored is replayed for the class (and agrees with an instance read's entry).
// (Out of line: inlined in the GETATTR handler it cost the hit paths register moves.)
static __attribute__((noinline)) void icache_fill_class_attr(NpVM *vm, NpProto *p,
                                                            const uint32_t *code,
                                                            const uint32_t *pc, NpValue o,
                                                            NpStr *name, NpValue got) {
    NpValue v = np_type_lookup(NP_AS_TYPE(o), name);
    if (icache_plain_class_value(v) && v.tag == got.tag && v.u.i == got.u.i)
        icache_fill_typed(vm, p, code, pc, NP_AS_TYPE(o), (NpInlineCache){.ix = -1, .value = v});
}

// Fills GETATTR's cache after np_getattr read [got] as field [name] of [o], an instance of a
// user subclass of tuple (a namedtuple, typing.NamedTuple): when the class's attribute of the
// name is collections' field getter (a native "_tuplegetter" NP_NATIVE_GETTER bound to its
// index, a data descriptor no instance attribute can shadow), the entry keeps the index in
// [value] under ICACHE_INST_ONLY (no class receiver replays it; an `obj.__class__` entry is
// only made for OBJ_INSTANCE types).
static __attribute__((noinline)) void icache_fill_tuple_field(NpVM *vm, NpProto *p,
                                                             const uint32_t *code,
                                                             const uint32_t *pc, NpValue o,
                                                             NpStr *name, NpValue got) {
    NpType *t = NP_OBJ(o)->type;
    if (!(t->tflags & NP_TF_USER)) return;
    NpValue v = np_type_lookup(t, name);
    if (!NP_IS_KIND(v, OBJ_NATIVE)) return;
    NpNative *n = (NpNative *)NP_AS_OBJ(v);
    if (!(n->hdr.flags & NP_NATIVE_GETTER) || !NP_IS_INT(n->self) ||
        strcmp(n->name, "_tuplegetter") != 0)
        return;
    NpTuple *tp = NP_AS_TUPLE(o);
    int64_t k = n->self.u.i;
    if (k < 0 || (uint64_t)k >= tp->n || tp->items[k].tag != got.tag ||
        tp->items[k].u.i != got.u.i)
        return;
    icache_fill_typed(vm, p, code, pc, t,
                      (NpInlineCache){.ix = ICACHE_INST_ONLY, .value = np_int(k)});
}

// Fills GETATTR's cache after np_getattr read [got] as two special attributes that report
// what a class is: `T.__name__` of any class (a class's name cannot be assigned here, so the
// str stays its name; replayed like a class constant), and `obj.__class__` of a user instance
// (its type, replayed like a plain class value the instance cannot shadow: its dunder
// attributes are not writable).
static void icache_fill_dunder_attr(NpVM *vm, NpProto *p, const uint32_t *code,
                                    const uint32_t *pc, NpValue o, NpStr *name, NpValue got) {
    if (NP_IS_TYPE(o) && name == vm->s_name && NP_IS_STR(got)) {
        icache_fill_typed(vm, p, code, pc, NP_AS_TYPE(o),
                          (NpInlineCache){.ix = ICACHE_TYPE_ONLY, .value = got});
    } else if (NP_IS_KIND(o, OBJ_INSTANCE) && (NP_OBJ(o)->type->tflags & NP_TF_USER) &&
               name->len == 9 && memcmp(name->data, "__class__", 9) == 0 && NP_IS_OBJ(got) &&
               NP_AS_OBJ(got) == &NP_OBJ(o)->type->hdr) {
        icache_fill_typed(vm, p, code, pc, NP_OBJ(o)->type,
                          (NpInlineCache){.ix = ICACHE_INST_ONLY, .value = got});
    }
}

// GETITEM's and SETITEM's entry kind for a user subclass of dict (collections.Counter,
// defaultdict, a script's `class D(dict)`) whose class does not define the instruction's special
// method (__getitem__ or __setitem__): the item is read from or stored into the dict itself, as
// for an exact dict. [value] is None (never UNDEF, so icache_same_answer compares [ix]).
#define ICACHE_DICT_ITEM 5

// Whether GETITEM/SETITEM site [p]/[pc] has proven for the type of dict-layout user object [o]
// that its class keeps dict's item method (ICACHE_DICT_ITEM, under the class epoch).
static inline bool icache_dict_item_hit(NpVM *vm, NpProto *p, const uint32_t *code,
                                        const uint32_t *pc, NpValue o) {
    if (!p->icache) return false;
    NpInlineCache *c = &p->icache[pc - 1 - code];
    return ICACHE_TYPED(c, NP_OBJ(o)->type) && c->ix == ICACHE_DICT_ITEM;
}

// After a slow GETITEM/SETITEM on [o]: when [o] is a user subclass of dict whose class has no
// [special] (__getitem__ or __setitem__) now, remembers that at the site (icache_dict_item_hit).
static void icache_dict_item_fill(NpVM *vm, NpProto *p, const uint32_t *code, const uint32_t *pc,
                                  NpValue o, const char *special) {
    if (!NP_IS_KIND(o, OBJ_DICT) || !(NP_OBJ(o)->type->tflags & NP_TF_USER)) return;
    NpValue fn;
    if (np_lookup_special(vm, o, special, &fn)) return;
    icache_fill_typed(vm, p, code, pc, NP_OBJ(o)->type,
                      (NpInlineCache){.ix = ICACHE_DICT_ITEM, .value = np_none()});
}

// Marks (in [gdict]) a GETITEM inline cache that holds an exact dict's entry hint.
static const char icache_dict_hint_tag;

// GETITEM's entry hint for an exact dict indexed by an interned str (a constant key:
// `rec["start"]`): the site remembers in [ix] the entry number where it
// last found the key ([key] the str), so dicts built alike are read and updated without hashing
// or probing. A hit needs no version guard: the entry must still hold that very key object (a
// deleted entry's key is UNDEF, a rebuild moves it, and a dict holds a key once). Dicts that may
// hold owned strs (np_strbuild.h) or are class dicts take the general path, and so do dicts
// that may hold a key whose comparison runs Python code (NP_DICT_USER_KEYS): CPython compares
// the key with every entry of equal hash before it on the probe sequence. Only for keys that
// pass dict_hint_key. The entry number on a hit, else -1.
static inline int64_t dict_hint_find(const NpProto *p, const uint32_t *pc,
                                     const NpDict *d, NpValue k) {
    if (!p->icache_pc) return -1;
    const NpInlineCache *c = ICACHE_BEFORE(p->icache_pc, pc);
    if (c->key != NP_AS_STR(k) || (uint64_t)c->ix >= d->nentries ||
        (d->hdr.flags & (NP_DICT_OWNED_STRS | NP_DICT_CLASS | NP_DICT_USER_KEYS)))
        return -1;
    NpValue e = d->entries[c->ix].key;
    return e.tag == NP_T_OBJ && e.u.o == k.u.o ? c->ix : -1;
}

// Marks (in [gdict], with itself as [key], which no str is) a GETITEM site whose entry hint
// gave way to another key DICT_HINT_SWITCHES times (`for k in names: row[k]`): its misses look
// the key up without refilling the hint (dict_item_get_fill), which cost more than the hits saved.
static const char icache_dict_varied_tag;
#define DICT_HINT_SWITCHES 8

// Remembers entry [ix] of interned str key [k] at the site (dict_hint_find), unless the site's
// cache serves dict subclasses (a typed entry) or its keys vary (icache_dict_varied_tag). The
// hint's [guard] counts down from UINT64_MAX, once each time a hint for another key gave way.
static __attribute__((noinline)) void dict_hint_fill(NpVM *vm, NpProto *p, const uint32_t *code,
                                                     const uint32_t *pc, NpValue k, int64_t ix) {
    if (ix < 0 || !NP_IS_STR(k) || !(NP_OBJ(k)->flags & NP_STR_INTERNED)) return;
    NpInlineCache *c = icache_at(vm, p, code, pc);
    if (!c || (c->key && c->gdict != &icache_dict_hint_tag)) return;
    // (A guard no class epoch reaches: icache_fill_typed never takes this entry for a typed one.)
    uint64_t guard = c->key ? c->guard : UINT64_MAX;
    if (c->key && c->key != NP_AS_STR(k)) {
        guard--;
        if (UINT64_MAX - guard >= DICT_HINT_SWITCHES) {
            *c = (NpInlineCache){.key = &icache_dict_varied_tag, .gdict = &icache_dict_varied_tag,
                                 .guard = UINT64_MAX};
            return;
        }
    }
    *c = (NpInlineCache){.key = NP_AS_STR(k), .gdict = &icache_dict_hint_tag, .guard = guard,
                         .ix = ix};
}

// True for an interned str key, the only keys whose entry a site remembers.
static inline bool dict_hint_key(NpValue k) {
    return NP_IS_STR(k) && (NP_OBJ(k)->flags & NP_STR_INTERNED);
}

// An exact dict's `d[k]` at a GETITEM site for an interned str key the entry hint missed: a
// lookup that refreshes the hint. *found false for a missing key.
static __attribute__((noinline)) bool dict_item_get_fill(NpVM *vm, NpProto *p,
                                                         const uint32_t *code, const uint32_t *pc,
                                                         NpDict *d, NpValue k, NpValue *out,
                                                         bool *found) {
    int64_t hash, ix;
    if ((d->hdr.flags & NP_DICT_OWNED_STRS) ||
        (p->icache_pc && ICACHE_BEFORE(p->icache_pc, pc)->gdict == &icache_dict_varied_tag))
        return np_dict_get(vm, d, k, out, found);
    if (!np_dict_find_entry(vm, d, k, &hash, &ix)) return false;
    *found = ix >= 0;
    if (ix < 0) return true;
    *out = d->entries[ix].value;
    // An equal key held as another str object (split()'s pieces as keys) never passes
    // dict_hint_find: remembering its entry would only cost.
    if (d->entries[ix].key.u.o == k.u.o) dict_hint_fill(vm, p, code, pc, k, ix);
    return true;
}

// `o[k] = v` for SETITEM, SETITEMI and SETITEMK: an in-range int index of an exact list, an
// exact dict and a dict subclass proven at this site to keep dict's __setitem__
// (icache_dict_item_hit) inline, anything else through np_setitem. False with an exception
// pending.
static inline __attribute__((always_inline)) bool store_item(NpVM *vm, NpProto *p,
                                                             const uint32_t *code,
                                                             const uint32_t *pc, NpValue o,
                                                             NpValue k, NpValue v) {
    if (k.tag == NP_T_INT && NP_IS_LIST(o) && !(NP_OBJ(o)->type->tflags & NP_TF_USER)) {
        NpList *l = NP_AS_LIST(o);
        int64_t ix = k.u.i < 0 ? k.u.i + (int64_t)l->n : k.u.i;
        if ((uint64_t)ix < l->n) {
            np_gc_barrier(vm, l);
            l->items[ix] = v;
            return true;
        }
    }
    if (NP_IS_OBJ(o) && NP_OBJ(o)->type == vm->types[NP_TYPE_DICT])
        return np_dict_set(vm, NP_AS_DICT(o), k, v);
    if (NP_IS_KIND(o, OBJ_DICT) && icache_dict_item_hit(vm, p, code, pc, o))
        return np_dict_set(vm, NP_AS_DICT(o), k, v);
    if (!np_setitem(vm, o, k, v)) return false;
    icache_dict_item_fill(vm, p, code, pc, o, "__setitem__");
    return true;
}

// DICTCOUNT's step on the get's operands [r] (R[A] the method, R[A+1] self, R[A+2] the key,
// R[A+3] the default) and the ADDI's [imm]: when R[A] is dict.get on an exact dict and the
// default a small int, the budget is charged as the CALLMETHOD would be and np_dict_count
// updates the dict: 1 done, -1 with an exception (an exhausted budget, no memory). 0 when
// nothing was done (nor charged): the instructions run as compiled.
static __attribute__((noinline)) int dict_count_op(NpVM *vm, const NpValue *r, int64_t imm) {
    NpValue fv = r[0], s = r[1];
    if (fv.tag != NP_T_OBJ || NP_KIND(fv) != OBJ_NATIVE ||
        ((NpNative *)NP_AS_OBJ(fv))->fn != nplib_dict_get ||
        !NP_IS_UNDEF(((NpNative *)NP_AS_OBJ(fv))->self) || !NP_IS_OBJ(s) ||
        NP_OBJ(s)->type != vm->types[NP_TYPE_DICT] || r[3].tag != NP_T_INT)
        return 0;
    if (!np_budget_charge(vm, 1)) return -1;
    int done = np_dict_count(vm, NP_AS_DICT(s), r[2], &r[3], imm);
    if (done == 0 && !NP_LIMITS_OFF) vm->tick += 1;  // the CALLMETHOD that runs instead charges
    return done;
}

// DICTADD's step: adds the imm of [nx] (the IADDI, or the ISUBI negated) to item [k] of [o]
// in place when [o] is an exact dict holding the exact str or small int key [k] (np_dict_count)
// or an exact list with the in-range int index [k], and the item is an int with no overflow.
// True when done; false when nothing was done (the instructions run as compiled).
static __attribute__((noinline)) bool dict_add_op(NpVM *vm, NpValue o, NpValue k, uint32_t nx) {
    int64_t add = GET_OP(nx) == OP_IADDI ? GET_sC(nx) : -(int64_t)GET_sC(nx), v;
    if (k.tag == NP_T_INT && NP_IS_LIST(o) && !(NP_OBJ(o)->type->tflags & NP_TF_USER)) {
        NpList *l = NP_AS_LIST(o);
        int64_t ix = k.u.i < 0 ? k.u.i + (int64_t)l->n : k.u.i;
        if ((uint64_t)ix >= l->n || l->items[ix].tag != NP_T_INT ||
            __builtin_add_overflow(l->items[ix].u.i, add, &v))
            return false;
        l->items[ix].u.i = v;
        return true;
    }
    // np_dict_count's -1 (no memory) cannot happen here: with no default it never inserts.
    return NP_IS_OBJ(o) && NP_OBJ(o)->type == vm->types[NP_TYPE_DICT] &&
           np_dict_count(vm, NP_AS_DICT(o), k, NULL, add) > 0;
}

// `==` of [b] and [c] when both are exact strs and identity or length decides it: one object,
// two interned strs (identifiers, literals, one-char strs; equal interned strs are one object)
// or different lengths. Stores the answer in *eq; false (nothing decided) for anything else,
// which compare_slow then handles. EQ, NE, EQJ and NEJ test it before going there, so a str
// compare skips compare_slow's bool, int and class tests and its generic branch.
static inline __attribute__((always_inline)) bool str_eq_quick(const NpVM *vm, NpValue b, NpValue c,
                                                               bool *eq) {
    if (b.tag != NP_T_OBJ || c.tag != NP_T_OBJ) return false;
    const NpStr *sa = NP_AS_STR(b), *sb = NP_AS_STR(c);
    const NpType *st = vm->types[NP_TYPE_STR];
    if (sa->hdr.type != st || sb->hdr.type != st) return false;
    if (sa != sb && !(sa->hdr.flags & sb->hdr.flags & NP_STR_INTERNED) && sa->len == sb->len)
        return false;
    *eq = sa == sb;
    return true;
}

/* ================================================================ the loop */

#if NP_OPSTATS
// The opcode histogram of an NP_OPSTATS build (`make opstats`, never the default build): how
// often each opcode and each (previous, next) pair was dispatched, written at exit to the file
// named by NP_OPSTATS_OUT as lines `op NAME COUNT` and `pair NAME NAME COUNT`
// (bench/opstats.py adds up a directory of them).
static uint64_t opstats_ops[256], opstats_pairs[256][256];
static unsigned opstats_prev;
// Counts the dispatch of opcode [op] after the one before it.
static inline void opstats_count(unsigned op) {
    opstats_ops[op]++;
    opstats_pairs[opstats_prev][op]++;
    opstats_prev = op;
}
// Writes the counts to $NP_OPSTATS_OUT at process exit (nothing when it is unset).
__attribute__((destructor)) static void opstats_dump(void) {
    const char *path = getenv("NP_OPSTATS_OUT");
    FILE *out = path ? fopen(path, "w") : NULL;
    if (!out) return;
    for (unsigned a = 0; a < OP__COUNT; a++) {
        if (opstats_ops[a])
            fprintf(out, "op %s %llu\n", np_opnames[a], (unsigned long long)opstats_ops[a]);
        for (unsigned b = 0; b < OP__COUNT; b++)
            if (opstats_pairs[a][b])
                fprintf(out, "pair %s %s %llu\n", np_opnames[a], np_opnames[b],
                        (unsigned long long)opstats_pairs[a][b]);
    }
    fclose(out);
}
#define OPSTATS_COUNT(op) opstats_count(op)
#else
#define OPSTATS_COUNT(op) ((void)0)
#endif

#if NP_USE_COMPUTED_GOTO
#define CASE(name) L_##name:
// Continues in the handler of opcode [name] with the current instruction [i].
#define GOTO_CASE(name) goto L_##name
#define DISPATCH()                                                                                \
    do {                                                                                          \
        pc++; /* then the load at -4: GCC copied pc to a scratch register for `i = *pc++` */      \
        i = pc[-1];                                                                               \
        OPSTATS_COUNT(GET_OP(i));                                                                 \
        goto *jt[GET_OP(i)];                                                                      \
    } while (0)
#define DEFAULT_CASE L_UNKNOWN:
#else
#define CASE(name) case OP_##name:
#define GOTO_CASE(name) goto L_##name
#define DISPATCH() goto dispatch
#define DEFAULT_CASE default:
#endif

// Operands and registers of the current instruction [i].
#define A GET_A(i)
// Each is R plus the operand's field shifted straight to a byte offset (field * 16, the size
// of an NpValue): one shift and one mask, where R[GET_A(i)] made GCC extract the byte, zero-extend
// it again and scale it.
#define REG_AT(sh) (*(NpValue *)((char *)R + ((i >> (sh)) & 0xff0u)))
#define RA REG_AT(4)
#define RB REG_AT(12)
#define RC REG_AT(20)
_Static_assert(sizeof(NpValue) == 16, "REG_AT scales a register operand by 16");
// The name constant of an instruction with a name operand C (255 = in the EXTRA word).
#define KNAME() (GET_C(i) == NP_C_EXTENDED ? KONST[GET_Ax(*pc)] : KONST[GET_C(i)])
#define SKIP_EXTENDED()                                                                           \
    do {                                                                                          \
        if (GET_C(i) == NP_C_EXTENDED) pc++;                                                      \
    } while (0)

// The running function's code and constants, read through p where a handler needs them: kept as
// loop locals they were two more values GCC spilled to the stack, stored at every call and return.
#define CODE ((const uint32_t *)p->code)
#define KONST (p->consts)

// Loads the topmost frame's state into the loop's locals.
#define LOAD_FRAME()                                                                              \
    do {                                                                                          \
        f = &vm->frames[vm->nframes - 1];                                                         \
        p = f->func->proto;                                                                       \
        pc = f->pc;                                                                               \
        R = f->regs;                                                                              \
    } while (0)
#define SAVE_PC() (f->pc = pc)

// Charges the budget [n] units; the slow path checks the limits every NP_CHECK_INTERVAL.
#if NP_LIMITS_OFF
#define CHARGE(n) ((void)(n))
#else
#define CHARGE(n)                                                                                 \
    do {                                                                                          \
        vm->tick -= (n);                                                                          \
        if (UNLIKELY(vm->tick < 0) && !np_check_limits(vm)) goto error;                           \
    } while (0)
#endif
// FORLOOP's loop-variable register: R[Ax] of its EXTRA word, which pc has just passed.
#define FL_DST (&R[GET_Ax(pc[-1])])
#define SAFEPOINT()                                                                               \
    do {                                                                                          \
        if (UNLIKELY(vm->gc_pending)) np_gc_collect(vm);                                          \
    } while (0)
// Stores [v] in R[A] and continues; for instructions whose slow path filled [tmp].
#define SET_A_TMP()                                                                               \
    do {                                                                                          \
        RA = tmp;                                                                                 \
        DISPATCH();                                                                               \
    } while (0)

// `b[i]` of a bytes or bytearray [o] (not a subclass: the caller checked) with an in-range small
// int index: the byte as an int in *out; false for anything else (np_getitem decides).
static inline bool byte_at(NpValue o, int64_t ix, NpValue *out) {
    const uint8_t *data;
    size_t n;
    if (NP_IS_BYTES(o)) {
        data = NP_AS_BYTES(o)->data;
        n = NP_AS_BYTES(o)->len;
    } else if (NP_IS_BYTEARRAY(o)) {
        data = ((NpByteArray *)NP_AS_OBJ(o))->data;
        n = ((NpByteArray *)NP_AS_OBJ(o))->len;
    } else {
        return false;
    }
    if (ix < 0) ix += (int64_t)n;
    if ((uint64_t)ix >= n) return false;
    *out = np_int(data[ix]);
    return true;
}

// `s[ix]` for GETITEM/GETITEMI when [o] is an exact ASCII str (the caller checked that its
// type is not a user class) and ix is in range: stores the VM's shared one-character str in
// *out. False (nothing stored) otherwise, and also while that character's shared str has not
// been made yet, so np_getitem makes it (and raises IndexError) as before. A bytes or
// bytearray [o] goes to byte_at.
static inline bool ascii_char_at(NpVM *vm, NpValue o, int64_t ix, NpValue *out) {
    if (!NP_IS_STR(o) || !(NP_OBJ(o)->flags & NP_STR_ASCII)) return byte_at(o, ix, out);
    NpStr *s = NP_AS_STR(o);
    if (ix < 0) ix += (int64_t)s->len;
    if ((uint64_t)ix >= s->len) return false;
    NpStr *c = vm->ascii_chars[(unsigned char)s->data[ix]];
    if (c == NULL) return false;
    *out = np_obj(&c->hdr);
    return true;
}

// REGLOAD's test (compiler/np_compile.c, regloop_*): a module-level loop whose body only does
// arithmetic on globals runs with them in registers when, at its entry, every global it reads
// holds an exact int, bool or float (B=0: loaded into [*r]; operations on those never run
// Python code, so nothing can see the globals before the loop's write-back) and, for a for
// loop, the iterator is a range's (B=1: [*r] is tested). False sends the loop to its plain copy.
__attribute__((noinline)) static bool regload_test(NpVM *vm, NpDict *g, NpValue *r, int mode,
                                                  NpValue name) {
    if (mode == 1) return NP_IS_ITER(*r) && NP_AS_ITER(*r)->ikind == ITER_RANGE;
    NpValue v = np_dict_get_str(g, NP_AS_STR(name));
    bool num = v.tag == NP_T_INT || v.tag == NP_T_FLOAT || v.tag == NP_T_BOOL ||
               (NP_IS_BIGINT(v) && NP_OBJ(v)->type == vm->types[NP_TYPE_INT]);
    if (num) *r = v;
    return num;
}

// The generator that FORITER/FORLOOP over the enumerate or map [it] can resume in the loop
// (wrap_loop): enumerate(g) whose count is a small int that cannot overflow, or map(f, g) with
// one iterable, where g is created or suspended; NULL when np_next must take the item.
static inline NpGenerator *wrapped_gen(NpIter *it) {
    NpValue src = it->src;
    if (it->done) return NULL;
    if (it->ikind == ITER_ENUMERATE) {
        if (it->aux.tag != NP_T_INT || it->aux.u.i == INT64_MAX) return NULL;
    } else {
        NpTuple *its = NP_AS_TUPLE(src);
        if (its->n != 1) return NULL;
        src = its->items[0];
    }
    if (!NP_IS_GEN(src)) return NULL;
    NpGenerator *g = NP_AS_GEN(src);
    return g->state == NP_GEN_SUSPENDED || g->state == NP_GEN_CREATED ? g : NULL;
}

// True when CALL [i] of the builtin next (R[A]) can resume its argument R[A+1] in the loop:
// next(g) or next(g, default) of a created or suspended generator (no keywords; a running or
// finished one, and any other iterator, take np_builtin_next).
static inline bool next_gen_call(uint32_t i, const NpValue *R) {
    if (GET_B(i) != 1 && GET_B(i) != 2) return false;
    NpValue g = R[GET_A(i) + 1];
    if (!NP_IS_GEN(g)) return false;
    uint8_t st = NP_AS_GEN(g)->state;
    return st == NP_GEN_SUSPENDED || st == NP_GEN_CREATED;
}

// len(o) of an exact list, tuple, dict, set or str [o] (no user subclass, which may define
// __len__), as np_len gives it; -1 for anything else (the caller takes the general path).
static inline __attribute__((always_inline)) int64_t builtin_len(NpValue o) {
    if (o.tag != NP_T_OBJ || (NP_OBJ(o)->type->tflags & (NP_TF_USER | NP_TF_NATIVE_DUNDER)))
        return -1;
    switch (NP_KIND(o)) {
    case OBJ_LIST: return (int64_t)NP_AS_LIST(o)->n;
    case OBJ_TUPLE: return (int64_t)NP_AS_TUPLE(o)->n;
    case OBJ_DICT: return (int64_t)NP_AS_DICT(o)->n;
    case OBJ_STR: return (int64_t)NP_AS_STR(o)->ncp;
    case OBJ_SET: return (int64_t)((NpSet *)NP_AS_OBJ(o))->used;
    default: return -1;
    }
}

// True with *fn when len(o) of user instance [o] may run o's __len__ in the loop (dunder_enter):
// a Python function np_call_is_simple accepts. Not kept in CALL's inline cache, which a class
// called at the same site fills with its __init__.
static inline bool len_method(NpVM *vm, NpValue o, NpValue *fn) {
    return np_lookup_special(vm, o, "__len__", fn) && NP_IS_KIND(*fn, OBJ_FUNCTION) &&
           np_call_is_simple((NpFunction *)NP_AS_OBJ(*fn), o, 0, NULL);
}

// True when CALL [i] of a builtin with an NpDrain (NP_NATIVE_DRAIN_MASK: sum, any, all, min, max,
// sorted, str.join) can drain its argument in the loop (drain_start): one positional argument
// R[A+1], a created or suspended generator (next_gen_call's test). CALLMETHOD passes R + 1, so
// its argument R[A+2] (after the receiver) is tested.
static inline bool drain_call(uint32_t i, const NpValue *R) {
    return GET_B(i) == 1 && next_gen_call(i, R);
}

// The generator frame [f] yields [item] while a builtin drains it in the loop (a drained
// generator only ever runs in a frame that gen_resume pushed, never a c_boundary one): true
// when the drain's sink took the item into its state, in the consumer frame (under [f]).
// sum's step and a list with room are done here, the rest by the drain's sink. (The resume's
// budget charge follows in gen_suspend: a limit it reaches is raised at the yield.)
static inline bool drain_take(NpVM *vm, NpFrame *f, NpGenerator *g, NpValue item) {
    NpValue *st = &f[-1].regs[g->drain_reg];
    if (g->drain == NP_DRAIN_SUM) return np_sum_fast(*st, item, st);
    if (g->drain >= NP_DRAIN_SORTED) {
        NpList *l = NP_AS_LIST(*st);
        if (l->n < l->cap) {
            np_gc_barrier_append(vm, l, item);
            l->items[l->n++] = item;
            return true;
        }
    }
    return np_drains[g->drain - 1].sink(vm, st, item);
}

// Raises StopIteration for a generator that returned [value]: StopIteration(value), or the bare
// class when it returned None (what np_builtin_next raises).
static void raise_gen_stop(NpVM *vm, NpValue value) {
    if (NP_IS_NONE(value)) {
        np_raise_value(vm, np_obj((NpObject *)vm->types[NP_TYPE_STOPITERATION]));
        return;
    }
    NpTuple *args = np_tuple_from(vm, &value, 1);
    NpException *e = args ? np_exc_new(vm, vm->types[NP_TYPE_STOPITERATION], args) : NULL;
    if (e) np_raise_value(vm, np_obj(&e->hdr));
}

bool np_execute(NpVM *vm, NpValue *out, bool *yielded) {
#if NP_USE_COMPUTED_GOTO
    static const void *const dispatch_table[256] = {
#define OPCODE(name, fmt, doc) &&L_##name,
#include "np_opcodes.h"
#undef OPCODE
        [OP__COUNT... 255] = &&L_UNKNOWN,
    };
    // The table's address in a register for the whole loop: without the empty asm (which hides
    // that jt is a constant) GCC rematerialises a `lea` of the PIE's table at every dispatch.
    const void *const *jt = dispatch_table;
    __asm__("" : "+r"(jt));
#endif
    NpFrame *f;
    NpProto *p;
    const uint32_t *pc;
    NpValue *R;
    uint32_t i;
    NpValue tmp;
    // Which later + of a str chain ADDCATMID and ADDCATEND share their code for.
    NpChainStep chain_step;
    // Operands of the shared call path.
    NpValue callee, cself;
    NpValue *argv;
    int nargs, ret_reg;
    NpTuple *kwn;
    // The CALL/CALLMETHOD instruction of the shared call path (its inline cache slot).
    const uint32_t *call_at = NULL;
    // The return action (NpFrame.is_init) of the frame call_python pushes: 1 when do_call
    // constructs a user instance inline and calls its __init__, NP_FRAME_LRU for an
    // lru_cache miss, else 0.
    int init_call = 0;
    // Binary operator of the shared slow path.
    NpBinOp bop;
    NpCmpOp cop;
    // The special method dunder_enter runs, its self, its [dn] arguments [dargs] (dbuf when
    // they are not adjacent registers), and its frame's return action (NP_FRAME_BINOP...).
    NpValue dfn, dself, dbuf[2];
    const NpValue *dargs;
    int dn, dact;
    // Traceback entries already on the exception when this unwinding pass began.
    uint32_t tb_mark = 0;
    // The generator gen_resume runs in this loop.
    NpGenerator *rgen = NULL;
    // The NpDrainKind drain_start begins.
    int dkind = 0;

    *yielded = false;
    LOAD_FRAME();
    if (UNLIKELY(++vm->c_depth > NP_MAX_C_DEPTH)) {
        // The plain message: CPython's for nearly every recursion through a special method,
        // a property, __getattr__ or a key function (its eval loop trips first).
        np_raisef(vm, NP_TYPE_RECURSIONERROR, "maximum recursion depth exceeded");
        vm->nframes--;
        if (!f->gen) np_stack_pop(vm, f->regs);
        vm->c_depth--;
        return false;
    }
    SAFEPOINT();
    // generator.throw()/close(): raise the exception in vm->exc at the generator's resume point.
    if (UNLIKELY(f->gen && f->gen->throwing)) {
        f->gen->throwing = 0;
        goto error;
    }

#if NP_USE_COMPUTED_GOTO
    DISPATCH();
#else
dispatch:
    i = *pc++;
    switch (GET_OP(i)) {
#endif

    /* ---- loads and moves */
    CASE(MOVE) {
        RA = RB;
        DISPATCH();
    }
    CASE(MOVEN) {
        // The compiler never overlaps the two ranges (values are in fresh temporaries).
        NpValue *d = &RA, *from = &RB;
        for (int k = 0; k < GET_C(i); k++) d[k] = from[k];
        DISPATCH();
    }
    CASE(MOVE2) {
        // Two MOVEs in one dispatch (compiler/np_emit.c fuse_pairs): this one, then the next
        // word's, in order (the second may read what the first wrote).
        RA = RB;
        uint32_t nx = *pc++;
        R[GET_A(nx)] = R[GET_B(nx)];
        DISPATCH();
    }
    CASE(MOVECALL) {
        // MOVE, then the CALL after it (compiler/np_emit.c fuse_pairs) entered by a direct jump
        // instead of a dispatch through the table.
        RA = RB;
        i = *pc++;
        goto call;
    }
    CASE(LOADK) {
        RA = KONST[GET_Bx(i)];
        DISPATCH();
    }
    CASE(LOADI) {
        RA = np_int(GET_sBx(i));
        DISPATCH();
    }
    CASE(LOADNONE) {
        RA = np_none();
        DISPATCH();
    }
    CASE(LOADNONE2) {
        // Two LOADNONEs in one dispatch (compiler/np_emit.c fuse_pairs).
        RA = np_none();
        i = *pc++;
        RA = np_none();
        DISPATCH();
    }
    CASE(LOADBOOL) {
        RA = np_bool(GET_B(i) != 0);
        DISPATCH();
    }
    CASE(LOADBUILTIN) {
        if (UNLIKELY(GET_B(i) >= NP_TYPE__COUNT)) goto bad_opcode;
        RA = np_obj(&vm->types[GET_B(i)]->hdr);
        DISPATCH();
    }
    CASE(CLEAR) {
        RA = np_undef();
        DISPATCH();
    }
    CASE(CHECKBOUND) {
        if (UNLIKELY(NP_IS_UNDEF(RA))) {
            raise_unbound(vm, p, A, false);
            goto error;
        }
        DISPATCH();
    }
    CASE(CELLVALUE) {
        // A comprehension's by-value argument read from the enclosing function's own cell
        // (compiler/np_compexpr.c byval_args); an empty cell passes UNDEF on unchecked.
        RA = ((NpCell *)NP_AS_OBJ(RB))->value;
        DISPATCH();
    }
    CASE(CHECKFREE) {
        // A comprehension's by-value variable (compiler/np_compexpr.c compile_comp): unbound in
        // the enclosing function, it is reported as CPython reports the empty cell it would be.
        if (UNLIKELY(NP_IS_UNDEF(RA))) {
            raise_unbound(vm, p, A, true);
            goto error;
        }
        DISPATCH();
    }

    /* ---- globals and cells */
    CASE(GETGLOBAL2) {
        // GETGLOBAL followed by GETGLOBAL (compiler/np_emit.c fuse_pairs): both hits in one
        // dispatch, sharing the globals dict and cache address; anything else runs this word as
        // a plain GETGLOBAL, and the next word then runs as its own instruction.
        NpDict *g = f->func->globals;
        uintptr_t cbias = p->icache_pc;
        if (LIKELY(cbias != 0)) {
            const NpInlineCache *c = ICACHE_BEFORE(cbias, pc), *c2 = ICACHE_BEFORE(cbias, pc + 1);
            if (LIKELY((global_slot(c, g) || builtin_slot(vm, c, g)) &&
                       (global_slot(c2, g) || builtin_slot(vm, c2, g)))) {
                RA = *global_value(c);
                uint32_t nx = *pc++;
                R[GET_A(nx)] = *global_value(c2);
                DISPATCH();
            }
        }
        goto getglobal;
    }
    CASE(GETGLOBALMOVE) {
        // GETGLOBAL followed by MOVE (a function, then its first argument): on a hit the MOVE
        // runs in the same dispatch; anything else runs this word as a plain GETGLOBAL.
        NpDict *g = f->func->globals;
        uintptr_t cbias = p->icache_pc;
        if (LIKELY(cbias != 0)) {
            const NpInlineCache *c = ICACHE_BEFORE(cbias, pc);
            if (LIKELY(global_slot(c, g) || builtin_slot(vm, c, g))) {
                RA = *global_value(c);
                uint32_t nx = *pc++;
                R[GET_A(nx)] = R[GET_B(nx)];
                DISPATCH();
            }
        }
        goto getglobal;
    }
    CASE(GETGLOBAL) {
    getglobal:;
        NpDict *g = f->func->globals;
        // A hit stores through a local, not tmp: tmp's address is taken elsewhere, so GCC keeps
        // it in memory, and a store-then-reload through it costs a round trip per read. The
        // name is only needed off the globals hit path.
        uintptr_t cbias = p->icache_pc;
        if (LIKELY(cbias != 0)) {
            NpInlineCache *c = ICACHE_BEFORE(cbias, pc);
            if (LIKELY(global_slot(c, g))) {
                RA = *global_value(c);
                DISPATCH();
            } else if (builtin_slot(vm, c, g)) {
                RA = *global_value(c);
                DISPATCH();
            }
        }
        NpStr *name = NP_AS_STR(KONST[GET_Bx(i)]);
        tmp = np_dict_get_str(g, name);
        if (UNLIKELY(NP_IS_UNDEF(tmp))) {
            tmp = np_dict_get_str(vm->builtins, name);
            if (NP_IS_UNDEF(tmp) && !np_builtin_missing(vm, name, &tmp)) goto error;
        }
        NpInlineCache *c = icache_at(vm, p, CODE, pc);
        if (c) icache_fill_global(vm, c, g, name);
        SET_A_TMP();
    }
    CASE(SETGLOBAL) {
        NpDict *g = f->func->globals;
        // Cache: the entry number of an existing global under the same version guard as
        // GETGLOBAL's (global_slot), overwritten without hashing or probing. A class namespace
        // gets no guard (storing into it must bump the class epoch). A hit that stores an unboxed
        // value (no str, so no owned-str check) is done at once.
        NpValue v = RA;
        uintptr_t cbias = p->icache_pc;
        const NpInlineCache *gc;
        if (LIKELY(cbias != 0) && LIKELY(global_slot((gc = ICACHE_BEFORE(cbias, pc)), g))) {
            *global_value(gc) = v;
            if (LIKELY(!NP_IS_OBJ(v))) DISPATCH();
            np_gc_barrier(vm, g);
        } else {
            NpStr *name = NP_AS_STR(KONST[GET_Bx(i)]);
            if (UNLIKELY(!np_dict_set_str(vm, g, name, RA))) goto error;
            NpInlineCache *c = icache_at(vm, p, CODE, pc);
            int64_t k = c ? np_dict_find_str(g, name) : -1;
            if (k >= 0)
                *c = (NpInlineCache){.key = g, .gdict = &g->entries[k].value, .ix = k,
                                     .guard = (g->hdr.flags & NP_DICT_CLASS) || g->version == 0
                                                  ? ICACHE_NO_VERSION : g->version};
        }
        if (UNLIKELY(NP_IS_KIND(RA, OBJ_STR) && (NP_AS_OBJ(RA)->flags & NP_STR_OWNED)) &&
            !(g->hdr.flags & NP_DICT_OWNED_STRS)) {
            // From now on reads must disown: a new version ends every cached GETGLOBAL hit
            // (icache_fill_global then leaves them without a guard).
            g->hdr.flags |= NP_DICT_OWNED_STRS;
            g->version = ++vm->dict_epoch;
        }
        DISPATCH();
    }
    CASE(DISOWN) {
        np_str_disown(RA);
        DISPATCH();
    }
    CASE(GETGLOBALAUG) {
        // GETGLOBAL without np_dict_get_str's disowning (np_strbuild.h): only INPLACE reads R[A].
        NpDict *g = f->func->globals;
        // Cache: GETGLOBAL's value slot under its version guard; in a dict that may hold owned
        // strs (no guard), the entry number of the global, read raw (no disowning) while that
        // entry is still this name.
        uintptr_t cbias = p->icache_pc;
        if (LIKELY(cbias != 0)) {
            NpInlineCache *c = ICACHE_BEFORE(cbias, pc);
            if (LIKELY(global_slot(c, g))) {
                RA = *global_value(c);
                DISPATCH();
            }
            if (c->key == g) {
                tmp = icache_entry_raw(g, c->ix, NP_AS_STR(KONST[GET_Bx(i)]));
                if (LIKELY(!NP_IS_UNDEF(tmp))) SET_A_TMP();
            }
        }
        NpStr *name = NP_AS_STR(KONST[GET_Bx(i)]);
        uint16_t saved = g->hdr.flags;
        g->hdr.flags &= (uint16_t)~NP_DICT_OWNED_STRS;
        tmp = np_dict_get_str(g, name);
        g->hdr.flags = saved;
        if (UNLIKELY(NP_IS_UNDEF(tmp))) {
            tmp = np_dict_get_str(vm->builtins, name);
            if (NP_IS_UNDEF(tmp) && !np_builtin_missing(vm, name, &tmp)) goto error;
        } else {
            NpInlineCache *c = icache_at(vm, p, CODE, pc);
            if (c) icache_fill_global(vm, c, g, name);
        }
        SET_A_TMP();
    }
    CASE(GENMARK) {
        RA = np_int(vm->gen_serial);
        DISPATCH();
    }
    CASE(GENOWN) {
        // The loop owns the generator only if its own header made it: created during the
        // iterable's evaluation and never started (so no other code has run it).
        NpValue g = RA;
        bool own = NP_IS_GEN(g) && NP_AS_GEN(g)->serial > RB.u.i && NP_AS_GEN(g)->state == NP_GEN_CREATED;
        RB = own ? g : np_none();
        DISPATCH();
    }
    CASE(GENCLOSE) {
        // CPython closes the generator when the loop drops its last reference; errors raised by
        // that close are "unraisable" there (reported, not propagated), so they are dropped here
        // too, except the uncatchable limit errors.
        NpValue g = RA;
        RA = np_none();
        if (NP_IS_GEN(g) && !np_gen_close(vm, NP_AS_GEN(g))) {
            if (NP_OBJ(vm->exc)->flags & NP_EXC_UNCATCHABLE) goto error;
            np_exc_clear(vm);
        }
        DISPATCH();
    }
    CASE(DELGLOBAL) {
        bool found;
        if (!np_dict_del(vm, f->func->globals, KONST[GET_Bx(i)], NULL, &found)) goto error;
        if (!found) {
            char cut[204];
            np_raisef(vm, NP_TYPE_NAMEERROR, "name '%s' is not defined",
                      np_name_cut(cut, NP_AS_STR(KONST[GET_Bx(i)])->data, 200));
            goto error;
        }
        DISPATCH();
    }
    CASE(GETCELL) {
        NpValue v = ((NpCell *)NP_AS_OBJ(RB))->value;
        if (UNLIKELY(NP_IS_UNDEF(v))) {
            raise_unbound(vm, p, GET_B(i), true);
            goto error;
        }
        RA = v;
        DISPATCH();
    }
    CASE(GETCELL2) {
        // Two GETCELLs in one dispatch (compiler/np_emit.c fuse_pairs), in order; an empty cell
        // raises at the word that read it.
        NpValue v = ((NpCell *)NP_AS_OBJ(RB))->value;
        if (UNLIKELY(NP_IS_UNDEF(v))) {
            raise_unbound(vm, p, GET_B(i), true);
            goto error;
        }
        RA = v;
        i = *pc++;
        v = ((NpCell *)NP_AS_OBJ(RB))->value;
        if (UNLIKELY(NP_IS_UNDEF(v))) {
            raise_unbound(vm, p, GET_B(i), true);
            goto error;
        }
        RA = v;
        DISPATCH();
    }
    CASE(SETCELL) {
        ((NpCell *)NP_AS_OBJ(RB))->value = RA;
        DISPATCH();
    }
    CASE(DELCELL) {
        NpCell *cell = (NpCell *)NP_AS_OBJ(RB);
        if (NP_IS_UNDEF(cell->value)) {
            raise_unbound(vm, p, GET_B(i), true);
            goto error;
        }
        cell->value = np_undef();
        DISPATCH();
    }

    /* ---- attributes, items, methods */
    CASE(GETATTR) {
        NpValue o = RB;
        // The cache through icache_pc (not 0 once p->icache exists, as for GETGLOBAL), and the
        // name read only off the hit paths that need it.
        uintptr_t cbias = p->icache_pc;
        // Cache (valid while the type and class epoch match): an instance attribute of a user
        // class that has no class attribute of the name (so the instance dict decides), a
        // plain class attribute ([value]) the instance does not shadow, or a property.
        if (cbias != 0 && NP_IS_KIND(o, OBJ_INSTANCE)) {
            NpInlineCache *c = ICACHE_BEFORE(cbias, pc);
            NpInstance *inst = (NpInstance *)NP_AS_OBJ(o);
            if (ICACHE_TYPED(c, NP_OBJ(o)->type)) {
                NpDict *attrs = inst->dict;
                if (inst->hdr.flags & NP_INST_SHAPED) {
                    // A shaped instance: its own value at the cached slot when the class's
                    // layout has the name there, else wherever it has it (or the class value
                    // when it has none, under the proof or after that search).
                    uint64_t ix = (uint64_t)c->ix;
                    if (LIKELY(NP_IS_UNDEF(c->value)) && ix < inst->nvals &&
                        np_inst_layout(inst)->keys[ix] == NP_AS_STR(KNAME())) {
                        if (c == ICACHE_BEFORE(cbias, pc) && !c->gdict)
                            quicken_slot_hit(vm, p, pc, inst);
                        SKIP_EXTENDED();
                        RA = np_inst_vals(inst)[ix];
                        DISPATCH();
                    }
                    if (c->ix != ICACHE_PROPERTY && c->ix != ICACHE_TYPE_ONLY) {
                        bool proven = !NP_IS_UNDEF(c->value) && np_inst_proven(vm, inst);
                        int64_t k = proven ? -1
                                    : ix < inst->nvals &&
                                            np_inst_layout(inst)->keys[ix] == NP_AS_STR(KNAME())
                                        ? (int64_t)ix
                                        : np_inst_shape_find(inst, NP_AS_STR(KNAME()));
                        if (k >= 0 || !NP_IS_UNDEF(c->value)) {
                            if (k >= 0) {
                                c->ix = k;
                                if (c == ICACHE_BEFORE(cbias, pc) && !c->gdict)
                                    quicken_slot_hit(vm, p, pc, inst);
                            }
                            SKIP_EXTENDED();
                            RA = k >= 0 ? np_inst_vals(inst)[k] : c->value;
                            DISPATCH();
                        }
                    }
                }
                if (!NP_IS_UNDEF(c->value)) {
                    if (UNLIKELY(c->ix == ICACHE_PROPERTY)) {
                        // A property (a data descriptor: it wins over the instance dict)
                        // whose getter is a Python function: called in this loop like a
                        // method with no arguments; its return value lands in R[A].
                        SKIP_EXTENDED();
                        call_at = pc - 1;
                        nargs = 0;
                        kwn = NULL;
                        callee = c->value;
                        cself = o;
                        argv = &R[A];
                        ret_reg = A;
                        init_call = false;
                        goto do_call;
                    }
                    // A plain class value, unless the instance has its own attribute of the
                    // name: none while its proof holds, else found by the hint or a probe.
                    // (Not an entry only a class receiver may replay: `T.__name__`.)
                    if (UNLIKELY(c->ix == ICACHE_TYPE_ONLY)) {
                    } else if (np_inst_proven(vm, inst)) {
                        SKIP_EXTENDED();
                        RA = c->value;
                        DISPATCH();
                    } else if (attrs && !(attrs->hdr.flags & NP_DICT_OWNED_STRS)) {
                        tmp = icache_entry(attrs, c->ix, NP_AS_STR(KNAME()));
                        if (NP_IS_UNDEF(tmp)) {
                            int64_t k = np_dict_find_str(attrs, NP_AS_STR(KNAME()));
                            if (k >= 0) {
                                c->ix = k;
                                tmp = attrs->entries[k].value;
                            }
                        }
                        SKIP_EXTENDED();
                        RA = NP_IS_UNDEF(tmp) ? c->value : tmp;
                        DISPATCH();
                    }
                } else if (attrs) {
                    tmp = icache_entry(attrs, c->ix, NP_AS_STR(KNAME()));
                    if (NP_IS_UNDEF(tmp) && !(attrs->hdr.flags & NP_DICT_OWNED_STRS)) {
                        int64_t k = np_dict_find_str(attrs, NP_AS_STR(KNAME()));
                        if (k >= 0) {
                            c->ix = k;
                            tmp = attrs->entries[k].value;
                        }
                    }
                    if (LIKELY(!NP_IS_UNDEF(tmp))) {
                        SKIP_EXTENDED();
                        SET_A_TMP();
                    }
                }
            } else {
                // A data descriptor whose __get__ is a Python function (icache_fill_descr_get):
                // run as a frame of this loop with the descriptor as self and (o, type(o));
                // its value lands in R[A].
                const NpInlineCache *d = ICACHE_BEFORE(cbias, pc);
                if (d->key == &icache_dget_tag && d->guard == vm->class_epoch &&
                    d->ix == (int64_t)(intptr_t)NP_OBJ(o)->type) {
                    SKIP_EXTENDED();
                    dbuf[0] = o;
                    dbuf[1] = np_obj(&NP_OBJ(o)->type->hdr);
                    call_at = pc - 1;
                    nargs = 2;
                    kwn = NULL;
                    callee = d->value;
                    cself = np_obj((NpObject *)(uintptr_t)d->gdict);
                    argv = dbuf;
                    ret_reg = A;
                    init_call = false;
                    goto do_call;
                }
            }
        } else if (cbias != 0 && NP_IS_KIND(o, OBJ_MODULE)) {
            if (icache_module_get(ICACHE_BEFORE(cbias, pc), o, NP_AS_STR(KNAME()), &tmp)) {
                SKIP_EXTENDED();
                SET_A_TMP();
            }
        } else if (cbias != 0 && NP_IS_TUPLE(o)) {
            // A namedtuple's field (its class's _tuplegetter, a data descriptor): the item at
            // the index the entry keeps in [value] (icache_fill_tuple_field).
            NpInlineCache *c = ICACHE_BEFORE(cbias, pc);
            if (ICACHE_TYPED(c, NP_OBJ(o)->type) && c->ix == ICACHE_INST_ONLY) {
                NpTuple *tp = NP_AS_TUPLE(o);
                if (LIKELY((uint64_t)c->value.u.i < tp->n)) {
                    SKIP_EXTENDED();
                    RA = tp->items[c->value.u.i];
                    DISPATCH();
                }
            }
        } else if (cbias != 0 && NP_IS_TYPE(o)) {
            // `T.CONST` on a user class: the same plain class attribute an instance read
            // caches (so both kinds of entry agree), under the type and class epoch.
            NpInlineCache *c = ICACHE_BEFORE(cbias, pc);
            if (ICACHE_TYPED(c, NP_AS_TYPE(o)) && c->ix != ICACHE_PROPERTY &&
                c->ix != ICACHE_INST_ONLY && !NP_IS_UNDEF(c->value)) {
                SKIP_EXTENDED();
                RA = c->value;
                DISPATCH();
            }
        }
        NpStr *name = NP_AS_STR(KNAME());
        if (!np_getattr(vm, o, name, &tmp)) {
            if (!pc_handled(p, CODE, pc)) np_attr_error_note(vm, o, name);
            goto error;
        }
        if (icache_attr_ok(o, name)) {
            icache_fill_getattr(vm, p, CODE, pc, o, name, tmp);
            quicken_getattr(vm, p, pc, o, name);
        } else if (NP_IS_KIND(o, OBJ_MODULE)) {
            icache_module_fill(vm, p, CODE, pc, o, name, tmp);
        } else if (icache_type_ok(o, name)) {
            icache_fill_class_attr(vm, p, CODE, pc, o, name, tmp);
            quicken_class_attr(vm, p, pc, o);
        } else if (NP_IS_TUPLE(o)) {
            icache_fill_tuple_field(vm, p, CODE, pc, o, name, tmp);
        } else {
            icache_fill_dunder_attr(vm, p, CODE, pc, o, name, tmp);
        }
        SKIP_EXTENDED();
        SET_A_TMP();
    }
    CASE(SETATTR) {
        NpValue o = RA;
        NpStr *name = NP_AS_STR(KNAME());
        // Cache: a user-class instance whose class has neither __setattr__ nor any class
        // attribute of the name (so the store goes straight to the instance dict), valid while
        // the type and class epoch match; [ix] is the entry the name had last time.
        uintptr_t cbias = p->icache_pc;  // as in GETATTR
        if (cbias != 0 && NP_IS_KIND(o, OBJ_INSTANCE)) {
            NpInlineCache *c = ICACHE_BEFORE(cbias, pc);
            NpInstance *inst = (NpInstance *)NP_AS_OBJ(o);
            if (ICACHE_TYPED(c, NP_OBJ(o)->type)) {
                if (inst->hdr.flags & NP_INST_SHAPED) {
                    int r = icache_store_shaped(vm, c, inst, name, RB);
                    if (r < 0) goto error;
                    if (r > 0) {
                        np_gc_barrier(vm, inst);
                        // (Quickened again, as GETATTR's slot hits are: quicken_slot_hit.)
                        if (c == ICACHE_BEFORE(cbias, pc) && !c->gdict)
                            quicken_setattr(vm, p, pc, o, name);
                        SKIP_EXTENDED();
                        DISPATCH();
                    }
                } else if (inst->dict) {
                    SKIP_EXTENDED();
                    if (!icache_store_attr(vm, c, inst, name, RB)) goto error;
                    DISPATCH();
                }
            }
        }
        // A property whose setter is a plain Python function: run as a frame of this loop
        // (its result dropped), as np_setattr would call it.
        if (NP_IS_KIND(o, OBJ_INSTANCE)) {
            dfn = setattr_property(vm, p, CODE, pc, o, name, dbuf);
            if (!NP_IS_UNDEF(dfn)) {
                SKIP_EXTENDED();
                if (UNLIKELY(!NP_IS_UNDEF(dbuf[0]))) {
                    // A data descriptor's __set__(descriptor, o, value), its result dropped.
                    call_at = pc - 1;
                    nargs = 2;
                    kwn = NULL;
                    callee = dfn;
                    cself = dbuf[0];
                    dbuf[0] = o;
                    dbuf[1] = RB;
                    argv = dbuf;
                    ret_reg = A;
                    init_call = NP_FRAME_DISCARD;
                    goto do_call;
                }
                dself = o;
                dargs = &RB;
                dn = 1;
                dact = NP_FRAME_DISCARD;
                goto dunder_enter;
            }
        }
        // A plain store of a name that is no class attribute keeps the instance's proof too.
        NpInstance *pinst = NP_IS_KIND(o, OBJ_INSTANCE) ? (NpInstance *)NP_AS_OBJ(o) : NULL;
        bool proven = pinst && (pinst->dict || (pinst->hdr.flags & NP_INST_SHAPED)) &&
                      np_inst_proven(vm, pinst);
        if (!np_setattr(vm, o, name, RB)) goto error;
        int plain = icache_attr_ok(o, name) ? icache_plain_store(vm, o, name) : 0;
        if (plain == 1 && proven && pinst->proof_epoch == vm->class_epoch)
            np_inst_prove(pinst);
        if (plain) {
            icache_fill_typed(vm, p, CODE, pc, NP_OBJ(o)->type,
                              (NpInlineCache){.ix = -1, .value = plain == 2 ? np_bool(true) : np_undef()});
            quicken_setattr(vm, p, pc, o, name);
        }
        SKIP_EXTENDED();
        DISPATCH();
    }
    CASE(DELATTR) {
        if (!np_delattr(vm, RA, NP_AS_STR(KNAME()))) goto error;
        SKIP_EXTENDED();
        DISPATCH();
    }
    CASE(GETITEM) {
#if !NP_USE_COMPUTED_GOTO
    L_GETITEM:;  // GOTO_CASE's target in the switch build
#endif
        NpValue o = RB, k = RC;
        // (A user subclass of list or tuple may override __getitem__: np_getitem.)
        if (LIKELY(k.tag == NP_T_INT) && LIKELY(o.tag == NP_T_OBJ) &&
            LIKELY(!(NP_OBJ(o)->type->tflags & NP_TF_USER))) {
            int64_t ix = k.u.i;
            if (NP_IS_LIST(o)) {
                NpList *l = NP_AS_LIST(o);
                if (ix < 0) ix += (int64_t)l->n;
                if ((uint64_t)ix < l->n) {
                    RA = l->items[ix];
                    DISPATCH();
                }
            } else if (NP_IS_TUPLE(o)) {
                NpTuple *t = NP_AS_TUPLE(o);
                if (ix < 0) ix += (int64_t)t->n;
                if ((uint64_t)ix < t->n) {
                    RA = t->items[ix];
                    DISPATCH();
                }
            } else if (ascii_char_at(vm, o, ix, &RA)) {
                DISPATCH();
            }
        }
        // An exact dict (subclasses may define __missing__ or __getitem__): a found key here,
        // a missing one raises KeyError through np_getitem.
        // A dict subclass proven here to keep dict's __getitem__ is read the same way, a
        // missing key going to its class's __missing__ (np_dict_missing).
        if (NP_IS_OBJ(o) && NP_OBJ(o)->type == vm->types[NP_TYPE_DICT]) {
            bool found;
            NpDict *d = NP_AS_DICT(o);
            if (!dict_hint_key(k)) {
                if (!np_dict_get(vm, d, k, &tmp, &found)) goto error;
            } else {
                int64_t hx = dict_hint_find(p, pc, d, k);
                if (hx >= 0) {
                    RA = d->entries[hx].value;
                    DISPATCH();
                }
                if (!dict_item_get_fill(vm, p, CODE, pc, d, k, &tmp, &found)) goto error;
            }
            if (found) SET_A_TMP();
        } else if (NP_IS_KIND(o, OBJ_DICT) && icache_dict_item_hit(vm, p, CODE, pc, o)) {
            bool found;
            if (!np_dict_get(vm, NP_AS_DICT(o), k, &tmp, &found)) goto error;
            if (!found && !np_dict_missing(vm, o, k, &tmp)) goto error;
            SET_A_TMP();
        }
        // A user instance's __getitem__ that is a plain Python function runs in this loop, as
        // an ordinary frame returning into R[A].
        if (NP_IS_KIND(o, OBJ_INSTANCE)) {
            dfn = dunder_method(vm, p, CODE, pc, NP_DUNDER_GETITEM, o, np_undef(), &dact);
            if (!NP_IS_UNDEF(dfn)) goto dunder_enter_b_c;
        }
        if (!np_getitem(vm, o, k, &tmp)) goto error;
        icache_dict_item_fill(vm, p, CODE, pc, o, "__getitem__");
        SET_A_TMP();
    }
    CASE(GETITEMI) {
        // `x[0]`, `x[-1]`: GETITEM with a small int literal index (sC); same rules.
        NpValue o = RB;
        int64_t ix = GET_sC(i);
        if (LIKELY(o.tag == NP_T_OBJ) && LIKELY(!(NP_OBJ(o)->type->tflags & NP_TF_USER))) {
            if (NP_IS_LIST(o)) {
                NpList *l = NP_AS_LIST(o);
                if (ix < 0) ix += (int64_t)l->n;
                if ((uint64_t)ix < l->n) {
                    RA = l->items[ix];
                    DISPATCH();
                }
            } else if (NP_IS_TUPLE(o)) {
                NpTuple *t = NP_AS_TUPLE(o);
                if (ix < 0) ix += (int64_t)t->n;
                if ((uint64_t)ix < t->n) {
                    RA = t->items[ix];
                    DISPATCH();
                }
            } else if (ascii_char_at(vm, o, ix, &RA)) {
                DISPATCH();
            }
        }
        if (!np_getitem(vm, o, np_int(GET_sC(i)), &tmp)) goto error;
        SET_A_TMP();
    }
    CASE(SETITEM) {
        // A user instance's __setitem__ that is a plain Python function runs in this loop; its
        // result is dropped.
        if (NP_IS_KIND(RA, OBJ_INSTANCE)) {
            dfn = dunder_method(vm, p, CODE, pc, NP_DUNDER_SETITEM, RA, np_undef(), &dact);
            if (!NP_IS_UNDEF(dfn)) {
                dself = RA;
                dbuf[0] = RB;
                dbuf[1] = RC;
                dargs = dbuf;
                dn = 2;
                goto dunder_enter;
            }
        }
        if (!store_item(vm, p, CODE, pc, RA, RB, RC)) goto error;
        DISPATCH();
    }
    CASE(GETSLICE) {
        // R[B][R[C]:R[C+1]:R[C+2]]; a slice object only for other receivers (kept in R[C], a
        // temporary, so it stays rooted while a __getitem__ runs).
        NpValue *parts = &RC;
        int r = np_getslice(vm, RB, parts, &tmp);
        if (LIKELY(r > 0)) SET_A_TMP();
        if (r < 0) goto error;
        NpSlice *s = np_slice_new(vm, parts[0], parts[1], parts[2]);
        if (!s) goto error;
        parts[0] = np_obj(&s->hdr);
        if (!np_getitem(vm, RB, parts[0], &tmp)) goto error;
        SET_A_TMP();
    }
    CASE(SETSLICE) {
        // R[A][R[B]:R[B+1]:R[B+2]] = R[C], like GETSLICE.
        NpValue *parts = &RB;
        int r = np_setslice(vm, RA, parts, RC);
        if (LIKELY(r > 0)) DISPATCH();
        if (r < 0) goto error;
        NpSlice *s = np_slice_new(vm, parts[0], parts[1], parts[2]);
        if (!s) goto error;
        parts[0] = np_obj(&s->hdr);
        if (!np_setitem(vm, RA, parts[0], RC)) goto error;
        DISPATCH();
    }
    CASE(SETITEMI) {
        if (!store_item(vm, p, CODE, pc, RA, np_int(GET_sB(i)), RC)) goto error;
        DISPATCH();
    }
    CASE(SETITEMK) {
        if (!store_item(vm, p, CODE, pc, RA, RB, KONST[GET_C(i)])) goto error;
        DISPATCH();
    }
    CASE(DELITEM) {
        if (!np_delitem(vm, RA, RB)) goto error;
        DISPATCH();
    }
    CASE(LOADMETHOD) {
        NpValue self, o = RB;
        uintptr_t cbias = p->icache_pc;  // as in GETATTR
        // Cache: a function found on a user class (for up to two types sharing it), valid while
        // the instance's type and the class epoch match and the instance does not shadow it
        // (icache_not_own: usually its "no shadowing key" proof, no probe).
        // A builtin container's method (ix 1) needs no instance-dict check: they have none.
        if (cbias != 0 && NP_IS_OBJ(o)) {
            NpInlineCache *c = ICACHE_BEFORE(cbias, pc);
            NpInlineCache *e = c;
            if (ICACHE_TYPED(e, NP_OBJ(o)->type)) {
                if (e->ix == 0 ? icache_not_own(vm, (NpInstance *)NP_AS_OBJ(o), NP_AS_STR(KNAME()))
                               : e->ix == 1 || (e->ix == ICACHE_EXT && icache_ext_not_own(o, NP_AS_STR(KNAME())))) {
                    SKIP_EXTENDED();
                    RA = e->value;
                    R[A + 1] = o;
                    DISPATCH();
                }
                // A staticmethod's function through an instance: called without self.
                if (e->ix == ICACHE_STATIC_INST &&
                    icache_not_own(vm, (NpInstance *)NP_AS_OBJ(o), NP_AS_STR(KNAME()))) {
                    SKIP_EXTENDED();
                    RA = e->value;
                    R[A + 1] = np_undef();
                    DISPATCH();
                }
            }
            // `T.f(...)` on a user class: ix 2 calls the cached function alone, ix 3 with the
            // class first (a classmethod). (An entry for instances of T has ix 0 or 1.)
            e = c;
            if (NP_IS_TYPE(o) && ICACHE_TYPED(e, NP_AS_TYPE(o)) && (e->ix == 2 || e->ix == 3)) {
                SKIP_EXTENDED();
                RA = e->value;
                R[A + 1] = e->ix == 3 ? o : np_undef();
                DISPATCH();
            }
            // `mod.f(...)`: a module's function is called without self.
            if (NP_KIND(o) == OBJ_MODULE && icache_module_get(c, o, NP_AS_STR(KNAME()), &tmp)) {
                SKIP_EXTENDED();
                RA = tmp;
                R[A + 1] = np_undef();
                DISPATCH();
            }
        } else if (cbias != 0 && (o.tag == NP_T_INT || o.tag == NP_T_FLOAT)) {
            // `n.bit_length()`, `x.is_integer()` on an unboxed int or float: int's or float's
            // native method (ix 1, as for a builtin container), called with the value as self.
            NpInlineCache *e = ICACHE_BEFORE(cbias, pc);
            if (ICACHE_TYPED(e, vm->types[o.tag == NP_T_INT ? NP_TYPE_INT : NP_TYPE_FLOAT]) &&
                e->ix == 1) {
                SKIP_EXTENDED();
                RA = e->value;
                R[A + 1] = o;
                DISPATCH();
            }
        }
        NpStr *name = NP_AS_STR(KNAME());
        if (!np_getmethod(vm, o, name, &tmp, &self)) {
            if (!pc_handled(p, CODE, pc)) np_attr_error_note(vm, o, name);
            goto error;
        }
        if (NP_IS_KIND(o, OBJ_MODULE) && NP_IS_UNDEF(self))
            icache_module_fill(vm, p, CODE, pc, o, name, tmp);
        else if (icache_type_ok(o, name) && NP_IS_UNDEF(self))
            icache_fill_type_method(vm, p, CODE, pc, o, name, tmp);
        // A native method found on a user class (collections.deque's append) is cached like a
        // function: np_getmethod found it by the same lookup and shadowing rule.
        if (NP_IS_UNDEF(self) && icache_attr_ok(o, name)) {
            NpValue raw = np_type_lookup(NP_OBJ(o)->type, name);
            if (np_is_wrapper(vm, raw, NP_TYPE_STATICMETHOD) && NP_IS_OBJ(tmp) &&
                NP_AS_WRAPPER(raw)->a.tag == tmp.tag && NP_AS_WRAPPER(raw)->a.u.o == tmp.u.o)
                icache_fill_typed(vm, p, CODE, pc, NP_OBJ(o)->type,
                                  (NpInlineCache){.ix = ICACHE_STATIC_INST, .value = tmp});
        } else if (!NP_IS_UNDEF(self) &&
                   (NP_IS_KIND(tmp, OBJ_FUNCTION) || NP_IS_KIND(tmp, OBJ_NATIVE)) &&
                   icache_attr_ok(o, name)) {
            icache_fill_typed(vm, p, CODE, pc, NP_OBJ(o)->type, (NpInlineCache){.value = tmp});
            quicken_loadmethod(vm, p, pc, o);
        } else if (!NP_IS_UNDEF(self) && NP_IS_KIND(tmp, OBJ_NATIVE) && builtin_plain(o)) {
            icache_fill_typed(vm, p, CODE, pc, NP_OBJ(o)->type,
                              (NpInlineCache){.ix = 1, .value = tmp});
            quicken_builtin_method(vm, p, pc, o);
        } else if (!NP_IS_UNDEF(self) && NP_IS_KIND(tmp, OBJ_NATIVE) &&
                   (o.tag == NP_T_INT || o.tag == NP_T_FLOAT)) {
            icache_fill_typed(vm, p, CODE, pc, np_typeof(vm, o),
                              (NpInlineCache){.ix = 1, .value = tmp});
        } else if (!NP_IS_UNDEF(self) && icache_builtin_inst_ok(o, tmp, name)) {
            icache_fill_typed(vm, p, CODE, pc, NP_OBJ(o)->type, (NpInlineCache){.value = tmp});
        } else if (!NP_IS_UNDEF(self) && (NP_IS_KIND(tmp, OBJ_FUNCTION) || NP_IS_KIND(tmp, OBJ_NATIVE)) &&
                   NP_IS_OBJ(o) && icache_ext_kind(o) && name->len > 0 && name->data[0] != '_') {
            icache_fill_typed(vm, p, CODE, pc, NP_OBJ(o)->type,
                              (NpInlineCache){.ix = ICACHE_EXT, .value = tmp});
        }
        SKIP_EXTENDED();
        RA = tmp;
        R[A + 1] = self;
        DISPATCH();
    }

    // Quickened attribute instructions ("Quickening" above): the commonest hit of the generic
    // handler, under the entry's type and the class epoch; a miss turns the word back. Their
    // name is never in an EXTRA word (quicken_entry).
    CASE(GETATTRSLOT) {
        NpValue o = RB;
        const NpInlineCache *c = ICACHE_BEFORE(p->icache_pc, pc);
        if (LIKELY(o.tag == NP_T_OBJ)) {
            // (An object of the entry's type is a user instance: the type was a shaped one's.)
            NpInstance *inst = (NpInstance *)NP_AS_OBJ(o);
            if (LIKELY(inst->hdr.type == c->key && c->guard == vm->class_epoch &&
                       (inst->hdr.flags & NP_INST_SHAPED) && (uint64_t)c->ix < inst->nvals)) {
                RA = np_inst_vals(inst)[c->ix];
                DISPATCH();
            }
        }
        requicken(pc, OP_GETATTR);
        pc--;  // (dispatched again, not a jump into the handler: see "Quickening")
        DISPATCH();
    }
    CASE(GETATTRTYPE) {
        // `T.name` of a plain class value of user class T.
        NpValue o = RB;
        const NpInlineCache *c = ICACHE_BEFORE(p->icache_pc, pc);
        if (LIKELY(o.tag == NP_T_OBJ && (NP_AS_OBJ(o) == c->key || NP_AS_OBJ(o) == c->gdict) &&
                   c->guard == vm->class_epoch)) {
            RA = c->value;
            DISPATCH();
        }
        requicken(pc, OP_GETATTR);
        pc--;
        DISPATCH();
    }
    CASE(SETATTRSLOT) {
        NpValue o = RA;
        const NpInlineCache *c = ICACHE_BEFORE(p->icache_pc, pc);
        if (LIKELY(o.tag == NP_T_OBJ)) {
            NpInstance *inst = (NpInstance *)NP_AS_OBJ(o);
            if (LIKELY(inst->hdr.type == c->key && c->guard == vm->class_epoch &&
                       (inst->hdr.flags & NP_INST_SHAPED))) {
                if (LIKELY((uint64_t)c->ix < inst->nvals)) {
                    np_inst_vals(inst)[c->ix] = RB;
                    np_gc_barrier(vm, inst);
                    DISPATCH();
                }
                // The layout's next name, which the instance has room for: appended, as
                // icache_store_shaped appends it (`self.x = ...` in __init__).
                if (slot_append(vm, c, inst, RB)) {
                    np_gc_barrier(vm, inst);
                    DISPATCH();
                }
            }
        }
        requicken(pc, OP_SETATTR);
        pc--;  // (dispatched again, not a jump into the handler: see "Quickening")
        DISPATCH();
    }
    CASE(LOADMETHODFN) {
        NpValue o = RB;
        const NpInlineCache *c = ICACHE_BEFORE(p->icache_pc, pc);
        if (LIKELY(o.tag == NP_T_OBJ)) {
            NpInstance *inst = (NpInstance *)NP_AS_OBJ(o);
            if (LIKELY((inst->hdr.type == c->key || inst->hdr.type == c->gdict) &&
                       c->guard == vm->class_epoch) &&
                (np_inst_proven(vm, inst) || not_own_probe(inst, NP_AS_STR(KONST[GET_C(i)])))) {
                RA = c->value;
                R[A + 1] = o;
                DISPATCH();
            }
        }
        requicken(pc, OP_LOADMETHOD);
        pc--;  // (dispatched again, not a jump into the handler: see "Quickening")
        DISPATCH();
    }
    CASE(GETATTRPOLY) {
        // A polymorphic site: the way of R[B]'s type when it is a shaped instance's slot read
        // (the layout's name there checked: a way filled for an instance with a dict keeps an
        // entry number in [ix]).
        NpValue o = RB;
        NpInlineCache *c = ICACHE_BEFORE(p->icache_pc, pc);
        if (LIKELY(NP_IS_KIND(o, OBJ_INSTANCE))) {
            NpInstance *inst = (NpInstance *)NP_AS_OBJ(o);
            const NpInlineCache *w = poly_way(vm, c, inst->hdr.type);
            if (LIKELY(w != NULL) && NP_IS_UNDEF(w->value) && (inst->hdr.flags & NP_INST_SHAPED) &&
                (uint64_t)w->ix < inst->nvals &&
                np_inst_layout(inst)->keys[w->ix] == NP_AS_STR(KONST[GET_C(i)])) {
                RA = np_inst_vals(inst)[w->ix];
                DISPATCH();
            }
        }
        requicken(pc, OP_GETATTR);
        pc--;
        DISPATCH();
    }
    CASE(LOADMETHODPOLY) {
        // A polymorphic site: the way of R[B]'s type when it holds a builtin type's method
        // (kind 1) or a method of a user instance's class that the instance does not shadow.
        NpValue o = RB;
        NpInlineCache *c = ICACHE_BEFORE(p->icache_pc, pc);
        if (LIKELY(o.tag == NP_T_OBJ)) {
            const NpInlineCache *w = icache_poly_find(vm, c, NP_OBJ(o)->type);
            if (LIKELY(w != NULL) &&
                (w->ix == 1 ||
                 (w->ix == 0 && NP_KIND(o) == OBJ_INSTANCE &&
                  (np_inst_proven(vm, (NpInstance *)NP_AS_OBJ(o)) ||
                   not_own_probe((NpInstance *)NP_AS_OBJ(o), NP_AS_STR(KONST[GET_C(i)])))))) {
                RA = w->value;
                R[A + 1] = o;
                DISPATCH();
            }
        }
        requicken(pc, OP_LOADMETHOD);
        pc--;
        DISPATCH();
    }
    CASE(LOADMETHODB) {
        // (The entry's type is a builtin one without attribute dicts: nothing to shadow.)
        NpValue o = RB;
        const NpInlineCache *c = ICACHE_BEFORE(p->icache_pc, pc);
        if (LIKELY(o.tag == NP_T_OBJ && (NP_OBJ(o)->type == c->key || NP_OBJ(o)->type == c->gdict) &&
                   c->guard == vm->class_epoch)) {
            RA = c->value;
            R[A + 1] = o;
            DISPATCH();
        }
        requicken(pc, OP_LOADMETHOD);
        pc--;  // (dispatched again, not a jump into the handler: see "Quickening")
        DISPATCH();
    }

    CASE(SUPERMETHOD) {
        // `super().name(...)`: R[A] holds the global `super`, R[B] the method's __class__ cell,
        // R[0] its first argument. Cache: the function the same lookup found before for this
        // (class, type of self) at this class epoch, so no super object is made.
        NpValue sup = RA, self = R[0], cell = RB;
        NpStr *name = NP_AS_STR(KNAME());
        bool plain = NP_IS_OBJ(sup) && NP_AS_OBJ(sup) == &vm->types[NP_TYPE_SUPER]->hdr &&
                     NP_IS_KIND(cell, OBJ_CELL) && NP_IS_OBJ(self) && !NP_IS_TYPE(self) &&
                     !NP_IS_KIND(self, OBJ_CELL);
        NpValue cls = plain ? ((NpCell *)NP_AS_OBJ(cell))->value : np_undef();
        if (plain && p->icache && NP_IS_OBJ(cls)) {
            NpInlineCache *c = &p->icache[pc - 1 - CODE], *e;
            if ((c->key == NP_AS_OBJ(cls) && c->gdict == NP_OBJ(self)->type &&
                 c->guard == vm->class_epoch) ||
                ((e = icache_poly_find(vm, c, NP_OBJ(self)->type)) &&
                 e->gdict == NP_AS_OBJ(cls) && (c = e))) {
                SKIP_EXTENDED();
                RA = c->value;
                R[A + 1] = self;
                DISPATCH();
            }
        }
        // What CALL and LOADMETHOD do; the super object stays in R[A+1] while the lookup runs.
        if (!np_call(vm, sup, 0, NULL, NULL, &tmp)) goto error;
        R[A + 1] = tmp;
        NpValue mself;
        if (!np_getmethod(vm, tmp, name, &tmp, &mself)) goto error;
        if (plain && NP_IS_KIND(tmp, OBJ_FUNCTION) && NP_IS_OBJ(mself) &&
            NP_AS_OBJ(mself) == NP_AS_OBJ(self) && np_is_wrapper(vm, R[A + 1], NP_TYPE_SUPER) &&
            NP_IS_OBJ(cls) && NP_AS_WRAPPER(R[A + 1])->a.u.o == NP_AS_OBJ(cls)) {
            icache_fill_super(vm, p, CODE, pc, NP_AS_OBJ(cls), NP_OBJ(self)->type, tmp);
        }
        SKIP_EXTENDED();
        RA = tmp;
        R[A + 1] = mself;
        DISPATCH();
    }

    /* ---- calls and functions */
// Pushes the frame of Python function [fn] (proto [cp]) whose arguments are bound in [regs],
// returning into the caller's register [rr] (or, with [init], an __init__ frame), and continues
// in it with the callee's state set directly (no LOAD_FRAME). The new frame is the one above
// the running frame [f] (np_execute keeps f the top frame: LOAD_FRAME, this macro and the
// returns' `f--`), and its code is cp's, so the push reads neither vm->frames and nframes' index
// nor fn->proto again (np_frame_push reloaded both after the binding's stores).
#define ENTER_FRAME(fn, cp, regs, rr, init)                                                       \
    do {                                                                                          \
        SAVE_PC();                                                                                \
        int nfr_ = vm->nframes;                                                                   \
        if (UNLIKELY(nfr_ >= vm->frame_stop) && !np_frames_grow(vm)) {                            \
            np_stack_pop(vm, (regs));                                                             \
            if ((init) == NP_FRAME_LRU) vm->lru_depth--;                                          \
            goto error;                                                                           \
        }                                                                                         \
        vm->nframes = nfr_ + 1;                                                                   \
        const uint32_t *npc_ = (cp)->code;                                                        \
        NpFrame *nf = f + 1;                                                                      \
        np_frame_fill(nf, (fn), (regs), npc_);                                                    \
        nf->ret_reg = (rr);                                                                       \
        nf->is_init = (init);                                                                     \
        f = nf;                                                                                   \
        p = (cp);                                                                                 \
        pc = npc_;                                                                                \
        R = (regs);                                                                               \
        SAFEPOINT();                                                                              \
        DISPATCH();                                                                               \
    } while (0)
// The exact-arity call of simple function [fn] (proto [cp]) with [self] (UNDEF: none) and the
// B operand's arguments at [argv] (CALL, CALLMETHOD, CALLMOVE, CALLMETHODMOVE): when stack
// segment [seg] has room for cp's registers, charges the call, reserves and binds them and
// enters the frame returning into the caller's register [rr] (evaluated after the binding, so
// CALLMOVE's `GET_A(*pc++)` reads the MOVE word then); without room it does nothing. The room
// test and the new top share one byte count, so nregs is loaded and scaled once.
_Static_assert(NP_MAX_REGS < 256, "CALL tests B == argcount and C == 0 as i >> 16 == argcount");
#define CALL_EXACT(fn, cp, seg, self, argv, rr)                                                   \
    do {                                                                                          \
        size_t bytes_ = (size_t)(cp)->nregs * sizeof(NpValue);                                    \
        NpValue *regs_ = (seg)->top;                                                              \
        if (LIKELY((size_t)((char *)(seg)->end - (char *)regs_) >= bytes_)) {                     \
            CHARGE(1);                                                                            \
            (seg)->top = (NpValue *)((char *)regs_ + bytes_);                                     \
            /* Fails only making a cell (MemoryError). */                                         \
            if (UNLIKELY(!np_bind_positional(vm, (fn), (cp), regs_, (self), GET_B(i), (argv),      \
                                             false))) {                                            \
                np_stack_pop(vm, regs_);                                                          \
                goto error;                                                                       \
            }                                                                                     \
            int rr_ = (rr);                                                                       \
            ENTER_FRAME(fn, cp, regs_, rr_, false);                                               \
        }                                                                                         \
    } while (0)
    CASE(CALL) {
    call:;
        // The usual call, a simple function (a closure too) called with its exact arity and no
        // keywords, binds and enters here, without the shared path's operand set-up. B and C are
        // tested in one compare: `i >> 16` is B + 256 * C, and equals argcount (below 256, as
        // every register index is) only when C is 0 (no keywords) and B is argcount. A function
        // called with keywords fails it and goes to the shared path, as a non-simple one does.
        if (LIKELY(NP_IS_KIND(RA, OBJ_FUNCTION))) {
            NpFunction *fn = (NpFunction *)NP_AS_OBJ(RA);
            NpProto *cp = fn->proto;
            NpStackSeg *seg = vm->seg;
            if (LIKELY((cp->flags & NP_PROTO_SIMPLE) && (i >> 16) == cp->argcount && seg))
                CALL_EXACT(fn, cp, seg, np_undef(), &R[A + 1], A);
        } else if (NP_IS_KIND(RA, OBJ_NATIVE) && GET_C(i) == 0) {
            // A builtin function (len, isinstance, abs...: unbound, not a type's method, so
            // np_call would check nothing) gets its arguments in place, as do_call passes them.
            NpNative *n = (NpNative *)NP_AS_OBJ(RA);
            if (NP_IS_UNDEF(n->self) && !(n->hdr.flags & NP_NATIVE_METHOD)) {
                if (UNLIKELY(n->fn == np_builtin_next) && next_gen_call(i, R)) goto next_gen;
                if (UNLIKELY(n->hdr.flags & NP_NATIVE_DRAIN_MASK) && drain_call(i, R)) {
                    dkind = (n->hdr.flags & NP_NATIVE_DRAIN_MASK) >> NP_NATIVE_DRAIN_SHIFT;
                    goto drain_start;
                }
                if (UNLIKELY(n->fn == np_builtin_len) && GET_B(i) == 1) {
                    NpValue o = R[A + 1];
                    int64_t ln = builtin_len(o);
                    if (ln >= 0) {
                        CHARGE(1);
                        RA = np_int(ln);
                        DISPATCH();
                    }
                    if (NP_IS_KIND(o, OBJ_INSTANCE) && len_method(vm, o, &dfn)) {
                        dself = o;
                        dargs = &R[A + 1];
                        dn = 0;
                        dact = NP_FRAME_LEN;
                        goto dunder_enter;
                    }
                }
                CHARGE(1);
                if (!n->fn(vm, GET_B(i), &R[A + 1], NULL, &tmp)) goto error;
                SET_A_TMP();
            }
        } else if (NP_IS_TYPE(RA) && (GET_B(i) > 0 || A + 1 < p->nregs)) {
            // `type(x)`: x's type, as type's constructor gives it, without do_call's tests.
            if (NP_AS_TYPE(RA) == vm->types[NP_TYPE_TYPE] && GET_B(i) == 1 && GET_C(i) == 0) {
                CHARGE(1);
                RA = np_obj((NpObject *)np_typeof(vm, R[A + 1]));
                DISPATCH();
            }
            // list(g) and tuple(g) of a generator drain it in this loop (drain_start).
            if (UNLIKELY(NP_IS_GEN(R[A + 1])) && GET_C(i) == 0 && drain_call(i, R)) {
                NpType *dt = NP_AS_TYPE(RA);
                dkind = dt == vm->types[NP_TYPE_LIST]    ? NP_DRAIN_LIST_OF
                        : dt == vm->types[NP_TYPE_TUPLE] ? NP_DRAIN_TUPLE_OF
                                                         : 0;
                if (dkind) goto drain_start;
            }
            // A builtin type or a stdlib class with its own constructor (`str(n)`, `int(s)`,
            // `list(xs)`, Decimal): constructed here as do_call's last step would.
            NpType *ct = NP_AS_TYPE(RA);
            if (ct->construct && ct->construct != np_user_construct && GET_C(i) == 0) {
                CHARGE(1);
                if (!ct->construct(vm, ct, GET_B(i), &R[A + 1], NULL, &tmp)) goto error;
                SET_A_TMP();
            }
            // A plain user class whose __init__ (cached below in do_call) is a Python function
            // that can only return None (NP_PROTO_RETNONE): the instance goes to R[A] and
            // __init__ is bound and entered by the shared call path as an ordinary frame
            // returning into R[A+1] (the first argument's register or a free temporary: the
            // compiler puts a call's R[A] at the top of the live registers), so the lean RETURN
            // serves it and no None check is needed.
            // (The cache is only filled for classes of instance layout with np_user_construct;
            // the stdlib changes a class's construct, and its layout with it, without an epoch.)
            NpType *t = NP_AS_TYPE(RA);
            NpInlineCache *c = p->icache ? &p->icache[pc - 1 - CODE] : NULL;
            if (c && c->key == t && c->guard == vm->class_epoch &&
                t->construct == np_user_construct && NP_IS_KIND(c->value, OBJ_FUNCTION) &&
                (((NpFunction *)NP_AS_OBJ(c->value))->proto->flags & NP_PROTO_RETNONE)) {
                CHARGE(1);
                if (!np_instance_new(vm, t, &tmp)) goto error;
                RA = tmp;
                cself = tmp;
                callee = c->value;
                nargs = GET_B(i);
                kwn = NULL;
                if (GET_C(i)) kwn = NP_AS_TUPLE(KONST[GET_Ax(*pc++)]);
                argv = &R[A + 1];
                ret_reg = A + 1;
                init_call = false;
                goto call_python;
            }
        }
    call_generic:
        call_at = pc - 1;
        nargs = GET_B(i);
        kwn = NULL;
        if (GET_C(i)) kwn = NP_AS_TUPLE(KONST[GET_Ax(*pc++)]);
        callee = RA;
        cself = np_undef();
        argv = &R[A + 1];
        ret_reg = A;
        init_call = false;
        goto do_call;
    }
    CASE(CALLMETHOD) {
#if !NP_USE_COMPUTED_GOTO
    L_CALLMETHOD:;  // GOTO_CASE's target in the switch build
#endif
        // A builtin method of exactly the receiver's type (lst.append(x), d.get(k), s.strip(),
        // i.bit_length()), no keywords: self and the arguments already sit together in R[A+1..],
        // so the native runs on them in place without the shared path's operand set-up. (A
        // native of another type, say a list method stored on a user class, keeps do_call's
        // checking path.)
        // Without self (a module's function, `math.sqrt(x)`), an unbound native that is not a
        // type's method is called on R[A+2..] as CALL calls builtins.
        // A Python method (the usual case) goes straight to the frame push: its kind is tested
        // once here instead of again at do_call.
        NpValue fv = RA;
        int fkind = fv.tag == NP_T_OBJ ? NP_KIND(fv) : -1;
        if (LIKELY(fkind == OBJ_FUNCTION)) {
            // The usual method call, a simple function called with self (or, from a module or
            // a staticmethod, without) and its exact arity: bound and entered as CALL's exact
            // arity path does, without do_call's operand variables.
            NpFunction *fn = (NpFunction *)NP_AS_OBJ(fv);
            NpProto *cp = fn->proto;
            NpStackSeg *seg = vm->seg;
            NpValue s = R[A + 1];
            // (`i >> 16` is B with C 0: CALL's one compare.)
            if (LIKELY((cp->flags & NP_PROTO_SIMPLE) &&
                       (i >> 16) + !NP_IS_UNDEF(s) == cp->argcount && seg))
                CALL_EXACT(fn, cp, seg, s, &R[A + 2], A);
            call_at = pc - 1;
            nargs = GET_B(i);
            kwn = NULL;
            if (GET_C(i)) kwn = NP_AS_TUPLE(KONST[GET_Ax(*pc++)]);
            callee = fv;
            cself = R[A + 1];
            argv = &R[A + 2];
            ret_reg = A;
            init_call = false;
            CHARGE(1);
            goto call_python;
        }
        if (fkind == OBJ_NATIVE && GET_C(i) == 0) {
            NpNative *n = (NpNative *)NP_AS_OBJ(fv);
            NpValue s = R[A + 1];
            if (NP_IS_UNDEF(s)) {
                if (NP_IS_UNDEF(n->self) && !(n->hdr.flags & NP_NATIVE_METHOD)) {
                    CHARGE(1);
                    if (!n->fn(vm, GET_B(i), &R[A + 2], NULL, &tmp)) goto error;
                    SET_A_TMP();
                }
            } else if (LIKELY((NP_IS_OBJ(s) ? NP_OBJ(s)->type : np_typeof(vm, s)) == n->owner &&
                              (n->hdr.flags & NP_NATIVE_METHOD) && NP_IS_UNDEF(n->self))) {
                // `sep.join(g)`: the method of an exact receiver drains its generator argument
                // R[A+2] in this loop (drain_start).
                if (UNLIKELY(n->hdr.flags & NP_NATIVE_DRAIN_MASK) && drain_call(i, R + 1)) {
                    dkind = (n->hdr.flags & NP_NATIVE_DRAIN_MASK) >> NP_NATIVE_DRAIN_SHIFT;
                    goto drain_start;
                }
                CHARGE(1);
                if (n->fn == nplib_dict_get && (GET_B(i) - 1u) < 2u) {
                    // `d.get(k)`, `d.get(k, default)` on an exact dict (the counting idiom):
                    // read here, without the native call.
                    bool found;
                    NpValue v;
                    if (!np_dict_get(vm, NP_AS_DICT(s), R[A + 2], &v, &found)) goto error;
                    RA = found ? v : GET_B(i) == 2 ? R[A + 3] : np_none();
                    DISPATCH();
                }
                if (!n->fn(vm, GET_B(i) + 1, &R[A + 1], NULL, &tmp)) goto error;
                SET_A_TMP();
            }
        }
        call_at = pc - 1;
        nargs = GET_B(i);
        kwn = NULL;
        if (GET_C(i)) kwn = NP_AS_TUPLE(KONST[GET_Ax(*pc++)]);
        callee = RA;
        cself = R[A + 1];
        argv = &R[A + 2];
        ret_reg = A;
        init_call = false;
        goto do_call;
    }
    /* ---- calls whose result goes to a local (compiler/np_compexpr.c compile_call) */
    // CALL A B, no keywords, whose result the next word (a MOVE X A, or that MOVE fused with
    // the word after it) copies to a local: a simple function called with its exact arity
    // returns straight into R[X], and a builtin function's or builtin type's result is stored
    // there, both skipping the MOVE. Anything else (defaults, a class with __init__, next(g), a
    // drain, len of an instance, lru_cache...) rewrites the word to CALL for good and dispatches
    // it again, so the CALL's own paths (some of which read the CALL word again when a frame
    // they pushed comes back) and then the MOVE run as they would have. A frame entered here
    // saves the pc after the MOVE, whose line and position are the CALL's.
    CASE(MOVECALLMOVE) {
        // MOVE, then the CALLMOVE after it (compiler/np_emit.c fuse_pairs) entered directly; a
        // CALLMOVE turned back into CALL runs as MOVECALL runs it.
        RA = RB;
        i = *pc++;
        if (UNLIKELY(GET_OP(i) != OP_CALLMOVE)) goto call;
        goto callmove;
    }
    CASE(CALLMOVE) {
    callmove:;
        NpValue fv = RA;
        if (LIKELY(NP_IS_KIND(fv, OBJ_FUNCTION))) {
            NpFunction *fn = (NpFunction *)NP_AS_OBJ(fv);
            NpProto *cp = fn->proto;
            NpStackSeg *seg = vm->seg;
            if (LIKELY((cp->flags & NP_PROTO_SIMPLE) && (i >> 16) == cp->argcount && seg))
                CALL_EXACT(fn, cp, seg, np_undef(), &R[A + 1], GET_A(*pc++));
        } else if (NP_IS_KIND(fv, OBJ_NATIVE)) {
            NpNative *n = (NpNative *)NP_AS_OBJ(fv);
            if (NP_IS_UNDEF(n->self) &&
                !(n->hdr.flags & (NP_NATIVE_METHOD | NP_NATIVE_DRAIN_MASK)) &&
                n->fn != np_builtin_next) {
                if (n->fn == np_builtin_len && GET_B(i) == 1) {
                    int64_t ln = builtin_len(R[A + 1]);
                    if (UNLIKELY(ln < 0)) goto callmove_back;
                    CHARGE(1);
                    R[GET_A(*pc++)] = np_int(ln);
                    DISPATCH();
                }
                CHARGE(1);
                if (!n->fn(vm, GET_B(i), &R[A + 1], NULL, &tmp)) goto error;
                R[GET_A(*pc++)] = tmp;
                DISPATCH();
            }
        } else if (NP_IS_TYPE(fv)) {
            NpType *ct = NP_AS_TYPE(fv);
            if (ct->construct && ct->construct != np_user_construct &&
                (GET_B(i) == 0 || !NP_IS_GEN(R[A + 1]))) {
                CHARGE(1);
                if (!ct->construct(vm, ct, GET_B(i), &R[A + 1], NULL, &tmp)) goto error;
                R[GET_A(*pc++)] = tmp;
                DISPATCH();
            }
        }
    callmove_back:
        requicken(pc, OP_CALL);
        pc--;
        DISPATCH();
    }
    CASE(CALLMETHODMOVE) {
        // CALLMETHOD A B, no keywords, whose result the next word moves to a local, as CALLMOVE:
        // a simple method (or a function without self) of exact arity, a builtin method of the
        // receiver's exact type (not draining a generator) or an unbound builtin; anything else
        // turns the word back into CALLMETHOD.
        NpValue fv = RA;
        NpValue s = R[A + 1];
        if (LIKELY(NP_IS_KIND(fv, OBJ_FUNCTION))) {
            NpFunction *fn = (NpFunction *)NP_AS_OBJ(fv);
            NpProto *cp = fn->proto;
            NpStackSeg *seg = vm->seg;
            if (LIKELY((cp->flags & NP_PROTO_SIMPLE) &&
                       (i >> 16) + !NP_IS_UNDEF(s) == cp->argcount && seg))
                CALL_EXACT(fn, cp, seg, s, &R[A + 2], GET_A(*pc++));
        } else if (NP_IS_KIND(fv, OBJ_NATIVE)) {
            NpNative *n = (NpNative *)NP_AS_OBJ(fv);
            if (NP_IS_UNDEF(s)) {
                if (NP_IS_UNDEF(n->self) && !(n->hdr.flags & NP_NATIVE_METHOD)) {
                    CHARGE(1);
                    if (!n->fn(vm, GET_B(i), &R[A + 2], NULL, &tmp)) goto error;
                    R[GET_A(*pc++)] = tmp;
                    DISPATCH();
                }
            } else if ((NP_IS_OBJ(s) ? NP_OBJ(s)->type : np_typeof(vm, s)) == n->owner &&
                       (n->hdr.flags & NP_NATIVE_METHOD) && NP_IS_UNDEF(n->self) &&
                       !((n->hdr.flags & NP_NATIVE_DRAIN_MASK) && drain_call(i, R + 1))) {
                CHARGE(1);
                if (n->fn == nplib_dict_get && (GET_B(i) - 1u) < 2u) {
                    // `v = d.get(k)`, `v = d.get(k, default)` on an exact dict.
                    bool found;
                    NpValue v;
                    if (!np_dict_get(vm, NP_AS_DICT(s), R[A + 2], &v, &found)) goto error;
                    R[GET_A(*pc++)] = found ? v : GET_B(i) == 2 ? R[A + 3] : np_none();
                    DISPATCH();
                }
                if (!n->fn(vm, GET_B(i) + 1, &R[A + 1], NULL, &tmp)) goto error;
                R[GET_A(*pc++)] = tmp;
                DISPATCH();
            }
        }
        requicken(pc, OP_CALLMETHOD);
        pc--;
        DISPATCH();
    }
    CASE(CALLEX) {
        // Lays the arguments out on the stack above the frame, then calls generically. The
        // mapping is checked before the positional arguments are made a tuple (C=1: `f(*a)`,
        // `f(*a, **m)` pass a and m as they are), in CPython's order.
        NpValue kw = R[A + 2];
        char fname[160];
        if (UNLIKELY(!NP_IS_NONE(kw) && !NP_IS_DICT(kw))) {
            // A mapping that is no dict (keys() and []) passes its items.
            int r = nplib_mapping_to_dict(vm, kw, &tmp);
            if (r < 0) goto error;
            if (r == 0) {
                np_func_str(vm, RA, fname, sizeof fname);
                np_raisef(vm, NP_TYPE_TYPEERROR,
                          "%s argument after ** must be a mapping, not %s", fname,
                          np_type_name(vm, kw));
                goto error;
            }
            R[A + 2] = tmp;
        }
        if (GET_C(i) && !NP_IS_TUPLE(R[A + 1]) && !callex_tuple(vm, &R[A])) goto error;
        NpValue at = R[A + 1];
        kw = R[A + 2];
        if (!NP_IS_TUPLE(at)) {
            np_func_str(vm, RA, fname, sizeof fname);
            np_raisef(vm, NP_TYPE_TYPEERROR, "%s argument after * must be an iterable, not %s",
                      fname, np_type_name(vm, at));
            goto error;
        }
        NpTuple *pt = NP_AS_TUPLE(at);
        size_t nkw = NP_IS_DICT(kw) ? NP_AS_DICT(kw)->n : 0;
        if (pt->n + nkw > 100000000) {
            np_raise_nomem(vm);
            goto error;
        }
        NpTuple *names = NULL;
        if (nkw) {
            names = np_tuple_new(vm, nkw);
            if (!names) goto error;
        }
        // A Python function (or a bound method of one) that is not a generator runs as a frame
        // of this loop: its registers are pushed first and the laid-out arguments above them,
        // so that block can be released as soon as they are bound.
        NpFunction *xfn = NULL;
        NpValue xself = np_undef(), *xregs = NULL;
        if (NP_IS_KIND(RA, OBJ_FUNCTION)) {
            xfn = (NpFunction *)NP_AS_OBJ(RA);
        } else if (NP_IS_KIND(RA, OBJ_BOUND) &&
                   NP_IS_KIND(((NpBound *)NP_AS_OBJ(RA))->func, OBJ_FUNCTION)) {
            xfn = (NpFunction *)NP_AS_OBJ(((NpBound *)NP_AS_OBJ(RA))->func);
            xself = ((NpBound *)NP_AS_OBJ(RA))->self;
        }
        if (xfn && (xfn->proto->flags & NP_PROTO_GENERATOR)) xfn = NULL;
        if (xfn) {
            CHARGE(1);
            if (!(xregs = np_stack_push(vm, xfn->proto->nregs ? xfn->proto->nregs : 1)))
                goto error;
        }
        NpValue *args = np_stack_push(vm, pt->n + nkw + 1);
        if (!args) {
            if (xregs) np_stack_pop(vm, xregs);
            goto error;
        }
        // Slot 0 keeps [names] alive while the call runs.
        args[0] = names ? np_obj(&names->hdr) : np_none();
        memcpy(args + 1, pt->items, pt->n * sizeof(NpValue));
        size_t pos = 0, k = 0;
        NpValue key, val;
        bool ok = true;
        while (nkw && np_dict_next(NP_AS_DICT(kw), &pos, &key, &val)) {
            if (!NP_IS_STR(key)) {
                ok = np_raisef(vm, NP_TYPE_TYPEERROR, "keywords must be strings");
                break;
            }
            names->items[k] = key;
            args[1 + pt->n + k++] = val;
        }
        if (xregs) {
            // names needs no root: binding allocates (a *args tuple, a **kwargs dict) but
            // collections only run at safe points.
            ok = ok && np_bind_args(vm, xfn, xregs, xself, (int)(pt->n + nkw), args + 1, names);
            np_stack_pop(vm, args);
            if (!ok) {
                np_stack_pop(vm, xregs);
                goto error;
            }
            ENTER_FRAME(xfn, xfn->proto, xregs, A, 0);
        }
        if (ok) ok = np_call(vm, RA, (int)(pt->n + nkw), args + 1, names, &tmp);
        np_stack_pop(vm, args);
        if (!ok) goto error;
        SET_A_TMP();
    }
    CASE(SETANNOT) {
        if (NP_IS_KIND(RA, OBJ_FUNCTION) && NP_IS_TUPLE(RB))
            ((NpFunction *)NP_AS_OBJ(RA))->annotations = NP_AS_TUPLE(RB);
        DISPATCH();
    }
    CASE(MAKEFUNC) {
        NpProto *fp = (NpProto *)NP_AS_OBJ(KONST[GET_Bx(i)]);
        NpFunction *fn = fp->genfn;
        // A generator expression without free variables reuses its last function object.
        if (!fn || fn->globals != f->func->globals) {
            fn = np_func_new(vm, fp, f->func->globals, RA, R[A + 1], R);
            if (!fn) goto error;
            if ((fp->flags & NP_PROTO_GENEXPR) && fp->nfree == 0) fp->genfn = fn;
        }
        RA = np_obj(&fn->hdr);
        DISPATCH();
    }
    CASE(MAKEFUNC0) {
        // MAKEFUNC of a function without defaults (a comprehension, a lambda, a def, a class
        // body): no operands to load first.
        NpProto *fp = (NpProto *)NP_AS_OBJ(KONST[GET_Bx(i)]);
        NpFunction *fn = fp->genfn;
        if (!fn || fn->globals != f->func->globals) {
            fn = np_func_new(vm, fp, f->func->globals, np_none(), np_none(), R);
            if (!fn) goto error;
            if ((fp->flags & NP_PROTO_GENEXPR) && fp->nfree == 0) fp->genfn = fn;
        }
        RA = np_obj(&fn->hdr);
        DISPATCH();
    }
// The usual return to a Python caller (not a generator, c_boundary or __init__ frame):
// release the registers, restore the caller's state from its frame (the one below) and store
// the result [v]. RETURN and RETURNNONE run it on a local value: going through tmp (kept in
// memory, its address is taken elsewhere) cost a store and a reload per return. Both frames'
// fields are read before the first store: GCC must assume a store through the segment may
// change a frame, and it reloaded the spilled `f` and the fields after it.
#define LEAN_RETURN(v)                                                                            \
    do {                                                                                          \
        NpValue rv_ = (v);                                                                        \
        NpValue *oregs_ = f->regs;                                                                \
        int rr = f->ret_reg;                                                                      \
        f--;                                                                                      \
        NpFunction *cfn_ = f->func;                                                               \
        const uint32_t *cpc_ = f->pc;                                                             \
        NpValue *cregs_ = f->regs;                                                                \
        NpStackSeg *s = vm->seg;                                                                  \
        s->top = oregs_;                                                                          \
        if (UNLIKELY(oregs_ == s->slots) && s->prev) vm->seg = s->prev;                           \
        vm->nframes--;                                                                            \
        p = cfn_->proto;                                                                          \
        pc = cpc_;                                                                                \
        R = cregs_;                                                                               \
        R[rr] = rv_;                                                                              \
        SAFEPOINT();                                                                              \
        DISPATCH();                                                                               \
    } while (0)
    CASE(RETURN) {
        if (LIKELY(!f->special)) LEAN_RETURN(RA);
        tmp = RA;
        goto do_return;
    }
    CASE(RETURNNONE) {
        if (LIKELY(!f->special)) LEAN_RETURN(np_none());
        tmp = np_none();
        goto do_return;
    }
    CASE(YIELD) {
        NpGenerator *g = f->gen;
        if (!g) goto bad_opcode;
        if (UNLIKELY(g->drain) && drain_take(vm, f, g, RB)) {
            // The builtin draining this generator in the loop took the item: go on at once,
            // as gen_suspend's resume would (its charge, None sent, a safe point; f->yf_resumed
            // is already clear, as at every YIELD).
            CHARGE(1);
            RA = np_none();
            SAFEPOINT();
            DISPATCH();
        }
        g->pc = (uint32_t)(pc - CODE);
        tmp = RB;
        goto gen_suspend_undrained;
    }
    CASE(YIELDFROM) {
        NpGenerator *g = f->gen;
        if (!g) goto bad_opcode;
        NpValue send = f->yf_resumed ? RA : np_none();
        f->yf_resumed = 0;
        g->yf = RB;
        if (NP_IS_GEN(RB)) {
            // A generator delegate runs in this loop (gen_resume) when it can take [send].
            rgen = NP_AS_GEN(RB);
            if (rgen->state == NP_GEN_SUSPENDED ||
                (rgen->state == NP_GEN_CREATED && NP_IS_NONE(send))) {
                tmp = send;
                goto gen_resume;
            }
        }
        int r = yf_send(vm, RB, send, &tmp);
        if (r < 0) {
            g->yf = np_undef();
            goto error;
        }
        if (r == 0) {
            g->yf = np_undef();
            SET_A_TMP();
        }
        // Suspend at this same instruction: resuming re-runs it with the value sent in.
        g->pc = (uint32_t)(pc - CODE) - 1;
        goto gen_suspend;
    }

    /* ---- arithmetic */
    CASE(ADD) {
    op_add:;  // the chain +s' operands other than two exact strs
        NpValue b = RB, c = RC;
        if (LIKELY(b.tag == NP_T_INT && c.tag == NP_T_INT)) {
            int64_t r;
            if (LIKELY(!__builtin_add_overflow(b.u.i, c.u.i, &r))) {
                RA = np_int(r);
                DISPATCH();
            }
        } else if (b.tag == NP_T_FLOAT && c.tag == NP_T_FLOAT) {
            // Two floats with a dispatch of their own (also in SUB and MUL): through
            // mixed_floats alone, GCC may merge the result tails of its cases, and the path
            // of two floats then takes an extra jump (mandelbrot +2% instructions).
            RA = np_float(b.u.f + c.u.f);
            DISPATCH();
        } else if (exact_strs(vm, b, c)) {
            // Two exact strs (neither has an __add__/__radd__ of its own): concatenated here,
            // without np_binop's number and user dispatch (~50 instructions a concatenation).
            NpStr *r = np_str_concat(vm, NP_AS_STR(b), NP_AS_STR(c));
            if (!r) goto error;
            RA = np_obj(&r->hdr);
            DISPATCH();
        } else {
            double x, y;
            if (mixed_floats(b, c, &x, &y)) {
                RA = np_float(x + y);
                DISPATCH();
            }
        }
        bop = BINOP_ADD;
        goto binop_slow;
    }
    CASE(ADDCAT) {
        // The first + of a chain (`a + b + c`): two exact strs give an owned str with room,
        // which the chain's next + appends to in place (vm/np_strbuild.h).
        NpValue b = RB, c = RC;
        if (!exact_strs(vm, b, c)) goto op_add;
        if (!np_str_chain_add(vm, NP_AS_STR(b), NP_AS_STR(c), NP_CHAIN_FIRST, &tmp)) goto error;
        SET_A_TMP();
    }
    CASE(ADDCATMID) {
        chain_step = NP_CHAIN_MID;
        goto addcat_more;
    }
    CASE(ADDCATEND) {
        chain_step = NP_CHAIN_LAST;
    addcat_more:;
        // A later + of a chain: R[B] is the chain's temporary, appended to in place when owned.
        NpValue b = RB, c = RC;
        if (!exact_strs(vm, b, c)) {
            np_str_disown(b);  // an owned str is never handed to a user __radd__
            goto op_add;
        }
        if (!np_str_chain_add(vm, NP_AS_STR(b), NP_AS_STR(c), chain_step, &tmp)) goto error;
        SET_A_TMP();
    }
    CASE(SUB) {
        NpValue b = RB, c = RC;
        if (LIKELY(b.tag == NP_T_INT && c.tag == NP_T_INT)) {
            int64_t r;
            if (LIKELY(!__builtin_sub_overflow(b.u.i, c.u.i, &r))) {
                RA = np_int(r);
                DISPATCH();
            }
        } else if (b.tag == NP_T_FLOAT && c.tag == NP_T_FLOAT) {
            RA = np_float(b.u.f - c.u.f);
            DISPATCH();
        } else {
            double x, y;
            if (mixed_floats(b, c, &x, &y)) {
                RA = np_float(x - y);
                DISPATCH();
            }
        }
        bop = BINOP_SUB;
        goto binop_slow;
    }
    CASE(MUL) {
        NpValue b = RB, c = RC;
        if (LIKELY(b.tag == NP_T_INT && c.tag == NP_T_INT)) {
            int64_t r;
            if (LIKELY(!__builtin_mul_overflow(b.u.i, c.u.i, &r))) {
                RA = np_int(r);
                DISPATCH();
            }
        } else if (b.tag == NP_T_FLOAT && c.tag == NP_T_FLOAT) {
            RA = np_float(b.u.f * c.u.f);
            DISPATCH();
        } else {
            double x, y;
            if (mixed_floats(b, c, &x, &y)) {
                RA = np_float(x * y);
                DISPATCH();
            }
        }
        bop = BINOP_MUL;
        goto binop_slow;
    }
    CASE(DIV) {
        NpValue b = RB, c = RC;
        double x, y;
        if (mixed_floats(b, c, &x, &y) && y != 0.0) {
            RA = np_float(x / y);
            DISPATCH();
        }
        // int / int is correctly rounded when both convert to double exactly.
        if (b.tag == NP_T_INT && c.tag == NP_T_INT && c.u.i != 0 && exact_double(b.u.i) &&
            exact_double(c.u.i)) {
            RA = np_float((double)b.u.i / (double)c.u.i);
            DISPATCH();
        }
        bop = BINOP_DIV;
        goto binop_slow;
    }
    CASE(FLOORDIV) {
        NpValue b = RB, c = RC;
        int64_t r;
        if (b.tag == NP_T_INT && c.tag == NP_T_INT && i64_floordiv(b.u.i, c.u.i, &r)) {
            RA = np_int(r);
            DISPATCH();
        }
        bop = BINOP_FLOORDIV;
        goto binop_slow;
    }
    CASE(MOD) {
        NpValue b = RB, c = RC;
        int64_t r;
        if (b.tag == NP_T_INT && c.tag == NP_T_INT && i64_mod(b.u.i, c.u.i, &r)) {
            RA = np_int(r);
            DISPATCH();
        }
        bop = BINOP_MOD;
        goto binop_slow;
    }
    CASE(POW) {
        // A positive finite float (or int) to a finite float (or float to an int) power whose
        // result is finite: C's pow, as CPython's float_pow computes it; a square of any sign
        // as x * x when that is pow's own result (np_float_square), and a small int's square.
        // Every other case (negative bases, zero, infinities, NaN, overflow, int ** int) takes
        // np_binop.
        NpValue b = RB, c = RC;
        if ((b.tag == NP_T_FLOAT && (c.tag == NP_T_FLOAT || c.tag == NP_T_INT)) ||
            (b.tag == NP_T_INT && c.tag == NP_T_FLOAT)) {
            double x = b.tag == NP_T_FLOAT ? b.u.f : (double)b.u.i;
            double y = c.tag == NP_T_FLOAT ? c.u.f : (double)c.u.i;
            double r;
            if (y == 2.0 && np_float_square(x, &r)) {
                RA = np_float(r);
                DISPATCH();
            }
            if (x > 0.0 && isfinite(x) && isfinite(y)) {
                r = pow(x, y);
                if (isfinite(r)) {
                    RA = np_float(r);
                    DISPATCH();
                }
            }
        } else if (b.tag == NP_T_INT && c.tag == NP_T_INT && c.u.i == 2) {
            int64_t r;
            if (!__builtin_mul_overflow(b.u.i, b.u.i, &r)) {
                RA = np_int(r);
                DISPATCH();
            }
        }
        bop = BINOP_POW;
        goto binop_slow;
    }
    CASE(MATMUL) {
        bop = BINOP_MATMUL;
        goto binop_slow;
    }
    CASE(LSHIFT) {
        NpValue b = RB, c = RC;
        if (b.tag == NP_T_INT && c.tag == NP_T_INT && c.u.i >= 0 && c.u.i < 63) {
            int64_t r = (int64_t)((uint64_t)b.u.i << c.u.i);
            if ((r >> c.u.i) == b.u.i) {
                RA = np_int(r);
                DISPATCH();
            }
        }
        bop = BINOP_LSHIFT;
        goto binop_slow;
    }
    CASE(RSHIFT) {
        NpValue b = RB, c = RC;
        if (b.tag == NP_T_INT && c.tag == NP_T_INT && c.u.i >= 0) {
            RA = np_int(c.u.i >= 64 ? (b.u.i < 0 ? -1 : 0) : b.u.i >> c.u.i);
            DISPATCH();
        }
        bop = BINOP_RSHIFT;
        goto binop_slow;
    }
    CASE(BITAND) {
        NpValue b = RB, c = RC;
        if (b.tag == NP_T_INT && c.tag == NP_T_INT) {
            RA = np_int(b.u.i & c.u.i);
            DISPATCH();
        }
        bop = BINOP_BITAND;
        goto binop_slow;
    }
    CASE(BITOR) {
        NpValue b = RB, c = RC;
        if (b.tag == NP_T_INT && c.tag == NP_T_INT) {
            RA = np_int(b.u.i | c.u.i);
            DISPATCH();
        }
        bop = BINOP_BITOR;
        goto binop_slow;
    }
    CASE(BITXOR) {
        NpValue b = RB, c = RC;
        if (b.tag == NP_T_INT && c.tag == NP_T_INT) {
            RA = np_int(b.u.i ^ c.u.i);
            DISPATCH();
        }
        bop = BINOP_BITXOR;
        goto binop_slow;
    }
    CASE(INPLACE) {
        uint32_t opword = GET_Ax(*pc);
        NpBinOp op = (NpBinOp)(opword & NP_INPLACE_OP_MASK);
        NpValue b = RB, c = RC;
        // Two ints first (the usual `total += x`); the owned-str append below needs two strs.
        if (LIKELY(b.tag == NP_T_INT && c.tag == NP_T_INT)) {
            int64_t r;
            bool ovf = true;
            if (op == BINOP_ADD) ovf = __builtin_add_overflow(b.u.i, c.u.i, &r);
            else if (op == BINOP_SUB) ovf = __builtin_sub_overflow(b.u.i, c.u.i, &r);
            else if (op == BINOP_MUL) ovf = __builtin_mul_overflow(b.u.i, c.u.i, &r);
            if (!ovf) {
                pc++;
                RA = np_int(r);
                DISPATCH();
            }
        } else {
            if (opword & NP_INPLACE_OWNED) {
                // `name += s` on a global str: append in place when possible (np_strbuild.h).
                NpType *st = vm->types[NP_TYPE_STR];
                if (op == BINOP_ADD && NP_IS_KIND(b, OBJ_STR) && NP_IS_KIND(c, OBJ_STR) &&
                    NP_AS_OBJ(b)->type == st && NP_AS_OBJ(c)->type == st) {
                    if (!np_str_append_owned(vm, NP_AS_STR(b), NP_AS_STR(c), &tmp)) goto error;
                    pc++;
                    SET_A_TMP();
                }
            }
            // Floats are immutable: x op= y is x op y (IEEE results, as CPython), with an int
            // operand converted as CPython's float operations convert it.
            double x, y;
            if (mixed_floats(b, c, &x, &y) &&
                (op == BINOP_ADD || op == BINOP_SUB || op == BINOP_MUL ||
                 (op == BINOP_DIV && y != 0.0))) {
                double r = op == BINOP_ADD   ? x + y
                           : op == BINOP_SUB ? x - y
                           : op == BINOP_MUL ? x * y
                                             : x / y;
                pc++;
                RA = np_float(r);
                DISPATCH();
            }
        }
        if ((unsigned)op >= BINOP__COUNT) goto bad_opcode;
        // A user instance's __iadd__ (else __add__) that is a plain Python function runs in
        // this loop, resuming after the EXTRA word.
        if (NP_IS_KIND(b, OBJ_INSTANCE)) {
            dfn = dunder_method(vm, p, CODE, pc, NP_FRAME_INPLACE + (int)op, b, c, &dact);
            if (UNLIKELY(NP_IS_KIND(dfn, OBJ_NATIVE))) {
                // A native __iadd__, or __add__ when there is none (decimal's, native_dunder):
                // called here; NotImplemented goes on as np_inplace_binop would.
                NpValue dargs2[2] = {b, c};
                CHARGE(1);
                if (!((NpNative *)NP_AS_OBJ(dfn))->fn(vm, 2, dargs2, NULL, &tmp)) goto error;
                if (NP_IS_OBJ(tmp) && NP_AS_OBJ(tmp) == vm->not_implemented &&
                    !np_inplace_after(vm, op, b, c, dact >= NP_FRAME_IADD_LEFT, &tmp))
                    goto error;
                pc++;
                SET_A_TMP();
            }
            if (!NP_IS_UNDEF(dfn)) {
                pc++;
                goto dunder_enter_b_c;
            }
        }
        if (!np_inplace_binop(vm, op, b, c, &tmp)) goto error;
        pc++;
        SET_A_TMP();
    }
    CASE(IADDI) {
        NpValue b = RB;
        int64_t r;
        if (LIKELY(b.tag == NP_T_INT) &&
            LIKELY(!__builtin_add_overflow(b.u.i, (int64_t)GET_sC(i), &r))) {
            RA = np_int(r);
            DISPATCH();
        }
        bop = BINOP_ADD;
        goto inplace_imm_slow;
    }
    CASE(ISUBI) {
        NpValue b = RB;
        int64_t r;
        if (LIKELY(b.tag == NP_T_INT) &&
            LIKELY(!__builtin_sub_overflow(b.u.i, (int64_t)GET_sC(i), &r))) {
            RA = np_int(r);
            DISPATCH();
        }
        bop = BINOP_SUB;
        goto inplace_imm_slow;
    }
    CASE(NEG) {
        NpValue b = RB;
        if (b.tag == NP_T_INT && b.u.i != INT64_MIN) {
            RA = np_int(-b.u.i);
            DISPATCH();
        }
        if (b.tag == NP_T_FLOAT) {
            RA = np_float(-b.u.f);
            DISPATCH();
        }
        if (!np_unaryop(vm, UNARY_USUB, b, &tmp)) goto error;
        SET_A_TMP();
    }
    CASE(POS) {
        if (!np_unaryop(vm, UNARY_UADD, RB, &tmp)) goto error;
        SET_A_TMP();
    }
    CASE(INVERT) {
        NpValue b = RB;
        if (b.tag == NP_T_INT) {
            RA = np_int(~b.u.i);
            DISPATCH();
        }
        if (!np_unaryop(vm, UNARY_INVERT, b, &tmp)) goto error;
        SET_A_TMP();
    }
    CASE(NOT) {
        int t = fast_truth(RB);
        if (t < 0) {
            bool bt;
            if (!np_truthy(vm, RB, &bt)) goto error;
            t = bt;
        }
        RA = np_bool(!t);
        DISPATCH();
    }

    /* ---- comparisons */
// A comparison of two ints or two floats stores its bool and, when the next instruction is a
// JMPIF/JMPIFNOT on that register (the usual `if a < b:` / `while` shape), takes that branch
// too, saving its dispatch and truth test.
#define CMP_BRANCH(cr)                                                                            \
    do {                                                                                          \
        uint32_t nx = *pc;                                                                        \
        if ((GET_OP(nx) == OP_JMPIFNOT || GET_OP(nx) == OP_JMPIF) && GET_A(nx) == GET_A(i)) {    \
            pc++;                                                                                 \
            if ((cr) == (GET_OP(nx) == OP_JMPIF)) {                                               \
                int sj = GET_sBx(nx);                                                             \
                if (sj < 0) {                                                                     \
                    CHARGE(-sj);                                                                  \
                    SAFEPOINT();                                                                  \
                }                                                                                 \
                pc += sj;                                                                         \
            }                                                                                     \
        }                                                                                         \
    } while (0)
#define CMP_CASE(NAME, OPER, CMPOP)                                                               \
    CASE(NAME) {                                                                                  \
        NpValue b = RB, c = RC;                                                                   \
        bool cr;                                                                                  \
        if (LIKELY(b.tag == NP_T_INT && c.tag == NP_T_INT)) cr = b.u.i OPER c.u.i;               \
        else if (b.tag == NP_T_FLOAT && c.tag == NP_T_FLOAT) cr = b.u.f OPER c.u.f;             \
        else if ((CMPOP) <= CMP_NOTEQ && str_eq_quick(vm, b, c, &cr))                              \
            cr = cr == ((CMPOP) == CMP_EQ);                                                        \
        else {                                                                                    \
            cop = CMPOP;                                                                          \
            goto compare_slow;                                                                    \
        }                                                                                         \
        RA = np_bool(cr);                                                                         \
        CMP_BRANCH(cr);                                                                           \
        DISPATCH();                                                                               \
    }
    CMP_CASE(EQ, ==, CMP_EQ)
    CMP_CASE(NE, !=, CMP_NOTEQ)
    CMP_CASE(LT, <, CMP_LT)
    CMP_CASE(LE, <=, CMP_LTE)
    CMP_CASE(GT, >, CMP_GT)
    CMP_CASE(GE, >=, CMP_GTE)
#undef CMP_CASE
    /* ---- the same with a small int literal operand (ADDI ... GEI) */
    CASE(ADDI) {
        NpValue b = RB;
        if (LIKELY(b.tag == NP_T_INT)) {
            int64_t r;
            if (LIKELY(!__builtin_add_overflow(b.u.i, (int64_t)GET_sC(i), &r))) {
                RA = np_int(r);
                DISPATCH();
            }
        } else if (b.tag == NP_T_FLOAT) {
            RA = np_float(b.u.f + (double)GET_sC(i));
            DISPATCH();
        }
        bop = BINOP_ADD;
        goto binop_imm_slow;
    }
    CASE(SUBI) {
        NpValue b = RB;
        if (LIKELY(b.tag == NP_T_INT)) {
            int64_t r;
            if (LIKELY(!__builtin_sub_overflow(b.u.i, (int64_t)GET_sC(i), &r))) {
                RA = np_int(r);
                DISPATCH();
            }
        } else if (b.tag == NP_T_FLOAT) {
            RA = np_float(b.u.f - (double)GET_sC(i));
            DISPATCH();
        }
        bop = BINOP_SUB;
        goto binop_imm_slow;
    }
    CASE(MULI) {
        NpValue b = RB;
        if (LIKELY(b.tag == NP_T_INT)) {
            int64_t r;
            if (LIKELY(!__builtin_mul_overflow(b.u.i, (int64_t)GET_sC(i), &r))) {
                RA = np_int(r);
                DISPATCH();
            }
        } else if (b.tag == NP_T_FLOAT) {
            RA = np_float(b.u.f * (double)GET_sC(i));
            DISPATCH();
        }
        bop = BINOP_MUL;
        goto binop_imm_slow;
    }
    CASE(MODI) {
        // sC > 0 (the compiler's rule): Python's remainder takes the divisor's sign.
        NpValue b = RB;
        if (LIKELY(b.tag == NP_T_INT)) {
            int64_t c = GET_sC(i), r = b.u.i % c;
            RA = np_int(r < 0 ? r + c : r);
            DISPATCH();
        }
        bop = BINOP_MOD;
        goto binop_imm_slow;
    }
    CASE(FLOORDIVI) {
        // sC > 0: the quotient rounded toward minus infinity.
        NpValue b = RB;
        if (LIKELY(b.tag == NP_T_INT)) {
            int64_t c = GET_sC(i), q = b.u.i / c;
            RA = np_int(q - ((b.u.i % c) < 0));
            DISPATCH();
        }
        bop = BINOP_FLOORDIV;
        goto binop_imm_slow;
    }
    CASE(BITANDI) {
        NpValue b = RB;
        if (LIKELY(b.tag == NP_T_INT)) {
            RA = np_int(b.u.i & (int64_t)GET_sC(i));
            DISPATCH();
        }
        bop = BINOP_BITAND;
        goto binop_imm_slow;
    }
#define CMPI_CASE(NAME, OPER, CMPOP)                                                              \
    CASE(NAME) {                                                                                  \
        NpValue b = RB;                                                                           \
        bool cr;                                                                                  \
        if (LIKELY(b.tag == NP_T_INT)) cr = b.u.i OPER (int64_t)GET_sC(i);                       \
        else if (b.tag == NP_T_FLOAT) cr = b.u.f OPER (double)GET_sC(i);                         \
        else {                                                                                    \
            cop = CMPOP;                                                                          \
            goto compare_imm_slow;                                                                \
        }                                                                                         \
        RA = np_bool(cr);                                                                         \
        CMP_BRANCH(cr);                                                                           \
        DISPATCH();                                                                               \
    }
    CMPI_CASE(EQI, ==, CMP_EQ)
    CMPI_CASE(NEI, !=, CMP_NOTEQ)
    CMPI_CASE(LTI, <, CMP_LT)
    CMPI_CASE(LEI, <=, CMP_LTE)
    CMPI_CASE(GTI, >, CMP_GT)
    CMPI_CASE(GEI, >=, CMP_GTE)
#undef CMPI_CASE
// Compare-and-branch (EQJ ... GEIJ): the next instruction is the JMPIF/JMPIFNOT on R[A] that
// the compiler fused with this comparison, and R[A] is dead after it. Two ints or two floats
// take or skip that jump here without storing R[A]; other operands go the slow way, which
// stores the result, and the jump then runs as an instruction of its own.
#define CMPJ_JUMP(cr)                                                                             \
    do {                                                                                          \
        uint32_t nx = *pc++;                                                                      \
        if ((cr) == (GET_OP(nx) == OP_JMPIF)) {                                                   \
            int sj = GET_sBx(nx);                                                                 \
            if (sj < 0) {                                                                         \
                CHARGE(-sj);                                                                      \
                SAFEPOINT();                                                                      \
            }                                                                                     \
            pc += sj;                                                                             \
        }                                                                                         \
        DISPATCH();                                                                               \
    } while (0)
#define CMPJ_CASE(NAME, OPER, CMPOP)                                                              \
    CASE(NAME) {                                                                                  \
        NpValue b = RB, c = RC;                                                                   \
        if (LIKELY(b.tag == NP_T_INT && c.tag == NP_T_INT)) CMPJ_JUMP(b.u.i OPER c.u.i);         \
        if (b.tag == NP_T_FLOAT && c.tag == NP_T_FLOAT) CMPJ_JUMP(b.u.f OPER c.u.f);             \
        bool eq_;                                                                                 \
        if ((CMPOP) <= CMP_NOTEQ && str_eq_quick(vm, b, c, &eq_))                                  \
            CMPJ_JUMP(eq_ == ((CMPOP) == CMP_EQ));                                                 \
        cop = CMPOP;                                                                              \
        goto compare_slow;                                                                        \
    }
    CMPJ_CASE(EQJ, ==, CMP_EQ)
    CMPJ_CASE(NEJ, !=, CMP_NOTEQ)
    CMPJ_CASE(LTJ, <, CMP_LT)
    CMPJ_CASE(LEJ, <=, CMP_LTE)
    CMPJ_CASE(GTJ, >, CMP_GT)
    CMPJ_CASE(GEJ, >=, CMP_GTE)
#undef CMPJ_CASE
#define CMPIJ_CASE(NAME, OPER, CMPOP)                                                             \
    CASE(NAME) {                                                                                  \
        NpValue b = RB;                                                                           \
        if (LIKELY(b.tag == NP_T_INT)) CMPJ_JUMP(b.u.i OPER (int64_t)GET_sC(i));                 \
        if (b.tag == NP_T_FLOAT) CMPJ_JUMP(b.u.f OPER (double)GET_sC(i));                        \
        cop = CMPOP;                                                                              \
        goto compare_imm_slow;                                                                    \
    }
    CMPIJ_CASE(EQIJ, ==, CMP_EQ)
    CMPIJ_CASE(NEIJ, !=, CMP_NOTEQ)
    CMPIJ_CASE(LTIJ, <, CMP_LT)
    CMPIJ_CASE(LEIJ, <=, CMP_LTE)
    CMPIJ_CASE(GTIJ, >, CMP_GT)
    CMPIJ_CASE(GEIJ, >=, CMP_GTE)
#undef CMPIJ_CASE
    CASE(ISJ) CMPJ_JUMP(np_is(RB, RC));
    CASE(ISNOTJ) CMPJ_JUMP(!np_is(RB, RC));
    CASE(ISNONEJ) CMPJ_JUMP(RB.tag == NP_T_NONE);
    CASE(ISNOTNONEJ) CMPJ_JUMP(RB.tag != NP_T_NONE);
    CASE(INJ) {
        // (A user instance's __contains__ runs in this loop; the JMPIF then tests R[A].)
        if (NP_IS_KIND(RC, OBJ_INSTANCE)) {
            dfn = dunder_method(vm, p, CODE, pc, NP_DUNDER_CONTAINS, RC, np_undef(), &dact);
            if (!NP_IS_UNDEF(dfn)) goto dunder_enter_contains;
        }
        bool r;
        if (!np_contains(vm, RC, RB, &r)) goto error;
        CMPJ_JUMP(r);
    }
    CASE(NOTINJ) {
        if (NP_IS_KIND(RC, OBJ_INSTANCE)) {
            dfn = dunder_method(vm, p, CODE, pc, NP_DUNDER_CONTAINS, RC, np_undef(), &dact);
            if (!NP_IS_UNDEF(dfn)) goto dunder_enter_notcontains;
        }
        bool r;
        if (!np_contains(vm, RC, RB, &r)) goto error;
        CMPJ_JUMP(!r);
    }
#undef CMPJ_JUMP
    CASE(IS) {
        RA = np_bool(np_is(RB, RC));
        DISPATCH();
    }
    CASE(ISNOT) {
        RA = np_bool(!np_is(RB, RC));
        DISPATCH();
    }
    CASE(ISNONE) {
        RA = np_bool(RB.tag == NP_T_NONE);
        DISPATCH();
    }
    CASE(ISNOTNONE) {
        RA = np_bool(RB.tag != NP_T_NONE);
        DISPATCH();
    }
    CASE(IN) {
        if (NP_IS_KIND(RC, OBJ_INSTANCE)) {
            dfn = dunder_method(vm, p, CODE, pc, NP_DUNDER_CONTAINS, RC, np_undef(), &dact);
            if (!NP_IS_UNDEF(dfn)) goto dunder_enter_contains;
        }
        bool r;
        if (!np_contains(vm, RC, RB, &r)) goto error;
        RA = np_bool(r);
        DISPATCH();
    }
    CASE(NOTIN) {
        if (NP_IS_KIND(RC, OBJ_INSTANCE)) {
            dfn = dunder_method(vm, p, CODE, pc, NP_DUNDER_CONTAINS, RC, np_undef(), &dact);
            if (!NP_IS_UNDEF(dfn)) goto dunder_enter_notcontains;
        }
        bool r;
        if (!np_contains(vm, RC, RB, &r)) goto error;
        RA = np_bool(!r);
        DISPATCH();
    }

    /* ---- jumps */
    CASE(JMP) {
        int sj = GET_sJ(i);
        if (sj < 0) {
            CHARGE(-sj);
            SAFEPOINT();
        }
        pc += sj;
        DISPATCH();
    }
    CASE(JMPIF) {
        NpValue v = RA;
        // A bool or int branches on its value at once (fast_truth's first case, taken out so
        // that GCC does not materialise fast_truth's 0/1/-1 and test that).
        if (LIKELY(v.tag == NP_T_BOOL || v.tag == NP_T_INT)) {
            if (!v.u.i) DISPATCH();
        } else {
            int t = fast_truth(v);
            if (UNLIKELY(t < 0)) {
                bool bt;
                if (!np_truthy(vm, v, &bt)) goto error;
                t = bt;
            }
            if (!t) DISPATCH();
        }
        int sj = GET_sBx(i);
        if (sj < 0) {
            CHARGE(-sj);
            SAFEPOINT();
        }
        pc += sj;
        DISPATCH();
    }
    CASE(JMPIFNOT) {
        NpValue v = RA;
        // (As JMPIF.)
        if (LIKELY(v.tag == NP_T_BOOL || v.tag == NP_T_INT)) {
            if (v.u.i) DISPATCH();
        } else {
            int t = fast_truth(v);
            if (UNLIKELY(t < 0)) {
                bool bt;
                if (!np_truthy(vm, v, &bt)) goto error;
                t = bt;
            }
            if (t) DISPATCH();
        }
        int sj = GET_sBx(i);
        if (sj < 0) {
            CHARGE(-sj);
            SAFEPOINT();
        }
        pc += sj;
        DISPATCH();
    }

    /* ---- iteration */
    CASE(GETITER) {
        if (!np_iter(vm, RB, &tmp)) goto error;
        SET_A_TMP();
    }
    CASE(FORITER) {
        NpValue itv = RA;
        int r;
        if (LIKELY(NP_IS_ITER(itv))) {
            NpIter *it = NP_AS_ITER(itv);
            if (it->ikind == ITER_RANGE) {
                if (it->n > 0) {
                    R[A + 1] = np_int(it->i);
                    it->i += it->step;
                    it->n--;
                    DISPATCH();
                }
                goto foriter_done;
            }
            if (it->ikind == ITER_LIST) {
                NpList *l = NP_AS_LIST(it->src);
                if (!it->done && (uint64_t)it->i < l->n) {
                    R[A + 1] = l->items[it->i++];
                    DISPATCH();
                }
                it->done = true;
                goto foriter_done;
            }
            _Static_assert(ITER_DICT_VALUES == ITER_DICT_KEYS + 1, "keys and values adjacent");
            if ((unsigned)it->ikind - ITER_DICT_KEYS <= 1 && !it->done) {
                // `for dx, dy in DIRS.values()` (a body that unpacks or otherwise starts with
                // FORITER): the next key or value straight from the table, as FORLOOP takes
                // keys (the end, a size change and changed keys take np_next, which finishes or
                // raises).
                NpDict *d = NP_AS_DICT(it->src);
                size_t pos = (size_t)it->i;
                bool keys = it->ikind == ITER_DICT_KEYS;
                if (it->n == (int64_t)d->n && it->step > 0 &&
                    np_dict_next(d, &pos, keys ? &R[A + 1] : NULL, keys ? NULL : &R[A + 1])) {
                    it->step--;
                    it->i = (int64_t)pos;
                    DISPATCH();
                }
            }
            // `for a, b in enumerate(xs)` (zip, d.items()): the parts go straight to the
            // UNPACK's targets and the UNPACK is skipped (no tuple).
            if (it->ikind >= ITER_DICT_ITEMS && it->ikind <= ITER_ZIP &&
                GET_OP(*pc) == OP_UNPACK && GET_C(*pc) == A + 1) {
                r = np_next_unpacked(it, &R[GET_A(*pc)], GET_B(*pc));
                if (r > 0) {
                    pc++;
                    DISPATCH();
                }
                if (r == 0) goto foriter_done;
            }
            if (it->ikind == ITER_ENUMERATE || it->ikind == ITER_MAP) {
                if ((rgen = wrapped_gen(it))) goto wrap_loop;
            }
            r = np_next(vm, itv, &tmp);
        } else if (NP_IS_GEN(itv)) {
            goto gen_loop;
        } else {
            // A user iterator's __next__ that is a plain Python function runs in this loop.
            if (NP_IS_KIND(itv, OBJ_INSTANCE)) {
                dfn = dunder_method(vm, p, CODE, pc, NP_DUNDER_NEXT, itv, np_undef(), &dact);
                if (!NP_IS_UNDEF(dfn)) goto dunder_enter_next;
            }
            r = np_next(vm, itv, &tmp);
        }
        if (r < 0) goto error;
        if (r > 0) {
            R[A + 1] = tmp;
            DISPATCH();
        }
    next_stopped:
        // A for loop's __next__ raised StopIteration (unwind): the loop is over (FORITER jumps
        // past its body; FORLOOP, stopped after its EXTRA word, falls through).
    {
        vm->exc = np_undef();
        uint32_t w = pc[-1];
        if (GET_OP(w) != OP_EXTRA) pc += GET_sBx(w);  // FORITER's exit is a forward jump
        DISPATCH();
    }
    foriter_done : {
        int sj = GET_sBx(i);
        if (sj < 0) {
            CHARGE(-sj);
            SAFEPOINT();
        }
        pc += sj;
        DISPATCH();
    }
    }
    CASE(FORLOOP) {
        // The back edge of a for loop: the next item goes straight into the loop variable's
        // register R[Ax] and the loop jumps back to its body (charging the budget), so an
        // iteration costs one dispatch instead of FORITER + MOVE + JMP.
    forloop:;
        NpValue itv = RA;
        // The loop variable is R[Ax] of the EXTRA word, read again where it is stored (FL_DST):
        // a pointer kept across the calls below is spilled to the stack by GCC. For the same
        // reason the calls after the fast paths read the iterator from R[A] again, not from itv
        // (kept across them, itv was stored to the stack on every iteration).
        pc++;
        int r;
        if (LIKELY(NP_IS_ITER(itv))) {
            NpIter *it = NP_AS_ITER(itv);
            if (it->ikind == ITER_RANGE) {
                if (it->n <= 0) DISPATCH();
                *FL_DST = np_int(it->i);
                it->i += it->step;
                it->n--;
                goto forloop_back;
            }
            if (it->ikind == ITER_LIST) {
                NpList *l = NP_AS_LIST(it->src);
                if (it->done || (uint64_t)it->i >= l->n) {
                    it->done = true;
                    DISPATCH();
                }
                *FL_DST = l->items[it->i++];
                goto forloop_back;
            }
            if (it->ikind == ITER_TUPLE) {
                // `for d in (-1, 0, 1)`: a tuple cannot change, so only the end is checked.
                NpTuple *t = NP_AS_TUPLE(it->src);
                if ((uint64_t)it->i < t->n) {
                    *FL_DST = t->items[it->i++];
                    goto forloop_back;
                }
            }
            if (it->ikind == ITER_STR) {
                // `for c in s`: an ASCII char is the VM's one-char str for that byte.
                NpStr *s = NP_AS_STR(it->src);
                if ((uint64_t)it->i < s->len) {
                    unsigned char ch = (unsigned char)s->data[it->i];
                    if (ch < 128 && vm->ascii_chars[ch]) {
                        *FL_DST = np_obj(&vm->ascii_chars[ch]->hdr);
                        it->i++;
                        goto forloop_back;
                    }
                    if (ch >= 128 && np_str_iter_cached(it, FL_DST))
                        goto forloop_back;
                }
            }
            if (it->ikind == ITER_DICT_KEYS && !it->done) {
                // `for k in d`: the next key straight from the table (the end, a size change
                // and changed keys take np_next, which finishes or raises).
                NpDict *d = NP_AS_DICT(it->src);
                size_t pos = (size_t)it->i;
                if (it->n == (int64_t)d->n && it->step > 0 && np_dict_next(d, &pos, FL_DST, NULL)) {
                    it->step--;
                    it->i = (int64_t)pos;
                    goto forloop_back;
                }
            }
            if (it->ikind == ITER_SET && !it->done) {
                // `for x in s`: the next member straight from the table (the end and a size
                // change take np_next, which finishes or raises).
                NpSet *s = NP_AS_SET(it->src);
                size_t pos = (size_t)it->i;
                if (it->n == (int64_t)s->used && np_set_next(s, &pos, FL_DST)) {
                    it->i = (int64_t)pos;
                    goto forloop_back;
                }
            }
            if (it->ikind == ITER_DICT_VALUES && !it->done) {
                // `for v in d.values()`, and `for dx, dy in d.values()` (whose FORITER goes
                // back here): the next value as keys are read above (tested after sets, so
                // that their loops pay nothing for it).
                NpDict *d = NP_AS_DICT(it->src);
                size_t pos = (size_t)it->i;
                if (it->n == (int64_t)d->n && it->step > 0 && np_dict_next(d, &pos, NULL, FL_DST)) {
                    it->step--;
                    it->i = (int64_t)pos;
                    goto forloop_back;
                }
            }
            if (it->ikind >= ITER_DICT_ITEMS && it->ikind <= ITER_ZIP) {
                // As in FORITER: the loop body's first instruction is the UNPACK of the loop variable.
                const uint32_t *body = pc + GET_sBx(i);
                if (GET_OP(*body) == OP_UNPACK && &R[GET_C(*body)] == FL_DST) {
                    r = np_next_unpacked(it, &R[GET_A(*body)], GET_B(*body));
                    if (r == 0) DISPATCH();
                    if (r > 0) {
                        CHARGE(-GET_sBx(i));
                        SAFEPOINT();
                        pc = body + 1;
                        DISPATCH();
                    }
                }
            }
            if (it->ikind == ITER_ENUMERATE || it->ikind == ITER_MAP) {
                if ((rgen = wrapped_gen(it))) goto wrap_loop;
            }
            r = np_next(vm, RA, &tmp);
        } else if (NP_IS_GEN(itv)) {
            goto gen_loop;
        } else {
            // As in FORITER (the cache entry is the EXTRA word's).
            if (NP_IS_KIND(itv, OBJ_INSTANCE)) {
                dfn = dunder_method(vm, p, CODE, pc, NP_DUNDER_NEXT, RA, np_undef(), &dact);
                if (!NP_IS_UNDEF(dfn)) goto dunder_enter_next;
            }
            r = np_next(vm, RA, &tmp);
        }
        if (r < 0) goto error;
        if (r == 0) DISPATCH();
        *FL_DST = tmp;
    forloop_back : {
        int sj = GET_sBx(i);
        CHARGE(-sj);
        SAFEPOINT();
        pc += sj;
        DISPATCH();
    }
    }
    CASE(UNPACK) {
        // An exact tuple or list of the right length is copied here; the rest in unpack().
        NpValue src = RC;
        if (LIKELY(src.tag == NP_T_OBJ) && !(NP_OBJ(src)->type->tflags & NP_TF_USER)) {
            NpValue *from = NULL;
            size_t n = 0;
            if (NP_KIND(src) == OBJ_TUPLE) {
                from = NP_AS_TUPLE(src)->items;
                n = NP_AS_TUPLE(src)->n;
            } else if (NP_KIND(src) == OBJ_LIST) {
                from = NP_AS_LIST(src)->items;
                n = NP_AS_LIST(src)->n;
            }
            if (n == (size_t)GET_B(i) && from) {
                NpValue *d = &RA;
                for (size_t k = 0; k < n; k++) d[k] = from[k];
                DISPATCH();
            }
        }
        if (!unpack(vm, src, &RA, GET_B(i))) goto error;
        DISPATCH();
    }
    CASE(FORLOOPG) {
        // FORLOOP whose body starts with `SETGLOBAL R[Ax] name` (np_emit.c fuse_pairs): the next
        // item of a range, or of a list when it is not an owned str, is stored into the
        // register and the global at once when that SETGLOBAL's cache hits, and the loop goes
        // on after it (the budget is charged as for FORLOOP). Anything else runs as FORLOOP.
        NpValue itv = RA;
        uintptr_t cbias = p->icache_pc;
        if (LIKELY(NP_IS_ITER(itv)) && LIKELY(cbias != 0)) {
            NpIter *it = NP_AS_ITER(itv);
            const uint32_t *body = pc + 1 + GET_sBx(i);
            const NpInlineCache *gc = ICACHE_BEFORE(cbias, body + 1);
            NpValue v;
            if (it->ikind == ITER_RANGE && it->n > 0) {
                v = np_int(it->i);
            } else if (it->ikind == ITER_LIST && !it->done &&
                       (uint64_t)it->i < NP_AS_LIST(it->src)->n) {
                v = NP_AS_LIST(it->src)->items[it->i];
                if (NP_IS_KIND(v, OBJ_STR) && (NP_AS_OBJ(v)->flags & NP_STR_OWNED)) goto forloop;
            } else {
                goto forloop;
            }
            if (LIKELY(global_slot(gc, f->func->globals))) {
                if (it->ikind == ITER_RANGE) {
                    it->i += it->step;
                    it->n--;
                } else {
                    it->i++;
                }
                R[GET_Ax(*pc)] = v;
                np_gc_barrier(vm, f->func->globals);
                *global_value(gc) = v;
                CHARGE(-GET_sBx(i));
                SAFEPOINT();
                pc = body + 1;
                DISPATCH();
            }
        }
        goto forloop;
    }
    CASE(FORLOOPU) {
        // FORLOOP whose body starts with `UNPACK x n dst` of its loop variable (np_emit.c
        // fuse_pairs): the next item of a list or tuple iterator that is a tuple of a builtin
        // type with n items goes to the loop variable and its items to the UNPACK's targets, as
        // UNPACK's own fast path copies them, and the loop resumes after the UNPACK (charged as
        // FORLOOP). Anything else runs as FORLOOP, and the UNPACK then runs.
        NpValue itv = RA;
        if (LIKELY(NP_IS_ITER(itv))) {
            NpIter *it = NP_AS_ITER(itv);
            NpValue v;
            if (it->ikind == ITER_LIST && !it->done && (uint64_t)it->i < NP_AS_LIST(it->src)->n)
                v = NP_AS_LIST(it->src)->items[it->i];
            else if (it->ikind == ITER_TUPLE && (uint64_t)it->i < NP_AS_TUPLE(it->src)->n)
                v = NP_AS_TUPLE(it->src)->items[it->i];
            else
                goto forloop;
            const uint32_t *body = pc + 1 + GET_sBx(i);
            uint32_t u = *body;
            if (NP_IS_KIND(v, OBJ_TUPLE) && !(NP_OBJ(v)->type->tflags & NP_TF_USER) &&
                NP_AS_TUPLE(v)->n == (size_t)GET_B(u)) {
                it->i++;
                R[GET_Ax(*pc)] = v;
                const NpValue *from = NP_AS_TUPLE(v)->items;
                NpValue *d = &R[GET_A(u)];
                for (int k = 0; k < GET_B(u); k++) d[k] = from[k];
                pc++;
                CHARGE(-GET_sBx(i));
                SAFEPOINT();
                pc = body + 1;
                DISPATCH();
            }
        }
        goto forloop;
    }
    CASE(UNPACKEX) {
        if (!unpack_ex(vm, RA, &RA, GET_B(i), GET_C(i))) goto error;
        DISPATCH();
    }

    /* ---- building containers and strings */
    CASE(BUILDLIST) {
        NpList *l = np_list_from(vm, &RB, (size_t)GET_C(i));
        if (!l) goto error;
        RA = np_obj(&l->hdr);
        DISPATCH();
    }
    CASE(BUILDTUPLE) {
        NpTuple *t = np_tuple_from(vm, &RB, (size_t)GET_C(i));
        if (!t) goto error;
        RA = np_obj(&t->hdr);
        DISPATCH();
    }
    CASE(BUILDPAIR) {
        // `(a, b)`: the two items are read from their own registers (compiler build_seq).
        NpTuple *t = np_tuple_pair(vm, RB, RC);
        if (!t) goto error;
        RA = np_obj(&t->hdr);
        DISPATCH();
    }
    CASE(BUILDSET) {
        if (!build_set(vm, &RB, GET_C(i), &tmp)) goto error;
        SET_A_TMP();
    }
    CASE(BUILDDICT) {
        if (!np_dict_build(vm, &RB, (size_t)GET_C(i), &tmp)) goto error;
        SET_A_TMP();
    }
    CASE(BUILDSLICE) {
        int b = GET_B(i);
        NpSlice *s = np_slice_new(vm, R[b], R[b + 1], R[b + 2]);
        if (!s) goto error;
        RA = np_obj(&s->hdr);
        DISPATCH();
    }
    CASE(BUILDSTR) {
        if (!build_str(vm, &RB, GET_C(i), &tmp)) goto error;
        SET_A_TMP();
    }
    CASE(LISTAPPEND) {
        // R[A] is the list a comprehension or display is building: store in place while it
        // has room, grow through np_list_append otherwise.
        NpList *l = NP_AS_LIST(RA);
        if (LIKELY(l->n < l->cap)) {
            np_gc_barrier_append(vm, l, RB);
            l->items[l->n++] = RB;
            DISPATCH();
        }
        if (!np_list_append(vm, l, RB)) goto error;
        DISPATCH();
    }
    CASE(LISTAPPENDLOOP) {
        // LISTAPPEND, then the comprehension's FORLOOP after it (compiler/np_emit.c fuse_pairs)
        // entered by a direct jump; a jump to that FORLOOP (a filter's) runs it alone.
        NpList *l = NP_AS_LIST(RA);
        if (LIKELY(l->n < l->cap)) {
            np_gc_barrier_append(vm, l, RB);
            l->items[l->n++] = RB;
        } else if (!np_list_append(vm, l, RB)) {
            goto error;
        }
        i = *pc++;
        goto forloop;
    }
    CASE(LISTEXTEND) {
        // f(*x): the compiler put the callee C registers below the list (docs/compiler.md).
        tmp = GET_C(i) > 0 && A >= GET_C(i) ? R[A - GET_C(i)] : np_undef();
        if (!list_extend(vm, NP_AS_LIST(RA), RB, tmp)) goto error;
        DISPATCH();
    }
    CASE(LISTTOTUPLE) {
        NpList *l = NP_AS_LIST(RB);
        NpTuple *t = np_tuple_from(vm, l->items, l->n);
        if (!t) goto error;
        RA = np_obj(&t->hdr);
        DISPATCH();
    }
    CASE(SETADD) {
        if (!np_set_add(vm, NP_AS_SET(RA), RB)) goto error;
        DISPATCH();
    }
    CASE(SETUPDATE) {
        if (!set_update(vm, NP_AS_SET(RA), RB)) goto error;
        DISPATCH();
    }
    CASE(DICTSET) {
        if (!np_dict_set(vm, NP_AS_DICT(RA), RB, RC)) goto error;
        DISPATCH();
    }
    CASE(DICTUPDATE) {
        if (!dict_update(vm, NP_AS_DICT(RA), RB, false, np_none())) goto error;
        DISPATCH();
    }
    CASE(DICTMERGE) {
        // The compiler builds f(**m) arguments in R[A] with the callee two registers below.
        NpValue fn = A >= 2 ? R[A - 2] : np_none();
        if (!dict_update(vm, NP_AS_DICT(RA), RB, true, fn)) goto error;
        DISPATCH();
    }
    CASE(CONVERT) {
        if (!convert(vm, RB, GET_C(i), &tmp)) goto error;
        SET_A_TMP();
    }
    CASE(FORMAT) {
        if (!NP_IS_STR(RC)) {
            np_raisef(vm, NP_TYPE_TYPEERROR, "format spec must be a str");
            goto error;
        }
        NpStr *s = np_format(vm, RB, NP_AS_STR(RC));
        if (!s) goto error;
        RA = np_obj(&s->hdr);
        DISPATCH();
    }
    CASE(FORMATSIMPLE) {
        if (!format_simple(vm, RB, &tmp)) goto error;
        SET_A_TMP();
    }

    /* ---- exceptions */
    CASE(RAISE) {
        int how = GET_B(i);
        if (how == 0) {
            NpValue h = handled_exception(vm);
            if (NP_IS_UNDEF(h)) {
                np_raisef(vm, NP_TYPE_RUNTIMEERROR, "No active exception to reraise");
                goto error;
            }
            vm->exc = h;
            goto reraise;
        }
        NpValue exc, cause;
        if (!make_exc(vm, RA, &exc)) goto error;
        if (how == 2) {
            // Keep the new instance alive while the cause may run Python code.
            if (!np_push_root(vm, exc)) goto error;
            bool ok = make_cause(vm, R[A + 1], &cause);
            np_pop_roots(vm, 1);
            if (!ok) goto error;
            NP_AS_EXC(exc)->cause = cause;
            NP_AS_EXC(exc)->suppress_context = true;
        }
        vm->exc = exc;
        np_set_context(vm, exc);
        goto error_trace;
    }
    CASE(RERAISE) {
        vm->exc = RA;
        goto reraise;
    }
    CASE(EXCMATCH) {
        bool r;
        if (!exc_match(vm, RB, RC, 0, &r)) goto error;
        RA = np_bool(r);
        DISPATCH();
    }
    CASE(EXCSTAR) {
        // An except* step (vm/np_exc.c np_excstar): the group logic is Nearly Python code.
        SAVE_PC();
        if (!np_excstar(vm, GET_C(i), &RA, RB)) goto error;
        DISPATCH();
    }
    CASE(PUSHEXC) {
        R[A + 1] = f->handling;
        f->handling = RA;
        DISPATCH();
    }
    CASE(POPEXC) {
        f->handling = R[A + 1];
        DISPATCH();
    }

    /* ---- with statements */
    CASE(WITHENTER) {
        NpValue exitfn, entered;
        if (!np_with_enter(vm, RB, &exitfn, &entered)) goto error;
        RA = exitfn;
        R[A + 1] = entered;
        DISPATCH();
    }
    CASE(WITHEXIT) {
        NpValue args[3] = {np_none(), np_none(), np_none()};
        if (!np_call(vm, RA, 3, args, NULL, &tmp)) goto error;
        DISPATCH();
    }
    CASE(WITHEXCEXIT) {
        if (!with_exc_exit(vm, RA, RB, &tmp)) goto error;
        R[A + 1] = tmp;
        DISPATCH();
    }

    /* ---- modules and classes */
    CASE(IMPORT) {
        if (!np_import_checked(vm, f->func->proto, NP_AS_STR(KONST[GET_Bx(i)]), &tmp)) goto error;
        SET_A_TMP();
    }
    CASE(IMPORTFROM) {
        if (!np_import_from(vm, RB, NP_AS_STR(KNAME()), &tmp)) goto error;
        SKIP_EXTENDED();
        SET_A_TMP();
    }
    CASE(IMPORTSTAR) {
        if (!np_import_star(vm, RA, f->func->globals)) goto error;
        DISPATCH();
    }
    CASE(BUILDCLASS) {
        if (!np_build_class(vm, RA, R[A + 1], R[A + 2], GET_B(i) ? R[A + 3] : np_none(), &tmp)) goto error;
        SET_A_TMP();
    }

    /* ---- misc */
    CASE(NOP) { DISPATCH(); }
    /* ---- pattern matching (vm/np_match.c) */
    CASE(MATCHSEQ) {
        if (!np_match_seq(vm, RB, (int64_t)GET_Ax(*pc), GET_C(i) != 0, &tmp)) goto error;
        pc++;
        SET_A_TMP();
    }
    CASE(MATCHMAP) {
        if (!np_match_map(vm, RB, (int64_t)GET_Ax(*pc), &tmp)) goto error;
        pc++;
        SET_A_TMP();
    }
    CASE(MATCHKEYS) {
        SAVE_PC();
        if (!np_match_keys(vm, RB, RC, &tmp)) goto error;
        SET_A_TMP();
    }
    CASE(MATCHCLASS) {
        SAVE_PC();
        if (!np_match_class(vm, RA, RB, GET_C(i), R[A + 1], &tmp)) goto error;
        SET_A_TMP();
    }
    CASE(COPYDICTWITHOUTKEYS) {
        if (!np_match_copy_without(vm, RB, RC, &tmp)) goto error;
        SET_A_TMP();
    }
    /* ---- class bodies */
    CASE(GETCLASSNAME) {
        tmp = RB;
        if (NP_IS_UNDEF(tmp)) {
            NpStr *name = NP_AS_STR(KNAME());
            tmp = np_dict_get_str(f->func->globals, name);
            if (NP_IS_UNDEF(tmp)) tmp = np_dict_get_str(vm->builtins, name);
            if (NP_IS_UNDEF(tmp) && !np_builtin_missing(vm, name, &tmp)) goto error;
        }
        SKIP_EXTENDED();
        SET_A_TMP();
    }
    CASE(REGLOAD) {
        // The entry test of a module-level loop with its globals in registers (regload_test):
        // when it holds, the JMP to the loop's plain copy that follows is skipped.
        if (regload_test(vm, f->func->globals, &RA, GET_B(i), KONST[GET_C(i)])) pc++;
        DISPATCH();
    }
    CASE(REGSTORE) {
        // Such a loop's write-back (at its exits and in its exception handler).
        if (!NP_IS_UNDEF(RA) && !np_dict_set_str(vm, f->func->globals, NP_AS_STR(KONST[GET_C(i)]), RA))
            goto error;
        DISPATCH();
    }
    CASE(DICTCOUNT) {
        // `d[k] = d.get(k, dflt) + imm` (compiler/np_compile.c count_assign): this word is the
        // get's CALLMETHOD A 2, the ADDI with imm follows, and C words on the SETITEM ends the
        // statement. dict_count_op does the update when nothing can run Python code (then
        // nothing can rebind d or k, which the statement reads again), else this runs as
        // CALLMETHOD and the ADDI, loads and SETITEM follow.
        int r = dict_count_op(vm, &RA, GET_sC(*pc));
        if (LIKELY(r > 0)) {
            pc += GET_C(i);
            DISPATCH();
        }
        if (r < 0) goto error;
        i = (i & 0x00ffff00u) | OP_CALLMETHOD;
        GOTO_CASE(CALLMETHOD);
    }
    CASE(DICTADD) {
        // `d[k] += imm` / `d[k] -= imm` (compiler/np_compile.c compile_augassign): this word is
        // the GETITEM; the IADDI or ISUBI and the SETITEM follow. When dict_add_op updates the
        // item in place, both are skipped (nothing else is observable: the value's register
        // is a temporary); anything else runs as GETITEM (KeyError, __missing__, subclasses).
        if (LIKELY(dict_add_op(vm, RB, RC, *pc))) {
            pc += 2;
            DISPATCH();
        }
        i = (i & 0xffffff00u) | OP_GETITEM;
        GOTO_CASE(GETITEM);
    }
    CASE(ISINST) {
        // `isinstance(x, C)` / `isinstance(x, (C1, ..., CB))` (compiler/np_compexpr.c
        // compile_call): the callee in R[A], x in R[A+1], the class or the tuple display's items
        // in R[A+2..]. While R[A] is the builtin and the classes are plain types the answer is
        // found here, without the native call or the tuple; otherwise the tuple is built where
        // the display would have put it and the call is made by CALL A 2's generic tail (to
        // do_call; not CALL's own fast paths, which look again at the instruction for next()
        // and drains). The call then stores R[A] and the jump that follows runs by itself.
        // (Going through CALL's tail rather than setting do_call's operands here kept GCC's
        // register allocation of the call path: fib +0.4% instructions the other way.)
        if (LIKELY(NP_IS_KIND(RA, OBJ_NATIVE) &&
                   ((NpNative *)NP_AS_OBJ(RA))->fn == np_builtin_isinstance)) {
            NpValue x = R[A + 1];
            int r = np_isinstance_plain(NP_IS_OBJ(x) ? NP_OBJ(x)->type : np_typeof(vm, x),
                                        &R[A + 2], GET_B(i));
            if (LIKELY(r >= 0)) {
                CHARGE(1);
                RA = np_bool(r);
                // `if isinstance(...)`: the JMPIF/JMPIFNOT on R[A] that follows runs here.
                CMP_BRANCH(r);
                DISPATCH();
            }
        }
        if (GET_C(i)) {
            NpTuple *t = np_tuple_from(vm, &R[A + 2], (size_t)GET_B(i));
            if (!t) goto error;
            R[A + 2] = np_obj(&t->hdr);
        }
        i = MK_ABC(OP_CALL, A, 2, 0);
        goto call_generic;
    }
    CASE(EXTRA)
    DEFAULT_CASE {
        goto bad_opcode;
    }
#if !NP_USE_COMPUTED_GOTO
    }
#endif

bad_opcode:
    np_raisef(vm, NP_TYPE_RUNTIMEERROR, "invalid bytecode: opcode %d at offset %d",
              (int)GET_OP(i), (int)(pc - CODE) - 1);
    goto error;

binop_slow:
    // A user instance's operator method that is a plain Python function runs in this loop.
    if (NP_IS_KIND(RB, OBJ_INSTANCE)) {
        dfn = dunder_method(vm, p, CODE, pc, NP_FRAME_BINOP + (int)bop, RB, RC, &dact);
        if (UNLIKELY(NP_IS_KIND(dfn, OBJ_NATIVE))) {
            // A native method (native_dunder): called here; NotImplemented goes on to the
            // reflected method as np_binop would.
            NpValue dargs2[2] = {RB, RC};
            CHARGE(1);
            if (!((NpNative *)NP_AS_OBJ(dfn))->fn(vm, 2, dargs2, NULL, &tmp)) goto error;
            if (NP_IS_OBJ(tmp) && NP_AS_OBJ(tmp) == vm->not_implemented &&
                !np_binop_after_left(vm, bop, RB, RC, &tmp))
                goto error;
            SET_A_TMP();
        }
        if (!NP_IS_UNDEF(dfn)) goto dunder_enter_b_c;
    }
    if (!np_binop(vm, bop, RB, RC, &tmp)) goto error;
    SET_A_TMP();

compare_slow:
    // Two bools, or a bool and a small int, compare by value (`(a.y > y) != (b.y > y)`).
    if ((RB.tag == NP_T_BOOL || RB.tag == NP_T_INT) && (RC.tag == NP_T_BOOL || RC.tag == NP_T_INT) &&
        cop <= CMP_GTE) {
        int64_t x = RB.u.i, y = RC.u.i;
        bool cr = cop == CMP_EQ ? x == y : cop == CMP_NOTEQ ? x != y : cop == CMP_LT ? x < y
                : cop == CMP_LTE ? x <= y : cop == CMP_GT ? x > y : x >= y;
        RA = np_bool(cr);
        CMP_BRANCH(cr);
        DISPATCH();
    }
    // == and != of two classes (`type(x) == str`) is identity: a class has no __eq__ of its
    // own (no metaclasses here), so np_compare's dispatch would end at the same answer.
    if (cop <= CMP_NOTEQ && NP_IS_TYPE(RB) && NP_IS_TYPE(RC)) {
        bool cr = (NP_AS_OBJ(RB) == NP_AS_OBJ(RC)) == (cop == CMP_EQ);
        RA = np_bool(cr);
        CMP_BRANCH(cr);
        DISPATCH();
    }
    // == and != of two exact strs decided without their bytes: one object, two interned strs
    // (identifiers, literals, one-char strs; equal ones are one object), or different lengths.
    if (cop <= CMP_NOTEQ && NP_IS_KIND(RB, OBJ_STR) && NP_IS_KIND(RC, OBJ_STR)) {
        const NpStr *sa = NP_AS_STR(RB), *sb = NP_AS_STR(RC);
        NpType *st = vm->types[NP_TYPE_STR];
        if (sa->hdr.type == st && sb->hdr.type == st &&
            (sa == sb || (sa->hdr.flags & sb->hdr.flags & NP_STR_INTERNED) || sa->len != sb->len)) {
            bool cr = (sa == sb) == (cop == CMP_EQ);
            RA = np_bool(cr);
            CMP_BRANCH(cr);
            DISPATCH();
        }
    }
    // Two exact strs compare here, branch included (np_str_compare_exact).
    {
        bool cr;
        int sr = np_str_compare_exact(vm, cop, RB, RC, &cr);
        if (sr < 0) goto error;
        if (sr > 0) {
            RA = np_bool(cr);
            CMP_BRANCH(cr);
            DISPATCH();
        }
    }
    // A user instance's comparison method that is a plain Python function runs in this loop
    // (after a fused EQJ... the JMPIF then tests the result R[A] as an instruction of its own).
    if (NP_IS_KIND(RB, OBJ_INSTANCE)) {
        dfn = dunder_method(vm, p, CODE, pc, NP_FRAME_COMPARE + (int)cop, RB, RC, &dact);
        if (UNLIKELY(NP_IS_KIND(dfn, OBJ_NATIVE))) {
            // A native method (native_dunder), as in binop_slow.
            NpValue dargs2[2] = {RB, RC};
            CHARGE(1);
            if (!((NpNative *)NP_AS_OBJ(dfn))->fn(vm, 2, dargs2, NULL, &tmp)) goto error;
            if (NP_IS_OBJ(tmp) && NP_AS_OBJ(tmp) == vm->not_implemented &&
                !np_compare_after_left(vm, cop, RB, RC, &tmp))
                goto error;
            SET_A_TMP();
        }
        if (!NP_IS_UNDEF(dfn)) goto dunder_enter_b_c;
    }
    if (!np_compare(vm, cop, RB, RC, &tmp)) goto error;
    SET_A_TMP();

    // The special method [dfn] (dunder_method: accepted by np_call_is_simple) of [dself] with
    // the [dn] arguments [dargs] runs as a frame of this loop returning into R[A] with the
    // return action [dact] (do_return: dunder_result), charged and limited as do_call's calls.
    // dunder_enter_b_c: of RB with the argument RC (operators, comparisons, GETITEM).
dunder_enter_b_c:
    dself = RB;
    dargs = &RC;
    dn = 1;
    goto dunder_enter;
    // `R[B] in R[C]` / `not in` (IN, NOTIN, INJ, NOTINJ): R[C]'s __contains__ with R[B].
dunder_enter_notcontains:
    dact = NP_FRAME_NOTCONTAINS;
dunder_enter_contains:
    dself = RC;
    dargs = &RB;
    dn = 1;
dunder_enter : {
    NpFunction *fn = (NpFunction *)NP_AS_OBJ(dfn);
    NpProto *cp = fn->proto;
    CHARGE(1);
    NpValue *regs = reserve_bind(vm, fn, cp, dself, dn, dargs);
    if (UNLIKELY(!regs)) goto error;
    ENTER_FRAME(fn, cp, regs, A, dact);
}
    // A for loop's __next__ [dfn] of the iterator R[A] (FORITER, or FORLOOP stopped after its
    // EXTRA word): as dunder_enter, returning into the loop variable's register.
dunder_enter_next : {
    NpFunction *fn = (NpFunction *)NP_AS_OBJ(dfn);
    NpProto *cp = fn->proto;
    int rr = GET_OP(pc[-1]) == OP_EXTRA ? (int)GET_Ax(pc[-1]) : A + 1;
    CHARGE(1);
    NpValue *regs = reserve_bind(vm, fn, cp, RA, 0, &RA);
    if (UNLIKELY(!regs)) goto error;
    ENTER_FRAME(fn, cp, regs, rr, NP_FRAME_NEXT);
}

inplace_imm_slow:
    if (!np_inplace_binop(vm, bop, RB, np_int(GET_sC(i)), &tmp)) goto error;
    SET_A_TMP();

binop_imm_slow:
    if (!np_binop(vm, bop, RB, np_int(GET_sC(i)), &tmp)) goto error;
    SET_A_TMP();

compare_imm_slow:
    if (!np_compare(vm, cop, RB, np_int(GET_sC(i)), &tmp)) goto error;
    SET_A_TMP();

do_call:
    CHARGE(1);
    // A plain Python function (the usual case) goes straight to the frame push.
    if (LIKELY(NP_IS_KIND(callee, OBJ_FUNCTION))) goto call_python;
    if (NP_IS_KIND(callee, OBJ_BOUND) && NP_IS_UNDEF(cself)) {
        NpBound *b = (NpBound *)NP_AS_OBJ(callee);
        cself = b->self;
        callee = b->func;
    }
    // A callable user instance whose class's __call__ is a Python function: that function is
    // entered here with the instance as self, as np_call would call it (no nested loop).
    // functools' lru_cache and partial instances are left to their own paths below.
    if (NP_IS_KIND(callee, OBJ_INSTANCE) && NP_IS_UNDEF(cself) &&
        (NP_OBJ(callee)->type->tflags & (NP_TF_USER | NP_TF_LRU | NP_TF_PARTIAL)) == NP_TF_USER) {
        NpValue cfn;
        if (np_lookup_special(vm, callee, "__call__", &cfn)) {
            if (NP_IS_KIND(cfn, OBJ_FUNCTION)) {
                cself = callee;
                callee = cfn;
                goto call_python;
            }
            // (A native, say lru_cache's wrapper call, or a trampoline: called from here.)
            if (!np_call_with_self(vm, cfn, callee, nargs, argv, kwn, &tmp)) goto error;
            R[ret_reg] = tmp;
            DISPATCH();
        }
    }
    if (NP_IS_TYPE(callee) && NP_AS_TYPE(callee)->construct == np_user_construct &&
        NP_AS_TYPE(callee)->inst_kind == OBJ_INSTANCE && NP_IS_UNDEF(cself)) {
        // Construct a plain user instance inline so __init__ runs in this loop.
        NpType *t = NP_AS_TYPE(callee);
        // The class's __init__ is cached per call site under (type, class epoch).
        NpInlineCache *c = p->icache ? &p->icache[call_at - CODE] : NULL;
        NpValue init;
        if (c && c->key == t && c->guard == vm->class_epoch) {
            init = c->value;
        } else {
            init = np_type_lookup(t, vm->s_init);
            if ((c = icache_at(vm, p, CODE, call_at + 1)))
                *c = (NpInlineCache){.key = t, .guard = vm->class_epoch, .value = init};
        }
        if (NP_IS_KIND(init, OBJ_FUNCTION) &&
            !(((NpFunction *)NP_AS_OBJ(init))->proto->flags & NP_PROTO_GENERATOR)) {
            if (!np_instance_new(vm, t, &tmp)) goto error;
            R[ret_reg] = tmp;
            cself = tmp;
            callee = init;
            init_call = true;
            goto call_python;
        }
    }
    if (LIKELY(NP_IS_KIND(callee, OBJ_FUNCTION))) {
    call_python : {
        NpFunction *fn = (NpFunction *)NP_AS_OBJ(callee);
        NpProto *cp = fn->proto;
        int is_init = init_call;
        NpValue *regs;
        if (LIKELY(np_call_is_simple(fn, cself, nargs, kwn))) {
            regs = reserve_bind(vm, fn, cp, cself, nargs, argv);
            if (UNLIKELY(!regs)) goto call_failed;
        } else {
            if (cp->flags & NP_PROTO_GENERATOR) {
                if (!np_gen_new(vm, fn, cself, nargs, argv, kwn, &tmp)) goto error;
                R[ret_reg] = tmp;
                DISPATCH();
            }
            if (UNLIKELY(!(regs = np_stack_push(vm, cp->nregs)))) goto error;
            if (!np_bind_args(vm, fn, regs, cself, nargs, argv, kwn)) {
                np_stack_pop(vm, regs);
                goto error;
            }
        }
        ENTER_FRAME(fn, cp, regs, ret_reg, is_init);
    }
    }
    if (NP_IS_KIND(callee, OBJ_NATIVE) && !NP_IS_UNDEF(cself) && argv == &R[ret_reg + 2] &&
        NP_IS_UNDEF(((NpNative *)NP_AS_OBJ(callee))->self)) {
        // CALLMETHOD of a builtin method: self and the arguments already sit together in
        // R[A+1..], so the native gets them in place (np_call_with_self would copy them) when
        // self is of the method's owner type or a subclass of it (a Counter's dict.get: the
        // receiver test np_call's check_unbound_self makes, passed), else np_call checks it.
        NpNative *n = (NpNative *)NP_AS_OBJ(callee);
        NpType *st = np_typeof(vm, cself);
        if ((st == n->owner || (n->owner && np_type_is_sub(st, n->owner))) &&
            (n->hdr.flags & NP_NATIVE_METHOD)) {
            if (!n->fn(vm, nargs + 1, argv - 1, kwn, &tmp)) goto error;
            R[ret_reg] = tmp;
            DISPATCH();
        }
    }
    if (UNLIKELY(NP_IS_KIND(callee, OBJ_INSTANCE)) &&
        (NP_OBJ(callee)->type->tflags & NP_TF_PARTIAL) && NP_IS_UNDEF(cself)) {
        // A functools.partial object: its function gets the stored and the given arguments,
        // and runs as a frame of this loop when it is a Python function.
        NpFunction *pfn;
        NpValue *pregs;
        switch (np_partial_enter(vm, callee, nargs, argv, kwn, &pfn, &pregs, &tmp)) {
        case NP_NC_DONE:
            R[ret_reg] = tmp;
            DISPATCH();
        case NP_NC_ENTER: ENTER_FRAME(pfn, pfn->proto, pregs, ret_reg, 0);
        case NP_NC_ERROR: goto error;
        default: break;
        }
    }
    if (UNLIKELY(NP_IS_KIND(callee, OBJ_INSTANCE)) && (NP_OBJ(callee)->type->tflags & NP_TF_LRU) &&
        NP_IS_UNDEF(cself) && !kwn && call_at == pc - 1 && GET_OP(*call_at) == OP_CALL) {
        // An lru_cache wrapper called by CALL: a hit is answered at once, and a miss runs the
        // function as a frame of this loop (two levels of the recursion limit, vm->lru_depth)
        // whose return stores the result (do_return, NP_FRAME_LRU).
        switch (np_lru_enter(vm, callee, nargs, argv, &tmp)) {
        case NP_NC_DONE:
            R[ret_reg] = tmp;
            DISPATCH();
        case NP_NC_ENTER:
            // The miss counts two levels against the recursion limit, its frame and the
            // wrapper's call (CPython's C wrapper calls the function through a call that
            // counts): memoized recursion reaches half the limit, as there. No C stack is
            // used, so sys.setrecursionlimit raises it as far as it raises plain recursion.
            if (UNLIKELY(vm->nframes + vm->lru_depth + 2 > vm->recursion_limit)) {
                // CPython's lru_cache raises in its call of the function, without its suffix.
                np_raisef(vm, NP_TYPE_RECURSIONERROR, "maximum recursion depth exceeded");
                goto error;
            }
            vm->lru_depth++;
            callee = tmp;
            init_call = NP_FRAME_LRU;
            goto call_python;
        call_failed:
            // call_python could not push the frame (np_lru_enter accepted only simple calls).
            if (init_call == NP_FRAME_LRU) vm->lru_depth--;
            goto error;
        case NP_NC_ERROR: goto error;
        default: break;
        }
    }
    if (NP_IS_UNDEF(cself)) {
        // A builtin function (abs, len's kin: a native that is no method) or a class of the
        // stdlib with its own constructor (Decimal, datetime's): called here as np_call's
        // call_other would call it, without the two calls on the way.
        if (NP_IS_KIND(callee, OBJ_NATIVE) && NP_IS_UNDEF(((NpNative *)NP_AS_OBJ(callee))->self) &&
            !(NP_OBJ(callee)->flags & NP_NATIVE_METHOD)) {
            if (!((NpNative *)NP_AS_OBJ(callee))->fn(vm, nargs, argv, kwn, &tmp)) goto error;
        } else if (NP_IS_TYPE(callee) && NP_AS_TYPE(callee)->construct) {
            NpType *t = NP_AS_TYPE(callee);
            if (!t->construct(vm, t, nargs, argv, kwn, &tmp)) goto error;
        } else if (!np_call(vm, callee, nargs, argv, kwn, &tmp)) {
            goto error;
        }
    } else if (!np_call_with_self(vm, callee, cself, nargs, argv, kwn, &tmp)) {
        goto error;
    }
    R[ret_reg] = tmp;
    DISPATCH();

    /* ---- generators resumed in this loop */
    // FORITER/FORLOOP over a created or suspended generator, or YIELDFROM delegating to one
    // (instruction [i]; the generator in [rgen], the value sent in [tmp]): the generator's
    // frame is pushed like a call's (not a c_boundary frame), so its YIELD comes back to this
    // loop (gen_suspend) and its end to gen_finished, instead of a nested np_execute per item.
    // The checks and charges are np_gen_resume's.
    // FORITER/FORLOOP over the generator R[A]: resumed here when it can be, else by
    // np_gen_resume (which raises "already executing"; a finished one just ends the loop).
gen_loop:
    rgen = NP_AS_GEN(RA);
    tmp = np_none();
    if (LIKELY(rgen->state == NP_GEN_SUSPENDED || rgen->state == NP_GEN_CREATED)) goto gen_resume;
    switch (np_gen_resume(vm, rgen, tmp, &tmp)) {
    case 1: goto gen_item;
    case 0: goto gen_finished;
    default: goto error;
    }
    // FORITER/FORLOOP over enumerate(g) or map(f, g) (wrapped_gen gave rgen = g): g is resumed
    // here too, and wrap_item below applies the wrapper to each item it yields.
wrap_loop:
    tmp = np_none();
    goto gen_resume;
    // next(g) or next(g, default) (CALL A 1|2, checked by next_gen_call): g is resumed here too;
    // its item is the call's result (gen_item), its end the default or StopIteration
    // (gen_finished).
next_gen:
    rgen = NP_AS_GEN(R[A + 1]);
    tmp = np_none();
gen_resume:
    CHARGE(1);
gen_resume_charged : {
    NpGenerator *g = rgen;
    SAVE_PC();
    NpFrame *nf = np_frame_push(vm, g->func, g->regs);
    if (UNLIKELY(!nf)) {
        g->drain = 0;
        goto error;
    }
    NpProto *gp = g->func->proto;
    if (g->state == NP_GEN_SUSPENDED) {
        g->regs[g->resume_reg] = tmp;
        nf->pc = gp->code + g->pc;
        nf->yf_resumed = g->at_yf;
    }
    nf->gen = g;
    nf->is_gen = 1;
    nf->handling = g->handling;
    g->state = NP_GEN_RUNNING;
    f = nf;
    p = gp;
    pc = nf->pc;
    R = g->regs;
    SAFEPOINT();
    DISPATCH();
}

    // YIELD/YIELDFROM (instruction [i]; g->pc already set) suspends the generator frame with
    // the value [tmp]: a c_boundary frame returns it from np_execute, a frame resumed by
    // gen_resume hands it to its consumer below.
gen_suspend : {
    NpGenerator *g = f->gen;
    if (UNLIKELY(g->drain) && drain_take(vm, f, g, tmp)) {
        // The builtin draining the generator in this loop took the item (of a `yield from`;
        // YIELD offers its own): resume at once, as gen_resume would (its charge, None sent,
        // a safe point).
        CHARGE(1);
        RA = np_none();
        pc = CODE + g->pc;
        f->yf_resumed = GET_OP(i) == OP_YIELDFROM;
        SAFEPOINT();
        DISPATCH();
    }
    goto gen_suspend_undrained;
}
    // The item [tmp] that no loop drain took (YIELD comes here after offering it itself).
gen_suspend_undrained : {
    NpGenerator *g = f->gen;
    if (UNLIKELY(f->c_boundary) && g == vm->sink_gen &&
        (NP_LIMITS_OFF || vm->tick > 0) && vm->sink(vm, vm->sink_ctx, tmp)) {
        // np_gen_drain's consumer took the item: resume at once, as np_gen_resume would
        // (None sent, the budget charged 1 without reaching a check, a safe point).
        if (!NP_LIMITS_OFF) vm->tick--;
        RA = np_none();
        pc = CODE + g->pc;
        f->yf_resumed = GET_OP(i) == OP_YIELDFROM;
        SAFEPOINT();
        DISPATCH();
    }
    g->resume_reg = (uint8_t)A;
    g->at_yf = GET_OP(i) == OP_YIELDFROM;
    g->handling = f->handling;
    g->state = NP_GEN_SUSPENDED;
    vm->nframes--;
    if (UNLIKELY(f->c_boundary)) {
        *out = tmp;
        *yielded = true;
        vm->c_depth--;
        return true;
    }
    LOAD_FRAME();
}
    // The consumer frame is current, stopped after its FORITER, FORLOOP (+ EXTRA word) or
    // YIELDFROM: the item goes where that instruction would have put it.
gen_item:
    i = pc[-1];
    if (GET_OP(i) == OP_EXTRA) {
        i = pc[-2];
        if (UNLIKELY(!NP_IS_GEN(RA))) goto wrap_item;
        R[GET_Ax(pc[-1])] = tmp;
        goto forloop_back;
    }
    if (GET_OP(i) == OP_YIELDFROM) {
        // The delegate yielded: this generator yields the same item, and resuming it re-runs
        // the YIELDFROM (g->yf is still the delegate).
        f->gen->pc = (uint32_t)(pc - CODE) - 1;
        goto gen_suspend;
    }
    if (GET_OP(i) == OP_CALL) {
        // next(g), or a drain whose sink refused the item.
        if (UNLIKELY(NP_AS_GEN(R[A + 1])->drain)) goto drain_end;
        SET_A_TMP();
    }
    if (GET_OP(i) == OP_CALLMETHOD) goto drain_end;
    if (UNLIKELY(!NP_IS_GEN(RA))) goto wrap_item;
    R[A + 1] = tmp;
    DISPATCH();
    // The generator under the enumerate or map R[A] of FORITER/FORLOOP [i] yielded [tmp]: the
    // wrapper's item goes to the loop variable, or, for enumerate followed by the UNPACK of it,
    // straight to the UNPACK's targets (as np_next_unpacked does).
wrap_item : {
    NpIter *it = NP_AS_ITER(RA);
    bool back = GET_OP(i) == OP_FORLOOP || GET_OP(i) == OP_FORLOOPG ||
                GET_OP(i) == OP_FORLOOPU;
    NpValue *dst = back ? &R[GET_Ax(pc[-1])] : &R[A + 1];
    const uint32_t *body = back ? pc + GET_sBx(i) : pc;
    if (it->ikind == ITER_ENUMERATE) {
        NpValue n = it->aux;
        it->aux.u.i++;
        if (GET_OP(*body) == OP_UNPACK && GET_B(*body) == 2 && &R[GET_C(*body)] == dst) {
            R[GET_A(*body)] = n;
            R[GET_A(*body) + 1] = tmp;
            body++;
        } else {
            NpValue kv[2] = {n, tmp};
            NpTuple *t = np_tuple_from(vm, kv, 2);
            if (!t) goto error;
            *dst = np_obj(&t->hdr);
        }
    } else {
        // map(f, g): f's result (f may be any callable; the item is rooted across the call).
        NpValue res;
        if (!np_push_root(vm, tmp)) goto error;
        bool ok = np_call(vm, it->aux, 1, &tmp, NULL, &res);
        np_pop_roots(vm, 1);
        if (UNLIKELY(!ok)) {
            // A StopIteration out of f ends the loop (not the map), as np_iter.c's stop_ends.
            if (!np_exc_matches(vm, vm->types[NP_TYPE_STOPITERATION])) goto error;
            np_exc_clear(vm);
            if (back) DISPATCH();
            goto foriter_done;
        }
        *dst = res;
    }
    if (back) {
        CHARGE(-GET_sBx(i));
        SAFEPOINT();
    }
    pc = body;
    DISPATCH();
}
    // CALL A 1 of a builtin with an NpDrain ([dkind], drain_call) on the generator R[A+1], or
    // CALLMETHOD A 1 of such a method on R[A+2]: the drain's state goes to R[A] (the builtin
    // is not needed any more) and the generator is resumed in this loop; its YIELDs feed the
    // sink (gen_suspend, drain_take) while it takes the items. The charge and the state's
    // allocation come first, so a failed start leaves no drain behind (gen_resume_charged
    // clears it when the frame cannot be pushed).
drain_start : {
    int k = dkind;
    CHARGE(1);
    rgen = NP_AS_GEN(R[A + 1 + (GET_OP(i) == OP_CALLMETHOD)]);
    if (np_drains[k - 1].init == NP_DRAIN_LIST) {
        NpList *l = np_list_new(vm, 0);
        if (!l) goto error;
        RA = np_obj(&l->hdr);
    } else if (np_drains[k - 1].init == NP_DRAIN_SELF) {
        RA = R[A + 1];
    } else {
        RA = np_drains[k - 1].init == NP_DRAIN_ZERO ? np_int(0) : np_undef();
    }
    rgen->drain = (uint8_t)k;
    rgen->drain_reg = (uint8_t)A;
    tmp = np_none();
    goto gen_resume_charged;
}
    // The drained generator of CALL/CALLMETHOD [i] yielded [tmp], which the sink refused, or
    // ended ([tmp] UNDEF): the drain's finish gives the call's result (it may run Python code
    // and drain the rest of the generator the general way).
drain_end : {
    NpGenerator *g = NP_AS_GEN(R[A + 1 + (GET_OP(i) == OP_CALLMETHOD)]);
    int k = g->drain;
    g->drain = 0;
    if (np_drains[k - 1].init >= NP_DRAIN_LIST && !NP_IS_UNDEF(tmp)) {
        // A list that the sink would not grow (over 200 items): the general path's append
        // grows it (raising what it raises), and the drain goes on in this loop.
        if (!np_list_append(vm, NP_AS_LIST(RA), tmp)) goto error;
        CHARGE(1);
        rgen = g;
        g->drain = (uint8_t)k;
        tmp = np_none();
        goto gen_resume_charged;
    }
    if (!np_drains[k - 1].finish(vm, &RA, tmp, &R[A + 1], &tmp)) goto error;
    SET_A_TMP();
}
    // The generator resumed by gen_resume returned [tmp]: the for loop ends, or the
    // `yield from` evaluates to that value.
gen_finished:
    i = pc[-1];
    if (GET_OP(i) == OP_EXTRA) {
        // The loop ends; an enumerate or map over the generator is exhausted with it.
        i = pc[-2];
        if (UNLIKELY(NP_IS_ITER(RA))) NP_AS_ITER(RA)->done = true;
        DISPATCH();
    }
    if (GET_OP(i) == OP_CALLMETHOD || (GET_OP(i) == OP_CALL && NP_AS_GEN(R[A + 1])->drain)) {
        tmp = np_undef();
        goto drain_end;
    }
    if (GET_OP(i) == OP_CALL) {
        // next(g): the default, else StopIteration carrying the return value, as np_builtin_next.
        if (GET_B(i) == 2) {
            RA = R[A + 2];
            DISPATCH();
        }
        raise_gen_stop(vm, tmp);
        goto error;
    }
    if (GET_OP(i) == OP_YIELDFROM) {
        f->gen->yf = np_undef();
        SET_A_TMP();
    }
    if (UNLIKELY(NP_IS_ITER(RA))) NP_AS_ITER(RA)->done = true;
    goto foriter_done;

do_return : {
    if (LIKELY(!f->special)) LEAN_RETURN(tmp);
    if (LIKELY(f->c_boundary && !f->gen)) {
        // The return of a call from C (np_call): release the registers, hand the value back.
        NpStackSeg *s = vm->seg;
        s->top = f->regs;
        if (UNLIKELY(f->regs == s->slots) && s->prev) vm->seg = s->prev;
        vm->nframes--;
        if (UNLIKELY(f->is_init == NP_FRAME_EACH)) goto each_return;
        *out = tmp;
        vm->c_depth--;
        return true;
    }
    bool c = f->c_boundary;
    int is_init = f->is_init;
    int rr = f->ret_reg;
    if (f->gen) {
        f->gen->state = NP_GEN_DONE;
        f->gen->yf = np_undef();
        f->gen->handling = np_undef();
        if (!c) {
            // Resumed in this loop by FORITER/FORLOOP: the loop is exhausted.
            vm->nframes--;
            LOAD_FRAME();
            goto gen_finished;
        }
    } else {
        np_stack_pop(vm, f->regs);
    }
    vm->nframes--;
    if (c) {
        *out = tmp;
        vm->c_depth--;
        return true;
    }
    LOAD_FRAME();
    if (UNLIKELY(is_init == NP_FRAME_LRU)) {
        // An lru_cache miss run by do_call: the CALL before pc has the wrapper in R[rr] and
        // the arguments after it.
        vm->lru_depth--;
        if (!np_lru_store(vm, R[rr], GET_B(pc[-1]), &R[rr + 1], tmp)) goto error;
        R[rr] = tmp;
    } else if (UNLIKELY(is_init >= NP_FRAME_DISCARD)) {
        // A special method run by dunder_enter for the instruction before pc.
        if (is_init == NP_FRAME_NEXT) {
            // The for loop's next item: FORLOOP (before its EXTRA word) jumps back.
            R[rr] = tmp;
            if (GET_OP(pc[-1]) == OP_EXTRA) {
                i = pc[-2];
                goto forloop_back;
            }
            SAFEPOINT();
            DISPATCH();
        }
        if (is_init > NP_FRAME_DISCARD) {
            if (!dunder_result(vm, is_init, pc, R, &tmp)) goto error;
            R[rr] = tmp;
        }
    } else if (UNLIKELY(is_init)) {
        if (!NP_IS_NONE(tmp)) {
            np_raisef(vm, NP_TYPE_TYPEERROR, "__init__() should return None, not '%s'",
                      np_type_name(vm, tmp));
            goto error;
        }
        np_instance_learn(R[rr]);
    } else {
        R[rr] = tmp;
    }
    SAFEPOINT();
    DISPATCH();
}

each_return : {
    // The return of one call of an np_call_each loop (vm/np_call.c), its frame already gone as
    // after np_call: the step takes the value and may ask for the next call, whose frame is
    // pushed and run by this same loop instead of a nested np_execute per call.
    NpCallEach *e = (NpCallEach *)(void *)out;
    NpFunction *efn = f->func;
    e->result = tmp;
    int r = e->step(vm, e);
    if (r > 0 && np_call_each_enter(vm, efn, e)) {
        LOAD_FRAME();
        SAFEPOINT();
        DISPATCH();
    }
    vm->c_depth--;
    return r == 0;
}

    /* ---- exception unwinding */
error:
    if (UNLIKELY(!NP_IS_EXC(vm->exc)))
        np_raisef(vm, NP_TYPE_RUNTIMEERROR, "SystemError: error return without exception set");
    if (NP_AS_EXC(vm->exc)->ntb == 0 && !(NP_AS_EXC(vm->exc)->hdr.flags & NP_EXC_UNCATCHABLE))
        np_set_context(vm, vm->exc);
error_trace:
    tb_mark = NP_AS_EXC(vm->exc)->ntb;
    add_trace(vm, p, instr_index(CODE, pc));
    goto unwind;
reraise:
    if (!NP_IS_EXC(vm->exc)) {
        vm->exc = np_undef();
        goto error;
    }
    tb_mark = NP_AS_EXC(vm->exc)->ntb;
unwind:
    for (;;) {
        NpValue exc = vm->exc;
        if (!(NP_AS_EXC(exc)->hdr.flags & NP_EXC_UNCATCHABLE) || writeback_handler(p, CODE, pc)) {
            // An uncatchable exception (a limit) runs only the handlers that write a
            // module-level loop's registers back to the globals (writeback_handler): the REPL
            // and the host see the globals as the loop left them.
            bool unc = NP_AS_EXC(exc)->hdr.flags & NP_EXC_UNCATCHABLE;
            uint32_t idx = instr_index(CODE, pc);
            for (uint32_t h = 0; h < p->nhandlers; h++) {
                NpHandlerEntry *he = &p->handlers[h];
                if (idx >= he->start && idx < he->end &&
                    (!unc || GET_OP(CODE[he->handler]) == OP_REGSTORE)) {
                    finish_tb(exc, tb_mark);
                    R[he->reg] = exc;
                    vm->exc = np_undef();
                    pc = CODE + he->handler;
                    DISPATCH();
                }
            }
        }
        bool c = f->c_boundary, resumed_here = f->gen && !c;
        if (UNLIKELY(f->is_init == NP_FRAME_NEXT) && next_stops(vm, exc)) {
            // A for loop's __next__ (a plain frame of this loop) raised StopIteration: the
            // loop is over (next_stopped).
            np_stack_pop(vm, f->regs);
            vm->nframes--;
            LOAD_FRAME();
            goto next_stopped;
        }
        if (UNLIKELY(f->is_init == NP_FRAME_LRU)) vm->lru_depth--;
        if (f->gen) {
            f->gen->state = NP_GEN_DONE;
            f->gen->yf = np_undef();
            f->gen->handling = np_undef();
            if (np_isinstance(vm, exc, vm->types[NP_TYPE_STOPITERATION])) {
                finish_tb(exc, tb_mark);
                convert_stopiteration(vm);
                tb_mark = 0;
                add_trace(vm, p, instr_index(CODE, pc));
            }
        } else {
            np_stack_pop(vm, f->regs);
        }
        vm->nframes--;
        if (c) {
            finish_tb(vm->exc, tb_mark);
            vm->c_depth--;
            return false;
        }
        LOAD_FRAME();
        // A `yield from` whose delegate ran in this loop (gen_resume) has no delegate any more.
        if (resumed_here && f->gen && GET_OP(pc[-1]) == OP_YIELDFROM) f->gen->yf = np_undef();
        add_trace(vm, p, instr_index(CODE, pc));
    }
}
