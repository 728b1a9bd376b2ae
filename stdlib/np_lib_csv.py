# csv: CPython 3.11's reader (its character state machine: quoted fields spanning lines,
# doubled quotes, escapechar, skipinitialspace, strict, QUOTE_NONNUMERIC), writer (quoting
# rules, the lone empty field written as ""), DictReader, DictWriter, dialects (excel,
# excel-tab, unix) and csv.Error. Any iterable of str lines is a source and any object with
# a write(str) method a destination (io.StringIO, a user class). No Sniffer.

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = 0, 1, 2, 3
__version__ = "1.0"


class Error(Exception):
    pass


class Dialect:
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None
    strict = False


class excel(Dialect):
    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\r\n"
    quoting = QUOTE_MINIMAL


class excel_tab(excel):
    delimiter = "\t"


class unix_dialect(Dialect):
    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\n"
    quoting = QUOTE_ALL


_dialects = {"excel": excel, "excel-tab": excel_tab, "unix": unix_dialect}
_ATTRS = ("delimiter", "quotechar", "escapechar", "doublequote", "skipinitialspace",
          "lineterminator", "quoting", "strict")


class _Params:
    # The resolved, checked parameters of one reader or writer (CPython's Dialect object).
    def __init__(self, dialect, kw):
        if isinstance(dialect, str):
            dialect = get_dialect(dialect)
        for name in kw:
            if name not in _ATTRS:
                raise TypeError("'%s' is an invalid keyword argument for this function" % name)
        for name in _ATTRS:
            value = kw[name] if name in kw else getattr(dialect, name, None)
            setattr(self, name, value)
        if self.doublequote is None:
            self.doublequote = True
        if self.skipinitialspace is None:
            self.skipinitialspace = False
        if self.strict is None:
            self.strict = False
        if "quotechar" in kw and kw["quotechar"] is None and "quoting" not in kw:
            self.quoting = QUOTE_NONE
        if self.quoting is None:
            self.quoting = QUOTE_MINIMAL
        if self.lineterminator is None:
            # Only a dialect without the attribute gets the default; None given is an error.
            if "lineterminator" in kw or hasattr(dialect, "lineterminator"):
                raise TypeError("lineterminator must be set")
            self.lineterminator = "\r\n"
        if "quotechar" not in kw and self.quotechar is None:
            self.quotechar = '"'
        if self.delimiter is None:
            self.delimiter = ","
        self._check()

    def _check(self):
        d = self.delimiter
        if not isinstance(d, str):
            raise TypeError('"delimiter" must be string, not %s' % type(d).__name__)
        if len(d) != 1:
            raise TypeError('"delimiter" must be a 1-character string')
        for name in ("quotechar", "escapechar"):
            v = getattr(self, name)
            if v is not None and (not isinstance(v, str) or len(v) != 1):
                if isinstance(v, str):
                    raise TypeError('"%s" must be a 1-character string' % name)
                raise TypeError('"%s" must be string or None, not %s' % (name, type(v).__name__))
        if not isinstance(self.lineterminator, str):
            raise TypeError('"lineterminator" must be a string')
        if self.quoting not in (0, 1, 2, 3):
            raise TypeError("bad \"quoting\" value")
        if self.quotechar is None and self.quoting != QUOTE_NONE:
            raise TypeError("quotechar must be set if quoting enabled")


def register_dialect(name, dialect=None, **fmtparams):
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    _dialects[name] = _make_dialect(_Params(dialect if dialect is not None else excel,
                                            fmtparams))


def _make_dialect(params):
    class _Registered(Dialect):
        pass
    for name in _ATTRS:
        setattr(_Registered, name, getattr(params, name))
    return _Registered


def unregister_dialect(name):
    if name not in _dialects:
        raise Error("unknown dialect")
    del _dialects[name]


def get_dialect(name):
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error("unknown dialect") from None


def list_dialects():
    return list(_dialects)


_field_limit = 131072


def field_size_limit(new_limit=None):
    global _field_limit
    old = _field_limit
    if new_limit is not None:
        if not isinstance(new_limit, int):
            raise TypeError("limit must be an integer")
        _field_limit = new_limit
    return old


class _Reader:
    def __init__(self, lines, dialect, kw):
        self._it = iter(lines)
        self.dialect = d = _Params(dialect, kw)
        self.line_num = 0
        # The dialect as _record takes it.
        self._dialect = (d.delimiter, d.quotechar, d.escapechar, d.doublequote,
                         d.skipinitialspace, d.quoting, d.strict)

    def __iter__(self):
        return self

    def __next__(self):
        # The line loop and the state machine run natively (np_lib_csv.c _record): it
        # returns the record's fields or the message of a csv.Error, stores line_num and
        # raises StopIteration at the end of data.
        r = _record(self, self._it, self._dialect, _field_limit, self.line_num)
        if type(r) is list:
            return r
        raise Error(r)


