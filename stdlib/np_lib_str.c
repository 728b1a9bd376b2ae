/*
 * np_lib_str.c - the methods of str (split, join, strip, find, replace, case mapping, the is*
 * predicates, padding, partition, expandtabs, translate, ...) and the str() constructor.
 * str.format and str.format_map live in np_lib_strfmt.c.
 *
 * Strings are UTF-8; every index a script sees counts code points, so the methods work on byte
 * offsets internally and convert at the boundary (np_str_offset / nplib_cp_count). Results are
 * sized before they are allocated, so huge requests fail with MemoryError through the VM's
 * accounting instead of allocating.
 */
#include <string.h>
#include <utf8proc.h>

#include "np_lib.h"
#include "np_interp.h"
#include "np_runtime.h"

/* ---------------------------------------------------------------- helpers */

#define SELF NP_AS_STR(argv[0])

// Stores a new object into [*out]; false when [o] is NULL (an exception is pending).
static bool ret_obj(void *o, NpValue *out)
{
    if (!o)
        return false;
    *out = np_obj((NpObject *)o);
    return true;
}

// Checks a method with no parameters: "str.upper() takes no arguments (1 given)".
static bool noargs(NpVM *vm, const char *fname, int argc, NpTuple *kw)
{
    return np_args_nokw(vm, fname, kw) && np_args_count(vm, fname, argc - 1, 0, 0);
}

bool nplib_is_space(uint32_t c)
{
    if (c < 0x80)
        return c == ' ' || (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x1f);
    return c == 0x85 || c == 0xa0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
           c == 0x2028 || c == 0x2029 || c == 0x202f || c == 0x205f || c == 0x3000;
}

// True for the code points str.splitlines() breaks at.
static bool is_linebreak(uint32_t c)
{
    return c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || c == 0x1c || c == 0x1d ||
           c == 0x1e || c == 0x85 || c == 0x2028 || c == 0x2029;
}

// Decodes the code point that ends just before byte offset [*pos] and moves [*pos] to its start.
static uint32_t prev_cp(const char *data, size_t *pos)
{
    size_t p = *pos;
    do
        p--;
    while (p > 0 && ((unsigned char)data[p] & 0xC0) == 0x80);
    *pos = p;
    const char *q = data + p;
    return np_utf8_decode(&q);
}

// Decodes the code point at byte offset [*pos] and advances [*pos].
static uint32_t next_cp(const char *data, size_t *pos)
{
    const char *q = data + *pos;
    uint32_t c = np_utf8_decode(&q);
    *pos = (size_t)(q - data);
    return c;
}

NpStr *nplib_substr(NpVM *vm, NpStr *s, size_t from, size_t to)
{
    // The whole of an exact str is that str (a str subclass's methods still return a str).
    if (from == 0 && to == s->len && s->hdr.type == vm->types[NP_TYPE_STR])
        return s;
    // The empty str and one ASCII character are shared, as in CPython.
    if (to - from <= 1 && (to == from || (unsigned char)s->data[from] < 0x80))
        return to == from ? vm->s_empty : np_str_char(vm, s->data + from, 1);
    // A piece of an ASCII str is ASCII: no code-point count needed.
    if (s->hdr.flags & NP_STR_ASCII)
        return np_str_new_ascii(vm, s->data + from, to - from);
    return np_str_new(vm, s->data + from, to - from);
}

// Requires [v] to be a str, else TypeError "[fname]() argument [argno] must be str, not int"
// ([argno] 0 omits the "argument N" part: "must be str, not int").
static bool need_str(NpVM *vm, NpValue v, const char *fname, int argno)
{
    if (NP_IS_STR(v))
        return true;
    if (argno == 0)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "must be str, not %s", np_type_name(vm, v));
    return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() argument %d must be str, not %s", fname, argno,
                     np_type_name(vm, v));
}

// Clamps Python indices [start, end) against [len] code points like CPython's ADJUST_INDICES.
static void adjust_indices(int64_t *start, int64_t *end, int64_t len)
{
    if (*end > len)
        *end = len;
    else if (*end < 0) {
        *end += len;
        if (*end < 0)
            *end = 0;
    }
    if (*start < 0) {
        *start += len;
        if (*start < 0)
            *start = 0;
    }
}

// Parses the optional start/end arguments of find/count/startswith (argv[2], argv[3]), when
// given (parse_range below).
static bool parse_range_given(NpVM *vm, int nargs, NpValue *argv, int64_t *start, int64_t *end)
{
    for (int i = 2; i < nargs && i < 4; i++)
        if (!NP_IS_NONE(argv[i]) && !nplib_is_int(argv[i]))
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "slice indices must be integers or None or have an __index__ method");
    if (nargs > 2 && !nplib_slice_index(vm, argv[2], 0, start))
        return false;
    if (nargs > 3 && !nplib_slice_index(vm, argv[3], INT64_MAX, end))
        return false;
    return true;
}

// The start/end arguments of find/count/startswith: the whole str (0, INT64_MAX) when absent,
// without a call.
static inline bool parse_range(NpVM *vm, int nargs, NpValue *argv, int64_t *start, int64_t *end)
{
    *start = 0;
    *end = INT64_MAX;
    return nargs <= 2 || parse_range_given(vm, nargs, argv, start, end);
}

// Finds [sub] in bytes [lo, hi) of [s]: the byte offset of the first (or last when [rev]) match,
// or -1.
static int64_t find_bytes(const NpStr *s, size_t lo, size_t hi, const NpStr *sub, bool rev)
{
    if (hi < lo || sub->len > hi - lo)
        return -1;
    if (sub->len == 0)
        return (int64_t)(rev ? hi : lo);
    if (sub->len == 1) {
        // One byte (an ASCII character or, in valid UTF-8, never part of another character).
        const char *p = rev ? memrchr(s->data + lo, sub->data[0], hi - lo)
                            : memchr(s->data + lo, sub->data[0], hi - lo);
        return p ? p - s->data : -1;
    }
    if (!rev) {
        const char *p = np_find_bytes(s->data + lo, hi - lo, sub->data, sub->len);
        return p ? p - s->data : -1;
    }
    for (size_t i = hi - sub->len + 1; i-- > lo;) {
        if (s->data[i] == sub->data[0] && memcmp(s->data + i, sub->data, sub->len) == 0)
            return (int64_t)i;
    }
    return -1;
}

/* ---------------------------------------------------------------- join */

// Returns the items of [v] for join: a list or tuple's own array, else a new list (rooted by
// the caller through [*holder]).
static bool seq_items(NpVM *vm, NpValue v, NpValue **items, size_t *n, NpValue *holder)
{
    if (NP_IS_LIST(v)) {
        *items = NP_AS_LIST(v)->items;
        *n = NP_AS_LIST(v)->n;
        *holder = v;
        return true;
    }
    if (NP_IS_TUPLE(v)) {
        *items = NP_AS_TUPLE(v)->items;
        *n = NP_AS_TUPLE(v)->n;
        *holder = v;
        return true;
    }
    NpValue it;
    if (!np_iter(vm, v, &it)) {
        if (np_exc_matches(vm, vm->types[NP_TYPE_TYPEERROR])) {
            np_exc_clear(vm);
            np_raisef(vm, NP_TYPE_TYPEERROR, "can only join an iterable");
        }
        return false;
    }
    NpList *l = np_list_from_iter(vm, it);
    if (!l)
        return false;
    *items = l->items;
    *n = l->n;
    *holder = np_obj((NpObject *)l);
    return true;
}

NpStr *nplib_join(NpVM *vm, NpStr *sep, NpValue *items, size_t n)
{
    size_t total = 0;
    for (size_t i = 0; i < n; i++) {
        if (!NP_IS_STR(items[i])) {
            np_raisef(vm, NP_TYPE_TYPEERROR, "sequence item %zu: expected str instance, %s found",
                      i, np_type_name(vm, items[i]));
            return NULL;
        }
        size_t add = NP_AS_STR(items[i])->len + (i > 0 ? sep->len : 0);
        if (__builtin_add_overflow(total, add, &total)) {
            np_raise_nomem(vm);
            return NULL;
        }
    }
    if (n == 1)
        return NP_AS_STR(items[0]);
    NpStr *r = np_str_alloc(vm, total);
    if (!r)
        return NULL;
    char *p = r->data;
    size_t ncp = n > 1 ? (n - 1) * sep->ncp : 0;
    // Separators and items are mostly a few bytes: copied inline (np_copy_short), not by a
    // memcpy call each.
    for (size_t i = 0; i < n; i++) {
        if (i > 0)
            p = np_copy_short(p, sep->data, sep->len);
        NpStr *item = NP_AS_STR(items[i]);
        p = np_copy_short(p, item->data, item->len);
        ncp += item->ncp;
    }
    // The code points add up (no recount); all ASCII exactly when ncp == len.
    r->ncp = ncp;
    if (ncp == total)
        r->hdr.flags |= NP_STR_ASCII;
    return r;
}

bool nplib_str_join(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "str.join", kw) || !np_args_count(vm, "str.join", argc - 1, 1, 1))
        return false;
    NpValue *items, holder;
    size_t n;
    if (!seq_items(vm, argv[1], &items, &n, &holder) || !np_budget_charge(vm, (int64_t)n) ||
        !np_push_root(vm, holder))
        return false;
    NpStr *r = nplib_join(vm, SELF, items, n);
    np_pop_roots(vm, 1);
    return ret_obj(r, out);
}

