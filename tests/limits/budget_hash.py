# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Hashing a tuple charges one unit per element.
t = tuple([0] * 10**6)
print(hash(t))
