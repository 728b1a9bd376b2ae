/*
 * np_exc.c - raising exceptions from C and printing uncaught ones the way CPython 3.11 does.
 *
 * A raise stores the exception object in vm->exc and returns false; nothing unwinds the C
 * stack. MemoryError uses the instance preallocated by np_types_init, so reporting an
 * out-of-memory condition never needs memory. See np_repr.c for str(e) and repr(e).
 */
#include <stdio.h>
#include <string.h>

#include "np_runtime.h"

/* ---------------------------------------------------------------- creating and raising */

NpException *np_exc_new(NpVM *vm, NpType *t, NpTuple *args)
{
    if (!args) {
        args = np_tuple_new(vm, 0);
        if (!args)
            return NULL;
    }
    NpException *e = (NpException *)np_alloc_obj(vm, sizeof(NpException), OBJ_EXCEPTION, t);
    if (!e)
        return NULL;
    e->args = args;
    e->cause = np_none();
    e->context = np_none();
    return e;
}

/* ---------------------------------------------------------------- OSError's fields */

// CPython's errno-to-subclass map (Linux numbers), used when OSError itself is called with
// an int errno: OSError(2, 'x') is a FileNotFoundError.
static const struct {
    int err;
    NpBuiltinTypeId type;
} OSERROR_MAP[] = {
    {1, NP_TYPE_PERMISSIONERROR},        {2, NP_TYPE_FILENOTFOUNDERROR},
    {3, NP_TYPE_PROCESSLOOKUPERROR},     {4, NP_TYPE_INTERRUPTEDERROR},
    {10, NP_TYPE_CHILDPROCESSERROR},     {11, NP_TYPE_BLOCKINGIOERROR},
    {13, NP_TYPE_PERMISSIONERROR},       {17, NP_TYPE_FILEEXISTSERROR},
    {20, NP_TYPE_NOTADIRECTORYERROR},    {21, NP_TYPE_ISADIRECTORYERROR},
    {32, NP_TYPE_BROKENPIPEERROR},       {103, NP_TYPE_CONNECTIONABORTEDERROR},
    {104, NP_TYPE_CONNECTIONRESETERROR}, {108, NP_TYPE_BROKENPIPEERROR},
    {110, NP_TYPE_TIMEOUTERROR},         {111, NP_TYPE_CONNECTIONREFUSEDERROR},
    {114, NP_TYPE_BLOCKINGIOERROR},      {115, NP_TYPE_BLOCKINGIOERROR},
};

NpType *np_oserror_type(NpVM *vm, NpType *t, int argc, const NpValue *argv)
{
    if (t != vm->types[NP_TYPE_OSERROR] || argc < 2 || argc > 5 ||
        !(NP_IS_INT(argv[0]) || NP_IS_BOOL(argv[0])))
        return t;
    for (size_t k = 0; k < sizeof OSERROR_MAP / sizeof OSERROR_MAP[0]; k++)
        if (argv[0].u.i == OSERROR_MAP[k].err)
            return vm->types[OSERROR_MAP[k].type];
    return t;
}

// Sets attribute [name] of exception [e] to [v].
static bool exc_set_field(NpVM *vm, NpException *e, const char *name, NpValue v)
{
    NpStr *key = np_intern_cstr(vm, name);
    return key && np_setattr(vm, np_obj(&e->hdr), key, v);
}

bool np_oserror_init(NpVM *vm, NpException *e, int argc, const NpValue *argv)
{
    bool full = argc >= 2 && argc <= 5;
    NpValue none = np_none();
    NpValue filename = full && argc >= 3 ? argv[2] : none;
    if (!exc_set_field(vm, e, "errno", full ? argv[0] : none) ||
        !exc_set_field(vm, e, "strerror", full ? argv[1] : none) ||
        !exc_set_field(vm, e, "filename", filename) ||
        !exc_set_field(vm, e, "filename2", full && argc == 5 ? argv[4] : none))
        return false;
    // With a filename, args keep only (errno, strerror), as CPython's do.
    if (!NP_IS_NONE(filename)) {
        NpTuple *two = np_tuple_from(vm, argv, 2);
        if (!two)
            return false;
        e->args = two;
    }
    return true;
}

