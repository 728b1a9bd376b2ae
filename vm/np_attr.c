/*
 * np_attr.c - THE attribute dispatch of Nearly: every `obj.name` read, write and delete, and
 * every method lookup, goes through this file, so the sandbox's attribute rule is auditable here.
 *
 * The rule is written down once, as data, in the section "THE ATTRIBUTE RULE" below:
 *   - NEVER_NAMES / NEVER_PREFIXES: names no object exposes, checked before anything else;
 *   - ATTR_RULES: one row per kind of object (user instances, user classes, builtin types,
 *     builtin objects, functions, natives, modules, exceptions, host handles, super, Field)
 *     saying where a name may be found (REACH_* bits) and which underscore names are
 *     allowlisted on it (its `specials`).
 * np_getattr classifies the object (attr_kind), refuses never-names, and then reads only the
 * sources its row allows. Writes (np_setattr) and deletes (np_delattr) refuse every dunder except
 * the row's `writable` specials. Listing (np_attr_list, REPL completion) uses the same rows.
 * Descriptors (staticmethod, classmethod, property) and super objects are resolved here and
 * executed by np_descr.c. A class's own __getattr__ (for missing names that are not dunders),
 * __setattr__ and __delattr__ are honoured. docs/SECURITY.md has the audit of entry points.
 */
#include <string.h>

#include "np_complete.h"
#include "np_descr.h"
#include "np_embed.h"
#include "np_interp.h"
#include "np_policy.h"
#include "np_runtime.h"
#include "np_serial.h"
#include "np_tb.h"

/* ---------------------------------------------------------------- name classification */

// True for names of the form __x__.
static bool is_dunder(const NpStr *name)
{
    return name->len >= 5 && name->data[0] == '_' && name->data[1] == '_' &&
           name->data[name->len - 1] == '_' && name->data[name->len - 2] == '_';
}

// True when [name] is exactly [s] (lengths compared, so a name with a NUL byte inside
// never equals a shorter C string).
static bool name_is(const NpStr *name, const char *s)
{
    return strlen(s) == name->len && memcmp(name->data, s, name->len) == 0;
}

/* ================================================================ THE ATTRIBUTE RULE
 *
 * Everything a script can reach with `obj.name` (and getattr, hasattr, format fields,
 * attrgetter, methodcaller, REPL completion, which all call np_getattr) is listed here. */

// Names that are never reachable on ANY object, whoever defined them: the objects behind them
// (frames, code, tracebacks, globals, builtins, closures, cells, the pickle protocol, the class
// hierarchy) must not be handed to a script. A user class that defines a method with one of
// these names can still have it called by nothing: `obj.__reduce__` is an AttributeError.
// (Each with its length, so never_reachable compares without strcmp's calls.)
#define N(s) {s, sizeof(s) - 1},
static const struct {
    const char *s;
    size_t len;
} NEVER_NAMES[] = {
    N("__dict__") N("__self__") N("__func__") N("__defaults__")
    N("__kwdefaults__") N("__globals__") N("__builtins__") N("__code__") N("__closure__")
    N("__base__") N("__bases__") N("__subclasses__") N("__reduce__")
    N("__reduce_ex__") N("__getattribute__") N("__getstate__") N("__setstate__")
    N("__loader__") N("__spec__") N("__file__")
    N("__path__") N("__weakref__") N("__objclass__") N("__text_signature__")
    N("__init_subclass__") N("__class_getitem__") N("__new__") N("__del__") N("__slots__") N("__frame__")
};
#undef N

// Name prefixes of frame, code, traceback, generator and coroutine internals (f_back,
// gi_frame, tb_next, co_consts, ...). No builtin object has such an attribute; they are
// refused on every object that is not the script's own (an attribute a script set on its own
// instance, `self.f_count = 0`, is plain data and stays readable, as in CPython).
static const char *const NEVER_PREFIXES[] = {"f_", "gi_", "cr_", "ag_", "tb_", "co_", "func_", "im_"};


// Where np_getattr may find a name for one kind of object, in lookup order.
enum {
    REACH_SPECIALS = 1 << 0,       // the row's allowlisted underscore names (below)
    REACH_OWN_ATTRS = 1 << 1,      // the object's own attribute dict (what the script set)
    REACH_TYPE_PUBLIC = 1 << 2,    // public names along its type's MRO (methods, properties)
    REACH_TYPE_PRIVATE = 1 << 3,   // `_x` and mangled `_C__x` names along the MRO
    REACH_USER_DUNDERS = 1 << 4,   // special methods a user class defines (functions only)
    REACH_DEFAULT_DUNDERS = 1 << 5, // object's/BaseException's protocol methods (__init__, __eq__..)
    REACH_METATYPE = 1 << 6,       // public names of `type` itself (on type objects)
    REACH_MODULE_GLOBALS = 1 << 7, // a module's public globals, minus modules not granted
    REACH_HOST_POLICY = 1 << 8,    // a host handle: names its type registered AND the policy includes
    REACH_GETATTR_HOOK = 1 << 9,   // the class's __getattr__ for missing non-dunder names
    REACH_EXC_FIELDS = 1 << 10,    // `args`, and `value` of StopIteration
    REACH_SUPER = 1 << 11,         // super(): the rest of the MRO, same rules (np_descr.c)
    REACH_FIELD = 1 << 12,         // dataclasses.Field: name, default, default_factory
    ACCEPT_NEW_ATTRS = 1 << 13,    // `obj.x = v` may add a new (non-dunder) attribute
};

// The kinds of objects the rule distinguishes (attr_kind classifies a value).
typedef enum AttrKind {
    AK_USER_INSTANCE, // instance of a user class (incl. subclasses of list/dict/... and Exception)
    AK_USER_CLASS,    // a class statement's class
    AK_BUILTIN_TYPE,  // int, str, list, ValueError, ... and stdlib classes written in C
    AK_FUNCTION,      // a Python function (def, lambda)
    AK_NATIVE,        // a builtin function or method, or a bound method
    AK_MODULE,        // an imported module
    AK_EXCEPTION,     // an instance of a builtin exception class
    AK_HOST,          // a capability handle of the embedding host (host-registered type)
    AK_SUPER,         // a super() object
    AK_FIELD,         // dataclasses.field(...)
    AK_BUILTIN,       // every other builtin object: str, int, list, dict, set, generator,
                      // iterators, views, range, slice, property/staticmethod objects, ...
    AK__COUNT
} AttrKind;

// One row of the rule.
typedef struct AttrRule {
    const char *kind;      // human name of the kind (docs/SECURITY.md uses the same words)
    unsigned reach;        // REACH_* and ACCEPT_NEW_ATTRS bits
    const char *specials;  // readable underscore names (all dunders), space-separated, each between spaces
    const char *writable;  // dunders that may be assigned (checked values), same format
} AttrRule;

// THE TABLE. Anything not listed in a row is unreachable on that kind of object.
static const AttrRule ATTR_RULES[AK__COUNT] = {
    [AK_USER_INSTANCE] = {"instance of a user class",
                          REACH_SPECIALS | REACH_OWN_ATTRS | REACH_TYPE_PUBLIC |
                              REACH_TYPE_PRIVATE | REACH_USER_DUNDERS | REACH_DEFAULT_DUNDERS |
                              REACH_GETATTR_HOOK | REACH_EXC_FIELDS | ACCEPT_NEW_ATTRS,
                          " __class__ __cause__ __context__ __suppress_context__ __notes__ "
                          "__traceback__ __doc__ __module__ ",
                          " __cause__ __context__ __suppress_context__ __notes__ __doc__ "
                          "__module__ "},
    [AK_USER_CLASS] = {"user class",
                       REACH_SPECIALS | REACH_TYPE_PUBLIC | REACH_TYPE_PRIVATE |
                           REACH_USER_DUNDERS | REACH_DEFAULT_DUNDERS | REACH_METATYPE |
                           ACCEPT_NEW_ATTRS,
                       " __class__ __name__ __qualname__ __mro__ __annotations__ __doc__ __module__ ", " "},
    [AK_BUILTIN_TYPE] = {"builtin type", REACH_SPECIALS | REACH_TYPE_PUBLIC | REACH_METATYPE,
                         " __class__ __name__ __qualname__ __mro__ __module__ ", " "},
    [AK_FUNCTION] = {"Python function", REACH_SPECIALS | REACH_OWN_ATTRS | REACH_TYPE_PUBLIC |
                                            ACCEPT_NEW_ATTRS,
                     " __class__ __name__ __qualname__ __annotations__ __doc__ __module__ ",
                     " __name__ __qualname__ __wrapped__ __annotations__ __doc__ __module__ "},
    // (`__doc__`/`__module__` answer only on a method bound to a Python function: its own.)
    [AK_NATIVE] = {"builtin function or bound method", REACH_SPECIALS | REACH_TYPE_PUBLIC,
                   " __class__ __name__ __qualname__ __doc__ __module__ ", " "},
    [AK_MODULE] = {"module", REACH_SPECIALS | REACH_MODULE_GLOBALS, " __class__ __name__ ", " "},
    [AK_EXCEPTION] = {"builtin exception",
                      REACH_SPECIALS | REACH_OWN_ATTRS | REACH_TYPE_PUBLIC | REACH_EXC_FIELDS |
                          ACCEPT_NEW_ATTRS,
                      " __class__ __cause__ __context__ __suppress_context__ __notes__ "
                      "__traceback__ ",
                      " __cause__ __context__ __suppress_context__ __notes__ "},
    [AK_HOST] = {"host capability handle", REACH_HOST_POLICY, " ", " "},
    [AK_SUPER] = {"super object", REACH_SUPER, " ", " "},
    [AK_FIELD] = {"dataclasses.Field", REACH_FIELD, " ", " "},
    // Own attributes here are the data fields a C module stored on its object (re.Match.string).
    // (`__name__`/`__qualname__` answer only on a generator: its function's names.)
    // (`__doc__` answers only on a property, staticmethod or classmethod: doc_or_module.)
    [AK_BUILTIN] = {"builtin object", REACH_SPECIALS | REACH_OWN_ATTRS | REACH_TYPE_PUBLIC,
                    " __class__ __name__ __qualname__ __doc__ ", " "},
};

// attr_kind past its first test.
static __attribute__((noinline)) AttrKind attr_kind_other(NpVM *vm, NpValue obj)
{
    if (!NP_IS_OBJ(obj))
        return AK_BUILTIN;
    NpObject *o = NP_OBJ(obj);
    switch (o->kind) {
    case OBJ_TYPE:
        return (((NpType *)o)->tflags & NP_TF_USER) ? AK_USER_CLASS : AK_BUILTIN_TYPE;
    case OBJ_FUNCTION:
        return AK_FUNCTION;
    case OBJ_NATIVE:
    case OBJ_BOUND:
        return AK_NATIVE;
    case OBJ_MODULE:
        return AK_MODULE;
    case OBJ_CDATA:
        return AK_HOST;
    case OBJ_WRAPPER:
        if (np_is_wrapper(vm, obj, NP_TYPE_SUPER))
            return AK_SUPER;
        if (np_is_wrapper(vm, obj, NP_TYPE_FIELD))
            return AK_FIELD;
        break;
    default:
        break;
    }
    if (o->type->tflags & NP_TF_USER)
        return AK_USER_INSTANCE;
    return o->kind == OBJ_EXCEPTION ? AK_EXCEPTION : AK_BUILTIN;
}

// The kind of [obj] for ATTR_RULES; an instance of a user class, the usual receiver, is told
// inline.
static inline AttrKind attr_kind(NpVM *vm, NpValue obj)
{
    if (NP_IS_KIND(obj, OBJ_INSTANCE) && (NP_OBJ(obj)->type->tflags & NP_TF_USER))
        return AK_USER_INSTANCE;
    return attr_kind_other(vm, obj);
}

// True when [name] is one of the space-separated words of [list] (" a b ").
// Walks the words one by one, comparing lengths first, so a name with a NUL byte inside
// (`getattr(x, "__\0...")`) can never match a shorter word or read past the list.
static bool in_words(const char *list, const NpStr *name)
{
    const char *p = list;
    while (*p) {
        while (*p == ' ')
            p++;
        size_t w = strcspn(p, " ");
        if (w > 0 && w == name->len && memcmp(p, name->data, w) == 0)
            return true;
        p += w;
    }
    return false;
}

// True for names that might be on the never-list without starting with '_' (a prefix such as
// `f_` or `gi_`): the method fast path leaves them to np_getattr's full check.
static inline bool maybe_never(const NpStr *name)
{
    const char *d = name->data;  // NUL-terminated, so d[k] for k <= len is readable
    size_t n = name->len;
    return (n >= 2 && d[1] == '_') || (n >= 3 && d[2] == '_') || (n >= 5 && d[4] == '_');
}