bool nplib_str_join_finish(NpVM *vm, NpValue *state, NpValue item, NpValue *argv, NpValue *out)
{
    NpList *l = NP_AS_LIST(*state);
    if ((!NP_IS_UNDEF(item) && !np_list_fill(vm, l, item, argv[1])) ||
        !np_budget_charge(vm, (int64_t)l->n))
        return false;
    return ret_obj(nplib_join(vm, NP_AS_STR(argv[0]), l->items, l->n), out);
}

/* ---------------------------------------------------------------- split family */

// Appends bytes [a, b) of [s] to list [l] as a new str.
static bool push_piece(NpVM *vm, NpList *l, NpStr *s, size_t a, size_t b)
{
    NpStr *piece = nplib_substr(vm, s, a, b);
    return piece && np_list_append(vm, l, np_obj((NpObject *)piece));
}

// How many pieces a split collects before it makes their strs (Pieces).
#define PIECES_CHUNK 32

// The pieces a split has found but not yet made: byte ranges of [s] gathered on the stack, so
// the list is grown once per chunk instead of once per append.
typedef struct Pieces {
    NpVM *vm;
    NpStr *s;
    NpList *l;
    size_t n;
    size_t at[2 * PIECES_CHUNK];
} Pieces;

// Makes the strs of the pieces gathered so far and appends them to the list.
static bool pieces_flush(Pieces *pc)
{
    NpList *l = pc->l;
    // Grown with list.append's over-allocation (about 1/8 extra), never by one chunk at a
    // time: a split into millions of pieces must not copy the item array per chunk.
    size_t want = l->n + pc->n;
    if (want > l->cap && !np_list_reserve(pc->vm, l, (want + (want >> 3) + 6) & ~(size_t)3))
        return false;
    np_gc_barrier(pc->vm, l);
    for (size_t k = 0; k < pc->n; k++) {
        NpStr *piece = nplib_substr(pc->vm, pc->s, pc->at[2 * k], pc->at[2 * k + 1]);
        if (!piece)
            return false;
        l->items[l->n++] = np_obj(&piece->hdr);
    }
    pc->n = 0;
    return true;
}

// Adds piece bytes [a, b) of the str being split.
static inline bool pieces_add(Pieces *pc, size_t a, size_t b)
{
    pc->at[2 * pc->n] = a;
    pc->at[2 * pc->n + 1] = b;
    return ++pc->n < PIECES_CHUNK || pieces_flush(pc);
}

// Whether ASCII byte [c] is whitespace for str.split()/strip() (nplib_is_space below 0x80:
// \t \n \v \f \r, the separators 0x1c-0x1f and the space) from one mask.
static inline bool ascii_space(unsigned char c)
{
    return c < 64 && ((0x1F0003E00ull >> c) & 1);
}

// Whether the code point at byte offset [pos] of [s] is whitespace; [*next] gets the offset
// after it. ASCII bytes are tested without decoding.
static inline bool space_at(const NpStr *s, size_t pos, size_t *next)
{
    unsigned char c = (unsigned char)s->data[pos];
    if (c < 0x80) {
        *next = pos + 1;
        return ascii_space(c);
    }
    *next = pos;
    return nplib_is_space(next_cp(s->data, next));
}

// Whether the code point that ends at byte offset [pos] of [s] is whitespace; [*prev] gets
// its start offset.
static inline bool space_before(const NpStr *s, size_t pos, size_t *prev)
{
    unsigned char c = (unsigned char)s->data[pos - 1];
    if (c < 0x80) {
        *prev = pos - 1;
        return ascii_space(c);
    }
    *prev = pos;
    return nplib_is_space(prev_cp(s->data, prev));
}

// split() on runs of whitespace of an ASCII str: bytes tested in place.
static bool split_ws_ascii(Pieces *pc, int64_t maxsplit)
{
    const unsigned char *d = (const unsigned char *)pc->s->data;
    size_t pos = 0, n = pc->s->len;
    for (;;) {
        while (pos < n && ascii_space(d[pos]))
            pos++;
        if (pos >= n)
            return true;
        if (maxsplit-- == 0)
            return pieces_add(pc, pos, n);
        size_t start = pos;
        while (pos < n && !ascii_space(d[pos]))
            pos++;
        if (!pieces_add(pc, start, pos))
            return false;
    }
}

// split() on runs of whitespace.
static bool split_ws(Pieces *pc, int64_t maxsplit)
{
    const NpStr *s = pc->s;
    if (s->hdr.flags & NP_STR_ASCII)
        return split_ws_ascii(pc, maxsplit);
    size_t pos = 0, n = s->len, next;
    while (pos < n) {
        while (pos < n && space_at(s, pos, &next))
            pos = next;
        if (pos >= n)
            break;
        if (maxsplit-- == 0)
            return pieces_add(pc, pos, n);
        size_t start = pos;
        while (pos < n && !space_at(s, pos, &next))
            pos = next;
        if (!pieces_add(pc, start, pos))
            return false;
    }
    return true;
}

// rsplit() on runs of whitespace; pieces are found from the right and reversed at the end.
static bool rsplit_ws(Pieces *pc, int64_t maxsplit)
{
    const NpStr *s = pc->s;
    size_t pos = s->len, prev;
    while (pos > 0) {
        while (pos > 0 && space_before(s, pos, &prev))
            pos = prev;
        if (pos == 0)
            break;
        if (maxsplit-- == 0)
            return pieces_add(pc, 0, pos);
        size_t end = pos;
        while (pos > 0 && !space_before(s, pos, &prev))
            pos = prev;
        if (!pieces_add(pc, pos, end))
            return false;
    }
    return true;
}

// split(c) on a one-byte separator: fields are short, so the bytes are scanned in place
// for the first 16 of each field before memchr takes over.
static bool split_byte(Pieces *pc, char c, int64_t maxsplit)
{
    const char *d = pc->s->data, *end = d + pc->s->len, *p = d;
    while (maxsplit-- != 0) {
        const char *q = p, *stop = end - p > 16 ? p + 16 : end;
        while (q < stop && *q != c)
            q++;
        if (q == stop && (q == end || !(q = memchr(q, c, (size_t)(end - q)))))
            break;
        if (!pieces_add(pc, (size_t)(p - d), (size_t)(q - d)))
            return false;
        p = q + 1;
    }
    return pieces_add(pc, (size_t)(p - d), pc->s->len);
}

// split(sep) with an explicit separator.
static bool split_sep(Pieces *pc, NpStr *sep, int64_t maxsplit)
{
    NpStr *s = pc->s;
    size_t pos = 0;
    if (sep->len == 1)
        return split_byte(pc, sep->data[0], maxsplit);
    while (maxsplit-- != 0) {
        int64_t at = find_bytes(s, pos, s->len, sep, false);
        if (at < 0)
            break;
        if (!pieces_add(pc, pos, (size_t)at))
            return false;
        pos = (size_t)at + sep->len;
    }
    return pieces_add(pc, pos, s->len);
}

// rsplit(sep) with an explicit separator (pieces collected right to left).
static bool rsplit_sep(Pieces *pc, NpStr *sep, int64_t maxsplit)
{
    NpStr *s = pc->s;
    size_t end = s->len;
    while (maxsplit-- != 0) {
        int64_t at = find_bytes(s, 0, end, sep, true);
        if (at < 0)
            break;
        if (!pieces_add(pc, (size_t)at + sep->len, end))
            return false;
        end = (size_t)at;
    }
    return pieces_add(pc, 0, end);
}

// Reverses list [l] in place.
static void reverse_list(NpList *l)
{
    for (size_t i = 0, j = l->n; i + 1 < j; i++, j--) {
        NpValue t = l->items[i];
        l->items[i] = l->items[j - 1];
        l->items[j - 1] = t;
    }
}

