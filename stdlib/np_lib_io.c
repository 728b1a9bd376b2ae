/*
 * np_lib_io.c - the `io` module: StringIO and BytesIO are classes written in Nearly Python
 * (stdlib/np_lib_io.py, embedded at build time); StringIO's buffer methods (write, getvalue,
 * read, readline, readlines, iteration, tell, seek, truncate) are the natives below, installed
 * on the class by `_sio_methods(StringIO)` as deque's are (stdlib/np_lib_collections.c).
 * They work on the instance's own attributes, so subclasses, copying and super() calls see
 * ordinary Python state:
 *   _s       str   the text, or its beginning while _c holds appended chunks;
 *   _c       list  strs written at the end since _s was last joined (text = _s + "".join(_c));
 *   _n       int   the text's length in code points;
 *   _p       int   the position in code points (may be past the end after seek);
 *   _b       int   the byte offset in _s of min(_p, _n) when _c is empty (else unused);
 *   _closed  bool  set by close();
 *   _nl      the newline argument: None translates "\r\n" and "\r" to "\n" as text is written,
 *            "\r" and "\r\n" replace "\n" with themselves, "" splits lines at any of the
 *            three endings, "\n" (the default) does neither.
 * Writes at the end only add a chunk; every other operation joins the chunks first. Reads
 * advance _b with _p, so reading line by line never counts code points from the start.
 * Capabilities: none (pure computation).
 */
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"

static const char io_src[] =
#include "np_lib_io_py.h"
    ;

// The newline modes: "\n", None, "", "\r", "\r\n".
enum { SIO_NL_LF, SIO_NL_NONE, SIO_NL_UNIV, SIO_NL_CR, SIO_NL_CRLF };

// One StringIO's state for the length of one native method call: the value slots of its
// attributes in the instance dict (stores into an existing key's slot are plain writes) and
// their values.
typedef struct Sio {
    NpVM *vm;
    NpValue self;
    NpValue *ss, *sc, *sn, *sp, *sb, *sx, *snl;

    NpStr *s;
    // The newline mode (_nl) as one of the SIO_NL values.
    int nl;
    NpList *c;
    int64_t n, p, b;
} Sio;

// True when dict entry [e] has the two-byte str key "_[c]".
static inline bool key_is2(const NpDictEntry *e, char c) {
    const NpStr *k = NP_AS_STR(e->key);
    return NP_IS_STR(e->key) && k->len == 2 && k->data[0] == '_' && k->data[1] == c;
}

// Records value slot [v] of attribute [k] when it is one of the state's names.
static void sio_slot_note(const NpStr *k, NpValue *v, Sio *o) {
    static const char names[] = "scnpb";
    NpValue **slots[5] = {&o->ss, &o->sc, &o->sn, &o->sp, &o->sb};
    const char *at = k->len == 2 && k->data[0] == '_' ? strchr(names, k->data[1]) : NULL;
    if (at && k->data[1]) *slots[at - names] = v;
    else if (k->len == 7 && memcmp(k->data, "_closed", 7) == 0) o->sx = v;
    else if (k->len == 3 && memcmp(k->data, "_nl", 3) == 0) o->snl = v;
}

// The layout kind bit (NpLayout.kind) of a StringIO class's layout that starts with the seven
// state names in __init__'s order. A layout only grows, so once set it stays true; only these
// natives set it, and only on such a layout (datetime's natives, the only other user of the
// kind bits, never meet one).
#define SIO_LAYOUT 0x200u

// Whether shaped layout [l] starts with the state names.
static inline bool sio_layout_std(NpLayout *l) {
    if (__builtin_expect(l->kind & SIO_LAYOUT, 1)) return true;
    static const char *const names[7] = {"_s", "_c", "_n", "_p", "_b", "_closed", "_nl"};
    if (l->n < 7) return false;
    for (int i = 0; i < 7; i++)
        if (l->keys[i]->len != strlen(names[i]) || memcmp(l->keys[i]->data, names[i], l->keys[i]->len) != 0)
            return false;
    l->kind = SIO_LAYOUT;
    l->kind_n = l->n;
    return true;
}

