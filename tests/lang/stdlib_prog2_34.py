from itertools import product, combinations, permutations, combinations_with_replacement, groupby, accumulate
from math import comb, factorial
import operator

items = {"apple": (3, 40), "bread": (2, 25), "cheese": (4, 60), "dates": (1, 15)}
capacity = 6
best = (0, ())
for r in range(1, len(items) + 1):
    for combo in combinations(items, r):
        w = sum(items[c][0] for c in combo)
        v = sum(items[c][1] for c in combo)
        if w <= capacity and v > best[0]:
            best = (v, combo)
print("knapsack", best)

perms = list(permutations("abc"))
print(len(perms), perms[:3], factorial(3))
print(len(list(combinations(range(10), 4))) == comb(10, 4))
print(list(combinations_with_replacement("xy", 2)))
dice = Counter = {}
for a, b in product(range(1, 7), repeat=2):
    dice[a + b] = dice.get(a + b, 0) + 1
print(dice)
grid = [[r * 3 + c for c in range(3)] for r in range(3)]
print(list(zip(*grid)))
print(list(accumulate([1, 2, 3, 4], operator.mul)))
print(list(accumulate([5, 1, 2], initial=100)))
data = "aaabccddddde"
print([(k, len(list(g))) for k, g in groupby(data)])
print("".join(f"{k}{len(list(g))}" for k, g in groupby(sorted("mississippi"))))
