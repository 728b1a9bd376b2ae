/*
 * np_lib_hashlib.c - the natives of the `hashlib` module (its Python half is
 * stdlib/np_lib_hashlib.py): md5, sha1, sha224, sha256, sha384 and sha512 through Nettle (the
 * GNU cryptographic library Debian ships as nettle-dev). Debian builds Nettle "fat": it picks
 * its block functions when the process starts, so SHA-1 and SHA-256 use the x86 SHA extensions
 * where the CPU has them (as CPython's OpenSSL does), and portable code elsewhere (and under
 * valgrind, whose CPUID hides them).
 *
 * A hash object is an instance of the Python class HASH whose attributes are its algorithm's
 * name and its running state as a bytes value holding the digest context struct (plain data,
 * no pointers), so no C object type is needed: saved VM state, repr and the properties are the
 * Python class's. The named constructors, new()'s _make and the methods update, digest,
 * hexdigest and copy are natives (no Python frame per hash); _init(name[, data]) gives a fresh
 * state for HASH.__init__. copy() shares the immutable state bytes. Pure computation: no
 * capability.
 * Registered as a pure module (stdlib/np_lib_pure.c), so an idle VM holds nothing of it.
 */
#include <nettle/md5.h>
#include <nettle/sha1.h>
#include <nettle/sha2.h>
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"
#include "np_serial.h"

// The algorithms: their names, digest sizes and which Nettle context they use.
typedef enum { ALG_MD5, ALG_SHA1, ALG_SHA224, ALG_SHA256, ALG_SHA384, ALG_SHA512 } HashAlg;

typedef struct HashInfo {
    const char *name;
    // The name of the module's constructor function ("openssl_sha1", as CPython's).
    const char *ctor;
    // strlen(name), so hash_lookup (twice per hash: _init and _final) compares lengths first.
    size_t len;
    HashAlg alg;
    size_t digest_size;
    // The size of the algorithm's context, which is the size of its state bytes values (a
    // sha256 state is Nettle's 112-byte struct, not the 216 of the union): less to zero, copy
    // and allocate per hash.
    size_t ctx_size;
} HashInfo;

#define HASH_INFO(name, alg, size, ctx) \
    {name, "openssl_" name, sizeof(name) - 1, alg, size, sizeof(ctx)}

// Any of the contexts; a state bytes value holds the used member's bytes (HashInfo.ctx_size of
// them, so a bad state is caught by its length).
typedef union HashCtx {
    struct md5_ctx md5;
    struct sha1_ctx sha1;
    struct sha256_ctx sha256;
    struct sha512_ctx sha512;
} HashCtx;

static const HashInfo hash_infos[] = {
    HASH_INFO("sha256", ALG_SHA256, SHA256_DIGEST_SIZE, struct sha256_ctx),
    HASH_INFO("md5", ALG_MD5, MD5_DIGEST_SIZE, struct md5_ctx),
    HASH_INFO("sha1", ALG_SHA1, SHA1_DIGEST_SIZE, struct sha1_ctx),
    HASH_INFO("sha224", ALG_SHA224, SHA224_DIGEST_SIZE, struct sha256_ctx),
    HASH_INFO("sha384", ALG_SHA384, SHA384_DIGEST_SIZE, struct sha512_ctx),
    HASH_INFO("sha512", ALG_SHA512, SHA512_DIGEST_SIZE, struct sha512_ctx),
};

// The algorithm named by argv[0] (a str the Python half lowercased), or NULL with ValueError.
static const HashInfo *hash_lookup(NpVM *vm, NpValue name) {
    if (NP_IS_STR(name)) {
        const NpStr *s = NP_AS_STR(name);
        for (size_t i = 0; i < sizeof hash_infos / sizeof hash_infos[0]; i++)
            if (hash_infos[i].len == s->len && !memcmp(hash_infos[i].name, s->data, s->len))
                return &hash_infos[i];
    }
    np_raisef(vm, NP_TYPE_VALUEERROR, "unsupported hash type");
    return NULL;
}

