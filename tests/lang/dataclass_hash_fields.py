# The generated __hash__ of frozen / unsafe_hash dataclasses equals hash() of the tuple of its
# hash fields for every kind of value (the quick path for ints, strs, floats, bools and None;
# the tuple path for big ints, NaN, tuples, user objects, compare=False hash=True fields and
# properties), and such instances work as dict and set keys.
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Pt:
    r: int
    c: int


@dataclass(frozen=True)
class Any2:
    a: object
    b: object = None


class Obj:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        print("hash Obj", self.v)
        return self.v * 7

    def __eq__(self, other):
        return isinstance(other, Obj) and other.v == self.v


values = [0, 1, -1, -2, 2 ** 61 - 2, 2 ** 61 - 1, 2 ** 61, -(2 ** 61) + 1, -(2 ** 61), 2 ** 64,
          -(2 ** 70), "", "abc", "\u00e9t\u00e9", 1.5, -0.0, float("inf"), True, False, None,
          (1, "a"), frozenset({1}), Obj(3)]
for v in values:
    print(repr(v)[:20], hash(Any2(v)) == hash((v, None)), hash(Any2(v, v)) == hash((v, v)))
nan = float("nan")
print(hash(Any2(nan)) == hash((nan, None)))
grid = {Pt(r, c): r * 10 + c for r in range(5) for c in range(5)}
print(grid[Pt(3, 4)], Pt(9, 9) in grid, len({Pt(1, 1), Pt(1, 1), Pt(1, 2)}))


@dataclass(frozen=True)
class Mixed:
    a: int
    b: str = field(default="x", hash=False)
    c: int = field(default=0, compare=False, hash=True)
    d: float = field(default=0.0, compare=False)


print(hash(Mixed(1, "y", 2, 3.0)) == hash((1, 2)), hash(Mixed(1)) == hash(Mixed(1, "z", 0, 9.0)))


@dataclass(unsafe_hash=True)
class Mut:
    k: str
    n: int = 0


m = Mut("a")
h1 = hash(m)
m.n = 5
print(h1 == hash(("a", 0)), hash(m) == hash(("a", 5)), {m: 1}[Mut("a", 5)])


@dataclass(frozen=True)
class WithProp:
    x: int

    @property
    def y(self):
        return self.x * 2


@dataclass(frozen=True)
class Under:
    _x: int
    y: int


print(hash(WithProp(4)) == hash((4,)), hash(Under(1, 2)) == hash((1, 2)))
try:
    hash(Any2([1, 2]))
except TypeError as e:
    print("TypeError", e)
