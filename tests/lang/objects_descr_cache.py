# Descriptor reads and writes at attribute sites whose inline caches are live (the caches must
# never replay a descriptor as plain data, and a property setter or descriptor __set__ must run
# at every store): the same sites after the class changes, after an instance shadows a
# non-data descriptor, with several classes per site, with exceptions raised inside, and with
# signatures (*args, keyword-only) that a frame-based fast path would have to refuse.


class Log:
    def __init__(self, tag):
        self.tag = tag
        self.sets = 0

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return (self.tag, obj.__class__.__name__, obj._v)

    def __set__(self, obj, value):
        self.sets += 1
        if value == "boom":
            raise ValueError(self.tag + " refuses boom")
        obj._v = value


class NonData:
    def __get__(self, obj, objtype=None):
        return "nondata"


class A:
    x = Log("a")
    nd = NonData()

    def __init__(self, v):
        self.x = v


class B(A):
    x = Log("b")


class C(A):
    pass


def read_all(objs):
    return [o.x for o in objs]


def write_all(objs, v):
    for o in objs:
        o.x = v


objs = [A(1), B(2), C(3), A(4)]
for _ in range(3):
    print(read_all(objs))
    write_all(objs, 7)
print(A.x.sets, B.x.sets)
for bad in ("boom", 8):
    try:
        write_all(objs, bad)
    except ValueError as e:
        print("ValueError:", e)
print(read_all(objs))

# Rebinding the class attribute after the caches filled: a plain value, then back.
saved = A.x
A.x = "plain"
print(read_all([objs[0], objs[2]]))
write_all([objs[0]], 9)          # now a plain store into the instance dict
print(objs[0].x, objs[0]._v)
A.x = saved
print(read_all(objs))

# A non-data descriptor read at one site, then shadowed by an instance attribute.
def read_nd(objs):
    return [o.nd for o in objs]


print(read_nd(objs))
objs[1].nd = "own"
print(read_nd(objs))
del objs[1].nd
print(read_nd(objs))


# A property whose setter is replayed from the SETATTR cache, raising on bad input.
class Temp:
    def __init__(self, c):
        self.celsius = c

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError(f"below absolute zero: {v}")
        self._c = v


ts = [Temp(i) for i in range(5)]
for t in ts:
    t.celsius = t.celsius * 2
print([t.celsius for t in ts])
for v in (10, -300, 20):
    try:
        ts[0].celsius = v
    except ValueError as e:
        print("ValueError:", e)
print(ts[0].celsius)


# Signatures the cache leaves to the general path (*args, keyword-only) still work.
class Star:
    def __get__(self, *args):
        return len(args)

    def __set__(self, *args):
        args[0].got = args[1]


class KwOnly:
    def __get__(self, obj, objtype=None, *, extra=5):
        return extra


class S:
    s = Star()
    k = KwOnly()


ss = [S() for _ in range(3)]
for o in ss:
    o.s = "v"
print([(o.s, o.got, o.k) for o in ss])


# A class with __getattr__: an AttributeError from __get__ reaches it at every read.
class Flaky:
    def __init__(self):
        self.n = 0

    def __get__(self, obj, objtype=None):
        self.n += 1
        if self.n % 2:
            raise AttributeError("odd")
        return self.n


class H:
    f = Flaky()

    def __getattr__(self, name):
        return "fallback"


h = H()
print([h.f for _ in range(4)])


# Recursion through a cached __get__ ends in RecursionError.
class Deep:
    def __get__(self, obj, objtype=None):
        return obj.d


class HasDeep:
    d = Deep()


for _ in range(2):
    try:
        HasDeep().d
    except RecursionError as e:
        print("RecursionError", str(e)[:32])