// Reads attribute [name] of exception [e], or None.
static NpValue exc_field(NpVM *vm, NpException *e, const char *name)
{
    NpStr *key = np_intern_cstr(vm, name);
    NpValue v = key && e->attrs ? np_dict_get_str(e->attrs, key) : np_undef();
    return NP_IS_UNDEF(v) ? np_none() : v;
}

// "[Errno err] msg: 'f1' -> 'f2'" (the filename parts when they are not None); NULL when out
// of memory or a str()/repr() failed.
static NpStr *oserror_format(NpVM *vm, NpValue err, NpValue msg, NpValue f1, NpValue f2)
{
    NpStr *se = np_to_str(vm, err), *sm = se ? np_to_str(vm, msg) : NULL;
    NpStr *r1 = sm && !NP_IS_NONE(f1) ? np_repr(vm, f1) : NULL;
    NpStr *r2 = sm && !NP_IS_NONE(f1) && !NP_IS_NONE(f2) ? np_repr(vm, f2) : NULL;
    if (!sm || (!NP_IS_NONE(f1) && !r1) || (!NP_IS_NONE(f1) && !NP_IS_NONE(f2) && !r2))
        return NULL;
    NpBuf b;
    np_buf_init(&b, vm);
    np_buf_appendf(&b, "[Errno %s] %s", se->data, sm->data);
    if (r1)
        np_buf_appendf(&b, ": %s", r1->data);
    if (r2)
        np_buf_appendf(&b, " -> %s", r2->data);
    return np_buf_finish(&b);
}

bool np_oserror_str(NpVM *vm, NpException *e, NpStr **out)
{
    *out = NULL;
    NpValue err = exc_field(vm, e, "errno"), msg = exc_field(vm, e, "strerror");
    NpValue f1 = exc_field(vm, e, "filename"), f2 = exc_field(vm, e, "filename2");
    if (NP_IS_NONE(f1) && (NP_IS_NONE(err) || NP_IS_NONE(msg)))
        return false;
    *out = oserror_format(vm, err, msg, f1, f2);
    return true;
}

// Raises a new [t] whose single argument is the str formatted from [fmt] and [ap].
static bool raise_va(NpVM *vm, NpType *t, const char *fmt, va_list ap)
{
    NpBuf b;
    np_buf_init(&b, vm);
    char small[256];
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(small, sizeof small, fmt, ap2);
    va_end(ap2);
    if (n < 0)
        n = 0;
    if ((size_t)n < sizeof small) {
        np_buf_append(&b, small, (size_t)n);
    } else {
        char *big = np_mem_realloc(vm, NULL, 0, (size_t)n + 1);
        if (!big) {
            np_buf_free(&b);
            return np_raise_nomem(vm);
        }
        vsnprintf(big, (size_t)n + 1, fmt, ap);
        np_buf_append(&b, big, (size_t)n);
        np_mem_realloc(vm, big, (size_t)n + 1, 0);
    }
    NpStr *msg = np_buf_finish(&b);
    if (!msg)
        return np_raise_nomem(vm);
    NpValue arg = np_obj(&msg->hdr);
    NpTuple *args = np_tuple_from(vm, &arg, 1);
    NpException *e = args ? np_exc_new(vm, t, args) : NULL;
    if (!e)
        return np_raise_nomem(vm);
    vm->exc = np_obj(&e->hdr);
    return false;
}

bool np_raise(NpVM *vm, NpType *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    raise_va(vm, t, fmt, ap);
    va_end(ap);
    return false;
}

bool np_raisef(NpVM *vm, NpBuiltinTypeId id, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    raise_va(vm, vm->types[id], fmt, ap);
    va_end(ap);
    return false;
}

bool np_raise_value(NpVM *vm, NpValue exc)
{
    if (NP_IS_EXC(exc)) {
        vm->exc = exc;
        return false;
    }
    if (NP_IS_TYPE(exc) && (NP_AS_TYPE(exc)->tflags & NP_TF_EXCEPTION)) {
        NpValue inst;
        if (!np_call(vm, exc, 0, NULL, NULL, &inst))
            return false;
        if (!NP_IS_EXC(inst)) {
            return np_raisef(vm, NP_TYPE_TYPEERROR,
                             "calling %s should have returned an instance of BaseException, "
                             "not %s",
                             np_type_name(vm, exc), np_type_name(vm, inst));
        }
        vm->exc = inst;
        return false;
    }
    return np_raisef(vm, NP_TYPE_TYPEERROR, "exceptions must derive from BaseException");
}

