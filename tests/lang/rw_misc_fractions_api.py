# fractions.Fraction against CPython 3.11 over seeded random values: arithmetic with int,
# float and Fraction, comparisons, hashes, limit_denominator, rounding, Decimal conversions,
# reprs, and the error messages.
import random
from decimal import Decimal
from fractions import Fraction as F

rng = random.Random(7)


def attempt(label, f, *args):
    try:
        print(label, repr(f(*args)))
    except Exception as e:
        print(label, type(e).__name__, e)


def rand_frac():
    return F(rng.randint(-10 ** rng.randint(1, 25), 10 ** rng.randint(1, 25)),
             rng.randint(1, 10 ** rng.randint(1, 20)))


for i in range(40):
    a, b = rand_frac(), rand_frac()
    k = rng.randint(-50, 50)
    print(repr(a), str(b), a + b, a - b, a * b, a / b if b else None, a // b if b else None,
          a % b if b else None, a + k, k - a, a * k, (k / a) if a else None)
    print(' ', a < b, a <= b, a == b, a > k, a >= k, a == a.numerator / a.denominator,
          hash(a), hash(-a), a.limit_denominator(rng.randint(1, 10 ** 6)),
          round(a), round(a, rng.randint(-3, 5)), int(a), float(a), abs(a), -a)
    e = rng.randint(-4, 4)
    if a or e >= 0:
        print(' ', a ** e, F(a.denominator, a.numerator or 1) ** 2)
    x = rng.uniform(-1e6, 1e6)
    print(' ', F(x), F.from_float(x), a + x, x * a, a < x, hash(F(x)) == hash(x))
for s in ['0', '-0', '3/9', '-12/4', ' 1.5e-3 ', '123456789012345678901234567890.5']:
    print(repr(F(s)))
attempt('from_float-nan', F.from_float, float('nan'))
attempt('from_float-inf', F.from_float, float('inf'))
attempt('ctor-float-pair', F, 1, 2.0)
attempt('ctor-str', F, '1/2', 3)
attempt('lt-str', lambda: F(1, 2) < 'x')
attempt('mod-zero', lambda: F(1, 2) % 0)
attempt('floordiv-float', lambda: F(7, 2) // 1.5)
attempt('mod-float', lambda: F(7, 2) % 1.5)
attempt('divmod-float', lambda: divmod(F(7, 2), 1.5))
attempt('rdivmod', lambda: divmod(5, F(3, 2)))
attempt('pow-frac', lambda: F(9, 4) ** F(1, 2))
attempt('pow-neg-zero', lambda: F(0) ** -2)
attempt('rpow-float', lambda: 2.0 ** F(1, 2))
attempt('limit-neg', F(1, 3).limit_denominator, -5)
attempt('round-bad', round, F(1, 3), 1.5)
print(F(3, 4).as_integer_ratio(), F(-3).is_integer() if hasattr(F, 'is_integer') else 'n/a')
print(F(1, 2) != 'a', F(2, 3).__ceil__())
print(F(5, 3).__floor__(), F(5, 3).__trunc__())
print(sorted([F(1, 3), 0.25, 1, F(-1, 2), True]), max(F(1, 3), 0.3333))
