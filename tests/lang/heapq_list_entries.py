# Heaps of list entries ([priority, count, task], and heapq.merge's internal entries): the
# first items decide when they differ, ties go on to the next items, and mixed or unorderable
# first items raise as list comparison does.
import heapq
import random


class L(list):
    def __lt__(self, other):
        return len(self) > len(other)


rng = random.Random(5)
h = []
for i in range(300):
    heapq.heappush(h, [rng.choice([1, 2, 3, 2.5, -1]), rng.randrange(5), f"t{i}"])
print([heapq.heappop(h) for _ in range(12)])
h = [[rng.choice("abc"), (rng.randrange(3), "x"), i] for i in range(200)]
heapq.heapify(h)
print([heapq.heappop(h)[2] for _ in range(20)])
streams = [sorted((rng.randrange(50), rng.choice("xyz")) for _ in range(30)) for _ in range(4)]
print(list(heapq.merge(*streams))[:25])
print(list(heapq.merge(*streams, reverse=True))[-10:])
print(list(heapq.merge([1, 1, 2], [1, 2, 2], [0, 1])))
print(list(heapq.merge(["b", "a"], ["c"], key=len)))
nan = float("nan")
h = [[nan, 1], [1.0, 2], [0.5, 3], [nan, 0]]
heapq.heapify(h)
print(h)
h = [L([1]), L([1, 2, 3]), L([5, 5])]
heapq.heapify(h)
print(h)
h = [[1, "a"], [1, 2]]
try:
    heapq.heapify([[1, "a"], [1, 2], [0, None], [1, 3.5]])
    heapq.heappush(h, [1, None])
    print(h)
except TypeError as e:
    print("TypeError:", e)
try:
    heapq.heappush([[1]], ["x"])
except TypeError as e:
    print("TypeError:", e)
