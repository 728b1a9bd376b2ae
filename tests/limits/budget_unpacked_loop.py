# cpython: skip
# args: --budget 300000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# `for a, b in enumerate/zip(...)` without a tuple per item (np_next_unpacked) still charges the
# loop's back edge, so an endless one stops when the budget runs out.
n = 0
for a, b in zip(range(10**4), range(10**4)):
    n += 1
print("finite zip done", n > 0)
xs = [0]
for i, x in enumerate(xs):
    xs.append(i)
print("never")
