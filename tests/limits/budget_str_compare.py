# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# str < on long strs that differ only at the end charges the compared length first.
s = 'a' * 10**6 + 'a'
t = 'a' * 10**6 + 'b'
for _ in range(40):
    r = s < t
print('not reached', r)
