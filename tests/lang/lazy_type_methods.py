# Methods of builtin types that an idle VM does not hold (generator, property, range, slice,
# dict views, bytes) are made on first use: every way of reaching them must find them the
# first time, in a fresh VM, whichever way comes first.
print(hasattr(range(3), "count"))
print(getattr(slice(1, 5, 2), "indices")(10))
print(range.index(range(2, 9, 3), 5))
r = range(2, 20, 3)
print(r.start, r.stop, r.step, r.count(8), r.count(9))
try:
    r.index(4)
except ValueError as e:
    print("ValueError:", e)
print(slice(None, 3).start, slice(7).stop)
d = {"a": 1, "b": 2}
print(d.keys().isdisjoint({"c"}), d.items().isdisjoint([("a", 1)]))
print(type({}.keys()).isdisjoint({}.keys(), []))


def gen():
    got = yield 1
    print("got", got)
    try:
        yield 2
    except KeyError as e:
        print("caught", e)
        yield 3


g = gen()
print(next(g), g.send("x"), g.throw(KeyError("k")))
g.close()
print(list(gen()) if False else "closed")


class Box:
    def __init__(self):
        self._v = 0

    @property
    def v(self):
        return self._v

    @v.setter
    def v(self, value):
        self._v = value * 2

    @v.deleter
    def v(self):
        print("deleted")


b = Box()
b.v = 21
print(b.v)
del b.v
print(b"abc".hex(), bytearray(b"xy").upper())
try:
    range(3).nothing
except AttributeError as e:
    print("AttributeError:", e)
try:
    slice(1).nothing
except AttributeError as e:
    print("AttributeError:", e)
