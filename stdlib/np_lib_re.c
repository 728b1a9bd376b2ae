/*
 * np_lib_re.c - the `re` module on top of PCRE2 (Debian's libpcre2-8), with CPython 3.11's
 * API: compile/match/search/fullmatch/findall/finditer/sub/subn/split/escape/purge, Pattern
 * and Match objects, and re.error. The flags (re.I, re.M, ... as re.RegexFlag values, an int
 * subclass) are Nearly Python: stdlib/np_lib_re.py, run at the end of re_init.
 *
 * Python syntax that PCRE2 spells differently is translated before compiling (translate()):
 * \Z becomes \z, {,n} becomes {0,n}, \uXXXX and \UXXXXXXXX become \x{...}. str patterns are
 * compiled with PCRE2_UTF and, unless re.ASCII is given, PCRE2_UCP (Unicode \d \w \s \b).
 * docs/stdlib.md lists the remaining differences.
 *
 * Limits: every PCRE2 allocation goes through a general context whose malloc/free charge the
 * VM's memory accounting, and every match runs with a match/depth limit taken from the VM's
 * remaining instruction budget (at most PCRE2's default of 10^7), so catastrophic backtracking
 * ends in the uncatchable BudgetExceeded instead of hanging. Each match charges the budget in
 * proportion to the text it scanned. Hot patterns are JIT-compiled (variant_code; the machine
 * code is charged to the memory limit, and a match that overflows the JIT stack reruns in the
 * interpreter). The VM has one match data block (ReState.md) for every pattern.
 *
 * Objects: Pattern, Match and the finditer scanner are OBJ_INSTANCE objects of builtin types
 * flagged NP_TF_NATIVE_DUNDER (so __repr__/__getitem__ natives are used by the object
 * protocol), allocated as ReTypes that point at the module state, so natives reach it and the
 * interned attribute names without lookups. Their data attributes live in the instance dict
 * (a Match's in one tuple, see make_match); the compiled code is an NpCData under an
 * underscore name, which np_attr.c never exposes on builtin objects. A Match holds its subject
 * string as a Value, so the GC keeps it alive. Compiled patterns are cached per VM (in the
 * module, CPython's 512-entry FIFO cache).
 */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <ctype.h>
#include <pcre2.h>
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"
#include "np_runtime.h"
#include "np_strbuild.h"

/* ---------------------------------------------------------------- flags */

#define RE_TEMPLATE 1
#define RE_I 2
#define RE_L 4
#define RE_M 8
#define RE_S 16
#define RE_U 32
#define RE_X 64
#define RE_DEBUG 128
#define RE_A 256

// Switch for PCRE2's JIT compiler (0 runs every match in PCRE2's interpreter).
#ifndef NP_RE_JIT
#define NP_RE_JIT 1
#endif
// Interpreted work (one unit per run plus one per 32 bytes scanned) after which a pattern
// variant is JIT-compiled. JIT compilation costs about as much as 15 short interpreted
// matches, so a pattern run a few times never pays for it, and a hot one soon does.
#define RE_JIT_WORK 32

// Largest match limit (PCRE2's own default); smaller when less budget remains.
#define RE_MAX_MATCH_LIMIT 10000000
// Entries of the per-VM compiled pattern cache (CPython's _MAXCACHE).
#define RE_CACHE_MAX 512

// The Nearly Python part of the module: the RegexFlag class and the flag constants.
static const char re_src[] =
#include "np_lib_re_py.h"
    ;

/* ---------------------------------------------------------------- C resources */

// The names the module reads and writes in its objects' attribute dicts, interned once per
// VM (ReState.names, kept alive by the module's "__re_names__" tuple).
#define RE_NAMES(X)                                                                              \
    X(pattern) X(flags) X(groups) X(groupindex) X(_code) X(_m) X(_cur) X(_flags) X(_pos)          \
    X(_endpos) X(string)

enum {
#define RE_NAME_ENUM(n) RE_N_##n,
    RE_NAMES(RE_NAME_ENUM)
#undef RE_NAME_ENUM
    RE_NNAMES
};

// Per-VM PCRE2 contexts, owned by the module (its "__re_state__" entry), and the module's
// objects the natives use: every pointer here is also held by the module's namespace, which
// scripts cannot change (modules are read-only), so the GC keeps them alive.
typedef struct ReState {
    NpVM *vm;
    NpDict *ns;
    NpType *ptype, *mtype, *stype, *etype;
    // The compiled pattern cache: pattern str -> Pattern for flags 0, (pattern, flags) ->
    // Pattern otherwise.
    NpDict *cache;
    NpStr *names[RE_NNAMES];
    pcre2_general_context *gctx;
    pcre2_compile_context *cctx;
    pcre2_match_context *mctx;
    // True when this libpcre2 has a JIT for this machine (and NP_RE_JIT is on).
    bool jit;
    // The one match data block of the VM, with room for [md_pairs] ovector pairs (grown for
    // patterns with more groups). A match's ovector is read before any other match can run,
    // so every pattern shares it, and the interpreter's backtracking frames PCRE2 keeps in it
    // (20 KiB and more) exist once per VM instead of once per pattern.
    pcre2_match_data *md;
    uint32_t md_pairs;
} ReState;

// The three ways a pattern is run: search (findall, sub, split, finditer too), match
// (anchored at the start) and fullmatch (anchored at both ends).
enum { RE_V_SEARCH, RE_V_MATCH, RE_V_FULL, RE_NVARIANTS };

// One compiled pattern and its reusable match data. PCRE2's JIT does not accept
// PCRE2_ANCHORED/PCRE2_ENDANCHORED at match time, so match() and fullmatch() get variants
// compiled with those options; a variant is compiled (and JIT-compiled) only after
// RE_JIT_WORK worth of interpreted runs, so a pattern used a few times never pays for JIT
// compilation. Until then, and when JIT is unavailable, code[RE_V_SEARCH] runs with the
// anchoring options.
typedef struct ReCode {
    pcre2_code *code[RE_NVARIANTS];
    // Interpreted work of each variant so far (counted up to RE_JIT_WORK), whether it is
    // compiled and JIT-compiled, and whether that was tried and failed.
    uint32_t work[RE_NVARIANTS];
    bool jitted[RE_NVARIANTS], nojit[RE_NVARIANTS];
    uint32_t ngroups;
    // Options of code[RE_V_SEARCH], and the translated pattern the variants compile from.
    uint32_t opts;
    char *src;
    size_t srclen;
    // Bytes of JIT machine code charged to the VM (PCRE2 maps it outside our allocator).
    size_t jit_bytes;
    struct ReState *st;
} ReCode;

// Size of the header re_malloc puts before each block (keeps 16-byte alignment).
#define RE_HDR 16

// PCRE2's malloc: charges the VM (MemoryError pending on failure, PCRE2 then reports
// PCRE2_ERROR_NOMEMORY).
static void *re_malloc(PCRE2_SIZE size, void *data) {
    NpVM *vm = data;
    size_t total = size + RE_HDR;
    if (total < size || !np_mem_charge(vm, total)) return NULL;
    char *p = malloc(total);
    if (!p) {
        np_mem_uncharge(vm, total);
        np_raise_nomem(vm);
        return NULL;
    }
    memcpy(p, &total, sizeof total);
    return p + RE_HDR;
}

// PCRE2's free: gives the block's bytes back to the VM.
static void re_free(void *ptr, void *data) {
    if (!ptr) return;
    char *p = (char *)ptr - RE_HDR;
    size_t total;
    memcpy(&total, p, sizeof total);
    np_mem_uncharge((NpVM *)data, total);
    free(p);
}

static void state_finalize(NpVM *vm, void *ptr) {
    ReState *st = ptr;
    pcre2_match_data_free(st->md);
    pcre2_match_context_free(st->mctx);
    pcre2_compile_context_free(st->cctx);
    pcre2_general_context_free(st->gctx);
    np_mem_realloc(vm, st, sizeof *st, 0);
}

static void code_finalize(NpVM *vm, void *ptr) {
    ReCode *rc = ptr;
    for (int v = 0; v < RE_NVARIANTS; v++) pcre2_code_free(rc->code[v]);
    np_mem_uncharge(vm, rc->jit_bytes);
    np_mem_realloc(vm, rc->src, rc->srclen, 0);
    np_mem_realloc(vm, rc, sizeof *rc, 0);
}

// The module's types are NpTypes with the module state after them, so a Pattern or Match
// reaches its ReState through its type. Only types whose constructor is one of this file's
// (pattern_construct, match_construct, scanner_construct) are ReTypes, which is how a native
// checks its receiver: no script can make a type with those constructors.
typedef struct ReType {
    NpType t;
    ReState *st;
} ReType;

static bool pattern_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                              NpValue *out);
static bool match_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                            NpValue *out);
static bool scanner_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                              NpValue *out);

// The ReState of [v] when it is an instance of the module type made with constructor [ctor],
// else NULL.
static inline ReState *re_state_if(NpValue v, NpConstructFn ctor) {
    if (!NP_IS_KIND(v, OBJ_INSTANCE)) return NULL;
    NpType *t = NP_OBJ(v)->type;
    return t->construct == ctor ? ((ReType *)t)->st : NULL;
}

// Wraps [ptr] in a GC object that calls [fin] when it dies.
static NpCData *cdata_new(NpVM *vm, void *ptr, void (*fin)(NpVM *, void *)) {
    NpCData *c = (NpCData *)np_alloc_obj(vm, sizeof(NpCData), OBJ_CDATA,
                                         vm->types[NP_TYPE_OBJECT]);
    if (!c) return NULL;
    c->ptr = ptr;
    c->finalize = fin;
    return c;
}

/* ---------------------------------------------------------------- small helpers */

// The value stored under [name] in dict [d] (UNDEF when absent or on error).
static NpValue dget(NpVM *vm, NpDict *d, const char *name) {
    NpStr *k = np_intern_cstr(vm, name);
    if (!k) {
        np_exc_clear(vm);
        return np_undef();
    }
    return np_dict_get_str(d, k);
}

static bool dset(NpVM *vm, NpDict *d, const char *name, NpValue v) {
    NpStr *k = np_intern_cstr(vm, name);
    return k && np_dict_set_str(vm, d, k, v);
}

// The attribute dict of an instance (Pattern, Match, scanner).
static NpDict *attrs(NpValue v) { return ((NpInstance *)NP_AS_OBJ(v))->dict; }

// Where the module's objects keep their attributes, in the order they are stored when the
// object is made (so a lookup usually finds its name at that entry without hashing).
enum { PAT_CODE, PAT_PATTERN, PAT_FLAGS, PAT_GROUPS, PAT_GROUPINDEX };
enum { MAT_M };
enum { SCN_PATTERN, SCN_STRING, SCN_CUR, SCN_FLAGS, SCN_POS, SCN_ENDPOS };

// The value under interned name [n] in dict [d] (UNDEF when absent): entry [at] when it
// holds that very key (names are interned, so one pointer comparison decides), else a
// normal lookup.
static inline NpValue nget(const ReState *st, NpDict *d, int n, size_t at) {
    const NpStr *k = st->names[n];
    if (at < d->nentries && NP_IS_OBJ(d->entries[at].key) &&
        NP_AS_OBJ(d->entries[at].key) == &k->hdr && !(d->hdr.flags & NP_DICT_OWNED_STRS))
        return d->entries[at].value;
    return np_dict_get_str(d, st->names[n]);
}

static inline bool nset(NpVM *vm, const ReState *st, NpDict *d, int n, NpValue v) {
    return np_dict_set_str(vm, d, st->names[n], v);
}

// Replaces the value under [n] in [d], in place when entry [at] holds that key (what a store
// to an existing key does), else by a normal store.
static inline bool nput(NpVM *vm, const ReState *st, NpDict *d, int n, size_t at, NpValue v) {
    const NpStr *k = st->names[n];
    if (at < d->nentries && NP_IS_OBJ(d->entries[at].key) &&
        NP_AS_OBJ(d->entries[at].key) == &k->hdr) {
        np_gc_barrier(vm, d);
        d->entries[at].value = v;
        return true;
    }
    return nset(vm, st, d, n, v);
}

// The module's namespace (module natives get the module as argv[0]).
static NpDict *modns(NpValue m) { return ((NpModuleObj *)NP_AS_OBJ(m))->globals; }

static bool is_type(NpValue v, NpType *t) { return NP_IS_OBJ(v) && NP_OBJ(v)->type == t; }


// Requires a str subject: "expected string or bytes-like object, got 'int'".
static bool need_subject(NpVM *vm, NpValue v) {
    if (NP_IS_STR(v)) return true;
    return np_raisef(vm, NP_TYPE_TYPEERROR, "expected string or bytes-like object, got '%s'",
                     np_type_name(vm, v));
}

