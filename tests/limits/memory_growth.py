# cpython: skip
# args: --memory-limit 16M
# expect-exit: 1
# expect-stderr-last: MemoryError
# Memory that grows step by step hits the limit too.
chunks = []
while True:
    chunks.append("x" * 100000 + str(len(chunks)))
