/*
 * np_lib_zlib.c - the natives of the `zlib` module (its Python half is stdlib/np_lib_zlib.py),
 * all by Debian's zlib (zlib1g-dev), which CPython links too, so compressed bytes are the same:
 * crc32(data, value=0) and adler32(data, value=1) as CPython 3.11 computes them (the running
 * value is taken modulo 2**32, so any int continues a checksum; data is bytes or bytearray),
 * and the one-shot compress(data, /, level=-1, wbits=15) and decompress(data, /, wbits=15,
 * bufsize=16384), raising the Python half's zlib.error, and the streams under the Python half's
 * compressobj()/decompressobj() classes (_stream_new, _deflate, _inflate, _stream_copy: a z_stream kept in an
 * NpCData whose finalizer ends it). zlib's own state is allocated through the VM's accounting (zl_alloc), the
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
#include "np_serial.h"

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

/* ---------------------------------------------------------------- streaming objects */

// The C state of a zlib.Compress or zlib.Decompress object (the Python half's classes keep it
// in their `_s` attribute as an NpCData, whose finalizer ends the stream): the z_stream (its
// internal state allocated through zl_alloc, so charged), whether it deflates, whether it has
// ended (deflate finished by flush(), or inflate reached the stream's end) and a copy of zdict
// for inflate's Z_NEED_DICT. [released] says CPython would have ended the stream already
// (deflate finished, or a Decompress.flush() that reached the end), so copy() refuses it.
typedef struct ZlStream {
    z_stream zs;
    bool deflating, ended, released;
    uint8_t *zdict;
    size_t zdict_len;
} ZlStream;

// The NpCData finalizer of a ZlStream: ends the z_stream (giving its state back through
// zl_free) and frees the struct and the zdict copy.
static void zs_finalize(NpVM *vm, void *ptr) {
    ZlStream *st = ptr;
    if (st->deflating) deflateEnd(&st->zs);
    else inflateEnd(&st->zs);
    if (st->zdict) np_mem_realloc(vm, st->zdict, st->zdict_len, 0);
    np_mem_realloc(vm, st, sizeof *st, 0);
}

// The NpCData that owns [st] from now on (its finalizer ends the stream), or NULL with the
// error set, having ended [st] itself.
static NpCData *zs_wrap(NpVM *vm, ZlStream *st) {
    NpCData *c = (NpCData *)np_alloc_obj(vm, sizeof(NpCData), OBJ_CDATA, vm->types[NP_TYPE_OBJECT]);
    if (!c) {
        zs_finalize(vm, st);
        return NULL;
    }
    c->ptr = st;
    c->finalize = zs_finalize;
    return c;
}

// The ZlStream of [v], an NpCData made by zl_stream_new, or NULL with TypeError (or, for a
// stream object restored from saved state, whose stream could not be saved, the marker's
// error).
static ZlStream *zs_of(NpVM *vm, NpValue v) {
    if (NP_IS_KIND(v, OBJ_CDATA) && ((NpCData *)NP_AS_OBJ(v))->finalize == zs_finalize &&
        ((NpCData *)NP_AS_OBJ(v))->ptr)
        return ((NpCData *)NP_AS_OBJ(v))->ptr;
    if (np_serial_is_marker(v)) np_serial_marker_raise(vm, v);
    else np_raisef(vm, NP_TYPE_TYPEERROR, "zlib: not a stream");
    return NULL;
}

// _stream_new(deflating, level, method, wbits, memLevel, strategy, zdict), bound to the module:
// a new stream with the checked options of compressobj()/decompressobj() (zdict None or
// bytes-like), as an NpCData.
static bool zl_stream_new(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    if (argc != 8) return np_raisef(vm, NP_TYPE_TYPEERROR, "_stream_new: 7 arguments");
    bool deflating = (NP_IS_BOOL(argv[1]) && argv[1].u.i);
    int opt[5];
    for (int i = 0; i < 5; i++)
        if (!zl_cint(vm, argv[2 + i], &opt[i])) return false;
    const uint8_t *zd = NULL;
    size_t zn = 0;
    if (!NP_IS_NONE(argv[7]) && !np_bytes_view(argv[7], &zd, &zn))
        return np_raisef(vm, NP_TYPE_TYPEERROR, deflating ? "a bytes-like object is required, not '%s'"
                                                          : "zdict argument must support the buffer protocol",
                         np_type_name(vm, argv[7]));
    if (zn > UINT_MAX) return np_raise_nomem(vm);
    ZlStream *st = np_mem_realloc(vm, NULL, 0, sizeof *st);
    if (!st) return false;
    memset(st, 0, sizeof *st);
    st->zs = (z_stream){.zalloc = zl_alloc, .zfree = zl_free, .opaque = vm};
    st->deflating = deflating;
    int err = deflating ? deflateInit2(&st->zs, opt[0], opt[1], opt[2], opt[3], opt[4])
                        : inflateInit2(&st->zs, opt[2]);
    if (err != Z_OK) {
        np_mem_realloc(vm, st, sizeof *st, 0);
        if (err == Z_MEM_ERROR)
            return np_raisef(vm, NP_TYPE_MEMORYERROR, "Can't allocate memory for %s object",
                             deflating ? "compression" : "decompression");
        if (err == Z_STREAM_ERROR)
            return np_raisef(vm, NP_TYPE_VALUEERROR, "Invalid initialization option");
        return zl_raise(vm, argv[0], deflating ? "Error while creating compression object"
                                               : "Error while creating decompression object");
    }
    NpCData *c = zs_wrap(vm, st);
    if (!c) return false;
    if (zd) {
        if (deflating) {
            err = deflateSetDictionary(&st->zs, zd, (uInt)zn);
        } else {
            st->zdict = np_mem_realloc(vm, NULL, 0, zn ? zn : 1);
            if (!st->zdict) return false;
            memcpy(st->zdict, zd, zn);
            st->zdict_len = zn ? zn : 1;
            // A raw stream (negative wbits) has no header asking for the dictionary: set now.
            err = opt[2] < 0 ? inflateSetDictionary(&st->zs, zd, (uInt)zn) : Z_OK;
        }
        if (err == Z_STREAM_ERROR) return np_raisef(vm, NP_TYPE_VALUEERROR, "Invalid dictionary");
        if (err != Z_OK)
            return zl_raise(vm, argv[0], deflating ? "deflateSetDictionary()" : "inflateSetDictionary()");
    }
    *out = np_obj(&c->hdr);
    return true;
}

