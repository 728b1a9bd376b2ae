/*
 * np_lib_zlib.c - the natives of the `zlib` module (its Python half is stdlib/np_lib_zlib.py),
 * all by Debian's zlib (zlib1g-dev), which CPython links too, so compressed bytes are the same:
 * crc32(data, value=0) and adler32(data, value=1) as CPython 3.11 computes them (the running
 * value is taken modulo 2**32, so any int continues a checksum; data is bytes or bytearray),
 * and the one-shot compress(data, /, level=-1, wbits=15) and decompress(data, /, wbits=15,
 * bufsize=16384), raising the Python half's zlib.error. Streaming objects (compressobj, decompressobj) are not provided:
 * AttributeError. zlib's own state is allocated through the VM's accounting (zl_alloc), the
 * output grows through np_mem_realloc and every output chunk is charged to the budget, so a
 * decompression bomb stops at the memory limit with MemoryError. Pure computation, no
 * capability; found by name like the pure modules (stdlib/np_lib_pure.c), so an idle VM holds
 * nothing of it.
 */
#include <gmp.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

// zlib's allocator hook: [n] items of [size] bytes charged to the VM ([opaque]) with the size
// kept in front (zl_free gives it back); Z_NULL, which zlib reports as Z_MEM_ERROR, past the
// memory limit. The MemoryError np_mem_charge raised is cleared: the caller raises its own.
static voidpf zl_alloc(voidpf opaque, uInt items, uInt size) {
    NpVM *vm = opaque;
    size_t n = (size_t)items * size;
    if (!np_mem_charge(vm, n + 16)) {
        np_exc_clear(vm);
        return Z_NULL;
    }
    size_t *p = malloc(n + 16);
    if (!p) {
        np_mem_uncharge(vm, n + 16);
        return Z_NULL;
    }
    *p = n + 16;
    return (char *)p + 16;
}

// zlib's free hook for zl_alloc's blocks.
static void zl_free(voidpf opaque, voidpf addr) {
    if (!addr) return;
    size_t *p = (size_t *)((char *)addr - 16);
    np_mem_uncharge((NpVM *)opaque, *p);
    free(p);
}

// A growing output buffer (np_mem_realloc'd, so charged) and its filled length.
typedef struct ZlOut {
    uint8_t *buf;
    size_t cap, len;
} ZlOut;

// Makes room for at least [want] more bytes in [o] (doubling); false with MemoryError. Each
// growth charges the budget for the bytes made, as the work that fills them is in proportion.
static bool zl_grow(NpVM *vm, ZlOut *o, size_t want) {
    if (o->cap - o->len >= want) return true;
    size_t cap = o->cap ? o->cap : 256;
    while (cap - o->len < want) {
        if (cap > SIZE_MAX / 2) return np_raisef(vm, NP_TYPE_MEMORYERROR, "out of memory");
        cap *= 2;
    }
    if (!np_budget_charge(vm, (int64_t)((cap - o->cap) / 64 + 1))) return false;
    uint8_t *b = np_mem_realloc(vm, o->buf, o->cap, cap);
    if (!b) return false;
    o->buf = b;
    o->cap = cap;
    return true;
}

// Frees [o]'s buffer (once: the charge is given back with it).
static void zl_drop(NpVM *vm, ZlOut *o) {
    if (o->buf) np_mem_realloc(vm, o->buf, o->cap, 0);
    *o = (ZlOut){0};
}

// Returns the filled part of [o] as a new bytes value in *out and frees the buffer.
static bool zl_finish(NpVM *vm, ZlOut *o, NpValue *out) {
    NpBytes *b = np_bytes_new(vm, o->buf ? o->buf : (const uint8_t *)"", o->len);
    zl_drop(vm, o);
    if (!b) return false;
    *out = np_obj(&b->hdr);
    return true;
}

// Raises zlib.error (the class the Python half defined in module [mod]) with [msg].
static bool zl_raise(NpVM *vm, NpValue mod, const char *msg) {
    NpStr *key = np_intern_cstr(vm, "error");
    NpValue t = key && NP_IS_KIND(mod, OBJ_MODULE)
                    ? np_dict_get_str(((NpModuleObj *)NP_AS_OBJ(mod))->globals, key)
                    : np_undef();
    return np_raise(vm, NP_IS_TYPE(t) ? NP_AS_TYPE(t) : vm->types[NP_TYPE_VALUEERROR], "%s", msg);
}

