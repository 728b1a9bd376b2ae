# SHA-256 and SHA-224 (stdlib/np_lib_hashlib.c's own block function) at every length around the
# 64-byte block and the 56-byte padding boundary, fed whole and in uneven pieces, with copy()
# between updates; checked digest by digest against CPython's.
import hashlib

data = bytes((i * 131 + 7) % 256 for i in range(300))
acc = hashlib.sha256()
for n in list(range(0, 70)) + [111, 112, 119, 120, 127, 128, 129, 191, 192, 255, 256, 300]:
    chunk = data[:n]
    whole = hashlib.sha256(chunk).hexdigest()
    parts = hashlib.sha224()
    for i in range(0, n, 7):
        parts.update(chunk[i:i + 7])
    acc.update(chunk)
    snap = acc.copy()
    snap.update(b"!")
    print(n, whole[:16], parts.hexdigest()[:16], hashlib.sha224(chunk).hexdigest() == parts.hexdigest(),
          acc.hexdigest()[:12], snap.hexdigest()[:12])
print(hashlib.sha256(b"abc").hexdigest())
print(hashlib.sha224(b"").hexdigest())
print(hashlib.sha256(b"a" * 1000000).hexdigest())
print(hashlib.new("SHA256", bytearray(b"xyz")).digest().hex(" ", 4))
