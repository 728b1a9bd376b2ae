# `d[k] = d.get(k, 0) + 1` with tuple keys (np_dict_count's tuple path: the update in place
# when the key is a flat tuple of small ints and strs and nothing can run Python code), and
# every case that must leave it for the statement's ordinary instructions.
counts = {}
cells = [(x, y) for x in range(4) for y in range(3)]
for x, y in cells:
    for dx in (-1, 0, 1):
        n = (x + dx, y)
        counts[n] = counts.get(n, 0) + 1
print(counts)
print(len(counts), counts[(-1, 0)], counts[(1, 2)], sum(counts.values()))

# Equal keys of other kinds count into the first key's entry, as python3 does.
c = {}
for k in [(1, 2), (1.0, 2), (True, 2), (1, 2.0), ("a", 1), ("a", True), ((1, 2), "s"), ((1.0, 2), "s")]:
    c[k] = c.get(k, 0) + 1
print(c)

# Values that are not small ints, and sums that overflow 64 bits.
v = {(0, 0): 1.5, (0, 1): (1 << 63) - 2, (0, 2): "x"}
v[(0, 0)] = v.get((0, 0), 0) + 1
v[(0, 1)] = v.get((0, 1), 0) + 1
v[(0, 1)] = v.get((0, 1), 0) + 1
try:
    v[(0, 2)] = v.get((0, 2), 0) + 1
except TypeError as e:
    print("TypeError", e)
v[(0, 3)] = v.get((0, 3), (1 << 63) - 1) + 1
v[(0, 4)] = v.get((0, 4), 2.5) + 1
print(v)

# Tuple keys with items of other kinds (floats, None, big ints, frozensets) and a negative one.
o = {}
for k in [(1.5, 2), (None, 1), (1 << 70, 0), (frozenset({1}), 2), (-1, -1), (-1, -1), (1.5, 2)]:
    o[k] = o.get(k, 0) + 1
print(o)


class K:
    # Hashes like (1, 2): the counting lookup meets it and must compare as python3 does.
    def __hash__(self):
        return hash((1, 2))

    def __eq__(self, other):
        print("K.__eq__", other)
        return False


h = {K(): 0}
h[(1, 2)] = h.get((1, 2), 0) + 1
h[(1, 2)] = h.get((1, 2), 0) + 1
print(sorted(v for v in h.values()))


class D(dict):
    def get(self, k, default=None):
        print("D.get", k)
        return dict.get(self, k, default)


dd = D()
dd[(1, 1)] = dd.get((1, 1), 0) + 1
dd[(1, 1)] = dd.get((1, 1), 0) + 1
print(dd)

# `d[k] += 1` with tuple keys (no default: a missing key raises KeyError).
g = {(0, 0): 5}
g[(0, 0)] += 1
try:
    g[(9, 9)] += 1
except KeyError as e:
    print("KeyError", e)
print(g)
