# combinations, combinations_with_replacement and permutations made without their Python
# wrappers (combo_construct) for an exact list or tuple and a small int r (or no r / None for
# permutations), and stepped without the natives' argument checks (comb_advance): the same
# items, types and errors as CPython for every other argument too, and a list changed after the
# call does not change the pool.
import itertools
from itertools import combinations, permutations, combinations_with_replacement as cwr
print(list(combinations([1,2,3,4], 2)), list(combinations((1,2,3), 3)), list(combinations([], 0)), list(combinations([1], 5)))
print(list(permutations([1,2,3])), list(permutations((1,2,3), None)), list(permutations([1,2,3], 2)), list(permutations([], 0)), list(permutations([1,2], 3)))
print(list(cwr([1,2], 3)), list(cwr([], 0)), list(cwr([], 2)), list(combinations([1,2,3], True)), list(permutations([1,2], False)))
print(list(combinations(range(4), 2)), list(combinations("abc", 2)), list(combinations(iterable=[1,2,3], r=2)), list(permutations([1,2,3], r=2)))
print(type(combinations([1], 1)), type(permutations([1])), type(cwr([1], 1)), isinstance(combinations([], 0), combinations))
for bad in [lambda: combinations([1], -1), lambda: combinations([1], 1.5), lambda: combinations(5, 1),
            lambda: permutations([1], -1), lambda: permutations([1], "x"), lambda: cwr([1], -2), lambda: combinations([1], 2**70)]:
    try:
        print(list(bad()))
    except Exception as e:
        print(type(e).__name__, e)
l = [1, 2, 3]
c = combinations(l, 2)
l.append(4)
print(list(c), l)
class L(list):
    def __iter__(self):
        return iter([9, 8])
print(list(combinations(L([1, 2, 3]), 2)), list(permutations(L([1,2,3]))))
c = combinations([1, 2, 3, 4], 2)
print(next(c), next(c), list(c), list(c), next(c, "end"))
w = cwr("ab", 2)
print(next(w), list(w), next(w, "end"))
p = permutations((1, 2, 3), 2)
print(next(p), list(p))
print(sum(1 for _ in combinations(range(12), 4)), sum(1 for _ in cwr(range(6), 3)))
t = (1, 2)
print([x[0] is t[0] for x in combinations(t, 1)])
print(list(combinations(range(4), 2)), list(permutations(range(3))), list(cwr(range(2, 9, 3), 2)))
print(list(combinations(range(10, 0, -3), 2)), list(combinations(range(0), 0)), list(permutations(range(5, 5))))
print(sum(1 for _ in combinations(range(5000), 1)), list(combinations(range(2**62, 2**62 + 3), 2)))
print(list(combinations(range(-2**63, -2**63 + 2), 1)))
