# cpython: skip
# args: --memory-limit 32M
# expect-exit: 1
# expect-stderr-last: MemoryError
# tuple repetition is refused before allocating.
print(len((1, 2) * 1000))
print(len((0,) * 10**12))
