# List, set and dict comprehensions receive the enclosing function's plain locals by value
# (compiler/np_symtable.c finalize_byval, np_compexpr.c compile_comp): a name captured by a
# def, lambda, genexp or walrus stays a cell. Unbound names, del, rebinding around the
# comprehension, nesting, methods, class bodies and module level.
G = 7


def basic(xs, skip, scale):
    a = [x * scale for x in xs if x != skip]
    b = {x % 3 for x in xs if x > skip}
    c = {k: k * scale for k in xs}
    return a, sorted(b), c


print(basic([1, 2, 3, 4, 5], 3, 10))


def unbound_empty():
    # Never read: an empty iterable raises nothing.
    r = [x for _ in ()]
    x = 1
    return r, [x for _ in (1, 2)]


print(unbound_empty())


def unbound_read():
    try:
        print([x for _ in (1,)])
    except NameError as e:
        print(type(e).__name__, e)
    try:
        print({k: y for k in (1,)})
    except NameError as e:
        print(type(e).__name__, e)
    try:
        print({y for _ in (1,)})
    except NameError as e:
        print(type(e).__name__, e)
    x = y = 2
    return x, y


print(unbound_read())


def unbound_condition(n):
    # Read only when the filter passes: the first items do not raise.
    out = []
    try:
        out = [i for i in range(n) if i < 2 or v]
    except NameError as e:
        print("NameError", e)
    if n > 100:
        v = 1
    return out


print(unbound_condition(2), unbound_condition(4))


def deleted():
    x = 1
    print([x for _ in (1,)])
    del x
    print([x for _ in ()])
    try:
        print([x + 1 for _ in (1,)])
    except NameError as e:
        print("NameError", e)
    try:
        print(x)
    except UnboundLocalError as e:
        print("UnboundLocalError", e)
    x = 3
    return [x for _ in (1,)]


print(deleted())


def maybe_bound(flag):
    if flag:
        z = "set"
    try:
        return [z for _ in (1, 2)]
    except NameError as e:
        return str(e)


print(maybe_bound(True), maybe_bound(False))


def rebind_loop():
    out = []
    k = 0
    for i in range(4):
        k = k + i
        out.append([k * j for j in range(3)])
        k = -k
    return out, k


print(rebind_loop())


def nested3(n):
    base = 100
    return [[[base + i * j * k for k in range(2)] for j in range(i)] for i in range(n)]


print(nested3(3))


def nested_mixed(rows):
    w = 2
    return {r: [sum(c * w for c in row) for row in rows] for r in range(len(rows))}


print(nested_mixed([[1, 2], [3]]))


def nested_unbound():
    try:
        return [[q for _ in (1,)] for _ in (1,)]
    except NameError as e:
        return str(e)
    q = 1


print(nested_unbound())


class Box:
    factor = 3

    def __init__(self, items):
        self.items = items

    def scaled(self, extra, *rest, **kw):
        return [self.factor * i + extra + len(rest) + len(kw) for i in self.items]

    def pairs(self, other):
        return {(a, b) for a in self.items for b in other.items if a < b}


b = Box([1, 2, 3])
print(b.scaled(10, 1, 2, k=1), sorted(b.pairs(Box([2, 4]))))


class Body:
    y = 5
    first = [i * 2 for i in range(y)]  # only the first iterable sees class names
    try:
        second = [y for _ in range(2)]
    except NameError as e:
        second = str(e)
    third = [G + i for i in range(2)]


print(Body.first, Body.second, Body.third)


def class_in_function():
    y = "outer"

    class C:
        y = "class"
        got = [y for _ in range(1)]
    return C.got


print(class_in_function())


print([G * i for i in range(3)], {i: G for i in range(2)})
m = 4
print([m + i for i in range(3)])


def with_lambda():
    x = 1
    f = lambda: x
    r = [x for _ in (1,)]
    x = 2
    return r, f(), [x for _ in (1,)]


print(with_lambda())


def with_genexp():
    x = 1
    g = (x for _ in (1,))
    r = [x for _ in (1,)]
    x = 2
    return r, list(g)


print(with_genexp())


def with_def_nonlocal():
    x = 0

    def bump():
        nonlocal x
        x += 10
        return x
    return [(bump(), x) for _ in range(3)], x


print(with_def_nonlocal())


def inner_lambda_in_comp():
    x = 1
    fs = [lambda: x for _ in range(2)]
    x = 5
    return [f() for f in fs]


print(inner_lambda_in_comp())


def genexp_in_comp():
    x = 1
    gs = [(x + i for i in range(2)) for _ in range(2)]
    x = 100
    return [list(g) for g in gs]


print(genexp_in_comp())


def walrus_in_comp():
    total = 0
    r = [total := total + i for i in range(5)]
    return r, total


print(walrus_in_comp())


def walrus_nested():
    last = None
    r = [[last := j for j in range(i)] for i in range(3)]
    return r, last


print(walrus_nested())


def walrus_outside(xs):
    n = 0
    r = [n for _ in xs if (n := n + 1) > 0] if False else None
    return r, [x + n for x in xs]


print(walrus_outside([1, 2]))


def str_append():
    s = ""
    out = []
    for c in "abc":
        s += c
        out.append([s + t for t in "xy"])
    s += "!"
    return out, s


print(str_append())


def recursive(n):
    if n == 0:
        return [0]
    return [n] + [v + n for v in recursive(n - 1)]


print(recursive(4))


def reentrant():
    k = 1

    def f(i):
        return [i * k for _ in range(2)]
    return [f(j) for j in range(3)]


print(reentrant())


def many(a, b, c, d, e, f, g, h):
    return [a + b + c + d + e + f + g + h + i for i in range(2)]


print(many(1, 2, 3, 4, 5, 6, 7, 8))


def generator_host(xs):
    k = 2
    for x in xs:
        yield [x * k + j for j in range(2)]
        k += 1


print(list(generator_host([1, 2])))


def exc_name():
    try:
        raise ValueError("v")
    except ValueError as err:
        r = [str(err) for _ in (1,)]
    try:
        return r, [err for _ in (1,)]
    except NameError as e:
        return r, str(e)


print(exc_name())


def super_in_comp():
    class A:
        def m(self):
            return "A"

    class B(A):
        def m(self):
            return [super().m() + str(i) for i in range(2)]
    try:
        return B().m()
    except TypeError as e:
        return type(e).__name__


print(super_in_comp())


def class_shadow():
    # The class binds y too: its methods and comprehensions read the function's y (a cell
    # handed to the class body, NpSymbol.passreg).
    y = "outer"

    class C:
        y = "class"
        got = [y for _ in range(2)]

        def m(self):
            return y
    return C.got, C().m(), C.y


print(class_shadow())
