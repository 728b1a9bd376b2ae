# zlib.compressobj / decompressobj: chunked streams, flush modes, max_length and
# unconsumed_tail, unused_data and eof, raw streams, zdict, and the errors of ended streams.
import zlib
data = b''.join(b'line %d of the log\n' % i for i in range(3000))
z = zlib.compress(data)
c = zlib.compressobj()
parts = [c.compress(data[i:i + 1000]) for i in range(0, len(data), 1000)]
parts.append(c.flush())
print(b''.join(parts) == z, [len(p) for p in parts][:5], len(parts))
d = zlib.decompressobj()
out = b''.join(d.decompress(z[i:i + 77]) for i in range(0, len(z), 77)) + d.flush()
print(out == data, d.eof, d.unused_data, d.unconsumed_tail)
c = zlib.compressobj()
c.compress(b'a')
print(c.flush())
for f in [lambda: c.compress(b'a'), lambda: c.flush(zlib.Z_SYNC_FLUSH), lambda: zlib.compressobj(12),
          lambda: zlib.compressobj(foo=1), lambda: zlib.compressobj().compress('s'),
          lambda: zlib.compressobj(wbits=99), lambda: zlib.decompressobj().decompress(b'x', -1),
          lambda: zlib.decompressobj().decompress(b'garbage'), lambda: zlib.decompressobj().flush(0),
          lambda: zlib.decompressobj().decompress(b'x', max_length='a')]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
z2 = zlib.compress(b'abc' * 1000)
d = zlib.decompressobj()
print(d.decompress(z2[:5]), d.flush(), d.eof)
d = zlib.decompressobj()
r = d.decompress(z2 + b'tail')
print(len(r), d.unused_data, d.eof)
print(d.decompress(b'more'), d.unused_data, d.flush())
c = zlib.compressobj()
a = c.compress(b'x' * 100)
b = c.flush(zlib.Z_SYNC_FLUSH)
e = c.compress(b'y')
f = c.flush()
print(a, b, e, f)
d = zlib.decompressobj()
print([d.decompress(bytes([x])) for x in a + b + e + f], d.eof)
d = zlib.decompressobj()
out = d.decompress(z2, 10)
print(out, len(d.unconsumed_tail))
rest = b''
while d.unconsumed_tail:
    rest += d.decompress(d.unconsumed_tail, 1000)
print(len(out + rest), d.eof, d.unconsumed_tail)
d = zlib.decompressobj()
out = d.decompress(z2, 10)
print(len(d.flush()), d.eof, d.unconsumed_tail)
print(zlib.decompressobj(wbits=-15).decompress(zlib.compress(b'q')[2:-4]))
c = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_FILTERED)
print(c.compress(b'hello') + c.flush())
c = zlib.compressobj(zdict=b'hello')
s = c.compress(b'hello hello') + c.flush()
print(s)
d = zlib.decompressobj(zdict=b'hello')
print(d.decompress(s))
try:
    zlib.decompressobj().decompress(s)
except zlib.error as e:
    print(type(e).__name__, e)
d = zlib.decompressobj()
print(d.decompress(z2[:20]), d.flush(), d.eof, d.unconsumed_tail)
c = zlib.compressobj()
print(c.compress(bytearray(b'xy')), c.flush(zlib.Z_NO_FLUSH), c.flush(zlib.Z_FULL_FLUSH))
gz = zlib.compressobj(wbits=31)
g = gz.compress(data) + gz.flush()
print(zlib.decompress(g, 47) == data, zlib.decompressobj(47).decompress(g) == data)
print(type(zlib.compressobj()).__name__, type(zlib.decompressobj()).__name__)
c = zlib.compressobj(0)
big = bytes(range(256)) * 600
s0 = c.compress(big) + c.flush()
print(s0 == zlib.compress(big, 0), len(s0))
many = [zlib.compressobj() for _ in range(50)]
print(sum(len(m.flush()) for m in many))
