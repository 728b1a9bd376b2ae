/*
 * np_gc.c - the VM's allocator, memory accounting and mark-sweep garbage collector.
 *
 * The invariants (roots, weak intern table, when collection may run, how owned buffers are
 * charged) are documented in np_gc.h. Allocation never collects; it only sets vm->gc_pending.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "np_gc.h"
#include "np_interp.h"
#include "np_runtime.h"

/* ---------------------------------------------------------------- accounting */

// True when charging [n] more bytes would keep vm->bytes within the memory limit.
static bool fits_limit(NpVM *vm, size_t n) {
    if (NP_LIMITS_OFF) return true;
    if (vm->bytes <= vm->mem_limit && n <= vm->mem_limit - vm->bytes) return true;
    size_t over = vm->bytes > vm->mem_limit ? vm->bytes - vm->mem_limit : 0;
    vm->mem_refused = over + (vm->bytes > vm->mem_limit ? n : n - (vm->mem_limit - vm->bytes));
    return false;
}

// Adds [n] bytes to the VM's total, tracking the peak and requesting a collection when the
// total passes the threshold.
static void add_bytes(NpVM *vm, size_t n) {
    vm->bytes += n;
    if (vm->bytes > vm->peak_bytes) vm->peak_bytes = vm->bytes;
    if (vm->bytes > vm->next_gc || NP_GC_STRESS) vm->gc_pending = true;
}

// Charges the instruction budget for an allocation of [n] bytes made while a run is executing
// (1 unit per NP_COST_ALLOC_BYTES; small ones are free), before the memory is filled, so that
// building a big result costs in proportion to its size. False with BudgetExceeded pending.
static bool charge_budget(NpVM *vm, size_t n) {
    if (n < 4096 || vm->nframes == 0) return true;
    return np_budget_charge(vm, (int64_t)(n / NP_COST_ALLOC_BYTES));
}

bool np_mem_charge(NpVM *vm, size_t n) {
    if (!fits_limit(vm, n)) return np_raise_nomem(vm);
    add_bytes(vm, n);
    return true;
}

void np_mem_uncharge(NpVM *vm, size_t n) {
    // The allocator's fast path (pool_hit) does not track the peak; every decrease of the total
    // goes through here, so recording it now keeps peak_bytes exact (np_mem_peak).
    if (vm->bytes > vm->peak_bytes) vm->peak_bytes = vm->bytes;
    vm->bytes = n > vm->bytes ? 0 : vm->bytes - n;
}

size_t np_mem_peak(NpVM *vm) {
    if (vm->bytes > vm->peak_bytes) vm->peak_bytes = vm->bytes;
    return vm->peak_bytes;
}

/* ---------------------------------------------------------------- boot arena */

// Rounds an object size up to the alignment malloc would give it.
static size_t arena_round(size_t size) { return (size + 15) & ~(size_t)15; }

bool np_arena_open(NpVM *vm, size_t size) {
    // Zeroed once here, so objects taken from it need no memset (the part beyond arena_used
    // stays zero: arena_resize clears what a shrinking last block gives back), and two boots
    // leave the same bytes in their arenas (vm/np_boot.c compares them).
    vm->arena = calloc(1, size);
    if (!vm->arena) return false;
    vm->arena_used = 0;
    vm->arena_size = size;
    return true;
}

// True for kinds whose objects own nothing outside themselves (no buffer, no GMP limbs, no
// finalizer): at VM teardown an arena object of such a kind needs no work at all.
static bool owns_nothing(NpObject *o) {
    switch ((NpObjKind)o->kind) {
    case OBJ_STR: case OBJ_TUPLE: case OBJ_NATIVE: case OBJ_TYPE: case OBJ_SINGLETON:
    case OBJ_BYTES: return true;
    default: return false;
    }
}

static void *arena_take(NpVM *vm, size_t size);

// Lists the boot objects that may own memory outside the arena in vm->arena_owners (in the
// arena), unless some object is outside the arena (then the list stays NULL).
static void list_arena_owners(NpVM *vm) {
    size_t n = 0;
    if (!vm->arena) return;
    for (NpObject *o = vm->objects; o; o = o->gc_next) {
        if ((char *)o < vm->arena || (char *)o >= vm->arena + vm->arena_used) return;
        n += !owns_nothing(o);
    }
    NpObject **owners = arena_take(vm, (n ? n : 1) * sizeof(NpObject *));
    if (!owners) return;
    for (NpObject *o = vm->objects; o; o = o->gc_next)
        if (!owns_nothing(o)) owners[vm->n_arena_owners++] = o;
    vm->arena_owners = owners;
}

void np_arena_close(NpVM *vm) {
    list_arena_owners(vm);
    vm->arena_size = vm->arena_used;
}

// [size] zeroed bytes from the open boot arena, or NULL when it is closed or full (the caller
// then uses malloc).
static void *arena_take(NpVM *vm, size_t size) {
    size_t n = arena_round(size);
    if (!vm->arena || vm->arena_size - vm->arena_used < n) return NULL;
    void *o = vm->arena + vm->arena_used;
    vm->arena_used += n;
    return o;
}

// A zeroed object of [size] bytes from the open boot arena, or NULL (see arena_take).
static void *arena_alloc(NpVM *vm, size_t size) { return arena_take(vm, size); }

void *np_arena_raw(NpVM *vm, size_t size) { return arena_take(vm, size); }

bool np_in_arena(const NpVM *vm, const void *p) {
    // (No arena at all: nothing is in it; vm->arena + 0 on NULL is undefined behaviour.)
    return vm->arena && (const char *)p >= vm->arena &&
           (const char *)p < vm->arena + vm->arena_used;
}

// True when object [o] lives in the boot arena (and must not be passed to free()).
static bool in_arena(NpVM *vm, NpObject *o) { return np_in_arena(vm, o); }

// Resizes owned buffer [p] of [oldsize] bytes to [newsize] (> 0) where the boot arena is
// involved: while the arena is open every buffer comes from it (the last block grows or shrinks
// in place, another one shrinks in place or is copied to a new block, its old room left unused);
// once closed, a buffer in the arena is copied out to malloc when it grows and is never freed.
// NULL when out of memory.
// [p] NULL or outside the arena while the arena is closed is plain realloc.
static void *arena_resize(NpVM *vm, void *p, size_t oldsize, size_t newsize) {
    bool open = vm->arena && vm->arena_size > vm->arena_used;
    bool from_arena = p && np_in_arena(vm, p);
    if (from_arena && open && (char *)p + arena_round(oldsize) == vm->arena + vm->arena_used &&
        (char *)p - vm->arena + arena_round(newsize) <= vm->arena_size) {
        size_t used = (size_t)((char *)p - vm->arena) + arena_round(newsize);
        if (used < vm->arena_used) memset(vm->arena + used, 0, vm->arena_used - used);
        vm->arena_used = used;
        return p;
    }
    if (from_arena && newsize <= oldsize) {
        // Shrinks in place; the tail stays unused and is cleared, so every boot leaves the same
        // bytes in its arena whatever its hash seed (vm/np_boot.c, tests/unit/test_boot.c).
        memset((char *)p + newsize, 0, oldsize - newsize);
        return p;
    }
    if (!from_arena && !open) return realloc(p, newsize);
    void *q = open ? arena_take(vm, newsize) : NULL;
    if (!q && !from_arena) return realloc(p, newsize);
    if (!q && !(q = malloc(newsize))) return NULL;
    if (p) memcpy(q, p, oldsize < newsize ? oldsize : newsize);
    if (p && !from_arena) free(p);
    return q;
}

/* ---------------------------------------------------------------- small-object pool */

// Under AddressSanitizer objects always go back to free(), so a use after free is still caught
// (-DNP_POOL_ON=0 turns the pool off in any build).
#ifndef NP_POOL_ON
#if defined(__SANITIZE_ADDRESS__)
#define NP_POOL_ON 0
#else
#define NP_POOL_ON 1
#endif
#endif

// True for kinds whose objects never change size after allocation (so [charged] is their
// allocation size) and are made and dropped often: these are recycled through vm->pool.
// Lists and sets are pooled by their header only (the item array or table is an owned buffer,
// freed apart), exceptions likewise without their traceback array; tuples by their whole size,
// items inline; bytes, like str, with their data inline; big ints with their limbs inline, or by
// their header when GMP allocated the limbs.
static inline bool pooled_kind(int kind) { return (NP_POOLED_KINDS >> kind) & 1; }
_Static_assert(OBJ__COUNT <= 32, "NP_POOLED_KINDS needs a wider bit set");

// The size class of an object of [size] bytes (0 when it is not pooled).
static inline size_t pool_class(size_t size) {
    size_t c = (size + 15) / 16;
    return c <= NP_POOL_CLASSES ? c : 0;
}

// True when new objects of [size] bytes and [kind] come from the pool (pool_take).
static inline bool pool_use(size_t size, NpObjKind kind) {
    return NP_POOL_ON && pool_class(size) && pooled_kind(kind);
}

// Bytes per slab: the pool's blocks are carved from chunks of about this size, so a miss costs
// one malloc per chunk rather than one calloc per object (glibc's calloc is ~200 instructions).
#define NP_SLAB_BYTES 4096
// Bytes per slab of the classes above NP_SLAB_BIG_CLASS (blocks over 592 bytes): 4 KiB would
// hold only 3 to 6 of them and waste up to a quarter.
#define NP_SLAB_BIG_BYTES 8192
#define NP_SLAB_BIG_CLASS 37
// A slab's header, kept 16 bytes so the blocks after it stay 16-byte aligned.
typedef struct NpSlab {
    struct NpSlab *next;
    // The size class of the slab's blocks.
    uint16_t cls;
    // True when the slab was carved from a mapped chunk (slab_from_chunk), not malloc'd: it is
    // then never freed alone, but kept on its chunk list's spare list when idle.
    uint16_t mapped;
    // Scratch for pool_reclaim: how many of the slab's blocks are on the free list.
    uint32_t nfree;
} NpSlab;

// How many blocks of class [c] one slab holds.
static size_t slab_blocks(size_t c) {
    size_t bytes = c > NP_SLAB_BIG_CLASS ? NP_SLAB_BIG_BYTES : NP_SLAB_BYTES;
    return (bytes - sizeof(NpSlab)) / (c * 16);
}

// The bytes of a slab of class [c]: its header and its blocks.
static size_t slab_size(size_t c) { return sizeof(NpSlab) + slab_blocks(c) * c * 16; }

// The bytes a slab of class [c] takes in a mapped chunk: a whole number of 4 KiB pages.
static size_t slab_unit(size_t c) { return c > NP_SLAB_BIG_CLASS ? NP_SLAB_BIG_BYTES : NP_SLAB_BYTES; }

/* Mapped chunks. Once a VM's slabs hold NP_SLAB_MAP_AT bytes, new slabs are carved from chunks
 * of NP_SLAB_CHUNK bytes that the VM maps itself, aligned to 2 MiB and advised as transparent
 * huge pages (MADV_HUGEPAGE, which the kernel's default "madvise" mode honours): a big heap
 * then faults in 2 MiB at a time instead of 4 KiB (mini_dataframe: ~20 000 page faults, a
 * third of its CPU time in the kernel), and its objects take fewer TLB entries. Small heaps
 * (start-up, an idle VM, most short runs) stay on malloc'd slabs, so a huge page is never
 * faulted in for them. A mapped slab is never freed alone: when pool_reclaim finds it idle it
 * goes on a spare list, and the next slab of its size is taken from there. */
#define NP_SLAB_MAP_AT (4u << 20)
#define NP_SLAB_CHUNK (8u << 20)
#define NP_HUGE_PAGE (2u << 20)

// The chunks' bookkeeping, malloc'd (so the slabs in a chunk stay page-aligned): vm->slab_chunk
// is the newest chunk, whose [spare] lists are the VM's.
typedef struct NpSlabChunk {
    struct NpSlabChunk *prev;
    // The mapping and how many of its bytes have been handed out as slabs.
    char *base;
    size_t used;
    // Idle mapped slabs of NP_SLAB_BYTES ([0]) and NP_SLAB_BIG_BYTES ([1]), linked through next.
    NpSlab *spare[2];
} NpSlabChunk;

