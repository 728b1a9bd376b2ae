# An exception raised by a while loop's test on a later evaluation (the copy of the test at
# stderr: full
# the bottom of the rotated loop) is reported at the test's line, as CPython does.
def walk(xs):
    i = 0
    total = 0
    while (
        xs[i] > 0
    ):
        total += xs[i]
        i += 1
    return total


print(walk([1, 2, -1]))
print(walk([1, 2, 3]))
