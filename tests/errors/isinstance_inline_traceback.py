# isinstance(x, (C, D)) is compiled to ISINST: a bad class, and an error raised by another
# callee bound to the name, are reported at the whole call as for the plain call.
# stderr: full
# expect-exit: 1
def check(x):
    return isinstance(x, (int,
                          "bad"))


def shadowed():
    isinstance = lambda obj, classes: 1 / 0
    try:
        isinstance(1, (int, str))
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)


shadowed()
check("s")
