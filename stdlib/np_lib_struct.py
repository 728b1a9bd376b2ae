# struct: CPython 3.11's interface over the natives of stdlib/np_lib_struct.c (pack, unpack,
# _unpack_from and calcsize, bound to this module so they raise its `error`): the Struct
# class, unpack_from with its keywords, iter_unpack and pack_into (bytearray targets).

__all__ = ["calcsize", "pack", "pack_into", "unpack", "unpack_from", "iter_unpack", "Struct",
           "error"]


class error(Exception):
    pass


def unpack_from(format, /, buffer, offset=0):
    return _unpack_from(format, buffer, offset)


def pack_into(format, buffer, offset, /, *v):
    data = pack(format, *v)
    if not isinstance(buffer, bytearray):
        raise TypeError("argument must be read-write bytes-like object, not %s"
                        % type(buffer).__name__)
    n = len(buffer)
    if offset < 0:
        if offset + n < 0:
            raise error("offset %d out of range for %d-byte buffer" % (offset, n))
        offset += n
    if n - offset < len(data):
        if offset > n:
            raise error("offset %d out of range for %d-byte buffer" % (offset, n))
        raise error("pack_into requires a buffer of at least %d bytes for packing %d bytes at "
                    "offset %d (actual buffer size is %d)" % (len(data) + offset, len(data),
                                                             offset, n))
    buffer[offset:offset + len(data)] = data


class _UnpackIterator:
    # What iter_unpack returns: the buffer's consecutive records, one tuple each.
    def __init__(self, fmt, buffer, size):
        self._fmt = fmt
        self._buffer = buffer
        self._size = size
        self._offset = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self._offset + self._size > len(self._buffer):
            raise StopIteration
        r = _unpack_from(self._fmt, self._buffer, self._offset)
        self._offset += self._size
        return r

    def __length_hint__(self):
        return (len(self._buffer) - self._offset) // self._size


def iter_unpack(format, buffer, /):
    size = calcsize(format)
    if size == 0:
        raise error("cannot iteratively unpack with a struct of length 0")
    n = len(buffer)
    if n % size:
        raise error("iterative unpacking requires a buffer of a multiple of %d bytes" % size)
    return _UnpackIterator(format, buffer, size)


class Struct:
    __slots__ = ("_format", "_size")

    def __init__(self, format):
        if isinstance(format, bytes):
            format = format.decode("ascii")
        self._size = calcsize(format)
        self._format = format

    @property
    def format(self):
        return self._format

    @property
    def size(self):
        return self._size

    def pack(self, *v):
        return pack(self._format, *v)

    def pack_into(self, buffer, offset, *v):
        pack_into(self._format, buffer, offset, *v)

    def unpack(self, buffer, /):
        return unpack(self._format, buffer)

    def unpack_from(self, buffer, offset=0):
        return _unpack_from(self._format, buffer, offset)

    def iter_unpack(self, buffer, /):
        return iter_unpack(self._format, buffer)
