# Attribute sites that stay cached while classes change under them (vm/np_interp.c GETATTR,
# SETATTR and LOADMETHOD caches, the instances' "no shadowing key" proof, the quick append of
# a new attribute): class attributes later shadowed and unshadowed, a property added to a class
# after instances were made and used, a base class gaining a descriptor, attributes added
# outside __init__, and computed names through setattr/getattr/hasattr/delattr.


class Counter:
    step = 1

    def __init__(self):
        self.n = 0

    def bump(self):
        self.n = self.n + self.step
        return self.n


cs = [Counter() for _ in range(4)]
out = []
for round_ in range(6):
    if round_ == 2:
        cs[1].step = 10          # instance shadows the class default
    if round_ == 3:
        Counter.step = 2         # class default changes
    if round_ == 4:
        del cs[1].step           # unshadow: the class value shows through again
    if round_ == 5:
        del Counter.step
        Counter.step = 3
    out.append([c.bump() for c in cs])
print(out)


# A property added to the class after instances were made (and read at a cached site): it
# wins over the instance attribute of the same name; removing it shows the attribute again.
class Box:
    def __init__(self, v):
        self.v = v
        self.w = v * 2

    def get(self):
        return self.v + self.w


bs = [Box(i) for i in range(5)]
seen = []
for k in range(4):
    if k == 1:
        Box.v = property(lambda self: 1000)
    if k == 2:
        Box.w = property(lambda self: -1, lambda self, val: None)
    if k == 3:
        del Box.v
        del Box.w
    seen.append([b.get() for b in bs])
print(seen)
# With the setter-less property in place, a store at a cached site raises.
bx = Box(1)
Box.v = property(lambda self: 5)
try:
    bx.v = 3
except AttributeError as e:
    print("AttributeError", e)
del Box.v
bx.v = 4
print(bx.v)


# A base class gaining a descriptor after subclasses' instances were cached.
class Base:
    def __init__(self, x):
        self.x = x


class Mid(Base):
    pass


class Leaf(Mid):
    def double(self):
        return self.x * 2


ls = [Leaf(i) for i in range(3)]
print([l.double() for l in ls])
Base.x = property(lambda self: 42, lambda self, v: None)
print([l.double() for l in ls], Leaf(7).x)
del Base.x
print([l.double() for l in ls], Leaf(7).x)


# A method replaced by an instance attribute (a callable) and a class method added later.
class Greeter:
    def hello(self):
        return "hello"


g1, g2 = Greeter(), Greeter()
res = []
for k in range(4):
    if k == 1:
        g2.hello = lambda: "shadowed"
    if k == 2:
        Greeter.hello = lambda self: "patched"
    if k == 3:
        del g2.hello
    res.append((g1.hello(), g2.hello()))
print(res)


# Attributes added outside __init__, in different orders on different instances, read at one
# site.
class Rec:
    def __init__(self):
        self.id = 0


def tag(r, order):
    for name in order:
        setattr(r, name, len(name) + r.id)


recs = []
for i in range(12):
    r = Rec()
    r.id = i
    tag(r, ["alpha", "beta", "gamma"][i % 3:] + ["alpha", "beta", "gamma"][: i % 3])
    if i % 4 == 0:
        r.extra = i
    recs.append(r)
print([(r.alpha, r.beta, r.gamma, getattr(r, "extra", None)) for r in recs])


# Computed names: getattr/hasattr/delattr with strs built at run time, defaults, errors.
r = recs[0]
for stem in ["al", "be", "ga", "de"]:
    name = stem + {"al": "pha", "be": "ta", "ga": "mma", "de": "lta"}[stem]
    print(name, hasattr(r, name), getattr(r, name, "missing"))
delattr(r, "be" + "ta")
print(hasattr(r, "beta"), r.alpha, r.gamma)
try:
    delattr(r, "be" + "ta")
except AttributeError as e:
    print("AttributeError", e)
try:
    getattr(r, "zeta")
except AttributeError as e:
    print("AttributeError", e)
setattr(r, "be" + "ta", 99)
print(r.beta)
try:
    setattr(r, 5, 1)
except TypeError as e:
    print("TypeError", e)
