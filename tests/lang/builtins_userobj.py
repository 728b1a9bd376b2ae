# builtins_userobj.py: builtins and methods calling back into user code (keys, __eq__, __hash__, mappings).
class M:
    def __init__(self):
        self.d = {"a": 1, "b": 2}
    def keys(self):
        return [k * 2 for k in self.d] + ["a", "b"]
    def __getitem__(self, k):
        return [k] * 3
class P:
    def __init__(self, x):
        self.x = x
        self.y = [x, str(x)]
    def __eq__(self, o):
        return [self.x] == [getattr(o, "x", o)]
    def __hash__(self):
        return hash(self.x)
    def __repr__(self):
        return "P(%d)" % self.x
print(sorted(range(50), key=lambda v: [str(v)] * 3)[:5])
print(max(["a" * i for i in range(30)], key=lambda s: [len(s), s]))
print(min(range(40), key=lambda v: str(-v) + "x"))
print(list(map(lambda a, b: [a, b, str(a + b)], range(5), range(5, 10))))
d = {}
d.update(M())
print(d)
print(dict(M(), z=[1]))
print("{0.x} {0.y[1]} {1[a]} {2!r:>8}".format(P(3), {"a": [1, 2]}, "q"))
ps = [P(i) for i in range(10)]
print(ps.index(P(7)), ps.count(P(3)), P(4) in ps)
s = set(P(i) for i in range(20))
print(len(s.intersection([P(i) for i in range(5, 30)])), len(s.difference([P(1)])), len(s.symmetric_difference({P(0), P(99)})))
print(sum([[i] for i in range(30)], [])[-3:])
print(sorted({P(i): i for i in range(5)}.values(), reverse=True))
print(list(filter(lambda p: p.x % 2, ps)), list(enumerate(map(str, range(3)), 10)))
print(", ".join(str(p) for p in ps), any(p == P(9) for p in ps))
t = tuple(P(i) for i in range(4))
print(t.index(P(2)), t.count(P(1)))
print(dict.fromkeys((P(i) for i in range(3)), []))
class V:
    def __init__(self, x):
        self.x = x
    def __abs__(self):
        return "abs%d" % self.x
    def __round__(self, n=None):
        return ("round", n)
    def __reversed__(self):
        return iter([3, 2, 1])
class S:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
print(abs(V(2)), round(V(1)), round(V(1), 2), list(reversed(V(0))), list(reversed(S())))
print("a", "b", sep="", end="", flush=True)
print()
print(file=None)
print(*[1, 2, 3], sep=None, end=None)
try:
    reversed(V)
except TypeError as e:
    print(e)
