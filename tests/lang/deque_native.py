# deque's append, appendleft, pop, popleft and __len__ are natives working on the
# Python class's state (stdlib/np_lib_collections.c): every other method, subclasses, bounded
# deques, errors and iteration checks must still behave as CPython's deque.
from collections import deque
import copy

q = deque()
print(len(q), bool(q), q)
for i in range(10):
    q.append(i)
    q.appendleft(-i)
print(len(q), bool(q), q, q[0], q[-1])
print(q.pop(), q.popleft(), q.pop(), q.popleft(), len(q))
q.rotate(3)
print(q, list(reversed(q)), 4 in q, 99 in q)
q.extend([100, 101])
q.extendleft([-100, -101])
print(q, q.index(100), q.count(0))

# Many front pushes, then pops from both ends (the head room is reused and compacted).
big = deque()
for i in range(2000):
    big.appendleft(i)
    if i % 3 == 0:
        big.append(-i)
total = 0
while len(big) > 5:
    total += big.popleft()
    if len(big) % 4 == 0:
        total -= big.pop()
print(total, big, len(big))
while big:
    big.pop()
print(big, len(big), bool(big))
big.appendleft("x")
print(big, big.popleft(), big)

# Bounded deques drop from the other end.
b = deque(maxlen=3)
for i in range(6):
    b.append(i)
print(b, b.maxlen)
b.appendleft(-1)
print(b)
z = deque([1, 2], maxlen=0)
z.append(5)
z.appendleft(6)
print(z, len(z))

# Errors as CPython reports them.
for f in [lambda: deque().pop(), lambda: deque().popleft(), lambda: deque().append(),
          lambda: deque().pop(1), lambda: deque().append(1, 2), lambda: deque().popleft(0)]:
    try:
        f()
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)

# Mutation during iteration is still noticed.
for mut in [lambda d: d.append(9), lambda d: d.popleft(), lambda d: d.appendleft(0),
            lambda d: d.pop()]:
    d = deque([1, 2, 3])
    try:
        for v in d:
            mut(d)
    except RuntimeError as e:
        print("RuntimeError", e)


# Subclasses: an override wins, super() reaches the native, len() and truth use the natives.
class Logged(deque):
    def append(self, x):
        super().append(x * 10)

    def popleft(self):
        return ("left", super().popleft())


lq = Logged([1, 2])
lq.append(3)
lq.appendleft(0)
print(lq, len(lq), bool(lq), lq.popleft(), lq.pop(), isinstance(lq, deque))


class Sized(deque):
    def __len__(self):
        return 42


print(len(Sized([1])), bool(Sized()), bool(Sized([1])))

# Copies, equality and the repr see the same state.
c = deque(range(5))
c.appendleft(-1)
c.popleft()
c2 = copy.copy(c)
c3 = c.copy()
c2.append(5)
print(c, c2, c3, c == c3, c < c2, c * 2, c + c3)

