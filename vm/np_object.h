/*
 * np_object.h - the layouts of every heap object the VM knows.
 *
 * Every heap object starts with NpObject: the GC's intrusive list link, its Python-visible type
 * and its layout kind. The layout kind (NpObjKind) says which C struct follows; the type pointer
 * says what `type(x)` is (so set and frozenset share a layout but not a type, and a user subclass
 * of Exception shares the NpException layout). All objects are owned by one VM's heap (np_gc.h).
 */
#ifndef NP_VM_OBJECT_H
#define NP_VM_OBJECT_H

#include <gmp.h>

#include "np_value.h"

struct NpVM;
struct NpType;
struct NpTuple;

/* ---------------------------------------------------------------- header */

typedef enum NpObjKind {
    OBJ_STR,        // NpStr
    OBJ_BIGINT,     // NpBigInt
    OBJ_TUPLE,      // NpTuple
    OBJ_LIST,       // NpList
    OBJ_DICT,       // NpDict
    OBJ_SET,        // NpSet (set and frozenset)
    OBJ_RANGE,      // NpRange
    OBJ_SLICE,      // NpSlice
    OBJ_PROTO,      // NpProto (a compiled function body; "code" is never visible to scripts)
    OBJ_FUNCTION,   // NpFunction
    OBJ_CELL,       // NpCell (never visible to scripts)
    OBJ_NATIVE,     // NpNative (builtin function, or builtin method bound to [self])
    OBJ_BOUND,      // NpBound (a Python function bound to an instance)
    OBJ_TYPE,       // NpType (builtin types and, later, user classes)
    OBJ_INSTANCE,   // NpInstance (instances of user classes)
    OBJ_EXCEPTION,  // NpException (instances of BaseException and its subclasses)
    OBJ_ITER,       // NpIter (every builtin iterator and view: list_iterator, map, dict_keys...)
    OBJ_MODULE,     // NpModuleObj
    OBJ_SINGLETON,  // NotImplemented and Ellipsis: no fields beyond the header
    OBJ_GENERATOR,  // NpGenerator
    OBJ_WRAPPER,    // NpWrapper: staticmethod, classmethod, property, super, dataclasses.Field
    OBJ_CDATA,      // NpCData (a C resource of a stdlib module; never visible to scripts)
    OBJ_BYTES,      // NpBytes (immutable bytes)
    OBJ_BYTEARRAY,  // NpByteArray (mutable bytearray)
    OBJ__COUNT
} NpObjKind;

typedef struct NpObject {
    // Next object in the VM's list of old objects (vm->objects; a young object is in the young
    // log instead and leaves this unset), or in a free list once freed.
    struct NpObject *gc_next;
    // The object's Python-visible type; never NULL once the object is published.
    struct NpType *type;
    // Which struct follows the header (an NpObjKind).
    uint8_t kind;
    // GC mark bit, set during marking and cleared by the sweep.
    uint8_t marked;
    // Per-kind flag bits (NP_STR_*, NP_LIST_*, ...).
    uint16_t flags;
    // Bytes charged for this object (header, struct and any owned C buffers), so freeing it can
    // give exactly that back to the memory accounting.
    uint32_t charged;
} NpObject;

#define NP_OBJ(v) ((NpObject *)(v).u.o)
#define NP_KIND(v) (((NpObject *)(v).u.o)->kind)
#define NP_IS_KIND(v, k) ((v).tag == NP_T_OBJ && NP_KIND(v) == (k))

/* ---------------------------------------------------------------- str */

// An immutable Unicode string stored as UTF-8. Indexing and len() count code points.
typedef struct NpStr {
    NpObject hdr;
    // Length in bytes, excluding the terminating NUL.
    size_t len;
    // Length in code points; equal to [len] when the NP_STR_ASCII flag is set.
    size_t ncp;
    // Cached hash, valid once NP_STR_HASHED is set.
    int64_t hash;
    // UTF-8 bytes followed by a NUL (strings may also contain NUL code points).
    char data[];
} NpStr;

#define NP_STR_ASCII 0x1     // Every byte is < 0x80, so byte and code-point offsets agree.
#define NP_STR_HASHED 0x2    // [hash] is valid.
#define NP_STR_INTERNED 0x4  // The string is in the VM's intern table (equal interned strings are
                             // the same object, so they compare by pointer).

#define NP_IS_STR(v) NP_IS_KIND(v, OBJ_STR)
#define NP_AS_STR(v) ((NpStr *)(v).u.o)

/* ---------------------------------------------------------------- bytes, bytearray */

// An immutable byte string (vm/np_bytes.c). Like NpStr, the bytes are inline after the header.
typedef struct NpBytes {
    NpObject hdr;
    // Number of bytes.
    size_t len;
    // Cached hash (the str hash of the same bytes, as in CPython), valid once
    // NP_BYTES_HASHED is set.
    int64_t hash;
    // The bytes, followed by a NUL that is not part of the value.
    uint8_t data[];
} NpBytes;

#define NP_BYTES_HASHED 0x1

// A mutable byte string: an owned buffer of [cap] bytes (through np_mem_realloc) of which the
// first [len] are the value.
typedef struct NpByteArray {
    NpObject hdr;
    size_t len, cap;
    uint8_t *data;
} NpByteArray;

#define NP_IS_BYTES(v) NP_IS_KIND(v, OBJ_BYTES)
#define NP_IS_BYTEARRAY(v) NP_IS_KIND(v, OBJ_BYTEARRAY)
#define NP_AS_BYTES(v) ((NpBytes *)(v).u.o)
#define NP_AS_BYTEARRAY(v) ((NpByteArray *)(v).u.o)

/* ---------------------------------------------------------------- int */

// An int that does not fit in int64 (smaller ones are always unboxed NP_T_INT values).
typedef struct NpBigInt {
    NpObject hdr;
    mpz_t z;
} NpBigInt;

#define NP_IS_BIGINT(v) NP_IS_KIND(v, OBJ_BIGINT)
#define NP_AS_BIGINT(v) ((NpBigInt *)(v).u.o)

// True with the value in [*out] when the boxed int [v] fits in int64. Plain ints that fit are
// never boxed, but an instance of a user subclass of int is always an NpBigInt (np_class.c), so
// code converting ints to C integers checks this before reporting an overflow.
static inline bool np_bigint_small(NpValue v, int64_t *out)
{
    if (!NP_IS_BIGINT(v) || !mpz_fits_slong_p(NP_AS_BIGINT(v)->z))
        return false;
    *out = (int64_t)mpz_get_si(NP_AS_BIGINT(v)->z);
    return true;
}

