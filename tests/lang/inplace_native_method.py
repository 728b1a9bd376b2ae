# `x op= y` on an instance whose class has a native in-place or binary operator method
# (decimal's __add__, with no __iadd__) calls it directly from the loop; NotImplemented must go
# on to the reflected method and to the in-place operator's TypeError as before.
from decimal import Decimal
from collections import Counter


class Money(Decimal):
    pass


class Cents:
    def __init__(self, n):
        self.n = n

    def __radd__(self, other):
        return ("radd", str(other), self.n)

    def __rmul__(self, other):
        return NotImplemented


t = Decimal("1.10")
t += 2
t -= Decimal("0.05")
t *= 3
print(t)
t /= 4
print(t)
t //= Decimal("0.3")
t %= 7
t **= 2
print(t)
m = Money("2.5")
m += Decimal("1")
print(repr(m), type(m).__name__)
u = Decimal("1.5")
u += Cents(3)
print(u)
for bad in (1.5, "x", Cents(4), None):
    v = Decimal("2")
    try:
        v *= bad
        print(v)
    except TypeError as e:
        print("TypeError", type(bad).__name__)
c = Counter("abca")
c += Counter("bcd")
c -= Counter("a")
c |= Counter("zz")
c &= Counter("abcz")
print(sorted(c.items()))
total = Decimal(0)
for i in range(500):
    total += Decimal(i) / 7
print(total)


# A subclass of the left operand's class that overrides the reflected method goes first.
class R(Decimal):
    def __radd__(self, other):
        return "radd"

    def __rsub__(self, other):
        return NotImplemented


d = Decimal(1)
d += R(2)
e = Decimal(1)
e -= R(2)
print(d, repr(e))
