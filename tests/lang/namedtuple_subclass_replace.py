# _replace and _make on subclasses of namedtuple classes (collections and typing.NamedTuple):
# the result has the subclass's type, and its methods and properties.
from collections import namedtuple
from typing import NamedTuple
class P(namedtuple('P', 'x y')):
    __slots__ = ()
    def s(self): return self.x + self.y
    @property
    def norm(self): return abs(self.x) + abs(self.y)
p = P(1, 2)
q = p._replace(x=5)
print(q, type(q).__name__, q.s(), q.norm, P._make([3, 4]), type(P._make([3, 4])).__name__, q._asdict())
class Q(P):
    pass
print(Q(1, 1)._replace(y=9), type(Q(1, 1)._replace(y=9)).__name__)
class N(NamedTuple):
    a: int
    b: str = "z"
class N2(N):
    def show(self): return f"{self.a}-{self.b}"
n = N2(1)._replace(a=7)
print(n, type(n).__name__, n.show(), N2._fields)
try:
    p._replace(z=1)
except ValueError as e:
    print(e)