// Converts byte offsets of one string to code point indices, moving incrementally (matches
// come in increasing order, so a findall over a long string stays linear).
typedef struct CpMap {
    const NpStr *s;
    size_t byte, cp;
} CpMap;

static size_t cp_of(CpMap *m, size_t byte) {
    if (m->s->hdr.flags & NP_STR_ASCII) return byte;
    const char *d = m->s->data;
    while (m->byte < byte) {
        if (((unsigned char)d[m->byte] & 0xC0) != 0x80) m->cp++;
        m->byte++;
    }
    while (m->byte > byte) {
        m->byte--;
        if (((unsigned char)d[m->byte] & 0xC0) != 0x80) m->cp--;
    }
    return m->cp;
}

/* ---------------------------------------------------------------- errors */

// Raises re.error(msg) with the attributes msg, pattern and pos (None when [pos] < 0).
static bool raise_re_error(NpVM *vm, ReState *st, NpValue pattern, const char *msg,
                           int64_t pos) {
    NpType *t = st->etype;
    NpBuf b;
    np_buf_init(&b, vm);
    np_buf_appendc(&b, msg);
    if (pos >= 0) np_buf_appendf(&b, " at position %lld", (long long)pos);
    NpStr *full = np_buf_finish(&b);
    NpStr *m = np_str_from_cstr(vm, msg);
    if (!full || !m) return false;
    NpValue fv = np_obj(&full->hdr);
    NpTuple *args = np_tuple_from(vm, &fv, 1);
    NpException *e = args ? np_exc_new(vm, t, args) : NULL;
    if (!e) return false;
    e->attrs = np_dict_new(vm);
    if (!e->attrs || !dset(vm, e->attrs, "msg", np_obj(&m->hdr)) ||
        !dset(vm, e->attrs, "pattern", pattern) ||
        !dset(vm, e->attrs, "pos", pos >= 0 ? np_int(pos) : np_none()))
        return false;
    return np_raise_value(vm, np_obj(&e->hdr));
}

/* ---------------------------------------------------------------- translation */

// Copies Python pattern [p], from byte [from] on, into [out] in PCRE2 syntax (see the file
// comment).
static void translate(const NpStr *p, size_t from, NpBuf *out) {
    const char *s = p->data;
    size_t n = p->len, i = from;
    bool in_class = false;
    while (i < n) {
        char c = s[i];
        if (c == '\\' && i + 1 < n) {
            char e = s[i + 1];
            if (e == 'Z' && !in_class) {
                np_buf_appendc(out, "\\z");
                i += 2;
                continue;
            }
            size_t nd = e == 'u' ? 4 : e == 'U' ? 8 : 0;
            if (nd) {
                size_t k = 0;
                while (k < nd && i + 2 + k < n &&
                       strchr("0123456789abcdefABCDEF", s[i + 2 + k]) && s[i + 2 + k])
                    k++;
                if (k == nd) {
                    np_buf_appendc(out, "\\x{");
                    np_buf_append(out, s + i + 2, nd);
                    np_buf_appendc(out, "}");
                    i += 2 + nd;
                    continue;
                }
            }
            np_buf_append(out, s + i, 2);
            i += 2;
            continue;
        }
        if (in_class) {
            if (c == ']') in_class = false;
            // A '[' in a set is a plain member for sre ("[[:alpha:]]" is no POSIX class).
            if (c == '[')
                np_buf_append(out, "\\", 1);
            np_buf_append(out, &c, 1);
            i++;
            continue;
        }
        if (c == '[') {
            in_class = true;
            np_buf_append(out, &c, 1);
            i++;
            // A ']' right after '[' or '[^' is a literal member.
            if (i < n && s[i] == '^') np_buf_append(out, s + i++, 1);
            if (i < n && s[i] == ']') np_buf_append(out, s + i++, 1);
            continue;
        }
        if (c == '{' && i + 1 < n && s[i + 1] == ',') {
            size_t k = i + 2;
            while (k < n && s[k] >= '0' && s[k] <= '9') k++;
            if (k > i + 2 && k < n && s[k] == '}') {
                np_buf_appendc(out, "{0");
                i++;
                continue;
            }
        }
        np_buf_append(out, &c, 1);
        i++;
    }
}

/* ---------------------------------------------------------------- escapes */

// The number of hex digits at s[i..n), at most [max].
static size_t hex_run(const char *s, size_t i, size_t n, size_t max) {
    size_t k = 0;
    while (k < max && i + k < n && isxdigit((unsigned char)s[i + k])) k++;
    return k;
}

// CPython's check of the escape at s[i] (a backslash with at least one byte after it) in or out
// of a character set ([in_class]): false with its re.error message in [msg] and position in
// *pos for an escape sre rejects (an ASCII letter it does not know, PCRE2's own \k \g \p \z \Q
// \E \K \R \h \X \G \N..., an incomplete \x \u \U, an octal value past 0o377), which PCRE2
// would otherwise accept with another meaning. Group references are left to PCRE2.
static bool escape_ok(const char *s, size_t i, size_t n, bool in_class, char *msg, size_t cap,
                      int64_t *pos) {
    char e = s[i + 1];
    *pos = (int64_t)i;
    if (e == 'x' || e == 'u' || e == 'U') {
        size_t want = e == 'x' ? 2 : e == 'u' ? 4 : 8, k = hex_run(s, i + 2, n, want);
        if (k < want) {
            snprintf(msg, cap, "incomplete escape \\%c%.*s", e, (int)k, s + i + 2);
            return false;
        }
        if (e == 'U' && strtoul((char[9]){s[i + 2], s[i + 3], s[i + 4], s[i + 5], s[i + 6],
                                          s[i + 7], s[i + 8], s[i + 9], 0},
                                NULL, 16) > 0x10FFFF) {
            snprintf(msg, cap, "bad escape \\U%.8s", s + i + 2);
            return false;
        }
        return true;
    }
    if (e == 'N') {  // \N{NAME} is not supported at all (PCRE2 refuses it); bare \N is sre's error
        if (i + 2 < n && s[i + 2] == '{') return true;
        snprintf(msg, cap, "missing {");
        *pos = (int64_t)i + 2;
        return false;
    }
    if (e >= '0' && e <= '7') {
        // Three octal digits (or a leading 0, in a set any octal digit) make an octal escape.
        bool oct3 = i + 3 < n && s[i + 2] >= '0' && s[i + 2] <= '7' && s[i + 3] >= '0' &&
                    s[i + 3] <= '7';
        if (oct3 && (e > '3')) {
            snprintf(msg, cap, "octal escape value \\%.3s outside of range 0-0o377", s + i + 1);
            return false;
        }
        return true;
    }
    if (e == '8' || e == '9') {
        if (!in_class) return true;  // a group reference
        snprintf(msg, cap, "bad escape \\%c", e);
        return false;
    }
    if (!((e >= 'a' && e <= 'z') || (e >= 'A' && e <= 'Z'))) return true;
    const char *known = in_class ? "abfnrtvdDsSwW" : "abfnrtvdDsSwWAbBZ";
    if (strchr(known, e)) return true;
    snprintf(msg, cap, "bad escape \\%c", e);
    return false;
}

// Scans pattern [p] from byte [from] for escapes CPython's sre rejects (escape_ok), skipping
// (?#...) comments and, in verbose mode ([verbose]), # comments: false with the first one's
// message and byte position.
static bool check_escapes(const NpStr *p, size_t from, bool verbose, char *msg, size_t cap,
                          int64_t *pos) {
    const char *s = p->data;
    size_t n = p->len, i = from;
    bool in_class = false;
    while (i < n) {
        char c = s[i];
        if (c == '\\' && i + 1 < n) {
            if (!escape_ok(s, i, n, in_class, msg, cap, pos)) return false;
            i += 2;
            continue;
        }
        if (in_class) {
            if (c == ']') in_class = false;
            i++;
            continue;
        }
        if (c == '[') {
            i++;
            if (i < n && s[i] == '^') i++;
            if (i < n && s[i] == ']') i++;
            in_class = true;
            continue;
        }
        if (c == '(' && i + 2 < n && s[i + 1] == '?' && s[i + 2] == '#') {
            while (i < n && s[i] != ')') i++;
            continue;
        }
        if (c == '(' && i + 2 < n && s[i + 1] == '?') {
            // The extensions sre knows; PCRE2's others ((?|, (?R), (?&n), (?P>n), (?<n>, (?'n')
            // are its "unknown extension".
            char d = s[i + 2], d2 = i + 3 < n ? s[i + 3] : 0;
            bool ok = strchr(":#=!(>aiLmsux-", d) || (d == '<' && d2 && strchr("=!", d2)) ||
                      (d == 'P' && d2 && strchr("<=", d2));
            if (!ok) {
                int len = d == '<' || d == 'P' ? (d2 ? 2 : 1) : 1;
                snprintf(msg, cap, "unknown extension ?%.*s", len, s + i + 2);
                *pos = (int64_t)i + 1;
                return false;
            }
        }
        if (c == '#' && verbose) {
            while (i < n && s[i] != '\n') i++;
            continue;
        }
        i++;
    }
    return true;
}

/* ---------------------------------------------------------------- compiling */

static void state_finalize(NpVM *vm, void *ptr);

// The ReState of the re module [m] (module natives get the module as argv[0]). re_init
// stores "__re_state__" before anything else, so it is among the namespace's first entries;
// an NpCData with this file's finalizer cannot be anything else.
static ReState *module_state(NpVM *vm, NpValue m) {
    NpDict *ns = modns(m);
    for (size_t i = 0; i < ns->nentries && i < 8; i++) {
        NpValue v = ns->entries[i].value;
        if (NP_IS_KIND(v, OBJ_CDATA) && ((NpCData *)NP_AS_OBJ(v))->finalize == state_finalize)
            return ((NpCData *)NP_AS_OBJ(v))->ptr;
    }
    NpValue v = dget(vm, ns, "__re_state__");
    if (NP_IS_KIND(v, OBJ_CDATA) && ((NpCData *)NP_AS_OBJ(v))->finalize == state_finalize)
        return ((NpCData *)NP_AS_OBJ(v))->ptr;
    np_raisef(vm, NP_TYPE_RUNTIMEERROR, "re module state missing");
    return NULL;
}

// Validates [flags] as CPython's compile does for a str pattern.
static bool check_flags(NpVM *vm, int64_t flags) {
    if (flags & RE_L)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "cannot use LOCALE flag with a str pattern");
    if ((flags & RE_A) && (flags & RE_U))
        return np_raisef(vm, NP_TYPE_VALUEERROR, "ASCII and UNICODE flags are incompatible");
    if (flags & (RE_TEMPLATE | RE_DEBUG))
        return np_raisef(vm, NP_TYPE_VALUEERROR, "re.TEMPLATE and re.DEBUG are not supported");
    return true;
}

// Builds the groupindex dict {name: number} (in group-number order) of compiled [code].
static NpDict *group_index(NpVM *vm, pcre2_code *code) {
    NpDict *gi = np_dict_new(vm);
    if (!gi) return NULL;
    uint32_t count = 0, size = 0;
    PCRE2_SPTR table = NULL;
    pcre2_pattern_info(code, PCRE2_INFO_NAMECOUNT, &count);
    pcre2_pattern_info(code, PCRE2_INFO_NAMEENTRYSIZE, &size);
    pcre2_pattern_info(code, PCRE2_INFO_NAMETABLE, &table);
    // The table is sorted by name; emit the entries by group number.
    uint32_t last = 0;
    for (uint32_t emitted = 0; emitted < count; emitted++) {
        uint32_t best = UINT32_MAX;
        const unsigned char *bestent = NULL;
        for (uint32_t k = 0; k < count; k++) {
            const unsigned char *ent = table + (size_t)k * size;
            uint32_t num = ((uint32_t)ent[0] << 8) | ent[1];
            if (num > last && num < best) {
                best = num;
                bestent = ent;
            }
        }
        if (!bestent) break;
        last = best;
        NpStr *name = np_str_from_cstr(vm, (const char *)bestent + 2);
        if (!name || !np_dict_set(vm, gi, np_obj(&name->hdr), np_int(best))) return NULL;
    }
    return gi;
}

