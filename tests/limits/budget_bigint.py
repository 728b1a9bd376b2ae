# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Big-int pow and multiplication charge n log n limbs before computing.
x = 10 ** (10 ** 6)
print('computed: wrong')
