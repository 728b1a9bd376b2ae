# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# 'in' on a list charges its length and == on lists the compared length, before scanning: 20
# rounds on 100000-item lists need 4M units, while building the lists and looping cost ~30k.
xs = [0] * 10**5
ys = [0] * 10**5
for _ in range(20):
    b = -1 in xs or xs == ys
print('not reached', b)
