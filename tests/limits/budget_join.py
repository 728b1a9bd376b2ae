# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# str.join charges one unit per element.
parts = ['a'] * 10**5
while True:
    s = ','.join(parts)
