# cpython: skip
# args: --memory-limit 32M
# expect-exit: 1
# expect-stderr-last: MemoryError
# ljust/rjust/center/zfill allocate width bytes at once: refused before allocating.
print(len('a'.ljust(1000)), len('a'.rjust(10, '*')), '7'.zfill(3), 'x'.center(5, '-'))
w = 10**12
print(len('a'.center(w)))
