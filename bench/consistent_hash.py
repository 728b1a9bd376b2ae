# Benchmark (held-out style, after typical agent code): sharding keys across a storage cluster.
# A consistent-hash ring places virtual nodes by hashlib.md5 digests turned into ints
# (int.from_bytes), kept in a sorted list searched with bisect; keys map to the next clockwise
# vnode, with replicas found by walking on past duplicate owners; nodes join and leave and the
# moved-key fraction is measured; rendezvous (highest-random-weight) hashing with zlib.crc32 and
# jump consistent hashing (the 64-bit LCG form) are compared on balance (min/max/stdev of the
# per-node load) and movement; a simulated read path with per-node LRU-ish hit counting runs on
# top of the ring.
import bisect
import hashlib
import random
import statistics
import zlib
from collections import Counter, OrderedDict


def h64(text):
    return int.from_bytes(hashlib.md5(text.encode()).digest()[:8], "big")


class Ring:
    def __init__(self, vnodes=64):
        self.vnodes = vnodes
        self.points = []
        self.owner = {}
        self.nodes = set()

    def add(self, node, weight=1):
        for i in range(self.vnodes * weight):
            p = h64("%s#%d" % (node, i))
            if p in self.owner:
                continue
            bisect.insort(self.points, p)
            self.owner[p] = node
        self.nodes.add(node)

    def remove(self, node):
        self.points = [p for p in self.points if self.owner[p] != node]
        self.owner = {p: n for p, n in self.owner.items() if n != node}
        self.nodes.discard(node)

    def lookup(self, key):
        i = bisect.bisect(self.points, h64(key))
        if i == len(self.points):
            i = 0
        return self.owner[self.points[i]]

    def replicas(self, key, n):
        out = []
        i = bisect.bisect(self.points, h64(key))
        total = len(self.points)
        for step in range(total):
            node = self.owner[self.points[(i + step) % total]]
            if node not in out:
                out.append(node)
                if len(out) == n:
                    break
        return out


def rendezvous(key, nodes):
    best = None
    best_w = -1
    for node in nodes:
        w = zlib.crc32(("%s|%s" % (node, key)).encode())
        if w > best_w or (w == best_w and node < best):
            best_w = w
            best = node
    return best


def jump_hash(key, buckets):
    k = key & 0xFFFFFFFFFFFFFFFF
    b = -1
    j = 0
    while j < buckets:
        b = j
        k = (k * 2862933555777941757 + 1) & 0xFFFFFFFFFFFFFFFF
        j = int((b + 1) * ((1 << 31) / ((k >> 33) + 1)))
    return b


def balance(assign, nodes):
    counts = Counter(assign.values())
    loads = [counts.get(n, 0) for n in sorted(nodes)]
    return min(loads), max(loads), statistics.pstdev(loads)


def moved(before, after):
    return sum(1 for k in before if before[k] != after[k])


class NodeCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.items = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, key):
        if key in self.items:
            self.items.move_to_end(key)
            self.hits += 1
            return True
        self.misses += 1
        self.items[key] = True
        if len(self.items) > self.capacity:
            self.items.popitem(last=False)
        return False


def main(n_keys=6000, n_nodes=10, reads=12000):
    rng = random.Random(99)
    keys = ["user:%d:%s" % (rng.randrange(10 ** 6), rng.choice("abcdef")) for _ in range(n_keys)]
    nodes = ["node-%02d" % i for i in range(n_nodes)]
    ring = Ring(vnodes=48)
    for n in nodes:
        ring.add(n)
    print("ring points", len(ring.points))
    before = {k: ring.lookup(k) for k in keys}
    lo, hi, sd = balance(before, nodes)
    print("ring balance min %d max %d stdev %.2f" % (lo, hi, sd))
    ring.add("node-new", weight=2)
    after_add = {k: ring.lookup(k) for k in keys}
    print("ring add moved %d (%.3f), all to new: %s" % (
        moved(before, after_add), moved(before, after_add) / n_keys,
        all(after_add[k] == "node-new" for k in keys if before[k] != after_add[k])))
    ring.remove("node-03")
    after_rm = {k: ring.lookup(k) for k in keys}
    print("ring remove moved %d" % moved(after_add, after_rm))
    rep = Counter()
    for k in keys[:800]:
        rs = ring.replicas(k, 3)
        assert len(set(rs)) == 3 and rs[0] == after_rm[k]
        rep[rs[1]] += 1
    print("second replicas", sorted(rep.items())[:4])

    rv_before = {k: rendezvous(k, nodes) for k in keys}
    lo, hi, sd = balance(rv_before, nodes)
    print("rendezvous balance min %d max %d stdev %.2f" % (lo, hi, sd))
    fewer = nodes[:5] + nodes[6:]
    rv_after = {k: rendezvous(k, fewer) for k in keys}
    print("rendezvous remove moved %d, only from removed: %s" % (
        moved(rv_before, rv_after),
        all(rv_before[k] == nodes[5] for k in keys if rv_before[k] != rv_after[k])))

    ints = [h64(k) for k in keys]
    jb = {k: jump_hash(i, n_nodes) for k, i in zip(keys, ints)}
    ja = {k: jump_hash(i, n_nodes + 1) for k, i in zip(keys, ints)}
    lo, hi, sd = balance(jb, range(n_nodes))
    print("jump balance min %d max %d stdev %.2f moved %d" % (lo, hi, sd, moved(jb, ja)))

    caches = {n: NodeCache(120) for n in ring.nodes}
    hot = keys[:400]
    for _ in range(reads):
        k = rng.choice(hot) if rng.random() < 0.7 else rng.choice(keys)
        caches[ring.lookup(k)].get(k)
    hits = sum(c.hits for c in caches.values())
    print("cache hits %d misses %d" % (hits, reads - hits))
    worst = max(caches.items(), key=lambda kv: (kv[1].misses, kv[0]))
    print("most misses", worst[0], worst[1].misses)


if __name__ == "__main__":
    main()  # test: main(n_keys=300, n_nodes=5, reads=400)
