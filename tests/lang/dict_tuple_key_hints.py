# The store after a lookup of an equal tuple key (np_dict_set's entry hint for exact tuples):
# counting idioms with tuple keys made anew, hints left by another dict, misses, keys the quick
# comparison cannot decide (floats, NaN, tuple subclasses, user objects), and the values kept.
from collections import namedtuple

counts = {}
for x in range(30):
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            n = (x // 3 + dx, x % 3 + dy)
            counts[n] = counts.get(n, 0) + 1
print(len(counts), sorted(counts.items())[:6], sum(counts.values()))

# `+=` through a subscript, strs and nested tuples in the key.
acc = {}
for i in range(40):
    k = ("k", i % 4, (i % 2, "z"))
    acc[k] = acc.get(k, 0) + i
    acc[k] += 1
print(sorted(acc.items()))

# A hint left by one dict, then a store into another dict: equal key at the hinted entry,
# another key there, and a dict too short for the hint.
a = {(1, 2): "a", (3, 4): "b"}
b = {(5, 6): "x", (1, 2): "y"}
c = {(9, 9): 0}
print(a.get((3, 4)))
b[(3, 4)] = "new"
print(b)
print(a.get((3, 4)))
c[(3, 4)] = 1
print(c)
print(b.get((1, 2)))
a[(1, 2)] = "A"
print(a, b)

# A miss, then the store: the new key goes in as a new entry.
d = {(0, 0): 0}
print(d.get((7, 7), "missing"))
d[(7, 7)] = 1
print(d, len(d))

# Keys the quick comparison leaves to the full lookup: equal ints and floats, NaN, bools.
e = {(1, 2.0): "f"}
print(e.get((1, 2)))
e[(1, 2)] = "i"
print(e)
nan = float("nan")
g = {(nan,): 1}
print(g.get((nan,)))
g[(nan,)] = 2
print(len(g), sorted(g.values()))
h = {(True, 1): "t"}
print(h.get((1, True)))
h[(1, 1)] = "one"
print(h)

# Tuple subclasses and user objects as items.
P = namedtuple("P", "x y")
m = {(1, 2): 0}
print(m.get(P(1, 2)))
m[P(1, 2)] = 5
print(m, type(list(m)[0]).__name__)


class Key:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        print("eq", self.v, other.v)
        return isinstance(other, Key) and self.v == other.v

    def __hash__(self):
        return hash(self.v)


k1, k2 = Key(1), Key(1)
u = {(k1, 0): "first"}
print(u.get((k2, 0)))
u[(k2, 0)] = "second"
print(len(u), list(u.values()))
u[(k1, 0)] = "third"
print(len(u), list(u.values()))
