import functools
from functools import reduce, partial, lru_cache, cache, cmp_to_key, wraps, total_ordering
print(reduce(lambda a, b: a + b, [1, 2, 3, 4]), reduce(lambda a, b: a * b, [], 1))
try:
    reduce(lambda a, b: a, [])
except TypeError as e:
    print(e)
def f(a, b, c=0): return (a, b, c)
p = partial(f, 1, c=3)
print(p(2), p(2, c=9), p.args, p.keywords, p.func is f)
print(repr(partial(f, 1, c=3)).startswith('functools.partial(<function f at 0x'))
q = partial(p, 5); print(q(), q.args)
@lru_cache(maxsize=None)
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())
@lru_cache
def sq(x): return x * x
print(sq(3), sq(3), sq(4), sq.cache_info()); sq.cache_clear(); print(sq.cache_info())
@lru_cache(maxsize=2)
def ident(x): return x
for v in [1, 2, 1, 3, 2, 1]: ident(v)
print(ident.cache_info())
@cache
def fact(n): return 1 if n == 0 else n * fact(n - 1)
print(fact(20), fact.cache_info())
print(sorted([5, 2, 9, 1], key=cmp_to_key(lambda a, b: b - a)))
def deco(fn):
    @wraps(fn)
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper
@deco
def hello(x):
    return x + 1
print(hello.__name__, hello.__qualname__, hello(1))
@total_ordering
class V:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __lt__(self, o): return self.v < o.v
print(V(1) < V(2), V(2) <= V(2), V(3) > V(2), V(1) >= V(2))
try:
    @total_ordering
    class W: pass
except ValueError as e:
    print(e)
