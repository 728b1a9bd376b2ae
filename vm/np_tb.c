/*
 * np_tb.c - formatting tracebacks the way CPython 3.11 does, for the interpreter's report of an
 * uncaught exception (np_exc_print, on the error stream) and for the traceback module
 * (stdlib/np_lib_traceback.c: format_exc, format_exception, extract_tb, ...), with one code.
 *
 * A traceback entry is a proto and the index of the instruction that was running
 * (NpTraceEntry). Its line is in the proto's line table; the caret line under it (`^^^^` and
 * the `~~^~~` form of binary operations and subscripts) needs the instruction's column span,
 * which no proto keeps: when an exception is formatted, the source of its protos (NpProto
 * .source) is compiled again with spans recorded (npcomp_positions, compiler/np_compile.c)
 * and each entry's proto is matched with its twin. Nothing of this runs, and nothing is
 * stored, until an exception is formatted.
 *
 * The traceback object a script sees (`e.__traceback__`, the third item of sys.exc_info()) is
 * opaque: a wrapper of the lazily made type `traceback` holding the exception and how many of
 * its entries (the last ones) it covers. It has no attributes (tb_frame, tb_next and every
 * `tb_` name stay refused by vm/np_attr.c); only the traceback module reads it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_code.h"
#include "np_compile.h"
#include "np_interp.h"
#include "np_runtime.h"
#include "np_tb.h"

/* ---------------------------------------------------------------- the traceback object */

// The type of traceback objects, made on first use (an idle VM holds none).
static NpType *tb_type(NpVM *vm)
{
    if (vm->traceback_type)
        return vm->traceback_type;
    NpType *base = vm->types[NP_TYPE_OBJECT];
    vm->traceback_type =
        np_builtin_type_new(vm, "traceback", "traceback", base, OBJ_WRAPPER, 0, sizeof(NpType));
    return vm->traceback_type;
}

bool np_tb_object(NpVM *vm, NpValue exc, NpValue *out)
{
    NpException *e = NP_AS_EXC(exc);
    if (e->ntb == 0) {
        *out = np_none();
        return true;
    }
    NpType *t = tb_type(vm);
    NpWrapper *w = t ? (NpWrapper *)np_alloc_obj(vm, sizeof(NpWrapper), OBJ_WRAPPER, t) : NULL;
    if (!w)
        return false;
    w->a = exc;
    w->b = np_int((int64_t)e->ntb);
    w->c = w->d = np_none();
    *out = np_obj(&w->hdr);
    return true;
}

bool np_is_tb(NpVM *vm, NpValue v)
{
    return vm->traceback_type && NP_IS_KIND(v, OBJ_WRAPPER) &&
           NP_OBJ(v)->type == vm->traceback_type;
}

// The entries traceback object [tb] covers: the last [count] of its exception's.
static const NpTraceEntry *tb_entries(NpValue tb, uint32_t *n)
{
    NpWrapper *w = NP_AS_WRAPPER(tb);
    NpException *e = NP_AS_EXC(w->a);
    uint32_t count = (uint32_t)w->b.u.i;
    if (count > e->ntb)
        count = e->ntb;
    *n = count;
    return e->tb + (e->ntb - count);
}

bool np_exc_with_traceback(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "with_traceback", kw))
        return false;
    if (argc != 2)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "BaseException.with_traceback() takes exactly "
                         "one argument (%d given)", argc - 1);
    if (!NP_IS_EXC(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "descriptor 'with_traceback' requires a "
                         "'BaseException' object but received a '%s'",
                         np_type_name(vm, argv[0]));
    NpException *e = NP_AS_EXC(argv[0]);
    if (NP_IS_NONE(argv[1])) {
        e->ntb = 0;
    } else if (np_is_tb(vm, argv[1])) {
        uint32_t n;
        const NpTraceEntry *src = tb_entries(argv[1], &n);
        NpTraceEntry *copy = n ? malloc(n * sizeof *copy) : NULL;
        if (n && !copy)
            return np_raise_nomem(vm);
        if (n)
            memcpy(copy, src, n * sizeof *copy);
        e->ntb = 0;
        bool ok = true;
        for (uint32_t i = 0; i < n && ok; i++)
            ok = np_exc_add_trace(vm, e, copy[i].proto, copy[i].line, copy[i].pc);
        free(copy);
        if (!ok)
            return false;
    } else {
        return np_raisef(vm, NP_TYPE_TYPEERROR, "__traceback__ must be a traceback or None");
    }
    *out = argv[0];
    return true;
}

/* ---------------------------------------------------------------- frames to print */

// The source line [line] (1-based) of [src], with its '\n' when it has one; false when the
// source has no such line.
static bool source_line(const char *src, size_t len, int line, const char **out, size_t *n)
{
    size_t pos = 0;
    for (int l = 1; l < line && pos < len; pos++)
        if (src[pos] == '\n')
            l++;
    if (line < 1 || pos >= len)
        return false;
    size_t end = pos;
    while (end < len && src[end] != '\n')
        end++;
    if (end < len)
        end++;
    *out = src + pos;
    *n = end - pos;
    return true;
}

// The source [p] was compiled from, or the run's [src] for a proto of the main file. A report
// given no source at all (the REPL's, as CPython's for <stdin>) shows no lines.
static bool proto_source(const NpProto *p, const TbSource *main, const char **src, size_t *len)
{
    if (main && !main->src)
        return false;
    if (p->source) {
        *src = p->source->data;
        *len = p->source->len;
        return true;
    }
    if (main && main->src && main->filename && p->filename &&
        np_str_eq(p->filename, main->filename)) {
        *src = main->src;
        *len = main->len;
        return true;
    }
    return false;
}

