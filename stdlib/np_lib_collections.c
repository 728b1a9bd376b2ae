/*
 * np_lib_collections.c - the `collections` module: Counter, defaultdict, OrderedDict, deque,
 * namedtuple and ChainMap.
 *
 * The classes are written in Nearly Python (stdlib/np_lib_collections.py). This file supplies
 * the few things a class statement cannot express, as private natives the Python part uses while
 * the module is being built and then deletes from the module:
 *   - _dict_layout(cls, extra): turns a freshly made class into a dict subclass (instances are
 *     NpDict objects, so every dict method, isinstance(x, dict) and dict equality work), with an
 *     extra traced slot for defaultdict's default_factory;
 *   - _tuple_type(name, fields, defaults, ns, module): makes a namedtuple class whose instances
 *     are tuples, with read-only field accessors (NP_NATIVE_GETTER natives);
 *   - _factory_get / _factory_set: defaultdict's default_factory slot;
 *   - _deque_methods(cls): deque's append, appendleft, pop, popleft and __len__ as
 *     natives working on the Python class's own state (see "deque's hot methods").
 * Capabilities: none (pure computation).
 */
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"

/* ---------------------------------------------------------------- dict subclasses */

static bool col_factory_set(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out);

// np_class_memo key: defaultdict's own __init__ (np_lib_collections.py), remembered for the
// class epoch once dd_own_init recognised it.
static const char DD_INIT_MEMO[] = "defaultdict: the module's own __init__";

// Whether [init], the __init__ a defaultdict class has, is the module's own: the function
// `defaultdict.__init__` defined in the module whose globals hold the native _factory_set (a
// script's functions have their own globals). Remembered per class epoch, so the check runs
// once per class change.
static bool dd_own_init(NpVM *vm, NpType *t, NpValue init)
{
    NpValue memo;
    if (np_class_memo_get(vm, t, DD_INIT_MEMO, &memo))
        return memo.tag == init.tag && memo.u.i == init.u.i;
    if (!NP_IS_KIND(init, OBJ_FUNCTION))
        return false;
    NpFunction *f = (NpFunction *)NP_AS_OBJ(init);
    NpStr *key = np_intern_cstr(vm, "_factory_set");
    if (!key) {
        np_exc_clear(vm);
        return false;
    }
    NpValue fs = f->globals ? np_dict_get_str(f->globals, key) : np_undef();
    if (!f->qualname || strcmp(f->qualname->data, "defaultdict.__init__") != 0 ||
        !NP_IS_KIND(fs, OBJ_NATIVE) || ((NpNative *)NP_AS_OBJ(fs))->fn != col_factory_set)
        return false;
    np_class_memo_put(vm, t, DD_INIT_MEMO, init);
    return true;
}

// `defaultdict()` and `defaultdict(factory)` with the module's own __init__ and a factory that
// is None or surely callable (a function, builtin, bound method or class): the factory stored
// in the slot, as that __init__ does, without running it (a Python frame and dict.update:
// ~2900 instructions a `defaultdict(int)`). False when the __init__ must run.
static bool dd_quick_init(NpVM *vm, NpType *t, NpValue init, NpDictX *x, int argc,
                          NpValue *argv, NpTuple *kwnames)
{
    if (argc > 1 || (kwnames && kwnames->n) || !dd_own_init(vm, t, init))
        return false;
    NpValue f = argc ? argv[0] : np_none();
    if (!NP_IS_NONE(f)) {
        uint8_t k = NP_IS_OBJ(f) ? NP_KIND(f) : 0;
        if (!(k == OBJ_FUNCTION || k == OBJ_NATIVE || k == OBJ_BOUND || k == OBJ_TYPE))
            return false;
    }
    np_gc_barrier(vm, &x->d.hdr);
    x->extra = f;
    return true;
}

// Constructor of the dict-layout classes: a new (empty) dict-layout object of type [t], then
// the class's __init__ with the call's arguments (defaultdict's own, the common case, by
// dd_quick_init).
static bool dictlike_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kwnames,
                               NpValue *out)
{
    // An empty dict is all zeroes (the table is made on first insertion), so the object is
    // allocated directly, with room for the extra slot when the class has one.
    bool extra = (t->tflags & NP_TF_BASETYPE) == 0;
    NpDictX *x = (NpDictX *)np_alloc_obj(vm, extra ? sizeof(NpDictX) : sizeof(NpDict), OBJ_DICT, t);
    if (!x)
        return false;
    if (extra) {
        x->d.hdr.flags |= NP_DICT_EXTRA;
        x->extra = np_none();
    }
    NpValue self = np_obj(&x->d.hdr);
    NpValue init = np_type_lookup(t, vm->s_init);
    if (!NP_IS_UNDEF(init)) {
        if (!np_push_root(vm, self))
            return false;
        // (dd_quick_init may allocate: self is rooted first.)
        if (extra && dd_quick_init(vm, t, init, x, argc, argv, kwnames)) {
            np_pop_roots(vm, 1);
            *out = self;
            return true;
        }
        NpValue r;
        bool ok = np_call_with_self(vm, init, self, argc, argv, kwnames, &r);
        np_pop_roots(vm, 1);
        if (!ok)
            return false;
    }
    *out = self;
    return true;
}

// Replaces the bases and MRO of the just-made class [t] by ([base],) and (t, base, object); [t]
// matches sequence/mapping patterns as [base] does.
static bool rebase(NpVM *vm, NpType *t, NpType *base)
{
    NpValue b = np_obj(&base->hdr);
    NpTuple *bases = np_tuple_from(vm, &b, 1);
    NpTuple *mro = np_tuple_new(vm, 3);
    if (!bases || !mro)
        return false;
    mro->items[0] = np_obj(&t->hdr);
    mro->items[1] = b;
    mro->items[2] = np_obj(&vm->types[NP_TYPE_OBJECT]->hdr);
    t->base = base;
    t->bases = bases;
    t->mro = mro;
    t->pattern = base->pattern;
    return true;
}

// Checks that argv[0] is a class freshly made by a class statement with no bases.
static bool fresh_class(NpVM *vm, NpValue v)
{
    if (!NP_IS_TYPE(v) || !(NP_AS_TYPE(v)->tflags & NP_TF_USER) ||
        NP_AS_TYPE(v)->inst_kind != OBJ_INSTANCE || NP_AS_TYPE(v)->mro->n != 2)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "internal: expected a plain class");
    return true;
}

// _dict_layout(cls, extra): makes [cls] a dict subclass (see the file comment). Classes with the
// extra slot are marked by clearing NP_TF_BASETYPE (they cannot be subclassed anyway).
static bool col_dict_layout(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_count(vm, "_dict_layout", argc, 2, 2) || !fresh_class(vm, argv[0]))
        return false;
    NpType *t = NP_AS_TYPE(argv[0]);
    if (!rebase(vm, t, vm->types[NP_TYPE_DICT]))
        return false;
    t->inst_kind = OBJ_DICT;
    t->construct = dictlike_construct;
    if (NP_IS_BOOL(argv[1]) && argv[1].u.i)
        t->tflags &= (uint16_t)~NP_TF_BASETYPE;
    *out = argv[0];
    return true;
}

// The extra slot of a defaultdict, or NULL (TypeError) for any other object.
static NpValue *factory_slot(NpVM *vm, NpValue d)
{
    if (!NP_IS_DICT(d) || !(NP_OBJ(d)->flags & NP_DICT_EXTRA)) {
        np_raisef(vm, NP_TYPE_TYPEERROR, "descriptor 'default_factory' requires a "
                  "'collections.defaultdict' object");
        return NULL;
    }
    return &((NpDictX *)NP_AS_OBJ(d))->extra;
}

// _factory_get(d): defaultdict's default_factory.
static bool col_factory_get(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_count(vm, "_factory_get", argc, 1, 1))
        return false;
    NpValue *slot = factory_slot(vm, argv[0]);
    if (!slot)
        return false;
    *out = *slot;
    return true;
}

// The NP_NATIVE_GETTER form: argv[0] is the getter's datum, argv[1] the defaultdict.
static bool col_factory_attr(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (argc != 2)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "expected 1 argument, got %d", argc - 1);
    return col_factory_get(vm, 1, argv + 1, NULL, out);
}

// _factory_set(d, f): sets defaultdict's default_factory.
static bool col_factory_set(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_count(vm, "_factory_set", argc, 2, 2))
        return false;
    NpValue *slot = factory_slot(vm, argv[0]);
    if (!slot)
        return false;
    np_gc_barrier(vm, NP_AS_OBJ(argv[0]));  // the defaultdict may be old (np_gc.h)
    *slot = argv[1];
    *out = np_none();
    return true;
}

// Adds a getter native named [name] with datum [datum] to the dict of [t].
static bool add_getter(NpVM *vm, NpType *t, NpStr *name, NpNativeFn fn, NpValue datum)
{
    NpNative *g = np_native_new(vm, "_tuplegetter", fn, t);
    if (!g)
        return false;
    g->hdr.flags = NP_NATIVE_GETTER;
    g->self = datum;
    return np_dict_set_str(vm, t->dict, name, np_obj(&g->hdr));
}

/* ---------------------------------------------------------------- OrderedDict's natives */

