# == of tuples and tuple subclasses (NamedTuple, namedtuple, a subclass with its own __eq__)
# as dict/set probes and the operators meet them: NaN, -0.0, strs, nested tuples, other lengths;
# and a class that gains __eq__ after its instances were compared.
from collections import namedtuple
from typing import NamedTuple


class Point(NamedTuple):
    x: int
    y: int


P2 = namedtuple("P2", "a b")
nan = float("nan")
pairs = [
    (Point(1, 2), Point(1, 2)), (Point(1, 2), (1, 2)), ((1, 2), Point(1, 3)),
    (Point(1, 2), P2(1, 2)), (P2(0.0, "s"), P2(-0.0, "s")), (P2(nan, 1), P2(nan, 1)),
    ((nan,), (nan,)), ((1, (2, "x")), (1, (2, "x"))), ((1, (2, "x")), (1, (2, "y"))),
    ((1, 2), (1, 2, 3)), (Point(1, 2), [1, 2]), (("a", 1.5), ("a", 1.5)),
]
for a, b in pairs:
    print(a == b, a != b, b == a)
t = (nan, 1)
print(t == t, (t,) == (t,), [t] == [t])
seen = {Point(1, 2), Point(3, 4)}
print(Point(1, 2) in seen, (3, 4) in seen, Point(5, 6) in seen, P2(3, 4) in seen)
d = {Point(i, i + 1): i for i in range(50)}
print(sum(d[Point(i, i + 1)] for i in range(50)), d.get((7, 8)), d.get(Point(8, 7), "none"))


class Loud(tuple):
    def __eq__(self, other):
        return "loud"


print(Loud((1, 2)) == (1, 2), (1, 2) == Loud((1, 2)), Loud((1,)) != (1,))


class Later(tuple):
    pass


print(Later((1, 2)) == (1, 2), {Later((1, 2)): "k"}.get((1, 2)))
Later.__eq__ = lambda self, other: False
Later.__hash__ = tuple.__hash__
print(Later((1, 2)) == (1, 2), (1, 2) == Later((1, 2)), Later((1, 2)) in {(1, 2)})
