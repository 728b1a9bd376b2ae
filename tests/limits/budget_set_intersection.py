# cpython: skip
# args: --budget 6000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# set.intersection with an empty result charges the size of the smaller set walked (and
# only that: like CPython, a.intersection(c) makes no copy of a first).
d = dict.fromkeys(range(10**5), 0)
e = dict.fromkeys(range(10**5), 0)
a = set(range(10**5))
b = set(range(10**5))
c = set(range(10**5, 2 * 10**5))
for _ in range(80):
    r = a.intersection(c)
print('not reached', r)
