# Two-item tuple displays are built from their items' own registers (BUILDPAIR,
# compiler/np_compexpr.c build_seq): evaluation order, locals rebound by a walrus in the second
# item, the target among the items, cells, globals, yields, keys and exceptions.
G = 10


def pairs(a, b):
    out = [(a, b), (b, a), (a, a), (a + 1, b * 2), (G, a), ((a, b), (b, a))]
    a = (a, b)  # the target is an item
    out.append(a)
    b = (a, b)
    out.append(b)
    return out


print(pairs(1, 2))


def walrus(x):
    t = (x, (x := x + 1))
    u = ((x := x * 10), x)
    return t, u, x


print(walrus(3))


def order():
    log = []

    def f(v):
        log.append(v)
        return v

    t = (f("first"), f("second"))
    return t, log


print(order())


def cells(n):
    k = n

    def inner():
        return (k, n)

    k = n + 1
    return inner()


print(cells(4))


def keys():
    d = {}
    for r in range(3):
        for c in range(2):
            d[(r, c)] = r * c
    total = 0
    for r in range(3):
        for c in range(2):
            total += d[(r, c)]
    return total, (1, 2) in d, len(d)


print(keys())


def gen(x):
    y = yield (x, x + 1)
    yield (x, y)


g = gen(5)
print(next(g), g.send("sent"))


def raises(a):
    try:
        return (a, a[5])
    except IndexError as e:
        return ("IndexError", str(e))


print(raises([1]))


def swap(a, b):
    a, b = b, a
    t = a, b
    return t, type(t).__name__, len(t), t == (a, b), hash(t) == hash((a, b))


print(swap("x", "y"))

# Module level: globals, not registers.
p, q = 7, 8
r = (p, q)
p = (p, r)
print(r, p)
print([(i, j) for i in range(2) for j in "ab"])
print(sorted([(3, "c"), (1, "a"), (2, "b")]))