bool np_raise_keyerror(NpVM *vm, NpValue key)
{
    NpTuple *args = np_tuple_from(vm, &key, 1);
    NpException *e = args ? np_exc_new(vm, vm->types[NP_TYPE_KEYERROR], args) : NULL;
    if (!e)
        return np_raise_nomem(vm);
    vm->exc = np_obj(&e->hdr);
    return false;
}

bool np_raise_nomem(NpVM *vm)
{
    NpException *e = vm->memory_error;
    // The shared instance must not accumulate a traceback or chain from an earlier raise.
    e->ntb = 0;
    e->cause = np_none();
    e->context = np_none();
    e->suppress_context = false;
    // The memory limit (or a size refused before allocating) ends the run: a script cannot
    // catch it, like BudgetExceeded.
    e->hdr.flags |= NP_EXC_UNCATCHABLE;
    vm->exc = np_obj(&e->hdr);
    return false;
}

bool np_raise_nomem_catchable(NpVM *vm)
{
    np_raise_nomem(vm);
    vm->memory_error->hdr.flags &= (uint16_t)~NP_EXC_UNCATCHABLE;
    return false;
}

bool np_exc_matches(NpVM *vm, NpType *t)
{
    return !NP_IS_UNDEF(vm->exc) && np_isinstance(vm, vm->exc, t);
}

void np_exc_clear(NpVM *vm)
{
    vm->exc = np_undef();
}

// [limit] raised by the report's headroom (NP_REPORT_HEADROOM), saturating: what a run stopped
// at the memory limit may still use to record and print its exception.
static size_t with_headroom(size_t limit)
{
    return limit > SIZE_MAX - NP_REPORT_HEADROOM ? SIZE_MAX : limit + NP_REPORT_HEADROOM;
}

bool np_exc_add_trace(NpVM *vm, NpException *e, NpProto *proto, int line)
{
    if (e->ntb == e->tbcap) {
        // The preallocated MemoryError must not need memory: it keeps what fits.
        if (e == vm->memory_error && e->tbcap >= 64)
            return true;
        uint32_t ncap = e->tbcap ? e->tbcap * 2 : 8;
        // The preallocated MemoryError is raised at the limit, so its (at most 1 KiB of)
        // entries come out of the report's headroom; without it the traceback was lost.
        size_t limit = vm->mem_limit;
        if (e == vm->memory_error)
            vm->mem_limit = with_headroom(limit);
        NpTraceEntry *tb = np_mem_realloc(vm, e->tb, e->tbcap * sizeof(NpTraceEntry),
                                          ncap * sizeof(NpTraceEntry));
        vm->mem_limit = limit;
        if (!tb)
            return e == vm->memory_error;
        // The buffer is charged by np_mem_realloc and given back by the sweep's free_buf, so
        // it is not added to hdr.charged (that counted it twice when freed, and kept
        // exceptions out of the small-object pool, which recycles by hdr.charged).
        e->tb = tb;
        e->tbcap = ncap;
    }
    e->tb[e->ntb].proto = proto;
    e->tb[e->ntb].line = line;
    e->ntb++;
    return true;
}

/* ---------------------------------------------------------------- printing */

// Writes the C string [s] to the VM's error stream.
static void err_write(NpVM *vm, const char *s, size_t n)
{
    if (vm->write_err)
        vm->write_err(vm->write_ud, s, n);
}

static void err_puts(NpVM *vm, const char *s)
{
    err_write(vm, s, strlen(s));
}

