/*
 * np_boot.c - the boot image: after the first VM of a process, a new VM's builtin types,
 * interned names, namespaces and module registry are copied from an image of a freshly booted
 * VM instead of being built again (issue 7: create + run(`1 + 1`) + destroy in <= 20 us).
 *
 * Booting a VM (vm/np_interp.c boot_build) puts everything it makes in the boot arena
 * (vm/np_gc.h): every object, every owned buffer and the module registry. So the boot state of
 * a VM is one block plus the fields of NpVM listed in NP_VM_BOOT_FIELDS. The image holds a copy
 * of that block in which every pointer into the block is replaced by its offset, the list of
 * those words, and the boot fields. Cloning is malloc + memcpy + adding the new block's address
 * to each listed word; the clone shares nothing with the image or any other VM.
 *
 * Finding the pointers exactly: the image is taken from two VMs booted one after the other (so
 * at different addresses). A word equal in both is data; a word that points into the first
 * arena in one and at the same offset of the second arena in the other is a pointer; any other
 * difference means the boot is not deterministic, and no image is made (every VM is then built
 * as the first one). The padding after each NpValue's tag is cleared in both first: struct
 * copies fill it with whatever was on the stack. The image is refused too when the boot left anything outside its arena or
 * made an object whose contents the clone could not account for (see bootable).
 *
 * Str hashes depend on the VM's seed. The image is booted with seed 0; a clone with another
 * seed hashes its strs again and re-places them in the intern table and in every dict's index
 * (entry order, hence every dict's iteration order, does not depend on the seed).
 *
 * Threads: the image is made once per process, by the first thread that creates a second VM,
 * under pthread_once, and never changes after; clones only read it. The process keeps it until
 * exit (about 80 KiB). The first VM of a process is always built directly, so a process that
 * makes one VM (the CLI) never pays for the image.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "np_interp.h"
#include "np_runtime.h"

typedef struct BootImage {
    // The template's boot arena, each word that pointed into the arena holding its offset.
    char *block;
    size_t size;
    // Word indexes (in units of uintptr_t) of [block] that hold offsets.
    uint32_t *relocs;
    size_t nrelocs;
    // The template VM after its boot; in its NP_VM_BOOT_FIELDS, pointers into the arena are
    // offsets too, at the word indexes [vm_relocs] of the struct.
    NpVM vm;
    uint32_t vm_relocs[sizeof(NpVM) / sizeof(uintptr_t)];
    size_t n_vm_relocs;
    // The str hash seed the template booted with.
    uint64_t seed;
    // Offsets in [block] of the strs whose hash is cached and of the dicts: what a clone with
    // another seed hashes again (arrays, so reseeding does not chase the object list).
    uint32_t *strs, *dicts;
    size_t nstrs, ndicts;
} BootImage;

static pthread_once_t image_once = PTHREAD_ONCE_INIT;
// The process's image, or NULL when it could not be made (set once under image_once).
static BootImage *image;
// How many VMs have been booted in this process (the first one is always built directly).
static atomic_int boots;
// NP_BOOT_AUTO, NP_BOOT_ALWAYS or NP_BOOT_NEVER (np_boot_set_mode, for tests).
static atomic_int boot_mode = NP_BOOT_AUTO;
// Set while this thread boots the image's templates, which must be built, not cloned.
static _Thread_local bool building_templates;

void np_boot_set_mode(int mode) { atomic_store(&boot_mode, mode); }

/* ---------------------------------------------------------------- word access */

// Reads and writes the pointer-sized word at [p] (memcpy keeps this free of aliasing issues;
// it compiles to a plain load or store).
static uintptr_t word_at(const void *p) {
    uintptr_t w;
    memcpy(&w, p, sizeof w);
    return w;
}

static void set_word(void *p, uintptr_t w) { memcpy(p, &w, sizeof w); }

// What the word pair (wa, wb) at the same place of templates a and b is: 0 data (equal), 1 a
// pointer into the arena (same offset in both), -1 a difference the image cannot express.
static int classify(const NpVM *a, const NpVM *b, uintptr_t wa, uintptr_t wb) {
    if (wa == wb) return 0;
    uintptr_t ba = (uintptr_t)a->arena, bb = (uintptr_t)b->arena;
    if (wa >= ba && wa <= ba + a->arena_used && wb - bb == wa - ba) return 1;
    return -1;
}