// split and rsplit: (sep=None, maxsplit=-1).
static bool do_split(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                     bool rev, NpValue *out)
{
    static const char *const names[] = {"sep", "maxsplit"};
    NpValue a[2];
    int64_t maxsplit = -1;
    if ((!kw || kw->n == 0) && argc <= 3) {
        // split(), split(sep) and split(sep, maxsplit): no binding needed.
        a[0] = argc >= 2 ? argv[1] : np_undef();
        a[1] = argc == 3 ? argv[2] : np_undef();
    } else if (!np_args_bind(vm, fname, argc - 1, argv + 1, kw, names, 2, 2, 0, a))
        return false;
    if (!NP_IS_UNDEF(a[1]) && !nplib_as_ssize(vm, a[1], &maxsplit))
        return false;
    NpStr *sep = NULL;
    if (!NP_IS_UNDEF(a[0]) && !NP_IS_NONE(a[0])) {
        if (!NP_IS_STR(a[0]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "must be str or None, not %s",
                             np_type_name(vm, a[0]));
        sep = NP_AS_STR(a[0]);
        if (sep->len == 0)
            return np_raisef(vm, NP_TYPE_VALUEERROR, "empty separator");
    }
    NpList *l = np_list_new(vm, 0);
    if (!l || !np_budget_charge(vm, np_cost_text(SELF->len)))
        return false;
    Pieces pc; // (not zero-initialised: at[] is written before it is read)
    pc.vm = vm;
    pc.s = SELF;
    pc.l = l;
    pc.n = 0;
    bool ok;
    if (sep)
        ok = rev ? rsplit_sep(&pc, sep, maxsplit) : split_sep(&pc, sep, maxsplit);
    else
        ok = rev ? rsplit_ws(&pc, maxsplit) : split_ws(&pc, maxsplit);
    ok = ok && pieces_flush(&pc);
    if (rev)
        reverse_list(l);
    return ok && ret_obj(l, out);
}

static bool str_split(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_split(vm, "split", argc, argv, kw, false, out);
}

static bool str_rsplit(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_split(vm, "rsplit", argc, argv, kw, true, out);
}

static bool str_splitlines(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {"keepends"};
    NpValue a[1];
    bool keep = false;
    if (!np_args_bind(vm, "splitlines", argc - 1, argv + 1, kw, names, 1, 1, 0, a) ||
        !np_charge_text(vm, SELF->len))
        return false;
    if (!NP_IS_UNDEF(a[0])) {
        if (NP_IS_FLOAT(a[0]))
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "'float' object cannot be interpreted as an integer");
        if (!np_truthy(vm, a[0], &keep))
            return false;
    }
    NpStr *s = SELF;
    NpList *l = np_list_new(vm, 0);
    if (!l)
        return false;
    size_t pos = 0, start = 0;
    while (pos < s->len) {
        // Printable ASCII and tab are never line breaks: skip them without decoding.
        unsigned char b = (unsigned char)s->data[pos];
        if ((b >= 0x20 && b < 0x7f) || b == '\t') {
            pos++;
            continue;
        }
        size_t at = pos;
        uint32_t c = next_cp(s->data, &pos);
        if (!is_linebreak(c))
            continue;
        if (c == '\r' && pos < s->len && s->data[pos] == '\n')
            pos++;
        if (!push_piece(vm, l, s, start, keep ? pos : at))
            return false;
        start = pos;
    }
    if (start < s->len && !push_piece(vm, l, s, start, s->len))
        return false;
    return ret_obj(l, out);
}

/* ---------------------------------------------------------------- strip */

// True when code point [c] occurs in [chars].
static bool in_chars(const NpStr *chars, uint32_t c)
{
    size_t pos = 0;
    while (pos < chars->len)
        if (next_cp(chars->data, &pos) == c)
            return true;
    return false;
}

// Whether ASCII byte [c] is one of [chars]: a loop over a short set (strip(",.;")) costs less
// than a memchr call.
static inline bool ascii_in_chars(const NpStr *chars, unsigned char c)
{
    if (chars->len > 16)
        return memchr(chars->data, c, chars->len) != NULL;
    for (size_t i = 0; i < chars->len; i++)
        if ((unsigned char)chars->data[i] == c)
            return true;
    return false;
}

// Whether strip() removes the code point at byte offset [pos] of [s]: whitespace, or with
// [chars] one of them (an ASCII byte is looked up in its bytes: in UTF-8 it is never part of
// another character). [*next] gets the offset after it.
static inline bool strippable_at(const NpStr *s, const NpStr *chars, size_t pos, size_t *next)
{
    if (!chars)
        return space_at(s, pos, next);
    unsigned char c = (unsigned char)s->data[pos];
    if (c < 0x80) {
        *next = pos + 1;
        return ascii_in_chars(chars, c);
    }
    *next = pos;
    return in_chars(chars, next_cp(s->data, next));
}

// strippable_at for the code point that ends at byte offset [pos]; [*prev] gets its start.
static inline bool strippable_before(const NpStr *s, const NpStr *chars, size_t pos,
                                     size_t *prev)
{
    if (!chars)
        return space_before(s, pos, prev);
    unsigned char c = (unsigned char)s->data[pos - 1];
    if (c < 0x80) {
        *prev = pos - 1;
        return ascii_in_chars(chars, c);
    }
    *prev = pos;
    return in_chars(chars, prev_cp(s->data, prev));
}

static void qualify(char qual[32], const char *fname);

// strip/lstrip/rstrip: [mode] bit 1 strips the left, bit 2 the right.
static bool do_strip(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw, int mode,
                     NpValue *out)
{
    NpStr *self = SELF;
    if (argc <= 2 && (!kw || kw->n == 0) && self->len > 0 &&
        self->hdr.type == vm->types[NP_TYPE_STR]) {
        // Nothing to strip at the ends (ASCII bytes, tested in place): the str itself. With
        // chars (`w.strip(",.;")`), an ASCII end byte is tested against them the way
        // strippable_at tests it.
        unsigned char first = (unsigned char)self->data[0];
        unsigned char last = (unsigned char)self->data[self->len - 1];
        if (argc == 1 || NP_IS_NONE(argv[1])) {
            if ((!(mode & 1) || (first < 0x80 && !ascii_space(first))) &&
                (!(mode & 2) || (last < 0x80 && !ascii_space(last)))) {
                *out = argv[0];
                return true;
            }
        } else if (NP_IS_STR(argv[1])) {
            const NpStr *chars = NP_AS_STR(argv[1]);
            if ((!(mode & 1) || (first < 0x80 && !ascii_in_chars(chars, first))) &&
                (!(mode & 2) || (last < 0x80 && !ascii_in_chars(chars, last)))) {
                *out = argv[0];
                return true;
            }
        }
    }
    if (kw && kw->n > 0) {
        char qual[32];
        qualify(qual, fname);
        return np_args_nokw_fail(vm, qual);
    }
    if (!np_args_count(vm, fname, argc - 1, 0, 1))
        return false;
    NpStr *chars = NULL;
    if (argc > 1 && !NP_IS_NONE(argv[1])) {
        if (!NP_IS_STR(argv[1]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "%s arg must be None or str", fname);
        chars = NP_AS_STR(argv[1]);
    }
    NpStr *s = SELF;
    if (!np_charge_text(vm, s->len))
        return false;
    size_t a = 0, b = s->len, next;
    while ((mode & 1) && a < b && strippable_at(s, chars, a, &next))
        a = next;
    while ((mode & 2) && b > a && strippable_before(s, chars, b, &next))
        b = next;
    return ret_obj(nplib_substr(vm, s, a, b), out);
}

static bool str_strip(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_strip(vm, "strip", argc, argv, kw, 3, out);
}

static bool str_lstrip(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_strip(vm, "lstrip", argc, argv, kw, 1, out);
}

static bool str_rstrip(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_strip(vm, "rstrip", argc, argv, kw, 2, out);
}

// Writes "str." + [fname] into [qual] (32 bytes; method names are short), the name used in
// argument errors. Plain copies: snprintf here was a fifth of the cost of a str.find call.
static void qualify(char qual[32], const char *fname)
{
    size_t n = strlen(fname);
    if (n > 27)
        n = 27;
    memcpy(qual, "str.", 4);
    memcpy(qual + 4, fname, n);
    qual[4 + n] = '\0';
}

/* ---------------------------------------------------------------- searching */

// Checks the (sub[, start[, end]]) shape of find/count/index/startswith.
static bool search_args_check(NpVM *vm, const char *fname, int argc, NpTuple *kw)
{
    if (kw && kw->n > 0) {
        char qual[32];
        qualify(qual, fname);
        return np_args_nokw(vm, qual, kw);
    }
    if (argc < 2)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes at least 1 argument (0 given)", fname);
    if (argc > 4)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() takes at most 3 arguments (%d given)",
                         fname, argc - 1);
    return true;
}

// search_args_check without a call for the usual one positional argument.
static inline bool search_args(NpVM *vm, const char *fname, int argc, NpTuple *kw)
{
    return (argc == 2 && (!kw || kw->n == 0)) || search_args_check(vm, fname, argc, kw);
}

// The byte range of SELF selected by code-point indices [start, end) after adjustment; false
// when the range is empty in a way that makes every search fail (start > len). The offsets
// come through the VM's str cursor (np_str_offset_vm), so `s.find(x, i)` in a scanning loop
// over a long non-ASCII str walks from the previous position, not from the start.
static inline bool byte_range(NpVM *vm, NpStr *s, int64_t start, int64_t end, size_t *lo,
                              size_t *hi)
{
    if (start == 0 && end == INT64_MAX) {
        // No range given: the whole str.
        *lo = 0;
        *hi = s->len;
        return true;
    }
    adjust_indices(&start, &end, (int64_t)s->ncp);
    if (start > (int64_t)s->ncp || end < start)
        return false;
    *lo = np_str_offset_vm(vm, s, (size_t)start);
    *hi = end >= (int64_t)s->ncp ? s->len : np_str_offset_vm(vm, s, (size_t)end);
    return true;
}

// The bytes a search of [sub_len]-byte needle over [lo, hi) looked at before it stopped: up to
// the end of the match at [at] (from hi for a reverse search), or the whole range when [at] is
// -1. The budget is charged for these after the search (np_charge_text), so `s.find(x, i)`
// in a scanning loop pays for the text it passes over once, not for the whole str per call;
// the search's work is bounded by the range, which exists already, so charging after it is
// as safe as charging before.
static inline size_t scanned_bytes(size_t lo, size_t hi, int64_t at, size_t sub_len, bool rev)
{
    if (hi < lo)
        return 0;
    if (at < 0)
        return hi - lo;
    size_t a = (size_t)at;
    return rev ? hi - a : a + sub_len - lo;
}

