/*
 * np_lib_random.c - the `random` module: CPython's Mersenne Twister (MT19937) core in C, and
 * the Random class with CPython's algorithms (randrange, choice, shuffle, sample, choices,
 * gauss, ...) in Nearly Python (stdlib/np_lib_random.py).
 *
 * The generator state of a Random instance is a list of 625 ints in its `_mt` attribute (624
 * state words, then the index of the next word), so it needs no new object layout. The natives
 * here only check the list's length: any other tampering yields other numbers, never unsafe
 * memory access. Unseeded generators never read ambient entropy (see _default_seed).
 */
#include <math.h>
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"
#include "np_strbuild.h"

#define MT_N 624
#define MT_M 397
#define MT_MATRIX_A 0x9908b0dfU
#define MT_UPPER_MASK 0x80000000U
#define MT_LOWER_MASK 0x7fffffffU

// Returns the state list in argv[0] after checking its shape ("invalid state" otherwise).
static NpList *state_arg(NpVM *vm, int argc, NpValue *argv, int nargs) {
    if (argc != nargs || !NP_IS_LIST(argv[0]) || NP_AS_LIST(argv[0])->n != MT_N + 1) {
        np_raisef(vm, NP_TYPE_VALUEERROR, "invalid state");
        return NULL;
    }
    return NP_AS_LIST(argv[0]);
}

// Word [i] of the state (masked to 32 bits whatever the list holds).
static inline uint32_t mt_get(NpList *s, int i) { return (uint32_t)s->items[i].u.i; }

static inline void mt_set(NpList *s, int i, uint32_t w) { s->items[i] = np_int((int64_t)w); }

// Seeds the state from one 32-bit word (init_genrand of the reference implementation).
static void mt_init_genrand(NpList *s, uint32_t seed) {
    uint32_t prev = seed;
    mt_set(s, 0, prev);
    for (int i = 1; i < MT_N; i++) {
        prev = 1812433253U * (prev ^ (prev >> 30)) + (uint32_t)i;
        mt_set(s, i, prev);
    }
    mt_set(s, MT_N, MT_N);
}

// The walk position after [pos] in init_by_array's passes over words 1..623: past the end it
// copies word 623 into word 0 and starts again at 1.
static int mt_step(NpList *s, int pos) {
    if (++pos < MT_N) return pos;
    mt_set(s, 0, mt_get(s, MT_N - 1));
    return 1;
}

// Seeds the state from [klen] >= 1 key words (MT19937's init_by_array, which CPython's seeding
// uses): from the state init_genrand(19650218) gives, a first pass of max(624, klen) steps folds
// key word j plus j (j cycling over the key) into each word together with its predecessor, a
// second pass of 623 steps mixes again and subtracts the position; word 0 then keeps only its
// top bit, so the state is never all zero.
static void mt_init_by_array(NpList *s, const uint32_t *key, size_t klen) {
    mt_init_genrand(s, 19650218U);
    int pos = 1;
    size_t steps = klen > MT_N ? klen : MT_N;
    for (size_t k = 0; k < steps; k++) {
        size_t j = k % klen;
        uint32_t before = mt_get(s, pos - 1);
        uint32_t mixed = mt_get(s, pos) ^ ((before ^ (before >> 30)) * 1664525U);
        mt_set(s, pos, mixed + key[j] + (uint32_t)j);
        pos = mt_step(s, pos);
    }
    for (int k = 0; k < MT_N - 1; k++) {
        uint32_t before = mt_get(s, pos - 1);
        uint32_t mixed = mt_get(s, pos) ^ ((before ^ (before >> 30)) * 1566083941U);
        mt_set(s, pos, mixed - (uint32_t)pos);
        pos = mt_step(s, pos);
    }
    mt_set(s, 0, 0x80000000U);
    mt_set(s, MT_N, MT_N);
}

