/*
 * np_lib_hashlib.c - the natives of the `hashlib` module (its Python half is
 * stdlib/np_lib_hashlib.py): md5, sha384 and sha512 through libmd (the BSD message-digest
 * library Debian ships as libmd-dev, already linked for libedit); sha1, sha224 and sha256 are
 * computed here (portable block functions, and the x86 SHA extensions where the CPU has them).
 *
 * A hash object keeps its running state as a bytes value holding the digest context struct
 * (plain data, no pointers), so the Python half needs no C object type: _init(name[, data])
 * gives a fresh state (of data, when given), _update(name, state, data) a new state with data
 * fed in, _final(name, state) the digest. copy() is then a copy of a bytes reference. Pure
 * computation: no capability.
 * Registered as a pure module (stdlib/np_lib_pure.c), so an idle VM holds nothing of it.
 */
#include <md5.h>
#include <sha2.h>
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"

// The algorithms: their names, digest sizes and which libmd context they use.
typedef enum { ALG_MD5, ALG_SHA1, ALG_SHA224, ALG_SHA256, ALG_SHA384, ALG_SHA512 } HashAlg;

typedef struct HashInfo {
    const char *name;
    // strlen(name), so hash_lookup (twice per hash: _init and _final) compares lengths first.
    size_t len;
    HashAlg alg;
    size_t digest_size;
    // The size of the algorithm's context, which is the size of its state bytes values (a
    // sha256 state is 104 bytes, not the 208 of the union): less to zero, copy and allocate
    // per hash.
    size_t ctx_size;
} HashInfo;

#define HASH_INFO(name, alg, size, ctx) {name, sizeof(name) - 1, alg, size, sizeof(ctx)}

// SHA-256 (and SHA-224) state, computed here rather than by libmd: libmd's SHA256Transform ran
// ~4 600 instructions per 64-byte block, this one ~2 300 (bloom_hashing hashes short keys by
// the ten thousand: one block each). [len] counts the bytes fed so far; the first len % 64 of
// [buf] are the pending partial block.
typedef struct Sha256 {
    uint32_t h[8];
    uint64_t len;
    uint8_t buf[64];
} Sha256;

// SHA-1 state, computed here rather than by libmd for the same reason and for the SHA
// extensions (sha1_block_ni): vcs_objects, which names its objects by sha1 as git does, spent a
// sixth of its time in libmd's SHA1Transform. Fields as in Sha256, with five words of hash.
typedef struct Sha1 {
    uint32_t h[5];
    uint64_t len;
    uint8_t buf[64];
} Sha1;

// Any of the contexts; a state bytes value holds the used member's bytes (HashInfo.ctx_size of
// them, so a bad state is caught by its length).
typedef union HashCtx {
    MD5_CTX md5;
    Sha1 sha1;
    SHA2_CTX sha2;
    Sha256 s256;
} HashCtx;

static const HashInfo hash_infos[] = {
    HASH_INFO("sha256", ALG_SHA256, SHA256_DIGEST_LENGTH, Sha256),
    HASH_INFO("md5", ALG_MD5, MD5_DIGEST_LENGTH, MD5_CTX),
    HASH_INFO("sha1", ALG_SHA1, 20, Sha1),
    HASH_INFO("sha224", ALG_SHA224, 28, Sha256),
    HASH_INFO("sha384", ALG_SHA384, SHA384_DIGEST_LENGTH, SHA2_CTX),
    HASH_INFO("sha512", ALG_SHA512, SHA512_DIGEST_LENGTH, SHA2_CTX),
};

// SHA-224 is SHA-256 with these initial hash values (FIPS 180-4, 5.3.2), truncated to 28 bytes.
static const uint32_t sha224_iv[8] = {0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939,
                                      0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4};

static const uint32_t sha256_iv[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                      0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};

// The round constants of FIPS 180-4, 4.2.2.
static const uint32_t sha256_k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

#define ROR32(x, n) (((x) >> (n)) | ((x) << (32 - (n))))
#define ROL32(x, n) (((x) << (n)) | ((x) >> (32 - (n))))

static const uint32_t sha1_iv[5] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0};

// Message word [i] of SHA-1's schedule, from a ring of the last 16 (computed in place past 15).
#define SHA1_W(i)                                                                               \
    ((i) < 16 ? w[i]                                                                            \
              : (w[(i) & 15] = ROL32(w[((i) + 13) & 15] ^ w[((i) + 8) & 15] ^                    \
                                         w[((i) + 2) & 15] ^ w[(i) & 15], 1)))
