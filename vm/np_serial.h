/*
 * np_serial.h - the canonical, versioned binary format of saved values (vm/np_serial.c) and
 * their XXH3-128 content addresses. Used by versioned state (vm/np_state.c).
 *
 * Format (all integers are unsigned LEB128 varints unless noted):
 *   "NPV" 0x01                       magic and format version
 *   value := tag byte, then
 *     0x00 None   0x01 False   0x02 True
 *     0x03 int     zigzag varint of an int64
 *     0x04 bigint  sign byte (0 = positive, 1 = negative), n, n magnitude bytes big-endian
 *                  (no leading zero byte; only for ints outside int64)
 *     0x05 float   8 bytes: the IEEE-754 bits, little-endian
 *     0x06 str     n, n bytes of UTF-8
 *     0x07 list  0x08 tuple  0x0A set  0x0B frozenset      n, then n values
 *     0x09 dict    n, then n (key, value) pairs in insertion order
 *     0x0C ref     index of an earlier container (containers are numbered in the order their
 *                  tags appear), so shared and cyclic structure survives
 *     0x0D marker  n, n bytes of UTF-8: a value that could not be saved, and what it was
 * Canonical: the same value graph always gives the same bytes. Set members are written in the
 * order of their own canonical encodings (byte-wise), dicts in insertion order.
 *
 * Decoding treats its input as untrusted: every length is checked against the bytes left,
 * nesting and counts are capped, and everything built is charged to the VM.
 */
#ifndef NP_VM_SERIAL_H
#define NP_VM_SERIAL_H

#include "np_runtime.h"

#define NP_SERIAL_VERSION 1
// Deepest nesting written or read (the encoder and decoder recurse on the C stack).
#define NP_SERIAL_MAX_DEPTH 500
// Largest encoding of one value, and most containers one decoding may create.
#define NP_SERIAL_MAX_BYTES ((size_t)256 * 1024 * 1024)
#define NP_SERIAL_MAX_REFS ((size_t)1 << 24)

// A content address: XXH3-128 of the encoded bytes, in canonical (big-endian) byte order.
typedef struct NpHash {
    uint8_t b[16];
} NpHash;

// Encodes [v] into a malloc'd buffer (*out, *len). Values that cannot be saved (functions,
// modules, instances, ...) become markers that name [label] (the global's name) and their type.
// False with a pending exception (ValueError when too deep or too large, MemoryError).
bool np_serial_encode(NpVM *vm, NpValue v, const char *label, uint8_t **out, size_t *len);
// Decodes [len] bytes into a new value. False with a pending ValueError "corrupt saved value:
// ..." on malformed input (or MemoryError when the VM's memory limit is reached).
bool np_serial_decode(NpVM *vm, const uint8_t *data, size_t len, NpValue *out);
// The content address of [len] bytes, and its 32-digit lowercase hex form (plus a NUL).
NpHash np_hash_bytes(const void *data, size_t len);
void np_hash_hex(const NpHash *h, char out[33]);
// Parses 32 hex digits; false when malformed.
bool np_hash_parse(const char *hex, NpHash *out);
// True when [v] is a marker left by a value that could not be saved.
bool np_serial_is_marker(NpValue v);

#endif
