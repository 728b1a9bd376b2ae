# math.isclose/comb/perm/nextafter/ulp and decimal arithmetic, differential over seeded random
# and edge inputs: tolerances at and around the boundary, infinities, NaNs, subnormals; comb
# and perm with big results, k > n, errors for negatives and non-integers; Decimal's operations
# under random precisions and rounding modes.
import math
import random
from decimal import Decimal, getcontext, localcontext, ROUND_HALF_EVEN, ROUND_HALF_UP, \
    ROUND_DOWN, ROUND_UP, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_DOWN, ROUND_05UP

rng = random.Random(777)
SPECIAL = [0.0, -0.0, 5e-324, -5e-324, 1.0, -1.0, 1e308, float("inf"), float("-inf"),
           float("nan"), 2.2250738585072014e-308, 1.7976931348623157e308, 0.1, 1e-10]


def rf():
    if rng.random() < 0.25:
        return rng.choice(SPECIAL)
    return math.ldexp(rng.random(), rng.randint(-1080, 1024)) * rng.choice([1, -1])


for i in range(400):
    a = rf()
    b = a * (1 + rng.choice([0, 1e-9, -1e-9, 1e-10, 2e-9, 1e-16])) if rng.random() < 0.6 else rf()
    rel = rng.choice([1e-9, 0.0, 1e-12, 0.5, 1.0, 1e-300])
    ab = rng.choice([0.0, 1e-12, 1e-300, 1.0, float("inf")])
    print(math.isclose(a, b), math.isclose(a, b, rel_tol=rel, abs_tol=ab), math.ulp(a),
          math.nextafter(a, b), math.nextafter(a, rf()), math.nextafter(b, a))
for bad in [(-1e-9, 0.0), (0.0, -1.0), (-0.0, -0.0)]:
    try:
        print(math.isclose(1.0, 1.0, rel_tol=bad[0], abs_tol=bad[1]))
    except ValueError as e:
        print("ValueError", e)
for args in [(1, 2, 3), ("a", 1.0), (1.0,)]:
    try:
        print(math.isclose(*args))
    except TypeError as e:
        print("TypeError", e)
print(math.isclose(1, 1 + 10 ** -10), math.isclose(10 ** 20, 10 ** 20 + 1), math.ulp(0.0),
      math.ulp(-0.0), math.ulp(float("inf")), math.ulp(float("nan")), math.ulp(1e308),
      math.ulp(1.7976931348623157e308), math.nextafter(0.0, -1.0), math.nextafter(-0.0, 1.0),
      math.nextafter(1.7976931348623157e308, float("inf")), math.nextafter(float("inf"), 0),
      math.nextafter(float("nan"), 1.0), math.nextafter(1.0, float("nan")), math.nextafter(2, 1),
      math.nextafter(0.0, 0.0), math.nextafter(-0.0, 0.0), math.nextafter(0.0, -0.0))

for i in range(300):
    n = rng.choice([rng.randint(0, 30), rng.randint(0, 200), rng.randint(0, 2000), 2 ** 64 + rng.randint(0, 5)])
    k = rng.choice([rng.randint(0, 10), rng.randint(0, n + 3), n, n + 1, 0, 1, n // 2])
    if n > 10 ** 6 and k > 10:
        k = rng.randint(0, 10)
    c = math.comb(n, k)
    p = math.perm(n, k) if k < 400 else 0
    print(n, k, c % (10 ** 30 + 57), c.bit_length(), p % (10 ** 30 + 57), p.bit_length(), math.perm(min(n, 25)))
for args in [(-1, 2), (5, -1), (5.0, 2), (5, 2.0), (True, True), (10, None), ("5", 2), (2 ** 64, 2 ** 64 - 2)]:
    for f in [math.comb, math.perm]:
        try:
            r = f(*args)
            print(f.__name__, r if r < 10 ** 40 else r.bit_length())
        except (ValueError, TypeError, OverflowError) as e:
            print(f.__name__, type(e).__name__, e)
try:
    print(math.perm(5, 2, 1))
except TypeError as e:
    print("TypeError", e)

MODES = [ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_DOWN, ROUND_UP, ROUND_CEILING, ROUND_FLOOR,
         ROUND_HALF_DOWN, ROUND_05UP]


def rdec():
    k = rng.randint(0, 4)
    if k == 0:
        return Decimal(rng.randint(-10 ** 12, 10 ** 12))
    if k == 1:
        return Decimal("%d.%0*d" % (rng.randint(-999, 999), rng.randint(1, 9), rng.randint(0, 10 ** 6)))
    if k == 2:
        return Decimal("%de%d" % (rng.randint(-99999, 99999), rng.randint(-30, 30)))
    if k == 3:
        return Decimal(rng.choice(["0", "-0", "0.000", "1E+2", "5", "0.5", "-2.50", "9.999", "1e-7"]))
    return Decimal(str(rng.random() * 10 ** rng.randint(-8, 8)))


for i in range(400):
    a, b = rdec(), rdec()
    with localcontext() as ctx:
        ctx.prec = rng.choice([1, 2, 3, 5, 9, 28, 40])
        ctx.rounding = rng.choice(MODES)
        out = [a + b, a - b, a * b, -a, abs(b), +a, a == b, a < b, a.compare(b)]
        if b != 0:
            for f in [lambda: a / b, lambda: a // b, lambda: a % b]:
                try:
                    out.append(f())
                except ArithmeticError as e:
                    out.append(type(e).__name__)
        q = Decimal(1).scaleb(rng.randint(-6, 3))
        try:
            out.append(a.quantize(q))
        except ArithmeticError as e:
            out.append(type(e).__name__)
        out += [a.to_integral_value(), str(a), repr(b), a.normalize()]
        try:
            out.append(round(a, rng.randint(-2, 4)))
        except ArithmeticError as e:
            out.append(type(e).__name__)
        print(ctx.prec, ctx.rounding, out)
INF, NAN = float("inf"), float("nan")
for a, b in [(0.0, 5e-324), (1e308, -1e308), (1.0, NAN), (INF, INF), (-INF, INF), (INF, 1e308),
             (1.0, 1.0 + 2e-9), (1e-300, 2e-300), (-0.0, 0.0)]:
    print([math.isclose(a, b, rel_tol=r, abs_tol=t) for r in [1e-9, INF, NAN, 0.5] for t in [0.0, INF, NAN, 1e-300]])
print([math.ulp(x) for x in [1.0, 2.0, 0.75, 2.0 ** -1022, 2.0 ** -1023, 1e-310, 2.0 ** 1023, 3.0, 1e16]])
