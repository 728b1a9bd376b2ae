# Property setters that are plain Python functions run as frames of the calling loop from
# SETATTR (a setter entry keyed by the class): results dropped, errors, subclasses that
# override, classes with __setattr__, sites mixing plain stores and setters, redefinition,
# defaults, generator setters, deleters, recursion.


class Cell:
    def __init__(self):
        self._v = 0
        self.log = []

    @property
    def v(self):
        return self._v

    @v.setter
    def v(self, x):
        if x < 0:
            raise ValueError(f"negative: {x}")
        self._v = x
        return "ignored"

    @v.deleter
    def v(self):
        self.log.append("del")
        self._v = None


class Double(Cell):
    @property
    def v(self):
        return super().v

    @v.setter
    def v(self, x):
        self._v = 2 * x


class Hooked(Cell):
    def __setattr__(self, name, value):
        if name == "v":
            object.__setattr__(self, "_v", -value)
        else:
            object.__setattr__(self, name, value)


class Plain:
    def __init__(self):
        self.v = 0


def bump(o, k):
    o.v += k
    return o.v


objs = [Cell(), Double(), Hooked(), Plain(), Cell(), Plain(), Double()]
for rnd in range(3):
    print([bump(o, rnd + 1) for o in objs])

c = Cell()
for x in (5, -1, 7, -2):
    try:
        c.v = x
        print("set", c.v)
    except ValueError as e:
        print("ValueError", e, c.v)
del c.v
print(c.log, c.v)


# A property with no setter, and one whose setter is not a Python function.
class ReadOnly:
    @property
    def r(self):
        return 1

    w = property(lambda self: 2, None)


ro = ReadOnly()
for _ in range(2):
    for name in ("r", "w"):
        try:
            setattr(ro, name, 3)
        except AttributeError as e:
            print("AttributeError", e)
        try:
            ro.r = 3
        except AttributeError as e:
            print("AttributeError", e)


# Setters with defaults, *args, keyword-only parameters, a lambda, and a generator function
# (called, making a generator that never runs).
class Odd:
    def __init__(self):
        self.seen = []

    def _set_def(self, x, scale=10):
        self.seen.append(x * scale)

    def _set_star(self, *args):
        self.seen.append(args)

    def _set_gen(self, x):
        self.seen.append("never")
        yield x

    a = property(None, _set_def)
    b = property(None, _set_star)
    c = property(None, lambda self, x: self.seen.append(("lambda", x)))
    d = property(None, _set_gen)


o = Odd()
for i in range(2):
    o.a = i
    o.b = i
    o.c = i
    o.d = i
print(o.seen)


# A class changed after the site saw it: the entry is for the old class state.
class Mut:
    def _set(self, x):
        self._x = ("first", x)

    x = property(lambda self: self._x, _set)


def store(m, v):
    m.x = v
    return m.x


m = Mut()
print(store(m, 1), store(m, 2))
Mut.x = property(lambda self: self._x, lambda self, v: setattr(self, "_x", ("second", v)))
print(store(m, 3))
del Mut.x
print(store(m, 4), m._x, m.x)


# Recursion through a setter reaches the recursion limit as RecursionError.
class Loop:
    @property
    def x(self):
        return 0

    @x.setter
    def x(self, v):
        self.x = v + 1


try:
    Loop().x = 0
except RecursionError as e:
    print("RecursionError", e)
print("done")


# A subclass's setter built on the base's (`@Base.p.setter`, `Base.p.fset(self, v)`), and the
# read-only accessor attributes.
class Scaled(Cell):
    @Cell.v.setter
    def v(self, x):
        Cell.v.fset(self, x * 10)


sc = Scaled()
for x in (1, 2):
    sc.v = x
    print(sc.v, Scaled.v.fget is Cell.v.fget, Cell.v.fdel.__name__)
print(ReadOnly.w.fset, property().fget, property(len).fget is len)
