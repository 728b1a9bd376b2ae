# cpython: skip
# args: --memory-limit 32M
# expect-exit: 1
# expect-stderr-last: MemoryError
# join: the result size is the sum of the parts, refused before copying them.
part = 'y' * 10**5
print(len(','.join([part] * 10)))
print(len(('x' * 10**4).join([part] * 10**4)))
