/*
 * np_gc.h - the invariants of Nearly's heap and garbage collector (vm/np_gc.c).
 *
 * The functions themselves are declared in np_runtime.h; this header states the rules every
 * engineer who allocates, stores or frees heap objects must follow (Lua's lgc.h style).
 */
#ifndef NP_VM_GC_H
#define NP_VM_GC_H

/*
** ================================================================ the collector
**
** Nearly uses a precise, stop-the-world, non-moving mark-sweep collector.
**
** - Every heap object is made by np_alloc_obj, which records its size in hdr.charged and appends
**   it to the young log (vm->young, an array): the objects made since the last collection. The
**   old objects are the survivors of a collection, appended to the old log (vm->old, an array in
**   allocation order, mem18), and the boot's objects, on vm->objects, a singly linked list
**   through NpObject.gc_next (so is any survivor the old log had no room for).
** - A collection (np_gc_collect) marks everything reachable from the roots, using the gray work
**   list vm->gray (an object is "gray" while it sits on that list: marked but its children not
**   yet marked; "black" once traced; "white" = unmarked). It then sweeps the young log and,
**   when due, vm->objects, freeing every white object.
** - The MARK is generational too (gen16, session 16). Marks are epochs: a major collection
**   takes the next vm->gc_epoch (1..127, cycling), marks everything reachable from the roots and
**   sweeps every object; between collections every old object's hdr.marked is that epoch, so
**   an old object counts as marked. A minor collection keeps the epoch: it marks from the
**   roots and the remembered list but stops at old objects (they are marked), so old data that
**   did not change is not traced again; it sweeps the young log only, and the young survivors
**   get the epoch (they are old now). A major collection comes before the first collection,
**   when the heap (the old generation, after a minor one) grew by half since the last major
**   one, once as much was allocated since it as NP_GC_MINORS collections at the pause below
**   would allow, near the memory limit, or when np_gc_collect_full asks (np_gc.c plan_next,
**   collect). Old objects
**   that died wait for the next major collection (a dead old object is unreachable, so nothing
**   reads it; it may hold pointers to freed young objects, which nothing follows).
** - THE WRITE BARRIER (every engineer's rule): C code that stores a reference into an existing
**   object that may be old (a list's items, a dict's entries, a set's table, a tuple's items)
**   calls np_gc_barrier(vm, holder) (np_runtime.h) next to the store, with no safe point
**   between them. An old holder not yet remembered (hdr.marked == vm->gc_epoch) gets
**   NP_GC_REMEMBERED in its mark and goes on the remembered list (the gray array, empty between
**   collections), and the next minor collection traces it. The shared store helpers do it
**   (np_list_append, np_list_insert, np_dict_set and every np_dict.c insertion or overwrite,
**   np_set_add and the np_set.c insertions, np_set_take_table), so do the interpreter's raw
**   stores (LISTAPPEND, the list SETITEM fast path, SETGLOBAL's cached store, the instance
**   attribute cache's dict store, SETATTRSLOT and every store into a shaped instance's value
**   array: np_inst_shape_store, slot_append; C code writing through a pointer into an
**   instance's attributes calls np_inst_barrier, np_interp.h). An append (a store at index n
**   of a list, n then growing: np_list_append, LISTAPPEND) calls np_gc_barrier_append(vm, list,
**   value) instead (gc20): a young value appended to an old list goes in the append log
**   (vm->tail) and the list on the remembered list flagged NP_LIST_TAIL, its mark left at the
**   epoch so every later barrier on it takes the slow path; the next minor collection marks
**   the logged objects and not the list's items. Moving items within the list afterwards is
**   safe (the log holds the objects, not positions); any other store's np_gc_barrier clears
**   NP_LIST_TAIL and the list is traced whole. A new entry of a dict (np_dict.c insert_new,
**   insert_at) or a new key of a set (np_set.c insert_unused, store_new) calls
**   np_gc_barrier_insert(vm, d, key, value) / np_gc_barrier_add(vm, s, key) the same way
**   (mem21): the young key and value are logged and the holder flagged NP_DICT_TAIL /
**   NP_SET_TAIL (never an instance's embedded dict: that one is remembered plainly); moving
**   entries afterwards (a resize, a deletion) needs nothing, an overwrite's np_gc_barrier
**   clears the flag. A log longer than the young objects plus
**   NP_TAIL_SLACK is given up (np_gc.c tail_overflow: the lists are traced whole); a major
**   collection drops the flags with the remembered list. No barrier is needed for a store into an object made since
**   the last safe point (nothing can have collected it into old), nor for moving values
**   already in the holder (sort, reverse, swaps, deletions), nor for a store of an int, float,
**   bool or None. A store into a fresh container between calls into Python code needs it after
**   each call, unless the container is rooted with np_push_root (minor collections trace
**   rooted objects whole: np_gc.c trace_c_roots) — zip's tuple, a sort's key snapshot and
**   dataclass repr parts do both. A missed barrier is a use after free that few inputs reach:
**   the GC-stress build runs a verifier (NP_GC_VERIFY, np_gc.c verify_minor) that, after each
**   minor collection's mark, marks everything again and aborts naming the holder of any
**   reachable object the minor marking missed; `make test-gcstress` runs it over tests/lang.
** - Only tuples, lists, dicts, sets, instances of user classes (bar17, session 17), objects
**   holding no references, and objects of user subclasses of those layouts (whose own
**   attribute dict slot and defaultdict's default_factory are stored with the barrier) rely
**   on the barrier (np_gc.c NP_AUDITED_KINDS). An instance's
**   embedded attribute dict (NP_INST_EMBEDDED) is no heap object, but its hdr.marked mirrors
**   its instance's (np_gc.c trace_instance copies it), so np_dict.c's barriers on it reach
**   the instance (np_gc_remember). Every other kind (functions, cells, generators, iterators,
**   wrappers, exceptions, types, modules, protos, natives, bound methods, slices) is
**   "always traced": it stays on the
**   remembered list from its promotion to the next major collection, so stores into it need
**   no barrier. A new kind joins the audited ones only after every store site into it has the
**   barrier.
** - Only the weak intern table can hand out an object the last marking did not reach (strs
**   are leaves): an old str is marked, so minor collections never delete it from the table.
** - The SWEEP of the young log reads its pointers in order, prefetching the objects' headers
**   ahead (a linked list was a serial cache miss per object), appends the survivors to the old
**   log and empties the young one; the old objects are swept by major collections only, the
**   old log the same way (prefetched, packed in place), then the boot's list.
**   np_gc_collect_full is a major collection. Programs with a big live heap neither walk nor
**   re-trace it at every collection.
** - While the boot arena is open, and when the log cannot grow (malloc fails), a new object goes
**   straight onto vm->objects (np_gc.c link_old): vm/np_boot.c reads the boot's objects there.
**   The log lives outside the accounting, like the gray list, bounded by the live young objects
**   (np_gc.c young_resize); from 1 MiB on it is mapped by the VM and resized with mremap, so a
**   big log is not copied into fresh pages at each doubling (np_gc.c young_remap).
** - Roots are: vm->roots (np_push_root), vm->types[], vm->not_implemented, vm->ellipsis,
**   vm->memory_error, vm->builtins, vm->modules, vm->main_globals, vm->exc, and whatever
**   npvm_mark_roots (np_interp.c) marks: the register stack up to stack_top and the frames.
** - The intern table is WEAK: it does not keep strings alive. Before the sweep, every unmarked
**   string is deleted from the table (backward-shift deletion, so the table never holds
**   tombstones). An interned string that is still referenced stays interned.
** - Every object's type pointer (hdr.type) is traced, so a user class lives as long as any of
**   its instances.
**
** ================================================================ when collection happens
**
** ALLOCATION NEVER COLLECTS. np_alloc_obj / np_mem_realloc only set vm->gc_pending when
** vm->bytes passes vm->next_gc; the interpreter calls np_gc_collect at its safe points (between
** instructions, when every live value is in a register, a frame or a root). Consequences:
**   1. C code may keep unrooted object pointers in C locals across any number of allocations.
**   2. C code must root values (np_push_root ... np_pop_roots) across any call that can run
**      Python code (np_call, np_eq/np_lt/np_hash/np_repr on instances, ...), because the nested
**      interpreter loop has safe points. np_list_sort, dict and set lookups do this themselves.
**   3. After a collection, next_gc = max(NP_GC_INITIAL_THRESHOLD, 2 * live bytes) (3 * live
**      bytes above NP_GC_BIG_HEAP live bytes: the pause), capped at
**      halfway from the live bytes to the memory limit (with at least NP_GC_MIN_GAP of room), so
**      garbage is collected before it alone could push a run into MemoryError; and at most the
**      live bytes plus the nursery (np_gc.c nursery_bytes: NP_GC_NURSERY, live / 4, or 256
**      bytes per reference held by the remembered objects, whichever is most; that last share
**      only 64 bytes per reference past the slabs' spare bytes: NP_GC_FRESH_WEIGHT, mem19), so a
**      big heap's young objects reuse the pool's cache-warm blocks instead of fresh pages (gc17).
**   With NP_GC_STRESS set, gc_pending is always true, so the interpreter collects at every safe
**   point.
**
** ================================================================ memory accounting
**
** vm->bytes is exact: it is the sum of hdr.charged over all live objects plus the sizes of their
** owned C buffers plus the VM's own tables (intern table, root stack) and any np_mem_charge'd
** bytes. Anything that would push it past vm->mem_limit fails with MemoryError (np_raise_nomem,
** which never allocates) BEFORE anything is allocated. Sizes are checked before GMP operations
** too (np_int.c estimates result sizes), since GMP aborts the process on allocation failure.
**
** Owned buffers are allocated with np_mem_realloc and their sizes are NOT stored: the sweep
** recomputes them from the object's fields. So each kind must charge exactly these sizes:
**   list:      items     = cap * sizeof(NpValue)
**   dict:      index     = (mask + 1) * sizeof(int32_t)  (when index != NULL)
**              entries   = cap * sizeof(NpDictEntry)
**   set:       table     = (mask + 1) * sizeof(NpSetEntry)
**   exception: tb        = tbcap * sizeof(NpTraceEntry)
**   proto:     code      = ncode * sizeof(uint32_t)      lines    = ncode * sizeof(int32_t)
**              consts    = nconsts * sizeof(NpValue)     handlers = nhandlers * sizeof(NpHandlerEntry)
**              regnames  = nregs * sizeof(NpStr *)       cellregs = ncells bytes
**              freesrc   = nfree bytes                   freedst  = nfree bytes
**   (the compiler must shrink its growable arrays to these exact sizes before publishing a proto)
**   bigint:    limbs inline after the struct (np_bigint_limb_inline) are part of hdr.charged;
**              GMP-allocated limbs are charged apart, _mp_alloc * sizeof(mp_limb_t) bytes, when
**              the NpBigInt is made (bigints are immutable), and free_obj uncharges them and
**              mpz_clear releases them (so hdr.charged is the object's size: bigints are pooled).
** A single object (header + inline data) may not exceed UINT32_MAX bytes (hdr.charged's range).
** Uncharging saturates at zero, so a mistake in some kind's accounting cannot wrap vm->bytes.
*/

