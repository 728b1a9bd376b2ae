/*
 * main.c - the `nearly` command line: `nearly run`, `nearly ast` and `nearly dis`.
 *
 * `run` goes through the public API (include/nearly.h) like any host would. Exit status: 0 on
 * success, 1 on a syntax error or an uncaught exception (limits included), 2 on a usage error.
 */
#include <errno.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_state.h"
#include "cli_vm.h"
#include "nearly.h"
#include "np_compile.h"
#include "np_parse.h"
#include "np_runtime.h"
#include "repl.h"

// Source files larger than this are refused before reading (a usage error, not a crash).
#define CLI_MAX_SOURCE ((size_t)64 * 1024 * 1024)

NpVM *nearly_internal_vm(NearlyVM *h);

// The VM that SIGINT interrupts; only the signal handler and main touch it.
static NearlyVM *volatile g_running_vm;

// `nearly run` is about to exit: under a sanitizer the VM is freed so leak checks stay
// meaningful; otherwise the process exit returns its memory at once, and freeing every object
// one by one (a few percent of a run that ends with many live objects) is skipped. Nothing
// observable happens at teardown: output is flushed and the state store closed before this.
static void release_at_exit(NearlyVM *vm) {
#if defined(__SANITIZE_ADDRESS__) || defined(NEARLY_FREE_AT_EXIT)
    nearly_vm_free(vm);
#else
    (void)vm;
#endif
}

static void on_sigint(int sig) {
    (void)sig;
    if (g_running_vm) nearly_interrupt(g_running_vm);
}

static void usage(FILE *f) {
    fputs("usage: nearly run [--budget N] [--memory-limit SIZE] [--recursion-limit N]\n"
          "                  [--timeout SEC] [--hash-seed N] [--state PATH] [--policy FILE]\n"
          "                  (FILE | -c CODE | -)\n"
          "       nearly repl [--policy FILE] [-i FILE] (see nearly repl --help)\n"
          "       nearly state (log|show|diff|checkout) PATH ...\n"
          "       nearly ast FILE\n"
          "       nearly dis FILE\n",
          f);
}

// Prints a usage error and returns exit status 2.
static int usage_error(const char *fmt, const char *arg) {
    fputs("nearly: ", stderr);
    fprintf(stderr, fmt, arg);
    fputc('\n', stderr);
    usage(stderr);
    return 2;
}

// Reads all of [f] into a malloc'd buffer; NULL (with errno) on failure or when too large.
static char *read_stream(FILE *f, size_t *len) {
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    if (!buf) return NULL;
    for (;;) {
        if (n == cap) {
            if (cap >= CLI_MAX_SOURCE) {
                free(buf);
                errno = EFBIG;
                return NULL;
            }
            cap *= 2;
            char *nb = realloc(buf, cap);
            if (!nb) {
                free(buf);
                return NULL;
            }
            buf = nb;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0) break;
    }
    if (ferror(f)) {
        free(buf);
        return NULL;
    }
    *len = n;
    return buf;
}

static char *read_file(const char *path, size_t *len) {
    FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
    if (!f) return NULL;
    char *buf = read_stream(f, len);
    int saved = errno;
    if (f != stdin) fclose(f);
    errno = saved;
    return buf;
}

// Parses a size like 64M, 10MiB, 1G, 4096 or 512k into bytes; 0 on a malformed size.
static size_t parse_size(const char *s) {
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (errno || end == s || v <= 0) return 0;
    double mult = 1;
    switch (*end) {
    case 'k': case 'K': mult = 1024.0; end++; break;
    case 'm': case 'M': mult = 1024.0 * 1024; end++; break;
    case 'g': case 'G': mult = 1024.0 * 1024 * 1024; end++; break;
    default: break;
    }
    if (mult > 1 && (*end == 'i' || *end == 'I')) end++;
    if (mult > 1 && (*end == 'b' || *end == 'B')) end++;
    if (mult == 1 && (*end == 'b' || *end == 'B')) end++;
    if (*end) return 0;
    double bytes = v * mult;
    if (bytes < 1 || bytes > 1e15) return 0;
    return (size_t)bytes;
}

// Parses a positive integer option value; false when malformed or out of [1, max].
static bool parse_count(const char *s, long long max, long long *out) {
    char *end;
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (errno || end == s || *end || v < 1 || v > max) return false;
    *out = v;
    return true;
}

// Options of `nearly run`.
typedef struct RunOpts {
    long long budget, recursion;
    size_t memory;
    double timeout;
    uint64_t hash_seed;
    bool has_budget, has_recursion, has_memory, has_timeout, has_hash_seed;
    const char *code, *path, *state, *policy;
} RunOpts;

