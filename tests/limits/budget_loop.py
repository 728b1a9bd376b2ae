# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# An infinite loop stops when the instruction budget runs out; output before it is kept.
print("before")
while True:
    pass