// Maps a new chunk of NP_SLAB_CHUNK bytes aligned to NP_HUGE_PAGE (a larger mapping trimmed at
// both ends) and makes it the VM's newest; false when the kernel refuses.
static bool chunk_map(NpVM *vm) {
    NpSlabChunk *ch = malloc(sizeof *ch);
    if (!ch) return false;
    size_t len = NP_SLAB_CHUNK + NP_HUGE_PAGE;
    char *m = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) {
        free(ch);
        return false;
    }
    char *base = (char *)(((uintptr_t)m + NP_HUGE_PAGE - 1) & ~(uintptr_t)(NP_HUGE_PAGE - 1));
    if (base > m) munmap(m, (size_t)(base - m));
    if (m + len > base + NP_SLAB_CHUNK)
        munmap(base + NP_SLAB_CHUNK, (size_t)(m + len - (base + NP_SLAB_CHUNK)));
#ifdef MADV_HUGEPAGE
    madvise(base, NP_SLAB_CHUNK, MADV_HUGEPAGE);
#endif
    NpSlabChunk *old = vm->slab_chunk;
    *ch = (NpSlabChunk){.prev = old, .base = base};
    if (old) {
        ch->spare[0] = old->spare[0];
        ch->spare[1] = old->spare[1];
    }
    vm->slab_chunk = ch;
    return true;
}

// A slab of class [c] from the mapped chunks (a spare one of its size first), or NULL when no
// chunk can be mapped.
static NpSlab *slab_from_chunk(NpVM *vm, size_t c) {
    size_t unit = slab_unit(c);
    NpSlabChunk *ch = vm->slab_chunk;
    NpSlab **spare = ch ? &ch->spare[unit == NP_SLAB_BIG_BYTES] : NULL;
    if (spare && *spare) {
        NpSlab *s = *spare;
        *spare = s->next;
        return s;
    }
    if ((!ch || ch->used + unit > NP_SLAB_CHUNK) && !chunk_map(vm)) return NULL;
    ch = vm->slab_chunk;
    NpSlab *s = (NpSlab *)(ch->base + ch->used);
    ch->used += unit;
    return s;
}

// Puts idle mapped slab [s] on its spare list for the next slab of its size (any class).
static void slab_spare(NpVM *vm, NpSlab *s) {
    NpSlab **spare = &((NpSlabChunk *)vm->slab_chunk)->spare[slab_unit(s->cls) == NP_SLAB_BIG_BYTES];
    s->next = *spare;
    *spare = s;
}

// Unmaps every chunk (VM teardown).
static void chunk_release(NpVM *vm) {
    NpSlabChunk *ch = vm->slab_chunk;
    while (ch) {
        NpSlabChunk *prev = ch->prev;
        munmap(ch->base, NP_SLAB_CHUNK);
        free(ch);
        ch = prev;
    }
    vm->slab_chunk = NULL;
}

// Fills the empty free list of class [c] with the blocks of a new slab: true unless malloc
// failed. The slab's bytes are not charged (the memory limit counts live objects); the slack is
// at most one slab per class. Past NP_SLAB_MAP_AT slab bytes the slab comes from a mapped chunk.
static bool pool_refill(NpVM *vm, size_t c) {
    size_t bsize = c * 16, n = slab_blocks(c);
    NpSlab *s = vm->slab_bytes >= NP_SLAB_MAP_AT ? slab_from_chunk(vm, c) : NULL;
    bool mapped = s != NULL;
    if (!s && !(s = malloc(slab_size(c)))) return false;
    s->mapped = mapped;
    s->next = vm->slabs;
    s->cls = (uint16_t)c;
    vm->slabs = s;
    vm->slab_bytes += slab_size(c);
    char *blocks = (char *)(s + 1);
    for (size_t k = n; k-- > 0;) {
        NpObject *o = (NpObject *)(blocks + k * bsize);
        o->gc_next = vm->pool[c];
        vm->pool[c] = o;
    }
    return true;
}

// An uninitialised block of [size]'s class: a recycled one, or one from a new slab (every block
// of a class has the full class size, so it can be recycled for any size of that class). NULL
// when malloc fails.
static inline __attribute__((always_inline)) void *pool_pop(NpVM *vm, size_t size) {
    size_t c = pool_class(size);
    if (!vm->pool[c] && !pool_refill(vm, c)) return NULL;
    NpObject *o = vm->pool[c];
    vm->pool[c] = o->gc_next;
    __builtin_prefetch(o->gc_next, 1);
    return o;
}

// A zeroed pool block for a new object of [size] bytes (pool_use is true); NULL when malloc
// fails.
static NpObject *pool_take(NpVM *vm, size_t size) {
    NpObject *o = pool_pop(vm, size);
    if (o) memset(o, 0, size);
    return o;
}

// Keeps freed object [o] for reuse when its kind is pooled: true when it was taken.
static bool pool_put(NpVM *vm, NpObject *o) {
    size_t c = pool_class(o->charged);
    if (!NP_POOL_ON || !c || !pooled_kind(o->kind)) return false;
    o->gc_next = vm->pool[c];
    vm->pool[c] = o;
    return true;
}

// Gives every slab back to malloc (VM teardown, after every object went back to its pool).
static void pool_release(NpVM *vm) {
    for (size_t c = 0; c <= NP_POOL_CLASSES; c++) vm->pool[c] = NULL;
    while (vm->slabs) {
        NpSlab *s = vm->slabs;
        vm->slabs = s->next;
        if (!s->mapped) free(s);
    }
    chunk_release(vm);
    vm->slab_bytes = 0;
}

// qsort order for slab addresses.
static int slab_cmp(const void *a, const void *b) {
    uintptr_t x = (uintptr_t) * (NpSlab *const *)a, y = (uintptr_t) * (NpSlab *const *)b;
    return x < y ? -1 : x > y;
}

// The slab of sorted[0..n) that holds block [p], or NULL (a block freed into the pool that was
// never carved from a slab).
static NpSlab *slab_of(NpSlab **sorted, size_t n, const void *p) {
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if ((const char *)sorted[mid] <= (const char *)p) lo = mid + 1;
        else hi = mid;
    }
    if (!lo) return NULL;
    NpSlab *s = sorted[lo - 1];
    return (const char *)p < (const char *)s + slab_size(s->cls) ? s : NULL;
}

// True when every block of slab [s] is on the free list (pool_count_free has counted).
static bool slab_idle(const NpSlab *s) { return s && s->nfree == slab_blocks(s->cls); }

// Counts, into each slab's nfree, how many of its blocks are on the free lists.
static void pool_count_free(NpVM *vm, NpSlab **sorted, size_t n) {
    for (size_t i = 0; i < n; i++) sorted[i]->nfree = 0;
    for (size_t c = 1; c <= NP_POOL_CLASSES; c++)
        for (NpObject *o = vm->pool[c]; o; o = o->gc_next) {
            NpSlab *s = slab_of(sorted, n, o);
            if (s) s->nfree++;
        }
}

// Takes the blocks of idle slabs off the free lists, keeping the others in their order.
static void pool_drop_idle_blocks(NpVM *vm, NpSlab **sorted, size_t n) {
    for (size_t c = 1; c <= NP_POOL_CLASSES; c++) {
        NpObject **link = &vm->pool[c];
        while (*link) {
            if (slab_idle(slab_of(sorted, n, *link))) *link = (*link)->gc_next;
            else link = &(*link)->gc_next;
        }
    }
}

// Frees the idle slabs and unlinks them from vm->slabs.
static void pool_free_idle_slabs(NpVM *vm) {
    NpSlab **link = (NpSlab **)&vm->slabs;
    while (*link) {
        NpSlab *s = *link;
        if (slab_idle(s)) {
            *link = s->next;
            vm->slab_bytes -= slab_size(s->cls);
            if (s->mapped) slab_spare(vm, s);
            else free(s);
        } else {
            link = &s->next;
        }
    }
}

// After a collection: when the slabs hold more than half the memory limit and much more than
// the live objects need, gives the slabs whose blocks are all free back to malloc. Without this
// a script that fills the memory limit with objects of one size, drops them and does the same
// with other sizes makes the process hold one limit's worth per size class. The work is one
// pass over the free lists (a binary search per block, ~12 M instructions for 40 MB of slabs),
// so it waits until the slabs matter against the limit (below that, giving slabs back only to
// carve them again cost float_points 6%), and slab_reclaim_at keeps it from repeating before
// the slabs grow again.
static void pool_reclaim(NpVM *vm) {
    if (!NP_POOL_ON || vm->slab_bytes < vm->slab_reclaim_at ||
        vm->slab_bytes < vm->mem_limit / 2 ||
        vm->slab_bytes < 2 * vm->bytes + NP_GC_INITIAL_THRESHOLD)
        return;
    size_t n = 0;
    for (NpSlab *s = vm->slabs; s; s = s->next) n++;
    NpSlab **sorted = malloc(n * sizeof *sorted);
    if (!sorted) return;
    n = 0;
    for (NpSlab *s = vm->slabs; s; s = s->next) sorted[n++] = s;
    qsort(sorted, n, sizeof *sorted, slab_cmp);
    pool_count_free(vm, sorted, n);
    pool_drop_idle_blocks(vm, sorted, n);
    free(sorted);
    pool_free_idle_slabs(vm);
    vm->slab_reclaim_at = vm->slab_bytes + vm->slab_bytes / 2;
}

/* ---------------------------------------------------------------- objects */


// The common allocation, in a few instructions: a block taken straight off the free list of a
// pooled kind's class, with the total staying within the memory limit and under the collection
// threshold (so no collection is requested; small sizes are never charged to the budget). The
// block is charged but neither zeroed nor initialised. NULL when any of that does not hold, and
// the caller takes np_alloc_obj's general path. The two limits are one sum compared twice (the
// total is far below SIZE_MAX and a pooled size at most 1 KiB, so it cannot wrap), and the peak
// is left to np_mem_uncharge and np_mem_peak: the total only grows between them.
// [any_kind] (a constant at each call) skips the kind test for np_alloc_obj_uninit_pooled,
// whose callers are held to pooled kinds at compile time.
static inline __attribute__((always_inline)) NpObject *pool_hit(NpVM *vm, size_t size,
                                                                NpObjKind kind, bool any_kind) {
    size_t c = pool_class(size), total = vm->bytes + size;
    NpObject *o;
    if (!NP_POOL_ON || NP_GC_STRESS || !c || (!any_kind && !pooled_kind(kind)) ||
        !(o = vm->pool[c]) || total > vm->mem_limit || total > vm->next_gc)
        return NULL;
    vm->pool[c] = o->gc_next;
    // The next allocation of this class reads the new head's link: a recycled block is often
    // cold (the sweep freed it a while ago), so its line starts loading now.
    __builtin_prefetch(o->gc_next, 1);
    vm->bytes = total;
    return o;
}

// The young log's first capacity, in entries (2 KiB: a short run's objects fit without
// growing it; a busy program doubles it to what its collection threshold lets it allocate).
#define NP_YOUNG_MIN 256

// Puts object [o] straight on the old list, off the young log: the boot's objects (they belong
// in the boot image, which vm/np_boot.c reads from that list) and, when the log cannot grow,
// any object. Such an object is swept with the old ones only (a major collection): when the log
// could not grow the heap is near the memory limit, where every collection sweeps everything.
static void link_old(NpVM *vm, NpObject *o) {
    o->gc_next = vm->objects;
    vm->objects = o;
    if (vm->gc_old < UINT32_MAX) vm->gc_old++;
}

