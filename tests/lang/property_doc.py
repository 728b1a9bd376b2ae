# __doc__ of properties (an explicit doc, else the getter's docstring, kept through
# .setter/.getter as CPython keeps it), staticmethods, classmethods, and the script's own
# functions, methods and classes.


class A:
    """Class doc."""

    @property
    def x(self):
        """The x."""
        return 1

    @x.setter
    def x(self, v):
        """Setter doc (not used)."""

    @property
    def y(self):
        return 2

    def m(self):
        """Method doc."""

    z = property(lambda s: 3, doc="zdoc")

    @staticmethod
    def s():
        """Static doc."""

    @classmethod
    def c(cls):
        """Class method doc."""

    def _get(self):
        """Getter doc."""
        return 4

    w = property(_get, None, None, "explicit")
    v = property(_get)
    u = property(_get, doc=None)


def f():
    """Func doc."""


def g():
    pass


print(A.__doc__, f.__doc__, g.__doc__, A.m.__doc__, A().m.__doc__)
print(A.x.__doc__, A.y.__doc__, A.z.__doc__, A.w.__doc__, A.v.__doc__, A.u.__doc__)
print(A.s.__doc__, A.c.__doc__, A().s.__doc__, A().c.__doc__)
p = property(f)
print(p.__doc__, property().__doc__, property(f, doc="d").__doc__, property(None, None, None, "n").__doc__)
q = p.getter(g)
print(q.__doc__)
r = property(f, doc="kept").setter(g)
print(r.__doc__, r.getter(g).__doc__)
print(staticmethod(f).__doc__, classmethod(f).__doc__, staticmethod(g).__doc__)
print(property(lambda s: 0).__doc__)
a = A()
print(a.x, a.y, a.z, a.w, a.v)
a.x = 5
for bad in (lambda: A.x.nosuch,):
    try:
        print(bad())
    except AttributeError as e:
        print("AttributeError", e)
