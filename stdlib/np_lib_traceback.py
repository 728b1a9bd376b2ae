# np_lib_traceback.py - the Python half of the `traceback` module, written for Nearly from
# the documented behaviour of CPython 3.11's traceback module. The natives of
# stdlib/np_lib_traceback.c (installed in this module's globals before it runs) do the real
# work with vm/np_tb.c, the code that prints an uncaught exception:
#   _tb_frames(tb)            the frame tuples of a traceback object, outermost first
#   _stack_frames(skip)       the frame tuples of the running stack less [skip] inner frames
#   _format_frames(tuples)    StackSummary.format()'s lines for a list of frame tuples
#   _format_exception(value, tb, limit, chain)   format_exception's lines
#   _format_only(value)       format_exception_only's lines
# A frame tuple is (filename, lineno, name, line, end_lineno, colno, end_colno, kind, a, b).
# There are no frame objects: the functions that take or walk frames do not exist.
import sys as _sys

__all__ = ['extract_stack', 'extract_tb', 'format_exception', 'format_exception_only',
           'format_list', 'format_stack', 'format_tb', 'print_exc', 'format_exc',
           'print_exception', 'print_stack', 'print_tb', 'clear_frames',
           'FrameSummary', 'StackSummary', 'TracebackException']


class _Omitted:
    # The default of the optional value/tb parameters (told apart from an explicit None).

    def __repr__(self):
        return "<implicit>"


_OMITTED = _Omitted()


class FrameSummary:
    # One frame of a traceback or stack: filename, lineno, name, line and the columns.

    def __init__(self, filename, lineno, name, *, lookup_line=True, locals=None, line=None,
                 end_lineno=None, colno=None, end_colno=None):
        self.filename = filename
        self.lineno = lineno
        self.name = name
        self._line = line
        self.end_lineno = end_lineno
        self.colno = colno
        self.end_colno = end_colno
        self.locals = None
        if locals is not None:
            self.locals = {key: repr(val) for key, val in locals.items()}
        # The caret anchors of the natives' frame tuple (kind, a, b); (0, 0, 0): none.
        self._anchors = (0, 0, 0)

    @property
    def line(self):
        # The stripped source line; '' when unknown (Nearly has no linecache to read).
        if self._line is None:
            return None if self.lineno is None else ''
        return self._line.strip()

    def _fields(self):
        return (self.filename, self.lineno, self.name, self.line)

    def __eq__(self, other):
        if isinstance(other, tuple):
            return self._fields() == other
        if not isinstance(other, FrameSummary):
            return NotImplemented
        return (self.filename, self.lineno, self.name, self.locals) == \
            (other.filename, other.lineno, other.name, other.locals)

    def __getitem__(self, pos):
        return self._fields()[pos]

    def __iter__(self):
        return iter(self._fields())

    def __len__(self):
        return 4

    def __repr__(self):
        return "<FrameSummary file %s, line %s in %s>" % (self.filename, self.lineno, self.name)

    def _as_tuple(self):
        # The frame tuple the natives format.
        text = self._line
        if text is not None and not isinstance(text, str):
            text = str(text)
        where = self.lineno if isinstance(self.lineno, int) else 0
        head = (str(self.filename), where, str(self.name), text)
        return head + (self.end_lineno, self.colno, self.end_colno) + self._anchors


def _frame_of(t):
    # A FrameSummary for one frame tuple of the natives.
    fs = FrameSummary(t[0], t[1], t[2], line=t[3] if t[3] is not None else '',
                      end_lineno=t[4], colno=t[5], end_colno=t[6])
    fs._anchors = (t[7], t[8], t[9])
    return fs


def _take(items, limit):
    # The first [limit] items (the last -limit when negative; all for None).
    if limit is None:
        return items
    if limit >= 0:
        return items[:limit]
    return items[len(items) + limit:] if -limit < len(items) else items


class StackSummary(list):
    # A list of FrameSummary objects that formats itself as a traceback does.

    @classmethod
    def from_list(klass, a_list):
        out = klass()
        for item in a_list:
            if not isinstance(item, FrameSummary):
                filename, lineno, name, line = item
                item = FrameSummary(filename, lineno, name, line=line)
            out.append(item)
        return out

    def format_frame_summary(self, frame_summary):
        return ''.join(_format_frames([frame_summary._as_tuple()]))

    def format(self):
        return _format_frames([fs._as_tuple() for fs in self])


def _summary_of(tuples):
    out = StackSummary()
    for t in tuples:
        out.append(_frame_of(t))
    return out


def _write_all(lines, file):
    out = _sys.stderr if file is None else file
    for text in lines:
        print(text, file=out, end="")


def extract_tb(tb, limit=None):
    return _summary_of(_take(_tb_frames(tb), limit))


def format_tb(tb, limit=None):
    return extract_tb(tb, limit).format()


def print_tb(tb, limit=None, file=None):
    _write_all(format_tb(tb, limit), file)


