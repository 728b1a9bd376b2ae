# `from __future__ import annotations`: annotations are stored as their source text, spelled as
# CPython's ast.unparse spells them, and never evaluated (an undefined name is fine).
from __future__ import annotations
from typing import Optional, Dict, Callable


def f(a: Undefined, b: Optional[int] = None, *rest: tuple[int, ...], k: 'quoted' = 1,
      **kw: Dict[str, list[int]]) -> Callable[[int, str], None]:
    return a


print(f.__annotations__)


class Node:
    value: int
    next: Node | None = None
    flags: dict[str, bool]
    lit: Literal[1, -2, True, "x"]


print(Node.__annotations__)
import typing
try:
    typing.get_type_hints(Node)
except (TypeError, NameError) as e:
    print("unresolved")


def g(x: a.b.c[int | None], y: (int, str), z: tuple[()]) -> ...:
    pass


print(g.__annotations__)
