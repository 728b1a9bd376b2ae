# A user Generic class subscripted (Box[int]) is an alias that prints as CPython's
# (__main__.Box[int]), constructs Box, forwards attribute reads, compares and hashes by its
# arguments, substitutes TypeVars, refuses isinstance, and stands for Box as a base (PEP 560
# __mro_entries__, also for a script's own class).
from typing import Generic, TypeVar, List, Dict, Optional, get_origin, get_args, Protocol
import abc
T = TypeVar('T')
K = TypeVar('K')
class Box(Generic[T]):
    def __init__(self, v): self.v = v
    @classmethod
    def of(cls, v): return cls(v)
    def get(self) -> T: return self.v
print(Box[int])
b = Box[int](3)
print(b.v, type(b).__name__, isinstance(b, Box))
print(repr(Box[str]), Box[int] == Box[int], Box[int] == Box[str], hash(Box[int]) == hash(Box[int]))
class Pair(Generic[T, K]): pass
print(Pair[List[int], Dict[str, int]], Pair[int, None], Pair['X', int])
print(Pair[T, int][str])
print(list[Box[int]], Optional[Box[int]])
print(Box[int].of(5).v)
print(get_origin(Box[int]) is Box, get_args(Pair[int, str]))
class IntBox(Box[int]):
    pass
print(IntBox(4).get(), IntBox.__mro__ if False else [c.__name__ for c in IntBox.__mro__])
class Sub(Box[T]):
    pass
print(Sub[int], Sub(1).v)
class Both(Box[int], Generic[K]): pass
print(Both[str], [c.__name__ for c in Both.__mro__])
try:
    isinstance(b, Box[int])
except TypeError as e: print("TE", e)
class R(abc.ABC, Generic[K]):
    @abc.abstractmethod
    def f(self): ...
print(R[int])
class P(Protocol[T]):
    def meth(self) -> T: ...
print(P[int])
try:
    Box[int].nope
except AttributeError as e: print("AE", e)
d = {Box[int]: 1}
print(d[Box[int]])


class Entries:
    def __init__(self, *classes):
        self.classes = classes

    def __mro_entries__(self, bases):
        print("entries of", len(bases), "bases")
        return self.classes


class A:
    def hello(self):
        return "A"


class B:
    pass


class C(Entries(A, B)):
    pass


print(C().hello(), [c.__name__ for c in C.__mro__])


class Bad:
    def __mro_entries__(self, bases):
        return [A]


try:
    class D(Bad()):
        pass
except TypeError as e:
    print("TypeError:", e)
