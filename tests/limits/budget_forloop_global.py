# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# A module-level for loop whose body starts by storing the loop variable into a global
# (FORLOOPG, which skips that store's instruction) is still charged on every back edge.
for i in range(10 ** 9):
    pass
print('finished: wrong')