// never_reachable past its screen: the word lists compared.
static __attribute__((noinline)) bool never_listed(AttrKind k, const NpStr *name)
{
    const char *d = name->data;
    if (d[0] == '_') {
        if (name->len < 5 || d[1] != '_')
            return false;
        for (size_t i = 0; i < sizeof NEVER_NAMES / sizeof *NEVER_NAMES; i++)
            // (strcmp's answer: the terminating NUL is compared too, and a name with a NUL
            // byte inside is refused as its C string would be.)
            if (NEVER_NAMES[i].len <= name->len && NEVER_NAMES[i].s[2] == d[2] &&
                memcmp(d, NEVER_NAMES[i].s, NEVER_NAMES[i].len + 1) == 0)
                return true;
        return false;
    }
    // The script's own data (attributes it set on its instances, classes and functions) is
    // exempt.
    if (k == AK_USER_INSTANCE || k == AK_USER_CLASS || k == AK_FUNCTION || !maybe_never(name))
        return false;
    // (The first character screens out most names before any string compare; a prefix is
    // compared only when the name is at least as long.)
    for (size_t i = 0; i < sizeof NEVER_PREFIXES / sizeof *NEVER_PREFIXES; i++) {
        const char *p = NEVER_PREFIXES[i];
        if (d[0] != p[0])
            continue;
        size_t n = strlen(p);
        if (name->len >= n && memcmp(d, p, n) == 0)
            return true;
    }
    return false;
}


// True when [name] is on the never-list for an object of kind [k] (see NEVER_*). The screen
// answers inline for the usual names: one that starts with '_' but not "__" (or is shorter
// than any listed name), and any other name on the script's own objects, which are exempt
// from the prefixes (the call and its saved registers were ~27 instructions of every
// np_getattr and store).
static inline bool never_reachable(AttrKind k, const NpStr *name)
{
    const char *d = name->data;
    if (d[0] == '_') {
        if (name->len < 5 || d[1] != '_')
            return false;
    } else if (k == AK_USER_INSTANCE || k == AK_USER_CLASS || k == AK_FUNCTION) {
        return false;
    }
    return never_listed(k, name);
}


/* ---------------------------------------------------------------- errors */

// AttributeError with CPython's wording for [obj] lacking [name], its type's name cut to [cut]
// bytes (at most 100; a type object's always to 50), as np_name_cut cuts.
static bool no_attr_cut(NpVM *vm, NpValue obj, NpStr *name, size_t cut)
{
    char buf[104];
    if (NP_IS_TYPE(obj)) {
        return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "type object '%s' has no attribute '%s'",
                         np_name_cut(buf, NP_AS_TYPE(obj)->name->data, 50), name->data);
    }
    if (NP_IS_KIND(obj, OBJ_MODULE)) {
        NpModuleObj *m = (NpModuleObj *)NP_AS_OBJ(obj);
        return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "module '%s' has no attribute '%s'",
                         m->name ? m->name->data : "?", name->data);
    }
    // An unsaved_value marker (a global that could not be saved) raises what it was.
    if (np_serial_is_marker(obj))
        return np_serial_marker_raise(vm, obj);
    return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "'%s' object has no attribute '%s'",
                     np_name_cut(buf, np_type_name(vm, obj), cut), name->data);
}

// The AttributeError of a read of a missing attribute: the type's name cut to 50 characters
// (CPython's generic getattr and type objects).
static bool no_attr(NpVM *vm, NpValue obj, NpStr *name)
{
    return no_attr_cut(vm, obj, name, 50);
}

// The same for a store or deletion on an instance: CPython's generic setattr cuts the type's
// name to 100 characters.
static bool no_attr_set(NpVM *vm, NpValue obj, NpStr *name)
{
    return no_attr_cut(vm, obj, name, 100);
}

/* ---------------------------------------------------------------- lookups */

// Looks [name] up through the MRO of [t]. Dunder names are only taken from user classes, and
// only when they hold a function (a user-defined special method), so builtin internals and
// class bookkeeping entries stay unreachable.
static NpValue type_lookup(NpType *t, NpStr *name)
{
    if (!is_dunder(name))
        return np_type_lookup(t, name);
    if (!t->mro)
        return np_undef();
    for (size_t k = 0; k < t->mro->n; k++) {
        NpType *m = NP_AS_TYPE(t->mro->items[k]);
        if (!(m->tflags & NP_TF_USER) || !m->dict)
            continue;
        NpValue v = np_dict_get_str(m->dict, name);
        if (NP_IS_UNDEF(v))
            continue;
        // Functions, descriptors, and method natives a module installed (dataclasses); of
        // the plain values only __match_args__ (a tuple of names used by match), an enum's
        // __members__ (a dict of its members, written by stdlib/np_lib_enum.py) and a
        // dataclass's __dataclass_fields__ (a dict of its Field objects) and a TypedDict's
        // __total__ / __required_keys__ / __optional_keys__ (stdlib/np_lib_typing.py) are readable.
        if (NP_IS_KIND(v, OBJ_FUNCTION) || NP_IS_KIND(v, OBJ_WRAPPER) ||
            NP_IS_KIND(v, OBJ_NATIVE) || name_is(name, "__match_args__") ||
            name_is(name, "__members__") || name_is(name, "__dataclass_fields__") ||
            name_is(name, "__total__") || name_is(name, "__required_keys__") ||
            name_is(name, "__optional_keys__"))
            return v;
        // `__hash__ = None` (set by the class body, or by np_class.c for a class that defines
        // __eq__ alone) reads as None, as in CPython.
        if (NP_IS_NONE(v) && name_is(name, "__hash__"))
            return v;
        return np_undef();
    }
    return np_undef();
}

// A special method defined as @staticmethod, called by the object protocol: argv[0] is the
// function (the trampoline's bound self), argv[1] the receiver, which is dropped.
static bool static_special(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    return np_call(vm, argv[0], argc - 2, argv + 2, kwnames, out);
}

// A special method defined as @classmethod: the receiver is replaced by its class.
static bool class_special(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    NpValue cls = argc > 1 && !NP_IS_TYPE(argv[1]) ? np_obj(&np_typeof(vm, argv[1])->hdr)
                                                     : argv[argc > 1 ? 1 : 0];
    return np_call_with_self(vm, argv[0], cls, argc - 2, argv + 2, kwnames, out);
}

// The callable the object protocol calls as fn(self, args...) for a class attribute [v]: a
// staticmethod or classmethod wrapper becomes a trampoline native (CPython's slot wrappers go
// through the descriptor too), and so does an instance of a user class (a callable object is
// no descriptor: CPython calls it without self); anything else is returned unchanged. UNDEF
// when out of memory.
static NpValue protocol_callable(NpVM *vm, NpValue v)
{
    bool st = np_is_wrapper(vm, v, NP_TYPE_STATICMETHOD);
    if (NP_IS_KIND(v, OBJ_INSTANCE) && (NP_OBJ(v)->type->tflags & NP_TF_USER)) {
        NpNative *n = np_native_new(vm, "staticmethod", static_special, NULL);
        if (!n) {
            np_exc_clear(vm);
            return np_undef();
        }
        n->self = v;
        return np_obj(&n->hdr);
    }
    if (!st && !np_is_wrapper(vm, v, NP_TYPE_CLASSMETHOD))
        return v;
    NpNative *n = np_native_new(vm, st ? "staticmethod" : "classmethod",
                                st ? static_special : class_special, NULL);
    if (!n) {
        np_exc_clear(vm);
        return np_undef();
    }
    n->self = NP_AS_WRAPPER(v)->a;
    return np_obj(&n->hdr);
}

// The index of np_lookup_special's cache slot for ([t], [name]). The cache is two-way: an
// entry lives in this slot or its neighbour (slot ^ 1), so two hot pairs that map to one slot
// (Point's constructor and __eq__ after new types moved the class's address) both stay. The
// address bits are mixed by a multiply whose high bits pick the slot: classes allocated a
// fixed stride apart spread over all the pairs.
static size_t special_index(const NpType *t, const char *name)
{
    uint64_t h = ((uint64_t)(uintptr_t)t >> 4) ^ ((uint64_t)(uintptr_t)name << 9);
    h *= 0x9E3779B97F4A7C15u;
    return (size_t)(h >> 40) & (NP_SPECIAL_CACHE_SIZE - 1);
}

// The slot of np_lookup_special's cache for ([t], [name]).
static struct NpSpecialEntry *special_slot(NpVM *vm, const NpType *t, const char *name)
{
    return &vm->special_cache[special_index(t, name)];
}

// Where a new entry for ([t], [key]) goes, [e] being its slot: the entry already held for the
// pair (so there is never a second, older copy), else the slot when stale (an older class
// epoch), else the neighbour: the slot's live entry stays, the fast path's hit.
static struct NpSpecialEntry *fill_slot(NpVM *vm, const NpType *t, const char *key,
                                        struct NpSpecialEntry *e)
{
    struct NpSpecialEntry *n = &vm->special_cache[(e - vm->special_cache) ^ 1];
    if (e->type == t && e->name == key)
        return e;
    if (n->type == t && n->name == key)
        return n;
    if (e->epoch != vm->class_epoch)
        return e;
    return n;
}

// A memo's entry is in special_slot's slot or its neighbour (slot ^ 1), so a memo used
// together with a special method lookup of the same class that maps to the same slot (say a
// dataclass's fields and its __lt__, both used by every comparison) does not evict it.
static struct NpSpecialEntry *memo_slot(NpVM *vm, const NpType *t, const char *key, bool put)
{
    struct NpSpecialEntry *e = special_slot(vm, t, key);
    struct NpSpecialEntry *n = &vm->special_cache[(e - vm->special_cache) ^ 1];
    if (put)
        return fill_slot(vm, t, key, e);
    return e->type == t && e->name == key ? e : n;
}

// np_class_memo_get past the class's own table: memo_slot's choice for a read, tested as it
// goes: the slot, else its neighbour.
static bool shared_memo_get(NpVM *vm, const NpType *t, const char *key, NpValue *v)
{
    size_t ix = special_index(t, key);
    struct NpSpecialEntry *e = &vm->special_cache[ix];
    if (e->type != t || e->name != key) {
        e = &vm->special_cache[ix ^ 1];
        if (e->type != t || e->name != key)
            return false;
    }
    if (e->epoch != vm->class_epoch || NP_IS_UNDEF(e->fn))
        return false;
    *v = e->fn;
    return true;
}

// A user class's memo is looked up first in the class itself (NpClassType.memo: a few
// compares, where the shared cache's hashed slot and its neighbour cost ~34 instructions a
// read: np_hash, np_truthy and the dataclass comparisons ask for every instance they see).
bool np_class_memo_get(NpVM *vm, const NpType *t, const char *key, NpValue *v)
{
    if (t->tflags & NP_TF_USER) {
        const struct NpClassMemo *m = ((const NpClassType *)t)->memo;
        for (int k = 0; k < NP_CLASS_MEMOS; k++) {
            if (m[k].key != key)
                continue;
            if (m[k].epoch != vm->class_epoch || NP_IS_UNDEF(m[k].v))
                break;
            *v = m[k].v;
            return true;
        }
    }
    return shared_memo_get(vm, t, key, v);
}

// A user class's memo goes into the class's entry of [key], else into an unused or stale one
// (from an older class epoch); only when all are live for other keys does it go to the shared
// cache, which np_class_memo_get reads after the class's table.
void np_class_memo_put(NpVM *vm, const NpType *t, const char *key, NpValue v)
{
    if (t->tflags & NP_TF_USER) {
        struct NpClassMemo *m = ((NpClassType *)t)->memo, *room = NULL;
        for (int k = 0; k < NP_CLASS_MEMOS; k++) {
            if (m[k].key == key) {
                room = &m[k];
                break;
            }
            if (!room && (!m[k].key || m[k].epoch != vm->class_epoch))
                room = &m[k];
        }
        if (room) {
            *room = (struct NpClassMemo){.key = key, .epoch = vm->class_epoch, .v = v};
            return;
        }
    }
    *memo_slot(vm, t, key, true) =
        (struct NpSpecialEntry){.type = t, .name = key, .epoch = vm->class_epoch, .fn = v};
}

// True when builtin class [m], met in a user class's MRO walk, defines the protocol method
// [name] itself: one of the plain data types a class may list before a Python base (object,
// whose defaults every class reaches last, and the others are left out).
static bool builtin_shadows(NpVM *vm, NpType *m, const char *name)
{
    NpType *const *ty = vm->types;
    if (m != ty[NP_TYPE_STR] && m != ty[NP_TYPE_INT] && m != ty[NP_TYPE_FLOAT] &&
        m != ty[NP_TYPE_TUPLE] && m != ty[NP_TYPE_LIST] && m != ty[NP_TYPE_DICT] &&
        m != ty[NP_TYPE_SET] && m != ty[NP_TYPE_FROZENSET] && m != ty[NP_TYPE_BYTES])
        return false;
    // (The printing methods are in CPython's class dicts of these types as listed here.)
    if (strcmp(name, "__repr__") == 0)
        return true;
    if (strcmp(name, "__str__") == 0)
        return m == ty[NP_TYPE_STR] || m == ty[NP_TYPE_BYTES];
    if (strcmp(name, "__format__") == 0)
        return m == ty[NP_TYPE_STR] || m == ty[NP_TYPE_INT] || m == ty[NP_TYPE_FLOAT];
    return np_builtin_has_dunder(vm, m, name);
}

