import itertools as it
from itertools import *
print(list(islice(count(5, 2), 4)), list(islice(cycle('ab'), 5)), list(repeat('x', 3)))
print(list(accumulate([1, 2, 3, 4])), list(accumulate([1, 2, 3], lambda a, b: a * b, initial=10)))
print(list(chain([1, 2], (3,), 'ab')), list(chain.from_iterable([[1], [2, 3]])))
print(list(compress('ABCDEF', [1, 0, 1, 0, 1, 1])), list(dropwhile(lambda x: x < 3, [1, 4, 1])))
print(list(filterfalse(lambda x: x % 2, range(6))), list(takewhile(lambda x: x < 3, [1, 2, 5, 1])))
print([(k, list(g)) for k, g in groupby('AAAABBBCCDAA')])
print([(k, len(list(g))) for k, g in groupby(sorted([3, 1, 2, 11, 13]), key=lambda v: v % 2)])
print(list(islice('ABCDEFG', 2)), list(islice('ABCDEFG', 2, 4)), list(islice('ABCDEFG', 2, None, 2)))
print(list(islice(range(10), 0, 9, 3)), list(pairwise('ABCD')), list(starmap(pow, [(2, 5), (3, 2)])))
a, b = tee([1, 2, 3]); print(list(a), list(b))
print(list(zip_longest('ABCD', 'xy', fillvalue='-')))
print(list(product('ab', range(2))), len(list(product(range(3), repeat=3))))
print(list(permutations('ABC', 2)), len(list(permutations(range(5)))))
print(list(combinations('ABCD', 2)), list(combinations_with_replacement('ABC', 2)))
print(list(combinations(range(3), 5)), list(product()), list(permutations([])))
for bad in [lambda: islice([1], -1), lambda: list(combinations([1], -1)), lambda: repeat(1, 'a')]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
g = groupby([1, 1, 2])
k1, g1 = next(g); k2, g2 = next(g); print(k1, list(g1), k2, list(g2))
print(sum(1 for _ in product(range(10), repeat=4)))
