/*
 * np_module.c - the module registry and the IMPORT, IMPORTFROM and IMPORTSTAR instructions.
 *
 * Only registered modules can be imported (there is no file system access): a host or policy
 * registers a module's init function, and the first `import` creates the module object, runs
 * init and caches the module in vm->modules.
 *
 * It is also where the VM meets its policy (vm/np_policy.h): a script's `import` must be granted
 * by vm->policy (np_import_checked), while imports made by embedded stdlib code and by C callers
 * skip the check, so a granted module can use helpers the script itself was not granted.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include "np_interp.h"
#include "np_policy.h"

/* ---------------------------------------------------------------- policy */

// The str hash seed of a VM made by the core directly (npvm_new: unit tests, fuzz harnesses)
// whose policy names no seed and whose host drew none; 0 keeps XXH3's unseeded values. VMs
// made through the public API get a random seed drawn by the host side (np_api.c).
#define NP_DEFAULT_HASH_SEED 0

// 64 bits from the host's entropy source (getrandom); [fallback] if it fails.
static uint64_t host_entropy(uint64_t fallback) {
    uint64_t v;
    if (getrandom(&v, sizeof v, GRND_NONBLOCK) != (ssize_t)sizeof v) return fallback;
    return v;
}

bool np_policy_attach(NpVM *vm, const NpPolicy *policy) {
    vm->policy = policy ? np_policy_copy(policy) : np_policy_default();
    if (!vm->policy) return false;
    np_policy_sync(vm);
    // The core never draws the hash seed itself: the policy fixes it, or the host drew one.
    if (vm->policy->has_hash_seed)
        vm->hash_seed = vm->policy->hash_seed;
    else if (vm->policy->has_host_seed)
        vm->hash_seed = vm->policy->host_seed;
    else
        vm->hash_seed = NP_DEFAULT_HASH_SEED;
    return true;
}

void np_policy_sync(NpVM *vm) {
    vm->has_clock = np_policy_find_cap(vm->policy, "clock") != NULL;
    bool entropy = np_policy_find_cap(vm->policy, "entropy") != NULL;
    // The entropy seed is drawn when the capability is first granted, never before.
    if (entropy && !vm->has_entropy) vm->entropy_seed = host_entropy(0);
    vm->has_entropy = entropy;
}

bool np_import_checked(NpVM *vm, const NpProto *importer, NpStr *name, NpValue *out) {
    bool trusted = importer && (importer->flags & NP_PROTO_STDLIB);
    if (!trusted && !np_policy_allows_module(vm->policy, name->data)) {
        for (int k = 0; k < vm->nmodreg; k++)
            if (!strcmp(vm->modreg[k].name, name->data) && strlen(name->data) == name->len)
                return np_raisef(vm, NP_TYPE_MODULENOTFOUNDERROR,
                                 "No module named '%s' (not granted by the policy)", name->data);
        if (nplib_pure_module(name->data, name->len))
            return np_raisef(vm, NP_TYPE_MODULENOTFOUNDERROR,
                             "No module named '%s' (not granted by the policy)", name->data);
        return np_raisef(vm, NP_TYPE_MODULENOTFOUNDERROR, "No module named '%s'", name->data);
    }
    return np_import(vm, name, out);
}

/* ---------------------------------------------------------------- the registry */

// Doubles the registry's capacity. While npvm_new's boot arena is open (the stdlib modules
// register then) the table and the names come from the arena, so a VM cloned from the boot image
// (vm/np_boot.c) gets its registry with the rest; a table or name in the arena is never freed.
static bool modreg_grow(NpVM *vm) {
    int cap = vm->modreg_cap ? vm->modreg_cap * 2 : 32;
    size_t bytes = (size_t)cap * sizeof(NpModuleReg);
    NpModuleReg *r = np_arena_raw(vm, bytes);
    if (!r && !np_in_arena(vm, vm->modreg)) {
        r = realloc(vm->modreg, bytes);
    } else if (!r) {
        r = malloc(bytes);
        if (r) memcpy(r, vm->modreg, (size_t)vm->nmodreg * sizeof(NpModuleReg));
    } else if (vm->modreg) {
        memcpy(r, vm->modreg, (size_t)vm->nmodreg * sizeof(NpModuleReg));
        if (!np_in_arena(vm, vm->modreg)) free(vm->modreg);
    }
    if (!r) return false;
    vm->modreg = r;
    vm->modreg_cap = cap;
    return true;
}

bool npvm_register_module(NpVM *vm, const char *name, bool (*init)(NpVM *, NpModuleObj *)) {
    if (vm->nmodreg == vm->modreg_cap && !modreg_grow(vm)) return false;
    size_t len = strlen(name) + 1;
    char *copy = np_arena_raw(vm, len);
    if (!copy) copy = malloc(len);
    if (!copy) return false;
    memcpy(copy, name, len);
    vm->modreg[vm->nmodreg].name = copy;
    vm->modreg[vm->nmodreg].init = init;
    vm->nmodreg++;
    return true;
}

void np_modreg_free(NpVM *vm) {
    for (int k = 0; k < vm->nmodreg; k++)
        if (!np_in_arena(vm, vm->modreg[k].name)) free(vm->modreg[k].name);
    if (!np_in_arena(vm, vm->modreg)) free(vm->modreg);
    vm->modreg = NULL;
    vm->nmodreg = vm->modreg_cap = 0;
}

