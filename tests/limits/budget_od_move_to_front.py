# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# OrderedDict.move_to_end(key, last=False) moves every entry before the key and rebuilds the
# index: charged one unit per entry, so 300 moves of a 20,000-entry dict's last key exceed the
# budget.
from collections import OrderedDict
od = OrderedDict.fromkeys(range(20000))
for i in range(300):
    od.move_to_end(19999 - i, last=False)
print('computed: wrong')
