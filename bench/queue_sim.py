# Benchmark (held-out style): a discrete event / work-queue simulation. Measures
# collections.deque append/popleft/appendleft/rotate, list append/pop as a stack,
# list.insert/pop(0), try/except around dict lookups and raises in a loop, and len().
from collections import deque


class Overflow(Exception):
    pass


def simulate(steps):
    q = deque()
    stack = []
    served = {}
    dropped = 0
    waits = 0
    seed = 12345
    for step in range(steps):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        kind = seed % 5
        if kind < 3:
            q.append((step, seed % 17))
        elif kind == 3 and q:
            t, c = q.popleft()
            waits += step - t
            try:
                served[c] += 1
            except KeyError:
                served[c] = 1
            stack.append(c)
        else:
            q.appendleft((step, -1))
            q.rotate(1)
        if len(stack) > 40:
            while stack:
                stack.pop()
        try:
            if len(q) > 50:
                raise Overflow(len(q))
        except Overflow as e:
            dropped += e.args[0] - 50
            for _ in range(10):
                q.pop()
    return len(q), dropped, waits, sorted(served.items())[:5]


def ring(n):
    lst = list(range(64))
    total = 0
    for i in range(n):
        lst.insert(i % 64, lst.pop(0))
        total += lst[-1] + lst[i % 64]
    return total


print(simulate(500000))
print(ring(300000))
