# tee's iterators are a native iterator kind (stdnative15): shared cells, lazy reads from the
# source, errors passed through, and the type name as in CPython.
from itertools import tee, islice, count
a, b = tee([1, 2, 3, 4])
print(next(a), next(a), list(b), list(a), list(b))
x, y, z = tee(iter("abc"), 3)
print(list(zip(x, y, z)))
print(tee([1], 0), len(tee("ab", 5)))
def gen():
    for i in range(3):
        print("made", i)
        yield i
p, q = tee(gen())
print(next(p)); print(next(q)); print(list(p)); print(list(q))
r, s = tee(count())
print(list(islice(r, 5)), next(s), type(r).__name__)
for bad in (lambda: tee([1], -1), lambda: tee([1], "2"), lambda: tee(5)):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
def boom():
    yield 1
    raise KeyError("k")
u, v = tee(boom())
print(next(u))
try:
    next(u)
except KeyError as e:
    print("KeyError", e)
print(next(v))
t1, t2 = tee(range(100000))
print(sum(t1), sum(t2))
