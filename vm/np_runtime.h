/*
 * np_runtime.h - the internal runtime API: allocation, constructors, the generic object protocol
 * (arithmetic, comparison, hashing, repr, attributes, items, iteration, calls) and exceptions.
 *
 * Error model: no longjmp. A fallible function returns false (or NULL, or -1 where documented)
 * and leaves the exception in vm->exc; the caller either handles it or returns failure too.
 * Functions that cannot fail say so. Every allocation may fail with MemoryError.
 *
 * GC rule (details in np_gc.h): allocation never collects; collection only happens at the
 * interpreter's safe points. So C code may hold unrooted values across allocations, but NOT
 * across a call that can run Python code (np_call, np_repr of an instance, np_eq with a user
 * __eq__, ...): root them first with np_push_root / np_pop_roots.
 *
 * The file that implements each group is named in its heading.
 */
#ifndef NP_VM_RUNTIME_H
#define NP_VM_RUNTIME_H

#include <stdarg.h>
#include <string.h>

#include "np_ast.h"
#include "np_vm.h"

// A function attribute that keeps a leaf out of its callers' inlining and interprocedural
// analysis, so it keeps its own small register set (np_dict.c's and np_set.c's lookup leaves).
// GCC spells it noipa; clang, which has no noipa, gets noinline, the nearest it has.
#if defined(__clang__)
#define NP_NOIPA __attribute__((noinline))
#else
#define NP_NOIPA __attribute__((noipa))
#endif

/* ================================================================ memory and GC (np_gc.c) */

// Allocates an object of [size] bytes with kind [kind] and type [type], links it into the heap
// and zeroes the rest. NULL (with MemoryError set) when the memory limit would be passed.
NpObject *np_alloc_obj(NpVM *vm, size_t size, NpObjKind kind, NpType *type);
// np_alloc_obj for a caller that writes every byte of the object after the header that it will
// ever read: a block recycled from the pool (vm/np_gc.h) is not zeroed (np_instance_new: an
// instance and its attribute dict, whose unused entry slots are never read). Only for the kinds
// the pool recycles (NP_POOLED_KINDS), so its fast path need not test the kind: the macro
// rejects any other constant [kind] at compile time (every caller passes one).
NpObject *np_alloc_obj_uninit_pooled(NpVM *vm, size_t size, NpObjKind kind, NpType *type);
// The kinds whose objects never change size and are recycled through the pool (vm/np_gc.c
// pooled_kind), as a bit set of NpObjKind values.
#define NP_POOLED_KINDS                                                                         \
    ((1u << OBJ_INSTANCE) | (1u << OBJ_DICT) | (1u << OBJ_BOUND) | (1u << OBJ_WRAPPER) |       \
     (1u << OBJ_CELL) | (1u << OBJ_STR) | (1u << OBJ_TUPLE) | (1u << OBJ_LIST) |               \
     (1u << OBJ_SLICE) | (1u << OBJ_ITER) | (1u << OBJ_RANGE) | (1u << OBJ_GENERATOR) |        \
     (1u << OBJ_FUNCTION) | (1u << OBJ_EXCEPTION) | (1u << OBJ_SET) | (1u << OBJ_BYTES) |     \
     (1u << OBJ_BIGINT))
#define np_alloc_obj_uninit(vm, size, kind, type)                                               \
    ((void)sizeof(char[((NP_POOLED_KINDS >> (kind)) & 1) ? 1 : -1]),                            \
     np_alloc_obj_uninit_pooled((vm), (size), (kind), (type)))
// Resizes an owned C buffer of an object, charging the difference; NULL + MemoryError on failure
// (the old buffer is then untouched). [p] may be NULL; [newsize] 0 frees and returns NULL.
void *np_mem_realloc(NpVM *vm, void *p, size_t oldsize, size_t newsize);
// Charges [n] bytes (for memory held outside np_mem_realloc, e.g. GMP limbs); false +
// MemoryError when the limit would be passed. np_mem_uncharge gives them back.
bool np_mem_charge(NpVM *vm, size_t n);
void np_mem_uncharge(NpVM *vm, size_t n);
// The highest total of charged bytes so far (vm->peak_bytes, brought up to date: the allocator's
// fast path leaves it to this and np_mem_uncharge).
size_t np_mem_peak(NpVM *vm);
// np_mem_realloc for owned buffers whose every resize and free goes through these two (list item
// arrays): one of at most NP_POOL_CLASSES * 16 bytes is a block of the small-object pool, so
// making and dropping small lists costs no malloc. Never mix them with np_mem_realloc on one
// buffer: which allocator owns it is decided by its size alone.
void *np_items_resize(NpVM *vm, void *p, size_t oldsize, size_t newsize);
void np_items_free(NpVM *vm, void *p, size_t size);
// The boot arena (np_gc.h): np_arena_open allocates [size] bytes from which np_alloc_obj
// bump-allocates objects until np_arena_close (or until it is full; then it uses calloc).
// np_arena_open returns false when out of memory.
bool np_arena_open(NpVM *vm, size_t size);
void np_arena_close(NpVM *vm);
// [size] uncharged bytes from the open boot arena for a VM table that lives as long as the VM
// (the module registry), or NULL when the arena is closed or full (the caller mallocs instead).
void *np_arena_raw(NpVM *vm, size_t size);
// True when [p] points into the boot arena: such a block is never passed to free or realloc.
bool np_in_arena(const NpVM *vm, const void *p);
// Runs a collection now: marks everything, frees the dead objects made since the last one and
// the dead old ones when enough of them died (np_gc.h). Only the interpreter calls this, at a
// safe point.
void np_gc_collect(NpVM *vm);
// Runs a collection that frees every dead object, old ones included (tests, teardown checks).
void np_gc_collect_full(NpVM *vm);
// The bit of hdr.marked that says an old object is on the remembered list (np_gc.h, the write
// barrier): a mark is an epoch (1..127) in the low bits, so this bit is free.
#define NP_GC_REMEMBERED 0x80
// vm->gc_epoch before the first collection: no object's mark equals it (np_gc.h).
#define NP_GC_NO_EPOCH 0x80
// np_gc_barrier's slow path: puts old object [o] on the remembered list (np_gc.c).
void np_gc_remember(NpVM *vm, NpObject *o);
// The write barrier (np_gc.h): call it on [holder] whenever a reference is stored into an
// existing object that may be old (survived a collection). An old object not yet remembered
// (its mark is the current epoch) is remembered, so the next minor collection traces it.
static inline void np_gc_barrier(NpVM *vm, void *holder) {
    NpObject *o = (NpObject *)holder;
    if (__builtin_expect(o->marked == vm->gc_epoch, 0)) np_gc_remember(vm, o);
}
// np_gc_barrier_append's slow path: logs young object [v] appended to old list [l] (np_gc.c).
void np_gc_remember_append(NpVM *vm, struct NpList *l, NpObject *v);
// The write barrier of an append: call it on list [l] with the value [v] stored at index l->n
// (the slot past the items, before n grows), next to the store as np_gc_barrier. An old list
// is then not traced whole by the next minor collection: the young objects appended are
// logged and marked instead (gc20), so moving items afterwards (pop(0), sort, heapq) needs no
// barrier still. Ints, floats, None and old objects (marked with the epoch) need nothing.
static inline void np_gc_barrier_append(NpVM *vm, struct NpList *l, NpValue v) {
    if (__builtin_expect(((NpObject *)l)->marked == vm->gc_epoch, 0) && v.tag == NP_T_OBJ &&
        v.u.o && (v.u.o->marked & (uint8_t)~NP_GC_REMEMBERED) != vm->gc_epoch) {
        // A young object: logged inline when the list is remembered for appends already.
        if ((((NpObject *)l)->flags & NP_LIST_TAIL) && vm->ntail < vm->tail_cap)
            vm->tail[vm->ntail++] = v.u.o;
        else
            np_gc_remember_append(vm, l, v.u.o);
    }
}
// np_gc_barrier_insert's slow path: logs the young ones of [key] and [value] inserted as a new
// entry of old dict or set [holder] (np_gc.c; a set's [value] is None). Only the mark tests are
// inline: with the logging too, np_dict.c's insert_at was no longer inlined into its callers.
void np_gc_remember_insert(NpVM *vm, NpObject *holder, NpValue key, NpValue value);
// True when [v] is an object no collection has made old yet (its mark is not the epoch).
static inline bool np_gc_young_value(const NpVM *vm, NpValue v) {
    return v.tag == NP_T_OBJ && v.u.o && (v.u.o->marked & (uint8_t)~NP_GC_REMEMBERED) != vm->gc_epoch;
}
// The write barrier of a new entry: call it on dict [d] with the [key] and [value] of an entry
// appended to its entry array (a key that was absent), next to the store as np_gc_barrier. An
// old dict is then not traced whole by the next minor collection: its young new keys and values
// are logged and marked instead (mem21, like np_gc_barrier_append), so moving entries afterwards
// (a resize, a deletion) needs no barrier still. Old keys and values and ints need nothing.
static inline void np_gc_barrier_insert(NpVM *vm, struct NpDict *d, NpValue key, NpValue value) {
    if (__builtin_expect(((NpObject *)d)->marked == vm->gc_epoch, 0) &&
        (np_gc_young_value(vm, key) || np_gc_young_value(vm, value)))
        np_gc_remember_insert(vm, (NpObject *)d, key, value);
}
// The same for a new key stored in an unused or dummy slot of set [s] (mem21).
static inline void np_gc_barrier_add(NpVM *vm, struct NpSet *s, NpValue key) {
    if (__builtin_expect(((NpObject *)s)->marked == vm->gc_epoch, 0) && np_gc_young_value(vm, key))
        np_gc_remember_insert(vm, (NpObject *)s, key, np_none());
}
// Marks a value/object reachable (used by the per-kind trace functions and root marking).
void np_gc_mark_value(NpVM *vm, NpValue v);
void np_gc_mark_obj(NpVM *vm, NpObject *o);
// Doubles the root array (np_push_root's slow path); false with MemoryError.
bool np_roots_grow(NpVM *vm);
// Protects [v] from collection until popped; roots are popped in LIFO order. Inline: every call
// from C into Python code roots its operands with it.
static inline bool np_push_root(NpVM *vm, NpValue v) {
    if (__builtin_expect(vm->nroots == vm->roots_cap, 0) && !np_roots_grow(vm)) return false;
    vm->roots[vm->nroots++] = v;
    return true;
}
static inline void np_pop_roots(NpVM *vm, size_t n) {
    vm->nroots = n > vm->nroots ? 0 : vm->nroots - n;
}
// Frees every object of the VM (used by npvm_free).
void np_gc_free_all(NpVM *vm);
// Marks the interpreter's roots (stack, frames, pending exception); implemented in np_interp.c.
void npvm_mark_roots(NpVM *vm);

/* ================================================================ exceptions (np_exc.c) */

