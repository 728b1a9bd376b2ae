# Pure dates ordered by their fields in place (sort, bisect, min/max, heap, ==), with leap
# days, month and year ends, equal dates, subclasses and mixed date/datetime errors.
import bisect
import heapq
from datetime import date, datetime, timedelta

days = [date(2024, 2, 29), date(2024, 3, 1), date(2023, 12, 31), date(2024, 1, 1),
        date(1, 1, 1), date(9999, 12, 31), date(2024, 2, 28), date(2000, 2, 29),
        date(1900, 2, 28), date(1900, 3, 1), date(2024, 3, 1), date(2024, 12, 31)]
print(sorted(days))
print(sorted(days, reverse=True)[:4])
s = sorted(days)
for probe in (date(2024, 2, 29), date(2024, 3, 1), date(1, 1, 1), date(9999, 12, 31),
              date(2024, 2, 15), date(1999, 7, 4)):
    print(probe, bisect.bisect_left(s, probe), bisect.bisect_right(s, probe))
print(min(days), max(days), days.index(date(2024, 3, 1)), date(2024, 3, 1) in days)
h = list(days)
heapq.heapify(h)
print([heapq.heappop(h) for _ in range(5)])
a, b = date(2024, 3, 1), date(2024, 2, 29)
print(a < b, a <= b, a > b, a >= b, a == b, a != b, a == date(2024, 3, 1))
print(sorted([(d, i) for i, d in enumerate(days)])[:5])


class Day(date):
    pass


class Backwards(date):
    def __lt__(self, other):
        print("Backwards.__lt__")
        return date.__gt__(self, other)


print(sorted([Day(2024, 5, 1), Day(2023, 5, 1), date(2024, 1, 1)]))
print(Day(2024, 1, 1) == date(2024, 1, 1), Day(2024, 1, 2) > date(2024, 1, 1))
print(sorted([Backwards(2024, 1, 2), Backwards(2024, 1, 1), Backwards(2024, 1, 3)]))
print(bisect.bisect(s, Day(2024, 3, 1)))
try:
    print(date(2024, 1, 1) < datetime(2024, 1, 1, 12))
except TypeError as e:
    print("TypeError", e)
print(date(2024, 1, 1) == datetime(2024, 1, 1))
walk = [date(2024, 1, 31) + timedelta(days=k) for k in range(0, 400, 29)]
print(sorted(walk, key=lambda d: (d.month, d)) [:3], walk == sorted(walk))