// Parses `run`'s arguments into [o]; returns 0, or 2 after printing a usage error.
static int parse_run_args(int argc, char **argv, RunOpts *o) {
    memset(o, 0, sizeof *o);
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-c")) {
            if (!val) return usage_error("%s needs an argument", a);
            o->code = val;
            if (i + 2 != argc) return usage_error("unexpected argument after -c CODE%s", "");
            return 0;
        }
        if (!strcmp(a, "-") || a[0] != '-') {
            o->path = a;
            if (i + 1 != argc) return usage_error("unexpected argument after %s", a);
            return 0;
        }
        if (!val) return usage_error("%s needs an argument", a);
        i++;
        if (!strcmp(a, "--budget")) {
            if (!parse_count(val, (long long)4e18, &o->budget))
                return usage_error("bad --budget: %s", val);
            o->has_budget = true;
        } else if (!strcmp(a, "--memory-limit")) {
            if (!(o->memory = parse_size(val))) return usage_error("bad --memory-limit: %s", val);
            o->has_memory = true;
        } else if (!strcmp(a, "--recursion-limit")) {
            if (!parse_count(val, 20000, &o->recursion))
                return usage_error("bad --recursion-limit (1..20000): %s", val);
            o->has_recursion = true;
        } else if (!strcmp(a, "--timeout")) {
            char *end;
            o->timeout = strtod(val, &end);
            if (end == val || *end || !(o->timeout > 0) || o->timeout > 1e7)
                return usage_error("bad --timeout: %s", val);
            o->has_timeout = true;
        } else if (!strcmp(a, "--hash-seed")) {
            if (!cli_parse_seed(val, &o->hash_seed)) return usage_error("bad --hash-seed: %s", val);
            o->has_hash_seed = true;
        } else if (!strcmp(a, "--state")) {
            o->state = val;
        } else if (!strcmp(a, "--policy")) {
            o->policy = val;
        } else {
            return usage_error("unknown option %s", a);
        }
    }
    return usage_error("run needs FILE, -c CODE or -%s", "");
}

static int cmd_run(int argc, char **argv) {
    RunOpts o;
    int rc = parse_run_args(argc, argv, &o);
    if (rc) return rc;
    // The policy is read completely before anything runs; a bad one is a usage error.
    NearlyPolicy *policy = NULL;
    if (o.policy) {
        char err[512];
        policy = nearly_policy_load(o.policy, err, sizeof err);
        if (!policy) {
            fprintf(stderr, "nearly: bad policy: %s\n", err);
            return 2;
        }
    }
    // --hash-seed fixes the str hash seed (over the policy's); otherwise cli_vm_new applies the
    // policy's, else $NEARLY_HASH_SEED, else each VM draws a random one.
    if (o.has_hash_seed) {
        if (!policy) policy = nearly_policy_default();
        if (!policy) {
            fputs("nearly: out of memory\n", stderr);
            return 1;
        }
        nearly_policy_set_hash_seed(policy, o.hash_seed);
    }
    size_t len = 0;
    char *src = NULL;
    const char *filename = "<string>";
    if (o.code) {
        len = strlen(o.code);
        src = malloc(len + 1);
        if (src) memcpy(src, o.code, len + 1);
    } else {
        filename = strcmp(o.path, "-") ? o.path : "<stdin>";
        src = read_file(o.path, &len);
        if (!src) {
            fprintf(stderr, "nearly: can't open file '%s': %s\n", o.path, strerror(errno));
            nearly_policy_free(policy);
            return 2;
        }
    }
    if (!src) {
        nearly_policy_free(policy);
        return 2;
    }
    // Flags given on the command line override the policy's limits.
    NearlyVM *vm = cli_vm_new(policy);
    nearly_policy_free(policy);
    if (!vm) {
        free(src);
        fputs("nearly: out of memory\n", stderr);
        return 1;
    }
    if (o.has_budget) nearly_set_budget(vm, o.budget);
    if (o.has_memory) nearly_set_memory_limit(vm, o.memory);
    if (o.has_recursion) nearly_set_recursion_limit(vm, (int)o.recursion);
    if (o.has_timeout) nearly_set_timeout(vm, o.timeout);
    // --state: continue from the store's HEAD; commit only when the run succeeds.
    NearlyStore *store = o.state ? cli_state_open(o.state, vm) : NULL;
    if (o.state && !store) {
        nearly_vm_free(vm);
        free(src);
        return 1;
    }
    g_running_vm = vm;
    signal(SIGINT, on_sigint);
    NearlyStatus st = nearly_run(vm, src, len, filename);
    signal(SIGINT, SIG_DFL);
    g_running_vm = NULL;
    fflush(stdout);
    int status = store ? cli_state_close(store, vm, st) : (st == NEARLY_OK ? 0 : 1);
    // `raise SystemExit(n)`: the status the program asked for (CPython's exit code rules).
    if (st == NEARLY_EXIT) status = nearly_exit_code(vm);
    release_at_exit(vm);
    free(src);
    return status;
}

