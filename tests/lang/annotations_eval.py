# Function and class __annotations__ (evaluated at def/class time, CPython 3.11 order and
# name mangling), get_type_hints, singledispatch registration by annotation, InitVar[T] and
# `list[int] | None` annotations.
from dataclasses import dataclass, InitVar, field
x: list[int] | None = None
def f(a: dict[str, int] | None = None, *args: int, k: "str" = "", **kw: float) -> list[int]: pass
print(f.__annotations__)
print(int | list[int], list[int] | None | str)
@dataclass
class P:
    a: int
    b: InitVar[int] = 0
    c: list = field(default_factory=list)
print(P.__annotations__, P(1, 2))
class Q(P):
    d: str = "x"
print(Q.__annotations__)
class E: pass
print(E.__annotations__)
def g(): pass
print(g.__annotations__); g.__annotations__ = {'x': int}; print(g.__annotations__)
try:
    g.__annotations__ = 5
except TypeError as e: print(e)
import typing
print(typing.get_type_hints(Q))
def h(a: int, b: None) -> None: pass
print(typing.get_type_hints(h))
import functools
@functools.singledispatch
def show(x): return "obj"
@show.register
def _(x: int) -> str: return "int"
@show.register
def _(x: list): return "list"
print(show(1), show([1]), show("s"))
try:
    @show.register
    def _(x): return 0
except TypeError as e: print(str(e)[:50])
class C:
    __p: int
    def m(self, __q: int): pass
print(C.__annotations__, C.m.__annotations__)
def outer():
    T = int
    def inner(x: T) -> T: return x
    return inner
print(outer().__annotations__)
