# Benchmark (held-out style, after typical agent code): three cellular automata other than
# Life. An abelian sandpile on a list-of-lists grid topples from a work-list until stable
# (avalanche sizes tallied in a Counter, grains dropped with random.Random(seed)); a multi-ant
# Langton's-ant run on a dict-of-cells plane with a turn-rule string; and a Wireworld circuit
# (electron head/tail/conductor as an Enum-like str constants) stepped on a set-based sparse
# grid with neighbour counting. Each prints a digest: rendered rows, counts and checksums.
import random
from collections import Counter, defaultdict


class Sandpile:
    def __init__(self, size):
        self.size = size
        self.grid = [[0] * size for _ in range(size)]
        self.lost = 0
        self.topples = 0

    def add(self, r, c, grains=1):
        self.grid[r][c] += grains
        return self.stabilize([(r, c)])

    def stabilize(self, work):
        grid, n = self.grid, self.size
        fired = 0
        while work:
            r, c = work.pop()
            if grid[r][c] < 4:
                continue
            k = grid[r][c] // 4
            grid[r][c] -= 4 * k
            fired += k
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                nr, nc = r + dr, c + dc
                if 0 <= nr < n and 0 <= nc < n:
                    grid[nr][nc] += k
                    if grid[nr][nc] >= 4:
                        work.append((nr, nc))
                else:
                    self.lost += k
        self.topples += fired
        return fired

    def histogram(self):
        return Counter(v for row in self.grid for v in row)

    def render(self, rows=4):
        chars = " .:#"
        return ["".join(chars[v] for v in self.grid[r]) for r in range(rows)]


class Ant:
    DIRS = [(-1, 0), (0, 1), (1, 0), (0, -1)]

    def __init__(self, r, c, heading):
        self.r, self.c, self.heading = r, c, heading

    def step(self, plane, rule):
        state = plane.get((self.r, self.c), 0)
        turn = rule[state]
        self.heading = (self.heading + (1 if turn == "R" else -1)) % 4
        plane[(self.r, self.c)] = (state + 1) % len(rule)
        dr, dc = self.DIRS[self.heading]
        self.r += dr
        self.c += dc


def run_ants(steps, rule, count, rng):
    plane = {}
    ants = [Ant(rng.randrange(-10, 10), rng.randrange(-10, 10), rng.randrange(4)) for _ in range(count)]
    for _ in range(steps):
        for ant in ants:
            ant.step(plane, rule)
    states = Counter(plane.values())
    rows = [r for r, _ in plane]
    cols = [c for _, c in plane]
    return len(plane), dict(sorted(states.items())), (min(rows), max(rows), min(cols), max(cols))


EMPTY, HEAD, TAIL, WIRE = " ", "H", "t", "."


class Wireworld:
    def __init__(self, lines):
        self.cells = {}
        for r, line in enumerate(lines):
            for c, ch in enumerate(line):
                if ch != EMPTY:
                    self.cells[(r, c)] = ch
        self.neighbours = {}
        for (r, c) in self.cells:
            self.neighbours[(r, c)] = [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                                       if (dr or dc) and (r + dr, c + dc) in self.cells]

    def step(self):
        heads = defaultdict(int)
        for pos, st in self.cells.items():
            if st == HEAD:
                for nb in self.neighbours[pos]:
                    heads[nb] += 1
        new = {}
        for pos, st in self.cells.items():
            if st == HEAD:
                new[pos] = TAIL
            elif st == TAIL:
                new[pos] = WIRE
            else:
                new[pos] = HEAD if heads.get(pos, 0) in (1, 2) else WIRE
        self.cells = new

    def count(self, state):
        return sum(1 for v in self.cells.values() if v == state)


def wire_circuit(width, loops):
    lines = []
    for k in range(loops):
        top = "." * width
        mid = "H" + " " * (width - 2) + "."
        lines += [top, mid, "t" + "." * (width - 1), " " * width]
    diode = "." * (width // 2) + "H" + "t" + "." * (width // 2)
    lines.append(diode)
    return lines


def main(size=45, grains=6000, ant_steps=24000, wire_steps=300):
    rng = random.Random(7)
    pile = Sandpile(size)
    avalanche = Counter()
    centre = size // 2
    for i in range(grains):
        if i % 3 == 0:
            r, c = centre, centre
        else:
            r, c = rng.randrange(size), rng.randrange(size)
        fired = pile.add(r, c)
        avalanche[min(fired, 50) // 10] += 1
    hist = pile.histogram()
    print(f"sandpile topples={pile.topples} lost={pile.lost} hist={sorted(hist.items())}")
    print("avalanches", sorted(avalanche.items()))
    for row in pile.render(3):
        print("|" + row + "|")
    for rule in ("RL", "RLR", "LLRR"):
        cells, states, box = run_ants(ant_steps // len(rule), rule, 3, rng)
        print(f"ants {rule}: cells={cells} states={states} box={box}")
    ww = Wireworld(wire_circuit(30, 6))
    trace = []
    for t in range(wire_steps):
        ww.step()
        if t % 25 == 0:
            trace.append((t, ww.count(HEAD), ww.count(TAIL)))
    print("wireworld", len(ww.cells), trace)


if __name__ == "__main__":
    main()  # test: main(size=15, grains=200, ant_steps=600, wire_steps=20)
