/*
 * np_precomp.c - serializes compiled protos to bytes (at build time) and loads them back (on a
 * stdlib module's first import), so embedded stdlib modules skip the lexer, parser and compiler.
 *
 * Format (little-endian, all integers fixed width): the magic "NPC1", the string table (u32
 * count, then each str as u32 length, u8 interned, the UTF-8 bytes), then one proto:
 *   u32 ncode, u32 code[ncode], i32 lines[ncode],
 *   u32 nconsts, constant[nconsts],
 *   u32 nhandlers, {u32 start, u32 end, u32 handler, u8 reg}[nhandlers],
 *   u16 nregs, nlocals, argcount, posonly, kwonly, flags,
 *   u8 has_regnames, str[nregs] when it is 1,
 *   u16 ncells, u8 cellregs[ncells], u16 nfree, u8 freesrc[nfree], u8 freedst[nfree],
 *   str name, str qualname,
 *   i32 firstline, span_line, span_col, span_end_line, span_end_col.
 * A str in a proto is a u32 index into the string table (0xffffffff for NULL): each distinct
 * string (register names repeat across a module's functions) is read and interned once. A
 * constant is a u8 kind (PK_*) and its payload (a big int as its decimal digits: u32 length,
 * the bytes); a nested proto is written in place, recursively. The filename is
 * not stored: the loader gives every proto the one the importer names. Nothing else of a proto
 * (its source text, inline caches) exists for a stdlib module.
 */
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "np_precomp.h"

// Kinds of constants in the format.
enum {
    PK_NONE,
    PK_FALSE,
    PK_TRUE,
    PK_INT,
    PK_FLOAT,
    PK_STR,
    PK_BIGINT,
    PK_TUPLE,
    PK_PROTO,
    PK_BYTES,
    PK_ELLIPSIS,
};

// Deepest nesting of protos and tuples the loader accepts (the stdlib nests a few levels).
#define PRECOMP_MAX_DEPTH 64
#define PRECOMP_NULL_STR 0xffffffffu

static const char precomp_magic[4] = {'N', 'P', 'C', '1'};

const NpPrecompEntry *np_precomp_find(const char *src, size_t len) {
    bool hashed = false;
    uint64_t h = 0;
    for (size_t i = 0; i < np_precomp_count; i++) {
        const NpPrecompEntry *e = &np_precomp_table[i];
        if (e->src_len != len) continue;
        if (!hashed) h = XXH3_64bits(src, len);
        hashed = true;
        if (e->src_hash == h) return e;
    }
    return NULL;
}

/* ---------------------------------------------------------------- writing (build time) */

// A growable output buffer; [fail] is set once malloc fails or a value cannot be written.
// [strs] is the string table being collected (distinct by object), with [slots], an
// open-addressing index of it by object address ([nslots] a power of two, entries index + 1).
typedef struct Writer {
    uint8_t *b;
    size_t n, cap;
    bool fail;
    const NpStr **strs;
    uint32_t nstrs, capstrs;
    uint32_t *slots;
    uint32_t nslots;
} Writer;

static void w_bytes(Writer *w, const void *p, size_t n) {
    if (w->fail) return;
    if (w->n + n > w->cap) {
        size_t cap = w->cap ? w->cap : 4096;
        while (cap < w->n + n) cap *= 2;
        uint8_t *b = realloc(w->b, cap);
        if (!b) {
            w->fail = true;
            return;
        }
        w->b = b;
        w->cap = cap;
    }
    if (n) memcpy(w->b + w->n, p, n);
    w->n += n;
}

static void w_u8(Writer *w, unsigned v) {
    uint8_t b = (uint8_t)v;
    w_bytes(w, &b, 1);
}

static void w_u16(Writer *w, unsigned v) {
    uint8_t b[2] = {(uint8_t)v, (uint8_t)(v >> 8)};
    w_bytes(w, b, 2);
}

static void w_u32(Writer *w, uint32_t v) {
    uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    w_bytes(w, b, 4);
}

static void w_u64(Writer *w, uint64_t v) {
    w_u32(w, (uint32_t)v);
    w_u32(w, (uint32_t)(v >> 32));
}

