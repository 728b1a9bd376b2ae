/*
 * np_lib_decimal.c - the native core of the `decimal` module. Decimal itself is the Nearly
 * Python class of stdlib/np_lib_decimal.py (slots _sign, _int, _exp; contexts with flags and
 * traps); this file replaces its hot methods (__init__, + - * / and their reflections,
 * comparisons, __hash__, __str__/__repr__, quantize, unary - + abs, __bool__, __format__,
 * __float__, __int__/__trunc__, __round__) by natives that compute the same results the
 * Python methods compute, in 128-bit integers or with GMP.
 *
 * A native handles only the common case: operands that are exact Decimals or ints with at most
 * DEC_MAX_DIGITS digits and small exponents, a current context with prec <= DEC_MAX_PREC, and a
 * result whose conditions (Clamped, Inexact, Rounded) are not trapped. For anything else
 * (floats, subclasses, overflow, subnormals, trapped signals, bad arguments) it calls the
 * method's Python version, kept in Decimal.__np_env__ by the module's source, with the same
 * arguments, so exceptions, messages and flags are always the Python code's. The flags a native
 * result raises are set in the context exactly as the Python code sets them.
 *
 * The 128-bit fast path (coefficients below 2**63, results of up to 38 digits) does constant
 * work and uses no GMP. The GMP path charges the budget as vm/np_int.c charges big-int
 * arithmetic, n * (1 + log2 n) for the n limbs of its operands; its bounds keep every temporary
 * below a few KiB, so GMP never fails to allocate.
 */
#include <gmp.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"
#include "np_strbuild.h"

static const char decimal_src[] =
#include "np_lib_decimal_py.h"
    ;

// The most digits a native accepts in an operand's coefficient, and the largest context
// precision it works with; bigger ones take the Python code.
#define DEC_MAX_DIGITS 1000
#define DEC_MAX_PREC 1000
// Room for the digits of any coefficient a native accepts (DEC_MAX_DIGITS / 19 limbs hold up to
// 1002 digits) with its sign, point, zeros and exponent.
#define DEC_BUF (DEC_MAX_DIGITS + 128)
// Exponents, Emin and Emax beyond this magnitude take the Python code (no int64 overflow).
#define DEC_MAX_EXP ((int64_t)1 << 52)

// The items of the tuple Decimal.__np_env__ (set by np_lib_decimal.py): the Decimal class, the
// list holding the current context, the signal classes the natives may raise, the tuple of
// attribute names below, the tuple of the Python methods (SL_*) the natives fall back to, and
// dec_construct's cache of the last parsed str (ENV_PARSED).
enum { ENV_CLS, ENV_CURRENT, ENV_CLAMPED, ENV_INEXACT, ENV_ROUNDED, ENV_NAMES, ENV_SLOW, ENV_PARSED,
       ENV_N };
// The items of the list ENV_PARSED (made by _np_install): the last str dec_construct parsed
// and its sign, coefficient and exponent, so a constant like Decimal("0.05") in a loop is parsed
// once; then dec_env's context cache (CC_*, ctx_cached). The list keeps the strs alive, so the
// same address is the same str.
enum { PC_STR, PC_SIGN, PC_C, PC_EXP, CC_VERSION, CC_PREC, CC_ROUNDING, CC_EMIN, CC_EMAX,
       CC_CLAMP, CC_MODE, PC_N };
// The names in the ENV_NAMES tuple (the same order); the eight rounding names (R_* order) from
// NM_ROUND on.
enum { NM_SIGN, NM_INT, NM_EXP, NM_PREC, NM_ROUNDING, NM_EMIN, NM_EMAX, NM_CLAMP, NM_CAPITALS,
       NM_FLAGS, NM_TRAPS, NM_D, NM_NPENV, NM_ROUND, NM_N = NM_ROUND + 8 };
// The Python methods in the ENV_SLOW tuple (the same order as np_lib_decimal.py's _SLOW).
enum { SL_INIT, SL_ADD, SL_RADD, SL_SUB, SL_RSUB, SL_MUL, SL_RMUL, SL_TRUEDIV, SL_RTRUEDIV,
       SL_EQ, SL_NE, SL_LT, SL_LE, SL_GT, SL_GE, SL_HASH, SL_STR, SL_REPR, SL_QUANTIZE, SL_NEG,
       SL_POS, SL_ABS, SL_BOOL, SL_FORMAT, SL_FLOAT, SL_INT,
       SL_ROUND, SL_N };

// Condition bits a native result raises, in the order the Python code raises them.
enum { C_CLAMPED = 1, C_INEXACT = 2, C_ROUNDED = 4 };

// Rounding modes (the context's rounding string).
enum { R_DOWN, R_HALF_UP, R_HALF_EVEN, R_CEILING, R_FLOOR, R_UP, R_HALF_DOWN, R_05UP };

// A finite decimal: (-1)**sign * c * 10**exp. [c] is initialized by dec_init.
typedef struct Dec {
    int sign;
    mpz_t c;
    int64_t exp;
} Dec;

// The environment of one native call: the module's __np_env__ items and the context's fields.
typedef struct DecEnv {
    NpVM *vm;
    const NpValue *env;     // Decimal.__np_env__'s items
    const NpValue *nv;      // ENV_NAMES's items (strs unless a script replaced __np_env__)
    NpValue ctx;            // the context (an instance of Context)
    NpDict *ctx_attrs;      // its attribute dict
    int64_t prec, emin, emax;
    int rounding, clamp;
    unsigned cond;  // C_* bits raised so far
} DecEnv;

// A per-thread pool of mpz temporaries the GMP path borrows (tmp_get) and gives back
// (tmp_put), so an operation reuses limb buffers instead of paying GMP's malloc, realloc and
// free for each temporary (~22% of mortgage_schedule's time before). The memory is still GMP's
// own (its allocation functions, unchanged); the pool only keeps a few small buffers alive.
// Per thread rather than static: several VMs may run on different threads of one process, and
// a native runs on one thread. The slots are interchangeable, so gets and puts need only
// balance, not nest: a nested operation (a finalizer run by an allocation in dec_make) takes
// slots above those its caller holds and gives back as many before the caller resumes. When
// the SCRATCH_N slots are out, tmp_get falls back to mpz_init (counted in [over]) and the next
// puts clear. A buffer that grew past SCRATCH_KEEP limbs is freed on its return, so one huge
// operand does not pin memory; a thread-exit destructor (pthread key) frees the rest.
#define SCRATCH_N 16
#define SCRATCH_KEEP 16
typedef struct Scratch {
    int top;   // slots [0, top) are lent out; [top, SCRATCH_N) hold initialized mpz
    int over;  // temporaries lent by mpz_init while the slots were all out
    bool ready;
    mpz_t z[SCRATCH_N];
} Scratch;
static _Thread_local Scratch scratch;
static pthread_key_t scratch_key;
static pthread_once_t scratch_once = PTHREAD_ONCE_INIT;

// The thread-exit destructor: frees the pooled buffers (all are back by then).
static void scratch_free(void *p) {
    Scratch *s = p;
    for (int k = s->top; k < SCRATCH_N; k++) mpz_clear(s->z[k]);
    s->top = SCRATCH_N;  // nothing left to lend: later gets (none expected) use mpz_init
    s->ready = true;
}

static void scratch_key_make(void) {
    if (pthread_key_create(&scratch_key, scratch_free) != 0) scratch_key = (pthread_key_t)-1;
}

// First use on a thread: initializes the slots and registers the destructor.
static __attribute__((noinline)) void scratch_setup(Scratch *s) {
    for (int k = 0; k < SCRATCH_N; k++) mpz_init(s->z[k]);
    s->top = 0;
    s->over = 0;
    s->ready = true;
    pthread_once(&scratch_once, scratch_key_make);
    if (scratch_key != (pthread_key_t)-1) pthread_setspecific(scratch_key, s);
}

// Lends an mpz holding 0 into [z] (in place of mpz_init).
static inline void tmp_get(mpz_t z) {
    Scratch *s = &scratch;
    if (__builtin_expect(!s->ready, 0)) scratch_setup(s);
    if (s->top < SCRATCH_N) {
        z[0] = s->z[s->top++][0];
        mpz_set_ui(z, 0);
    } else {
        s->over++;
        mpz_init(z);
    }
}

// Gives back an mpz lent by tmp_get (in place of mpz_clear); [z] must not be used after.
static inline void tmp_put(mpz_t z) {
    Scratch *s = &scratch;
    if (s->over > 0) {
        s->over--;
        mpz_clear(z);
        return;
    }
    s->top--;
    if (z->_mp_alloc > SCRATCH_KEEP) {
        mpz_clear(z);
        mpz_init(s->z[s->top]);
    } else {
        s->z[s->top][0] = z[0];
    }
}

static void dec_init(Dec *d) { tmp_get(d->c); d->sign = 0; d->exp = 0; }
static void dec_clear(Dec *d) { tmp_put(d->c); }

// Powers of ten that fit in 64 bits.
static const uint64_t pow10_u64[20] = {
    1ULL, 10ULL, 100ULL, 1000ULL, 10000ULL, 100000ULL, 1000000ULL, 10000000ULL, 100000000ULL,
    1000000000ULL, 10000000000ULL, 100000000000ULL, 1000000000000ULL, 10000000000000ULL,
    100000000000000ULL, 1000000000000000ULL, 10000000000000000ULL, 100000000000000000ULL,
    1000000000000000000ULL, 10000000000000000000ULL};

// The number of decimal digits of [v] (1 for zero) without a loop: the bit length times
// log10(2) (1233 / 4096, at most 19 here) is the digit count or one less, which one comparison settles.
static inline int nd64(uint64_t v) {
    int bits = 64 - __builtin_clzll(v | 1);
    int n = (bits * 1233) >> 12;
    n += v >= pow10_u64[n];
    return n ? n : 1;
}

// The powers of ten 10**0 .. 10**POW10_MAX as GMP limbs, so the GMP path's digit counts,
// roundings and shifts of coefficients up to POW10_MAX + 1 digits (a product of two 100-digit
// coefficients fits) read 10**k instead of computing it with mpz_ui_pow_ui and freeing it: that
// was a third of a Decimal multiply or divide at prec 28. Filled once per process under
// pthread_once (static storage, no allocation) and read-only after.
#define POW10_MAX 200
#define POW10_LIMBS (POW10_MAX / 19 + 2)
static mp_limb_t pow10_limb[POW10_MAX + 1][POW10_LIMBS];
static mp_size_t pow10_size[POW10_MAX + 1];
static pthread_once_t pow10_once = PTHREAD_ONCE_INIT;

// Fills pow10_limb: each power is the one before times ten (mpn_mul_1 and its carry limb).
static void pow10_fill(void) {
    pow10_limb[0][0] = 1;
    pow10_size[0] = 1;
    for (int k = 1; k <= POW10_MAX; k++) {
        mp_size_t n = pow10_size[k - 1];
        mp_limb_t carry = mpn_mul_1(pow10_limb[k], pow10_limb[k - 1], n, 10);
        if (carry) pow10_limb[k][n++] = carry;
        pow10_size[k] = n;
    }
}

// Sets [p] to a read-only view of 10**k from the table (k <= POW10_MAX): [p] must not be
// written, and needs no mpz_clear.
static inline void pow10_view(mpz_t p, int64_t k) {
    pthread_once(&pow10_once, pow10_fill);
    mpz_roinit_n(p, pow10_limb[k], pow10_size[k]);
}

typedef unsigned __int128 u128;
static int64_t nd128(u128 v);
_Static_assert(GMP_LIMB_BITS == 64, "dec_ndigits reads two 64-bit limbs as a u128");

// The number of decimal digits of |z| (1 for zero), exactly: values of at most two limbs (the
// 20- to 38-digit coefficients of prec-28 work) count in u128 without mpz_sizeinbase.
static int64_t dec_ndigits(const mpz_t z) {
    if (mpz_size(z) <= 2)
        return nd128((u128)mpz_getlimbn(z, 0) | (u128)mpz_getlimbn(z, 1) << 64);
    size_t n = mpz_sizeinbase(z, 10);  // exact or one too many
    mpz_t p;
    if (n - 1 <= POW10_MAX) {
        pow10_view(p, (int64_t)n - 1);
        return mpz_cmpabs(z, p) < 0 ? (int64_t)n - 1 : (int64_t)n;
    }
    mpz_init(p);
    mpz_ui_pow_ui(p, 10, (unsigned long)(n - 1));
    int64_t r = mpz_cmpabs(z, p) < 0 ? (int64_t)n - 1 : (int64_t)n;
    mpz_clear(p);
    return r;
}

// z *= 10**k (k >= 0).
static void dec_shift_up(mpz_t z, int64_t k) {
    if (k <= 0) return;
    if (k < 20) {
        mpz_mul_ui(z, z, pow10_u64[k]);
        return;
    }
    mpz_t p;
    if (k <= POW10_MAX) {
        pow10_view(p, k);
        mpz_mul(z, z, p);
        return;
    }
    mpz_init(p);
    mpz_ui_pow_ui(p, 10, (unsigned long)k);
    mpz_mul(z, z, p);
    mpz_clear(p);
}

/* ---------------------------------------------------------------- reading values */

// The entry position each name has in the attribute dicts that Decimal's and Context's
// constructors fill (the order of their first stores), or -1: dec_get reads it there first.
static const int8_t dec_name_pos[NM_N] = {0, 1, 2, 0, 1, 2, 3, 5, 4, 7, 6, 0, -1,
                                           -1, -1, -1, -1, -1, -1, -1, -1};
