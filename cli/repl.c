/*
 * repl.c - `nearly repl`: an interactive prompt for trying code against a sandbox policy.
 *
 * On a terminal it reads with libedit (line editing, history in ~/.nearly_history or
 * $NEARLY_HISTORY, tab completion of names and of the attributes the attribute rule allows);
 * otherwise it reads plain lines from stdin with the same semantics and no prompts, so tests and
 * scripts can drive it. Each complete input runs through np_repl_run (vm/np_api_repl.c) against
 * the persistent __main__ globals: expression values are echoed with repr, exceptions print
 * their traceback, limits that trip say which one and by how much, and the session goes on.
 * Lines starting with ':' are meta-commands (:help). See docs/repl.md.
 */
#include <errno.h>
#include <histedit.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

#include "nearly.h"
#include "cli_vm.h"
#include "np_api_repl.h"
#include "np_conf.h"
#include "np_parse.h"
#include "np_policy.h"
#include "repl.h"

// Longest input (all lines of one statement) the REPL accepts.
#define REPL_MAX_INPUT ((size_t)16 * 1024 * 1024)

// The VM that SIGINT interrupts while code runs, and whether a SIGINT arrived while reading.
// Only the signal handler and the session touch them (a process has one terminal).
static NearlyVM *volatile g_repl_vm;
static volatile sig_atomic_t g_repl_sigint;

static void repl_on_sigint(int sig)
{
    (void)sig;
    g_repl_sigint = 1;
    if (g_repl_vm)
        nearly_interrupt(g_repl_vm);
}

// Installs the SIGINT handler without SA_RESTART, so a read in progress fails with EINTR.
static void install_sigint(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = repl_on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
}

/* ---------------------------------------------------------------- the session */

typedef struct Session {
    NearlyVM *vm;
    // Limits applied to every input (the VM's memory and recursion limits live in the VM).
    int64_t budget;
    double timeout;
    // The policy file given with --policy, or NULL for the default policy.
    const char *policy_path;
    // True when reading from a terminal through libedit.
    bool tty;
    EditLine *el;
    History *hist;
    char history_path[4096];
    // The prompt shown by libedit (">>> " or "... ").
    const char *prompt;
    // The input being collected, and the last input that ran (for :dis and :cost).
    char *buf;
    size_t len, cap;
    char *last;
    size_t last_len;
    NpReplResult last_res;
    bool has_last;
    // Versioned state: every input that runs to completion is committed here. An in-memory
    // store unless --state PATH named a durable one.
    NearlyStore *store;
} Session;

// Writes to stderr after flushing stdout, so the two streams interleave in order.
static void say_err(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void say_err(const char *fmt, ...)
{
    fflush(stdout);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fflush(stderr);
}

// Appends [n] bytes to the pending input; false when it would pass REPL_MAX_INPUT.
static bool buf_append(Session *s, const char *p, size_t n)
{
    if (s->len + n + 1 > REPL_MAX_INPUT)
        return false;
    if (s->len + n + 1 > s->cap) {
        size_t cap = s->cap ? s->cap : 256;
        while (cap < s->len + n + 1)
            cap *= 2;
        char *nb = realloc(s->buf, cap);
        if (!nb)
            return false;
        s->buf = nb;
        s->cap = cap;
    }
    memcpy(s->buf + s->len, p, n);
    s->len += n;
    s->buf[s->len] = '\0';
    return true;
}

/* ---------------------------------------------------------------- is the input complete? */

// What a scan of the pending input found.
typedef struct Scan {
    // Open brackets, and whether the input ends inside a triple-quoted string.
    int depth;
    bool in_triple;
    // The last line ends with a backslash continuation.
    bool backslash;
    // The first logical line ended with ':' (a block follows).
    bool first_colon;
    bool first_done;
} Scan;

// Scans Python source for brackets, strings, comments and continuations (a light lexer: just
// enough to tell whether more lines are needed; the parser has the last word).
static void scan_input(const char *s, size_t n, Scan *sc)
{
    memset(sc, 0, sizeof *sc);
    char quote = 0;
    bool triple = false;
    char last_sig = 0;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (quote) {
            if (c == '\\' && i + 1 < n) {
                i++;
                continue;
            }
            if (!triple && c == '\n') {
                quote = 0;  // An unterminated string: the parser will say so.
            } else if (c == quote) {
                if (!triple) {
                    quote = 0;
                } else if (i + 2 < n && s[i + 1] == quote && s[i + 2] == quote) {
                    quote = 0;
                    i += 2;
                }
            }
            if (!quote)
                last_sig = '"';
            continue;
        }
        switch (c) {
        case '#':
            while (i + 1 < n && s[i + 1] != '\n')
                i++;
            break;
        case '\'':
        case '"':
            quote = c;
            triple = i + 2 < n && s[i + 1] == c && s[i + 2] == c;
            if (triple)
                i += 2;
            break;
        case '(': case '[': case '{': sc->depth++; last_sig = c; break;
        case ')': case ']': case '}':
            if (sc->depth > 0)
                sc->depth--;
            last_sig = c;
            break;
        case '\\':
            if (i + 1 < n && s[i + 1] == '\n') {
                i++;
                sc->backslash = i + 1 == n;
                continue;
            }
            last_sig = c;
            break;
        case '\n':
            if (sc->depth == 0 && !sc->first_done && last_sig) {
                sc->first_done = true;
                sc->first_colon = last_sig == ':';
            }
            break;
        case ' ': case '\t': case '\r': case '\f': break;
        default: last_sig = c; break;
        }
        if (c != '\\')
            sc->backslash = false;
    }
    sc->in_triple = quote && triple;
}

