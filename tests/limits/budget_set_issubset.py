# cpython: skip
# args: --budget 2500000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# set.issubset/issuperset with a set argument charge the size walked.
d = dict.fromkeys(range(10**5), 0)
e = dict.fromkeys(range(10**5), 0)
a = set(range(10**5))
b = set(range(10**5))
c = set(range(10**5, 2 * 10**5))
for _ in range(15):
    r = a.issubset(b) and b.issuperset(a)
print('not reached', r)
