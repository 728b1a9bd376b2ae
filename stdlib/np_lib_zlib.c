/*
 * np_lib_zlib.c - the `zlib` module's checksums: crc32(data, value=0) and adler32(data,
 * value=1), as CPython 3.11 computes them (the running value is taken modulo 2**32, so any int
 * continues a checksum; data is bytes or bytearray). Compression (compress, decompress,
 * compressobj, ...) is not provided: AttributeError. The checksums are zlib's own (Debian's
 * zlib1g-dev). Pure computation, no capability; found by name like the pure modules
 * (stdlib/np_lib_pure.c), so an idle VM holds nothing of it.
 */
#include <gmp.h>
#include <zlib.h>

#include "np_interp.h"
#include "np_lib.h"

// The arguments of both checksums: bytes-like argv[0] into *p/*n and the optional running value
// argv[1] (any int, taken modulo 2**32 as CPython's unsigned-int conversion masks it) into *v.
static bool checksum_args(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                          uint32_t dflt, const uint8_t **p, size_t *n, uint32_t *v) {
    if (kw && kw->n) return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes no keyword arguments", fname);
    if (!np_args_count(vm, fname, argc, 1, 2)) return false;
    if (!np_bytes_view(argv[0], p, n))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "a bytes-like object is required, not '%s'",
                         np_type_name(vm, argv[0]));
    *v = dflt;
    if (argc == 2) {
        NpValue x = argv[1];
        if (NP_IS_INT(x) || NP_IS_BOOL(x)) {
            *v = (uint32_t)x.u.i;
        } else if (nplib_is_int(x)) {
            mpz_t z;
            mpz_init(z);
            np_int_to_mpz(x, z);
            *v = (uint32_t)mpz_fdiv_ui(z, 4294967296ul);
            mpz_clear(z);
        } else {
            return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object cannot be interpreted as an integer",
                             np_type_name(vm, x));
        }
    }
    return np_budget_charge(vm, *n / 64 + 1);
}

// Runs zlib checksum [f] over [n] bytes at [p] from [v], in pieces that fit its uInt length.
static uint32_t zlib_sum(uLong (*f)(uLong, const Bytef *, uInt), uint32_t v, const uint8_t *p,
                         size_t n) {
    uLong r = v;
    while (n) {
        uInt k = n > (1u << 30) ? (1u << 30) : (uInt)n;
        r = f(r, p, k);
        p += k, n -= k;
    }
    return (uint32_t)r;
}

static bool zl_crc32(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    const uint8_t *p;
    size_t n;
    uint32_t v;
    if (!checksum_args(vm, "zlib.crc32", argc, argv, kw, 0, &p, &n, &v)) return false;
    *out = np_int((int64_t)zlib_sum(crc32, v, p, n));
    return true;
}

static bool zl_adler32(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    const uint8_t *p;
    size_t n;
    uint32_t v;
    if (!checksum_args(vm, "zlib.adler32", argc, argv, kw, 1, &p, &n, &v)) return false;
    *out = np_int((int64_t)zlib_sum(adler32, v, p, n));
    return true;
}

static const NpMethodDef zlib_natives[] = {
    {"crc32", zl_crc32, 0},
    {"adler32", zl_adler32, 0},
    {NULL, NULL, 0},
};

bool nplib_zlib_init(NpVM *vm, NpModuleObj *mod) { return nplib_add_natives(vm, mod, zlib_natives); }