// np_lookup_special past a cache miss: walks [t]'s MRO and fills the cache entry [e].
static __attribute__((noinline)) bool lookup_special_miss(NpVM *vm, NpType *t, const char *name,
                                                          struct NpSpecialEntry *e,
                                                          NpValue *func)
{
    if (!(t->tflags & (NP_TF_USER | NP_TF_NATIVE_DUNDER)) || !t->mro)
        return false;
    // (np_lookup_special tested both ways of the cache.)
    e = fill_slot(vm, t, name, e);
    NpStr *key = np_intern_cstr(vm, name);
    if (!key) {
        np_exc_clear(vm);
        return false;
    }
    NpValue found = np_undef();
    for (size_t k = 0; k < t->mro->n; k++) {
        NpType *m = NP_AS_TYPE(t->mro->items[k]);
        if (!(m->tflags & (NP_TF_USER | NP_TF_NATIVE_DUNDER)) || !m->dict) {
            // A builtin base listed before the class defining [name] (`class W(str, Base)`)
            // answers with its own slot, as CPython's MRO does: none is found here, so the
            // caller's layout path (str's len, repr, iteration...) runs.
            // (Not for a class with a behaviour table: enum's mixed-in classes keep Enum's
            // methods, which CPython's EnumType copies into the class.)
            if (!t->meta && builtin_shadows(vm, m, name))
                break;
            continue;
        }
        found = np_dict_get_str(m->dict, key);
        if (!NP_IS_UNDEF(found))
            break;
    }
    if (NP_IS_UNDEF(found)) {
        *e = (struct NpSpecialEntry){.type = t, .name = name, .epoch = vm->class_epoch};
        return false;
    }
    *func = protocol_callable(vm, found);
    if (NP_IS_UNDEF(*func))
        return false;
    if (func->tag == found.tag && func->u.o == found.u.o)
        *e = (struct NpSpecialEntry){.type = t, .name = name, .epoch = vm->class_epoch, .fn = found};
    return true;
}

bool np_special_stable(NpValue fn)
{
    if (!NP_IS_KIND(fn, OBJ_NATIVE))
        return true;
    NpNativeFn f = ((NpNative *)NP_AS_OBJ(fn))->fn;
    return f != static_special && f != class_special;
}

// The hit path is kept free of the miss's work (lookup_special_miss) so that it needs no saved
// registers: ~25 instructions instead of ~54 per lookup (every special method call from C and
// every hash of a user instance asks it). Only entries of user and native-dunder classes are
// ever filled, so a hit needs no test of the class's flags.
bool np_lookup_special(NpVM *vm, NpValue obj, const char *name, NpValue *func)
{
    if (!NP_IS_OBJ(obj))
        return false;
    NpType *t = NP_OBJ(obj)->type;
    // The answer depends only on the class dicts along the MRO, so it holds until the next
    // class change (vm->class_epoch). staticmethod/classmethod trampolines are made anew.
    struct NpSpecialEntry *e = special_slot(vm, t, name);
    if (__builtin_expect(e->type == t && e->name == name && e->epoch == vm->class_epoch, 1)) {
        *func = e->fn;
        return !NP_IS_UNDEF(e->fn);
    }
    // The second way (the slot's neighbour) is tested here too: a pair that found its slot
    // taken lives there for good, and lookup_special_miss's saved registers cost ~50
    // instructions a call (Counter's `k in c` asked for __contains__ so at every test).
    struct NpSpecialEntry *n = &vm->special_cache[(e - vm->special_cache) ^ 1];
    if (n->type == t && n->name == name && n->epoch == vm->class_epoch) {
        *func = n->fn;
        return !NP_IS_UNDEF(n->fn);
    }
    return lookup_special_miss(vm, t, name, e, func);
}

// The instance attribute dict of [obj], or NULL for objects without one (and for a shaped
// instance, whose attributes own_attr and list_own read).
static NpDict *attrs_of(NpValue obj)
{
    if (NP_IS_KIND(obj, OBJ_INSTANCE))
        return ((NpInstance *)NP_AS_OBJ(obj))->dict;
    if (NP_IS_EXC(obj))
        return NP_AS_EXC(obj)->attrs;
    if (NP_IS_KIND(obj, OBJ_FUNCTION))
        return ((NpFunction *)NP_AS_OBJ(obj))->attrs;
    NpDict **ext = NP_IS_OBJ(obj) ? np_ext_attrs_slot(NP_OBJ(obj)) : NULL;
    return ext ? *ext : NULL;
}

// Own attribute [name] of [obj]: from a shaped instance's values or the object's attribute
// dict; UNDEF when it has none.
static NpValue own_attr(NpValue obj, NpStr *name)
{
    if (NP_IS_KIND(obj, OBJ_INSTANCE))
        return np_inst_get((NpInstance *)NP_AS_OBJ(obj), name);
    NpDict *d = attrs_of(obj);
    return d ? np_dict_get_str(d, name) : np_undef();
}

// Makes a str value from the C string [s].
static bool str_value(NpVM *vm, const char *s, NpValue *out)
{
    NpStr *r = np_str_from_cstr(vm, s);
    if (!r)
        return false;
    *out = np_obj(&r->hdr);
    return true;
}

// The allowlisted special attributes. Returns 1 with *out set, 0 when [name] is not one of
// them for this object, -1 on error.
static NpDict *attrs_for_write(NpVM *vm, NpValue obj);

// `f.__annotations__` of a Python function and `C.__annotations__` of a user class: the dict
// the def or class statement evaluated (a function's is made on the first read from the pairs
// SETANNOT left in NpFunction.annotations and kept in its attribute dict; a class's is in its
// own namespace), or, as in CPython 3.11, a new empty dict stored there on the first read
// when it has none (a class never sees its bases' annotations). Returns 1, or -1 on failure.
static int annotations_attr(NpVM *vm, NpObject *o, NpStr *name, NpValue *out)
{
    NpDict *d = o->kind == OBJ_TYPE ? ((NpType *)o)->dict : attrs_for_write(vm, np_obj(o));
    if (!d)
        return -1;
    NpValue a = np_dict_get_str(d, name);
    if (NP_IS_UNDEF(a)) {
        NpDict *fresh = np_dict_new(vm);
        NpTuple *pairs = o->kind == OBJ_FUNCTION ? ((NpFunction *)o)->annotations : NULL;
        for (size_t i = 0; fresh && pairs && i + 1 < pairs->n; i += 2)
            if (!np_dict_set(vm, fresh, pairs->items[i], pairs->items[i + 1]))
                return -1;
        if (!fresh || !np_dict_set_str(vm, d, name, np_obj(&fresh->hdr)))
            return -1;
        if (o->kind == OBJ_FUNCTION)
            ((NpFunction *)o)->annotations = NULL;
        a = np_obj(&fresh->hdr);
    }
    *out = a;
    return 1;
}

// `__doc__` ([doc]) or `__module__` of a Python function, a user class or (through its class)
// an instance of one: strings or None, or whatever the script itself stored there. A
// function's come from what it assigned (functools.wraps), else its docstring (NP_PROTO_DOC,
// constant 0 of its code) or None, and its module's `__name__`; a class's from its own dict
// (the class statement's docstring and the module name np_class.c records), else None and
// '__main__', as CPython's classes have them; a property's, staticmethod's or classmethod's
// `__doc__` too. Returns 1, 0 when [o] has neither, -1 on error.
// `T.__module__` of a builtin type [t]: the module part of its dotted qualname (re.Match: 're',
// json.decoder.JSONDecodeError: 'json.decoder'), else 'builtins', as CPython says.
static int builtin_type_module(NpVM *vm, NpType *t, NpValue *out)
{
    const char *q = (t->qualname ? t->qualname : t->name)->data;
    const char *dot = strrchr(q, '.');
    NpStr *m = dot ? np_str_new(vm, q, (size_t)(dot - q)) : np_intern_cstr(vm, "builtins");
    if (!m)
        return -1;
    *out = np_obj(&m->hdr);
    return 1;
}

static int doc_or_module(NpVM *vm, NpObject *o, NpStr *name, bool doc, NpValue *out)
{
    // A property's doc (np_property_doc); a staticmethod's or classmethod's is its function's.
    if (doc && o->kind == OBJ_WRAPPER) {
        NpValue w = np_obj(o);
        if (np_is_wrapper(vm, w, NP_TYPE_PROPERTY))
            return np_property_doc(vm, w, out) ? 1 : -1;
        NpValue fn = NP_AS_WRAPPER(w)->a;
        bool wraps = np_is_wrapper(vm, w, NP_TYPE_STATICMETHOD) ||
                     np_is_wrapper(vm, w, NP_TYPE_CLASSMETHOD);
        return wraps && NP_IS_OBJ(fn) ? doc_or_module(vm, NP_OBJ(fn), name, doc, out) : 0;
    }
    if (o->kind == OBJ_BOUND)
        o = NP_IS_OBJ(((NpBound *)o)->func) ? NP_OBJ(((NpBound *)o)->func) : NULL;
    if (o && o->kind != OBJ_FUNCTION && o->kind != OBJ_TYPE && (o->type->tflags & NP_TF_USER)) {
        // An instance's own value (what functools.update_wrapper stores) shadows its class's.
        *out = own_attr(np_obj(o), name);
        if (!NP_IS_UNDEF(*out))
            return 1;
        o = &o->type->hdr;
    }
    if (o && o->kind == OBJ_TYPE && (((NpType *)o)->tflags & NP_TF_USER)) {
        NpDict *d = ((NpType *)o)->dict;
        *out = d ? np_dict_get_str(d, name) : np_undef();
        if (NP_IS_UNDEF(*out) && doc)
            *out = np_none();
        return NP_IS_UNDEF(*out) ? (str_value(vm, "__main__", out) ? 1 : -1) : 1;
    }
    if (!doc && o && o->kind == OBJ_TYPE)
        return builtin_type_module(vm, (NpType *)o, out);
    if (!o || o->kind != OBJ_FUNCTION)
        return 0;
    NpFunction *f = (NpFunction *)o;
    *out = f->attrs ? np_dict_get_str(f->attrs, name) : np_undef();
    if (!NP_IS_UNDEF(*out))
        return 1;
    if (doc) {
        bool has = (f->proto->flags & NP_PROTO_DOC) && f->proto->nconsts > 0;
        *out = has ? f->proto->consts[0] : np_none();
        return 1;
    }
    *out = f->globals ? np_dict_get_str(f->globals, vm->s_name) : np_undef();
    if (NP_IS_UNDEF(*out))
        *out = np_none();
    return 1;
}

static int special_attr(NpVM *vm, NpValue obj, NpStr *name, NpValue *out)
{
    if (name_is(name, "__class__")) {
        *out = np_obj(&np_typeof(vm, obj)->hdr);
        return 1;
    }
    bool want_name = name_is(name, "__name__");
    bool want_qual = name_is(name, "__qualname__");
    if (!NP_IS_OBJ(obj))
        return 0;
    NpObject *o = NP_OBJ(obj);
    if ((o->kind == OBJ_FUNCTION || o->kind == OBJ_TYPE) && name_is(name, "__annotations__"))
        return annotations_attr(vm, o, name, out);
    if (name_is(name, "__doc__") || name_is(name, "__module__"))
        return doc_or_module(vm, o, name, name_is(name, "__doc__"), out);
    // `C.__mro__`: the C3 order the class was made with (a tuple, never changed afterwards).
    if (o->kind == OBJ_TYPE && name_is(name, "__mro__") && ((NpType *)o)->mro) {
        *out = np_obj(&((NpType *)o)->mro->hdr);
        return 1;
    }
    if (want_name || want_qual) {
        switch (o->kind) {
        case OBJ_TYPE: {
            NpType *t = (NpType *)o;
            // A builtin type's qualname may carry its module (itertools.chain), which
            // CPython's __qualname__ does not.
            NpStr *s = want_qual && t->qualname && !(t->tflags & NP_TF_BUILTIN) ? t->qualname
                                                                                 : t->name;
            *out = np_obj(&s->hdr);
            return 1;
        }
        case OBJ_FUNCTION: {
            NpFunction *f = (NpFunction *)o;
            NpStr *s = want_qual ? (f->qualname ? f->qualname : f->proto->qualname)
                                 : (f->name ? f->name : f->proto->name);
            if (!s)
                return 0;
            *out = np_obj(&s->hdr);
            return 1;
        }
        case OBJ_NATIVE: {
            NpNative *n = (NpNative *)o;
            if (want_qual && n->owner && !NP_IS_KIND(n->self, OBJ_MODULE)) {
                NpBuf b;
                np_buf_init(&b, vm);
                np_buf_append_str(&b, n->owner->name);
                np_buf_appendf(&b, ".%s", n->name);
                NpStr *s = np_buf_finish(&b);
                if (!s)
                    return -1;
                *out = np_obj(&s->hdr);
                return 1;
            }
            return str_value(vm, n->name, out) ? 1 : -1;
        }
        case OBJ_BOUND:
            // A bound method reports the name of the function it binds.
            return special_attr(vm, ((NpBound *)o)->func, name, out);
        case OBJ_GENERATOR:
            // A generator reports the names of its generator function, as CPython's does.
            if (!((NpGenerator *)o)->func)
                return 0;
            return special_attr(vm, np_obj(&((NpGenerator *)o)->func->hdr), name, out);
        case OBJ_MODULE:
            if (!want_name || !((NpModuleObj *)o)->name)
                return 0;
            *out = np_obj(&((NpModuleObj *)o)->name->hdr);
            return 1;
        default:
            return 0;
        }
    }
    if (o->kind == OBJ_EXCEPTION) {
        NpException *e = (NpException *)o;
        if (name_is(name, "__cause__")) {
            *out = e->cause;
            return 1;
        }
        if (name_is(name, "__context__")) {
            *out = e->context;
            return 1;
        }
        if (name_is(name, "__suppress_context__")) {
            *out = np_bool(e->suppress_context);
            return 1;
        }
        // e.__traceback__: an opaque traceback object with no attributes (vm/np_tb.c).
        if (name_is(name, "__traceback__"))
            return np_tb_object(vm, obj, out) ? 1 : -1;
        // __notes__ exists once add_note (or the script) stored a value there.
        if (name_is(name, "__notes__") && e->attrs) {
            *out = np_dict_get_str(e->attrs, name);
            return NP_IS_UNDEF(*out) ? 0 : 1;
        }
    }
    return 0;
}

