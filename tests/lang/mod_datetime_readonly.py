# datetime fields are read-only and instances take no new attributes, as in CPython;
# user subclasses may add attributes. Also date/datetime.timetuple().
import datetime as D


class MD(D.date):
    pass


class MDT(D.datetime):
    pass


class TZ(D.tzinfo):
    def __init__(self, name):
        self.name = name


objs = [D.date(2020, 1, 2), D.datetime(2020, 1, 2, 3), D.time(1), D.timedelta(1),
        D.timezone.utc, D.timezone(D.timedelta(hours=1), "x"), MD(2020, 1, 1),
        MDT(2020, 1, 1), TZ("t"), D.tzinfo(), D.date(2020, 1, 1).isocalendar()]
names = ["year", "month", "day", "hour", "minute", "second", "microsecond", "tzinfo", "fold",
         "days", "seconds", "microseconds", "foo", "_offset", "week", "min", "max",
         "resolution", "isoformat", "utc", "_t"]
for o in objs:
    for a in names:
        try:
            setattr(o, a, 1)
            print(type(o).__name__, a, "set", getattr(o, a))
        except AttributeError as e:
            print(type(o).__name__, a, e)
    for a in ["year", "days", "foo"]:
        try:
            delattr(o, a)
            print("del", a, "ok")
        except AttributeError as e:
            print("del", a, e)

d = D.date(2020, 5, 6)
try:
    d.year = 5
except AttributeError as e:
    print(e)
print(d, d.year)
td = D.timedelta(days=3, seconds=5)
try:
    td.days = 1
except AttributeError as e:
    print(e)
print(td + td, (td * 3).days, -td)
print(D.datetime(2020, 1, 1) + td, D.datetime(2020, 1, 1).replace(year=2021))
md = MD(2021, 2, 3)
md.note = "hi"
print(md.note, md, md.year)
print(TZ("abc").name)

for x in [D.date(2020, 3, 4), D.datetime(2020, 12, 31, 23, 59, 58, 5),
          D.datetime(2021, 1, 1, tzinfo=D.timezone.utc), D.date.min, D.date.max]:
    t = x.timetuple()
    print(t)
    print(t[0], t[-1], len(t), list(t), t[2:4], t == tuple(t), tuple(t) == t,
          t.tm_yday, t.tm_wday, t.tm_isdst)
    try:
        t.tm_year = 1
    except AttributeError as e:
        print(e)


class DST(D.tzinfo):
    def utcoffset(self, dt):
        return D.timedelta(hours=1)

    def dst(self, dt):
        return D.timedelta(hours=1)


print(D.datetime(2021, 7, 1, 12, tzinfo=DST()).timetuple())
y, mo, dd, *rest = D.date(2024, 2, 29).timetuple()
print(y, mo, dd, rest)
