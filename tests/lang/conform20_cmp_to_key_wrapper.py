# conform20: cmp_to_key returns a functools.KeyWrapper, as do its calls (one class, as CPython's).
import functools
def cmp(a, b): return (a > b) - (a < b)
k = functools.cmp_to_key(cmp)
print(type(k).__name__, type(k).__module__, repr(k).split(' at ')[0], repr(k(1)).split(' at ')[0])
print(sorted([3, 1, 2], key=k), sorted(['b', 'a'], key=functools.cmp_to_key(lambda a, b: -cmp(a, b))))
print(k(1) < k(2), k(2) <= k(2), k(1) == k(1), k(3) > k(2), k(1) >= k(2), k(1) != k(2))
print(k(5).obj, min([4, 2, 8], key=k), max([4, 2, 8], key=k))
try: k(1) < 3
except TypeError as e: print("TE", e)
try: hash(k(1))
except TypeError as e: print("TE", e)
try: k(1).x = 2
except AttributeError as e: print("AE", e)
print(hasattr(functools, 'KeyWrapper'), type(k(1)) is type(k))
print(sorted([(1, 'b'), (1, 'a'), (0, 'z')], key=functools.cmp_to_key(lambda x, y: cmp(x[0], y[0])), reverse=True))
