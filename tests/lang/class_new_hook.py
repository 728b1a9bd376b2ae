# __new__ in a class body runs as in CPython: singletons, str/int/tuple/namedtuple subclasses
# through super().__new__ / T.__new__, object.__new__, a __new__ returning another class's
# instance (no __init__) or a non-instance, inherited __new__, explicit staticmethod, Enum
# members made by __new__, and CPython's errors for object.__new__'s extra arguments.
class Singleton:
    _inst = None
    def __new__(cls, *args, **kwargs):
        if cls._inst is None:
            print("creating")
            cls._inst = super().__new__(cls)
        return cls._inst
    def __init__(self, v=0):
        print("init", v)
        self.v = v
a = Singleton(1); b = Singleton(2)
print(a is b, a.v)
class Upper(str):
    def __new__(cls, value):
        obj = super().__new__(cls, value.upper())
        obj.orig = value
        return obj
u = Upper("abc")
print(u, repr(u), u.orig, u + "!", isinstance(u, str), len(u), type(u).__name__)
class Pos(int):
    def __new__(cls, v):
        if v < 0: raise ValueError("negative")
        return int.__new__(cls, v)
print(Pos(5) + 1, type(Pos(5)).__name__)
try: Pos(-1)
except ValueError as e: print(e)
class Pt(tuple):
    def __new__(cls, x, y):
        return tuple.__new__(cls, (x, y))
    @property
    def x(self): return self[0]
p = Pt(1, 2); print(p, p.x, len(p), type(p).__name__)
from collections import namedtuple
class NT(namedtuple("NT", "a b")):
    def __new__(cls, a, b=10):
        return super().__new__(cls, a, b)
print(NT(1), NT(1, 2), NT(1).b)
class Other:
    def __new__(cls, kind):
        if kind == "a": return A()
        return object.__new__(cls)
    def __init__(self, kind): print("Other init", kind)
class A:
    def __init__(self): print("A init")
print(type(Other("a")).__name__, type(Other("b")).__name__)
class Weird:
    def __new__(cls): return 42
print(Weird())
class Base:
    def __new__(cls, *a):
        inst = object.__new__(cls)
        inst.created_by = cls.__name__
        return inst
class Child(Base):
    def __init__(self, x): self.x = x
c = Child(3); print(c.created_by, c.x)
try:
    object.__new__(int)
except TypeError as e: print("TE", e)
class Plain: pass
try: object.__new__(Plain, 1)
except TypeError as e: print("TE", e)
try: object.__new__(Singleton, 1)
except TypeError as e: print("TE", e)
try: str.__new__(Plain)
except TypeError as e: print("TE", e)
print(type(object.__new__(Plain)).__name__, str.__new__(str, 5), int.__new__(int, "7"))
class S2:
    @staticmethod
    def __new__(cls, x):
        o = object.__new__(cls); o.x = x; return o
print(S2(9).x)
import enum
class Planet(enum.Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
print(Planet.EARTH.mass, Planet.EARTH.value)
class Coord(enum.Enum):
    def __new__(cls, value, label):
        obj = object.__new__(cls)
        obj._value_ = value
        obj.label = label
        return obj
    N = (0, "north")
    S = (180, "south")
print(Coord.N.value, Coord.N.label, Coord(180), list(Coord))

# copy and deepcopy rebuild an instance through cls.__new__(cls), as copyreg.__newobj__ does.
import copy
class Upper(str):
    def __new__(cls, value):
        obj = super().__new__(cls, value.upper())
        obj.orig = value
        return obj
u = Upper("abc")
c = copy.copy(u); d = copy.deepcopy(u)
print(c, type(c).__name__, d, type(d).__name__, getattr(c, "orig", None), getattr(d, "orig", None))
class Pt:
    def __new__(cls, x=0, y=0):
        o = super().__new__(cls); o.x = x; o.y = y; return o
p = Pt(1, 2); q = copy.deepcopy(p); print(q.x, q.y, type(q).__name__, q is p)
class Single:
    _i = None
    def __new__(cls):
        if cls._i is None: cls._i = super().__new__(cls)
        return cls._i
s = Single(); print(copy.copy(s) is s, copy.deepcopy(s) is s)
