import zlib
# compress/decompress through zlib: levels, wbits (raw, zlib, gzip, auto), stored blocks (level 0
# output cut at the same block sizes as CPython), empty input, trailing data, bufsize, errors.
data = "".join("line %d of some text, repeated words words words\n" % i for i in range(2000)).encode()
for lvl in (-1, 0, 1, 6, 9):
    c = zlib.compress(data, lvl)
    print(lvl, len(c), zlib.crc32(c), zlib.decompress(c) == data)
for wb in (9, 15, -15, -9, 31, 25):
    c = zlib.compress(data, 6, wb)
    d = zlib.decompress(c, wb if wb > 0 else wb) if wb != 25 else zlib.decompress(c, 31)
    print(wb, len(c), zlib.adler32(c), d == data)
print(zlib.decompress(zlib.compress(data, wbits=31), wbits=47) == data)
print(zlib.decompress(zlib.compress(b"")), zlib.compress(b""), zlib.compress(bytearray(b"abc")))
print(zlib.decompress(zlib.compress(b"a") + b"junk"), zlib.decompress(zlib.compress(b"x" * 100000), bufsize=1)[:3])
print(zlib.decompress(zlib.compress(b"x" * 100000), bufsize=0)[-3:], zlib.decompress(bytearray(zlib.compress(b"q"))))
print(zlib.MAX_WBITS, zlib.DEFLATED, zlib.Z_BEST_COMPRESSION, zlib.DEF_BUF_SIZE, zlib.ZLIB_VERSION == zlib.ZLIB_RUNTIME_VERSION, type(zlib.ZLIB_VERSION).__name__)
print(repr(zlib.error), issubclass(zlib.error, Exception))
bad = [
    lambda: zlib.compress(b"x", 10), lambda: zlib.compress(b"x", -2), lambda: zlib.compress(b"x", wbits=99),
    lambda: zlib.compress(b"x", wbits=7), lambda: zlib.decompress(b"abc"), lambda: zlib.decompress(b""),
    lambda: zlib.decompress(zlib.compress(b"hello")[:-3]), lambda: zlib.decompress(b"x", bufsize=-1),
    lambda: zlib.decompress(zlib.compress(b"hi"), wbits=99), lambda: zlib.compress("s"),
    lambda: zlib.decompress("s"), lambda: zlib.compress(b"x", "1"), lambda: zlib.compress(b"x", 2**31),
    lambda: zlib.compress(b"x", -2**31 - 1), lambda: zlib.compress(b"x", 2**70), lambda: zlib.decompress(b"x", 1.5),
    lambda: zlib.decompress(b"x", 15, "a"), lambda: zlib.compress(b"x", level=3, bad=1), lambda: zlib.compress(),
    lambda: zlib.decompress(zlib.compress(b"abc"), -15), lambda: zlib.decompress(b"\x78\x9c" + b"\xff" * 20),
]
for f in bad:
    try:
        r = f()
        print("ok", r[:10])
    except Exception as e:
        print(type(e).__name__, e)
