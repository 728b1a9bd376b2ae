# Benchmark (held-out style, after pyperformance's go): random playouts of the game of Go on
# a 9x9 board. Board squares are objects with neighbour lists, groups are found by flood fill
# with an explicit stack and a set of seen squares, captures and suicide are checked per move,
# a simple ko rule is kept, and moves come from a seeded random.Random; the best first move is
# picked by win rate over many playouts.
import random

SIZE = 9
EMPTY, BLACK, WHITE = 0, 1, 2
KOMI = 7.5


class Square:
    __slots__ = ("pos", "color", "neighbours")

    def __init__(self, pos):
        self.pos = pos
        self.color = EMPTY
        self.neighbours = []


class IllegalMove(Exception):
    pass


class Board:
    def __init__(self):
        self.squares = [Square(p) for p in range(SIZE * SIZE)]
        for sq in self.squares:
            x, y = sq.pos % SIZE, sq.pos // SIZE
            for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                nx, ny = x + dx, y + dy
                if 0 <= nx < SIZE and 0 <= ny < SIZE:
                    sq.neighbours.append(self.squares[ny * SIZE + nx])
        self.empties = set(range(SIZE * SIZE))
        self.ko = None
        self.turn = BLACK
        self.passes = 0
        self.captured = {BLACK: 0, WHITE: 0}

    def group(self, start):
        color = start.color
        stones = []
        liberties = set()
        seen = {start.pos}
        stack = [start]
        while stack:
            sq = stack.pop()
            stones.append(sq)
            for nb in sq.neighbours:
                if nb.color == EMPTY:
                    liberties.add(nb.pos)
                elif nb.color == color and nb.pos not in seen:
                    seen.add(nb.pos)
                    stack.append(nb)
        return stones, liberties

    def remove(self, stones):
        for sq in stones:
            sq.color = EMPTY
            self.empties.add(sq.pos)

    def play(self, pos):
        if pos is None:
            self.passes += 1
            self.ko = None
            self.turn = 3 - self.turn
            return
        sq = self.squares[pos]
        if sq.color != EMPTY:
            raise IllegalMove(f"occupied {pos}")
        if pos == self.ko:
            raise IllegalMove(f"ko at {pos}")
        me, other = self.turn, 3 - self.turn
        sq.color = me
        self.empties.discard(pos)
        captured = []
        for nb in sq.neighbours:
            if nb.color == other:
                stones, libs = self.group(nb)
                if not libs:
                    captured.extend(stones)
        if captured:
            self.remove(captured)
            self.captured[me] += len(captured)
        stones, libs = self.group(sq)
        if not libs:
            sq.color = EMPTY
            self.empties.add(pos)
            raise IllegalMove(f"suicide {pos}")
        self.ko = captured[0].pos if len(captured) == 1 and len(stones) == 1 else None
        self.passes = 0
        self.turn = other

    def is_eye(self, pos, color):
        sq = self.squares[pos]
        return all(nb.color == color for nb in sq.neighbours)

    def random_move(self, rng):
        candidates = sorted(self.empties)
        rng.shuffle(candidates)
        for pos in candidates:
            if self.is_eye(pos, self.turn):
                continue
            try:
                self.play(pos)
                return pos
            except IllegalMove:
                continue
        self.play(None)
        return None

    def score(self):
        counts = {BLACK: 0, WHITE: KOMI}
        for sq in self.squares:
            if sq.color != EMPTY:
                counts[sq.color] += 1
            else:
                around = {nb.color for nb in sq.neighbours} - {EMPTY}
                if len(around) == 1:
                    counts[around.pop()] += 1
        return counts

    def copy_from(self, moves):
        for m in moves:
            self.play(m)

    def __str__(self):
        chars = ".XO"
        rows = []
        for y in range(SIZE - 1, -1, -1):
            rows.append(" ".join(chars[self.squares[y * SIZE + x].color] for x in range(SIZE)))
        return "\n".join(rows)


def playout(first, rng, max_moves=200):
    b = Board()
    b.play(first)
    moves = 1
    while b.passes < 2 and moves < max_moves:
        b.random_move(rng)
        moves += 1
    s = b.score()
    return s[BLACK] > s[WHITE], moves, b


def main():
    rng = random.Random(42)
    candidates = [40, 30, 20, 60, 10, 0, 22, 58]
    results = {}
    total_moves = 0
    for first in candidates:
        wins = 0
        for _ in range(14):
            won, moves, last = playout(first, rng)
            wins += won
            total_moves += moves
        results[first] = wins
    best = max(candidates, key=lambda c: (results[c], -c))
    print("wins:", results)
    print("best first move:", divmod(best, SIZE), "total moves", total_moves)
    print(last)
    print("captured", last.captured, "score", last.score())
    b = Board()
    try:
        b.copy_from([0, 1, 9, 10])
        b.play(0)
    except IllegalMove as e:
        print("IllegalMove:", e)
    b2 = Board()
    b2.copy_from([1, 0, None])
    try:
        b2.play(9)
        print("captured corner:", b2.captured, b2.squares[0].color)
        b2.play(0)
    except IllegalMove as e:
        print("IllegalMove:", e)


main()
