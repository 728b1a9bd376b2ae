# Attribute sites that see many classes (polymorphic inline caches, vm/np_interp.c): reads,
# stores and method calls at one site over 5+ classes, then every kind of change after the
# caches are warm: methods replaced on a class and on a base, class attributes deleted and
# added, properties added later, instance attributes shadowing methods, __getattr__ fallback,
# classes with __slots__, staticmethods and classmethods reached through classes and instances
# at the same site, builtin containers mixed with instances.


class Base:
    KIND = "base"

    def __init__(self, n):
        self.n = n
        self.hits = 0

    def area(self):
        return self.n

    def who(self):
        return "Base"

    def bump(self):
        self.hits += 1
        return self.hits


class Sq(Base):
    KIND = "sq"

    def area(self):
        return self.n * self.n


class Tri(Base):
    def area(self):
        return self.n * 3

    def who(self):
        return "Tri"


class Circ(Base):
    KIND = "circ"


class Prop(Base):
    @property
    def area2(self):
        return self.n * 100

    def area(self):
        return -self.n


class Lazy(Base):
    def __getattr__(self, name):
        if name == "missing":
            return "lazy-" + str(self.n)
        raise AttributeError("Lazy has no " + name)


class Slot(Base):
    __slots__ = ("n", "hits", "extra")

    def area(self):
        return self.n + 1000


class Deep(Sq):
    pass


CLASSES = [Base, Sq, Tri, Circ, Prop, Lazy, Slot, Deep]
objs = [cls(i + 1) for i in range(3) for cls in CLASSES]


def read_all(objs):
    out = []
    for o in objs:
        out.append((type(o).__name__, o.n, o.area(), o.who(), o.KIND, o.bump()))
    return out


def safe(fn, o):
    try:
        return fn(o)
    except AttributeError as e:
        return "AE: " + str(e)


def show(tag):
    rows = read_all(objs)
    print(tag, rows[:8])
    print(tag, sum(r[2] for r in rows), [r[4] for r in rows[8:16]])


for rnd in range(3):
    show("warm%d" % rnd)

# A method replaced on one class after the site cached it.
Tri.area = lambda self: 7
show("tri-replaced")

# A method replaced on the base: classes that inherit it see the new one, overriders do not.
Base.who = lambda self: "NewBase"
show("base-who")

# A class attribute deleted: the class falls back to its base's value.
del Sq.KIND
show("del-kind")  # Deep inherits from Sq, so it falls back too
Sq.KIND = "sq2"
show("readd-kind")

# A class attribute deleted from the base: classes without their own KIND raise now.
del Base.KIND
print([safe(lambda o: o.KIND, o) for o in objs[:8]])
Base.KIND = "base3"
show("base-kind-back")

# An instance attribute shadowing a method, added after the caches are warm, then removed.
victim = objs[3]
victim.area = lambda: "own"
victim.who = "not callable"
print([safe(lambda o: o.area(), o) for o in objs[:8]])
try:
    victim.who()
except TypeError as e:
    print("TE", e)
del victim.area
del victim.who
show("unshadowed")

# A property added later to one class (a data descriptor: it wins over the instance dict).
Circ.n = property(lambda self: 42)
print([safe(lambda o: o.n, o) for o in objs[:8]])
try:
    objs[3].n = 5
except AttributeError as e:
    print("AE", e)
del Circ.n
print([o.n for o in objs[:8]])

# Property reads at a site that sees several classes, only one of which has the property.
print([safe(lambda o: o.area2, o) for o in objs])

# __getattr__ fallback at a polymorphic site.
for rnd in range(2):
    print([safe(lambda o: o.missing, o) for o in objs[:8]])
Lazy.missing = "class-level"
print([safe(lambda o: o.missing, o) for o in objs[:8]])
del Lazy.missing
print([safe(lambda o: o.missing, o) for o in objs[:8]])


# Stores at one site over many classes, one of which has __setattr__ and one a property.
class Logged(Base):
    def __setattr__(self, name, value):
        object.__setattr__(self, name, ("logged", value))


class Guarded(Base):
    @property
    def extra(self):
        return "guarded"

    @extra.setter
    def extra(self, v):
        self.n = v


def store_all(objs, v):
    for o in objs:
        o.extra = v


sites = objs[:8] + [Logged(1), Guarded(2)] + objs[8:16]
for v in range(3):
    store_all(sites, v)
    print([o.extra for o in sites], sites[9].n)
# A property without a setter added later to a class the store site has cached.
Circ.extra = property(lambda self: "ro")
try:
    store_all(sites, 9)
except AttributeError as e:
    print("AE", e)
print([o.extra for o in sites])
del Circ.extra
store_all(sites, 10)
print([o.extra for o in sites])


# Staticmethods and classmethods through classes and instances at the same site.
class SM:
    @staticmethod
    def f(*a):
        return len(a)

    @classmethod
    def g(cls, *a):
        return (cls.__name__, len(a))

    K = 5


class SM2(SM):
    @staticmethod
    def f(*a):
        return 10 + len(a)


class SM3(SM):
    @classmethod
    def g(cls, *a):
        return ("SM3", cls.__name__, len(a))


sm = SM()
for o in (SM, sm, SM2, SM2(), SM3, SM3(), SM, sm, SM2, SM3(), sm):
    print(o.f(), o.f(1), o.g(), o.g(1, 2), o.K)


# Builtin containers and user instances at one method site.
class Bag:
    def __init__(self):
        self.items = []

    def append(self, x):
        self.items.append(x * 10)

    def pop(self):
        return self.items.pop()


class Bag2(Bag):
    def append(self, x):
        self.items.append(-x)


sinks = [[], Bag(), Bag2(), [], Bag()]
for rnd in range(3):
    for s in sinks:
        s.append(rnd)
