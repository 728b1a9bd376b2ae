# Differential: data-model corners (late binding, mutable defaults, __missing__, __setattr__/__getattr__, truthiness, augmented assignment).
fs = [lambda: i for i in range(3)]
print([f() for f in fs], [(lambda i=i: i)() for i in range(3)])
def app(x, acc=[]):
    acc.append(x); return acc
print(app(1), app(2))
class K:
    items = []
    def add(self, x): self.items.append(x)
k1, k2 = K(), K(); k1.add(1); print(k2.items)
class E:
    def __eq__(self, o): return True
try: hash(E())
except (TypeError, AttributeError) as e: print(type(e).__name__, e)
class L:
    def __len__(self): return 0
class Bo:
    def __bool__(self): return False
    def __len__(self): return 5
print(bool(L()), bool(Bo()), "yes" if L() else "no", not Bo())
class Seq:
    def __getitem__(self, i):
        if i >= 3: raise IndexError
        return i * 10
print(list(Seq()), 20 in Seq(), 5 in Seq(), list(reversed([1, 2])))
class Rev:
    def __reversed__(self): return iter("cba")
    def __iter__(self): return iter("abc")
print(list(reversed(Rev())), "".join(Rev()))
class Default(dict):
    def __missing__(self, k):
        self[k] = len(k); return self[k]
d = Default(); print(d["abc"], d, d.get("zz"), "zz" in d)
class Watch:
    def __init__(self): object.__setattr__(self, "log", [])
    def __setattr__(self, n, v):
        self.log.append(n); object.__setattr__(self, n, v)
    def __getattr__(self, n): return f"<{n}?>"
    def __delattr__(self, n):
        self.log.append("del " + n); object.__delattr__(self, n)
w = Watch(); w.a = 1; w.b = 2; del w.a; print(w.log, w.b, w.zzz, w.a)
class Cnt:
    def __init__(self): self.n = 0
    def __call__(self, *a, **k):
        self.n += 1; return (a, k)
c = Cnt(); print(c(1, x=2), c(), c.n, callable(c))
class Box:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return isinstance(o, Box) and self.v == o.v
    def __hash__(self): return hash(self.v)
    def __lt__(self, o): return self.v < o.v
    def __le__(self, o): return self.v <= o.v
print(Box(1) == Box(1), Box(1) != Box(2), Box(2) > Box(1), Box(1) >= Box(1), len({Box(1), Box(1)}), sorted([Box(3), Box(1)])[0].v)
try: Box(1) < 5
except (TypeError, AttributeError) as e: print(type(e).__name__, e)
class NI:
    def __eq__(self, o): return NotImplemented
print(NI() == NI(), NI() == 1, [NI()] == [NI()] if False else "")
x = 10
def outer():
    x = 20
    def inner():
        global x
        x += 1
        return x
    return inner(), x
print(outer(), x)
def counter():
    count = 0
    def bump():
        nonlocal count
        count += 1
        return count
    return bump
b = counter(); b(); print(b(), counter()())
print(type(None).__name__, type(...).__name__, type(NotImplemented).__name__, repr(...))
print(sorted({"b": 2, "a": 1}.items(), key=lambda kv: kv[1]), list({1: 2}.values()), {1: 2}.get(3, "d"))
a = [1, 2, 3]; b = a; b += [4]; print(a, a is b); t = (1, 2); u = t; u += (3,); print(t, u)
s = {1, 2}; s |= {3}; s &= {2, 3, 4}; s -= {2}; s ^= {9}; print(s)
n = 5; n **= 2; n //= 3; n %= 5; n <<= 3; n >>= 1; n |= 1; n &= 0xF; n ^= 2; print(n)
q = "ab"; q *= 3; print(q, [0] * 3, 3 * "x", -1 * [1])