// True when the first word of [s] opens a compound statement, whose block the REPL keeps
// reading until an empty line (as CPython's does, even for `if x: y` on one line).
static bool starts_compound(const char *s)
{
    static const char *const kw[] = {"if", "while", "for", "def", "class", "with", "try",
                                     "async", NULL};
    while (*s == ' ' || *s == '\t')
        s++;
    if (*s == '@')
        return true;
    for (int i = 0; kw[i]; i++) {
        size_t k = strlen(kw[i]);
        char after = s[k];
        if (!strncmp(s, kw[i], k) &&
            !(after == '_' || (after >= 'a' && after <= 'z') || (after >= 'A' && after <= 'Z') ||
              (after >= '0' && after <= '9') || (unsigned char)after >= 0x80))
            return true;
    }
    return false;
}

// True when the last line of the pending input is empty (only whitespace).
static bool last_line_blank(const Session *s)
{
    size_t end = s->len;
    if (end > 0 && s->buf[end - 1] == '\n')
        end--;
    size_t i = end;
    while (i > 0 && s->buf[i - 1] != '\n')
        i--;
    for (; i < end; i++)
        if (s->buf[i] != ' ' && s->buf[i] != '\t' && s->buf[i] != '\r')
            return false;
    return true;
}

// Parses the pending input followed by [extra]; true when it parses, else false with [err].
static bool try_parse(const Session *s, const char *extra, NpSyntaxError *err)
{
    size_t n = s->len + strlen(extra) + 1;
    char *t = malloc(n);
    if (!t)
        return true;
    int k = snprintf(t, n, "%s%s", s->buf, extra);
    NpArena arena;
    npast_arena_init(&arena, (size_t)64 * 1024 * 1024);
    memset(err, 0, sizeof *err);
    NpModule *m = npparse_module(&arena, t, (size_t)k, "<stdin>", err);
    npast_arena_free(&arena);
    free(t);
    return m != NULL;
}

// True when the first line of a block input is already a syntax error (so the REPL reports it
// at once instead of waiting for the block): the input with an indented `pass` added fails on
// line 1.
static bool header_is_bad(const Session *s)
{
    NpSyntaxError err;
    return s->buf[0] != '@' && !try_parse(s, "    pass\n", &err) && err.line == 1;
}

// With brackets or a triple-quoted string still open: true when the parser agrees that only
// more text can help ("'(' was never closed"), false when the input is wrong already (then it
// runs, and the error is reported at once as CPython's REPL does).
static bool waits_for_close(const Session *s)
{
    NpSyntaxError err;
    if (try_parse(s, "", &err))
        return false;
    return strstr(err.msg, "was never closed") || strstr(err.msg, "unterminated triple-quoted");
}

// Decides whether the pending input is complete and should run.
static bool input_complete(Session *s)
{
    Scan sc;
    scan_input(s->buf, s->len, &sc);
    if (sc.backslash)
        return false;
    if (sc.depth > 0 || sc.in_triple)
        return !waits_for_close(s);
    bool block = sc.first_colon || starts_compound(s->buf);
    if (!block)
        return true;
    // A block ends with an empty line; a one-line header that can never parse ends at once.
    size_t lines = 0;
    for (size_t i = 0; i < s->len; i++)
        lines += s->buf[i] == '\n';
    if (lines == 1 && header_is_bad(s))
        return true;
    return lines > 1 && last_line_blank(s);
}

/* ---------------------------------------------------------------- limits */