// Points [o]'s seven state slots at the first seven values [v] of a standard layout, in the
// order of sio_layout_std.
static inline void sio_point_std(Sio *o, NpValue *v) {
    o->ss = &v[0];
    o->sc = &v[1];
    o->sn = &v[2];
    o->sp = &v[3];
    o->sb = &v[4];
    o->sx = &v[5];
    o->snl = &v[6];
}

// Finds the value slots of the state attributes of StringIO [inst]. The class is shaped
// (io_sio_methods), and StringIO.__init__ stores them first and in this order, so they are
// almost always the first 7 values (told by the layout's kind bit), or the first 7 entries of a
// dict-mode instance's dict; otherwise (a subclass __init__ that set its own attributes first)
// the names are scanned.
static void sio_slots(NpInstance *inst, Sio *o) {
    o->ss = o->sc = o->sn = o->sp = o->sb = o->sx = o->snl = NULL;
    if (inst->hdr.flags & NP_INST_SHAPED) {
        NpValue *v = np_inst_vals(inst);
        NpLayout *l = np_inst_layout(inst);
        if (__builtin_expect(inst->nvals >= 7 && sio_layout_std(l), 1)) {
            sio_point_std(o, v);
            return;
        }
        for (uint32_t i = 0; i < inst->nvals; i++) sio_slot_note(l->keys[i], &v[i], o);
        return;
    }
    NpDict *attrs = inst->dict;
    if (!attrs) return;
    NpDictEntry *e = attrs->entries;
    size_t n = attrs->nentries;
    if (n >= 7 && key_is2(&e[0], 's') && key_is2(&e[1], 'c') && key_is2(&e[2], 'n') &&
        key_is2(&e[3], 'p') && key_is2(&e[4], 'b') && NP_IS_STR(e[5].key) &&
        NP_AS_STR(e[5].key)->len == 7 && memcmp(NP_AS_STR(e[5].key)->data, "_closed", 7) == 0 &&
        NP_IS_STR(e[6].key) && NP_AS_STR(e[6].key)->len == 3 &&
        memcmp(NP_AS_STR(e[6].key)->data, "_nl", 3) == 0) {
        o->ss = &e[0].value;
        o->sc = &e[1].value;
        o->sn = &e[2].value;
        o->sp = &e[3].value;
        o->sb = &e[4].value;
        o->sx = &e[5].value;
        o->snl = &e[6].value;
        return;
    }
    for (size_t i = 0; i < n; i++)
        if (NP_IS_STR(e[i].key)) sio_slot_note(NP_AS_STR(e[i].key), &e[i].value, o);
}

// The AttributeError a StringIO method reports when an attribute of its state is missing or
// was replaced by something else (only a script poking at the private names can do that).
static bool sio_broken(NpVM *vm, NpValue self, const char *name) {
    return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "'%s' object has no attribute '%s'",
                     np_typeof(vm, self)->name->data, name);
}

// The SIO_NL mode of newline argument [v]; false for a value __init__ would have refused.
static bool sio_nl_mode(NpValue v, int *mode) {
    if (NP_IS_NONE(v)) {
        *mode = SIO_NL_NONE;
        return true;
    }
    if (!NP_IS_STR(v)) return false;
    const NpStr *t = NP_AS_STR(v);
    if (t->len == 0) *mode = SIO_NL_UNIV;
    else if (t->len == 1 && t->data[0] == '\n') *mode = SIO_NL_LF;
    else if (t->len == 1 && t->data[0] == '\r') *mode = SIO_NL_CR;
    else if (t->len == 2 && t->data[0] == '\r' && t->data[1] == '\n') *mode = SIO_NL_CRLF;
    else return false;
    return true;
}

