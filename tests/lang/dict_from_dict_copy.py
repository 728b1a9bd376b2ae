# dict(d) of a dict copies d's tables in one pass with the stored hashes (stdlib/np_lib_dict.c
# new_dict, np_dict_fill_copy), as CPython's dict(d) does: no key's __hash__ or __eq__ runs,
# order is d's, deleted entries are left out, and the copy is independent of d.
from collections import OrderedDict, defaultdict, Counter


class Key:
    hashes = 0
    eqs = 0

    def __init__(self, v):
        self.v = v

    def __hash__(self):
        Key.hashes += 1
        return hash(self.v) % 7

    def __eq__(self, other):
        Key.eqs += 1
        return isinstance(other, Key) and self.v == other.v

    def __repr__(self):
        return "Key(%r)" % self.v


row = {"id": 1, "name": "a", "score": 2.5}
out = dict(row)
out["extra"] = 9
print(out, row, out == row, out is row)

src = {Key(i): i for i in range(20)}
h, e = Key.hashes, Key.eqs
cp = dict(src)
print(Key.hashes - h, Key.eqs - e, len(cp), list(cp.values())[:5])
print(cp[list(src)[3]], list(cp) == list(src))

# Deleted entries and re-insertions keep the source's order.
d = {i: str(i) for i in range(50)}
for i in range(0, 50, 3):
    del d[i]
d[0] = "zero"
d[100] = "hundred"
c = dict(d)
print(list(c.items()) == list(d.items()), list(c)[:6], len(c))
c[1] = "changed"
del c[2]
print(d[1], 2 in d, c.get(2), len(d), len(c))

# Keyword arguments after the dict, an empty source, subclasses either side.
print(dict(row, name="b", new=1), dict({}), dict({}, x=1))
print(dict(OrderedDict([("b", 1), ("a", 2)])), dict(defaultdict(int, {"z": 0})), dict(Counter("abca")))


class MyDict(dict):
    pass


m = MyDict(row)
print(type(m).__name__, m, m == row)
print(dict(m), type(dict(m)).__name__)
big = {(i, i + 1): i for i in range(3000)}
bc = dict(big)
print(len(bc), bc[(17, 18)], (2999, 3000) in bc, sum(bc.values()) == sum(big.values()))
# 1 and 1.0 and True are one key.
mixed = {1: "a", 2.0: "b", "s": "c", (1, 2): "d", None: "e"}
mc = dict(mixed)
print(mc, mc[True], mc[2], mc[1.0])
