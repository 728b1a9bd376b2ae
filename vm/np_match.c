/*
 * np_match.c - runtime helpers of the match statement: the sequence/mapping checks, mapping key
 * lookup, class patterns (__match_args__) and the `**rest` copy. The compiler turns each
 * pattern into these checks plus ordinary comparisons, unpacking and jumps (docs/compiler.md).
 * Messages follow CPython 3.11's ceval.c (match_class, match_keys).
 */
#include "np_match.h"

#include "np_interp.h"
#include "np_object.h"
#include "np_vm.h"

// The pattern kind of instances of [t]: its own (NpType.pattern), else, for a user class, that
// of the first class of its MRO that has one. A class gets its kind when it is made, from its
// bases; the walk covers a base that got one later, by a collections.abc register() (CPython's
// register sets the flag on the existing subclasses too). Kinds are only ever set, so a kind
// found is kept on [t].
static uint8_t pattern_kind(NpType *t) {
    if (t->pattern != NP_PATTERN_NONE || !(t->tflags & NP_TF_USER) || !t->mro) return t->pattern;
    for (size_t k = 1; k < t->mro->n; k++) {
        if (!NP_IS_TYPE(t->mro->items[k])) continue;
        uint8_t kind = NP_AS_TYPE(t->mro->items[k])->pattern;
        if (kind != NP_PATTERN_NONE) return t->pattern = kind;
    }
    return NP_PATTERN_NONE;
}

// np_match_seq for every subject but an exact tuple or list: the subject's type must be a
// sequence for patterns (NpType.pattern: list, tuple, range, deque, their subclasses and the
// classes subclassing or registered with collections.abc.Sequence; never str or bytes), then
// the len protocol.
static __attribute__((noinline)) bool match_seq_general(NpVM *vm, NpValue subj, int64_t n,
                                                        bool atleast, NpValue *out) {
    *out = np_bool(false);
    if (pattern_kind(np_typeof(vm, subj)) != NP_PATTERN_SEQ) return true;
    int64_t len;
    if (!np_len(vm, subj, &len)) return false;
    *out = np_bool(atleast ? len >= n : len == n);
    return true;
}

bool np_match_seq(NpVM *vm, NpValue subj, int64_t n, bool atleast, NpValue *out) {
    // An exact tuple or list has its length in hand: a match statement runs this once per
    // sequence pattern tried, so an interpreter's `case ("op", arg):` ladder meets it many
    // times per subject. This part needs no stack frame; the rest is match_seq_general.
    if (NP_IS_OBJ(subj)) {
        const NpObject *o = NP_AS_OBJ(subj);
        size_t len;
        if (o->kind == OBJ_TUPLE && o->type == vm->types[NP_TYPE_TUPLE])
            len = ((const NpTuple *)o)->n;
        else if (o->kind == OBJ_LIST && o->type == vm->types[NP_TYPE_LIST])
            len = ((const NpList *)o)->n;
        else
            return match_seq_general(vm, subj, n, atleast, out);
        *out = np_bool(atleast ? (int64_t)len >= n : (int64_t)len == n);
        return true;
    }
    return match_seq_general(vm, subj, n, atleast, out);
}

bool np_match_map(NpVM *vm, NpValue subj, int64_t n, NpValue *out) {
    *out = np_bool(false);
    if (pattern_kind(np_typeof(vm, subj)) != NP_PATTERN_MAP) return true;
    if (n == 0) {
        *out = np_bool(true);
        return true;
    }
    int64_t len;
    if (!np_len(vm, subj, &len)) return false;
    *out = np_bool(len >= n);
    return true;
}

// One key's value for np_match_keys: from an exact dict directly, otherwise (a dict subclass
// or a collections.abc.Mapping class) through the subject's get method, called as
// get(key, dummy) with [get] (rooted by the caller) and the unique [dummy] meaning absent.
static bool match_key_get(NpVM *vm, NpValue subj, NpValue get, NpValue dummy, NpValue key,
                          NpValue *v, bool *found) {
    if (NP_IS_UNDEF(get)) return np_dict_get(vm, NP_AS_DICT(subj), key, v, found);
    NpValue args[2] = {key, dummy};
    if (!np_call_rooted(vm, get, 2, args, v)) return false;
    *found = !np_is(*v, dummy);
    return true;
}