// After `import a.b`, module a's attribute b is the submodule, as CPython's import system
// sets it (`import collections.abc` then `collections.abc.Mapping`). Whether a script may
// read it stays the policy's call (np_module_attr_visible checks the submodule's own name).
static bool bind_in_parent(NpVM *vm, NpStr *name, NpValue mod) {
    const char *dot = memrchr(name->data, '.', name->len);
    if (!dot) return true;
    NpStr *parent = np_intern(vm, name->data, (size_t)(dot - name->data));
    NpStr *child = np_intern(vm, dot + 1, name->len - (size_t)(dot - name->data) - 1);
    NpValue p;
    // The child's name is held by nothing else while the parent's import runs Python code.
    if (!parent || !child || !np_push_root(vm, mod)) return false;
    if (!np_push_root(vm, np_obj(&child->hdr))) {
        np_pop_roots(vm, 1);
        return false;
    }
    bool ok = np_import(vm, parent, &p);
    np_pop_roots(vm, 2);
    if (!ok) return false;
    return np_dict_set_str(vm, ((NpModuleObj *)NP_AS_OBJ(p))->globals, child, mod);
}

bool np_import(NpVM *vm, NpStr *name, NpValue *out) {
    NpValue m = np_dict_get_str(vm->modules, name);
    if (!NP_IS_UNDEF(m)) {
        *out = m;
        return true;
    }
    const NpModuleReg *reg = NULL;
    for (int k = 0; k < vm->nmodreg && !reg; k++)
        if (strlen(vm->modreg[k].name) == name->len && !strcmp(vm->modreg[k].name, name->data))
            reg = &vm->modreg[k];
    bool (*init)(NpVM *, NpModuleObj *) = reg ? reg->init : nplib_pure_module(name->data, name->len);
    if (!init) return np_raisef(vm, NP_TYPE_MODULENOTFOUNDERROR, "No module named '%s'", name->data);
    NpDict *globals = np_dict_new(vm);
    if (!globals) return false;
    NpModuleObj *mod = (NpModuleObj *)np_alloc_obj(vm, sizeof(NpModuleObj), OBJ_MODULE,
                                                   vm->types[NP_TYPE_MODULE]);
    if (!mod) return false;
    mod->name = name;
    mod->globals = globals;
    if (!np_dict_set_str(vm, globals, vm->s_name, np_obj(&name->hdr))) return false;
    if (!np_push_root(vm, np_obj(&mod->hdr))) return false;
    bool ok = init(vm, mod);
    np_pop_roots(vm, 1);
    if (!ok || !np_dict_set_str(vm, vm->modules, name, np_obj(&mod->hdr))) return false;
    *out = np_obj(&mod->hdr);
    return bind_in_parent(vm, name, *out);
}

bool np_module_lazy(NpVM *vm, NpModuleObj *m, NpStr *name, NpValue *out) {
    *out = np_undef();
    NpStr *key = m->globals ? np_intern_cstr(vm, "__lazy__") : NULL;
    NpValue lazy = key ? np_dict_get_str(m->globals, key) : np_undef();
    if (!NP_IS_DICT(lazy)) return true;
    NpValue loader = np_dict_get_str(NP_AS_DICT(lazy), name), mv = np_obj(&m->hdr), r;
    if (NP_IS_UNDEF(loader)) return true;
    if (!np_call_rooted(vm, loader, 1, &mv, &r)) return false;
    *out = np_dict_get_str(m->globals, name);
    return true;
}

bool np_import_from(NpVM *vm, NpValue mod, NpStr *name, NpValue *out) {
    if (NP_IS_KIND(mod, OBJ_MODULE)) {
        NpModuleObj *m = (NpModuleObj *)NP_AS_OBJ(mod);
        NpValue v = np_dict_get_str(m->globals, name);
        if (NP_IS_UNDEF(v) && !np_module_lazy(vm, m, name, &v)) return false;
        if (NP_IS_UNDEF(v) || !np_module_attr_visible(vm, name, v))
            return np_raisef(vm, NP_TYPE_IMPORTERROR,
                             "cannot import name '%s' from '%s' (unknown location)", name->data,
                             m->name->data);
        *out = v;
        return true;
    }
    return np_getattr(vm, mod, name, out);
}

bool np_import_star(NpVM *vm, NpValue mod, NpDict *globals) {
    if (!NP_IS_KIND(mod, OBJ_MODULE))
        return np_raisef(vm, NP_TYPE_RUNTIMEERROR, "invalid bytecode: import * of a non-module");
    NpDict *src = ((NpModuleObj *)NP_AS_OBJ(mod))->globals;
    NpValue all = np_dict_get_str(src, vm->s_all);
    if (NP_IS_LIST(all) || NP_IS_TUPLE(all)) {
        size_t n = NP_IS_LIST(all) ? NP_AS_LIST(all)->n : NP_AS_TUPLE(all)->n;
        for (size_t k = 0; k < n; k++) {
            NpValue key = NP_IS_LIST(all) ? NP_AS_LIST(all)->items[k] : NP_AS_TUPLE(all)->items[k];
            NpValue v;
            if (!NP_IS_STR(key) || !np_import_from(vm, mod, NP_AS_STR(key), &v) ||
                !np_dict_set(vm, globals, key, v))
                return NP_IS_STR(key) ? false
                                      : np_raisef(vm, NP_TYPE_TYPEERROR,
                                                  "Item in __all__ must be str, not %s",
                                                  np_type_name(vm, key));
        }
        return true;
    }
    size_t pos = 0;
    NpValue k, v;
    while (np_dict_next(src, &pos, &k, &v)) {
        if (NP_IS_STR(k) && NP_AS_STR(k)->data[0] == '_') continue;
        if (!np_dict_set(vm, globals, k, v)) return false;
    }
    return true;
}
