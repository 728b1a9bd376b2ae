# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# str == on two equal 1 MB strs charges 1 unit per 16 bytes before comparing: 40 compares
# need 2.5M units. Without the charge the script finishes well inside its budget.
s = 'a' * 10**6
t = 'a' * 10**6
for _ in range(40):
    r = s == t
print('not reached', r)
