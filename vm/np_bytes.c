/*
 * np_bytes.c - the bytes and bytearray objects and their part of the object protocol.
 *
 * bytes (NpBytes, OBJ_BYTES) keeps its bytes inline after the header like str; bytearray
 * (NpByteArray, OBJ_BYTEARRAY) owns a growable buffer charged through np_mem_realloc. Both are
 * read through one view (np_bytes_view), so every read-only operation is written once. np_ops.c,
 * np_iter.c and np_repr.c call the hooks here for their bytes cases: repr, hash, comparison,
 * + and * (and bytearray's += and *=), indexing and slicing, item assignment and deletion on a
 * bytearray, `in`, and iteration. Work proportional to the length is charged to the budget
 * like str's (np_charge_text). The methods and constructors are in stdlib/np_lib_bytes.c.
 */

#include <string.h>

#include "np_hash.h"
#include "np_interp.h"
#include "np_runtime.h"

// The largest bytes or bytearray a request may ask for before the memory limit is consulted
// (keeps every size computation far from overflow; the limit refuses much smaller ones).
#define NP_MAX_SEQ_BYTES ((size_t)INT64_MAX / 4)

/* ---------------------------------------------------------------- objects */

NpBytes *np_bytes_alloc(NpVM *vm, size_t len)
{
    if (len > NP_MAX_SEQ_BYTES)
        return np_raise_nomem(vm), NULL;
    NpBytes *b = (NpBytes *)np_alloc_obj(vm, sizeof(NpBytes) + len + 1, OBJ_BYTES,
                                         vm->types[NP_TYPE_BYTES]);
    if (!b)
        return NULL;
    b->len = len;
    b->data[len] = 0;
    return b;
}

NpBytes *np_bytes_new(NpVM *vm, const void *p, size_t len)
{
    NpBytes *b = np_bytes_alloc(vm, len);
    if (b && len)
        memcpy(b->data, p, len);
    return b;
}

bool np_bytearray_reserve(NpVM *vm, NpByteArray *a, size_t need)
{
    if (need <= a->cap)
        return true;
    if (need > NP_MAX_SEQ_BYTES)
        return np_raise_nomem(vm);
    size_t cap = a->cap < 16 ? 16 : a->cap;
    while (cap < need)
        cap = cap > SIZE_MAX / 2 ? need : cap + cap / 2 + 8;
    uint8_t *d = np_mem_realloc(vm, a->data, a->cap, cap);
    if (!d)
        return false;
    a->data = d;
    a->cap = cap;
    return true;
}

NpByteArray *np_bytearray_new(NpVM *vm, const void *p, size_t len)
{
    NpByteArray *a = (NpByteArray *)np_alloc_obj(vm, sizeof(NpByteArray), OBJ_BYTEARRAY,
                                                 vm->types[NP_TYPE_BYTEARRAY]);
    if (!a || !np_bytearray_reserve(vm, a, len))
        return NULL;
    if (len)
        memcpy(a->data, p, len);
    a->len = len;
    return a;
}

void np_bytearray_free_buf(NpVM *vm, NpByteArray *a)
{
    if (a->data)
        np_mem_realloc(vm, a->data, a->cap, 0);
    a->data = NULL;
    a->len = a->cap = 0;
}

bool np_bytes_view(NpValue v, const uint8_t **p, size_t *len)
{
    if (NP_IS_BYTES(v)) {
        *p = NP_AS_BYTES(v)->data;
        *len = NP_AS_BYTES(v)->len;
        return true;
    }
    if (NP_IS_BYTEARRAY(v)) {
        // An empty bytearray may have no buffer: never hand out NULL (memcpy/memchr of 0 bytes
        // from NULL is undefined).
        static const uint8_t empty[1];
        *p = NP_AS_BYTEARRAY(v)->data ? NP_AS_BYTEARRAY(v)->data : empty;
        *len = NP_AS_BYTEARRAY(v)->len;
        return true;
    }
    static const uint8_t none[1];
    *p = none;
    *len = 0;
    return false;
}

bool np_is_byteslike(NpValue v)
{
    return NP_IS_BYTES(v) || NP_IS_BYTEARRAY(v);
}

