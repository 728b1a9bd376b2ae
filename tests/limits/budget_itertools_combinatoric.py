# cpython: skip
# args: --budget 2000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# permutations/product/combinations step in natives (stdlib/np_lib_itertools.c); a huge
# iteration drained by sum() must still run out of budget.
from itertools import permutations
print(sum(1 for p in permutations(range(20))))
print('finished: wrong')
