/*
 * np_str.c - str objects (immutable UTF-8 with code-point semantics), the intern table, UTF-8
 * helpers, repr() with CPython's escaping rules, and NpBuf (a growable byte buffer).
 *
 * Invariant: NpStr.data is always valid UTF-8 (possibly with encoded lone surrogates, which
 * only escapes in source code can produce), NUL-terminated, and [ncp] counts its code points.
 * The intern table is weak (see np_gc.h); it uses linear probing on the cached str hash.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

#include "np_hash.h"
#include "np_runtime.h"
#include "np_strbuild.h"

/* ---------------------------------------------------------------- construction */

NpStr *np_str_alloc(NpVM *vm, size_t len) {
    if (len > SIZE_MAX - sizeof(NpStr) - 1) {
        np_raise_nomem(vm);
        return NULL;
    }
    // Not zeroed first (np_alloc_obj_uninit): every caller writes the [len] bytes and sets ncp
    // and the ASCII flag (np_str_finish or its own count); [hash] is read only under
    // NP_STR_HASHED, which starts clear.
    NpStr *s = (NpStr *)np_alloc_obj_uninit(vm, sizeof(NpStr) + len + 1, OBJ_STR,
                                            vm->types[NP_TYPE_STR]);
    if (!s) return NULL;
    s->len = len;
    s->data[len] = '\0';
    return s;
}

// The number of UTF-8 continuation bytes (10xxxxxx) among the eight bytes of [w]: a byte's
// bit 7 set and bit 6 clear, its bit 6 being moved into bit 7's place by the shift (nothing
// crosses into another byte's bit 7), then the eight flags summed by a multiply.
static inline size_t cont_bytes(uint64_t w) {
    uint64_t c = (w & ~(w << 1)) & 0x8080808080808080ull;
    return (size_t)(((c >> 7) * 0x0101010101010101ull) >> 56);
}

// Counts the code points of [len] bytes of UTF-8 (continuation bytes are not counted), eight
// bytes at a time: one test per all-ASCII word, a continuation-byte count for the others.
static size_t count_cp(const char *p, size_t len) {
    size_t n = 0, i = 0;
    for (; i + 8 <= len; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        n += 8 - ((w & 0x8080808080808080ull) ? cont_bytes(w) : 0);
    }
    for (; i < len; i++) n += ((unsigned char)p[i] & 0xC0) != 0x80;
    return n;
}

void np_str_finish(NpStr *s) {
    s->ncp = count_cp(s->data, s->len);
    s->hdr.flags &= (uint16_t)~(NP_STR_ASCII | NP_STR_HASHED);
    if (s->ncp == s->len) {
        // Equal counts alone are not enough only if a byte >= 0x80 is a lead byte with no
        // continuation, which valid UTF-8 excludes; so this is exactly "all ASCII".
        s->hdr.flags |= NP_STR_ASCII;
    }
}

NpStr *np_str_new(NpVM *vm, const char *s, size_t len) {
    NpStr *r = np_str_alloc(vm, len);
    if (!r) return NULL;
    np_copy_short(r->data, s, len);
    np_str_finish(r);
    return r;
}

NpStr *np_str_new_ascii(NpVM *vm, const char *s, size_t len) {
    NpStr *r = np_str_alloc(vm, len);
    if (!r) return NULL;
    np_copy_short(r->data, s, len);
    r->ncp = len;
    r->hdr.flags |= NP_STR_ASCII;
    return r;
}

NpStr *np_str_from_cstr(NpVM *vm, const char *s) { return np_str_new(vm, s, strlen(s)); }

/* ---------------------------------------------------------------- hashing, comparison */

// The str hash of [len] bytes with [seed] (np_hash_text).
static int64_t hash_bytes(const char *p, size_t len, uint64_t seed) {
    return np_hash_text(p, len, seed);
}

