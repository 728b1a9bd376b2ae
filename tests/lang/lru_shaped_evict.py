# lru_cache wrappers as shaped instances: update_wrapper's dunders kept with the state, the
# eviction of the oldest entry (bounded caches), recursion that fills the key during the call,
# keys with a Python __eq__/__hash__, wrappers given attributes, and dunders on user instances.
import functools

calls = []


@functools.lru_cache(maxsize=3)
def sq(n):
    """Squares n."""
    calls.append(n)
    return n * n


for k in [1, 2, 3, 1, 4, 2, 5, 1, 3, 3, 6, 2]:
    sq(k)
print(calls, sq.cache_info())
print(sq.__name__, sq.__qualname__, sq.__doc__, sq.__module__, sq.__wrapped__.__name__)
calls.clear()
for k in [3, 6, 2, 1, 6]:
    sq(k)
print(calls, sq.cache_info())


@functools.lru_cache(maxsize=4)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print([fib(i) for i in range(30)], fib.cache_info())
print([fib(i) for i in (29, 28, 27, 26, 25, 29)], fib.cache_info())


# The call itself stores the key (a recursion through the wrapper with the same argument).
depth = [0]


@functools.lru_cache(maxsize=2)
def again(n):
    depth[0] += 1
    if depth[0] < 3:
        return again(n) + 1
    return 100


print(again(7), again.cache_info(), again(7), again.cache_info())


class Key:
    eqs = 0

    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return self.v % 3

    def __eq__(self, other):
        Key.eqs += 1
        return isinstance(other, Key) and self.v == other.v

    def __repr__(self):
        return 'Key(%d)' % self.v


@functools.lru_cache(maxsize=4)
def kv(k, m=1):
    return k.v * m


tot = 0
for i in range(40):
    tot += kv(Key(i % 7), 2)
print(tot, kv.cache_info(), Key.eqs > 0)
print(kv(Key(5), 2), kv(Key(1), 2), kv.cache_info())


# Unbounded, tuple keys; attributes added to and deleted from a wrapper.
@functools.lru_cache(maxsize=None)
def part(n, k):
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    return part(n - k, k) + part(n, k - 1)


print(part(60, 60), part.cache_info().misses)
part.cache_clear()
print(part(10, 10), part.cache_info())
sq.extra = 'x'
print(sq(9), sq(9), sq.extra, sq.cache_info())
del sq.extra
print(sq(10), sq(10), sq.cache_info(), hasattr(sq, 'extra'))


class Doc:
    def __init__(self, d):
        self.a = 1
        self.__doc__ = d
        self.__module__ = 'm'
        self.__name__ = 'n'
        self.b = 2


objs = [Doc('one'), Doc('two'), Doc('three')]
print([(o.__doc__, o.__module__, o.__name__, o.a, o.b) for o in objs], Doc.__doc__, Doc.__module__)
objs[1].__doc__ = 'again'
del objs[2].__name__
print([o.__doc__ for o in objs], hasattr(objs[2], '__name__'), objs[0].__name__)
