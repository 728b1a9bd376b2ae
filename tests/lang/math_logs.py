# math.log/log2/log10 as CPython computes them: the C function on the double, or on the
# mantissa plus the binary exponent for ints too big for a double.
import math
vals = [0.001, 1e-300, 0.125, 1000, 10**20, 10**400, 2**1000, 3.5, 1e308, 7, 2**64 + 1]
for v in vals:
    print(math.log10(v), math.log2(v), math.log(v), math.log(v, 10), math.log(v, 2))
for bad in [0, -1, 0.0, -2**100]:
    for f in (math.log, math.log2, math.log10):
        try:
            f(bad)
        except ValueError as e:
            print(f.__name__, e)
print(math.log10(float('inf')), math.log(float('nan')))