/* ---------------------------------------------------------------- tuple, list */

typedef struct NpTuple {
    NpObject hdr;
    size_t n;
    NpValue items[];
} NpTuple;

#define NP_IS_TUPLE(v) NP_IS_KIND(v, OBJ_TUPLE)
// hdr.flags bit of the tuple Decimal._np_env that decimal's _np_install made and checked (its
// items have the kinds the natives read; stdlib/np_lib_decimal.c). No other tuple has it.
#define NP_TUPLE_DEC_ENV 0x1
// hdr.flags bit of an exact tuple of two or more items whose hash is kept in it
// (np_tuple_keep_hash): set only for the tuples vm/np_dict.c's flat tuple hash covers (small
// ints, exact strs and exact tuples of those), whose hash never changes, so a tuple key looked
// up again (`if nb not in dist: dist[nb] = d`, then `dist[s]`) is not hashed again. The boot
// image clears it (vm/np_boot.c), since a clone may hash its strs with another seed.
#define NP_TUPLE_HASHED 0x2
#define NP_AS_TUPLE(v) ((NpTuple *)(v).u.o)

// A kept tuple hash lives in the padding after the tags of the tuple's first two items (an
// NpValue's bytes 4-7 carry nothing: the tag is byte 0 and the union starts at byte 8), half in
// each, so keeping it costs a tuple no memory. Items are written only while the tuple is made,
// before anything hashes it; a copy of the items (slicing, tuple(t)) copies the padding but not
// the flag, so the copy's stale bytes are never read.
_Static_assert(offsetof(NpValue, tag) == 0 && sizeof(((NpValue *)0)->tag) == 1 &&
                   offsetof(NpValue, u) == 8,
               "a kept tuple hash needs bytes 4-7 of an NpValue to be padding");
static inline void np_tuple_keep_hash(NpTuple *t, int64_t hash) {
    uint32_t lo = (uint32_t)(uint64_t)hash, hi = (uint32_t)((uint64_t)hash >> 32);
    __builtin_memcpy((char *)&t->items[0] + 4, &lo, 4);
    __builtin_memcpy((char *)&t->items[1] + 4, &hi, 4);
    t->hdr.flags |= NP_TUPLE_HASHED;
}
// The hash np_tuple_keep_hash kept in [t] (whose NP_TUPLE_HASHED flag is set).
static inline int64_t np_tuple_kept_hash(const NpTuple *t) {
    uint32_t lo, hi;
    __builtin_memcpy(&lo, (const char *)&t->items[0] + 4, 4);
    __builtin_memcpy(&hi, (const char *)&t->items[1] + 4, 4);
    return (int64_t)(((uint64_t)hi << 32) | lo);
}

typedef struct NpList {
    NpObject hdr;
    size_t n;
    size_t cap;
    // Owned C array of [cap] slots; the first [n] hold items.
    NpValue *items;
} NpList;

// An old list that is on the remembered list only because of appends since the last
// collection (gc20): its mark stays the epoch, so every barrier on it takes the slow path; the
// young objects appended to it are in the VM's append log (vm/np_gc.c), and the next minor
// collection marks those instead of tracing the whole list. Any other store's barrier clears it.
#define NP_LIST_TAIL 0x1

#define NP_IS_LIST(v) NP_IS_KIND(v, OBJ_LIST)
#define NP_AS_LIST(v) ((NpList *)(v).u.o)

/* ---------------------------------------------------------------- dict */

// One slot of a dict's insertion-ordered entry array; a deleted entry has an UNDEF key.
typedef struct NpDictEntry {
    int64_t hash;
    NpValue key;
    NpValue value;
} NpDictEntry;

// An insertion-ordered hash map (CPython's compact dict): a sparse index table of int32 entry
// numbers (-1 empty, -2 deleted) over a dense entry array. A live index slot also holds the
// entry hash's bits above the index mask as a tag (np_runtime.h np_dict_slot_of), so a probe
// can pass another key's slot without loading its entry; readers mask the entry number out.
typedef struct NpDict {
    NpObject hdr;
    // Number of live entries.
    size_t n;
    // Number of used entry slots, live or deleted; new entries go at [nentries].
    size_t nentries;
    // Capacity of [entries].
    size_t cap;
    // Size of [index] minus one; the index size is a power of two.
    size_t mask;
    int32_t *index;
    NpDictEntry *entries;
    // Bumped on every insertion or deletion, so iterators can detect "dictionary changed size
    // during iteration" and inline caches can detect staleness.
    uint64_t version;
} NpDict;

#define NP_IS_DICT(v) NP_IS_KIND(v, OBJ_DICT)

// A dict-layout object with one more value after the table (collections.defaultdict keeps its
// default_factory there). Its header flags have NP_DICT_EXTRA, so the GC marks [extra].
typedef struct NpDictX {
    NpDict d;
    NpValue extra;
} NpDictX;

#define NP_DICT_EXTRA 0x1
// The dict of a type: every write to it bumps vm->class_epoch (attribute inline caches).
#define NP_DICT_CLASS 0x4
// hdr.flags bit of a dict allocated with room for small tables right after its struct
// (np_dict_init_inline); its tables are there while d->entries points at that room.
#define NP_DICT_INLINE 0x8
// hdr.flags bit of the attribute dict embedded in an instance (NP_INST_EMBEDDED): when it
// outgrows its inline room, np_dict raises the class's NpType.inst_attrs.
#define NP_DICT_EMBEDDED 0x10
// hdr.flags bit of a read-only dict (what vars(obj) returns: a user instance's own attribute
// dict, whose writes by the instance itself lift the bit: np_dict_owner_store_str; or, for
// other objects, a snapshot of their attributes). Every insertion, overwrite and deletion
// through it raises TypeError (np_dict_refuse_write). It costs nothing on the common paths:
// the dict is kept with no spare entry (so an insertion must rebuild, where the flag is
// tested), an overwrite tests it together with NP_DICT_CLASS, and deletions are cold.
#define NP_DICT_READONLY 0x20
// hdr.flags bit of a dict that may hold a key whose comparison can run Python code (an
// instance, a subclass of str, int or tuple, a tuple holding one): np_dict.c's entry hints
// (last_found_ix) are then not taken, since a lookup must compare with every entry of equal
// hash on its probe sequence before the hinted one, as CPython's lookup does.
#define NP_DICT_USER_KEYS 0x40
// hdr.flags bit of an old dict on the remembered list only because new keys were inserted since
// the last collection (mem21), as NP_LIST_TAIL is for an appended list: its mark stays the
// epoch, the young keys and values inserted are in the VM's append log (vm/np_gc.c), and the
// next minor collection marks those instead of tracing every entry. Any other store's barrier
// (an overwrite of an existing key's value) clears it. Never set on an embedded dict.
#define NP_DICT_TAIL 0x8000
#define NP_AS_DICT(v) ((NpDict *)(v).u.o)