// sio_load's common case, inlined into it: no keywords, a shaped StringIO whose layout's kind
// bit is set (the state is values 0-6) and whose state is sound, read straight from the value
// array without sio_slots' search and the per-slot NULL checks. False (nothing raised) for
// anything else, which sio_load then checks one slot at a time (and reports).
static inline bool sio_quick(NpVM *vm, NpValue self, NpTuple *kw, Sio *o) {
    if (!NP_IS_KIND(self, OBJ_INSTANCE) || (kw && kw->n > 0)) return false;
    NpInstance *inst = (NpInstance *)NP_AS_OBJ(self);
    if (!(inst->hdr.flags & NP_INST_SHAPED) || inst->nvals < 7 ||
        !(np_inst_layout(inst)->kind & SIO_LAYOUT))
        return false;
    NpValue *v = np_inst_vals(inst);
    if (!NP_IS_STR(v[0]) || !NP_IS_LIST(v[1]) || !NP_IS_INT(v[2]) || !NP_IS_INT(v[3]) ||
        !NP_IS_INT(v[4]) || v[2].u.i < 0 || v[3].u.i < 0)
        return false;
    // The default newline "\n" told inline; other modes through sio_nl_mode.
    if (NP_IS_STR(v[6]) && NP_AS_STR(v[6])->len == 1 && NP_AS_STR(v[6])->data[0] == '\n')
        o->nl = SIO_NL_LF;
    else if (!sio_nl_mode(v[6], &o->nl))
        return false;
    o->s = NP_AS_STR(v[0]);
    o->c = NP_AS_LIST(v[1]);
    o->n = v[2].u.i;
    o->p = v[3].u.i;
    o->b = v[4].u.i;
    if (o->c->n == 0 && (o->n != (int64_t)o->s->ncp || o->b < 0 || o->b > (int64_t)o->s->len))
        return false;
    o->vm = vm;
    o->self = self;
    sio_point_std(o, v);
    return true;
}

// sio_load's checking path: finds the state slots by name and reports what is wrong.
static bool sio_load_slow(NpVM *vm, const char *fname, NpValue self, NpTuple *kw, Sio *o) {
    if (!NP_IS_KIND(self, OBJ_INSTANCE))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "descriptor '%s' for '_io.StringIO' objects "
                         "doesn't apply to a '%s' object", fname, np_typeof(vm, self)->name->data);
    if (kw && kw->n > 0)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "StringIO.%s() takes no keyword arguments", fname);
    o->vm = vm;
    o->self = self;
    sio_slots((NpInstance *)NP_AS_OBJ(self), o);
    if (!o->ss || !NP_IS_STR(*o->ss)) return sio_broken(vm, self, "_s");
    if (!o->sc || !NP_IS_LIST(*o->sc)) return sio_broken(vm, self, "_c");
    if (!o->sn || !NP_IS_INT(*o->sn) || o->sn->u.i < 0) return sio_broken(vm, self, "_n");
    if (!o->sp || !NP_IS_INT(*o->sp) || o->sp->u.i < 0) return sio_broken(vm, self, "_p");
    if (!o->sb || !NP_IS_INT(*o->sb)) return sio_broken(vm, self, "_b");
    if (!o->sx) return sio_broken(vm, self, "_closed");
    if (!o->snl || !sio_nl_mode(*o->snl, &o->nl)) return sio_broken(vm, self, "_nl");
    o->s = NP_AS_STR(*o->ss);
    o->c = NP_AS_LIST(*o->sc);
    o->n = o->sn->u.i;
    o->p = o->sp->u.i;
    o->b = o->sb->u.i;
    // The invariants every native keeps (a script can only break them through the private names).
    if (o->c->n == 0 && (o->n != (int64_t)o->s->ncp || o->b < 0 || o->b > (int64_t)o->s->len))
        return sio_broken(vm, self, "_b");
    return true;
}

// Loads the state of StringIO [self] for method [fname]; false with TypeError for a bad
// receiver or keyword arguments (the methods are positional-only, as CPython's) or
// AttributeError for a broken state. The argument count is the caller's to check.
static inline bool sio_load(NpVM *vm, const char *fname, NpValue self, NpTuple *kw, Sio *o) {
    return __builtin_expect(sio_quick(vm, self, kw, o), 1) ||
           sio_load_slow(vm, fname, self, kw, o);
}

