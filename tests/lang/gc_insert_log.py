# New keys inserted into dicts and sets that survived collections (old ones), then moves of
# the new entries within the tables, before the next minor collection (mem21): such a
# collection marks the young keys and values inserted since the last one (the append log,
# vm/np_gc.c np_gc_remember_insert) instead of tracing every entry, so an entry moved by a
# resize, a deletion or popitem, an overwrite after an insertion, dict and set subclasses, the
# dict-building methods (setdefault, update, fromkeys, |=) and instance attribute dicts must
# still keep their objects alive. churn() allocates a few MiB in big strs, so a normal build
# collects there (the GC-stress build collects at every safe point anyway, with its verifier on).
from collections import defaultdict, OrderedDict, Counter


def churn():
    junk = None
    for i in range(40):
        junk = "x" * 200000
    return len(junk)


def fresh(tag, i):
    return [tag, str(i) * 3, (i, str(i))]


def key(tag, i):
    return (tag, str(i), i)


def old_dict(n, tag, cls=dict):
    d = cls()
    for i in range(n):
        d[key(tag, i)] = fresh(tag, i)
    churn()
    churn()
    return d


def show(name, d):
    items = list(d.items())
    print(name, len(d), items[:2], items[-2:], sum(len(repr(v)) for v in d.values()))


# Inserted entries, then deletions and growth that rebuild the tables before the collection.
d = old_dict(40, "d")
for r in range(3):
    for i in range(30):
        d[key("D%d" % r, i)] = fresh("D%d" % r, i)
    for i in range(25):
        del d[next(iter(d))]
    churn()
    show("dict", d)
    for i in range(200):
        d[key("G%d" % r, i)] = fresh("G%d" % r, i)
    churn()
    show("grown", d)

# An insertion, then an overwrite of an old key's value with a young object.
o = old_dict(20, "o")
for r in range(3):
    o[key("new%d" % r, r)] = fresh("N", r)
    o[key("o", r)] = fresh("W%d" % r, r)
    churn()
    show("overwrite", o)

# popitem and pop move nothing but drop entries; the rest must survive.
p = old_dict(30, "p")
for r in range(3):
    for i in range(10):
        p[key("P%d" % r, i)] = fresh("P%d" % r, i)
    p.popitem()
    p.pop(key("p", r))
    churn()
    show("popitem", p)

# setdefault, update, fromkeys-style building, |= and dict subclasses.
s = old_dict(10, "s")
dd = old_dict(10, "dd", lambda: defaultdict(list))
od = old_dict(10, "od", OrderedDict)
c = Counter({("c", i): i for i in range(10)})
churn()
churn()
for r in range(3):
    s.setdefault(key("S%d" % r, r), []).append(fresh("S", r))
    s.update({key("U%d" % r, i): fresh("U", i) for i in range(5)})
    s |= {key("V%d" % r, 0): fresh("V", r)}
    dd[key("DD%d" % r, r)].append(fresh("DD", r))
    od[key("OD%d" % r, r)] = fresh("OD", r)
    od.move_to_end(key("od", r), last=False)
    c[("C%d" % r, str(r))] += 5
    churn()
    show("setdefault", s)
    print("defaultdict", len(dd), dd[key("DD%d" % r, r)], sum(len(v) for v in dd.values()))
    show("ordered", od)
    print("counter", len(c), sorted(c.items())[-3:])


class Node:
    pass


# Instance attribute dicts (embedded): new attributes added after the instance is old.
nodes = [Node() for i in range(20)]
churn()
churn()
for r in range(3):
    for i, n in enumerate(nodes):
        setattr(n, "a%d" % r, fresh("A%d" % r, i))
    churn()
    print("attrs", [sorted(vars(n)) for n in nodes[:2]], vars(nodes[-1])["a%d" % r])


# Sets: added keys, removals, a resize, a set subclass, discard and pop before the collection.
class Bag(set):
    pass


st = set(key("st", i) for i in range(40))
bag = Bag(key("bag", i) for i in range(10))
fz = frozenset(key("fz", i) for i in range(5))
churn()
churn()
for r in range(3):
    for i in range(30):
        st.add(key("T%d" % r, i))
        bag.add(key("B%d" % r, i))
    for i in range(20):
        st.discard(key("st", 20 * r + i) if 20 * r + i < 40 else key("T%d" % r, i))
    for i in range(300):
        st.add(key("R%d" % r, i))
    st |= {key("OR%d" % r, 1)}
    bag.discard(key("bag", r))
    churn()
    print("set", len(st), sorted(st)[:2], sorted(st)[-2:], sum(len(k[1]) for k in st))
    print("bag", len(bag), sorted(bag)[-2:], len(fz | {key("F%d" % r, r)}))

# Many young keys into one old dict and one old set at once (the log may be given up).
big = old_dict(5, "big")
bs = set()
churn()
churn()
one = fresh("one", 1)
for i in range(5000):
    big[i] = one if i % 2 else fresh("many", i)
    bs.add(str(i))
churn()
print("big", len(big), big[4999], big[4998], len(bs), min(bs), max(bs))
