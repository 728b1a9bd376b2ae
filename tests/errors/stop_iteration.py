# An uncaught StopIteration from next() on an exhausted iterator.
it = iter([1])
print(next(it))
next(it)
