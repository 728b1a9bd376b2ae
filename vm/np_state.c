/*
 * np_state.c - versioned state: commits of a VM's global namespace into a store, checkout,
 * history and diffs (nearly_store_* / nearly_state_* in include/nearly.h; layout in np_state.h).
 *
 * Commit encoding (canonical, hashed into the commit id):
 *   "NPC" 0x01, has_parent byte, [16-byte parent id], zigzag varint time, zigzag varint budget,
 *   varint n, then n entries sorted by name (strictly): varint len, name bytes, 16-byte hash.
 * Objects are looked up by linear search, which is fine for the few hundred names and commits of
 * an agent session; an index is the obvious next step.
 */
#include <stdlib.h>
#include <string.h>

#include "np_embed.h"
#include "np_state.h"

static const uint8_t COMMIT_MAGIC[4] = {'N', 'P', 'C', 1};

/* ---------------------------------------------------------------- store tables */

static void set_err(NearlyStore *s, const char *fmt, const char *arg) {
    snprintf(s->err, sizeof s->err, fmt, arg ? arg : "");
}

// Grows the array *[p] of elements of [size] to hold [need]; false when out of memory.
static bool grow(void **p, size_t *cap, size_t need, size_t size) {
    if (need <= *cap) return true;
    size_t ncap = *cap ? *cap * 2 : 16;
    while (ncap < need) ncap *= 2;
    void *np = realloc(*p, ncap * size);
    if (!np) return false;
    *p = np;
    *cap = ncap;
    return true;
}

static const NpStObject *find_object(const NearlyStore *s, const NpHash *h) {
    for (size_t i = 0; i < s->nobjs; i++)
        if (!memcmp(s->objs[i].h.b, h->b, 16)) return &s->objs[i];
    return NULL;
}

bool np_store_add_object(NearlyStore *s, NpHash h, uint8_t *data, size_t len) {
    if (find_object(s, &h)) {
        free(data);
        return true;
    }
    if (!grow((void **)&s->objs, &s->objs_cap, s->nobjs + 1, sizeof *s->objs)) {
        free(data);
        set_err(s, "out of memory", NULL);
        return false;
    }
    s->objs[s->nobjs++] = (NpStObject){h, data, len};
    return true;
}

static void commit_free(NpStCommit *c) {
    for (size_t i = 0; i < c->n; i++) free(c->e[i].name);
    free(c->e);
    free(c->bytes);
    memset(c, 0, sizeof *c);
}

bool np_store_add_commit(NearlyStore *s, NpStCommit *c) {
    for (size_t i = 0; i < s->ncommits; i++)
        if (!memcmp(s->commits[i].id.b, c->id.b, 16)) {
            commit_free(c);
            return true;
        }
    if (!grow((void **)&s->commits, &s->commits_cap, s->ncommits + 1, sizeof *s->commits)) {
        commit_free(c);
        set_err(s, "out of memory", NULL);
        return false;
    }
    s->commits[s->ncommits++] = *c;
    return true;
}

static const NpStCommit *find_commit(const NearlyStore *s, const NpHash *id) {
    for (size_t i = 0; i < s->ncommits; i++)
        if (!memcmp(s->commits[i].id.b, id->b, 16)) return &s->commits[i];
    return NULL;
}

// Resolves "HEAD", a full id or a unique prefix of at least 4 hex digits; NULL with s->err set.
static const NpStCommit *resolve(NearlyStore *s, const char *ref) {
    if (!ref || !strcmp(ref, "HEAD")) {
        if (!s->has_head) {
            set_err(s, "the store has no commits yet", NULL);
            return NULL;
        }
        const NpStCommit *c = find_commit(s, &s->head);
        if (!c) set_err(s, "corrupt store: HEAD names a missing commit", NULL);
        return c;
    }
    size_t n = strlen(ref);
    const NpStCommit *found = NULL;
    if (n >= 4 && n <= 32) {
        for (size_t i = 0; i < s->ncommits; i++) {
            char hex[33];
            np_hash_hex(&s->commits[i].id, hex);
            if (!strncmp(hex, ref, n)) {
                if (found) {
                    set_err(s, "commit id '%s' is ambiguous", ref);
                    return NULL;
                }
                found = &s->commits[i];
            }
        }
    }
    if (!found) set_err(s, "no commit '%s' in the store", ref);
    return found;
}