// Parses [path]; on success hands the module to [fn]. Shared by `ast` and `dis`.
static int with_module(const char *path, int (*fn)(const NpModule *, const char *, NearlyVM *)) {
    size_t len;
    char *src = read_file(path, &len);
    if (!src) {
        fprintf(stderr, "nearly: can't open file '%s': %s\n", path, strerror(errno));
        return 2;
    }
    NpArena arena;
    npast_arena_init(&arena, (size_t)256 * 1024 * 1024);
    NpSyntaxError err;
    memset(&err, 0, sizeof err);
    NpModule *m = npparse_module(&arena, src, len, path, &err);
    int rc;
    if (!m) {
        fflush(stdout);
        npparse_format_error(&err, src, len, path, stderr);
        rc = 1;
    } else {
        NearlyVM *vm = cli_vm_new(NULL);
        rc = vm ? fn(m, path, vm) : 1;
        nearly_vm_free(vm);
    }
    npast_arena_free(&arena);
    free(src);
    return rc;
}

static int dump_ast(const NpModule *m, const char *path, NearlyVM *vm) {
    (void)path;
    (void)vm;
    npast_dump(m, stdout);
    return 0;
}

static int dump_dis(const NpModule *m, const char *path, NearlyVM *h) {
    NpVM *vm = nearly_internal_vm(h);
    NpSyntaxError err;
    memset(&err, 0, sizeof err);
    NpProto *p = npcomp_module(vm, m, path, &err);
    if (!p) {
        fflush(stdout);
        if (err.type[0])
            fprintf(stderr, "  File \"%s\", line %d\n%s: %s\n", path, err.line, err.type, err.msg);
        else
            fputs("MemoryError\n", stderr);
        return 1;
    }
    npcomp_disassemble(vm, p, stdout);
    return 0;
}

// Keeps glibc's heap from shrinking and regrowing around each collection. The collector frees
// dead objects in bulk, so a program whose big buffers die young (a 300 KB list slice per
// step) freed megabytes at the heap's top at every collection; glibc gave them back with brk
// (trim threshold 128 KB) and the next allocations faulted the pages in again: rope_editor took
// 137 000 page faults and half its CPU time in the kernel. A 64 MiB trim threshold keeps
// such memory; a fixed 32 MiB mmap threshold (setting the trim threshold turns off glibc's
// adaptive one, which would drop back to 128 KB) keeps the buffers below it on the heap. The
// VM's accounting, and so --memory-limit, does not change. Hosts that embed the library choose
// their own malloc settings. Until session 16 the thresholds were 4 MiB and 32 MiB: every list
// or buffer of 4-32 MiB was then a fresh mapping, unmapped when collected, so a program that
// makes one per step (sieve's 9.6 MB flag lists) faulted all its pages in again each time
// (sieve: 28 300 -> 16 600 minor faults, system time halved). The cost: a big buffer grown by
// realloc is copied in the heap instead of moved by mremap (docs/performance.md, mem16).
static void tune_malloc(void) {
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
}

int main(int argc, char **argv) {
    tune_malloc();
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    const char *cmd = argv[1];
    if (!strcmp(cmd, "run")) return cmd_run(argc - 2, argv + 2);
    if (!strcmp(cmd, "state")) return cli_state_main(argc - 2, argv + 2);
    if (!strcmp(cmd, "repl")) return cmd_repl(argc - 2, argv + 2);
    if (!strcmp(cmd, "ast") || !strcmp(cmd, "dis")) {
        if (argc != 3) return usage_error("%s needs exactly one FILE", cmd);
        return with_module(argv[2], !strcmp(cmd, "ast") ? dump_ast : dump_dis);
    }
    if (!strcmp(cmd, "-h") || !strcmp(cmd, "--help") || !strcmp(cmd, "help")) {
        usage(stdout);
        return 0;
    }
    return usage_error("unknown command '%s'", cmd);
}
