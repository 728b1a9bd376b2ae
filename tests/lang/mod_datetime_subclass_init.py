# Subclasses of date, datetime, time and timedelta whose own __init__ does not call the
# base's still have their fields (CPython sets them in __new__; stdlib/np_lib_datetime.py
# _fields_first wraps such an __init__), with CPython's error for arguments the base refuses.
from datetime import datetime, date, time, timedelta
class B(date):
    def __init__(self, y, m, d):
        self.note = "x"
b = B(2020, 5, 6)
print(b.year, b.note, b)
class E(datetime):
    def __init__(self, *a, **k):
        self.tag = k.get("tzinfo")
e = E(2020, 1, 2, 3, 4)
print(repr(e), e.tag, e + timedelta(hours=1), e.hour)
class F(E):
    pass
f = F(2021, 2, 3)
print(repr(f), f.tag, f.date())
class T(timedelta):
    def __init__(self, *a, **k):
        self.label = "t"
t = T(days=2, hours=3)
print(t, t.label, t.total_seconds(), t * 2)
class Tm(time):
    def __init__(self, h, m):
        pass
tm = Tm(5, 6)
print(tm, tm.hour)
class G(date):
    def __init__(self, s):
        pass
try:
    G("2020-01-01")
except TypeError as ex:
    print("TypeError", ex)