// ValueError for an operation on a closed StringIO: StringIO's own methods say "I/O
// operation on closed file", the ones CPython's StringIO inherits from IOBase (readlines,
// __iter__) end the message with a period ([period]).
static bool sio_open_msg(Sio *o, bool period) {
    bool closed = NP_IS_BOOL(*o->sx) && o->sx->u.i;
    if (!NP_IS_BOOL(*o->sx) && !np_truthy(o->vm, *o->sx, &closed)) return false;
    return !closed || np_raisef(o->vm, NP_TYPE_VALUEERROR, "I/O operation on closed file%s",
                                period ? "." : "");
}

// sio_open_msg for StringIO's own methods, with the open case (_closed False) inlined.
static inline bool sio_open(Sio *o) {
    return (NP_IS_BOOL(*o->sx) && !o->sx->u.i) || sio_open_msg(o, false);
}

// Stores the scalar state back.
static void sio_store(Sio *o) {
    // The slots are a shaped instance's values or entries of its attribute dict (np_gc.h's
    // write barrier).
    np_inst_barrier(o->vm, (NpInstance *)NP_AS_OBJ(o->self));
    *o->ss = np_obj(&o->s->hdr);
    *o->sn = np_int(o->n);
    *o->sp = np_int(o->p);
    *o->sb = np_int(o->b);
}

// The byte offset of code point [i] of the text (i <= its length); the budget pays for the
// scan of a non-ASCII text (its first i code points).
static bool sio_offset(Sio *o, int64_t i, int64_t *out) {
    if (!(o->s->hdr.flags & NP_STR_ASCII) && !np_charge_text(o->vm, (size_t)i)) return false;
    *out = (int64_t)np_str_offset(o->s, (size_t)i);
    return true;
}

// Joins the chunks into _s (the budget pays for the copy) and recomputes _b.
static bool sio_join(Sio *o) {
    if (o->c->n == 0) return true;
    size_t total = o->s->len;
    for (size_t k = 0; k < o->c->n; k++) {
        if (!NP_IS_STR(o->c->items[k])) return sio_broken(o->vm, o->self, "_c");
        total += NP_AS_STR(o->c->items[k])->len;
    }
    if (!np_charge_items(o->vm, o->c->n) || !np_charge_text(o->vm, total)) return false;
    NpStr *t = np_str_alloc(o->vm, total);
    if (!t) return false;
    memcpy(t->data, o->s->data, o->s->len);
    size_t at = o->s->len;
    for (size_t k = 0; k < o->c->n; k++) {
        const NpStr *x = NP_AS_STR(o->c->items[k]);
        memcpy(t->data + at, x->data, x->len);
        at += x->len;
    }
    np_str_finish(t);
    o->s = t;
    o->c->n = 0;
    // Chunks are only added while the position is at the end.
    o->b = o->p >= o->n ? (int64_t)t->len : 0;
    if (o->p < o->n && !sio_offset(o, o->p, &o->b)) return false;
    sio_store(o);
    return true;
}

