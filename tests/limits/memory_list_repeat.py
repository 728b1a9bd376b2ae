# cpython: skip
# expect-exit: 1
# expect-stderr-last: MemoryError
# [0] * 10**12 must fail before allocating.
x = [0] * 10 ** 12
