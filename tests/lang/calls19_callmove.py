# A call whose result is stored in a local (`x = f(a)`: CALLMOVE / CALLMETHODMOVE, which store
# the result in the local directly when the callee is a simple function, a builtin function or
# type, or a builtin method, and turn back into CALL / CALLMETHOD for anything else).
import functools
from collections import Counter


def inc(a):
    return a + 1


def boom(a):
    raise ValueError("boom %r" % (a,))


def dflt(a, b=10):
    return a + b


class Node:
    def __init__(self, v):
        if v < 0:
            raise ValueError("negative")
        self.v = v

    def plus(self, k):
        return self.v + k

    @staticmethod
    def st(k):
        return k * 2

    @classmethod
    def cm(cls, k):
        return (cls.__name__, k)


class BadInit:
    def __init__(self):
        return 5


def gen(n):
    for i in range(n):
        yield i
    return "done"


def same_register():
    x = 1
    x = inc(x)
    x = inc(inc(x))
    print("same", x)


def keeps_old_value():
    x = "old"
    try:
        x = boom(x)
    except ValueError as e:
        print("raised", e, x)
    y = "old"
    try:
        y = Node(-1)
    except ValueError as e:
        print("init raised", e, y)
    z = "old"
    try:
        z = BadInit()
    except TypeError as e:
        print("init type", e, z)
    w = "old"
    try:
        w = len(5)
    except TypeError as e:
        print("len", e, w)
    v = "old"
    try:
        v = int("x")
    except ValueError as e:
        print("int", e, v)
    d = {}
    u = "old"
    try:
        u = d.get([])
    except TypeError as e:
        print("get", e, u)
    n = Node(1)
    t = "old"
    try:
        t = n.plus("a")
    except TypeError as e:
        print("plus", e, t)


def mixed_callees():
    # One site sees a function, a builtin, a class, a default-taking function: it stays right
    # after it turns back into a plain CALL.
    out = []
    for fn in (inc, abs, str, dflt, Node, inc, len, dflt):
        arg = -3 if fn is not len else [1, 2]
        try:
            r = fn(arg)
        except ValueError as e:
            r = "err:" + str(e)
        out.append(r if not isinstance(r, Node) else ("Node", r.v))
    print(out)


def generators():
    it = gen(3)
    a = next(it)
    b = next(it, "x")
    c = next(it)
    d = next(it, "end")
    print(a, b, c, d)
    it2 = gen(1)
    e = next(it2)
    try:
        e = next(it2)
    except StopIteration as s:
        print("stop", s.value, e)
    l = list(gen(4))
    t = tuple(gen(3))
    s = sum(i * i for i in range(5))
    m = max(x for x in [3, 9, 2])
    so = sorted(gen(3))
    j = "-".join(str(i) for i in range(4))
    j2 = ",".join(["a", "b"])
    print(l, t, s, m, so, j, j2)
    g = gen(2)
    print(type(g).__name__)


def methods():
    n = Node(5)
    a = n.plus(1)
    b = n.st(2)
    c = Node.st(3)
    d = n.cm(4)
    n.plus = lambda k: k * 100
    e = n.plus(2)
    dd = {"k": 1}
    f = dd.get("k")
    g = dd.get("z")
    h = dd.get("z", "dflt")
    cnt = Counter("aab")
    i = cnt.get("a")
    k = cnt.get("q", 0)
    lst = [3, 1]
    m = lst.pop()
    s = "a,b".split(",")
    print(a, b, c, d, e, f, g, h, i, k, m, s)


@functools.lru_cache(maxsize=None)
def fib(n):
    if n < 2:
        return n
    a = fib(n - 1)
    b = fib(n - 2)
    return a + b


class Adder:
    def __call__(self, x):
        return x + 1000


def other_callables():
    p = functools.partial(dflt, b=1)
    a = p(1)
    b = Adder()(1)
    add = Adder()
    c = add(2)
    f = fib(30)
    bm = Node(7).plus
    e = bm(1)
    k = dflt(1, b=2)
    args = (4,)
    s = inc(*args)
    print(a, b, c, f, e, k, s)


def recurse(n):
    if n == 0:
        return 0
    r = recurse(n - 1)
    return r + 1


def deep():
    r = "old"
    try:
        r = recurse(100000)
    except RecursionError:
        print("recursion", r)
    r = recurse(50)
    print(r)


def in_generator():
    x = 0
    for i in range(3):
        x = inc(x)
        yield x


class Body:
    v = inc(1)
    w = len("abc")


def loops():
    total = 0
    for i in range(1000):
        y = inc(i)
        z = abs(-i)
        total += y + z
    print(total)


same_register()
keeps_old_value()
mixed_callees()
generators()
methods()
other_callables()
deep()
print(list(in_generator()))
print(Body.v, Body.w)
loops()
