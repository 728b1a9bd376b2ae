import heapq
from dataclasses import dataclass, field
from enum import IntEnum
from typing import List


class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3
    CRITICAL = 4


@dataclass(order=True)
class Task:
    sort_key: tuple = field(init=False, repr=False)
    priority: Priority
    name: str
    deps: List[str] = field(default_factory=list, compare=False)

    def __post_init__(self):
        self.sort_key = (-int(self.priority), self.name)


tasks = [
    Task(Priority.LOW, "write docs"),
    Task(Priority.CRITICAL, "fix prod bug", ["repro"]),
    Task(Priority.MEDIUM, "review PR"),
    Task(Priority.HIGH, "deploy"),
    Task(Priority.HIGH, "backup"),
]
heap: List[Task] = []
for t in tasks:
    heapq.heappush(heap, t)

while heap:
    t = heapq.heappop(heap)
    print(f"{t.priority.name:<9} {t.priority.value} {t.name} deps={t.deps}")

print(Priority.HIGH > Priority.LOW, Priority.HIGH == 3, Priority(2))
print(sorted([Priority.CRITICAL, Priority.LOW, Priority.MEDIUM]))
print(max(Priority), len(Priority), list(Priority)[:2])
print(Priority["MEDIUM"], int(Priority.MEDIUM) + 1)
print(tasks[0])
top = heapq.nlargest(2, tasks, key=lambda t: (t.priority, t.name))
print([t.name for t in top])
print(heapq.nsmallest(2, [5, 1, 8, 3, 9]))
