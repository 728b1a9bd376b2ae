# io: only StringIO and BytesIO, in-memory text and binary streams (no files: Nearly has
# no file system access), and the abstract bases IOBase, RawIOBase, BufferedIOBase and
# TextIOBase for isinstance checks and script-defined streams.
# Writes go at the current position (overwriting, as CPython's), reads and lines come from
# the position; newline translation is CPython's default for StringIO (none).


class UnsupportedOperation(OSError, ValueError):
    pass


def _copy_instance(x, _inst_new_=_inst_new, _inst_items_=_inst_items):
    # copy.copy's own copy of an instance (a new one, the attributes shared), which the
    # __copy__ of StringIO and BytesIO then give a buffer of its own.
    y = _inst_new_(type(x))
    for k, v in _inst_items_(x):
        setattr(y, k, v)
    return y


del _inst_new, _inst_items


class IOBase:
    # The abstract base of the streams (CPython's io.IOBase behaviour for subclasses that
    # supply read/write): closing, the context manager, line iteration through readline(),
    # and UnsupportedOperation for what a subclass does not provide.
    _iob_closed = False

    def _checkClosed(self, msg=None):
        if self.closed:
            raise ValueError("I/O operation on closed file." if msg is None else msg)

    def _checkReadable(self, msg=None):
        if not self.readable():
            raise UnsupportedOperation("File or stream is not readable."
                                       if msg is None else msg)

    def _checkWritable(self, msg=None):
        if not self.writable():
            raise UnsupportedOperation("File or stream is not writable."
                                       if msg is None else msg)

    def _checkSeekable(self, msg=None):
        if not self.seekable():
            raise UnsupportedOperation("File or stream is not seekable."
                                       if msg is None else msg)

    @property
    def closed(self):
        return self._iob_closed

    def close(self):
        if not self._iob_closed:
            try:
                self.flush()
            finally:
                self._iob_closed = True

    def flush(self):
        self._checkClosed()

    def readable(self):
        return False

    def writable(self):
        return False

    def seekable(self):
        return False

    def seek(self, pos, whence=0):
        raise UnsupportedOperation("seek")

    def tell(self):
        return self.seek(0, 1)

    def truncate(self, pos=None):
        raise UnsupportedOperation("truncate")

    def fileno(self):
        raise UnsupportedOperation("fileno")

    def isatty(self):
        self._checkClosed()
        return False

    def __enter__(self):
        self._checkClosed()
        return self

    def __exit__(self, *args):
        self.close()

    def __iter__(self):
        self._checkClosed()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readline(self, size=-1):
        # One read(1) at a time up to a newline (or [size] items).
        parts = []
        while size is None or size < 0 or len(parts) < size:
            b = self.read(1)
            if not b:
                break
            parts.append(b)
            if b in ("\n", b"\n"):
                break
        return b"".join(parts)

    def readlines(self, hint=None):
        if hint is None or hint <= 0:
            return list(self)
        lines, n = [], 0
        for line in self:
            lines.append(line)
            n += len(line)
            if n >= hint:
                break
        return lines

    def writelines(self, lines):
        self._checkClosed()
        for line in lines:
            self.write(line)


class RawIOBase(IOBase):
    # CPython's read and readall end in readinto, which a subclass must supply.
    def read(self, size=-1):
        raise NotImplementedError

    def readall(self):
        raise NotImplementedError

    def readinto(self, b):
        raise NotImplementedError

    def write(self, b):
        raise NotImplementedError


class BufferedIOBase(IOBase):
    def read(self, size=-1):
        raise UnsupportedOperation("read")

    def read1(self, size=-1):
        raise UnsupportedOperation("read1")

    def readinto(self, b):
        raise UnsupportedOperation("read")

    def write(self, b):
        raise UnsupportedOperation("write")

    def detach(self):
        raise UnsupportedOperation("detach")


class TextIOBase(IOBase):
    def read(self, size=-1):
        raise UnsupportedOperation("read")

    def readline(self, size=-1):
        raise UnsupportedOperation("readline")

    def write(self, s):
        raise UnsupportedOperation("write")

    def detach(self):
        raise UnsupportedOperation("detach")

    @property
    def encoding(self):
        return None

    @property
    def newlines(self):
        return None

    @property
    def errors(self):
        return None


