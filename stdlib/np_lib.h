/*
 * np_lib.h - helpers shared by the builtin functions and builtin-type methods in stdlib/.
 *
 * The helpers are implemented in vm/np_args.c next to the argument-binding functions of
 * np_runtime.h. They follow the runtime's error model: false/NULL means an exception is pending.
 */
#ifndef NP_STDLIB_LIB_H
#define NP_STDLIB_LIB_H

#ifndef NP_CORE
#error "np_lib.h is an internal header"
#endif

#include "np_runtime.h"

// Number of positional arguments of a native call ([argc] counts keyword values too).
#define NPLIB_NPOS(argc, kwnames) ((argc) - ((kwnames) ? (int)(kwnames)->n : 0))

// True for int, bool and big int values (the types that are "integers" for Python).
bool nplib_is_int(NpValue v);
// True for int, bool, big int and float values.
bool nplib_is_number(NpValue v);
// Converts an integer-like value to int64 for an index-sized parameter: TypeError "'float'
// object cannot be interpreted as an integer", OverflowError "Python int too large to convert
// to C ssize_t" for big ints.
bool nplib_as_ssize(NpVM *vm, NpValue v, int64_t *out);
// Converts an integer-like value to a C int as CPython's argument clinic does for an int or
// bool(accept={int}) parameter (list.sort's reverse): TypeError as nplib_as_ssize, OverflowError
// "Python int too large to convert to C int" outside 32 bits.
bool nplib_as_cint(NpVM *vm, NpValue v, int *out);
// Like nplib_as_ssize but clamps big ints to INT64_MIN/INT64_MAX instead of failing (CPython's
// slice-index conversion used by str.find, list.index, ...). TypeError "slice indices must be
// integers or have an __index__ method" for non-integers; None gives [dflt].
bool nplib_slice_index(NpVM *vm, NpValue v, int64_t dflt, int64_t *out);
// Installs the natives of [defs] (a NULL-terminated table) as methods of class [t]: how a stdlib
// module written in Python gives a class of its own C hot paths (deque, lru_cache, itemgetter).
bool nplib_add_methods(NpVM *vm, NpType *t, const NpMethodDef *defs);
// _set_pattern(cls, kind) for collections and collections.abc (stdlib/np_lib_abc.c): makes a
// user class a sequence or mapping for match patterns.
bool nplib_set_pattern(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out);
// Adds native [fn] to the builtins namespace under [name].
bool nplib_register(NpVM *vm, const char *name, NpNativeFn fn);
// The next item of a collections.deque iterator (ITER_DEQUE, ITER_DEQUE_REV): 1 with *out, 0
// at the end, -1 with RuntimeError once the deque was mutated (stdlib/np_lib_collections.c).
int nplib_deque_next(NpVM *vm, NpIter *it, NpValue *out);
// The next item of one of itertools' native iterators (ITER_CHAIN .. ITER_FILTERFALSE): 1 with
// *out, 0 at the end, -1 on an error (stdlib/np_lib_itertools.c).
int nplib_itertools_next(NpVM *vm, NpIter *it, NpValue *out);
// The items of deque [v], in order, as the window of its list that iterating it would walk
// (true with *items and *n), when [v] is a shaped deque whose class iterates it with deque's own
// native __iter__; false (nothing raised) for anything else. Valid until Python code runs.
bool nplib_deque_window(NpVM *vm, NpValue v, const NpValue **items, size_t *n);
// np_next_sink for a deque iterator: charges the budget and checks the deque per item as
// next() does, without np_next's dispatch (the sinks run no Python code).
int nplib_deque_drain(NpVM *vm, NpIter *it, NpItemSink sink, void *ctx, NpValue *out);
// np_next_sink for an itertools.accumulate iterator (`list(accumulate(weights))`, as
// random.choices makes its running sums): the items that add by np_sum_fast from an exact list
// iterator without a function are stepped here, charged as next() charges them; any other item
// goes through np_next (stdlib/np_lib_itertools.c).
int nplib_accumulate_drain(NpVM *vm, NpIter *it, NpItemSink sink, void *ctx, NpValue *out);
// Makes a zeroed iterator object of builtin type [tid] and kind [kind].
NpIter *nplib_iter_new(NpVM *vm, NpBuiltinTypeId tid, NpIterKind kind);
// Sorts list [l] in place like list.sort(key=[key], reverse=[reverse]); [key] may be None or
// UNDEF for no key function. Calls the key function, so the caller's values must be rooted.
bool nplib_sort(NpVM *vm, NpList *l, NpValue key, bool reverse);
// str.join, and its NpDrain finish (`sep.join(generator)` run in the interpreter loop): the
// list of items in *state gets the refused [item] and the rest of the generator argv[1], then
// the items are joined with argv[0] as str.join would.
bool nplib_str_join(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out);
// dict.get: the native CALLMETHOD recognizes to read an exact dict in place (vm/np_interp.c).
bool nplib_dict_get(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out);
// The items of [m], a mapping that is no dict (anything with keys() and []), as a new dict,
// for `f(**m)` and `{**m}`: 1 with *out the dict, 0 with nothing raised when [m] has no
// `keys` attribute or merging it raised AttributeError (the caller's "not a mapping" error),
// -1 on another error. Calls Python code.
int nplib_mapping_to_dict(NpVM *vm, NpValue m, NpValue *out);
bool nplib_str_join_finish(NpVM *vm, NpValue *state, NpValue item, NpValue *argv, NpValue *out);
// ascii(v): repr(v) with every non-ASCII code point escaped (\xhh, \uhhhh, \Uhhhhhhhh).
NpStr *nplib_ascii(NpVM *vm, NpValue v);
// Number of code points in the first [nbytes] bytes of [s] (converts byte offsets back to
// Python indices).
size_t nplib_cp_count(const NpStr *s, size_t nbytes);
// str helpers of np_lib_str.c shared with the other stdlib files.
// True for the code points str.split()/strip() treat as whitespace (CPython's Py_UNICODE_ISSPACE).
bool nplib_is_space(uint32_t c);
// The str made of bytes [from, to) of [s] ([s] itself when that is all of it).
NpStr *nplib_substr(NpVM *vm, NpStr *s, size_t from, size_t to);
// sep.join(items): every item must be a str ("sequence item 1: expected str instance, int
// found"); the size is checked before allocating.
NpStr *nplib_join(NpVM *vm, NpStr *sep, NpValue *items, size_t n);
// [s] with [left] and [right] copies of code point [fill] around it (MemoryError when huge).
NpStr *nplib_pad(NpVM *vm, NpStr *s, size_t left, size_t right, uint32_t fill);
// str.format(*args, **kwargs) and str.format_map(mapping) (natives; argv[0] is the str).
bool nplib_str_format(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out);
bool nplib_str_format_map(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out);

