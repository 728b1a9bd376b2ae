/*
 * test_precomp.c - the precompiled stdlib (compiler/np_precomp.c): every stdlib/np_lib_*.py has
 * a blob in the build's table, and loading it gives exactly the protos compiling the source
 * gives (same bytecode, lines, constants, names, spans: so tracebacks inside stdlib code are
 * unchanged); a blob with a flipped byte is refused by its hash; malformed blobs (every byte
 * flipped, every truncation, trailing bytes) are rejected or loaded without a crash; a memory
 * limit hit while loading is a MemoryError. Run from the repository root (make test does).
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_compile.h"
#include "np_interp.h"
#include "np_parse.h"
#include "np_precomp.h"

static int failures;
static NpVM *vm;

#define CHECK(cond, what)                                                                         \
    do {                                                                                          \
        if (!(cond)) {                                                                            \
            failures++;                                                                           \
            printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, what);                                 \
        }                                                                                         \
    } while (0)

// Reads [path] as the build embeds it (a last line without a newline gets one); NULL on error.
static char *read_source(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)size + 2);
    size_t n = buf ? fread(buf, 1, (size_t)size, f) : 0;
    fclose(f);
    if (!buf) return NULL;
    if (n > 0 && buf[n - 1] != '\n') buf[n++] = '\n';
    buf[n] = '\0';
    *len = n;
    return buf;
}

// Compiles [src] the way stdlib/np_lib_pymod.c does when no blob matches.
static NpProto *compile(const char *src, size_t len, const char *filename) {
    NpArena arena;
    npast_arena_init(&arena, (size_t)64 << 20);
    NpSyntaxError serr;
    memset(&serr, 0, sizeof serr);
    NpModule *ast = npparse_module(&arena, src, len, filename, &serr);
    NpProto *p = ast ? npcomp_module(vm, ast, filename, &serr) : NULL;
    npast_arena_free(&arena);
    return p;
}

// True when [a] and [b] serialize to the same bytes (and both can be serialized).
static bool same_protos(NpProto *a, NpProto *b) {
    uint8_t *x = NULL, *y = NULL;
    size_t nx = 0, ny = 0;
    bool same = np_precomp_dump(vm, a, &x, &nx) && np_precomp_dump(vm, b, &y, &ny) && nx == ny &&
                memcmp(x, y, nx) == 0;
    free(x);
    free(y);
    return same;
}

// Every stdlib module source has a blob, and the blob loads to what compiling gives.
static void test_every_module(void) {
    DIR *d = opendir("stdlib");
    CHECK(d != NULL, "cannot open stdlib/ (run from the repository root)");
    if (!d) return;
    int modules = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        size_t n = strlen(de->d_name);
        if (n < 4 || strcmp(de->d_name + n - 3, ".py") != 0) continue;
        char path[512], msg[600];
        snprintf(path, sizeof path, "stdlib/%s", de->d_name);
        size_t len = 0;
        char *src = read_source(path, &len);
        CHECK(src != NULL, path);
        if (!src) continue;
        modules++;
        const NpPrecompEntry *e = np_precomp_find(src, len);
        snprintf(msg, sizeof msg, "no precompiled blob for %s", path);
        CHECK(e != NULL, msg);
        NpProto *loaded = e ? np_precomp_load(vm, e, "m.py") : NULL;
        NpProto *compiled = compile(src, len, "m.py");
        snprintf(msg, sizeof msg, "%s: the blob does not load to the compiled protos", path);
        CHECK(loaded && compiled && same_protos(loaded, compiled), msg);
        CHECK(!loaded || (loaded->filename && strcmp(loaded->filename->data, "m.py") == 0),
              "the loader gives the importer's filename");
        // A source one byte different has no blob (it would be compiled instead).
        src[len - 1] = ' ';
        CHECK(np_precomp_find(src, len) == NULL, "an edited source found a blob");
        free(src);
    }
    closedir(d);
    CHECK(modules > 10 && (size_t)modules == np_precomp_count, "one blob per stdlib/*.py");
}

// The smallest blob of the table (so the exhaustive corruption loops stay quick).
static const NpPrecompEntry *smallest(void) {
    const NpPrecompEntry *best = NULL;
    for (size_t i = 0; i < np_precomp_count; i++)
        if (!best || np_precomp_table[i].blob_len < best->blob_len) best = &np_precomp_table[i];
    return best;
}

// Corrupted blobs: a flipped byte fails the hash; without the hash, every flip, truncation and
// extension is either rejected or loads, and never crashes (make asan checks the reads).
static void test_corruption(void) {
    const NpPrecompEntry *e = smallest();
    CHECK(e != NULL, "the table is empty");
    if (!e) return;
    size_t n = e->blob_len;
    uint8_t *copy = malloc(n + 8);
    memcpy(copy, e->blob, n);
    NpPrecompEntry bad = *e;
    bad.blob = copy;
    CHECK(np_precomp_load(vm, &bad, "x.py") != NULL, "the copied blob loads");
    int refused = 0, flips = 0;
    for (size_t i = 0; i < n; i++) {
        static const uint8_t masks[] = {0x01, 0x80, 0xff};
        for (size_t m = 0; m < sizeof masks; m++) {
            copy[i] ^= masks[m];
            CHECK(np_precomp_load(vm, &bad, "x.py") == NULL, "a flipped byte passed the hash");
            CHECK(NP_IS_UNDEF(vm->exc), "a refused blob left an exception");
            refused += np_precomp_parse(vm, copy, n, "x.py") == NULL;
            np_exc_clear(vm);
            copy[i] ^= masks[m];
            flips++;
        }
        np_gc_collect(vm);
    }
    CHECK(refused > 0 && refused < flips, "structural checks refuse some flips, not all");
    for (size_t k = 0; k < n; k++)
        CHECK(np_precomp_parse(vm, copy, k, "x.py") == NULL, "a truncated blob loaded");
    memset(copy + n, 0, 8);
    CHECK(np_precomp_parse(vm, copy, n + 8, "x.py") == NULL, "a blob with trailing bytes loaded");
    CHECK(np_precomp_parse(vm, copy, n, "x.py") != NULL, "the intact blob loads");
    np_exc_clear(vm);
    free(copy);
}

// A memory limit hit while loading gives NULL with MemoryError, not a crash or a half proto.
static void test_memory_limit(void) {
    const NpPrecompEntry *big = NULL;
    for (size_t i = 0; i < np_precomp_count; i++)
        if (!big || np_precomp_table[i].blob_len > big->blob_len) big = &np_precomp_table[i];
    if (!big) return;
    NpVM *small = npvm_new();
    npvm_set_memory_limit(small, small->bytes + 64 * 1024);
    NpProto *p = np_precomp_load(small, big, "big.py");
    CHECK(p == NULL && NP_IS_EXC(small->exc), "loading past the memory limit is a MemoryError");
    npvm_free(small);
}

int main(void) {
    vm = npvm_new();
    test_every_module();
    test_corruption();
    test_memory_limit();
    npvm_free(vm);
    if (failures) printf("%d failure(s)\n", failures);
    return failures ? 1 : 0;
}
