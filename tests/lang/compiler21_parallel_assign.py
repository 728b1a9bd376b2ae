# Parallel assignment `a, b = x, y` (compiler21): a plain local value that no earlier store
# can write is stored from its own register, and a constant is loaded when its target is
# stored. Every value is still evaluated before any store, stores run left to right, and an
# unbound local raises where it is read.


def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def gcd(x, y):
    while y:
        x, y = y, x % y
    return x


def rotations(a, b, c):
    out = []
    a, b = b, a
    out.append((a, b, c))
    a, b, c = b, c, a
    out.append((a, b, c))
    a, b, c = c, a, b
    out.append((a, b, c))
    a, a = b, c
    out.append(a)
    a, b = a, a
    out.append((a, b))
    b, c = c, b
    out.append((b, c))
    return out


print(fib(40), gcd(1071, 462), rotations(1, 2, 3))


class Obj:
    def __init__(self):
        self.log = []

    def __setattr__(self, name, value):
        if name != "log":
            self.log.append((name, value))
        object.__setattr__(self, name, value)


def attribute_and_subscript_targets():
    o = Obj()
    x, y = 1, 2
    o.p, x = x, y
    o.q, y = y, x
    d = {}
    k = "a"
    d[k], k = k, "b"
    d[k], k = k, "c"
    lst = [0, 0]
    i = 0
    i, lst[i] = 1, i
    return o.log, x, y, d, k, lst, i


print(attribute_and_subscript_targets())


def nested_targets():
    a, b, c = 1, 2, 3
    (a, b), c = (c, a), b
    out = [(a, b, c)]
    a, (b, c) = b, (a, c)
    out.append((a, b, c))
    x = [1, 2]
    y = 5
    x[0], y = y, x[1]
    out.append((x, y))
    return out


print(nested_targets())


def failing_store():
    a, b = 1, 2
    d = {}
    try:
        d[[]], a = b, 3
    except TypeError as e:
        print("TypeError", e)
    print(a, b, d)
    try:
        a, b = b, 1 // 0
    except ZeroDivisionError:
        pass
    print(a, b)


failing_store()


def unbound_order():
    try:
        a, b = b, print("never evaluated")
    except UnboundLocalError as e:
        print("UnboundLocalError", e)
    b = 1


unbound_order()


def unbound_second():
    out = []
    try:
        a, c = out.append("first"), c
    except UnboundLocalError as e:
        out.append(str(e))
    c = 0
    return out


print(unbound_second())


def with_walrus(a, b):
    a, b = b, (a := a + 100) + b
    return a, b


print(with_walrus(1, 2))


def closures():
    a, b = 1, 2

    def get():
        return a, b

    a, b = b, a
    return get()


print(closures())

g1, g2 = 1, 2
g1, g2 = g2, g1
print(g1, g2)
for gi in range(3):
    g1, g2 = g2, g1 + g2
print(g1, g2)


class Body:
    x, y = 1, 2
    x, y = y, x
    z = 5
    z, w = 7, z


print(Body.x, Body.y, Body.z, Body.w)


def owned_strs(parts):
    s, t = "", "-"
    for p in parts:
        s += p
        s, t = t, s
    return s, t


print(owned_strs(["a", "b", "c", "d"]))


def constants():
    a, b, c, d, e = None, -1, "s", (1, 2), 2.5
    f, g = 1 << 70, True
    h = []
    h[:], i = [1, 2], 3
    return a, b, c, d, e, f, g, h, i


print(constants())


def many(n):
    a, b, c, d = 1, 2, 3, 4
    for _ in range(n):
        a, b, c, d = b, c, d, a + b + c + d
    return a, b, c, d


print(many(10))


class Eq:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        return Eq(self.v + other.v)

    def __repr__(self):
        return f"Eq({self.v})"


def objects():
    a, b = Eq(1), Eq(2)
    for _ in range(3):
        a, b = b, a + b
    return a, b


print(objects())
