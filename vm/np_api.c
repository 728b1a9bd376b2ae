/*
 * np_api.c - the public API of include/nearly.h, a thin layer over the internal pipeline:
 * npparse_module (front end) -> npcomp_module (compiler) -> npvm_run (interpreter).
 *
 * A NearlyVM owns one NpVM plus the per-run settings a host chose and the text of the last
 * error, so hosts never see internal types.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "nearly.h"
#include "np_compile.h"
#include "np_embed.h"
#include "np_interp.h"
#include "np_parse.h"
#include "np_policy.h"
#include "np_runtime.h"
#include "np_serial.h"

// The largest AST arena one parse may use; a bigger program is a SyntaxError, not an OOM.
#define NP_API_ARENA_LIMIT ((size_t)256 * 1024 * 1024)

struct NearlyVM {
    NpVM *vm;
    // Instruction budget and timeout applied at the start of every run.
    int64_t budget;
    double timeout;
    // Type name and message of the exception that ended the last run ("" after success).
    char errtype[64];
    char *errmsg;
    // Host output sinks; NULL means the process's stdout/stderr.
    NearlyWriteFn out, err;
    void *ud;
    // The exit status a run that ended with SystemExit asks for (NEARLY_EXIT), else 0.
    int exit_code;
    // Host types registered on this VM (vm/np_api_host.c); freed after the VM itself.
    NearlyType *types;
};

NearlyType **np_api_types(NearlyVM *h) {
    return &h->types;
}

// Default sinks: the process's standard streams.
static void write_stdout(void *ud, const char *data, size_t len) {
    (void)ud;
    fwrite(data, 1, len, stdout);
}

static void write_stderr(void *ud, const char *data, size_t len) {
    (void)ud;
    fflush(stdout);
    fwrite(data, 1, len, stderr);
}

NearlyVM *nearly_vm_new(void) { return nearly_vm_new_with_policy(NULL); }

// 64 random bits for a VM's str hash seed, drawn on the host side of the API (the VM core never
// reads entropy unless the 'entropy' capability grants it). getrandom blocks only before the
// kernel's pool is first initialized; if it fails, the clock and addresses are mixed instead.
static uint64_t draw_hash_seed(void) {
    uint64_t v;
    if (getrandom(&v, sizeof v, 0) == (ssize_t)sizeof v) return v;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    v = (uint64_t)ts.tv_nsec * 0x9e3779b97f4a7c15ULL ^ (uint64_t)ts.tv_sec ^
        (uint64_t)(uintptr_t)&v ^ ((uint64_t)getpid() << 32);
    return v;
}

NearlyVM *nearly_vm_new_with_policy(const NearlyPolicy *policy) {
    NearlyVM *h = calloc(1, sizeof *h);
    if (!h) return NULL;
    // A policy without hash_seed gets a fresh random seed per VM, so hash flooding cannot be
    // planned in advance; the VM takes its own copy of this policy.
    NpPolicy *p = policy ? np_policy_copy(policy) : np_policy_default();
    if (p && !p->has_hash_seed && !p->has_host_seed) {
        p->host_seed = draw_hash_seed();
        p->has_host_seed = true;
    }
    h->vm = p ? npvm_new_with_policy(p) : NULL;
    np_policy_free(p);
    if (!h->vm) {
        free(h);
        return NULL;
    }
    h->budget = NP_DEFAULT_BUDGET;
    h->timeout = NP_DEFAULT_TIMEOUT_SEC;
    if (policy && policy->has_budget) h->budget = policy->budget;
    if (policy && policy->has_timeout) h->timeout = policy->timeout;
    h->errmsg = NULL;
    nearly_set_output(h, NULL, NULL, NULL);
    return h;
}

void nearly_vm_free(NearlyVM *h) {
    if (!h) return;
    npvm_free(h->vm);
    np_host_types_free(h->types);
    free(h->errmsg);
    free(h);
}

void nearly_set_budget(NearlyVM *h, int64_t instructions) {
    if (h && instructions > 0) h->budget = instructions;
}

void nearly_set_memory_limit(NearlyVM *h, size_t bytes) {
    if (h && bytes > 0) npvm_set_memory_limit(h->vm, bytes);
}

void nearly_set_recursion_limit(NearlyVM *h, int depth) {
    if (h && depth > 0) npvm_set_recursion_limit(h->vm, depth);
}

void nearly_allow_recursion_limit(NearlyVM *h, int depth) {
    if (h && depth > 0) npvm_allow_recursion_limit(h->vm, depth);
}

void nearly_set_timeout(NearlyVM *h, double seconds) {
    if (h && seconds >= 0) h->timeout = seconds;
}

void nearly_set_output(NearlyVM *h, NearlyWriteFn out, NearlyWriteFn err, void *ud) {
    if (!h) return;
    h->vm->write_out = out ? out : write_stdout;
    h->vm->write_err = err ? err : write_stderr;
    h->vm->write_ud = ud;
}

void nearly_interrupt(NearlyVM *h) {
    if (h) npvm_interrupt(h->vm);
}

// Records the last error's type and message for nearly_error_type/nearly_error_message.
static void set_error(NearlyVM *h, const char *type, const char *msg, size_t msglen) {
    if (type != h->errtype) snprintf(h->errtype, sizeof h->errtype, "%s", type);
    free(h->errmsg);
    h->errmsg = malloc(msglen + 1);
    if (h->errmsg) {
        memcpy(h->errmsg, msg, msglen);
        h->errmsg[msglen] = '\0';
    }
}

// Prints a syntax error the way CPython does and records it as the last error.
static NearlyStatus report_syntax(NearlyVM *h, const NpSyntaxError *e, const char *src,
                                  size_t len, const char *filename) {
    char *text = NULL;
    size_t textlen = 0;
    FILE *mem = open_memstream(&text, &textlen);
    if (mem) {
        npparse_format_error(e, src, len, filename, mem);
        fclose(mem);
        h->vm->write_err(h->vm->write_ud, text, textlen);
        free(text);
    }
    set_error(h, e->type, e->msg, strlen(e->msg));
    return NEARLY_ERR_SYNTAX;
}

// True when [exc] comes from a limit the host set rather than from the program: the budget,
// memory limit, timeout and interrupt raise uncatchable exceptions (the flag says so, so a
// script's own `raise TimeoutError` is not mistaken for one), and the recursion limit raises
// RecursionError. Those runs are reported as NEARLY_ERR_LIMIT.
bool np_api_is_limit_error(NpVM *vm, NpValue exc) {
    return (NP_OBJ(exc)->flags & NP_EXC_UNCATCHABLE) ||
           np_isinstance(vm, exc, vm->types[NP_TYPE_RECURSIONERROR]);
}

// Records [exc] (the pending exception) as the run's error: its type name and str(), then
// clears it. Returns NEARLY_ERR_LIMIT or NEARLY_ERR_RUNTIME.
static NearlyStatus record_exception(NearlyVM *h, NpValue exc) {
    NpVM *vm = h->vm;
    NearlyStatus st = np_api_is_limit_error(vm, exc) ? NEARLY_ERR_LIMIT : NEARLY_ERR_RUNTIME;
    snprintf(h->errtype, sizeof h->errtype, "%s", np_type_name(vm, exc));
    np_exc_clear(vm);
    NpStr *msg = np_to_str(vm, exc);
    np_exc_clear(vm);
    set_error(h, h->errtype, msg ? msg->data : "", msg ? msg->len : 0);
    return st;
}

// An uncaught SystemExit ends the run as CPython ends the process, without a traceback: its
// code (None or no argument: 0; an int: that status; anything else: printed to stderr, status
// 1; several arguments: the args tuple, printed) becomes h->exit_code, and the run reports
// NEARLY_EXIT.
static NearlyStatus report_exit(NearlyVM *h, NpValue exc) {
    NpVM *vm = h->vm;
    NpTuple *args = NP_AS_EXC(exc)->args;
    NpValue code = !args || args->n == 0 ? np_none()
                   : args->n == 1        ? args->items[0]
                                         : np_obj(&args->hdr);
    np_exc_clear(vm);
    h->exit_code = 0;
    if (code.tag == NP_T_INT || code.tag == NP_T_BOOL) {
        h->exit_code = (int)(code.u.i & 0xff);
    } else if (!NP_IS_NONE(code)) {
        h->exit_code = 1;
        NpStr *msg = np_to_str(vm, code);
        if (msg) {
            vm->write_err(vm->write_ud, msg->data, msg->len);
            vm->write_err(vm->write_ud, "\n", 1);
        }
        np_exc_clear(vm);
    }
    snprintf(h->errtype, sizeof h->errtype, "SystemExit");
    return NEARLY_EXIT;
}

// Prints the pending exception's traceback and records its type and message.
static NearlyStatus report_exception(NearlyVM *h, const char *src, size_t len) {
    NpVM *vm = h->vm;
    NpValue exc = vm->exc;
    if (NP_IS_UNDEF(exc)) {
        set_error(h, "SystemError", "run failed without an exception", 31);
        return NEARLY_ERR_RUNTIME;
    }
    if (np_isinstance(vm, exc, vm->types[NP_TYPE_SYSTEMEXIT]) &&
        !(NP_OBJ(exc)->flags & NP_EXC_UNCATCHABLE))
        return report_exit(h, exc);
    np_exc_print(vm, exc, src, len);
    return record_exception(h, exc);
}

NearlyStatus nearly_run(NearlyVM *h, const char *src, size_t len, const char *filename) {
    if (!h || (!src && len) || !filename) return NEARLY_ERR_USAGE;
    if (!src) src = "";
    set_error(h, "", "", 0);
    h->exit_code = 0;
    NpArena arena;
    npast_arena_init(&arena, NP_API_ARENA_LIMIT);
    NpSyntaxError serr;
    memset(&serr, 0, sizeof serr);
    NpModule *mod = npparse_module(&arena, src, len, filename, &serr);
    if (!mod) {
        NearlyStatus st = report_syntax(h, &serr, src, len, filename);
        npast_arena_free(&arena);
        return st;
    }
    NpVM *vm = h->vm;
    npvm_set_budget(vm, h->budget);
    NpProto *proto = npcomp_module(vm, mod, filename, &serr);
    npast_arena_free(&arena);
    if (!proto) {
        if (serr.type[0]) return report_syntax(h, &serr, src, len, filename);
        return report_exception(h, src, len);
    }
    // The functions of the run keep its source, so versioned state can save them by value.
    NpStr *source = np_str_new(vm, src, len);
    if (!source) return report_exception(h, src, len);
    np_proto_attach_source(vm, proto, source);
    NpStr *key = np_intern_cstr(vm, "__name__");
    NpStr *main_name = np_str_from_cstr(vm, "__main__");
    if (!key || !main_name || !np_dict_set_str(vm, vm->main_globals, key, np_obj(&main_name->hdr)))
        return report_exception(h, src, len);
    npvm_set_timeout(vm, h->timeout);
    NpValue result;
    bool ok = npvm_run(vm, proto, vm->main_globals, &result);
    npvm_set_timeout(vm, 0);
    if (!ok) return report_exception(h, src, len);
    return NEARLY_OK;
}

const char *nearly_error_type(NearlyVM *h) { return h ? h->errtype : ""; }

int nearly_exit_code(NearlyVM *h) { return h ? h->exit_code : 0; }

const char *nearly_error_message(NearlyVM *h) { return h && h->errmsg ? h->errmsg : ""; }

int64_t nearly_budget_used(NearlyVM *h) {
    return h ? h->vm->budget_start - np_budget_left(h->vm) : 0;
}

size_t nearly_peak_memory(NearlyVM *h) { return h ? np_mem_peak(h->vm) : 0; }

size_t nearly_memory_used(NearlyVM *h) { return h ? h->vm->bytes : 0; }

// The internal VM behind a handle, for the CLI's ast/dis commands and tests.
NpVM *nearly_internal_vm(NearlyVM *h);
NpVM *nearly_internal_vm(NearlyVM *h) { return h ? h->vm : NULL; }

/* ---------------------------------------------------------------- policies */

