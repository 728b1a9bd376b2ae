# Special methods called from C (sorted, min/max, list.index/count/in, heapq, bisect, dict and
# set lookups): NotImplemented and reflected methods, non-bool results, subclasses first,
# staticmethods, natives of dataclasses, exceptions, __hash__ = None.
import bisect
import heapq
from dataclasses import dataclass


class K:
    def __init__(self, k):
        self.k = k

    def __lt__(self, o):
        if isinstance(o, K):
            return self.k < o.k
        return NotImplemented

    def __gt__(self, o):
        return ("gt", o)

    def __eq__(self, o):
        return 1 if isinstance(o, K) and o.k == self.k else 0

    def __hash__(self):
        return hash(self.k)

    def __repr__(self):
        return "K%d" % self.k


ks = [K((i * 7) % 11) for i in range(11)]
print(sorted(ks), min(ks), max(ks))
print(ks.index(K(3)), ks.count(K(4)), K(5) in ks, K(50) in ks)
h = []
for k in ks:
    heapq.heappush(h, k)
print([heapq.heappop(h) for _ in range(4)])
srt = sorted(ks)
print(bisect.bisect_left(srt, K(4)), bisect.bisect_right(srt, K(4)))
d = {k: k.k for k in ks}
print(d[K(6)], K(6) in d, K(60) in d, len(set(ks + ks)))
# 3 < K: int's < gives NotImplemented, then K.__gt__(3) (non-bool, truthy).
print(3 < K(1), max([3, K(1)]))
try:
    sorted([K(1), 2, K(0)])
except TypeError as e:
    print("TypeError", e)


class Sub(K):
    def __gt__(self, o):
        return True

    def __lt__(self, o):
        return False


# A proper subclass on the right: its reflected method first.
print(K(1) < Sub(5), sorted([Sub(2), K(1), Sub(0)]))


class St:
    __lt__ = staticmethod(lambda o: o.v > 1)

    def __init__(self, v):
        self.v = v


print([s.v for s in sorted([St(3), St(1), St(2)])])


class Boom:
    def __eq__(self, o):
        raise ValueError("boom")


try:
    [1, Boom()].index(5)
except ValueError as e:
    print("ValueError", e)


class NoHash:
    __hash__ = None


try:
    {NoHash(): 1}
except TypeError as e:
    print("TypeError", e)


@dataclass(order=True)
class D:
    a: int


print(sorted([D(3), D(1), D(2)]), D(1) in [D(0), D(1)], max([D(5), D(9)]))