// Binds OrderedDict method [fname]'s arguments (key and/or last) after self into [key] and
// [*last]; self must be a dict-layout object.
static bool od_args(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                    bool with_key, NpValue *key, bool *last)
{
    static const char *const names_k[] = {"key", "last"};
    static const char *const names_l[] = {"last"};
    if (argc < 1 || !NP_IS_DICT(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "descriptor '%s' requires a "
                         "'collections.OrderedDict' object", fname);
    NpValue got[2];
    int np = with_key ? 2 : 1;
    if (!np_args_bind(vm, fname, argc - 1, argv + 1, kw, with_key ? names_k : names_l, np, np,
                      with_key ? 1 : 0, got))
        return false;
    if (with_key)
        *key = got[0];
    *last = true;
    NpValue l = got[np - 1];
    return NP_IS_UNDEF(l) || np_truthy(vm, l, last);
}

// OrderedDict.move_to_end(key, last=True): moves an existing key to either end in place
// (KeyError for a missing key); like CPython's, it calls no __setitem__ of a subclass. A move
// to the front shifts the entries before the key and rebuilds the index (O(n)), so it is
// charged one unit per entry.
static bool od_move_to_end(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    NpValue key;
    bool last, found;
    if (!od_args(vm, "move_to_end", argc, argv, kw, true, &key, &last) ||
        (!last && !np_charge_items(vm, NP_AS_DICT(argv[0])->nentries)) ||
        !np_dict_move_to_end(vm, NP_AS_DICT(argv[0]), key, last, &found))
        return false;
    if (!found)
        return np_raise_keyerror(vm, key);
    *out = np_none();
    return true;
}

// OrderedDict.popitem(last=True): the (key, value) pair at the end, or at the front (amortized
// O(1): np_dict_pop_first); KeyError('dictionary is empty').
static bool od_popitem(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    bool last;
    if (!od_args(vm, "popitem", argc, argv, kw, false, NULL, &last))
        return false;
    NpDict *d = NP_AS_DICT(argv[0]);
    if (d->n == 0)
        return np_raisef(vm, NP_TYPE_KEYERROR, "dictionary is empty");
    NpValue kv[2];
    if (last) {
        size_t p = d->nentries;
        while (p > 0 && NP_IS_UNDEF(d->entries[p - 1].key))
            p--;
        kv[0] = d->entries[p - 1].key;
        kv[1] = d->entries[p - 1].value;
        bool found;
        NpValue old;
        if (!np_dict_del(vm, d, kv[0], &old, &found))
            return false;
        kv[1] = old;
    } else if (!np_dict_pop_first(vm, d, &kv[0], &kv[1])) {
        return false;
    }
    NpTuple *t = np_tuple_from(vm, kv, 2);
    if (!t)
        return false;
    *out = np_obj(&t->hdr);
    return true;
}

static const NpMethodDef od_methods[] = {
    {"move_to_end", od_move_to_end, 0},
    {"popitem", od_popitem, 0},
    {NULL, NULL, 0},
};

/* ---------------------------------------------------------------- Counter and defaultdict */

// True when the class of dict-layout object [m] finds [name] where dict itself does (not
// overridden by the class or a base between it and dict).
static bool dict_method_kept(NpVM *vm, NpValue m, const char *name)
{
    NpStr *key = np_intern_cstr(vm, name);
    if (!key)
        return false;
    NpValue mine = np_type_lookup(np_typeof(vm, m), key);
    NpValue dicts = np_type_lookup(vm->types[NP_TYPE_DICT], key);
    return mine.tag == dicts.tag && (NP_IS_UNDEF(mine) || mine.u.o == dicts.u.o);
}

// np_class_memo key: whether a dict subclass (Counter) keeps dict's get and __setitem__.
static const char KEPT_MEMO[] = "_count_elements: dict get and __setitem__ kept";

// True when _count_elements may update dict [m] in place: an exact dict, or a subclass that
// overrides neither get nor __setitem__. Remembered per class until the next class change:
// interning the two names and walking the MRO twice cost ~280 instructions per Counter(xs).
static bool counts_directly(NpVM *vm, NpValue m)
{
    if (!NP_IS_DICT(m))
        return false;
    NpType *t = NP_OBJ(m)->type;
    if (t == vm->types[NP_TYPE_DICT])
        return true;
    NpValue memo;
    bool user = t->tflags & NP_TF_USER;
    if (user && np_class_memo_get(vm, t, KEPT_MEMO, &memo))
        return memo.u.i != 0;
    bool kept = dict_method_kept(vm, m, "get") && dict_method_kept(vm, m, "__setitem__");
    if (user)
        np_class_memo_put(vm, t, KEPT_MEMO, np_bool(kept));
    return kept;
}

// mapping[item] = [cur] + 1 for the count [cur] just read (an int almost always).
static bool count_plus_one(NpVM *vm, NpValue cur, NpValue *out)
{
    if (NP_IS_INT(cur) && cur.u.i < INT64_MAX) {
        *out = np_int(cur.u.i + 1);
        return true;
    }
    return np_binop(vm, BINOP_ADD, cur, np_int(1), out);
}

// _count_elements(mapping, iterable): CPython's helper of Counter.update, mapping[elem] =
// The state of _count_elements' item sink: the dict it counts into, and whether every key in
// it is plain (None, bool, small int, float or exact str: hashing and comparing such keys runs
// no Python code, while a plain key meeting a user object of the same hash would call its
// __eq__).
typedef struct CountSink {
    NpDict *d;
    bool plain;
} CountSink;

// True when [key] is a plain key (see CountSink).
static bool count_plain_key(NpVM *vm, NpValue key)
{
    return NP_IS_INT(key) || NP_IS_FLOAT(key) || NP_IS_BOOL(key) || NP_IS_NONE(key) ||
           (NP_IS_STR(key) && NP_AS_OBJ(key)->type == vm->types[NP_TYPE_STR]);
}

// _count_elements' item sink (np_next_sink): counts a plain key in a dict of plain keys when
// its count is a small int below INT64_MAX or it is new and the tables have room, so a
// generator's items are counted inside its own loop (Counter(g), no nested loop per item).
// Anything else is refused and goes through the general loop, which raises what must be
// raised (a lookup that fails here, at the budget, is cleared and done again there).
static bool count_sink(NpVM *vm, void *ctx, NpValue item)
{
    CountSink *k = ctx;
    if (!k->plain || !count_plain_key(vm, item))
        return false;
    NpDict *d = k->d;
    int64_t hash, ix;
    if (!np_dict_find_entry(vm, d, item, &hash, &ix)) {
        np_exc_clear(vm);
        return false;
    }
    if (ix < 0)
        return d->index && d->nentries < d->cap && np_dict_insert_absent(vm, d, item, hash, np_int(1));
    NpValue *v = &d->entries[ix].value;
    if (!NP_IS_INT(*v) || v->u.i == INT64_MAX)
        return false;
    *v = np_int(v->u.i + 1);
    return true;
}

// Slots of count_str's direct-mapped cache of non-ASCII characters (a power of two).
#define COUNT_STR_CACHE 256

// _count_elements of an exact str into an empty dict whose get and __setitem__ are dict's:
// every key is then an exact one-character str and every count a small int, so nothing can
// run Python code or delete an entry, and a character's entry number stays valid for the
// whole loop. Each character is looked up in the dict only the first time (and on a cache
// collision of non-ASCII ones); later ones bump the count at the remembered entry. Charged
// one unit per character, as the str iterator's drain is.
static bool count_str(NpVM *vm, NpDict *d, NpStr *s)
{
    int32_t ascii[128];
    struct { uint32_t cp; int32_t ix; } wide[COUNT_STR_CACHE];
    memset(ascii, 0xff, sizeof ascii);
    memset(wide, 0xff, sizeof wide);
    const char *p = s->data, *end = s->data + s->len;
    while (p < end) {
        if (!np_budget_charge(vm, 1))
            return false;
        const char *q = p;
        uint32_t cp = (unsigned char)*p;
        int32_t *slot;
        if (cp < 0x80) {
            q++;
            slot = &ascii[cp];
        } else {
            cp = np_utf8_decode(&q);
            size_t h = (cp * 2654435761u) >> 24 & (COUNT_STR_CACHE - 1);
            if (wide[h].cp != cp) {
                wide[h].cp = cp;
                wide[h].ix = -1;
            }
            slot = &wide[h].ix;
        }
        if (*slot < 0) {
            NpStr *c = np_str_char(vm, p, (size_t)(q - p));
            int64_t hash, ix;
            if (!c || !np_dict_find_entry(vm, d, np_obj(&c->hdr), &hash, &ix))
                return false;
            if (ix < 0) {
                if (!np_dict_insert_absent(vm, d, np_obj(&c->hdr), hash, np_int(0)))
                    return false;
                ix = (int64_t)d->nentries - 1;
            }
            *slot = (int32_t)ix;
        }
        NpValue *v = &d->entries[*slot].value;
        *v = np_int(v->u.i + 1);
        p = q;
    }
    return true;
}

// mapping.get(elem, 0) + 1 for each element. A dict-layout mapping whose class keeps dict's
// get and __setitem__ is updated in place; any other goes through its get and __setitem__.
static bool col_count_elements(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_count_elements", kw) ||
        !np_args_count(vm, "_count_elements", argc, 2, 2))
        return false;
    NpValue m = argv[0], it, item, cur, nv, get = np_undef();
    bool direct = counts_directly(vm, m);
    if (direct && NP_AS_DICT(m)->n == 0 && NP_AS_DICT(m)->nentries == 0 && NP_IS_STR(argv[1]) &&
        NP_AS_OBJ(argv[1])->type == vm->types[NP_TYPE_STR] && NP_AS_STR(argv[1])->len < INT32_MAX) {
        *out = np_none();
        return count_str(vm, NP_AS_DICT(m), NP_AS_STR(argv[1]));
    }
    if (!direct) {
        NpStr *gname = np_intern_cstr(vm, "get");
        if (!gname || !np_getattr(vm, m, gname, &get))
            return false;
    }
    // Roots: the iterator, get, the current item and its new count (a big int is an object).
    if (!np_iter(vm, argv[1], &it) || !np_push_root(vm, it))
        return false;
    size_t slot = vm->nroots;
    if (!np_push_root(vm, get) || !np_push_root(vm, np_none()) || !np_push_root(vm, np_none())) {
        np_pop_roots(vm, vm->nroots - slot + 1);
        return false;
    }
    bool ok;
    CountSink sink = {direct ? NP_AS_DICT(m) : NULL, direct && NP_AS_DICT(m)->n == 0};
    for (;;) {
        int r = sink.plain ? np_next_sink(vm, it, count_sink, &sink, &item) : np_next(vm, it, &item);
        if (r <= 0) {
            ok = r == 0;
            break;
        }
        if (!count_plain_key(vm, item))
            sink.plain = false;
        nplib_root_set(vm, slot + 1, item);
        if (direct) {
            // One lookup: an int count is bumped in its entry, a new key inserted with 1.
            NpDict *d = NP_AS_DICT(m);
            int64_t hash, ix;
            if (!(ok = np_dict_find_entry(vm, d, item, &hash, &ix)))
                break;
            if (ix < 0) {
                if (!(ok = np_dict_insert_absent(vm, d, item, hash, np_int(1))))
                    break;
                continue;
            }
            NpValue *v = &d->entries[ix].value;
            if (NP_IS_INT(*v) && v->u.i < INT64_MAX) {
                *v = np_int(v->u.i + 1);
                continue;
            }
        }
        if (direct) {
            bool found;
            ok = np_dict_get(vm, NP_AS_DICT(m), item, &cur, &found);
            if (ok && !found)
                cur = np_int(0);
        } else {
            NpValue args[2] = {item, np_int(0)};
            ok = np_call(vm, get, 2, args, NULL, &cur);
        }
        if (!ok || !(ok = count_plus_one(vm, cur, &nv)))
            break;
        nplib_root_set(vm, slot + 2, nv);
        ok = direct ? np_dict_set(vm, NP_AS_DICT(m), item, nv) : np_setitem(vm, m, item, nv);
        if (!ok)
            break;
    }
    np_pop_roots(vm, 4);
    *out = np_none();
    return ok;
}