// True for a dunder name a script may keep as a plain attribute of an instance of its own
// class, as CPython's instance __dict__ does (`p.__lt__ = 5` is data there, never used by
// `<`): an OBJ_INSTANCE of a user class without __slots__, and a name that is not on the
// never-list, not one of the row's specials and not an implementation-hidden `__np_` name.
static bool instance_dunder_ok(NpVM *vm, NpValue obj, const NpStr *name)
{
    if (!NP_IS_KIND(obj, OBJ_INSTANCE) || !is_dunder(name))
        return false;
    unsigned tf = np_typeof(vm, obj)->tflags;
    return (tf & NP_TF_USER) && !(tf & NP_TF_SLOTS) && memcmp(name->data, "__np_", 5) != 0 &&
           !never_reachable(AK_USER_INSTANCE, name) &&
           !in_words(ATTR_RULES[AK_USER_INSTANCE].specials, name);
}

// Binds a class attribute [v] found on the type of [obj]: natives flagged as methods get
// [obj] (classmethods get the type), Python functions become bound methods.
static bool bind_found(NpVM *vm, NpValue obj, NpValue v, NpValue *out)
{
    if (NP_IS_KIND(v, OBJ_WRAPPER))
        return np_descr_get(vm, v, obj, np_typeof(vm, obj), out);
    if (NP_IS_KIND(v, OBJ_NATIVE)) {
        NpNative *n = (NpNative *)NP_AS_OBJ(v);
        if (n->hdr.flags & NP_NATIVE_GETTER) {
            // A read-only field getter (a namedtuple's fields) runs on [obj] and its bound
            // datum directly, as call_other would run it (dataclass engineer, nt_field).
            NpValue args[2] = {n->self, obj};
            if (!NP_IS_UNDEF(n->self))
                return n->fn(vm, 2, args, NULL, out);
            if (!(n->hdr.flags & NP_NATIVE_METHOD))
                return n->fn(vm, 1, &args[1], NULL, out);
            return np_call(vm, v, 1, &obj, NULL, out);
        }
        if (!NP_IS_UNDEF(n->self) || (n->hdr.flags & NP_NATIVE_STATIC)) {
            *out = v;
            return true;
        }
        if (n->hdr.flags & NP_NATIVE_CLASSMETHOD)
            return np_bind_method(vm, v, np_obj(&np_typeof(vm, obj)->hdr), out);
        if (n->hdr.flags & NP_NATIVE_METHOD)
            return np_bind_method(vm, v, obj, out);
        *out = v;
        return true;
    }
    if (NP_IS_KIND(v, OBJ_FUNCTION))
        return np_bind_method(vm, v, obj, out);
    *out = v;
    return true;
}

// Calling a slot's member object (`P.x()`): CPython's member_descriptor is not callable.
static bool member_call(NpVM *vm, int argc, NpValue *argv, NpTuple *kwnames, NpValue *out)
{
    (void)argc, (void)argv, (void)kwnames, (void)out;
    return np_raisef(vm, NP_TYPE_TYPEERROR, "'member_descriptor' object is not callable");
}

// `P.x` where x is a `__slots__` name of user class [t] (or of a slotted base): CPython's
// member object, `<member 'x' of 'P' objects>` naming the class that declared it (the first
// class from the MRO's end whose slot set has the name). Made on each read: a native flagged
// NP_NATIVE_MEMBER holding the name as [self] and the declaring class as [owner] (np_repr.c
// prints it); it is never stored in the class dict, so instance reads and the attribute caches
// are unchanged. UNDEF when [name] is no slot.
static NpValue slot_member(NpVM *vm, NpType *t, NpStr *name)
{
    NpStr *key = np_intern_cstr(vm, "__np_slots__");
    if (!key || !(t->tflags & NP_TF_SLOTS) || !t->mro) {
        np_exc_clear(vm);
        return np_undef();
    }
    for (size_t k = t->mro->n; k-- > 0;) {
        NpType *m = NP_AS_TYPE(t->mro->items[k]);
        if (!(m->tflags & NP_TF_SLOTS) || !m->dict)
            continue;
        NpValue names = np_dict_get_str(m->dict, key);
        bool in = false;
        if (!NP_IS_SET(names) || !np_set_contains(vm, NP_AS_SET(names), np_obj(&name->hdr), &in)) {
            np_exc_clear(vm);
            continue;
        }
        if (!in)
            continue;
        NpNative *n = np_native_new(vm, "member_descriptor", member_call, m);
        if (!n) {
            np_exc_clear(vm);
            return np_undef();
        }
        n->hdr.flags |= NP_NATIVE_MEMBER;
        n->self = np_obj(&name->hdr);
        return np_obj(&n->hdr);
    }
    return np_undef();
}

// `T.name` on a type: functions stay plain functions, classmethods bind to the type.
static bool getattr_type(NpVM *vm, NpValue obj, NpStr *name, NpValue *out)
{
    NpType *t = NP_AS_TYPE(obj);
    if ((t->tflags & NP_TF_LAZY_METHODS) && np_type_install_lazy(vm, t) < 0)
        return false;
    NpValue v = type_lookup(t, name);
    // `list.__getitem__`, `int.__add__`: a builtin layout's protocol methods (np_slotwrap.c).
    if (NP_IS_UNDEF(v) && is_dunder(name))
        v = np_builtin_dunder(vm, t, name);
    if (NP_IS_UNDEF(v) && is_dunder(name) &&
        ((t->tflags & NP_TF_USER) || t == vm->types[NP_TYPE_OBJECT] ||
         np_type_is_sub(t, vm->types[NP_TYPE_BASEEXCEPTION])))
        v = np_default_dunder(vm, t, name);
    // `list.__init__(self, ...)` from a subclass's __init__ (the same native super() reaches).
    if (NP_IS_UNDEF(v) && name_is(name, "__init__"))
        v = np_builtin_init(vm, t);
    // A descriptor read from the class: a user descriptor's __get__(None, T).
    if (NP_IS_KIND(v, OBJ_WRAPPER) || (np_user_descr(v) & NP_TF_DESCR_GET))
        return np_descr_get(vm, v, np_undef(), t, out);
    if (NP_IS_UNDEF(v) && (t->tflags & NP_TF_SLOTS) && !is_dunder(name)) {
        v = slot_member(vm, t, name);
        if (!NP_IS_UNDEF(v)) {
            *out = v;
            return true;
        }
    }
    if (NP_IS_UNDEF(v)) {
        // Public attributes of the metatype (`C.mro`), installed on the first such lookup.
        NpType *tt = vm->types[NP_TYPE_TYPE];
        if ((tt->tflags & NP_TF_LAZY_METHODS) && np_type_install_lazy(vm, tt) < 0)
            return false;
        v = type_lookup(tt, name);
        // `C.__call__(args)`, `hasattr(int, '__call__')`: type's __call__, which calls the class.
        // `type.__call__` itself is unbound: its first argument is the class to call.
        if (NP_IS_UNDEF(v) && name_is(name, "__call__")) {
            v = np_call_dunder(vm, tt);
            if (!NP_IS_UNDEF(v) && t == tt) {
                *out = v;
                return true;
            }
            return !NP_IS_UNDEF(v) && np_bind_method(vm, v, obj, out);
        }
        if (NP_IS_UNDEF(v))
            return no_attr(vm, obj, name);
        return bind_found(vm, obj, v, out);
    }
    if (NP_IS_KIND(v, OBJ_NATIVE) && (NP_OBJ(v)->flags & NP_NATIVE_CLASSMETHOD) &&
        NP_IS_UNDEF(((NpNative *)NP_AS_OBJ(v))->self))
        return np_bind_method(vm, v, obj, out);
    *out = v;
    return true;
}

bool np_module_attr_visible(NpVM *vm, const NpStr *name, NpValue v)
{
    if (name->len > 0 && name->data[0] == '_')
        return false;
    if (!NP_IS_KIND(v, OBJ_MODULE))
        return true;
    NpStr *mn = ((NpModuleObj *)NP_AS_OBJ(v))->name;
    return mn && np_policy_allows_module(vm->policy, mn->data);
}

// `mod.name`: the module's globals (dunder names other than __name__ are hidden, and so is a
// module that the module imported for itself unless the policy grants it to the script:
// `textwrap.re` must not hand out `re` when only textwrap is granted).
static bool getattr_module(NpVM *vm, NpValue obj, NpStr *name, NpValue *out)
{
    NpModuleObj *m = (NpModuleObj *)NP_AS_OBJ(obj);
    if (!is_dunder(name) && m->globals) {
        NpValue v = np_dict_get_str(m->globals, name);
        if (NP_IS_UNDEF(v) && !np_module_lazy(vm, m, name, &v))
            return false;
        if (!NP_IS_UNDEF(v) && np_module_attr_visible(vm, name, v)) {
            *out = v;
            return true;
        }
    }
    return no_attr(vm, obj, name);
}

// A missing attribute of a user instance: the class's __getattr__ when it defines one (a Python
// function, or a native a stdlib module put in its class: decimal's), never for dunder names,
// which must not be synthesized; else AttributeError.
static bool missing_attr(NpVM *vm, NpValue obj, NpStr *name, NpValue *out)
{
    NpValue fn;
    if (!is_dunder(name) && (NP_IS_KIND(obj, OBJ_INSTANCE) || np_ext_attrs_slot(NP_OBJ(obj))) &&
        np_lookup_special(vm, obj, "__getattr__", &fn) &&
        (NP_IS_KIND(fn, OBJ_FUNCTION) || NP_IS_KIND(fn, OBJ_NATIVE))) {
        NpValue args[2] = {obj, np_obj(&name->hdr)};
        if (!np_push_root(vm, obj))
            return false;
        bool ok = np_call(vm, fn, 2, args, NULL, out);
        np_pop_roots(vm, 1);
        return ok;
    }
    return no_attr(vm, obj, name);
}

// Reads class attribute [v], a property or user descriptor, for instance [obj] of type [t].
// An AttributeError from its getter goes to the class's __getattr__ when it has one (for a
// non-dunder [name]), as CPython's __getattribute__-then-__getattr__ does.
static bool descr_read(NpVM *vm, NpValue obj, NpStr *name, NpValue v, NpType *t,
                       unsigned reach, NpValue *out)
{
    if (np_descr_get(vm, v, obj, t, out))
        return true;
    NpValue fn;
    if (!(reach & REACH_GETATTR_HOOK) || is_dunder(name) ||
        !np_exc_matches(vm, vm->types[NP_TYPE_ATTRIBUTEERROR]) ||
        !np_lookup_special(vm, obj, "__getattr__", &fn) ||
        !(NP_IS_KIND(fn, OBJ_FUNCTION) || NP_IS_KIND(fn, OBJ_NATIVE)))
        return false;
    np_exc_clear(vm);
    return missing_attr(vm, obj, name, out);
}

// `field.name`, `field.default`, `field.default_factory` (dataclasses.MISSING when unset),
// `field.metadata` (the dict given, or a new empty one) and the flags np_dc_field_flag reads
// (stdlib/np_lib_dataclasses.c) of a dataclasses.Field; see NP_FIELD_FACTORY for the slots.
static bool getattr_field(NpVM *vm, NpValue obj, NpStr *name, NpValue *out)
{
    NpWrapper *w = NP_AS_WRAPPER(obj);
    bool factory = (w->c.u.i & NP_FIELD_FACTORY) != 0;
    NpValue v = np_undef();
    if (name_is(name, "name"))
        v = w->d;
    else if (name_is(name, "type")) {
        // Set by @dataclass (the pair (metadata, type) in b); None on a bare field().
        v = NP_IS_TUPLE(w->b) && NP_AS_TUPLE(w->b)->n == 2 ? NP_AS_TUPLE(w->b)->items[1]
                                                            : np_none();
    } else if (name_is(name, "metadata")) {
        NpValue m = NP_IS_TUPLE(w->b) && NP_AS_TUPLE(w->b)->n == 2 ? NP_AS_TUPLE(w->b)->items[0]
                                                                   : w->b;
        if (NP_IS_DICT(m))
            v = m;
        else {
            NpDict *d = np_dict_new(vm);
            if (!d)
                return false;
            v = np_obj(&d->hdr);
        }
    } else if (name_is(name, "default") || name_is(name, "default_factory")) {
        v = factory == name_is(name, "default_factory") ? w->a : np_undef();
        if (NP_IS_UNDEF(v)) {
            NpStr *key = np_intern_cstr(vm, "__np_missing__");
            if (!key)
                return false;
            v = np_dict_get_str(vm->types[NP_TYPE_FIELD]->dict, key);
        }
    }
    // The flag attributes (init, repr, compare, kw_only, hash) belong to the dataclasses module.
    if (NP_IS_UNDEF(v) && !np_dc_field_flag(vm, obj, name, &v))
        return no_attr(vm, obj, name);
    *out = v;
    return true;
}

