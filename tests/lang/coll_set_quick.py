# `x in s` and s.add(x) probe exact sets for small ints and exact strs without the general
# comparison (vm/np_set.c lookkey_quick); a slot with the same hash but another value (True for
# 1, 1.0, an equal but distinct str, a big int) must still be decided by the general path, and
# np_contains takes exact sets and dicts first (vm/np_ops.c) without skipping subclasses.
s = {1, 2, 3, -1, -2, 2 ** 61, 2 ** 62}
print(1 in s, True in s, 1.0 in s, 4 in s, -1 in s, -2 in s, 2 ** 61 in s, 2 ** 61 - 1 in s, 2 ** 62 in s)
b = {True, False}
print(1 in b, 0 in b, 2 in b, 1.0 in b, 0.0 in b)
b.add(1)
b.add(0.0)
print(b, len(b))
f = {1.0, 2.5}
f.add(1)
f.add(2)
print(sorted(f), 2.5 in f, 3 in f)
words = {"alpha", "beta"}
w = "".join(["al", "pha"])
print(w in words, "gamma" in words, "".join(["be", "ta"]) in words)
words.add(w)
words.add("".join(["gam", "ma"]))
print(sorted(words), len(words))
h = {-1, -2}
h.add(-1)
h.add(-2)
print(sorted(h), len(h), hash(-1) == hash(-2))
nan = float("nan")
ns = {nan, 1}
print(nan in ns, len(ns))
fz = frozenset(range(100))
print(50 in fz, 100 in fz, "x" in fz, (1,) in fz)
big = set(range(0, 200000, 3))
print(len(big), 99999 in big, 100000 in big, sum(1 for i in range(1000) if i in big))
for i in range(0, 200000, 3):
    big.add(i)
print(len(big))
for i in range(0, 200000, 6):
    big.discard(i)
print(len(big), 6 in big, 9 in big, 12 in big)
big.add(12)
print(len(big), 12 in big)


class S(set):
    def __contains__(self, x):
        print("S.__contains__", x)
        return super().__contains__(x)


ss = S([1, 2])
print(1 in ss, 5 in ss, 3 not in ss)


class K:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return self.v

    def __eq__(self, other):
        print("K.__eq__")
        return self.v == (other.v if isinstance(other, K) else other)


ks = {K(5), 7}
print(5 in ks, 7 in ks, 8 in ks, K(7) in ks)
ks.add(5)
print(len(ks))
d = {1: "a", "k": "b"}
print(1 in d, True in d, 1.0 in d, 2 in d, "k" in d, "".join(["k"]) in d)


class D(dict):
    def __contains__(self, k):
        return k == "always"


print("always" in D(), "x" in D(x=1))
try:
    [] in {1}
except TypeError as e:
    print(e)
try:
    {1}.add([])
except TypeError as e:
    print(e)
try:
    {}.get([])
except TypeError as e:
    print(e)
try:
    [1] in {}
except TypeError as e:
    print(e)
try:
    {1}.add()
except TypeError as e:
    print(e)
try:
    {1}.add(1, 2)
except TypeError as e:
    print(e)
