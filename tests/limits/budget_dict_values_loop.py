# cpython: skip
# args: --budget 3000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# `for a, b in d.values()` reads the table in FORITER without np_next: the loop's back edge
# still charges every item.
d = {i: (i, -i) for i in range(1000)}
t = 0
while True:
    for a, b in d.values():
        t += a + b
