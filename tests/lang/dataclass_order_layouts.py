# dataclass(order=True) comparisons of instances whose attributes sit in the generated order, in
# another order (a hand-written __init__), with extra attributes, a deleted field, compare=False
# fields, NaN, str and tuple fields; in sorted() and heapq as well as with the operators.
import heapq
from dataclasses import dataclass, field


@dataclass(order=True)
class Ev:
    t: int
    seq: int
    kind: str = field(compare=False, default="x")
    extra: object = field(compare=False, default=None)


evs = [Ev(3, 1), Ev(1, 5, "a"), Ev(3, 0, "b", [1]), Ev(2, 2)]
print(sorted(evs))
h = []
for e in evs:
    heapq.heappush(h, e)
print([heapq.heappop(h).seq for _ in range(len(evs))])
print(Ev(1, 1) < Ev(1, 2), Ev(1, 2) <= Ev(1, 2), Ev(1, 1, "p") == Ev(1, 1, "q"), Ev(2, 0) > Ev(1, 9))


@dataclass(order=True, init=False)
class Back:
    a: int
    b: str

    def __init__(self, a, b, first_b=False):
        if first_b:
            self.b = b
            self.a = a
        else:
            self.a = a
            self.b = b


xs = [Back(2, "z", True), Back(1, "y"), Back(2, "a"), Back(1, "b", True)]
print(sorted(xs))
print(Back(1, "q", True) < Back(1, "r"), Back(1, "r") >= Back(1, "q", True))


@dataclass(order=True)
class F:
    x: float
    name: str
    tag: tuple = ()


nan = float("nan")
print(F(1.5, "a") < F(1.5, "b"), F(nan, "a") < F(nan, "b"), F(nan, "a") == F(nan, "a"),
      F(1.0, "a", (1, "x")) < F(1.0, "a", (1, "y")), F(2.0, "a") >= F(1.0, "z"))
p, q = F(1.0, "a"), F(1.0, "a")
p.more = 1
p.other = 2
print(p == q, p < q, q <= p, sorted([F(3.0, "c"), p, F(0.5, "z")]))
del q.name
try:
    print(p < q)
except AttributeError as e:
    print("AttributeError:", e)
r = F(4.0, "d")
del r.tag
try:
    print(F(1.0, "a") < r)
except AttributeError as e:
    print("AttributeError:", e)
