# Edges of dict reads through np_dict_get's leaf probes (small ints, exact strs with a cached
# hash): bools equal to ints, -1 and -2 (equal hashes), ints near and past 2**60 and 2**61,
# floats and user objects hashing like an int, str subclasses with the same text, long keys,
# keys made anew, deleted entries, and `in`.


class H:
    """Hashes like the int it wraps and equals it."""

    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, other):
        print("  H.__eq__", self.v, other)
        return other == self.v


class S(str):
    pass


class T(str):
    def __eq__(self, other):
        print("  T.__eq__", str.__str__(self), other)
        return str.__eq__(self, other)

    def __hash__(self):
        return str.__hash__(self)


def show(d, keys):
    for k in keys:
        try:
            print(repr(k), "->", d[k], k in d)
        except KeyError as e:
            print(repr(k), "KeyError", e, k in d)


d = {True: "t", 0: "zero", -1: "m1", -2: "m2", 2**60 - 1: "a", 2**60: "b", -2**60: "c",
     2**61 - 2: "d", 2**61 - 1: "e", 2**61: "f", 2.5: "g"}
show(d, [1, True, False, 0, 0.0, 1.0, -1, -2, -1.0, -2.0, 2**60 - 1, 2**60, -2**60, -2**60 - 1,
         2**61 - 2, 2**61 - 1, 2**61, 0, 3, 2.5, -3])
print(list(d))

# An instance hashing like an int, found by an int probe (its __eq__ runs, as in CPython).
d2 = {H(7): "h7", 8: "eight"}
print(d2.get(7), 7 in d2, d2.get(8), 15 in d2)
d3 = {7: "seven"}
print(d3.get(H(7)), H(7) in d3)
# A float key found by an int probe and an int key by a float one.
d4 = {3.0: "f3", 4: "i4"}
print(d4[3], d4[4.0], 3 in d4, 5 in d4)

# Strs: made anew, subclasses (plain and with __eq__), long texts, the empty str.
names = ["a", "bb", "ccc", "dddd", "eeeeeeee", "fffffffffffffffff", "", "x" * 16, "y" * 40]
e = {n: i for i, n in enumerate(names)}
for n in names:
    fresh = "".join(list(n))
    hash(fresh)
    print(repr(fresh), e[fresh], fresh in e, e.get(fresh + "z"), (fresh + "z") in e)
print(e[S("bb")], S("ccc") in e, e.get(S("nope")))
print(e[T("dddd")], T("a") in e)
e2 = {S("k"): 1, T("t"): 2}
k = "k"
hash(k)
t = "t"
hash(t)
print(e2[k], k in e2, e2[t], t in e2)

# Deleted entries and re-insertions between probes.
f = {i: i * i for i in range(200)}
for i in range(0, 200, 3):
    del f[i]
print(sum(1 for i in range(200) if i in f), f.get(3), f.get(4), f[199])
for i in range(0, 200, 6):
    f[i] = -i
print(len(f), f[6], f.get(9), list(f)[-3:])
g = {str(i): i for i in range(300)}
for i in range(0, 300, 2):
    del g[str(i)]
print(sum(1 for i in range(300) if str(i) in g), g.get("3"), g.get("4"), g["299"])

# A dict that is mutated by the __eq__ its lookup runs.
class M:
    def __init__(self, target):
        self.target = target

    def __hash__(self):
        return 5

    def __eq__(self, other):
        self.target.clear()
        return False


m = {}
m[M(m)] = "x"
print(m.get(5), len(m))
m = {}
m[M(m)] = "x"
print(5 in m, len(m))
m = {}
m[M(m)] = "x"
m["k"] = 1
print(m.get(5), len(m), m.get("k"))

# Set membership of small ints (np_set.c contains_int): -1 and -2 share a hash, True and 1.0
# equal 1, big ints past 2**60 and 2**61, deleted members (dummies) on the walk.
s = {-1, True, 2.0, 2**60, 2**61, -2**60 - 1, H(9)}
for k in [-1, -2, 1, 0, 2, 3, 2**60, 2**60 - 1, 2**61, 2**61 - 1, -2**60 - 1, -2**60, 9]:
    print(k, k in s, k not in s)
s2 = {-2}
print(-1 in s2, -2 in s2, -3 in s2)
s3 = set(range(0, 64, 2))
for i in range(0, 64, 4):
    s3.discard(i)
print([i for i in range(66) if i in s3])
s3.update(range(0, 64, 8))
print(sorted(s3)[:10], 8 in s3, 4 in s3, len(s3))
fs = frozenset([1, 2, 3])
print(2 in fs, 5 in fs, True in fs, 1.0 in fs, 0 in fs)

# Tuples tested twice (the second test reads the hash the first kept): equal tuples made anew,
# members equal through True and 1.0, a namedtuple member, items that are not ints.
from collections import namedtuple

P = namedtuple("P", "x y")
seen = {(1, 2), (True, 3.0), P(5, 6), ("a", 1), ((1, 2), 3), (-1, -2), (-2, -1)}
probes = [(1, 2), (1, 3), (1, 3.0), (1.0, 3), (5, 6), P(1, 2), ("a", 1), ("a", 2), ((1, 2), 3),
          (-1, -2), (-2, -2), (-2, -1), (2, 1), (True, 2)]
for q in probes:
    first = q in seen
    again = q in seen
    fresh = tuple(list(q)) in seen
    print(q, first, again, fresh, q not in seen)
walls = {(x, y) for x in range(30) for y in range(30) if (x * 7 + y * 3) % 5 == 0}
hits = 0
for x in range(32):
    for y in range(32):
        p = (x, y)
        if p in walls and p in walls:
            hits += 1
print(hits, len(walls))
