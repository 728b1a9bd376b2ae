# cpython: skip
# expect-exit: 1
# expect-stderr-last: MemoryError
# 2 ** 10**12 needs 125 GB of digits: it must fail cleanly instead of calling into GMP.
x = 2 ** 10 ** 12
