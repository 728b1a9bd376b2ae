# cpython: skip
# args: --budget 2000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Hashing a tuple charges one unit per element before hashing: 5 hashes of a 10**6-item tuple
# need 5M units, while building it costs under 1M.
t = tuple([0] * 10**6)
for _ in range(5):
    h = hash(t)
print('not reached', h)