print([s if isinstance(s, list) else s.items for s in sinks])
print([s.pop() for s in sinks])

# More classes than a site keeps: every one still reads right, many times over.
def make_class(k):
    class C(Base):
        KIND = "k%d" % k

        def area(self):
            return k * 1000 + self.n

    return C


many = [make_class(k)(k) for k in range(12)]
for rnd in range(4):
    print(rnd, [o.area() for o in many], [o.KIND for o in many], sum(o.n for o in many))
many[5].__class__.area = lambda self: "patched"
print([o.area() for o in many])

# Errors at a polymorphic site.
for o in objs[:8] + [object(), 3, "s"]:
    print(safe(lambda o: o.nothere, o))

# Method sites over builtin objects of many types (cached by type: none has its own attributes)
# mixed with user instances and a deque (a class whose methods are natives).
from collections import deque


class Counts:
    def count(self, x):
        return "user-count"

    def index(self, x):
        return "user-index"


class CountsOwn(Counts):
    pass


own = CountsOwn()
seqs = [[1, 2, 1], (1, 1, 1), "a1b1", range(5), Counts(), own, deque([1, 1, 2]), [1], (2, 1)]
for rnd in range(3):
    out = []
    for s in seqs:
        x = 1 if not isinstance(s, str) else "1"
        out.append((s.count(x), s.index(x)))
    print(out)
    if rnd == 0:
        own.count = lambda x: "own-count"  # shadows the class method on one instance
    if rnd == 1:
        del own.count
print([v.isdisjoint({1}) for v in (frozenset([1]), {2}, frozenset(), {1, 3})])


def gen():
    x = 0
    while True:
        x = yield x


class Getter:
    def get(self, k, d=None):
        return ("getter", k)

    def send(self, v):
        return ("sent", v)


gs = [gen(), gen()]
for g in gs:
    next(g)
mixed = [{1: "one"}, Getter(), {2: "two"}, Getter()]
for rnd in range(3):
    print([m.get(1, "none") for m in mixed], [g.send(rnd) for g in gs + [Getter()]])
dq = deque()
sinks = [dq, [], deque([9]), []]
for rnd in range(3):
    for s in sinks:
        s.append(rnd)
        s.append(rnd * 2)
        s.pop()
print([list(s) for s in sinks])


# super().m() at a site run for self of many subclasses, and in one code object shared by
# methods of several classes (a class factory), then the base method replaced.
class SBase:
    def __init__(self, x):
        self.x = x

    def val(self):
        return self.x


class SMid(SBase):
    def __init__(self, x):
        super().__init__(x * 2)

    def val(self):
        return super().val() + 1


class SA(SMid):
    pass


class SB(SMid):
    pass


class SC(SMid):
    def val(self):
        return super().val() * 10


def make_sub(k):
    class K(SBase):
        def val(self):
            return super().val() + k

    return K


sobjs = [SA(1), SB(2), SC(3), SMid(4)] + [make_sub(k)(7) for k in range(4)]
for rnd in range(3):
    print([o.val() for o in sobjs], [type(o)(rnd).x for o in sobjs[:4]])
SBase.val = lambda self: -self.x
print([o.val() for o in sobjs])
SMid.val = lambda self: "mid"
print([o.val() for o in sobjs])


# Methods of user subclasses of builtin layouts (own attributes in a side dict), at sites that
# also see plain instances and the classes themselves; an own attribute shadowing a method.
class LL(list):
    def top(self):
        return self[-1]


class DD(dict):
    def top(self):
        return max(self)


class TT(tuple):
    def top(self):
        return self[0]


class PP:
    def top(self):
        return "pp"


ll, dd, tt = LL([1, 2]), DD({3: 4}), TT((5, 6))
recv = [ll, dd, tt, PP(), LL([7]), ll]
for rnd in range(3):
    print([r.top() for r in recv], [r.count(1) if not isinstance(r, (dict, PP)) else 0 for r in recv])
    if rnd == 0:
        ll.top = lambda: "own"
    if rnd == 1:
        del ll.top
for cls_or_obj in (LL, ll, LL, ll):
    print(cls_or_obj.top(ll), end=" ") if cls_or_obj is LL else print(cls_or_obj.top(), end=" ")
print()
ll.append(9)
ll.extra = 1
print(ll.top(), ll, ll.extra)


# Class-level defaults shadowed by instance attributes (`count = 0` in the class, then
# `self.count += 1`): reads and stores at sites over several classes, before and after the
# shadowing store, after deleting the instance attribute, and after the class value changes or
# becomes a property.
class Dflt:
    count = 0
    label = "cls"
    tag = None

    def bump(self):
        self.count += 1
        return self.count


class Dflt2(Dflt):
    label = "cls2"


class Dflt3(Dflt):
    def __init__(self):
        self.label = "own3"


dobjs = [Dflt(), Dflt2(), Dflt3(), Dflt(), Dflt2()]


def dread(objs):
    return [(o.count, o.label, o.tag) for o in objs]


for rnd in range(3):
    print(dread(dobjs))
    if rnd == 0:
        for o in dobjs[:3]:
            o.bump()
    if rnd == 1:
        dobjs[3].label = "own"
        dobjs[4].tag = 7
print([o.bump() for o in dobjs], dread(dobjs))
del dobjs[0].count
Dflt.count = 100
print(dread(dobjs), [o.bump() for o in dobjs])
Dflt2.label = property(lambda self: "prop2")
print(dread(dobjs))
try:
    dobjs[1].label = "x"
except AttributeError as e:
    print("AE", e)
del Dflt2.label
print(dread(dobjs))
del Dflt.tag
print([getattr(o, "tag", "gone") for o in dobjs])
