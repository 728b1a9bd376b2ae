# strftime, isoformat and str of date, datetime and timedelta (native in
# stdlib/np_lib_datetime.c for naive datetimes and datetime.timezone; the Python methods for
# other tzinfos, long formats and bad arguments).
from datetime import date, datetime, time, timedelta, timezone, tzinfo


class Named(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=2, minutes=30)

    def tzname(self, dt):
        return "TWO"

    def dst(self, dt):
        return None


fmts = ["%Y-%m-%d %H:%M:%S.%f", "%y %C %b %h %B %a %A %j %-j %p %I %-I %-m/%-d %-H:%-M:%-S",
        "%z|%Z|%%|%e|%c|%x|%D|%X|%T|%R|%F|%w|%u|%U|%W|%G|%V|%n|%t|%q|%-q|%", "%-", "",
        "plain text", "% %%%% %Ex %EY %Od %OH %Eq %Oq %E %-d %-Od", "héllo %d ✓", "%H:%M"]
zones = [None, timezone.utc, timezone(timedelta(hours=-5), "EST"),
         timezone(timedelta(hours=5, minutes=30)), timezone(timedelta(seconds=-3661)),
         timezone(timedelta(seconds=1, microseconds=5)), Named()]
stamps = [(2024, 3, 10, 8, 5, 9, 7), (1, 1, 1, 0, 0, 0, 0), (9999, 12, 31, 23, 59, 59, 999999),
          (2021, 1, 3, 12, 0, 0, 0), (2020, 12, 31, 13, 1, 2, 30), (2026, 1, 1, 0, 0, 0, 500)]
for st in stamps:
    d = date(*st[:3])
    print(d.isoformat(), str(d), d.strftime("%Y/%m/%d %a %j %U %W %G-W%V-%u %H:%M:%S %f %z|%Z"),
          d.ctime(), datetime(*st).ctime(), format(d, "%d %B"), f"{d}", f"{d:%A}")
    for tz in zones:
        x = datetime(*st, tzinfo=tz)
        print(x.isoformat(), str(x), x.isoformat(" "), x.isoformat(sep="_", timespec="hours"),
              x.isoformat(timespec="minutes"), x.isoformat("T", "seconds"),
              x.isoformat(timespec="milliseconds"), x.isoformat(timespec="microseconds"),
              x.isoformat(sep="é"), f"{x}", f"{x:%d.%m.%Y %H%M %z %Z}")
    for f in fmts:
        print(repr(datetime(*st).strftime(f)), repr(datetime(*st, tzinfo=zones[3]).strftime(f)))

for td in [timedelta(0), timedelta(1), timedelta(-1), timedelta(2, 3, 4), timedelta(-2, 3, 4),
           timedelta(microseconds=-1), timedelta.max, timedelta.min, timedelta(hours=25.5),
           timedelta(seconds=59.999999)]:
    print(str(td), repr(td), f"{td}")


def attempt(f):
    try:
        print("ok", repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


x = datetime(2024, 3, 10, 8, 5, 9, 7)
attempt(lambda: x.isoformat(timespec="days"))
attempt(lambda: x.isoformat(sep="--"))
attempt(lambda: x.isoformat(sep=""))
attempt(lambda: x.replace(tzinfo=timezone.utc).isoformat(sep=None))
attempt(lambda: x.isoformat(5))
attempt(lambda: x.isoformat("T", 5))
attempt(lambda: x.strftime(5))
attempt(lambda: date(2024, 1, 1).strftime(b"%Y"))
attempt(lambda: x.strftime("%Y" * 200)[-8:])
attempt(lambda: x.isoformat("T", "seconds", 1))

# format() and f-strings of date, datetime and time (native __format__).
d0, x0, t0 = date(2024, 1, 2), datetime(2024, 1, 2, 3, 4, 5, 6), time(5, 6)
print(f"{d0} {d0:%d.%m} {x0} {x0:%H:%M:%S.%f} {t0} {t0:%H-%M} {format(d0)} {format(x0, '')}",
      f"{x0.replace(tzinfo=timezone.utc):%z %Z}", f"{d0:>12}", format(t0, ""))
attempt(lambda: format(d0, 5))
attempt(lambda: d0.__format__(5))
attempt(lambda: t0.__format__(5))
