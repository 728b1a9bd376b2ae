# Benchmark (held-out style, after typical agent code): chess move generation checked by perft.
# Positions are read from FEN strings into a 10x12 mailbox (a list of one-character strs with
# an off-board border); pseudo-legal moves come from direction tables per piece (sliding and
# stepping), pawn pushes, captures, promotions and en passant, and castling through unattacked
# squares; a move is legal when the mover's king is not attacked after it is made on a copied
# board; perft counts leaf nodes (with capture/check/promotion tallies) and divide lists per-
# move counts; a tiny material-only one-ply search picks moves for a short self-play game
# printed in coordinate notation with a position hash.

N, S, E, W = -10, 10, 1, -1
KNIGHT = (-21, -19, -12, -8, 8, 12, 19, 21)
BISHOP = (-11, -9, 9, 11)
ROOK = (-10, -1, 1, 10)
QUEEN = BISHOP + ROOK
SLIDERS = {"b": BISHOP, "r": ROOK, "q": QUEEN}
STEPPERS = {"n": KNIGHT, "k": QUEEN}
VALUES = {"p": 100, "n": 320, "b": 330, "r": 500, "q": 900, "k": 0}
FILES = "abcdefgh"

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
ENDGAME = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
PROMOS = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
TALKCHESS = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"


def sq_index(name):
    return 21 + FILES.index(name[0]) + (8 - int(name[1])) * 10


def sq_name(i):
    row, col = divmod(i - 21, 10)
    return FILES[col] + str(8 - row)


class Position:
    __slots__ = ("board", "white", "castling", "ep", "kings")

    def __init__(self, board, white, castling, ep, kings):
        self.board = board
        self.white = white
        self.castling = castling
        self.ep = ep
        self.kings = kings

    @classmethod
    def from_fen(cls, fen):
        fields = fen.split()
        board = [" "] * 120
        kings = [0, 0]
        for r, row in enumerate(fields[0].split("/")):
            c = 0
            for ch in row:
                if ch.isdigit():
                    for _ in range(int(ch)):
                        board[21 + r * 10 + c] = "."
                        c += 1
                else:
                    i = 21 + r * 10 + c
                    board[i] = ch
                    if ch == "K":
                        kings[0] = i
                    elif ch == "k":
                        kings[1] = i
                    c += 1
        castling = "" if fields[2] == "-" else fields[2]
        ep = None if fields[3] == "-" else sq_index(fields[3])
        return cls(board, fields[1] == "w", castling, ep, kings)

    def fen(self):
        rows = []
        for r in range(8):
            out = ""
            empty = 0
            for c in range(8):
                ch = self.board[21 + r * 10 + c]
                if ch == ".":
                    empty += 1
                else:
                    if empty:
                        out += str(empty)
                        empty = 0
                    out += ch
            if empty:
                out += str(empty)
            rows.append(out)
        ep = sq_name(self.ep) if self.ep is not None else "-"
        return "%s %s %s %s" % ("/".join(rows), "w" if self.white else "b",
                                self.castling or "-", ep)


def own(ch, white):
    return ch.isupper() if white else ch.islower()


def attacked(board, sq, by_white):
    """Whether square sq is attacked by the side by_white."""
    if by_white:
        if board[sq + 9] == "P" or board[sq + 11] == "P":
            return True
        knight, bishop, rook, queen, king = "N", "B", "R", "Q", "K"
    else:
        if board[sq - 9] == "p" or board[sq - 11] == "p":
            return True
        knight, bishop, rook, queen, king = "n", "b", "r", "q", "k"
    for d in KNIGHT:
        if board[sq + d] == knight:
            return True
    for d in QUEEN:
        if board[sq + d] == king:
            return True
    for d in BISHOP:
        t = sq + d
        while board[t] == ".":
            t += d
        if board[t] == bishop or board[t] == queen:
            return True
    for d in ROOK:
        t = sq + d
        while board[t] == ".":
            t += d
        if board[t] == rook or board[t] == queen:
            return True
    return False


def pseudo_moves(pos):
    """Yields (from, to, promotion, flag) tuples; flag is '', 'ep', 'castle' or 'double'."""
    board = pos.board
    white = pos.white
    fwd = N if white else S
    start_row = 8 if white else 3
    last_row = 2 if white else 9
    promos = "QRBN" if white else "qrbn"
    for i in range(21, 99):
        ch = board[i]
        if ch == "." or ch == " " or not own(ch, white):
            continue
        kind = ch.lower()
        if kind == "p":
            t = i + fwd
            if board[t] == ".":
                if t // 10 == last_row:
                    for p in promos:
                        yield (i, t, p, "")
                else:
                    yield (i, t, "", "")
                    if i // 10 == start_row and board[t + fwd] == ".":
                        yield (i, t + fwd, "", "double")
            for side in (W, E):
                t = i + fwd + side
                target = board[t]
                if target != "." and target != " " and not own(target, white):
                    if t // 10 == last_row:
                        for p in promos:
                            yield (i, t, p, "")
                    else:
                        yield (i, t, "", "")
                elif t == pos.ep:
                    yield (i, t, "", "ep")
        elif kind in SLIDERS:
            for d in SLIDERS[kind]:
                t = i + d
                while True:
                    target = board[t]
                    if target == " ":
                        break
                    if target == ".":
                        yield (i, t, "", "")
                    else:
                        if not own(target, white):
                            yield (i, t, "", "")
                        break
                    t += d
        else:
            for d in STEPPERS[kind]:
                t = i + d
                target = board[t]
                if target == "." or (target != " " and not own(target, white)):
                    yield (i, t, "", "")
    yield from castle_moves(pos)