/* ---------------------------------------------------------------- set */

// One slot of a set's open-addressing table; empty slots have an UNDEF key, dummies (deleted)
// have the key tag NP_T_UNDEF and hash -1.
typedef struct NpSetEntry {
    NpValue key;
    int64_t hash;
} NpSetEntry;

// set and frozenset: the same table and probe sequence as CPython's setobject.c, so iteration
// order (and therefore printed output) matches CPython for ints and other deterministic hashes.
typedef struct NpSet {
    NpObject hdr;
    // Live keys.
    size_t used;
    // Live keys plus dummies.
    size_t fill;
    // Table size minus one (a power of two, at least 7).
    size_t mask;
    NpSetEntry *table;
    // Cached hash of a frozenset, or -1 when not yet computed.
    int64_t hash;
    uint64_t version;
    // Where set.pop() starts looking (CPython's so->finger), so pop sequences match.
    size_t finger;
} NpSet;

// hdr.flags bit of an old set on the remembered list only because new keys were added since
// the last collection (mem21): as NP_DICT_TAIL, the young keys are in the VM's append log.
#define NP_SET_TAIL 0x8000

#define NP_IS_SET(v) NP_IS_KIND(v, OBJ_SET)
#define NP_AS_SET(v) ((NpSet *)(v).u.o)

/* ---------------------------------------------------------------- range, slice */

typedef struct NpRange {
    NpObject hdr;
    // The bounds, meaningful only when [big] is false.
    int64_t start, stop, step;
    // Number of elements, computed once; -1 when it does not fit in int64 (len() raises).
    int64_t len;
    // Set when a bound, the length or a value one step past either end does not fit in int64:
    // then [bstart], [bstop], [bstep] and [blen] hold the exact ints (some big) and every
    // operation goes through the mpz functions of np_range.c. UNDEF otherwise.
    bool big;
    NpValue bstart, bstop, bstep, blen;
} NpRange;

typedef struct NpSlice {
    NpObject hdr;
    // Each is None or a value; CPython allows any objects here.
    NpValue start, stop, step;
} NpSlice;

/* ---------------------------------------------------------------- code and functions */

// One entry of a proto's exception table: an exception raised while the pc is in [start, end)
// jumps to [handler] (innermost entries come first). The exception goes to register [reg].
typedef struct NpHandlerEntry {
    uint32_t start, end, handler;
    uint8_t reg;
} NpHandlerEntry;

#define NP_PROTO_VARARGS 0x1    // The function takes *args.
#define NP_PROTO_VARKW 0x2      // The function takes **kwargs.
#define NP_PROTO_GENERATOR 0x4  // The body contains yield.
#define NP_PROTO_MODULE 0x8     // The module's top-level code.
#define NP_PROTO_CLASS 0x10     // A class body.
#define NP_PROTO_STDLIB 0x20    // Embedded stdlib code: its imports skip the policy.
// Set by the compiler on a function with no keyword-only parameters, *args, **kwargs or yield
// (not module code or a class body): a call with exactly [argcount] positional arguments and no
// keywords binds them by copying (np_bind_simple).
#define NP_PROTO_SIMPLE 0x40
// Set by the compiler when the function has cell or free variables (ncells + nfree > 0), so the
// fast call path tests the flags word it already read.
#define NP_PROTO_CELLS 0x80
// Set by the compiler on a function (not a generator, module or class body) when no RETURN of
// a value is in its code (every return is RETURNNONE, explicit or implicit): an __init__ so
// made cannot return anything but None, so a class call
// may enter it as an ordinary frame without the is_init check (vm/np_interp.c, CALL).
#define NP_PROTO_RETNONE 0x100
// A comprehension's or generator expression's body. Its function object is never visible to a
// script (no attribute of a generator reaches it, and a list, set or dict comprehension's is
// only called at once), so MAKEFUNC reuses one per proto when it has no free variables
// (NpProto.genfn, vm/np_interp.c).
#define NP_PROTO_GENEXPR 0x200
// A def or class body that starts with a string literal: consts[0] is that docstring, which
// `f.__doc__` reads and a class statement stores as the class's `__doc__` (compiler/np_compile.c).
#define NP_PROTO_DOC 0x400

