# itertools.groupby: groups share one iterator, advancing the outer iterator retires earlier
# groups, partly read groups are skipped, keys come from key=, errors propagate.
from itertools import groupby

data = "aaabccddddeaa"
print([(k, list(g)) for k, g in groupby(data)])
print([(k, len(list(g))) for k, g in groupby(sorted(data))])
print([k for k, g in groupby(data)])
groups = list(groupby(data))
print([(k, list(g)) for k, g in groups])
gb = groupby([1, 1, 2, 3, 3, 3])
k1, g1 = next(gb)
print(k1, next(g1))
k2, g2 = next(gb)
print(k2, list(g1), list(g2), list(g2))
k3, g3 = next(gb)
print(k3, next(g3), list(g3))
try:
    next(gb)
except StopIteration:
    print("outer done")
print(list(groupby([])), list(groupby([], key=len)))
rows = [("x", 1), ("x", 2), ("y", 3), ("x", 4)]
for key, grp in groupby(rows, key=lambda r: r[0]):
    print(key, [v for _, v in grp])
print([(k, sum(g)) for k, g in groupby(range(20), key=lambda n: n // 5)])
print([(k, list(g)) for k, g in groupby([1, 1.0, True, 2, 2.0], key=None)])


def bad_key(v):
    if v == 3:
        raise ValueError("bad key " + str(v))
    return v % 2


try:
    for k, g in groupby([1, 3, 5], key=bad_key):
        print("group", k, list(g))
except ValueError as e:
    print("ValueError", e)
try:
    for k, g in groupby([1, 2, 3], key=bad_key):
        print("group", k, list(g))
except ValueError as e:
    print("ValueError", e)


class Eq:
    calls = 0

    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        Eq.calls += 1
        return self.v // 10 == other.v // 10


items = [Eq(i) for i in (1, 5, 12, 18, 25, 3)]
print([(k.v, [e.v for e in g]) for k, g in groupby(items)], Eq.calls)


def gen():
    yield 1
    yield 1
    yield 2


it = groupby(gen())
print(iter(it) is it, [(k, list(g)) for k, g in it], list(it))
try:
    groupby(5)
except TypeError as e:
    print("TypeError", e)


def stop_key(v):
    if v == 3:
        raise StopIteration
    return v


try:
    print([(k, list(g)) for k, g in groupby([1, 1, 2, 3, 4], key=stop_key)])
except StopIteration:
    print("StopIteration from the key")
gb = groupby([1, 2, 3, 3, 2, 2, 1])
k, g = next(gb)
print(k, list(g))
k, g = next(gb)
print(k, next(g))
k, g2 = next(gb)
print(k, list(g), next(g2), list(g2), [(k, list(g)) for k, g in gb])
nan = float("nan")
print([(k, len(list(g))) for k, g in groupby([nan, nan, 1])])
print([(k, list(g)) for k, g in groupby(["a", "A", "b", "B", "b"], key=str.lower)])
