# zlib: the Python half of stdlib/np_lib_zlib.c, whose natives (crc32, adler32, compress and
# decompress, the last two bound to this module) raise this module's `error`; zlib's
# constants; compressobj() and decompressobj(), whose objects keep a z_stream of the C half
# (_stream_new, _deflate, _inflate, _stream_copy) in `_s`. ZLIB_VERSION and ZLIB_RUNTIME_VERSION are set by the C half (the headers' and the
# linked library's versions).

__all__ = ["adler32", "compress", "compressobj", "crc32", "decompress", "decompressobj", "error"]


class error(Exception):
    pass


MAX_WBITS = 15
DEFLATED = 8
DEF_MEM_LEVEL = 8
DEF_BUF_SIZE = 16384
Z_NO_COMPRESSION = 0
Z_BEST_SPEED = 1
Z_BEST_COMPRESSION = 9
Z_DEFAULT_COMPRESSION = -1
Z_FILTERED = 1
Z_HUFFMAN_ONLY = 2
Z_RLE = 3
Z_FIXED = 4
Z_DEFAULT_STRATEGY = 0
Z_NO_FLUSH = 0
Z_PARTIAL_FLUSH = 1
Z_SYNC_FLUSH = 2
Z_FULL_FLUSH = 3
Z_FINISH = 4
Z_BLOCK = 5
Z_TREES = 6



class Compress:
    # A compression stream (made by compressobj()).
    __module__ = 'zlib'

    def __init__(self, stream):
        self._s = stream

    def compress(self, data, /):
        return _deflate(self._s, data, Z_NO_FLUSH)

    def flush(self, mode=Z_FINISH, /):
        if mode == Z_NO_FLUSH:
            return b''
        return _deflate(self._s, b'', mode)

    def copy(self):
        return Compress(_stream_copy(self._s))

    def __copy__(self):
        return self.copy()

    def __deepcopy__(self, memo, /):
        return self.copy()


class Decompress:
    # A decompression stream (made by decompressobj()): unused_data holds the bytes after the
    # end of the compressed stream, unconsumed_tail the input a max_length left unread, eof
    # whether the stream's end was reached.
    __module__ = 'zlib'

    def __init__(self, stream):
        self._s = stream
        self.unused_data = b''
        self.unconsumed_tail = b''
        self.eof = False

    def _keep(self, data, result):
        out, left, end = result
        rest = data[len(data) - left:] if left else b''
        if end:
            self.eof = True
            if rest:
                self.unused_data = self.unused_data + bytes(rest)
            rest = b''
        if rest or self.unconsumed_tail:
            self.unconsumed_tail = bytes(rest)
        return out

    def decompress(self, data, /, max_length=0):
        if _as_int(max_length) < 0:
            raise ValueError("max_length must be non-negative")
        return self._keep(data, _inflate(self._s, data, max_length, False))

    def flush(self, length=DEF_BUF_SIZE, /):
        if _as_int(length) <= 0:
            raise ValueError("length must be greater than zero")
        data = self.unconsumed_tail
        return self._keep(data, _inflate(self._s, data, 0, True))

    def copy(self):
        other = Decompress(_stream_copy(self._s))
        other.unused_data = self.unused_data
        other.unconsumed_tail = self.unconsumed_tail
        other.eof = self.eof
        return other

    def __copy__(self):
        return self.copy()

    def __deepcopy__(self, memo, /):
        return self.copy()


def _as_int(v):
    # An int argument, or the TypeError of CPython's argument conversion.
    if not isinstance(v, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__)
    return v


def _no_keywords(kw, fname):
    # The TypeError of CPython's argument clinic for an unknown keyword of [fname].
    for name in kw:
        raise TypeError("'%s' is an invalid keyword argument for %s()" % (name, fname))


def compressobj(level=Z_DEFAULT_COMPRESSION, method=DEFLATED, wbits=MAX_WBITS,
                memLevel=DEF_MEM_LEVEL, strategy=Z_DEFAULT_STRATEGY, zdict=None, **kw):
    _no_keywords(kw, 'compressobj')
    return Compress(_stream_new(True, level, method, wbits, memLevel, strategy, zdict))


def decompressobj(wbits=MAX_WBITS, zdict=b'', **kw):
    _no_keywords(kw, 'decompressobj')
    return Decompress(_stream_new(False, 0, DEFLATED, wbits, DEF_MEM_LEVEL, 0,
                                  zdict if zdict != b'' else None))
