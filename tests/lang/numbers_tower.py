# numbers: the numeric tower with int, float, Fraction and Decimal registered, user subclasses,
# abstract methods refusing instantiation.
import numbers
from fractions import Fraction
from decimal import Decimal
vals = [1, True, 2.5, Fraction(1, 3), Decimal("1.5"), "s", None, [1]]
for cls in (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral):
    print(cls.__name__, [isinstance(v, cls) for v in vals])
print(issubclass(int, numbers.Number), issubclass(float, numbers.Integral), issubclass(Fraction, numbers.Real), issubclass(Decimal, numbers.Real))
class MyNum(numbers.Number):
    pass
print(isinstance(MyNum(), numbers.Number), isinstance(MyNum(), numbers.Real))
try:
    class Bad(numbers.Integral): pass
    Bad()
except TypeError as e:
    print(str(e)[:60])
def total(xs):
    return sum(x for x in xs if isinstance(x, numbers.Real))
print(total([1, 2.5, "x", Fraction(1, 2)]))
print(numbers.Integral.__mro__[1:3] == (numbers.Rational, numbers.Real))
