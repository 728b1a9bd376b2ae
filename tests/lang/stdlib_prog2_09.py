import itertools
from operator import itemgetter

sales = [
    ("north", "2024-01", 120),
    ("north", "2024-02", 135),
    ("south", "2024-01", 90),
    ("south", "2024-02", 80),
    ("south", "2024-03", 110),
    ("east", "2024-01", 60),
]

sales.sort(key=itemgetter(0))
for region, rows in itertools.groupby(sales, key=itemgetter(0)):
    rows = list(rows)
    total = sum(r[2] for r in rows)
    print(f"{region:>6}: {total:5d} over {len(rows)} months")

amounts = [r[2] for r in sales]
print(list(itertools.accumulate(amounts)))
print(list(itertools.accumulate(amounts, max)))
print(list(itertools.pairwise(amounts)))
print([b - a for a, b in itertools.pairwise(amounts)])
print(list(itertools.chain([1, 2], (3, 4), "ab")))
print(list(itertools.chain.from_iterable([[1], [2, 3], []])))
print(list(itertools.combinations("ABCD", 2)))
print(len(list(itertools.permutations(range(5), 3))))
print(list(itertools.product([0, 1], repeat=3))[:5])
print(list(itertools.islice(itertools.count(10, 5), 4)))
print(list(itertools.zip_longest("abc", [1, 2], fillvalue="-")))
print(list(itertools.takewhile(lambda x: x < 100, amounts)))
print(list(itertools.dropwhile(lambda x: x < 100, amounts)))
print(list(itertools.compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
print(list(itertools.starmap(pow, [(2, 3), (3, 2)])))
print(list(itertools.islice(itertools.cycle("xy"), 5)))
print(list(itertools.repeat("z", 3)))
print(list(itertools.filterfalse(lambda x: x % 2, range(10))))