// Parses a size like 64M, 10MiB, 1G, 4096 or 512k into bytes; 0 on a malformed size.
static size_t parse_size(const char *s)
{
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (errno || end == s || v <= 0)
        return 0;
    double mult = 1;
    switch (*end) {
    case 'k': case 'K': mult = 1024.0; end++; break;
    case 'm': case 'M': mult = 1024.0 * 1024; end++; break;
    case 'g': case 'G': mult = 1024.0 * 1024 * 1024; end++; break;
    default: break;
    }
    if (mult > 1 && (*end == 'i' || *end == 'I'))
        end++;
    if (*end == 'b' || *end == 'B')
        end++;
    while (*end == ' ')
        end++;
    if (*end)
        return 0;
    double bytes = v * mult;
    if (bytes < 1 || bytes > 1e15)
        return 0;
    return (size_t)bytes;
}

// Parses a positive instruction count; underscores and commas between digits are allowed
// (1_000_000). 0 when malformed.
static int64_t parse_count(const char *s)
{
    int64_t v = 0;
    bool any = false;
    for (; *s && *s != ' '; s++) {
        if (*s == '_' || *s == ',')
            continue;
        if (*s < '0' || *s > '9' || v > (INT64_MAX - 9) / 10)
            return 0;
        v = v * 10 + (*s - '0');
        any = true;
    }
    while (*s == ' ')
        s++;
    return any && !*s ? v : 0;
}

// Formats [n] bytes for people ("1.5 MiB", "512 B").
static const char *human_bytes(double n, char *buf, size_t size)
{
    if (n >= 1024.0 * 1024 * 1024)
        snprintf(buf, size, "%.1f GiB", n / (1024.0 * 1024 * 1024));
    else if (n >= 1024.0 * 1024)
        snprintf(buf, size, "%.1f MiB", n / (1024.0 * 1024));
    else if (n >= 1024.0)
        snprintf(buf, size, "%.1f KiB", n / 1024.0);
    else
        snprintf(buf, size, "%.0f B", n);
    return buf;
}

// After an input stopped at a limit: which limit tripped and by how much.
static void report_limit(Session *s, const NpReplResult *r)
{
    char a[32], b[32];
    if (!strcmp(r->type, "BudgetExceeded")) {
        say_err("[limit] instruction budget: the input used all %lld instructions it was "
                "allowed and needed more (:budget N raises it)\n",
                (long long)s->budget);
    } else if (!strcmp(r->type, "MemoryError") && s->vm) {
        size_t limit = np_repl_memory_limit(s->vm);
        // A MemoryError the program raised itself is not a limit.
        if (r->heap_peak * 10 < limit * 9 && r->msg[0])
            return;
        if (r->mem_over)
            say_err("[limit] memory: an allocation needed %s more than the %s limit allows "
                    "(:memory SIZE raises it)\n",
                    human_bytes((double)r->mem_over, a, sizeof a),
                    human_bytes((double)limit, b, sizeof b));
        else
            say_err("[limit] memory: a request larger than the %s limit was refused "
                    "(:memory SIZE raises it)\n",
                    human_bytes((double)limit, b, sizeof b));
    } else if (!strcmp(r->type, "TimeoutError") && s->timeout > 0 && r->seconds >= s->timeout) {
        say_err("[limit] time: the input ran past the %g s limit (:timeout SEC raises it)\n",
                s->timeout);
    } else if (!strcmp(r->type, "RecursionError")) {
        say_err("[limit] recursion: calls nested deeper than %d\n",
                np_repl_recursion_limit(s->vm));
    }
}

/* ---------------------------------------------------------------- running input */

// Runs the pending input and remembers it for :dis and :cost.
static void run_input(Session *s)
{
    g_repl_sigint = 0;
    g_repl_vm = s->vm;
    NpReplResult r;
    np_repl_run(s->vm, s->buf, s->len, s->budget, s->timeout, &r);
    g_repl_vm = NULL;
    fflush(stdout);
    if (r.status == NEARLY_ERR_LIMIT)
        report_limit(s, &r);
    free(s->last);
    s->last = malloc(s->len + 1);
    if (s->last) {
        memcpy(s->last, s->buf, s->len + 1);
        s->last_len = s->len;
    }
    s->last_res = r;
    s->has_last = s->last != NULL;
    // Like `nearly run --state`: a completed input is a turn; a failed one commits nothing.
    if (r.status == NEARLY_OK && s->store &&
        nearly_state_commit(s->store, s->vm, (int64_t)time(NULL), NULL) != NEARLY_OK)
        say_err("state not committed: %s\n", nearly_store_error(s->store));
}

// Makes the session's VM from [policy] (NULL = default) and takes its limits.
static bool make_vm(Session *s, const NearlyPolicy *policy)
{
    s->vm = cli_vm_new(policy);
    if (!s->vm)
        return false;
    s->budget = policy && policy->has_budget ? policy->budget : NP_DEFAULT_BUDGET;
    s->timeout = policy && policy->has_timeout ? policy->timeout : NP_DEFAULT_TIMEOUT_SEC;
    return true;
}

