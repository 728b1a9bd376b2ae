/*
 * np_policy.c - the policy object, its strict line-oriented parser and the default policy.
 *
 * The file format is documented in docs/policy.md. The parser never trusts its input: the file
 * size, line length, name length and list sizes are capped; NUL bytes, invalid UTF-8, unknown
 * sections and keys, duplicates and malformed values are errors reported as "name:line: message".
 * A policy is either parsed completely or not at all (no half-read policy is ever returned).
 */
#include "np_policy.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- name lists */

// Appends a copy of [s] to [l]; false when out of memory or the list is full.
static bool names_add(NpNameList *l, const char *s) {
    if (l->n >= NP_POLICY_MAX_NAMES) return false;
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 8;
        char **items = realloc(l->items, (size_t)cap * sizeof *items);
        if (!items) return false;
        l->items = items;
        l->cap = cap;
    }
    char *copy = strdup(s);
    if (!copy) return false;
    l->items[l->n++] = copy;
    return true;
}

// True when [l] holds exactly [s].
static bool names_has(const NpNameList *l, const char *s) {
    for (int i = 0; i < l->n; i++)
        if (!strcmp(l->items[i], s)) return true;
    return false;
}

// Removes every entry equal to [s] from [l].
static void names_remove(NpNameList *l, const char *s) {
    int k = 0;
    for (int i = 0; i < l->n; i++) {
        if (!strcmp(l->items[i], s))
            free(l->items[i]);
        else
            l->items[k++] = l->items[i];
    }
    l->n = k;
}

// True when some pattern of [l] matches [s].
static bool names_match(const NpNameList *l, const char *s) {
    for (int i = 0; i < l->n; i++)
        if (np_glob_match(l->items[i], s)) return true;
    return false;
}

static void names_free(NpNameList *l) {
    for (int i = 0; i < l->n; i++) free(l->items[i]);
    free(l->items);
    memset(l, 0, sizeof *l);
}

// Copies [src] into the empty list [dst]; false when out of memory.
static bool names_copy(NpNameList *dst, const NpNameList *src) {
    for (int i = 0; i < src->n; i++)
        if (!names_add(dst, src->items[i])) return false;
    return true;
}

bool np_glob_match(const char *pat, const char *name) {
    // Classic wildcard matching with one backtrack point: the position after the last '*'.
    const char *star = NULL, *resume = NULL;
    while (*name) {
        if (*pat == '*') {
            star = ++pat;
            resume = name;
        } else if (*pat == '?' || *pat == *name) {
            pat++;
            name++;
        } else if (star) {
            pat = star;
            name = ++resume;
        } else {
            return false;
        }
    }
    while (*pat == '*') pat++;
    return *pat == '\0';
}

/* ---------------------------------------------------------------- the policy object */

// The modules of the default policy: the pure stdlib (no module of it touches the host unless a
// capability is granted: time and datetime import fine, their clock functions stay denied).
static const char *const default_modules[] = {
    "math",   "json",     "re",       "random",     "itertools", "functools",
    "collections", "operator", "heapq", "bisect",   "copy",      "string",
    "textwrap", "statistics", "datetime", "typing", "dataclasses", "time", "enum",
    "abc", "__future__", "collections.abc", "contextlib", "sys", "fractions", "csv",
    "types", "graphlib", "io", "pprint", "calendar",
    "logging", "decimal", "array", "queue", "keyword", "base64", "traceback", "hashlib", "html",
    "difflib", "zlib", "struct", "warnings", "numbers", "unicodedata",
    "shlex", "argparse", "uuid", "secrets", "cmath", "fnmatch", "getopt",
    "binascii", "urllib", "urllib.parse",
};

// A new empty policy (grants nothing, sets no limit); NULL when out of memory.
static NpPolicy *policy_new(void) { return calloc(1, sizeof(NpPolicy)); }

NpPolicy *np_policy_default(void) {
    NpPolicy *p = policy_new();
    if (!p) return NULL;
    for (size_t i = 0; i < sizeof default_modules / sizeof default_modules[0]; i++) {
        if (!names_add(&p->modules, default_modules[i])) {
            np_policy_free(p);
            return NULL;
        }
    }
    return p;
}