class StringIO(TextIOBase):
    __module__ = '_io'

    def __init__(self, initial_value="", newline="\n"):
        if initial_value is None:
            initial_value = ""
        if not isinstance(initial_value, str):
            raise TypeError("initial_value must be str or None, not %s"
                            % type(initial_value).__name__)
        if newline is not None and not isinstance(newline, str):
            raise TypeError("newline must be str or None, not %s" % type(newline).__name__)
        if newline not in (None, "", "\n", "\r", "\r\n"):
            raise ValueError("illegal newline value: %r" % (newline,))
        # The buffer's state, in this order (stdlib/np_lib_io.c reads it): the text _s plus
        # the chunks _c written at its end since, the length _n and position _p in code
        # points, the position's byte offset _b in _s, _closed, and the newline mode _nl.
        self._s = ""
        self._c = []
        self._n = 0
        self._p = 0
        self._b = 0
        self._closed = False
        self._nl = newline
        # The kinds of line endings written under newline=None or "" (the newlines
        # property): bits 1 "\n", 2 "\r", 4 "\r\n", kept by the native write.
        self._seen = 0
        if initial_value:
            if newline == "\n":
                self._s = initial_value if type(initial_value) is str else "" + initial_value
                self._n = len(initial_value)
            else:
                # Written as write() writes it (newlines translated), then back to the start.
                StringIO.write(self, initial_value)
                StringIO.seek(self, 0)

    # write, getvalue, read, readline, readlines, __iter__, __next__, tell, seek and truncate
    # are natives installed below (stdlib/np_lib_io.c, _sio_methods).

    def _check(self):
        if self._closed:
            raise ValueError("I/O operation on closed file")

    @property
    def closed(self):
        return self._closed

    def close(self):
        self._closed = True

    def readable(self):
        self._check()
        return True

    def writable(self):
        self._check()
        return True

    def seekable(self):
        self._check()
        return True

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def flush(self):
        pass

    def detach(self):
        raise UnsupportedOperation("detach")

    @property
    def line_buffering(self):
        self._check()
        return False

    @property
    def newlines(self):
        self._check()
        if self._nl is None or self._nl == "":
            return _NEWLINES[self._seen]
        return None

    def __copy__(self):
        # As CPython's pickling state makes it: an independent buffer with the same text,
        # position and newline mode (line endings seen as the copy's text shows them), the
        # other attributes shared.
        if self._closed:
            raise ValueError("I/O operation on closed file")
        y = _copy_instance(self)
        y._c = list(self._c)
        v = self.getvalue()
        crlf = v.count("\r\n")
        y._seen = ((v.count("\n") > crlf) | (v.count("\r") > crlf) << 1 | (crlf > 0) << 2
                   if self._nl is None or self._nl == "" else 0)
        return y

    @property
    def encoding(self):
        return None

    @property
    def errors(self):
        return None


_sio_methods(StringIO)
del _sio_methods

# StringIO.newlines for each set of kinds seen, in CPython's order.
_NEWLINES = (None, "\n", "\r", ("\r", "\n"), "\r\n", ("\n", "\r\n"), ("\r", "\r\n"),
             ("\r", "\n", "\r\n"))


SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2


class BytesIO(BufferedIOBase):
    # An in-memory binary stream over a bytearray: writes go at the position (overwriting,
    # padding with zero bytes past the end), reads come from the position. Named _io.BytesIO,
    # as CPython's C type (so is StringIO).
    __module__ = '_io'

    def __init__(self, initial_bytes=b""):
        if initial_bytes is None:
            initial_bytes = b""
        if not isinstance(initial_bytes, (bytes, bytearray)):
            raise TypeError("a bytes-like object is required, not '%s'"
                            % type(initial_bytes).__name__)
        self._buf = bytearray(initial_bytes)
        self._pos = 0
        self._closed = False

    def __copy__(self):
        # An independent buffer, as CPython's pickling state makes it.
        if self._closed:
            raise ValueError("I/O operation on closed file.")
        y = _copy_instance(self)
        y._buf = bytearray(self._buf)
        return y

    def _check(self):
        if self._closed:
            raise ValueError("I/O operation on closed file.")

    @property
    def closed(self):
        return self._closed

    def close(self):
        self._closed = True

    def readable(self):
        self._check()
        return True

    def writable(self):
        self._check()
        return True

    def seekable(self):
        self._check()
        return True

    def write(self, b):
        self._check()
        if not isinstance(b, (bytes, bytearray)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(b).__name__)
        n = len(b)
        if not n:
            return 0
        end = self._pos + n
        if self._pos > len(self._buf):
            self._buf += bytes(self._pos - len(self._buf))
        self._buf[self._pos:end] = b
        self._pos = end
        return n

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def getvalue(self):
        self._check()
        return bytes(self._buf)

    def read(self, size=-1):
        self._check()
        start = min(self._pos, len(self._buf))
        end = len(self._buf) if size is None or size < 0 else min(len(self._buf), start + size)
        self._pos = max(self._pos, end)
        return bytes(self._buf[start:end])

    read1 = read

    def read1(self, size=-1):
        return self.read(size)

    def readinto(self, b):
        if not isinstance(b, bytearray):
            raise TypeError("readinto() argument must be read-write bytes-like object, not %s"
                            % type(b).__name__)
        data = self.read(len(b))
        b[:len(data)] = data
        return len(data)

    def readline(self, size=-1):
        self._check()
        start = min(self._pos, len(self._buf))
        end = self._buf.find(b"\n", start)
        end = len(self._buf) if end < 0 else end + 1
        if size is not None and size >= 0:
            end = min(end, start + size)
        self._pos = max(self._pos, end)
        return bytes(self._buf[start:end])

    def readlines(self, hint=-1):
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)
            total += len(line)
            if hint is not None and 0 < hint <= total:
                return lines

    def __iter__(self):
        self._check()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def tell(self):
        self._check()
        return self._pos

    def seek(self, pos, whence=0):
        self._check()
        if whence == 0:
            if pos < 0:
                raise ValueError("negative seek value %d" % pos)
            self._pos = pos
        elif whence == 1:
            self._pos = max(0, self._pos + pos)
        elif whence == 2:
            self._pos = max(0, len(self._buf) + pos)
        else:
            raise ValueError("invalid whence (%d, should be 0, 1 or 2)" % whence)
        return self._pos

    def truncate(self, size=None):
        self._check()
        if size is None:
            size = self._pos
        if size < 0:
            raise ValueError("negative size value %d" % size)
        if size < len(self._buf):
            del self._buf[size:]
        return size


_c_named(StringIO)
_c_named(BytesIO)
del _c_named
