# Benchmark (held-out style, after typical agent code): Conway's Game of Life on an unbounded
# board stored as a set of (x, y) tuples. Neighbour counting with a dict, set comprehensions,
# generator expressions in sum()/min()/max(), tuple unpacking, frozenset for cycle detection
# and a bounding-box renderer with str.join.


def neighbours(cell):
    x, y = cell
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            if dx or dy:
                yield (x + dx, y + dy)


def step(live):
    counts = {}
    for cell in live:
        for n in neighbours(cell):
            counts[n] = counts.get(n, 0) + 1
    return {c for c, k in counts.items() if k == 3 or (k == 2 and c in live)}


def bbox(live):
    xs = [x for x, _ in live]
    ys = [y for _, y in live]
    return min(xs), min(ys), max(xs), max(ys)


def render(live, width=40):
    x0, y0, x1, y1 = bbox(live)
    rows = []
    for y in range(y0, min(y1, y0 + 10) + 1):
        rows.append("".join("#" if (x, y) in live else "." for x in range(x0, min(x1, x0 + width) + 1)))
    return "\n".join(rows)


def random_soup(w, h, seed):
    x = seed
    live = set()
    for i in range(w):
        for j in range(h):
            x = (x * 1103515245 + 12345) & 0x7FFFFFFF
            if (x >> 16) % 3 == 0:
                live.add((i, j))
    return live


GLIDER = {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)}
RPENT = {(1, 0), (2, 0), (0, 1), (1, 1), (1, 2)}


def run(live, gens):
    seen = {}
    history = []
    for g in range(gens):
        key = frozenset(live)
        if key in seen:
            return g, g - seen[key], live, history
        seen[key] = g
        if len(seen) > 8:
            seen.pop(next(iter(seen)))
        history.append(len(live))
        live = step(live)
    return gens, 0, live, history


def main():
    g, period, live, hist = run(set(GLIDER), 40)
    print("glider", g, period, sorted(live), hist[:5])
    g, period, live, hist = run(set(RPENT), 400)
    print("rpentomino", g, len(live), max(hist), sum(hist))
    print(render(live))
    for seed in range(3):
        soup = random_soup(40, 40, seed)
        g, period, live, hist = run(soup, 120)
        moved = {(x + 1, y) for x, y in live}
        print("soup", seed, len(soup), g, period, len(live), len(moved & live),
              sum(1 for c in live if c[0] % 2 == 0))


main()