// The names of the ENV_NAMES tuple (the NM_* order); _np_install interns them.
static const char *const dec_names[NM_N] = {"_sign", "_int", "_exp", "prec", "rounding", "Emin",
                                            "Emax", "clamp", "capitals", "flags", "traps", "_d",
                                            "__np_env__",
                                            "ROUND_DOWN", "ROUND_HALF_UP", "ROUND_HALF_EVEN",
                                            "ROUND_CEILING", "ROUND_FLOOR", "ROUND_UP",
                                            "ROUND_HALF_DOWN", "ROUND_05UP"};

// Attribute [name] (NM_*) of the attribute dict [d], UNDEF when missing: read straight from the
// entry where the constructors put it when the key there is that interned name, else looked up.
static inline NpValue dec_get(NpDict *d, const DecEnv *e, int name) {
    size_t k = (size_t)dec_name_pos[name];
    NpValue key = e->nv[name];
    if (k < d->nentries && NP_IS_OBJ(key) && NP_IS_OBJ(d->entries[k].key) &&
        NP_AS_OBJ(d->entries[k].key) == NP_AS_OBJ(key) && !(d->hdr.flags & NP_DICT_OWNED_STRS))
        return d->entries[k].value;
    return NP_IS_STR(key) ? np_dict_get_str(d, NP_AS_STR(key)) : np_undef();
}

// Stores the values [vals] of _sign, _int and _exp into the attribute dict [d] of a new
// Decimal (appended where dec_get looks first). False with an exception pending.
static bool dec_store_values(NpVM *vm, const DecEnv *e, NpDict *d, const NpValue vals[3]) {
    for (int k = 0; k < 3; k++) {
        NpValue key = e->nv[NM_SIGN + k];
        if (!NP_IS_STR(key))
            return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "decimal: Decimal.__np_env__ is damaged");
        if (np_dict_append_str_quick(vm, d, NP_AS_STR(key), vals[k]) < 0 &&
            !np_dict_set_str(vm, d, NP_AS_STR(key), vals[k]))
            return false;
    }
    return true;
}

// dec_store_values of int fields.
static bool dec_store(NpVM *vm, const DecEnv *e, NpDict *d, int sign, NpValue c, int64_t exp) {
    NpValue vals[3] = {np_int(sign), c, np_int(exp)};
    return dec_store_values(vm, e, d, vals);
}

// dec_base_type past its fast test: the first env along t's MRO that _np_install made (a
// subclass's, or a class whose dict got entries after it; a tuple a script put under the name
// in a class body is skipped).
static __attribute__((noinline)) bool dec_base_slow(NpVM *vm, NpType *t, DecEnv *e) {
    NpStr *key = np_intern(vm, "__np_env__", 10);
    if (!key) {
        np_exc_clear(vm);
        return false;
    }
    for (size_t k = 0; t->mro && k < t->mro->n; k++) {
        NpDict *d = NP_AS_TYPE(t->mro->items[k])->dict;
        NpValue v = d ? np_dict_get_str(d, key) : np_undef();
        if (NP_IS_TUPLE(v) && (NP_AS_OBJ(v)->flags & NP_TUPLE_DEC_ENV)) {
            e->env = NP_AS_TUPLE(v)->items;
            e->nv = NP_AS_TUPLE(e->env[ENV_NAMES])->items;
            return true;
        }
    }
    return false;
}

// Finds the env tuple Decimal.__np_env__ of class [t] into e->env and its names into e->nv:
// false when it is missing or malformed. _np_install adds it as the last entry of Decimal's
// dict, flagged as checked: found there with one pointer test of its key (ENV_NAMES holds the
// interned name) while no other class attribute has been added since.
static inline __attribute__((always_inline)) bool dec_base_type(NpVM *vm, NpType *t, DecEnv *e) {
    e->vm = vm;
    e->cond = 0;
    e->env = NULL;
    NpDict *cd = t->dict;
    if (cd && cd->nentries > 0) {
        const NpDictEntry *last = &cd->entries[cd->nentries - 1];
        NpValue v = last->value;
        if (NP_IS_TUPLE(v) && (NP_AS_OBJ(v)->flags & NP_TUPLE_DEC_ENV)) {
            const NpValue *items = NP_AS_TUPLE(v)->items;
            const NpValue *nv = NP_AS_TUPLE(items[ENV_NAMES])->items;
            if (NP_IS_OBJ(last->key) && NP_AS_OBJ(last->key) == NP_AS_OBJ(nv[NM_NPENV])) {
                e->nv = nv;
                e->env = items;
                return true;
            }
        }
    }
    return dec_base_slow(vm, t, e);
}

// dec_base_type for the class of [self]. Inlined: an out-of-line call cost about 39
// instructions (saves, restores, stores) of the ~140 every native Decimal operation spent
// reaching its context.
static inline __attribute__((always_inline)) bool dec_base(NpVM *vm, NpValue self, DecEnv *e) {
    e->vm = vm;
    e->env = NULL;
    return NP_IS_OBJ(self) && dec_base_type(vm, NP_OBJ(self)->type, e);
}

// True when [v] is an instance of exactly the env's Decimal class.
static inline bool dec_is(const DecEnv *e, NpValue v) {
    return NP_IS_KIND(v, OBJ_INSTANCE) && NP_IS_OBJ(e->env[ENV_CLS]) &&
           NP_OBJ(v)->type == (NpType *)NP_AS_OBJ(e->env[ENV_CLS]);
}

// A Decimal the natives made (NP_INST_PACKED): its fields are C integers after the instance
// struct, 64 bytes in all (one pool class below 72: a 32-bit exponent and sign) against about
// 280 for an instance with its attribute dict, and no dict entries to append, read or trace.
// Python code reads the fields as attributes through Decimal.__getattr__ (dn_unpack), which
// gives the instance its dict; from then on the dict holds them (a Python store could change
// it) and the natives read the dict. A result whose exponent needs more than 32 bits gets the
// dict at once (dec_packable).
typedef struct DecPacked {
    NpInstance inst;
    int64_t c;     // the coefficient, 0 <= c <= INT64_MAX
    int32_t exp;   // the exponent, within +-DEC_PACK_MAX_EXP
    int32_t sign;  // 0 or 1
} DecPacked;
// The largest exponent magnitude a packed Decimal holds (beyond it the natives still compute,
// up to DEC_MAX_EXP, and the result keeps its fields in its dict).
#define DEC_PACK_MAX_EXP INT32_MAX
_Static_assert(sizeof(DecPacked) == 64, "a packed Decimal is one 64-byte pool block");

// The payload of exact Decimal [v] when it has one and still no attribute dict, else NULL.
static inline const DecPacked *dec_packed(NpValue v) {
    const NpInstance *o = (const NpInstance *)NP_AS_OBJ(v);
    return (o->hdr.flags & NP_INST_PACKED) && !o->dict ? (const DecPacked *)o : NULL;
}

// A new packed Decimal (exact class of the env) holding sign, coefficient [c] and [exp] into
// *out. The caller checked the ranges DecPacked documents.
static bool dec_new_packed(const DecEnv *e, int sign, int64_t c, int64_t exp, NpValue *out) {
    DecPacked *p = (DecPacked *)np_alloc_obj_uninit(e->vm, sizeof(DecPacked), OBJ_INSTANCE,
                                                    (NpType *)NP_AS_OBJ(e->env[ENV_CLS]));
    if (!p) return false;
    p->inst.hdr.flags = NP_INST_PACKED;
    p->inst.dict = NULL;
    p->inst.proof_epoch = 0;
    p->inst.proof_version = 0;
    p->c = c;
    p->exp = (int32_t)exp;
    p->sign = sign;
    *out = np_obj(&p->inst.hdr);
    return true;
}

// Whether a result with these fields fits a packed Decimal.
static inline bool dec_packable(int sign, int64_t c, int64_t exp) {
    return (sign == 0 || sign == 1) && c >= 0 && exp <= DEC_PACK_MAX_EXP &&
           exp >= -DEC_PACK_MAX_EXP;
}

// True when int value [v] (small, bool or an exact big int) has at most DEC_MAX_DIGITS digits;
// its value goes to [z].
static bool dec_int_value(NpVM *vm, NpValue v, mpz_t z) {
    if (NP_IS_INT(v) || NP_IS_BOOL(v)) {
        mpz_set_si(z, v.u.i);
        return true;
    }
    if (!NP_IS_BIGINT(v) || NP_OBJ(v)->type != vm->types[NP_TYPE_INT]) return false;
    if (mpz_size(NP_AS_BIGINT(v)->z) > DEC_MAX_DIGITS / 19) return false;
    mpz_set(z, NP_AS_BIGINT(v)->z);
    return true;
}

// Reads [v] into [d] when it is a Decimal (exact class) or an int the natives handle: 1, else 0.
static int dec_read(const DecEnv *e, NpValue v, Dec *d) {
    if (!dec_is(e, v)) {
        if (!dec_int_value(e->vm, v, d->c)) return 0;
        d->sign = mpz_sgn(d->c) < 0;
        mpz_abs(d->c, d->c);
        d->exp = 0;
        return 1;
    }
    const DecPacked *p = dec_packed(v);
    if (p) {
        mpz_set_si(d->c, p->c);
        d->sign = (int)p->sign;
        d->exp = p->exp;
        return 1;
    }
    NpDict *a = ((NpInstance *)NP_AS_OBJ(v))->dict;
    if (!a) return 0;
    NpValue s = dec_get(a, e, NM_SIGN);
    NpValue c = dec_get(a, e, NM_INT);
    NpValue x = dec_get(a, e, NM_EXP);
    if (!NP_IS_INT(s) || (s.u.i != 0 && s.u.i != 1) || !NP_IS_INT(x) ||
        x.u.i > DEC_MAX_EXP || x.u.i < -DEC_MAX_EXP || !dec_int_value(e->vm, c, d->c) ||
        mpz_sgn(d->c) < 0)
        return 0;
    d->sign = (int)s.u.i;
    d->exp = x.u.i;
    return 1;
}

// An int attribute [name] of the context within [lo, hi] into *out: false when it is not one.
static bool ctx_int(const DecEnv *e, NpDict *a, int name, int64_t lo, int64_t hi, int64_t *out) {
    NpValue v = dec_get(a, e, name);
    if (!NP_IS_INT(v) || v.u.i < lo || v.u.i > hi) return false;
    *out = v.u.i;
    return true;
}

// The rounding mode named by str [v], or -1: the interned name itself (the module's ROUND_*
// constants) is known by its address, any other str by its bytes.
static inline __attribute__((always_inline)) int dec_rounding(const DecEnv *e, NpValue v) {
    static const char *const names[] = {"ROUND_DOWN", "ROUND_HALF_UP", "ROUND_HALF_EVEN",
                                        "ROUND_CEILING", "ROUND_FLOOR", "ROUND_UP",
                                        "ROUND_HALF_DOWN", "ROUND_05UP"};
    if (!NP_IS_STR(v)) return -1;
    const NpStr *s = NP_AS_STR(v);
    // Every call of a native reads the context's rounding: the length and the seventh letter
    // pick the only name it can be, so one memcmp decides (not eight).
    int k;
    switch (s->len) {
    case 8: k = R_UP; break;
    case 10: k = s->data[6] == '0' ? R_05UP : R_DOWN; break;
    case 11: k = R_FLOOR; break;
    case 13: k = s->data[6] == 'H' ? R_HALF_UP : R_CEILING; break;
    case 15: k = s->data[11] == 'E' ? R_HALF_EVEN : R_HALF_DOWN; break;
    default: return -1;
    }
    if (NP_AS_OBJ(e->nv[NM_ROUND + k]) == &s->hdr) return k;
    return memcmp(s->data, names[k], s->len) == 0 ? k : -1;
}

// True when entry [en]'s key is the interned name [name] (an item of ENV_NAMES).
static inline bool ctx_key(const NpDictEntry *en, NpValue name) {
    return en->key.tag == NP_T_OBJ && en->key.u.o == name.u.o;
}

// dec_env's reading of the context's attribute dict [a] when Context.__init__'s stores put
// prec, rounding, Emin, Emax and clamp at entries 0, 1, 2, 3 and 5 (dec_name_pos), with the
// key tests of dec_get done once for the dict: 1 when the fields are in e, 0 when the natives
// cannot take them, -1 when the dict has another layout (dec_env reads it name by name).
static inline int ctx_fast(DecEnv *e, NpDict *a) {
    const NpDictEntry *en = a->entries;
    const NpValue *nv = e->nv;
    if (a->nentries < 6 || (a->hdr.flags & NP_DICT_OWNED_STRS) || !ctx_key(&en[0], nv[NM_PREC]) ||
        !ctx_key(&en[1], nv[NM_ROUNDING]) || !ctx_key(&en[2], nv[NM_EMIN]) ||
        !ctx_key(&en[3], nv[NM_EMAX]) || !ctx_key(&en[5], nv[NM_CLAMP]))
        return -1;
    NpValue p = en[0].value, lo = en[2].value, hi = en[3].value, cl = en[5].value;
    if (!NP_IS_INT(p) || !NP_IS_INT(lo) || !NP_IS_INT(hi) || !NP_IS_INT(cl) || p.u.i < 1 ||
        p.u.i > DEC_MAX_PREC || lo.u.i < -DEC_MAX_EXP || lo.u.i > 0 || hi.u.i < 0 ||
        hi.u.i > DEC_MAX_EXP || cl.u.i < 0 || cl.u.i > 1)
        return 0;
    e->prec = p.u.i;
    e->emin = lo.u.i;
    e->emax = hi.u.i;
    e->clamp = (int)cl.u.i;
    e->rounding = dec_rounding(e, en[1].value);
    return e->rounding >= 0;
}

// Whether [a] and [b] are the same value as `is` sees it: the same tag and the same bits.
static inline bool same_bits(NpValue a, NpValue b) { return a.tag == b.tag && a.u.i == b.u.i; }

