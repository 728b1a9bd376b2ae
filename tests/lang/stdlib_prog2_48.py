import heapq
from typing import List, Tuple, Iterator
from itertools import islice

logs_a = [(1, "a:start"), (5, "a:mid"), (9, "a:end")]
logs_b = [(2, "b:start"), (3, "b:work"), (10, "b:end")]
logs_c = [(4, "c:only")]
for t, msg in heapq.merge(logs_a, logs_b, logs_c):
    print(t, msg)

scores = {"ann": 88, "bob": 95, "cat": 72, "dan": 95, "eve": 60, "fox": 81}
print(heapq.nlargest(3, scores.items(), key=lambda kv: kv[1]))
print(heapq.nsmallest(2, scores, key=scores.get))


class RunningMedian:
    def __init__(self) -> None:
        self.lo: List[int] = []
        self.hi: List[int] = []

    def add(self, x: int) -> float:
        heapq.heappush(self.lo, -x)
        heapq.heappush(self.hi, -heapq.heappop(self.lo))
        if len(self.hi) > len(self.lo):
            heapq.heappush(self.lo, -heapq.heappop(self.hi))
        if len(self.lo) > len(self.hi):
            return float(-self.lo[0])
        return (-self.lo[0] + self.hi[0]) / 2


rm = RunningMedian()
print([rm.add(x) for x in [5, 15, 1, 3, 8, 7, 9, 10]])
h = [9, 4, 7, 1, 8]
heapq.heapify(h)
print(h, heapq.heappushpop(h, 0), heapq.heapreplace(h, 100), h)


def kth_smallest_pairs(a: List[int], b: List[int], k: int) -> List[Tuple[int, int]]:
    heap = [(a[i] + b[0], i, 0) for i in range(len(a))]
    heapq.heapify(heap)
    out = []
    while heap and len(out) < k:
        _, i, j = heapq.heappop(heap)
        out.append((a[i], b[j]))
        if j + 1 < len(b):
            heapq.heappush(heap, (a[i] + b[j + 1], i, j + 1))
    return out


print(kth_smallest_pairs([1, 7, 11], [2, 4, 6], 4))
print(list(islice(heapq.merge([5, 3, 1], [4, 2], reverse=True), 4)))
