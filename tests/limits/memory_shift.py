# cpython: skip
# args: --memory-limit 32M
# expect-exit: 1
# expect-stderr-last: MemoryError
# 1 << n: the result size is known from n, refused before GMP allocates it.
print((1 << 100) >> 99)
print((1 << 10**12).bit_length())
