# fractions.Fraction and decimal.Decimal against CPython 3.11: construction from a Decimal,
# from_decimal (and its errors), mixed arithmetic (a TypeError) and comparisons.
from decimal import Decimal
from fractions import Fraction as F


def attempt(label, f, *args):
    try:
        print(label, repr(f(*args)))
    except Exception as e:
        print(label, type(e).__name__, e)


for d in ['1.25', '-0.001', '1E+5', '0', '-12.5e-3']:
    print(repr(F(Decimal(d))), repr(F.from_decimal(Decimal(d))))
attempt('from_decimal-int', F.from_decimal, 3)
attempt('from_decimal-float', F.from_decimal, 1.5)
print(F(1, 2) == Decimal('0.5'), F(1, 3) < Decimal('0.34'), Decimal('0.25') <= F(1, 4))
print(F(1, 3) == complex(1, 0), F(1) == complex(1, 0), F(2, 1) != complex(2, 1))


# Another numbers.Rational (a registered user class) works as CPython's Fraction takes one.
import numbers


class Ratio:
    def __init__(self, n, d):
        self.numerator, self.denominator = n, d

    def __repr__(self):
        return 'Ratio(%d, %d)' % (self.numerator, self.denominator)


numbers.Rational.register(Ratio)
q = Ratio(6, 4)
print(repr(F(q)), repr(F(q, Ratio(1, 3))), repr(F(3, q)), F(3, 2) == q, F(1, 2) < q, F(2) >= q)
print(repr(q + F(1, 2)), repr(q * F(2, 3)), repr(q - F(1, 4)), repr(q / F(3)), repr(q // F(1, 3)))
for bad in [lambda: F(1, 2) + q, lambda: F(q, 1.5), lambda: F(object())]:
    try:
        print(bad())
    except TypeError as e:
        print('TypeError', e)
