/*
 * fuzz_format.c - libFuzzer harness for the format-spec mini-language (np_format, vm/np_format.c),
 * printf-style `str % args` (np_str_percent) and str.format's replacement-field parser
 * (stdlib/np_lib_strfmt.c).
 *
 * Input layout: byte 0 picks the operation, byte 1 picks the value(s), the rest (valid UTF-8) is
 * the format spec or format string:
 *   op % 4 == 0  format(value, spec) for the value table below (ints, big ints, floats, str, bool)
 *   op % 4 == 1  spec % (int, float, str, big int)
 *   op % 4 == 2  spec % {'a': int, 'b': str, 'c': float}
 *   op % 4 == 3  spec.format(int, float, str, [list], {'k': v}, a=..., b=...)
 * Any exception (ValueError, TypeError, KeyError, IndexError, MemoryError...) is fine; a crash,
 * a sanitizer report or a hang is a bug. One VM with a 16 MiB limit serves all inputs.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "np_interp.h"
#include "np_runtime.h"

// The VM all inputs share.
static NpVM *fuzz_vm;

// Decimal texts of the integer values a spec is tried on (parsed with np_int_parse, so the big
// ones become big ints).
static const char *const int_texts[] = {
    "0", "-1", "7", "255", "-9223372036854775808", "9223372036854775807",
    "1267650600228229401496703205376", "-340282366920938463463374607431768211457",
};

// Float values a spec is tried on.
static const double float_vals[] = {0.0, -0.0, 1.5, 1e300, -1e-300, 123456.789, 0.1, 2.5e-7};

// Returns value number [k] of the value table: ints, floats (and inf/nan), a str, a bool.
static bool pick_value(NpVM *vm, unsigned k, NpValue *out) {
    size_t ni = sizeof int_texts / sizeof *int_texts;
    size_t nf = sizeof float_vals / sizeof *float_vals;
    k %= (unsigned)(ni + nf + 5);
    if (k < ni) return np_int_parse(vm, int_texts[k], strlen(int_texts[k]), 10, out);
    k -= (unsigned)ni;
    if (k < nf) {
        *out = np_float(float_vals[k]);
        return true;
    }
    k -= (unsigned)nf;
    if (k == 0 || k == 1) {
        *out = np_float(k == 0 ? INFINITY : NAN);
        return true;
    }
    if (k == 2) {
        *out = np_bool(true);
        return true;
    }
    NpStr *s = np_str_from_cstr(vm, k == 3 ? "h\xc3\xa9llo" : "");
    if (!s) return false;
    *out = np_obj(&s->hdr);
    return true;
}

// Runs `fmt % (int, float, str, big int)`.
static void percent_tuple(NpVM *vm, NpStr *fmt, unsigned k) {
    NpTuple *t = np_tuple_new(vm, 4);
    if (!t || !pick_value(vm, k, &t->items[0])) return;
    t->items[1] = np_float(float_vals[k % 8]);
    NpStr *s = np_str_from_cstr(vm, "abc");
    if (!s || !np_int_parse(vm, int_texts[6], strlen(int_texts[6]), 10, &t->items[3])) return;
    t->items[2] = np_obj(&s->hdr);
    np_str_percent(vm, fmt, np_obj(&t->hdr));
}

// Runs `fmt % {'a': value, 'b': 'xyz', 'c': float}`.
static void percent_dict(NpVM *vm, NpStr *fmt, unsigned k) {
    NpDict *d = np_dict_new(vm);
    NpValue v;
    NpStr *s = np_str_from_cstr(vm, "xyz");
    if (!d || !s || !pick_value(vm, k, &v)) return;
    if (!np_dict_set_str(vm, d, np_intern_cstr(vm, "a"), v)) return;
    if (!np_dict_set_str(vm, d, np_intern_cstr(vm, "b"), np_obj(&s->hdr))) return;
    if (!np_dict_set_str(vm, d, np_intern_cstr(vm, "c"), np_float(float_vals[k % 8]))) return;
    np_str_percent(vm, fmt, np_obj(&d->hdr));
}

// Runs `fmt.format(value, 2.5, 'str', [1, 'x'], {'k': 3}, a=value, b='kw')`.
static void str_format(NpVM *vm, NpStr *fmt, unsigned k) {
    NpValue meth, argv[7], v, r;
    NpStr *name = np_intern_cstr(vm, "format");
    NpStr *s = np_str_from_cstr(vm, "str");
    NpList *l = np_list_new(vm, 2);
    NpDict *d = np_dict_new(vm);
    NpTuple *kw = np_tuple_new(vm, 2);
    if (!name || !s || !l || !d || !kw || !pick_value(vm, k, &v)) return;
    if (!np_list_append(vm, l, np_int(1)) || !np_list_append(vm, l, np_obj(&s->hdr))) return;
    if (!np_dict_set_str(vm, d, np_intern_cstr(vm, "k"), np_int(3))) return;
    kw->items[0] = np_obj(&np_intern_cstr(vm, "a")->hdr);
    kw->items[1] = np_obj(&np_intern_cstr(vm, "b")->hdr);
    argv[0] = v;
    argv[1] = np_float(2.5);
    argv[2] = np_obj(&s->hdr);
    argv[3] = np_obj(&l->hdr);
    argv[4] = np_obj(&d->hdr);
    argv[5] = v;
    argv[6] = np_obj(&s->hdr);
    if (!np_getattr(vm, np_obj(&fmt->hdr), name, &meth)) return;
    np_call(vm, meth, 5, argv, kw, &r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!fuzz_vm) {
        fuzz_vm = npvm_new();
        if (!fuzz_vm) abort();
        npvm_set_memory_limit(fuzz_vm, (size_t)16 << 20);
    }
    if (size < 2) return 0;
    size_t len;
    char *spec = npfuzz_copy(data + 2, size - 2, &len);
    NpVM *vm = fuzz_vm;
    npvm_set_budget(vm, 10000000);
    unsigned op = data[0] % 4, k = data[1];
    NpStr *fmt = np_utf8_valid(spec, len) ? np_str_new(vm, spec, len) : NULL;
    if (fmt) {
        NpValue v;
        if (op == 0 && pick_value(vm, k, &v))
            np_format(vm, v, fmt);
        else if (op == 1)
            percent_tuple(vm, fmt, k);
        else if (op == 2)
            percent_dict(vm, fmt, k);
        else if (op == 3)
            str_format(vm, fmt, k);
    }
    free(spec);
    np_exc_clear(vm);
    np_gc_collect(vm);
    return 0;
}
