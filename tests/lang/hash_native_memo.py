# hash() of instances whose class's __hash__ is a native (a frozen dataclass's generated one):
# the class remembers it as it does a Python __hash__, until the class changes. Covers sets and
# dicts of frozen dataclasses, hash equal to the fields' tuple, a __hash__ replaced or made None
# afterwards, subclasses with their own __hash__, unsafe_hash, eq=False, a staticmethod and a
# callable object as __hash__, and an unhashable dataclass.
from dataclasses import dataclass, field


@dataclass(frozen=True, order=True)
class Slot:
    day: int
    period: int
    room: str


a, b = Slot(0, 1, "R1"), Slot(0, 1, "R1")
print(hash(a) == hash((0, 1, "R1")), hash(a) == hash(b), len({a, b, Slot(1, 1, "R1")}))
s = {Slot(d, p, r) for d in range(3) for p in range(3) for r in ("A", "B")}
print(len(s), Slot(2, 2, "B") in s, Slot(3, 0, "A") in s)
d = {Slot(1, 2, "X"): "v"}
print(d[Slot(1, 2, "X")], sorted(s)[:2])


@dataclass(frozen=True)
class Sub(Slot):
    extra: int = 0


print(hash(Sub(0, 1, "R1", 5)) == hash((0, 1, "R1", 5)), len({Sub(0, 0, "a"), Sub(0, 0, "a")}))


class Own(Slot):
    def __hash__(self):
        return 42


print(hash(Own(0, 0, "z")), hash(Slot(0, 0, "z")) == hash((0, 0, "z")))

# Replaced and deleted after the first hashes.
for _ in range(3):
    h1 = hash(a)
Slot.__hash__ = lambda self: 7
print(hash(a), hash(b) == 7, len({a, b}))
Slot.__hash__ = None
try:
    hash(a)
except TypeError as e:
    print("TypeError:", e)


@dataclass(unsafe_hash=True)
class Mut:
    x: int
    y: list = field(default_factory=list, hash=False, compare=False)


m = Mut(5)
print(hash(m) == hash((5,)), hash(m) == hash(m))
m.x = 6
print(hash(m) == hash((6,)))


@dataclass(eq=False)
class Ident:
    x: int


i1, i2 = Ident(1), Ident(1)
print(hash(i1) == hash(i1), i1 == i2, len({i1, i2}))


@dataclass
class Unhashable:
    x: int


try:
    hash(Unhashable(1))
except TypeError as e:
    print("TypeError:", e)


class StaticHash:
    __hash__ = staticmethod(lambda: 11)


print([hash(StaticHash()) for _ in range(3)])


class Hasher:
    def __call__(self, obj):
        return 13


class CallableHash:
    __hash__ = Hasher()


try:
    print([hash(CallableHash()) for _ in range(2)])
except TypeError as e:
    print("TypeError:", e)


@dataclass(frozen=True)
class Nested:
    inner: tuple
    label: str


n1 = Nested((1, (2, 3)), "n")
print(hash(n1) == hash(((1, (2, 3)), "n")), n1 in {Nested((1, (2, 3)), "n")})
try:
    hash(Nested([1], "bad"))
except TypeError as e:
    print("TypeError:", e)
