# __mro__ and mro() of classes (allowed: every class in them is reachable through type()
# anyway): user classes, diamonds, builtin types, exception hierarchies, builtin subclasses,
# a fresh list from mro(), type.mro(C), and what instances and writes still cannot do.
from collections import OrderedDict, defaultdict
from dataclasses import dataclass


class A:
    pass


class B(A):
    pass


class C(A):
    pass


class D(B, C):
    pass


def names(classes):
    return [c.__name__ for c in classes]


print(names(D.__mro__), type(D.__mro__).__name__)
print(D.mro() == list(D.__mro__), type(D.mro()).__name__)
print(names(type.mro(D)))
for t in (int, bool, str, list, dict, object, float, tuple, KeyError, ValueError,
          ZeroDivisionError, StopIteration, OrderedDict, defaultdict):
    print(t.__name__, names(t.__mro__), names(t.mro()))


class MyError(KeyError):
    pass


class MyDict(dict):
    pass


@dataclass
class Point:
    x: int


print(names(MyError.__mro__), names(MyDict.mro()), names(Point.__mro__))
print(names(type(MyError("k")).__mro__))

# The idiom: is some base in the hierarchy, and the nearest one with a method.
print(any(c is Exception for c in MyError.__mro__), Exception in MyError.__mro__)
print(next(c.__name__ for c in D.__mro__ if c is not D))

# mro() gives a new list each time; changing it changes nothing.
m = D.mro()
m.clear()
print(len(D.mro()), len(D.__mro__), D.mro() is D.mro())

# A class's own method named mro wins (on the class too); type.mro(C) is still type's.
class Own:
    def mro(self):
        return "own"


print(Own().mro(), names(type.mro(Own)))

# Instances have no __mro__; __mro__ cannot be replaced.
for label, f in [("instance", lambda: D().__mro__), ("int", lambda: (5).__mro__)]:
    try:
        f()
    except AttributeError as exc:
        print(label, "AttributeError", exc)
try:
    D.__mro__ = ()
except (AttributeError, TypeError) as exc:
    print("write", type(exc).__name__)
try:
    type.mro(5)
except TypeError as exc:
    print("TypeError", exc)
try:
    D.mro(1)
except TypeError as exc:
    print("TypeError", exc)
print(hasattr(D, "__mro__"), hasattr(D(), "__mro__"), hasattr(int, "mro"))
