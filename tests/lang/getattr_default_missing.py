# getattr(o, name, default) and hasattr(o, name) on instances of user classes: a name found
# nowhere answers the default (or False) without an AttributeError being made; every other
# case still goes through the full lookup: slots set and unset, class attributes, methods,
# properties whose getter raises, __getattr__ (own and inherited), dunders, _private names,
# and classes and builtin objects as receivers.
class Slotted:
    kind = "slotted"
    __slots__ = ("y",)


class Dynamic:
    def __getattr__(self, name):
        return "dyn:" + name


class DynamicChild(Dynamic):
    pass


class WithProp:
    @property
    def p(self):
        raise AttributeError("inner")

    def method(self):
        return "m"


class Child(WithProp):
    def __init__(self):
        self.z = 3
        self._hidden = 4


class Visitor:
    def visit(self, node):
        return getattr(self, "visit_" + type(node).__name__, self.generic)(node)

    def generic(self, node):
        return "generic " + type(node).__name__

    def visit_int(self, node):
        return "int %d" % node


s = Slotted()
print(getattr(s, "kind", 0), getattr(s, "y", "unset"), getattr(s, "q", "none"))
print(hasattr(s, "y"), hasattr(s, "q"), hasattr(s, "kind"))
s.y = 5
print(getattr(s, "y", "unset"), hasattr(s, "y"))
print(getattr(Dynamic(), "q", 0), hasattr(Dynamic(), "zz"), getattr(DynamicChild(), "w", 1))
c = Child()
print(getattr(c, "p", "dflt"), hasattr(c, "p"), getattr(c, "z", 0), getattr(c, "w", -1))
print(hasattr(c, "w"), getattr(c, "_hidden", 0), getattr(c, "_nope", 7), hasattr(c, "method"))
print(getattr(c, "method", None)(), hasattr(c, "__class__"), getattr(c, "__nope__", "dunder"))
print(getattr(Child, "w", 2), getattr(5, "w", 3), hasattr("s", "upper"), hasattr([], "nope"))
c.w = "later"
print(getattr(c, "w", -1), hasattr(c, "w"))
del c.w
print(getattr(c, "w", -1), hasattr(c, "w"))
WithProp.w = "on the class"
print(getattr(c, "w", -1), hasattr(c, "w"))
v = Visitor()
print(v.visit(3), v.visit("s"), v.visit(2.5))
try:
    getattr(c, "missing")
except AttributeError as e:
    print("AttributeError:", e)
try:
    getattr(c, "p")
except AttributeError as e:
    print("AttributeError:", e)
