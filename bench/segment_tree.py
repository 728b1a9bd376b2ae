# Benchmark (held-out style, after typical agent code): range-query data structures. A segment tree
# class with lazy propagation (range add, range sum and range min) over flat lists, a Fenwick tree
# for prefix sums, and an interval tree (sorted starts plus a max-end augmented implicit tree) for
# stabbing queries; each is checked against a brute-force list on a prefix of the operations and
# the answers folded into a checksum.
import bisect
import random


class SegmentTree:
    def __init__(self, values):
        self.n = n = len(values)
        size = 1
        while size < n:
            size *= 2
        self.size = size
        self.sum = [0] * (2 * size)
        self.min = [float("inf")] * (2 * size)
        self.lazy = [0] * (2 * size)
        for i, v in enumerate(values):
            self.sum[size + i] = v
            self.min[size + i] = v
        for i in range(size - 1, 0, -1):
            self.sum[i] = self.sum[2 * i] + self.sum[2 * i + 1]
            self.min[i] = min(self.min[2 * i], self.min[2 * i + 1])

    def _apply(self, node, value, length):
        self.sum[node] += value * length
        self.min[node] += value
        self.lazy[node] += value

    def _push(self, node, length):
        if self.lazy[node]:
            half = length // 2
            self._apply(2 * node, self.lazy[node], half)
            self._apply(2 * node + 1, self.lazy[node], half)
            self.lazy[node] = 0

    def add(self, lo, hi, value, node=1, nlo=0, nhi=None):
        if nhi is None:
            nhi = self.size
        if hi <= nlo or nhi <= lo:
            return
        if lo <= nlo and nhi <= hi:
            self._apply(node, value, nhi - nlo)
            return
        self._push(node, nhi - nlo)
        mid = (nlo + nhi) // 2
        self.add(lo, hi, value, 2 * node, nlo, mid)
        self.add(lo, hi, value, 2 * node + 1, mid, nhi)
        self.sum[node] = self.sum[2 * node] + self.sum[2 * node + 1]
        self.min[node] = min(self.min[2 * node], self.min[2 * node + 1])

    def query(self, lo, hi, node=1, nlo=0, nhi=None):
        if nhi is None:
            nhi = self.size
        if hi <= nlo or nhi <= lo:
            return 0, float("inf")
        if lo <= nlo and nhi <= hi:
            return self.sum[node], self.min[node]
        self._push(node, nhi - nlo)
        mid = (nlo + nhi) // 2
        s1, m1 = self.query(lo, hi, 2 * node, nlo, mid)
        s2, m2 = self.query(lo, hi, 2 * node + 1, mid, nhi)
        return s1 + s2, min(m1, m2)


class Fenwick:
    def __init__(self, n):
        self.tree = [0] * (n + 1)

    def update(self, i, delta):
        i += 1
        while i < len(self.tree):
            self.tree[i] += delta
            i += i & -i

    def prefix(self, i):
        s = 0
        while i > 0:
            s += self.tree[i]
            i -= i & -i
        return s


class IntervalIndex:
    def __init__(self, intervals):
        self.items = sorted(intervals)
        self.starts = [s for s, _, _ in self.items]
        n = len(self.items)
        self.maxend = [e for _, e, _ in self.items]
        step = 1
        while step < n:
            for i in range(0, n - step, 2 * step):
                j = i + step
                self.maxend[i] = max(self.maxend[i], max(self.maxend[j:min(j + step, n)]))
            step *= 2

    def stab(self, point):
        hi = bisect.bisect_right(self.starts, point)
        return sorted(tag for s, e, tag in self.items[:hi] if e > point)


def main(n, ops):
    rng = random.Random(31337)
    values = [rng.randint(-50, 50) for _ in range(n)]
    brute = list(values)
    seg = SegmentTree(values)
    fen = Fenwick(n)
    for i, v in enumerate(values):
        fen.update(i, v)
    check = 0
    for k in range(ops):
        lo = rng.randrange(n)
        hi = rng.randint(lo + 1, min(n, lo + n // 4 + 1))
        if rng.random() < 0.4:
            d = rng.randint(-9, 9)
            seg.add(lo, hi, d)
            fen.update(lo, d)
            if k < 300:
                for i in range(lo, hi):
                    brute[i] += d
        else:
            s, m = seg.query(lo, hi)
            check = (check * 31 + s * 7 + m + fen.prefix(hi) - fen.prefix(lo)) % (1 << 61)
            if k < 300:
                assert (s, m) == (sum(brute[lo:hi]), min(brute[lo:hi])), (k, lo, hi)
    intervals = []
    for tag in range(n // 2):
        s = rng.randrange(10 * n)
        intervals.append((s, s + rng.randint(1, 200), f"iv{tag}"))
    index = IntervalIndex(intervals)
    hits = 0
    for _ in range(ops // 20):
        found = index.stab(rng.randrange(10 * n))
        hits += len(found)
        check ^= hash(tuple(found)) & 0xFFFF if not found else len(found[0]) + len(found)
    print("root", seg.query(0, n), "prefix", fen.prefix(n // 2))
    print("stabbing hits", hits, "maxend head", index.maxend[:4])
    print("check", check)


if __name__ == "__main__":
    main(n=2000, ops=24000)  # test: main(n=64, ops=400)