// Raises a new exception of type [t] whose single argument is the message formatted from
// [fmt] (printf syntax). Always returns false, so callers can `return np_raise(...)`.
bool np_raise(NpVM *vm, NpType *t, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
// Same, selecting the type by builtin id: np_raisef(vm, NP_TYPE_TYPEERROR, "...").
// Copies UTF-8 text [s] (NUL-terminated) into [buf] (at least maxbytes + 4 bytes) cut to
// [maxbytes] bytes as CPython's "%.200s" in a message cuts a name ("name '%.200s' is not
// defined", "'%.50s' object has no attribute"): a character cut in its middle becomes one
// U+FFFD. Returns buf.
char *np_name_cut(char *buf, const char *s, size_t maxbytes);
bool np_raisef(NpVM *vm, NpBuiltinTypeId id, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
// Raises an existing exception object, or an exception type (instantiated with no arguments).
// Raising anything else is a TypeError ("exceptions must derive from BaseException").
bool np_raise_value(NpVM *vm, NpValue exc);
// Raises KeyError(key) (the key itself is the argument, so str(e) is repr(key)).
bool np_raise_keyerror(NpVM *vm, NpValue key);
// Raises MemoryError using the preallocated instance; never allocates. It is marked
// uncatchable (docs/limits.md): the memory limit, or a size refused before allocating, ends
// the run like BudgetExceeded. A MemoryError the script raises itself is an ordinary one.
bool np_raise_nomem(NpVM *vm);
// The catchable form, only for a request no machine could satisfy where CPython also raises
// a catchable MemoryError (a format width of 2**62).
bool np_raise_nomem_catchable(NpVM *vm);
// Creates an exception instance of type [t] with args tuple [args] (NULL = empty).
NpException *np_exc_new(NpVM *vm, NpType *t, NpTuple *args);
// The type OSError(*argv) really makes: a subclass chosen by an int errno (OSError(2, 'x') is
// a FileNotFoundError) when [t] is OSError itself, else [t] (vm/np_exc.c).
NpType *np_oserror_type(NpVM *vm, NpType *t, int argc, const NpValue *argv);
// Sets errno, strerror, filename and filename2 of a new OSError (or subclass) made from
// [argv], as CPython's OSError.__init__ does (args drop a filename). False on MemoryError.
bool np_oserror_init(NpVM *vm, NpException *e, int argc, const NpValue *argv);
// str() of an OSError with errno and strerror or a filename ("[Errno 2] x: 'f'"): true with
// the str in *out (NULL on an error), false when the plain args rule applies.
bool np_oserror_str(NpVM *vm, NpException *e, NpStr **out);
// True when the pending exception is an instance of [t] (or a subclass).
bool np_exc_matches(NpVM *vm, NpType *t);
// Clears the pending exception.
void np_exc_clear(NpVM *vm);
// Appends a traceback entry (proto, line, instruction index) to exception [e]; false only on
// MemoryError.
bool np_exc_add_trace(NpVM *vm, NpException *e, NpProto *proto, int line, uint32_t pc);
// Writes the full CPython-style report of exception [exc] (chained causes/contexts first, then
// "Traceback (most recent call last):", the File/line entries with the source line when
// [src] is available, the caret lines, and "Type: message") through vm->write_err
// (vm/np_tb.c).
void np_exc_print(NpVM *vm, NpValue exc, const char *src, size_t srclen);
// A global name missing from the globals and the builtins: the builtins made on first use
// (ExceptionGroup, BaseExceptionGroup: vm/np_exc.c), else NameError. False with the exception.
bool np_builtin_missing(NpVM *vm, NpStr *name, NpValue *out);
// float ** float of a negative base and a non-integral exponent: the complex result CPython
// gives (complex(v) ** complex(w), computed by stdlib/np_lib_complex.py). vm/np_exc.c.
bool np_complex_float_pow(NpVM *vm, double v, double w, NpValue *out);
// One step of an except* statement (OP_EXCSTAR, mode 0..3 as np_opcodes.h says): [b] is the
// instruction's B register (the state, or the exception for mode 0) and [*a] its A register.
// False with the exception.
bool np_excstar(NpVM *vm, int mode, NpValue *a, NpValue b);
// The column spans vm/np_tb.c keeps for the last source it formatted a traceback from: marked
// by the collector, freed with the VM.
void np_tb_cache_mark(NpVM *vm);
void np_tb_cache_free(NpVM *vm);
// e.add_note(note) (PEP 678): appends str [note] to the list e.__notes__, made on first use;
// np_exc_print prints the notes under the exception's line.
bool np_exc_add_note(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out);

/* ================================================================ types (np_types.c) */

// Creates the builtin types, singletons, intern table, builtins dict and module table.
bool np_types_init(NpVM *vm);
// Shrinks the builtins dict, the main namespace and the builtin types' method dicts to fit
// (np_dict_fit), once npvm_new has filled them. False with MemoryError.
bool np_types_compact(NpVM *vm);
// The type of any value (bool, int, float, None included).
NpType *np_typeof(NpVM *vm, NpValue v);
// The name of a value's type as CPython prints it in messages ("int", "NoneType", ...).
const char *np_type_name(NpVM *vm, NpValue v);
// The name of type [t] in messages: CPython's tp_name ("int", "re.Match", "collections.deque").
const char *np_type_cname(NpType *t);
// True when CPython's [owner].[name] is a slot wrapper (`int.__add__`, `list.__len__`) rather
// than a method descriptor (`list.append`, `list.__sizeof__`): vm/np_call.c.
bool np_slot_wrapper_name(NpVM *vm, const NpType *owner, const char *name);
// True when type [t] is [base] or inherits from it (walks the MRO).
bool np_type_is_sub(NpType *t, NpType *base);
// isinstance(v, t) for a single type.
bool np_isinstance(NpVM *vm, NpValue v, NpType *t);
// isinstance's answer for an object of type [t] against the classes [cls..cls+n) (one class,
// or the items of a tuple), when no hook can take part: 1 or 0, or -1 when the general path must
// decide because an item that is not a type, or a class with a behaviour table (whose
// __instancecheck__ may widen the test), comes before a match. An exact type matches first, as
// in CPython. Used by the builtin and by the interpreter's ISINST.
static inline int np_isinstance_plain(NpType *t, const NpValue *cls, size_t n)
{
    for (size_t j = 0; j < n; j++) {
        if (!NP_IS_TYPE(cls[j]))
            return -1;
        NpType *c = NP_AS_TYPE(cls[j]);
        if (t == c)
            return 1;
        if (c->meta)
            return -1;
        if (np_type_is_sub(t, c))
            return 1;
    }
    return 0;
}
// A method table entry for registering C methods on a builtin type.
typedef struct NpMethodDef {
    const char *name;
    NpNativeFn fn;
    // NP_NATIVE_METHOD / NP_NATIVE_CLASSMETHOD / NP_NATIVE_STATIC.
    uint16_t flags;
} NpMethodDef;
// Adds NpNative objects for each entry of [defs] (terminated by a NULL name) to t->dict.
bool np_type_add_methods(NpVM *vm, NpType *t, const NpMethodDef *defs);
// Marks builtin type [t] NP_TF_LAZY_METHODS: its methods (the table np_types.c's
// deferred_methods names for it) are made by the first attribute lookup that misses.
void np_type_defer_methods(NpType *t);
// Installs the methods of an NP_TF_LAZY_METHODS type [t] and clears the flag: 1 installed, 0
// nothing to do, -1 error pending.
int np_type_install_lazy(NpVM *vm, NpType *t);
// The method tables of the types whose methods are deferred (np_types.c deferred_methods).
extern const NpMethodDef nplib_bytes_methods[], nplib_bytearray_methods[], np_gen_methods[],
    np_property_methods[], nplib_range_methods[], nplib_view_methods[], nplib_type_methods[];
// Makes an unbound native function object named [name].
NpNative *np_native_new(NpVM *vm, const char *name, NpNativeFn fn, NpType *owner);
// The registration hooks of stdlib/: each fills its type's methods or the builtins dict.
bool nplib_open_builtins(NpVM *vm);   // stdlib/np_lib_builtins.c: print, len, range, ...
bool nplib_open_bytes(NpVM *vm);      // stdlib/np_lib_bytes.c: bytes, bytearray
bool nplib_open_str(NpVM *vm);        // stdlib/np_lib_str.c: str methods
bool nplib_open_list(NpVM *vm);       // stdlib/np_lib_list.c: list and tuple methods
bool nplib_open_dict(NpVM *vm);       // stdlib/np_lib_dict.c: dict methods
bool nplib_open_set(NpVM *vm);        // stdlib/np_lib_set.c: set and frozenset methods
bool nplib_open_numbers(NpVM *vm);    // stdlib/np_lib_numbers.c: int/float methods, constructors
// Registers the importable pure modules with the module registry (npvm_register_module).
bool nplib_register_math(NpVM *vm);   // stdlib/np_lib_math.c: the math module
bool nplib_register_dataclasses(NpVM *vm);  // stdlib/np_lib_dataclasses.c: dataclasses

// Saving dataclasses between runs (np_serial.c; stdlib/np_lib_dataclasses.c).
// True when [t] was made by @dataclass: sets [*params] to the decorator's parameter bits.
bool np_dc_saved_params(NpVM *vm, NpType *t, int *params);
// True when entry [key]: [v] of dataclass [t]'s dict was made by the decorator (installed
// methods, hidden entries) or is a field's entry: these are left out when saving.
bool np_dc_is_made(NpVM *vm, NpType *t, int params, NpStr *key, NpValue v);
// Field [i] of dataclass [t] (false past the last): name, default and factory (UNDEF when
// absent) and its field() flags.
bool np_dc_field_info(NpVM *vm, NpType *t, size_t i, NpStr **name, NpValue *def, NpValue *fac,
                      int *flags);
// `field.init`, `.repr`, `.compare`, `.kw_only` and `.hash` (None unless field(hash=) was
// given) of dataclasses.Field [field] into [*out] (when not NULL); false for other names.
// Called by vm/np_attr.c getattr_field.
bool np_dc_field_flag(NpVM *vm, NpValue field, NpStr *name, NpValue *out);
// A dataclass's generated __eq__/__lt__/__le__/__gt__/__ge__ (native [fn], any native
// accepted) applied to [self] and [other] without a call when both are instances of one
// class whose compare fields are plain attributes holding small ints, floats, strs or flat
// tuples of those: 1 with *out the bool, 0 when [fn] must be called as usual, -1 on error.
// Called by vm/np_ops.c (call_special, instance_compare) before they call a native method.
int np_dc_quick_call(NpVM *vm, NpValue fn, NpValue self, NpValue other, NpValue *out);
// The order (*c: <0, 0, >0) of two instances [a] and [b] of one class whose six comparison
// methods [fns] (NpClassType.cmp_fn, indexed by NpCmpOp) are the datetime module's natives of
// date, datetime, timedelta or time, decided as those natives decide it, with no call and no
// allocation: 1 when decided, 0 when the natives must run (another class, a field the natives
// do not read, two datetimes or times with different tzinfo objects). stdlib/np_lib_datetime.c;
// called by vm/np_ops.c (np_quick_compare) for sort keys, tuples, heap entries and
// dataclass fields holding dates.
int np_dt_quick_order(const NpValue *fns, NpValue a, NpValue b, int *c);
// True when [name] is annotated in [t]'s own body (one of its own fields, not an inherited one).
bool np_dc_own_field(NpVM *vm, NpType *t, NpStr *name);
// Loading: puts field() entries for the [n] saved own fields back into plain class [t]'s dict
// and runs the decorator with [params] on it, as `@dataclass(...)` in a script would.
bool np_dc_rebuild(NpVM *vm, NpType *t, int params, NpStr *const *names, const NpValue *defs,
                   const NpValue *facs, const int *flags, size_t n);
// Every @dataclass parameter bit (init, repr, eq, order, frozen, unsafe_hash, kw_only, slots):
// a saved class whose parameters have another bit set is corrupt.
#define NP_DC_PARAMS_MASK 0xFF
bool nplib_register_collections(NpVM *vm);  // stdlib/np_lib_collections.c: collections
bool nplib_register_itertools(NpVM *vm);    // stdlib/np_lib_itertools.c: itertools
bool nplib_register_functools(NpVM *vm);    // stdlib/np_lib_functools.c: functools
bool nplib_register_operator(NpVM *vm);     // stdlib/np_lib_operator.c: operator
bool nplib_register_heapq(NpVM *vm);        // stdlib/np_lib_heapq.c: heapq and bisect
bool nplib_register_copy(NpVM *vm);         // stdlib/np_lib_copy.c: copy
bool nplib_register_json(NpVM *vm);   // stdlib/np_lib_json.c: the json module
bool nplib_register_re(NpVM *vm);     // stdlib/np_lib_re.c: the re module (PCRE2)
bool nplib_register_string(NpVM *vm); // stdlib/np_lib_string.c: string and textwrap
bool nplib_register_random(NpVM *vm); // stdlib/np_lib_random.c: random (MT19937)
bool nplib_register_datetime(NpVM *vm);   // stdlib/np_lib_datetime.c: datetime
bool nplib_register_statistics(NpVM *vm); // stdlib/np_lib_statistics.c: statistics
bool nplib_register_fractions(NpVM *vm);  // stdlib/np_lib_fractions.c: fractions
bool nplib_register_csv(NpVM *vm);        // stdlib/np_lib_csv.c: csv and io (StringIO)
bool nplib_io_init(NpVM *vm, NpModuleObj *mod);  // stdlib/np_lib_io.c: io's module init
bool nplib_register_time(NpVM *vm);       // stdlib/np_lib_time.c: time (clock capability)
bool nplib_register_enum(NpVM *vm);       // stdlib/np_lib_enum.c: enum
bool nplib_register_abc(NpVM *vm);        // stdlib/np_lib_abc.c: abc, __future__
bool nplib_register_contextlib(NpVM *vm); // stdlib/np_lib_contextlib.c: contextlib
bool nplib_register_sys(NpVM *vm);
// The init function of the pure stdlib module [name] ([len] bytes) written wholly in Nearly
// Python (stdlib/np_lib_pure.c: types, graphlib, pprint, ...), or NULL. These modules are found
// by name on import instead of being registered, so they cost an idle VM nothing.
bool (*nplib_pure_module(const char *name, size_t len))(NpVM *, NpModuleObj *);
// cls[key] for a class without a class-behaviour table: typing's GenericAlias for the builtin
// generic classes (list[int]), else "type 'int' is not subscriptable" (stdlib/np_lib_typing.c).
bool nplib_class_getitem(NpVM *vm, NpValue cls, NpValue key, NpValue *out);        // stdlib/np_lib_sys.c: sys (the safe part)
bool nplib_register_typing(NpVM *vm);     // stdlib/np_lib_typing.c: typing
// Registers every module listed in stdlib/np_lib_modules.c (called by npvm_new).
bool nplib_register_modules(NpVM *vm);

/* ================================================================ str (np_str.c) */

// A new str from [len] bytes of valid UTF-8 (the caller guarantees validity).
NpStr *np_str_new(NpVM *vm, const char *s, size_t len);
// Copies [n] bytes from [src] to [dst] (not overlapping): up to 16 bytes inline, as two
// fixed-size loads and stores that may overlap each other (never reading outside [src, src +
// n)), else memcpy. Slices and the parts of a concatenation are mostly short words, where a
// library call costs ~15 instructions. Returns dst + n. Shared by np_str.c (slices,
// concatenation) and np_format.c (%-format runs).
static inline char *np_copy_short(char *dst, const char *src, size_t n) {
    if (n > 16) {
        memcpy(dst, src, n);
    } else if (n >= 8) {
        uint64_t x, y;
        memcpy(&x, src, 8);
        memcpy(&y, src + n - 8, 8);
        memcpy(dst, &x, 8);
        memcpy(dst + n - 8, &y, 8);
    } else if (n >= 4) {
        uint32_t x, y;
        memcpy(&x, src, 4);
        memcpy(&y, src + n - 4, 4);
        memcpy(dst, &x, 4);
        memcpy(dst + n - 4, &y, 4);
    } else if (n > 0) {
        // 1 to 3 bytes: the first, the middle and the last (some of them the same byte).
        dst[0] = src[0];
        dst[n / 2] = src[n / 2];
        dst[n - 1] = src[n - 1];
    }
    return dst + n;
}
// np_str_new for [len] bytes known to be ASCII (a piece of an ASCII str): no code-point count.
NpStr *np_str_new_ascii(NpVM *vm, const char *s, size_t len);
NpStr *np_str_from_cstr(NpVM *vm, const char *s);
// The interned str equal to [s] (made and interned if new). Interned strs are compared by
// pointer; the compiler interns every identifier and attribute name.
NpStr *np_intern(NpVM *vm, const char *s, size_t len);
NpStr *np_intern_cstr(NpVM *vm, const char *s);
// The interned str equal to str [s] ([s] itself when interned), found through its cached hash.
NpStr *np_intern_str(NpVM *vm, NpStr *s);
// Puts interned str [s] (its hash cached) back into the intern table, which has room for it:
// vm/np_boot.c empties the table and puts every member back after the hash seed changed.
void np_intern_put(NpVM *vm, NpStr *s);
// An uninitialized str of [len] bytes for the caller to fill, then finish with np_str_finish
// (which counts code points and sets the ASCII flag).
NpStr *np_str_alloc(NpVM *vm, size_t len);
void np_str_finish(NpStr *s);
// np_str_hash for a str whose hash is not cached yet: hashes and caches it.
int64_t np_str_hash_first(NpStr *s);
// Hash of a str (np_hash_text, vm/np_hash.h, with its VM's seed, cached; never -1). Inline, so
// the cached case is a flag test and a load in every caller (a call before: set members, key
// hashes, tuple items).
static inline int64_t np_str_hash(NpStr *s) {
    if (__builtin_expect(!(s->hdr.flags & NP_STR_HASHED), 0)) return np_str_hash_first(s);
    return s->hash;
}
bool np_str_eq(const NpStr *a, const NpStr *b);
// Equality of two strs whose hashes are already known equal (a table entry's key or member and
// the key searched): the bytes of a short one compared inline, a longer one by np_str_eq. Keys
// equal but not identical are common (`values[s]` with s made by `x + y` again, split words):
// the call and memcmp were ~45 instructions of a ~160-instruction lookup.
// Up to 16 bytes are compared as two overlapping words (8 or 4 bytes: the first and the last),
// or for 1-3 bytes as two overlapping 16-bit halves (the first two bytes and the last byte with
// the NUL after it): no byte loop (dict_count's "w1234" keys spent ~5 instructions per byte in
// it). Every load stays within the [n] bytes and the NUL that follows them.
static inline bool np_str_eq_hashed(const NpStr *a, const NpStr *b) {
    size_t n = a->len;
    if (n != b->len) return false;
    if (n > 16) return np_str_eq(a, b);
    const char *x = a->data, *y = b->data;
    if (n >= 8) {
        uint64_t x0, x1, y0, y1;
        memcpy(&x0, x, 8), memcpy(&y0, y, 8), memcpy(&x1, x + n - 8, 8), memcpy(&y1, y + n - 8, 8);
        return ((x0 ^ y0) | (x1 ^ y1)) == 0;
    }
    if (n >= 4) {
        uint32_t x0, x1, y0, y1;
        memcpy(&x0, x, 4), memcpy(&y0, y, 4), memcpy(&x1, x + n - 4, 4), memcpy(&y1, y + n - 4, 4);
        return ((x0 ^ y0) | (x1 ^ y1)) == 0;
    }
    if (n == 0) return true;
    uint16_t x0, x1, y0, y1;  // bytes 0-1 and n-1..n; byte n is the NUL both strs end with
    memcpy(&x0, x, 2), memcpy(&y0, y, 2), memcpy(&x1, x + n - 1, 2), memcpy(&y1, y + n - 1, 2);
    return ((x0 ^ y0) | (x1 ^ y1)) == 0;
}
// The first occurrence of [needle] ([m] bytes) in [hay] ([n] bytes), or NULL: memmem's result,
// faster on the short haystacks and needles of str methods and `in` (linear worst case kept).
const char *np_find_bytes(const char *hay, size_t n, const char *needle, size_t m);
// Compares code point by code point (UTF-8 byte order is code-point order): <0, 0 or >0.
int np_str_cmp(const NpStr *a, const NpStr *b);
// Byte offset of code point [i] (0 <= i <= ncp); O(1) for ASCII strings, else a walk from the
// nearer end.
size_t np_str_offset(const NpStr *s, size_t i);
// np_str_offset, walking from the VM's str cursor when that is nearer (NpVM.str_cursor): a
// scan over a long non-ASCII str (s.find(x, i), s[i:j], re's match(s, pos)) pays for the
// distance it moved instead of its position.
size_t np_str_offset_vm(NpVM *vm, const NpStr *s, size_t i);
// The code-point index of byte offset [off] of [s] (a character boundary, 0 <= off <= len),
// through the VM's str cursor like np_str_offset_vm.
size_t np_str_cp_index_vm(NpVM *vm, const NpStr *s, size_t off);
// The one-code-point string at code point index [i] (bounds already checked).
NpStr *np_str_char_at(NpVM *vm, NpStr *s, size_t i);
// The str of the one character encoded by the [n] bytes at [p]: a shared str from
// vm->ascii_chars for ASCII, a new one otherwise. NULL + MemoryError on failure.
NpStr *np_str_char(NpVM *vm, const char *p, size_t n);
// s + t, s * n.
NpStr *np_str_concat(NpVM *vm, NpStr *a, NpStr *b);
NpStr *np_str_repeat(NpVM *vm, NpStr *a, int64_t n);
// repr(s) with CPython's quoting rules (single quotes unless the string contains ' and not ").
NpStr *np_str_repr(NpVM *vm, NpStr *s);
// True when [s] is valid UTF-8 (used for input crossing a boundary).
bool np_utf8_valid(const char *s, size_t len);
// Decodes one code point at [p] (valid UTF-8), returning it and advancing [*p].
uint32_t np_utf8_decode(const char **p);
// Encodes [cp] into [buf] (at least 4 bytes), returning the byte count.
int np_utf8_encode(uint32_t cp, char *buf);

// Bytes an NpBuf holds in itself before it allocates (most built strings are short).
#define NP_BUF_INLINE 200
// A growable byte buffer for building strings in C, charged to the VM. On MemoryError the
// buffer records the failure, later appends do nothing, and np_buf_finish returns NULL. Its
// first NP_BUF_INLINE bytes live in [inl] (data points there), so an NpBuf must not be copied
// by value once something was appended.
typedef struct NpBuf {
    NpVM *vm;
    char *data;
    size_t len, cap;
    bool failed;
    char inl[NP_BUF_INLINE];
} NpBuf;
void np_buf_init(NpBuf *b, NpVM *vm);
// np_buf_append's growing path (and the failed state): reserves room, then appends.
void np_buf_append_slow(NpBuf *b, const char *s, size_t n);
// Appends [n] bytes; inline while they fit the buffer (most appends are a few bytes).
static inline void np_buf_append(NpBuf *b, const char *s, size_t n) {
    if (n <= b->cap - b->len && !b->failed) {
        if (n) memcpy(b->data + b->len, s, n);
        b->len += n;
        return;
    }
    np_buf_append_slow(b, s, n);
}
void np_buf_appendc(NpBuf *b, const char *s);
void np_buf_appendf(NpBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static inline void np_buf_append_str(NpBuf *b, NpStr *s) { np_buf_append(b, s->data, s->len); }
// Appends [n] bytes the caller then writes: their address, or NULL (with MemoryError raised)
// when there is no room.
char *np_buf_room(NpBuf *b, size_t n);
// Turns the buffer into a str (valid UTF-8 required) and releases it; NULL on failure.
NpStr *np_buf_finish(NpBuf *b);
// Releases the buffer without making a str.
void np_buf_free(NpBuf *b);

/* ================================================================ int and float (np_int.c, np_float.c) */

// An int value from an mpz: unboxed when it fits in int64, else a new NpBigInt.
bool np_int_from_mpz(NpVM *vm, const mpz_t z, NpValue *out);
// True when big int [b] keeps its one or two limbs right after its struct (vm/np_int.c
// int_from_limb), which mpz_clear must not free.
bool np_bigint_limb_inline(const NpBigInt *b);
// The int value [u] (unboxed when it fits int64, else a one-limb NpBigInt): false on MemoryError.
bool np_int_from_u64(NpVM *vm, uint64_t u, NpValue *out);
// Loads any int value (small or big) into [z] (which the caller has initialized).
void np_int_to_mpz(NpValue v, mpz_t z);
// Parses an int literal or int() argument: [s] in [base] (0 = literal rules: 0x/0o/0b prefixes,
// underscores allowed between digits). ValueError with CPython's message on bad input,
// including the 4300-digit limit.
bool np_int_parse(NpVM *vm, const char *s, size_t len, int base, NpValue *out);
// int(b, base) of a bytes or bytearray's [s]: ASCII text parsed as np_int_parse does, the
// error naming the bytes' repr ("invalid literal for int() with base 10: b'x'") as CPython.
bool np_int_parse_bytes(NpVM *vm, const uint8_t *s, size_t len, int base, NpValue *out);
// The value as an int64, or false + OverflowError ("Python int too large to convert to C
// ssize_t" style, [what] names the target) when it does not fit.
bool np_int_as_i64(NpVM *vm, NpValue v, int64_t *out);
// str(i) in base 10 (ValueError past the 4300-digit limit), and hex/oct/bin forms.
NpStr *np_int_to_str(NpVM *vm, NpValue v);
// Writes the decimal digits of [v] (with a leading '-') into [buf] (at least 21 bytes, not
// NUL-terminated) and returns their count: snprintf("%lld") without the format parsing.
int np_i64_to_dec(int64_t v, char *buf);
NpStr *np_int_to_base(NpVM *vm, NpValue v, int base);
// Arithmetic on int values (either may be big); results are normalized.
bool np_int_binop(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out);
int np_int_cmp(NpValue a, NpValue b);
int64_t np_int_hash(NpValue v);
// int to float, OverflowError "int too large to convert to float" when out of range.
bool np_int_to_double(NpVM *vm, NpValue v, double *out);
// Python's float repr (shortest round-trip: 0.1, 1e+16, 1e-05, inf, nan, -0.0).
NpStr *np_float_repr(NpVM *vm, double d);
// Writes the float repr into [buf] (at least 32 bytes) and returns its length.
int np_float_repr_buf(double d, char *buf);
// x * 10**prec rounded half to even, computed exactly in 128 bits, for finite x >= 0, prec in
// 0..19 and x < 2**62; false (nothing written) outside that range.
bool np_float_scaled_round(double x, int prec, unsigned __int128 *out);
// The [ndig] (1..18) significant decimal digits of finite x > 0, correctly rounded with ties
// to even (what printf's "%.*e" writes), into [dig], with x ~ d.ddd * 10**[*exp10]; false when
// the exact computation needs more than 128 bits (the caller falls back to printf).
bool np_float_digits(double x, int ndig, char *dig, int *exp10);
int64_t np_float_hash(double d);
bool np_float_binop(NpVM *vm, NpBinOp op, double a, double b, NpValue *out);
// x * x when it is exactly what pow(x, 2.0) returns (false: call pow; np_float.c).
bool np_float_square(double x, double *out);
// Parses a float() argument (whitespace, inf/nan/infinity, underscores as Python allows).
bool np_float_parse(NpVM *vm, const char *s, size_t len, double *out);
// float(v) of a bytes or bytearray [v]: ASCII text parsed as np_float_parse does, the error
// naming v's repr ("could not convert string to float: bytearray(b'x')") as CPython.
bool np_float_parse_bytes(NpVM *vm, NpValue v, double *out);
// Floats are unboxed, so `is` (and the identity test of `in`, ==, dict and set lookups) of two
// floats compares their bits. A NaN made by float() (np_float_parse) is a new object in CPython:
// `float('nan') in [float('nan')]` is False there, while `x in [x]` is True. So each such NaN
// gets its own stamp in the low mantissa bits (NP_NAN_STAMP_MASK; still a quiet NaN, printed
// as nan), and copies keep it. struct's 'd' packs NaNs with the stamp cleared, the bits
// CPython's float('nan') has; 'f' and 'e' drop those bits anyway. np_float_fresh_nan returns
// [x] itself when it is not a NaN. NaNs made by arithmetic are not stamped (docs/conformance.md).
#define NP_NAN_STAMP_MASK ((uint64_t)0x1FFFFFFF)
double np_float_fresh_nan(NpVM *vm, double x);
// Copies the text of an int()/float() argument into [out] (len + 1 bytes) as ASCII: Unicode
// whitespace becomes ' ', Unicode decimal digits become '0'..'9', outer whitespace is stripped.
// False when another non-ASCII character is present (np_int.c).
bool np_numstr_to_ascii(const char *s, size_t len, char *out, size_t *outlen);

/* ================================================================ containers */

// np_tuple.c
NpTuple *np_tuple_new(NpVM *vm, size_t n);  // items start as None
NpTuple *np_tuple_from(NpVM *vm, const NpValue *items, size_t n);
// The tuple (a, b) (BUILDPAIR), without a copy loop.
NpTuple *np_tuple_pair(NpVM *vm, NpValue a, NpValue b);
// np_list.c
NpList *np_list_new(NpVM *vm, size_t cap);
NpList *np_list_from(NpVM *vm, const NpValue *items, size_t n);
bool np_list_append(NpVM *vm, NpList *l, NpValue v);
bool np_list_insert(NpVM *vm, NpList *l, int64_t i, NpValue v);
bool np_list_reserve(NpVM *vm, NpList *l, size_t cap);
// list.sort(key=[key], reverse=[reverse]) (key UNDEF or None: the items themselves): CPython's
// timsort, with the same comparisons in the same order. The list is empty while keys and
// comparisons run; a change made meanwhile is discarded and raises ValueError "list modified
// during sort". On a failing comparison the items are left in a partly sorted order, as CPython.
bool np_list_sort(NpVM *vm, NpList *l, NpValue key, bool reverse);
// np_dict.c (all lookups may run user __eq__/__hash__ later, so they are fallible)
NpDict *np_dict_new(NpVM *vm);
// Inline tables: a dict whose first tables ([cap] entries, 1 <= cap <= NP_DICT_INLINE_MAX, and
// the smallest index that holds them) live right after its struct, in the same allocation,
// ready for insertion (np_instance_new embeds one in each instance). np_dict_inline_size is the
// bytes of such a dict; np_dict_init_inline sets one up in [d], memory of that size whatever
// it holds (every field and index slot is written; the entry slots are only read once used),
// as a dict that is no heap object of its own (no gc link, nothing charged). Growing past
// [cap] entries moves the tables to their own allocation as usual.
#define NP_DICT_INLINE_MAX 10
// The index size of inline tables of [cap] entries: the smallest whose 2/3 holds them.
#define NP_DICT_INLINE_INDEX(cap) ((cap) <= 5 ? 8 : 16)
static inline size_t np_dict_inline_size(size_t cap) {
    return sizeof(NpDict) + cap * sizeof(NpDictEntry) + NP_DICT_INLINE_INDEX(cap) * sizeof(int32_t);
}
static inline void np_dict_init_inline(NpVM *vm, NpDict *d, size_t cap) {
    size_t size = NP_DICT_INLINE_INDEX(cap);
    NpDictEntry *entries = (NpDictEntry *)(d + 1);
    int32_t *index = (int32_t *)(entries + cap);
    *d = (NpDict){.hdr = {.type = vm->types[NP_TYPE_DICT], .kind = OBJ_DICT, .flags = NP_DICT_INLINE},
                  .cap = cap, .mask = size - 1, .index = index, .entries = entries};
    // Every index slot EMPTY (-1); constant sizes, so a few stores and no memset call.
    if (size == 8) memset(index, 0xFF, 8 * sizeof(int32_t));
    else memset(index, 0xFF, 16 * sizeof(int32_t));
}
// Moves [d]'s tables out of its inline room into their own allocation (no-op for other dicts),
// for code that hands d's tables to another dict object. False with MemoryError.
bool np_dict_uninline(NpVM *vm, NpDict *d);
// Shrinks d's tables to the smallest that hold its entries (no spare entry slots, an index at a
// load of at most 3/4; the next insertion grows them as usual). For dicts built once and rarely written (builtins, the
// builtin types' methods). False with MemoryError when the new tables cannot be allocated.
bool np_dict_fit(NpVM *vm, NpDict *d);
// Makes room for [extra] more entries in one step, with no spare beyond them (for filling a
// dict of known size, such as a type's methods). False with MemoryError.
bool np_dict_reserve(NpVM *vm, NpDict *d, size_t extra);
// Gives a new, empty dict that is about to receive [n] keys (a display `{k: v, ...}`) the
// tables CPython presizes for it: the smallest index whose 2/3 holds n, with all of that 2/3
// as room. Growing one key at a time went from 8 index slots to 32 at the sixth key (968 bytes
// of tables for a 6-key record instead of 464). No-op for n <= 5 or a dict with tables.
bool np_dict_presize(NpVM *vm, NpDict *d, size_t n);
// A new dict holding [npairs] pairs (key, value, key, value, ... in [items]) in display order,
// a repeated key keeping its first place and its last value (`{k: v, ...}`, BUILDDICT) in *out.
// Up to NP_DICT_INLINE_MAX pairs the tables (CPython's presized room: np_dict_presize) are
// inline, in one allocation with the dict, and exact str and small int keys are stored without
// a call.
// False with an exception (a key's __hash__ or __eq__ may raise; no memory).
bool np_dict_build(NpVM *vm, const NpValue *items, size_t npairs, NpValue *out);
// Drops d's deleted entries (same index size and capacity, order kept); for owners that
// delete from the front repeatedly (lru_cache's eviction), so a scan for the first live entry
// stays short. False with MemoryError.
bool np_dict_compact(NpVM *vm, NpDict *d);
// Looks [key] up; *found tells whether it was there. [out] may be NULL.
bool np_dict_get(NpVM *vm, NpDict *d, NpValue key, NpValue *out, bool *found);
// `d[k] = d.get(k, *dflt) + add` (or `d[k] += add` when [dflt] is NULL: the key must be there)
// on an exact dict [d] when no Python code can run: [key] an exact str or small int that
// find_simple settles, or (with [dflt]) an exact tuple of small ints and strs that find_tuple
// settles, the value found (or *dflt) a small int and the sum no overflow. 1 when done (the
// entry updated or inserted), 0 when nothing was done (the caller runs the statement's ordinary
// instructions; a tuple key's hash may have been charged), -1 with an exception pending (no
// memory for a new entry, an exhausted budget). The interpreter's DICTCOUNT and DICTADD.
int np_dict_count(NpVM *vm, NpDict *d, NpValue key, const NpValue *dflt, int64_t add);
bool np_dict_set(NpVM *vm, NpDict *d, NpValue key, NpValue value);
// Finds [key]: its hash and entry number (-1 when absent), for a read-modify-write of the
// entry's value (d->entries[*ix].value) with nothing run in between (Counter's counting). The
// key set of a class dict must not be changed this way.
bool np_dict_find_entry(NpVM *vm, NpDict *d, NpValue key, int64_t *hash, int64_t *ix);
// Inserts [key], which np_dict_find_entry just found absent (with nothing run since), with
// its [hash].
bool np_dict_insert_absent(NpVM *vm, NpDict *d, NpValue key, int64_t hash, NpValue value);
// Removes [key]; *found tells whether it was there (no KeyError is raised here).
bool np_dict_del(NpVM *vm, NpDict *d, NpValue key, NpValue *old, bool *found);
// Fast paths for interned-str keys (globals, attributes): infallible, compare by pointer first.
NpValue np_dict_get_str(NpDict *d, NpStr *key);  // UNDEF when missing
// The entry number of str [key] in [d], or -1 when absent (never calls Python code).
int64_t np_dict_find_str(NpDict *d, NpStr *key);
bool np_dict_set_str(NpVM *vm, NpDict *d, NpStr *key, NpValue value);
// Removes the first entry in order into [key] and [value]; false when the dict is empty (no
// error set) or, with the budget's error pending, when the periodic compaction of deleted
// entries (charged one unit per entry) exhausts the budget. Amortized O(sqrt n).
bool np_dict_pop_first(NpVM *vm, NpDict *d, NpValue *key, NpValue *value);
// Removes the first entry in order, without the compaction np_dict_pop_first makes: for an
// owner that inserts after each removal (lru_cache's eviction), whose insertions' rebuilds on
// a full entry array drop the deleted entries. False when the dict is empty.
bool np_dict_drop_first(NpVM *vm, NpDict *d);
// Raises the TypeError a write to a read-only dict (NP_DICT_READONLY: vars()) gets; false.
bool np_dict_refuse_write(NpVM *vm);
// Writes by an instance to its own attribute dict [d] (setattr, delattr, SETATTR's store). When
// vars() has handed d out as a read-only live view (NP_DICT_READONLY), the flag is lifted for
// the write and d is fitted again after it (no spare entry), so writes through the view stay
// refused; otherwise these are np_dict_store_str and np_dict_del.
int64_t np_dict_owner_store_str(NpVM *vm, NpDict *d, NpStr *key, NpValue value);
bool np_dict_owner_del(NpVM *vm, NpDict *d, NpValue key, NpValue *old, bool *found);
// Moves [key]'s entry to the end of the order ([last]) or to the front, keeping its value;
// *found tells whether the key was there (no KeyError is raised here).
bool np_dict_move_to_end(NpVM *vm, NpDict *d, NpValue key, bool last, bool *found);
// Moves live entry number [ix] (np_dict_find_entry's, with nothing run since) to the end of
// the order, without a lookup (a bounded lru_cache's hit). False with MemoryError.
bool np_dict_move_entry_last(NpVM *vm, NpDict *d, size_t ix);
// np_dict_set_str that returns the entry number [key] now has (a new key's is the last), or -1
// with MemoryError set (SETATTR's cache remembers it).
int64_t np_dict_store_str(NpVM *vm, NpDict *d, NpStr *key, NpValue value);
// The value of a dict index slot that holds entry number [ix] (< mask + 1) of an entry with
// [hash], in an index of mask [mask]: the entry number in the bits under the mask and, as a
// tag, the hash's own bits in the bits above it but for bit 31 (kept clear: EMPTY is -1 and
// DUMMY -2). A probe for a key whose hash cannot change (an exact str, an int, a tuple of
// those) passes a slot whose tag differs from its hash's without loading the entry, which in
// a big table is a cache miss (np_dict.c `tagged_entry`); every other reader masks the entry
// number out (`slot_entry`). Tables of 2^31 slots and more have no tag bits.
static inline int32_t np_dict_slot_of(size_t ix, int64_t hash, size_t mask) {
    return (int32_t)(ix | ((uint64_t)hash & 0x7FFFFFFFu & ~(uint64_t)mask));
}
// The quick half of np_dict_store_str for a new key, inlined into SETATTR's cached store (a
// fresh instance's attributes): when [d] (not a class dict) has tables with a free entry slot,
// str [key]'s hash is cached and the first index slot of its probe sequence is EMPTY, [key] is
// absent for certain and is appended there (where np_dict_store_str would put it). Returns its
// entry number, or -1 with nothing changed: the caller then takes np_dict_store_str. (Following
// the probe sequence further here cost more than it saved: np_execute's registers spill.)
static inline int64_t np_dict_append_str_quick(NpVM *vm, NpDict *d, NpStr *key, NpValue value) {
    size_t n = d->nentries;
    if (!(key->hdr.flags & NP_STR_HASHED) || n >= d->cap || !d->index) return -1;
    int64_t hash = key->hash;
    int32_t *slot = &d->index[(size_t)hash & d->mask];
    if (*slot != -1) return -1;  // not EMPTY: np_dict_store_str's probe decides
    *slot = np_dict_slot_of(n, hash, d->mask);
    np_gc_barrier(vm, d);  // d may be old (an instance's dict: np_gc.h's write barrier)
    d->entries[n] = (NpDictEntry){hash, np_obj(&key->hdr), value};
    d->nentries = n + 1;
    d->n++;
    d->version = ++vm->dict_epoch;
    return (int64_t)n;
}
// Iteration: *pos starts at 0; returns false when done.
bool np_dict_next(NpDict *d, size_t *pos, NpValue *key, NpValue *value);
// list(d), list(d.keys()) / .values() / .items(): a list of [d]'s keys ([what] 0), values (1)
// or (key, value) tuples (2) in order, built without an iterator. NULL on MemoryError.
NpList *np_dict_view_list(NpVM *vm, NpDict *d, int what);
void np_dict_clear(NpVM *vm, NpDict *d);
// Frees d's entry and index tables (one allocation) and leaves it without tables; the caller
// resets the counts (np_dict_clear) or is freeing the dict (vm/np_gc.c).
void np_dict_free_tables(NpVM *vm, NpDict *d);
NpDict *np_dict_copy(NpVM *vm, NpDict *d);
// Gives [c], a new dict with no keys and no tables (as BUILDDICT makes for `{**d, ...}`), d's
// pairs in d's order, in one pass: tables sized for them as np_dict_copy sizes a copy, each
// entry (with its stored hash) copied and indexed, no hashing or comparing. False with
// MemoryError. (CPython likewise copies a dict merged into an empty one wholesale.)
bool np_dict_fill_copy(NpVM *vm, NpDict *c, NpDict *d);
// Rebuilds d's index in place from the hashes stored in its entries, after the caller changed
// them (a VM cloned from the boot image under another str hash seed, vm/np_boot.c). Entry
// numbers and order stay; deleted entries are left out of the index.
void np_dict_reindex(NpDict *d);
// np_set.c
NpSet *np_set_new(NpVM *vm, bool frozen);
bool np_set_add(NpVM *vm, NpSet *s, NpValue key);
bool np_set_contains(NpVM *vm, NpSet *s, NpValue key, bool *found);
bool np_set_discard(NpVM *vm, NpSet *s, NpValue key, bool *found);
// The first live slot of [s] at or after slot [i], or mask + 1 at the end.
static inline size_t np_set_scan(const NpSet *s, size_t i) {
    const NpSetEntry *t = s->table;
    size_t mask = s->mask;
    while (i <= mask && NP_IS_UNDEF(t[i].key)) i++;
    return i;
}
// The next member of [s] from slot *pos on into *key, *pos moved past its slot; false at the
// end. Inline (as np_set_next_hashed): `for x in s` (np_interp.c's FORLOOP), the set
// algorithms and repr call it once a member; with the loop's way through np_next,
// next_builtin and next_set it was ~80 instructions a member in spell_correct.
static inline bool np_set_next(const NpSet *s, size_t *pos, NpValue *key) {
    size_t i = np_set_scan(s, *pos);
    *pos = i + 1;
    if (i > s->mask) return false;
    *key = s->table[i].key;
    return true;
}
// np_set_next that also gives the member's stored hash, so that a walk testing or adding the
// members of one set in another hashes nothing again (CPython's set_next with entry->hash).
static inline bool np_set_next_hashed(const NpSet *s, size_t *pos, NpValue *key,
                                      int64_t *hash) {
    size_t i = np_set_scan(s, *pos);
    *pos = i + 1;
    if (i > s->mask) return false;
    *key = s->table[i].key;
    *hash = s->table[i].hash;
    return true;
}
// Membership of [key] whose hash is known to be [hash] (the stored hash of another set's
// member: CPython's set_contains_entry); compares as np_set_contains does, without hashing.
bool np_set_contains_hashed(NpVM *vm, NpSet *s, NpValue key, int64_t hash, bool *found);
// Adds [key] whose hash is known to be [hash] (CPython's set_add_entry).
bool np_set_add_hashed(NpVM *vm, NpSet *s, NpValue key, int64_t hash);
// Removes [key] whose hash is known to be [hash] (CPython's set_discard_entry).
bool np_set_discard_hashed(NpVM *vm, NpSet *s, NpValue key, int64_t hash, bool *found);
// list(s), sorted(s), tuple(s) ... of an exact set or frozenset: its members in table order
// in a list of their count, without an iterator (as np_dict_view_list for dicts). NULL on
// MemoryError or an exhausted budget.
NpList *np_set_list(NpVM *vm, NpSet *s);
// set.pop(): removes the next live key from the finger on (false when empty, no exception).
bool np_set_pop(NpSet *s, NpValue *key);
// Grows the table once before adding [n] keys of a dict, as CPython's set_update_internal does.
bool np_set_presize(NpVM *vm, NpSet *s, size_t n);
// Adds every key of [src] to [dst] exactly like CPython's set_merge (one up-front resize, a
// table copy when [dst] is empty), so set(s), s | t, s.copy() iterate in CPython's order.
bool np_set_merge(NpVM *vm, NpSet *dst, NpSet *src);
// a | b into new empty [dst]: np_set_merge of [a] then of [b] (of [a] alone when b is a),
// with the same tables and order, but without the table the first merge makes when the
// second one replaces it.
bool np_set_union(NpVM *vm, NpSet *dst, NpSet *a, NpSet *b);
// Sets *res to whether every member of [a] is in [b] (a member in the first slot of its walk
// is checked against b's slot of the same number when the tables have the same size: the
// first step of its walk in b); false on an exception from a comparison.
bool np_set_contains_all(NpVM *vm, NpSet *a, NpSet *b, bool *res);
// Empties [s] back to an 8-slot table (set.clear()).
bool np_set_clear(NpVM *vm, NpSet *s);
// Swaps the tables (and their counts) of [dst] and [src], not their pop fingers: how
// intersection_update and &= install their result, so [dst] keeps the result's exact layout.
void np_set_take_table(NpVM *vm, NpSet *dst, NpSet *src);
// Resizes the table of [s] to fit its live keys when more than a quarter of it is dummies
// (what CPython does after difference_update); infallible (keeps the old table on MemoryError).
void np_set_compact(NpVM *vm, NpSet *s);
// Hash and equality of dict keys and set members with fast paths for str/int/float/bool/None
// (np_dict.c); other values go through np_hash / np_eq.
bool np_key_hash(NpVM *vm, NpValue key, int64_t *out);
// The hash of exact tuple [t] when its items are all small ints, exact strs or exact tuples of
// those (np_key_hash's fast path without its dispatch; np_dict.c): 1 done, 0 when an item is of
// another kind (nothing charged: np_key_hash decides), -1 on an exhausted budget. The hash of
// a tuple of two or more items is kept in it (NP_TUPLE_HASHED), so the next call only reads it,
// inline (np_tuple_hash_items, out of line, hashes the items; its frame cost a kept hash ~30
// instructions of register pushes and pops).
int np_tuple_hash_items(NpVM *vm, NpTuple *t, int64_t *out);
static inline int np_tuple_key_hash(NpVM *vm, NpTuple *t, int64_t *out) {
    if (t->hdr.flags & NP_TUPLE_HASHED) {
        *out = np_tuple_kept_hash(t);
        return 1;
    }
    return np_tuple_hash_items(vm, t, out);
}
// CPython 3.8+'s tuplehash (xxHash-based) in three steps, shared by np_hash and the flat-tuple
// fast path of np_key_hash: start, fold in each item's hash, then finish with the length.
#define NP_XXPRIME_1 11400714785074694791ULL
#define NP_XXPRIME_2 14029467366897019727ULL
#define NP_XXPRIME_5 2870177450012600261ULL
static inline uint64_t np_tuplehash_step(uint64_t acc, int64_t h) {
    acc += (uint64_t)h * NP_XXPRIME_2;
    acc = (acc << 31) | (acc >> 33);
    return acc * NP_XXPRIME_1;
}
static inline int64_t np_tuplehash_finish(uint64_t acc, size_t n) {
    acc += n ^ (NP_XXPRIME_5 ^ 3527539ULL);
    return acc == (uint64_t)-1 ? 1546275796 : (int64_t)acc;
}
bool np_key_eq(NpVM *vm, NpValue a, NpValue b, bool *eq);

// True when comparing [a] and [b] as dict keys or set members cannot run Python code, so the
// table being searched cannot change under the probe: each is unboxed, an exact str or an exact
// int (a subclass of str or int may define __eq__). Shared by vm/np_dict.c and vm/np_set.c.
static inline bool np_cheap_operand(NpVM *vm, NpValue v) {
    if (v.tag != NP_T_OBJ) return true;
    int k = NP_KIND(v);
    return (k == OBJ_STR && NP_OBJ(v)->type == vm->types[NP_TYPE_STR]) ||
           (k == OBJ_BIGINT && NP_OBJ(v)->type == vm->types[NP_TYPE_INT]);
}

static inline bool np_cheap_compare(NpVM *vm, NpValue a, NpValue b) {
    return np_cheap_operand(vm, a) && np_cheap_operand(vm, b);
}
// Key equality decided without running code for two exact tuples whose item pairs are each
// identical, two small ints or two exact strs (grid coordinates, int pairs, name pairs): 1
// equal, 0 different, -1 when
// it cannot decide (np_key_eq then does, rooted), -2 on an exhausted budget.
int np_key_eq_quick(NpVM *vm, NpValue a, NpValue b);
// np_range.c / np_slice.c
NpRange *np_range_new(NpVM *vm, int64_t start, int64_t stop, int64_t step);
// range(start, stop, step) from int values of any size (ValueError for a zero step).
bool np_range_make(NpVM *vm, NpValue start, NpValue stop, NpValue step, NpValue *out);
// Field [which] of a range as an int value: 0 start, 1 stop, 2 step, 3 length.
NpValue np_range_field(const NpRange *r, int which);
// r[i] for a valid index [i] (no checks), r[index] with IndexError, r[slice]: exact for any size.
bool np_range_at(NpVM *vm, const NpRange *r, const mpz_t i, NpValue *out);
bool np_range_item(NpVM *vm, const NpRange *r, NpValue index, NpValue *out);
bool np_range_slice(NpVM *vm, const NpRange *r, NpSlice *s, NpValue *out);
// The index of int [v] in [r] in *index, or UNDEF when it is not an element.
bool np_range_find(NpVM *vm, const NpRange *r, NpValue v, NpValue *index);
// range == range: the same sequence of values.
bool np_range_equal(const NpRange *a, const NpRange *b);
NpSlice *np_slice_new(NpVM *vm, NpValue start, NpValue stop, NpValue step);
// Resolves a slice against a sequence of [len] items (CPython's PySlice_AdjustIndices); returns
// the number of selected items in [*count]. ValueError "slice step cannot be zero".
bool np_slice_indices(NpVM *vm, NpSlice *s, int64_t len, int64_t *start, int64_t *stop,
                      int64_t *step, int64_t *count);

/* ================================================================ the object protocol (np_ops.c) */

// Binary operators, with CPython's TypeError messages ("unsupported operand type(s) for +:
// 'int' and 'str'") and ZeroDivisionError messages.
bool np_binop(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out);
// a op= b: mutates lists/dicts/sets in place where Python does (list += iterable).
bool np_inplace_binop(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out);
bool np_unaryop(NpVM *vm, NpUnaryOp op, NpValue a, NpValue *out);
// Rich comparison for ==, !=, <, <=, >, >= (is/in are separate); TypeError "'<' not supported
// between instances of 'int' and 'str'".
bool np_compare(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, NpValue *out);
// Applies ordering [op] to a three-way result [c] (<0, 0, >0), as a comparison of the first
// unequal pair decides it.
static inline bool np_cmp_result(NpCmpOp op, int c)
{
    switch (op) {
    case CMP_EQ: return c == 0;
    case CMP_NOTEQ: return c != 0;
    case CMP_LT: return c < 0;
    case CMP_LTE: return c <= 0;
    case CMP_GT: return c > 0;
    default: return c >= 0;
    }
}
// Special methods the interpreter runs as frames of its own loop (vm/np_interp.c,
// dunder_enter) and np_eq/np_lt call directly: the callable (to be called as fn(a, b))
// np_binop / np_compare would call first for `a op b`, when that is a's method found by
// np_lookup_special (b is not of a proper subclass of a's class, whose reflected method would
// come first); UNDEF otherwise (np_compare_method: also for is/in). When that method returns
// NotImplemented, np_binop_after_left / np_compare_after_left finish the operation exactly as
// np_binop / np_compare would have from that point (the reflected method, the builtin
// fallbacks, the TypeError).
NpValue np_binop_method(NpVM *vm, NpBinOp op, NpValue a, NpValue b);
NpValue np_compare_method(NpVM *vm, NpCmpOp op, NpValue a, NpValue b);
// True when [v] is not a user object or its class defines none of the six rich-comparison
// methods (a NamedTuple): then its comparisons are its layout's (memoized per class).
bool np_cmp_plain(NpVM *vm, NpValue v);
// For `a op= b` (np_inplace_binop): a's in-place method (*inplace true; its NotImplemented
// goes on to np_binop) when a's class defines one, else np_binop_method's answer.
NpValue np_inplace_method(NpVM *vm, NpBinOp op, NpValue a, NpValue b, bool *inplace);
// What np_inplace_binop goes on to after a user instance's in-place method returned
// NotImplemented (np_binop with the "+=" TypeError), or with [left_done] after its __add__
// (np_inplace_method's answer without an in-place method) did.
bool np_inplace_after(NpVM *vm, NpBinOp op, NpValue a, NpValue b, bool left_done, NpValue *out);
bool np_binop_after_left(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out);
bool np_compare_after_left(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, NpValue *out);
// Convenience forms that produce a C bool.
bool np_eq(NpVM *vm, NpValue a, NpValue b, bool *res);
bool np_lt(NpVM *vm, NpValue a, NpValue b, bool *res);
// Identity (`is`): same object, or equal unboxed value of the same tag (a float by its bits).
// Inline: the interpreter's IS, ISNOT, ISJ and ISNOTJ test it in place.
static inline bool np_is(NpValue a, NpValue b)
{
    if (a.tag != b.tag)
        return false;
    switch (a.tag) {
    case NP_T_NONE:
    case NP_T_UNDEF: return true;
    case NP_T_FLOAT: return memcmp(&a.u.f, &b.u.f, sizeof(double)) == 0;
    case NP_T_OBJ: return a.u.o == b.u.o;
    default: return a.u.i == b.u.i;
    }
}
bool np_truthy(NpVM *vm, NpValue v, bool *res);
// hash(v) as CPython computes it for ints, floats, tuples, frozensets; TypeError
// "unhashable type: 'list'".
bool np_hash(NpVM *vm, NpValue v, int64_t *out);
// hash() of v by its layout, skipping a user class's __hash__ (the builtin hash slots use it).
bool np_hash_layout(NpVM *vm, NpValue v, int64_t *out);
// np_hash of an instance of a user class that hashes by identity (neither __hash__ nor __eq__
// on its MRO, as np_hash has already recorded in the class's memo): true with the hash in
// *out; false, with nothing done, for anything else (np_hash decides). Sets of nodes and states
// ask it before their general path.
bool np_hash_plain_instance(NpVM *vm, NpValue v, int64_t *out);
// True when [v], a str object, is of a user subclass of str whose class np_hash found to define
// neither __hash__ nor __eq__ of its own (`class Symbol(str): pass`; np_hash's class memo, so
// false until the class's first hash and again after any class change): it hashes and compares
// as the str it holds, with no Python code.
bool np_str_sub_plain(NpVM *vm, NpValue v);
// repr(v) and str(v). NULL on error. Recursive containers print [...] / {...}.
NpStr *np_repr(NpVM *vm, NpValue v);
NpStr *np_to_str(NpVM *vm, NpValue v);
// format(v, spec): the format-spec mini-language for int, float, str (np_format.c).
NpStr *np_format(NpVM *vm, NpValue v, NpStr *spec);
// np_format for a value whose type is not a script class (no __format__ to call), with the
// spec as [len] bytes: no spec str is needed.
NpStr *np_format_plain(NpVM *vm, NpValue v, const char *spec, size_t len);
// np_format_plain with the result written at the end of [into] instead of into a new str (the
// fields of str.format); false with the exception set.
bool np_format_plain_to(NpVM *vm, NpValue v, const char *spec, size_t len, NpBuf *into);
// len(v) with "object of type 'int' has no len()".
bool np_len(NpVM *vm, NpValue v, int64_t *out);
// The length a __len__ method's result [r] gives (an int >= 0 that fits int64), with CPython's
// TypeError, OverflowError or ValueError otherwise.
bool np_len_result(NpVM *vm, NpValue r, int64_t *out);
bool np_getitem(NpVM *vm, NpValue obj, NpValue key, NpValue *out);
// d[key] for a key that dict-layout object [d] lacks: its class's __missing__(key) (Counter,
// defaultdict, a script's dict subclass), else KeyError(key).
bool np_dict_missing(NpVM *vm, NpValue d, NpValue key, NpValue *out);
bool np_setitem(NpVM *vm, NpValue obj, NpValue key, NpValue value);
// obj[parts[0]:parts[1]:parts[2]] without making a slice object, for an exact list, tuple or str
// (types that never pass the key to Python code): 1 with *out set, 0 when [obj] is of another
// type (the caller makes a slice and calls np_getitem), -1 with an exception pending.
int np_getslice(NpVM *vm, NpValue obj, const NpValue *parts, NpValue *out);
// obj[parts[0]:parts[1]:parts[2]] = value likewise, for an exact list: 1, 0 or -1.
int np_setslice(NpVM *vm, NpValue obj, const NpValue *parts, NpValue value);
bool np_delitem(NpVM *vm, NpValue obj, NpValue key);
// The builtin layout's own behaviour of np_getitem, np_setitem, np_delitem, np_contains,
// np_iter and np_repr, skipping the special methods a user subclass defines: what
// `list.__getitem__(self, i)` and `super().__setitem__(k, v)` reach (vm/np_slotwrap.c).
bool np_getitem_layout(NpVM *vm, NpValue obj, NpValue key, NpValue *out);
bool np_setitem_layout(NpVM *vm, NpValue obj, NpValue key, NpValue value);
bool np_delitem_layout(NpVM *vm, NpValue obj, NpValue key);
bool np_contains_layout(NpVM *vm, NpValue container, NpValue item, bool *res);
bool np_iter_layout(NpVM *vm, NpValue v, NpValue *it);
NpStr *np_repr_layout(NpVM *vm, NpValue v);
// The builtin operators of np_binop / np_compare without user special methods: 1 handled,
// 0 not supported for these operands (NotImplemented), -1 error.
int np_binop_layout(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out);
int np_compare_layout(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, NpValue *out);
// Three-way comparison that runs no code, for two small ints, non-NaN floats, exact strs or
// exact tuples of those (np_ops.c quick_cmp): 1 with *c (<0, 0, >0), 0 when np_compare must
// decide, -1 on an exhausted budget. heapq and bisect order tuples with it.
int np_quick_compare(NpVM *vm, NpValue a, NpValue b, int *c);
// The protocol special methods of builtin types as natives (`list.__getitem__`,
// `(5).__add__`, `super().__setitem__` in a dict subclass): a closed list, each working on
// the layout of the builtin type found along [t]'s MRO. UNDEF when [name] is not one for [t];
// None for __hash__ of the unhashable containers (list, dict, set and their subclasses).
NpValue np_builtin_dunder(NpVM *vm, NpType *t, NpStr *name);
// The `__call__` special method of the builtin callables of type [t] (functions, builtin
// functions, bound methods, staticmethod objects) as a native owned by [t]: bound to one
// (`f.__call__`), it calls its receiver; also type's (`C.__call__`). UNDEF, with the
// MemoryError raised, when out of memory.
NpValue np_call_dunder(NpVM *vm, NpType *t);
// True when builtin type [t] has the protocol special method [name] (np_builtin_dunder's
// answer would be a method), without making it.
bool np_builtin_has_dunder(NpVM *vm, NpType *t, const char *name);
// Makes the instances of user class [t] take only the attribute names in [names] plus those
// of its bases' slots, unless a base leaves them open (a base without slots, an exception
// base): `__slots__` (vm/np_class.c) and `@dataclass(slots=True)` use it.
bool np_class_restrict_slots(NpVM *vm, NpType *t, NpSet *names);
// `T.__new__` for builtin type [t]: the native object.__new__ for object, T.__new__ for the
// immutable layouts a class with __new__ may extend (str, int, tuple, frozenset); UNDEF else.
NpValue np_new_native(NpVM *vm, NpType *t);
// An instance of user class [t] made without __init__, as copy's copyreg.__newobj__ makes it:
// `t.__new__(t)` when t has a __new__ (NP_TF_NEW; whatever it returns), else a new empty
// instance.
bool np_class_new_bare(NpVM *vm, NpType *t, NpValue *out);

// A builtin type (not a user class) made by C code: named [name], shown as [qualname] in reprs
// and tracebacks, with the one base [base] (its MRO is the type, then base's MRO), instances of
// kind [kind], tflags NP_TF_BUILTIN | [flags], and [size] bytes (sizeof(NpType), or more for a
// module's own struct that starts with an NpType). No construct hook: the caller sets one.
// NULL with the exception set on failure (np_class.c).
NpType *np_builtin_type_new(NpVM *vm, const char *name, const char *qualname, NpType *base,
                            uint8_t kind, uint16_t flags, size_t size);

// `item in container`.
bool np_contains(NpVM *vm, NpValue container, NpValue item, bool *res);
// iter(v): TypeError "'int' object is not iterable".
bool np_iter(NpVM *vm, NpValue v, NpValue *it);
// next(it): 1 with a value in [*out], 0 when exhausted (no exception set), -1 on error.
int np_next(NpVM *vm, NpValue it, NpValue *out);
// For the interpreter's `for ch in s`: when str iterator [it] (not at its end) is at a
// non-ASCII character its cache holds (vm/np_iter.c), stores that str in *out, steps past it
// and returns true; false (nothing done) otherwise, and np_next takes the character.
bool np_str_iter_cached(NpIter *it, NpValue *out);
// The builtin next(it[, default]) (stdlib/np_lib_builtins.c); the interpreter's CALL resumes a
// generator argument in its own loop instead (np_interp.c next_gen_call).
bool np_builtin_next(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out);
// The builtin len(v); the interpreter's CALL runs a user instance's Python __len__ in its own
// loop instead (np_interp.c).
bool np_builtin_len(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out);
// The builtin isinstance(obj, cls); the interpreter's ISINST answers `isinstance(x, C)` and
// `isinstance(x, (C, D))` itself while the name is this builtin (np_interp.c).
bool np_builtin_isinstance(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out);
// np_next for C loops that drain [it]: items that [sink] accepts are consumed by it and the
// iteration goes on (a generator keeps running in the same interpreter loop); returns like
// np_next with the first item the sink refused (1), at the end (0) or on error (-1).
int np_next_sink(NpVM *vm, NpValue it, NpItemSink sink, void *ctx, NpValue *out);
// A builtin that the interpreter runs on a generator in its own loop (np_interp.c drain_start):
// `sum(g)`, `any(g)`, `sorted(g)`, `sep.join(g)`... with the generator as the only argument
// resume it like a for loop would, and each item it yields goes to [sink] (ctx: the NpValue
// state kept in the call's result register) without leaving the generator's frame. [finish]
// completes the call: with the item the sink refused ([item] valid, the generator suspended
// after yielding it), or at the generator's end ([item] UNDEF); it may run Python code and
// drain the rest of the generator the general way. [argv] are the call's arguments (argv[0] is
// the generator, or for a method the receiver, argv[1] the generator). The result is the
// builtin's, for every item sequence.
// NP_DRAIN_SELF: the state is the method's receiver (list.extend appends to the list itself,
// so the generator sees it grow as CPython's does).
typedef enum { NP_DRAIN_UNDEF, NP_DRAIN_ZERO, NP_DRAIN_LIST, NP_DRAIN_SELF } NpDrainInit;
// The drains, numbered from 1 (NpGenerator.drain, NP_NATIVE_DRAIN); np_drains[kind - 1].
typedef enum {
    NP_DRAIN_SUM = 1,
    NP_DRAIN_ANY,
    NP_DRAIN_ALL,
    NP_DRAIN_MIN,
    NP_DRAIN_MAX,
    NP_DRAIN_SORTED,
    NP_DRAIN_JOIN,
    NP_DRAIN_LIST_OF,
    NP_DRAIN_TUPLE_OF,
    NP_DRAIN_EXTEND,
    NP_DRAIN__END
} NpDrainKind;
typedef struct NpDrain {
    // The builtin (NULL for list(g) and tuple(g), which CALL recognizes by their type).
    NpNativeFn fn;
    // The initial state (NpDrainInit): UNDEF, the int 0 (sum), a new empty list or the receiver.
    uint8_t init;
    NpItemSink sink;
    bool (*finish)(NpVM *vm, NpValue *state, NpValue item, NpValue *argv, NpValue *out);
} NpDrain;
// A drain's sink that appends items to the list in its state (as np_list_from_iter's sink).
bool np_drain_list_sink(NpVM *vm, void *ctx, NpValue item);
// Appends the refused [item] (unless UNDEF) and then every item of iterator [it] to [l].
bool np_list_fill(NpVM *vm, NpList *l, NpValue item, NpValue it);
// The drains (stdlib/np_lib_builtins.c), indexed by NpDrainKind - 1.
extern const NpDrain np_drains[NP_DRAIN__END - 1];
// The NpDrainKind of builtin [fn], or 0 when it is not a drain.
int np_drain_find(NpNativeFn fn);
// sum()'s step acc + item for two small ints (without overflow), two floats, or a small int and
// a float (the int converted to the nearest double, as int + float does): true with the sum
// in *out, which equals np_binop's; false for anything else.
static inline bool np_sum_fast(NpValue acc, NpValue item, NpValue *out) {
    int64_t r;
    if (NP_IS_INT(acc) && NP_IS_INT(item) && !__builtin_add_overflow(acc.u.i, item.u.i, &r)) {
        *out = np_int(r);
        return true;
    }
    if (NP_IS_FLOAT(item)) {
        if (NP_IS_FLOAT(acc)) {
            *out = np_float(acc.u.f + item.u.f);
            return true;
        }
        if (NP_IS_INT(acc)) {
            *out = np_float((double)acc.u.i + item.u.f);
            return true;
        }
    } else if (NP_IS_INT(item) && NP_IS_FLOAT(acc)) {
        *out = np_float(acc.u.f + (double)item.u.i);
        return true;
    }
    return false;
}
// The interpreter's `for a, b in enumerate(xs)` / zip(xs, ys) / d.items() path: stores the
// [n] parts of the next item of [it] in dst[0..n) without making the tuple, when every value
// comes from a list, tuple or range iterator (or a dict) and no Python code can run. 1 = stored,
// 0 = exhausted, -1 = not that case (nothing consumed, nothing raised: use np_next).
int np_next_unpacked(NpIter *it, NpValue *dst, int n);
// Converts an index-like value (int, bool) to int64 with "list indices must be integers or
// slices, not str"-style messages built from [what] (e.g. "list indices").
bool np_index(NpVM *vm, NpValue v, int64_t *out);
// Collects any iterable into a new list.
NpList *np_list_from_iter(NpVM *vm, NpValue iterable);

/* ================================================================ attributes (np_attr.c) */

// The one attribute dispatch function: every `.name` read, getattr(), format field and dir()
// goes through it. AttributeError "'int' object has no attribute 'foo'" when absent.
bool np_getattr(NpVM *vm, NpValue obj, NpStr *name, NpValue *out);
// True when np_getattr(vm, obj, name) would certainly raise its own AttributeError without
// running any code: [obj] an instance of a user class with no __getattr__, [name] not a dunder
// and found neither on the instance nor in its class's MRO. getattr(o, name, default) and
// hasattr answer from it without making (and then clearing) the exception. False means "ask
// np_getattr" (vm/np_attr.c).
bool np_attr_surely_missing(NpVM *vm, NpValue obj, NpStr *name);
// np_getattr's answer when it is an own attribute of a user instance that its class's MRO
// does not shadow ([name] not a dunder): 1 with *out, no code run; 0 when that MRO has [name]
// (a method, property...: np_attr_surely_missing would say no, np_getattr decides); -1 when
// undecided. getattr(o, name, default) and hasattr try it before np_attr_surely_missing, so
// a present attribute (functools.cached_property's hidden value) costs one lookup.
int np_attr_own_plain(NpValue obj, NpStr *name, NpValue *out);
// After a script's `obj.name` failed: when the pending exception is an AttributeError, keeps
// [obj] and [name] on it under hidden keys (NP_ATTR_ERR_OBJ/NAME, never readable by a script)
// for the uncaught report's "Did you mean" (vm/np_tb.c), as CPython 3.11 keeps exc.obj and
// exc.name. Called only on the interpreter's error path of GETATTR and LOADMETHOD.
void np_attr_error_note(NpVM *vm, NpValue obj, NpStr *name);
#define NP_ATTR_ERR_OBJ "__np_attr_obj__"
#define NP_ATTR_ERR_NAME "__np_attr_name__"
bool np_setattr(NpVM *vm, NpValue obj, NpStr *name, NpValue value);
// The NP_TF_DESCR_GET / NP_TF_DESCR_SET flags of the class of [v]: nonzero when [v], found as
// a class attribute, is a user descriptor (an instance of a class defining __get__, __set__ or
// __delete__); a data descriptor has NP_TF_DESCR_SET. One flag test, no lookup.
static inline unsigned np_user_descr(NpValue v)
{
    return NP_IS_OBJ(v) ? NP_OBJ(v)->type->tflags & (NP_TF_DESCR_GET | NP_TF_DESCR_SET) : 0;
}
// True when np_setattr_plain of [name] on an instance (OBJ_INSTANCE) of user class [t] only
// stores into the instance's attribute dict: not a dunder, not on the never-list, and no
// property or user data descriptor of that name on the class. The answer holds until the
// class or a base changes.
bool np_store_is_plain(NpVM *vm, NpType *t, NpStr *name);
// The Python function np_setattr would call, and nothing else, to store [name] on [obj] when
// obj is an instance (OBJ_INSTANCE) of a user class without __setattr__: the setter of a
// property of the class (called with obj and the value; *desc is UNDEF), or the __set__ of a
// user data descriptor of the class (called with the descriptor, obj and the value; *desc is
// the descriptor); UNDEF otherwise. The answer holds until the class, a base or the
// descriptor's class changes (SETATTR runs the function as a frame of its loop,
// vm/np_interp.c).
NpValue np_store_setter(NpVM *vm, NpValue obj, NpStr *name, NpValue *desc);
bool np_delattr(NpVM *vm, NpValue obj, NpStr *name);
// Whether a script may reach global [name] (value [v]) of a module, as `mod.name` or
// `from mod import name`. Not when [name] starts with `_` (a module's private helpers, such as
// datetime's field writer, are for the module's own code), nor when [v] is a module the
// policy does not grant to scripts (imported by a stdlib module for itself: `textwrap.re`).
bool np_module_attr_visible(NpVM *vm, const NpStr *name, NpValue v);
// For `obj.name(args)`: finds the attribute without allocating a bound method when it is a
// method defined on the type. On success either *self is obj (call func with self prepended)
// or *self is UNDEF (call func as is).
bool np_getmethod(NpVM *vm, NpValue obj, NpStr *name, NpValue *func, NpValue *self);

/* ================================================================ helpers of the object protocol */

// Finds a method named [name] (a C string such as "__repr__") that a user class defines for
// [obj]; builtin types' own behaviour is in C, so only NP_TF_USER classes are searched. True
// with the function in [*func] (call it with obj as the first argument), false when absent
// (no exception is set). [name] must be a string with static storage (a literal or a static
// table entry): results are cached per (type, name's address) until the next class change.
// Implemented in np_attr.c.
bool np_lookup_special(NpVM *vm, NpValue obj, const char *name, NpValue *func);
// False when [fn], a method np_lookup_special found, is a trampoline made for this lookup (a
// staticmethod, classmethod or callable instance as a special method), which only the caller
// holds: such a result must not be kept where the collector does not see it.
bool np_special_stable(NpValue fn);
// A value derived from class [t] and its MRO (say, a dataclass's field tuple), remembered under
// [key] (a static C string naming what was derived) until the next class change: in a user
// class's own memo table (NpClassType.memo) while it has room, else in np_lookup_special's
// cache. np_class_memo_get: true with *v when present. The value must be reachable
// from the class (the cache is not traced), or be an unboxed value.
bool np_class_memo_get(NpVM *vm, const NpType *t, const char *key, NpValue *v);
void np_class_memo_put(NpVM *vm, const NpType *t, const char *key, NpValue v);
// printf-style `fmt % args` (np_format.c).
NpStr *np_str_percent(NpVM *vm, NpStr *fmt, NpValue args);
// printf-style `fmt % args` for a bytes or bytearray [fmt]: the result (of fmt's kind) in *out
// (np_format.c).
bool np_bytes_percent(NpVM *vm, NpValue fmt, NpValue args, NpValue *out);

/* ================================================================ calls (np_interp.c) */

// Calls any callable from C: Python functions (runs a nested interpreter loop), natives, bound
// methods, types. [argv]/[kwnames] follow the NpNativeFn convention.
bool np_call(NpVM *vm, NpValue callable, int argc, NpValue *argv, NpTuple *kwnames,
             NpValue *out);
// np_call one level of native recursion deeper (NP_MAX_NATIVE_DEPTH, then RecursionError), for
// callables that call another callable from C: a staticmethod object, `f.__call__`, whose
// chains a script can nest without bound.
bool np_call_nested(NpVM *vm, NpValue callable, int argc, NpValue *argv, NpTuple *kwnames,
                    NpValue *out);
// np_call without keywords that keeps the [argc] values [argv] (C memory, say a special
// method's self and operand) alive across the call: they are copied onto the register stack,
// which the GC marks, for as long as the call runs. Cheaper than np_push_root per argument.
bool np_call_rooted(NpVM *vm, NpValue callable, int argc, const NpValue *argv, NpValue *out);
// np_call_rooted for a caller that does not read [argv] after the call (a descriptor's
// __get__/__set__, a property's accessor): a simple Python function (np_call_is_simple) gets
// the arguments in its frame's registers, which root them, so nothing is copied first; the
// callee may rebind its parameters, which is why only such callers may use it. Anything else
// goes through np_call_rooted.
bool np_call_handover(NpVM *vm, NpValue callable, int argc, const NpValue *argv, NpValue *out);
// A callable resolved once for many calls from C with one argument (sort and min/max keys that
// are no Python function: an itemgetter, an attrgetter, len, a bound builtin method, an
// lru_cache wrapper): the native that np_call would reach, so each call skips np_call's
// dispatch, the `__call__` lookup and the receiver check. Made by np_call_plan, used by
// np_call_plan_one (also by np_call_each's loop and groupby's key); an instance's `__call__`
// is taken again through np_call_rooted when any class changed since (vm->class_epoch).
typedef struct NpCallPlan {
    NpValue callable;
    // The native to call (NULL: every call goes through np_call), and the self it gets before
    // the argument (UNDEF: none, a builtin function called with the argument alone).
    NpNativeFn fn;
    NpValue self;
    // For an instance's `__call__`: the class epoch it was found under (else unused).
    bool special;
    uint64_t epoch;
} NpCallPlan;
// Resolves [callable] (which the caller keeps alive while the plan is used) into *p.
void np_call_plan(NpVM *vm, NpValue callable, NpCallPlan *p);
// Calls the plan's callable with [arg] (kept alive by the caller) into *out, as np_call would.
bool np_call_plan_one(NpVM *vm, const NpCallPlan *p, NpValue arg, NpValue *out);
// A native loop that calls one callable with one argument per step (key functions, map,
// filter, min/max with key=): np_call_each calls [callable] with [arg], then [step] with the
// call's value in [result]. step returns 1 after setting [arg] to the next argument (call
// again), 0 when the loop is done, -1 with an exception set. step runs after the call's
// frame is gone, exactly where the C loop's code after np_call would, and may call into
// Python; it must root whatever it keeps of [result] before returning (the next call may
// collect). [arg] is only read by the call that follows, which copies it to its registers.
typedef struct NpCallEach {
    // The value of the last call; first, so the interpreter finds the NpCallEach from the
    // pointer np_execute returns its value through (vm/np_interp.c, each_return).
    NpValue result;
    // The argument of the next call.
    NpValue arg;
    int (*step)(NpVM *vm, struct NpCallEach *e);
    // The step's own state.
    void *ctx;
} NpCallEach;
// Runs the loop described by [e] (e->arg the first argument). A simple Python function
// (NP_PROTO_SIMPLE, one parameter) runs all its calls in one interpreter loop: its frame's
// return hands the value to the step and binds the next call in place, instead of one nested
// np_execute per call. Anything else is called by np_call_rooted. True when a step returned
// 0; false with the exception of the call or of the step.
bool np_call_each(NpVM *vm, NpValue callable, NpCallEach *e);
// True when np_call_each runs [callable]'s calls in one interpreter loop (a simple Python
// function of one parameter); callers whose own loop is cheaper for anything else ask first.
bool np_call_each_inline(NpValue callable);

/* ================================================================ argument helpers (np_args.c) */

// The raising halves of np_args_nokw and np_args_count (out of line: the checks are inline in
// every native, the messages are built only when a check fails).
bool np_args_nokw_fail(NpVM *vm, const char *fname);
bool np_args_count_fail(NpVM *vm, const char *fname, int argc, int min, int max);
// Fails with "f() takes no keyword arguments" when [kwnames] names any argument.
static inline bool np_args_nokw(NpVM *vm, const char *fname, NpTuple *kwnames) {
    return !kwnames || kwnames->n == 0 || np_args_nokw_fail(vm, fname);
}
// Checks min <= argc <= max with CPython's messages ("len() takes exactly one argument (2
// given)", "expected at most 2 arguments, got 3").
static inline bool np_args_count(NpVM *vm, const char *fname, int argc, int min, int max) {
    return (argc >= min && argc <= max) || np_args_count_fail(vm, fname, argc, min, max);
}
// Binds arguments to named parameters: [names] has [nparams] names, the first [npos] may be
// given positionally, [nrequired] must be given. Results go to [out] (UNDEF when absent).
// Unknown keywords: "f() got an unexpected keyword argument 'x'".
bool np_args_bind(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kwnames,
                  const char *const *names, int nparams, int npos, int nrequired, NpValue *out);
// np_args_bind for a native that stands for a function CPython writes in Python (json.dumps,
// re.match): the errors are worded as a Python function's ("dumps() missing 1 required
// positional argument: 'obj'", "f() takes from 1 to 2 positional arguments but 3 were given").
// At most NP_ARGS_MAX_PARAMS parameters.
#define NP_ARGS_MAX_PARAMS 32
bool np_args_bind_py(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kwnames,
                     const char *const *names, int nparams, int npos, int nrequired, NpValue *out);

/* ================================================================ bytes, bytearray (np_bytes.c) */

// A new bytes of [len] bytes, uninitialized (the caller fills data[0..len)), or copied from [p].
NpBytes *np_bytes_alloc(NpVM *vm, size_t len);
NpBytes *np_bytes_new(NpVM *vm, const void *p, size_t len);
// A new bytearray holding a copy of [len] bytes from [p].
NpByteArray *np_bytearray_new(NpVM *vm, const void *p, size_t len);
// Grows [a]'s buffer to hold at least [need] bytes (len is unchanged).
bool np_bytearray_reserve(NpVM *vm, NpByteArray *a, size_t need);
// Releases [a]'s buffer (the GC's free and bytearray.clear).
void np_bytearray_free_buf(NpVM *vm, NpByteArray *a);
// Replaces bytes [start, start+del) of [a] with [n] bytes of [src] (which may alias a's data).
bool np_bytearray_splice(NpVM *vm, NpByteArray *a, size_t start, size_t del, const uint8_t *src,
                         size_t n);
// The bytes of a bytes or bytearray [v] (false for anything else).
bool np_bytes_view(NpValue v, const uint8_t **p, size_t *len);
bool np_is_byteslike(NpValue v);
// The result of [v]'s __bytes__ when its class defines one (bytes(v), b'%s' % v): 1 with the
// bytes in *out, 0 when there is none, -1 on error (a non-bytes result is CPython's TypeError).
int np_bytes_dunder(NpVM *vm, NpValue v, NpValue *out);
// A new bytes or bytearray (the kind of [like]) holding a copy of [len] bytes of [p].
bool np_bytes_make_like(NpVM *vm, NpValue like, const void *p, size_t len, NpValue *out);
// int [v] as a byte: TypeError for a non-int, ValueError "byte must be in range(0, 256)".
bool np_bytes_byte_value(NpVM *vm, NpValue v, uint8_t *out);
// [*v] replaced by the int its __index__ returns when it is an instance of a user class that
// defines __index__ (CPython's PyNumber_Index where a byte is expected); anything else is left as
// it is. False with the error pending when __index__ raises or returns a non-int.
bool np_bytes_index_item(NpVM *vm, NpValue *v);
// repr(b): b'...' or bytearray(b'...') as CPython writes them.
NpStr *np_bytes_repr(NpVM *vm, NpValue v);
void np_bytes_repr_to(NpBuf *out, NpValue v);
// The (cached) hash of a bytes: np_hash_text, as a str of the same bytes hashes.
int64_t np_bytes_hash(NpBytes *b);
// The protocol hooks for np_ops.c: 1 done, 0 not applicable, -1 error (as builtin_binop).
int np_bytes_binop(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out);
int np_bytearray_inplace(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out);
int np_bytes_compare(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, NpValue *out);
bool np_bytes_getitem(NpVM *vm, NpValue obj, NpValue key, NpValue *out);
bool np_bytes_slice(NpVM *vm, NpValue obj, NpSlice *sl, NpValue *out);
bool np_bytearray_setitem(NpVM *vm, NpValue obj, NpValue key, NpValue value);
bool np_bytearray_delitem(NpVM *vm, NpValue obj, NpValue key);
bool np_bytes_contains(NpVM *vm, NpValue container, NpValue item, bool *res);
// The next int of a bytes/bytearray iterator (ITER_BYTES): 1, or 0 when exhausted.
int np_bytes_next(NpIter *it, NpValue *out);
// str(e) for UnicodeEncodeError/UnicodeDecodeError built from their five args, or NULL with
// *handled false when [e] does not have that shape (stdlib/np_lib_bytes.c).
NpStr *np_unicode_exc_str(NpVM *vm, NpException *e, bool *handled);

/* ================================================================ VM lifecycle (np_interp.c) */

// Creates a VM with default limits and the builtins installed; NULL when out of memory.
NpVM *npvm_new(void);
void npvm_free(NpVM *vm);

// Finds method [name] of [t]'s class-behaviour table (NpType.meta), if any (vm/np_class.c).
bool np_class_meta_find(NpVM *vm, NpType *t, const char *name, NpValue *fn);

#endif
