# float hash, ** and //, %, divmod, differential: seeded random doubles over the whole range
# (subnormals, huge, integral values whose hash must equal the int's) and every pair of special
# values (zeros of both signs, infinities, NaN, +-1, negative bases with integral and
# fractional exponents), with the exceptions and messages.
import math
import random

rng = random.Random(4711)


def rdouble():
    k = rng.randint(0, 4)
    if k == 0:
        return math.ldexp(rng.random(), rng.randint(-1074, 1024))
    if k == 1:
        return float(rng.randint(-10 ** 6, 10 ** 6)) / rng.choice([1, 2, 4, 10, 3])
    if k == 2:
        return math.ldexp(rng.randint(1, 2 ** 53 - 1), rng.randint(-1100, 970))
    if k == 3:
        return float(rng.randint(-2 ** 70, 2 ** 70))
    return rng.random() * 10 ** rng.randint(-10, 10)


for i in range(2000):
    x = rdouble() * rng.choice([1, -1])
    h = hash(x)
    line = [repr(x), h]
    if x == int(x) if math.isfinite(x) else False:
        line.append(h == hash(int(x)))
    print(*line)
print(hash(0.0), hash(-0.0), hash(float("inf")), hash(float("-inf")), hash(-1.0), hash(-2.0),
      hash(5e-324), hash(-5e-324), hash(1.7976931348623157e308), hash(2.0 ** 61), hash(2.0 ** 61 - 2 ** 8),
      hash(0.5), hash(1.5), hash(-0.5), hash(2.0 ** -61), hash(2.0 ** -62), hash(2.0 ** 60))

SPECIAL = [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, 2.5, -2.5, 1e308, -1e308,
           5e-324, -5e-324, float("inf"), float("-inf"), float("nan"), 1e-300, 7.0, -7.5]


def attempt(f):
    try:
        return repr(f())
    except (ZeroDivisionError, OverflowError, ValueError) as e:
        return "%s: %s" % (type(e).__name__, e)
    except TypeError:
        return "complex"


for a in SPECIAL:
    print(repr(a), [attempt(lambda: a ** b) if not (a < 0 and b != int(b) if math.isfinite(b) else False)
                    else "skip" for b in SPECIAL])
    print(repr(a), [attempt(lambda: a // b) for b in SPECIAL])
    print(repr(a), [attempt(lambda: a % b) for b in SPECIAL])
    print(repr(a), [attempt(lambda: divmod(a, b)) for b in SPECIAL])
for i in range(3000):
    a, b = rdouble() * rng.choice([1, -1]), rdouble() * rng.choice([1, -1])
    if rng.random() < 0.3:
        b = float(rng.randint(-9, 9)) or 1.5
    print(repr(a), repr(b), attempt(lambda: divmod(a, b)), attempt(lambda: a // b), attempt(lambda: a % b),
          attempt(lambda: abs(a) ** (b / 1e300 if abs(b) > 1e3 else b)))
print(attempt(lambda: 10.0 ** 400), attempt(lambda: (-10.0) ** 401.0), attempt(lambda: 0.0 ** -1),
      attempt(lambda: 0.0 ** -1.5), attempt(lambda: (-0.0) ** -3.0), attempt(lambda: 1e-200 ** 2),
      attempt(lambda: (-8.0) ** (1 / 3)) != "x", attempt(lambda: 2.0 ** 1024), attempt(lambda: 2.0 ** -1075),
      attempt(lambda: math.pow(0.0, -1.0)), attempt(lambda: pow(2.0, 0.5)))