/* ---------------------------------------------------------------- meta-commands */

// Prints a malloc'd state report, or the store's error when [text] is NULL.
static void print_report(Session *s, char *text)
{
    if (!text) {
        say_err(":state: %s\n", nearly_store_error(s->store));
        return;
    }
    fputs(text, stdout);
    free(text);
}

// :state log | show [REF] | diff A [B] | checkout REF.
static void cmd_state(Session *s, const char *arg)
{
    char sub[16] = "", a[72] = "", b[72] = "";
    int n = sscanf(arg, "%15s %71s %71s", sub, a, b);
    if (n < 1 || !strcmp(sub, "log")) {
        print_report(s, nearly_state_log(s->store));
    } else if (!strcmp(sub, "show")) {
        print_report(s, nearly_state_show(s->store, s->vm, n >= 2 ? a : "HEAD"));
    } else if (!strcmp(sub, "diff") && n >= 2) {
        print_report(s, nearly_state_diff(s->store, s->vm, a, n >= 3 ? b : "HEAD"));
    } else if (!strcmp(sub, "checkout") && n >= 2) {
        if (nearly_state_checkout(s->store, a) != NEARLY_OK ||
            nearly_state_load(s->store, s->vm, NULL) != NEARLY_OK) {
            say_err(":state checkout: %s\n", nearly_store_error(s->store));
            return;
        }
        char id[33];
        if (nearly_store_head(s->store, id))
            printf("HEAD is now %s\n", id);
    } else {
        say_err("usage: :state log | show [REF] | diff A [B] | checkout REF\n");
    }
}

// Opens the session's store: the SQLite file at [path] (continuing from its HEAD), or an
// in-memory one. Prints the error and returns false when the file cannot be used.
static bool open_state(Session *s, const char *path)
{
    if (!path) {
        s->store = nearly_store_new();
        if (!s->store)
            fputs("nearly repl: out of memory\n", stderr);
        return s->store != NULL;
    }
    char err[512] = "";
    s->store = nearly_store_open(path, err, sizeof err);
    if (!s->store) {
        fprintf(stderr, "nearly repl: %s\n", err[0] ? err : "cannot open the state store");
        return false;
    }
    if (nearly_state_load(s->store, s->vm, NULL) != NEARLY_OK) {
        fprintf(stderr, "nearly repl: %s\n", nearly_store_error(s->store));
        nearly_store_free(s->store);
        s->store = NULL;
        return false;
    }
    return true;
}

static const char repl_help[] =
    "Type Python (Nearly Python) code; an empty line ends a block. Ctrl-C interrupts running\n"
    "code, Ctrl-D exits. Tab completes names and the attributes the policy lets a script reach.\n"
    "Meta-commands:\n"
    "  :help                 this text\n"
    "  :policy               show the active policy (with grants and revocations)\n"
    "  :limits               show the limits every input runs under\n"
    "  :budget N             instructions per input (e.g. :budget 1_000_000)\n"
    "  :memory SIZE          heap limit (e.g. :memory 64M)\n"
    "  :timeout SEC          wall-clock seconds per input (0 = none)\n"
    "  :grant NAME           grant a module (json, coll*) or a capability (clock, entropy)\n"
    "  :revoke NAME          revoke it again\n"
    "  :cost                 instructions, heap bytes and time of the last input\n"
    "  :dis                  bytecode of the last input\n"
    "  :state log            the commits of this session's state, newest first\n"
    "  :state show [REF]     the names and values of a commit (default HEAD)\n"
    "  :state diff A [B]     names added (+), removed (-) and changed (~) from A to B (HEAD)\n"
    "  :state checkout REF   restore the globals of commit REF and continue from it\n"
    "  :complete TEXT        list what Tab would offer for TEXT\n"
    "  :reset                forget every global (a fresh VM under the current policy)\n"
    "  :quit                 leave (as Ctrl-D)\n";

static void cmd_limits(Session *s)
{
    char a[32];
    // The heap in use is left to :cost: it changes with every build, limits do not.
    printf("budget     %lld instructions per input\n", (long long)s->budget);
    printf("memory     %s (%zu bytes)\n",
           human_bytes((double)np_repl_memory_limit(s->vm), a, sizeof a),
           np_repl_memory_limit(s->vm));
    printf("recursion  %d calls deep\n", np_repl_recursion_limit(s->vm));
    if (s->timeout > 0)
        printf("timeout    %g s per input\n", s->timeout);
    else
        printf("timeout    none\n");
}

static void cmd_policy(Session *s)
{
    char *text = nearly_vm_policy_text(s->vm);
    if (!text) {
        say_err("out of memory\n");
        return;
    }
    printf("# %s\n", s->policy_path ? s->policy_path : "the default policy (no --policy given)");
    fputs(text, stdout);
    if (text[0] && text[strlen(text) - 1] != '\n')
        putchar('\n');
    free(text);
}

