# fractions.Fraction: construction (ints, floats, strings, Fractions), normalisation, errors,
# mixed arithmetic with int/float, comparisons, hashing like equal ints/floats, rounding,
# limit_denominator, and use in sum/sorted/sets/dict keys and math.floor/ceil.
import math
from fractions import Fraction as F

print(F(3, 4), F(6, -8), F(-6, -8), F(0, 5), F(7), F(True), F(2.5), F(-0.1), F(F(1, 3), F(2, 5)))
for s in ("3/4", " -6/8 ", "+7", "1.25", "-.5", "5.", "1e3", "2.5E-2", "1_000/3",
          "0.000_1", "03/06"):
    print(repr(s), repr(F(s)))
for bad in ("", "1 / 2", "abc", "1/", "/2", "1.5/2", "- 1", "1e", "inf", "nan", "1__0", "_1", ".", "1/2/3",
            "1 2"):
    try:
        F(bad)
        print("accepted", repr(bad))
    except ValueError as e:
        print("ValueError:", e)
for args in ((1, 0), ("1/0",), (F(1, 2), 0), (1.5, 2), ("1", 2), ([],), (float("nan"),),
             (float("inf"),), (None,)):
    try:
        print(F(*args))
    except (ZeroDivisionError, TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)

a, b = F(3, 4), F(5, 6)
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b), -a, +a, abs(F(-7, 3)))
print(a + 1, 1 + a, a - 2, 2 - a, a * 3, 3 * a, a / 3, 3 / a, 7 // a, 7 % a, divmod(7, a))
print(a + 0.25, 0.25 + a, a * 2.0, 1.0 / a, a ** 2, a ** -2, 2 ** F(3), 2 ** F(-2), 4 ** F(1, 2),
      F(4) ** F(1, 2), a ** 0.5, F(-2, 3) ** -3)
print(type(2 ** F(3)).__name__, type(a // b).__name__, type(a + 0.5).__name__, type(a ** 2).__name__)
for op in (lambda: a / 0, lambda: a // 0, lambda: a % F(0), lambda: F(0) ** -1, lambda: a + "x",
           lambda: a ** "x", lambda: "x" * a, lambda: format(a, ".2f")):
    try:
        print(op())
    except (ZeroDivisionError, TypeError) as e:
        print(type(e).__name__ + ":", e)

print(a < b, a > b, a <= F(3, 4), a >= 1, a == 0.75, a == F(6, 8), a != 3, F(1) == 1, 1 == F(1),
      F(1, 3) == 1 / 3, a < 0.8, a > float("-inf"), a == float("nan"), a < float("inf"))
print(hash(F(1, 2)) == hash(0.5), hash(F(5)) == hash(5), hash(F(-3, 1)) == hash(-3),
      hash(F(1, 3)), hash(F(-1, 3)), hash(F(10**30, 7)), hash(F(-1)))
print({F(1, 2): "half", 0.5: "float half"}, {F(2), 2, 2.0}, sorted([F(1, 3), 0.3, F(1, 4), 1]))
print(sum(F(1, n) for n in range(1, 11)), sum([F(1, 3)] * 3), max(F(2, 3), 0.6), min(F(1, 7), F(1, 8)))
x = F(22, 7)
print(int(x), int(-x), float(x), math.floor(x), math.floor(-x), math.ceil(x), math.ceil(-x),
      math.trunc(-x), round(x), round(-x), round(F(5, 2)), round(F(7, 2)), round(F(-5, 2)),
      round(x, 2), round(x, -1), round(F(12345, 1), -2), bool(F(0)), bool(x))
print(F(math.pi).limit_denominator(1000), F(math.pi).limit_denominator(), F(3, 7).limit_denominator(10),
      F(1, 3).limit_denominator(1), F(-355, 113).limit_denominator(100))
try:
    x.limit_denominator(0)
except ValueError as e:
    print("ValueError:", e)
print(x.numerator, x.denominator, x.as_integer_ratio(), F.from_float(0.125), F.from_float(3),
      repr(x), str(F(4, 2)), f"{x}", f"{x!r}", "%s" % x, [F(1, 2)], (F(1, 2),))
try:
    x.numerator = 3
except AttributeError:
    print("AttributeError on numerator")
try:
    F.from_float("1")
except TypeError as e:
    print("TypeError:", e)
# Exact arithmetic on big values stays exact.
h = sum(F(1, k) for k in range(1, 40))
print(h, h.denominator.bit_length(), float(h))
# A subclass keeps working through inherited arithmetic (results are plain Fractions).
class Money(F):
    def __str__(self):
        return "$%.2f" % float(self)
m = Money(1999, 100)
print(m, repr(m), type(m + 1).__name__, m > 19, isinstance(m, F))
# math functions convert through __float__; statistics keeps Fractions exact.
import statistics as st
print(math.sqrt(F(1, 4)), math.log(F(8)), math.fsum([F(1, 3)] * 3 + [0.5]), math.isclose(F(1, 3), 1 / 3),
      math.floor(F(-1, 2)), math.ceil(F(1, 2)), math.exp(F(0)))
class NoFloat:
    pass
class BadFloat:
    def __float__(self):
        return 1
for bad in (lambda: math.sqrt(NoFloat()), lambda: math.fsum([1, BadFloat()]), lambda: math.floor(NoFloat())):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
data = [F(1, 2), F(1, 3), F(3, 4), F(5, 6)]
print(st.mean([F(1, 2), F(1, 3)]), st.median([F(1, 2), F(1, 3)]), st.fmean([F(1, 2), 1]))
print(repr(st.mean(data)), repr(st.mean(data + [1, 2])), st.mean(data + [0.5]), repr(st.median(data)),
      repr(st.variance(data)), repr(st.pvariance(data)), st.stdev(data), st.pstdev(data),
      st.mode(data + [F(1, 3)]), repr(st.median_low(data)), repr(st.harmonic_mean(data)),
      st.quantiles(data, n=4))
try:
    st.mean([F(1, 2), "a"])
except TypeError as e:
    print("TypeError:", e)
