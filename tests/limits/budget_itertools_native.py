# cpython: skip
# args: --budget 400000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# itertools' native iterators loop in C while skipping items inside one next() (compress over
# false selectors, chain over empty iterables): an endless skip still stops at the budget, and
# no except clause swallows it.
import itertools

print(list(itertools.chain.from_iterable([[1], [], [2]])))
try:
    next(itertools.compress(itertools.repeat(1), itertools.repeat(0)))
except BaseException as e:
    print("caught", type(e).__name__)
print("not reached")