// True when the buffer index of context [ctx] (algorithm [h]) lies inside its block buffer.
// Nettle's update and digest write at block[index] without checking it, and a state bytes
// value can come from a script (`h._state = b'...'`) or from a saved store, so every state
// read back is checked; the other fields are plain numbers (any value only changes the digest).
static bool hash_ctx_valid(const HashInfo *h, const HashCtx *ctx) {
    switch (h->alg) {
    case ALG_MD5: return ctx->md5.index < sizeof ctx->md5.block;
    case ALG_SHA1: return ctx->sha1.index < sizeof ctx->sha1.block;
    case ALG_SHA224:
    case ALG_SHA256: return ctx->sha256.index < sizeof ctx->sha256.block;
    case ALG_SHA384:
    case ALG_SHA512: return ctx->sha512.index < sizeof ctx->sha512.block;
    }
    return false;
}

// Copies the context of algorithm [h] out of state bytes [v] into [ctx]; TypeError for anything
// that is not a state of the right size with a buffer index in range (hash_ctx_valid). A hash
// object loaded from a store that predates saved bytes values holds an unsaved-value marker
// there: its use raises what it was.
static bool hash_state(NpVM *vm, const HashInfo *h, NpValue v, HashCtx *ctx) {
    const uint8_t *p;
    size_t n;
    if (np_serial_is_marker(v)) return np_serial_marker_raise(vm, v);
    if (!np_bytes_view(v, &p, &n) || n != h->ctx_size)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "invalid hash state");
    memcpy(ctx, p, n);
    if (!hash_ctx_valid(h, ctx)) return np_raisef(vm, NP_TYPE_TYPEERROR, "invalid hash state");
    return true;
}

// Returns [ctx] of algorithm [h] as a new state bytes value in *out.
static bool hash_store(NpVM *vm, const HashInfo *h, const HashCtx *ctx, NpValue *out) {
    NpBytes *b = np_bytes_new(vm, ctx, h->ctx_size);
    if (!b) return false;
    *out = np_obj(&b->hdr);
    return true;
}

// Feeds bytes-like [data] into [ctx] of algorithm [h]; TypeError for a str (CPython's "Strings
// must be encoded before hashing") or another non-buffer.
static bool hash_feed(NpVM *vm, const HashInfo *h, HashCtx *ctx, NpValue data) {
    const uint8_t *p;
    size_t n;
    if (NP_IS_STR(data))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "Strings must be encoded before hashing");
    if (!np_bytes_view(data, &p, &n))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "object supporting the buffer API required");
    // Hashing costs in proportion to the data: charged before the work, as zlib's checksums are.
    if (!np_budget_charge(vm, (int64_t)(n / 64 + 1))) return false;
    switch (h->alg) {
    case ALG_MD5: md5_update(&ctx->md5, n, p); break;
    case ALG_SHA1: sha1_update(&ctx->sha1, n, p); break;
    case ALG_SHA224:
    case ALG_SHA256: sha256_update(&ctx->sha256, n, p); break;
    case ALG_SHA384:
    case ALG_SHA512: sha512_update(&ctx->sha512, n, p); break;
    }
    return true;
}

// True when the constructor's [data] is fed in: anything but an empty bytes or bytearray
// (other empty buffers are fed, to no effect; None is fed, so it raises CPython's TypeError).
static bool wants_feed(NpVM *vm, NpValue data) {
    const uint8_t *p;
    size_t n;
    if (NP_IS_OBJ(data) && (NP_AS_OBJ(data)->type == vm->types[NP_TYPE_BYTES] ||
                            NP_AS_OBJ(data)->type == vm->types[NP_TYPE_BYTEARRAY]) &&
        np_bytes_view(data, &p, &n) && n == 0)
        return false;
    return true;
}

// Sets [ctx] to the empty message's context of algorithm [h]; zeroed first, so a state bytes
// value made from it holds nothing from the C stack.
static void hash_start(const HashInfo *h, HashCtx *ctx) {
    memset(ctx, 0, h->ctx_size);
    switch (h->alg) {
    case ALG_MD5: md5_init(&ctx->md5); break;
    case ALG_SHA1: sha1_init(&ctx->sha1); break;
    case ALG_SHA224: sha224_init(&ctx->sha256); break;
    case ALG_SHA256: sha256_init(&ctx->sha256); break;
    case ALG_SHA384: sha384_init(&ctx->sha512); break;
    case ALG_SHA512: sha512_init(&ctx->sha512); break;
    }
}

