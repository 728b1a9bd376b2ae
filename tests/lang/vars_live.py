# vars(obj) is live: reads through it after the object changes (new, changed and deleted
# attributes, through setattr, SETATTR's cached store, delattr and object.__setattr__) show
# the object's current attributes, as CPython's __dict__ does. Only reads here: writes through
# it are refused in Nearly (tests/errors/vars_readonly_writes.py).
import argparse
import copy
import types


class P:
    def __init__(self, x):
        self.x = x

    def move(self, dx):
        self.x += dx


def show(label, d):
    print(label, d, len(d), list(d), list(d.values()), "x" in d, d.get("y"))


p = P(1)
d = vars(p)
show("start", d)
p.y = 2
show("added", d)
for i in range(5):
    p.move(i)  # the cached store overwrites in place
show("moved", d)
del p.y
show("deleted", d)
p.y = 3
show("again", d)
setattr(p, "z", [1])
object.__setattr__(p, "w", None)
show("setattr", d)
print(vars(p) is d, d == {"x": 11, "y": 3, "z": [1], "w": None}, dict(d) == d)
items = d.items()
p.x = 100
print(list(items), sorted(d.keys()))
c = copy.copy(p)
c.x = -1
c.q = 0
print(vars(c), d)
dc = copy.deepcopy(p)
print(vars(dc) == d, vars(dc) is d)

# Many instances of one class, each viewed at a different point of its life.
objs = [P(i) for i in range(30)]
views = [vars(o) for o in objs[::2]]
for i, o in enumerate(objs):
    o.tag = "t%d" % i
    if i % 3 == 0:
        del o.x
print([len(v) for v in views], views[3])

# Iteration sees the object's changes the way CPython's dict does.
q = P(0)
vq = vars(q)
try:
    for k in vq:
        q.extra = 1
except RuntimeError as e:
    print("RuntimeError", e)
print(vq)

# SimpleNamespace and argparse's Namespace are plain instances underneath.
ns = types.SimpleNamespace(b=1, a=2)
vn = vars(ns)
ns.c = 3
del ns.b
print(vn, ns, ns == types.SimpleNamespace(a=2, c=3))
ns.b = 4
print(vn, ns)
ap = argparse.ArgumentParser()
ap.add_argument("--foo", default=3)
args = ap.parse_args(["--foo", "5"])
va = vars(args)
args.bar = 1
print(va, "bar" in args, args)


class Big:
    pass


b = Big()
vb = vars(b)
for i in range(200):
    setattr(b, "a%d" % i, i)
print(len(vb), vb["a199"], sum(vb.values()))
for i in range(0, 200, 2):
    delattr(b, "a%d" % i)
print(len(vb), list(vb)[:3])