// True when [name] names a capability rather than a module: the built-in ones, or one the
// policy already grants (host functions and types).
static bool is_capability(Session *s, const char *name)
{
    if (!strcmp(name, "clock") || !strcmp(name, "entropy"))
        return true;
    char errbuf[256];
    char *text = nearly_vm_policy_text(s->vm);
    NearlyPolicy *p = text ? nearly_policy_parse(text, strlen(text), "<vm>", errbuf, sizeof errbuf) : NULL;
    bool cap = p && np_policy_find_cap(p, name) != NULL;
    nearly_policy_free(p);
    free(text);
    return cap;
}

// :grant NAME / :revoke NAME, also as `:grant module NAME` and `:grant capability NAME`.
static void cmd_grant(Session *s, bool grant, char *arg)
{
    const char *verb = grant ? "grant" : "revoke";
    int kind = 0;  // 0 = guess, 1 = module, 2 = capability
    if (!strncmp(arg, "module ", 7)) {
        kind = 1;
        arg += 7;
    } else if (!strncmp(arg, "capability ", 11)) {
        kind = 2;
        arg += 11;
    }
    while (*arg == ' ')
        arg++;
    if (!*arg || strchr(arg, ' ')) {
        say_err("usage: :%s NAME (a module such as json or coll*, or a capability such as "
                "clock)\n", verb);
        return;
    }
    if (kind == 0)
        kind = is_capability(s, arg) ? 2 : 1;
    int ok = kind == 1 ? (grant ? nearly_grant_module(s->vm, arg) : nearly_revoke_module(s->vm, arg))
                       : (grant ? nearly_grant_capability(s->vm, arg)
                                : nearly_revoke_capability(s->vm, arg));
    if (!ok) {
        say_err(":%s: '%s' is not a valid %s name\n", verb, arg,
                kind == 1 ? "module" : "capability");
        return;
    }
    printf("%s %s '%s'\n", grant ? "granted" : "revoked", kind == 1 ? "module" : "capability",
           arg);
}

static void cmd_cost(Session *s)
{
    if (!s->has_last) {
        printf("no input has run yet\n");
        return;
    }
    const NpReplResult *r = &s->last_res;
    char a[32], b[32];
    long long grew = (long long)r->heap_peak - (long long)r->heap_before;
    long long net = (long long)r->heap_after - (long long)r->heap_before;
    printf("instructions  %lld (budget %lld)\n", (long long)r->instructions, (long long)s->budget);
    printf("heap          peak %s above the start, %s%s kept\n",
           human_bytes((double)(grew > 0 ? grew : 0), a, sizeof a), net < 0 ? "-" : "",
           human_bytes((double)(net < 0 ? -net : net), b, sizeof b));
    printf("time          %.6f s\n", r->seconds);
}

// Resets the session: a fresh VM under the current policy (grants included) and limits.
static void cmd_reset(Session *s)
{
    char *text = nearly_vm_policy_text(s->vm);
    char err[512] = "";
    NearlyPolicy *p = text ? nearly_policy_parse(text, strlen(text), "<current policy>", err,
                                                 sizeof err)
                           : NULL;
    free(text);
    if (!p) {
        say_err(":reset failed: %s\n", err[0] ? err : "out of memory");
        return;
    }
    size_t mem = np_repl_memory_limit(s->vm);
    int64_t budget = s->budget;
    double timeout = s->timeout;
    NearlyVM *old = s->vm;
    if (!make_vm(s, p)) {
        s->vm = old;
        say_err(":reset failed: out of memory\n");
    } else {
        nearly_vm_free(old);
        nearly_set_memory_limit(s->vm, mem);
        s->budget = budget;
        s->timeout = timeout;
        printf("session reset: every global is gone; policy and limits kept\n");
    }
    nearly_policy_free(p);
}

