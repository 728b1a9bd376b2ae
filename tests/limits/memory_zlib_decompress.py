# cpython: skip
# args: --memory-limit 8M
# expect-exit: 1
# expect-stderr-last: MemoryError
# zlib.decompress's output grows through the VM's accounting: 2.5 MB of zeros from a 2.4 KB
# stream (a small decompression bomb) cannot pass an 8 MiB limit.
import zlib
data = zlib.compress(bytes(2_500_000))
out = zlib.decompress(data)
print('not charged: wrong')
