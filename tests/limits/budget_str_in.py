# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# `sub in s` charges the length of the searched str before scanning.
s = ' ' * 10**6
p = 'a' * 10**6
q = 'a' * 10**6
for _ in range(20):
    r = 'b' in p
print('not reached', r)