// Raises CPython's zlib.error for zlib result [err] of stream [zs] while [what]: "Error N while
// WHAT: MSG", with zlib's own message or, without one, CPython's for the common codes.
static bool zl_error(NpVM *vm, NpValue mod, const z_stream *zs, int err, const char *what) {
    const char *msg = zs->msg;
    if (err == Z_VERSION_ERROR) msg = "library version mismatch";
    if (!msg) {
        if (err == Z_BUF_ERROR) msg = "incomplete or truncated stream";
        else if (err == Z_STREAM_ERROR) msg = "inconsistent stream state";
        else if (err == Z_DATA_ERROR) msg = "invalid input data";
    }
    char text[300];
    if (msg) snprintf(text, sizeof text, "Error %d while %s: %.200s", err, what, msg);
    else snprintf(text, sizeof text, "Error %d while %s", err, what);
    return zl_raise(vm, mod, text);
}

// Reads C int argument [v] (an int or bool) into *out with CPython's errors.
static bool zl_cint(NpVM *vm, NpValue v, int *out) {
    if (NP_IS_INT(v) || NP_IS_BOOL(v)) {
        int64_t i = v.u.i;
        if (i >= INT_MIN && i <= INT_MAX) {
            *out = (int)i;
            return true;
        }
    }
    if (nplib_is_int(v))
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "Python int too large to convert to C int");
    return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object cannot be interpreted as an integer",
                     np_type_name(vm, v));
}

// The bytes-like data argument [v] into *p/*n, or TypeError as CPython words it.
static bool zl_data(NpVM *vm, NpValue v, const uint8_t **p, size_t *n) {
    if (np_bytes_view(v, p, n)) return true;
    return np_raisef(vm, NP_TYPE_TYPEERROR, "a bytes-like object is required, not '%s'",
                     np_type_name(vm, v));
}

// The end of a one-shot run that returned [err] ([done] when it completed; [raised] when an
// exception is already set): the bytes of [o] in *out, MemoryError, or zlib.error "Error N while
// [what]". Frees [o] in every case.
static bool zl_result(NpVM *vm, NpValue mod, const z_stream *zs, int err, int done, bool raised,
                      ZlOut *o, const char *what, NpValue *out) {
    bool ok;
    if (raised) ok = false;
    else if (err == Z_MEM_ERROR) ok = np_raisef(vm, NP_TYPE_MEMORYERROR, "Out of memory while %s", what);
    else if (err == done) ok = zl_finish(vm, o, out);
    else ok = zl_error(vm, mod, zs, err, what);
    zl_drop(vm, o);
    return ok;
}

// Binds the arguments of bound native [fname] (argv[0] is the module) to a[0..3): positional-only
// data, then the two optional parameters [names] 1 and 2, with argument clinic's messages (data
// given by keyword or not at all is "takes at least 1 positional argument (0 given)").
static bool zl_bind(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                    const char *const names[3], NpValue a[3]) {
    if (argc - (kw ? (int)kw->n : 0) < 2)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes at least 1 positional argument (0 given)",
                         fname);
    return np_args_bind(vm, fname, argc - 1, argv + 1, kw, names, 3, 3, 1, a);
}

// Feeds at most UINT_MAX more input bytes of [p]/[n] (from offset *done) into [zs].
static void zl_feed(z_stream *zs, const uint8_t *p, size_t n, size_t *done) {
    if (zs->avail_in) return;
    size_t k = n - *done > UINT_MAX ? UINT_MAX : n - *done;
    zs->next_in = (Bytef *)(p + *done);
    zs->avail_in = (uInt)k;
    *done += k;
}

// Points [zs]'s output at the free part of [o] (at most UINT_MAX bytes of it).
static void zl_room(z_stream *zs, ZlOut *o) {
    size_t k = o->cap - o->len > UINT_MAX ? UINT_MAX : o->cap - o->len;
    zs->next_out = o->buf + o->len;
    zs->avail_out = (uInt)k;
}

