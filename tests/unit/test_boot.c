/*
 * test_boot.c - unit tests of the boot image (vm/np_boot.c): a VM cloned from the image must be
 * the same, field by field and byte by byte, as a VM built from scratch (so a field the boot
 * sets but NP_VM_BOOT_FIELDS does not list fails here), must hash with its own seed, must run
 * programs exactly as a built VM does, and VMs must boot concurrently from several threads
 * while the image is being made.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nearly.h"
#include "np_interp.h"
#include "np_policy.h"
#include "capture.h"

static int failures;

#define CHECK(cond, what)                                                                         \
    do {                                                                                          \
        if (!(cond)) {                                                                            \
            failures++;                                                                           \
            printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, what);                                 \
        }                                                                                         \
    } while (0)

// A program whose output depends on str hashes (set order, hash()), on method and builtin
// lookups through the boot dicts, on imports through the module registry and on exceptions.
static const char PROG[] =
    "s = {'append', 'len', 'zebra', 'x', 'abc', 'print', '__init__', 'keys', 'items'}\n"
    "print(s)\n"
    "print(hash('append') == hash('app' + 'end'), hash('len'))\n"
    "d = {}\n"
    "for w in ['len', 'append', 'keys']:\n"
    "    d[w] = len(w)\n"
    "print(d, len('abc'), 'a,b'.split(','), str.upper('q'), [1, 2].index(2))\n"
    "import math, collections\n"
    "print(math.floor(2.5), collections.Counter('abca').most_common(1))\n"
    "try:\n"
    "    int('x')\n"
    "except ValueError as e:\n"
    "    print(type(e).__name__, e)\n"
    "class C:\n"
    "    def __init__(self):\n"
    "        self.v = 3\n"
    "print(C().v, {1, 2, 'a'} - {'a'}, frozenset(['q']) | {'r'} == {'q', 'r'})\n";

// Runs PROG in a new VM booted the way [mode] says, with hash seed [seed]; its output goes to
// [out]. False when the run fails.
static bool run_prog(int mode, uint64_t seed, Capture *out) {
    np_boot_set_mode(mode);
    NearlyPolicy *p = nearly_policy_default();
    nearly_policy_set_hash_seed(p, seed);
    NearlyVM *vm = nearly_vm_new_with_policy(p);
    nearly_policy_free(p);
    if (!vm) return false;
    capture_reset(out);
    nearly_set_output(vm, capture, capture, out);
    bool ok = nearly_run(vm, PROG, sizeof PROG - 1, "<boot>") == NEARLY_OK;
    nearly_vm_free(vm);
    return ok;
}

/* ---------------------------------------------------------------- threads */

// What each thread checks: VMs made, run and freed concurrently print what one built alone
// printed under the same seed.
typedef struct Job {
    const char *want;
    int bad;
} Job;

static void *thread_main(void *arg) {
    Job *job = arg;
    for (int i = 0; i < 40; i++) {
        NearlyPolicy *p = nearly_policy_default();
        nearly_policy_set_hash_seed(p, 99);
        NearlyVM *vm = nearly_vm_new_with_policy(p);
        nearly_policy_free(p);
        Capture out = {.len = 0};
        if (!vm) {
            job->bad++;
            continue;
        }
        nearly_set_output(vm, capture, capture, &out);
        if (nearly_run(vm, PROG, sizeof PROG - 1, "<boot>") != NEARLY_OK ||
            strcmp(out.buf, job->want) != 0)
            job->bad++;
        nearly_vm_free(vm);
    }
    return NULL;
}