/* ---------------------------------------------------------------- commit encoding */

// A growable byte buffer on malloc (commit encodings are host-side data).
typedef struct Bytes {
    uint8_t *d;
    size_t len, cap;
    bool failed;
} Bytes;

static void bput(Bytes *b, const void *p, size_t n) {
    if (b->failed) return;
    if (!grow((void **)&b->d, &b->cap, b->len + n, 1)) {
        b->failed = true;
        return;
    }
    memcpy(b->d + b->len, p, n);
    b->len += n;
}

static void bvarint(Bytes *b, uint64_t x) {
    do {
        uint8_t byte = (uint8_t)(x & 0x7f);
        x >>= 7;
        if (x) byte |= 0x80;
        bput(b, &byte, 1);
    } while (x);
}

static uint64_t zigzag(int64_t v) { return ((uint64_t)v << 1) ^ (uint64_t)(v >> 63); }

// Encodes [c]'s fields into c->bytes and sets c->id; false when out of memory.
static bool commit_encode(NpStCommit *c) {
    Bytes b = {0};
    bput(&b, COMMIT_MAGIC, 4);
    uint8_t hp = c->has_parent;
    bput(&b, &hp, 1);
    if (c->has_parent) bput(&b, c->parent.b, 16);
    bvarint(&b, zigzag(c->time));
    bvarint(&b, zigzag(c->budget));
    bvarint(&b, c->n);
    for (size_t i = 0; i < c->n; i++) {
        size_t n = strlen(c->e[i].name);
        bvarint(&b, n);
        bput(&b, c->e[i].name, n);
        bput(&b, c->e[i].h.b, 16);
    }
    if (b.failed) {
        free(b.d);
        return false;
    }
    c->bytes = b.d;
    c->nbytes = b.len;
    c->id = np_hash_bytes(b.d, b.len);
    return true;
}

// Reads a varint from [*p] (before [end]); false when malformed.
static bool rvarint(const uint8_t **p, const uint8_t *end, uint64_t *out) {
    uint64_t x = 0;
    for (int shift = 0; shift < 64 && *p < end; shift += 7) {
        uint8_t byte = *(*p)++;
        x |= (uint64_t)(byte & 0x7f) << shift;
        if (!(byte & 0x80)) {
            *out = x;
            return true;
        }
    }
    return false;
}

bool np_store_parse_commit(NearlyStore *s, const uint8_t *bytes, size_t len, NpStCommit *c) {
    memset(c, 0, sizeof *c);
    const uint8_t *p = bytes, *end = bytes + len;
    uint64_t t, bud, n;
    if (len < 5 || memcmp(p, COMMIT_MAGIC, 4) || p[4] > 1) goto bad;
    c->has_parent = p[4];
    p += 5;
    if (c->has_parent) {
        if (end - p < 16) goto bad;
        memcpy(c->parent.b, p, 16);
        p += 16;
    }
    if (!rvarint(&p, end, &t) || !rvarint(&p, end, &bud) || !rvarint(&p, end, &n)) goto bad;
    c->time = (int64_t)(t >> 1) ^ -(int64_t)(t & 1);
    c->budget = (int64_t)(bud >> 1) ^ -(int64_t)(bud & 1);
    if (n > (size_t)(end - p) / 17) goto bad;
    c->e = calloc(n ? n : 1, sizeof *c->e);
    if (!c->e) goto bad;
    for (size_t i = 0; i < n; i++) {
        uint64_t nl;
        if (!rvarint(&p, end, &nl) || nl == 0 || nl > 255 || (uint64_t)(end - p) < nl + 16)
            goto bad;
        c->e[i].name = malloc(nl + 1);
        if (!c->e[i].name) goto bad;
        c->n = i + 1;
        memcpy(c->e[i].name, p, nl);
        c->e[i].name[nl] = '\0';
        p += nl;
        memcpy(c->e[i].h.b, p, 16);
        p += 16;
        if (strlen(c->e[i].name) != nl || (i && strcmp(c->e[i - 1].name, c->e[i].name) >= 0))
            goto bad;
    }
    if (p != end) goto bad;
    c->bytes = malloc(len);
    if (!c->bytes) goto bad;
    memcpy(c->bytes, bytes, len);
    c->nbytes = len;
    c->id = np_hash_bytes(bytes, len);
    return true;
bad:
    commit_free(c);
    set_err(s, "corrupt store: malformed commit record", NULL);
    return false;
}

