# Special methods assigned to a user class after its statement (C.__eq__ = f, __repr__,
# __hash__ = None, __init__, ...) take effect at once, for subclasses too, as in CPython.
class C:
    def __init__(self, v): self.v = v
def eq(a, b): return isinstance(b, C) and a.v == b.v
print(C(1) == C(1))
C.__eq__ = eq
C.__hash__ = lambda s: hash(s.v)
C.__repr__ = lambda s: f"C({s.v})"
C.__lt__ = lambda a, b: a.v < b.v
C.__len__ = lambda s: s.v
C.__iter__ = lambda s: iter(range(s.v))
C.__getitem__ = lambda s, i: i * 10
C.__add__ = lambda a, b: C(a.v + b.v)
C.__call__ = lambda s, x: x + s.v
C.__bool__ = lambda s: s.v > 1
C.__str__ = lambda s: "str" + str(s.v)
C.__contains__ = lambda s, x: x == 42
print(C(1) == C(1), C(2), sorted([C(3), C(1), C(2)]), len(C(4)), list(C(3)), C(1)[5], C(1) + C(2), C(5)(1), bool(C(1)), bool(C(2)), str(C(7)), 42 in C(1), {C(1), C(1)})
class D(C): pass
print(D(1) == D(1), repr(D(9)))
C.__hash__ = None
try:
    hash(C(1))
except TypeError as e:
    print(e)
def init(self, v, w=0): self.v = v + w
C.__init__ = init
print(C(1, 2).v, D(3, 4).v)
C.__format__ = lambda s, spec: "F" + spec
print(f"{C(1):xyz}", format(C(2), "q"))

# The same call sites before and after an assignment or a del of a special method.
class E:
    def __init__(self, v): self.v = v
    def __add__(self, o): return "orig"
    def __lt__(self, o): return "origlt"
    def __len__(self): return 1
    def __getitem__(self, i): return "origgi"
def run(a, b):
    try:
        s = a + b
    except TypeError as e:
        s = str(e)
    return (a == b, s, a < b, len(a), a[0], str(a)[:3], bool(a))
for i in range(3):
    print(run(E(1), E(1)))
    if i == 0:
        E.__eq__ = lambda a, b: "eq!"
        E.__add__ = lambda a, b: "add!"
        E.__lt__ = lambda a, b: "lt!"
        E.__len__ = lambda a: 7
        E.__getitem__ = lambda a, i: "gi"
        E.__str__ = lambda a: "S"
    if i == 1:
        E.__bool__ = lambda a: False
        del E.__add__
