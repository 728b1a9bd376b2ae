# d.get(k) and d.get(k, default) on an exact dict are read by CALLMETHOD itself; everything
# else (subclasses, wrong argument counts, keywords) still goes through dict.get's native.
counts = {}
for w in ["a", "b", "a", "c", "a", "b"]:
    counts[w] = counts.get(w, 0) + 1
print(counts, counts.get("a"), counts.get("zz"), counts.get("zz", "dflt"))
ints = {}
for i in range(50):
    ints[i % 7] = ints.get(i % 7, 0) + i
print(ints, ints.get(3.0), ints.get(True, -1), ints.get((1, 2), ()))

class D(dict):
    def get(self, k, d=None):
        return ("sub", k, d)
class E(dict):
    pass
print(D(a=1).get("a"), E(a=1).get("a"), E().get("x", 5))

def attempt(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
d = {"k": 1}
print(attempt(lambda: d.get([1])))
print(attempt(lambda: d.get([1], 2)))
print(attempt(lambda: d.get()))
print(attempt(lambda: d.get(1, 2, 3)))
print(attempt(lambda: d.get("k", default=3)))
g = d.get
print(g("k"), g("q", 9))
class K:
    def __hash__(self):
        raise ValueError("no hash")
print(attempt(lambda: d.get(K())))
class Eq:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return hash(self.v)
    def __eq__(self, other):
        return isinstance(other, Eq) and other.v == self.v
e = {Eq(1): "one"}
print(e.get(Eq(1)), e.get(Eq(2), "none"))
