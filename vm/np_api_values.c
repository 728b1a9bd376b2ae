/*
 * np_api_values.c - host value trees (NearlyValue), their deep copies into and out of a VM,
 * nearly_set_global / nearly_get_global and host functions (include/nearly.h).
 *
 * Invariant: a copy never shares memory with its source. Host -> VM builds fresh VM objects
 * (charged to the VM, so the memory limit applies); VM -> host builds fresh malloc'd nodes and
 * refuses anything that is not a plain data value. Both directions are depth-limited
 * (NEARLY_VALUE_MAX_DEPTH); VM -> host also detects cycles and caps the node count, since a DAG
 * of shared tuples can unfold into exponentially many host nodes.
 */
#include <stdlib.h>
#include <string.h>

#include "np_embed.h"
#include "np_policy.h"

/* ---------------------------------------------------------------- building trees */

// A new node of [kind] with zeroed fields, or NULL when out of memory.
static NearlyValue *node_new(NearlyValueKind kind) {
    NearlyValue *v = calloc(1, sizeof *v);
    if (v) v->kind = kind;
    return v;
}

NearlyValue *nearly_value_none(void) { return node_new(NEARLY_VALUE_NONE); }

NearlyValue *nearly_value_bool(int b) {
    NearlyValue *v = node_new(NEARLY_VALUE_BOOL);
    if (v) v->u.b = b ? 1 : 0;
    return v;
}

NearlyValue *nearly_value_int(int64_t i) {
    NearlyValue *v = node_new(NEARLY_VALUE_INT);
    if (v) v->u.i = i;
    return v;
}

// True when [s] is an optional '-' followed by 1..4300 decimal digits.
static bool valid_digits(const char *s) {
    if (*s == '-') s++;
    size_t n = strlen(s);
    if (n == 0 || n > 4300) return false;
    for (size_t i = 0; i < n; i++)
        if (s[i] < '0' || s[i] > '9') return false;
    return true;
}

NearlyValue *nearly_value_int_text(const char *digits) {
    if (!digits || !valid_digits(digits)) return NULL;
    // Normalize: an int that fits in int64 is stored as one, so each int has one form.
    mpz_t z;
    mpz_init_set_str(z, digits, 10);
    NearlyValue *v = node_new(NEARLY_VALUE_INT);
    if (v && mpz_fits_slong_p(z) && sizeof(long) == 8) {
        v->u.i = mpz_get_si(z);
    } else if (v) {
        v->text = malloc(mpz_sizeinbase(z, 10) + 2);
        if (!v->text) {
            free(v);
            v = NULL;
        } else {
            mpz_get_str(v->text, 10, z);
        }
    }
    mpz_clear(z);
    return v;
}

NearlyValue *nearly_value_float(double d) {
    NearlyValue *v = node_new(NEARLY_VALUE_FLOAT);
    if (v) v->u.f = d;
    return v;
}

NearlyValue *nearly_value_str(const char *s, size_t len) {
    if (!s && len) return NULL;
    if (len && !np_utf8_valid(s, len)) return NULL;
    NearlyValue *v = node_new(NEARLY_VALUE_STR);
    if (!v) return NULL;
    v->text = malloc(len + 1);
    if (!v->text) {
        free(v);
        return NULL;
    }
    if (len) memcpy(v->text, s, len);
    v->text[len] = '\0';
    v->len = len;
    return v;
}

NearlyValue *nearly_value_new(NearlyValueKind kind) {
    if (kind < NEARLY_VALUE_LIST || kind > NEARLY_VALUE_FROZENSET) return NULL;
    return node_new(kind);
}

// Makes room for [extra] more child pointers in [c]; false when out of memory.
static bool reserve_items(NearlyValue *c, size_t extra) {
    size_t used = c->kind == NEARLY_VALUE_DICT ? 2 * c->len : c->len;
    if (used + extra <= c->cap) return true;
    size_t cap = c->cap ? c->cap * 2 : 8;
    while (cap < used + extra) cap *= 2;
    NearlyValue **items = realloc(c->items, cap * sizeof *items);
    if (!items) return false;
    c->items = items;
    c->cap = cap;
    return true;
}

