# Namedtuple field reads are replayed by GETATTR's cache (the field's index, keyed by the
# class): subclasses, typing.NamedTuple, sites mixing classes and plain objects, a subclass
# overriding a field with a property, a class changed after the site saw it, errors.
from collections import namedtuple
from typing import NamedTuple

Pt = namedtuple("Pt", "x y")
P3 = namedtuple("P3", ["y", "x", "z"], defaults=[0])


class Named(NamedTuple):
    x: int
    y: int = 5


class Sub(Pt):
    __slots__ = ()

    def norm1(self):
        return abs(self.x) + abs(self.y)


class Over(Pt):
    @property
    def x(self):
        return "over"


class Obj:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def xy(o):
    return o.x, o.y


objs = [Pt(1, 2), P3(3, 4), Named(6), Sub(-7, 8), Over(9, 10), Obj(11, 12), Pt(13, 14)]
for rnd in range(3):
    print([xy(o) for o in objs])
print(Sub(-1, -2).norm1())

p = Pt(1, 2)
for _ in range(2):
    try:
        p.x = 5
    except AttributeError as e:
        print("AttributeError", e)
    try:
        print(p.z)
    except AttributeError as e:
        print("AttributeError", e)

# Rebinding a field name on the class after the site cached it.
Sub.y = property(lambda self: "y changed")
print([xy(o) for o in objs])
del Sub.y
print([xy(o) for o in objs])


# A subclass that adds fields of its own through a new namedtuple.
class Wide(namedtuple("WideBase", "a b c d e f")):
    pass


w = Wide(*range(6))
print(sum(getattr(w, n) for n in "abcdef"), w.f, w.a, w._fields)
