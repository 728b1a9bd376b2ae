# cpython: skip
# args: --budget 2000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# The case methods charge the length of the str before mapping it (besides the allocation
# of their result): 40 calls on 1 MB need 2.5M units.
s = 'a' * 10**6
for m in (str.upper, str.lower, str.title, str.swapcase, str.casefold, str.capitalize) * 7:
    r = m(s)
print('not reached', len(r))
