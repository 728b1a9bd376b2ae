# Int subclass instances (IntEnum members, a plain subclass) against floats: order and
# equality at and around 2**53, negative values, infinities and NaN, and heap entries.
import heapq
import math
from enum import IntEnum


class Level(IntEnum):
    CRITICAL = 1
    URGENT = 2
    STANDARD = 3


class Big(int):
    pass


vals = [Big(0), Big(-7), Big(2 ** 53), Big(2 ** 53 + 1), Big(-(2 ** 53) - 1), Big(10 ** 30),
        Level.URGENT, Level.CRITICAL]
floats = [0.0, -7.0, -6.5, 2.0 ** 53, 2.0 ** 53 + 2, 1.5, 2.0, 2.5, 1e30, -1e300,
          math.inf, -math.inf, math.nan]
for v in vals:
    print(int(v), [(v < f, v == f, v > f, f <= v) for f in floats])
pq = []
for i, (lvl, t) in enumerate([(Level.URGENT, 3.0), (Level.CRITICAL, 9.0), (1.5, 1.0),
                              (Level.STANDARD - 0.5, 2.0), (Level.URGENT, 1.0), (2.0, 0.5)]):
    heapq.heappush(pq, ((lvl, t), i))
print([heapq.heappop(pq) for _ in range(len(pq))])
print(sorted([Level.STANDARD, 2.5, Level.CRITICAL, 0.5, Big(2), 2.0]))
print(max(Level.URGENT, 1.99), min(Big(3), 3.0), Level.URGENT == 2.0, Big(5) != 5.0)


# Int subclass instances against ints: heap entries and sort keys decide without a call, but a
# class with its own comparison methods still has them called.
class Loud(int):
    def __lt__(self, other):
        print("Loud.__lt__", int(self), other)
        return int(self) > int(other)


class Quiet(int):
    pass


class Eq(int):
    def __eq__(self, other):
        print("Eq.__eq__")
        return True

    __hash__ = int.__hash__


entries = [(Level.STANDARD, 5, "a"), (Level.CRITICAL, 9, "b"), (Level.URGENT, 1, "c"),
           (Level.CRITICAL, 2, "d"), (3, 0, "e"), (True, 4, "f"), (2 ** 70, 1, "g"),
           (Quiet(2), 7, "h"), (-(2 ** 65), 3, "i")]
h = []
for e in entries:
    heapq.heappush(h, e)
print([heapq.heappop(h)[2] for _ in range(len(h))])
print(sorted(entries, key=lambda e: (e[0], e[1])))
print(sorted([Loud(3), Loud(1), Loud(2)]))
print(sorted([(Loud(3), 1), (Loud(1), 2)]))
print((Eq(1), 5) < (Eq(2), 4), (Eq(1), 5) == (Eq(2), 5))
print(max([(Level.URGENT, "x"), (Level.STANDARD, "a")]), min(Quiet(5), 4, Level.STANDARD))
print(Level.URGENT < 3, Level.STANDARD > Quiet(2), (Level.URGENT, 0) < (2, 1), 2 ** 80 > Level.URGENT)
