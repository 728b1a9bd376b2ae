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

#include "np_interp.h"
#include "np_lib.h"

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

// Seeds the state from an array of 32-bit words (init_by_array, as CPython's random_seed).
static void mt_init_by_array(NpList *s, const uint32_t *key, size_t klen) {
    mt_init_genrand(s, 19650218U);
    size_t i = 1, j = 0;
    for (size_t k = (MT_N > klen ? MT_N : klen); k; k--) {
        uint32_t prev = mt_get(s, (int)i - 1);
        uint32_t w = (mt_get(s, (int)i) ^ ((prev ^ (prev >> 30)) * 1664525U)) + key[j] + (uint32_t)j;
        mt_set(s, (int)i, w);
        i++;
        j++;
        if (i >= MT_N) {
            mt_set(s, 0, mt_get(s, MT_N - 1));
            i = 1;
        }
        if (j >= klen) j = 0;
    }
    for (size_t k = MT_N - 1; k; k--) {
        uint32_t prev = mt_get(s, (int)i - 1);
        uint32_t w = (mt_get(s, (int)i) ^ ((prev ^ (prev >> 30)) * 1566083941U)) - (uint32_t)i;
        mt_set(s, (int)i, w);
        i++;
        if (i >= MT_N) {
            mt_set(s, 0, mt_get(s, MT_N - 1));
            i = 1;
        }
    }
    mt_set(s, 0, 0x80000000U);
    mt_set(s, MT_N, MT_N);
}

// The next 32-bit output (genrand_uint32), regenerating the 624 words when they are used up.
static uint32_t mt_next(NpList *s) {
    static const uint32_t mag01[2] = {0x0U, MT_MATRIX_A};
    int64_t idx = s->items[MT_N].u.i;
    if (idx < 0 || idx >= MT_N) {
        int kk;
        uint32_t y;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (mt_get(s, kk) & MT_UPPER_MASK) | (mt_get(s, kk + 1) & MT_LOWER_MASK);
            mt_set(s, kk, mt_get(s, kk + MT_M) ^ (y >> 1) ^ mag01[y & 0x1U]);
        }
        for (; kk < MT_N - 1; kk++) {
            y = (mt_get(s, kk) & MT_UPPER_MASK) | (mt_get(s, kk + 1) & MT_LOWER_MASK);
            mt_set(s, kk, mt_get(s, kk + (MT_M - MT_N)) ^ (y >> 1) ^ mag01[y & 0x1U]);
        }
        y = (mt_get(s, MT_N - 1) & MT_UPPER_MASK) | (mt_get(s, 0) & MT_LOWER_MASK);
        mt_set(s, MT_N - 1, mt_get(s, MT_M - 1) ^ (y >> 1) ^ mag01[y & 0x1U]);
        idx = 0;
    }
    uint32_t y = mt_get(s, (int)idx);
    s->items[MT_N] = np_int(idx + 1);
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
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

// _mt_seed(state, n): CPython's seeding for an int: abs(n) split into 32-bit words, least
// significant first (a zero seed is the single word 0).
static bool rnd_seed(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    NpList *s = state_arg(vm, argc, argv, 2);
    if (!s) return false;
    if (!nplib_is_int(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "seed must be an int, not %s",
                         np_type_name(vm, argv[1]));
    mpz_t z;
    mpz_init(z);
    np_int_to_mpz(argv[1], z);
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
