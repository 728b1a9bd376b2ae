# An exception raised inside a generator resumed by next() (in the interpreter loop) has the
# stderr: full
# same traceback as CPython's: the caller's line, then the generator's, through two levels.
def inner():
    yield 1
    raise KeyError("inner failed")


def outer():
    g = inner()
    yield next(g)
    yield next(g)


def main():
    o = outer()
    print(next(o))
    print(next(o, "default"))


main()
