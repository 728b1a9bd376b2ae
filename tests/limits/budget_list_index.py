# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# list.index and list.remove charge the searched range before scanning.
xs = [0] * 10**5 + [1]
t = tuple(xs)
for _ in range(8):
    r = xs.index(1)
    xs.remove(1)
    xs.append(1)
print('not reached', r)
