# __dataclass_fields__ lists ClassVar pseudo-fields in annotation order, bases' entries first,
# as CPython's does; fields(), repr, __init__ and comparisons leave them out; `_: KW_ONLY` is
# not listed.
from dataclasses import dataclass, fields, KW_ONLY, MISSING
from typing import ClassVar


@dataclass
class V:
    a: int
    k: ClassVar[int] = 3
    b: int = 0
    counter: ClassVar[list] = []
    untyped: ClassVar


@dataclass
class W(V):
    c: str = "c"
    label: ClassVar[str] = "w"
    _: KW_ONLY
    d: int = 4


print(list(V.__dataclass_fields__), [f.name for f in fields(V)])
print(list(W.__dataclass_fields__), [f.name for f in fields(W)])
k = V.__dataclass_fields__["k"]
print(k.name, k.type, k.default, V.__dataclass_fields__["untyped"].default is MISSING)
print(V(1), W(1, 2, "x", d=5), V(1) == V(1, 0), V.k, W.label)
for name, f in W.__dataclass_fields__.items():
    print(name, f.name == name, f.default if f.default is not MISSING else "-")