// find/rfind/index/rindex: the code-point index of the match, or -1.
static bool do_find(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw, bool rev,
                    bool raise, NpValue *out)
{
    int64_t start, end;
    if (!search_args(vm, fname, argc, kw) || !need_str(vm, argv[1], fname, 0) ||
        !parse_range(vm, argc, argv, &start, &end))
        return false;
    NpStr *s = SELF, *sub = NP_AS_STR(argv[1]);
    size_t lo = 0, hi = 0;
    int64_t at = -1;
    if (byte_range(vm, s, start, end, &lo, &hi)) {
        at = find_bytes(s, lo, hi, sub, rev);
        if (!np_charge_text(vm, scanned_bytes(lo, hi, at, sub->len, rev)))
            return false;
    }
    if (at < 0 && raise)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "substring not found");
    *out = np_int(at < 0 ? -1 : (int64_t)np_str_cp_index_vm(vm, s, (size_t)at));
    return true;
}

static bool str_find(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_find(vm, "find", argc, argv, kw, false, false, out);
}

static bool str_rfind(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_find(vm, "rfind", argc, argv, kw, true, false, out);
}

static bool str_index(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_find(vm, "index", argc, argv, kw, false, true, out);
}

static bool str_rindex(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_find(vm, "rindex", argc, argv, kw, true, true, out);
}

static bool str_count(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int64_t start, end;
    if (!search_args(vm, "count", argc, kw) || !need_str(vm, argv[1], "count", 0) ||
        !parse_range(vm, argc, argv, &start, &end))
        return false;
    NpStr *s = SELF, *sub = NP_AS_STR(argv[1]);
    size_t lo = 0, hi = 0;
    int64_t n = 0;
    if (byte_range(vm, s, start, end, &lo, &hi)) {
        // The whole range is scanned; charged before the scan like every whole-text method.
        if (!np_charge_text(vm, hi >= lo ? hi - lo : 0))
            return false;
        if (sub->len == 0) {
            n = (int64_t)nplib_cp_count(s, hi) - (int64_t)nplib_cp_count(s, lo) + 1;
        } else {
            int64_t at;
            while ((at = find_bytes(s, lo, hi, sub, false)) >= 0) {
                n++;
                lo = (size_t)at + sub->len;
            }
        }
    }
    *out = np_int(n);
    return true;
}

// startswith/endswith of one candidate [sub] within bytes [lo, hi).
static inline bool affix_match(NpStr *s, size_t lo, size_t hi, NpStr *sub, bool end)
{
    if (sub->len > hi - lo)
        return false;
    if (sub->len == 0)
        return true;
    // The first byte inline: most candidates of a tuple fail there, without a memcmp call.
    size_t at = end ? hi - sub->len : lo;
    return s->data[at] == sub->data[0] &&
           (sub->len == 1 || memcmp(s->data + at + 1, sub->data + 1, sub->len - 1) == 0);
}

// startswith and endswith: (prefix or tuple of prefixes[, start[, end]]).
static bool do_affix(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw, bool end,
                     NpValue *out)
{
    int64_t start, stop;
    if (!search_args(vm, fname, argc, kw) || !parse_range(vm, argc, argv, &start, &stop))
        return false;
    NpValue p = argv[1];
    if (!NP_IS_STR(p) && !NP_IS_TUPLE(p))
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "%s first arg must be str or a tuple of str, not %s", fname,
                         np_type_name(vm, p));
    NpStr *s = SELF;
    size_t lo = 0, hi = 0;
    bool inrange = byte_range(vm, s, start, stop, &lo, &hi);
    bool r = false;
    if (NP_IS_STR(p)) {
        if (!np_charge_text(vm, NP_AS_STR(p)->len))
            return false;
        r = inrange && affix_match(s, lo, hi, NP_AS_STR(p), end);
    } else {
        NpTuple *t = NP_AS_TUPLE(p);
        // The byte every one-byte candidate is compared with (a tuple of letters or
        // punctuation is the common form), read once; -1 when the range is empty.
        int edge = inrange && hi > lo ? (unsigned char)s->data[end ? hi - 1 : lo] : -1;
        for (size_t i = 0; i < t->n && !r; i++) {
            NpValue c = t->items[i];
            if (!NP_IS_STR(c))
                return np_raisef(vm, NP_TYPE_TYPEERROR, "tuple for %s must only contain str, not %s",
                                 fname, np_type_name(vm, c));
            NpStr *sub = NP_AS_STR(c);
            if (sub->len == 1) {
                r = (unsigned char)sub->data[0] == edge;
                continue;
            }
            if (!np_charge_text(vm, sub->len))
                return false;
            r = inrange && affix_match(s, lo, hi, sub, end);
        }
    }
    *out = np_bool(r);
    return true;
}

// `s.startswith(p)` / `s.endswith(p)` with one str argument and no range, the common call
// (a line's "#", "- ", a path's ".html"): the bytes compared at the edge, without
// do_affix's argument parsing and range conversion. A byte prefix (suffix) of valid UTF-8
// that is itself valid UTF-8 is a code-point prefix (suffix), so no index is converted.
// -1 when the call is not of that form (do_affix handles it), else 0 or 1 (the budget is not
// reached below NP_COST_FREE_BYTES; a longer [p] is charged as do_affix charges it).
static inline int affix_quick(int argc, NpValue *argv, NpTuple *kw, bool end)
{
    if (argc != 2 || kw || !NP_IS_STR(argv[1]))
        return -1;
    NpStr *s = SELF, *p = NP_AS_STR(argv[1]);
    if (p->len >= NP_COST_FREE_BYTES)
        return -1;
    if (p->len > s->len)
        return 0;
    const char *a = s->data + (end ? s->len - p->len : 0);
    for (size_t i = 0; i < p->len; i++)
        if (a[i] != p->data[i])
            return 0;
    return 1;
}

static bool str_startswith(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int r = affix_quick(argc, argv, kw, false);
    if (r >= 0) {
        *out = np_bool(r);
        return true;
    }
    return do_affix(vm, "startswith", argc, argv, kw, false, out);
}

static bool str_endswith(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int r = affix_quick(argc, argv, kw, true);
    if (r >= 0) {
        *out = np_bool(r);
        return true;
    }
    return do_affix(vm, "endswith", argc, argv, kw, true, out);
}

/* ---------------------------------------------------------------- replace */

// Counts non-overlapping occurrences of [old] in [s], up to [max] (negative = all), and records
// the offsets of the first [nseen] in [seen].
static size_t count_matches(NpStr *s, NpStr *old, int64_t max, size_t *seen, size_t nseen)
{
    if (old->len == 0) {
        size_t n = s->ncp + 1;
        return max >= 0 && (uint64_t)max < n ? (size_t)max : n;
    }
    size_t n = 0, pos = 0;
    int64_t at;
    while ((max < 0 || (int64_t)n < max) && (at = find_bytes(s, pos, s->len, old, false)) >= 0) {
        if (n < nseen)
            seen[n] = (size_t)at;
        n++;
        pos = (size_t)at + old->len;
    }
    return n;
}

// Copies [s] into [p] replacing the first [n] matches of [old] by [rep]; the first [nseen]
// match offsets are already known (count_matches recorded them).
static void fill_replace(char *p, NpStr *s, NpStr *old, NpStr *rep, size_t n, const size_t *seen,
                         size_t nseen)
{
    size_t pos = 0;
    for (size_t k = 0; k < n; k++) {
        size_t at;
        if (old->len == 0) {
            at = pos;
            if (k > 0)
                next_cp(s->data, &at);
        } else if (k < nseen) {
            at = seen[k];
        } else {
            at = (size_t)find_bytes(s, pos, s->len, old, false);
        }
        memcpy(p, s->data + pos, at - pos);
        p += at - pos;
        memcpy(p, rep->data, rep->len);
        p += rep->len;
        pos = at + old->len;
    }
    memcpy(p, s->data + pos, s->len - pos);
}

static bool str_replace(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int64_t max = -1;
    if (!np_args_nokw(vm, "str.replace", kw) || !np_args_count(vm, "replace", argc - 1, 2, 3) ||
        !need_str(vm, argv[1], "replace", 1) || !need_str(vm, argv[2], "replace", 2))
        return false;
    if (argc > 3 && !nplib_as_ssize(vm, argv[3], &max))
        return false;
    NpStr *s = SELF, *old = NP_AS_STR(argv[1]), *rep = NP_AS_STR(argv[2]);
    if (!np_budget_charge(vm, np_cost_text(s->len)))
        return false;
    // The offsets of the first matches, so the copy does not search for them again.
    size_t seen[32];
    size_t n = count_matches(s, old, max, seen, 32);
    if (n == 0) {
        *out = argv[0];
        return true;
    }
    size_t grow, total;
    if (__builtin_mul_overflow(n, rep->len, &grow) ||
        __builtin_add_overflow(s->len - n * old->len, grow, &total))
        return np_raise_nomem(vm);
    NpStr *r = np_str_alloc(vm, total);
    if (!r)
        return false;
    fill_replace(r->data, s, old, rep, n, seen, n < 32 ? n : 32);
    if (s->hdr.flags & rep->hdr.flags & NP_STR_ASCII) {
        r->ncp = r->len;  // ASCII pieces of an ASCII str joined by an ASCII str
        r->hdr.flags |= NP_STR_ASCII;
    } else {
        np_str_finish(r);
    }
    return ret_obj(r, out);
}

/* ---------------------------------------------------------------- case mapping */