def castle_moves(pos):
    board = pos.board
    rights = pos.castling
    if not rights:
        return
    if pos.white:
        king, rk, rq, them = 95, "K", "Q", False
    else:
        king, rk, rq, them = 25, "k", "q", True
    if rk in rights and board[king + 1] == "." and board[king + 2] == ".":
        if not any(attacked(board, s, them) for s in (king, king + 1, king + 2)):
            yield (king, king + 2, "", "castle")
    if rq in rights and board[king - 1] == "." and board[king - 2] == "." and board[king - 3] == ".":
        if not any(attacked(board, s, them) for s in (king, king - 1, king - 2)):
            yield (king, king - 2, "", "castle")


ROOK_HOMES = {98: "K", 91: "Q", 28: "k", 21: "q"}


def make(pos, move):
    src, dst, promo, flag = move
    board = pos.board[:]
    piece = board[src]
    captured = board[dst]
    board[dst] = promo or piece
    board[src] = "."
    kings = pos.kings[:]
    if flag == "ep":
        cap_sq = dst + (S if pos.white else N)
        captured = board[cap_sq]
        board[cap_sq] = "."
    elif flag == "castle":
        if dst > src:
            board[src + 1] = board[src + 3]
            board[src + 3] = "."
        else:
            board[src - 1] = board[src - 4]
            board[src - 4] = "."
    if piece == "K":
        kings[0] = dst
    elif piece == "k":
        kings[1] = dst
    castling = pos.castling
    if castling:
        if piece == "K":
            castling = castling.replace("K", "").replace("Q", "")
        elif piece == "k":
            castling = castling.replace("k", "").replace("q", "")
        for s in (src, dst):
            r = ROOK_HOMES.get(s)
            if r is not None:
                castling = castling.replace(r, "")
    ep = (src + dst) // 2 if flag == "double" else None
    return Position(board, not pos.white, castling, ep, kings), captured


def legal_moves(pos):
    out = []
    for mv in pseudo_moves(pos):
        child, captured = make(pos, mv)
        king = child.kings[0 if pos.white else 1]
        if not attacked(child.board, king, child.white):
            out.append((mv, child, captured))
    return out


def in_check(pos):
    return attacked(pos.board, pos.kings[0 if pos.white else 1], not pos.white)


def perft(pos, depth, stats):
    moves = legal_moves(pos)
    if depth == 1:
        for mv, child, captured in moves:
            if captured != ".":
                stats["captures"] += 1
            if mv[3] == "ep":
                stats["ep"] += 1
            elif mv[3] == "castle":
                stats["castles"] += 1
            if mv[2]:
                stats["promotions"] += 1
            if in_check(child):
                stats["checks"] += 1
        return len(moves)
    total = 0
    for mv, child, captured in moves:
        total += perft(child, depth - 1, stats)
    return total


def move_str(mv):
    return sq_name(mv[0]) + sq_name(mv[1]) + mv[2].lower()


def divide(pos, depth):
    stats = {"captures": 0, "ep": 0, "castles": 0, "promotions": 0, "checks": 0}
    rows = []
    for mv, child, _ in legal_moves(pos):
        n = perft(child, depth - 1, stats) if depth > 1 else 1
        rows.append((move_str(mv), n))
    rows.sort()
    return rows


def material(pos):
    score = 0
    for ch in pos.board:
        if ch != "." and ch != " ":
            v = VALUES[ch.lower()]
            score += v if ch.isupper() else -v
    return score if pos.white else -score


def pick_move(pos, ply):
    best = None
    best_score = None
    for mv, child, captured in legal_moves(pos):
        replies = legal_moves(child)
        if not replies:
            score = 100000 if in_check(child) else 0
        else:
            score = -max(material(c2) for _, c2, _ in replies)
        key = (score, -((mv[0] * 7 + mv[1] * 13 + ply) % 17))
        if best_score is None or key > best_score:
            best_score = key
            best = (mv, child)
    return best


def self_play(fen, plies):
    pos = Position.from_fen(fen)
    played = []
    for ply in range(plies):
        choice = pick_move(pos, ply)
        if choice is None:
            break
        mv, pos = choice
        played.append(move_str(mv))
    return played, pos


def position_hash(pos):
    h = 0
    for i, ch in enumerate(pos.board):
        if ch != " " and ch != ".":
            h = (h * 1000003 ^ (i * 64 + ord(ch))) & 0xFFFFFFFFFFFF
    return h


def main(depths=(3, 2, 3, 2, 2), plies=12):
    fens = [("start", START), ("kiwipete", KIWIPETE), ("endgame", ENDGAME),
            ("promos", PROMOS), ("talkchess", TALKCHESS)]
    for (name, fen), depth in zip(fens, depths):
        pos = Position.from_fen(fen)
        assert pos.fen() == " ".join(fen.split()[:4])
        stats = {"captures": 0, "ep": 0, "castles": 0, "promotions": 0, "checks": 0}
        nodes = perft(pos, depth, stats)
        print("%-9s depth %d nodes %6d" % (name, depth, nodes), sorted(stats.items()))
    rows = divide(Position.from_fen(KIWIPETE), 2)
    print("divide", len(rows), rows[:4], rows[-2:])
    played, final = self_play(START, plies)
    print("game", " ".join(played))
    print("final", final.fen(), "hash", position_hash(final))


if __name__ == "__main__":
    main()  # test: main(depths=(2, 1, 2, 1, 1), plies=2)