// Runs meta-command [line] (starting with ':'); returns false for :quit.
static bool meta_command(Session *s, char *line)
{
    size_t n = strlen(line);
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == ' ' || line[n - 1] == '\r'))
        line[--n] = '\0';
    char *cmd = line + 1;
    char *arg = cmd;
    while (*arg && *arg != ' ')
        arg++;
    if (*arg)
        *arg++ = '\0';
    while (*arg == ' ')
        arg++;
    if (!strcmp(cmd, "help") || !strcmp(cmd, "h") || !strcmp(cmd, "?")) {
        fputs(repl_help, stdout);
    } else if (!strcmp(cmd, "quit") || !strcmp(cmd, "q") || !strcmp(cmd, "exit")) {
        return false;
    } else if (!strcmp(cmd, "policy")) {
        cmd_policy(s);
    } else if (!strcmp(cmd, "limits")) {
        cmd_limits(s);
    } else if (!strcmp(cmd, "budget")) {
        int64_t v = parse_count(arg);
        if (!*arg)
            printf("budget %lld instructions per input\n", (long long)s->budget);
        else if (v <= 0)
            say_err(":budget needs a positive instruction count, e.g. :budget 1_000_000\n");
        else {
            s->budget = v;
            nearly_set_budget(s->vm, v);
            printf("budget set to %lld instructions per input\n", (long long)v);
        }
    } else if (!strcmp(cmd, "memory")) {
        size_t v = parse_size(arg);
        char a[32];
        if (!*arg)
            printf("memory limit %s\n",
                   human_bytes((double)np_repl_memory_limit(s->vm), a, sizeof a));
        else if (!v)
            say_err(":memory needs a size, e.g. :memory 64M\n");
        else {
            nearly_set_memory_limit(s->vm, v);
            printf("memory limit set to %s (%zu bytes)\n", human_bytes((double)v, a, sizeof a),
                   v);
        }
    } else if (!strcmp(cmd, "timeout")) {
        char *end;
        double v = *arg ? strtod(arg, &end) : -1;
        if (!*arg)
            printf("timeout %g s per input (0 = none)\n", s->timeout);
        else if (end == arg || *end || !(v >= 0) || v > 1e7)
            say_err(":timeout needs seconds, e.g. :timeout 2.5 (0 = none)\n");
        else {
            s->timeout = v;
            nearly_set_timeout(s->vm, v);
            if (v > 0)
                printf("timeout set to %g s per input\n", v);
            else
                printf("timeout removed\n");
        }
    } else if (!strcmp(cmd, "grant") || !strcmp(cmd, "revoke")) {
        cmd_grant(s, cmd[0] == 'g', arg);
    } else if (!strcmp(cmd, "cost")) {
        cmd_cost(s);
    } else if (!strcmp(cmd, "dis")) {
        if (!s->has_last)
            printf("no input has run yet\n");
        else
            np_repl_dis(s->vm, s->last, s->last_len, stdout);
    } else if (!strcmp(cmd, "state")) {
        cmd_state(s, arg);
    } else if (!strcmp(cmd, "complete")) {
        // What Tab would offer for [arg] (scripted use and tests).
        char **list = np_repl_complete(s->vm, arg, strlen(arg));
        for (size_t i = 0; list && list[i]; i++)
            printf("%s\n", list[i]);
        if (!list)
            printf("(no completions)\n");
        np_repl_free_completions(list);
    } else if (!strcmp(cmd, "reset")) {
        cmd_reset(s);
    } else {
        say_err("unknown command :%s (:help lists them)\n", cmd);
    }
    fflush(stdout);
    return true;
}

/* ---------------------------------------------------------------- libedit */

static char *prompt_fn(EditLine *el)
{
    Session *s = NULL;
    el_get(el, EL_CLIENTDATA, &s);
    return (char *)(s ? s->prompt : ">>> ");
}