def reader(csvfile, dialect="excel", **fmtparams):
    return _Reader(csvfile, dialect, fmtparams)


class _Writer:
    def __init__(self, f, dialect, kw):
        write = getattr(f, "write", None)
        if write is None or not callable(write):
            raise TypeError('argument 1 must have a "write" method')
        self._write = write
        self.dialect = d = _Params(dialect, kw)
        # The dialect as _row takes it.
        self._d = (d.delimiter, d.quotechar, d.escapechar, d.doublequote, d.quoting,
                   d.lineterminator)

    def _quote(self, field, numeric):
        # One field as written, quoted when the dialect's quoting asks for it.
        d = self.dialect
        quoted = d.quoting == QUOTE_ALL or (d.quoting == QUOTE_NONNUMERIC and not numeric)
        special = d.delimiter + (d.quotechar or "") + (d.escapechar or "") + d.lineterminator
        out = []
        for c in field:
            if c in special:
                want_escape = False
                if d.quoting == QUOTE_NONE:
                    want_escape = True
                else:
                    if c == d.quotechar:
                        if d.doublequote:
                            out.append(c)
                        else:
                            want_escape = True
                    elif c == d.escapechar:
                        want_escape = True
                    if not want_escape:
                        quoted = True
                if want_escape:
                    if d.escapechar is None:
                        raise Error("need to escape, but no escapechar set")
                    out.append(d.escapechar)
            out.append(c)
        text = "".join(out)
        return d.quotechar + text + d.quotechar if quoted else text

    def writerow(self, row):
        # A list or tuple of str, None, int, bool and float fields is formatted natively
        # (np_lib_csv.c _row); other rows and fields take the Python path below.
        line = _row(row, self._d)
        if type(line) is str:
            return self._write(line)
        if line is not None:
            raise Error(line[0])
        return self._write(self._line(row))

    def _line(self, row):
        try:
            items = iter(row)
        except TypeError:
            raise Error("iterable expected, not %s" % type(row).__name__) from None
        parts = []
        for field in items:
            if field is None:
                parts.append(self._quote("", False))
            elif isinstance(field, str):
                parts.append(self._quote(field, False))
            elif isinstance(field, float):
                parts.append(self._quote(repr(field), True))
            else:
                parts.append(self._quote(str(field), isinstance(field, (int, float))))
        if len(parts) == 1 and parts[0] == "":
            if self.dialect.quoting == QUOTE_NONE:
                raise Error("single empty field record must be quoted")
            parts[0] = self.dialect.quotechar * 2
        return self.dialect.delimiter.join(parts) + self.dialect.lineterminator

    def writerows(self, rows):
        # writerow's body inlined (CPython's C writerows does not call a writerow method).
        d = self._d
        write = self._write
        for row in rows:
            line = _row(row, d)
            if type(line) is not str:
                if line is not None:
                    raise Error(line[0])
                line = self._line(row)
            write(line)


def writer(csvfile, dialect="excel", **fmtparams):
    return _Writer(csvfile, dialect, fmtparams)


class DictReader:
    def __init__(self, f, fieldnames=None, restkey=None, restval=None, dialect="excel", **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        reader = self.reader
        if type(reader) is _Reader:
            # _Reader.__next__'s body, without its frame.
            row = _record(reader, reader._it, reader._dialect, _field_limit, reader.line_num)
            if type(row) is not list:
                raise Error(row)
        else:
            row = next(reader)
        self.line_num = reader.line_num
        while not row and row == []:
            row = next(reader)
        # What reading self.fieldnames does once they are known.
        names = self._fieldnames
        if names is None:
            names = self.fieldnames
        self.line_num = reader.line_num
        # Lists of str names and a list row are built natively (np_lib_csv.c _dict_row).
        d = _dict_row(names, row, self.restkey, self.restval)
        if d is not None:
            return d
        d = dict(zip(names, row))
        lf = len(names)
        lr = len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in names[lr:]:
                d[key] = self.restval
        return d


class DictWriter:
    def __init__(self, f, fieldnames, restval="", extrasaction="raise", dialect="excel", **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'" % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        # A dict with str keys and str field names is done natively (np_lib_csv.c _dict_list).
        row = _dict_list(rowdict, self.fieldnames, self.restval, self.extrasaction == "raise")
        if row is not None:
            return row
        if self.extrasaction == "raise":
            wrong_fields = [k for k in rowdict.keys() if k not in self.fieldnames]
            if wrong_fields:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join([repr(x) for x in wrong_fields]))
        return [rowdict.get(key, self.restval) for key in self.fieldnames]

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))
