# list.extend with a generator argument (drained in the interpreter loop): the generator sees
# the list grow item by item, exceptions keep the items already appended, long generators,
# generators that yield nothing, an extend inside the generator, and list subclasses.
l = [1]
l.extend(len(l) for _ in range(3))
print(l)
big = []
big.extend(i * i for i in range(1000))
print(len(big), big[:3], big[-1], sum(big))
big.extend(x for x in ())
print(len(big))


def boom(n):
    for i in range(n):
        if i == 3:
            raise ValueError("stop at 3")
        yield i


out = ["a"]
try:
    out.extend(boom(10))
except ValueError as exc:
    print("ValueError:", exc, out)


def returns():
    yield 1
    return "done"


r = [0]
print(r.extend(returns()), r)
inner = []


def nested():
    for i in range(3):
        inner.extend(j for j in range(i))
        yield i


outer = []
outer.extend(nested())
print(outer, inner)


class Log(list):
    def extend(self, it):
        print("Log.extend")
        super().extend(it)


lg = Log()
lg.extend(c for c in "abc")
print(lg)
grid = [[0] * 3 for _ in range(3)]
flat = []
for row in grid:
    flat.extend(v + 1 for v in row)
print(flat)
g = (i for i in range(5))
next(g)
half = []
half.extend(g)
print(half, list(g))
same = []


def selfish():
    yield 1
    same.extend(gen)
    yield 2


gen = selfish()
try:
    same.extend(gen)
except ValueError as exc:
    print("ValueError:", exc, same)
