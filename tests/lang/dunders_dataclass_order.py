# Generated dataclass comparisons (order=True, eq=True): the per-class "plain fields" memo
# must follow properties, private names, class changes, missing attributes and subclasses.
from dataclasses import dataclass, field


@dataclass(order=True)
class P:
    a: int
    b: str
    c: list = field(default_factory=list, compare=False)


xs = [P((i * 7) % 5, str(i % 3), [i]) for i in range(12)]
print([(p.a, p.b) for p in sorted(xs)])
print(P(1, "x") < P(1, "y"), P(1, "x") <= P(1, "x"), P(2, "a") > P(1, "z"), P(1, "a") >= P(1, "b"))
print(P(1, "x", [1]) == P(1, "x", [2]), P(1, "x") != P(1, "y"))
print(P(2 ** 70, "a") < P(2 ** 70 + 1, "a"), P(-3, "a") < P(-2, "a"), P(1.5, "a") < P(2, "a"))
try:
    P(1, "a") < P("1", "a")
except TypeError as e:
    print("TypeError", e)
print(P(1, "a").__eq__(3), P(1, "a") == 3)
try:
    P(1, "a") < 3
except TypeError as e:
    print("TypeError", e)

# A field deleted from one instance: AttributeError as the generated method raises it.
q = P(1, "a")
del q.b
try:
    q < P(1, "b")
except AttributeError as e:
    print("AttributeError", e)

# A property added to the class after comparisons ran shadows the instance value.
r1, r2 = P(1, "b"), P(1, "a")
print(r1 < r2)
P.b = property(lambda self: "zz" if self.a == 1 else "a")
print(r1 < r2, r1 == r2)
del P.b
print(r1 < r2)


# Private and shadowed names, and a subclass (same generated methods, other class).
@dataclass(order=True)
class Q:
    _k: int
    v: int

    @property
    def w(self):
        return -self.v


print(sorted([Q(2, 1), Q(1, 5), Q(1, 2)]))


@dataclass(order=True)
class R(Q):
    z: int = 0


print(R(1, 2, 3) < R(1, 2, 4), R(1, 2) == R(1, 2, 0))
print(R(1, 2) == Q(1, 2), Q(1, 2) == R(1, 2))
try:
    R(1, 2) < Q(1, 3)
except TypeError as e:
    print("TypeError", e)


# A field whose value compares through a user __eq__/__lt__ that mutates the other instance.
class K:
    def __init__(self, n):
        self.n = n

    def __eq__(self, o):
        return self.n == o.n

    def __lt__(self, o):
        return self.n < o.n


@dataclass(order=True)
class S:
    k: K
    t: int


print(S(K(1), 2) < S(K(1), 3), S(K(2), 0) < S(K(1), 9), S(K(1), 1) == S(K(1), 1))
