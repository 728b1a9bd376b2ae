# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# struct charges one unit per item and per 64 bytes: 100 unpacks of 40,000 items cost 4 M
# units, four times the budget, in few interpreted instructions.
import struct
d = bytes(40_000)
print('made')
for i in range(100):
    struct.unpack('40000b', d)
print('unpacked: wrong')
