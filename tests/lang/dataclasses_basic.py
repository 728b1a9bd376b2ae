from dataclasses import dataclass, field, asdict, astuple, replace, fields, FrozenInstanceError, is_dataclass
@dataclass
class Point:
    x: int
    y: int = 0
p = Point(1, 2); q = Point(1, 2)
print(p, repr(p), p == q, p != Point(2, 1), p.x, Point(5), Point(y=3, x=4))
print(asdict(p), astuple(p), replace(p, y=9), p, [f.name for f in fields(p)], is_dataclass(p), is_dataclass(1))
try: hash(p)
except TypeError as e: print(e)
@dataclass
class Inventory:
    name: str
    items: list = field(default_factory=list)
    tags: dict = field(default_factory=dict, repr=False)
    count: int = field(default=0, compare=False)
a = Inventory("a"); b = Inventory("a")
a.items.append(1); print(a, b, a.items is b.items, a == b, Inventory("z", count=5) == Inventory("z"))
@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
vs = [Version(1, 2), Version(1, 0, 5), Version(0, 9)]
print(sorted(vs), max(vs), Version(1) < Version(1, 0, 1), Version(2) >= Version(1, 9), hash(Version(1)) == hash(Version(1)))
print({Version(1), Version(1), Version(2)} == {Version(1), Version(2)})
v = Version(1)
try: v.major = 3
except FrozenInstanceError as e: print(type(e).__name__, e, isinstance(e, AttributeError))
try: del v.minor
except AttributeError as e: print(e)
@dataclass
class Rect:
    w: float
    h: float
    area: float = field(init=False)
    def __post_init__(self):
        self.area = self.w * self.h
print(Rect(2, 3), Rect(2, 3).area)
@dataclass
class Base:
    id: int
    def describe(self): return f"#{self.id}"
@dataclass
class Child(Base):
    name: str = "c"
print(Child(1), Child(2, "x").describe(), isinstance(Child(1), Base))
@dataclass(eq=False, repr=False)
class Plain:
    a: int
pl = Plain(1); print(pl == Plain(1), pl == pl, pl.a, type(hash(pl)).__name__, repr(pl).startswith("<__main__.Plain object at"))
@dataclass
class Custom:
    a: int
    def __repr__(self): return "Custom!"
print(Custom(1), Custom(1) == Custom(1))
for bad in (lambda: Point(), lambda: Point(1, 2, 3), lambda: Point(1, z=2), lambda: Point(1, x=1), lambda: Version()):
    try: bad()
    except TypeError as e: print(e)
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e: print(e)
try:
    @dataclass
    class Bad2:
        a: list = []
except ValueError as e: print(e)
try:
    @dataclass(order=True)
    class Bad3:
        a: int
        def __lt__(self, o): return True
except TypeError as e: print(e)
try: Point(1) < Point(2)
except TypeError as e: print(e)
try: Version(1) < 1
except TypeError as e: print(e)
@dataclass
class Node:
    val: int
    children: list = field(default_factory=list)
t = Node(1, [Node(2), Node(3, [Node(4)])])
print(t)
print(asdict(t))
print(astuple(t))
@dataclass(frozen=True)
class FP:
    x: int
    def __post_init__(self):
        object.__setattr__(self, "x", self.x * 2)
print(FP(2), FP(2) == FP(2))
@dataclass
class WithClassVar:
    x: int
    counter = 0
    def bump(self):
        WithClassVar.counter += 1
        return self.counter
w = WithClassVar(1); print(w, w.bump(), w.bump())
print(Point.__match_args__ if hasattr(Point, "__match_args__") else None)
@dataclass
class RecNode:
    v: int
    kids: list = field(default_factory=list)
n = RecNode(1); n.kids.append(n)
try: print(n)
except RecursionError as e: print("RecursionError")
