# Truth tests and len() of deques (vm/np_ops.c np_truthy's native-__len__ memo,
# stdlib/np_lib_collections.c deque_len's direct path): `while queue:` loops, a subclass, and
# a class that later gains or loses __bool__ / __len__ (the memo must follow class changes).
from collections import deque

q = deque()
print(bool(q), len(q), not q)
for i in range(5):
    q.append(i)
    q.appendleft(-i)
print(bool(q), len(q))
total = 0
while q:
    total += q.popleft()
    if q:
        total += q.pop() * 2
print(total, bool(q), len(q))
b = deque([1, 2, 3], maxlen=2)
print(b, len(b), bool(b))
b.clear()
print(len(b), bool(b), "yes" if b else "no")


class Q(deque):
    pass


s = Q("ab")
print(bool(s), len(s))
s.popleft()
s.popleft()
print(bool(s), len(s))
s.append("x")
Q.__bool__ = lambda self: False
print(bool(s), len(s))
del Q.__bool__
print(bool(s), len(s))
Q.__len__ = lambda self: 0
print(bool(s), len(s))
Q.__len__ = lambda self: -1
try:
    bool(s)
except ValueError as exc:
    print("ValueError", exc)
del Q.__len__
print(bool(s), len(s), bool(Q()), bool(deque([None])))
r = deque(range(10))
r.rotate(3)
print(len(r), list(r)[:3], bool(r))
while r:
    r.pop()
print(bool(r), len(r))
