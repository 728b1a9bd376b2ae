# stderr: full
# An exception raised by a Python __lt__ that heapq calls directly (stdlib/np_lib_heapq.c
# inst_lt) has CPython's traceback: the caller's lines, then __lt__'s.
import heapq


class Task:
    def __init__(self, prio):
        self.prio = prio

    def __lt__(self, other):
        return self.prio.lower() < other.prio.lower()


def schedule(prios):
    h = []
    for p in prios:
        heapq.heappush(h, Task(p))
    return [heapq.heappop(h).prio for _ in range(len(h))]


print(schedule(["b", "A", "c"]))
print(schedule(["b", 1, "c"]))
