# datetime's zone paths made native (stdlib/np_lib_datetime.c): utcoffset/tzname/dst,
# astimezone between datetime.timezone zones, time()/timetz(), combine, fromisoformat with an
# offset and strptime's %z; and the inputs that must still go to the Python methods (other
# tzinfo classes, subclasses, odd offsets), with their errors.
from datetime import datetime, date, time, timedelta, timezone, tzinfo

utc = timezone.utc
plus2 = timezone(timedelta(hours=2))
named = timezone(timedelta(hours=-5, minutes=-30), "EST-ish")
odd = timezone(timedelta(hours=3, seconds=7, microseconds=5))
naive = datetime(2024, 2, 29, 23, 59, 58, 123)
for tz in (None, utc, plus2, named, odd):
    dt = naive.replace(tzinfo=tz)
    print(repr(dt.utcoffset()), dt.tzname(), dt.dst(), repr(dt.time()), repr(dt.timetz()))
    if tz is not None:
        for other in (utc, plus2, named, odd, tz):
            r = dt.astimezone(other)
            print(r, repr(r.tzinfo), r.utcoffset(), r == dt, r is dt)
print(naive.utcoffset() is None, utc.utcoffset(None) is naive.replace(tzinfo=utc).utcoffset())

class Fixed(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=1)
    def tzname(self, dt):
        return "FIX"
    def dst(self, dt):
        return timedelta(0)

f = naive.replace(tzinfo=Fixed())
print(f.utcoffset(), f.tzname(), f.dst(), f.astimezone(utc), f.timetz().tzname())
print(naive.replace(tzinfo=utc).astimezone(Fixed()))

class Sub(datetime):
    pass

s = Sub(2020, 1, 1, 12, tzinfo=plus2)
r = s.astimezone(utc)
print(type(r).__name__, r, s.utcoffset(), type(s.time()).__name__)

# Overflow at the edges.
for dt, tz in ((datetime(1, 1, 1, 0, 30, tzinfo=plus2), utc),
               (datetime(9999, 12, 31, 23, 0, tzinfo=utc), plus2),
               (datetime(9999, 12, 31, 23, 0, tzinfo=named), utc)):
    try:
        print(dt.astimezone(tz))
    except OverflowError as e:
        print("OverflowError", e)
try:
    naive.replace(tzinfo=utc).astimezone(5)
except TypeError as e:
    print("TypeError", e)

# combine
d, t = date(2023, 7, 4), time(9, 15, 30, 250, tzinfo=named, fold=1)
for args in ((d, t), (d, t, None), (d, t, utc), (datetime(2023, 1, 2, 3, 4), time(5)),
             (d, time(1, 2), plus2)):
    c = datetime.combine(*args)
    print(repr(c), c.fold, c.tzinfo is args[-1] if len(args) == 3 else c.tzinfo is t.tzinfo)
print(repr(datetime.combine(d, t, tzinfo=Fixed()).tzname()))
for bad in ((d, d), (t, t), (d, t, 5), (1, t)):
    try:
        datetime.combine(*bad)
    except TypeError as e:
        print("TypeError", e)
print(type(Sub.combine(d, t)).__name__)

# fromisoformat with offsets
for s in ("2024-03-01T12:30:15+02:00", "2024-03-01T12:30:15Z", "2024-03-01 12:30-0330",
          "2024-03-01T12:30:15.123+00:00", "2024-03-01T12:30:15.123456-23:59:59",
          "2024-03-01T12:30:15+0000", "2024-03-01T00:00:00+05:30:10", "2024-03-01T12:30+02",
          "2024-03-01T12:30:15+24:00", "2024-03-01T12:30:15+02:00:60", "2024-03-01T12:30:15z",
          "2024-03-01T12:30:15+2:00", "2024-03-01T12:30:15.1234+01:00",
          "2024-02-30T12:30:15+01:00", "2024-03-01T25:30:15+01:00", "2024-03-01+02:00"):
    try:
        x = datetime.fromisoformat(s)
        print(s, "->", repr(x), x.tzinfo is utc)
    except ValueError as e:
        print(s, "ValueError", e)

# strptime %z
for ds, fmt in (("2024-03-01 12:30:15 +0200", "%Y-%m-%d %H:%M:%S %z"),
                ("2024-03-01 12:30:15 -03:30", "%Y-%m-%d %H:%M:%S %z"),
                ("2024-03-01 12:30:15 Z", "%Y-%m-%d %H:%M:%S %z"),
                ("2024-03-01 12:30:15 +0000", "%Y-%m-%d %H:%M:%S %z"),
                ("01/Mar/2024:12:30:15 +0100", "%d/%b/%Y:%H:%M:%S %z"),
                ("2024-03-01 +0100 x", "%Y-%m-%d %z x"),
                ("2024-03-01T12:30+0100", "%Y-%m-%dT%H:%M%z"),
                ("2024-03-01 12:30:15 +023015", "%Y-%m-%d %H:%M:%S %z"),
                ("2024-03-01 12:30:15 +02:30:15.5", "%Y-%m-%d %H:%M:%S %z"),
                ("2024-03-01 12:30:15 +9900", "%Y-%m-%d %H:%M:%S %z"),
                ("2024-03-01 12:30:15 +0260", "%Y-%m-%d %H:%M:%S %z"),
                ("2024-03-01 12:30:15 z", "%Y-%m-%d %H:%M:%S %z"),
                ("2024-03-01 12:30:15 +02:3015", "%Y-%m-%d %H:%M:%S %z"),
                ("2024-03-01 12:30:15 +0200 UTC", "%Y-%m-%d %H:%M:%S %z %Z")):
    try:
        x = datetime.strptime(ds, fmt)
        print(ds, "->", repr(x), x.tzinfo is utc if x.tzinfo else None)
    except ValueError as e:
        print(ds, "ValueError", e)
