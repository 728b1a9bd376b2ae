# SETATTR inline cache: plain instance-dict stores, invalidated by class changes.
def attrs(o):
    return [(n, getattr(o, n, None)) for n in ('x', 'y', '_y') if hasattr(o, n)]

class P:
    def __init__(self, x):
        self.x = x
        self.y = x * 2

def setx(o, v):
    o.x = v
    return o

ps = [P(i) for i in range(5)]
for p in ps:
    setx(p, p.x + 10)
print([(p.x, p.y) for p in ps])
print([attrs(p) for p in ps[:2]])

# A property added later takes over the store.
class Q:
    pass
def sety(o, v):
    o.y = v
q = Q()
for v in range(3):
    sety(q, v)
print(q.y)
def gety(self):
    return self._y
def sety_prop(self, v):
    self._y = -v
Q.y = property(gety, sety_prop)
sety(q, 7)
print(q.y, q._y, attrs(q))
del Q.y
sety(q, 8)
print(q.y)

# A read-only property raises at the cached site.
class R:
    pass
r = R()
sety(r, 1)
R.y = property(lambda self: 5)
try:
    sety(r, 2)
except AttributeError as e:
    print("AttributeError")

# Different types and key orders at one site.
class S:
    def __init__(self):
        self.y = 0
        self.x = 1
for o in [P(1), S(), P(2), S(), Q()]:
    setx(o, 9)
    print(type(o).__name__, attrs(o))

# A subclass that defines __setattr__ shares the site with its base.
class T(P):
    def __setattr__(self, name, value):
        super().__setattr__(name, str(value))
for o in [P(0), T(0), P(0)]:
    setx(o, 5)
    print(type(o).__name__, repr(o.x))

# Class-level attributes shadowed by instance stores.
class U:
    x = "class"
u = U()
print(u.x)
setx(u, "inst")
print(u.x, U.x)
del u.x
print(u.x)
setx(u, 1)
print(u.x)