// Writes the digest of [ctx] (algorithm [h]; Nettle resets the context) to [digest], which has
// room for h->digest_size bytes.
static void hash_digest(const HashInfo *h, HashCtx *ctx, uint8_t *digest) {
    size_t n = h->digest_size;
    switch (h->alg) {
    case ALG_MD5: md5_digest(&ctx->md5, n, digest); break;
    case ALG_SHA1: sha1_digest(&ctx->sha1, n, digest); break;
    case ALG_SHA224: sha224_digest(&ctx->sha256, n, digest); break;
    case ALG_SHA256: sha256_digest(&ctx->sha256, n, digest); break;
    case ALG_SHA384: sha384_digest(&ctx->sha512, n, digest); break;
    case ALG_SHA512: sha512_digest(&ctx->sha512, n, digest); break;
    }
}

// _init(name[, data]): the state of an empty message, or of [data] when given (the constructor's
// own update in one call: hashlib.sha256(b) makes one state, not two).
static bool hl_init(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_init", kw) || !np_args_count(vm, "_init", argc, 1, 2)) return false;
    const HashInfo *h = hash_lookup(vm, argv[0]);
    if (!h) return false;
    HashCtx ctx;
    hash_start(h, &ctx);
    if (argc == 2 && wants_feed(vm, argv[1]) && !hash_feed(vm, h, &ctx, argv[1])) return false;
    return hash_store(vm, h, &ctx, out);
}

/* ------------------------------------------------ hash objects without Python frames */

// A hash object is an instance of the Python class HASH (np_lib_hashlib.py) with two
// attributes, "_name" (the algorithm's lowercase name) and "_state" (the state bytes above), so
// repr, the properties and saved VM state (an instance of a module class: class reference plus
// attributes) stay Python's. The constructors (md5(), sha1(), ..., new()'s _make) and the
// methods update, digest, hexdigest and copy are natives, so hashlib.sha1(b).hexdigest() runs
// no Python frame, and they intern no name per call: what they need is the module's private
// global _STATE (modules are read-only to scripts), a tuple made once by nplib_hashlib_init.
enum { ST_CLASS, ST_KNAME, ST_KSTATE, ST_ALGS, ST__N = ST_ALGS + 6 };

// True when live dict entry [e] has the str key [name] of [len] bytes.
static inline bool entry_named(const NpDictEntry *e, const char *name, size_t len) {
    return NP_IS_STR(e->key) && NP_AS_STR(e->key)->len == len &&
           !memcmp(NP_AS_STR(e->key)->data, name, len);
}

// The _STATE tuple of module [mod]: (the HASH class, "_name", "_state", then the interned name
// of each algorithm of hash_infos, in its order). Init stores it last, so it is the last entry
// of the globals; found by name otherwise.
static NpTuple *module_state(NpVM *vm, NpValue mod) {
    NpDict *g = NP_IS_KIND(mod, OBJ_MODULE) ? ((NpModuleObj *)NP_AS_OBJ(mod))->globals : NULL;
    NpValue v = np_undef();
    if (g && g->nentries && entry_named(&g->entries[g->nentries - 1], "_STATE", 6)) {
        v = g->entries[g->nentries - 1].value;
    } else if (g) {
        NpStr *key = np_intern_cstr(vm, "_STATE");
        if (!key) return NULL;
        v = np_dict_get_str(g, key);
    }
    if (NP_IS_TUPLE(v) && NP_AS_TUPLE(v)->n == ST__N) return NP_AS_TUPLE(v);
    np_raisef(vm, NP_TYPE_RUNTIMEERROR, "hashlib is not initialized");
    return NULL;
}

// Attribute [name] (interned on the way) of instance [o]; UNDEF when it has none.
static NpValue inst_attr(NpVM *vm, NpInstance *o, const char *name) {
    NpStr *key = np_intern_cstr(vm, name);
    return key ? np_inst_get(o, key) : np_undef();
}

// The attribute dict of hash object [o] when it holds "_name" and "_state" as its first two
// entries (as every instance made here does), else NULL.
static NpDict *quick_attrs(NpInstance *o) {
    NpDict *d = o->dict;
    if ((o->hdr.flags & NP_INST_SHAPED) || !d || d->nentries < 2 ||
        !entry_named(&d->entries[0], "_name", 5) || !entry_named(&d->entries[1], "_state", 6))
        return NULL;
    return d;
}

