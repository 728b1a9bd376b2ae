# cpython: skip
# expect-exit: 1
# expect-stderr-last: MemoryError
# 'a' * 10**12 must fail before allocating a terabyte (default 256 MiB limit).
s = "a" * 10 ** 12