// One step of MT19937's recurrence: word [i] becomes word [far] xor the twist of (top bit of
// word i | low 31 bits of word [next]).
static inline void mt_twist_word(NpList *s, int i, int next, int far) {
    uint32_t pair = (mt_get(s, i) & MT_UPPER_MASK) | (mt_get(s, next) & MT_LOWER_MASK);
    uint32_t twisted = (pair >> 1) ^ ((pair & 1U) ? MT_MATRIX_A : 0U);
    mt_set(s, i, mt_get(s, far) ^ twisted);
}

// Regenerates the 624 words in place: word i from words i + 1 and i + 397 (indices modulo 624),
// going up from 0, so a step reads old words past i and new ones before it, as the recurrence
// asks. The loops are split where the two indices wrap, so no step computes a modulo.
static void mt_twist(NpList *s) {
    int i = 0;
    for (; i < MT_N - MT_M; i++) mt_twist_word(s, i, i + 1, i + MT_M);
    for (; i < MT_N - 1; i++) mt_twist_word(s, i, i + 1, i + MT_M - MT_N);
    mt_twist_word(s, MT_N - 1, 0, MT_M - 1);
}

// MT19937's output tempering of one state word.
static inline uint32_t mt_temper(uint32_t y) {
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    return y ^ (y >> 18);
}

// The next 32-bit output, regenerating the words when all 624 have been used.
static uint32_t mt_next(NpList *s) {
    int64_t idx = s->items[MT_N].u.i;
    if (idx < 0 || idx >= MT_N) {
        mt_twist(s);
        idx = 0;
    }
    s->items[MT_N] = np_int(idx + 1);
    return mt_temper(mt_get(s, (int)idx));
}

// _mt_new(): a fresh, unseeded state list.
static bool rnd_new(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_mt_new", kw) || !np_args_count(vm, "_mt_new", argc, 0, 0))
        return false;
    NpList *l = np_list_new(vm, MT_N + 1);
    if (!l) return false;
    for (int i = 0; i <= MT_N; i++) l->items[i] = np_int(0);
    l->n = MT_N + 1;
    mt_init_genrand(l, 5489U);
    *out = np_obj(&l->hdr);
    return true;
}

/* ---- SHA-512 (FIPS 180-4), for CPython's version-2 seeding of str seeds */

// The 80 round constants of SHA-512 (FIPS 180-4 section 4.2.3): the first 64 bits of the
// fractional parts of the cube roots of the first 80 primes.
static const uint64_t SHA512_K[80] = {
    0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL, 0xb5c0fbcfec4d3b2fULL, 0xe9b5dba58189dbbcULL,
    0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL, 0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL,
    0xd807aa98a3030242ULL, 0x12835b0145706fbeULL, 0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
    0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL, 0x9bdc06a725c71235ULL, 0xc19bf174cf692694ULL,
    0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL, 0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL,
    0x2de92c6f592b0275ULL, 0x4a7484aa6ea6e483ULL, 0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
    0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL, 0xb00327c898fb213fULL, 0xbf597fc7beef0ee4ULL,
    0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL, 0x06ca6351e003826fULL, 0x142929670a0e6e70ULL,
    0x27b70a8546d22ffcULL, 0x2e1b21385c26c926ULL, 0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
    0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL, 0x81c2c92e47edaee6ULL, 0x92722c851482353bULL,
    0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL, 0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL,
    0xd192e819d6ef5218ULL, 0xd69906245565a910ULL, 0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
    0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL, 0x2748774cdf8eeb99ULL, 0x34b0bcb5e19b48a8ULL,
    0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL, 0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL,
    0x748f82ee5defb2fcULL, 0x78a5636f43172f60ULL, 0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
    0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL, 0xbef9a3f7b2c67915ULL, 0xc67178f2e372532bULL,
    0xca273eceea26619cULL, 0xd186b8c721c0c207ULL, 0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL,
    0x06f067aa72176fbaULL, 0x0a637dc5a2c898a6ULL, 0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
    0x28db77f523047d84ULL, 0x32caab7b40c72493ULL, 0x3c9ebe0a15c9bebcULL, 0x431d67c49c100d4cULL,
    0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL, 0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL};

