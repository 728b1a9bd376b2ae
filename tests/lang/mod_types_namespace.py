# types.SimpleNamespace and MappingProxyType: repr, ==, attribute changes, copies, errors.
import copy
import types
from types import SimpleNamespace

ns = SimpleNamespace(a=1, b="x")
print(ns, repr(ns), ns.a, ns.b)
ns.c = [1]
ns.a = 10
print(ns)
del ns.a
print(ns)
ns.a = 0
print(ns)
print(ns == SimpleNamespace(b="x", c=[1], a=0), ns != SimpleNamespace(b="x"))
print(SimpleNamespace() == SimpleNamespace(), SimpleNamespace(x=1) == {"x": 1})
ns.self = ns
print(ns)
print([SimpleNamespace(k=i) for i in range(2)])
print(str(SimpleNamespace(s="t")))


class Point(SimpleNamespace):
    def norm1(self):
        return abs(self.x) + abs(self.y)


p = Point(x=3, y=-4)
print(p, p.norm1(), p == SimpleNamespace(x=3, y=-4), isinstance(p, SimpleNamespace))

c = copy.copy(ns)
c.z = 5
print(ns)
print(c.z, c.b)
d = copy.deepcopy(SimpleNamespace(l=[1, 2], n=SimpleNamespace(q=1)))
d.l.append(3)
print(d)
print(getattr(ns, "nope", "default"), hasattr(ns, "b"), hasattr(ns, "nope"))
setattr(ns, "dyn", 7)
print(ns.dyn)

for bad in (lambda: hash(SimpleNamespace()), lambda: SimpleNamespace(1),
            lambda: SimpleNamespace().missing, lambda: Point().x):
    try:
        bad()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
try:
    del SimpleNamespace().gone
except AttributeError as e:
    print("AttributeError")

m = types.MappingProxyType({"a": 1, "b": 2})
print(m, repr(m), m["a"], len(m), "a" in m, "z" in m, list(m), m.get("q", 3), m.get("b"))
print(m == {"a": 1, "b": 2}, list(m.keys()), list(m.values()), list(m.items()), m.copy())
print(m | {"c": 3}, {"c": 3} | m, list(reversed(m)))
src = {"k": 1}
view = types.MappingProxyType(src)
src["k2"] = 2
print(view, len(view))
for bad in (lambda: types.MappingProxyType([1]),
            lambda: types.MappingProxyType(5), lambda: m["zz"], lambda: hash(m)):
    try:
        bad()
    except (TypeError, KeyError) as e:
        print(type(e).__name__, e)
try:
    m["b"] = 3
except TypeError as e:
    print(e)
try:
    del m["a"]
except TypeError as e:
    print(e)
print(types.NoneType, isinstance(None, types.NoneType), types.EllipsisType is type(...))
print(types.NotImplementedType is type(NotImplemented))


def gen():
    yield 1


print(isinstance(gen(), types.GeneratorType), isinstance([], types.GeneratorType))
