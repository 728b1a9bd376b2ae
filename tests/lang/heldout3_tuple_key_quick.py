# Dict and set lookups decide two exact tuple keys of small ints (or identical items) without
# the rooted np_key_eq path (np_key_eq_quick); what it must leave to the full comparison:
# bool/int/float mixes, NaN, nested tuples, strs, tuple subclasses with __eq__ and __hash__.
grid = {(x, y): x * 10 + y for x in range(-5, 5) for y in range(-5, 5)}
print(sum(grid[(x, y)] for x in range(-5, 5) for y in range(-5, 5)), len(grid))
print((1, True) in grid, (1.0, 2) in grid, (True, False) in grid, grid[(True, False)])
print((1, 2, 3) in grid, (1,) in grid, () in grid)
nan = float("nan")
t = (nan, 1)
d = {t: "same"}
print(d.get(t), d.get((nan, 1)))  # a fresh float("nan") differs: a known gap, not tested
s = {(1, (2, 3)), (1, "a"), ("a", 1), ((), ())}
print((1, (2, 3)) in s, (1, "a") in s, ("a", 1) in s, ((), ()) in s, (1, (2, 4)) in s)


class Loose(tuple):
    def __eq__(self, other):
        return tuple(self)[0] == tuple(other)[0]

    def __hash__(self):
        return hash(tuple(self)[0])


ls = {Loose((1, 2)), Loose((3, 4))}
print(Loose((1, 99)) in ls, Loose((5, 4)) in ls)
cells = {(i % 7, i // 7) for i in range(200)}
probe = [(x, y) for x in range(-1, 8) for y in range(-1, 30)]
print(len(cells), sum(1 for p in probe if p in cells), len(cells & set(probe)))
big = {(2 ** 70, 1): "big", (-1, -2): "neg", (10 ** 18, -(10 ** 18)): "wide"}
print(big[(2 ** 70, 1)], big[(-1, -2)], big[(10 ** 18, -(10 ** 18))], (-1, -3) in big)
counts = {}
for i in range(1000):
    k = (i % 13 - 6, i % 7 - 3)
    counts[k] = counts.get(k, 0) + 1
print(len(counts), max(counts.values()), sorted(counts.items())[:4])
