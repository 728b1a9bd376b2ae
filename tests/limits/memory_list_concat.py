# cpython: skip
# args: --memory-limit 64M
# expect-exit: 1
# expect-stderr-last: MemoryError
# list + list: the result size is known, refused before copying.
a = [0] * 10**6
print(len(a + a))
b = a + a + a + a + a
print(len(b))
