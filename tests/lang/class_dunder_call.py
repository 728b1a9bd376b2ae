# type's __call__ on classes (C.__call__(x), hasattr(int, '__call__')) while collections.abc's
# Callable and typing protocols' issubclass still look for a class's own __call__.
from collections.abc import Callable, Iterable
from typing import Protocol, runtime_checkable
class C:
    def __init__(self, v=0): self.v = v
class K:
    def __call__(self): return 1
class N(K):
    __call__ = None
print(issubclass(C, Callable), issubclass(K, Callable), issubclass(N, Callable), issubclass(list, Callable), issubclass(type, Callable))
print(isinstance(C, Callable), isinstance(C(), Callable), isinstance(K(), Callable), isinstance(len, Callable), isinstance(int, Callable))
@runtime_checkable
class SupportsCall(Protocol):
    def __call__(self) -> int: ...
print(issubclass(C, SupportsCall), issubclass(K, SupportsCall), isinstance(C(), SupportsCall), isinstance(K(), SupportsCall), isinstance(C, SupportsCall), isinstance(len, SupportsCall))
print(hasattr(C, '__call__'), C.__call__(3).v, int.__call__('5'), hasattr(int, '__call__'), getattr(C, '__call__', None) is None)
print(callable(C.__call__), K.__call__(K()), hasattr(C(), '__call__'), hasattr(K(), '__call__'))
import dataclasses
@dataclasses.dataclass
class D:
    x: int
print(D.__call__(1), callable(D))
