# Benchmark (held-out style, after typical agent code): Othello on 64-bit bitboards. Move
# generation by shifting along eight directions with edge masks, flips computed per move,
# popcount via int.bit_count, a negamax search with alpha-beta pruning, move ordering by a
# positional weight table, a transposition dict keyed by (black, white, side), and self-play
# games between a greedy player and the searcher printed as boards and scores.
import random

FULL = (1 << 64) - 1
NOT_A = 0xFEFEFEFEFEFEFEFE
NOT_H = 0x7F7F7F7F7F7F7F7F
DIRS = [(1, NOT_A), (-1, NOT_H), (8, FULL), (-8, FULL), (9, NOT_A), (7, NOT_H), (-7, NOT_A), (-9, NOT_H)]
WEIGHTS = [
    100, -20, 10, 5, 5, 10, -20, 100,
    -20, -50, -2, -2, -2, -2, -50, -20,
    10, -2, -1, -1, -1, -1, -2, 10,
    5, -2, -1, -1, -1, -1, -2, 5,
    5, -2, -1, -1, -1, -1, -2, 5,
    10, -2, -1, -1, -1, -1, -2, 10,
    -20, -50, -2, -2, -2, -2, -50, -20,
    100, -20, 10, 5, 5, 10, -20, 100,
]


def shift(bb, d, mask):
    if d > 0:
        return (bb << d) & mask & FULL
    return (bb >> -d) & mask


def moves(me, opp):
    empty = ~(me | opp) & FULL
    result = 0
    for d, mask in DIRS:
        t = shift(me, d, mask) & opp
        for _ in range(5):
            t |= shift(t, d, mask) & opp
        result |= shift(t, d, mask) & empty
    return result


def flips(me, opp, sq):
    bit = 1 << sq
    total = 0
    for d, mask in DIRS:
        run = 0
        t = shift(bit, d, mask)
        while t & opp:
            run |= t
            t = shift(t, d, mask)
        if t & me:
            total |= run
    return total


def bits(bb):
    while bb:
        low = bb & -bb
        yield low.bit_length() - 1
        bb ^= low


def evaluate(me, opp):
    score = 0
    for sq in bits(me):
        score += WEIGHTS[sq]
    for sq in bits(opp):
        score -= WEIGHTS[sq]
    mobility = moves(me, opp).bit_count() - moves(opp, me).bit_count()
    return score + 3 * mobility


class Searcher:
    def __init__(self):
        self.nodes = 0
        self.table = {}

    def negamax(self, me, opp, depth, alpha, beta):
        self.nodes += 1
        key = (me, opp, depth)
        hit = self.table.get(key)
        if hit is not None:
            return hit
        legal = moves(me, opp)
        if depth == 0 or (not legal and not moves(opp, me)):
            if not legal and not moves(opp, me):
                diff = me.bit_count() - opp.bit_count()
                value = 10000 * (diff > 0) - 10000 * (diff < 0)
            else:
                value = evaluate(me, opp)
            self.table[key] = value
            return value
        if not legal:
            value = -self.negamax(opp, me, depth - 1, -beta, -alpha)
            return value
        best = -10 ** 9
        for sq in sorted(bits(legal), key=lambda s: -WEIGHTS[s]):
            f = flips(me, opp, sq)
            value = -self.negamax(opp & ~f, me | f | (1 << sq), depth - 1, -beta, -alpha)
            if value > best:
                best = value
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        self.table[key] = best
        return best

    def choose(self, me, opp, depth):
        best, choice = -10 ** 9, None
        for sq in sorted(bits(moves(me, opp))):
            f = flips(me, opp, sq)
            value = -self.negamax(opp & ~f, me | f | (1 << sq), depth - 1, -10 ** 9, 10 ** 9)
            if value > best:
                best, choice = value, sq
        return choice


def greedy(me, opp, rng):
    legal = list(bits(moves(me, opp)))
    return max(legal, key=lambda s: (flips(me, opp, s).bit_count() + WEIGHTS[s] // 10, rng.random()))


def render(black, white):
    rows = []
    for r in range(8):
        rows.append("".join("X" if black >> (r * 8 + c) & 1 else "O" if white >> (r * 8 + c) & 1 else "."
                            for c in range(8)))
    return "\n".join(rows)


def play(seed, depth):
    rng = random.Random(seed)
    black, white = (1 << 28) | (1 << 35), (1 << 27) | (1 << 36)
    searcher = Searcher()
    side, passes, turns = 0, 0, 0
    while passes < 2:
        me, opp = (black, white) if side == 0 else (white, black)
        if not moves(me, opp):
            passes += 1
        else:
            passes = 0
            sq = searcher.choose(me, opp, depth) if side == 0 else greedy(me, opp, rng)
            f = flips(me, opp, sq)
            me, opp = me | f | (1 << sq), opp & ~f
            black, white = (me, opp) if side == 0 else (opp, me)
            turns += 1
        if len(searcher.table) > 50000:
            searcher.table.clear()
        side ^= 1
    return black, white, turns, searcher.nodes


def main(games, depth):
    wins = 0
    total_nodes = 0
    for g in range(games):
        black, white, turns, nodes = play(g, depth)
        total_nodes += nodes
        b, w = black.bit_count(), white.bit_count()
        wins += b > w
        print(f"game {g}: X={b} O={w} turns={turns} nodes={nodes}")
    print(render(black, white))
    print(f"searcher won {wins}/{games}, nodes={total_nodes}")


if __name__ == "__main__":
    main(games=3, depth=3)  # test: main(games=1, depth=1)
