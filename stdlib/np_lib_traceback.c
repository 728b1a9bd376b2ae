/*
 * np_lib_traceback.c - the natives of the traceback module (its Python half is
 * stdlib/np_lib_traceback.py): they turn traceback objects, exceptions and the running stack
 * into frame tuples, and frame tuples and exceptions into the lines CPython 3.11's
 * traceback.py formats, with the same code that prints an uncaught exception (vm/np_tb.c).
 *
 * A frame tuple is (filename, lineno, name, line, end_lineno, colno, end_colno, kind, a, b):
 * strs and ints only ([line] the raw source line with its newline, or None; the columns None
 * when unknown; kind/a/b the `~~^~~` anchors, NpCodePos). Nothing reaches a frame, a code
 * object or a namespace. The module is pure (no capability): np_lib_pure.c finds it by name.
 * The internal _exceptiongroup module (stdlib/np_lib_exceptiongroup.py) gets its one native
 * here too, and so does logging (_caller, the location of a logging call).
 */
#include <stdlib.h>
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"
#include "np_code.h"
#include "np_tb.h"

static const char traceback_src[] =
#include "np_lib_traceback_py.h"
    ;
static const char exceptiongroup_src[] =
#include "np_lib_exceptiongroup_py.h"
    ;

// An int value, or None when [has] is false.
static NpValue int_or_none(bool has, int64_t v) { return has ? np_int(v) : np_none(); }

// The list of frame tuples for [n] frames; NULL with MemoryError.
static NpList *frame_tuples(NpVM *vm, const TbFrame *frames, uint32_t n)
{
    NpList *l = np_list_new(vm, n);
    for (uint32_t i = 0; l && i < n; i++) {
        const TbFrame *f = &frames[i];
        NpStr *file = f->filename ? (NpStr *)f->filename : np_str_from_cstr(vm, "<unknown>");
        NpStr *name = f->name ? (NpStr *)f->name : np_str_from_cstr(vm, "<module>");
        NpStr *line = f->line ? np_str_new(vm, f->line, f->linelen) : NULL;
        if (!file || !name || (f->line && !line))
            return NULL;
        bool p = f->has_pos;
        NpValue items[10] = {np_obj(&file->hdr),
                             np_int(f->lineno),
                             np_obj(&name->hdr),
                             line ? np_obj(&line->hdr) : np_none(),
                             int_or_none(p, f->pos.end_line),
                             int_or_none(p, f->pos.col),
                             int_or_none(p, f->pos.end_col),
                             np_int(p ? f->pos.kind : 0),
                             np_int(p ? f->pos.a : 0),
                             np_int(p ? f->pos.b : 0)};
        NpTuple *t = np_tuple_from(vm, items, 10);
        if (!t || !np_list_append(vm, l, np_obj(&t->hdr)))
            return NULL;
    }
    return l;
}

// _tb_frames(tb): the frame tuples of a traceback object (or an exception's own traceback).
static bool tb_frames(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_tb_frames", kw) || !np_args_count(vm, "_tb_frames", argc, 1, 1))
        return false;
    if (!NP_IS_NONE(argv[0]) && !np_is_tb(vm, argv[0]) && !NP_IS_EXC(argv[0]))
        return np_raisef(vm, NP_TYPE_ATTRIBUTEERROR, "'%s' object has no attribute 'tb_frame'",
                         np_type_name(vm, argv[0]));
    uint32_t n = 0;
    TbFrame *frames = NP_IS_NONE(argv[0]) ? NULL : np_tb_frames(vm, argv[0], NULL, &n);
    if (!NP_IS_NONE(argv[0]) && !frames)
        return np_raise_nomem(vm);
    NpList *l = frame_tuples(vm, frames, n);
    free(frames);
    if (!l)
        return false;
    *out = np_obj(&l->hdr);
    return true;
}

// _stack_frames(skip): the frame tuples of the running stack, outermost first, less the
// [skip] innermost Python frames (the traceback module's own).
static bool stack_frames(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_stack_frames", kw) ||
        !np_args_count(vm, "_stack_frames", argc, 1, 1))
        return false;
    if (!NP_IS_INT(argv[0]) || argv[0].u.i < 0 || argv[0].u.i > 1000)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "bad skip");
    uint32_t n = 0;
    TbFrame *frames = np_tb_stack(vm, (int)argv[0].u.i, &n);
    if (!frames)
        return np_raise_nomem(vm);
    NpList *l = frame_tuples(vm, frames, n);
    free(frames);
    if (!l)
        return false;
    *out = np_obj(&l->hdr);
    return true;
}

// An int field of a frame tuple ([v] None: false).
static bool tuple_int(NpValue v, int32_t *out)
{
    if (!NP_IS_INT(v) || v.u.i < INT32_MIN || v.u.i > INT32_MAX)
        return false;
    *out = (int32_t)v.u.i;
    return true;
}