// Reads hash object [self]'s algorithm into *h and its context into *ctx; TypeError for
// anything that is not an instance holding a state this module made (a script can reach
// HASH.update(x, ...) or overwrite h._state). The common layout is read without a probe
// (quick_attrs); any other is probed by name.
static bool hash_self(NpVM *vm, NpValue self, const HashInfo **h, HashCtx *ctx) {
    if (!NP_IS_KIND(self, OBJ_INSTANCE))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "invalid hash object");
    NpInstance *o = (NpInstance *)NP_AS_OBJ(self);
    NpValue name, state;
    NpDict *d = quick_attrs(o);
    if (d) {
        name = d->entries[0].value;
        state = d->entries[1].value;
    } else {
        name = inst_attr(vm, o, "_name");
        state = inst_attr(vm, o, "_state");
        if (!NP_IS_UNDEF(vm->exc)) return false;
    }
    if (!(*h = hash_lookup(vm, name))) return false;
    return hash_state(vm, *h, state, ctx);
}

// A new instance of class [cls] whose attributes "_name" and "_state" (the strs [kname] and
// [kstate]) are [name] and a new state bytes of [ctx] (algorithm [h]), in *out. The instance is
// new, so its dict takes the entries directly, in that order (quick_attrs).
static bool hash_make(NpVM *vm, NpType *cls, NpStr *kname, NpStr *kstate, NpValue name,
                      const HashInfo *h, const HashCtx *ctx, NpValue *out) {
    NpValue o, state;
    if (!hash_store(vm, h, ctx, &state) || !np_instance_new(vm, cls, &o)) return false;
    NpDict *d = ((NpInstance *)NP_AS_OBJ(o))->dict;
    if (!np_dict_set_str(vm, d, kname, name) || !np_dict_set_str(vm, d, kstate, state))
        return false;
    *out = o;
    return true;
}

// A new hash object of algorithm [h] fed with [data] (UNDEF: none), made with module [mod]'s
// class; data of an empty bytes or bytearray is not fed (wants_feed).
static bool hash_new_of(NpVM *vm, NpValue mod, const HashInfo *h, NpValue data, NpValue *out) {
    NpTuple *st = module_state(vm, mod);
    if (!st) return false;
    HashCtx ctx;
    hash_start(h, &ctx);
    if (!NP_IS_UNDEF(data) && wants_feed(vm, data) && !hash_feed(vm, h, &ctx, data)) return false;
    return hash_make(vm, NP_AS_TYPE(st->items[ST_CLASS]), NP_AS_STR(st->items[ST_KNAME]),
                     NP_AS_STR(st->items[ST_KSTATE]), st->items[ST_ALGS + (h - hash_infos)], h,
                     &ctx, out);
}

// md5(string=b"", *, usedforsecurity=True) and the other named constructors (argv[0] is the
// module, their bound receiver): CPython's argument errors under the name openssl_<alg>.
static bool hash_construct(NpVM *vm, const HashInfo *h, int argc, NpValue *argv, NpTuple *kw,
                           NpValue *out) {
    static const char *const names[] = {"string", "usedforsecurity"};
    NpValue a[2];
    // The common calls, sha1() and sha1(data), need no binding.
    if (argc <= 2 && (!kw || !kw->n))
        return hash_new_of(vm, argv[0], h, argc == 2 ? argv[1] : np_undef(), out);
    if (!np_args_bind(vm, h->ctor, argc - 1, argv + 1, kw, names, 2, 1, 0, a)) return false;
    return hash_new_of(vm, argv[0], h, a[0], out);
}

