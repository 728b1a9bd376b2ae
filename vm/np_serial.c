/*
 * np_serial.c - the canonical binary format of saved values (format described in np_serial.h),
 * its encoder, its decoder of untrusted bytes, markers for unsavable values, and XXH3-128
 * content addresses.
 *
 * Neither direction runs Python code: only builtin data types are encoded (everything else is a
 * marker), and decoding builds only builtin data types, so hashing dict keys and set members
 * never calls a user __hash__/__eq__. Allocation never collects, so partial results need no GC
 * roots while they are being built.
 */
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "np_serial.h"

enum {
    T_NONE = 0x00,
    T_FALSE = 0x01,
    T_TRUE = 0x02,
    T_INT = 0x03,
    T_BIGINT = 0x04,
    T_FLOAT = 0x05,
    T_STR = 0x06,
    T_LIST = 0x07,
    T_TUPLE = 0x08,
    T_DICT = 0x09,
    T_SET = 0x0A,
    T_FROZENSET = 0x0B,
    T_REF = 0x0C,
    T_MARKER = 0x0D
};

static const uint8_t MAGIC[4] = {'N', 'P', 'V', NP_SERIAL_VERSION};

/* ---------------------------------------------------------------- content addresses */

NpHash np_hash_bytes(const void *data, size_t len) {
    XXH128_canonical_t c;
    XXH128_canonicalFromHash(&c, XXH3_128bits(data, len));
    NpHash h;
    memcpy(h.b, c.digest, 16);
    return h;
}

void np_hash_hex(const NpHash *h, char out[33]) {
    static const char digits[] = "0123456789abcdef";
    for (int i = 0; i < 16; i++) {
        out[2 * i] = digits[h->b[i] >> 4];
        out[2 * i + 1] = digits[h->b[i] & 15];
    }
    out[32] = '\0';
}

// The value of hex digit [c], or -1.
static int hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

bool np_hash_parse(const char *hex, NpHash *out) {
    if (!hex || strlen(hex) != 32) return false;
    for (int i = 0; i < 16; i++) {
        int hi = hexval(hex[2 * i]), lo = hexval(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) return false;
        out->b[i] = (uint8_t)(hi << 4 | lo);
    }
    return true;
}

/* ---------------------------------------------------------------- markers */

// The native behind a marker: argv[0] is the message. Calling it raises that message.
static bool marker_call(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    (void)argc;
    (void)kwnames;
    (void)out;
    return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "%s", NP_AS_STR(argv[0])->data);
}

bool np_serial_is_marker(NpValue v) {
    return NP_IS_KIND(v, OBJ_NATIVE) && ((NpNative *)NP_AS_OBJ(v))->fn == marker_call;
}

// A marker value whose use raises [msg] (a str of valid UTF-8).
static bool marker_new(NpVM *vm, NpStr *msg, NpValue *out) {
    NpNative *n = np_native_new(vm, "unsaved_value", marker_call, NULL);
    if (!n) return false;
    n->self = np_obj(&msg->hdr);
    *out = np_obj(&n->hdr);
    return true;
}

/* ---------------------------------------------------------------- encoder */

// One encoding in progress: the output buffer, the identity memo of containers already
// written (an open-addressing table from object pointer to its index), and the nesting depth.
typedef struct Enc {
    NpVM *vm;
    uint8_t *data;
    size_t len, cap;
    NpObject **mkeys;
    uint32_t *mvals;
    size_t mcap, mn;
    // Containers written so far: the index the decoder will give the next one.
    size_t next_index;
    // Set while writing a set member: containers are then written by value (no memo), so the
    // member's bytes do not depend on what was written before it.
    bool nomemo;
    const char *label;
    int depth;
} Enc;

// Appends [n] bytes; false with MemoryError or ValueError (too large) when it cannot.
static bool put(Enc *e, const void *p, size_t n) {
    if (e->len + n > NP_SERIAL_MAX_BYTES || e->len + n > e->vm->mem_limit)
        return np_raisef(e->vm, NP_TYPE_VALUEERROR, "value '%s' is too large to save", e->label);
    if (e->len + n > e->cap) {
        size_t cap = e->cap ? e->cap : 64;
        while (cap < e->len + n) cap *= 2;
        uint8_t *d = realloc(e->data, cap);
        if (!d) return np_raise_nomem(e->vm);
        e->data = d;
        e->cap = cap;
    }
    memcpy(e->data + e->len, p, n);
    e->len += n;
    return true;
}

static bool put_byte(Enc *e, uint8_t b) { return put(e, &b, 1); }

