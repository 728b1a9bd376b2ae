# datetime.time: construction, comparisons, hashing, isoformat/str/strftime (native in
# stdlib/np_lib_datetime.c for naive times and datetime.timezone) and their errors.
from datetime import time, timedelta, timezone, tzinfo


def attempt(f):
    try:
        print("ok", repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


class Zone(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=1)

    def tzname(self, dt):
        return "ONE"

    def dst(self, dt):
        return None


for args, kw in [((), {}), ((9, 30), {}), ((23, 59, 59, 999999), {}), ((24,), {}),
                 ((0, 60), {}), ((0, 0, 60), {}), ((0, 0, 0, 10 ** 6), {}), ((-1,), {}),
                 ((1.5,), {}), (("1",), {}), ((1, 2, 3, 4, None), {"fold": 1}),
                 ((1,), {"fold": 2}), ((1,), {"tzinfo": 5}), ((1,), {"tzinfo": timezone.utc}),
                 ((1, 2, 3, 4, None, 1), {}), ((1,), {"hour": 2}), ((1,), {"bad": 2}),
                 ((), {"minute": 5, "hour": 3}), ((True, False), {})]:
    attempt(lambda: time(*args, **kw))
t1, t2 = time(9, 30), time(17, 5, 1, 250)
u1 = time(9, 30, tzinfo=timezone.utc)
u2 = time(10, 30, tzinfo=timezone(timedelta(hours=1)))
z1 = time(10, 30, tzinfo=Zone())
print(t1 < t2, t1 <= t2, t1 == t2, t1 != t2, t1 > t2, t1 >= t2, t1 == time(9, 30), t1 == 5,
      u1 == u2, u1 < u2, u1 == z1, hash(u1) == hash(u2), hash(t1) == hash(time(9, 30)),
      len({t1, time(9, 30), t2}), sorted([t2, t1, time(0)]))
attempt(lambda: t1 < u1)
attempt(lambda: t1 < 5)
print(t1 == u1)
for t in [t1, t2, u1, u2, z1, time(0), time(12, 0, 0, 5000, timezone(timedelta(minutes=-90)))]:
    print(str(t), t.isoformat(), t.isoformat("hours"), t.isoformat(timespec="minutes"),
          t.isoformat("seconds"), t.isoformat("milliseconds"), t.isoformat("microseconds"),
          t.strftime("%H:%M:%S.%f %I %p %z %Z %Y-%m-%d %j %a"), f"{t:%H%M}", f"{t}", repr(t) if t is not z1 else "")
attempt(lambda: t1.isoformat("days"))
attempt(lambda: t1.isoformat(5))
attempt(lambda: t1.isoformat("auto", 1))
attempt(lambda: t1.strftime(5))
attempt(lambda: t1.isoformat(timespec=None))