// defaultdict.__missing__(key): KeyError(key) without a default_factory, else the factory's
// value stored under key (through the class's __setitem__, as CPython) and returned.
static bool dd_missing(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "__missing__", kw) || !np_args_count(vm, "__missing__", argc - 1, 1, 1))
        return false;
    NpValue *slot = factory_slot(vm, argv[0]);
    if (!slot)
        return false;
    if (NP_IS_NONE(*slot))
        return np_raise_keyerror(vm, argv[1]);
    NpValue v;
    if (!np_call(vm, *slot, 0, NULL, NULL, &v) || !np_push_root(vm, v))
        return false;
    bool ok = np_setitem(vm, argv[0], argv[1], v);
    np_pop_roots(vm, 1);
    *out = v;
    return ok;
}

// Counter.__missing__(self, key): 0, as CPython's Python method returns. A native so that
// `c[k] += 1` on a new key runs no Python frame; a wrong call raises the messages CPython's
// def raises (its parameters are self and key, both positional-or-keyword).
static bool counter_missing(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[2] = {"self", "key"};
    int nkw = kw ? (int)kw->n : 0, npos = argc - nkw;
    if (nkw == 0 && npos == 2) {
        *out = np_int(0);
        return true;
    }
    if (npos > 2)
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "Counter.__missing__() takes 2 positional arguments but %d were given", npos);
    bool given[2] = {npos > 0, npos > 1};
    for (int k = 0; k < nkw; k++) {
        NpStr *name = NP_AS_STR(kw->items[k]);
        int i = strcmp(name->data, "self") == 0 ? 0 : strcmp(name->data, "key") == 0 ? 1 : -1;
        if (i < 0)
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "Counter.__missing__() got an unexpected keyword argument '%s'",
                             name->data);
        if (given[i])
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "Counter.__missing__() got multiple values for argument '%s'", names[i]);
        given[i] = true;
    }
    if (!given[0] && !given[1])
        return np_raisef(vm, NP_TYPE_TYPEERROR, "Counter.__missing__() missing 2 required "
                                                "positional arguments: 'self' and 'key'");
    if (!given[0] || !given[1])
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "Counter.__missing__() missing 1 required positional argument: '%s'",
                         names[given[0] ? 1 : 0]);
    *out = np_int(0);
    return true;
}

// np_class_memo key: whether a Counter class keeps dict's __getitem__ and __setitem__ and the
// native __missing__ (counter_missing), so that c[key] and c[key] = n run no Python code.
static const char COMBINE_MEMO[] = "_combine_plain: dict item access and native __missing__";

// True when Counter class [t] (of dict-layout object [m]) keeps dict's item access and
// counter_missing (see COMBINE_MEMO). Remembered per class until the next class change.
static bool counter_plain_class(NpVM *vm, NpValue m)
{
    NpType *t = NP_OBJ(m)->type;
    NpValue memo;
    if (!(t->tflags & NP_TF_USER))
        return false;
    if (np_class_memo_get(vm, t, COMBINE_MEMO, &memo))
        return memo.u.i != 0;
    NpStr *name = np_intern_cstr(vm, "__missing__");
    if (!name)
        return false;
    NpValue miss = np_type_lookup(t, name);
    bool kept = NP_IS_KIND(miss, OBJ_NATIVE) && ((NpNative *)NP_OBJ(miss))->fn == counter_missing &&
                dict_method_kept(vm, m, "__getitem__") && dict_method_kept(vm, m, "__setitem__");
    np_class_memo_put(vm, t, COMBINE_MEMO, np_bool(kept));
    return kept;
}

// True when [key] is a plain key (count_plain_key) or a tuple of plain keys: hashing and
// comparing it with another such key runs no Python code.
static bool combine_plain_key(NpVM *vm, NpValue key)
{
    if (count_plain_key(vm, key))
        return true;
    if (!NP_IS_TUPLE(key) || NP_OBJ(key)->type != vm->types[NP_TYPE_TUPLE])
        return false;
    NpTuple *tp = NP_AS_TUPLE(key);
    for (size_t i = 0; i < tp->n; i++)
        if (!count_plain_key(vm, tp->items[i]))
            return false;
    return true;
}

// True when every key of [d] is a combine_plain_key and every count a small int (not a bool).
static bool counter_all_plain(NpVM *vm, NpDict *d)
{
    for (size_t i = 0; i < d->nentries; i++) {
        NpDictEntry *e = &d->entries[i];
        if (NP_IS_UNDEF(e->key))
            continue;
        if (!NP_IS_INT(e->value) || !combine_plain_key(vm, e->key))
            return false;
    }
    return true;
}

// Counter's multiset rule [op] ('+', '-', '|', '&') on small-int counts a and b, as
// np_lib_collections.py's _rule computes it; false when the sum or difference overflows.
static bool combine_rule(char op, int64_t a, int64_t b, int64_t *out)
{
    switch (op) {
    case '+':
        return !__builtin_add_overflow(a, b, out);
    case '-':
        return !__builtin_sub_overflow(a, b, out);
    case '|':
        *out = a < b ? b : a;
        return true;
    default:
        *out = a < b ? a : b;
        return true;
    }
}

// Adds to [made] every key of [from] whose rule(count, other count or 0) is positive, in
// [from]'s order: the left operand's pass, or (with [only_new], the rule's left count 0) the
// right operand's pass over the keys [other] lacks. False with *declined when a count
// overflows (no exception), false alone on an exception.
static bool combine_pass(NpVM *vm, NpDict *made, NpDict *from, NpDict *other, char op,
                         bool only_new, bool *declined)
{
    for (size_t i = 0; i < from->nentries; i++) {
        NpDictEntry *e = &from->entries[i];
        if (NP_IS_UNDEF(e->key))
            continue;
        NpValue key = e->key;
        int64_t mine = e->value.u.i, theirs = 0, hash, ix, value;
        if (!np_dict_find_entry(vm, other, key, &hash, &ix))
            return false;
        if (only_new && ix >= 0)
            continue;
        if (ix >= 0)
            theirs = other->entries[ix].value.u.i;
        if (!(only_new ? combine_rule(op, 0, mine, &value) : combine_rule(op, mine, theirs, &value))) {
            *declined = true;
            return false;
        }
        if (value > 0 && !np_dict_set(vm, made, key, np_int(value)))
            return false;
    }
    return true;
}

