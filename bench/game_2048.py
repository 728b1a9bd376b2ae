# Benchmark (held-out style, after typical agent code): the game 2048 with a small AI. The board
# is a list of four row lists; moves are written once for "left" and reused through transposes
# (zip(*board)) and row reversal; merging uses list filtering and a result list; a seeded
# random.Random spawns tiles; the player scores each of the four moves by a one-ply expectation
# over spawns with a heuristic (empty cells, monotonicity, merge potential, corner bonus).
# Several games run to the end and their scores, max tiles and move counts are printed.
import random

DIRECTIONS = ("left", "right", "up", "down")


def merge_row(row):
    tiles = [v for v in row if v]
    out, score, i = [], 0, 0
    while i < len(tiles):
        if i + 1 < len(tiles) and tiles[i] == tiles[i + 1]:
            out.append(tiles[i] * 2)
            score += tiles[i] * 2
            i += 2
        else:
            out.append(tiles[i])
            i += 1
    return out + [0] * (4 - len(out)), score


def transpose(board):
    return [list(col) for col in zip(*board)]


def move(board, direction):
    if direction in ("up", "down"):
        board = transpose(board)
    rows, total = [], 0
    for row in board:
        if direction in ("right", "down"):
            merged, score = merge_row(row[::-1])
            merged.reverse()
        else:
            merged, score = merge_row(row)
        rows.append(merged)
        total += score
    if direction in ("up", "down"):
        rows = transpose(rows)
    return rows, total


def empty_cells(board):
    return [(r, c) for r in range(4) for c in range(4) if board[r][c] == 0]


def spawn(board, rng):
    cells = empty_cells(board)
    if not cells:
        return False
    r, c = rng.choice(cells)
    board[r][c] = 4 if rng.random() < 0.1 else 2
    return True


def monotonicity(board):
    score = 0
    for row in board + transpose(board):
        inc = dec = 0
        for a, b in zip(row, row[1:]):
            if a > b:
                dec += a - b
            else:
                inc += b - a
        score -= min(inc, dec)
    return score


def heuristic(board):
    empty = sum(row.count(0) for row in board)
    merges = 0
    for row in board + transpose(board):
        for a, b in zip(row, row[1:]):
            if a and a == b:
                merges += a
    top = max(max(row) for row in board)
    corner = top if top in (board[0][0], board[0][3], board[3][0], board[3][3]) else 0
    return empty * 270 + merges + monotonicity(board) * 2 + corner * 4


def expected_value(board):
    cells = empty_cells(board)
    if not cells:
        return heuristic(board)
    total = 0.0
    for r, c in cells:
        for tile, p in ((2, 0.9), (4, 0.1)):
            board[r][c] = tile
            total += p * heuristic(board)
        board[r][c] = 0
    return total / len(cells)


def choose_move(board):
    best, best_val = None, None
    for d in DIRECTIONS:
        moved, gained = move(board, d)
        if moved == board:
            continue
        val = gained * 2 + expected_value(moved)
        if best_val is None or val > best_val:
            best, best_val = d, val
    return best


def play(seed, max_moves):
    rng = random.Random(seed)
    board = [[0] * 4 for _ in range(4)]
    spawn(board, rng)
    spawn(board, rng)
    score, moves, counts = 0, 0, dict.fromkeys(DIRECTIONS, 0)
    while moves < max_moves:
        d = choose_move(board)
        if d is None:
            break
        board, gained = move(board, d)
        score += gained
        moves += 1
        counts[d] += 1
        spawn(board, rng)
    return board, score, moves, counts


def render(board):
    return "\n".join(" ".join(f"{v:>5}" if v else "    ." for v in row) for row in board)


def main(games=4, max_moves=250):
    assert merge_row([2, 2, 2, 2]) == ([4, 4, 0, 0], 8)
    assert merge_row([0, 4, 4, 8]) == ([8, 8, 0, 0], 8)
    totals = []
    for g in range(games):
        board, score, moves, counts = play(100 + g, max_moves)
        top = max(max(row) for row in board)
        totals.append(score)
        order = ", ".join(f"{d}={counts[d]}" for d in DIRECTIONS)
        print(f"game {g}: score {score:>6} max tile {top:>5} moves {moves:>4} ({order})")
    print(render(board))
    print("total score:", sum(totals), "best:", max(totals))


if __name__ == "__main__":
    main()  # test: main(games=1, max_moves=20)
