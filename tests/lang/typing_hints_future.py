# get_type_hints evaluates string annotations (from __future__ import annotations) where
# the class or function was defined.
from __future__ import annotations
import typing
from typing import Optional, List, Dict, get_type_hints
from dataclasses import dataclass, field, fields
import collections

@dataclass
class Tree:
    value: int
    children: List[Tree] = field(default_factory=list)
    parent: Optional[Tree] = None
    meta: Dict[str, "collections.Counter[str]"] = field(default_factory=dict)

print(get_type_hints(Tree))
print([f.type for f in fields(Tree)])
def g(a: int | None, b: "list[int]" = None, *args: str, **kw: float) -> typing.Tuple[int, ...]:
    pass
print(get_type_hints(g))
class A:
    x: "Optional[B]"
class B(A):
    y: "dict[str, list[A]]"
print(get_type_hints(B))
def bad(a: "Undefined"): pass
try:
    get_type_hints(bad)
except NameError as e:
    print("NameError", e)
def bad2(a: "_private"): pass
try:
    get_type_hints(bad2)
except NameError as e:
    print("NameError", e)
