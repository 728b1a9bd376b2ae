# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# list.count and tuple.count charge the length before scanning.
xs = [0] * 10**5 + [1]
t = tuple(xs)
for _ in range(8):
    r = xs.count(0) + t.count(1)
print('not reached', r)
