/*
 * np_lib_sys.c - a minimal, safe `sys` module (stdlib/np_lib_sys.py holds the Python half).
 *
 * It exposes nothing of the host: no path, modules, frames, environment, platform or file
 * descriptors (argv[0] is the program's name as the host gave it, which tracebacks show).
 * What it has: the recursion limit (a script may move it between 1 and the ceiling the host
 * set, vm->recursion_ceiling; a request above the ceiling is capped silently and
 * getrecursionlimit reports the cap), stdout/stderr objects whose write() goes to the VM's
 * output sinks (the same path as print, so an embedding host captures it), exit(), intern(),
 * maxsize, maxunicode, version_info, float_info and argv. The module object is built on the
 * first import, never at boot; version_info and float_info (namedtuple classes, which need
 * collections) only when a script first asks for one of them (stdlib/np_lib_sys_info.py).
 */
#include <limits.h>

#include "np_interp.h"
#include "np_lib.h"
#include "np_tb.h"

// sys.getrecursionlimit(): the depth the next Python calls may reach.
static bool sys_getrecursionlimit(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)argv;
    if (!np_args_nokw(vm, "sys.getrecursionlimit", kw) ||
        !np_args_count(vm, "sys.getrecursionlimit", argc, 0, 0))
        return false;
    *out = np_int(vm->recursion_limit);
    return true;
}

// sys.setrecursionlimit(n): CPython's checks and messages (an int of at least 1, above the
// current depth), then the limit becomes min(n, the host's ceiling).
static bool sys_setrecursionlimit(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "sys.setrecursionlimit", kw) ||
        !np_args_count(vm, "sys.setrecursionlimit", argc, 1, 1))
        return false;
    NpValue v = argv[0];
    if (NP_IS_FLOAT(v))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "'float' object cannot be interpreted as an integer");
    int64_t n;
    if (!nplib_as_ssize(vm, v, &n)) {
        if (np_exc_matches(vm, vm->types[NP_TYPE_OVERFLOWERROR])) {
            np_exc_clear(vm);
            return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "Python int too large to convert to C int");
        }
        return false;
    }
    if (n > INT_MAX || n < INT_MIN)
        return np_raisef(vm, NP_TYPE_OVERFLOWERROR, "Python int too large to convert to C int");
    if (n < 1)
        return np_raisef(vm, NP_TYPE_VALUEERROR, "recursion limit must be greater or equal than 1");
    // CPython counts the running frames plus the call of setrecursionlimit itself.
    int depth = vm->nframes + 1;
    if (n <= depth)
        return np_raisef(vm, NP_TYPE_RECURSIONERROR,
                         "cannot set the recursion limit to %d at the recursion depth %d: the "
                         "limit is too low",
                         (int)n, depth);
    vm->recursion_limit = n < vm->recursion_ceiling ? (int)n : vm->recursion_ceiling;
    np_frames_sync(vm);
    *out = np_none();
    return true;
}

// _write(fd, s): writes str [s] to the VM's output sink (fd 1) or error sink (fd 2), charged
// to the budget like print's output. The Python half checks the types.
static bool sys_write(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_write", kw) || !np_args_count(vm, "_write", argc, 2, 2)) return false;
    if (!NP_IS_INT(argv[0]) || !NP_IS_STR(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_write(fd, str)");
    NpStr *s = NP_AS_STR(argv[1]);
    if (!np_budget_charge(vm, np_cost_text(s->len) + 1)) return false;
    NpWriteFn fn = argv[0].u.i == 2 ? vm->write_err : vm->write_out;
    if (fn && s->len > 0) fn(vm->write_ud, s->data, s->len);
    *out = np_none();
    return true;
}

// sys.exit(status=None): raises SystemExit as CPython does (no argument for None, a tuple's
// items as the arguments). The embedding API turns an uncaught one into the exit status.
static bool sys_exit(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)out;
    if (!np_args_nokw(vm, "sys.exit", kw) || !np_args_count(vm, "exit", argc, 0, 1)) return false;
    NpValue type = np_obj(&vm->types[NP_TYPE_SYSTEMEXIT]->hdr), exc;
    bool ok;
    if (argc == 0 || NP_IS_NONE(argv[0]))
        ok = np_call(vm, type, 0, NULL, NULL, &exc);
    else if (NP_IS_TUPLE(argv[0]))
        ok = np_call(vm, type, (int)NP_AS_TUPLE(argv[0])->n, NP_AS_TUPLE(argv[0])->items, NULL,
                     &exc);
    else
        ok = np_call(vm, type, 1, argv, NULL, &exc);
    return ok && np_raise_value(vm, exc);
}

// sys.intern(s): strs are compared by value, so interning only has to return [s].
static bool sys_intern(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "sys.intern", kw) || !np_args_count(vm, "sys.intern", argc, 1, 1))
        return false;
    if (!NP_IS_STR(argv[0]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "intern() argument must be str, not %s",
                         NP_IS_NONE(argv[0]) ? "None" : np_type_name(vm, argv[0]));
    *out = argv[0];
    return true;
}