// dec_env's context cache, kept in the ENV_PARSED list: the version of the context's attribute
// dict when ctx_fast last read it, the five raw values it read (prec, rounding, Emin, Emax,
// clamp at entries 0, 1, 2, 3, 5) and the rounding mode it found. Dict versions come from the
// VM's one counter and change on every insertion or deletion (the only changes that move or
// rekey entries), so the same version is the same dict with the same keys where ctx_fast found
// them; a store that replaces a value keeps the version, so the values are compared too, bit for
// bit (the same str object is the same rounding name: the list keeps it alive). A hit sets the
// fields ctx_fast would set without its key, type and range tests: true. Costs one compare per
// field instead of ctx_fast's ~100 instructions.
static inline bool ctx_cached(DecEnv *e, NpDict *a) {
    const NpList *cc = NP_AS_LIST(e->env[ENV_PARSED]);
    const NpValue *c = cc->items;
    const NpDictEntry *en = a->entries;
    if (cc->n != PC_N || !NP_IS_INT(c[CC_VERSION]) || (uint64_t)c[CC_VERSION].u.i != a->version ||
        a->nentries < 6 || !same_bits(en[0].value, c[CC_PREC]) ||
        !same_bits(en[1].value, c[CC_ROUNDING]) || !same_bits(en[2].value, c[CC_EMIN]) ||
        !same_bits(en[3].value, c[CC_EMAX]) || !same_bits(en[5].value, c[CC_CLAMP]))
        return false;
    e->prec = en[0].value.u.i;
    e->emin = en[2].value.u.i;
    e->emax = en[3].value.u.i;
    e->clamp = (int)en[5].value.u.i;
    e->rounding = (int)c[CC_MODE].u.i;
    return true;
}

// Remembers in the context cache what ctx_fast just read successfully from dict [a].
static void ctx_remember(const DecEnv *e, const NpDict *a) {
    NpList *cc = NP_AS_LIST(e->env[ENV_PARSED]);
    if (cc->n != PC_N || a->version > (uint64_t)INT64_MAX) return;
    NpValue *c = cc->items;
    const NpDictEntry *en = a->entries;
    c[CC_VERSION] = np_int((int64_t)a->version);
    c[CC_PREC] = en[0].value;
    c[CC_ROUNDING] = en[1].value;
    c[CC_EMIN] = en[2].value;
    c[CC_EMAX] = en[3].value;
    c[CC_CLAMP] = en[5].value;
    c[CC_MODE] = np_int(e->rounding);
}

// dec_env past its cache: reads the context's dict [a] (e->ctx_attrs) field by field and
// remembers what ctx_fast read. Out of line, so that the hit path keeps no registers to save.
static __attribute__((noinline)) bool dec_env_slow(DecEnv *e, NpDict *a) {
    int r = ctx_fast(e, a);
    if (r > 0) ctx_remember(e, a);
    if (r >= 0) return r;
    int64_t clamp;
    if (!ctx_int(e, a, NM_PREC, 1, DEC_MAX_PREC, &e->prec) ||
        !ctx_int(e, a, NM_EMIN, -DEC_MAX_EXP, 0, &e->emin) ||
        !ctx_int(e, a, NM_EMAX, 0, DEC_MAX_EXP, &e->emax) ||
        !ctx_int(e, a, NM_CLAMP, 0, 1, &clamp))
        return false;
    e->clamp = (int)clamp;
    e->rounding = dec_rounding(e, dec_get(a, e, NM_ROUNDING));
    return e->rounding >= 0;
}

// Fills [e] for a call on [self] with context [ctx] (UNDEF: the current one). False when the
// natives cannot handle it (the caller takes the Python code). Inlined into its few callers
// with the cache test (ctx_cached), the slow reading out of line: on a hit this costs about 40
// instructions where one out-of-line dec_env with dec_base cost about 140.
static inline __attribute__((always_inline)) bool dec_env(NpVM *vm, NpValue self, NpValue ctx,
                                                          DecEnv *e) {
    if (!dec_base(vm, self, e)) return false;
    // (The list is the module's _current: a script could empty it.)
    if (NP_IS_UNDEF(ctx) && NP_AS_LIST(e->env[ENV_CURRENT])->n < 1) return false;
    e->ctx = NP_IS_UNDEF(ctx) ? NP_AS_LIST(e->env[ENV_CURRENT])->items[0] : ctx;
    if (!NP_IS_KIND(e->ctx, OBJ_INSTANCE)) return false;
    NpDict *a = e->ctx_attrs = ((NpInstance *)NP_AS_OBJ(e->ctx))->dict;
    if (!a) return false;
    if (ctx_cached(e, a)) return true;
    return dec_env_slow(e, a);
}

// The dict _d of the context's _SignalDict attribute [name] (flags or traps), or NULL. Inlined
// into dec_signal (two calls per signalling operation).
static inline __attribute__((always_inline)) NpDict *ctx_signals(const DecEnv *e, int name) {
    NpValue sd = dec_get(e->ctx_attrs, e, name);
    if (!NP_IS_KIND(sd, OBJ_INSTANCE)) return NULL;
    NpDict *sa = ((NpInstance *)NP_AS_OBJ(sd))->dict;
    NpValue d = sa ? dec_get(sa, e, NM_D) : np_undef();
    return NP_IS_DICT(d) ? NP_AS_DICT(d) : NULL;
}

// Sets the flags of the conditions in e->cond, as the Python code's context._raise does: 1 when
// done, 0 when one of them is trapped (nothing set: the Python code redoes the operation and
// raises), -1 on error.
// The entry of dict [d] whose key is the object [key] itself, or NULL (also for a dict whose
// values need disowning on reads). A signal class is a key compared by identity, so the entry
// holding that very object is the one np_dict_get would find; the _SignalDicts hold about ten
// entries, so this scan costs less than hashing the class (~150 instructions per lookup).
// [hint] is the entry _SignalDict's constructor gives the class (its place in _SIGNALS), tested
// first: a deleted entry's key is UNDEF, so an entry holding [key] there is its only one.
static inline NpDictEntry *sig_entry(NpDict *d, NpValue key, size_t hint) {
    if (!NP_IS_OBJ(key) || (d->hdr.flags & NP_DICT_OWNED_STRS) || d->nentries > 16) return NULL;
    if (hint < d->nentries && d->entries[hint].key.tag == NP_T_OBJ &&
        d->entries[hint].key.u.o == key.u.o)
        return &d->entries[hint];
    for (size_t i = 0; i < d->nentries; i++)
        if (d->entries[i].key.tag == NP_T_OBJ && d->entries[i].key.u.o == key.u.o)
            return &d->entries[i];
    return NULL;
}

static int dec_signal(DecEnv *e) {
    if (!e->cond) return 1;
    NpDict *flags = ctx_signals(e, NM_FLAGS), *traps = ctx_signals(e, NM_TRAPS);
    if (!flags || !traps) return 0;
    static const int bits[3] = {C_CLAMPED, C_INEXACT, C_ROUNDED};
    static const int cls[3] = {ENV_CLAMPED, ENV_INEXACT, ENV_ROUNDED};
    // (The places of Clamped, Inexact and Rounded in np_lib_decimal.py's _SIGNALS.)
    static const size_t pos[3] = {0, 2, 4};
    for (int k = 0; k < 3; k++) {
        if (!(e->cond & bits[k])) continue;
        NpValue t;
        bool found = true;
        const NpDictEntry *en = sig_entry(traps, e->env[cls[k]], pos[k]);
        if (en) t = en->value;
        else if (!np_dict_get(e->vm, traps, e->env[cls[k]], &t, &found)) return -1;
        if (!found || !NP_IS_BOOL(t) || t.u.i) return 0;
    }
    for (int k = 0; k < 3; k++) {
        if (!(e->cond & bits[k])) continue;
        // (Replacing an existing entry's value is all np_dict_set does for a present key of a
        // dict that is no class dict.)
        NpDictEntry *en = sig_entry(flags, e->env[cls[k]], pos[k]);
        if (en && !(flags->hdr.flags & NP_DICT_CLASS)) en->value = np_bool(true);
        else if (!np_dict_set(e->vm, flags, e->env[cls[k]], np_bool(true))) return -1;
    }
    return 1;
}

/* ---------------------------------------------------------------- arithmetic */

// Drops the last [ndrop] (> 0) digits of c: kept = c // 10**ndrop goes to [kept]; *up tells
// whether the rounding adds one to it, *inexact whether a nonzero digit was dropped (the Python
// code's _round_increment).
static void dec_round(mpz_t kept, const mpz_t c, int64_t ndrop, int sign, int rounding, bool *up,
                      bool *inexact) {
    int cmp;  // 2 * rest against 10**ndrop
    if (ndrop > dec_ndigits(c) + 1) {
        // Everything is dropped and the rest is below half.
        *inexact = mpz_sgn(c) != 0;
        mpz_set_ui(kept, 0);
        cmp = -1;
    } else {
        mpz_t p, rest;
        bool viewed = ndrop <= POW10_MAX;
        if (viewed) {
            pow10_view(p, ndrop);
        } else {
            mpz_init(p);
            mpz_ui_pow_ui(p, 10, (unsigned long)ndrop);
        }
        tmp_get(rest);
        mpz_tdiv_qr(kept, rest, c, p);
        *inexact = mpz_sgn(rest) != 0;
        mpz_mul_2exp(rest, rest, 1);
        cmp = mpz_cmp(rest, p);
        if (!viewed) mpz_clear(p);
        tmp_put(rest);
    }
    if (!*inexact) {
        *up = false;
        return;
    }
    switch (rounding) {
    case R_DOWN: *up = false; break;
    case R_UP: *up = true; break;
    case R_CEILING: *up = sign == 0; break;
    case R_FLOOR: *up = sign == 1; break;
    case R_HALF_UP: *up = cmp >= 0; break;
    case R_HALF_DOWN: *up = cmp > 0; break;
    case R_HALF_EVEN: *up = cmp > 0 || (cmp == 0 && mpz_odd_p(kept)); break;
    default: {
        unsigned long last = mpz_fdiv_ui(kept, 10);
        *up = last == 0 || last == 5;
    }
    }
}

// Rounds [d] in place to the context (the Python code's _fix): 1, or 0 when the result needs
// the Python code (overflow, subnormal, clamping of a nonzero number).
static int dec_fix(DecEnv *e, Dec *d) {
    int64_t etiny = e->emin - e->prec + 1, etop = e->emax - e->prec + 1;
    if (mpz_sgn(d->c) == 0) {
        int64_t exp_max = e->clamp ? etop : e->emax;
        int64_t x = d->exp < etiny ? etiny : d->exp;
        if (x > exp_max) x = exp_max;
        if (x != d->exp) {
            e->cond |= C_CLAMPED;
            d->exp = x;
        }
        return 1;
    }
    int64_t n = dec_ndigits(d->c);
    int64_t exp_min = n + d->exp - e->prec;
    if (exp_min > etop || exp_min < etiny) return 0;
    if (d->exp < exp_min) {
        bool up, inexact;
        mpz_t kept;
        tmp_get(kept);
        dec_round(kept, d->c, exp_min - d->exp, d->sign, e->rounding, &up, &inexact);
        if (up) {
            mpz_add_ui(kept, kept, 1);
            if (dec_ndigits(kept) > e->prec) {
                mpz_tdiv_q_ui(kept, kept, 10);
                exp_min++;
            }
        }
        mpz_swap(kept, d->c);
        tmp_put(kept);
        if (exp_min > etop) return 0;
        d->exp = exp_min;
        e->cond |= (inexact ? C_INEXACT : 0) | C_ROUNDED;
        return 1;
    }
    if (e->clamp == 1 && d->exp > etop) return 0;
    return 1;
}

// [d] given exponent [exp] exactly (the Python code's _rescale): padded, or rounded with
// [rounding]; *inexact tells whether nonzero digits were dropped. The caller bounds the padding.
static void dec_rescale(Dec *d, int64_t exp, int rounding, bool *inexact) {
    *inexact = false;
    if (mpz_sgn(d->c) == 0) {
        d->exp = exp;
        return;
    }
    if (d->exp >= exp) {
        dec_shift_up(d->c, d->exp - exp);
        d->exp = exp;
        return;
    }
    bool up;
    mpz_t kept;
    tmp_get(kept);
    dec_round(kept, d->c, exp - d->exp, d->sign, rounding, &up, inexact);
    if (up) mpz_add_ui(kept, kept, 1);
    mpz_swap(kept, d->c);
    tmp_put(kept);
    d->exp = exp;
}

// r = a + b rounded to the context (the Python code's _add); [a] and [b] are consumed (their
// values may change). 1, or 0 for the Python code.
static int dec_add(DecEnv *e, Dec *a, Dec *b, Dec *r) {
    bool az = mpz_sgn(a->c) == 0, bz = mpz_sgn(b->c) == 0, inexact;
    if (az && bz) {
        r->sign = a->sign < b->sign ? a->sign : b->sign;
        if (e->rounding == R_FLOOR && a->sign != b->sign) r->sign = 1;
        mpz_set_ui(r->c, 0);
        r->exp = a->exp < b->exp ? a->exp : b->exp;
        return dec_fix(e, r);
    }
    if (az || bz) {
        Dec *z = az ? a : b, *o = az ? b : a;
        int64_t lo = z->exp < o->exp ? z->exp : o->exp;
        int64_t exp = lo > o->exp - e->prec - 1 ? lo : o->exp - e->prec - 1;
        dec_rescale(o, exp, e->rounding, &inexact);
        r->sign = o->sign;
        mpz_swap(r->c, o->c);
        r->exp = o->exp;
        return dec_fix(e, r);
    }
    if (a->exp < b->exp) {
        Dec *t = a;
        a = b;
        b = t;
    }
    int64_t a_len = dec_ndigits(a->c);
    int64_t lim = a_len - e->prec - 2;
    int64_t exp = a->exp + (lim < -1 ? lim : -1);
    if (dec_ndigits(b->c) + b->exp - 1 < exp) {
        mpz_set_ui(b->c, 1);
        b->exp = exp;
    }
    dec_shift_up(a->c, a->exp - b->exp);
    if (a->sign) mpz_neg(a->c, a->c);
    if (b->sign) mpz_neg(b->c, b->c);
    mpz_add(r->c, a->c, b->c);
    r->exp = b->exp;
    if (mpz_sgn(r->c) == 0) {
        r->sign = e->rounding == R_FLOOR;
        return dec_fix(e, r);
    }
    r->sign = mpz_sgn(r->c) < 0;
    mpz_abs(r->c, r->c);
    return dec_fix(e, r);
}

