# itertools.groupby (native): groups with and without key=, advancing the groupby ends the earlier
# groups, pending items, == on keys (1 == 1.0 == True, a user __eq__), a key function raising
# mid-group, argument errors, names, and long runs.
import itertools
from itertools import groupby
print([(k, list(g)) for k, g in groupby("aaabbcdddd")])
print([(k, list(g)) for k, g in groupby([1, 2, 3, 4, 5, 6, 8], key=lambda x: x // 3)])
print([k for k, g in groupby([])], [k for k, g in groupby("aabbc")])
gb = groupby("aaabbbcc")
k1, g1 = next(gb)
print(k1, next(g1))
k2, g2 = next(gb)
print(k2, list(g1), list(g2), list(g2))
k3, g3 = next(gb)
print(k3, next(gb, "end"), list(g3))
gb = groupby("aabbcc")
groups = list(gb)
print([(k, list(g)) for k, g in groups])
gb = groupby([1, 1.0, True, 2, 2.0])
print([(k, list(g)) for k, g in gb])
def bad(x):
    if x == 3:
        raise ValueError("key")
    return x > 1
gb = groupby([0, 1, 2, 3, 4], key=bad)
print(next(gb)[0])
k, g = next(gb)
print(k, next(g))
try:
    list(g)
except ValueError as e:
    print("err", e)
class K:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v % 2 == o.v % 2
print([len(list(g)) for k, g in groupby([K(1), K(3), K(2), K(4), K(5)])])
print(type(groupby([])).__name__, type(next(groupby("a"))[1]).__name__, isinstance(groupby(""), groupby))
try:
    groupby()
except TypeError as e:
    print(type(e).__name__)
try:
    groupby(5)
except TypeError as e:
    print(e)
print(sum(len(list(g)) for k, g in groupby(range(100000), key=lambda x: x // 7)))
print(dict((k, len(list(g))) for k, g in groupby(sorted("mississippi"))))
g = groupby(iter([1, 1, 2]), None)
print([(k, list(v)) for k, v in g], list(g))