// Doubles the string index (or makes its first one) and re-inserts the table's strs.
static bool w_grow_slots(Writer *w) {
    uint32_t n = w->nslots ? w->nslots * 2 : 1024;
    uint32_t *slots = calloc(n, sizeof *slots);
    if (!slots) return false;
    for (uint32_t i = 0; i < w->nstrs; i++) {
        uint32_t h = (uint32_t)(((uintptr_t)w->strs[i] >> 4) * 0x9e3779b1u) & (n - 1);
        while (slots[h]) h = (h + 1) & (n - 1);
        slots[h] = i + 1;
    }
    free(w->slots);
    w->slots = slots;
    w->nslots = n;
    return true;
}

// The string-table index of [s], adding it when new; PRECOMP_NULL_STR on failure.
static uint32_t w_str_index(Writer *w, const NpStr *s) {
    if ((w->nstrs + 1) * 2 > w->nslots && !w_grow_slots(w)) return PRECOMP_NULL_STR;
    uint32_t h = (uint32_t)(((uintptr_t)s >> 4) * 0x9e3779b1u) & (w->nslots - 1);
    for (; w->slots[h]; h = (h + 1) & (w->nslots - 1))
        if (w->strs[w->slots[h] - 1] == s) return w->slots[h] - 1;
    if (w->nstrs == w->capstrs) {
        uint32_t cap = w->capstrs ? w->capstrs * 2 : 256;
        const NpStr **strs = realloc(w->strs, cap * sizeof *strs);
        if (!strs) return PRECOMP_NULL_STR;
        w->strs = strs;
        w->capstrs = cap;
    }
    w->strs[w->nstrs] = s;
    w->slots[h] = w->nstrs + 1;
    return w->nstrs++;
}

// Writes a reference to [s] (NULL allowed) into the string table.
static void w_str(Writer *w, const NpStr *s) {
    if (!s) {
        w_u32(w, PRECOMP_NULL_STR);
        return;
    }
    uint32_t ix = w_str_index(w, s);
    if (ix == PRECOMP_NULL_STR || s->len >= PRECOMP_NULL_STR) w->fail = true;
    w_u32(w, ix);
}

static void w_proto(Writer *w, NpVM *vm, const NpProto *p, int depth);

static void w_const(Writer *w, NpVM *vm, NpValue v, int depth) {
    if (depth > PRECOMP_MAX_DEPTH) {
        w->fail = true;
        return;
    }
    switch (v.tag) {
    case NP_T_NONE: w_u8(w, PK_NONE); return;
    case NP_T_BOOL: w_u8(w, v.u.i ? PK_TRUE : PK_FALSE); return;
    case NP_T_INT:
        w_u8(w, PK_INT);
        w_u64(w, (uint64_t)v.u.i);
        return;
    case NP_T_FLOAT: {
        uint64_t bits;
        memcpy(&bits, &v.u.f, sizeof bits);
        w_u8(w, PK_FLOAT);
        w_u64(w, bits);
        return;
    }
    case NP_T_OBJ: break;
    default: w->fail = true; return;
    }
    NpObject *o = NP_OBJ(v);
    switch (o->kind) {
    case OBJ_STR:
        w_u8(w, PK_STR);
        w_str(w, (NpStr *)o);
        return;
    case OBJ_BIGINT: {
        NpStr *text = np_repr(vm, v);
        if (!text) {
            w->fail = true;
            return;
        }
        w_u8(w, PK_BIGINT);
        w_u32(w, (uint32_t)text->len);
        w_bytes(w, text->data, text->len);
        return;
    }
    case OBJ_TUPLE: {
        NpTuple *t = (NpTuple *)o;
        w_u8(w, PK_TUPLE);
        w_u32(w, (uint32_t)t->n);
        for (size_t i = 0; i < t->n; i++) w_const(w, vm, t->items[i], depth + 1);
        return;
    }
    case OBJ_PROTO:
        w_u8(w, PK_PROTO);
        w_proto(w, vm, (NpProto *)o, depth + 1);
        return;
    case OBJ_BYTES: {
        NpBytes *b = (NpBytes *)o;
        w_u8(w, PK_BYTES);
        w_u32(w, (uint32_t)b->len);
        w_bytes(w, b->data, b->len);
        return;
    }
    default:
        if (o == vm->ellipsis) {
            w_u8(w, PK_ELLIPSIS);
            return;
        }
        w->fail = true;
    }
}

