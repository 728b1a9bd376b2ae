# Differential: dataclass inheritance/__post_init__, datetime, statistics, data-model dunders on a slotted class.
import dataclasses, datetime, statistics, string, random
from dataclasses import dataclass, field
@dataclass
class A:
    x: int
    y: list = field(default_factory=list)
    def __post_init__(self):
        if self.x < 0: raise ValueError("neg")
print(A(1), dataclasses.is_dataclass(A), dataclasses.fields(A)[0].name)
try: A(-1)
except ValueError as e: print(e)
try: A()
except TypeError as e: print(e)
@dataclass(eq=False)
class B:
    v: int = 0
print(B() == B(), B(3))
@dataclass
class C(A):
    z: int = 5
print(C(1, [2], 3))
d = datetime.date(2024, 2, 29)
print(d + datetime.timedelta(days=1), d.strftime("%Y/%m/%d %a"), d.isoformat(), d.weekday(), (datetime.date(2025, 1, 1) - d).days)
dt = datetime.datetime(2024, 1, 2, 3, 4, 5)
print(dt, dt.isoformat(), dt + datetime.timedelta(hours=30), repr(datetime.timedelta(seconds=90061)))
print(statistics.mean([1, 2, 3, 4]), statistics.median([3, 1, 2]), statistics.pstdev([1, 2, 3, 4]), statistics.mode("aab"))
print(string.capwords("hello  world"), "{:>10}".format("ok"))
class Matrix:
    def __init__(self, rows): self.rows = rows
    def __matmul__(self, o):
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in zip(*o.rows)] for r in self.rows])
    def __repr__(self): return f"Matrix({self.rows})"
print(Matrix([[1, 2], [3, 4]]) @ Matrix([[5], [6]]))
class Vec:
    __slots__ = ("x", "y")
    def __init__(self, x, y): self.x, self.y = x, y
    def __iter__(self): yield self.x; yield self.y
    def __abs__(self): return (self.x ** 2 + self.y ** 2) ** 0.5
    def __neg__(self): return Vec(-self.x, -self.y)
    def __eq__(self, o): return tuple(self) == tuple(o)
    def __lt__(self, o): return abs(self) < abs(o)
    def __hash__(self): return hash(tuple(self))
    def __repr__(self): return "Vec(%r, %r)" % (self.x, self.y)
    def __iadd__(self, o): self.x += o.x; self.y += o.y; return self
    def __getitem__(self, i): return (self.x, self.y)[i]
    def __round__(self, n=0): return Vec(round(self.x, n), round(self.y, n))
    def __format__(self, spec): return f"<{self.x:{spec}}, {self.y:{spec}}>"
v = Vec(3, 4); v += Vec(1, 1)
print(abs(Vec(3, 4)), -v, v, sorted([Vec(5, 5), Vec(1, 0)]), {Vec(1, 2), Vec(1, 2)}, v[0], round(Vec(1.26, 2.5), 1), f"{Vec(1.5, 2):.2f}")
x, y = Vec(7, 8); print(x, y, max(Vec(1, 1), Vec(0, 3)), min([Vec(2, 2), Vec(1, 1)]))
print(sorted(["banana", "Apple", "cherry"], key=str.casefold), sorted([(2, "b"), (1, "z")], key=lambda p: p[1], reverse=True))
import operator
print(sorted([{"n": 2}, {"n": 1}], key=operator.itemgetter("n")), list(map(operator.attrgetter("x"), [Vec(1, 2)])))
print(operator.methodcaller("upper")("a"), operator.add(1, 2), operator.neg(5), operator.contains([1], 1))
