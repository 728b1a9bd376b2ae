# Deleting a dict's last entry gives its slot back: order, lookups, iteration, globals caches
# and instance attributes must behave exactly as before.
d = {"a": 1, "b": 2, "c": 3}
del d["c"]
d["c"] = 4
d["d"] = 5
print(d, list(d), len(d))
del d["d"]
del d["c"]
d["x"] = 1
print(d)
for k in list(d):
    del d[k]
print(d, len(d))
d[1] = "one"
d[2] = "two"
print(d)

# Many delete/insert cycles of the last key, with other keys around.
d = {i: i for i in range(5)}
for r in range(1000):
    del d[4]
    d[4] = r
    if r % 100 == 0:
        d[100 + r] = r
        del d[100 + r]
print(d, len(d))
del d[2]
d[2] = "back"
print(list(d.items()))

# An iterator past the end, then the tail deleted and another key stored.
d = {1: 1, 2: 2}
it = iter(d)
print(next(it), next(it))
del d[2]
try:
    print(next(it))
except RuntimeError as e:
    print("RuntimeError", e)
except StopIteration:
    print("stop")

# Iterating while deleting the tail changes the size: RuntimeError as in CPython.
d = {1: 1, 2: 2, 3: 3}
try:
    for k in d:
        del d[3]
except RuntimeError as e:
    print("RuntimeError", e)
print(d)

# popitem takes the last entry each time.
d = {k: ord(k) for k in "abcdef"}
added = False
while d:
    print(d.popitem(), end=" ")
    if len(d) == 3 and not added:
        d["z"] = 0
        added = True
print()


# Module-level `except ... as e` deletes and stores the global e each time.
class Boom(Exception):
    pass


total = 0
for i in range(200):
    try:
        raise Boom(i, "x")
    except Boom as e:
        total += e.args[0]
        last = e
print(total, last.args)
try:
    print(e)
except NameError as err:
    print("NameError", err)
e = "kept"
print(e)


# Instance attributes deleted and set again (the attribute caches keep entry numbers).
class P:
    def __init__(self):
        self.a = 1
        self.b = 2


objs = [P() for _ in range(3)]
for n in range(50):
    for o in objs:
        del o.b
        o.b = n
        o.c = n
        del o.c
print([(o.a, o.b) for o in objs], [hasattr(o, "c") for o in objs])
g = {"x": 1}
exec_free = dict(g)
del exec_free["x"]
print(exec_free, g)
