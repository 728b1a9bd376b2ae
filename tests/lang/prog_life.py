# Conway's Game of Life on a small torus, printed generation by generation.
W, H = 10, 8
cells = {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2), (6, 5), (7, 5), (8, 5)}
def step(live):
    counts = {}
    for (x, y) in live:
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if dx or dy:
                    key = ((x + dx) % W, (y + dy) % H)
                    counts[key] = counts.get(key, 0) + 1
    return {c for c, n in counts.items() if n == 3 or (n == 2 and c in live)}
def show(live):
    for y in range(H):
        print("".join("#" if (x, y) in live else "." for x in range(W)))
for gen in range(4):
    print("generation", gen, "population", len(cells))
    show(cells)
    cells = step(cells)
for _ in range(36):
    cells = step(cells)
print("after 40:", len(cells), sorted(cells))
