# Tuple comparisons decided without running code (np_quick_compare: small ints, floats, strs,
# flat tuples of those) and the ones that fall back: NaN items, int/float mixes, bools, big
# ints, nested tuples, str prefixes and lengths, through heapq, sorted, min/max and operators.
import heapq

nan = float("nan")
rows = [
    (1, "b"), (1, "a"), (1,), (0, "z", 3), (1, "a", 0), (1.5, "x"), (1.0, "c"), (True, "d"),
    (10**30, "big"), (-(10**30), "neg"), ((1, 2), "t"), ((1, 1), "t"), ((1, 2, 0), "s"),
    (2, ""), (2, "é"), (2, "e"), (2, "ee"),
]
keyed = [(r, i) for i, r in enumerate(rows) if not isinstance(r[0], tuple)]
tupled = [r for r in rows if isinstance(r[0], tuple)]
print(sorted(keyed))
print(sorted(tupled))
h = []
for k in keyed:
    heapq.heappush(h, k)
print([heapq.heappop(h)[1] for _ in range(len(h))])
print(min(tupled), max(tupled))
print((1, nan) < (1, nan), (1, nan) == (1, nan), (nan, 1) < (nan, 2))
x = (nan, 1)
print(x == x, [x] == [x], (x,) < (x, 0))
print((1, 2.0) == (1, 2), (1, 2.5) > (1, 2), (True, 1) == (1, True))
print(("a", "b") < ("a", "b", ""), ("ab",) > ("a", "z"), ((1, 2),) < ((1, 2, 3),))
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    print("TypeError", e)
try:
    heapq.heapify([(0, None), (0, 1)])
    print("heapify ok")
except TypeError as e:
    print("TypeError", e)

# Heap entries (distance, (row, col)) whose distances tie, nested tuples two and three deep, a
# NaN inside a nested tuple and a nested str/int mix.
import bisect

h = []
for i in range(40):
    heapq.heappush(h, (i % 3, (i % 5, -i), "x" * (i % 2)))
print([heapq.heappop(h) for _ in range(8)])
deep = sorted([(1, (2, (3, i % 4)), i) for i in range(8)])
print([t[2] for t in deep])
pts = sorted([(0, (1, 2)), (0, (1, 1.5)), (0, (0, "z")), (0, (1,))])
print(pts, bisect.bisect_left(pts, (0, (1, 1.7))), bisect.bisect_right(pts, (0, (1, 2))))
print((0, (nan, 1)) < (0, (nan, 2)), (0, (1, nan)) == (0, (1, nan)))
try:
    heapq.heapify([(0, (1, "a")), (0, (1, 2))])
    print("heapify ok")
except TypeError as e:
    print("TypeError", e)
