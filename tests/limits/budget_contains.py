# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# 'in' on a list charges its length; == on lists charges the compared length.
xs = [0] * 10**5
while True:
    b = -1 in xs or xs == [0] * 10**5
