# `T.__name__` and `obj.__class__` are cached per attribute site (a class's name cannot change):
# a site that sees a class and its instances, several classes, builtin types and exceptions
# must still give each receiver its own answer, and errors must stay CPython's.


class Shape:
    def __repr__(self):
        return f"{self.__class__.__name__}()"

    def kind(self):
        return type(self).__name__


class Circle(Shape):
    pass


class Square(Shape):
    pass


objs = [Shape(), Circle(), Square(), Circle()]
for _ in range(2):
    print([repr(o) for o in objs], [o.kind() for o in objs])
print([t.__name__ for t in (int, str, list, dict, ValueError, KeyError, Shape, Circle, type)])
errors = {}
for exc in (ValueError("v"), KeyError("k"), ZeroDivisionError(), ValueError("w")):
    name = type(exc).__name__
    errors[name] = errors.get(name, 0) + 1
print(sorted(errors.items()))

# One site sees a class, then its instance (no __name__), then the class again.
for x in (Circle, Circle(), Circle, Square(), Square):
    try:
        print("name", x.__name__)
    except AttributeError as e:
        print("AttributeError", e)
# One site sees instances, then the class itself (whose __class__ is type).
for x in (Circle(), Square(), Circle, Circle(), Shape, 3, "s"):
    print("class", x.__class__, x.__class__.__name__)


class Slotted:
    __slots__ = ("a",)


for x in (Slotted(), Slotted, Slotted()):
    print(x.__class__.__name__)
print(Circle.__name__, Circle().__class__ is Circle)
