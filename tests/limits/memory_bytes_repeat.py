# cpython: skip
# args: --memory-limit 16M
# expect-exit: 1
# expect-stderr-last: MemoryError
# b'x' * huge is refused by the memory limit before anything is copied.
x = b'x' * (10**9)
print('allocated: wrong')
