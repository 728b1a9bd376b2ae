# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# A long for loop over a range (its back edge is FORLOOP) stops when the budget runs out.
print("before")
n = 0
for i in range(10 ** 12):
    n += 1
print("never", n)
