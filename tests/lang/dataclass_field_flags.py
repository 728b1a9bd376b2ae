# Field attributes init, repr, compare, hash and kw_only (and the generated __hash__ honouring
# field(hash=...)), as CPython's dataclasses.Field exposes them.
from dataclasses import dataclass, field, fields, KW_ONLY, MISSING


@dataclass
class A:
    x: int
    y: int = field(default=0, compare=False)
    z: list = field(default_factory=list, repr=False)
    w: int = field(default=1, init=False)
    _: KW_ONLY
    k: int = 5
    h: int = field(default=2, hash=False)


for f in fields(A):
    print(f.name, f.default is MISSING, f.default_factory is MISSING, f.init, f.repr,
          f.compare, f.hash, f.kw_only)
print(hasattr(fields(A)[0], "kw_only"), hasattr(fields(A)[0], "nope"))
try:
    fields(A)[0].nope
except AttributeError as e:
    print("AttributeError", e)


@dataclass(kw_only=True)
class K:
    a: int
    b: int = field(default=3, kw_only=False)


print([(f.name, f.kw_only) for f in fields(K)])
print(K(a=1), K(4, a=2))


@dataclass(frozen=True)
class H:
    a: int
    b: int = field(default=0, hash=False)
    c: int = field(default=0, compare=False, hash=True)
    d: int = field(default=0, compare=False)


print([(f.name, f.hash) for f in fields(H)])
print(hash(H(1, 2, 3, 4)) == hash((1, 3)), hash(H(1, 2, 3, 4)) == hash(H(1, 9, 3, 7)))
print(H(1, 2, 3) == H(1, 2, 4), H(1, 2) == H(1, 3))


@dataclass(unsafe_hash=True)
class U:
    a: int
    b: str = field(hash=None)
    c: float = field(default=0.5, hash=True, compare=False)


print(hash(U(1, "x")) == hash((1, "x", 0.5)), hash(U(1, "x", 1.5)) == hash(U(1, "x")))
