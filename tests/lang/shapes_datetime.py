# Shaped datetime instances (stdlib/np_lib_datetime.c reads their fields through the class
# layout's kind bits): arithmetic, comparison and copies of the module's classes, of
# subclasses with extra attributes, and of instances that fell back to a dict (vars(), a
# deleted attribute) must all give CPython's results.
import copy
from datetime import date, datetime, time, timedelta, timezone


class Stamp(datetime):
    def __init__(self, *args, **kw):
        self.note = "n"


class Day(date):
    pass


class Span(timedelta):
    def __init__(self, *args, **kw):
        self.label = "span"
        self.extra = 1


base = datetime(2026, 3, 1, 12, 30)
s = Stamp(2026, 3, 1, 12, 30)
print(s, s.note, s == base, s < base + timedelta(seconds=1), hash(s) == hash(base))
print(s - base, base - s, (s + timedelta(hours=5)).hour, s.date(), s.time(), s.weekday())
s.other = [1, 2]
print(hasattr(s, "other"), hasattr(s, "note"), s.other)
del s.other
print(s - base, s.replace(hour=1).hour, s.isoformat(), s.note)

d = Day(2024, 2, 28)
print(d + timedelta(days=1), d - date(2024, 1, 1), d < date(2024, 3, 1), d.isoformat())
d.tag = "t"
print(d.tag, d + timedelta(days=2), d == date(2024, 2, 28))

sp = Span(days=1, hours=3)
print(sp.label, sp.extra, sp.total_seconds(), sp + timedelta(hours=1), -sp, abs(sp) == sp)
print(base + sp, base - sp)

# Many instances of each class (the first ones of a class may start with a dict, the later
# ones are shaped): results must not depend on which.
t = datetime(2020, 1, 31, 23, 59, 59)
seen = []
for i in range(40):
    t = t + timedelta(hours=7, seconds=13)
    seen.append(t)
print(seen[-1], seen[-1] - seen[0], max(seen) == seen[-1], len(set(seen)))
print(sorted(seen)[:2] == seen[:2], seen[5].replace(day=1), seen[7].time(), seen[9].date())

# Time zones: timezone instances are shaped too.
tz = timezone(timedelta(hours=2), "X")
a = datetime(2026, 6, 1, 10, 0, tzinfo=tz)
b = datetime(2026, 6, 1, 8, 0, tzinfo=timezone.utc)
print(a == b, a - b, a.utcoffset(), a.tzname(), b.tzname(), a.astimezone(timezone.utc))
print(a.timetz(), datetime.combine(date(2026, 1, 2), time(3, 4), tz))

# Copies keep type, fields and extra attributes.
for o in [datetime(2020, 5, 6, 7, 8, 9, 10), date(2021, 1, 2), timedelta(days=3, seconds=7),
          time(1, 2, 3), tz, s, d, sp]:
    c, dc = copy.copy(o), copy.deepcopy(o)
    print(repr(c) == repr(o), repr(dc) == repr(o), c == o, dc == o, type(c).__name__,
          getattr(dc, "note", None), getattr(dc, "tag", None), getattr(dc, "label", None))

# The fields stay read-only, shaped or not.
for obj, name in [(base, "year"), (s, "hour"), (d, "day"), (sp, "days")]:
    try:
        setattr(obj, name, 1)
    except AttributeError as e:
        print("AttributeError", e)
print(date.today.__name__, datetime.min, datetime.max, date.min, timedelta.max)
