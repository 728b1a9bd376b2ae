# lru_cache and cache wrappers expose the cached function as __wrapped__ (calling it bypasses
# the cache), as in CPython.
import functools


@functools.lru_cache(maxsize=2)
def double(x):
    print('computing', x)
    return x * 2


print(double(1), double(1), double.__wrapped__(1), double.cache_info())


@functools.cache
def ident(x):
    return x


print(ident.__wrapped__(3), ident.__wrapped__ is ident.__wrapped__, ident.cache_info())