// A compiled function body (CPython's code object). Immutable once built, never visible to
// scripts. See compiler/np_code.h for the instruction encoding. Memory rule shared by the
// compiler (which builds protos) and the GC (which frees them): every owned array is allocated
// with np_mem_realloc at EXACTLY these sizes, so it can be freed without stored capacities:
// code and lines [ncode] * 4 bytes, consts [nconsts] * sizeof(NpValue), handlers [nhandlers] *
// sizeof(NpHandlerEntry), regnames [nregs] * sizeof(NpStr *), cellregs [ncells] bytes, freesrc
// and freedst [nfree] bytes each. A NULL array with a zero count is allowed.
typedef struct NpProto {
    NpObject hdr;
    // Bytecode: [ncode] 32-bit instructions.
    uint32_t *code;
    uint32_t ncode;
    // Constants referenced by LOADK etc. (ints, floats, strs, tuples, nested protos).
    NpValue *consts;
    uint32_t nconsts;
    // Source line of each instruction ([ncode] entries), for tracebacks.
    int32_t *lines;
    // Exception table, innermost ranges first.
    NpHandlerEntry *handlers;
    uint32_t nhandlers;
    // Registers the frame needs.
    uint16_t nregs;
    // Registers [0, nlocals) hold the parameters, then the other locals and cell variables: a
    // call sets those it does not bind to UNDEF (unbound). The free variables (and a class
    // body's names) follow; binding installs them. The temporaries above are always written
    // before they are read, so a call leaves them as they are (np_bind_simple, docs/vm.md).
    uint16_t nlocals;
    // Positional parameters (including positional-only), of which the first [posonly] are
    // positional-only; then [kwonly] keyword-only ones; then *args and **kwargs if flagged.
    // Parameter i lives in register i.
    uint16_t argcount, posonly, kwonly;
    uint16_t flags;
    // Names of the parameters and locals, by register (NULL for temporaries), for binding
    // keyword arguments and for UnboundLocalError messages.
    NpStr **regnames;
    // Registers that hold cells made at entry (this function's cell variables). A parameter
    // that is also a cell variable gets its value moved into the new cell.
    uint8_t *cellregs;
    uint16_t ncells;
    // For each free variable: the register of the enclosing frame whose cell MAKEFUNC captures
    // ([freesrc]), and the register of this frame that receives the cell at entry ([freedst]).
    uint8_t *freesrc;
    uint8_t *freedst;
    uint16_t nfree;
    NpStr *name;
    NpStr *qualname;
    NpStr *filename;
    int32_t firstline;
    // The source text the proto was compiled from (set by the embedding API after compiling a
    // run's module, vm/np_serial.c np_proto_attach_source), or NULL; and the span of the `def`
    // statement (from the `def` keyword, decorators excluded) or lambda expression in it (lines
    // 1-based, columns 0-based code points; line 0 for other protos). Versioned state saves a
    // function as this source text and recompiles it on load (docs/embedding.md).
    NpStr *source;
    int32_t span_line, span_col, span_end_line, span_end_col;
    // Inline caches of GETGLOBAL, GETATTR and LOADMETHOD, one per instruction ([ncode]
    // entries), allocated on first use by the interpreter (vm/np_interp.c); NULL until then.
    struct NpInlineCache *icache;
    // [icache] biased by the code's address, for the interpreter's hottest cache reads (the
    // globals): the cache of the instruction before pc is at icache_pc + (uintptr_t)pc *
    // (sizeof(NpInlineCache) / sizeof(uint32_t)) (vm/np_interp.c ICACHE_BEFORE), one multiply
    // and add instead of subtracting and scaling pc - code. 0 while [icache] is NULL.
    uintptr_t icache_pc;
    // A NP_PROTO_GENEXPR proto without free variables: the function its last MAKEFUNC made,
    // reused while its globals are the same (a comprehension's function carries nothing else),
    // or NULL. Traced by the collector.
    struct NpFunction *genfn;
} NpProto;

// One instruction's inline cache (vm/np_interp.c). GETGLOBAL: [key] is the dict the name was
// found in and [ix] its entry there; for a builtin, [gdict] and [guard] are the globals dict and
// its version when the name was absent from it. GETATTR / LOADMETHOD on a user instance: [key]
// is the instance's type and [guard] the vm->class_epoch of the fill; LOADMETHOD keeps the
// class's function in [value] (only compared-for-use under the guard, so never traced), GETATTR
// the last entry number of the name in the instance's attribute dict in [ix]. An attribute site
// that sees more types turns polymorphic: [key] is then a tag and [gdict] a block of eight more
// typed entries (NpPolyCache in vm/np_interp.c). The array has one entry more than the code,
// whose [key] heads the proto's list of those blocks (np_icache_free frees them all).
typedef struct NpInlineCache {
    const void *key;
    const void *gdict;
    uint64_t guard;
    int64_t ix;
    NpValue value;
} NpInlineCache;

// A mutable box shared between a function and the closures that capture one of its variables.
typedef struct NpCell {
    NpObject hdr;
    NpValue value;
} NpCell;

struct NpDict;
struct NpModuleObj;

// A Python function: a proto plus everything bound at `def` time.
typedef struct NpFunction {
    NpObject hdr;
    NpProto *proto;
    // The globals of the module the function was defined in.
    struct NpDict *globals;
    // Defaults of the last positional parameters, or NULL.
    NpTuple *defaults;
    // Defaults of keyword-only parameters, or NULL.
    struct NpDict *kwdefaults;
    // __name__ and __qualname__ (writable by decorators' functools.wraps later).
    NpStr *name;
    NpStr *qualname;
    // Attributes the script set on the function (`f.calls = 0`), or NULL until the first one.
    struct NpDict *attrs;
    // The def's annotations as the statement evaluated them, (name, value, name, value, ...),
    // turned into the `__annotations__` dict (kept in [attrs]) on the first read; NULL when
    // there are none or once that dict exists (SETANNOT, vm/np_attr.c annotations_attr).
    NpTuple *annotations;
    // Captured cells, [proto->nfree] of them.
    NpCell *cells[];
} NpFunction;

// Signature of every function implemented in C. [argv] holds [argc] arguments: positional ones
// first, then, when [kwnames] is not NULL, one value per name in [kwnames] (a tuple of str).
// For methods argv[0] is self. On success the function stores its result in [*out] and returns
// true; on failure it leaves a pending exception in the VM (np_raise) and returns false.
// [argv] points into the VM's register stack, so the arguments are GC roots for the call.
typedef bool (*NpNativeFn)(struct NpVM *vm, int argc, NpValue *argv, struct NpTuple *kwnames,
                           NpValue *out);

#define NP_NATIVE_METHOD 0x1  // Defined in a type's dict: binding it to an instance prepends self.
#define NP_NATIVE_CLASSMETHOD 0x2  // Binds to the type itself (dict.fromkeys).
#define NP_NATIVE_STATIC 0x4  // Never binds (str.maketrans).
#define NP_NATIVE_GETTER 0x8  // A read-only data attribute of a type's instances (a namedtuple
                             // field): reading it on an instance returns fn(self, instance),
                             // where the native's bound [self] holds the getter's own datum.
// (Unbound getters of builtin types, like int.real or range.start, get argv = {instance}.)
// With NP_NATIVE_GETTER: a member slot in CPython (range.start), whose writes fail with
// "readonly attribute" rather than "attribute 'x' of 'T' objects is not writable".
#define NP_NATIVE_MEMBER 0x10
// Bits 8-11: the NpDrainKind of a builtin that CALL/CALLMETHOD may run on a generator argument
// in the interpreter loop (vm/np_interp.c drain_start), 0 for the others.
#define NP_NATIVE_DRAIN_SHIFT 8
#define NP_NATIVE_DRAIN_MASK 0x0F00
#define NP_NATIVE_DRAIN(kind) ((kind) << NP_NATIVE_DRAIN_SHIFT)

