# stderr: full
# An exception raised by the third call of a key function that sorted() runs in one interpreter
# loop (np_call_each) has CPython's traceback: the caller's lines, then the key function's.
def check(r):
    if r > 2:
        raise ValueError("too big: %d" % r)
    return -r


def order(xs):
    return sorted(xs, key=check)


print(order([1, 2]))
print(order([2, 1, 3, 0]))
