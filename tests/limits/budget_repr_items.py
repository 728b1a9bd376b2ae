# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# repr of a container charges one unit per item before it walks them (besides its text).
xs = list(range(10**5))
for _ in range(20):
    r = repr(xs)
print('not reached', len(r))
