# cpython: skip
# expect-exit: 1
# expect-stderr-last: MemoryError
# 10**10**10 is far too big: it must fail before GMP tries to allocate.
x = 10 ** 10 ** 10
