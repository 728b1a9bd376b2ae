# cpython: skip
# args: --memory-limit 8M
# expect-exit: 1
# expect-stderr-last: MemoryError
# Complex numbers are instances of a Nearly Python class, allocated through the accounted
# allocator: a list of a million of them passes the memory limit with a clean MemoryError.
zs = [complex(float(i), 1.0) for i in range(1000000)]
print(len(zs))