// Young logs of at least this many bytes are mapped by the VM itself (young_map) instead of
// malloc'd: realloc of a big heap block copies it into fresh memory at every doubling, and the
// kernel's zeroing and faulting of those pages was a quarter of bank_reconcile's and grade_report's
// page faults (a 4 MiB log for ~500 000 objects between two collections). A mapped log grows with
// mremap, which moves page tables, not bytes, so its pages are faulted in once. (Capacities are
// powers of two, so whether a log is mapped follows from its capacity.)
#define NP_YOUNG_MAP_BYTES (1u << 20)

// The old log (vm->old) is mapped from its first capacity on: it only grows while the heap does,
// and every growth by mremap keeps the pages already touched, where a malloc'd log copied into
// fresh heap pages at each doubling (+300-500 page faults in orm_models and event_rollup).
#define NP_OLD_MAP_BYTES 0

// True when a log of [cap] entries is mapped by the VM, not malloc'd: from [map_at] bytes on
// (NP_YOUNG_MAP_BYTES for the young log, NP_OLD_MAP_BYTES for the old one).
static bool log_mapped(size_t cap, size_t map_at) { return cap && cap * sizeof(NpObject *) >= map_at; }

// Advises the mapped log [y] of [cap] entries as transparent huge pages, so most of it faults
// in 2 MiB at a time (the kernel's "madvise" mode; aligned 2 MiB ranges inside it qualify).
static void young_advise(NpObject **y, size_t cap) {
#ifdef MADV_HUGEPAGE
    madvise(y, cap * sizeof(NpObject *), MADV_HUGEPAGE);
#else
    (void)y;
    (void)cap;
#endif
}

// Grows or shrinks mapped log [y] of [oldcap] entries to [cap] (both mapped sizes): NULL when the
// kernel refuses (the old log is then unchanged).
static NpObject **young_remap(NpObject **y, size_t oldcap, size_t cap) {
    void *m = mremap(y, oldcap * sizeof(NpObject *), cap * sizeof(NpObject *), MREMAP_MAYMOVE);
    if (m == MAP_FAILED) return NULL;
    if (cap > oldcap) young_advise(m, cap);
    return m;
}

// Moves log [y] of [oldcap] entries (NULL when none yet) to a new block of [cap] entries,
// mapped when [mapped] (the old one then was malloc'd, or is NULL) or malloc'd (the old one was
// mapped), copying its first [n] entries: the new block, or NULL when none could be had (the
// old log is then unchanged).
static NpObject **young_move(NpObject **y, size_t n, size_t oldcap, size_t cap, bool mapped) {
    size_t bytes = cap * sizeof(NpObject *);
    NpObject **to;
    if (mapped) {
        void *m = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED) return NULL;
        to = m;
        young_advise(to, cap);
    } else if (!(to = malloc(bytes))) {
        return NULL;
    }
    if (n) memcpy(to, y, n * sizeof(NpObject *));
    if (mapped) free(y);
    else munmap(y, oldcap * sizeof(NpObject *));
    return to;
}

// Releases log [y] of [cap] entries, mapped from [map_at] bytes on (VM teardown).
static void log_release(NpObject **y, size_t cap, size_t map_at) {
    if (y && log_mapped(cap, map_at)) munmap(y, cap * sizeof(NpObject *));
    else free(y);
}

// Releases the young log and the old one (VM teardown).
static void young_release(NpVM *vm) {
    log_release(vm->young, vm->young_cap, NP_YOUNG_MAP_BYTES);
    vm->young = NULL;
    vm->nyoung = vm->young_cap = 0;
    log_release(vm->old, vm->old_cap, NP_OLD_MAP_BYTES);
    vm->old = NULL;
    vm->nold = vm->old_cap = 0;
}

// Resizes log [y] of [oldcap] entries, [n] of them used, to [cap] entries: the log's new
// address, or NULL (and nothing changed) when no memory could be had. Capacities are powers of
// two, and a log of at least [map_at] bytes is mapped (log_mapped).
static NpObject **log_resize(NpObject **y, size_t n, size_t oldcap, size_t cap, size_t map_at) {
    bool was_mapped = y && log_mapped(oldcap, map_at), mapped = log_mapped(cap, map_at);
    if (!was_mapped && !mapped) return realloc(y, cap * sizeof(NpObject *));
    if (was_mapped && mapped) return young_remap(y, oldcap, cap);
    return young_move(y, n, oldcap, cap, mapped);
}

// Resizes the young log to [cap] entries; false (and nothing changed) when malloc fails. Like
// the gray list, the log lives outside the accounting (so a program's MemoryError does not move
// with it), and is bounded by what is: every entry is an object still charged (a sweep empties
// the log before it frees any) of at least a header's 24 bytes, so the entries take at most a
// third of vm->bytes, and the capacity at most twice that (young_shrink halves a log that
// outgrew its use). The old log (old_reserve) is bounded the same way.
static bool young_resize(NpVM *vm, size_t cap) {
    NpObject **y = log_resize(vm->young, vm->nyoung, vm->young_cap, cap, NP_YOUNG_MAP_BYTES);
    if (!y) return false;
    vm->young = y;
    vm->young_cap = cap;
    return true;
}

// Makes room in the old log for [need] entries in all (doubling its capacity as needed): false
// (and nothing changed) when no memory could be had; the young sweep then links its survivors
// onto vm->objects instead.
static bool old_reserve(NpVM *vm, size_t need) {
    size_t cap = vm->old_cap ? vm->old_cap : NP_YOUNG_MIN;
    while (cap < need) cap *= 2;
    if (cap == vm->old_cap) return true;
    NpObject **y = log_resize(vm->old, vm->nold, vm->old_cap, cap, NP_OLD_MAP_BYTES);
    if (!y) return false;
    vm->old = y;
    vm->old_cap = cap;
    return true;
}

// Records new object [o] when the young log is full (or not made yet): grows the log, or,
// while the boot arena is open or when the log cannot grow, puts [o] on the old list.
static __attribute__((noinline)) void young_log_full(NpVM *vm, NpObject *o) {
    bool booting = vm->arena && vm->arena_size > vm->arena_used;
    if (booting || !young_resize(vm, vm->young_cap ? vm->young_cap * 2 : NP_YOUNG_MIN)) {
        link_old(vm, o);
        return;
    }
    vm->young[vm->nyoung++] = o;
}

// Fills in the header of new object [o] of [size] bytes (its mark and flags are already zero)
// and records it in the young log.
static inline NpObject *link_obj(NpVM *vm, NpObject *o, size_t size, NpObjKind kind,
                                 NpType *type) {
    o->type = type;
    o->kind = (uint8_t)kind;
    o->charged = (uint32_t)size;
    if (__builtin_expect(vm->nyoung < vm->young_cap, 1)) vm->young[vm->nyoung++] = o;
    else young_log_full(vm, o);
    return o;
}

NpObject *np_alloc_obj(NpVM *vm, size_t size, NpObjKind kind, NpType *type) {
    NpObject *o = pool_hit(vm, size, kind, false);
    if (__builtin_expect(o != NULL, 1)) {
        memset(o, 0, size);
        return link_obj(vm, o, size, kind, type);
    }
    if (size > UINT32_MAX || !fits_limit(vm, size)) {
        np_raise_nomem(vm);
        return NULL;
    }
    if (!charge_budget(vm, size)) return NULL;
    o = arena_alloc(vm, size);
    if (!o) o = pool_use(size, kind) ? pool_take(vm, size) : calloc(1, size);
    if (!o) {
        np_raise_nomem(vm);
        return NULL;
    }
    add_bytes(vm, size);
    return link_obj(vm, o, size, kind, type);
}

_Static_assert(NP_POOL_CLASSES * 16 < 4096, "pooled objects are too small to charge the budget");

NpObject *np_alloc_obj_uninit_pooled(NpVM *vm, size_t size, NpObjKind kind, NpType *type) {
    // Anything but a recycled block (an empty pool, the limit or the collection threshold
    // reached) is np_alloc_obj's: zeroed, which the caller's initialisation does not mind. While
    // the boot arena is open the pools are empty (np_items_resize keeps buffers out of them, and
    // every object is carved from the arena) unless an object did not fit in the arena's rest;
    // such a block is as good as np_alloc_obj's own pool_hit takes then (vm/np_boot.c refuses
    // to image a boot that made slabs), so no test of the arena is needed here.
    NpObject *o = pool_hit(vm, size, kind, true);
    if (!o) return np_alloc_obj(vm, size, kind, type);
    o->marked = 0;
    o->flags = 0;
    return link_obj(vm, o, size, kind, type);
}

// Checks that a buffer may grow from [oldsize] to [newsize] bytes (memory limit, and the budget
// for a large growth); false with MemoryError or BudgetExceeded pending. Shrinking always may.
static bool may_grow(NpVM *vm, size_t oldsize, size_t newsize) {
    if (newsize <= oldsize) return true;
    if (!fits_limit(vm, newsize - oldsize)) return np_raise_nomem(vm);
    return charge_budget(vm, newsize - oldsize);
}

// Records a buffer's resize from [oldsize] to [newsize] bytes in the VM's total.
static void account_resize(NpVM *vm, size_t oldsize, size_t newsize) {
    if (newsize > oldsize) add_bytes(vm, newsize - oldsize);
    else np_mem_uncharge(vm, oldsize - newsize);
}

void *np_mem_realloc(NpVM *vm, void *p, size_t oldsize, size_t newsize) {
    if (newsize == 0) {
        // A block given back inside the boot arena stays there as dead bytes; clearing it keeps
        // two boots' arenas word-for-word equal (vm/np_boot.c), whatever their hash seeds.
        if (!np_in_arena(vm, p)) free(p);
        else memset(p, 0, oldsize);
        np_mem_uncharge(vm, oldsize);
        return NULL;
    }
    if (!may_grow(vm, oldsize, newsize)) return NULL;
    void *q = arena_resize(vm, p, oldsize, newsize);
    if (!q) {
        np_raise_nomem(vm);
        return NULL;
    }
    account_resize(vm, oldsize, newsize);
    return q;
}

// Frees an owned buffer [p] of [size] bytes (NULL is fine) and gives the bytes back.
static void free_buf(NpVM *vm, void *p, size_t size) {
    if (!p) return;
    if (!np_in_arena(vm, p)) free(p);
    np_mem_uncharge(vm, size);
}

/* ---------------------------------------------------------------- pooled small buffers */

// True when owned buffer [p] of [size] bytes is a pool block (np_items_resize): every buffer of
// at most NP_POOL_CLASSES * 16 bytes that np_items_resize made outside the boot arena.
static inline bool buf_pooled(NpVM *vm, const void *p, size_t size) {
    return NP_POOL_ON && p && size && pool_class(size) && !np_in_arena(vm, p);
}

// True when a new buffer of [size] bytes is a pool block: small, and not while the boot arena is
// open (buffers made during the boot belong in the arena, so the boot image can copy them).
static bool buf_poolable(NpVM *vm, size_t size) {
    bool open = vm->arena && vm->arena_size > vm->arena_used;
    return NP_POOL_ON && size && pool_class(size) && !open;
}

// Returns pool block [p] of [size]'s class to its free list.
static void pool_push(NpVM *vm, void *p, size_t size) {
    NpObject *o = p;
    size_t c = pool_class(size);
    o->gc_next = vm->pool[c];
    vm->pool[c] = o;
}

void *np_items_resize(NpVM *vm, void *p, size_t oldsize, size_t newsize) {
    bool from_pool = buf_pooled(vm, p, oldsize), to_pool = buf_poolable(vm, newsize);
    if (!from_pool && !to_pool) return np_mem_realloc(vm, p, oldsize, newsize);
    if (newsize == 0) {
        pool_push(vm, p, oldsize);
        np_mem_uncharge(vm, oldsize);
        return NULL;
    }
    if (!may_grow(vm, oldsize, newsize)) return NULL;
    void *q = p;
    if (!(from_pool && to_pool && pool_class(oldsize) == pool_class(newsize))) {
        q = to_pool ? pool_pop(vm, newsize) : malloc(newsize);
        if (!q) {
            np_raise_nomem(vm);
            return NULL;
        }
        if (p) memcpy(q, p, oldsize < newsize ? oldsize : newsize);
        if (from_pool) pool_push(vm, p, oldsize);
        else if (p && !np_in_arena(vm, p)) free(p);
    }
    account_resize(vm, oldsize, newsize);
    return q;
}