static void cap_free(NpPolicyCap *c) {
    free(c->name);
    names_free(&c->include);
    names_free(&c->exclude);
}

void np_policy_free(NpPolicy *p) {
    if (!p) return;
    names_free(&p->modules);
    names_free(&p->denied_modules);
    for (int i = 0; i < p->ncaps; i++) cap_free(&p->caps[i]);
    free(p->caps);
    free(p);
}

// Appends a capability named [name] with no patterns; NULL when out of memory or full.
static NpPolicyCap *cap_add(NpPolicy *p, const char *name, int line) {
    if (p->ncaps >= NP_POLICY_MAX_NAMES) return NULL;
    if (p->ncaps == p->caps_cap) {
        int cap = p->caps_cap ? p->caps_cap * 2 : 4;
        NpPolicyCap *caps = realloc(p->caps, (size_t)cap * sizeof *caps);
        if (!caps) return NULL;
        p->caps = caps;
        p->caps_cap = cap;
    }
    NpPolicyCap *c = &p->caps[p->ncaps];
    memset(c, 0, sizeof *c);
    if (!(c->name = strdup(name))) return NULL;
    c->line = line;
    p->ncaps++;
    return c;
}

NpPolicy *np_policy_copy(const NpPolicy *src) {
    NpPolicy *p = policy_new();
    if (!p) return NULL;
    p->budget = src->budget;
    p->memory = src->memory;
    p->recursion = src->recursion;
    p->timeout = src->timeout;
    p->hash_seed = src->hash_seed;
    p->has_budget = src->has_budget;
    p->has_memory = src->has_memory;
    p->has_recursion = src->has_recursion;
    p->has_timeout = src->has_timeout;
    p->has_hash_seed = src->has_hash_seed;
    p->host_seed = src->host_seed;
    p->has_host_seed = src->has_host_seed;
    bool ok = names_copy(&p->modules, &src->modules) &&
              names_copy(&p->denied_modules, &src->denied_modules);
    for (int i = 0; ok && i < src->ncaps; i++) {
        NpPolicyCap *c = cap_add(p, src->caps[i].name, src->caps[i].line);
        ok = c && names_copy(&c->include, &src->caps[i].include) &&
             names_copy(&c->exclude, &src->caps[i].exclude);
    }
    if (!ok) {
        np_policy_free(p);
        return NULL;
    }
    return p;
}

bool np_policy_allows_module(const NpPolicy *p, const char *name) {
    return p && names_match(&p->modules, name) && !names_match(&p->denied_modules, name);
}

// True when [s] is a non-empty name made of [A-Za-z0-9_] plus the characters in [extra], not
// longer than NP_POLICY_MAX_NAME.
static bool valid_name(const char *s, const char *extra) {
    size_t n = strlen(s);
    if (n == 0 || n > NP_POLICY_MAX_NAME) return false;
    for (; *s; s++) {
        char c = *s;
        bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                  c == '_' || (c && strchr(extra, c));
        if (!ok) return false;
    }
    return true;
}

bool np_policy_grant_module(NpPolicy *p, const char *name) {
    if (!p || !valid_name(name, ".*?")) return false;
    names_remove(&p->denied_modules, name);
    return names_has(&p->modules, name) || names_add(&p->modules, name);
}

bool np_policy_revoke_module(NpPolicy *p, const char *name) {
    if (!p || !valid_name(name, ".*?")) return false;
    names_remove(&p->modules, name);
    // A glob may still grant it: an explicit denial carves it out.
    return names_has(&p->denied_modules, name) || names_add(&p->denied_modules, name);
}

const NpPolicyCap *np_policy_find_cap(const NpPolicy *p, const char *name) {
    if (!p) return NULL;
    for (int i = 0; i < p->ncaps; i++)
        if (!strcmp(p->caps[i].name, name)) return &p->caps[i];
    return NULL;
}

bool np_policy_grant_cap(NpPolicy *p, const char *name) {
    if (!p || !valid_name(name, "")) return false;
    if (np_policy_find_cap(p, name)) return true;
    return cap_add(p, name, 0) != NULL;
}

