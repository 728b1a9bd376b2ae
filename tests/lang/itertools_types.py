# itertools' iterator classes are types, as in CPython: isinstance, type() identity, reprs,
# issubclass; calling them checks the arguments as before.
import itertools as it

made = [
    (it.count, it.count(5)), (it.repeat, it.repeat(1, 2)), (it.cycle, it.cycle('ab')),
    (it.accumulate, it.accumulate([1, 2])), (it.compress, it.compress('ab', [1, 0])),
    (it.dropwhile, it.dropwhile(bool, [0, 1])), (it.filterfalse, it.filterfalse(bool, [0, 1])),
    (it.islice, it.islice('abc', 2)), (it.pairwise, it.pairwise('abc')),
    (it.starmap, it.starmap(pow, [(2, 3)])), (it.takewhile, it.takewhile(bool, [1, 0])),
    (it.zip_longest, it.zip_longest('a', 'bc')), (it.product, it.product('ab', repeat=2)),
    (it.permutations, it.permutations('abc', 2)), (it.combinations, it.combinations('abc', 2)),
    (it.combinations_with_replacement, it.combinations_with_replacement('ab', 2)),
    (it.chain, it.chain('a', 'b')), (it.groupby, it.groupby('aab')),
]
for cls, obj in made:
    print(cls, isinstance(obj, cls), type(obj) is cls, issubclass(cls, object),
          isinstance(obj, (int, cls)), cls.__name__, type(obj).__qualname__)
print(list(it.islice(it.count(2, 3), 4)), list(it.repeat('x', 3)), list(it.islice(it.cycle('ab'), 5)))
print(list(it.product('ab', 'c')), list(it.combinations_with_replacement('ab', 2)))
print(type(it.tee([1])[0]).__name__, callable(it.count), isinstance(it.count, type))
for bad in (lambda: it.count('a'), lambda: it.islice([1], -1),
            lambda: isinstance(1, it.tee)):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