// The sizes of the output blocks CPython's compress() hands deflate one after another (its
// blocks output buffer; the last repeats): with level 0, deflate cuts stored blocks where the
// output space ends, so the same sizes give the same bytes.
static const size_t zl_blocks[] = {32u << 10, 64u << 10, 256u << 10, 1u << 20, 4u << 20,
                                   8u << 20, 16u << 20, 16u << 20, 32u << 20, 32u << 20,
                                   32u << 20, 32u << 20, 64u << 20, 64u << 20, 128u << 20,
                                   128u << 20, 256u << 20};

// Runs deflate over all of [p]/[n] into [o] (zs initialised), giving it CPython's output
// blocks; the zlib result (Z_OK when finished), Z_MEM_ERROR with *raised when [o] could not grow.
static int zl_deflate_all(NpVM *vm, z_stream *zs, const uint8_t *p, size_t n, ZlOut *o, bool *raised) {
    size_t done = 0, block = 0;
    for (;;) {
        zl_feed(zs, p, n, &done);
        if (zs->avail_out == 0) {
            size_t b = zl_blocks[block < 16 ? block : 16];
            block++;
            if (!zl_grow(vm, o, b)) return *raised = true, Z_MEM_ERROR;
            zs->next_out = o->buf + o->len;
            zs->avail_out = (uInt)b;
        }
        uInt before = zs->avail_out;
        int err = deflate(zs, done == n ? Z_FINISH : Z_NO_FLUSH);
        o->len += before - zs->avail_out;
        if (err == Z_STREAM_END) return Z_OK;
        if (err != Z_OK && err != Z_BUF_ERROR) return err;
    }
}

// compress(data, /, level=-1, wbits=15), bound to the module (argv[0]) for zlib.error.
static bool zl_compress(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    static const char *const names[] = {NULL, "level", "wbits"};
    NpValue a[3];
    if (!zl_bind(vm, "compress", argc, argv, kw, names, a)) return false;
    const uint8_t *p;
    size_t n;
    int level = Z_DEFAULT_COMPRESSION, wbits = MAX_WBITS;
    if (!zl_data(vm, a[0], &p, &n) || (!NP_IS_UNDEF(a[1]) && !zl_cint(vm, a[1], &level)) ||
        (!NP_IS_UNDEF(a[2]) && !zl_cint(vm, a[2], &wbits)))
        return false;
    if (!np_budget_charge(vm, (int64_t)(n / 64 + 1))) return false;
    z_stream zs = {.zalloc = zl_alloc, .zfree = zl_free, .opaque = vm};
    int err = deflateInit2(&zs, level, Z_DEFLATED, wbits, 8, Z_DEFAULT_STRATEGY);
    if (err == Z_MEM_ERROR) return np_raisef(vm, NP_TYPE_MEMORYERROR, "Out of memory while compressing data");
    if (err == Z_STREAM_ERROR) return zl_raise(vm, argv[0], "Bad compression level");
    if (err != Z_OK) {
        deflateEnd(&zs);
        return zl_error(vm, argv[0], &zs, err, "compressing data");
    }
    ZlOut o = {0};
    bool raised = false;
    err = zl_deflate_all(vm, &zs, p, n, &o, &raised);
    bool ok = zl_result(vm, argv[0], &zs, err, Z_OK, raised, &o, "compressing data", out);
    deflateEnd(&zs);
    return ok;
}

// Runs inflate over [p]/[n] into [o] (zs initialised) until the stream ends or the input runs
// out; the zlib result (Z_STREAM_END when complete).
static int zl_inflate_all(NpVM *vm, z_stream *zs, const uint8_t *p, size_t n, ZlOut *o, bool *raised) {
    size_t done = 0;
    for (;;) {
        zl_feed(zs, p, n, &done);
        if (!zl_grow(vm, o, o->cap / 2 > 1024 ? o->cap / 2 : 1024)) return *raised = true, Z_MEM_ERROR;
        zl_room(zs, o);
        uInt before = zs->avail_out;
        int err = inflate(zs, Z_SYNC_FLUSH);
        o->len += before - zs->avail_out;
        if (err == Z_STREAM_END || (err != Z_OK && err != Z_BUF_ERROR)) return err;
        // Z_BUF_ERROR with output room left: no progress is possible without more input.
        if (zs->avail_in == 0 && done == n && (err == Z_BUF_ERROR || zs->avail_out)) return Z_BUF_ERROR;
    }
}

