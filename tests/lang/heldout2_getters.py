# operator.itemgetter / attrgetter with native __call__, and dataclass comparisons that read
# fields without building tuples: single and several items, dotted paths, properties,
# __getattr__ fallbacks, missing keys and attributes, call-argument errors, sort keys, and
# dataclass ordering with equal prefixes, compare=False fields, NotImplemented for other
# classes, unorderable field values, and a property shadowing a field.
import operator
from dataclasses import dataclass, field
from operator import attrgetter, itemgetter

rows = [("b", 2, 9.5), ("a", 2, 1.0), ("c", 1, 3.25), ("a", 1, 7.0)]
print(sorted(rows, key=itemgetter(1)), sorted(rows, key=itemgetter(1, 0)))
print(itemgetter(-1)(rows), itemgetter(slice(1, 3))(rows), itemgetter("k", "j")({"k": 1, "j": 2}))
print(itemgetter(0)("xyz"), repr(itemgetter(1, "a")), repr(attrgetter("x", "y.z")))
for bad in (lambda: itemgetter(1)(), lambda: itemgetter(1)(1, 2), lambda: itemgetter(1)(obj=3),
            lambda: itemgetter(5)([1]), lambda: itemgetter("q")({}), lambda: itemgetter(0)(7),
            lambda: attrgetter("nope")(3), lambda: attrgetter("a")(), lambda: attrgetter(1),
            lambda: attrgetter("real", 2)):
    try:
        print(bad())
    except (TypeError, IndexError, KeyError, AttributeError) as e:
        print(type(e).__name__, e)


class Inner:
    def __init__(self, v):
        self.v = v

    @property
    def double(self):
        return self.v * 2


class Outer:
    def __init__(self, v):
        self.inner = Inner(v)
        self.name = "o%d" % v

    def __getattr__(self, name):
        return "missing:" + name


objs = [Outer(3), Outer(1), Outer(2)]
print([o.name for o in sorted(objs, key=attrgetter("inner.v"))])
print(attrgetter("inner.double", "name", "zzz")(objs[0]), attrgetter("inner.double")(objs[1]))
g = attrgetter("name")
print([g(o) for o in objs], list(map(itemgetter(0), ["ab", "cd"])))


@dataclass(order=True)
class Rec:
    pri: int
    name: str
    tags: list = field(default_factory=list, compare=False)


recs = [Rec(2, "b"), Rec(1, "z", [1]), Rec(2, "a"), Rec(1, "z", [2])]
print(sorted(recs))
print(Rec(1, "z", [1]) == Rec(1, "z", [2]), Rec(1, "a") != Rec(1, "a"), Rec(1, "a") <= Rec(1, "a"))
print(Rec(1, "a") < Rec(1, "b"), Rec(1, "a") >= Rec(1, "b"), Rec(3, "a") > Rec(1, "b"))


@dataclass(order=True)
class Other:
    pri: int
    name: str


print(Rec(1, "a") == Other(1, "a"))
try:
    print(Rec(1, "a") < Other(1, "a"))
except TypeError as e:
    print("TypeError", e)
try:
    print(Rec(1, "a") < Rec("1", "a"))
except TypeError as e:
    print("TypeError", e)


@dataclass(order=True)
class Shadow:
    x: int
    y: int


Shadow.y = property(lambda self: -self.x, lambda self, v: None)


class Sub(Rec):
    pass


print(Shadow(1, 5) < Shadow(2, 0), Shadow(1, 9) == Shadow(1, 0), Sub(1, "a") == Sub(1, "a"), Sub(1, "a") == Rec(1, "a"))
r = Rec(5, "q")
del r.name
try:
    print(r < Rec(5, "q"))
except AttributeError as e:
    print("AttributeError", e)


class Loud:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        print("eq", self.v, other.v)
        return self.v == other.v

    def __lt__(self, other):
        print("lt", self.v, other.v)
        return self.v < other.v


@dataclass(order=True)
class Pair:
    a: Loud
    b: Loud


print(Pair(Loud(1), Loud(2)) < Pair(Loud(1), Loud(3)))
print(Pair(Loud(1), Loud(2)) == Pair(Loud(1), Loud(2)))
