# Attribute inline caches: the per-instance "no shadowing key" proof (LOADMETHOD and class
# attribute reads skip the instance-dict probe), two-type sites, class attributes read through
# instances. Every case changes something between two runs of the same cached instruction.


class Base:
    LIMIT = 3
    KIND = "base"

    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v

    def limit(self):
        return self.LIMIT


class A(Base):
    def name(self):
        return "A"


class B(Base):
    KIND = "b"

    def name(self):
        return "B"


def call_get(o):
    return o.get()


def read_limit(o):
    return o.LIMIT


def read_kind(o):
    return o.KIND


def read_v(o):
    return o.v


# Two classes sharing one method at one site, then a third.
objs = [A(1), B(2), A(3), B(4), Base(5)]
print([call_get(o) for o in objs], [o.name() for o in objs[:4]])
print([read_limit(o) for o in objs], [read_kind(o) for o in objs], [read_v(o) for o in objs])

# An instance attribute that shadows a method, set through the setattr() builtin and through a
# plain store after the site is cached.
a = A(10)
print(call_get(a))
setattr(a, "get", lambda: "shadow-setattr")
print(call_get(a))
b = B(20)
print(call_get(b))
b.get = lambda: "shadow-store"
print(call_get(b), call_get(B(21)))
del b.get
print(call_get(b))

# A class attribute shadowed by an instance attribute later, then unshadowed.
c = A(30)
print(read_limit(c), c.limit())
c.LIMIT = 99
print(read_limit(c), c.limit(), read_limit(A(31)))
del c.LIMIT
print(read_limit(c), c.limit())

# The class attribute changes: every instance sees the new value.
Base.LIMIT = 7
print(read_limit(c), read_limit(objs[1]), c.limit())
A.LIMIT = 8
print(read_limit(c), read_limit(objs[1]), read_limit(objs[4]))
del A.LIMIT
print(read_limit(c))

# A class attribute becomes a property or a method later.
Base.KIND = property(lambda self: "prop-" + str(self.v))
print(read_kind(c), read_kind(objs[1]))
del Base.KIND
B.KIND = "b2"
print(read_kind(objs[1]))
try:
    print(read_kind(c))
except AttributeError as e:
    print("AttributeError", e)

# A method added to the class after instances gained an attribute of that name: the
# instance's own attribute still wins.
class C:
    def __init__(self):
        self.tag = "own"

    def run(self):
        return self.tag


def call_tag(o):
    return o.tag()


def read_tag(o):
    return o.tag


x = C()
print(read_tag(x), x.run())
C.tag = lambda self: "method"
print(read_tag(x))
y = C()
del y.tag
print(call_tag(y), read_tag(x))
try:
    call_tag(x)
except TypeError as e:
    print("TypeError", e)

# A mutable class attribute read through instances is the same object.
class Reg:
    items = []

    def add(self, v):
        self.items.append(v)


r1, r2 = Reg(), Reg()
for i in range(3):
    r1.add(i)
    r2.add(-i)
print(Reg.items, r1.items is r2.items)
r1.items = ["own"]
r1.add(5)
print(r1.items, r2.items)

# Many types at one site (more than the cache keeps).
classes = [A, B, Base]
for k in range(7):
    o = classes[k % 3](k)
    print(o.get(), o.LIMIT, o.v, end=" ")
print()

# Attributes stored after creation through the slow path keep methods working.
class D:
    def m(self):
        return "m"


d = D()
setattr(d, "extra", 1)
print(d.m(), d.extra)
for _ in range(3):
    e = D()
    e.z = 1
    print(e.m(), e.z, end=" ")
print()


# One base __init__ shared by three classes (its stores miss the two-type caches), then
# attributes named like methods stored later, and a method added under an attribute's name.
class Root:
    def __init__(self, k):
        self.k = k
        self.extra = k * 10

    def kind(self):
        return "root"

    def get_k(self):
        return self.k


class R1(Root):
    def kind(self):
        return "r1"


class R2(Root):
    def kind(self):
        return "r2"


roots = [Root(1), R1(2), R2(3), Root(4), R1(5), R2(6)]
print([r.kind() for r in roots], [r.get_k() for r in roots])
roots[1].kind = lambda: "own-kind"
setattr(roots[2], "get_k", lambda: "own-get_k")
setattr(roots[3], "fresh", 7)
print([r.kind() for r in roots], [r.get_k() for r in roots])
Root.fresh = lambda self: "method-fresh"
R1.extra = lambda self: "method-extra"
for r in roots:
    try:
        print(r.fresh(), end=" ")
    except TypeError as e:
        print("TypeError", e, end=" ")
    try:
        print(r.extra(), end=" ")
    except TypeError as e:
        print("TypeError", e, end=" ")
print()


# Method names shaped like never-list prefixes (`is_...`, `find_...`, `ab_...`) take the
# cached method path too, and instance attributes still shadow them.
class Shapes:
    def is_ok(self):
        return "is_ok"

    def find_tcb(self):
        return "find_tcb"

    def ab_c(self):
        return "ab_c"


sh = [Shapes(), Shapes()]
for _ in range(2):
    print([(x.is_ok(), x.find_tcb(), x.ab_c()) for x in sh])
sh[1].find_tcb = lambda: "own-find"
setattr(sh[0], "is_ok", lambda: "own-is")
print([(x.is_ok(), x.find_tcb(), x.ab_c()) for x in sh])
