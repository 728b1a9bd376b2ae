# A dict's index slots hold, above the entry number, some bits of the entry's hash (a tag), so
# that a probe for a str, int or tuple key passes another key's slot without reading its entry
# (np_dict.c slot_tag_differs). Keys here collide on their first slots and differ only in the
# tag bits, only above them, or not at all, in dicts of every size from 8 slots up, through
# inserts, deletions, rebuilds, copies, pops and OrderedDict moves.
from collections import OrderedDict


def check(d, keys, absent):
    for i, k in enumerate(keys):
        assert d[k] == i, (k, d.get(k))
        assert k in d and d.get(k) == i
    for k in absent:
        assert k not in d and d.get(k, "no") == "no"


for shift in (3, 8, 17, 20, 30, 31, 32, 40):
    # Same low bits (same first slot at every size below 2^shift), different high bits.
    keys = [i << shift for i in range(1, 60)]
    d = {}
    for i, k in enumerate(keys):
        d[k] = i
        check(d, keys[: i + 1], keys[i + 1 : i + 3])
    absent = [(i << shift) + 1 for i in range(60)] + [-k for k in keys]
    check(d, keys, absent)
    # Delete every third key, put some back, compact through a copy.
    for k in keys[::3]:
        del d[k]
    for k in keys[::3]:
        assert k not in d
    for k in keys[::6]:
        d[k] = keys.index(k)
    c = d.copy()
    live = [k for k in keys if k in d]
    assert list(c) == list(d) and all(c[k] == d[k] for k in live)
    print(shift, len(d), sum(d.values()), list(d)[:3] == list(c)[:3])

# Negative ints, -1 (whose hash is -2), bools and floats equal to ints: the tag is the hash's.
d = {-1: "m1", -2: "m2", True: "t", 0: "z", 2.0: "two", 1 << 61: "big", -(1 << 61): "nbig"}
print(d[-1], d[-2], d[1], d[1.0], d[False], d[2], d[(1 << 61)], d[-(1 << 61)], d.get(3))

# Str and tuple keys in bigger tables (indexes of 2^13 slots: tags of 18 bits), hits and misses.
words = ["w%d" % i for i in range(5000)]
d = {w: i for i, w in enumerate(words)}
print(sum(d[w] for w in words[::97]), sum(1 for i in range(5000, 7000) if "w%d" % i in d))
t = {(i, i * 7 % 13, "x"): i for i in range(4000)}
print(sum(t[(i, i * 7 % 13, "x")] for i in range(0, 4000, 31)), (5, 9, "x") in t, (5, 5 * 7 % 13, "x") in t)
for i in range(0, 4000, 2):
    del t[(i, i * 7 % 13, "x")]
print(len(t), (1, 7, "x") in t, (2, 1, "x") in t, list(t)[:2])
t[(2, 1, "x")] = -1
print(list(t)[-1], t[(2, 1, "x")])

# Popping from the front (entry numbers removed by their own index slot) and OrderedDict moves.
q = {}
for i in range(3000):
    q[i * 64] = i
    if i % 3 == 0:
        k = next(iter(q))
        del q[k]
print(len(q), next(iter(q)), q.get(64 * 2999))
od = OrderedDict((("k%d" % i, i) for i in range(200)))
for i in range(0, 200, 7):
    od.move_to_end("k%d" % i)
for i in range(0, 200, 11):
    od.move_to_end("k%d" % i, last=False)
while len(od) > 150:
    od.popitem(last=False)
print(list(od)[:5], list(od)[-5:], od["k199"], "k0" in od)

# An object whose hash changed after insertion is still found by identity where its new probe
# meets its old slot (the first slot here: 11 & 7 == 3 & 7), and not where it does not.


class H:
    def __init__(self, h):
        self.h = h

    def __hash__(self):
        return self.h


a = H(3)
d = {a: "a"}
a.h = 11
print(a in d, d.get(a))
a.h = 4
print(a in d, d.get(a))
a.h = 3
print(a in d, d.get(a))

# Attribute dicts and globals take the tagged slots too.


class P:
    pass


p = P()
for i in range(40):
    setattr(p, "a%d" % i, i)
print(sum(getattr(p, "a%d" % i) for i in range(40)), hasattr(p, "a40"), vars(p)["a39"])
