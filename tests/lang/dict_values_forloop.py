# `for ... in d.values()` and `for ... in d` / `d.keys()` with bodies that unpack or use the item
# (FORITER's and FORLOOP's table reads): order, deleted entries, value changes during the loop,
# size changes and key changes raising RuntimeError, partly consumed iterators, dict subclasses.
DIRS = {"u": (0, -1), "d": (0, 1), "l": (-1, 0), "r": (1, 0)}


def moves(x, y):
    out = []
    for dx, dy in DIRS.values():
        out.append((x + dx, y + dy))
    return out


print(moves(3, 4))
for a, (b, c) in {1: ("x", (2, 3)), 2: ("y", (4, 5))}.values():
    print(a, b, c)
for k in DIRS.keys():
    kk = k * 2
    print(kk, end=" ")
print()
for k in DIRS:
    print(k, end=" ")
print()
for v in DIRS.values():
    print(v, end=" ")
print()

# Deleted entries are skipped; values changed during the loop are read as they are.
d = {i: i * i for i in range(8)}
del d[0], d[3], d[7]
for v in d.values():
    print(v, end=" ")
print()
for k in d:
    d[k] = -d[k]
    print(k, end=" ")
print()
for v in d.values():
    print(v, end=" ")
print()
s = 0
for v in d.values():
    d[4] = 1000
    s += v
print(s, d[4])

# Size changes and key changes raise, as in CPython.
d = {1: 2, 3: 4, 5: 6}
try:
    for v in d.values():
        d[v * 100] = 0
except RuntimeError as e:
    print("RuntimeError:", e)
d = {1: (1, 2), 3: (3, 4)}
try:
    for a, b in d.values():
        print(a, b)
        del d[3]
except RuntimeError as e:
    print("RuntimeError:", e)
d = {1: 2, 3: 4}
try:
    for v in d.values():
        print(v)
        if d.pop(3, None) is not None:
            d[5] = 6
except RuntimeError as e:
    print("RuntimeError:", e)
d = {1: 2, 3: 4}
try:
    for k in d.keys():
        x = k
        if d.pop(1, None) is not None:
            d[9] = 0
except RuntimeError as e:
    print("RuntimeError:", e)

# A partly consumed iterator, an empty dict, a dict subclass, a values view kept and reused.
it = iter({1: "a", 2: "b", 3: "c"}.values())
print(next(it))
for v in it:
    print("rest", v)
print(list(it))
for v in {}.values():
    print("never")


class D(dict):
    def values(self):
        return ["sub", "values"]


for v in D(a=1).values():
    print(v)


class E(dict):
    pass


for x, y in E(a=(1, 2), b=(3, 4)).values():
    print(x + y, end=" ")
print()
view = DIRS.values()
for _ in range(2):
    for dx, dy in view:
        print(dx * dy, end=" ")
print()


# Nested loops over the same dict, and a generator over its values.
def pairs(d):
    for a in d.values():
        for b in d.values():
            yield a, b


print(list(pairs({1: "p", 2: "q"})))
print(sum(v for v in {i: i for i in range(100)}.values()))