// r = a * b rounded to the context (the Python code's _mul).
static int dec_mul(DecEnv *e, const Dec *a, const Dec *b, Dec *r) {
    r->sign = a->sign ^ b->sign;
    mpz_mul(r->c, a->c, b->c);
    r->exp = a->exp + b->exp;
    return dec_fix(e, r);
}

// r = a / b rounded to the context (the Python code's _truediv); 0 for a zero divisor.
static int dec_div(DecEnv *e, const Dec *a, const Dec *b, Dec *r) {
    r->sign = a->sign ^ b->sign;
    if (mpz_sgn(b->c) == 0) return 0;
    if (mpz_sgn(a->c) == 0) {
        mpz_set_ui(r->c, 0);
        r->exp = a->exp - b->exp;
        return dec_fix(e, r);
    }
    int64_t shift = dec_ndigits(b->c) - dec_ndigits(a->c) + e->prec + 1;
    int64_t exp = a->exp - b->exp - shift;
    mpz_t num, den, rem;
    tmp_get(num);
    tmp_get(den);
    tmp_get(rem);
    mpz_set(num, a->c);
    mpz_set(den, b->c);
    if (shift >= 0) dec_shift_up(num, shift);
    else dec_shift_up(den, -shift);
    mpz_tdiv_qr(r->c, rem, num, den);
    if (mpz_sgn(rem) != 0) {
        if (mpz_divisible_ui_p(r->c, 5)) mpz_add_ui(r->c, r->c, 1);
    } else {
        int64_t ideal = a->exp - b->exp;
        while (exp < ideal && mpz_divisible_ui_p(r->c, 10)) {
            mpz_divexact_ui(r->c, r->c, 10);
            exp++;
        }
    }
    tmp_put(num);
    tmp_put(den);
    tmp_put(rem);
    r->exp = exp;
    return dec_fix(e, r);
}

// -1, 0 or 1 for a against b, exactly (the Python code's _cmp).
static int dec_cmp(const Dec *a, const Dec *b) {
    bool az = mpz_sgn(a->c) == 0, bz = mpz_sgn(b->c) == 0;
    if (az && bz) return 0;
    if (bz) return a->sign ? -1 : 1;
    if (az) return b->sign ? 1 : -1;
    if (a->sign != b->sign) return a->sign ? -1 : 1;
    int flip = a->sign ? -1 : 1;
    int64_t na = dec_ndigits(a->c), nb = dec_ndigits(b->c);
    int64_t aa = a->exp + na - 1, ba = b->exp + nb - 1;
    if (aa != ba) return aa > ba ? flip : -flip;
    int c;
    if (a->exp == b->exp) {
        c = mpz_cmp(a->c, b->c);
    } else {
        mpz_t t;
        tmp_get(t);
        if (a->exp > b->exp) {
            mpz_set(t, a->c);
            dec_shift_up(t, a->exp - b->exp);
            c = mpz_cmp(t, b->c);
        } else {
            mpz_set(t, b->c);
            dec_shift_up(t, b->exp - a->exp);
            c = mpz_cmp(a->c, t);
        }
        tmp_put(t);
    }
    return c == 0 ? 0 : (c > 0 ? flip : -flip);
}

/* ---------------------------------------------------------------- results */

// A new Decimal holding [d] into *out.
static bool dec_make(DecEnv *e, const Dec *d, NpValue *out) {
    NpVM *vm = e->vm;
    if (mpz_fits_slong_p(d->c) && dec_packable(d->sign, mpz_get_si(d->c), d->exp))
        return dec_new_packed(e, d->sign, mpz_get_si(d->c), d->exp, out);
    NpValue c, inst;
    if (!np_int_from_mpz(vm, d->c, &c) || !np_push_root(vm, c)) return false;
    bool ok = np_instance_new(vm, (NpType *)NP_AS_OBJ(e->env[ENV_CLS]), &inst);
    if (ok && (ok = np_push_root(vm, inst))) {
        // The int and the instance stay rooted while the stores may grow the instance's dict.
        ok = dec_store(vm, e, ((NpInstance *)NP_AS_OBJ(inst))->dict, d->sign, c, d->exp);
        np_pop_roots(vm, 1);
    }
    np_pop_roots(vm, 1);
    *out = inst;
    return ok;
}

// Calls the Python version [which] (SL_*) of the method with the native's arguments.
static bool dec_slow(NpVM *vm, const NpValue *env, int which, int argc, NpValue *argv,
                     NpTuple *kw, NpValue *out) {
    if (!env) {
        DecEnv e;
        env = argc > 0 && dec_base(vm, argv[0], &e) ? e.env : NULL;
        if (!env) return np_raisef(vm, NP_TYPE_TYPEERROR, "decimal: a Decimal method needs a Decimal");
    }
    return np_call(vm, NP_AS_TUPLE(env[ENV_SLOW])->items[which], argc, argv, kw, out);
}

// Charges the budget for the GMP path's work on [a] and [b] (b may be NULL) as vm/np_int.c
// charges big-int arithmetic: n * (1 + log2 n) for their n limbs (a multiplication or division
// of both, and the powers of ten that align them), nothing below 4 limbs.
static bool dec_charge(NpVM *vm, const Dec *a, const Dec *b) {
    size_t limbs = mpz_size(a->c) + (b ? mpz_size(b->c) : 0);
    return limbs < 4 || np_budget_charge(vm, np_cost_nlogn(limbs));
}

// Signals e->cond and makes the result [r]: 1 done, 0 for the Python code, -1 error.
static int dec_finish(DecEnv *e, const Dec *r, NpValue *out) {
    int s = dec_signal(e);
    if (s <= 0) return s;
    return dec_make(e, r, out) ? 1 : -1;
}

/* ---------------------------------------------------------------- the 128-bit fast path */

// Most Decimals in programs (money, measurements) have coefficients below 2**63 and results of
// at most 38 digits: these compute in unsigned __int128 without GMP. Each function returns 1
// when done, 0 when the operands or result need the GMP path (which recomputes from scratch).
// A Decimal or int whose coefficient is a small int: (-1)**sign * c * 10**exp.
typedef struct Small {
    int sign;
    uint64_t c;
    int64_t exp;
} Small;

// A result on the fast path.
typedef struct Res {
    int sign;
    u128 c;
    int64_t exp;
} Res;

// 10**k for 0 <= k <= 38.
static u128 p10(int64_t k) {
    return k < 20 ? (u128)pow10_u64[k] : (u128)pow10_u64[19] * pow10_u64[k - 19];
}

// The number of decimal digits of [v] (1 for zero), as nd64 does it: the bit length times
// log10(2) (1233 / 4096; at most 38 for 128 bits, and 10**38 fits) is the count or one less.
static int64_t nd128(u128 v) {
    if ((v >> 64) == 0) return nd64((uint64_t)v);
    int bits = 128 - __builtin_clzll((uint64_t)(v >> 64));
    int64_t n = (bits * 1233) >> 12;
    return n + (v >= p10(n));
}

// Reads [v] into [s] when it is a Decimal (exact class) with a small coefficient or a small
// int: 1, else 0.
static inline __attribute__((always_inline)) int small_read(const DecEnv *e, NpValue v, Small *s) {
    if (!dec_is(e, v)) {
        if (!(NP_IS_INT(v) || NP_IS_BOOL(v)) || v.u.i == INT64_MIN) return 0;
        s->sign = v.u.i < 0;
        s->c = (uint64_t)(v.u.i < 0 ? -v.u.i : v.u.i);
        s->exp = 0;
        return 1;
    }
    const DecPacked *p = dec_packed(v);
    if (p) {
        s->sign = (int)p->sign;
        s->c = (uint64_t)p->c;
        s->exp = p->exp;
        return 1;
    }
    NpDict *a = ((NpInstance *)NP_AS_OBJ(v))->dict;
    if (!a) return 0;
    NpValue sg = dec_get(a, e, NM_SIGN);
    NpValue c = dec_get(a, e, NM_INT);
    NpValue x = dec_get(a, e, NM_EXP);
    if (!NP_IS_INT(sg) || (sg.u.i != 0 && sg.u.i != 1) || !NP_IS_INT(c) || c.u.i < 0 ||
        !NP_IS_INT(x) || x.u.i > DEC_MAX_EXP || x.u.i < -DEC_MAX_EXP)
        return 0;
    s->sign = (int)sg.u.i;
    s->c = (uint64_t)c.u.i;
    s->exp = x.u.i;
    return 1;
}

// dec_round for a 128-bit [c] of at most 38 digits.
static u128 small_round(u128 c, int64_t ndrop, int sign, int rounding, bool *up, bool *inexact) {
    u128 kept;
    int cmp;
    if (ndrop > nd128(c)) {
        kept = 0;
        *inexact = c != 0;
        cmp = -1;
    } else {
        u128 p = p10(ndrop), rest = c % p;
        kept = c / p;
        *inexact = rest != 0;
        cmp = 2 * rest < p ? -1 : 2 * rest > p ? 1 : 0;
    }
    if (!*inexact) {
        *up = false;
        return kept;
    }
    switch (rounding) {
    case R_DOWN: *up = false; break;
    case R_UP: *up = true; break;
    case R_CEILING: *up = sign == 0; break;
    case R_FLOOR: *up = sign == 1; break;
    case R_HALF_UP: *up = cmp >= 0; break;
    case R_HALF_DOWN: *up = cmp > 0; break;
    case R_HALF_EVEN: *up = cmp > 0 || (cmp == 0 && (kept & 1)); break;
    default: *up = kept % 10 == 0 || kept % 10 == 5;
    }
    return kept;
}

// dec_fix for a result of at most 38 digits (small_fix past its inlined common case).
static __attribute__((noinline)) int small_fix_slow(DecEnv *e, Res *r) {
    int64_t etiny = e->emin - e->prec + 1, etop = e->emax - e->prec + 1;
    if (r->c == 0) {
        int64_t exp_max = e->clamp ? etop : e->emax;
        int64_t x = r->exp < etiny ? etiny : r->exp;
        if (x > exp_max) x = exp_max;
        if (x != r->exp) {
            e->cond |= C_CLAMPED;
            r->exp = x;
        }
        return 1;
    }
    int64_t exp_min = nd128(r->c) + r->exp - e->prec;
    if (exp_min > etop || exp_min < etiny) return 0;
    if (r->exp < exp_min) {
        bool up, inexact;
        u128 kept = small_round(r->c, exp_min - r->exp, r->sign, e->rounding, &up, &inexact);
        if (up && nd128(++kept) > e->prec) {
            kept /= 10;
            exp_min++;
        }
        if (exp_min > etop) return 0;
        r->c = kept;
        r->exp = exp_min;
        e->cond |= (inexact ? C_INEXACT : 0) | C_ROUNDED;
        return 1;
    }
    return e->clamp == 1 && r->exp > etop ? 0 : 1;
}

// small_fix's common result, inlined into its callers (an out-of-line call cost ~20 of its ~45
// instructions): at most prec digits (nothing to round) and an exponent so far inside
// [Emin, Emax - 38] that any coefficient of up to 39 digits keeps the adjusted exponent in
// range (no subnormal, no overflow), and no clamping to do: nothing changes, no digit count.
// Anything else is small_fix_slow's.
static inline __attribute__((always_inline)) int small_fix(DecEnv *e, Res *r) {
    if (r->c != 0 && (r->c >> 64) == 0 && (e->prec >= 20 || (uint64_t)r->c < pow10_u64[e->prec]) &&
        r->exp >= e->emin && r->exp <= e->emax - 39 &&
        (!e->clamp || r->exp <= e->emax - e->prec + 1))
        return 1;
    return small_fix_slow(e, r);
}

// dec_add on the fast path ([b] already negated for a subtraction).
static int small_add(DecEnv *e, Small a, Small b, Res *r) {
    if (a.c == 0 && b.c == 0) {
        r->sign = a.sign < b.sign ? a.sign : b.sign;
        if (e->rounding == R_FLOOR && a.sign != b.sign) r->sign = 1;
        r->c = 0;
        r->exp = a.exp < b.exp ? a.exp : b.exp;
        return small_fix(e, r);
    }
    if (a.c == 0 || b.c == 0) {
        Small z = a.c == 0 ? a : b, o = a.c == 0 ? b : a;
        int64_t lo = z.exp < o.exp ? z.exp : o.exp;
        int64_t exp = lo > o.exp - e->prec - 1 ? lo : o.exp - e->prec - 1;
        if (nd128(o.c) + (o.exp - exp) > 38) return 0;
        r->sign = o.sign;
        r->c = (u128)o.c * p10(o.exp - exp);
        r->exp = exp;
        return small_fix(e, r);
    }
    if (a.exp < b.exp) {
        Small t = a;
        a = b;
        b = t;
    }
    u128 x = a.c, y = b.c;
    if (a.exp != b.exp) {
        int64_t lim = nd128(a.c) - e->prec - 2;
        int64_t exp = a.exp + (lim < -1 ? lim : -1);
        if (nd128(b.c) + b.exp - 1 < exp) {
            b.c = 1;
            b.exp = exp;
        }
        if (nd128(a.c) + (a.exp - b.exp) > 37) return 0;
        x = (u128)a.c * p10(a.exp - b.exp);
        y = b.c;
    }
    // (Equal exponents: the exact sum of two coefficients below 2**63 fits, and small_fix
    // rounds it once, as the shifted sum would be.)
    r->exp = b.exp;
    if (a.sign == b.sign) {
        r->c = x + y;
        r->sign = a.sign;
    } else if (x >= y) {
        r->c = x - y;
        r->sign = a.sign;
    } else {
        r->c = y - x;
        r->sign = b.sign;
    }
    if (r->c == 0) r->sign = e->rounding == R_FLOOR;
    return small_fix(e, r);
}