static bool put_varint(Enc *e, uint64_t x) {
    uint8_t buf[10];
    int n = 0;
    do {
        buf[n] = (uint8_t)(x & 0x7f);
        x >>= 7;
        if (x) buf[n] |= 0x80;
        n++;
    } while (x);
    return put(e, buf, (size_t)n);
}

// The slot of [o] in the memo table (its key is NULL when absent).
static size_t memo_slot(const Enc *e, NpObject *o) {
    size_t i = ((uintptr_t)o >> 4) * 0x9E3779B97F4A7C15ull & (e->mcap - 1);
    while (e->mkeys[i] && e->mkeys[i] != o) i = (i + 1) & (e->mcap - 1);
    return i;
}

// Looks up container [o]: true with its index in *idx when already written; otherwise records
// it with the next index and returns false. Sets *err on MemoryError.
static bool memo_find_or_add(Enc *e, NpObject *o, uint32_t *idx, bool *err) {
    if (e->mn * 2 >= e->mcap) {
        size_t ncap = e->mcap ? e->mcap * 2 : 64;
        NpObject **ok = calloc(ncap, sizeof *ok);
        uint32_t *ov = calloc(ncap, sizeof *ov);
        if (!ok || !ov) {
            free(ok);
            free(ov);
            *err = true;
            np_raise_nomem(e->vm);
            return false;
        }
        Enc n = *e;
        n.mkeys = ok;
        n.mvals = ov;
        n.mcap = ncap;
        for (size_t i = 0; i < e->mcap; i++)
            if (e->mkeys[i]) {
                size_t s = memo_slot(&n, e->mkeys[i]);
                ok[s] = e->mkeys[i];
                ov[s] = e->mvals[i];
            }
        free(e->mkeys);
        free(e->mvals);
        e->mkeys = ok;
        e->mvals = ov;
        e->mcap = ncap;
    }
    size_t s = memo_slot(e, o);
    if (e->mkeys[s]) {
        *idx = e->mvals[s];
        return true;
    }
    e->mkeys[s] = o;
    e->mvals[s] = (uint32_t)e->next_index;
    e->mn++;
    return false;
}

static void enc_free(Enc *e) {
    free(e->data);
    free(e->mkeys);
    free(e->mvals);
}

static bool enc_value(Enc *e, NpValue v);

// Writes a marker for the unsavable value [v].
static bool enc_marker(Enc *e, NpValue v) {
    char msg[400];
    if (np_serial_is_marker(v)) {
        NpStr *s = NP_AS_STR(((NpNative *)NP_AS_OBJ(v))->self);
        snprintf(msg, sizeof msg, "%s", s->data);
    } else {
        const char *t = np_type_name(e->vm, v);
        const char *article = strchr("aeiouAEIOU", t[0]) ? "an" : "a";
        if (e->depth == 0)
            snprintf(msg, sizeof msg, "value '%s' (%s %s) could not be saved between runs",
                     e->label, article, t);
        else
            snprintf(msg, sizeof msg,
                     "%s %s inside value '%s' could not be saved between runs", article, t,
                     e->label);
    }
    size_t n = strlen(msg);
    // snprintf may have cut a multi-byte character: back up to a valid prefix.
    while (n && !np_utf8_valid(msg, n)) n--;
    return put_byte(e, T_MARKER) && put_varint(e, n) && put(e, msg, n);
}

static bool enc_bigint(Enc *e, NpBigInt *b) {
    size_t n = (mpz_sizeinbase(b->z, 2) + 7) / 8;
    uint8_t *mag = malloc(n ? n : 1);
    if (!mag) return np_raise_nomem(e->vm);
    size_t count = 0;
    mpz_export(mag, &count, 1, 1, 1, 0, b->z);
    bool ok = put_byte(e, T_BIGINT) && put_byte(e, mpz_sgn(b->z) < 0 ? 1 : 0) &&
              put_varint(e, count) && put(e, mag, count);
    free(mag);
    return ok;
}

// One set member's standalone encoding, for sorting members canonically.
typedef struct Member {
    NpValue v;
    uint8_t *bytes;
    size_t len;
} Member;

static int member_cmp(const void *a, const void *b) {
    const Member *x = a, *y = b;
    size_t n = x->len < y->len ? x->len : y->len;
    int c = memcmp(x->bytes, y->bytes, n);
    if (c) return c;
    return x->len < y->len ? -1 : x->len > y->len;
}