// The method [name] of exception [obj] (add_note, with_traceback): a native [fn] made when it
// is looked up and bound to [obj]. True with UNDEF in *out when out of memory (the MemoryError
// stays pending, so np_getattr fails).
static bool exc_method(NpVM *vm, NpValue obj, const char *name, NpNativeFn fn, NpValue *out)
{
    NpNative *f = np_native_new(vm, name, fn, vm->types[NP_TYPE_BASEEXCEPTION]);
    if (!f) {
        *out = np_undef();
        return true;
    }
    f->hdr.flags = NP_NATIVE_METHOD;
    if (!np_bind_method(vm, np_obj(&f->hdr), obj, out))
        *out = np_undef();
    return true;
}

// The exception fields of REACH_EXC_FIELDS: `args`, `value` of StopIteration (the
// generator's return value: its first argument, or None) and `code` of SystemExit. False when
// [name] is none of them.
static bool exc_field(NpVM *vm, NpValue obj, NpStr *name, NpValue *out)
{
    if (!NP_IS_EXC(obj))
        return false;
    // e.add_note(s): BaseException's one method, made when it is looked up (never at boot).
    if (name_is(name, "add_note"))
        return exc_method(vm, obj, "add_note", np_exc_add_note, out);
    if (name_is(name, "args")) {
        *out = np_obj(&NP_AS_EXC(obj)->args->hdr);
        return true;
    }
    // e.with_traceback(tb), made when looked up like add_note (vm/np_tb.c).
    if (name_is(name, "with_traceback"))
        return exc_method(vm, obj, "with_traceback", np_exc_with_traceback, out);
    if (name_is(name, "value") && np_isinstance(vm, obj, vm->types[NP_TYPE_STOPITERATION])) {
        NpTuple *a = NP_AS_EXC(obj)->args;
        *out = a && a->n > 0 ? a->items[0] : np_none();
        return true;
    }
    // SystemExit.code: None without arguments, the argument, or the args tuple for several.
    if (name_is(name, "code") && np_isinstance(vm, obj, vm->types[NP_TYPE_SYSTEMEXIT])) {
        NpTuple *a = NP_AS_EXC(obj)->args;
        *out = !a || a->n == 0 ? np_none() : a->n == 1 ? a->items[0] : np_obj(&a->hdr);
        return true;
    }
    return false;
}

// `C.__slots__` / `C().__slots__`: what the class body of the script's class C (or of a base)
// bound, as in CPython. The stdlib's Python classes keep theirs unreachable (their CPython
// counterparts are mostly C types without one), so only classes of __main__ answer (a script
// class whose body names another `__module__` keeps its `__slots__` unreadable: harmless).
static bool slots_attr(NpVM *vm, NpValue obj, AttrKind k, NpStr *name, NpValue *out)
{
    NpType *t = k == AK_USER_CLASS ? NP_AS_TYPE(obj) : NP_OBJ(obj)->type;
    for (size_t i = 0; t->mro && i < t->mro->n; i++) {
        NpType *m = NP_AS_TYPE(t->mro->items[i]);
        NpValue v = (m->tflags & NP_TF_USER) && m->dict ? np_dict_get_str(m->dict, name)
                                                       : np_undef();
        if (NP_IS_UNDEF(v))
            continue;
        NpStr *modkey = np_intern_cstr(vm, "__module__");
        if (!modkey)
            return false;
        NpValue mod = np_dict_get_str(m->dict, modkey);
        // (A class of __main__ may have no `__module__` entry: np_class.c set_module.)
        if (NP_IS_UNDEF(mod) || (NP_IS_STR(mod) && strcmp(NP_AS_STR(mod)->data, "__main__") == 0)) {
            *out = v;
            return true;
        }
        break;
    }
    return no_attr(vm, obj, name);
}

// True when [obj] (of attribute kind [k]) is a builtin callable that has CPython's
// `__call__` method-wrapper: a function, a builtin function or bound method, a staticmethod.
static bool callable_builtin(NpVM *vm, AttrKind k, NpValue obj)
{
    return k == AK_FUNCTION || k == AK_NATIVE || np_is_wrapper(vm, obj, NP_TYPE_STATICMETHOD);
}

// np_getattr's answer when it is an own attribute of a user instance: [name] does not start
// with "__" (so it is neither a special nor on the never-list, whose names for a user instance
// all start with "__", and type_lookup is np_type_lookup for it) and the class's MRO has no
// attribute of that name (no method, property, descriptor or shadowed class value). True with
// *out then; false when np_getattr's rules must decide, with the MRO's value (or UNDEF) in
// *cls and *looked set when it was looked up, so the rules do not look it up again.
// getattr(row, field) with a name from a list costs this instead of the full rule walk (~250
// instructions in decision_tree), and so does functools.cached_property's getattr(self,
// "_cached_<name>") (~290 in bond_analytics).
static inline bool plain_own_attr(NpValue obj, NpStr *name, NpValue *out, NpValue *cls,
                                  bool *looked)
{
    if (!NP_IS_KIND(obj, OBJ_INSTANCE) || name->len == 0 ||
        (name->data[0] == '_' && name->len > 1 && name->data[1] == '_'))
        return false;
    NpType *t = NP_OBJ(obj)->type;
    if (!(t->tflags & NP_TF_USER))
        return false;
    *cls = np_type_lookup(t, name);
    *looked = true;
    if (!NP_IS_UNDEF(*cls))
        return false;
    NpValue a = np_inst_get((NpInstance *)NP_AS_OBJ(obj), name);
    if (NP_IS_UNDEF(a))
        return false;
    *out = a;
    return true;
}

bool np_getattr(NpVM *vm, NpValue obj, NpStr *name, NpValue *out)
{
    NpValue cls = np_undef();
    bool looked = false;
    if (plain_own_attr(obj, name, out, &cls, &looked))
        return true;
    AttrKind k = attr_kind(vm, obj);
    const AttrRule *rule = &ATTR_RULES[k];
    unsigned reach = rule->reach;
    // `super().__init_subclass__(**kw)` in a class's hook: the one never-list name a super
    // object made on a class (never on an instance) reaches; it finds a base's hook or
    // object's, which does nothing (np_class.c run_init_subclass runs the hooks).
    if (k == AK_SUPER && NP_IS_TYPE(NP_AS_WRAPPER(obj)->b) && name_is(name, "__init_subclass__"))
        return np_super_getattr(vm, obj, name, out);
    // `super().__new__` in a __new__ (super made on a class) and `object.__new__`,
    // `str.__new__`, `int.__new__`, `tuple.__new__`, `frozenset.__new__`: a base's __new__
    // function or those natives, which only build instances of the script's classes
    // (np_class.c object_new, builtin_new). Never on instances or on other classes.
    if ((k == AK_SUPER || k == AK_BUILTIN_TYPE) && name_is(name, "__new__")) {
        if (k == AK_SUPER && NP_IS_TYPE(NP_AS_WRAPPER(obj)->b))
            return np_super_getattr(vm, obj, name, out);
        *out = k == AK_BUILTIN_TYPE ? np_new_native(vm, NP_AS_TYPE(obj)) : np_undef();
        if (!NP_IS_UNDEF(*out)) return true;
    }
    if (never_reachable(k, name)) {
        if ((k == AK_USER_CLASS || k == AK_USER_INSTANCE) && name_is(name, "__slots__"))
            return slots_attr(vm, obj, k, name, out);
        return no_attr(vm, obj, name);
    }
    if (reach & REACH_SUPER)
        return np_super_getattr(vm, obj, name, out);
    if (reach & REACH_FIELD)
        return getattr_field(vm, obj, name, out);
    // A capability handle of the embedding host (vm/np_api_host.c): only the names its type and
    // the policy whitelist exist, dunders included.
    if (reach & REACH_HOST_POLICY)
        return np_handle_getattr(vm, obj, name, out);
    bool underscore = name->len > 0 && name->data[0] == '_';
    // (Every special is a dunder: `self._x` skips the word list.)
    if (underscore && name->data[1] == '_' && (reach & REACH_SPECIALS) &&
        in_words(rule->specials, name)) {
        int r = special_attr(vm, obj, name, out);
        if (r != 0)
            return r > 0;
    }
    if (reach & REACH_METATYPE)
        return getattr_type(vm, obj, name, out);
    if (reach & REACH_MODULE_GLOBALS)
        return getattr_module(vm, obj, name, out);
    NpType *t = np_typeof(vm, obj);
    // Attributes a script set on one of its functions (`f._cache`, `f.calls`, and the
    // `__wrapped__` that functools.wraps sets: a function the script already had).
    if (k == AK_FUNCTION && (!is_dunder(name) || name_is(name, "__wrapped__"))) {
        NpDict *fa = attrs_of(obj);
        NpValue a = fa ? np_dict_get_str(fa, name) : np_undef();
        if (!NP_IS_UNDEF(a)) {
            *out = a;
            return true;
        }
    }
    // Builtin objects expose nothing else whose name starts with an underscore, but for the
    // protocol methods of their type (`xs.__len__`, `(5).__add__`; np_slotwrap.c), and a
    // builtin exception's those of BaseException and object (`e.__str__()`, `e.__init__`).
    if (underscore && !(reach & REACH_TYPE_PRIVATE)) {
        NpValue d = np_undef();
        if (name_is(name, "__call__") && callable_builtin(vm, k, obj)) {
            d = np_call_dunder(vm, t);
            return !NP_IS_UNDEF(d) && np_bind_method(vm, d, obj, out);
        }
        if (k == AK_BUILTIN && is_dunder(name))
            d = np_builtin_dunder(vm, t, name);
        else if (k == AK_EXCEPTION && is_dunder(name))
            d = np_default_dunder(vm, t, name);
        if (NP_IS_UNDEF(d))
            return no_attr(vm, obj, name);
        if (NP_IS_NONE(d)) {  // `[].__hash__`: None on the unhashable containers
            *out = d;
            return true;
        }
        return np_bind_method(vm, d, obj, out);
    }
    // REACH_TYPE_PUBLIC / _PRIVATE / _USER_DUNDERS: type_lookup takes dunders only from user
    // classes, and only functions and descriptors.
    // (plain_own_attr looked a user instance's non-dunder name up already: no code ran since.)
    NpValue v = looked ? cls : type_lookup(t, name);
    // A property, or a user descriptor with __get__ and __set__ or __delete__, is a data
    // descriptor: it wins over the instance's own attributes.
    unsigned dk = np_user_descr(v);
    if (np_is_wrapper(vm, v, NP_TYPE_PROPERTY) ||
        dk == (NP_TF_DESCR_GET | NP_TF_DESCR_SET))
        return descr_read(vm, obj, name, v, t, reach, out);
    if ((reach & REACH_OWN_ATTRS) && (!is_dunder(name) || instance_dunder_ok(vm, obj, name))) {
        NpValue a = own_attr(obj, name);
        if (!NP_IS_UNDEF(a)) {
            *out = a;
            return true;
        }
    }
    if (NP_IS_UNDEF(v) && (reach & REACH_DEFAULT_DUNDERS) && is_dunder(name)) {
        v = np_builtin_dunder(vm, t, name);  // a subclass of list, dict, int...: the layout's
        if (NP_IS_UNDEF(v))
            v = np_default_dunder(vm, t, name);
    }
    // A non-data user descriptor (only __get__), when the instance has no such attribute.
    if (dk & NP_TF_DESCR_GET)
        return descr_read(vm, obj, name, v, t, reach, out);
    if (!NP_IS_UNDEF(v))
        return bind_found(vm, obj, v, out);
    if ((reach & REACH_EXC_FIELDS) && exc_field(vm, obj, name, out))
        return !NP_IS_UNDEF(*out);
    if (reach & REACH_GETATTR_HOOK)
        return missing_attr(vm, obj, name, out);
    // A type with lazily installed methods gets them now, and the lookup runs again.
    if (t->tflags & NP_TF_LAZY_METHODS) {
        int r = np_type_install_lazy(vm, t);
        if (r != 0)
            return r > 0 && np_getattr(vm, obj, name, out);
    }
    return no_attr(vm, obj, name);
}


int np_attr_own_plain(NpValue obj, NpStr *name, NpValue *out)
{
    NpValue cls = np_undef();
    bool looked = false;
    if (plain_own_attr(obj, name, out, &cls, &looked))
        return 1;
    return looked && !NP_IS_UNDEF(cls) ? 0 : -1;
}

