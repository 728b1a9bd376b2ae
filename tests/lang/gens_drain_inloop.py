# sum/any/all/min/max of a generator run it in the interpreter loop (np_interp.c drain_start):
# every item the sink cannot take, every end and every error must still give CPython's result.


class Num:
    def __init__(self, v):
        self.v = v

    def __add__(self, o):
        return Num(self.v + (o.v if isinstance(o, Num) else o))

    __radd__ = __add__

    def __lt__(self, o):
        return self.v < o.v

    def __gt__(self, o):
        return self.v > o.v

    def __bool__(self):
        print("bool", self.v)
        return self.v > 0

    def __repr__(self):
        return "Num(%r)" % self.v


def sums():
    print(sum(x for x in range(10)), sum(x * 0.5 for x in range(10)))
    print(sum(x if x % 2 else float(x) for x in range(7)))
    print(sum(float(x) if x % 2 else x for x in range(7)))
    print(sum(2 ** 62 for _ in range(5)), sum(-(2 ** 62) for _ in range(5)))
    print(sum(x for x in [2 ** 70, 1, 2.5]), sum(x for x in [True, True, 3]))
    print(sum(x for x in [1.5, 2 ** 53 + 1, 2 ** 53 + 1]))
    print(sum(x for x in [2 ** 53 + 1, 0.5]), sum(x for x in [1, 2, 2 ** 63, -(2 ** 63)]))
    print(sum(Num(x) for x in range(4)), sum(x for x in [1, Num(2), 3]))
    print(sum(x for x in []), sum(x for x in [float("inf"), 1, float("-inf")]))
    print(sum(x for x in [[1], [2]] if False), sum((x for x in [3, 4]), 10))
    try:
        sum(x for x in [1, "a"])
    except TypeError as e:
        print("TypeError", e)
    try:
        sum(x for x in ["a", "b"])
    except TypeError as e:
        print("TypeError", e)
    try:
        sum(1 // (x - 3) for x in range(6))
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)


def any_all():
    g = (x for x in [0, 0.0, None, False, 3, 0, 7])
    print(any(g), next(g), list(g))
    g = (x for x in [1, 2.5, True, "", 9])
    print(all(g), list(g))
    print(any(x for x in []), all(x for x in []), any(x for x in [0, None]), all(x for x in [1, 2]))
    print(any(Num(x) for x in [0, -1, 2, 5]), all(Num(x) for x in [3, 1, 0, 4]))
    print(any(x for x in [0, [], (), "", 0.0, [0]]), all(x for x in [1, "a", [0], (0,)]))
    g = (x for x in [0, 0, "yes", 4])
    print(any(g), next(g))
    try:
        any(10 // x for x in [5, 2, 0])
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)


def mins():
    print(max(x for x in [3, 9, 2]), min(x for x in [3.5, -1.0, 2.0]), max(x for x in [1, 2.5, 2]))
    print(min(x for x in ["b", "a", "c"]), max(x for x in [(1, 2), (1, 3)]), min(x for x in [5]))
    print(max(x for x in [1, 2 ** 70, 3]), min(x for x in [True, 0, -1]), max(Num(x) for x in [1, 3, 2]))
    print(max(x for x in [float("nan"), 1.0, 2.0]), max(x for x in [1.0, float("nan"), 2.0]))
    print(max(x for x in [2, 2.0, 2]), min(x for x in [0, -0.0, 0.0]), max(x for x in [1, 3, 3.0]))
    print(max((x for x in [4, 8, 1]), key=lambda v: -v), min((x for x in []), default="d"))
    for f in (min, max):
        try:
            f(x for x in [])
        except ValueError as e:
            print("ValueError", e)
    try:
        max(x for x in [1, "a"])
    except TypeError as e:
        print("TypeError", e)


def gen_fn(n):
    try:
        for i in range(n):
            yield i
        yield from range(100, 100 + n)
        return "ret"
    finally:
        print("finally", n)


def stop_inside():
    yield 1
    raise StopIteration("inner")


def functions():
    print(sum(gen_fn(3)), max(gen_fn(2)), any(gen_fn(0)))
    g = gen_fn(2)
    print(all(g))
    g.close()
    g = gen_fn(4)
    print(next(g), next(g), sum(g))
    g = gen_fn(3)
    print(any(g))
    g.close()
    print(sum(g), list(g))
    try:
        sum(stop_inside())
    except RuntimeError as e:
        print("RuntimeError", e, type(e.__cause__).__name__)


