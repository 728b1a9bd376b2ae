# Hits of bounded lru_caches (the entry moved to the end in place, so it is evicted last):
# the eviction order after mixed hits and misses, tuple and str keys, keys whose __eq__ calls
# the cached function itself (the cache changes during the lookup), and unbounded caches.
import functools

log = []


@functools.lru_cache(maxsize=3)
def f(a, b=0):
    log.append((a, b))
    return a * 10 + b


for args in [(1,), (2,), (3,), (1,), (4,), (2,), (1,), (3,), (1, 2), (1,), (4,), (1, 2)]:
    f(*args)
print(log, f.cache_info())


@functools.lru_cache(maxsize=2)
def g(s):
    log.append(s)
    return s.upper()


log.clear()
print([g(w) for w in 'ab' 'a' 'c' 'a' 'b' 'c' 'c' 'a'], log, g.cache_info())


class Sneaky:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return 7

    def __eq__(self, other):
        if isinstance(other, Sneaky) and self.v == 2 and other.v == 1:
            h(Sneaky(50 + len(log)))
        return isinstance(other, Sneaky) and self.v == other.v

    def __repr__(self):
        return 'S%d' % self.v


@functools.lru_cache(maxsize=3)
def h(k):
    log.append(k.v)
    return k.v * 2


log.clear()
print(h(Sneaky(1)), h(Sneaky(2)), h(Sneaky(1)), h(Sneaky(2)), h(Sneaky(1)), log, h.cache_info())


@functools.lru_cache(maxsize=None)
def u(n):
    return n if n < 2 else u(n - 1) + u(n - 2)


print(u(80), u.cache_info(), sum(f(i % 5) for i in range(100)), f.cache_info())