// The flags of the global inline groups at the start of [p] ("(?i)", "(?ms)", "(?a)"), which
// CPython adds to Pattern.flags; *skip is the length of those groups (removed before
// compiling, since PCRE2 has no (?a)/(?u)).
static int64_t inline_flags(const NpStr *p, size_t *skip) {
    int64_t f = 0;
    size_t i = 0;
    *skip = 0;
    while (i + 2 < p->len && p->data[i] == '(' && p->data[i + 1] == '?') {
        size_t k = i + 2;
        int64_t g = 0;
        for (; k < p->len && p->data[k] != ')'; k++) {
            switch (p->data[k]) {
            case 'i': g |= RE_I; break;
            case 'm': g |= RE_M; break;
            case 's': g |= RE_S; break;
            case 'x': g |= RE_X; break;
            case 'a': g |= RE_A; break;
            case 'u': g |= RE_U; break;
            default: return f;
            }
        }
        if (k >= p->len || k == i + 2) return f;
        f |= g;
        i = k + 1;
        *skip = i;
    }
    return f;
}

// Where a scan of pattern [p] (escapes and character sets skipped) leaves the innermost '('
// that no ')' closes ([paren]) and a '[' that no ']' closes ([set]): byte offsets, or -1.
static void open_brackets(const NpStr *p, int64_t *paren, int64_t *set) {
    int64_t stack[64];
    int depth = 0;
    *paren = *set = -1;
    for (size_t i = 0; i < p->len; i++) {
        char c = p->data[i];
        if (c == '\\') {
            i++;
        } else if (c == '[') {
            size_t j = i + 1;
            if (j < p->len && p->data[j] == '^') j++;
            if (j < p->len && p->data[j] == ']') j++;
            while (j < p->len && p->data[j] != ']') j += p->data[j] == '\\' ? 2 : 1;
            if (j >= p->len) {
                *set = (int64_t)i;
                return;
            }
            i = j;
        } else if (c == '(') {
            if (depth < 64) stack[depth] = (int64_t)i;
            depth++;
        } else if (c == ')' && depth > 0) {
            depth--;
        }
    }
    if (depth > 0) *paren = stack[depth <= 64 ? depth - 1 : 63];
}

// The first named group `(?P<name>` of [p] whose name starts with a digit ([bad]) or repeats an
// earlier group's name ([dup], with both group numbers): CPython's messages for the group-name
// errors PCRE2 reports as its own. Writes the message, sets *pos (name's byte offset); false
// when the scan finds neither.
static bool group_name_error(const NpStr *p, bool dup, char *msg, size_t cap, int64_t *pos) {
    const char *d = p->data;
    size_t names[32], lens[32], groups[32];
    int nnames = 0;
    size_t group = 0;
    for (size_t i = 0; i < p->len; i++) {
        if (d[i] == '\\') {
            i++;
        } else if (d[i] == '[') {
            size_t j = i + 1;
            if (j < p->len && d[j] == '^') j++;
            if (j < p->len && d[j] == ']') j++;
            while (j < p->len && d[j] != ']') j += d[j] == '\\' ? 2 : 1;
            i = j;
        } else if (d[i] == '(' && (i + 1 >= p->len || d[i + 1] != '?')) {
            group++;
        } else if (d[i] == '(' && i + 4 < p->len && memcmp(d + i + 1, "?P<", 3) == 0) {
            group++;
            size_t st = i + 4, e = st;
            while (e < p->len && d[e] != '>') e++;
            if (e - st > 100)  // (the message buffer holds a whole name, never part of one)
                return false;
            if (!dup && isdigit((unsigned char)d[st])) {
                snprintf(msg, cap, "bad character in group name '%.*s'", (int)(e - st), d + st);
                *pos = (int64_t)st;
                return true;
            }
            for (int k = 0; dup && k < nnames; k++) {
                if (lens[k] == e - st && memcmp(d + names[k], d + st, e - st) == 0) {
                    snprintf(msg, cap, "redefinition of group name '%.*s' as group %zu; was "
                             "group %zu", (int)(e - st), d + st, group, groups[k]);
                    *pos = (int64_t)st;
                    return true;
                }
            }
            if (nnames < 32) {
                names[nnames] = st;
                lens[nnames] = e - st;
                groups[nnames++] = group;
            }
        }
    }
    return false;
}

// CPython's re.error message and position (a byte offset of [p], -1 for none) for the common
// mistakes PCRE2 reports as [err] at [off]: unbalanced parentheses, nothing to repeat, bad
// escapes, bad character ranges, unterminated sets, bad {m,n}. False when [err] is not one of
// them or the pattern does not look as expected there (the caller keeps PCRE2's message).
static bool cpython_error(const NpStr *p, int err, size_t off, char *msg, size_t cap,
                          int64_t *pos) {
    const char *d = p->data;
    size_t n = p->len;
    int64_t paren, set;
    switch (err) {
    case PCRE2_ERROR_MISSING_CLOSING_PARENTHESIS:
        open_brackets(p, &paren, &set);
        if (paren < 0) return false;
        snprintf(msg, cap, "missing ), unterminated subpattern");
        *pos = paren;
        return true;
    case PCRE2_ERROR_MISSING_SQUARE_BRACKET:
        open_brackets(p, &paren, &set);
        if (set < 0) return false;
        snprintf(msg, cap, "unterminated character set");
        *pos = set;
        return true;
    case PCRE2_ERROR_UNMATCHED_CLOSING_PARENTHESIS:
        if (off >= n || d[off] != ')') return false;
        snprintf(msg, cap, "unbalanced parenthesis");
        *pos = (int64_t)off;
        return true;
    case PCRE2_ERROR_QUANTIFIER_INVALID:
        if (off >= n || !strchr("*+?{", d[off])) return false;
        snprintf(msg, cap, off > 0 && strchr("*+?}", d[off - 1]) ? "multiple repeat"
                                                                 : "nothing to repeat");
        *pos = (int64_t)off;
        return true;
    case PCRE2_ERROR_END_BACKSLASH:
        if (n == 0 || d[n - 1] != '\\') return false;
        snprintf(msg, cap, "bad escape (end of pattern)");
        *pos = (int64_t)n - 1;
        return true;
    case PCRE2_ERROR_UNKNOWN_ESCAPE:  // PCRE2 points at the escaped letter
        if (off == 0 || off >= n || d[off - 1] != '\\' || !isalpha((unsigned char)d[off]))
            return false;
        snprintf(msg, cap, "bad escape \\%c", d[off]);
        *pos = (int64_t)off - 1;
        return true;
    case PCRE2_ERROR_CLASS_RANGE_ORDER:  // [z-a]: PCRE2 points at the range's last character
        if (off < 2 || off >= n || d[off - 1] != '-' || d[off - 2] == '\\') return false;
        snprintf(msg, cap, "bad character range %.*s", 3, d + off - 2);
        *pos = (int64_t)off - 2;
        return true;
    case PCRE2_ERROR_CLASS_INVALID_RANGE:
        // [\d-z]: PCRE2 points at the '-'; [a-\w]: after the class escape.
        if (off >= 2 && off + 1 < n && d[off] == '-' && d[off - 2] == '\\') {
            snprintf(msg, cap, "bad character range %.*s", 4, d + off - 2);
            *pos = (int64_t)off - 2;
            return true;
        }
        if (off >= 4 && off <= n && d[off - 3] == '-' && d[off - 2] == '\\') {
            snprintf(msg, cap, "bad character range %.*s", 4, d + off - 4);
            *pos = (int64_t)off - 4;
            return true;
        }
        return false;
    case PCRE2_ERROR_QUANTIFIER_OUT_OF_ORDER: {
        size_t k = off < n ? off : n;
        while (k > 0 && d[k - 1] != '{') k--;
        if (k == 0) return false;
        snprintf(msg, cap, "min repeat greater than max repeat");
        *pos = (int64_t)k;
        return true;
    }
    case PCRE2_ERROR_LOOKBEHIND_NOT_FIXED_LENGTH:
        snprintf(msg, cap, "look-behind requires fixed-width pattern");
        *pos = -1;
        return true;
    case PCRE2_ERROR_BAD_SUBPATTERN_REFERENCE: {  // \N with no group N
        if (off == 0 || off >= n || d[off - 1] != '\\' || !isdigit((unsigned char)d[off]))
            return false;
        size_t e = off;
        while (e < n && e - off < 2 && isdigit((unsigned char)d[e])) e++;
        snprintf(msg, cap, "invalid group reference %.*s", (int)(e - off), d + off);
        *pos = (int64_t)off;
        return true;
    }
    case PCRE2_ERROR_DUPLICATE_SUBPATTERN_NAME:
    case PCRE2_ERROR_INVALID_SUBPATTERN_NAME:
        return group_name_error(p, err == PCRE2_ERROR_DUPLICATE_SUBPATTERN_NAME, msg, cap, pos);
    default:
        return false;
    }
}

// Compiles [pat] with [flags] into a new Pattern object (no cache).
static bool compile_new(NpVM *vm, ReState *st, NpStr *pat, int64_t flags, NpValue *out) {
    size_t skip;
    flags |= inline_flags(pat, &skip);
    if (!check_flags(vm, flags)) return false;
    char emsg[96];
    int64_t epos;
    if (!check_escapes(pat, skip, (flags & RE_X) != 0, emsg, sizeof emsg, &epos))
        return raise_re_error(vm, st, np_obj(&pat->hdr), emsg,
                              (int64_t)nplib_cp_count(pat, (size_t)epos));
    NpBuf b;
    np_buf_init(&b, vm);
    translate(pat, skip, &b);
    if (b.failed) return np_raise_nomem(vm);
    uint32_t opts = PCRE2_UTF | PCRE2_NO_UTF_CHECK;
    if (!(flags & RE_A)) opts |= PCRE2_UCP;
    if (flags & RE_I) opts |= PCRE2_CASELESS;
    if (flags & RE_M) opts |= PCRE2_MULTILINE;
    if (flags & RE_S) opts |= PCRE2_DOTALL;
    if (flags & RE_X) opts |= PCRE2_EXTENDED;
    int err = 0;
    PCRE2_SIZE erroff = 0;
    pcre2_code *code = pcre2_compile((PCRE2_SPTR)(b.data ? b.data : ""), b.len, opts, &err,
                                     &erroff, st->cctx);
    if (!code) {
        np_buf_free(&b);
        if (!NP_IS_UNDEF(vm->exc)) return false;
        PCRE2_UCHAR msg[256];
        int64_t pos = (int64_t)(erroff < pat->len ? erroff : pat->len);
        if (!cpython_error(pat, err, erroff, (char *)msg, sizeof msg, &pos))
            pcre2_get_error_message(err, msg, sizeof msg);
        // (CPython's look-behind error, found after parsing, carries no pattern or position.)
        NpValue pv = pos < 0 ? np_none() : np_obj(&pat->hdr);
        return raise_re_error(vm, st, pv, (const char *)msg,
                              pos < 0 ? -1 : (int64_t)nplib_cp_count(pat, (size_t)pos));
    }
    ReCode *rc = np_mem_realloc(vm, NULL, 0, sizeof *rc);
    if (!rc) {
        np_buf_free(&b);
        pcre2_code_free(code);
        return false;
    }
    memset(rc, 0, sizeof *rc);
    rc->code[RE_V_SEARCH] = code;
    rc->opts = opts;
    rc->st = st;
    pcre2_pattern_info(code, PCRE2_INFO_CAPTURECOUNT, &rc->ngroups);
    NpCData *cd = cdata_new(vm, rc, code_finalize);
    if (!cd) {
        np_buf_free(&b);
        code_finalize(vm, rc);
        return false;
    }
    // The translated source, kept for compiling the anchored variants later.
    rc->src = np_mem_realloc(vm, NULL, 0, b.len + 1);
    if (!rc->src) {
        np_buf_free(&b);
        return false;
    }
    rc->srclen = b.len + 1;
    if (b.len) memcpy(rc->src, b.data, b.len);
    rc->src[b.len] = '\0';
    np_buf_free(&b);
    NpDict *gi = group_index(vm, code);
    NpValue p;
    if (!gi || !np_instance_new(vm, st->ptype, &p)) return false;
    NpDict *a = attrs(p);
    int64_t shown = flags;
    if (!(shown & RE_A)) shown |= RE_U;
    if (!nset(vm, st, a, RE_N__code, np_obj(&cd->hdr)) ||
        !nset(vm, st, a, RE_N_pattern, np_obj(&pat->hdr)) ||
        !nset(vm, st, a, RE_N_flags, np_int(shown)) ||
        !nset(vm, st, a, RE_N_groups, np_int(rc->ngroups)) ||
        !nset(vm, st, a, RE_N_groupindex, np_obj(&gi->hdr)))
        return false;
    *out = p;
    return true;
}