// dec_mul on the fast path.
static int small_mul(DecEnv *e, Small a, Small b, Res *r) {
    r->sign = a.sign ^ b.sign;
    r->c = (u128)a.c * b.c;
    r->exp = a.exp + b.exp;
    return small_fix(e, r);
}

// Drops the trailing zeros of [q], at most [max] (> 0) of them, adding their number to *exp:
// by 10**16, 8, 4, 2 and 1 in turn (one 128-bit division each, 64-bit ones once q fits)
// rather than one digit at a time (an exact Decimal(n) / 100 at prec 28 has ~26 to drop).
static u128 strip_zeros(u128 q, int64_t max, int64_t *exp) {
    int64_t n = 0;
    while (n + 16 <= max && (q >> 64) != 0 && q % pow10_u64[16] == 0) {
        q /= pow10_u64[16];
        n += 16;
    }
    uint64_t v;
    if ((q >> 64) != 0) {
        for (int k = 16; k >= 1; k >>= 1)
            if (n + k <= max && q % pow10_u64[k] == 0) {
                q /= pow10_u64[k];
                n += k;
            }
        *exp += n;
        return q;
    }
    v = (uint64_t)q;
    for (int k = 16; k >= 1; k >>= 1)
        if (n + k <= max && v % pow10_u64[k] == 0) {
            v /= pow10_u64[k];
            n += k;
        }
    *exp += n;
    return v;
}

// dec_div on the fast path.
static int small_div(DecEnv *e, Small a, Small b, Res *r) {
    r->sign = a.sign ^ b.sign;
    if (b.c == 0) return 0;
    if (a.c == 0) {
        r->c = 0;
        r->exp = a.exp - b.exp;
        return small_fix(e, r);
    }
    int64_t na = nd128(a.c), nb = nd128(b.c);
    int64_t shift = nb - na + e->prec + 1;
    int64_t exp = a.exp - b.exp - shift;
    u128 num = a.c, den = b.c;
    if (shift >= 0) {
        if (na + shift > 38) return 0;
        num *= p10(shift);
    } else {
        if (nb - shift > 38) return 0;
        den *= p10(-shift);
    }
    u128 q = num / den, rem = num % den;
    if (rem != 0) {
        if (q % 5 == 0) q++;
    } else if (exp < a.exp - b.exp) {
        q = strip_zeros(q, a.exp - b.exp - exp, &exp);
    }
    r->c = q;
    r->exp = exp;
    return small_fix(e, r);
}

// dec_cmp on the fast path (always exact).
static int small_cmp(const Small *a, const Small *b) {
    bool az = a->c == 0, bz = b->c == 0;
    if (az && bz) return 0;
    if (bz) return a->sign ? -1 : 1;
    if (az) return b->sign ? 1 : -1;
    if (a->sign != b->sign) return a->sign ? -1 : 1;
    int flip = a->sign ? -1 : 1;
    // The same exponent (amounts in cents, a tolerance like Decimal("0.05")): the coefficients
    // decide, with no digit counts.
    if (a->exp == b->exp) return a->c == b->c ? 0 : (a->c > b->c ? flip : -flip);
    int64_t na = nd128(a->c), nb = nd128(b->c);
    int64_t aa = a->exp + na - 1, ba = b->exp + nb - 1;
    if (aa != ba) return aa > ba ? flip : -flip;
    // Equal adjusted exponents: the exponents differ by less than 20.
    u128 x = a->c, y = b->c;
    if (a->exp > b->exp) x *= p10(a->exp - b->exp);
    else y *= p10(b->exp - a->exp);
    return x == y ? 0 : (x > y ? flip : -flip);
}

// A new Decimal holding fast-path result [r] into *out.
static bool small_make(DecEnv *e, const Res *r, NpValue *out) {
    if (r->c <= (u128)INT64_MAX && dec_packable(r->sign, (int64_t)r->c, r->exp))
        return dec_new_packed(e, r->sign, (int64_t)r->c, r->exp, out);
    Dec d;
    dec_init(&d);
    d.sign = r->sign;
    d.exp = r->exp;
    mpz_set_ui(d.c, (uint64_t)(r->c >> 64));
    mpz_mul_2exp(d.c, d.c, 64);
    mpz_add_ui(d.c, d.c, (uint64_t)r->c);
    bool ok = dec_make(e, &d, out);
    dec_clear(&d);
    return ok;
}

// Signals e->cond and makes fast-path result [r]: 1 done, 0 for the Python code, -1 error.
// Inlined into its callers; most exact results raise nothing, so no call of dec_signal then
// (together -0.6% instructions on payroll_decimal).
static inline __attribute__((always_inline)) int small_finish(DecEnv *e, const Res *r,
                                                           NpValue *out) {
    int s = e->cond ? dec_signal(e) : 1;
    if (s <= 0) return s;
    return small_make(e, r, out) ? 1 : -1;
}

/* ---------------------------------------------------------------- natives */

// The operations of dec_binop.
enum { OP_ADD, OP_SUB, OP_MUL, OP_DIV };

// self OP other ([reflected]: other OP self) for the native __add__ ... __rtruediv__; [slow]
// names the Python method.
static bool dec_binop(NpVM *vm, int op, bool reflected, int slow, int argc, NpValue *argv,
                      NpTuple *kw, NpValue *out) {
    DecEnv e;
    if (argc != 2 || (kw && kw->n) || !dec_env(vm, argv[0], np_undef(), &e) ||
        !dec_is(&e, argv[0]))
        return dec_slow(vm, NULL, slow, argc, argv, kw, out);
    Small sa, sb;
    if (small_read(&e, argv[0], &sa) && small_read(&e, argv[1], &sb)) {
        Small *x = reflected ? &sb : &sa, *y = reflected ? &sa : &sb;
        Res res;
        if (op == OP_SUB) y->sign ^= 1;
        int done = op == OP_ADD || op == OP_SUB ? small_add(&e, *x, *y, &res)
                 : op == OP_MUL ? small_mul(&e, *x, *y, &res) : small_div(&e, *x, *y, &res);
        if (done) {
            done = small_finish(&e, &res, out);
            return done < 0 ? false : done ? true : dec_slow(vm, e.env, slow, argc, argv, kw, out);
        }
        e.cond = 0;
    }
    Dec a, b, r;
    dec_init(&a);
    dec_init(&b);
    dec_init(&r);
    int ok = dec_read(&e, argv[0], &a) && dec_read(&e, argv[1], &b);
    if (ok) {
        Dec *x = reflected ? &b : &a, *y = reflected ? &a : &b;
        if (!dec_charge(vm, &a, &b)) ok = -1;
        else if (op == OP_ADD || op == OP_SUB) {
            if (op == OP_SUB) y->sign ^= 1;
            ok = dec_add(&e, x, y, &r);
        } else if (op == OP_MUL) {
            ok = dec_mul(&e, x, y, &r);
        } else {
            ok = dec_div(&e, x, y, &r);
        }
        if (ok > 0) ok = dec_finish(&e, &r, out);
    }
    dec_clear(&a);
    dec_clear(&b);
    dec_clear(&r);
    if (ok < 0) return false;
    return ok || dec_slow(vm, e.env, slow, argc, argv, kw, out);
}

static bool dn_add(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_binop(vm, OP_ADD, false, SL_ADD, argc, argv, kw, out);
}
static bool dn_radd(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_binop(vm, OP_ADD, true, SL_RADD, argc, argv, kw, out);
}
static bool dn_sub(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_binop(vm, OP_SUB, false, SL_SUB, argc, argv, kw, out);
}
static bool dn_rsub(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_binop(vm, OP_SUB, true, SL_RSUB, argc, argv, kw, out);
}
static bool dn_mul(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_binop(vm, OP_MUL, false, SL_MUL, argc, argv, kw, out);
}
static bool dn_rmul(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_binop(vm, OP_MUL, true, SL_RMUL, argc, argv, kw, out);
}
static bool dn_truediv(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_binop(vm, OP_DIV, false, SL_TRUEDIV, argc, argv, kw, out);
}
static bool dn_rtruediv(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_binop(vm, OP_DIV, true, SL_RTRUEDIV, argc, argv, kw, out);
}

// Reads [v] into [s] when it is a packed Decimal (which only the natives make, always of the
// env's exact Decimal class, so no env is needed to know it) or a small int: true, else false.
static inline __attribute__((always_inline)) bool packed_read(NpValue v, Small *s) {
    if (NP_IS_KIND(v, OBJ_INSTANCE)) {
        const DecPacked *p = dec_packed(v);
        if (!p) return false;
        s->sign = p->sign;
        s->c = (uint64_t)p->c;
        s->exp = p->exp;
        return true;
    }
    if (!(NP_IS_INT(v) || NP_IS_BOOL(v)) || v.u.i == INT64_MIN) return false;
    s->sign = v.u.i < 0;
    s->c = (uint64_t)(v.u.i < 0 ? -v.u.i : v.u.i);
    s->exp = 0;
    return true;
}

// The answer of comparison [which] (SL_EQ ... SL_GE) for small_cmp's or dec_cmp's result [c].
static inline bool cmp_answer(int which, int c) {
    return which == SL_EQ ? c == 0 : which == SL_NE ? c != 0 : which == SL_LT ? c < 0
           : which == SL_LE ? c <= 0 : which == SL_GT ? c > 0 : c >= 0;
}

// self == != < <= > >= other ([which]: SL_EQ ... SL_GE) for a Decimal or int [other]. A packed
// self against a packed Decimal or a small int needs no env (comparisons read no context).
static bool dec_compare(NpVM *vm, int which, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    DecEnv e;
    Small sa, sb;
    if (argc == 2 && !(kw && kw->n) && NP_IS_KIND(argv[0], OBJ_INSTANCE) &&
        packed_read(argv[0], &sa) && packed_read(argv[1], &sb)) {
        *out = np_bool(cmp_answer(which, small_cmp(&sa, &sb)));
        return true;
    }
    if (argc != 2 || (kw && kw->n) || !dec_base(vm, argv[0], &e) || !dec_is(&e, argv[0]))
        return dec_slow(vm, NULL, which, argc, argv, kw, out);
    int c = 0, ok;
    if (small_read(&e, argv[0], &sa) && small_read(&e, argv[1], &sb)) {
        c = small_cmp(&sa, &sb);
        ok = 1;
    } else {
        Dec a, b;
        dec_init(&a);
        dec_init(&b);
        ok = dec_read(&e, argv[0], &a) && dec_read(&e, argv[1], &b);
        if (ok && !dec_charge(vm, &a, &b)) ok = -1;
        if (ok > 0) c = dec_cmp(&a, &b);
        dec_clear(&a);
        dec_clear(&b);
    }
    if (ok < 0) return false;
    if (!ok) return dec_slow(vm, e.env, which, argc, argv, kw, out);
    *out = np_bool(cmp_answer(which, c));
    return true;
}

static bool dn_eq(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_compare(vm, SL_EQ, argc, argv, kw, out);
}
static bool dn_ne(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_compare(vm, SL_NE, argc, argv, kw, out);
}
static bool dn_lt(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_compare(vm, SL_LT, argc, argv, kw, out);
}
static bool dn_le(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_compare(vm, SL_LE, argc, argv, kw, out);
}
static bool dn_gt(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_compare(vm, SL_GT, argc, argv, kw, out);
}
static bool dn_ge(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_compare(vm, SL_GE, argc, argv, kw, out);
}

// The modulus of CPython's numeric hashes (2**61 - 1) and the inverse of 10 modulo it.
#define DEC_HASH_MOD (((uint64_t)1 << 61) - 1)
#define DEC_HASH_10INV UINT64_C(2075258708292324556)

// (a * b) % DEC_HASH_MOD for a, b below it.
static uint64_t dec_mulmod(uint64_t a, uint64_t b) {
    return (uint64_t)(((unsigned __int128)a * b) % DEC_HASH_MOD);
}

// base ** k % DEC_HASH_MOD.
static uint64_t dec_powmod(uint64_t base, uint64_t k) {
    uint64_t r = 1;
    while (k) {
        if (k & 1) r = dec_mulmod(r, base);
        base = dec_mulmod(base, base);
        k >>= 1;
    }
    return r;
}

// hash(self): CPython's, equal to the hash of an equal int, float or Fraction.
static bool dn_hash(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    DecEnv e;
    if (argc != 1 || (kw && kw->n) || !dec_base(vm, argv[0], &e))
        return dec_slow(vm, NULL, SL_HASH, argc, argv, kw, out);
    Dec a;
    Small sa;
    int ok = 1;
    if (!dec_is(&e, argv[0])) return dec_slow(vm, e.env, SL_HASH, argc, argv, kw, out);
    if (small_read(&e, argv[0], &sa)) {
        a.sign = sa.sign;
        a.exp = sa.exp;
        sa.c %= DEC_HASH_MOD;
    } else {
        dec_init(&a);
        ok = dec_read(&e, argv[0], &a);
        if (ok) sa.c = mpz_fdiv_ui(a.c, DEC_HASH_MOD);
        dec_clear(&a);
    }
    if (!ok) return dec_slow(vm, e.env, SL_HASH, argc, argv, kw, out);
    uint64_t eh = a.exp >= 0 ? dec_powmod(10, (uint64_t)a.exp)
                             : dec_powmod(DEC_HASH_10INV, (uint64_t)-a.exp);
    uint64_t h = dec_mulmod(sa.c, eh);
    int64_t ans = a.sign ? -(int64_t)h : (int64_t)h;
    *out = np_int(ans == -1 ? -2 : ans);
    return true;
}