// How one code point maps: to upper, lower or title case.
typedef enum CaseOp { CASE_UPPER, CASE_LOWER, CASE_TITLE, CASE_FOLD } CaseOp;

// Appends the full case mapping of [c] to [b]. utf8proc gives the simple (one-to-one) mappings;
// the one-to-many ones of SpecialCasing.txt ('ß'.upper() == 'SS') come from np_lib_unidata.c;
// casefold uses utf8proc's full case folding.
static void append_case(NpBuf *b, uint32_t c, CaseOp op)
{
    char buf[8];
    if (op == CASE_FOLD && c == 0x130) {
        np_buf_appendc(b, "i\xcc\x87");
        return;
    }
    if (op == CASE_FOLD && c >= 0x80) {
        utf8proc_int32_t dst[8];
        int bc = 0;
        utf8proc_ssize_t n = utf8proc_decompose_char((utf8proc_int32_t)c, dst, 8,
                                                     UTF8PROC_CASEFOLD, &bc);
        for (utf8proc_ssize_t i = 0; i < n && n <= 8; i++)
            np_buf_append(b, buf, (size_t)np_utf8_encode((uint32_t)dst[i], buf));
        if (n > 0 && n <= 8)
            return;
    }
    const uint32_t *special = NULL;
    if (c >= 0x80 && op != CASE_FOLD)
        special = nplib_uni_special(c, op == CASE_UPPER ? 0 : op == CASE_LOWER ? 1 : 2);
    if (special) {
        for (int k = 0; k < 3 && special[k]; k++)
            np_buf_append(b, buf, (size_t)np_utf8_encode(special[k], buf));
        return;
    }
    uint32_t m = c;
    if (c < 0x80) {
        if (op == CASE_UPPER || op == CASE_TITLE)
            m = (c >= 'a' && c <= 'z') ? c - 32 : c;
        else
            m = (c >= 'A' && c <= 'Z') ? c + 32 : c;
    } else if (op == CASE_UPPER) {
        m = (uint32_t)utf8proc_toupper((utf8proc_int32_t)c);
    } else if (op == CASE_TITLE) {
        m = (uint32_t)utf8proc_totitle((utf8proc_int32_t)c);
    } else {
        m = (uint32_t)utf8proc_tolower((utf8proc_int32_t)c);
    }
    np_buf_append(b, buf, (size_t)np_utf8_encode(m, buf));
}

// Unicode general category helpers.
static int category(uint32_t c)
{
    if (c >= 0x80 && nplib_uni_unassigned(c))
        return UTF8PROC_CATEGORY_CN;  // Assigned only after CPython's Unicode version.
    return (int)utf8proc_category((utf8proc_int32_t)c);
}

static bool is_upper(uint32_t c)
{
    if (c < 0x80)
        return c >= 'A' && c <= 'Z';
    return category(c) == UTF8PROC_CATEGORY_LU ||
           (!nplib_uni_unassigned(c) && utf8proc_isupper((utf8proc_int32_t)c));
}

static bool is_lower(uint32_t c)
{
    if (c < 0x80)
        return c >= 'a' && c <= 'z';
    return category(c) == UTF8PROC_CATEGORY_LL ||
           (!nplib_uni_unassigned(c) && utf8proc_islower((utf8proc_int32_t)c));
}

static bool is_title(uint32_t c)
{
    return c >= 0x80 && category(c) == UTF8PROC_CATEGORY_LT;
}

static bool is_cased(uint32_t c)
{
    if (c < 0x80)
        return (c | 32) >= 'a' && (c | 32) <= 'z';
    return nplib_uni_cased(c);
}

// CPython's final-sigma rule: the capital sigma at byte [at] (next code point at [next])
// lowercases to final sigma when, skipping case-ignorable code points, a cased one precedes it
// and none follows.
static bool final_sigma(NpStr *s, size_t at, size_t next)
{
    size_t p = at;
    uint32_t c = 0;
    while (p > 0 && nplib_uni_case_ignorable(c = prev_cp(s->data, &p)))
        c = 0;
    if (c == 0 || !is_cased(c))
        return false;
    p = next;
    while (p < s->len) {
        c = next_cp(s->data, &p);
        if (!nplib_uni_case_ignorable(c))
            return !is_cased(c);
    }
    return true;
}

// Maps every code point of [s]: [how] 0 upper, 1 lower, 2 swapcase, 3 casefold, 4 title,
// 5 capitalize.
static NpStr *map_case(NpVM *vm, NpStr *s, int how)
{
    NpBuf b;
    np_buf_init(&b, vm);
    size_t pos = 0;
    bool prev_cased = false;
    while (pos < s->len) {
        size_t at = pos;
        uint32_t c = next_cp(s->data, &pos);
        CaseOp op;
        switch (how) {
        case 0: op = CASE_UPPER; break;
        case 1: op = CASE_LOWER; break;
        case 2: op = is_upper(c) ? CASE_LOWER : is_lower(c) ? CASE_UPPER : CASE_LOWER; break;
        case 3: op = CASE_FOLD; break;
        case 4: op = prev_cased ? CASE_LOWER : CASE_TITLE; break;
        default: op = at == 0 ? CASE_TITLE : CASE_LOWER; break;
        }
        prev_cased = is_cased(c);
        if (how == 2 && !is_upper(c) && !is_lower(c)) {
            char buf[4];
            np_buf_append(&b, buf, (size_t)np_utf8_encode(c, buf));
        } else if (c == 0x3A3 && op == CASE_LOWER && final_sigma(s, at, pos)) {
            np_buf_appendc(&b, "\xcf\x82");
        } else {
            append_case(&b, c, op);
        }
    }
    return np_buf_finish(&b);
}

// The ASCII fast path of upper()/lower().
static NpStr *ascii_case(NpVM *vm, NpStr *s, bool upper)
{
    NpStr *r = np_str_alloc(vm, s->len);
    if (!r)
        return NULL;
    // One range test per byte: [lo, lo + 26) is the case that changes, by 32 either way.
    // Eight bytes at a time first: every byte is below 0x80, so adding 0x80 - lo (or 0x80 -
    // (lo + 26)) to each byte of the word sets its top bit exactly when the byte is >= lo (or
    // >= lo + 26) and never carries into the next byte; the bytes in range get 0x20 flipped.
    unsigned char lo = upper ? 'a' : 'A';
    const uint64_t ones = 0x0101010101010101ull;
    size_t i = 0;
    for (; i + 8 <= s->len; i += 8) {
        uint64_t w;
        memcpy(&w, s->data + i, 8);
        uint64_t ge_lo = w + ones * (uint64_t)(0x80 - lo);
        uint64_t ge_hi = w + ones * (uint64_t)(0x80 - (lo + 26));
        uint64_t in = ge_lo & ~ge_hi & (ones * 0x80);
        w ^= in >> 2;
        memcpy(r->data + i, &w, 8);
    }
    for (; i < s->len; i++) {
        unsigned char c = (unsigned char)s->data[i];
        r->data[i] = (char)((unsigned char)(c - lo) < 26 ? c ^ 32 : c);
    }
    // The result is ASCII like [s]: no code-point count needed.
    r->ncp = r->len;
    r->hdr.flags |= NP_STR_ASCII;
    return r;
}

// The ASCII fast path of swapcase() (how 2), title() (4) and capitalize() (5), which map_case
// decodes and looks up a code point at a time (~80 instructions a byte): for ASCII text the
// title case of a letter is its upper case and the cased characters are the letters, so each
// letter is made upper or lower by one bit and everything else is kept.
static NpStr *ascii_case_ctx(NpVM *vm, NpStr *s, int how)
{
    NpStr *r = np_str_alloc(vm, s->len);
    if (!r)
        return NULL;
    bool prev_cased = false;
    for (size_t i = 0; i < s->len; i++) {
        unsigned char c = (unsigned char)s->data[i];
        bool letter = (unsigned char)((c | 32) - 'a') < 26;
        bool up = how == 2 ? (unsigned char)(c - 'a') < 26 : how == 4 ? !prev_cased : i == 0;
        if (letter)
            c = up ? (unsigned char)(c & ~32) : (unsigned char)(c | 32);
        prev_cased = letter;
        r->data[i] = (char)c;
    }
    r->ncp = r->len;
    r->hdr.flags |= NP_STR_ASCII;
    return r;
}

// Shared body of the case-mapping methods.
static bool case_method(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                        int how, NpValue *out)
{
    if (!noargs(vm, fname, argc, kw) || !np_charge_text(vm, SELF->len))
        return false;
    NpStr *s = SELF;
    if ((s->hdr.flags & NP_STR_ASCII) && (how == 0 || how == 1 || how == 3))
        return ret_obj(ascii_case(vm, s, how == 0), out);
    if (s->hdr.flags & NP_STR_ASCII)
        return ret_obj(ascii_case_ctx(vm, s, how), out);
    return ret_obj(map_case(vm, s, how), out);
}

static bool str_upper(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return case_method(vm, "str.upper", argc, argv, kw, 0, out);
}

static bool str_lower(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return case_method(vm, "str.lower", argc, argv, kw, 1, out);
}

static bool str_swapcase(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return case_method(vm, "str.swapcase", argc, argv, kw, 2, out);
}

static bool str_casefold(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return case_method(vm, "str.casefold", argc, argv, kw, 3, out);
}

static bool str_title(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return case_method(vm, "str.title", argc, argv, kw, 4, out);
}

