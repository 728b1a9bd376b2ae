# deque.append's inlined unbounded case and its bounded fallback: maxlen drops from the left
# (0 keeps nothing), appends bump the mutation count seen by running iterators, and a
# subclass's own append is the one called.
from collections import deque

d = deque(maxlen=3)
for i in range(6):
    d.append(i)
    print(list(d), len(d))
z = deque(maxlen=0)
z.append(1)
print(list(z), z.maxlen)
u = deque()
for i in range(200):
    u.append(i)
    if i % 3 == 0:
        u.popleft()
print(len(u), u[0], u[-1], sum(u))
it = iter(u)
next(it)
u.append(5)
try:
    next(it)
except RuntimeError as e:
    print("RuntimeError", e)


class Logged(deque):
    def append(self, x):
        print("append", x)
        super().append(x * 10)


g = Logged([1], 2)
g.append(2)
g.append(3)
print(g)
try:
    deque().append()
except TypeError as e:
    print("TypeError", e)
try:
    deque().append(1, x=2)
except TypeError as e:
    print("TypeError", e)
