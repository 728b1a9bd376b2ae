# cpython: skip
# args: --budget 6000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# list(s) of a set builds the list straight from the table (np_set_list) and charges one a
# member, as the iteration it replaces did.
a = set(range(10**5))
for _ in range(80):
    r = list(a)
print('not reached', len(r))