NearlyPolicy *nearly_policy_load(const char *path, char *err, size_t errlen) {
    if (!path) return NULL;
    return np_policy_load(path, err, errlen);
}

NearlyPolicy *nearly_policy_parse(const char *text, size_t len, const char *name, char *err,
                                  size_t errlen) {
    return np_policy_parse(text, len, name, err, errlen);
}

NearlyPolicy *nearly_policy_default(void) { return np_policy_default(); }

void nearly_policy_free(NearlyPolicy *policy) { np_policy_free(policy); }

void nearly_policy_set_hash_seed(NearlyPolicy *policy, uint64_t seed) {
    if (!policy) return;
    policy->hash_seed = seed;
    policy->has_hash_seed = true;
}

uint64_t nearly_hash_seed(NearlyVM *h) { return h ? h->vm->hash_seed : 0; }

char *nearly_policy_format(const NearlyPolicy *policy) {
    return policy ? np_policy_format(policy) : NULL;
}

int nearly_grant_module(NearlyVM *h, const char *name) {
    return h && name && np_policy_grant_module(h->vm->policy, name);
}

int nearly_revoke_module(NearlyVM *h, const char *name) {
    return h && name && np_policy_revoke_module(h->vm->policy, name);
}

int nearly_grant_capability(NearlyVM *h, const char *name) {
    if (!h || !name || !np_policy_grant_cap(h->vm->policy, name)) return 0;
    np_policy_sync(h->vm);
    return 1;
}

int nearly_revoke_capability(NearlyVM *h, const char *name) {
    if (!h || !name || !np_policy_revoke_cap(h->vm->policy, name)) return 0;
    np_policy_sync(h->vm);
    return 1;
}

char *nearly_vm_policy_text(NearlyVM *h) { return h ? np_policy_format(h->vm->policy) : NULL; }

/* ---------------------------------------------------------------- embedding hooks (vm/np_embed.h) */

void np_api_set_error(NearlyVM *h, const char *type, const char *msg) {
    set_error(h, type, msg, strlen(msg));
}

NearlyStatus np_api_take_error(NearlyVM *h) {
    NpVM *vm = h->vm;
    NpValue exc = vm->exc;
    if (NP_IS_UNDEF(exc)) {
        set_error(h, "SystemError", "failed without an exception", 27);
        return NEARLY_ERR_RUNTIME;
    }
    return record_exception(h, exc);
}