// True when recompiled proto [q] is the twin of [p]: the same function of the same source.
static bool same_proto(const NpProto *p, const NpProto *q)
{
    return p->ncode == q->ncode && p->firstline == q->firstline &&
           p->span_line == q->span_line && p->span_col == q->span_col && p->qualname &&
           q->qualname && np_str_eq(p->qualname, q->qualname) &&
           (p->ncode == 0 || !memcmp(p->lines, q->lines, p->ncode * sizeof(int32_t)));
}

// The spans of the last source compiled for a traceback, kept so that formatting tracebacks in
// a loop (format_exc in an except clause) compiles the source once: the source str and the
// recompiled protos stay alive while cached (np_tb_cache_mark); a new source replaces them.
typedef struct NpTbCache {
    NpStr *source;
    NpPosRecorder rec;
} NpTbCache;

void np_tb_cache_mark(NpVM *vm)
{
    NpTbCache *c = vm->tb_cache;
    if (!c)
        return;
    np_gc_mark_obj(vm, &c->source->hdr);
    for (size_t i = 0; i < c->rec.n; i++)
        np_gc_mark_obj(vm, &c->rec.items[i].proto->hdr);
}

void np_tb_cache_free(NpVM *vm)
{
    if (!vm->tb_cache)
        return;
    npcomp_positions_free(&vm->tb_cache->rec);
    free(vm->tb_cache);
    vm->tb_cache = NULL;
}

// The spans of every proto compiled from [p]'s source [src], from the cache when [p] carries
// that source as a str; *owned says the caller must free the recorder. NULL when the source
// does not compile.
static NpPosRecorder *positions_for(NpVM *vm, const NpProto *p, const char *src, size_t len,
                                    NpPosRecorder *tmp, bool *owned)
{
    *owned = false;
    NpTbCache *c = vm->tb_cache;
    if (p->source && c && c->source == p->source)
        return &c->rec;
    const char *file = p->filename ? p->filename->data : "<string>";
    if (!npcomp_positions(vm, src, len, file, tmp))
        return NULL;
    if (!p->source) {
        *owned = true;
        return tmp;
    }
    if (!c && !(c = vm->tb_cache = calloc(1, sizeof *c))) {
        *owned = true;
        return tmp;
    }
    npcomp_positions_free(&c->rec);
    c->source = p->source;
    c->rec = *tmp;
    return &c->rec;
}

// Fills [frames] from the [n] traceback entries [tb]: names and lines, and the column spans
// found by compiling each distinct source once more. What cannot be found is left out (no
// source line, no carets); nothing here raises.
static void fill_frames(NpVM *vm, const NpTraceEntry *tb, uint32_t n, const TbSource *main,
                        TbFrame *frames)
{
    NpValue saved = vm->exc;
    for (uint32_t i = 0; i < n; i++) {
        const NpProto *p = tb[i].proto;
        TbFrame *f = &frames[i];
        memset(f, 0, sizeof *f);
        f->lineno = tb[i].line;
        if (!p)
            continue;
        f->filename = p->filename;
        f->name = (p->flags & NP_PROTO_MODULE) || !p->name ? NULL : p->name;
        const char *src;
        size_t len;
        if (proto_source(p, main, &src, &len))
            source_line(src, len, f->lineno, &f->line, &f->linelen);
    }
    // One recompilation per distinct source (none when the cache has it); protos compiled
    // for a source that is not cached are dropped before anything can collect them (no Python
    // code runs here).
    for (uint32_t i = 0; i < n; i++) {
        const NpProto *p = tb[i].proto;
        const char *src;
        size_t len;
        if (!p || frames[i].has_pos || frames[i].pos.line == -1 || !frames[i].line ||
            !proto_source(p, main, &src, &len))
            continue;
        NpPosRecorder tmp;
        bool owned;
        NpPosRecorder *rec = positions_for(vm, p, src, len, &tmp, &owned);
        vm->exc = saved;
        if (!rec)
            continue;
        for (uint32_t j = i; j < n; j++) {
            const NpProto *q = tb[j].proto;
            const char *s2;
            size_t l2;
            if (!q || frames[j].has_pos || !proto_source(q, main, &s2, &l2) || s2 != src)
                continue;
            for (size_t k = 0; k < rec->n; k++) {
                const struct NpPosEntry *pe = &rec->items[k];
                if (!same_proto(q, pe->proto) || tb[j].pc >= pe->n || !pe->pos)
                    continue;
                frames[j].pos = pe->pos[tb[j].pc];
                frames[j].has_pos = frames[j].pos.line > 0;
                break;
            }
            // An entry whose proto had no twin is not tried again.
            if (!frames[j].has_pos)
                frames[j].pos.line = -1;
        }
        if (owned)
            npcomp_positions_free(rec);
    }
    for (uint32_t i = 0; i < n; i++)
        if (!frames[i].has_pos)
            memset(&frames[i].pos, 0, sizeof frames[i].pos);
}

// True for the frames of the embedded _exceptiongroup module: CPython's ExceptionGroup and
// except* are C code, so their tracebacks show no such frames.
static bool hidden_frame(const NpProto *p)
{
    return p && !p->source && p->filename && p->filename->len == 17 &&
           !memcmp(p->filename->data, "exceptiongroup.py", 17);
}

