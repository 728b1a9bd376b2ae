# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# tuple.index charges the searched range before scanning.
xs = [0] * 10**5 + [1]
t = tuple(xs)
for _ in range(15):
    r = t.index(1)
print('not reached', r)
