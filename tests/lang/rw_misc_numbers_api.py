# numbers' ABCs against CPython 3.11: the registered builtins, user classes registered or
# derived, the abstract methods each ABC requires, and the mixin methods the ABCs provide.
import numbers
from fractions import Fraction

abcs = [numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral]
for v in [0, True, 1.5, 2j, Fraction(1, 2), 'x', None, (1,)]:
    print(repr(v), [isinstance(v, c) for c in abcs])
for c in abcs:
    print(c.__name__, [issubclass(c, d) for d in abcs])
    try:
        c()
    except TypeError as e:
        print('TypeError', str(e).split(' with')[0])


class Num(numbers.Number):
    pass


class Reg:
    pass


numbers.Real.register(Reg)
print(isinstance(Num(), numbers.Number), isinstance(Num(), numbers.Complex),
      isinstance(Reg(), numbers.Real), isinstance(Reg(), numbers.Complex),
      isinstance(Reg(), numbers.Rational), issubclass(Reg, numbers.Number))


class MyInt(numbers.Integral):
    def __init__(self, v): self.v = v
    def __int__(self): return self.v
    def __pow__(self, e, mod=None): return MyInt(pow(self.v, int(e), mod))
    def __rpow__(self, b): return NotImplemented
    def __lshift__(self, o): return MyInt(self.v << int(o))
    def __rlshift__(self, o): return NotImplemented
    def __rshift__(self, o): return MyInt(self.v >> int(o))
    def __rrshift__(self, o): return NotImplemented
    def __and__(self, o): return MyInt(self.v & int(o))
    def __rand__(self, o): return NotImplemented
    def __xor__(self, o): return MyInt(self.v ^ int(o))
    def __rxor__(self, o): return NotImplemented
    def __or__(self, o): return MyInt(self.v | int(o))
    def __ror__(self, o): return NotImplemented
    def __invert__(self): return MyInt(~self.v)
    def __add__(self, o): return MyInt(self.v + int(o))
    def __radd__(self, o): return NotImplemented
    def __neg__(self): return MyInt(-self.v)
    def __pos__(self): return self
    def __mul__(self, o): return MyInt(self.v * int(o))
    def __rmul__(self, o): return NotImplemented
    def __truediv__(self, o): return self.v / int(o)
    def __rtruediv__(self, o): return NotImplemented
    def __floordiv__(self, o): return MyInt(self.v // int(o))
    def __rfloordiv__(self, o): return NotImplemented
    def __mod__(self, o): return MyInt(self.v % int(o))
    def __rmod__(self, o): return NotImplemented
    def __abs__(self): return MyInt(abs(self.v))
    def __eq__(self, o): return self.v == int(o)
    def __lt__(self, o): return self.v < int(o)
    def __le__(self, o): return self.v <= int(o)
    def __trunc__(self): return self.v
    def __floor__(self): return self.v
    def __ceil__(self): return self.v
    def __round__(self, n=None): return self.v
    def __hash__(self): return hash(self.v)


m = MyInt(7)
print(int(m), float(m), m.numerator.v, m.denominator, m.real.v, m.imag, m.conjugate().v,
      complex(m), divmod(m, 2)[0].v, divmod(m, 2)[1].v, (m - 2).v, m != 3, isinstance(m, numbers.Rational))
print(complex(Fraction(1, 4)), numbers.Real.__complex__(2.5))
