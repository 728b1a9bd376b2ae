# cpython: skip
# args: --budget 2000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# OrderedDict.popitem(last=False) squeezes out the deleted entries piled up in front about
# every 4 sqrt(n) pops, a pass over all n entries: charged one unit per entry, so 60,000 pops
# from a 200,000-entry dict (about 30 passes, 6 million entries) exceed the budget.
from collections import OrderedDict
od = OrderedDict.fromkeys(range(200000))
for i in range(60000):
    od.popitem(last=False)
print('computed: wrong')