// The str of the decimal with sign [sign], the [nd] digits [digits] and exponent [exp] (the
// Python code's __str__ without eng) into [buf] (room for the digits plus 40 bytes); [capitals]
// chooses 'E' over 'e'. Returns the length.
static size_t dec_format(int sign, const char *digits, int64_t nd, int64_t exp, int capitals,
                         char *buf) {
    size_t n = 0;
    if (sign) buf[n++] = '-';
    int64_t left = exp + nd;
    int64_t dot = exp <= 0 && left > -6 ? left : 1;
    if (dot <= 0) {
        buf[n] = '0';
        buf[n + 1] = '.';
        memset(buf + n + 2, '0', (size_t)-dot);
        memcpy(buf + n + 2 + (size_t)-dot, digits, (size_t)nd);
        n += 2 + (size_t)-dot + (size_t)nd;
    } else if (dot >= nd) {
        memcpy(buf + n, digits, (size_t)nd);
        memset(buf + n + nd, '0', (size_t)(dot - nd));
        n += (size_t)dot;
    } else {
        memcpy(buf + n, digits, (size_t)dot);
        buf[n + (size_t)dot] = '.';
        memcpy(buf + n + dot + 1, digits + dot, (size_t)(nd - dot));
        n += (size_t)nd + 1;
    }
    if (left != dot)
        n += (size_t)sprintf(buf + n, "%c%+lld", capitals ? 'E' : 'e', (long long)(left - dot));
    return n;
}

// The decimal digits of [v] into [buf] (at least 21 bytes); returns their number.
static int64_t dec_u64_digits(uint64_t v, char *buf) {
    char tmp[20];
    int64_t n = 0;
    do {
        tmp[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    for (int64_t k = 0; k < n; k++) buf[k] = tmp[n - 1 - k];
    buf[n] = 0;
    return n;
}

// str(self) or repr(self) ([repr]).
static bool dec_str(NpVM *vm, bool repr, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    int slow = repr ? SL_REPR : SL_STR;
    DecEnv e;
    if (argc != 1 || (kw && kw->n) || !dec_base(vm, argv[0], &e) || !dec_is(&e, argv[0]))
        return dec_slow(vm, NULL, slow, argc, argv, kw, out);
    char digits[DEC_BUF];
    int64_t nd = 0;
    Small sa;
    if (small_read(&e, argv[0], &sa)) {
        nd = dec_u64_digits(sa.c, digits);
    } else {
        Dec a;
        dec_init(&a);
        if (dec_read(&e, argv[0], &a)) {
            mpz_get_str(digits, 10, a.c);
            nd = (int64_t)strlen(digits);
            sa.sign = a.sign;
            sa.exp = a.exp;
        }
        dec_clear(&a);
    }
    int64_t capitals = 1;
    if (nd && (sa.exp > 0 || sa.exp + nd <= -6)) {
        // The exponent's letter needs the current context's capitals.
        NpValue ctx = NP_AS_LIST(e.env[ENV_CURRENT])->items[0];
        if (!NP_IS_KIND(ctx, OBJ_INSTANCE) || !((NpInstance *)NP_AS_OBJ(ctx))->dict ||
            !ctx_int(&e, ((NpInstance *)NP_AS_OBJ(ctx))->dict, NM_CAPITALS, 0, 1, &capitals))
            nd = 0;
    }
    if (!nd) return dec_slow(vm, e.env, slow, argc, argv, kw, out);
    char buf[DEC_BUF + 64];
    size_t n = dec_format(sa.sign, digits, nd, sa.exp, (int)capitals, buf + 9);
    const char *s = buf + 9;
    if (repr) {
        memcpy(buf, "Decimal('", 9);
        memcpy(buf + 9 + n, "')", 2);
        s = buf;
        n += 11;
    }
    NpStr *str = np_str_new(vm, s, n);
    if (!str) return false;
    *out = np_obj(&str->hdr);
    return true;
}

static bool dn_str(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_str(vm, false, argc, argv, kw, out);
}
static bool dn_repr(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_str(vm, true, argc, argv, kw, out);
}

// bool(self).
static bool dn_bool(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    DecEnv e;
    if (argc != 1 || (kw && kw->n) || !dec_base(vm, argv[0], &e))
        return dec_slow(vm, NULL, SL_BOOL, argc, argv, kw, out);
    const DecPacked *p = dec_is(&e, argv[0]) ? dec_packed(argv[0]) : NULL;
    NpDict *a = dec_is(&e, argv[0]) ? ((NpInstance *)NP_AS_OBJ(argv[0]))->dict : NULL;
    NpValue c = p ? np_int(p->c) : a ? dec_get(a, &e, NM_INT) : np_undef();
    if (NP_IS_INT(c)) {
        *out = np_bool(c.u.i != 0);
        return true;
    }
    if (NP_IS_BIGINT(c)) {
        *out = np_bool(true);
        return true;
    }
    return dec_slow(vm, e.env, SL_BOOL, argc, argv, kw, out);
}

// The operations of dec_unary.
enum { UN_NEG, UN_POS, UN_ABS };

// -self, +self, abs(self) rounded to the context (the Python code's _minus, _plus, _abs).
static bool dec_unary(NpVM *vm, int op, int slow, int argc, NpValue *argv, NpTuple *kw,
                      NpValue *out) {
    DecEnv e;
    if (argc != 1 || (kw && kw->n) || !dec_env(vm, argv[0], np_undef(), &e) ||
        !dec_is(&e, argv[0]))
        return dec_slow(vm, NULL, slow, argc, argv, kw, out);
    Small sa;
    if (small_read(&e, argv[0], &sa)) {
        Res r = {sa.sign, sa.c, sa.exp};
        if (sa.c == 0 && e.rounding != R_FLOOR) r.sign = 0;
        else if (op == UN_NEG || (op == UN_ABS && sa.sign)) r.sign ^= 1;
        int done = small_fix(&e, &r);
        if (done) {
            done = small_finish(&e, &r, out);
            return done < 0 ? false : done ? true : dec_slow(vm, e.env, slow, argc, argv, kw, out);
        }
        e.cond = 0;
    }
    Dec a;
    dec_init(&a);
    int ok = dec_read(&e, argv[0], &a);
    if (ok && !dec_charge(vm, &a, NULL)) ok = -1;
    if (ok > 0) {
        bool minus = op == UN_NEG || (op == UN_ABS && a.sign);
        if (mpz_sgn(a.c) == 0 && e.rounding != R_FLOOR) a.sign = 0;
        else if (minus) a.sign ^= 1;
        ok = dec_fix(&e, &a);
        if (ok > 0) ok = dec_finish(&e, &a, out);
    }
    dec_clear(&a);
    if (ok < 0) return false;
    return ok || dec_slow(vm, e.env, slow, argc, argv, kw, out);
}

static bool dn_neg(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_unary(vm, UN_NEG, SL_NEG, argc, argv, kw, out);
}
static bool dn_pos(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_unary(vm, UN_POS, SL_POS, argc, argv, kw, out);
}
static bool dn_abs(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    return dec_unary(vm, UN_ABS, SL_ABS, argc, argv, kw, out);
}

// quantize's arguments (exp, rounding, context) from [argv] into [v] (UNDEF when absent):
// false for any other keyword or count (the Python code then reports it).
static bool dec_quantize_args(int argc, NpValue *argv, NpTuple *kw, NpValue v[3]) {
    static const char *const names[3] = {"exp", "rounding", "context"};
    // (Their lengths: the names differ in length, so only one memcmp runs per keyword.)
    static const size_t lens[3] = {3, 8, 7};
    int nkw = kw ? (int)kw->n : 0, npos = argc - nkw;
    if (npos < 2 || npos > 4) return false;
    for (int k = 0; k < 3; k++) v[k] = k + 1 < npos ? argv[k + 1] : np_undef();
    for (int j = 0; j < nkw; j++) {
        NpValue name = kw->items[j];
        int k = 0;
        while (k < 3 && !(NP_IS_STR(name) && NP_AS_STR(name)->len == lens[k] &&
                          memcmp(NP_AS_STR(name)->data, names[k], lens[k]) == 0))
            k++;
        if (k == 3 || !NP_IS_UNDEF(v[k])) return false;
        v[k] = argv[npos + j];
    }
    return !NP_IS_UNDEF(v[0]);
}

// The native part of quantize: r = a rounded to q's exponent, 1 / 0 (Python code) / -1.
static int dec_quantize(DecEnv *e, Dec *a, const Dec *q, int rounding, Dec *r) {
    int64_t etiny = e->emin - e->prec + 1;
    if (q->exp < etiny || q->exp > e->emax) return 0;
    r->sign = a->sign;
    if (mpz_sgn(a->c) == 0) {
        mpz_set_ui(r->c, 0);
        r->exp = q->exp;
        return dec_fix(e, r);
    }
    int64_t adj = a->exp + dec_ndigits(a->c) - 1;
    if (adj > e->emax || adj - q->exp + 1 > e->prec) return 0;
    int64_t old_exp = a->exp;
    bool inexact;
    dec_rescale(a, q->exp, rounding, &inexact);
    int64_t nd = dec_ndigits(a->c);
    if (a->exp + nd - 1 > e->emax || nd > e->prec) return 0;
    if (a->exp > old_exp) e->cond |= (inexact ? C_INEXACT : 0) | C_ROUNDED;
    mpz_swap(r->c, a->c);
    r->exp = a->exp;
    return dec_fix(e, r);
}

// dec_quantize on the fast path.
static int small_quantize(DecEnv *e, Small a, const Small *q, int rounding, Res *r) {
    int64_t etiny = e->emin - e->prec + 1;
    if (q->exp < etiny || q->exp > e->emax) return 0;
    r->sign = a.sign;
    r->exp = q->exp;
    if (a.c == 0) {
        r->c = 0;
        return small_fix(e, r);
    }
    int64_t adj = a.exp + nd128(a.c) - 1;
    if (adj > e->emax || adj - q->exp + 1 > e->prec) return 0;
    if (a.exp >= q->exp) {
        if (nd128(a.c) + (a.exp - q->exp) > 38) return 0;
        r->c = (u128)a.c * p10(a.exp - q->exp);
    } else {
        bool up, inexact;
        r->c = small_round(a.c, q->exp - a.exp, a.sign, rounding, &up, &inexact) + up;
        e->cond |= (inexact ? C_INEXACT : 0) | C_ROUNDED;
    }
    int64_t nd = nd128(r->c);
    if (r->exp + nd - 1 > e->emax || nd > e->prec) return 0;
    return small_fix(e, r);
}

// The TypeError CPython's C decimal raises for a bad call of a method whose parameters are
// [names] (the first [nreq] required), called with [argc] values of which the [kw] names are
// keywords (self not counted): the count, a parameter given twice, a missing one, an unknown
// keyword, in that order, in its argument parser's words. False with the error raised; true
// when the call binds (the caller then reports nothing).
static bool c_method_args_check(NpVM *vm, int argc, NpTuple *kw, const char *const *names,
                                int nnames, int nreq) {
    int nkw = kw ? (int)kw->n : 0, npos = argc - nkw;
    if (argc > nnames)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "function takes at most %d argument%s (%d given)",
                         nnames, nnames == 1 ? "" : "s", argc);
    for (int k = 0; k < nnames; k++) {
        bool by_name = false;
        for (int j = 0; j < nkw; j++)
            by_name = by_name || (NP_IS_STR(kw->items[j]) &&
                                  strcmp(NP_AS_STR(kw->items[j])->data, names[k]) == 0);
        if (k < npos && by_name)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "argument for function given by name ('%s') "
                             "and position (%d)", names[k], k + 1);
        if (k >= npos && !by_name && k < nreq)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "function missing required argument '%s' "
                             "(pos %d)", names[k], k + 1);
    }
    for (int j = 0; j < nkw; j++) {
        int k = 0;
        while (k < nnames && !(NP_IS_STR(kw->items[j]) &&
                               strcmp(NP_AS_STR(kw->items[j])->data, names[k]) == 0))
            k++;
        if (k == nnames)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' is an invalid keyword argument for "
                             "this function", NP_IS_STR(kw->items[j])
                                                  ? NP_AS_STR(kw->items[j])->data : "?");
    }
    return true;
}

// self.quantize(exp, rounding=None, context=None).
static bool dn_quantize(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    static const char *const names[3] = {"exp", "rounding", "context"};
    NpValue v[3];
    DecEnv e;
    e.env = NULL;
    bool bound = dec_quantize_args(argc, argv, kw, v);
    if (!bound && !c_method_args_check(vm, argc - 1, kw, names, 3, 1))
        return false;
    if (!bound ||
        !dec_env(vm, argv[0], NP_IS_UNDEF(v[2]) || NP_IS_NONE(v[2]) ? np_undef() : v[2], &e) ||
        !dec_is(&e, argv[0]))
        return dec_slow(vm, e.env, SL_QUANTIZE, argc, argv, kw, out);
    int rounding = NP_IS_UNDEF(v[1]) || NP_IS_NONE(v[1]) ? e.rounding : dec_rounding(&e, v[1]);
    Small sa, sq;
    if (rounding >= 0 && small_read(&e, argv[0], &sa) && small_read(&e, v[0], &sq)) {
        Res res;
        int done = small_quantize(&e, sa, &sq, rounding, &res);
        if (done) {
            done = small_finish(&e, &res, out);
            return done < 0 ? false
                 : done ? true : dec_slow(vm, e.env, SL_QUANTIZE, argc, argv, kw, out);
        }
        e.cond = 0;
    }
    Dec a, q, r;
    dec_init(&a);
    dec_init(&q);
    dec_init(&r);
    int ok = rounding >= 0 && dec_read(&e, argv[0], &a) && dec_read(&e, v[0], &q);
    if (ok && !dec_charge(vm, &a, NULL)) ok = -1;
    if (ok > 0) ok = dec_quantize(&e, &a, &q, rounding, &r);
    if (ok > 0) ok = dec_finish(&e, &r, out);
    dec_clear(&a);
    dec_clear(&q);
    dec_clear(&r);
    if (ok < 0) return false;
    return ok || dec_slow(vm, e.env, SL_QUANTIZE, argc, argv, kw, out);
}

