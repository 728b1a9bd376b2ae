# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# A loop of calls of simple functions (the interpreter's fast call path and lean return) stops
# at the budget like any loop; the calls charge it too (budget_recursion checks calls alone).
def ping(n):
    return pong(n - 1) if n > 0 else 0
def pong(n):
    return ping(n - 1) if n > 0 else 1
total = 0
for k in range(10 ** 9):
    total += ping(50)
