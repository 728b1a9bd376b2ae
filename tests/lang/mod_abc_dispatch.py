# collections.abc (isinstance through the class-behaviour table, mixin methods), functools.singledispatch,
# dataclass(kw_only=, slots=) and field(kw_only=, metadata=), typing.get_origin/get_args.
from collections.abc import Iterable, Mapping, Sequence, Callable, MutableMapping, Iterator, Hashable, Sized
from typing import Any
def flatten(x: Iterable) -> list:
    out = []
    for i in x:
        if isinstance(i, Iterable) and not isinstance(i, (str, bytes if False else str)):
            out.extend(flatten(i))
        else:
            out.append(i)
    return out
print(flatten([1, [2, (3, 4)], "ab", {5}]))
print(isinstance({}, Mapping), isinstance([], Mapping), isinstance("s", Sequence), isinstance(len, Callable), isinstance(3, Callable))
print(isinstance(iter([]), Iterator), isinstance([], Iterator), isinstance([], Hashable), isinstance((1,), Hashable), issubclass(list, Sequence), issubclass(dict, Sequence))
class Reg(MutableMapping):
    def __init__(self): self._d = {}
    def __getitem__(self, k): return self._d[k]
    def __setitem__(self, k, v): self._d[k] = v
    def __delitem__(self, k): del self._d[k]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
r = Reg(); r.update({"a": 1}, b=2); r.setdefault("c", 3)
print(r.get("a"), r.get("z", 0), "b" in r, sorted(r.keys()), r.pop("a"), len(r), isinstance(r, Mapping), isinstance(r, Sized))
from functools import singledispatch
@singledispatch
def show(x):
    return f"obj:{x!r}"
@show.register(int)
def _(x):
    return f"int:{x}"
@show.register(list)
def _(x):
    return "list:" + ",".join(show(i) for i in x)
def _f(x):
    return "float"
show.register(float, _f)
print(show(1), show(True), show([1, "a", 2.5]), show(None), show.__name__, show.dispatch(bool).__name__)
try:
    show()
except TypeError as e:
    print(e)
from dataclasses import dataclass, field, fields
@dataclass(slots=True)
class A:
    x: int
    y: int = 0
@dataclass(kw_only=True)
class B:
    x: int = 1
    y: int
@dataclass
class C:
    a: int
    b: int = field(default=2, kw_only=True)
    c: int = field(default=0, metadata={"unit": "m"}, hash=None)
    d: int = field(kw_only=True, default=9)
print(A(1, 2), B(y=3), C(1, 3, b=5), C(7))
try:
    B(1, 2)
except TypeError as e:
    print("TypeError")
from typing import get_args, get_origin, List, Dict, Optional, Union, Tuple, Callable, Awaitable, Pattern, ParamSpec
print(get_origin(List[int]), get_args(List[int]), get_args(Dict[str, int]), get_origin(Optional[int]), get_args(Optional[int]))
print(get_origin(Union[int, str]), get_args(Union[int, str]), get_origin(int), get_args(int), get_args(Callable[[int], str]), get_origin(Tuple[int, ...]))
P = ParamSpec("P")
print(P)
