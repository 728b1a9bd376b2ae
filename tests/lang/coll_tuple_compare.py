# Tuple comparisons decided without calls (small ints, floats, strs and one level of nested
# tuples) in ==, <, heapq and bisect must order exactly like the general comparison: equal
# prefixes, lengths, NaN, -0.0, mixed int/float/bool items, subclasses and user objects.
import bisect
import heapq

nan = float("nan")
pairs = [((1, 2), (1, 3)), ((1, (2, 3)), (1, (2, 4))), ((1, (2, 3)), (1, (2, 3))),
         ((1, (2,)), (1, (2, 0))), (("a", 1), ("a", 0)), (("ab",), ("a",)), ((1.5, 2), (1.5, 1)),
         ((-0.0, 1), (0.0, 1)), ((nan, 1), (nan, 1)), ((1, nan), (1, 2.0)), ((1, 2), (1.0, 2)),
         ((True, 1), (1, 1)), ((0, ("x", 1.0)), (0, ("x", 1))), ((), ()), ((1,), ()),
         ((1, [2]), (1, [3])), ((2, (1, (2, 3))), (2, (1, (2, 4))))]
for a, b in pairs:
    print(a, b, a == b, a != b, a < b, a <= b, a > b, a >= b)


class Rev(tuple):
    def __lt__(self, other):
        return tuple.__gt__(self, other)


class Obj:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v > other.v

    def __eq__(self, other):
        return self.v == other.v

    def __repr__(self):
        return "Obj(%d)" % self.v


heap = []
for i, x in enumerate([5, 3, 5, 1, 3, 5, 0]):
    heapq.heappush(heap, (x, (i % 3, "n%d" % i)))
print([heapq.heappop(heap) for _ in range(len(heap))])
h2 = [(1, Obj(i)) for i in range(6)]
heapq.heapify(h2)
print([heapq.heappop(h2) for _ in range(6)])
h3 = [Rev((i, 0)) for i in range(5)]
heapq.heapify(h3)
print([heapq.heappop(h3) for _ in range(5)])
h4 = [(0.5, "b"), (0.5, "a"), (-0.0, "z"), (0.0, "y"), (float("inf"), "")]
heapq.heapify(h4)
print([heapq.heappop(h4) for _ in range(5)])
try:
    heapq.heapify([(1, "a"), (1, 2), (1, 3), (1, "b")])
except TypeError as e:
    print("TypeError", e)
keys = sorted((i % 4, "k%d" % (i % 3), i * 0.5) for i in range(12))
print(keys)
for probe in [(1, "k1", 2.0), (1, "k1"), (3,), (0, "k0", -1.0), (2, "k2", 4.0)]:
    print(probe, bisect.bisect_left(keys, probe), bisect.bisect_right(keys, probe))
bisect.insort(keys, (1, "k1", 2.0))
print(keys[4:8])
try:
    bisect.bisect_left([(1, 2), (1, "x")], (1, 3))
except TypeError as e:
    print("TypeError", e)
print(sorted([(1, (2, "b")), (1, (2, "a")), (0, (9, "z")), (1, (1, "q"))]))
print(max([(2, "a"), (2, "b"), (1, "z")]), min((x % 3, -x) for x in range(10)))