void np_items_free(NpVM *vm, void *p, size_t size) {
    if (buf_pooled(vm, p, size)) {
        pool_push(vm, p, size);
        np_mem_uncharge(vm, size);
        return;
    }
    // np_mem_realloc clears a block given back inside the boot arena (dict tables rebuilt
    // during the boot), which vm/np_boot.c needs; elsewhere it is free_buf.
    if (p) np_mem_realloc(vm, p, size, 0);
}

/* ---------------------------------------------------------------- explicit roots */

bool np_roots_grow(NpVM *vm) {
    size_t ncap = vm->roots_cap ? vm->roots_cap * 2 : 16;
    NpValue *r = np_mem_realloc(vm, vm->roots, vm->roots_cap * sizeof(NpValue),
                                ncap * sizeof(NpValue));
    if (!r) return false;
    vm->roots = r;
    vm->roots_cap = ncap;
    return true;
}

/* ---------------------------------------------------------------- remembered set */

// The kinds whose old objects every minor collection traces, barrier or not (np_gc.h): their
// stores are not audited for np_gc_barrier (functions, bound methods, iterators, generators,
// wrappers, exceptions, types, modules, natives, protos, slices, ...). They stay on the
// remembered list from their promotion to the next major collection. The audited kinds are
// the containers (tuple, list, dict, set), the instances of user classes (bar17, session 17:
// every store into a shaped instance's value array, its [dict] field or its embedded dict
// passes the barrier; the embedded dict's own barrier reaches the instance: np_gc_remember)
// and the objects holding no references.
#define NP_AUDITED_KINDS                                                                        \
    ((1u << OBJ_STR) | (1u << OBJ_BIGINT) | (1u << OBJ_RANGE) | (1u << OBJ_SINGLETON) |        \
     (1u << OBJ_TUPLE) | (1u << OBJ_LIST) | (1u << OBJ_DICT) | (1u << OBJ_SET) |               \
     (1u << OBJ_BYTEARRAY) | (1u << OBJ_CDATA) | (1u << OBJ_INSTANCE))

// True when old objects of [o]'s kind are traced by every minor collection. Objects of user
// subclasses of builtin layouts (a list or tuple subclass, a namedtuple, a defaultdict) are
// audited like their layout (bar17, session 17): the layout's own stores pass the barrier on
// the object itself, and so do the two stores only they have, the first store of their own
// attribute dict (np_attr.c, np_ext_attrs_slot) and defaultdict's default_factory (the
// NpDictX extra: np_lib_collections.c col_factory_set).
static inline bool always_traced(const NpObject *o) {
    return !((NP_AUDITED_KINDS >> o->kind) & 1);
}

// Pushes old object [o] on the remembered list (the gray array, empty between collections) and
// flags it (NP_GC_REMEMBERED). When the array cannot grow, the next collection is made major
// (gc_old saturated), which traces everything.
static void remember_push(NpVM *vm, NpObject *o) {
    o->marked |= NP_GC_REMEMBERED;
    if (vm->ngray == vm->gray_cap) {
        size_t ncap = vm->gray_cap ? vm->gray_cap * 2 : 256;
        NpObject **g = realloc(vm->gray, ncap * sizeof(NpObject *));
        if (!g) {
            vm->gc_old = UINT32_MAX;
            return;
        }
        vm->gray = g;
        vm->gray_cap = ncap;
    }
    vm->gray[vm->ngray++] = o;
}

// The hdr.flags bit that marks an old object of [kind] as remembered for appended or inserted
// items only (a list's NP_LIST_TAIL, gc20; a dict's NP_DICT_TAIL and a set's NP_SET_TAIL,
// mem21), or 0 for the other kinds.
static inline uint16_t tail_bit(int kind) {
    return kind == OBJ_LIST ? NP_LIST_TAIL
           : kind == OBJ_DICT ? NP_DICT_TAIL
           : kind == OBJ_SET  ? NP_SET_TAIL
                              : 0;
}

// True when old object [o] is on the remembered list for appended or inserted items only: its
// new young items are in the append log.
static inline bool tail_flagged(const NpObject *o) { return (o->flags & tail_bit(o->kind)) != 0; }

// Clears [o]'s tail flag (tail_flagged), if it has one.
static inline void tail_clear(NpObject *o) { o->flags &= (uint16_t)~tail_bit(o->kind); }

// Turns tail-flagged [o] (on the remembered list already) into a plainly remembered object,
// which the next minor collection traces whole: a store other than an append or an insertion
// reached it, or the append log was given up.
static inline void tail_untrack(NpObject *o) {
    tail_clear(o);
    o->marked |= NP_GC_REMEMBERED;
}

// The barrier's slow path. The attribute dict embedded in an instance (NP_DICT_EMBEDDED) is
// no heap object, but its mark mirrors its instance's (trace_instance copies it), so the
// barriers np_dict.c passes on it come here while the instance is old and not remembered:
// the dict is flagged (so later stores take the fast path) and the instance remembered.
// A list remembered for appends (NP_LIST_TAIL) or a dict or set for insertions (NP_DICT_TAIL,
// NP_SET_TAIL) is on the remembered list already: another store makes the next minor
// collection trace it whole.
void np_gc_remember(NpVM *vm, NpObject *o) {
    if (tail_flagged(o)) {
        tail_untrack(o);
        return;
    }
    if (o->kind == OBJ_DICT && (o->flags & NP_DICT_EMBEDDED)) {
        o->marked |= NP_GC_REMEMBERED;
        o = &((NpInstance *)o - 1)->hdr;
        if (o->marked != vm->gc_epoch) return;
    }
    remember_push(vm, o);
}

/* ---------------------------------------------------------------- the append log */

// Entries the append log may hold beyond one per young object before it is given up
// (tail_overflow): the same young object appended many times is logged each time.
#define NP_TAIL_SLACK 4096

// Gives the append log up: every list remembered for appends and dict or set for insertions
// (tail_flagged; all of them are on the remembered list) is remembered plainly, so the next
// minor collection traces it whole, and the log is emptied. Called when the log would outgrow
// the young objects or cannot grow.
static void tail_overflow(NpVM *vm) {
    for (size_t i = 0; i < vm->ngray; i++)
        if (tail_flagged(vm->gray[i])) tail_untrack(vm->gray[i]);
    vm->ntail = 0;
}

// Clears the tail flags on the remembered lists, dicts and sets and empties the append log: a major
// collection drops the remembered list (it traces everything), so no flag may outlive it.
static void tail_drop(NpVM *vm) {
    for (size_t i = 0; i < vm->ngray; i++) tail_clear(vm->gray[i]);
    vm->ntail = 0;
}

// Appends young object [v] to the append log; false when the log was given up instead.
static bool tail_log(NpVM *vm, NpObject *v) {
    if (vm->ntail == vm->tail_cap) {
        size_t ncap = vm->tail_cap ? vm->tail_cap * 2 : 256;
        NpObject **t = vm->ntail > vm->nyoung + NP_TAIL_SLACK
                           ? NULL
                           : realloc(vm->tail, ncap * sizeof(NpObject *));
        if (!t) {
            tail_overflow(vm);
            return false;
        }
        vm->tail = t;
        vm->tail_cap = ncap;
    }
    vm->tail[vm->ntail++] = v;
    return true;
}

// The append barrier's slow path: [l] is old and either not remembered or remembered for
// appends only (its mark is the epoch either way). A young [v] is logged, so the next minor
// collection marks it, and [l] joins the remembered list flagged NP_LIST_TAIL, so that
// collection does not trace its items: every young object in them since the last collection
// was appended (and logged) or stored through np_gc_barrier (which clears the flag), and
// moving items within the list brings in nothing new. An old [v] needs nothing.
void np_gc_remember_append(NpVM *vm, NpList *l, NpObject *v) {
    if (!v || (v->marked & ~NP_GC_REMEMBERED) == vm->gc_epoch) return;
    if (!(l->hdr.flags & NP_LIST_TAIL)) {
        size_t n = vm->ngray;
        remember_push(vm, &l->hdr);
        if (vm->ngray == n) return;  // the array could not grow: the next collection is major
        // Remembered for appends: the mark stays the epoch, so other barriers come here.
        l->hdr.marked = vm->gc_epoch;
        l->hdr.flags |= NP_LIST_TAIL;
    }
    tail_log(vm, v);
}

// The insertion barrier's slow path (mem21): [o], a dict or a set, is old and either not
// remembered or remembered for insertions only, and [key] or [value] of its new entry is
// young. Those are logged and [o] joins the remembered list flagged (NP_DICT_TAIL,
// NP_SET_TAIL), so the next minor collection marks the logged objects instead of tracing
// every entry: every young object in the entries since the last collection was inserted (and
// logged) or stored through np_gc_barrier (which clears the flag), and moving entries within
// the tables (a resize, a deletion) brings in nothing new. An instance's embedded dict is
// remembered plainly (its instance is the holder).
void np_gc_remember_insert(NpVM *vm, NpObject *o, NpValue key, NpValue value) {
    bool yk = np_gc_young_value(vm, key), yv = np_gc_young_value(vm, value);
    if (!yk && !yv) return;  // old objects, ints, None: nothing new to reach
    if (tail_flagged(o) && vm->ntail + 2 <= vm->tail_cap) {
        // Remembered for insertions already, with room in the log: the common case.
        if (yk) vm->tail[vm->ntail++] = key.u.o;
        if (yv) vm->tail[vm->ntail++] = value.u.o;
        return;
    }
    if (o->kind == OBJ_DICT && (o->flags & NP_DICT_EMBEDDED)) {
        np_gc_remember(vm, o);
        return;
    }
    if (!tail_flagged(o)) {
        size_t n = vm->ngray;
        remember_push(vm, o);
        if (vm->ngray == n) return;  // the array could not grow: the next collection is major
        // Remembered for insertions: the mark stays the epoch, so other barriers come here.
        o->marked = vm->gc_epoch;
        o->flags |= tail_bit(o->kind);
    }
    if (yk && !tail_log(vm, key.u.o)) return;
    if (yv) tail_log(vm, value.u.o);
}

/* ---------------------------------------------------------------- marking */

static void trace_obj(NpVM *vm, NpObject *o);

// hdr.marked holds the epoch (vm->gc_epoch) of the last collection that marked the object (0
// for an object no collection has marked yet), plus NP_GC_REMEMBERED while an old object is on
// the remembered list. Whether it is old is where it is recorded: in the old log or on
// vm->objects, or in the young log; between collections every old object carries the current
// epoch (np_gc.h).
// The number of distinct epochs; they cycle 1, 2, .. NP_GC_EPOCHS, 1, ...
#define NP_GC_EPOCHS 127


// True when the running collection has marked [o].
static inline bool is_marked(const NpVM *vm, const NpObject *o) {
    return o->marked == vm->gc_epoch;
}

// The kinds whose objects reference nothing but their type (and, for a big range, its int
// bounds), as a bit set of NpObjKind values: marking one needs no trip through the gray list.
// (A str or int of a user subclass has an attribute dict: traced like other objects.)
#define NP_LEAF_KINDS                                                                           \
    ((1u << OBJ_STR) | (1u << OBJ_BIGINT) | (1u << OBJ_RANGE) | (1u << OBJ_SINGLETON))

static inline void mark_obj(NpVM *vm, NpObject *o);

// Marks a leaf object's children: its type (a root anyway when builtin) and a big range's
// exact bounds, which are ints (leaves themselves, so this recursion is one level deep).
static void mark_leaf_children(NpVM *vm, NpObject *o) {
    mark_obj(vm, (NpObject *)o->type);
    if (o->kind == OBJ_RANGE && ((NpRange *)o)->big) {
        NpRange *r = (NpRange *)o;
        np_gc_mark_value(vm, r->bstart);
        np_gc_mark_value(vm, r->bstop);
        np_gc_mark_value(vm, r->bstep);
        np_gc_mark_value(vm, r->blen);
    }
}

