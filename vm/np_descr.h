/*
 * np_descr.h - descriptors and the default protocol methods of user classes (vm/np_descr.c):
 * staticmethod, classmethod, property, super, and the natives behind `object.__init__`,
 * `super().__eq__(o)`, `BaseException.__str__` that user classes inherit.
 *
 * np_attr.c is the only caller of the resolution functions: it stays the one place where
 * attribute access is decided; this file only implements what a found descriptor does.
 */
#ifndef NP_VM_DESCR_H
#define NP_VM_DESCR_H

#include "np_runtime.h"

// Registers staticmethod, classmethod, property and super in the builtins, with their
// constructors and property's getter/setter/deleter methods (called by np_types_init).
bool np_descr_init(NpVM *vm);

// True when [v] is a wrapper object of builtin type [id] (NP_TYPE_PROPERTY, ...).
bool np_is_wrapper(NpVM *vm, NpValue v, NpBuiltinTypeId id);

// Resolves a class attribute [v] found on the MRO of an instance [obj]'s type [t] (or, when
// [obj] is UNDEF, read from the class [t] itself): staticmethod gives the function,
// classmethod binds to the class, property calls its getter on an instance (and is itself
// when read from the class), a user descriptor with __get__ gives type(v).__get__(v, obj, t)
// (obj None when read from the class), functions and method natives bind to the instance.
bool np_descr_get(NpVM *vm, NpValue v, NpValue obj, NpType *t, NpValue *out);

// `obj.name = value` / `del obj.name` when the class attribute [d] of [name] is a user data
// descriptor (np_user_descr): calls type(d).__set__(d, obj, value) / __delete__(d, obj), or
// raises CPython's AttributeError naming the missing method ("__set__").
bool np_descr_user_set(NpVM *vm, NpValue d, NpValue obj, NpValue value);
bool np_descr_user_del(NpVM *vm, NpValue d, NpValue obj);

// `obj.name = value` / `del obj.name` when the class defines a property [prop] for [name]:
// calls fset/fdel, or raises CPython's "property 'x' of 'C' object has no setter".
bool np_property_set(NpVM *vm, NpValue prop, NpValue obj, NpStr *name, NpValue value);
bool np_property_del(NpVM *vm, NpValue prop, NpValue obj, NpStr *name);
// Names the properties of a new class's namespace [ns] after their keys, as CPython's
// property.__set_name__ does when a class is created: the name their "no setter" / "no deleter"
// errors report (vm/np_class.c np_build_class).
void np_property_set_names(NpVM *vm, NpDict *ns);

// np_setattr / np_delattr without the class's own __setattr__/__delattr__ hook (what
// object.__setattr__ does); properties and the dunder rule still apply (np_attr.c).
bool np_setattr_plain(NpVM *vm, NpValue obj, NpStr *name, NpValue value);
bool np_delattr_plain(NpVM *vm, NpValue obj, NpStr *name);
// 1 when [name] is one of the `__slots__` names of [obj]'s class, 0 when the class has slots
// without it, -1 when the class takes any name (no `__slots__`), -2 with an exception pending.
int np_slot_declared(NpVM *vm, NpValue obj, NpStr *name);
// `vars(obj)`: a copy of a user instance's own attributes as a new dict; TypeError otherwise.
bool np_vars(NpVM *vm, NpValue obj, NpValue *out);

// `super_obj.name`: searches the MRO after the super object's class and binds the result.
bool np_super_getattr(NpVM *vm, NpValue sup, NpStr *name, NpValue *out);
// np_getmethod for a super object: a plain function found for an instance comes back unbound,
// with *self = the instance (no bound method is allocated); anything else as np_super_getattr
// returns it, with *self UNDEF.
bool np_super_getmethod(NpVM *vm, NpValue sup, NpStr *name, NpValue *func, NpValue *self);

// The default protocol method [name] (a dunder like "__init__", "__eq__", "__repr__") that a
// user class [t] inherits from object or BaseException, as an unbound method native; UNDEF
// when [name] is not one of them. The closed list is in np_descr.c.
NpValue np_default_dunder(NpVM *vm, NpType *t, NpStr *name);

// The default repr `<__main__.C object at 0x...>` (np_repr.c) and the builtin str() of an
// exception, ignoring user overrides (np_repr.c).
NpStr *np_repr_default(NpVM *vm, NpValue v);
NpStr *np_exc_str_base(NpVM *vm, NpValue v);
// BaseException.__str__ itself (`Exception.__str__(KeyError('k'))` is 'k'): [v]'s args alone,
// without the forms of KeyError, OSError and the Unicode errors, which override it.
NpStr *np_exc_str_plain(NpVM *vm, NpValue v);
// prop.__doc__ of property [prop]: the doc given to property(), else its getter's __doc__ (read
// when asked; CPython copies it when the property is made, which differs only if the getter's
// __doc__ changes afterwards), else None. False only on an error other than AttributeError.
bool np_property_doc(NpVM *vm, NpValue prop, NpValue *out);

// A fresh list/dict/set.__init__ native for the builtin type [t] (what super().__init__(...)
// reaches from a subclass of list, dict or set), or UNDEF for other types (np_class.c).
NpValue np_builtin_init(NpVM *vm, NpType *t);

// A class made by a C module, as if by `class name(base): pass` in module [module] (its
// __module__, printed before the name in tracebacks): e.g. dataclasses.FrozenInstanceError.
// Implemented in np_class.c. NULL on failure.
NpType *np_class_new(NpVM *vm, const char *name, NpType *base, const char *module);

#endif
