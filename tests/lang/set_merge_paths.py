# s |= t and set.update(t) between sets: replicas of one set (same table size, shared keys in
# the same slots, which the merge skips by a same-slot identity check), equal keys that are
# distinct objects (strs built apart, 1/True/1.0), dummies in the destination, and a user
# __eq__ that changes the source or the destination while the merge runs.
a = {f"tag{i}" for i in range(300)}
b = set(a)
b.update(f"new{i}" for i in range(40))
a |= b
print(len(a), list(a) == list(b), sorted(a)[:3])
c = {"".join(["tag", str(i)]) for i in range(0, 600, 2)}   # equal strs, other objects
a |= c
print(len(a), sorted(a - b)[:5])
d = {1, 2, 3}
d |= {True, 1.0, 2.0, False}
print(d)
e = set(range(100))
for i in range(0, 100, 3):
    e.discard(i)
e |= set(range(50, 160))
print(len(e), list(e)[:20])
f = set(range(64))
g = set(range(64))
g.discard(5)
g.add(1000)
f |= g
print(len(f), list(f)[-5:])


class Noisy:
    def __init__(self, k, victim):
        self.k = k
        self.victim = victim

    def __hash__(self):
        return self.k % 7

    def __eq__(self, other):
        if self.victim is not None and len(self.victim) < 400:
            self.victim.update(range(1000, 1400))
        return isinstance(other, Noisy) and self.k == other.k

    def __repr__(self):
        return f"N{self.k}"


src = set()
dst = set()
for i in range(20):
    src.add(Noisy(i, src if i % 2 else dst))
    dst.add(Noisy(i + 10, None))
try:
    dst |= src
    print("merged", len(dst) >= 20)
except RuntimeError as exc:
    print("RuntimeError", exc)
print(sorted(x.k for x in dst if isinstance(x, Noisy)))

# ==, <=, issubset between sets: same-size tables with shared keys in the same slots (checked
# slot by slot first), equal keys that are distinct objects, a missing key, a user __eq__.
p = frozenset(range(0, 200, 3))
q = frozenset(sorted(p, reverse=True))
print(p == q, p <= q, p.issubset(q), set(p) == q, p < q)
r = set(p)
r.discard(3)
r.add(1000)
print(p == r, p <= r, r <= p, p >= r)
s1 = {"".join(["k", str(i)]) for i in range(50)}
s2 = {f"k{i}" for i in range(50)}
print(s1 == s2, s1 <= s2, s2.issubset(s1), s1 < s2 | {"z"})
print({1, 2.0, True} == {1.0, 2}, {(1, 2), (3,)} <= {(1, 2), (3,), ()})
m1 = {Noisy(i, None) for i in range(10)}
m2 = {Noisy(i, None) for i in range(12)}
print(m1 <= m2, m2 <= m1, m1.issubset(m2), m1 == m2)

# The number of __eq__ calls is observable: merges and subset tests of same-size tables whose
# shared keys sit behind same-hash keys in their walks must call __eq__ as a walk does.
calls = [0]


class Counted:
    def __init__(self, k):
        self.k = k

    def __hash__(self):
        return self.k % 3

    def __eq__(self, other):
        calls[0] += 1
        return isinstance(other, Counted) and self.k == other.k


objs = [Counted(i) for i in range(12)]
x = set(objs)
y = set(objs[::-1])
calls[0] = 0
x |= y
print("merge eq calls", calls[0], len(x))
calls[0] = 0
print(x <= y, y <= x, x == y, "subset eq calls", calls[0])
z = set(objs[:6])
calls[0] = 0
z.update(set(objs[3:9]))
print("update eq calls", calls[0], len(z))
a1, a2, b1 = Counted(0), Counted(3), Counted(6)   # one hash: walks pass same-hash keys
dst = set()
dst.add(a2)
dst.add(b1)
src = set()
src.add(a1)
src.add(b1)
calls[0] = 0
print(src <= dst, "subset eq calls", calls[0])
calls[0] = 0
dst |= src
print("merge eq calls", calls[0], len(dst))
dst2 = set()
for o in (a2, b1, a1):
    dst2.add(o)
src2 = set()
for o in (a1, b1):
    src2.add(o)
calls[0] = 0
print(src2 <= dst2, "subset eq calls", calls[0])
