# zlib.crc32/adler32 (stdlib/np_lib_zlib.c) against CPython: known values, empty data, running
# values (chained, negative, big ints taken modulo 2**32), bytearray input, long data (adler32's
# 5552-byte reduction), and the TypeErrors; compression stays absent.
import zlib

print(zlib.crc32(b"hello"), zlib.crc32(b"world", zlib.crc32(b"hello ")), zlib.crc32(b""))
print(zlib.adler32(b"hello"), zlib.adler32(b""), zlib.adler32(b"x", 5))
print(zlib.crc32(bytearray(b"ab")), zlib.crc32(b"a", -1), zlib.crc32(b"a", 2**40 + 3), zlib.adler32(b"a", -1))
print(zlib.crc32(b"a", True), zlib.adler32(b"q", -2**70 + 12345))
data = bytes(range(256)) * 100
print(zlib.crc32(data), zlib.adler32(data), zlib.adler32(b"\xff" * 20000))
text = "\n".join(f"row {i}: {i * i}" for i in range(500))
print(f"{zlib.crc32(text.encode()):08x}", zlib.crc32(text.encode()) & 0xFFFFFFFF)
for bad in ("s", 5, None):
    try:
        zlib.crc32(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    zlib.adler32(b"a", 1.5)
except TypeError as e:
    print("TypeError", e)
try:
    zlib.crc32(data=b"a")
except TypeError as e:
    print("TypeError", e)
print(hasattr(zlib, "crc32"))