// _combine_plain(left, right, op, made): Counter arithmetic (`left op right` for op '+', '-',
// '|' or '&') done natively into the new empty Counter [made] when nothing it does could run
// Python code or differ from _combine's loop: all three are of one Counter class keeping
// dict's item access and the native __missing__, and every key is plain (or a tuple of plain
// keys) and every count a small int. Returns True when done; False, leaving [made] empty,
// when it declines (also on an int overflow), so _combine's general loop runs instead.
static bool col_combine_plain(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    if (argc != 4 || !NP_IS_DICT(argv[0]) || !NP_IS_DICT(argv[1]) || !NP_IS_STR(argv[2]) ||
        !NP_IS_DICT(argv[3]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "internal: _combine_plain(left, right, op, made)");
    NpDict *left = NP_AS_DICT(argv[0]), *right = NP_AS_DICT(argv[1]), *made = NP_AS_DICT(argv[3]);
    NpStr *ops = NP_AS_STR(argv[2]);
    char op = ops->len == 1 ? ops->data[0] : 0;
    NpType *t = NP_OBJ(argv[3])->type;
    *out = np_bool(false);
    if ((op != '+' && op != '-' && op != '|' && op != '&') || made->n != 0 ||
        NP_OBJ(argv[0])->type != t || NP_OBJ(argv[1])->type != t ||
        !counter_plain_class(vm, argv[3]))
        return true;
    if (!np_charge_items(vm, left->nentries + right->nentries))
        return false;
    if (!counter_all_plain(vm, left) || !counter_all_plain(vm, right))
        return true;
    if (!np_charge_items(vm, left->nentries + right->nentries))
        return false;
    bool declined = false;
    bool ok = combine_pass(vm, made, left, right, op, false, &declined) &&
              ((op != '+' && op != '-' && op != '|') ||
               combine_pass(vm, made, right, left, op, true, &declined));
    if (!ok && !declined)
        return false;
    if (declined) {
        np_dict_clear(vm, made);
        return true;
    }
    *out = np_bool(true);
    return true;
}

static const NpMethodDef counter_methods[] = {
    {"__missing__", counter_missing, 0},
    {NULL, NULL, 0},
};

static const NpMethodDef dd_methods[] = {
    {"__missing__", dd_missing, 0},
    {NULL, NULL, 0},
};

/* ---------------------------------------------------------------- namedtuple */

// The field accessor: argv[0] is the field index, argv[1] the instance.
static bool nt_field(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (argc != 2 || !NP_IS_INT(argv[0]) || !NP_IS_TUPLE(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "descriptor requires a tuple instance");
    NpTuple *tp = NP_AS_TUPLE(argv[1]);
    if ((size_t)argv[0].u.i >= tp->n)
        return np_raisef(vm, NP_TYPE_INDEXERROR, "tuple index out of range");
    *out = tp->items[argv[0].u.i];
    return true;
}

// np_class_memo_get's keys for a namedtuple class's own "_fields" and "_field_defaults"
// entries (UNDEF when absent), remembered until the next class change so a construction
// interns no name.
static const char nt_fields_key[] = "namedtuple _fields";
static const char nt_defaults_key[] = "namedtuple _field_defaults";

// The entry [name] of [t]'s own dict through the class memo [memo_key].
static NpValue nt_entry(NpVM *vm, NpType *t, const char *memo_key, const char *name)
{
    NpValue v;
    if (np_class_memo_get(vm, t, memo_key, &v))
        return v;
    NpStr *key = np_intern_cstr(vm, name);
    if (!key) {
        np_exc_clear(vm);
        return np_undef();
    }
    v = np_dict_get_str(t->dict, key);
    np_class_memo_put(vm, t, memo_key, v);
    return v;
}

// The namedtuple class's field names (its "_fields" tuple).
static NpTuple *nt_fields(NpVM *vm, NpType *t)
{
    NpValue f = nt_entry(vm, t, nt_fields_key, "_fields");
    return NP_IS_TUPLE(f) ? NP_AS_TUPLE(f) : NULL;
}

// Writes "'a', 'b' and 'c'" (CPython's list of missing argument names) into [b].
static void name_list(NpBuf *b, NpStr **names, size_t n)
{
    for (size_t k = 0; k < n; k++) {
        if (k > 0)
            np_buf_appendc(b, n == 2 ? " and " : (k == n - 1 ? ", and " : ", "));
        np_buf_appendf(b, "'%s'", names[k]->data);
    }
}

// Raises "Point.__new__() missing 2 required positional arguments: 'x' and 'y'".
static bool nt_missing(NpVM *vm, NpType *t, NpTuple *fields, NpValue *slots)
{
    NpStr *miss[64];
    size_t n = 0, total = 0;
    for (size_t k = 0; k < fields->n; k++) {
        if (NP_IS_UNDEF(slots[k])) {
            if (n < 64)
                miss[n++] = NP_AS_STR(fields->items[k]);
            total++;
        }
    }
    NpBuf b;
    np_buf_init(&b, vm);
    np_buf_appendf(&b, "%s.__new__() missing %zu required positional argument%s: ",
                   t->name->data, total, total == 1 ? "" : "s");
    name_list(&b, miss, n);
    NpStr *msg = np_buf_finish(&b);
    return msg ? np_raisef(vm, NP_TYPE_TYPEERROR, "%s", msg->data) : false;
}

// Constructor of namedtuple classes: binds positional and keyword arguments to the fields,
// fills the defaults (the class's "_field_defaults"), and makes a tuple of type [t].
static bool nt_construct(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kwnames,
                         NpValue *out)
{
    NpTuple *fields = nt_fields(vm, t);
    if (!fields)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "cannot create '%s' instances", t->name->data);
    size_t nf = fields->n;
    if (!kwnames && (size_t)argc == nf) {
        // Every field given by position (the usual `Point(r, c)`): no defaults to look up.
        NpTuple *r = np_tuple_from(vm, argv, nf);
        if (!r)
            return false;
        r->hdr.type = t;
        *out = np_obj(&r->hdr);
        return true;
    }
    int npos = NPLIB_NPOS(argc, kwnames);
    NpValue defs = nt_entry(vm, t, nt_defaults_key, "_field_defaults");
    if ((size_t)npos > nf) {
        size_t ndefs = NP_IS_DICT(defs) ? NP_AS_DICT(defs)->n : 0;
        if (ndefs > 0 && ndefs <= nf)
            return np_raisef(vm, NP_TYPE_TYPEERROR, "%s.__new__() takes from %zu to %zu "
                             "positional arguments but %d were given", t->name->data,
                             nf + 1 - ndefs, nf + 1, npos + 1);
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "%s.__new__() takes %zu positional argument%s but %d were given",
                         t->name->data, nf + 1, nf + 1 == 1 ? "" : "s", npos + 1);
    }
    NpTuple *r = np_tuple_new(vm, nf);
    if (!r)
        return false;
    for (size_t k = 0; k < nf; k++)
        r->items[k] = k < (size_t)npos ? argv[k] : np_undef();
    for (size_t j = 0; kwnames && j < kwnames->n; j++) {
        NpStr *kn = NP_AS_STR(kwnames->items[j]);
        size_t k = 0;
        while (k < nf && !np_str_eq(kn, NP_AS_STR(fields->items[k])))
            k++;
        if (k == nf) {
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "%s.__new__() got an unexpected keyword argument '%s'",
                             t->name->data, kn->data);
        }
        if (!NP_IS_UNDEF(r->items[k])) {
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "%s.__new__() got multiple values for argument '%s'",
                             t->name->data, kn->data);
        }
        r->items[k] = argv[npos + (int)j];
    }
    for (size_t k = 0; k < nf; k++) {
        if (!NP_IS_UNDEF(r->items[k]) || !NP_IS_DICT(defs))
            continue;
        NpValue v;
        bool found;
        if (!np_dict_get(vm, NP_AS_DICT(defs), fields->items[k], &v, &found))
            return false;
        if (found)
            r->items[k] = v;
    }
    for (size_t k = 0; k < nf; k++)
        if (NP_IS_UNDEF(r->items[k]))
            return nt_missing(vm, t, fields, r->items);
    r->hdr.type = t;
    *out = np_obj(&r->hdr);
    return true;
}

// The namedtuple class [v] is or derives from (`class P(namedtuple('P', 'x y'))`), or NULL.
static NpType *nt_class_of(NpValue v)
{
    if (!NP_IS_TYPE(v))
        return NULL;
    for (NpType *t = NP_AS_TYPE(v); t; t = t->base)
        if (t->construct == nt_construct)
            return t;
    return NULL;
}

// cls._make(iterable): a namedtuple of class [cls] (a subclass too, without calling its
// __new__ or __init__, as CPython's tuple.__new__) from exactly len(_fields) items.
static bool nt_make(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_make", kw) || !np_args_count(vm, "_make", argc, 2, 2))
        return false;
    NpType *nt = nt_class_of(argv[0]);
    if (!nt)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_make() requires a namedtuple class");
    NpType *t = NP_AS_TYPE(argv[0]);
    NpTuple *fields = nt_fields(vm, nt);
    NpList *l = np_list_from_iter(vm, argv[1]);
    if (!l || !fields)
        return false;
    if (l->n != fields->n)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "Expected %zu arguments, got %zu", fields->n,
                         l->n);
    NpTuple *r = np_tuple_from(vm, l->items, l->n);
    if (!r)
        return false;
    r->hdr.type = t;
    *out = np_obj(&r->hdr);
    return true;
}

// Sets the string-keyed entry [name] of the dict of [t] to [v].
static bool set_entry(NpVM *vm, NpType *t, const char *name, NpValue v)
{
    NpStr *key = np_intern_cstr(vm, name);
    return key && np_dict_set_str(vm, t->dict, key, v);
}

// _tuple_type(cls, name, fields, field_defaults, module): makes the plain class [cls] the
// namedtuple class [name] with field names [fields] (a tuple of str, validated by the Python
// part), defaults [field_defaults] (a dict) and __module__ [module].
static bool col_tuple_type(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_count(vm, "_tuple_type", argc, 5, 5) || !fresh_class(vm, argv[0]))
        return false;
    if (!NP_IS_STR(argv[1]) || !NP_IS_TUPLE(argv[2]) || !NP_IS_DICT(argv[3]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "internal: bad namedtuple description");
    NpType *t = NP_AS_TYPE(argv[0]);
    NpTuple *fields = NP_AS_TUPLE(argv[2]);
    if (!rebase(vm, t, vm->types[NP_TYPE_TUPLE]))
        return false;
    t->name = NP_AS_STR(argv[1]);
    t->qualname = t->name;
    t->inst_kind = OBJ_TUPLE;
    t->tflags &= (uint16_t)~NP_TF_BASETYPE;
    t->construct = nt_construct;
    // CPython's namedtuple classes have `__slots__ = ()`: their instances take no attributes
    // (np_attr.c), and a subclass that declares `__slots__ = ()` keeps that.
    // (`P.__slots__` reads the () CPython's class body binds.)
    NpSet *no_slots = np_set_new(vm, false);
    NpTuple *empty = no_slots ? np_tuple_new(vm, 0) : NULL;
    if (!empty || !set_entry(vm, t, "__np_slots__", np_obj(&no_slots->hdr)) ||
        !set_entry(vm, t, "__slots__", np_obj(&empty->hdr)))
        return false;
    t->tflags |= NP_TF_SLOTS;
    if (!set_entry(vm, t, "_fields", argv[2]) || !set_entry(vm, t, "_field_defaults", argv[3]) ||
        !set_entry(vm, t, "__match_args__", argv[2]) ||
        !set_entry(vm, t, "__module__", argv[4]))
        return false;
    for (size_t k = 0; k < fields->n; k++) {
        if (!NP_IS_STR(fields->items[k]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "internal: field names must be str");
        NpStr *name = np_intern(vm, NP_AS_STR(fields->items[k])->data,
                                NP_AS_STR(fields->items[k])->len);
        if (!name || !add_getter(vm, t, name, nt_field, np_int((int64_t)k)))
            return false;
    }
    NpNative *mk = np_native_new(vm, "_make", nt_make, t);
    if (!mk)
        return false;
    mk->hdr.flags = NP_NATIVE_CLASSMETHOD;
    if (!set_entry(vm, t, "_make", np_obj(&mk->hdr)))
        return false;
    *out = argv[0];
    return true;
}

// _add_factory_attr(cls): gives the defaultdict class its read-only default_factory attribute.
static bool col_add_factory_attr(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_count(vm, "_add_factory_attr", argc, 1, 1) || !NP_IS_TYPE(argv[0]))
        return false;
    NpStr *name = np_intern_cstr(vm, "default_factory");
    if (!name || !add_getter(vm, NP_AS_TYPE(argv[0]), name, col_factory_attr, np_none()))
        return false;
    *out = np_none();
    return true;
}

