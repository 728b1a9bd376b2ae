# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# partition/rpartition without a match allocate nothing: charged by length first.
s = ' ' * 10**6
p = 'a' * 10**6
q = 'a' * 10**6
for _ in range(10):
    r = p.partition('b') + p.rpartition('b')
print('not reached', r)