// A function implemented in C. An attribute lookup like `[].append` makes a copy of the
// method's NpNative with [self] set, so `f = lst.append; f(1)` works.
typedef struct NpNative {
    NpObject hdr;
    NpNativeFn fn;
    // Static C string: the function's __name__.
    const char *name;
    // For methods, the type that defines it (for reprs like <method 'append' of 'list' objects>).
    struct NpType *owner;
    // The bound receiver, or UNDEF for an unbound function.
    NpValue self;
} NpNative;

// A Python function bound to a receiver: `obj.method`.
typedef struct NpBound {
    NpObject hdr;
    NpValue self;
    NpValue func;
} NpBound;

/* ---------------------------------------------------------------- types */

#define NP_TF_BUILTIN 0x1    // A type defined in C.
#define NP_TF_BASETYPE 0x2   // Scripts may subclass it.
#define NP_TF_EXCEPTION 0x4  // BaseException or a subclass of it.
#define NP_TF_USER 0x8       // Defined by a class statement.
#define NP_TF_NATIVE_DUNDER 0x10  // A builtin type of a C module (re.Match, ...) whose dict holds
                                  // native special methods (__repr__, __getitem__) that the
                                  // object protocol calls as it calls a user class's.
#define NP_TF_EXT_ATTRS 0x20  // A user subclass of a builtin layout (list, dict, set, frozenset,
                              // tuple, str, int): each instance has the builtin layout followed
                              // by one NpDict * slot for its own attributes (np_ext_attrs_slot).
#define NP_TF_META_TABLE 0x40  // A stdlib class-behaviour table (np_class_set_meta attached it to
                               // a class), so `metaclass=` may name it (abc.ABCMeta).
#define NP_TF_SLOTS 0x80  // A class whose instances take only the attribute names its
                          // `__slots__` (and its bases') declare (np_class.c apply_slots);
                          // the names are in a set under `__np_slots__` in its dict.
#define NP_TF_LAZY_METHODS 0x100 // A builtin type whose methods are installed by the first
                                 // attribute lookup that misses (np_type_install_lazy), which
                                 // keeps them out of the idle VM (np_types.c deferred_methods).
#define NP_TF_LRU 0x200  // functools' lru_cache wrapper class (not its subclasses): CALL runs
                         // its instances' calls through np_lru_enter (stdlib/np_lib.h).
#define NP_TF_PARTIAL 0x400  // functools.partial (not its subclasses): CALL runs its instances'
                             // calls through np_partial_enter (stdlib/np_lib.h).
#define NP_TF_DESCR_GET 0x800  // A user class that defines or inherits __get__: its instances
                               // stored as class attributes are descriptors (np_attr.c calls
                               // __get__). Set once from the MRO by np_class_set_bases (a
                               // class's dunders cannot be assigned later).
#define NP_TF_DESCR_SET 0x1000  // A user class that defines or inherits __set__ or __delete__:
                                // its instances are data descriptors (they win over the
                                // instance dict; stores and deletes call them).
#define NP_TF_NEW 0x2000  // A user class whose class body (or a base's) defines __new__: its
                          // construct is np_class.c new_construct, which calls __new__ and
                          // then __init__ on its result, as CPython's type.__call__.
#define NP_TF_SHAPES 0x4000  // A user class made by a class statement of __main__ (or of the
                             // fractions or datetime module) whose every base but object is one
                             // too (vm/np_class.c): allocated as an NpClassType, its instances
                             // start shaped (NP_INST_SHAPED).
#define NP_TF_CTYPE_NAME 0x8000  // A stdlib Python class standing for one of CPython's C types
                                 // (collections' deque, OrderedDict, defaultdict, hashlib's
                                 // HASH, io's StringIO and BytesIO): messages name
                                 // it by its dotted C name, as CPython's tp_name
                                 // (np_type_cname). Set on the class itself, never inherited.
// The most keyword arguments a class statement may pass (they go to a behaviour table's hook).
#define NP_CLASS_MAX_KEYWORDS 32

// Constructor hook of a builtin type: `T(args)` calls it with the type in [t].
typedef bool (*NpConstructFn)(struct NpVM *vm, struct NpType *t, int argc, NpValue *argv,
                              struct NpTuple *kwnames, NpValue *out);

// A type: every builtin type is one of these, and later so is every user class.
typedef struct NpType {
    NpObject hdr;
    // __name__ (e.g. "int", "ZeroDivisionError").
    NpStr *name;
    // __qualname__; for builtin types the same as [name].
    NpStr *qualname;
    // The base whose layout instances share (object's is NULL).
    struct NpType *base;
    // Every base in declaration order, and the C3 MRO starting with the type itself.
    NpTuple *bases;
    NpTuple *mro;
    // Attributes: methods (NpNative or NpFunction) and class-level values.
    struct NpDict *dict;
    // Layout of instances (an NpObjKind).
    uint8_t inst_kind;
    // What a match statement's patterns see in instances (NpMatchKind): a sequence (list,
    // tuple, range, deque, ... and every class subclassing or registered with
    // collections.abc.Sequence), a mapping (dict, collections.abc.Mapping), or neither. Set on
    // the builtin types, inherited by subclasses, set by register (np_type_set_pattern).
    uint8_t pattern;
    uint16_t tflags;
    // Index in the VM's builtin type table (NpBuiltinTypeId), or -1 for user classes.
    int16_t builtin_id;
    // For a user class with instance layout: the most attributes an instance had when its
    // __init__ returned (np_instance_learn, saturating at 255; 0 until one has), so
    // np_instance_new sizes the next instances' inline tables to fit.
    uint8_t inst_attrs;
    // Called when the type is called; NULL means "cannot create 'X' instances".
    NpConstructFn construct;
    // The class-behaviour table (NULL for almost every type): a plain user class set only by
    // stdlib modules (enum, typing) through nplib_set_meta, inherited by subclasses, never
    // reachable from a script. Its methods are called with THIS class as their first argument,
    // like a metaclass's: __call__ for `C(...)`, __iter__, __len__, __getitem__ for `C[k]`,
    // __repr__, and _class_created_ right after a subclass is built. See np_class_meta_find.
    struct NpType *meta;
} NpType;

// NpType.pattern: how sequence and mapping patterns treat instances of a type.
typedef enum { NP_PATTERN_NONE, NP_PATTERN_SEQ, NP_PATTERN_MAP } NpMatchKind;

#define NP_IS_TYPE(v) NP_IS_KIND(v, OBJ_TYPE)