// The hash seed of the VM that owns [s]: every str's type (str or a subclass) has the VM's
// `type` type as its own type, and that object carries the seed (npvm_new sets it before any
// str is hashed this way; strs made earlier are interned, and hashed through np_intern).
static uint64_t str_seed(const NpStr *s) {
    const NpType *t = s->hdr.type;
    return t && t->hdr.type ? np_type_of_types(t)->str_hash_seed : 0;
}

// Out of line, so that np_str_hash's cached case (np_runtime.h) is a flag test and a load.
int64_t np_str_hash_first(NpStr *s) {
    // (Up to 16 bytes, XXH3's short path inline: np_hash_short.)
    s->hash = s->len <= 16 ? np_hash_short(s->data, s->len, str_seed(s))
                           : hash_bytes(s->data, s->len, str_seed(s));
    s->hdr.flags |= NP_STR_HASHED;
    return s->hash;
}

bool np_str_eq(const NpStr *a, const NpStr *b) {
    if (a == b) return true;
    if (a->len != b->len) return false;
    // Two distinct interned strings are never equal.
    if ((a->hdr.flags & b->hdr.flags & NP_STR_INTERNED)) return false;
    if ((a->hdr.flags & b->hdr.flags & NP_STR_HASHED) && a->hash != b->hash) return false;
    return memcmp(a->data, b->data, a->len) == 0;
}

// The order of two different 8-byte words [u] and [v] loaded from memory, as memcmp orders
// their bytes: -1 or 1.
static inline int word_order(uint64_t u, uint64_t v) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    u = __builtin_bswap64(u);
    v = __builtin_bswap64(v);
#endif
    return u < v ? -1 : 1;
}

int np_str_cmp(const NpStr *a, const NpStr *b) {
    size_t n = a->len < b->len ? a->len : b->len;
    const unsigned char *x = (const unsigned char *)a->data, *y = (const unsigned char *)b->data;
    if (n < 8) {
        for (size_t i = 0; i < n; i++)
            if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
    } else {
        // Eight bytes a step for the first 32 (keys with a shared prefix, "user:00123", took
        // ~90 instructions a byte at a time), then memcmp; the last word overlaps the compared
        // bytes, which are equal, so its first difference is the strs' first.
        size_t i = 0;
        for (; i + 8 <= n && i < 32; i += 8) {
            uint64_t u, v;
            memcpy(&u, x + i, 8);
            memcpy(&v, y + i, 8);
            if (u != v) return word_order(u, v);
        }
        if (i + 8 < n) {
            int c = memcmp(x + i, y + i, n - i);
            if (c) return c < 0 ? -1 : 1;
        } else if (i < n) {
            uint64_t u, v;
            memcpy(&u, x + n - 8, 8);
            memcpy(&v, y + n - 8, 8);
            if (u != v) return word_order(u, v);
        }
    }
    return a->len < b->len ? -1 : a->len > b->len ? 1 : 0;
}

/* ---------------------------------------------------------------- indexing */

// The byte offset [n] code points after the character boundary [off] of the [len] bytes at
// [d] (that many code points must follow). Words of eight bytes are skipped while they hold at
// most [n] character starts, so the last step lands on the start itself.
static size_t cp_forward(const char *d, size_t len, size_t off, size_t n) {
    while (n >= 8 && off + 8 <= len) {
        uint64_t w;
        memcpy(&w, d + off, 8);
        size_t starts = 8 - cont_bytes(w);
        if (starts > n) break;
        off += 8;
        n -= starts;
    }
    for (;; off++) {
        if (((unsigned char)d[off] & 0xC0) != 0x80) {
            if (n == 0) return off;
            n--;
        }
    }
}

// The byte offset [n] code points before the character boundary [off] of the bytes at [d]
// (that many code points must precede it). A word is skipped while it holds fewer than [n]
// character starts (with exactly [n], the answer is inside it).
static size_t cp_backward(const char *d, size_t off, size_t n) {
    while (n > 8 && off >= 8) {
        uint64_t w;
        memcpy(&w, d + off - 8, 8);
        size_t starts = 8 - cont_bytes(w);
        if (starts >= n) break;
        off -= 8;
        n -= starts;
    }
    while (n) {
        off--;
        n -= ((unsigned char)d[off] & 0xC0) != 0x80;
    }
    return off;
}

