/*
 * np_strbuild.h - amortized O(n) `name += s` on strs ("owned" strs), without refcounts.
 *
 * CPython makes `text += ch` in a loop linear by resizing the str in place when its refcount is
 * 1. Nearly has no refcounts, so it tracks uniqueness for one narrow case: a str flagged
 * NP_STR_OWNED is referenced from exactly one storage slot (a value slot of a globals dict),
 * plus the temporary register of the augmented assignment that is updating it. It has spare
 * capacity after its NUL (the allocation size is in hdr.charged), so appending to it writes the
 * new bytes in place and keeps every str invariant (NUL at data[len], ncp, ASCII flag; it is
 * never hashed or interned while owned, since both need a read).
 *
 * How the invariant holds: only `INPLACE ... +(BINOP_ADD | NP_INPLACE_OWNED)` makes owned strs
 * (the compiler emits it for `name += value` when name is a global: GETGLOBALAUG t name; value;
 * INPLACE t t v; SETGLOBAL t name). SETGLOBAL marks the dict NP_DICT_OWNED_STRS when it stores
 * an owned str, and from then on every read of that dict's values in np_dict.c (get, get_str,
 * next, copy, del's old value) clears NP_STR_OWNED on the str it returns (np_str_disown), so a
 * second reference can only be made from a str that is no longer owned. GETGLOBALAUG is the one
 * read that keeps the flag; its register is only read by the INPLACE that follows. Module dicts
 * are never visible to scripts (no __dict__, no globals()), so np_lib_dict.c never sees them.
 *
 * A chain of +s (`a + b + c`, compiled as ADDCAT, ADDCATMID..., ADDCATEND) also makes owned
 * strs: its intermediate results are held only by the chain's temporary register, which no
 * other instruction reads, so ADDCAT's owned result is appended to in place by the following
 * +s, and ADDCATEND clears the flag before its result can reach anything else
 * (np_str_chain_add). (Local names' strs read there are never owned: DISOWN precedes a read.)
 */
#ifndef NP_VM_STRBUILD_H
#define NP_VM_STRBUILD_H

#include "np_runtime.h"

#define NP_STR_OWNED 0x8         // NpStr hdr.flags: the str is owned (see above).
#define NP_DICT_OWNED_STRS 0x2   // NpDict hdr.flags: an owned str may be among the values.
#define NP_INPLACE_OWNED 0x100   // INPLACE's op word: `name += value` on a global name.
#define NP_INPLACE_OP_MASK 0xff  // INPLACE's op word: the NpBinOp.

// Clears NP_STR_OWNED if [v] is an owned str (a read that may make a second reference).
static inline void np_str_disown(NpValue v) {
    if (v.tag == NP_T_OBJ && v.u.o->kind == OBJ_STR) v.u.o->flags &= (uint16_t)~NP_STR_OWNED;
}

// a + b for exact strs, as an owned str: appends in place when [a] is owned and has room,
// otherwise copies into a new owned str with spare capacity (growing geometrically). Sets *out;
// false with an exception pending on MemoryError/OverflowError.
bool np_str_append_owned(NpVM *vm, NpStr *a, NpStr *b, NpValue *out);

// The steps of a chain of +s on strs (np_str_chain_add).
typedef enum { NP_CHAIN_FIRST, NP_CHAIN_MID, NP_CHAIN_LAST } NpChainStep;

// a + b for exact strs inside a chain of +s, [a] being the chain's temporary (ADDCATMID,
// ADDCATEND) or its first operand (ADDCAT, NP_CHAIN_FIRST: never written): appends [b] to [a]
// in place when [a] is owned with room and [step] is not the first; otherwise copies both into
// a new str, owned with some room unless [step] is the last. The last step's result is never
// owned. Sets *out; false with an exception pending on MemoryError/OverflowError.
bool np_str_chain_add(NpVM *vm, NpStr *a, NpStr *b, NpChainStep step, NpValue *out);

#endif
