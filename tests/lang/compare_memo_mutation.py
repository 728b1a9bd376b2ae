# Comparisons of user instances after their class's comparison memo filled: methods added on a
# base, replaced, deleted; a staticmethod as __eq__; str subclasses; Enum and dataclass != .
import heapq
from dataclasses import dataclass
from enum import Enum


class Base:
    def __init__(self, v):
        self.v = v


class Leaf(Base):
    pass


a, b, c = Leaf(1), Leaf(1), Leaf(2)
print(a == b, a != b, a == a, a != a)
for op in (lambda x, y: x < y, lambda x, y: x >= y, lambda x, y: x <= y):
    try:
        print(op(a, c))
    except TypeError as e:
        print("TypeError:", e)

# A base gains __eq__ and __lt__ after the memo was filled.
Base.__eq__ = lambda self, other: isinstance(other, Base) and self.v == other.v
Base.__lt__ = lambda self, other: self.v < other.v
print(a == b, a != b, a == c, a != c, a < c, c > a, sorted([c, a])[0].v)
print(a in [b], [a, c].index(b), min(c, a).v, max(a, c).v)

# Replaced, then the subclass shadows, then deleted.
Base.__lt__ = lambda self, other: self.v > other.v
print(a < c, sorted([a, c])[0].v, heapq.nsmallest(1, [a, c])[0].v)
Leaf.__eq__ = lambda self, other: "leaf-eq"
print(a == c, a != c)
del Leaf.__eq__
print(a == c, a != c, a == b)
del Base.__eq__
print(a == b, a != b, a == a)
del Base.__lt__
try:
    print(a < c)
except TypeError as e:
    print("TypeError:", e)


# __ne__ defined alone; then __eq__ on a subclass (the reflected method runs first).
class N:
    def __ne__(self, other):
        return "ne"


class M(N):
    def __eq__(self, other):
        return "M.eq"


n, m = N(), M()
print(n != n, n == n, n == m, m == n, m != n, n != m)


# A staticmethod and a classmethod as comparison methods (not kept by the memo).
class S:
    @staticmethod
    def __eq__(*args):
        return "static %d" % len(args)

    @classmethod
    def __lt__(cls, other):
        return cls.__name__


s = S()
print(s == 1, s == s, s < 3, 3 > s, s != 4)
S.__eq__ = lambda self, other: "plain"
print(s == 1, s != 1)


# A str subclass with only __lt__: str's == and ordering first in its MRO.
class R(str):
    def __lt__(self, other):
        return "R.lt"


print(R("c") > R("a"), R("c") < R("a"), R("x") == "x", R("x") != "x")
R.__eq__ = lambda self, other: "R.eq"
print(R("x") == "x", R("x") != "x", {R("k"): 1}.get("k", "miss") if False else "skip")


class Color(Enum):
    RED = 1
    GREEN = 2


print(Color.RED != Color.GREEN, Color.RED != Color.RED, Color.RED == Color.RED,
      [Color.RED, Color.GREEN].count(Color.GREEN))


@dataclass(order=True)
class P:
    x: int
    y: int = 0


ps = [P(3, 1), P(1, 2), P(3, 0)]
print(sorted(ps), P(1) != P(1), P(1) != P(2), P(1) < P(2))
P.__lt__ = lambda self, other: self.y < other.y
print(sorted(ps))
