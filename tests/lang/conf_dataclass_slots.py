# @dataclass(slots=True): instances take only the fields (with frozen, inheritance).
from dataclasses import dataclass
@dataclass(slots=True)
class P:
    x: int
p = P(1)
print(p)
try:
    p.z = 2
except AttributeError as e:
    print(e)
@dataclass(slots=True, frozen=True)
class Q:
    a: int
    b: str = "x"
q = Q(1)
print(q, q == Q(1), hash(q) == hash(Q(1)))
try:
    q.a = 5
except Exception as e:
    print(type(e).__name__, e)
@dataclass(slots=True)
class R(P):
    y: int = 0
r = R(1, 2)
r.x = 3
print(r)
try:
    r.w = 1
except AttributeError as e:
    print(e)
@dataclass
class Open:
    v: int
o = Open(1); o.extra = 2; print(o.extra)
