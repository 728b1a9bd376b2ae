# abs() of an instance whose class's __abs__ is a native method (decimal's) calls it directly;
# a subclass, a changed context and a class that borrows the native for foreign instances must
# behave as before (the subclass and the context through the native's own checks, the foreign
# instance through the general call, which refuses it).
from decimal import Decimal, getcontext, localcontext


class Money(Decimal):
    pass


class Borrower:
    __abs__ = Decimal.__abs__


print(abs(Decimal("-1.25")), abs(Decimal("3")), abs(Decimal("-0")), abs(Decimal("-0.000")))
print(abs(Decimal("-1E+5")), abs(Decimal("1E-7")))
print(repr(abs(Money("-2.50"))), type(abs(Money("-2.50"))).__name__)
with localcontext() as ctx:
    ctx.prec = 3
    print(abs(Decimal("-123.456")), abs(Decimal("-0.0012345")))
print(getcontext().prec, abs(Decimal("-123.456")))
try:
    abs(Borrower())
except TypeError as e:
    print("TypeError")
print(sum(abs(Decimal(i) / 3 - 5) for i in range(30)))
