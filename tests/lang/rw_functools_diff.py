# functools, differential: reduce (initial, errors), partial (flattening, keyword override,
# repr), lru_cache (randomized call sequences against cache_info for several maxsizes, typed,
# keyword calls, cache_clear, cache_parameters), cmp_to_key, total_ordering from each root
# (every derived comparison, NotImplemented passing through), wraps/update_wrapper,
# singledispatch (MRO choice, registry, dispatch, errors) and cached_property.
import functools
import random
from functools import (cmp_to_key, lru_cache, partial, reduce, singledispatch,
                       total_ordering, update_wrapper, wraps)


def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


print(reduce(lambda a, b: a * 10 + b, [1, 2, 3]), reduce(lambda a, b: a + b, [], 7),
      reduce(lambda a, b: a + b, "xyz", "w"), reduce(max, iter([3, 9, 2])))
attempt("reduce-empty", lambda: reduce(lambda a, b: a, []))
attempt("reduce-noniter", lambda: reduce(lambda a, b: a, 5))
attempt("reduce-noniter-init", lambda: reduce(lambda a, b: a, 5, 0))


def f(a, b=2, *rest, c=3, **kw):
    return (a, b, rest, c, sorted(kw.items()))


p = partial(f, 1, c=10, z=0)
pp = partial(p, 5, z=9)
print(p(), p(7, 8, c=1), pp(), pp(6, y=1), pp.args, sorted(pp.keywords.items()), pp.func is f)
print(repr(partial(len)) == "functools.partial(<built-in function len>)")
print(repr(partial(f, 1, "x", c=[1])).endswith(", 1, 'x', c=[1])"))
attempt("partial-noncallable", lambda: partial(5))
attempt("partial-noargs", lambda: partial())
attempt("reduce-noargs", lambda: reduce(len))
attempt("reduce-kw", lambda: reduce(function=len))
attempt("cmp-foreign", lambda: cmp_to_key(lambda a, b: 0)(1) < 5)
print(total_ordering(type("T", (), {"__lt__": lambda s, o: True})).__gt__.__name__)
print(partial(max, key=abs)([-5, 3]), partial(sorted, reverse=True)([1, 3, 2]))

rng = random.Random(5)
for maxsize in (None, 0, 1, 3, 8):
    calls = []

    @lru_cache(maxsize=maxsize)
    def g(x, y=0):
        calls.append((x, y))
        return x * 100 + y

    results = []
    for _ in range(60):
        x = rng.randint(0, 6)
        if rng.random() < 0.2:
            results.append(g(x, y=1))
        elif rng.random() < 0.1:
            results.append(g(x, 1))
        else:
            results.append(g(x))
    info = g.cache_info()
    print(maxsize, sum(results), len(calls), info, info.hits + info.misses, g.cache_parameters())
    g.cache_clear()
    print(g.cache_info(), g(1), g.cache_info())


@lru_cache(maxsize=4, typed=True)
def t(x):
    return type(x).__name__


print(t(1), t(1.0), t(True), t(1), t.cache_info(), t.cache_parameters())
print(type(t.cache_info()).__name__, t.cache_info()._fields, t.cache_info().maxsize)
print(t.__wrapped__(2))
attempt("lru-badarg", lambda: lru_cache("x"))
print(lru_cache(maxsize=-5)(abs).cache_info())


@functools.cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(60), fib.cache_info())

data = [rng.randint(-9, 9) for _ in range(20)]
print(sorted(data, key=cmp_to_key(lambda a, b: (abs(a) > abs(b)) - (abs(a) < abs(b)))))
K = cmp_to_key(lambda a, b: a - b)
print(K(1) < K(2), K(2) <= K(2), K(3) > K(2), K(1) >= K(2), K(4) == K(4), K(4) != K(4))

for root in ("__lt__", "__le__", "__gt__", "__ge__"):
    ns = {}

    def make(root):
        def op(self, other):
            if not isinstance(other, type(self)):
                return NotImplemented
            return {"__lt__": self.v < other.v, "__le__": self.v <= other.v,
                    "__gt__": self.v > other.v, "__ge__": self.v >= other.v}[root]
        return op

    body = {"__init__": lambda self, v: setattr(self, "v", v),
            "__eq__": lambda self, o: isinstance(o, type(self)) and self.v == o.v,
            "__hash__": None, root: make(root)}
    C = total_ordering(type("C" + root.strip("_"), (), body))
    row = []
    for a in range(3):
        for b in range(3):
            x, y = C(a), C(b)
            row.append((x < y, x <= y, x > y, x >= y))
    print(root, row)
    attempt("mixed " + root, lambda: C(1) < 5)
    attempt("mixed2 " + root, lambda: C(1) >= "s")


@total_ordering
class Both:
    def __init__(self, v):
        self.v = v

    def __gt__(self, other):
        return self.v > other.v

    def __le__(self, other):
        return "le-own"


print(Both(1) < Both(2), Both(1) <= Both(2), Both(2) >= Both(2))
attempt("total-none", lambda: total_ordering(type("Z", (), {})))


def deco(fn):
    @wraps(fn)
    def wrapper(*a):
        return fn(*a)
    return wrapper


@deco
def hello(x):
    "Say hi."
    return x + 1


print(hello.__name__, hello.__doc__, hello.__wrapped__(1), hello(2))


def w2():
    pass


update_wrapper(w2, hello)
print(w2.__name__, w2.__doc__, w2.__wrapped__ is hello)


@singledispatch
def show(x):
    return "obj"


@show.register(int)
def _(x):
    return "int"


@show.register
def _(x: list):
    return "list"


show.register(float, lambda x: "float")


class MyInt(int):
    pass


class MyList(list):
    pass


print(show(1), show(True), show(MyInt(3)), show(1.5), show([1]), show(MyList()), show("s"), show(None))
print(show.dispatch(bool) is show.dispatch(int), sorted(c.__name__ for c in show.registry))
attempt("sd-noargs", lambda: show())
attempt("sd-badreg", lambda: show.register(5, lambda x: 0))


class Lazy:
    def __init__(self):
        self.n = 0

    @functools.cached_property
    def val(self):
        self.n += 1
        return self.n * 10


z = Lazy()
print(z.val, z.val, z.n)
z.val = 5
print(z.val, z.n)
del z.val
print(z.val, z.n)

# Keyword arguments named like the methods' own parameters (self, func, args, keywords).
ps = partial(dict, self=1, func=2)
print(ps(), ps(args=3), sorted(ps.keywords), partial(ps, keywords=4)())
kc = lru_cache(maxsize=2)(lambda **kw: sorted(kw))
print(kc(self=1), kc(self=1), kc.cache_info())


class PM:
    def m(self, **kw):
        return sorted(kw)

    pm = functools.partialmethod(m, self2=1)


print(PM().pm(x=1))
