# Calls with *args / **kwargs (CALLEX) of Python functions and bound methods, which run as
# frames of the calling loop: defaults, keyword-only and **kwargs parameters, binding errors,
# generators (made, not run), deep recursion through f(*args), exceptions and tracebacks
# through the frames, and wrappers forwarding *args/**kwargs as decorators do.
import functools


def f(a, b=2, *rest, c=3, **kw):
    return (a, b, rest, c, sorted(kw.items()))


args = (1,)
print(f(*args), f(*(1, 5, 6, 7)), f(*args, **{"c": 9, "z": 0}), f(**{"a": 4, "b": 8}))
for bad in [(), (1,), (1, 2)]:
    try:
        print(f(*bad, **{"a": 0}))
    except TypeError as e:
        print("TypeError", e)
try:
    f(**{"c": 1})
except TypeError as e:
    print("TypeError", e)


def g(x, y):
    return x - y


try:
    g(*(1, 2, 3))
except TypeError as e:
    print("TypeError", e)
try:
    g(*(1,), **{"q": 2})
except TypeError as e:
    print("TypeError", e)


class C:
    def __init__(self, k):
        self.k = k

    def m(self, *a, **kw):
        return self.k, a, kw


c = C(7)
print(c.m(*[1, 2], **{"x": 3}), C.m(c, *()), (c.m)(*(4,)))


def gen(*xs):
    for x in xs:
        yield x * 2


print(list(gen(*range(4))), sum(gen(*[1, 2], *[3])))


def down(n, *acc):
    if n == 0:
        return len(acc)
    return down(*(n - 1,), *acc[:2], n)


print(down(*(900,)))


def count(fn):
    calls = 0

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        nonlocal calls
        calls += 1
        return fn(*args, **kwargs)

    wrapper.calls = lambda: calls
    return wrapper


@count
def area(w, h=1, *, scale=1):
    if w < 0:
        raise ValueError("negative width %d" % w)
    return w * h * scale


total = 0
for i in range(2000):
    total += area(i, h=2) + area(i, scale=3) + area(*(i, i))
print(total, area.calls(), area.__name__)
try:
    area(-1)
except ValueError as e:
    print("ValueError", e)
try:
    area(1, 2, 3)
except TypeError as e:
    print("TypeError", e)
print(area.calls())
