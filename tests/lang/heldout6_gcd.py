# math.gcd's small-int fast path (stdlib/np_lib_math.c) against the GMP path: signs, zeros,
# INT64 extremes (gcd(-2**63, 0) is 2**63, which no longer fits an int64), bools, big ints,
# more or fewer than two arguments, and the errors for floats and keywords.
import math
from fractions import Fraction

cases = [(12, 18), (-12, 18), (12, -18), (-12, -18), (0, 0), (0, 5), (5, 0), (-7, 0),
         (2**63 - 1, 2**62), (-2**63, 0), (0, -2**63), (-2**63, -2**63), (-2**63, 6),
         (2**63 - 1, -(2**63 - 1)), (True, 4), (False, 9), (2**64, 2**32), (10**30, 10**12),
         (1071, 462), (1, 1)]
for a, b in cases:
    g = math.gcd(a, b)
    print(a, b, g, type(g).__name__)
print(math.gcd(), math.gcd(-9), math.gcd(12, 18, 27), math.gcd(2**70, 6, 4))
for bad in ((1.0, 2), (2, "3")):
    try:
        math.gcd(*bad)
    except TypeError as e:
        print("TypeError", e)
try:
    math.gcd(a=1, b=2)
except TypeError as e:
    print("TypeError", e)
total = sum(Fraction(i, i * i + 1) for i in range(1, 60))
print(total.numerator % 1000003, total.denominator % 1000003)
try:
    math.lcm(a=1)
except TypeError as e:
    print("TypeError", e)
