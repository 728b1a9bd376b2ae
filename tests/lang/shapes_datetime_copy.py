# copy.copy and copy.deepcopy of datetime objects: CPython copies them by calling their class
# with their fields (a subclass's __init__ runs again, other attributes are not carried over);
# tzinfo subclasses are copied attribute by attribute.
import copy
from datetime import datetime, timedelta, date, timezone
class Stamp(datetime):
    def __init__(self, *a, **k):
        self.note = [1]
x = Stamp(2020, 1, 2)
for o in [datetime(2020, 1, 2), timedelta(3), date(2020, 1, 1), timezone.utc, x]:
    try:
        y = copy.deepcopy(o); print("deep", repr(y), y == o, type(y).__name__, getattr(y, "note", 0))
    except Exception as e: print("deep", type(e).__name__, e)
    try:
        y = copy.copy(o); print("copy", repr(y), y == o)
    except Exception as e: print("copy", type(e).__name__, e)
y = copy.deepcopy(x); print(y.note is x.note)
from datetime import tzinfo, time
class MyTz(tzinfo):
    def __init__(self, h=1):
        self.h = h
        self.names = ["A"]
    def utcoffset(self, dt):
        return timedelta(hours=self.h)
    def tzname(self, dt):
        return self.names[0]
m = MyTz(3)
for f in (copy.copy, copy.deepcopy):
    c = f(m)
    print(type(c).__name__, c.h, c.names, c.names is m.names)
    dd = datetime(2021, 5, 5, 1, 2, tzinfo=m)
    c = f(dd)
    print(c, c.tzinfo is m, c.tzname(), c.utcoffset())
z = timezone(timedelta(hours=1), 'A')
d = datetime(2020, 1, 1, tzinfo=z, fold=1)
print(copy.deepcopy(d).tzinfo is z, copy.copy(d).tzinfo is z, copy.copy(d) is d, copy.copy(d).fold)
print(copy.deepcopy(z) is z, copy.copy(z) is z, copy.copy(z) == z, copy.deepcopy(timezone.utc) is timezone.utc)
t = time(5, 6, 7, 8, tzinfo=z)
print(copy.copy(t), copy.deepcopy(t), copy.copy(t).tzinfo is z, copy.deepcopy([t, t])[1].tzinfo.tzname(None))
print(copy.deepcopy({"k": [d, d]})["k"][0] is copy.deepcopy({"k": [d, d]})["k"][1])
ds = copy.deepcopy({"a": d, "b": d}); print(ds["a"] is ds["b"])
