# cpython: skip
# args: --budget 50000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Exponential recursion stops at the budget, and an except clause cannot swallow the limit.
def fib(n):
    try:
        return n if n < 2 else fib(n - 1) + fib(n - 2)
    except BaseException:
        return 0
print(fib(40))
