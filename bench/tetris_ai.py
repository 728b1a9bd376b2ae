# Benchmark (held-out style, after typical agent code): a Tetris simulator with a greedy AI.
# Seven tetrominoes with their rotations precomputed as frozensets of cells; the board is a list
# of row lists; for each piece the AI tries every rotation and column, drops it, and scores the
# result by aggregate height, holes, bumpiness and cleared lines (weights in a dataclass); line
# clears, scoring by level and a piece bag drawn from a seeded random.Random; several weight
# profiles play a fixed number of pieces and a summary table is printed.
import random
from dataclasses import dataclass, field

SHAPES = {
    "I": [(0, 0), (1, 0), (2, 0), (3, 0)],
    "O": [(0, 0), (1, 0), (0, 1), (1, 1)],
    "T": [(0, 0), (1, 0), (2, 0), (1, 1)],
    "S": [(1, 0), (2, 0), (0, 1), (1, 1)],
    "Z": [(0, 0), (1, 0), (1, 1), (2, 1)],
    "J": [(0, 0), (0, 1), (1, 1), (2, 1)],
    "L": [(2, 0), (0, 1), (1, 1), (2, 1)],
}
LINE_SCORES = {0: 0, 1: 100, 2: 300, 3: 500, 4: 800}


def normalize(cells):
    mx = min(x for x, _ in cells)
    my = min(y for _, y in cells)
    return frozenset((x - mx, y - my) for x, y in cells)


def rotations(cells):
    seen = []
    cur = normalize(cells)
    for _ in range(4):
        if cur not in seen:
            seen.append(cur)
        cur = normalize([(-y, x) for x, y in cur])
    return [sorted(r) for r in seen]


ROTATIONS = {name: rotations(cells) for name, cells in SHAPES.items()}


@dataclass
class Weights:
    name: str
    height: float
    lines: float
    holes: float
    bump: float


@dataclass
class Game:
    width: int = 10
    height: int = 20
    board: list = field(default_factory=list)
    score: int = 0
    lines: int = 0
    pieces: int = 0
    over: bool = False

    def __post_init__(self):
        self.board = [[0] * self.width for _ in range(self.height)]

    def fits(self, cells, ox, oy):
        for x, y in cells:
            px, py = ox + x, oy + y
            if px < 0 or px >= self.width or py >= self.height:
                return False
            if py >= 0 and self.board[py][px]:
                return False
        return True

    def drop_y(self, cells, ox):
        y = -4
        if not self.fits(cells, ox, y):
            return None
        while self.fits(cells, ox, y + 1):
            y += 1
        return y


def place(board, cells, ox, oy, mark):
    new = [row[:] for row in board]
    for x, y in cells:
        if oy + y < 0:
            return None, 0
        new[oy + y][ox + x] = mark
    kept = [row for row in new if not all(row)]
    cleared = len(new) - len(kept)
    width = len(board[0])
    return [[0] * width for _ in range(cleared)] + kept, cleared


def features(board):
    width, height = len(board[0]), len(board)
    heights = []
    holes = 0
    for x in range(width):
        col_h = 0
        seen_block = False
        for y in range(height):
            if board[y][x]:
                if not seen_block:
                    col_h = height - y
                    seen_block = True
            elif seen_block:
                holes += 1
        heights.append(col_h)
    bump = sum(abs(a - b) for a, b in zip(heights, heights[1:]))
    return sum(heights), holes, bump


def best_move(game, piece, w):
    best = None
    for ri, cells in enumerate(ROTATIONS[piece]):
        maxx = max(x for x, _ in cells)
        for ox in range(game.width - maxx):
            oy = game.drop_y(cells, ox)
            if oy is None:
                continue
            board, cleared = place(game.board, cells, ox, oy, 1)
            if board is None:
                continue
            agg, holes, bump = features(board)
            score = w.height * agg + w.lines * cleared + w.holes * holes + w.bump * bump
            key = (score, -ri, -ox)
            if best is None or key > best[0]:
                best = (key, board, cleared)
    return best


def bag_stream(rng):
    while True:
        bag = sorted(SHAPES)
        rng.shuffle(bag)
        yield from bag


def play(w, seed, n_pieces):
    game = Game()
    rng = random.Random(seed)
    stream = bag_stream(rng)
    counts = {}
    for _ in range(n_pieces):
        piece = next(stream)
        counts[piece] = counts.get(piece, 0) + 1
        mv = best_move(game, piece, w)
        if mv is None:
            game.over = True
            break
        _, game.board, cleared = mv
        game.pieces += 1
        game.lines += cleared
        level = game.lines // 10
        game.score += LINE_SCORES[cleared] * (level + 1)
    return game, counts


def main(n_pieces=90, seeds=(1, 2)):
    profiles = [
        Weights("balanced", -0.51, 0.76, -0.36, -0.18),
        Weights("greedy", -0.2, 1.5, -0.3, -0.1),
        Weights("flat", -0.6, 0.5, -0.5, -0.4),
    ]
    for name in sorted(ROTATIONS):
        print(f"{name}: {len(ROTATIONS[name])} rotations")
    total = 0
    for w in profiles:
        for seed in seeds:
            game, counts = play(w, seed, n_pieces)
            agg, holes, bump = features(game.board)
            total += game.score + game.lines
            mix = " ".join(f"{k}{v}" for k, v in sorted(counts.items()))
            print(f"{w.name:9s} seed={seed} pieces={game.pieces:4d} lines={game.lines:3d} "
                  f"score={game.score:6d} over={game.over!s:5s} h={agg} holes={holes} bump={bump} [{mix}]")
    print("total", total)


if __name__ == "__main__":
    main()  # test: main(n_pieces=15, seeds=(1,))
