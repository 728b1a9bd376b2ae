# Benchmark (held-out style, after typical agent code): network flow algorithms on generated
# graphs. A FlowNetwork class keeps adjacency lists of Edge objects (__slots__, paired reverse
# edges); Edmonds-Karp augments along BFS paths found with a deque, Dinic builds level graphs and
# pushes blocking flows with an explicit-pointer DFS, min cuts are read off the residual graph,
# and a task-to-worker assignment is solved as bipartite matching on a flow network.
import random
from collections import deque


class Edge:
    __slots__ = ("to", "cap", "flow", "rev")

    def __init__(self, to, cap, rev):
        self.to = to
        self.cap = cap
        self.flow = 0
        self.rev = rev

    @property
    def residual(self):
        return self.cap - self.flow


class FlowNetwork:
    def __init__(self, n):
        self.n = n
        self.adj = [[] for _ in range(n)]

    def add_edge(self, u, v, cap):
        fwd = Edge(v, cap, len(self.adj[v]))
        back = Edge(u, 0, len(self.adj[u]))
        self.adj[u].append(fwd)
        self.adj[v].append(back)
        return fwd

    def reset(self):
        for edges in self.adj:
            for e in edges:
                e.flow = 0

    def _push(self, edge, amount):
        edge.flow += amount
        self.adj[edge.to][edge.rev].flow -= amount

    def edmonds_karp(self, s, t):
        total = 0
        paths = 0
        while True:
            parent = [None] * self.n
            parent[s] = (s, None)
            queue = deque([s])
            while queue and parent[t] is None:
                u = queue.popleft()
                for e in self.adj[u]:
                    if parent[e.to] is None and e.residual > 0:
                        parent[e.to] = (u, e)
                        queue.append(e.to)
            if parent[t] is None:
                return total, paths
            bottleneck = float("inf")
            v = t
            while v != s:
                u, e = parent[v]
                bottleneck = min(bottleneck, e.residual)
                v = u
            v = t
            while v != s:
                u, e = parent[v]
                self._push(e, bottleneck)
                v = u
            total += bottleneck
            paths += 1

    def _levels(self, s, t):
        level = [-1] * self.n
        level[s] = 0
        queue = deque([s])
        while queue:
            u = queue.popleft()
            for e in self.adj[u]:
                if level[e.to] < 0 and e.residual > 0:
                    level[e.to] = level[u] + 1
                    queue.append(e.to)
        return level if level[t] >= 0 else None

    def _dfs(self, u, t, pushed, level, ptr):
        if u == t:
            return pushed
        edges = self.adj[u]
        while ptr[u] < len(edges):
            e = edges[ptr[u]]
            if e.residual > 0 and level[e.to] == level[u] + 1:
                got = self._dfs(e.to, t, min(pushed, e.residual), level, ptr)
                if got:
                    self._push(e, got)
                    return got
            ptr[u] += 1
        return 0

    def dinic(self, s, t):
        total = 0
        phases = 0
        while True:
            level = self._levels(s, t)
            if level is None:
                return total, phases
            phases += 1
            ptr = [0] * self.n
            while True:
                got = self._dfs(s, t, 1 << 60, level, ptr)
                if not got:
                    break
                total += got

    def min_cut(self, s):
        seen = {s}
        stack = [s]
        while stack:
            u = stack.pop()
            for e in self.adj[u]:
                if e.residual > 0 and e.to not in seen:
                    seen.add(e.to)
                    stack.append(e.to)
        cut = []
        for u in sorted(seen):
            for e in self.adj[u]:
                if e.cap > 0 and e.to not in seen:
                    cut.append((u, e.to, e.cap))
        return seen, cut


def layered_graph(rng, layers, width, cap_max):
    n = layers * width + 2
    s, t = n - 2, n - 1
    net = FlowNetwork(n)
    for j in range(width):
        net.add_edge(s, j, rng.randint(cap_max, 3 * cap_max))
        net.add_edge((layers - 1) * width + j, t, rng.randint(cap_max, 3 * cap_max))
    for layer in range(layers - 1):
        for j in range(width):
            u = layer * width + j
            for k in rng.sample(range(width), 3):
                net.add_edge(u, (layer + 1) * width + k, rng.randint(1, cap_max))
            if rng.random() < 0.2 and j + 1 < width:
                net.add_edge(u, u + 1, rng.randint(1, cap_max // 2 + 1))
    return net, s, t


def assignment(rng, workers, tasks):
    skills = {}
    for w in range(workers):
        skills[f"w{w:02d}"] = sorted(rng.sample(range(tasks), rng.randint(1, 4)))
    n = workers + tasks + 2
    s, t = n - 2, n - 1
    net = FlowNetwork(n)
    names = sorted(skills)
    edges = {}
    for i, w in enumerate(names):
        net.add_edge(s, i, 1)
        for task in skills[w]:
            edges[(w, task)] = net.add_edge(i, workers + task, 1)
    for task in range(tasks):
        net.add_edge(workers + task, t, 1)
    matched, _ = net.dinic(s, t)
    pairs = sorted((w, task) for (w, task), e in edges.items() if e.flow == 1)
    return matched, pairs


def main(rounds=15, layers=10, width=14):
    rng = random.Random(77)
    grand = 0
    for r in range(rounds):
        net, s, t = layered_graph(rng, layers, width, 20 + 5 * r)
        f1, paths = net.edmonds_karp(s, t)
        side, cut = net.min_cut(s)
        net.reset()
        f2, phases = net.dinic(s, t)
        cut_cap = sum(c for _, _, c in cut)
        assert f1 == f2 == cut_cap, (f1, f2, cut_cap)
        grand += f1
        print(f"round {r}: nodes {net.n} flow {f1} paths {paths} phases {phases} "
              f"cut edges {len(cut)} source side {len(side)}")
    print("total flow", grand)
    for size in (20, 35, 50):
        matched, pairs = assignment(rng, size, size)
        print(f"assignment {size}x{size}: matched {matched}; first {pairs[:4]}")


if __name__ == "__main__":
    main()  # test: main(rounds=2, layers=4, width=6)
