# isinstance/issubclass with typing.NamedTuple classes, subclasses of them (fields kept,
# methods added and overridden), and collections.namedtuple defaults, _fields and errors.
from typing import NamedTuple
from collections import namedtuple


class Point(NamedTuple):
    x: int
    y: int = 0

    def norm(self):
        return abs(self.x) + abs(self.y)

    def label(self):
        return "point"


class P3(Point):
    def triple(self):
        return self.x * 3

    def label(self):
        return "p3"


class Other(NamedTuple):
    x: int
    y: int = 0


p, q, o = Point(1, 2), P3(-4), Other(1, 2)
print(p, q, o, p.norm(), q.norm(), q.triple(), p.label(), q.label())
print(isinstance(p, Point), isinstance(q, Point), isinstance(q, P3), isinstance(p, P3))
print(isinstance(o, Point), isinstance(p, Other), isinstance((1, 2), Point))
print(isinstance(p, tuple), isinstance(q, tuple), isinstance(p, (int, Point)))
print(issubclass(P3, Point), issubclass(Point, P3), issubclass(type(q), Point))
print(type(p).__name__, type(q).__name__, q._fields, P3._fields, P3._field_defaults)
print(p == (1, 2), p == o, q._replace(y=7), q._asdict(), P3._make([5, 6]))
print(sorted([Point(3, 1), Point(1, 5), Point(1, 2)]), hash(p) == hash((1, 2)))
try:
    Point()
except TypeError as e:
    print("TypeError", e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print("TypeError", e)
try:
    p.x = 5
except AttributeError as e:
    print("AttributeError", e)


def kind(v):
    if isinstance(v, P3):
        return "P3"
    if isinstance(v, Point):
        return "Point"
    return "other"


print([kind(v) for v in (p, q, o, (1, 2))])

NT = namedtuple("NT", "a b c", defaults=[3])
n = NT(1, 2)
print(n, isinstance(n, NT), isinstance(n, tuple), n._fields, NT._field_defaults)
print(n._replace(a=0), n._asdict(), NT._make([4, 5, 6]), len(n), n[-1], n[0:2])
try:
    n._replace(d=1)
except ValueError as e:
    print("ValueError", e)
try:
    NT(1)
except TypeError as e:
    print("TypeError", e)
try:
    NT._make([1, 2])
except TypeError as e:
    print("TypeError", e)
try:
    class Bad(NamedTuple):
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError", e)
