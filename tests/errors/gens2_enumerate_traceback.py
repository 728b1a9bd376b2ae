# An exception raised inside a generator under enumerate() and map() in for loops (resumed in
# stderr: full
# the interpreter loop) has CPython's traceback: the for line, then the generator's line.
def source(n):
    for i in range(n):
        yield i
    raise LookupError("source ran dry")


def main():
    for v in map(abs, source(2)):
        print(v)
    for i, x in enumerate(source(3)):
        print(i, x)


try:
    main()
except LookupError as e:
    print("caught", e)
for i, x in enumerate(source(1)):
    print(i, x)