// True when [o] references nothing but its type (and a big range's bounds): an object of a
// leaf kind, or a packed instance (NP_INST_PACKED, a stdlib Decimal) that has no attribute dict
// yet, whose C payload holds no pointers. Those are the most numerous live objects of a
// Decimal-heavy program (bank_reconcile), and they skip the gray list.
static inline bool is_leaf(NpObject *o) {
    if ((NP_LEAF_KINDS >> o->kind) & 1) return !np_ext_attrs_slot(o);
    return o->kind == OBJ_INSTANCE && (o->flags & NP_INST_PACKED) && !((NpInstance *)o)->dict &&
           !np_ext_attrs_slot(o);
}

#if NP_GC_VERIFY
// While the verifier's full marking runs, the minor collection's epoch (every object that
// marking reaches must carry it), else 0.
static _Thread_local uint8_t verify_epoch;
static _Thread_local NpObject *verify_holder;

// Aborts when [o], reached by the verifier's marking from verify_holder, was not marked by the
// minor collection: its holder is an old object some store did not pass through np_gc_barrier.
static void verify_check(NpVM *vm, NpObject *o) {
    (void)vm;
    if (o->marked == verify_epoch) return;
    NpObject *h = verify_holder;
    fprintf(stderr,
            "np_gc verify: an object of kind %d (type %s, mark %d) is reachable but unmarked; "
            "holder kind %d (type %s, mark %d, flags %#x)\n",
            o->kind, o->type && o->type->name ? o->type->name->data : "?", o->marked,
            h ? h->kind : -1, h && h->type && h->type->name ? h->type->name->data : "(root)",
            h ? h->marked : -1, h ? h->flags : 0);
    if (o->kind == OBJ_STR) fprintf(stderr, "np_gc verify: the object is the str '%.60s'\n", ((NpStr *)o)->data);
    const NpValue *items = NULL;
    size_t n = 0;
    if (h && h->kind == OBJ_LIST) items = ((NpList *)h)->items, n = ((NpList *)h)->n;
    if (h && h->kind == OBJ_TUPLE) items = ((NpTuple *)h)->items, n = ((NpTuple *)h)->n;
    for (size_t i = 0; i < n; i++)
        if (items[i].tag == NP_T_OBJ && items[i].u.o == o)
            fprintf(stderr, "np_gc verify: item %zu of %zu at %p; object %p holder %p\n", i, n,
                    (void *)&items[i].u.o, (void *)o, (void *)h);
    abort();
}
#endif

// Marks [o], which is not marked yet: a leaf has its children marked at once, anything else is
// pushed on the gray list for drain_gray to trace.
static void mark_new(NpVM *vm, NpObject *o) {
#if NP_GC_VERIFY
    if (verify_epoch) verify_check(vm, o);
#endif
    o->marked = vm->gc_epoch;
    if (is_leaf(o)) {
        mark_leaf_children(vm, o);
        return;
    }
    if (vm->ngray == vm->gray_cap) {
        // The gray list lives outside the accounting: it is bounded by the live object count.
        size_t ncap = vm->gray_cap ? vm->gray_cap * 2 : 256;
        NpObject **g = realloc(vm->gray, ncap * sizeof(NpObject *));
        if (!g) {
            // Out of system memory mid-collection: trace right away on the C stack instead.
            trace_obj(vm, o);
            return;
        }
        vm->gray = g;
        vm->gray_cap = ncap;
    }
    vm->gray[vm->ngray++] = o;
}

// Marks [o] (NULL is fine). Most references a collection meets lead to objects it already
// marked (types, shared strs, the boot objects), so that test is inlined and only a new mark
// costs a call.
static inline void mark_obj(NpVM *vm, NpObject *o) {
    if (o && !is_marked(vm, o)) mark_new(vm, o);
}

// Marks the object of [v], when it holds one.
static inline void mark_value(NpVM *vm, NpValue v) {
    if (v.tag == NP_T_OBJ) mark_obj(vm, v.u.o);
}

void np_gc_mark_obj(NpVM *vm, NpObject *o) { mark_obj(vm, o); }

void np_gc_mark_value(NpVM *vm, NpValue v) { mark_value(vm, v); }

// How many items ahead marking an array prefetches the objects' headers: a big list's items
// are scattered over the heap, so reading each one's mark is a cache miss; prefetched, several
// are in flight at once.
#define NP_MARK_AHEAD 8

// Starts loading the header of [v]'s object, which is about to be marked.
static inline void mark_prefetch(NpValue v) {
    if (v.tag == NP_T_OBJ) __builtin_prefetch(v.u.o, 1);
}

// Marks one value of an array being walked, with the collection's epoch in [epoch] (held in a
// register by the caller's loop: mark_new is a call, after which vm->gc_epoch would be loaded
// again).
static inline void mark_item(NpVM *vm, const NpValue *v, uint8_t epoch) {
    if (v->tag == NP_T_OBJ && v->u.o && v->u.o->marked != epoch) mark_new(vm, v->u.o);
}

// Marks the [n] (> NP_MARK_AHEAD) values of the array [vals], prefetching ahead. The loop walks
// a pointer, with the epoch in a register: 12 instructions per already-marked object instead
// of 16. A big old list is re-marked at every collection (spell_correct's 60 000-word corpus:
// 109 times, 7% of the run), and its items are mostly marked already.
static void mark_many(NpVM *vm, const NpValue *vals, size_t n) {
    const NpValue *v = vals, *end = vals + n, *ahead_end = end - NP_MARK_AHEAD;
    uint8_t epoch = vm->gc_epoch;
    for (; v < ahead_end; v++) {
        mark_prefetch(v[NP_MARK_AHEAD]);
        mark_item(vm, v, epoch);
    }
    for (; v < end; v++) mark_item(vm, v, epoch);
}

// Marks [n] values of the array [vals]. Most arrays are short (a pair, a small tuple), and
// those are marked inline, with no call and no prefetch.
static inline void mark_values(NpVM *vm, const NpValue *vals, size_t n) {
    if (!vals) return;
    if (n > NP_MARK_AHEAD) {
        mark_many(vm, vals, n);
        return;
    }
    for (size_t i = 0; i < n; i++) mark_value(vm, vals[i]);
}

#define MARK(p) mark_obj(vm, (NpObject *)(p))

// Marks the children of a proto: constants, register names and its names.
static void trace_proto(NpVM *vm, NpProto *p) {
    mark_values(vm, p->consts, p->nconsts);
    if (p->regnames)
        for (uint32_t i = 0; i < p->nregs; i++) MARK(p->regnames[i]);
    MARK(p->name);
    MARK(p->qualname);
    MARK(p->filename);
    MARK(p->source);
    MARK(p->genfn);
}

// Marks the children of a function, including its captured cells.
static void trace_function(NpVM *vm, NpFunction *f) {
    MARK(f->proto);
    MARK(f->globals);
    MARK(f->defaults);
    MARK(f->kwdefaults);
    MARK(f->name);
    MARK(f->qualname);
    MARK(f->attrs);
    MARK(f->annotations);
    if (f->proto)
        for (uint32_t i = 0; i < f->proto->nfree; i++) MARK(f->cells[i]);
}

// Marks the children of an exception, including the protos of its traceback.
static void trace_exception(NpVM *vm, NpException *e) {
    MARK(e->args);
    mark_value(vm, e->cause);
    mark_value(vm, e->context);
    if (e->tb)
        for (uint32_t i = 0; i < e->ntb; i++) MARK(e->tb[i].proto);
    MARK(e->attrs);
}

// Marks the keys and values of a dict's entry array; an instance's few attributes inline, a
// longer table prefetching the objects of the entry NP_MARK_AHEAD / 2 ahead.
static void trace_dict(NpVM *vm, NpDict *d) {
    const NpDictEntry *e = d->entries;
    size_t n = d->nentries, i = 0;
    uint8_t epoch = vm->gc_epoch;
    if (!e) return;
    for (; i + NP_MARK_AHEAD / 2 < n; i++) {
        mark_prefetch(e[i + NP_MARK_AHEAD / 2].key);
        mark_prefetch(e[i + NP_MARK_AHEAD / 2].value);
        mark_item(vm, &e[i].key, epoch);
        mark_item(vm, &e[i].value, epoch);
    }
    for (; i < n; i++) {
        mark_item(vm, &e[i].key, epoch);
        mark_item(vm, &e[i].value, epoch);
    }
}

// Marks the keys of a set's table; an empty set's (no live keys, only unused or deleted slots)
// is not walked. (Stopping once [used] keys are found saved nothing measurable: string and tuple
// keys hash all over the table, so the last live key is near its end.)
static void trace_set(NpVM *vm, NpSet *s) {
    uint8_t epoch = vm->gc_epoch;
    if (!s->table || !s->used) return;
    for (size_t i = 0; i <= s->mask; i++) mark_item(vm, &s->table[i].key, epoch);
}

// Marks the children of an instance: its attribute dict, which when embedded (NP_INST_EMBEDDED)
// is no heap object of its own, so its entries are marked here (every collection: it carries no
// mark bit that a sweep would clear).
// A shaped instance (NP_INST_SHAPED) has only its set values to mark.
static void trace_instance(NpVM *vm, NpInstance *o) {
    if (o->hdr.flags & NP_INST_SHAPED) {
        const NpValue *vals = np_inst_vals(o);
        for (uint32_t i = 0; i < o->nvals; i++) mark_value(vm, vals[i]);
        return;
    }
    if (o->hdr.flags & NP_INST_EMBEDDED) {
        // The embedded dict's mark mirrors the instance's, so np_dict.c's barriers on it reach
        // the instance (np_gc_remember).
        np_instance_dict(o)->hdr.marked = vm->gc_epoch;
        trace_dict(vm, np_instance_dict(o));
        if (o->dict == np_instance_dict(o)) return;
    }
    MARK(o->dict);
}

// Marks the children of a type object.
static void trace_type(NpVM *vm, NpType *t) {
    MARK(t->name);
    MARK(t->qualname);
    MARK(t->base);
    MARK(t->bases);
    MARK(t->mro);
    MARK(t->dict);
    MARK(t->meta);
    if (t->tflags & NP_TF_SHAPES) {
        const NpLayout *l = ((NpClassType *)t)->layout;
        for (uint32_t i = 0; l && i < l->n; i++) MARK(l->keys[i]);
    }
}

// Marks every object directly referenced by [o] (turning it black).
static void trace_obj(NpVM *vm, NpObject *o) {
    MARK(o->type);
    // Own attributes of an instance of a user subclass of a builtin layout (np_object.h).
    NpDict **ext = np_ext_attrs_slot(o);
    if (ext) MARK(*ext);
    switch ((NpObjKind)o->kind) {
    case OBJ_TUPLE: mark_values(vm, ((NpTuple *)o)->items, ((NpTuple *)o)->n); break;
    case OBJ_LIST: mark_values(vm, ((NpList *)o)->items, ((NpList *)o)->n); break;
    case OBJ_DICT:
        trace_dict(vm, (NpDict *)o);
        if (o->flags & NP_DICT_EXTRA) mark_value(vm, ((NpDictX *)o)->extra);
        break;
    case OBJ_SET: trace_set(vm, (NpSet *)o); break;
    case OBJ_SLICE: {
        NpSlice *s = (NpSlice *)o;
        mark_value(vm, s->start);
        mark_value(vm, s->stop);
        mark_value(vm, s->step);
        break;
    }
    case OBJ_PROTO: trace_proto(vm, (NpProto *)o); break;
    case OBJ_FUNCTION: trace_function(vm, (NpFunction *)o); break;
    case OBJ_CELL: mark_value(vm, ((NpCell *)o)->value); break;
    case OBJ_NATIVE:
        MARK(((NpNative *)o)->owner);
        mark_value(vm, ((NpNative *)o)->self);
        break;
    case OBJ_BOUND:
        mark_value(vm, ((NpBound *)o)->self);
        mark_value(vm, ((NpBound *)o)->func);
        break;
    case OBJ_WRAPPER: {
        NpWrapper *w = (NpWrapper *)o;
        mark_value(vm, w->a);
        mark_value(vm, w->b);
        mark_value(vm, w->c);
        mark_value(vm, w->d);
        break;
    }
    case OBJ_TYPE: trace_type(vm, (NpType *)o); break;
    case OBJ_INSTANCE: trace_instance(vm, (NpInstance *)o); break;
    case OBJ_EXCEPTION: trace_exception(vm, (NpException *)o); break;
    case OBJ_ITER:
        mark_value(vm, ((NpIter *)o)->src);
        mark_value(vm, ((NpIter *)o)->aux);
        break;
    case OBJ_MODULE:
        MARK(((NpModuleObj *)o)->name);
        MARK(((NpModuleObj *)o)->globals);
        break;
    case OBJ_GENERATOR: {
        // A suspended generator keeps its frame's registers inline (np_interp.c).
        NpGenerator *g = (NpGenerator *)o;
        MARK(g->func);
        mark_value(vm, g->yf);
        mark_value(vm, g->handling);
        mark_values(vm, g->regs, g->nregs);
        break;
    }
    default:
        // str, bigint, range, singleton: no references. Wrappers are reserved;
        // their tracing belongs here once their layouts exist.
        break;
    }
}