static void w_proto(Writer *w, NpVM *vm, const NpProto *p, int depth) {
    w_u32(w, p->ncode);
    for (uint32_t i = 0; i < p->ncode; i++) w_u32(w, p->code[i]);
    for (uint32_t i = 0; i < p->ncode; i++) w_u32(w, (uint32_t)p->lines[i]);
    w_u32(w, p->nconsts);
    for (uint32_t i = 0; i < p->nconsts; i++) w_const(w, vm, p->consts[i], depth);
    w_u32(w, p->nhandlers);
    for (uint32_t i = 0; i < p->nhandlers; i++) {
        w_u32(w, p->handlers[i].start);
        w_u32(w, p->handlers[i].end);
        w_u32(w, p->handlers[i].handler);
        w_u8(w, p->handlers[i].reg);
    }
    w_u16(w, p->nregs);
    w_u16(w, p->nlocals);
    w_u16(w, p->argcount);
    w_u16(w, p->posonly);
    w_u16(w, p->kwonly);
    w_u16(w, p->flags);
    w_u8(w, p->regnames != NULL);
    if (p->regnames)
        for (uint32_t i = 0; i < p->nregs; i++) w_str(w, p->regnames[i]);
    w_u16(w, p->ncells);
    w_bytes(w, p->cellregs, p->ncells);
    w_u16(w, p->nfree);
    w_bytes(w, p->freesrc, p->nfree);
    w_bytes(w, p->freedst, p->nfree);
    w_str(w, p->name);
    w_str(w, p->qualname);
    w_u32(w, (uint32_t)p->firstline);
    w_u32(w, (uint32_t)p->span_line);
    w_u32(w, (uint32_t)p->span_col);
    w_u32(w, (uint32_t)p->span_end_line);
    w_u32(w, (uint32_t)p->span_end_col);
}

bool np_precomp_dump(NpVM *vm, const NpProto *p, uint8_t **out, size_t *len) {
    // The protos go to [body] first, collecting the string table that precedes them.
    Writer body = {0};
    w_proto(&body, vm, p, 0);
    Writer w = {0};
    w_bytes(&w, precomp_magic, sizeof precomp_magic);
    w_u32(&w, body.nstrs);
    for (uint32_t i = 0; i < body.nstrs; i++) {
        const NpStr *s = body.strs[i];
        w_u32(&w, (uint32_t)s->len);
        w_u8(&w, (s->hdr.flags & NP_STR_INTERNED) != 0);
        w_bytes(&w, s->data, s->len);
    }
    w_bytes(&w, body.b, body.n);
    bool ok = !w.fail && !body.fail;
    free(body.b);
    free(body.strs);
    free(body.slots);
    if (!ok) {
        free(w.b);
        return false;
    }
    *out = w.b;
    *len = w.n;
    return true;
}

/* ---------------------------------------------------------------- reading */

// A bounds-checked cursor over a blob. [bad] is set by the first read past the end or the first
// invalid field (every later read then returns zeros); [oom] when an allocation failed.
// [strs] is the blob's string table, made before the protos are read ([nstrs] entries).
// [trusted]: the blob's hash matched the build's, so its strs need no UTF-8 check.
typedef struct Reader {
    const uint8_t *p, *end;
    NpVM *vm;
    NpStr *filename;
    NpStr **strs;
    uint32_t nstrs;
    bool bad, oom, trusted;
} Reader;

static inline const uint8_t *r_take(Reader *r, size_t n) {
    if (r->bad || (size_t)(r->end - r->p) < n) {
        r->bad = true;
        return NULL;
    }
    const uint8_t *s = r->p;
    r->p += n;
    return s;
}

static inline unsigned r_u8(Reader *r) {
    const uint8_t *b = r_take(r, 1);
    return b ? b[0] : 0;
}

static inline unsigned r_u16(Reader *r) {
    const uint8_t *b = r_take(r, 2);
    return b ? (unsigned)b[0] | (unsigned)b[1] << 8 : 0;
}

