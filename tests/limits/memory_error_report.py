# cpython: skip (needs Nearly's memory limit)
# args: --memory-limit 8M
# expect-exit: 1
# expect-stderr-last: MemoryError
# A run stopped by the memory limit in a loop that makes and drops strs of many sizes reports a
# plain MemoryError line (formatting it may not fail for lack of memory).
print("start")
for size in range(1, 12):
    xs = ["x" * (size * 16) for _ in range(200000)]
    xs = None
print("not reached")
