/*
 * np_lib_hashlib.c - the natives of the `hashlib` module (its Python half is
 * stdlib/np_lib_hashlib.py): md5, sha1, sha224, sha256, sha384 and sha512 through libmd (the
 * BSD message-digest library Debian ships as libmd-dev, already linked for libedit).
 *
 * A hash object keeps its running state as a bytes value holding the digest context struct
 * (plain data, no pointers), so the Python half needs no C object type: _init(name[, data])
 * gives a fresh state (of data, when given), _update(name, state, data) a new state with data
 * fed in, _final(name, state) the digest. copy() is then a copy of a bytes reference. Pure
 * computation: no capability.
 * Registered as a pure module (stdlib/np_lib_pure.c), so an idle VM holds nothing of it.
 */
#include <md5.h>
#include <sha1.h>
#include <sha2.h>
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"

// The algorithms: their names, digest sizes and which libmd context they use.
typedef enum { ALG_MD5, ALG_SHA1, ALG_SHA224, ALG_SHA256, ALG_SHA384, ALG_SHA512 } HashAlg;

typedef struct HashInfo {
    const char *name;
    HashAlg alg;
    size_t digest_size;
} HashInfo;

static const HashInfo hash_infos[] = {
    {"md5", ALG_MD5, MD5_DIGEST_LENGTH},          {"sha1", ALG_SHA1, SHA1_DIGEST_LENGTH},
    {"sha224", ALG_SHA224, 28},                   {"sha256", ALG_SHA256, SHA256_DIGEST_LENGTH},
    {"sha384", ALG_SHA384, SHA384_DIGEST_LENGTH}, {"sha512", ALG_SHA512, SHA512_DIGEST_LENGTH},
};

// Any of libmd's contexts; a state bytes value holds one of these (only the used member's
// bytes matter, but every state has the union's size so a bad state is caught by its length).
typedef union HashCtx {
    MD5_CTX md5;
    SHA1_CTX sha1;
    SHA2_CTX sha2;
} HashCtx;

// SHA-224 is SHA-256 with these initial hash values (FIPS 180-4, 5.3.2), truncated to 28 bytes.
static const uint32_t sha224_iv[8] = {0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939,
                                      0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4};

// The algorithm named by argv[0] (a str the Python half lowercased), or NULL with ValueError.
static const HashInfo *hash_lookup(NpVM *vm, NpValue name) {
    if (NP_IS_STR(name)) {
        const NpStr *s = NP_AS_STR(name);
        for (size_t i = 0; i < sizeof hash_infos / sizeof hash_infos[0]; i++)
            if (strlen(hash_infos[i].name) == s->len && !memcmp(hash_infos[i].name, s->data, s->len))
                return &hash_infos[i];
    }
    np_raisef(vm, NP_TYPE_VALUEERROR, "unsupported hash type");
    return NULL;
}

// Copies the context out of state bytes [v] into [ctx]; TypeError for anything that is not a
// state this module made.
static bool hash_state(NpVM *vm, NpValue v, HashCtx *ctx) {
    const uint8_t *p;
    size_t n;
    if (!np_bytes_view(v, &p, &n) || n != sizeof *ctx)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "invalid hash state");
    memcpy(ctx, p, sizeof *ctx);
    return true;
}

// Returns [ctx] as a new state bytes value in *out.
static bool hash_store(NpVM *vm, const HashCtx *ctx, NpValue *out) {
    NpBytes *b = np_bytes_new(vm, ctx, sizeof *ctx);
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
    case ALG_MD5: MD5Update(&ctx->md5, p, n); break;
    case ALG_SHA1: SHA1Update(&ctx->sha1, p, n); break;
    case ALG_SHA224:
    case ALG_SHA256: SHA256Update(&ctx->sha2, p, n); break;
    case ALG_SHA384: SHA384Update(&ctx->sha2, p, n); break;
    case ALG_SHA512: SHA512Update(&ctx->sha2, p, n); break;
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
    memset(&ctx, 0, sizeof ctx);
    switch (h->alg) {
    case ALG_MD5: MD5Init(&ctx.md5); break;
    case ALG_SHA1: SHA1Init(&ctx.sha1); break;
    case ALG_SHA224:
        SHA256Init(&ctx.sha2);
        memcpy(ctx.sha2.state.st32, sha224_iv, sizeof sha224_iv);
        break;
    case ALG_SHA256: SHA256Init(&ctx.sha2); break;
    case ALG_SHA384: SHA384Init(&ctx.sha2); break;
    case ALG_SHA512: SHA512Init(&ctx.sha2); break;
    }
    if (argc == 2 && wants_feed(vm, argv[1]) && !hash_feed(vm, h, &ctx, argv[1])) return false;
    return hash_store(vm, &ctx, out);
}

// _update(name, state, data): the state after feeding bytes-like [data] (hash_feed's errors).
static bool hl_update(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_update", kw) || !np_args_count(vm, "_update", argc, 3, 3)) return false;
    const HashInfo *h = hash_lookup(vm, argv[0]);
    HashCtx ctx;
    if (!h || !hash_state(vm, argv[1], &ctx) || !hash_feed(vm, h, &ctx, argv[2])) return false;
    return hash_store(vm, &ctx, out);
}

// _final(name, state): the digest bytes (the state itself is not changed: Final works on a copy).
static bool hl_final(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_final", kw) || !np_args_count(vm, "_final", argc, 2, 2)) return false;
    const HashInfo *h = hash_lookup(vm, argv[0]);
    HashCtx ctx;
    if (!h || !hash_state(vm, argv[1], &ctx)) return false;
    uint8_t digest[SHA512_DIGEST_LENGTH];
    switch (h->alg) {
    case ALG_MD5: MD5Final(digest, &ctx.md5); break;
    case ALG_SHA1: SHA1Final(digest, &ctx.sha1); break;
    case ALG_SHA224:
    case ALG_SHA256: SHA256Final(digest, &ctx.sha2); break;
    case ALG_SHA384: SHA384Final(digest, &ctx.sha2); break;
    case ALG_SHA512: SHA512Final(digest, &ctx.sha2); break;
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