// sys.exception(): the exception being handled (np_handled_exception), or None.
static bool sys_exception(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)argv;
    if (!np_args_nokw(vm, "sys.exception", kw) ||
        !np_args_count(vm, "sys.exception", argc, 0, 0))
        return false;
    NpValue e = np_handled_exception(vm);
    *out = NP_IS_EXC(e) ? e : np_none();
    return true;
}

// sys.exc_info(): (type, value, traceback) for the exception being handled, else (None, None,
// None). The traceback is the opaque object of e.__traceback__ (vm/np_tb.c): only the
// traceback module reads it, and no frame reaches a script (docs/SECURITY.md).
static bool sys_exc_info(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)argv;
    if (!np_args_nokw(vm, "sys.exc_info", kw) || !np_args_count(vm, "sys.exc_info", argc, 0, 0))
        return false;
    NpValue e = np_handled_exception(vm);
    NpValue items[3] = {np_none(), np_none(), np_none()};
    if (NP_IS_EXC(e)) {
        items[0] = np_obj(&np_typeof(vm, e)->hdr);
        items[1] = e;
        if (!np_tb_object(vm, e, &items[2])) return false;
    }
    NpTuple *t = np_tuple_from(vm, items, 3);
    if (!t) return false;
    *out = np_obj(&t->hdr);
    return true;
}

static const char sys_src[] =
#include "np_lib_sys_py.h"
    ;

static const char sys_info_src[] =
#include "np_lib_sys_info_py.h"
    ;

// _load_info(module): the loader of the module's "__lazy__" names version_info and float_info
// (vm/np_module.c np_module_lazy): runs stdlib/np_lib_sys_info.py in the sys module's globals.
static bool sys_load_info(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    if (argc != 1 || !NP_IS_KIND(argv[0], OBJ_MODULE))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "internal: expected a module");
    if (!nplib_exec_source(vm, (NpModuleObj *)NP_AS_OBJ(argv[0]), sys_info_src, "sys.py"))
        return false;
    *out = np_none();
    return true;
}

// What python3 puts in sys.argv[0] for the main program of file name [file] (the outermost
// frame's): '-c' for `nearly run -c` ("<string>"), '-' for a program read from standard input
// ("<stdin>"; '' in the REPL, which has the same file name and installs its echo builtin),
// else the path as the host gave it (which tracebacks show anyway).
static const char *argv0_of(NpVM *vm, const NpStr *file) {
    if (!file) return "";
    if (!strcmp(file->data, "<string>")) return "-c";
    if (strcmp(file->data, "<stdin>")) return file->data;
    NpStr *echo = np_intern_cstr(vm, "__np_echo__");
    return echo && NP_IS_UNDEF(np_dict_get_str(vm->builtins, echo)) ? "-" : "";
}

// _load_argv(module): the loader of the module's "__lazy__" name argv (vm/np_module.c
// np_module_lazy): [argv0], made on the first use so that the boot image (which has no
// program yet) holds nothing of it; a host call with no Python frame running gets [''].
static bool sys_load_argv(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    (void)kw;
    if (argc != 1 || !NP_IS_KIND(argv[0], OBJ_MODULE))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "internal: expected a module");
    const NpProto *main = vm->nframes > 0 ? vm->frames[0].func->proto : NULL;
    NpStr *a0 = np_str_from_cstr(vm, argv0_of(vm, main ? main->filename : NULL));
    if (!a0) return false;
    NpValue item = np_obj(&a0->hdr);
    NpList *l = np_list_from(vm, &item, 1);
    NpStr *key = np_intern_cstr(vm, "argv");
    if (!l || !key) return false;
    *out = np_none();
    return np_dict_set_str(vm, ((NpModuleObj *)NP_AS_OBJ(argv[0]))->globals, key, np_obj(&l->hdr));
}

static bool sys_init(NpVM *vm, NpModuleObj *mod) {
    static const struct {
        const char *name;
        NpNativeFn fn;
    } natives[] = {{"getrecursionlimit", sys_getrecursionlimit},
                   {"setrecursionlimit", sys_setrecursionlimit},
                   {"exit", sys_exit},
                   {"intern", sys_intern},
                   {"exception", sys_exception},
                   {"exc_info", sys_exc_info},
                   {"_write", sys_write},
                   {"_load_info", sys_load_info},
                   {"_load_argv", sys_load_argv}};
    for (size_t i = 0; i < sizeof natives / sizeof natives[0]; i++) {
        NpNative *f = np_native_new(vm, natives[i].name, natives[i].fn, NULL);
        NpStr *key = np_intern_cstr(vm, natives[i].name);
        if (!f || !key || !np_dict_set_str(vm, mod->globals, key, np_obj(&f->hdr))) return false;
    }
    return nplib_exec_source(vm, mod, sys_src, "sys.py");
}

bool nplib_register_sys(NpVM *vm) { return npvm_register_module(vm, "sys", sys_init); }
