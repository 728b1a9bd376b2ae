# Stores through user data descriptors at one SETATTR site, repeated (SETATTR runs a Python
# __set__ as a frame of its loop from a cached entry): the entry must follow the class, the
# descriptor on it, subclasses, properties met at the same site, and fall back for __set__
# shapes it does not run itself.
class Checked:
    def __init__(self, kind):
        self.kind = kind
        self.calls = 0

    def __set_name__(self, owner, name):
        self.attr = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.attr, None)

    def __set__(self, obj, value):
        self.calls += 1
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.attr[1:]} wants {self.kind.__name__}")
        setattr(obj, self.attr, value)
        return "ignored"


class WithDefault:
    def __get__(self, obj, objtype=None):
        return getattr(obj, "_wd", "unset")

    def __set__(self, obj, value, extra="!"):
        obj._wd = str(value) + extra


class DeleteOnly:
    def __get__(self, obj, objtype=None):
        return "d"

    def __delete__(self, obj):
        print("deleted")


class Point:
    x = Checked(int)
    y = Checked(int)
    wd = WithDefault()
    gone = DeleteOnly()

    def __init__(self, x, y):
        self.x = x
        self.y = y


class Point3(Point):
    pass


class Boxed:
    def __init__(self):
        self._x = 0

    @property
    def x(self):
        return self._x

    @x.setter
    def x(self, v):
        self._x = v * 10


def store_all(objs, v):
    for o in objs:
        o.x = v
    return [o.x for o in objs]


pts = [Point(i, i + 1) for i in range(5)]
for r in range(3):
    for p in pts:
        p.x = p.x + r
print([p.x for p in pts], Point.x.calls, Point.y.calls)

p = pts[0]
p.x = 99
print(p.x, p._x, sorted(vars(p)))

# Errors raised in __set__ at a cached site.
bad = 0
for v in [1, "a", 2, 3.5, 4]:
    try:
        p.y = v
    except TypeError as e:
        bad += 1
        print("TypeError:", e)
print(bad, p.y)

# One site, several classes: a subclass, a property class, then a plain class.
class Plain:
    pass


mixed = [Point(0, 0), Point3(1, 1), Boxed(), Plain(), Point3(2, 2)]
for v in (1, 2, 3):
    print(store_all(mixed, v))

# The descriptor replaced on the class after the site cached the old one.
print(store_all(pts, 7))
Point.x = Checked(str)
Point.x.attr = "_x"
try:
    store_all(pts, 8)
except TypeError as e:
    print("after replace:", e)
print(store_all(pts, "s"))
del Point.x
print(store_all(pts, 5), vars(pts[1]).get("x"))

# __set__ with a default parameter, and a descriptor without __set__.
for v in range(3):
    p.wd = v
print(p.wd)
for k in range(2):
    try:
        p.gone = k
    except AttributeError as e:
        print("AttributeError:", e)
del p.gone


# Stores inside __set__ through another descriptor (nested frames), and a deep chain.
class Chain:
    def __set_name__(self, owner, name):
        self.attr = "_" + name

    def __get__(self, obj, objtype=None):
        return getattr(obj, self.attr, 0)

    def __set__(self, obj, value):
        setattr(obj, self.attr, value)
        if value > 0:
            obj.b = value - 1


class Node:
    a = Chain()
    b = Chain()


n = Node()
for v in (3, 5):
    n.a = v
print(n.a, n.b)
