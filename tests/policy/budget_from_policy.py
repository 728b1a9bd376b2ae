# cpython: skip
# args: --policy small_budget.policy
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
def depth(n):
    try:
        return depth(n + 1)
    except RecursionError:
        return n
print(depth(1) < 50)
while True:
    pass