// A size argument of read/readline/readlines/truncate ([argc] arguments after self, at most one):
// None or absent gives -1; TypeError as CPython's for other types.
static bool sio_size(NpVM *vm, const char *fname, int argc, NpValue *argv, int64_t *out) {
    if (!np_args_count(vm, fname, argc - 1, 0, 1)) return false;
    *out = -1;
    if (argc < 2 || NP_IS_NONE(argv[1])) return true;
    if (!nplib_is_int(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "argument should be integer or None, not '%s'",
                         np_typeof(vm, argv[1])->name->data);
    return nplib_as_ssize(vm, argv[1], out);
}

// The str of bytes [from, to) of the text (the text itself when that is all of it).
static NpStr *sio_slice(Sio *o, int64_t from, int64_t to) {
    if (from == 0 && to == (int64_t)o->s->len) return o->s;
    return np_str_new(o->vm, o->s->data + from, (size_t)(to - from));
}

// The end (a byte offset) of the run of at most [size] code points from byte [from] (all of
// the rest when size < 0).
static int64_t sio_advance(const Sio *o, int64_t from, int64_t size) {
    int64_t len = (int64_t)o->s->len;
    if (size < 0) return len;
    if (o->s->hdr.flags & NP_STR_ASCII) return size > len - from ? len : from + size;
    int64_t at = from;
    const char *d = o->s->data;
    for (int64_t k = 0; at < len && k < size; k++) {
        at++;
        while (at < len && ((unsigned char)d[at] & 0xC0) == 0x80) at++;
    }
    return at;
}

// The end (a byte offset just past the line ending, or the text's end) of the line starting
// at byte [from], for the newline mode.
static int64_t sio_line_end(const Sio *o, int64_t from) {
    const char *d = o->s->data, *p = d + from;
    size_t rest = o->s->len - (size_t)from;
    const char *nl;
    switch (o->nl) {
    case SIO_NL_CR:
        nl = memchr(p, '\r', rest);
        return nl ? nl - d + 1 : (int64_t)o->s->len;
    case SIO_NL_CRLF:
        nl = np_find_bytes(p, rest, "\r\n", 2);
        return nl ? nl - d + 2 : (int64_t)o->s->len;
    case SIO_NL_UNIV:
        for (nl = p; nl < d + o->s->len; nl++) {
            if (*nl == '\n') return nl - d + 1;
            if (*nl == '\r') return nl - d + (nl + 1 < d + o->s->len && nl[1] == '\n' ? 2 : 1);
        }
        return (int64_t)o->s->len;
    default:
        nl = memchr(p, '\n', rest);
        return nl ? nl - d + 1 : (int64_t)o->s->len;
    }
}

// The text [x] as the newline mode writes it: "\r\n" and "\r" become "\n" (None), "\n"
// becomes "\r" or "\r\n"; [x] itself when nothing changes. The budget pays for the copy.
static NpStr *sio_translate(Sio *o, NpStr *x) {
    bool none = o->nl == SIO_NL_NONE;
    if (o->nl == SIO_NL_LF || o->nl == SIO_NL_UNIV || !memchr(x->data, none ? '\r' : '\n', x->len))
        return x;
    if (!np_charge_text(o->vm, 2 * x->len)) return NULL;
    NpBuf b;
    np_buf_init(&b, o->vm);
    for (size_t i = 0; i < x->len; i++) {
        char c = x->data[i];
        if (none && c == '\r') {
            np_buf_append(&b, "\n", 1);
            if (i + 1 < x->len && x->data[i + 1] == '\n') i++;
        } else if (!none && c == '\n') {
            np_buf_append(&b, o->nl == SIO_NL_CR ? "\r" : "\r\n", o->nl == SIO_NL_CR ? 1 : 2);
        } else {
            np_buf_append(&b, &x->data[i], 1);
        }
    }
    return np_buf_finish(&b);
}

// Under newline=None or "", adds the kinds of line endings in [x] (one write, which CPython's
// decoder sees as final: a trailing "\r" is a "\r") to _seen; the budget pays for the scan.
// _seen holds the kinds as bits (1 "\n", 2 "\r", 4 "\r\n"); an instance without it (a
// subclass __init__ that skipped StringIO's) records nothing.
static bool sio_seen(Sio *o, const NpStr *x) {
    if (o->nl != SIO_NL_NONE && o->nl != SIO_NL_UNIV) return true;
    NpStr *key = np_intern(o->vm, "_seen", 5);
    if (!key) return false;
    NpInstance *inst = (NpInstance *)NP_AS_OBJ(o->self);
    NpValue *seen = NULL;
    if (inst->hdr.flags & NP_INST_SHAPED) {
        int64_t ix = np_inst_shape_find(inst, key);
        seen = ix >= 0 ? &np_inst_vals(inst)[ix] : NULL;
    } else {
        NpDict *attrs = inst->dict;
        int64_t ix = attrs ? np_dict_find_str(attrs, key) : -1;
        seen = ix >= 0 ? &attrs->entries[ix].value : NULL;
    }
    if (!seen || !NP_IS_INT(*seen)) return true;
    if (!np_charge_text(o->vm, x->len)) return false;
    int64_t bits = seen->u.i;
    const char *p = x->data, *end = x->data + x->len;
    while (bits != 7 && (p = memchr(p, '\r', (size_t)(end - p))) != NULL) {
        bits |= p + 1 < end && p[1] == '\n' ? 4 : 2;
        p += 1 + (p + 1 < end && p[1] == '\n');
    }
    // A "\n" not after "\r": any "\n" whose previous byte is not "\r".
    for (p = x->data; bits != 7 && !(bits & 1) && (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++)
        if (p == x->data || p[-1] != '\r') bits |= 1;
    *seen = np_int(bits);
    return true;
}

// Reads the next line (at most [size] code points when size >= 0) into *out, advancing the
// position; "" at the end. The text has no chunks.
static bool sio_line(Sio *o, int64_t size, NpValue *out) {
    if (o->p >= o->n || size == 0) {
        *out = np_obj(&o->vm->s_empty->hdr);
        return true;
    }
    int64_t end = sio_line_end(o, o->b);
    if (!np_charge_text(o->vm, (size_t)(end - o->b))) return false;
    if (size > 0 && size < end - o->b) {
        int64_t lim = sio_advance(o, o->b, size);
        if (lim < end) end = lim;
    }
    NpStr *line = sio_slice(o, o->b, end);
    if (!line) return false;
    o->p += (int64_t)line->ncp;
    o->b = end;
    *out = np_obj(&line->hdr);
    return true;
}

// write(s): writes [s] at the position (overwriting, padding with NULs past the end; newlines
// translated as the newline mode says) and returns its length in code points (before the
// translation, as CPython's).
static bool sio_write(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    Sio o;
    if (!np_args_count(vm, "write", argc - 1, 1, 1)) return false;
    if (!NP_IS_STR(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "string argument expected, got '%s'",
                         np_typeof(vm, argv[1])->name->data);
    if (!sio_load(vm, "write", argv[0], kw, &o) || !sio_open(&o)) return false;
    NpStr *x = NP_AS_STR(argv[1]);
    int64_t k = (int64_t)x->ncp;
    *out = np_int(k);
    if (k == 0) return true;
    if (NP_OBJ(argv[1])->type != vm->types[NP_TYPE_STR] && !(x = np_str_new(vm, x->data, x->len)))
        return false;
    if (!sio_seen(&o, x) || !(x = sio_translate(&o, x))) return false;
    k = (int64_t)x->ncp;
    if (o.p == o.n) {
        // At the end: the text grows by a chunk (or becomes [x] when it was empty).
        if (o.s->len == 0 && o.c->n == 0) {
            o.s = x;
            o.b = (int64_t)x->len;
        } else if (!np_list_append(vm, o.c, np_obj(&x->hdr))) {
            return false;
        }
        o.n += k;
        o.p += k;
        sio_store(&o);
        return true;
    }
    if (!sio_join(&o)) return false;
    // Overwrite in the middle, or pad past the end: prefix, NULs, x, what follows x.
    int64_t pad = o.p > o.n ? o.p - o.n : 0, after = (int64_t)o.s->len;
    if (o.p + k < o.n && !sio_offset(&o, o.p + k, &after)) return false;
    size_t total = (size_t)o.b + (size_t)pad + x->len + (o.s->len - (size_t)after);
    if (!np_charge_text(vm, total)) return false;
    NpStr *t = np_str_alloc(vm, total);
    if (!t) return false;
    memcpy(t->data, o.s->data, (size_t)o.b);
    memset(t->data + o.b, 0, (size_t)pad);
    memcpy(t->data + o.b + pad, x->data, x->len);
    memcpy(t->data + o.b + pad + (int64_t)x->len, o.s->data + after, o.s->len - (size_t)after);
    np_str_finish(t);
    o.b += pad + (int64_t)x->len;
    o.s = t;
    o.p += k;
    o.n = (int64_t)t->ncp;
    sio_store(&o);
    return true;
}

// getvalue(): the whole text.
static bool sio_getvalue(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    Sio o;
    if (!np_args_count(vm, "getvalue", argc - 1, 0, 0) ||
        !sio_load(vm, "getvalue", argv[0], kw, &o) || !sio_open(&o) || !sio_join(&o))
        return false;
    *out = np_obj(&o.s->hdr);
    return true;
}

// read(size=-1): at most [size] code points from the position (the rest when size < 0).
static bool sio_read(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    Sio o;
    int64_t size;
    if (!sio_size(vm, "read", argc, argv, &size) || !sio_load(vm, "read", argv[0], kw, &o) ||
        !sio_open(&o) || !sio_join(&o))
        return false;
    if (o.p >= o.n || size == 0) {
        *out = np_obj(&vm->s_empty->hdr);
        return true;
    }
    int64_t end = sio_advance(&o, o.b, size);
    if (!np_charge_text(vm, (size_t)(end - o.b))) return false;
    NpStr *r = sio_slice(&o, o.b, end);
    if (!r) return false;
    o.p += (int64_t)r->ncp;
    o.b = end;
    sio_store(&o);
    *out = np_obj(&r->hdr);
    return true;
}

// readline(size=-1): the next line (through its "\n"), at most [size] code points.
static bool sio_readline(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    Sio o;
    int64_t size;
    if (!sio_size(vm, "readline", argc, argv, &size) ||
        !sio_load(vm, "readline", argv[0], kw, &o) || !sio_open(&o) || !sio_join(&o) ||
        !sio_line(&o, size, out))
        return false;
    sio_store(&o);
    return true;
}

// readlines(hint=-1): the remaining lines, stopping once [hint] (> 0) code points were read.
static bool sio_readlines(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    Sio o;
    int64_t hint;
    if (!sio_size(vm, "readlines", argc, argv, &hint) ||
        !sio_load(vm, "readlines", argv[0], kw, &o) || !sio_open_msg(&o, true) || !sio_join(&o))
        return false;
    NpList *l = np_list_new(vm, 0);
    if (!l) return false;
    int64_t total = 0;
    while (true) {
        NpValue line;
        if (!np_budget_charge(vm, 1) || !sio_line(&o, -1, &line)) return false;
        if (NP_AS_STR(line)->len == 0) break;
        if (!np_list_append(vm, l, line)) return false;
        total += (int64_t)NP_AS_STR(line)->ncp;
        if (hint > 0 && total >= hint) break;
    }
    sio_store(&o);
    *out = np_obj(&l->hdr);
    return true;
}

// __iter__(): the StringIO itself (ValueError once closed).
static bool sio_iter(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    Sio o;
    if (!np_args_count(vm, "__iter__", argc - 1, 0, 0) ||
        !sio_load(vm, "__iter__", argv[0], kw, &o) || !sio_open_msg(&o, true))
        return false;
    *out = argv[0];
    return true;
}

// __next__(): the next line; StopIteration at the end.
static bool sio_next(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    Sio o;
    if (!np_args_count(vm, "__next__", argc - 1, 0, 0) ||
        !sio_load(vm, "__next__", argv[0], kw, &o) || !sio_open(&o) || !sio_join(&o) ||
        !sio_line(&o, -1, out))
        return false;
    sio_store(&o);
    if (NP_AS_STR(*out)->len == 0)
        return np_raise_value(vm, np_obj((NpObject *)vm->types[NP_TYPE_STOPITERATION]));
    return true;
}

// tell(): the position.
static bool sio_tell(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    Sio o;
    if (!np_args_count(vm, "tell", argc - 1, 0, 0) ||
        !sio_load(vm, "tell", argv[0], kw, &o) || !sio_open(&o))
        return false;
    *out = np_int(o.p);
    return true;
}

// Moves the position to [pos] (the text has no chunks) and recomputes _b.
static bool sio_moveto(Sio *o, int64_t pos) {
    o->p = pos;
    o->b = (int64_t)o->s->len;
    if (pos < o->n && !sio_offset(o, pos, &o->b)) return false;
    sio_store(o);
    return true;
}

// seek(pos, whence=0): CPython's checks and messages; returns the new position.
static bool sio_seek(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    Sio o;
    int64_t pos, whence = 0;
    if (!np_args_count(vm, "seek", argc - 1, 1, 2) ||
        !nplib_as_ssize(vm, argv[1], &pos) || (argc > 2 && !nplib_as_ssize(vm, argv[2], &whence)) ||
        !sio_load(vm, "seek", argv[0], kw, &o) || !sio_open(&o))
        return false;
    if (whence < 0 || whence > 2)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "Invalid whence (%lld, should be 0, 1 or 2)",
                         (long long)whence);
    if (pos < 0 && whence == 0)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "Negative seek position %lld", (long long)pos);
    if (whence != 0 && pos != 0)
        return np_raisef(vm, NP_TYPE_OSERROR, "Can't do nonzero cur-relative seeks");
    if (whence == 1) pos = o.p;
    else if (whence == 2) pos = o.n;
    if (!sio_join(&o) || !sio_moveto(&o, pos)) return false;
    *out = np_int(pos);
    return true;
}

// truncate(size=None): cuts the text to [size] code points (the position when None); the
// position does not move.
static bool sio_truncate(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    Sio o;
    if (!sio_load(vm, "truncate", argv[0], kw, &o))
        return false;
    int64_t size;
    if (!sio_size(vm, "truncate", argc, argv, &size)) return false;
    if (argc < 2 || NP_IS_NONE(argv[1])) size = o.p;
    if (!sio_open(&o)) return false;
    if (size < 0)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "Negative size value %lld", (long long)size);
    if (!sio_join(&o)) return false;
    if (size < o.n) {
        int64_t cut;
        if (!sio_offset(&o, size, &cut)) return false;
        NpStr *t = sio_slice(&o, 0, cut);
        if (!t) return false;
        o.s = t;
        o.n = size;
        if (!sio_moveto(&o, o.p)) return false;
    }
    *out = np_int(size);
    return true;
}

