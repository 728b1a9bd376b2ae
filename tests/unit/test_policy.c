/*
 * test_policy.c - unit tests of the policy parser and object (vm/np_policy.c), the public
 * policy API (nearly_policy_*, nearly_grant_module, ...) and the per-VM str hash seed.
 *
 * Malformed policies must fail with "name:line: message" and never crash; a small random
 * mutation loop checks that too. Prints every failure and exits non-zero when any check fails.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nearly.h"
#include "np_interp.h"
#include "np_policy.h"
#include "np_runtime.h"
#include "capture.h"

static int failures;
static int checks;

#define CHECK(cond)                                                                     \
    do {                                                                                \
        checks++;                                                                       \
        if (!(cond)) {                                                                  \
            failures++;                                                                 \
            printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);             \
        }                                                                               \
    } while (0)

// Parses [text]; returns the policy (or NULL) and leaves the message in [err].
static NpPolicy *parse(const char *text, char *err, size_t errlen) {
    return np_policy_parse(text, strlen(text), "t.policy", err, errlen);
}

// Checks that [text] is rejected with a message that starts with [prefix].
static void expect_error(const char *text, const char *prefix) {
    char err[256];
    NpPolicy *p = parse(text, err, sizeof err);
    CHECK(p == NULL);
    if (strncmp(err, prefix, strlen(prefix))) {
        failures++;
        printf("expected error starting with \"%s\", got \"%s\"\n", prefix, err);
    }
    np_policy_free(p);
}

static void test_good(void) {
    char err[256];
    const char *text =
        "# a comment\n"
        "[limits]\n"
        "budget = 5M      # instructions\n"
        "memory = 64MiB\n"
        "recursion = 300\n"
        "timeout = 1.5s\n"
        "\n"
        "[vm]\r\n"
        "hash_seed = 0x10\n"
        "[modules]\n"
        "grant = math, coll*  json\n"
        "deny = collections\n"
        "[capabilities]\n"
        "grant = clock, search_web\n"
        "[capability Document]\n"
        "include = title, text, get_*\n"
        "exclude = get_secret\n";
    NpPolicy *p = parse(text, err, sizeof err);
    CHECK(p != NULL);
    if (!p) {
        printf("unexpected error: %s\n", err);
        return;
    }
    CHECK(p->has_budget && p->budget == 5000000);
    CHECK(p->has_memory && p->memory == 64u * 1024 * 1024);
    CHECK(p->has_recursion && p->recursion == 300);
    CHECK(p->has_timeout && p->timeout == 1.5);
    CHECK(p->has_hash_seed && p->hash_seed == 16);
    CHECK(np_policy_allows_module(p, "math"));
    CHECK(np_policy_allows_module(p, "json"));
    CHECK(!np_policy_allows_module(p, "collections"));
    CHECK(np_policy_allows_module(p, "collected"));
    CHECK(!np_policy_allows_module(p, "os"));
    CHECK(np_policy_find_cap(p, "clock") && np_policy_find_cap(p, "search_web"));
    CHECK(!np_policy_find_cap(p, "entropy"));
    const NpPolicyCap *doc = np_policy_find_cap(p, "Document");
    CHECK(doc && np_policy_cap_allows_attr(doc, "title"));
    CHECK(doc && np_policy_cap_allows_attr(doc, "get_name"));
    CHECK(doc && !np_policy_cap_allows_attr(doc, "get_secret"));
    CHECK(doc && !np_policy_cap_allows_attr(doc, "owner"));
    const NpPolicyCap *sw = np_policy_find_cap(p, "search_web");
    CHECK(sw && np_policy_cap_allows_attr(sw, "query") && !np_policy_cap_allows_attr(sw, "_x"));
    // The formatted policy parses back to the same grants.
    char *txt = np_policy_format(p);
    CHECK(txt != NULL);
    NpPolicy *q = txt ? np_policy_parse(txt, strlen(txt), "fmt", err, sizeof err) : NULL;
    CHECK(q != NULL);
    if (q) {
        CHECK(q->budget == p->budget && q->memory == p->memory && q->timeout == p->timeout);
        CHECK(!np_policy_allows_module(q, "collections") && np_policy_allows_module(q, "json"));
        CHECK(np_policy_find_cap(q, "Document") && q->ncaps == 3);
    }
    if (!q) printf("reparse error: %s\n%s", err, txt ? txt : "");
    free(txt);
    np_policy_free(q);
    NpPolicy *c = np_policy_copy(p);
    CHECK(c && c->ncaps == 3 && np_policy_allows_module(c, "math"));
    np_policy_free(c);
    np_policy_free(p);
    // Empty policies deny everything.
    p = parse("", err, sizeof err);
    CHECK(p && !np_policy_allows_module(p, "math") && p->ncaps == 0);
    np_policy_free(p);
    // A list may end with a comma and continue on indented lines.
    p = parse("[modules]\ngrant = math,\n    json, re\n\n  # note\n\tcopy\n[capabilities]\ngrant = clock\n",
              err, sizeof err);
    CHECK(p && p->modules.n == 4 && np_policy_allows_module(p, "copy") && p->ncaps == 1);
    np_policy_free(p);
    p = parse("[modules]\ngrant =\n", err, sizeof err);
    CHECK(p && !np_policy_allows_module(p, "math"));
    np_policy_free(p);
}

static void test_errors(void) {
    expect_error("budget = 5\n", "t.policy:1: 'budget' outside of a section");
    expect_error("[limits]\nbudget = 5\nbudget = 6\n", "t.policy:3: duplicate key 'budget'");
    expect_error("[limits]\nbudgte = 5\n", "t.policy:2: unknown key 'budgte' in [limits]");
    expect_error("[limits]\nbudget = -5\n", "t.policy:2: budget: expected");
    expect_error("[limits]\nbudget = 0\n", "t.policy:2: budget: 0 is out of range");
    expect_error("[limits]\nbudget = 99999999999999999999999\n", "t.policy:2: budget: expected");
    expect_error("[limits]\nbudget = 5T\n", "t.policy:2: budget: unknown suffix");
    expect_error("[limits]\nmemory = 12 parsecs\n", "t.policy:2: memory: unknown unit");
    expect_error("[limits]\nmemory = 1K\n", "t.policy:2: memory: 1K is below the minimum");
    expect_error("[limits]\nrecursion = 20001\n", "t.policy:2: recursion:");
    expect_error("[limits]\ntimeout = 2h\n", "t.policy:2: timeout: unknown unit 'h'");
    expect_error("[limits]\ntimeout = 0\n", "t.policy:2: timeout: 0 is out of range");
    expect_error("[limits]\ntimeout =\n", "t.policy:2: 'timeout' needs a value");
    expect_error("[vm]\nhash_seed = 0x\n", "t.policy:2: hash_seed:");
    expect_error("[vm]\nhash_seed = 18446744073709551616\n", "t.policy:2: hash_seed:");
    expect_error("[limits]\n[limits]\n", "t.policy:2: duplicate section [limits]");
    expect_error("[limit]\n", "t.policy:1: unknown section [limit]");
    expect_error("[limits\n", "t.policy:1: missing ']'");
    expect_error("[modules]\ngrant = math,,json\n", "t.policy:2: grant: empty item");
    expect_error("[limits]\n  budget = 5\n", "t.policy:2: unexpected indentation");
    expect_error("[limits]\nbudget = 5\n  6\n", "t.policy:3: unexpected indentation");
    expect_error("[modules]\ngrant = a,\n  b,,c\n", "t.policy:3: grant: empty item");
    expect_error("[modules]\ngrant = ma-th\n", "t.policy:2: grant: 'ma-th' is not a valid");
    expect_error("[modules]\ngrant = math math\n", "t.policy:2: 'math' is listed twice");
    expect_error("[capabilities]\ngrant = clock, clock\n", "t.policy:2: capability 'clock' is granted twice");
    expect_error("[capabilities]\ngrant = cl*\n", "t.policy:2: grant: 'cl*' is not a valid");
    expect_error("[capability clock]\n", "t.policy:1: 'clock' has no attributes");
    expect_error("[capabilities]\ngrant = f\n[capability f]\n", "t.policy:3: capability 'f' is granted twice");
    expect_error("[capability f]\ninclude = a\ninclude = b\n", "t.policy:3: duplicate key 'include'");
    expect_error("[modules]\njust words\n", "t.policy:2: expected 'key = value'");
    expect_error("[modules]\n= math\n", "t.policy:2: missing key");
    char err[256];
    // NUL bytes and invalid UTF-8, with their line.
    NpPolicy *p = np_policy_parse("[modules]\n\0grant = math\n", 23, "t.policy", err, sizeof err);
    CHECK(!p && !strcmp(err, "t.policy:2: NUL byte in the policy"));
    p = np_policy_parse("# \xC0\xAF\n", 5, "t.policy", err, sizeof err);
    CHECK(!p && !strcmp(err, "t.policy:1: invalid UTF-8 in the policy"));
    p = np_policy_parse("# \xED\xA0\x80 surrogate\n", 16, "t.policy", err, sizeof err);
    CHECK(!p && strstr(err, "invalid UTF-8"));
    p = parse("# caf\xC3\xA9 is fine in comments\n", err, sizeof err);
    CHECK(p != NULL);
    np_policy_free(p);
    // An over-long line and an over-large text.
    size_t n = NP_POLICY_MAX_LINE + 100;
    char *big = malloc(NP_POLICY_MAX_FILE + 2);
    memset(big, '#', NP_POLICY_MAX_FILE + 1);
    big[n] = '\n';
    p = np_policy_parse(big, n + 1, "t.policy", err, sizeof err);
    CHECK(!p && strstr(err, "t.policy:1: line longer than"));
    for (size_t i = 0; i < NP_POLICY_MAX_FILE + 1; i += 80) big[i] = '\n';
    p = np_policy_parse(big, NP_POLICY_MAX_FILE + 1, "t.policy", err, sizeof err);
    CHECK(!p && strstr(err, "larger than"));
    free(big);
    // A name longer than the cap.
    char longname[400] = "[modules]\ngrant = ";
    memset(longname + strlen(longname), 'a', 200);
    p = parse(longname, err, sizeof err);
    CHECK(!p && strstr(err, "longer than"));
    // A tiny error buffer is never overrun.
    char tiny[8];
    p = parse("[nope]\n", tiny, sizeof tiny);
    CHECK(!p && strlen(tiny) == sizeof tiny - 1);
    // Loading a missing file.
    p = np_policy_load("/nonexistent/x.policy", err, sizeof err);
    CHECK(!p && strstr(err, "cannot open"));
}

// Random mutations of a valid policy must parse or fail cleanly (ASan finds the rest).
static void test_mutations(void) {
    const char *base = "[limits]\nbudget = 5M\nmemory = 1G\ntimeout = 250ms\n[modules]\n"
                       "grant = math, json\n[capability T]\ninclude = a*, b?\n";
    size_t n = strlen(base);
    char buf[512], err[128];
    unsigned seed = 12345;
    int parsed = 0;
    for (int round = 0; round < 20000; round++) {
        memcpy(buf, base, n);
        int edits = 1 + round % 4;
        for (int e = 0; e < edits; e++) {
            seed = seed * 1103515245u + 12345u;
            size_t at = (seed >> 8) % n;
            seed = seed * 1103515245u + 12345u;
            buf[at] = (char)(seed >> 16);
        }
        NpPolicy *p = np_policy_parse(buf, n, "m", err, sizeof err);
        if (p) parsed++;
        else CHECK(!strncmp(err, "m:", 2));
        np_policy_free(p);
    }
    CHECK(parsed > 0);
}

static void test_glob(void) {
    CHECK(np_glob_match("*", ""));
    CHECK(np_glob_match("a*b", "axxb"));
    CHECK(!np_glob_match("a*b", "axxbc"));
    CHECK(np_glob_match("a?c", "abc"));
    CHECK(!np_glob_match("a?c", "ac"));
    CHECK(np_glob_match("*.*", "collections.abc"));
    CHECK(np_glob_match("a*a*a*a*a*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaab"));
    CHECK(!np_glob_match("a*a*a*a*a*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"));
}

// Runs [src] in [vm] with output into [out]; returns the status.
static NearlyStatus run(NearlyVM *vm, Capture *out, const char *src) {
    capture_reset(out);
    nearly_set_output(vm, capture, capture, out);
    return nearly_run(vm, src, strlen(src), "<test>");
}

static void test_api(void) {
    char err[256];
    const char *text = "[limits]\nbudget = 50k\n[modules]\ngrant = math\n";
    NearlyPolicy *pol = nearly_policy_parse(text, strlen(text), "api", err, sizeof err);
    CHECK(pol != NULL);
    NearlyVM *vm = nearly_vm_new_with_policy(pol);
    nearly_policy_free(pol);
    CHECK(vm != NULL);
    if (!vm) return;
    Capture out;
    CHECK(run(vm, &out, "import math\nprint(math.floor(2.5))\n") == NEARLY_OK);
    CHECK(!strcmp(out.buf, "2\n"));
    CHECK(run(vm, &out, "import json\n") == NEARLY_ERR_RUNTIME);
    CHECK(!strcmp(nearly_error_message(vm), "No module named 'json' (not granted by the policy)"));
    CHECK(nearly_grant_module(vm, "json") == 1);
    CHECK(run(vm, &out, "import json\nprint(json.dumps([1]))\n") == NEARLY_OK);
    CHECK(nearly_revoke_module(vm, "json") == 1);
    CHECK(run(vm, &out, "import json\n") == NEARLY_ERR_RUNTIME);
    CHECK(nearly_grant_module(vm, "bad name!") == 0);
    // The budget came from the policy.
    CHECK(run(vm, &out, "while True: pass\n") == NEARLY_ERR_LIMIT);
    CHECK(!strcmp(nearly_error_type(vm), "BudgetExceeded"));
    // Capabilities granted and revoked at run time.
    nearly_set_budget(vm, 100000000);
    CHECK(nearly_grant_module(vm, "time") == 1);
    CHECK(run(vm, &out, "import time\ntime.time()\n") == NEARLY_ERR_RUNTIME);
    CHECK(nearly_grant_capability(vm, "clock") == 1);
    CHECK(run(vm, &out, "import time\nprint(time.time() > 0)\n") == NEARLY_OK);
    CHECK(nearly_revoke_capability(vm, "clock") == 1);
    CHECK(run(vm, &out, "import time\ntime.time_ns()\n") == NEARLY_ERR_RUNTIME);
    char *shown = nearly_vm_policy_text(vm);
    CHECK(shown && strstr(shown, "budget = 50000") && strstr(shown, "grant = math, time"));
    free(shown);
    // uuid4 and secrets ask the policy for 'entropy' on every call (_entropy_seed), so a grant
    // and a revoke between runs take effect even after their generator was made.
    CHECK(nearly_grant_module(vm, "uuid") == 1 && nearly_grant_module(vm, "secrets") == 1);
    CHECK(run(vm, &out, "import uuid\nuuid.uuid4()\n") == NEARLY_ERR_RUNTIME);
    CHECK(!strcmp(nearly_error_message(vm),
                  "uuid.uuid4() needs the 'entropy' capability, which this program was not granted"));
    CHECK(nearly_grant_capability(vm, "entropy") == 1);
    CHECK(run(vm, &out, "import uuid, secrets\nprint(uuid.uuid4().version, len(secrets.token_hex(4)))\n") ==
          NEARLY_OK);
    CHECK(!strcmp(out.buf, "4 8\n"));
    CHECK(nearly_revoke_capability(vm, "entropy") == 1);
    CHECK(run(vm, &out, "import secrets\nsecrets.randbits(8)\n") == NEARLY_ERR_RUNTIME);
    CHECK(!strcmp(nearly_error_type(vm), "RuntimeError") &&
          !strcmp(nearly_error_message(vm), "the secrets module needs the 'entropy' capability, "
                                            "which this program was not granted"));
    nearly_vm_free(vm);
    // The default policy grants json; a bad file is reported with its line.
    NearlyPolicy *def = nearly_policy_default();
    vm = nearly_vm_new_with_policy(def);
    nearly_policy_free(def);
    CHECK(vm && run(vm, &out, "import json, statistics, typing, dataclasses\n") == NEARLY_OK);
    CHECK(vm && run(vm, &out, "import os\n") == NEARLY_ERR_RUNTIME);
    nearly_vm_free(vm);
}

// The str hash depends on the VM's seed, and dicts work under any seed.
static void test_hash_seed(void) {
    NpPolicy *a = np_policy_default(), *b = np_policy_default();
    b->has_hash_seed = true;
    b->hash_seed = 0x1234567890abcdefULL;
    NpVM *va = npvm_new_with_policy(a), *vb = npvm_new_with_policy(b);
    CHECK(va && vb);
    if (va && vb) {
        NpStr *sa = np_str_from_cstr(va, "hello"), *sb = np_str_from_cstr(vb, "hello");
        CHECK(np_str_hash(sa) != np_str_hash(sb));
        CHECK(np_str_hash(np_intern_cstr(vb, "hello")) == np_str_hash(sb));
        CHECK(vb->hash_seed == 0x1234567890abcdefULL && va->hash_seed == 0);
    }
    npvm_free(va);
    npvm_free(vb);
    // The core never draws a hash seed itself (not even with entropy): without a policy seed or
    // a host-drawn one it is 0; with entropy the random module's seeds differ per VM.
    CHECK(np_policy_grant_cap(a, "entropy"));
    va = npvm_new_with_policy(a);
    vb = npvm_new_with_policy(a);
    CHECK(va && vb && va->has_entropy && !va->has_clock);
    if (va && vb) CHECK(va->hash_seed == 0 && vb->hash_seed == 0 && va->entropy_seed != vb->entropy_seed);
    npvm_free(va);
    npvm_free(vb);
    // Through the API each VM gets its own random seed; a policy seed fixes it.
    NearlyVM *h1 = nearly_vm_new(), *h2 = nearly_vm_new();
    NearlyVM *h3 = nearly_vm_new_with_policy(NULL);
    CHECK(h1 && h2 && h3);
    if (h1 && h2 && h3)
        CHECK(nearly_hash_seed(h1) != nearly_hash_seed(h2) || nearly_hash_seed(h2) != nearly_hash_seed(h3));
    nearly_vm_free(h1);
    nearly_vm_free(h2);
    nearly_vm_free(h3);
    nearly_policy_set_hash_seed(b, 42);
    h1 = nearly_vm_new_with_policy(b);
    h2 = nearly_vm_new_with_policy(b);
    CHECK(h1 && h2 && nearly_hash_seed(h1) == 42 && nearly_hash_seed(h2) == 42);
    char *text = h1 ? nearly_vm_policy_text(h1) : NULL;
    CHECK(text && strstr(text, "hash_seed = 42"));
    free(text);
    nearly_vm_free(h1);
    nearly_vm_free(h2);
    // A random seed stays out of the policy text (it is not part of the policy).
    h1 = nearly_vm_new();
    text = h1 ? nearly_vm_policy_text(h1) : NULL;
    CHECK(text && !strstr(text, "hash_seed"));
    free(text);
    nearly_vm_free(h1);
    np_policy_free(a);
    np_policy_free(b);
}

int main(void) {
    test_good();
    test_errors();
    test_mutations();
    test_glob();
    test_api();
    test_hash_seed();
    printf("test_policy: %d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
