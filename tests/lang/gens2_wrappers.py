# Generators consumed through next(), enumerate, zip, map, filter and the other C consumers:
# errors inside them, return values, closed/exhausted/running generators, send/throw, strict
# zip and recursion must behave exactly as in CPython whichever path resumes them.

def count(n, ret=None):
    for i in range(n):
        yield i
    return ret


def boom_at(n, exc=ValueError):
    for i in range(n):
        yield i
    raise exc("boom at %d" % n)


def next_basics():
    g = count(3, "done")
    print(next(g), next(g), next(g))
    try:
        next(g)
    except StopIteration as e:
        print("StopIteration", e.value, e.args)
    try:
        next(g)
    except StopIteration as e:
        print("again", e.value, e.args)
    g = count(2)
    print(next(g, "d"), next(g, "d"), next(g, "d"), next(g, "d"))
    g = count(1, 42)
    print(next(g, "x"), next(g, "x"), next(g, "x"))
    g = count(0)
    try:
        next(g)
    except StopIteration as e:
        print("empty", e.value, e.args)
    g = count(5)
    g.close()
    print(next(g, "closed"))
    try:
        next(count(3), 1, 2)
    except TypeError as e:
        print("TypeError", e)
    try:
        next(count(3), default=1)
    except TypeError as e:
        print("TypeError", e)
    try:
        next([1])
    except TypeError as e:
        print("TypeError", e)
    print(next(iter([7]), None), next(iter([]), None))


def next_errors():
    g = boom_at(2)
    print(next(g), next(g))
    try:
        next(g)
    except ValueError as e:
        print("ValueError", e)
    print(next(g, "finished after error"))

    def stops():
        yield 1
        raise StopIteration("inner")
    g = stops()
    next(g)
    try:
        next(g)
    except RuntimeError as e:
        print("RuntimeError", e, type(e.__cause__).__name__, e.__cause__)

    def running():
        yield next(me)
    me = running()
    try:
        next(me)
    except ValueError as e:
        print("ValueError", e)

    def ctx():
        try:
            yield 1
        finally:
            print("finally runs")
    g = ctx()
    next(g)
    g.close()


def send_throw():
    def echo():
        got = None
        while True:
            try:
                got = yield got
            except KeyError as e:
                got = "caught %s" % e
            if got == "stop":
                return "stopped"
    g = echo()
    print(next(g), g.send(1), next(g), g.send(2))
    print(g.throw(KeyError("k")), next(g))
    try:
        g.send("stop")
    except StopIteration as e:
        print("send ->", e.value)
    print(next(g, "over"))
    g = echo()
    try:
        g.send(5)
    except TypeError as e:
        print("TypeError", e)
    print(next(g), g.send("x"))

    def delegating():
        r = yield from count(2, "sub")
        yield r
    g = delegating()
    print(next(g), next(g), next(g), next(g, "end"))


def wrappers():
    print(list(enumerate(count(3), 10)))
    for i, x in enumerate(count(3)):
        print(i, x)
    for a, b in zip(count(4), "ab"):
        print(a, b)
    print(list(zip(count(2), count(5))))
    print(sum(map(lambda v: v * v, count(5))), list(filter(None, count(4))))
    print(list(map(pow, count(4), count(4, 9))))
    for name, make in (("enumerate", enumerate), ("map", lambda g: map(abs, g)),
                       ("filter", lambda g: filter(None, g)), ("zip", lambda g: zip(g, g)),
                       ("list", list), ("sorted", sorted), ("sum", sum), ("max", max),
                       ("set", set), ("tuple", tuple), ("join", lambda g: "".join(map(str, g)))):
        try:
            r = make(boom_at(3))
            if name in ("enumerate", "map", "filter", "zip"):
                for x in r:
                    pass
            print(name, "no error?")
        except ValueError as e:
            print(name, "ValueError", e)
    g = count(6)
    z = zip(g, [1, 2])
    print(list(z), next(g), list(g))
    try:
        list(zip(count(2), count(3), strict=True))
    except ValueError as e:
        print("ValueError", e)
    try:
        list(zip(count(3), [1, 2], strict=True))
    except ValueError as e:
        print("ValueError", e)
    print(list(zip(count(2), count(2), strict=True)))
    g = count(3)
    for x in g:
        pass
    print(list(enumerate(g)), list(zip(g)), next(g, "exhausted"))
    g = count(4)
    e = enumerate(g)
    print(next(e), next(g), next(e), list(e))

    def selfref():
        for i, x in enumerate(holder[0]):
            yield x
    holder = [None]
    holder[0] = selfref()
    try:
        list(holder[0])
    except ValueError as e:
        print("ValueError", e)


def tree(n):
    # Recursion through generators resumed by next() and by for loops.
    if n == 0:
        yield 0
        return
    g = tree(n - 1)
    yield next(g) + 1
    for x in g:
        yield x + 1
    for x in tree(n - 1):
        yield -x


def deep(n):
    if n:
        yield next(deep(n - 1)) + 1
    else:
        yield 0


next_basics()
next_errors()
send_throw()
wrappers()
print(list(tree(4)))
print(next(deep(300)))
try:
    next(deep(100000))
except RecursionError as e:
    print("RecursionError", str(e)[:40])


def loop_wrappers():
    # for loops over enumerate(g) and map(f, g): the generator is resumed in the loop.
    for i, x in enumerate(count(3), 2**63 - 3):
        print(i, x)
    for p in enumerate(count(2), -1):
        print(p)
    for i, (a, b) in enumerate(zip("ab", "cd")):
        print(i, a, b)
    for i, x in enumerate(count(3)):
        for j, y in enumerate(count(i)):
            print(i, x, j, y)
    e = enumerate(count(5))
    for i, x in e:
        if i == 2:
            break
    for i, x in e:
        print("rest", i, x)
    for i, x in e:
        print("never")
    print(next(e, "e done"))
    for v in map(lambda x: x * 10, count(3)):
        print(v)
    for v in map(str, count(2)):
        print(repr(v))
    m = map(abs, count(4))
    for v in m:
        if v == 1:
            break
    print(list(m), list(m))
    g = count(4)
    for v in map(lambda x: (x, next(g, "none")), g):
        print(v)
    try:
        for i, x in enumerate(boom_at(2)):
            print(i, x)
    except ValueError as e:
        print("ValueError", e)
    try:
        for v in map(lambda x: 10 // (1 - x), count(3)):
            print(v)
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    g = count(5)
    for i, x in enumerate(g):
        if i == 1:
            g.close()
    print(i, x)
    g = count(3)
    list(g)
    for i, x in enumerate(g):
        print("never")
    for v in map(abs, g):
        print("never")

    def running():
        for i, x in enumerate(me):
            yield x
    me = running()
    try:
        next(me)
    except ValueError as e:
        print("ValueError", e)
    total = 0
    for k in range(3):
        for i, x in enumerate(count(100)):
            total += i * x
        for v in map(lambda y: y + 1, count(50)):
            total += v
    print(total)


loop_wrappers()
