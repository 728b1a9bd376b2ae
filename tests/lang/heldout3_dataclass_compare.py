# dataclass(order=True) comparisons decide small-int and str fields straight from the instance
# dicts (compare_plain); every case that must still read all fields first and compare like
# tuples: properties, missing attributes, floats, NaN, bools, nested values, compare=False,
# other classes, and the errors of unorderable values.
import heapq
from dataclasses import dataclass, field


@dataclass(order=True)
class Ev:
    time: int
    seq: int
    name: str = field(compare=False, default="")


@dataclass(order=True)
class Named:
    key: str
    n: int


@dataclass(order=True)
class Mixed:
    a: object
    b: object


evs = [Ev(t % 7, -t, str(t)) for t in range(30)]
heap = []
for e in evs:
    heapq.heappush(heap, e)
print([heapq.heappop(heap).name for _ in range(len(evs))])
print(Ev(1, 2) < Ev(1, 3), Ev(1, 3) <= Ev(1, 3), Ev(2, 0) > Ev(1, 9), Ev(1, 1) >= Ev(1, 2))
print(Ev(1, 2, "x") == Ev(1, 2, "y"), Ev(1, 2) != Ev(1, 2), Ev(-5, 0) < Ev(-4, 0))
print(sorted([Named("b", 2), Named("a", 9), Named("b", 1), Named("\u00e9", 0), Named("", 5)]))
print(Named("ab", 1) < Named("abc", 0), Named("x", 1) == Named("x", 1))
print(Mixed(1, 2.5) < Mixed(1, 3), Mixed(1.0, 2) == Mixed(1, 2), Mixed(True, 1) < Mixed(1, 2))
nan = float("nan")
print(Mixed(nan, 1) < Mixed(nan, 2), Mixed(nan, 1) == Mixed(nan, 1), Mixed(2, nan) < Mixed(2, 1))
print(Mixed((1, 2), 0) < Mixed((1, 3), 0), Mixed([1], "a") <= Mixed([1], "b"))
print(Mixed(2 ** 70, 0) > Mixed(2 ** 69, 5), Mixed(1, 2 ** 70) < Mixed(1, 2 ** 71))
try:
    Mixed(1, "a") < Mixed(1, 2)
except TypeError as e:
    print("TypeError", e)
try:
    Mixed("a", 1) < Mixed(None, 1)
except TypeError as e:
    print("TypeError", e)


@dataclass(order=True)
class Prop:
    x: int
    y: int

    @property
    def y(self):
        return -self._y

    @y.setter
    def y(self, v):
        self._y = v if isinstance(v, int) else 0


print(Prop(1, 5) < Prop(1, 3), Prop(1, 5) == Prop(1, 5))
a, b = Ev(1, 2), Ev(1, 3)
del b.seq
try:
    print(a < b)
except AttributeError as e:
    print("AttributeError", e)
c, d = Ev(0, 1), Ev(5, 1)
del d.seq  # the first field decides, but CPython reads every field first
try:
    print(c < d)
except AttributeError as e:
    print("AttributeError", e)


class Sub(Ev):
    pass


print(Ev(1, 2) == Sub(1, 2))
try:
    Ev(1, 2) < Sub(1, 3)
except TypeError as e:
    print("TypeError", e)


# Fields found through the special-method cache: a dataclass subclass with more fields, and
# a plain subclass, compare with their own field lists.
@dataclass(order=True)
class Ev3(Ev):
    extra: int = 0


print(Ev3(1, 2, "a", 5) < Ev3(1, 2, "b", 6), Ev3(1, 2, "a", 7) == Ev3(1, 2, "z", 7))
print(sorted([Ev3(1, 1, "p", 3), Ev3(1, 1, "q", 2), Ev3(0, 9, "r", 9)]))
print(Sub(1, 2) < Sub(1, 3), Sub(3, 0) >= Sub(2, 9))