// Four threads boot VMs at once, starting before the process has an image (so they race to
// make it), each checking every output against a VM built without the image.
static void test_threads(void) {
    static Capture want;
    CHECK(!np_boot_image_ready(), "no image before the second VM");
    CHECK(run_prog(NP_BOOT_NEVER, 99, &want), "built VM runs");
    np_boot_set_mode(NP_BOOT_AUTO);
    pthread_t th[4];
    Job jobs[4];
    for (int i = 0; i < 4; i++) {
        jobs[i] = (Job){want.buf, 0};
        CHECK(pthread_create(&th[i], NULL, thread_main, &jobs[i]) == 0, "thread starts");
    }
    for (int i = 0; i < 4; i++) {
        pthread_join(th[i], NULL);
        CHECK(jobs[i].bad == 0, "every VM of a thread prints what a built VM prints");
    }
    CHECK(np_boot_image_ready(), "the image was made");
}

/* ---------------------------------------------------------------- same output */

// Built and cloned VMs print the same under the image's seed (0) and under other seeds; two
// seeds give different hashes, so a clone really hashes with its own seed.
static void test_same_output(void) {
    static Capture built, cloned, other;
    uint64_t seeds[] = {0, 1, 12345, 0xdeadbeefcafef00dULL};
    for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
        CHECK(run_prog(NP_BOOT_NEVER, seeds[i], &built), "built VM runs");
        CHECK(run_prog(NP_BOOT_ALWAYS, seeds[i], &cloned), "cloned VM runs");
        CHECK(strcmp(built.buf, cloned.buf) == 0, "a clone prints what a built VM prints");
        if (strcmp(built.buf, cloned.buf) != 0)
            printf("built:\n%s\ncloned:\n%s\n", built.buf, cloned.buf);
    }
    CHECK(run_prog(NP_BOOT_ALWAYS, 2, &other), "clone with seed 2 runs");
    CHECK(run_prog(NP_BOOT_ALWAYS, 3, &cloned), "clone with seed 3 runs");
    CHECK(strcmp(other.buf, cloned.buf) != 0, "clones with two seeds hash differently");
}

/* ---------------------------------------------------------------- field by field */

// True when words [wa] of built VM [a] and [wb] of cloned VM [b] agree: equal, or pointing at
// the same offset of their own boot arenas.
static bool same_word(const NpVM *a, const NpVM *b, uintptr_t wa, uintptr_t wb) {
    uintptr_t ba = (uintptr_t)a->arena, bb = (uintptr_t)b->arena;
    if (wa == wb) return true;
    return wa >= ba && wa <= ba + a->arena_used && wb >= bb && wb - bb == wa - ba;
}

// True when word offset [off] of NpVM lies in a field that is each VM's own allocation.
static bool own_field(size_t off) {
    size_t w = sizeof(uintptr_t);
    return (off >= offsetof(NpVM, policy) && off < offsetof(NpVM, policy) + w) ||
           (off >= offsetof(NpVM, frames) && off < offsetof(NpVM, frames) + w);
}

// Marks in [tagw] (one byte per arena word of [vm]) the words that hold an NpValue's tag: only
// their low byte is data, the rest is padding that struct copies fill with whatever was on the
// stack, so two boots may differ there.
static void mark_value(const NpVM *vm, uint8_t *tagw, const NpValue *v) {
    if (np_in_arena(vm, v)) tagw[((const char *)v - vm->arena) / sizeof(uintptr_t)] = 1;
}

static void mark_tag_words(const NpVM *vm, uint8_t *tagw) {
    for (NpObject *o = vm->objects; o; o = o->gc_next) {
        switch ((NpObjKind)o->kind) {
        case OBJ_TUPLE:
            for (size_t i = 0; i < ((NpTuple *)o)->n; i++) mark_value(vm, tagw, &((NpTuple *)o)->items[i]);
            break;
        case OBJ_DICT:
            for (size_t i = 0; i < ((NpDict *)o)->cap; i++) {
                mark_value(vm, tagw, &((NpDict *)o)->entries[i].key);
                mark_value(vm, tagw, &((NpDict *)o)->entries[i].value);
            }
            break;
        case OBJ_NATIVE: mark_value(vm, tagw, &((NpNative *)o)->self); break;
        case OBJ_EXCEPTION:
            mark_value(vm, tagw, &((NpException *)o)->cause);
            mark_value(vm, tagw, &((NpException *)o)->context);
            break;
        case OBJ_WRAPPER:
            mark_value(vm, tagw, &((NpWrapper *)o)->a);
            mark_value(vm, tagw, &((NpWrapper *)o)->b);
            mark_value(vm, tagw, &((NpWrapper *)o)->c);
            mark_value(vm, tagw, &((NpWrapper *)o)->d);
            break;
        default: break;
        }
    }
}