def format_list(extracted_list):
    return StackSummary.from_list(extracted_list).format()


def print_list(extracted_list, file=None):
    _write_all(format_list(extracted_list), file)


def _no_frames(what, f):
    if f is not None:
        raise TypeError("%s() takes no frame in Nearly: frames do not exist" % what)


def _caller_stack(limit):
    # The running stack above the public function that asked (two frames: it and this one),
    # outermost first; a limit counts from the innermost frame, as CPython's walk does.
    tuples = _stack_frames(2)
    if limit is not None:
        tuples = _take(tuples[::-1], limit)[::-1]
    return _summary_of(tuples)


def extract_stack(f=None, limit=None):
    _no_frames("extract_stack", f)
    return _caller_stack(limit)


def format_stack(f=None, limit=None):
    _no_frames("format_stack", f)
    return _caller_stack(limit).format()


def print_stack(f=None, limit=None, file=None):
    _no_frames("print_stack", f)
    _write_all(_caller_stack(limit).format(), file)


def _value_and_tb(exc, value, tb):
    # The (value, traceback) that the (exc) and (type, value, tb) call forms mean.
    if (value is _OMITTED) != (tb is _OMITTED):
        raise ValueError("Both or neither of value and tb must be given")
    if value is not _OMITTED:
        return value, tb
    if exc is None:
        return None, None
    if not isinstance(exc, BaseException):
        raise TypeError("Exception expected for value, %s found" % type(exc).__name__)
    return exc, exc.__traceback__


def format_exception(exc, /, value=_OMITTED, tb=_OMITTED, limit=None, chain=True):
    value, tb = _value_and_tb(exc, value, tb)
    return _format_exception(value, tb, limit, chain)


def format_exception_only(exc, /, value=_OMITTED):
    return _format_only(exc if value is _OMITTED else value)


def print_exception(exc, /, value=_OMITTED, tb=_OMITTED, limit=None, file=None, chain=True):
    value, tb = _value_and_tb(exc, value, tb)
    _write_all(_format_exception(value, tb, limit, chain), file)


def format_exc(limit=None, chain=True):
    return ''.join(format_exception(*_sys.exc_info(), limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    print_exception(*_sys.exc_info(), limit=limit, file=file, chain=chain)


def clear_frames(tb):
    # Nothing to clear: Nearly's tracebacks hold no frames.
    return None


def _link(name):
    # A read-write attribute kept in the instance's _links dict (CPython's TracebackException
    # has plain __cause__/__context__/... attributes; Nearly refuses dunder instance writes).
    def get(self):
        return self._links[name]

    def put(self, value):
        self._links[name] = value
    return property(get, put)


class TracebackException:
    # An exception and its traceback captured for later formatting.

    __cause__ = _link('__cause__')
    __context__ = _link('__context__')
    __suppress_context__ = _link('__suppress_context__')
    __notes__ = _link('__notes__')

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None, lookup_lines=True,
                 capture_locals=False, compact=False, max_group_width=15, max_group_depth=10,
                 _seen=None):
        if _seen is None:
            _seen = set()
        _seen.add(id(exc_value))
        self._value = exc_value
        self._tb = exc_traceback
        self._limit = limit
        self.exc_type = exc_type
        self.stack = _summary_of(_take(_tb_frames(exc_traceback), limit))
        self._str = str(exc_value) if exc_value is not None else 'None'
        self._links = {'__notes__': getattr(exc_value, '__notes__', None),
                       '__suppress_context__': False, '__cause__': None,
                       '__context__': None}
        if isinstance(exc_value, SyntaxError):
            self.filename = exc_value.filename
            self.lineno = None if exc_value.lineno is None else str(exc_value.lineno)
            self.text = exc_value.text
            self.offset = exc_value.offset
            self.msg = exc_value.msg
        if exc_value is None:
            return
        self._links['__suppress_context__'] = exc_value.__suppress_context__
        opts = {'limit': limit, 'compact': compact, '_seen': _seen}
        cause = exc_value.__cause__
        if cause is not None and id(cause) not in _seen:
            self._links['__cause__'] = TracebackException(
                type(cause), cause, cause.__traceback__, **opts)
        context = exc_value.__context__
        wanted = not compact or (cause is None and not exc_value.__suppress_context__)
        if context is not None and wanted and id(context) not in _seen:
            self._links['__context__'] = TracebackException(
                type(context), context, context.__traceback__, **opts)

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def __eq__(self, other):
        if not isinstance(other, TracebackException):
            return NotImplemented
        return (self.exc_type, self._str, self.stack, self._value) == \
            (other.exc_type, other._str, other.stack, other._value)

    def __str__(self):
        return self._str

    def format_exception_only(self):
        yield from _format_only(self._value)

    def format(self, *, chain=True):
        yield from _format_exception(self._value, self._tb, self._limit, chain)

    def print(self, *, file=None, chain=True):
        _write_all(self.format(chain=chain), file)
