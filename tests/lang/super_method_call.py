# super().name(...) calls a function found after the class in the MRO with self first (no
# bound method object in between); other kinds of attribute keep their own binding.
class A:
    def __init__(self, v):
        self.v = v
    def f(self, x, y=1, *rest, **kw):
        return ("A.f", self.v, x, y, rest, sorted(kw.items()))
    @classmethod
    def c(cls, x):
        return ("A.c", cls.__name__, x)
    @staticmethod
    def s(x):
        return ("A.s", x)
    @property
    def p(self):
        return ("A.p", self.v)
    def g(self):
        return "A.g"
class B(A):
    def __init__(self, v):
        super().__init__(v * 10)
    def f(self, x, y=1, *rest, **kw):
        return ("B",) + super().f(x, y, *rest, **kw)
    def g(self):
        return "B.g>" + super().g()
class C(A):
    def g(self):
        return "C.g>" + super().g()
class D(B, C):
    def g(self):
        m = super().g
        return "D.g>" + m()
    def all(self):
        return [super().f(1), super().f(2, 3, 4, k=5), super().c(6), super().s(7), super().p]
    @classmethod
    def cm(cls):
        return super().c(8)
d = D(2)
print(d.v, d.g())
for r in d.all():
    print(r)
print(D.cm())
try:
    super(D, d).nope()
except AttributeError as e:
    print("AttributeError", e)
def h(self):
    return "plain"
A.g = h
print(d.g())
for i in range(3):
    print(B(i).f(i, k=i))
