# cpython: skip
# args: --budget 2000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# shlex.split of a long command line runs CPython's state machine in Nearly Python, one character
# at a time, so it is charged like any loop and runs out of budget.
import shlex

print(len(shlex.split('word "quoted arg" ' * 20000)))
