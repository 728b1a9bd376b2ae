# dict lookups of instances whose class hashes by identity take a quick probe (found by
# identity); every other case keeps the general comparison: a user __eq__ on an equal-hash
# key, __hash__/__eq__ added later, unhashable classes, subclasses, dict subclasses.
class Node:
    __slots__ = ("name",)
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return f"Node({self.name})"

class Plain:
    pass

nodes = [Node(i) for i in range(20)]
d = {n: i for i, n in enumerate(nodes)}
print(d[nodes[3]], nodes[7] in d, Node(3) in d, d.get(nodes[19]), d.get(Node(1), "miss"))
p, q = Plain(), Plain()
e = {p: "p", 1: "one", "s": "str", (1, 2): "t"}
print(e[p], q in e, e.get(q, "none"), p in e, e.get(p))

# A key of another class whose hash equals an instance's identity hash and whose __eq__
# says yes: the lookup must ask it.
class Liar:
    def __init__(self, target):
        self.h = hash(target)
    def __hash__(self):
        return self.h
    def __eq__(self, other):
        print("Liar.__eq__ asked")
        return True

target = Plain()
f = {Liar(target): "liar"}
print(target in f, f.get(target), f[target])
g = {target: "real", Liar(target): "liar2"}
print(g[target], len(g))

# Hash and eq added to the class after its instances were used as keys.
class Late:
    pass

a, b = Late(), Late()
h = {a: 1}
print(a in h, b in h)
Late.__eq__ = lambda self, other: isinstance(other, Late)
Late.__hash__ = lambda self: 7
h2 = {a: 1}
print(b in h2, h2.get(b), h2[b])
del Late.__eq__, Late.__hash__
h3 = {a: 2}
print(a in h3, b in h3)

# A class with __eq__ and no __hash__ is unhashable; a subclass with __hash__ is not.
class EqOnly:
    def __eq__(self, other):
        return True
try:
    {}[EqOnly()]
except TypeError as exc:
    print("TypeError:", exc)
try:
    EqOnly() in {1: 2}
except TypeError as exc:
    print("TypeError:", exc)

class HashedNode(Node):
    __slots__ = ()
    def __hash__(self):
        return hash(self.name)
    def __eq__(self, other):
        return isinstance(other, Node) and other.name == self.name

hd = {HashedNode(1): "h1", nodes[2]: "n2"}
print(hd.get(HashedNode(1)), hd.get(nodes[2]), nodes[1] in hd, HashedNode(2) in hd)

# Dict subclasses and defaultdict with instance keys.
from collections import defaultdict
class Missing(dict):
    def __missing__(self, key):
        return f"missing {key!r}"
m = Missing({nodes[0]: "zero"})
print(m[nodes[0]], m[nodes[1]])
dd = defaultdict(list)
for n in nodes[:5] + nodes[:2]:
    dd[n].append(n.name)
print(sorted((k.name, v) for k, v in dd.items()))

# Many instance keys, deletions and re-insertions.
big = {}
objs = [Plain() for _ in range(500)]
for i, o in enumerate(objs):
    big[o] = i
for o in objs[::3]:
    del big[o]
print(len(big), sum(big.get(o, 0) for o in objs), sum(1 for o in objs if o in big))
for o in objs[::3]:
    big[o] = -1
print(len(big), sum(big[o] for o in objs))
