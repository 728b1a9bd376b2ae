# corpus: legit
# technique: bounded recursion
import functools


def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def ack(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ack(m - 1, 1)
    return ack(m - 1, ack(m, n - 1))


print(depth(500), fib(90), ack(2, 3))
try:
    depth(10 ** 6)
except RecursionError as e:
    print("RecursionError caught")
print(depth(100))