// One SHA-1 round with the working variables named in their rotated roles (as SHA256_ROUND):
// [f] is the round function of b, c, d and [k] its constant.
#define SHA1_ROUND(a, b, c, d, e, f, k, i)                                                      \
    do {                                                                                        \
        e += ROL32(a, 5) + (f) + (k) + SHA1_W(i);                                                \
        b = ROL32(b, 30);                                                                       \
    } while (0)
// Five rounds, after which the names are back in their places.
#define SHA1_FIVE(F, k, i)                                                                      \
    do {                                                                                        \
        SHA1_ROUND(a, b, c, d, e, F(b, c, d), k, i);                                            \
        SHA1_ROUND(e, a, b, c, d, F(a, b, c), k, (i) + 1);                                      \
        SHA1_ROUND(d, e, a, b, c, F(e, a, b), k, (i) + 2);                                      \
        SHA1_ROUND(c, d, e, a, b, F(d, e, a), k, (i) + 3);                                      \
        SHA1_ROUND(b, c, d, e, a, F(c, d, e), k, (i) + 4);                                      \
    } while (0)
#define SHA1_CH(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define SHA1_PARITY(x, y, z) ((x) ^ (y) ^ (z))
#define SHA1_MAJ(x, y, z) (((x) & (y)) | ((z) & ((x) | (y))))

// Compresses the 64-byte block [p] into the SHA-1 state [hs] (FIPS 180-4, 6.1.2).
static void sha1_block(uint32_t *hs, const uint8_t *p) {
    uint32_t w[16];
    for (int i = 0; i < 16; i++)
        w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 |
               (uint32_t)p[4 * i + 2] << 8 | p[4 * i + 3];
    uint32_t a = hs[0], b = hs[1], c = hs[2], d = hs[3], e = hs[4];
    // Written out, so each round's word index is a constant (no test of i < 16 at run time).
    SHA1_FIVE(SHA1_CH, 0x5a827999u, 0); SHA1_FIVE(SHA1_CH, 0x5a827999u, 5);
    SHA1_FIVE(SHA1_CH, 0x5a827999u, 10); SHA1_FIVE(SHA1_CH, 0x5a827999u, 15);
    SHA1_FIVE(SHA1_PARITY, 0x6ed9eba1u, 20); SHA1_FIVE(SHA1_PARITY, 0x6ed9eba1u, 25);
    SHA1_FIVE(SHA1_PARITY, 0x6ed9eba1u, 30); SHA1_FIVE(SHA1_PARITY, 0x6ed9eba1u, 35);
    SHA1_FIVE(SHA1_MAJ, 0x8f1bbcdcu, 40); SHA1_FIVE(SHA1_MAJ, 0x8f1bbcdcu, 45);
    SHA1_FIVE(SHA1_MAJ, 0x8f1bbcdcu, 50); SHA1_FIVE(SHA1_MAJ, 0x8f1bbcdcu, 55);
    SHA1_FIVE(SHA1_PARITY, 0xca62c1d6u, 60); SHA1_FIVE(SHA1_PARITY, 0xca62c1d6u, 65);
    SHA1_FIVE(SHA1_PARITY, 0xca62c1d6u, 70); SHA1_FIVE(SHA1_PARITY, 0xca62c1d6u, 75);
    hs[0] += a, hs[1] += b, hs[2] += c, hs[3] += d, hs[4] += e;
}
// One round with the working variables named in their rotated roles, so eight rounds in a row
// need no register moves (the last four letters are the previous ones renamed). The big sigmas
// are factored (ROR 6^11^25 of e is ROR6 of (ROR5 of (ROR14 e ^ e) ^ e), and likewise 2^13^22
// for a) and Ch is written g ^ (e & (f ^ g)): the same values with fewer copies of e and a.
#define SHA256_ROUND(a, b, c, d, e, f, g, h, i)                                                 \
    do {                                                                                        \
        uint32_t t1 = h + ROR32(ROR32(ROR32(e, 14) ^ e, 5) ^ e, 6) + (g ^ (e & (f ^ g))) +     \
                      sha256_k[i] + w[i];                                                       \
        uint32_t t2 = ROR32(ROR32(ROR32(a, 9) ^ a, 11) ^ a, 2) + ((a & b) ^ (c & (a ^ b)));    \
        d += t1;                                                                                \
        h = t1 + t2;                                                                            \
    } while (0)

