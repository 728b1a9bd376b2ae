# Benchmark (held-out style, after typical agent code): a log-structured merge key-value store.
# A skip-list memtable (random levels from a seeded RNG) takes puts and deletes (tombstones);
# when full it is flushed to an immutable sorted run with a sparse index searched by bisect and
# a Bloom filter of k hashes from zlib.crc32; runs are compacted level by level with heapq.merge
# keeping the newest version of each key; gets consult memtable, then runs newest first; range
# scans merge every source. A seeded workload of puts, deletes, gets and scans is checked
# against a plain dict and stats (bloom skips, compactions, read amplification) printed.
import bisect
import heapq
import random
import zlib

TOMBSTONE = object()


def tag(pairs, rank):
    """Yields (key, rank, value) so heapq.merge puts newer sources first on equal keys."""
    for k, v in pairs:
        yield k, rank, v


class SkipNode:
    __slots__ = ("key", "value", "next")

    def __init__(self, key, value, level):
        self.key = key
        self.value = value
        self.next = [None] * level


class SkipList:
    MAX_LEVEL = 12

    def __init__(self, rng):
        self.head = SkipNode(None, None, self.MAX_LEVEL)
        self.level = 1
        self.size = 0
        self.rng = rng

    def random_level(self):
        lvl = 1
        while lvl < self.MAX_LEVEL and self.rng.random() < 0.5:
            lvl += 1
        return lvl

    def put(self, key, value):
        update = [self.head] * self.MAX_LEVEL
        node = self.head
        for i in range(self.level - 1, -1, -1):
            while node.next[i] is not None and node.next[i].key < key:
                node = node.next[i]
            update[i] = node
        nxt = node.next[0]
        if nxt is not None and nxt.key == key:
            nxt.value = value
            return
        lvl = self.random_level()
        self.level = max(self.level, lvl)
        new = SkipNode(key, value, lvl)
        for i in range(lvl):
            new.next[i] = update[i].next[i]
            update[i].next[i] = new
        self.size += 1

    def get(self, key):
        node = self.head
        for i in range(self.level - 1, -1, -1):
            while node.next[i] is not None and node.next[i].key < key:
                node = node.next[i]
        node = node.next[0]
        if node is not None and node.key == key:
            return True, node.value
        return False, None

    def items(self, lo=None):
        node = self.head.next[0]
        while node is not None:
            if lo is None or node.key >= lo:
                yield node.key, node.value
            node = node.next[0]


