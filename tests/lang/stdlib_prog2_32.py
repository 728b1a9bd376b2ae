from collections import defaultdict, deque
from typing import Dict, List, Set
import heapq


def topo_sort(deps: Dict[str, List[str]]) -> List[str]:
    indeg: Dict[str, int] = defaultdict(int)
    graph: Dict[str, Set[str]] = defaultdict(set)
    nodes = set(deps)
    for node, reqs in deps.items():
        for r in reqs:
            graph[r].add(node)
            indeg[node] += 1
            nodes.add(r)
    ready = [n for n in nodes if indeg[n] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        n = heapq.heappop(ready)
        order.append(n)
        for m in sorted(graph[n]):
            indeg[m] -= 1
            if indeg[m] == 0:
                heapq.heappush(ready, m)
    if len(order) != len(nodes):
        raise ValueError("cycle detected")
    return order


deps = {
    "app": ["lib", "utils"],
    "lib": ["core"],
    "utils": ["core", "log"],
    "tests": ["app"],
}
print(topo_sort(deps))
try:
    topo_sort({"a": ["b"], "b": ["a"]})
except ValueError as e:
    print(e)


def dijkstra(edges, src):
    adj = defaultdict(list)
    for u, v, w in edges:
        adj[u].append((v, w))
        adj[v].append((u, w))
    dist = {src: 0}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in adj[u]:
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                heapq.heappush(pq, (nd, v))
    return dict(sorted(dist.items()))


print(dijkstra([("a", "b", 4), ("a", "c", 1), ("c", "b", 2), ("b", "d", 5)], "a"))
q = deque(["x"])
q.extendleft(["y", "z"])
print(q, q.count("x"), q.index("y"))
