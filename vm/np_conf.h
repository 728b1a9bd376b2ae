/*
 * np_conf.h - the one place where Nearly's build switches and default limits live.
 *
 * Every limit a script can hit is named here, with its default; docs/limits.md repeats them for
 * users. Code outside the Nearly library must not include this header.
 */
#ifndef NP_VM_CONF_H
#define NP_VM_CONF_H

#ifndef NP_CORE
#error "np_conf.h is an internal header"
#endif

// Use computed goto in the interpreter loop where the compiler supports it; 0 forces the plain
// switch, which is kept building and tested (make test-switch) so both paths stay correct.
#ifndef NP_USE_COMPUTED_GOTO
#if defined(__GNUC__) || defined(__clang__)
#define NP_USE_COMPUTED_GOTO 1
#else
#define NP_USE_COMPUTED_GOTO 0
#endif
#endif

// Collect garbage on every allocation (a debugging aid that flushes out missing GC roots).
#ifndef NP_GC_STRESS
#define NP_GC_STRESS 0
#endif
// The collector's verifier (np_gc.c verify_minor): after each minor collection's mark, a full
// marking checks that every reachable object was marked, and aborts naming the holder of one
// that was not (a store site without np_gc_barrier). On in GC-stress builds; -DNP_GC_VERIFY=1
// turns it on in any build.
#ifndef NP_GC_VERIFY
#define NP_GC_VERIFY NP_GC_STRESS
#endif

// Measurement switch for `make bench` only (bench/run_bench.py, docs/performance.md): 1 compiles
// out the instruction budget (the interpreter's CHARGE and np_budget_charge, hence also the
// timeout and interrupt checks they trigger) and the memory limit test of the allocator, so the
// limits' cost can be measured against a build without them. The byte accounting itself stays
// (the collector is triggered by it). Never set in a shipped build: nothing is bounded then.
#ifndef NP_LIMITS_OFF
#define NP_LIMITS_OFF 0
#endif

// Default instruction budget of one run: about a few seconds of work.
#define NP_DEFAULT_BUDGET 2000000000LL

// Default memory limit of one VM's heap, in bytes.
#define NP_DEFAULT_MEMORY_LIMIT (256LL * 1024 * 1024)

// Bytes over the memory limit that formatting the last line of a traceback may use: a run
// stopped by the limit is still at it, and str(exc) needs a little memory.
#define NP_REPORT_HEADROOM ((size_t)64 * 1024)

// Default maximum depth of nested Python calls (CPython's default recursion limit).
#define NP_DEFAULT_RECURSION_LIMIT 1000

// Default wall-clock limit of one run, in seconds (0 would mean none; the CLI default is finite).
#define NP_DEFAULT_TIMEOUT_SEC 30.0

// Hard ceiling for the recursion limit a host may set, so the C stack can never overflow.
#define NP_MAX_RECURSION_LIMIT 20000

// Hard ceiling on nested invocations of the interpreter loop (natives calling Python calling
// natives...), so C recursion through np_call cannot overflow the C stack.
#define NP_MAX_C_DEPTH 400

// Hard ceiling on the nesting the object protocol follows when it compares or hashes nested
// containers (a == b on lists nested 100000 deep raises RecursionError instead of crashing).
#define NP_MAX_NATIVE_DEPTH 3000

// The largest number of registers one function may use (8-bit register operands).
#define NP_MAX_REGS 250

// Register slots of the first register-stack segment; each further segment doubles the previous
// one up to NP_SEG_SLOTS (vm/np_interp.c), so a small script's VM holds a few KiB of stack.
#define NP_SEG_FIRST_SLOTS 256

// Slots of a full-size register-stack segment (a segment is bigger when one frame needs more).
#define NP_SEG_SLOTS 8192

// Bytes of the boot arena from which npvm_new allocates the builtin objects (vm/np_gc.h); a
// little more than they and their tables take, so the rare overflow just falls back to malloc.
#define NP_BOOT_ARENA_BYTES (80 * 1024)

// Frames charged to the memory accounting at a time as calls go deeper (vm->frames_cap).
#define NP_FRAME_CHUNK 32

// How many instructions run between two checks of the clock and the interrupt flag.
#define NP_CHECK_INTERVAL 4096

// CPython 3.11's limit on the number of digits in int<->str conversions of large ints.
#define NP_INT_MAX_STR_DIGITS 4300

// The first garbage collection happens when this many bytes are live, and no collection waits
// for less (np_gc.c wanted_threshold: 1 MiB until session 15).
#define NP_GC_INITIAL_THRESHOLD (2 * 1024 * 1024)
// The smallest gap between the live bytes after a collection and the total that requests the
// next one (np_gc.c next_threshold), so a heap near the memory limit is not traced again after
// every few allocations.
#define NP_GC_MIN_GAP (256 * 1024)
// Live bytes above which a collection waits for three times the live bytes, not twice (np_gc.c
// wanted_threshold): the garbage between two collections of such a heap is far beyond any L2
// cache either way, so waiting longer only cuts the number of times the large live heap is
// traced (bank_reconcile: 18.8 MB live, 56 collections -> 36, about 10% less CPU time).
#define NP_GC_BIG_HEAP (8u * 1024 * 1024)

// The nursery (vm/np_gc.c nursery_bytes): after a collection, the next one (a minor one unless
// the policy asks for a major) is requested once this many bytes, or the live bytes over
// NP_GC_NURSERY_DIV, or NP_GC_SLOT_WEIGHT bytes per reference the remembered objects hold (a
// minor collection traces them whole), if more, were allocated; never later than the pause
// above (np_gc.c next_threshold). The remembered references' share may reach past the pool's
// free blocks into fresh memory only by NP_GC_FRESH_WEIGHT bytes per reference (mem19: fresh
// pages cost the kernel's clearing; log_regex's peak RSS 80 MB -> 43 MB).
#ifndef NP_GC_NURSERY
#define NP_GC_NURSERY (4u * 1024 * 1024)
#endif
#ifndef NP_GC_NURSERY_DIV
#define NP_GC_NURSERY_DIV 4
#endif
#ifndef NP_GC_SLOT_WEIGHT
#define NP_GC_SLOT_WEIGHT 256
#endif
#ifndef NP_GC_FRESH_WEIGHT
#define NP_GC_FRESH_WEIGHT 64
#endif

// Entries of np_lookup_special's direct-mapped cache of special-method lookups (vm/np_attr.c),
// a power of two; 64 x 40 bytes inside the NpVM struct.
#define NP_SPECIAL_CACHE_SIZE 64

// Freed instances, dicts, bound methods, wrappers, cells, strs, tuples, list headers, slices,
// iterators, ranges, generators, functions and big ints of at most NP_POOL_CLASSES * 16 bytes
// are kept on per-VM free lists by 16-byte size class and reused (vm/np_gc.c pool_*). 37 classes (592
// bytes) hold an instance with its embedded attribute dict and inline room for 10 attributes
// (NP_DICT_INLINE_MAX); 64 (1024 bytes) also take tuples of up to 62 items (genetic_tsp's
// 40-city tours, 656 bytes, went to calloc and free), list item arrays of up to 64 values and
// dict tables of up to 1 KiB.
#define NP_POOL_CLASSES 64

#endif