// Compresses the 64-byte block [p] into the hash state [hs] (FIPS 180-4, 6.2.2).
static void sha256_block(uint32_t hs[8], const uint8_t *p) {
    uint32_t w[64];
    for (int i = 0; i < 16; i++)
        w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 |
               (uint32_t)p[4 * i + 2] << 8 | p[4 * i + 3];
    for (int i = 16; i < 64; i++) {
        uint32_t x = w[i - 15], y = w[i - 2];
        uint32_t s0 = ROR32(ROR32(x, 11) ^ x, 7) ^ (x >> 3);
        uint32_t s1 = ROR32(ROR32(y, 2) ^ y, 17) ^ (y >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = hs[0], b = hs[1], c = hs[2], d = hs[3], e = hs[4], f = hs[5], g = hs[6],
             h = hs[7];
    for (int i = 0; i < 64; i += 8) {
        SHA256_ROUND(a, b, c, d, e, f, g, h, i);
        SHA256_ROUND(h, a, b, c, d, e, f, g, i + 1);
        SHA256_ROUND(g, h, a, b, c, d, e, f, i + 2);
        SHA256_ROUND(f, g, h, a, b, c, d, e, i + 3);
        SHA256_ROUND(e, f, g, h, a, b, c, d, i + 4);
        SHA256_ROUND(d, e, f, g, h, a, b, c, i + 5);
        SHA256_ROUND(c, d, e, f, g, h, a, b, i + 6);
        SHA256_ROUND(b, c, d, e, f, g, h, a, i + 7);
    }
    hs[0] += a, hs[1] += b, hs[2] += c, hs[3] += d;
    hs[4] += e, hs[5] += f, hs[6] += g, hs[7] += h;
}

/* SHA-256 with the x86 SHA extensions. Where the CPU has them (sha256rnds2, sha256msg1/2;
 * Intel since Goldmont and Ice Lake, AMD since Zen), a block takes about a tenth of the time of
 * sha256_block above: CPython's OpenSSL uses them, so a program that hashes many short keys
 * (bloom_hashing: one block per key) otherwise pays several times CPython's cost per digest.
 * Chosen at run time (sha_ni_usable), so the binary still runs on CPUs without them (and under
 * valgrind, whose CPUID hides them): the portable sha256_block stays the reference. */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#include <immintrin.h>

#define NP_SHA_NI 1
#define SHA_NI_TARGET __attribute__((target("sha,ssse3,sse4.1")))

// The message words [t, t+4) of the schedule from the four vectors before them, [w0] holding
// words t-16..t-13, [w1] t-12..t-9, [w2] t-8..t-5 and [w3] t-4..t-1 (lane i = the i-th word):
// sha256msg1 adds sigma0 of the next word to each of w0's, the align adds words t-7..t-4, and
// sha256msg2 adds sigma1 of the words two back (FIPS 180-4, 6.2.2 step 1).
SHA_NI_TARGET static inline __m128i sha_ni_schedule(__m128i w0, __m128i w1, __m128i w2,
                                                    __m128i w3) {
    __m128i t = _mm_add_epi32(_mm_sha256msg1_epu32(w0, w1), _mm_alignr_epi8(w3, w2, 4));
    return _mm_sha256msg2_epu32(t, w3);
}

// Compresses the 64-byte block [p] into [hs] as sha256_block does. The state is kept as the
// two vectors sha256rnds2 works on: [abef] with lanes (F, E, B, A) from lane 0 up and [cdgh]
// with (H, G, D, C); each sha256rnds2 runs two rounds and returns the new (A, B, E, F), while
// the old one becomes (C, D, G, H), so the two vectors trade roles after every call.
SHA_NI_TARGET static void sha256_block_ni(uint32_t hs[8], const uint8_t *p) {
    const __m128i bswap = _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3);
    __m128i abef = _mm_set_epi32((int)hs[0], (int)hs[1], (int)hs[4], (int)hs[5]);
    __m128i cdgh = _mm_set_epi32((int)hs[2], (int)hs[3], (int)hs[6], (int)hs[7]);
    const __m128i abef0 = abef, cdgh0 = cdgh;
    __m128i w[4];
    for (int i = 0; i < 16; i++) {
        __m128i m;
        if (i < 4) m = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(p + 16 * i)), bswap);
        else m = sha_ni_schedule(w[i & 3], w[(i + 1) & 3], w[(i + 2) & 3], w[(i + 3) & 3]);
        w[i & 3] = m;
        __m128i wk = _mm_add_epi32(m, _mm_loadu_si128((const __m128i *)(sha256_k + 4 * i)));
        cdgh = _mm_sha256rnds2_epu32(cdgh, abef, wk);
        abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(wk, 0x0E));
    }
    uint32_t x[4], y[4];
    _mm_storeu_si128((__m128i *)x, _mm_add_epi32(abef, abef0));
    _mm_storeu_si128((__m128i *)y, _mm_add_epi32(cdgh, cdgh0));
    hs[0] = x[3], hs[1] = x[2], hs[4] = x[1], hs[5] = x[0];
    hs[2] = y[3], hs[3] = y[2], hs[6] = y[1], hs[7] = y[0];
}

