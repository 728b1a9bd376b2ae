# Sorts of fewer than 64 items allocate a sort state with a one-entry run stack (vm/np_list.c
# np_list_sort): lengths around the 64 boundary, every key kind, reverse, stability, errors
# raised mid-sort and a list changed while it is sorted.
import random

rng = random.Random(7)
for n in list(range(0, 70)) + [127, 128, 129, 500]:
    ints = [rng.randrange(-50, 50) for _ in range(n)]
    assert sorted(ints) == sorted(ints, key=lambda v: v), n
    out = [sorted(ints)[:3], sorted(ints, reverse=True)[:3]]
    pairs = [(v % 5, i) for i, v in enumerate(ints)]
    out.append(sorted(pairs, key=lambda p: p[0])[:4])
    out.append(sorted(pairs, key=lambda p: p[0], reverse=True)[:4])
    out.append(sorted(str(v) for v in ints)[:3])
    out.append(sorted([v / 3 for v in ints])[-2:])
    if n in (0, 1, 2, 31, 63, 64, 65, 129, 500):
        print(n, out)
    assert sorted(ints) == [v for v in sorted(ints)], n


class Odd:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        if self.v == 13:
            raise ValueError("thirteen")
        return self.v < other.v


for n in (20, 63, 64, 100):
    xs = [Odd(v) for v in range(n, 0, -1)]
    try:
        xs.sort()
        print(n, "sorted", [o.v for o in xs][:3])
    except ValueError as e:
        print(n, "error", e, sorted(o.v for o in xs)[:3])

for n in (10, 80):
    ys = list(range(n))
    def key(v):
        if v == 5:
            ys.append(1)
        return -v
    try:
        ys.sort(key=key)
    except ValueError as e:
        print(n, e)
