# cpython: skip
# args: --budget 2500000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# dict ==, set ==, <=, issubset, isdisjoint and & of big containers charge per element first.
d = dict.fromkeys(range(10**5), 0)
e = dict.fromkeys(range(10**5), 0)
a = set(range(10**5))
b = set(range(10**5))
c = set(range(10**5, 2 * 10**5))
for _ in range(5):
    r = (d == e, a == b, a <= b, a.issubset(b), a.isdisjoint(c), len(a & c))
print('not reached', r)
