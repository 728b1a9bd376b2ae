# How deep memoized recursion goes: an lru_cache miss runs as a frame of the interpreter loop and
# counts two levels against the recursion limit (its frame and the wrapper's call), as in
# CPython, so it reaches about half the limit, follows sys.setrecursionlimit, and gives its
# levels back on return and on unwinding (a RecursionError, another exception, a caught one).
import functools
import sys


@functools.lru_cache(maxsize=None)
def down(n):
    return 0 if n == 0 else down(n - 1) + 1


def deepest(fn, start, stop):
    # The largest n in [start, stop) that fn.cache_clear(); fn(n) runs without RecursionError.
    lo, hi = start, stop
    while lo + 1 < hi:
        mid = (lo + hi) // 2
        fn.cache_clear()
        try:
            fn(mid)
            lo = mid
        except RecursionError:
            hi = mid
    return lo


print("default limit", deepest(down, 1, 2000))
print("again", deepest(down, 1, 2000))


def nested(k):
    # Plain frames below the memoized recursion use the same limit.
    if k == 0:
        return deepest(down, 1, 2000)
    return nested(k - 1)


print("under 50 plain frames", nested(50))


@functools.lru_cache(maxsize=None)
def boom(n):
    if n == 0:
        raise ValueError("bottom")
    return boom(n - 1) + 1


for attempt in range(5):
    try:
        boom(300)
    except ValueError as e:
        print("caught", e, attempt)
print("after exceptions", deepest(down, 1, 2000))


@functools.lru_cache(maxsize=None)
def catches(n):
    if n == 0:
        raise KeyError(n)
    try:
        return catches(n - 1) + 1
    except KeyError:
        return -n


print("caught inside", catches(200))
print("after caught inside", deepest(down, 1, 2000))


@functools.lru_cache(maxsize=64)
def bounded(n):
    return 0 if n == 0 else bounded(n - 1) + 1


print("bounded cache", deepest(bounded, 1, 2000))


@functools.lru_cache(maxsize=None)
def with_key(n):
    # A nested call from C (sorted's key) at every level still works deep down.
    if n == 0:
        return 0
    return with_key(n - 1) + sorted([3, 1, 2], key=lambda v: -v)[0] - 2


with_key.cache_clear()
print("sorted inside", with_key(450))

sys.setrecursionlimit(5000)
print("limit 5000", deepest(down, 1, 6000))
down.cache_clear()
print(down(2400))
down.cache_clear()
try:
    down(2600)
except RecursionError as e:
    print("RecursionError", e)
print("info", down.cache_info().currsize > 0)
sys.setrecursionlimit(1000)
print("back to 1000", deepest(down, 1, 2000))
