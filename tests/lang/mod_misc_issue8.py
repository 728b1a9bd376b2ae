# divmod() of user classes (__divmod__/__rdivmod__, timedelta), statistics.linear_regression, tuple(namedtuple).
from datetime import timedelta
print(divmod(timedelta(hours=5), timedelta(hours=2)))
class A:
    def __rdivmod__(self, o): return ("r", o)
print(divmod(3, A()))
try:
    divmod("a", 1)
except TypeError as e: print(e)
import statistics as st
print(st.linear_regression([1, 2, 3], [2, 4, 7]))
r = st.linear_regression([1.5, 2, 3.25, 4], [3, 5.5, 6, 9.75], proportional=True)
print(r, r.slope, r.intercept)
for a, b in (([1, 1], [2, 3]), ([1], [2]), ([1, 2], [3])):
    try:
        st.linear_regression(a, b)
    except st.StatisticsError as e:
        print("StatisticsError:", e)
from collections import namedtuple
P = namedtuple("P", "x y")
p = P(1, 2)
t = tuple(p)
print(t, type(t).__name__, t is p, tuple(t) is t, list(p))
