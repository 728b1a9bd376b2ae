# A set combined with itself: a | a, a & a, a.intersection(a), a &= a, a.intersection_update(a)
# and frozenset.intersection(f, f) are copies of a's table in CPython (not a's members added
# one by one, which orders colliding keys differently); a - a, a ^ a and the in-place forms
# empty the set. Checked after four later adds, whose slots depend on the table's layout.
import random
random.seed(5)

digest = 0
shown = 0
def show(name, r):
    global digest, shown
    r.add(3.5); r.add(11.5); r.add(19.5); r.add(27.5)
    out = list(r)
    digest = (digest * 131 + hash(tuple(out))) % 1000000007
    if shown < 14 and len(out) < 16:
        shown += 1
        print(name, out)

for t in range(600):
    ks = [random.randrange(40) * random.choice([8, 64, 1024]) + random.randrange(3) + 0.5
          for _ in range(random.randrange(1, 60))]
    a = set()
    for k in ks:
        a.add(k)
    for k in ks[:random.randrange(3)]:
        a.discard(k)
    f = frozenset(a)
    show("or", a | a)
    show("and", a & a)
    show("sub", a - a)
    show("xor", a ^ a)
    show("inter", a.intersection(a))
    show("inter3", a.intersection(a, a))
    show("union", a.union(a))
    show("diff", a.difference(a))
    show("symd", a.symmetric_difference(a))
    show("fand", set(f & f))
    show("finter", set(f.intersection(f)))
    for name in ("iand", "isub", "ixor", "ior", "iu", "du", "su", "uu"):
        r = set(a)
        if name == "iand":
            r &= r
        elif name == "isub":
            r -= r
        elif name == "ixor":
            r ^= r
        elif name == "ior":
            r |= r
        elif name == "iu":
            r.intersection_update(r)
        elif name == "du":
            r.difference_update(r)
        elif name == "su":
            r.symmetric_difference_update(r)
        else:
            r.update(r)
        show(name, r)
print("identity", (a | a) is a, (a & a) is a, (f | f) is f, (f & f) is f, f.intersection(f) is f)
print("digest", digest)
