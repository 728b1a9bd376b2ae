/*
 * np_api_host.c - host modules and host types of the embedding API (include/nearly.h,
 * "Host modules", "Host types").
 *
 * A host module is built when it is registered and cached in vm->modules; np_import_checked
 * gates it by the policy before the cache is consulted, so a script sees it only while the
 * policy grants its name. A host type instance is a capability handle: an OBJ_CDATA object
 * whose ptr is an NpHandle. Its attribute access goes through np_getattr's dispatch
 * (vm/np_attr.c) into np_handle_getattr, which shows only the names both the type's
 * whitelist and the policy's include/exclude patterns allow. Handles are never copied: the
 * VM owns the object, and the type's finalizer gives the host pointer back when it dies.
 */
#include <stdlib.h>
#include <string.h>

#include "np_embed.h"
#include "np_interp.h"
#include "np_policy.h"

// A registered host type (the public NearlyType): its name, a copy of the host's definition,
// and the next type registered on the same VM.
struct NearlyType {
    char name[256];
    NearlyTypeDef def;
    NearlyType *next;
};

// What a handle object's NpCData points to: the host pointer and its type (which outlives
// every handle, since types are freed after the VM).
typedef struct NpHandle {
    NearlyType *type;
    void *ptr;
} NpHandle;

// True when [name] is an ASCII identifier of at most 255 bytes.
static bool ident(const char *name) {
    size_t n = name ? strlen(name) : 0;
    if (n == 0 || n > 255 || (name[0] >= '0' && name[0] <= '9')) return false;
    for (size_t i = 0; i < n; i++) {
        char ch = name[i];
        if (!(ch == '_' || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
              (ch >= '0' && ch <= '9')))
            return false;
    }
    return true;
}

/* ---------------------------------------------------------------- host modules */

// The registry's init of a host module. Never reached while the module stays cached in
// vm->modules, which is never cleared; it only makes the registry know the name (for the
// "not granted by the policy" message).
static bool host_module_init(NpVM *vm, NpModuleObj *mod) {
    return np_raisef(vm, NP_TYPE_IMPORTERROR, "host module '%s' is not available",
                     mod->name->data);
}

// Builds the module object of [def] under [name] and caches it; false with an exception.
static bool build_module(NpVM *vm, const char *name, const NearlyModuleDef *def) {
    NpStr *mname = np_intern_cstr(vm, name);
    NpDict *globals = mname ? np_dict_new(vm) : NULL;
    NpModuleObj *mod = globals ? (NpModuleObj *)np_alloc_obj(vm, sizeof(NpModuleObj), OBJ_MODULE,
                                                             vm->types[NP_TYPE_MODULE])
                               : NULL;
    if (!mod) return false;
    mod->name = mname;
    mod->globals = globals;
    if (!np_dict_set_str(vm, globals, vm->s_name, np_obj(&mname->hdr))) return false;
    for (const NearlyFunctionDef *f = def->functions; f && f->name; f++) {
        NpNative *n = np_hostfn_native(vm, f->name, f->fn, def->ud, false);
        NpStr *key = n ? np_intern_cstr(vm, f->name) : NULL;
        if (!key || !np_dict_set_str(vm, globals, key, np_obj(&n->hdr))) return false;
    }
    for (const NearlyConstDef *c = def->constants; c && c->name; c++) {
        NpValue v;
        NpStr *key = np_intern_cstr(vm, c->name);
        if (!key || !np_value_from_host(vm, c->value, &v) || !np_dict_set_str(vm, globals, key, v))
            return false;
    }
    return np_dict_set_str(vm, vm->modules, mname, np_obj(&mod->hdr));
}

// True when every function has a name and a callback and every constant a name and a value.
static bool module_def_ok(const NearlyModuleDef *def) {
    for (const NearlyFunctionDef *f = def->functions; f && f->name; f++)
        if (!ident(f->name) || !f->fn) return false;
    for (const NearlyConstDef *c = def->constants; c && c->name; c++)
        if (!ident(c->name) || !c->value) return false;
    return true;
}

NearlyStatus nearly_register_module(NearlyVM *h, const char *name, const NearlyModuleDef *def) {
    if (!h) return NEARLY_ERR_USAGE;
    NpVM *vm = nearly_internal_vm(h);
    if (!ident(name) || !def || !module_def_ok(def)) {
        np_api_set_error(h, "ValueError", "bad module name or definition");
        return NEARLY_ERR_USAGE;
    }
    for (int k = 0; k < vm->nmodreg; k++)
        if (!strcmp(vm->modreg[k].name, name)) {
            np_api_set_error(h, "ValueError", "a module of that name already exists");
            return NEARLY_ERR_USAGE;
        }
    np_api_set_error(h, "", "");
    if (!build_module(vm, name, def)) return np_api_take_error(h);
    if (!npvm_register_module(vm, name, host_module_init)) {
        np_raise_nomem(vm);
        return np_api_take_error(h);
    }
    return NEARLY_OK;
}

/* ---------------------------------------------------------------- host types */

