# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# list.index/count/remove and tuple.index/count charge the searched length before scanning.
xs = [0] * 10**5 + [1]
t = tuple(xs)
for _ in range(8):
    r = (xs.index(1), xs.count(0), t.index(1), t.count(1))
    xs.remove(1)
    xs.append(1)
print('not reached', r)
