# `for a, b in xs` over a list or tuple iterator unpacks tuple items in the FORLOOP (FORLOOPU):
# wrong lengths, lists, tuple subclasses, strs, mutation during the loop, generators under
# enumerate/zip and the first iteration (FORITER) all behave as before.
import collections


def run(xs):
    out = []
    for a, b in xs:
        out.append((a, b))
    return out


print(run([(1, 2), (3, 4), [5, 6], "ab", (7, 8)]))
print(run(((1, 2), (3, 4))))
P = collections.namedtuple("P", "x y")
print(run([P(1, 2), P(3, 4)]))


class T(tuple):
    def __iter__(self):
        yield "subclass"
        yield "iter"


print(run([(0, 0), T((1, 2)), (9, 9)]))
for bad in ([(1, 2), (1, 2, 3)], [(1, 2), (1,)], [(1, 2), 5], [(1, 2), None]):
    try:
        run(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# The list grows and shrinks while it is iterated.
xs = [(1, 1)]
n = 0
for a, b in xs:
    n += a + b
    if len(xs) < 5:
        xs.append((a + 1, b + 1))
print(n, len(xs))
ys = [(1, 2), (3, 4), (5, 6)]
for a, b in ys:
    if ys:
        ys.pop()
    print(a, b)


def gen():
    yield (1, "a")
    yield (2, "b")


def loops():
    r = []
    for i, (a, b) in enumerate(gen()):
        r.append((i, a, b))
    for (a, b), c in zip(gen(), "xy"):
        r.append((a, b, c))
    for a, b in gen():
        r.append(b)
    for a, b in {"k": 1, "l": 2}.items():
        r.append(a)
    for a, *b in [(1, 2, 3), (4, 5)]:
        r.append(b)
    for a, b, c in [(1, 2, 3), (4, 5, 6)]:
        r.append(a + b + c)
    total = 0
    for k in range(3):
        for x, y in [(k, 1), (k, 2)]:
            if y == 2:
                continue
            total += x * 10 + y
    r.append(total)
    return r


print(loops())

# Module level (globals as targets).
for g1, g2 in [(1, 2), (3, 4)]:
    pass
print(g1, g2)
