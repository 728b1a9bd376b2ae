# cpython: skip
# args: --budget 100000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# The same through search() and findall() once they run JIT-compiled code.
import re
p = re.compile('(x+x+)+$')
for i in range(5):
    print(p.search('xxxx'), p.findall('xxxx'))
try:
    p.findall('x' * 40 + 'y')
except Exception:
    print("caught (must not happen)")
print("not reached")
