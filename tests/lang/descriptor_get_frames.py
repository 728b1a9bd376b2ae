# Reads through user data descriptors at one GETATTR site, repeated (GETATTR runs a Python
# __get__ as a frame of its loop from a cached entry): the entry must follow the class, the
# descriptor on it, subclasses, a __getattr__ added later, and leave non-data descriptors and
# __get__ shapes it does not run itself to the general path.
class Field:
    def __init__(self, default):
        self.default = default
        self.reads = 0

    def __set_name__(self, owner, name):
        self.attr = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        self.reads += 1
        return getattr(obj, self.attr, self.default)

    def __set__(self, obj, value):
        setattr(obj, self.attr, value)


class Starred:
    def __get__(self, *args):
        return ("starred", args[1].__name__)

    def __set__(self, obj, value):
        raise AttributeError("read-only")


class NonData:
    def __get__(self, obj, objtype=None):
        return "from class"


class Missing:
    def __get__(self, obj, objtype=None):
        raise AttributeError("missing " + objtype.__name__)

    def __delete__(self, obj):
        pass


class Row:
    a = Field(0)
    b = Field("b")
    s = Starred()
    nd = NonData()
    m = Missing()


class SubRow(Row):
    pass


def read_all(objs, name):
    out = []
    for o in objs:
        if name == "a":
            out.append(o.a)
        elif name == "s":
            out.append(o.s)
        elif name == "nd":
            out.append(o.nd)
        else:
            out.append(o.b)
    return out


rows = [Row() for _ in range(3)]
for i, r in enumerate(rows):
    r.a = i * 10
for _ in range(3):
    print(read_all(rows, "a"), read_all(rows, "b"))
print(Row.a.reads, Row.b.reads, type(Row.a).__name__)

# Subclass instances and other classes at the same site.
class Other:
    a = 7
    b = "other"


mixed = [Row(), SubRow(), Other(), SubRow()]
mixed[1].a = 5
for _ in range(3):
    print(read_all(mixed, "a"), read_all(mixed, "b"))

# A __get__ taking *args, and a non-data descriptor shadowed by the instance.
rows[0].nd = "own"
for _ in range(2):
    print(read_all(rows, "s"), read_all(rows, "nd"))

# An AttributeError from __get__ without and then with a __getattr__ on the class.
def read_m(o):
    return o.m


for k in range(2):
    try:
        read_m(rows[0])
    except AttributeError as e:
        print("AttributeError:", e)
Row.__getattr__ = lambda self, name: "fallback " + name
for k in range(2):
    print(read_m(rows[0]), read_m(mixed[1]))
del Row.__getattr__

# The descriptor replaced on the class after the site cached it, then removed.
print(read_all(rows, "a"))
Row.a = Field(-1)
Row.a.attr = "_zz"
print(read_all(rows, "a"))
del Row.a
try:
    print(read_all(rows, "a"))
except AttributeError as e:
    print("AttributeError:", e)


# A __get__ that reads another descriptor of its instance (frames inside frames).
class Derived:
    def __init__(self, base):
        self.base = base

    def __get__(self, obj, objtype=None):
        return getattr(obj, self.base) * 2

    def __set__(self, obj, value):
        raise AttributeError("derived")


class Box:
    w = Field(3)
    w2 = Derived("w")
    w4 = Derived("w2")


bx = Box()
total = 0
for i in range(50):
    bx.w = i
    total += bx.w4 + bx.w2
print(total, Box.w.reads)