// Reads frame tuple [v] into [f]; false (TypeError) when it is not one.
static bool frame_from_tuple(NpVM *vm, NpValue v, TbFrame *f)
{
    memset(f, 0, sizeof *f);
    if (!NP_IS_TUPLE(v) || NP_AS_TUPLE(v)->n != 10)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "frame tuple expected");
    const NpValue *it = NP_AS_TUPLE(v)->items;
    if (!NP_IS_STR(it[0]) || !NP_IS_STR(it[2]) || !tuple_int(it[1], &f->lineno) ||
        !(NP_IS_NONE(it[3]) || NP_IS_STR(it[3])))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "frame tuple expected");
    f->filename = NP_AS_STR(it[0]);
    f->name = NP_AS_STR(it[2]);
    if (NP_IS_STR(it[3])) {
        f->line = NP_AS_STR(it[3])->data;
        f->linelen = NP_AS_STR(it[3])->len;
    }
    f->pos.line = f->lineno;
    f->has_pos = tuple_int(it[4], &f->pos.end_line) && tuple_int(it[5], &f->pos.col) &&
                 tuple_int(it[6], &f->pos.end_col) && tuple_int(it[7], &f->pos.kind) &&
                 tuple_int(it[8], &f->pos.a) && tuple_int(it[9], &f->pos.b);
    return true;
}

// Starts a formatting native's output [o] on a new list of lines, rooted until finish: writing
// an exception's message can run its __str__, and so a collection.
static bool start(NpVM *vm, TbOut *o)
{
    NpList *items = np_list_new(vm, 0);
    if (!items || !np_push_root(vm, np_obj(&items->hdr)))
        return false;
    np_tbout_init(o, vm, items);
    o->python = true;
    return true;
}

// Ends a formatting native begun by start: the list when nothing failed.
static bool finish(NpVM *vm, TbOut *o, NpValue *out)
{
    np_pop_roots(vm, 1);
    np_buf_free(&o->buf);
    if (o->failed)
        return NP_IS_UNDEF(vm->exc) ? np_raise_nomem(vm) : false;
    *out = np_obj(&o->items->hdr);
    return true;
}

// _format_frames(frames): the lines StackSummary.format() makes of a list of frame tuples.
static bool format_frames(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_format_frames", kw) ||
        !np_args_count(vm, "_format_frames", argc, 1, 1))
        return false;
    if (!NP_IS_KIND(argv[0], OBJ_LIST))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "list expected");
    NpList *src = (NpList *)NP_AS_OBJ(argv[0]);
    size_t n = src->n;
    TbFrame *frames = malloc((n ? n : 1) * sizeof *frames);
    if (!frames)
        return np_raise_nomem(vm);
    for (size_t i = 0; i < n; i++)
        if (!frame_from_tuple(vm, src->items[i], &frames[i])) {
            free(frames);
            return false;
        }
    TbOut o;
    if (!start(vm, &o)) {
        free(frames);
        return false;
    }
    np_tb_put_frames(&o, frames, (uint32_t)n);
    free(frames);
    return finish(vm, &o, out);
}

// _format_exception(value, tb, limit, chain): traceback.format_exception's lines.
static bool format_exception(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_format_exception", kw) ||
        !np_args_count(vm, "_format_exception", argc, 4, 4))
        return false;
    NpValue tb = argv[1];
    if (!NP_IS_NONE(tb) && !np_is_tb(vm, tb))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'%s' object is not a traceback",
                         np_type_name(vm, tb));
    int64_t limit = NP_TB_NOLIMIT;
    if (NP_IS_INT(argv[2]))
        limit = argv[2].u.i;
    else if (!NP_IS_NONE(argv[2]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "limit must be an int or None");
    bool chain;
    if (!np_truthy(vm, argv[3], &chain))
        return false;
    TbOut o;
    if (!start(vm, &o))
        return false;
    np_tb_put_exception(&o, argv[0], tb, NULL, limit, chain);
    return finish(vm, &o, out);
}

// _format_only(value): traceback.format_exception_only's lines.
static bool format_only(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_format_only", kw) || !np_args_count(vm, "_format_only", argc, 1, 1))
        return false;
    TbOut o;
    if (!start(vm, &o))
        return false;
    np_tb_put_exc_only(&o, argv[0]);
    return finish(vm, &o, out);
}

bool nplib_traceback_init(NpVM *vm, NpModuleObj *mod)
{
    static const struct {
        const char *name;
        NpNativeFn fn;
    } natives[] = {{"_tb_frames", tb_frames},
                   {"_stack_frames", stack_frames},
                   {"_format_frames", format_frames},
                   {"_format_exception", format_exception},
                   {"_format_only", format_only}};
    for (size_t i = 0; i < sizeof natives / sizeof natives[0]; i++) {
        NpNative *f = np_native_new(vm, natives[i].name, natives[i].fn, NULL);
        NpStr *key = np_intern_cstr(vm, natives[i].name);
        if (!f || !key || !np_dict_set_str(vm, mod->globals, key, np_obj(&f->hdr)))
            return false;
    }
    return nplib_exec_source(vm, mod, traceback_src, "traceback.py");
}

