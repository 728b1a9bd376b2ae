# An exception raised inside a generator that sum() drains in the interpreter loop has CPython's
# traceback: the caller's line, the generator expression's, then the function it called.
def check(x):
    if x > 2:
        raise ValueError("too big: %d" % x)
    return x


def total(xs):
    return sum(check(x) for x in xs) + max(x for x in xs)


def main():
    print(total([1, 2]))
    print(total([1, 2, 3]))


main()
