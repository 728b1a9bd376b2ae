# Benchmark (held-out style, after typical agent code): memoization and higher-order helpers.
# Measures @functools.lru_cache recursion (hits and misses), a hand-written LRU cache class on
# a dict (pop/re-insert for recency, next(iter()) eviction), decorators built from closures
# with *args/**kwargs forwarding, functools.partial and reduce, and nonlocal counters.
import functools


@functools.lru_cache(maxsize=None)
def partitions(n, k):
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    return partitions(n - k, k) + partitions(n, k - 1)


@functools.lru_cache(maxsize=256)
def collatz_len(n):
    if n == 1:
        return 1
    return 1 + collatz_len(n // 2 if n % 2 == 0 else 3 * n + 1)


class LRU:
    def __init__(self, cap):
        self.cap = cap
        self.data = {}
        self.hits = 0
        self.misses = 0

    def get(self, key, compute):
        data = self.data
        if key in data:
            self.hits += 1
            val = data.pop(key)
            data[key] = val
            return val
        self.misses += 1
        val = compute(key)
        data[key] = val
        if len(data) > self.cap:
            del data[next(iter(data))]
        return val


def counted(fn):
    calls = 0

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        nonlocal calls
        calls += 1
        return fn(*args, **kwargs)

    wrapper.count = lambda: calls
    return wrapper


@counted
def scale(x, factor=2, offset=0):
    return x * factor + offset


def compose(*fns):
    def run(x):
        for f in reversed(fns):
            x = f(x)
        return x
    return run


def main():
    print(partitions(180, 180), partitions.cache_info().misses)
    total = 0
    for i in range(1, 30000):
        total += collatz_len(i % 5000 + 1)
    print(total, collatz_len.cache_info())
    cache = LRU(500)
    acc = 0
    x = 7
    for i in range(250000):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        acc += cache.get(x % 900, lambda k: k * k % 97)
    print(acc, cache.hits, cache.misses)
    f = compose(functools.partial(scale, factor=3), lambda v: v - 1, scale)
    s = 0
    for i in range(120000):
        s += f(i) + scale(i, offset=i & 3)
    print(s, scale.count(), scale.__name__)
    print(functools.reduce(lambda a, b: (a * 31 + b) % 1000003, range(500000), 1))


main()