/* ---------------------------------------------------------------- making the image */

// True when every entry of dict [d] has a str key with its hash cached (the only keys whose
// hash a clone redoes: see reseed) and its tables are in the arena.
static bool dict_bootable(const NpVM *vm, NpDict *d) {
    if (d->entries && !np_in_arena(vm, d->entries)) return false;
    for (size_t i = 0; i < d->nentries; i++) {
        NpValue k = d->entries[i].key;
        if (!NP_IS_UNDEF(k) && !(NP_IS_STR(k) && (NP_OBJ(k)->flags & NP_STR_HASHED))) return false;
    }
    return true;
}

// True when object [o] of a booted VM can be cloned by copying its bytes: it lives in the
// arena and is of a kind whose buffers (if any) are there too and whose cached hashes the
// clone knows how to redo. Other kinds (lists, sets, bigints with GMP limbs, code) refuse.
static bool obj_bootable(const NpVM *vm, NpObject *o) {
    if (!np_in_arena(vm, o)) return false;
    switch ((NpObjKind)o->kind) {
    case OBJ_STR: case OBJ_TUPLE: case OBJ_NATIVE: case OBJ_TYPE: case OBJ_SINGLETON:
    case OBJ_WRAPPER: case OBJ_MODULE: return true;
    // An embedded attribute dict is not on the object list that reseeding walks.
    case OBJ_INSTANCE: return !(o->flags & NP_INST_EMBEDDED);
    case OBJ_DICT: return dict_bootable(vm, (NpDict *)o);
    case OBJ_EXCEPTION: return ((NpException *)o)->tb == NULL;
    default: return false;
    }
}

// True when booted VM [vm] keeps its whole boot state in its arena.
static bool bootable(const NpVM *vm) {
    if (!vm->arena || (vm->intern && !np_in_arena(vm, vm->intern)) ||
        (vm->roots && !np_in_arena(vm, vm->roots)) || (vm->modreg && !np_in_arena(vm, vm->modreg)))
        return false;
    for (int k = 0; k < vm->nmodreg; k++)
        if (!np_in_arena(vm, vm->modreg[k].name)) return false;
    // An object made after the arena closed (in the young log) is outside it.
    if (vm->slabs || vm->nyoung || vm->nold) return false;
    for (size_t c = 0; c <= NP_POOL_CLASSES; c++)
        if (vm->pool[c]) return false;
    for (NpObject *o = vm->objects; o; o = o->gc_next)
        if (!obj_bootable(vm, o)) return false;
    return true;
}

// Clears the padding after the tag of the NpValue at [v] (struct copies fill it with whatever
// was on the stack, which differs between two boots, notably under AddressSanitizer).
static void clear_padding(NpValue *v) {
    uint8_t tag = v->tag;
    memset(v, 0, offsetof(NpValue, u));
    v->tag = tag;
}

// Clears the padding of every NpValue in the objects of template [vm] (the kinds bootable
// admits), so that the two templates compare equal byte for byte.
static void clear_value_padding(NpVM *vm) {
    for (NpObject *o = vm->objects; o; o = o->gc_next) {
        switch ((NpObjKind)o->kind) {
        case OBJ_TUPLE:
            // (A kept hash lives in that padding, and a clone may hash strs with another seed.)
            o->flags &= (uint16_t)~NP_TUPLE_HASHED;
            for (size_t i = 0; i < ((NpTuple *)o)->n; i++) clear_padding(&((NpTuple *)o)->items[i]);
            break;
        case OBJ_DICT:
            for (size_t i = 0; i < ((NpDict *)o)->nentries; i++) {
                clear_padding(&((NpDict *)o)->entries[i].key);
                clear_padding(&((NpDict *)o)->entries[i].value);
            }
            break;
        case OBJ_NATIVE: clear_padding(&((NpNative *)o)->self); break;
        case OBJ_EXCEPTION:
            clear_padding(&((NpException *)o)->cause);
            clear_padding(&((NpException *)o)->context);
            break;
        case OBJ_WRAPPER: {
            NpWrapper *w = (NpWrapper *)o;
            clear_padding(&w->a);
            clear_padding(&w->b);
            clear_padding(&w->c);
            clear_padding(&w->d);
            break;
        }
        default: break;
        }
    }
}

