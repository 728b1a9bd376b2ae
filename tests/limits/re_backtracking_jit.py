# cpython: skip
# args: --budget 100000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Catastrophic backtracking in a pattern that already ran several times (so it is
# JIT-compiled and anchored) still ends in the uncatchable BudgetExceeded.
import re
p = re.compile('(a+)+$')
for i in range(5):
    print(p.match('a' * 8 + 'b'), p.search('a' * 8 + 'b'), p.fullmatch('aaa'))
try:
    p.match('a' * 40 + 'b')
except Exception:
    print("caught (must not happen)")
print("not reached")
