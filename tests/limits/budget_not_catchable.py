# cpython: skip
# args: --budget 20000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# A bare except around the loop must not catch BudgetExceeded.
try:
    while True:
        pass
except:
    print("caught the limit: wrong")
