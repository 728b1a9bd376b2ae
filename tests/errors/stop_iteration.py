# An uncaught StopIteration from next() on an exhausted iterator.
# stderr: full
it = iter([1])
print(next(it))
next(it)
