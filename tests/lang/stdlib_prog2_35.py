from typing import Protocol, List, Iterable, Callable, TypeVar, Any, Dict, Tuple, Optional, Union, cast
from abc import ABC, abstractmethod
import math

T = TypeVar("T")


class Shape(ABC):
    @abstractmethod
    def area(self) -> float:
        ...

    def describe(self) -> str:
        return f"{type(self).__name__} with area {self.area():.2f}"


class Circle(Shape):
    def __init__(self, r: float) -> None:
        self.r = r

    def area(self) -> float:
        return math.pi * self.r ** 2


class Rect(Shape):
    def __init__(self, w: float, h: float) -> None:
        self.w, self.h = w, h

    def area(self) -> float:
        return self.w * self.h


def largest(items: Iterable[T], key: Callable[[T], float]) -> Optional[T]:
    best: Optional[T] = None
    for it in items:
        if best is None or key(it) > key(best):
            best = it
    return best


shapes: List[Shape] = [Circle(1), Rect(2, 3), Circle(1.5)]
for s in shapes:
    print(s.describe())
print(largest(shapes, key=lambda s: s.area()).describe())
print(largest([], key=len))
try:
    Shape()
except TypeError as e:
    print("TypeError:", e)

Number = Union[int, float]


def scale(x: Number, k: Number = 2) -> Number:
    return x * k


print(scale(3), scale(2.5), cast(int, "not checked"))
pairs: Dict[str, Tuple[int, ...]] = {"a": (1, 2), "b": ()}
print(pairs, Optional[int], List[Dict[str, Any]])
