# abc (ABC, abstractmethod), typing NamedTuple/TypedDict/Generic classes, __future__.
from __future__ import annotations
from abc import ABC, abstractmethod
from typing import NamedTuple, TypedDict, Generic, TypeVar, Optional, List
import __future__


class Base(ABC):
    @abstractmethod
    def area(self) -> float: ...

    @abstractmethod
    def name(self) -> str: ...

    def show(self):
        return f"{self.name()}: {self.area():.1f}"


class Half(Base):
    def area(self):
        return 1.0


class Sq(Half):
    def __init__(self, s, *, label="sq"):
        self.s = s
        self.label = label

    def area(self):
        return self.s ** 2

    def name(self):
        return self.label


for cls in (Base, Half):
    try:
        cls()
    except TypeError as e:
        print("TypeError:", e)
print(Sq(3).show(), Sq(2, label="two").show(), isinstance(Sq(1), Base))


class Point(NamedTuple):
    x: int
    y: int = 0
    label: str = "p"

    def norm2(self):
        return self.x ** 2 + self.y ** 2

    def __str__(self):
        return f"<{self.x},{self.y}>"


p = Point(3, 4)
print(p, repr(p), p.norm2(), p._replace(y=1), Point._fields, Point._field_defaults)
print(Point._make([1, 2, "q"]), p == (3, 4, "p"), p._asdict(), sorted([Point(2), Point(1, 5)]))
x, y, _ = p
print(x + y, p[1], len(p))
try:
    Point()
except TypeError as e:
    print("TypeError:", e)
try:
    class Bad(NamedTuple):
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError:", e)
Pair = NamedTuple("Pair", [("a", int), ("b", str)])
print(Pair(1, "x"))


class Movie(TypedDict):
    title: str
    year: int


m = Movie(title="Up", year=2009)
print(m, type(m).__name__, m["year"] + 1)

T = TypeVar("T")


class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []

    def push(self, x: T) -> None:
        self.items.append(x)

    def pop(self) -> Optional[T]:
        return self.items.pop() if self.items else None


s: Stack[int] = Stack[int]()
s.push(1)
s.push(2)
print(s.pop(), s.pop(), s.pop(), isinstance(s, Stack))
print(__future__.annotations.getMandatoryRelease(), "annotations" in __future__.all_feature_names)
