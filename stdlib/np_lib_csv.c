/*
 * np_lib_csv.c - the `csv` module, written in Nearly Python (stdlib/np_lib_csv.py, embedded at
 * build time), and the registration of `io` (stdlib/np_lib_io.c). Both are pure: csv reads any
 * iterable of str lines and writes to any object with write(); io has only StringIO and
 * BytesIO (no files). Need no capability. The reader's per-character state machine is native
 * (_record, below: a record's lines, the end of data and line_num), and so are the writer's row
 * formatting (_row) and the rows of DictReader and DictWriter (_dict_row, _dict_list).
 */
#include "np_interp.h"
#include "np_lib.h"

static const char csv_src[] =
#include "np_lib_csv_py.h"
    ;

// Reader states (CPython's ParserState).
enum {
    CSV_START_RECORD, CSV_START_FIELD, CSV_ESCAPED_CHAR, CSV_IN_FIELD, CSV_IN_QUOTED_FIELD,
    CSV_ESCAPE_IN_QUOTED, CSV_QUOTE_IN_QUOTED, CSV_EAT_CRNL, CSV_AFTER_ESCAPED_CRNL
};
// The code point fed after a line's characters (the Python reader's _EOL), and the value of
// an unset quotechar/escapechar: neither equals any real code point.
#define CSV_EOL (-2)
#define CSV_NONE (-1)

// One reader's dialect parameters and its record being built, for the length of one _record call.
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
    char err[320];
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
// quoting, strict) that _Reader keeps for _record.
static bool csv_dialect(NpVM *vm, NpValue dv, CsvFeed *f) {
    if (!NP_IS_TUPLE(dv) || NP_AS_TUPLE(dv)->n != 7)
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_record() needs a dialect tuple");
    NpValue *d = NP_AS_TUPLE(dv)->items;
    f->delim = csv_char(d[0]);
    f->quote = csv_char(d[1]);
    f->escape = csv_char(d[2]);
    return np_truthy(vm, d[3], &f->doublequote) && np_truthy(vm, d[4], &f->skipspace) &&
           np_truthy(vm, d[6], &f->strict) && nplib_slice_index(vm, d[5], 0, &f->quoting);
}

// Runs the state machine over [line] and the end-of-line marker: false with f->err set or an
// exception pending.
static bool csv_feed_line(CsvFeed *f, NpStr *line) {
    const char *p = line->data, *end = line->data + line->len;
    while (p < end) {
        if (f->state == CSV_IN_FIELD || f->state == CSV_IN_QUOTED_FIELD) {
            size_t run = csv_run(f, p, end, &f->field_cp);
            if (run) {
                np_buf_append(&f->field, p, run);
                p += run;
                if (f->field.failed) return np_raise_nomem(f->vm);
                continue;
            }
        }
        const char *s = p;
        int32_t c = (unsigned char)*p < 0x80 ? *p++ : (int32_t)np_utf8_decode(&p);
        if (!csv_step(f, c, s, (size_t)(p - s))) return false;
    }
    return csv_step(f, CSV_EOL, "", 0);
}

// Stores [n] as reader [self]'s line_num.
static bool csv_store_line_num(NpVM *vm, NpValue self, int64_t n) {
    NpStr *name = np_intern_cstr(vm, "line_num");
    return name && np_setattr(vm, self, name, np_int(n));
}

// Ends csv_record: stores line_num (the lines read, [nlines] more than [old]) on reader
// [self] and returns [ok]; the csv.Error message in f->err, when there is one, becomes the
// result instead (a str, for the Python side to raise).
static bool csv_record_end(CsvFeed *f, NpValue self, int64_t old, int64_t nlines, bool ok,
                           NpValue *out) {
    NpVM *vm = f->vm;
    np_buf_free(&f->field);
    np_pop_roots(vm, 1);
    if (!ok && !f->err[0]) {
        // Keep the pending exception while line_num is stored.
        NpValue exc = vm->exc;
        vm->exc = np_undef();
        if (csv_store_line_num(vm, self, old + nlines)) vm->exc = exc;
        return false;
    }
    if (!csv_store_line_num(vm, self, old + nlines)) return false;
    if (!ok) {
        NpStr *msg = np_str_new(vm, f->err, strlen(f->err));
        if (!msg) return false;
        *out = np_obj(&msg->hdr);
    }
    return true;
}

