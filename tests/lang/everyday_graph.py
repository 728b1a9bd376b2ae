# Graph algorithms: BFS shortest path, DFS topological sort, Dijkstra.
import heapq
from collections import deque

edges = [("a", "b", 4), ("a", "c", 1), ("c", "b", 2), ("b", "d", 1),
         ("c", "d", 5), ("d", "e", 3), ("e", "f", 1), ("c", "f", 9)]
graph = {}
for u, v, w in edges:
    graph.setdefault(u, []).append((v, w))
    graph.setdefault(v, [])

def bfs(start, goal):
    prev = {start: None}
    q = deque([start])
    while q:
        node = q.popleft()
        if node == goal:
            break
        for nxt, _ in graph[node]:
            if nxt not in prev:
                prev[nxt] = node
                q.append(nxt)
    path, node = [], goal
    while node is not None:
        path.append(node)
        node = prev.get(node)
    return path[::-1]

def topo():
    order, state = [], {}
    def visit(n):
        if state.get(n) == 1:
            raise ValueError("cycle at " + n)
        if state.get(n) == 2:
            return
        state[n] = 1
        for m, _ in sorted(graph[n]):
            visit(m)
        state[n] = 2
        order.append(n)
    for n in sorted(graph):
        visit(n)
    return order[::-1]

def dijkstra(src):
    dist = {src: 0}
    heap = [(0, src)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in graph[u]:
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                heapq.heappush(heap, (nd, v))
    return dist

print(bfs("a", "f"), bfs("b", "f"))
print(topo())
print(sorted(dijkstra("a").items()))
graph["f"].append(("a", 1))
try:
    topo()
except ValueError as e:
    print("ValueError:", e)
degree = {n: len(v) for n, v in graph.items()}
print(max(degree, key=degree.get), sorted(degree.values()))
