# corpus: escape
# technique: __traceback__.__class__.__init__.__globals__ through dot on every kind of object
import functools
import json
import math
import operator


def func(a=1, *, k=2):
    """A docstring."""
    return a


class C:
    """A class docstring."""
    cls_attr = 1

    def meth(self):
        return 1

    @staticmethod
    def smeth():
        return 2

    @classmethod
    def cmeth(cls):
        return 3


class D(C):
    pass


inst = D()


def gen_fn():
    yield 1


gen = gen_fn()
try:
    1 / 0
except ZeroDivisionError as caught:
    exc = caught

OBJECTS = [("int", 1), ("str", "s"), ("tuple", ()), ("list", []), ("dict", {}), ("none", None),
           ("func", func), ("lambda", lambda: 0), ("class", C), ("subclass", D),
           ("instance", inst), ("method", inst.meth), ("staticmethod", C.smeth),
           ("classmethod", C.cmeth), ("builtin", len), ("builtin_method", "".join),
           ("generator", gen), ("exception", exc), ("exc_class", ZeroDivisionError),
           ("module", math), ("type", type), ("object", object), ("range", range(2)),
           ("iterator", iter([1])), ("float", 1.5), ("bool", True), ("set", {1}), ("genexpr", (i for i in [1])), ("map", map(len, [])),
           ("partial", functools.partial(func, 1)), ("attrgetter", operator.attrgetter("x")),
           ("print", print), ("super", super(D, inst))]
escaped = 0


def report(where, name, value):
    global escaped
    if value is not None:
        print("ESCAPED", where, name, type(value).__name__)
        escaped += 1


for name, o in OBJECTS:
    try:
        value = o.__traceback__.__class__.__init__.__globals__
    except Exception as e:
        continue
    report('dot __traceback__.__class__.__init__.__globals__', name, value)
print('tried', len(OBJECTS), 'escaped', escaped)
