# Benchmark (held-out style, after typical agent code): global minimum cut of weighted graphs.
# Stoer-Wagner with dict-of-dicts adjacency and a heapq priority queue with lazy deletion
# (merging vertices into named super-vertices, frozensets for the partition); Karger's random
# contraction with a union-find class (repeated trials with random.Random(seed)); a brute-force
# check on small graphs with itertools.combinations; the graphs are generated clusters joined
# by a few bridges so the expected cut is known; results printed as digests.
import heapq
import itertools
import random
from collections import defaultdict


class Graph:
    def __init__(self):
        self.adj = defaultdict(dict)

    def add(self, u, v, w=1):
        if u == v:
            return
        self.adj[u][v] = self.adj[u].get(v, 0) + w
        self.adj[v][u] = self.adj[v].get(u, 0) + w

    @property
    def nodes(self):
        return list(self.adj)

    def edges(self):
        for u, nbrs in self.adj.items():
            for v, w in nbrs.items():
                if repr(u) < repr(v):
                    yield u, v, w

    def copy(self):
        g = Graph()
        for u, nbrs in self.adj.items():
            g.adj[u] = dict(nbrs)
        return g

    def cut_weight(self, side):
        return sum(w for u in side for v, w in self.adj[u].items() if v not in side)


def min_cut_phase(adj):
    nodes = list(adj)
    start = nodes[0]
    in_a = {start}
    weights = defaultdict(int)
    heap = []
    for v, w in adj[start].items():
        weights[v] += w
        heapq.heappush(heap, (-weights[v], repr(v), v))
    order = [start]
    last_w = 0
    while len(order) < len(nodes):
        while True:
            negw, _, v = heapq.heappop(heap)
            if v not in in_a and -negw == weights[v]:
                break
        in_a.add(v)
        order.append(v)
        last_w = -negw
        for x, w in adj[v].items():
            if x not in in_a:
                weights[x] += w
                heapq.heappush(heap, (-weights[x], repr(x), x))
        if len(order) < len(nodes) and not any(x not in in_a for x in weights):
            for x in nodes:
                if x not in in_a:
                    heapq.heappush(heap, (0, repr(x), x))
    return order[-2], order[-1], last_w


def stoer_wagner(graph):
    g = graph.copy()
    groups = {v: frozenset([v]) for v in g.nodes}
    best = None
    best_side = None
    phases = 0
    while len(g.adj) > 1:
        s, t, w = min_cut_phase(g.adj)
        phases += 1
        if best is None or w < best:
            best, best_side = w, groups[t]
        merged = groups.pop(s) | groups.pop(t)
        name = ("m", phases)
        groups[name] = merged
        for x, wx in list(g.adj[s].items()) + list(g.adj[t].items()):
            if x not in (s, t):
                g.adj[name][x] = g.adj[name].get(x, 0) + wx
                g.adj[x][name] = g.adj[x].get(name, 0) + wx
                g.adj[x].pop(s, None)
                g.adj[x].pop(t, None)
        del g.adj[s]
        del g.adj[t]
    return best, best_side, phases


class UnionFind:
    def __init__(self, items):
        self.parent = {x: x for x in items}
        self.size = {x: 1 for x in items}
        self.count = len(self.parent)

    def find(self, x):
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.size[ra] < self.size[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.size[ra] += self.size[rb]
        self.count -= 1
        return True


def karger(graph, trials, rng):
    edges = []
    for u, v, w in graph.edges():
        edges.extend([(u, v)] * w)
    best = None
    for _ in range(trials):
        uf = UnionFind(graph.nodes)
        order = edges[:]
        rng.shuffle(order)
        for u, v in order:
            if uf.count <= 2:
                break
            uf.union(u, v)
        cut = sum(1 for u, v in edges if uf.find(u) != uf.find(v))
        if best is None or cut < best:
            best = cut
    return best


def clustered(rng, clusters, size, p_in, bridges):
    g = Graph()
    for c in range(clusters):
        members = [f"c{c}n{i}" for i in range(size)]
        for a, b in itertools.combinations(members, 2):
            if rng.random() < p_in:
                g.add(a, b, rng.randint(1, 3))
        for i in range(size - 1):
            g.add(members[i], members[i + 1], 2)
    for k in range(bridges):
        c1, c2 = rng.sample(range(clusters), 2)
        g.add(f"c{c1}n{rng.randrange(size)}", f"c{c2}n{rng.randrange(size)}", 1)
    return g


def brute_force(graph):
    nodes = graph.nodes
    first = nodes[0]
    best = None
    rest = nodes[1:]
    for r in range(0, len(rest)):
        for combo in itertools.combinations(rest, r):
            side = {first, *combo}
            w = graph.cut_weight(side)
            if best is None or w < best:
                best = w
    return best


def main(graphs=8, size=22, seed=3):
    rng = random.Random(seed)
    for k in range(graphs):
        g = clustered(rng, 3, size, 0.45, 2 + k)
        best, side, phases = stoer_wagner(g)
        kg = karger(g, 4, rng)
        print(f"graph {k}: nodes={len(g.nodes)} edges={sum(1 for _ in g.edges())} "
              f"stoer_wagner={best} side={len(side)} phases={phases} karger={kg} "
              f"check={g.cut_weight(side) == best}")
    small = clustered(rng, 2, 6, 0.6, 1)
    sw, _, _ = stoer_wagner(small)
    print("small", sw, brute_force(small))


if __name__ == "__main__":
    main()  # test: main(graphs=2, size=6)
