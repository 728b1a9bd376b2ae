# datetime: construction, reprs, arithmetic, comparisons, isoformat/fromisoformat, strftime,
# strptime and the error messages, compared with CPython.
import datetime
from datetime import date, time, timedelta, timezone

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

d = date(2024, 1, 2)
print(d, repr(d), d.year, d.month, d.day, d.weekday(), d.isoweekday(), d.toordinal())
print(d.isocalendar(), d.isocalendar()[1], tuple(d.isocalendar()), d.isoformat(), d.ctime())
print(d + timedelta(days=30), d - timedelta(weeks=3), d - date(2023, 3, 15), timedelta(1) + d)
print(date.fromordinal(738000), date.fromisoformat("2021-12-31"), date.fromisoformat("20211231"))
print(d.replace(month=2, day=29), d < date(2024, 1, 3), d == date(2024, 1, 2), d != d, max(d, date(2020, 5, 5)))
print(date.min, date.max, date.resolution, sorted([date(2024, 5, 1), date(2023, 1, 1), d]))
dt = datetime.datetime(2024, 1, 2, 3, 4, 5)
print(dt, repr(dt), repr(dt.replace(second=0)), repr(dt.replace(microsecond=7)), dt.date(), dt.time())
print(dt + timedelta(hours=25, minutes=70), dt - datetime.datetime(2023, 12, 31, 23, 0), dt - timedelta(seconds=1e-6))
print(dt.isoformat(), dt.isoformat(" "), dt.isoformat(timespec="minutes"), str(dt.replace(microsecond=1500)))
print(datetime.datetime.combine(d, time(12, 30)), datetime.datetime.fromisoformat("2024-03-04T05:06:07.5+02:00"))
print(repr(datetime.datetime.fromisoformat("2024-03-04 05:06")), repr(datetime.datetime.fromisoformat("2024-03-04")))
aw = datetime.datetime(2024, 6, 1, 12, 0, tzinfo=timezone.utc)
print(aw, repr(aw), aw.timestamp(), aw.utcoffset(), aw.tzname(), aw.astimezone(timezone(timedelta(hours=-4))))
est = timezone(timedelta(hours=-5), "EST")
print(repr(est), est, aw.astimezone(est).isoformat(), aw == aw.astimezone(est), aw - datetime.datetime(2024, 6, 1, 7, 0, tzinfo=est))
print(datetime.datetime.fromtimestamp(1700000000, timezone.utc), datetime.datetime.utcfromtimestamp(1700000000.25))
print(repr(timezone(timedelta(hours=5, minutes=30))), timezone(timedelta(hours=5, minutes=30)), timezone.min, timezone.max)
# timedelta
for td in [timedelta(days=1, seconds=3600), timedelta(seconds=-1), timedelta(microseconds=-1), timedelta(0),
           timedelta(days=-2, seconds=5), timedelta(milliseconds=1.5), timedelta(hours=1.23456789),
           timedelta(days=3, hours=-1) * 1.5, timedelta(weeks=1, days=2.5, minutes=-3), timedelta(seconds=0.5e-6),
           timedelta(seconds=1.5e-6), timedelta(days=1) / 3, timedelta(days=1) // 7, timedelta(hours=5) % timedelta(hours=2),
           -timedelta(hours=1), abs(timedelta(hours=-1)), 3 * timedelta(minutes=7), timedelta(minutes=10) / 4.0]:
    print(repr(td), str(td), td.days, td.seconds, td.microseconds, td.total_seconds())
print(timedelta(hours=1) / timedelta(minutes=7), timedelta(hours=1) // timedelta(minutes=7), timedelta(hours=1) % timedelta(minutes=7))
print(timedelta.min, timedelta.max, timedelta.resolution, repr(timedelta.max), timedelta(1) > timedelta(0), bool(timedelta(0)))
print(hash(timedelta(1, 2, 3)) == hash((1, 2, 3)), {timedelta(1): "x"}[timedelta(days=1)], d.strftime("%A %d %B %Y"))
# strftime / strptime
x = datetime.datetime(2024, 2, 29, 13, 5, 9, 12345, tzinfo=timezone(timedelta(hours=-3, minutes=-30)))
print(x.strftime("%Y %m %d %H %M %S %f %y %b %B %a %A %j %p %I %z %Z %% %c %x %X %U %W %w %u %G %V"))
print(f"{d:%d/%m/%Y}", f"{x:%H:%M}", "{:%Y}".format(d), format(time(9, 5), "%I:%M %p"))
for s, f in [("2024-01-02 3:04 pm", "%Y-%m-%d %I:%M %p"), ("20240102", "%Y%m%d"), ("Mar 5 2021", "%b %d %Y"),
             ("2021-03-05T10:00:00+0530", "%Y-%m-%dT%H:%M:%S%z"), ("5 March, 99", "%d %B, %y"),
             ("2023-07-04 12:30:45.123", "%Y-%m-%d %H:%M:%S.%f"), ("Tuesday 2024 060", "%A %Y %j"),
             ("2024-13-01", "%Y-%m-%d"), ("2024-12-01x", "%Y-%m-%d"), ("2023-02-29", "%Y-%m-%d"),
             ("12/31/2020 11:59:59 PM", "%m/%d/%Y %I:%M:%S %p"), ("2021-01-01T00:00:00Z", "%Y-%m-%dT%H:%M:%S%z")]:
    t(lambda: datetime.datetime.strptime(s, f))
# time
tm = time(3, 4, 5, 6)
print(tm, repr(tm), repr(time(1)), repr(time(1, 2, 3)), time.min, time.max, tm.isoformat("milliseconds"), time.fromisoformat("10:20:30"))
print(repr(time(1, 2, tzinfo=timezone.utc)), time(1, 2) < time(1, 3), tm.replace(hour=9), time(12, 0).strftime("%H:%M:%S %p"))
# errors
t(lambda: date(2024, 13, 1))
t(lambda: date(0, 1, 1))
t(lambda: date(2023, 2, 29))
t(lambda: time(24))
t(lambda: time(1, 60))
t(lambda: time(1, 1, 60))
t(lambda: time(1, 1, 1, 10**6))
t(lambda: date(2024, 1, 1) + 1)
t(lambda: 1 + date(2024, 1, 1))
t(lambda: date(2024, 1, 1) < datetime.datetime(2024, 1, 1))
t(lambda: date(2024, 1, 1) == datetime.datetime(2024, 1, 1))
t(lambda: datetime.datetime(2024, 1, 1) < datetime.datetime(2024, 1, 1, tzinfo=timezone.utc))
t(lambda: datetime.datetime(2024, 1, 1) == datetime.datetime(2024, 1, 1, tzinfo=timezone.utc))
t(lambda: datetime.datetime(2024, 1, 1) - datetime.datetime(2024, 1, 1, tzinfo=timezone.utc))
t(lambda: timedelta(days=1e9))
t(lambda: date.max + timedelta(1))
t(lambda: date.fromisoformat("2024-1-1"))
t(lambda: datetime.datetime.fromisoformat("2024-01-01T25:00"))
t(lambda: timezone(timedelta(hours=24)))
t(lambda: date(2024, "1", 1))
t(lambda: date(2024.0, 1, 1))
t(lambda: timedelta(1) * timedelta(1))
t(lambda: timedelta(1) / 0)
t(lambda: timedelta(1) < 5)
t(lambda: timedelta("1"))
