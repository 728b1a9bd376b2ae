# The native paths of date, datetime and timedelta (stdlib/np_lib_datetime.c) and their Python
# fallbacks: construction and its errors, arithmetic, comparisons, hashing, subclasses (results
# of self's type), aware datetimes with one or two tzinfo objects, and overflow.
from datetime import date, datetime, time, timedelta, timezone, tzinfo


def attempt(f):
    try:
        r = f()
        print("ok", repr(r))
    except Exception as e:
        print(type(e).__name__, e)


# timedelta construction: ints, floats with CPython's rounding, keywords, positional.
for args, kw in [((), {}), ((1, 2, 3), {}), ((), {"milliseconds": 1.5}),
                 ((), {"milliseconds": 37.4999}), ((), {"seconds": 0.0000005}),
                 ((), {"seconds": 0.0000015}), ((), {"seconds": -0.0000025}),
                 ((), {"minutes": 1.1, "hours": -2.25, "weeks": 0.5}),
                 ((1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5), {}), ((), {"days": True}),
                 ((), {"days": -1, "seconds": -1}), ((), {"microseconds": 10 ** 15}),
                 ((), {"days": 999999999, "hours": 24}), ((), {"days": -999999999, "hours": -24}),
                 ((), {"days": 10 ** 20}), ((), {"seconds": float("inf")}),
                 ((), {"seconds": float("nan")}), ((), {"seconds": "1"}), ((), {"bad": 1}),
                 ((1, 2, 3, 4, 5, 6, 7, 8), {}), ((1,), {"days": 2})]:
    attempt(lambda: timedelta(*args, **kw))
for ms in [0.5, 1.5, 2.5, -0.5, -1.5, 1e-7, 123456.789, 40.0 / 3]:
    print(timedelta(milliseconds=ms), timedelta(seconds=ms / 7, minutes=ms))

a, b = timedelta(days=2, seconds=5), timedelta(hours=-3, microseconds=7)
print(a + b, a - b, b - a, -a, -b, a * 3, 3 * a, a * -2, a / b, b / a, a * 0)
print(a < b, a <= b, a == b, a != b, a > b, a >= b, a == timedelta(2, 5), a == 5, a != "x")
print(a.total_seconds(), b.total_seconds(), timedelta.max.total_seconds(), bool(a),
      bool(timedelta(0)), hash(a) == hash((2, 5, 0)), hash(b) == hash((-1, 75600, 7)))
attempt(lambda: a < 5)
attempt(lambda: a + 5)
attempt(lambda: timedelta.max + timedelta(1))
attempt(lambda: timedelta.max * 2)
attempt(lambda: -timedelta.max - timedelta(2))
attempt(lambda: a / timedelta(0))
attempt(lambda: a * 1.5)
attempt(lambda: a * 2 ** 70)

# dates.
for y, m, d in [(2024, 2, 29), (2023, 2, 29), (0, 1, 1), (10000, 1, 1), (2024, 0, 1),
                (2024, 13, 1), (2024, 4, 31), (2024, 4, 0)]:
    attempt(lambda: date(y, m, d))
attempt(lambda: date(2024, 1))
attempt(lambda: date(2024.0, 1, 1))
attempt(lambda: date("2024", 1, 1))
attempt(lambda: date(year=2024, month=5, day=6))
attempt(lambda: date(2024, 5, day=6, month=1))
attempt(lambda: date(2024, 5, 6, 7))
d1, d2 = date(2024, 3, 10), date(1999, 12, 31)
print(d1 + timedelta(days=400, hours=23), d1 - timedelta(days=-1, seconds=1), d1 - d2, d2 - d1,
      timedelta(3) + d1)
print(d1 < d2, d1 <= d2, d1 == d2, d1 != d2, d1 > d2, d1 >= d2, d1 == date(2024, 3, 10),
      d1 == "x", d1.toordinal(), d1.weekday(), d1.isoweekday(), d2.weekday(), d2.isoweekday())
print(hash(d1) == hash(date(2024, 3, 10)), len({d1, date(2024, 3, 10), d2}))
attempt(lambda: date.max + timedelta(1))
attempt(lambda: date.min - timedelta(1))
attempt(lambda: d1 < 5)
attempt(lambda: d1 - 5)
attempt(lambda: d1 + d2)

