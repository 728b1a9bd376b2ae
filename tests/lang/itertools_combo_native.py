# product, permutations, combinations and combinations_with_replacement are native iterator
# types (stdnative15): their items, exhaustion, argument errors and type names match CPython's.
import itertools as it
from itertools import product, permutations, combinations, combinations_with_replacement as cwr
print(list(product()), list(product([])), list(product("ab", repeat=0)), list(product("ab", [1, 2])))
print(list(product(range(2), repeat=3)))
print(list(permutations("abc")), list(permutations("abc", 0)), list(permutations("abc", 4)), list(permutations([])))
print(list(permutations(range(4), 2)))
print(list(combinations("abcd", 2)), list(combinations("ab", 3)), list(combinations("", 0)), list(combinations("ab", 0)))
print(list(cwr("abc", 2)), list(cwr("", 2)), list(cwr("", 0)), list(cwr("ab", 0)), list(cwr("a", True)))
p = product("ab", "cd")
print(type(p).__name__, next(p), next(p), list(p), list(p))
for bad in (lambda: combinations("ab", -1), lambda: combinations("ab", "x"), lambda: permutations("ab", 1.5),
            lambda: permutations("ab", -2), lambda: product("ab", repeat=-1), lambda: product("ab", repeat="2"),
            lambda: cwr("ab", -1), lambda: combinations(5, 2), lambda: list(combinations("ab", 10**20)),
            lambda: list(permutations("ab", 10**20)), lambda: list(cwr("ab", 10**20)), lambda: product(5)):
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(type(permutations("ab")).__name__, type(combinations("ab", 1)).__name__, type(cwr("ab", 1)).__name__)
print(sum(1 for _ in combinations(range(12), 5)), sum(sum(t) for t in product(range(5), repeat=3)))
g = combinations([[1], [2], [3]], 2)
x = next(g); x[0].append(9); print(list(g))
print(sorted(set(permutations([1, 1, 2]))))
print(iter(p) is p)
