# Statements: with (several items, suppression), decorators, global/nonlocal, del, walrus, starred unpacking, call errors.
def show(fn):
    try:
        print("ok", fn())
    except Exception as e:
        print(type(e).__name__, e)
class CM:
    def __init__(self, name, suppress=False):
        self.name = name; self.suppress = suppress
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, v)
        return self.suppress
with CM("a") as a, CM("b") as b:
    print("body", a, b)
with CM("outer", True):
    with CM("inner"):
        raise ValueError("x")
print("after suppressed")
def f():
    with CM("r"):
        return "returned"
print(f())
for i in range(2):
    with CM("loop%d" % i):
        if i == 0: continue
        break
try:
    with CM("a"), CM("b", True), CM("c"):
        raise KeyError("k")
    print("suppressed by b")
except KeyError:
    print("not reached")
# decorators
def deco(fn):
    def wrapper(*args, **kw):
        print("calling", fn.__name__)
        return fn(*args, **kw)
    return wrapper
def param(n):
    def d(fn):
        def w(*a):
            return fn(*a) * n
        return w
    return d
@deco
@param(3)
def add(a, b): return a + b
print(add(1, 2))
def cdeco(cls):
    cls.tag = "decorated"
    return cls
@cdeco
class K:
    @staticmethod
    @param(2)
    def s(x): return x
print(K.tag, K.s(5))
def replace_class(cls):
    return 42
@replace_class
class Gone: pass
print(Gone)
# global / nonlocal
counter = 0
def inc():
    global counter
    counter += 1
inc(); inc(); print(counter)
def outer():
    x = 1
    def mid():
        def inner():
            nonlocal x
            x += 10
        inner()
    mid()
    return x
print(outer())
def make():
    n = 0
    def get(): return n
    def bump():
        nonlocal n
        n += 1
    return get, bump
g, b = make(); b(); b(); print(g())
# del
x = [0, 1, 2, 3, 4, 5]
del x[1]; print(x)
del x[1:3]; print(x)
del x[::2]; print(x)
d = {"a": 1, "b": 2}
del d["a"]; print(d)
class O: pass
o = O(); o.attr = 1; del o.attr
show(lambda: o.attr)
y = 5
del y
show(lambda: y)
def dl():
    z = 1
    del z
    return z
show(dl)
def dl2():
    del undefined_local
    undefined_local = 1
show(dl2)
try:
    del nonexistent_global
except NameError as e:
    print("NameError", e)
a, b = 1, 2
del a, b
show(lambda: a)
# walrus
data = [1, 5, 8, 2, 9]
if (n := len(data)) > 3: print("len", n)
print([y2 for v in data if (y2 := v * 2) > 10], y2)
i = 0
while (i := i + 1) < 3: print("i", i)
print(any((hit := v) > 7 for v in data), hit)
print((w := 5) + w)
def wf():
    [q := v for v in range(3)]
    return q
print(wf())
print({(k := v): k for v in range(2)})
print(f"{(zz := 3)} {zz}")
# starred
first, *mid, last = range(6); print(first, mid, last)
*init, = "abc"; print(init)
(p, *q), r = [1, 2, 3], 4; print(p, q, r)
print(*[1, 2], *"ab", sep="-")
print([*range(3), *[9]], {*"ab", *"bc"} == {"a", "b", "c"}, (*[1], 2))
print({**{"a": 1}, "b": 2, **{"a": 3}})
def kw(**k): return sorted(k.items())
print(kw(**{"x": 1}, y=2, **{"z": 3}))
show(lambda: kw(**{"x": 1}, x=2))
show(lambda: kw(**{"x": 1}, **{"x": 2}))
show(lambda: kw(**[1]))
show(lambda: print(*5))
show(lambda: kw(**{1: 2}))
# positional-only / keyword-only
def po(a, b, /, c, *, d, e=5): return (a, b, c, d, e)
print(po(1, 2, 3, d=4), po(1, 2, c=3, d=4, e=6))
show(lambda: po(1, b=2, c=3, d=4))
show(lambda: po(1, 2, 3))
show(lambda: po(1, 2, 3, 4))
show(lambda: po(1, 2, 3, d=4, f=1))
show(lambda: po(1, 2, 3, d=4, c=1))
show(lambda: po())
def simple(a, b=2): return a, b
show(lambda: simple())
show(lambda: simple(1, 2, 3))
show(lambda: simple(1, a=1))
show(lambda: simple(1, zz=1))
def varargs(*args, k): return args, k
show(lambda: varargs(1, 2))
show(lambda: varargs(1, k=2))
def two_missing(a, b, c): pass
show(lambda: two_missing(1))
show(lambda: two_missing())
def kwo(*, a, b): pass
show(lambda: kwo())
show(lambda: kwo(1))
class M:
    def meth(self, x): return x
show(lambda: M().meth())
show(lambda: M().meth(1, 2))
show(lambda: M.meth(1))
