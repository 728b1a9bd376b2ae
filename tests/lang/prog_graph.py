# Graph algorithms on dict adjacency lists: BFS, DFS, shortest paths, topological sort, components.
graph = {
    "a": ["b", "c"],
    "b": ["d"],
    "c": ["d", "e"],
    "d": ["f"],
    "e": ["f"],
    "f": [],
    "g": ["h"],
    "h": [],
}
def bfs(start):
    seen, order, queue = {start}, [], [start]
    while queue:
        node = queue.pop(0)
        order.append(node)
        for nxt in graph[node]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return order
def dfs(node, seen=None):
    if seen is None:
        seen = []
    seen.append(node)
    for nxt in graph[node]:
        if nxt not in seen:
            dfs(nxt, seen)
    return seen
print(bfs("a"), dfs("a"), bfs("g"))
def topo():
    indeg = {n: 0 for n in graph}
    for n in graph:
        for m in graph[n]:
            indeg[m] += 1
    ready = sorted(n for n in graph if indeg[n] == 0)
    out = []
    while ready:
        n = ready.pop(0)
        out.append(n)
        for m in graph[n]:
            indeg[m] -= 1
            if indeg[m] == 0:
                ready.append(m)
                ready.sort()
    return out
print(topo())
weighted = {
    "A": {"B": 7, "C": 9, "F": 14},
    "B": {"A": 7, "C": 10, "D": 15},
    "C": {"A": 9, "B": 10, "D": 11, "F": 2},
    "D": {"B": 15, "C": 11, "E": 6},
    "E": {"D": 6, "F": 9},
    "F": {"A": 14, "C": 2, "E": 9},
}
def dijkstra(src):
    dist = {n: float("inf") for n in weighted}
    prev = {}
    dist[src] = 0
    todo = set(weighted)
    while todo:
        u = min(sorted(todo), key=lambda n: dist[n])
        todo.remove(u)
        for v, w in weighted[u].items():
            if dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
                prev[v] = u
    return dist, prev
dist, prev = dijkstra("A")
print(dist)
path, node = [], "E"
while node != "A":
    path.append(node)
    node = prev[node]
print(["A"] + path[::-1])
undirected = {}
for a, b in [(1, 2), (2, 3), (4, 5), (6, 6), (7, 5), (8, 9), (9, 1)]:
    undirected.setdefault(a, set()).add(b)
    undirected.setdefault(b, set()).add(a)
comps, seen = [], set()
for n in sorted(undirected):
    if n in seen:
        continue
    stack, comp = [n], []
    while stack:
        x = stack.pop()
        if x in seen:
            continue
        seen.add(x)
        comp.append(x)
        stack.extend(sorted(undirected[x]))
    comps.append(sorted(comp))
print(comps)
