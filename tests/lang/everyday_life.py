# Conway's game of life on a small torus.
def step(grid):
    h, w = len(grid), len(grid[0])
    new = []
    for y in range(h):
        row = []
        for x in range(w):
            n = sum(grid[(y + dy) % h][(x + dx) % w]
                    for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dy or dx)
            alive = grid[y][x]
            row.append(1 if n == 3 or (alive and n == 2) else 0)
        new.append(row)
    return new

def show(grid):
    return "\n".join("".join("#" if c else "." for c in row) for row in grid)

grid = [[0] * 8 for _ in range(8)]
for y, x in [(0, 1), (1, 2), (2, 0), (2, 1), (2, 2)]:
    grid[y][x] = 1
seen = {}
for gen in range(12):
    key = tuple(map(tuple, grid))
    if key in seen:
        print("repeat of generation", seen[key], "at", gen)
        break
    seen[key] = gen
    if gen % 4 == 0:
        print(f"gen {gen}: {sum(map(sum, grid))} alive")
        print(show(grid))
    grid = step(grid)
print("final population", sum(sum(r) for r in grid))
