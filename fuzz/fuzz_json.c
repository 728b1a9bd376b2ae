/*
 * fuzz_json.c - libFuzzer harness for the json module's decoder (stdlib/np_lib_json.c).
 *
 * Each input that is valid UTF-8 is passed to json.loads inside one VM with a 16 MiB memory
 * limit; a successful result is re-encoded with json.dumps (and with indent/sort_keys) and
 * decoded again. Any exception is fine; a crash, a sanitizer report or a leak is a bug.
 *
 * Build with libFuzzer (from the repo root, after `make`):
 *   clang -fsanitize=fuzzer,address,undefined -DNP_CORE -D_GNU_SOURCE -DNP_LIBFUZZER \
 *     -Iinclude -Ilexer -Iparser -Icompiler -Ivm -Istdlib -Ibuild/gen -O1 -g \
 *     -o build/fuzz_json fuzz/fuzz_json.c $SRCS build/gen/np_lex.c build/gen/np_grammar.c \
 *     -lgmp -lxxhash -lutf8proc -lpcre2-8 -lm
 * where SRCS lists every .c file of lexer/, parser/, compiler/, vm/ and stdlib/.
 *   build/fuzz_json -max_total_time=60 -max_len=4096
 * Without -DNP_LIBFUZZER (and without -fsanitize=fuzzer) the same file builds a program that
 * replays the files named on its command line: build/fuzz_json_replay crash-file...
 */
#include <stdio.h>
#include <stdlib.h>

#include "np_interp.h"
#include "np_runtime.h"

// The VM shared by all inputs of one fuzzing process (collected after every input).
static NpVM *fuzz_vm;

// Calls json.<fn>(arg) with keyword arguments [kw] (names) and [kwv] (values).
static bool call_json(NpVM *vm, NpValue mod, const char *fn, NpValue arg, NpValue *out,
                      int nkw, const char *const *kw, const NpValue *kwv) {
    NpStr *name = np_intern_cstr(vm, fn);
    NpValue f;
    if (!name || !np_getattr(vm, mod, name, &f)) return false;
    NpValue argv[4];
    argv[0] = arg;
    NpTuple *kwnames = NULL;
    if (nkw > 0) {
        kwnames = np_tuple_new(vm, (size_t)nkw);
        if (!kwnames) return false;
        for (int i = 0; i < nkw; i++) {
            NpStr *k = np_intern_cstr(vm, kw[i]);
            if (!k) return false;
            kwnames->items[i] = np_obj(&k->hdr);
            argv[1 + i] = kwv[i];
        }
    }
    return np_call(vm, f, 1 + nkw, argv, kwnames, out);
}

// Decodes [data], and on success re-encodes and decodes the result again.
static void fuzz_one(NpVM *vm, const char *data, size_t size) {
    if (!np_utf8_valid(data, size)) return;
    NpValue mod, v, s, v2;
    NpStr *name = np_intern_cstr(vm, "json");
    NpStr *doc = np_str_new(vm, data, size);
    if (!name || !doc || !np_import(vm, name, &mod)) goto out;
    if (!call_json(vm, mod, "loads", np_obj(&doc->hdr), &v, 0, NULL, NULL)) goto out;
    if (!call_json(vm, mod, "dumps", v, &s, 0, NULL, NULL)) goto out;
    if (!call_json(vm, mod, "loads", s, &v2, 0, NULL, NULL)) {
        fprintf(stderr, "fuzz_json: dumps output does not decode: %s\n", NP_AS_STR(s)->data);
        abort();
    }
    static const char *const kw[] = {"indent", "sort_keys", "ensure_ascii"};
    NpValue kwv[3] = {np_int(2), np_bool(true), np_bool(false)};
    if (!call_json(vm, mod, "dumps", v, &s, 3, kw, kwv)) goto out;
    if (!call_json(vm, mod, "loads", s, &v2, 0, NULL, NULL)) {
        fprintf(stderr, "fuzz_json: indented dumps output does not decode\n");
        abort();
    }
out:
    np_exc_clear(vm);
    np_gc_collect(vm);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!fuzz_vm) {
        fuzz_vm = npvm_new();
        if (!fuzz_vm) abort();
        npvm_set_memory_limit(fuzz_vm, (size_t)16 << 20);
    }
    npvm_set_budget(fuzz_vm, 100000000);
    fuzz_one(fuzz_vm, (const char *)data, size);
    return 0;
}

#ifndef NP_LIBFUZZER
// Replays each file named on the command line through the harness.
int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) {
            perror(argv[i]);
            return 1;
        }
        static uint8_t buf[1 << 20];
        size_t n = fread(buf, 1, sizeof buf, f);
        fclose(f);
        LLVMFuzzerTestOneInput(buf, n);
        printf("%s: ok\n", argv[i]);
    }
    if (fuzz_vm) npvm_free(fuzz_vm);
    return 0;
}
#endif