// re.compile semantics with the per-VM cache: a Pattern object is returned as is.
static bool get_pattern(NpVM *vm, ReState *st, NpValue pat, NpValue flagsv, NpValue *out) {
    int64_t flags = 0;
    if (!NP_IS_UNDEF(flagsv) && !nplib_as_ssize(vm, flagsv, &flags)) return false;
    if (is_type(pat, st->ptype)) {
        if (flags)
            return np_raisef(vm, NP_TYPE_VALUEERROR,
                             "cannot process flags argument with a compiled pattern");
        *out = pat;
        return true;
    }
    if (!NP_IS_STR(pat))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "first argument must be string or compiled pattern");
    if (!check_flags(vm, flags)) return false;
    // Flags 0 (the usual case) key the cache by the pattern str itself, with no tuple made.
    NpValue key = pat;
    if (flags) {
        NpTuple *t = np_tuple_new(vm, 2);
        if (!t) return false;
        t->items[0] = pat;
        t->items[1] = np_int(flags);
        key = np_obj(&t->hdr);
    }
    NpDict *c = st->cache;
    bool found = false;
    if (!np_dict_get(vm, c, key, out, &found)) return false;
    if (found) return true;
    if (!compile_new(vm, st, NP_AS_STR(pat), flags, out)) return false;
    if (c->n >= RE_CACHE_MAX) {
        size_t pos = 0;
        NpValue k, v;
        bool f;
        if (np_dict_next(c, &pos, &k, &v) && !np_dict_del(vm, c, k, &v, &f)) return false;
    }
    return np_dict_set(vm, c, key, *out);
}

/* ---------------------------------------------------------------- matching */

// The compiled code of Pattern [p] (whose module state is [st]).
static ReCode *code_of(const ReState *st, NpValue p) {
    NpValue v = nget(st, attrs(p), RE_N__code, PAT_CODE);
    return NP_IS_KIND(v, OBJ_CDATA) && ((NpCData *)NP_AS_OBJ(v))->finalize == code_finalize
               ? ((NpCData *)NP_AS_OBJ(v))->ptr
               : NULL;
}

// Everything one search/iteration over a subject needs.
typedef struct Scan {
    NpVM *vm;
    NpValue pattern;
    ReCode *rc;
    ReState *st;
    NpStr *s;
    // Byte offsets of pos and endpos, and their code point indices.
    size_t start_b, end_b;
    int64_t pos, endpos;
    // Where the next search starts, and whether the previous match was empty.
    size_t cur;
    bool prev_empty, done;
    PCRE2_SIZE *ov;
    CpMap map;
} Scan;

// Resolves pos/endpos (code points, clamped like CPython) for subject [s].
static bool scan_init(Scan *sc, NpVM *vm, NpValue pattern, NpStr *s, NpValue posv,
                      NpValue endv) {
    memset(sc, 0, sizeof *sc);
    sc->vm = vm;
    sc->pattern = pattern;
    sc->st = re_state_if(pattern, pattern_construct);
    sc->rc = sc->st ? code_of(sc->st, pattern) : NULL;
    if (!sc->rc) return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "invalid Pattern object");
    sc->s = s;
    int64_t len = (int64_t)s->ncp, pos = 0, end = len;
    if (!NP_IS_UNDEF(posv) && !nplib_slice_index(vm, posv, 0, &pos)) return false;
    if (!NP_IS_UNDEF(endv) && !nplib_slice_index(vm, endv, len, &end)) return false;
    pos = pos < 0 ? 0 : pos > len ? len : pos;
    end = end < 0 ? 0 : end > len ? len : end;
    sc->pos = pos;
    sc->endpos = end;
    // Through the VM's str cursor (`pattern.match(s, pos)` in a scanning loop over a long
    // non-ASCII str walks from the last position used), and the code-point map starts at pos.
    sc->end_b = end == len ? s->len : np_str_offset_vm(vm, s, (size_t)end);
    sc->start_b = np_str_offset_vm(vm, s, (size_t)pos);
    sc->cur = sc->start_b;
    sc->map.s = s;
    sc->map.byte = sc->start_b;
    sc->map.cp = (size_t)pos;
    return true;
}

// JIT-compiles [code] and charges its machine code to the VM; false (nothing pending) when
// JIT compilation failed, false with MemoryError pending when the charge did not fit.
static bool jit_compile(NpVM *vm, ReCode *rc, pcre2_code *code) {
    if (pcre2_jit_compile(code, PCRE2_JIT_COMPLETE) != 0) {
        np_exc_clear(vm);
        return false;
    }
    size_t size = 0;
    pcre2_pattern_info(code, PCRE2_INFO_JITSIZE, &size);
    if (!np_mem_charge(vm, size)) return false;
    rc->jit_bytes += size;
    return true;
}

// The compiled code for variant [v] of [rc]; *opts drops the anchoring options the code
// already has. Once a variant has done RE_JIT_WORK of interpreted work, it is compiled
// (anchored variants) and JIT-compiled; without JIT, or when that fails, the search code runs with the options.
// NULL with an exception pending only when memory ran out.
static pcre2_code *variant_code(NpVM *vm, ReCode *rc, int v, uint32_t *opts) {
    if (rc->jitted[v]) {
        *opts &= ~(uint32_t)(PCRE2_ANCHORED | PCRE2_ENDANCHORED);
        return rc->code[v];
    }
    if (rc->nojit[v] || !rc->st->jit || rc->work[v] < RE_JIT_WORK)
        return rc->code[RE_V_SEARCH];
    rc->nojit[v] = true;  // one attempt per variant; cleared below on success
    uint32_t anch = v == RE_V_MATCH ? PCRE2_ANCHORED
                    : v == RE_V_FULL ? PCRE2_ANCHORED | PCRE2_ENDANCHORED
                                     : 0;
    pcre2_code *code = rc->code[RE_V_SEARCH];
    if (anch) {
        int err = 0;
        PCRE2_SIZE erroff = 0;
        code = pcre2_compile((PCRE2_SPTR)rc->src, rc->srclen - 1, rc->opts | anch, &err,
                             &erroff, rc->st->cctx);
        if (!code) return NP_IS_UNDEF(vm->exc) ? rc->code[RE_V_SEARCH] : NULL;
    }
    if (!jit_compile(vm, rc, code)) {
        if (anch) pcre2_code_free(code);
        return NP_IS_UNDEF(vm->exc) ? rc->code[RE_V_SEARCH] : NULL;
    }
    rc->nojit[v] = false;
    rc->jitted[v] = true;
    rc->code[v] = code;
    *opts &= ~anch;
    return code;
}

// The VM's match data block, grown to hold [pairs] ovector pairs; NULL with MemoryError.
static pcre2_match_data *match_data(NpVM *vm, ReState *st, uint32_t pairs) {
    if (st->md && st->md_pairs >= pairs) return st->md;
    uint32_t want = pairs < 16 ? 16 : pairs;
    pcre2_match_data *md = pcre2_match_data_create(want, st->gctx);
    if (!md) {
        if (NP_IS_UNDEF(vm->exc)) np_raise_nomem(vm);
        return NULL;
    }
    pcre2_match_data_free(st->md);
    st->md = md;
    st->md_pairs = want;
    return md;
}

// Runs one pcre2_match from byte [start] with [opts]: 1 match (ovector in sc->ov), 0 none, -1
// error. The match limit comes from the remaining budget; the budget is charged for the text
// scanned. A JIT match that runs out of JIT stack is run again in the interpreter, whose
// frames are on the (charged) heap, so deep patterns behave as without JIT.
static int scan_exec(Scan *sc, size_t start, uint32_t opts) {
    NpVM *vm = sc->vm;
    if (sc->end_b < sc->start_b || start > sc->end_b) return 0;
    int64_t left = np_budget_left(vm);
    int64_t limit = left > RE_MAX_MATCH_LIMIT ? RE_MAX_MATCH_LIMIT : left;
    if (limit < 1) limit = 1;
    pcre2_set_match_limit(sc->st->mctx, (uint32_t)limit);
    pcre2_set_depth_limit(sc->st->mctx, (uint32_t)limit);
    int v = (opts & PCRE2_ENDANCHORED) ? RE_V_FULL : (opts & PCRE2_ANCHORED) ? RE_V_MATCH
                                                                              : RE_V_SEARCH;
    pcre2_code *code = variant_code(vm, sc->rc, v, &opts);
    pcre2_match_data *md = code ? match_data(vm, sc->st, sc->rc->ngroups + 1) : NULL;
    if (!md) return -1;
    // Python code run between two matches of a scan (a sub() callback) may have grown it.
    sc->ov = pcre2_get_ovector_pointer(md);
    // pcre2_jit_match skips pcre2_match's option checks; only a JIT-compiled variant, whose
    // anchoring options were dropped above, goes there.
    int r = sc->rc->jitted[v] ? pcre2_jit_match(code, (PCRE2_SPTR)sc->s->data, sc->end_b, start,
                                                opts, md, sc->st->mctx)
                              : pcre2_match(code, (PCRE2_SPTR)sc->s->data, sc->end_b, start,
                                            opts | PCRE2_NO_UTF_CHECK, md, sc->st->mctx);
    if (r == PCRE2_ERROR_JIT_STACKLIMIT)
        r = pcre2_match(code, (PCRE2_SPTR)sc->s->data, sc->end_b, start,
                        opts | PCRE2_NO_UTF_CHECK | PCRE2_NO_JIT, md, sc->st->mctx);
    if (r == PCRE2_ERROR_MATCHLIMIT || r == PCRE2_ERROR_DEPTHLIMIT) {
        np_budget_set_left(vm, 0);
        np_raise_uncatchable(vm, NP_TYPE_BUDGETEXCEEDED,
                             "regular expression backtracking limit exceeded "
                             "(instruction budget)");
        return -1;
    }
    if (r == PCRE2_ERROR_NOMEMORY || r == PCRE2_ERROR_HEAPLIMIT) {
        if (NP_IS_UNDEF(vm->exc)) np_raise_nomem(vm);
        return -1;
    }
    size_t scanned = (r >= 0 ? sc->ov[1] : sc->end_b) - start;
    if (!sc->rc->jitted[v] && sc->rc->work[v] < RE_JIT_WORK) {
        size_t w = sc->rc->work[v] + 1 + scanned / 32;
        sc->rc->work[v] = w < RE_JIT_WORK ? (uint32_t)w : RE_JIT_WORK;
    }
    if (!np_budget_charge(vm, 1 + (int64_t)(scanned / 16))) return -1;
    if (r == PCRE2_ERROR_NOMATCH) return 0;
    if (r < 0) {
        PCRE2_UCHAR msg[256];
        pcre2_get_error_message(r, msg, sizeof msg);
        np_raisef(vm, NP_TYPE_RUNTIMEERROR, "PCRE2 match error: %s", (const char *)msg);
        return -1;
    }
    return 1;
}

// The next match of an iteration (finditer/findall/sub/split), with CPython 3.7+'s rules for
// empty matches: an empty match may follow a non-empty one, but not another empty match at
// the same place.
static int scan_next(Scan *sc) {
    if (sc->done) return 0;
    int r = scan_exec(sc, sc->cur, sc->prev_empty ? PCRE2_NOTEMPTY_ATSTART : 0);
    if (r <= 0) {
        sc->done = true;
        return r;
    }
    sc->prev_empty = sc->ov[0] == sc->ov[1];
    sc->cur = sc->ov[1];
    return 1;
}

// Group [g]'s byte span from the ovector; false when the group did not participate.
static bool group_span(const Scan *sc, uint32_t g, size_t *a, size_t *b) {
    if (sc->ov[2 * g] == PCRE2_UNSET) return false;
    *a = sc->ov[2 * g];
    *b = sc->ov[2 * g + 1];
    if (*b < *a) *b = *a;
    return true;
}

// Group [g] of the current match as a str, or [dflt] when it did not participate.
static bool group_value(Scan *sc, uint32_t g, NpValue dflt, NpValue *out) {
    size_t a, b;
    if (!group_span(sc, g, &a, &b)) {
        *out = dflt;
        return true;
    }
    NpStr *r = nplib_substr(sc->vm, sc->s, a, b);
    if (!r) return false;
    *out = np_obj(&r->hdr);
    return true;
}

// A Match is an instance of re.Match whose one attribute "_m" is a tuple: the subject
// string, the Pattern, pos, endpos, then each group's byte start and end (-1 and -1 when the
// group did not participate) and, only when the subject is not ASCII, each group's code point
// start and end after those. string, re, pos, endpos, lastindex and lastgroup are read-only
// getters on the type, so making a Match is one tuple and one dict store.
enum { M_STRING, M_RE, M_POS, M_ENDPOS, M_SPANS };

