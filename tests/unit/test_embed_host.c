/*
 * test_embed_host.c - unit tests of host modules and host types (include/nearly.h): a host
 * module imports only when the policy grants it, handle methods and whitelisted attributes
 * work, names outside the type's whitelist or the policy's patterns do not exist, the
 * finalizer runs once at VM free, and bad API use returns NEARLY_ERR_USAGE without crashing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nearly.h"
#include "capture.h"

static int failures;

#define CHECK(cond, what)                                                                         \
    do {                                                                                          \
        if (!(cond)) {                                                                            \
            failures++;                                                                           \
            printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, what);                                 \
        }                                                                                         \
    } while (0)

// Captured output of the VM under test.
static Capture cap;

// Runs [src] with output captured; returns the status.
static NearlyStatus run(NearlyVM *vm, const char *src) {
    capture_reset(&cap);
    return nearly_run(vm, src, strlen(src), "<test>");
}

// double(x) of the host module "geo": twice an int argument.
static NearlyValue *twice(void *ud, const NearlyValue *args, NearlyHostError *err) {
    int64_t i;
    if (nearly_value_len(args) != 1 || !nearly_value_as_int(nearly_value_item(args, 0), &i)) {
        snprintf(err->type, sizeof err->type, "TypeError");
        snprintf(err->message, sizeof err->message, "twice() wants an int");
        return NULL;
    }
    return nearly_value_int(2 * i + (ud ? 0 : 0));
}

// A host object: a counter the script may bump through its handle.
typedef struct Counter {
    int64_t value;
    int finalized;
} Counter;

static NearlyValue *counter_add(void *ptr, void *ud, const NearlyValue *args, NearlyHostError *err) {
    Counter *c = ptr;
    int64_t i;
    if (nearly_value_len(args) != 1 || !nearly_value_as_int(nearly_value_item(args, 0), &i)) {
        snprintf(err->type, sizeof err->type, "TypeError");
        snprintf(err->message, sizeof err->message, "add() wants an int");
        return NULL;
    }
    c->value += i;
    return nearly_value_int(c->value);
}

static NearlyValue *counter_get(void *ptr, void *ud, const char *attr, NearlyHostError *err) {
    Counter *c = ptr;
    if (!strcmp(attr, "value")) return nearly_value_int(c->value);
    return nearly_value_str("secret", 6);
}

static void counter_finalize(void *ptr, void *ud) {
    ((Counter *)ptr)->finalized++;
}

static const NearlyMethodDef counter_methods[] = {{"add", counter_add}, {NULL, NULL}};
static const char *const counter_attrs[] = {"value", "token", "_raw", NULL};

static void test_module(void) {
    NearlyVM *vm = nearly_vm_new();
    nearly_set_output(vm, capture, capture, &cap);
    NearlyValue *pi = nearly_value_float(3.5);
    NearlyFunctionDef fns[] = {{"twice", twice}, {NULL, NULL}};
    NearlyConstDef consts[] = {{"PI", pi}, {NULL, NULL}};
    NearlyModuleDef def = {fns, consts, NULL};
    CHECK(nearly_register_module(vm, "geo", &def) == NEARLY_OK, "register module");
    nearly_value_free(pi);
    CHECK(nearly_register_module(vm, "geo", &def) == NEARLY_ERR_USAGE, "duplicate module");
    CHECK(nearly_register_module(vm, "math", &def) == NEARLY_ERR_USAGE, "stdlib name taken");
    CHECK(run(vm, "try:\n    import geo\nexcept ImportError as e:\n    print(type(e).__name__, e)\n") ==
              NEARLY_OK,
          "denied import runs");
    CHECK(strstr(cap.buf, "ModuleNotFoundError No module named 'geo'") != NULL, cap.buf);
    CHECK(nearly_grant_module(vm, "geo"), "grant");
    CHECK(run(vm, "import geo\nprint(geo.twice(21), geo.PI)\n"
                  "try:\n    geo.twice('x')\nexcept TypeError as e:\n    print(e)\n") == NEARLY_OK,
          "granted import");
    CHECK(!strcmp(cap.buf, "42 3.5\ntwice() wants an int\n"), cap.buf);
    nearly_vm_free(vm);
}

static void test_type(void) {
    Counter c = {5, 0}, d = {0, 0};
    // The type lists value, token and _raw; the policy shows add, value and _raw only.
    const char *text = "[capability Counter]\ninclude = add, value, _raw\nexclude = __*\n";
    char perr[256];
    NearlyPolicy *p = nearly_policy_parse(text, strlen(text), NULL, perr, sizeof perr);
    CHECK(p != NULL, perr);
    NearlyVM *vm = nearly_vm_new_with_policy(p);
    nearly_policy_free(p);
    nearly_set_output(vm, capture, capture, &cap);
    NearlyTypeDef def = {counter_methods, counter_attrs, counter_get, counter_finalize, NULL};
    CHECK(nearly_register_type(vm, "Other", &def) == NULL, "type without capability refused");
    NearlyType *t = nearly_register_type(vm, "Counter", &def);
    CHECK(t != NULL, "register type");
    CHECK(nearly_set_handle(vm, "counter", t, &c) == NEARLY_OK, "set handle");
    CHECK(nearly_set_handle(vm, "spare", t, &d) == NEARLY_OK, "second handle");
    CHECK(run(vm, "print(counter.add(3), counter.value, counter._raw)\n"
                  "for n in ('token', 'missing', '__class__', '__dict__'):\n"
                  "    try:\n        getattr(counter, n)\n"
                  "    except AttributeError as e:\n        print(type(e).__name__, e)\n"
                  "try:\n    counter.value = 1\nexcept AttributeError as e:\n    print('set', type(e).__name__)\n"
                  "m = counter.add\ndel counter\nprint(m(1))\n") == NEARLY_OK,
          "handle script runs");
    CHECK(strstr(cap.buf, "8 8 secret\n") == cap.buf, cap.buf);
    CHECK(strstr(cap.buf, "AttributeError 'Counter' object has no attribute 'token'") != NULL, cap.buf);
    CHECK(strstr(cap.buf, "'Counter' object has no attribute 'missing'") != NULL, cap.buf);
    CHECK(strstr(cap.buf, "'Counter' object has no attribute '__class__'") != NULL, cap.buf);
    CHECK(strstr(cap.buf, "set AttributeError") != NULL, cap.buf);
    CHECK(strstr(cap.buf, "\n9\n") != NULL, cap.buf);
    CHECK(c.value == 9, "host object changed through its handle");
    // Bad use.
    CHECK(nearly_set_handle(vm, "x", NULL, &c) == NEARLY_ERR_USAGE, "NULL type");
    CHECK(nearly_set_handle(vm, "1x", t, &c) == NEARLY_ERR_USAGE, "bad name");
    CHECK(nearly_set_handle(NULL, "x", t, &c) == NEARLY_ERR_USAGE, "NULL vm");
    CHECK(nearly_set_handle(vm, "x", (NearlyType *)&c, &c) == NEARLY_ERR_USAGE, "foreign type");
    CHECK(nearly_register_type(vm, NULL, &def) == NULL, "NULL type name");
    CHECK(nearly_register_type(vm, "Counter", NULL) == NULL, "NULL def");
    CHECK(nearly_register_module(vm, "m", NULL) == NEARLY_ERR_USAGE, "NULL module def");
    CHECK(nearly_register_module(NULL, "m", NULL) == NEARLY_ERR_USAGE, "NULL vm module");
    NearlyFunctionDef badf[] = {{"f", NULL}, {NULL, NULL}};
    NearlyModuleDef bad = {badf, NULL, NULL};
    CHECK(nearly_register_module(vm, "m", &bad) == NEARLY_ERR_USAGE, "NULL function");
    CHECK(c.finalized == 0 && d.finalized == 0, "no finalizer before free");
    nearly_vm_free(vm);
    CHECK(c.finalized == 1 && d.finalized == 1, "finalizer runs once at VM free");
}

int main(void) {
    test_module();
    test_type();
    if (failures) printf("%d failure(s)\n", failures);
    return failures ? 1 : 0;
}