def nested():
    rows = [[1, 2, 3], [4, 5], [], [6]]
    print(sum(sum(x for x in r) for r in rows), max(min(x for x in r) for r in rows if r))
    print(sum(x * y for x, y in zip(range(5), range(5, 10))), all(any(r) for r in rows))
    print(list(sum(x for x in range(k)) for k in range(6)))
    print(sum((lambda: sum(x for x in range(4)))() for _ in range(3)))


def running():
    box = []

    def gen():
        yield 1
        yield sum(box[0])

    g = gen()
    box.append(g)
    try:
        print(sum(g))
    except ValueError as e:
        print("ValueError", e)


def rebound():
    sum = lambda g: "mine"
    print(sum(x for x in range(3)))
    max = len
    print(max([x for x in range(3)]))


def garbage():
    # Allocation-heavy bodies (collections may run between items) and heap items.
    print(sum(len([i] * 50) for i in range(3000)))
    print(max(str(i) * 3 for i in range(2000)), min((i, [i]) for i in range(500, 0, -1)))
    print(all([i] for i in range(3000)), any("" for i in range(3000)))


class S(str):
    pass


def lists():
    print("-".join(str(x) for x in range(12)), "".join(c for c in ""), S("+").join(c for c in "abc"))
    print(len("".join(str(x) for x in range(5000))), ",".join(c.upper() for c in "hello"))
    print(sorted(x * 7 % 11 for x in range(11)), sorted(x for x in []), sorted(s for s in "banana"))
    big = sorted((i * 7919) % 1000 for i in range(3000))
    print(big[:5], big[-5:], len(big))
    print(sorted((x % 3, -x) for x in range(7)), sorted(x for x in [2, 1.5, True, -1]))
    g = (x for x in "abcdef")
    next(g)
    print("".join(g), "".join(g))
    for bad in ([1, "a"], ["a", 2, "b"], ["a", None]):
        try:
            "".join(x for x in bad)
        except TypeError as e:
            print("TypeError", e)
    try:
        sorted(x for x in [1, "a", 2])
    except TypeError as e:
        print("TypeError", e)
    try:
        "".join(str(10 // x) for x in [5, 1, 0, 2])
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    try:
        sorted(10 // x for x in range(300, -1, -1))
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    print(" ".join(w for w in "a b c".split()), "".join("".join(c for c in w) for w in ["ab", "cd"]))
    print(sorted(sorted(x for x in r)[-1] for r in [[3, 1], [9, 2], [4]]), sorted(gen_fn(2)))


class L(list):
    pass


class T(tuple):
    pass


def containers():
    print(list(x for x in range(5)), tuple(x * x for x in range(5)), list(x for x in []), tuple(x for x in ()))
    print(len(list(x for x in range(1000))), sum(tuple(x for x in range(500))), L(x for x in "ab"), T(x for x in "cd"))
    g = (x for x in range(6))
    print(next(g), tuple(g), list(g), tuple(g))
    print(list(list(y for y in range(x)) for x in range(4)), tuple(gen_fn(2)))
    try:
        tuple(1 // (3 - x) for x in range(5))
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    try:
        list(x for x in 5)
    except TypeError as e:
        print("TypeError", e)
    shadowed()


def shadowed():
    tuple = lambda g: "shadowed"
    print(tuple(x for x in range(3)))


def deleg():
    yield from range(3)
    yield from (x * 10 for x in range(3))
    yield from gen_fn(1)


def delegation():
    # Items of a `yield from` delegate reach the drain through the delegating generator.
    print(sum(deleg()), max(deleg()), "".join(str(x) for x in deleg()), tuple(deleg()))
    e = echo()
    next(e)
    print(e.send(3), sum(e.send(i) for i in range(4)), sorted(e.send(-i) for i in range(3)))
    rows = [[1, 2], [3, 4, 5], []]
    print(sorted(set(sum(x for x in r) for r in rows)), dict((len(r), max((x for x in r), default=0)) for r in rows))


def echo():
    x = yield 0
    while True:
        x = yield x


sums()
any_all()
delegation()
lists()
containers()
mins()
functions()
nested()
running()
rebound()
garbage()
