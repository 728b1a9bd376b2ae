# User-defined descriptors: data vs non-data precedence on instances and classes, inheritance,
# __set_name__, and the same path through getattr/hasattr/setattr/delattr and format fields.


class Typed:
    """A data descriptor validating its values' type (the typed-attribute idiom)."""

    def __init__(self, kind):
        self.kind = kind
        self.name = None

    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)
        self.name = name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return obj._vals.get(self.name, 0)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        obj._vals[self.name] = value

    def __delete__(self, obj):
        print("delete", self.name)
        del obj._vals[self.name]


class Point:
    x = Typed(int)
    y = Typed(int)

    def __init__(self, x, y):
        self._vals = {}
        self.x = x
        self.y = y


p = Point(3, 4)
print(p.x, p.y, p._vals)
try:
    p.x = "no"
except TypeError as e:
    print("TypeError:", e)
print(p.x)
del p.x
print(p.x, p._vals)
print(type(Point.x).__name__, Point.x.name)
print(getattr(p, "y"), hasattr(p, "y"), "{0.y}".format(p), f"{p.y}")
setattr(p, "y", 10)
print(p.y)
delattr(p, "y")
print(p._vals)


class NonData:
    def __get__(self, obj, objtype=None):
        return ("computed", None if obj is None else type(obj).__name__, objtype.__name__)


class Holder:
    v = NonData()


h = Holder()
print(h.v)
print(Holder.v)
h.v = "own"          # a non-data descriptor is shadowed by the instance dict
print(h.v)
del h.v
print(h.v)


class Sub(Holder):
    pass


print(Sub().v, Sub.v)


# Only __set__: a data descriptor without __get__; reads give the instance value or the
# descriptor itself.
class OnlySet:
    def __set__(self, obj, value):
        print("OnlySet.__set__", value)


class OnlyDel:
    def __delete__(self, obj):
        print("OnlyDel.__delete__")


class Mixed:
    a = OnlySet()
    b = OnlyDel()


m = Mixed()
m.a = 5
print(type(m.a).__name__)
try:
    del m.a
except AttributeError as e:
    print("AttributeError:", e)
try:
    m.b = 1
except AttributeError as e:
    print("AttributeError:", e)
del m.b

# Class-level assignment replaces the descriptor (no metaclass __set__).
Holder.v = 7
print(h.v, Holder.v)


# Inheritance: a descriptor class deriving from a descriptor class.
class Base:
    def __get__(self, obj, objtype=None):
        return "base-get"


class Derived(Base):
    def __set__(self, obj, value):
        print("Derived.__set__", value)


class UsesDerived:
    d = Derived()


u = UsesDerived()
u.d = 1
print(u.d)


# super() reaches a descriptor of a base class.
class A:
    v = NonData()


class B(A):
    v = 1

    def get(self):
        return super().v


print(B().get())


# A descriptor whose __get__ raises AttributeError falls back to __getattr__.
class Missing:
    def __get__(self, obj, objtype=None):
        raise AttributeError("not here")


class WithHook:
    m = Missing()

    def __getattr__(self, name):
        return "hook:" + name


class NoHook:
    m = Missing()


print(WithHook().m)
try:
    NoHook().m
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(NoHook(), "m"), hasattr(WithHook(), "m"))
print(getattr(NoHook(), "m", "default"))


# A property raising AttributeError also falls back to __getattr__ (CPython).
class PropHook:
    @property
    def p(self):
        raise AttributeError("prop")

    def __getattr__(self, name):
        return "hook:" + name


for _ in range(3):
    print(PropHook().p)


# Unbounded recursion through __get__ / __set__ ends in RecursionError, which a script can
# catch (the message's wording is not compared: Nearly's C-depth guard may trip first).
class Loop:
    def __get__(self, obj, objtype=None):
        return obj.x

    def __set__(self, obj, value):
        obj.x = value


class Looping:
    x = Loop()


for action in ("get", "set"):
    try:
        if action == "get":
            Looping().x
        else:
            Looping().x = 1
    except RecursionError as e:
        print(action, "RecursionError", str(e).startswith("maximum recursion depth exceeded"))
print(Looping.__name__, "still usable:", isinstance(Looping(), Looping))