// Writes line [line] (1-based) of [src], stripped of surrounding whitespace, indented by four
// spaces; nothing when the line does not exist or is blank.
static void print_source_line(NpVM *vm, const char *src, size_t srclen, int line)
{
    size_t pos = 0;
    for (int l = 1; l < line && pos < srclen; pos++) {
        if (src[pos] == '\n')
            l++;
    }
    if (pos >= srclen)
        return;
    size_t end = pos;
    while (end < srclen && src[end] != '\n')
        end++;
    while (pos < end && (src[pos] == ' ' || src[pos] == '\t' || src[pos] == '\f'))
        pos++;
    while (end > pos && (src[end - 1] == ' ' || src[end - 1] == '\t' || src[end - 1] == '\r'))
        end--;
    if (end == pos)
        return;
    err_puts(vm, "    ");
    err_write(vm, src + pos, end - pos);
    err_puts(vm, "\n");
}

// True when traceback entries [a] and [b] name the same file, line and function, the
// condition under which CPython folds repeats into "[Previous line repeated N more times]".
static bool same_entry(const NpTraceEntry *a, const NpTraceEntry *b)
{
    return a->proto == b->proto && a->line == b->line;
}

// Writes one `  File "f", line N, in name` entry and its source line.
static void print_entry(NpVM *vm, const NpTraceEntry *t, const NpStr *mainfile, const char *src,
                        size_t srclen)
{
    char head[64];
    const char *file = t->proto->filename ? t->proto->filename->data : "<unknown>";
    const char *name = (t->proto->flags & NP_PROTO_MODULE) || !t->proto->name
                           ? "<module>"
                           : t->proto->name->data;
    err_puts(vm, "  File \"");
    err_puts(vm, file);
    snprintf(head, sizeof head, "\", line %d, in ", (int)t->line);
    err_puts(vm, head);
    err_puts(vm, name);
    err_puts(vm, "\n");
    if (src && mainfile && t->proto->filename && np_str_eq(t->proto->filename, mainfile))
        print_source_line(vm, src, srclen, t->line);
}

// Writes the "Traceback (most recent call last):" block of [e], folding runs of more than
// three identical entries the way CPython does.
static void print_traceback(NpVM *vm, NpException *e, const char *src, size_t srclen)
{
    if (e->ntb == 0)
        return;
    err_puts(vm, "Traceback (most recent call last):\n");
    // The outermost entry is the main module's code, so its file is the one [src] belongs to.
    const NpStr *mainfile = e->tb[0].proto ? e->tb[0].proto->filename : NULL;
    uint32_t repeat = 0;
    for (uint32_t i = 0; i < e->ntb; i++) {
        if (!e->tb[i].proto)
            continue;
        if (i > 0 && same_entry(&e->tb[i], &e->tb[i - 1])) {
            repeat++;
            if (repeat >= 3)
                continue;
        } else {
            if (repeat >= 3) {
                char msg[96];
                unsigned more = repeat - 2;
                snprintf(msg, sizeof msg, "  [Previous line repeated %u more time%s]\n", more,
                         more == 1 ? "" : "s");
                err_puts(vm, msg);
            }
            repeat = 0;
        }
        print_entry(vm, &e->tb[i], mainfile, src, srclen);
    }
    if (repeat >= 3) {
        char msg[96];
        unsigned more = repeat - 2;
        snprintf(msg, sizeof msg, "  [Previous line repeated %u more time%s]\n", more,
                 more == 1 ? "" : "s");
        err_puts(vm, msg);
    }
}

// The key "__notes__" of exception attribute dicts, or NULL when it cannot be made.
static NpStr *notes_key(NpVM *vm)
{
    return np_intern_cstr(vm, "__notes__");
}

bool np_exc_add_note(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out)
{
    if (!np_args_nokw(vm, "add_note", kw))
        return false;
    if (argc != 2)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "BaseException.add_note() takes exactly one "
                         "argument (%d given)", argc - 1);
    if (!NP_IS_EXC(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "descriptor 'add_note' requires a "
                         "'BaseException' object but received a '%s'", np_type_name(vm, argv[0]));
    if (!NP_IS_STR(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "note must be a str, not '%s'",
                         np_type_name(vm, argv[1]));
    NpException *e = NP_AS_EXC(argv[0]);
    NpStr *key = notes_key(vm);
    if (!key || (!e->attrs && !(e->attrs = np_dict_new(vm))))
        return false;
    NpValue notes = np_dict_get_str(e->attrs, key);
    if (NP_IS_UNDEF(notes)) {
        NpList *l = np_list_new(vm, 1);
        if (!l || !np_dict_set_str(vm, e->attrs, key, np_obj(&l->hdr)))
            return false;
        notes = np_obj(&l->hdr);
    }
    if (!NP_IS_KIND(notes, OBJ_LIST))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "Cannot add note: __notes__ is not a list");
    if (!np_list_append(vm, (NpList *)NP_AS_OBJ(notes), argv[1]))
        return false;
    *out = np_none();
    return true;
}