int nearly_value_append(NearlyValue *c, NearlyValue *item) {
    if (!c || !item || c->kind < NEARLY_VALUE_LIST || c->kind == NEARLY_VALUE_DICT ||
        c->kind > NEARLY_VALUE_FROZENSET || !reserve_items(c, 1)) {
        nearly_value_free(item);
        return 0;
    }
    c->items[c->len++] = item;
    return 1;
}

int nearly_value_dict_set(NearlyValue *d, NearlyValue *key, NearlyValue *value) {
    if (!d || !key || !value || d->kind != NEARLY_VALUE_DICT || !reserve_items(d, 2)) {
        nearly_value_free(key);
        nearly_value_free(value);
        return 0;
    }
    d->items[2 * d->len] = key;
    d->items[2 * d->len + 1] = value;
    d->len++;
    return 1;
}

// Frees without recursion and without memory: each container being freed remembers its parent
// in [parent] while its children are freed one by one from the end, so a host tree of any depth
// is freed without growing the C stack. A dict is first relabelled as a flat list of its
// 2 * len key and value pointers.
void nearly_value_free(NearlyValue *v) {
    if (!v) return;
    v->parent = NULL;
    NearlyValue *x = v;
    while (x) {
        if (x->kind == NEARLY_VALUE_DICT) {
            x->kind = NEARLY_VALUE_LIST;
            x->len *= 2;
        }
        if (x->kind >= NEARLY_VALUE_LIST && x->len > 0) {
            NearlyValue *c = x->items[--x->len];
            c->parent = x;
            x = c;
            continue;
        }
        NearlyValue *parent = x->parent;
        free(x->text);
        free(x->items);
        free(x);
        x = parent;
    }
}

/* ---------------------------------------------------------------- reading trees */

NearlyValueKind nearly_value_kind(const NearlyValue *v) { return v ? v->kind : NEARLY_VALUE_NONE; }

int nearly_value_as_bool(const NearlyValue *v) {
    return v && v->kind == NEARLY_VALUE_BOOL ? v->u.b : 0;
}

int nearly_value_as_int(const NearlyValue *v, int64_t *out) {
    if (!v || v->kind != NEARLY_VALUE_INT || v->text) return 0;
    if (out) *out = v->u.i;
    return 1;
}

char *nearly_value_int_to_text(const NearlyValue *v) {
    if (!v || v->kind != NEARLY_VALUE_INT) return NULL;
    if (v->text) return strdup(v->text);
    char *s = malloc(24);
    if (s) snprintf(s, 24, "%lld", (long long)v->u.i);
    return s;
}

double nearly_value_as_float(const NearlyValue *v) {
    return v && v->kind == NEARLY_VALUE_FLOAT ? v->u.f : 0.0;
}

const char *nearly_value_as_str(const NearlyValue *v, size_t *len) {
    if (!v || v->kind != NEARLY_VALUE_STR) return NULL;
    if (len) *len = v->len;
    return v->text;
}

size_t nearly_value_len(const NearlyValue *v) {
    return v && v->kind >= NEARLY_VALUE_LIST ? v->len : 0;
}

const NearlyValue *nearly_value_item(const NearlyValue *v, size_t i) {
    if (!v || v->kind < NEARLY_VALUE_LIST || v->kind == NEARLY_VALUE_DICT || i >= v->len)
        return NULL;
    return v->items[i];
}

const NearlyValue *nearly_value_dict_key(const NearlyValue *v, size_t i) {
    return v && v->kind == NEARLY_VALUE_DICT && i < v->len ? v->items[2 * i] : NULL;
}

const NearlyValue *nearly_value_dict_value(const NearlyValue *v, size_t i) {
    return v && v->kind == NEARLY_VALUE_DICT && i < v->len ? v->items[2 * i + 1] : NULL;
}

/* ---------------------------------------------------------------- host -> VM */

