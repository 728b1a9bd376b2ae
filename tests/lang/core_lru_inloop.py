# functools.lru_cache calls run by CALL in the interpreter loop (a miss runs the function as a
# frame of the calling loop and its return stores the result): hits and misses counted,
# recursion filling the cache from inside, a function that fills its own key before returning,
# defaults, keyword calls and generator functions (the general path), exceptions leaving
# nothing cached, deep recursion stopped by RecursionError and the depth given back afterwards,
# keys whose __eq__ changes the wrapper during a lookup, cache_clear inside a call, closures.
import functools


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info())
print(fib(80), fib(79), fib.cache_info())


@functools.lru_cache(maxsize=4)
def sq(x):
    return x * x


for v in [1, 2, 3, 1, 4, 5, 2, 1, 6, 3, 3]:
    sq(v)
print(sq.cache_info(), sq(2**62) == 2**124, sq(-7), sq(2.5))

fills = []


@functools.lru_cache(maxsize=2)
def self_filling(n):
    fills.append(n)
    if n > 0:
        # The inner call with the same key stores first; the outer store keeps that value.
        inner = self_filling(n - 1) + 1 if n % 2 else self_filling(0)
        if n == 3:
            self_filling.cache_clear()
        return inner
    return 100


print([self_filling(k) for k in (1, 2, 3, 3, 4, 1)], fills, self_filling.cache_info())


@functools.lru_cache(maxsize=8)
def with_default(a, b=10):
    return a * b


print(with_default(3), with_default(3, 10), with_default(3, b=10), with_default(a=3),
      with_default.cache_info())


@functools.lru_cache()
def gen(n):
    yield from range(n)


print(list(gen(3)), gen(3) is gen(3), gen.cache_info())


class Boom(Exception):
    pass


@functools.lru_cache(maxsize=None)
def fails(n):
    if n % 3 == 0:
        raise Boom(n)
    return fails(n - 1) if n > 1 else 1


for k in (1, 2, 3, 4, 5, 6, 7):
    try:
        print(k, fails(k))
    except Boom as e:
        print(k, "Boom", e)
print(fails.cache_info())


@functools.lru_cache(maxsize=None)
def depth(n):
    return 0 if n == 0 else depth(n - 1) + 1


for rounds in range(3):
    depth.cache_clear()
    try:
        print(depth(5000))
    except RecursionError as e:
        print("RecursionError", e)
    depth.cache_clear()
    print(depth(300), depth.cache_info().misses)


class Key:
    def __init__(self, v, action=None):
        self.v = v
        self.action = action

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, other):
        if self.action:
            self.action()
        return isinstance(other, Key) and self.v == other.v


@functools.lru_cache(maxsize=None)
def ident(k):
    return k.v * 2


print(ident(Key(1)), ident(Key(1)), ident.cache_info())
print(ident(Key(1, ident.cache_clear)), ident.cache_info())
print(ident(Key(2)), ident(Key(2, lambda: setattr(ident, "extra", 1))), ident.cache_info())
try:
    ident([1])
except TypeError as e:
    print("TypeError", e)


def make_counter(step):
    seen = []

    @functools.lru_cache(maxsize=16)
    def tri(n):
        seen.append(n)
        return 0 if n <= 0 else n * step + tri(n - 1)

    return tri, seen


t2, seen2 = make_counter(2)
t3, seen3 = make_counter(3)
print(t2(10), t3(10), t2(10), len(seen2), len(seen3), t2.cache_info(), t3.cache_info())


@functools.lru_cache(maxsize=3)
def pair(a, b):
    return (a, b, a * b)


print([pair(i % 4, i % 3) for i in range(12)], pair.cache_info())
print(sum(pair(i % 5, 1)[2] for i in range(1000)), pair.cache_info())


@functools.lru_cache(maxsize=None)
def big(n):
    return 2 ** n if n < 3 else big(n - 1) * 3


print(big(200) % 1000007, big(40), big.cache_info())