/* ---------------------------------------------------------------- deque's hot methods */

// A deque (stdlib/np_lib_collections.py) keeps its items in the list self._l from index
// self._h on, a mutation counter self._m that its iterators compare, and self.maxlen. The
// methods called in loops (append, appendleft, pop, popleft, __len__) are these
// natives, which read and write those attributes directly: the same state, so every other
// method, copying, saved state and subclasses see no difference.
typedef struct Deque {
    NpVM *vm;
    // The value slots of _l, _h and _m in the instance's attribute dict (stores into an
    // existing key's slot are plain writes: no dict version changes).
    NpValue *sl, *sh, *sm;
    // The object the slots are in (the instance when they are a shaped instance's values, else
    // its attribute dict), for the write barrier of deque_store (np_gc.h).
    NpObject *holder;
    NpList *l;
    int64_t h, m;
    NpValue maxlen;
} Deque;

// The AttributeError a deque method reports when an attribute of the state is missing or has
// been replaced by something else (only a script poking at the private names can do that).
static bool deque_broken(NpVM *vm, NpValue self, const char *name)
{
    return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "'%s' object has no attribute '%s'",
                     np_typeof(vm, self)->name->data, name);
}

// True when dict entry [e] has the two-byte str key "_[c]".
static inline bool entry_is2(const NpDictEntry *e, char c)
{
    const NpStr *k = NP_AS_STR(e->key);
    return NP_IS_STR(e->key) && k->len == 2 && k->data[0] == '_' && k->data[1] == c;
}

// True when dict entry [e] has the str key "maxlen".
static inline bool entry_is_maxlen(const NpDictEntry *e)
{
    const NpStr *k = NP_AS_STR(e->key);
    return NP_IS_STR(e->key) && k->len == 6 && k->data[0] == 'm' &&
           memcmp(k->data, "maxlen", 6) == 0;
}

// Records value slot [v] of state attribute [k] (one of _l, _h, _m, maxlen) in [d]/[smax].
static void deque_slot_note(const NpStr *k, NpValue *v, Deque *d, NpValue **smax)
{
    if (k->len == 2 && k->data[0] == '_') {
        if (k->data[1] == 'l')
            d->sl = v;
        else if (k->data[1] == 'h')
            d->sh = v;
        else if (k->data[1] == 'm')
            d->sm = v;
    } else if (k->len == 6 && memcmp(k->data, "maxlen", 6) == 0) {
        *smax = v;
    }
}

// The layout kind bit (NpLayout.kind) of a deque class's layout whose first four names are
// _l, _h, _m and maxlen (deque.__init__ sets them first, in this order). A layout only grows,
// so once set the bit stays true. Another module's natives (datetime's) never set it, and the
// deque natives set only it, and only for such a layout: whatever they are handed (a datetime
// passed to deque.append), they never leave a kind another module would misread.
#define DEQUE_LAYOUT 0x100u

// Whether shaped layout [l] starts with the deque's state names.
static inline bool deque_layout_std(NpLayout *l)
{
    if (__builtin_expect(l->kind & DEQUE_LAYOUT, 1))
        return true;
    NpStr *const *k = l->keys;
    if (l->n >= 4 && k[0]->len == 2 && memcmp(k[0]->data, "_l", 2) == 0 && k[1]->len == 2 &&
        memcmp(k[1]->data, "_h", 2) == 0 && k[2]->len == 2 && memcmp(k[2]->data, "_m", 2) == 0 &&
        k[3]->len == 6 && memcmp(k[3]->data, "maxlen", 6) == 0) {
        l->kind = DEQUE_LAYOUT;
        l->kind_n = l->n;
        return true;
    }
    return false;
}

// Finds the value slots of the state attributes of deque [o]. The deque class is shaped
// (col_deque_methods), so its instances keep the four in their value array, first and in this
// order: found through the layout's kind bit. A dict-mode instance (one decoded from saved
// state, or of a subclass made outside __main__) has them as its first dict entries; otherwise
// (a subclass __init__ that set its own attributes first) the names are scanned (a handful;
// comparing the short names is cheaper than interning and probing for each).
static void deque_slots(NpInstance *o, Deque *d, NpValue **smax)
{
    d->sl = d->sh = d->sm = *smax = NULL;
    d->holder = &o->hdr;
    if (o->hdr.flags & NP_INST_SHAPED) {
        NpValue *vals = np_inst_vals(o);
        NpLayout *l = np_inst_layout(o);
        if (__builtin_expect(o->nvals >= 4 && deque_layout_std(l), 1)) {
            d->sl = &vals[0];
            d->sh = &vals[1];
            d->sm = &vals[2];
            *smax = &vals[3];
            return;
        }
        for (uint32_t i = 0; i < o->nvals; i++)
            deque_slot_note(l->keys[i], &vals[i], d, smax);
        return;
    }
    NpDict *attrs = o->dict;
    if (!attrs)
        return;
    d->holder = &attrs->hdr;
    NpDictEntry *e = attrs->entries;
    if (attrs->nentries >= 4 && entry_is2(&e[0], 'l') && entry_is2(&e[1], 'h') &&
        entry_is2(&e[2], 'm') && entry_is_maxlen(&e[3])) {
        d->sl = &e[0].value;
        d->sh = &e[1].value;
        d->sm = &e[2].value;
        *smax = &e[3].value;
        return;
    }
    for (size_t i = 0; i < attrs->nentries; i++) {
        if (NP_IS_STR(e[i].key))
            deque_slot_note(NP_AS_STR(e[i].key), &e[i].value, d, smax);
    }
}

// Loads the state of deque [self] for method [fname] (whose arguments besides self number
// [argc] - 1, [nmin] to [nmax] wanted); false with the error CPython's deque gives for a bad
// call.
__attribute__((noinline)) static bool deque_load_n(NpVM *vm, const char *fname, int argc,
                                                   NpValue *argv, NpTuple *kw, int nmin,
                                                   int nmax, Deque *d)
{
    NpValue self = argv[0];
    if (!NP_IS_KIND(self, OBJ_INSTANCE))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "descriptor '%s' for 'collections.deque' "
                         "objects doesn't apply to a '%s' object", fname,
                         np_typeof(vm, self)->name->data);
    if (kw && kw->n > 0)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "deque.%s() takes no keyword arguments", fname);
    if (argc - 1 < nmin || argc - 1 > nmax) {
        char qual[32];
        snprintf(qual, sizeof qual, "deque.%s", fname);
        return np_args_count(vm, qual, argc - 1, nmin, nmax);
    }
    d->vm = vm;
    NpValue *smax;
    deque_slots((NpInstance *)NP_AS_OBJ(self), d, &smax);
    if (!d->sl || !NP_IS_LIST(*d->sl) || NP_AS_OBJ(*d->sl)->type != vm->types[NP_TYPE_LIST])
        return deque_broken(vm, self, "_l");
    d->l = NP_AS_LIST(*d->sl);
    if (!d->sh || !NP_IS_INT(*d->sh) || d->sh->u.i < 0 || (uint64_t)d->sh->u.i > d->l->n)
        return deque_broken(vm, self, "_h");
    if (!d->sm || !NP_IS_INT(*d->sm) || d->sm->u.i == INT64_MAX)
        return deque_broken(vm, self, "_m");
    if (!smax || (!NP_IS_NONE(*smax) && !NP_IS_INT(*smax)))
        return deque_broken(vm, self, "maxlen");
    d->maxlen = *smax;
    d->h = d->sh->u.i;
    d->m = d->sm->u.i;
    return true;
}

// deque_load_n's common case, inlined into the hot methods: a call with [nargs] arguments
// besides self and no keywords, on a shaped deque whose layout's kind bit is set and whose
// state is sound. False (nothing raised) for anything else, which deque_load_n then checks.
static inline bool deque_quick(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, int nargs,
                               Deque *d)
{
    if (!NP_IS_KIND(argv[0], OBJ_INSTANCE) || argc != nargs + 1 || (kw && kw->n))
        return false;
    NpInstance *o = (NpInstance *)NP_AS_OBJ(argv[0]);
    if (!(o->hdr.flags & NP_INST_SHAPED) || o->nvals < 4 ||
        !(np_inst_layout(o)->kind & DEQUE_LAYOUT))
        return false;
    NpValue *v = np_inst_vals(o);
    // An object whose type is exactly list is a list (no kind test needed).
    if (!NP_IS_OBJ(v[0]) || NP_AS_OBJ(v[0])->type != vm->types[NP_TYPE_LIST] ||
        !NP_IS_INT(v[1]) || !NP_IS_INT(v[2]) || (!NP_IS_NONE(v[3]) && !NP_IS_INT(v[3])))
        return false;
    NpList *l = NP_AS_LIST(v[0]);
    if (v[1].u.i < 0 || (uint64_t)v[1].u.i > l->n || v[2].u.i == INT64_MAX)
        return false;
    d->vm = vm;
    d->holder = &o->hdr;
    d->sl = &v[0];
    d->sh = &v[1];
    d->sm = &v[2];
    d->l = l;
    d->h = v[1].u.i;
    d->m = v[2].u.i;
    d->maxlen = v[3];
    return true;
}

// deque_load_n for a method taking exactly [nargs] arguments besides self.
static inline bool deque_load(NpVM *vm, const char *fname, int argc, NpValue *argv,
                              NpTuple *kw, int nargs, Deque *d)
{
    return deque_quick(vm, argc, argv, kw, nargs, d) ||
           deque_load_n(vm, fname, argc, argv, kw, nargs, nargs, d);
}

// Stores the head index, the mutation counter (bumped once) and the list back.
static bool deque_store(Deque *d)
{
    *d->sh = np_int(d->h);
    *d->sm = np_int(d->m + 1);
    if (d->holder)
        np_gc_barrier(d->vm, d->holder);
    *d->sl = np_obj(&d->l->hdr);
    return true;
}

// True when the deque is at its maxlen (a bounded deque drops an item from the other end).
static bool deque_full(const Deque *d)
{
    return NP_IS_INT(d->maxlen) && (int64_t)d->l->n - d->h >= d->maxlen.u.i;
}

