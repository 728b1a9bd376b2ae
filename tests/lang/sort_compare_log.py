# The exact sequence of comparisons list.sort makes (CPython's timsort as listsort.txt describes
# it: natural runs, binary insertion up to minrun, powersort merges, galloping with an adaptive
# threshold) on many list shapes and sizes, checked through a logging __lt__; the list left behind
# when a comparison raises part-way; and key=/reverse= with logged keys.
import random

log = []


class K:
    __slots__ = ("v", "tag")

    def __init__(self, v, tag):
        self.v = v
        self.tag = tag

    def __lt__(self, other):
        log.append(self.tag * 7919 + other.tag)
        return self.v < other.v


def digest(seq):
    h = 0
    for x in seq:
        h = (h * 1000003 + x) % (1 << 61)
    return h


def shapes(rng, n):
    yield "random", [rng.randrange(n * 2 + 1) for _ in range(n)]
    yield "dups", [rng.randrange(4) for _ in range(n)]
    yield "sorted", list(range(n))
    yield "rev", list(range(n, 0, -1))
    runs = []
    while len(runs) < n:
        k = rng.randrange(1, 80)
        start = rng.randrange(1000)
        step = rng.choice((1, -1, 0))
        runs += [start + step * i for i in range(k)]
    yield "runs", runs[:n]
    blocks = sorted(rng.randrange(10000) for _ in range(n))
    for _ in range(n // 20 + 1 if n else 0):
        i, j = rng.randrange(n), rng.randrange(n)
        blocks[i], blocks[j] = blocks[j], blocks[i]
    yield "nearly", blocks
    half = n // 2
    yield "two", sorted(rng.randrange(500) for _ in range(half)) + sorted(rng.randrange(500) for _ in range(n - half))


rng = random.Random(2024)
for n in (0, 1, 2, 5, 31, 32, 33, 64, 65, 127, 300, 1000, 2500):
    line = []
    for name, data in shapes(rng, n):
        log.clear()
        ks = [K(v, i) for i, v in enumerate(data)]
        ks.sort()
        assert [k.v for k in ks] == sorted(data)
        line.append("%s:%d:%d:%d" % (name, len(log), digest(log) % 100000, digest(k.tag for k in ks) % 1000))
    print(n, " ".join(line))

# reverse= keeps stability backwards; key= calls compare the keys.
for n in (40, 700):
    data = [rng.randrange(30) for _ in range(n)]
    log.clear()
    out = sorted((K(v, i) for i, v in enumerate(data)), reverse=True)
    print("reverse", n, len(log), digest(log) % 100000, [k.tag for k in out[:10]])
    log.clear()
    keyed = sorted(range(n), key=lambda i: K(data[i] % 7, i))
    print("key", n, len(log), digest(log) % 100000, keyed[:10])


# A comparison that raises after a number of calls: the list holds its items in the order the
# merge left them, and nothing is lost or duplicated.
class Boom(Exception):
    pass


class L:
    budget = 0

    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        L.budget -= 1
        if L.budget < 0:
            raise Boom
        return self.v < other.v


for n, stop in ((50, 30), (200, 150), (200, 900), (1200, 5000), (1200, 9000)):
    xs = [L(rng.randrange(100)) for _ in range(n)]
    L.budget = stop
    try:
        xs.sort()
        print("done", n)
    except Boom:
        print("boom", n, stop, digest(x.v for x in xs) % 100000, sorted(x.v for x in xs) == sorted(y.v for y in xs))


# An inconsistent order (every comparison answers from a seeded coin) must still give a
# permutation, and the same one CPython gives.
class Coin:
    coin = random.Random(7)

    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return Coin.coin.random() < 0.5


for n in (10, 100, 1500):
    ys = [Coin(i) for i in range(n)]
    ys.sort()
    print("coin", n, digest(y.v for y in ys) % 1000003, sorted(y.v for y in ys) == list(range(n)))
