# cpython: skip
# args: --budget 100000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Catastrophic backtracking ends in the uncatchable BudgetExceeded instead of hanging.
import re
try:
    re.match('(a+)+$', 'a' * 40 + 'b')
except Exception:
    print("caught (must not happen)")
print("not reached")