// Starts over at the front of the list once the last item is gone (a new empty list when the
// old one had grown large, so a drained deque gives its memory back).
static bool deque_reset_if_empty(Deque *d)
{
    if ((int64_t)d->l->n != d->h)
        return true;
    if (d->l->cap <= 256) {
        d->l->n = 0;
        d->h = 0;
        return true;
    }
    NpList *fresh = np_list_new(d->vm, 0);
    if (!fresh)
        return false;
    d->l = fresh;
    d->h = 0;
    return true;
}

// Removes the leftmost item into [*out] (the deque is not empty).
static bool deque_take_left(Deque *d, NpValue *out)
{
    NpList *l = d->l;
    *out = l->items[d->h];
    l->items[d->h] = np_none();
    d->h++;
    if (!deque_reset_if_empty(d))
        return false;
    int64_t live = (int64_t)d->l->n - d->h;
    if (d->h > 64 && d->h > 2 * live) {
        // Give the free head room back: the live items move to the front.
        if (!np_charge_items(d->vm, (size_t)live))
            return false;
        memmove(l->items, l->items + d->h, (size_t)live * sizeof(NpValue));
        l->n = (size_t)live;
        d->h = 0;
    }
    return true;
}

// Removes the rightmost item into [*out] (the deque is not empty).
static bool deque_take_right(Deque *d, NpValue *out)
{
    *out = d->l->items[--d->l->n];
    return deque_reset_if_empty(d);
}

// Adds [x] at the right end (or the left when [left]) of loaded deque [d], dropping an item
// from the other end when it is at its maxlen (a maxlen of 0 keeps nothing).
static bool deque_push(Deque *d, NpValue x, bool left)
{
    if (deque_full(d)) {
        NpValue dropped;
        if (d->maxlen.u.i == 0)
            return true;
        if (!(left ? deque_take_right(d, &dropped) : deque_take_left(d, &dropped)))
            return false;
    }
    if (!left)
        return np_list_append(d->vm, d->l, x);
    if (d->h == 0) {
        // Free room at the front: as many slots as there are items, plus 8.
        NpList *l = d->l;
        size_t room = l->n + 8;
        if (!np_charge_items(d->vm, l->n) || !np_list_reserve(d->vm, l, l->n + room))
            return false;
        memmove(l->items + room, l->items, l->n * sizeof(NpValue));
        for (size_t i = 0; i < room; i++)
            l->items[i] = np_none();
        l->n += room;
        d->h = (int64_t)room;
    }
    np_gc_barrier(d->vm, d->l);
    d->l->items[--d->h] = x;
    return true;
}

static bool deque_append(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Deque d;
    if (!deque_load(vm, "append", argc, argv, kw, 1, &d))
        return false;
    *out = np_none();
    // Not at its maxlen (the usual case): the list grows in place, without deque_push's call.
    if (!deque_full(&d))
        return np_list_append(vm, d.l, argv[1]) && deque_store(&d);
    return deque_push(&d, argv[1], false) && deque_store(&d);
}

static bool deque_appendleft(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Deque d;
    if (!deque_load(vm, "appendleft", argc, argv, kw, 1, &d))
        return false;
    *out = np_none();
    return deque_push(&d, argv[1], true) && deque_store(&d);
}

// extend(iterable) and extendleft(iterable): each item pushed as append/appendleft would
// (never through a subclass's append, as CPython's). The items of an exact list or tuple are
// pushed in one go (the deque itself is copied first); any other iterable is stepped with
// np_next, which may run Python code, so the state is loaded again after each item. One budget
// unit per item.
static bool deque_extend_side(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out,
                              bool left)
{
    const char *fname = left ? "extendleft" : "extend";
    Deque d;
    if (!deque_load(vm, fname, argc, argv, kw, 1, &d))
        return false;
    *out = np_none();
    NpValue src = argv[1];
    const NpValue *items = NULL;
    size_t n = 0;
    NpList *copy = NULL;
    if (np_is(src, argv[0]) || (NP_IS_LIST(src) && NP_AS_LIST(src) == d.l)) {
        copy = np_list_from(vm, d.l->n ? d.l->items + d.h : NULL, d.l->n - (size_t)d.h);
        if (!copy)
            return false;
        items = copy->items;
        n = copy->n;
    } else if (NP_IS_LIST(src) && NP_AS_OBJ(src)->type == vm->types[NP_TYPE_LIST]) {
        items = NP_AS_LIST(src)->items;
        n = NP_AS_LIST(src)->n;
    } else if (NP_IS_TUPLE(src) && NP_AS_OBJ(src)->type == vm->types[NP_TYPE_TUPLE]) {
        items = NP_AS_TUPLE(src)->items;
        n = NP_AS_TUPLE(src)->n;
    }
    if (items) {
        // No Python code runs while these are pushed (a list that grows is the deque's own
        // list only when it was copied above).
        if (!np_charge_items(vm, n))
            return false;
        for (size_t k = 0; k < n; k++)
            if (!deque_push(&d, items[k], left))
                return false;
        return deque_store(&d);
    }
    NpValue it;
    if (!np_iter(vm, src, &it) || !np_push_root(vm, it))
        return false;
    bool ok = true;
    for (;;) {
        NpValue x;
        int r = np_next(vm, it, &x);
        if (r <= 0) {
            ok = r == 0;
            break;
        }
        if (!(ok = np_budget_charge(vm, 1) && deque_load(vm, fname, argc, argv, kw, 1, &d) &&
                   deque_push(&d, x, left) && deque_store(&d)))
            break;
    }
    np_pop_roots(vm, 1);
    return ok;
}

static bool deque_extend(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return deque_extend_side(vm, argc, argv, kw, out, false);
}

static bool deque_extendleft(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return deque_extend_side(vm, argc, argv, kw, out, true);
}

// The position in the list of item [v] (an index; negative counts from the end) of deque
// argv[0] for method [fname] taking [nargs] arguments, with the state loaded into [d]; false
// with CPython's errors. An __index__ method runs before the state is read.
static bool deque_item_slot(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                            int nargs, Deque *d, size_t *slot)
{
    int64_t i;
    NpValue v = argc > 1 ? argv[1] : np_undef();
    if (v.tag == NP_T_INT || v.tag == NP_T_BOOL) {
        i = v.u.i;
    } else if (NP_IS_BIGINT(v)) {
        if (!deque_load(vm, fname, argc, argv, kw, nargs, d))
            return false;
        return np_raisef(vm, NP_TYPE_INDEXERROR, "cannot fit 'int' into an index-sized integer");
    } else if (argc > 1 && NP_IS_OBJ(v) && (np_typeof(vm, v)->tflags & NP_TF_USER)) {
        if (!np_index(vm, v, &i))
            return false;
    } else {
        if (!deque_load(vm, fname, argc, argv, kw, nargs, d))
            return false;
        return np_raisef(vm, NP_TYPE_TYPEERROR, "sequence index must be integer, not '%s'",
                         np_type_name(vm, v));
    }
    if (!deque_load(vm, fname, argc, argv, kw, nargs, d))
        return false;
    int64_t size = (int64_t)d->l->n - d->h;
    if (i < 0)
        i += size;
    if (i < 0 || i >= size)
        return np_raisef(vm, NP_TYPE_INDEXERROR, "deque index out of range");
    *slot = (size_t)(d->h + i);
    return true;
}

static bool deque_getitem(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Deque d;
    size_t at;
    if (!deque_item_slot(vm, "__getitem__", argc, argv, kw, 1, &d, &at))
        return false;
    *out = d.l->items[at];
    return true;
}

// d[i] = x replaces an item: no mutation for the iterators, as in CPython.
static bool deque_setitem(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Deque d;
    size_t at;
    if (!deque_item_slot(vm, "__setitem__", argc, argv, kw, 2, &d, &at))
        return false;
    np_gc_barrier(vm, d.l);
    d.l->items[at] = argv[2];
    *out = np_none();
    return true;
}

// del d[i]: the items after it move down (charged).
static bool deque_delitem(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Deque d;
    size_t at;
    if (!deque_item_slot(vm, "__delitem__", argc, argv, kw, 1, &d, &at))
        return false;
    NpList *l = d.l;
    if (!np_charge_items(vm, l->n - at))
        return false;
    memmove(l->items + at, l->items + at + 1, (l->n - at - 1) * sizeof(NpValue));
    l->n--;
    *out = np_none();
    return deque_reset_if_empty(&d) && deque_store(&d);
}

// clear(): the items go (a new empty list, so a large one is freed); one mutation.
static bool deque_clear(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Deque d;
    if (!deque_load(vm, "clear", argc, argv, kw, 0, &d))
        return false;
    NpList *fresh = np_list_new(vm, 0);
    if (!fresh)
        return false;
    d.l = fresh;
    d.h = 0;
    *out = np_none();
    return deque_store(&d);
}

// reverse(): the items reversed in place (charged).
static bool deque_reverse(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Deque d;
    if (!deque_load(vm, "reverse", argc, argv, kw, 0, &d))
        return false;
    *out = np_none();
    if (d.l->n == (size_t)d.h)
        return true;  // (an empty list's items may be NULL: no pointer arithmetic on it)
    NpValue *lo = d.l->items + d.h, *hi = d.l->items + d.l->n;
    if (!np_charge_items(vm, (size_t)(hi - lo)))
        return false;
    while (lo + 1 < hi) {
        NpValue t = *lo;
        *lo++ = *--hi;
        *hi = t;
    }
    // Not a mutation for the iterators (CPython's reverse leaves them running).
    return true;
}

// pop() and popleft(): IndexError on an empty deque.
static bool deque_pop_end(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out,
                          bool left)
{
    Deque d;
    if (!deque_load(vm, left ? "popleft" : "pop", argc, argv, kw, 0, &d))
        return false;
    if ((int64_t)d.l->n == d.h)
        return np_raisef(vm, NP_TYPE_INDEXERROR, "pop from an empty deque");
    bool ok = left ? deque_take_left(&d, out) : deque_take_right(&d, out);
    return ok && deque_store(&d);
}

static bool deque_pop(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return deque_pop_end(vm, argc, argv, kw, out, false);
}

