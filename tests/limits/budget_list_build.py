# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Natives that consume an iterator charge one unit per element.
xs = list(range(10**7))
print('built: wrong')