// The VM's `type` type, which is the type of every type (there are no metaclasses), is an NpType
// with two VM-wide fields more, so code holding only an object reaches them as
// o->type->hdr.type without a VM pointer (np_type_of_types). Only that one object has them.
typedef struct NpTypeType {
    NpType t;
    // The VM's str hash seed (np_str_hash, vm/np_str.c).
    uint64_t str_hash_seed;
    // The VM's attribute lookup cache (np_type_lookup in vm/np_func.c), NULL until the first
    // user class is made.
    struct NpTypeCache *tcache;
} NpTypeType;

// The `type` type, as an NpTypeType, that type [t] is an instance of (NULL during early boot).
static inline NpTypeType *np_type_of_types(const NpType *t)
{
    return (NpTypeType *)t->hdr.type;
}

// The attribute slot of an instance of an NP_TF_EXT_ATTRS class (vm/np_class.c makes them):
// the NpDict * (NULL until the first attribute is set) that follows the builtin layout, which
// for a tuple is after its [n] items and for a str after its NUL, rounded up to a pointer.
// NULL for every other object.
static inline struct NpDict **np_ext_attrs_slot_at(NpObject *o);
static inline struct NpDict **np_ext_attrs_slot(NpObject *o)
{
    if (!o->type || !(o->type->tflags & NP_TF_EXT_ATTRS))
        return NULL;
    return np_ext_attrs_slot_at(o);
}

// Where that slot is (or would be) for an object of [o]'s layout, whatever its type; NULL for
// layouts that cannot have one.
static inline struct NpDict **np_ext_attrs_slot_at(NpObject *o)
{
    size_t off;
    switch ((NpObjKind)o->kind) {
    case OBJ_LIST: off = sizeof(NpList); break;
    case OBJ_DICT: off = sizeof(NpDictX); break;
    case OBJ_SET: off = sizeof(NpSet); break;
    case OBJ_BIGINT: off = sizeof(NpBigInt); break;
    case OBJ_TUPLE: off = sizeof(NpTuple) + ((NpTuple *)o)->n * sizeof(NpValue); break;
    case OBJ_STR: off = sizeof(NpStr) + ((NpStr *)o)->len + 1; break;
    default: return NULL;
    }
    off = (off + sizeof(void *) - 1) & ~(sizeof(void *) - 1);
    // An object of such a class made without the slot (a builtin that retypes a plain object,
    // like dict.fromkeys on a subclass) simply has no attribute dict.
    if (o->charged && off + sizeof(void *) > o->charged && o->type &&
        (o->type->tflags & NP_TF_EXT_ATTRS))
        return NULL;
    return (struct NpDict **)((char *)o + off);
}
#define NP_AS_TYPE(v) ((NpType *)(v).u.o)

/* ---------------------------------------------------------------- instances, exceptions */

// An instance of a user class: its attributes live in [dict], or, while the instance is
// shaped (NP_INST_SHAPED, [dict] NULL), in the value array right after the struct: the values
// of the first [nvals] names of its class's layout (NpLayout), in that order.
// [proof_epoch] and [proof_version] are the "no shadowing key" proof of the attribute inline
// caches (vm/np_interp.c): while vm->class_epoch == proof_epoch and proof_version is
// dict->version (nvals for a shaped instance), no own attribute name of the instance is an
// attribute of the instance's class, so a method or class attribute found on the class needs
// no probe of its attributes. np_instance_new makes the proof for the empty instance, and only
// SETATTR's cached store (whose name it has proven is no class attribute) carries it forward;
// any other insertion changes the version (or nvals) and ends it.
typedef struct NpInstance {
    NpObject hdr;
    struct NpDict *dict;
    uint64_t proof_epoch;
    union {
        // With a dict: the dict version the proof holds for.
        uint64_t proof_version;
        // Shaped: how many values are set, and the count the proof holds for. (The value
        // array's room follows from hdr.charged: np_inst_capvals.)
        struct {
            uint32_t nvals;
            uint32_t proof_nvals;
        };
    };
} NpInstance;

// hdr.flags bit of an instance made by np_instance_new for an NP_TF_SHAPES class: its
// attributes are in its value array (np_inst_vals) under its class's layout, [dict] is NULL.
// Anything that needs a dict (vars(), del, a name out of layout order, a full array) gives it
// one with np_instance_attrs, which clears the bit for good.
#define NP_INST_SHAPED 0x4

// A shaped class's layout: the attribute names of its shaped instances in the order they were
// first added (a chain of hidden classes: an instance with n values has the first n names). It
// only grows, so a name's index never changes; an instance that adds names in another order
// gets a dict instead. Keys are interned strs, marked by the class's trace. Owned by the class
// (np_items_resize), at most NP_LAYOUT_MAX names.
typedef struct NpLayout {
    uint32_t n;
    uint32_t cap;
    // One bit (np_layout_bit) per key: an interned name whose bit is clear is no key, so a
    // lookup of a method's name on an instance that has none of that name costs no scan.
    uint64_t bloom;
    // Bits a stdlib module's natives define for the names they recognise at the start of the
    // layout (stdlib/np_lib_datetime.c: "the first 9 names are datetime's fields"), valid
    // while [kind_n] equals [n]: the layout only grows, so a prefix once recognised stays so,
    // and its natives classify a layout again only after it grew.
    uint32_t kind;
    uint32_t kind_n;
    NpStr *keys[];
} NpLayout;
// The bloom bit of interned str [s] in an NpLayout.
static inline uint64_t np_layout_bit(const void *s)
{
    uintptr_t p = (uintptr_t)s;
    return 1ull << ((p >> 4 ^ p >> 10) & 63);
}
#define NP_LAYOUT_MAX 64

// The entries of a user class's own memo table (NpClassType.memo).
#define NP_CLASS_MEMOS 4

