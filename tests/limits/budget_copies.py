# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# dict and set copies charge for the memory they build and the elements they visit.
d = dict.fromkeys(range(10**5))
s = set(range(10**5))
while True:
    e = dict(d)
    f = set(s)
