from collections import deque
import heapq

GRID = ["S..#....",
        ".#.#.##.",
        ".#...#..",
        ".####.#.",
        "......#E"]
R, C = len(GRID), len(GRID[0])
start = next((r, c) for r in range(R) for c in range(C) if GRID[r][c] == "S")
end = next((r, c) for r in range(R) for c in range(C) if GRID[r][c] == "E")

def bfs():
    q = deque([start])
    prev = {start: None}
    while q:
        cur = q.popleft()
        if cur == end:
            break
        r, c = cur
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < R and 0 <= nc < C and GRID[nr][nc] != "#" and (nr, nc) not in prev:
                prev[(nr, nc)] = cur
                q.append((nr, nc))
    path = []
    node = end
    while node:
        path.append(node)
        node = prev.get(node)
    return path[::-1]

p = bfs()
print(len(p) - 1, p[:4])
grid = [list(row) for row in GRID]
for r, c in p[1:-1]:
    grid[r][c] = "*"
print("\n".join("".join(row) for row in grid))

G = {"A": {"B": 4, "C": 2}, "B": {"C": 5, "D": 10}, "C": {"E": 3}, "E": {"D": 4}, "D": {}}
def dijkstra(src):
    dist = {src: 0}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in G[u].items():
            if d + w < dist.get(v, float("inf")):
                dist[v] = d + w
                heapq.heappush(pq, (d + w, v))
    return dist
print(sorted(dijkstra("A").items()))
print(heapq.nsmallest(2, [(5, "x"), (1, "y"), (3, "z")]), heapq.nlargest(1, G, key=lambda k: len(G[k])))
