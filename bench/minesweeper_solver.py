# Benchmark (held-out style, after typical agent code): a Minesweeper player.
# Seeded boards are generated with a safe first click; the solver reveals with a flood fill
# (deque), then repeats: single-cell rules (all flagged / all safe), subset reasoning between
# pairs of constraints (frozensets of unknown neighbours), and when stuck, an exact
# enumeration of the frontier split into independent components (itertools.combinations over
# small components) to pick the safest guess, falling back to a seeded random choice.
import itertools
import random
from collections import deque


class Board:
    def __init__(self, w, h, n_mines, rng, first):
        self.w, self.h = w, h
        cells = [(x, y) for y in range(h) for x in range(w)]
        banned = set(self.neighbours(*first)) | {first}
        choices = [c for c in cells if c not in banned]
        self.mines = set(rng.sample(choices, n_mines))
        self.counts = {c: sum(n in self.mines for n in self.neighbours(*c)) for c in cells}

    def neighbours(self, x, y):
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if dx or dy:
                    nx, ny = x + dx, y + dy
                    if 0 <= nx < self.w and 0 <= ny < self.h:
                        yield nx, ny


class Lost(Exception):
    pass


class Solver:
    def __init__(self, board, rng):
        self.b = board
        self.rng = rng
        self.revealed = {}
        self.flags = set()
        self.guesses = 0

    def reveal(self, cell):
        if cell in self.b.mines:
            raise Lost(cell)
        queue = deque([cell])
        while queue:
            c = queue.popleft()
            if c in self.revealed:
                continue
            self.revealed[c] = n = self.b.counts[c]
            if n == 0:
                queue.extend(nb for nb in self.b.neighbours(*c) if nb not in self.revealed)

    def constraints(self):
        out = []
        for c, n in self.revealed.items():
            if n == 0:
                continue
            unknown = []
            flagged = 0
            for nb in self.b.neighbours(*c):
                if nb in self.flags:
                    flagged += 1
                elif nb not in self.revealed:
                    unknown.append(nb)
            if unknown:
                out.append((frozenset(unknown), n - flagged))
        return out

    def simple_step(self, cons):
        safe, mines = set(), set()
        for cells, k in cons:
            if k == 0:
                safe |= cells
            elif k == len(cells):
                mines |= cells
        if not safe and not mines:
            uniq = list(set(cons))
            by_cell = {}
            for i, (cells, _) in enumerate(uniq):
                for c in cells:
                    by_cell.setdefault(c, []).append(i)
            for i, (a, ka) in enumerate(uniq):
                for j in {j for c in a for j in by_cell[c] if j != i}:
                    b, kb = uniq[j]
                    if a < b:
                        rest = b - a
                        if kb - ka == 0:
                            safe |= rest
                        elif kb - ka == len(rest):
                            mines |= rest
        return safe, mines

    def components(self, cons):
        parent = {}

        def find(x):
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for cells, _ in cons:
            for c in cells:
                parent.setdefault(c, c)
            first = next(iter(cells))
            for c in cells:
                ra, rb = find(first), find(c)
                if ra != rb:
                    parent[ra] = rb
        groups = {}
        for c in parent:
            groups.setdefault(find(c), []).append(c)
        return [sorted(g) for g in groups.values()]

    def probabilities(self, cons):
        probs = {}
        for comp in self.components(cons):
            if len(comp) > 14:
                continue
            local = [(cells, k) for cells, k in cons if cells <= set(comp)]
            hits = dict.fromkeys(comp, 0)
            total = 0
            for r in range(len(comp) + 1):
                for combo in itertools.combinations(comp, r):
                    chosen = set(combo)
                    if all(len(cells & chosen) == k for cells, k in local):
                        total += 1
                        for c in combo:
                            hits[c] += 1
            if total:
                for c in comp:
                    probs[c] = hits[c] / total
        return probs

    def guess(self, cons):
        self.guesses += 1
        probs = self.probabilities(cons)
        if probs:
            best = min(probs.items(), key=lambda kv: (kv[1], kv[0]))
            if best[1] < 0.3:
                return best[0]
        hidden = [(x, y) for y in range(self.b.h) for x in range(self.b.w)
                  if (x, y) not in self.revealed and (x, y) not in self.flags]
        return self.rng.choice(hidden)

    def play(self, first):
        self.reveal(first)
        target = self.b.w * self.b.h - len(self.b.mines)
        while len(self.revealed) < target:
            cons = self.constraints()
            safe, mines = self.simple_step(cons)
            self.flags |= mines
            if safe:
                for c in sorted(safe):
                    self.reveal(c)
                continue
            if mines:
                continue
            self.reveal(self.guess(cons))
        return True


def main(n_games=40, w=16, h=16, mines=40):
    rng = random.Random(31337)
    won = lost = guesses = 0
    flagged = 0
    for g in range(n_games):
        first = (w // 2, h // 2)
        board = Board(w, h, mines, rng, first)
        solver = Solver(board, rng)
        try:
            solver.play(first)
            won += 1
            result = "won"
        except Lost as e:
            lost += 1
            result = f"lost at {e.args[0]}"
        guesses += solver.guesses
        flagged += len(solver.flags & board.mines)
        if g % 8 == 0:
            print(f"game {g}: {result}, revealed={len(solver.revealed)} flags={len(solver.flags)} "
                  f"guesses={solver.guesses}")
    print(f"won={won} lost={lost} guesses={guesses} correct flags={flagged}")
    print(f"win rate {won / n_games:.1%}")


if __name__ == "__main__":
    main()  # test: main(n_games=3, w=8, h=8, mines=8)