static uint64_t rotr64(uint64_t x, int n) { return (x >> n) | (x << (64 - n)); }

// Runs the SHA-512 compression function on one 128-byte block [p], updating [h].
static void sha512_block(uint64_t h[8], const unsigned char *p) {
    uint64_t w[80], v[8];
    for (int t = 0; t < 16; t++) {
        w[t] = 0;
        for (int k = 0; k < 8; k++) w[t] = (w[t] << 8) | p[t * 8 + k];
    }
    for (int t = 16; t < 80; t++) {
        uint64_t s0 = rotr64(w[t - 15], 1) ^ rotr64(w[t - 15], 8) ^ (w[t - 15] >> 7);
        uint64_t s1 = rotr64(w[t - 2], 19) ^ rotr64(w[t - 2], 61) ^ (w[t - 2] >> 6);
        w[t] = w[t - 16] + s0 + w[t - 7] + s1;
    }
    memcpy(v, h, sizeof v);
    for (int t = 0; t < 80; t++) {
        uint64_t S1 = rotr64(v[4], 14) ^ rotr64(v[4], 18) ^ rotr64(v[4], 41);
        uint64_t ch = (v[4] & v[5]) ^ (~v[4] & v[6]);
        uint64_t t1 = v[7] + S1 + ch + SHA512_K[t] + w[t];
        uint64_t S0 = rotr64(v[0], 28) ^ rotr64(v[0], 34) ^ rotr64(v[0], 39);
        uint64_t maj = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]);
        uint64_t t2 = S0 + maj;
        memmove(v + 1, v, 7 * sizeof v[0]);
        v[4] += t1;
        v[0] = t1 + t2;
    }
    for (int k = 0; k < 8; k++) h[k] += v[k];
}

// Writes the 64-byte SHA-512 digest of the [n] bytes at [data] to [out].
static void sha512(const unsigned char *data, size_t n, unsigned char out[64]) {
    uint64_t h[8] = {0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
                     0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
                     0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL};
    size_t full = n / 128 * 128;
    for (size_t i = 0; i < full; i += 128) sha512_block(h, data + i);
    unsigned char tail[256] = {0};
    size_t rest = n - full;
    memcpy(tail, data + full, rest);
    tail[rest] = 0x80;
    size_t tlen = rest + 1 + 16 <= 128 ? 128 : 256;
    uint64_t bits = (uint64_t)n * 8;  // The 128-bit length's high half is 0 for any real input.
    for (int k = 0; k < 8; k++) tail[tlen - 1 - k] = (unsigned char)(bits >> (8 * k));
    for (size_t i = 0; i < tlen; i += 128) sha512_block(h, tail + i);
    for (int k = 0; k < 64; k++) out[k] = (unsigned char)(h[k / 8] >> (56 - 8 * (k % 8)));
}

// The int CPython's random.seed (version 2) makes of a str or bytes seed: its bytes ([len] at
// [data], UTF-8 for a str) followed by their SHA-512 digest, read big-endian. Charges the
// budget for the hashing first.
static bool bytes_seed_int(NpVM *vm, const void *data, size_t len, mpz_t z) {
    if (!np_budget_charge(vm, (int64_t)(len / 128 + 1))) return false;
    if (!np_mem_charge(vm, len + 64)) return false;
    unsigned char *buf = np_mem_realloc(vm, NULL, 0, len + 64);
    np_mem_uncharge(vm, len + 64);
    if (!buf) return false;
    memcpy(buf, data, len);
    sha512(buf, len, buf + len);
    mpz_import(z, len + 64, 1, 1, 0, 0, buf);
    np_mem_realloc(vm, buf, len + 64, 0);
    return true;
}