// Makes a Match object for the current match of [sc].
static bool make_match(Scan *sc, NpValue *out) {
    NpVM *vm = sc->vm;
    size_t ng1 = (size_t)sc->rc->ngroups + 1;
    bool ascii = (sc->s->hdr.flags & NP_STR_ASCII) != 0;
    NpTuple *t = np_tuple_new(vm, M_SPANS + (ascii ? 2 : 4) * ng1);
    if (!t) return false;
    t->items[M_STRING] = np_obj(&sc->s->hdr);
    t->items[M_RE] = sc->pattern;
    t->items[M_POS] = np_int(sc->pos);
    t->items[M_ENDPOS] = np_int(sc->endpos);
    NpValue *bs = t->items + M_SPANS, *cs = bs + 2 * ng1;
    for (size_t g = 0; g < ng1; g++) {
        size_t a, b;
        if (!group_span(sc, (uint32_t)g, &a, &b)) {
            bs[2 * g] = bs[2 * g + 1] = np_int(-1);
            if (!ascii) cs[2 * g] = cs[2 * g + 1] = np_int(-1);
            continue;
        }
        bs[2 * g] = np_int((int64_t)a);
        bs[2 * g + 1] = np_int((int64_t)b);
        if (!ascii) {
            cs[2 * g] = np_int((int64_t)cp_of(&sc->map, a));
            cs[2 * g + 1] = np_int((int64_t)cp_of(&sc->map, b));
        }
    }
    NpValue m;
    if (!np_instance_new(vm, sc->st->mtype, &m) ||
        !nset(vm, sc->st, attrs(m), RE_N__m, np_obj(&t->hdr)))
        return false;
    *out = m;
    return true;
}

/* ---------------------------------------------------------------- templates (sub/expand) */

// One piece of a parsed replacement template: literal bytes or a group number.
typedef struct TPiece {
    int64_t group;  // -1 for a literal
    size_t off, len;  // literal bytes in TPiece.lit buffer
} TPiece;

// A parsed replacement template.
typedef struct Template {
    NpBuf lit;
    TPiece *pieces;
    size_t n, cap;
    bool literal_only;
} Template;

static bool tpl_add(NpVM *vm, Template *t, int64_t group, const char *s, size_t len) {
    if (group < 0 && len == 0) return true;
    if (group < 0 && t->n > 0 && t->pieces[t->n - 1].group < 0) {
        np_buf_append(&t->lit, s, len);
        t->pieces[t->n - 1].len += len;
        return !t->lit.failed || np_raise_nomem(vm);
    }
    if (t->n == t->cap) {
        size_t ncap = t->cap ? t->cap * 2 : 8;
        TPiece *p = np_mem_realloc(vm, t->pieces, t->cap * sizeof *p, ncap * sizeof *p);
        if (!p) return false;
        t->pieces = p;
        t->cap = ncap;
    }
    TPiece *p = &t->pieces[t->n++];
    p->group = group;
    p->off = t->lit.len;
    p->len = len;
    if (group < 0) np_buf_append(&t->lit, s, len);
    return !t->lit.failed || np_raise_nomem(vm);
}

static void tpl_free(NpVM *vm, Template *t) {
    np_buf_free(&t->lit);
    np_mem_realloc(vm, t->pieces, t->cap * sizeof *t->pieces, 0);
}

static bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Parses template [tpl] for Pattern [p] as sre_parse.parse_template does (same errors).
static bool tpl_parse(NpVM *vm, ReState *st, NpValue p, NpStr *tpl, Template *t) {
    memset(t, 0, sizeof *t);
    np_buf_init(&t->lit, vm);
    const char *s = tpl->data;
    size_t n = tpl->len;
    ReCode *rc = code_of(st, p);
    int64_t ngroups = rc ? rc->ngroups : 0;
    NpValue gi = nget(st, attrs(p), RE_N_groupindex, PAT_GROUPINDEX);
    size_t i = 0;
    char errbuf[160];
    while (i < n) {
        size_t j = i;
        while (j < n && s[j] != '\\') j++;
        if (!tpl_add(vm, t, -1, s + i, j - i)) return false;
        if (j >= n) break;
        i = j;
        if (i + 1 >= n) {
            // A trailing backslash.
            return raise_re_error(vm, st, np_obj(&tpl->hdr), "bad escape (end of pattern)",
                                  (int64_t)nplib_cp_count(tpl, i));
        }
        char c = s[i + 1];
        int64_t at = (int64_t)nplib_cp_count(tpl, i);
        if (c == 'g') {
            size_t k = i + 2;
            if (k >= n || s[k] != '<')
                return raise_re_error(vm, st, np_obj(&tpl->hdr), "missing <", at + 2);
            size_t name_start = k + 1, e = name_start;
            while (e < n && s[e] != '>') e++;
            if (e >= n)
                return raise_re_error(vm, st, np_obj(&tpl->hdr), "missing >, unterminated name",
                                      at + 3);
            size_t nlen = e - name_start;
            if (nlen == 0)
                return raise_re_error(vm, st, np_obj(&tpl->hdr), "missing group name", at + 3);
            bool digits = true, ident = !(s[name_start] >= '0' && s[name_start] <= '9');
            for (size_t q = name_start; q < e; q++) {
                char ch = s[q];
                if (!(ch >= '0' && ch <= '9')) digits = false;
                if (!(is_ascii_letter(ch) || ch == '_' || (ch >= '0' && ch <= '9') ||
                      (unsigned char)ch >= 0x80))
                    ident = false;
            }
            int64_t idx;
            if (ident) {
                NpStr *name = np_str_new(vm, s + name_start, nlen);
                if (!name) return false;
                bool found = false;
                NpValue v;
                if (NP_IS_DICT(gi) &&
                    !np_dict_get(vm, NP_AS_DICT(gi), np_obj(&name->hdr), &v, &found))
                    return false;
                if (!found) {
                    NpStr *r = np_str_repr(vm, name);
                    return r && np_raisef(vm, NP_TYPE_INDEXERROR, "unknown group name %s",
                                          r->data);
                }
                idx = v.u.i;
            } else if (digits && nlen <= 9) {
                idx = 0;
                for (size_t q = name_start; q < e; q++) idx = idx * 10 + (s[q] - '0');
                if (idx > ngroups) {
                    snprintf(errbuf, sizeof errbuf, "invalid group reference %lld",
                             (long long)idx);
                    return raise_re_error(vm, st, np_obj(&tpl->hdr), errbuf, at + 3);
                }
            } else {
                NpStr *name = np_str_new(vm, s + name_start, nlen);
                NpStr *r = name ? np_str_repr(vm, name) : NULL;
                if (!r) return false;
                snprintf(errbuf, sizeof errbuf, "bad character in group name %.100s", r->data);
                return raise_re_error(vm, st, np_obj(&tpl->hdr), errbuf, at + 3);
            }
            if (!tpl_add(vm, t, idx, NULL, 0)) return false;
            i = e + 1;
            continue;
        }
        if (c == '0') {
            size_t k = i + 2;
            int v = 0;
            while (k < n && k < i + 4 && s[k] >= '0' && s[k] <= '7') v = v * 8 + (s[k++] - '0');
            char enc[4];
            if (!tpl_add(vm, t, -1, enc, (size_t)np_utf8_encode((uint32_t)(v & 0xff), enc)))
                return false;
            i = k;
            continue;
        }
        if (c >= '1' && c <= '9') {
            size_t k = i + 2;
            int64_t idx = c - '0';
            if (k < n && s[k] >= '0' && s[k] <= '9') {
                if (c <= '7' && s[k] <= '7' && k + 1 < n && s[k + 1] >= '0' && s[k + 1] <= '7') {
                    int v = (c - '0') * 64 + (s[k] - '0') * 8 + (s[k + 1] - '0');
                    if (v > 0377) {
                        snprintf(errbuf, sizeof errbuf,
                                 "octal escape value \\%c%c%c outside of range 0-0o377", c, s[k],
                                 s[k + 1]);
                        return raise_re_error(vm, st, np_obj(&tpl->hdr), errbuf, at);
                    }
                    char enc[4];
                    if (!tpl_add(vm, t, -1, enc, (size_t)np_utf8_encode((uint32_t)v, enc)))
                        return false;
                    i = k + 2;
                    continue;
                }
                idx = idx * 10 + (s[k] - '0');
                k++;
            }
            if (idx > ngroups) {
                snprintf(errbuf, sizeof errbuf, "invalid group reference %lld", (long long)idx);
                return raise_re_error(vm, st, np_obj(&tpl->hdr), errbuf, at + 1);
            }
            if (!tpl_add(vm, t, idx, NULL, 0)) return false;
            i = k;
            continue;
        }
        const char *esc = NULL;
        switch (c) {
        case 'a': esc = "\a"; break;
        case 'b': esc = "\b"; break;
        case 'f': esc = "\f"; break;
        case 'n': esc = "\n"; break;
        case 'r': esc = "\r"; break;
        case 't': esc = "\t"; break;
        case 'v': esc = "\v"; break;
        case '\\': esc = "\\"; break;
        default: break;
        }
        if (esc) {
            if (!tpl_add(vm, t, -1, esc, 1)) return false;
            i += 2;
            continue;
        }
        if (is_ascii_letter(c)) {
            snprintf(errbuf, sizeof errbuf, "bad escape \\%c", c);
            return raise_re_error(vm, st, np_obj(&tpl->hdr), errbuf, at);
        }
        // Any other escaped character keeps its backslash (one whole UTF-8 character).
        const char *q = s + i + 1;
        np_utf8_decode(&q);
        if (!tpl_add(vm, t, -1, s + i, (size_t)(q - (s + i)))) return false;
        i = (size_t)(q - s);
    }
    return true;
}

// Appends the expansion of template [t] for the current match of [sc].
static void tpl_expand(Scan *sc, const Template *t, NpBuf *out) {
    for (size_t k = 0; k < t->n; k++) {
        const TPiece *p = &t->pieces[k];
        if (p->group < 0) {
            np_buf_append(out, t->lit.data + p->off, p->len);
            continue;
        }
        size_t a, b;
        if (group_span(sc, (uint32_t)p->group, &a, &b)) np_buf_append(out, sc->s->data + a, b - a);
    }
}

/* ---------------------------------------------------------------- operations */

// match/search/fullmatch of Pattern [p] on [s]: [opts] picks anchoring.
static bool op_match(NpVM *vm, NpValue p, NpValue s, NpValue posv, NpValue endv,
                     uint32_t opts, NpValue *out) {
    if (!need_subject(vm, s)) return false;
    Scan sc;
    if (!scan_init(&sc, vm, p, NP_AS_STR(s), posv, endv)) return false;
    int r = scan_exec(&sc, sc.start_b, opts);
    if (r < 0) return false;
    if (r == 0) {
        *out = np_none();
        return true;
    }
    return make_match(&sc, out);
}

// findall: strings, single groups or tuples of groups.
static bool op_findall(NpVM *vm, NpValue p, NpValue s, NpValue posv, NpValue endv,
                       NpValue *out) {
    if (!need_subject(vm, s)) return false;
    Scan sc;
    if (!scan_init(&sc, vm, p, NP_AS_STR(s), posv, endv)) return false;
    NpList *l = np_list_new(vm, 0);
    if (!l) return false;
    uint32_t ng = sc.rc->ngroups;
    NpStr *empty = np_str_new(vm, "", 0);
    if (!empty) return false;
    int r;
    while ((r = scan_next(&sc)) > 0) {
        NpValue item;
        if (ng <= 1) {
            if (!group_value(&sc, ng, np_obj(&empty->hdr), &item)) return false;
        } else {
            NpTuple *t = np_tuple_new(vm, ng);
            if (!t) return false;
            for (uint32_t g = 1; g <= ng; g++)
                if (!group_value(&sc, g, np_obj(&empty->hdr), &t->items[g - 1])) return false;
            item = np_obj(&t->hdr);
        }
        if (!np_list_append(vm, l, item)) return false;
    }
    if (r < 0) return false;
    *out = np_obj(&l->hdr);
    return true;
}

// split: pieces between matches plus every group of each match.
static bool op_split(NpVM *vm, NpValue p, NpValue s, NpValue maxv, NpValue *out) {
    if (!need_subject(vm, s)) return false;
    int64_t maxsplit = 0;
    if (!NP_IS_UNDEF(maxv) && !nplib_as_ssize(vm, maxv, &maxsplit)) return false;
    Scan sc;
    if (!scan_init(&sc, vm, p, NP_AS_STR(s), np_undef(), np_undef())) return false;
    NpList *l = np_list_new(vm, 0);
    if (!l) return false;
    size_t last = 0;
    int64_t n = 0;
    int r = 0;
    while ((maxsplit <= 0 || n < maxsplit) && (r = scan_next(&sc)) > 0) {
        NpStr *piece = nplib_substr(vm, sc.s, last, sc.ov[0]);
        if (!piece || !np_list_append(vm, l, np_obj(&piece->hdr))) return false;
        for (uint32_t g = 1; g <= sc.rc->ngroups; g++) {
            NpValue v;
            if (!group_value(&sc, g, np_none(), &v) || !np_list_append(vm, l, v)) return false;
        }
        last = sc.ov[1];
        n++;
    }
    if (r < 0) return false;
    NpStr *tail = nplib_substr(vm, sc.s, last, sc.s->len);
    if (!tail || !np_list_append(vm, l, np_obj(&tail->hdr))) return false;
    *out = np_obj(&l->hdr);
    return true;
}