// Writes the members of set [s] in the order of their own canonical encodings. Members are
// hashable, hence immutable data written by value, so each member's standalone bytes are
// exactly what goes into the output (written once: nested sets cost linear time).
static bool enc_set_members(Enc *e, NpSet *s) {
    Member *m = calloc(s->used ? s->used : 1, sizeof *m);
    if (!m) return np_raise_nomem(e->vm);
    size_t pos = 0, n = 0;
    NpValue k;
    bool ok = true;
    while (ok && np_set_next(s, &pos, &k) && n < s->used) {
        Enc sub = {.vm = e->vm, .label = e->label, .depth = e->depth, .nomemo = true};
        ok = enc_value(&sub, k);
        e->next_index += sub.next_index;
        m[n].v = k;
        m[n].bytes = sub.data;
        m[n].len = sub.len;
        sub.data = NULL;
        enc_free(&sub);
        n++;
    }
    if (ok) qsort(m, n, sizeof *m, member_cmp);
    ok = ok && put_varint(e, n);
    for (size_t i = 0; ok && i < n; i++) ok = put(e, m[i].bytes, m[i].len);
    for (size_t i = 0; i < n; i++) free(m[i].bytes);
    free(m);
    return ok;
}

// Writes a container (list, tuple, dict, set, frozenset of the exact builtin type).
static bool enc_container(Enc *e, NpValue v, uint8_t tag) {
    NpObject *o = NP_OBJ(v);
    uint32_t idx;
    bool err = false;
    if (!e->nomemo && memo_find_or_add(e, o, &idx, &err))
        return put_byte(e, T_REF) && put_varint(e, idx);
    if (err) return false;
    if (e->next_index >= NP_SERIAL_MAX_REFS)
        return np_raisef(e->vm, NP_TYPE_VALUEERROR, "value '%s' has too many parts to save",
                         e->label);
    e->next_index++;
    if (e->depth >= NP_SERIAL_MAX_DEPTH)
        return np_raisef(e->vm, NP_TYPE_VALUEERROR,
                         "value '%s' is nested too deeply to save (more than %d levels)",
                         e->label, NP_SERIAL_MAX_DEPTH);
    if (!put_byte(e, tag)) return false;
    e->depth++;
    bool ok = true;
    switch (tag) {
    case T_LIST:
    case T_TUPLE: {
        NpValue *items = tag == T_LIST ? ((NpList *)o)->items : ((NpTuple *)o)->items;
        size_t n = tag == T_LIST ? ((NpList *)o)->n : ((NpTuple *)o)->n;
        ok = put_varint(e, n);
        // A list cannot change while it is encoded (no Python code runs), so [items] is stable.
        for (size_t i = 0; ok && i < n; i++) ok = enc_value(e, items[i]);
        break;
    }
    case T_DICT: {
        NpDict *d = (NpDict *)o;
        size_t pos = 0;
        NpValue k, val;
        ok = put_varint(e, d->n);
        while (ok && np_dict_next(d, &pos, &k, &val)) ok = enc_value(e, k) && enc_value(e, val);
        break;
    }
    default: ok = enc_set_members(e, (NpSet *)o); break;
    }
    e->depth--;
    return ok;
}

static bool enc_value(Enc *e, NpValue v) {
    switch (v.tag) {
    case NP_T_NONE: return put_byte(e, T_NONE);
    case NP_T_BOOL: return put_byte(e, v.u.i ? T_TRUE : T_FALSE);
    case NP_T_INT: {
        uint64_t z = ((uint64_t)v.u.i << 1) ^ (uint64_t)(v.u.i >> 63);
        return put_byte(e, T_INT) && put_varint(e, z);
    }
    case NP_T_FLOAT: {
        uint64_t bits;
        memcpy(&bits, &v.u.f, 8);
        uint8_t b[9] = {T_FLOAT};
        for (int i = 0; i < 8; i++) b[1 + i] = (uint8_t)(bits >> (8 * i));
        return put(e, b, 9);
    }
    case NP_T_OBJ: break;
    default: return enc_marker(e, v);
    }
    NpVM *vm = e->vm;
    NpType *t = NP_OBJ(v)->type;
    if (t == vm->types[NP_TYPE_STR]) {
        NpStr *s = NP_AS_STR(v);
        return put_byte(e, T_STR) && put_varint(e, s->len) && put(e, s->data, s->len);
    }
    if (t == vm->types[NP_TYPE_INT] && NP_IS_BIGINT(v)) return enc_bigint(e, NP_AS_BIGINT(v));
    if (t == vm->types[NP_TYPE_LIST]) return enc_container(e, v, T_LIST);
    if (t == vm->types[NP_TYPE_TUPLE]) return enc_container(e, v, T_TUPLE);
    if (t == vm->types[NP_TYPE_DICT] && NP_IS_DICT(v) && !(NP_OBJ(v)->flags & NP_DICT_EXTRA))
        return enc_container(e, v, T_DICT);
    if (t == vm->types[NP_TYPE_SET]) return enc_container(e, v, T_SET);
    if (t == vm->types[NP_TYPE_FROZENSET]) return enc_container(e, v, T_FROZENSET);
    return enc_marker(e, v);
}

