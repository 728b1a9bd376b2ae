# cpython: skip
# args: --memory-limit 16M
# expect-exit: 1
# expect-stderr-last: MemoryError
# A bytearray that keeps growing is stopped by the memory limit (its buffer is charged).
b = bytearray()
chunk = b'y' * 65536
while True:
    b += chunk