// The loop of np_match_keys; [vals], [seen] and [get] are rooted by the caller; [seen] serves
// as the dummy default of get calls too (a new set only this call holds).
static bool match_keys_loop(NpVM *vm, NpValue subj, NpValue get, NpTuple *kt, NpTuple *vals,
                            NpSet *seen, NpValue *out) {
    for (size_t k = 0; k < kt->n; k++) {
        bool found;
        if (!np_set_contains(vm, seen, kt->items[k], &found)) return false;
        if (found) {
            NpStr *r = np_repr(vm, kt->items[k]);
            if (!r) return false;
            return np_raisef(vm, NP_TYPE_VALUEERROR, "mapping pattern checks duplicate key (%s)",
                             r->data);
        }
        if (!np_set_add(vm, seen, kt->items[k])) return false;
        NpValue v;
        if (!match_key_get(vm, subj, get, np_obj(&seen->hdr), kt->items[k], &v, &found))
            return false;
        if (!found) {
            *out = np_none();
            return true;
        }
        np_gc_barrier(vm, vals);
        vals->items[k] = v;
    }
    *out = np_obj(&vals->hdr);
    return true;
}

bool np_match_keys(NpVM *vm, NpValue subj, NpValue keys, NpValue *out) {
    NpTuple *kt = NP_AS_TUPLE(keys);
    NpValue get = np_undef();
    bool exact = NP_IS_DICT(subj) && NP_AS_OBJ(subj)->type == vm->types[NP_TYPE_DICT];
    if (!exact && kt->n > 0) {
        NpStr *name = np_intern_cstr(vm, "get");
        if (!name || !np_getattr(vm, subj, name, &get)) return false;
    }
    if (!np_push_root(vm, get)) return false;
    NpTuple *vals = np_tuple_new(vm, kt->n);
    if (!vals || !np_push_root(vm, np_obj(&vals->hdr))) {
        np_pop_roots(vm, 1);
        return false;
    }
    NpSet *seen = np_set_new(vm, false);
    if (!seen || !np_push_root(vm, np_obj(&seen->hdr))) {
        np_pop_roots(vm, 2);
        return false;
    }
    bool ok = match_keys_loop(vm, subj, get, kt, vals, seen, out);
    np_pop_roots(vm, 3);
    return ok;
}

// True when instances of [t] match a single positional sub-pattern against themselves (the
// builtin types CPython flags _Py_TPFLAGS_MATCH_SELF, and their subclasses).
static bool match_self_type(NpVM *vm, NpType *t) {
    static const NpBuiltinTypeId ids[] = {NP_TYPE_BOOL, NP_TYPE_INT,   NP_TYPE_FLOAT,
                                          NP_TYPE_STR,  NP_TYPE_TUPLE, NP_TYPE_LIST,
                                          NP_TYPE_DICT, NP_TYPE_SET,   NP_TYPE_FROZENSET};
    for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++)
        if (np_type_is_sub(t, vm->types[ids[k]])) return true;
    return false;
}

// The __match_args__ of class [t]: the first user class of its MRO whose body set it (the
// attribute lookup hides dunder values that are not functions), or UNDEF.
static NpValue match_args(NpVM *vm, NpType *t) {
    NpStr *name = np_intern_cstr(vm, "__match_args__");
    if (!name || !t->mro) return np_undef();
    for (size_t k = 0; k < t->mro->n; k++) {
        NpType *m = NP_AS_TYPE(t->mro->items[k]);
        if (!(m->tflags & NP_TF_USER) || !m->dict) continue;
        NpValue v = np_dict_get_str(m->dict, name);
        if (!NP_IS_UNDEF(v)) return v;
    }
    return np_undef();
}

// Reads attribute [name] of [subj] for a class pattern into *out: 1 found, 0 missing
// (AttributeError, the pattern fails), -1 error. [seen] detects a name given twice.
static int class_attr(NpVM *vm, NpType *t, NpValue subj, NpValue name, NpSet *seen,
                      NpValue *out) {
    bool dup;
    if (!np_set_contains(vm, seen, name, &dup)) return -1;
    if (dup) {
        NpStr *r = np_repr(vm, name);
        if (!r) return -1;
        np_raisef(vm, NP_TYPE_TYPEERROR, "%s() got multiple sub-patterns for attribute %s",
                  t->name->data, r->data);
        return -1;
    }
    if (!np_set_add(vm, seen, name)) return -1;
    if (np_getattr(vm, subj, NP_AS_STR(name), out)) return 1;
    if (!np_exc_matches(vm, vm->types[NP_TYPE_ATTRIBUTEERROR])) return -1;
    np_exc_clear(vm);
    return 0;
}

