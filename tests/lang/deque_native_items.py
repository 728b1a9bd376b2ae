# deque's extend, extendleft, __getitem__, __setitem__ and __delitem__ are natives
# (stdnative15): their results, errors and budget-charged loops match CPython's deque.
from collections import deque

d = deque([1, 2, 3])
d.extend(d)
print(d)
d.extendleft(d)
print(d)
d.extend([7, 8])
d.extend((9,))
d.extendleft("ab")
d.extend(range(3))
d.extend({"k": 1})
print(d, len(d))

b = deque(maxlen=3)
b.extend(range(10))
print(b)
b.extendleft([100, 200])
print(b)
z = deque(maxlen=0)
z.extend([1, 2])
z.extendleft([1, 2])
print(z, len(z))


def watcher(q):
    # Items produced while the deque grows: each sees the appends so far.
    for k in range(4):
        yield (k, len(q))


w = deque()
w.extend(watcher(w))
print(w)


def mutator(q):
    yield 1
    q.clear()
    yield 2
    q.appendleft(0)
    yield 3


m = deque([5, 6])
m.extend(mutator(m))
print(m)

for bad in (5, None):
    try:
        deque().extend(bad)
    except TypeError as exc:
        print("TypeError", exc)
try:
    deque().extend()
except TypeError as exc:
    print("TypeError", exc)


def failing():
    yield 1
    raise KeyError("stop")


f = deque()
try:
    f.extend(failing())
except KeyError as exc:
    print("KeyError", exc, f)

s = deque("abcdef")
print(s[0], s[-1], s[2], s[-6], s[True])
s[0] = "A"
s[-1] = "F"
del s[1]
del s[-2]
print(s, len(s))
for i in (6, -7, 10 ** 30, -(10 ** 30)):
    try:
        print(s[i])
    except IndexError as exc:
        print("IndexError", exc)
for i in ("x", 1.5, None, slice(0, 2)):
    try:
        print(s[i])
    except TypeError as exc:
        print("TypeError", exc)
    try:
        s[i] = 1
    except TypeError as exc:
        print("TypeError", exc)
    try:
        del s[i]
    except TypeError as exc:
        print("TypeError", exc)


class Idx:
    def __index__(self):
        return -1


print(s[Idx()])
s[Idx()] = "last"
del s[Idx()]
print(s)

e = deque()
try:
    e[0]
except IndexError as exc:
    print("IndexError", exc)
e.append(1)
del e[0]
e.appendleft(2)
print(e, e[0], e[-1])

# An iterator notices del, not item replacement.
q = deque(range(5))
it = iter(q)
next(it)
q[1] = 10
print(next(it))
del q[0]
try:
    next(it)
except RuntimeError as exc:
    print("RuntimeError", exc)

# Peeking at both ends in a sliding window.
win = deque(maxlen=4)
total = 0
for v in range(50):
    win.append(v * v % 17)
    total += win[0] - win[-1] + win[len(win) // 2]
print(total, win)
