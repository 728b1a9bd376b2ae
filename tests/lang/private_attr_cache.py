# Single-underscore attributes (`self._x`) through the attribute, store and method caches:
# shadowing by instance attributes, properties and methods under such names, class changes,
# name-mangled `__x` attributes, and several classes at one site.
class Base:
    _limit = 3
    def __init__(self):
        self._count = 0
        self.__secret = "b"
    def _step(self):
        self._count += 1
        return self._count
    def run(self):
        out = []
        for _ in range(4):
            out.append((self._step(), self._limit, self.__secret))
        return out
class Sub(Base):
    _limit = 5
    def _step(self):
        self._count += 10
        return self._count
class Prop(Base):
    @property
    def _limit(self):
        return self._count * 100
objs = [Base(), Sub(), Prop(), Base()]
for o in objs:
    print(type(o).__name__, o.run())
objs[3]._step = lambda: "shadow"
print(objs[3].run())
Base._limit = 9
print([o.run()[-1] for o in objs])
del Base._step
try:
    Base().run()
except AttributeError as e:
    print("AttributeError", e)
print(Sub().run()[0], hasattr(objs[0], "_Base__secret"), objs[1]._Base__secret)
try:
    objs[0].__secret
except AttributeError as e:
    print("AttributeError", e)
class Slot:
    def __init__(self, v):
        self._v = v
vals = [Slot(i) for i in range(5)]
total = 0
for rep in range(3):
    for s in vals:
        total += s._v
        s._v += 1
print(total)
