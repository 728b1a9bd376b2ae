# bytes.hex() and bytearray.hex() without a separator (stdlib/np_lib_bytes.c b_hex's sized
# path, which hashlib's hexdigest takes): every byte value, lengths 0 to 40, the result used as
# an ordinary str (len, slicing, upper, hashing as a dict key against an equal literal, int(.., 16),
# fromhex back), next to the separator forms that keep the general path.
import hashlib

data = bytes(range(256))
print(data.hex())
print(bytearray(data[::-1]).hex()[:40])
for n in range(0, 41, 3):
    h = data[n:2 * n].hex()
    print(n, len(h), h[:8], h[-4:], h.upper()[:6], h.isascii(), bytes.fromhex(h) == data[n:2 * n])
print(repr(b"".hex()), repr(bytearray().hex()), b"".hex() == "", len(bytearray().hex()))
table = {"00ff10": 1, "deadbeef": 2}
print(table[b"\x00\xff\x10".hex()], table[bytes([0xDE, 0xAD, 0xBE, 0xEF]).hex()])
print(int(b"\x12\x34\x56\x78\x9a\xbc".hex(), 16), b"\x7f\x80".hex() + "!", b"\x01".hex() * 3)
print(b"\x01\x02\x03\x04\x05".hex(":"), b"\x01\x02\x03\x04\x05".hex("-", 2),
      b"\x01\x02\x03\x04\x05".hex(" ", -2), bytearray(b"\xaa\xbb").hex("_"))
for word in ("alpha", "", "\u00e9t\u00e9"):
    d = hashlib.sha256(word.encode()).hexdigest()
    print(word, d, hashlib.md5(word.encode()).hexdigest(), len(d), d == d.lower())