/* ---------------------------------------------------------------- stores */

NearlyStore *nearly_store_new(void) { return calloc(1, sizeof(NearlyStore)); }

NearlyStore *nearly_store_open(const char *path, char *err, size_t errlen) {
    NearlyStore *s = nearly_store_new();
    if (!s || !path) {
        if (err && errlen) snprintf(err, errlen, "%s", s ? "no path given" : "out of memory");
        free(s);
        return NULL;
    }
    if (!np_sqlite_open(s, path)) {
        if (err && errlen) snprintf(err, errlen, "%s: %s", path, s->err);
        nearly_store_free(s);
        return NULL;
    }
    return s;
}

void nearly_store_free(NearlyStore *s) {
    if (!s) return;
    if (s->db) np_sqlite_close(s);
    for (size_t i = 0; i < s->nobjs; i++) free(s->objs[i].data);
    for (size_t i = 0; i < s->ncommits; i++) commit_free(&s->commits[i]);
    free(s->objs);
    free(s->commits);
    free(s);
}

const char *nearly_store_error(const NearlyStore *s) { return s ? s->err : "no store"; }

int nearly_store_head(const NearlyStore *s, char id[33]) {
    if (!s || !s->has_head) return 0;
    np_hash_hex(&s->head, id);
    return 1;
}

/* ---------------------------------------------------------------- commit and load */

// True for globals that are saved: str names that are not __dunder__, and bound values.
// Modules are saved as references (np_serial.c, T_MODREF) and imported again on load, so a
// saved function that uses `math` still finds it in the next turn.
static bool saved_global(NpValue k, NpValue v) {
    if (!NP_IS_STR(k) || NP_IS_UNDEF(v)) return false;
    NpStr *name = NP_AS_STR(k);
    if (name->len == 0 || name->len > 255 || strlen(name->data) != name->len) return false;
    return !(name->len >= 4 && !strncmp(name->data, "__", 2) &&
             !strcmp(name->data + name->len - 2, "__"));
}

static int entry_cmp(const void *a, const void *b) {
    return strcmp(((const NpStEntry *)a)->name, ((const NpStEntry *)b)->name);
}

// Builds commit [c] from the VM's globals, encoded in name order through one encoder so an
// object shared by several globals is written once; new objects are appended to the store.
// False with s->err set.
static bool build_commit(NearlyStore *s, NpVM *vm, NpStCommit *c, size_t *first_new) {
    NpDict *g = vm->main_globals;
    c->e = calloc(g->n ? g->n : 1, sizeof *c->e);
    NpValue *vals = calloc(g->n ? g->n : 1, sizeof *vals);
    NpSerialEnc *enc = np_serial_enc_new(vm);
    bool ok = c->e && vals && enc;
    *first_new = s->nobjs;
    size_t pos = 0;
    NpValue k, v;
    while (ok && np_dict_next(g, &pos, &k, &v)) {
        if (!saved_global(k, v)) continue;
        c->e[c->n].name = strdup(NP_AS_STR(k)->data);
        if (!c->e[c->n].name) ok = false;
        else c->e[c->n++].h.b[0] = 0;
    }
    if (ok) qsort(c->e, c->n, sizeof *c->e, entry_cmp);
    for (size_t i = 0; ok && i < c->n; i++) {
        NpStr *key = np_intern_cstr(vm, c->e[i].name);
        vals[i] = key ? np_dict_get_str(g, key) : np_undef();
        ok = key != NULL;
    }
    for (size_t i = 0; ok && i < c->n; i++) {
        uint8_t *data;
        size_t len;
        if (!np_serial_enc_value(enc, vals[i], c->e[i].name, &data, &len)) {
            NpStr *msg = np_to_str(vm, vm->exc);
            np_exc_clear(vm);
            set_err(s, "%s", msg ? msg->data : "a value could not be encoded");
            ok = false;
            break;
        }
        c->e[i].h = np_hash_bytes(data, len);
        ok = np_store_add_object(s, c->e[i].h, data, len);
    }
    np_exc_clear(vm);
    np_serial_enc_free(enc);
    free(vals);
    return ok;
}

