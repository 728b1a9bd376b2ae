# isinstance(x, C) and isinstance(x, (C, D)) are compiled to ISINST, which answers plain classes
# in place and otherwise builds the tuple and makes the call: every other callee, hooks, errors
# and the evaluation order must look exactly like the plain call.
from collections.abc import Iterable, Sized


class Symbol(str):
    pass


class Base:
    pass


class Mid(Base):
    pass


class Leaf(Mid):
    pass


values = [0, True, 1.5, "s", Symbol("q"), [1], (1,), None, Leaf(), Mid(), Base(), {}, b"x"]
for v in values:
    print(type(v).__name__, isinstance(v, int), isinstance(v, (int, float)),
          isinstance(v, (str, bytes)), isinstance(v, Symbol), isinstance(v, (Mid, list)),
          isinstance(v, (Leaf,)), isinstance(v, Base), isinstance(v, (type(None), dict)),
          isinstance(v, ()), isinstance(v, ((tuple, (Leaf,)), str)))

# Classes with behaviour tables (collections.abc) widen the test, in and out of tuples.
print(isinstance([], Iterable), isinstance([], (int, Iterable)), isinstance(5, (Sized, int)),
      isinstance(5, (Sized, str)), isinstance("x", (Sized,)))

# An exact or earlier match wins before a bad item is looked at; a bad item first raises.
print(isinstance(1, (int, 5)), isinstance(Leaf(), (Base, "no")))
for args in [(1, (5, int)), (1, (str, 5)), (1, 5), (1, [int]), ("a", (float, (5,)))]:
    try:
        print(isinstance(*args))
    except TypeError as e:
        print("TypeError", e)
try:
    print(isinstance(1, (str, "x")))
except TypeError as e:
    print("TypeError", e)
try:
    print(isinstance(1, "x"))
except TypeError as e:
    print("TypeError", e)

# Items are all evaluated, in order, before the call; a missing name raises NameError.
log = []


def cls(c, tag):
    log.append(tag)
    return c


print(isinstance(cls(3, "x"), (cls(int, "a"), cls(str, "b"), cls(float, "c"))), log)
try:
    isinstance(1, (int, undefined_name))
except NameError as e:
    print("NameError", e)

# Long and starred tuples, a tuple in a variable, a nested tuple display.
many = (str, bytes, list, dict, set, frozenset, tuple, float, complex, bytearray, range, int)
print(isinstance(7, many), isinstance(7, (*many,)), isinstance(7.0, (str, bytes, list, dict, set,
      frozenset, tuple, bytearray, range, int)), isinstance(7, (str, (bytes, (int,)))))
print(isinstance(7, many[:3] + (bool,) * 20), isinstance(True, many[:3] + (bool,) * 20))


# Another callee under the name: a global, a local, a parameter and a class attribute access.
def show(name):
    def fake(obj, classes):
        return f"{name}: {obj!r} {classes!r}"
    return fake


def with_local():
    isinstance = show("local")
    return isinstance(1, (int, str)), isinstance(2, float)


def with_param(isinstance):
    return isinstance(3, (bytes,))


print(with_local())
print(with_param(show("param")))
print(with_param(lambda a, b: (a, len(b))))


class Pair:
    def __init__(self, a, b):
        self.args = (a, b)


def with_class():
    isinstance = Pair
    return isinstance(1, (int, Pair)).args


print(with_class()[0], with_class()[1] == (int, Pair))

isinstance = show("global")
print(isinstance(4, (int, float)), isinstance(5, int))
isinstance = len
try:
    isinstance(6, (int,))
except TypeError as e:
    print("TypeError", e)
del isinstance
print(isinstance(8, (str, int)))

# Argument-count and keyword errors are the builtin's.
for call in [lambda: isinstance(1), lambda: isinstance(1, int, 2),
             lambda: isinstance(1, class_or_tuple=int)]:
    try:
        call()
    except TypeError as e:
        print("TypeError", e)


# A user __instancecheck__ on a plain class is not a hook (it belongs to a metaclass).
class Checker:
    def __instancecheck__(self, obj):
        return True


print(isinstance(1, (Checker, str)), isinstance(1, Checker()))
