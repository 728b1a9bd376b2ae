import bisect
from dataclasses import dataclass, field
from typing import List
import statistics

BREAKPOINTS = [60, 70, 80, 90]
GRADES = "FDCBA"


def grade(score: float) -> str:
    return GRADES[bisect.bisect(BREAKPOINTS, score)]


@dataclass
class Student:
    name: str
    scores: List[int] = field(default_factory=list)

    @property
    def average(self) -> float:
        return statistics.mean(self.scores) if self.scores else 0.0

    @property
    def letter(self) -> str:
        return grade(self.average)


roster = [
    Student("ana", [88, 92, 79]),
    Student("ben", [55, 61, 70]),
    Student("cy", [99, 100, 98]),
    Student("di"),
]
for s in sorted(roster, key=lambda s: s.average, reverse=True):
    print(f"{s.name:<4} {s.average:6.2f} {s.letter}")

ranked: List[int] = []
for score in [70, 50, 90, 60, 80, 75]:
    bisect.insort(ranked, score)
    print(ranked)
print(bisect.bisect_left(ranked, 75), bisect.bisect_right(ranked, 75))
print([grade(x) for x in (59, 60, 69.9, 89.99, 90, 100)])
records = [("a", 1), ("b", 5), ("c", 9)]
keys = [r[1] for r in records]
print(records[bisect.bisect_left(keys, 5)])
print(bisect.bisect_left(records, 6, key=lambda r: r[1]))
