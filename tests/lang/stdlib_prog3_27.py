import bisect
import random

random.seed(5)
data = [round(random.gauss(50, 15), 1) for _ in range(200)]
edges = [0, 20, 35, 50, 65, 80, 101]
counts = [0] * (len(edges) - 1)
for x in data:
    i = bisect.bisect_right(edges, x) - 1
    if 0 <= i < len(counts):
        counts[i] += 1
for lo, hi, n in zip(edges, edges[1:], counts):
    print(f"[{lo:3d},{hi:3d}) {n:3d} {'*' * (n // 4)}")
grades = "FDCBA"
def grade(score, cut=[60, 70, 80, 90]):
    return grades[bisect.bisect(cut, score)]
print([grade(s) for s in (33, 60, 77, 89, 90, 100)])
sl = []
for x in [5, 1, 4, 1, 5, 9, 2]:
    bisect.insort(sl, x)
print(sl, bisect.bisect_left(sl, 5), bisect.bisect_right(sl, 5))
print(min(data), max(data), sum(data) / len(data) > 45)
