# Ints below 2**127 are computed in 128-bit arithmetic (vm/np_int.c limb_binop) and stored with
# their one or two limbs inline; sums, products and shifts that overflow 128 bits, and the edges
# around 2**63, 2**64 and 2**127 of both signs, must match the general GMP path.
vals = [0, 1, -1, 7, -7, 2**31, 2**62, 2**63 - 1, 2**63, -2**63, -2**63 - 1, 2**64 - 1, 2**64, -2**64,
        2**64 + 1, 2**126, 2**127 - 1, 2**127, -2**127, -2**127 + 1, -2**127 - 1, 2**128, -2**128,
        6364136223846793005, 1442695040888963407, 3**70, -(3**70), 2**100 + 12345, -(2**100) - 99]
out = []
for a in vals:
    for b in vals:
        out.append((a + b, a - b, a * b, a & b, a | b, a ^ b))
        if b:
            out.append((a // b, a % b, divmod(a, b)))
        for s in (0, 1, 5, 63, 64, 65, 100, 126, 127, 128, 200):
            out.append((a >> s, a << s))
h = 0
for t in out:
    h = (h * 1000003 + hash(t)) % (2**61 - 1)
print(len(out), h)
print(out[:3], out[-3:])
x = 1
for i in range(2000):
    x = (x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
print(x, type(x))
print((2**127 - 1) * 1, -(2**127) + 0, (2**126) + (2**126), -(2**126) - (2**126), (2**126) * 2, -(2**126) * 2)
print(str(2**127 - 1), hex(-(2**120)), (2**120).bit_length(), -(2**120) == -(2**119) * 2)
print({2**100: 1}[2**99 * 2], 2**100 // 3 * 3 + 2**100 % 3 == 2**100)