// Parses the plain decimal string [s, s + len) ([+-]digits[.digits][e[+-]digits], or with no
// digits before the point): 1 with the value in [sm] when it has at most 18 digits, else 2
// with it in [d] (initialized by the caller), or -1 when [d] is NULL then; 0 for anything else
// (whitespace, underscores, NaN, too many digits, a huge exponent), which the Python code
// parses or rejects.
static int dec_parse(const char *s, size_t len, Small *sm, Dec *d) {
    const char *p = s, *end = s + len;
    int sign = 0;
    if (p < end && (*p == '+' || *p == '-')) sign = *p++ == '-';
    const char *ip = p;
    while (p < end && *p >= '0' && *p <= '9') p++;
    size_t ni = (size_t)(p - ip), nf = 0;
    const char *fp = p;
    if (p < end && *p == '.') {
        fp = ++p;
        while (p < end && *p >= '0' && *p <= '9') p++;
        nf = (size_t)(p - fp);
    }
    if (ni + nf == 0 || ni + nf > DEC_MAX_DIGITS) return 0;
    int64_t e = 0;
    if (p < end && (*p == 'e' || *p == 'E')) {
        p++;
        bool neg = false;
        if (p < end && (*p == '+' || *p == '-')) neg = *p++ == '-';
        const char *ep = p;
        while (p < end && *p >= '0' && *p <= '9' && p - ep < 16) e = e * 10 + (*p++ - '0');
        if (p == ep || p - ep >= 16) return 0;
        if (neg) e = -e;
    }
    if (p != end) return 0;
    if (ni + nf <= 18) {
        uint64_t v = 0;
        for (size_t k = 0; k < ni; k++) v = v * 10 + (uint64_t)(ip[k] - '0');
        for (size_t k = 0; k < nf; k++) v = v * 10 + (uint64_t)(fp[k] - '0');
        *sm = (Small){sign, v, e - (int64_t)nf};
        return 1;
    }
    if (!d) return -1;
    d->sign = sign;
    d->exp = e - (int64_t)nf;
    char buf[DEC_BUF];
    memcpy(buf, ip, ni);
    memcpy(buf + ni, fp, nf);
    buf[ni + nf] = 0;
    return mpz_set_str(d->c, buf, 10) == 0 ? 2 : 0;
}

// Decimal.__init__(self, value="0", context=None) for a str, int or Decimal value.
static bool dn_init(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    DecEnv e;
    if (argc < 1 || argc > 3 || (kw && kw->n) || !dec_base(vm, argv[0], &e))
        return dec_slow(vm, NULL, SL_INIT, argc, argv, kw, out);
    // A packed self (a script calling __init__ again) has no dict to store into.
    NpDict *self = dec_is(&e, argv[0]) ? ((NpInstance *)NP_AS_OBJ(argv[0]))->dict : NULL;
    Small sm = {0, 0, 0};
    int ok = self != NULL;
    if (ok && argc > 1) {
        if (NP_IS_STR(argv[1])) ok = dec_parse(NP_AS_STR(argv[1])->data, NP_AS_STR(argv[1])->len, &sm, NULL);
        else ok = small_read(&e, argv[1], &sm) ? 1 : -1;
    }
    NpValue c = np_int((int64_t)sm.c);
    if (ok < 0) {
        // A coefficient beyond 18 digits (a str) or a small int (an int or Decimal).
        Dec a;
        dec_init(&a);
        ok = NP_IS_STR(argv[1]) ? dec_parse(NP_AS_STR(argv[1])->data, NP_AS_STR(argv[1])->len,
                                            &sm, &a)
                                : dec_read(&e, argv[1], &a);
        if (ok) {
            sm.sign = a.sign;
            sm.exp = a.exp;
            if (!np_int_from_mpz(vm, a.c, &c)) ok = -1;
        }
        dec_clear(&a);
        if (ok < 0) return false;
    }
    if (!ok) return dec_slow(vm, e.env, SL_INIT, argc, argv, kw, out);
    if (!np_push_root(vm, c)) return false;
    ok = dec_store(vm, &e, self, sm.sign, c, sm.exp);
    np_pop_roots(vm, 1);
    *out = np_none();
    return ok;
}

// Decimal's constructor (the class's construct, set by _np_install). For exactly the Decimal
// class and one str (plain digits, at most 18 of them), int or Decimal argument, or none, it
// makes a packed Decimal with no attribute dict and no __init__ call; an exact Decimal is
// returned itself, as CPython does. Anything else (a subclass, a context, keywords, floats,
// spaces or underscores in the str, big coefficients) is np_user_construct's: the instance with
// its dict and the native or Python __init__.
static bool dec_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw,
                          NpValue *out) {
    DecEnv e;
    if (argc <= 1 && !(kw && kw->n) && dec_base_type(vm, t, &e) && NP_IS_OBJ(e.env[ENV_CLS]) &&
        NP_AS_OBJ(e.env[ENV_CLS]) == &t->hdr) {
        if (argc == 1 && dec_is(&e, argv[0])) {
            *out = argv[0];
            return true;
        }
        Small sm = {0, 0, 0};
        int ok;
        if (argc == 0) {
            ok = 1;
        } else if (NP_IS_STR(argv[0])) {
            NpList *pc = NP_AS_LIST(e.env[ENV_PARSED]);
            if (pc->n == PC_N && NP_IS_OBJ(pc->items[PC_STR]) &&
                NP_AS_OBJ(pc->items[PC_STR]) == NP_AS_OBJ(argv[0]) &&
                NP_IS_INT(pc->items[PC_SIGN]) && NP_IS_INT(pc->items[PC_C]) &&
                NP_IS_INT(pc->items[PC_EXP]) &&
                dec_packable((int)pc->items[PC_SIGN].u.i, pc->items[PC_C].u.i,
                             pc->items[PC_EXP].u.i) &&
                (pc->items[PC_SIGN].u.i == 0 || pc->items[PC_SIGN].u.i == 1))
                return dec_new_packed(&e, (int)pc->items[PC_SIGN].u.i, pc->items[PC_C].u.i,
                                      pc->items[PC_EXP].u.i, out);
            ok = dec_parse(NP_AS_STR(argv[0])->data, NP_AS_STR(argv[0])->len, &sm, NULL);
            if (ok == 1 && pc->n == PC_N && sm.c <= (uint64_t)INT64_MAX &&
                dec_packable(sm.sign, (int64_t)sm.c, sm.exp)) {
                np_gc_barrier(vm, pc);  // the parse cache is a long-lived list
                pc->items[PC_STR] = argv[0];
                pc->items[PC_SIGN] = np_int(sm.sign);
                pc->items[PC_C] = np_int((int64_t)sm.c);
                pc->items[PC_EXP] = np_int(sm.exp);
            }
        } else {
            ok = small_read(&e, argv[0], &sm);
        }
        if (ok == 1 && sm.c <= (uint64_t)INT64_MAX && dec_packable(sm.sign, (int64_t)sm.c, sm.exp))
            return dec_new_packed(&e, sm.sign, (int64_t)sm.c, sm.exp, out);
    }
    return np_user_construct(vm, t, argc, argv, kw, out);
}

// A format spec the native __format__ handles: [[fill]align][sign][0][width][,][.precision]
// followed by 'f', 'F' or nothing.
typedef struct FmtSpec {
    char fill, align, sign;
    bool zero, group, fixed;  // fixed: type 'f' or 'F' (else none)
    int64_t width, prec;      // prec -1 when absent
} FmtSpec;

// Parses [s] into [f]: false for any other spec (the Python code formats it or raises).
static bool fmt_parse(const NpStr *s, FmtSpec *f) {
    const char *p = s->data, *end = s->data + s->len;
    *f = (FmtSpec){' ', 0, 0, false, false, false, 0, -1};
    bool fill = false;
    if (end - p >= 2 && p[1] && strchr("<>=^", p[1]) && (unsigned char)p[0] < 0x80) {
        f->fill = p[0];
        f->align = p[1];
        fill = true;
        p += 2;
    } else if (p < end && *p && strchr("<>=^", *p)) {
        f->align = *p++;
    }
    if (p < end && (*p == '+' || *p == '-' || *p == ' ')) f->sign = *p++;
    if (p < end && *p == '0') {
        f->zero = true;
        p++;
        if (fill || f->align) return false;  // the Python code raises
    }
    while (p < end && *p >= '0' && *p <= '9' && f->width < 1000) f->width = f->width * 10 + (*p++ - '0');
    if (p < end && *p == ',') {
        f->group = true;
        p++;
    }
    if (p < end && *p == '.') {
        p++;
        const char *q = p;
        f->prec = 0;
        while (p < end && *p >= '0' && *p <= '9' && f->prec < 1000) f->prec = f->prec * 10 + (*p++ - '0');
        if (p == q) return false;
    }
    if (p < end && (*p == 'f' || *p == 'F')) {
        f->fixed = true;
        p++;
    }
    return p == end && f->width < 1000 && f->prec < 1000 && (f->fixed || f->prec < 0);
}

// The decimal digits of [v] into [buf] (at least 40 bytes); returns their number.
static int64_t dec_u128_digits(u128 v, char *buf) {
    char tmp[40];
    int64_t n = 0;
    do {
        tmp[n++] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v);
    for (int64_t k = 0; k < n; k++) buf[k] = tmp[n - 1 - k];
    return n;
}

// Appends to [out] (at *n) the integer digits [d, d + nd) zero-padded to [min_width] and, with
// [group], in groups of three joined by ',' (the Python code's _group_digits).
static void fmt_group(const char *d, int64_t nd, int64_t min_width, bool group, char *out,
                      size_t *n) {
    if (!group) {
        int64_t w = nd > min_width ? nd : min_width;
        if (w < 1) w = 1;
        memset(out + *n, '0', (size_t)(w - nd));
        memcpy(out + *n + (w - nd), d, (size_t)nd);
        *n += (size_t)w;
        return;
    }
    // Built backwards into tmp, then reversed into out.
    char tmp[4096];
    size_t t = 0;
    for (;;) {
        int64_t m = nd > min_width ? nd : min_width;
        if (m < 1) m = 1;
        if (m > 3) m = 3;
        int64_t take = nd < m ? nd : m;
        for (int64_t k = 0; k < take; k++) tmp[t++] = d[nd - 1 - k];
        for (int64_t k = take; k < m; k++) tmp[t++] = '0';
        nd -= take;
        min_width -= m;
        if (nd == 0 && min_width <= 0) break;
        tmp[t++] = ',';
        min_width -= 1;
    }
    for (size_t k = 0; k < t; k++) out[*n + k] = tmp[t - 1 - k];
    *n += t;
}

// The fast path of format(self, spec): 1 with the str in *out, 0 for the Python code, -1 error.
static int small_format(DecEnv *e, Small a, const FmtSpec *f, NpValue *out) {
    Res r = {a.sign, a.c, a.exp};
    int64_t nd = nd128(r.c);
    if (f->prec >= 0) {
        int64_t exp = -f->prec;
        if (r.exp >= exp) {
            if (nd + (r.exp - exp) > 38) return 0;
            r.c *= p10(r.exp - exp);
        } else {
            bool up, inexact;
            r.c = small_round(r.c, exp - r.exp, r.sign, e->rounding, &up, &inexact) + up;
        }
        r.exp = exp;
    } else if (!f->fixed && !(r.exp <= 0 && r.exp + nd > -6)) {
        return 0;  // 'g' with an exponent
    }
    if (r.c == 0 && r.exp > 0) r.exp = 0;
    char digits[40];
    nd = dec_u128_digits(r.c, digits);
    int64_t dot = r.exp + nd;
    if (dot < -400 || dot - nd > 400) return 0;
    // The integer and fraction digits.
    char ip[512], fp[512];
    int64_t ni, nf;
    if (dot < 0) {
        ip[0] = '0';
        ni = 1;
        memset(fp, '0', (size_t)-dot);
        memcpy(fp - dot, digits, (size_t)nd);
        nf = nd - dot;
    } else if (dot > nd) {
        memcpy(ip, digits, (size_t)nd);
        memset(ip + nd, '0', (size_t)(dot - nd));
        ni = dot;
        nf = 0;
    } else {
        memcpy(ip, digits, (size_t)dot);
        ni = dot;
        if (ni == 0) ip[ni++] = '0';
        memcpy(fp, digits + dot, (size_t)(nd - dot));
        nf = nd - dot;
    }
    const char *sign = r.sign ? "-" : f->sign == '+' ? "+" : f->sign == ' ' ? " " : "";
    int64_t ns = (int64_t)strlen(sign), nfrac = nf ? nf + 1 : 0;
    int64_t min_width = f->zero ? f->width - nfrac - ns : 0;
    char body[4096 + 600];
    size_t nb = 0;
    fmt_group(ip, ni, min_width, f->group, body, &nb);
    if (nf) {
        body[nb++] = '.';
        memcpy(body + nb, fp, (size_t)nf);
        nb += (size_t)nf;
    }
    int64_t pad = f->width - ns - (int64_t)nb;
    if (pad < 0) pad = 0;
    char res[4096 + 2000];
    size_t n = 0;
    char align = f->zero ? '=' : f->align ? f->align : '>';
    int64_t before = align == '<' ? 0 : align == '^' ? pad / 2 : pad;
    if (align == '=') {
        memcpy(res, sign, (size_t)ns);
        n = (size_t)ns;
        memset(res + n, f->fill, (size_t)pad);
        n += (size_t)pad;
    } else {
        memset(res, f->fill, (size_t)before);
        n = (size_t)before;
        memcpy(res + n, sign, (size_t)ns);
        n += (size_t)ns;
    }
    memcpy(res + n, body, nb);
    n += nb;
    if (align != '=' && pad > before) {
        memset(res + n, f->fill, (size_t)(pad - before));
        n += (size_t)(pad - before);
    }
    NpStr *str = np_str_new(e->vm, res, n);
    if (!str) return -1;
    *out = np_obj(&str->hdr);
    return 1;
}

