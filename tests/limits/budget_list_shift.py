# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# list.insert, list.pop(i) and slice assignment charge for the items they move: 30 front inserts
# and pops on a 10**5-item list move 6 * 10**6 items, past the budget (uncharged, the loop cost
# about 200 instructions and finished).
xs = [0] * 10**5
for _ in range(10):
    xs.insert(0, 1)
    xs.pop(0)
    xs[0:1] = [2, 3]
print('not reached', len(xs))
