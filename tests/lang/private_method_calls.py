# `self._name(...)` calls on user-class instances (the method fast path and its cache): plain
# private methods, an instance attribute shadowing one, a subclass override, properties,
# staticmethods and classmethods with one leading underscore, __getattr__ for a missing one,
# __slots__ classes, and a class whose method is replaced after calls were cached.
class Base:
    def __init__(self, v):
        self.v = v

    def _key(self):
        return ("base", self.v)

    def key(self):
        return self._key()

    @property
    def _double(self):
        return self.v * 2

    @staticmethod
    def _static(x):
        return x + 1

    @classmethod
    def _cls(cls):
        return cls.__name__

    def __getattr__(self, name):
        return lambda: "missing " + name


class Child(Base):
    def _key(self):
        return ("child", self.v)


class Slotted:
    __slots__ = ("v",)

    def __init__(self, v):
        self.v = v

    def _key(self):
        return self.v


objs = [Base(1), Child(2), Base(3)]
print([o.key() for o in objs], [o._key() for o in objs])
shadow = Base(4)
shadow._key = lambda: "own attribute"
print(shadow.key(), shadow._key(), [o.key() for o in objs])
print([o._double for o in objs], Base(5)._static(1), Child(6)._cls(), Base(7)._nothing())
print(sum(Slotted(i)._key() for i in range(10)))
for i in range(3):
    if i == 2:
        Base._key = lambda self: ("patched", self.v)
    print(objs[0]._key(), objs[1]._key())
try:
    Slotted(1)._missing()
except AttributeError as exc:
    print("AttributeError:", exc)
try:
    "text"._private()
except AttributeError as exc:
    print("AttributeError:", exc)
