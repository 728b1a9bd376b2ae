# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# ==, `in`, decode and hex of long bytes are charged in proportion to their length.
a = bytes(10**6)
b = bytearray(a)
for i in range(30):
    a == b
    b'x' in a
    a.decode('latin-1')
print('not charged: wrong')