// Marks every root listed in np_gc.h.
static void mark_roots(NpVM *vm) {
    mark_values(vm, vm->roots, vm->nroots);
    for (int i = 0; i < NP_TYPE__COUNT; i++) MARK(vm->types[i]);
    MARK(vm->not_implemented);
    MARK(vm->ellipsis);
    MARK(vm->memory_error);
    MARK(vm->traceback_type);
    np_tb_cache_mark(vm);
    MARK(vm->builtins);
    MARK(vm->modules);
    MARK(vm->main_globals);
    mark_value(vm, vm->exc);
    npvm_mark_roots(vm);
}

// Traces gray objects until only the [base] bottom entries of the gray array are left (a minor
// collection keeps the always-traced old objects there).
static void drain_gray(NpVM *vm, size_t base) {
    while (vm->ngray > base) {
        NpObject *o = vm->gray[--vm->ngray];
#if NP_GC_VERIFY
        verify_holder = o;
#endif
        trace_obj(vm, o);
    }
#if NP_GC_VERIFY
    verify_holder = NULL;
#endif
}

#undef MARK

/* ---------------------------------------------------------------- sweeping */

// Deletes slot [i] of the intern table by shifting later members of its probe run back, so
// lookups never need tombstones (linear probing with backward-shift deletion).
static void intern_delete_at(NpVM *vm, size_t i) {
    size_t mask = vm->intern_mask;
    size_t j = i;
    for (;;) {
        j = (j + 1) & mask;
        NpStr *s = vm->intern[j];
        if (!s) break;
        size_t home = (size_t)s->hash & mask;
        // Move s into the hole when the hole lies cyclically between its home slot and j.
        bool movable = (i <= j) ? (home <= i || home > j) : (home <= i && home > j);
        if (movable) {
            vm->intern[i] = s;
            i = j;
        }
    }
    vm->intern[i] = NULL;
    vm->intern_n--;
}

// Removes every unmarked string from the (weak) intern table.
static void sweep_intern(NpVM *vm) {
    if (!vm->intern) return;
    for (size_t i = 0; i <= vm->intern_mask; i++) {
        while (vm->intern[i] && !is_marked(vm, &vm->intern[i]->hdr)) intern_delete_at(vm, i);
    }
}

// Releases the C buffers a proto owns (sizes per np_gc.h).
static void free_proto_bufs(NpVM *vm, NpProto *p) {
    free_buf(vm, p->code, (size_t)p->ncode * sizeof(uint32_t));
    free_buf(vm, p->lines, (size_t)p->ncode * sizeof(int32_t));
    free_buf(vm, p->consts, (size_t)p->nconsts * sizeof(NpValue));
    free_buf(vm, p->handlers, (size_t)p->nhandlers * sizeof(NpHandlerEntry));
    free_buf(vm, p->regnames, (size_t)p->nregs * sizeof(NpStr *));
    free_buf(vm, p->cellregs, p->ncells);
    free_buf(vm, p->freesrc, p->nfree);
    free_buf(vm, p->freedst, p->nfree);
    np_icache_free(vm, p);
}

// Takes arena object [o] off vm->arena_owners (it was freed: nothing to do at teardown).
static void drop_arena_owner(NpVM *vm, NpObject *o) {
    for (size_t i = 0; i < vm->n_arena_owners; i++) {
        if (vm->arena_owners[i] == o) {
            vm->arena_owners[i] = vm->arena_owners[--vm->n_arena_owners];
            return;
        }
    }
}

// Frees object [o] and everything it owns, giving its bytes back to the accounting.
static void free_obj(NpVM *vm, NpObject *o) {
    switch ((NpObjKind)o->kind) {
    case OBJ_BIGINT:
        if (!np_bigint_limb_inline((NpBigInt *)o)) {
            np_mem_uncharge(vm, (size_t)((NpBigInt *)o)->z->_mp_alloc * sizeof(mp_limb_t));
            mpz_clear(((NpBigInt *)o)->z);
        }
        break;
    case OBJ_LIST: {
        NpList *l = (NpList *)o;
        np_items_free(vm, l->items, l->cap * sizeof(NpValue));
        break;
    }
    case OBJ_DICT: {
        np_dict_free_tables(vm, (NpDict *)o);
        break;
    }
    case OBJ_INSTANCE:
        // The embedded attribute dict's tables, when they left its inline room (right after
        // its struct) because they outgrew it.
        if (o->flags & NP_INST_EMBEDDED) {
            NpDict *d = np_instance_dict((NpInstance *)o);
            if (d->entries != (NpDictEntry *)(d + 1)) np_dict_free_tables(vm, d);
        }
        break;
    case OBJ_TYPE: {
        NpLayout *l = (((NpType *)o)->tflags & NP_TF_SHAPES) ? ((NpClassType *)o)->layout : NULL;
        if (l) np_items_free(vm, l, sizeof(NpLayout) + l->cap * sizeof(NpStr *));
        break;
    }
    case OBJ_SET: {
        NpSet *s = (NpSet *)o;
        np_items_free(vm, s->table, (s->mask + 1) * sizeof(NpSetEntry));
        break;
    }
    case OBJ_PROTO: free_proto_bufs(vm, (NpProto *)o); break;
    case OBJ_BYTEARRAY: np_bytearray_free_buf(vm, (NpByteArray *)o); break;
    case OBJ_CDATA: {
        NpCData *c = (NpCData *)o;
        if (c->finalize && c->ptr) c->finalize(vm, c->ptr);
        break;
    }
    case OBJ_EXCEPTION: {
        NpException *e = (NpException *)o;
        free_buf(vm, e->tb, (size_t)e->tbcap * sizeof(NpTraceEntry));
        break;
    }
    default: break;
    }
    np_mem_uncharge(vm, o->charged);
    if (in_arena(vm, o)) {
        if (!owns_nothing(o)) drop_arena_owner(vm, o);
    } else if (!pool_put(vm, o)) {
        free(o);
    }
}

// The pooled kinds whose objects own no buffer or resource (free_obj has nothing to release for
// them), as a bit set of NpObjKind values.
#define NP_BUFLESS_KINDS                                                                        \
    ((1u << OBJ_STR) | (1u << OBJ_TUPLE) | (1u << OBJ_RANGE) | (1u << OBJ_SLICE) |             \
     (1u << OBJ_FUNCTION) | (1u << OBJ_CELL) | (1u << OBJ_BOUND) | (1u << OBJ_ITER) |          \
     (1u << OBJ_GENERATOR) | (1u << OBJ_WRAPPER))
_Static_assert(OBJ__COUNT <= 32, "NP_BUFLESS_KINDS needs a wider bit set");

// The bytes of a dict's tables (np_dict.c table_bytes: [cap] entries, then the index).
static inline size_t dict_table_bytes(const NpDict *d) {
    return d->cap * sizeof(NpDictEntry) + (d->mask + 1) * sizeof(int32_t);
}

// True when dead object [o] owns nothing the sweep cannot give back in a few instructions:
// nothing at all (a bufless kind, an instance whose attributes are in its inline room) or one
// pool block, which it then sets in [*buf] and [*size] (else NULL): a list's items, a dict's
// tables, an instance's tables that outgrew its inline room. Mirrors free_obj for those kinds.
// Most dead objects are of these kinds: bank_reconcile freed 2.4 M instances and memo_closures
// 709 K dicts and 473 K lists through free_obj at 60-150 instructions each.
static inline __attribute__((always_inline)) bool sweep_buffer(NpVM *vm, const NpObject *o,
                                                               void **buf, size_t *size) {
    *buf = NULL;
    if ((NP_BUFLESS_KINDS >> o->kind) & 1) return true;
    const NpDict *d;
    switch (o->kind) {
    case OBJ_LIST: {
        const NpList *l = (const NpList *)o;
        *size = l->cap * sizeof(NpValue);
        *buf = l->items;
        return !l->items || buf_pooled(vm, l->items, *size);
    }
    case OBJ_INSTANCE:
        if (!(o->flags & NP_INST_EMBEDDED)) return true;
        d = np_instance_dict((NpInstance *)o);
        if (d->entries == (const NpDictEntry *)(d + 1)) return true;
        break;
    case OBJ_DICT:
        d = (const NpDict *)o;
        if ((o->flags & NP_DICT_INLINE) && d->entries == (const NpDictEntry *)(d + 1)) return true;
        break;
    case OBJ_BIGINT: return np_bigint_limb_inline((const NpBigInt *)o);
    default: return false;
    }
    if (!d->entries) return true;
    *size = dict_table_bytes(d);
    *buf = d->entries;
    return buf_pooled(vm, d->entries, *size);
}

// The boot arena's bounds, read once per sweep: a sweep's own stores (links, free lists) are
// through object pointers, so the compiler would otherwise reload vm->arena for every object.
typedef struct SweepArena {
    const char *lo, *hi;
} SweepArena;

// The arena bounds for a sweep of [vm] (both NULL when there is no arena).
static SweepArena sweep_arena(const NpVM *vm) {
    SweepArena a = {vm->arena, vm->arena ? vm->arena + vm->arena_used : NULL};
    return a;
}

// Frees dead object [o] found by the sweep: a pooled kind outside the boot arena [a] that owns
// nothing or one pool block (sweep_buffer) goes straight back to its free list with that block
// (what free_obj would do, in a few instructions) and their bytes are added to [*freed] for the
// caller to uncharge at once; anything else goes through free_obj, which uncharges its own.
// [young] (a constant at each call) says [o] came from the young log, whose objects are never in
// the arena (the boot's objects go straight to the old list: link_old), so the young sweep
// skips the bounds test.
static inline __attribute__((always_inline)) void free_dead(NpVM *vm, NpObject *o, SweepArena a,
                                                           size_t *freed, bool young) {
    size_t c = pool_class(o->charged), bsize = 0;
    void *buf;
    if (NP_POOL_ON && c && (young || (const char *)o < a.lo || (const char *)o >= a.hi) &&
        sweep_buffer(vm, o, &buf, &bsize)) {
        if (buf) {
            pool_push(vm, buf, bsize);
            *freed += bsize;
        }
        *freed += o->charged;
        o->gc_next = vm->pool[c];
        vm->pool[c] = o;
        return;
    }
    free_obj(vm, o);
}

// How many entries ahead the young sweep prefetches an object's header: the young objects are
// scattered over the heap (the pools reuse freed blocks last-in first-out), so reading each
// one's mark is a cache miss; with the log's pointers at hand, several are in flight at once.
// At 16 ahead the load of the mark still held 56% of collect's samples in log_pipeline (an
// iteration is shorter than a miss); at 64, 29%, and collect fell from 2.8% to 2.3% of the run
// (bank_reconcile 5.2% -> 4.2%).
#define NP_SWEEP_AHEAD 64

