/*
 * np_lib_pure.c - the pure stdlib modules written wholly in Nearly Python (stdlib/np_lib_<mod>.py,
 * embedded at build time): types, graphlib, pprint, calendar, logging, array, queue, keyword,
 * base64, html (and _html_entities, its tables), difflib, warnings, shlex, argparse, uuid,
 * secrets, fnmatch, getopt, binascii, urllib (empty: the package of urllib.parse), urllib.parse,
 * numbers (np_lib_numbers_mod.py); and hashlib, cmath, _complex (the builtin complex), zlib,
 * struct and decimal, whose inits install natives (stdlib/np_lib_hashlib.c,
 * stdlib/np_lib_complex.c, stdlib/np_lib_zlib.c, stdlib/np_lib_struct.c,
 * stdlib/np_lib_decimal.c), and array, which gets _set_pattern (np_lib_abc.c) to match sequence
 * patterns; unicodedata's init only installs natives
 * (stdlib/np_lib_unicodedata.c).
 *
 * uuid and secrets get one native, _entropy_seed (np_lib_random.c), their shared check of the
 * 'entropy' capability. They need no other natives and no capability to import, so they are
 * not registered with each VM: np_import (vm/np_module.c) asks nplib_pure_module for a name
 * the registry lacks, and the module's source is compiled and run on its first import. An idle VM holds nothing of them.
 */
#include <string.h>

#include "np_interp.h"
#include "np_lib.h"

static const char types_src[] =
#include "np_lib_types_py.h"
    ;
static const char graphlib_src[] =
#include "np_lib_graphlib_py.h"
    ;
static const char pprint_src[] =
#include "np_lib_pprint_py.h"
    ;
static const char calendar_src[] =
#include "np_lib_calendar_py.h"
    ;
static const char logging_src[] =
#include "np_lib_logging_py.h"
    ;
static const char array_src[] =
#include "np_lib_array_py.h"
    ;
static const char queue_src[] =
#include "np_lib_queue_py.h"
    ;
static const char keyword_src[] =
#include "np_lib_keyword_py.h"
    ;
static const char base64_src[] =
#include "np_lib_base64_py.h"
    ;
static const char html_src[] =
#include "np_lib_html_py.h"
    ;
static const char difflib_src[] =
#include "np_lib_difflib_py.h"
    ;
static const char numbers_src[] =
#include "np_lib_numbers_mod_py.h"
    ;
static const char warnings_src[] =
#include "np_lib_warnings_py.h"
    ;
static const char shlex_src[] =
#include "np_lib_shlex_py.h"
    ;
static const char argparse_src[] =
#include "np_lib_argparse_py.h"
    ;
static const char uuid_src[] =
#include "np_lib_uuid_py.h"
    ;
static const char secrets_src[] =
#include "np_lib_secrets_py.h"
    ;
static const char fnmatch_src[] =
#include "np_lib_fnmatch_py.h"
    ;
static const char getopt_src[] =
#include "np_lib_getopt_py.h"
    ;
static const char binascii_src[] =
#include "np_lib_binascii_py.h"
    ;
static const char urllib_src[] =
#include "np_lib_urllib_py.h"
    ;
static const char urllib_parse_src[] =
#include "np_lib_urllib_parse_py.h"
    ;
static const char html_entities_src[] =
#include "np_lib_html_entities_py.h"
    ;

// Defines NAME_init, which runs NAME_src in the module's globals.
#define PURE_INIT(NAME)                                                  \
    static bool NAME##_init(NpVM *vm, NpModuleObj *mod) {                \
        return nplib_exec_source(vm, mod, NAME##_src, #NAME ".py");      \
    }

// Defines NAME_init for a module that asks for the 'entropy' capability through the native
// _entropy_seed (nplib_entropy_module_init), then runs NAME_src.
#define ENTROPY_INIT(NAME)                                                          \
    static bool NAME##_init(NpVM *vm, NpModuleObj *mod) {                           \
        return nplib_entropy_module_init(vm, mod, NAME##_src, #NAME ".py");         \
    }

PURE_INIT(types)
PURE_INIT(graphlib)
PURE_INIT(pprint)
PURE_INIT(calendar)
// logging gets its one native (_caller, np_lib_traceback.c) before its source runs.
static bool logging_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_logging_natives(vm, mod) &&
           nplib_exec_source(vm, mod, logging_src, "logging.py");
}
// array gets _set_pattern (np_lib_abc.c): array.array matches sequence patterns, as CPython's
// registration with collections.abc.MutableSequence makes it.
static const NpMethodDef array_natives[] = {{"_set_pattern", nplib_set_pattern, 0},
                                            {NULL, NULL, 0}};
static bool array_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_add_natives(vm, mod, array_natives) &&
           nplib_exec_source(vm, mod, array_src, "array.py");
}
PURE_INIT(queue)
PURE_INIT(keyword)
PURE_INIT(base64)
PURE_INIT(html)
PURE_INIT(difflib)
PURE_INIT(warnings)
PURE_INIT(numbers)
PURE_INIT(shlex)
PURE_INIT(argparse)
ENTROPY_INIT(uuid)
ENTROPY_INIT(secrets)
PURE_INIT(fnmatch)
PURE_INIT(getopt)
PURE_INIT(html_entities)
PURE_INIT(binascii)
PURE_INIT(urllib)

// urllib.parse's init: its file name as CPython's tracebacks show it.
static bool urllib_parse_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_exec_source(vm, mod, urllib_parse_src, "urllib/parse.py");
}

// One pure module: its import name and the init function that runs its source.
typedef struct PureModule {
    const char *name;
    bool (*init)(NpVM *, NpModuleObj *);
} PureModule;

static const PureModule pure_modules[] = {
    {"types", types_init},
    {"graphlib", graphlib_init},
    {"pprint", pprint_init},
    {"calendar", calendar_init},
    {"logging", logging_init},
    {"decimal", nplib_decimal_init},
    {"array", array_init},
    {"queue", queue_init},
    {"keyword", keyword_init},
    {"base64", base64_init},
    {"traceback", nplib_traceback_init},
    // Not importable by a script (no policy grants it): np_builtin_missing imports it.
    {"_exceptiongroup", nplib_exceptiongroup_init},
    {"html", html_init},
    {"difflib", difflib_init},
    {"hashlib", nplib_hashlib_init},
    {"zlib", nplib_zlib_init},
    {"struct", nplib_struct_init},
    {"warnings", warnings_init},
    {"numbers", numbers_init},
    {"unicodedata", nplib_unicodedata_init},
    {"shlex", shlex_init},
    {"argparse", argparse_init},
    {"uuid", uuid_init},
    {"secrets", secrets_init},
    {"fnmatch", fnmatch_init},
    {"getopt", getopt_init},
    {"binascii", binascii_init},
    {"urllib", urllib_init},
    {"urllib.parse", urllib_parse_init},
    // Not importable by a script: html.unescape imports it (its tables).
    {"_html_entities", html_entities_init},
    // Not importable by a script either: np_builtin_missing imports it for the name complex.
    {"_complex", nplib_complex_init},
    {"cmath", nplib_cmath_init},
};

bool (*nplib_pure_module(const char *name, size_t len))(NpVM *, NpModuleObj *) {
    for (size_t i = 0; i < sizeof pure_modules / sizeof pure_modules[0]; i++)
        if (strlen(pure_modules[i].name) == len && !memcmp(pure_modules[i].name, name, len))
            return pure_modules[i].init;
    return NULL;
}