// Offset and size of one NP_VM_BOOT_FIELDS field.
typedef struct FieldSpan {
    size_t off, size;
} FieldSpan;

#define NP_X_FIELD_SPAN(f) {offsetof(NpVM, f), sizeof(((NpVM *)0)->f)},
static const FieldSpan boot_fields[] = {NP_VM_BOOT_FIELDS(NP_X_FIELD_SPAN)};
#undef NP_X_FIELD_SPAN

// Records in [img] the boot fields of templates a and b: pointers into the arena become
// offsets listed in img->vm_relocs. False when a field differs in another way.
static bool capture_fields(BootImage *img, const NpVM *a, const NpVM *b) {
    img->vm = *a;
    for (size_t f = 0; f < sizeof boot_fields / sizeof boot_fields[0]; f++) {
        size_t off = boot_fields[f].off, end = off + boot_fields[f].size;
        if (off % sizeof(uintptr_t) || end % sizeof(uintptr_t)) {
            // A small field (a bool, an int) holds no pointer: it must simply be equal.
            if (memcmp((const char *)a + off, (const char *)b + off, end - off)) return false;
            continue;
        }
        for (; off < end; off += sizeof(uintptr_t)) {
            uintptr_t wa = word_at((const char *)a + off);
            int k = classify(a, b, wa, word_at((const char *)b + off));
            if (k < 0) return false;
            if (k) {
                set_word((char *)&img->vm + off, wa - (uintptr_t)a->arena);
                img->vm_relocs[img->n_vm_relocs++] = (uint32_t)(off / sizeof(uintptr_t));
            }
        }
    }
    return true;
}

// Records in [img] the arena of templates a and b (pointers into it become offsets listed in
// img->relocs). False when the arenas differ in another way or memory runs out.
static bool capture_arena(BootImage *img, const NpVM *a, const NpVM *b) {
    size_t n = a->arena_used / sizeof(uintptr_t);
    img->size = a->arena_used;
    img->block = malloc(img->size);
    img->relocs = malloc(n * sizeof(uint32_t));
    if (!img->block || !img->relocs) return false;
    for (size_t i = 0; i < n; i++) {
        size_t off = i * sizeof(uintptr_t);
        uintptr_t wa = word_at(a->arena + off);
        int k = classify(a, b, wa, word_at(b->arena + off));
        if (k < 0) return false;
        set_word(img->block + off, k ? wa - (uintptr_t)a->arena : wa);
        if (k) img->relocs[img->nrelocs++] = (uint32_t)i;
    }
    uint32_t *fit = realloc(img->relocs, (img->nrelocs ? img->nrelocs : 1) * sizeof(uint32_t));
    if (fit) img->relocs = fit;
    return true;
}

// Records in [img] where template [a]'s hashed strs and its dicts are. False when out of memory.
static bool capture_hashed(BootImage *img, const NpVM *a) {
    size_t n = 0;
    for (NpObject *o = a->objects; o; o = o->gc_next) n++;
    img->strs = malloc((n ? n : 1) * sizeof(uint32_t));
    img->dicts = malloc((n ? n : 1) * sizeof(uint32_t));
    if (!img->strs || !img->dicts) return false;
    for (NpObject *o = a->objects; o; o = o->gc_next) {
        uint32_t off = (uint32_t)((char *)o - a->arena);
        if (o->kind == OBJ_STR && (o->flags & NP_STR_HASHED)) img->strs[img->nstrs++] = off;
        if (o->kind == OBJ_DICT) img->dicts[img->ndicts++] = off;
    }
    return true;
}

// Frees an image (only one that failed to be made: the process's image lives until exit).
static void image_free(BootImage *img) {
    if (!img) return;
    free(img->block);
    free(img->relocs);
    free(img->strs);
    free(img->dicts);
    free(img);
}

