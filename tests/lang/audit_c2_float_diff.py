# float repr/str/round/format, differential over seeded random doubles: random significands
# scaled by ldexp over the whole exponent range (subnormals included), short decimals, halfway
# cases of round() (exact binary ties like 0.125 and near-ties like 2.675), and every format
# type with random precisions.
import math
import random

rng = random.Random(31337)


def rdouble():
    k = rng.randint(0, 5)
    if k == 0:
        return math.ldexp(rng.random(), rng.randint(-1074, 1024))
    if k == 1:
        return float(rng.randint(-10 ** 6, 10 ** 6)) / rng.choice([1, 2, 4, 8, 10, 100, 1000, 3])
    if k == 2:
        return rng.random() * 10 ** rng.randint(-20, 25)
    if k == 3:
        return float("%.*e" % (rng.randint(0, 16), rng.random() * 10 ** rng.randint(-5, 5)))
    if k == 4:
        return math.ldexp(rng.randint(1, 2 ** 53 - 1), rng.randint(-1100, 970))
    return rng.choice([0.0, -0.0, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
                       0.1, 0.5, 1.5, 2.5, -2.5, 1e16, 1e22, 1e23, 9007199254740993.0,
                       123456789012345678.0, 0.30000000000000004, 2.675, 1.0000000000000002])


for i in range(1500):
    x = rdouble() * rng.choice([1, -1])
    n = rng.randint(-30, 20)
    r = round(x, n)
    print(repr(x), str(x), repr(r), math.copysign(1.0, r) if r == 0 else "",
          round(x) if abs(x) < 1e300 else "")
    p = rng.randint(0, 25)
    print(format(x, ".%de" % p), format(x, ".%df" % min(p, 20)), format(x, ".%dg" % p),
          format(x, ".%d%%" % (p % 8)), format(x, "r" if False else ""), "%.*g" % (p, x),
          format(x, "+.3"), format(x, ",.2f") if abs(x) < 1e30 else "", f"{x:e}", f"{x:g}")

# Ties of round(): exact halves at every position, and their neighbours.
for k in range(1, 16):
    for m in range(1, 40, 3):
        x = m / 2 ** k
        for nd in range(0, 8):
            print(x, nd, round(x, nd), round(-x, nd), round(math.nextafter(x, 0), nd),
                  round(math.nextafter(x, 10), nd))
for x in [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, 1e15 + 0.5, 4503599627370495.5, 2.675, 1.005, 0.285,
          1.0e-320, 5e-324]:
    print(x, round(x), round(x, 2), round(x, 0), round(x, -1), round(x, 400), round(x, -400),
          round(x, 330))
for x in [float("inf"), float("-inf"), float("nan")]:
    print(round(x, 2), repr(x), format(x, ".3f"), format(x, "e"))
    for f in [round]:
        try:
            print(f(x))
        except (OverflowError, ValueError) as e:
            print(type(e).__name__, e)
print(1e16, 1e15, 123456789012345678901234567890.0, 1e-5, 1e-4, 0.0001, 0.00001)
print(float.fromhex("0x1.fffffffffffffp+1023"), (0.1).hex(), (-5e-324).hex(), float.fromhex("-0x1p-1074"))