// _record(reader, it, dialect, limit, line_num): the next record of csv reader [reader] (the
// Python _Reader.__next__'s loop): reads lines from iterator [it] and runs the state machine
// over them until a record ends; returns its list of fields, or the message of the csv.Error
// to raise (a str); StopIteration at the end of data. Stores reader.line_num, [line_num] plus
// the lines read. The field being built stays in one buffer across the lines of a quoted
// field. The budget pays for each line's text.
static bool csv_record(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_record", kw) || !np_args_count(vm, "_record", argc, 5, 5)) return false;
    if (!NP_IS_INT(argv[4])) return np_raisef(vm, NP_TYPE_TYPEERROR, "_record() got bad arguments");
    CsvFeed f = {.vm = vm, .state = CSV_START_RECORD};
    if (!csv_dialect(vm, argv[2], &f) || !nplib_slice_index(vm, argv[3], 0, &f.limit)) return false;
    f.fields = np_list_new(vm, 0);
    if (!f.fields) return false;
    if (!np_push_root(vm, np_obj(&f.fields->hdr))) return false;
    np_buf_init(&f.field, vm);
    *out = np_obj(&f.fields->hdr);
    int64_t old = argv[4].u.i, nlines = 0;
    while (true) {
        NpValue line;
        // A source may read line_num between the lines of a record (CPython counts each line
        // as it is read); a one-line record stores it once, at the end.
        if (nlines > 0 && !csv_store_line_num(vm, argv[0], old + nlines))
            return csv_record_end(&f, argv[0], old, nlines, false, out);
        int r = np_next(vm, argv[1], &line);
        if (r < 0) return csv_record_end(&f, argv[0], old, nlines, false, out);
        if (r == 0) {
            if (f.field.len > 0 || f.state == CSV_IN_QUOTED_FIELD) {
                if (f.strict) {
                    snprintf(f.err, sizeof f.err, "unexpected end of data");
                    return csv_record_end(&f, argv[0], old, nlines, false, out);
                }
                bool ok = csv_save(&f);
                return csv_record_end(&f, argv[0], old, nlines, ok, out);
            }
            csv_record_end(&f, argv[0], old, nlines, true, out);
            return np_raise_value(vm, np_obj((NpObject *)vm->types[NP_TYPE_STOPITERATION]));
        }
        if (!NP_IS_STR(line)) {
            snprintf(f.err, sizeof f.err, "iterator should return strings, not %.200s (the file "
                     "should be opened in text mode)", np_typeof(vm, line)->name->data);
            return csv_record_end(&f, argv[0], old, nlines, false, out);
        }
        nlines++;
        NpStr *text = NP_AS_STR(line);
        if (!np_charge_text(vm, text->len) || !csv_feed_line(&f, text))
            return csv_record_end(&f, argv[0], old, nlines, false, out);
        if (f.state == CSV_START_RECORD) return csv_record_end(&f, argv[0], old, nlines, true, out);
    }
}

/* ---------------------------------------------------------------- writer */

// One writer's dialect (the tuple _Writer keeps for _row) for the length of one _row call.
typedef struct CsvWrite {
    int32_t delim, quote, escape;
    bool doublequote;
    int64_t quoting;
    NpStr *lineterm;
    // ASCII code points that need quoting or escaping (delimiter, quotechar, escapechar and
    // the line terminator's characters); non-ASCII ones are tested by csv_special.
    bool special[128];
    // The csv.Error message when one was found (the Python side raises it); empty otherwise.
    const char *err;
} CsvWrite;

// True when code point [c] is one the field must quote or escape: the delimiter, quotechar,
// escapechar or a character of the line terminator (CPython's join_append_data test).
static bool csv_special(const CsvWrite *w, int32_t c) {
    if (c < 128) return w->special[c];
    if (c == w->delim || c == w->quote || c == w->escape) return true;
    const char *p = w->lineterm->data, *end = p + w->lineterm->len;
    while (p < end)
        if ((int32_t)np_utf8_decode(&p) == c) return true;
    return false;
}

