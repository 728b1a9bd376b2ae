# Merges (|=, update, |) of sets whose tables have the same size, so that shared keys sit in
# the same slot: keys found there by identity, and equal keys that are not identical (0.0 and
# -0.0, 1 and True, equal strs made apart, equal tuples, user __eq__) which take the full path.


class Key:
    calls = 0

    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, other):
        Key.calls += 1
        return isinstance(other, Key) and self.v == other.v

    def __repr__(self):
        return f"Key({self.v})"


def show(s):
    return sorted(s, key=repr)


a = set(range(40))
b = set(range(40))
a |= b
print(len(a), sorted(a) == list(range(40)))

a = {0.0, 1, "x", None, (1, 2)}
b = {-0.0, True, "".join(["x"]), None, (1, 2)}
a |= b
print(show(a), [type(x).__name__ for x in show(a)])
a.update(b)
print(show(a), repr(sorted(x for x in a if isinstance(x, float))))
c = b | a
print(show(c), [type(x).__name__ for x in show(c)])

k = [Key(i) for i in range(12)]
s = set(k)
t = set(Key(i) for i in range(12))
Key.calls = 0
s |= t
print(len(s), Key.calls > 0)
Key.calls = 0
s |= set(k)
print(len(s), Key.calls)

words = [f"w{i}" for i in range(200)]
u = set(words)
v = set("w" + str(i) for i in range(200))
u |= v
print(len(u), u == v)
u.update(v, set(words[:10]))
print(len(u))

nan = float("nan")
p = {nan, 1.5}
q = {nan, 1.5}
p |= q
print(len(p))

# A merge that changes the source during a comparison.
class Mut:
    def __init__(self, v, victim):
        self.v = v
        self.victim = victim

    def __hash__(self):
        return 7

    def __eq__(self, other):
        if self.victim is not None:
            self.victim.clear()
            self.victim = None
        return False


src = set()
dst = set()
m1 = Mut(1, src)
dst.add(Mut(2, None))
src.add(m1)
src.update(range(20))
try:
    dst |= src
    print("merged", len(dst) >= 1)
except RuntimeError as e:
    print("RuntimeError", e)