// True for bytes that belong to a completable word (identifiers and dots; UTF-8 included).
static bool word_char(char c)
{
    return c == '_' || c == '.' || (unsigned char)c >= 0x80 || (c >= 'a' && c <= 'z') ||
           (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

// Tab: completes the word before the cursor, lists the candidates when several remain, and
// indents when there is only whitespace before the cursor.
static unsigned char complete_fn(EditLine *el, int ch)
{
    (void)ch;
    Session *s = NULL;
    el_get(el, EL_CLIENTDATA, &s);
    const LineInfo *li = el_line(el);
    const char *start = li->cursor;
    while (start > li->buffer && word_char(start[-1]))
        start--;
    bool blank = true;
    for (const char *p = li->buffer; p < start; p++)
        blank &= *p == ' ' || *p == '\t';
    if (start == li->cursor && blank) {
        el_insertstr(el, "    ");
        return CC_REFRESH;
    }
    size_t wlen = (size_t)(li->cursor - start);
    char **list = s ? np_repl_complete(s->vm, start, wlen) : NULL;
    if (!list)
        return CC_REFRESH_BEEP;
    size_t n = 0, common = strlen(list[0]);
    for (; list[n]; n++) {
        size_t k = 0;
        while (k < common && list[n][k] == list[0][k])
            k++;
        common = k;
    }
    unsigned char rc = CC_REFRESH;
    if (common > wlen) {
        char *ins = strndup(list[0] + wlen, common - wlen);
        if (ins)
            el_insertstr(el, ins);
        free(ins);
    } else if (n > 1) {
        // Show the names after the last dot, in columns.
        const char *dot = NULL;
        for (const char *p = start; p < li->cursor; p++)
            if (*p == '.')
                dot = p;
        size_t skip = dot ? (size_t)(dot - start) + 1 : 0, width = 0;
        for (size_t i = 0; i < n; i++)
            if (strlen(list[i]) - skip > width)
                width = strlen(list[i]) - skip;
        size_t cols = 78 / (width + 2);
        if (cols == 0)
            cols = 1;
        fputc('\n', stdout);
        for (size_t i = 0; i < n; i++)
            fprintf(stdout, "%-*s%s", (int)(width + 2), list[i] + skip,
                    (i + 1) % cols == 0 || i + 1 == n ? "\n" : "");
        fflush(stdout);
        rc = CC_REDISPLAY;
    } else if (n == 1) {
        rc = CC_REFRESH;
    }
    np_repl_free_completions(list);
    return rc;
}

// Sets up libedit and loads the history file.
static bool setup_editline(Session *s)
{
    const char *hp = getenv("NEARLY_HISTORY");
    const char *home = getenv("HOME");
    if (hp && *hp)
        snprintf(s->history_path, sizeof s->history_path, "%s", hp);
    else if (home && *home)
        snprintf(s->history_path, sizeof s->history_path, "%s/.nearly_history", home);
    s->el = el_init("nearly", stdin, stdout, stderr);
    s->hist = history_init();
    if (!s->el || !s->hist)
        return false;
    HistEvent ev;
    history(s->hist, &ev, H_SETSIZE, 1000);
    history(s->hist, &ev, H_SETUNIQUE, 1);
    if (s->history_path[0])
        history(s->hist, &ev, H_LOAD, s->history_path);
    el_set(s->el, EL_CLIENTDATA, s);
    el_set(s->el, EL_EDITOR, "emacs");
    el_set(s->el, EL_PROMPT, prompt_fn);
    el_set(s->el, EL_HIST, history, s->hist);
    // The wide form: el_set's narrow EL_ADDFN copies the strings and never frees them.
    el_wset(s->el, EL_ADDFN, L"nearly-complete", L"complete a name", complete_fn);
    el_set(s->el, EL_BIND, "^I", "nearly-complete", NULL);
    return true;
}

// Reads one line into the pending input. Returns 1 on a line, 0 at end of input, -1 when
// Ctrl-C interrupted the reading.
static int read_line(Session *s, bool more)
{
    s->prompt = more ? "... " : ">>> ";
    g_repl_sigint = 0;
    if (s->tty) {
        int count = 0;
        const char *line = el_gets(s->el, &count);
        if (g_repl_sigint || (!line && count < 0 && errno == EINTR))
            return -1;
        if (!line || count <= 0)
            return 0;
        size_t n = strlen(line);
        if (n > 0 && line[n - 1] != '\n') {
            if (!buf_append(s, line, n) || !buf_append(s, "\n", 1))
                return 0;
        } else if (!buf_append(s, line, n)) {
            return 0;
        }
        if (n > 1 && s->history_path[0]) {
            HistEvent ev;
            char *copy = strndup(line, line[n - 1] == '\n' ? n - 1 : n);
            if (copy) {
                history(s->hist, &ev, H_ENTER, copy);
                history(s->hist, &ev, H_SAVE, s->history_path);
                free(copy);
            }
        }
        return 1;
    }
    char *line = NULL;
    size_t cap = 0;
    ssize_t got = getline(&line, &cap, stdin);
    if (got < 0) {
        free(line);
        return g_repl_sigint ? -1 : 0;
    }
    bool ok = buf_append(s, line, (size_t)got) &&
              (got > 0 && line[got - 1] == '\n' ? true : buf_append(s, "\n", 1));
    free(line);
    return ok ? 1 : 0;
}

/* ---------------------------------------------------------------- the loop */

// The read-eval-print loop: collects lines until an input is complete, then runs it or the
// meta-command. Returns at end of input or :quit.
static void repl_loop(Session *s)
{
    for (;;) {
        s->len = 0;
        if (s->buf)
            s->buf[0] = '\0';
        bool more = false;
        int r;
        for (;;) {
            r = read_line(s, more);
            if (r <= 0)
                break;
            // An empty first line runs nothing; a ':' first line is a meta-command.
            if (!more && last_line_blank(s)) {
                s->len = 0;
                continue;
            }
            if (!more && s->buf[0] == ':')
                break;
            if (input_complete(s))
                break;
            more = true;
        }
        if (r < 0) {
            // Ctrl-C while reading drops the pending input, as in CPython.
            say_err("\nKeyboardInterrupt\n");
            continue;
        }
        if (r == 0) {
            if (s->len > 0 && s->buf[0] != ':')
                run_input(s);
            if (s->tty)
                putchar('\n');
            return;
        }
        if (s->buf[0] == ':') {
            if (!meta_command(s, s->buf))
                return;
            continue;
        }
        run_input(s);
    }
}

static void repl_usage(FILE *f)
{
    fputs("usage: nearly repl [--policy FILE] [--budget N] [--memory-limit SIZE]\n"
          "                   [--timeout SEC] [--state PATH] [-i FILE]\n",
          f);
}

static int repl_usage_error(const char *msg, const char *arg)
{
    fprintf(stderr, "nearly repl: %s%s\n", msg, arg);
    repl_usage(stderr);
    return 2;
}

// Runs [path] as a script in the session's VM (`-i FILE`); errors are printed and the
// session goes on, as with `python3 -i`.
static void run_file(Session *s, const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        say_err("nearly repl: can't open file '%s': %s\n", path, strerror(errno));
        return;
    }
    char *src = NULL;
    size_t len = 0, cap = 0;
    char chunk[65536];
    size_t got;
    bool ok = true;
    while (ok && (got = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (len + got > REPL_MAX_INPUT * 4) {
            ok = false;
            break;
        }
        if (len + got > cap) {
            cap = (len + got) * 2;
            char *nb = realloc(src, cap);
            if (!nb) {
                ok = false;
                break;
            }
            src = nb;
        }
        memcpy(src + len, chunk, got);
        len += got;
    }
    fclose(f);
    if (!ok) {
        say_err("nearly repl: '%s' is too large\n", path);
    } else {
        nearly_set_budget(s->vm, s->budget);
        nearly_set_timeout(s->vm, s->timeout);
        g_repl_vm = s->vm;
        nearly_run(s->vm, src ? src : "", len, path);
        g_repl_vm = NULL;
        fflush(stdout);
    }
    free(src);
}

int cmd_repl(int argc, char **argv)
{
    const char *policy_path = NULL, *script = NULL, *state_path = NULL;
    int64_t budget = 0;
    size_t memory = 0;
    double timeout = -1;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            repl_usage(stdout);
            return 0;
        }
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!val)
            return repl_usage_error("missing argument for ", a);
        i++;
        if (!strcmp(a, "--policy")) {
            policy_path = val;
        } else if (!strcmp(a, "-i")) {
            script = val;
        } else if (!strcmp(a, "--budget")) {
            if ((budget = parse_count(val)) <= 0)
                return repl_usage_error("bad --budget: ", val);
        } else if (!strcmp(a, "--memory-limit")) {
            if (!(memory = parse_size(val)))
                return repl_usage_error("bad --memory-limit: ", val);
        } else if (!strcmp(a, "--timeout")) {
            char *end;
            timeout = strtod(val, &end);
            if (end == val || *end || !(timeout >= 0) || timeout > 1e7)
                return repl_usage_error("bad --timeout: ", val);
        } else if (!strcmp(a, "--state")) {
            state_path = val;
        } else {
            return repl_usage_error("unknown option ", a);
        }
    }
    // The policy is read completely before the session starts; a bad one stops here.
    NearlyPolicy *policy = NULL;
    if (policy_path) {
        char err[512];
        policy = nearly_policy_load(policy_path, err, sizeof err);
        if (!policy) {
            fprintf(stderr, "nearly repl: bad policy: %s\n", err);
            return 2;
        }
    }
    Session s;
    memset(&s, 0, sizeof s);
    s.policy_path = policy_path;
    bool made = make_vm(&s, policy);
    nearly_policy_free(policy);
    if (!made) {
        fputs("nearly repl: out of memory\n", stderr);
        return 1;
    }
    if (budget > 0) {
        s.budget = budget;
        nearly_set_budget(s.vm, budget);
    }
    if (memory > 0)
        nearly_set_memory_limit(s.vm, memory);
    if (timeout >= 0) {
        s.timeout = timeout;
        nearly_set_timeout(s.vm, timeout);
    }
    s.tty = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
    install_sigint();
    if (s.tty) {
        if (!setup_editline(&s)) {
            fputs("nearly repl: cannot set up line editing\n", stderr);
            s.tty = false;
        } else {
            printf("Nearly Python REPL (%s). :help lists the meta-commands, Ctrl-D exits.\n",
                   policy_path ? policy_path : "default policy");
        }
    }
    if (!open_state(&s, state_path)) {
        nearly_vm_free(s.vm);
        return 1;
    }
    if (script)
        run_file(&s, script);
    repl_loop(&s);
    signal(SIGINT, SIG_DFL);
    if (s.el)
        el_end(s.el);
    if (s.hist)
        history_end(s.hist);
    nearly_vm_free(s.vm);
    nearly_store_free(s.store);
    free(s.buf);
    free(s.last);
    return 0;
}