bool np_policy_revoke_cap(NpPolicy *p, const char *name) {
    if (!p || !valid_name(name, "")) return false;
    for (int i = 0; i < p->ncaps; i++) {
        if (strcmp(p->caps[i].name, name)) continue;
        cap_free(&p->caps[i]);
        memmove(&p->caps[i], &p->caps[i + 1], (size_t)(p->ncaps - i - 1) * sizeof *p->caps);
        p->ncaps--;
        return true;
    }
    return true;
}

bool np_policy_cap_allows_attr(const NpPolicyCap *cap, const char *attr) {
    bool inc = cap->include.n ? names_match(&cap->include, attr) : true;
    bool exc = cap->exclude.n ? names_match(&cap->exclude, attr) : attr[0] == '_';
    return inc && !exc;
}

/* ---------------------------------------------------------------- formatting */

// A growable output buffer for np_policy_format; [ok] turns false on the first failure.
typedef struct OutBuf {
    char *data;
    size_t len, cap;
    bool ok;
} OutBuf;

// Appends printf-style text to [b].
static void out_printf(OutBuf *b, const char *fmt, ...) {
    if (!b->ok) return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) {
        b->ok = false;
        return;
    }
    if (b->len + (size_t)n + 1 > b->cap) {
        size_t cap = (b->cap + (size_t)n + 1) * 2;
        char *d = realloc(b->data, cap);
        if (!d) {
            b->ok = false;
            return;
        }
        b->data = d;
        b->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(b->data + b->len, b->cap - b->len, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

// Appends "key = a, b, c" for a non-empty list.
static void out_list(OutBuf *b, const char *key, const NpNameList *l) {
    if (!l->n) return;
    out_printf(b, "%s = ", key);
    for (int i = 0; i < l->n; i++) out_printf(b, "%s%s", i ? ", " : "", l->items[i]);
    out_printf(b, "\n");
}

char *np_policy_format(const NpPolicy *p) {
    OutBuf b = {NULL, 0, 0, true};
    out_printf(&b, "[limits]\n");
    if (p->has_budget) out_printf(&b, "budget = %" PRId64 "\n", p->budget);
    if (p->has_memory) out_printf(&b, "memory = %zu\n", p->memory);
    if (p->has_recursion) out_printf(&b, "recursion = %d\n", p->recursion);
    if (p->has_timeout) {
        // Fixed notation with at most 9 decimals (what the parser accepts), trailing zeros cut.
        char num[64];
        snprintf(num, sizeof num, "%.9f", p->timeout);
        size_t n = strlen(num);
        while (n > 1 && num[n - 1] == '0') num[--n] = '\0';
        if (num[n - 1] == '.') num[--n] = '\0';
        out_printf(&b, "timeout = %ss\n", num);
    }
    if (p->has_hash_seed) out_printf(&b, "\n[vm]\nhash_seed = %" PRIu64 "\n", p->hash_seed);
    out_printf(&b, "\n[modules]\n");
    out_list(&b, "grant", &p->modules);
    out_list(&b, "deny", &p->denied_modules);
    bool plain = false;
    for (int i = 0; i < p->ncaps; i++)
        if (!p->caps[i].include.n && !p->caps[i].exclude.n) plain = true;
    if (plain) {
        out_printf(&b, "\n[capabilities]\ngrant = ");
        bool first = true;
        for (int i = 0; i < p->ncaps; i++) {
            if (p->caps[i].include.n || p->caps[i].exclude.n) continue;
            out_printf(&b, "%s%s", first ? "" : ", ", p->caps[i].name);
            first = false;
        }
        out_printf(&b, "\n");
    }
    for (int i = 0; i < p->ncaps; i++) {
        const NpPolicyCap *c = &p->caps[i];
        if (!c->include.n && !c->exclude.n) continue;
        out_printf(&b, "\n[capability %s]\n", c->name);
        out_list(&b, "include", &c->include);
        out_list(&b, "exclude", &c->exclude);
    }
    if (!b.ok) {
        free(b.data);
        return NULL;
    }
    return b.data ? b.data : strdup("");
}

/* ---------------------------------------------------------------- the parser */

// Sections of the file format.
typedef enum Section { SEC_NONE, SEC_LIMITS, SEC_VM, SEC_MODULES, SEC_CAPS, SEC_CAP } Section;

// Keys that may appear once per section; a bit per key records which were seen.
enum {
    K_BUDGET = 1 << 0,
    K_MEMORY = 1 << 1,
    K_RECURSION = 1 << 2,
    K_TIMEOUT = 1 << 3,
    K_HASH_SEED = 1 << 4,
    K_GRANT = 1 << 5,
    K_DENY = 1 << 6,
    K_INCLUDE = 1 << 7,
    K_EXCLUDE = 1 << 8,
};

// What a list's items may be.
typedef enum ListKind { L_MODULES, L_CAPS, L_ATTRS } ListKind;

// Parser state: the policy being built, where we are, and the error buffer.
typedef struct Parser {
    NpPolicy *p;
    const char *name;
    int line;
    char *err;
    size_t errlen;
    Section sec;
    // Keys seen in the current section (K_* bits) and sections seen in the file.
    unsigned keys_seen;
    unsigned sections_seen;
    // The capability that the current [capability NAME] section describes.
    NpPolicyCap *cap;
    // The list key of the previous line, which an indented line continues (NULL when none).
    const char *cont_key;
    ListKind cont_kind;
    bool (*cont_add)(struct Parser *, const char *, void *);
    void *cont_ud;
} Parser;

// Writes "name:line: message" into the error buffer; always returns false.
static bool fail(Parser *ps, const char *fmt, ...) {
    if (!ps->errlen) return false;
    int n = snprintf(ps->err, ps->errlen, "%s:%d: ", ps->name, ps->line);
    if (n < 0) n = 0;
    if ((size_t)n < ps->errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(ps->err + n, ps->errlen - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return false;
}

// Length of the valid UTF-8 sequence at [s] (at most [n] bytes), or 0 when it is invalid
// (overlong forms, surrogates and code points past U+10FFFF included).
static size_t utf8_seq(const unsigned char *s, size_t n) {
    unsigned c = s[0];
    if (c < 0x80) return 1;
    size_t len;
    unsigned cp;
    if (c >= 0xC2 && c <= 0xDF) len = 2, cp = c & 0x1F;
    else if (c >= 0xE0 && c <= 0xEF) len = 3, cp = c & 0x0F;
    else if (c >= 0xF0 && c <= 0xF4) len = 4, cp = c & 0x07;
    else return 0;
    if (n < len) return 0;
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (s[i] & 0x3F);
    }
    if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF))) return 0;
    if (cp >= 0xD800 && cp <= 0xDFFF) return 0;
    return len;
}