// Reads _Writer's dialect tuple (delimiter, quotechar, escapechar, doublequote, quoting,
// lineterminator); false (with TypeError) when it is not one.
static bool csv_wdialect(NpVM *vm, NpValue dv, CsvWrite *w) {
    if (!NP_IS_TUPLE(dv) || NP_AS_TUPLE(dv)->n != 6 || !NP_IS_STR(NP_AS_TUPLE(dv)->items[5]))
        return np_raisef(vm, NP_TYPE_TYPEERROR, "_row() needs a dialect tuple");
    NpValue *d = NP_AS_TUPLE(dv)->items;
    w->delim = csv_char(d[0]);
    w->quote = csv_char(d[1]);
    w->escape = csv_char(d[2]);
    w->lineterm = NP_AS_STR(d[5]);
    w->err = NULL;
    memset(w->special, 0, sizeof w->special);
    int32_t cs[3] = {w->delim, w->quote, w->escape};
    for (int k = 0; k < 3; k++)
        if (cs[k] >= 0 && cs[k] < 128) w->special[cs[k]] = true;
    for (size_t k = 0; k < w->lineterm->len; k++) {
        unsigned char b = (unsigned char)w->lineterm->data[k];
        if (b < 128) w->special[b] = true;
    }
    return np_truthy(vm, d[3], &w->doublequote) && nplib_slice_index(vm, d[4], 0, &w->quoting);
}

// Decides whether field text [s, s + n) must be quoted (CPython's join_append_data first
// pass): *quoted is set (it starts true for QUOTE_ALL and non-numeric QUOTE_NONNUMERIC
// fields) and *plain says no character needs quoting, escaping or doubling. False with
// w->err set when a character needs escaping and no escapechar is set.
static bool csv_scan_field(CsvWrite *w, const char *s, size_t n, bool *quoted, bool *plain) {
    const char *p = s, *end = s + n;
    *plain = true;
    while (p < end) {
        int32_t c = (unsigned char)*p < 0x80 ? *p++ : (int32_t)np_utf8_decode(&p);
        if (!csv_special(w, c)) continue;
        *plain = false;
        bool want_escape = w->quoting == 3 || (c == w->quote ? !w->doublequote : c == w->escape);
        if (!want_escape) *quoted = true;
        else if (w->escape == CSV_NONE) {
            w->err = "need to escape, but no escapechar set";
            return false;
        }
    }
    return true;
}

// Appends code point [c] to [out].
static void csv_put(NpBuf *out, int32_t c) {
    char b[4];
    np_buf_append(out, b, (size_t)np_utf8_encode((uint32_t)c, b));
}

// Appends one field, quoted and escaped as the dialect says; false with w->err set.
static bool csv_write_field(CsvWrite *w, NpBuf *out, const char *s, size_t n, bool numeric) {
    bool quoted = w->quoting == 1 || (w->quoting == 2 && !numeric), plain;
    if (!csv_scan_field(w, s, n, &quoted, &plain)) return false;
    if (quoted) csv_put(out, w->quote);
    if (plain) np_buf_append(out, s, n);
    else {
        const char *p = s, *end = s + n;
        while (p < end) {
            const char *c0 = p;
            int32_t c = (unsigned char)*p < 0x80 ? *p++ : (int32_t)np_utf8_decode(&p);
            if (csv_special(w, c)) {
                if (w->quoting != 3 && c == w->quote && w->doublequote) csv_put(out, w->quote);
                else if (w->quoting == 3 || c == w->quote || c == w->escape)
                    csv_put(out, w->escape);
            }
            np_buf_append(out, c0, (size_t)(p - c0));
        }
    }
    if (quoted) csv_put(out, w->quote);
    return true;
}

// The text of field [v] as the writer converts it ([*numeric] for int, bool and float
// fields): false when the field is of a type left to the Python side (whose str() may run
// Python code). [tmp] holds the digits of a number.
static bool csv_field_text(NpValue v, char *tmp, const char **s, size_t *n, bool *numeric) {
    *numeric = true;
    if (NP_IS_STR(v)) {
        *s = NP_AS_STR(v)->data;
        *n = NP_AS_STR(v)->len;
        *numeric = false;
    } else if (NP_IS_NONE(v)) {
        *s = "";
        *n = 0;
        *numeric = false;
    } else if (NP_IS_INT(v)) {
        *s = tmp;
        *n = (size_t)np_i64_to_dec(v.u.i, tmp);
    } else if (NP_IS_FLOAT(v)) {
        *s = tmp;
        *n = (size_t)np_float_repr_buf(v.u.f, tmp);
    } else if (NP_IS_BOOL(v)) {
        *s = v.u.i ? "True" : "False";
        *n = v.u.i ? 4 : 5;
    } else {
        return false;
    }
    return true;
}