bool np_attr_surely_missing(NpVM *vm, NpValue obj, NpStr *name)
{
    // Only an instance of a user class (not a subclass of a builtin layout, not an exception)
    // and only a name that is neither a dunder nor on the never-list: np_getattr's answer for
    // those comes from the instance's attributes, the class's MRO and a __getattr__ alone.
    if (!NP_IS_KIND(obj, OBJ_INSTANCE) || !(NP_OBJ(obj)->type->tflags & NP_TF_USER) ||
        name->len == 0 || is_dunder(name) || never_reachable(AK_USER_INSTANCE, name))
        return false;
    NpType *t = NP_OBJ(obj)->type;
    if (t->tflags & NP_TF_LAZY_METHODS)
        return false;
    if (!NP_IS_UNDEF(own_attr(obj, name)) || !NP_IS_UNDEF(type_lookup(t, name)))
        return false;
    NpValue fn;
    return !np_lookup_special(vm, obj, "__getattr__", &fn);
}

void np_attr_error_note(NpVM *vm, NpValue obj, NpStr *name)
{
    NpValue e = vm->exc;
    if (!NP_IS_EXC(e) || !np_type_is_sub(np_typeof(vm, e), vm->types[NP_TYPE_ATTRIBUTEERROR]))
        return;
    NpException *x = NP_AS_EXC(e);
    NpStr *ko = np_intern_cstr(vm, NP_ATTR_ERR_OBJ), *kn = np_intern_cstr(vm, NP_ATTR_ERR_NAME);
    if (!ko || !kn || (x->attrs && !NP_IS_UNDEF(np_dict_get_str(x->attrs, ko)))) {
        vm->exc = e;  // (an interning failure's MemoryError is dropped: the original stays)
        return;
    }
    if (!x->attrs)
        x->attrs = np_dict_new(vm);
    if (!x->attrs || !np_dict_set_str(vm, x->attrs, ko, obj) ||
        !np_dict_set_str(vm, x->attrs, kn, np_obj(&name->hdr)))
        vm->exc = e;
}

bool np_getmethod(NpVM *vm, NpValue obj, NpStr *name, NpValue *func, NpValue *self)
{
    // A name maybe_never flags (`find_tcb`, `is_held`) takes the fast path too once the exact
    // never-list test np_getattr would apply first has cleared it. A user-class instance's
    // `self._helper()` does too: a name with one leading underscore is never on the never-list
    // (never_reachable), and only builtin objects hide such names.
    bool private_ok = name->len > 1 && name->data[0] == '_' && name->data[1] != '_' &&
                      NP_IS_KIND(obj, OBJ_INSTANCE) && (NP_OBJ(obj)->type->tflags & NP_TF_USER);
    if (!NP_IS_TYPE(obj) && !NP_IS_KIND(obj, OBJ_MODULE) &&
        (!(name->len > 0 && name->data[0] == '_') || private_ok) &&
        (!maybe_never(name) || !never_reachable(attr_kind(vm, obj), name))) {
        NpType *t = np_typeof(vm, obj);
        NpValue v = type_lookup(t, name);
        // A user instance whose "no shadowing key" proof holds (NpInstance) has no own
        // attribute named like anything its class has, so then it needs no probe.
        bool shadowed;
        if (NP_IS_KIND(obj, OBJ_INSTANCE)) {
            const NpInstance *inst = (const NpInstance *)NP_AS_OBJ(obj);
            shadowed = !(!NP_IS_UNDEF(v) && np_inst_proven(vm, inst)) &&
                       !NP_IS_UNDEF(np_inst_get(inst, name));
        } else {
            NpDict *attrs = attrs_of(obj);
            shadowed = attrs && !NP_IS_UNDEF(np_dict_get_str(attrs, name));
        }
        if (!shadowed) {
            bool is_method = NP_IS_KIND(v, OBJ_FUNCTION) ||
                             (NP_IS_KIND(v, OBJ_NATIVE) &&
                              (NP_OBJ(v)->flags & NP_NATIVE_METHOD) &&
                              !(NP_OBJ(v)->flags & (NP_NATIVE_CLASSMETHOD | NP_NATIVE_STATIC)) &&
                              NP_IS_UNDEF(((NpNative *)NP_AS_OBJ(v))->self));
            if (is_method) {
                *func = v;
                *self = obj;
                return true;
            }
        }
    }
    // super().name(...): the same reachability rule np_getattr applies, then no bound method.
    // (maybe_never is a cheap superset of the prefix rule for names not starting with '_'.)
    // super().__init_subclass__ on a class: see np_getattr.
    bool never_checked = name->data[0] == '_' || maybe_never(name);
    if (np_is_wrapper(vm, obj, NP_TYPE_SUPER) &&
        (!(never_checked && never_reachable(AK_SUPER, name)) ||
         ((name_is(name, "__init_subclass__") || name_is(name, "__new__")) &&
          NP_IS_TYPE(NP_AS_WRAPPER(obj)->b))))
        return np_super_getmethod(vm, obj, name, func, self);
    *self = np_undef();
    return np_getattr(vm, obj, name, func);
}

/* ---------------------------------------------------------------- writes */

// `d.default_factory = f` on a defaultdict or an instance of its subclass (a dict-layout
// object with the extra slot, np_lib_collections.c): any value is stored, as CPython's member
// slot takes any object (calling a non-callable factory fails later, in __missing__). The
// extra slot is a reference of an audited object, so the store takes the barrier (np_gc.h).
static bool dict_factory_store(NpVM *vm, NpValue obj, NpValue value)
{
    np_gc_barrier(vm, NP_OBJ(obj));
    ((NpDictX *)NP_AS_OBJ(obj))->extra = value;
    return true;
}

// True when [obj] has defaultdict's extra slot and [name] is default_factory.
static bool is_factory_store(NpValue obj, NpStr *name)
{
    return NP_IS_KIND(obj, OBJ_DICT) && (NP_OBJ(obj)->flags & NP_DICT_EXTRA) &&
           name_is(name, "default_factory");
}

// The AttributeError for writing or deleting [name] on an object that refuses it.
// A store of a new attribute [name] on an instance of collections' dict-layout class [t] (np_lib_
// collections.c _dict_layout), which has no attribute dict. CPython's defaultdict (a C type)
// refuses it in these words; its Counter and OrderedDict accept it, which Nearly does not, and
// says so rather than pretend the name is unknown.
static bool dict_layout_attr(NpVM *vm, NpType *t, NpStr *name)
{
    if (!(t->tflags & NP_TF_BASETYPE))  // defaultdict (its extra slot), but default_factory
        return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR,
                         "'collections.%s' object has no attribute '%s'", t->name->data,
                         name->data);
    return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR,
                     "cannot set attribute '%s': instances of collections.%s take no attributes "
                     "in Nearly Python (instances of a subclass do)",
                     name->data, t->name->data);
}

static bool readonly_attr(NpVM *vm, NpValue obj, NpStr *name)
{
    if (NP_IS_KIND(obj, OBJ_MODULE)) {
        // CPython lets a script rebind a module's names; Nearly does not (a module may be a
        // host capability that later code in the same VM relies on), and says so.
        NpModuleObj *m = (NpModuleObj *)NP_AS_OBJ(obj);
        return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR,
                         "cannot set or delete '%s' of module '%s': modules are read-only in Nearly",
                         name->data, m->name ? m->name->data : "?");
    }
    if (NP_IS_TYPE(obj)) {
        NpType *t = NP_AS_TYPE(obj);
        // A user class's __mro__ is a read-only member, as in CPython.
        if ((t->tflags & NP_TF_USER) && name_is(name, "__mro__"))
            return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "readonly attribute");
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "cannot set '%s' attribute of immutable type '%s'", name->data,
                         t->name->data);
    }
    NpType *t = np_typeof(vm, obj);
    NpValue found = np_type_lookup(t, name);
    if (NP_IS_KIND(found, OBJ_NATIVE) && (NP_OBJ(found)->flags & NP_NATIVE_MEMBER))
        return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "readonly attribute");
    if (NP_IS_KIND(found, OBJ_NATIVE) && (NP_OBJ(found)->flags & NP_NATIVE_GETTER)) {
        // A field getter a stdlib module put on a class (a namedtuple's fields, CPython's
        // _tuplegetter) says what 3.11's property-like getters say.
        NpType *owner = ((NpNative *)NP_AS_OBJ(found))->owner;
        if (owner && (owner->tflags & NP_TF_USER))
            return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "can't set attribute");
        return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "attribute '%s' of '%s' objects is not "
                         "writable", name->data, ((NpNative *)NP_AS_OBJ(found))->owner->name->data);
    }
    if (!NP_IS_UNDEF(found)) {
        return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "'%s' object attribute '%s' is read-only",
                         t->name->data, name->data);
    }
    return no_attr(vm, obj, name);
}

// 1 when [name] is one of the `__slots__` names of [obj]'s class, 0 when the class has
// slots without it, -1 when the class takes any name (no NP_TF_SLOTS), -2 on error.
static int slot_declared(NpVM *vm, NpValue obj, NpStr *name)
{
    NpType *t = np_typeof(vm, obj);
    if (!(t->tflags & NP_TF_SLOTS))
        return -1;
    NpStr *key = np_intern_cstr(vm, "__np_slots__");
    if (!key)
        return -2;
    NpValue names = np_dict_get_str(t->dict, key);
    bool in = false;
    if (NP_IS_SET(names) && !np_set_contains(vm, NP_AS_SET(names), np_obj(&name->hdr), &in))
        return -2;
    return in ? 1 : 0;
}

int np_slot_declared(NpVM *vm, NpValue obj, NpStr *name)
{
    return slot_declared(vm, obj, name);
}

// The attribute dict of an instance or exception, created on first use.
static NpDict *attrs_for_write(NpVM *vm, NpValue obj)
{
    NpDict **slot = NULL;
    if (NP_IS_KIND(obj, OBJ_INSTANCE) &&
        (((NpInstance *)NP_AS_OBJ(obj))->hdr.flags & NP_INST_SHAPED))
        return np_instance_attrs(vm, (NpInstance *)NP_AS_OBJ(obj));
    if (NP_IS_KIND(obj, OBJ_INSTANCE))
        slot = &((NpInstance *)NP_AS_OBJ(obj))->dict;
    else if (NP_IS_EXC(obj))
        slot = &NP_AS_EXC(obj)->attrs;
    else if (NP_IS_KIND(obj, OBJ_FUNCTION))
        slot = &((NpFunction *)NP_AS_OBJ(obj))->attrs;
    else if (NP_IS_OBJ(obj))
        slot = np_ext_attrs_slot(NP_OBJ(obj));
    if (!slot)
        return NULL;
    if (!*slot) {
        // The owner may be old (np_gc.h's write barrier): a packed instance is not always
        // traced.
        np_gc_barrier(vm, NP_OBJ(obj));
        *slot = np_dict_new(vm);
    }
    return *slot;
}

// True when [obj] accepts new attributes: instances of user classes (and of object
// subclasses, and of subclasses of builtin layouts), exceptions of any class, and Python
// functions (`wrapper.calls = 0` in a decorator: an attribute the script itself defines).
static bool writable_object(NpVM *vm, NpValue obj)
{
    if (NP_IS_KIND(obj, OBJ_INSTANCE))
        return (np_typeof(vm, obj)->tflags & NP_TF_USER) != 0;
    if (NP_IS_OBJ(obj) && np_ext_attrs_slot(NP_OBJ(obj)))
        return true;
    return NP_IS_EXC(obj) || NP_IS_KIND(obj, OBJ_FUNCTION);
}

// True for user-class objects whose class hooks (__getattr__, __setattr__, __delattr__) apply:
// instances, exceptions and instances of subclasses of builtin layouts.
static bool hookable_object(NpValue obj)
{
    return NP_IS_KIND(obj, OBJ_INSTANCE) || NP_IS_EXC(obj) ||
           (NP_IS_OBJ(obj) && np_ext_attrs_slot(NP_OBJ(obj)));
}

// The data descriptor [name] of [obj]'s user class (a property, or an instance of a user
// class with __set__ or __delete__), which a store or delete calls; UNDEF when there is none.
static NpValue user_data_descr(NpVM *vm, NpValue obj, NpStr *name)
{
    if (!NP_IS_OBJ(obj) || NP_IS_TYPE(obj) || !(NP_OBJ(obj)->type->tflags & NP_TF_USER))
        return np_undef();
    NpValue v = type_lookup(NP_OBJ(obj)->type, name);
    return np_is_wrapper(vm, v, NP_TYPE_PROPERTY) || (np_user_descr(v) & NP_TF_DESCR_SET)
               ? v
               : np_undef();
}

// Calls the class's own __setattr__/__delattr__ [hook] when an instance's class defines one
// (as a function). Returns 1 when called, 0 when there is none, -1 on error.
static int user_attr_hook(NpVM *vm, NpValue obj, const char *hook, NpStr *name, NpValue value)
{
    NpValue fn;
    if (!hookable_object(obj))
        return 0;
    if (!np_lookup_special(vm, obj, hook, &fn) ||
        !(NP_IS_KIND(fn, OBJ_FUNCTION) || NP_IS_KIND(fn, OBJ_NATIVE)))
        return 0;
    NpValue args[3] = {obj, np_obj(&name->hdr), value}, r;
    for (int i = 0; i < 3; i++) {
        if (!np_push_root(vm, args[i])) {
            np_pop_roots(vm, (size_t)i);
            return -1;
        }
    }
    bool ok = np_call(vm, fn, NP_IS_UNDEF(value) ? 2 : 3, args, NULL, &r);
    np_pop_roots(vm, 3);
    return ok ? 1 : -1;
}