size_t np_str_offset(const NpStr *s, size_t i) {
    if (s->hdr.flags & NP_STR_ASCII) return i;
    if (i >= s->ncp) return s->len;
    // From whichever end is nearer in code points.
    if (i <= s->ncp - i) return cp_forward(s->data, s->len, 0, i);
    return cp_backward(s->data, s->len, s->ncp - i);
}

// Whether the VM's str cursor (NpVM.str_cursor) may serve [s]: long non-ASCII strs only, whose
// walks are worth a remembered starting point.
static inline bool cursor_worth(const NpStr *s) {
    return !(s->hdr.flags & NP_STR_ASCII) && s->len >= NP_STR_CURSOR_MIN;
}

size_t np_str_offset_vm(NpVM *vm, const NpStr *s, size_t i) {
    // The ends are known without a walk and leave the cursor where it is (`s.rfind(x, 0, j)`
    // asks for 0 and then j: the cursor should stay near j).
    if (!cursor_worth(s) || i == 0 || i >= s->ncp) return np_str_offset(s, i);
    NpStrCursor *c = &vm->str_cursor;
    size_t off;
    if (c->s != s) {
        off = np_str_offset(s, i);
    } else if (i >= c->cp) {
        // Forward from the cursor, or back from the end when that is nearer.
        off = i - c->cp <= s->ncp - i ? cp_forward(s->data, s->len, c->off, i - c->cp)
                                      : cp_backward(s->data, s->len, s->ncp - i);
    } else {
        off = c->cp - i <= i ? cp_backward(s->data, c->off, c->cp - i)
                             : cp_forward(s->data, s->len, 0, i);
    }
    c->s = s;
    c->cp = i;
    c->off = off;
    return off;
}

size_t np_str_cp_index_vm(NpVM *vm, const NpStr *s, size_t off) {
    if (s->hdr.flags & NP_STR_ASCII) return off;
    if (off == 0) return 0;
    if (off >= s->len) return s->ncp;
    if (!cursor_worth(s)) return count_cp(s->data, off);
    NpStrCursor *c = &vm->str_cursor;
    size_t cp;
    if (c->s == s && off >= c->off)
        cp = off - c->off <= s->len - off ? c->cp + count_cp(s->data + c->off, off - c->off)
                                          : s->ncp - count_cp(s->data + off, s->len - off);
    else if (c->s == s && c->off - off < off)
        cp = c->cp - count_cp(s->data + off, c->off - off);
    else if (off <= s->len - off)
        cp = count_cp(s->data, off);
    else
        cp = s->ncp - count_cp(s->data + off, s->len - off);
    c->s = s;
    c->cp = cp;
    c->off = off;
    return cp;
}

NpStr *np_str_char(NpVM *vm, const char *p, size_t n) {
    unsigned char c = (unsigned char)p[0];
    if (n != 1 || c >= 128) return np_str_new(vm, p, n);
    // Interned, so a char and an equal one-char literal are one object (== decides by identity).
    if (!vm->ascii_chars[c]) vm->ascii_chars[c] = np_intern(vm, p, 1);
    return vm->ascii_chars[c];
}

NpStr *np_str_char_at(NpVM *vm, NpStr *s, size_t i) {
    size_t off = np_str_offset_vm(vm, s, i);
    size_t end = off + 1;
    while (end < s->len && ((unsigned char)s->data[end] & 0xC0) == 0x80) end++;
    return np_str_char(vm, s->data + off, end - off);
}

/* ---------------------------------------------------------------- concat, repeat */