TbFrame *np_tb_frames(NpVM *vm, NpValue tb, const TbSource *main, uint32_t *n)
{
    uint32_t count = 0;
    const NpTraceEntry *entries = NULL;
    if (np_is_tb(vm, tb)) {
        entries = tb_entries(tb, &count);
    } else if (NP_IS_EXC(tb)) {
        entries = NP_AS_EXC(tb)->tb;
        count = NP_AS_EXC(tb)->ntb;
    }
    NpTraceEntry *shown = calloc(count ? count : 1, sizeof *shown);
    TbFrame *frames = malloc((count ? count : 1) * sizeof *frames);
    if (!shown || !frames) {
        free(shown);
        free(frames);
        return NULL;
    }
    uint32_t k = 0;
    for (uint32_t i = 0; i < count; i++)
        if (!hidden_frame(entries[i].proto))
            shown[k++] = entries[i];
    fill_frames(vm, shown, k, main, frames);
    free(shown);
    *n = k;
    return frames;
}

TbFrame *np_tb_stack(NpVM *vm, int skip, uint32_t *n)
{
    int top = vm->nframes - skip;
    if (top < 0)
        top = 0;
    NpTraceEntry *entries = calloc((size_t)(top ? top : 1), sizeof *entries);
    TbFrame *frames = malloc((size_t)(top ? top : 1) * sizeof *frames);
    if (!entries || !frames) {
        free(entries);
        free(frames);
        return NULL;
    }
    uint32_t k = 0;
    for (int i = 0; i < top; i++) {
        NpFrame *fr = &vm->frames[i];
        if (!fr->func)
            continue;
        NpProto *p = fr->func->proto;
        if (hidden_frame(p))
            continue;
        uint32_t idx = np_frame_pc(fr) > 0 ? np_frame_pc(fr) - 1 : 0;
        if (idx > 0 && idx < p->ncode && GET_OP(p->code[idx]) == OP_EXTRA)
            idx--;
        entries[k].proto = p;
        entries[k].pc = idx;
        entries[k].line = p->lines && idx < p->ncode ? p->lines[idx] : p->firstline;
        k++;
    }
    fill_frames(vm, entries, k, NULL, frames);
    // traceback.py gives the frames of a stack no columns (StackSummary.extract), so no
    // caret lines: only a traceback's entries have them.
    for (uint32_t i = 0; i < k; i++)
        frames[i].has_pos = false;
    free(entries);
    *n = k;
    return frames;
}

/* ---------------------------------------------------------------- output */

void np_tbout_init(TbOut *o, NpVM *vm, NpList *items)
{
    memset(o, 0, sizeof *o);
    o->vm = vm;
    o->items = items;
    o->margin = '|';
    np_buf_init(&o->buf, vm);
}

// Ends the item being built: appends it to the list, or writes it to the error stream.
static void flush_raw(TbOut *o)
{
    NpVM *vm = o->vm;
    if (o->items) {
        NpStr *s = np_buf_finish(&o->buf);
        if (!s || !np_list_append(vm, o->items, np_obj(&s->hdr)))
            o->failed = true;
    } else {
        if (vm->write_err && o->buf.len && !o->buf.failed)
            vm->write_err(vm->write_ud, o->buf.data, o->buf.len);
        np_buf_free(&o->buf);
    }
    np_buf_init(&o->buf, vm);
}

// Ends the item being built, inside a group's box with each of its lines indented and
// margined as traceback.py's _ExceptionPrintContext.emit does.
static void flush(TbOut *o)
{
    if (o->depth > 0 && !o->buf.failed) {
        NpBuf b;
        np_buf_init(&b, o->vm);
        const char *p = o->buf.data, *end = o->buf.data + o->buf.len;
        while (p < end) {
            const char *nl = memchr(p, '\n', (size_t)(end - p));
            const char *stop = nl ? nl + 1 : end;
            for (int i = 0; i < 2 * o->depth; i++)
                np_buf_append(&b, " ", 1);
            np_buf_append(&b, &o->margin, 1);
            np_buf_append(&b, " ", 1);
            np_buf_append(&b, p, (size_t)(stop - p));
            p = stop;
        }
        np_buf_free(&o->buf);
        np_buf_init(&o->buf, o->vm);
        np_buf_append(&o->buf, b.data ? b.data : "", b.len);
        if (b.failed)
            o->buf.failed = true;
        np_buf_free(&b);
    }
    o->margin = '|';
    flush_raw(o);
}

static void put(TbOut *o, const char *s) { np_buf_appendc(&o->buf, s); }
static void putn(TbOut *o, const char *s, size_t n) { np_buf_append(&o->buf, s, n); }

// Appends [n] copies of [c].
static void repeat(TbOut *o, char c, int n)
{
    for (int i = 0; i < n; i++)
        putn(o, &c, 1);
}

