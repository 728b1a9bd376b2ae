/*
 * np_serial.h - the canonical, versioned binary format of saved values (vm/np_serial.c) and
 * their XXH3-128 content addresses. Used by versioned state (vm/np_state.c).
 *
 * Format (all integers are unsigned LEB128 varints unless noted; "str" is n, n bytes of UTF-8):
 *   "NPV" 0x02                       magic and format version (version 1 is refused)
 *   value := tag byte, then
 *     0x00 None   0x01 False   0x02 True
 *     0x03 int     zigzag varint of an int64
 *     0x04 bigint  sign byte (0 = positive, 1 = negative), n, n magnitude bytes big-endian
 *                  (no leading zero byte; only for ints outside int64)
 *     0x05 float   8 bytes: the IEEE-754 bits, little-endian
 *     0x06 str     str
 *     0x07 list  0x08 tuple  0x0A set  0x0B frozenset      n, then n values
 *     0x09 dict    n, then n (key, value) pairs in insertion order
 *     0x0C ref     index of an earlier object of this value (objects - containers, functions,
 *                  cells, classes, instances, methods, descriptors - are numbered in the order
 *                  their tags appear), so shared and cyclic structure survives
 *     0x0D marker  str: a value that could not be saved, and what it was
 *     0x0E xref    str name, index: object [index] of global [name], saved earlier in the same
 *                  commit (so `b = a` stays one object across globals)
 *     0x0F builtin str: the builtins entry of that name (int, len, ValueError)
 *     0x10 function  kind byte (0 def, 1 lambda), line, str filename, str qualname (of the
 *                  code: the enclosing scopes), str source (a def's lines from the start of the
 *                  `def` line, or the lambda expression), n, n str free-variable names; then
 *                  the object's index is taken; then values name, qualname, defaults (None or
 *                  tuple), pairs kw-defaults, pairs attributes, n cell values
 *     0x11 cell    byte full, [value]
 *     0x12 class   str name, str qualname; the index is taken; n, n base values, pairs dict
 *     0x13 instance  class value, pairs attributes
 *     0x14 method  self value, function value
 *     0x15 descriptor  kind byte (0 staticmethod, 1 classmethod, 2 property), 3 values
 *     0x16 instance of a user subclass of list, dict or set: layout tag (0x07, 0x09 or 0x0A),
 *                  class value, the contents as that container's, pairs attributes
 *     0x17 module reference  str module, str attribute ("" for the module itself): imported
 *                  again under the loading VM's policy (a marker when not granted)
 *     0x18 instance of a module's dict-layout class (Counter, OrderedDict, defaultdict): byte
 *                  extra (1 for defaultdict's default_factory slot); the index is taken; class
 *                  value (a module reference), [default_factory value], then the contents as a
 *                  dict's. Built directly with that layout: no constructor runs.
 *     0x19 dataclass  as 0x12 (its dict without what @dataclass made: installed methods,
 *                  hidden entries, __match_args__, __dataclass_fields__, own fields' entries),
 *                  then params (decorator bits), n, n own fields (str name, field() flags,
 *                  has-bits 1 default / 2 factory, [default value], [factory value]). Once the
 *                  bases are set the decorator runs on the class again (a marker when the
 *                  dataclasses module is not granted here).
 *     0x1A bytes   n, n bytes (exact bytes; written by value like a str, so also a dict key or
 *                  set member)
 *     0x1B bytearray  n, n bytes; an object (the index is taken), so sharing survives
 * A class whose base, or an instance whose class, decodes to a marker (module not granted)
 * becomes a marker itself.
 *   pairs := n, then n (str value, value)
 * Canonical: the same value graph always gives the same bytes. Set members (plain data only)
 * are written in the order of their own canonical encodings (byte-wise), dicts in insertion
 * order.
 *
 * Decoding treats its input as untrusted: every length is checked against the bytes left,
 * nesting and counts are capped, everything built is charged to the VM, and a function's
 * source is recompiled and must give back exactly the saved record.
 */
#ifndef NP_VM_SERIAL_H
#define NP_VM_SERIAL_H

#include "np_runtime.h"

#define NP_SERIAL_VERSION 2
// Deepest nesting written or read (the encoder and decoder recurse on the C stack).
#define NP_SERIAL_MAX_DEPTH 500
// Largest encoding of one value, and most containers one decoding may create.
#define NP_SERIAL_MAX_BYTES ((size_t)256 * 1024 * 1024)
#define NP_SERIAL_MAX_REFS ((size_t)1 << 24)

// A content address: XXH3-128 of the encoded bytes, in canonical (big-endian) byte order.
typedef struct NpHash {
    uint8_t b[16];
} NpHash;

// The encoder and decoder of one commit: each global is one value with its own bytes, but an
// object reached from several globals is written once (later globals refer to it by xref),
// so the globals must be encoded, and decoded, in the same order (by name).
typedef struct NpSerialEnc NpSerialEnc;
typedef struct NpSerialDec NpSerialDec;
NpSerialEnc *np_serial_enc_new(NpVM *vm);
void np_serial_enc_free(NpSerialEnc *e);
bool np_serial_enc_value(NpSerialEnc *e, NpValue v, const char *label, uint8_t **out,
                         size_t *len);
NpSerialDec *np_serial_dec_new(NpVM *vm);
void np_serial_dec_free(NpSerialDec *d);
bool np_serial_dec_value(NpSerialDec *d, const char *label, const uint8_t *data, size_t len,
                         NpValue *out);

// Encodes [v] on its own into a malloc'd buffer (*out, *len). Values that cannot be saved
// (generators, modules, host handles, ...) become markers that name [label] (the global's
// name) and what they were.
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
// Raises marker [v]'s saved message as a RuntimeError (what using the marker does); false.
bool np_serial_marker_raise(NpVM *vm, NpValue v);
// Sets the source text of [p] and every proto nested in it (so their functions can be saved).
void np_proto_attach_source(NpVM *vm, NpProto *p, NpStr *src);
// A readable description of [v] made without running Python code (reprs of builtin data,
// `<function f>`, `<__main__.C object x=1>`), malloc'd; NULL when out of memory.
char *np_serial_describe(NpVM *vm, NpValue v);

#endif