bool np_setattr(NpVM *vm, NpValue obj, NpStr *name, NpValue value)
{
    int r = user_attr_hook(vm, obj, "__setattr__", name, value);
    if (r != 0)
        return r > 0;
    return np_setattr_plain(vm, obj, name, value);
}

NpValue np_store_setter(NpVM *vm, NpValue obj, NpStr *name, NpValue *desc)
{
    // The same tests np_setattr makes before it reaches np_property_set or np_descr_user_set,
    // in the same order: no __setattr__ hook, not a never-name, a data descriptor of the class.
    NpValue fn;
    *desc = np_undef();
    if (!NP_IS_KIND(obj, OBJ_INSTANCE) || !(NP_OBJ(obj)->type->tflags & NP_TF_USER))
        return np_undef();
    if (np_lookup_special(vm, obj, "__setattr__", &fn) &&
        (NP_IS_KIND(fn, OBJ_FUNCTION) || NP_IS_KIND(fn, OBJ_NATIVE)))
        return np_undef();
    if (!is_dunder(name) && never_reachable(attr_kind(vm, obj), name))
        return np_undef();
    NpValue v = type_lookup(NP_OBJ(obj)->type, name);
    if (np_is_wrapper(vm, v, NP_TYPE_PROPERTY))
        return NP_IS_KIND(NP_AS_WRAPPER(v)->b, OBJ_FUNCTION) ? NP_AS_WRAPPER(v)->b : np_undef();
    // (A descriptor class with __delete__ only has no __set__: np_setattr raises.)
    if (!(np_user_descr(v) & NP_TF_DESCR_SET) || !np_lookup_special(vm, v, "__set__", &fn) ||
        !NP_IS_KIND(fn, OBJ_FUNCTION))
        return np_undef();
    *desc = v;
    return fn;
}

bool np_store_is_plain(NpVM *vm, NpType *t, NpStr *name)
{
    NpValue v;
    return (t->tflags & NP_TF_USER) && !is_dunder(name) &&
           !never_reachable(AK_USER_INSTANCE, name) &&
           !np_is_wrapper(vm, v = type_lookup(t, name), NP_TYPE_PROPERTY) &&
           !(np_user_descr(v) & NP_TF_DESCR_SET);
}

// True for a dunder a script may assign on its own class after the class statement: not a
// never-name, not the implementation's hidden entries (`__np_...`, `__classcell__`, the
// dataclass tables), not the class's identity (`__class__`, `__name__`, `__qualname__`,
// `__mro__`), and not `__get__`/`__set__`/`__delete__`, whose presence the class's descriptor
// flags record once at creation (np_class.c set_descr_flags).
static bool class_dunder_assignable(const NpStr *name)
{
    static const char *const refused[] = {"__class__", "__name__", "__qualname__", "__mro__",
                                          "__get__", "__set__", "__delete__", "__classcell__",
                                          "__dataclass_fields__", "__dataclass_params__",
                                          "__set_name__"};
    if (never_reachable(AK_USER_CLASS, name) || strncmp(name->data, "__np_", 5) == 0)
        return false;
    for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
        if (name_is(name, refused[i]))
            return false;
    return true;
}

// The module hooks CPython documents as assignable by a program, which Nearly's otherwise
// read-only modules accept (each a global of a pure Python stdlib module that its own code
// reads at every use): `warnings.showwarning = f`, `warnings.formatwarning = f`.
static bool module_hook_assignable(NpValue obj, const NpStr *name)
{
    static const char *const hooks[][2] = {{"warnings", "showwarning"},
                                           {"warnings", "formatwarning"}};
    const NpModuleObj *m = (const NpModuleObj *)NP_AS_OBJ(obj);
    for (size_t i = 0; m->name && m->globals && i < sizeof hooks / sizeof *hooks; i++)
        if (strcmp(m->name->data, hooks[i][0]) == 0 && name_is(name, hooks[i][1]))
            return true;
    return false;
}

// Stores [value] as [obj]'s own attribute [name]: in a shaped instance's value array while
// the name fits its class's layout (own_attr reads both; update_wrapper's dunders on an
// lru_cache wrapper leave it shaped), else in its attribute dict (made when needed).
static bool own_store(NpVM *vm, NpValue obj, NpStr *name, NpValue value)
{
    if (NP_IS_KIND(obj, OBJ_INSTANCE) && (NP_OBJ(obj)->flags & NP_INST_SHAPED)) {
        int r = np_inst_shape_store(vm, (NpInstance *)NP_AS_OBJ(obj), name, value);
        if (r != 0)
            return r > 0;
    }
    NpDict *d = attrs_for_write(vm, obj);
    return d && np_dict_owner_store_str(vm, d, name, value) >= 0;
}

// A store to or deletion of attribute [name] of class [cls] that has a class-behaviour table
// first calls the table's check [hook] (`_class_setattr_`/`_class_delattr_`, with the class,
// the name and [value]) when the table defines it: the check may refuse by raising (enum's
// "cannot reassign member 'RED'"), as CPython's metaclass __setattr__ does; the store itself
// stays here. True when there is no check or it passed.
static bool class_store_check(NpVM *vm, NpValue cls, const char *hook, NpStr *name,
                              NpValue value)
{
    NpValue fn, r;
    if (!np_class_meta_find(vm, NP_AS_TYPE(cls), hook, &fn))
        return true;
    NpValue args[3] = {cls, np_obj(&name->hdr), value};
    return np_call_rooted(vm, fn, 3, args, &r);
}

bool np_setattr_plain(NpVM *vm, NpValue obj, NpStr *name, NpValue value)
{
    if (NP_IS_KIND(obj, OBJ_MODULE) && module_hook_assignable(obj, name))
        return np_dict_set_str(vm, ((NpModuleObj *)NP_AS_OBJ(obj))->globals, name, value);
    // A never-name cannot be created either (it could not be read back); dunders are refused
    // below with CPython's message.
    if (!is_dunder(name) && never_reachable(attr_kind(vm, obj), name))
        return readonly_attr(vm, obj, name);
    NpValue prop = user_data_descr(vm, obj, name);
    if (NP_IS_KIND(prop, OBJ_WRAPPER))
        return np_property_set(vm, prop, obj, name, value);
    if (!NP_IS_UNDEF(prop))
        return np_descr_user_set(vm, prop, obj, value);
    // A special method assigned to a user class after its statement (`C.__eq__ = f`), as
    // CPython allows: the class dict write bumps vm->class_epoch, which every special-method
    // cache and memo checks.
    if (is_dunder(name) && NP_IS_TYPE(obj) && (NP_AS_TYPE(obj)->tflags & NP_TF_USER) &&
        class_dunder_assignable(name))
        return np_dict_set_str(vm, NP_AS_TYPE(obj)->dict, name, value);
    if (instance_dunder_ok(vm, obj, name))
        return own_store(vm, obj, name, value);
    // Dunders are written only when the object's row lists them as writable.
    if (is_dunder(name) && !in_words(ATTR_RULES[attr_kind(vm, obj)].writable, name)) {
        if (NP_IS_TYPE(obj) || !writable_object(vm, obj))
            return readonly_attr(vm, obj, name);
        return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "attribute '%s' of '%s' objects is not "
                         "writable", name->data, np_type_name(vm, obj));
    }
    if (is_dunder(name)) {
        // Functions' names are writable as in CPython (functools.wraps copies them).
        if (NP_IS_KIND(obj, OBJ_FUNCTION) &&
            (name_is(name, "__name__") || name_is(name, "__qualname__"))) {
            if (!NP_IS_STR(value))
                return np_raisef(vm, NP_TYPE_TYPEERROR, "%s must be set to a string object",
                                 name->data);
            NpFunction *f = (NpFunction *)NP_AS_OBJ(obj);
            if (name_is(name, "__name__"))
                f->name = NP_AS_STR(value);
            else
                f->qualname = NP_AS_STR(value);
            return true;
        }
        if (NP_IS_KIND(obj, OBJ_FUNCTION) && name_is(name, "__annotations__") &&
            !NP_IS_DICT(value))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "__annotations__ must be set to a dict object");
        if (NP_IS_KIND(obj, OBJ_FUNCTION) &&
            (name_is(name, "__wrapped__") || name_is(name, "__annotations__") ||
             name_is(name, "__doc__") || name_is(name, "__module__"))) {
            NpDict *fd = attrs_for_write(vm, obj);
            return fd && np_dict_set_str(vm, fd, name, value);
        }
        // `obj.__doc__ = s` on a user instance: its own value, read before its class's.
        if (!NP_IS_KIND(obj, OBJ_FUNCTION) && (name_is(name, "__doc__") ||
                                               name_is(name, "__module__"))) {
            if (np_typeof(vm, obj)->tflags & NP_TF_SLOTS)
                return readonly_attr(vm, obj, name);
            return own_store(vm, obj, name, value);
        }
        if (NP_IS_EXC(obj) && name_is(name, "__suppress_context__")) {
            if (!NP_IS_BOOL(value))
                return np_raisef(vm, NP_TYPE_TYPEERROR, "attribute value type must be bool");
            NP_AS_EXC(obj)->suppress_context = value.u.i != 0;
            return true;
        }
        if (NP_IS_EXC(obj) && name_is(name, "__notes__")) {
            NpDict *ed = attrs_for_write(vm, obj);
            return ed && np_dict_set_str(vm, ed, name, value);
        }
        if (NP_IS_EXC(obj) && (name_is(name, "__cause__") || name_is(name, "__context__"))) {
            if (!NP_IS_NONE(value) && !NP_IS_EXC(value)) {
                return np_raisef(vm, NP_TYPE_TYPEERROR,
                                 "exception %s must be None or derive from BaseException",
                                 name_is(name, "__cause__") ? "cause" : "context");
            }
            NpException *e = NP_AS_EXC(obj);
            if (name_is(name, "__cause__")) {
                e->cause = value;
                e->suppress_context = true;
            } else {
                e->context = value;
            }
            return true;
        }
        if (NP_IS_TYPE(obj) || !writable_object(vm, obj))
            return readonly_attr(vm, obj, name);
        return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "attribute '%s' of '%s' objects is not "
                         "writable", name->data, np_type_name(vm, obj));
    }
    if (NP_IS_EXC(obj) && name_is(name, "args")) {
        if (!NP_IS_TUPLE(value)) {
            NpList *l = np_list_from_iter(vm, value);
            if (!l)
                return false;
            NpTuple *t = np_tuple_from(vm, l->items, l->n);
            if (!t)
                return false;
            value = np_obj(&t->hdr);
        }
        NP_AS_EXC(obj)->args = NP_AS_TUPLE(value);
        return true;
    }
    if (NP_IS_TYPE(obj) && (NP_AS_TYPE(obj)->tflags & NP_TF_USER)) {
        if (NP_AS_TYPE(obj)->meta && !class_store_check(vm, obj, "_class_setattr_", name, value))
            return false;
        return np_dict_set_str(vm, NP_AS_TYPE(obj)->dict, name, value);
    }
    if (!writable_object(vm, obj)) {
        NpType *t = np_typeof(vm, obj);
        if (NP_IS_KIND(obj, OBJ_DICT) && (t->tflags & NP_TF_USER) &&
            !(t->tflags & NP_TF_EXT_ATTRS))
            return is_factory_store(obj, name) ? dict_factory_store(vm, obj, value)
                                               : dict_layout_attr(vm, t, name);
        return readonly_attr(vm, obj, name);
    }
    if (is_factory_store(obj, name))  // a defaultdict subclass's: the slot, not its dict
        return dict_factory_store(vm, obj, value);
    int slot = slot_declared(vm, obj, name);
    if (slot == -2)
        return false;
    if (slot == 0)  // a class with __slots__ that does not declare [name]
        return no_attr_set(vm, obj, name);
    return own_store(vm, obj, name, value);
}

bool np_delattr(NpVM *vm, NpValue obj, NpStr *name)
{
    int r = user_attr_hook(vm, obj, "__delattr__", name, np_undef());
    if (r != 0)
        return r > 0;
    return np_delattr_plain(vm, obj, name);
}

