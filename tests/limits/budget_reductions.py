# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# sum, min, max, any and all charge one unit per element visited.
r = range(10**6)
print(sum(r), min(r), max(r), any(x < 0 for x in r), all(r))
