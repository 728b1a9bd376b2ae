# cpython: skip
# args: --memory-limit 32M
# expect-exit: 1
# expect-stderr-last: MemoryError
# Going over the memory limit ends the run: neither `except MemoryError`, a bare except nor a
# finally-less handler chain can catch it. A MemoryError the script raises itself is ordinary.
try:
    raise MemoryError("my own")
except MemoryError as e:
    print("caught own", e)
try:
    x = [0] * 10 ** 7
except MemoryError:
    print("caught the limit: wrong")
except:
    print("bare except caught the limit: wrong")
print("not reached")
