# Benchmark (held-out style, after typical agent code): Connect Four with a recursive negamax
# search and alpha-beta pruning. The board is a list of column lists; the evaluator scores every
# window of four (rows, columns, both diagonals) from a precomputed list of coordinate tuples;
# moves are ordered centre-first; a transposition dict keyed by the board as a tuple of strings
# caches scores. Two AIs of different depths play a series of games from scripted openings.
import random

ROWS, COLS = 6, 7
ORDER = [3, 2, 4, 1, 5, 0, 6]
WIN = 1_000_000


def all_windows():
    out = []
    for r in range(ROWS):
        for c in range(COLS):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (-1, 1)):
                cells = [(r + dr * i, c + dc * i) for i in range(4)]
                if all(0 <= rr < ROWS and 0 <= cc < COLS for rr, cc in cells):
                    out.append(tuple(cells))
    return out


WINDOWS = all_windows()


class Board:
    def __init__(self):
        self.cols = [[] for _ in range(COLS)]
        self.moves = 0

    def cell(self, r, c):
        col = self.cols[c]
        return col[r] if r < len(col) else "."

    def can_play(self, c):
        return len(self.cols[c]) < ROWS

    def play(self, c, piece):
        self.cols[c].append(piece)
        self.moves += 1

    def undo(self, c):
        self.cols[c].pop()
        self.moves -= 1

    def key(self):
        return tuple("".join(col) for col in self.cols)

    def winner_at(self, c):
        col = self.cols[c]
        r = len(col) - 1
        piece = col[r]
        for dr, dc in ((0, 1), (1, 0), (1, 1), (-1, 1)):
            n = 1
            for sgn in (1, -1):
                rr, cc = r + dr * sgn, c + dc * sgn
                while 0 <= rr < ROWS and 0 <= cc < COLS and self.cell(rr, cc) == piece:
                    n += 1
                    rr += dr * sgn
                    cc += dc * sgn
            if n >= 4:
                return True
        return False

    def render(self):
        return "\n".join("".join(self.cell(r, c) for c in range(COLS)) for r in range(ROWS - 1, -1, -1))


def evaluate(board, me, you):
    score = 0
    for window in WINDOWS:
        mine = theirs = 0
        for r, c in window:
            v = board.cell(r, c)
            if v == me:
                mine += 1
            elif v == you:
                theirs += 1
        if theirs == 0:
            score += (0, 1, 4, 32, 0)[mine]
        elif mine == 0:
            score -= (0, 1, 5, 40, 0)[theirs]
    for r in range(len(board.cols[3])):
        score += 3 if board.cols[3][r] == me else -3
    return score


def negamax(board, depth, alpha, beta, me, you, table, stats):
    stats["nodes"] += 1
    key = (board.key(), depth, me)
    hit = table.get(key)
    if hit is not None:
        stats["hits"] += 1
        return hit
    if depth == 0 or board.moves == ROWS * COLS:
        return evaluate(board, me, you)
    best = -WIN * 10
    for c in ORDER:
        if not board.can_play(c):
            continue
        board.play(c, me)
        if board.winner_at(c):
            score = WIN + depth
        else:
            score = -negamax(board, depth - 1, -beta, -alpha, you, me, table, stats)
        board.undo(c)
        if score > best:
            best = score
        if best > alpha:
            alpha = best
        if alpha >= beta:
            stats["cutoffs"] += 1
            break
    if len(table) < 200_000:
        table[key] = best
    return best


def choose(board, depth, me, you, stats):
    table = {}
    best_c, best_s = None, None
    for c in ORDER:
        if not board.can_play(c):
            continue
        board.play(c, me)
        if board.winner_at(c):
            board.undo(c)
            return c, WIN
        s = -negamax(board, depth - 1, -WIN * 10, WIN * 10, you, me, table, stats)
        board.undo(c)
        if best_s is None or s > best_s:
            best_c, best_s = c, s
    return best_c, best_s


def play_game(opening, depth_x, depth_o, stats):
    board = Board()
    players = [("X", "O", depth_x), ("O", "X", depth_o)]
    turn = 0
    for c in opening:
        board.play(c, players[turn][0])
        turn ^= 1
    while board.moves < ROWS * COLS:
        me, you, depth = players[turn]
        c, _ = choose(board, depth, me, you, stats)
        board.play(c, me)
        if board.winner_at(c):
            return me, board
        turn ^= 1
    return "draw", board


def main(games=8, seed=4):
    rng = random.Random(seed)
    stats = {"nodes": 0, "hits": 0, "cutoffs": 0}
    results = {"X": 0, "O": 0, "draw": 0}
    last = None
    for g in range(games):
        opening = [rng.randrange(COLS) for _ in range(4)]
        dx, do = (3, 2) if g % 2 == 0 else (2, 3)
        winner, board = play_game(opening, dx, do, stats)
        results[winner] += 1
        print(f"game {g}: opening {opening} depths X{dx}/O{do} -> {winner} after {board.moves} moves")
        last = board
    print(last.render())
    print(results)
    print(f"nodes {stats['nodes']} table hits {stats['hits']} cutoffs {stats['cutoffs']}")


if __name__ == "__main__":
    main()  # test: main(games=1)