/*
** ================================================================ boot arena
**
** npvm_new makes its ~850 builtin objects (types, their names, methods, MRO tuples) from one
** malloc'd block (np_arena_open .. np_arena_close, NP_BOOT_ARENA_BYTES) instead of one calloc
** each. Arena objects are charged (hdr.charged) and collected like any other; the sweep only
** skips free() for them, and np_gc_free_all frees the block. While the arena is open, owned
** buffers (dict tables, the intern table) come from it too (np_mem_realloc), and so do the
** module registry's table and names (np_arena_raw), so the whole boot state is one block that
** vm/np_boot.c can copy. A buffer in the arena (np_in_arena) is never passed to free or
** realloc: when it grows after the boot it is copied out to malloc, when freed it is dropped.
**
** ================================================================ small-object pool
**
** An instance made by np_instance_new embeds its attribute dict (NP_INST_EMBEDDED, np_object.h):
** that dict is no object of its own (not on vm->objects, never marked or swept); the
** instance's trace marks its entries and freeing the instance frees its out-of-line tables.
**
** Instances, dicts, bound methods, wrappers, cells, strs, tuples, list and set headers (a list's
** item array and a set's table are separate buffers: np_items_resize takes those, and dict
** tables, from the same free lists when they fit a class), slices, iterators, ranges,
** generators and functions of at most
** NP_POOL_CLASSES * 16 bytes are allocated at their 16-byte class size and, when swept, pushed on
** vm->pool[class] instead of free()d; np_alloc_obj takes from there first (zeroing [size] bytes). These kinds never change
** size, so hdr.charged is the size to file them under. Pooled blocks are uncharged like freed
** ones (the memory limit counts live objects); the process keeps them, bounded by the peak.
** List item arrays and dict tables of those sizes come from the same free lists (np_items_resize,
** np_items_free: every resize and free of such a buffer must go through them), and the sweep
** gives a dead list's, dict's or instance's pooled buffer back inline (np_gc.c sweep_buffer).
** Blocks are carved from 4 KiB slabs (vm->slabs), so a pool miss costs no calloc; np_gc_free_all
** frees the slabs. Once a VM's slabs hold NP_SLAB_MAP_AT bytes, new slabs come from 8 MiB chunks
** the VM maps itself, 2 MiB-aligned and advised as transparent huge pages (np_gc.c chunk_map):
** a big heap faults in 2 MiB at a time. A mapped slab is never freed alone (pool_reclaim keeps
** an idle one on a spare list for the next slab of its size); np_gc_free_all unmaps the chunks.
** Off under AddressSanitizer, so use-after-free stays visible.
*/

#endif