// Compares built VM [a] with cloned VM [b]: every NpVM word and every arena word (outside the
// intern table when [skip_intern], whose slots depend on insertion order). Returns the
// number of differences (printing the first few).
static int compare_vms(const NpVM *a, const NpVM *b, bool skip_intern) {
    int diffs = 0;
    for (size_t off = 0; off + sizeof(uintptr_t) <= sizeof(NpVM); off += sizeof(uintptr_t)) {
        uintptr_t wa, wb;
        memcpy(&wa, (const char *)a + off, sizeof wa);
        memcpy(&wb, (const char *)b + off, sizeof wb);
        if (!own_field(off) && !same_word(a, b, wa, wb) && diffs++ < 5)
            printf("NpVM differs at offset %zu\n", off);
    }
    if (a->arena_used != b->arena_used) return diffs + 1;
    uint8_t *tagw = calloc(a->arena_used / sizeof(uintptr_t) + 1, 1);
    if (!tagw) return diffs + 1;
    mark_tag_words(a, tagw);
    size_t ilo = (size_t)((char *)a->intern - a->arena);
    size_t ihi = ilo + (a->intern_mask + 1) * sizeof(NpStr *);
    for (size_t off = 0; off < a->arena_used; off += sizeof(uintptr_t)) {
        if (skip_intern && off >= ilo && off < ihi) continue;
        uintptr_t wa, wb;
        memcpy(&wa, a->arena + off, sizeof wa);
        memcpy(&wb, b->arena + off, sizeof wb);
        if (tagw[off / sizeof(uintptr_t)]) wa &= 0xff, wb &= 0xff;
        if (!same_word(a, b, wa, wb) && diffs++ < 5) printf("arena differs at offset %zu: %lx %lx\n", off, (unsigned long)wa, (unsigned long)wb);
    }
    free(tagw);
    return diffs;
}

// A VM with hash seed [seed] booted the way [mode] says.
static NpVM *boot_vm(int mode, uint64_t seed) {
    np_boot_set_mode(mode);
    NpPolicy *p = np_policy_default();
    p->hash_seed = seed;
    p->has_hash_seed = true;
    NpVM *vm = npvm_new_with_policy(p);
    np_policy_free(p);
    return vm;
}

static void test_fields(void) {
    uint64_t seeds[] = {0, 77};
    for (int i = 0; i < 2; i++) {
        NpVM *a = boot_vm(NP_BOOT_NEVER, seeds[i]), *b = boot_vm(NP_BOOT_ALWAYS, seeds[i]);
        CHECK(a && b, "VMs boot");
        if (!a || !b) continue;
        CHECK(compare_vms(a, b, seeds[i] != 0) == 0,
              "a cloned VM equals a built one (NP_VM_BOOT_FIELDS lists every boot field)");
        // Every interned name of the built VM is interned in the clone, at the same offset.
        for (size_t k = 0; k <= a->intern_mask; k++) {
            NpStr *s = a->intern[k];
            if (!s) continue;
            NpStr *t = np_intern(b, s->data, s->len);
            CHECK(t && (char *)t - b->arena == (char *)s - a->arena, "interned names agree");
        }
        npvm_free(a);
        npvm_free(b);
    }
}

int main(void) {
    test_threads();
    test_same_output();
    test_fields();
    np_boot_set_mode(NP_BOOT_AUTO);
    if (failures) {
        printf("%d failure(s)\n", failures);
        return 1;
    }
    printf("test_boot: ok\n");
    return 0;
}