static bool deque_popleft(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return deque_pop_end(vm, argc, argv, kw, out, true);
}

// deque_len's checking path: a dict-mode instance, an unusual layout, a bad call or a broken
// state (kept out of line, so the common case below saves no registers).
__attribute__((noinline)) static bool deque_len_slow(NpVM *vm, int argc, NpValue *argv,
                                                     NpTuple *kw, NpValue *out)
{
    if (argc == 1 && !(kw && kw->n) && NP_IS_KIND(argv[0], OBJ_INSTANCE)) {
        NpInstance *o = (NpInstance *)NP_AS_OBJ(argv[0]);
        NpDict *a = o->dict;
        if (!(o->hdr.flags & NP_INST_SHAPED) && a && a->nentries >= 2 &&
            entry_is2(&a->entries[0], 'l') && entry_is2(&a->entries[1], 'h')) {
            NpValue lv = a->entries[0].value, hv = a->entries[1].value;
            if (NP_IS_OBJ(lv) && NP_AS_OBJ(lv)->type == vm->types[NP_TYPE_LIST] &&
                NP_IS_INT(hv) && hv.u.i >= 0 && (uint64_t)hv.u.i <= NP_AS_LIST(lv)->n) {
                *out = np_int((int64_t)NP_AS_LIST(lv)->n - hv.u.i);
                return true;
            }
        }
    }
    Deque d;
    if (!deque_load_n(vm, "__len__", argc, argv, kw, 0, 0, &d))
        return false;
    *out = np_int((int64_t)d.l->n - d.h);
    return true;
}

static bool deque_len(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    // The common layout (deque_slots' first case) read straight: _l an exact list and _h an
    // int head index within it give the length, without deque_load's other checks (len() and
    // `while queue:` run this far more often than any other method).
    if (__builtin_expect(argc == 1 && !kw && NP_IS_KIND(argv[0], OBJ_INSTANCE), 1)) {
        NpInstance *o = (NpInstance *)NP_AS_OBJ(argv[0]);
        if ((o->hdr.flags & NP_INST_SHAPED) && o->nvals >= 4 &&
            (np_inst_layout(o)->kind & DEQUE_LAYOUT)) {
            NpValue lv = np_inst_vals(o)[0], hv = np_inst_vals(o)[1];
            if (NP_IS_OBJ(lv) && NP_AS_OBJ(lv)->type == vm->types[NP_TYPE_LIST] &&
                NP_IS_INT(hv) && hv.u.i >= 0 && (uint64_t)hv.u.i <= NP_AS_LIST(lv)->n) {
                *out = np_int((int64_t)NP_AS_LIST(lv)->n - hv.u.i);
                return true;
            }
        }
    }
    return deque_len_slow(vm, argc, argv, kw, out);
}

// Moves the last [k] items (0 < k < size) to the front, through the free head room (made as
// appendleft makes it when there is not enough).
static bool deque_rotate_right(Deque *d, size_t k)
{
    NpList *l = d->l;
    if ((size_t)d->h < k) {
        size_t room = l->n + 8;
        if (!np_charge_items(d->vm, l->n) || !np_list_reserve(d->vm, l, l->n + room))
            return false;
        memmove(l->items + room, l->items, l->n * sizeof(NpValue));
        for (size_t i = 0; i < room; i++)
            l->items[i] = np_none();
        l->n += room;
        d->h += (int64_t)room;
    }
    memcpy(l->items + d->h - k, l->items + l->n - k, k * sizeof(NpValue));
    l->n -= k;
    d->h -= (int64_t)k;
    return true;
}

// Moves the first [k] items (0 < k < size) to the back.
static bool deque_rotate_left(Deque *d, size_t k)
{
    NpList *l = d->l;
    if (!np_list_reserve(d->vm, l, l->n + k))
        return false;
    memcpy(l->items + l->n, l->items + d->h, k * sizeof(NpValue));
    for (size_t i = 0; i < k; i++)
        l->items[d->h + (int64_t)i] = np_none();
    l->n += k;
    d->h += (int64_t)k;
    int64_t live = (int64_t)l->n - d->h;
    if (d->h > 64 && d->h > 2 * live) {
        // Give the free head room back, as deque_take_left does.
        memmove(l->items, l->items + d->h, (size_t)live * sizeof(NpValue));
        l->n = (size_t)live;
        d->h = 0;
    }
    return true;
}

// rotate(n=1): the last n items move to the front (the first -n to the back for n < 0), taking
// the shorter way round, as CPython's deque does; O(min(n, len - n)) item moves, charged.
static bool deque_rotate(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    Deque d;
    if (!deque_load_n(vm, "rotate", argc, argv, kw, 0, 1, &d))
        return false;
    int64_t n = 1;
    if (argc == 2 && !nplib_as_ssize(vm, argv[1], &n))
        return false;
    *out = np_none();
    int64_t size = (int64_t)d.l->n - d.h;
    if (size <= 1)
        return true;
    int64_t k = n % size;
    if (k < 0)
        k += size;
    if (k == 0)
        return true;
    bool ok;
    if (k <= size / 2)
        ok = np_charge_items(vm, (size_t)k) && deque_rotate_right(&d, (size_t)k);
    else
        ok = np_charge_items(vm, (size_t)(size - k)) && deque_rotate_left(&d, (size_t)(size - k));
    return ok && deque_store(&d);
}

/* ---------------------------------------------------------------- deque iteration */

// iter(d) and reversed(d) are native iterators (ITER_DEQUE, ITER_DEQUE_REV) over the deque's
// list: every mutation bumps _m, so while _m still holds the value it had when the iterator was
// made, _l and _h are unchanged too and the iterator steps through the list it saved. Like
// CPython's deque iterator, a changed counter raises "deque mutated during iteration" on every
// later next(), even after the end was reached (so the iterator is never marked done).

// The value slot of the deque's mutation counter _m found by a scan of deque [o]'s names (a
// subclass that set attributes before deque.__init__ ran), or NULL; out of line, so the step
// below stays lean.
static __attribute__((noinline)) NpValue *deque_counter_scan(NpInstance *o)
{
    Deque d;
    NpValue *smax;
    deque_slots(o, &d, &smax);
    return d.sm;
}

// The value slot of the mutation counter _m of deque [o] (value 2, or dict entry 2, where
// __init__ put it, or found by a scan), or NULL.
static inline NpValue *deque_counter_slot(NpInstance *o)
{
    if (__builtin_expect(o->hdr.flags & NP_INST_SHAPED, 1)) {
        if (__builtin_expect(o->nvals >= 4 && deque_layout_std(np_inst_layout(o)), 1))
            return &np_inst_vals(o)[2];
        return deque_counter_scan(o);
    }
    NpDict *attrs = o->dict;
    if (attrs && attrs->nentries > 2 && entry_is2(&attrs->entries[2], 'm'))
        return &attrs->entries[2].value;
    return deque_counter_scan(o);
}

// The error of a deque iterator whose deque lost its counter or was mutated.
static __attribute__((noinline)) int deque_iter_error(NpVM *vm, NpIter *it, const NpValue *sm)
{
    if (!sm)
        deque_broken(vm, it->aux, "_m");
    else
        np_raisef(vm, NP_TYPE_RUNTIMEERROR, "deque mutated during iteration");
    return -1;
}

// One step of deque iterator [it] (no budget charge).
static inline int deque_step(NpVM *vm, NpIter *it, NpValue *out)
{
    const NpValue *sm = deque_counter_slot((NpInstance *)NP_AS_OBJ(it->aux));
    if (__builtin_expect(!sm || !NP_IS_INT(*sm) || sm->u.i != it->n, 0))
        return deque_iter_error(vm, it, sm);
    NpList *l = NP_AS_LIST(it->src);
    if (it->ikind == ITER_DEQUE) {
        if ((uint64_t)it->i >= l->n)
            return 0;
        *out = l->items[it->i++];
        return 1;
    }
    if (it->i < it->step || (uint64_t)it->i >= l->n)
        return 0;
    *out = l->items[it->i--];
    return 1;
}

int nplib_deque_next(NpVM *vm, NpIter *it, NpValue *out)
{
    return deque_step(vm, it, out);
}

int nplib_deque_drain(NpVM *vm, NpIter *it, NpItemSink sink, void *ctx, NpValue *out)
{
    if (!np_budget_charge(vm, 1))
        return -1;
    int r = deque_step(vm, it, out);
    if (r <= 0)
        return r;
    // The sinks run no Python code, so nothing mutates the deque until this returns: the
    // counter checked above holds for the rest of the list.
    NpList *l = NP_AS_LIST(it->src);
    for (;;) {
        if (!sink(vm, ctx, *out))
            return 1;
        if (!np_budget_charge(vm, 1))
            return -1;
        if ((uint64_t)it->i >= l->n)
            return 0;
        *out = l->items[it->i++];
    }
}

// Makes the iterator (forward, or reversed when [rev]) of the deque argv[0]. Its type is the
// one _deque_methods stored on the deque class as "_iter_types".
static bool deque_iter_new(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out,
                           bool rev)
{
    Deque d;
    if (!deque_load(vm, rev ? "__reversed__" : "__iter__", argc, argv, kw, 0, &d))
        return false;
    // The class's _iter_types, remembered per class until the next class change (the tuple
    // is reachable from the class: its own dict or a base's), so an iteration interns nothing.
    static const char iter_types_memo[] = "deque _iter_types";
    NpType *ct = np_typeof(vm, argv[0]);
    NpValue types;
    if (!np_class_memo_get(vm, ct, iter_types_memo, &types)) {
        NpStr *name = np_intern_cstr(vm, "_iter_types");
        if (!name)
            return false;
        types = np_type_lookup(ct, name);
        if (NP_IS_TUPLE(types))
            np_class_memo_put(vm, ct, iter_types_memo, types);
    }
    if (!NP_IS_TUPLE(types) || NP_AS_TUPLE(types)->n != 2)
        return deque_broken(vm, argv[0], "_iter_types");
    NpType *t = NP_AS_TYPE(NP_AS_TUPLE(types)->items[rev]);
    NpIter *it = (NpIter *)np_alloc_obj(vm, sizeof(NpIter), OBJ_ITER, t);
    if (!it)
        return false;
    it->ikind = rev ? ITER_DEQUE_REV : ITER_DEQUE;
    it->src = np_obj(&d.l->hdr);
    it->aux = argv[0];
    it->n = d.m;
    it->step = d.h;
    it->i = rev ? (int64_t)d.l->n - 1 : d.h;
    *out = np_obj(&it->hdr);
    return true;
}

