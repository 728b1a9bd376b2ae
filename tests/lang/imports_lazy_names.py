# Names some stdlib modules make on first use instead of at import (sys.version_info and
# float_info, statistics.LinearRegression, functools' CacheInfo: namedtuples, so import
# collections only when needed): every way of reaching them must behave as in CPython.
import sys
import statistics
import functools

# Before anything reads them: attribute access, from-import, repeated access gives one object.
vi = sys.version_info
print(type(vi).__name__, type(vi).__qualname__, vi[:2] >= (3, 8), vi.major, vi.releaselevel)
print(vi is sys.version_info, len(vi), tuple(vi)[3:])
from sys import float_info
print(float_info.max, float_info.dig, float_info.epsilon, float_info is sys.float_info)
print(repr(float_info)[:40], isinstance(vi, tuple))
print(sys.maxsize, sys.version_info > (3,), sys.version_info < (4, 0))
try:
    sys.version_info.major = 4
except AttributeError:
    print('AttributeError')
try:
    from sys import no_such_name
except ImportError as e:
    print('ImportError', e)
try:
    sys.no_such_name
except AttributeError as e:
    print('AttributeError', e)

# statistics.LinearRegression: first reached through the function, then the attribute.
r = statistics.linear_regression([1, 2, 3, 4], [2, 4, 6, 8.5])
print(type(r).__name__, r.slope, r.intercept, r._fields)
print(type(r) is statistics.LinearRegression, isinstance(r, statistics.LinearRegression))
from statistics import LinearRegression
print(LinearRegression is statistics.LinearRegression, LinearRegression(1, 2))
print(statistics.linear_regression([1, 2, 3], [1, 2, 3], proportional=True))
try:
    statistics.linear_regression([1], [2])
except statistics.StatisticsError as e:
    print('StatisticsError', e)


# functools: cache_info() before and after calls, one CacheInfo type for every cache.
@functools.lru_cache(maxsize=4)
def sq(n):
    return n * n


@functools.cache
def cube(n):
    return n * n * n


print(sq.cache_info())
print([sq(i % 6) for i in range(10)], sq.cache_info())
print(cube(3), cube(3), cube.cache_info())
info = sq.cache_info()
print(type(info).__name__, type(info) is type(cube.cache_info()), info.hits, info._fields)
print(info == (info.hits, info.misses, 4, info.currsize), info._asdict())
sq.cache_clear()
print(sq.cache_info())