static bool str_capitalize(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return case_method(vm, "str.capitalize", argc, argv, kw, 5, out);
}

/* ---------------------------------------------------------------- predicates */

static bool is_alpha(uint32_t c)
{
    if (c < 0x80)
        return (c | 32) >= 'a' && (c | 32) <= 'z';
    int k = category(c);
    return k == UTF8PROC_CATEGORY_LU || k == UTF8PROC_CATEGORY_LL || k == UTF8PROC_CATEGORY_LT ||
           k == UTF8PROC_CATEGORY_LM || k == UTF8PROC_CATEGORY_LO;
}

static bool is_decimal(uint32_t c)
{
    if (c < 0x80)
        return c >= '0' && c <= '9';
    return category(c) == UTF8PROC_CATEGORY_ND;
}

// Digits: decimals plus the other Numeric_Type=Digit code points (superscripts, circled digits).
static bool is_digit(uint32_t c)
{
    return is_decimal(c) || (c >= 0x80 && nplib_uni_digit_only(c));
}

static bool is_numeric(uint32_t c)
{
    if (c < 0x80)
        return c >= '0' && c <= '9';
    int k = category(c);
    return k == UTF8PROC_CATEGORY_ND || k == UTF8PROC_CATEGORY_NL || k == UTF8PROC_CATEGORY_NO ||
           is_digit(c) || nplib_uni_unihan_numeric(c);
}

static bool is_alnum(uint32_t c)
{
    return is_alpha(c) || is_numeric(c);
}

static bool is_printable(uint32_t c)
{
    if (c < 0x80)
        return c >= 0x20 && c < 0x7f;
    int k = category(c);
    return !(k == UTF8PROC_CATEGORY_CC || k == UTF8PROC_CATEGORY_CF || k == UTF8PROC_CATEGORY_CS ||
             k == UTF8PROC_CATEGORY_CO || k == UTF8PROC_CATEGORY_CN || k == UTF8PROC_CATEGORY_ZL ||
             k == UTF8PROC_CATEGORY_ZP || k == UTF8PROC_CATEGORY_ZS);
}

static bool is_ascii(uint32_t c)
{
    return c < 0x80;
}

static bool is_space_pred(uint32_t c)
{
    return nplib_is_space(c);
}

// Shared body of the "every code point satisfies [pred]" predicates; [empty] is the result
// for the empty string. Inlined into each predicate, so [pred] is a constant there and its
// ASCII test is inlined into the byte loop (`ch.isalpha()` on one-char strs: ~80 instructions
// a call through the function pointer and noargs' calls).
static inline __attribute__((always_inline)) bool
all_chars(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
          bool (*pred)(uint32_t), bool empty, NpValue *out)
{
    if ((argc != 1 || kw) && !noargs(vm, fname, argc, kw))
        return false;
    if (!np_charge_text(vm, SELF->len))
        return false;
    NpStr *s = SELF;
    bool r = s->len > 0 || empty;
    size_t pos = 0;
    if (s->hdr.flags & NP_STR_ASCII) {
        // Every byte is a code point: no decoding.
        while (r && pos < s->len)
            r = pred((unsigned char)s->data[pos++]);
    } else {
        while (r && pos < s->len)
            r = pred(next_cp(s->data, &pos));
    }
    *out = np_bool(r);
    return true;
}

#define PREDICATE(name, pred, empty)                                                             \
    static bool str_##name(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)         \
    {                                                                                            \
        return all_chars(vm, "str." #name, argc, argv, kw, pred, empty, out);                    \
    }
PREDICATE(isalpha, is_alpha, false)
PREDICATE(isdigit, is_digit, false)
PREDICATE(isdecimal, is_decimal, false)
PREDICATE(isnumeric, is_numeric, false)
PREDICATE(isalnum, is_alnum, false)
PREDICATE(isspace, is_space_pred, false)
PREDICATE(isprintable, is_printable, true)
PREDICATE(isascii, is_ascii, true)
#undef PREDICATE

// isupper (want_upper) / islower: at least one cased code point and none of the other case.
static bool case_pred(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                      bool want_upper, NpValue *out)
{
    if (!noargs(vm, fname, argc, kw) || !np_charge_text(vm, SELF->len))
        return false;
    NpStr *s = SELF;
    bool cased = false;
    size_t pos = 0;
    while (pos < s->len) {
        uint32_t c = next_cp(s->data, &pos);
        if (want_upper ? (is_lower(c) || is_title(c)) : (is_upper(c) || is_title(c))) {
            *out = np_bool(false);
            return true;
        }
        if (want_upper ? is_upper(c) : is_lower(c))
            cased = true;
    }
    *out = np_bool(cased);
    return true;
}

static bool str_isupper(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return case_pred(vm, "str.isupper", argc, argv, kw, true, out);
}

static bool str_islower(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return case_pred(vm, "str.islower", argc, argv, kw, false, out);
}

static bool str_istitle(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!noargs(vm, "str.istitle", argc, kw) || !np_charge_text(vm, SELF->len))
        return false;
    NpStr *s = SELF;
    bool cased = false, prev = false;
    size_t pos = 0;
    while (pos < s->len) {
        uint32_t c = next_cp(s->data, &pos);
        if (is_upper(c) || is_title(c)) {
            if (prev) {
                *out = np_bool(false);
                return true;
            }
            prev = cased = true;
        } else if (is_lower(c)) {
            if (!prev) {
                *out = np_bool(false);
                return true;
            }
            prev = cased = true;
        } else {
            prev = false;
        }
    }
    *out = np_bool(cased);
    return true;
}

// XID_Start / XID_Continue (tables of np_lib_unidata.c above ASCII).
static bool id_start(uint32_t c)
{
    if (c < 0x80)
        return c == '_' || ((c | 32) >= 'a' && (c | 32) <= 'z');
    return nplib_uni_xid_start(c);
}

static bool id_continue(uint32_t c)
{
    if (c < 0x80)
        return c == '_' || ((c | 32) >= 'a' && (c | 32) <= 'z') || (c >= '0' && c <= '9');
    return nplib_uni_xid_continue(c);
}

static bool str_isidentifier(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!noargs(vm, "str.isidentifier", argc, kw) || !np_charge_text(vm, SELF->len))
        return false;
    NpStr *s = SELF;
    size_t pos = 0;
    bool r = s->len > 0 && id_start(next_cp(s->data, &pos));
    while (r && pos < s->len)
        r = id_continue(next_cp(s->data, &pos));
    *out = np_bool(r);
    return true;
}

/* ---------------------------------------------------------------- padding */

NpStr *nplib_pad(NpVM *vm, NpStr *s, size_t left, size_t right, uint32_t fill)
{
    char fb[4];
    size_t fl = (size_t)np_utf8_encode(fill, fb), pad, total;
    if (__builtin_add_overflow(left, right, &pad) || __builtin_mul_overflow(pad, fl, &pad) ||
        __builtin_add_overflow(pad, s->len, &total)) {
        np_raise_nomem(vm);
        return NULL;
    }
    NpStr *r = np_str_alloc(vm, total);
    if (!r)
        return NULL;
    char *p = r->data;
    if (fl == 1) {
        memset(p, fb[0], left);
        p += left;
    } else
        for (size_t i = 0; i < left; i++, p += fl)
            memcpy(p, fb, fl);
    memcpy(p, s->data, s->len);
    p += s->len;
    if (fl == 1)
        memset(p, fb[0], right);
    else
        for (size_t i = 0; i < right; i++, p += fl)
            memcpy(p, fb, fl);
    // The code points are known: the str's and one per fill (no recount).
    r->ncp = s->ncp + left + right;
    if (r->ncp == r->len)
        r->hdr.flags |= NP_STR_ASCII;
    return r;
}

// center/ljust/rjust: (width[, fillchar]); [how] 0 center, 1 ljust, 2 rjust.
static bool do_pad(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw, int how,
                   NpValue *out)
{
    int64_t width;
    uint32_t fill = ' ';
    if (kw && kw->n > 0) {
        char qual[32];
        qualify(qual, fname);
        return np_args_nokw_fail(vm, qual);
    }
    if (!np_args_count(vm, fname, argc - 1, 1, 2))
        return false;
    if (NP_IS_INT(argv[1]))
        width = argv[1].u.i;
    else if (!nplib_as_ssize(vm, argv[1], &width))
        return false;
    if (argc > 2) {
        if (!NP_IS_STR(argv[2]))
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "The fill character must be a unicode character, not %s",
                             np_type_name(vm, argv[2]));
        if (NP_AS_STR(argv[2])->ncp != 1)
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "The fill character must be exactly one character long");
        const char *p = NP_AS_STR(argv[2])->data;
        fill = np_utf8_decode(&p);
    }
    NpStr *s = SELF;
    if (width <= (int64_t)s->ncp)
        return ret_obj(nplib_substr(vm, s, 0, s->len), out);  // (a subclass's: an exact str)
    size_t marg = (size_t)width - s->ncp, left;
    if (how == 0)
        left = marg / 2 + (marg & (size_t)width & 1);
    else
        left = how == 1 ? 0 : marg;
    return ret_obj(nplib_pad(vm, s, left, marg - left, fill), out);
}

static bool str_center(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_pad(vm, "center", argc, argv, kw, 0, out);
}

static bool str_ljust(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_pad(vm, "ljust", argc, argv, kw, 1, out);
}

static bool str_rjust(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_pad(vm, "rjust", argc, argv, kw, 2, out);
}

