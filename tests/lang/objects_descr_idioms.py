# Descriptor idioms of typical programs: validated fields with __set_name__, a hand-written
# cached property (non-data descriptor storing into the instance), descriptors on slotted
# classes, errors raised from __set__, __set_name__ error wrapping, and descriptors read in
# loops (inline caches must not replay a descriptor as plain data).


class Validated:
    def __set_name__(self, owner, name):
        self.public = name
        self.private = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private)

    def __set__(self, obj, value):
        self.validate(value)
        setattr(obj, self.private, value)

    def validate(self, value):
        pass


class Positive(Validated):
    def validate(self, value):
        if value <= 0:
            raise ValueError(f"{self.public} must be positive, got {value!r}")


class OneOf(Validated):
    def __init__(self, *options):
        self.options = set(options)

    def validate(self, value):
        if value not in self.options:
            raise ValueError(f"{self.public}: {value!r} not in {sorted(self.options)}")


class Order:
    qty = Positive()
    price = Positive()
    side = OneOf("buy", "sell")

    def __init__(self, qty, price, side):
        self.qty = qty
        self.price = price
        self.side = side

    def total(self):
        return self.qty * self.price


orders = []
for q, pr, sd in [(1, 10, "buy"), (0, 5, "sell"), (3, -1, "buy"), (2, 7, "hold"), (4, 2.5, "sell")]:
    try:
        orders.append(Order(q, pr, sd))
    except ValueError as e:
        print("rejected:", e)
print([o.total() for o in orders])
print(sum(o.qty for o in orders), Order.qty.public, Order.side.private)
o = orders[0]
for k in range(1, 4):
    o.qty = k          # the same SETATTR site each time: __set__ must run every time
    print(o.qty, o._qty, o.total())
try:
    o.qty = -5
except ValueError as e:
    print("ValueError:", e)
print(o.qty)


class cached:
    """A lazily computed attribute: the first read stores into the instance dict."""

    def __init__(self, func):
        self.func = func
        self.name = func.__name__

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        print("computing", self.name)
        value = self.func(obj)
        setattr(obj, self.name, value)
        return value


class Data:
    def __init__(self, xs):
        self.xs = xs

    @cached
    def total(self):
        return sum(self.xs)

    @cached
    def mean(self):
        return self.total / len(self.xs)


d = Data([1, 2, 3, 4])
for _ in range(3):
    print(d.total, d.mean)
e = Data([10, 20])
print(e.mean, e.total)
print(type(Data.total).__name__)


class Counter:
    """Counts reads: a non-data descriptor read repeatedly at one site."""

    def __init__(self):
        self.n = 0

    def __get__(self, obj, objtype=None):
        self.n += 1
        return self.n


class Reads:
    c = Counter()
    plain = 5


r = Reads()
print([r.c for _ in range(5)], [Reads.c for _ in range(3)], [r.plain for _ in range(2)])


# Descriptors on a slotted class.
class Slotted:
    __slots__ = ("_w",)
    w = Positive()

    def __init__(self, w):
        self.w = w


s = Slotted(3)
print(s.w, s._w)
try:
    s.w = 0
except ValueError as e:
    print("ValueError:", e)
try:
    s.other = 1
except AttributeError as e:
    print("AttributeError:", e)


# __set_name__ errors are wrapped in RuntimeError with the original as the cause.
class Bad:
    def __set_name__(self, owner, name):
        raise KeyError(name)


try:
    class Broken:
        ok = 1
        bad = Bad()
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__))


# __set_name__ runs in definition order, before __init_subclass__ of a base.
class Tag:
    def __set_name__(self, owner, name):
        print("tag", owner.__name__, name)


class Root:
    def __init_subclass__(cls, **kw):
        print("init_subclass", cls.__name__)


class Child(Root):
    b = Tag()
    a = Tag()
    c = 3


# A descriptor instance added to a class later gets no __set_name__ call, but works.
Child.late = Counter()
print(Child().late, Child().late)


# A descriptor that is also callable and has __get__ returning a bound-like callable.
class Method:
    def __init__(self, f):
        self.f = f

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return lambda *a: self.f(obj, *a)


class UsesMethod:
    def __init__(self, k):
        self.k = k

    @Method
    def scale(self, v):
        return self.k * v


um = UsesMethod(3)
print([um.scale(i) for i in range(4)])
