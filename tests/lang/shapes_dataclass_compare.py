# The generated comparison methods of dataclasses (stdlib/np_lib_dataclasses.c gather_plain):
# fields read straight from both instances' dicts by position when every compare field is a
# plain attribute; properties, missing attributes, underscore names, fields stored in another
# order and comparisons whose __eq__ changes the operands must still behave as CPython.
from dataclasses import dataclass, field


@dataclass(order=True)
class Order:
    priority: int
    customer: str
    amount: float
    items: list = field(default_factory=list, compare=False)


orders = [Order(i % 5, "c%d" % (i % 3), i * 0.5, [i]) for i in range(30)]
s = sorted(orders, reverse=True)
print(s[0], s[-1])
print(Order(1, "a", 2.0) == Order(1, "a", 2.0, [9]), Order(1, "a", 2.0) < Order(1, "b", 0.0))
print(Order(1, "a", 2.0) <= Order(1, "a", 2.0), Order(2, "a", 2.0) > Order(1, "z", 9.0))
print(Order(1, "a", 2.0) != Order(1, "a", 3.0), Order(1, "a", 2.0) >= Order(1, "a", 3.0))
print(Order(1, "a", 2.0) == (1, "a", 2.0))
try:
    Order(1, "a", 2.0) < (1, "a", 2.0)
except TypeError as e:
    print("TypeError", e)


# A field whose attribute was deleted: the comparison raises AttributeError for the left
# operand first (self's fields are read before other's).
a, b = Order(1, "a", 1.0), Order(1, "a", 1.0)
del b.amount
try:
    a < b
except AttributeError as e:
    print("AttributeError", e)
del a.customer
try:
    a < b
except AttributeError as e:
    print("AttributeError", e)


# Fields stored in another order than declared (the position hint misses).
o = Order(3, "x", 1.5)
del o.priority
o.priority = 4
print(o < Order(4, "x", 2.0), o == Order(4, "x", 1.5), o)


# A property of the class with a field's name wins over the instance attribute, also when it
# is added after the instances were made (and compared once).
@dataclass(order=True)
class P:
    x: int
    y: int


pa, pb = P(1, 2), P(1, 3)
print(pa == pb, pa < pb)
P.y = property(lambda self: 100)
print(pa == pb, pa < pb, pa.y)
del P.y
print(pa == pb, pa < pb, pa.y)


# A class-level __getattr__ supplies a missing field.
@dataclass(order=True)
class G:
    a: int
    b: int

    def __getattr__(self, name):
        return 7


g1, g2 = G(1, 2), G(1, 2)
del g2.b
print(g1 < g2, g1 == g2, g2 < g1)


# Fields whose names start with an underscore, and init=False fields set later.
@dataclass(order=True)
class U:
    _key: int
    val: str = "v"
    late: int = field(default=0, init=False)


us = [U(3), U(1, "z"), U(1, "a")]
us[0].late = 5
print(sorted(us), U(1) == U(1), U(2) < U(10))


# Field values whose __eq__ rewrites the operands: the values being compared stay alive.
class Evil:
    def __init__(self, n, victim=None):
        self.n = n
        self.victim = victim

    def __eq__(self, other):
        if self.victim is not None:
            self.victim.second = None
            self.victim.first = None
        return False

    def __lt__(self, other):
        return self.n < other.n

    def __hash__(self):
        return self.n


@dataclass(order=True)
class Pair:
    first: object
    second: object


p1 = Pair(Evil(1), [1, 2])
p2 = Pair(Evil(2), [3])
p1.first.victim = p1
print(p1 < p2, p1.first, p1.second)


# A subclass that adds fields, and comparisons between a class and its subclass.
@dataclass(order=True)
class Base:
    a: int


@dataclass(order=True)
class Sub(Base):
    b: int = 0


print(Sub(1, 2) < Sub(1, 3), Sub(1, 2) == Sub(1, 2), Base(1) == Sub(1))
try:
    Base(1) < Sub(2)
except TypeError as e:
    print("TypeError", e)


# A subclass that is no dataclass inherits the generated methods and fields.
class Plain(Order):
    pass


print(Plain(1, "a", 1.0) < Plain(1, "a", 2.0), Plain(1, "a", 1.0) == Order(1, "a", 1.0))


# Many fields (past the inline room of an instance dict).
@dataclass(order=True)
class Wide:
    f0: int = 0
    f1: int = 0
    f2: int = 0
    f3: int = 0
    f4: int = 0
    f5: int = 0
    f6: int = 0
    f7: int = 0
    f8: int = 0
    f9: int = 0
    f10: int = 0
    f11: int = 0


ws = [Wide(*[(i * 7 + k) % 3 for k in range(12)]) for i in range(10)]
print([w.f0 * 100 + w.f11 for w in sorted(ws)], Wide() == Wide(), Wide(f11=1) > Wide())