NearlyStatus nearly_state_commit(NearlyStore *s, NearlyVM *h, int64_t time, char id[33]) {
    if (!s || !h) return NEARLY_ERR_USAGE;
    s->err[0] = '\0';
    NpVM *vm = nearly_internal_vm(h);
    NpStCommit c;
    memset(&c, 0, sizeof c);
    c.has_parent = s->has_head;
    c.parent = s->head;
    c.time = time;
    c.budget = nearly_budget_used(h);
    size_t first_new = s->nobjs;
    bool ok = build_commit(s, vm, &c, &first_new) && commit_encode(&c);
    if (ok && s->db)
        ok = np_sqlite_write_commit(s, &c, s->objs + first_new, s->nobjs - first_new);
    if (!ok) {
        if (!s->err[0]) set_err(s, "out of memory", NULL);
        // Forget the objects this commit added (a file store has not written them).
        for (size_t i = first_new; i < s->nobjs; i++) free(s->objs[i].data);
        s->nobjs = first_new;
        commit_free(&c);
        return NEARLY_ERR_RUNTIME;
    }
    NpHash cid = c.id;
    if (!np_store_add_commit(s, &c)) return NEARLY_ERR_RUNTIME;
    s->has_head = true;
    s->head = cid;
    if (id) np_hash_hex(&cid, id);
    return NEARLY_OK;
}

// Decodes object [h] (global [name]) into a VM value through the commit's decoder [dec],
// checking its hash again; false with s->err set.
static bool load_value(NearlyStore *s, NpSerialDec *dec, NpVM *vm, const NpHash *h,
                       const char *name, NpValue *out) {
    const NpStObject *o = find_object(s, h);
    if (!o) {
        set_err(s, "corrupt store: the value of '%s' is missing", name);
        return false;
    }
    NpHash again = np_hash_bytes(o->data, o->len);
    if (memcmp(again.b, h->b, 16)) {
        set_err(s, "corrupt store: the value of '%s' does not match its hash", name);
        return false;
    }
    if (!np_serial_dec_value(dec, name, o->data, o->len, out)) {
        NpStr *msg = np_to_str(vm, vm->exc);
        np_exc_clear(vm);
        char buf[400];
        snprintf(buf, sizeof buf, "%s (in '%s')", msg ? msg->data : "corrupt value", name);
        set_err(s, "%s", buf);
        return false;
    }
    return true;
}

// Decodes every global of commit [c] into [vals] (c->n entries), in name order through one
// decoder (cross-global references need the earlier globals). Allocation never collects, so
// the values are safe in this C array until the caller stores them. False with s->err set.
static bool load_commit(NearlyStore *s, NpVM *vm, const NpStCommit *c, NpValue *vals) {
    NpSerialDec *dec = np_serial_dec_new(vm);
    if (!dec) {
        set_err(s, "out of memory", NULL);
        return false;
    }
    bool ok = true;
    for (size_t i = 0; ok && i < c->n; i++)
        ok = load_value(s, dec, vm, &c->e[i].h, c->e[i].name, &vals[i]);
    np_serial_dec_free(dec);
    return ok;
}