// Appends the result [v] of a replacement function (None counts as empty); [*item] is the
// index CPython's join would report for a non-str.
static bool append_repl_result(NpVM *vm, NpBuf *b, NpValue v, size_t *item) {
    if (NP_IS_NONE(v)) return true;
    if (!NP_IS_STR(v)) {
        return np_raisef(vm, NP_TYPE_TYPEERROR, "sequence item %zu: expected str instance, %s found",
                         *item, np_type_name(vm, v));
    }
    (*item)++;
    np_buf_append_str(b, NP_AS_STR(v));
    return true;
}

// sub/subn: [with_count] makes the (new_string, number) tuple of subn.
static bool op_sub(NpVM *vm, NpValue p, NpValue repl, NpValue s, NpValue countv,
                   bool with_count, NpValue *out) {
    if (!need_subject(vm, s)) return false;
    ReState *st = re_state_if(p, pattern_construct);
    if (!st) return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "invalid Pattern object");
    int64_t count = 0;
    if (!NP_IS_UNDEF(countv) && !nplib_as_ssize(vm, countv, &count)) return false;
    bool callable = !NP_IS_STR(repl);
    Template t;
    memset(&t, 0, sizeof t);
    np_buf_init(&t.lit, vm);
    if (!callable && !tpl_parse(vm, st, p, NP_AS_STR(repl), &t)) {
        tpl_free(vm, &t);
        return false;
    }
    Scan sc;
    if (!scan_init(&sc, vm, p, NP_AS_STR(s), np_undef(), np_undef())) {
        tpl_free(vm, &t);
        return false;
    }
    // The callback may run re.purge(), dropping the cache's reference to the pattern.
    if (callable && !np_push_root(vm, p)) return false;
    NpBuf b;
    np_buf_init(&b, vm);
    size_t last = 0, item = 0;
    int64_t n = 0;
    int r = 0;
    bool ok = true;
    while ((count <= 0 || n < count) && (r = scan_next(&sc)) > 0) {
        if (sc.ov[0] > last) item++;
        np_buf_append(&b, sc.s->data + last, sc.ov[0] - last);
        last = sc.ov[1];
        n++;
        if (!callable) {
            tpl_expand(&sc, &t, &b);
            if (t.n) item++;
            continue;
        }
        // Python code runs: the Match is rooted by the call, the rest by argv.
        size_t saved_cur = sc.cur;
        bool saved_empty = sc.prev_empty;
        NpValue m, res;
        if (!make_match(&sc, &m) || !np_push_root(vm, m)) {
            ok = false;
            break;
        }
        ok = np_call(vm, repl, 1, &m, NULL, &res);
        np_pop_roots(vm, 1);
        if (!ok || !append_repl_result(vm, &b, res, &item)) {
            ok = false;
            break;
        }
        // The callback may have used this pattern: its match data is scratch, our position
        // is ours.
        sc.cur = saved_cur;
        sc.prev_empty = saved_empty;
    }
    tpl_free(vm, &t);
    if (callable) np_pop_roots(vm, 1);
    if (!ok || r < 0) {
        np_buf_free(&b);
        return false;
    }
    np_buf_append(&b, sc.s->data + last, sc.s->len - last);
    NpStr *res = np_buf_finish(&b);
    if (!res) return false;
    if (!with_count) {
        *out = np_obj(&res->hdr);
        return true;
    }
    NpTuple *tup = np_tuple_new(vm, 2);
    if (!tup) return false;
    tup->items[0] = np_obj(&res->hdr);
    tup->items[1] = np_int(n);
    *out = np_obj(&tup->hdr);
    return true;
}

// finditer: iter(scanner_next, None) over a scanner object holding the iteration state.
static bool op_finditer(NpVM *vm, NpValue p, NpValue s, NpValue posv, NpValue endv,
                        NpValue *out);

/* ---------------------------------------------------------------- module functions */

// Binds (pattern, string, flags) style arguments; argv[0] is the module.
#define MODFN_BIND(fname, names, n, npos, nreq, a)                                               \
    if (!np_args_bind_py(vm, fname, argc - 1, argv + 1, kwnames, names, n, npos, nreq, a))       \
        return false;                                                                            \
    ReState *st = module_state(vm, argv[0]);                                                     \
    if (!st) return false;

static bool re_compile(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    static const char *const names[] = {"pattern", "flags"};
    NpValue a[2];
    MODFN_BIND("compile", names, 2, 2, 1, a);
    return get_pattern(vm, st, a[0], a[1], out);
}

// match/search/fullmatch(pattern, string, flags=0).
static bool re_matchlike(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out,
                         const char *fname, uint32_t opts) {
    static const char *const names[] = {"pattern", "string", "flags"};
    NpValue a[3], p;
    MODFN_BIND(fname, names, 3, 3, 2, a);
    if (!get_pattern(vm, st, a[0], a[2], &p)) return false;
    return op_match(vm, p, a[1], np_undef(), np_undef(), opts, out);
}

static bool re_match(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return re_matchlike(vm, argc, argv, kw, out, "match", PCRE2_ANCHORED);
}
static bool re_search(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return re_matchlike(vm, argc, argv, kw, out, "search", 0);
}
static bool re_fullmatch(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return re_matchlike(vm, argc, argv, kw, out, "fullmatch",
                        PCRE2_ANCHORED | PCRE2_ENDANCHORED);
}

static bool re_findall(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    static const char *const names[] = {"pattern", "string", "flags"};
    NpValue a[3], p;
    MODFN_BIND("findall", names, 3, 3, 2, a);
    return get_pattern(vm, st, a[0], a[2], &p) &&
           op_findall(vm, p, a[1], np_undef(), np_undef(), out);
}

static bool re_finditer(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    static const char *const names[] = {"pattern", "string", "flags"};
    NpValue a[3], p;
    MODFN_BIND("finditer", names, 3, 3, 2, a);
    return get_pattern(vm, st, a[0], a[2], &p) &&
           op_finditer(vm, p, a[1], np_undef(), np_undef(), out);
}

static bool re_split(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    static const char *const names[] = {"pattern", "string", "maxsplit", "flags"};
    NpValue a[4], p;
    MODFN_BIND("split", names, 4, 4, 2, a);
    return get_pattern(vm, st, a[0], a[3], &p) && op_split(vm, p, a[1], a[2], out);
}

// sub/subn(pattern, repl, string, count=0, flags=0).
static bool re_sublike(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out,
                       const char *fname, bool with_count) {
    static const char *const names[] = {"pattern", "repl", "string", "count", "flags"};
    NpValue a[5], p;
    MODFN_BIND(fname, names, 5, 5, 3, a);
    return get_pattern(vm, st, a[0], a[4], &p) &&
           op_sub(vm, p, a[1], a[2], a[3], with_count, out);
}

static bool re_sub(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return re_sublike(vm, argc, argv, kw, out, "sub", false);
}
static bool re_subn(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return re_sublike(vm, argc, argv, kw, out, "subn", true);
}

// re.escape: backslashes before the characters CPython 3.7+ escapes.
static bool re_escape(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    static const char *const names[] = {"pattern"};
    NpValue a[1];
    MODFN_BIND("escape", names, 1, 1, 1, a);
    (void)st;
    if (!NP_IS_STR(a[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "expected str, got %s", np_type_name(vm, a[0]));
    NpStr *s = NP_AS_STR(a[0]);
    NpBuf b;
    np_buf_init(&b, vm);
    static const char special[] = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f";
    for (size_t i = 0; i < s->len; i++) {
        char c = s->data[i];
        if (c && strchr(special, c)) np_buf_append(&b, "\\", 1);
        np_buf_append(&b, &c, 1);
    }
    NpStr *r = np_buf_finish(&b);
    if (!r) return false;
    *out = np_obj(&r->hdr);
    return true;
}

static bool re_purge(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    if (!np_args_nokw(vm, "purge", kwnames) || !np_args_count(vm, "purge", argc - 1, 0, 0))
        return false;
    ReState *st = module_state(vm, argv[0]);
    if (!st) return false;
    np_dict_clear(vm, st->cache);
    *out = np_none();
    return true;
}

/* ---------------------------------------------------------------- Pattern methods */

// Checks that argv[0] is a Pattern and binds the remaining arguments.
static bool pat_bind(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kwnames,
                     const char *const *names, int n, int nreq, NpValue *a) {
    if (argc < 1 || !re_state_if(argv[0], pattern_construct))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "descriptor '%s' requires a 're.Pattern' object",
                         fname);
    return np_args_bind(vm, fname, argc - 1, argv + 1, kwnames, names, n, n, nreq, a);
}

static bool pat_matchlike(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out,
                          const char *fname, uint32_t opts) {
    static const char *const names[] = {"string", "pos", "endpos"};
    NpValue a[3];
    if (!pat_bind(vm, fname, argc, argv, kw, names, 3, 1, a)) return false;
    return op_match(vm, argv[0], a[0], a[1], a[2], opts, out);
}

static bool pat_match(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return pat_matchlike(vm, argc, argv, kw, out, "match", PCRE2_ANCHORED);
}
static bool pat_search(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return pat_matchlike(vm, argc, argv, kw, out, "search", 0);
}
static bool pat_fullmatch(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return pat_matchlike(vm, argc, argv, kw, out, "fullmatch",
                         PCRE2_ANCHORED | PCRE2_ENDANCHORED);
}

static bool pat_findall(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    static const char *const names[] = {"string", "pos", "endpos"};
    NpValue a[3];
    return pat_bind(vm, "findall", argc, argv, kw, names, 3, 1, a) &&
           op_findall(vm, argv[0], a[0], a[1], a[2], out);
}

static bool pat_finditer(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    static const char *const names[] = {"string", "pos", "endpos"};
    NpValue a[3];
    return pat_bind(vm, "finditer", argc, argv, kw, names, 3, 1, a) &&
           op_finditer(vm, argv[0], a[0], a[1], a[2], out);
}

static bool pat_split(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    static const char *const names[] = {"string", "maxsplit"};
    NpValue a[2];
    return pat_bind(vm, "split", argc, argv, kw, names, 2, 1, a) &&
           op_split(vm, argv[0], a[0], a[1], out);
}

static bool pat_sub(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    static const char *const names[] = {"repl", "string", "count"};
    NpValue a[3];
    return pat_bind(vm, "sub", argc, argv, kw, names, 3, 2, a) &&
           op_sub(vm, argv[0], a[0], a[1], a[2], false, out);
}

static bool pat_subn(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    static const char *const names[] = {"repl", "string", "count"};
    NpValue a[3];
    return pat_bind(vm, "subn", argc, argv, kw, names, 3, 2, a) &&
           op_sub(vm, argv[0], a[0], a[1], a[2], true, out);
}

// repr(pattern): re.compile('a+', re.IGNORECASE|re.MULTILINE).
static bool pat_repr(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    ReState *st = re_state_if(argv[0], pattern_construct);
    if (!st)
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "descriptor '__repr__' requires a 're.Pattern' object");
    NpDict *a = attrs(argv[0]);
    NpValue pv = nget(st, a, RE_N_pattern, PAT_PATTERN), fv = nget(st, a, RE_N_flags, PAT_FLAGS);
    NpStr *r = np_repr(vm, pv);
    if (!r) return false;
    NpBuf b;
    np_buf_init(&b, vm);
    np_buf_appendc(&b, "re.compile(");
    // CPython formats the pattern's repr with %.200R.
    size_t cut = r->ncp > 200 ? np_str_offset(r, 200) : r->len;
    np_buf_append(&b, r->data, cut);
    int64_t flags = NP_IS_INT(fv) ? fv.u.i : 0;
    if ((flags & (RE_L | RE_U | RE_A)) == RE_U) flags &= ~RE_U;
    static const struct {
        int64_t bit;
        const char *name;
    } names[] = {{RE_TEMPLATE, "re.TEMPLATE"}, {RE_I, "re.IGNORECASE"}, {RE_L, "re.LOCALE"},
                 {RE_M, "re.MULTILINE"},       {RE_S, "re.DOTALL"},     {RE_U, "re.UNICODE"},
                 {RE_X, "re.VERBOSE"},         {RE_DEBUG, "re.DEBUG"},  {RE_A, "re.ASCII"}};
    if (flags) {
        np_buf_appendc(&b, ", ");
        bool first = true;
        for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
            if (!(flags & names[k].bit)) continue;
            if (!first) np_buf_appendc(&b, "|");
            np_buf_appendc(&b, names[k].name);
            flags &= ~names[k].bit;
            first = false;
        }
        if (flags) np_buf_appendf(&b, "%s0x%llx", first ? "" : "|", (unsigned long long)flags);
    }
    np_buf_appendc(&b, ")");
    NpStr *res = np_buf_finish(&b);
    if (!res) return false;
    *out = np_obj(&res->hdr);
    return true;
}