NpStr *np_str_concat(NpVM *vm, NpStr *a, NpStr *b) {
    if (a->len > (size_t)INT64_MAX - b->len) {
        np_raisef(vm, NP_TYPE_OVERFLOWERROR, "strings are too large to concat");
        return NULL;
    }
    NpStr *r = np_str_alloc(vm, a->len + b->len);
    if (!r) return NULL;
    np_copy_short(r->data, a->data, a->len);
    np_copy_short(r->data + a->len, b->data, b->len);
    r->ncp = a->ncp + b->ncp;
    if (a->hdr.flags & b->hdr.flags & NP_STR_ASCII) r->hdr.flags |= NP_STR_ASCII;
    return r;
}

// Bytes of data [s] can hold before its NUL, from its allocation size (see np_strbuild.h).
static size_t str_capacity(const NpStr *s) { return s->hdr.charged - sizeof(NpStr) - 1; }

bool np_str_append_owned(NpVM *vm, NpStr *a, NpStr *b, NpValue *out) {
    if (a->len > (size_t)INT64_MAX - b->len) {
        np_raisef(vm, NP_TYPE_OVERFLOWERROR, "strings are too large to concat");
        return false;
    }
    size_t need = a->len + b->len;
    if ((a->hdr.flags & NP_STR_OWNED) && need <= str_capacity(a)) {
        memcpy(a->data + a->len, b->data, b->len);
        a->data[need] = '\0';
        a->len = need;
        a->ncp += b->ncp;
        a->hdr.flags &= (uint16_t)~(NP_STR_HASHED | (b->hdr.flags & NP_STR_ASCII ? 0 : NP_STR_ASCII));
        *out = np_obj(&a->hdr);
        return true;
    }
    // Spare room of half the length (at least 16 bytes) when the memory limit allows it, so a
    // loop of appends copies each byte O(1) times on average.
    size_t size = sizeof(NpStr) + need + 1, spare = need / 2 + 16;
    if (size <= UINT32_MAX - spare && vm->bytes <= vm->mem_limit &&
        size + spare <= vm->mem_limit - vm->bytes)
        size += spare;
    NpStr *r = NULL;
    if (size <= UINT32_MAX)
        r = (NpStr *)np_alloc_obj(vm, size, OBJ_STR, vm->types[NP_TYPE_STR]);
    else
        np_raise_nomem(vm);
    if (!r) return false;
    r->len = need;
    memcpy(r->data, a->data, a->len);
    memcpy(r->data + a->len, b->data, b->len);
    r->data[need] = '\0';
    r->ncp = a->ncp + b->ncp;
    r->hdr.flags = (uint16_t)(NP_STR_OWNED | (a->hdr.flags & b->hdr.flags & NP_STR_ASCII));
    *out = np_obj(&r->hdr);
    return true;
}

// Room a chain of +s leaves after a short intermediate str (the size then rounded up to the
// allocator's 16-byte classes); longer strs are copied at their exact size.
#define NP_CHAIN_ROOM 16
#define NP_CHAIN_ROOM_MAX_LEN 512

