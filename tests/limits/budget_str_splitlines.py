# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# splitlines of a str without line breaks allocates nothing new: charged by length first.
s = ' ' * 10**6
p = 'a' * 10**6
q = 'a' * 10**6
for _ in range(20):
    r = p.splitlines()
print('not reached', r)
