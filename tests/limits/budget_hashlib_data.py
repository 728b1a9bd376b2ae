# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Hashing charges the budget in proportion to the data (one unit per 64 bytes) before it
# hashes: 200 digests of 640 kB cost 2 M units, twice the budget.
import hashlib
d = bytes(640_000)
print('made')
for i in range(200):
    hashlib.sha256(d)
print('hashed: wrong')
