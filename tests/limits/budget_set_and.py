# cpython: skip
# args: --budget 2500000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# a & c and a - b (empty results, which allocate little) charge the size walked first.
d = dict.fromkeys(range(10**5), 0)
e = dict.fromkeys(range(10**5), 0)
a = set(range(10**5))
b = set(range(10**5))
c = set(range(10**5, 2 * 10**5))
for _ in range(30):
    r = (a & c) | (a - b)
print('not reached', r)
