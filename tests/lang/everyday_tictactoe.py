# Tic-tac-toe with minimax on a deterministic game.
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]

def winner(board):
    for a, b, c in LINES:
        if board[a] != " " and board[a] == board[b] == board[c]:
            return board[a]
    return None

def minimax(board, player, cache={}):
    key = ("".join(board), player)
    if key in cache:
        return cache[key]
    w = winner(board)
    if w:
        result = (1 if w == "X" else -1, None)
    elif " " not in board:
        result = (0, None)
    else:
        best = None
        for i in range(9):
            if board[i] == " ":
                board[i] = player
                score, _ = minimax(board, "O" if player == "X" else "X")
                board[i] = " "
                if best is None or (player == "X" and score > best[0]) or (player == "O" and score < best[0]):
                    best = (score, i)
        result = best
    cache[key] = result
    return result

def show(board):
    rows = [" | ".join(board[r * 3:r * 3 + 3]) for r in range(3)]
    return "\n---------\n".join(rows)

board = [" "] * 9
player = "X"
moves = []
while winner(board) is None and " " in board:
    _, move = minimax(board, player)
    board[move] = player
    moves.append(move)
    player = "O" if player == "X" else "X"
print(show(board))
print("moves:", moves, "winner:", winner(board) or "draw")
print(minimax(list("XX OO    "), "X"), minimax(list("XX OO    "), "O"))
