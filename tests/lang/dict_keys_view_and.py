# d1.keys() & d2.keys(): CPython iterates the smaller dict (the right one when both are as big)
# and probes the other, so the result set's members and iteration order follow that dict;
# equal keys of different types (1, 1.0, True) come from the iterated side; user __eq__ and
# __hash__ run; a dict changing size under a key's __eq__ raises RuntimeError.
a = {k: None for k in [0, 8, 16, 24, 3, 11, 40, 56, 1, 9]}
b = {k: None for k in [56, 40, 24, 16, 8, 0, 99]}
print(list(a.keys() & b.keys()), list(b.keys() & a.keys()))
c = {k: 1 for k in [64, 0, 32, 96, 128, 8]}
d = {k: 1 for k in [8, 128, 96, 32, 0, 64]}
print(list(c.keys() & d.keys()), list(d.keys() & c.keys()))
x = {1: "int", "s": 0, (1, 2): 0}
y = {1.0: "float", True: "bool", "s": 1, (1, 2): 1, 7: 0}
r = x.keys() & y.keys()
print(sorted(map(repr, r)), [type(k).__name__ for k in sorted(r, key=repr)])
r = y.keys() & x.keys()
print(sorted(map(repr, r)), [type(k).__name__ for k in sorted(r, key=repr)])
print(type({}.keys() & {}.keys()).__name__, {}.keys() & {1: 2}.keys(), a.keys() & a.keys() == set(a))
words = {w: len(w) for w in "the quick brown fox jumps over the lazy dog".split()}
other = {w: 0 for w in "a quick dog and a lazy cat".split()}
print(sorted(words.keys() & other.keys()), sorted(other.keys() & words.keys()))


class D(dict):
    def __contains__(self, k):
        return True

    def keys(self):
        return super().keys()


print(sorted(D(p=1, q=2).keys() & {"q": 0, "z": 1}.keys()))
calls = []


class K:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, o):
        calls.append(self.v)
        if not isinstance(o, K):
            return NotImplemented
        return self.v == o.v


p = {K(1): 0, K(2): 0, K(3): 0}
q = {K(2): 0, K(3): 0, K(4): 0, K(5): 0}
print(sorted(k.v for k in p.keys() & q.keys()), len(calls) > 0)
big = {K(i): i for i in range(6)}
small = {}


class Grow:
    def __hash__(self):
        return hash(K(1))

    def __eq__(self, o):
        small[len(small) + 100] = 0
        return False


small[Grow()] = 0
try:
    print(big.keys() & small.keys())
except RuntimeError as e:
    print("RuntimeError:", e)
victims = {}


class Shrink:
    def __hash__(self):
        return hash(K(2))

    def __eq__(self, o):
        victims.clear()
        return False


victims[Shrink()] = 0
victims["other"] = 1
try:
    print(big.keys() & victims.keys())
except RuntimeError as e:
    print("RuntimeError:", e)
print((a.keys() & b.keys()) | {5}, a.keys() & b.keys() == {0, 8, 16, 24, 40, 56})
