# functools.lru_cache's native __call__: hits and misses for positional calls, LRU eviction
# order when bounded (hits move a key to the end), keys for ints, bools, floats, strs, big
# ints and tuples, unhashable arguments, exceptions (a miss with nothing cached), recursion,
# a function that clears its own cache, keyword and typed calls (the Python path), maxsize=0,
# and many evictions (the cache compacts its deleted entries).
import functools

calls = []


@functools.lru_cache(maxsize=3)
def sq(x):
    calls.append(x)
    return x * x


for v in [1, 2, 3, 1, 4, 2, 1, 5, 1, 3]:
    sq(v)
print(calls, sq.cache_info())
calls.clear()
print(sq(1), sq(True), sq(1.0), sq(2**70) == 2**140, sq(-3), calls, sq.cache_info())


@functools.lru_cache(maxsize=None)
def join(*parts):
    calls.append(parts)
    return "-".join(map(str, parts))


calls.clear()
print(join("a"), join("a"), join("a", "b"), join(("a",)), join(1, 2), join(1, 2), calls)
print(join.cache_info())
try:
    join([1])
except TypeError as e:
    print("TypeError", e)
print(join.cache_info())


@functools.lru_cache
def fail(n):
    if n < 0:
        raise ValueError("negative %d" % n)
    return n


for n in (1, -1, -1, 1):
    try:
        print(fail(n))
    except ValueError as e:
        print("ValueError", e)
print(fail.cache_info())


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(90), fib.cache_info())
fib.cache_clear()
print(fib.cache_info(), fib(20), fib.cache_info())


@functools.lru_cache(maxsize=2)
def selfclear(n):
    if n == 3:
        selfclear.cache_clear()
    return n * 10


print([selfclear(n) for n in (1, 2, 3, 1, 3)], selfclear.cache_info())


@functools.lru_cache(maxsize=4)
def kw(a, b=2):
    calls.append((a, b))
    return a + b


calls.clear()
print(kw(1), kw(1), kw(1, b=2), kw(a=1, b=2), kw(1, 2), calls, kw.cache_info())


@functools.lru_cache(maxsize=8, typed=True)
def typed(x):
    calls.append(x)
    return repr(x)


calls.clear()
print(typed(1), typed(1.0), typed(True), typed(1), calls, typed.cache_info())


@functools.lru_cache(maxsize=0)
def nocache(x):
    calls.append(x)
    return x


calls.clear()
print(nocache(1), nocache(1), calls, nocache.cache_info())


class Key:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return self.v % 3

    def __eq__(self, other):
        return isinstance(other, Key) and self.v == other.v


@functools.lru_cache(maxsize=None)
def keyed(k):
    return k.v * 2


print(keyed(Key(4)), keyed(Key(7)), keyed(Key(4)), keyed.cache_info())


@functools.lru_cache(maxsize=100)
def ident(n):
    return n


total = 0
for i in range(5000):
    total += ident(i % 150)
print(total, ident.cache_info())


@functools.lru_cache(maxsize=None)
def depth(n):
    return depth(n - 1) + 1 if n else 0


print(depth(150), depth(390), depth.cache_info().currsize)
