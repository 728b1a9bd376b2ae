# product, permutations, combinations and combinations_with_replacement step their indices in
# natives (stdlib/np_lib_itertools.c); every edge of the index algorithms against CPython:
# empty pools, r = 0, r = n, r > n, repeat, unhashable and repeated items, laziness, and the
# argument errors.
from itertools import combinations, combinations_with_replacement, permutations, product

for n in range(5):
    pool = "abcde"[:n]
    for r in range(n + 2):
        c = list(combinations(pool, r))
        w = list(combinations_with_replacement(pool, r))
        p = list(permutations(pool, r))
        print(n, r, len(c), len(w), len(p), c[:3], c[-1:], w[-2:], p[:2], p[-1:])
print(list(permutations([])), list(permutations("ab")), list(permutations(range(3), 2)))
print(list(product()), list(product("ab", [])), list(product([], "ab")))
print(list(product("ab", range(3))))
print(list(product([1, 2], repeat=3))[-3:], len(list(product(range(3), repeat=4))))
print(list(product("ab", repeat=0)))
items = [[1], [2], [1]]  # unhashable and equal items are kept by position
print(list(combinations(items, 2)), list(permutations(items, 2))[:3])
print(sum(1 for p in permutations(range(7)) if all(p[i] != i for i in range(7))))
print(sum(a * b - c for a, b, c in combinations(range(30), 3)))
print(sum(x * y for x, y in product(range(50), range(40))))
print(max(combinations_with_replacement(range(6), 4), key=lambda t: (sum(t), t)))
g = permutations(range(4), 3)
print(next(g), next(g), next(g), len(list(g)))
g = combinations(range(5), 2)
first = [next(g) for _ in range(4)]
print(first, list(g))
orders = [p for p in permutations("abcd") if p[0] < p[-1]]
print(len(orders), orders[::5])
for bad in [lambda: combinations("ab", -1), lambda: permutations("ab", -2),
            lambda: product("ab", repeat=-1), lambda: combinations_with_replacement("a", -1),
            lambda: combinations("ab", 1.5), lambda: permutations("ab", "x"), lambda: permutations("ab", 1.5),
            lambda: permutations("ab", True), lambda: combinations("abc", True),
            lambda: combinations_with_replacement("ab", False),
            lambda: product("ab", repeat=2.0), lambda: combinations(5, 2)]:
    try:
        print(list(bad()))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
