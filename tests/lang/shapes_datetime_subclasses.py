# Subclasses of the datetime classes (shaped classes of __main__ deriving from shaped stdlib
# classes): __slots__, an own __setattr__, a class made in a function, and many instances.
from datetime import datetime, date, timedelta, time, timezone, tzinfo
class S(datetime):
    __slots__ = ("x",)
s = S(2020, 1, 2, 3)
s.x = 5
print(s, s.x, s + timedelta(1), s - datetime(2020, 1, 1), s < datetime(2021, 1, 1))
class W(date):
    def __setattr__(self, k, v):
        print("set", k)
        super().__setattr__(k, v)
w = W(2020, 5, 5)
w.q = 1
print(w, w.q, w + timedelta(3), w.isoformat(), w.replace(day=9))
def mk():
    class L(timedelta):
        pass
    return L
L = mk()
l = L(hours=5)
print(l, l * 2, l + l, -l, l.total_seconds())
xs = [datetime(2020, 1, 1) + timedelta(minutes=7 * i) for i in range(300)]
print(sum((b - a for a, b in zip(xs, xs[1:])), timedelta()), xs[-1].time(), xs[100].timetz())
for i in range(3):
    d = date.fromordinal(730000 + i * 1000)
    print(d, d.weekday(), d.isocalendar(), datetime.combine(d, time(1, 2)), d.timetuple()[:3])
t = time(4, 5, 6)
print(t.replace(hour=1), t.isoformat(), t < time(5), hash(t) == hash(time(4, 5, 6)))
print(datetime.fromisoformat("2021-03-04T05:06:07+01:00"), datetime.strptime("2021-03-04", "%Y-%m-%d"))
