# Benchmark (held-out style, after typical agent code): state-based CRDTs replicated across
# simulated nodes. A GCounter and PNCounter (dicts of per-node counts, merge by max), an ORSet
# (element -> set of unique add tags, tombstoned tags), an LWW register map with (timestamp,
# node) tie-breaking, and vector clocks with happened-before comparison. Nodes apply random
# operations, gossip with random peers over lossy links, and the run checks that all replicas
# converge to the same state after a final full exchange.
import random
from copy import deepcopy


class GCounter:
    def __init__(self):
        self.counts = {}

    def increment(self, node, n=1):
        self.counts[node] = self.counts.get(node, 0) + n

    def value(self):
        return sum(self.counts.values())

    def merge(self, other):
        for node, c in other.counts.items():
            if c > self.counts.get(node, 0):
                self.counts[node] = c


class PNCounter:
    def __init__(self):
        self.p = GCounter()
        self.n = GCounter()

    def add(self, node, delta):
        if delta >= 0:
            self.p.increment(node, delta)
        else:
            self.n.increment(node, -delta)

    def value(self):
        return self.p.value() - self.n.value()

    def merge(self, other):
        self.p.merge(other.p)
        self.n.merge(other.n)


class ORSet:
    def __init__(self):
        self.adds = {}
        self.removed = set()

    def add(self, elem, tag):
        self.adds.setdefault(elem, set()).add(tag)

    def remove(self, elem):
        self.removed |= self.adds.get(elem, set())

    def __contains__(self, elem):
        return bool(self.adds.get(elem, set()) - self.removed)

    def elements(self):
        return sorted(e for e, tags in self.adds.items() if tags - self.removed)

    def merge(self, other):
        for elem, tags in other.adds.items():
            self.adds.setdefault(elem, set()).update(tags)
        self.removed |= other.removed


class LWWMap:
    def __init__(self):
        self.entries = {}  # key -> (stamp, node, value)

    def set(self, key, value, stamp, node):
        cur = self.entries.get(key)
        if cur is None or (stamp, node) > cur[:2]:
            self.entries[key] = (stamp, node, value)

    def merge(self, other):
        for key, (stamp, node, value) in other.entries.items():
            self.set(key, value, stamp, node)

    def snapshot(self):
        return {k: v[2] for k, v in sorted(self.entries.items())}


def vc_compare(a, b):
    keys = a.keys() | b.keys()
    le = all(a.get(k, 0) <= b.get(k, 0) for k in keys)
    ge = all(a.get(k, 0) >= b.get(k, 0) for k in keys)
    if le and ge:
        return "equal"
    if le:
        return "before"
    if ge:
        return "after"
    return "concurrent"


class Node:
    def __init__(self, name):
        self.name = name
        self.hits = GCounter()
        self.balance = PNCounter()
        self.tags = ORSet()
        self.config = LWWMap()
        self.clock = {}
        self.seq = 0

    def tick(self):
        self.clock[self.name] = self.clock.get(self.name, 0) + 1
        return self.clock[self.name]

    def local_op(self, rng, now):
        kind = rng.random()
        self.tick()
        if kind < 0.3:
            self.hits.increment(self.name, rng.randint(1, 5))
        elif kind < 0.55:
            self.balance.add(self.name, rng.randint(-50, 60))
        elif kind < 0.8:
            self.seq += 1
            self.tags.add(f"tag{rng.randrange(40)}", f"{self.name}:{self.seq}")
        elif kind < 0.9:
            self.tags.remove(f"tag{rng.randrange(40)}")
        else:
            self.config.set(f"k{rng.randrange(12)}", rng.randrange(1000), now, self.name)

    def receive(self, other):
        self.hits.merge(other.hits)
        self.balance.merge(other.balance)
        self.tags.merge(other.tags)
        self.config.merge(other.config)
        for k, v in other.clock.items():
            if v > self.clock.get(k, 0):
                self.clock[k] = v
        self.tick()

    def state(self):
        return (self.hits.value(), self.balance.value(), tuple(self.tags.elements()),
                tuple(self.config.snapshot().items()))


def main(n_nodes=8, steps=20000):
    rng = random.Random(11)
    nodes = [Node(f"n{i}") for i in range(n_nodes)]
    relations = {"before": 0, "after": 0, "concurrent": 0, "equal": 0}
    dropped = 0
    for now in range(steps):
        node = rng.choice(nodes)
        node.local_op(rng, now)
        if now % 4 == 0:
            a, b = rng.sample(nodes, 2)
            relations[vc_compare(a.clock, b.clock)] += 1
            if rng.random() < 0.15:
                dropped += 1
            else:
                b.receive(deepcopy(a) if now % 200 == 0 else a)
    distinct = {n.state() for n in nodes}
    print(f"before final sync: {len(distinct)} distinct states, {dropped} messages dropped")
    print("clock relations:", relations)
    for a in nodes:
        for b in nodes:
            if a is not b:
                b.receive(a)
    states = [n.state() for n in nodes]
    assert all(s == states[0] for s in states)
    hits, balance, tags, config = states[0]
    print(f"converged: hits={hits} balance={balance} tags={len(tags)} config keys={len(config)}")
    print("tags:", " ".join(tags[:10]))
    print("config:", ", ".join(f"{k}={v}" for k, v in config))
    print("per-node hits:", {n: c for n, c in sorted(nodes[0].hits.counts.items())})
    print("clock:", sorted(nodes[0].clock.items()))


if __name__ == "__main__":
    main()  # test: main(n_nodes=4, steps=300)