// Whether protos [p] and [q] come from files of the same name.
static bool same_file(const NpProto *p, const NpProto *q)
{
    const NpStr *a = p->filename, *b = q->filename;
    return a && b && a->len == b->len && memcmp(a->data, b->data, a->len) == 0;
}

// logging's _caller(up): (filename, lineno, function name) of the Python frame that called
// into logging (the innermost frame outside the file of the innermost frame, which is
// logging's own), [up] frames further out, stopping at the outermost; CPython's
// ("(unknown file)", 0, "(unknown function)") when there is none. The stack's own
// entries only: no source is read and no column is computed, so it is cheap enough for
// every logging call. Charges one instruction per frame walked.
static bool logging_caller(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_caller", kw) || !np_args_count(vm, "_caller", argc, 1, 1))
        return false;
    if (!NP_IS_INT(argv[0]) || argv[0].u.i < 0)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "bad frame count");
    int64_t up = argv[0].u.i;
    const NpProto *own = NULL;
    int found = -1, i = vm->nframes - 1;
    for (; i >= 0; i--) {
        const NpFrame *fr = &vm->frames[i];
        if (!fr->func)
            continue;
        const NpProto *p = fr->func->proto;
        if (!own)
            own = p;
        if (same_file(p, own))
            continue;
        found = i;
        if (up-- == 0)
            break;
    }
    if (!np_budget_charge(vm, vm->nframes - (i < 0 ? 0 : i)))
        return false;
    if (found < 0) {
        // No Python frame outside logging (a host calling a logger method directly): the
        // location CPython reports when it finds no frame.
        NpStr *file = np_str_from_cstr(vm, "(unknown file)");
        NpStr *func = np_str_from_cstr(vm, "(unknown function)");
        if (!file || !func)
            return false;
        NpValue none_items[3] = {np_obj(&file->hdr), np_int(0), np_obj(&func->hdr)};
        NpTuple *t = np_tuple_from(vm, none_items, 3);
        if (!t)
            return false;
        *out = np_obj(&t->hdr);
        return true;
    }
    const NpFrame *fr = &vm->frames[found];
    const NpProto *p = fr->func->proto;
    uint32_t idx = np_frame_pc(fr) > 0 ? np_frame_pc(fr) - 1 : 0;
    if (idx > 0 && idx < p->ncode && GET_OP(p->code[idx]) == OP_EXTRA)
        idx--;
    int64_t line = p->lines && idx < p->ncode ? p->lines[idx] : p->firstline;
    NpStr *file = p->filename ? (NpStr *)p->filename : np_str_from_cstr(vm, "<unknown>");
    bool top = (p->flags & NP_PROTO_MODULE) || !p->name;
    NpStr *name = top ? np_str_from_cstr(vm, "<module>") : (NpStr *)p->name;
    if (!file || !name)
        return false;
    NpValue items[3] = {np_obj(&file->hdr), np_int(line), np_obj(&name->hdr)};
    NpTuple *t = np_tuple_from(vm, items, 3);
    if (!t)
        return false;
    *out = np_obj(&t->hdr);
    return true;
}

bool nplib_logging_natives(NpVM *vm, NpModuleObj *mod)
{
    NpNative *f = np_native_new(vm, "_caller", logging_caller, NULL);
    NpStr *key = np_intern_cstr(vm, "_caller");
    return f && key && np_dict_set_str(vm, mod->globals, key, np_obj(&f->hdr));
}

// _same_tb(a, b): whether exceptions [a] and [b] carry the same traceback entries (except*'s
// test that a clause re-raised a part of the original group, CPython's identical tracebacks).
static bool same_tb(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "_same_tb", kw) || !np_args_count(vm, "_same_tb", argc, 2, 2))
        return false;
    bool same = false;
    if (NP_IS_EXC(argv[0]) && NP_IS_EXC(argv[1])) {
        const NpException *a = NP_AS_EXC(argv[0]), *b = NP_AS_EXC(argv[1]);
        same = a->ntb == b->ntb;
        for (uint32_t i = 0; same && i < a->ntb; i++)
            same = a->tb[i].proto == b->tb[i].proto && a->tb[i].line == b->tb[i].line &&
                   a->tb[i].pc == b->tb[i].pc;
    }
    *out = np_bool(same);
    return true;
}

bool nplib_exceptiongroup_init(NpVM *vm, NpModuleObj *mod)
{
    NpNative *f = np_native_new(vm, "_same_tb", same_tb, NULL);
    NpStr *key = np_intern_cstr(vm, "_same_tb");
    if (!f || !key || !np_dict_set_str(vm, mod->globals, key, np_obj(&f->hdr)) ||
        !nplib_add_natives(vm, mod, nplib_class_natives))
        return false;
    return nplib_exec_source(vm, mod, exceptiongroup_src, "exceptiongroup.py");
}