#define HASH_CTOR(fn, idx)                                                                  \
    static bool fn(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {          \
        return hash_construct(vm, &hash_infos[idx], argc, argv, kw, out);                   \
    }
HASH_CTOR(hl_sha256, 0)
HASH_CTOR(hl_md5, 1)
HASH_CTOR(hl_sha1, 2)
HASH_CTOR(hl_sha224, 3)
HASH_CTOR(hl_sha384, 4)
HASH_CTOR(hl_sha512, 5)

// _make(name, data): new()'s hash object of the algorithm [name] (lowercased by new()).
static bool hl_make(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_make", kw) || !np_args_count(vm, "_make", argc, 3, 3)) return false;
    const HashInfo *h = hash_lookup(vm, argv[1]);
    return h && hash_new_of(vm, argv[0], h, argv[2], out);
}

// HASH.update(data, /): feeds bytes-like [data] in (hash_feed's errors). The new state bytes
// replaces the old in the attribute dict's entry (with the instance's barrier), or goes
// through np_setattr for another layout.
static bool hm_update(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "HASH.update", kw) ||
        !np_args_count(vm, "HASH.update", argc - 1, 1, 1))
        return false;
    const HashInfo *h;
    HashCtx ctx;
    NpValue state;
    if (!hash_self(vm, argv[0], &h, &ctx) || !hash_feed(vm, h, &ctx, argv[1]) ||
        !hash_store(vm, h, &ctx, &state))
        return false;
    NpInstance *o = (NpInstance *)NP_AS_OBJ(argv[0]);
    NpDict *d = quick_attrs(o);
    if (d) {
        d->entries[1].value = state;
        np_inst_barrier(vm, o);
    } else {
        NpStr *key = np_intern_cstr(vm, "_state");
        if (!key || !np_setattr(vm, argv[0], key, state)) return false;
    }
    *out = np_none();
    return true;
}

// The digest of hash object argv[0] (a method without arguments named [fname]) in [digest];
// the object's state is not changed (the digest is taken from a copy).
static const HashInfo *self_digest(NpVM *vm, const char *fname, int argc, NpValue *argv,
                                   NpTuple *kw, uint8_t *digest) {
    const HashInfo *h;
    HashCtx ctx;
    if (!np_args_nokw(vm, fname, kw) || !np_args_count(vm, fname, argc - 1, 0, 0) ||
        !hash_self(vm, argv[0], &h, &ctx))
        return NULL;
    hash_digest(h, &ctx, digest);
    return h;
}

// HASH.digest(): the digest bytes.
static bool hm_digest(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    uint8_t digest[SHA512_DIGEST_SIZE];
    const HashInfo *h = self_digest(vm, "HASH.digest", argc, argv, kw, digest);
    NpBytes *b = h ? np_bytes_new(vm, digest, h->digest_size) : NULL;
    if (!b) return false;
    *out = np_obj(&b->hdr);
    return true;
}

// HASH.hexdigest(): the digest as a str of lowercase hex digits.
static bool hm_hexdigest(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    static const char hexdig[] = "0123456789abcdef";
    uint8_t digest[SHA512_DIGEST_SIZE];
    char text[2 * SHA512_DIGEST_SIZE];
    const HashInfo *h = self_digest(vm, "HASH.hexdigest", argc, argv, kw, digest);
    if (!h) return false;
    for (size_t i = 0; i < h->digest_size; i++) {
        text[2 * i] = hexdig[digest[i] >> 4];
        text[2 * i + 1] = hexdig[digest[i] & 15];
    }
    NpStr *s = np_str_new_ascii(vm, text, 2 * h->digest_size);
    if (!s) return false;
    *out = np_obj(&s->hdr);
    return true;
}

// HASH.copy(): a new hash object of the same class and algorithm sharing the (immutable)
// state bytes; the attribute names and the name value are the receiver's own when it has the
// common layout.
static bool hm_copy(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    const HashInfo *h;
    HashCtx ctx;
    if (!np_args_nokw(vm, "HASH.copy", kw) || !np_args_count(vm, "HASH.copy", argc - 1, 0, 0) ||
        !hash_self(vm, argv[0], &h, &ctx))
        return false;
    NpInstance *o = (NpInstance *)NP_AS_OBJ(argv[0]);
    NpDict *d = quick_attrs(o);
    if (d)
        return hash_make(vm, o->hdr.type, NP_AS_STR(d->entries[0].key),
                         NP_AS_STR(d->entries[1].key), d->entries[0].value, h, &ctx, out);
    NpStr *kname = np_intern_cstr(vm, "_name");
    NpStr *kstate = np_intern_cstr(vm, "_state");
    NpStr *name = np_intern_cstr(vm, h->name);
    if (!kname || !kstate || !name) return false;
    return hash_make(vm, o->hdr.type, kname, kstate, np_obj(&name->hdr), h, &ctx, out);
}

