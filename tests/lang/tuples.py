# Tuples: packing, unpacking, indexing, immutability errors, methods, as dict keys, comparisons.
t = (1, 2, 3)
u = 4, 5
single = (7,)
empty = ()
print(t, u, single, empty, len(t), len(empty), type(u).__name__)
print(t[0], t[-1], t[1:], t[::-1], t + u, u * 2, single * 3)
a, b, c = t
print(a, b, c)
x, y = y, x = 1, 2
print(x, y)
print(t.count(2), t.index(3), 2 in t, 5 not in t, (1, 2) == (1, 2), (1, 2) < (1, 3))
nested = ((1, 2), (3, (4, 5)))
(p, q), (r, (s, v)) = nested
print(p, q, r, s, v, nested[1][1][0])
try:
    t[0] = 9
except TypeError as e:
    print("TypeError:", e)
d = {(0, 0): "origin", (1, 2): "point"}
print(d[(1, 2)], d[0, 0], (0, 0) in d)
print(tuple([1, 2]), tuple("ab"), tuple(range(3)), tuple(x * 2 for x in range(3)))
print(sorted([(2, "b"), (1, "z"), (2, "a")]), max([(1, 9), (2, 0)]), min((3, 1), (3, 0)))
def stats(nums):
    return min(nums), max(nums), sum(nums) / len(nums)
lo, hi, avg = stats([4, 8, 15, 16, 23, 42])
print(lo, hi, avg)
for i, (name, score) in enumerate([("a", 1), ("b", 2)]):
    print(i, name, score)
lst = [t, u]
lst[0] += (99,)
print(lst, t)
print(hash((1, 2)) == hash((1, 2)), (1, [2]) == (1, [2]), repr((None, True, "s", 1.5)))
print(tuple(), (1,) + (), ((),), len(((),)))
point = (3, 4)
print((point[0] ** 2 + point[1] ** 2) ** 0.5, (*point, 5), (*t, *u))
print(list(zip(*[(1, "a"), (2, "b"), (3, "c")])))
