# Benchmark (held-out style, after typical agent code): Monte Carlo tree search for a small
# connection game (five-in-a-row style, four to win on a 7x7 board). The board is a flat list
# with move generation near existing stones, a win check scanning four directions, an MCTS node
# class with UCB1 selection (math.log/sqrt), random playouts with random.Random(seed), a
# tournament between MCTS players of different budgets and a greedy heuristic player (a
# subclass), results collected with Counter and printed with f-strings and a rendered board.
import math
import random
from collections import Counter

SIZE = 7
WIN = 4
DIRS = ((0, 1), (1, 0), (1, 1), (1, -1))
EMPTY = "."


class Board:
    __slots__ = ("cells", "moves", "last")

    def __init__(self):
        self.cells = [EMPTY] * (SIZE * SIZE)
        self.moves = 0
        self.last = None

    def copy(self):
        b = Board()
        b.cells = self.cells[:]
        b.moves = self.moves
        b.last = self.last
        return b

    @property
    def to_move(self):
        return "X" if self.moves % 2 == 0 else "O"

    def play(self, idx):
        self.cells[idx] = self.to_move
        self.moves += 1
        self.last = idx

    def legal(self):
        if self.moves == 0:
            return [SIZE * SIZE // 2]
        near = set()
        cells = self.cells
        for i, v in enumerate(cells):
            if v != EMPTY:
                r, c = divmod(i, SIZE)
                for dr in (-1, 0, 1):
                    for dc in (-1, 0, 1):
                        rr, cc = r + dr, c + dc
                        if 0 <= rr < SIZE and 0 <= cc < SIZE and cells[rr * SIZE + cc] == EMPTY:
                            near.add(rr * SIZE + cc)
        return sorted(near)

    def winner_at(self, idx):
        who = self.cells[idx]
        r0, c0 = divmod(idx, SIZE)
        for dr, dc in DIRS:
            run = 1
            for sign in (1, -1):
                r, c = r0 + dr * sign, c0 + dc * sign
                while 0 <= r < SIZE and 0 <= c < SIZE and self.cells[r * SIZE + c] == who:
                    run += 1
                    r += dr * sign
                    c += dc * sign
            if run >= WIN:
                return who
        return None

    def full(self):
        return self.moves == SIZE * SIZE

    def render(self):
        return ["".join(self.cells[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE)]


class Node:
    __slots__ = ("move", "parent", "children", "untried", "wins", "visits", "player")

    def __init__(self, board, move=None, parent=None):
        self.move = move
        self.parent = parent
        self.children = []
        self.untried = board.legal()
        self.wins = 0.0
        self.visits = 0
        self.player = "O" if board.to_move == "X" else "X"

    def ucb_child(self, c=1.4):
        log_n = math.log(self.visits)
        return max(self.children, key=lambda ch: ch.wins / ch.visits + c * math.sqrt(log_n / ch.visits))


def playout(board, rng):
    while True:
        if board.last is not None and board.winner_at(board.last):
            return board.cells[board.last]
        if board.full():
            return None
        moves = board.legal()
        board.play(rng.choice(moves))


class MCTSPlayer:
    def __init__(self, name, iterations, rng):
        self.name = name
        self.iterations = iterations
        self.rng = rng
        self.nodes = 0

    def choose(self, board):
        root = Node(board)
        for _ in range(self.iterations):
            node = root
            b = board.copy()
            while not node.untried and node.children:
                node = node.ucb_child()
                b.play(node.move)
            if node.untried and not (b.last is not None and b.winner_at(b.last)):
                move = node.untried.pop(self.rng.randrange(len(node.untried)))
                b.play(move)
                child = Node(b, move, node)
                node.children.append(child)
                node = child
                self.nodes += 1
            result = playout(b, self.rng)
            while node is not None:
                node.visits += 1
                if result == node.player:
                    node.wins += 1
                elif result is None:
                    node.wins += 0.5
                node = node.parent
        best = max(root.children, key=lambda ch: (ch.visits, -ch.move))
        return best.move


class GreedyPlayer(MCTSPlayer):
    def choose(self, board):
        me = board.to_move
        best, best_score = None, None
        for m in board.legal():
            b = board.copy()
            b.play(m)
            if b.winner_at(m):
                return m
            score = self.threat(b, m, me) + self.rng.random() * 0.1
            if best_score is None or score > best_score:
                best, best_score = m, score
        return best

    def threat(self, board, idx, who):
        total = 0
        r0, c0 = divmod(idx, SIZE)
        for dr, dc in DIRS:
            for sign in (1, -1):
                r, c = r0 + dr * sign, c0 + dc * sign
                while 0 <= r < SIZE and 0 <= c < SIZE and board.cells[r * SIZE + c] == who:
                    total += 1
                    r += dr * sign
                    c += dc * sign
        return total


def game(px, po):
    board = Board()
    players = {"X": px, "O": po}
    while True:
        move = players[board.to_move].choose(board)
        board.play(move)
        w = board.winner_at(move)
        if w:
            return w, board
        if board.full():
            return None, board


def main(iters=5, games=2, seed=17):
    rng = random.Random(seed)
    a = MCTSPlayer("mcts_hi", iters * 2, rng)
    b = MCTSPlayer("mcts_lo", iters, rng)
    g = GreedyPlayer("greedy", 0, rng)
    tally = Counter()
    last = None
    for px, po in [(a, b), (b, a), (a, g), (g, b)]:
        for _ in range(games):
            w, board = game(px, po)
            name = {"X": px.name, "O": po.name}.get(w, "draw")
            tally[name] += 1
            last = board
            print(f"{px.name} vs {po.name}: winner={name} moves={board.moves}")
    print("tally", sorted(tally.items()))
    print("nodes", a.nodes, b.nodes)
    for row in last.render():
        print("  " + row)


if __name__ == "__main__":
    main()  # test: main(iters=3, games=1)