static inline uint32_t r_u32(Reader *r) {
    const uint8_t *b = r_take(r, 4);
    return b ? (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24
             : 0;
}

static inline uint64_t r_u64(Reader *r) {
    uint64_t lo = r_u32(r);
    return lo | (uint64_t)r_u32(r) << 32;
}

// Marks the blob malformed; returns false for the callers' convenience.
static bool r_fail(Reader *r) {
    r->bad = true;
    return false;
}

// Reads the string table into [r->strs] (a malloc'd array the caller frees), each str
// interned when it was. False when malformed or out of memory.
static bool r_strtab(Reader *r) {
    uint32_t n = r_u32(r);
    // Every entry takes at least five bytes.
    if (r->bad || n > (size_t)(r->end - r->p) / 5) return r_fail(r);
    r->strs = calloc((size_t)n + 1, sizeof *r->strs);
    if (!r->strs) return r_fail(r);  // the caller compiles the source instead
    for (uint32_t i = 0; i < n; i++) {
        uint32_t len = r_u32(r);
        unsigned interned = r_u8(r);
        const uint8_t *s = r_take(r, len);
        if (!s || interned > 1 || (!r->trusted && !np_utf8_valid((const char *)s, len)))
            return r_fail(r);
        NpStr *str = interned ? np_intern(r->vm, (const char *)s, len)
                              : np_str_new(r->vm, (const char *)s, len);
        if (!str) {
            r->oom = true;
            return false;
        }
        r->strs[i] = str;
        r->nstrs = i + 1;
    }
    return true;
}

// Reads a reference into the string table; [*out] is NULL for a NULL str. False when malformed.
static bool r_str(Reader *r, NpStr **out) {
    uint32_t ix = r_u32(r);
    *out = NULL;
    if (r->bad) return false;
    if (ix == PRECOMP_NULL_STR) return true;
    if (ix >= r->nstrs) return r_fail(r);
    *out = r->strs[ix];
    return true;
}

// Allocates an owned buffer of [size] bytes copied from the blob, or NULL (bad or oom set).
static void *r_buf(Reader *r, size_t size) {
    const uint8_t *s = r_take(r, size);
    if (!s) return NULL;
    if (size == 0) return NULL;
    void *b = np_mem_realloc(r->vm, NULL, 0, size);
    if (!b) {
        r->oom = true;
        return NULL;
    }
    memcpy(b, s, size);
    return b;
}

static NpProto *r_proto(Reader *r, int depth);

static bool r_const(Reader *r, NpValue *out, int depth) {
    *out = np_none();
    if (depth > PRECOMP_MAX_DEPTH) return r_fail(r);
    unsigned kind = r_u8(r);
    if (r->bad) return false;
    switch (kind) {
    case PK_NONE: return true;
    case PK_FALSE: *out = np_bool(false); return true;
    case PK_TRUE: *out = np_bool(true); return true;
    case PK_INT: *out = np_int((int64_t)r_u64(r)); return !r->bad;
    case PK_FLOAT: {
        uint64_t bits = r_u64(r);
        double f;
        memcpy(&f, &bits, sizeof f);
        *out = np_float(f);
        return !r->bad;
    }
    case PK_STR: {
        NpStr *s;
        if (!r_str(r, &s)) return false;
        if (!s) return r_fail(r);
        *out = np_obj(&s->hdr);
        return true;
    }
    case PK_BIGINT: {
        uint32_t len = r_u32(r);
        const uint8_t *s = r_take(r, len);
        if (!s || len == 0) return r_fail(r);
        if (!np_int_parse(r->vm, (const char *)s, len, 10, out)) {
            np_exc_clear(r->vm);
            return r_fail(r);
        }
        return true;
    }
    case PK_TUPLE: {
        uint32_t n = r_u32(r);
        // Every item takes at least one byte, so a count beyond the rest is malformed.
        if (r->bad || n > (size_t)(r->end - r->p)) return r_fail(r);
        NpTuple *t = np_tuple_new(r->vm, n);
        if (!t) {
            r->oom = true;
            return false;
        }
        *out = np_obj(&t->hdr);
        for (uint32_t i = 0; i < n; i++)
            if (!r_const(r, &t->items[i], depth + 1)) return false;
        return true;
    }
    case PK_PROTO: {
        NpProto *p = r_proto(r, depth + 1);
        if (!p) return false;
        *out = np_obj(&p->hdr);
        return true;
    }
    case PK_BYTES: {
        uint32_t len = r_u32(r);
        const uint8_t *s = r_take(r, len);
        if (!s) return false;
        NpBytes *b = np_bytes_new(r->vm, s, len);
        if (!b) {
            r->oom = true;
            return false;
        }
        *out = np_obj(&b->hdr);
        return true;
    }
    case PK_ELLIPSIS: *out = np_obj(r->vm->ellipsis); return true;
    default: return r_fail(r);
    }
}

// Reads the code, line and constant arrays of [p]; counts are set with their arrays so a proto
// abandoned half-way stays consistent for the collector.
static bool r_arrays(Reader *r, NpProto *p, int depth) {
    uint32_t ncode = r_u32(r);
    if (r->bad || ncode == 0 || ncode > (size_t)(r->end - r->p) / 8) return r_fail(r);
    size_t csize = (size_t)ncode * sizeof(uint32_t);
    uint32_t *code = r_buf(r, csize);
    if (!code) return false;
    int32_t *lines = r_buf(r, csize);
    if (!lines) {
        np_mem_realloc(r->vm, code, csize, 0);
        return false;
    }
    p->code = code;
    p->lines = lines;
    p->ncode = ncode;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    // The blob is little-endian; convert in place on a big-endian host.
    for (uint32_t i = 0; i < ncode; i++) {
        const uint8_t *b = (const uint8_t *)&code[i];
        code[i] = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
        b = (const uint8_t *)&lines[i];
        lines[i] = (int32_t)((uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
                             (uint32_t)b[3] << 24);
    }
#endif
    uint32_t nconsts = r_u32(r);
    if (r->bad || nconsts > (size_t)(r->end - r->p)) return r_fail(r);
    if (nconsts) {
        p->consts = np_mem_realloc(r->vm, NULL, 0, (size_t)nconsts * sizeof(NpValue));
        if (!p->consts) {
            r->oom = true;
            return false;
        }
        for (uint32_t i = 0; i < nconsts; i++) p->consts[i] = np_none();
        p->nconsts = nconsts;
    }
    for (uint32_t i = 0; i < nconsts; i++)
        if (!r_const(r, &p->consts[i], depth)) return false;
    return true;
}

// Reads the exception table and the frame shape of [p], checking every register and pc.
static bool r_shape(Reader *r, NpProto *p) {
    uint32_t nh = r_u32(r);
    if (r->bad || nh > (size_t)(r->end - r->p) / 13) return r_fail(r);
    if (nh) {
        p->handlers = np_mem_realloc(r->vm, NULL, 0, (size_t)nh * sizeof(NpHandlerEntry));
        if (!p->handlers) {
            r->oom = true;
            return false;
        }
        p->nhandlers = nh;
    }
    for (uint32_t i = 0; i < nh; i++) {
        NpHandlerEntry *h = &p->handlers[i];
        h->start = r_u32(r);
        h->end = r_u32(r);
        h->handler = r_u32(r);
        h->reg = (uint8_t)r_u8(r);
    }
    unsigned nregs = r_u16(r), nlocals = r_u16(r), argcount = r_u16(r);
    unsigned posonly = r_u16(r), kwonly = r_u16(r), flags = r_u16(r);
    unsigned nparams = argcount + kwonly + !!(flags & NP_PROTO_VARARGS) + !!(flags & NP_PROTO_VARKW);
    if (r->bad || nregs == 0 || nlocals > nregs || nparams > nlocals || posonly > argcount)
        return r_fail(r);
    for (uint32_t i = 0; i < nh; i++) {
        const NpHandlerEntry *h = &p->handlers[i];
        if (h->start > h->end || h->end > p->ncode || h->handler >= p->ncode || h->reg >= nregs)
            return r_fail(r);
    }
    p->nregs = (uint16_t)nregs;
    p->nlocals = (uint16_t)nlocals;
    p->argcount = (uint16_t)argcount;
    p->posonly = (uint16_t)posonly;
    p->kwonly = (uint16_t)kwonly;
    p->flags = (uint16_t)flags;
    return true;
}

// Reads the register names, cells, free variables, names and spans of [p].
static bool r_names(Reader *r, NpProto *p) {
    unsigned has_names = r_u8(r);
    if (r->bad || has_names > 1) return r_fail(r);
    if (has_names) {
        p->regnames = np_mem_realloc(r->vm, NULL, 0, (size_t)p->nregs * sizeof(NpStr *));
        if (!p->regnames) {
            r->oom = true;
            return false;
        }
        memset(p->regnames, 0, (size_t)p->nregs * sizeof(NpStr *));
        for (uint32_t i = 0; i < p->nregs; i++)
            if (!r_str(r, &p->regnames[i])) return false;
    }
    unsigned ncells = r_u16(r);
    if (r->bad) return false;
    if (ncells) {
        if (!(p->cellregs = r_buf(r, ncells))) return false;
        p->ncells = (uint16_t)ncells;
        for (unsigned i = 0; i < ncells; i++)
            if (p->cellregs[i] >= p->nregs) return r_fail(r);
    }
    unsigned nfree = r_u16(r);
    if (r->bad) return false;
    if (nfree) {
        if (!(p->freesrc = r_buf(r, nfree))) return false;
        if (!(p->freedst = r_buf(r, nfree))) {
            np_mem_realloc(r->vm, p->freesrc, nfree, 0);
            p->freesrc = NULL;
            return false;
        }
        p->nfree = (uint16_t)nfree;
        for (unsigned i = 0; i < nfree; i++)
            if (p->freedst[i] >= p->nregs) return r_fail(r);
    }
    if (!r_str(r, &p->name) || !r_str(r, &p->qualname)) return false;
    p->firstline = (int32_t)r_u32(r);
    p->span_line = (int32_t)r_u32(r);
    p->span_col = (int32_t)r_u32(r);
    p->span_end_line = (int32_t)r_u32(r);
    p->span_end_col = (int32_t)r_u32(r);
    return !r->bad;
}

static NpProto *r_proto(Reader *r, int depth) {
    if (depth > PRECOMP_MAX_DEPTH) {
        r_fail(r);
        return NULL;
    }
    NpProto *p = (NpProto *)np_alloc_obj(r->vm, sizeof(NpProto), OBJ_PROTO, r->vm->types[NP_TYPE_CODE]);
    if (!p) {
        r->oom = true;
        return NULL;
    }
    p->filename = r->filename;
    if (!r_arrays(r, p, depth) || !r_shape(r, p) || !r_names(r, p)) return NULL;
    // MAKEFUNC copies each nested function's captured cells from registers of this frame.
    for (uint32_t k = 0; k < p->nconsts; k++) {
        if (!NP_IS_KIND(p->consts[k], OBJ_PROTO)) continue;
        const NpProto *inner = (const NpProto *)NP_OBJ(p->consts[k]);
        for (uint32_t i = 0; i < inner->nfree; i++)
            if (inner->freesrc[i] >= p->nregs) {
                r_fail(r);
                return NULL;
            }
    }
    return p;
}

// Loads a blob ([trusted]: its hash was checked); see np_precomp_parse.
static NpProto *parse_blob(NpVM *vm, const uint8_t *data, size_t len, const char *filename,
                           bool trusted) {
    Reader r = {.p = data, .end = data + len, .vm = vm, .trusted = trusted};
    const uint8_t *magic = r_take(&r, sizeof precomp_magic);
    if (!magic || memcmp(magic, precomp_magic, sizeof precomp_magic) != 0) return NULL;
    r.filename = np_str_from_cstr(vm, filename);
    if (!r.filename) return NULL;
    NpProto *p = r_strtab(&r) ? r_proto(&r, 0) : NULL;
    free(r.strs);
    if (r.oom) return NULL;
    if (!p || r.bad || r.p != r.end) {
        // Malformed: whatever was made is garbage for the collector; no exception is left.
        np_exc_clear(vm);
        return NULL;
    }
    return p;
}

NpProto *np_precomp_parse(NpVM *vm, const uint8_t *data, size_t len, const char *filename) {
    return parse_blob(vm, data, len, filename, false);
}

NpProto *np_precomp_load(NpVM *vm, const NpPrecompEntry *e, const char *filename) {
    if (XXH3_64bits(e->blob, e->blob_len) != e->blob_hash) return NULL;
    return parse_blob(vm, e->blob, e->blob_len, filename, true);
}
