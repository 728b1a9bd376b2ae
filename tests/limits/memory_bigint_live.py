# cpython: skip
# args: --memory-limit 16M
# expect-exit: 1
# expect-stderr-last: MemoryError
# GMP-allocated limbs of live big ints count against the memory limit (charged apart from the
# pooled header, vm/np_int.c): 30 000 ints of ~1 KB each are more than 16 MiB.
base = 3 ** 5000
xs = [base * (i + 2) for i in range(30000)]
print('allocated: wrong', len(xs))
