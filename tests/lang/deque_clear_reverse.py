# deque's clear and reverse are natives (stdnative15): argument errors, iterators (reverse is
# no mutation for them, clear is) and maxlen as in CPython.
from collections import deque
q = deque([1,2])
for f in (lambda: q.pop(1), lambda: q.clear(1), lambda: q.append(), lambda: q.append(1, 2), lambda: q.rotate(1, 2), lambda: q.extend(x=1)):
    try: f()
    except TypeError as e: print(e)
for f in (lambda: q.reverse(1), lambda: deque.clear(5)):
    try: f()
    except TypeError as e: print("TypeError")
r = deque(range(7), 9)
it = iter(r)
r.reverse(); print(r)
try:
    next(it)
except RuntimeError as e:
    print(e)
r.appendleft(-1); r.reverse(); print(r, r.popleft(), r.pop())
r.clear(); print(r, len(r), r.maxlen); r.append(3); r.reverse(); print(r)
e = deque(); e.reverse(); e.clear(); print(e)
r = deque(range(300)); [r.popleft() for _ in range(100)]; r.reverse(); print(r[0], r[-1], len(r))
# Empty deques (a fresh list's item array may be NULL): reverse and extend with itself.
e = deque(); e.extend(e); e.extendleft(e); e.reverse(); print(e)
f = deque([1]); f.popleft(); f.reverse(); f.extend(f); print(f, len(f))
