# cpython: skip
# args: --budget 400000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# The calls of a Python function that min() runs in one interpreter loop (np_call_each)
# charge the budget: an endless source stops at the budget, and no except clause swallows it.

def never(v):
    return False


print(sum(map(lambda v: v + 1, range(100))), min(range(50), key=lambda v: -v))
try:
    min(iter(int, 1), key=never)
except BaseException as e:
    print("caught", type(e).__name__)
print("not reached")
