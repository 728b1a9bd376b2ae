# cpython: skip
# args: --budget 3000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# sum() of an exact list of numbers charges a chunk of items at a time as it walks them, so a
# huge list trips the budget inside the walk; the sum before it fits and prints.
small = [1] * 1000 + [2.5] * 1000
print(sum(small))
big = [1] * 5_000_000
print(sum(big))
print('summed: wrong')