bool np_str_chain_add(NpVM *vm, NpStr *a, NpStr *b, NpChainStep step, NpValue *out) {
    if (a->len > (size_t)INT64_MAX - b->len) {
        np_raisef(vm, NP_TYPE_OVERFLOWERROR, "strings are too large to concat");
        return false;
    }
    size_t need = a->len + b->len;
    if (step != NP_CHAIN_FIRST && (a->hdr.flags & NP_STR_OWNED) && need <= str_capacity(a)) {
        np_copy_short(a->data + a->len, b->data, b->len);
        a->data[need] = '\0';
        a->len = need;
        a->ncp += b->ncp;
        uint16_t clear = (uint16_t)(NP_STR_HASHED | (b->hdr.flags & NP_STR_ASCII ? 0 : NP_STR_ASCII) |
                                    (step == NP_CHAIN_LAST ? NP_STR_OWNED : 0));
        a->hdr.flags &= (uint16_t)~clear;
        *out = np_obj(&a->hdr);
        return true;
    }
    size_t room = 0;
    if (step != NP_CHAIN_LAST && need <= NP_CHAIN_ROOM_MAX_LEN)
        room = ((sizeof(NpStr) + need + 1 + NP_CHAIN_ROOM + 15) & ~(size_t)15) - (sizeof(NpStr) + need + 1);
    NpStr *r = np_str_alloc(vm, need + room);
    if (!r) return false;
    r->len = need;
    r->data[need] = '\0';
    np_copy_short(r->data, a->data, a->len);
    np_copy_short(r->data + a->len, b->data, b->len);
    r->ncp = a->ncp + b->ncp;
    r->hdr.flags |= (uint16_t)((a->hdr.flags & b->hdr.flags & NP_STR_ASCII) |
                               (step == NP_CHAIN_LAST ? 0 : NP_STR_OWNED));
    *out = np_obj(&r->hdr);
    return true;
}

NpStr *np_str_repeat(NpVM *vm, NpStr *a, int64_t n) {
    if (n < 0) n = 0;
    if (a->len && (uint64_t)n > (uint64_t)INT64_MAX / a->len) {
        np_raisef(vm, NP_TYPE_OVERFLOWERROR, "repeated string is too long");
        return NULL;
    }
    size_t total = a->len * (size_t)n;
    NpStr *r = np_str_alloc(vm, total);
    if (!r) return NULL;
    if (total) {
        // Copy once, then double the filled prefix until the result is complete.
        memcpy(r->data, a->data, a->len);
        size_t done = a->len;
        while (done < total) {
            size_t chunk = done <= total - done ? done : total - done;
            memcpy(r->data + done, r->data, chunk);
            done += chunk;
        }
    }
    r->ncp = a->ncp * (size_t)n;
    r->hdr.flags |= (a->hdr.flags & NP_STR_ASCII) | (total == 0 ? NP_STR_ASCII : 0);
    return r;
}

/* ---------------------------------------------------------------- intern table */

// Grows (or creates) the intern table so one more string fits at load <= 3/4 (linear probing
// stays short at that load, and the boot's ~260 names fit in 512 slots: at load 1/2 the table
// doubled to 8 KiB, an eighth of the idle VM's 64 KiB).
static bool intern_reserve(NpVM *vm) {
    size_t cap = vm->intern ? vm->intern_mask + 1 : 0;
    if ((vm->intern_n + 1) * 4 <= cap * 3) return true;
    size_t ncap = cap ? cap * 2 : 256;
    NpStr **t = np_mem_realloc(vm, NULL, 0, ncap * sizeof(NpStr *));
    if (!t) return false;
    memset(t, 0, ncap * sizeof(NpStr *));
    for (size_t i = 0; i < cap; i++) {
        NpStr *s = vm->intern[i];
        if (!s) continue;
        size_t j = (size_t)s->hash & (ncap - 1);
        while (t[j]) j = (j + 1) & (ncap - 1);
        t[j] = s;
    }
    np_mem_realloc(vm, vm->intern, cap * sizeof(NpStr *), 0);
    vm->intern = t;
    vm->intern_mask = ncap - 1;
    return true;
}

// The interned str equal to the [len] bytes at [s] whose hash is [h], made and interned if new.
static NpStr *intern_hashed(NpVM *vm, const char *s, size_t len, int64_t h) {
    if (vm->intern) {
        size_t j = (size_t)h & vm->intern_mask;
        for (NpStr *e; (e = vm->intern[j]) != NULL; j = (j + 1) & vm->intern_mask)
            if (e->hash == h && e->len == len && memcmp(e->data, s, len) == 0) return e;
    }
    if (!intern_reserve(vm)) return NULL;
    NpStr *r = np_str_new(vm, s, len);
    if (!r) return NULL;
    r->hash = h;
    r->hdr.flags |= NP_STR_HASHED | NP_STR_INTERNED;
    size_t j = (size_t)h & vm->intern_mask;
    while (vm->intern[j]) j = (j + 1) & vm->intern_mask;
    vm->intern[j] = r;
    vm->intern_n++;
    return r;
}

