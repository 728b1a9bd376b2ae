# cpython: skip
# args: --memory-limit 4M
# expect-exit: 1
# expect-stderr-last: MemoryError
# list() and set() of a generator grow small results inside their item sinks; when that growth
# hits the memory limit the item goes back to the general path, which raises the MemoryError.
keep = []
while True:
    keep.append(list(x for x in range(150)))
    keep.append(set(x for x in range(20)))
    keep.append(tuple(str(x) for x in range(100)))
