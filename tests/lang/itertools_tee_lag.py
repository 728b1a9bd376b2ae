# gcstress: skip (the 100000-item lag keeps 100000 cells live, and collecting them at every safe point passes the time limit; tee is Python code, no C rooting to check)
# itertools.tee: lockstep and lagging readers, n=3 and n=0, a source error, argument errors, and
# a reader that lags 100000 items behind (O(1) per item: it used to pop(0) from a list).
import itertools
a, b = itertools.tee(range(5))
print(next(a), next(a), list(b), list(a), list(b))
x, y, z = itertools.tee("abc", 3)
print(list(zip(x, y, z)), itertools.tee([1], 0))
a, b = itertools.tee(iter([1, 2, 3]))
print(list(itertools.chain(a, b)))
def boom():
    yield 1
    raise ValueError("src")
a, b = itertools.tee(boom())
print(next(a), next(b))
try:
    next(a)
except ValueError as e:
    print("err", e)
print(next(a, "done"))
try:
    itertools.tee([1], -1)
except ValueError as e:
    print(e)
try:
    itertools.tee([1], "2")
except TypeError as e:
    print(e)
big = list(range(100000))
a, b = itertools.tee(big)
print(sum(a), sum(b))
