# `d[k] = d.get(k, dflt) + n` (compiler/np_compile.c count_assign, the DICTCOUNT instruction):
# one step on an exact dict with str or int keys and int values; everything else (other
# receivers, str-subclass keys, non-int values and defaults, overflow into big ints, code that
# rebinds the names mid-statement) runs the statement's ordinary instructions.
words = "a bb a ccc bb a dddd".split()
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
print(counts)

ints = {}
for i in range(30):
    k = i % 7
    ints[k] = ints.get(k, 10) - 3
print(ints)


def local_counts(xs):
    d = {}
    for x in xs:
        d[x] = d.get(x, 0) + 2
    return d


print(local_counts([1, 2, 1, -5, 2, 1, True, 0, False]))


def closure_counts(xs):
    d = {}

    def add(x):
        d[x] = d.get(x, 0) + 1

    for x in xs:
        add(x)
    return d


print(closure_counts("mississippi"))

# Values that are not ints: floats, bools, big ints, strs (TypeError), None default.
mixed = {"f": 1.5, "b": True, "big": 2**70, "s": "x"}
for k in ["f", "b", "big", "new"]:
    mixed[k] = mixed.get(k, 0) + 1
print(mixed)
try:
    mixed["s"] = mixed.get("s", 0) + 1
except TypeError as e:
    print("TypeError:", e)
try:
    mixed["none"] = mixed.get("none") + 1
except TypeError as e:
    print("TypeError:", e)
fl = {}
fl["x"] = fl.get("x", 0.5) + 1
print(fl)

# Overflow of the 64-bit int into a big int, both for a stored value and for the default.
big = {"m": 2**63 - 1}
big["m"] = big.get("m", 0) + 1
big["n"] = big.get("n", 2**63 - 1) + 1
big["o"] = big.get("o", -(2**63)) + -1
print(big)

# Float keys, tuple keys, None keys: not str or int, so the ordinary path.
other = {}
for k in [1.5, (1, 2), None, 1.5, (1, 2), 2.0, 2]:
    other[k] = other.get(k, 0) + 1
print(other)


# A dict subclass (its own get and __setitem__ run) and an object with a get method.
class Logged(dict):
    def get(self, k, d=None):
        print("get", k)
        return dict.get(self, k, d)

    def __setitem__(self, k, v):
        print("set", k, v)
        dict.__setitem__(self, k, v)


lg = Logged()
lg["q"] = lg.get("q", 0) + 1
lg["q"] = lg.get("q", 0) + 1
print(lg)


class Getter:
    def __init__(self):
        self.items = {}

    def get(self, k, d):
        return 100

    def __setitem__(self, k, v):
        self.items[k] = v


gt = Getter()
key = "z"
gt[key] = gt.get(key, 0) + 1
print(gt.items)


# A str-subclass key with the hash of an exact str key: the lookup would call its __eq__,
# which here rebinds both names the statement reads again; CPython stores into the new dict.
class Sneaky(str):
    def __hash__(self):
        return hash(str(self))

    def __eq__(self, other):
        global target, name
        print("eq called")
        target = {}
        name = "other"
        return str.__eq__(self, other)


target = {Sneaky("k"): 5}
first = target
name = "k"
target[name] = target.get(name, 0) + 1
print(first, target)

# An int subclass key and a bool key equal to an int key already stored.
class MyInt(int):
    pass


ik = {1: 10}
kk = MyInt(1)
ik[kk] = ik.get(kk, 0) + 1
kb = True
ik[kb] = ik.get(kb, 0) + 1
print(ik, type(list(ik)[0]))

# The errors: no such name, a receiver without get, an unhashable key.
try:
    nothing[key] = nothing.get(key, 0) + 1
except NameError as e:
    print("NameError:", e)
lst = []
try:
    lst[0] = lst.get(0, 0) + 1
except AttributeError as e:
    print("AttributeError:", e)
dd = {}
unh = [1]
try:
    dd[unh] = dd.get(unh, 0) + 1
except TypeError as e:
    print("TypeError:", e)
print(dd)

# Counting while the dict grows past its first tables, then every key again.
grow = {}
for i in range(2000):
    j = i % 700
    grow[j] = grow.get(j, 0) + 1
print(len(grow), sum(grow.values()), grow[0], grow[699])
