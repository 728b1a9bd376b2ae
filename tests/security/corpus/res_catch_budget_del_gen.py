# corpus: resource
# technique: catch budget del gen
def g():
    try:
        yield 1
    finally:
        while True:
            pass
it = g()
next(it)
del it
while True:
    pass
