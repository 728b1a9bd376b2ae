# Generated dataclass comparisons decided without a call (np_dc_quick_call / quick_fields):
# every kind of field value, the fallbacks (big ints, NaN, mixed int/float, bools, user
# objects, properties, deleted attributes, other classes) and the callers (operators, heapq,
# sorted, min/max, bisect, list.index, `in`, dict keys).
import bisect
import heapq
from dataclasses import dataclass, field


@dataclass(order=True)
class Ev:
    time: float
    seq: int
    name: str = field(default="", compare=False)
    tag: tuple = ()


a, b = Ev(1.0, 1, "a"), Ev(1.0, 2, "b")
print(a < b, a <= b, a > b, a >= b, a == b, a != b)
print(Ev(1.0, 1, "x") == Ev(1.0, 1, "y"), Ev(2.5, 0) < Ev(-1.0, 9))
print(Ev(1.0, 1, tag=(1, "a")) < Ev(1.0, 1, tag=(1, "b")), Ev(1.0, 1, tag=(1, (2, 3))) < Ev(1.0, 1, tag=(1, (2, 4))))
print(Ev(0.0, 1) == Ev(-0.0, 1), Ev(1.0, 2 ** 70) < Ev(1.0, 2 ** 71), Ev(1.0, 2 ** 70) == Ev(1.0, 2 ** 70))
nan = float("nan")
n1 = Ev(nan, 1)
print(n1 == n1, n1 == Ev(nan, 1), n1 < Ev(nan, 2), Ev(1, 1) == Ev(1.0, 1), Ev(1, 1) < Ev(1.5, 0))
print(Ev(True, 1) < Ev(2, 0), Ev(False, 1) == Ev(0, 1), Ev("b", 1) > Ev("a", 2))
try:
    Ev(1.0, 1, tag=("a",)) < Ev(1.0, 1, tag=(1,))
except TypeError as e:
    print("TypeError", e)
try:
    Ev(1.0, "x") < Ev(1.0, 2)
except TypeError as e:
    print("TypeError", e)


class Loud:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        print("eq", self.v, other.v)
        return self.v == other.v

    def __lt__(self, other):
        print("lt", self.v, other.v)
        return self.v < other.v


print(Ev(1.0, 1, tag=Loud(1)) < Ev(1.0, 1, tag=Loud(2)))
print(Ev(1.0, 0, tag=Loud(1)) < Ev(1.0, 1, tag=Loud(2)))
print(Ev(1.0, 1, tag=Loud(3)) == Ev(1.0, 1, tag=Loud(3)))

# Other classes and subclasses: NotImplemented, then the reflected method, then TypeError.
print(a.__lt__(5), a.__eq__("x"), a == 5, a != 5)


@dataclass(order=True)
class Sub(Ev):
    pass


try:
    a < Sub(1.0, 1)
except TypeError as e:
    print("TypeError", e)
print(a == Sub(1.0, 1), Sub(1.0, 1) == Sub(1.0, 1), Sub(1.0, 1) < Sub(1.0, 2))
try:
    a < 3
except TypeError as e:
    print("TypeError", e)

# A deleted field falls back to the attribute read (AttributeError); a property is honoured.
d = Ev(1.0, 1)
del d.seq
try:
    d < b
except AttributeError as e:
    print("AttributeError", e)


@dataclass(order=True)
class Prop:
    x: int
    y: int

    def _gy(self):
        return -self._y

    def _sy(self, v):
        self._y = v


Prop.y = property(Prop._gy, Prop._sy)
print(Prop(1, 2) < Prop(1, 3), Prop(1, 2) == Prop(1, 2))

# Callers from C.
evs = [Ev((i * 37) % 11 / 2, i % 3, str(i)) for i in range(40)]
h = []
for e in evs:
    heapq.heappush(h, e)
print([heapq.heappop(h).name for _ in range(len(h))])
print([e.name for e in sorted(evs)][:10], min(evs).name, max(evs).name)
keys = sorted(evs)
print(bisect.bisect_left(keys, Ev(2.0, 1)), bisect.bisect_right(keys, Ev(2.0, 1)))
print(evs.index(Ev(evs[7].time, evs[7].seq)), Ev(evs[3].time, evs[3].seq, "zz") in evs)


@dataclass(frozen=True, order=True)
class Key:
    r: int
    c: int


grid = {Key(i, j): i * j for i in range(5) for j in range(5)}
print(grid[Key(3, 4)], Key(2, 2) in grid, Key(9, 9) in grid, sorted(grid)[:3])
print(sorted([Key(2, 1), Key(1, 5), Key(1, -2)], reverse=True))
