/*
 * np_hash.h - the str and bytes hash: libxxhash's XXH3 (64 bits, seeded with the VM's hash
 * seed), compiled inline into the few files that hash text on a hot path.
 *
 * XXH_INLINE_ALL makes xxhash.h define its functions static inline in the including file, so
 * a short key (a word, a name, a key made by slicing or split) is hashed by XXH3's short-input
 * path without a call, and a leaf function such as np_dict.c's dict_get_fresh stays a leaf.
 * Only vm/np_str.c, vm/np_bytes.c and vm/np_dict.c include it; everything else asks
 * np_str_hash / np_bytes_hash (np_runtime.h), which cache the result in the object.
 */
#ifndef NP_VM_HASH_H
#define NP_VM_HASH_H

#include <stddef.h>
#include <stdint.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

// The str and bytes hash of the [len] bytes at [p] with [seed]: XXH3, with -1 (CPython's
// error marker) mapped to -2. A str and a bytes of the same bytes hash alike, as in CPython.
static inline int64_t np_hash_text(const char *p, size_t len, uint64_t seed) {
    int64_t h = (int64_t)XXH3_64bits_withSeed(p, len, seed);
    return h == -1 ? -2 : h;
}

// np_hash_text for at most 16 bytes ([len] <= 16): XXH3's short-input path, the same value
// XXH3_64bits_withSeed gives for that length (it dispatches to this very function of
// xxhash.h), inlined without the public entry's length dispatch, which GCC leaves out of line
// (a call, ~15 instructions more for a word or a key made by slicing).
static inline __attribute__((always_inline)) int64_t np_hash_short(const char *p, size_t len,
                                                                   uint64_t seed) {
    int64_t h = (int64_t)XXH3_len_0to16_64b((const xxh_u8 *)p, len, XXH3_kSecret, seed);
    return h == -1 ? -2 : h;
}

#endif
