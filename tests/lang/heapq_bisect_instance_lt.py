# heapq and bisect comparing instances of one class (stdlib/np_lib_heapq.c inst_lt: the class's
# __lt__ looked up once per operation and called directly): Python and dataclass __lt__, results
# that are not bools, NotImplemented, a class changed during an operation, mixed classes,
# exceptions, and the counts of calls CPython makes.
import bisect
import heapq
from dataclasses import dataclass, field

calls = 0


class Node:
    def __init__(self, f, name):
        self.f, self.name = f, name

    def __lt__(self, other):
        global calls
        calls += 1
        return self.f < other.f

    def __repr__(self):
        return f"N({self.f},{self.name})"


h = []
x = 5
for i in range(200):
    x = (x * 1103515245 + 12345) & 0x7FFFFFFF
    heapq.heappush(h, Node(x % 50, i))
out = [heapq.heappop(h).f for _ in range(20)]
print(out, calls)
print(heapq.heappushpop(h, Node(-1, "low")), heapq.heapreplace(h, Node(7, "rep")).f)
heapq.heapify(h)
print(h[0], len(h), calls)


# A __lt__ returning a non-bool (truth taken), and NotImplemented (then the reflected __gt__).
class Weird:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v - other.v if self.v < other.v else 0

    def __repr__(self):
        return f"W{self.v}"


wh = []
for v in (5, 3, 8, 1, 9, 2):
    heapq.heappush(wh, Weird(v))
print([heapq.heappop(wh) for _ in range(6)])


class Half:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return NotImplemented

    def __gt__(self, other):
        return self.v > other.v

    def __repr__(self):
        return f"H{self.v}"


hh = []
for v in (4, 1, 3):
    heapq.heappush(hh, Half(v))
print(hh, [heapq.heappop(hh) for _ in range(3)])


# __lt__ replaced by the comparisons themselves: later comparisons of the same operation use
# the new one.
class Flip:
    def __init__(self, v):
        self.v = v

    def __repr__(self):
        return f"F{self.v}"


def lt_first(self, other):
    Flip.__lt__ = lt_second
    return self.v < other.v


def lt_second(self, other):
    return self.v > other.v


Flip.__lt__ = lt_first
fh = [Flip(v) for v in (1, 2, 3, 4, 5, 6, 7)]
heapq.heapify(fh)
print(fh)

# Instances of a subclass and its base in one heap (np_lt decides those pairs).


class Sub(Node):
    def __lt__(self, other):
        return self.f <= other.f


mh = []
for i, v in enumerate((5, 2, 5, 1, 2, 8)):
    heapq.heappush(mh, (Sub if i % 2 else Node)(v, i))
print([heapq.heappop(mh) for _ in range(6)])


# Dataclasses with generated comparisons, one with a field missing on an instance.
@dataclass(order=True)
class Ev:
    t: int
    seq: int
    kind: str = field(compare=False)


eh = []
for i in range(30):
    heapq.heappush(eh, Ev((i * 7) % 11, i, "k"))
print([(e.t, e.seq) for e in (heapq.heappop(eh) for _ in range(8))])
a, b = Ev(1, 1, "a"), Ev(1, 2, "b")
del b.seq
try:
    heapq.heapify([a, b])
except AttributeError as e:
    print("AttributeError", e)

# bisect and insort over instances, with and without key=.
calls = 0
srt = sorted(Node(v, v) for v in range(0, 100, 3))
print(bisect.bisect_left(srt, Node(30, "x")), bisect.bisect_right(srt, Node(30, "x")), calls)
bisect.insort(srt, Node(31, "new"))
bisect.insort_left(srt, Node(30, "left"))
print(srt[9:13], calls)
print(bisect.bisect(srt, 50, key=lambda n: n.f))
print(bisect.bisect_left([Ev(i, i, "x") for i in range(10)], Ev(4, 4, "q")))

# Exceptions from __lt__ propagate out of heapq and bisect.


class Bad:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        if self.v == 3 or other.v == 3:
            raise ValueError("bad compare")
        return self.v < other.v


bh = [Bad(1), Bad(2)]
try:
    heapq.heappush(bh, Bad(3))
except ValueError as e:
    print("ValueError", e, len(bh))
try:
    bisect.bisect([Bad(1), Bad(3), Bad(5)], Bad(4))
except ValueError as e:
    print("ValueError", e)
