# Int operators on values around 2^63 and 2^64 (64-bit masks, bitboards, hashes): every
# operator with small, one-limb and larger operands of both signs, compared with results that
# do not depend on the fast path; results at the int64 and 2^64 edges.
FULL = (1 << 64) - 1
vals = [0, 1, -1, 7, -7, 2 ** 62, 2 ** 63 - 1, 2 ** 63, -(2 ** 63), -(2 ** 63) - 1, 2 ** 64 - 1,
        -(2 ** 64) + 1, 2 ** 64, -(2 ** 64), 0xFEFEFEFEFEFEFEFE, -0x7F7F7F7F7F7F7F7F, 3 ** 45, -(5 ** 30)]
acc = 0
for a in vals:
    for b in vals:
        row = [a + b, a - b, a & b, a | b, a ^ b, a * b]
        if b:
            row += [a // b, a % b, *divmod(a, b)]
        for k in (0, 1, 7, 63, 64, 65, 130):
            row += [a >> k, a << k]
        for r in row:
            acc = (acc * 1000003 + r) % (2 ** 127 - 1)
print(acc)
print([a & FULL for a in vals])
print([(~a) & FULL for a in vals[:8]])
print([-a for a in vals])
print((2 ** 64 - 1) + 1, (2 ** 64 - 1) * 2, -(2 ** 63) - 1 + 1, (1 << 63) >> 1, 0x8000000000000000 // -1)
bb = 0x0000001818000000 | (1 << 63)
bits = []
while bb:
    low = bb & -bb
    bits.append(low.bit_length() - 1)
    bb ^= low
print(bits, ((1 << 64) - 1).bit_count(), hash(2 ** 63) == hash(int("9223372036854775808")))
h = 0xCBF29CE484222325
for ch in b"hello world":
    h = ((h ^ ch) * 0x100000001B3) & FULL
print(h, hex(h), h == 0x779A65E7023CD2E7)
d = {2 ** 63: "a", 2 ** 64 - 1: "b"}
print(d[(1 << 63)], d[FULL & -1], sorted([2 ** 64 - 1, 2 ** 63, -(2 ** 63) - 1, 5]))
for bad in ((1, -1), (2 ** 64, -1)):
    try:
        print(bad[0] >> bad[1])
    except ValueError as exc:
        print("ValueError:", exc)
try:
    print(2 ** 64 // 0)
except ZeroDivisionError as exc:
    print("ZeroDivisionError:", exc)