// Strips leading and trailing spaces/tabs of [s] in place; returns the new start.
static char *trim(char *s) {
    while (*s == ' ' || *s == '\t') s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t')) s[--n] = '\0';
    return s;
}

// Parses an unsigned decimal (or 0x hex when [hex_ok]) integer prefix of [s] into [*v];
// returns the rest of the string, or NULL on overflow or when no digit is there.
static const char *parse_uint(const char *s, bool hex_ok, uint64_t *v) {
    uint64_t base = 10;
    if (hex_ok && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        base = 16;
        s += 2;
    }
    uint64_t x = 0;
    const char *start = s;
    for (;; s++) {
        unsigned d;
        if (*s >= '0' && *s <= '9') d = (unsigned)(*s - '0');
        else if (base == 16 && *s >= 'a' && *s <= 'f') d = (unsigned)(*s - 'a' + 10);
        else if (base == 16 && *s >= 'A' && *s <= 'F') d = (unsigned)(*s - 'A' + 10);
        else if (*s == '_' && s != start && s[1] && s[1] != '_') continue;
        else break;
        if (x > (UINT64_MAX - d) / base) return NULL;
        x = x * base + d;
    }
    if (s == start) return NULL;
    *v = x;
    return s;
}

// budget = N with an optional k/M/G suffix (powers of 1000).
static bool parse_budget(Parser *ps, const char *val) {
    uint64_t v;
    const char *rest = parse_uint(val, false, &v);
    if (!rest) return fail(ps, "budget: expected a positive number of instructions, got '%s'", val);
    uint64_t mult = 1;
    if (!strcmp(rest, "k") || !strcmp(rest, "K")) mult = 1000;
    else if (!strcmp(rest, "M")) mult = 1000000;
    else if (!strcmp(rest, "G")) mult = 1000000000;
    else if (*rest) return fail(ps, "budget: unknown suffix '%s' (use k, M or G)", rest);
    if (v == 0 || v > (uint64_t)4e18 / mult)
        return fail(ps, "budget: %s is out of range (1 to 4e18 instructions)", val);
    ps->p->budget = (int64_t)(v * mult);
    ps->p->has_budget = true;
    return true;
}

