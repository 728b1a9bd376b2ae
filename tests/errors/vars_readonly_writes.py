# cpython: skip
# expect-exit: 1
# expect-stderr-last: TypeError: the dict returned by vars() is read-only in Nearly Python; use setattr() or delattr() on the object
# vars(obj) is a live read-only view in Nearly (CPython's __dict__ is also writable): every way
# of writing through it raises the same TypeError, also after the object itself changed it.


class P:
    def __init__(self):
        self.a = 1
        self.b = 2


p = P()
d = vars(p)
attempts = [
    ("set existing", lambda: d.__setitem__("a", 5)),
    ("set new", lambda: d.__setitem__("c", 5)),
    ("del", lambda: d.__delitem__("a")),
    ("pop", lambda: d.pop("a")),
    ("popitem", lambda: d.popitem()),
    ("clear", lambda: d.clear()),
    ("setdefault new", lambda: d.setdefault("c", 1)),
    ("update", lambda: d.update(c=3)),
    ("update pairs", lambda: d.update([("a", 9)])),
    ("dict.__init__", lambda: dict.__init__(d, a=4)),
    ("dict.update", lambda: dict.update(d, {"b": 7})),
]
for name, f in attempts:
    try:
        f()
        print(name, "allowed")
    except TypeError as e:
        print(name, "TypeError", "read-only" in str(e))


def aug():
    d["a"] += 1


def count():
    d["a"] = d.get("a", 0) + 1


def count_new():
    d["n"] = d.get("n", 0) + 1


def ior():
    global d
    d |= {"x": 1}


for f in (aug, count, count_new, ior):
    for _ in range(3):  # again once the sites' caches are warm
        try:
            f()
            print(f.__name__, "allowed")
        except TypeError as e:
            print(f.__name__, "TypeError", "read-only" in str(e))
for n in (0, 1, 5, 9):
    q = P()
    for i in range(n):
        setattr(q, "k%d" % i, i)
    v = vars(q)
    try:
        v["new"] = 1
        print(n, "allowed")
    except TypeError as e:
        print(n, "TypeError", "read-only" in str(e), len(v))
# Missing keys raise KeyError as in CPython; a pop with a default of a missing key writes nothing.
try:
    del d["zz"]
except KeyError as e:
    print("KeyError", e)
print(d.pop("zz", 0))
# Reads, copies and the object itself are unaffected.
print(d, p.a, p.b, d.setdefault("a", 0), d.get("b"), "a" in d, len(d))
e = dict(d)
e["z"] = 1
f = d.copy()
f.clear()
print(e, f, d | {"y": 2}, {**d, "w": 0})
p.c = 3
print(vars(p), d)
# The object's own writes (setattr, SETATTR's cache, delattr) leave the view refusing writes.
for i in range(12):
    setattr(p, "g%d" % i, i)
    p.h = i
    later = [
        ("set new", lambda: d.__setitem__("n%d" % i, 5)),
        ("set existing", lambda: d.__setitem__("h", 5)),
        ("setdefault new", lambda: d.setdefault("s%d" % i, 1)),
        ("update", lambda: d.update(u=3)),
        ("del", lambda: d.__delitem__("g0")),
    ]
    for name, f in later:
        try:
            f()
            print(name, "allowed")
        except TypeError:
            pass
del p.g3
for name, f in attempts[:6] + attempts[7:]:  # (c exists now: its setdefault only reads)
    try:
        f()
        print(name, "allowed")
    except TypeError:
        pass
print(len(d), d["h"], "g3" in d)
d["a"] = 0
