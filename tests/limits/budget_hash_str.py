# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Hashing a long str reads all of it: the first hash of each str is charged by its length.
s = 'a' * 10**6
for i in range(40):
    r = hash(s[i:])
print('not reached')
