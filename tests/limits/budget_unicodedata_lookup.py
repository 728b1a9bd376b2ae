# cpython: skip
# args: --budget 2000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# unicodedata.lookup() of an ordinary name scans the coded names (stdlib/np_lib_unicodedata.c
# table_code) and is charged for the scan, so many lookups run out of budget.
import unicodedata

n = 0
for i in range(2000):
    n += len(unicodedata.lookup("ZERO WIDTH SPACE"))
print(n)
