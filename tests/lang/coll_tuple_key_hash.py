# Tuple keys hashed by the flat fast path (small ints and exact strs) must hash, compare and
# look up exactly like the general path: int boundaries, -1, bools, floats, big ints, nested
# tuples, subclasses with their own __hash__/__eq__, unhashable items and str items.
print(hash((1, 2)), hash((-1, -2)), hash(()), hash((0,)), hash((-1,)))
M = (1 << 61) - 1
for t in [(M - 1, 0), (M, 0), (-M, 1), (-M + 1, 1), (1 << 62, 3), (-(1 << 63), 2), (1 << 64, 5)]:
    print(t[0] - (1 << 60), hash(t) == hash(tuple(list(t))), hash(t))
print(hash((True, 2)) == hash((1, 2)), hash((1.0, 2)) == hash((1, 2)), hash((1.5, 2)))
print(hash(((1, 2), 3)), hash((1, (2, (3, -1)))))
print(hash(("a", 1)) == hash(("a", 1)), hash(("a", "b")) == hash(("a",) + ("b",)))

d = {}
for x in range(-3, 4):
    for y in range(-3, 4):
        d[(x, y)] = d.get((x, y), 0) + x * y
print(len(d), d[(-1, -1)], d[(3, -3)], (2, 2) in d, (9, 9) in d)
print(d.get((True, 1)), d.get((1.0, 1.0)), d.get((1, 1.5)), (True, False) in d)
d[(1.0, 1)] = "float key replaced the value, kept the int key"
print([k for k in d if k == (1, 1)], d[(1, 1)])

s = {(i, j) for i in range(4) for j in range(4)}
print((3, 3) in s, (3.0, 3) in s, (4, 0) in s, len(s & {(0, 0), (9, 9), (0.0, 0.0)}))
words = {("x", 1): "a", ("y", 2): "b", ("x" + "", 1 + 0): "c"}
print(words, ("y", 2) in words, ("".join(["x"]), 1) in words)


class P(tuple):
    def __hash__(self):
        return 7

    def __eq__(self, other):
        return isinstance(other, tuple) and len(other) == 2


pd = {P((1, 2)): "p"}
print(pd.get((5, 6)), pd.get(P((0, 0))), (5, 6) in {P((1, 1))}, hash(P((1, 2))))


class K:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return self.v

    def __eq__(self, other):
        return isinstance(other, K) and other.v == self.v


kd = {(1, K(2)): "obj"}
print(kd[(1, K(2))], (1, K(3)) in kd, hash((1, K(2))) == hash((1, 2)))
for bad in [(1, [2]), ("a", {}), ((1, 2), {3})]:
    try:
        d[bad] = 1
    except TypeError as e:
        print("TypeError", e)
    try:
        print(bad in s)
    except TypeError as e:
        print("TypeError", e)
nan = float("nan")
nd = {(nan, 1): 1}
print((nan, 1) in nd, len({(nan, 1), (nan, 1)}), (nan, 2) in nd)
names = ["u%d" % (i % 5) for i in range(20)]
kinds = ["k" + str(i % 3) for i in range(20)]
seen = set()
counts = {}
for u, k in zip(names, kinds):
    key = (u, k)
    counts[key] = counts.get(key, 0) + 1
    if key not in seen:
        seen.add(key)
print(len(seen), sorted(counts.items())[:4], ("u1", "k1") in seen, ("u1", "k9") in seen)
print(("u%d" % 1, "k" + "1") in counts, (("u1", "k1"), 1) in {(("u1", "k1"), 1)})