// A new object of [like]'s kind (bytes or bytearray) holding [len] bytes from [p].
static bool make_like(NpVM *vm, NpValue like, const void *p, size_t len, NpValue *out)
{
    NpObject *o = NP_IS_BYTEARRAY(like) ? (NpObject *)np_bytearray_new(vm, p, len)
                                        : (NpObject *)np_bytes_new(vm, p, len);
    if (!o)
        return false;
    *out = np_obj(o);
    return true;
}

bool np_bytes_make_like(NpVM *vm, NpValue like, const void *p, size_t len, NpValue *out)
{
    return make_like(vm, like, p, len, out);
}

/* ---------------------------------------------------------------- repr, hash */

void np_bytes_repr_to(NpBuf *out, NpValue v)
{
    const uint8_t *p;
    size_t n;
    np_bytes_view(v, &p, &n);
    bool ba = NP_IS_BYTEARRAY(v);
    // CPython uses double quotes only when the value has a ' and no ".
    bool dq = memchr(p, '\'', n) && !memchr(p, '"', n);
    char q = dq ? '"' : '\'';
    np_buf_appendc(out, ba ? "bytearray(b" : "b");
    np_buf_append(out, &q, 1);
    char tmp[5];
    for (size_t i = 0; i < n; i++) {
        uint8_t c = p[i];
        const char *e = NULL;
        if (c == '\\')
            e = "\\\\";
        else if (c == '\t')
            e = "\\t";
        else if (c == '\n')
            e = "\\n";
        else if (c == '\r')
            e = "\\r";
        else if (c == '\'' && (ba || !dq))
            e = "\\'";  // bytearray's repr escapes ' even inside double quotes, as CPython's
        if (e) {
            np_buf_appendc(out, e);
        } else if (c < 0x20 || c >= 0x7f) {
            static const char hex[] = "0123456789abcdef";
            tmp[0] = '\\', tmp[1] = 'x', tmp[2] = hex[c >> 4], tmp[3] = hex[c & 15];
            np_buf_append(out, tmp, 4);
        } else {
            np_buf_append(out, (const char *)&c, 1);
        }
    }
    np_buf_append(out, &q, 1);
    if (ba)
        np_buf_appendc(out, ")");
}

NpStr *np_bytes_repr(NpVM *vm, NpValue v)
{
    const uint8_t *p;
    size_t n;
    np_bytes_view(v, &p, &n);
    if (!np_charge_text(vm, n * 4))
        return NULL;
    NpBuf b;
    np_buf_init(&b, vm);
    np_bytes_repr_to(&b, v);
    return np_buf_finish(&b);
}

int64_t np_bytes_hash(NpBytes *b)
{
    if (!(b->hdr.flags & NP_BYTES_HASHED)) {
        const NpType *t = b->hdr.type;
        uint64_t seed = t && t->hdr.type ? np_type_of_types(t)->str_hash_seed : 0;
        b->hash = np_hash_text((const char *)b->data, b->len, seed);
        b->hdr.flags |= NP_BYTES_HASHED;
    }
    return b->hash;
}

/* ---------------------------------------------------------------- operators */

bool np_bytes_index_item(NpVM *vm, NpValue *v)
{
    NpValue fn, r;
    if (v->tag == NP_T_INT || NP_IS_BOOL(*v) || NP_IS_BIGINT(*v) || !NP_IS_OBJ(*v) ||
        !(NP_OBJ(*v)->type->tflags & NP_TF_USER) || !np_lookup_special(vm, *v, "__index__", &fn))
        return true;
    if (!np_call_rooted(vm, fn, 1, v, &r))
        return false;
    if (!(r.tag == NP_T_INT || NP_IS_BOOL(r) || NP_IS_BIGINT(r)))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "__index__ returned non-int (type %s)",
                         np_type_name(vm, r));
    *v = r;
    return true;
}

// The value of an int or bool [v] (or of an instance's __index__) as a byte: TypeError for
// non-integers ("'str' object cannot be interpreted as an integer"), ValueError "byte must be in
// range(0, 256)". An __index__ method may run Python code.
static bool byte_value_slow(NpVM *vm, NpValue v, uint8_t *out);

