# itertools' native iterators (chain, chain.from_iterable, compress, starmap, pairwise,
# zip_longest): items, laziness, exhaustion, errors raised mid-iteration, StopIteration from a
# called function ending the iteration, argument errors, and names.
import itertools
from itertools import chain, compress, starmap, pairwise, zip_longest
print(list(chain([1, 2], (3,), "ab", {})), list(chain()), list(chain.from_iterable(["ab", [1], range(3)])))
c = chain([1])
print(iter(c) is c, isinstance(c, chain), type(c).__name__, type(chain) is type, chain.__name__)
try: chain(a=1)
except TypeError as e: print(e)
try: chain.from_iterable(1)
except TypeError as e: print(e)
c = chain([1], 5, [2])
print(next(c))
try: next(c)
except TypeError as e: print(e)
print(next(c, "end?"))
print(list(compress("abcdef", [1, 0, 1, 0, 1, 1, 1])), list(compress(range(10), itertools.cycle([0, 0, 1]))))
print(list(starmap(pow, [(2, 5), (3, 2)])), list(starmap(max, [[1, 5], "xy", range(3)])))
try: list(starmap(max, [1]))
except TypeError as e: print(e)
print(list(pairwise("abcde")), list(pairwise([])), list(pairwise([1])))
p = pairwise(iter([1, 2, 3]))
print(list(p), list(p))
print(list(zip_longest("abc", [1], fillvalue="-")), list(zip_longest()), list(zip_longest([], [])))
z = zip_longest([1, 2], "a")
print(next(z), next(z), next(z, "done"), next(z, "done"))
def boom():
    yield 1
    raise ValueError("boom")
z = zip_longest(boom(), [7, 8, 9])
print(next(z))
try: next(z)
except ValueError as e: print("err", e)
print(next(z, "after"))
def stopper(x):
    if x > 2: raise StopIteration
    return x
print(list(starmap(stopper, [(1,), (2,), (3,), (4,)])))
print(sum(1 for _ in chain.from_iterable([[0]] * 1000)), len(list(chain(*[[i] for i in range(500)]))))
g = chain(iter([1, 2]), iter([3]))
print(next(g), list(g), list(g))
try: compress([1], 5)
except TypeError as e: print(e)
try: starmap(max)
except TypeError as e: print(type(e).__name__)
print(list(zip_longest(*[range(3), range(5), range(1)])))

import itertools as it2
print(type(it2.zip_longest()).__name__, type(it2.compress([], [])).__name__, type(it2.starmap(max, [])).__name__)
print(list(it2.islice(chain.from_iterable(it2.repeat("ab")), 5)))
seen = []
def src():
    for i in range(3):
        seen.append(i)
        yield [i]
c = chain.from_iterable(src())
print(seen, next(c), seen)
print(list(zip_longest(iter([1, 2, 3]), iter([]), fillvalue=0)))
print(dict(pairwise("abcd")), list(compress("abc", (x > 0 for x in [1, 0, 2]))))
nested = chain([])
for _ in range(50):
    nested = chain(nested, [1])
print(sum(nested))