NearlyStatus nearly_state_load(NearlyStore *s, NearlyVM *h, const char *id) {
    if (!s || !h) return NEARLY_ERR_USAGE;
    s->err[0] = '\0';
    if (!id && !s->has_head) return NEARLY_OK;
    const NpStCommit *c = resolve(s, id);
    if (!c) return NEARLY_ERR_RUNTIME;
    NpVM *vm = nearly_internal_vm(h);
    // Decode everything first, so a corrupt value leaves the globals untouched. Allocation never
    // collects, so the decoded values are safe in this C array until they are stored.
    NpValue *vals = calloc(c->n ? c->n : 1, sizeof *vals);
    NpList *old = np_list_new(vm, 0);
    if (!vals || !old) {
        free(vals);
        np_exc_clear(vm);
        set_err(s, "out of memory", NULL);
        return NEARLY_ERR_LIMIT;
    }
    if (!load_commit(s, vm, c, vals)) {
        free(vals);
        return NEARLY_ERR_RUNTIME;
    }
    // Drop the saved globals the VM has now, then bind the commit's.
    NpDict *g = vm->main_globals;
    size_t pos = 0;
    NpValue k, v;
    bool ok = true;
    while (ok && np_dict_next(g, &pos, &k, &v))
        if (saved_global(k, v)) ok = np_list_append(vm, old, k);
    for (size_t i = 0; ok && i < old->n; i++) {
        bool found;
        ok = np_dict_del(vm, g, old->items[i], NULL, &found);
    }
    for (size_t i = 0; ok && i < c->n; i++) {
        NpStr *key = np_intern_cstr(vm, c->e[i].name);
        ok = key && np_dict_set_str(vm, g, key, vals[i]);
    }
    free(vals);
    if (!ok) {
        np_exc_clear(vm);
        set_err(s, "out of memory while restoring globals", NULL);
        return NEARLY_ERR_LIMIT;
    }
    return NEARLY_OK;
}

NearlyStatus nearly_state_checkout(NearlyStore *s, const char *id) {
    if (!s) return NEARLY_ERR_USAGE;
    s->err[0] = '\0';
    const NpStCommit *c = resolve(s, id);
    if (!c) return NEARLY_ERR_RUNTIME;
    bool had = s->has_head;
    NpHash old = s->head;
    s->has_head = true;
    s->head = c->id;
    if (s->db && !np_sqlite_set_head(s)) {
        s->has_head = had;
        s->head = old;
        return NEARLY_ERR_RUNTIME;
    }
    return NEARLY_OK;
}

/* ---------------------------------------------------------------- reports */

// Appends a NUL-terminated string to [b].
static void bstr(Bytes *b, const char *str) { bput(b, str, strlen(str)); }

// Finishes a report buffer into a C string; NULL when out of memory.
static char *bfinish(NearlyStore *s, Bytes *b) {
    bput(b, "", 1);
    if (b->failed) {
        free(b->d);
        set_err(s, "out of memory", NULL);
        return NULL;
    }
    return (char *)b->d;
}

static void put_commit_header(Bytes *b, const NpStCommit *c) {
    char hex[33], line[160];
    np_hash_hex(&c->id, hex);
    bstr(b, "commit ");
    bstr(b, hex);
    bstr(b, "\n");
    if (c->has_parent) {
        np_hash_hex(&c->parent, hex);
        snprintf(line, sizeof line, "parent %s\n", hex);
    } else {
        snprintf(line, sizeof line, "parent (none)\n");
    }
    bstr(b, line);
    snprintf(line, sizeof line, "time %lld  budget used %lld  names %zu\n", (long long)c->time,
             (long long)c->budget, c->n);
    bstr(b, line);
}

char *nearly_state_log(NearlyStore *s) {
    if (!s) return NULL;
    s->err[0] = '\0';
    Bytes b = {0};
    if (!s->has_head) bstr(&b, "(no commits)\n");
    const NpStCommit *c = s->has_head ? resolve(s, NULL) : NULL;
    if (s->has_head && !c) return NULL;
    // The chain is followed at most ncommits steps, so a (corrupt) cycle cannot loop forever.
    for (size_t steps = 0; c && steps <= s->ncommits; steps++) {
        if (steps) bstr(&b, "\n");
        put_commit_header(&b, c);
        bstr(&b, "    ");
        for (size_t i = 0; i < c->n; i++) {
            if (i) bstr(&b, ", ");
            bstr(&b, c->e[i].name);
        }
        bstr(&b, c->n ? "\n" : "(empty)\n");
        c = c->has_parent ? find_commit(s, &c->parent) : NULL;
    }
    return bfinish(s, &b);
}

