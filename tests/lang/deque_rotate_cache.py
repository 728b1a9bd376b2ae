# deque.rotate (native, through the free head room) and native methods cached at LOADMETHOD
# sites on user-class instances: every rotation amount against a list model, maxlen, errors,
# iteration invalidated by rotate, a drained deque reused, shadowing of a cached native.
from collections import deque


def model_rotate(items, n):
    if not items:
        return items
    n %= len(items)
    return items[-n:] + items[:-n] if n else items


for size in range(0, 9):
    for n in range(-20, 21):
        d = deque(range(size))
        d.rotate(n)
        assert list(d) == model_rotate(list(range(size)), n), (size, n, list(d))
print("rotations ok")

# Rotations mixed with appends at both ends and pops, checked against a list.
d = deque()
m = []
seed = 5
for step in range(3000):
    seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
    op = seed % 7
    if op == 0:
        d.append(step); m.append(step)
    elif op == 1:
        d.appendleft(step); m.insert(0, step)
    elif op == 2 and m:
        assert d.pop() == m.pop()
    elif op == 3 and m:
        assert d.popleft() == m.pop(0)
    else:
        k = (seed >> 8) % 23 - 11
        d.rotate(k)
        m = model_rotate(m, k)
    assert len(d) == len(m)
assert list(d) == m
print(len(d), d[0] if d else None, d[-1] if d else None)

d = deque([1, 2, 3])
d.rotate()
print(d)
d.rotate(True)
print(d)
d.rotate(10 ** 6 + 1)
print(d)
d.rotate(-(10 ** 6))
print(d)
for bad in (1.5, "2", None):
    try:
        d.rotate(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    d.rotate(10 ** 30)
except OverflowError as e:
    print("OverflowError", e)
try:
    d.rotate(1, 2)
except TypeError as e:
    print("TypeError", e)
try:
    d.rotate(n=1)
except TypeError as e:
    print("TypeError", e)

b = deque([1, 2, 3, 4], maxlen=4)
b.rotate(1)
b.append(5)
print(b, b.maxlen)
b.rotate(-2)
b.appendleft(0)
print(b)

it = iter(deque([1, 2, 3]))
d = deque([1, 2, 3])
it = iter(d)
next(it)
d.rotate(1)
try:
    next(it)
except RuntimeError as e:
    print("RuntimeError", e)
d = deque([7])
it = iter(d)
d.rotate(5)
print(list(it))

# A drained deque reuses its buffer; contents stay right.
d = deque()
for r in range(5):
    for i in range(r * 3):
        d.append(i)
    got = []
    while d:
        got.append(d.popleft())
    print(r, got[:4], len(d))
d.append("x")
d.appendleft("y")
print(d)
try:
    d.clear()
    d.pop()
except IndexError as e:
    print("IndexError", e)


# A native method found on the class is cached per call site; an instance attribute or a
# subclass override with the same name must still win.
class Q(deque):
    pass


def push_all(q, n):
    for i in range(n):
        q.append(i)
    return q


q = push_all(Q(), 3)
print(type(q).__name__, list(q))
q.append = lambda x: print("shadowed", x)
push_all(q, 2)
print(list(q))


class Loud(deque):
    def append(self, x):
        print("loud", x)
        deque.append(self, x * 10)


print(list(push_all(Loud(), 2)), list(push_all(deque(), 2)))
Q.append = lambda self, x: deque.appendleft(self, x)
print(list(push_all(Q(), 3)))
del Q.append
print(list(push_all(Q(), 3)))
