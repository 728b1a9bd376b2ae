# The results of set and dict operators stay reachable while the members' __eq__ and __hash__
# run Python code (which may collect): a | b, a & b, a - b, a ^ b of sets, dict | dict, and the
# set operators of keys/items views (the GC-stress build collects at every safe point there).
class K:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        junk = [[i] for i in range(20)]  # garbage, so a collection has work to do
        return self.n % 3 + len(junk) * 0

    def __eq__(self, other):
        junk = {i: str(i) for i in range(10)}
        return isinstance(other, K) and self.n == other.n and len(junk) == 10

    def __repr__(self):
        return "K%d" % self.n


ks = [K(i) for i in range(14)]
a, b = set(ks[:9]), set(ks[5:])
show = lambda s: sorted(x.n for x in s)
print(show(a | b), show(a & b), show(a - b), show(a ^ b))
d1 = {k: k.n for k in ks[:8]}
d2 = {k: -k.n for k in ks[4:10]}
print(sorted((k.n, v) for k, v in (d1 | d2).items()))
print(show(d1.keys() & d2.keys()), show(d1.keys() - d2.keys()), show(d1.keys() | set(ks[12:])))
print(show(d1.keys() ^ frozenset(ks[6:11])), sorted((k.n, v) for k, v in d1.items() & d2.items()))
print(sorted(x.n for x in frozenset(ks[:4]) | d2.keys()), d1.keys() == set(ks[:8]), d1.keys() < set(ks))