// Reverses the [n] log entries at [y].
static void log_reverse(NpObject **y, size_t n) {
    for (size_t i = 0, j = n; i + 1 < j; i++, j--) {
        NpObject *t = y[i];
        y[i] = y[j - 1];
        y[j - 1] = t;
    }
}

// Sweeps the young log (the objects made since the last collection), newest first: frees the
// unmarked ones and appends the survivors to the old log in allocation order (old_reserve; when
// it cannot grow, they are linked at the head of vm->objects instead). The frees come in the
// order the young objects had when they were a linked list (new ones prepended), so the free
// lists come out as they did then, and a major sweep visits the old log newest first, as it
// visited the old list. Returns the link to the first object of vm->objects that was there
// before, and the number of survivors in [*kept].
static NpObject **sweep_young(NpVM *vm, size_t *kept) {
    NpObject **log = vm->young, **link = &vm->objects, *first = vm->objects;
    size_t n = 0, freed = 0, i = vm->nyoung;
    bool to_log = old_reserve(vm, vm->nold + vm->nyoung);
    NpObject **out = to_log ? vm->old + vm->nold : NULL;
    uint8_t epoch = vm->gc_epoch;
    SweepArena a = sweep_arena(vm);
// One young object of the sweep: a survivor goes to the old log (or is linked at [*link],
// which moves on to its link), a dead one is freed.
#define SWEEP_ONE(o)                                                                            \
    do {                                                                                        \
        if ((o)->marked == epoch) {                                                             \
            if (to_log) {                                                                       \
                out[n] = (o);                                                                   \
            } else {                                                                            \
                *link = (o);                                                                    \
                link = &(o)->gc_next;                                                           \
            }                                                                                   \
            n++;                                                                                \
            if (always_traced(o)) remember_push(vm, (o));                                       \
        } else {                                                                                \
            free_dead(vm, (o), a, &freed, true);                                                \
        }                                                                                       \
    } while (0)
    // The loop with the prefetch, then the last NP_SWEEP_AHEAD (the oldest) without it.
    for (; i > NP_SWEEP_AHEAD; i--) {
        __builtin_prefetch(log[i - 1 - NP_SWEEP_AHEAD], 1);
        SWEEP_ONE(log[i - 1]);
    }
    for (; i > 0; i--) SWEEP_ONE(log[i - 1]);
#undef SWEEP_ONE
    if (to_log) {
        log_reverse(out, n);
        vm->nold += n;
        link = &vm->objects;
    } else {
        *link = first;
    }
    vm->nyoung = 0;
    np_mem_uncharge(vm, freed);
    *kept = n;
    return link;
}

// Sweeps the first [n] entries of the old log (the old objects logged before this collection's
// young sweep appended its survivors), newest first and prefetching ahead as the young sweep
// does: frees the unmarked ones and packs the survivors, in their order, at the start of the
// log, followed by the young sweep's. Returns how many of the [n] survive (their marks stay:
// the next collection's epoch differs).
static size_t sweep_old_log(NpVM *vm, size_t n) {
    NpObject **log = vm->old;
    size_t w = n, freed = 0, i = n;
    uint8_t epoch = vm->gc_epoch;
    SweepArena a = sweep_arena(vm);
// One old object: a survivor is kept at log[--w] (w only falls behind i), a dead one freed.
#define SWEEP_OLD(o)                                                                            \
    do {                                                                                        \
        NpObject *o_ = (o);                                                                     \
        if (o_->marked == epoch) {                                                              \
            log[--w] = o_;                                                                      \
            if (always_traced(o_)) remember_push(vm, o_);                                       \
        } else {                                                                                \
            free_dead(vm, o_, a, &freed, true);                                                 \
        }                                                                                       \
    } while (0)
    for (; i > NP_SWEEP_AHEAD; i--) {
        __builtin_prefetch(log[i - 1 - NP_SWEEP_AHEAD], 1);
        SWEEP_OLD(log[i - 1]);
    }
    for (; i > 0; i--) SWEEP_OLD(log[i - 1]);
#undef SWEEP_OLD
    size_t kept = n - w, young = vm->nold - n;
    if (w) {
        memmove(log, log + w, kept * sizeof(NpObject *));
        memmove(log + kept, log + n, young * sizeof(NpObject *));
    }
    vm->nold = kept + young;
    np_mem_uncharge(vm, freed);
    return kept;
}

// Sweeps the old objects of vm->objects from [link] on: frees the unmarked ones. Returns how
// many survive. Survivors keep their marks: the next collection's epoch differs.
static size_t sweep_old(NpVM *vm, NpObject **link) {
    size_t n = 0, freed = 0;
    uint8_t epoch = vm->gc_epoch;
    SweepArena a = sweep_arena(vm);
    for (NpObject *o; (o = *link);) {
        if (o->marked == epoch) {
            n++;
            link = &o->gc_next;
            if (always_traced(o)) remember_push(vm, o);
        } else {
            *link = o->gc_next;
            free_dead(vm, o, a, &freed, false);
        }
    }
    np_mem_uncharge(vm, freed);
    return n;
}

// The total a collection that left [live] bytes would like the next one to wait for, the memory
// limit aside: twice the live bytes (Lua's 200% pause: marking costs about one traced byte per
// allocated byte), and at least NP_GC_INITIAL_THRESHOLD (2 MiB). A 4 MiB floor cut life_sets'
// collections from 207 to 34 and its instructions by 5%, but made it 25% slower in session 7:
// the young objects no longer fit in the L2 cache, so every allocation and every sweep step
// missed it. Since the young log, its prefetched sweep and huge-page slabs, 2 MiB is the better
// floor: sudoku_sets 642 -> 243 collections (-1.9% instructions, ~-5% CPU), shapes_geometry
// ~-5%, life_sets and go_board ~-1%, for 1-2 MB more peak RSS (docs/performance.md, gc15).
// Above NP_GC_BIG_HEAP live bytes the pause is 300%: tracing such a heap misses the caches on
// nearly every object, and its garbage outgrows them at 200% already.
static size_t wanted_threshold(size_t live) {
    if (live > NP_GC_BIG_HEAP) return live * 3;
    return live * 2 < NP_GC_INITIAL_THRESHOLD ? NP_GC_INITIAL_THRESHOLD : live * 2;
}

// The total at which the next collection is requested after one that left [live] bytes:
// wanted_threshold, but no more than halfway from [live] to [limit], so garbage is collected
// before it alone can reach the memory limit (a script whose live objects fit must not get
// MemoryError because its dead ones were not collected yet). The gap never drops below
// NP_GC_MIN_GAP, which bounds how often a nearly full heap is traced.
static size_t next_threshold(size_t live, size_t limit) {
    size_t next = wanted_threshold(live);
    if (limit <= live) return live + NP_GC_MIN_GAP;
    size_t half = live + (limit - live) / 2;
    if (half < next) next = half;
    return next < live + NP_GC_MIN_GAP ? live + NP_GC_MIN_GAP : next;
}

// True when the collection threshold after one that left [live] bytes is held down by the
// memory limit (next_threshold's cap applies): the heap is then large against the limit, and
// every collection sweeps all objects, so no dead one outlives it.
static bool near_limit(size_t live, size_t limit) {
    return limit <= live || live + (limit - live) / 2 < wanted_threshold(live);
}

// Shrinks the young log after a sweep of [nyoung] young objects when it is four times larger
// than that: by half (once per collection, so a program whose allocation rate dips for a cycle
// does not pay for regrowing it at once), or, in a [full] collection (np_gc_collect_full: the
// host or a test wants the memory back), to the first capacity.
static void young_shrink(NpVM *vm, size_t nyoung, bool full) {
    if (vm->young_cap <= NP_YOUNG_MIN || nyoung >= vm->young_cap / 4) return;
    size_t cap = full ? NP_YOUNG_MIN : vm->young_cap / 2;
    while (full && cap < 2 * nyoung) cap *= 2;
    young_resize(vm, cap);
}

// Shrinks the old log after a major sweep when it is four times larger than its entries: by
// half, or in a [full] collection to the smallest power of two at least twice its entries
// (never below NP_YOUNG_MIN).
static void old_shrink(NpVM *vm, bool full) {
    if (vm->old_cap <= NP_YOUNG_MIN || vm->nold >= vm->old_cap / 4) return;
    size_t cap = vm->old_cap / 2;
    if (full) {
        cap = NP_YOUNG_MIN;
        while (cap < 2 * vm->nold) cap *= 2;
    }
    NpObject **y = log_resize(vm->old, vm->nold, vm->old_cap, cap, NP_OLD_MAP_BYTES);
    if (!y) return;
    vm->old = y;
    vm->old_cap = cap;
}

// Frees the objects the marking did not reach: the young ones, and in a [major] collection the
// old ones too; then counts the old objects. [full] (np_gc_collect_full) also shrinks the log.
static void sweep(NpVM *vm, bool major, bool full) {
    size_t young_kept, old = vm->gc_old, nyoung = vm->nyoung, nold = vm->nold;
    NpObject **old_part = sweep_young(vm, &young_kept);
    young_shrink(vm, nyoung, full);
    if (major) {
        old = sweep_old_log(vm, nold) + sweep_old(vm, old_part);
        old_shrink(vm, full);
    }
    old += young_kept;
    vm->gc_old = old > UINT32_MAX ? UINT32_MAX : (uint32_t)old;
}

// Traces the objects C code rooted (vm->roots, np_push_root) whether old or not, then what that
// marked (the gray array above its first [base] entries). C code roots a container it fills
// while Python code runs (a zip tuple filled by __next__ calls, a sort's key snapshot): a
// collection in between makes it old, and its later stores need no barrier this way. There
// are few such roots at any time.
static void trace_c_roots(NpVM *vm, size_t base) {
    for (size_t i = 0; i < vm->nroots; i++) {
        NpValue v = vm->roots[i];
        if (v.tag != NP_T_OBJ || !v.u.o) continue;
        trace_obj(vm, v.u.o);
        drain_gray(vm, base);
    }
}

// Marks what a minor collection keeps: the remembered old objects (the gray array holds them
// on entry, flagged NP_GC_REMEMBERED) are marked again and traced, then the roots. Old objects
// not remembered keep the epoch's mark and are not traced: nothing in them changed since they
// were last traced, save through np_gc_barrier. On return the gray array holds the
// always-traced remembered objects (always_traced), still unflagged.
static void mark_minor(NpVM *vm) {
    size_t n0 = vm->ngray, keep = 0;
    uint8_t epoch = vm->gc_epoch;
    for (size_t i = 0; i < n0; i++) vm->gray[i]->marked = epoch;
    for (size_t i = 0; i < n0; i++) {
        NpObject *o = vm->gray[i];
        if (tail_flagged(o)) {
            // Remembered for appends or insertions: its new young items are in the append log,
            // marked below; its other references are marked here.
            tail_clear(o);
            mark_obj(vm, o->type ? &o->type->hdr : NULL);
            NpDict **ext = np_ext_attrs_slot(o);
            if (ext) mark_obj(vm, (NpObject *)*ext);
            if (o->kind == OBJ_DICT && (o->flags & NP_DICT_EXTRA)) mark_value(vm, ((NpDictX *)o)->extra);
        } else {
            trace_obj(vm, o);
        }
        drain_gray(vm, n0);
    }
    for (size_t i = 0; i < vm->ntail; i++) {
        mark_obj(vm, vm->tail[i]);
        drain_gray(vm, n0);
    }
    vm->ntail = 0;
    mark_roots(vm);
    drain_gray(vm, n0);
    trace_c_roots(vm, n0);
    for (size_t i = 0; i < n0; i++)
        if (always_traced(vm->gray[i])) vm->gray[keep++] = vm->gray[i];
    vm->ngray = keep;
}