bool np_serial_encode(NpVM *vm, NpValue v, const char *label, uint8_t **out, size_t *len) {
    Enc e = {.vm = vm, .label = label ? label : "?"};
    if (!put(&e, MAGIC, sizeof MAGIC) || !enc_value(&e, v)) {
        enc_free(&e);
        return false;
    }
    *out = e.data;
    *len = e.len;
    e.data = NULL;
    enc_free(&e);
    return true;
}

/* ---------------------------------------------------------------- decoder */

// One decoding in progress: the unread input, the containers made so far by index, and for
// each whether it is finished (a reference to an unfinished set would see it half-built).
typedef struct Dec {
    NpVM *vm;
    const uint8_t *p, *end;
    NpValue *refs;
    uint8_t *done;
    size_t nrefs, cap;
    int depth;
} Dec;

// Raises the decoder's error; always false.
static bool corrupt(Dec *d, const char *what) {
    return np_raisef(d->vm, NP_TYPE_VALUEERROR, "corrupt saved value: %s", what);
}

static bool get_byte(Dec *d, uint8_t *b) {
    *b = 0;
    if (d->p >= d->end) return corrupt(d, "truncated");
    *b = *d->p++;
    return true;
}

static bool get_varint(Dec *d, uint64_t *out) {
    uint64_t x = 0;
    *out = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        uint8_t b;
        if (!get_byte(d, &b)) return false;
        if (shift == 63 && (b & 0x7e)) return corrupt(d, "varint overflow");
        x |= (uint64_t)(b & 0x7f) << shift;
        if (!(b & 0x80)) {
            *out = x;
            return true;
        }
    }
    return corrupt(d, "varint too long");
}

// Reads a count of items each at least [minsize] bytes long, checked against the input left.
static bool get_count(Dec *d, size_t minsize, size_t *out) {
    uint64_t n = 0;
    *out = 0;
    if (!get_varint(d, &n)) return false;
    if (n > (uint64_t)(d->end - d->p) / minsize) return corrupt(d, "count larger than the input");
    *out = (size_t)n;
    return true;
}

// Registers a new container (not finished yet) and returns its index.
static bool add_ref(Dec *d, NpValue v, size_t *idx) {
    if (d->nrefs >= NP_SERIAL_MAX_REFS) return corrupt(d, "too many containers");
    if (d->nrefs == d->cap) {
        size_t cap = d->cap ? d->cap * 2 : 32;
        NpValue *r = realloc(d->refs, cap * sizeof *r);
        if (!r) return np_raise_nomem(d->vm);
        d->refs = r;
        uint8_t *dn = realloc(d->done, cap);
        if (!dn) return np_raise_nomem(d->vm);
        d->done = dn;
        d->cap = cap;
    }
    d->refs[d->nrefs] = v;
    d->done[d->nrefs] = 0;
    *idx = d->nrefs++;
    return true;
}

static bool dec_value(Dec *d, NpValue *out);

static bool dec_bigint(Dec *d, NpValue *out) {
    uint8_t sign;
    size_t n;
    if (!get_byte(d, &sign) || !get_count(d, 1, &n)) return false;
    if (sign > 1 || n == 0 || d->p[0] == 0) return corrupt(d, "malformed big int");
    if (!np_mem_charge(d->vm, n)) return false;
    mpz_t z;
    mpz_init(z);
    mpz_import(z, n, 1, 1, 1, 0, d->p);
    d->p += n;
    if (sign) mpz_neg(z, z);
    bool ok = np_int_from_mpz(d->vm, z, out);
    mpz_clear(z);
    np_mem_uncharge(d->vm, n);
    return ok;
}

static bool dec_str(Dec *d, bool marker, NpValue *out) {
    size_t n;
    if (!get_count(d, 1, &n)) return false;
    if (!np_utf8_valid((const char *)d->p, n)) return corrupt(d, "invalid UTF-8 in a str");
    NpStr *s = np_str_new(d->vm, (const char *)d->p, n);
    if (!s) return false;
    d->p += n;
    if (marker) return marker_new(d->vm, s, out);
    *out = np_obj(&s->hdr);
    return true;
}