NearlyType *nearly_register_type(NearlyVM *h, const char *name, const NearlyTypeDef *def) {
    if (!h) return NULL;
    NpVM *vm = nearly_internal_vm(h);
    if (!ident(name) || !def) {
        np_api_set_error(h, "ValueError", "bad type name or definition");
        return NULL;
    }
    for (const NearlyMethodDef *m = def->methods; m && m->name; m++)
        if (!ident(m->name) || !m->fn) {
            np_api_set_error(h, "ValueError", "bad method definition");
            return NULL;
        }
    if (def->attrs && def->attrs[0] && !def->getattr) {
        np_api_set_error(h, "ValueError", "attributes need a getattr callback");
        return NULL;
    }
    if (!np_policy_allows_capability(vm, name)) {
        np_api_set_error(h, "PermissionError", "the policy does not grant this capability");
        return NULL;
    }
    NearlyType *t = calloc(1, sizeof *t);
    if (!t) {
        np_api_set_error(h, "MemoryError", "");
        return NULL;
    }
    snprintf(t->name, sizeof t->name, "%s", name);
    t->def = *def;
    NearlyType **list = np_api_types(h);
    t->next = *list;
    *list = t;
    np_api_set_error(h, "", "");
    return t;
}

void np_host_types_free(NearlyType *list) {
    while (list) {
        NearlyType *next = list->next;
        free(list);
        list = next;
    }
}

// Finalizer of a handle object: hands the pointer back to the host, once.
static void handle_finalize(NpVM *vm, void *p) {
    (void)vm;
    NpHandle *hd = p;
    if (hd->type->def.finalize) hd->type->def.finalize(hd->ptr, hd->type->def.ud);
    free(hd);
}

NearlyStatus nearly_set_handle(NearlyVM *h, const char *name, NearlyType *type, void *ptr) {
    if (!h) return NEARLY_ERR_USAGE;
    bool known = false;
    for (NearlyType *t = *np_api_types(h); t; t = t->next) known |= t == type;
    if (!ident(name) || !known) {
        np_api_set_error(h, "ValueError", "bad global name or unknown type");
        return NEARLY_ERR_USAGE;
    }
    np_api_set_error(h, "", "");
    NpVM *vm = nearly_internal_vm(h);
    NpStr *key = np_intern_cstr(vm, name);
    NpHandle *hd = key ? calloc(1, sizeof *hd) : NULL;
    if (!hd) {
        if (key) np_raise_nomem(vm);
        return np_api_take_error(h);
    }
    hd->type = type;
    hd->ptr = ptr;
    NpCData *c = (NpCData *)np_alloc_obj(vm, sizeof(NpCData), OBJ_CDATA, vm->types[NP_TYPE_OBJECT]);
    if (!c) {
        free(hd);
        return np_api_take_error(h);
    }
    c->ptr = hd;
    c->finalize = handle_finalize;
    if (!np_dict_set_str(vm, vm->main_globals, key, np_obj(&c->hdr))) return np_api_take_error(h);
    return NEARLY_OK;
}

// The handle behind [obj], or NULL when [obj] is another kind of C data.
static NpHandle *handle_of(NpValue obj) {
    NpCData *c = (NpCData *)NP_AS_OBJ(obj);
    return c->finalize == handle_finalize ? c->ptr : NULL;
}

// A bound method of a handle: argv[0] is the tuple (handle, method index), which keeps the
// handle alive as long as the bound method.
static bool handle_method_call(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out) {
    NpTuple *self = (NpTuple *)NP_AS_OBJ(argv[0]);
    NpHandle *hd = handle_of(self->items[0]);
    const NearlyMethodDef *m = &hd->type->def.methods[self->items[1].u.i];
    if (!np_args_nokw(vm, m->name, kwnames)) return false;
    if (!np_policy_allows_capability(vm, hd->type->name))
        return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "capability '%s' was revoked",
                         hd->type->name);
    NpTuple *t = np_tuple_from(vm, argv + 1, (size_t)argc - 1);
    NearlyValue *args = t ? np_value_to_host(vm, np_obj(&t->hdr)) : NULL;
    if (!args) return false;
    NearlyHostError err;
    memset(&err, 0, sizeof err);
    NearlyValue *res = m->fn(hd->ptr, hd->type->def.ud, args, &err);
    nearly_value_free(args);
    if (!res) return np_raise_host_error(vm, m->name, &err);
    bool ok = np_value_from_host(vm, res, out);
    nearly_value_free(res);
    return ok;
}

bool np_handle_getattr(NpVM *vm, NpValue obj, NpStr *name, NpValue *out) {
    NpHandle *hd = handle_of(obj);
    const NpPolicyCap *cap = hd ? np_policy_find_cap(vm->policy, hd->type->name) : NULL;
    const char *tname = hd ? hd->type->name : "object";
    if (!cap || strlen(name->data) != name->len || !np_policy_cap_allows_attr(cap, name->data))
        return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "'%s' object has no attribute '%s'", tname,
                         name->data);
    const NearlyTypeDef *def = &hd->type->def;
    for (const NearlyMethodDef *m = def->methods; m && m->name; m++) {
        if (strcmp(m->name, name->data) != 0) continue;
        NpValue pair[2] = {obj, np_int(m - def->methods)};
        NpTuple *self = np_tuple_from(vm, pair, 2);
        NpNative *n = self ? np_native_new(vm, m->name, handle_method_call, NULL) : NULL;
        if (!n) return false;
        n->self = np_obj(&self->hdr);
        *out = np_obj(&n->hdr);
        return true;
    }
    for (const char *const *a = def->attrs; a && *a; a++) {
        if (strcmp(*a, name->data) != 0) continue;
        NearlyHostError err;
        memset(&err, 0, sizeof err);
        NearlyValue *res = def->getattr(hd->ptr, def->ud, name->data, &err);
        if (!res) return np_raise_host_error(vm, name->data, &err);
        bool ok = np_value_from_host(vm, res, out);
        nearly_value_free(res);
        return ok;
    }
    return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "'%s' object has no attribute '%s'", tname,
                     name->data);
}
