# Benchmark (held-out style, after typical agent code): dependency graphs. Builds a random DAG
# as a dict of sets, runs Kahn's topological sort with collections.deque, DFS with an explicit
# stack and a recursive DFS for cycle detection, BFS shortest hops, strongly connected
# components (Tarjan) on a graph with back edges, and reachability counts with set unions.
from collections import deque, defaultdict


def make_dag(n, edges, seed):
    x = seed
    g = {i: set() for i in range(n)}
    for _ in range(edges):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        a = x % n
        b = (x >> 10) % n
        if a != b:
            lo, hi = (a, b) if a < b else (b, a)
            g[lo].add(hi)
    return g


def kahn(g):
    indeg = defaultdict(int)
    for u in g:
        for v in g[u]:
            indeg[v] += 1
    q = deque(u for u in g if indeg[u] == 0)
    order = []
    while q:
        u = q.popleft()
        order.append(u)
        for v in sorted(g[u]):
            indeg[v] -= 1
            if indeg[v] == 0:
                q.append(v)
    return order


def dfs_order(g, start):
    seen = set()
    stack = [start]
    out = []
    while stack:
        u = stack.pop()
        if u in seen:
            continue
        seen.add(u)
        out.append(u)
        stack.extend(v for v in g[u] if v not in seen)
    return out


def bfs_hops(g, start):
    dist = {start: 0}
    q = deque([start])
    while q:
        u = q.popleft()
        for v in g[u]:
            if v not in dist:
                dist[v] = dist[u] + 1
                q.append(v)
    return dist


def has_cycle(g):
    color = dict.fromkeys(g, 0)

    def visit(u):
        color[u] = 1
        for v in g[u]:
            if color[v] == 1:
                return True
            if color[v] == 0 and visit(v):
                return True
        color[u] = 2
        return False

    return any(color[u] == 0 and visit(u) for u in g)


def tarjan(g):
    index = {}
    low = {}
    on = set()
    stack = []
    comps = []
    counter = [0]

    def strong(u):
        index[u] = low[u] = counter[0]
        counter[0] += 1
        stack.append(u)
        on.add(u)
        for v in g[u]:
            if v not in index:
                strong(v)
                low[u] = min(low[u], low[v])
            elif v in on:
                low[u] = min(low[u], index[v])
        if low[u] == index[u]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == u:
                    break
            comps.append(comp)

    for u in g:
        if u not in index:
            strong(u)
    return comps


def reach_counts(g, order):
    reach = {}
    for u in reversed(order):
        r = set(g[u])
        for v in g[u]:
            r |= reach[v]
        reach[u] = r
    return reach


def main():
    for rep in range(48):
        g = make_dag(600, 2400, 99 + rep)
        order = kahn(g)
        pos = {u: i for i, u in enumerate(order)}
        ok = all(pos[u] < pos[v] for u in g for v in g[u])
        d = bfs_hops(g, order[0])
        reach = reach_counts(g, order)
        top = max(reach, key=lambda u: (len(reach[u]), -u))
        row = (rep, len(order), ok, len(dfs_order(g, order[0])), max(d.values()),
               top, len(reach[top]), has_cycle(g))
        cyc = {u: set(vs) for u, vs in g.items()}
        x = rep
        for i in range(150):
            x = (x * 69069 + 1) & 0xFFFFFFFF
            a = x % 600
            b = (x >> 12) % 600
            cyc[max(a, b)].add(min(a, b))
        comps = tarjan(cyc)
        sizes = sorted((len(c) for c in comps), reverse=True)
        if rep % 8 == 0:
            print(*row)
            print("  cycle", has_cycle(cyc), "sccs", len(comps), sizes[:5])


main()