// Unicode tables beyond utf8proc (np_lib_unidata.c, generated from CPython by
// tools/gen_unidata.py): the Cased and Case_Ignorable properties, XID_Start/XID_Continue, the
// Unihan-only numerals, and the one-to-many case mappings of [c] for [op] 0 upper, 1 lower,
// 2 title (up to 3 code points, 0-terminated when shorter; NULL when the mapping is one-to-one).
bool nplib_uni_cased(uint32_t c);
bool nplib_uni_case_ignorable(uint32_t c);
bool nplib_uni_xid_start(uint32_t c);
bool nplib_uni_xid_continue(uint32_t c);
bool nplib_uni_unihan_numeric(uint32_t c);
// Numeric_Type=Digit but not decimal; unassigned in CPython's Unicode version (treated as Cn).
bool nplib_uni_digit_only(uint32_t c);
bool nplib_uni_unassigned(uint32_t c);
const uint32_t *nplib_uni_special(uint32_t c, int op);

// str.encode, int.to_bytes and int.from_bytes (natives of np_lib_bytes.c, installed in the str
// and int method tables).
bool nplib_str_encode(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out);
bool nplib_int_to_bytes(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out);
bool nplib_int_from_bytes(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out);
// str(b, encoding, errors): decodes bytes-like [src]; [enc]/[errors] may be UNDEF.
bool nplib_bytes_decode(NpVM *vm, NpValue src, NpValue enc, NpValue errors, NpValue *out);

// list.extend: appends every item of iterable [src] to [l] (np_lib_list.c).
bool nplib_list_extend(NpVM *vm, NpList *l, NpValue src);

// int(d) for a float already truncated/rounded to an integral value: ValueError "cannot convert
// float NaN to integer", OverflowError "cannot convert float infinity to integer" (np_lib_numbers.c).
bool nplib_double_to_int(NpVM *vm, double d, NpValue *out);

