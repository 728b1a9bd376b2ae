# A for loop whose header made a generator closes it when the loop is left early (break,
# return, an exception), as CPython's reference counting does: the generator's finally runs
# at once.


def gen(tag, n=5):
    try:
        for i in range(n):
            print(tag, "yield", i)
            yield i
    finally:
        print(tag, "finally")


class Res:
    def __init__(self, tag):
        self.tag = tag

    def __enter__(self):
        print(self.tag, "enter")
        return self

    def __exit__(self, *a):
        print(self.tag, "exit", a[0].__name__ if a[0] else None)
        return False


def withgen(tag):
    with Res(tag):
        yield 1
        yield 2


# break
for x in gen("a"):
    if x == 1:
        break
print("after break")

# return inside a loop in a function
def find(tag):
    for x in gen(tag):
        if x == 2:
            return x * 10
    return -1


print("find", find("b"))

# exception from the body, caught outside
try:
    for x in gen("c"):
        if x == 1:
            raise ValueError("boom")
except ValueError as e:
    print("caught", type(e).__name__, e)

# nested loops: the inner break closes only the inner generator
for x in gen("outer", 2):
    for y in gen("inner"):
        if y == 1:
            break
    print("outer body", x)
print("nested done")

# break from the outer loop inside the inner loop's else
for x in gen("o2", 3):
    for y in gen("i2", 1):
        pass
    else:
        if x == 1:
            break
print("o2 done")

# return from a nested loop closes both, innermost first
def nested_return():
    for x in gen("nr-out"):
        for y in gen("nr-in"):
            if y == 1:
                return (x, y)


print("nested_return", nested_return())

# with-based cleanup inside the generator
for v in withgen("w"):
    print("got", v)
    break
print("with done")

# a generator expression as the iterable is closed too (its own loop over a list)
def genexp_close():
    for v in (x * 2 for x in [1, 2, 3]):
        if v == 2:
            return v


print("genexp", genexp_close())

# a try/finally inside the loop body runs before the generator is closed
def body_finally():
    for x in gen("bf"):
        try:
            return x
        finally:
            print("body finally", x)


print("body_finally", body_finally())

# a generator stored in a variable is not closed by the loop (CPython closes it only when
# the variable dies): it can be resumed
g = gen("stored")
for x in g:
    break
print("resumed", next(g))
for x in iter(g):
    break
print("resumed again", next(g))
g.close()

# a generator that ignores GeneratorExit: CPython reports the RuntimeError as unraisable
# (stderr) and goes on
def stubborn():
    try:
        yield 1
        yield 2
    finally:
        print("stubborn finally")


for x in stubborn():
    break
print("after stubborn")

# continue does not close
for x in gen("cont", 3):
    if x == 0:
        continue
    print("cont body", x)
print("cont done")

# exhausted loops and else clauses are unaffected
for x in gen("ex", 2):
    pass
else:
    print("else ran")

# exception inside a generator-owned loop inside a generator function
def outer_gen():
    for x in gen("og"):
        yield x
        if x == 1:
            raise KeyError("k")


try:
    for v in outer_gen():
        print("og got", v)
except KeyError as e:
    print("og caught", repr(e))
