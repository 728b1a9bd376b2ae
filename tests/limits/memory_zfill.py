# cpython: skip
# args: --memory-limit 32M
# expect-exit: 1
# expect-stderr-last: MemoryError
# zfill of a huge width is refused before allocating.
print('-5'.zfill(6))
print(len('1'.zfill(10**12)))
