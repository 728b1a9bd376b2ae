/*
 * np_exc.c - raising exceptions from C, their traceback entries and notes (vm/np_tb.c formats
 * them the way CPython 3.11 prints them).
 *
 * A raise stores the exception object in vm->exc and returns false; nothing unwinds the C
 * stack. MemoryError uses the instance preallocated by np_types_init, so reporting an
 * out-of-memory condition never needs memory. See np_repr.c for str(e) and repr(e).
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "np_interp.h"
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

char *np_name_cut(char *buf, const char *s, size_t maxbytes)
{
    size_t n = strlen(s);
    if (n <= maxbytes) {
        memcpy(buf, s, n + 1);
        return buf;
    }
    // Back to the start of the character the cut falls in (continuation bytes are 10xxxxxx).
    size_t keep = maxbytes;
    while (keep > 0 && ((unsigned char)s[keep] & 0xC0) == 0x80)
        keep--;
    memcpy(buf, s, keep);
    if (keep < maxbytes)
        memcpy(buf + keep, "\xEF\xBF\xBD", 3), keep += 3;
    buf[keep] = '\0';
    return buf;
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

bool np_exc_add_trace(NpVM *vm, NpException *e, NpProto *proto, int line, uint32_t pc)
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
            vm->mem_limit = limit > SIZE_MAX - NP_REPORT_HEADROOM ? SIZE_MAX
                                                                  : limit + NP_REPORT_HEADROOM;
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
    e->tb[e->ntb].pc = pc;
    e->ntb++;
    return true;
}

/* ---------------------------------------------------------------- notes (printed by np_tb.c) */

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


/* ---------------------------------------------------------------- builtins made on first use */

// The builtin complex: a Nearly Python class (stdlib/np_lib_complex.py) installed in the builtins
// by importing the private module _complex, under its name and under "<complex>", the name
// imaginary literals load (compiler/np_compexpr.c compile_imag), which no global can shadow.
static bool complex_missing(NpVM *vm, NpValue *out)
{
    // The import runs Python code, which may collect: the names are interned after it (an
    // interned str nothing else holds would be freed under them).
    NpStr *modname = np_intern_cstr(vm, "_complex");
    NpValue mod;
    if (!modname || !np_import(vm, modname, &mod))
        return false;
    NpStr *name = np_intern_cstr(vm, "complex");
    if (!name || !np_import_from(vm, mod, name, out))
        return false;
    NpStr *literal = np_intern_cstr(vm, "<complex>");
    return literal && np_dict_set_str(vm, vm->builtins, name, *out) &&
           np_dict_set_str(vm, vm->builtins, literal, *out);
}

bool np_complex_float_pow(NpVM *vm, double v, double w, NpValue *out)
{
    NpStr *modname = np_intern_cstr(vm, "_complex");
    NpValue mod;
    if (!modname || !np_import(vm, modname, &mod))
        return false;
    NpStr *fname = np_intern_cstr(vm, "_float_pow");  // after the import (see complex_missing)
    if (!fname)
        return false;
    NpValue fn = np_dict_get_str(((NpModuleObj *)NP_AS_OBJ(mod))->globals, fname);
    if (NP_IS_UNDEF(fn))
        return np_raisef(vm, NP_TYPE_SYSTEMERROR, "complex helper missing");
    NpValue args[2] = {np_float(v), np_float(w)};
    return np_call(vm, fn, 2, args, NULL, out);
}

bool np_builtin_missing(NpVM *vm, NpStr *name, NpValue *out)
{
    if ((name->len == 7 && !memcmp(name->data, "complex", 7)) ||
        (name->len == 9 && !memcmp(name->data, "<complex>", 9)))
        return complex_missing(vm, out);
    bool group = (name->len == 14 && !memcmp(name->data, "ExceptionGroup", 14)) ||
                 (name->len == 18 && !memcmp(name->data, "BaseExceptionGroup", 18));
    if (!group) {
        char cut[204];
        return np_raisef(vm, NP_TYPE_NAMEERROR, "name '%s' is not defined",
                         np_name_cut(cut, name->data, 200));
    }
    // BaseExceptionGroup and ExceptionGroup are Nearly Python classes (stdlib/
    // np_lib_exceptiongroup.py): importing the module installs both in the builtins.
    NpStr *modname = np_intern_cstr(vm, "_exceptiongroup");
    NpValue mod;
    if (!modname || !np_import(vm, modname, &mod))
        return false;
    static const char *const names[] = {"BaseExceptionGroup", "ExceptionGroup"};
    for (size_t i = 0; i < 2; i++) {
        NpStr *key = np_intern_cstr(vm, names[i]);
        NpValue cls;
        if (!key || !np_import_from(vm, mod, key, &cls) ||
            !np_dict_set_str(vm, vm->builtins, key, cls))
            return false;
    }
    *out = np_dict_get_str(vm->builtins, name);
    return !NP_IS_UNDEF(*out);
}

bool np_excstar(NpVM *vm, int mode, NpValue *a, NpValue b)
{
    // The helpers of stdlib/np_lib_exceptiongroup.py, by mode.
    static const char *const helpers[] = {"_star_start", "_star_match", "_star_raised",
                                          "_star_finish"};
    if (mode < 0 || mode > 3)
        return np_raisef(vm, NP_TYPE_SYSTEMERROR, "bad except* step");
    NpStr *modname = np_intern_cstr(vm, "_exceptiongroup");
    NpValue mod, fn;
    if (!modname || !np_import(vm, modname, &mod))
        return false;
    NpStr *fname = np_intern_cstr(vm, helpers[mode]);  // after the import (see complex_missing)
    if (!fname)
        return false;
    NpModuleObj *m = (NpModuleObj *)NP_AS_OBJ(mod);
    fn = np_dict_get_str(m->globals, fname);
    if (NP_IS_UNDEF(fn))
        return np_raisef(vm, NP_TYPE_SYSTEMERROR, "except* helper missing");
    NpValue args[2] = {b, *a};
    NpValue out;
    if (!np_call(vm, fn, mode == 1 || mode == 2 ? 2 : 1, args, NULL, &out))
        return false;
    if (mode != 2)
        *a = out;
    return true;
}
