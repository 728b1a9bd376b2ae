# An uncaught IndexError raised three calls deep.
# stderr: full
def third(xs, i):
    return xs[i]
def second(xs, i):
    return third(xs, i + 1)
def first(xs):
    return second(xs, len(xs))
print(first([1, 2, 3]) if False else "calling")
first([1, 2, 3])
