# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# strip of a long run of blanks scans without allocating: charged by length first.
s = ' ' * 10**6
p = 'a' * 10**6
q = 'a' * 10**6
for _ in range(20):
    r = s.strip()
print('not reached', r)
