# cpython: skip
# args: --budget 6000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# min() and max() of a set of tuples order the items in their sink (np_quick_compare, charged
# per tuple compared): the loop still runs out of budget.
pts = {(i % 317, i // 317, i) for i in range(50000)}
for _ in range(100):
    m = min(pts), max(pts)
print('not reached', m)
