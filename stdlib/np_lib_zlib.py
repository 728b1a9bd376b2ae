# zlib: the Python half of stdlib/np_lib_zlib.c, whose natives (crc32, adler32, compress and
# decompress, the last two bound to this module) raise this module's `error`; zlib's
# constants. compressobj and decompressobj are not provided. ZLIB_VERSION and ZLIB_RUNTIME_VERSION are set by the C half (the headers' and the
# linked library's versions).

__all__ = ["adler32", "compress", "crc32", "decompress", "error"]


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

