# cpython: skip (CPython refuses object.__setattr__ on its C types)
# Fields written out of range around the classes' __setattr__ (object.__setattr__) must not
# crash the natives of stdlib/np_lib_datetime.c (table indexes, int64 overflow: make asan
# catches both without their range checks): they leave such objects to the Python methods.
from datetime import date, datetime, timedelta


def _setf(obj, *pairs):
    for k in range(0, len(pairs), 2):
        object.__setattr__(obj, pairs[k], pairs[k + 1])


def attempt(f):
    try:
        f()
        print("ok")
    except Exception as e:
        print(type(e).__name__)


d = date(2024, 1, 1)
_setf(d, "month", 13)
attempt(lambda: d.weekday())
attempt(lambda: d + timedelta(1))
attempt(lambda: d.strftime("%b %j"))
x = datetime(2024, 1, 1)
_setf(x, "year", 2 ** 62)
attempt(lambda: x < datetime(2024, 1, 1))
attempt(lambda: x + timedelta(1))
attempt(lambda: x.isoformat())
t = timedelta(1)
_setf(t, "days", 2 ** 62, "_us", 2 ** 63 - 1)
attempt(lambda: datetime(2024, 1, 1) + t)
attempt(lambda: date(2024, 1, 1) + t)
attempt(lambda: t * 2.5)
print("survived")