bool np_bytes_byte_value(NpVM *vm, NpValue v, uint8_t *out)
{
    int64_t i;
    if (!(v.tag == NP_T_INT || NP_IS_BOOL(v) || NP_IS_BIGINT(v)))
        return byte_value_slow(vm, v, out);
    if (!NP_IS_BIGINT(v))
        i = v.u.i;
    else if (!np_bigint_small(v, &i))
        i = -1;
    if (i < 0 || i > 255)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "byte must be in range(0, 256)");
    *out = (uint8_t)i;
    return true;
}

// np_bytes_byte_value of a value that is no int: an instance's __index__ result, else the
// TypeError.
__attribute__((noinline)) static bool byte_value_slow(NpVM *vm, NpValue v, uint8_t *out)
{
    if (!np_bytes_index_item(vm, &v))
        return false;
    if (!(v.tag == NP_T_INT || NP_IS_BOOL(v) || NP_IS_BIGINT(v)))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object cannot be interpreted as an integer",
                         np_type_name(vm, v));
    return np_bytes_byte_value(vm, v, out);
}

// bytes * n for a count already known to be an int.
static bool repeat(NpVM *vm, NpValue seq, NpValue n, NpValue *out)
{
    const uint8_t *p;
    size_t len;
    np_bytes_view(seq, &p, &len);
    int64_t count;
    if (NP_IS_BIGINT(n)) {
        if (!np_bigint_small(n, &count))
            return np_raisef(vm, NP_TYPE_OVERFLOWERROR,
                             "cannot fit 'int' into an index-sized integer");
    } else {
        count = n.u.i;
    }
    if (count < 0 || len == 0)
        count = 0;
    // Past the largest size CPython's bytes repeat reports an OverflowError (its bytearray
    // runs out of memory); short of it, past Nearly's largest sequence, memory runs out.
    if (count > 0 && (uint64_t)count > (uint64_t)INT64_MAX / len && !NP_IS_BYTEARRAY(seq))
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "repeated bytes are too long");
    if (count > 0 && (uint64_t)count > NP_MAX_SEQ_BYTES / len)
        return np_raise_nomem(vm);
    size_t total = len * (size_t)count;
    if (!np_charge_text(vm, total))
        return false;
    if (!make_like(vm, seq, NULL, 0, out))
        return false;
    uint8_t *d;
    if (NP_IS_BYTEARRAY(seq)) {
        NpByteArray *a = NP_AS_BYTEARRAY(*out);
        if (!np_bytearray_reserve(vm, a, total))
            return false;
        a->len = total;
        d = a->data;
    } else {
        NpBytes *b = np_bytes_alloc(vm, total);
        if (!b)
            return false;
        *out = np_obj(&b->hdr);
        d = b->data;
    }
    for (int64_t k = 0; k < count; k++)
        memcpy(d + (size_t)k * len, p, len);
    return true;
}

static bool is_int(NpValue v)
{
    return v.tag == NP_T_INT || NP_IS_BOOL(v) || NP_IS_BIGINT(v);
}

int np_bytes_dunder(NpVM *vm, NpValue v, NpValue *out)
{
    NpValue fn;
    if (!NP_IS_OBJ(v) || !(np_typeof(vm, v)->tflags & NP_TF_USER) ||
        !np_lookup_special(vm, v, "__bytes__", &fn))
        return 0;
    if (!np_push_root(vm, v))
        return -1;
    bool ok = np_call(vm, fn, 1, &v, NULL, out);
    np_pop_roots(vm, 1);
    if (!ok)
        return -1;
    if (!NP_IS_BYTES(*out)) {
        np_raisef(vm, NP_TYPE_TYPEERROR, "__bytes__ returned non-bytes (type %s)",
                  np_type_name(vm, *out));
        return -1;
    }
    return 1;
}

