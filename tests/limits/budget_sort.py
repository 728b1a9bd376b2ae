# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Sorting charges n log n before it starts.
xs = list(range(10**5, 0, -1))
xs.sort()
print('sorted: wrong')