# datetimes: naive, one tzinfo object, two tzinfo objects, naive with aware.
for args, kw in [((2024, 3, 10, 24), {}), ((2024, 3, 10, 1, 60), {}),
                 ((2024, 3, 10, 1, 2, 60), {}), ((2024, 3, 10, 1, 2, 3, 10 ** 6), {}),
                 ((2024, 3, 10), {"fold": 2}), ((2024, 3, 10), {"tzinfo": 5}),
                 ((2024, 3, 10, 1, 2, 3, 4, timezone.utc), {"fold": 1}),
                 ((2024, 3, 10, 1.0), {}), ((2024, 3), {}), ((2024, 3, 10), {"hour": 5}),
                 ((2024, 2, 30), {}), ((2024, 3, 10, 1, 2, 3, 4, None, 1), {})]:
    attempt(lambda: datetime(*args, **kw))
n1, n2 = datetime(2024, 3, 10, 8, 30, 15, 250000), datetime(2023, 12, 31, 23, 59, 59)
u = timezone.utc
e = timezone(timedelta(hours=-5), "EST")
a1, a2 = n1.replace(tzinfo=u), n2.replace(tzinfo=u)
a3 = datetime(2024, 3, 10, 3, 30, 15, 250000, e)
print(n1 + timedelta(seconds=-0.5), n1 - timedelta(days=70), n1 - n2, n2 - n1, a1 - a2,
      a1 - a3, a3 - a1, timedelta(1) + a1)
print(n1 < n2, n1 <= n2, n1 == n2, n1 != n2, n1 > n2, n1 >= n2, n1 == n1.replace(),
      a1 == a3, a1 < a3, a1 <= a3, a1 != a3, n1 == a1, n1 == d1, n1 != d1)
print(hash(n1) == hash(datetime(2024, 3, 10, 8, 30, 15, 250000)), hash(a1) == hash(a3),
      len({a1, a3, a2}), n1.toordinal(), n1.weekday(), n1.isoweekday())
attempt(lambda: n1 < a1)
attempt(lambda: n1 - a1)
attempt(lambda: n1 < d1)
attempt(lambda: n1 < 5)
attempt(lambda: datetime.max + timedelta(microseconds=1))
attempt(lambda: datetime.min - timedelta(microseconds=1))
print(sorted([a1, a3, a2, a1 + timedelta(hours=-5)]))
print(max(n1, n2), min([n1, n2, n1 - timedelta(1)]))


# Subclasses: arithmetic results are of self's type; timedelta results never are.
class MyDate(date):
    pass


class MyDT(datetime):
    def hello(self):
        return "hi " + self.isoformat()


class MyTD(timedelta):
    pass


class UTCish(tzinfo):
    def utcoffset(self, dt):
        return timedelta(0)


m = MyDT(2024, 1, 2, 3, 4, 5)
print(type(m + timedelta(1)).__name__, (m + timedelta(1)).hello(), type(m - timedelta(1)).__name__,
      type(timedelta(1) + m).__name__, type(m - m).__name__, m == datetime(2024, 1, 2, 3, 4, 5))
print(type(MyDate(2020, 1, 1) + timedelta(1)).__name__, type(MyTD(1) + MyTD(2)).__name__,
      type(-MyTD(1)).__name__, type(MyTD(2) * 2).__name__, MyTD(hours=1.5))
w1 = datetime(2024, 1, 1, tzinfo=UTCish())
w2 = datetime(2024, 1, 1, 5, tzinfo=UTCish())
print(w2 - w1, w1 < w2, w1 == w2, hash(w1) == hash(w1.replace()))


# Argument errors have the messages of CPython's C constructors.
attempt(lambda: date(2024, 5, month=1))
attempt(lambda: date(2024, 5, bad=1))
attempt(lambda: date())
attempt(lambda: datetime(2024, 5, month=1))
attempt(lambda: datetime(2024, 5, 6, bad=1))
attempt(lambda: datetime(2024, 5, 6, 1, 2, 3, 4, None, 1, 2))
attempt(lambda: datetime(2024, 5, 6, 1, 2, 3, 4, None, fold=1, hour=2))
attempt(lambda: timedelta(1, 2, seconds=3))
attempt(lambda: timedelta(1, 2, 3, 4, 5, 6, 7, hours=8))
attempt(lambda: timedelta(days=2 ** 31))
attempt(lambda: timedelta(days=2 ** 31 - 1))
attempt(lambda: timedelta(days=-2 ** 31 - 1))
attempt(lambda: datetime(2024, 5, 6, 1.5))
attempt(lambda: datetime(2024, 5, 6, fold=1.0))

# Aware datetimes across zones, timestamp() and replace().
east = timezone(timedelta(hours=9))
x1 = datetime(2024, 3, 10, 18, 0, tzinfo=east)
x2 = datetime(2024, 3, 10, 9, 0, tzinfo=timezone.utc)
print(x1 == x2, x1 < x2, x1 <= x2, x1 - x2, x2 - x1 + timedelta(1), hash(x1) == hash(x2),
      len({x1, x2}), x1.timestamp(), x2.timestamp(), datetime(1970, 1, 1, tzinfo=east).timestamp(),
      datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=timezone.utc).timestamp(),
      datetime(2024, 1, 1, 0, 0, 0, 1, tzinfo=timezone.utc).timestamp(), w1.timestamp())