int np_bytes_binop(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out)
{
    const uint8_t *pa, *pb;
    size_t na, nb;
    bool ba = np_bytes_view(a, &pa, &na);
    switch (op) {
    case BINOP_ADD:
        if (!ba)
            return 0;
        if (!np_bytes_view(b, &pb, &nb)) {
            np_raisef(vm, NP_TYPE_TYPEERROR, "can't concat %s to %s", np_type_name(vm, b),
                      np_type_name(vm, a));
            return -1;
        }
        if (na + nb > NP_MAX_SEQ_BYTES)
            return np_raise_nomem(vm), -1;
        if (!np_charge_text(vm, na + nb))
            return -1;
        if (NP_IS_BYTEARRAY(a)) {
            NpByteArray *r = np_bytearray_new(vm, pa, na);
            if (!r || !np_bytearray_reserve(vm, r, na + nb))
                return -1;
            np_bytes_view(b, &pb, &nb);
            memcpy(r->data + na, pb, nb);
            r->len = na + nb;
            *out = np_obj(&r->hdr);
            return 1;
        }
        NpBytes *r = np_bytes_alloc(vm, na + nb);
        if (!r)
            return -1;
        memcpy(r->data, pa, na);
        memcpy(r->data + na, pb, nb);
        *out = np_obj(&r->hdr);
        return 1;
    case BINOP_MUL:
        if (ba && is_int(b))
            return repeat(vm, a, b, out) ? 1 : -1;
        if (!ba && np_is_byteslike(b) && is_int(a))
            return repeat(vm, b, a, out) ? 1 : -1;
        if (ba || np_is_byteslike(b)) {
            // A str, list or tuple on the left is the sequence CPython repeats (by b).
            bool left_seq = ba || NP_IS_STR(a) || NP_IS_LIST(a) || NP_IS_TUPLE(a);
            np_raisef(vm, NP_TYPE_TYPEERROR, "can't multiply sequence by non-int of type '%s'",
                      np_type_name(vm, left_seq ? b : a));
            return -1;
        }
        return 0;
    case BINOP_MOD:
        if (!ba)
            return 0;
        return np_bytes_percent(vm, a, b, out) ? 1 : -1;
    default:
        return 0;
    }
}

int np_bytearray_inplace(NpVM *vm, NpBinOp op, NpValue a, NpValue b, NpValue *out)
{
    NpByteArray *x = NP_AS_BYTEARRAY(a);
    const uint8_t *pb;
    size_t nb;
    if (op == BINOP_ADD) {
        if (!np_bytes_view(b, &pb, &nb)) {
            np_raisef(vm, NP_TYPE_TYPEERROR, "can't concat %s to bytearray", np_type_name(vm, b));
            return -1;
        }
        if (!np_charge_text(vm, nb) || !np_bytearray_reserve(vm, x, x->len + nb))
            return -1;
        np_bytes_view(b, &pb, &nb);  // b may be x itself: its buffer may have moved
        memmove(x->data + x->len, pb, nb);
        x->len += nb;
        *out = a;
        return 1;
    }
    if (op == BINOP_MUL && is_int(b)) {
        NpValue r;
        if (!repeat(vm, a, b, &r))
            return -1;
        NpByteArray *y = NP_AS_BYTEARRAY(r);
        // Take the repeated buffer over; the temporary keeps an empty one.
        np_bytearray_free_buf(vm, x);
        x->data = y->data, x->len = y->len, x->cap = y->cap;
        y->data = NULL, y->len = y->cap = 0;
        *out = a;
        return 1;
    }
    return np_bytes_binop(vm, op, a, b, out);
}

int np_bytes_compare(NpVM *vm, NpCmpOp op, NpValue a, NpValue b, NpValue *out)
{
    const uint8_t *pa, *pb;
    size_t na, nb;
    if (!np_bytes_view(a, &pa, &na) || !np_bytes_view(b, &pb, &nb))
        return 0;
    if (op > CMP_GTE)
        return 0;
    size_t m = na < nb ? na : nb;
    if (!np_charge_text(vm, m))
        return -1;
    int c = m ? memcmp(pa, pb, m) : 0;
    if (c == 0)
        c = na < nb ? -1 : na > nb ? 1 : 0;
    bool r;
    switch (op) {
    case CMP_EQ: r = c == 0; break;
    case CMP_NOTEQ: r = c != 0; break;
    case CMP_LT: r = c < 0; break;
    case CMP_LTE: r = c <= 0; break;
    case CMP_GT: r = c > 0; break;
    default: r = c >= 0; break;
    }
    *out = np_bool(r);
    return 1;
}

/* ---------------------------------------------------------------- items */

