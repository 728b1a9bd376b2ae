# Operators and comparisons whose method is a stdlib native in a Python class (decimal's
# Decimal, datetime's date/timedelta): the interpreter calls the native directly
# (vm/np_interp.c native_dunder). NotImplemented must go on to the reflected method, errors
# must be CPython's, subclasses with their own methods must win when CPython's rules say so.
from datetime import date, timedelta
from decimal import Decimal as D
from fractions import Fraction


class Money:
    # A right operand that knows Decimals: Decimal's methods return NotImplemented for it.
    def __init__(self, v):
        self.v = v

    def __radd__(self, other):
        return "radd(%s, %s)" % (other, self.v)

    def __rsub__(self, other):
        return "rsub(%s, %s)" % (other, self.v)

    def __gt__(self, other):
        return "gt(%s, %s)" % (self.v, other)

    def __eq__(self, other):
        return "eq(%s, %s)" % (self.v, other)


class Sub(D):
    def __rsub__(self, other):
        return "Sub.__rsub__"

    def __lt__(self, other):
        return "Sub.__lt__"

    def __gt__(self, other):
        return "Sub.__gt__"


for i in range(3):  # several rounds, so the instructions' caches are filled and then hit
    a, b = D("1.25"), D("0.75")
    print(a + b, a - b, a * b, a / b, a < b, a <= b, a == b, a != b, a > b, a >= b)
    print(a + 1, a - 2, 3 - a, a < 2, a == D("1.250"), a == 1.25, a < 1.5, a > Fraction(1, 2))
    print(a + Money(5), a - Money(6), a < Money(7), a == Money(8))
    print(a - Sub("0.5"), a < Sub(1), b > Sub(0), Sub(2) - a, Sub(2) < a)
    for bad in ("x", None, [1], 1.5):
        try:
            print(a + bad)
        except TypeError as e:
            print("TypeError", e)
        try:
            print(a < bad)
        except TypeError as e:
            print("TypeError", e)
    try:
        print(a / 0)
    except ArithmeticError as e:
        print(type(e).__name__)
    d = date(2024, 5, 1)
    print(d + timedelta(days=3), d - timedelta(days=1), d - date(2024, 1, 1), d < date(2024, 6, 1),
          d == date(2024, 5, 1), d > date(2023, 1, 1), timedelta(days=2) < timedelta(days=3))
    try:
        print(d + 1)
    except TypeError as e:
        print("TypeError", e)
