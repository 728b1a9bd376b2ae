# An instance may hold attributes named like special methods, as CPython's instance __dict__
# does: they read back and delete like any attribute, and operators still use the class's
# methods, never the instance's.
class P:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v < other.v

    def __repr__(self):
        return f"P({self.v})"


a, b = P(1), P(2)
a.__lt__ = 5
a.__custom__ = "mine"
a.__repr__ = lambda: "instance repr"
print(a.__lt__, a.__custom__, a < b, b < a, repr(a), a.__repr__())
print(hasattr(a, "__custom__"), hasattr(b, "__custom__"), getattr(a, "__custom__"))
setattr(b, "__len__", 3)
print(b.__len__)
try:
    len(b)
except TypeError as e:
    print("TypeError:", e)
del a.__lt__
print(a.__lt__(b), sorted([b, a]))
del a.__custom__
try:
    a.__custom__
except AttributeError as e:
    print("AttributeError:", e)
try:
    del a.__custom__
except AttributeError as e:
    print("AttributeError:", e)

