/*
 * np_embed.h - internal glue of the embedding API (include/nearly.h, "Host values, host
 * functions and versioned state"): the layout of NearlyValue, the VM <-> host copies, and the
 * hooks the public-API files share with vm/np_api.c.
 */
#ifndef NP_VM_EMBED_H
#define NP_VM_EMBED_H

#include "nearly.h"
#include "np_runtime.h"

// A host value tree node (include/nearly.h). Scalars use [u]; a big int keeps its decimal
// digits (with an optional '-') in [text]; a str its UTF-8 bytes in [text] ([len] bytes plus a
// NUL); containers [len] children in [items] (a dict stores key, value, key, value, ...).
struct NearlyValue {
    NearlyValueKind kind;
    union {
        int b;
        int64_t i;
        double f;
    } u;
    char *text;
    size_t len;
    // Capacity of [items] in pointers.
    size_t cap;
    NearlyValue **items;
    // Used only while nearly_value_free walks the tree: the container being freed above.
    NearlyValue *parent;
};

// The internal VM behind a handle (vm/np_api.c).
NpVM *nearly_internal_vm(NearlyVM *h);
// Records [type] and [msg] as the handle's last error, as a failed run does (vm/np_api.c).
void np_api_set_error(NearlyVM *h, const char *type, const char *msg);
// Records the VM's pending exception as the handle's last error and clears it; returns the
// status a run ending in it would have (NEARLY_ERR_LIMIT or NEARLY_ERR_RUNTIME).
NearlyStatus np_api_take_error(NearlyVM *h);
// True when exception [exc] ended a run at a limit the host set (vm/np_api.c): the uncatchable
// budget/memory/timeout/interrupt exceptions, or RecursionError.
bool np_api_is_limit_error(NpVM *vm, NpValue exc);

// Deep copies across the boundary (vm/np_api_values.c). Both fail with a pending exception.
bool np_value_from_host(NpVM *vm, const NearlyValue *hv, NpValue *out);
NearlyValue *np_value_to_host(NpVM *vm, NpValue v);

// True when the VM's policy grants capability [name] (host functions and types).
bool np_policy_allows_capability(NpVM *vm, const char *name);

// Raises the error a host callback reported: the builtin exception type [err] names
// (RuntimeError by default) with its message; [fname] names the callback when it gave none.
bool np_raise_host_error(NpVM *vm, const char *fname, const NearlyHostError *err);
// A builtin function object calling host function [fn] with [ud] (vm/np_api_values.c). When
// [gated], each call first checks that the policy still grants capability [name].
NpNative *np_hostfn_native(NpVM *vm, const char *name, NearlyHostFn fn, void *ud, bool gated);

// Host types (vm/np_api_host.c). The list of the handle's registered types, freed after the
// VM (so handle finalizers run while their types still exist).
NearlyType **np_api_types(NearlyVM *h);
void np_host_types_free(NearlyType *list);
// `obj.name` on a capability handle (an OBJ_CDATA object); any other OBJ_CDATA has no
// attributes. Called only from np_getattr's dispatch (vm/np_attr.c).
bool np_handle_getattr(NpVM *vm, NpValue obj, NpStr *name, NpValue *out);

#endif
