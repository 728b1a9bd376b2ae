# Three-argument type(name, bases, namespace): classes made at run time as a class statement
# would make them: methods, class attributes, inheritance and super(), __init__, dunders,
# isinstance, __qualname__ from the namespace, the namespace copied, __slots__,
# __init_subclass__ of a base, exception subclasses, and the argument errors. (A namespace
# with a non-str key is a TypeError in Nearly; CPython makes a class with it.)


def greet(self):
    return f"hi from {type(self).__name__} #{self.n}"


def init(self, n):
    self.n = n


Base = type("Base", (), {"kind": "base", "greet": greet, "__init__": init,
                         "__repr__": lambda self: f"Base({self.n})",
                         "__eq__": lambda self, other: isinstance(other, Base) and self.n == other.n,
                         "__hash__": lambda self: hash(self.n)})
b = Base(3)
print(b, b.greet(), b.kind, Base.__name__, Base.__qualname__, type(b) is Base)
print(b == Base(3), b != Base(4), len({Base(1), Base(1), Base(2)}))
print([c.__name__ for c in Base.__mro__])


class Mixin:
    def describe(self):
        return f"<{self.kind}:{self.n}>"


def child_greet(self):
    return "child says " + super(Child, self).greet()


Child = type("Child", (Mixin, Base), {"kind": "child", "greet": child_greet, "extra": [1, 2]})
c = Child(7)
print(c.greet(), c.describe(), isinstance(c, Base), isinstance(c, Mixin), issubclass(Child, Base))
print([k.__name__ for k in Child.mro()], Child.extra)

# The namespace is copied: changing it later does not change the class.
ns = {"x": 1}
Copied = type("Copied", (object,), ns)
ns["x"] = 2
ns["y"] = 3
print(Copied.x, hasattr(Copied, "y"))
Copied.z = 4
print(Copied.z, "z" in ns)

Named = type("Named", (), {"__qualname__": "Outer.Named"})
print(Named.__name__, Named.__qualname__, repr(Named).endswith("Outer.Named'>"))

Slotted = type("Slotted", (), {"__slots__": ("a",)})
s = Slotted()
s.a = 1
try:
    s.b = 2
except AttributeError as exc:
    print("AttributeError", exc)


class Registry:
    seen = []

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Registry.seen.append(cls.__name__)


Plugin = type("Plugin", (Registry,), {})
print(Registry.seen)

AppError = type("AppError", (ValueError,), {"code": 42})
try:
    raise AppError("bad value")
except ValueError as exc:
    print(type(exc).__name__, exc, exc.code, isinstance(exc, AppError))

Empty = type("Empty", (), {})
print(Empty.__name__, [k.__name__ for k in Empty.__mro__], type(Empty()) is Empty)
print(type(Empty) is type, type(type(5)) is type)

for args in [(1, (), {}), ("X", [], {}), ("X", (), []), ("X", (1,), {}), ("X", (int, int), {}),
             ("X", (), {"__qualname__": 5}), ("X", (bool,), {}),
             ("X", ()), ("X", (), {}, 1)]:
    try:
        type(*args)
        print("made", args)
    except TypeError as exc:
        print("TypeError", exc)
