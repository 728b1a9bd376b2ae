# A builtin base listed before a Python base (class W(str, Base)) answers the special methods
# it defines itself, as CPython's MRO does; the Python base still supplies the others.
class Base:
    def __len__(self): return 99
    def __getitem__(self, i): return "base"
    def __contains__(self, x): return True
    def __add__(self, o): return "base add"
    def __mul__(self, o): return "base mul"
    def __iter__(self): return iter(["base"])
    def __repr__(self): return "Base-repr"
    def __str__(self): return "Base-str"
    def __format__(self, s): return "Base-fmt"
    def __neg__(self): return "base neg"
    def __call__(self): return "base call"
    def upper(self): return "base upper"
    def extra(self): return "base extra"


class W(str, Base):
    pass


w = W("abc")
print(len(w), w[0], "z" in w, w + "x", w * 2, list(w), repr(w), str(w), f"{w}", w.upper())
print(w.extra(), w(), sorted(W("cab")))
try:
    -w
except TypeError as e:
    print("TypeError", e)


class I(int, Base):
    pass


i = I(5)
print(i + 1, i * 2, repr(i), str(i), f"{i:>3}", -i, i.extra(), i == 5, hash(i) == hash(5))


class T(tuple, Base):
    pass


t = T((1, 2))
print(len(t), t[0], 3 in t, list(t), repr(t), str(t), f"{t}", t + (3,))


class L(list, Base):
    pass


l = L([1, 2, 3])
print(len(l), l[-1], 9 in l, list(l), repr(l), str(l), l * 2, bool(L()))


class Mixin:
    def __repr__(self): return "Mixin-repr"
    def __len__(self): return 42


class D(Mixin, dict):
    pass


print(repr(D(a=1)), len(D(a=1)))