static const NpMethodDef sio_methods[] = {
    {"write", sio_write, 0},
    {"getvalue", sio_getvalue, 0},
    {"read", sio_read, 0},
    {"readline", sio_readline, 0},
    {"readlines", sio_readlines, 0},
    {"__iter__", sio_iter, 0},
    {"__next__", sio_next, 0},
    {"tell", sio_tell, 0},
    {"seek", sio_seek, 0},
    {"truncate", sio_truncate, 0},
    {NULL, NULL, 0},
};

// _sio_methods(cls): installs StringIO's buffer methods (above) on class [cls].
static bool io_sio_methods(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (argc != 1 || !NP_IS_TYPE(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "internal: expected a class");
    if (!nplib_add_methods(vm, NP_AS_TYPE(argv[0]), sio_methods)) return false;
    // The class's instances are shaped (as __main__'s are): the state is the first values of
    // each instance's array, found through the layout's kind bit (sio_slots). Set before any
    // instance exists.
    NpType *cls = NP_AS_TYPE(argv[0]);
    if ((cls->tflags & NP_TF_USER) && cls->inst_kind == OBJ_INSTANCE &&
        !((NpClassType *)cls)->layout) {
        cls->tflags |= NP_TF_SHAPES;
        // Room for __init__'s eight attributes from the first instance on (which would
        // otherwise outgrow the default four values and live in a dict for good).
        cls->inst_attrs = 8;
    }
    *out = np_none();
    return true;
}

// _c_named(cls): io's StringIO and BytesIO stand for CPython's C types _io.StringIO and
// _io.BytesIO: messages name them so (NP_TF_CTYPE_NAME; their __module__ is '_io').
static bool io_c_named(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    if (argc != 1 || !NP_IS_TYPE(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "internal: expected a class");
    NP_AS_TYPE(argv[0])->tflags |= NP_TF_CTYPE_NAME;
    *out = np_none();
    return true;
}

static const NpMethodDef io_natives[] = {
    {"_sio_methods", io_sio_methods, 0},
    {"_c_named", io_c_named, 0},
    {"_inst_new", nplib_copy_inst_new, 0},
    {"_inst_items", nplib_copy_inst_items, 0},
    {NULL, NULL, 0},
};

bool nplib_io_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_add_natives(vm, mod, io_natives) && nplib_exec_source(vm, mod, io_src, "io.py");
}
