# CPython makes the results of a datetime/date subclass's arithmetic by calling the subclass
# (its own __init__ runs); the natives make them directly only for subclasses without one.
from datetime import datetime, date, timedelta
class Stamp(datetime):
    def __init__(self, *a, **k):
        self.note = "n%d" % a[3]
class Day(date):
    def __init__(self, y, m, d):
        print("init", y, m, d)
s = Stamp(2026, 3, 1, 12, 30)
for x in [s + timedelta(hours=5), timedelta(hours=1) + s, s - timedelta(hours=2)]:
    print(type(x).__name__, x, x.note)
d = Day(2020, 1, 1)
for x in [d + timedelta(1), d - timedelta(1), timedelta(2) + d]:
    print(type(x).__name__, x)
print(type(s - s).__name__, d - date(2019, 1, 1))
