# cpython: skip
# args: --memory-limit 32M
# expect-exit: 1
# expect-stderr-last: MemoryError
# expandtabs: the result size is computed first and refused before building it.
s = '\t' * 10**5
print(len(s.expandtabs(8)))
print(len(s.expandtabs(10**9)))
