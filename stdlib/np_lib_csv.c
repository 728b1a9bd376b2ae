/*
 * np_lib_csv.c - the `csv` and `io` modules, written in Nearly Python (stdlib/np_lib_csv.py,
 * stdlib/np_lib_io.py, embedded at build time). Both are pure: csv reads any iterable of str
 * lines and writes to any object with write(); io has only StringIO (no files). Need no
 * capability. The reader's per-character state machine is native (_feed, below); the Python
 * side keeps the line loop, line_num and the end of data.
 */
#include "np_interp.h"
#include "np_lib.h"

static const char csv_src[] =
#include "np_lib_csv_py.h"
    ;

static const char io_src[] =
#include "np_lib_io_py.h"
    ;

// Reader states (CPython's ParserState; the same numbers as np_lib_csv.py's _START_RECORD...).
enum {
    CSV_START_RECORD, CSV_START_FIELD, CSV_ESCAPED_CHAR, CSV_IN_FIELD, CSV_IN_QUOTED_FIELD,
    CSV_ESCAPE_IN_QUOTED, CSV_QUOTE_IN_QUOTED, CSV_EAT_CRNL, CSV_AFTER_ESCAPED_CRNL
};
// The code point fed after a line's characters (the Python reader's _EOL), and the value of
// an unset quotechar/escapechar: neither equals any real code point.
#define CSV_EOL (-2)
#define CSV_NONE (-1)

// One reader's dialect parameters and its record being built, for the length of one _feed call.
typedef struct CsvFeed {
    NpVM *vm;
    int32_t delim, quote, escape;
    bool doublequote, skipspace, strict;
    int64_t quoting, limit;
    // The field being built (UTF-8) and its length in code points (for the field limit).
    NpBuf field;
    int64_t field_cp;
    // True when the field is unquoted under QUOTE_NONNUMERIC (saved as float()).
    bool numeric;
    NpList *fields;
    int state;
    // The csv.Error message when one was found (the Python side raises it); empty otherwise.
    char err[160];
} CsvFeed;

// The code point of a 1-character str parameter, or CSV_NONE for None.
static int32_t csv_char(NpValue v) {
    if (!NP_IS_STR(v) || NP_AS_STR(v)->ncp != 1) return CSV_NONE;
    const char *p = NP_AS_STR(v)->data;
    return (int32_t)np_utf8_decode(&p);
}

// Appends code point [c] (its UTF-8 bytes [s, s + n)) to the field, enforcing the field size
// limit: false with f->err set, or with MemoryError pending.
static bool csv_add(CsvFeed *f, const char *s, size_t n) {
    if (f->field_cp >= f->limit) {
        snprintf(f->err, sizeof f->err, "field larger than field limit (%lld)",
                 (long long)f->limit);
        return false;
    }
    np_buf_append(&f->field, s, n);
    f->field_cp++;
    return !f->field.failed || np_raise_nomem(f->vm);
}

// Appends the finished field to the record (float() of it when numeric) and starts a new one.
static bool csv_save(CsvFeed *f) {
    NpValue v;
    if (f->field.failed) return np_raise_nomem(f->vm);
    if (f->numeric) {
        double d;
        if (!np_float_parse(f->vm, f->field.data, f->field.len, &d)) return false;
        v = np_float(d);
        f->numeric = false;
    } else {
        NpStr *s = np_str_new(f->vm, f->field.data, f->field.len);
        if (!s) return false;
        v = np_obj(&s->hdr);
    }
    f->field.len = 0;
    f->field_cp = 0;
    return np_list_append(f->vm, f->fields, v);
}

// Ends a field at an end of line: [c] is CSV_EOL, '\n' or '\r'.
static bool csv_end_line(CsvFeed *f, int32_t c) {
    f->state = c == CSV_EOL ? CSV_START_RECORD : CSV_EAT_CRNL;
    return csv_save(f);
}