// Copies [hv] into a new VM value at nesting [depth]. Nothing here runs Python code (host trees
// hold only builtin types), and allocation never collects, so the partial results need no roots.
static bool from_host(NpVM *vm, const NearlyValue *hv, int depth, NpValue *out) {
    if (depth > NEARLY_VALUE_MAX_DEPTH)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "host value nested deeper than %d levels",
                         NEARLY_VALUE_MAX_DEPTH);
    switch (hv->kind) {
    case NEARLY_VALUE_NONE: *out = np_none(); return true;
    case NEARLY_VALUE_BOOL: *out = np_bool(hv->u.b); return true;
    case NEARLY_VALUE_FLOAT: *out = np_float(hv->u.f); return true;
    case NEARLY_VALUE_INT:
        if (!hv->text) {
            *out = np_int(hv->u.i);
            return true;
        }
        return np_int_parse(vm, hv->text, strlen(hv->text), 10, out);
    case NEARLY_VALUE_STR: {
        NpStr *s = np_str_new(vm, hv->text, hv->len);
        if (!s) return false;
        *out = np_obj(&s->hdr);
        return true;
    }
    case NEARLY_VALUE_LIST:
    case NEARLY_VALUE_TUPLE: {
        NpValue *items;
        if (hv->kind == NEARLY_VALUE_LIST) {
            NpList *l = np_list_new(vm, hv->len);
            if (!l) return false;
            l->n = hv->len;
            for (size_t i = 0; i < l->n; i++) l->items[i] = np_none();
            items = l->items;
            *out = np_obj(&l->hdr);
        } else {
            NpTuple *t = np_tuple_new(vm, hv->len);
            if (!t) return false;
            items = t->items;
            *out = np_obj(&t->hdr);
        }
        for (size_t i = 0; i < hv->len; i++)
            if (!from_host(vm, hv->items[i], depth + 1, &items[i])) return false;
        return true;
    }
    case NEARLY_VALUE_DICT: {
        NpDict *d = np_dict_new(vm);
        if (!d) return false;
        *out = np_obj(&d->hdr);
        for (size_t i = 0; i < hv->len; i++) {
            NpValue k, v;
            if (!from_host(vm, hv->items[2 * i], depth + 1, &k) ||
                !from_host(vm, hv->items[2 * i + 1], depth + 1, &v) || !np_dict_set(vm, d, k, v))
                return false;
        }
        return true;
    }
    case NEARLY_VALUE_SET:
    case NEARLY_VALUE_FROZENSET: {
        NpSet *s = np_set_new(vm, hv->kind == NEARLY_VALUE_FROZENSET);
        if (!s) return false;
        *out = np_obj(&s->hdr);
        for (size_t i = 0; i < hv->len; i++) {
            NpValue k;
            if (!from_host(vm, hv->items[i], depth + 1, &k) || !np_set_add(vm, s, k)) return false;
        }
        return true;
    }
    }
    return np_raisef(vm, NP_TYPE_VALUEERROR, "malformed host value");
}

bool np_value_from_host(NpVM *vm, const NearlyValue *hv, NpValue *out) {
    if (!hv) return np_raisef(vm, NP_TYPE_VALUEERROR, "NULL host value");
    return from_host(vm, hv, 0, out);
}

/* ---------------------------------------------------------------- VM -> host */

// State of one VM -> host copy: the containers being copied right now (for cycle detection;
// at most NEARLY_VALUE_MAX_DEPTH of them) and the nodes made so far.
typedef struct ToHost {
    NpVM *vm;
    NpObject *path[NEARLY_VALUE_MAX_DEPTH + 1];
    int depth;
    size_t nodes;
} ToHost;

static NearlyValue *to_host(ToHost *c, NpValue v);

// Copies [n] VM values into container node [hv] (a dict gets them as key/value alternation).
static bool to_host_items(ToHost *c, NearlyValue *hv, const NpValue *items, size_t n) {
    if (!reserve_items(hv, n)) {
        np_raise_nomem(c->vm);
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        NearlyValue *x = to_host(c, items[i]);
        if (!x) return false;
        hv->items[hv->len++] = x;
    }
    return true;
}

