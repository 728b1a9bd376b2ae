# Object creation fast paths (vm/np_class.c np_instance_new, the class-call branch of CALL in
# vm/np_interp.c, np_dict's insertion): instances with their attribute dict in one allocation
# sized from what __init__ made before, __init__ entered in the interpreter loop. Every shape
# below must behave exactly as CPython.


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y


# Many objects of a two-attribute class, kept and dropped (collections run in between).
keep = []
for i in range(3000):
    p = P(i, -i)
    if i % 7 == 0:
        keep.append(p)
print(len(keep), sum(p.x + p.y for p in keep), keep[5].x, keep[-1].y)


# Instances that outgrow what __init__ set: the attribute dict grows past its inline room.
class Grow:
    def __init__(self):
        self.a = 1


gs = [Grow() for _ in range(50)]
for k, g in enumerate(gs):
    for j in range(k % 12):
        setattr(g, "f%d" % j, j * k)
print(sum(len([j for j in range(12) if hasattr(g, "f%d" % j)]) for g in gs))
print(gs[11].f10, gs[23].f10, getattr(gs[24], "f0", "none"), gs[13].a)
del gs[3].a
print(hasattr(gs[3], "a"), hasattr(gs[4], "a"))


# A class whose instances get more attributes than the inline room, conditionally.
class Wide:
    def __init__(self, n):
        for j in range(n):
            setattr(self, "w%d" % j, j)


ws = [Wide(n) for n in (0, 3, 9, 1, 7, 2, 12, 5)]
print([len([j for j in range(12) if hasattr(w, "w%d" % j)]) for w in ws])
print(ws[6].w11, ws[2].w8, ws[7].w4)


# __init__ returning something other than None.
class BadInit:
    def __init__(self, v):
        self.v = v
        return v


for v in (None, 0, "s", [], 1.5):
    try:
        b = BadInit(v)
        print("ok", b.v)
    except TypeError as e:
        print("TypeError", e)


# Exceptions raised inside __init__, with the partly built instance dropped.
class Raises:
    def __init__(self, n):
        self.n = n
        if n % 3 == 0:
            raise ValueError("bad %d" % n)


made = 0
for n in range(10):
    try:
        Raises(n)
        made += 1
    except ValueError as e:
        print("caught", e)
print("made", made)


# Inherited __init__, super().__init__ chains, defaults, keywords, *args/**kwargs.
class Base:
    def __init__(self, a, b=2, *, c=3):
        self.a = a
        self.b = b
        self.c = c


class Derived(Base):
    pass


class Chained(Base):
    def __init__(self, a, extra, **kw):
        super().__init__(a, **kw)
        self.extra = extra


class Star:
    def __init__(self, *args, **kwargs):
        self.args = args
        self.kwargs = kwargs


for o in (Base(1), Base(1, 5), Base(1, c=9), Derived(4), Derived(4, b=0, c=1),
          Chained(7, "e"), Chained(7, "e", b=8, c=9)):
    print(type(o).__name__, o.a, o.b, o.c, getattr(o, "extra", None))
s = Star(1, 2, k=3)
print(s.args, s.kwargs, Star().args, Star(**{"z": 1}).kwargs)
for bad in (lambda: Base(), lambda: Base(1, 2, 3), lambda: Derived(d=1), lambda: Chained(1)):
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)


# Classes without __init__, object's __init__ refusing arguments.
class Empty:
    pass


e = Empty()
e.q = 5
print(e.q)
try:
    Empty(1)
except TypeError as err:
    print("TypeError", err)


# A method __init__ calls rebound on the class between constructions (class epoch changes).
class Rebind:
    def __init__(self):
        self.setup()

    def setup(self):
        self.kind = "first"


def second_setup(self):
    self.kind = "second"
    self.more = 1


for round_ in range(3):
    r = Rebind()
    print(round_, r.kind, getattr(r, "more", None))
    Rebind.setup = second_setup


# A class name rebound to another class or a function at the same call site.
class A1:
    def __init__(self, v):
        self.v = v


class A2:
    def __init__(self, v):
        self.v = v * 10


def make(v):
    return ("made", v)


for ctor in (A1, A2, make, A1, A2):
    o = ctor(3)
    print(o if isinstance(o, tuple) else (type(o).__name__, o.v))


# __init__ that is a generator function: calling the class raises the None check.
class GenInit:
    def __init__(self):
        yield 1


try:
    GenInit()
except TypeError as err:
    print("TypeError", err)


# Builtin-type subclasses and exception subclasses keep their own construction.
class MyList(list):
    def __init__(self, items, tag):
        super().__init__(items)
        self.tag = tag


class MyDict(dict):
    pass


class MyErr(Exception):
    def __init__(self, code):
        super().__init__("code %d" % code)
        self.code = code


ml = MyList([3, 1, 2], "t")
ml.sort()
print(ml, ml.tag, len(ml), MyDict(a=1), MyDict([(1, 2)]))
try:
    raise MyErr(4)
except MyErr as err:
    print(err, err.code, err.args)


# Properties and class attributes seen through fresh instances; an instance attribute shadowing
# a method after __init__ made it.
class Shape:
    sides = 0

    def __init__(self, w):
        self.w = w

    @property
    def double(self):
        return self.w * 2

    def area(self):
        return self.w * self.w


sh = Shape(3)
print(sh.sides, sh.double, sh.area())
sh.area = lambda: "shadowed"
print(sh.area(), Shape(4).area())


# Identity, equality and hashing of fresh instances; instances as dict keys.
objs = [P(i, i) for i in range(5)]
d = {o: i for i, o in enumerate(objs)}
print(len(d), d[objs[3]], objs[0] is objs[0], objs[0] == objs[1], len(set(objs)))


# Recursion inside __init__ (the recursion limit still applies to __init__ frames).
class Deep:
    def __init__(self, n):
        self.child = Deep(n - 1) if n else None


def depth(o):
    k = 0
    while o is not None:
        o = o.child
        k += 1
    return k


print(depth(Deep(50)))
try:
    Deep(100000)
except RecursionError as err:
    print("RecursionError", err)


# A tree of nodes (binary_trees' shape).
class Node:
    def __init__(self, left, right):
        self.left = left
        self.right = right


def make_tree(d):
    return Node(None, None) if d == 0 else Node(make_tree(d - 1), make_tree(d - 1))


def check(n):
    return 1 if n.left is None else 1 + check(n.left) + check(n.right)


print(sum(check(make_tree(6)) for _ in range(20)))


# Constructors without arguments, with the call's register at the frame's top or below others.
class NoArgs:
    def __init__(self):
        self.made = True


def top_only():
    return NoArgs()


def among_locals(k):
    a = k + 1
    o = NoArgs()
    b = a * 2
    return a, o.made, b, [NoArgs().made for _ in range(3)]


print(top_only().made, among_locals(4))


# __init__ with explicit returns: bare, None, a None-valued expression, and a late non-None.
class Returns:
    def __init__(self, mode):
        self.mode = mode
        if mode == 0:
            return
        if mode == 1:
            return None
        if mode == 2:
            return print("side effect in __init__") or None
        if mode == 3:
            return self
        self.done = True


for mode in range(5):
    try:
        r = Returns(mode)
        print("mode", mode, r.mode, getattr(r, "done", False))
    except TypeError as err:
        print("mode", mode, "TypeError", err)


# Arguments evaluated left to right before the instance exists; a class called with its own
# instances as arguments.
order = []


def arg(v):
    order.append(v)
    return v


pp = P(arg(1), arg(2))
qq = P(pp, P(arg(3), pp))
print(order, qq.y.x, qq.x is pp, qq.y.y is pp)