// memory = N with an optional K/M/G suffix (powers of 1024), optionally followed by B or iB.
static bool parse_memory(Parser *ps, const char *val) {
    uint64_t v;
    const char *rest = parse_uint(val, false, &v);
    if (!rest) return fail(ps, "memory: expected a size like 64M, got '%s'", val);
    uint64_t mult = 1;
    switch (*rest) {
    case 'k': case 'K': mult = 1024; rest++; break;
    case 'm': case 'M': mult = 1024 * 1024; rest++; break;
    case 'g': case 'G': mult = 1024 * 1024 * 1024; rest++; break;
    default: break;
    }
    if (mult > 1 && *rest == 'i') rest++;
    if (*rest == 'B') rest++;
    if (*rest) return fail(ps, "memory: unknown unit in '%s' (use K, M or G)", val);
    uint64_t max = (uint64_t)1 << 50;
    if (v == 0 || v > max / mult)
        return fail(ps, "memory: %s is out of range (1 byte to 1 PiB)", val);
    if (v * mult < 65536) return fail(ps, "memory: %s is below the minimum of 64K", val);
    ps->p->memory = (size_t)(v * mult);
    ps->p->has_memory = true;
    return true;
}

// recursion = N (1 to 20000, the VM's hard ceiling).
static bool parse_recursion(Parser *ps, const char *val) {
    uint64_t v;
    const char *rest = parse_uint(val, false, &v);
    if (!rest || *rest || v < 1 || v > 20000)
        return fail(ps, "recursion: expected a call depth from 1 to 20000, got '%s'", val);
    ps->p->recursion = (int)v;
    ps->p->has_recursion = true;
    return true;
}

// timeout = N[.F] with a unit ms, s or min (bare numbers are seconds); 1 ms to 1e7 s.
static bool parse_timeout(Parser *ps, const char *val) {
    uint64_t whole, frac = 0;
    const char *rest = parse_uint(val, false, &whole);
    if (!rest) return fail(ps, "timeout: expected a duration like 2s or 500ms, got '%s'", val);
    double scale = 1, fv = 0;
    if (*rest == '.') {
        const char *fs = rest + 1;
        rest = parse_uint(fs, false, &frac);
        if (!rest || rest - fs > 9)
            return fail(ps, "timeout: expected a duration like 2s or 500ms, got '%s'", val);
        for (const char *q = fs; q < rest; q++) scale *= 10;
        fv = (double)frac / scale;
    }
    double secs = (double)whole + fv;
    if (!strcmp(rest, "ms")) secs /= 1000;
    else if (!strcmp(rest, "min")) secs *= 60;
    else if (*rest && strcmp(rest, "s"))
        return fail(ps, "timeout: unknown unit '%s' (use ms, s or min)", rest);
    if (!(secs >= 0.001) || secs > 1e7)
        return fail(ps, "timeout: %s is out of range (1ms to 10000000s)", val);
    ps->p->timeout = secs;
    ps->p->has_timeout = true;
    return true;
}

// hash_seed = N (decimal or 0x hex, 0 to 2**64-1).
static bool parse_hash_seed(Parser *ps, const char *val) {
    uint64_t v;
    const char *rest = parse_uint(val, true, &v);
    if (!rest || *rest)
        return fail(ps, "hash_seed: expected an integer from 0 to 2**64-1, got '%s'", val);
    ps->p->hash_seed = v;
    ps->p->has_hash_seed = true;
    return true;
}


