# cpython: skip
# expect-exit: 1
# expect-stderr-last: MemoryError
# struct.pack('1000000000x') needs 1 GB: the size is computed first and the bytes come from the
# accounted allocator, so it fails cleanly under the 256 MiB limit.
import struct
print(struct.calcsize('1000000000x'))
struct.pack('1000000000x')