static bool str_zfill(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    int64_t width;
    if (!np_args_nokw(vm, "str.zfill", kw) || !np_args_count(vm, "str.zfill", argc - 1, 1, 1) ||
        !nplib_as_ssize(vm, argv[1], &width))
        return false;
    NpStr *s = SELF;
    if (width <= (int64_t)s->ncp)
        return ret_obj(nplib_substr(vm, s, 0, s->len), out);  // (a subclass's: an exact str)
    NpStr *r = nplib_pad(vm, s, (size_t)width - s->ncp, 0, '0');
    if (!r)
        return false;
    size_t fill = (size_t)width - s->ncp;
    if (s->len > 0 && (s->data[0] == '+' || s->data[0] == '-')) {
        r->data[0] = s->data[0];
        r->data[fill] = '0';
    }
    return ret_obj(r, out);
}

/* ---------------------------------------------------------------- partition, affixes, tabs */

// partition/rpartition: a 3-tuple (head, sep, tail).
static bool do_partition(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                         bool rev, NpValue *out)
{
    if ((kw && kw->n > 0) || argc != 2) {
        // The qualified name ("str.partition") only for the errors.
        char qual[32];
        qualify(qual, fname);
        if (!np_args_nokw(vm, qual, kw) || !np_args_count(vm, qual, argc - 1, 1, 1))
            return false;
    }
    if (!need_str(vm, argv[1], fname, 0))
        return false;
    NpStr *s = SELF, *sep = NP_AS_STR(argv[1]);
    if (sep->len == 0)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "empty separator");
    if (!np_charge_text(vm, s->len))
        return false;
    NpTuple *t = np_tuple_new(vm, 3);
    NpStr *empty = vm->s_empty;  // Shared, as nplib_substr shares it.
    if (!t)
        return false;
    int64_t at = find_bytes(s, 0, s->len, sep, rev);
    if (at < 0) {
        t->items[rev ? 2 : 0] = argv[0];
        t->items[1] = t->items[rev ? 0 : 2] = np_obj((NpObject *)empty);
        return ret_obj(t, out);
    }
    NpStr *head = nplib_substr(vm, s, 0, (size_t)at);
    NpStr *tail = nplib_substr(vm, s, (size_t)at + sep->len, s->len);
    if (!head || !tail)
        return false;
    t->items[0] = np_obj((NpObject *)head);
    t->items[1] = argv[1];
    t->items[2] = np_obj((NpObject *)tail);
    return ret_obj(t, out);
}

static bool str_partition(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_partition(vm, "partition", argc, argv, kw, false, out);
}

static bool str_rpartition(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_partition(vm, "rpartition", argc, argv, kw, true, out);
}

// removeprefix/removesuffix.
static bool do_remove_affix(NpVM *vm, const char *fname, int argc, NpValue *argv, NpTuple *kw,
                            bool suffix, NpValue *out)
{
    char qual[32];
    qualify(qual, fname);
    if (!np_args_nokw(vm, qual, kw) || !np_args_count(vm, qual, argc - 1, 1, 1))
        return false;
    if (!NP_IS_STR(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s() argument must be str, not %s", fname,
                         np_type_name(vm, argv[1]));
    NpStr *s = SELF, *a = NP_AS_STR(argv[1]);
    if (a->len == 0 || !affix_match(s, 0, s->len, a, suffix)) {
        *out = argv[0];
        return true;
    }
    return ret_obj(suffix ? nplib_substr(vm, s, 0, s->len - a->len)
                          : nplib_substr(vm, s, a->len, s->len),
                   out);
}

static bool str_removeprefix(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_remove_affix(vm, "removeprefix", argc, argv, kw, false, out);
}

static bool str_removesuffix(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    return do_remove_affix(vm, "removesuffix", argc, argv, kw, true, out);
}

static bool str_expandtabs(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {"tabsize"};
    NpValue a[1];
    int64_t tab = 8;
    if (!np_args_bind(vm, "expandtabs", argc - 1, argv + 1, kw, names, 1, 1, 0, a))
        return false;
    if (!NP_IS_UNDEF(a[0]) && !nplib_as_ssize(vm, a[0], &tab))
        return false;
    NpStr *s = SELF;
    // The result's size is predictable: refuse it before building it when it cannot fit.
    if (!np_charge_text(vm, s->len))
        return false;
    size_t need = 0, col = 0, pos = 0;
    while (pos < s->len) {
        uint32_t c = next_cp(s->data, &pos);
        if (c == '\t') {
            size_t n = tab > 0 ? (size_t)tab - col % (size_t)tab : 0;
            need += n;
            col += n;
        } else {
            need += 4;  // at most 4 UTF-8 bytes
            col = (c == '\n' || c == '\r') ? 0 : col + 1;
        }
        if (need > vm->mem_limit)
            return np_raise_nomem(vm);
    }
    NpBuf b;
    np_buf_init(&b, vm);
    col = pos = 0;
    while (pos < s->len && !b.failed) {
        size_t at = pos;
        uint32_t c = next_cp(s->data, &pos);
        if (c == '\t') {
            if (tab > 0) {
                size_t n = (size_t)tab - col % (size_t)tab;
                static const char spaces[64] = "                                                                ";
                for (size_t i = 0; i < n && !b.failed; i += sizeof spaces)
                    np_buf_append(&b, spaces, n - i < sizeof spaces ? n - i : sizeof spaces);
                col += n;
            }
        } else {
            np_buf_append(&b, s->data + at, pos - at);
            col = (c == '\n' || c == '\r') ? 0 : col + 1;
        }
    }
    return ret_obj(np_buf_finish(&b), out);
}

/* ---------------------------------------------------------------- translate, maketrans */

// One code point's mapping in str.translate's table [table]: *m is the mapped value and *found
// false when the table has no entry (a LookupError from a non-dict table counts as none). An exact
// dict is probed directly, so a missing character raises no KeyError to be cleared again.
static bool translate_lookup(NpVM *vm, NpValue table, uint32_t c, NpValue *m, bool *found)
{
    if (NP_IS_OBJ(table) && NP_OBJ(table)->type == vm->types[NP_TYPE_DICT])
        return np_dict_get(vm, NP_AS_DICT(table), np_int(c), m, found);
    *found = true;
    if (np_getitem(vm, table, np_int(c), m))
        return true;
    if (!np_exc_matches(vm, vm->types[NP_TYPE_LOOKUPERROR]))
        return false;
    np_exc_clear(vm);
    *found = false;
    return true;
}

// Appends mapped value [m] of str.translate to [b]: None deletes, a str is copied, an int is a
// code point; anything else raises as CPython does.
static bool translate_append(NpVM *vm, NpBuf *b, NpValue m)
{
    if (NP_IS_NONE(m))
        return true;
    if (NP_IS_STR(m)) {
        np_buf_append_str(b, NP_AS_STR(m));
        return true;
    }
    if (!NP_IS_INT(m) && !NP_IS_BOOL(m))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "character mapping must return integer, None or str");
    if (m.u.i < 0 || m.u.i >= 0x110000)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "character mapping must be in range(0x110000)");
    char buf[4];
    np_buf_append(b, buf, (size_t)np_utf8_encode((uint32_t)m.u.i, buf));
    return true;
}

// Most translate tables are small exact dicts keyed by small ints (str.maketrans's), whose
// ASCII mappings one walk over the entries finds for less than a probe per distinct
// character of the text costs. Fills translate's [state] and [cache] for every ASCII code point
// when [d] (at most 256 entries, not many more than the [len] bytes of text) holds only small
// int and str keys: a str key never equals an int, and no other key's equality is consulted,
// so the ASCII code points not among the int keys have no entry. Leaves [state] all zero (each
// character looked up as it comes) when the walk does not apply; false with the budget's error
// pending.
static bool translate_prefill(NpVM *vm, NpDict *d, size_t len, uint8_t state[128],
                              NpValue cache[128])
{
    if (d->n > 256 || d->n > 4 * len)
        return true;
    if (!np_budget_charge(vm, (int64_t)(d->nentries / 16)))
        return false;
    memset(state, 1, 128);
    size_t pos = 0;
    NpValue k, v;
    while (np_dict_next(d, &pos, &k, &v)) {
        if (NP_IS_STR(k))
            continue;
        if (!NP_IS_INT(k)) {
            memset(state, 0, 128);
            return true;
        }
        if (k.u.i >= 0 && k.u.i < 128) {
            state[k.u.i] = 2;
            cache[k.u.i] = v;
        }
    }
    return true;
}

