# cpython: skip
# args: --memory-limit 32M
# expect-exit: 1
# expect-stderr-last: MemoryError
# % formatting with a huge width is refused before allocating.
print('%5d|%-4s|%*d' % (42, 'ab', 6, 7))
print(len('%*d' % (10**12, 1)))