NpStr *np_intern(NpVM *vm, const char *s, size_t len) {
    return intern_hashed(vm, s, len, hash_bytes(s, len, vm->hash_seed));
}

NpStr *np_intern_cstr(NpVM *vm, const char *s) { return np_intern(vm, s, strlen(s)); }

// A runtime str's cached hash uses the same seed as the intern table (np_boot.c copies
// vm->hash_seed into the type object np_str_hash reads), so a str computed once and looked up
// many times (getattr(obj, "_" + name)) hashes its bytes only the first time. A str whose
// seed differs (made before boot set it) is hashed afresh with the table's seed.
// When no equal str is interned yet, an exact str hashed with the table's seed becomes the
// interned one itself (no copy is made), so the next call with it (`getattr(obj, self.attr)`
// where the descriptor computed `self.attr = "_" + name` once) is the flag test alone. An
// owned str (np_strbuild.h: it may still grow in place) is copied instead.
NpStr *np_intern_str(NpVM *vm, NpStr *s) {
    if (s->hdr.flags & NP_STR_INTERNED) return s;
    bool own_seed = str_seed(s) == vm->hash_seed;
    int64_t h = own_seed ? np_str_hash(s) : hash_bytes(s->data, s->len, vm->hash_seed);
    if (vm->intern) {
        size_t j = (size_t)h & vm->intern_mask;
        for (NpStr *e; (e = vm->intern[j]) != NULL; j = (j + 1) & vm->intern_mask)
            if (e->hash == h && e->len == s->len && memcmp(e->data, s->data, s->len) == 0)
                return e;
    }
    if (!own_seed || s->hdr.type != vm->types[NP_TYPE_STR] || (s->hdr.flags & NP_STR_OWNED))
        return intern_hashed(vm, s->data, s->len, h);
    if (!intern_reserve(vm)) return NULL;
    s->hdr.flags |= NP_STR_HASHED | NP_STR_INTERNED;
    size_t j = (size_t)h & vm->intern_mask;
    while (vm->intern[j]) j = (j + 1) & vm->intern_mask;
    vm->intern[j] = s;
    vm->intern_n++;
    return s;
}

void np_intern_put(NpVM *vm, NpStr *s) {
    size_t j = (size_t)s->hash & vm->intern_mask;
    while (vm->intern[j]) j = (j + 1) & vm->intern_mask;
    vm->intern[j] = s;
}

/* ---------------------------------------------------------------- UTF-8 */