// decompress(data, /, wbits=15, bufsize=16384), bound to the module (argv[0]) for zlib.error;
// bufsize is only a starting size (the output is the same for any), so it is checked, not used.
static bool zl_decompress(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    static const char *const names[] = {NULL, "wbits", "bufsize"};
    NpValue a[3];
    if (!zl_bind(vm, "decompress", argc, argv, kw, names, a)) return false;
    const uint8_t *p;
    size_t n;
    int wbits = MAX_WBITS;
    int64_t bufsize = 0;
    if (!zl_data(vm, a[0], &p, &n) || (!NP_IS_UNDEF(a[1]) && !zl_cint(vm, a[1], &wbits)) ||
        (!NP_IS_UNDEF(a[2]) && !np_index(vm, a[2], &bufsize)))
        return false;
    if (bufsize < 0) return np_raisef(vm, NP_TYPE_VALUEERROR, "bufsize must be non-negative");
    if (!np_budget_charge(vm, (int64_t)(n / 64 + 1))) return false;
    z_stream zs = {.zalloc = zl_alloc, .zfree = zl_free, .opaque = vm};
    int err = inflateInit2(&zs, wbits);
    if (err == Z_MEM_ERROR) return np_raisef(vm, NP_TYPE_MEMORYERROR, "Out of memory while decompressing data");
    if (err != Z_OK) {
        inflateEnd(&zs);
        return zl_error(vm, argv[0], &zs, err, "preparing to decompress data");
    }
    ZlOut o = {0};
    bool raised = false;
    err = zl_inflate_all(vm, &zs, p, n, &o, &raised);
    bool ok = zl_result(vm, argv[0], &zs, err, Z_STREAM_END, raised, &o, "decompressing data", out);
    inflateEnd(&zs);
    return ok;
}

static const NpMethodDef zlib_natives[] = {
    {"crc32", zl_crc32, 0},
    {"adler32", zl_adler32, 0},
    {NULL, NULL, 0},
};

// The natives bound to the module, so they find the Python half's `error`.
static const NpMethodDef zlib_bound[] = {
    {"compress", zl_compress, 0},
    {"decompress", zl_decompress, 0},
    {NULL, NULL, 0},
};

static const char zlib_src[] =
#include "np_lib_zlib_py.h"
    ;

// Binds module global [name] of [mod] to a str of C string [text].
static bool zl_set_str(NpVM *vm, NpModuleObj *mod, const char *name, const char *text) {
    NpStr *key = np_intern_cstr(vm, name);
    NpStr *s = key ? np_str_new(vm, text, strlen(text)) : NULL;
    return s && np_dict_set_str(vm, mod->globals, key, np_obj(&s->hdr));
}

// Adds [defs] to [mod] as natives bound to the module.
static bool zl_add_bound(NpVM *vm, NpModuleObj *mod, const NpMethodDef *defs) {
    for (const NpMethodDef *d = defs; d->name; d++) {
        NpNative *f = np_native_new(vm, d->name, d->fn, NULL);
        NpStr *key = np_intern_cstr(vm, d->name);
        if (!f || !key) return false;
        f->self = np_obj(&mod->hdr);
        if (!np_dict_set_str(vm, mod->globals, key, np_obj(&f->hdr))) return false;
    }
    return true;
}

bool nplib_zlib_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_add_natives(vm, mod, zlib_natives) && zl_add_bound(vm, mod, zlib_bound) &&
           zl_set_str(vm, mod, "ZLIB_VERSION", ZLIB_VERSION) &&
           zl_set_str(vm, mod, "ZLIB_RUNTIME_VERSION", zlibVersion()) &&
           nplib_exec_source(vm, mod, zlib_src, "zlib.py");
}
