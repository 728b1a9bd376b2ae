# Parameters that closures read and nothing rebinds stay plain registers of their function
# (compiler/np_symtable.c keep_fixed_params), each closure getting a cell of its own from
# MAKEFUNC; any parameter that may change keeps the shared cell CPython's semantics need.


def sort_by(rows, col):
    return sorted(rows, key=lambda r: r[col])


def all_ways(rows, col):
    total = 0
    for r in rows:
        total += r[col]
    return (sort_by(rows, col), [r[col] for r in rows], sum(r[col] for r in rows), total,
            max(rows, key=lambda r: -r[col]))


def rebound_after(x):
    g = lambda: x
    x = 5
    return g()


def rebound_aug(x):
    g = lambda: x
    x += 1
    return g()


def rebound_for(x):
    g = lambda: x
    for x in range(3):
        pass
    return g()


def rebound_with(x):
    import contextlib
    g = lambda: x
    with contextlib.nullcontext(9) as x:
        pass
    return g()


def rebound_except(x):
    g = lambda: x
    try:
        raise ValueError("v")
    except ValueError as x:
        pass
    try:
        return g()
    except NameError as e:
        return "NameError: " + str(e)


def rebound_import(math):
    g = lambda: math
    import math
    return g() is math


def rebound_nonlocal(x):
    def inc():
        nonlocal x
        x += 10
    g = lambda: x
    inc()
    return g()


def rebound_deep_nonlocal(x):
    def outer():
        def inner():
            nonlocal x
            x = "inner"
        inner()
    g = lambda: x
    outer()
    return g()


def rebound_walrus(x):
    g = lambda: x
    [(x := i) for i in range(3)]
    return g()


def rebound_def(f):
    g = lambda: f()

    def f():
        return "new f"
    return g()


def rebound_class(C):
    g = lambda: C

    class C:
        pass
    return g().__name__


def rebound_match(x):
    g = lambda: x
    match 7:
        case x:
            pass
    return g()


def deleted(x):
    g = lambda: x
    del x
    try:
        return g()
    except NameError as e:
        return "NameError: " + str(e)


def later_generator(x):
    gen = (x + i for i in range(3))
    return gen


def many_closures(k):
    return [lambda: k for _ in range(3)]


def chain(x):
    def g():
        return lambda: x
    return g()()


def through_class(x):
    class C:
        y = x

        def m(self):
            return x
    return C.y, C().m()


def varargs(*args, **kw):
    return (lambda: (args, kw))()


def shadow(x):
    def g(x):
        return x
    return g(2), (lambda: x)()


def nested_global(x):
    def g():
        global gx
        gx = x
        return gx
    return g()


def recursive(n):
    def down(m):
        if m == 0:
            return n
        return down(m - 1)
    return down(n)


def default_arg(x):
    def g(y=x):
        return y
    return g()


class Base:
    def who(self):
        return "Base"


class Derived(Base):
    def __init__(self, v):
        self.v = v

    def who(self):
        get = lambda: self.v
        return super().who() + ":" + str(get())


def genfunc(x):
    g = lambda: x
    yield g()
    yield x


def closure_then_loop(xs, scale):
    f = lambda v: v * scale
    out = []
    for v in xs:
        out.append(f(v) + scale)
    return out


rows = [(3, "c"), (1, "a"), (2, "b")]
print(all_ways(rows, 0))
print(rebound_after(1), rebound_aug(1), rebound_for(1), rebound_with(1), rebound_except(1))
print(rebound_import(None), rebound_nonlocal(1), rebound_deep_nonlocal(1), rebound_walrus(1))
print(rebound_def(lambda: "old f"), rebound_class(int), rebound_match(1), deleted(1))
g = later_generator(10)
print(list(g))
print([f() for f in many_closures(4)])
print(chain("c"), through_class("t"), varargs(1, 2, a=3), shadow(1), nested_global(5))
print(recursive(5), default_arg(3), Derived(7).who(), list(genfunc(8)))
print(closure_then_loop([1, 2, 3], 10))