// Splits a comma- or space-separated list of names and calls [add] on each; validates each
// name for [kind]. Empty items are errors; an empty list is allowed.
static bool parse_list(Parser *ps, const char *key, char *val, ListKind kind,
                       bool (*add)(Parser *, const char *, void *), void *ud) {
    ps->cont_key = key;
    ps->cont_kind = kind;
    ps->cont_add = add;
    ps->cont_ud = ud;
    char *s = val;
    for (;;) {
        while (*s == ' ' || *s == '\t') s++;
        if (!*s) return true;  // A trailing comma is allowed (the list may go on below).
        char *start = s;
        while (*s && *s != ',' && *s != ' ' && *s != '\t') s++;
        char *end = s;
        while (*s == ' ' || *s == '\t') s++;
        bool comma = *s == ',';
        if (comma) s++;
        if (end == start) return fail(ps, "%s: empty item in the list", key);
        char saved = *end;
        *end = '\0';
        const char *extra = kind == L_MODULES ? ".*?" : kind == L_ATTRS ? "*?" : "";
        if (!valid_name(start, extra)) {
            const char *what = kind == L_MODULES ? "module name or pattern"
                               : kind == L_ATTRS ? "attribute pattern"
                                                 : "capability name (letters, digits, _)";
            if (strlen(start) > NP_POLICY_MAX_NAME)
                return fail(ps, "%s: name longer than %d characters", key, NP_POLICY_MAX_NAME);
            return fail(ps, "%s: '%s' is not a valid %s", key, start, what);
        }
        if (!add(ps, start, ud)) return false;
        *end = saved;
    }
}

// List callbacks: add one validated name to the list [ud].
static bool add_name(Parser *ps, const char *name, void *ud) {
    NpNameList *l = ud;
    if (names_has(l, name)) return fail(ps, "'%s' is listed twice", name);
    if (!names_add(l, name)) return fail(ps, "too many names (or out of memory)");
    return true;
}

// Adds a plain granted capability.
static bool add_cap(Parser *ps, const char *name, void *ud) {
    (void)ud;
    if (np_policy_find_cap(ps->p, name)) return fail(ps, "capability '%s' is granted twice", name);
    if (!cap_add(ps->p, name, ps->line)) return fail(ps, "too many capabilities (or out of memory)");
    return true;
}

// The keys each section accepts, with their K_ bit.
static const struct {
    Section sec;
    const char *key;
    unsigned bit;
} section_keys[] = {
    {SEC_LIMITS, "budget", K_BUDGET},   {SEC_LIMITS, "memory", K_MEMORY},
    {SEC_LIMITS, "recursion", K_RECURSION}, {SEC_LIMITS, "timeout", K_TIMEOUT},
    {SEC_VM, "hash_seed", K_HASH_SEED}, {SEC_MODULES, "grant", K_GRANT},
    {SEC_MODULES, "deny", K_DENY},      {SEC_CAPS, "grant", K_GRANT},
    {SEC_CAP, "include", K_INCLUDE},    {SEC_CAP, "exclude", K_EXCLUDE},
};

// Names of sections, for messages.
static const char *section_name(Section s) {
    switch (s) {
    case SEC_LIMITS: return "[limits]";
    case SEC_VM: return "[vm]";
    case SEC_MODULES: return "[modules]";
    case SEC_CAPS: return "[capabilities]";
    case SEC_CAP: return "[capability NAME]";
    default: return "(no section)";
    }
}

// Built-in capabilities, which have no attributes.
static bool builtin_cap(const char *name) {
    return !strcmp(name, "clock") || !strcmp(name, "entropy");
}