// Compresses the 64-byte block [p] into [hs] as sha1_block does, with the SHA extensions. The
// vector [abcd] holds A..D from lane 3 down to lane 0; [e] carries E in lane 3 added to the
// first four message words. Each sha1rnds4 runs four rounds (its immediate picks the round
// function and constant of rounds 0-19, 20-39, 40-59, 60-79), and sha1nexte derives the next
// E from the A of four rounds before (rotated by 30), added to the next message words.
// Message words [t, t+4) come from the sixteen before them: sha1msg1 xors words t-16 and t-14,
// the xor adds t-8, and sha1msg2 adds t-3 and rotates by one (FIPS 180-4, 6.1.2 step 1).
SHA_NI_TARGET static void sha1_block_ni(uint32_t *hs, const uint8_t *p) {
    // Reverses all 16 bytes: big-endian words with the first one in lane 3.
    const __m128i bswap = _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    __m128i abcd = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)hs), 0x1B);
    __m128i e0 = _mm_set_epi32((int)hs[4], 0, 0, 0);
    const __m128i abcd0 = abcd, e00 = e0;
    __m128i m[4];
    for (int i = 0; i < 4; i++)
        m[i] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(p + 16 * i)), bswap);
    __m128i prev = abcd;
    for (int g = 0; g < 20; g++) {
        __m128i e = g == 0 ? _mm_add_epi32(e0, m[0]) : _mm_sha1nexte_epu32(prev, m[g & 3]);
        prev = abcd;
        switch (g / 5) {
        case 0: abcd = _mm_sha1rnds4_epu32(abcd, e, 0); break;
        case 1: abcd = _mm_sha1rnds4_epu32(abcd, e, 1); break;
        case 2: abcd = _mm_sha1rnds4_epu32(abcd, e, 2); break;
        default: abcd = _mm_sha1rnds4_epu32(abcd, e, 3); break;
        }
        // Words 4(g+4) .. 4(g+4)+3 replace words 4g .. 4g+3, which this group has used.
        if (g < 16) {
            __m128i t = _mm_xor_si128(_mm_sha1msg1_epu32(m[g & 3], m[(g + 1) & 3]), m[(g + 2) & 3]);
            m[g & 3] = _mm_sha1msg2_epu32(t, m[(g + 3) & 3]);
        }
    }
    e0 = _mm_sha1nexte_epu32(prev, e00);
    abcd = _mm_add_epi32(abcd, abcd0);
    _mm_storeu_si128((__m128i *)hs, _mm_shuffle_epi32(abcd, 0x1B));
    hs[4] = (uint32_t)_mm_extract_epi32(e0, 3);
}

// True when the CPU has the SHA extensions and the SSSE3/SSE4.1 the block function also uses
// (CPUID leaf 7 EBX bit 29; leaf 1 ECX bits 9 and 19). Asked once per process: the answer
// cannot change, and concurrent first calls all store the same value.
static bool sha_ni_usable(void) {
    static _Atomic int known = -1;
    int k = known;
    if (k < 0) {
        unsigned a, b, c, d;
        k = __get_cpuid(1, &a, &b, &c, &d) && (c >> 9 & 1) && (c >> 19 & 1) &&
            __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b >> 29 & 1);
        known = k;
    }
    return k;
}
#endif

// Compresses one block with the fastest code this CPU runs.
static void sha256_compress(uint32_t *hs, const uint8_t *p) {
#ifdef NP_SHA_NI
    if (sha_ni_usable()) {
        sha256_block_ni(hs, p);
        return;
    }
#endif
    sha256_block(hs, p);
}

