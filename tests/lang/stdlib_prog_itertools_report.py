import itertools
from operator import itemgetter

SALES = [
    ("north", "2024-01", 120), ("north", "2024-02", 90), ("south", "2024-01", 200),
    ("south", "2024-02", 150), ("east", "2024-01", 75), ("north", "2024-03", 110),
]

def main():
    rows = sorted(SALES, key=itemgetter(0, 1))
    for region, group in itertools.groupby(rows, key=itemgetter(0)):
        g = list(group)
        print(region, [m for _, m, _ in g], sum(v for *_, v in g))
    print(list(itertools.accumulate([3, 1, 4, 1, 5, 9, 2, 6])))
    print(list(itertools.accumulate([3, 1, 4, 1, 5], max)))
    print(list(itertools.combinations("ABCD", 2)))
    print(len(list(itertools.permutations(range(4), 3))))
    print(list(itertools.product("xy", [1, 2])))
    print(list(itertools.islice(itertools.count(10, 3), 5)))
    print(list(itertools.chain.from_iterable([[1, 2], [3], []])))
    print(list(itertools.zip_longest("abc", [1], fillvalue="-")))
    print(list(itertools.takewhile(lambda x: x < 5, [1, 4, 6, 2])))
    print(list(itertools.dropwhile(lambda x: x < 5, [1, 4, 6, 2])))
    print(list(itertools.compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
    print(list(itertools.starmap(pow, [(2, 5), (3, 2)])))
    print(list(itertools.pairwise([1, 2, 4, 7])))
    print(list(itertools.combinations_with_replacement("ab", 2)))
    cyc = itertools.cycle("RG")
    print([next(cyc) for _ in range(5)])
    print(list(itertools.repeat("z", 3)))
    a, b = itertools.tee([1, 2, 3])
    print(list(a), list(b))
    print(list(itertools.filterfalse(lambda x: x % 2, range(8))))

main()
