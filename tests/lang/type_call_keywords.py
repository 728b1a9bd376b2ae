# type() with keyword arguments: one positional argument refuses them, a count other than 1 or 3
# is reported first, and three-argument type() passes them to the bases' __init_subclass__ as
# a class statement does (object's takes none).
def t(f):
    try:
        r = f()
        print("ok", r if not isinstance(r, type) else r.__name__)
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: type(1, kw=2))
t(lambda: type(1, 2, kw=2))
t(lambda: type(kw=2))
t(lambda: type(object=1))
t(lambda: type("A", (), {}, kw=2))
t(lambda: type("A", (), {}, metaclass=type))
t(lambda: type("A", bases=(), dict={}))
t(lambda: type(name="A", bases=(), dict={}))
t(lambda: type())
t(lambda: type(1, 2))
t(lambda: type(1, 2, 3, 4))
t(lambda: type(1))
class B:
    def __init_subclass__(cls, **kw):
        print("init_subclass", cls.__name__, kw)


class C(B):
    pass


t(lambda: type("A", 1, {}, kw=2))
t(lambda: type(1, (), {}, kw=2))
t(lambda: type("A", (C,), {}, kw=2))
t(lambda: type("A", (int,), {}, kw=2))
t(lambda: type(x=1))
