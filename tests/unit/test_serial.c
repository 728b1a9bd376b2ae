/*
 * test_serial.c - unit tests of the saved-value format (vm/np_serial.c): round trips of every
 * kind (bytes and bytearray too), canonical bytes (set order, equal values), shared and cyclic structure, markers, limits,
 * and the decoder on truncated and randomly mutated input (it must fail cleanly, never crash).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_compile.h"
#include "np_interp.h"
#include "np_parse.h"
#include "np_serial.h"

static int failures;
static NpVM *vm;

static void refused(const char *bytes, size_t n, const char *what);

#define CHECK(cond, what)                                                                         \
    do {                                                                                          \
        if (!(cond)) {                                                                            \
            failures++;                                                                           \
            printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, what);                                 \
        }                                                                                         \
    } while (0)

// Evaluates [src] (a module setting global 'v') and returns v.
static NpValue eval(const char *src) {
    NpArena arena;
    npast_arena_init(&arena, 1 << 24);
    NpSyntaxError serr;
    memset(&serr, 0, sizeof serr);
    NpModule *mod = npparse_module(&arena, src, strlen(src), "<t>", &serr);
    NpProto *p = mod ? npcomp_module(vm, mod, "<t>", &serr) : NULL;
    npast_arena_free(&arena);
    if (p) np_proto_attach_source(vm, p, np_str_new(vm, src, strlen(src)));
    NpValue r;
    if (!p || !npvm_run(vm, p, vm->main_globals, &r)) {
        printf("eval failed: %s\n", src);
        failures++;
        np_exc_clear(vm);
        return np_none();
    }
    return np_dict_get_str(vm->main_globals, np_intern_cstr(vm, "v"));
}

// The repr of [v] as a C string (static buffer).
static const char *repr(NpValue v) {
    static char buf[512];
    NpStr *s = np_repr(vm, v);
    snprintf(buf, sizeof buf, "%s", s ? s->data : "<error>");
    np_exc_clear(vm);
    return buf;
}

// Encodes the value of [src], decodes it and checks the repr matches [want] (NULL = same as
// the original's).
static void roundtrip(const char *src, const char *want) {
    NpValue v = eval(src);
    char orig[512];
    snprintf(orig, sizeof orig, "%s", repr(v));
    uint8_t *data;
    size_t len;
    NpValue back;
    CHECK(np_serial_encode(vm, v, "v", &data, &len), src);
    if (failures) return;
    CHECK(np_serial_decode(vm, data, len, &back), src);
    const char *got = repr(back);
    CHECK(!strcmp(got, want ? want : orig), got);
    uint8_t *again;
    size_t alen;
    CHECK(np_serial_encode(vm, back, "v", &again, &alen) && alen == len &&
              !memcmp(again, data, len), "re-encoding is identical");
    free(again);
    free(data);
}

static void test_roundtrips(void) {
    roundtrip("v = [None, True, False, 0, -1, 2**63 - 1, -2**63, 2**64, -3**200, 1.5, -0.0]", NULL);
    roundtrip("v = float('inf'), float('-inf'), 1e300, 'h\\u00e9\\x00\\U0001F600', ''", NULL);
    roundtrip("v = {'a': [1, (2, 3)], 5: {1, 2}, (1, 'x'): frozenset({4})}", NULL);
    roundtrip("a = [1]\nv = [a, a, (a,)]", NULL);
    roundtrip("v = []\nv.append(v)\nv.append({'d': v})", NULL);
    roundtrip("t = ()\nfor i in range(30): t = (t, t)\nv = t[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]", NULL);
    // Shared structure is kept: mutating through one path shows through the other.
    NpValue v = eval("a = [1]\nv = [a, a]");
    uint8_t *data;
    size_t len;
    NpValue back;
    np_serial_encode(vm, v, "v", &data, &len);
    np_serial_decode(vm, data, len, &back);
    free(data);
    NpList *l = NP_AS_LIST(back);
    CHECK(l->n == 2 && NP_OBJ(l->items[0]) == NP_OBJ(l->items[1]), "sharing kept");
}

// bytes (by value, also as dict keys and set members) and bytearray (an object: sharing kept)
// round trip; truncated records are refused.
static void test_bytes(void) {
    roundtrip("v = [b'', b'a\\x00\\xff', bytearray(b'xy'), {b'k': b'v', (b't', 1): 2}, {b'a'},"
              " frozenset({b'q'})]", NULL);
    NpValue v = eval("a = bytearray(b'z')\nv = [a, a]");
    uint8_t *data;
    size_t len;
    NpValue back;
    CHECK(np_serial_encode(vm, v, "v", &data, &len) && np_serial_decode(vm, data, len, &back),
          "bytearray round trip");
    free(data);
    NpList *l = NP_AS_LIST(back);
    CHECK(l->n == 2 && NP_OBJ(l->items[0]) == NP_OBJ(l->items[1]), "bytearray sharing kept");
    refused("NPV\x02\x1A\x05" "ab", 7, "truncated bytes");
    refused("NPV\x02\x1B\x09", 6, "truncated bytearray");
}

static void test_canonical(void) {
    // Equal sets built in different orders encode to the same bytes and the same hash.
    NpValue a = eval("v = {'pear', 'apple', 3, 1.5, (1, 2)}");
    NpValue b = eval("v = set()\nfor x in [(1, 2), 1.5, 3, 'apple', 'pear']: v.add(x)");
    uint8_t *da, *db;
    size_t la, lb;
    CHECK(np_serial_encode(vm, a, "v", &da, &la) && np_serial_encode(vm, b, "v", &db, &lb),
          "encode sets");
    CHECK(la == lb && !memcmp(da, db, la), "sets encode canonically");
    NpHash ha = np_hash_bytes(da, la), hb = np_hash_bytes(db, lb);
    CHECK(!memcmp(ha.b, hb.b, 16), "same hash");
    char hex[33];
    np_hash_hex(&ha, hex);
    NpHash parsed;
    CHECK(np_hash_parse(hex, &parsed) && !memcmp(parsed.b, ha.b, 16), "hex round trip");
    free(da);
    free(db);
    // Dicts keep insertion order: different orders are different values' bytes.
    NpValue d1 = eval("v = {'a': 1, 'b': 2}"), d2 = eval("v = {'b': 2, 'a': 1}");
    np_serial_encode(vm, d1, "v", &da, &la);
    np_serial_encode(vm, d2, "v", &db, &lb);
    CHECK(la == lb && memcmp(da, db, la), "dict order is part of the value");
    free(da);
    free(db);
}

// Functions, closures, classes and instances survive a round trip by value (recompiled from
// their source), re-encode to the same bytes, and shared cells stay shared.
static void test_functions(void) {
    NpValue v = eval("def mk(n):\n    def f(x=2):\n        return n * x\n    def g():\n"
                     "        nonlocal n\n        n += 1\n    return f, g\n"
                     "class C:\n    def m(self): return 7\nv = [mk(3), mk(4), C(), C]");
    uint8_t *a, *b;
    size_t la, lb;
    NpValue back, r;
    CHECK(np_serial_encode(vm, v, "v", &a, &la) && np_serial_decode(vm, a, la, &back),
          "functions round trip");
    CHECK(np_serial_encode(vm, back, "v", &b, &lb) && la == lb && !memcmp(a, b, la),
          "functions re-encode canonically");
    free(a);
    free(b);
    NpList *l = NP_AS_LIST(back);
    NpTuple *p3 = NP_AS_TUPLE(l->items[0]), *p4 = NP_AS_TUPLE(l->items[1]);
    NpValue x = np_int(5);
    CHECK(np_call(vm, p3->items[0], 0, NULL, NULL, &r) && r.u.i == 6, "closure with default");
    CHECK(np_call(vm, p4->items[0], 1, &x, NULL, &r) && r.u.i == 20, "closure with argument");
    CHECK(np_call(vm, p3->items[1], 0, NULL, NULL, &r), "nonlocal writer");
    CHECK(np_call(vm, p3->items[0], 0, NULL, NULL, &r) && r.u.i == 8, "cells stay shared");
    CHECK(NP_OBJ(l->items[2])->type == NP_AS_TYPE(l->items[3]), "instance of the saved class");
    np_exc_clear(vm);
    // A builtin this VM does not have becomes a marker, not an error.
    static const uint8_t absent[] = {'N', 'P', 'V', 2, 0x0F, 0x05, 'n', 'o', 'p', 'e', 'x'};
    CHECK(np_serial_decode(vm, absent, sizeof absent, &r) && np_serial_is_marker(r),
          "absent builtin is a marker");
    np_exc_clear(vm);
}

// Replaces the first occurrence of [from] in [data] (a function record's source text, whose
// one-byte length prefix comes right before [prefix]) with [to], fixing that length; returns
// the new record (malloc'd) and its length.
static uint8_t *edit_source(const uint8_t *data, size_t len, const char *prefix, const char *from,
                            const char *to, size_t *outlen) {
    size_t pl = strlen(prefix), fl = strlen(from), tl = strlen(to);
    uint8_t *out = malloc(len + tl + 1);
    size_t at = 0, src = 0;
    while (at + pl <= len && memcmp(data + at, prefix, pl)) at++;
    while (src + fl <= len && memcmp(data + src, from, fl)) src++;
    if (at + pl > len || src + fl > len || at == 0) {
        free(out);
        return NULL;
    }
    memcpy(out, data, src);
    memcpy(out + src, to, tl);
    memcpy(out + src + tl, data + src + fl, len - src - fl);
    out[at - 1] = (uint8_t)(out[at - 1] + tl - fl);
    *outlen = len + tl - fl;
    return out;
}

// A function record edited in the store is recompiled under the same rules: the new code can
// only do what a script could, and source that does not match the record is refused.
static void test_tampered_functions(void) {
    NpValue v = eval("def f(): return 'SAFE_MARKER_1'\nv = f");
    uint8_t *data, *bad;
    size_t len, blen;
    NpValue out, r;
    CHECK(np_serial_encode(vm, v, "v", &data, &len), "encode f");
    // Same-shape edit: the body now tries to open a file; `open` does not exist in the sandbox.
    bad = edit_source(data, len, "def f()", "'SAFE_MARKER_1'", "open('/etc/pw')", &blen);
    CHECK(bad && np_serial_decode(vm, bad, blen, &out), "edited source still decodes");
    CHECK(!np_call(vm, out, 0, NULL, NULL, &r), "edited function cannot open files");
    NpStr *msg = np_to_str(vm, vm->exc);
    CHECK(msg && strstr(msg->data, "'open' is not defined"), msg ? msg->data : "?");
    np_exc_clear(vm);
    free(bad);
    static const char *const refused[][2] = {
        {"'SAFE_MARKER_1'", "1\nimport os"},           // extra statement after the def
        {"def f()", "def g()"},                          // defines another function
        {"return 'SAFE_MARKER_1'", "return (1"},         // does not compile
        {"def f(): ", "def f(): yield 1\ndef h(): "},  // two definitions
    };
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        bad = edit_source(data, len, "def f()", refused[i][0], refused[i][1], &blen);
        CHECK(bad && !np_serial_decode(vm, bad, blen, &out), refused[i][1]);
        msg = np_to_str(vm, vm->exc);
        CHECK(msg && strstr(msg->data, "corrupt saved value"), msg ? msg->data : "?");
        np_exc_clear(vm);
        free(bad);
    }
    free(data);
}

static void test_markers_and_limits(void) {
    NpValue v = eval("def g(): yield 1\nv = [1, g()]");
    uint8_t *data;
    size_t len;
    NpValue back;
    CHECK(np_serial_encode(vm, v, "v", &data, &len) && np_serial_decode(vm, data, len, &back),
          "marker round trip");
    free(data);
    NpValue m = NP_AS_LIST(back)->items[1];
    CHECK(np_serial_is_marker(m), "is a marker");
    NpValue r;
    CHECK(!np_call(vm, m, 0, NULL, NULL, &r), "calling a marker fails");
    NpStr *msg = np_to_str(vm, vm->exc);
    np_exc_clear(vm);
    CHECK(msg && !strcmp(msg->data, "a generator inside value 'v' could not be saved between runs"),
          msg ? msg->data : "?");
    // Too deep to save.
    v = eval("v = []\nfor i in range(1000): v = [v]");
    CHECK(!np_serial_encode(vm, v, "v", &data, &len), "too deep refused");
    msg = np_to_str(vm, vm->exc);
    np_exc_clear(vm);
    CHECK(msg && strstr(msg->data, "nested too deeply"), msg ? msg->data : "?");
}

// Decodes [n] bytes that must be refused as corrupt.
static void refused(const char *bytes, size_t n, const char *what) {
    NpValue out;
    CHECK(!np_serial_decode(vm, (const uint8_t *)bytes, n, &out), what);
    NpStr *msg = np_to_str(vm, vm->exc);
    CHECK(msg && strstr(msg->data, "corrupt saved value"), msg ? msg->data : what);
    np_exc_clear(vm);
}

// Counter, OrderedDict and defaultdict (record 0x18) round trip with their class, contents and
// default_factory; the decoder refuses other classes and mismatched layouts.
static void test_module_dicts(void) {
    roundtrip("from collections import Counter, OrderedDict, defaultdict\n"
              "def mk(): return 0\n"
              "v = [Counter('abracadabra'), OrderedDict(x=1, y=[2]), defaultdict(list, {'k': [1]}),"
              " defaultdict(mk), defaultdict()]\nv[2]['me'] = v[2]", NULL);
    NpValue v = eval("from collections import defaultdict\nv = defaultdict(int)");
    uint8_t *data;
    size_t len;
    NpValue back, r;
    CHECK(np_serial_encode(vm, v, "v", &data, &len) && np_serial_decode(vm, data, len, &back),
          "defaultdict round trip");
    free(data);
    NpStr *key = np_str_from_cstr(vm, "missing");
    CHECK(np_getitem(vm, back, np_obj(&key->hdr), &r) && NP_IS_INT(r) && r.u.i == 0,
          "default_factory works after load");
    np_exc_clear(vm);
#define REC(lit) lit, sizeof lit - 1
    refused(REC("NPV\x02\x18\x00\x0F\x04" "dict\x00"), "dict record of builtin dict");
    refused(REC("NPV\x02\x18\x02\x17\x0b" "collections\x07" "Counter\x00"), "bad layout byte");
    refused(REC("NPV\x02\x18\x01\x17\x0b" "collections\x07" "Counter\x00\x00"),
            "Counter with a factory slot");
    refused(REC("NPV\x02\x18\x00\x17\x0b" "collections\x0b" "defaultdict\x00"),
            "defaultdict without its slot");
    refused(REC("NPV\x02\x18\x00\x17\x0b" "collections\x05" "deque\x00"), "deque as a dict");
    refused(REC("NPV\x02\x18\x00\x17\x0b" "collections\x07" "Counter\x02\x03\x02\x03\x02"
                "\x03\x02\x03\x04"), "duplicate keys");
    refused(REC("NPV\x02\x18\x00\x17\x0b" "collections\x07" "Counter\x01\x07\x00\x00"),
            "unhashable key");
    // Module references (0x17): garbage names are corrupt; a private name is read through the
    // attribute rule, so `datetime._setf` is never handed out (a marker instead).
    refused(REC("NPV\x02\x17\x00\x00"), "module reference with an empty name");
    refused(REC("NPV\x02\x17\x04m\xffth\x00"), "module reference with invalid UTF-8");
    refused(REC("NPV\x02\x17\x04ma\x00h\x00"), "module reference with a NUL byte");
    refused(REC("NPV\x02\x17\x40math\x00"), "truncated module reference");
    static const char priv[] = "NPV\x02\x17\x08" "datetime\x05" "_setf";
    bool pok = np_serial_decode(vm, (const uint8_t *)priv, sizeof priv - 1, &back);
    CHECK(pok && np_serial_is_marker(back), "a module's private name becomes a marker");
    np_exc_clear(vm);
    // Not granted (unknown module): the instance becomes a marker, the value still loads.
    static const char lost[] = "NPV\x02\x07\x02\x18\x00\x17\x05nomod\x01" "C\x00\x03\x02";
    bool lok = np_serial_decode(vm, (const uint8_t *)lost, sizeof lost - 1, &back);
    CHECK(lok &&
              np_serial_is_marker(NP_AS_LIST(back)->items[0]),
          "instance of a missing class is a marker");
    np_exc_clear(vm);
#undef REC
    // Random mutations of a value holding module dicts and a module-class instance never crash.
    v = eval("from collections import Counter, defaultdict, deque\n"
             "v = [Counter('aab'), defaultdict(list, {'k': [1]}), deque([1, 2], maxlen=3)]");
    CHECK(np_serial_encode(vm, v, "v", &data, &len), "encode module dicts");
    uint8_t *buf = malloc(len);
    for (int round = 0; buf && round < 5000; round++) {
        memcpy(buf, data, len);
        for (int j = 0; j < 1 + (int)(round % 3); j++)
            buf[4 + (size_t)(round * 7919 + j * 104729) % (len - 4)] = (uint8_t)(round * 31 + j);
        if (np_serial_decode(vm, buf, len, &back)) repr(back);
        np_exc_clear(vm);
        if (round % 1000 == 0) np_gc_collect(vm);
    }
    free(buf);
    free(data);
}

// User dataclasses (record 0x19) round trip and re-encode identically; the decoder refuses bad
// parameters, bad field flags, fields the decorator rejects and hand-made hidden entries.
static void test_dataclasses(void) {
    roundtrip("from dataclasses import dataclass, field\n"
              "@dataclass(order=True)\nclass A:\n    x: int\n    y: list = field(default_factory=list)\n"
              "@dataclass(frozen=True)\nclass B(A):\n    z: str = field(default='q', repr=False)\n"
              "v = [A(1), B(2, [3]), A]", NULL);
    NpValue v = eval("from dataclasses import dataclass\n@dataclass\nclass C:\n    a: int = 1\n"
                     "v = C()");
    uint8_t *data;
    size_t len;
    NpValue back, r;
    CHECK(np_serial_encode(vm, v, "v", &data, &len) && np_serial_decode(vm, data, len, &back),
          "dataclass instance round trip");
    free(data);
    NpValue cls = np_obj(&np_typeof(vm, back)->hdr);
    bool same = false;
    CHECK(np_call(vm, cls, 0, NULL, NULL, &r) && np_eq(vm, r, back, &same) && same,
          "rebuilt __init__ and __eq__");
    np_exc_clear(vm);
#define REC(lit) lit, sizeof lit - 1
#define HEAD "NPV\x02\x19\x01" "C\x01" "C\x01\x0F\x06" "object\x00"
    // 0x100: the first bit above slots (0x80), the highest parameter.
    refused(REC(HEAD "\x80\x02\x00"), "dataclass params out of range");
    refused(REC(HEAD "\x08\x00"), "order without eq");
    refused(REC(HEAD "\x07\x01\x06\x01" "a\x20\x00"), "bad field flags");
    refused(REC(HEAD "\x07\x01\x06\x01" "a\x07\x04"), "bad field has-bits");
    refused(REC("NPV\x02\x19\x01" "C\x01" "C\x01\x0F\x06" "object\x01\x06\x10"
                "__np_annotated__\x08\x02\x06\x01" "a\x06\x01" "b"
                "\x07\x02\x06\x01" "a\x07\x01\x03\x02\x06\x01" "b\x07\x00"),
            "non-default field after a default");
    refused(REC("NPV\x02\x12\x01" "C\x01" "C\x01\x0F\x06" "object\x01\x06\x10"
                "__np_dc_fields__\x00"), "hand-made hidden dataclass entry");
#undef HEAD
#undef REC
    // Random mutations of a value holding dataclasses decode (decorator run again) or fail
    // cleanly, never crash.
    v = eval("from dataclasses import dataclass, field\n"
             "@dataclass(order=True)\nclass D:\n    x: int\n    y: list = field(default_factory=list)\n"
             "@dataclass(frozen=True)\nclass E(D):\n    z: str = 'q'\nv = [D(1), E(2, [3]), E]");
    CHECK(np_serial_encode(vm, v, "v", &data, &len), "encode dataclasses");
    uint8_t *buf = malloc(len);
    for (int round = 0; buf && round < 3000; round++) {
        memcpy(buf, data, len);
        for (int j = 0; j < 1 + (int)(round % 3); j++)
            buf[4 + (size_t)(round * 7919 + j * 104729) % (len - 4)] = (uint8_t)(round * 31 + j);
        if (np_serial_decode(vm, buf, len, &back)) repr(back);
        np_exc_clear(vm);
        if (round % 1000 == 0) np_gc_collect(vm);
    }
    free(buf);
    free(data);
}

// Simple deterministic PRNG for mutations.
static uint64_t rng = 88172645463325252ull;
static uint64_t next(void) {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static void test_decoder_robustness(void) {
    NpValue v = eval("a = [1, 'two', 3.0, 2**90]\nv = {'a': a, 'b': (a, {5, 6}), 'c': frozenset({'x'})}\nv['self'] = v");
    uint8_t *data;
    size_t len;
    CHECK(np_serial_encode(vm, v, "v", &data, &len), "encode");
    NpValue out;
    // Every truncation fails cleanly.
    for (size_t n = 0; n < len; n++) {
        CHECK(!np_serial_decode(vm, data, n, &out), "truncated input decoded");
        np_exc_clear(vm);
    }
    // Random mutations never crash (decoding may succeed or fail).
    uint8_t *buf = malloc(len);
    for (int round = 0; round < 20000; round++) {
        memcpy(buf, data, len);
        int k = 1 + (int)(next() % 4);
        for (int j = 0; j < k; j++) buf[4 + next() % (len - 4)] = (uint8_t)next();
        if (np_serial_decode(vm, buf, len, &out)) repr(out);
        np_exc_clear(vm);
        if (round % 1000 == 0) np_gc_collect(vm);
    }
    // Hostile counts and lengths.
    static const uint8_t evil[][16] = {
        {'N', 'P', 'V', 2, 0x07, 0xff, 0xff, 0xff, 0xff, 0x0f},  // list of 2^32 items
        {'N', 'P', 'V', 2, 0x06, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01},
        {'N', 'P', 'V', 2, 0x0C, 0x00},                          // ref before any container
        {'N', 'P', 'V', 2, 0x0A, 0x01, 0x0C, 0x00},              // set containing itself
        {'N', 'P', 'V', 2, 0x09, 0x01, 0x07, 0x00, 0x00},        // unhashable dict key
        {'N', 'P', 'V', 3, 0x00},                                // future version
        {'N', 'P', 'V', 1, 0x00},                                // old version
        {'N', 'P', 'V', 2, 0x0E, 0x01, 'a', 0x00},               // xref outside a commit
        {'N', 'P', 'V', 2, 0x12, 0x01, 'C', 0x01, 'C', 0x01, 0x0C, 0x00, 0x00},  // C(C)
        {'N', 'P', 'V', 2, 0x13, 0x0F, 0x03, 'i', 'n', 't', 0x00},  // instance of int
        {'N', 'P', 'V', 2, 0x16, 0x07, 0x0F, 0x03, 'i', 'n', 't', 0x00, 0x00},  // list "of int"
        {'N', 'P', 'V', 2, 0x16, 0x07, 0x12, 0x01, 'C', 0x01, 'C', 0x01, 0x0F, 0x06, 'o', 'b'},
    };
    for (size_t i = 0; i < sizeof evil / sizeof evil[0]; i++) {
        CHECK(!np_serial_decode(vm, evil[i], 16, &out), "evil input decoded");
        np_exc_clear(vm);
    }
    free(buf);
    free(data);
}

int main(void) {
    vm = npvm_new();
    npvm_set_budget(vm, 100000000);
    test_roundtrips();
    test_canonical();
    test_functions();
    test_tampered_functions();
    test_markers_and_limits();
    test_module_dicts();
    test_bytes();
    test_dataclasses();
    test_decoder_robustness();
    npvm_free(vm);
    if (failures) printf("%d failure(s)\n", failures);
    return failures ? 1 : 0;
}
