# `for a, b in enumerate(xs)` / zip(...) / d.items() store the parts straight into the targets
# (no tuple) when the sources are list, tuple or range iterators: everything around that path
# must behave as the general one.

def loops():
    xs = [10, 20, 30]
    for i, x in enumerate(xs):
        print(i, x)
    print("after", i, x)
    for i, x in enumerate(xs, 5):
        pass
    print("start 5 ->", i, x)
    for i, x in enumerate((7, 8), start=-3):
        print(i, x)
    for i, x in enumerate(range(2, 12, 4), True):
        print(i, x, type(i).__name__)
    big = 2**63 - 2
    for i, x in enumerate("abcd" and [1, 2, 3], big):
        print(i, x)
    for i, x in enumerate([1, 2], 2**70):
        print(i, x)
    for i, c in enumerate("héllo"):
        print(i, c)
    # Empty sources leave the targets alone.
    i = x = "untouched"
    for i, x in enumerate([]):
        pass
    print(i, x)
    for i, x in zip([], [1]):
        pass
    print(i, x)


def partial_consumption():
    # zip stops at the first exhausted iterator; the items taken before it are lost.
    a = iter([1, 2, 3, 4])
    b = iter([10, 20])
    for x, y in zip(a, b):
        print(x, y)
    print(list(a), list(b))
    a = iter(range(5))
    for x, y in zip(a, []):
        print("never")
    print(list(a))
    # An enumerate object continued by a second loop and then by next().
    e = enumerate([5, 6, 7, 8])
    for i, x in e:
        print("first", i, x)
        if i == 1:
            break
    for i, x in e:
        print("second", i, x)
    try:
        next(e)
    except StopIteration:
        print("exhausted")
    for i, x in e:
        print("never")
    z = zip([1, 2, 3], "ab")
    for p, q in z:
        print(p, q)
    print(list(z))


def shapes():
    for a, b, c in zip([1, 2], (3, 4), range(5, 7)):
        print(a, b, c)
    for (a,) in zip("xyz"):
        print(a)
    for a, b, c, d, e, f, g, h, k in zip(*[range(j, j + 2) for j in range(9)]):
        print(a, b, c, d, e, f, g, h, k)
    for pair in enumerate("ab"):
        print(pair)
    for pair in zip([1], [2]):
        print(pair)
    for i, (a, b) in enumerate(zip("ab", "cd")):
        print(i, a, b)
    d = {"x": 1, "y": 2}
    for k, v in d.items():
        print(k, v)
    for k in d.items():
        print(k)
    try:
        for a, b, c in enumerate([1]):
            pass
    except ValueError as e:
        print("ValueError", e)
    try:
        for a, b in zip([1], [2], [3]):
            pass
    except ValueError as e:
        print("ValueError", e)
    try:
        for (a,) in enumerate([1]):
            pass
    except ValueError as e:
        print("ValueError", e)


def mutation():
    xs = [1, 2, 3]
    for i, x in enumerate(xs):
        if i < 3:
            xs.append(x * 10)
        print(i, x)
    ys = [1, 2, 3, 4]
    for i, y in enumerate(ys):
        del ys[0]
        print(i, y)
    d = {1: 1, 2: 2}
    try:
        for k, v in d.items():
            d[k + 10] = v
    except RuntimeError as e:
        print("RuntimeError", e)
    d = {1: 1, 2: 2, 3: 3}
    for k, v in d.items():
        d[k] = v * 2
    print(d)
    try:
        for k, v in d.items():
            del d[k]
    except RuntimeError as e:
        print("RuntimeError", e)


def strict():
    for a, b in zip([1, 2], [3, 4], strict=True):
        print(a, b)
    try:
        for a, b in zip([1, 2], [3], strict=True):
            print(a, b)
    except ValueError as e:
        print("ValueError", e)
    try:
        for a, b in zip([1], [3, 4], strict=True):
            print(a, b)
    except ValueError as e:
        print("ValueError", e)


def other_sources():
    # Sources that are not list/tuple/range iterators take the general path.
    def gen():
        yield "g1"
        yield "g2"
    for i, x in enumerate(gen()):
        print(i, x)
    for a, b in zip(gen(), {3: 4, 5: 6}):
        print(a, b)
    for i, x in enumerate({"s"}):
        print(i, x)
    for i, x in enumerate(map(abs, [-1, -2])):
        print(i, x)

    class Seq:
        def __getitem__(self, k):
            if k > 2:
                raise IndexError
            return k * k
    for a, b in zip(Seq(), Seq()):
        print(a, b)

    class Bad:
        def __iter__(self):
            return self
        def __next__(self):
            raise KeyError("boom")
    try:
        for a, b in zip([1, 2], Bad()):
            pass
    except KeyError as e:
        print("KeyError", e)


def total(n):
    s = 0
    xs = list(range(n))
    for i, x in enumerate(xs):
        s += i * x
    for a, b in zip(xs, reversed(xs)):
        s += a - b
    for a, b in zip(range(n), xs):
        s += a + b
    return s


loops()
partial_consumption()
shapes()
mutation()
strict()
other_sources()
print(total(1000))