// A user class (every type with NP_TF_USER is allocated as one): a type with, for an
// NP_TF_SHAPES class, its instances' layout (NULL until the first attribute; always NULL for
// other classes), and the comparison memo of vm/np_ops.c (cmp_memo).
typedef struct NpClassType {
    NpType t;
    NpLayout *layout;
    // The comparison memo: for each rich comparison (NpCmpOp CMP_EQ .. CMP_GTE) the method
    // np_lookup_special finds on the class (UNDEF when none, None when set to None), and
    // CMP_MEMO_* bits (np_ops.c) derived from the MRO, valid while [cmp_epoch] equals
    // vm->class_epoch (which every class change advances). The methods are not traced: while
    // the memo is valid they are in the class dicts of the MRO, which the class keeps alive.
    uint64_t cmp_epoch;
    uint32_t cmp_flags;
    NpValue cmp_fn[6];
    // The class's own entries of np_class_memo_get (vm/np_attr.c): a value derived from the
    // class under a static C string [key], valid while [epoch] equals vm->class_epoch (key
    // NULL: unused). Memos that find no room here go to the VM's shared special-method cache.
    struct NpClassMemo {
        const char *key;
        uint64_t epoch;
        NpValue v;
    } memo[NP_CLASS_MEMOS];
} NpClassType;

// The value array of shaped instance [o].
static inline NpValue *np_inst_vals(NpInstance *o) { return (NpValue *)(o + 1); }
// The room of shaped instance [o]'s value array (what np_instance_new allocated after it).
static inline uint32_t np_inst_capvals(const NpInstance *o)
{
    return (uint32_t)((o->hdr.charged - sizeof(NpInstance)) / sizeof(NpValue));
}
// The layout of shaped instance [o]'s class.
static inline NpLayout *np_inst_layout(const NpInstance *o)
{
    return ((NpClassType *)o->hdr.type)->layout;
}

// hdr.flags bit of an instance made by np_instance_new: its attribute dict (with inline tables)
// is embedded in the same allocation, right after the NpInstance (np_instance_dict), so making
// an object is one allocation and freeing it one free. That dict is no heap object of its own:
// it is not on vm->objects and never marked or swept; the instance's trace marks its entries
// and freeing the instance frees its tables (vm/np_gc.c). No value may ever point at it (no
// script can reach an instance's dict). [dict] points at it unless C code installed another
// dict (np_serial's decoder does; the embedded one is then unused).
#define NP_INST_EMBEDDED 0x1
// hdr.flags bit of an instance that a stdlib native allocated with a fixed C payload right after
// the NpInstance (no pointers in it, so the GC needs nothing more) and, at first, no attribute
// dict ([dict] NULL). Its class's Python code gets the values as attributes through its
// __getattr__, which gives the instance a dict then (stdlib/np_lib_decimal.c, DecPacked), or
// through natives that read the payload (stdlib/np_lib_complex.c, CxPacked, whose hidden
// __np_unpack__ gives the dict to the serializer and copy).
#define NP_INST_PACKED 0x2

// The dict embedded in instance [o] (meaningful only when o has NP_INST_EMBEDDED).
static inline NpDict *np_instance_dict(NpInstance *o) { return (NpDict *)(o + 1); }

// One line of a traceback: the code, the line and the index of the instruction that was
// running (whose column span vm/np_tb.c finds when the traceback is formatted).
typedef struct NpTraceEntry {
    NpProto *proto;
    int32_t line;
    uint32_t pc;
} NpTraceEntry;

// An exception instance. Its type is BaseException or a subclass.
typedef struct NpException {
    NpObject hdr;
    // e.args (always a tuple).
    NpTuple *args;
    // __cause__ and __context__: None or an exception.
    NpValue cause;
    NpValue context;
    // True after `raise ... from ...` (also from None).
    bool suppress_context;
    // Frames the exception passed through, outermost first once unwinding completes (the order
    // CPython prints); an owned C array of [ntb] entries with capacity [tbcap].
    NpTraceEntry *tb;
    uint32_t ntb, tbcap;
    // Extra attributes: user-defined fields of subclasses, and e.value of StopIteration;
    // NULL until the first one is set.
    struct NpDict *attrs;
} NpException;

// hdr.flags bit of an exception that script `except` clauses can never catch (the budget,
// timeout, interrupt and memory-limit errors): it always propagates to the host.
#define NP_EXC_UNCATCHABLE 0x1

#define NP_IS_EXC(v) NP_IS_KIND(v, OBJ_EXCEPTION)
#define NP_AS_EXC(v) ((NpException *)(v).u.o)

/* ---------------------------------------------------------------- descriptors */

// A small object holding up to four values, whose meaning depends on its type (vm/np_descr.c):
// staticmethod and classmethod: [a] the function; property: [a] fget, [b] fset, [c] fdel
// (None when absent); super: [a] the class after which the MRO search starts, [b] the object
// (an instance, or a class inside a classmethod); dataclasses.Field: [a] default, [b]
// default_factory (UNDEF when absent), [c] init/repr/compare flags as an int, [d] the name.
typedef struct NpWrapper {
    NpObject hdr;
    NpValue a, b, c, d;
} NpWrapper;

#define NP_AS_WRAPPER(v) ((NpWrapper *)(v).u.o)
// A dataclasses.Field (NP_TYPE_FIELD wrapper) keeps its default or default_factory in [a] (this
// flag in the int [c] says which), metadata in [b], flags in [c] and its name in [d].
#define NP_FIELD_FACTORY 0x20

/* ---------------------------------------------------------------- iterators and views */

