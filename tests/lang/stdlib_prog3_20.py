import itertools as it
import operator

sales = [("north", "q1", 100), ("north", "q2", 150), ("south", "q1", 80), ("south", "q2", 95), ("east", "q1", 60)]
for region, grp in it.groupby(sorted(sales), key=operator.itemgetter(0)):
    rows = list(grp)
    print(region, sum(r[2] for r in rows), [r[1] for r in rows])
print(list(it.accumulate([3, 1, 4, 1, 5], operator.add)), list(it.accumulate([3, 1, 4], max)))
print(list(it.combinations("abcd", 2))[:4], len(list(it.permutations(range(4), 3))))
print(list(it.product("ab", [1, 2])), list(it.islice(it.cycle("xyz"), 7)))
print(list(it.chain.from_iterable([[1], [2, 3], []])), list(it.zip_longest("ab", "xyz", fillvalue="-")))
print(list(it.takewhile(lambda x: x < 4, [1, 3, 5, 2])), list(it.dropwhile(lambda x: x < 4, [1, 3, 5, 2])))
print(list(it.compress("abcdef", [1, 0, 1, 0, 1, 1])), list(it.starmap(pow, [(2, 3), (3, 2)])))
print(list(it.pairwise([1, 2, 4, 7])), list(it.repeat("k", 3)), list(it.filterfalse(str.isdigit, "a1b2")))
counter = it.count(10, 5)
print([next(counter) for _ in range(3)], sorted(sales, key=operator.itemgetter(2, 0))[0])
a, b = it.tee([1, 2, 3])
print(list(a), list(b), list(it.combinations_with_replacement("ab", 2)))
