# cpython: skip
# __doc__ and __module__ answer only on the script's own functions, classes and instances (and
# methods bound to its functions), with strings or None (or what the script stored there);
# `__doc__` also on a property (its doc or its getter's) and a staticmethod or classmethod (its
# function's); `__module__` on a builtin type (a str, 'builtins' or its module, as CPython's).
# Builtin objects, modules, natives and builtin exceptions still refuse them, and builtin types
# refuse `__doc__`.
import math
import collections


def attempt(label, f):
    try:
        r = f()
        print(label, "REACHED", type(r).__name__)
    except AttributeError as e:
        print(label, "AttributeError", e)


class C:
    """Doc."""


def f():
    """Doc."""


for name in ("__doc__", "__module__"):
    for label, obj in (("int", 1), ("str", "s"), ("list", []), ("len", len),
                       ("append", [].append), ("math", math), ("int type", int),
                       ("ValueError()", ValueError("x")), ("ValueError", ValueError),
                       ("generator", (x for x in [])), ("property", property(f)),
                       ("C", C), ("C()", C()), ("f", f), ("bound", C().__init__)):
        attempt(label + "." + name, lambda: getattr(obj, name))
attempt("f.__doc__.__class__", lambda: f.__doc__.__class__.__name__)
attempt("C.__module__ chain", lambda: C.__module__.__globals__)
print("{0.__doc__}".format(f), "{0.__module__}".format(C))