// The image of templates a and b (two VMs booted the same way), or NULL when they are not
// bootable, differ, or memory runs out.
static BootImage *capture(NpVM *a, NpVM *b) {
    if (!bootable(a) || !bootable(b)) return NULL;
    clear_value_padding(a);
    clear_value_padding(b);
    if (a->arena_used != b->arena_used ||
        a->arena_used % sizeof(uintptr_t) || a->arena_used / sizeof(uintptr_t) > UINT32_MAX ||
        a->hash_seed != b->hash_seed)
        return NULL;
    BootImage *img = calloc(1, sizeof *img);
    if (!img) return NULL;
    img->seed = a->hash_seed;
    if (!capture_fields(img, a, b) || !capture_arena(img, a, b) || !capture_hashed(img, a)) {
        image_free(img);
        return NULL;
    }
    return img;
}

// Makes the process's image (run once, under image_once) from two templates booted with the
// default policy (its hash seed is fixed: NP_DEFAULT_HASH_SEED).
static void make_image(void) {
    building_templates = true;
    NpVM *a = npvm_new(), *b = npvm_new();
    building_templates = false;
    if (a && b) image = capture(a, b);
    npvm_free(a);
    npvm_free(b);
}

/* ---------------------------------------------------------------- cloning */

// Hashes a clone's strs with its own seed: the `type` type carries the seed (np_str_hash reads
// it there), the strs the image lists are hashed again, the intern table re-places them, and
// every dict's entries take their keys' new hashes and are re-placed in its index.
static void reseed(NpVM *vm, const BootImage *img) {
    ((NpTypeType *)vm->types[NP_TYPE_TYPE])->str_hash_seed = vm->hash_seed;
    if (vm->intern) memset(vm->intern, 0, (vm->intern_mask + 1) * sizeof(NpStr *));
    for (size_t i = 0; i < img->nstrs; i++) {
        NpStr *s = (NpStr *)(vm->arena + img->strs[i]);
        s->hdr.flags &= (uint16_t)~NP_STR_HASHED;
        np_str_hash(s);
        if (s->hdr.flags & NP_STR_INTERNED) np_intern_put(vm, s);
    }
    for (size_t i = 0; i < img->ndicts; i++) {
        NpDict *d = (NpDict *)(vm->arena + img->dicts[i]);
        for (size_t k = 0; k < d->nentries; k++) {
            NpValue key = d->entries[k].key;
            // Every key was hashed when inserted, so the loop above has hashed it again.
            if (!NP_IS_UNDEF(key)) d->entries[k].hash = NP_AS_STR(key)->hash;
        }
        np_dict_reindex(d);
    }
}

// Gives [vm] (set up up to its boot: policy, seed, limits, frames) the boot state of [img].
static bool clone_image(NpVM *vm, const BootImage *img) {
    char *block = malloc(img->size);
    if (!block) return false;
    memcpy(block, img->block, img->size);
    uintptr_t base = (uintptr_t)block;
    const uint32_t *relocs = img->relocs;
    for (size_t i = 0, n = img->nrelocs; i < n; i++) {
        char *p = block + (size_t)relocs[i] * sizeof(uintptr_t);
        set_word(p, word_at(p) + base);
    }
#define NP_X_COPY_FIELD(f) memcpy(&vm->f, &img->vm.f, sizeof vm->f);
    NP_VM_BOOT_FIELDS(NP_X_COPY_FIELD)
#undef NP_X_COPY_FIELD
    for (size_t i = 0; i < img->n_vm_relocs; i++) {
        char *p = (char *)vm + (size_t)img->vm_relocs[i] * sizeof(uintptr_t);
        set_word(p, word_at(p) + base);
    }
    vm->arena = block;
    vm->arena_used = vm->arena_size = img->size;
    if (vm->hash_seed != img->seed) reseed(vm, img);
    return true;
}

bool np_boot(NpVM *vm, bool (*build)(NpVM *vm)) {
    int mode = atomic_load(&boot_mode);
    if (building_templates || mode == NP_BOOT_NEVER ||
        (atomic_fetch_add(&boots, 1) == 0 && mode != NP_BOOT_ALWAYS))
        return build(vm);
    pthread_once(&image_once, make_image);
    return image ? clone_image(vm, image) : build(vm);
}

bool np_boot_image_ready(void) { return image != NULL; }
