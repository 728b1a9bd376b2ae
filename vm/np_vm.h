/*
 * np_vm.h - the NpVM struct: one isolated interpreter with its own heap, types and limits.
 *
 * Nothing mutable is shared between two VMs: every type object, interned string and module lives
 * in the VM's own heap. The builtin types are listed once in NP_BUILTIN_TYPES and created by
 * npvm_new (vm/np_types.c), or copied from the process's boot image (vm/np_boot.c). The interpreter's frames are plain C structs in a growable array, not
 * heap objects, and Python-to-Python calls do not recurse on the C stack.
 */
#ifndef NP_VM_VM_H
#define NP_VM_VM_H

#include <stdatomic.h>
#include <stdio.h>

#include "np_conf.h"
#include "np_object.h"

/* ---------------------------------------------------------------- builtin types */

// X(ID, "name", BASE_ID, instance layout, flags). OBJECT's base is itself (special-cased).
// Exceptions form CPython 3.11's hierarchy; BudgetExceeded is Nearly's own (uncatchable).
#define NP_BUILTIN_TYPES(X)                                                                       \
    X(OBJECT, "object", OBJECT, OBJ_INSTANCE, NP_TF_BASETYPE)                                    \
    X(TYPE, "type", OBJECT, OBJ_TYPE, 0)                                                         \
    X(NONE, "NoneType", OBJECT, OBJ_SINGLETON, 0)                                                \
    X(BOOL, "bool", INT, OBJ_SINGLETON, 0)                                                       \
    X(INT, "int", OBJECT, OBJ_BIGINT, NP_TF_BASETYPE)                                            \
    X(FLOAT, "float", OBJECT, OBJ_SINGLETON, NP_TF_BASETYPE)                                     \
    X(STR, "str", OBJECT, OBJ_STR, NP_TF_BASETYPE)                                               \
    X(BYTES, "bytes", OBJECT, OBJ_BYTES, NP_TF_BASETYPE)                                         \
    X(BYTEARRAY, "bytearray", OBJECT, OBJ_BYTEARRAY, NP_TF_BASETYPE)                             \
    X(TUPLE, "tuple", OBJECT, OBJ_TUPLE, NP_TF_BASETYPE)                                         \
    X(LIST, "list", OBJECT, OBJ_LIST, NP_TF_BASETYPE)                                            \
    X(DICT, "dict", OBJECT, OBJ_DICT, NP_TF_BASETYPE)                                            \
    X(SET, "set", OBJECT, OBJ_SET, NP_TF_BASETYPE)                                               \
    X(FROZENSET, "frozenset", OBJECT, OBJ_SET, NP_TF_BASETYPE)                                   \
    X(RANGE, "range", OBJECT, OBJ_RANGE, 0)                                                      \
    X(SLICE, "slice", OBJECT, OBJ_SLICE, 0)                                                      \
    X(FUNCTION, "function", OBJECT, OBJ_FUNCTION, 0)                                             \
    X(BUILTIN_FUNCTION, "builtin_function_or_method", OBJECT, OBJ_NATIVE, 0)                     \
    X(METHOD, "method", OBJECT, OBJ_BOUND, 0)                                                    \
    X(CODE, "code", OBJECT, OBJ_PROTO, 0)                                                        \
    X(CELL, "cell", OBJECT, OBJ_CELL, 0)                                                         \
    X(MODULE, "module", OBJECT, OBJ_MODULE, 0)                                                   \
    X(NOTIMPLEMENTED, "NotImplementedType", OBJECT, OBJ_SINGLETON, 0)                            \
    X(ELLIPSIS, "ellipsis", OBJECT, OBJ_SINGLETON, 0)                                            \
    X(LIST_ITERATOR, "list_iterator", OBJECT, OBJ_ITER, 0)                                       \
    X(LIST_REVITERATOR, "list_reverseiterator", OBJECT, OBJ_ITER, 0)                             \
    X(TUPLE_ITERATOR, "tuple_iterator", OBJECT, OBJ_ITER, 0)                                     \
    X(STR_ITERATOR, "str_ascii_iterator", OBJECT, OBJ_ITER, 0)                                   \
    X(BYTES_ITERATOR, "bytes_iterator", OBJECT, OBJ_ITER, 0)                                     \
    X(RANGE_ITERATOR, "range_iterator", OBJECT, OBJ_ITER, 0)                                     \
    X(DICT_KEYITERATOR, "dict_keyiterator", OBJECT, OBJ_ITER, 0)                                 \
    X(DICT_VALUEITERATOR, "dict_valueiterator", OBJECT, OBJ_ITER, 0)                             \
    X(DICT_ITEMITERATOR, "dict_itemiterator", OBJECT, OBJ_ITER, 0)                               \
    X(SET_ITERATOR, "set_iterator", OBJECT, OBJ_ITER, 0)                                         \
    X(DICT_KEYS, "dict_keys", OBJECT, OBJ_ITER, 0)                                               \
    X(DICT_VALUES, "dict_values", OBJECT, OBJ_ITER, 0)                                           \
    X(DICT_ITEMS, "dict_items", OBJECT, OBJ_ITER, 0)                                             \
    X(ENUMERATE, "enumerate", OBJECT, OBJ_ITER, 0)                                               \
    X(ZIP, "zip", OBJECT, OBJ_ITER, 0)                                                           \
    X(MAP, "map", OBJECT, OBJ_ITER, 0)                                                           \
    X(FILTER, "filter", OBJECT, OBJ_ITER, 0)                                                     \
    X(REVERSED, "reversed", OBJECT, OBJ_ITER, 0)                                                 \
    X(ITERATOR, "iterator", OBJECT, OBJ_ITER, 0)                                                 \
    X(CALLABLE_ITERATOR, "callable_iterator", OBJECT, OBJ_ITER, 0)                               \
    X(GENERATOR, "generator", OBJECT, OBJ_GENERATOR, 0)                                          \
    X(STATICMETHOD, "staticmethod", OBJECT, OBJ_WRAPPER, 0)                                      \
    X(CLASSMETHOD, "classmethod", OBJECT, OBJ_WRAPPER, 0)                                        \
    X(PROPERTY, "property", OBJECT, OBJ_WRAPPER, 0)                                              \
    X(SUPER, "super", OBJECT, OBJ_WRAPPER, 0)                                                    \
    X(FIELD, "Field", OBJECT, OBJ_WRAPPER, 0)                                                    \
    X(UNSAVED, "unsaved_value", OBJECT, OBJ_INSTANCE, 0)                                         \
    X(BASEEXCEPTION, "BaseException", OBJECT, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION)   \
    X(SYSTEMEXIT, "SystemExit", BASEEXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION)  \
    X(KEYBOARDINTERRUPT, "KeyboardInterrupt", BASEEXCEPTION, OBJ_EXCEPTION,                      \
      NP_TF_BASETYPE | NP_TF_EXCEPTION)                                                          \
    X(GENERATOREXIT, "GeneratorExit", BASEEXCEPTION, OBJ_EXCEPTION,                              \
      NP_TF_BASETYPE | NP_TF_EXCEPTION)                                                          \
    X(BUDGETEXCEEDED, "BudgetExceeded", BASEEXCEPTION, OBJ_EXCEPTION, NP_TF_EXCEPTION)           \
    X(EXCEPTION, "Exception", BASEEXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION)    \
    X(STOPITERATION, "StopIteration", EXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(ARITHMETICERROR, "ArithmeticError", EXCEPTION, OBJ_EXCEPTION,                              \
      NP_TF_BASETYPE | NP_TF_EXCEPTION)                                                          \
    X(FLOATINGPOINTERROR, "FloatingPointError", ARITHMETICERROR, OBJ_EXCEPTION,                  \
      NP_TF_BASETYPE | NP_TF_EXCEPTION)                                                          \
    X(OVERFLOWERROR, "OverflowError", ARITHMETICERROR, OBJ_EXCEPTION,                            \
      NP_TF_BASETYPE | NP_TF_EXCEPTION)                                                          \
    X(ZERODIVISIONERROR, "ZeroDivisionError", ARITHMETICERROR, OBJ_EXCEPTION,                    \
      NP_TF_BASETYPE | NP_TF_EXCEPTION)                                                          \
    X(ASSERTIONERROR, "AssertionError", EXCEPTION, OBJ_EXCEPTION,                                \
      NP_TF_BASETYPE | NP_TF_EXCEPTION)                                                          \
    X(ATTRIBUTEERROR, "AttributeError", EXCEPTION, OBJ_EXCEPTION,                                \
      NP_TF_BASETYPE | NP_TF_EXCEPTION)                                                          \
    X(IMPORTERROR, "ImportError", EXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION)    \
    X(MODULENOTFOUNDERROR, "ModuleNotFoundError", IMPORTERROR, OBJ_EXCEPTION,                    \
      NP_TF_BASETYPE | NP_TF_EXCEPTION)                                                          \
    X(LOOKUPERROR, "LookupError", EXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION)    \
    X(INDEXERROR, "IndexError", LOOKUPERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION)    \
    X(KEYERROR, "KeyError", LOOKUPERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION)        \
    X(MEMORYERROR, "MemoryError", EXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION)    \
    X(NAMEERROR, "NameError", EXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION)        \
    X(UNBOUNDLOCALERROR, "UnboundLocalError", NAMEERROR, OBJ_EXCEPTION,                          \
      NP_TF_BASETYPE | NP_TF_EXCEPTION)                                                          \
    X(OSERROR, "OSError", EXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION)            \
    X(TIMEOUTERROR, "TimeoutError", OSERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION)    \
    X(RUNTIMEERROR, "RuntimeError", EXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION)  \
    X(NOTIMPLEMENTEDERROR, "NotImplementedError", RUNTIMEERROR, OBJ_EXCEPTION,                   \
      NP_TF_BASETYPE | NP_TF_EXCEPTION)                                                          \
    X(RECURSIONERROR, "RecursionError", RUNTIMEERROR, OBJ_EXCEPTION,                             \
      NP_TF_BASETYPE | NP_TF_EXCEPTION)                                                          \
    X(SYNTAXERROR, "SyntaxError", EXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION)    \
    X(INDENTATIONERROR, "IndentationError", SYNTAXERROR, OBJ_EXCEPTION,                          \
      NP_TF_BASETYPE | NP_TF_EXCEPTION)                                                          \
    X(TABERROR, "TabError", INDENTATIONERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION)   \
    X(TYPEERROR, "TypeError", EXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION)        \
    X(VALUEERROR, "ValueError", EXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION)      \
    X(UNICODEERROR, "UnicodeError", VALUEERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(UNICODEENCODEERROR, "UnicodeEncodeError", UNICODEERROR, OBJ_EXCEPTION,                     \
      NP_TF_BASETYPE | NP_TF_EXCEPTION)                                                          \
    X(UNICODEDECODEERROR, "UnicodeDecodeError", UNICODEERROR, OBJ_EXCEPTION,                     \
      NP_TF_BASETYPE | NP_TF_EXCEPTION)                                                          \
    X(EOFERROR, "EOFError", EXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(BUFFERERROR, "BufferError", EXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(REFERENCEERROR, "ReferenceError", EXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(SYSTEMERROR, "SystemError", EXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(STOPASYNCITERATION, "StopAsyncIteration", EXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(CONNECTIONERROR, "ConnectionError", OSERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(BROKENPIPEERROR, "BrokenPipeError", CONNECTIONERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(CONNECTIONABORTEDERROR, "ConnectionAbortedError", CONNECTIONERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(CONNECTIONREFUSEDERROR, "ConnectionRefusedError", CONNECTIONERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(CONNECTIONRESETERROR, "ConnectionResetError", CONNECTIONERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(BLOCKINGIOERROR, "BlockingIOError", OSERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(CHILDPROCESSERROR, "ChildProcessError", OSERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(FILEEXISTSERROR, "FileExistsError", OSERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(FILENOTFOUNDERROR, "FileNotFoundError", OSERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(INTERRUPTEDERROR, "InterruptedError", OSERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(ISADIRECTORYERROR, "IsADirectoryError", OSERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(NOTADIRECTORYERROR, "NotADirectoryError", OSERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(PERMISSIONERROR, "PermissionError", OSERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(PROCESSLOOKUPERROR, "ProcessLookupError", OSERROR, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(WARNING, "Warning", EXCEPTION, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(USERWARNING, "UserWarning", WARNING, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(DEPRECATIONWARNING, "DeprecationWarning", WARNING, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(PENDINGDEPRECATIONWARNING, "PendingDeprecationWarning", WARNING, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(SYNTAXWARNING, "SyntaxWarning", WARNING, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(RUNTIMEWARNING, "RuntimeWarning", WARNING, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(FUTUREWARNING, "FutureWarning", WARNING, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(IMPORTWARNING, "ImportWarning", WARNING, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(UNICODEWARNING, "UnicodeWarning", WARNING, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(BYTESWARNING, "BytesWarning", WARNING, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(RESOURCEWARNING, "ResourceWarning", WARNING, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(ENCODINGWARNING, "EncodingWarning", WARNING, OBJ_EXCEPTION, NP_TF_BASETYPE | NP_TF_EXCEPTION) \
    X(UNIONTYPE, "UnionType", OBJECT, OBJ_TUPLE, 0)

#define NP_X_TYPE_ENUM(id, name, base, kind, flags) NP_TYPE_##id,
typedef enum NpBuiltinTypeId { NP_BUILTIN_TYPES(NP_X_TYPE_ENUM) NP_TYPE__COUNT } NpBuiltinTypeId;
#undef NP_X_TYPE_ENUM

/* ---------------------------------------------------------------- interpreter frames */

// One activation of a Python function. Frames live in vm->frames, an array allocated once per
// run with room for recursion_limit frames, so a frame pointer stays valid while the frame lives.
// Registers are a window [regs, regs + nregs) of a stack segment (NpStackSeg) or, for a
// generator, the generator's own register array; neither ever moves (see docs/vm.md).
typedef struct NpFrame {
    NpFunction *func;
    // Register 0 of this frame.
    NpValue *regs;
    // The next instruction to run in func->proto->code (saved while calling out): a pointer, so
    // that the interpreter saves and restores it without the code's base (np_frame_pc gives
    // the index).
    const uint32_t *pc;
    // Register of the caller frame that receives the return value.
    int32_t ret_reg;
    union {
        struct {
            // Non-zero when this frame was entered from C (np_call, generator resumption):
            // returning from it ends that invocation of the interpreter loop instead of resuming
            // the caller frame.
            uint8_t c_boundary;
            // Set when a generator resumes at a pending YIELDFROM, so that instruction sends the
            // value sent in (already stored in its A register) instead of starting a new
            // delegation.
            uint8_t yf_resumed;
            // What the return does besides storing the value (0: nothing, the lean return). 1 on
            // the frame of an __init__ that the interpreter called inline to construct an instance:
            // the instance is already in the caller's result register, and returning anything but
            // None is a TypeError. 2 and up on a special method's frame that a binary operator or
            // comparison instruction runs in the same loop: NotImplemented goes on to the reflected
            // method (NP_FRAME_BINOP, vm/np_interp.c dunder_enter).
            uint8_t is_init;
            // 1 on a generator's frame (gen set): kept with the three above so that one test finds
            // the usual frame.
            uint8_t is_gen;
        };
        // The four bytes above at once: zero on the usual frame (a Python caller's, no return
        // action, no generator; yf_resumed is only ever set on a generator's), whose RETURN is
        // the lean one (vm/np_interp.c LEAN_RETURN).
        uint32_t special;
    };
    // The generator whose frame this is, or NULL.
    struct NpGenerator *gen;
    // The exception being handled in an except/finally block of this frame (for bare `raise`
    // and implicit chaining), or UNDEF.
    NpValue handling;
} NpFrame;

// The index in its code of the next instruction frame [f] runs (its saved pc).
static inline uint32_t np_frame_pc(const NpFrame *f) {
    return (uint32_t)(f->pc - f->func->proto->code);
}

// A segment of the register stack. Frames take their registers from the current segment and
// start a new one when it is full; segments never move, so pointers to registers (a frame's
// regs, a native's argv) stay valid for as long as their frame lives.
typedef struct NpStackSeg {
    struct NpStackSeg *prev, *next;
    // First free slot; everything in [slots, top) is live and marked by the GC.
    NpValue *top;
    // One past the last slot.
    NpValue *end;
    NpValue slots[];
} NpStackSeg;

// A remembered position in one long non-ASCII str: code point [cp] starts at byte [off] of [s]
// (vm/np_str.c np_str_offset_vm, np_str_cp_index_vm). A str is immutable (an owned one only
// grows at its end, which leaves the position true), and [s] is cleared by every collection
// (the only time a str is freed), so a set [s] is always the live str the position was found in.
typedef struct NpStrCursor {
    const NpStr *s;
    size_t cp, off;
} NpStrCursor;

// The shortest str (in bytes) whose code-point offsets go through the VM's str cursor; a
// shorter one is walked at once.
#define NP_STR_CURSOR_MIN 256

// One entry of the module registry: a module that IMPORT may create on first use.
typedef struct NpModuleReg {
    // Malloc'd copy of the module's name.
    char *name;
    bool (*init)(struct NpVM *vm, NpModuleObj *mod);
} NpModuleReg;

// Where a script's output goes (the CLI writes to stdout/stderr; hosts install their own).
typedef void (*NpWriteFn)(void *ud, const char *data, size_t len);

// An item sink of a C loop draining an iterator (np_next_sink, vm/np_iter.c): given each item,
// returns true when it consumed the item itself, having run no Python code and raised nothing
// (so the interpreter can go on with the generator at once), false to leave the item to the
// caller's general path.
typedef bool (*NpItemSink)(struct NpVM *vm, void *ctx, NpValue item);

/* ---------------------------------------------------------------- the VM */

typedef struct NpVM {
    /* heap (vm/np_gc.c) */
    // Every heap object that survived a collection or was made during the boot (the old
    // objects), linked through gc_next; the young ones are in [young].
    NpObject *objects;
    // Bytes currently charged to this VM (objects plus their owned buffers).
    size_t bytes;
    // Highest value [bytes] reached, for reports. The allocator's fast path does not update it:
    // read it through np_mem_peak (vm/np_gc.c), which brings it up to date.
    size_t peak_bytes;
    // How many bytes past the memory limit the last refused allocation would have gone (0 when
    // the refusing check did not know the request's size); limit reports print it.
    size_t mem_refused;
    // Collect when [bytes] passes this; set after each collection from the live size.
    size_t next_gc;
    // The live bytes after the last collection and after the last major one, and the bytes
    // allocated (the growth of [bytes] between collections) since the last major one: the
    // collection policy's inputs (vm/np_gc.c plan_next, nursery_bytes).
    size_t gc_live, gc_major_live, gc_alloc_major;
    // The memory limit: an allocation that would pass it fails with MemoryError.
    size_t mem_limit;
    // Set by the allocator when [bytes] passes [next_gc]; the interpreter collects at its next
    // safe point. Allocation itself never collects (see np_gc.h for why).
    bool gc_pending;
    // The mark epoch of the last major collection (1..NP_GC_EPOCHS; NP_GC_NO_EPOCH before the
    // first collection): an object is marked when its hdr.marked equals it, so survivors need
    // no unmarking, and between collections every old object carries it (np_gc.h).
    uint8_t gc_epoch;
    // While nonzero, np_gc_collect does nothing (the request stays pending): set around work
    // that runs Python code while C holds unrooted new objects (the state decoder importing a
    // module a saved value refers to).
    int16_t gc_hold;
    // How many objects are old (on [objects]; saturates at UINT32_MAX),
    // so a collection can tell from its mark count how many old ones died (np_gc.c).
    uint32_t gc_old;
    // Explicit GC roots pushed by C code that holds values across a call into Python.
    NpValue *roots;
    size_t nroots, roots_cap;
    // Free lists of recycled small objects, one per 16-byte size class (index = size / 16
    // rounded up; vm/np_gc.c pool_take / pool_put), linked through gc_next.
    NpObject *pool[NP_POOL_CLASSES + 1];
    // The chunks the pool's blocks are carved from (vm/np_gc.c pool_refill), linked through
    // their first word. A collection gives back the slabs whose blocks are all free
    // (pool_reclaim); np_gc_free_all frees the rest.
    void *slabs;
    // The newest of the chunks the VM maps for its slabs once they hold a few MiB (vm/np_gc.c
    // NpSlabChunk, chunk_map: huge pages for big heaps), or NULL.
    void *slab_chunk;
    // Bytes held in slabs, and the slab total at which a collection next looks for wholly free
    // slabs (pool_reclaim), so host memory follows the live objects rather than their peak.
    size_t slab_bytes, slab_reclaim_at;
    // The boot arena (np_gc.h, np_arena_open): objects in [arena, arena + arena_used) were
    // bump-allocated by npvm_new and are never free()d one by one. While open, arena_size is the
    // block's size; np_arena_close sets it to arena_used, so nothing more is allocated there.
    char *arena;
    size_t arena_used, arena_size;
    // The arena objects that may own memory outside the arena (dicts whose tables moved out,
    // exceptions with a traceback), kept in the arena by np_arena_close so that VM teardown
    // need not walk the ~650 boot objects; NULL when some boot object is outside the arena
    // (teardown then walks every object). A swept one is removed (np_gc.c free_obj).
    NpObject **arena_owners;
    size_t n_arena_owners;
    // Work list of objects marked but not yet traced.
    NpObject **gray;
    size_t ngray, gray_cap;
    // The append log (gc20): the young objects appended since the last collection to old lists
    // remembered as NP_LIST_TAIL, and the young keys and values inserted as new entries of old
    // dicts and sets remembered as NP_DICT_TAIL / NP_SET_TAIL (mem21), which the next minor
    // collection marks instead of tracing those containers whole (np_gc.c
    // np_gc_remember_append, np_gc_remember_insert). Outside the accounting, like [gray];
    // bounded by the young objects (tail_overflow).
    NpObject **tail;
    size_t ntail, tail_cap;
    // The young-object log: every object made since the last collection, in allocation order
    // (young[0..nyoung)), kept off [objects] so a collection's young sweep reads their pointers
    // from an array instead of chasing a linked list (np_gc.h). Made on the first allocation
    // after the boot; outside the accounting, like [gray] (np_gc.c young_resize).
    NpObject **young;
    size_t nyoung, young_cap;
    // The old-object log (mem18, session 18): the survivors of the young sweeps, in allocation
    // order (old[0..nold)), so a major collection's old sweep reads their pointers from an array
    // and prefetches the objects ahead, as the young sweep does, instead of chasing [objects]'
    // links one cache miss at a time. [objects] keeps the boot's objects and the ones linked
    // when a log could not grow (np_gc.c link_old). Outside the accounting, like [young].
    NpObject **old;
    size_t nold, old_cap;

    /* types and well-known objects (vm/np_types.c) */
    NpType *types[NP_TYPE__COUNT];
    NpObject *not_implemented;
    NpObject *ellipsis;
    // The MemoryError raised when the memory limit trips, made in advance so that raising it
    // needs no allocation.
    NpException *memory_error;
    // Intern table: an open-addressing set of NpStr* (NULL = empty), size [intern_mask + 1].
    NpStr **intern;
    size_t intern_n, intern_mask;
    // The one empty class dict every builtin type starts with (np_types.c finish_type); a type
    // that gets methods gets its own dict. Never written to.
    NpDict *empty_type_dict;
    // The builtins namespace (print, len, ...), searched after a module's globals.
    NpDict *builtins;
    // Imported and registered modules by name.
    NpDict *modules;
    // The __main__ module's globals.
    NpDict *main_globals;

    // The type of traceback objects (`e.__traceback__`), made on first use, and the column
    // spans of the last source a traceback was formatted from (vm/np_tb.c).
    NpType *traceback_type;
    struct NpTbCache *tb_cache;

    /* interpreter state (vm/np_interp.c) */
    // The current (topmost) segment of the register stack; earlier ones are reached by prev.
    NpStackSeg *seg;
    // The frame array: [frames_alloc] frames (recursion limit + 1) malloc'd once, so frame
    // pointers never move. Only the first [frames_cap] are charged to the memory accounting: the
    // rest is untouched address space (not resident), and np_frame_push charges NP_FRAME_CHUNK
    // more frames each time a call goes deeper than [frames_cap], so an idle VM pays nothing.
    NpFrame *frames;
    int nframes, frames_cap, frames_alloc;
    // min(recursion_limit, frames_cap), or lower: np_frame_push's one test (a push at or past it
    // takes np_frames_grow, which checks both and refreshes it). Lowering the recursion limit
    // must refresh it (np_frames_sync). Fills the padding before dict_epoch.
    int frame_stop;
    // Source of dict version numbers: every insertion, deletion or resize of any dict takes the
    // next one, so a (dict, version) pair names one key set for the VM's whole life.
    uint64_t dict_epoch;
    // Bumped by every write to a class dict (NP_DICT_CLASS) and every class creation: the
    // interpreter's attribute inline caches on user instances hold only for the epoch they
    // were filled in (vm/np_interp.c).
    uint64_t class_epoch;
    // np_lookup_special's cache (vm/np_attr.c): what the lookup of a special method name (by
    // its C string's address) on a type gave at a class epoch; direct-mapped, never traced
    // (an entry is used only while its epoch is current, so its type and function are live).
    struct NpSpecialEntry {
        const NpType *type;
        const char *name;
        uint64_t epoch;
        NpValue fn;  // UNDEF: the class defines no such method
    } special_cache[NP_SPECIAL_CACHE_SIZE];
    // The (type, name) -> attribute cache of np_type_lookup (vm/np_func.c), made with the first
    // user class and emptied by every collection; also reachable from the `type` type.
    struct NpTypeCache *type_cache;
    // Nested invocations of the interpreter loop (C recursion through np_call), capped at
    // NP_MAX_C_DEPTH so the C stack can never overflow.
    int c_depth;
    // Nesting depth of the object protocol's own C recursion (comparing or hashing nested
    // containers), capped by the recursion limit and NP_MAX_NATIVE_DEPTH (vm/np_ops.c).
    int native_depth;
    // The exception being raised (UNDEF when none). np_raise* set it; handlers clear it.
    NpValue exc;
    // Registered modules (npvm_register_module), imported on first IMPORT.
    NpModuleReg *modreg;
    int nmodreg, modreg_cap;
    // Interned names the interpreter uses, made once by npvm_new (the intern table is weak, so
    // npvm_mark_roots keeps them alive).
    NpStr *s_init, *s_enter, *s_exit, *s_name, *s_all, *s_send, *s_empty;
    // `__np_dc_fields__`, the hidden class entry of a dataclass's fields: every generated
    // method (__init__, __eq__, __lt__, __repr__...) looks it up, and interning the name on
    // each call cost ~180 instructions (stdlib/np_lib_dataclasses.c fields_of).
    NpStr *s_dc_fields;
    // One-character ASCII strs, made on first use by np_str_char (str iteration and indexing
    // return these instead of allocating); marked by npvm_mark_roots.
    NpStr *ascii_chars[128];
    // Where the last code-point offset lookup in a long non-ASCII str landed (NpStrCursor):
    // scans over such a str move from there instead of from its start. Not a root.
    NpStrCursor str_cursor;

    /* capabilities granted by the host */
    // The 'entropy' capability: when [has_entropy] is set, unseeded random generators start
    // from [entropy_seed] (chosen by the host); otherwise from a fixed seed (np_lib_random.c).
    bool has_entropy;
    // lru_cache misses running as frames of the interpreter loop (NP_FRAME_LRU): each counts
    // one more level against the recursion limit, as CPython's C wrapper call does. (Placed
    // here to fill the padding after has_entropy: struct NpVM does not grow.)
    int lru_depth;
    uint64_t entropy_seed;
    // The 'clock' capability: time.time(), datetime.now() and friends read the host's clocks.
    bool has_clock;
    // True when the next collection must be major (a full marking; vm/np_gc.c plan_next).
    // (Placed here to fill the padding after has_clock.)
    bool gc_major_next;
    // The virtual clock that time.perf_counter(), monotonic() and process_time() read without
    // the 'clock' capability (stdlib/np_lib_time.c): nanoseconds advanced by the budget the
    // VM's runs have used, so it is monotonic and reveals nothing of the host.
    int64_t vclock_ns;
    // The budget left (np_budget_left) when the virtual clock was last read, to advance it by
    // the instructions since.
    int64_t vclock_mark;
    // The VM's policy (vm/np_policy.h), owned by the VM: which modules scripts may import and
    // which capabilities they hold. Never NULL after npvm_new.
    struct NearlyPolicy *policy;
    // Seed of str hashing (np_hash_text, vm/np_runtime.h), fixed for the VM's life; also
    // stored on the `type` type where np_str_hash finds it.
    uint64_t hash_seed;
    // Number of generators created so far; each generator records its own number, so a `for`
    // loop can tell that the generator its header produced is new (np_gen_new, GENOWN).
    int64_t gen_serial;
    // The generator np_next_sink is draining and the sink its YIELDs feed (with sink_ctx)
    // without leaving the interpreter loop; NULL when none (vm/np_gen.c np_gen_drain).
    struct NpGenerator *sink_gen;
    NpItemSink sink;
    void *sink_ctx;

    /* limits (charged by the interpreter and the allocator) */
    // Units left before the next limit check: the budget left in this run (which fails with
    // BudgetExceeded below zero) is check_at + tick (np_budget_left). A countdown, so that a
    // charge is one subtraction from memory and a sign test (vm/np_interp.c CHARGE).
    int64_t tick;
    // Instructions the run started with, so "used" can be reported.
    int64_t budget_start;
    // The depth Python calls may reach now (checked on every call). The host sets it
    // (npvm_set_recursion_limit); a script may move it between 1 and [recursion_ceiling] with
    // sys.setrecursionlimit (stdlib/np_lib_sys.c).
    int recursion_limit;
    // The highest [recursion_limit] a script may ask for: the host's limit, or what the host
    // allowed beyond it (nearly_allow_recursion_limit). Fills the padding before check_at.
    int recursion_ceiling;
    // The budget left at which the interpreter next checks the budget, the deadline and the
    // interrupt flag (every NP_CHECK_INTERVAL charged instructions): [tick] counts down to it.
    int64_t check_at;
    // The timeout the host set, in seconds, for the TimeoutError message.
    double timeout_sec;
    // Wall-clock deadline of the run as a CLOCK_MONOTONIC time in seconds, or 0 for none.
    double deadline;
    // Set from any thread (or a signal handler) to stop the run with KeyboardInterrupt.
    atomic_int interrupt;

    /* output */
    NpWriteFn write_out;
    NpWriteFn write_err;
    void *write_ud;
} NpVM;

// The fields of NpVM that npvm_new's boot fills in (vm/np_interp.c boot_build: the boot arena's
// objects and the VM tables pointing at them). A VM cloned from the process's boot image
// (vm/np_boot.c) copies exactly these from the image, so a field that the boot sets must be
// listed here (tests/unit/test_boot.c compares a cloned VM with a built one word by word).
// The arena's own fields are set by the clone.
#define NP_VM_BOOT_FIELDS(X)                                                                     \
    X(objects) X(bytes) X(peak_bytes) X(next_gc) X(gc_pending) X(roots) X(nroots) X(roots_cap)  \
    X(arena_owners) X(n_arena_owners) X(gc_epoch) X(gc_old)                                     \
    X(types) X(not_implemented) X(ellipsis) X(memory_error) X(intern) X(intern_n)              \
    X(intern_mask) X(empty_type_dict) X(builtins) X(modules) X(main_globals) X(dict_epoch)     \
    X(class_epoch) X(modreg) X(nmodreg) X(modreg_cap) X(s_init) X(s_enter) X(s_exit) X(s_name) \
    X(s_all) X(s_send) X(s_empty) X(s_dc_fields) X(ascii_chars) X(gen_serial)

#endif
