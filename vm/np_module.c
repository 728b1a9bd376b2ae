/*
 * np_module.c - the module registry and the IMPORT, IMPORTFROM and IMPORTSTAR instructions.
 *
 * Only registered modules can be imported (there is no file system access): a host or policy
 * registers a module's init function, and the first `import` creates the module object, runs
 * init and caches the module in vm->modules.
 */
#include <stdlib.h>
#include <string.h>

#include "np_interp.h"

bool npvm_register_module(NpVM *vm, const char *name, bool (*init)(NpVM *, NpModuleObj *)) {
    if (vm->nmodreg == vm->modreg_cap) {
        int cap = vm->modreg_cap ? vm->modreg_cap * 2 : 8;
        NpModuleReg *r = realloc(vm->modreg, (size_t)cap * sizeof *r);
        if (!r) return false;
        vm->modreg = r;
        vm->modreg_cap = cap;
    }
    char *copy = strdup(name);
    if (!copy) return false;
    vm->modreg[vm->nmodreg].name = copy;
    vm->modreg[vm->nmodreg].init = init;
    vm->nmodreg++;
    return true;
}

void np_modreg_free(NpVM *vm) {
    for (int k = 0; k < vm->nmodreg; k++) free(vm->modreg[k].name);
    free(vm->modreg);
    vm->modreg = NULL;
    vm->nmodreg = vm->modreg_cap = 0;
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
    if (!reg) return np_raisef(vm, NP_TYPE_MODULENOTFOUNDERROR, "No module named '%s'", name->data);
    NpDict *globals = np_dict_new(vm);
    if (!globals) return false;
    NpModuleObj *mod = (NpModuleObj *)np_alloc_obj(vm, sizeof(NpModuleObj), OBJ_MODULE,
                                                   vm->types[NP_TYPE_MODULE]);
    if (!mod) return false;
    mod->name = name;
    mod->globals = globals;
    if (!np_dict_set_str(vm, globals, vm->s_name, np_obj(&name->hdr))) return false;
    if (!np_push_root(vm, np_obj(&mod->hdr))) return false;
    bool ok = reg->init(vm, mod);
    np_pop_roots(vm, 1);
    if (!ok || !np_dict_set_str(vm, vm->modules, name, np_obj(&mod->hdr))) return false;
    *out = np_obj(&mod->hdr);
    return true;
}

bool np_import_from(NpVM *vm, NpValue mod, NpStr *name, NpValue *out) {
    if (NP_IS_KIND(mod, OBJ_MODULE)) {
        NpModuleObj *m = (NpModuleObj *)NP_AS_OBJ(mod);
        NpValue v = np_dict_get_str(m->globals, name);
        if (NP_IS_UNDEF(v))
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
