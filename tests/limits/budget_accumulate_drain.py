# cpython: skip
# args: --budget 6000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# list(accumulate(xs)) of an exact list steps the items without np_next (nplib_accumulate_drain)
# and charges two an item, as next() of the accumulate and of its list iterator did.
from itertools import accumulate
a = list(range(10**5))
for _ in range(80):
    r = list(accumulate(a))
print('not reached', len(r))
