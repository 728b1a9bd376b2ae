/*
 * np_lib_hashlib.c - the natives of the `hashlib` module (its Python half is
 * stdlib/np_lib_hashlib.py): md5, sha1, sha224, sha256, sha384 and sha512 through Nettle (the
 * GNU cryptographic library Debian ships as nettle-dev). Debian builds Nettle "fat": it picks
 * its block functions when the process starts, so SHA-1 and SHA-256 use the x86 SHA extensions
 * where the CPU has them (as CPython's OpenSSL does), and portable code elsewhere (and under
 * valgrind, whose CPUID hides them).
 *
 * A hash object keeps its running state as a bytes value holding the digest context struct
 * (plain data, no pointers), so the Python half needs no C object type: _init(name[, data])
 * gives a fresh state (of data, when given), _update(name, state, data) a new state with data
 * fed in, _final(name, state) the digest. copy() is then a copy of a bytes reference. Pure
 * computation: no capability.
 * Registered as a pure module (stdlib/np_lib_pure.c), so an idle VM holds nothing of it.
 */
#include <nettle/md5.h>
#include <nettle/sha1.h>
#include <nettle/sha2.h>
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"

// The algorithms: their names, digest sizes and which Nettle context they use.
typedef enum { ALG_MD5, ALG_SHA1, ALG_SHA224, ALG_SHA256, ALG_SHA384, ALG_SHA512 } HashAlg;

typedef struct HashInfo {
    const char *name;
    // strlen(name), so hash_lookup (twice per hash: _init and _final) compares lengths first.
    size_t len;
    HashAlg alg;
    size_t digest_size;
    // The size of the algorithm's context, which is the size of its state bytes values (a
    // sha256 state is Nettle's 112-byte struct, not the 216 of the union): less to zero, copy
    // and allocate per hash.
    size_t ctx_size;
} HashInfo;

#define HASH_INFO(name, alg, size, ctx) {name, sizeof(name) - 1, alg, size, sizeof(ctx)}

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

// Copies the context of algorithm [h] out of state bytes [v] into [ctx]; TypeError for anything
// that is not a state this module made for it.
static bool hash_state(NpVM *vm, const HashInfo *h, NpValue v, HashCtx *ctx) {
    const uint8_t *p;
    size_t n;
    if (!np_bytes_view(v, &p, &n) || n != h->ctx_size)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "invalid hash state");
    memcpy(ctx, p, n);
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

// True when the constructor's [data] is fed in: anything but None and an empty bytes or
// bytearray (the HASH constructor's rule; other empty buffers are fed, to no effect).
static bool wants_feed(NpVM *vm, NpValue data) {
    if (NP_IS_NONE(data)) return false;
    const uint8_t *p;
    size_t n;
    if (NP_IS_OBJ(data) && (NP_AS_OBJ(data)->type == vm->types[NP_TYPE_BYTES] ||
                            NP_AS_OBJ(data)->type == vm->types[NP_TYPE_BYTEARRAY]) &&
        np_bytes_view(data, &p, &n) && n == 0)
        return false;
    return true;
}

// _init(name[, data]): the state of an empty message, or of [data] when given (the constructor's
// own update in one call: hashlib.sha256(b) makes one state, not two).
static bool hl_init(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_init", kw) || !np_args_count(vm, "_init", argc, 1, 2)) return false;
    const HashInfo *h = hash_lookup(vm, argv[0]);
    if (!h) return false;
    HashCtx ctx;
    // Zeroed, so the state bytes hold nothing from the C stack.
    memset(&ctx, 0, h->ctx_size);
    switch (h->alg) {
    case ALG_MD5: md5_init(&ctx.md5); break;
    case ALG_SHA1: sha1_init(&ctx.sha1); break;
    case ALG_SHA224: sha224_init(&ctx.sha256); break;
    case ALG_SHA256: sha256_init(&ctx.sha256); break;
    case ALG_SHA384: sha384_init(&ctx.sha512); break;
    case ALG_SHA512: sha512_init(&ctx.sha512); break;
    }
    if (argc == 2 && wants_feed(vm, argv[1]) && !hash_feed(vm, h, &ctx, argv[1])) return false;
    return hash_store(vm, h, &ctx, out);
}

// _update(name, state, data): the state after feeding bytes-like [data] (hash_feed's errors).
static bool hl_update(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_update", kw) || !np_args_count(vm, "_update", argc, 3, 3)) return false;
    const HashInfo *h = hash_lookup(vm, argv[0]);
    HashCtx ctx;
    if (!h || !hash_state(vm, h, argv[1], &ctx) || !hash_feed(vm, h, &ctx, argv[2])) return false;
    return hash_store(vm, h, &ctx, out);
}

// _final(name, state): the digest bytes (the state itself is not changed: the digest is taken
// from a copy, which Nettle resets).
static bool hl_final(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_final", kw) || !np_args_count(vm, "_final", argc, 2, 2)) return false;
    const HashInfo *h = hash_lookup(vm, argv[0]);
    HashCtx ctx;
    if (!h || !hash_state(vm, h, argv[1], &ctx)) return false;
    uint8_t digest[SHA512_DIGEST_SIZE];
    size_t n = h->digest_size;
    switch (h->alg) {
    case ALG_MD5: md5_digest(&ctx.md5, n, digest); break;
    case ALG_SHA1: sha1_digest(&ctx.sha1, n, digest); break;
    case ALG_SHA224: sha224_digest(&ctx.sha256, n, digest); break;
    case ALG_SHA256: sha256_digest(&ctx.sha256, n, digest); break;
    case ALG_SHA384: sha384_digest(&ctx.sha512, n, digest); break;
    case ALG_SHA512: sha512_digest(&ctx.sha512, n, digest); break;
    }
    NpBytes *b = np_bytes_new(vm, digest, h->digest_size);
    if (!b) return false;
    *out = np_obj(&b->hdr);
    return true;
}

static const NpMethodDef hashlib_natives[] = {
    {"_init", hl_init, 0},
    {"_update", hl_update, 0},
    {"_final", hl_final, 0},
    {NULL, NULL, 0},
};

static const char hashlib_src[] =
#include "np_lib_hashlib_py.h"
    ;

bool nplib_hashlib_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_add_natives(vm, mod, hashlib_natives) &&
           nplib_exec_source(vm, mod, hashlib_src, "hashlib.py");
}