// Runs the Nearly Python source [src] (a stdlib module embedded at build time) in the globals of
// module [mod], compiled under the name [filename] (np_lib_pymod.c).
bool nplib_exec_source(NpVM *vm, NpModuleObj *mod, const char *src, const char *filename);
// Installs the traceback module's natives and runs its source (a pure module: np_lib_pure.c).
bool nplib_traceback_init(NpVM *vm, NpModuleObj *mod);
// The same for the internal _exceptiongroup module (ExceptionGroup, except*).
bool nplib_exceptiongroup_init(NpVM *vm, NpModuleObj *mod);
// Installs logging's one native, _caller (the location of a logging call; np_lib_traceback.c).
bool nplib_logging_natives(NpVM *vm, NpModuleObj *mod);

// The init function of the hashlib module (np_lib_hashlib.c), found by name like the pure
// modules of np_lib_pure.c: installs the digest natives, then runs np_lib_hashlib.py.
bool nplib_hashlib_init(NpVM *vm, NpModuleObj *mod);
// The inits of _complex (the builtin complex) and cmath (np_lib_complex.c): they install the
// native _hypot, then run np_lib_complex.py and np_lib_cmath.py.
bool nplib_complex_init(NpVM *vm, NpModuleObj *mod);
bool nplib_cmath_init(NpVM *vm, NpModuleObj *mod);
// The init function of the decimal module (np_lib_decimal.c), found the same way: installs the
// _np_install native, then runs np_lib_decimal.py, which puts the native core into Decimal.
bool nplib_decimal_init(NpVM *vm, NpModuleObj *mod);
// The init of a pure module that needs the host's entropy (uuid, secrets; np_lib_pure.c):
// installs the native _entropy_seed(who) (np_lib_random.c), which returns the VM's entropy seed
// when the policy grants the 'entropy' capability and raises RuntimeError naming [who]
// otherwise, then runs [src] as [file].
bool nplib_entropy_module_init(NpVM *vm, NpModuleObj *mod, const char *src, const char *file);
// The init function of the zlib module (np_lib_zlib.c: crc32 and adler32 only), found the same way.
bool nplib_zlib_init(NpVM *vm, NpModuleObj *mod);
// The init function of the struct module (np_lib_struct.c natives, then np_lib_struct.py).
bool nplib_struct_init(NpVM *vm, NpModuleObj *mod);
// The init function of the unicodedata module (np_lib_unicodedata.c, utf8proc), found the same way.
bool nplib_unicodedata_init(NpVM *vm, NpModuleObj *mod);

// The private natives _set_meta, _construct, _class_items and _class_set (np_lib_enum.c) that
// the enum, typing and abc modules put in their globals and delete after their init.
extern const NpMethodDef nplib_class_natives[];

// Puts the natives [defs] (NULL-terminated) into module [mod]'s globals (np_lib_enum.c).
bool nplib_add_natives(NpVM *vm, NpModuleObj *mod, const NpMethodDef *defs);
// copy's natives (stdlib/np_lib_copy.c), also given to io: _inst_new(cls), a new instance of
// a user class without __init__, and _inst_items(obj), an instance's own attributes.
bool nplib_copy_inst_new(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out);
bool nplib_copy_inst_items(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out);

// Calls of functools' lru_cache wrappers and partial objects as the interpreter runs them in
// its own loop (stdlib/np_lib_functools.c): the answers of np_lru_enter and np_partial_enter
// (an error, "take the ordinary call path", the result is ready, a frame to enter), then the
// store after an lru miss's frame.
enum { NP_NC_ERROR = -1, NP_NC_GENERAL = 0, NP_NC_DONE = 1, NP_NC_ENTER = 2 };
int np_lru_enter(NpVM *vm, NpValue self, int n, NpValue *args, NpValue *out);
bool np_lru_store(NpVM *vm, NpValue self, int n, const NpValue *args, NpValue result);
int np_partial_enter(NpVM *vm, NpValue self, int n, NpValue *args, NpTuple *kwn,
                     NpFunction **fn, NpValue **regs, NpValue *out);

// Overwrites root slot [slot] (an index returned before np_push_root) with [v], so a loop can
// keep a changing value rooted without pushing once per iteration.
static inline void nplib_root_set(NpVM *vm, size_t slot, NpValue v) { vm->roots[slot] = v; }

#endif