// Appends the description of value [v] (np_serial_describe: reprs of data, `<function f>`,
// instances with their attributes; no Python code runs); false when out of memory.
static bool put_repr(Bytes *b, NpVM *vm, NpValue v) {
    char *text = np_serial_describe(vm, v);
    if (!text) return false;
    bstr(b, text);
    free(text);
    return true;
}

// The decoded globals of commit [c] (malloc'd array of c->n values), or NULL with s->err set.
static NpValue *commit_values(NearlyStore *s, NpVM *vm, const NpStCommit *c) {
    NpValue *vals = calloc(c->n ? c->n : 1, sizeof *vals);
    if (!vals) {
        set_err(s, "out of memory", NULL);
        return NULL;
    }
    if (!load_commit(s, vm, c, vals)) {
        free(vals);
        return NULL;
    }
    return vals;
}

char *nearly_state_show(NearlyStore *s, NearlyVM *h, const char *id) {
    if (!s || !h) return NULL;
    s->err[0] = '\0';
    const NpStCommit *c = resolve(s, id);
    if (!c) return NULL;
    NpVM *vm = nearly_internal_vm(h);
    NpValue *vals = commit_values(s, vm, c);
    if (!vals) return NULL;
    Bytes b = {0};
    put_commit_header(&b, c);
    bool ok = true;
    for (size_t i = 0; ok && i < c->n; i++) {
        bstr(&b, c->e[i].name);
        bstr(&b, " = ");
        ok = put_repr(&b, vm, vals[i]);
        bstr(&b, "\n");
    }
    free(vals);
    if (!ok) b.failed = true;
    return bfinish(s, &b);
}

// The entry of [c] named [name], or NULL.
static const NpStEntry *find_entry(const NpStCommit *c, const char *name) {
    for (size_t i = 0; i < c->n; i++)
        if (!strcmp(c->e[i].name, name)) return &c->e[i];
    return NULL;
}

// True when [a] and [b] are described the same way (false when out of memory).
static bool same_description(NpVM *vm, NpValue a, NpValue b) {
    char *x = np_serial_describe(vm, a), *y = np_serial_describe(vm, b);
    bool same = x && y && !strcmp(x, y);
    free(x);
    free(y);
    return same;
}

char *nearly_state_diff(NearlyStore *s, NearlyVM *h, const char *a, const char *bref) {
    if (!s || !h) return NULL;
    s->err[0] = '\0';
    const NpStCommit *ca = resolve(s, a);
    const NpStCommit *cb = ca ? resolve(s, bref) : NULL;
    if (!cb) return NULL;
    NpVM *vm = nearly_internal_vm(h);
    NpValue *va = commit_values(s, vm, ca);
    NpValue *vb = va ? commit_values(s, vm, cb) : NULL;
    if (!vb) {
        free(va);
        return NULL;
    }
    Bytes b = {0};
    bool ok = true;
    for (size_t i = 0; ok && i < ca->n; i++) {
        const NpStEntry *eb = find_entry(cb, ca->e[i].name);
        // Equal bytes can still show different values when they refer to another global's
        // object (`b = a`, then `a` changed): compare the descriptions too.
        if (eb && !memcmp(eb->h.b, ca->e[i].h.b, 16) && same_description(vm, va[i], vb[eb - cb->e]))
            continue;
        bstr(&b, eb ? "~ " : "- ");
        bstr(&b, ca->e[i].name);
        bstr(&b, eb ? ": " : " = ");
        ok = put_repr(&b, vm, va[i]);
        if (eb) {
            bstr(&b, " -> ");
            ok = ok && put_repr(&b, vm, vb[eb - cb->e]);
        }
        bstr(&b, "\n");
    }
    for (size_t i = 0; ok && i < cb->n; i++) {
        if (find_entry(ca, cb->e[i].name)) continue;
        bstr(&b, "+ ");
        bstr(&b, cb->e[i].name);
        bstr(&b, " = ");
        ok = put_repr(&b, vm, vb[i]);
        bstr(&b, "\n");
    }
    free(va);
    free(vb);
    if (!ok) b.failed = true;
    if (b.len == 0) bstr(&b, "(no differences)\n");
    return bfinish(s, &b);
}
