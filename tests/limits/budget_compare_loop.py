# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# A loop whose test is a fused compare-and-branch (an int `while i < n` that never ends, and a
# float one) still charges its backward jumps, so the budget stops it.
print("before")
i = 0
while i < 10:
    i = i - 1 + 1
x = 0.5
while x >= 0.0:
    x = x + 0.0
