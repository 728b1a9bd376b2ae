from collections import deque
from statistics import mean
from typing import Deque, Iterable, Iterator


def moving_average(values: Iterable[float], window: int) -> Iterator[float]:
    buf: Deque[float] = deque(maxlen=window)
    for v in values:
        buf.append(v)
        if len(buf) == window:
            yield round(mean(buf), 3)


prices = [10, 11, 12, 13, 12, 11, 15, 18, 17, 16]
print(list(moving_average(prices, 3)))

d = deque([1, 2, 3])
d.appendleft(0)
d.extend([4, 5])
d.rotate(2)
print(d)
d.rotate(-3)
print(d, d.popleft(), d.pop(), d)
print(deque("abc", maxlen=2))

# BFS on a grid
grid = [
    "S.#.....",
    ".##.###.",
    "....#...",
    "#.#...#E",
]
rows, cols = len(grid), len(grid[0])
start = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "S")
end = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "E")
q = deque([(start, 0)])
seen = {start}
while q:
    (r, c), dist = q.popleft()
    if (r, c) == end:
        print("shortest path", dist)
        break
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in seen:
            seen.add((nr, nc))
            q.append(((nr, nc), dist + 1))
print(len(seen))