// Prints the str items of a list or tuple __notes__ of [exc], one per line, under its line (a
// note that is not a str is printed with str(), as CPython does).
static void print_notes(NpVM *vm, NpValue exc)
{
    NpException *e = NP_AS_EXC(exc);
    NpStr *key = e->attrs ? notes_key(vm) : NULL;
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
        if (!s)
            continue;
        err_write(vm, s->data, s->len);
        err_puts(vm, "\n");
    }
}

// Writes the last line: "Type: message", or just the type when str(e) is empty. Like
// CPython, the class's module is printed before its name unless it is __main__ or builtins.
static void print_exc_line(NpVM *vm, NpValue exc)
{
    NpType *t = np_typeof(vm, exc);
    if (t->tflags & NP_TF_USER) {
        NpStr *modkey = np_intern_cstr(vm, "__module__");
        NpValue mod = modkey && t->dict ? np_dict_get_str(t->dict, modkey) : np_undef();
        if (NP_IS_STR(mod) && strcmp(NP_AS_STR(mod)->data, "builtins") != 0 &&
            strcmp(NP_AS_STR(mod)->data, "__main__") != 0) {
            err_write(vm, NP_AS_STR(mod)->data, NP_AS_STR(mod)->len);
            err_puts(vm, ".");
        }
    }
    NpStr *name = t->qualname ? t->qualname : t->name;
    err_write(vm, name->data, name->len);
    NpValue saved = vm->exc;
    // A run stopped by the memory limit is still at the limit: str(e) gets a little headroom
    // (bounded, so a script's own __str__ cannot use it to grow without limit).
    size_t limit = vm->mem_limit;
    vm->mem_limit = with_headroom(limit);
    NpStr *msg = np_to_str(vm, exc);
    vm->mem_limit = limit;
    if (!msg) {
        err_puts(vm, ": <exception str() failed>\n");
        vm->exc = saved;
        return;
    }
    vm->exc = saved;
    if (msg->len > 0) {
        err_puts(vm, ": ");
        err_write(vm, msg->data, msg->len);
    }
    err_puts(vm, "\n");
    print_notes(vm, exc);
}

// The longest cause/context chain printed; CPython has no limit but also stops on cycles.
#define MAX_CHAIN 100

void np_exc_print(NpVM *vm, NpValue exc, const char *src, size_t srclen)
{
    // Collect the chain from the raised exception back to the root cause; chain[i + 1] is
    // the cause (how[i] = 1) or context (how[i] = 2) of chain[i].
    NpException *chain[MAX_CHAIN];
    int how[MAX_CHAIN];
    int n = 0;
    if (!NP_IS_EXC(exc)) {
        print_exc_line(vm, exc);
        return;
    }
    NpValue cur = exc;
    while (n < MAX_CHAIN && NP_IS_EXC(cur)) {
        NpException *e = NP_AS_EXC(cur);
        bool seen = false;
        for (int i = 0; i < n; i++)
            seen = seen || chain[i] == e;
        if (seen)
            break;
        chain[n] = e;
        how[n] = 0;
        if (NP_IS_EXC(e->cause)) {
            how[n] = 1;
            cur = e->cause;
        } else if (!e->suppress_context && NP_IS_EXC(e->context)) {
            how[n] = 2;
            cur = e->context;
        } else {
            cur = np_undef();
        }
        n++;
    }
    for (int i = n - 1; i >= 0; i--) {
        print_traceback(vm, chain[i], src, srclen);
        print_exc_line(vm, np_obj(&chain[i]->hdr));
        if (i == 0)
            break;
        if (how[i - 1] == 1)
            err_puts(vm, "\nThe above exception was the direct cause of the following "
                         "exception:\n\n");
        else
            err_puts(vm, "\nDuring handling of the above exception, another exception "
                         "occurred:\n\n");
    }
}