// Handles one "key = value" line.
static bool parse_keyval(Parser *ps, char *line, char *eq) {
    *eq = '\0';
    char *key = trim(line);
    char *val = trim(eq + 1);
    if (ps->sec == SEC_NONE)
        return fail(ps, "'%s' outside of a section (start with a [section] line)", key);
    unsigned bit = 0;
    for (size_t i = 0; i < sizeof section_keys / sizeof section_keys[0]; i++) {
        if (section_keys[i].sec == ps->sec && !strcmp(section_keys[i].key, key)) {
            bit = section_keys[i].bit;
            key = (char *)section_keys[i].key;  // Static: a continuation line may name it.
        }
    }
    if (!bit) {
        if (!*key) return fail(ps, "missing key before '='");
        return fail(ps, "unknown key '%s' in %s", key, section_name(ps->sec));
    }
    if (ps->keys_seen & bit) return fail(ps, "duplicate key '%s' in %s", key, section_name(ps->sec));
    ps->keys_seen |= bit;
    bool list = bit & (K_GRANT | K_DENY | K_INCLUDE | K_EXCLUDE);
    if (!*val && !list) return fail(ps, "'%s' needs a value", key);
    switch (bit) {
    case K_BUDGET: return parse_budget(ps, val);
    case K_MEMORY: return parse_memory(ps, val);
    case K_RECURSION: return parse_recursion(ps, val);
    case K_TIMEOUT: return parse_timeout(ps, val);
    case K_HASH_SEED: return parse_hash_seed(ps, val);
    case K_GRANT:
        if (ps->sec == SEC_MODULES)
            return parse_list(ps, key, val, L_MODULES, add_name, &ps->p->modules);
        return parse_list(ps, key, val, L_CAPS, add_cap, NULL);
    case K_DENY: return parse_list(ps, key, val, L_MODULES, add_name, &ps->p->denied_modules);
    case K_INCLUDE: return parse_list(ps, key, val, L_ATTRS, add_name, &ps->cap->include);
    default: return parse_list(ps, key, val, L_ATTRS, add_name, &ps->cap->exclude);
    }
}

// Handles one "[section]" or "[capability NAME]" line.
static bool parse_section(Parser *ps, char *line) {
    size_t n = strlen(line);
    if (line[n - 1] != ']') return fail(ps, "missing ']' at the end of the section header");
    line[n - 1] = '\0';
    char *name = trim(line + 1);
    ps->keys_seen = 0;
    ps->cap = NULL;
    if (!strncmp(name, "capability", 10) && (name[10] == ' ' || name[10] == '\t')) {
        char *cname = trim(name + 10);
        if (!valid_name(cname, ""))
            return fail(ps, "'%s' is not a valid capability name (letters, digits, _)", cname);
        if (builtin_cap(cname))
            return fail(ps, "'%s' has no attributes: grant it in [capabilities]", cname);
        if (np_policy_find_cap(ps->p, cname))
            return fail(ps, "capability '%s' is granted twice", cname);
        if (!(ps->cap = cap_add(ps->p, cname, ps->line)))
            return fail(ps, "too many capabilities (or out of memory)");
        ps->sec = SEC_CAP;
        return true;
    }
    static const struct {
        const char *name;
        Section sec;
    } secs[] = {{"limits", SEC_LIMITS}, {"vm", SEC_VM}, {"modules", SEC_MODULES},
                {"capabilities", SEC_CAPS}};
    for (size_t i = 0; i < sizeof secs / sizeof secs[0]; i++) {
        if (strcmp(secs[i].name, name)) continue;
        unsigned bit = 1u << secs[i].sec;
        if (ps->sections_seen & bit) return fail(ps, "duplicate section [%s]", name);
        ps->sections_seen |= bit;
        ps->sec = secs[i].sec;
        return true;
    }
    return fail(ps, "unknown section [%s] (expected limits, vm, modules, capabilities or "
                    "capability NAME)", name);
}

// Removes a comment: '#' at the start of the line or after a space or tab.
static void strip_comment(char *line) {
    for (char *s = line; *s; s++) {
        if (*s == '#' && (s == line || s[-1] == ' ' || s[-1] == '\t')) {
            *s = '\0';
            return;
        }
    }
}

