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
