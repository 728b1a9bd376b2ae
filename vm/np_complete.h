/*
 * np_complete.h - read-only questions to the attribute rule (vm/np_attr.c) for name completion
 * in the REPL (cli/repl.c through vm/np_api_repl.c).
 *
 * Nothing here runs Python code, allocates on the VM heap or raises: a name is listed only when
 * np_getattr would find it by the same rule, and values are only ever read from dicts. Names a
 * class's __getattr__ would synthesize are never listed (completion stays conservative).
 */
#ifndef NP_VM_COMPLETE_H
#define NP_VM_COMPLETE_H

#include "np_runtime.h"

// Receives one attribute name (a str of the VM's heap; copy it, do not keep it).
typedef void (*NpAttrNameFn)(void *ud, const NpStr *name);

// Calls [fn] for every name `obj.name` can reach under np_getattr's rule without calling a
// class's __getattr__. A name may be reported more than once (overrides along the MRO).
void np_attr_list(NpVM *vm, NpValue obj, NpAttrNameFn fn, void *ud);

// Reads `obj.name` for completing a dotted chain, only when the rule allows the name and the
// value sits in a dict (module globals, instance attributes, class dicts) so that no code runs:
// properties, getters and __getattr__ are not followed. False when it cannot be read that way.
bool np_attr_peek(NpVM *vm, NpValue obj, const NpStr *name, NpValue *out);

#endif
