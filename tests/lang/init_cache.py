# Constructor calls cache the class's __init__ per call site: different classes at one site,
# subclasses with and without their own __init__, and classes changed after the site ran.
class A:
    def __init__(self, v=0):
        self.v = ("A", v)
class B(A):
    pass
class C(A):
    def __init__(self, v=0):
        super().__init__(v * 10)
        self.c = True
class D:
    pass
def make(cls, *args):
    return cls(*args)
def make1(cls):
    return cls(1)
for cls in [A, B, C, A, B, C]:
    o = make1(cls)
    print(cls.__name__, o.v, getattr(o, "c", None))
print(type(make(D)).__name__)
try:
    make1(D)
except TypeError as e:
    print("TypeError", e)
class E(A):
    pass
print(make1(E).v)
E.tag = "changed"
print(make1(E).v, make1(E).tag)
class G:
    def __init__(self):
        return 5
try:
    make(G)
except TypeError as e:
    print("TypeError", e)
class H:
    def __init__(self, a, b):
        self.s = a + b
print(make(H, 1, 2).s, make(H, "x", "y").s)
try:
    make(H, 1)
except TypeError as e:
    print("TypeError", e)