static bool is_space(uint32_t c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// The code points of [s] ([n] bytes) in a malloc'd array, their count in *count.
static uint32_t *decode(const char *s, size_t n, int *count)
{
    uint32_t *cps = malloc((n + 1) * sizeof(uint32_t));
    int k = 0;
    if (!cps)
        return NULL;
    const char *p = s, *end = s + n;
    while (p < end) {
        const char *before = p;
        cps[k++] = np_utf8_decode(&p);
        if (p <= before || p > end)
            break;
    }
    *count = k;
    return cps;
}

// CPython's anchors for the caret line of a binary operation or subscript: the part of the
// segment [seg] ([len] code points) drawn with '^' is [*left, *right). False when none.
static bool anchors(const NpCodePos *pos, const uint32_t *seg, int len, int *left, int *right)
{
    int l = pos->a - pos->col, r = pos->b - pos->col;
    if (pos->kind == NP_POS_BINOP) {
        if (l < 0 || r < l || r > len)
            return false;
        int off = 0;
        while (l + off < r && is_space(seg[l + off]))
            off++;
        *left = l + off;
        *right = *left + 1;
        if (off + 1 < r - l && !is_space(seg[l + off + 1]))
            (*right)++;
        return true;
    }
    if (pos->kind == NP_POS_SUBSCRIPT) {
        *left = l;
        *right = r + 1;
        return l >= 0 && *right >= *left;
    }
    return false;
}

// The caret line under a frame's source line, as traceback.py (o->python) or the
// interpreter's C printer of CPython 3.11 draws it; nothing when the span covers the line.
static void put_carets(TbOut *o, const TbFrame *f, const uint32_t *cps, int n, int lead,
                       int stripped)
{
    const NpCodePos *p = &f->pos;
    if (!f->has_pos || p->line != f->lineno || p->col < 0 || p->end_col < 0 || p->col > n)
        return;
    // traceback.py counts the stripped characters as the original line's length (its '\n'
    // included) less the stripped line's, and offsets from 1; the C printer counts the
    // leading whitespace and offsets from 0. Both give the same for ordinary lines.
    int add = o->python ? 1 : 0;
    int sc = o->python ? n - stripped : lead;
    int start = p->col + add, end = p->end_col + add;
    int left = 0, right = 0;
    bool anch = false;
    if (p->line == p->end_line) {
        if (p->end_col > n || p->end_col < p->col)
            return;
        anch = anchors(p, cps + p->col, p->end_col - p->col, &left, &right) &&
               right - left > 0 && end - start - right >= 0;
    } else {
        end = sc + stripped;
    }
    if (o->python ? !(end - start < stripped || anch) : (end - start == stripped && !anch))
        return;
    put(o, "    ");
    repeat(o, ' ', start - sc);
    if (anch) {
        repeat(o, '~', left);
        repeat(o, '^', right - left);
        repeat(o, '~', end - start - right);
    } else {
        repeat(o, '^', end - start);
    }
    put(o, "\n");
}

// One `  File "f", line N, in name` entry with its source line and caret line.
static void put_frame(TbOut *o, const TbFrame *f)
{
    char num[24];
    put(o, "  File \"");
    if (f->filename)
        putn(o, f->filename->data, f->filename->len);
    else
        put(o, "<unknown>");
    snprintf(num, sizeof num, "%d", f->lineno);
    put(o, "\", line ");
    put(o, num);
    put(o, ", in ");
    if (f->name)
        putn(o, f->name->data, f->name->len);
    else
        put(o, "<module>");
    put(o, "\n");
    int n = 0;
    uint32_t *cps = f->line ? decode(f->line, f->linelen, &n) : NULL;
    if (!cps)
        return;
    int lead = 0, end = n;
    while (lead < n && is_space(cps[lead]))
        lead++;
    while (end > lead && is_space(cps[end - 1]))
        end--;
    if (end > lead) {
        // The stripped line, as bytes: find the byte offsets of code points [lead, end).
        const char *s = f->line, *stop = f->line + f->linelen;
        for (int i = 0; i < lead && s < stop; i++)
            np_utf8_decode(&s);
        const char *e = s;
        for (int i = lead; i < end && e < stop; i++)
            np_utf8_decode(&e);
        put(o, "    ");
        putn(o, s, (size_t)(e - s));
        put(o, "\n");
        put_carets(o, f, cps, n, lead, end - lead);
    }
    free(cps);
}

// True when frames [a] and [b] name the same file, line and function (CPython's condition for
// folding repeats into "[Previous line repeated N more times]").
static bool same_frame(const TbFrame *a, const TbFrame *b)
{
    return a->lineno == b->lineno &&
           (a->filename == b->filename ||
            (a->filename && b->filename && np_str_eq(a->filename, b->filename))) &&
           (a->name == b->name || (a->name && b->name && np_str_eq(a->name, b->name)));
}

// The "[Previous line repeated N more times]" item for [count] repeats past the cutoff of 3.
static void put_repeats(TbOut *o, uint32_t count)
{
    if (count <= 3)
        return;
    char msg[96];
    unsigned more = count - 3;
    snprintf(msg, sizeof msg, "  [Previous line repeated %u more time%s]\n", more,
             more == 1 ? "" : "s");
    put(o, msg);
    flush(o);
}

void np_tb_put_frames(TbOut *o, const TbFrame *frames, uint32_t n)
{
    uint32_t count = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (i == 0 || !same_frame(&frames[i], &frames[i - 1])) {
            put_repeats(o, count);
            count = 0;
        }
        count++;
        if (count > 3)
            continue;
        put_frame(o, &frames[i]);
        flush(o);
    }
    put_repeats(o, count);
}

/* ---------------------------------------------------------------- the exception's lines */

// [limit] raised by the report's headroom (NP_REPORT_HEADROOM), saturating: what a run stopped
// at the memory limit may still use to record and print its exception.
static size_t with_headroom(size_t limit)
{
    return limit > SIZE_MAX - NP_REPORT_HEADROOM ? SIZE_MAX : limit + NP_REPORT_HEADROOM;
}

// One note (or each line of it) as its own item, as traceback.py yields them.
static void put_note(TbOut *o, const NpStr *s)
{
    const char *p = s->data, *end = s->data + s->len;
    for (;;) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        putn(o, p, nl ? (size_t)(nl - p) : (size_t)(end - p));
        put(o, "\n");
        flush(o);
        if (!nl)
            break;
        p = nl + 1;
    }
}