// Copies the container [v] (already known to be one) into [hv].
static bool to_host_container(ToHost *c, NpValue v, NearlyValue *hv) {
    NpObject *o = NP_OBJ(v);
    switch (o->kind) {
    case OBJ_LIST: {
        // Copy the item array first: converting never runs Python code, but stay simple.
        NpList *l = (NpList *)o;
        return to_host_items(c, hv, l->items, l->n);
    }
    case OBJ_TUPLE: return to_host_items(c, hv, ((NpTuple *)o)->items, ((NpTuple *)o)->n);
    case OBJ_DICT: {
        NpDict *d = (NpDict *)o;
        size_t pos = 0;
        NpValue k, val;
        while (np_dict_next(d, &pos, &k, &val)) {
            if (!reserve_items(hv, 2)) return np_raise_nomem(c->vm);
            NearlyValue *hk = to_host(c, k);
            NearlyValue *hval = hk ? to_host(c, val) : NULL;
            if (!hval) {
                nearly_value_free(hk);
                return false;
            }
            hv->items[2 * hv->len] = hk;
            hv->items[2 * hv->len + 1] = hval;
            hv->len++;
        }
        return true;
    }
    case OBJ_SET: {
        NpSet *s = (NpSet *)o;
        size_t pos = 0;
        NpValue k;
        while (np_set_next(s, &pos, &k))
            if (!to_host_items(c, hv, &k, 1)) return false;
        return true;
    }
    default: return false;
    }
}

// The host kind of a VM container object, or -1 when [v] is not a plain container.
static int container_kind(NpVM *vm, NpValue v) {
    if (!NP_IS_OBJ(v)) return -1;
    NpType *t = NP_OBJ(v)->type;
    if (t == vm->types[NP_TYPE_LIST]) return NEARLY_VALUE_LIST;
    if (t == vm->types[NP_TYPE_TUPLE]) return NEARLY_VALUE_TUPLE;
    if (t == vm->types[NP_TYPE_DICT]) return NEARLY_VALUE_DICT;
    if (t == vm->types[NP_TYPE_SET]) return NEARLY_VALUE_SET;
    if (t == vm->types[NP_TYPE_FROZENSET]) return NEARLY_VALUE_FROZENSET;
    return -1;
}

static NearlyValue *to_host(ToHost *c, NpValue v) {
    NpVM *vm = c->vm;
    if (++c->nodes > NEARLY_VALUE_MAX_NODES) {
        np_raisef(vm, NP_TYPE_VALUEERROR, "value too large to copy to the host (more than %u items)",
                  NEARLY_VALUE_MAX_NODES);
        return NULL;
    }
    NearlyValue *hv = NULL;
    switch (v.tag) {
    case NP_T_NONE: hv = nearly_value_none(); break;
    case NP_T_BOOL: hv = nearly_value_bool((int)v.u.i); break;
    case NP_T_INT: hv = nearly_value_int(v.u.i); break;
    case NP_T_FLOAT: hv = nearly_value_float(v.u.f); break;
    default: break;
    }
    if (v.tag != NP_T_OBJ) {
        if (!hv) np_raise_nomem(vm);
        return hv;
    }
    NpObject *o = NP_OBJ(v);
    if (o->type == vm->types[NP_TYPE_STR]) {
        NpStr *s = (NpStr *)o;
        hv = nearly_value_str(s->data, s->len);
        if (!hv) np_raise_nomem(vm);
        return hv;
    }
    if (o->type == vm->types[NP_TYPE_INT] && o->kind == OBJ_BIGINT) {
        NpBigInt *b = (NpBigInt *)o;
        hv = node_new(NEARLY_VALUE_INT);
        if (hv) hv->text = malloc(mpz_sizeinbase(b->z, 10) + 2);
        if (!hv || !hv->text) {
            free(hv);
            np_raise_nomem(vm);
            return NULL;
        }
        mpz_get_str(hv->text, 10, b->z);
        return hv;
    }
    int kind = container_kind(vm, v);
    if (kind < 0) {
        np_raisef(vm, NP_TYPE_TYPEERROR, "cannot copy a '%s' object to the host",
                  np_type_name(vm, v));
        return NULL;
    }
    for (int i = 0; i < c->depth; i++)
        if (c->path[i] == o) {
            np_raisef(vm, NP_TYPE_VALUEERROR, "cannot copy a recursive '%s' to the host",
                      np_type_name(vm, v));
            return NULL;
        }
    if (c->depth >= NEARLY_VALUE_MAX_DEPTH) {
        np_raisef(vm, NP_TYPE_VALUEERROR, "value nested deeper than %d levels",
                  NEARLY_VALUE_MAX_DEPTH);
        return NULL;
    }
    hv = node_new((NearlyValueKind)kind);
    if (!hv) {
        np_raise_nomem(vm);
        return NULL;
    }
    c->path[c->depth++] = o;
    bool ok = to_host_container(c, v, hv);
    c->depth--;
    if (!ok) {
        nearly_value_free(hv);
        return NULL;
    }
    return hv;
}

