# The copy of a for loop's back edge at the end of an if branch fetches the next item: a
# generator raising there is reported at the for statement's line, as at the loop's bottom.
# stderr: full
def items(n):
    for i in range(n):
        if i == 3:
            raise KeyError(i)
        yield i


def f(n):
    out = []
    for x in items(n):
        if x % 2:
            out.append(x)
        else:
            out.append(-x)
    return out


print(f(3))
print(f(5))
