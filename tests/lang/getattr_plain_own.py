# getattr(obj, name) on instances of user classes: the own-attribute fast path (a name without
# a leading underscore that no class in the MRO defines) and every case it must leave to the
# general rules: class attributes, methods, properties, descriptors, __slots__, __getattr__,
# private and dunder names, str subclasses, names built at run time, deleted attributes.
from dataclasses import dataclass


class Row:
    kind = "row"

    def __init__(self, a, b):
        self.a = a
        self.b = b

    def total(self):
        return self.a + self.b


r = Row(1, 2)
for name in ["a", "b", "kind", "total"]:
    v = getattr(r, name)
    print(name, v() if callable(v) else v)
print(getattr(r, "a" + ""), getattr(r, "".join(["b"])), getattr(r, "missing", "dflt"))
r.kind = "own"                      # the instance shadows a plain class value
print(getattr(r, "kind"), Row.kind)
del r.kind
print(getattr(r, "kind"))
del r.a
try:
    getattr(r, "a")
except AttributeError as e:
    print("AttributeError:", e)
print(getattr(r, "a", None))
r.a = 5
print(getattr(r, "a"))

# A class attribute added after the first reads: the instance's value still wins for a plain
# value, a property added later wins over it.
class Late:
    def __init__(self):
        self.x = 1


o = Late()
print([getattr(o, "x") for _ in range(3)])
Late.x = 99
print(getattr(o, "x"))
Late.x = property(lambda self: "prop")
print(getattr(o, "x"))
del Late.x
print(getattr(o, "x"))


class Desc:
    def __get__(self, obj, typ=None):
        return "descr"

    def __set__(self, obj, value):
        obj.__dict__["v"] = value


class WithDesc:
    v = Desc()

    def __init__(self):
        self.w = 3


d = WithDesc()
print(getattr(d, "v"), getattr(d, "w"))


class Hook:
    def __init__(self):
        self.real = "real"

    def __getattr__(self, name):
        return "hook:" + name


h = Hook()
print(getattr(h, "real"), getattr(h, "other"), getattr(h, "other", "unused"))


class Slotted:
    __slots__ = ("p", "q")

    def __init__(self):
        self.p = 10


s = Slotted()
print(getattr(s, "p"), getattr(s, "q", "unset"))
try:
    getattr(s, "q")
except AttributeError as e:
    print("AttributeError:", e)


class Private:
    def __init__(self):
        self._hidden = "h"
        self.__mangled = "m"
        self.visible = "v"


p = Private()
print(getattr(p, "_hidden"), getattr(p, "_Private__mangled"), getattr(p, "visible"))
print(getattr(p, "__class__").__name__, getattr(p, "__mangled", "no"))


class Name(str):
    pass


print(getattr(p, Name("visible")), getattr(r, Name("b")))


@dataclass
class Point:
    x: int
    y: int = 0


pt = Point(3)
print([getattr(pt, f) for f in ("x", "y")])


class Base:
    def __init__(self):
        self.shared = "base"


class Child(Base):
    def shared_method(self):
        return "m"


c = Child()
print(getattr(c, "shared"), getattr(c, "shared_method")())


class Many:
    def __init__(self, n):
        for i in range(n):
            setattr(self, f"f{i}", i * i)


m = Many(40)
print(sum(getattr(m, f"f{i}") for i in range(40)), getattr(m, "f39"))
for bad in (1, None):
    try:
        getattr(r, bad)
    except TypeError as e:
        print("TypeError:", e)
print(getattr(r, ""  , "empty"))
