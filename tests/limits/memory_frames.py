# cpython: skip
# args: --memory-limit 150K --recursion-limit 5000
# expect-exit: 1
# expect-stderr-last: MemoryError
# Frames are charged to the memory limit as calls go deeper (NP_FRAME_CHUNK at a time, not all
# at VM creation): a shallow recursion fits in a small heap, a deep one runs out of memory
# before the recursion limit.
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(50))
print(depth(4000))
print("not reached")
