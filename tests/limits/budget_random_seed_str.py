# cpython: skip
# args: --budget 2000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# random.seed(str) charges the budget for hashing the string (SHA-512) before it works: a few
# seeds fit, hundreds of seeds with a 1 MB string do not.
import random
s = "x" * 1000000
random.seed(s)
print(random.random())
for i in range(400):
    random.seed(s)
print("not reached")