// Parses one line (NUL-terminated, no newline).
static bool parse_line(Parser *ps, char *raw) {
    strip_comment(raw);
    bool indented = raw[0] == ' ' || raw[0] == '\t';
    char *line = trim(raw);
    if (!*line) return true;
    if (indented && ps->cont_key)
        return parse_list(ps, ps->cont_key, line, ps->cont_kind, ps->cont_add, ps->cont_ud);
    ps->cont_key = NULL;
    if (indented) return fail(ps, "unexpected indentation (only a list may continue on an indented line)");
    if (*line == '[') return parse_section(ps, line);
    char *eq = strchr(line, '=');
    if (!eq) return fail(ps, "expected 'key = value' or a [section], got '%.40s'", line);
    return parse_keyval(ps, line, eq);
}

// Checks the whole text for NUL bytes and invalid UTF-8, reporting the line of the first one.
static bool check_bytes(Parser *ps, const char *text, size_t len) {
    ps->line = 1;
    for (size_t i = 0; i < len;) {
        unsigned char c = (unsigned char)text[i];
        if (c == '\n') ps->line++;
        if (c == 0) return fail(ps, "NUL byte in the policy");
        size_t k = utf8_seq((const unsigned char *)text + i, len - i);
        if (!k) return fail(ps, "invalid UTF-8 in the policy");
        i += k;
    }
    return true;
}

NpPolicy *np_policy_parse(const char *text, size_t len, const char *name, char *err,
                          size_t errlen) {
    Parser ps = {0};
    ps.name = name ? name : "<policy>";
    ps.err = err;
    ps.errlen = errlen;
    if (errlen) err[0] = '\0';
    if (!text && len) return NULL;
    if (len > NP_POLICY_MAX_FILE) {
        fail(&ps, "policy is larger than %zu bytes", NP_POLICY_MAX_FILE);
        return NULL;
    }
    if (!check_bytes(&ps, text, len)) return NULL;
    ps.p = policy_new();
    char *buf = malloc(NP_POLICY_MAX_LINE + 1);
    if (!ps.p || !buf) {
        free(buf);
        np_policy_free(ps.p);
        fail(&ps, "out of memory");
        return NULL;
    }
    bool ok = true;
    size_t pos = 0;
    if (len >= 3 && !memcmp(text, "\xEF\xBB\xBF", 3)) pos = 3;  // A UTF-8 BOM is ignored.
    ps.line = 0;
    while (ok && pos < len) {
        ps.line++;
        const char *nl = memchr(text + pos, '\n', len - pos);
        size_t n = nl ? (size_t)(nl - (text + pos)) : len - pos;
        size_t next = pos + n + (nl ? 1 : 0);
        if (n && text[pos + n - 1] == '\r') n--;
        if (n > NP_POLICY_MAX_LINE) {
            ok = fail(&ps, "line longer than %d bytes", NP_POLICY_MAX_LINE);
            break;
        }
        memcpy(buf, text + pos, n);
        buf[n] = '\0';
        ok = parse_line(&ps, buf);
        pos = next;
    }
    free(buf);
    if (!ok) {
        np_policy_free(ps.p);
        return NULL;
    }
    return ps.p;
}

NpPolicy *np_policy_load(const char *path, char *err, size_t errlen) {
    if (errlen) err[0] = '\0';
    FILE *f = fopen(path, "rb");
    if (!f) {
        if (errlen) snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return NULL;
    }
    char *buf = malloc(NP_POLICY_MAX_FILE + 1);
    if (!buf) {
        fclose(f);
        if (errlen) snprintf(err, errlen, "%s: out of memory", path);
        return NULL;
    }
    size_t n = fread(buf, 1, NP_POLICY_MAX_FILE + 1, f);
    bool bad = ferror(f);
    fclose(f);
    NpPolicy *p = NULL;
    if (bad) {
        if (errlen) snprintf(err, errlen, "%s: read error", path);
    } else if (n > NP_POLICY_MAX_FILE) {
        if (errlen)
            snprintf(err, errlen, "%s: policy file is larger than %zu bytes", path,
                     NP_POLICY_MAX_FILE);
    } else {
        p = np_policy_parse(buf, n, path, err, errlen);
    }
    free(buf);
    return p;
}