// Fills res->items[0 .. npos) with the positional attributes of a class pattern; returns like
// class_attr.
static int class_positional(NpVM *vm, NpType *t, NpValue subj, int npos, NpSet *seen,
                            NpTuple *res) {
    NpValue margs = match_args(vm, t);
    bool self_match = false;
    if (NP_IS_UNDEF(margs)) {
        self_match = match_self_type(vm, t);
    } else if (!NP_IS_TUPLE(margs)) {
        np_raisef(vm, NP_TYPE_TYPEERROR, "%s.__match_args__ must be a tuple (got %s)",
                  t->name->data, np_type_name(vm, margs));
        return -1;
    }
    if (!np_push_root(vm, margs)) return -1;
    int64_t allowed = self_match ? 1 : NP_IS_TUPLE(margs) ? (int64_t)NP_AS_TUPLE(margs)->n : 0;
    int r = 1;
    if (allowed < npos) {
        np_raisef(vm, NP_TYPE_TYPEERROR, "%s() accepts %lld positional sub-pattern%s (%d given)",
                  t->name->data, (long long)allowed, allowed == 1 ? "" : "s", npos);
        r = -1;
    } else if (self_match) {
        res->items[0] = subj;
    } else {
        for (int k = 0; k < npos && r > 0; k++) {
            NpValue name = NP_AS_TUPLE(margs)->items[k];
            if (!NP_IS_STR(name)) {
                np_raisef(vm, NP_TYPE_TYPEERROR, "__match_args__ elements must be strings (got %s)",
                          np_type_name(vm, name));
                r = -1;
                break;
            }
            r = class_attr(vm, t, subj, name, seen, &res->items[k]);
            np_gc_barrier(vm, res);  // res may have become old during class_attr's call
        }
    }
    np_pop_roots(vm, 1);
    return r;
}

bool np_match_class(NpVM *vm, NpValue cls, NpValue subj, int npos, NpValue kwnames,
                    NpValue *out) {
    if (!NP_IS_TYPE(cls))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "called match pattern must be a type");
    NpType *t = NP_AS_TYPE(cls);
    *out = np_none();
    bool is = np_isinstance(vm, subj, t);
    // As isinstance(): a class-behaviour table may widen the test (a typing.NamedTuple class
    // matches the instances of its hidden namedtuple type).
    NpValue check, checked;
    if (!is && t->meta && np_class_meta_find(vm, t, "__instancecheck__", &check) &&
        (!np_call_with_self(vm, check, cls, 1, &subj, NULL, &checked) ||
         !np_truthy(vm, checked, &is)))
        return false;
    if (!is) return true;
    NpTuple *kw = NP_AS_TUPLE(kwnames);
    NpTuple *res = np_tuple_new(vm, (size_t)npos + kw->n);
    NpSet *seen = res ? np_set_new(vm, false) : NULL;
    if (!seen) return false;
    if (!np_push_root(vm, np_obj(&res->hdr))) return false;
    if (!np_push_root(vm, np_obj(&seen->hdr))) {
        np_pop_roots(vm, 1);
        return false;
    }
    int r = npos > 0 ? class_positional(vm, t, subj, npos, seen, res) : 1;
    for (size_t k = 0; k < kw->n && r > 0; k++) {
        r = class_attr(vm, t, subj, kw->items[k], seen, &res->items[npos + k]);
        np_gc_barrier(vm, res);
    }
    np_pop_roots(vm, 2);
    if (r < 0) return false;
    if (r > 0) *out = np_obj(&res->hdr);
    return true;
}

bool np_match_copy_without(NpVM *vm, NpValue subj, NpValue keys, NpValue *out) {
    // A dict (or subclass) is copied directly; another mapping through dict(subject).
    NpValue copy;
    if (NP_IS_DICT(subj)) {
        NpDict *c = np_dict_copy(vm, NP_AS_DICT(subj));
        if (!c) return false;
        copy = np_obj(&c->hdr);
    } else if (!np_call_rooted(vm, np_obj(&vm->types[NP_TYPE_DICT]->hdr), 1, &subj, &copy)) {
        return false;
    }
    NpDict *d = NP_AS_DICT(copy);
    if (!np_push_root(vm, copy)) return false;
    NpTuple *kt = NP_AS_TUPLE(keys);
    for (size_t k = 0; k < kt->n; k++) {
        NpValue old;
        bool found;
        if (!np_dict_del(vm, d, kt->items[k], &old, &found)) {
            np_pop_roots(vm, 1);
            return false;
        }
    }
    np_pop_roots(vm, 1);
    *out = copy;
    return true;
}