static const NpMethodDef hash_methods[] = {
    {"update", hm_update, 0},
    {"digest", hm_digest, 0},
    {"hexdigest", hm_hexdigest, 0},
    {"copy", hm_copy, 0},
    {NULL, NULL, 0},
};

// _install(cls): puts the native methods above on the HASH class [cls], which messages name
// _hashlib.HASH (NP_TF_CTYPE_NAME), as CPython's.
static bool hl_install(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    if (argc != 1 || !NP_IS_TYPE(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "internal: expected a class");
    if (!nplib_add_methods(vm, NP_AS_TYPE(argv[0]), hash_methods)) return false;
    NP_AS_TYPE(argv[0])->tflags |= NP_TF_CTYPE_NAME;
    *out = np_none();
    return true;
}

// The named constructors, bound to the module (so they print as <built-in function
// openssl_md5>, as CPython's) and stored under the algorithm's name, and new()'s _make (bound
// the same way: the natives find the HASH class through their module). [info] indexes
// hash_infos, -1 for _make.
static const struct {
    const char *global;
    NpNativeFn fn;
    int info;
} hash_ctors[] = {
    {"md5", hl_md5, 1},       {"sha1", hl_sha1, 2},     {"sha224", hl_sha224, 3},
    {"sha256", hl_sha256, 0}, {"sha384", hl_sha384, 4}, {"sha512", hl_sha512, 5},
    {"_make", hl_make, -1},
};

// Installs the named constructors into module [mod]'s globals.
static bool add_ctors(NpVM *vm, NpModuleObj *mod) {
    for (size_t i = 0; i < sizeof hash_ctors / sizeof hash_ctors[0]; i++) {
        int k = hash_ctors[i].info;
        const char *fname = k < 0 ? hash_ctors[i].global : hash_infos[k].ctor;
        NpNative *f = np_native_new(vm, fname, hash_ctors[i].fn, NULL);
        NpStr *key = f ? np_intern_cstr(vm, hash_ctors[i].global) : NULL;
        if (!key) return false;
        f->self = np_obj(&mod->hdr);
        if (!np_dict_set_str(vm, mod->globals, key, np_obj(&f->hdr))) return false;
    }
    return true;
}

static const NpMethodDef hashlib_natives[] = {
    {"_init", hl_init, 0},
    {"_install", hl_install, 0},
    {NULL, NULL, 0},
};

static const char hashlib_src[] =
#include "np_lib_hashlib_py.h"
    ;

// Stores module [mod]'s _STATE tuple (module_state) as the last global, after the source has
// defined the class HASH.
static bool add_state(NpVM *vm, NpModuleObj *mod) {
    NpStr *hkey = np_intern_cstr(vm, "HASH");
    NpStr *skey = np_intern_cstr(vm, "_STATE");
    NpTuple *st = hkey && skey ? np_tuple_new(vm, ST__N) : NULL;
    if (!st) return false;
    for (size_t i = 0; i < ST__N; i++) st->items[i] = np_none();
    NpValue cls = np_dict_get_str(mod->globals, hkey);
    if (!NP_IS_TYPE(cls) || !(NP_AS_TYPE(cls)->tflags & NP_TF_USER) ||
        NP_AS_TYPE(cls)->inst_kind != OBJ_INSTANCE)
        return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "hashlib: HASH is not a class");
    st->items[ST_CLASS] = cls;
    const char *names[ST__N - 1] = {"_name", "_state"};
    for (size_t i = 0; i < 6; i++) names[ST_ALGS - 1 + i] = hash_infos[i].name;
    for (size_t i = 1; i < ST__N; i++) {
        // (The tuple is new: its stores need no barrier.)
        NpStr *s = np_intern_cstr(vm, names[i - 1]);
        if (!s) return false;
        st->items[i] = np_obj(&s->hdr);
    }
    return np_dict_set_str(vm, mod->globals, skey, np_obj(&st->hdr));
}

bool nplib_hashlib_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_add_natives(vm, mod, hashlib_natives) && add_ctors(vm, mod) &&
           nplib_exec_source(vm, mod, hashlib_src, "hashlib.py") && add_state(vm, mod);
}