// _mt_seed(state, n): CPython's seeding for an int: abs(n) split into 32-bit words, least
// significant first (a zero seed is the single word 0); a str or bytes seed is first made an
// int as CPython's version-2 seeding does (bytes_seed_int).
static bool rnd_seed(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    NpList *s = state_arg(vm, argc, argv, 2);
    if (!s) return false;
    if (!nplib_is_int(argv[1]) && !NP_IS_STR(argv[1]) && !NP_IS_BYTES(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "seed must be an int, str or bytes, not %s",
                         np_type_name(vm, argv[1]));
    mpz_t z;
    mpz_init(z);
    if (NP_IS_STR(argv[1]) || NP_IS_BYTES(argv[1])) {
        bool ok = NP_IS_STR(argv[1])
                      ? bytes_seed_int(vm, NP_AS_STR(argv[1])->data, NP_AS_STR(argv[1])->len, z)
                      : bytes_seed_int(vm, NP_AS_BYTES(argv[1])->data, NP_AS_BYTES(argv[1])->len, z);
        if (!ok) {
            mpz_clear(z);
            return false;
        }
    } else {
        np_int_to_mpz(argv[1], z);
    }
    mpz_abs(z, z);
    size_t bits = mpz_sizeinbase(z, 2);
    size_t nwords = mpz_sgn(z) == 0 ? 1 : (bits + 31) / 32;
    uint32_t *key = np_mem_realloc(vm, NULL, 0, nwords * sizeof *key);
    if (!key) {
        mpz_clear(z);
        return false;
    }
    key[0] = 0;
    size_t count = 0;
    mpz_export(key, &count, -1, sizeof *key, 0, 0, z);
    mpz_clear(z);
    mt_init_by_array(s, key, nwords);
    np_mem_realloc(vm, key, nwords * sizeof *key, 0);
    *out = np_none();
    return true;
}

// _mt_random(state): a float in [0, 1) with 53 random bits (CPython's random_random).
static bool rnd_random(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    NpList *s = state_arg(vm, argc, argv, 1);
    if (!s) return false;
    uint32_t a = mt_next(s) >> 5, b = mt_next(s) >> 6;
    *out = np_float((a * 67108864.0 + b) * (1.0 / 9007199254740992.0));
    return true;
}

// The state list of Random instance [self]: its first attribute when that is `_mt` holding a
// state-shaped list (Random.__init__ sets it first), else `self._mt` read as Python reads it.
// NULL with the exception set (AttributeError, or ValueError "invalid state").
static NpList *self_state(NpVM *vm, NpValue self) {
    NpValue v = np_undef();
    if (NP_IS_KIND(self, OBJ_INSTANCE)) {
        NpDict *a = ((NpInstance *)NP_AS_OBJ(self))->dict;
        if (a && a->nentries > 0 && !(a->hdr.flags & NP_DICT_OWNED_STRS)) {
            NpValue k = a->entries[0].key;
            // (The three bytes tested inline: a memcmp call was ~18 instructions a call.)
            const char *kd = NP_IS_STR(k) && NP_AS_STR(k)->len == 3 ? NP_AS_STR(k)->data : NULL;
            if (kd && kd[0] == '_' && kd[1] == 'm' && kd[2] == 't')
                v = a->entries[0].value;
        }
    }
    if (NP_IS_UNDEF(v)) {
        NpStr *name = np_intern_cstr(vm, "_mt");
        if (!name || !np_getattr(vm, self, name, &v)) return NULL;
    }
    return state_arg(vm, 1, &v, 1);
}

// Random.random(self), installed on the Python class by _install_random: CPython's random() of
// the instance's state without a Python frame (random.random() and rng.random() are the hottest
// calls of simulations).
static bool rnd_m_random(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (argc < 1)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "unbound method random() needs an argument");
    if (argc != 1 || (kw && kw->n))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "Random.random() takes no arguments (%d given)",
                         argc - 1 + (kw ? (int)kw->n : 0));
    NpList *s = self_state(vm, argv[0]);
    if (!s) return false;
    uint32_t a = mt_next(s) >> 5, b = mt_next(s) >> 6;
    *out = np_float((a * 67108864.0 + b) * (1.0 / 9007199254740992.0));
    return true;
}

