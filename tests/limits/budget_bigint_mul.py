# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Repeated multiplication of big ints charges per limb.
x = 7 ** 50000
while True:
    x = x * x % (7 ** 60000)
