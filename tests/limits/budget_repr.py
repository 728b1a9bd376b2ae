# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# repr of a big container charges for the text it builds.
xs = [0] * 10**5
while True:
    s = repr(xs)
