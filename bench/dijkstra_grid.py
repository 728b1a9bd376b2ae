# Benchmark (held-out style, after typical agent code): shortest paths with heapq on a grid
# graph with weighted cells. Measures heapq.heappush/heappop on tuples, dict-of-lists
# adjacency, tuple keys, min-distance bookkeeping in dicts and path reconstruction.
import heapq


def make_grid(w, h, seed):
    grid = []
    x = seed
    for r in range(h):
        row = []
        for c in range(w):
            x = (x * 1103515245 + 12345) & 0x7FFFFFFF
            row.append(1 + (x >> 16) % 9)
        grid.append(row)
    return grid


def neighbours(grid, w, h):
    adj = {}
    for r in range(h):
        for c in range(w):
            out = []
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                nr, nc = r + dr, c + dc
                if 0 <= nr < h and 0 <= nc < w:
                    out.append(((nr, nc), grid[nr][nc]))
            adj[(r, c)] = out
    return adj


def dijkstra(adj, start, goal):
    dist = {start: 0}
    prev = {}
    heap = [(0, start)]
    seen = set()
    while heap:
        d, node = heapq.heappop(heap)
        if node in seen:
            continue
        seen.add(node)
        if node == goal:
            break
        for nxt, cost in adj[node]:
            nd = d + cost
            if nd < dist.get(nxt, 1 << 60):
                dist[nxt] = nd
                prev[nxt] = node
                heapq.heappush(heap, (nd, nxt))
    path = [goal]
    while path[-1] != start:
        path.append(prev[path[-1]])
    path.reverse()
    return dist[goal], len(path), len(seen)


def main():
    total = 0
    for seed in range(10):
        w, h = 110, 110
        grid = make_grid(w, h, seed)
        adj = neighbours(grid, w, h)
        d, plen, nseen = dijkstra(adj, (0, 0), (h - 1, w - 1))
        d2, plen2, _ = dijkstra(adj, (h - 1, 0), (0, w - 1))
        total += d + d2
        print(f"seed {seed}: cost {d:5d} path {plen:4d} visited {nseen:5d} | cost {d2:5d} path {plen2:4d}")
    print("total", total)


main()
