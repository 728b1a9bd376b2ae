# A rotated for loop's head fetches the first item: an exception raised by that first next()
# is reported at the for statement's line (its first line), as before the rotation.
# stderr: full
def items(start, n):
    for i in range(start, n):
        if i == 2:
            raise KeyError(i)
        yield i


def f(n):
    total = 0
    for x in items(0, 2):
        total += x
    for y in [1, 2]:
        total += y
    for z in \
            items(2, n):
        total += z
    return total


print(f(2))
print(f(3))
