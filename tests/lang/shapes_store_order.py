# Attribute stores on fresh and grown instances (SETATTR's cached store in vm/np_interp.c and
# np_dict_append_str_quick in vm/np_runtime.h, which appends a new name without a probe when
# its first index slot is empty): attributes added in different orders at the same sites, names
# whose first index slots collide, stores after deletions, names made at run time, and
# instances with more attributes than their inline room. Every value read back must match.


class P:
    def __init__(self, flip, a, b, c):
        # One store site per name, reached in two orders: the cached entry number is then
        # wrong for half the instances.
        if flip:
            self.c = c
            self.b = b
            self.a = a
        else:
            self.a = a
            self.b = b
            self.c = c

    def total(self):
        return self.a * 100 + self.b * 10 + self.c


ps = [P(i % 2 == 0, i, i + 1, i + 2) for i in range(200)]
print(sum(p.total() for p in ps), ps[3].a, ps[4].c)


# Many names through one site: with 8 index slots and up to 10 names some share a first
# slot, so the quick append must step aside for np_dict_store_str's probe.
NAMES = ["n%d" % k for k in range(10)] + ["x", "y", "z", "w", "pos", "vel", "name", "kind"]


class Bag:
    pass


def fill(obj, names, base):
    for k, nm in enumerate(names):
        setattr(obj, nm, base + k)


bags = []
for r in range(40):
    b = Bag()
    names = NAMES[r % 7:] + NAMES[:r % 7]
    fill(b, names[: 3 + r % 12], r * 100)
    bags.append((b, names[: 3 + r % 12]))
print(sum(getattr(b, nm) for b, ns in bags for nm in ns))
print(all(getattr(b, nm) == r * 100 + k for r, (b, ns) in enumerate(bags)
          for k, nm in enumerate(ns)))


# The same store site on instances of classes with different attribute counts.
class Q:
    def __init__(self, n):
        self.first = n
        if n > 2:
            self.second = n * 2
        if n > 4:
            self.third = n * 3
        self.last = -n


qs = [Q(n) for n in range(8)]
print([(q.first, q.last, hasattr(q, "second"), hasattr(q, "third")) for q in qs])


# Deleting and adding again: the deleted entry leaves a dummy slot; a later store of the same
# name or a new one must not find a stale entry.
class R:
    def __init__(self):
        self.a = 1
        self.b = 2
        self.c = 3

    def reset(self):
        self.b = 20
        self.d = 40


r = R()
del r.b
print(hasattr(r, "b"), r.a, r.c)
r.reset()
print(r.a, r.b, r.c, r.d)
del r.a
del r.c
r.reset()
r.a = 100
r.c = 300
print(r.a, r.b, r.c, r.d)
try:
    del r.zz
except AttributeError as e:
    print("AttributeError", e)


# A name stored under a str built at run time (not the interned constant) first: the cached
# store of the constant name must update that entry, not add a second one.
class S:
    def __init__(self, v):
        setattr(self, "va" + "lue"[:3], v)
        self.value = v * 2


for k in range(5):
    s = S(k)
    print(s.value, getattr(s, "valu" + "e"), end="; ")
print()
for i in range(3):
    s.value = s.value + i
print(s.value)


# Instances that grow past their inline room one store at a time, at several sites.
class Many:
    def __init__(self, n):
        self.k0 = n
        self.k1 = n + 1
        self.k2 = n + 2
        self.k3 = n + 3
        self.k4 = n + 4
        self.k5 = n + 5
        self.k6 = n + 6
        self.k7 = n + 7
        self.k8 = n + 8
        self.k9 = n + 9
        self.k10 = n + 10
        self.k11 = n + 11
        self.k12 = n + 12


ms = [Many(i) for i in range(30)]
for m in ms:
    m.extra = m.k12 * 2
print(sum(m.k0 + m.k6 + m.k12 + m.extra for m in ms), ms[7].k11, ms[29].extra)


# Instances as dict keys and set members (identity hash) while their attributes change.
d = {}
for p in ps[:20]:
    d[p] = p.a
for p in ps[:20]:
    p.a = -p.a
print(sum(d[p] for p in ps[:20]), sum(p.a for p in d), len(set(ps[:20] + ps[:10])))
