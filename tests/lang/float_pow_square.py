# x ** 2 is computed as x * x only when that is what the C library's pow returns (np_float.c
# np_float_square): glibc's pow is not correctly rounded, and for about one x in 2300 its
# x ** 2.0 differs from x * x in the last bit, which CPython prints. The first values below are
# such x; the loops cover random doubles of every exponent, the midpoints of 27-bit squares,
# special values, overflow, underflow, and int squares (exact, big ints past 64 bits).
import random

for h in ("-0x1.7acbe472662ddp+72", "0x1.2c30ba47b8432p+272", "-0x1.6d3e124f84d8p+450",
          "-0x1.b8603b3fa41a1p-397", "0x1.6a09e84p+23", "0x1.6a09ea4p+23", "0x1.6a09ee4p+26",
          "0x1.6a09eecp+26"):
    x = float.fromhex(h)
    print(h, (x ** 2).hex(), (x ** 2.0).hex(), (-x) ** 2 == x ** 2, pow(x, 2).hex())
    y = x
    y **= 2
    print(y.hex())

rng = random.Random(7)
acc = 0
for i in range(6000):
    x = rng.uniform(-1, 1) * 2.0 ** rng.randint(-560, 510)
    r = x ** 2
    acc = (acc * 31 + hash(r)) % (1 << 61)
    if i < 40:
        print(r.hex(), (x ** 2.0).hex())
print(acc)
acc = 0
for k in range((1 << 26) + 1, (1 << 26) + 4000, 3):
    x = float(k) * 0.125
    acc = (acc * 31 + hash(x ** 2)) % (1 << 61)
print(acc)

inf = float("inf")
nan = float("nan")
for x in (0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, 3.0, inf, -inf, nan, 1e-160, -1e-160, 1e-170,
          1e-200, 5e-324, -5e-324, 2.0 ** -537, 1e154, -1.3e154, 2.0 ** 511):
    r = x ** 2
    print(repr(x), repr(r), repr(x ** 2.0), str(r).startswith("-"))
for x in (1e155, -1e155, 1e200, -1e300, 2.0 ** 512, 1.7976931348623157e308):
    for f in (lambda v: v ** 2, lambda v: v ** 2.0, lambda v: pow(v, 2)):
        try:
            print(f(x))
        except OverflowError as e:
            print("OverflowError", e, e.args)
for x in (0, 1, -1, 3, -7, 3037000499, -3037000499, 3037000500, -3037000500, 2 ** 40, 2 ** 62,
          -2 ** 63, 2 ** 70, True, False):
    print(x ** 2, type(x ** 2).__name__, x ** 2.0)
print(2 ** 2, 2.5 ** 2, (-2.5) ** 2, 2 ** -2, (-3) ** 3, 9 ** 0.5)
