# Instances of __main__ classes keep their attributes in a value array under a per-class layout
# (vm/np_class.c, NP_INST_SHAPED); anything the layout cannot express gives the instance a dict.
# Every path must read and write the same attributes, in the same order, as CPython's dicts.
import copy
from abc import ABC, abstractmethod
from dataclasses import dataclass, field


class P:
    def __init__(self, x, y, swap=False):
        if swap:
            self.y = y
            self.x = x
        else:
            self.x = x
            self.y = y

    def norm(self):
        return self.x * self.x + self.y * self.y


ps = [P(i, i + 1) for i in range(20)]
print(sum(p.norm() for p in ps))

# Same names in another order, a name added later, a deletion, a re-add.
a = P(1, 2)
b = P(6, 5, swap=True)
print(vars(a), vars(b), b.norm())
a.z = 3
print(vars(a), a.z)
del a.x
print(vars(a), hasattr(a, "x"))
a.x = 10
print(vars(a), a.norm())
try:
    del a.nope
except AttributeError as e:
    print("AttributeError", e)
try:
    print(P(1, 2).nope)
except AttributeError as e:
    print("AttributeError", e)

# Many attributes: past the learned room and past the layout's limit.
class Wide:
    def __init__(self, n):
        for i in range(n):
            setattr(self, "f%d" % i, i)


w1 = Wide(3)
w2 = Wide(90)
w3 = Wide(5)
print(len(vars(w1)), len(vars(w2)), w2.f89, w3.f4, list(vars(w3)))
w1.extra = "e"
print(list(vars(w1)), w1.extra)

# Names that are not interned (built at run time) and a str subclass as a name.
class S(str):
    pass


n = P(0, 0)
key = "".join(["d", "yn"])
setattr(n, key, 1)
print(n.dyn, getattr(n, "d" + "yn"), vars(n))
setattr(n, S("sub"), 2)
print(n.sub, sorted(vars(n)))


# Instance attributes shadowing class attributes and methods, after the caches warmed.
class C:
    k = 1

    def m(self):
        return "method"


cs = [C() for _ in range(3)]
for _ in range(3):
    print([c.k for c in cs], [c.m() for c in cs])
cs[1].k = 5
cs[2].m = lambda: "own"
for _ in range(2):
    print([c.k for c in cs], [c.m() for c in cs])
C.k = 9
print([c.k for c in cs])


# Subclasses add their own attributes; properties and __slots__.
class Q(P):
    def __init__(self):
        super().__init__(1, 2)
        self.q = 3

    @property
    def total(self):
        return self.x + self.y + self.q

    @total.setter
    def total(self, v):
        self.q = v


qs = [Q() for _ in range(4)]
qs[0].total = 10
print([q.total for q in qs], vars(qs[0]))


class Slotted:
    __slots__ = ("u", "v")

    def __init__(self):
        self.u = 1


s = Slotted()
s.v = 2
print(s.u, s.v)
try:
    s.w = 3
except AttributeError as e:
    print("AttributeError", e)
try:
    print(Slotted().v)
except AttributeError as e:
    print("AttributeError", e)


# __getattr__ and __setattr__ hooks.
class Hooked:
    def __init__(self):
        self.a = 1

    def __getattr__(self, name):
        return "missing " + name

    def __setattr__(self, name, value):
        object.__setattr__(self, name, value * 2)


h = Hooked()
h.b = 5
print(h.a, h.b, h.c, vars(h))


# Copies, abstract bases, dataclasses.
c1 = P([1], 2)
c2 = copy.copy(c1)
c3 = copy.deepcopy(c1)
c1.x.append(3)
print(vars(c2), vars(c3))


class Shape(ABC):
    def __init__(self, name):
        self.name = name

    @abstractmethod
    def area(self):
        ...


class Sq(Shape):
    def __init__(self, s):
        super().__init__("sq")
        self.s = s

    def area(self):
        return self.s * self.s


print([(q.name, q.area()) for q in [Sq(2), Sq(3)]], vars(Sq(4)))
try:
    Shape("x")
except TypeError as e:
    print("TypeError", e)


@dataclass(order=True, frozen=False)
class D:
    a: int
    b: str = "x"
    tags: list = field(default_factory=list, compare=False)


ds = sorted([D(3), D(1, "y"), D(1, "a")])
print(ds, D(1) == D(1), D(1) < D(2))
d = D(2)
d.extra = 1
print(vars(d), d == D(2))


@dataclass(frozen=True)
class F:
    x: int
    y: int


print(hash(F(1, 2)) == hash(F(1, 2)), F(1, 2), {F(1, 2): 1}[F(1, 2)])

# Many instances, so collections run while they are live.
keep = [P(i, str(i)) for i in range(3000)]
print(sum(len(k.y) for k in keep), keep[-1].y)
