import heapq
from dataclasses import dataclass, field

@dataclass(order=True)
class Task:
    priority: int
    seq: int
    name: str = field(compare=False)

class Scheduler:
    def __init__(self):
        self._heap = []
        self._seq = 0

    def push(self, name, priority):
        heapq.heappush(self._heap, Task(priority, self._seq, name))
        self._seq += 1

    def pop(self):
        return heapq.heappop(self._heap).name

    def __len__(self):
        return len(self._heap)

def main():
    s = Scheduler()
    for name, pr in [("write", 3), ("test", 2), ("deploy", 5), ("fix", 1), ("review", 2)]:
        s.push(name, pr)
    order = []
    while s:
        order.append(s.pop())
    print(order)
    nums = [15, 3, 99, 42, 7, 8, 23, 4]
    print(heapq.nlargest(3, nums), heapq.nsmallest(3, nums))
    words = ["pear", "fig", "banana", "kiwi", "apple"]
    print(heapq.nsmallest(2, words, key=len), heapq.nlargest(2, words, key=len))
    h = nums[:]
    heapq.heapify(h)
    print(h[0], [heapq.heappop(h) for _ in range(3)])
    print(heapq.heappushpop(h, 1), heapq.heapreplace(h, 100), sorted(h))
    print(list(heapq.merge([1, 4, 9], [2, 3, 10], [0])))
    # Dijkstra
    graph = {"A": {"B": 4, "C": 1}, "C": {"B": 2, "D": 7}, "B": {"D": 1}, "D": {}}
    dist = {"A": 0}
    pq = [(0, "A")]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in graph[u].items():
            if d + w < dist.get(v, float("inf")):
                dist[v] = d + w
                heapq.heappush(pq, (d + w, v))
    print(dist)

main()
