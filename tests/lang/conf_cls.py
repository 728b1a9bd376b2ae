# Differential: dataclasses, enum, abc, typing annotations, properties, operators on classes.
from dataclasses import dataclass, field, asdict, astuple, replace, fields
from typing import Optional, List, Dict, Tuple, Union, Any, Callable, TypedDict, Protocol, NamedTuple, Iterator, ClassVar
from enum import Enum, IntEnum, auto, Flag
from abc import ABC, abstractmethod
import functools

@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: List[str] = field(default_factory=list)
    qty: int = field(default=1, repr=False)
    count: ClassVar[int] = 0
    def total(self) -> float:
        return self.price * self.qty

@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0

it = Item("pen", 1.5, ["office"], 3)
print(it, it.total(), asdict(it), astuple(it), replace(it, name="ink"))
print([f.name for f in fields(Item)], Item("a") == Item("a"), Item("a") == Item("b"))
vs = sorted([Version(1, 2), Version(1, 0, 5), Version(0, 9)])
print(vs, Version(1) < Version(1, 0, 1), hash(Version(1)) == hash(Version(1)), max(vs))
try:
    vs[0].major = 5
except Exception as e:
    print(type(e).__name__, e)

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = auto()
class Prio(IntEnum):
    LOW = 1
    HIGH = 2
class Perm(Flag):
    R = 4
    W = 2
    X = 1
print(Color.RED, repr(Color.GREEN), Color.BLUE.value, Color(2), Color["RED"], list(Color), len(Color))
print(Color.RED.name, Color.RED in Color, Prio.HIGH > Prio.LOW, Prio.HIGH + 1, sorted([Prio.HIGH, Prio.LOW]))
print(Perm.R | Perm.W, (Perm.R | Perm.W) & Perm.W, Perm.X in (Perm.R | Perm.X))
try:
    Color(7)
except ValueError as e:
    print(e)
match Color.GREEN:
    case Color.RED: print("red")
    case Color.GREEN: print("green")

class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...
    def describe(self) -> str:
        return f"{type(self).__name__} with area {self.area():.2f}"
class Sq(Shape):
    def __init__(self, s: float) -> None:
        self.s = s
    def area(self) -> float:
        return self.s ** 2
print(Sq(2).describe())
try:
    Shape()
except TypeError as e:
    print(e)

class Movie(TypedDict):
    title: str
    year: int
m: Movie = {"title": "X", "year": 1999}
print(m, type(m).__name__)
class Greeter(Protocol):
    def greet(self) -> str: ...
class P(NamedTuple):
    x: int
    y: int = 0
p = P(1)
print(p, p._replace(y=5), p._asdict(), P._fields, p.x + p.y)
def process(items: Optional[List[int]] = None, *, scale: float = 1.0, cb: Callable[[int], int] = lambda v: v) -> Dict[str, Any]:
    items = items or []
    return {"n": len(items), "s": sum(cb(i) for i in items) * scale}
print(process([1, 2, 3], scale=2, cb=lambda v: v * v), process())
x: Union[int, str] = 5
y: "Tuple[int, ...]" = (1, 2)
print(x, y)

class Temp:
    def __init__(self): self._c = 0
    @property
    def c(self): return self._c
    @c.setter
    def c(self, v):
        if v < -273: raise ValueError("too cold")
        self._c = v
    @property
    def f(self): return self._c * 9 / 5 + 32
t = Temp(); t.c = 100; print(t.c, t.f)
try: t.f = 3
except AttributeError as e: print(e)
try: t.c = -300
except ValueError as e: print(e)

def register(cls):
    cls.registered = True
    return cls
@register
class C: pass
print(C.registered)

@functools.total_ordering
class Money:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __lt__(self, o): return self.v < o.v
    def __repr__(self): return f"Money({self.v})"
print(Money(1) <= Money(2), Money(3) >= Money(2), sorted([Money(3), Money(1)]))
class Counter:
    count = 0
    def __init__(self):
        Counter.count += 1
    @classmethod
    def make(cls): return cls()
    @staticmethod
    def helper(x): return x * 2
Counter(); Counter.make(); print(Counter.count, Counter.helper(4))
class V:
    def __init__(self, *xs): self.xs = list(xs)
    def __len__(self): return len(self.xs)
    def __getitem__(self, i): return self.xs[i]
    def __iter__(self): return iter(self.xs)
    def __contains__(self, x): return x in self.xs
    def __add__(self, o): return V(*(a + b for a, b in zip(self, o)))
    def __mul__(self, k): return V(*(a * k for a in self))
    __rmul__ = __mul__
    def __eq__(self, o): return isinstance(o, V) and self.xs == o.xs
    def __hash__(self): return hash(tuple(self.xs))
    def __repr__(self): return f"V({', '.join(map(str, self.xs))})"
    def __bool__(self): return any(self.xs)
    def __call__(self, k): return self.xs[k]
print(V(1, 2) + V(3, 4), 2 * V(1, 2), V(1) * 3, len(V(1, 2, 3)), V(5, 6)[1], 6 in V(5, 6), bool(V(0)), V(7, 8)(0))
print({V(1): "a"}[V(1)], V(1, 2) == V(1, 2), V(1, 2) != V(2, 1), list(reversed(V(1, 2, 3))))