// Resolves index [key] against [len] of a bytes ([ba] false) or bytearray: CPython's "index out
// of range" / "bytearray index out of range" and "byte indices must be integers or slices".
static bool item_index(NpVM *vm, NpValue key, size_t len, bool ba, size_t *out)
{
    int64_t i;
    const char *what = ba ? "bytearray index" : "index";
    if (!is_int(key))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "%s indices must be integers or slices, not %s",
                         ba ? "bytearray" : "byte", np_type_name(vm, key));
    if (NP_IS_BIGINT(key) && !np_bigint_small(key, &i))
        return np_raisef(vm, NP_TYPE_INDEXERROR, "cannot fit 'int' into an index-sized integer");
    if (!NP_IS_BIGINT(key))
        i = key.u.i;
    if (i < 0)
        i += (int64_t)len;
    if (i < 0 || i >= (int64_t)len)
        return np_raisef(vm, NP_TYPE_INDEXERROR, "%s out of range", what);
    *out = (size_t)i;
    return true;
}

bool np_bytes_slice(NpVM *vm, NpValue obj, NpSlice *sl, NpValue *out)
{
    const uint8_t *p;
    size_t n;
    np_bytes_view(obj, &p, &n);
    int64_t start, stop, step, count;
    if (!np_slice_indices(vm, sl, (int64_t)n, &start, &stop, &step, &count))
        return false;
    if (!np_charge_text(vm, (size_t)count))
        return false;
    if (step == 1)
        return make_like(vm, obj, p + start, (size_t)count, out);
    if (!make_like(vm, obj, NULL, 0, out))
        return false;
    uint8_t *d;
    if (NP_IS_BYTEARRAY(obj)) {
        NpByteArray *a = NP_AS_BYTEARRAY(*out);
        if (!np_bytearray_reserve(vm, a, (size_t)count))
            return false;
        a->len = (size_t)count;
        d = a->data;
    } else {
        NpBytes *b = np_bytes_alloc(vm, (size_t)count);
        if (!b)
            return false;
        *out = np_obj(&b->hdr);
        d = b->data;
    }
    np_bytes_view(obj, &p, &n);
    for (int64_t k = 0, i = start; k < count; k++, i += step)
        d[k] = p[i];
    return true;
}

bool np_bytes_getitem(NpVM *vm, NpValue obj, NpValue key, NpValue *out)
{
    if (NP_IS_KIND(key, OBJ_SLICE))
        return np_bytes_slice(vm, obj, (NpSlice *)NP_AS_OBJ(key), out);
    const uint8_t *p;
    size_t n, i;
    np_bytes_view(obj, &p, &n);
    if (!item_index(vm, key, n, NP_IS_BYTEARRAY(obj), &i))
        return false;
    *out = np_int(p[i]);
    return true;
}

// Replaces bytes [start, start+del) of [a] with [n] bytes from [src] (which may alias a->data).
static bool splice(NpVM *vm, NpByteArray *a, size_t start, size_t del, const uint8_t *src,
                   size_t n)
{
    uint8_t *copy = NULL;
    if (n && src >= a->data && src < a->data + a->cap) {
        copy = np_mem_realloc(vm, NULL, 0, n);
        if (!copy)
            return false;
        memcpy(copy, src, n);
        src = copy;
    }
    bool ok = np_charge_text(vm, a->len + n) && np_bytearray_reserve(vm, a, a->len - del + n);
    if (ok) {
        memmove(a->data + start + n, a->data + start + del, a->len - start - del);
        if (n)
            memcpy(a->data + start, src, n);
        a->len = a->len - del + n;
    }
    if (copy)
        np_mem_realloc(vm, copy, n, 0);
    return ok;
}

bool np_bytearray_splice(NpVM *vm, NpByteArray *a, size_t start, size_t del, const uint8_t *src,
                         size_t n)
{
    return splice(vm, a, start, del, src, n);
}