// One step of the state machine (the Python reader's former _step) for code point [c], whose
// UTF-8 bytes are [s, s + n) (unused for CSV_EOL). False with f->err set or an exception.
static bool csv_step(CsvFeed *f, int32_t c, const char *s, size_t n) {
    bool eol = c == CSV_EOL, crnl = c == '\n' || c == '\r';
    bool quote = c == f->quote && f->quoting != 3;
    switch (f->state) {
    case CSV_START_RECORD:
        if (eol) return true;
        if (crnl) {
            f->state = CSV_EAT_CRNL;
            return true;
        }
        f->state = CSV_START_FIELD;
        /* fall through */
    case CSV_START_FIELD:
        if (eol || crnl) return csv_end_line(f, c);
        if (quote) f->state = CSV_IN_QUOTED_FIELD;
        else if (c == f->escape) f->state = CSV_ESCAPED_CHAR;
        else if (c == ' ' && f->skipspace) return true;
        else if (c == f->delim) return csv_save(f);
        else {
            if (f->quoting == 2) f->numeric = true;
            f->state = CSV_IN_FIELD;
            return csv_add(f, s, n);
        }
        return true;
    case CSV_ESCAPED_CHAR:
        if (crnl) {
            f->state = CSV_AFTER_ESCAPED_CRNL;
            return csv_add(f, s, n);
        }
        f->state = CSV_IN_FIELD;
        return eol ? csv_add(f, "\n", 1) : csv_add(f, s, n);
    case CSV_AFTER_ESCAPED_CRNL:
        if (eol) return true;
        f->state = CSV_IN_FIELD;
        return csv_step(f, c, s, n);
    case CSV_IN_FIELD:
        if (eol || crnl) return csv_end_line(f, c);
        if (c == f->escape) f->state = CSV_ESCAPED_CHAR;
        else if (c == f->delim) {
            f->state = CSV_START_FIELD;
            return csv_save(f);
        } else return csv_add(f, s, n);
        return true;
    case CSV_IN_QUOTED_FIELD:
        if (eol) return true;
        if (c == f->escape) f->state = CSV_ESCAPE_IN_QUOTED;
        else if (quote) f->state = f->doublequote ? CSV_QUOTE_IN_QUOTED : CSV_IN_FIELD;
        else return csv_add(f, s, n);
        return true;
    case CSV_ESCAPE_IN_QUOTED:
        f->state = CSV_IN_QUOTED_FIELD;
        return eol ? csv_add(f, "\n", 1) : csv_add(f, s, n);
    case CSV_QUOTE_IN_QUOTED:
        if (quote) {
            f->state = CSV_IN_QUOTED_FIELD;
            return csv_add(f, s, n);
        }
        if (c == f->delim) {
            f->state = CSV_START_FIELD;
            return csv_save(f);
        }
        if (eol || crnl) return csv_end_line(f, c);
        if (!f->strict) {
            f->state = CSV_IN_FIELD;
            return csv_add(f, s, n);
        }
        {
            char d[5] = {0}, q[5] = {0};
            np_utf8_encode((uint32_t)f->delim, d);
            np_utf8_encode((uint32_t)f->quote, q);
            snprintf(f->err, sizeof f->err, "'%s' expected after '%s'", d, q);
        }
        return false;
    default:  // CSV_EAT_CRNL
        if (crnl) return true;
        if (eol) {
            f->state = CSV_START_RECORD;
            return true;
        }
        snprintf(f->err, sizeof f->err, "%s",
                 "new-line character seen in unquoted field - do you need to open the file in "
                 "universal-newline mode?");
        return false;
    }
}

// The length in bytes of the run of characters at [p] that state IN_FIELD or IN_QUOTED_FIELD
// would only append to the field (no delimiter, quote, escape or line end), capped so the
// field stays within its size limit; its code points are added to *ncp. Non-ASCII bytes end
// the run when a dialect character is non-ASCII (then csv_step decides them one by one).
static size_t csv_run(const CsvFeed *f, const char *p, const char *end, int64_t *ncp) {
    bool quoted = f->state == CSV_IN_QUOTED_FIELD;
    bool ascii_only = f->delim >= 0x80 || f->quote >= 0x80 || f->escape >= 0x80;
    int64_t room = f->limit - f->field_cp, n = 0;
    const char *q = p;
    // Every stop is at an ASCII byte or at a lead byte, so the run ends on a character boundary.
    for (; q < end; q++) {
        int32_t b = (unsigned char)*q;
        if (b == f->quote || b == f->escape || (b >= 0x80 && ascii_only)) break;
        if (!quoted && (b == f->delim || b == '\n' || b == '\r')) break;
        if ((b & 0xC0) != 0x80) {
            if (n >= room) break;
            n++;
        }
    }
    *ncp += n;
    return (size_t)(q - p);
}

