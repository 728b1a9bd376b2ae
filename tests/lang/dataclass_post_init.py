# Generated __init__ and __post_init__: all-positional calls (the bind fast path), keywords,
# InitVar values passed on (few and many fields), __post_init__ raising, frozen classes
# validating in __post_init__, kw-only fields, and the argument errors.
from dataclasses import dataclass, field, InitVar, KW_ONLY, FrozenInstanceError

REGIONS = ("north", "south")


@dataclass(frozen=True)
class Order:
    oid: int
    region: str
    qty: int = 1

    def __post_init__(self):
        if self.qty <= 0:
            raise ValueError(f"bad quantity {self.qty}")
        if self.region not in REGIONS:
            raise ValueError(f"unknown region {self.region!r}")


print(Order(1, "north", 3), Order(2, "south"), Order(qty=2, oid=3, region="north"))
for args in [(1, "east", 2), (1, "north", 0), (1, "north", 2, 3), (1,)]:
    try:
        print(Order(*args))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    Order(1, "north").qty = 3
except FrozenInstanceError as e:
    print("FrozenInstanceError", e)
try:
    Order(1, "north", oid=2)
except TypeError as e:
    print("TypeError", e)


@dataclass
class WithVar:
    a: int
    scale: InitVar[int]
    b: int = 0

    def __post_init__(self, scale):
        self.a *= scale
        self.b += scale


w = WithVar(2, 10)
print(w, WithVar(1, 3, 4), WithVar(a=1, scale=2))
try:
    WithVar(1)
except TypeError as e:
    print("TypeError", e)


NAMES = ['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8', 'f9', 'f10', 'f11', 'f12', 'f13', 'f14', 'f15', 'f16', 'f17']


@dataclass
class Big:
    f0: int
    f1: int
    f2: int
    f3: int
    f4: int
    f5: int
    f6: int
    f7: int
    f8: int
    f9: int
    f10: int
    f11: int
    f12: int
    f13: int
    f14: int
    f15: int
    f16: int
    f17: int
    k: InitVar[int] = 5

    def __post_init__(self, k):
        self.total = sum([getattr(self, n) for n in NAMES]) * k


big = Big(*range(18))
print(big.total, Big(*range(18), k=1).total, big.f17)


@dataclass
class Kw:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int = field(default=3)

    def __post_init__(self):
        self.s = self.a + self.b + self.c


print(Kw(1).s, Kw(1, b=5).s, Kw(a=0, c=0).s)
try:
    Kw(1, 2)
except TypeError as e:
    print("TypeError", e)


@dataclass
class NoPost:
    x: int
    y: list = field(default_factory=list)


p, q = NoPost(1), NoPost(2)
p.y.append(1)
print(p, q, NoPost(3, [4]))


class Counted:
    calls = 0


@dataclass
class Base:
    x: int

    def __post_init__(self):
        Counted.calls += 1


@dataclass
class Derived(Base):
    y: int = 0


Derived(1, 2)
Derived(3)
Base(4)
print(Counted.calls)


# Keyword calls in any order, names built at run time (equal strs, not the same object),
# duplicates and unknown names.
@dataclass
class Row:
    a: int
    b: str = "b"
    c: float = 0.0
    d: int = 4


print(Row(a=1, b="x", c=1.5, d=2), Row(d=9, c=2.5, a=0), Row(1, d=3, b="y"))
key = "".join(["c", ""])
print(Row(**{key: 7.5, "a": 2}), Row(**{"d": 1, "".join(["a"]): 5}))
for kw in [{"a": 1, "e": 2}, {"b": "q"}, {"a": 1, "b": "x", "zz": 0}]:
    try:
        print(Row(**kw))
    except TypeError as e:
        print("TypeError", e)
try:
    Row(1, a=2)
except TypeError as e:
    print("TypeError", e)
