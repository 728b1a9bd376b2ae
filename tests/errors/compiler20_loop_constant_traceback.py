# A binary operation whose constant operands a loop keeps in registers raises: the traceback
# names the operation's line and its caret span, as with a LOADK per iteration.
# stderr: full
def f(xs):
    total = 0.5
    for x in xs:
        total = total + x * 2.5
        total = (total -
                 "units" * 1)
    return total
f([1, 2])