/* ---------------------------------------------------------------- finditer scanner */

// The scanner's next(): the next Match, or None when done (the sentinel of iter()).
static bool scanner_next(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)argc;
    (void)kw;
    ReState *st = re_state_if(argv[0], scanner_construct);
    if (!st) return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "invalid scanner object");
    NpDict *a = attrs(argv[0]);
    NpValue p = nget(st, a, RE_N_pattern, SCN_PATTERN), s = nget(st, a, RE_N_string, SCN_STRING);
    NpValue cur = nget(st, a, RE_N__cur, SCN_CUR), flags = nget(st, a, RE_N__flags, SCN_FLAGS);
    NpValue pos = nget(st, a, RE_N__pos, SCN_POS);
    NpValue endpos = nget(st, a, RE_N__endpos, SCN_ENDPOS);
    if (!NP_IS_STR(s) || !NP_IS_INT(cur) || !NP_IS_INT(flags) || flags.u.i & 2) {
        *out = np_none();
        return true;
    }
    Scan sc;
    if (!scan_init(&sc, vm, p, NP_AS_STR(s), pos, endpos)) return false;
    sc.cur = (size_t)cur.u.i;
    // The code-point map starts at the scanner's position (found through the VM's str
    // cursor), not at pos: from there each match's span is a short walk, where a map from pos
    // made a finditer over a long non-ASCII str quadratic.
    if (sc.cur >= sc.start_b && sc.cur <= sc.end_b) {
        sc.map.cp = np_str_cp_index_vm(vm, sc.s, sc.cur);
        sc.map.byte = sc.cur;
    }
    sc.prev_empty = flags.u.i & 1;
    int r = scan_next(&sc);
    if (r < 0) return false;
    if (r == 0) {
        *out = np_none();
        return nput(vm, st, a, RE_N__flags, SCN_FLAGS, np_int(2));
    }
    if (!nput(vm, st, a, RE_N__cur, SCN_CUR, np_int((int64_t)sc.cur)) ||
        !nput(vm, st, a, RE_N__flags, SCN_FLAGS, np_int(sc.prev_empty ? 1 : 0)))
        return false;
    return make_match(&sc, out);
}

static bool op_finditer(NpVM *vm, NpValue p, NpValue s, NpValue posv, NpValue endv,
                        NpValue *out) {
    if (!need_subject(vm, s)) return false;
    Scan sc;
    if (!scan_init(&sc, vm, p, NP_AS_STR(s), posv, endv)) return false;
    ReState *st = sc.st;
    NpValue scanner;
    if (!np_instance_new(vm, st->stype, &scanner)) return false;
    NpDict *a = attrs(scanner);
    if (!nset(vm, st, a, RE_N_pattern, p) || !nset(vm, st, a, RE_N_string, s) ||
        !nset(vm, st, a, RE_N__cur, np_int((int64_t)sc.cur)) ||
        !nset(vm, st, a, RE_N__flags, np_int(0)) || !nset(vm, st, a, RE_N__pos, np_int(sc.pos)) ||
        !nset(vm, st, a, RE_N__endpos, np_int(sc.endpos)))
        return false;
    NpNative *fn = np_native_new(vm, "search", scanner_next, NULL);
    if (!fn) return false;
    fn->self = scanner;
    NpIter *it = nplib_iter_new(vm, NP_TYPE_CALLABLE_ITERATOR, ITER_CALLABLE);
    if (!it) return false;
    it->src = np_obj(&fn->hdr);
    it->aux = np_none();
    *out = np_obj(&it->hdr);
    return true;
}

/* ---------------------------------------------------------------- Match methods */

// What the Match methods read of a Match (see make_match for the layout).
typedef struct MView {
    ReState *st;
    NpTuple *t;
    NpStr *s;
    // Number of groups plus one (group 0), and whether code point spans are stored.
    size_t ng1;
    bool cps;
} MView;

// Fills [mv] for [m]; TypeError when [m] is not a Match (a method called on another object).
static bool mview(NpVM *vm, NpValue m, const char *fname, MView *mv) {
    mv->st = re_state_if(m, match_construct);
    NpValue t = mv->st ? nget(mv->st, attrs(m), RE_N__m, MAT_M) : np_undef();
    if (!NP_IS_TUPLE(t))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "descriptor '%s' requires a 're.Match' object",
                         fname);
    mv->t = NP_AS_TUPLE(t);
    mv->s = NP_AS_STR(mv->t->items[M_STRING]);
    mv->cps = !(mv->s->hdr.flags & NP_STR_ASCII);
    mv->ng1 = (mv->t->n - M_SPANS) / (mv->cps ? 4 : 2);
    return true;
}

// Group [g]'s byte span; false when it did not participate.
static bool mv_bytes(const MView *mv, size_t g, size_t *a, size_t *b) {
    const NpValue *bs = mv->t->items + M_SPANS;
    if (bs[2 * g].u.i < 0) return false;
    *a = (size_t)bs[2 * g].u.i;
    *b = (size_t)bs[2 * g + 1].u.i;
    return true;
}

// Group [g]'s start (end when [end]) in code points, -1 when it did not participate.
static NpValue mv_cp(const MView *mv, size_t g, bool end) {
    const NpValue *v = mv->t->items + M_SPANS + (mv->cps ? 2 * mv->ng1 : 0);
    return v[2 * g + (end ? 1 : 0)];
}

// The groupindex dict of the Match's pattern (UNDEF when missing).
static NpValue mv_groupindex(const MView *mv) {
    NpValue p = mv->t->items[M_RE];
    return re_state_if(p, pattern_construct) ? nget(mv->st, attrs(p), RE_N_groupindex, PAT_GROUPINDEX)
                                             : np_undef();
}

// Resolves a group argument (int or name) to its number; IndexError "no such group".
static bool group_num(NpVM *vm, const MView *mv, NpValue g, size_t *out) {
    if (NP_IS_INT(g) || NP_IS_BOOL(g)) {
        if (g.u.i >= 0 && (size_t)g.u.i < mv->ng1) {
            *out = (size_t)g.u.i;
            return true;
        }
    } else if (NP_IS_STR(g)) {
        NpValue gi = mv_groupindex(mv);
        NpValue v;
        bool found = false;
        if (NP_IS_DICT(gi) && !np_dict_get(vm, NP_AS_DICT(gi), g, &v, &found)) return false;
        if (found && NP_IS_INT(v)) {
            *out = (size_t)v.u.i;
            return true;
        }
    }
    return np_raisef(vm, NP_TYPE_INDEXERROR, "no such group");
}

// The str of group [g], or [dflt] when it did not participate.
static bool mv_group(NpVM *vm, const MView *mv, size_t g, NpValue dflt, NpValue *out) {
    size_t a, b;
    if (!mv_bytes(mv, g, &a, &b)) {
        *out = dflt;
        return true;
    }
    NpStr *r = nplib_substr(vm, mv->s, a, b);
    if (!r) return false;
    *out = np_obj(&r->hdr);
    return true;
}

static bool match_group(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    MView mv;
    if (!np_args_nokw(vm, "group", kw) || !mview(vm, argv[0], "group", &mv)) return false;
    if (argc <= 2) {
        size_t g = 0;
        if (argc == 2 && !group_num(vm, &mv, argv[1], &g)) return false;
        return mv_group(vm, &mv, g, np_none(), out);
    }
    NpTuple *t = np_tuple_new(vm, (size_t)argc - 1);
    if (!t) return false;
    for (int i = 1; i < argc; i++) {
        size_t g;
        if (!group_num(vm, &mv, argv[i], &g) || !mv_group(vm, &mv, g, np_none(), &t->items[i - 1]))
            return false;
    }
    *out = np_obj(&t->hdr);
    return true;
}

static bool match_getitem(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    MView mv;
    size_t g;
    if (!mview(vm, argv[0], "__getitem__", &mv) ||
        !np_args_count(vm, "__getitem__", argc - 1, 1, 1) || !group_num(vm, &mv, argv[1], &g))
        return false;
    return mv_group(vm, &mv, g, np_none(), out);
}

static bool match_groups(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    static const char *const names[] = {"default"};
    NpValue a[1];
    MView mv;
    if (!mview(vm, argv[0], "groups", &mv) ||
        !np_args_bind(vm, "groups", argc - 1, argv + 1, kw, names, 1, 1, 0, a))
        return false;
    NpValue dflt = NP_IS_UNDEF(a[0]) ? np_none() : a[0];
    NpTuple *t = np_tuple_new(vm, mv.ng1 - 1);
    if (!t) return false;
    for (size_t g = 1; g < mv.ng1; g++)
        if (!mv_group(vm, &mv, g, dflt, &t->items[g - 1])) return false;
    *out = np_obj(&t->hdr);
    return true;
}

static bool match_groupdict(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    static const char *const names[] = {"default"};
    NpValue a[1];
    MView mv;
    if (!mview(vm, argv[0], "groupdict", &mv) ||
        !np_args_bind(vm, "groupdict", argc - 1, argv + 1, kw, names, 1, 1, 0, a))
        return false;
    NpValue dflt = NP_IS_UNDEF(a[0]) ? np_none() : a[0];
    NpValue gi = mv_groupindex(&mv);
    NpDict *d = np_dict_new(vm);
    if (!d) return false;
    size_t pos = 0;
    NpValue k, v;
    while (NP_IS_DICT(gi) && np_dict_next(NP_AS_DICT(gi), &pos, &k, &v)) {
        NpValue val;
        if (!mv_group(vm, &mv, (size_t)v.u.i, dflt, &val) || !np_dict_set(vm, d, k, val))
            return false;
    }
    *out = np_obj(&d->hdr);
    return true;
}

// start/end/span share the group argument handling; [which] 0 start, 1 end, 2 span.
static bool match_pos(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out,
                      const char *fname, int which) {
    MView mv;
    if (!mview(vm, argv[0], fname, &mv) || !np_args_nokw(vm, fname, kw) ||
        !np_args_count(vm, fname, argc - 1, 0, 1))
        return false;
    size_t g = 0;
    if (argc == 2 && !group_num(vm, &mv, argv[1], &g)) return false;
    NpValue a = mv_cp(&mv, g, false), b = mv_cp(&mv, g, true);
    if (which == 0) *out = a;
    else if (which == 1) *out = b;
    else {
        NpTuple *t = np_tuple_new(vm, 2);
        if (!t) return false;
        t->items[0] = a;
        t->items[1] = b;
        *out = np_obj(&t->hdr);
    }
    return true;
}

static bool match_start(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return match_pos(vm, argc, argv, kw, out, "start", 0);
}
static bool match_end(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return match_pos(vm, argc, argv, kw, out, "end", 1);
}
static bool match_span(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return match_pos(vm, argc, argv, kw, out, "span", 2);
}

// m.expand(template): the template expanded with this match's groups.
static bool match_expand(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    MView mv;
    if (!mview(vm, argv[0], "expand", &mv) || !np_args_nokw(vm, "expand", kw) ||
        !np_args_count(vm, "expand", argc - 1, 1, 1))
        return false;
    NpValue p = mv.t->items[M_RE];
    if (!NP_IS_STR(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "expand() argument must be str");
    Template t;
    if (!tpl_parse(vm, mv.st, p, NP_AS_STR(argv[1]), &t)) {
        tpl_free(vm, &t);
        return false;
    }
    NpBuf b;
    np_buf_init(&b, vm);
    for (size_t k = 0; k < t.n; k++) {
        const TPiece *pc = &t.pieces[k];
        size_t x, y;
        if (pc->group < 0) np_buf_append(&b, t.lit.data + pc->off, pc->len);
        else if (mv_bytes(&mv, (size_t)pc->group, &x, &y))
            np_buf_append(&b, mv.s->data + x, y - x);
    }
    tpl_free(vm, &t);
    NpStr *r = np_buf_finish(&b);
    if (!r) return false;
    *out = np_obj(&r->hdr);
    return true;
}

// repr(m): <re.Match object; span=(0, 3), match='abc'>.
static bool match_repr(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)argc;
    (void)kw;
    MView mv;
    NpValue g0;
    if (!mview(vm, argv[0], "__repr__", &mv) || !mv_group(vm, &mv, 0, np_none(), &g0))
        return false;
    NpStr *r = np_repr(vm, g0);
    if (!r) return false;
    NpBuf b;
    np_buf_init(&b, vm);
    np_buf_appendf(&b, "<re.Match object; span=(%lld, %lld), match=",
                   (long long)mv_cp(&mv, 0, false).u.i, (long long)mv_cp(&mv, 0, true).u.i);
    np_buf_append_str(&b, r);
    np_buf_appendc(&b, ">");
    NpStr *res = np_buf_finish(&b);
    if (!res) return false;
    *out = np_obj(&res->hdr);
    return true;
}

