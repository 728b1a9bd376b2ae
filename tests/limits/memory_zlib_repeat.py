# cpython: skip
# args: --memory-limit 16M
# expect-exit: 1
# expect-stderr-last: MemoryError
# Each decompress gives its output buffer's charge back exactly once: 40 results of 1 MB each,
# all kept, cannot fit a 16 MiB limit (a double give-back once let them).
import zlib
data = zlib.compress(bytes(1_000_000))
keep = [zlib.decompress(data) for _ in range(40)]
print('not charged: wrong', len(keep))