bool np_utf8_valid(const char *s, size_t len) {
    const unsigned char *p = (const unsigned char *)s, *end = p + len;
    while (p < end) {
        unsigned c = *p;
        if (c < 0x80) { p++; continue; }
        int n;
        uint32_t cp, min;
        if ((c & 0xE0) == 0xC0) { n = 1; cp = c & 0x1F; min = 0x80; }
        else if ((c & 0xF0) == 0xE0) { n = 2; cp = c & 0x0F; min = 0x800; }
        else if ((c & 0xF8) == 0xF0) { n = 3; cp = c & 0x07; min = 0x10000; }
        else return false;
        if (end - p <= n) return false;
        for (int k = 1; k <= n; k++) {
            if ((p[k] & 0xC0) != 0x80) return false;
            cp = (cp << 6) | (p[k] & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
        p += n + 1;
    }
    return true;
}

uint32_t np_utf8_decode(const char **pp) {
    const unsigned char *p = (const unsigned char *)*pp;
    uint32_t c = *p++;
    int n = 0;
    if (c >= 0xF0) { c &= 0x07; n = 3; }
    else if (c >= 0xE0) { c &= 0x0F; n = 2; }
    else if (c >= 0xC0) { c &= 0x1F; n = 1; }
    while (n-- > 0) c = (c << 6) | (*p++ & 0x3F);
    *pp = (const char *)p;
    return c;
}

int np_utf8_encode(uint32_t cp, char *buf) {
    unsigned char *b = (unsigned char *)buf;
    if (cp < 0x80) { b[0] = (unsigned char)cp; return 1; }
    if (cp < 0x800) {
        b[0] = (unsigned char)(0xC0 | (cp >> 6));
        b[1] = (unsigned char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        b[0] = (unsigned char)(0xE0 | (cp >> 12));
        b[1] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
        b[2] = (unsigned char)(0x80 | (cp & 0x3F));
        return 3;
    }
    b[0] = (unsigned char)(0xF0 | (cp >> 18));
    b[1] = (unsigned char)(0x80 | ((cp >> 12) & 0x3F));
    b[2] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
    b[3] = (unsigned char)(0x80 | (cp & 0x3F));
    return 4;
}

/* ---------------------------------------------------------------- repr */

// True when CPython's str.isprintable() holds for [cp]: everything except the categories Cc,
// Cf, Cs, Co, Cn, Zl, Zp and Zs (but the ASCII space is printable).
static bool cp_printable(uint32_t cp) {
    if (cp == ' ') return true;
    if (cp < 0x7F) return cp > 0x20;
    if (cp >= 0xD800 && cp <= 0xDFFF) return false;
    switch (utf8proc_category((utf8proc_int32_t)cp)) {
    case UTF8PROC_CATEGORY_CC: case UTF8PROC_CATEGORY_CF: case UTF8PROC_CATEGORY_CS:
    case UTF8PROC_CATEGORY_CO: case UTF8PROC_CATEGORY_CN: case UTF8PROC_CATEGORY_ZL:
    case UTF8PROC_CATEGORY_ZP: case UTF8PROC_CATEGORY_ZS:
        return false;
    default:
        return true;
    }
}

// Appends the repr escape of code point [cp] (quoted with [quote]) to [b].
static void repr_cp(NpBuf *b, uint32_t cp, char quote) {
    char tmp[16];
    if (cp == (uint32_t)quote || cp == '\\') {
        tmp[0] = '\\';
        tmp[1] = (char)cp;
        np_buf_append(b, tmp, 2);
    } else if (cp == '\n') np_buf_append(b, "\\n", 2);
    else if (cp == '\r') np_buf_append(b, "\\r", 2);
    else if (cp == '\t') np_buf_append(b, "\\t", 2);
    else if (cp_printable(cp)) np_buf_append(b, tmp, (size_t)np_utf8_encode(cp, tmp));
    else if (cp <= 0xFF) np_buf_appendf(b, "\\x%02x", cp);
    else if (cp <= 0xFFFF) np_buf_appendf(b, "\\u%04x", cp);
    else np_buf_appendf(b, "\\U%08x", cp);
}

NpStr *np_str_repr(NpVM *vm, NpStr *s) {
    bool sq = memchr(s->data, '\'', s->len) != NULL;
    bool dq = memchr(s->data, '"', s->len) != NULL;
    char quote = (sq && !dq) ? '"' : '\'';
    NpBuf b;
    np_buf_init(&b, vm);
    np_buf_append(&b, &quote, 1);
    const char *p = s->data, *end = s->data + s->len;
    while (p < end) {
        // Copy runs of plain printable ASCII in one go.
        const char *run = p;
        while (p < end && (unsigned char)*p >= 0x20 && (unsigned char)*p < 0x7F && *p != '\\' &&
               *p != quote)
            p++;
        if (p > run) np_buf_append(&b, run, (size_t)(p - run));
        if (p < end) repr_cp(&b, np_utf8_decode(&p), quote);
    }
    np_buf_append(&b, &quote, 1);
    return np_buf_finish(&b);
}

/* ---------------------------------------------------------------- NpBuf */

void np_buf_init(NpBuf *b, NpVM *vm) {
    // The inline bytes are the first room, so the first appends take np_buf_append's inline
    // path instead of buf_reserve's.
    b->vm = vm;
    b->data = b->inl;
    b->len = 0;
    b->cap = NP_BUF_INLINE;
    b->failed = false;
}

// Makes room for [n] more bytes; false (and the buffer marked failed) on MemoryError.
static bool buf_reserve(NpBuf *b, size_t n) {
    if (b->failed) return false;
    if (n <= b->cap - b->len) return true;
    if (n > SIZE_MAX / 2 - b->len) {
        b->failed = true;
        np_raise_nomem(b->vm);
        return false;
    }
    if (b->cap == 0 && n <= NP_BUF_INLINE) {
        b->data = b->inl;
        b->cap = NP_BUF_INLINE;
        return true;
    }
    size_t ncap = b->cap ? b->cap : 64;
    while (ncap - b->len < n) ncap *= 2;
    bool inl = b->data == b->inl;
    char *d = np_mem_realloc(b->vm, inl ? NULL : b->data, inl ? 0 : b->cap, ncap);
    if (!d) {
        b->failed = true;
        return false;
    }
    if (inl) memcpy(d, b->inl, b->len);
    b->data = d;
    b->cap = ncap;
    return true;
}

void np_buf_append_slow(NpBuf *b, const char *s, size_t n) {
    if (!buf_reserve(b, n)) return;
    if (n) memcpy(b->data + b->len, s, n);
    b->len += n;
}

char *np_buf_room(NpBuf *b, size_t n) {
    if (n > b->cap - b->len || b->failed) {
        if (!buf_reserve(b, n)) {
            // A buffer that failed before has its MemoryError pending already or lost it to a
            // caller that went on; raise it (again) so a NULL here always has an exception.
            np_raise_nomem(b->vm);
            return NULL;
        }
    }
    char *d = b->data + b->len;
    b->len += n;
    return d;
}

void np_buf_appendc(NpBuf *b, const char *s) { np_buf_append(b, s, strlen(s)); }

void np_buf_appendf(NpBuf *b, const char *fmt, ...) {
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    if ((size_t)n < sizeof small) {
        np_buf_append(b, small, (size_t)n);
        return;
    }
    if (!buf_reserve(b, (size_t)n + 1)) return;
    va_start(ap, fmt);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}


NpStr *np_buf_finish(NpBuf *b) {
    NpStr *r = b->failed ? NULL : np_str_new(b->vm, b->data ? b->data : "", b->len);
    np_buf_free(b);
    return r;
}

void np_buf_free(NpBuf *b) {
    if (b->data != b->inl) np_mem_realloc(b->vm, b->data, b->cap, 0);
    b->data = NULL;
    b->len = b->cap = 0;
}

/* ---------------------------------------------------------------- substring search */

const char *np_find_bytes(const char *hay, size_t n, const char *needle, size_t m) {
    if (m == 0) return hay;
    if (m > n) return NULL;
    if (m == 1) return memchr(hay, needle[0], n);
    // memchr to each occurrence of the needle's first byte, then compare the rest: no set-up
    // cost, unlike memmem's, which dominates the short haystacks scripts search. The bytes
    // compared at failed candidates (at most m each) are counted; past a few times the bytes
    // scanned, memmem (linear in the worst case) takes over, so a search stays O(n + m).
    const char *p = hay, *last = hay + (n - m);
    size_t wasted = 0;
    while (p <= last) {
        p = memchr(p, needle[0], (size_t)(last - p) + 1);
        if (!p) return NULL;
        if (p[1] == needle[1] && memcmp(p + 2, needle + 2, m - 2) == 0) return p;
        wasted += m;
        p++;
        if (wasted > 256 + 4 * (size_t)(p - hay))
            return memmem(p, (size_t)(hay + n - p), needle, m);
    }
    return NULL;
}
