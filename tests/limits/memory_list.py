# cpython: skip
# args: --memory-limit 10M
# expect-exit: 1
# expect-stderr-last: MemoryError
# A list far larger than the memory limit fails cleanly with MemoryError.
print("allocating")
x = [0] * 10 ** 8
print("not reached")
