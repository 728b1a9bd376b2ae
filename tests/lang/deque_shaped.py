# deque's state lives in the shaped value array of its instances (stdnative15): the native
# methods find it through the layout's kind bit, or by name when a subclass set attributes
# first, or in a dict once the instance has one.
from collections import deque
import copy
import datetime

q = deque([1, 2, 3], maxlen=5)
q.append(4)
q.appendleft(0)
q.append(5)
print(q, len(q), q.pop(), q.popleft(), list(q))


class Early(deque):
    def __init__(self, items):
        self.tag = "early"
        self.count_calls = 0
        super().__init__(items)

    def total(self):
        return sum(self)


e = Early([3, 4, 5])
e.append(6)
e.appendleft(2)
print(e, e.tag, len(e), e.total(), e.pop(), e.popleft(), 4 in e, e.count(4))
for x in e:
    print("item", x)
e.rotate(1)
print(list(e), list(reversed(e)))


class Late(deque):
    pass


late = Late("abc")
late.extra = 1
late.append("d")
del late.extra
late.appendleft("z")
print(late, len(late), late.popleft(), bool(late))
it = iter(late)
print(next(it))
late.append("e")
try:
    next(it)
except RuntimeError as exc:
    print("RuntimeError", exc)

# Copies of a subclass are made by calling the subclass, as CPython's deque does.
try:
    copy.deepcopy(e)
except TypeError as exc:
    print("TypeError", exc)
print(type(late.copy()).__name__, late.copy(), type(copy.copy(late)).__name__)


class Logged(deque):
    def append(self, x):
        print("append", x)
        super().append(x)


g = Logged([1, [2]], 4)
g.tag = [7]
g2 = copy.deepcopy(g)
print(type(g2).__name__, g2, g2.tag, g2.tag is g.tag, g2[1] is g[1], g2.maxlen)
print(deque([1, 2, 3], maxlen=4) * 2, deque([1, 2]) * 0, deque([1, 2]) * -1, deque([1], 2) * 3)
print(Logged([5]) + deque([6]), type(Logged([5]) * 2).__name__)
c2 = copy.copy(q)
c2.append(7)
print(c2, q)

# A deque method handed some other instance (shaped ones included) refuses it.
d = datetime.date(2024, 5, 6)
for bad in (d, Late, 3, e.tag):
    try:
        deque.append(bad, 1)
    except TypeError:
        print("TypeError")
print(d, d.year, d + datetime.timedelta(days=1))


class Point:
    def __init__(self, x):
        self.x = x


try:
    deque.pop(Point(1))
except TypeError:
    print("TypeError")

empty = deque()
while empty or len(empty) < 3:
    empty.append(len(empty))
    if len(empty) >= 3:
        break
print(empty, len(empty))