// The str items of a list or tuple __notes__ of [exc] (a note that is not a str is printed with
// str(), as CPython does).
static void put_notes(TbOut *o, NpValue exc)
{
    NpVM *vm = o->vm;
    NpException *e = NP_AS_EXC(exc);
    NpStr *key = e->attrs ? np_intern_cstr(vm, "__notes__") : NULL;
    NpValue notes = key ? np_dict_get_str(e->attrs, key) : np_undef();
    const NpValue *items = NULL;
    size_t n = 0;
    if (NP_IS_KIND(notes, OBJ_LIST)) {
        items = ((NpList *)NP_AS_OBJ(notes))->items;
        n = ((NpList *)NP_AS_OBJ(notes))->n;
    } else if (NP_IS_TUPLE(notes)) {
        items = NP_AS_TUPLE(notes)->items;
        n = NP_AS_TUPLE(notes)->n;
    }
    NpValue saved = vm->exc;
    for (size_t i = 0; i < n; i++) {
        NpStr *s = NP_IS_STR(items[i]) ? NP_AS_STR(items[i]) : np_to_str(vm, items[i]);
        vm->exc = saved;
        if (s)
            put_note(o, s);
    }
}

/* ---------------------------------------------------------------- "Did you mean" */

/* The suggestion for a mistyped name, as CPython 3.11 chooses it: among the candidates (none
 * when there are 750 or more), the first one at the smallest weighted edit distance, if that
 * distance is at most a third of the two names' lengths (rounded as CPython rounds). Inserting
 * or deleting a byte costs 2, replacing one 2, replacing a letter by itself in the other case
 * 1. Names that still differ in more than 40 bytes once equal ends are dropped are never close. */
#define SUGGEST_MAX_ITEMS 750
#define SUGGEST_MAX_LEN 40
#define MOVE_COST 2
#define CASE_COST 1

// The cost of replacing byte a by byte b.
static size_t replace_cost(char a, char b)
{
    if (a == b)
        return 0;
    int la = a | 0x20;
    bool letter = la >= 'a' && la <= 'z';
    return letter && (a ^ b) == 0x20 ? CASE_COST : MOVE_COST;
}

static size_t min2(size_t a, size_t b) { return a < b ? a : b; }

/* The edit distance between s[0..ns) and t[0..nt) when it is at most [limit]; otherwise some
 * value above [limit]. Common leading and trailing bytes are dropped first (they never change
 * the distance); then one row of the usual dynamic programme is kept, row[j] being the distance
 * from the part of s seen so far to t[0..j), and the work stops as soon as a whole row exceeds
 * the limit (later rows cannot get smaller). */
static size_t edit_distance(const char *s, size_t ns, const char *t, size_t nt, size_t limit)
{
    while (ns && nt && *s == *t)
        s++, t++, ns--, nt--;
    while (ns && nt && s[ns - 1] == t[nt - 1])
        ns--, nt--;
    if (!ns || !nt)
        return (ns + nt) * MOVE_COST;
    if (ns > SUGGEST_MAX_LEN || nt > SUGGEST_MAX_LEN)
        return limit + 1;
    size_t gap = ns > nt ? ns - nt : nt - ns;
    if (gap * MOVE_COST > limit)  // every extra byte must be inserted
        return limit + 1;
    size_t row[SUGGEST_MAX_LEN + 1];
    for (size_t j = 0; j <= nt; j++)
        row[j] = j * MOVE_COST;
    for (size_t i = 1; i <= ns; i++) {
        size_t diag = row[0], lowest = SIZE_MAX;
        row[0] = i * MOVE_COST;
        for (size_t j = 1; j <= nt; j++) {
            size_t above = row[j];
            size_t best = min2(diag + replace_cost(s[i - 1], t[j - 1]),
                               min2(above, row[j - 1]) + MOVE_COST);
            row[j] = best;
            lowest = min2(lowest, best);
            diag = above;
        }
        if (lowest > limit)
            return limit + 1;
    }
    return row[nt];
}

// The best suggestion for [name] among [n] candidate strs, or NULL.
static const NpStr *suggest(const NpStr *name, NpStr *const *cands, size_t n)
{
    if (n >= SUGGEST_MAX_ITEMS)
        return NULL;
    const NpStr *best = NULL;
    size_t best_dist = 0;
    for (size_t i = 0; i < n; i++) {
        const NpStr *c = cands[i];
        if (!c || (c->len == name->len && !memcmp(c->data, name->data, c->len)))
            continue;
        size_t limit = (name->len + c->len + 3) * MOVE_COST / 6;
        if (best && best_dist <= limit)  // only a strictly closer name replaces the best
            limit = best_dist - 1;
        size_t d = edit_distance(name->data, name->len, c->data, c->len, limit);
        if (d <= limit) {
            best = c;
            best_dist = d;
        }
    }
    return best;
}

// A growable list of candidate names (malloc'd; the strs are live objects of the VM).
typedef struct NameList {
    NpStr **items;
    size_t n, cap;
} NameList;

// Appends [s] to [l]; false, adding nothing, for a NULL [s], a full list (suggest searches no
// list of SUGGEST_MAX_ITEMS names) or no memory.
static bool names_push(NameList *l, NpStr *s)
{
    if (!s || l->n >= SUGGEST_MAX_ITEMS)
        return false;
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 64;
        NpStr **items = realloc(l->items, cap * sizeof *items);
        if (!items)
            return false;
        l->items = items;
        l->cap = cap;
    }
    l->items[l->n++] = s;
    return true;
}

// Adds the str keys of [d] to [l], leaving out the implementation's hidden `__np_` entries
// and, when [public_only], names starting with '_' (a module's private globals).
static void names_add_dict(NameList *l, NpDict *d, bool public_only)
{
    size_t pos = 0;
    NpValue key, val;
    while (d && np_dict_next(d, &pos, &key, &val)) {
        if (!NP_IS_STR(key))
            continue;
        NpStr *s = NP_AS_STR(key);
        if ((public_only && s->len && s->data[0] == '_') || strncmp(s->data, "__np_", 5) == 0)
            continue;
        if (!names_push(l, s))
            return;
    }
}

