# zlib Compress/Decompress copy(), __copy__ and __deepcopy__: the copy continues from the
# same state independently; a stream CPython has ended refuses it.
import copy
import zlib

data = b"".join(b"line %d of some text to squeeze\n" % i for i in range(400))
c = zlib.compressobj(6)
head = c.compress(data[:5000])
c2 = c.copy()
c3 = copy.copy(c)
tail1 = c.compress(data[5000:]) + c.flush()
tail2 = c2.compress(data[5000:]) + c2.flush()
tail3 = c3.compress(b"other ending") + c3.flush()
print(tail1 == tail2, zlib.decompress(head + tail1) == data)
print(zlib.decompress(head + tail3) == data[:5000] + b"other ending")
print(type(c2).__name__, type(copy.deepcopy(zlib.compressobj())).__name__)
try:
    c.copy()
except ValueError as e:
    print("ValueError:", e)

z = zlib.compress(data) + b"TRAILER"
d = zlib.decompressobj()
part = d.decompress(z[:300])
d2 = d.copy()
rest1 = d.decompress(z[300:])
rest2 = d2.decompress(z[300:])
print(part + rest1 == data, rest1 == rest2, d.eof, d2.eof, d2.unused_data)
d3 = d2.copy()
print(d3.eof, d3.unused_data, d3.unconsumed_tail)
d4 = zlib.decompressobj()
d4.decompress(z, 100)
d5 = copy.deepcopy(d4)
print(len(d5.unconsumed_tail) == len(d4.unconsumed_tail), d5.decompress(d5.unconsumed_tail)[:10])
d2.flush()
try:
    d2.copy()
except ValueError as e:
    print("ValueError:", e)
zd = b"line of some text"
cz = zlib.compressobj(zdict=zd)
blob = cz.compress(data[:2000]) + cz.flush()
dz = zlib.decompressobj(zdict=zd)
dz2 = dz.copy()
print(dz2.decompress(blob) == data[:2000])