static bool deque_iter(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return deque_iter_new(vm, argc, argv, kw, out, false);
}

bool nplib_deque_window(NpVM *vm, NpValue v, const NpValue **items, size_t *n)
{
    Deque d;
    NpValue fn;
    if (!deque_quick(vm, 1, &v, NULL, 0, &d) || !np_lookup_special(vm, v, "__iter__", &fn) ||
        !NP_IS_KIND(fn, OBJ_NATIVE) || ((NpNative *)NP_AS_OBJ(fn))->fn != deque_iter)
        return false;
    // An empty deque's list may have no items array yet: no offset is applied to NULL.
    *n = d.l->n - (size_t)d.h;
    *items = *n ? d.l->items + d.h : NULL;
    return true;
}

static bool deque_reversed(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return deque_iter_new(vm, argc, argv, kw, out, true);
}

// Counts the items equal to argv[1] (`v is x or v == x`, item first as CPython compares),
// stopping at the first when [first] (__contains__); a comparison that mutates the deque
// raises "deque mutated during iteration".
static bool deque_scan(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                       bool first, int64_t *count)
{
    Deque d;
    if (!deque_load(vm, fname, argc, argv, kw, 1, &d))
        return false;
    *count = 0;
    NpValue x = argv[1];
    size_t n = d.l->n - (size_t)d.h;
    if (!np_push_root(vm, argv[0]))
        return false;
    if (!np_push_root(vm, x) || !np_push_root(vm, np_obj(&d.l->hdr))) {
        np_pop_roots(vm, 1);
        return false;
    }
    bool ok = true;
    // The bound on the list's length only matters when a comparison changed _l behind the
    // counter's back (a script writing the private attributes).
    for (size_t k = 0; k < n && (size_t)d.h + k < d.l->n; k++) {
        NpValue v = d.l->items[(size_t)d.h + k];
        bool eq = np_is(v, x);
        if (!eq) {
            ok = np_eq(vm, v, x, &eq);
            if (!ok)
                break;
        }
        if (eq) {
            ++*count;
            if (first)
                break;
        }
        NpValue *sm = deque_counter_slot((NpInstance *)NP_AS_OBJ(argv[0]));
        if (!sm || !NP_IS_INT(*sm) || sm->u.i != d.m) {
            ok = np_raisef(vm, NP_TYPE_RUNTIMEERROR, "deque mutated during iteration");
            break;
        }
    }
    np_pop_roots(vm, 3);
    return ok;
}

static bool deque_contains(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int64_t c;
    if (!deque_scan(vm, "__contains__", argc, argv, kw, true, &c))
        return false;
    *out = np_bool(c > 0);
    return true;
}

static bool deque_count(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int64_t c;
    if (!deque_scan(vm, "count", argc, argv, kw, false, &c))
        return false;
    *out = np_int(c);
    return true;
}

static const NpMethodDef deque_methods[] = {
    {"append", deque_append, 0},
    {"appendleft", deque_appendleft, 0},
    {"pop", deque_pop, 0},
    {"popleft", deque_popleft, 0},
    {"__len__", deque_len, 0},
    {"rotate", deque_rotate, 0},
    {"__iter__", deque_iter, 0},
    {"__reversed__", deque_reversed, 0},
    {"__contains__", deque_contains, 0},
    {"count", deque_count, 0},
    {"clear", deque_clear, 0},
    {"reverse", deque_reverse, 0},
    {"extend", deque_extend, 0},
    {"extendleft", deque_extendleft, 0},
    {"__getitem__", deque_getitem, 0},
    {"__setitem__", deque_setitem, 0},
    {"__delitem__", deque_delitem, 0},
    {NULL, NULL, 0},
};

// Installs the natives of [defs] as methods of class [cls] (argv[0]).
static bool install_methods(NpVM *vm, int argc, NpValue *argv, const NpMethodDef *defs,
                            NpValue *out)
{
    if (argc != 1 || !NP_IS_TYPE(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "internal: expected a class");
    if (!nplib_add_methods(vm, NP_AS_TYPE(argv[0]), defs))
        return false;
    *out = np_none();
    return true;
}

// A builtin type named [name] for the iterators of deques (their instances are NpIters made
// only by deque_iter_new: calling the type raises "cannot create ... instances").
static NpType *deque_iter_type(NpVM *vm, const char *name, const char *qualname)
{
    return np_builtin_type_new(vm, name, qualname, vm->types[NP_TYPE_OBJECT], OBJ_ITER, 0,
                               sizeof(NpType));
}

// _deque_methods(cls): installs deque's hot methods (above) on the deque class [cls], and its
// iterator types as the class attribute "_iter_types" (forward, reversed).
static bool col_deque_methods(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    if (!install_methods(vm, argc, argv, deque_methods, out))
        return false;
    // The class's instances are shaped (as __main__'s are): the state is the first four values
    // of each instance's array, found through the layout's kind bit (deque_slots), and the
    // Python methods' self._l reads are layout-slot reads. Set before any instance exists.
    NpType *cls = NP_AS_TYPE(argv[0]);
    if ((cls->tflags & NP_TF_USER) && cls->inst_kind == OBJ_INSTANCE &&
        !((NpClassType *)cls)->layout)
        cls->tflags |= NP_TF_SHAPES;
    cls->tflags |= NP_TF_CTYPE_NAME;
    NpTuple *types = np_tuple_new(vm, 2);
    if (!types)
        return false;
    for (int k = 0; k < 2; k++) {
        NpType *t = k ? deque_iter_type(vm, "_deque_reverse_iterator",
                                        "_collections._deque_reverse_iterator")
                      : deque_iter_type(vm, "_deque_iterator", "_collections._deque_iterator");
        if (!t)
            return false;
        types->items[k] = np_obj(&t->hdr);
    }
    NpStr *name = np_intern_cstr(vm, "_iter_types");
    return name && np_dict_set_str(vm, NP_AS_TYPE(argv[0])->dict, name, np_obj(&types->hdr));
}

// _counter_methods(cls): installs Counter's __missing__ on the class [cls].
static bool col_counter_methods(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    return install_methods(vm, argc, argv, counter_methods, out);
}

// _dd_methods(cls): installs defaultdict's __missing__ on the class [cls].
static bool col_dd_methods(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    if (!install_methods(vm, argc, argv, dd_methods, out))
        return false;
    NP_AS_TYPE(argv[0])->tflags |= NP_TF_CTYPE_NAME;  // named collections.defaultdict
    return true;
}

// _od_methods(cls): installs OrderedDict's move_to_end and popitem on the class [cls].
static bool col_od_methods(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    if (!install_methods(vm, argc, argv, od_methods, out))
        return false;
    NP_AS_TYPE(argv[0])->tflags |= NP_TF_CTYPE_NAME;  // named collections.OrderedDict
    return true;
}

/* ---------------------------------------------------------------- module */

static const char collections_src[] =
#include "np_lib_collections_py.h"
    ;

static const char collections_user_src[] =
#include "np_lib_collections_user_py.h"
    ;

// _load_user(module): the loader of the module's "__lazy__" names UserDict, UserList and
// UserString (np_module_lazy): runs their source in the collections module's own globals.
static bool col_load_user(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    (void)kw;
    if (argc != 1 || !NP_IS_KIND(argv[0], OBJ_MODULE))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "internal: expected a module");
    if (!nplib_exec_source(vm, (NpModuleObj *)NP_AS_OBJ(argv[0]), collections_user_src,
                           "collections.py"))
        return false;
    *out = np_none();
    return true;
}

// Sets the module's "__lazy__" dict: UserDict, UserList and UserString are made by
// col_load_user when first asked for.
static bool add_lazy_names(NpVM *vm, NpModuleObj *mod)
{
    static const char *const names[] = {"UserDict", "UserList", "UserString"};
    NpDict *lazy = np_dict_new(vm);
    NpNative *f = np_native_new(vm, "_load_user", col_load_user, NULL);
    NpStr *key = np_intern_cstr(vm, "__lazy__");
    if (!lazy || !f || !key || !np_dict_set_str(vm, mod->globals, key, np_obj(&lazy->hdr)))
        return false;
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
        NpStr *name = np_intern_cstr(vm, names[k]);
        if (!name || !np_dict_set_str(vm, lazy, name, np_obj(&f->hdr)))
            return false;
    }
    return true;
}

// The natives the Python part uses; it deletes the build-time ones when done.
static const NpMethodDef col_natives[] = {
    {"_dict_layout", col_dict_layout, 0},
    {"_tuple_type", col_tuple_type, 0},
    {"_add_factory_attr", col_add_factory_attr, 0},
    {"_factory_get", col_factory_get, 0},
    {"_factory_set", col_factory_set, 0},
    {"_deque_methods", col_deque_methods, 0},
    {"_counter_methods", col_counter_methods, 0},
    {"_od_methods", col_od_methods, 0},
    {"_dd_methods", col_dd_methods, 0},
    {"_count_elements", col_count_elements, 0},
    {"_combine_plain", col_combine_plain, 0},
    {"_set_pattern", nplib_set_pattern, 0},
    {NULL, NULL, 0},
};

static bool collections_init(NpVM *vm, NpModuleObj *mod)
{
    for (const NpMethodDef *d = col_natives; d->name; d++) {
        NpNative *f = np_native_new(vm, d->name, d->fn, NULL);
        NpStr *key = np_intern_cstr(vm, d->name);
        if (!f || !key || !np_dict_set_str(vm, mod->globals, key, np_obj(&f->hdr)))
            return false;
    }
    return nplib_exec_source(vm, mod, collections_src, "collections.py") &&
           add_lazy_names(vm, mod);
}

bool nplib_register_collections(NpVM *vm)
{
    return npvm_register_module(vm, "collections", collections_init);
}