// Reads the items of a list or tuple into [items] (already sized [n], registered).
static bool dec_items(Dec *d, NpValue *items, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (!dec_value(d, &items[i])) return false;
    return true;
}

static bool dec_container(Dec *d, uint8_t tag, NpValue *out) {
    if (d->depth >= NP_SERIAL_MAX_DEPTH) return corrupt(d, "nested too deeply");
    NpVM *vm = d->vm;
    size_t n, idx;
    if (!get_count(d, tag == T_DICT ? 2 : 1, &n)) return false;
    bool ok = true;
    d->depth++;
    if (tag == T_LIST || tag == T_TUPLE) {
        NpValue *items;
        if (tag == T_LIST) {
            NpList *l = np_list_new(vm, n);
            if (!l) return false;
            for (size_t i = 0; i < n; i++) l->items[i] = np_none();
            l->n = n;
            items = l->items;
            *out = np_obj(&l->hdr);
        } else {
            NpTuple *t = np_tuple_new(vm, n);
            if (!t) return false;
            items = t->items;
            *out = np_obj(&t->hdr);
        }
        ok = add_ref(d, *out, &idx) && dec_items(d, items, n);
    } else if (tag == T_DICT) {
        NpDict *dict = np_dict_new(vm);
        if (!dict) return false;
        *out = np_obj(&dict->hdr);
        ok = add_ref(d, *out, &idx);
        for (size_t i = 0; ok && i < n; i++) {
            NpValue k, v;
            ok = dec_value(d, &k) && dec_value(d, &v) && np_dict_set(vm, dict, k, v);
        }
        if (ok && dict->n != n) ok = corrupt(d, "duplicate dict key");
    } else {
        NpSet *s = np_set_new(vm, tag == T_FROZENSET);
        if (!s) return false;
        *out = np_obj(&s->hdr);
        ok = add_ref(d, *out, &idx);
        for (size_t i = 0; ok && i < n; i++) {
            NpValue k;
            ok = dec_value(d, &k) && np_set_add(vm, s, k);
        }
        if (ok && s->used != n) ok = corrupt(d, "duplicate set member");
    }
    d->depth--;
    if (ok) d->done[idx] = 1;
    return ok;
}

static bool dec_value(Dec *d, NpValue *out) {
    uint8_t tag;
    if (!get_byte(d, &tag)) return false;
    switch (tag) {
    case T_NONE: *out = np_none(); return true;
    case T_FALSE: *out = np_bool(false); return true;
    case T_TRUE: *out = np_bool(true); return true;
    case T_INT: {
        uint64_t z;
        if (!get_varint(d, &z)) return false;
        *out = np_int((int64_t)(z >> 1) ^ -(int64_t)(z & 1));
        return true;
    }
    case T_BIGINT: return dec_bigint(d, out);
    case T_FLOAT: {
        if (d->end - d->p < 8) return corrupt(d, "truncated float");
        uint64_t bits = 0;
        for (int i = 0; i < 8; i++) bits |= (uint64_t)d->p[i] << (8 * i);
        d->p += 8;
        double f;
        memcpy(&f, &bits, 8);
        *out = np_float(f);
        return true;
    }
    case T_STR: return dec_str(d, false, out);
    case T_MARKER: return dec_str(d, true, out);
    case T_LIST:
    case T_TUPLE:
    case T_DICT:
    case T_SET:
    case T_FROZENSET: return dec_container(d, tag, out);
    case T_REF: {
        uint64_t i;
        if (!get_varint(d, &i)) return false;
        if (i >= d->nrefs) return corrupt(d, "reference to a later value");
        // Only lists, dicts and tuples can legitimately be reached again while being built
        // (a cycle); an unfinished set would be hashed or iterated half-built.
        NpValue v = d->refs[i];
        if (!d->done[i] && (NP_IS_SET(v))) return corrupt(d, "reference into an unfinished set");
        *out = v;
        return true;
    }
    default: return corrupt(d, "unknown tag");
    }
}

bool np_serial_decode(NpVM *vm, const uint8_t *data, size_t len, NpValue *out) {
    Dec d = {.vm = vm, .p = data, .end = data + len};
    if (len < sizeof MAGIC || memcmp(data, MAGIC, 3)) return corrupt(&d, "bad magic");
    if (data[3] != NP_SERIAL_VERSION) return corrupt(&d, "unsupported format version");
    d.p += sizeof MAGIC;
    bool ok = dec_value(&d, out);
    if (ok && d.p != d.end) ok = corrupt(&d, "trailing bytes");
    free(d.refs);
    free(d.done);
    return ok;
}
