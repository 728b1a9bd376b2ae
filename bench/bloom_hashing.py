# Benchmark (held-out style, after typical agent code): probabilistic and hash-based structures.
# A Bloom filter over a bytearray bit array with k indexes derived from one hashlib.sha256 digest
# (int.from_bytes, double hashing), a counting Bloom filter with deletions, a consistent-hash ring
# with virtual nodes (hashlib.md5, bisect) that rebalances as nodes join and leave, a count-min
# sketch, and a HyperLogLog estimator (leading zeros via int.bit_length). Keys are generated
# strings; false-positive rates, key movement and estimates are printed.
import hashlib
import math
from bisect import bisect_right, insort
from collections import Counter


def h64(key, salt=b""):
    return int.from_bytes(hashlib.sha256(salt + key.encode()).digest()[:8], "big")


class BloomFilter:
    def __init__(self, n_items, fp_rate):
        self.m = max(8, int(-n_items * math.log(fp_rate) / (math.log(2) ** 2)))
        self.k = max(1, round(self.m / n_items * math.log(2)))
        self.bits = bytearray((self.m + 7) // 8)
        self.count = 0

    def _indexes(self, key):
        digest = hashlib.sha256(key.encode()).digest()
        a = int.from_bytes(digest[:8], "little")
        b = int.from_bytes(digest[8:16], "little") | 1
        return [(a + i * b) % self.m for i in range(self.k)]

    def add(self, key):
        for ix in self._indexes(key):
            self.bits[ix >> 3] |= 1 << (ix & 7)
        self.count += 1

    def __contains__(self, key):
        return all(self.bits[ix >> 3] & (1 << (ix & 7)) for ix in self._indexes(key))

    def fill_ratio(self):
        return sum(bin(b).count("1") for b in self.bits) / self.m


class CountingBloom:
    def __init__(self, m, k):
        self.m, self.k = m, k
        self.counters = [0] * m

    def _indexes(self, key):
        v = h64(key, b"cb")
        return [(v >> (i * 9)) % self.m for i in range(self.k)]

    def add(self, key):
        for ix in self._indexes(key):
            self.counters[ix] += 1

    def remove(self, key):
        ixs = self._indexes(key)
        if any(self.counters[ix] == 0 for ix in ixs):
            raise KeyError(key)
        for ix in ixs:
            self.counters[ix] -= 1

    def might_contain(self, key):
        return min(self.counters[ix] for ix in self._indexes(key)) > 0


class HashRing:
    def __init__(self, vnodes=40):
        self.vnodes, self.keys, self.owner = vnodes, [], {}

    @staticmethod
    def _hash(text):
        return int(hashlib.md5(text.encode()).hexdigest()[:12], 16)

    def add_node(self, node):
        for i in range(self.vnodes):
            h = self._hash(f"{node}#{i}")
            self.owner[h] = node
            insort(self.keys, h)

    def remove_node(self, node):
        doomed = {h for h, n in self.owner.items() if n == node}
        self.keys = [h for h in self.keys if h not in doomed]
        for h in doomed:
            del self.owner[h]

    def lookup(self, key):
        i = bisect_right(self.keys, self._hash(key))
        return self.owner[self.keys[i % len(self.keys)]]


class CountMin:
    def __init__(self, width, depth):
        self.width, self.depth = width, depth
        self.rows = [[0] * width for _ in range(depth)]

    def add(self, key, n=1):
        v = h64(key, b"cm")
        for d, row in enumerate(self.rows):
            row[(v >> (d * 13)) % self.width] += n

    def estimate(self, key):
        v = h64(key, b"cm")
        return min(row[(v >> (d * 13)) % self.width] for d, row in enumerate(self.rows))


def hll_estimate(keys, p=10):
    m = 1 << p
    regs = bytearray(m)
    for key in keys:
        v = h64(key, b"hll")
        idx, rest = v >> (64 - p), v & ((1 << (64 - p)) - 1)
        rank = (64 - p) - rest.bit_length() + 1
        if rank > regs[idx]:
            regs[idx] = rank
    alpha = 0.7213 / (1 + 1.079 / m)
    raw = alpha * m * m / sum(2.0 ** -r for r in regs)
    zeros = regs.count(0)
    if raw <= 2.5 * m and zeros:
        return m * math.log(m / zeros)
    return raw


def make_keys(prefix, n, seed):
    x, out = seed, []
    for i in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        out.append(f"{prefix}:{i}:{x >> 40:06x}")
    return out


def main(n=8000):
    members = make_keys("user", n, 1)
    others = make_keys("visitor", n, 2)
    bloom = BloomFilter(n, 0.01)
    for key in members:
        bloom.add(key)
    fp = sum(1 for key in others if key in bloom)
    print(f"bloom m={bloom.m} k={bloom.k} fill={bloom.fill_ratio():.4f}")
    print(f"  all members found: {all(k in bloom for k in members)}, false positives: {fp}/{n}")

    cb = CountingBloom(n * 8, 4)
    for key in members:
        cb.add(key)
    for key in members[::2]:
        cb.remove(key)
    still = sum(cb.might_contain(k) for k in members[1::2])
    ghosts = sum(cb.might_contain(k) for k in members[::2])
    try:
        cb.remove("never-added")
        removed = "yes"
    except KeyError:
        removed = "KeyError"
    print(f"counting: kept {still}, ghosts {ghosts}, remove missing -> {removed}")

    ring = HashRing()
    for node in ("alpha", "beta", "gamma", "delta"):
        ring.add_node(node)
    before = {k: ring.lookup(k) for k in members}
    ring.add_node("epsilon")
    after_add = {k: ring.lookup(k) for k in members}
    ring.remove_node("beta")
    after_rm = {k: ring.lookup(k) for k in members}
    moved1 = sum(before[k] != after_add[k] for k in members)
    moved2 = sum(after_add[k] != after_rm[k] for k in members)
    load = Counter(after_rm.values())
    print(f"ring: moved on add {moved1}, on remove {moved2}")
    print("  load:", ", ".join(f"{node}={load[node]}" for node in sorted(load)))

    cm = CountMin(512, 4)
    truth = Counter()
    for i, key in enumerate(members):
        reps = 1 + (i * 7919) % 13
        cm.add(key, reps)
        truth[key] += reps
    err = sum(cm.estimate(k) - truth[k] for k in members)
    print(f"count-min: total overestimate {err}, max {max(cm.estimate(k) - truth[k] for k in members[:500])}")

    est = hll_estimate(members + others + members[: n // 2])
    print(f"hll: true {2 * n}, estimate {est:.1f}, error {abs(est - 2 * n) / (2 * n):.3%}")


if __name__ == "__main__":
    main()  # test: main(n=200)
