# dataclass __init__: plain fast path and the general path agree with CPython.
from dataclasses import dataclass, field, InitVar

@dataclass
class P:
    x: int
    y: int = 2
    tags: list = field(default_factory=list)

p = P(1)
p.tags.append(3)
q = P(1)
print(p, q, p.tags is q.tags)
print(P(y=5, x=4), P(1, 2, [9]))
for bad in [lambda: P(), lambda: P(1, 2, 3, 4), lambda: P(1, z=3), lambda: P(1, x=2)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)

log = []
@dataclass
class Hooked:
    a: int
    b: str = "b"
    def __setattr__(self, name, value):
        log.append((name, value))
        object.__setattr__(self, name, value)

h = Hooked(1)
print(h, log)

@dataclass(frozen=True)
class F:
    a: int
    b: int = 0
f = F(3)
print(f, hash(f) == hash(F(3)))
try:
    f.a = 4
except Exception as e:
    print(type(e).__name__, e)

@dataclass
class WithProp:
    _v: int = 0
    @property
    def v(self):
        return self._v

w = WithProp(5)
print(w, w.v)

@dataclass
class Post:
    a: int
    scale: InitVar[int] = 2
    b: int = field(init=False, default=0)
    def __post_init__(self, scale):
        self.b = self.a * scale

print(Post(3), Post(3, 10))

@dataclass
class Base:
    x: int
@dataclass
class Child(Base):
    y: int = 1
print(Child(1), Child(2, 3))

class Sub(P):
    pass
print(Sub(7))

# A property added to the class after instances were made: __init__ must use it now.
@dataclass
class Late:
    n: int
Late(1)
seen = []
def setn(self, v):
    seen.append(v)
    self._n = v
Late.n = property(lambda self: self._n * 10, setn)
l = Late(4)
print(l.n, seen)

@dataclass
class Many:
    a0: int = 0; a1: int = 1; a2: int = 2; a3: int = 3; a4: int = 4; a5: int = 5
    a6: int = 6; a7: int = 7; a8: int = 8; a9: int = 9; b0: int = 10; b1: int = 11
    b2: int = 12; b3: int = 13; b4: int = 14; b5: int = 15; b6: int = 16; b7: int = 17
print(Many(b7=-1))