NearlyValue *np_value_to_host(NpVM *vm, NpValue v) {
    ToHost *c = calloc(1, sizeof *c);
    if (!c) {
        np_raise_nomem(vm);
        return NULL;
    }
    c->vm = vm;
    NearlyValue *hv = to_host(c, v);
    free(c);
    return hv;
}

/* ---------------------------------------------------------------- globals */

// True when [name] is an ASCII identifier of at most 255 bytes.
static bool valid_name(const char *name) {
    size_t n = strlen(name);
    if (n == 0 || n > 255 || (name[0] >= '0' && name[0] <= '9')) return false;
    for (size_t i = 0; i < n; i++) {
        char ch = name[i];
        if (!(ch == '_' || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
              (ch >= '0' && ch <= '9')))
            return false;
    }
    return true;
}

// Checks the arguments every global accessor shares; NEARLY_OK or a usage error (recorded).
static NearlyStatus check_name(NearlyVM *h, const char *name) {
    if (!h) return NEARLY_ERR_USAGE;
    if (!name || !valid_name(name)) {
        np_api_set_error(h, "ValueError", "global name must be an ASCII identifier");
        return NEARLY_ERR_USAGE;
    }
    np_api_set_error(h, "", "");
    return NEARLY_OK;
}

NearlyStatus nearly_set_global(NearlyVM *h, const char *name, const NearlyValue *value) {
    NearlyStatus st = check_name(h, name);
    if (st != NEARLY_OK) return st;
    NpVM *vm = nearly_internal_vm(h);
    NpValue v;
    NpStr *key = np_intern_cstr(vm, name);
    if (!key || !np_value_from_host(vm, value, &v) || !np_dict_set_str(vm, vm->main_globals, key, v))
        return np_api_take_error(h);
    return NEARLY_OK;
}

NearlyStatus nearly_get_global(NearlyVM *h, const char *name, NearlyValue **out) {
    if (out) *out = NULL;
    NearlyStatus st = check_name(h, name);
    if (st != NEARLY_OK) return st;
    if (!out) return NEARLY_ERR_USAGE;
    NpVM *vm = nearly_internal_vm(h);
    NpStr *key = np_intern_cstr(vm, name);
    if (!key) return np_api_take_error(h);
    NpValue v = np_dict_get_str(vm->main_globals, key);
    if (NP_IS_UNDEF(v)) {
        np_raisef(vm, NP_TYPE_NAMEERROR, "name '%s' is not defined", name);
        return np_api_take_error(h);
    }
    *out = np_value_to_host(vm, v);
    return *out ? NEARLY_OK : np_api_take_error(h);
}

/* ---------------------------------------------------------------- host functions */

// What a registered host function keeps (owned by an NpCData bound to the native, so it lives
// exactly as long as the function object): the callback, its user datum and its name.
typedef struct HostFn {
    NearlyHostFn fn;
    void *ud;
    // True for a function registered as a capability: each call checks it is still granted.
    // Functions of a host module are gated by the import instead.
    bool gated;
    char name[256];
} HostFn;

static void hostfn_finalize(NpVM *vm, void *ptr) {
    (void)vm;
    free(ptr);
}