attempt(lambda: x1 < datetime(2024, 1, 1))
attempt(lambda: x1 - datetime(2024, 1, 1))
print(x1 == datetime(2024, 3, 10, 18), x1 != datetime(2024, 3, 10, 18))
for kw in [{}, {"year": 2023}, {"month": 2, "day": 29}, {"hour": 23, "minute": 59},
           {"tzinfo": None}, {"tzinfo": timezone.utc}, {"fold": 1}, {"microsecond": 5},
           {"year": 2023, "month": 2, "day": 29}, {"hour": 24}, {"tzinfo": 5},
           {"fold": 2}, {"day": 1.0}, {"bad": 1}, {"second": True}]:
    attempt(lambda: x1.replace(**kw))
    attempt(lambda: n1.replace(**{k: v for k, v in kw.items() if k != "fold"}))
    attempt(lambda: d1.replace(**{k: v for k, v in kw.items() if k in ("year", "month", "day")}))
attempt(lambda: n1.replace(2020, 1, 2, 3, 4, 5, 6, None))
attempt(lambda: n1.replace(2020, 1, 2, 3, 4, 5, 6, None, 1))
attempt(lambda: d1.replace(2020, 1, 2, 3))
print(type(m.replace(year=2020)).__name__, type(MyDate(2020, 1, 1).replace(day=5)).__name__)

# fromordinal and isocalendar.
for n in [0, 1, 730000, 3652059, 3652060, 2 ** 63, -5, True, 1.0, "1"]:
    attempt(lambda: date.fromordinal(n))
    attempt(lambda: datetime.fromordinal(n))
print(type(MyDate.fromordinal(5)).__name__, type(MyDT.fromordinal(5)).__name__,
      MyDT.fromordinal(800000).hello())
for st in [(2020, 1, 1), (2021, 1, 3), (2020, 12, 31), (2026, 12, 28), (1, 1, 1), (9999, 12, 31),
           (2024, 12, 30), (2027, 1, 1)]:
    print(date(*st).isocalendar(), datetime(*st).isocalendar(), tuple(date(*st).isocalendar()))

# timedelta //, %, divmod, abs, / int, reprs and datetime.date().
tds = [timedelta(7), timedelta(-7, 3), timedelta(microseconds=5), timedelta(microseconds=-5),
       timedelta(hours=5), timedelta(hours=-5), timedelta.max, timedelta.min]
for x in tds:
    for y in tds[:6]:
        print(x // y, x % y, divmod(x, y), x / y, end=" | ")
    for k in [1, 2, 3, -2, 7, -7]:
        print(x // k if k > 0 else "", x / k, end=" ")
    print(abs(x) if x != timedelta.min else "", repr(x), repr(-x) if abs(x.days) < 9 else "")
attempt(lambda: timedelta(1) // 0)
attempt(lambda: timedelta(1) // timedelta(0))
attempt(lambda: timedelta(1) % timedelta(0))
attempt(lambda: timedelta(1) / 0)
attempt(lambda: timedelta(1) // -2)
attempt(lambda: timedelta(1) // 1.5)
attempt(lambda: abs(timedelta.min))
print(repr(datetime(2024, 1, 2, 3, 4)), repr(datetime(2024, 1, 2, 3, 4, 5)),
      repr(datetime(2024, 1, 2, 3, 4, 0, 7)), repr(datetime(2024, 1, 2, fold=1)),
      repr(date(2024, 1, 2)), repr(x1), repr(m), repr(MyTD(1)), repr([d1, n1, a1]),
      repr(MyDate(2020, 1, 1)), x1.date(), type(m.date()).__name__, n1.date() == d1, repr(a3.date()))

# timedelta * float (CPython's as_integer_ratio and round-half-even).
for x in tds[:6] + [timedelta(microseconds=1), timedelta(microseconds=3), timedelta(days=-3)]:
    print([str(x * f) for f in [0.0, -0.0, 0.5, 1.5, 2.5, -0.5, 1 / 3, 1e-7, 3.14159, 1e6, -2.0]],
          str(0.5 * x), str(x * 1e-12))
attempt(lambda: timedelta(1) * float("nan"))
attempt(lambda: timedelta(1) * float("inf"))
attempt(lambda: timedelta(1) * 1e300)
attempt(lambda: timedelta(1) * 1e9)
attempt(lambda: timedelta.max * 1.0)
attempt(lambda: timedelta.max * 1.5)