// Compresses one SHA-1 block with the fastest code this CPU runs.
static void sha1_compress(uint32_t *hs, const uint8_t *p) {
#ifdef NP_SHA_NI
    if (sha_ni_usable()) {
        sha1_block_ni(hs, p);
        return;
    }
#endif
    sha1_block(hs, p);
}

// A block function of SHA-1 or SHA-256: compresses one 64-byte block into the hash words.
typedef void BlockFn(uint32_t *hs, const uint8_t *p);

// Feeds [n] bytes at [p] into the state ([h], [*len] bytes so far, the partial block [buf]) of
// SHA-1 or SHA-256, whose padding and block size are the same.
static void md_update(uint32_t *h, uint64_t *len, uint8_t buf[64], const uint8_t *p, size_t n,
                      BlockFn *compress) {
    size_t have = (size_t)(*len % 64);
    *len += n;
    if (have) {
        size_t take = 64 - have < n ? 64 - have : n;
        memcpy(buf + have, p, take);
        p += take, n -= take;
        if (have + take < 64) return;
        compress(h, buf);
    }
    for (; n >= 64; p += 64, n -= 64) compress(h, p);
    memcpy(buf, p, n);
}

// Writes the digest ([nwords] big-endian hash words) of the state to [out], padding it in place
// (callers pass a copy).
static void md_final(uint32_t *h, uint64_t len, uint8_t buf[64], uint8_t *out, int nwords,
                     BlockFn *compress) {
    size_t have = (size_t)(len % 64);
    uint64_t bits = len * 8;
    buf[have++] = 0x80;
    if (have > 56) {
        memset(buf + have, 0, 64 - have);
        compress(h, buf);
        have = 0;
    }
    memset(buf + have, 0, 56 - have);
    for (int i = 0; i < 8; i++) buf[56 + i] = (uint8_t)(bits >> (56 - 8 * i));
    compress(h, buf);
    for (int i = 0; i < nwords; i++) {
        out[4 * i] = (uint8_t)(h[i] >> 24);
        out[4 * i + 1] = (uint8_t)(h[i] >> 16);
        out[4 * i + 2] = (uint8_t)(h[i] >> 8);
        out[4 * i + 3] = (uint8_t)h[i];
    }
}

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
    case ALG_MD5: MD5Update(&ctx->md5, p, n); break;
    case ALG_SHA1: md_update(ctx->sha1.h, &ctx->sha1.len, ctx->sha1.buf, p, n, sha1_compress); break;
    case ALG_SHA224:
    case ALG_SHA256:
        md_update(ctx->s256.h, &ctx->s256.len, ctx->s256.buf, p, n, sha256_compress);
        break;
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
    // Zeroed, so the state bytes hold nothing from the C stack.
    memset(&ctx, 0, h->ctx_size);
    switch (h->alg) {
    case ALG_MD5: MD5Init(&ctx.md5); break;
    case ALG_SHA1: memcpy(ctx.sha1.h, sha1_iv, sizeof sha1_iv); break;
    case ALG_SHA224: memcpy(ctx.s256.h, sha224_iv, sizeof sha224_iv); break;
    case ALG_SHA256: memcpy(ctx.s256.h, sha256_iv, sizeof sha256_iv); break;
    case ALG_SHA384: SHA384Init(&ctx.sha2); break;
    case ALG_SHA512: SHA512Init(&ctx.sha2); break;
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

// _final(name, state): the digest bytes (the state itself is not changed: Final works on a copy).
static bool hl_final(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_final", kw) || !np_args_count(vm, "_final", argc, 2, 2)) return false;
    const HashInfo *h = hash_lookup(vm, argv[0]);
    HashCtx ctx;
    if (!h || !hash_state(vm, h, argv[1], &ctx)) return false;
    uint8_t digest[SHA512_DIGEST_LENGTH];
    switch (h->alg) {
    case ALG_MD5: MD5Final(digest, &ctx.md5); break;
    case ALG_SHA1: md_final(ctx.sha1.h, ctx.sha1.len, ctx.sha1.buf, digest, 5, sha1_compress); break;
    case ALG_SHA224:
    case ALG_SHA256: md_final(ctx.s256.h, ctx.s256.len, ctx.s256.buf, digest, 8, sha256_compress); break;
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