bool np_policy_allows_capability(NpVM *vm, const char *name) {
    return vm->policy && np_policy_find_cap(vm->policy, name) != NULL;
}

bool np_raise_host_error(NpVM *vm, const char *fname, const NearlyHostError *err) {
    NpType *t = vm->types[NP_TYPE_RUNTIMEERROR];
    for (int i = 0; i < NP_TYPE__COUNT; i++) {
        NpType *c = vm->types[i];
        if (c && (c->tflags & NP_TF_EXCEPTION) && np_type_is_sub(c, vm->types[NP_TYPE_EXCEPTION]) &&
            !strcmp(c->name->data, err->type))
            t = c;
    }
    char msg[sizeof err->message];
    memcpy(msg, err->message, sizeof msg);
    msg[sizeof msg - 1] = '\0';
    if (!msg[0]) snprintf(msg, sizeof msg, "host function %s() failed", fname);
    if (!np_utf8_valid(msg, strlen(msg))) snprintf(msg, sizeof msg, "%s() failed", fname);
    return np_raise(vm, t, "%s", msg);
}

// The native behind every host function: argv[0] is the NpCData holding the HostFn. Copies the
// arguments out, calls the host, copies the result in.
static bool hostfn_call(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    HostFn *hf = ((NpCData *)NP_AS_OBJ(argv[0]))->ptr;
    if (!np_args_nokw(vm, hf->name, kwnames)) return false;
    if (hf->gated && !np_policy_allows_capability(vm, hf->name))
        return np_raisef(vm, NP_TYPE_NAMEERROR, "name '%s' is not defined", hf->name);
    NpTuple *t = np_tuple_from(vm, argv + 1, (size_t)argc - 1);
    if (!t) return false;
    NearlyValue *args = np_value_to_host(vm, np_obj(&t->hdr));
    if (!args) return false;
    NearlyHostError err;
    memset(&err, 0, sizeof err);
    NearlyValue *res = hf->fn(hf->ud, args, &err);
    nearly_value_free(args);
    if (!res) return np_raise_host_error(vm, hf->name, &err);
    bool ok = np_value_from_host(vm, res, out);
    nearly_value_free(res);
    return ok;
}

NpNative *np_hostfn_native(NpVM *vm, const char *name, NearlyHostFn fn, void *ud, bool gated) {
    HostFn *hf = calloc(1, sizeof *hf);
    if (!hf) {
        np_raise_nomem(vm);
        return NULL;
    }
    hf->fn = fn;
    hf->ud = ud;
    hf->gated = gated;
    snprintf(hf->name, sizeof hf->name, "%s", name);
    NpCData *c = (NpCData *)np_alloc_obj(vm, sizeof(NpCData), OBJ_CDATA, vm->types[NP_TYPE_OBJECT]);
    if (!c) {
        free(hf);
        return NULL;
    }
    c->ptr = hf;
    c->finalize = hostfn_finalize;
    NpNative *n = np_native_new(vm, hf->name, hostfn_call, NULL);
    if (!n) return NULL;
    n->self = np_obj(&c->hdr);
    return n;
}

NearlyStatus nearly_register_function(NearlyVM *h, const char *name, NearlyHostFn fn, void *ud) {
    NearlyStatus st = check_name(h, name);
    if (st != NEARLY_OK) return st;
    if (!fn) return NEARLY_ERR_USAGE;
    NpVM *vm = nearly_internal_vm(h);
    if (!np_policy_allows_capability(vm, name)) {
        char msg[320];
        snprintf(msg, sizeof msg, "the policy does not grant capability '%s'", name);
        np_api_set_error(h, "PermissionError", msg);
        return NEARLY_ERR_USAGE;
    }
    NpNative *n = np_hostfn_native(vm, name, fn, ud, true);
    NpStr *key = n ? np_intern_cstr(vm, name) : NULL;
    if (!key || !np_dict_set_str(vm, vm->builtins, key, np_obj(&n->hdr))) return np_api_take_error(h);
    return NEARLY_OK;
}
