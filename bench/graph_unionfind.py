# Benchmark (held-out style, after typical agent code): graph algorithms on random graphs.
# A UnionFind class (path compression, union by rank) for Kruskal's minimum spanning tree and
# connected components, Prim's MST with heapq, BFS distances with collections.deque,
# iterative and recursive DFS, Tarjan's strongly connected components, bipartite checking,
# articulation points and a topological order of the SCC condensation. Graphs are
# dict[int, list[tuple[int, int]]] built from a seeded random.Random.
import heapq
import random
import sys
from collections import defaultdict, deque
from dataclasses import dataclass
from typing import Dict, Iterable, List, Set, Tuple

sys.setrecursionlimit(10_000)


@dataclass(frozen=True)
class Edge:
    u: int
    v: int
    weight: int


class UnionFind:
    def __init__(self, items: Iterable[int]) -> None:
        self.parent = {x: x for x in items}
        self.rank = {x: 0 for x in self.parent}
        self.components = len(self.parent)

    def find(self, x: int) -> int:
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a: int, b: int) -> bool:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        self.components -= 1
        return True


Graph = Dict[int, List[Tuple[int, int]]]


def random_graph(rng: random.Random, n: int, m: int) -> Tuple[List[Edge], Graph]:
    edges: List[Edge] = []
    seen: Set[Tuple[int, int]] = set()
    while len(edges) < m:
        u, v = rng.randrange(n), rng.randrange(n)
        if u == v or (min(u, v), max(u, v)) in seen:
            continue
        seen.add((min(u, v), max(u, v)))
        edges.append(Edge(u, v, rng.randint(1, 100)))
    adj: Graph = defaultdict(list)
    for e in edges:
        adj[e.u].append((e.v, e.weight))
        adj[e.v].append((e.u, e.weight))
    return edges, adj


def kruskal(n: int, edges: List[Edge]) -> Tuple[int, int]:
    uf = UnionFind(range(n))
    total = 0
    for edge in sorted(edges, key=lambda e: (e.weight, e.u, e.v)):
        if uf.union(edge.u, edge.v):
            total += edge.weight
    return total, uf.components


def prim(n: int, adj: Graph, start: int = 0) -> int:
    visited = {start}
    heap = [(w, start, v) for v, w in adj[start]]
    heapq.heapify(heap)
    total = 0
    while heap and len(visited) < n:
        w, _, v = heapq.heappop(heap)
        if v in visited:
            continue
        visited.add(v)
        total += w
        for nxt, nw in adj[v]:
            if nxt not in visited:
                heapq.heappush(heap, (nw, v, nxt))
    return total


def bfs_distances(adj: Graph, source: int) -> Dict[int, int]:
    dist = {source: 0}
    queue = deque([source])
    while queue:
        node = queue.popleft()
        for nxt, _ in adj[node]:
            if nxt not in dist:
                dist[nxt] = dist[node] + 1
                queue.append(nxt)
    return dist


def is_bipartite(adj: Graph, nodes: Iterable[int]) -> bool:
    color: Dict[int, int] = {}
    for start in nodes:
        if start in color:
            continue
        color[start] = 0
        stack = [start]
        while stack:
            node = stack.pop()
            for nxt, _ in adj[node]:
                if nxt not in color:
                    color[nxt] = 1 - color[node]
                    stack.append(nxt)
                elif color[nxt] == color[node]:
                    return False
    return True


def articulation_points(adj: Graph, n: int) -> Set[int]:
    disc: Dict[int, int] = {}
    low: Dict[int, int] = {}
    points: Set[int] = set()
    timer = [0]

    def dfs(u: int, parent: int) -> None:
        disc[u] = low[u] = timer[0]
        timer[0] += 1
        children = 0
        for v, _ in adj[u]:
            if v not in disc:
                children += 1
                dfs(v, u)
                low[u] = min(low[u], low[v])
                if parent != -1 and low[v] >= disc[u]:
                    points.add(u)
            elif v != parent:
                low[u] = min(low[u], disc[v])
        if parent == -1 and children > 1:
            points.add(u)

    for u in range(n):
        if u not in disc:
            dfs(u, -1)
    return points


def tarjan_scc(succ: Dict[int, List[int]], n: int) -> List[List[int]]:
    index: Dict[int, int] = {}
    low: Dict[int, int] = {}
    on_stack: Set[int] = set()
    stack: List[int] = []
    result: List[List[int]] = []
    counter = 0

    def strongconnect(v: int) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in succ.get(v, ()):
            if w not in index:
                strongconnect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            result.append(sorted(component))

    for v in range(n):
        if v not in index:
            strongconnect(v)
    return result


def condensation_order(succ: Dict[int, List[int]], sccs: List[List[int]]) -> List[int]:
    owner = {v: i for i, comp in enumerate(sccs) for v in comp}
    dag: Dict[int, Set[int]] = {i: set() for i in range(len(sccs))}
    indegree = [0] * len(sccs)
    for u, targets in succ.items():
        for v in targets:
            a, b = owner[u], owner[v]
            if a != b and b not in dag[a]:
                dag[a].add(b)
                indegree[b] += 1
    ready = deque(sorted(i for i, d in enumerate(indegree) if d == 0))
    order = []
    while ready:
        c = ready.popleft()
        order.append(c)
        for nxt in sorted(dag[c]):
            indegree[nxt] -= 1
            if indegree[nxt] == 0:
                ready.append(nxt)
    return order


def main() -> None:
    rng = random.Random(7)
    summary = []
    for round_no in range(8):  # test: for round_no in range(2):
        n = 900 + 150 * round_no  # test: n = 60 + 20 * round_no
        edges, adj = random_graph(rng, n, n * 3)
        mst, comps = kruskal(n, edges)
        prim_total = prim(n, adj)
        dist = bfs_distances(adj, 0)
        far = max(dist.values())
        hist = defaultdict(int)
        for d in dist.values():
            hist[d] += 1
        bip = is_bipartite(adj, range(n))
        cut = articulation_points(adj, n)
        succ: Dict[int, List[int]] = defaultdict(list)
        for e in edges:
            if e.weight % 3:
                succ[e.u].append(e.v)
            else:
                succ[e.v].append(e.u)
        sccs = tarjan_scc(succ, n)
        order = condensation_order(succ, sccs)
        biggest = max(sccs, key=len)
        summary.append((mst, prim_total, far, len(cut), len(sccs), len(biggest), order[:3]))
        print(f"n={n} mst={mst} prim={prim_total} comps={comps} ecc={far} "
              f"levels={sorted(hist.items())[:4]} bip={bip} cut={len(cut)} "
              f"scc={len(sccs)} big={len(biggest)} first={order[:3]}")
    print("checksum:", sum(s[0] * 7 + s[3] * 3 + s[4] for s in summary))


if __name__ == "__main__":
    main()
