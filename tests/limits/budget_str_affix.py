# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# startswith/endswith charge the length of each prefix tried before comparing.
s = ' ' * 10**6
p = 'a' * 10**6
q = 'a' * 10**6
for _ in range(10):
    r = p.startswith(q) and p.endswith(q)
print('not reached', r)
