# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# repr of a big container charges one unit per item before walking them, plus the text it
# builds: 20 reprs of a 10**5-item list need over 2M units; building the list costs ~12k.
xs = [0] * 10**5
for _ in range(20):
    s = repr(xs)
print('not reached', len(s))