class Bloom:
    def __init__(self, n, bits_per_key=10, k=4):
        self.m = max(64, n * bits_per_key)
        self.k = k
        self.bits = bytearray((self.m + 7) // 8)

    def _hashes(self, key):
        data = key.encode()
        h1 = zlib.crc32(data)
        h2 = zlib.crc32(data, 0x9E3779B9) | 1
        return [(h1 + i * h2) % self.m for i in range(self.k)]

    def add(self, key):
        for h in self._hashes(key):
            self.bits[h >> 3] |= 1 << (h & 7)

    def may_contain(self, key):
        return all(self.bits[h >> 3] & (1 << (h & 7)) for h in self._hashes(key))


class Run:
    INDEX_EVERY = 16

    def __init__(self, items, seq):
        self.keys = [k for k, _ in items]
        self.values = [v for _, v in items]
        self.seq = seq
        self.index = self.keys[:: self.INDEX_EVERY]
        self.bloom = Bloom(len(items))
        for k in self.keys:
            self.bloom.add(k)

    def get(self, key, stats):
        if not self.bloom.may_contain(key):
            stats["bloom_skip"] += 1
            return False, None
        stats["run_probe"] += 1
        block = bisect.bisect_right(self.index, key) - 1
        if block < 0:
            return False, None
        lo = block * self.INDEX_EVERY
        hi = min(lo + self.INDEX_EVERY, len(self.keys))
        i = bisect.bisect_left(self.keys, key, lo, hi)
        if i < hi and self.keys[i] == key:
            return True, self.values[i]
        return False, None

    def items(self, lo):
        i = bisect.bisect_left(self.keys, lo)
        return zip(self.keys[i:], self.values[i:])


class LSM:
    def __init__(self, rng, mem_limit=256, fanout=4):
        self.rng = rng
        self.mem = SkipList(rng)
        self.mem_limit = mem_limit
        self.fanout = fanout
        self.levels = [[]]
        self.seq = 0
        self.stats = {"bloom_skip": 0, "run_probe": 0, "flushes": 0, "compactions": 0}

    def put(self, key, value):
        self.mem.put(key, value)
        if self.mem.size >= self.mem_limit:
            self.flush()

    def delete(self, key):
        self.put(key, TOMBSTONE)

    def flush(self):
        self.seq += 1
        self.levels[0].append(Run(list(self.mem.items()), self.seq))
        self.mem = SkipList(self.rng)
        self.stats["flushes"] += 1
        self.maybe_compact(0)

    def maybe_compact(self, lvl):
        if len(self.levels[lvl]) < self.fanout:
            return
        self.stats["compactions"] += 1
        if lvl + 1 == len(self.levels):
            self.levels.append([])
        sources = sorted(self.levels[lvl] + self.levels[lvl + 1], key=lambda r: -r.seq)
        tagged = [tag(zip(r.keys, r.values), rank) for rank, r in enumerate(sources)]
        merged = []
        last = None
        bottom = lvl + 2 == len(self.levels)
        for k, _, v in heapq.merge(*tagged):
            if k == last:
                continue
            last = k
            if v is TOMBSTONE and bottom:
                continue
            merged.append((k, v))
        self.seq += 1
        self.levels[lvl] = []
        self.levels[lvl + 1] = [Run(merged, self.seq)] if merged else []
        self.maybe_compact(lvl + 1)

    def get(self, key):
        found, v = self.mem.get(key)
        if not found:
            for runs in self.levels:
                for run in sorted(runs, key=lambda r: -r.seq):
                    found, v = run.get(key, self.stats)
                    if found:
                        break
                if found:
                    break
        if not found or v is TOMBSTONE:
            return None
        return v

    def scan(self, lo, count):
        sources = [self.mem.items(lo)]
        for runs in self.levels:
            for run in sorted(runs, key=lambda r: -r.seq):
                sources.append(run.items(lo))
        tagged = [tag(src, rank) for rank, src in enumerate(sources)]
        out, last = [], None
        for k, _, v in heapq.merge(*tagged):
            if k == last:
                continue
            last = k
            if v is not TOMBSTONE:
                out.append((k, v))
                if len(out) == count:
                    break
        return out


def main(ops=12000, keyspace=3000):
    rng = random.Random(2026)
    db = LSM(random.Random(7))
    ref = {}
    mismatches = 0
    gets = scans = 0
    checksum = 0
    for i in range(ops):
        r = rng.random()
        key = f"user:{rng.randrange(keyspace):05d}"
        if r < 0.5:
            val = f"v{i}-{rng.randrange(1000)}"
            db.put(key, val)
            ref[key] = val
        elif r < 0.6:
            db.delete(key)
            ref.pop(key, None)
        elif r < 0.97:
            gets += 1
            got = db.get(key)
            if got != ref.get(key):
                mismatches += 1
            checksum = (checksum + len(got or "")) % 1000007
        else:
            scans += 1
            res = db.scan(key, 20)
            want = sorted((k, v) for k, v in ref.items() if k >= key)[:20]
            if res != want:
                mismatches += 1
            checksum = (checksum * 7 + len(res)) % 1000007
    shape = [sum(len(r.keys) for r in runs) for runs in db.levels]
    print(f"ops={ops} gets={gets} scans={scans} mismatches={mismatches}")
    print(f"levels={len(db.levels)} level sizes={shape} memtable={db.mem.size}")
    for k in sorted(db.stats):
        print(f"{k:12s} {db.stats[k]}")
    print(f"live keys={len(ref)} checksum={checksum}")


if __name__ == "__main__":
    main()  # test: main(ops=1500, keyspace=400)