// Flags the objects left on the gray array by mark_minor as remembered again, so the next minor
// collection traces them too and the barrier does not push them twice.
static void reflag_remembered(NpVM *vm) {
    for (size_t i = 0; i < vm->ngray; i++) vm->gray[i]->marked |= NP_GC_REMEMBERED;
}

#if NP_GC_VERIFY
// Gives every object of the young log and the old list marked [from] the mark [to].
// (An instance's embedded dict, whose mark its trace copied, gets it back too.)
static void verify_remark_one(NpObject *o, uint8_t from, uint8_t to) {
    if (o->marked != from) return;
    o->marked = to;
    if (o->kind == OBJ_INSTANCE && (o->flags & NP_INST_EMBEDDED))
        np_instance_dict((NpInstance *)o)->hdr.marked = to;
}
static void verify_remark(NpVM *vm, uint8_t from, uint8_t to) {
    for (size_t i = 0; i < vm->nyoung; i++) verify_remark_one(vm->young[i], from, to);
    for (size_t i = 0; i < vm->nold; i++) verify_remark_one(vm->old[i], from, to);
    for (NpObject *o = vm->objects; o; o = o->gc_next) verify_remark_one(o, from, to);
}

// The verifier (NP_GC_VERIFY): after a minor collection's marking, marks everything reachable
// from the roots again with a scratch epoch, checking (mark_new, verify_check) that each object
// it reaches carried the minor collection's mark; then gives the objects their marks back.
static void verify_minor(NpVM *vm) {
    uint8_t epoch = vm->gc_epoch, scratch = (uint8_t)(epoch % NP_GC_EPOCHS + 1);
    size_t base = vm->ngray;
    verify_epoch = epoch;
    vm->gc_epoch = scratch;
    mark_roots(vm);
    drain_gray(vm, base);
    verify_epoch = 0;
    vm->gc_epoch = epoch;
    verify_remark(vm, scratch, epoch);
}
#endif

// The nursery after a collection that left [live] bytes, with remembered objects holding [slots]
// references (remembered_slots) and [spare] bytes of the slabs not live (a lower bound on the
// pool's free blocks): how many bytes may be allocated before the next collection.
// A young budget (NP_GC_NURSERY) keeps the young objects' blocks recycled from the pool's free
// lists while they are still in the caches, instead of a pause of 2-3x the live heap filling
// fresh pages (the kernel's page clearing was a third to half of grade_report's,
// mini_dataframe's and log_pipeline's time). It grows with the live heap (live /
// NP_GC_NURSERY_DIV: a minor collection's fixed work, the roots and the intern table, grows with
// the program) and with the remembered objects, which every minor collection traces whole
// (NP_GC_SLOT_WEIGHT bytes of nursery per reference: an old list stored into other than by
// appends, a dict, the always-traced instances; an appended-to list costs only its logged
// items since gc20), so their tracing stays a bounded share of the allocation work.
// That share reaches past the spare slab bytes by NP_GC_FRESH_WEIGHT bytes per reference only:
// a big remembered list (log_regex's 140 000 lines while they are made) asked for a 35 MB
// nursery, whose garbage the kernel cleared fresh pages for, and a page costs more than
// tracing the list a few more times (mem19).
static size_t nursery_bytes(size_t live, size_t slots, size_t spare) {
    size_t n = live / NP_GC_NURSERY_DIV;
    if (n < NP_GC_NURSERY) n = NP_GC_NURSERY;
    size_t r = slots > SIZE_MAX / NP_GC_SLOT_WEIGHT ? SIZE_MAX : slots * NP_GC_SLOT_WEIGHT;
    size_t fresh = slots > SIZE_MAX / NP_GC_FRESH_WEIGHT ? SIZE_MAX : slots * NP_GC_FRESH_WEIGHT;
    if (fresh < SIZE_MAX - spare && r > spare + fresh) r = spare + fresh;
    return r > n ? r : n;
}

// The references a minor collection reads to trace remembered objects gray[from..to): a list's
// items, a dict's entries (key and value), a set's table, else one per 16 bytes of the object.
// An old list that a program only appends to (NP_LIST_TAIL) counts nothing here: its logged
// items are counted apart (vm->ntail), so it no longer sizes the nursery (gc20).
static size_t remembered_slots(const NpVM *vm, size_t from, size_t to) {
    size_t n = 0;
    for (size_t i = from; i < to; i++) {
        const NpObject *o = vm->gray[i];
        switch ((NpObjKind)o->kind) {
        case OBJ_LIST:
            // A list remembered for appends costs its logged items only (vm->ntail, apart).
            if (!(o->flags & NP_LIST_TAIL)) n += ((const NpList *)o)->n;
            break;
        case OBJ_DICT:
            // A dict remembered for insertions costs its logged keys and values only.
            if (!(o->flags & NP_DICT_TAIL)) n += 2 * ((const NpDict *)o)->nentries;
            break;
        case OBJ_SET:
            // A set remembered for additions costs its logged keys only.
            if (!(o->flags & NP_SET_TAIL) && ((const NpSet *)o)->table) n += ((const NpSet *)o)->mask + 1;
            break;
        default: n += o->charged / 16; break;
        }
    }
    return n;
}

// How many collections at the pause of wanted_threshold may follow a major one before the next
// major one (major_due): old objects that died are only found by a major collection, so this
// bounds how long a dropped structure stays allocated in a program whose heap no longer grows.
#define NP_GC_MINORS 8

// How many bytes may be allocated after a major collection that left [live] bytes before the
// next collection must be major again: NP_GC_MINORS times what the pause (wanted_threshold)
// lets a program allocate between two collections, so a dropped structure is freed as soon as
// it was before the nursery (NP_GC_MINORS collections at that pause), even when the heap no
// longer grows.
static size_t major_due(size_t live) { return NP_GC_MINORS * (wanted_threshold(live) - live); }

// Decides, after a collection ([major] or not) that left vm->bytes live out of [before], whether
// the next collection is major (vm->gc_major_next), and when it is requested (vm->next_gc).
// Old objects that died are found only by a major collection, so one comes once the old
// generation grew by half since the last major one, plus NP_GC_INITIAL_THRESHOLD (after a minor
// collection vm->bytes is the old bytes at the last major one plus all that was promoted since,
// dead or not; doubling kept scc_callgraph's dead medium-lived sets long enough to double its
// page faults); once major_due bytes were allocated since it (so a dropped structure is freed
// even in a program whose heap no longer grows); when the heap is large against the memory limit
// (next_threshold's cap applies) or the slabs are (so garbage never brings a run nearer
// MemoryError or keeps host memory that pool_reclaim would give back). The next collection is
// requested at next_threshold's total (the memory limit's cap included), or, unless the heap
// is near the memory limit, one nursery (nursery_bytes) above the live bytes when that is lower.
static void plan_next(NpVM *vm, bool major, size_t before, size_t slots) {
    size_t live = vm->bytes;
    vm->gc_alloc_major += before > vm->gc_live ? before - vm->gc_live : 0;
    if (major) {
        vm->gc_major_live = live;
        vm->gc_alloc_major = 0;
    }
    vm->gc_live = live;
#if NP_GC_STRESS
    // A stress build collects at every safe point, so little is allocated between two
    // collections and major_due would almost never come: the always-traced remembered objects
    // would then pile up and be traced at every safe point. Each collection counts as an eighth
    // of major_due instead, so a major one comes every NP_GC_MINORS collections, as before the
    // nursery, and seven of eight stay minor for the verifier.
    vm->gc_alloc_major += major_due(vm->gc_major_live) / NP_GC_MINORS + 1;
#endif
    size_t base = vm->gc_major_live + NP_GC_INITIAL_THRESHOLD;
    vm->gc_major_next = near_limit(live, vm->mem_limit) || vm->slab_bytes >= vm->mem_limit / 2 ||
                        live > base + vm->gc_major_live / 2 ||
                        vm->gc_alloc_major > major_due(vm->gc_major_live);
    vm->next_gc = next_threshold(live, vm->mem_limit);
    // Near the memory limit every collection is major and traces the whole heap: it keeps the
    // capped pause, so it does not come more often than before the nursery.
    if (near_limit(live, vm->mem_limit)) return;
    size_t spare = vm->slab_bytes > live ? vm->slab_bytes - live : 0;
    size_t young = nursery_bytes(live, slots, spare);
    if (young < vm->next_gc - live) vm->next_gc = live + young;
}

// One collection (np_gc.h): a major one (a full marking with the next epoch, then a sweep of
// every object) when [full], before the first collection, or when plan_next or a remembered
// list that could not grow asked for it; else a minor one (mark_minor, a sweep of the young).
static void collect(NpVM *vm, bool full) {
    if (vm->gc_hold) return;
    bool major = full || vm->gc_major_next || (vm->gc_epoch & NP_GC_NO_EPOCH) ||
                 vm->gc_old == UINT32_MAX;
    size_t before = vm->bytes, kept = 0;
    // The remembered objects' references (the gray array holds them now): the next minor
    // collection will likely trace as many (plan_next).
    size_t slots = remembered_slots(vm, 0, vm->ngray) + vm->ntail;
    // The type lookup cache holds unmarked pointers: it is emptied before anything is freed.
    np_type_cache_clear(vm);
    // So does the str cursor (its str may die now).
    vm->str_cursor.s = NULL;
    if (major) {
        // The remembered objects' flags are left as they are: no mark equals the new epoch.
        tail_drop(vm);
        vm->ngray = 0;
        vm->gc_epoch = (uint8_t)((vm->gc_epoch & ~NP_GC_NO_EPOCH) % NP_GC_EPOCHS + 1);
        mark_roots(vm);
        drain_gray(vm, 0);
    } else {
        mark_minor(vm);
#if NP_GC_VERIFY
        verify_minor(vm);
#endif
        reflag_remembered(vm);
        kept = vm->ngray;
    }
    sweep_intern(vm);
    sweep(vm, major, full);
    // Plus the always-traced objects the sweep promoted (remembered from now on).
    slots += remembered_slots(vm, kept, vm->ngray);
    pool_reclaim(vm);
    plan_next(vm, major, before, slots);
    vm->gc_pending = NP_GC_STRESS ? true : false;
}

void np_gc_collect(NpVM *vm) { collect(vm, false); }

void np_gc_collect_full(NpVM *vm) { collect(vm, true); }

void np_gc_free_all(NpVM *vm) {
    // The young objects, none of them in the boot arena.
    for (size_t i = 0; i < vm->nyoung; i++) free_obj(vm, vm->young[i]);
    // The old log's objects, none of them in the boot arena either.
    for (size_t i = 0; i < vm->nold; i++) free_obj(vm, vm->old[i]);
    young_release(vm);
    NpObject *o = vm->objects;
    while (o) {
        // Objects made after the boot come first in the list; once the boot's are reached, only
        // the listed owners need any work (when the list exists).
        if (vm->arena_owners && in_arena(vm, o)) break;
        NpObject *next = o->gc_next;
        // The boot arena is freed as one block below; its plain objects are just dropped (their
        // bytes are not given back one by one: the VM is going away).
        if (!(in_arena(vm, o) && owns_nothing(o))) free_obj(vm, o);
        o = next;
    }
    if (o) {
        // free_obj takes each owner off the list as it goes.
        while (vm->n_arena_owners) free_obj(vm, vm->arena_owners[vm->n_arena_owners - 1]);
    }
    vm->objects = NULL;
    pool_release(vm);
    free_buf(vm, vm->intern, vm->intern ? (vm->intern_mask + 1) * sizeof(NpStr *) : 0);
    vm->intern = NULL;
    vm->intern_n = vm->intern_mask = 0;
    free_buf(vm, vm->roots, vm->roots_cap * sizeof(NpValue));
    vm->roots = NULL;
    vm->nroots = vm->roots_cap = 0;
    free(vm->gray);
    vm->gray = NULL;
    vm->ngray = vm->gray_cap = 0;
    free(vm->tail);
    vm->tail = NULL;
    vm->ntail = vm->tail_cap = 0;
    free(vm->arena);
    vm->arena = NULL;
    vm->arena_used = vm->arena_size = 0;
}
