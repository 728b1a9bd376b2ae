# stderr: full
# An exception raised inside a function that map() calls for sum() (the calls run in one
# interpreter loop, np_call_each) has CPython's traceback.
def half(v):
    return 10 // (v - 3)


def total(xs):
    return sum(map(half, xs))


print(total([1, 2]))
print(total(range(6)))