// _deflate(s, data, mode), bound to the module: Compress.compress (mode Z_NO_FLUSH) and
// Compress.flush (any other mode): all of data through deflate, with CPython's output blocks,
// until deflate leaves output room; Z_FINISH ends the stream. A stream already ended raises
// what CPython's uninitialised one does.
static bool zl_deflate_native(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    if (argc != 4) return np_raisef(vm, NP_TYPE_TYPEERROR, "_deflate: 3 arguments");
    ZlStream *st = zs_of(vm, argv[1]);
    const uint8_t *p;
    size_t n;
    int mode;
    if (!st || !zl_data(vm, argv[2], &p, &n) || !zl_cint(vm, argv[3], &mode)) return false;
    const char *what = mode == Z_NO_FLUSH ? "compressing data" : "flushing";
    char text[100];
    if (st->ended) {
        snprintf(text, sizeof text, "Error %d while %s: inconsistent stream state", Z_STREAM_ERROR, what);
        return zl_raise(vm, argv[0], text);
    }
    if (!np_budget_charge(vm, (int64_t)(n / 64 + 1))) return false;
    z_stream *zs = &st->zs;
    ZlOut o = {0};
    size_t done = 0, block = 0;
    int err;
    zs->avail_in = 0;
    zs->avail_out = 0;
    for (;;) {
        zl_feed(zs, p, n, &done);
        if (zs->avail_out == 0) {  // a new block only when the last is full, as CPython's
            size_t b = zl_blocks[block < 16 ? block : 16];
            block++;
            if (!zl_grow(vm, &o, b)) {
                zl_drop(vm, &o);
                return false;
            }
            zs->next_out = o.buf + o.len;
            zs->avail_out = (uInt)b;
        }
        uInt before = zs->avail_out;
        err = deflate(zs, done == n && zs->avail_in == 0 ? mode : Z_NO_FLUSH);
        o.len += before - zs->avail_out;
        if (err == Z_STREAM_END || (err != Z_OK && err != Z_BUF_ERROR)) break;
        if (zs->avail_out != 0 && zs->avail_in == 0 && done == n) break;
    }
    zs->next_in = Z_NULL;  // the data and the buffer do not outlive this call
    zs->avail_out = 0;
    if (err == Z_STREAM_END && mode == Z_FINISH) {
        deflateEnd(zs);
        st->ended = st->released = true;
    } else if (err != Z_OK && err != Z_BUF_ERROR) {
        zl_drop(vm, &o);
        if (err == Z_MEM_ERROR) return np_raisef(vm, NP_TYPE_MEMORYERROR, "Out of memory while %s", what);
        return zl_error(vm, argv[0], zs, err, what);
    }
    return zl_finish(vm, &o, out);
}