// The read-only data attributes string, re, pos and endpos (getters: argv = {self}).
static bool match_item(NpVM *vm, NpValue m, const char *name, int item, NpValue *out) {
    MView mv;
    if (!mview(vm, m, name, &mv)) return false;
    *out = mv.t->items[item];
    return true;
}

static bool match_get_string(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)argc;
    (void)kw;
    return match_item(vm, argv[0], "string", M_STRING, out);
}
static bool match_get_re(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)argc;
    (void)kw;
    return match_item(vm, argv[0], "re", M_RE, out);
}
static bool match_get_pos(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)argc;
    (void)kw;
    return match_item(vm, argv[0], "pos", M_POS, out);
}
static bool match_get_endpos(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)argc;
    (void)kw;
    return match_item(vm, argv[0], "endpos", M_ENDPOS, out);
}

// CPython's lastindex: the group that closed last (largest end, then outermost), or -1.
static int64_t mv_last_index(const MView *mv) {
    int64_t best = -1;
    size_t be = 0, bs = 0;
    for (size_t g = 1; g < mv->ng1; g++) {
        size_t a, b;
        if (!mv_bytes(mv, g, &a, &b)) continue;
        if (best < 0 || b > be || (b == be && a < bs)) {
            best = (int64_t)g;
            be = b;
            bs = a;
        }
    }
    return best;
}

static bool match_get_lastindex(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)argc;
    (void)kw;
    MView mv;
    if (!mview(vm, argv[0], "lastindex", &mv)) return false;
    int64_t li = mv_last_index(&mv);
    *out = li > 0 ? np_int(li) : np_none();
    return true;
}

// lastgroup: the name of the lastindex group, None when it has none.
static bool match_get_lastgroup(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)argc;
    (void)kw;
    MView mv;
    if (!mview(vm, argv[0], "lastgroup", &mv)) return false;
    int64_t li = mv_last_index(&mv);
    *out = np_none();
    NpValue gi = mv_groupindex(&mv);
    size_t pos = 0;
    NpValue k, v;
    while (li > 0 && NP_IS_DICT(gi) && np_dict_next(NP_AS_DICT(gi), &pos, &k, &v))
        if (NP_IS_INT(v) && v.u.i == li) *out = k;
    return true;
}

/* ---------------------------------------------------------------- registration */

// Pattern, Match and the scanner cannot be made by calling their types (CPython's message);
// these constructors also mark the types as ReTypes (re_state_if).
static bool no_construct(NpVM *vm, NpType *t) {
    return np_raisef(vm, NP_TYPE_TYPEERROR, "cannot create '%s' instances", t->qualname->data);
}

static bool pattern_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                              NpValue *out) {
    (void)argc, (void)argv, (void)kw, (void)out;
    return no_construct(vm, t);
}
static bool match_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                            NpValue *out) {
    (void)argc, (void)argv, (void)kw, (void)out;
    return no_construct(vm, t);
}
static bool scanner_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                              NpValue *out) {
    (void)argc, (void)argv, (void)kw, (void)out;
    return no_construct(vm, t);
}

// Exception constructor of re.error(msg, pattern=None, pos=None).
static bool error_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kwnames,
                            NpValue *out) {
    static const char *const names[] = {"msg", "pattern", "pos"};
    NpValue a[3];
    if (!np_args_bind(vm, "error", argc, argv, kwnames, names, 3, 3, 1, a)) return false;
    NpTuple *args = np_tuple_from(vm, a, 1);
    NpException *e = args ? np_exc_new(vm, t, args) : NULL;
    if (!e) return false;
    e->attrs = np_dict_new(vm);
    if (!e->attrs || !dset(vm, e->attrs, "msg", a[0]) ||
        !dset(vm, e->attrs, "pattern", NP_IS_UNDEF(a[1]) ? np_none() : a[1]) ||
        !dset(vm, e->attrs, "pos", NP_IS_UNDEF(a[2]) ? np_none() : a[2]))
        return false;
    *out = np_obj(&e->hdr);
    return true;
}

static const NpMethodDef pattern_methods[] = {
    {"match", pat_match, NP_NATIVE_METHOD},       {"search", pat_search, NP_NATIVE_METHOD},
    {"fullmatch", pat_fullmatch, NP_NATIVE_METHOD}, {"findall", pat_findall, NP_NATIVE_METHOD},
    {"finditer", pat_finditer, NP_NATIVE_METHOD}, {"split", pat_split, NP_NATIVE_METHOD},
    {"sub", pat_sub, NP_NATIVE_METHOD},           {"subn", pat_subn, NP_NATIVE_METHOD},
    {"__repr__", pat_repr, NP_NATIVE_METHOD},     {NULL, NULL, 0}};

static const NpMethodDef match_methods[] = {
    {"group", match_group, NP_NATIVE_METHOD},     {"groups", match_groups, NP_NATIVE_METHOD},
    {"groupdict", match_groupdict, NP_NATIVE_METHOD}, {"start", match_start, NP_NATIVE_METHOD},
    {"end", match_end, NP_NATIVE_METHOD},         {"span", match_span, NP_NATIVE_METHOD},
    {"expand", match_expand, NP_NATIVE_METHOD},   {"__getitem__", match_getitem, NP_NATIVE_METHOD},
    {"__repr__", match_repr, NP_NATIVE_METHOD},
    {"string", match_get_string, NP_NATIVE_GETTER | NP_NATIVE_MEMBER},
    {"re", match_get_re, NP_NATIVE_GETTER | NP_NATIVE_MEMBER},
    {"pos", match_get_pos, NP_NATIVE_GETTER | NP_NATIVE_MEMBER},
    {"endpos", match_get_endpos, NP_NATIVE_GETTER | NP_NATIVE_MEMBER},
    {"lastindex", match_get_lastindex, NP_NATIVE_GETTER},
    {"lastgroup", match_get_lastgroup, NP_NATIVE_GETTER},
    {NULL, NULL, 0}};

static const NpMethodDef re_funcs[] = {
    {"compile", re_compile, 0}, {"match", re_match, 0},     {"search", re_search, 0},
    {"fullmatch", re_fullmatch, 0}, {"findall", re_findall, 0}, {"finditer", re_finditer, 0},
    {"split", re_split, 0},     {"sub", re_sub, 0},         {"subn", re_subn, 0},
    {"escape", re_escape, 0},   {"purge", re_purge, 0},     {NULL, NULL, 0}};

// Creates the PCRE2 contexts of one VM, wrapped in a GC object.
static NpCData *make_state(NpVM *vm, NpDict *ns) {
    ReState *st = np_mem_realloc(vm, NULL, 0, sizeof *st);
    if (!st) return NULL;
    memset(st, 0, sizeof *st);
    st->vm = vm;
    st->ns = ns;
    NpCData *cd = cdata_new(vm, st, state_finalize);
    if (!cd) {
        np_mem_realloc(vm, st, sizeof *st, 0);
        return NULL;
    }
    st->gctx = pcre2_general_context_create(re_malloc, re_free, vm);
    st->cctx = st->gctx ? pcre2_compile_context_create(st->gctx) : NULL;
    st->mctx = st->cctx ? pcre2_match_context_create(st->gctx) : NULL;
    if (!st->mctx) {
        if (NP_IS_UNDEF(vm->exc)) np_raise_nomem(vm);
        return NULL;
    }
    uint32_t jit = 0;
    if (NP_RE_JIT && pcre2_config(PCRE2_CONFIG_JIT, &jit) >= 0) st->jit = jit != 0;
    return cd;
}

// Makes the module's types (Pattern, Match and the scanner are ReTypes pointing at [st]).
static bool make_types(NpVM *vm, ReState *st) {
    NpType *obj = vm->types[NP_TYPE_OBJECT];
    // The qualified names carry the module prefix so reprs and tracebacks read as CPython's
    // (<class 're.Match'>, re.error: ...); the ReTypes' instances reach the module state.
    const uint16_t nd = NP_TF_NATIVE_DUNDER;
    const size_t rt = sizeof(ReType);
    st->ptype = np_builtin_type_new(vm, "Pattern", "re.Pattern", obj, OBJ_INSTANCE, nd, rt);
    st->mtype = np_builtin_type_new(vm, "Match", "re.Match", obj, OBJ_INSTANCE, nd, rt);
    st->stype = np_builtin_type_new(vm, "SRE_Scanner", "_sre.SRE_Scanner", obj, OBJ_INSTANCE, 0, rt);
    st->etype = np_builtin_type_new(vm, "error", "re.error", vm->types[NP_TYPE_EXCEPTION],
                                    OBJ_EXCEPTION, NP_TF_EXCEPTION | NP_TF_BASETYPE, sizeof(NpType));
    if (!st->ptype || !st->mtype || !st->stype || !st->etype ||
        !np_type_add_methods(vm, st->ptype, pattern_methods) ||
        !np_type_add_methods(vm, st->mtype, match_methods))
        return false;
    // Instances get inline room for exactly their attributes: a Match has one ("_m"), a
    // Pattern five, a scanner six.
    st->mtype->inst_attrs = 1;
    st->ptype->inst_attrs = 5;
    st->stype->inst_attrs = 6;
    st->ptype->construct = pattern_construct;
    st->mtype->construct = match_construct;
    st->stype->construct = scanner_construct;
    st->etype->construct = error_construct;
    ((ReType *)st->ptype)->st = st;
    ((ReType *)st->mtype)->st = st;
    ((ReType *)st->stype)->st = st;
    return true;
}

// Interns the names of RE_NAMES into st->names, kept alive by a tuple in the namespace.
static bool make_names(NpVM *vm, ReState *st) {
    static const char *const names[RE_NNAMES] = {
#define RE_NAME_STR(n) #n,
        RE_NAMES(RE_NAME_STR)
#undef RE_NAME_STR
    };
    NpTuple *keep = np_tuple_new(vm, RE_NNAMES);
    if (!keep || !dset(vm, st->ns, "__re_names__", np_obj(&keep->hdr))) return false;
    for (int i = 0; i < RE_NNAMES; i++) {
        st->names[i] = np_intern_cstr(vm, names[i]);
        if (!st->names[i]) return false;
        keep->items[i] = np_obj(&st->names[i]->hdr);
    }
    return true;
}

// Fills the re module's namespace (called on first import). "__re_state__" goes first
// (module_state looks for it among the first entries).
static bool re_init(NpVM *vm, NpModuleObj *m) {
    NpDict *ns = m->globals;
    NpCData *cd = make_state(vm, ns);
    if (!cd || !dset(vm, ns, "__re_state__", np_obj(&cd->hdr))) return false;
    ReState *st = cd->ptr;
    st->cache = np_dict_new(vm);
    if (!st->cache || !dset(vm, ns, "__re_cache__", np_obj(&st->cache->hdr)) ||
        !make_names(vm, st) || !make_types(vm, st))
        return false;
    for (const NpMethodDef *d = re_funcs; d->name; d++) {
        NpNative *f = np_native_new(vm, d->name, d->fn, NULL);
        if (!f) return false;
        f->self = np_obj(&m->hdr);
        if (!dset(vm, ns, d->name, np_obj(&f->hdr))) return false;
    }
    if (!dset(vm, ns, "Pattern", np_obj(&st->ptype->hdr)) ||
        !dset(vm, ns, "Match", np_obj(&st->mtype->hdr)) ||
        !dset(vm, ns, "__re_scanner__", np_obj(&st->stype->hdr)) ||
        !dset(vm, ns, "error", np_obj(&st->etype->hdr)))
        return false;
    // The flags (re.RegexFlag values) are defined by the Nearly Python part.
    return nplib_exec_source(vm, m, re_src, "re.py");
}

bool nplib_register_re(NpVM *vm) { return npvm_register_module(vm, "re", re_init); }