// What an NpIter walks; its Python type is set separately (e.g. list_iterator, map, zip).
typedef enum NpIterKind {
    ITER_LIST,        // [src] list, [i] index.
    ITER_LIST_REV,    // reversed(list): [src] list, [i] next index counting down.
    ITER_TUPLE,       // [src] tuple, [i] index.
    ITER_STR,         // [src] str, [i] byte offset.
    ITER_RANGE,       // [i] next value, [n] remaining count, [step].
    ITER_RANGE_BIG,   // A big range (NpRange.big): [src] range, [i] next index, [n] length (capped).
    ITER_DICT_KEYS,   // [src] dict, [i] entry index, [n] dict size at start (size-change check),
                      // [step] items left to yield (more means keys changed).
    ITER_DICT_VALUES,
    ITER_DICT_ITEMS,
    ITER_SET,         // [src] set, [i] table index, [n] size at start.
    ITER_ENUMERATE,   // [src] iterator, [aux] next count (int or bigint).
    ITER_ZIP,         // [src] tuple of iterators; [i] 1 when strict=True.
    ITER_MAP,         // [src] tuple of iterators, [aux] function.
    ITER_FILTER,      // [src] iterator, [aux] function or None.
    ITER_SEQ,         // Old-style sequence protocol via __getitem__: [src] object, [i] index.
    ITER_CALLABLE,    // iter(callable, sentinel): [src] callable, [aux] sentinel.
    ITER_BYTES,       // [src] bytes or bytearray, [i] index (ints 0..255).
    ITER_DEQUE,       // iter(collections.deque): [src] its item list, [aux] the deque, [i] next
                      // list index, [n] its mutation counter when made, [step] its head index
                      // then (stdlib/np_lib_collections.c nplib_deque_next).
    ITER_DEQUE_REV,   // reversed(deque): the same fields, [i] counting down to [step].
    // itertools' native iterators (stdlib/np_lib_itertools.c nplib_itertools_next):
    ITER_CHAIN,       // [src] tuple of iterables ([step] 0) or iterator of them ([step] 1,
                      // from_iterable), [i] next tuple index, [aux] current iterator or None.
    ITER_COMPRESS,    // [src] data iterator, [aux] selectors iterator.
    ITER_STARMAP,     // [src] iterator of argument sequences, [aux] function.
    ITER_PAIRWISE,    // [src] iterator, [aux] previous item (UNDEF before the first).
    ITER_ZIP_LONGEST, // [src] tuple of iterators (None once one ended), [aux] fillvalue, [n]
                      // count of those not ended.
    ITER_GROUPBY,     // [src] source iterator, [aux] its state tuple (GROUPBY_* slots).
    ITER_GROUPER,     // One group of a groupby: [src] the groupby, [aux] the group's key.
    ITER_COUNT,       // [aux] the next value, [src] the step.
    ITER_REPEAT,      // [src] the object, [n] times left ([step] 1: forever).
    ITER_CYCLE,       // [src] iterator, [aux] list of its items so far, [step] 1 once replaying
                      // them, [i] next list index then.
    ITER_ACCUMULATE,  // [src] iterator, [aux] tuple (function or None, running total or UNDEF),
                      // [n] 1 while the initial value is still to be yielded.
    ITER_ISLICE,      // [src] iterator, [i] items read, [n] stop (-1 for None), [step], [aux]
                      // index of the next item to yield (a small int, at most stop).
    ITER_TAKEWHILE,   // [src] iterator, [aux] predicate.
    ITER_DROPWHILE,   // [src] iterator, [aux] predicate, [i] 1 once an item failed it.
    ITER_FILTERFALSE, // [src] iterator, [aux] predicate or None.
    // The combinatoric iterators: [i] 0 before the first item, 1 after; [done] once exhausted.
    ITER_PRODUCT,     // [src] list of pool tuples, [aux] index list (one per pool).
    ITER_PERMUTATIONS, // [src] pool tuple, [n] r, [aux] tuple (index list of all n, cycle list).
    ITER_COMBINATIONS, // [src] pool tuple, [n] r, [aux] index list of r.
    ITER_CWR,         // combinations_with_replacement: the same fields.
    ITER_TEE,         // One of tee's iterators: [src] the shared source iterator, [aux] the
                      // last cell it read: a list [value, next cell or None] (the cells are
                      // a singly linked list the readers share, extended by the first to need one).
    VIEW_DICT_KEYS,   // d.keys(): [src] dict (views are iterables, not iterators).
    VIEW_DICT_VALUES,
    VIEW_DICT_ITEMS,
    ITER__COUNT
} NpIterKind;

typedef struct NpIter {
    NpObject hdr;
    uint8_t ikind;
    // Set once the iterator is exhausted, so next() keeps raising StopIteration.
    bool done;
    NpValue src;
    NpValue aux;
    int64_t i, n, step;
} NpIter;

#define NP_IS_ITER(v) NP_IS_KIND(v, OBJ_ITER)
#define NP_AS_ITER(v) ((NpIter *)(v).u.o)

/* ---------------------------------------------------------------- generators */

// Life cycle of a generator (NpGenerator.state).
typedef enum NpGenState {
    NP_GEN_CREATED,    // Made by calling the function; no instruction has run yet.
    NP_GEN_SUSPENDED,  // Stopped at a yield.
    NP_GEN_RUNNING,    // Its frame is on the VM's frame stack right now.
    NP_GEN_DONE        // Returned or raised; next() only raises StopIteration.
} NpGenState;

// A generator: the frame of a generator function, kept alive between resumptions (vm/np_gen.c).
// Its registers live inline here (never on the VM stack), so suspending and resuming copies
// nothing. The GC must mark [func], [yf], [handling] and regs[0 .. nregs).
typedef struct NpGenerator {
    NpObject hdr;
    NpFunction *func;
    // The iterator a pending `yield from` delegates to, or UNDEF.
    NpValue yf;
    // The exception being handled by the generator's frame when it yielded, or UNDEF.
    NpValue handling;
    // Next instruction to run.
    uint32_t pc;
    uint16_t nregs;
    // An NpGenState.
    uint8_t state;
    // Register that receives the value sent in when the generator resumes.
    uint8_t resume_reg;
    // Set by throw()/close(): the resumed frame raises vm->exc at its resume point instead of
    // running on (np_execute checks it on entry).
    uint8_t throwing;
    // Set when the generator is suspended at a YIELDFROM (pc is that instruction), so a
    // resumption in the interpreter loop knows without decoding it (np_interp.c gen_resume).
    uint8_t at_yf;
    // While a builtin consumes this generator in the interpreter loop (np_interp.c drain_call):
    // its NpDrain (np_drains[drain - 1]), and the register of the consumer frame (the frame
    // under the generator's) that holds the drain's running state. 0 otherwise.
    uint8_t drain, drain_reg;
    // The VM's generator count when this one was created (NpVM.gen_serial).
    int64_t serial;
    NpValue regs[];
} NpGenerator;

#define NP_IS_GEN(v) NP_IS_KIND(v, OBJ_GENERATOR)
#define NP_AS_GEN(v) ((NpGenerator *)(v).u.o)

/* ---------------------------------------------------------------- C resources */

// A C resource owned by a stdlib module's object (e.g. a compiled PCRE2 pattern): the GC calls
// [finalize] (when not NULL) on [ptr] when the object dies or the VM is freed. Scripts never
// see one: modules keep them in hidden (underscore) attributes of their objects.
typedef struct NpCData {
    NpObject hdr;
    void *ptr;
    void (*finalize)(struct NpVM *vm, void *ptr);
} NpCData;

/* ---------------------------------------------------------------- modules */

// A module: the main script, or a registered stdlib module after import.
typedef struct NpModuleObj {
    NpObject hdr;
    NpStr *name;
    struct NpDict *globals;
} NpModuleObj;

#endif