// _inflate(s, data, max_length, finish), bound to the module: Decompress.decompress (finish
// False, inflate with Z_SYNC_FLUSH until the input is used, the stream ends or max_length bytes
// are out; 0 is no limit) and Decompress.flush (finish True: Z_FINISH). Returns (output, the
// count of input bytes not consumed, whether the stream ended); the Python half keeps
// unused_data, unconsumed_tail and eof from them.
static bool zl_inflate_native(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    if (argc != 5) return np_raisef(vm, NP_TYPE_TYPEERROR, "_inflate: 4 arguments");
    ZlStream *st = zs_of(vm, argv[1]);
    const uint8_t *p;
    size_t n;
    int64_t limit = 0;
    if (!st || !zl_data(vm, argv[2], &p, &n) || !np_index(vm, argv[3], &limit)) return false;
    bool finish = (NP_IS_BOOL(argv[4]) && argv[4].u.i);
    const char *what = finish ? "flushing" : "decompressing data";
    ZlOut o = {0};
    int err = Z_STREAM_END;
    size_t done = 0;
    z_stream *zs = &st->zs;
    zs->avail_in = 0;
    if (!st->ended) {
        if (!np_budget_charge(vm, (int64_t)(n / 64 + 1))) return false;
        for (;;) {
            zl_feed(zs, p, n, &done);
            size_t want = o.cap / 2 > 1024 ? o.cap / 2 : 1024;
            if (limit > 0) {
                if (o.len >= (size_t)limit) break;
                if (want > (size_t)limit - o.len) want = (size_t)limit - o.len;
            }
            if (!zl_grow(vm, &o, want)) {
                zl_drop(vm, &o);
                return false;
            }
            zl_room(zs, &o);
            if (limit > 0 && zs->avail_out > (size_t)limit - o.len) zs->avail_out = (uInt)((size_t)limit - o.len);
            uInt before = zs->avail_out;
            err = inflate(zs, finish ? Z_FINISH : Z_SYNC_FLUSH);
            o.len += before - zs->avail_out;
            if (err == Z_NEED_DICT && st->zdict) {
                err = inflateSetDictionary(zs, st->zdict, (uInt)st->zdict_len);
                if (err != Z_OK) break;
                continue;
            }
            if (err == Z_STREAM_END || (err != Z_OK && err != Z_BUF_ERROR)) break;
            if (zs->avail_in == 0 && done == n && (err == Z_BUF_ERROR || zs->avail_out)) break;
            if (err == Z_BUF_ERROR && zs->avail_out) break;  // no progress possible
        }
    }
    size_t left = (n - done) + zs->avail_in;
    zs->next_in = Z_NULL;
    zs->avail_in = 0;
    if (err == Z_STREAM_END) {
        st->ended = true;
        st->released |= finish;
    } else if (err != Z_OK && err != Z_BUF_ERROR) {
        zl_drop(vm, &o);
        if (err == Z_MEM_ERROR) return np_raisef(vm, NP_TYPE_MEMORYERROR, "Out of memory while %s", what);
        return zl_error(vm, argv[0], zs, err, what);
    }
    NpValue bytes;
    if (!zl_finish(vm, &o, &bytes)) return false;
    NpTuple *t = np_tuple_new(vm, 3);
    if (!t) return false;
    t->items[0] = bytes;
    t->items[1] = np_int((int64_t)left);
    t->items[2] = np_bool(err == Z_STREAM_END);
    *out = np_obj(&t->hdr);
    return true;
}

// _stream_copy(s), bound to the module: Compress.copy and Decompress.copy, a new stream in
// the state of [s] (deflateCopy/inflateCopy, whose state is allocated through zl_alloc, so
// charged), as an NpCData. A stream CPython would have ended raises its ValueError.
static bool zl_stream_copy(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    if (argc != 2) return np_raisef(vm, NP_TYPE_TYPEERROR, "_stream_copy: 1 argument");
    ZlStream *src = zs_of(vm, argv[1]);
    if (!src) return false;
    if (src->released) return np_raisef(vm, NP_TYPE_VALUEERROR, "Inconsistent stream state");
    // The copy's state is a fixed size (deflate's window and tables): a constant charge.
    if (!np_budget_charge(vm, 64)) return false;
    ZlStream *st = np_mem_realloc(vm, NULL, 0, sizeof *st);
    if (!st) return false;
    memset(st, 0, sizeof *st);
    st->deflating = src->deflating;
    st->ended = src->ended;
    if (src->zdict) {
        st->zdict = np_mem_realloc(vm, NULL, 0, src->zdict_len);
        if (!st->zdict) {
            np_mem_realloc(vm, st, sizeof *st, 0);
            return false;
        }
        memcpy(st->zdict, src->zdict, src->zdict_len);
        st->zdict_len = src->zdict_len;
    }
    int err = st->deflating ? deflateCopy(&st->zs, &src->zs) : inflateCopy(&st->zs, &src->zs);
    if (err != Z_OK) {
        if (st->zdict) np_mem_realloc(vm, st->zdict, st->zdict_len, 0);
        np_mem_realloc(vm, st, sizeof *st, 0);
        if (err == Z_MEM_ERROR)
            return np_raisef(vm, NP_TYPE_MEMORYERROR, "Can't allocate memory for %s object",
                             src->deflating ? "compression" : "decompression");
        return np_raisef(vm, NP_TYPE_VALUEERROR, "Inconsistent stream state");
    }
    NpCData *c = zs_wrap(vm, st);
    if (!c) return false;
    *out = np_obj(&c->hdr);
    return true;
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
    {"_stream_new", zl_stream_new, 0},
    {"_deflate", zl_deflate_native, 0},
    {"_inflate", zl_inflate_native, 0},
    {"_stream_copy", zl_stream_copy, 0},
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