// _install_random(cls): puts the native random() method on class Random (random.py calls it
// right after the class statement).
static bool rnd_install(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    static const NpMethodDef defs[] = {{"random", rnd_m_random, 0}, {NULL, NULL, 0}};
    if (argc != 1 || kw || !NP_IS_TYPE(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_install_random() takes a class");
    if (!nplib_add_methods(vm, NP_AS_TYPE(argv[0]), defs)) return false;
    *out = np_none();
    return true;
}

// _mt_getrandbits(state, k): an int of k random bits; words are filled least significant
// first and the last one keeps its top bits, as CPython's _random_Random_getrandbits_impl.
static bool rnd_getrandbits(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    NpList *s = state_arg(vm, argc, argv, 2);
    if (!s) return false;
    int64_t k;
    if (!nplib_is_int(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object cannot be interpreted as an integer",
                         np_type_name(vm, argv[1]));
    if (!nplib_as_ssize(vm, argv[1], &k)) return false;
    if (k < 0) return np_raisef(vm, NP_TYPE_VALUEERROR, "number of bits must be non-negative");
    if (k <= 32) {
        *out = np_int(k == 0 ? 0 : (int64_t)(mt_next(s) >> (32 - k)));
        return true;
    }
    size_t nwords = (size_t)((k - 1) / 32 + 1);
    if (!np_mem_charge(vm, nwords * 4)) return false;
    if (!np_budget_charge(vm, (int64_t)(nwords / 64))) {
        np_mem_uncharge(vm, nwords * 4);
        return false;
    }
    uint32_t *words = np_mem_realloc(vm, NULL, 0, nwords * sizeof *words);
    np_mem_uncharge(vm, nwords * 4);
    if (!words) return false;
    int64_t left = k;
    for (size_t i = 0; i < nwords; i++, left -= 32) {
        uint32_t r = mt_next(s);
        if (left < 32) r >>= (32 - left);
        words[i] = r;
    }
    mpz_t z;
    mpz_init(z);
    mpz_import(z, nwords, -1, sizeof *words, 0, 0, words);
    np_mem_realloc(vm, words, nwords * sizeof *words, 0);
    bool ok = np_int_from_mpz(vm, z, out);
    mpz_clear(z);
    return ok;
}

// CPython's _randbelow_with_getrandbits for 0 < n < 2**63: getrandbits(n.bit_length()) drawn
// until the draw is below n (the same words consumed, so the same numbers and state after).
static uint64_t mt_below(NpList *s, uint64_t n) {
    int k = 64 - __builtin_clzll(n);
    uint64_t r;
    do {
        if (k <= 32) {
            r = mt_next(s) >> (32 - k);
        } else {  // two words, the low one first; the high one keeps its top k - 32 bits
            uint64_t lo = mt_next(s);
            r = lo | ((uint64_t)(mt_next(s) >> (64 - k)) << 32);
        }
    } while (r >= n);
    return r;
}

// _mt_shuffle(state, x): Random.shuffle of an exact list [x] in place, CPython's loop (for i
// from len(x) - 1 down to 1, swap x[i] with x[_randbelow(i + 1)]) in C; one budget unit per
// item. No Python code runs, so the list cannot change meanwhile. Returns None.
static bool rnd_shuffle(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    NpList *s = state_arg(vm, argc, argv, 2);
    if (!s) return false;
    if (!NP_IS_LIST(argv[1]) || NP_OBJ(argv[1])->type != vm->types[NP_TYPE_LIST])
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_mt_shuffle() needs a list");
    NpList *x = NP_AS_LIST(argv[1]);
    if (!np_budget_charge(vm, (int64_t)x->n)) return false;
    for (size_t i = x->n; i > 1; i--) {
        size_t j = (size_t)mt_below(s, i);
        NpValue t = x->items[i - 1];
        x->items[i - 1] = x->items[j];
        x->items[j] = t;
    }
    *out = np_none();
    return true;
}

// _mt_randbelow(state, n): CPython's _randbelow_with_getrandbits for an unboxed int 0 < n:
// draws getrandbits(n.bit_length()) until the draw is below n, so the numbers (and the state
// afterwards) are the ones CPython gives. None for any other n: random.py loops itself.
static bool rnd_randbelow(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    NpList *s = state_arg(vm, argc, argv, 2);
    if (!s) return false;
    if (!NP_IS_INT(argv[1]) || argv[1].u.i <= 0) {
        *out = np_none();
        return true;
    }
    *out = np_int((int64_t)mt_below(s, (uint64_t)argv[1].u.i));
    return true;
}

// _default_seed(): the seed of an unseeded generator. Nearly never reads ambient entropy: until
// a host grants the 'entropy' capability (vm->entropy_seed), every unseeded generator starts
// from the same fixed seed (0), so unseeded programs are deterministic.
static bool rnd_default_seed(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_default_seed", kw) || !np_args_count(vm, "_default_seed", argc, 0, 0))
        return false;
    if (vm->has_entropy) {
        mpz_t z;
        mpz_init_set_ui(z, (unsigned long)vm->entropy_seed);
        bool ok = np_int_from_mpz(vm, z, out);
        mpz_clear(z);
        return ok;
    }
    *out = np_int(0);
    return true;
}

// _entropy_seed(who): the one entropy check of uuid and secrets (installed into their globals
// by nplib_entropy_module_init). Returns the seed the host drew for this VM when the policy
// grants the 'entropy' capability (vm->has_entropy, recomputed on every grant or revoke), else
// raises RuntimeError naming [who], the feature that needed it.
static bool rnd_entropy_seed(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_entropy_seed", kw) || !np_args_count(vm, "_entropy_seed", argc, 1, 1))
        return false;
    if (!NP_IS_STR(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_entropy_seed() takes a str");
    if (!vm->has_entropy)
        return np_raisef(vm, NP_TYPE_RUNTIMEERROR,
                         "%s needs the 'entropy' capability, which this program was not granted",
                         NP_AS_STR(argv[0])->data);
    mpz_t z;
    mpz_init_set_ui(z, (unsigned long)vm->entropy_seed);
    bool ok = np_int_from_mpz(vm, z, out);
    mpz_clear(z);
    return ok;
}

bool nplib_entropy_module_init(NpVM *vm, NpModuleObj *mod, const char *src, const char *file) {
    NpNative *f = np_native_new(vm, "_entropy_seed", rnd_entropy_seed, NULL);
    NpStr *key = np_intern_cstr(vm, "_entropy_seed");
    if (!f || !key || !np_dict_set_str(vm, mod->globals, key, np_obj(&f->hdr))) return false;
    return nplib_exec_source(vm, mod, src, file);
}

static const char random_src[] =
#include "np_lib_random_py.h"
    ;

// Module init: the natives go into the module first, then the Python part uses them.
static bool random_init(NpVM *vm, NpModuleObj *mod) {
    static const struct {
        const char *name;
        NpNativeFn fn;
    } natives[] = {
        {"_mt_new", rnd_new},
        {"_mt_seed", rnd_seed},
        {"_mt_random", rnd_random},
        {"_mt_getrandbits", rnd_getrandbits},
        {"_mt_randbelow", rnd_randbelow},
        {"_mt_shuffle", rnd_shuffle},
        {"_install_random", rnd_install},
        {"_default_seed", rnd_default_seed},
    };
    for (size_t i = 0; i < sizeof natives / sizeof natives[0]; i++) {
        NpNative *f = np_native_new(vm, natives[i].name, natives[i].fn, NULL);
        NpStr *key = np_intern_cstr(vm, natives[i].name);
        if (!f || !key || !np_dict_set_str(vm, mod->globals, key, np_obj(&f->hdr))) return false;
    }
    return nplib_exec_source(vm, mod, random_src, "random.py");
}

bool nplib_register_random(NpVM *vm) { return npvm_register_module(vm, "random", random_init); }
