# traceback: CPython 3.11's traceback module over Nearly's opaque traceback objects
# (stdlib/np_lib_traceback.c has the natives; vm/np_tb.c formats, the same code that prints an
# uncaught exception). A traceback object has no attributes: no frames, code or namespaces are
# reachable. FrameSummary entries hold only strs and ints. walk_tb, walk_stack, print_last and
# StackSummary.extract need frame objects and do not exist.
import sys as _sys

__all__ = ['extract_stack', 'extract_tb', 'format_exception', 'format_exception_only',
           'format_list', 'format_stack', 'format_tb', 'print_exc', 'format_exc',
           'print_exception', 'print_list', 'print_stack', 'print_tb', 'clear_frames',
           'FrameSummary', 'StackSummary', 'TracebackException']


class _Sentinel:
    def __repr__(self):
        return "<implicit>"


_sentinel = _Sentinel()


class FrameSummary:
    """One frame of a traceback or stack: filename, lineno, name, line and the columns."""

    def __init__(self, filename, lineno, name, *, lookup_line=True, locals=None, line=None,
                 end_lineno=None, colno=None, end_colno=None):
        self.filename = filename
        self.lineno = lineno
        self.name = name
        self._line = line
        self.locals = None if locals is None else {k: repr(v) for k, v in locals.items()}
        self.end_lineno = end_lineno
        self.colno = colno
        self.end_colno = end_colno
        self._anchors = (0, 0, 0)

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename == other.filename and self.lineno == other.lineno and
                    self.name == other.name and self.locals == other.locals)
        if isinstance(other, tuple):
            return (self.filename, self.lineno, self.name, self.line) == other
        return NotImplemented

    def __getitem__(self, pos):
        return (self.filename, self.lineno, self.name, self.line)[pos]

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __repr__(self):
        return "<FrameSummary file {filename}, line {lineno} in {name}>".format(
            filename=self.filename, lineno=self.lineno, name=self.name)

    def __len__(self):
        return 4

    @property
    def line(self):
        if self._line is None:
            return None if self.lineno is None else ''
        return self._line.strip()

    def _data(self):
        # The frame tuple the natives format.
        line = self._line
        if line is not None and not isinstance(line, str):
            line = str(line)
        lineno = self.lineno if isinstance(self.lineno, int) else 0
        return (str(self.filename), lineno, str(self.name), line,
                self.end_lineno, self.colno, self.end_colno) + self._anchors


def _summary(t):
    f = FrameSummary(t[0], t[1], t[2], line=t[3] if t[3] is not None else '',
                     end_lineno=t[4], colno=t[5], end_colno=t[6])
    f._anchors = (t[7], t[8], t[9])
    return f


def _limited(items, limit):
    if limit is None:
        return items
    if limit >= 0:
        return items[:limit]
    return items[limit:]


class StackSummary(list):
    """A list of FrameSummary objects, ready for formatting."""

    @classmethod
    def from_list(klass, a_list):
        result = StackSummary()
        for frame in a_list:
            if isinstance(frame, FrameSummary):
                result.append(frame)
            else:
                filename, lineno, name, line = frame
                result.append(FrameSummary(filename, lineno, name, line=line))
        return result

    def format_frame_summary(self, frame_summary):
        return ''.join(_format_frames([frame_summary._data()]))

    def format(self):
        return _format_frames([f._data() for f in self])


def _stack_summary(tuples):
    s = StackSummary()
    for t in tuples:
        s.append(_summary(t))
    return s


def extract_tb(tb, limit=None):
    return _stack_summary(_limited(_tb_frames(tb), limit))


def format_tb(tb, limit=None):
    return extract_tb(tb, limit=limit).format()


def print_tb(tb, limit=None, file=None):
    print_list(extract_tb(tb, limit=limit), file=file)


def format_list(extracted_list):
    return StackSummary.from_list(extracted_list).format()


def print_list(extracted_list, file=None):
    if file is None:
        file = _sys.stderr
    for item in StackSummary.from_list(extracted_list).format():
        print(item, file=file, end="")


def _extract_stack(limit):
    # The stack less this function's frame and the public caller's.
    frames = _stack_frames(2)
    if limit is not None:
        frames = frames[-limit:] if limit > 0 else []
    return _stack_summary(frames)


def extract_stack(f=None, limit=None):
    if f is not None:
        raise TypeError("extract_stack() takes no frame in Nearly: frames do not exist")
    return _extract_stack(limit)


def format_stack(f=None, limit=None):
    if f is not None:
        raise TypeError("format_stack() takes no frame in Nearly: frames do not exist")
    return _extract_stack(limit).format()


def print_stack(f=None, limit=None, file=None):
    if f is not None:
        raise TypeError("print_stack() takes no frame in Nearly: frames do not exist")
    print_list(_extract_stack(limit), file=file)


def _parse_value_tb(exc, value, tb):
    if (value is _sentinel) != (tb is _sentinel):
        raise ValueError("Both or neither of value and tb must be given")
    if value is tb is _sentinel:
        if exc is not None:
            if isinstance(exc, BaseException):
                return exc, exc.__traceback__
            raise TypeError(f'Exception expected for value, '
                            f'{type(exc).__name__} found')
        else:
            return None, None
    return value, tb


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    value, tb = _parse_value_tb(exc, value, tb)
    return _format_exception(value, tb, limit, chain)


def format_exception_only(exc, /, value=_sentinel):
    if value is _sentinel:
        value = exc
    return _format_only(value)


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None, chain=True):
    value, tb = _parse_value_tb(exc, value, tb)
    if file is None:
        file = _sys.stderr
    for line in _format_exception(value, tb, limit, chain):
        print(line, file=file, end="")


def format_exc(limit=None, chain=True):
    return "".join(format_exception(*_sys.exc_info(), limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    print_exception(*_sys.exc_info(), limit=limit, file=file, chain=chain)


def clear_frames(tb):
    pass


class TracebackException:
    """An exception ready for formatting: exc_type, stack and its lines."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None, lookup_lines=True,
                 capture_locals=False, compact=False, max_group_width=15, max_group_depth=10):
        self.exc_type = exc_type
        self._value = exc_value
        self._tb = exc_traceback
        self._limit = limit
        self.stack = _stack_summary(_limited(_tb_frames(exc_traceback), limit))
        try:
            self._str = str(exc_value)
        except Exception:
            self._str = '<exception str() failed>'

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return (self.exc_type is other.exc_type and self.stack == other.stack and
                    self._str == other._str)
        return NotImplemented

    def __str__(self):
        return self._str

    def format_exception_only(self):
        yield from _format_only(self._value)

    def format(self, *, chain=True):
        yield from _format_exception(self._value, self._tb, self._limit, chain)

    def print(self, *, file=None, chain=True):
        if file is None:
            file = _sys.stderr
        for line in self.format(chain=chain):
            print(line, file=file, end="")
