from collections import deque

def moving_average(values, n):
    window = deque(maxlen=n)
    out = []
    for v in values:
        window.append(v)
        out.append(round(sum(window) / len(window), 3))
    return out

def bfs(grid, start, goal):
    rows, cols = len(grid), len(grid[0])
    q = deque([(start, 0)])
    seen = {start}
    while q:
        (r, c), d = q.popleft()
        if (r, c) == goal:
            return d
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] == "." and (nr, nc) not in seen:
                seen.add((nr, nc))
                q.append(((nr, nc), d + 1))
    return -1

def main():
    print(moving_average([1, 2, 3, 4, 5, 6, 10], 3))
    grid = ["....#", ".##.#", "...#.", "#...."]
    print(bfs(grid, (0, 0), (3, 4)), bfs(grid, (0, 0), (0, 4)))
    d = deque([1, 2, 3])
    d.appendleft(0)
    d.extend([4, 5])
    d.extendleft([-1, -2])
    print(d, len(d))
    d.rotate(2)
    print(d)
    d.rotate(-3)
    print(list(d), d[0], d[-1])
    print(d.pop(), d.popleft(), d.count(2), d.index(3))
    d.remove(3)
    print(d, 4 in d)
    last = deque(maxlen=3)
    for ch in "abcdef":
        last.append(ch)
    print(last, last.maxlen)
    d.clear()
    print(d, bool(d))

main()
