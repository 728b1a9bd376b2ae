# Attributes a script sets on its own functions (memoize and counting decorators).
import functools


def counted(fn):
    @functools.wraps(fn)
    def wrapper(*args):
        wrapper.calls += 1
        return fn(*args)
    wrapper.calls = 0
    return wrapper


@counted
def add(a, b):
    return a + b


print(add(1, 2), add(3, 4), add.calls, add.__name__)


def memo(fn):
    def inner(n):
        if n not in inner.cache:
            inner.cache[n] = fn(n)
        return inner.cache[n]
    inner.cache = {}
    inner._private = "p"
    return inner


@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(30), len(fib.cache), fib._private)
fib.cache.clear()
del fib._private
for name in ("_private", "nothing"):
    try:
        getattr(fib, name)
    except AttributeError as e:
        print(type(e).__name__, e)
print(hasattr(fib, "cache"), getattr(fib, "cache"), getattr(fib, "x", 5))
f = lambda: 0
f.tag = "lam"
print(f.tag)
fib.__name__ = "renamed"
print(fib.__name__)
