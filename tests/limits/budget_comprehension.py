# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# A long comprehension over a list-backed iterator stops when the budget runs out.
print("before")
xs = [0] * 1000
print(len([a + b for a in xs for b in xs]))