// format(self, spec) for the common specs of money and tables ('', '>10', ',.2f', '08.3f').
static bool dn_format(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    DecEnv e;
    FmtSpec f;
    Small sa;
    e.env = NULL;
    if (argc != 2 || (kw && kw->n) || !dec_env(vm, argv[0], np_undef(), &e) ||
        !dec_is(&e, argv[0]) || !NP_IS_STR(argv[1]) || !fmt_parse(NP_AS_STR(argv[1]), &f) ||
        !small_read(&e, argv[0], &sa))
        return dec_slow(vm, e.env, SL_FORMAT, argc, argv, kw, out);
    int done = small_format(&e, sa, &f, out);
    return done < 0 ? false : done ? true : dec_slow(vm, e.env, SL_FORMAT, argc, argv, kw, out);
}

// float(self): the double nearest the exact value, through the float parser (correctly
// rounded, as the Python code's exact n / d).
static bool dn_float(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    DecEnv e;
    Small sa;
    e.env = NULL;
    if (argc != 1 || (kw && kw->n) || !dec_base(vm, argv[0], &e) || !dec_is(&e, argv[0]) ||
        !small_read(&e, argv[0], &sa))
        return dec_slow(vm, e.env, SL_FLOAT, argc, argv, kw, out);
    char buf[64];
    int n = snprintf(buf, sizeof buf, "%s%llue%lld", sa.sign ? "-" : "",
                     (unsigned long long)sa.c, (long long)sa.exp);
    double d;
    if (!np_float_parse(vm, buf, (size_t)n, &d)) return false;
    *out = np_float(d);
    return true;
}

// int(self) and math.trunc(self): the value truncated toward zero.
static bool dn_int(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    DecEnv e;
    Small sa;
    e.env = NULL;
    if (argc != 1 || (kw && kw->n) || !dec_base(vm, argv[0], &e) || !dec_is(&e, argv[0]) ||
        !small_read(&e, argv[0], &sa) || sa.exp > 0)
        return dec_slow(vm, e.env, SL_INT, argc, argv, kw, out);
    uint64_t v = sa.exp < -19 ? 0 : sa.c / pow10_u64[-sa.exp];
    *out = np_int(sa.sign ? -(int64_t)v : (int64_t)v);
    return true;
}

// round(self) and round(self, n): the Python code's __round__ (round half even to an int; or
// quantize to exponent -n with the context's rounding) for small coefficients.
static bool dn_round(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    DecEnv e;
    Small sa;
    e.env = NULL;
    bool digits = argc == 2 && !NP_IS_NONE(argv[1]);
    if (argc < 1 || argc > 2 || (kw && kw->n) || (digits && !NP_IS_INT(argv[1])) ||
        !dec_env(vm, argv[0], np_undef(), &e) || !dec_is(&e, argv[0]) ||
        !small_read(&e, argv[0], &sa))
        return dec_slow(vm, e.env, SL_ROUND, argc, argv, kw, out);
    if (digits) {
        int64_t n = argv[1].u.i;
        if (n > DEC_MAX_EXP || n < -DEC_MAX_EXP) return dec_slow(vm, e.env, SL_ROUND, argc, argv, kw, out);
        Small q = {0, 1, -n};
        Res r;
        int done = small_quantize(&e, sa, &q, e.rounding, &r);
        if (done) done = small_finish(&e, &r, out);
        return done < 0 ? false : done ? true : dec_slow(vm, e.env, SL_ROUND, argc, argv, kw, out);
    }
    u128 v;
    if (sa.exp >= 0) {
        if (nd128(sa.c) + sa.exp > 18) return dec_slow(vm, e.env, SL_ROUND, argc, argv, kw, out);
        v = (u128)sa.c * p10(sa.exp);
    } else {
        bool up, inexact;
        v = small_round(sa.c, -sa.exp, sa.sign, R_HALF_EVEN, &up, &inexact) + up;
    }
    *out = np_int(sa.sign ? -(int64_t)v : (int64_t)v);
    return true;
}

// The natives that replace Decimal's Python methods (_np_install).
// Decimal.__getattr__(self, name), reached only for names the instance and its class lack: a packed Decimal gets its attribute dict with _sign, _int and _exp (as
// the Python code's __init__ would store them), then its attribute [name] is returned, or the
// AttributeError that a missing attribute raises.
static bool dn_unpack(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "__getattr__", kw) || !np_args_count(vm, "__getattr__", argc, 2, 2))
        return false;
    if (!NP_IS_STR(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "attribute name must be string, not '%s'",
                         np_type_name(vm, argv[1]));
    NpValue self = argv[0];
    NpStr *name = NP_AS_STR(argv[1]);
    if (NP_IS_KIND(self, OBJ_INSTANCE) && dec_packed(self)) {
        DecEnv e;
        if (!dec_base(vm, self, &e))
            return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "decimal: Decimal.__np_env__ is damaged");
        const DecPacked *p = dec_packed(self);
        NpValue vals[3] = {np_int(p->sign), np_int(p->c), np_int(p->exp)};
        for (int k = 0; k < 3; k++) {
            NpValue key = e.nv[NM_SIGN + k];
            if (!NP_IS_STR(key))
                return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "decimal: Decimal.__np_env__ is damaged");
            if (!np_setattr(vm, self, NP_AS_STR(key), vals[k])) return false;
        }
    }
    NpDict *a = NP_IS_KIND(self, OBJ_INSTANCE) ? ((NpInstance *)NP_AS_OBJ(self))->dict : NULL;
    NpValue v = a ? np_dict_get_str(a, name) : np_undef();
    if (NP_IS_UNDEF(v))
        return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "'%s' object has no attribute '%s'",
                         np_type_name(vm, self), name->data);
    *out = v;
    return true;
}

static const NpMethodDef decimal_methods[] = {
    {"__init__", dn_init, NP_NATIVE_METHOD},
    {"__add__", dn_add, NP_NATIVE_METHOD},
    {"__radd__", dn_radd, NP_NATIVE_METHOD},
    {"__sub__", dn_sub, NP_NATIVE_METHOD},
    {"__rsub__", dn_rsub, NP_NATIVE_METHOD},
    {"__mul__", dn_mul, NP_NATIVE_METHOD},
    {"__rmul__", dn_rmul, NP_NATIVE_METHOD},
    {"__truediv__", dn_truediv, NP_NATIVE_METHOD},
    {"__rtruediv__", dn_rtruediv, NP_NATIVE_METHOD},
    {"__eq__", dn_eq, NP_NATIVE_METHOD},
    {"__ne__", dn_ne, NP_NATIVE_METHOD},
    {"__lt__", dn_lt, NP_NATIVE_METHOD},
    {"__le__", dn_le, NP_NATIVE_METHOD},
    {"__gt__", dn_gt, NP_NATIVE_METHOD},
    {"__ge__", dn_ge, NP_NATIVE_METHOD},
    {"__hash__", dn_hash, NP_NATIVE_METHOD},
    {"__str__", dn_str, NP_NATIVE_METHOD},
    {"__repr__", dn_repr, NP_NATIVE_METHOD},
    {"quantize", dn_quantize, NP_NATIVE_METHOD},
    {"__neg__", dn_neg, NP_NATIVE_METHOD},
    {"__pos__", dn_pos, NP_NATIVE_METHOD},
    {"__abs__", dn_abs, NP_NATIVE_METHOD},
    {"__bool__", dn_bool, NP_NATIVE_METHOD},
    {"__format__", dn_format, NP_NATIVE_METHOD},
    {"__float__", dn_float, NP_NATIVE_METHOD},
    {"__int__", dn_int, NP_NATIVE_METHOD},
    {"__trunc__", dn_int, NP_NATIVE_METHOD},
    {"__round__", dn_round, NP_NATIVE_METHOD},
    {"__getattr__", dn_unpack, NP_NATIVE_METHOD},
    {NULL, NULL, 0},
};

// _np_install(cls, env): sets cls.__np_env__ to the tuple [env] (ENV_N items; the names item is
// replaced by the interned names of dec_names), puts the natives above into class [cls]
// (Decimal) and makes dec_construct its constructor.
static bool dn_install(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_np_install", kw) || !np_args_count(vm, "_np_install", argc, 2, 2))
        return false;
    if (!NP_IS_KIND(argv[0], OBJ_TYPE) || !(NP_AS_TYPE(argv[0])->tflags & NP_TF_USER) ||
        !NP_IS_TUPLE(argv[1]) || NP_AS_TUPLE(argv[1])->n != ENV_N)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_np_install() needs a class and its env");
    NpValue names[NM_N], items[ENV_N];
    for (size_t k = 0; k < NM_N; k++) {
        NpStr *n = np_intern_cstr(vm, dec_names[k]);
        if (!n || !np_push_root(vm, np_obj(&n->hdr))) {
            np_pop_roots(vm, k);
            return false;
        }
        names[k] = np_obj(&n->hdr);
    }
    NpTuple *nt = np_tuple_from(vm, names, NM_N);
    np_pop_roots(vm, NM_N);
    if (!nt) return false;
    memcpy(items, NP_AS_TUPLE(argv[1])->items, sizeof items);
    items[ENV_NAMES] = np_obj(&nt->hdr);
    if (!np_push_root(vm, items[ENV_NAMES])) return false;
    NpValue nones[PC_N];
    for (size_t k = 0; k < PC_N; k++) nones[k] = np_none();
    NpList *parsed = np_list_from(vm, nones, PC_N);
    if (!parsed || !np_push_root(vm, np_obj(&parsed->hdr))) {
        np_pop_roots(vm, 1);
        return false;
    }
    items[ENV_PARSED] = np_obj(&parsed->hdr);
    NpTuple *env = np_tuple_from(vm, items, ENV_N);
    np_pop_roots(vm, 2);
    if (!env || !np_push_root(vm, np_obj(&env->hdr))) return false;
    if (!NP_IS_TYPE(items[ENV_CLS]) || NP_AS_OBJ(items[ENV_CLS]) != NP_AS_OBJ(argv[0]) ||
        !NP_IS_TUPLE(items[ENV_SLOW]) || NP_AS_TUPLE(items[ENV_SLOW])->n != SL_N ||
        !NP_IS_LIST(items[ENV_CURRENT])) {
        np_pop_roots(vm, 1);
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_np_install() needs a class and its env");
    }
    env->hdr.flags |= NP_TUPLE_DEC_ENV;
    NpStr *key = np_intern_cstr(vm, "__np_env__");
    NpType *t = NP_AS_TYPE(argv[0]);
    // The methods first: they replace entries, then __np_env__ is the dict's last (dec_base).
    bool ok = key && np_type_add_methods(vm, t, decimal_methods) &&
              np_dict_set_str(vm, t->dict, key, np_obj(&env->hdr));
    np_pop_roots(vm, 1);
    if (!ok) return false;
    t->construct = dec_construct;
    *out = np_none();
    return true;
}

// _np_new(cls, sign, coeff, exp): a new Decimal of class [cls] (Decimal, installed) holding the
// three values, without running __init__ (the Python code's _new).
static bool dn_new(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_np_new", kw) || !np_args_count(vm, "_np_new", argc, 4, 4))
        return false;
    DecEnv e;
    if (!NP_IS_KIND(argv[0], OBJ_TYPE) || !(NP_AS_TYPE(argv[0])->tflags & NP_TF_USER) ||
        !dec_base_type(vm, NP_AS_TYPE(argv[0]), &e) || !NP_IS_OBJ(e.env[ENV_CLS]) ||
        NP_AS_OBJ(e.env[ENV_CLS]) != NP_AS_OBJ(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_np_new() needs the Decimal class");
    NpValue inst;
    if (NP_IS_INT(argv[1]) && NP_IS_INT(argv[2]) && NP_IS_INT(argv[3]) &&
        dec_packable((int)argv[1].u.i, argv[2].u.i, argv[3].u.i) && argv[1].u.i >= 0 &&
        argv[1].u.i <= 1)
        return dec_new_packed(&e, (int)argv[1].u.i, argv[2].u.i, argv[3].u.i, out);
    if (!np_instance_new(vm, NP_AS_TYPE(argv[0]), &inst) || !np_push_root(vm, inst)) return false;
    bool ok = dec_store_values(vm, &e, ((NpInstance *)NP_AS_OBJ(inst))->dict, argv + 1);
    np_pop_roots(vm, 1);
    *out = inst;
    return ok;
}

static const NpMethodDef decimal_natives[] = {
    {"_np_install", dn_install, 0},
    {"_np_new", dn_new, 0},
    {NULL, NULL, 0},
};

bool nplib_decimal_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_add_natives(vm, mod, decimal_natives) &&
           nplib_exec_source(vm, mod, decimal_src, "decimal.py");
}
