# cpython: skip
# args: --memory-limit 16M
# expect-exit: 1
# expect-stderr-last: MemoryError
# A list that grows past the limit one item at a time: the MemoryError skips every handler.
def grow():
    out = []
    try:
        while True:
            out.append("x" * 1000)
    except BaseException:
        print("caught the limit: wrong")
try:
    grow()
except MemoryError:
    print("caught the limit: wrong")