bool np_delattr_plain(NpVM *vm, NpValue obj, NpStr *name)
{
    if (!is_dunder(name) && never_reachable(attr_kind(vm, obj), name))
        return readonly_attr(vm, obj, name);
    NpValue prop = user_data_descr(vm, obj, name);
    if (NP_IS_KIND(prop, OBJ_WRAPPER))
        return np_property_del(vm, prop, obj, name);
    if (!NP_IS_UNDEF(prop))
        return np_descr_user_del(vm, prop, obj);
    if (is_factory_store(obj, name))  // `del d.default_factory` leaves None, as in CPython
        return dict_factory_store(vm, obj, np_none());
    if ((is_dunder(name) && !instance_dunder_ok(vm, obj, name)) || !writable_object(vm, obj)) {
        if (NP_IS_TYPE(obj) && (NP_AS_TYPE(obj)->tflags & NP_TF_USER) &&
            (!is_dunder(name) || class_dunder_assignable(name))) {
            bool found;
            NpValue old;
            if (NP_AS_TYPE(obj)->meta &&
                !class_store_check(vm, obj, "_class_delattr_", name, np_none()))
                return false;
            if (!np_dict_del(vm, NP_AS_TYPE(obj)->dict, np_obj(&name->hdr), &old, &found))
                return false;
            if (!found)
                return no_attr(vm, obj, name);
            return true;
        }
        return readonly_attr(vm, obj, name);
    }
    // (A shaped instance takes a dict for good first: its shape has no deletions.)
    bool reshape = NP_IS_KIND(obj, OBJ_INSTANCE) && (NP_OBJ(obj)->flags & NP_INST_SHAPED) &&
                   !NP_IS_UNDEF(own_attr(obj, name));
    NpDict *d = reshape ? np_instance_attrs(vm, (NpInstance *)NP_AS_OBJ(obj)) : attrs_of(obj);
    if (reshape && !d)
        return false;
    bool found = false;
    NpValue old;
    if (d && !np_dict_owner_del(vm, d, np_obj(&name->hdr), &old, &found))
        return false;
    if (!found && slot_declared(vm, obj, name) == 1)  // an unset slot: CPython names it only
        return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "%s", name->data);
    if (!found)
        return no_attr_set(vm, obj, name);
    return true;
}

/* ---------------------------------------------------------------- listing (np_complete.h) */

// True when np_getattr(obj, name) would find [name] by the rule above without calling a
// class's __getattr__. Mirrors np_getattr step by step but only reads dicts; np_default_dunder
// names are left out (conservative: completion may list fewer names, never more).
static bool attr_reachable(NpVM *vm, NpValue obj, NpStr *name)
{
    if (never_reachable(attr_kind(vm, obj), name))
        return false;
    if (np_is_wrapper(vm, obj, NP_TYPE_SUPER))
        return false;
    if (np_is_wrapper(vm, obj, NP_TYPE_FIELD)) {
        return name_is(name, "name") || name_is(name, "default") ||
               name_is(name, "default_factory") || name_is(name, "metadata") ||
               np_dc_field_flag(vm, obj, name, NULL);
    }
    if (NP_IS_TYPE(obj)) {
        NpType *t = NP_AS_TYPE(obj);
        return !NP_IS_UNDEF(type_lookup(t, name)) ||
               !NP_IS_UNDEF(type_lookup(vm->types[NP_TYPE_TYPE], name));
    }
    if (NP_IS_KIND(obj, OBJ_MODULE)) {
        NpModuleObj *m = (NpModuleObj *)NP_AS_OBJ(obj);
        return !is_dunder(name) && m->globals &&
               !NP_IS_UNDEF(np_dict_get_str(m->globals, name)) &&
               np_module_attr_visible(vm, name, np_dict_get_str(m->globals, name));
    }
    NpType *t = np_typeof(vm, obj);
    bool user = (t->tflags & NP_TF_USER) != 0;
    if (!user && name->len > 0 && name->data[0] == '_')
        return false;
    if (!NP_IS_UNDEF(type_lookup(t, name)))
        return true;
    return !is_dunder(name) && !NP_IS_UNDEF(own_attr(obj, name));
}

// Reports every key of [d] that is a str reachable on [obj].
static void list_dict(NpVM *vm, NpValue obj, NpDict *d, NpAttrNameFn fn, void *ud)
{
    if (!d)
        return;
    size_t pos = 0;
    NpValue k, v;
    while (np_dict_next(d, &pos, &k, &v))
        if (NP_IS_STR(k) && attr_reachable(vm, obj, NP_AS_STR(k)))
            fn(ud, NP_AS_STR(k));
}

// Reports the keys of every dict along the MRO of [t] that are reachable on [obj].
static void list_mro(NpVM *vm, NpValue obj, NpType *t, NpAttrNameFn fn, void *ud)
{
    if (!t->mro)
        return;
    for (size_t k = 0; k < t->mro->n; k++)
        list_dict(vm, obj, NP_AS_TYPE(t->mro->items[k])->dict, fn, ud);
}

void np_attr_list(NpVM *vm, NpValue obj, NpAttrNameFn fn, void *ud)
{
    if (np_is_wrapper(vm, obj, NP_TYPE_SUPER) || np_is_wrapper(vm, obj, NP_TYPE_FIELD))
        return;
    if (NP_IS_TYPE(obj)) {
        list_mro(vm, obj, NP_AS_TYPE(obj), fn, ud);
        list_mro(vm, obj, vm->types[NP_TYPE_TYPE], fn, ud);
        return;
    }
    if (NP_IS_KIND(obj, OBJ_MODULE)) {
        list_dict(vm, obj, ((NpModuleObj *)NP_AS_OBJ(obj))->globals, fn, ud);
        return;
    }
    list_mro(vm, obj, np_typeof(vm, obj), fn, ud);
    list_dict(vm, obj, attrs_of(obj), fn, ud);
    if (NP_IS_KIND(obj, OBJ_INSTANCE) && (NP_OBJ(obj)->flags & NP_INST_SHAPED)) {
        NpInstance *inst = (NpInstance *)NP_AS_OBJ(obj);
        for (uint32_t i = 0; i < inst->nvals; i++)
            if (attr_reachable(vm, obj, np_inst_layout(inst)->keys[i]))
                fn(ud, np_inst_layout(inst)->keys[i]);
    }
}

bool np_attr_peek(NpVM *vm, NpValue obj, const NpStr *cname, NpValue *out)
{
    NpStr *name = (NpStr *)cname;
    if (!attr_reachable(vm, obj, name))
        return false;
    NpValue v;
    if (NP_IS_KIND(obj, OBJ_MODULE)) {
        v = np_dict_get_str(((NpModuleObj *)NP_AS_OBJ(obj))->globals, name);
    } else if (NP_IS_TYPE(obj)) {
        v = type_lookup(NP_AS_TYPE(obj), name);
    } else {
        v = type_lookup(np_typeof(vm, obj), name);
        if (!np_is_wrapper(vm, v, NP_TYPE_PROPERTY) && !(np_user_descr(v) & NP_TF_DESCR_SET) &&
            !is_dunder(name)) {
            NpValue a = own_attr(obj, name);
            if (!NP_IS_UNDEF(a))
                v = a;
        }
    }
    // Descriptors and getters would run code to produce the value: not followed.
    if (NP_IS_UNDEF(v) || NP_IS_KIND(v, OBJ_WRAPPER) || (np_user_descr(v) & NP_TF_DESCR_GET) ||
        (NP_IS_KIND(v, OBJ_NATIVE) && (NP_OBJ(v)->flags & NP_NATIVE_GETTER)))
        return false;
    *out = v;
    return true;
}

// The attribute dict of user instance [o] as vars() hands it out: its own dict, moved out of
// the instance's allocation when embedded (NP_INST_EMBEDDED, whose dict no value may point
// at), fitted (no spare entry) and flagged NP_DICT_READONLY, so every read sees the object's
// current attributes and every write through it raises TypeError, while the object's own writes
// lift the flag (np_dict_owner_store_str). NULL (nothing raised) when the dict holds a hidden
// `__np_` or non-str key, or the instance has no dict (a packed Decimal): vars() copies then.
// Returns 1 with *out set, 0 for those, -1 on MemoryError.
static int vars_view(NpVM *vm, NpInstance *o, NpDict **out)
{
    NpDict *d = o->dict;
    if (!d)
        return 0;
    *out = d;
    if (d->hdr.flags & NP_DICT_READONLY)
        return 1;
    size_t pos = 0;
    NpValue k, v;
    while (np_dict_next(d, &pos, &k, &v))
        if (!NP_IS_STR(k) || strncmp(NP_AS_STR(k)->data, "__np_", 5) == 0)
            return 0;
    if (!np_budget_charge(vm, (int64_t)d->n))
        return -1;
    if ((o->hdr.flags & NP_INST_EMBEDDED) && d == np_instance_dict(o)) {
        NpDict *own = np_dict_copy(vm, d);
        if (!own)
            return -1;
        // The embedded dict is unused from now on (as after np_serial's decoder installs one):
        // emptied, so the instance's trace marks nothing through it.
        np_dict_clear(vm, d);
        o->dict = d = own;
        np_gc_barrier(vm, o);
    }
    if (!np_dict_fit(vm, d))
        return -1;
    // SETATTR's "no shadowing key" proof was made for the old dict's versions: it ends here.
    o->proof_version = UINT64_MAX;
    d->hdr.flags |= NP_DICT_READONLY;
    *out = d;
    return 1;
}

// `vars(obj)`: for an instance of a user class, a live read-only view of its attribute dict
// (vars_view); for other objects with attributes (exceptions, instances of subclasses of
// builtin types) and an instance whose dict holds hidden entries, a new read-only dict holding
// a copy of the attributes `obj.name` reads from its attribute dict (minus the
// implementation's hidden `__np_` entries). Classes and modules are refused with a clear
// TypeError (CPython's mappingproxy and module dict hold reflection objects and
// implementation names Nearly does not have); everything else (builtin objects, instances of a
// class with `__slots__` and no `__dict__`) gets CPython's TypeError for objects without
// __dict__.
// The datetime class with fields (date, datetime, time, timedelta, timezone) that [t] is or
// subclasses, or NULL. Nearly's keep their fields as instance attributes, which CPython's
// (C types without a __dict__) do not have, so vars() must not show them.
static NpType *datetime_fields_class(NpVM *vm, NpType *t)
{
    static const char *const names[] = {"date", "datetime", "time", "timedelta", "timezone"};
    NpStr *modkey = np_intern_cstr(vm, "__module__");
    for (size_t k = 0; modkey && t->mro && k < t->mro->n; k++) {
        if (!NP_IS_TYPE(t->mro->items[k]))
            continue;
        NpType *c = NP_AS_TYPE(t->mro->items[k]);
        NpValue mod = (c->tflags & NP_TF_USER) && c->dict ? np_dict_get_str(c->dict, modkey)
                                                          : np_undef();
        if (!NP_IS_STR(mod) || strcmp(NP_AS_STR(mod)->data, "datetime") != 0)
            continue;
        for (size_t i = 0; i < sizeof names / sizeof *names; i++)
            if (strcmp(c->name->data, names[i]) == 0)
                return c;
    }
    return NULL;
}

bool np_vars(NpVM *vm, NpValue obj, NpValue *out)
{
    NpDict **slot = NULL;
    NpType *dt = NP_IS_KIND(obj, OBJ_INSTANCE) ? datetime_fields_class(vm, np_typeof(vm, obj))
                                               : NULL;
    if (dt && dt == np_typeof(vm, obj))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "vars() argument must have __dict__ attribute");
    if (dt)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "vars() of an instance of a subclass of "
                         "datetime.%s is not supported in Nearly Python; use getattr() on it",
                         dt->name->data);
    if (attr_kind(vm, obj) == AK_USER_INSTANCE && !(np_typeof(vm, obj)->tflags & NP_TF_SLOTS)) {
        if (NP_IS_KIND(obj, OBJ_INSTANCE))
            slot = &((NpInstance *)NP_AS_OBJ(obj))->dict;
        else if (NP_IS_EXC(obj))
            slot = &NP_AS_EXC(obj)->attrs;
        else
            slot = np_ext_attrs_slot(NP_OBJ(obj));
    }
    // A shaped instance's values, in the order it got them, as a dict.
    if (slot && NP_IS_KIND(obj, OBJ_INSTANCE) && (NP_OBJ(obj)->flags & NP_INST_SHAPED) &&
        !np_instance_attrs(vm, (NpInstance *)NP_AS_OBJ(obj)))
        return false;
    if (!slot && (NP_IS_TYPE(obj) || NP_IS_KIND(obj, OBJ_MODULE)))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "vars() of a %s is not supported in Nearly "
                         "Python; use getattr() on it", NP_IS_TYPE(obj) ? "class" : "module");
    if (!slot)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "vars() argument must have __dict__ attribute");
    if (NP_IS_KIND(obj, OBJ_INSTANCE)) {
        NpDict *view = NULL;
        int r = vars_view(vm, (NpInstance *)NP_AS_OBJ(obj), &view);
        if (r != 0) {
            *out = r > 0 ? np_obj(&view->hdr) : np_undef();
            return r > 0;
        }
    }
    NpDict *copy = np_dict_new(vm);
    if (!copy)
        return false;
    size_t pos = 0;
    NpValue k, v;
    while (*slot && np_dict_next(*slot, &pos, &k, &v)) {
        if (!NP_IS_STR(k) || strncmp(NP_AS_STR(k)->data, "__np_", 5) == 0)
            continue;
        if (!np_budget_charge(vm, 1) || !np_dict_set(vm, copy, k, v))
            return false;
    }
    // No spare entry, then read-only: every write through it raises TypeError.
    if (!np_dict_fit(vm, copy))
        return false;
    copy->hdr.flags |= NP_DICT_READONLY;
    *out = np_obj(&copy->hdr);
    return true;
}