// The bytes to store for `ba[i:j] = value`: a bytes-like object, or an iterable of ints
// collected into a temporary bytearray in *tmp.
static bool assigned_bytes(NpVM *vm, NpValue value, NpValue *tmp, const uint8_t **p, size_t *n)
{
    if (np_bytes_view(value, p, n))
        return true;
    if (is_int(value) || NP_IS_STR(value))
        return np_raisef(vm, NP_TYPE_TYPEERROR,
                         "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
    if (!np_call_rooted(vm, np_obj(&vm->types[NP_TYPE_BYTEARRAY]->hdr), 1, &value, tmp))
        return false;
    return np_bytes_view(*tmp, p, n);
}

bool np_bytearray_setitem(NpVM *vm, NpValue obj, NpValue key, NpValue value)
{
    NpByteArray *a = NP_AS_BYTEARRAY(obj);
    if (!NP_IS_KIND(key, OBJ_SLICE)) {
        size_t i;
        uint8_t c;
        // As CPython: an int index's range is checked after the value is converted (whose
        // __index__ may resize the bytearray); a key of another type fails first.
        if (!is_int(key) ? !item_index(vm, key, a->len, true, &i)
                         : !np_bytes_byte_value(vm, value, &c) ||
                               !item_index(vm, key, a->len, true, &i))
            return false;
        a->data[i] = c;
        return true;
    }
    NpValue tmp = np_none();
    const uint8_t *p;
    size_t n;
    if (!assigned_bytes(vm, value, &tmp, &p, &n))
        return false;
    int64_t start, stop, step, count;
    if (!np_slice_indices(vm, (NpSlice *)NP_AS_OBJ(key), (int64_t)a->len, &start, &stop, &step,
                          &count))
        return false;
    if (step == 1)
        return splice(vm, a, (size_t)start, (size_t)count, p, n);
    if ((size_t)count != n)
        return np_raisef(vm, NP_TYPE_VALUEERROR,
                         "attempt to assign bytes of size %zu to extended slice of size %lld", n,
                         (long long)count);
    for (int64_t k = 0, i = start; k < count; k++, i += step)
        a->data[i] = p[k];
    return true;
}

bool np_bytearray_delitem(NpVM *vm, NpValue obj, NpValue key)
{
    NpByteArray *a = NP_AS_BYTEARRAY(obj);
    if (!NP_IS_KIND(key, OBJ_SLICE)) {
        size_t i;
        if (!item_index(vm, key, a->len, true, &i))
            return false;
        return splice(vm, a, i, 1, NULL, 0);
    }
    int64_t start, stop, step, count;
    if (!np_slice_indices(vm, (NpSlice *)NP_AS_OBJ(key), (int64_t)a->len, &start, &stop, &step,
                          &count))
        return false;
    if (count <= 0)
        return true;
    if (step < 0) {
        start += step * (count - 1);
        step = -step;
    }
    if (step == 1)
        return splice(vm, a, (size_t)start, (size_t)count, NULL, 0);
    if (!np_charge_text(vm, a->len))
        return false;
    size_t w = (size_t)start;
    for (size_t r = (size_t)start, k = 0; r < a->len; r++) {
        if (k < (size_t)count && r == (size_t)(start + (int64_t)k * step)) {
            k++;
            continue;
        }
        a->data[w++] = a->data[r];
    }
    a->len = w;
    return true;
}

bool np_bytes_contains(NpVM *vm, NpValue container, NpValue item, bool *res)
{
    const uint8_t *p, *q;
    size_t n, m, n0;
    np_bytes_view(container, &p, &n0);
    if (NP_IS_OBJ(item) && (NP_OBJ(item)->type->tflags & NP_TF_USER) &&
        !np_bytes_index_item(vm, &item))
        return false;
    // Read again after __index__, which may resize a bytearray; CPython searches the length
    // it had before.
    np_bytes_view(container, &p, &n);
    n = n < n0 ? n : n0;
    if (is_int(item)) {
        uint8_t c;
        if (!np_bytes_byte_value(vm, item, &c))
            return false;
        *res = n && memchr(p, c, n) != NULL;
        return true;
    }
    if (!np_bytes_view(item, &q, &m))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "a bytes-like object is required, not '%s'",
                         np_type_name(vm, item));
    if (!np_charge_text(vm, n))
        return false;
    *res = m == 0 || (n && memmem(p, n, q, m) != NULL);
    return true;
}

/* ---------------------------------------------------------------- iteration */

int np_bytes_next(NpIter *it, NpValue *out)
{
    const uint8_t *p;
    size_t n;
    np_bytes_view(it->src, &p, &n);
    if (it->done || (size_t)it->i >= n) {
        it->done = true;
        return 0;
    }
    *out = np_int(p[it->i++]);
    return 1;
}
