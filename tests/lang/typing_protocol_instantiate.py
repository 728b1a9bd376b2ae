# A typing.Protocol class refuses instances (TypeError) unless it or a base protocol defines
# __init__; classes implementing a protocol construct as usual, their __init__ included.
from typing import Protocol, runtime_checkable
class P(Protocol):
    def m(self) -> int: ...
for f in [lambda: P(), lambda: P(1, x=2)]:
    try:
        f()
    except TypeError as e:
        print(e)
class P2(P, Protocol):
    x: int
try:
    P2()
except TypeError as e:
    print(e)
class Q(P):
    def m(self):
        return 1
print(Q().m(), isinstance(Q(), Q))
class R(P):
    def __init__(self, v):
        self.v = v
print(R(5).v)
@runtime_checkable
class S(Protocol):
    def __len__(self) -> int: ...
try:
    S()
except TypeError as e:
    print(e)
print(isinstance([], S))
class T(S):
    def __len__(self):
        return 3
print(len(T()), len([T() for _ in range(3)]))
class U(P, Protocol):
    def __init__(self):
        print("init")
U()
class V(U, Protocol):
    pass
V()
class W(P2):
    def m(self):
        return 2
print(W().m())
