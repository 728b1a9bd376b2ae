# cpython: skip
# args: --memory-limit 16M --budget 10000000000
# expect-exit: 1
# expect-stderr-last: MemoryError
# bytes(n) for a huge n is refused by the memory limit.
x = bytes(10**9)
print('allocated: wrong')