// _row(row, dialect): the line csv.writer writes for [row] (a list or tuple of str, None,
// int, bool and float fields) with the line terminator; None when the row or a field is of
// another kind (the Python side formats it), or a 1-tuple holding the csv.Error message.
static bool csv_row(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_row", kw) || !np_args_count(vm, "_row", argc, 2, 2)) return false;
    CsvWrite w;
    if (!csv_wdialect(vm, argv[1], &w)) return false;
    NpValue *items;
    size_t n;
    if (NP_IS_LIST(argv[0]) && NP_OBJ(argv[0])->type == vm->types[NP_TYPE_LIST]) {
        items = NP_AS_LIST(argv[0])->items;
        n = NP_AS_LIST(argv[0])->n;
    } else if (NP_IS_TUPLE(argv[0]) && NP_OBJ(argv[0])->type == vm->types[NP_TYPE_TUPLE]) {
        items = NP_AS_TUPLE(argv[0])->items;
        n = NP_AS_TUPLE(argv[0])->n;
    } else {
        *out = np_none();
        return true;
    }
    // The budget pays before the work: one unit per field and the text of the str fields
    // (numbers are short).
    size_t text = 0;
    for (size_t k = 0; k < n; k++)
        if (NP_IS_STR(items[k])) text += NP_AS_STR(items[k])->len;
    if (!np_charge_items(vm, n) || !np_charge_text(vm, text)) return false;
    NpBuf b;
    np_buf_init(&b, vm);
    bool ok = true;
    for (size_t k = 0; k < n && ok; k++) {
        char tmp[40];
        const char *s;
        size_t len;
        bool numeric;
        if (!csv_field_text(items[k], tmp, &s, &len, &numeric)) {
            np_buf_free(&b);
            *out = np_none();
            return true;
        }
        if (k) csv_put(&b, w.delim);
        ok = csv_write_field(&w, &b, s, len, numeric);
    }
    if (ok && n == 1 && b.len == 0) {
        // A lone empty field is written as "" (else the line would read back as no fields).
        if (w.quoting == 3) {
            w.err = "single empty field record must be quoted";
            ok = false;
        } else {
            csv_put(&b, w.quote);
            csv_put(&b, w.quote);
        }
    }
    if (ok) np_buf_append(&b, w.lineterm->data, w.lineterm->len);
    if (!ok) {
        np_buf_free(&b);
        if (!w.err) return false;
        NpStr *msg = np_str_from_cstr(vm, w.err);
        NpTuple *t = msg ? np_tuple_new(vm, 1) : NULL;
        if (!t) return false;
        t->items[0] = np_obj(&msg->hdr);
        *out = np_obj(&t->hdr);
        return true;
    }
    NpStr *line = np_buf_finish(&b);
    if (!line) return false;
    *out = np_obj(&line->hdr);
    return true;
}

/* ---------------------------------------------------------------- DictReader, DictWriter */

// True when [v] is a str of exactly type str (its hash and == run no Python code).
static bool csv_exact_str(NpVM *vm, NpValue v) {
    return NP_IS_STR(v) && NP_OBJ(v)->type == vm->types[NP_TYPE_STR];
}

// The items of exact list or tuple [v] (NULL for anything else).
static NpValue *csv_seq(NpVM *vm, NpValue v, size_t *n) {
    if (NP_IS_LIST(v) && NP_OBJ(v)->type == vm->types[NP_TYPE_LIST]) {
        *n = NP_AS_LIST(v)->n;
        return NP_AS_LIST(v)->items;
    }
    if (NP_IS_TUPLE(v) && NP_OBJ(v)->type == vm->types[NP_TYPE_TUPLE]) {
        *n = NP_AS_TUPLE(v)->n;
        return NP_AS_TUPLE(v)->items;
    }
    return NULL;
}

