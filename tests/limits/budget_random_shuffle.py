# cpython: skip
# args: --budget 2000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# random.shuffle of an exact list runs in C (_mt_shuffle) and charges one unit per item: a
# list far longer than the budget cannot be shuffled for free.
import random
x = [0] * 4000000
random.shuffle(x)
print('shuffled: wrong')
