# A class body that defines __eq__ but not __hash__ makes its instances unhashable even when a
# base defines __hash__ (CPython sets __hash__ = None at class creation); dataclasses treat
# that None as no explicit __hash__. Slice bounds take objects with __index__.
from dataclasses import dataclass


class A:
    def __hash__(self):
        return 1


class B(A):
    def __eq__(self, o):
        return True


class C(B):
    def __hash__(self):
        return 7


for cls in (A, B, C):
    try:
        print(cls.__name__, hash(cls()))
    except TypeError as e:
        print(cls.__name__, "TypeError:", e)
try:
    {B()}
except TypeError as e:
    print("set:", e)


@dataclass(frozen=True)
class F:
    x: int

    def __eq__(self, o):
        return isinstance(o, F) and self.x == o.x


@dataclass
class M:
    x: int

    def __eq__(self, o):
        return True


@dataclass(frozen=True)
class N:
    x: int
    __hash__ = None


print(hash(F(3)) == hash(F(3)), F(1) == F(1))
for obj in (M(1), N(1)):
    try:
        hash(obj)
        print(type(obj).__name__, "hashable")
    except TypeError as e:
        print(type(obj).__name__, "TypeError:", e)
T = type("T", (A,), {"__eq__": lambda s, o: False})
try:
    hash(T())
except TypeError as e:
    print("type():", e)


class Idx:
    def __init__(self, i):
        self.i = i

    def __index__(self):
        return self.i


xs = [10, 20, 30, 40, 50]
print(xs[Idx(1):Idx(4)], xs[::Idx(2)], "abcdef"[Idx(-3):], (1, 2, 3)[:Idx(2)], range(10)[Idx(2):Idx(8):Idx(3)])
print(slice(Idx(1), Idx(3)).indices(10) if False else "", xs[Idx(1):])


class NotIdx:
    pass


try:
    xs[NotIdx():]
except TypeError as e:
    print("TypeError:", e)


class BadIdx:
    def __index__(self):
        return "x"


try:
    xs[BadIdx():]
except TypeError as e:
    print("TypeError:", e)