// _dict_row(names, row, restkey, restval): DictReader's record dict, dict(zip(names, row))
// plus row[len(names):] under [restkey] or [restval] for each missing name; None (the Python
// side builds it) unless [names] is a list or tuple of strs, [row] a list and [restkey] None
// or a str. One budget unit per field.
static bool csv_dict_row(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_dict_row", kw) || !np_args_count(vm, "_dict_row", argc, 4, 4))
        return false;
    size_t nf, nr;
    NpValue *names = csv_seq(vm, argv[0], &nf);
    *out = np_none();
    if (!names || !NP_IS_LIST(argv[1]) || (!NP_IS_NONE(argv[2]) && !csv_exact_str(vm, argv[2])))
        return true;
    for (size_t k = 0; k < nf; k++)
        if (!csv_exact_str(vm, names[k])) return true;
    NpList *row = NP_AS_LIST(argv[1]);
    nr = row->n;
    if (!np_charge_items(vm, nf + nr)) return false;
    NpDict *d = np_dict_new(vm);
    if (!d) return false;
    for (size_t k = 0; k < nf; k++)
        if (!np_dict_set(vm, d, names[k], k < nr ? row->items[k] : argv[3])) return false;
    if (nr > nf) {
        NpList *rest = np_list_new(vm, nr - nf);
        if (!rest) return false;
        memcpy(rest->items, row->items + nf, (nr - nf) * sizeof(NpValue));
        rest->n = nr - nf;
        if (!np_dict_set(vm, d, argv[2], np_obj(&rest->hdr))) return false;
    }
    *out = np_obj(&d->hdr);
    return true;
}

// _dict_list(rowdict, fieldnames, restval, check): DictWriter's row, [rowdict.get(name,
// restval) for name in fieldnames]; None (the Python side does it, and raises for keys not in
// fieldnames) unless [rowdict] is a dict with str keys, [fieldnames] a list or tuple of strs
// and, when [check], every key is one of the fieldnames. One budget unit per key compared.
static bool csv_dict_list(NpVM *vm, int argc, NpValue *argv, NpTuple *kw, NpValue *out) {
    if (!np_args_nokw(vm, "_dict_list", kw) || !np_args_count(vm, "_dict_list", argc, 4, 4))
        return false;
    size_t nf;
    NpValue *names = csv_seq(vm, argv[1], &nf);
    *out = np_none();
    if (!names || !NP_IS_DICT(argv[0]) || NP_OBJ(argv[0])->type != vm->types[NP_TYPE_DICT])
        return true;
    for (size_t k = 0; k < nf; k++)
        if (!csv_exact_str(vm, names[k])) return true;
    NpDict *d = NP_AS_DICT(argv[0]);
    bool check;
    if (!np_truthy(vm, argv[3], &check) || !np_charge_items(vm, nf + d->n)) return false;
    size_t pos = 0;
    NpValue key;
    while (np_dict_next(d, &pos, &key, NULL)) {
        if (!csv_exact_str(vm, key)) return true;
        if (!check) continue;
        if (!np_charge_items(vm, nf)) return false;
        size_t k = 0;
        while (k < nf && !np_str_eq(NP_AS_STR(names[k]), NP_AS_STR(key))) k++;
        if (k == nf) return true;
    }
    NpList *l = np_list_new(vm, nf);
    if (!l) return false;
    for (size_t k = 0; k < nf; k++) {
        NpValue v = np_dict_get_str(d, NP_AS_STR(names[k]));
        l->items[k] = NP_IS_UNDEF(v) ? argv[2] : v;
    }
    l->n = nf;
    *out = np_obj(&l->hdr);
    return true;
}

static const NpMethodDef csv_natives[] = {
    {"_row", csv_row, 0},
    {"_record", csv_record, 0},
    {"_dict_row", csv_dict_row, 0},
    {"_dict_list", csv_dict_list, 0},
    {NULL, NULL, 0},
};

static bool csv_init(NpVM *vm, NpModuleObj *mod) {
    return nplib_add_natives(vm, mod, csv_natives) &&
           nplib_exec_source(vm, mod, csv_src, "csv.py");
}

bool nplib_register_csv(NpVM *vm) {
    return npvm_register_module(vm, "csv", csv_init) && npvm_register_module(vm, "io", nplib_io_init);
}