// Reads the dialect tuple (delimiter, quotechar, escapechar, doublequote, skipinitialspace,
// quoting, strict) that _Reader keeps for _feed.
static bool csv_dialect(NpVM *vm, NpValue dv, CsvFeed *f) {
    if (!NP_IS_TUPLE(dv) || NP_AS_TUPLE(dv)->n != 7)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_feed() needs a dialect tuple");
    NpValue *d = NP_AS_TUPLE(dv)->items;
    f->delim = csv_char(d[0]);
    f->quote = csv_char(d[1]);
    f->escape = csv_char(d[2]);
    return np_truthy(vm, d[3], &f->doublequote) && np_truthy(vm, d[4], &f->skipspace) &&
           np_truthy(vm, d[6], &f->strict) && nplib_slice_index(vm, d[5], 0, &f->quoting);
}

// _feed(line, state, field, fields, numeric, dialect, limit): runs the reader's state machine
// over [line] and the end-of-line marker, appending finished fields to list [fields]. Returns
// (state, field, numeric) for the next line, or the csv.Error message (a str) to raise. The
// budget pays for the line and for copying the carried field in and out (a quoted field that
// spans many lines is copied once per line).
static bool csv_feed(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_feed", kw) || !np_args_count(vm, "_feed", argc, 7, 7)) return false;
    if (!NP_IS_STR(argv[0]) || !NP_IS_STR(argv[2]) || !NP_IS_LIST(argv[3]) ||
        !NP_IS_INT(argv[1]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_feed() got bad arguments");
    CsvFeed f = {.vm = vm, .fields = NP_AS_LIST(argv[3]), .state = (int)argv[1].u.i};
    NpStr *line = NP_AS_STR(argv[0]), *carried = NP_AS_STR(argv[2]);
    if (!csv_dialect(vm, argv[5], &f) || !np_truthy(vm, argv[4], &f.numeric) ||
        !nplib_slice_index(vm, argv[6], 0, &f.limit) ||
        !np_charge_text(vm, line->len + 2 * carried->len))
        return false;
    np_buf_init(&f.field, vm);
    np_buf_append(&f.field, carried->data, carried->len);
    f.field_cp = (int64_t)carried->ncp;
    const char *p = line->data, *end = line->data + line->len;
    bool ok = true;
    while (ok && p < end) {
        if (f.state == CSV_IN_FIELD || f.state == CSV_IN_QUOTED_FIELD) {
            size_t run = csv_run(&f, p, end, &f.field_cp);
            if (run) {
                np_buf_append(&f.field, p, run);
                p += run;
                if (f.field.failed) {
                    ok = np_raise_nomem(vm);
                    break;
                }
                continue;
            }
        }
        const char *s = p;
        int32_t c = (unsigned char)*p < 0x80 ? *p++ : (int32_t)np_utf8_decode(&p);
        ok = csv_step(&f, c, s, (size_t)(p - s));
    }
    ok = ok && csv_step(&f, CSV_EOL, "", 0);
    NpStr *rest = NULL;
    if (ok) rest = f.field.failed ? NULL : np_str_new(vm, f.field.data, f.field.len);
    np_buf_free(&f.field);
    if (!ok && f.err[0]) {
        NpStr *msg = np_str_new(vm, f.err, strlen(f.err));
        if (!msg) return false;
        *out = np_obj(&msg->hdr);
        return true;
    }
    if (!ok) return false;
    if (!rest || !np_push_root(vm, np_obj(&rest->hdr))) return rest ? false : np_raise_nomem(vm);
    NpTuple *t = np_tuple_new(vm, 3);
    np_pop_roots(vm, 1);
    if (!t) return false;
    t->items[0] = np_int(f.state);
    t->items[1] = np_obj(&rest->hdr);
    t->items[2] = np_bool(f.numeric);
    *out = np_obj(&t->hdr);
    return true;
}

static const NpMethodDef csv_natives[] = {
    {"_feed", csv_feed, 0},
    {NULL, NULL, 0},
};

static bool csv_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_add_natives(vm, mod, csv_natives) &&
           nplib_exec_source(vm, mod, csv_src, "csv.py");
}

static bool io_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_exec_source(vm, mod, io_src, "io.py");
}

bool nplib_register_csv(NpVM *vm) {
    return npvm_register_module(vm, "csv", csv_init) && npvm_register_module(vm, "io", io_init);
}
