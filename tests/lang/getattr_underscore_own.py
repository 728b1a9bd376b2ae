# getattr()/hasattr() and attribute reads of single-underscore names on user instances: own
# attributes, class attributes and properties of the same name, __getattr__, __slots__, and
# functools.cached_property built on them.
from functools import cached_property


class Base:
    _shared = "class value"

    def __init__(self):
        self._own = 1
        self._ = "underscore"

    @property
    def _prop(self):
        return "property wins"

    def _method(self):
        return "method"


b = Base()
print(getattr(b, "_own"), getattr(b, "_"), getattr(b, "_shared"), getattr(b, "_prop"))
print(getattr(b, "_method")(), getattr(b, "_missing", "default"), hasattr(b, "_own"),
      hasattr(b, "_missing"), hasattr(b, "_prop"), hasattr(b, "_method"))
b._shared = "instance shadows"
print(getattr(b, "_shared"), Base._shared, b._shared)
del b._shared
print(getattr(b, "_shared"))
try:
    getattr(b, "_nope")
except AttributeError as e:
    print("AttributeError", e)


class Hooked:
    def __init__(self):
        self._real = 10

    def __getattr__(self, name):
        return "hook:" + name


h = Hooked()
print(getattr(h, "_real"), getattr(h, "_virtual"), getattr(h, "_virtual", "d"), hasattr(h, "_x"))


class Slotted:
    __slots__ = ("_a", "b")

    def __init__(self):
        self._a = "slot a"


s = Slotted()
print(getattr(s, "_a"), getattr(s, "b", "unset"), hasattr(s, "b"), hasattr(s, "_a"))
s.b = 0
print(getattr(s, "b"), getattr(s, "__class__").__name__, getattr(s, "__slots__"))


class Sub(Base):
    _own = "class attribute under the instance one"


print(getattr(Sub(), "_own"), getattr(Sub, "_own"))


class Report:
    def __init__(self, n):
        self.n = n
        self.calls = 0

    @cached_property
    def total(self):
        self.calls += 1
        return sum(range(self.n))


r = Report(10)
print(r.total, r.total, r.calls)
r.total = 7
print(r.total, r.calls)
del r.total
print(r.total, r.calls)
try:
    del r.total
    del r.total
except AttributeError as e:
    print("AttributeError", e)
rs = [Report(k) for k in range(5)]
print([x.total for x in rs for _ in range(3)], [x.calls for x in rs])
