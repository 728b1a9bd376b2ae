# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# bytes methods charge the budget for the length they scan (1 unit per 16 bytes) before they
# scan, so a short loop over a long bytes runs out (without the charge it takes ~1000 steps).
b = bytes(10**6)
for i in range(100):
    b.count(b'x')
print('not charged: wrong')
