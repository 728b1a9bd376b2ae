# heapq, differential with comparison logs: the order of __lt__ calls (which pairs, which
# operand on the left) is observable, so every heap operation on logging items prints a
# checksum of its log. Seeded random operation sequences over heappush/heappop/heapreplace/
# heappushpop/heapify, merge/nsmallest/nlargest with key= and reverse=, items whose __lt__
# raises or changes the heap's size, and the argument errors.
import heapq
import random

LOG = []


class Item:
    def __init__(self, v, tag):
        self.v = v
        self.tag = tag

    def __lt__(self, other):
        LOG.append((self.tag, other.tag))
        return self.v < other.v

    def __repr__(self):
        return "I(%d,%d)" % (self.v, self.tag)


def digest():
    h = 7
    for a, b in LOG:
        h = (h * 1000003 + a * 131 + b) % 2147483647
    n = len(LOG)
    first = LOG[:4]
    LOG.clear()
    return (n, h, first)


rng = random.Random(20261124)
tag = 0


def mk():
    global tag
    tag += 1
    return Item(rng.randint(0, 12), tag)


for trial in range(60):
    heap = [mk() for _ in range(rng.randint(0, 30))]
    heapq.heapify(heap)
    print("heapify", len(heap), digest())
    for step in range(rng.randint(5, 40)):
        op = rng.choice(["push", "pop", "replace", "pushpop", "push"])
        if op == "push":
            heapq.heappush(heap, mk())
            r = None
        elif op == "pop":
            r = heapq.heappop(heap) if heap else None
        elif op == "replace":
            r = heapq.heapreplace(heap, mk()) if heap else None
        else:
            r = heapq.heappushpop(heap, mk())
        print(trial, step, op, r, len(heap), digest())
    print([x.tag for x in heap])

# merge, nsmallest, nlargest with logging items and keys.
for trial in range(30):
    data = [mk() for _ in range(rng.randint(0, 25))]
    n = rng.choice([0, 1, 2, 3, 5, 10, 40])
    print("nsmallest", [x.tag for x in heapq.nsmallest(n, data)], digest())
    print("nlargest", [x.tag for x in heapq.nlargest(n, data)], digest())
    print("nsmallest key", [x.tag for x in heapq.nsmallest(n, iter(data), key=lambda it: it)], digest())
    print("nlargest key", [x.tag for x in heapq.nlargest(n, data, key=lambda it: it.v % 5)], digest())
    runs = []
    for _ in range(rng.randint(0, 4)):
        run = sorted((mk() for _ in range(rng.randint(0, 6))), key=lambda it: it.v)
        runs.append(run)
    LOG.clear()
    print("merge", [x.tag for x in heapq.merge(*runs)], digest())
    print("merge key", [x.tag for x in heapq.merge(*runs, key=lambda it: it.v)], digest())
    rev = [list(reversed(r)) for r in runs]
    print("merge rev", [x.tag for x in heapq.merge(*rev, reverse=True)], digest())
    print("merge rev key", [x.tag for x in heapq.merge(*rev, key=lambda it: it, reverse=True)], digest())


# An __lt__ that raises part-way: the exception escapes and the heap keeps all its items.
class Bad:
    def __init__(self, v, limit):
        self.v = v
        self.limit = limit

    def __lt__(self, other):
        LOG.append((self.v, other.v))
        if len(LOG) >= self.limit[0]:
            raise KeyError("stop %d" % len(LOG))
        return self.v < other.v


for limit in range(1, 12):
    lim = [limit]
    heap = [Bad(rng.randint(0, 50), lim) for _ in range(20)]
    LOG.clear()
    try:
        heapq.heapify(heap)
        print("no error")
    except KeyError as e:
        print("KeyError", e)
    print(sorted(x.v for x in heap), digest())
    lim[0] = 10 ** 9
    heapq.heapify(heap)
    lim[0] = len(LOG) + limit
    try:
        print(heapq.heappop(heap).v)
    except KeyError as e:
        print("pop KeyError", e)
    print(sorted(x.v for x in heap), digest())


# An __lt__ that changes the heap's length.
class Grow:
    def __init__(self, v, heap):
        self.v = v
        self.heap = heap

    def __lt__(self, other):
        if len(self.heap) < 50:
            self.heap.append(Grow(0, self.heap))
        return self.v < other.v


for name in ["heappush", "heappop", "heapify", "heapreplace", "heappushpop"]:
    h = []
    for v in [5, 3, 8, 1]:
        h.append(Grow(v, h))
    try:
        if name == "heappush":
            heapq.heappush(h, Grow(0, h))
        elif name == "heappop":
            heapq.heappop(h)
        elif name == "heapify":
            heapq.heapify(h)
        elif name == "heapreplace":
            heapq.heapreplace(h, Grow(9, h))
        else:
            heapq.heappushpop(h, Grow(9, h))
        print(name, "ok", len(h))
    except RuntimeError as e:
        print(name, "RuntimeError", e, len(h))

# Argument errors.
for call in [lambda: heapq.heappush((), 1), lambda: heapq.heappop(None), lambda: heapq.heappop([]),
             lambda: heapq.heapreplace([], 1), lambda: heapq.heapify("ab"),
             lambda: heapq.heappushpop({}, 1), lambda: heapq.heappush([]),
             lambda: heapq.heappop([1], 2), lambda: heapq.heapify([1, "a"])]:
    try:
        print(call())
    except (TypeError, IndexError) as e:
        print(type(e).__name__, e)
print(heapq.heappushpop([], 4), heapq.heappushpop([1], 0), heapq.heappushpop([1], 2))

# heapify of lists longer than 2500 items repairs subtree by subtree: the order of its
# comparisons differs from the plain last-node-first order there.
for size in [2500, 2501, 2502, 3000, 4095, 4096, 4097, 5000, 8200]:
    data = [mk() for _ in range(size)]
    LOG.clear()
    heapq.heapify(data)
    print("heapify", size, digest(), sum(i * x.v for i, x in enumerate(data)) % 1000003)
