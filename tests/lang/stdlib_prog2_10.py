import functools
import time
from typing import Callable


def logged(func: Callable) -> Callable:
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        result = func(*args, **kwargs)
        print(f"{func.__name__}{args} -> {result}")
        return result
    return wrapper


@functools.lru_cache(maxsize=None)
def fib(n: int) -> int:
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@logged
def add(a, b):
    """Add two numbers."""
    return a + b


print(fib(80))
print(fib.cache_info())
fib.cache_clear()
print(fib.cache_info())
add(2, 3)
print(add.__name__)
print(add.__wrapped__(10, 20))

square = functools.partial(pow, exp=2)
print(square(9), [square(i) for i in range(5)])
print(functools.reduce(lambda acc, x: acc * x, range(1, 11), 1))
print(functools.reduce(lambda a, b: a + b, ["a", "b", "c"]))


@functools.cache
def ways(n):
    if n < 0:
        return 0
    if n == 0:
        return 1
    return ways(n - 1) + ways(n - 2) + ways(n - 3)


print([ways(i) for i in range(15)])
