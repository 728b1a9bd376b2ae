# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# A while loop whose every iteration leaves through `if ...: continue` (one conditional jump
# forward to the test at the bottom) is still charged by the test's backward jump.
print("before")
i = 0
while i >= 0:
    i += 1
    if i > 0:
        continue
    print("never")
