# An exception through yield from and a for loop.
# stderr: full
def g():
    yield from h()
def h():
    yield 1
    raise KeyError("h")
for _ in g():
    pass
