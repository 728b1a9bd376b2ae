# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Building a big string charges its size (1 unit per 64 bytes allocated) before it is filled.
s = 'x' * 10**8
print('built: wrong')