// str.translate(table): each code point is looked up in [table] (CPython's order of lookups and
// errors). The mappings of ASCII characters are remembered for the call in a 128-entry cache (as
// CPython's ASCII path does), so a long text costs one table probe per distinct ASCII character;
// only an exact dict's mappings are cached, since any other table's __getitem__ may have effects.
static bool str_translate(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "str.translate", kw) ||
        !np_args_count(vm, "str.translate", argc - 1, 1, 1) || !np_charge_text(vm, SELF->len))
        return false;
    NpStr *s = SELF;
    bool cacheable = NP_IS_OBJ(argv[1]) && NP_OBJ(argv[1])->type == vm->types[NP_TYPE_DICT];
    NpValue cache[128];
    uint8_t state[128] = {0}; // 0: not looked up; 1: no entry; 2: mapped to cache[c].
    if (cacheable && !translate_prefill(vm, NP_AS_DICT(argv[1]), s->len, state, cache))
        return false;
    NpBuf b;
    np_buf_init(&b, vm);
    size_t pos = 0, run = 0; // s->data[run, at) is unmapped text not yet copied to b.
    while (pos < s->len) {
        size_t at = pos;
        uint32_t c = (unsigned char)s->data[pos];
        if (c < 0x80) {
            pos++;
            if (state[c] == 1)
                continue; // (only a cacheable table sets a state)
        } else {
            c = next_cp(s->data, &pos);
        }
        NpValue m = np_none();
        bool found;
        if (c < 128 && state[c] == 2) {
            found = true;
            m = cache[c];
        } else {
            if (!translate_lookup(vm, argv[1], c, &m, &found))
                return np_buf_free(&b), false;
            if (cacheable && c < 128) {
                state[c] = found ? 2 : 1;
                cache[c] = m;
            }
        }
        if (!found)
            continue;
        np_buf_append(&b, s->data + run, at - run);
        run = pos;
        if (!translate_append(vm, &b, m))
            return np_buf_free(&b), false;
    }
    np_buf_append(&b, s->data + run, s->len - run);
    return ret_obj(np_buf_finish(&b), out);
}

// str.maketrans with one dict argument: keys of length-1 strs become code points.
static bool maketrans_dict(NpVM *vm, NpValue arg, NpValue *out)
{
    if (!NP_IS_DICT(arg))
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "if you give only one argument to maketrans it must be a dict");
    NpDict *src = NP_AS_DICT(arg), *d = np_dict_new(vm);
    if (!d)
        return false;
    size_t pos = 0;
    NpValue k, v;
    while (np_dict_next(src, &pos, &k, &v)) {
        if (NP_IS_STR(k)) {
            if (NP_AS_STR(k)->ncp != 1)
                return np_raisef(vm, NP_TYPE_VALUEERROR,
                                 "string keys in translate table must be of length 1");
            const char *p = NP_AS_STR(k)->data;
            k = np_int(np_utf8_decode(&p));
        } else if (!NP_IS_INT(k) && !NP_IS_BOOL(k)) {
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "keys in translate table must be strings or integers");
        }
        if (!np_dict_set(vm, d, NP_IS_BOOL(k) ? np_int(k.u.i) : k, v))
            return false;
    }
    return ret_obj(d, out);
}

static bool str_maketrans(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "str.maketrans", kw) || !np_args_count(vm, "maketrans", argc, 1, 3))
        return false;
    if (argc == 1)
        return maketrans_dict(vm, argv[0], out);
    for (int i = 0; i < argc; i++)
        if (!NP_IS_STR(argv[i]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "maketrans() argument %d must be str, not %s",
                             i + 1, np_type_name(vm, argv[i]));
    NpStr *x = NP_AS_STR(argv[0]), *y = NP_AS_STR(argv[1]);
    if (x->ncp != y->ncp)
        return np_raisef(vm, NP_TYPE_VALUEERROR,
                         "the first two maketrans arguments must have equal length");
    NpDict *d = np_dict_new(vm);
    if (!d)
        return false;
    size_t px = 0, py = 0;
    while (px < x->len) {
        uint32_t a = next_cp(x->data, &px), c = next_cp(y->data, &py);
        if (!np_dict_set(vm, d, np_int(a), np_int(c)))
            return false;
    }
    if (argc == 3) {
        NpStr *z = NP_AS_STR(argv[2]);
        size_t pz = 0;
        while (pz < z->len)
            if (!np_dict_set(vm, d, np_int(next_cp(z->data, &pz)), np_none()))
                return false;
    }
    return ret_obj(d, out);
}

/* ---------------------------------------------------------------- constructor, registration */

// str(object='') / str(object, encoding, errors) (decoding a bytes or bytearray).
static bool new_str(NpVM *vm, NpType *t, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    static const char *const names[] = {"object", "encoding", "errors"};
    NpValue a[3];
    // str(small int): no argument binding.
    if (argc == 1 && (!kw || kw->n == 0) && argv[0].tag == NP_T_INT)
        return ret_obj(np_to_str(vm, argv[0]), out);
    if (!np_args_bind(vm, "str", argc, argv, kw, names, 3, 3, 0, a))
        return false;
    if ((!NP_IS_UNDEF(a[1]) || !NP_IS_UNDEF(a[2])) && np_is_byteslike(a[0]))
        return nplib_bytes_decode(vm, a[0], a[1], a[2], out);
    if (!NP_IS_UNDEF(a[1]) || !NP_IS_UNDEF(a[2])) {
        // CPython converts encoding and errors before it looks at the object.
        for (int i = 1; i < 3; i++)
            if (!NP_IS_UNDEF(a[i]) && !NP_IS_STR(a[i]))
                return np_raisef(vm, NP_TYPE_TYPEERROR, "str() argument '%s' must be str, not %s",
                                 names[i], np_type_name(vm, a[i]));
        if (NP_IS_STR(a[0]))
            return np_raisef(vm, NP_TYPE_TYPEERROR, "decoding str is not supported");
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "decoding to str: need a bytes-like object, %s found",
                         NP_IS_UNDEF(a[0]) ? "str" : np_type_name(vm, a[0]));
    }
    if (NP_IS_UNDEF(a[0]))
        return ret_obj(np_str_new(vm, "", 0), out);
    NpStr *s = np_to_str(vm, a[0]);
    // str(x) of a str subclass instance (or a __str__ returning one) is an exact str, as in
    // CPython; a subclass's __format__ calling format(str(self), spec) relies on it.
    if (s && s->hdr.type != vm->types[NP_TYPE_STR])
        s = np_str_new(vm, s->data, s->len);
    return ret_obj(s, out);
}

static const NpMethodDef str_methods[] = {
    {"join", nplib_str_join, NP_NATIVE_METHOD | NP_NATIVE_DRAIN(NP_DRAIN_JOIN)},
    {"split", str_split, NP_NATIVE_METHOD},
    {"rsplit", str_rsplit, NP_NATIVE_METHOD},
    {"splitlines", str_splitlines, NP_NATIVE_METHOD},
    {"strip", str_strip, NP_NATIVE_METHOD},
    {"lstrip", str_lstrip, NP_NATIVE_METHOD},
    {"rstrip", str_rstrip, NP_NATIVE_METHOD},
    {"find", str_find, NP_NATIVE_METHOD},
    {"rfind", str_rfind, NP_NATIVE_METHOD},
    {"index", str_index, NP_NATIVE_METHOD},
    {"rindex", str_rindex, NP_NATIVE_METHOD},
    {"count", str_count, NP_NATIVE_METHOD},
    {"startswith", str_startswith, NP_NATIVE_METHOD},
    {"endswith", str_endswith, NP_NATIVE_METHOD},
    {"replace", str_replace, NP_NATIVE_METHOD},
    {"upper", str_upper, NP_NATIVE_METHOD},
    {"lower", str_lower, NP_NATIVE_METHOD},
    {"swapcase", str_swapcase, NP_NATIVE_METHOD},
    {"casefold", str_casefold, NP_NATIVE_METHOD},
    {"title", str_title, NP_NATIVE_METHOD},
    {"capitalize", str_capitalize, NP_NATIVE_METHOD},
    {"isalpha", str_isalpha, NP_NATIVE_METHOD},
    {"isdigit", str_isdigit, NP_NATIVE_METHOD},
    {"isdecimal", str_isdecimal, NP_NATIVE_METHOD},
    {"isnumeric", str_isnumeric, NP_NATIVE_METHOD},
    {"isalnum", str_isalnum, NP_NATIVE_METHOD},
    {"isspace", str_isspace, NP_NATIVE_METHOD},
    {"isprintable", str_isprintable, NP_NATIVE_METHOD},
    {"isascii", str_isascii, NP_NATIVE_METHOD},
    {"isupper", str_isupper, NP_NATIVE_METHOD},
    {"islower", str_islower, NP_NATIVE_METHOD},
    {"istitle", str_istitle, NP_NATIVE_METHOD},
    {"isidentifier", str_isidentifier, NP_NATIVE_METHOD},
    {"center", str_center, NP_NATIVE_METHOD},
    {"ljust", str_ljust, NP_NATIVE_METHOD},
    {"rjust", str_rjust, NP_NATIVE_METHOD},
    {"zfill", str_zfill, NP_NATIVE_METHOD},
    {"partition", str_partition, NP_NATIVE_METHOD},
    {"rpartition", str_rpartition, NP_NATIVE_METHOD},
    {"removeprefix", str_removeprefix, NP_NATIVE_METHOD},
    {"removesuffix", str_removesuffix, NP_NATIVE_METHOD},
    {"expandtabs", str_expandtabs, NP_NATIVE_METHOD},
    {"translate", str_translate, NP_NATIVE_METHOD},
    {"maketrans", str_maketrans, NP_NATIVE_STATIC},
    {"encode", nplib_str_encode, NP_NATIVE_METHOD},
    {"format", nplib_str_format, NP_NATIVE_METHOD},
    {"format_map", nplib_str_format_map, NP_NATIVE_METHOD},
    {NULL, NULL, 0},
};

bool nplib_open_str(NpVM *vm)
{
    vm->types[NP_TYPE_STR]->construct = new_str;
    return np_type_add_methods(vm, vm->types[NP_TYPE_STR], str_methods);
}