// Adds the names dir() lists for every object through `object` (CPython 3.11's), which
// Nearly's object type provides without dict entries.
static void names_add_object(NpVM *vm, NameList *l)
{
    static const char *const names[] = {
        "__class__", "__delattr__", "__dir__", "__doc__", "__eq__", "__format__", "__ge__",
        "__getattribute__", "__getstate__", "__gt__", "__hash__", "__init__",
        "__init_subclass__", "__le__", "__lt__", "__ne__", "__new__", "__reduce__",
        "__reduce_ex__", "__repr__", "__setattr__", "__sizeof__", "__str__",
        "__subclasshook__"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (!names_push(l, np_intern_cstr(vm, names[i])))
            return;
}

// The suggestion for [name] among the names of [d] (no `__np_` entries), or NULL.
static const NpStr *dict_suggestion(const NpStr *name, NpDict *d)
{
    NameList l = {NULL, 0, 0};
    names_add_dict(&l, d, false);
    const NpStr *s = suggest(name, l.items, l.n);
    free(l.items);
    return s;
}

// The suggestion for [name] among the builtins: the builtins dict's names, then None, False
// and True, which CPython's builtins dict holds too (so `true` suggests 'True') but Nearly's
// compiler treats as constants only. They go last: on a tie the dict's name wins.
static const NpStr *builtin_suggestion(NpVM *vm, const NpStr *name)
{
    static const char *const consts[] = {"None", "False", "True"};
    NameList l = {NULL, 0, 0};
    names_add_dict(&l, vm->builtins, false);
    for (size_t i = 0; i < sizeof consts / sizeof *consts; i++)
        names_push(&l, np_intern_cstr(vm, consts[i]));
    const NpStr *s = suggest(name, l.items, l.n);
    free(l.items);
    return s;
}

// True when [msg] is [head] + a name + [tail]; the name's start and length in *at and *len.
static bool msg_wraps(const NpStr *msg, const char *head, const char *tail, size_t *at,
                      size_t *len)
{
    size_t nh = strlen(head), nt = strlen(tail);
    if (msg->len <= nh + nt || memcmp(msg->data, head, nh) != 0 ||
        memcmp(msg->data + msg->len - nt, tail, nt) != 0)
        return false;
    *at = nh;
    *len = msg->len - nh - nt;
    return true;
}

// " Did you mean: 'x'?" for an uncaught NameError (CPython's interpreter adds it; traceback.py
// of 3.11 does not), also for an empty free variable's ("cannot access free variable ..."; not
// UnboundLocalError's, which CPython gives no name): the name is taken from the message, the
// candidates are the innermost frame's local names (never the name itself), then the main
// module's globals (for its own code), then the builtins.
static const NpStr *name_error_suggestion(NpVM *vm, NpValue exc, const NpStr *msg, NpStr **name)
{
    *name = NULL;
    size_t at, len;
    if (np_typeof(vm, exc) != vm->types[NP_TYPE_NAMEERROR] ||
        (!msg_wraps(msg, "name '", "' is not defined", &at, &len) &&
         !msg_wraps(msg, "cannot access free variable '",
                    "' where it is not associated with a value in enclosing scope", &at, &len)))
        return NULL;
    NpException *e = NP_AS_EXC(exc);
    const NpProto *p = e->ntb ? e->tb[e->ntb - 1].proto : NULL;
    if (!p)
        return NULL;
    *name = np_str_new(vm, msg->data + at, len);
    if (!*name)
        return NULL;
    const NpStr *s = p->regnames ? suggest(*name, p->regnames, p->nregs) : NULL;
    if (!s && p->filename && vm->main_globals && e->tb[0].proto &&
        e->tb[0].proto->filename && np_str_eq(p->filename, e->tb[0].proto->filename))
        s = dict_suggestion(*name, vm->main_globals);
    if (!s)
        s = builtin_suggestion(vm, *name);
    return s;
}

static int name_cmp(const void *a, const void *b)
{
    const NpStr *x = *(NpStr *const *)a, *y = *(NpStr *const *)b;
    size_t n = x->len < y->len ? x->len : y->len;
    int c = memcmp(x->data, y->data, n);
    return c ? c : (x->len > y->len) - (x->len < y->len);
}

// " Did you mean: 'x'?" for an uncaught AttributeError of a script's `obj.name`
// (np_attr_error_note kept obj and name): the candidates are what dir(obj) would list (the
// instance's attributes, its class's and their bases' names; a module's public globals),
// sorted as dir sorts them, so ties go to the same name as in CPython.
static const NpStr *attr_error_suggestion(NpVM *vm, NpValue exc)
{
    NpException *e = NP_AS_EXC(exc);
    NpStr *ko = np_intern_cstr(vm, NP_ATTR_ERR_OBJ), *kn = np_intern_cstr(vm, NP_ATTR_ERR_NAME);
    if (!e->attrs || !ko || !kn)
        return NULL;
    NpValue obj = np_dict_get_str(e->attrs, ko), name = np_dict_get_str(e->attrs, kn);
    if (NP_IS_UNDEF(obj) || !NP_IS_STR(name))
        return NULL;
    NameList l = {NULL, 0, 0};
    if (NP_IS_KIND(obj, OBJ_MODULE)) {
        names_add_dict(&l, ((NpModuleObj *)NP_AS_OBJ(obj))->globals, true);
    } else {
        if (NP_IS_KIND(obj, OBJ_INSTANCE))
            names_add_dict(&l, ((NpInstance *)NP_AS_OBJ(obj))->dict, false);
        if (NP_IS_KIND(obj, OBJ_INSTANCE) && (NP_OBJ(obj)->flags & NP_INST_SHAPED)) {
            NpInstance *in = (NpInstance *)NP_AS_OBJ(obj);  // its names in layout order
            for (uint32_t i = 0; i < in->nvals && names_push(&l, np_inst_layout(in)->keys[i]); i++) {
            }
        }
        NpType *t = NP_IS_TYPE(obj) ? NP_AS_TYPE(obj) : np_typeof(vm, obj);
        for (size_t k = 0; t->mro && k < t->mro->n; k++)
            names_add_dict(&l, NP_AS_TYPE(t->mro->items[k])->dict, false);
        names_add_object(vm, &l);
    }
    const NpStr *s = NULL;
    if (l.n && l.n < SUGGEST_MAX_ITEMS) {
        qsort(l.items, l.n, sizeof *l.items, name_cmp);
        s = suggest(NP_AS_STR(name), l.items, l.n);
    }
    free(l.items);
    return s;
}

void np_tb_put_exc_only(TbOut *o, NpValue exc)
{
    NpVM *vm = o->vm;
    NpType *t = np_typeof(vm, exc);
    if (t->tflags & NP_TF_USER) {
        NpStr *modkey = np_intern_cstr(vm, "__module__");
        NpValue mod = modkey && t->dict ? np_dict_get_str(t->dict, modkey) : np_undef();
        if (NP_IS_STR(mod) && strcmp(NP_AS_STR(mod)->data, "builtins") != 0 &&
            strcmp(NP_AS_STR(mod)->data, "__main__") != 0) {
            putn(o, NP_AS_STR(mod)->data, NP_AS_STR(mod)->len);
            put(o, ".");
        }
    }
    NpStr *name = t->qualname ? t->qualname : t->name;
    putn(o, name->data, name->len);
    NpValue saved = vm->exc;
    // A run stopped by the memory limit is still at the limit: str(e) gets a little headroom
    // (bounded, so a script's own __str__ cannot use it to grow without limit).
    size_t limit = vm->mem_limit;
    vm->mem_limit = with_headroom(limit);
    NpStr *msg = np_to_str(vm, exc);
    vm->mem_limit = limit;
    vm->exc = saved;
    if (!msg) {
        put(o, ": <exception str() failed>\n");
        flush(o);
        return;
    }
    if (msg->len > 0) {
        put(o, ": ");
        putn(o, msg->data, msg->len);
    }
    NpStr *missing;
    const NpStr *hint = o->python || !NP_IS_EXC(exc)
                            ? NULL
                            : name_error_suggestion(vm, exc, msg, &missing);
    if (!hint && !o->python && NP_IS_EXC(exc))
        hint = attr_error_suggestion(vm, exc);
    vm->exc = saved;
    if (hint) {
        put(o, ". Did you mean: '");
        putn(o, hint->data, hint->len);
        put(o, "'?");
    }
    put(o, "\n");
    flush(o);
    if (NP_IS_EXC(exc))
        put_notes(o, exc);
}

// Keeps the first [limit] frames (the last -limit when negative) of [*n], as traceback.py's
// limit argument does; [limit] < INT64_MIN + 1 means no limit.
static const TbFrame *apply_limit(const TbFrame *frames, uint32_t *n, int64_t limit)
{
    if (limit == NP_TB_NOLIMIT)
        return frames;
    if (limit >= 0) {
        if ((uint64_t)limit < *n)
            *n = (uint32_t)limit;
        return frames;
    }
    uint64_t keep = (uint64_t)(-(limit + 1)) + 1;
    if (keep < *n) {
        frames += *n - keep;
        *n = (uint32_t)keep;
    }
    return frames;
}

// One exception of a chain: its traceback block (from [tb]: a traceback object, the
// exception itself, or None) and its lines.
static void put_one(TbOut *o, NpValue exc, NpValue tb, const TbSource *main, int64_t limit)
{
    uint32_t n = 0;
    TbFrame *frames = NP_IS_NONE(tb) ? NULL : np_tb_frames(o->vm, tb, main, &n);
    const TbFrame *shown = frames ? apply_limit(frames, &n, limit) : NULL;
    if (shown && n > 0) {
        put(o, "Traceback (most recent call last):\n");
        flush(o);
        np_tb_put_frames(o, shown, n);
    }
    free(frames);
    np_tb_put_exc_only(o, exc);
}

// The longest cause/context chain printed; CPython has no limit but also stops on cycles.
#define MAX_CHAIN 100
// traceback.py's max_group_width and max_group_depth.
#define MAX_GROUP_WIDTH 15
#define MAX_GROUP_DEPTH 10

// The members of exception group [exc] (the tuple stdlib/np_lib_exceptiongroup.py keeps in
// `_excs`), or NULL when [exc] is no group.
static NpTuple *group_members(NpVM *vm, NpValue exc)
{
    NpStr *gname = np_intern_cstr(vm, "BaseExceptionGroup");
    NpValue gt = gname ? np_dict_get_str(vm->builtins, gname) : np_undef();
    if (!NP_IS_TYPE(gt) || !NP_IS_EXC(exc) || !np_isinstance(vm, exc, NP_AS_TYPE(gt)))
        return NULL;
    NpException *e = NP_AS_EXC(exc);
    NpStr *key = e->attrs ? np_intern_cstr(vm, "_excs") : NULL;
    NpValue m = key ? np_dict_get_str(e->attrs, key) : np_undef();
    return NP_IS_TUPLE(m) && NP_AS_TUPLE(m)->n > 0 ? NP_AS_TUPLE(m) : NULL;
}

static void put_chain(TbOut *o, NpValue exc, NpValue tb, const TbSource *main, int64_t limit,
                      bool chain);

// A separator line of a group's box (not indented by the margin rule).
static void put_separator(TbOut *o, const char *lead, const char *title)
{
    repeat(o, ' ', 2 * o->depth);
    put(o, lead);
    if (title) {
        put(o, "+---------------- ");
        put(o, title);
        put(o, " ----------------\n");
    } else {
        put(o, "+------------------------------------\n");
    }
    flush_raw(o);
}

// An exception group: its traceback and line, then each member in its numbered box, as
// traceback.py's TracebackException.format draws them.
static void put_group(TbOut *o, NpValue exc, NpTuple *members, NpValue tb,
                      const TbSource *main, int64_t limit, bool chain)
{
    if (o->depth > MAX_GROUP_DEPTH) {
        put(o, "... (max_group_depth is 10)\n");
        flush(o);
        return;
    }
    bool top = o->depth == 0;
    if (top)
        o->depth++;
    uint32_t n = 0;
    TbFrame *frames = NP_IS_NONE(tb) ? NULL : np_tb_frames(o->vm, tb, main, &n);
    const TbFrame *shown = frames ? apply_limit(frames, &n, limit) : NULL;
    if (shown && n > 0) {
        o->margin = top ? '+' : '|';
        put(o, "Exception Group Traceback (most recent call last):\n");
        flush(o);
        np_tb_put_frames(o, shown, n);
    }
    free(frames);
    np_tb_put_exc_only(o, exc);
    size_t count = members->n > MAX_GROUP_WIDTH ? MAX_GROUP_WIDTH + 1 : members->n;
    o->need_close = false;
    for (size_t i = 0; i < count; i++) {
        bool last = i == count - 1;
        if (last)
            o->need_close = true;
        bool truncated = i >= MAX_GROUP_WIDTH;
        char title[24];
        snprintf(title, sizeof title, "%zu", i + 1);
        put_separator(o, i == 0 ? "+-" : "  ", truncated ? "..." : title);
        o->depth++;
        if (!truncated) {
            NpValue m = members->items[i];
            put_chain(o, m, m, main, limit, chain);
        } else {
            size_t rest = members->n - MAX_GROUP_WIDTH;
            char msg[64];
            snprintf(msg, sizeof msg, "and %zu more exception%s\n", rest, rest > 1 ? "s" : "");
            put(o, msg);
            flush(o);
        }
        if (last && o->need_close) {
            put_separator(o, "", NULL);
            o->need_close = false;
        }
        o->depth--;
    }
    if (top)
        o->depth = 0;
}

// One exception of a chain: a group's box, or the traceback block and the lines.
static void put_link(TbOut *o, NpValue exc, NpValue tb, const TbSource *main, int64_t limit,
                     bool chain)
{
    NpTuple *members = group_members(o->vm, exc);
    if (members)
        put_group(o, exc, members, tb, main, limit, chain);
    else
        put_one(o, exc, tb, main, limit);
}

// [exc] with its causes and contexts first (when [chain]); its traceback from [tb].
static void put_chain(TbOut *o, NpValue exc, NpValue tb, const TbSource *main, int64_t limit,
                      bool chain)
{
    if (!NP_IS_EXC(exc)) {
        np_tb_put_exc_only(o, exc);
        return;
    }
    // The chain from the raised exception back to the root cause; chain[i + 1] is the cause
    // (how[i] = 1) or context (how[i] = 2) of chain[i].
    NpException *links[MAX_CHAIN];
    int how[MAX_CHAIN];
    int n = 0;
    NpValue cur = exc;
    while (n < MAX_CHAIN && NP_IS_EXC(cur)) {
        NpException *e = NP_AS_EXC(cur);
        bool seen = false;
        for (int i = 0; i < n; i++)
            seen = seen || links[i] == e;
        if (seen)
            break;
        links[n] = e;
        how[n] = 0;
        cur = np_undef();
        if (chain && NP_IS_EXC(e->cause)) {
            how[n] = 1;
            cur = e->cause;
        } else if (chain && !e->suppress_context && NP_IS_EXC(e->context)) {
            how[n] = 2;
            cur = e->context;
        }
        n++;
    }
    for (int i = n - 1; i >= 0; i--) {
        NpValue ev = np_obj(&links[i]->hdr);
        put_link(o, ev, i == 0 ? tb : ev, main, limit, chain);
        if (i == 0)
            break;
        put(o, how[i - 1] == 1 ? "\nThe above exception was the direct cause of the following "
                                 "exception:\n\n"
                               : "\nDuring handling of the above exception, another exception "
                                 "occurred:\n\n");
        flush(o);
    }
}

void np_tb_put_exception(TbOut *o, NpValue exc, NpValue tb, const TbSource *main, int64_t limit,
                         bool chain)
{
    put_chain(o, exc, tb, main, limit, chain);
}

void np_exc_print(NpVM *vm, NpValue exc, const char *src, size_t srclen)
{
    // The report is at most a few KiB beyond what the run used: it may use the headroom.
    size_t limit = vm->mem_limit;
    vm->mem_limit = with_headroom(limit);
    NpValue saved = vm->exc;
    TbSource main = {src, srclen, NULL};
    if (NP_IS_EXC(exc) && NP_AS_EXC(exc)->ntb > 0 && NP_AS_EXC(exc)->tb[0].proto)
        main.filename = NP_AS_EXC(exc)->tb[0].proto->filename;
    TbOut o;
    np_tbout_init(&o, vm, NULL);
    np_tb_put_exception(&o, exc, exc, &main, NP_TB_NOLIMIT, true);
    flush(&o);
    np_buf_free(&o.buf);
    vm->exc = saved;
    vm->mem_limit = limit;
}
